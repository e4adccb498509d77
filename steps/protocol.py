"""Steps of the interactive round and the error model (docs/protocol.md, "An interactive
round", "Errors"): a round played step by step with a move the rule forbids tried at its
point, a fault the table cannot have, a malformed request; and many rounds at one table whose
money is judged after every round.

Glue only: the stepped play and the probes are :mod:`tablecert.adapters.stepped`; the
meters are judged after every round by :meth:`ScenarioContext.judge_meters`. Two moves no
probe makes (settling before the deal, 649a.11; a decision of the other game, 649a.11(b),
643a.11(b)) are tried by a thin wrapper round the system's session inside the same stepped
play (:class:`_TryingRound`), so the rest of the round is played and judged as usual.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, cast

import pytest
from pytest_bdd import given, parsers, then, when

from tablecert.adapters.contract import Capability, RoundSession, SystemFault, TableSession
from tablecert.adapters.in_process import oracle_preview, oracle_round
from tablecert.adapters.shown import SHOWN_AT, WINDOWS, StepLog, window_problems
from tablecert.adapters.stepped import (
    PROBE_ANSWERS,
    Probe,
    ProbeOutcome,
    Way,
    chapter_of,
    play_stepped,
    with_probe_refusal,
)
from tablecert.oracle.cards import Card
from tablecert.oracle.judge import Discrepancy
from tablecert.oracle.money import format_money, parse_money
from tablecert.oracle.round import Choice, Fault, IllegalAction, Reason, WagerPlacement
from tablecert.oracle.wagers import Wager
from tablecert.steps.context import ScenarioContext

MONEY = r"\$[\d,]+(?:\.\d\d)?"
_PROBES = {p.value: p for p in Probe}


def _stepped_table(context: ScenarioContext) -> None:
    """A step-by-step scenario needs a table that declares ``step-by-step`` (the scenario's
    tag deselects it elsewhere; a table that declares less than its system is checked here)."""
    if Capability.STEP_BY_STEP not in context.declared():
        pytest.skip("not applicable: the table does not declare 'step-by-step'")


@when(parsers.re(r"the round is played step by step, trying (?P<move>.+) at its point"))
def stepped_with_probe(context: ScenarioContext, move: str) -> None:
    """The round through the step endpoints; the forbidden move tried where the round forbids
    it (a system accepting it fails here, naming the move and its subsection)."""
    _stepped_table(context)
    assert context.table is not None and context.oracle_table is not None
    probe = _PROBES.get(move)
    assert probe is not None, f"no such move {move!r}: one of {', '.join(_PROBES)}"
    script = context.script()
    context.last_script = script
    # the decisions' order from a preview; the round to judge by follows the system's choices
    # where the text allows either (its own stub count, 649a.8(f)), as the fuzzers' rounds do
    preview = oracle_preview(context.oracle_table, script)
    context.next_round()  # a session's next round starts afresh (tablecert fuzz --sessions)
    context.ways, context.twin = [Way.STEP], None  # this round step by step, at the one table
    try:
        context.observed, context.probe = play_stepped(context.table, script, preview, probe)
    except Discrepancy as exc:
        if not exc.differences[0].field.startswith("refusal of"):
            raise
        context.expected = context.oracle_table.play(script)
        context.expected_rounds.append(context.expected)
        # the system took the forbidden move: the round cannot go on as scripted, and the
        # scenario's Then step says so in the regulation's words
        context.probe = ProbeOutcome(probe, True, accepted=True, citation=exc.differences[0].citation)
        return
    context.expected = with_probe_refusal(oracle_round(context.oracle_table, script, context.observed),
                                          context.probe)
    context.expected_rounds.append(context.expected)
    context.history.append((context.expected, context.observed))
    context.judge_meters()


@when("the round is played step by step")
def stepped(context: ScenarioContext) -> None:
    """The round through the step endpoints, whatever the run's --round-mode."""
    _stepped_table(context)
    context.ways, context.twin = [Way.STEP], None  # this round step by step, at the one table
    context.play()


@then(parsers.re(r'the system refuses the move with reason "(?P<reason>[a-z-]+)"'))
def move_refused(context: ScenarioContext, reason: str) -> None:
    outcome = context.probe
    assert outcome is not None and outcome.tried, "the round gave no occasion for the move"
    assert not outcome.accepted, (f"the system accepted {outcome.probe.value}, which {outcome.citation} "
                                  f"forbids: expected 409 {reason}")
    want, _ = PROBE_ANSWERS[outcome.probe]
    assert want is Reason(reason), f"the scenario's reason {reason} is not the documented {want.value}"
    if outcome.no_decision_due:  # voided at the deal by the system's own (allowed) stub count
        pytest.skip("not applicable: the system voided the round at its own stub count (649a.8(f), (h)); "
                    "no decision was due")
    got = outcome.reason.value if outcome.reason is not None else "no reason"
    assert outcome.reason is want, f"{outcome.probe.value} was refused with {got}, expected {reason}"


