"""Poker rankings proven exhaustively: three-card hands (649a.6(a)-(c)), five-card hands
(643a.12(a), 649a.6(d)) against an independent evaluator, and the best five of six
(649a.11(c)(6)) or seven (653a.1 "Hand") cards.

The three-card reference below is written from the text of 649a.6, not from oracle code;
the five-card reference is phevaluator (lower rank = stronger hand).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import combinations, combinations_with_replacement, pairwise

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from phevaluator import evaluate_cards
from phevaluator.card import Card as PheCard

from tablecert.oracle.best_five import best_five
from tablecert.oracle.cards import FULL_DECK, Card, parse_cards
from tablecert.oracle.rankings import (
    FiveCardClass,
    ThreeCardCategory,
    ThreeCardClass,
    five_card_class,
    five_card_value,
    three_card_category,
    three_card_class,
    three_card_value,
)

# --------------------------------------------------------------------------- three cards

# 649a.6(a): "ace, king, queen, jack, 10, 9, 8, 7, 6, 5, 4, 3 and 2", highest to lowest.
_ORDER_649A_6_A = "AKQJT98765432"

# 649a.6(b)(1)-(5), highest first; a hand that is none of them is "high card" (649a.6(c)).
_HANDS_649A_6_B = ("straight flush", "three-of-a-kind", "straight", "flush", "pair", "high card")


def _rank(card: Card) -> int:
    """Higher is better, from the notation alone: 2 -> 0 ... A -> 12."""
    return len(_ORDER_649A_6_A) - 1 - _ORDER_649A_6_A.index(str(card)[0])


_ACE, _TWO, _THREE = 12, 0, 1


def _reference_three(cards: Sequence[Card]) -> tuple[str, tuple[int, ...]]:
    """649a.6 read directly: the hand's name and the tiebreak, both higher-is-better."""
    ranks = sorted((_rank(c) for c in cards), reverse=True)
    same_suit = len({str(c)[1] for c in cards}) == 1
    distinct = set(ranks)
    straight_top: int | None = None
    if distinct == {_ACE, _TWO, _THREE}:
        straight_top = -1  # 649a.6(b)(1), (3): "an ace, 2, 3 being the lowest"
    elif len(distinct) == 3 and ranks[0] - ranks[2] == 2:
        straight_top = ranks[0]
    if straight_top is not None and same_suit:
        return "straight flush", (straight_top,)
    if len(distinct) == 1:
        return "three-of-a-kind", (ranks[0],)
    if straight_top is not None:
        return "straight", (straight_top,)
    if same_suit:
        return "flush", tuple(ranks)
    if len(distinct) == 2:
        (pair,) = (r for r in distinct if ranks.count(r) == 2)
        (kicker,) = (r for r in distinct if ranks.count(r) == 1)
        return "pair", (pair, kicker)  # 649a.6(b)(5): the pair itself ranks first
    return "high card", tuple(ranks)


def _reference_three_key(cards: Sequence[Card]) -> tuple[int, tuple[int, ...]]:
    name, tiebreak = _reference_three(cards)
    return len(_HANDS_649A_6_B) - _HANDS_649A_6_B.index(name), tiebreak


def _literal_649a_6_c(a: Sequence[Card], b: Sequence[Card]) -> int:
    """649a.6(c): "the hand that contains the highest ranking card ... which is not
    contained in the other hand" wins; +1, -1 or 0 for a tie. Cards are compared by rank
    only ("All suits shall be equal in rank", 649a.6(a))."""
    left = Counter(_rank(c) for c in a)
    right = Counter(_rank(c) for c in b)
    only_left, only_right = left - right, right - left
    if not only_left and not only_right:
        return 0
    best_left = max(only_left, default=-1)
    best_right = max(only_right, default=-1)
    return 1 if best_left > best_right else -1


ALL_THREE = list(combinations(FULL_DECK, 3))


def _values_of(category: ThreeCardCategory) -> list[int]:
    return [three_card_value(h) for h in ALL_THREE if three_card_category(h) is category]


def _sign(x: int) -> int:
    return (x > 0) - (x < 0)


def test_649a_6_b_there_are_22100_three_card_hands() -> None:
    assert len(ALL_THREE) == 22_100


