"""Poker hand rankings: three-card (649a.6(a)-(c)) and five-card (643a.12, 649a.6(d)); the
best five of six (649a.11(c)(6)) and of seven (653a.1 "Hand") are :mod:`tablecert.oracle.best_five`.

Every hand gets an integer *value*: a higher value is a higher-ranking hand, equal values
tie. Every hand also gets a *class*, the finest distinction any paytable in the seeds
draws (a pair of tens or better, an ace-king-queen of spades); paytables name the hands
they pay as sets of classes (see :mod:`tablecert.oracle.hands`).

Two readings are taken here where 649a.6(c) read literally would contradict 649a.6(b);
both are in docs/interpretations.md ("pairs compare by the pair first", "A-2-3 is the
lowest straight").
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from enum import IntEnum
from functools import cache
from itertools import combinations
from typing import NoReturn

from tablecert.oracle.cards import Card, Rank, Suit

__all__ = [
    "FiveCardCategory",
    "FiveCardClass",
    "ThreeCardCategory",
    "ThreeCardClass",
    "class_of_cards",
    "class_of_shape",
    "five_card_category",
    "five_card_class",
    "five_card_value",
    "five_shape",
    "three_card_category",
    "three_card_class",
    "three_card_value",
]

_BASE = 15  # ranks run 2..14; one digit per tiebreak card


class ThreeCardCategory(IntEnum):
    """649a.6(b), lowest to highest."""

    HIGH_CARD = 0
    PAIR = 1
    FLUSH = 2
    STRAIGHT = 3
    THREE_OF_A_KIND = 4
    STRAIGHT_FLUSH = 5

    @property
    def label(self) -> str:
        return _THREE_LABELS[self]


_THREE_LABELS = {
    ThreeCardCategory.HIGH_CARD: "high card",
    ThreeCardCategory.PAIR: "pair",
    ThreeCardCategory.FLUSH: "flush",
    ThreeCardCategory.STRAIGHT: "straight",
    ThreeCardCategory.THREE_OF_A_KIND: "three-of-a-kind",
    ThreeCardCategory.STRAIGHT_FLUSH: "straight flush",
}


class ThreeCardClass(IntEnum):
    """The finest three-card distinction a paytable draws, lowest to highest."""

    HIGH_CARD = 0
    PAIR = 1
    FLUSH = 2
    STRAIGHT = 3
    THREE_OF_A_KIND = 4
    STRAIGHT_FLUSH = 5  # other than ace-king-queen
    ACE_KING_QUEEN_SUITED = 6  # of hearts, diamonds or clubs
    ACE_KING_QUEEN_OF_SPADES = 7


class FiveCardCategory(IntEnum):
    """Five-card poker hands, lowest to highest (649a.6(d); 643a.12(a))."""

    HIGH_CARD = 0
    PAIR = 1
    TWO_PAIR = 2
    THREE_OF_A_KIND = 3
    STRAIGHT = 4
    FLUSH = 5
    FULL_HOUSE = 6
    FOUR_OF_A_KIND = 7
    STRAIGHT_FLUSH = 8  # includes the royal flush; the class tells them apart


class FiveCardClass(IntEnum):
    """The finest five-card distinction a paytable draws, lowest to highest."""

    HIGH_CARD = 0
    PAIR_BELOW_TENS = 1
    PAIR_TENS_OR_BETTER = 2  # 643a.12(a) "Pair—Tens or better"
    TWO_PAIR = 3
    THREE_OF_A_KIND = 4
    STRAIGHT = 5
    FLUSH = 6
    FULL_HOUSE = 7
    FOUR_OF_A_KIND = 8
    STRAIGHT_FLUSH = 9  # other than the royal flush
    ROYAL_FLUSH = 10


def _pack(category: int, tiebreak: Sequence[int]) -> int:
    value = category
    for rank in tiebreak:
        value = value * _BASE + rank
    for _ in range(5 - len(tiebreak)):
        value *= _BASE
    return value


def _straight_top(ranks_desc: Sequence[int]) -> int | None:
    """The top rank of a straight, or None; the ace plays low only as A-2-3(-4-5)."""
    if len(set(ranks_desc)) != len(ranks_desc):
        return None
    if ranks_desc[0] - ranks_desc[-1] == len(ranks_desc) - 1:
        return ranks_desc[0]
    wheel = [Rank.ACE, *range(len(ranks_desc), 1, -1)]
    if list(ranks_desc) == wheel:
        return len(ranks_desc)
    return None


def _check(cards: Sequence[Card], n: int) -> None:
    if len(cards) != n:
        raise ValueError(f"a hand here has {n} cards, got {len(cards)}")
    if len({c.index for c in cards}) != n:  # the index is the card's hash, without a call
        raise ValueError(f"a hand cannot hold the same card twice: {cards}")


def _refuse(cards: Sequence[Card], n: int) -> NoReturn:
    """Raise the error :func:`_check` raises for a hand that is not ``n`` different cards."""
    _check(cards, n)
    raise ValueError(f"a hand here has {n} different cards, got {cards}")


def three_card_value(cards: Sequence[Card]) -> int:
    """Compare Three Card Poker hands (649a.6): higher value, higher hand.

    >>> from tablecert.oracle.cards import parse_cards
    >>> a23, kq_j = parse_cards("As 2d 3c"), parse_cards("Kh Qs Jd")
    >>> three_card_value(kq_j) > three_card_value(a23)
    True
    >>> three_card_category(parse_cards("Kh As 2d")).label
    'high card'
    """
    if len(cards) == 3:  # the look-up of _three_hand, inlined: a round makes dozens
        a, b, c = cards
        found = _THREE_HANDS.get((1 << a.index) | (1 << b.index) | (1 << c.index))
        if found is not None:
            return found[0]
    found = _three_hand(cards)
    if found is None:
        _refuse(cards, 3)
    return found[0]


def _three_hand(cards: Sequence[Card]) -> tuple[int, ThreeCardClass] | None:
    """The value and class of three different cards, or None for anything else.

    There are only C(52,3) = 22,100 hands: each is ranked once and remembered by its set of
    cards (a bit a card index), so a round, which ranks every hand at the table several
    times, looks each one up.
    """
    if len(cards) != 3:
        return None
    a, b, c = cards
    key = (1 << a.index) | (1 << b.index) | (1 << c.index)
    found = _THREE_HANDS.get(key)
    if found is None:
        if key.bit_count() != 3:
            return None  # a card twice
        category, tiebreak, value = _three_shape(*_shape(cards))
        found = _THREE_HANDS[key] = (value, _three_class_of(category, tiebreak, a.suit))
    return found


_THREE_HANDS: dict[int, tuple[int, ThreeCardClass]] = {}


def three_card_category(cards: Sequence[Card]) -> ThreeCardCategory:
    _check(cards, 3)
    return ThreeCardCategory(_three(cards)[0])


def _three(cards: Sequence[Card]) -> tuple[int, list[int]]:
    category, tiebreak, _ = _three_shape(*_shape(cards))
    return category, list(tiebreak)


def _shape(cards: Sequence[Card]) -> tuple[tuple[int, ...], bool]:
    """What a hand's rank depends on: its ranks, highest first, and whether it is suited."""
    # Card.index is rank-major: index // 4 is the rank less two, index % 4 the suit
    indexes = [c.index for c in cards]
    suit = indexes[0] & 3
    return (tuple(sorted([(i >> 2) + 2 for i in indexes], reverse=True)),
            all(i & 3 == suit for i in indexes))


