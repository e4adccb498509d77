"""Three Card Poker rounds against the regulation text: chapter 649a (dealing 649a.8-649a.10,
decisions and settlement 649a.11, payouts 649a.12, wagers 649a.7) and the 2010 edition's
progressive with the Envy Bonus (565.7, 565.11, 565.11a, 565.12).

Every expectation below is written from the regulation's words (odds, amounts, orders),
never read back from the oracle's own paytables.
"""

from __future__ import annotations

import pytest
from roundkit import W, kinds, only, play, rules, stacked, usd

from tablecert.oracle.card_games import RulesSubmission, Table
from tablecert.oracle.cards import FULL_DECK, parse_cards
from tablecert.oracle.round import (
    DEALER,
    Choice,
    Decision,
    EventKind,
    IllegalAction,
    Observation,
    Outcome,
    Reason,
    RoundScript,
    Source,
)
from tablecert.oracle.wagers import Wager

PAYTABLE_A = "pa-649a-paytable-A"  # manual shoe, every optional wager, $1 progressive A, 14%
MINIMAL = "pa-649a-minimal"  # dealt by hand, Ante/Play and Pair Plus only, $10-$1,000
VERSION_E = "pa-649a-version-e"  # 649a.7(e)(1), automated shoe, 6 seats, 2 decks
EDITION_565 = "pa-565-progressive-5"  # $5 progressive, Payout Table B

ANTE, PLAY, PAIR_PLUS = Wager.ANTE, Wager.PLAY, Wager.PAIR_PLUS
PROGRESSIVE, SIX_CARD, ANTE_BONUS, ENVY = (
    Wager.PROGRESSIVE, Wager.SIX_CARD_BONUS, Wager.ANTE_BONUS, Wager.ENVY_BONUS)


# --------------------------------------------------------------------------- helpers
def refusal(obs: Observation, seat: int, wager: Wager):  # type: ignore[no-untyped-def]
    found = [r for r in obs.refusals if r.seat == seat and r.wager is wager]
    assert len(found) == 1, f"expected one refusal of seat {seat}'s {wager.value}: {obs.refusals}"
    return found[0]


JUNK = "9c 6d 2h"  # a high-card hand that wins nothing anywhere
NON_QUALIFYING = "Jc 8s 3d"  # jack high: below a queen high


# =========================================================================== dealing
def test_649a_8_d_manual_shoe_deals_one_card_at_a_time_clockwise_dealer_last() -> None:
    rs = rules(PAYTABLE_A)
    first = parse_cards("2s 3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks")
    deck = first + tuple(c for c in FULL_DECK if c not in first)
    table = Table(rs)
    obs = table.play(RoundScript(wagers=(W(7, ANTE, 5), W(2, ANTE, 5), W(5, PAIR_PLUS, 5)), deck=deck))
    order = ["seat 2", "seat 5", "seat 7", "dealer"] * 3
    assert [d.position for d in obs.dealt] == order
    assert [d.card for d in obs.dealt] == list(deck[:12])
    assert obs.hands["seat 2"] == parse_cards("2s 6s Ts")
    assert obs.hands["seat 5"] == parse_cards("3s 7s Js")
    assert obs.hands["seat 7"] == parse_cards("4s 8s Qs")
    assert obs.hands[DEALER] == parse_cards("5s 9s Ks")


def test_649a_9_b_hand_dealing_is_one_card_at_a_time_clockwise_dealer_last() -> None:
    rs = rules(MINIMAL)
    deck = stacked(rs, {}, [1])
    obs = Table(rs).play(RoundScript(wagers=(W(3, ANTE, 10), W(1, PAIR_PLUS, 10)), deck=deck))
    assert [d.position for d in obs.dealt] == ["seat 1", "seat 3", "dealer"] * 3
    assert [d.card for d in obs.dealt] == list(deck[:9])


def test_649a_10_b_automated_shoe_deals_a_stack_of_three_to_each_player_then_the_dealer() -> None:
    rs = rules(VERSION_E)
    deck = stacked(rs, {}, [1])
    obs = Table(rs).play(RoundScript(wagers=(W(6, ANTE, 5), W(1, ANTE, 5), W(4, ANTE, 5)), deck=deck))
    assert [d.position for d in obs.dealt] == (
        ["seat 1"] * 3 + ["seat 4"] * 3 + ["seat 6"] * 3 + ["dealer"] * 3)
    assert [d.card for d in obs.dealt] == list(deck[:12])
    assert obs.hands["seat 4"] == deck[3:6]
    assert obs.hands[DEALER] == deck[9:12]


def test_649a_8_d_only_seats_that_placed_a_wager_are_dealt() -> None:
    rs = rules(PAYTABLE_A)
    deck = stacked(rs, {}, [1])
    wagers = (
        W(1, ANTE, 5),
        W(3, ANTE, 4),  # below the $5 minimum: refused, so seat 3 placed no wager
        W(4, PAIR_PLUS, 5),  # a Pair Plus Wager alone is a wager in accordance with 649a.7
        W(6, SIX_CARD, 5),  # refused: needs an Ante or a Pair Plus first
    )
    obs = Table(rs).play(RoundScript(wagers=wagers, deck=deck))
    assert {d.position for d in obs.dealt} == {"seat 1", "seat 4", "dealer"}
    assert [d.position for d in obs.dealt] == ["seat 1", "seat 4", "dealer"] * 3
    assert "seat 3" not in obs.hands and "seat 6" not in obs.hands
    assert all(len(cards) == 3 for cards in obs.hands.values())


def test_649a_8_d_no_cards_dealt_to_a_seat_whose_wagers_were_all_placed_late() -> None:
    rs = rules(PAYTABLE_A)
    obs = Table(rs).play(RoundScript(wagers=(W(2, ANTE, 5), W(5, ANTE, 5, late=True)),
                                     deck=stacked(rs, {}, [2])))
    assert refusal(obs, 5, ANTE).reason is Reason.AFTER_NO_MORE_BETS
    assert [d.position for d in obs.dealt] == ["seat 2", "dealer"] * 3


# =========================================================================== decisions
def test_649a_11_b_players_with_an_ante_decide_clockwise_from_the_dealers_left() -> None:
    rs = rules(PAYTABLE_A)
    table = Table(rs)
    rnd = table.new_round()
    for seat in (6, 2, 4):
        rnd.place(seat, ANTE, 500)
    rnd.place(3, PAIR_PLUS, 500)  # no Ante: the dealer does not ask seat 3
    rnd.no_more_bets()
    rnd.deal(stacked(rs, {}, [2, 3, 4, 6]))
    assert [s for s, _ in rnd.pending_decisions()] == [2, 4, 6]
    rnd.decide(2, Choice.PLAY)
    rnd.decide(4, Choice.FOLD)
    assert [s for s, _ in rnd.pending_decisions()] == [6]
    rnd.decide(6, Choice.PLAY)
    obs = rnd.settle()
    assert [(d.seat, d.choice) for d in obs.decisions] == [
        (2, Choice.PLAY), (4, Choice.FOLD), (6, Choice.PLAY)]
    assert only(obs, 2, PLAY).amount == 500  # "a Play Wager in an amount equal to the Ante"


