"""The Spanish 21 payouts of 551.6(h) and (i) as data, each row with its paragraph: the bonus
schedule of a player's 21 (6-7-8, three 7's, five or more cards) and the fixed payouts of a
suited 7-7-7 against the dealer's 7, with the $50 to every other player; and the odds of an
Insurance Wager won (a reading). The odds of the blackjack are the chapters' (``rules.py``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from tablecert.oracle.cards import Card, Rank, Suit
from tablecert.oracle.games.blackjack.hands import total
from tablecert.oracle.money import Cents

__all__ = [
    "BONUS_SCHEDULE",
    "FIXED_OTHER_PLAYERS",
    "FIXED_PAYOUTS",
    "INSURANCE_ODDS",
    "BonusRow",
    "FixedPayout",
    "bonus_row",
    "fixed_payout",
]


INSURANCE_ODDS = Fraction(2)
"""An Insurance Wager is paid 2 to 1 when the dealer has blackjack: 549.10 and 551.10 are not in
the seeds (interpretation register, "Insurance, Double Down and split wagers")."""


@dataclass(frozen=True, slots=True)
class BonusRow:
    """One paragraph of 551.6(h): which 21 it pays, and at what odds."""

    citation: str
    hand: str
    odds: Fraction


def _three(cards: Sequence[Card], ranks: tuple[Rank, ...]) -> bool:
    return len(cards) == 3 and sorted(c.rank for c in cards) == sorted(ranks)


def _same_suit(cards: Sequence[Card]) -> Suit | None:
    suits = {c.suit for c in cards}
    return next(iter(suits)) if len(suits) == 1 else None


_678 = (Rank.SIX, Rank.SEVEN, Rank.EIGHT)
_777 = (Rank.SEVEN, Rank.SEVEN, Rank.SEVEN)

BONUS_SCHEDULE: tuple[BonusRow, ...] = (
    BonusRow("551.6(h)(1)", "6-7-8 of mixed suits", Fraction(3, 2)),
    BonusRow("551.6(h)(2)", "6-7-8 of the same suit", Fraction(2, 1)),
    BonusRow("551.6(h)(2)", "6-7-8 of spades", Fraction(3, 1)),
    BonusRow("551.6(h)(3)", "three 7's of mixed suits", Fraction(3, 2)),
    BonusRow("551.6(h)(4)", "three 7's of the same suit", Fraction(2, 1)),
    BonusRow("551.6(h)(4)", "three 7's of spades", Fraction(3, 1)),
    BonusRow("551.6(h)(5)", "five cards totaling 21", Fraction(3, 2)),
    BonusRow("551.6(h)(6)", "six cards totaling 21", Fraction(2, 1)),
    BonusRow("551.6(h)(7)", "seven or more cards totaling 21", Fraction(3, 1)),
)
_ROW = {row.hand: row for row in BONUS_SCHEDULE}


def bonus_row(cards: Sequence[Card]) -> BonusRow | None:
    """The row of 551.6(h) a hand of 21 falls in, or None.

    >>> from tablecert.oracle.cards import parse_cards
    >>> bonus_row(parse_cards("7s 7s 7s", allow_duplicates=True)).odds
    Fraction(3, 1)
    >>> bonus_row(parse_cards("6h 7d 8h")).citation
    '551.6(h)(1)'
    """
    if total(cards)[0] != 21:
        return None
    for ranks, name in ((_678, "6-7-8"), (_777, "three 7's")):
        if _three(cards, ranks):
            suit = _same_suit(cards)
            if suit is Suit.SPADES:
                return _ROW[f"{name} of spades"]
            return _ROW[f"{name} of the same suit" if suit else f"{name} of mixed suits"]
    if len(cards) == 5:
        return _ROW["five cards totaling 21"]
    if len(cards) == 6:
        return _ROW["six cards totaling 21"]
    if len(cards) >= 7:
        return _ROW["seven or more cards totaling 21"]
    return None


@dataclass(frozen=True, slots=True)
class FixedPayout:
    """A 551.6(i) fixed payout for an original wager from ``low`` (inclusive) to ``high``
    (exclusive; None: no upper bound)."""

    low: Cents
    high: Cents | None
    amount: Cents


FIXED_PAYOUTS: tuple[FixedPayout, ...] = (
    # "$1,000 if the player's original wager was $5 or more but less than $25"
    FixedPayout(500, 2500, 100_000),
    FixedPayout(2500, None, 500_000),  # "$5,000 if the player's original wager was $25 or more"
)
FIXED_OTHER_PLAYERS: Cents = 5_000  # "All other players ... an additional fixed payout of $50"


def fixed_payout(original: Cents) -> Cents:
    """The 551.6(i) payout for an original wager (0 below $5).

    >>> fixed_payout(499), fixed_payout(500), fixed_payout(2499), fixed_payout(2500)
    (0, 100000, 100000, 500000)
    """
    for row in FIXED_PAYOUTS:
        if original >= row.low and (row.high is None or original < row.high):
            return row.amount
    return 0
