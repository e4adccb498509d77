"""Irregularities for both games (649a.13, 643a.13), the stub count (649a.8(f)-(h),
649a.9(d)-(f), 649a.10(d)-(f) and the same subsections of 643a), the counting shuffler
(649a.5(b)) and two decks alternating (649a.3(b)(3)).

Each test runs on a Three Card Poker table and on a Let It Ride table where the text of the
two chapters is the same.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import pytest
from roundkit import kinds, rules

from tablecert.oracle.card_games import RulesSubmission, Table
from tablecert.oracle.card_round.dealing import deal_plan
from tablecert.oracle.card_round.rules import DealingMethod
from tablecert.oracle.cards import FULL_DECK, Card
from tablecert.oracle.round import (
    DISCARD,
    DealtCard,
    EventKind,
    Fault,
    FaultKind,
    IllegalAction,
    Observation,
    Outcome,
    RoundScript,
    WagerPlacement,
)
from tablecert.oracle.wagers import Game, Wager

# manual dealing shoe, automated (non-counting) shuffler, one deck
TCP_MANUAL = ("pa-649a-paytable-A",)
LIR_MANUAL = ("pa-643a-paytable-A",)
# automated dealing shoe with a counting shuffler (Three Card Poker: two decks)
TCP_AUTOMATED = ("pa-649a-version-e",)
LIR_AUTOMATED = ("pa-643a-automated-shoe",)
COUNTING = "shuffler: counting automated card shuffling device"
NOT_COUNTING = "shuffler: automated card shuffling device"
TCP_AUTOMATED_NOT_COUNTING = ("pa-649a-version-e", (COUNTING, NOT_COUNTING))
LIR_AUTOMATED_NOT_COUNTING = ("pa-643a-automated-shoe", (COUNTING, NOT_COUNTING))
TCP_HAND = ("pa-649a-minimal",)
LIR_HAND = ("pa-643a-paytable-A", ("dealing: manual dealing shoe", "dealing: hand"))

BOTH_MANUAL = pytest.mark.parametrize("table_rules", [TCP_MANUAL, LIR_MANUAL], ids=["649a", "643a"])
BOTH_AUTOMATED = pytest.mark.parametrize("table_rules", [TCP_AUTOMATED, LIR_AUTOMATED],
                                         ids=["649a", "643a"])


def chapter(rs: RulesSubmission) -> str:
    return "649a" if rs.game is Game.THREE_CARD_POKER else "643a"


def wagers(rs: RulesSubmission, seats: Iterable[int]) -> tuple[WagerPlacement, ...]:
    """Every wager the table offers, at the table minimum, for each seat."""
    low = rs.table.minimum_wager
    out: list[WagerPlacement] = []
    for seat in seats:
        if rs.three_card_poker is not None:
            out += [WagerPlacement(seat, Wager.ANTE, low), WagerPlacement(seat, Wager.PAIR_PLUS, low)]
            if rs.three_card_poker.progressive is not None:
                out.append(WagerPlacement(seat, Wager.PROGRESSIVE, rs.three_card_poker.progressive.wager))
        else:
            assert rs.let_it_ride is not None
            out += [WagerPlacement(seat, w, low) for w in (Wager.BET_1, Wager.BET_2, Wager.BET_3)]
            if rs.let_it_ride.bonus is not None:
                out.append(WagerPlacement(seat, Wager.LET_IT_RIDE_BONUS, rs.let_it_ride.bonus_wager))
    return tuple(out)


def expected_hands(rs: RulesSubmission, seats: Sequence[int], deck: Sequence[Card],
                   method: DealingMethod | None = None) -> dict[str, tuple[Card, ...]]:
    plan = deal_plan(rs.game, method or rs.table.dealing, sorted(seats))
    hands: dict[str, list[Card]] = {}
    for position, card in zip(plan, deck, strict=False):
        if position != DISCARD:
            hands.setdefault(position, []).append(card)
    return {p: tuple(c) for p, c in hands.items()}


def shuffled(seed: int, size: int = 52) -> tuple[Card, ...]:
    """A fixed, scrambled deck (optionally short of cards) without any randomness."""
    order = sorted(FULL_DECK, key=lambda c: (c.index * 7919 + seed * 104729) % 52)
    return tuple(order[:size])


def run(rs: RulesSubmission, *, seats: Sequence[int] = (1, 3), faults: Sequence[Fault] = (),
        deck: Sequence[Card] | None = None, table: Table | None = None, seed: int = 1) -> Observation:
    deck = tuple(deck) if deck is not None else shuffled(seed)
    return (table or Table(rs)).play(RoundScript(wagers=wagers(rs, seats), deck=deck,
                                                 faults=tuple(faults)))


def events(obs: Observation, kind: EventKind) -> list:  # type: ignore[type-arg]
    return [e for e in obs.events if e.kind is kind]


def assert_void_all_returned(obs: Observation, rs: RulesSubmission, seats: Sequence[int]) -> None:
    """'all hands shall be void, all wagers shall be returned to the players'"""
    assert obs.void
    assert EventKind.ROUND_VOID in kinds(obs)
    placed = wagers(rs, seats)
    assert sorted((s.seat, s.wager, s.amount) for s in obs.settlements) == sorted(
        (w.seat, w.wager, w.amount) for w in placed)
    for line in obs.settlements:
        assert line.outcome is Outcome.VOID
        assert (line.paid, line.returned) == (0, line.amount)
    assert obs.wagered == sum(w.amount for w in placed)
    assert obs.table_result == 0
    assert obs.decisions == ()
    assert EventKind.DEALER_REVEALED not in kinds(obs)
    assert EventKind.COMMUNITY_CARD_REVEALED not in kinds(obs)


# =========================================================================== 13(a)
@BOTH_MANUAL
def test_13_a_one_card_face_up_is_discarded_and_the_next_card_takes_its_place(
        table_rules: tuple) -> None:  # type: ignore[type-arg]
    rs = rules(*table_rules)
    deck = shuffled(3)
    obs = run(rs, deck=deck, faults=[Fault(FaultKind.CARD_FACE_UP_IN_DECK, at=2)])
    assert not obs.void
    assert obs.dealt[2] == DealtCard(DISCARD, deck[2])
    assert all(deck[2] not in cards for cards in obs.hands.values())
    assert obs.hands == expected_hands(rs, [1, 3], deck[:2] + deck[3:])
    discarded = events(obs, EventKind.CARD_DISCARDED)
    assert len(discarded) == 1 and discarded[0].citation == f"{chapter(rs)}.13(a)"
    assert obs.settlements and all(s.outcome is not Outcome.VOID for s in obs.settlements)


@BOTH_MANUAL
def test_13_a_two_cards_face_up_void_the_round_and_the_cards_are_reshuffled(
        table_rules: tuple) -> None:  # type: ignore[type-arg]
    rs = rules(*table_rules)
    obs = run(rs, faults=[Fault(FaultKind.CARD_FACE_UP_IN_DECK, at=1),
                          Fault(FaultKind.CARD_FACE_UP_IN_DECK, at=5)])
    assert_void_all_returned(obs, rs, [1, 3])
    void = events(obs, EventKind.ROUND_VOID)[0]
    assert void.citation == f"{chapter(rs)}.13(a)"
    assert EventKind.RESHUFFLE in kinds(obs)


# =========================================================================== 13(b)
@BOTH_MANUAL
def test_13_b_card_drawn_in_error_is_used_as_the_next_card(table_rules: tuple) -> None:  # type: ignore[type-arg]
    rs = rules(*table_rules)
    clean = run(rs, seed=5)
    faulty = run(rs, seed=5, faults=[Fault(FaultKind.CARD_DRAWN_IN_ERROR, at=4)])
    assert faulty.hands == clean.hands
    assert faulty.dealt == clean.dealt
    assert faulty.settlements == clean.settlements
    drawn = events(faulty, EventKind.CARD_DRAWN_IN_ERROR)
    assert len(drawn) == 1 and drawn[0].citation == f"{chapter(rs)}.13(b)"
    assert str(shuffled(5)[4]) in drawn[0].detail


# =========================================================================== 13(c)
@pytest.mark.parametrize(("table_rules", "position", "count"), [
    (TCP_MANUAL, "seat 1", 4), (TCP_MANUAL, "dealer", 2),
    (LIR_MANUAL, "seat 3", 2), (LIR_MANUAL, "community", 3),
], ids=["649a-player", "649a-dealer", "643a-player", "643a-community"])
def test_13_c_incorrect_number_of_cards_voids_the_round(table_rules: tuple, position: str,  # type: ignore[type-arg]
                                                        count: int) -> None:
    rs = rules(*table_rules)
    obs = run(rs, faults=[Fault(FaultKind.INCORRECT_CARD_COUNT, position=position, count=count)])
    assert_void_all_returned(obs, rs, [1, 3])
    assert events(obs, EventKind.ROUND_VOID)[0].citation == f"{chapter(rs)}.13(c)"
    assert EventKind.RESHUFFLE in kinds(obs)
    assert EventKind.DECK_REMOVED not in kinds(obs)


# =========================================================================== 13(d)
@pytest.mark.parametrize(("table_rules", "kind"), [
    (TCP_MANUAL, FaultKind.DEALER_CARD_EXPOSED), (LIR_MANUAL, FaultKind.COMMUNITY_CARD_EXPOSED),
], ids=["649a-dealer-card", "643a-community-card"])
def test_13_d_exposed_dealer_or_community_card_voids_the_round(table_rules: tuple,  # type: ignore[type-arg]
                                                               kind: FaultKind) -> None:
    rs = rules(*table_rules)
    obs = run(rs, faults=[Fault(kind)])
    assert_void_all_returned(obs, rs, [1, 3])
    assert events(obs, EventKind.ROUND_VOID)[0].citation == f"{chapter(rs)}.13(d)"
    assert EventKind.RESHUFFLE in kinds(obs)


def test_649a_13_void_round_returns_progressive_wagers_and_leaves_the_meter() -> None:
    rs = rules(*TCP_MANUAL)
    table = Table(rs)
    obs = run(rs, table=table, seats=(1, 2, 3), faults=[Fault(FaultKind.DEALER_CARD_EXPOSED)])
    progressive = [s for s in obs.settlements if s.wager is Wager.PROGRESSIVE]
    assert [(s.outcome, s.returned) for s in progressive] == [(Outcome.VOID, 100)] * 3
    assert obs.meter_after == obs.meter_before == 100_000
    following = run(rs, table=table, seats=(1,))
    assert following.meter_before == 100_000
    assert following.meter_after == 100_000 + 14


# =========================================================================== 13(e)
@BOTH_MANUAL
def test_13_e_shuffler_jam_reshuffles_and_the_round_proceeds(table_rules: tuple) -> None:  # type: ignore[type-arg]
    rs = rules(*table_rules)
    clean = run(rs, seed=7)
    obs = run(rs, seed=7, faults=[Fault(FaultKind.SHUFFLER_JAM)])
    reshuffle = events(obs, EventKind.RESHUFFLE)
    assert len(reshuffle) == 1 and reshuffle[0].citation == f"{chapter(rs)}.13(e)"
    assert not obs.void
    assert obs.settlements == clean.settlements  # the test-mode deck is the reshuffled order
    reveal = (EventKind.DEALER_REVEALED if rs.game is Game.THREE_CARD_POKER
              else EventKind.COMMUNITY_CARD_REVEALED)
    assert kinds(obs).index(EventKind.RESHUFFLE) < kinds(obs).index(reveal)


@pytest.mark.parametrize("table_rules", [
    ("pa-649a-paytable-A", (NOT_COUNTING, "shuffler: manual")),
    ("pa-643a-paytable-A", (NOT_COUNTING, "shuffler: manual")),
], ids=["649a", "643a"])
def test_13_e_shuffler_jam_needs_an_automated_card_shuffling_device(table_rules: tuple) -> None:  # type: ignore[type-arg]
    """13(e) applies "if an automated card shuffling device is being used"; at a table whose
    cards are shuffled by hand the fault cannot happen, as a shoe jam cannot at a manual shoe."""
    rs = rules(*table_rules)
    with pytest.raises(IllegalAction):
        run(rs, faults=[Fault(FaultKind.SHUFFLER_JAM)])


# =========================================================================== 13(f)
@BOTH_AUTOMATED
def test_13_f_shoe_jam_voids_the_round_and_returns_every_wager(table_rules: tuple) -> None:  # type: ignore[type-arg]
    rs = rules(*table_rules)
    deck = shuffled(11)
    obs = run(rs, deck=deck, faults=[Fault(FaultKind.SHOE_JAM, at=4)])
    assert_void_all_returned(obs, rs, [1, 3])
    assert [d.card for d in obs.dealt] == list(deck[:4])  # the shoe stopped at the fifth card
    void = events(obs, EventKind.ROUND_VOID)[0]
    assert void.citation == f"{chapter(rs)}.13(f)"
    reshuffle = events(obs, EventKind.RESHUFFLE)
    assert len(reshuffle) == 1 and reshuffle[0].citation == f"{chapter(rs)}.13(f)"


@BOTH_MANUAL
def test_13_f_shoe_jam_at_a_manual_shoe_table_is_an_illegal_action(table_rules: tuple) -> None:  # type: ignore[type-arg]
    rs = rules(*table_rules)
    with pytest.raises(IllegalAction) as err:
        run(rs, faults=[Fault(FaultKind.SHOE_JAM, at=3)])
    assert err.value.citation == f"{chapter(rs)}.13(f)"


# =========================================================================== 13(g)
@BOTH_AUTOMATED
def test_13_g_shoe_out_of_order_before_the_manual_method_is_used(table_rules: tuple) -> None:  # type: ignore[type-arg]
    rs = rules(*table_rules)
    table = Table(rs)
    deck = shuffled(13)
    first = run(rs, table=table, deck=deck, faults=[Fault(FaultKind.DEVICE_MALFUNCTION, position="shoe")])
    out = events(first, EventKind.DEVICE_OUT_OF_ORDER)
    assert len(out) == 1 and out[0].citation == f"{chapter(rs)}.13(g)"
    ks = kinds(first)
    reveal = (EventKind.DEALER_REVEALED if rs.game is Game.THREE_CARD_POKER
              else EventKind.COMMUNITY_CARD_REVEALED)
    assert ks.index(EventKind.DEVICE_OUT_OF_ORDER) < ks.index(reveal)
    manual = expected_hands(rs, [1, 3], deck, DealingMethod.MANUAL_SHOE)
    assert first.hands == manual
    assert DISCARD not in [d.position for d in first.dealt]
    second = run(rs, table=table, deck=deck)  # no fault: the shoe is still out of order
    assert second.hands == manual
    assert second.hands != expected_hands(rs, [1, 3], deck, DealingMethod.AUTOMATED_SHOE)


@BOTH_AUTOMATED
def test_13_g_counting_shuffler_out_of_order_means_the_deck_is_no_longer_counted(
        table_rules: tuple) -> None:  # type: ignore[type-arg]
    rs = rules(*table_rules)
    table = Table(rs)
    first = run(rs, table=table, faults=[Fault(FaultKind.DEVICE_MALFUNCTION, position="shuffler")])
    assert EventKind.DEVICE_OUT_OF_ORDER in kinds(first)
    short = shuffled(17, 51)
    second = run(rs, table=table, deck=short, faults=[Fault(FaultKind.WRONG_DECK_SIZE, count=51)])
    assert not second.void  # no device counts the cards now; the stub count will (649a.8(f))
    assert EventKind.DECK_REMOVED not in kinds(second)


# =========================================================================== stub count
STUB_TABLES = [
    (TCP_MANUAL, "649a.8"), (TCP_HAND, "649a.9"), (TCP_AUTOMATED_NOT_COUNTING, "649a.10"),
    (LIR_MANUAL, "643a.8"), (LIR_HAND, "643a.9"), (LIR_AUTOMATED_NOT_COUNTING, "643a.10"),
]
STUB_LETTERS = {"649a.8": "fgh", "649a.9": "def", "649a.10": "def",
                "643a.8": "fgh", "643a.9": "def", "643a.10": "def"}


@pytest.mark.parametrize(("table_rules", "section"), STUB_TABLES, ids=[s for _, s in STUB_TABLES])
def test_stub_counted_every_fifth_round_without_a_counting_shuffler(table_rules: tuple,  # type: ignore[type-arg]
                                                                    section: str) -> None:
    rs = rules(*table_rules)
    table = Table(rs)
    counted = []
    for number in range(1, 12):
        obs = run(rs, table=table, seed=number)
        assert obs.round_number == number
        assert not obs.void
        stub = events(obs, EventKind.STUB_COUNTED)
        if stub:
            counted.append(number)
            assert stub[0].citation == f"{section}({STUB_LETTERS[section][1]})"  # 52 cards: (g)/(e)
    assert counted == [5, 10]


@pytest.mark.parametrize(("table_rules", "section"), STUB_TABLES, ids=[s for _, s in STUB_TABLES])
def test_stub_count_finds_51_cards_void_and_deck_removed(table_rules: tuple, section: str) -> None:  # type: ignore[type-arg]
    rs = rules(*table_rules)
    table = Table(rs)
    short = shuffled(19, 51)
    fault = [Fault(FaultKind.WRONG_DECK_SIZE, count=51)]
    for _ in range(4):  # nobody counts the cards in rounds 1-4
        assert not run(rs, table=table, deck=short, faults=fault).void
    obs = run(rs, table=table, deck=short, faults=fault)
    assert_void_all_returned(obs, rs, [1, 3])
    removed = events(obs, EventKind.DECK_REMOVED)
    assert len(removed) == 1
    incorrect = f"{section}({STUB_LETTERS[section][2]})"
    assert removed[0].citation == incorrect
    assert events(obs, EventKind.ROUND_VOID)[0].citation == incorrect


@pytest.mark.parametrize(("table_rules", "section"), [(TCP_MANUAL, "649a.8"), (LIR_MANUAL, "643a.8")],
                         ids=["649a", "643a"])
def test_stub_count_misdeal_with_52_cards_voids_without_removing_the_deck(
        table_rules: tuple, section: str) -> None:  # type: ignore[type-arg]
    rs = rules(*table_rules)
    table = Table(rs)
    for number in range(1, 5):
        run(rs, table=table, seed=number)
    obs = run(rs, table=table, faults=[Fault(FaultKind.INCORRECT_CARD_COUNT, position="seat 1", count=4)])
    assert_void_all_returned(obs, rs, [1, 3])
    assert EventKind.STUB_COUNTED in kinds(obs)
    assert EventKind.DECK_REMOVED not in kinds(obs)
    following = run(rs, table=table, seed=9)  # the same deck stays in play
    assert not following.void


@pytest.mark.parametrize(("table_rules", "section"), [(TCP_MANUAL, "649a.8"), (LIR_MANUAL, "643a.8")],
                         ids=["649a", "643a"])
def test_13_c_misdeal_on_a_stub_count_round_is_still_reshuffled(table_rules: tuple, section: str) -> None:  # type: ignore[type-arg]
    """13(c) - a hand dealt an incorrect number of cards voids the round "and the cards shall
    be reshuffled" -- whether or not the stub happens to be counted that round."""
    rs = rules(*table_rules)
    table = Table(rs)
    for number in range(1, 5):
        run(rs, table=table, seed=number)
    obs = run(rs, table=table, faults=[Fault(FaultKind.INCORRECT_CARD_COUNT, position="seat 1", count=4)])
    assert obs.void
    assert EventKind.RESHUFFLE in kinds(obs)


