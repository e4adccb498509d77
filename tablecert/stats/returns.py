"""Does the observed return converge on the exact par sheet? One z-test per wager line.

Over N system-shuffled rounds with the fixed strategy (every hand played, every bet rides),
each round's net result on a wager line per unit wagered is an independent draw with mean
``exact return - 1`` if the system pays the paytable of its Rules Submission (649a.12,
643a.12) over random shuffles. The sample mean is compared with the exact figure of
:mod:`tablecert.oracle.par_sheet.fixed_strategy` by a two-sided z-test on the sample standard
deviation (the central limit theorem; scipy.stats.norm), with a confidence interval.
Money is counted in integer cents: the test reads a line's :class:`LineTally` (count, exact
sum and sum of squares of the nets in cents), so the mean and the sample variance are exact
fractions until the last step, whatever tables and shards the rounds came from.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from math import sqrt
from typing import Protocol

from scipy import stats

from tablecert.stats.shuffle import TestResult
from tablecert.stats.tally import LineTally, curve_points

__all__ = ["DEFAULT_RETURN_EFFECT", "ExactReturn", "ReturnTest"]

DEFAULT_RETURN_EFFECT = 0.05
"""The smallest error in the return the power is computed against: 5 percentage points
per unit wagered (a paytable row paid at the wrong odds is typically 3 to 10 points)."""


class ExactReturn(Protocol):
    """What the test reads of an exact return: Three Card Poker's and Let It Ride's
    :class:`tablecert.oracle.par_sheet.fixed_strategy.FixedStrategyReturn`, or another game's
    :class:`tablecert.stats.games.GameReturn`."""

    @property
    def citation(self) -> str: ...
    @property
    def paytable(self) -> str: ...
    @property
    def title(self) -> str: ...
    @property
    def unit(self) -> str: ...
    @property
    def player_return(self) -> Fraction: ...
    @property
    def sd_bound(self) -> float: ...


@dataclass
class ReturnTest:
    exact: ExactReturn
    effect: float = DEFAULT_RETURN_EFFECT
    confidence: float = 0.95

    statistic_name = "z"
    method = "two-sided z-test of the mean net per unit wagered against the exact return (scipy.stats.norm)"

    @property
    def name(self) -> str:
        return f"return of the {self.exact.title} ({self.exact.citation} Paytable {self.exact.paytable})"

    @property
    def minimum_effect(self) -> str:
        return f"a return {self.effect:.0%} away from the exact {float(self.exact.player_return):.4%}"

    def run(self, data: LineTally | Sequence[Fraction]) -> TestResult:
        """The z-test on a line's tally (or on the nets per unit themselves, for tests)."""
        n, total, squares, curve = _moments(data)
        exact_net = float(self.exact.player_return - 1)
        mean = total / n if n else Fraction(0)
        # the sample variance exactly, then one rounding: the same figure however the
        # rounds were split into tables and shards
        variance = (squares - total * total / n) / (n - 1) if n > 1 else Fraction(0)
        sd = sqrt(float(variance))
        detail: dict[str, object] = {
            "exact_return": float(self.exact.player_return),
            "exact_return_fraction": str(self.exact.player_return),
            "observed_return": float(1 + mean), "sd": sd, "unit": self.exact.unit,
            "confidence": self.confidence,
        }
        if n < 2 or sd == 0:
            detail["note"] = "fewer than two rounds or no spread: nothing to test"
            return TestResult(0.0, None, 1.0, n, detail)
        se = sd / sqrt(n)
        z = (float(mean) - exact_net) / se
        quantile = float(stats.norm.isf((1 - self.confidence) / 2))
        half = quantile * se
        detail["confidence_interval"] = [float(1 + mean) - half, float(1 + mean) + half]
        # the running return at the tally's checkpoints (at most 400), for the picture
        points = curve_points(curve)
        rounds = [k for k, _, _ in points]
        running = [float(t / k) for k, t, _ in points]
        spread = [sqrt(max(float((q - t * t / k) / max(k - 1, 1)), 0.0)) for k, t, q in points]
        detail["convergence"] = {
            "rounds": rounds, "observed_return": [1 + r for r in running],
            "half_width": [quantile * s / sqrt(k) for s, k in zip(spread, rounds, strict=True)],
        }
        return TestResult(float(z), None, float(2 * stats.norm.sf(abs(z))), n, detail)

    def power(self, n: int, level: float) -> float:
        if n < 2:
            return 0.0
        critical = float(stats.norm.isf(level / 2))
        shift = self.effect * sqrt(n) / self.exact.sd_bound
        return float(stats.norm.sf(critical - shift) + stats.norm.cdf(-critical - shift))


def _moments(data: LineTally | Sequence[Fraction]) -> tuple[int, Fraction, Fraction,
                                                             list[tuple[int, Fraction, Fraction]]]:
    """(n, sum, sum of squares, running checkpoints), per unit wagered, exactly."""
    if isinstance(data, LineTally):
        unit = data.unit
        return (data.count, Fraction(data.total, unit), Fraction(data.squares, unit * unit),
                [(k, Fraction(t, unit), Fraction(q, unit * unit)) for k, t, q in data.curve])
    total = squares = Fraction(0)
    curve: list[tuple[int, Fraction, Fraction]] = []
    for k, value in enumerate(data, 1):
        total += value
        squares += value * value
        if not curve or k >= curve[-1][0] * 1.02 or k == len(data):
            curve.append((k, total, squares))
    return len(data), total, squares, curve