def test_649a_6_b_three_card_category_counts() -> None:
    counts = Counter(three_card_category(h) for h in ALL_THREE)
    assert counts == {
        ThreeCardCategory.STRAIGHT_FLUSH: 48,
        ThreeCardCategory.THREE_OF_A_KIND: 52,
        ThreeCardCategory.STRAIGHT: 720,
        ThreeCardCategory.FLUSH: 1_096,
        ThreeCardCategory.PAIR: 3_744,
        ThreeCardCategory.HIGH_CARD: 16_440,
    }
    # the reference reads the same categories, hand by hand
    for hand in ALL_THREE:
        assert three_card_category(hand).label == _reference_three(hand)[0], hand


def test_649a_6_b_three_card_value_orders_all_hands_as_the_regulation_reads() -> None:
    """Over all 22,100 hands: a > b by value iff a > b by the reference, ties alike."""
    by_value: dict[int, set[tuple[int, tuple[int, ...]]]] = {}
    for hand in ALL_THREE:
        by_value.setdefault(three_card_value(hand), set()).add(_reference_three_key(hand))
    # equal values are equal reference keys ...
    assert all(len(keys) == 1 for keys in by_value.values())
    ordered = [next(iter(by_value[v])) for v in sorted(by_value)]
    # ... and increasing values are strictly increasing reference keys (so distinct keys
    # never share a value)
    assert all(a < b for a, b in pairwise(ordered))
    assert len(ordered) == len({_reference_three_key(h) for h in ALL_THREE})


def test_649a_6_a_ace_two_three_is_a_straight_and_a_straight_flush() -> None:
    assert three_card_category(parse_cards("As 2d 3c")) is ThreeCardCategory.STRAIGHT
    assert three_card_category(parse_cards("3h Ah 2h")) is ThreeCardCategory.STRAIGHT_FLUSH


def test_649a_6_a_ace_two_three_is_the_lowest_straight() -> None:
    a23 = three_card_value(parse_cards("As 2d 3c"))
    straights = [h for h in ALL_THREE if three_card_category(h) is ThreeCardCategory.STRAIGHT]
    others = [three_card_value(h) for h in straights if {_rank(c) for c in h} != {_ACE, _TWO, _THREE}]
    assert len(others) == 720 - 60  # A-2-3 in 4 x 4 x 4 suit patterns, less the 4 flushes
    assert a23 < min(others)
    assert three_card_value(parse_cards("2s 3d 4c")) == min(others)
    # every straight, A-2-3 included, still beats every flush (649a.6(b)(3) above (b)(4))
    flushes = _values_of(ThreeCardCategory.FLUSH)
    assert a23 > max(flushes)


def test_649a_6_b_1_ace_two_three_is_the_lowest_straight_flush() -> None:
    a23 = three_card_value(parse_cards("Ah 2h 3h"))
    sfs = _values_of(ThreeCardCategory.STRAIGHT_FLUSH)
    assert a23 == min(sfs)
    assert a23 < three_card_value(parse_cards("2s 3s 4s"))
    # the lowest straight flush still beats the highest three-of-a-kind
    assert a23 > three_card_value(parse_cards("As Ad Ah"))


def test_649a_6_b_3_ace_king_queen_is_the_highest_straight() -> None:
    akq = three_card_value(parse_cards("As Kd Qc"))
    straights = _values_of(ThreeCardCategory.STRAIGHT)
    assert akq == max(straights)
    assert akq > three_card_value(parse_cards("Ks Qd Jc"))


def test_649a_6_b_1_ace_king_queen_is_the_highest_straight_flush() -> None:
    sfs = _values_of(ThreeCardCategory.STRAIGHT_FLUSH)
    assert three_card_value(parse_cards("Qd Kd Ad")) == max(sfs)


@pytest.mark.parametrize("text, category", [
    ("Ks As 2d", ThreeCardCategory.HIGH_CARD),
    ("Kh Ah 2h", ThreeCardCategory.FLUSH),
    ("Qs As 2d", ThreeCardCategory.HIGH_CARD),
    ("As 2d 4c", ThreeCardCategory.HIGH_CARD),
])
def test_649a_6_a_king_ace_two_is_not_a_straight(text: str, category: ThreeCardCategory) -> None:
    assert three_card_category(parse_cards(text)) is category


