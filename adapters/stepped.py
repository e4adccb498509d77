"""How a card-game round reaches the system: the capabilities the table declared decide it.

docs/protocol.md, "Capabilities": a request is sent only for a capability the table declared.
A Three Card Poker or Let It Ride round is played through ``scripted-rounds`` where the table
declares ``scripted-round``, else step by step through a :class:`RoundSession` where it
declares ``step-by-step`` (:func:`play_stepped`); with neither, the round cannot be asked of
the system and the scenario is not applicable (:func:`round_ways` says why).

A stepped round follows the script in the order the scripted endpoint plays it (docs/protocol.md,
"A scripted round"): each wager placed before "no more bets" in order, "no more bets", each
late wager, the deal, the decisions in the order the round asks them, settlement. The order
of the decisions is the oracle's own record of the same round (its ``decisions``: the seats
and, for Let It Ride, the bets, in the order the dealer asked them, defaults included), so a
system that asks in another order refuses one of them (409 ``out-of-turn``) or cannot settle,
and either is a discrepancy citing the game's 11(b). Meters (``GET .../meters``) are judged
against the oracle's record of the rounds played (:func:`meter_differences`).
"""

from __future__ import annotations

from enum import StrEnum

import msgspec

from tablecert.adapters.contract import Capability, RoundSession, TableSession
from tablecert.adapters.forbidden_moves import PROBE_ANSWERS, Probe
from tablecert.adapters.in_process import oracle_preview
from tablecert.adapters.meter_judgement import meter_differences
from tablecert.adapters.shown import StepLog, shown_differences
from tablecert.adapters.stepped_probes import (
    MIDROUND,
    ProbeOutcome,
    chapter_of,
    midround_probe,
    out_of_turn,
    probe_accepted,
    probe_differences,
    tried,
    try_midround,
    void_instead,
    with_probe_refusal,
)
from tablecert.oracle.judge import Difference, Discrepancy
from tablecert.oracle.round import (
    FAULT_SUBSECTIONS,
    Choice,
    IllegalAction,
    Observation,
    Reason,
    RoundScript,
)
from tablecert.oracle.wagers import Game

__all__ = ["PROBE_ANSWERS", "Probe", "ProbeOutcome", "RoundMode", "Way", "chapter_of", "meter_differences",
           "play_round", "play_stepped", "probe_differences", "round_ways", "table_capabilities",
           "with_probe_refusal"]


class RoundMode(StrEnum):
    """``tablecert run --round-mode``: how the suite plays the card games' rounds."""

    AUTO = "auto"  # scripted where declared, else step by step
    SCRIPTED = "scripted"
    STEP = "step"
    BOTH = "both"  # scripted at the table and step by step at a twin table, both judged


class Way(StrEnum):
    SCRIPTED = "scripted"
    STEP = "step"


_NEEDS = {Way.SCRIPTED: Capability.SCRIPTED_ROUND, Way.STEP: Capability.STEP_BY_STEP}


def table_capabilities(table: TableSession, declared: frozenset[Capability]) -> frozenset[Capability]:
    """What the table declared when it opened, else what the system declared."""
    return table.capabilities if table.capabilities is not None else declared


def round_ways(mode: RoundMode, capabilities: frozenset[Capability]) -> tuple[list[Way], str]:
    """The ways a round is played under ``mode`` at a table declaring ``capabilities``: the
    first at the scenario's table, a second (``both``) at a twin table. An empty list comes
    with the reason the round cannot be asked of the system (not applicable)."""
    offered = [w for w in (Way.SCRIPTED, Way.STEP) if _NEEDS[w] in capabilities]
    ways: dict[RoundMode, list[Way]] = {RoundMode.AUTO: offered[:1], RoundMode.BOTH: offered,
              RoundMode.SCRIPTED: [w for w in offered if w is Way.SCRIPTED],
              RoundMode.STEP: [w for w in offered if w is Way.STEP]}
    wanted = ways[mode]
    if wanted:
        return wanted, ""
    needed = ("'scripted-round' or 'step-by-step'" if mode in (RoundMode.AUTO, RoundMode.BOTH)
              else repr(_NEEDS[Way(mode.value)].value))
    return [], (f"the table declares neither capability a round is played through ({needed}; "
                "docs/protocol.md, Capabilities)" if mode in (RoundMode.AUTO, RoundMode.BOTH)
                else f"--round-mode {mode.value} needs the capability {needed}, which the table "
                "does not declare (docs/protocol.md, Capabilities)")


def play_round(table: TableSession, way: Way, script: RoundScript, expected: Observation | None,
               probe: Probe | None = None) -> tuple[Observation, ProbeOutcome | None]:
    """One round at ``table`` the ``way`` chosen; ``expected`` is the oracle's round of it
    (:func:`tablecert.adapters.in_process.oracle_preview`), needed for the order of a stepped
    round's decisions only. A ``probe`` is tried in a stepped round only."""
    if way is Way.SCRIPTED:
        return table.play(script), None
    assert expected is not None, "a round played step by step needs the oracle's round first"
    return play_stepped(table, script, expected, probe)


