"""Six Card Bonus (649a.12(f)): the best five of the player's and the dealer's six cards.

The six cards are a uniform draw of C(52,6) = 20,358,520 sets. Rather than visit each,
the sets are counted in exact equivalence classes:

1. sets with five or six cards of one suit, by the suited ranks (a rank mask) times the
   ways to place the rest; five distinct suited ranks leave no room for four of a kind
   or a full house, so a flush, straight flush or royal flush is the best hand;
2. all other sets by rank multiset (a count 0..4 for each of the 13 ranks, summing to
   6), each standing for ``prod C(4, n_r)`` sets less those of its suit assignments
   that hold five or more cards of one suit (already counted in 1).

tests/test_par_sheet.py proves the counts against a brute force over every set.
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np
from numpy.typing import NDArray

from tablecert.oracle.par_sheet.combos import BINOM, combinations
from tablecert.oracle.par_sheet.lines import paytable_hands
from tablecert.oracle.par_sheet.model import ParLine
from tablecert.oracle.paytables import Paytable
from tablecert.oracle.rankings import FiveCardClass as F

__all__ = ["SIX_CARD_SETS", "six_card_class_counts", "six_card_line"]

SIX_CARD_SETS = int(BINOM[6][52])  # 20,358,520
_RANKS = 13
_TEN = 8  # rank index of the ten
_STRAIGHTS = [0b11111 << low for low in range(9)] + [0b1_0000_0000_1111]  # A-2-3-4-5 last
_ROYAL = 0b11111 << _TEN


def _rank_masks(ranks: NDArray[np.int64]) -> NDArray[np.int64]:
    """Bit r set where rank r is present, for each column of ranks."""
    masks: NDArray[np.int64] = np.bitwise_or.reduce(np.left_shift(1, ranks), axis=0)
    return masks


def _has_straight(masks: NDArray[np.int64]) -> NDArray[np.bool_]:
    found = np.zeros(masks.shape, dtype=bool)
    for straight in _STRAIGHTS:
        found |= (masks & straight) == straight
    return found


def _flush_counts() -> NDArray[np.int64]:
    """Class counts of the sets holding five or six cards of one suit."""
    counts = np.zeros(len(F), dtype=np.int64)
    other_suit_cards = 52 - _RANKS  # the sixth card beside five suited cards: 39 choices
    for suited, placements in ((5, 4 * other_suit_cards), (6, 4)):
        masks = _rank_masks(combinations(_RANKS, suited).astype(np.int64))
        classes = np.select(
            [(masks & _ROYAL) == _ROYAL, _has_straight(masks)],
            [F.ROYAL_FLUSH, F.STRAIGHT_FLUSH],
            F.FLUSH,
        )
        np.add.at(counts, classes, placements)
    return counts


def _flush_assignments(pattern: tuple[int, ...]) -> int:
    """Suit assignments of a rank multiset (cards per rank) with 5+ cards of one suit.

    For a given suit, a rank holding n cards includes that suit in C(3, n-1) of its
    C(4, n) suit choices; multiply out per rank, keep 5+ suited ranks, times 4 suits (two
    suits cannot both hold five of six cards).

    >>> _flush_assignments((1, 1, 1, 1, 1, 1)), _flush_assignments((2, 1, 1, 1, 1))
    (76, 12)
    """
    poly = [1]  # coefficient k: ways with k ranks holding the suit
    for n in pattern:
        with_suit, without = int(BINOM[n - 1][3]), int(BINOM[n][3])
        grown = [0] * (len(poly) + 1)
        for k, ways in enumerate(poly):
            grown[k] += ways * without
            grown[k + 1] += ways * with_suit
        poly = grown
    return 4 * sum(poly[5:])


def _multiset_counts() -> NDArray[np.int64]:
    """Class counts of the sets with at most four cards of any suit, by rank multiset."""
    slots = combinations(_RANKS + 5, 6).astype(np.int64)  # stars and bars
    ranks = slots - np.arange(6)[:, None]  # non-decreasing ranks 0..12
    n = ranks.shape[1]
    per_rank = np.zeros((_RANKS, n), dtype=np.int64)
    for row in ranks:
        per_rank[row, np.arange(n)] += 1
    keep = per_rank.max(axis=0) <= 4
    per_rank, ranks = per_rank[:, keep], ranks[:, keep]

    four_choose = np.array([int(BINOM[k][4]) for k in range(5)], dtype=np.int64)
    sets = np.prod(four_choose[per_rank], axis=0)
    shapes = -np.sort(-per_rank, axis=0)  # counts per rank, largest first
    unique_shapes, shape_of = np.unique(shapes, axis=1, return_inverse=True)
    flush_sets = np.array(
        [_flush_assignments(tuple(int(k) for k in s if k)) for s in unique_shapes.T],
        dtype=np.int64,
    )[shape_of.ravel()]

    most, second = shapes[0], shapes[1]
    pair_rank = np.argmax(per_rank == 2, axis=0)  # the one pair, where there is one
    classes = np.select(
        [most == 4, (most == 3) & (second >= 2), _has_straight(_rank_masks(ranks)),
         most == 3, (most == 2) & (second == 2), (most == 2) & (pair_rank >= _TEN), most == 2],
        [F.FOUR_OF_A_KIND, F.FULL_HOUSE, F.STRAIGHT, F.THREE_OF_A_KIND, F.TWO_PAIR,
         F.PAIR_TENS_OR_BETTER, F.PAIR_BELOW_TENS],
        F.HIGH_CARD,
    )
    counts = np.zeros(len(F), dtype=np.int64)
    np.add.at(counts, classes, sets - flush_sets)
    return counts


def six_card_class_counts() -> NDArray[np.int64]:
    """How many of the C(52,6) six-card sets have each best-five FiveCardClass."""
    flush = _flush_counts()
    counts = flush + _multiset_counts()
    if int(counts.sum()) != SIX_CARD_SETS:
        raise AssertionError(f"six-card classes count {int(counts.sum())}, not {SIX_CARD_SETS}")
    return counts


def six_card_line(paytable: Paytable, class_counts: NDArray[np.int64]) -> ParLine:
    """The Six Card Bonus Wager on one paytable, per unit wagered."""
    hands, expected = paytable_hands(
        paytable, class_counts.tolist(),
        row_for=lambda c: paytable.row_for_five(F(c)), total=SIX_CARD_SETS,
    )
    return ParLine.of(
        paytable,
        title=paytable.wager_name,
        unit="per unit wagered",
        house_edge=Fraction(-expected),
        hands=hands,
        strategy="none: paid on the best five of the player's and the dealer's six cards",
        combinations=SIX_CARD_SETS,
        notes=(
            f"all {SIX_CARD_SETS:,} six-card sets, counted by suit rank masks and rank "
            "multisets",
            "settled whether or not the player makes a Play Wager (649a.11(b)(3))",
        ),
    )