def test_649a_11_b_out_of_turn_decision_is_refused() -> None:
    rs = rules(PAYTABLE_A)
    rnd = Table(rs).new_round()
    rnd.place(2, ANTE, 500)
    rnd.place(5, ANTE, 500)
    rnd.no_more_bets()
    rnd.deal(stacked(rs, {}, [2, 5]))
    with pytest.raises(IllegalAction) as err:
        rnd.decide(5, Choice.PLAY)
    assert err.value.reason is Reason.OUT_OF_TURN
    assert err.value.citation == "649a.11(b)"
    rnd.decide(2, Choice.PLAY)
    with pytest.raises(IllegalAction) as again:
        rnd.decide(2, Choice.FOLD)  # seat 2 already decided; seat 5 is next
    assert again.value.reason is Reason.OUT_OF_TURN
    rnd.decide(5, Choice.FOLD)
    obs = rnd.settle()
    assert [(d.seat, d.choice) for d in obs.decisions] == [(2, Choice.PLAY), (5, Choice.FOLD)]


def test_649a_11_b_a_pair_plus_only_player_is_never_asked_to_decide() -> None:
    rs = rules(PAYTABLE_A)
    rnd = Table(rs).new_round()
    rnd.place(1, PAIR_PLUS, 500)
    rnd.place(2, ANTE, 500)
    rnd.no_more_bets()
    rnd.deal(stacked(rs, {}, [1, 2]))
    with pytest.raises(IllegalAction) as err:
        rnd.decide(1, Choice.PLAY)
    assert err.value.reason is Reason.OUT_OF_TURN
    assert rnd.pending_decisions() == [(2, None)]


def test_649a_11_c_settlement_waits_for_every_decision() -> None:
    rs = rules(PAYTABLE_A)
    rnd = Table(rs).new_round()
    rnd.place(1, ANTE, 500)
    rnd.no_more_bets()
    rnd.deal(stacked(rs, {}, [1]))
    with pytest.raises(IllegalAction):
        rnd.settle()


def test_649a_7_c_a_play_wager_is_made_only_as_a_decision() -> None:
    rnd = Table(rules(PAYTABLE_A)).new_round()
    with pytest.raises(IllegalAction) as err:
        rnd.place(1, PLAY, 500)
    assert err.value.reason is Reason.NOT_ALLOWED_NOW


# =========================================================================== forfeits
def test_649a_11_b_1_folding_forfeits_the_ante_and_the_pair_plus_even_with_a_paying_hand() -> None:
    rs = rules(PAYTABLE_A)
    obs = play(rs, [W(2, ANTE, 10), W(2, PAIR_PLUS, 10), W(5, ANTE, 10)],
               {2: "7h 7d 2c", 5: JUNK, DEALER: "Kd Qc 3s"},
               decisions=[Decision(2, Choice.FOLD)])
    ante, pair_plus = only(obs, 2, ANTE), only(obs, 2, PAIR_PLUS)
    for line in (ante, pair_plus):
        assert line.outcome is Outcome.FORFEITED
        assert (line.paid, line.returned) == (0, 0)
    assert obs.lines_for(2, PLAY) == [] and obs.lines_for(2, ANTE_BONUS) == []
    # "the dealer shall collect all forfeited wagers" before turning to the players in turn
    assert obs.settlements[:2] == (ante, pair_plus)
    assert obs.settlements[2].seat == 5


def test_649a_11_b_folding_with_a_straight_forfeits_the_ante_bonus() -> None:
    rs = rules(PAYTABLE_A)
    obs = play(rs, [W(3, ANTE, 10)], {3: "5h 6d 7c", DEALER: NON_QUALIFYING},
               decisions=[Decision(3, Choice.FOLD)])
    assert [(s.wager, s.outcome) for s in obs.settlements] == [(ANTE, Outcome.FORFEITED)]
    assert obs.table_result == usd(10)


def test_649a_11_b_2_folding_forfeits_the_progressive_but_keeps_the_envy_bonus() -> None:
    rs = rules(PAYTABLE_A)
    obs = play(rs, [W(1, ANTE, 5), W(1, PROGRESSIVE, 1), W(4, ANTE, 5)],
               {1: JUNK, 4: "Ah Kh Qh", DEALER: NON_QUALIFYING},
               decisions=[Decision(1, Choice.FOLD)])
    assert only(obs, 1, ANTE).outcome is Outcome.FORFEITED
    progressive = only(obs, 1, PROGRESSIVE)
    assert progressive.outcome is Outcome.FORFEITED
    assert (progressive.paid, progressive.returned) == (0, 0)
    envy = only(obs, 1, ENVY)
    assert envy.outcome is Outcome.WON
    assert envy.paid == usd(25)  # 649a.12(e)(5), $1 wager, another player's A-K-Q of hearts
    assert envy.returned == 0


def test_649a_11_b_3_folding_does_not_forfeit_the_six_card_bonus_which_is_still_settled() -> None:
    rs = rules(PAYTABLE_A)
    # seat 2's 9h 7h 2c with the dealer's Kh 5h 3h: a flush on the best five of six
    obs = play(rs, [W(2, ANTE, 10), W(2, PAIR_PLUS, 10), W(2, SIX_CARD, 5)],
               {2: "9h 7h 2c", DEALER: "Kh 5h 3h"}, decisions=[Decision(2, Choice.FOLD)])
    assert only(obs, 2, ANTE).outcome is Outcome.FORFEITED
    assert only(obs, 2, PAIR_PLUS).outcome is Outcome.FORFEITED
    six = only(obs, 2, SIX_CARD)
    assert six.outcome is Outcome.WON
    assert (six.paid, six.returned) == (20 * usd(5), usd(5))  # Flush 20 to 1 (Paytable A)
    assert [s.wager for s in obs.settlements] == [ANTE, PAIR_PLUS, SIX_CARD]


def test_649a_11_b_3_a_folded_players_losing_six_card_bonus_is_collected_not_forfeited() -> None:
    rs = rules(PAYTABLE_A)
    obs = play(rs, [W(2, ANTE, 10), W(2, SIX_CARD, 5)], {2: JUNK, DEALER: "Kd 8s 3c"},
               decisions=[Decision(2, Choice.FOLD)])
    six = only(obs, 2, SIX_CARD)
    assert six.outcome is Outcome.LOST


# =========================================================================== settlement order
def test_649a_11_c_settles_counterclockwise_from_the_dealers_right() -> None:
    rs = rules(PAYTABLE_A)
    obs = play(rs, [W(s, ANTE, 5) for s in (1, 3, 6)] + [W(s, PAIR_PLUS, 5) for s in (1, 3, 6)],
               {1: JUNK, 3: "Tc 5d 4h", 6: "8d 7c 3s", DEALER: NON_QUALIFYING})
    seats = [s.seat for s in obs.settlements]
    assert seats == [6, 6, 6, 3, 3, 3, 1, 1, 1]


def test_649a_11_c_within_a_player_ante_play_ante_bonus_pair_plus_progressive_envy_six_card() -> None:
    rs = rules(PAYTABLE_A)
    wagers = [W(3, ANTE, 10), W(3, PAIR_PLUS, 5), W(3, PROGRESSIVE, 1), W(3, SIX_CARD, 5),
              W(1, ANTE, 5)]
    obs = play(rs, wagers, {3: "Ah Kh Qh", 1: "Ad Kd Qd", DEALER: "Jh Th 2c"})
    assert [s.wager for s in obs.lines_for(3)] == [
        ANTE, PLAY, ANTE_BONUS, PAIR_PLUS, PROGRESSIVE, ENVY, SIX_CARD]
    assert only(obs, 3, SIX_CARD).paid == 1000 * usd(5)  # royal flush on six cards
    assert only(obs, 3, PROGRESSIVE).paid == 500 * usd(1)  # 500 for 1
    assert only(obs, 3, ENVY).paid == usd(25)  # for seat 1's A-K-Q of diamonds


