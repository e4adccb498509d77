"""The later 649a.10(c)'s five-card wagers in the fast tier (issue #33 item 5: mutants of
them were caught by the Gherkin suite only). "After removing the stub from the automated
dealing shoe, the dealer shall deal an additional two community cards"; the readings are
docs/interpretations.md's "the later five-card wagers" and "five-card wagers without
community cards". Each test plays a round on the oracle from a stacked deck under
pa-649a-dealing-automated-shoe-five-card and checks what 649a.10(c) and its readings say."""

from __future__ import annotations

import pytest
from roundkit import W, kinds, only, rules

from tablecert.oracle.card_games import Table, plan_for
from tablecert.oracle.card_round.dealing import stack_deck
from tablecert.oracle.cards import parse_cards
from tablecert.oracle.round import (
    COMMUNITY,
    Choice,
    Decision,
    EventKind,
    Fault,
    FaultKind,
    Observation,
    Outcome,
    RoundScript,
    Source,
    WagerPlacement,
)
from tablecert.oracle.wagers import Wager

FIVE = "pa-649a-dealing-automated-shoe-five-card"
BONUS, PROGRESSIVE = Wager.FIVE_CARD_HAND_BONUS, Wager.FIVE_CARD_PROGRESSIVE
DEALER = "Qc Jd 3s"


def _round(seat: int, wagers: list[WagerPlacement], player: str, community: str, *,
           choice: Choice = Choice.PLAY, table: Table | None = None) -> Observation:
    rs = rules(FIVE)
    hands = {f"seat {seat}": parse_cards(player), "dealer": parse_cards(DEALER),
             COMMUNITY: parse_cards(community)}
    deck = stack_deck(plan_for(rs, wagers), hands)
    return (table or Table(rs)).play(RoundScript(tuple(wagers), deck, (Decision(seat, choice),)))


@pytest.mark.parametrize(("player", "community", "odds"), [
    ("Ah Kh Qh", "Jh Th", 1000), ("9d 8d 7d", "6d 5d", 200), ("7s 7h 7d", "7c 2h", 50),
    ("9s 9h 4d", "4c 9c", 10), ("Ks 9s 4s", "2s 6s", 7), ("9s 8h 7d", "6c 5h", 5), ("6s 6h 2d", "6c Kh", 3)])
def test_649a_10_c_the_bonus_pays_the_five_card_hand_of_three_cards_and_the_two_community(
        player: str, community: str, odds: int) -> None:
    """The hand is the player's three cards and the two community cards (none of the
    dealer's): each row of the submission's paytable, "N to 1"."""
    obs = _round(2, [W(2, Wager.ANTE, 10), W(2, BONUS, 5)], player, community)
    line = only(obs, 2, BONUS)
    assert (line.outcome, line.paid, line.returned) == (Outcome.WON, 500 * odds, 500)
    assert line.source is Source.TABLE_INVENTORY


def test_649a_10_c_a_hand_below_the_paytable_loses_and_the_dealers_cards_do_not_count() -> None:
    """Ks Kh 4d with 2c 7h is a pair: it loses, though the dealer's queen and jack would not
    make it better; with the dealer's cards counted 9s 9h + 9c 9d would be no different."""
    line = only(_round(2, [W(2, Wager.ANTE, 10), W(2, BONUS, 5)], "Ks Kh 4d", "2c 7h"), 2, BONUS)
    assert (line.outcome, line.paid, line.returned) == (Outcome.LOST, 0, 0)


def test_649a_10_c_a_fold_keeps_the_bonus_settled_last() -> None:
    """649a.11(b) forfeits the Ante and Pair Plus of a fold, not the five-card wagers: the
    bonus is paid on 9s 9c 9d, after the seat's other lines."""
    obs = _round(1, [W(1, Wager.ANTE, 10), W(1, Wager.PAIR_PLUS, 5), W(1, BONUS, 5)], "9s 8h 2d", "9c 9d",
                 choice=Choice.FOLD)
    assert only(obs, 1, Wager.ANTE).outcome is Outcome.FORFEITED
    assert only(obs, 1, Wager.PAIR_PLUS).outcome is Outcome.FORFEITED
    bonus = only(obs, 1, BONUS)
    assert (bonus.outcome, bonus.paid) == (Outcome.WON, 1500)
    assert [s.wager for s in obs.settlements if s.seat == 1][-1] is BONUS


