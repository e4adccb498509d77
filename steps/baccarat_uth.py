"""Steps of Ultimate Texas Hold 'Em (653a.1 definitions): thin glue from the Gherkin to a
:class:`tablecert.oracle.games.ultimate_texas_hold_em.model.UthScript`, the literal outcomes checked on
the system's observation, and the whole observation of each round "When the Ultimate Texas Hold 'Em
round is dealt" recorded and judged against the oracle's after the last step (steps/judgements.py).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import ClassVar

import pytest
from pytest_bdd import given, parsers, then, when

from tablecert.adapters.contract import SystemUnderTest
from tablecert.oracle.cards import FULL_DECK, Card, parse_cards
from tablecert.oracle.games.ultimate_texas_hold_em.model import (
    CATEGORY_WORDS,
    Stage,
    UthChoice,
    UthDecision,
    UthObservation,
    UthScript,
    UthWager,
    UthWagerKind,
)
from tablecert.oracle.games.ultimate_texas_hold_em.rules import (
    UthRules,
)
from tablecert.oracle.games.ultimate_texas_hold_em.table import (
    _ranks,
    uth_deck,
)
from tablecert.oracle.money import parse_money
from tablecert.oracle.rankings import five_card_category
from tablecert.steps.judgements import RoundJudgements
from tablecert.steps.kit import GameScenario

MONEY = r"\$[\d,]+(?:\.\d\d)?"
UTH = "Ultimate Texas Hold 'Em"
KIND = r"(?P<kind>Ante Wager|Blind Wager|Trips Wager|Progressive Payout Wager)"
STAGE = r"(?P<stage>before the flop|after the flop|after all community cards)"


@dataclass
class UthContext(GameScenario[UthRules, UthObservation]):
    played_by: ClassVar[str] = f"When the {UTH} round is dealt"
    wagers: list[UthWager] = field(default_factory=list)
    decisions: list[UthDecision] = field(default_factory=list)
    deck: tuple[Card, ...] = ()


@pytest.fixture
def uth(round_judgements: RoundJudgements) -> UthContext:
    return UthContext(round_judgements)


# ---------------------------------------------------------------------------------- Given
@given(parsers.re(rf'an {UTH} table under Rules Submission "(?P<name>[^"]+)"'))
def uth_table(uth: UthContext, system: SystemUnderTest, name: str, request: pytest.FixtureRequest) -> None:
    uth.open(system, request, name, UthRules)


@given(parsers.re(rf"seat (?P<seat>\d+) puts (?P<amount>{MONEY}) on the {KIND}"))
def uth_wager(uth: UthContext, seat: str, amount: str, kind: str) -> None:
    uth.wagers.append(UthWager(int(seat), UthWagerKind(kind), parse_money(amount)))


@given(parsers.re(rf"seat (?P<seat>\d+) offers (?P<amount>{MONEY}) on the Trips Wager after "
                  r"(?P<n>\d+) cards? (?:is|are|has been|have been) dealt"))
def uth_late_trips(uth: UthContext, seat: str, amount: str, n: str) -> None:
    uth.wagers.append(UthWager(int(seat), UthWagerKind.TRIPS, parse_money(amount), int(n)))


_PART = re.compile(r'(seat \d+|the dealer|the burn cards|the flop|the final community cards) "([^"]+)"')


@given(parsers.re(rf"the {UTH} deck deals (?P<parts>.+)"))
def uth_deck_deals(uth: UthContext, parts: str) -> None:
    """Hole cards of each seat and the dealer, the two burn cards, the flop and the final two
    community cards; the oracle lays them out in its dealing order (uth_deck) and the rest
    of the deck follows in card order."""
    found = {who: parse_cards(cards) for who, cards in _PART.findall(parts)}
    hole = {("dealer" if who == "the dealer" else who): cards for who, cards in found.items()
            if who.startswith("seat") or who == "the dealer"}
    top = uth_deck(hole, found["the burn cards"], found["the flop"], found["the final community cards"])
    uth.deck = top + tuple(c for c in FULL_DECK if c not in top)


@given(parsers.re(rf"seat (?P<seat>\d+) makes a Play Wager of (?P<amount>{MONEY}) {STAGE}"))
def uth_play(uth: UthContext, seat: str, amount: str, stage: str) -> None:
    uth.decisions.append(UthDecision(int(seat), Stage(stage), UthChoice.PLAY, parse_money(amount)))


@given(parsers.re(rf"seat (?P<seat>\d+) (?P<choice>checks|folds) {STAGE}"))
def uth_check_or_fold(uth: UthContext, seat: str, choice: str, stage: str) -> None:
    kind = UthChoice.CHECK if choice == "checks" else UthChoice.FOLD
    uth.decisions.append(UthDecision(int(seat), Stage(stage), kind))


# ----------------------------------------------------------------------------------- When
@when(f"the {UTH} round is dealt")
def uth_dealt(uth: UthContext) -> None:
    uth.play(UthScript(tuple(uth.wagers), uth.deck, tuple(uth.decisions)), f"the {UTH} round")
    uth.wagers, uth.decisions = [], []


# ----------------------------------------------------------------------------------- Then
@then(parsers.re(r'the burn cards "(?P<cards>[^"]+)" are placed face down in the discard rack'))
def uth_burns(uth: UthContext, cards: str) -> None:
    burns = [c for c in uth.seen().cards if c.to == "discard rack"]
    assert [str(c.card) for c in burns] == [str(c) for c in parse_cards(cards)], f"burned: {burns}"
    assert not any(c.exposed for c in burns), f"a burn card was exposed: {burns}"


@then(parsers.re(r'a card is burned before the flop and before the final community cards'))
def uth_burn_timing(uth: UthContext) -> None:
    where = [c.to for c in uth.seen().cards if c.to in ("discard rack", "community")]
    assert where == ["discard rack", *["community"] * 3, "discard rack", *["community"] * 2], where


@then(parsers.re(r'the flop is "(?P<cards>[^"]+)"'))
def uth_flop(uth: UthContext, cards: str) -> None:
    got = [str(c) for c in uth.seen().flop]
    assert got == [str(c) for c in parse_cards(cards)], f"the flop is {got}"
    assert [str(c) for c in uth.seen().community_cards[:3]] == got, "the flop is not the first three"


@then(parsers.re(r'the five community cards are "(?P<cards>[^"]+)"'))
def uth_community(uth: UthContext, cards: str) -> None:
    got = [str(c) for c in uth.seen().community_cards]
    assert got == [str(c) for c in parse_cards(cards)], f"the community cards are {got}"


@then(parsers.re(r"(?P<who>seat \d+|the dealer)'s Hand is (?:an? )?(?P<category>[a-z -]+?) "
                 r'"(?P<cards>[^"]+)"'))
def uth_hand(uth: UthContext, who: str, category: str, cards: str) -> None:
    position = "dealer" if who == "the dealer" else who
    [hand] = [h for h in uth.seen().hands if h.position == position]
    five = parse_cards(cards)
    assert CATEGORY_WORDS[five_card_category(five)] == category, f"{cards} is not a {category}"
    assert (hand.category, hand.ranks) == (category, _ranks(five)), (
        f"{who}'s Hand is {hand.category} {hand.ranks}, not {category} {cards}")


@then(parsers.re(r"seat (?P<seat>\d+) holds (?P<no>an|a|no) (?P<what>Envy Bonus Qualifying Hand|"
                 r"Progressive Payout Hand)"))
def uth_holds(uth: UthContext, seat: str, no: str, what: str) -> None:
    obs = uth.seen()
    seats = (obs.envy_bonus_qualifying_hands if what.startswith("Envy")
             else obs.progressive_payout_hands)
    assert (int(seat) in seats) == (no != "no"), f"the holders of a {what}: {seats}"


@then(parsers.re(r"seat (?P<seat>\d+) would receive an Envy Bonus for seat (?P<other>\d+)'s hand"))
def uth_envy(uth: UthContext, seat: str, other: str) -> None:
    awards = [(a.seat, a.for_seat) for a in uth.seen().envy_bonuses]
    assert (int(seat), int(other)) in awards, f"the Envy Bonuses: {awards}"


@then(parsers.re(r"seat (?P<seat>\d+) would receive no Envy Bonus(?P<own> for its own hand)?"))
def uth_no_envy(uth: UthContext, seat: str, own: str | None) -> None:
    awards = [(a.seat, a.for_seat) for a in uth.seen().envy_bonuses]
    if own:
        assert (int(seat), int(seat)) not in awards, f"the Envy Bonuses: {awards}"
    else:
        assert not [a for a in awards if a[0] == int(seat)], f"the Envy Bonuses: {awards}"


@then(parsers.re(r"seat (?P<seat>\d+) (?P<state>remains in|has withdrawn from) the round of play"
                 r"(?P<nothing> without a Play Wager)?"))
def uth_in_round(uth: UthContext, seat: str, state: str, nothing: str | None) -> None:
    obs = uth.seen()
    assert (int(seat) in obs.players_in_round) == (state == "remains in"), (
        f"the players in the round: {obs.players_in_round}")
    if nothing or state != "remains in":
        plays = [d for d in obs.decisions if d.seat == int(seat) and d.choice is UthChoice.PLAY]
        assert not plays, f"seat {seat} made a Play Wager: {plays}"


@then(parsers.re(rf"seat (?P<seat>\d+)'s Play Wager of (?P<amount>{MONEY}) is made {STAGE}"))
def uth_play_made(uth: UthContext, seat: str, amount: str, stage: str) -> None:
    plays = [(d.stage.value, d.amount) for d in uth.seen().decisions
             if d.seat == int(seat) and d.choice is UthChoice.PLAY]
    assert plays == [(stage, parse_money(amount))], f"seat {seat}'s Play Wagers: {plays}"


@then(parsers.re(r'the (?P<kind>Trips Wager|Progressive Payout Wager) of seat (?P<seat>\d+) is '
                 r'(?P<verdict>accepted|refused as "(?P<reason>[a-z-]+)")'))
def uth_wager_verdict(uth: UthContext, kind: str, seat: str, verdict: str, reason: str | None) -> None:
    obs = uth.seen()
    accepted = [(w.seat, w.wager.value) for w in obs.wagers_accepted]
    refused = [(r.seat, r.wager.value, r.reason.value) for r in obs.refusals]
    if reason is None:
        assert (int(seat), kind) in accepted, f"accepted: {accepted}; refused: {refused}"
    else:
        assert (int(seat), kind, reason) in refused, f"refused: {refused}"
        assert (int(seat), kind) not in accepted, f"the wager was accepted as well: {accepted}"


@then(parsers.re(rf"seat (?P<seat>\d+)'s (?P<choice>check|fold) {STAGE} "
                 r"(?P<verb>keeps it in|withdraws it from) the round of play"))
def uth_decision_record(uth: UthContext, seat: str, choice: str, stage: str, verb: str) -> None:
    found = [d for d in uth.seen().decisions if d.seat == int(seat) and d.stage.value == stage]
    assert len(found) == 1, f"seat {seat}'s decisions {stage}: {found}"
    record = found[0]
    assert record.choice.value == choice and record.amount == 0, f"seat {seat} decided {record}"
    assert record.in_round == (verb == "keeps it in"), f"after the {choice}: {record}"