def test_649a_11_c_forfeits_come_first_in_decision_order_then_counterclockwise() -> None:
    rs = rules(PAYTABLE_A)
    obs = play(rs, [W(s, ANTE, 5) for s in (1, 2, 4, 5)],
               {1: JUNK, 2: "8c 5d 3h", 4: "Tc 4d 2s", 5: "7c 5s 2d", DEALER: NON_QUALIFYING},
               decisions=[Decision(2, Choice.FOLD), Decision(4, Choice.FOLD)])
    assert [(s.seat, s.outcome) for s in obs.settlements] == [
        (2, Outcome.FORFEITED), (4, Outcome.FORFEITED),
        (5, Outcome.WON), (5, Outcome.RETURNED), (1, Outcome.WON), (1, Outcome.RETURNED)]


def test_649a_11_c_dealer_cards_revealed_before_any_player_is_settled() -> None:
    rs = rules(PAYTABLE_A)
    obs = play(rs, [W(1, ANTE, 5)], {1: JUNK, DEALER: "Qs 3h 2d"})
    ks = kinds(obs)
    assert ks.index(EventKind.DEALER_REVEALED) < ks.index(EventKind.DEALER_QUALIFIES)
    revealed = next(e for e in obs.events if e.kind is EventKind.DEALER_REVEALED)
    assert set(revealed.detail.split()) == {"Qs", "3h", "2d"}


# =========================================================================== Ante and Play
def test_649a_11_c_3_i_dealer_below_queen_high_pays_ante_returns_play() -> None:
    rs = rules(PAYTABLE_A)
    # the player's hand is lower than the dealer's: the Ante is paid all the same
    obs = play(rs, [W(2, ANTE, 25)], {2: "9c 6d 2h", DEALER: "Jd Tc 8s"})
    assert obs.dealer_qualifies is False
    assert EventKind.DEALER_DOES_NOT_QUALIFY in kinds(obs)
    ante, play_ = only(obs, 2, ANTE), only(obs, 2, PLAY)
    assert (ante.outcome, ante.paid, ante.returned) == (Outcome.WON, usd(25), usd(25))
    assert (play_.outcome, play_.paid, play_.returned) == (Outcome.RETURNED, 0, usd(25))
    assert obs.table_result == -usd(25)


@pytest.mark.parametrize("dealer", ["Qs 3h 2d", "Qc 4d 2h", "Ac 3d 2h"])
def test_649a_11_c_3_dealer_queen_high_or_better_qualifies(dealer: str) -> None:
    rs = rules(PAYTABLE_A)
    obs = play(rs, [W(2, ANTE, 10)], {2: "Jh 9s 8c", DEALER: dealer})
    assert obs.dealer_qualifies is True
    assert EventKind.DEALER_QUALIFIES in kinds(obs)
    assert only(obs, 2, ANTE).outcome is Outcome.LOST


@pytest.mark.parametrize("dealer", ["Jd Tc 8s", "Jh 3s 2c", "Js 9d 7c"])
def test_649a_11_c_3_i_jack_high_does_not_qualify(dealer: str) -> None:
    obs = play(rules(PAYTABLE_A), [W(2, ANTE, 10)], {2: "Qh 9c 8d", DEALER: dealer})
    assert obs.dealer_qualifies is False


def test_649a_11_c_3_ii_A_player_lower_than_a_qualifying_dealer_loses_ante_and_play() -> None:
    obs = play(rules(PAYTABLE_A), [W(4, ANTE, 20)], {4: "Kh 9s 8c", DEALER: "Kd Tc 2s"})
    for wager in (ANTE, PLAY):
        line = only(obs, 4, wager)
        assert (line.outcome, line.paid, line.returned) == (Outcome.LOST, 0, 0)
    assert obs.table_result == usd(40)


def test_649a_11_c_3_ii_B_player_higher_than_a_qualifying_dealer_wins_ante_and_play_1_to_1() -> None:
    obs = play(rules(PAYTABLE_A), [W(4, ANTE, 20)], {4: "8h 8s 2c", DEALER: "Ad Kc Js"})
    for wager in (ANTE, PLAY):
        line = only(obs, 4, wager)
        assert (line.outcome, line.paid, line.returned) == (Outcome.WON, usd(20), usd(20))
    assert obs.table_result == -usd(40)


def test_649a_11_c_3_ii_C_equal_hands_return_ante_and_play() -> None:
    obs = play(rules(PAYTABLE_A), [W(4, ANTE, 20)], {4: "Kh 8s 4c", DEALER: "Kd 8c 4s"})
    for wager in (ANTE, PLAY):
        line = only(obs, 4, wager)
        assert (line.outcome, line.paid, line.returned) == (Outcome.RETURNED, 0, usd(20))
    assert obs.table_result == 0


@pytest.mark.parametrize(("player", "dealer", "outcome"), [
    ("Kh 8s 3c", "Kd 8c 4s", Outcome.LOST),  # 649a.6(c): the 4 is the highest card not shared
    ("Ah Qs Jc", "Ad Kc 2s", Outcome.LOST),  # king beats queen, whatever follows
    ("Qh Jd 9c", "Qs Jc 8h", Outcome.WON),
    ("7h 7s Ac", "7d 7c Kh", Outcome.WON),  # same pair: the ace is not in the other hand
    ("5h 6h 7h", "8s 9s Ts", Outcome.LOST),  # straight flushes rank by their top card
    ("Ah 2d 3c", "Kh Qd Jc", Outcome.LOST),  # A-2-3 is the lowest straight (649a.6(b)(3))
    ("Ah Kd Qc", "Kh Qs Js", Outcome.WON),  # A-K-Q is the highest straight
    ("2h 2d 2c", "Ah Ks Qh", Outcome.WON),  # three-of-a-kind outranks a straight
    ("Ah Kh Qd", "2s 3s 5s", Outcome.WON),  # straight outranks a flush (649a.6(b))
])
def test_649a_6_ranking_decides_ante_and_play(player: str, dealer: str, outcome: Outcome) -> None:
    obs = play(rules(PAYTABLE_A), [W(1, ANTE, 10)], {1: player, DEALER: dealer})
    assert obs.dealer_qualifies is True
    assert only(obs, 1, ANTE).outcome is outcome
    assert only(obs, 1, PLAY).outcome is outcome


# =========================================================================== Ante Bonus
ANTE_BONUS_B_ROWS = [  # 649a.12(b): Paytable A, B, C
    ("Straight Flush", "9d Td Jd", (5, 5, 4)),
    ("Three-of-a-kind", "4h 4s 4c", (4, 3, 3)),
    ("Straight", "4h 5s 6c", (1, 1, 1)),
]


@pytest.mark.parametrize("letter", ["A", "B", "C"])
@pytest.mark.parametrize(("hand", "cards", "odds"), ANTE_BONUS_B_ROWS,
                         ids=[r[0] for r in ANTE_BONUS_B_ROWS])
