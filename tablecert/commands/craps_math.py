"""The Craps lines of ``tablecert math``: the oracle's exact figures (oracle.games.craps.par_sheet) at
the 5% cap of 537.5a and at the rates and odds of every bundled Craps Rules Submission."""

from __future__ import annotations

from tablecert.files import load_any_rules
from tablecert.oracle.games.craps.par_sheet import Charge, CrapsParLine, craps_par_lines
from tablecert.oracle.games.craps.rules import CrapsRules, VigBase
from tablecert.resources import bundled_rules_dir

__all__ = ["bundled_craps_lines"]

_CHARGE = {VigBase.AMOUNT_WAGERED: Charge.WINS_OF_WAGERED, VigBase.AMOUNT_WON: Charge.WINS_OF_WON}


def bundled_craps_lines() -> list[CrapsParLine]:
    """Every Craps line, for the bundled Rules Submissions ``rules_submissions/pa-537-*``."""
    subs = [r for r in (load_any_rules(p) for p in sorted(bundled_rules_dir().glob("pa-537-*.yaml")))
            if isinstance(r, CrapsRules)]
    return craps_par_lines(
        buy_rates=[(r.name, r.buy.rate, Charge.WINS_OF_WAGERED) for r in subs if r.buy is not None],
        lay_rates=[(r.name, r.lay.rate, _CHARGE[r.lay.base]) for r in subs if r.lay is not None],
        hardway=[(r.name, r.hardway.four_and_ten, r.hardway.six_and_eight) for r in subs
                 if r.hardway is not None],
        hop=[(r.name, r.hop_two_six) for r in subs if r.hop_two_six is not None])
