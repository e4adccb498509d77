"""Steps of Blackjack (549) and Spanish 21 (551): thin glue from the regulation's words to
a :class:`tablecert.oracle.games.blackjack.model.BlackjackScript` and to assertions on the system's
:class:`~tablecert.oracle.games.blackjack.model.BlackjackObservation`.

"When the round is played" plays the script on the system under test and on the oracle
and records both; the Then steps state the regulation's outcome literally on the system's
answer, and after the last step every recorded round is judged field by field
(steps/judgements.py). Rounds at one table follow each
other, so a scenario may play several (549.4(j)).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from fractions import Fraction

import pytest
from pytest_bdd import given, parsers, then, when

from tablecert.adapters.contract import SystemUnderTest
from tablecert.oracle.cards import Card, parse_cards
from tablecert.oracle.catalogue import parse_game_rules
from tablecert.oracle.games.blackjack.model import (
    Action,
    BlackjackObservation,
    BlackjackScript,
    Chips,
    Move,
    Outcome,
    Reason,
    Settlement,
    WagerKind,
    WagerPlacement,
    settlements_in_free_order,
)
from tablecert.oracle.games.blackjack.rules import BlackjackRules
from tablecert.oracle.money import format_money, parse_money
from tablecert.oracle.rules_reader import RulesSubmissionError
from tablecert.steps.judgements import RoundJudgements
from tablecert.steps.kit import GameScenario
from tablecert.steps.library import MONEY, MONEY_EITHER, amounts
from tablecert.steps.submission import SubmissionCheck

_GAMES = {"Blackjack": "blackjack", "Spanish 21": "spanish-21"}
SPARE_CARDS = parse_cards("Jc Jd Jh Js Qc Qd Qh Qs Kc Kd Kh Ks", allow_duplicates=True)
"""The rest of the shoe after the cards a scenario stacks: a system that draws a card more
than the oracle's round (a dealer who completes a hand the rule leaves, a card dealt to a hand
that stood) draws Jc, and the round is *failed* with the difference naming it, instead of an
error "the round needs more cards". Picture cards: a Spanish 21 shoe has no 10s (551.6)."""
_KIND = r"(?P<kind>Wager|Split Wager|Double Down Wager|Insurance Wager)"
_HAND = r"(?: on hand (?P<hand>\d+))?"


@dataclass
class BlackjackContext(GameScenario[BlackjackRules, BlackjackObservation]):
    wagers: list[WagerPlacement] = field(default_factory=list)
    shoe: tuple[Card, ...] = ()
    actions: list[Action] = field(default_factory=list)
    before_deal: list[Action] = field(default_factory=list)
    reshuffle: bool = False
    permit: list[str] = field(default_factory=list)

    def play_round(self) -> None:
        script = BlackjackScript(tuple(self.wagers), self.shoe, tuple(self.actions), tuple(self.before_deal),
                                 self.reshuffle, tuple(self.permit))
        self.wagers, self.shoe, self.actions, self.before_deal = [], (), [], []
        self.reshuffle, self.permit = False, []
        game = self.table.rules.game if self.table is not None else "Blackjack"
        self.play(script, f"round {self.rounds + 1} at the {game} table")


@pytest.fixture
def blackjack(round_judgements: RoundJudgements) -> BlackjackContext:
    return BlackjackContext(round_judgements)


# ---------------------------------------------------------------------------- Given
@given(parsers.re(r'an? (?P<game>Blackjack|Spanish 21) table under Rules Submission "(?P<name>[^"]+)"'))
def bj_table(blackjack: BlackjackContext, system: SystemUnderTest, game: str, name: str,
             request: pytest.FixtureRequest) -> None:
    blackjack.open(system, request, name, BlackjackRules, game=_GAMES[game])


@given(parsers.re(rf'seat (?P<seat>\d+) wagers (?P<amount>{MONEY})(?: for "(?P<player>[^"]+)")?'))
def bj_wagers(blackjack: BlackjackContext, seat: str, amount: str, player: str | None) -> None:
    blackjack.wagers.append(WagerPlacement(int(seat), parse_money(amount), player or ""))


@given(parsers.re(r'the shoe is stacked in the order "(?P<cards>[^"]+)"'))
def bj_shoe(blackjack: BlackjackContext, cards: str) -> None:
    blackjack.shoe = parse_cards(cards, allow_duplicates=True) + SPARE_CARDS


@given(parsers.re(r"the cards are reshuffled before the round"))
def bj_reshuffle(blackjack: BlackjackContext) -> None:
    blackjack.reshuffle = True


@given(parsers.re(r'the certificate holder permits "(?P<person>[^"]+)" to begin wagering again'))
def bj_permit(blackjack: BlackjackContext, person: str) -> None:
    blackjack.permit.append(person)


@given(parsers.re(rf"seat (?P<seat>\d+) (?P<verb>removes its Wager|alters its Wager to (?P<amount>{MONEY})) "
                  r"before the first card is removed from the shoe"))
def bj_before_deal(blackjack: BlackjackContext, seat: str, verb: str, amount: str | None) -> None:
    move = Move.REMOVE_WAGER if verb.startswith("removes") else Move.ALTER_WAGER
    blackjack.before_deal.append(Action(int(seat), move, amount=parse_money(amount) if amount else None))


_MOVES = {"hits": Move.HIT, "stands": Move.STAND, "doubles down": Move.DOUBLE_DOWN, "splits": Move.SPLIT}


_MOVE = (r"seat (?P<seat>\d+)(?:'s hand (?P<hand>\d+))? (?P<move>hits|stands|doubles down|splits)"
         rf"(?: for (?P<amount>{MONEY}))?")
_HITS = r"seat (?P<seat>\d+) hits (?P<times>\d+) times"
_INSURE = rf"seat (?P<seat>\d+) makes an Insurance Wager(?: of (?P<amount>{MONEY}))?"
_TRIES = (rf"seat (?P<seat>\d+) then tries to (?P<verb>remove|alter) its {_KIND}{_HAND}"
          rf"(?: to (?P<amount>{MONEY}))?")


# the players' moves read as Given (the script) or When (the round), as a scenario tells it
@given(parsers.re(_MOVE))
@when(parsers.re(_MOVE))
def bj_move(blackjack: BlackjackContext, seat: str, hand: str | None, move: str, amount: str | None) -> None:
    blackjack.actions.append(Action(int(seat), _MOVES[move], int(hand or 1),
                                    parse_money(amount) if amount else None))


@given(parsers.re(_HITS))
@when(parsers.re(_HITS))
def bj_hits(blackjack: BlackjackContext, seat: str, times: str) -> None:
    blackjack.actions += [Action(int(seat), Move.HIT)] * int(times)


@given(parsers.re(_INSURE))
@when(parsers.re(_INSURE))
def bj_insurance(blackjack: BlackjackContext, seat: str, amount: str | None) -> None:
    cents = parse_money(amount) if amount else None
    blackjack.actions.append(Action(int(seat), Move.INSURANCE, amount=cents))


@given(parsers.re(_TRIES))
@when(parsers.re(_TRIES))
def bj_handle(blackjack: BlackjackContext, seat: str, verb: str, kind: str, hand: str | None,
              amount: str | None) -> None:
    move = Move.REMOVE_WAGER if verb == "remove" else Move.ALTER_WAGER
    blackjack.actions.append(Action(int(seat), move, int(hand or 1), parse_money(amount) if amount else None,
                                    WagerKind(kind)))


@given(parsers.re(r"an? (?P<game>Blackjack|Spanish 21) Rules Submission with (?P<fields>.+)"))
def bj_submission(submission: SubmissionCheck, game: str, fields: str) -> None:
    """The scenario's fields over a minimal valid submission: ``settlement_procedure: 3``
    changes a field, ``no settlement_procedure`` leaves it out."""
    data = {"rules_submission": "scenario", "game": _GAMES[game], "settlement_procedure": "1"}
    for phrase in re.split(r",\s+(?:and\s+)?|\s+and\s+", fields.strip()):
        if phrase.startswith("no "):
            data.pop(phrase.removeprefix("no ").strip(), None)
        else:
            key, _, value = phrase.partition(":")
            assert value, f"write a field as 'name: value' or 'no name', not {phrase!r}"
            data[key.strip()] = value.strip()
    submission.text = "".join(f"{k}: {v}\n" for k, v in data.items())
    try:
        parse_game_rules(submission.text, source="<scenario>")
        submission.refused = None
    except RulesSubmissionError as exc:
        submission.refused = exc


# ---------------------------------------------------------------------------- When
@when("the round is played")
def bj_play(blackjack: BlackjackContext) -> None:
    blackjack.play_round()


# ---------------------------------------------------------------------------- Then
def _lines(blackjack: BlackjackContext, seat: int, kind: WagerKind, hand: int) -> list[Settlement]:
    hand = 0 if kind is WagerKind.INSURANCE else hand
    found = [s for s in blackjack.seen().settlements if s.seat == seat and s.wager is kind and s.hand == hand]
    assert found, f"the system reported no settlement of seat {seat}'s {kind.value} on hand {hand}"
    assert len(found) == 1, f"the system settled seat {seat}'s {kind.value} on hand {hand} {len(found)} times"
    return found


@then(parsers.re(rf"the dealer pays seat (?P<seat>\d+)'s {_KIND}{_HAND} (?P<n>\d+) to (?P<d>\d+), "
                 rf"(?P<amount>{MONEY_EITHER})$"))
def bj_paid(blackjack: BlackjackContext, seat: str, kind: str, hand: str | None, n: str, d: str,
            amount: str) -> None:
    """``amount`` may name each amount a reading allows ("$7.87 or $7.88")."""
    [line] = _lines(blackjack, int(seat), WagerKind(kind), int(hand or 1))
    assert line.outcome is Outcome.WON, f"seat {seat}'s {kind} {line.outcome.value}, expected it paid"
    assert line.odds == Fraction(int(n), int(d)), \
        f"seat {seat}'s {kind} was paid at {line.odds}, expected {n} to {d}"
    assert line.paid in amounts(amount), \
        f"seat {seat}'s {kind} was paid {format_money(line.paid)}, expected {amount}"


def _either(text: str) -> list[str]:
    """The card lists of a phrase ``"9c 6h" or "9c 6h 5d"``, each in the harness's notation."""
    return [" ".join(str(c) for c in parse_cards(cards, allow_duplicates=True))
            for cards in re.findall(r'"([^"]+)"', text)]


