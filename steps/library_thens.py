"""The shared Then steps of the card games (the Givens and Whens are steps/library.py): each
checks the regulation's literal outcome on the system's observation, in the regulations'
words: what each wager was paid or how it was settled, the order of the deal and of the
settlement, what the system reported and when, the meters, and the rounds a table's own
shuffler dealt. After the last step the plugin judges the whole observation against the
oracle's (steps/plugin.py), so what a scenario does not spell out is still checked."""

from __future__ import annotations

import pytest
from pytest_bdd import parsers, then, when

from tablecert.adapters.stepped import probe_differences
from tablecert.oracle.cards import parse_cards
from tablecert.oracle.judge import Discrepancy, compare
from tablecert.oracle.money import format_money, parse_money
from tablecert.oracle.round import (
    COMMUNITY,
    DEALER,
    EventKind,
    Outcome,
    Reason,
    SettlementLine,
    Source,
    seat_position,
)
from tablecert.oracle.settlement_order import wagers_in_free_order
from tablecert.oracle.wagers import Wager
from tablecert.steps.context import ScenarioContext
from tablecert.steps.library import MONEY, WAGER


def _observed(context: ScenarioContext):  # type: ignore[no-untyped-def]
    assert context.observed is not None, "the round has not been settled: add 'When the round is settled'"
    return context.observed


def _line(context: ScenarioContext, seat: int, wager: Wager) -> SettlementLine:
    lines = [s for s in _observed(context).settlements if s.seat == seat and s.wager is wager]
    if not lines:
        raise AssertionError(f"the system reported no settlement of seat {seat}'s {wager.value}")
    if len(lines) > 1 and wager is not Wager.ENVY_BONUS:
        raise AssertionError(f"the system settled seat {seat}'s {wager.value} {len(lines)} times")
    first: SettlementLine = lines[0]
    return first


# ---------------------------------------------------------------------------- Then
@then(parsers.re(rf"seat (?P<seat>\d+)'s {WAGER} is paid (?P<odds>[\d,]+) (?P<kind>to|for) 1"))
def paid_odds(context: ScenarioContext, seat: str, wager: str, odds: str, kind: str) -> None:
    w = Wager.parse(wager)
    line = _line(context, int(seat), w)
    amount = context.amount_of(int(seat), w)
    n = int(odds.replace(",", ""))
    assert line.outcome is Outcome.WON, f"seat {seat}'s {w.value} {line.outcome.value}, expected paid {odds} {kind} 1"
    assert line.paid == n * amount, (f"seat {seat}'s {w.value} of {format_money(amount)} was paid "
                                     f"{format_money(line.paid)}, expected {format_money(n * amount)} ({odds} {kind} 1)")
    want_returned = amount if kind == "to" else 0
    assert line.returned == want_returned, (f"seat {seat}'s {w.value}: {format_money(line.returned)} of the "
                                            f"wager returned, expected {format_money(want_returned)} ({kind} 1)")


@then(parsers.re(rf"seat (?P<seat>\d+)'s {WAGER} is paid (?P<amount>{MONEY})(?P<source> from the progressive table game system)?$"))
def paid_amount(context: ScenarioContext, seat: str, wager: str, amount: str, source: str | None) -> None:
    w = Wager.parse(wager)
    line = _line(context, int(seat), w)
    assert line.outcome is Outcome.WON, f"seat {seat}'s {w.value} {line.outcome.value}, expected paid {amount}"
    assert line.paid == parse_money(amount), f"seat {seat}'s {w.value} was paid {format_money(line.paid)}, expected {amount}"
    # a stated amount is the whole sum, paid in place of the wager (643a.12(b) "pay out ... at
    # the amounts"; oracle/money.py): the wager is not handed back besides
    assert line.returned == 0, f"seat {seat}'s {w.value}: {format_money(line.returned)} of the wager handed back besides the {amount}, expected none"
    want = Source.PROGRESSIVE_SYSTEM if source else Source.TABLE_INVENTORY
    assert line.source is want, f"seat {seat}'s {w.value} was paid from the {line.source.value}, expected the {want.value}"


