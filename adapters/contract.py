"""The one contract the steps drive a system under test through.

A :class:`SystemUnderTest` opens tables under a Rules Submission; a :class:`TableSession`
plays rounds, scripted in one call or step by step through a :class:`RoundSession`, and
reads meters and the game recall. Implementations declare what they can do; a scenario
that needs a capability the system lacks is deselected with the reason shown.

Two kinds of trouble are kept apart all the way to the report: a refusal is the system's
*answer* (judged like any other), a :class:`SystemFault` is the system failing to answer
properly (timeout, HTTP 500, malformed JSON) and makes a scenario *broken*, never failed
or passed.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from tablecert.oracle.card_games import RulesSubmission
from tablecert.oracle.cards import Card
from tablecert.oracle.errors import TablecertError
from tablecert.oracle.game import GameRules
from tablecert.oracle.money import Cents
from tablecert.oracle.round import Choice, Event, Fault, IllegalAction, Observation, RoundScript
from tablecert.oracle.wagers import Wager

__all__ = ["Capability", "CapabilityRefused", "GameTableSession", "Meters", "RoundSession",
           "SubmissionRefusal", "SystemFault", "SystemUnderTest", "TableSession"]


class Capability(StrEnum):
    FORCED_DECK = "forced-deck"  # deals a deck order the harness gives (test mode)
    FAULT_INJECTION = "fault-injection"  # irregularities of 649a.13 / 643a.13 on request
    STEP_BY_STEP = "step-by-step"  # a request per step of the round
    SCRIPTED_ROUND = "scripted-round"  # the whole round script in one request
    RECALL = "recall"  # game recall of recent rounds
    METERS = "meters"  # progressive meter and table inventory result
    SELF_SHUFFLE = "self-shuffle"  # shuffles with its own shuffler, deals, reports the deck (649a.5(a))
    BATCHED_ROUNDS = "batched-rounds"  # K rounds in one request (protocol 1.2, optional)
    STEP_EVENTS = "step-events"  # each step's answer lists the events of that step (1.2, optional)


class SystemFault(TablecertError, RuntimeError):
    """The system under test did not answer properly; the scenario is broken.

    ``endpoint`` says where, ``problem`` what was wrong, ``excerpt`` a short piece of what
    came back (secrets redacted).
    """

    def __init__(self, endpoint: str, problem: str, excerpt: str = "") -> None:
        self.endpoint = endpoint
        self.problem = problem
        self.excerpt = excerpt
        tail = f"; received: {excerpt}" if excerpt else ""
        super().__init__(f"{endpoint}: {problem}{tail}")

    def __reduce__(self) -> tuple[type[SystemFault], tuple[str, str, str]]:
        """Pickled with its three parts (a fault in a worker process reaches the command whole)."""
        return (type(self), (self.endpoint, self.problem, self.excerpt))


class CapabilityRefused(TablecertError, AssertionError):
    """The system declared a capability and then refused the endpoint that serves it (404,
    405 or 501): it fails the run (docs/protocol.md, "Capabilities"), it is not merely broken.
    An ``AssertionError``, so the verdict is *failed*."""

    def __init__(self, endpoint: str, capability: Capability, status: int, excerpt: str = "") -> None:
        self.endpoint = endpoint
        self.capability = capability
        self.status = status
        self.citations = ["docs/protocol.md"]
        tail = f"; received: {excerpt}" if excerpt else ""
        super().__init__(f"{endpoint}: HTTP {status}, but the system declared the capability "
                         f"{capability.value!r} this endpoint serves (docs/protocol.md, "
                         f"Capabilities){tail}")


@dataclass(frozen=True)
class Meters:
    """``GET /v1/tables/{id}/meters`` (Capability.METERS): the progressive meter shown (cents,
    rounded down, 649a.12(e)(3)), the rounds settled at the table, and where the system
    reports them (optional in the protocol) the later 649a.10(c) Five-Card meter and the
    table inventory's result over those rounds (the sum of each round's ``table_result``)."""

    meter: Cents | None
    rounds: int
    five_card_meter: Cents | None = None
    table_inventory: Cents | None = None


class RoundSession(ABC):
    """One round, step by step. Refusals come back inside the final Observation; the last
    refused step's reason and citation are kept in ``last_refusal`` (a refused decision is a
    409 only, docs/protocol.md "An interactive round"). ``last_events``: the events the last
    step's answer reported, in order (Capability.STEP_EVENTS; empty where the table does not
    report them, or the step was refused); after ``settle``, the Observation's (the round's)."""

    last_refusal: IllegalAction | None = None
    last_events: tuple[Event, ...] = ()

    @abstractmethod
    def place(self, seat: int, wager: Wager, amount: Cents) -> bool:
        """Offer a wager; True if accepted, False if refused (the reason is in the observation)."""

    @abstractmethod
    def no_more_bets(self) -> None: ...

    @abstractmethod
    def deal(self, deck: Sequence[Card], faults: Sequence[Fault] = ()) -> None: ...

    @abstractmethod
    def decide(self, seat: int, choice: Choice, wager: Wager | None = None) -> bool:
        """A player's decision; False if the system refused it (e.g. out of turn)."""

    @abstractmethod
    def settle(self) -> Observation: ...