_EITHER_CARDS = r'(?P<cards>"[^"]+"(?: or "[^"]+")*)'


@then(parsers.re(rf"the dealer's cards are {_EITHER_CARDS}$"))
def bj_dealer_cards(blackjack: BlackjackContext, cards: str) -> None:
    """The dealer's cards, in the order drawn: one of those named, where a reading allows several."""
    got = " ".join(str(c) for c in blackjack.seen().dealer)
    assert got in _either(cards), f"the dealer's cards are {got!r}, expected {cards}"


@then(parsers.re(rf"seat (?P<seat>\d+)'s hand (?P<hand>\d+) holds {_EITHER_CARDS}$"))
def bj_hand_cards(blackjack: BlackjackContext, seat: str, hand: str, cards: str) -> None:
    """A hand's cards, in the order dealt: one of those named, where a reading allows several."""
    found = [h for h in blackjack.seen().hands if (h.seat, h.hand) == (int(seat), int(hand))]
    assert found, f"the system reported no hand {hand} of seat {seat}"
    got = " ".join(str(c) for c in found[0].cards)
    assert got in _either(cards), f"seat {seat}'s hand {hand} holds {got!r}, expected {cards}"


@then(parsers.re(rf"the dealer collects seat (?P<seat>\d+)'s {_KIND}{_HAND}, (?P<amount>{MONEY})"))
def bj_collected(blackjack: BlackjackContext, seat: str, kind: str, hand: str | None, amount: str) -> None:
    [line] = _lines(blackjack, int(seat), WagerKind(kind), int(hand or 1))
    assert line.outcome is Outcome.LOST, f"seat {seat}'s {kind} {line.outcome.value}, expected it collected"
    assert line.collected == parse_money(amount), \
        f"the dealer collected {format_money(line.collected)}, expected {amount}"


