"""The in-process adapter: the oracle itself as a system under test. It proves the steps
and the suite without any I/O, and is what differential runs compare a vendor against."""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from msgspec.structs import replace

from tablecert.adapters.contract import (
    Capability,
    GameTableSession,
    Meters,
    RoundSession,
    SubmissionRefusal,
    SystemUnderTest,
    TableSession,
)
from tablecert.oracle.allowed import play_as_observed
from tablecert.oracle.card_games import RulesSubmission, Table, parse_rules_submission
from tablecert.oracle.card_round.choices import RangeChoices
from tablecert.oracle.card_round.engine import RoundEngine
from tablecert.oracle.cards import Card
from tablecert.oracle.catalogue import GAMES, game_of, parse_game_rules
from tablecert.oracle.game import GameRules, GameTable
from tablecert.oracle.judge import compare_data
from tablecert.oracle.money import Cents
from tablecert.oracle.round import Choice, Fault, IllegalAction, Observation, RoundScript
from tablecert.oracle.rules_reader import RulesSubmissionError
from tablecert.oracle.wagers import Game, Wager

__all__ = ["InProcessSystem", "Shuffler", "oracle_game_round", "oracle_game_table", "oracle_round"]

Shuffler = Callable[[], tuple[Card, ...]]
"""Shuffles the table's deck and returns the new order, top card first."""


class _Round(RoundSession):
    """A round of the oracle's engine, step by step; each step reports the events the engine
    added during it (``last_events``, Capability.STEP_EVENTS): ``engine.events`` grows as
    the round goes."""

    def __init__(self, engine: RoundEngine, table: _Table) -> None:
        self.engine = engine
        self.table = table

    @contextmanager
    def _reporting(self) -> Iterator[None]:
        """One step: the events the engine adds during it become ``last_events``."""
        before = len(self.engine.events)
        self.last_events = ()
        try:
            yield
        finally:
            self.last_events = tuple(self.engine.events[before:])

    def _taken(self, step: Callable[[], None]) -> bool:
        """A step the round may refuse: True if taken; the refusal kept in ``last_refusal``."""
        with self._reporting():
            try:
                step()
            except IllegalAction as exc:
                self.last_refusal = exc
                return False
        return True

    def place(self, seat: int, wager: Wager, amount: Cents) -> bool:
        return self._taken(lambda: self.engine.place(seat, wager, amount))

    def no_more_bets(self) -> None:
        with self._reporting():
            self.engine.no_more_bets()

    def deal(self, deck: Sequence[Card], faults: Sequence[Fault] = ()) -> None:
        with self._reporting():
            self.engine.deal(deck, faults)

    def decide(self, seat: int, choice: Choice, wager: Wager | None = None) -> bool:
        return self._taken(lambda: self.engine.decide(seat, choice, wager))

    def settle(self) -> Observation:
        settled = self.engine.settle()
        self.table.completed(settled)
        self.last_events = settled.events
        return settled


class _Table(TableSession):
    def __init__(self, rules: RulesSubmission, table: Table, shuffler: Shuffler | None = None,
                 capabilities: frozenset[Capability] | None = None) -> None:
        self.rules = rules
        self.table = table
        self.shuffler = shuffler
        self.capabilities = capabilities
        self.rounds_settled = 0
        self.table_inventory = 0  # the sum of the settled rounds' table_result
        self._last_counted = 0  # the round_number counted last

    def completed(self, obs: Observation) -> Observation:
        """Count a settled round for :meth:`meters` (once: settle asked again recalls it)."""
        if obs.round_number > self._last_counted:
            self._last_counted = obs.round_number
            self.rounds_settled += 1
            self.table_inventory += obs.table_result
        return obs

    def meters(self) -> Meters:
        meter, five = self.table.meter, self.table.five_card_meter
        if not getattr(self.table, "shows_optional_meters", True):  # a system sending neither (1.2)
            return Meters(meter.amount if meter else None, self.rounds_settled)
        return Meters(meter.amount if meter else None, self.rounds_settled,
                      five.amount if five else None, self.table_inventory)

    def shuffled_round(self, script: RoundScript) -> tuple[tuple[Card, ...], Observation]:
        if self.shuffler is None:
            return super().shuffled_round(script)
        deck = self.shuffler()
        return deck, self.completed(self.table.play(replace(script, deck=deck)))

    def new_round(self) -> RoundSession:
        return _Round(self.table.new_round(), self)

    def play(self, script: RoundScript) -> Observation:
        return self.completed(self.table.play(script))

    def recall(self, rounds: int) -> list[Observation]:
        return list(self.table.recall)[-rounds:] if rounds > 0 else []