def test_649a_6_a_all_suits_are_equal_equal_hands_of_different_suits_tie() -> None:
    pairs = [
        ("Ah Kd 9c", "As Kc 9d"),
        ("9h 8h 7h", "9s 8s 7s"),
        ("Ah 2h 3h", "Ac 2c 3c"),
        ("Jh Jd 4c", "Js Jc 4h"),
        ("Ah Th 4h", "Ad Td 4d"),
        ("Qs Kd Ah", "Qh Kc As"),
    ]
    for left, right in pairs:
        assert three_card_value(parse_cards(left)) == three_card_value(parse_cards(right))
    # exhaustively: every hand ties with each re-suiting that keeps its category
    assert len({three_card_value(h) for h in ALL_THREE}) == len({_reference_three_key(h) for h in ALL_THREE})


def _distinct_rank_sets() -> list[tuple[int, int, int]]:
    """Rank triples (as symbols' indexes) of hands with three ranks and no straight."""
    out = []
    for combo in combinations(_ORDER_649A_6_A, 3):
        hand = parse_cards(f"{combo[0]}s {combo[1]}h {combo[2]}d")
        if _reference_three(hand)[0] == "high card":
            out.append(combo)
    return out


@pytest.mark.parametrize("suits, category", [
    ("shd", ThreeCardCategory.HIGH_CARD),
    ("sss", ThreeCardCategory.FLUSH),
])
def test_649a_6_c_highest_card_not_in_the_other_hand_decides_high_cards_and_flushes(
    suits: str, category: ThreeCardCategory
) -> None:
    """Every pair of high-card hands, and every pair of flushes, compares as 649a.6(c)
    reads literally, which is the lexicographic comparison of the ranks."""
    triples = _distinct_rank_sets()
    assert len(triples) == 274
    hands = [parse_cards(" ".join(r + s for r, s in zip(t, suits, strict=True))) for t in triples]
    assert all(three_card_category(h) is category for h in hands)
    values = [three_card_value(h) for h in hands]
    for a, va in zip(hands, values, strict=True):
        for b, vb in zip(hands, values, strict=True):
            assert _sign(va - vb) == _literal_649a_6_c(a, b), (a, b)


def test_649a_6_c_an_ace_high_beats_a_king_queen_jack_less_one() -> None:
    assert three_card_value(parse_cards("As 3d 2c")) > three_card_value(parse_cards("Ks Qd 10c"))
    assert three_card_value(parse_cards("Qs 9d 7c")) > three_card_value(parse_cards("Qh 9c 6d"))


def test_649a_6_b_5_pair_against_pair_compares_the_pair_first() -> None:
    # "two aces being the highest ranking pair and two 2s being the lowest ranking pair":
    # the pair ranks the hand before any other card does
    assert three_card_value(parse_cards("6s 6d 2c")) > three_card_value(parse_cards("5s 5d Ac"))
    assert three_card_value(parse_cards("As Ad 2c")) > three_card_value(parse_cards("Ks Kd Qc"))
    assert three_card_value(parse_cards("3s 3d 2c")) > three_card_value(parse_cards("2s 2d Ac"))
    pairs = [h for h in ALL_THREE if three_card_category(h) is ThreeCardCategory.PAIR]
    lowest = min(pairs, key=three_card_value)
    highest = max(pairs, key=three_card_value)
    assert sorted(_rank(c) for c in lowest) == [_TWO, _TWO, _THREE]
    assert sorted(_rank(c) for c in highest) == [11, _ACE, _ACE]


def test_649a_6_c_same_pair_the_odd_card_decides_then_a_tie() -> None:
    assert three_card_value(parse_cards("9s 9d Kc")) > three_card_value(parse_cards("9h 9c Qd"))
    assert three_card_value(parse_cards("9s 9d Kc")) == three_card_value(parse_cards("9h 9c Kd"))


def test_three_card_class_counts_and_the_ace_king_queen_of_spades() -> None:
    counts = Counter(three_card_class(h) for h in ALL_THREE)
    assert counts[ThreeCardClass.ACE_KING_QUEEN_OF_SPADES] == 1
    assert counts[ThreeCardClass.ACE_KING_QUEEN_SUITED] == 3
    assert counts[ThreeCardClass.STRAIGHT_FLUSH] == 44
    assert counts[ThreeCardClass.THREE_OF_A_KIND] == 52
    assert counts[ThreeCardClass.STRAIGHT] == 720
    assert counts[ThreeCardClass.FLUSH] == 1_096
    assert counts[ThreeCardClass.PAIR] == 3_744
    assert counts[ThreeCardClass.HIGH_CARD] == 16_440