@then(parsers.re(rf"seat (?P<seat>\d+)'s {_KIND}{_HAND} pushes"))
def bj_push(blackjack: BlackjackContext, seat: str, kind: str, hand: str | None) -> None:
    [line] = _lines(blackjack, int(seat), WagerKind(kind), int(hand or 1))
    assert line.outcome is Outcome.PUSH and line.paid == line.collected == 0, \
        (f"seat {seat}'s {kind} {line.outcome.value}, paid {format_money(line.paid)}, collected "
         f"{format_money(line.collected)}, expected a push, neither collected nor paid")


def _fixed(blackjack: BlackjackContext, seat: int) -> list[Settlement]:
    return [s for s in blackjack.seen().settlements if s.seat == seat and s.wager is WagerKind.FIXED_PAYOUT]


@then(parsers.re(rf"the dealer pays seat (?P<seat>\d+) an additional fixed payout of (?P<amount>{MONEY})"))
def bj_fixed(blackjack: BlackjackContext, seat: str, amount: str) -> None:
    paid = [format_money(s.paid) for s in _fixed(blackjack, int(seat))]
    assert paid == [amount], f"seat {seat} was paid the fixed payouts {paid}, expected [{amount!r}]"


@then(parsers.re(r"the dealer pays seat (?P<seat>\d+) no fixed payout"))
def bj_no_fixed(blackjack: BlackjackContext, seat: str) -> None:
    paid = [format_money(s.paid) for s in _fixed(blackjack, int(seat))]
    assert not paid, f"seat {seat} was paid the fixed payouts {paid}, expected none"


