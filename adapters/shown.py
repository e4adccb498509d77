"""What the system shows, and when: the reveals a round played step by step reported at each
step (Capability.STEP_EVENTS, docs/protocol.md "An interactive round"), judged against the
rule's window for each, not against one schedule.

649a.11(c) (565.11(c) at a table of the 565 edition): "After each player who has placed an
Ante Wager has either placed a Play Wager on the designated area of the layout or forfeited
his Ante Wager and hand, the dealer shall collect all forfeited wagers ... The dealer shall
then reveal the dealer's cards". The dealer's cards are shown after every play or fold
decision: in the answer to the last decision itself, or at settlement.

643a.11(c): "After each player has made a decision regarding Bet Number 1, the dealer shall
then turn the community card that is to the dealer's left face up ... The exposed card shall
become the first community card." 643a.11(d): "After the first community card is exposed, the
dealer shall ... ask each player if he wishes to withdraw Bet Number 2 or Let It Ride."
643a.11(e): "The dealer shall then move the first community card ... The face down card shall
be turned face up by the dealer and become the second community card." The first community
card is shown after every Bet Number 1 decision (in the answer to the last of them, or later)
and before any Bet Number 2 decision is asked; the second after every Bet Number 2 decision.

The n-th reveal of a kind in the round is the n-th event of that kind reported, step after
step; the settle answer is the whole round's Observation, so a reveal it holds beyond those
reported at the earlier steps was shown at settlement.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from tablecert.adapters.contract import RoundSession
from tablecert.oracle.judge import Difference
from tablecert.oracle.round import Decision, Event, EventKind, Observation
from tablecert.oracle.wagers import Game, Wager

__all__ = ["SHOWN_AT", "WINDOWS", "Step", "StepLog", "Window", "shown_differences", "window_problems"]

SHOWN_AT = "shown at step"
"""How a :class:`Difference` of this module's names its field: ``shown at step deal``."""


@dataclass(frozen=True)
class Window:
    """When the rule shows ``what``: the ``nth`` event of ``kind`` in the round comes after
    every decision on a bet of ``after`` (None: a Three Card Poker play or fold decision,
    which names no bet) and before every decision on a bet of ``before`` is asked.
    ``citation``: the subsection, ``{chapter}`` the table's chapter (649a or 565)."""

    game: Game
    kind: EventKind
    nth: int
    what: str
    after: frozenset[Wager | None]
    after_words: str
    before: frozenset[Wager | None]
    citation: str


WINDOWS: tuple[Window, ...] = (
    Window(Game.THREE_CARD_POKER, EventKind.DEALER_REVEALED, 1, "the dealer's cards",
           frozenset({None}), "play or fold", frozenset(), "{chapter}.11(c)"),
    Window(Game.LET_IT_RIDE, EventKind.COMMUNITY_CARD_REVEALED, 1, "the first community card",
           frozenset({Wager.BET_1}), "Bet Number 1", frozenset({Wager.BET_2}), "643a.11(c)"),
    Window(Game.LET_IT_RIDE, EventKind.COMMUNITY_CARD_REVEALED, 2, "the second community card",
           frozenset({Wager.BET_2}), "Bet Number 2", frozenset(), "643a.11(e)"),
)
"""The rule's window for each reveal; the text is quoted in the module's docstring."""


@dataclass(frozen=True)
class Step:
    """One step of a stepped round: its name (``decisions (seat 3 play)``), the events its
    answer reported, and the decision it answered (accepted), if it was one."""

    label: str
    events: tuple[Event, ...]
    decision: Decision | None = None


@dataclass
class StepLog:
    """The steps of one round played step by step, in order, and what each reported."""

    steps: list[Step] = field(default_factory=list)

    def record(self, label: str, session: RoundSession, decision: Decision | None = None) -> None:
        self.steps.append(Step(label, tuple(session.last_events), decision))

    def settled(self, observation: Observation) -> None:
        """The settle step: the Observation's events beyond those of each kind reported at
        the earlier steps (the first n of a kind reported earlier are those)."""
        earlier = Counter(e.kind for s in self.steps for e in s.events)
        at_settle: list[Event] = []
        for event in observation.events:
            if earlier[event.kind] > 0:
                earlier[event.kind] -= 1
            else:
                at_settle.append(event)
        self.steps.append(Step("settle", tuple(at_settle)))

    def shown(self, kind: EventKind, nth: int) -> int | None:
        """The index of the step that reported the ``nth`` event of ``kind``; None: not shown."""
        found = [i for i, s in enumerate(self.steps) for e in s.events if e.kind is kind]
        return found[nth - 1] if len(found) >= nth else None


def _window_differences(window: Window, log: StepLog, chapter: str) -> list[Difference]:
    at = log.shown(window.kind, window.nth)
    if at is None:
        return []
    steps, cite = log.steps, window.citation.format(chapter=chapter)
    # (step index, step label, the bet decided on) of every decision answered
    decided = [(i, s.label, s.decision.wager) for i, s in enumerate(steps) if s.decision is not None]
    after = [(i, label) for i, label, wager in decided if wager in window.after]
    later = next((label for i, label in after if i > at), None)
    out: list[Difference] = []
    if later is not None:
        out.append(Difference(f"{SHOWN_AT} {steps[at].label}",
                              f"{window.what} shown after every {window.after_words} decision (the "
                              f"last: {after[-1][1]}), in the answer to it or later",
                              f"{window.what} shown at step {steps[at].label}, before step "
                              f"{later} was answered", cite))
    asked = next((label for i, label, wager in decided if i <= at and wager in window.before), None)
    if asked is not None:
        out.append(Difference(f"{SHOWN_AT} {steps[at].label}",
                              f"{window.what} shown before any decision on "
                              f"{' or '.join(sorted(str(w) for w in window.before))} is asked (the "
                              f"first: {asked})",
                              f"{window.what} shown at step {steps[at].label}, after step "
                              f"{asked} was asked", cite))
    return out


def shown_differences(game: Game, chapter: str, log: StepLog,
                      windows: Sequence[Window] = WINDOWS) -> list[Difference]:
    """Each reveal of ``game``'s round in ``log`` shown outside its rule's window: too early
    (before a decision the rule puts before it was answered) or too late (after a decision
    the rule puts after it was asked). ``chapter``: the table's (649a, 565 or 643a)."""
    return [d for w in windows if w.game is game for d in _window_differences(w, log, chapter)]


def window_problems(log: StepLog, window: Window, chapter: str) -> list[str]:
    """What a scenario's Then step says of one reveal: shown at no step (the table declares
    ``step-events`` and the round holds the reveal), or outside its window; none if it was
    shown within it."""
    cite = window.citation.format(chapter=chapter)
    if log.shown(window.kind, window.nth) is None:
        return [f"{window.what}: reported at no step, settlement included ({cite})"]
    return [f"{d.observed}; expected {d.expected} ({d.citation})"
            for d in _window_differences(window, log, chapter)]
