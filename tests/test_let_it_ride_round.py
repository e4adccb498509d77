"""Let It Ride rounds against chapter 643a: dealing (643a.8(d), 643a.9(b), 643a.10(b)), the
three equal Let It Ride Poker Wagers (643a.7(d) as cited), the decisions on Bet Number 1 and
Bet Number 2 (643a.11(b)-(e)), settlement (643a.11(f)) and the paytables with the payout
limitation (643a.12(a)-(d)).

Expectations are written from the regulation's words, not read back from the oracle.
"""

from __future__ import annotations

import re

import pytest
from roundkit import W, only, play, rules, stacked, usd

from tablecert.oracle.card_games import Table
from tablecert.oracle.cards import FULL_DECK, parse_cards
from tablecert.oracle.round import (
    COMMUNITY,
    DISCARD,
    Choice,
    Decision,
    EventKind,
    IllegalAction,
    Observation,
    Outcome,
    Reason,
    RoundScript,
    WagerPlacement,
)
from tablecert.oracle.wagers import Wager

MANUAL = "pa-643a-paytable-A"  # manual shoe, Paytable A, $50,000 cap, bonus B ($1), 3-card D
AUTOMATED = "pa-643a-automated-shoe"  # automated shoe, counting shuffler, Paytable B, no options

BET_1, BET_2, BET_3 = Wager.BET_1, Wager.BET_2, Wager.BET_3
BONUS, THREE_CARD = Wager.LET_IT_RIDE_BONUS, Wager.THREE_CARD_BONUS
BETS = (BET_1, BET_2, BET_3)
RIDE, WITHDRAW = Choice.LET_IT_RIDE, Choice.WITHDRAW


def three(seat: int, dollars: float) -> list[WagerPlacement]:
    """The three equal Let It Ride Poker Wagers of 643a.7(d)."""
    return [W(seat, bet, dollars) for bet in BETS]


def bonus_count(obs: Observation) -> int:
    events = [e for e in obs.events if e.kind is EventKind.WAGERS_COLLECTED]
    assert len(events) == 1, obs.events
    match = re.match(r"\s*(\d+)\b", events[0].detail)
    assert match, events[0].detail
    return int(match.group(1))


# =========================================================================== dealing
def test_643a_8_d_manual_shoe_players_community_players_community_players() -> None:
    rs = rules(MANUAL)
    first = parse_cards("2s 3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks As")
    deck = first + tuple(c for c in FULL_DECK if c not in first)
    obs = Table(rs).play(RoundScript(wagers=tuple(three(6, 5) + three(2, 5) + three(4, 5)), deck=deck))
    assert [d.position for d in obs.dealt] == [
        "seat 2", "seat 4", "seat 6", COMMUNITY,
        "seat 2", "seat 4", "seat 6", COMMUNITY,
        "seat 2", "seat 4", "seat 6"]
    assert [d.card for d in obs.dealt] == list(deck[:11])
    assert obs.hands["seat 2"] == parse_cards("2s 6s Ts")
    assert obs.hands["seat 6"] == parse_cards("4s 8s Qs")
    # (4): the second community card is placed to the right of the first; 643a.11(c) turns
    # the one to the dealer's left (the first dealt) first
    assert obs.hands[COMMUNITY] == parse_cards("5s 9s")
    revealed = [e.detail for e in obs.events if e.kind is EventKind.COMMUNITY_CARD_REVEALED]
    assert len(revealed) == 2
    assert "5s" in revealed[0] and "9s" in revealed[1]


def test_643a_9_b_hand_dealing_follows_the_same_order() -> None:
    rs = rules(MANUAL, ("dealing: manual dealing shoe", "dealing: hand"))
    deck = stacked(rs, {}, [1])
    obs = Table(rs).play(RoundScript(wagers=tuple(three(1, 5) + three(7, 5)), deck=deck))
    assert [d.position for d in obs.dealt] == [
        "seat 1", "seat 7", COMMUNITY, "seat 1", "seat 7", COMMUNITY, "seat 1", "seat 7"]
    assert [d.card for d in obs.dealt] == list(deck[:8])


