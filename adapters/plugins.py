"""Adapters a vendor writes: ``tablecert run --adapter mypackage.module:factory`` or
``--adapter NAME`` for a ``tablecert.adapters`` entry point (docs/adapters.md).

A factory is any callable that takes no argument and returns a
:class:`~tablecert.adapters.contract.SystemUnderTest`; it reads its own configuration (an
address, a serial port) from the environment or a file of the vendor's. :func:`load_adapter`
finds it, calls it and checks what it returned; every problem there is an
:class:`~tablecert.errors.InputError` naming the adapter (exit 2, before anything runs).

The system it returns is wrapped (:class:`GuardedSystem`): an exception escaping one of the
adapter's methods, or an answer of the wrong type, becomes a
:class:`~tablecert.adapters.contract.SystemFault` naming the adapter and the method, so the
scenario is an *error*, never passed or failed on a broken adapter's word.
"""

from __future__ import annotations

import importlib
import inspect
from collections.abc import Callable, Sequence
from importlib.metadata import entry_points
from typing import Any, TypeVar

from tablecert.adapters.bounds import DEFAULT_DEADLINE, MAX_MESSAGE, CallTimedOut, Worker, clip, oversized
from tablecert.adapters.contract import (
    Capability,
    GameTableSession,
    Meters,
    RoundSession,
    SubmissionRefusal,
    SystemFault,
    SystemUnderTest,
    TableSession,
)
from tablecert.errors import InputError
from tablecert.oracle.card_games import RulesSubmission
from tablecert.oracle.cards import Card
from tablecert.oracle.game import GameRules
from tablecert.oracle.money import Cents
from tablecert.oracle.round import Choice, Event, Fault, IllegalAction, Observation, RoundScript
from tablecert.oracle.wagers import Wager

__all__ = ["ENTRY_POINT_GROUP", "GuardedSystem", "adapter_names", "load_adapter"]

ENTRY_POINT_GROUP = "tablecert.adapters"
_T = TypeVar("_T")


def adapter_names() -> list[str]:
    """The adapters registered as ``tablecert.adapters`` entry points, sorted."""
    return sorted({ep.name for ep in entry_points(group=ENTRY_POINT_GROUP)})


def _factory(spec: str) -> Callable[[], Any]:
    where = f"--adapter {spec}"
    if ":" in spec:
        module_name, _, attribute = spec.partition(":")
        try:
            target: Any = importlib.import_module(module_name)
        except Exception as exc:  # ImportError, SyntaxError, or anything its import raises
            raise InputError(f"{where}: cannot import {module_name!r}: {type(exc).__name__}: {exc}") from None
        for part in attribute.split("."):
            if not hasattr(target, part):
                raise InputError(f"{where}: {module_name!r} has no {attribute!r}")
            target = getattr(target, part)
    else:
        found = [ep for ep in entry_points(group=ENTRY_POINT_GROUP) if ep.name == spec]
        if not found:
            names = ", ".join(adapter_names()) or "none"
            raise InputError(f"{where}: no adapter of that name (registered {ENTRY_POINT_GROUP} entry "
                             f"points: {names}); or write module:factory")
        try:
            target = found[0].load()
        except Exception as exc:
            raise InputError(f"{where}: the entry point {found[0].value!r} cannot be loaded: "
                             f"{type(exc).__name__}: {exc}") from None
    if not callable(target):
        raise InputError(f"{where}: {spec!r} is not callable: write module:factory, a function or class "
                         "that takes no argument and returns a SystemUnderTest")
    try:
        inspect.signature(target).bind()
    except TypeError as exc:
        raise InputError(f"{where}: the factory must be callable with no argument ({exc})") from None
    except ValueError:  # a builtin without a signature: let the call tell
        pass
    return target  # type: ignore[no-any-return]


def load_adapter(spec: str, *, deadline: float = DEFAULT_DEADLINE) -> GuardedSystem:
    """The system the adapter ``spec`` makes, checked and guarded; InputError if it cannot.

    The factory runs in the adapter's worker thread under ``deadline`` as every later call
    does: a factory that blocks, raises (``SystemExit(0)`` included: never a silent exit) or
    answers a huge message is refused naming it (exit 2)."""
    factory = _factory(spec)
    worker = Worker(spec, deadline, keep=())
    try:
        outcome = worker.call(factory)
    except CallTimedOut as late:
        raise InputError(f"--adapter {spec}: the factory gave {late}") from None
    if outcome.error_type is not None:
        raise InputError(f"--adapter {spec}: the factory raised {outcome.error_type}: {outcome.error_text}")
    system = outcome.value
    if not isinstance(system, SystemUnderTest):
        raise InputError(f"--adapter {spec}: the factory returned {type(system).__name__}, not a "
                         "SystemUnderTest (subclass tablecert.adapters.contract.SystemUnderTest)")
    try:
        capabilities = frozenset(Capability(c) for c in system.capabilities)
        games = frozenset(clip(str(g), 100) for g in system.games)
        name = clip(str(system.name), 300)
    except (AttributeError, ValueError, TypeError) as exc:
        raise InputError(f"--adapter {spec}: its system's name, capabilities or games are not as "
                         f"the contract says ({type(exc).__name__}: {clip(str(exc), 300)}); "
                         "docs/adapters.md") from None
    worker.keep = (SystemFault, IllegalAction)
    return GuardedSystem(system, spec, name=name, capabilities=capabilities, games=games, worker=worker)