@then(parsers.re(r'the dealer settles in the order "(?P<order>[^"]+)"'))
def bj_order(blackjack: BlackjackContext, order: str) -> None:
    """Each entry ``seat N paid|collected|push`` names one settlement line, in the order made;
    where 549.4(f) / 551.6(f) leaves the order open (within a pass of procedure (1), within a
    player of procedure (2)) any order passes (settlements_in_free_order)."""
    verbs = {Outcome.WON: "paid", Outcome.LOST: "collected", Outcome.PUSH: "push"}
    lines = blackjack.seen().settlements
    got = ", ".join(f"seat {s.seat} {verbs[s.outcome]}" for s in lines)
    want = ", ".join(p.strip() for p in order.split(","))
    left = list(lines)
    named = []  # the system's lines in the order the scenario names them
    for entry in (p.strip() for p in order.split(",")):
        line = next((s for s in left if f"seat {s.seat} {verbs[s.outcome]}" == entry), None)
        assert line is not None, f"the dealer settled in the order {got!r}, expected {want!r}"
        left.remove(line)
        named.append(line)
    assert not left, f"the dealer settled in the order {got!r}, expected {want!r}"
    rules = blackjack.table.rules if blackjack.table is not None else None
    first = isinstance(rules, BlackjackRules) and rules.settlement_procedure == 1
    same = settlements_in_free_order(tuple(named), first) == settlements_in_free_order(lines, first)
    assert same, f"the dealer settled in the order {got!r}, expected {want!r}"


def _chips_accounted(blackjack: BlackjackContext) -> None:
    """549.4(f)(2), 551.6(f)(2), judged on the money and not only on the label the system
    gives each line: a losing wager's whole amount is collected and nothing paid on it, a
    winning wager's winnings are paid and nothing collected from it, and the table
    inventory's result is exactly what was collected less what was paid, so every chip
    collected went into the table inventory and every chip paid came out of it."""
    seen = blackjack.seen()
    for s in seen.settlements:
        where = f"seat {s.seat}'s {s.wager.value} ({s.outcome.value})"
        if s.outcome is Outcome.LOST:
            assert s.collected == s.amount and s.paid == 0, (
                f"{where}: collected {format_money(s.collected)} and paid {format_money(s.paid)} "
                f"of a losing {format_money(s.amount)}")
        elif s.outcome is Outcome.WON:
            assert s.collected == 0 and s.paid > 0, (
                f"{where}: collected {format_money(s.collected)}, paid {format_money(s.paid)}")
    net = sum(s.collected - s.paid for s in seen.settlements)
    assert seen.table_result == net, (
        f"the table inventory's result is {format_money(seen.table_result)}, but the lines collect "
        f"and pay {format_money(net)}: chips did not all go into, and come out of, the table inventory")