def test_643a_10_b_automated_shoe_stacks_and_the_community_stacks_left_card_is_discarded() -> None:
    rs = rules(AUTOMATED)
    deck = stacked(rs, {}, [1])
    obs = Table(rs).play(RoundScript(wagers=tuple(three(4, 25) + three(1, 25)), deck=deck))
    assert [d.position for d in obs.dealt] == (
        ["seat 1"] * 3 + ["seat 4"] * 3 + [DISCARD, COMMUNITY, COMMUNITY])
    assert [d.card for d in obs.dealt] == list(deck[:9])
    assert obs.hands["seat 1"] == deck[0:3]
    assert obs.hands["seat 4"] == deck[3:6]
    # the community stack: its first card lies to the dealer's left and goes to the rack
    assert obs.hands[COMMUNITY] == deck[7:9]
    assert deck[6] not in obs.hands[COMMUNITY]
    assert all(deck[6] not in cards for cards in obs.hands.values())
    revealed = [e.detail for e in obs.events if e.kind is EventKind.COMMUNITY_CARD_REVEALED]
    assert str(deck[7]) in revealed[0] and str(deck[8]) in revealed[1]


# =========================================================================== 643a.7(d)
@pytest.mark.parametrize("bets", [
    [(BET_1, 5), (BET_2, 5), (BET_3, 10)],  # unequal
    [(BET_1, 5), (BET_2, 5)],  # Bet Number 3 missing
    [(BET_3, 5)],  # one wager only
    [(BET_2, 10), (BET_3, 5), (BET_1, 5)],  # unequal, placed out of order
], ids=["unequal", "two-wagers", "one-wager", "unequal-out-of-order"])
def test_643a_7_d_seat_without_three_equal_wagers_is_refused_and_dealt_no_cards(
        bets: list[tuple[Wager, int]]) -> None:
    rs = rules(MANUAL)
    wagers = three(2, 5) + [W(5, bet, amount) for bet, amount in bets] + [W(5, THREE_CARD, 5)]
    obs = Table(rs).play(RoundScript(wagers=tuple(wagers), deck=stacked(rs, {}, [2])))
    assert "seat 5" not in obs.hands
    assert all(d.position != "seat 5" for d in obs.dealt)
    assert [d.position for d in obs.dealt] == ["seat 2", COMMUNITY] * 2 + ["seat 2"]
    assert obs.lines_for(5) == []
    refused = {r.wager for r in obs.refusals if r.seat == 5}
    assert refused == {bet for bet, _ in bets} | {THREE_CARD}
    assert obs.wagered == 3 * usd(5)


def test_643a_7_d_unequal_second_wager_is_refused_when_placed() -> None:
    rnd = Table(rules(MANUAL)).new_round()
    rnd.place(3, BET_1, 500)
    with pytest.raises(IllegalAction) as err:
        rnd.place(3, BET_2, 1000)
    assert err.value.reason is Reason.AMOUNT_NOT_ALLOWED
    assert err.value.citation == "643a.7(d)"


def test_643a_7_d_bets_outside_the_table_limits_are_refused() -> None:
    rnd = Table(rules(MANUAL)).new_round()
    with pytest.raises(IllegalAction) as err:
        rnd.place(3, BET_1, 499)
    assert err.value.reason is Reason.AMOUNT_NOT_ALLOWED