@when("the round is attempted")
def attempted(context: ScenarioContext) -> None:
    """The round the way the table takes rounds; a refusal (409) is kept as the answer, on
    the oracle and on the system, instead of ending the scenario."""
    assert context.table is not None and context.oracle_table is not None
    script = context.script()
    try:
        context.oracle_table.play(script)
        context.oracle_refusal = None
    except IllegalAction as exc:
        context.oracle_refusal = exc
    try:
        if context.ways[0] is Way.SCRIPTED:
            context.table.play(script)
        else:
            session = context.table.new_round()
            for p in script.wagers:
                session.place(p.seat, p.wager, p.amount)
            session.no_more_bets()
            session.deal(script.deck, script.faults)
        context.refusal = None
    except IllegalAction as exc:
        context.refusal = exc


@then(parsers.re(r'the system refuses the round with reason "(?P<reason>[a-z-]+)"'))
def round_refused(context: ScenarioContext, reason: str) -> None:
    assert context.oracle_refusal is not None and context.oracle_refusal.reason is Reason(reason), \
        f"the oracle does not refuse this round with {reason}: the scenario is wrong"
    assert context.refusal is not None, f"the system accepted the round; expected 409 {reason}"
    assert context.refusal.reason is Reason(reason), \
        f"the system refused the round with {context.refusal.reason.value}, expected {reason}"


@when(parsers.re(r"a wager is sent whose (?P<field>[a-z]+) is (?P<raw>.+)"))
def malformed_wager(context: ScenarioContext, field: str, raw: str) -> None:
    """A malformed request (docs/protocol.md, Errors: 400 ``invalid-request`` with the JSON
    path): only an HTTP system has bytes to malform."""
    _stepped_table(context)
    send = getattr(context.table, "malformed", None)
    if send is None:
        pytest.skip("not applicable: the system is not driven over HTTP (no request to malform)")
    body = {"seat": "1", "wager": '"Ante Wager"', "amount": "1000"}
    body[field] = raw
    text = "{" + ",".join(f'"{k}":{v}' for k, v in body.items()) + "}"
    try:
        context.malformed_answer = send("wagers", text.encode())
    except SystemFault as exc:  # anything but the documented 400 is the system's failure
        raise AssertionError(f"a malformed wager ({field} {raw}): {exc} (docs/protocol.md, Errors)") from None


@then(parsers.re(r'the system answers 400 "invalid-request" naming the path "(?P<path>[^"]*)"'))
def answered_400(context: ScenarioContext, path: str) -> None:
    error = context.malformed_answer
    assert error.get("reason") == "invalid-request", f"the reason is {error.get('reason')!r}"
    assert error.get("path") == path, f"the path is {error.get('path')!r}, expected {path!r}"


@when(parsers.re(rf"(?P<n>\d+) rounds are played in which seat (?P<seat>\d+) places an Ante Wager of "
                 rf"(?P<ante>{MONEY}) and a Progressive Payout Wager of (?P<wager>{MONEY})"))
def progressive_rounds(context: ScenarioContext, n: str, seat: str, ante: str, wager: str) -> None:
    """Many rounds at one table, each judged in full (meter_before, meter_after) and the
    table's meters read after every one where it declares them."""
    for _ in range(int(n)):
        context.wagers += [WagerPlacement(int(seat), Wager.ANTE, parse_money(ante)),
                           WagerPlacement(int(seat), Wager.PROGRESSIVE, parse_money(wager))]
        context.play()


@given(parsers.re(r"the table declares (?P<capability>[a-z-]+)"))
def table_declares(context: ScenarioContext, capability: str) -> None:
    if Capability(capability) not in context.declared():
        pytest.skip(f"not applicable: the table does not declare {capability!r}")


@then(parsers.re(rf"the table's meters read (?P<amount>{MONEY}) after each of the (?P<n>\d+) rounds"))
def meters_every_round(context: ScenarioContext, amount: str, n: str) -> None:
    """The meters were read and judged after every round (ScenarioContext.judge_meters) and
    the last reading is ``amount``."""
    assert context.table is not None
    tables = 2 if context.twin is not None else 1
    assert context.meters_read == int(n) * tables, \
        f"the meters were read {context.meters_read} times in {n} rounds"
    got = context.table.meters().meter
    shown = format_money(got) if got is not None else "nothing"
    assert got == parse_money(amount), f"the table's meter reads {shown}, expected {amount}"


# ---------------------------------------------------------------- moves of another kind or phase
_OTHER_KIND = {Choice.PLAY: Choice.LET_IT_RIDE, Choice.FOLD: Choice.WITHDRAW,
               Choice.LET_IT_RIDE: Choice.PLAY, Choice.WITHDRAW: Choice.FOLD}
"""For each decision, the other game's decision in its place: "let it ride" is no Three Card
Poker decision (649a.11(b): a Play Wager or a fold), "play" no Let It Ride one (643a.11(b),
(d): let it ride or withdraw)."""

_MOVES = ("settling before the deal", "a decision of another kind")


@dataclass
class TriedMove:
    """What the system answered to a move tried inside :func:`play_stepped`'s round: None
    until tried; the refusal (reason, citation); ``accepted`` when the system took it."""

    move: str = ""
    refusal: IllegalAction | None = None
    tried: bool = False
    accepted: bool = False