# A hand's rank depends only on its ranks and on whether it is suited: 455 three-card and
# 7,462 five-card shapes, each ranked once and remembered (every round ranks dozens of hands).
@cache
def _three_shape(ranks_desc: tuple[int, ...], flush: bool) -> tuple[int, tuple[int, ...], int]:
    category, tiebreak = _rank_three(list(ranks_desc), flush)
    return category, tuple(tiebreak), _pack(category, tiebreak)


@cache
def five_shape(ranks_desc: tuple[int, ...], flush: bool) -> tuple[int, tuple[int, ...], int]:
    category, tiebreak = _rank_five(list(ranks_desc), flush)
    return category, tuple(tiebreak), _pack(category, tiebreak)


def _rank_three(ranks: list[int], flush: bool) -> tuple[int, list[int]]:
    ranks = [int(r) for r in ranks]
    top = _straight_top(ranks)
    counts = Counter(ranks)
    if top is not None and flush:
        return ThreeCardCategory.STRAIGHT_FLUSH, [top]
    if len(counts) == 1:
        return ThreeCardCategory.THREE_OF_A_KIND, [ranks[0]]
    if top is not None:
        return ThreeCardCategory.STRAIGHT, [top]
    if flush:
        return ThreeCardCategory.FLUSH, ranks
    if len(counts) == 2:
        pair = next(r for r, n in counts.items() if n == 2)
        kicker = next(r for r, n in counts.items() if n == 1)
        return ThreeCardCategory.PAIR, [pair, kicker]
    return ThreeCardCategory.HIGH_CARD, ranks