# =========================================================================== decisions
def test_643a_11_b_d_bet_1_for_every_player_clockwise_then_bet_2_clockwise() -> None:
    rs = rules(MANUAL)
    rnd = Table(rs).new_round()
    for seat in (5, 1, 3):
        for bet in BETS:
            rnd.place(seat, bet, 500)
    rnd.no_more_bets()
    rnd.deal(stacked(rs, {1: "2c 3c 4d", 3: "5c 6c 7d", 5: "8c 9c Td", COMMUNITY: "Qh Ks"}))
    assert rnd.pending_decisions() == [(1, BET_1), (3, BET_1), (5, BET_1)]

    def revealed() -> list[str]:
        return [e.detail for e in rnd.events if e.kind is EventKind.COMMUNITY_CARD_REVEALED]

    rnd.decide(1, RIDE)
    rnd.decide(3, WITHDRAW)
    assert revealed() == []  # 643a.11(c): only after each player decided on Bet Number 1
    rnd.decide(5, RIDE)
    assert len(revealed()) == 1 and "Qh" in revealed()[0]
    assert rnd.pending_decisions() == [(1, BET_2), (3, BET_2), (5, BET_2)]
    rnd.decide(1, WITHDRAW)
    rnd.decide(3, RIDE)  # 643a.11(d): "regardless of the decision made concerning Bet Number 1"
    assert len(revealed()) == 1
    rnd.decide(5, WITHDRAW)
    assert len(revealed()) == 2 and "Ks" in revealed()[1]  # 643a.11(e)
    obs = rnd.settle()
    assert [(d.seat, d.choice, d.wager) for d in obs.decisions] == [
        (1, RIDE, BET_1), (3, WITHDRAW, BET_1), (5, RIDE, BET_1),
        (1, WITHDRAW, BET_2), (3, RIDE, BET_2), (5, WITHDRAW, BET_2)]
    assert only(obs, 3, BET_2).outcome is not Outcome.WITHDRAWN
    assert only(obs, 1, BET_1).outcome is not Outcome.WITHDRAWN


def test_643a_11_b_out_of_turn_decisions_are_refused() -> None:
    rs = rules(MANUAL)
    rnd = Table(rs).new_round()
    for seat in (2, 6):
        for bet in BETS:
            rnd.place(seat, bet, 500)
    rnd.no_more_bets()
    rnd.deal(stacked(rs, {}, [2, 6]))
    with pytest.raises(IllegalAction) as err:
        rnd.decide(6, RIDE)
    assert (err.value.reason, err.value.citation) == (Reason.OUT_OF_TURN, "643a.11(b)")
    with pytest.raises(IllegalAction) as early:
        rnd.decide(2, RIDE, BET_2)  # Bet Number 2 before every Bet Number 1 decision
    assert early.value.reason is Reason.OUT_OF_TURN
    rnd.decide(2, RIDE)
    rnd.decide(6, RIDE)
    with pytest.raises(IllegalAction) as err2:
        rnd.decide(6, RIDE)
    assert (err2.value.reason, err2.value.citation) == (Reason.OUT_OF_TURN, "643a.11(d)")
    with pytest.raises(IllegalAction):
        rnd.decide(2, Choice.FOLD)  # a Let It Ride player lets it ride or withdraws


def test_643a_11_b_2_a_withdrawn_bet_is_returned_at_the_decision() -> None:
    rs = rules(MANUAL)
    rnd = Table(rs).new_round()
    for bet in BETS:
        rnd.place(4, bet, 1000)
    rnd.no_more_bets()
    rnd.deal(stacked(rs, {}, [4]))
    rnd.decide(4, WITHDRAW)
    assert [(s.wager, s.outcome, s.returned, s.paid) for s in rnd.lines] == [
        (BET_1, Outcome.WITHDRAWN, 1000, 0)]
    rnd.decide(4, WITHDRAW)
    assert [(s.wager, s.outcome, s.returned) for s in rnd.lines] == [
        (BET_1, Outcome.WITHDRAWN, 1000), (BET_2, Outcome.WITHDRAWN, 1000)]
    obs = rnd.settle()
    assert [s.wager for s in obs.lines_for(4)] == [BET_1, BET_2, BET_3]
    assert len(obs.lines_for(4, BET_1)) == 1  # not settled again


@pytest.mark.parametrize(("first", "second"), [(WITHDRAW, RIDE), (RIDE, WITHDRAW), (WITHDRAW, WITHDRAW)])
def test_643a_11_d_bet_2_decision_is_independent_of_bet_1(first: Choice, second: Choice) -> None:
    rs = rules(MANUAL)
    obs = play(rs, three(3, 10), {3: "Ks Kd 4c", COMMUNITY: "7h 2s"},
               decisions=[Decision(3, first, BET_1), Decision(3, second, BET_2)])
    for bet, choice in ((BET_1, first), (BET_2, second)):
        line = only(obs, 3, bet)
        if choice is WITHDRAW:
            assert (line.outcome, line.paid, line.returned) == (Outcome.WITHDRAWN, 0, usd(10))
        else:
            assert (line.outcome, line.paid, line.returned) == (Outcome.WON, usd(10), usd(10))
    bet3 = only(obs, 3, BET_3)  # Bet Number 3 always stands
    assert (bet3.outcome, bet3.paid) == (Outcome.WON, usd(10))