def test_649a_12_b_ante_bonus_every_row(letter: str, hand: str, cards: str,
                                        odds: tuple[int, int, int]) -> None:
    rs = rules(PAYTABLE_A, ("ante_bonus: A              # 649a.12(b)", f"ante_bonus: {letter}"))
    obs = play(rs, [W(1, ANTE, 10)], {1: cards, DEALER: NON_QUALIFYING})
    bonus = only(obs, 1, ANTE_BONUS)
    expected = odds["ABC".index(letter)]
    assert bonus.outcome is Outcome.WON
    assert bonus.paid == expected * usd(10)
    assert bonus.returned == 0  # the Ante itself is settled on its own line
    assert bonus.odds == f"{expected} to 1"


@pytest.mark.parametrize("cards", ["2h 7h 9h", "Ks Kd 3c", "Ac Jd 8h"])
def test_649a_12_b_no_ante_bonus_below_a_straight(cards: str) -> None:
    obs = play(rules(PAYTABLE_A), [W(1, ANTE, 10)], {1: cards, DEALER: "2c 2s 4d"})
    assert obs.lines_for(1, ANTE_BONUS) == []


def test_649a_12_b_ante_bonus_is_paid_when_the_player_loses_to_the_dealer() -> None:
    obs = play(rules(PAYTABLE_A), [W(1, ANTE, 10)], {1: "4h 5s 6c", DEALER: "Jc Qd Kh"})
    assert obs.dealer_qualifies is True
    assert only(obs, 1, ANTE).outcome is Outcome.LOST
    assert only(obs, 1, PLAY).outcome is Outcome.LOST
    bonus = only(obs, 1, ANTE_BONUS)
    assert (bonus.outcome, bonus.paid) == (Outcome.WON, usd(10))  # Straight 1 to 1
    assert obs.table_result == usd(20) - usd(10)


def test_649a_12_b_ante_bonus_is_paid_when_the_player_ties_the_dealer() -> None:
    obs = play(rules(PAYTABLE_A), [W(1, ANTE, 10)], {1: "4h 5s 6c", DEALER: "4d 5c 6h"})
    assert only(obs, 1, ANTE).outcome is Outcome.RETURNED
    assert only(obs, 1, ANTE_BONUS).paid == usd(10)


def test_649a_12_b_ante_bonus_is_paid_when_the_dealer_does_not_qualify() -> None:
    obs = play(rules(PAYTABLE_A), [W(1, ANTE, 10)], {1: "4h 4s 4c", DEALER: NON_QUALIFYING})
    assert only(obs, 1, ANTE_BONUS).paid == 4 * usd(10)  # Three-of-a-kind 4 to 1 (A)


ANTE_BONUS_C_ROWS = [  # 649a.12(c): Paytable A, B, C; None where the table prints N/A
    ("Ace, King, Queen of Spades", "As Ks Qs", (50, 50, 50)),
    ("Ace, King, Queen", "Ac Kc Qc", (5, 50, 10)),
    ("Straight Flush", "9d Td Jd", (4, 8, 6)),
    ("Three-of-a-kind", "4h 4s 4c", (3, 6, 3)),
    ("Straight", "4h 5s 6c", (1, None, None)),
]


@pytest.mark.parametrize("letter", ["A", "B", "C"])
@pytest.mark.parametrize(("hand", "cards", "odds"), ANTE_BONUS_C_ROWS,
                         ids=[r[0] for r in ANTE_BONUS_C_ROWS])
def test_649a_12_c_ante_bonus_of_the_649a_7_e_version_every_row(
        letter: str, hand: str, cards: str, odds: tuple[int | None, ...]) -> None:
    rs = rules(VERSION_E, ("ante_bonus: B              # 649a.12(c)", f"ante_bonus: {letter}"))
    obs = play(rs, [W(2, ANTE, 10)], {2: cards, DEALER: NON_QUALIFYING})
    expected = odds["ABC".index(letter)]
    if expected is None:
        assert obs.lines_for(2, ANTE_BONUS) == []
    else:
        bonus = only(obs, 2, ANTE_BONUS)
        assert (bonus.outcome, bonus.paid, bonus.returned) == (Outcome.WON, expected * usd(10), 0)


# =========================================================================== Pair Plus
PAIR_PLUS_ROWS = [  # 649a.12(d): Paytable A, B, C
    ("Straight Flush", "9d Td Jd", (35, 40, 40)),
    ("Three-of-a-kind", "4h 4s 4c", (25, 30, 30)),
    ("Straight", "4h 5s 6c", (5, 5, 6)),
    ("Flush", "2h 7h 9h", (3, 4, 3)),
    ("Pair", "Ks Kd 3c", (1, 1, 1)),
]


@pytest.mark.parametrize("letter", ["A", "B", "C"])
@pytest.mark.parametrize(("hand", "cards", "odds"), PAIR_PLUS_ROWS, ids=[r[0] for r in PAIR_PLUS_ROWS])
def test_649a_12_d_pair_plus_every_row(letter: str, hand: str, cards: str,
                                       odds: tuple[int, int, int]) -> None:
    rs = rules(PAYTABLE_A, ("pair_plus: A               # 649a.12(d)", f"pair_plus: {letter}"))
    obs = play(rs, [W(5, PAIR_PLUS, 15)], {5: cards, DEALER: NON_QUALIFYING})
    line = only(obs, 5, PAIR_PLUS)
    expected = odds["ABC".index(letter)]
    assert line.outcome is Outcome.WON
    assert (line.paid, line.returned) == (expected * usd(15), usd(15))
    assert line.odds == f"{expected} to 1"
    assert line.hand == hand


@pytest.mark.parametrize("cards", ["Ac Kd 9h", "Ah 2d 4c"])
def test_649a_12_d_pair_plus_loses_below_a_pair(cards: str) -> None:
    obs = play(rules(PAYTABLE_A), [W(5, PAIR_PLUS, 15)], {5: cards, DEALER: NON_QUALIFYING})
    line = only(obs, 5, PAIR_PLUS)
    assert (line.outcome, line.paid, line.returned) == (Outcome.LOST, 0, 0)


def test_649a_11_c_4_pair_plus_is_paid_when_the_player_loses_to_the_dealer() -> None:
    obs = play(rules(PAYTABLE_A), [W(1, ANTE, 10), W(1, PAIR_PLUS, 10)],
               {1: "3h 3d 9c", DEALER: "Qs Qd 2c"})
    assert only(obs, 1, ANTE).outcome is Outcome.LOST
    line = only(obs, 1, PAIR_PLUS)
    assert (line.outcome, line.paid, line.returned) == (Outcome.WON, usd(10), usd(10))
    assert [s.wager for s in obs.settlements] == [ANTE, PLAY, PAIR_PLUS]


def test_649a_7_d_2_pair_plus_alone_competes_only_against_the_paytable() -> None:
    obs = play(rules(PAYTABLE_A), [W(1, PAIR_PLUS, 10)], {1: "3h 3d 9c", DEALER: "Qs Qd 2c"})
    assert obs.decisions == ()
    assert [s.wager for s in obs.settlements] == [PAIR_PLUS]
    assert only(obs, 1, PAIR_PLUS).paid == usd(10)