class _Guard:
    """Calls into the adapter within its bounds (:mod:`tablecert.adapters.bounds`): in its
    worker thread, under the deadline, what it raises (``BaseException`` included) and what it
    answers bounded in size. Anything it raises but a SystemFault, or an IllegalAction (the
    table's refusal of a move the round cannot take, its answer: judged), becomes a SystemFault
    naming the adapter and the method. A call past the deadline marks the guard broken: every
    later call through it is the same error at once (a guard serves one table, or the system)."""

    def __init__(self, adapter: str, worker: Worker) -> None:
        self.adapter = adapter
        self.worker = worker
        self.broken: str | None = None

    def child(self) -> _Guard:
        """A guard for a table the system opened: the same worker, its own broken mark."""
        return _Guard(self.adapter, self.worker)

    def fault(self, method: str, problem: str) -> SystemFault:
        return SystemFault(f"adapter {self.adapter}: {method}", problem)

    def call(self, method: str, fn: Callable[..., _T], *args: Any, **kwargs: Any) -> _T:
        if self.broken is not None:
            raise self.fault(method, f"not called: {self.broken}")
        try:
            outcome = self.worker.call(lambda: fn(*args, **kwargs))
        except CallTimedOut as late:
            self.broken = f"an earlier call ({method}) did not return within {self.worker.deadline:g} s"
            raise self.fault(method, str(late)) from None
        if outcome.passed_on is not None:
            raise _bounded_exception(outcome.passed_on, self.adapter, method) from None
        if outcome.error_type == "NotImplementedError":
            said = outcome.error_text or "NotImplementedError"
            raise self.fault(method, f"the adapter does not implement it ({said}); declare only the "
                             "capabilities it has") from None
        if outcome.error_type is not None:
            raise self.fault(method, f"raised {outcome.error_type}: {outcome.error_text}") from None
        problem = oversized(outcome.value)
        if problem is not None:
            raise self.fault(method, f"its answer is larger than any answer may be: {problem}")
        return outcome.value  # type: ignore[no-any-return]

    def expect(self, method: str, value: _T, kind: type | tuple[type, ...], what: str) -> _T:
        if not isinstance(value, kind):
            raise SystemFault(f"adapter {self.adapter}: {method}",
                              f"returned {type(value).__name__}, not {what}")
        return value


def _bounded_exception(exc: BaseException, adapter: str, method: str) -> BaseException:
    """A SystemFault or IllegalAction the adapter raised, its words cut to MAX_MESSAGE (a new
    exception: the adapter's, and whatever its traceback holds, is not kept)."""
    if isinstance(exc, IllegalAction):
        text = str(exc)
        if len(text) <= MAX_MESSAGE and len(exc.citation) <= 200:
            return exc
        return IllegalAction(exc.reason, clip(text), clip(str(exc.citation), 200))
    fault = exc if isinstance(exc, SystemFault) else SystemFault("", str(exc))
    return SystemFault(clip(str(fault.endpoint) or f"adapter {adapter}: {method}", 300),
                       clip(str(fault.problem)), clip(str(fault.excerpt), 300))


class _GuardedRound(RoundSession):
    def __init__(self, inner: RoundSession, guard: _Guard) -> None:
        self.inner, self.guard = inner, guard

    def place(self, seat: int, wager: Wager, amount: Cents) -> bool:
        value = self.guard.call("place", self.inner.place, seat, wager, amount)
        return self.guard.expect("place", value, bool, "True or False")

    def no_more_bets(self) -> None:
        self.guard.call("no_more_bets", self.inner.no_more_bets)

    def deal(self, deck: Sequence[Card], faults: Sequence[Fault] = ()) -> None:
        self.guard.call("deal", self.inner.deal, deck, faults)

    def decide(self, seat: int, choice: Choice, wager: Wager | None = None) -> bool:
        value = self.guard.call("decide", self.inner.decide, seat, choice, wager)
        return self.guard.expect("decide", value, bool, "True or False")

    def settle(self) -> Observation:
        value = self.guard.call("settle", self.inner.settle)
        return self.guard.expect("settle", value, Observation, "an Observation")

    @property  # a read-only view of the guarded adapter's own attribute, checked on each read
    def last_refusal(self) -> IllegalAction | None:  # type: ignore[override]
        refusal = self.guard.call("last_refusal", getattr, self.inner, "last_refusal", None)
        return refusal if isinstance(refusal, IllegalAction) else None

    @property  # a read-only view of the guarded adapter's own attribute, checked on each read
    def last_events(self) -> tuple[Event, ...]:  # type: ignore[override]
        """The events the adapter's last step reported (Capability.STEP_EVENTS): a tuple of
        Events, else a SystemFault naming the method."""
        events = self.guard.call("last_events", getattr, self.inner, "last_events", ())
        self.guard.expect("last_events", events, tuple, "a tuple of Events")
        return tuple(self.guard.expect("last_events", e, Event, "a tuple of Events") for e in events)