# =========================================================================== settlement
def test_643a_11_f_settles_counterclockwise_from_the_dealers_right() -> None:
    rs = rules(MANUAL)
    obs = play(rs, three(1, 5) + three(3, 5) + three(6, 5),
               {1: "2c 3d 7h", 3: "4c 5d 9h", 6: "8c Jd 6h", COMMUNITY: "Ks Qs"})
    assert [s.seat for s in obs.settlements] == [6, 6, 6, 3, 3, 3, 1, 1, 1]


def test_643a_11_f_3_let_it_ride_wagers_then_bonus_then_three_card_bonus() -> None:
    rs = rules(MANUAL)
    wagers = [W(2, THREE_CARD, 5), W(2, BONUS, 1), *three(2, 5), *three(4, 5), W(4, BONUS, 1)]
    obs = play(rs, wagers, {2: "Ah Ad 9c", 4: "2c 3d 7h", COMMUNITY: "Ac 4s"})
    assert [(s.seat, s.wager) for s in obs.settlements] == [
        (4, BET_1), (4, BET_2), (4, BET_3), (4, BONUS),
        (2, BET_1), (2, BET_2), (2, BET_3), (2, BONUS), (2, THREE_CARD)]
    assert only(obs, 2, BET_1).paid == 3 * usd(5)  # three aces, 3 to 1
    assert only(obs, 2, BONUS).paid == usd(5)  # Paytable B: $5
    assert only(obs, 2, THREE_CARD).paid == usd(5)  # a pair, 1 to 1


def test_643a_11_f_withdrawals_first_then_counterclockwise() -> None:
    rs = rules(MANUAL)
    obs = play(rs, three(1, 5) + three(5, 5), {1: "2c 3d 7h", 5: "4c 5d 9h", COMMUNITY: "Ks Qs"},
               decisions=[Decision(1, WITHDRAW, BET_1), Decision(5, WITHDRAW, BET_1),
                          Decision(1, WITHDRAW, BET_2)])
    assert [(s.seat, s.wager, s.outcome) for s in obs.settlements] == [
        (1, BET_1, Outcome.WITHDRAWN), (5, BET_1, Outcome.WITHDRAWN), (1, BET_2, Outcome.WITHDRAWN),
        (5, BET_2, Outcome.LOST), (5, BET_3, Outcome.LOST), (1, BET_3, Outcome.LOST)]
    assert obs.table_result == 3 * usd(5)


LIR_ROWS = [  # 643a.12(a): Paytable A, B; (player's three, community two)
    ("Royal Flush", "As Ks Qs", "Js Ts", (1000, 500)),
    ("Straight Flush", "9h 8h 7h", "6h 5h", (200, 200)),
    ("Four-of-a-kind", "9s 9h 9d", "9c 2s", (50, 50)),
    ("Full House", "9s 9h 9d", "2c 2s", (11, 11)),
    ("Flush", "2d 7d 9d", "Jd 4d", (8, 8)),
    ("Straight", "5s 6h 7d", "8c 9s", (5, 5)),
    ("Straight, ace low", "As 2h 3d", "4c 5s", (5, 5)),
    ("Three-of-a-kind", "5s 5h 5d", "8c Ks", (3, 3)),
    ("Two Pair", "5s 5h Kd", "Kc 2s", (2, 2)),
    ("Pair of tens", "Ts Th 3d", "8c 2s", (1, 1)),
    ("Pair of aces on the board", "Kh 7d 3c", "As Ad", (1, 1)),
]


@pytest.mark.parametrize("letter", ["A", "B"])
@pytest.mark.parametrize(("hand", "player", "community", "odds"), LIR_ROWS,
                         ids=[r[0] for r in LIR_ROWS])
