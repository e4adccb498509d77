"""Shrinking with a budget: a discrepancy found by ``tablecert fuzz`` is shrunk by at most
:data:`SHRINK_EXAMPLES` replays, then reported as the smallest failing case reached.

Hypothesis stops shrinking on its own only after five minutes of wall time (and then prints a
warning on stdout, where ``--json`` writes its document): on a loaded machine a Blackjack
batch of 25 cases took longer than that, and the case reached depended on the machine's speed.
A budget counted in replays ends the search in bounded time and keeps the result a function of
the seed alone. Past the budget each replay is answered with the discrepancy already found,
without playing, so hypothesis finishes at once; the case reported is the last one that really
failed (``failing``), which is the smallest hypothesis had reached.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Any

from tablecert.oracle.judge import Discrepancy

__all__ = ["SHRINK_EXAMPLES", "ShrinkBudget"]

SHRINK_EXAMPLES = 1000
"""Replays of a failing batch while shrinking, at most: about three times what the catalogue
games' defects need in the exhaustive tier (Blackjack, seed 0, ``--defect blackjack-paid-6-to-5``:
325 replays, 24 s in-process)."""


class ShrinkBudget:
    """Counts the replays made while ``failing`` is set (a discrepancy is being shrunk)."""

    def __init__(self, failing: dict[str, Any], limit: int = SHRINK_EXAMPLES) -> None:
        self.failing = failing
        self.limit = limit
        self.replays = 0

    @property
    def spent(self) -> bool:
        """Shrinking stopped at the budget: the case reported may not be minimal."""
        return self.replays > self.limit

    def guard(self, test: Callable[[bytes], None]) -> Callable[[bytes], None]:
        """``test`` that, past the budget, raises the discrepancy found without playing."""

        @wraps(test)
        def budgeted(data: bytes) -> None:
            if self.failing:
                self.replays += 1
                if self.spent:
                    raise Discrepancy(self.failing["differences"])
            test(data)

        return budgeted