# =========================================================================== Progressive
PROGRESSIVE_649A_ROWS = [  # 649a.12(e)(1): Paytable A, B ("for 1"; None for N/A)
    ("Ace, King and Queen of Hearts, Diamonds or Clubs", "Ah Kh Qh", (500, 500)),
    ("Straight Flush", "9d Td Jd", (70, 100)),
    ("Three-of-a-kind", "4h 4s 4c", (60, 90)),
    ("Straight", "4h 5s 6c", (6, None)),
]
PROGRESSIVE_A = "paytable: A\n    wager: $1\n    rate_of_progression: 14%"


@pytest.mark.parametrize("size", [1, 5])
@pytest.mark.parametrize("letter", ["A", "B"])
@pytest.mark.parametrize(("hand", "cards", "odds"), PROGRESSIVE_649A_ROWS,
                         ids=[r[0][:20] for r in PROGRESSIVE_649A_ROWS])
def test_649a_12_e_1_progressive_for_1_pays_odds_times_wager_and_keeps_the_wager(
        letter: str, size: int, hand: str, cards: str, odds: tuple[int | None, int | None]) -> None:
    rs = rules(PAYTABLE_A, (PROGRESSIVE_A, f"paytable: {letter}\n    wager: ${size}\n"
                                           "    rate_of_progression: 20%"))
    obs = play(rs, [W(2, PAIR_PLUS, 5), W(2, PROGRESSIVE, size)], {2: cards, DEALER: NON_QUALIFYING})
    line = only(obs, 2, PROGRESSIVE)
    expected = odds["AB".index(letter)]
    if expected is None:
        assert (line.outcome, line.paid, line.returned) == (Outcome.LOST, 0, 0)
    else:
        assert line.outcome is Outcome.WON
        assert line.paid == expected * usd(size)
        assert line.returned == 0  # collected before the deal (649a.8(b)): "for 1"
        assert line.source is Source.TABLE_INVENTORY
        assert line.odds == f"{expected} for 1"


@pytest.mark.parametrize("cards", ["Ks Kd 3c", "2h 7h 9h", JUNK])
def test_649a_12_e_1_progressive_loses_below_the_paytable(cards: str) -> None:
    obs = play(rules(PAYTABLE_A), [W(2, ANTE, 5), W(2, PROGRESSIVE, 1)], {2: cards, DEALER: "Jd 8c 4s"})
    line = only(obs, 2, PROGRESSIVE)
    assert (line.outcome, line.paid, line.returned) == (Outcome.LOST, 0, 0)


def test_649a_12_e_2_progressive_pays_only_the_highest_hand() -> None:
    # an A-K-Q of clubs is also a straight flush and a straight: one payout, 500 for 1
    obs = play(rules(PAYTABLE_A), [W(2, ANTE, 5), W(2, PROGRESSIVE, 1)],
               {2: "Ac Kc Qc", DEALER: NON_QUALIFYING})
    assert [(s.paid, s.odds) for s in obs.lines_for(2, PROGRESSIVE)] == [(usd(500), "500 for 1")]


def test_649a_11_c_5_progressive_paid_when_the_player_loses_to_the_dealer() -> None:
    obs = play(rules(PAYTABLE_A), [W(2, ANTE, 5), W(2, PAIR_PLUS, 5), W(2, PROGRESSIVE, 1)],
               {2: "5h 6h 7h", DEALER: "8s 9s Ts"})
    assert only(obs, 2, ANTE).outcome is Outcome.LOST
    assert only(obs, 2, PAIR_PLUS).paid == 35 * usd(5)
    assert only(obs, 2, ANTE_BONUS).paid == 5 * usd(5)
    assert only(obs, 2, PROGRESSIVE).paid == 70 * usd(1)


def test_649a_12_e_4_ace_king_queen_of_spades_pays_the_meter_from_the_progressive_system() -> None:
    rs = rules(PAYTABLE_A)
    table = Table(rs)
    obs = play(rs, [W(3, ANTE, 5), W(3, PROGRESSIVE, 1)], {3: "As Ks Qs", DEALER: NON_QUALIFYING},
               table=table)
    meter = usd(1000) + 14  # initial $1,000 plus 14% of the one $1 wager
    line = only(obs, 3, PROGRESSIVE)
    assert line.outcome is Outcome.WON
    assert (line.paid, line.returned) == (meter, 0)
    assert line.source is Source.PROGRESSIVE_SYSTEM  # 649a.11(c)(5)(iv)
    assert obs.progressive_paid == meter
    assert obs.meter_before == usd(1000)
    assert obs.meter_after == usd(1000)  # reset amount
    assert EventKind.JACKPOT in kinds(obs) and EventKind.METER_RESET in kinds(obs)
    assert kinds(obs).index(EventKind.JACKPOT) < kinds(obs).index(EventKind.METER_RESET)
    # the table inventory kept the $1 and paid only the Ante (1 to 1) and Ante Bonus (5 to 1)
    assert obs.table_result == usd(1) - usd(5) - 5 * usd(5)


def test_649a_12_e_3_4_meter_grows_by_the_rate_of_every_wager_and_pays_its_value_at_that_turn() -> None:
    rs = rules(PAYTABLE_A)
    table = Table(rs)
    first = play(rs, [W(s, ANTE, 5) for s in (1, 2, 3)] + [W(s, PROGRESSIVE, 1) for s in (1, 2, 3)],
                 {1: JUNK, 2: "8c 5d 3h", 3: "Tc 4d 2s", DEALER: NON_QUALIFYING},
                 decisions=[Decision(2, Choice.FOLD)], table=table)
    assert first.meter_before == usd(1000)
    assert first.meter_after == usd(1000) + 3 * 14  # a forfeited wager was collected too
    second = play(rs, [W(s, ANTE, 5) for s in (1, 2, 4, 5, 6)]
                  + [W(s, PROGRESSIVE, 1) for s in (1, 2, 4, 5, 6)],
                  {1: JUNK, 2: "8c 5d 3h", 4: "Qs Ks As", 5: "Tc 4d 2s", 6: "7c 5s 2d",
                   DEALER: NON_QUALIFYING}, table=table)
    assert second.meter_before == first.meter_after
    jackpot = only(second, 4, PROGRESSIVE)
    assert jackpot.paid == usd(1000) + 8 * 14
    assert second.meter_after == usd(1000)
    third = play(rs, [W(1, ANTE, 5), W(1, PROGRESSIVE, 1)], {1: JUNK, DEALER: NON_QUALIFYING},
                 table=table)
    assert third.meter_after == usd(1000) + 14


def test_649a_12_e_4_seats_settled_before_the_jackpot_winner_see_the_full_meter() -> None:
    # the meter at seat 2's turn already holds every wager of the round; seat 5 (settled
    # first) hitting three-of-a-kind does not change the meter paid to seat 2
    rs = rules(PAYTABLE_A)
    obs = play(rs, [W(2, ANTE, 5), W(2, PROGRESSIVE, 1), W(5, ANTE, 5), W(5, PROGRESSIVE, 1)],
               {2: "As Ks Qs", 5: "4h 4s 4c", DEALER: NON_QUALIFYING})
    assert only(obs, 5, PROGRESSIVE).paid == 60 * usd(1)
    assert only(obs, 2, PROGRESSIVE).paid == usd(1000) + 2 * 14
    assert only(obs, 5, ENVY).paid == usd(100)  # seat 2's A-K-Q of spades