@pytest.mark.parametrize("text, cls", [
    ("As Ks Qs", ThreeCardClass.ACE_KING_QUEEN_OF_SPADES),
    ("Qs As Ks", ThreeCardClass.ACE_KING_QUEEN_OF_SPADES),
    ("Ah Kh Qh", ThreeCardClass.ACE_KING_QUEEN_SUITED),
    ("Kd Qd Ad", ThreeCardClass.ACE_KING_QUEEN_SUITED),
    ("Qc Ac Kc", ThreeCardClass.ACE_KING_QUEEN_SUITED),
    ("As Kh Qs", ThreeCardClass.STRAIGHT),
    ("Ks Qs Js", ThreeCardClass.STRAIGHT_FLUSH),
    ("As 2s 3s", ThreeCardClass.STRAIGHT_FLUSH),
    ("As Ks Js", ThreeCardClass.FLUSH),
])
def test_649a_1_envy_bonus_qualifying_hand_ace_king_queen_of_one_suit(text: str, cls: ThreeCardClass) -> None:
    assert three_card_class(parse_cards(text)) is cls


# --------------------------------------------------------------------------- five cards

_FIVE_CLASS_COUNTS = {
    FiveCardClass.ROYAL_FLUSH: 4,
    FiveCardClass.STRAIGHT_FLUSH: 36,
    FiveCardClass.FOUR_OF_A_KIND: 624,
    FiveCardClass.FULL_HOUSE: 3_744,
    FiveCardClass.FLUSH: 5_108,
    FiveCardClass.STRAIGHT: 10_200,
    FiveCardClass.THREE_OF_A_KIND: 54_912,
    FiveCardClass.TWO_PAIR: 123_552,
    FiveCardClass.PAIR_TENS_OR_BETTER: 422_400,
    FiveCardClass.PAIR_BELOW_TENS: 675_840,
    FiveCardClass.HIGH_CARD: 1_302_540,
}

# phevaluator's own card ids, read by its own parser of the same notation ("As", "Td")
_PHE_ID = {card: PheCard.to_id(str(card)) for card in FULL_DECK}


def _assert_order_reversing(values: np.ndarray, phe: np.ndarray) -> None:
    """value_a > value_b iff phe_a < phe_b, for every pair: sort by value, then phe ranks
    are constant within equal values and strictly decreasing across distinct values."""
    order = np.argsort(values, kind="stable")
    v, p = values[order], phe[order]
    same = v[1:] == v[:-1]
    assert np.array_equal(p[1:][same], p[:-1][same]), "equal oracle values, different hands"
    assert np.all(p[1:][~same] < p[:-1][~same]), "oracle order disagrees with phevaluator"


def _evaluate(hands: list[tuple[Card, ...]]) -> tuple[np.ndarray, np.ndarray, Counter[FiveCardClass]]:
    values = np.fromiter((five_card_value(h) for h in hands), dtype=np.int64, count=len(hands))
    phe = np.fromiter(
        (evaluate_cards(*(_PHE_ID[c] for c in h)) for h in hands), dtype=np.int64, count=len(hands)
    )
    classes = Counter(five_card_class(h) for h in hands)
    return values, phe, classes


@pytest.mark.exhaustive
def test_643a_12_a_five_card_value_orders_all_2598960_hands_as_phevaluator() -> None:
    hands = list(combinations(FULL_DECK, 5))
    assert len(hands) == 2_598_960
    values, phe, classes = _evaluate(hands)
    _assert_order_reversing(values, phe)
    assert len(np.unique(values)) == len(np.unique(phe)) == 7_462
    assert classes == _FIVE_CLASS_COUNTS


