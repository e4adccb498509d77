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
    winners_stay_up: bool = False
    """Whether a winning Buy, Lay or Hardway Bet stays up after it is paid (interpretation
    register: "a winning wager is taken down with its winnings, or stays up")."""


ORACLE = CrapsChoices()
"""The oracle's own answers: such a wager is refused; a winning wager is taken down."""

ALLOWED: tuple[CrapsChoices, ...] = tuple(
    CrapsChoices(fractional, rounding, stay)
    for stay in (False, True)
    for fractional, rounding in ((Fractional.REFUSED, Rounding.DOWN),
                                 *((Fractional.PAID, r) for r in ROUNDINGS)))
"""Refused, or accepted and paid rounded down, to the nearest cent or up; a winner taken down
or left up."""
