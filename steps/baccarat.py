"""Steps of Minibaccarat (541), Midibaccarat (543) and Baccarat (545): thin glue from the
Gherkin to a :class:`tablecert.oracle.games.baccarat.model.BaccaratScript`, and the regulation's literal
outcomes checked on the system's observation. "When the baccarat round is dealt" plays the round on the
system under test and on the oracle and records both; after the Then steps the whole observation
is judged field by field (steps/judgements.py), so what a scenario does not spell out is checked too.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

import pytest
from pytest_bdd import given, parsers, then, when

from tablecert.adapters.contract import SystemUnderTest
from tablecert.oracle.cards import Card, parse_cards
from tablecert.oracle.games.baccarat.model import (
    BaccaratBet,
    BaccaratObservation,
    BaccaratScript,
    BaccaratWager,
    Part,
)
from tablecert.oracle.games.baccarat.rules import BaccaratRules, parse_baccarat_rules
from tablecert.oracle.money import parse_money
from tablecert.oracle.rules_reader import RulesSubmissionError
from tablecert.steps.judgements import RoundJudgements
from tablecert.steps.kit import GameScenario
from tablecert.steps.library import MONEY_EITHER, amounts
from tablecert.steps.submission import the_system_refuses

MONEY = r"\$[\d,]+(?:\.\d\d)?"
GAME = r"(?P<game>Minibaccarat|Midibaccarat|Baccarat)"
ON = {"the Player's Hand": BaccaratBet.PLAYER, "the Banker's Hand": BaccaratBet.BANKER,
      "a Tie": BaccaratBet.TIE}
WHERE = r"(?P<on>the Player's Hand|the Banker's Hand|a Tie)"
# the rest of the shoe after the cards a scenario names, so a system that draws more cards
# than the oracle (a simulated round it should not deal) disagrees instead of running dry
FILLER = parse_cards("Tc Td Th Ts Jc Jd Jh Js Qc Qd Qh Qs Kc Kd Kh Ks", allow_duplicates=True)


@dataclass
class BaccaratContext(GameScenario[BaccaratRules, BaccaratObservation]):
    played_by: ClassVar[str] = "When the baccarat round is dealt"
    wagers: list[BaccaratWager] = field(default_factory=list)
    offered: list[BaccaratWager] = field(default_factory=list)
    shoe: tuple[Card, ...] = ()
    disclosed: bool = False
    submission: str = ""
    refused: RulesSubmissionError | None = None


@pytest.fixture
def baccarat(round_judgements: RoundJudgements) -> BaccaratContext:
    return BaccaratContext(round_judgements)


# ---------------------------------------------------------------------------------- Given
@given(parsers.re(rf'an? {GAME} table under Rules Submission "(?P<name>[^"]+)"'))
def baccarat_table(baccarat: BaccaratContext, system: SystemUnderTest, game: str, name: str,
                   request: pytest.FixtureRequest) -> None:
    baccarat.open(system, request, name, BaccaratRules, game=game.lower())


@given(parsers.re(rf"seat (?P<seat>\d+) wagers (?P<amount>{MONEY}) on {WHERE}"))
def baccarat_wager(baccarat: BaccaratContext, seat: str, amount: str, on: str) -> None:
    baccarat.wagers.append(BaccaratWager(int(seat), ON[on], parse_money(amount)))


@given(parsers.re(r'the baccarat shoe holds "(?P<cards>[^"]+)" on top'))
def baccarat_shoe(baccarat: BaccaratContext, cards: str) -> None:
    baccarat.shoe = parse_cards(cards, allow_duplicates=True)


@given("the first card drawn is dealt in error and disclosed")
def baccarat_disclosed(baccarat: BaccaratContext) -> None:
    baccarat.disclosed = True


@given(parsers.re(rf"seat (?P<seat>\d+) offers (?P<amount>{MONEY}) on {WHERE} during the simulated round"))
def baccarat_offer_in_simulated(baccarat: BaccaratContext, seat: str, amount: str, on: str) -> None:
    baccarat.offered.append(BaccaratWager(int(seat), ON[on], parse_money(amount)))


@given(parsers.re(rf"an? {GAME} Rules Submission with (?P<edit>.+)"))
def baccarat_submission(baccarat: BaccaratContext, game: str, edit: str) -> None:
    """``with 10 seats``, ``with no disclosed card procedure``, ``with the 545.9(d) election``."""
    lines = {"rules_submission": "scenario", "game": game.lower(),
             "disclosed_card_procedure": "discard"}
    extra = ""
    if edit.endswith(" seats"):
        extra = f"table:\n  seats: {int(edit.split()[0])}\n"
    elif edit == "no disclosed card procedure":
        del lines["disclosed_card_procedure"]
    elif edit == "the 545.9(d) election":
        extra = "banker_hand_under_shoe: true\n"
    else:
        raise AssertionError(f"unknown Rules Submission edit {edit!r}")
    baccarat.submission = "".join(f"{k}: {v}\n" for k, v in lines.items()) + extra
    try:
        parse_baccarat_rules(baccarat.submission, "<scenario>")
        baccarat.refused = None
    except RulesSubmissionError as exc:
        baccarat.refused = exc


# ----------------------------------------------------------------------------------- When
@when("the baccarat round is dealt")
def baccarat_dealt(baccarat: BaccaratContext) -> None:
    script = BaccaratScript(tuple(baccarat.wagers), baccarat.shoe + FILLER, baccarat.disclosed,
                            tuple(baccarat.offered))
    baccarat.play(script, f"the baccarat round of shoe {[str(c) for c in script.shoe]}")
    baccarat.wagers, baccarat.offered, baccarat.disclosed = [], [], False


# ----------------------------------------------------------------------------------- Then
def _cards(text: str) -> list[str]:
    return [str(c) for c in parse_cards(text, allow_duplicates=True)]


@then(parsers.re(r'the (?P<which>Player|Banker)\'s Hand holds "(?P<cards>[^"]+)"'))
def baccarat_hand(baccarat: BaccaratContext, which: str, cards: str) -> None:
    coup = baccarat.seen().round_of_play
    hand = coup.player_hand if which == "Player" else coup.banker_hand
    assert [str(c) for c in hand] == _cards(cards), f"the {which}'s Hand holds {[str(c) for c in hand]}"


@then(parsers.re(r"the (?P<result>Player's Hand wins|Banker's Hand wins|round is a Tie)"))
def baccarat_result(baccarat: BaccaratContext, result: str) -> None:
    got = baccarat.seen().round_of_play.result.value
    assert result.startswith(got) or result.endswith(got), f"the result is {got}"


@then(parsers.re(rf"seat (?P<seat>\d+) is paid (?P<amount>{MONEY_EITHER}) on {WHERE}"))
def baccarat_paid(baccarat: BaccaratContext, seat: str, amount: str, on: str) -> None:
    """``amount`` may name each amount a reading allows ("$4.98 or $4.99": 19 to 20 on $5.25)."""
    line = _settled(baccarat.seen(), int(seat), ON[on])
    assert line.outcome.value == "won" and line.paid in amounts(amount), f"settled as {line}"


@then(parsers.re(rf"seat (?P<seat>\d+)'s wager on {WHERE} (?P<verb>loses|is returned)"))
def baccarat_lost(baccarat: BaccaratContext, seat: str, on: str, verb: str) -> None:
    line = _settled(baccarat.seen(), int(seat), ON[on])
    want = "lost" if verb == "loses" else "returned"
    assert line.outcome.value == want and line.paid == 0, f"settled as {line}"


@then(parsers.re(rf"seat (?P<seat>\d+)'s wager on {WHERE} wins (?P<amount>{MONEY_EITHER})"))
def baccarat_wins(baccarat: BaccaratContext, seat: str, on: str, amount: str) -> None:
    """The outline form of "is paid": one step phrase for won, lost and returned."""
    baccarat_paid(baccarat, seat, amount, on)


def _settled(obs: BaccaratObservation, seat: int, bet: BaccaratBet) -> Any:
    lines = [s for s in obs.settlements if s.seat == seat and s.wager is bet]
    assert len(lines) == 1, f"seat {seat}'s {bet.value} is settled {len(lines)} times: {obs.settlements}"
    return lines[0]


@then(parsers.re(rf'the wager of seat (?P<seat>\d+) on {WHERE} is refused as "(?P<reason>[a-z-]+)"'))
def baccarat_refused(baccarat: BaccaratContext, seat: str, on: str, reason: str) -> None:
    refusals = [(r.seat, r.wager, r.reason.value) for r in baccarat.seen().refusals]
    assert (int(seat), ON[on], reason) in refusals, f"the refusals are {refusals}"
    accepted = [(w.seat, w.wager) for w in baccarat.seen().wagers_accepted]
    assert (int(seat), ON[on]) not in accepted, "the wager was accepted as well"


@then(parsers.re(r'the disclosed card "(?P<card>[^"]+)" and the additional card "(?P<other>[^"]+)" '
                 r"are placed in the (?P<place>discard rack|discard bucket)"))
def baccarat_both_discarded(baccarat: BaccaratContext, card: str, other: str, place: str) -> None:
    draws = baccarat.seen().draws
    got = [(str(d.card), d.to, d.part.value) for d in draws[:2]]
    want = [(card, place, Part.DISCLOSED.value), (other, place, Part.ADDITIONAL.value)]
    assert got == want, f"the first cards out of the shoe went {got}"


@then("the additional card is not disclosed")
def baccarat_additional_hidden(baccarat: BaccaratContext) -> None:
    extra = [d for d in baccarat.seen().draws if d.part is Part.ADDITIONAL]
    assert extra and not any(d.exposed for d in extra), f"the additional card: {extra}"


@then("no simulated round of play is dealt")
def baccarat_no_simulated(baccarat: BaccaratContext) -> None:
    obs = baccarat.seen()
    assert obs.simulated_round is None, f"a simulated round was dealt: {obs.simulated_round}"
    assert not any(d.part is Part.SIMULATED for d in obs.draws)


@then(parsers.re(r'the simulated round of play deals the Player\'s Hand "(?P<player>[^"]+)" and the '
                 r'Banker\'s Hand "(?P<banker>[^"]+)"'))
def baccarat_simulated_hands(baccarat: BaccaratContext, player: str, banker: str) -> None:
    sim = baccarat.seen().simulated_round
    assert sim is not None, "no simulated round of play was dealt"
    got = ([str(c) for c in sim.coup.player_hand], [str(c) for c in sim.coup.banker_hand])
    assert got == (_cards(player), _cards(banker)), f"the simulated round dealt {got}"


@then(parsers.re(r'the disclosed card "(?P<card>[^"]+)" is the first card of the simulated round of play'))
def baccarat_simulated_first(baccarat: BaccaratContext, card: str) -> None:
    first = baccarat.seen().draws[0]
    assert (str(first.card), first.part) == (card, Part.DISCLOSED), f"the first card drawn: {first}"
    sim = baccarat.seen().simulated_round
    assert sim is not None and str(sim.coup.player_hand[0]) == card


@then(parsers.re(r"the simulated round's cards are placed in the (?P<place>discard rack|discard bucket)"))
def baccarat_simulated_discarded(baccarat: BaccaratContext, place: str) -> None:
    sim = baccarat.seen().simulated_round
    assert sim is not None and sim.cards_placed_in == place, f"the simulated round: {sim}"


@then("no wager is accepted or settled in the simulated round of play")
def baccarat_simulated_nothing(baccarat: BaccaratContext) -> None:
    sim = baccarat.seen().simulated_round
    assert sim is not None, "no simulated round of play was dealt"
    assert not sim.wagers_accepted and not sim.settlements, f"the simulated round: {sim}"


@then(parsers.re(r"the baccarat Rules Submission is refused citing \"(?P<citation>[^\"]+)\""))
def baccarat_submission_refused(baccarat: BaccaratContext, citation: str,
                                request: pytest.FixtureRequest) -> None:
    assert baccarat.refused is not None, f"the Rules Submission was accepted:\n{baccarat.submission}"
    cited = [v.citation for v in baccarat.refused.violations]
    assert citation in cited, f"refused citing {cited}, not {citation!r}"
    the_system_refuses(request, baccarat.submission, citation)


@then("the baccarat Rules Submission is accepted")
def baccarat_submission_accepted(baccarat: BaccaratContext) -> None:
    assert baccarat.submission, "no Rules Submission in this scenario"
    assert baccarat.refused is None, str(baccarat.refused)