def test_643a_12_a_let_it_ride_every_row(letter: str, hand: str, player: str, community: str,
                                         odds: tuple[int, int]) -> None:
    rs = rules(MANUAL, ("paytable: A                # 643a.12(a)", f"paytable: {letter}"))
    obs = play(rs, three(3, 5), {3: player, COMMUNITY: community})
    expected = odds["AB".index(letter)]
    for bet in BETS:
        line = only(obs, 3, bet)
        assert line.outcome is Outcome.WON
        assert (line.paid, line.returned) == (expected * usd(5), usd(5))
        assert line.odds == f"{expected:,} to 1"
    assert obs.table_result == -3 * expected * usd(5)


@pytest.mark.parametrize(("player", "community"), [
    ("9s 9h 3d", "8c 2s"),  # a pair of nines loses
    ("2s 2h 3d", "8c Ks"),
    ("Ah Kd 3c", "8s 2d"),  # high card
    ("2d 7d 9d", "Jd 4s"),  # four to a flush
], ids=["pair-of-nines", "pair-of-twos", "high-card", "four-flush"])
def test_643a_12_a_hands_below_a_pair_of_tens_lose(player: str, community: str) -> None:
    obs = play(rules(MANUAL), three(3, 5), {3: player, COMMUNITY: community})
    for bet in BETS:
        line = only(obs, 3, bet)
        assert (line.outcome, line.paid, line.returned) == (Outcome.LOST, 0, 0)
    assert obs.table_result == 3 * usd(5)


BONUS_ROWS = [  # 643a.12(b): Paytable A, B, C in dollars; 0 where the table prints "$0"
    ("Royal Flush", "As Ks Qs", "Js Ts", (25_000, 20_000, 20_000)),
    ("Straight Flush", "9h 8h 7h", "6h 5h", (2_500, 2_000, 2_000)),
    ("Four-of-a-kind", "9s 9h 9d", "9c 2s", (400, 200, 100)),
    ("Full House", "9s 9h 9d", "2c 2s", (200, 75, 75)),
    ("Flush", "2d 7d 9d", "Jd 4d", (50, 50, 50)),
    ("Straight", "5s 6h 7d", "8c 9s", (25, 25, 25)),
    ("Three-of-a-kind", "5s 5h 5d", "8c Ks", (5, 5, 9)),
    ("Two Pair", "5s 5h Kd", "Kc 2s", (0, 4, 6)),
    ("Pair—Tens or better", "Ts Th 3d", "8c 2s", (0, 1, 0)),
    ("Pair of nines", "9s 9h 3d", "8c 2s", (0, 0, 0)),
    ("High card", "Ah Kd 3c", "8s 2d", (0, 0, 0)),
]


@pytest.mark.parametrize("letter", ["A", "B", "C"])
@pytest.mark.parametrize(("hand", "player", "community", "amounts"), BONUS_ROWS,
                         ids=[r[0] for r in BONUS_ROWS])
def test_643a_12_b_let_it_ride_bonus_every_row_fixed_amounts_wager_collected(
        letter: str, hand: str, player: str, community: str, amounts: tuple[int, int, int]) -> None:
    rs = rules(MANUAL, ("    paytable: B\n", f"    paytable: {letter}\n"))
    obs = play(rs, [*three(3, 5), W(3, BONUS, 1)], {3: player, COMMUNITY: community})
    line = only(obs, 3, BONUS)
    expected = amounts["ABC".index(letter)]
    if expected == 0:
        assert (line.outcome, line.paid, line.returned) == (Outcome.LOST, 0, 0)
    else:
        assert line.outcome is Outcome.WON
        assert line.paid == usd(expected)  # the amount, the $1 having been collected (643a.8(b))
        assert line.returned == 0


THREE_CARD_ROWS = [  # 643a.12(c): Paytable A-F, "to 1"
    ("Mini-royal", "Ah Kh Qh", (40, 40, 40, 50, 50, 50)),
    ("Mini-royal of spades", "As Ks Qs", (40, 40, 40, 50, 50, 50)),
    ("Straight Flush", "9h 8h 7h", (40, 40, 40, 40, 40, 40)),
    ("Three-of-a-kind", "5s 5h 5d", (30, 30, 30, 30, 30, 30)),
    ("Straight", "5s 6h 7d", (6, 5, 6, 6, 5, 6)),
    ("Flush", "2d 7d 9d", (4, 4, 3, 4, 4, 3)),
    ("Pair", "Ts Th 3d", (1, 1, 1, 1, 1, 1)),
    ("Pair of twos", "2s 2h 9d", (1, 1, 1, 1, 1, 1)),
]


