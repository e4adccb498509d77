"""The payout odds of Minibaccarat, Midibaccarat and Baccarat as data: the Player Wager 1 to 1,
the Banker Wager 19 to 20 (even money less 5%), the Tie Wager 8 to 1. The chapters' payout
sections are not in the seeds, so these are the defaults a Rules Submission's ``payouts:``
may change (the interpretation register, "baccarat payouts").
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from tablecert.oracle.allowed import Rounding

__all__ = ["PAYOUTS_CITATION", "Payouts"]

PAYOUTS_CITATION = "521.2 (the chapters' payout odds are not in the seeds)"
"""What a payout line cites: the Rules Submission (521.2), for want of the chapters' own sections."""


@dataclass(frozen=True, slots=True)
class Payouts:
    """The payout odds of the three wagers, "to 1" (winnings on top of the wager).

    >>> Payouts().banker
    Fraction(19, 20)
    """

    player: Fraction = Fraction(1)
    banker: Fraction = Fraction(19, 20)
    tie: Fraction = Fraction(8)
    rounding: Rounding | None = None
    """How a payout that is not whole cents is paid, where the Rules Submission designates it
    (``payouts.rounding``); None: every rounding is accepted."""
