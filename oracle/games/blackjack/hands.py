"""Blackjack hand values and the Spanish 21 bonus schedule of 551.6(h) and (i), as data.

Card values: 2-9 at face value, 10, jack, queen and king ten, an ace one or eleven
(549.3 / 551.3 are not in the seeds; the universal reading, docs/interpretations.md).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from tablecert.oracle.cards import Card, Rank, Suit
from tablecert.oracle.money import Cents

__all__ = [
    "BONUS_SCHEDULE",
    "FIXED_OTHER_PLAYERS",
    "FIXED_PAYOUTS",
    "BonusRow",
    "FixedPayout",
    "bonus_row",
    "card_value",
    "fixed_payout",
    "is_blackjack",
    "total",
]


def card_value(card: Card) -> int:
    """The card's count; an ace counts one here (:func:`total` makes it eleven).

    >>> card_value(Card.parse("Kd")), card_value(Card.parse("As"))
    (10, 1)
    """
    if card.rank is Rank.ACE:
        return 1
    return min(int(card.rank), 10)


def total(cards: Sequence[Card]) -> tuple[int, bool]:
    """The best total of ``cards`` and whether it is soft (an ace counted as eleven).

    >>> from tablecert.oracle.cards import parse_cards
    >>> total(parse_cards("As 6d")), total(parse_cards("As 6d Kc"))
    ((17, True), (17, False))
    """
    hard = sum(card_value(c) for c in cards)
    if any(c.rank is Rank.ACE for c in cards) and hard + 10 <= 21:
        return hard + 10, True
    return hard, False


def is_blackjack(cards: Sequence[Card], *, split: bool) -> bool:
    """An ace and a ten-value card as the first two cards of an unsplit hand."""
    return not split and len(cards) == 2 and total(cards)[0] == 21


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
