"""Ultimate Texas Hold 'Em (653a) as far as its definitions (653a.1) reach: one game of
:data:`tablecert.oracle.catalogue.GAMES`, with no paytables (653a.12 is not in the seeds)."""

from __future__ import annotations

from tablecert.oracle.game import GameSpec
from tablecert.oracle.games.ultimate_texas_hold_em import readings
from tablecert.oracle.games.ultimate_texas_hold_em.model import UthObservation, UthScript
from tablecert.oracle.games.ultimate_texas_hold_em.rules import parse_uth_rules
from tablecert.oracle.games.ultimate_texas_hold_em.table import UthTable

__all__ = ["ULTIMATE_TEXAS_HOLD_EM"]

ULTIMATE_TEXAS_HOLD_EM = GameSpec("ultimate-texas-hold-em", "Ultimate Texas Hold 'Em", ("653a",),
                                  parse_uth_rules, UthTable, UthScript, UthObservation, readings.READINGS,
                                  definitions="653a.1", equipment=("cards",), seats="seats",
                                  offered_by_steps=((r"\bon the Progressive Payout Wager\b", "progressive"),))
