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

from tablecert.adapters.contract import (
    Capability,
    GameTableSession,
    Meters,
    RoundSession,
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


def load_adapter(spec: str) -> GuardedSystem:
    """The system the adapter ``spec`` makes, checked and guarded; InputError if it cannot."""
    factory = _factory(spec)
    try:
        system = factory()
    except Exception as exc:
        raise InputError(f"--adapter {spec}: the factory raised {type(exc).__name__}: {exc}") from None
    if not isinstance(system, SystemUnderTest):
        raise InputError(f"--adapter {spec}: the factory returned {type(system).__name__}, not a "
                         "SystemUnderTest (subclass tablecert.adapters.contract.SystemUnderTest)")
    try:
        capabilities = frozenset(Capability(c) for c in system.capabilities)
        games = frozenset(str(g) for g in system.games)
        name = str(system.name)
    except (AttributeError, ValueError, TypeError) as exc:
        raise InputError(f"--adapter {spec}: its system's name, capabilities or games are not as "
                         f"the contract says ({type(exc).__name__}: {exc}); docs/adapters.md") from None
    return GuardedSystem(system, spec, name=name, capabilities=capabilities, games=games)


class _Guard:
    """Calls into the adapter; anything it raises but a SystemFault, or an IllegalAction (the
    table's refusal of a move the round cannot take, its answer: judged), becomes a SystemFault."""

    def __init__(self, adapter: str) -> None:
        self.adapter = adapter

    def call(self, method: str, fn: Callable[..., _T], *args: Any, **kwargs: Any) -> _T:
        try:
            return fn(*args, **kwargs)
        except (SystemFault, IllegalAction):
            raise
        except NotImplementedError as exc:
            raise SystemFault(f"adapter {self.adapter}: {method}",
                              f"the adapter does not implement it ({exc or 'NotImplementedError'}); "
                              "declare only the capabilities it has") from exc
        except Exception as exc:
            raise SystemFault(f"adapter {self.adapter}: {method}",
                              f"raised {type(exc).__name__}: {exc}") from exc

    def expect(self, method: str, value: _T, kind: type | tuple[type, ...], what: str) -> _T:
        if not isinstance(value, kind):
            raise SystemFault(f"adapter {self.adapter}: {method}",
                              f"returned {type(value).__name__}, not {what}")
        return value


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
        refusal = getattr(self.inner, "last_refusal", None)
        return refusal if isinstance(refusal, IllegalAction) else None

    @property  # a read-only view of the guarded adapter's own attribute, checked on each read
    def last_events(self) -> tuple[Event, ...]:  # type: ignore[override]
        """The events the adapter's last step reported (Capability.STEP_EVENTS): a tuple of
        Events, else a SystemFault naming the method."""
        events = getattr(self.inner, "last_events", ())
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
        self.guard.call("close", self.inner.close)


class _GuardedGameTable(GameTableSession):
    def __init__(self, inner: GameTableSession, guard: _Guard, rules: GameRules) -> None:
        self.inner, self.guard, self.rules = inner, guard, rules

    def play(self, script: Any) -> Any:
        return self.guard.call("play", self.inner.play, script)

    def close(self) -> None:
        self.guard.call("close", self.inner.close)


class GuardedSystem(SystemUnderTest):
    """A vendor's adapter behind the guard: its name, capabilities and games read once and
    checked; every call's exceptions and answers checked (module docstring)."""

    def __init__(self, inner: SystemUnderTest, adapter: str, *, name: str,
                 capabilities: frozenset[Capability], games: frozenset[str]) -> None:
        self.inner = inner
        self.adapter = adapter
        self.name = f"{name} (adapter {adapter})"
        self.capabilities = capabilities
        self.games = games
        self.guard = _Guard(adapter)

    def open_table(self, rules: RulesSubmission, *, shuffle_seed: int | None = None) -> TableSession:
        value = self.guard.call("open_table", self.inner.open_table, rules, shuffle_seed=shuffle_seed)
        return _GuardedTable(self.guard.expect("open_table", value, TableSession, "a TableSession"),
                             self.guard, rules)

    def open_game_table(self, rules: GameRules) -> GameTableSession:
        value = self.guard.call("open_game_table", self.inner.open_game_table, rules)
        return _GuardedGameTable(self.guard.expect("open_game_table", value, GameTableSession,
                                                   "a GameTableSession"), self.guard, rules)

    def close(self) -> None:
        self.guard.call("close", self.inner.close)
