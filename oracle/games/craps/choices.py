"""The Craps (537) readings where the text allows several answers, as data: the oracle's
answer (:data:`ORACLE`) and every one the text allows (:data:`ALLOWED`), played by
:func:`tablecert.oracle.allowed.play_as_observed` when a system's round differs from the
oracle's (interpretation register: "a Buy or Lay Bet whose winnings are not whole cents").
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from tablecert.oracle.allowed import ROUNDINGS, Rounding

__all__ = ["ALLOWED", "ORACLE", "CrapsChoices", "Fractional"]


class Fractional(StrEnum):
    """What a table does with a wager whose winnings at the odds of 537.5a(a), (b) are not a
    whole number of cents (a $5.01 Buy Bet on 6 at 6 to 5)."""

    REFUSED = "refused (not-whole-cents)"
    PAID = "accepted, its winnings rounded to the cent"


@dataclass(frozen=True)
class CrapsChoices:
    """One answer to each reading of a Craps round the text leaves open; ``rounding`` matters
    only where such wagers are accepted."""

    fractional: Fractional = Fractional.REFUSED
    rounding: Rounding = Rounding.DOWN


ORACLE = CrapsChoices()
"""The oracle's own answer: such a wager is refused."""

ALLOWED: tuple[CrapsChoices, ...] = (
    ORACLE, *(CrapsChoices(Fractional.PAID, rounding) for rounding in ROUNDINGS))
"""Refused, or accepted and paid rounded down, to the nearest cent or up."""