# =========================================================================== Envy Bonus
def test_649a_11_c_5_v_envy_bonus_for_each_other_qualifying_hand_not_own_not_dealer() -> None:
    rs = rules(PAYTABLE_A)
    wagers = [W(s, ANTE, 5) for s in (1, 2, 3, 4)] + [W(s, PROGRESSIVE, 1) for s in (1, 2, 3)]
    obs = play(rs, wagers, {1: "As Ks Qs", 2: "Ah Kh Qh", 3: JUNK, 4: "Ac Kc Qc",
                            DEALER: "Ad Kd Qd"})
    envy = {s: sorted(line.paid for line in obs.lines_for(s, ENVY)) for s in (1, 2, 3, 4)}
    # seat 1: seat 2's and seat 4's hands; never its own spades nor the dealer's diamonds
    assert envy[1] == [usd(25), usd(25)]
    assert envy[2] == [usd(25), usd(100)]
    assert envy[3] == [usd(25), usd(25), usd(100)]
    assert envy[4] == []  # no Progressive Payout Wager, no Envy Bonus
    for seat in (1, 2, 3):
        for line in obs.lines_for(seat, ENVY):
            assert line.outcome is Outcome.WON and line.returned == 0
            assert line.source is Source.TABLE_INVENTORY


def test_649a_12_e_5_envy_bonus_is_not_paid_for_the_dealers_hand() -> None:
    obs = play(rules(PAYTABLE_A), [W(1, ANTE, 5), W(1, PROGRESSIVE, 1)],
               {1: JUNK, DEALER: "As Ks Qs"})
    assert obs.lines_for(1, ENVY) == []


@pytest.mark.parametrize(("size", "spades", "other"), [(1, 100, 25), (5, 500, 125)])
def test_649a_12_e_5_envy_bonus_amounts_by_the_receiving_players_wager(
        size: int, spades: int, other: int) -> None:
    rs = rules(PAYTABLE_A, ("    wager: $1\n", f"    wager: ${size}\n"))
    obs = play(rs, [W(1, ANTE, 5), W(1, PROGRESSIVE, size), W(3, PAIR_PLUS, 5), W(6, PAIR_PLUS, 5)],
               {1: JUNK, 3: "As Ks Qs", 6: "Ad Kd Qd", DEALER: NON_QUALIFYING})
    assert sorted(line.paid for line in obs.lines_for(1, ENVY)) == [usd(other), usd(spades)]


# =========================================================================== chapter 565
def rules_565(letter: str, size: int) -> RulesSubmission:
    return rules(EDITION_565, ("    paytable: B", f"    paytable: {letter}"),
                 ("    wager: $5\n", f"    wager: ${size}\n"))


PROGRESSIVE_565_ROWS = [  # 565.12(g): ($1 table A, $1 table B, $5 table A, $5 table B)
    ("Ace, King & Queen of Hearts, Diamonds or Clubs", "Ah Kh Qh", (500, 500, 2500, 2500)),
    ("Straight Flush", "9d Td Jd", (70, 100, 350, 500)),
    ("Three-of-a-kind", "4h 4s 4c", (60, 90, 300, 450)),
    ("Straight", "4h 5s 6c", (6, None, 30, None)),
]


@pytest.mark.parametrize(("size", "letter"), [(1, "A"), (1, "B"), (5, "A"), (5, "B")])
@pytest.mark.parametrize(("hand", "cards", "amounts"), PROGRESSIVE_565_ROWS,
                         ids=[r[0][:20] for r in PROGRESSIVE_565_ROWS])
def test_565_12_g_progressive_fixed_amounts(size: int, letter: str, hand: str, cards: str,
                                            amounts: tuple[int | None, ...]) -> None:
    rs = rules_565(letter, size)
    obs = play(rs, [W(2, ANTE, 5), W(2, PROGRESSIVE, size)], {2: cards, DEALER: NON_QUALIFYING})
    expected = amounts[[(1, "A"), (1, "B"), (5, "A"), (5, "B")].index((size, letter))]
    line = only(obs, 2, PROGRESSIVE)
    if expected is None:
        assert (line.outcome, line.paid, line.returned) == (Outcome.LOST, 0, 0)
    else:
        assert (line.outcome, line.paid, line.returned) == (Outcome.WON, usd(expected), 0)
        assert line.source is Source.TABLE_INVENTORY  # 565.11a(e): other payouts from inventory


def test_565_12_j_ace_king_queen_of_spades_pays_the_meter_not_from_the_table_inventory() -> None:
    rs = rules_565("B", 5)
    obs = play(rs, [W(2, ANTE, 5), W(2, PROGRESSIVE, 5)], {2: "As Ks Qs", DEALER: NON_QUALIFYING})
    line = only(obs, 2, PROGRESSIVE)
    assert line.paid == usd(10_000) + usd(1)  # $10,000 initial + 20% of $5
    assert line.source is Source.PROGRESSIVE_SYSTEM
    assert obs.meter_after == usd(10_000)


@pytest.mark.parametrize(("size", "spades", "other"), [(1, 100, 25), (5, 500, 125)])
def test_565_12_h_2_envy_bonus_amounts(size: int, spades: int, other: int) -> None:
    rs = rules_565("A", size)
    obs = play(rs, [W(1, ANTE, 5), W(1, PROGRESSIVE, size), W(2, PAIR_PLUS, 5), W(4, ANTE, 5),
                    W(4, PROGRESSIVE, size)],
               {1: JUNK, 2: "As Ks Qs", 4: "Ac Kc Qc", DEALER: "Ad Kd Qd"})
    assert sorted(line.paid for line in obs.lines_for(1, ENVY)) == [usd(other), usd(spades)]
    # 565.12(h)(1): not for his own hand nor the dealer's
    assert [line.paid for line in obs.lines_for(4, ENVY)] == [usd(spades)]


def test_565_11a_e_progressive_paid_after_the_players_other_wagers_then_envy() -> None:
    rs = rules(EDITION_565)
    obs = play(rs, [W(3, ANTE, 5), W(3, PAIR_PLUS, 5), W(3, PROGRESSIVE, 5), W(1, PAIR_PLUS, 5)],
               {3: "Ah Kh Qh", 1: "Ac Kc Qc", DEALER: NON_QUALIFYING})
    assert [s.wager for s in obs.lines_for(3)] == [ANTE, PLAY, ANTE_BONUS, PAIR_PLUS, PROGRESSIVE, ENVY]
    assert only(obs, 3, PROGRESSIVE).paid == usd(2500)
    assert only(obs, 3, ENVY).paid == usd(125)


def test_565_11_b_2_folding_forfeits_the_progressive_but_keeps_the_envy_bonus() -> None:
    rs = rules(EDITION_565)
    obs = play(rs, [W(3, ANTE, 5), W(3, PROGRESSIVE, 5), W(5, PAIR_PLUS, 5)],
               {3: JUNK, 5: "As Ks Qs", DEALER: NON_QUALIFYING}, decisions=[Decision(3, Choice.FOLD)])
    assert only(obs, 3, PROGRESSIVE).outcome is Outcome.FORFEITED
    assert only(obs, 3, ENVY).paid == usd(500)


def test_565_7_a_4_progressive_is_the_amount_the_rules_submission_specifies() -> None:
    rs = rules(EDITION_565)  # $5
    obs = play(rs, [W(1, ANTE, 5), W(1, PROGRESSIVE, 1)], {1: JUNK, DEALER: NON_QUALIFYING})
    r = refusal(obs, 1, PROGRESSIVE)
    assert r.reason is Reason.AMOUNT_NOT_ALLOWED
    assert r.citation == "565.7(a)(4)"
    assert obs.lines_for(1, PROGRESSIVE) == []