@then(parsers.re(rf"seat (?P<seat>\d+)'s {WAGER} (?P<verb>is returned|loses|is collected|is forfeited|is withdrawn)$"))
def settled_as(context: ScenarioContext, seat: str, wager: str, verb: str) -> None:
    w = Wager.parse(wager)
    line = _line(context, int(seat), w)
    want = {"is returned": Outcome.RETURNED, "loses": Outcome.LOST, "is collected": Outcome.LOST,
            "is forfeited": Outcome.FORFEITED, "is withdrawn": Outcome.WITHDRAWN}[verb]
    assert line.outcome is want, f"seat {seat}'s {w.value} {line.outcome.value}, expected it {verb.removeprefix('is ')}"
    assert line.paid == 0, f"seat {seat}'s {w.value} was paid {format_money(line.paid)}, expected nothing"
    returned = line.amount if want in (Outcome.RETURNED, Outcome.WITHDRAWN) else 0
    assert line.returned == returned, f"seat {seat}'s {w.value}: {format_money(line.returned)} returned, expected {format_money(returned)}"


@then(parsers.re(r"seat (?P<seat>\d+) is paid an Ante Bonus of (?P<odds>\d+) to 1"))
def ante_bonus(context: ScenarioContext, seat: str, odds: str) -> None:
    line = _line(context, int(seat), Wager.ANTE_BONUS)
    ante = context.amount_of(int(seat), Wager.ANTE)
    assert line.paid == int(odds) * ante, f"seat {seat}'s Ante Bonus was {format_money(line.paid)}, expected {odds} to 1 on {format_money(ante)}"


@then(parsers.re(r"seat (?P<seat>\d+) is paid no (?P<what>Ante Bonus|Envy Bonus)"))
def no_bonus(context: ScenarioContext, seat: str, what: str) -> None:
    lines = [s for s in _observed(context).settlements if s.seat == int(seat) and s.wager is Wager.parse(what)]
    assert not lines, f"seat {seat} was paid {len(lines)} {what}(es): {[format_money(s.paid) for s in lines]}"


@then(parsers.re(rf"seat (?P<seat>\d+) is paid (?P<count>an|one|two|three) Envy Bonus(?:es)? of (?P<amount>{MONEY})(?: each)?"))
def envy(context: ScenarioContext, seat: str, count: str, amount: str) -> None:
    lines = [s for s in _observed(context).settlements if s.seat == int(seat) and s.wager is Wager.ENVY_BONUS]
    n = {"an": 1, "one": 1, "two": 2, "three": 3}[count]
    assert len(lines) == n, f"seat {seat} was paid {len(lines)} Envy Bonuses, expected {n}"
    for line in lines:
        assert line.paid == parse_money(amount), f"seat {seat}'s Envy Bonus was {format_money(line.paid)}, expected {amount}"


@then(parsers.re(rf"seat (?P<seat>\d+)'s {WAGER} is refused as (?P<reason>[a-z-]+)"))
def refused(context: ScenarioContext, seat: str, wager: str, reason: str) -> None:
    w = Wager.parse(wager)
    found = [r for r in _observed(context).refusals if r.seat == int(seat) and r.wager is w]
    assert found, f"the system did not refuse seat {seat}'s {w.value}"
    assert found[0].reason is Reason(reason), f"seat {seat}'s {w.value} was refused as {found[0].reason.value}, expected {reason}"
    assert not _observed(context).lines_for(int(seat), w), f"seat {seat}'s refused {w.value} was settled anyway"


@then(parsers.re(r'the cards are dealt in the order "(?P<order>[^"]+)"'))
def dealt_order(context: ScenarioContext, order: str) -> None:
    want = [p.strip() for p in order.split(",")]
    got = [d.position for d in _observed(context).dealt]
    assert got == want, f"cards dealt to {got}, expected {want}"


@then(parsers.re(r'(?P<who>seat \d+|the dealer|the community cards?) (?:holds?|are) "(?P<cards>[^"]+)"'))
def holds(context: ScenarioContext, who: str, cards: str) -> None:
    position = {"the dealer": DEALER, "the community cards": COMMUNITY, "the community card": COMMUNITY}.get(who, who)
    got = [str(c) for c in _observed(context).hands.get(position, ())]
    want = [str(c) for c in parse_cards(cards)]
    assert got == want, f"{who} holds {got}, expected {want}"


