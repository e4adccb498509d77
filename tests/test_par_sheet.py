"""The par sheet (oracle.par_sheet) proven: its numpy hand tables against oracle.rankings,
its figures against independent brute force and published house edges.

Tests are named after the subsection whose math they check.
"""

from __future__ import annotations

import argparse
import doctest
import json
from bisect import bisect_left, bisect_right
from collections.abc import Iterable
from fractions import Fraction
from itertools import combinations, permutations
from types import ModuleType
from typing import Any

import numpy as np
import pytest

import tablecert.oracle.par_sheet.combos
import tablecert.oracle.par_sheet.lines
import tablecert.oracle.par_sheet.six_card
import tablecert.oracle.par_sheet.tables
from tablecert.commands.math import run
from tablecert.oracle.best_five import best_five
from tablecert.oracle.card_games import PAYTABLES, find_paytable, paytables_for
from tablecert.oracle.cards import FULL_DECK, Card, parse_cards
from tablecert.oracle.par_sheet import ParSheet, build_par_sheet, render_text, to_json_dict
from tablecert.oracle.par_sheet.combos import BINOM, colex_rank, drop_one_ranks
from tablecert.oracle.par_sheet.let_it_ride import five_card_starts, ride_sums
from tablecert.oracle.par_sheet.six_card import SIX_CARD_SETS, six_card_class_counts
from tablecert.oracle.par_sheet.tables import (
    FiveCardTable,
    ThreeCardTable,
    five_card_table,
    three_card_table,
)
from tablecert.oracle.paytables import Paytable
from tablecert.oracle.rankings import (
    FiveCardClass,
    ThreeCardClass,
    five_card_class,
    three_card_class,
    three_card_value,
)
from tablecert.oracle.wagers import Wager

THREE_HANDS = list(combinations(FULL_DECK, 3))  # lexicographic; the tables are colex


@pytest.fixture(scope="module")
def sheet() -> ParSheet:
    return build_par_sheet()


@pytest.fixture(scope="module")
def three() -> ThreeCardTable:
    return three_card_table()


@pytest.fixture(scope="module")
def five() -> FiveCardTable:
    return five_card_table()


def _cards(indices: Iterable[Any]) -> list[Card]:
    return [FULL_DECK[int(i)] for i in indices]


# --- the tables the par sheet counts with --------------------------------------------


@pytest.mark.parametrize(
    "module",
    [tablecert.oracle.par_sheet.combos, tablecert.oracle.par_sheet.lines, tablecert.oracle.par_sheet.six_card,
     tablecert.oracle.par_sheet.tables],
)
def test_par_sheet_doctests(module: ModuleType) -> None:
    result = doctest.testmod(module)
    assert result.failed == 0


def test_combinations_are_in_colex_order_and_drop_one_finds_the_parts() -> None:
    cols = tablecert.oracle.par_sheet.combos.combinations(20, 5)
    assert cols.shape == (5, int(BINOM[5][20]))
    assert sorted(map(tuple, cols.T.tolist())) == list(combinations(range(20), 5))
    assert (colex_rank(cols) == np.arange(cols.shape[1])).all()
    parts = drop_one_ranks(cols)
    for j in range(5):
        assert (parts[j] == colex_rank(np.delete(cols, j, axis=0))).all()


def test_649a_6_three_card_table_agrees_with_rankings_on_every_hand(
    three: ThreeCardTable,
) -> None:
    assert three.cards.shape == (3, 22_100)
    for hand, value, hand_class in zip(
        three.cards.T.tolist(), three.values.tolist(), three.classes.tolist(), strict=True
    ):
        cards = _cards(hand)
        assert value == three_card_value(cards), cards
        assert hand_class == three_card_class(cards), cards


def test_649a_6_three_card_class_counts(three: ThreeCardTable) -> None:
    counts = np.bincount(three.classes, minlength=len(ThreeCardClass))
    straight_flushes = counts[ThreeCardClass.STRAIGHT_FLUSH:].sum()
    assert straight_flushes == 48
    assert counts[ThreeCardClass.ACE_KING_QUEEN_OF_SPADES] == 1
    assert counts[ThreeCardClass.ACE_KING_QUEEN_SUITED] == 3
    assert counts[ThreeCardClass.THREE_OF_A_KIND] == 52
    assert counts[ThreeCardClass.STRAIGHT] == 720
    assert counts[ThreeCardClass.FLUSH] == 1_096
    assert counts[ThreeCardClass.PAIR] == 3_744
    assert counts[ThreeCardClass.HIGH_CARD] == 16_440