class _GuardedTable(TableSession):
    def __init__(self, inner: TableSession, guard: _Guard, rules: RulesSubmission) -> None:
        self.inner, self.guard, self.rules = inner, guard, rules
        declared = getattr(inner, "capabilities", None)
        if declared is not None:
            self.capabilities = frozenset(Capability(c) for c in declared)

    def meters(self) -> Meters:
        value = self.guard.call("meters", self.inner.meters)
        return self.guard.expect("meters", value, Meters, "Meters")

    def new_round(self) -> RoundSession:
        value = self.guard.call("new_round", self.inner.new_round)
        inner = self.guard.expect("new_round", value, RoundSession, "a RoundSession")
        return _GuardedRound(inner, self.guard)

    def play(self, script: RoundScript) -> Observation:
        value = self.guard.call("play", self.inner.play, script)
        return self.guard.expect("play", value, Observation, "an Observation")

    def recall(self, rounds: int) -> list[Observation]:
        value = self.guard.call("recall", self.inner.recall, rounds)
        items = self.guard.expect("recall", value, list, "a list of Observations")
        for item in items:
            self.guard.expect("recall", item, Observation, "a list of Observations")
        return items

    def shuffled_round(self, script: RoundScript) -> tuple[tuple[Card, ...], Observation]:
        value = self.guard.call("shuffled_round", self.inner.shuffled_round, script)
        pair = self.guard.expect("shuffled_round", value, tuple, "a (deck, Observation) pair")
        if len(pair) != 2 or not isinstance(pair[1], Observation):
            raise SystemFault(f"adapter {self.guard.adapter}: shuffled_round",
                              "returned no (deck, Observation) pair")
        return tuple(pair[0]), pair[1]

    def close(self) -> None:
        if self.guard.broken is None:  # a table whose call never returned is left as it is
            self.guard.call("close", self.inner.close)


class _GuardedGameTable(GameTableSession):
    def __init__(self, inner: GameTableSession, guard: _Guard, rules: GameRules) -> None:
        self.inner, self.guard, self.rules = inner, guard, rules

    def play(self, script: Any) -> Any:
        return self.guard.call("play", self.inner.play, script)

    def close(self) -> None:
        if self.guard.broken is None:
            self.guard.call("close", self.inner.close)


class GuardedSystem(SystemUnderTest):
    """A vendor's adapter behind the guard: its name, capabilities and games read once and
    checked; every call's exceptions and answers checked, within the deadline (module
    docstring). Each table it opens has a guard of its own: a call there that never returns
    breaks that table, not the system."""

    def __init__(self, inner: SystemUnderTest, adapter: str, *, name: str,
                 capabilities: frozenset[Capability], games: frozenset[str],
                 worker: Worker | None = None) -> None:
        self.inner = inner
        self.adapter = adapter
        self.name = f"{name} (adapter {adapter})"
        self.capabilities = capabilities
        self.games = games
        worker = worker or Worker(adapter, DEFAULT_DEADLINE, (SystemFault, IllegalAction))
        self.guard = _Guard(adapter, worker)

    def open_table(self, rules: RulesSubmission, *, shuffle_seed: int | None = None) -> TableSession:
        value = self.guard.call("open_table", self.inner.open_table, rules, shuffle_seed=shuffle_seed)
        return _GuardedTable(self.guard.expect("open_table", value, TableSession, "a TableSession"),
                             self.guard.child(), rules)

    def open_game_table(self, rules: GameRules) -> GameTableSession:
        value = self.guard.call("open_game_table", self.inner.open_game_table, rules)
        return _GuardedGameTable(self.guard.expect("open_game_table", value, GameTableSession,
                                                   "a GameTableSession"), self.guard.child(), rules)

    def submit_rules(self, text: str) -> SubmissionRefusal | None:
        if type(self.inner).submit_rules is SystemUnderTest.submit_rules:  # not implemented: not sent
            return SystemUnderTest.submit_rules(self, text)
        value = self.guard.call("submit_rules", self.inner.submit_rules, text)
        if value is None:
            return None
        return self.guard.expect("submit_rules", value, SubmissionRefusal, "a SubmissionRefusal or None")

    def close(self) -> None:
        if self.guard.broken is None:
            self.guard.call("close", self.inner.close)
