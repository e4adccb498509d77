"""Adapters broken in each way a vendor's can be (tests/test_adapters.py): none may pass."""

from __future__ import annotations

from typing import Any

from tablecert.adapters.contract import Capability, RoundSession, SystemUnderTest, TableSession
from tablecert.adapters.in_process import InProcessSystem
from tablecert.oracle.card_games import RulesSubmission
from tablecert.oracle.round import Observation, RoundScript


def needs_argument(address: str) -> SystemUnderTest:
    return InProcessSystem()


def returns_wrong() -> object:
    return object()


def raises_in_factory() -> SystemUnderTest:
    raise ConnectionRefusedError("the table controller is not switched on")


not_callable = 42


class _Table(TableSession):
    def __init__(self, rules: RulesSubmission, error: BaseException | None, answer: Any = None) -> None:
        self.rules = rules
        self.error = error
        self.answer = answer

    def new_round(self) -> RoundSession:
        raise NotImplementedError

    def play(self, script: RoundScript) -> Observation:
        if self.error is not None:
            raise self.error
        return self.answer  # type: ignore[no-any-return]

    def recall(self, rounds: int) -> list[Observation]:
        return []


class _Broken(SystemUnderTest):
    name = "a broken adapter"
    capabilities = frozenset({Capability.FORCED_DECK, Capability.SCRIPTED_ROUND, Capability.FAULT_INJECTION})
    games = frozenset({"three-card-poker", "let-it-ride"})

    def __init__(self, error: BaseException | None, answer: Any = None) -> None:
        self.error = error
        self.answer = answer

    def open_table(self, rules: RulesSubmission, *, shuffle_seed: int | None = None) -> TableSession:
        return _Table(rules, self.error, self.answer)


def raises_in_play() -> SystemUnderTest:
    return _Broken(RuntimeError("socket closed by peer"))


def asserts_in_play() -> SystemUnderTest:
    """An AssertionError inside the adapter is its fault, not a failed verdict."""
    return _Broken(AssertionError("unexpected frame"))


def answers_nonsense() -> SystemUnderTest:
    return _Broken(None, {"settlements": []})


class _Hangs(_Table):
    """A table whose play never returns (a socket read without a timeout)."""

    def play(self, script: RoundScript) -> Observation:
        import threading

        threading.Event().wait()
        raise AssertionError("unreachable")


class _HangingSystem(_Broken):
    def open_table(self, rules: RulesSubmission, *, shuffle_seed: int | None = None) -> TableSession:
        return _Hangs(rules, None)


def sleeps_in_play() -> SystemUnderTest:
    return _HangingSystem(None)


def exits_in_factory() -> SystemUnderTest:
    raise SystemExit(0)


def exits_3_in_factory() -> SystemUnderTest:
    raise SystemExit(3)


def exits_in_play() -> SystemUnderTest:
    """SystemExit(0) from play: an error verdict, never a silent exit 0."""
    return _Broken(SystemExit(0))


def huge_message_in_play() -> SystemUnderTest:
    """A 20 MB exception message: kept to 4,000 characters."""
    return _Broken(RuntimeError("x" * 20_000_000))


def ties_go_to_the_dealer() -> SystemUnderTest:
    """A system that answers properly and breaks 649a.11(c)(3)(ii)(C) (the catalogued defect
    ``tie-goes-to-dealer``), behind an adapter: its failures replay through ``--adapter``."""
    from tablecert.steps.plugin import in_process_system

    return in_process_system("tie-goes-to-dealer")


class _SometimesFaulty(SystemUnderTest):
    """A defective system behind an adapter whose every other table after the first 40 ends in
    an error: a search finds the discrepancy, then meets faults while it shrinks it
    (tests/test_fuzz_faults.py)."""

    name = "sometimes faulty"
    capabilities = frozenset({Capability.FORCED_DECK, Capability.SCRIPTED_ROUND, Capability.FAULT_INJECTION})

    def __init__(self, defect: str) -> None:
        from tablecert.steps.plugin import in_process_system

        self.inner = in_process_system(defect)
        self.games = self.inner.games
        self.tables = 0

    def _faulty(self) -> bool:
        self.tables += 1
        return self.tables > 40 and self.tables % 2 == 0

    def open_table(self, rules: RulesSubmission, *, shuffle_seed: int | None = None) -> TableSession:
        return self.inner.open_table(rules) if not self._faulty() else _Table(rules, OSError("link down"))

    def open_game_table(self, rules: Any) -> Any:
        table = self.inner.open_game_table(rules)
        if self._faulty():
            table.play = _raise_link_down
        return table


def _raise_link_down(script: Any) -> Any:
    raise OSError("link down")


def faulty_ties_to_dealer() -> SystemUnderTest:
    return _SometimesFaulty("tie-goes-to-dealer")


def faulty_hardways_on_come_out() -> SystemUnderTest:
    return _SometimesFaulty("craps-hardway-works-on-come-out")


class _DealerDrawsOneMore:
    """The dealer takes one card more than its rule once it has played (a test variant)."""

    def _dealer_plays(self) -> None:
        super()._dealer_plays()  # type: ignore[misc]
        if self.seats and not self.dealer_blackjack():  # type: ignore[attr-defined]
            self.dealer.append(self._draw("dealer"))  # type: ignore[attr-defined]


def dealer_draws_one_more() -> SystemUnderTest:
    """Blackjack and Spanish 21 whose dealer draws one card more (tests/test_spare_cards.py)."""
    from tablecert.reference_system.defects import game_table_with

    mixins = {"blackjack": _DealerDrawsOneMore, "spanish-21": _DealerDrawsOneMore}
    tables = game_table_with(mixins, "OneMore")
    return InProcessSystem(name="dealer draws one more", game_table_factory=tables)


def os_exits_in_play() -> SystemUnderTest:
    """os._exit(0) from play: caught in the adapter's thread, an error verdict, not exit 0."""
    import os

    class _Exits(_Table):
        def play(self, script: RoundScript) -> Observation:
            os._exit(0)

    class _System(_Broken):
        def open_table(self, rules: RulesSubmission, *, shuffle_seed: int | None = None) -> TableSession:
            return _Exits(rules, None)

    return _System(None)