def test_565_2_f_2_progressive_refused_after_no_more_bets() -> None:
    obs = play(rules(EDITION_565), [W(1, ANTE, 5), W(1, PROGRESSIVE, 5, late=True)],
               {1: JUNK, DEALER: NON_QUALIFYING})
    r = refusal(obs, 1, PROGRESSIVE)
    assert (r.reason, r.citation) == (Reason.AFTER_NO_MORE_BETS, "565.2(f)(2)")
    assert obs.meter_after == obs.meter_before  # a refused wager feeds nothing


# =========================================================================== Six Card Bonus
SIX_CARD_ROWS = [  # 649a.12(f): Paytable A, B, C; (player, dealer)
    ("Royal Flush", "As Ks Qs", "Js Ts 2d", (1000, 1000, 1000)),
    ("Straight Flush", "9h 8h 7h", "6h 5h Kc", (200, 200, 200)),
    ("Four-of-a-Kind", "9s 9h 9d", "9c 2s 5h", (50, 100, 100)),
    ("Full House", "9s 9h 9d", "2c 2s 5h", (25, 20, 20)),
    ("Flush", "2d 7d 9d", "Jd 4d Kc", (20, 15, 15)),
    ("Straight", "5s 6h 7d", "8c 9s Kh", (10, 9, 10)),
    ("Three-of-a-kind", "5s 5h 5d", "8c 9s Kh", (5, 8, 7)),
    ("Three-of-a-kind with the dealer's pair", "5s Kd 2c", "5h 5d 9s", (5, 8, 7)),
    ("Flush across the six", "2d 7d Ac", "Jd 4d 9d", (20, 15, 15)),
]


@pytest.mark.parametrize("letter", ["A", "B", "C"])
@pytest.mark.parametrize(("hand", "player", "dealer", "odds"), SIX_CARD_ROWS,
                         ids=[r[0] for r in SIX_CARD_ROWS])
def test_649a_12_f_six_card_bonus_every_row_on_the_best_five_of_six(
        letter: str, hand: str, player: str, dealer: str, odds: tuple[int, int, int]) -> None:
    rs = rules(PAYTABLE_A, ("six_card_bonus: A          # 649a.12(f)", f"six_card_bonus: {letter}"))
    obs = play(rs, [W(4, ANTE, 5), W(4, SIX_CARD, 10)], {4: player, DEALER: dealer})
    line = only(obs, 4, SIX_CARD)
    expected = odds["ABC".index(letter)]
    assert line.outcome is Outcome.WON
    assert (line.paid, line.returned) == (expected * usd(10), usd(10))


@pytest.mark.parametrize(("player", "dealer"), [("5s 5h Kd", "Kc 2s 9h"), ("2c 3d 4h", "5s Js 8c")])
def test_649a_11_c_6_six_card_bonus_loses_below_three_of_a_kind(player: str, dealer: str) -> None:
    obs = play(rules(PAYTABLE_A), [W(4, ANTE, 5), W(4, SIX_CARD, 10)], {4: player, DEALER: dealer})
    line = only(obs, 4, SIX_CARD)
    assert (line.outcome, line.paid, line.returned) == (Outcome.LOST, 0, 0)


def test_649a_11_c_6_six_card_bonus_paid_irrespective_of_the_ante() -> None:
    obs = play(rules(PAYTABLE_A), [W(4, ANTE, 5), W(4, SIX_CARD, 10)],
               {4: "2h 2d 7c", DEALER: "Ks Kd Kc"})
    assert only(obs, 4, ANTE).outcome is Outcome.LOST
    assert only(obs, 4, SIX_CARD).paid == 25 * usd(10)  # K-K-K-2-2 full house, 25 to 1 (A)


# =========================================================================== wager refusals
def test_649a_7_c_wagers_after_no_more_bets_are_refused() -> None:
    rs = rules(PAYTABLE_A)
    rnd = Table(rs).new_round()
    rnd.place(1, ANTE, 500)
    rnd.no_more_bets()
    for wager, citation in ((ANTE, "649a.7(c)"), (PAIR_PLUS, "649a.7(c)"),
                            (SIX_CARD, "649a.7(c)"), (PROGRESSIVE, "649a.2(c)(2)")):
        with pytest.raises(IllegalAction) as err:
            rnd.place(2, wager, 100 if wager is PROGRESSIVE else 500)
        assert err.value.reason is Reason.AFTER_NO_MORE_BETS
        assert err.value.citation == citation
    with pytest.raises(IllegalAction):
        rnd.place(1, PAIR_PLUS, 500)  # nor may a seat already in the round add one
    assert [r.reason for r in rnd.refusals] == [Reason.AFTER_NO_MORE_BETS] * 5
    rnd.deal(stacked(rs, {}, [1]))
    assert {d.position for d in rnd.deal_result.dealt} == {"seat 1", "dealer"}


def test_649a_7_c_late_wagers_in_a_script_are_refused_and_never_settled() -> None:
    rs = rules(PAYTABLE_A)
    obs = play(rs, [W(1, ANTE, 5), W(1, SIX_CARD, 5, late=True), W(1, PROGRESSIVE, 1, late=True)],
               {1: "As Ks Qs", DEALER: "Js Ts 2d"})
    assert refusal(obs, 1, SIX_CARD).reason is Reason.AFTER_NO_MORE_BETS
    assert refusal(obs, 1, PROGRESSIVE).citation == "649a.2(c)(2)"
    assert obs.lines_for(1, SIX_CARD) == [] and obs.lines_for(1, PROGRESSIVE) == []
    assert obs.meter_after == obs.meter_before == usd(1000)
    assert obs.wagered == 2 * usd(5)


@pytest.mark.parametrize("wager", [PROGRESSIVE, SIX_CARD])
def test_601a_2_wagers_not_in_the_rules_submission_are_refused(wager: Wager) -> None:
    rnd = Table(rules(MINIMAL)).new_round()
    rnd.place(1, ANTE, 1000)
    with pytest.raises(IllegalAction) as err:
        rnd.place(1, wager, 1000)
    assert err.value.reason is Reason.NOT_OFFERED


@pytest.mark.parametrize(("wager", "dollars", "accepted"), [
    (ANTE, 4.99, False), (ANTE, 5, True), (ANTE, 500, True), (ANTE, 501, False),
    (PAIR_PLUS, 4, False), (PAIR_PLUS, 500.01, False), (PAIR_PLUS, 5, True),
])
def test_601a_2_amounts_outside_the_table_limits_are_refused(wager: Wager, dollars: float,
                                                              accepted: bool) -> None:
    rnd = Table(rules(PAYTABLE_A)).new_round()
    if accepted:
        rnd.place(3, wager, usd(dollars))
        assert rnd.wagers[3][wager] == usd(dollars)
    else:
        with pytest.raises(IllegalAction) as err:
            rnd.place(3, wager, usd(dollars))
        assert err.value.reason is Reason.AMOUNT_NOT_ALLOWED
        assert 3 not in rnd.wagers