@BOTH_MANUAL
def test_stub_count_after_one_face_up_card_still_finds_52_cards(table_rules: tuple) -> None:  # type: ignore[type-arg]
    rs = rules(*table_rules)
    table = Table(rs)
    for number in range(1, 5):
        run(rs, table=table, seed=number)
    obs = run(rs, table=table, faults=[Fault(FaultKind.CARD_FACE_UP_IN_DECK, at=0)])
    assert not obs.void
    assert EventKind.STUB_COUNTED in kinds(obs)
    assert EventKind.DECK_REMOVED not in kinds(obs)


# =========================================================================== 649a.5(b)
@BOTH_AUTOMATED
def test_5_b_counting_shuffler_finds_51_cards_before_the_deal_and_the_deck_is_removed(
        table_rules: tuple) -> None:  # type: ignore[type-arg]
    rs = rules(*table_rules)
    obs = run(rs, deck=shuffled(23, 51), faults=[Fault(FaultKind.WRONG_DECK_SIZE, count=51)])
    assert obs.dealt == ()
    assert_void_all_returned(obs, rs, [1, 3])
    removed = events(obs, EventKind.DECK_REMOVED)
    assert len(removed) == 1 and removed[0].citation == f"{chapter(rs)}.5(b)"
    ks = kinds(obs)
    assert ks.index(EventKind.DECK_REMOVED) < ks.index(EventKind.ROUND_VOID)