class TableSession(ABC):
    rules: RulesSubmission
    capabilities: frozenset[Capability] | None = None
    """What the table declared when it opened (``POST /v1/tables``); None: the system's stand."""

    @abstractmethod
    def new_round(self) -> RoundSession: ...

    @abstractmethod
    def play(self, script: RoundScript) -> Observation:
        """The whole round in one call (Capability.SCRIPTED_ROUND)."""

    @abstractmethod
    def recall(self, rounds: int) -> list[Observation]:
        """The most recent ``rounds`` observations, oldest first (Capability.RECALL)."""

    def meters(self) -> Meters:
        """The table's meters now (Capability.METERS)."""
        raise NotImplementedError(f"{type(self).__name__} lacks the capability 'meters'")

    def shuffled_round(self, script: RoundScript) -> tuple[tuple[Card, ...], Observation]:
        """A system-shuffled round (Capability.SELF_SHUFFLE): the system shuffles with its own
        shuffler (649a.5(a)), plays ``script`` (whose ``deck`` is ignored) from that deck, and
        reports the full 52-card order it dealt from, top card first, with the observation."""
        raise NotImplementedError(f"{type(self).__name__} lacks the capability 'self-shuffle'")

    def shuffled_rounds(self, script: RoundScript, count: int) -> list[tuple[tuple[Card, ...], Observation]]:
        """``count`` system-shuffled rounds of ``script``, in the order played: one request
        where the system offers batches (Capability.BATCHED_ROUNDS), else one at a time."""
        return [self.shuffled_round(script) for _ in range(count)]

    def close(self) -> None:  # noqa: B027 - optional hook
        """Release the table."""


class GameTableSession(ABC):
    """A table of a game of :data:`tablecert.oracle.catalogue.GAMES` (Craps, Blackjack, ...): scripted
    rounds in, observations out, both the game's own dataclasses (:mod:`tablecert.oracle.game`)."""

    rules: GameRules

    @abstractmethod
    def play(self, script: Any) -> Any:
        """The whole scripted round in one call; the game's observation back."""

    def close(self) -> None:  # noqa: B027 - optional hook
        """Release the table."""


@dataclass(frozen=True)
class SubmissionRefusal:
    """A Rules Submission the system refused to open a table under: ``POST /v1/tables``
    answered 422 with ``reason`` (``invalid-rules-submission``, docs/protocol.md, Errors) and
    the subsections it cited (the error's ``citation`` and each violation's)."""

    reason: str
    citations: tuple[str, ...]
    message: str = ""


class SystemUnderTest(ABC):
    name: str
    capabilities: frozenset[Capability]
    games: frozenset[str]
    """The games the system plays: ``Game`` values and keys of :data:`tablecert.oracle.catalogue.GAMES`."""

    @abstractmethod
    def open_table(self, rules: RulesSubmission, *, shuffle_seed: int | None = None) -> TableSession:
        """A table under ``rules``; ``shuffle_seed`` seeds a self-shuffling system's shuffler
        in test mode, so the same seed gives the same decks (ignored by a system that cannot)."""

    def open_game_table(self, rules: GameRules) -> GameTableSession:
        """A table of a game of :data:`tablecert.oracle.catalogue.GAMES` under ``rules``."""
        raise NotImplementedError(f"{self.name} does not play {rules.game}")

    def submit_rules(self, text: str) -> SubmissionRefusal | None:
        """Open a table under the Rules Submission's YAML ``text`` as the system reads it (one the
        harness refuses, sent to be refused): the system's refusal, or None where it opened the
        table (released at once). An adapter that cannot send a submission's text raises
        NotImplementedError: the system's own check is then not made (not applicable)."""
        raise NotImplementedError(f"{self.name} is not sent a Rules Submission's text")

    def close(self) -> None:  # noqa: B027 - optional hook
        """Release connections."""