@then(parsers.re(r'the players are settled in the order "(?P<order>[^"]+)"'))
def players_order(context: ScenarioContext, order: str) -> None:
    skip = (Outcome.FORFEITED, Outcome.WITHDRAWN)
    seen: list[str] = []
    for line in _observed(context).settlements:
        label = seat_position(line.seat)
        if line.outcome not in skip and label not in seen:
            seen.append(label)
    want = [p.strip() for p in order.split(",")]
    assert seen == want, f"players settled in the order {seen}, expected {want}"


@then(parsers.re(r'seat (?P<seat>\d+)\'s wagers are settled in the order "(?P<order>[^"]+)"'))
def wager_order(context: ScenarioContext, seat: str, order: str) -> None:
    got: list[str] = []
    for line in _observed(context).lines_for(int(seat)):
        if line.outcome not in (Outcome.FORFEITED, Outcome.WITHDRAWN) and line.wager.value not in got:
            got.append(line.wager.value)
    # wagers the text names together without an order may come in any order among themselves
    # (oracle/settlement_order.py): both sides in one order before they are compared; "A and B
    # in either order" in a scenario names such a pair for its reader
    want = [Wager.parse(w.strip()).value for item in order.split(",")
            for w in (item.strip().removesuffix(" in either order").split(" and ")
                      if item.strip().endswith(" in either order") else [item])]
    same = ([w.value for w in wagers_in_free_order([Wager(v) for v in got])]
            == [w.value for w in wagers_in_free_order([Wager(v) for v in want])])
    assert same, f"seat {seat}'s wagers settled in the order {got}, expected {want}"


@then(parsers.re(r"the dealer (?P<verb>qualifies|does not qualify)"))
def qualifies(context: ScenarioContext, verb: str) -> None:
    got = _observed(context).dealer_qualifies
    assert got is (verb == "qualifies"), f"the system reported dealer qualifies = {got}"


@then("the round conforms to the oracle")
def conforms(context: ScenarioContext) -> None:
    """Every field of every round played so far, judged against the oracle now (the plugin
    judges again after the last step); and the forbidden move the last round tried step by
    step, if any: refused with its documented reason (docs/protocol.md, Errors), as the
    fuzzer judged it when it printed this scenario."""
    for number, (expected, observed) in enumerate(context.history, start=1):
        differences = compare(expected, observed)
        if differences:
            raise Discrepancy(differences, context=f"round {number}")
    outcome, context.probe = context.probe, None
    if outcome is not None and context.table is not None:
        differences = probe_differences(context.table, outcome)
        if differences:
            raise Discrepancy(differences, context="a forbidden move tried in a round played step by step")


@then("the round is void and every wager is returned")
def void(context: ScenarioContext) -> None:
    obs = _observed(context)
    assert obs.void, "the system did not void the round"
    assert obs.settlements, "the system returned no wagers"
    for line in obs.settlements:
        assert line.outcome is Outcome.VOID and line.returned == line.amount and line.paid == 0, (
            f"seat {line.seat}'s {line.wager.value}: {line.outcome.value}, returned {format_money(line.returned)} "
            f"of {format_money(line.amount)}")


@then(parsers.re(r'the system reports "(?P<event>[^"]+)"'))
def reports_event(context: ScenarioContext, event: str) -> None:
    kind = EventKind(event)
    kinds = [e.kind for e in _observed(context).events]
    assert kind in kinds, f"the system did not report {event!r}; it reported {[k.value for k in kinds]}"


@then(parsers.re(r'the system does not report "(?P<event>[^"]+)"'))
def not_reports_event(context: ScenarioContext, event: str) -> None:
    kind = EventKind(event)
    assert kind not in [e.kind for e in _observed(context).events], f"the system reported {event!r}"


@then(parsers.re(rf"the (?P<which>progressive|five-card) meter reads (?P<amount>{MONEY})"))
def meter_reads(context: ScenarioContext, which: str, amount: str) -> None:
    """The meter after the round: the progressive meter (649a.12(e)(3)) or the later 649a.10(c)'s five-card meter."""
    obs = _observed(context)
    got = obs.meter_after if which == "progressive" else obs.five_card_meter_after
    if got is None and which == "five-card":  # optional (docs/protocol.md "Optional fields")
        pytest.skip("not applicable: the system does not send the optional five_card_meter_after")
    assert got == parse_money(amount), f"the {which} meter reads {format_money(got) if got is not None else None}, expected {amount}"


