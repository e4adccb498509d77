"""Vectorised hand tables: every three-card hand (22,100) and every five-card hand
(2,598,960), with the ranking class :mod:`tablecert.oracle.rankings` gives each.

Cards are :attr:`tablecert.oracle.cards.Card.index` (rank-major), so a sorted hand of card indices
has its ranks sorted too: pairs, trips and straights are read off adjacent cards. Hands
are stored column-wise, shape ``(cards, hands)`` (see :mod:`tablecert.oracle.par_sheet.combos`).
tests/test_par_sheet.py proves both tables against :mod:`tablecert.oracle.rankings`.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise

import numpy as np
from numpy.typing import NDArray

from tablecert.oracle.par_sheet.combos import combinations
from tablecert.oracle.rankings import FiveCardClass, ThreeCardCategory, ThreeCardClass

__all__ = [
    "FiveCardTable",
    "ThreeCardTable",
    "classify_five",
    "five_card_table",
    "three_card_table",
    "three_value",
]

_BASE = 15  # oracle.rankings packs one base-15 digit per tiebreak card, five digits
_TEN = 8  # rank index (rank - 2) of the ten
_ACE = 12


@dataclass(frozen=True, slots=True)
class ThreeCardTable:
    """All C(52,3) hands in colex order: cards, :func:`three_card_value`, class."""

    cards: NDArray[np.int8]  # (3, 22100): hand i is cards[:, i], sorted
    values: NDArray[np.int64]  # equal to oracle.rankings.three_card_value
    classes: NDArray[np.int8]  # ThreeCardClass


@dataclass(frozen=True, slots=True)
class FiveCardTable:
    """All C(52,5) hands in colex order with their :class:`FiveCardClass`."""

    cards: NDArray[np.int8]  # (5, 2598960): hand i is cards[:, i], sorted
    classes: NDArray[np.int8]  # FiveCardClass


def three_value(category: int, *tiebreak: int) -> int:
    """The value oracle.rankings gives a hand of this category and tiebreak ranks.

    >>> three_value(0, 12, 6, 4) < three_value(0, 12, 6, 5)
    True
    """
    value = category
    for rank in (*tiebreak, 0, 0, 0, 0, 0)[:5]:
        value = value * _BASE + rank
    return value


def three_card_table() -> ThreeCardTable:
    """Rank and class every three-card hand (649a.6(a)-(c)) at once."""
    cards = combinations(52, 3)
    ranks = (cards >> 2).astype(np.int64) + 2  # 2..14, ascending within each hand
    suits = cards & 3
    lo, mid, hi = ranks
    flush = (suits[0] == suits[1]) & (suits[1] == suits[2])
    distinct = (lo < mid) & (mid < hi)
    wheel = (lo == 2) & (mid == 3) & (hi == 14)  # A-2-3, the lowest straight
    straight = distinct & ((hi - lo == 2) | wheel)
    top = np.where(wheel, 3, hi)
    trips = lo == hi
    pair = ~trips & ((lo == mid) | (mid == hi))
    kicker = np.where(lo == mid, hi, lo)

    category = np.select(
        [straight & flush, trips, straight, flush, pair],
        [ThreeCardCategory.STRAIGHT_FLUSH, ThreeCardCategory.THREE_OF_A_KIND,
         ThreeCardCategory.STRAIGHT, ThreeCardCategory.FLUSH, ThreeCardCategory.PAIR],
        ThreeCardCategory.HIGH_CARD,
    ).astype(np.int64)
    ranked_by_top = straight | trips  # one tiebreak digit: the top card or the trips
    first = np.where(ranked_by_top, np.where(straight, top, hi), np.where(pair, mid, hi))
    second = np.where(ranked_by_top, 0, np.where(pair, kicker, mid))
    third = np.where(ranked_by_top | pair, 0, lo)
    # three digits here and two zero digits: a hand has at most three tiebreak cards
    values = (((category * _BASE + first) * _BASE + second) * _BASE + third) * _BASE**2

    classes = category.astype(np.int8)
    akq = (category == ThreeCardCategory.STRAIGHT_FLUSH) & (top == 14)
    classes[akq] = ThreeCardClass.ACE_KING_QUEEN_SUITED
    classes[akq & (suits[0] == 0)] = ThreeCardClass.ACE_KING_QUEEN_OF_SPADES
    return ThreeCardTable(cards=cards, values=values, classes=classes)


# Adjacent-equal pattern of five sorted ranks, bit i set where rank[i] == rank[i+1].
_NO_MATCH, _PAIR, _TWO_PAIR, _TRIPS, _FULL_HOUSE, _QUADS = range(6)


def _pattern_table() -> NDArray[np.int8]:
    table = np.full(16, _NO_MATCH, dtype=np.int8)
    for bits in range(1, 15):  # 15 (four equal neighbours) would be five of a kind
        matched = [i for i in range(4) if bits >> i & 1]
        adjacent = [b - a == 1 for a, b in pairwise(matched)]
        if len(matched) == 1:
            table[bits] = _PAIR
        elif len(matched) == 2:
            table[bits] = _TRIPS if all(adjacent) else _TWO_PAIR
        else:
            table[bits] = _QUADS if all(adjacent) else _FULL_HOUSE
    return table


_PATTERN = _pattern_table()


def classify_five(cards: NDArray[np.int8]) -> NDArray[np.int8]:
    """The FiveCardClass of each hand of five sorted card indices (columns of ``cards``)."""
    ranks = [c >> 2 for c in cards]  # 0..12, ascending
    suits = [c & 3 for c in cards]
    equal = [ranks[i] == ranks[i + 1] for i in range(4)]
    bits = equal[0] | (equal[1] << 1) | (equal[2] << 2) | (equal[3] << 3)
    pattern = _PATTERN[bits]
    flush = (suits[0] == suits[1]) & (suits[1] == suits[2]) & (suits[2] == suits[3])
    flush &= suits[3] == suits[4]
    distinct = bits == 0
    lo, hi = ranks[0], ranks[4]
    wheel = (hi == _ACE) & (ranks[3] == 3)  # A-2-3-4-5 (with distinct ranks)
    straight = distinct & ((hi - lo == 4) | wheel)
    # in a one-pair hand the pair's rank is that of either card of the matched neighbours
    pair_rank = np.where(equal[3], ranks[4], np.where(equal[2], ranks[3], ranks[1]))
    is_pair = pattern == _PAIR
    straight_flush = straight & flush
    return np.select(
        [straight_flush & (lo == _TEN), straight_flush, pattern == _QUADS,
         pattern == _FULL_HOUSE, flush, straight, pattern == _TRIPS, pattern == _TWO_PAIR,
         is_pair & (pair_rank >= _TEN), is_pair],
        [FiveCardClass.ROYAL_FLUSH, FiveCardClass.STRAIGHT_FLUSH,
         FiveCardClass.FOUR_OF_A_KIND, FiveCardClass.FULL_HOUSE, FiveCardClass.FLUSH,
         FiveCardClass.STRAIGHT, FiveCardClass.THREE_OF_A_KIND, FiveCardClass.TWO_PAIR,
         FiveCardClass.PAIR_TENS_OR_BETTER, FiveCardClass.PAIR_BELOW_TENS],
        FiveCardClass.HIGH_CARD,
    ).astype(np.int8)


def five_card_table() -> FiveCardTable:
    """Class every five-card hand at once."""
    cards = combinations(52, 5)
    return FiveCardTable(cards=cards, classes=classify_five(cards))