_ASCENDING_FIVE = [
    ("7c 5d 4h 3s 2c", FiveCardClass.HIGH_CARD),
    ("Ac Kd Qh Js 9c", FiveCardClass.HIGH_CARD),
    ("2c 2d 3h 4s 5c", FiveCardClass.PAIR_BELOW_TENS),
    ("9c 9d Ah Ks Qc", FiveCardClass.PAIR_BELOW_TENS),
    ("Tc Td 2h 3s 4c", FiveCardClass.PAIR_TENS_OR_BETTER),
    ("Ac Ad Kh Qs Jc", FiveCardClass.PAIR_TENS_OR_BETTER),
    ("3c 3d 2h 2s 4c", FiveCardClass.TWO_PAIR),
    ("Ac Ad Kh Ks Qc", FiveCardClass.TWO_PAIR),
    ("2c 2d 2h 3s 4c", FiveCardClass.THREE_OF_A_KIND),
    ("Ac Ad Ah Ks Qc", FiveCardClass.THREE_OF_A_KIND),
    ("Ac 2d 3h 4s 5c", FiveCardClass.STRAIGHT),  # the wheel: the lowest straight
    ("2c 3d 4h 5s 6c", FiveCardClass.STRAIGHT),
    ("Tc Jd Qh Ks Ac", FiveCardClass.STRAIGHT),
    ("7c 5c 4c 3c 2c", FiveCardClass.FLUSH),
    ("Ac Kc Qc Jc 9c", FiveCardClass.FLUSH),
    ("2c 2d 2h 3s 3c", FiveCardClass.FULL_HOUSE),
    ("Ac Ad Ah Ks Kc", FiveCardClass.FULL_HOUSE),
    ("2c 2d 2h 2s 3c", FiveCardClass.FOUR_OF_A_KIND),
    ("Ac Ad Ah As Kc", FiveCardClass.FOUR_OF_A_KIND),
    ("Ac 2c 3c 4c 5c", FiveCardClass.STRAIGHT_FLUSH),  # the steel wheel: the lowest
    ("2c 3c 4c 5c 6c", FiveCardClass.STRAIGHT_FLUSH),
    ("9h Th Jh Qh Kh", FiveCardClass.STRAIGHT_FLUSH),
    ("Ts Js Qs Ks As", FiveCardClass.ROYAL_FLUSH),
]


def test_643a_12_a_five_card_hands_rank_in_the_paytable_order() -> None:
    values = [five_card_value(parse_cards(text)) for text, _ in _ASCENDING_FIVE]
    assert values == sorted(values)
    assert len(set(values)) == len(values)
    for text, cls in _ASCENDING_FIVE:
        assert five_card_class(parse_cards(text)) is cls, text


def test_649a_6_d_6_the_wheel_is_the_lowest_straight_and_straight_flush() -> None:
    order = "A23456789TJQKA"  # the ace twice: low in A-2-3-4-5 only, high otherwise
    runs = [order[i:i + 5] for i in range(10)]
    straights = [five_card_value(parse_cards(" ".join(r + s for r, s in zip(run, "cdhsc", strict=True))))
                 for run in runs]
    flushes = [five_card_value(parse_cards(" ".join(r + "h" for r in run))) for run in runs]
    assert straights == sorted(straights) and len(set(straights)) == 10
    assert flushes == sorted(flushes) and len(set(flushes)) == 10
    assert straights[0] == five_card_value(parse_cards("Ac 2d 3h 4s 5c"))
    assert straights[0] > five_card_value(parse_cards("Ac Ad Ah Ks Qc"))
    assert flushes[0] > five_card_value(parse_cards("Ac Ad Ah As Kc"))
    # the ace plays low only in A-2-3-4-5: K-A-2-3-4 is ace high, not a straight
    assert five_card_class(parse_cards("Kc Ad 2h 3s 4c")) is FiveCardClass.HIGH_CARD
    assert five_card_class(parse_cards("Qc Kd Ah 2s 3c")) is FiveCardClass.HIGH_CARD


@pytest.mark.parametrize("text, cls", [
    ("Tc Td 2h 3s 4c", FiveCardClass.PAIR_TENS_OR_BETTER),
    ("Jc Jd 2h 3s 4c", FiveCardClass.PAIR_TENS_OR_BETTER),
    ("Ac Ad 2h 3s 4c", FiveCardClass.PAIR_TENS_OR_BETTER),
    ("9c 9d Ah Ks Qc", FiveCardClass.PAIR_BELOW_TENS),
    ("2c 2d Ah Ks Qc", FiveCardClass.PAIR_BELOW_TENS),
    ("9c 9d Th Ts Qc", FiveCardClass.TWO_PAIR),
    ("As Ks Qs Js Ts", FiveCardClass.ROYAL_FLUSH),
    ("Ah Kh Qh Jh Th", FiveCardClass.ROYAL_FLUSH),
    ("Ks Qs Js Ts 9s", FiveCardClass.STRAIGHT_FLUSH),
    ("As Kd Qs Js Ts", FiveCardClass.STRAIGHT),
])
def test_643a_12_a_pair_of_tens_or_better_and_the_royal_flush(text: str, cls: FiveCardClass) -> None:
    assert five_card_class(parse_cards(text)) is cls