@pytest.mark.parametrize("dollars", [2, 0.5, 10])
def test_649a_12_e_5_progressive_other_than_the_tables_amount_is_refused(dollars: float) -> None:
    rnd = Table(rules(PAYTABLE_A)).new_round()
    rnd.place(1, ANTE, 500)
    with pytest.raises(IllegalAction) as err:
        rnd.place(1, PROGRESSIVE, usd(dollars))
    assert err.value.reason is Reason.AMOUNT_NOT_ALLOWED


@pytest.mark.parametrize(("wager", "citation"), [(PROGRESSIVE, "649a.7(d)(4)"), (SIX_CARD, "649a.7(d)(5)")])
def test_649a_7_d_4_5_progressive_and_six_card_need_an_ante_or_pair_plus_first(
        wager: Wager, citation: str) -> None:
    amount = 100 if wager is PROGRESSIVE else 500
    rnd = Table(rules(PAYTABLE_A)).new_round()
    with pytest.raises(IllegalAction) as err:
        rnd.place(1, wager, amount)
    assert (err.value.reason, err.value.citation) == (Reason.PRECONDITION_NOT_MET, citation)
    rnd.place(1, PAIR_PLUS, 500)  # "after placing an Ante Wager or a Pair Plus Wager, or both"
    rnd.place(1, wager, amount)
    rnd.place(2, ANTE, 500)
    rnd.place(2, wager, amount)
    assert wager in rnd.wagers[1] and wager in rnd.wagers[2]


def test_649a_7_d_a_seat_places_each_wager_once() -> None:
    rnd = Table(rules(PAYTABLE_A)).new_round()
    rnd.place(1, ANTE, 500)
    with pytest.raises(IllegalAction) as err:
        rnd.place(1, ANTE, 1000)
    assert err.value.reason is Reason.ALREADY_PLACED
    assert rnd.wagers[1][ANTE] == 500


@pytest.mark.parametrize(("version", "ante", "pair_plus", "accepted"), [
    ("649a.7(e)(1)", None, 5, False),
    ("649a.7(e)(1)", 10, 10, True),
    ("649a.7(e)(1)", 10, 5, True),
    ("649a.7(e)(1)", 5, 10, False),
    ("649a.7(e)(2)", None, 5, False),
    ("649a.7(e)(2)", 5, 10, True),
    ("649a.7(e)(2)", 5, 11, False),
    ("649a.7(e)(2)", 50, 10, True),
])
def test_649a_7_e_1_2_pair_plus_precondition_on_the_ante(version: str, ante: int | None,
                                                         pair_plus: int, accepted: bool) -> None:
    rs = rules(VERSION_E, ("version: 649a.7(e)(1)", f"version: {version}"))
    rnd = Table(rs).new_round()
    if ante is not None:
        rnd.place(1, ANTE, usd(ante))
    if accepted:
        rnd.place(1, PAIR_PLUS, usd(pair_plus))
    else:
        with pytest.raises(IllegalAction) as err:
            rnd.place(1, PAIR_PLUS, usd(pair_plus))
        assert err.value.reason is Reason.PRECONDITION_NOT_MET
        assert err.value.citation == version


@pytest.mark.parametrize(("ante", "pair_plus", "reason"), [
    (5, None, Reason.PRECONDITION_NOT_MET),
    (None, 5, Reason.PRECONDITION_NOT_MET),
    (5, 25, None),
    (25, 5, None),
    (5, 30, Reason.AMOUNT_NOT_ALLOWED),
    (30, 5, Reason.AMOUNT_NOT_ALLOWED),
])
def test_649a_7_e_3_compulsory_ante_and_pair_plus_up_to_five_times(
        ante: int | None, pair_plus: int | None, reason: Reason | None) -> None:
    rs = rules(VERSION_E, ("version: 649a.7(e)(1)", "version: 649a.7(e)(3)"))
    wagers = [W(2, ANTE, 5), W(2, PAIR_PLUS, 5)]  # seat 2 always plays, so there is a round
    if ante is not None:
        wagers.append(W(4, ANTE, ante))
    if pair_plus is not None:
        wagers.append(W(4, PAIR_PLUS, pair_plus))
    obs = Table(rs).play(RoundScript(wagers=tuple(wagers), deck=stacked(rs, {}, [2])))
    seat4 = [r for r in obs.refusals if r.seat == 4]
    if reason is None:
        assert seat4 == []
        assert "seat 4" in obs.hands
    else:
        assert {r.reason for r in seat4} == {reason}
        assert {r.citation for r in seat4} == {"649a.7(e)(3)"}
        assert len(seat4) == (ante is not None) + (pair_plus is not None)
        assert "seat 4" not in obs.hands  # no wager stood: no cards
        assert obs.lines_for(4) == []


@pytest.mark.parametrize(("name", "seat"), [(PAYTABLE_A, 8), (VERSION_E, 7), (PAYTABLE_A, 0)])
def test_649a_2_a_no_betting_position_beyond_the_tables_seats(name: str, seat: int) -> None:
    rnd = Table(rules(name)).new_round()
    with pytest.raises(IllegalAction) as err:
        rnd.place(seat, ANTE, 500)
    assert err.value.reason is Reason.NO_SUCH_SEAT
    assert rnd.refusals[-1].seat == seat


# =========================================================================== 649a.8(b)
def test_649a_8_b_progressive_wagers_counted_when_collected_before_the_deal() -> None:
    rs = rules(PAYTABLE_A)
    obs = play(rs, [W(1, ANTE, 5), W(1, PROGRESSIVE, 1), W(2, PAIR_PLUS, 5), W(2, PROGRESSIVE, 1),
                    W(4, ANTE, 5), W(4, PROGRESSIVE, 1, late=True), W(6, PROGRESSIVE, 1)],
               {1: JUNK, 2: "8c 5d 3h", 4: "Tc 4d 2s", DEALER: NON_QUALIFYING}, seats=[1, 2, 4])
    collected = [e for e in obs.events if e.kind is EventKind.WAGERS_COLLECTED]
    assert len(collected) == 1
    assert collected[0].detail.split()[0] == "2"  # seats 1 and 2; seat 4 late, seat 6 no base
    assert collected[0].citation == "649a.8(b)"
    ks = kinds(obs)
    assert ks.index(EventKind.NO_MORE_BETS) < ks.index(EventKind.WAGERS_COLLECTED)
    assert obs.meter_after == usd(1000) + 2 * 14


@pytest.mark.parametrize(("dealing", "citation"), [
    ("manual dealing shoe", "649a.8(b)"),
    ("hand", "649a.9(a)(3)"),
    ("automated dealing shoe", "649a.10(a)(2)"),
])
def test_649a_8_b_9_a_3_10_a_2_progressive_collection_cites_the_dealing_method_in_use(
        dealing: str, citation: str) -> None:
    """The collection and count of the Progressive Payout Wagers is 649a.8(b) for a manual
    shoe, 649a.9(a)(3) for cards dealt from the hand and 649a.10(a)(2) for an automated shoe
    (the stub count already cites 649a.8(f)-(h), 649a.9(d)-(f) or 649a.10(d)-(f) that way)."""
    rs = rules(PAYTABLE_A, ("dealing: manual dealing shoe", f"dealing: {dealing}"))
    obs = play(rs, [W(1, ANTE, 5), W(1, PROGRESSIVE, 1)], {1: JUNK, DEALER: NON_QUALIFYING})
    collected = [e for e in obs.events if e.kind is EventKind.WAGERS_COLLECTED]
    assert [e.citation for e in collected] == [citation]
