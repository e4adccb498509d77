"""The shuffle checks' 80% power claims, tried where they matter: each bad shuffler of the
catalogue whose bias sits just above a check's minimum effect, played for exactly the rounds
that check says it needs (``tablecert stats`` defaults: Rules Submission pa-649a-paytable-A,
alpha 0.05, Holm over its six checks), over many seeds, in-process; the honest shuffler over
the same seeds beside it (tablecert/stats/power_trial.py).

Run: python bench/bench_shuffle_power.py [SEEDS]   (default 50 seeds, 0 to SEEDS-1)
Figures are printed, nothing is asserted (tests/test_selftest.py asserts on 20 seeds).
"""

from __future__ import annotations

import sys
import time

from tablecert.files import resolve_rules_submission
from tablecert.reference_system.defects import DEFECTS
from tablecert.stats.power_trial import power_trial


def main() -> None:
    seeds = range(int(sys.argv[1]) if len(sys.argv) > 1 else 50)
    rules = resolve_rules_submission("pa-649a-paytable-A")
    for defect in (d for d in DEFECTS if d.near_minimum_of is not None):
        start = time.perf_counter()
        trial = power_trial(defect, rules, seeds)
        print(f"{trial.line()}  ({time.perf_counter() - start:.0f} s)", flush=True)


if __name__ == "__main__":
    main()
