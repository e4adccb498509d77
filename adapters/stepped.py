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

from collections.abc import Sequence
from enum import StrEnum

import msgspec

from tablecert.adapters.contract import Capability, Meters, RoundSession, TableSession
from tablecert.adapters.forbidden_moves import PROBE_ANSWERS, Probe, probe_citation
from tablecert.adapters.in_process import oracle_preview
from tablecert.adapters.shown import StepLog, shown_differences
from tablecert.oracle.card_round.rules import Edition
from tablecert.oracle.games.three_card_poker.rules import METER_CITATION
from tablecert.oracle.judge import Difference, Discrepancy
from tablecert.oracle.round import (
    FAULT_SUBSECTIONS,
    Choice,
    Decision,
    IllegalAction,
    Observation,
    Reason,
    Refusal,
    RoundScript,
    WagerPlacement,
)
from tablecert.oracle.wagers import Game, Wager

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


class ProbeOutcome(msgspec.Struct, frozen=True):
    """What the system answered to a :class:`Probe`: refused with ``reason`` (None: refused
    without a reason we know), ``accepted`` (the system took the forbidden move), or
    ``tried`` False where the round gave no occasion (one decision, or none, leaves nothing
    out of turn)."""

    probe: Probe
    tried: bool
    reason: Reason | None = None
    citation: str = ""
    accepted: bool = False
    wager: WagerPlacement | None = None  # the wager a refused WAGER_AFTER_THE_DEAL tried
    # the system voided the round at the deal (its own stub count, 649a.8(f), (h)): no decision
    # was due when the probe was tried, so the documented answer is not-allowed-now
    # (docs/protocol.md: "not-allowed-now ... when no decision is due")
    no_decision_due: bool = False


def with_probe_refusal(expected: Observation, outcome: ProbeOutcome | None) -> Observation:
    """The oracle's round of a stepped round whose probe was a wager after the deal, refused:
    the refusal added last to its ``refusals`` (docs/protocol.md, "An interactive round": a
    refused wager is both a 409 and an entry in the Observation's ``refusals``), as the oracle
    refuses it (``after-no-more-bets``, 649a.7(c); Let It Ride 643a.8(b)). The oracle played
    the script, which has no step after the deal."""
    if outcome is None or outcome.wager is None or outcome.accepted:
        return expected
    p = outcome.wager
    citation = "643a.8(b)" if p.wager is Wager.BET_1 else "649a.7(c)"
    refusal = Refusal(p.seat, p.wager, p.amount, Reason.AFTER_NO_MORE_BETS, citation,
                      "a wager after the deal")
    return msgspec.structs.replace(expected, refusals=(*expected.refusals, refusal))


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


def chapter_of(table: TableSession) -> str:
    """The chapter whose subsections a table's round is judged under: 643a, else the Three
    Card Poker edition (649a or 565)."""
    return "643a" if table.rules.game is Game.LET_IT_RIDE else table.rules.edition.value


def _refused(table: TableSession, step: str, exc: IllegalAction | None, cite: str) -> Discrepancy:
    got = f"409 {exc.reason.value}: {exc} " if exc is not None else "refused"
    return Discrepancy([Difference(f"step {step}", "accepted, as the oracle accepts it", got.strip(),
                                   f"{chapter_of(table)}.{cite}")],
                       context="a round played step by step (docs/protocol.md, An interactive round)")


def _accepted(table: TableSession, probe: Probe) -> Discrepancy:
    """The system took a move the rule forbids: the round cannot go on as scripted."""
    reason, _ = PROBE_ANSWERS[probe]
    return Discrepancy([Difference(f"refusal of {probe.value}", f"409 {reason.value}", "accepted",
                                   probe_citation(probe, chapter_of(table)))],
                       context="a forbidden move tried in a round played step by step")


def _late_accepted(table: TableSession, seat: int, wager: str) -> Discrepancy:
    cite = "643a.8(b)" if table.rules.game is Game.LET_IT_RIDE else f"{chapter_of(table)}.7(c)"
    return Discrepancy([Difference(f"refusal of seat {seat}'s {wager} after \"no more bets\"",
                                   f"409 {Reason.AFTER_NO_MORE_BETS.value}", "accepted", cite)],
                       context="a wager placed after \"no more bets\" in a round played step by step")


def _tried(probe: Probe, refusal: IllegalAction | None) -> ProbeOutcome:
    if refusal is None:
        return ProbeOutcome(probe, True)
    return ProbeOutcome(probe, True, refusal.reason, refusal.citation)