def three_card_class(cards: Sequence[Card]) -> ThreeCardClass:
    """The paytable class of a three-card hand.

    >>> from tablecert.oracle.cards import parse_cards
    >>> three_card_class(parse_cards("Qs Ks As")).name
    'ACE_KING_QUEEN_OF_SPADES'
    """
    if len(cards) == 3:  # the look-up of _three_hand, inlined: a round makes dozens
        a, b, c = cards
        found = _THREE_HANDS.get((1 << a.index) | (1 << b.index) | (1 << c.index))
        if found is not None:
            return found[1]
    found = _three_hand(cards)
    if found is not None:
        return found[1]
    category, tiebreak = _three(cards)  # not three different cards: ranked as they are
    return _three_class_of(category, tiebreak, cards[0].suit)


def _three_class_of(category: int, tiebreak: Sequence[int], suit: Suit) -> ThreeCardClass:
    """The class of a three-card hand of ``category``; ``suit`` is its (first card's) suit."""
    if category == ThreeCardCategory.STRAIGHT_FLUSH and tiebreak[0] == Rank.ACE:
        if suit is Suit.SPADES:
            return ThreeCardClass.ACE_KING_QUEEN_OF_SPADES
        return ThreeCardClass.ACE_KING_QUEEN_SUITED
    return ThreeCardClass(category)


def _five(cards: Sequence[Card]) -> tuple[int, list[int]]:
    category, tiebreak, _ = five_shape(*_shape(cards))
    return category, list(tiebreak)


def _rank_five(ranks: list[int], flush: bool) -> tuple[int, list[int]]:
    ranks = [int(r) for r in ranks]
    top = _straight_top(ranks)
    if top is not None and flush:
        return FiveCardCategory.STRAIGHT_FLUSH, [top]
    counts = Counter(ranks)
    # ranks ordered by (count, rank): the quads/trips/pairs first, kickers after
    grouped = sorted(counts, key=lambda r: (counts[r], r), reverse=True)
    shape = sorted(counts.values(), reverse=True)
    if shape == [4, 1]:
        return FiveCardCategory.FOUR_OF_A_KIND, grouped
    if shape == [3, 2]:
        return FiveCardCategory.FULL_HOUSE, grouped
    if flush:
        return FiveCardCategory.FLUSH, ranks
    if top is not None:
        return FiveCardCategory.STRAIGHT, [top]
    if shape == [3, 1, 1]:
        return FiveCardCategory.THREE_OF_A_KIND, grouped
    if shape == [2, 2, 1]:
        return FiveCardCategory.TWO_PAIR, grouped
    if shape == [2, 1, 1, 1]:
        return FiveCardCategory.PAIR, grouped
    return FiveCardCategory.HIGH_CARD, ranks


def five_card_value(cards: Sequence[Card]) -> int:
    """Compare five-card poker hands: higher value, higher hand.

    >>> from tablecert.oracle.cards import parse_cards
    >>> five_card_value(parse_cards("As 2s 3s 4s 5s")) < five_card_value(parse_cards("6h 2h 3h 4h 5h"))
    True
    """
    _check(cards, 5)
    return five_shape(*_shape(cards))[2]


def five_card_category(cards: Sequence[Card]) -> FiveCardCategory:
    _check(cards, 5)
    return FiveCardCategory(_five(cards)[0])


def five_card_class(cards: Sequence[Card]) -> FiveCardClass:
    """The paytable class of a five-card hand (643a.12(a) draws the tens line)."""
    _check(cards, 5)
    return class_of_cards([c.index for c in cards])


