"""Catalogued defects of Spanish 21 (551) in the rules it shares with Blackjack (issue #33
item 5): the Blackjack defects switch on at Blackjack tables only, so none exercised Spanish
21's Insurance Wager (551.6(f)(1): paid 2 to 1 on the dealer's blackjack) or procedure (2)
of 551.6(f) (player by player from the dealer's right, losing chips into the table
inventory). Each is the Blackjack defect's override, switched on at a Spanish 21 table.

The catalogue (tablecert/reference_system/defects.py) splats :data:`SPANISH21_DEFECTS` in.
"""

from __future__ import annotations

from tablecert.reference_system.defects_blackjack import (
    _InsurancePaidEvenMoney,
    _PaysWinnersWithLosersChips,
    _ProcedureTwoFromDealersLeft,
)

__all__ = ["SPANISH21_DEFECTS"]

SPANISH21_DEFECTS: tuple[tuple[str, str, str, str, type], ...] = (
    # (name, citation, game, description, mixin): defects.py makes each a Defect
    ("spanish-21-insurance-paid-1-to-1", "551.6(f)(1)", "spanish-21",
     "at a Spanish 21 table an Insurance Wager won on the dealer's blackjack is paid 1 to 1 instead of "
     "2 to 1", _InsurancePaidEvenMoney),
    ("spanish-21-procedure-2-from-dealers-left", "551.6(f)(2)", "spanish-21",
     "at a Spanish 21 table procedure (2) begins with the player farthest to the dealer's left",
     _ProcedureTwoFromDealersLeft),
    ("spanish-21-winners-paid-with-losers-chips", "551.6(f)(2)", "spanish-21",
     "at a Spanish 21 table procedure (2) pays a winning wager with the chips collected from a losing "
     "wager", _PaysWinnersWithLosersChips),
)