@pytest.fixture
def tried_move() -> TriedMove:
    return TriedMove()


class _TryingRound:
    """A round session that tries ``tried.move`` once, at its point, on the system's session
    before passing the scripted step on: settling just before the deal, or, before the first
    decision, that decision's other-game counterpart. The rest is the session's own."""

    def __init__(self, session: RoundSession, tried: TriedMove) -> None:
        self._session, self._tried = session, tried

    def __getattr__(self, name: str) -> Any:
        return getattr(self._session, name)

    def deal(self, deck: Sequence[Card], faults: Sequence[Fault] = ()) -> None:
        if self._tried.move == _MOVES[0] and not self._tried.tried:
            self._tried.tried = True
            try:
                self._session.settle()
            except IllegalAction as exc:
                self._tried.refusal = exc
            else:
                self._tried.accepted = True
        self._session.deal(deck, faults)

    def decide(self, seat: int, choice: Choice, wager: Wager | None = None) -> bool:
        if self._tried.move == _MOVES[1] and not self._tried.tried:
            self._tried.tried = True
            self._tried.accepted = self._session.decide(seat, _OTHER_KIND[choice], wager)
            self._tried.refusal = None if self._tried.accepted else self._session.last_refusal
        return self._session.decide(seat, choice, wager)


class _TryingTable:
    """The system's table, its rounds opened as :class:`_TryingRound`."""

    def __init__(self, table: TableSession, tried: TriedMove) -> None:
        self._table, self._tried = table, tried

    def __getattr__(self, name: str) -> Any:
        return getattr(self._table, name)

    def new_round(self) -> RoundSession:
        return cast(RoundSession, _TryingRound(self._table.new_round(), self._tried))


@when(parsers.re(rf"the round is played step by step, trying (?P<move>{'|'.join(_MOVES)}) first"))
def stepped_trying(context: ScenarioContext, tried_move: TriedMove, move: str) -> None:
    """The round through the step endpoints (:func:`play_stepped`), the move tried once at
    its point on the system; a move the system accepts fails the scenario here, naming it."""
    _stepped_table(context)
    assert context.table is not None and context.oracle_table is not None
    tried_move.move = move
    script = context.script()
    context.last_script = script
    context.expected = context.oracle_table.play(script)
    context.expected_rounds.append(context.expected)
    table = cast(TableSession, _TryingTable(context.table, tried_move))
    try:
        context.observed, context.probe = play_stepped(table, script, context.expected)
    finally:
        assert not tried_move.accepted, f"the system accepted {move}; the rule refuses it (409)"
    context.history.append((context.expected, context.observed))


@then(parsers.re(r'the system refuses it with reason "(?P<reason>[a-z-]+)" citing "(?P<citation>[^"]+)"'))
def tried_refused(tried_move: TriedMove, reason: str, citation: str) -> None:
    assert tried_move.tried, f"the round gave no occasion for {tried_move.move}"
    got = tried_move.refusal
    assert got is not None, f"{tried_move.move} was refused without a reason (docs/protocol.md, Errors)"
    assert (got.reason.value, got.citation) == (reason, citation), \
        f"{tried_move.move}: refused with {got.reason.value} ({got.citation}), not {reason} ({citation})"


# ---------------------------------------------------------------- what each step shows, and when
@pytest.fixture
def shown_log() -> StepLog:
    return StepLog()


@when("the round is played step by step, what each step shows recorded")
def stepped_shown(context: ScenarioContext, shown_log: StepLog) -> None:
    """The round through the step endpoints, each step's reported events kept in
    ``shown_log`` (Capability.STEP_EVENTS): a reveal outside its window fails the round in
    :func:`play_stepped`; here the Then steps say which, in the regulation's words."""
    _stepped_table(context)
    if Capability.STEP_EVENTS not in context.declared():
        pytest.skip("not applicable: the table does not declare 'step-events'")
    assert context.table is not None and context.oracle_table is not None
    script = context.script()
    context.last_script = script
    context.expected = context.oracle_table.play(script)
    context.expected_rounds.append(context.expected)
    context.next_round()
    context.ways, context.twin = [Way.STEP], None
    try:
        context.observed, context.probe = play_stepped(context.table, script, context.expected,
                                                       log=shown_log)
    except Discrepancy as exc:
        if not all(d.field.startswith(SHOWN_AT) for d in exc.differences):
            raise
        return
    context.history.append((context.expected, context.observed))
    context.judge_meters()


_WINDOWS = {w.what: w for w in WINDOWS}


@then(parsers.re(r"(?P<what>the dealer's cards) are not shown before the last player has decided"))
@then(parsers.re(r"(?P<what>the first community card) is shown after every Bet Number 1 decision "
                 r"and before any Bet Number 2 decision"))
@then(parsers.re(r"(?P<what>the second community card) is shown after every Bet Number 2 decision"))
def shown_in_window(context: ScenarioContext, shown_log: StepLog, what: str) -> None:
    assert context.table is not None
    problems = window_problems(shown_log, _WINDOWS[what], chapter_of(context.table))
    assert not problems, "; ".join(problems)
