"""Random cases of a game of the catalogue through the system under test and the oracle,
compared field by field (:func:`fuzz_game`); a discrepancy shrinks to a minimal case, written
as a scenario of the game's own steps (:func:`game_gherkin`).

The same machinery as Three Card Poker's (:mod:`tablecert.fuzz.run`): hypothesis draws one byte
string a batch of cases, seeded, and shrinks the bytes of a failing batch; each case is
read from its bytes by the game's :class:`tablecert.fuzz.games.GameFuzzer` and played at a fresh
table on both sides (``open_game_table``), every round compared with
:func:`tablecert.oracle.judge.compare_data`. The seed fixes every case.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from tablecert.adapters.contract import Capability, SystemUnderTest
from tablecert.adapters.in_process import InProcessSystem, oracle_game_round
from tablecert.fuzz.choices import Choices
from tablecert.fuzz.faults import FaultsMet, found_by
from tablecert.fuzz.games import GameFuzzer
from tablecert.fuzz.run import _examples, batch_size
from tablecert.fuzz.shrinking import ShrinkBudget
from tablecert.oracle.game import GameRules
from tablecert.oracle.judge import Difference, Discrepancy, compare_data

__all__ = ["REQUIRED", "GameFuzzResult", "fuzz_game", "game_gherkin", "missing_capabilities"]

REQUIRED = (Capability.SCRIPTED_ROUND, Capability.FORCED_DECK)
"""A game's scripts are whole rounds over a forced shoe or forced dice."""


def missing_capabilities(system: SystemUnderTest, game: str) -> list[str]:
    """What the system lacks to be fuzzed at ``game``: the game itself, or a capability."""
    missing = [f"the game {game!r}"] if game not in system.games else []
    return missing + [f"the capability {c.value!r}" for c in REQUIRED if c not in system.capabilities]


@dataclass
class GameFuzzResult:
    game: str
    rounds: int
    seed: int
    target: str
    played: int = 0  # cases played (shrinking included)
    judged: int = 0  # rounds played on both sides and compared
    discrepancy: Discrepancy | None = None
    rules: GameRules | None = None
    scripts: tuple[Any, ...] = ()  # the minimal failing case, up to the round that differs
    expected: tuple[Any, ...] = field(default=())  # the oracle's observations of ``scripts``
    fault: str | None = None  # a system fault the search met beside the discrepancy
    shrink_stopped: bool = False  # shrinking stopped at its budget (tablecert/fuzz/shrinking.py)

    def citation(self, known: set[str], fuzzer: GameFuzzer) -> str:
        """The first subsection the differing fields cite, in the order they are compared,
        that the index knows; else the first that the records inside them cite (a settlement
        line missing from a sequence cites its own subsection); else the game's own."""
        differences = self.discrepancy.differences if self.discrepancy else []
        cited = [c for c in (self.discrepancy.ordered_citations if self.discrepancy else []) if c in known]
        cited += [c for d in differences for value in (d.expected, d.observed)
                  for c in _cited_within(value) if c in known]
        if cited:
            return cited[0]
        assert self.rules is not None
        return fuzzer.citation(self.rules)


def _cited_within(value: Any) -> list[str]:
    """The subsections the ``citation`` fields of the records in ``value`` name, in order."""
    if isinstance(value, tuple | list):
        return [c for v in value for c in _cited_within(v)]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        own = getattr(value, "citation", "")
        here = [c.strip() for c in own.split(",") if c.strip()] if isinstance(own, str) else []
        return here + [c for f in dataclasses.fields(value) if f.name != "citation"
                       for c in _cited_within(getattr(value, f.name))]
    return []


