"""Craps and Mini-Craps (58 Pa. Code chapter 537, the 2010 amendments): Buy and Lay Bets
at true odds with a vigorish on winning bets (537.5a), the Hardway Bets (537.3(a)(7)-(10))
and the Two-Six on the Hop Bet (537.3(a)(34)).

One game, ``craps``, for both: the seeds print nothing that differs between Craps and
Mini-Craps, so the Rules Submission's ``variant`` names which one a table is.
"""

from tablecert.oracle.game import GameSpec
from tablecert.oracle.games.craps import readings
from tablecert.oracle.games.craps.model import (
    Call,
    CrapsObservation,
    CrapsScript,
    Outcome,
    Roll,
    RollResult,
    Settlement,
    Wager,
)
from tablecert.oracle.games.craps.paytables import BUY_ODDS, LAY_ODDS, Bet, Reason
from tablecert.oracle.games.craps.rules import CrapsRules, Variant, VigBase, parse_craps_rules
from tablecert.oracle.games.craps.table import CrapsTable

__all__ = ["BUY_ODDS", "CRAPS", "LAY_ODDS", "Bet", "Call", "CrapsObservation", "CrapsRules",
           "CrapsScript", "CrapsTable", "Outcome", "Reason", "Roll", "RollResult", "Settlement",
           "Variant", "VigBase", "Wager", "parse_craps_rules"]

_VIGORISH = r"Bet on \S+ is paid .*less a vigorish of"
"""A Then step's literal vigorish (537.5a): its amount follows the submission's rate and base
(of the amount wagered, or won: docs/interpretations.md)."""

CRAPS = GameSpec(
    game="craps",
    title="Craps and Mini-Craps",
    chapters=("537",),
    parse_rules=parse_craps_rules,
    table=CrapsTable,
    script=CrapsScript,
    observation=CrapsObservation,
    readings=readings.READINGS,
    definitions="537.1",
    equipment=("dice",),
    offered_by_steps=((r"\bplaces an? Buy Bet\b", "buy"),  # 537.5a(a): "may offer"
                      (r"\bplaces an? Lay Bet\b", "lay"),  # 537.5a(b)
                      # 537.3(a)(7)-(10)
                      (r"\bplaces an? (?:Four|Six|Eight|Ten) the Hardway Bet\b", "hardway"),
                      (r"\bplaces an? Two-Six on the Hop Bet\b", "hop_two_six")),  # 537.3(a)(34)
    written_for_by_steps=((f"Buy {_VIGORISH}", "buy.rate"),  # 537.5a(a): "up to 5%"
                          (f"Lay {_VIGORISH}", "lay.rate"),  # 537.5a(b): "up to 5%"
                          (f"Lay {_VIGORISH}", "lay.base")),  # of the amount wagered, or won
)
