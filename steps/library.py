"""The step language of the suite, in the regulations' words, shared by both games.

Givens build the round script; "When the round is settled" plays it on the system under
test and on the oracle; Thens (steps/library_thens.py) check the regulation's literal outcome
on the system's observation. After the last step the plugin judges the whole observation against the
oracle's (steps/plugin.py), so what a scenario does not spell out is still checked.
The harness's own validation of a Rules Submission is steps/submission.py; random rounds
and sessions, steps/fuzzing.py.
"""

from __future__ import annotations

import re

import pytest
from pytest_bdd import given, parsers, when

from tablecert.adapters.contract import SystemUnderTest
from tablecert.adapters.stepped import RoundMode
from tablecert.files import resolve_rules_submission
from tablecert.oracle.cards import parse_cards
from tablecert.oracle.money import parse_money
from tablecert.oracle.round import (
    COMMUNITY,
    DEALER,
    Choice,
    Decision,
    Fault,
    FaultKind,
    WagerPlacement,
)
from tablecert.oracle.wagers import Wager
from tablecert.product import for_scenario as product_stand_in
from tablecert.steps.context import ScenarioContext

MONEY = r"\$[\d,]+(?:\.\d\d)?"
MONEY_EITHER = rf"{MONEY}(?: or {MONEY})*"
"""One amount, or the several a reading allows ("$7.87 or $7.88": winnings that are not whole
cents, rounded either way; docs/interpretations.md, "payouts in fractions of a cent")."""


def amounts(text: str) -> list[int]:
    """The cents of each amount of a :data:`MONEY_EITHER` phrase, as written."""
    return [parse_money(a) for a in text.split(" or ")]
WAGER = r"(?:an? |the )?(?P<wager>[A-Z][A-Za-z\- ]*?(?:Wager|Bonus|Number \d))"
ORDINAL = r"(?P<n>\d+)(?:st|nd|rd|th)"


@pytest.fixture
def context(system: SystemUnderTest, round_mode: RoundMode) -> ScenarioContext:
    return ScenarioContext(system, round_mode=round_mode)


# ---------------------------------------------------------------------------- Given
@given(parsers.re(r'an? (?P<game>Three Card Poker|Let It Ride) table under Rules Submission "(?P<name>[^"]+)"'))
def table_under(context: ScenarioContext, game: str, name: str, request: pytest.FixtureRequest) -> None:
    rules = resolve_rules_submission(name)
    wanted = "three-card-poker" if game == "Three Card Poker" else "let-it-ride"
    assert rules.game.value == wanted, f"Rules Submission {name!r} is for {rules.game.value}, not {game}"
    context.open(product_stand_in(rules, request))


@given(parsers.re(rf"seat (?P<seat>\d+) places {WAGER} of (?P<amount>{MONEY})$"))
def places(context: ScenarioContext, seat: str, wager: str, amount: str) -> None:
    context.wagers.append(WagerPlacement(int(seat), Wager.parse(wager), parse_money(amount)))


@given(parsers.re(rf"seat (?P<seat>\d+) places the three Let It Ride Poker Wagers of (?P<amount>{MONEY}) each"))
def places_three(context: ScenarioContext, seat: str, amount: str) -> None:
    for bet in (Wager.BET_1, Wager.BET_2, Wager.BET_3):
        context.wagers.append(WagerPlacement(int(seat), bet, parse_money(amount)))


@given(parsers.re(rf'seat (?P<seat>\d+) tries to place {WAGER} of (?P<amount>{MONEY}) after "no more bets"'))
def places_late(context: ScenarioContext, seat: str, wager: str, amount: str) -> None:
    context.wagers.append(WagerPlacement(int(seat), Wager.parse(wager), parse_money(amount),
                                         after_no_more_bets=True))


_HAND = re.compile(r'(seat \d+|the dealer|the community cards) "([^"]+)"')


@given(parsers.re(r"the deck is stacked with (?P<hands>.+)"))
def stacked_with(context: ScenarioContext, hands: str) -> None:
    found = _HAND.findall(hands)
    assert found, f"no hands in {hands!r}: write seat 1 \"Ks 9h 4d\" and the dealer \"Jc 8d 3s\""
    for who, cards in found:
        position = {"the dealer": DEALER, "the community cards": COMMUNITY}.get(who, who)
        context.hands[position] = parse_cards(cards)