@pytest.mark.parametrize("letter", list("ABCDEF"))
@pytest.mark.parametrize(("hand", "player", "odds"), THREE_CARD_ROWS, ids=[r[0] for r in THREE_CARD_ROWS])
def test_643a_12_c_three_card_bonus_every_row(letter: str, hand: str, player: str,
                                              odds: tuple[int, ...]) -> None:
    rs = rules(MANUAL, ("three_card_bonus: D        # 643a.12(c)", f"three_card_bonus: {letter}"))
    obs = play(rs, [*three(3, 5), W(3, THREE_CARD, 10)], {3: player, COMMUNITY: "Jc 4c"})
    line = only(obs, 3, THREE_CARD)
    expected = odds["ABCDEF".index(letter)]
    assert line.outcome is Outcome.WON
    assert (line.paid, line.returned) == (expected * usd(10), usd(10))


def test_643a_12_c_three_card_bonus_on_the_players_own_three_cards_only() -> None:
    # the community pairs the player's king: a Let It Ride pair, but no Three Card pair
    obs = play(rules(MANUAL), [*three(3, 5), W(3, THREE_CARD, 10)], {3: "Kh 9d 3c", COMMUNITY: "Ks 2d"})
    assert only(obs, 3, BET_1).outcome is Outcome.WON
    line = only(obs, 3, THREE_CARD)
    assert (line.outcome, line.paid, line.returned) == (Outcome.LOST, 0, 0)


def test_643a_12_d_payout_limit_applies_to_the_let_it_ride_wagers_only() -> None:
    rs = rules(MANUAL)  # $50,000 maximum, Paytable A, bonus Paytable B, three card D
    obs = play(rs, [*three(5, 20), W(5, BONUS, 1), W(5, THREE_CARD, 20)],
               {5: "As Ks Qs", COMMUNITY: "Js Ts"})
    bets = [only(obs, 5, bet) for bet in BETS]
    # at 1,000 to 1 the three $20 wagers would win $60,000; the hand pays at most $50,000
    assert sum(line.paid for line in bets) == usd(50_000)
    assert all(line.returned == usd(20) for line in bets)
    assert only(obs, 5, BONUS).paid == usd(20_000)  # not limited
    assert only(obs, 5, THREE_CARD).paid == 50 * usd(20)  # not limited
    assert sum(s.paid for s in obs.settlements) > usd(50_000)


def test_643a_12_d_no_limit_below_the_maximum() -> None:
    obs = play(rules(MANUAL), three(5, 10), {5: "As Ks Qs", COMMUNITY: "Js Ts"})
    assert [only(obs, 5, bet).paid for bet in BETS] == [usd(10_000)] * 3


def test_643a_12_d_limit_counts_only_the_wagers_left_riding() -> None:
    obs = play(rules(MANUAL), three(5, 25), {5: "As Ks Qs", COMMUNITY: "Js Ts"},
               decisions=[Decision(5, WITHDRAW, BET_1)])
    # two $25 wagers at 1,000 to 1 win $50,000: exactly the maximum, nothing cut
    assert [only(obs, 5, bet).paid for bet in (BET_2, BET_3)] == [usd(25_000)] * 2


def test_643a_12_d_limit_is_per_player() -> None:
    obs = play(rules(MANUAL), three(2, 20) + three(5, 20), {2: "9h 8h 7h", 5: "As Ks Qs",
                                                           COMMUNITY: "Js Ts"})
    assert sum(only(obs, 5, bet).paid for bet in BETS) == usd(50_000)
    assert sum(only(obs, 2, bet).paid for bet in BETS) == 3 * 5 * usd(20)  # J-high straight, 5 to 1