@then("every losing wager goes directly into the table inventory")
def bj_into_inventory(blackjack: BlackjackContext) -> None:
    _chips_accounted(blackjack)
    wrong = [s for s in blackjack.seen().settlements
             if s.outcome is Outcome.LOST and s.chips is not Chips.INTO_INVENTORY]
    assert not wrong, f"losing wagers not placed into the table inventory: {wrong}"


@then("no winning wager is paid with chips collected from a losing wager")
def bj_not_from_losers(blackjack: BlackjackContext) -> None:
    _chips_accounted(blackjack)
    wrong = [s for s in blackjack.seen().settlements
             if s.outcome is Outcome.WON and s.chips is not Chips.FROM_INVENTORY]
    assert not wrong, f"winning wagers paid other than from the table inventory: {wrong}"


@then(parsers.re(rf"the system refuses seat (?P<seat>\d+)'s attempt to (?P<verb>remove|alter) its "
                 rf"{_KIND}{_HAND} as (?P<reason>[a-z-]+)"))
def bj_refused_handling(blackjack: BlackjackContext, seat: str, verb: str, kind: str, hand: str | None,
                        reason: str) -> None:
    move = Move.REMOVE_WAGER if verb == "remove" else Move.ALTER_WAGER
    found = [r for r in blackjack.seen().refusals if r.seat == int(seat) and r.move is move
             and r.wager is WagerKind(kind)]
    assert found, f"the system did not refuse seat {seat}'s attempt to {verb} its {kind}"
    assert found[0].reason is Reason(reason), f"refused as {found[0].reason.value}, expected {reason}"


@then(parsers.re(rf"the system refuses the wager of (?P<amount>{MONEY}) at seat (?P<seat>\d+) "
                 r"as (?P<reason>[a-z-]+)"))
def bj_refused_wager(blackjack: BlackjackContext, amount: str, seat: str, reason: str) -> None:
    found = [r for r in blackjack.seen().refusals if r.seat == int(seat) and r.move is Move.PLACE_WAGER]
    assert found, f"the system did not refuse the wager at seat {seat}"
    assert found[0].amount == parse_money(amount) and found[0].reason is Reason(reason), found[0]
    assert not [h for h in blackjack.seen().hands if h.seat == int(seat)], f"seat {seat} was dealt a hand"


@then(parsers.re(r"the system accepts the wager at seat (?P<seat>\d+)"))
def bj_accepted(blackjack: BlackjackContext, seat: str) -> None:
    refused = [r for r in blackjack.seen().refusals if r.seat == int(seat) and r.move is Move.PLACE_WAGER]
    assert not refused, f"the system refused seat {seat}'s wager as {refused[0].reason.value}"
    assert [h for h in blackjack.seen().hands if h.seat == int(seat)], f"seat {seat} was dealt no hand"


@then(parsers.re(r"the system refuses nothing"))
def bj_no_refusal(blackjack: BlackjackContext) -> None:
    assert not blackjack.seen().refusals, f"the system refused {blackjack.seen().refusals}"


@then(parsers.re(r'the persons barred from the next round are "(?P<persons>[^"]*)"'))
def bj_barred(blackjack: BlackjackContext, persons: str) -> None:
    want = tuple(sorted(p.strip() for p in persons.split(",") if p.strip()))
    assert blackjack.seen().barred == want, f"the system bars {blackjack.seen().barred}, expected {want}"


@then(parsers.re(rf"the table inventory's result is (?P<sign>[+-])(?P<amount>{MONEY})"))
def bj_result(blackjack: BlackjackContext, sign: str, amount: str) -> None:
    want = parse_money(amount) * (1 if sign == "+" else -1)
    got = blackjack.seen().table_result
    assert got == want, f"the table inventory's result is {format_money(got)}, expected {sign}{amount}"