@then(parsers.re(rf"the table inventory (?P<verb>wins|loses) (?P<amount>{MONEY})"))
def table_result(context: ScenarioContext, verb: str, amount: str) -> None:
    want = parse_money(amount) * (1 if verb == "wins" else -1)
    got = _observed(context).table_result
    assert got == want, f"the table inventory result is {format_money(got)}, expected {format_money(want)}"


@then(parsers.re(r"(?P<who>seat \d+) is dealt no cards"))
def dealt_no_cards(context: ScenarioContext, who: str) -> None:
    obs = _observed(context)
    assert not obs.hands.get(who), f"{who} holds {[str(c) for c in obs.hands[who]]}"
    assert who not in [d.position for d in _observed(context).dealt], f"cards were dealt to {who}: {[d.position for d in _observed(context).dealt]}"


@then(parsers.re(r'the system reports "(?P<first>[^"]+)" before "(?P<second>[^"]+)"'))
def event_before(context: ScenarioContext, first: str, second: str) -> None:
    kinds = [e.kind for e in _observed(context).events]
    a, b = EventKind(first), EventKind(second)
    reported = [k.value for k in kinds]
    assert a in kinds, f"the system did not report {first!r}; it reported {reported}"
    assert b in kinds, f"the system did not report {second!r}; it reported {reported}"
    assert kinds.index(a) < kinds.index(b), f"the system reported {second!r} before {first!r}: {reported}"


# the events a round reports at its deal or after it: a cover reported after any of them came
# after the cards were dealt (and so shuffled) by the other method
_AT_OR_AFTER_THE_DEAL = frozenset({
    EventKind.DECK_IN_PLAY, EventKind.CARD_DISCARDED, EventKind.CARD_DRAWN_IN_ERROR, EventKind.DEALER_REVEALED,
    EventKind.DEALER_QUALIFIES, EventKind.DEALER_DOES_NOT_QUALIFY, EventKind.COMMUNITY_CARD_REVEALED,
    EventKind.STUB_COUNTED, EventKind.ROUND_VOID, EventKind.JACKPOT, EventKind.METER_RESET})


@then("the device is covered or signed out of order before the cards are dealt another way")
def covered_before_the_other_method(context: ScenarioContext) -> None:
    """649a.13(g): "covered or have a sign ... placed on the device before any other method of
    shuffling or dealing may be utilized": ``device covered or signed out of order`` is
    reported before every event of the deal and after it (the round the other method dealt)."""
    kinds = [e.kind for e in _observed(context).events]
    reported = [k.value for k in kinds]
    cover = EventKind.DEVICE_OUT_OF_ORDER
    assert cover in kinds, f"the system did not report {cover.value!r}; it reported {reported}"
    later = [k.value for k in kinds[:kinds.index(cover)] if k in _AT_OR_AFTER_THE_DEAL]
    assert not later, (f"the system reported {later} of the deal before {cover.value!r}: the cards were dealt "
                       f"another way before the device was covered (649a.13(g)); it reported {reported}")


# ---------------------------------------------------------------------------- system-shuffled rounds
@when(parsers.re(r"the system shuffles with its automated card shuffling device and deals these wagers "
                 r"(?P<rounds>\d+) times at a table opened with shuffle seed (?P<seed>\d+)"))
def shuffled_rounds(context: ScenarioContext, rounds: str, seed: str) -> None:
    """649a.9(a)(1), 643a.9(a)(1): "An automated shuffling device shall be used to shuffle the
    cards": the table shuffles with its own device; every round is judged against the oracle
    from the deck the system reports (after the last step, by the plugin)."""
    context.play_shuffled(int(rounds), int(seed))


@then("every round was dealt from a deck of 52 cards the device had shuffled anew")
def shuffled_anew(context: ScenarioContext) -> None:
    """Each deck the system reports is the 52 cards of one deck, and no round's deck is the
    order of the round before: the device shuffled between rounds (649a.5(a), 643a.5)."""
    decks = context.shuffled_decks
    assert len(decks) >= 2, "play at least two system-shuffled rounds"
    for number, deck in enumerate(decks, start=1):
        assert len(deck) == 52 and len(set(deck)) == 52, (
            f"round {number}: the system reports a deck of {len(deck)} cards, {len(set(deck))} of them "
            "distinct, not the 52 cards of one deck")
        if number > 1:
            assert deck != decks[number - 2], f"round {number} was dealt from the unshuffled order of round {number - 1}"