# =========================================================================== bonus wagers
def test_643a_8_b_bonus_wagers_refused_after_no_more_bets_and_counted_when_collected() -> None:
    rs = rules(MANUAL)
    wagers = [*three(1, 5), W(1, BONUS, 1), *three(3, 5), W(3, BONUS, 1),
              *three(6, 5), W(6, BONUS, 1, late=True),
              W(7, BET_1, 5), W(7, BET_2, 5), W(7, BONUS, 1)]  # seat 7 lacks Bet Number 3
    obs = play(rs, wagers, {1: "2c 3d 7h", 3: "4c 5d 9h", 6: "8c Jd 6h", COMMUNITY: "Ks Qs"},
               seats=[1, 3, 6])
    late = [r for r in obs.refusals if r.seat == 6]
    assert [(r.wager, r.reason, r.citation) for r in late] == [
        (BONUS, Reason.AFTER_NO_MORE_BETS, "643a.8(b)")]
    assert obs.lines_for(6, BONUS) == []
    assert bonus_count(obs) == 2  # seats 1 and 3
    assert [s.seat for s in obs.settlements if s.wager is BONUS] == [3, 1]
    kinds = [e.kind for e in obs.events]
    assert kinds.index(EventKind.NO_MORE_BETS) < kinds.index(EventKind.WAGERS_COLLECTED)


def test_643a_8_b_wagers_collected_event_counts_zero_when_none_placed() -> None:
    obs = play(rules(MANUAL), three(1, 5), {1: "2c 3d 7h", COMMUNITY: "Ks Qs"})
    assert bonus_count(obs) == 0


@pytest.mark.parametrize(("wager", "dollars", "reason"), [
    (BONUS, 5, Reason.AMOUNT_NOT_ALLOWED),  # the table's Let It Ride Bonus Wager is $1
    (THREE_CARD, 4, Reason.AMOUNT_NOT_ALLOWED),
])
def test_643a_7_e_f_optional_wager_amounts(wager: Wager, dollars: float, reason: Reason) -> None:
    rnd = Table(rules(MANUAL)).new_round()
    for bet in BETS:
        rnd.place(1, bet, 500)
    with pytest.raises(IllegalAction) as err:
        rnd.place(1, wager, usd(dollars))
    assert err.value.reason is reason


@pytest.mark.parametrize("wager", [BONUS, THREE_CARD])
def test_643a_7_e_f_optional_wagers_not_offered_are_refused(wager: Wager) -> None:
    rnd = Table(rules(AUTOMATED)).new_round()
    for bet in BETS:
        rnd.place(1, bet, 2500)
    with pytest.raises(IllegalAction) as err:
        rnd.place(1, wager, 2500 if wager is THREE_CARD else 100)
    assert err.value.reason is Reason.NOT_OFFERED


def test_643a_8_b_all_wagers_refused_after_no_more_bets() -> None:
    rnd = Table(rules(MANUAL)).new_round()
    for bet in BETS:
        rnd.place(1, bet, 500)
    rnd.no_more_bets()
    for wager, amount in ((BET_1, 500), (THREE_CARD, 500), (BONUS, 100)):
        with pytest.raises(IllegalAction) as err:
            rnd.place(2, wager, amount)
        assert err.value.reason is Reason.AFTER_NO_MORE_BETS


@pytest.mark.parametrize(("dealing", "citation"), [
    ("manual dealing shoe", "643a.8(b)"),
    ("hand", "643a.9(a)(3)"),
    ("automated dealing shoe", "643a.10(a)(2)"),
])
def test_643a_8_b_9_a_3_10_a_2_bonus_lockout_cites_the_dealing_method_in_use(
        dealing: str, citation: str) -> None:
    """"No more bets", the lock-out of further Let It Ride Bonus Wagers and their count are
    643a.8(b) for a manual shoe, 643a.9(a)(3) from the hand and 643a.10(a)(2) for an
    automated shoe."""
    rs = rules(MANUAL, ("dealing: manual dealing shoe", f"dealing: {dealing}"))
    obs = play(rs, [*three(1, 5), W(1, BONUS, 1), *three(2, 5), W(2, BONUS, 1, late=True)],
               {1: "2c 3d 7h", 2: "4c 5d 9h", COMMUNITY: "Ks Qs"}, seats=[1, 2])
    collected = [e for e in obs.events if e.kind is EventKind.WAGERS_COLLECTED]
    assert [e.citation for e in collected] == [citation]
    late = [r for r in obs.refusals if r.seat == 2]
    assert [(r.wager, r.reason, r.citation) for r in late] == [
        (BONUS, Reason.AFTER_NO_MORE_BETS, citation)]
