"""Statistical verdicts that mean what they say: passed, failed or inconclusive.

A statistical check is one hypothesis test: the null hypothesis is that the system
conforms (the shuffle randomly intermixes the cards, 649a.5(a); the return is the exact
one of the paytable, 649a.12). Several checks run together, so the family-wise error is
controlled with Holm's step-down procedure at the configured level ``alpha``: an honest
system fails *any* check with probability at most ``alpha``.

- *failed*: Holm rejects the null hypothesis; the statistic and p-value are reported.
- *inconclusive*: not rejected, but at this number of rounds the test had less than the
  target power (default 80%) to detect the check's stated minimum effect: the run was too
  short to tell a conforming system from one off by that much. ``needed_n`` is the number
  of rounds at which it would have that power.
- *passed*: not rejected, and the test had at least the target power against the minimum
  effect.

The power is computed at the Bonferroni level ``alpha / m`` (Holm's first step), which
never overstates it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

__all__ = ["Outcome", "StatVerdict", "holm_rejections", "smallest_n"]


class Outcome(StrEnum):
    PASSED = "passed"
    FAILED = "failed"
    INCONCLUSIVE = "inconclusive"


@dataclass(frozen=True)
class StatVerdict:
    """One check's verdict, with everything a lab needs to reproduce the judgement."""

    check: str  # e.g. "position-by-card uniformity"
    citation: str  # the subsection the check speaks to, e.g. "649a.5(a)"
    outcome: Outcome
    statistic_name: str  # "chi-square", "successions kept", "z"
    statistic: float
    df: float | None
    p_value: float
    alpha: float  # the Holm threshold this p-value was compared with
    n: int  # rounds (shuffles) the check used
    power: float  # at n, against the minimum effect, at level alpha / m
    needed_n: int | None  # rounds for the target power; None when n already has it
    minimum_effect: str  # the effect the power speaks of, in words
    method: str  # how the p-value is computed
    also_cites: tuple[str, ...] = ()
    detail: dict[str, Any] = field(default_factory=dict)

    def summary(self) -> str:
        """One line: the verdict, the statistic, the p-value, what would be needed."""
        df = f", df {self.df:.1f}" if self.df is not None else ""
        line = (f"{self.outcome.value}: {self.statistic_name} {self.statistic:.2f}{df}, "
                f"p = {self.p_value:.3g} (Holm threshold {self.alpha:.3g}), n = {self.n}, "
                f"power {self.power:.0%} against {self.minimum_effect}")
        if self.outcome is Outcome.INCONCLUSIVE and self.needed_n is not None:
            line += f"; about {self.needed_n:,} rounds are needed to decide"
        return line

    def to_json(self) -> dict[str, Any]:
        return {
            "check": self.check, "citation": self.citation, "also_cites": list(self.also_cites),
            "outcome": self.outcome.value, "statistic_name": self.statistic_name,
            "statistic": self.statistic, "df": self.df, "p_value": self.p_value,
            "alpha": self.alpha, "n": self.n, "power": self.power, "needed_n": self.needed_n,
            "minimum_effect": self.minimum_effect, "method": self.method, "detail": self.detail,
            "summary": self.summary(),
        }


def holm_rejections(p_values: Sequence[float], alpha: float) -> list[tuple[bool, float]]:
    """Holm's step-down procedure: for each p-value, (rejected, the threshold it met or
    would have needed to meet).

    >>> holm_rejections([0.01, 0.04, 0.03], 0.05)
    [(True, 0.016666666666666666), (False, 0.05), (False, 0.025)]
    """
    m = len(p_values)
    order = sorted(range(m), key=lambda i: p_values[i])
    result: list[tuple[bool, float]] = [(False, alpha)] * m
    still = True
    for rank, i in enumerate(order):
        threshold = alpha / (m - rank)
        still = still and p_values[i] <= threshold
        result[i] = (still, threshold)
    return result


def smallest_n(power_at: Callable[[int], float], target: float, *, start: int = 2,
               limit: int = 100_000_000) -> int | None:
    """The smallest n with ``power_at(n) >= target`` (power grows with n), by doubling then
    bisection; None beyond ``limit``."""
    hi = max(start, 2)
    while power_at(hi) < target:
        hi *= 2
        if hi > limit:
            return None
    lo = hi // 2
    while lo + 1 < hi:
        mid = (lo + hi) // 2
        if power_at(mid) >= target:
            hi = mid
        else:
            lo = mid
    return hi