def refused_round(table: TableSession, oracle: TableSession | None, script: RoundScript,
                  refusal: IllegalAction) -> Discrepancy | None:
    """A whole round the system refused (409) at ``table``, judged against the oracle's table
    ``oracle`` (None: the oracle has played this round already): None where the oracle refuses
    it too (the round cannot be played, and the refusal stands as the system's answer); else a
    :class:`Discrepancy`, a *failed* verdict.
    With faults, the table declared ``fault-injection`` and can have each of them (the oracle
    plays them): refusing one is refusing a declared capability (docs/protocol.md,
    Capabilities and Faults); without, the rule lets the round be played."""
    try:
        if oracle is not None:
            oracle_preview(oracle, script)
    except IllegalAction:
        return None
    if script.faults:
        kinds = ", ".join(dict.fromkeys(f'"{f.kind.value}"' for f in script.faults))
        chapter = chapter_of(table)
        cites = ", ".join(dict.fromkeys(f"{chapter}.{FAULT_SUBSECTIONS[f.kind]}" for f in script.faults))
        return Discrepancy([Difference(f"the round with the fault {kinds}",
                                       "played (the table declares fault-injection and can have the fault)",
                                       f"409 {refusal.reason.value}: {refusal}",
                                       f"{cites}, docs/protocol.md")],
                           context="a round the system refused, a fault it declared it simulates")
    return Discrepancy([Difference("the round", "played, as the oracle plays it",
                                   f"409 {refusal.reason.value}: {refusal}", f"{chapter_of(table)}.11")],
                       context="a round the system refused whole")


def _refused(table: TableSession, step: str, exc: IllegalAction | None, cite: str) -> Discrepancy:
    got = f"409 {exc.reason.value}: {exc} " if exc is not None else "refused"
    return Discrepancy([Difference(f"step {step}", "accepted, as the oracle accepts it", got.strip(),
                                   f"{chapter_of(table)}.{cite}")],
                       context="a round played step by step (docs/protocol.md, An interactive round)")



def _late_accepted(table: TableSession, seat: int, wager: str) -> Discrepancy:
    cite = "643a.8(b)" if table.rules.game is Game.LET_IT_RIDE else f"{chapter_of(table)}.7(c)"
    return Discrepancy([Difference(f"refusal of seat {seat}'s {wager} after \"no more bets\"",
                                   f"409 {Reason.AFTER_NO_MORE_BETS.value}", "accepted", cite)],
                       context="a wager placed after \"no more bets\" in a round played step by step")



def play_stepped(table: TableSession, script: RoundScript, expected: Observation,
                 probe: Probe | None = None, log: StepLog | None = None,
                 ) -> tuple[Observation, ProbeOutcome | None]:
    """``script`` through the step endpoints (Capability.STEP_BY_STEP), in the order the
    scripted endpoint plays it; the decisions in the order the oracle asked them
    (``expected.decisions``). A refused wager is the system's answer (its refusal is in the
    observation, judged there), but a late wager accepted is a :class:`Discrepancy`; "no
    more bets", the deal, a decision the oracle took or the settlement refused is one too,
    naming the step. ``probe``: a forbidden move tried at its point; accepted, it is a
    Discrepancy (the round cannot go on as scripted), refused, its answer is returned for
    :func:`probe_differences` to judge.

    Each scripted step and what its answer reported are recorded in ``log`` (a new one if
    None); where the table declares ``step-events``, a reveal shown outside its rule's window
    (:func:`tablecert.adapters.shown.shown_differences`) is a Discrepancy too, raised after
    the settlement. A table that does not declare it is not judged on it."""
    session: RoundSession = table.new_round()
    log = StepLog() if log is None else log
    outcome = _to_the_deal(table, session, script, probe, log)
    if probe is Probe.SETTLE_WITH_DECISION_DUE or probe is Probe.DECISION_OUT_OF_TURN:
        outcome, early = _probe_after_the_deal(table, session, probe, expected)
        if early is not None:
            return early, outcome  # voided at the deal by the system's own count: none was due
    void, outcome = _decisions(table, session, script, expected, probe, outcome, log)
    if void is not None:
        return void, outcome
    settled = _settle(table, session, log)
    if probe is Probe.STEP_AFTER_SETTLEMENT:
        seat = expected.decisions[0].seat if expected.decisions else 1
        choice = Choice.LET_IT_RIDE if table.rules.game is Game.LET_IT_RIDE else Choice.PLAY
        if session.decide(seat, choice):
            raise probe_accepted(table, probe)
        outcome = tried(probe, session.last_refusal)
    return settled, outcome


