"""The commands a user waits for, in two installs side by side: wall time of ``tablecert run``,
``fuzz`` (in-process and against the reference system), ``stats`` and ``math``, each run in a
fresh empty folder, the two installs alternating run by run (so a slow spell of a shared
machine falls on both).

    python bench/bench_commands.py BEFORE_BIN AFTER_BIN [--runs 3]

BEFORE_BIN and AFTER_BIN are the ``bin`` folders of two virtual environments, each with a
``tablecert`` installed (for example one at an older commit, from ``git worktree add``, and
one of this checkout). Prints, per command, every run's seconds and the medians, and
after/before.

Session 6 (issue #22: the one namespace, the gherkin cache, gc.freeze, the urllib3 subclass
and hypothesis's internal provider removed): the figures are in that session's closing note.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

COMMANDS: dict[str, list[str]] = {
    "run (reference system, report)": ["run"],
    "fuzz in-process, 3,000 rounds": ["fuzz", "--target", "in-process", "--rounds", "3000", "--seed", "1",
                                      "--json"],
    "fuzz reference system, 1,500 rounds": ["fuzz", "--rounds", "1500", "--seed", "1", "--json"],
    "fuzz 7 seats every wager, in-process, 1,000": ["fuzz", "--target", "in-process", "--rounds", "1000",
                                                    "--seed", "1", "--seats", "7", "--every-wager",
                                                    "--rules", "pa-649a-paytable-A", "--json"],
    "stats 2,000 rounds (reference system)": ["stats", "--rounds", "2000", "--seed", "7", "--json",
                                              "--quiet"],
    "math": ["math", "--json"],
}


def _time(tablecert: Path, args: list[str]) -> float:
    with tempfile.TemporaryDirectory() as folder:
        start = time.perf_counter()
        proc = subprocess.run([str(tablecert), *args], cwd=folder, capture_output=True, text=True,
                              timeout=1800, check=False)
        seconds = time.perf_counter() - start
    if proc.returncode not in (0, 3):  # 3: stats inconclusive
        raise SystemExit(f"{tablecert} {' '.join(args)}: exit {proc.returncode}\n{proc.stderr[-2000:]}")
    return seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("before", type=Path, help="bin folder of the 'before' install")
    parser.add_argument("after", type=Path, help="bin folder of the 'after' install")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--only", action="append", default=[], help="only commands whose label holds this")
    args = parser.parse_args()
    installs = {"before": args.before / "tablecert", "after": args.after / "tablecert"}
    print(f"{'command':<46} {'before (s)':>24} {'after (s)':>24} {'after/before':>12}")
    for label, command in COMMANDS.items():
        if args.only and not any(o in label for o in args.only):
            continue
        times: dict[str, list[float]] = {"before": [], "after": []}
        for run in range(args.runs):
            order = ("before", "after") if run % 2 == 0 else ("after", "before")
            for which in order:
                times[which].append(_time(installs[which], command))
        medians = {k: statistics.median(v) for k, v in times.items()}
        shown = {k: f"{medians[k]:.2f} [{' '.join(f'{t:.2f}' for t in v)}]" for k, v in times.items()}
        print(f"{label:<46} {shown['before']:>24} {shown['after']:>24} "
              f"{medians['after'] / medians['before']:>12.2f}", flush=True)


if __name__ == "__main__":
    main()
