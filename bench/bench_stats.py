"""Statistical conformance, measured (tablecert stats): system-shuffled rounds per second
in-process and over HTTP, the false-alarm rate of the honest reference shuffler over many
seeds, and how often (and how early) each bad-shuffle defect is caught.

Run: python bench/bench_stats.py [RUNS]   (default 100 honest runs of 2,000 rounds, in-process)
Figures are printed, nothing is asserted.
"""

from __future__ import annotations

import sys
import time

from tablecert.adapters.http import HttpSystem
from tablecert.files import resolve_rules_submission
from tablecert.reference_system.defects import DEFECTS
from tablecert.reference_system.server import ReferenceServer
from tablecert.stats.session import DEFAULT_ROUNDS, SHUFFLE, StatsRun, checks_for, play
from tablecert.stats.verdict import Outcome
from tablecert.steps.plugin import in_process_system

RULES = resolve_rules_submission("pa-649a-paytable-A")


def _rate(table: object, rounds: int) -> float:
    start = time.perf_counter()
    play(table, RULES, rounds)  # type: ignore[arg-type]
    return rounds / (time.perf_counter() - start)


def _failed(defect: str | None, rounds: int, seed: int, *, shuffle_only: bool) -> bool:
    checks = [c for c in checks_for(RULES) if c.kind == SHUFFLE or not shuffle_only]
    table = in_process_system(defect).open_table(RULES, shuffle_seed=seed)
    verdicts, _ = StatsRun(checks).judge(play(table, RULES, rounds))
    return any(v.outcome is Outcome.FAILED for v in verdicts)


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    print(f"system-shuffled rounds in-process: {_rate(in_process_system().open_table(RULES), 5000):,.0f}/s")
    with ReferenceServer() as server:
        system = HttpSystem(server.url)
        print(f"system-shuffled rounds over HTTP (reference system on loopback): "
              f"{_rate(system.open_table(RULES), 2000):,.0f}/s")
        system.close()

    start = time.perf_counter()
    shuffle_alarms = sum(_failed(None, DEFAULT_ROUNDS, seed, shuffle_only=True) for seed in range(runs))
    all_alarms = sum(_failed(None, DEFAULT_ROUNDS, seed, shuffle_only=False) for seed in range(runs))
    print(f"honest shuffler, {runs} seeds x {DEFAULT_ROUNDS} rounds, family-wise alpha 0.05 (Holm): "
          f"shuffle checks failed in {shuffle_alarms} runs ({shuffle_alarms / runs:.0%}), all six checks "
          f"in {all_alarms} ({all_alarms / runs:.0%}); {time.perf_counter() - start:.1f} s")

    for defect in (d for d in DEFECTS if d.kind == "shuffle"):
        caught = sum(_failed(defect.name, DEFAULT_ROUNDS, seed, shuffle_only=True) for seed in range(20))
        earliest = next((n for n in (20, 50, 100, 200, 400, 800, 1600)
                         if _failed(defect.name, n, 0, shuffle_only=True)), None)
        print(f"{defect.name:<24} caught in {caught}/20 seeds at {DEFAULT_ROUNDS} rounds; "
              f"seed 0 first caught at {earliest} rounds (of 20, 50, ..., 1600)")


if __name__ == "__main__":
    main()
