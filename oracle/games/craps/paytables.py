"""The wagers of Craps and Mini-Craps that the seeds print (537.1, 537.3(a), 537.5a), and
their payout tables as data with the citations they come from.

The 2010 amendments print only some of chapter 537: the Buy Bet and Lay Bet (537.1,
537.5a), the four Hardway Bets (537.3(a)(7)-(10), how they win and lose elided) and the
Two-Six or Deuce-Six on the Hop Bet (537.3(a)(34)). Pass Line, Place, Field and the rest
are elided and not modelled; the roll sequence (come-out roll, point, seven-out) is kept
because 537.3(a)(7)-(10) turn on "the come out roll".
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction

__all__ = [
    "BUY_ODDS",
    "HARDWAY_CITATIONS",
    "HARDWAY_NAMES",
    "LAY_ODDS",
    "POINTS",
    "WAYS",
    "Bet",
    "OddsRow",
    "Reason",
    "bet_citation",
    "format_odds",
]

POINTS: tuple[int, ...] = (4, 5, 6, 8, 9, 10)
"""The numbers a Buy Bet or Lay Bet is placed on (537.5a(a), (b))."""

WAYS: dict[int, int] = {total: 6 - abs(total - 7) for total in range(2, 13)}
"""How many of the 36 throws of two dice make each total.

>>> WAYS[7], WAYS[4], WAYS[2]
(6, 3, 1)
"""


class Bet(StrEnum):
    """A wager of 537.3(a) / 537.5a, named as the regulation names it."""

    BUY = "Buy Bet"  # 537.1: "A Place Bet to Win which offers a payout of true odds"
    LAY = "Lay Bet"  # 537.1: "A Place Bet to Lose which offers a payout of true odds"
    HARDWAY = "Hardway Bet"  # 537.3(a)(7)-(10), with its number
    HOP_TWO_SIX = "Two-Six or Deuce-Six on the Hop Bet"  # 537.3(a)(34)


class Reason(StrEnum):
    """Why a table refuses a wager or a call (reported in the observation, never an error)."""

    NOT_OFFERED = "not-offered"  # 537.5a(a)/(b): the Rules Submission does not offer it
    NOT_WHOLE_CENTS = "not-whole-cents"  # the odds would pay a fraction of a cent
    ALREADY_PLACED = "already-placed"  # the player's wager of that kind is already up
    NO_SUCH_BET = "no-such-bet"  # a call "on"/"off" for a wager the player does not have


@dataclass(frozen=True, slots=True)
class OddsRow:
    """One row of a payout table: the wager as the table words it, its odds, its citation."""

    wager: str
    number: int
    odds: Fraction
    citation: str


BUY_ODDS: dict[int, OddsRow] = {
    row.number: row for row in (
        OddsRow("Place Bet to Win on 4", 4, Fraction(2, 1), "537.5a(a)"),
        OddsRow("Place Bet to Win on 5", 5, Fraction(3, 2), "537.5a(a)"),
        OddsRow("Place Bet to Win on 6", 6, Fraction(6, 5), "537.5a(a)"),
        OddsRow("Place Bet to Win on 8", 8, Fraction(6, 5), "537.5a(a)"),
        OddsRow("Place Bet to Win on 9", 9, Fraction(3, 2), "537.5a(a)"),
        OddsRow("Place Bet to Win on 10", 10, Fraction(2, 1), "537.5a(a)"),
    )
}
"""537.5a(a): "A certificate holder that offers Buy Bets shall pay winning wagers as follows"."""

LAY_ODDS: dict[int, OddsRow] = {
    row.number: row for row in (
        OddsRow("Place Bet to Lose on 4", 4, Fraction(1, 2), "537.5a(b)"),
        OddsRow("Place Bet to Lose on 5", 5, Fraction(2, 3), "537.5a(b)"),
        OddsRow("Place Bet to Lose on 6", 6, Fraction(5, 6), "537.5a(b)"),
        OddsRow("Place Bet to Lose on 8", 8, Fraction(5, 6), "537.5a(b)"),
        OddsRow("Place Bet to Lose on 9", 9, Fraction(2, 3), "537.5a(b)"),
        OddsRow("Place Bet to Lose on 10", 10, Fraction(1, 2), "537.5a(b)"),
    )
}
"""537.5a(b): "A certificate holder that offers Lay Bets shall pay winning wagers as follows"."""

HARDWAY_CITATIONS: dict[int, str] = {4: "537.3(a)(7)", 6: "537.3(a)(8)", 8: "537.3(a)(9)",
                                     10: "537.3(a)(10)"}
HARDWAY_NAMES: dict[int, str] = {4: "Four", 6: "Six", 8: "Eight", 10: "Ten"}
"""537.3(a)(7)-(10): "A Four the Hardway Bet", "A Six ...", "An Eight ...", "A Ten ..."."""


def bet_citation(bet: Bet, number: int) -> str:
    """The subsection that governs ``bet`` on ``number``.

    >>> bet_citation(Bet.HARDWAY, 8), bet_citation(Bet.LAY, 4)
    ('537.3(a)(9)', '537.5a(b)')
    """
    if bet is Bet.BUY:
        return "537.5a(a)"
    if bet is Bet.LAY:
        return "537.5a(b)"
    if bet is Bet.HARDWAY:
        return HARDWAY_CITATIONS[number]
    return "537.3(a)(34)"


def format_odds(odds: Fraction) -> str:
    """Odds as the regulation prints them: ``Fraction(3, 2)`` is "3 to 2", 6/5 "6 to 5".

    >>> format_odds(Fraction(2)), format_odds(Fraction(5, 6)), format_odds(Fraction(9))
    ('2 to 1', '5 to 6', '9 to 1')
    """
    return f"{odds.numerator} to {odds.denominator}"
