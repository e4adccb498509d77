"""The end-of-round comparison, deferred to the end of the scenario.

A When step plays its round on the system under test and on the oracle and *records* the
pair here; it does not compare. The scenario's regulation-worded Then steps then read the
system's own answer, so they are the first to meet a system that differs from the oracle,
and the plugin (steps/plugin.py, after the last step) compares every recorded round field
by field. A verdict thus says whether a Then step caught a defect or only the comparison
did (``failed_checks``), and both are exercised for every game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from tablecert.oracle.judge import Difference, Discrepancy, compare_data

__all__ = ["RoundJudgements"]

Comparer = Callable[[Any, Any], list[Difference]]


@dataclass
class RoundJudgements:
    """Every round a scenario played: the oracle's observation, the system's, where it was
    played (for the message) and how the two are compared (:func:`compare_data` for the
    games of the catalogue; :func:`tablecert.oracle.judge.compare` for the card rounds)."""

    rounds: list[tuple[Any, Any, str, Comparer]] = field(default_factory=list)
    deferred: list[Discrepancy] = field(default_factory=list)
    """Found while a round was played and judged with the rounds (a twin table's round, the
    meters read after it: steps/context.py)."""

    def record(self, expected: Any, observed: Any, where: str, comparer: Comparer = compare_data) -> None:
        self.rounds.append((expected, observed, where, comparer))

    def discrepancy(self) -> Discrepancy | None:
        """The first recorded round whose observations differ, as the failure it is; None
        when every round agrees with the oracle; then the first of :attr:`deferred`."""
        for expected, observed, where, comparer in self.rounds:
            differences = comparer(expected, observed)
            if differences:
                return Discrepancy(differences, context=where)
        return self.deferred[0] if self.deferred else None