def _to_the_deal(table: TableSession, session: RoundSession, script: RoundScript, probe: Probe | None,
                 log: StepLog) -> ProbeOutcome | None:
    """A stepped round up to its deal: each wager placed before "no more bets", "no more
    bets", each late wager (accepted, a :class:`Discrepancy`), the deal; before "no more
    bets", a deal tried where ``probe`` is :attr:`Probe.DEAL_BEFORE_NO_MORE_BETS` (its answer
    returned)."""
    outcome: ProbeOutcome | None = None
    for p in script.wagers:
        if not p.after_no_more_bets:
            session.place(p.seat, p.wager, p.amount)
            log.record(f"wagers (seat {p.seat} {p.wager.value})", session)
    if probe is Probe.DEAL_BEFORE_NO_MORE_BETS:
        try:
            session.deal(script.deck, ())
        except IllegalAction as exc:
            outcome = tried(probe, exc)
        else:
            raise probe_accepted(table, probe)
    try:
        session.no_more_bets()
    except IllegalAction as exc:
        raise _refused(table, "no-more-bets", exc, "11") from None
    log.record("no-more-bets", session)
    for p in script.wagers:
        if p.after_no_more_bets and session.place(p.seat, p.wager, p.amount):
            raise _late_accepted(table, p.seat, p.wager.value)
    try:
        session.deal(script.deck, script.faults)
    except IllegalAction as exc:
        raise _refused(table, "deal", exc, "11") from None
    log.record("deal", session)
    return outcome


def _probe_after_the_deal(table: TableSession, session: RoundSession, probe: Probe,
                          expected: Observation) -> tuple[ProbeOutcome, Observation | None]:
    """:attr:`Probe.SETTLE_WITH_DECISION_DUE` or :attr:`Probe.DECISION_OUT_OF_TURN` tried right
    after the deal: its answer, and the round where the system settled it there because it had
    voided it at the deal (no decision was due), else None."""
    outcome = ProbeOutcome(probe, False)
    if probe is Probe.SETTLE_WITH_DECISION_DUE:
        if not expected.decisions:
            return outcome, None
        try:
            early = session.settle()
        except IllegalAction as exc:
            return tried(probe, exc), None
        if not early.void:
            raise probe_accepted(table, probe)
        return outcome, early
    later = out_of_turn(expected.decisions)
    if later is not None:
        if session.decide(later.seat, later.choice, later.wager):
            raise probe_accepted(table, probe)
        outcome = tried(probe, session.last_refusal)
    return outcome, None


def _decisions(table: TableSession, session: RoundSession, script: RoundScript, expected: Observation,
               probe: Probe | None, outcome: ProbeOutcome | None,
               log: StepLog) -> tuple[Observation | None, ProbeOutcome | None]:
    """The decisions in the order the oracle asked them, a mid-round ``probe`` tried before the
    decision it belongs to: the round where the system voided it at the deal instead (a
    decision refused, the round settled void), else None; and the probe's outcome."""
    at = midround_probe(probe, expected.decisions, table.rules.game) if probe in MIDROUND else None
    if probe in MIDROUND:
        outcome = ProbeOutcome(probe, False)
    for i, d in enumerate(expected.decisions):
        if at is not None and at[0] == i and probe is not None:
            outcome = try_midround(table, session, probe, at[1], script)
            if outcome.reason is not PROBE_ANSWERS[outcome.probe][0]:
                void = void_instead(session)  # voided at the deal at the system's own count
                if void is not None:
                    return void, ProbeOutcome(outcome.probe, False)
        on = f" on {d.wager.value}" if d.wager is not None else ""
        step = f"decisions (seat {d.seat} {d.choice.value}{on})"
        if not session.decide(d.seat, d.choice, d.wager):
            refusal = session.last_refusal
            void = void_instead(session)
            if void is not None:  # the system voided the round at the deal: judged as any round
                return void, (msgspec.structs.replace(outcome, no_decision_due=True)
                              if outcome is not None else None)
            raise _refused(table, step, refusal, "11(b)")
        log.record(step, session, d)
    return None, outcome


def _settle(table: TableSession, session: RoundSession, log: StepLog) -> Observation:
    """The settlement (refused, a :class:`Discrepancy`); where the table declares
    ``step-events``, a reveal shown outside its rule's window is a Discrepancy too."""
    try:
        settled = session.settle()
    except IllegalAction as exc:
        raise _refused(table, "settle", exc, "11") from None
    log.settled(settled)
    if Capability.STEP_EVENTS in (table.capabilities or frozenset()):
        shown = shown_differences(table.rules.game, chapter_of(table), log)
        if shown:
            raise Discrepancy(shown, context="what a round played step by step showed, and when "
                              "(docs/protocol.md, An interactive round: step-events)")
    return settled