def _out_of_turn(decisions: Sequence[Decision]) -> Decision | None:
    """A decision the round asks later than the first one, by another seat or on another bet."""
    first = decisions[0] if decisions else None
    return next((d for d in decisions[1:] if first is not None
                 and (d.seat, d.wager) != (first.seat, first.wager)), None)


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
    outcome: ProbeOutcome | None = None
    for p in script.wagers:
        if not p.after_no_more_bets:
            session.place(p.seat, p.wager, p.amount)
            log.record(f"wagers (seat {p.seat} {p.wager.value})", session)
    if probe is Probe.DEAL_BEFORE_NO_MORE_BETS:
        try:
            session.deal(script.deck, ())
        except IllegalAction as exc:
            outcome = _tried(probe, exc)
        else:
            raise _accepted(table, probe)
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
    if probe is Probe.SETTLE_WITH_DECISION_DUE:
        outcome = ProbeOutcome(probe, False)
        if expected.decisions:
            try:
                early = session.settle()
            except IllegalAction as exc:
                outcome = _tried(probe, exc)
            else:
                if not early.void:
                    raise _accepted(table, probe)
                return early, outcome  # voided at the deal by the system's own count: none was due
    if probe is Probe.DECISION_OUT_OF_TURN:
        later = _out_of_turn(expected.decisions)
        outcome = ProbeOutcome(probe, False)
        if later is not None:
            if session.decide(later.seat, later.choice, later.wager):
                raise _accepted(table, probe)
            outcome = _tried(probe, session.last_refusal)
    at = _midround_probe(probe, expected.decisions, table.rules.game) if probe in _MIDROUND else None
    if probe in _MIDROUND:
        outcome = ProbeOutcome(probe, False)
    for i, d in enumerate(expected.decisions):
        if at is not None and at[0] == i and probe is not None:
            outcome = _try_midround(table, session, probe, at[1], script)
            if outcome.reason is not PROBE_ANSWERS[outcome.probe][0]:
                void = _void_instead(session)  # voided at the deal at the system's own count
                if void is not None:
                    return void, ProbeOutcome(outcome.probe, False)
        on = f" on {d.wager.value}" if d.wager is not None else ""
        step = f"decisions (seat {d.seat} {d.choice.value}{on})"
        if not session.decide(d.seat, d.choice, d.wager):
            refusal = session.last_refusal
            void = _void_instead(session)
            if void is not None:  # the system voided the round at the deal: judged as any round
                return void, (msgspec.structs.replace(outcome, no_decision_due=True)
                              if outcome is not None else None)
            raise _refused(table, step, refusal, "11(b)")
        log.record(step, session, d)
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
    if probe is Probe.STEP_AFTER_SETTLEMENT:
        seat = expected.decisions[0].seat if expected.decisions else 1
        choice = Choice.LET_IT_RIDE if table.rules.game is Game.LET_IT_RIDE else Choice.PLAY
        if session.decide(seat, choice):
            raise _accepted(table, probe)
        outcome = _tried(probe, session.last_refusal)
    return settled, outcome


_MIDROUND = frozenset({Probe.SECOND_DECISION, Probe.EARLIER_SEAT_OUT_OF_TURN, Probe.WAGER_AFTER_THE_DEAL,
                       Probe.BET_NUMBER_3_DECISION})
"""The probes tried between two decisions (adapters/forbidden_moves.py)."""

_OTHER = {Choice.PLAY: Choice.FOLD, Choice.FOLD: Choice.PLAY,
          Choice.LET_IT_RIDE: Choice.WITHDRAW, Choice.WITHDRAW: Choice.LET_IT_RIDE}


def _midround_probe(probe: Probe | None, decisions: Sequence[Decision], game: Game,
                    ) -> tuple[int, Decision] | None:
    """Where a mid-round ``probe`` is tried (before the decision of that index) and the move:
    a decision, or for :attr:`Probe.WAGER_AFTER_THE_DEAL` a wager of the seat whose decision
    is due (its ``wager`` field names it). None: the round gives no occasion."""
    lir = game is Game.LET_IT_RIDE
    if not decisions:
        return None
    first = decisions[0]
    if probe is Probe.SECOND_DECISION and len(decisions) > 1:
        return 1, Decision(first.seat, _OTHER[first.choice], first.wager)
    if probe is Probe.EARLIER_SEAT_OUT_OF_TURN:
        later = [i for i, d in enumerate(decisions) if d.seat > first.seat and d.wager is first.wager]
        if later:
            return later[-1], Decision(first.seat, first.choice, Wager.BET_2 if lir else None)
    if probe is Probe.BET_NUMBER_3_DECISION and lir:
        return 0, Decision(first.seat, Choice.WITHDRAW, Wager.BET_3)
    if probe is Probe.WAGER_AFTER_THE_DEAL:
        return 0, Decision(first.seat, first.choice, Wager.BET_1 if lir else Wager.PLAY)
    return None