# --------------------------------------------------------------------------- best five


def _subsets(cards: Sequence[Card]) -> list[tuple[Card, ...]]:
    return list(combinations(cards, 5))


@settings(max_examples=300, deadline=None)
@given(deck=st.permutations(FULL_DECK), n=st.sampled_from([5, 6, 7]))
def test_649a_11_c_6_best_five_is_the_highest_ranking_five_of_the_cards(deck: list[Card], n: int) -> None:
    cards = tuple(deck[:n])
    best = best_five(cards)
    assert len(best) == 5
    assert len(set(best)) == 5
    assert set(best) <= set(cards)
    value = five_card_value(best)
    assert all(value >= five_card_value(s) for s in _subsets(cards))
    assert value == max(five_card_value(s) for s in _subsets(cards))
    # phevaluator's own best of n agrees with the five chosen
    assert evaluate_cards(*map(str, cards)) == evaluate_cards(*map(str, best))


@pytest.mark.parametrize("text, expected, cls", [
    ("As Ks Qs Js Ts 2d", "As Ks Qs Js Ts", FiveCardClass.ROYAL_FLUSH),
    ("9h Ah Kh Qh Jh Th", "Ah Kh Qh Jh Th", FiveCardClass.ROYAL_FLUSH),
    ("9s 9h 9d 4c 4s 4h", "9s 9h 9d", FiveCardClass.FULL_HOUSE),
    ("2c 3d 4h 5s 6c Ah", "2c 3d 4h 5s 6c", FiveCardClass.STRAIGHT),
    ("Ac Ad Ah Ks Kd Kh 2c", "Ac Ad Ah", FiveCardClass.FULL_HOUSE),
    ("7s 7h 7d 7c 2s 3d Ah", "7s 7h 7d 7c Ah", FiveCardClass.FOUR_OF_A_KIND),
    ("As 2s 3s 4s 5s 6d 7d", "As 2s 3s 4s 5s", FiveCardClass.STRAIGHT_FLUSH),
])
def test_649a_11_c_6_and_653a_1_spot_hands(text: str, expected: str, cls: FiveCardClass) -> None:
    best = best_five(parse_cards(text))
    assert five_card_class(best) is cls
    assert set(parse_cards(expected)) <= set(best)
    if cls is FiveCardClass.FULL_HOUSE:
        # the higher trips make the three, the lower trips give the pair
        counts = Counter(c.rank for c in best)
        assert sorted(counts.values()) == [2, 3]


def test_best_five_refuses_fewer_than_five_cards_or_a_card_twice() -> None:
    with pytest.raises(ValueError):
        best_five(parse_cards("As Ks Qs Js"))
    with pytest.raises(ValueError):
        best_five(parse_cards("As Ks Qs Js Ts As", allow_duplicates=True))
    with pytest.raises(ValueError):
        five_card_value(parse_cards("As Ks Qs Js"))
    with pytest.raises(ValueError):
        three_card_value(parse_cards("As As Ks", allow_duplicates=True))


@settings(max_examples=300, deadline=None)
@given(st.integers(min_value=6, max_value=7).flatmap(
    lambda n: st.lists(st.sampled_from(FULL_DECK), min_size=n, max_size=n, unique=True)))
def test_649a_11_c_6_best_five_class_by_shape_agrees_with_building_the_hand(cards: list) -> None:
    """The fast best-five classifier (by rank shape and flush suit) against the slow one."""
    from tablecert.oracle.best_five import best_five_class

    assert best_five_class(cards) == five_card_class(best_five(cards))


@pytest.mark.parametrize("n", [5, 6, 7])
def test_649a_11_c_6_best_five_class_by_rank_counts_agrees_with_every_five_of_the_ranks(n: int) -> None:
    """The classifier of hands without five cards of a suit (by rank counts) against the
    best of every five of the ranks, for every multiset of ``n`` ranks a deck can hold."""
    from tablecert.oracle.rankings import _best_class, _unsuited_class

    checked = 0
    for ranks in combinations_with_replacement(range(14, 1, -1), n):
        if max(Counter(ranks).values()) > 4:
            continue
        assert _unsuited_class(ranks) == _best_class(ranks, ()), ranks
        checked += 1
    assert checked == {5: 6_175, 6: 18_395, 7: 49_205}[n]
