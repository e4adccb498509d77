"""Steps only Three Card Poker needs (649a, 565); shared phrases live in steps/library.py
("seat N is dealt no cards" is defined in steps/three_card_poker_round.py).

Thin assertions on the system's observation: which wagers a system accepted, at what
amount a wager stood, which deck was in play. The game itself is the oracle's; after the
last step the plugin judges every round against it (steps/plugin.py).
"""

from __future__ import annotations

from itertools import pairwise

from pytest_bdd import parsers, then

from tablecert.oracle.money import format_money, parse_money
from tablecert.oracle.round import Observation, Outcome, Reason
from tablecert.oracle.wagers import Wager
from tablecert.steps.context import ScenarioContext
from tablecert.steps.library import MONEY, WAGER


def _observed(context: ScenarioContext) -> Observation:
    assert context.observed is not None, "the round has not been settled: add 'When the round is settled'"
    return context.observed


@then(parsers.re(rf"seat (?P<seat>\d+)'s {WAGER} is accepted"))
def accepted(context: ScenarioContext, seat: str, wager: str) -> None:
    """649a.2(c)(1), 649a.7(d)(4): the system acknowledges the wager and it stands."""
    w = Wager.parse(wager)
    obs = _observed(context)
    refusals = [r for r in obs.refusals if r.seat == int(seat) and r.wager is w]
    assert not refusals, (f"the system refused seat {seat}'s {w.value} as {refusals[0].reason.value}: "
                          f"{refusals[0].message}")
    assert obs.lines_for(int(seat), w), f"the system accepted seat {seat}'s {w.value} but never settled it"


@then(parsers.re(rf"seat (?P<seat>\d+)'s {WAGER} of (?P<amount>{MONEY}) is refused as (?P<reason>[a-z-]+)"))
def refused_amount(context: ScenarioContext, seat: str, wager: str, amount: str, reason: str) -> None:
    """A second placement (an increase, or one after "no more bets") refused while the
    first placement stands: the refusal is found by its amount."""
    w, cents = Wager.parse(wager), parse_money(amount)
    found = [r for r in _observed(context).refusals
             if r.seat == int(seat) and r.wager is w and r.amount == cents]
    assert found, f"the system did not refuse seat {seat}'s {w.value} of {amount}"
    assert found[0].reason is Reason(reason), (f"seat {seat}'s {w.value} of {amount} was refused as "
                                               f"{found[0].reason.value}, expected {reason}")


@then(parsers.re(rf"seat (?P<seat>\d+)'s {WAGER} stands at (?P<amount>{MONEY})"))
def stands_at(context: ScenarioContext, seat: str, wager: str, amount: str) -> None:
    """The amount of the wager the system settled (a Play Wager equals the Ante Wager)."""
    w = Wager.parse(wager)
    lines = _observed(context).lines_for(int(seat), w)
    assert lines, f"the system reported no {w.value} at seat {seat}"
    assert lines[0].amount == parse_money(amount), (f"seat {seat}'s {w.value} stood at "
                                                    f"{format_money(lines[0].amount)}, expected {amount}")


@then(parsers.re(rf"seat (?P<seat>\d+) has no {WAGER}$"))
def has_no(context: ScenarioContext, seat: str, wager: str) -> None:
    w = Wager.parse(wager)
    lines = _observed(context).lines_for(int(seat), w)
    assert not lines, f"the system settled a {w.value} at seat {seat}: {lines[0].outcome.value}"


@then("every wager the system accepted is settled")
def every_wager_settled(context: ScenarioContext) -> None:
    """649a.1 "Round of play": all remaining wagers settled, none left on the layout.

    Only a wager the regulation refuses (the oracle refuses it too) may be missing from the
    settlement: a system that refuses a wager the rules allow, or every wager, fails here
    rather than passing with nothing to settle."""
    obs = _observed(context)
    assert context.last_script is not None and context.expected is not None
    refused = {(r.seat, r.wager, r.amount) for r in obs.refusals}
    allowed_refusals = {(r.seat, r.wager, r.amount) for r in context.expected.refusals}
    for p in context.last_script.wagers:
        key = (p.seat, p.wager, p.amount)
        if key in refused and key in allowed_refusals:
            continue
        assert key not in refused, (f"the system refused seat {p.seat}'s {p.wager.value} of "
                                    f"{format_money(p.amount)}, which the rules allow")
        lines = obs.lines_for(p.seat, p.wager)
        assert lines, f"seat {p.seat}'s {p.wager.value} of {format_money(p.amount)} was never settled"
        assert all(line.outcome is not Outcome.VOID for line in lines), (
            f"seat {p.seat}'s {p.wager.value} was returned as void: the round was not completed")


def _decks(context: ScenarioContext) -> list[str]:
    """The deck the system reported in play, round by round (649a.3(b)(3))."""
    decks: list[str] = []
    for number, (_, observed) in enumerate(context.history, start=1):
        assert observed.deck is not None, (f"round {number}: the system reported no deck in play "
                                           "at a two-deck table")
        decks.append(f"deck {observed.deck}")
    assert len(decks) >= 3, "play at least three rounds to see the decks alternate"
    return decks


@then("the deck in play in each round is not the deck of the round before")
def decks_change(context: ScenarioContext) -> None:
    decks = _decks(context)
    for number, (before, now) in enumerate(pairwise(decks), start=2):
        assert now != before, f"round {number} was dealt from {now!r}, the deck of round {number - 1}"


@then("the two decks alternate, each in play for every other round")
def decks_alternate(context: ScenarioContext) -> None:
    decks = _decks(context)
    assert len(set(decks)) == 2, f"the system reported the decks {decks}, expected two decks in turn"
    for number, (before, now) in enumerate(zip(decks, decks[2:], strict=False), start=3):
        assert now == before, (f"round {number} was dealt from {now!r}, but round {number - 2} "
                               f"from {before!r}: each deck is used for every other round")


@then("every round was dealt from the table's one deck of 52 cards")
def one_deck(context: ScenarioContext) -> None:
    """649a.3(a): "played with one deck of cards". Judged on what the system reports, round by
    round: no deck number (a one-deck table has no second deck to tell apart, 649a.3(b)(3))
    and no card dealt twice in a round. Scripted rounds are dealt from the one deck the
    script gives; a card off any other deck is a fault of the system (docs/protocol.md,
    "How tablecert judges")."""
    assert context.history, "no round was played"
    for number, (_, observed) in enumerate(context.history, start=1):
        assert observed.deck is None, (f"round {number}: the system reported dealing from deck "
                                       f"{observed.deck} at a table of one deck")
        cards = [d.card for d in observed.dealt]
        twice = sorted({str(c) for c in cards if cards.count(c) > 1})
        assert not twice, f"round {number}: the system dealt {', '.join(twice)} twice: a second deck"