def _try_midround(table: TableSession, session: RoundSession, probe: Probe, move: Decision,
                  script: RoundScript) -> ProbeOutcome:
    """The mid-round move sent; accepted, a :class:`Discrepancy` (the round cannot go on)."""
    if probe is Probe.WAGER_AFTER_THE_DEAL:
        placement = WagerPlacement(move.seat, _wager_of(move), _probe_amount(script, move))
        if session.place(placement.seat, placement.wager, placement.amount):
            raise _accepted(table, probe)
        return msgspec.structs.replace(_tried(probe, session.last_refusal), wager=placement)
    if session.decide(move.seat, move.choice, move.wager):
        raise _accepted(table, probe)
    return _tried(probe, session.last_refusal)


def _wager_of(move: Decision) -> Wager:
    assert move.wager is not None
    return move.wager


def _probe_amount(script: RoundScript, move: Decision) -> int:
    """Twice the seat's Ante Wager (Let It Ride: Bet Number 1): a Play Wager of another amount
    than the Ante (649a.7(d)(1)), or a Let It Ride Poker Wager increased."""
    base = Wager.BET_1 if move.wager is Wager.BET_1 else Wager.ANTE
    return 2 * next((p.amount for p in script.wagers if p.seat == move.seat and p.wager is base), 100)


def _void_instead(session: RoundSession) -> Observation | None:
    """After a decision the oracle's preview asked was refused: the round, settled, if the
    system voided it at the deal, else None. The preview follows the oracle's own stub count
    schedule; a system may count earlier (649a.8(f) "at least once every 5 rounds") and void
    the round (649a.8(h)). The oracle's round to judge it by follows the system's choice
    (:func:`tablecert.adapters.in_process.oracle_round`), so the void is judged on the rule."""
    try:
        settled = session.settle()
    except IllegalAction:
        return None
    return settled if settled.void else None


def probe_differences(table: TableSession, outcome: ProbeOutcome | None) -> list[Difference]:
    """A probe accepted, or refused with another reason than the documented one
    (docs/protocol.md, Errors)."""
    if outcome is None or not outcome.tried:
        return []
    if outcome.accepted:
        return _accepted(table, outcome.probe).differences
    reason, _ = PROBE_ANSWERS[outcome.probe]
    allowed = {reason}
    if outcome.no_decision_due:  # the system voided the round at its own stub count
        # a decision then meets no decision due (not-allowed-now); a wager after the deal is
        # still after "no more bets", and not-allowed-now says no less (either answer)
        allowed = {reason, Reason.NOT_ALLOWED_NOW} if outcome.probe is Probe.WAGER_AFTER_THE_DEAL else {
            Reason.NOT_ALLOWED_NOW}
        reason = Reason.NOT_ALLOWED_NOW if outcome.probe is not Probe.WAGER_AFTER_THE_DEAL else reason
    if outcome.reason in allowed:
        return []
    got = outcome.reason.value if outcome.reason is not None else "no reason"
    return [Difference(f"refusal of {outcome.probe.value}", f"409 {reason.value}", f"409 {got}",
                       probe_citation(outcome.probe, chapter_of(table)))]


def meter_differences(meters: Meters, expected: Sequence[Observation], edition: Edition) -> list[Difference]:
    """``GET .../meters`` after the rounds ``expected`` (the oracle's, every round played at the
    table, in order) judged to the cent: the progressive meter shown (649a.12(e)(3), or 565.12(i)
    at a table of ``edition`` 565; rounded down, the fractions of a cent carried,
    docs/interpretations.md "meter in fractions of a cent"), the Five-Card meter (649a.10(c)),
    the rounds settled, and the table inventory's result (the sum of the rounds'
    ``table_result``) where the system reports the optional fields."""
    if not expected:
        return []
    last = expected[-1]
    want: list[tuple[str, object, object, str]] = [
        ("meters.meter", last.meter_after, meters.meter, METER_CITATION.get(edition, "")),
        ("meters.rounds", len(expected), meters.rounds, "docs/protocol.md"),
    ]
    if meters.five_card_meter is not None:  # optional (1.2): not sent is not shown, never a difference
        want.append(("meters.five_card_meter", last.five_card_meter_after, meters.five_card_meter,
                     "649a.10(c)"))
    if meters.table_inventory is not None:
        want.append(("meters.table_inventory", sum(o.table_result for o in expected),
                     meters.table_inventory, "docs/protocol.md"))
    return [Difference(name, exp, got, cite) for name, exp, got, cite in want if exp != got]