class _GameTable(GameTableSession):
    def __init__(self, table: GameTable) -> None:
        self.rules = table.rules
        self.table = table

    def play(self, script: Any) -> Any:
        return self.table.play(script)


def oracle_round(oracle: TableSession, script: RoundScript, observed: Observation) -> Observation:
    """The oracle's round of ``script`` at its table ``oracle``, to judge ``observed`` by: where
    the text allows either, the oracle follows the choice ``observed`` shows (a stub counted
    before the fifth round, 649a.8(f): oracle/card_round/choices.py), so every compliant
    choice is judged on its consequences, not on the oracle's own schedule."""
    if not isinstance(oracle, _Table):
        raise TypeError(f"the oracle's table is an in-process table, not {type(oracle).__name__}")
    return oracle.table.play(script, RangeChoices.observed(observed))


def oracle_game_round(oracle: GameTableSession, script: Any, observed: Any) -> Any:
    """The oracle's round of ``script`` at its game table ``oracle``, to judge ``observed`` by:
    where the text allows several answers (a rounding, the dealer's play, a split hand's card),
    the answer ``observed`` agrees with, the oracle's table going on from it; else the nearest
    (:func:`tablecert.oracle.allowed.play_as_observed`), so every difference outside the
    allowed set is still judged."""
    if not isinstance(oracle, _GameTable):
        raise TypeError(f"the oracle's table is an in-process table, not {type(oracle).__name__}")
    oracle.table, expected = play_as_observed(oracle.table, script, observed, compare_data)
    return expected


def oracle_preview(oracle: TableSession, script: RoundScript) -> Observation:
    """The round the oracle would play of ``script`` at a copy of its table ``oracle``, which
    is left as it was: the order a step-by-step round asks its decisions in, known before the
    system plays it (the oracle's round to judge it by is :func:`oracle_round`, after)."""
    if not isinstance(oracle, _Table):
        raise TypeError(f"the oracle's table is an in-process table, not {type(oracle).__name__}")
    return copy.deepcopy(oracle.table).play(script)


def oracle_game_table(rules: GameRules) -> GameTable:
    return GAMES[rules.game].table(rules)


class InProcessSystem(SystemUnderTest):
    """The oracle as a system; ``table_factory`` and ``game_table_factory`` let the
    reference system's catalogued defects run in-process too. ``shuffler_factory`` (a seed
    to a function that shuffles and returns the next deck) gives it Capability.SELF_SHUFFLE;
    the oracle itself has no shuffler, so without one the capability is not declared."""

    games = frozenset({*(g.value for g in Game), *GAMES})

    def __init__(self, table_factory: Callable[[RulesSubmission], Table] = Table,
                 name: str = "tablecert oracle (in-process)",
                 shuffler_factory: Callable[[int], Shuffler] | None = None, *,
                 game_table_factory: Callable[[GameRules], GameTable] = oracle_game_table,
                 capabilities: frozenset[Capability] | None = None,
                 unchecked: frozenset[str] = frozenset()) -> None:
        self.table_factory = table_factory
        # the subsections whose Rules Submission checks this system skips (a catalogued defect)
        self.unchecked = unchecked
        self.game_table_factory = game_table_factory
        self.name = name
        self.shuffler_factory = shuffler_factory
        offered = frozenset(Capability) if shuffler_factory else (
            frozenset(Capability) - {Capability.SELF_SHUFFLE})
        # ``capabilities``: a variant that declares fewer (the harness must then send nothing
        # that needs the others; docs/protocol.md, "Capabilities")
        self.capabilities = offered if capabilities is None else offered & capabilities

    def open_table(self, rules: RulesSubmission, *, shuffle_seed: int | None = None) -> TableSession:
        shuffler = (self.shuffler_factory(shuffle_seed if shuffle_seed is not None else 0)
                    if self.shuffler_factory else None)
        return _Table(rules, self.table_factory(rules), shuffler, self.capabilities)

    def open_game_table(self, rules: GameRules) -> GameTableSession:
        return _GameTable(self.game_table_factory(rules))

    def submit_rules(self, text: str) -> SubmissionRefusal | None:
        """The Rules Submission read as the reference system reads it (the oracle's validator):
        refused ``invalid-rules-submission`` with every violation's subsection, unless every
        violation is one this system does not check (``unchecked``)."""
        try:
            if game_of(text) in GAMES:
                parse_game_rules(text, source="rules_submission")
            else:
                parse_rules_submission(text, source="rules_submission")
        except RulesSubmissionError as exc:
            cited = tuple(v.citation for v in exc.violations)
            if all(c in self.unchecked for c in cited):
                return None
            return SubmissionRefusal("invalid-rules-submission", cited, str(exc))
        return None
