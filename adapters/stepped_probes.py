"""The forbidden moves tried in a round played step by step (:class:`Probe`,
adapters/forbidden_moves.py) and how each answer is judged: the move sent at its point
(:func:`tablecert.adapters.stepped.play_stepped` calls these), accepted a :class:`Discrepancy`,
refused an answer (:class:`ProbeOutcome`) that :func:`probe_differences` judges against the
documented refusal (docs/protocol.md, Errors)."""

from __future__ import annotations

from collections.abc import Sequence

import msgspec

from tablecert.adapters.contract import RoundSession, TableSession
from tablecert.adapters.forbidden_moves import PROBE_ANSWERS, Probe, probe_citation
from tablecert.oracle.judge import Difference, Discrepancy
from tablecert.oracle.round import (
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

__all__ = ["MIDROUND", "ProbeOutcome", "chapter_of", "midround_probe", "out_of_turn", "probe_accepted",
           "probe_differences", "tried", "try_midround", "void_instead", "with_probe_refusal"]


def chapter_of(table: TableSession) -> str:
    """The chapter whose subsections a table's round is judged under: 643a, else the Three
    Card Poker edition (649a or 565)."""
    return "643a" if table.rules.game is Game.LET_IT_RIDE else table.rules.edition.value



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



def probe_accepted(table: TableSession, probe: Probe) -> Discrepancy:
    """The system took a move the rule forbids: the round cannot go on as scripted."""
    reason, _ = PROBE_ANSWERS[probe]
    return Discrepancy([Difference(f"refusal of {probe.value}", f"409 {reason.value}", "accepted",
                                   probe_citation(probe, chapter_of(table)))],
                       context="a forbidden move tried in a round played step by step")



def tried(probe: Probe, refusal: IllegalAction | None) -> ProbeOutcome:
    if refusal is None:
        return ProbeOutcome(probe, True)
    return ProbeOutcome(probe, True, refusal.reason, refusal.citation)



def out_of_turn(decisions: Sequence[Decision]) -> Decision | None:
    """A decision the round asks later than the first one, by another seat or on another bet."""
    first = decisions[0] if decisions else None
    return next((d for d in decisions[1:] if first is not None
                 and (d.seat, d.wager) != (first.seat, first.wager)), None)



MIDROUND = frozenset({Probe.SECOND_DECISION, Probe.EARLIER_SEAT_OUT_OF_TURN, Probe.WAGER_AFTER_THE_DEAL,
                       Probe.BET_NUMBER_3_DECISION})
"""The probes tried between two decisions (adapters/forbidden_moves.py)."""

_OTHER = {Choice.PLAY: Choice.FOLD, Choice.FOLD: Choice.PLAY,
          Choice.LET_IT_RIDE: Choice.WITHDRAW, Choice.WITHDRAW: Choice.LET_IT_RIDE}


def midround_probe(probe: Probe | None, decisions: Sequence[Decision], game: Game,
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


def try_midround(table: TableSession, session: RoundSession, probe: Probe, move: Decision,
                  script: RoundScript) -> ProbeOutcome:
    """The mid-round move sent; accepted, a :class:`Discrepancy` (the round cannot go on)."""
    if probe is Probe.WAGER_AFTER_THE_DEAL:
        placement = WagerPlacement(move.seat, _wager_of(move), _probe_amount(script, move))
        if session.place(placement.seat, placement.wager, placement.amount):
            raise probe_accepted(table, probe)
        return msgspec.structs.replace(tried(probe, session.last_refusal), wager=placement)
    if session.decide(move.seat, move.choice, move.wager):
        raise probe_accepted(table, probe)
    return tried(probe, session.last_refusal)


def _wager_of(move: Decision) -> Wager:
    assert move.wager is not None
    return move.wager


def _probe_amount(script: RoundScript, move: Decision) -> int:
    """Twice the seat's Ante Wager (Let It Ride: Bet Number 1): a Play Wager of another amount
    than the Ante (649a.7(d)(1)), or a Let It Ride Poker Wager increased."""
    base = Wager.BET_1 if move.wager is Wager.BET_1 else Wager.ANTE
    return 2 * next((p.amount for p in script.wagers if p.seat == move.seat and p.wager is base), 100)


def void_instead(session: RoundSession) -> Observation | None:
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
        return probe_accepted(table, outcome.probe).differences
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
