# ruff: noqa: E501 - the catalogue reads as a table, one move to an entry
"""The catalogue of forbidden moves of the games with decisions, as data with citations.

Issue 33, item 1. Each entry is one move a rule forbids at one point of the round (the step,
the wager, the decision), the words that forbid it, the subsection under each chapter that
has the move, and the refusal docs/protocol.md documents for it ("Errors": what tablecert
tries). :class:`Probe` names the moves a round played step by step tries
(:func:`tablecert.adapters.stepped.play_stepped`, the suite's
``features/*-interactive-round.feature`` and ``forbidden-moves.feature``, and ``tablecert
fuzz`` now and then, seeded); the scripted form of a move, where the scripted endpoint has
one, is the entry's ``scripted`` text (a scripted round asks each decision itself and ignores
a scripted decision never asked, docs/protocol.md "A scripted round").

Ultimate Texas Hold 'Em (653a) and Blackjack (549, 551) take scripted rounds only: their
forbidden moves are the scripted ones listed in :data:`SCRIPTED_ONLY` with the scenarios
that try them. tests/test_forbidden_moves.py holds this catalogue to the regulation texts,
the feature files and docs/protocol.md.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from tablecert.oracle.round import Reason

__all__ = ["FORBIDDEN_MOVES", "PROBE_ANSWERS", "SCRIPTED_ONLY", "ForbiddenMove", "Probe", "ScriptedMove",
           "probe_citation"]


class Probe(StrEnum):
    """A move the round forbids at that point, tried during a stepped round (docs/protocol.md,
    "Errors": the 409 answers). None of them may change the round: a refused decision is a
    409 only, and the rest are refused steps, so the round then goes on as scripted."""

    DEAL_BEFORE_NO_MORE_BETS = "dealing before \"no more bets\""
    DECISION_OUT_OF_TURN = "a decision out of turn"
    SETTLE_WITH_DECISION_DUE = "settling with a decision due"
    STEP_AFTER_SETTLEMENT = "a decision after settlement"
    SECOND_DECISION = "a second decision by a seat that has decided"
    EARLIER_SEAT_OUT_OF_TURN = "a decision by an earlier seat out of turn"
    WAGER_AFTER_THE_DEAL = "a wager after the deal"
    BET_NUMBER_3_DECISION = "a decision on Bet Number 3"


@dataclass(frozen=True)
class ForbiddenMove:
    """One forbidden move: ``step`` is where the round is when it is tried, ``wager`` what it
    names, ``words`` the rule's words, ``citations`` the subsection of each chapter that has
    the move (a chapter absent: the game has no such move), ``reason`` the documented 409."""

    probe: Probe
    step: str
    wager: str
    words: str
    citations: dict[str, str]
    reason: Reason
    scripted: str = ""


FORBIDDEN_MOVES: tuple[ForbiddenMove, ...] = (
    ForbiddenMove(Probe.DEAL_BEFORE_NO_MORE_BETS, "wagers", "-",
                  "Prior to dealing any cards, the dealer shall announce ''no more bets''",
                  {"649a": "649a.11", "565": "565.11", "643a": "643a.11"}, Reason.NOT_ALLOWED_NOW),
    ForbiddenMove(Probe.DECISION_OUT_OF_TURN, "decisions", "the decision of a later seat (Let It Ride: or bet)",
                  "beginning with the player farthest to the dealer's left and moving clockwise around the table",
                  {"649a": "649a.11(b)", "565": "565.11(b)", "643a": "643a.11(b)"}, Reason.OUT_OF_TURN),
    ForbiddenMove(Probe.SETTLE_WITH_DECISION_DUE, "decisions", "-",
                  "After each player who has placed an Ante Wager has either placed a Play Wager ... or forfeited",
                  {"649a": "649a.11(b)", "565": "565.11(b)", "643a": "643a.11(b)"}, Reason.NOT_ALLOWED_NOW),
    ForbiddenMove(Probe.STEP_AFTER_SETTLEMENT, "settled", "a decision",
                  "After all wagers have been settled, the dealer shall remove all remaining cards from the table",
                  {"649a": "649a.11", "565": "565.11", "643a": "643a.11"}, Reason.NOT_ALLOWED_NOW),
    ForbiddenMove(Probe.SECOND_DECISION, "decisions", "the first decision again, the other choice, while the next is due",
                  "ask each player ... if he wishes to make a Play Wager (643a.11(b)(1): a bet let ride \"must remain "
                  "on the designated betting area of the layout until the end of the round of play\")",
                  {"649a": "649a.11(b)", "565": "565.11(b)", "643a": "643a.11(b)(1)"}, Reason.OUT_OF_TURN,
                  scripted="a second scripted decision for the seat is never asked: the first one stands"),
    ForbiddenMove(Probe.EARLIER_SEAT_OUT_OF_TURN, "decisions",
                  "the first seat while a later seat is due (Let It Ride: on Bet Number 2 while Bet Number 1 is due)",
                  "After each player has made a decision regarding Bet Number 1, the dealer shall then turn the "
                  "community card (643a.11(c)); moving clockwise around the table (649a.11(b))",
                  {"649a": "649a.11(b)", "565": "565.11(b)", "643a": "643a.11(d)"}, Reason.OUT_OF_TURN),
    ForbiddenMove(Probe.WAGER_AFTER_THE_DEAL, "decisions",
                  "Three Card Poker: a Play Wager of twice the Ante; Let It Ride: a Bet Number 1 of twice the amount",
                  "a Play Wager, in accordance with § 649a.11(b), in an amount equal to the player's Ante Wager; "
                  "a wager may not be made, increased or withdrawn after the dealer has announced ''no more bets''",
                  {"649a": "649a.7(d)(1)", "565": "565.7(d)", "643a": "643a.11(b)(1)"}, Reason.AFTER_NO_MORE_BETS,
                  scripted="a Play Wager among the script's wagers is refused not-allowed-now (649a.7(d)(1))"),
    ForbiddenMove(Probe.BET_NUMBER_3_DECISION, "decisions", "Bet Number 3, withdrawn, while Bet Number 1 is due",
                  "ask each player if he wishes to withdraw Bet Number 1 or Let It Ride ... withdraw Bet Number 2 "
                  "or Let It Ride: no rule asks of Bet Number 3",
                  {"643a": "643a.11(d)"}, Reason.OUT_OF_TURN,
                  scripted="a scripted decision on Bet Number 3 is never asked: the bet stays in action"),
)


@dataclass(frozen=True)
class ScriptedMove:
    """A forbidden move of a game played through scripted rounds only, and its scenarios."""

    citation: str
    words: str
    what: str
    scenarios: tuple[str, ...]


SCRIPTED_ONLY: tuple[ScriptedMove, ...] = (
    ScriptedMove("549.4(h)", "a player may not handle, remove or alter any wagers",
                 "a Blackjack wager removed or altered after the first card",
                 ("549.4(h) A player may not alter a wager after the first card",
                  "549.4(h) A player may not remove a wager after the first card")),
    ScriptedMove("549.4(i)", "a player may not handle, remove or alter the wagers until a decision has been rendered",
                 "a confirmed Double Down Wager removed",
                 ("549.4(i) A confirmed Double Down Wager may not be removed",)),
    ScriptedMove("653a.1 Trips Wager", "required to make prior to any cards being dealt",
                 "an Ultimate Texas Hold 'Em Trips Wager after the first card",
                 ("653a.1 Trips Wager: offered after the first card is dealt, it is refused",)),
)

PROBE_ANSWERS: dict[Probe, tuple[Reason, str]] = {
    m.probe: (m.reason, m.citations.get("649a", next(iter(m.citations.values()))).split(".", 1)[1])
    for m in FORBIDDEN_MOVES
}
"""The documented answer to each probe (docs/protocol.md, "Errors") and, for Three Card Poker
under chapter 649a, the subsection that forbids it (Let It Ride's own: :func:`probe_citation`)."""

_BY_PROBE = {m.probe: m for m in FORBIDDEN_MOVES}


def probe_citation(probe: Probe, chapter: str) -> str:
    """The subsection of ``chapter`` that forbids ``probe`` ("" where the game has no such move)."""
    return _BY_PROBE[probe].citations.get(chapter, "")