@given(parsers.re(r'the deck is stacked in the order "(?P<cards>[^"]+)"'))
def stacked_in_order(context: ScenarioContext, cards: str) -> None:
    context.deck_prefix = parse_cards(cards)


@given(parsers.re(rf"the card dealt {ORDINAL} is found face up in the deck"))
def face_up(context: ScenarioContext, n: str) -> None:
    context.faults.append(Fault(FaultKind.CARD_FACE_UP_IN_DECK, at=int(n) - 1))


@given(parsers.re(rf"the {ORDINAL} card is drawn in error without its face being exposed"))
def drawn_in_error(context: ScenarioContext, n: str) -> None:
    context.faults.append(Fault(FaultKind.CARD_DRAWN_IN_ERROR, at=int(n) - 1))


@given(parsers.re(r"(?P<who>the dealer|seat \d+|the community card area) is dealt (?P<count>\d+) cards"))
def misdealt(context: ScenarioContext, who: str, count: str) -> None:
    position = {"the dealer": DEALER, "the community card area": COMMUNITY}.get(who, who)
    context.faults.append(Fault(FaultKind.INCORRECT_CARD_COUNT, position=position, count=int(count)))


@given("one of the dealer's cards is inadvertently exposed before the dealer reveals them")
def dealer_exposed(context: ScenarioContext) -> None:
    context.faults.append(Fault(FaultKind.DEALER_CARD_EXPOSED))


@given("a community card is inadvertently exposed before the dealer reveals it")
def community_exposed(context: ScenarioContext) -> None:
    context.faults.append(Fault(FaultKind.COMMUNITY_CARD_EXPOSED))


@given("the automated card shuffling device jams during the shuffle")
def shuffler_jam(context: ScenarioContext) -> None:
    context.faults.append(Fault(FaultKind.SHUFFLER_JAM))


@given(parsers.re(r"the automated dealing shoe jams after (?P<n>\d+) cards"))
def shoe_jam(context: ScenarioContext, n: str) -> None:
    context.faults.append(Fault(FaultKind.SHOE_JAM, at=int(n)))


@given(parsers.re(r"the (?P<device>automated card shuffling device|automated dealing shoe) malfunctions and cannot be used"))
def malfunction(context: ScenarioContext, device: str) -> None:
    which = "shoe" if "shoe" in device else "shuffler"
    context.faults.append(Fault(FaultKind.DEVICE_MALFUNCTION, position=which))


@given(parsers.re(r"the deck holds (?P<count>\d+) cards"))
def deck_size(context: ScenarioContext, count: str) -> None:
    context.faults.append(Fault(FaultKind.WRONG_DECK_SIZE, count=int(count)))


@given(parsers.re(r"(?P<n>\d+) rounds? (?:has|have) been played at the table"))
def rounds_played(context: ScenarioContext, n: str) -> None:
    """Plain rounds at seat 1 with the table minimum; both systems play them."""
    assert context.rules is not None
    minimum = context.rules.table.minimum_wager
    for _ in range(int(n)):
        if context.rules.game.value == "three-card-poker":
            context.wagers.append(WagerPlacement(1, Wager.ANTE, minimum))
        else:
            for bet in (Wager.BET_1, Wager.BET_2, Wager.BET_3):
                context.wagers.append(WagerPlacement(1, bet, minimum))
        context.play()
    context.observed = context.expected = None


# ---------------------------------------------------------------------------- When
@when(parsers.re(r"seat (?P<seat>\d+) makes a Play Wager"))
def plays(context: ScenarioContext, seat: str) -> None:
    context.decisions.append(Decision(int(seat), Choice.PLAY))


@when(parsers.re(r"seat (?P<seat>\d+) folds"))
def folds(context: ScenarioContext, seat: str) -> None:
    context.decisions.append(Decision(int(seat), Choice.FOLD))


@when(parsers.re(r"seat (?P<seat>\d+) (?P<choice>lets|withdraws) Bet Number (?P<bet>[123])(?: ride)?"))
def lets_it_ride(context: ScenarioContext, seat: str, choice: str, bet: str) -> None:
    decision = Choice.LET_IT_RIDE if choice == "lets" else Choice.WITHDRAW
    context.decisions.append(Decision(int(seat), decision, Wager.parse(f"Bet Number {bet}")))


@when("the round is settled")
def settled(context: ScenarioContext) -> None:
    context.play()