def class_of_shape(category: int, tiebreak: list[int]) -> FiveCardClass:
    if category == FiveCardCategory.STRAIGHT_FLUSH:
        return FiveCardClass.ROYAL_FLUSH if tiebreak[0] == Rank.ACE else FiveCardClass.STRAIGHT_FLUSH
    if category == FiveCardCategory.PAIR:
        if tiebreak[0] >= Rank.TEN:
            return FiveCardClass.PAIR_TENS_OR_BETTER
        return FiveCardClass.PAIR_BELOW_TENS
    return FiveCardClass(category + 1 if category >= FiveCardCategory.TWO_PAIR else category)


# A card's share of a hand's rank counts (three bits a rank: a rank is held at most four
# times) and of its suit counts (four bits a suit: at most seven cards), by Card.index. The
# sums over a hand's cards say which ranks it holds how often, and how many of each suit.
_RANK_COUNT = tuple(1 << 3 * (i >> 2) for i in range(52))
_SUIT_COUNT = tuple(1 << 4 * (i & 3) for i in range(52))
# Three added to each suit's count reaches eight, the field's top bit, from five cards up
_FIVE_OF_A_SUIT_CARRY, _FIVE_OF_A_SUIT_BITS = 0x3333, 0x8888

_BEST_BY_RANKS: dict[int, FiveCardClass] = {}
"""The best five's class of a hand with no five cards of one suit, by its rank counts (one
entry per multiset of five to seven ranks)."""


def class_of_cards(indexes: list[int]) -> FiveCardClass:
    """The class of the best five of five or more different cards, given by index."""
    suit_counts = sum(map(_SUIT_COUNT.__getitem__, indexes))
    if len(indexes) <= 7 and not (suit_counts + _FIVE_OF_A_SUIT_CARRY) & _FIVE_OF_A_SUIT_BITS:
        # no five cards of one suit, so no flush: the ranks alone decide
        key = sum(map(_RANK_COUNT.__getitem__, indexes))
        found = _BEST_BY_RANKS.get(key)
        if found is None:
            found = _BEST_BY_RANKS[key] = _unsuited_class([(i >> 2) + 2 for i in indexes])
        return found
    suits = [i & 3 for i in indexes]
    flush_suit = next((s for s in range(4) if suits.count(s) >= 5), None)
    suited = () if flush_suit is None else tuple(
        sorted([(i >> 2) + 2 for i in indexes if i & 3 == flush_suit], reverse=True))
    return _best_class(tuple(sorted([(i >> 2) + 2 for i in indexes], reverse=True)), suited)


def _unsuited_class(ranks: Sequence[int]) -> FiveCardClass:
    """The best five's class of cards no five of which share a suit, from their ranks alone:
    the highest of four-of-a-kind, full house, straight, three-of-a-kind, two pair, pair."""
    counts = Counter(ranks)
    most, second = sorted(counts.values(), reverse=True)[:2]
    if most >= 4:
        return FiveCardClass.FOUR_OF_A_KIND
    if most == 3 and second >= 2:
        return FiveCardClass.FULL_HOUSE
    held = set(counts)
    if {Rank.ACE, 2, 3, 4, 5} <= held or any(all(r - k in held for k in range(1, 5)) for r in held):
        return FiveCardClass.STRAIGHT  # the ace plays low only in A-2-3-4-5 (649a.6(d)(6))
    if most == 3:
        return FiveCardClass.THREE_OF_A_KIND
    if most == 2:
        if second == 2:
            return FiveCardClass.TWO_PAIR
        pair = next(r for r, n in counts.items() if n == 2)
        return FiveCardClass.PAIR_TENS_OR_BETTER if pair >= Rank.TEN else FiveCardClass.PAIR_BELOW_TENS
    return FiveCardClass.HIGH_CARD


@cache
def _best_class(ranks_desc: tuple[int, ...], suited_desc: tuple[int, ...]) -> FiveCardClass:
    """Best five of six or seven by shape: the ranks, and the ranks of the flush suit's cards
    when five or more share a suit. A flush uses only suited cards; anything else only ranks."""
    shapes = [five_shape(five, False) for five in combinations(ranks_desc, 5)]
    shapes += [five_shape(five, True) for five in combinations(suited_desc, 5)]
    category, tiebreak, _ = max(shapes, key=lambda shape: shape[2])
    return class_of_shape(category, list(tiebreak))
