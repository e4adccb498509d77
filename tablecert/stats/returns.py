"""Does the observed return converge on the exact par sheet? One z-test per wager line.

Over N system-shuffled rounds with the fixed strategy (every hand played, every bet rides),
each round's net result on a wager line per unit wagered is an independent draw with mean
``exact return - 1`` if the system pays the paytable of its Rules Submission (649a.12,
643a.12) over random shuffles. The sample mean is compared with the exact figure of
:mod:`tablecert.oracle.par_sheet.fixed_strategy` by a two-sided z-test on the sample standard
deviation (the central limit theorem; scipy.stats.norm), with a confidence interval.
Money is counted in integer cents; the net per unit is an exact fraction until the mean.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from math import sqrt

import numpy as np
from scipy import stats

from tablecert.oracle.par_sheet.fixed_strategy import FixedStrategyReturn
from tablecert.stats.shuffle import TestResult

__all__ = ["DEFAULT_RETURN_EFFECT", "ReturnTest"]

DEFAULT_RETURN_EFFECT = 0.05
"""The smallest error in the return the power is computed against: 5 percentage points
per unit wagered (a paytable row paid at the wrong odds is typically 3 to 10 points)."""


@dataclass
class ReturnTest:
    exact: FixedStrategyReturn
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

    def run(self, nets: list[Fraction]) -> TestResult:
        n = len(nets)
        values = np.array([float(v) for v in nets])
        exact_net = float(self.exact.player_return - 1)
        mean = float(sum(nets, Fraction(0)) / n) if n else 0.0
        sd = float(values.std(ddof=1)) if n > 1 else 0.0
        running = np.cumsum(values) / np.arange(1, n + 1) if n else values
        detail: dict[str, object] = {
            "exact_return": float(self.exact.player_return),
            "exact_return_fraction": str(self.exact.player_return),
            "observed_return": 1 + mean, "sd": sd, "unit": self.exact.unit,
            "confidence": self.confidence,
        }
        if n < 2 or sd == 0:
            detail["note"] = "fewer than two rounds or no spread: nothing to test"
            return TestResult(0.0, None, 1.0, n, detail)
        se = sd / sqrt(n)
        z = (mean - exact_net) / se
        half = float(stats.norm.isf((1 - self.confidence) / 2)) * se
        detail["confidence_interval"] = [1 + mean - half, 1 + mean + half]
        # the running mean, thinned to at most 400 points, for the convergence picture
        step = max(1, n // 400)
        idx = np.arange(step - 1, n, step)
        k = idx + 1
        squares = np.cumsum(values * values)[idx]
        sums = np.cumsum(values)[idx]
        running_sd = np.sqrt(np.maximum(squares - sums * sums / k, 0) / np.maximum(k - 1, 1))
        detail["convergence"] = {
            "rounds": (idx + 1).tolist(), "observed_return": (1 + running[idx]).tolist(),
            "half_width": (float(stats.norm.isf((1 - self.confidence) / 2)) * running_sd
                           / np.sqrt(idx + 1)).tolist(),
        }
        return TestResult(float(z), None, float(2 * stats.norm.sf(abs(z))), n, detail)

    def power(self, n: int, level: float) -> float:
        if n < 2:
            return 0.0
        critical = float(stats.norm.isf(level / 2))
        shift = self.effect * sqrt(n) / self.exact.sd_bound
        return float(stats.norm.sf(critical - shift) + stats.norm.cdf(-critical - shift))