@BOTH_AUTOMATED
def test_5_b_counting_shuffler_table_never_counts_the_stub(table_rules: tuple) -> None:  # type: ignore[type-arg]
    rs = rules(*table_rules)
    table = Table(rs)
    for number in range(1, 11):
        assert EventKind.STUB_COUNTED not in kinds(run(rs, table=table, seed=number))


# =========================================================================== 649a.3(b)(3)
def test_649a_3_b_3_two_decks_alternate_round_by_round() -> None:
    rs = rules(*TCP_AUTOMATED)
    table = Table(rs)
    in_play = []
    for number in range(1, 6):
        obs = run(rs, table=table, seed=number)
        decks = events(obs, EventKind.DECK_IN_PLAY)
        assert len(decks) == 1 and decks[0].citation == "649a.3(b)(3)"
        in_play.append(decks[0].detail)
    assert in_play == ["deck 1", "deck 2", "deck 1", "deck 2", "deck 1"]


def test_649a_3_a_one_deck_table_reports_no_deck_change() -> None:
    rs = rules(*TCP_MANUAL)
    obs = run(rs)
    assert EventKind.DECK_IN_PLAY not in kinds(obs)


VOID_FAULTS = [
    (TCP_MANUAL, [Fault(FaultKind.CARD_FACE_UP_IN_DECK, at=1), Fault(FaultKind.CARD_FACE_UP_IN_DECK, at=2)]),
    (TCP_MANUAL, [Fault(FaultKind.INCORRECT_CARD_COUNT, position="seat 1", count=4)]),
    (TCP_MANUAL, [Fault(FaultKind.DEALER_CARD_EXPOSED)]),
    (TCP_AUTOMATED_NOT_COUNTING, [Fault(FaultKind.SHOE_JAM, at=2)]),
    (LIR_MANUAL, [Fault(FaultKind.CARD_FACE_UP_IN_DECK, at=1), Fault(FaultKind.CARD_FACE_UP_IN_DECK, at=2)]),
    (LIR_AUTOMATED_NOT_COUNTING, [Fault(FaultKind.SHOE_JAM, at=2)]),
    (LIR_MANUAL, [Fault(FaultKind.COMMUNITY_CARD_EXPOSED)]),
]