def _judge(result: GameFuzzResult, system: SystemUnderTest, oracle: SystemUnderTest, rules: GameRules,
           scripts: tuple[Any, ...]) -> tuple[list[Difference], tuple[Any, ...], tuple[Any, ...]]:
    """Play ``scripts`` in order at a fresh table on each side; the first round's differences,
    with the scripts and the oracle's observations up to it. Every script is legal (the
    fuzzer tried it on the oracle), so an in-process system that cannot play one (ValueError)
    differs from the oracle; a system over HTTP that fails to answer raises SystemFault, which
    ends the run as a broken one, as in the suite. Where the text allows several answers the
    oracle judges by the one the system's agrees with (oracle_game_round)."""
    table, mirror = system.open_game_table(rules), oracle.open_game_table(rules)
    expected: list[Any] = []
    try:
        for k, script in enumerate(scripts):
            result.judged += 1
            try:
                observed = table.play(script)
            except ValueError as exc:  # an in-process system that cannot play a legal round
                expected.append(mirror.play(script))
                return ([Difference("(round)", "the round played", f"not played: {exc}")],
                        scripts[:k + 1], tuple(expected))
            # the answer the text allows that the system's agrees with (oracle.allowed)
            expected.append(oracle_game_round(mirror, script, observed))
            differences = compare_data(expected[-1], observed)
            if differences:
                return differences, scripts[:k + 1], tuple(expected)
    finally:
        table.close()
        mirror.close()
    return [], scripts, tuple(expected)


def fuzz_game(system: SystemUnderTest, fuzzer: GameFuzzer, rules: list[GameRules], *, rounds: int,
              seed_value: int, target: str, progress: Callable[[int], None] = lambda n: None,
              shrink: bool = True) -> GameFuzzResult:
    """Play ``rounds`` random cases of the game of ``rules`` (each at one of them, drawn);
    stop at the first discrepancy, shrunk to a minimal case unless ``shrink`` is False."""
    result = GameFuzzResult(rules[0].game, rounds, seed_value, target)
    oracle = InProcessSystem()
    failing: dict[str, Any] = {}
    faults = FaultsMet()
    budget = ShrinkBudget(failing)
    size = fuzzer.round_bytes
    per_example = batch_size(rounds, round_bytes=size)
    examples = -(-rounds // per_example)

    @_examples(seed_value, examples, shrink, per_example * size, faults, failing, budget, per_example)
    def some_cases(data: bytes) -> None:
        budget = per_example if failing else min(per_example, rounds - result.played)
        for start in range(0, budget * size, size):
            choices = Choices(data[start:start + size])
            chosen = rules[choices.integer(0, len(rules) - 1)]
            scripts = fuzzer.case(choices, chosen)
            result.played += 1
            if not failing:  # shrinking's replays are not progress toward ``rounds``
                progress(result.played)
            differences, shown, expected = _judge(result, system, oracle, chosen, scripts)
            if differences:
                failing.update(rules=chosen, scripts=shown, expected=expected, differences=differences)
                raise Discrepancy(differences)

    try:
        found_by(some_cases, failing)
    except Discrepancy:
        result.rules, result.scripts = failing["rules"], failing["scripts"]
        result.expected = failing["expected"]
        result.discrepancy = Discrepancy(failing["differences"])
        result.shrink_stopped = budget.spent
    result.fault = None if faults.first is None else str(faults.first)
    faults.raise_unless(result.discrepancy is not None)  # a fault alone: the command's one line
    return result


def game_gherkin(result: GameFuzzResult, fuzzer: GameFuzzer, replay: str, citation: str) -> str:
    """The minimal failing case as a scenario of the game's own steps: pasted into a feature
    file of the game (tagged ``@game_<name>``), it fails the same way on the same system."""
    assert result.rules is not None and result.discrepancy is not None
    body = fuzzer.steps(result.rules, result.scripts, result.expected)
    title = f"A random {result.game} case conforms to the oracle (seed {result.seed})"
    lines = [f"  Scenario: {citation} {title}",
             f"    # replay: {replay}", *(f"    {line}" for line in body)]
    return "\n".join(lines) + "\n"