def test_643a_12_five_card_class_counts_over_all_hands(five: FiveCardTable) -> None:
    counts = np.bincount(five.classes, minlength=len(FiveCardClass)).tolist()
    assert dict(zip(FiveCardClass, counts, strict=True)) == {
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


def test_643a_12_five_card_table_agrees_with_rankings_on_a_stride_sample(
    five: FiveCardTable,
) -> None:
    n = five.cards.shape[1]
    assert n == 2_598_960
    sample = [*range(0, n, 52), n - 1]  # 49,981 hands spread over every card
    for i in sample:
        cards = _cards(five.cards[:, i])
        assert five.classes[i] == five_card_class(cards), cards
    # hands at the edges of the straight rules, by name: royal, steel wheel, wheel, K-high
    for text in ("As Ks Qs Js Ts", "5h 4h 3h 2h Ah", "5d 4c 3h 2h Ah", "Kc Qc Jc Tc 9c"):
        named = parse_cards(text)
        i = int(colex_rank(np.array(sorted(c.index for c in named), dtype=np.int8)[:, None])[0])
        assert five.classes[i] == five_card_class(named)


# --- Three Card Poker ----------------------------------------------------------------


def test_649a_12_b_ante_play_paytable_a_house_edge_is_3_37_percent(sheet: ParSheet) -> None:
    line = sheet.find("649a.12(b)", "A")
    assert line.house_edge is not None
    assert round(line.house_edge, 4) == Fraction("0.0337")
    assert line.combinations == 22_100 * 18_424 == 407_170_400
    outcomes = [h for h in line.hands if not h.hand.startswith("Ante Bonus")]
    assert sum(h.combinations for h in outcomes) == line.combinations


def _ante_play_by_pure_python(paytables: list[Paytable]) -> dict[str, Fraction]:
    """649a.11(c)(3) by plain Python on oracle.rankings: the Ante and Play result of each
    player hand up to suit symmetry, from its dealer hands by value (all hands less those
    sharing a card); the Ante Bonus (not suit-symmetric: 649a.12(c)) hand by hand."""
    values = [three_card_value(h) for h in THREE_HANDS]
    all_values = sorted(values)
    sharing: dict[Card, list[int]] = {card: [] for card in FULL_DECK}
    for i, hand in enumerate(THREE_HANDS):
        for card in hand:
            sharing[card].append(i)
    queen_high = three_card_value(parse_cards("Qs 3h 2d"))
    queen_six_four = three_card_value(parse_cards("Qs 6h 4d"))
    suit_maps = [dict(zip("shdc", p, strict=True)) for p in permutations("shdc")]

    dealer_hands = 18_424
    ante_play: dict[tuple[tuple[int, str], ...], int] = {}  # net per suit-symmetry class
    totals = {p.name: 0 for p in paytables}
    for hand, value in zip(THREE_HANDS, values, strict=True):
        if value < queen_six_four:
            for p in paytables:
                totals[p.name] -= dealer_hands
            continue
        key = min(tuple(sorted((int(c.rank), m[c.suit.value]) for c in hand)) for m in suit_maps)
        if key not in ante_play:
            shared = [values[j] for j in set().union(*(sharing[c] for c in hand))]
            lower = bisect_left(all_values, value) - sum(v < value for v in shared)
            at_most = bisect_right(all_values, value) - sum(v <= value for v in shared)
            no_queen = bisect_left(all_values, queen_high) - sum(v < queen_high for v in shared)
            ante_play[key] = no_queen + 2 * (lower - no_queen) - 2 * (dealer_hands - at_most)
        for p in paytables:
            row = p.row_for_three(three_card_class(hand))
            bonus = row.payout.value if row is not None and row.payout is not None else 0
            totals[p.name] += ante_play[key] + dealer_hands * bonus
    return {name: -Fraction(total, 22_100 * dealer_hands) for name, total in totals.items()}


def test_649a_11_c_3_ante_play_agrees_with_an_independent_enumeration(sheet: ParSheet) -> None:
    ante_bonus = [p for p in PAYTABLES if p.wager is Wager.ANTE_BONUS]
    assert len(ante_bonus) == 6
    expected = _ante_play_by_pure_python(ante_bonus)
    for p in ante_bonus:
        assert sheet.find(p.citation, p.letter).house_edge == expected[p.name], p.name


def _side_bet_by_pure_python(paytable: Paytable) -> Fraction:
    total = sum(
        (paytable.net_for_three(three_card_class(h), meter=Fraction(0)) for h in THREE_HANDS),
        Fraction(0),
    )
    return -total / len(THREE_HANDS)


@pytest.mark.parametrize(
    "paytable",
    [p for p in PAYTABLES if p.citation in ("649a.12(d)", "643a.12(c)")],
    ids=lambda p: p.name,
)
def test_649a_12_d_pair_plus_and_643a_12_c_three_card_bonus_by_brute_force(
    sheet: ParSheet, paytable: Paytable
) -> None:
    line = sheet.find(paytable.citation, paytable.letter)
    assert line.house_edge == _side_bet_by_pure_python(paytable)
    assert sum(h.combinations for h in line.hands) == 22_100


def test_649a_12_d_pair_plus_paytable_c_is_the_familiar_7_28_percent(sheet: ParSheet) -> None:
    # 40/30/6/3/1 is the common Pair Plus table; 643a.12(c) A (40/40/30/6/4/1) is 2.32%
    assert round(sheet.find("649a.12(d)", "C").house_edge or 0, 4) == Fraction("0.0728")
    assert round(sheet.find("643a.12(c)", "A").house_edge or 0, 4) == Fraction("0.0232")


@pytest.mark.parametrize(
    "paytable",
    [p for p in PAYTABLES if p.wager is Wager.PROGRESSIVE],
    ids=lambda p: f"{p.name} {p.per_wager}c",
)
def test_649a_12_e_1_and_565_12_g_progressive_break_even_meter(
    sheet: ParSheet, paytable: Paytable
) -> None:
    line = sheet.find(paytable.citation, paytable.letter, per_wager=paytable.per_wager)
    assert line.house_edge == _side_bet_by_pure_python(paytable)  # meter row pays nothing
    assert line.return_excluding_meter == 1 - line.house_edge
    assert line.break_even_meter is not None and line.break_even_meter > 0
    at_break_even = sum(
        (paytable.net_for_three(three_card_class(h), meter=line.break_even_meter * 100)
         for h in THREE_HANDS),
        Fraction(0),
    )
    assert at_break_even == 0


@pytest.mark.parametrize(
    "paytable", [p for p in PAYTABLES if p.wager is Wager.ENVY_BONUS], ids=lambda p: p.name
)
def test_649a_12_e_5_and_565_12_h_2_envy_bonus_per_other_player(
    sheet: ParSheet, paytable: Paytable
) -> None:
    line = sheet.find(paytable.citation, paytable.letter)
    assert line.house_edge is None and line.player_return is None
    # the other player's hand is uniform over all hands whatever the receiver holds:
    # 1 ace-king-queen of spades and 3 of the other suits among 22,100 hands
    size = paytable.per_wager // 100
    assert line.expected_per_other_player == Fraction(100 * size * 1 + 25 * size * 3, 22_100)
    assert [h.combinations for h in line.hands] == [18_424, 3 * 18_424]


# --- Six Card Bonus -------------------------------------------------------------------


def test_649a_12_f_six_card_counts_equal_a_brute_force_over_all_sets(
    five: FiveCardTable,
) -> None:
    """All 20,358,520 six-card sets, each the best of its six five-card parts (~1 s)."""
    parts_without = drop_one_ranks(five.cards)  # a five-card hand less one card
    counts = np.zeros(len(FiveCardClass), dtype=np.int64)
    for top in range(5, 52):  # the sets whose highest card is `top`, one chunk each
        n = int(BINOM[5][top])  # the five-card hands below `top` come first in colex order
        best = five.classes[:n].copy()
        for j in range(5):  # swap card j for `top`: that part's rank is shifted by C(top, 5)
            np.maximum(best, five.classes[parts_without[j, :n] + n], out=best)
        counts += np.bincount(best, minlength=len(FiveCardClass))
    assert int(counts.sum()) == SIX_CARD_SETS
    assert counts.tolist() == six_card_class_counts().tolist()


def test_649a_11_c_6_six_card_brute_force_agrees_with_best_five() -> None:
    rng = np.random.default_rng(6496)
    five = five_card_table()
    parts_without = drop_one_ranks(five.cards)
    for _ in range(300):
        cards = sorted(int(c) for c in rng.choice(52, size=6, replace=False))
        top, rest = cards[-1], cards[:-1]
        low = int(colex_rank(np.array(rest, dtype=np.int8)[:, None])[0])
        best = max(
            [int(five.classes[low])]
            + [int(five.classes[parts_without[j, low] + BINOM[5][top]]) for j in range(5)]
        )
        assert best == five_card_class(best_five(_cards(cards)))


# --- Let It Ride ---------------------------------------------------------------------


def test_643a_12_a_let_it_ride_paytable_a_house_edge_is_3_51_percent(sheet: ParSheet) -> None:
    line = sheet.find("643a.12(a)", "A")
    assert line.house_edge is not None
    assert round(line.house_edge, 4) == Fraction("0.0351")
    assert "no payout limitation applied (643a.12(d))" in line.notes
    assert sum(h.contribution for h in line.hands) == -line.house_edge


def test_643a_11_b_d_ride_decisions_agree_with_enumerating_completions(
    five: FiveCardTable,
) -> None:
    """The scattered sums against plain enumeration of the unseen cards, on a sample."""
    paytable = find_paytable("643a.12(a)", "A")
    sum_three, sum_four = ride_sums(paytable, five_card_starts(five))
    four_cols = tablecert.oracle.par_sheet.combos.combinations(52, 4)
    three_cols = tablecert.oracle.par_sheet.combos.combinations(52, 3)

    def net(cards: list[Card]) -> int:
        return int(paytable.net_for_five(five_card_class(cards)))

    for i in range(0, 22_100, 1_237):
        start = _cards(three_cols[:, i])
        rest = [c for c in FULL_DECK if c not in start]
        assert sum_three[i] == sum(net(start + list(two)) for two in combinations(rest, 2))
    for i in range(0, 270_725, 9_001):
        start = _cards(four_cols[:, i])
        assert sum_four[i] == sum(net([*start, c]) for c in FULL_DECK if c not in start)
    # three to a royal rides; a pair of tens or better rides; 2-3-4 offsuit does not
    for text, rides in (("As Ks Qs", True), ("Th Td 2c", True), ("2c 3d 4h", False)):
        cards = sorted(c.index for c in parse_cards(text))
        i = int(colex_rank(np.array(cards, dtype=np.int8)[:, None])[0])
        assert bool(sum_three[i] > 0) is rides, text


@pytest.mark.parametrize("paytable", paytables_for("643a.12(b)"), ids=lambda p: p.name)
def test_643a_12_b_let_it_ride_bonus_from_the_category_counts(
    sheet: ParSheet, paytable: Paytable
) -> None:
    known = {
        FiveCardClass.ROYAL_FLUSH: 4, FiveCardClass.STRAIGHT_FLUSH: 36,
        FiveCardClass.FOUR_OF_A_KIND: 624, FiveCardClass.FULL_HOUSE: 3_744,
        FiveCardClass.FLUSH: 5_108, FiveCardClass.STRAIGHT: 10_200,
        FiveCardClass.THREE_OF_A_KIND: 54_912, FiveCardClass.TWO_PAIR: 123_552,
        FiveCardClass.PAIR_TENS_OR_BETTER: 422_400, FiveCardClass.PAIR_BELOW_TENS: 675_840,
        FiveCardClass.HIGH_CARD: 1_302_540,
    }
    expected = sum((n * paytable.net_for_five(c) for c, n in known.items()), Fraction(0))
    assert sheet.find(paytable.citation, paytable.letter).house_edge == -expected / 2_598_960


# --- the sheet as a whole --------------------------------------------------------------


def test_every_paytable_has_a_par_sheet_line_in_paytables_order(sheet: ParSheet) -> None:
    assert [(x.citation, x.paytable, x.per_wager) for x in sheet.lines] == [
        (p.citation, p.letter, p.per_wager) for p in PAYTABLES
    ]
    for line, paytable in zip(sheet.lines, PAYTABLES, strict=True):
        assert line.wager == paytable.wager_name
        assert line.strategy
        assert all(0 <= h.probability <= 1 for h in line.hands)
        if line.house_edge is not None:
            assert 0 < line.house_edge < 1, line.name


def test_to_json_dict_has_the_documented_keys(sheet: ParSheet) -> None:
    data = json.loads(json.dumps(to_json_dict(sheet)))
    assert len(data["paytables"]) == len(PAYTABLES)
    for entry, line in zip(data["paytables"], sheet.lines, strict=True):
        for key in ("citation", "paytable", "wager", "house_edge", "exact", "return",
                    "strategy", "hands", "combinations"):
            assert key in entry, (line.name, key)
        assert entry["hands"] and {"hand", "combinations", "probability", "payout",
                                   "contribution"} <= entry["hands"][0].keys()
        if line.house_edge is None:
            assert entry["house_edge"] is None and entry["exact"] is None
            assert Fraction(entry["expected_per_other_player_exact"]) == (
                line.expected_per_other_player
            )
        else:
            assert Fraction(entry["exact"]) == line.house_edge
            assert entry["house_edge"] == float(line.house_edge)
        if line.break_even_meter is not None:
            assert Fraction(entry["break_even_meter_exact"]) == line.break_even_meter
            assert entry["return_excluding_meter"] == float(1 - (line.house_edge or 0))
    assert "seconds" not in json.dumps(data)


def test_tablecert_math_prints_text_and_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(argparse.Namespace(json=True)) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["paytables"][0]["citation"] == "643a.12(a)"
    assert {x["citation"] for x in data["craps"]["lines"]} >= {"537.5a(a)", "537.5a(b)"}
    assert run(argparse.Namespace(json=False)) == 0
    text = capsys.readouterr().out
    assert "649a.12(b) Paytable A" in text and "House edge: 3.3730%" in text
    assert text.startswith(render_text(build_par_sheet()))  # then the Craps lines (537.5a)