@pytest.mark.parametrize(("table_rules", "faults"), VOID_FAULTS, ids=[
    "649a-13a-two-face-up", "649a-13c-misdeal", "649a-13d-dealer-card", "649a-13f-shoe-jam",
    "643a-13a-two-face-up", "643a-13f-shoe-jam", "643a-13d-community-card"])
def test_stub_count_schedule_is_the_same_whichever_irregularity_voided_a_round(
        table_rules: tuple, faults: list[Fault]) -> None:  # type: ignore[type-arg]
    """649a.8(f)/643a.8(f) - "at least once every 5 rounds of play". A round voided in the deal
    (cards were dealt) must either count toward the five or not -- the same for every
    irregularity. Counting on rounds 5 and 10 satisfies the text under either reading of
    "round of play"; a count first on round 6 leaves rounds 1-5 uncounted."""
    rs = rules(*table_rules)
    table = Table(rs)
    counted = []
    for number in range(1, 11):
        obs = run(rs, table=table, seed=number, faults=faults if number == 3 else ())
        assert obs.void is (number == 3)
        if EventKind.STUB_COUNTED in kinds(obs):
            counted.append(number)
    assert counted == [5, 10]


@pytest.mark.parametrize(("table_rules", "position"), [
    (TCP_MANUAL, "seat 1"), (LIR_MANUAL, "community"),
], ids=["649a-player", "643a-community"])
def test_13_c_the_correct_number_of_cards_is_no_irregularity(table_rules: tuple,  # type: ignore[type-arg]
                                                             position: str) -> None:
    """13(c) voids the round only when a hand "is dealt an incorrect number of cards" (three
    to a player or the dealer, two to the community area, 643a.8(h)). A fault that names the
    correct count must not void the round (rejecting it as a bad script is acceptable)."""
    rs = rules(*table_rules)
    count = 2 if position == "community" else 3
    try:
        obs = run(rs, faults=[Fault(FaultKind.INCORRECT_CARD_COUNT, position=position, count=count)])
    except IllegalAction:
        return
    assert not obs.void


@pytest.mark.parametrize(("table_rules", "device"), [
    (TCP_MANUAL, "shoe"), (LIR_MANUAL, "shoe"),
    (("pa-649a-paytable-A", (NOT_COUNTING, "shuffler: manual")), "shuffler"),
], ids=["649a-shoe", "643a-shoe", "649a-shuffler"])
def test_13_g_a_device_malfunction_needs_the_device_at_the_table(table_rules: tuple,  # type: ignore[type-arg]
                                                                  device: str) -> None:
    """13(g) covers "an automated card shuffling device or automated dealing shoe" that
    "malfunctions"; a table without one cannot report it out of order (as 13(f) for a shoe
    jam at a manual shoe)."""
    rs = rules(*table_rules)
    with pytest.raises(IllegalAction):
        run(rs, faults=[Fault(FaultKind.DEVICE_MALFUNCTION, position=device)])