def test_649a_10_c_a_royal_flush_takes_100_percent_of_the_meter_and_resets_it() -> None:
    """$5,000 and 15% of the round's $1 wager: $5,000.15 from the progressive table game
    system, "progressive jackpot paid" then "meter reset", the meter back at $5,000."""
    obs = _round(3, [W(3, Wager.ANTE, 10), W(3, PROGRESSIVE, 1)], "As Ks Qs", "Js Ts")
    line = only(obs, 3, PROGRESSIVE)
    assert (line.outcome, line.paid, line.source) == (Outcome.WON, 500015, Source.PROGRESSIVE_SYSTEM)
    events = kinds(obs)
    assert events.index(EventKind.JACKPOT) < events.index(EventKind.METER_RESET)
    assert (obs.five_card_meter_before, obs.five_card_meter_after) == (500000, 500000)
    assert obs.progressive_paid == 500015


def test_649a_10_c_a_straight_flush_takes_10_percent_off_the_meter_without_a_reset() -> None:
    obs = _round(3, [W(3, Wager.ANTE, 10), W(3, PROGRESSIVE, 1)], "9s 8s 7s", "6s 5s")
    line = only(obs, 3, PROGRESSIVE)
    assert (line.paid, line.source) == (50001, Source.PROGRESSIVE_SYSTEM)  # 10% of $5,000.15, down
    assert EventKind.JACKPOT in kinds(obs) and EventKind.METER_RESET not in kinds(obs)
    assert obs.five_card_meter_after == 500015 - 50001


def test_649a_10_c_a_fixed_amount_comes_from_the_table_inventory_and_the_meter_grows() -> None:
    table = Table(rules(FIVE))
    obs = _round(3, [W(3, Wager.ANTE, 10), W(3, PROGRESSIVE, 1)], "7s 7h 7d", "7c 2s", table=table)
    line = only(obs, 3, PROGRESSIVE)
    assert (line.paid, line.returned, line.source) == (30000, 0, Source.TABLE_INVENTORY)
    # 15% of each $1 wager (649a.12(e)(3)'s rate, read for the five-card meter)
    assert (obs.five_card_meter_before, obs.five_card_meter_after) == (500000, 500015)
    again = _round(3, [W(3, Wager.ANTE, 10), W(3, PROGRESSIVE, 1)], "2s 5h 9d", "Jc Kd", table=table)
    assert (again.five_card_meter_before, again.five_card_meter_after) == (500015, 500030)
    assert only(again, 3, PROGRESSIVE).outcome is Outcome.LOST


def test_649a_10_c_the_wagers_are_returned_without_the_automated_dealing_shoe() -> None:
    """649a.13(g): the shoe out of order, no community cards: both wagers returned, and the
    five-card meter keeps none of the round's contributions."""
    table = Table(rules(FIVE))
    wagers = [W(3, Wager.ANTE, 10), W(3, PROGRESSIVE, 1), W(3, BONUS, 5)]
    deck = stack_deck(plan_for(rules(FIVE), wagers), {})
    obs = table.play(RoundScript(tuple(wagers), deck, (Decision(3, Choice.PLAY),),
                                 faults=(Fault(FaultKind.DEVICE_MALFUNCTION, position="shoe"),)))
    for wager, amount in ((PROGRESSIVE, 100), (BONUS, 500)):
        line = only(obs, 3, wager)
        assert (line.outcome, line.returned, line.paid) == (Outcome.RETURNED, amount, 0)
    assert obs.five_card_meter_after == 500000
    assert table.five_card_meter is not None and table.five_card_meter.exact == 500000
