"""The full suite against the reference table system, report included: serially and with
two workers (pytest-xdist), in alternating pairs (nine by default: ``bench_run.py [PAIRS]``).
Targets: under 60 s serially; -n 2 at least 1.7x faster. Run: python bench/bench_run.py

Printed: each pair with its speed-up and, taken just before it, the machine's own
two-process speed-up on a pure CPU loop (:func:`machine_speedup`, a ceiling); then best
serial over best two-worker time, the median of the pairs' speed-ups, and all serial time
over all two-worker time. The last two are the steadier: a quiet spell on this virtual
machine runs one busy core faster than two (its boost clock and the host's other load), so
the best serial run gains from it more than the best two-worker run can.

Figures (2-core machine): before the perf branch 16.7 s serially and 13.5 s with two
workers (1.24x). After it (Rules Submissions parsed and rendered once, pytest-bdd's step
lookup narrowed, no assertion rewriting of plugin packages, the feature files parsed once
per run, faster fuzzing and judging), estimated from each process's CPU time on a machine
loaded by other sessions: 14.9 s serially and about 10.0 s on the two-worker critical path
(about 1.5x; before, by the same estimate, 17.9 s and 14.5 s, 1.23x). What still costs the
two-worker run: each worker's start-up and collection of ~840 scenarios, and the main
process's pre-flight check and report, which do not shrink with workers.

Session 3 (suite of 1,197 scenarios; quiet machine but for this file): @long scenarios
first, scipy imported only by the statistical steps, workers and the program leaving
without the interpreter's last garbage collections (0.4 s a process), anyio's plugin off,
work stealing, the oracle's records as msgspec Structs. Best of five, alternating:
serial 20.4-21.0 s, -n 2 12.3-12.8 s; speed-up 1.64-1.66x by best of five, the pairs
1.49-1.77x (median 1.66x). What stays: each worker's start-up and collection (about 1.0 s
from the controller's start to the first scenario), the controller's own CPU for 3,600
reports (about 1.6 s beside the workers on two cores), the pre-flight check (0.4 s).

Session 4: with workers the input checks run while the workers start and collect; the
feature files' gherkin documents kept between runs; the heap frozen before pytest's last
collections in the workers and the program's own process; pytest-benchmark's, xdist's
looponfail and hypothesis's pytest plugins off in the run; the tablecert program no
longer loads every game before it parses its arguments; the coverage and the matrix find
a citation's subsections by their parent (write_report 0.44 -> 0.10-0.19 s); the oracle's
round about half as costly. Timeline of one run each [quiet]: the controller hands out the
first scenario at 1.47 s (was 2.2), and exits 0.33 s after the last (was 0.84). This file,
three times [quiet but for it; the host's speed varies from run to run]: serial 22.5, 19.2
and 18.7 s, two workers 13.3, 11.7 and 11.0 s, speed-up 1.69x, 1.64x and 1.69x by best of
five; the pairs 1.32-2.06x (medians 1.81x, 1.84x and 1.62x). Pairs alternated with
session 3's code (bf4ee7c), three each: 25.6/13.8 s (1.85x) for it, 23.9/13.1 s (1.82x)
for this: today's
host gives both codes a higher ratio than session 3 measured, and this code is faster in
both modes. What stays in the two-worker run: the controller's own CPU for some 3,400
reports (junitxml, the terminal, xdist's unserializing; about 1.8 s beside two busy
workers), each worker's start-up and collection (about 1.0 s from the controller's start,
0.5 s of it collection of 1,197 scenarios).

Session 5: Rules Submission scalars built from the composed YAML node (the controller's
pre-flight check 0.3 s of CPU). The machine itself, measured: the same CPU loop alone and
twice at once in two processes gives 1.21-2.08x from one second to the next (29 samples;
the 23 this file took: median 1.89x), the most any two-worker run could gain at that
moment. Six runs of this file [quiet but for it], 38 pairs in all: best over best 2.09x,
1.82x, 1.58x, 1.69x, 1.74x and 1.80x (the last two of nine pairs); the pairs' medians
1.82x, 1.72x, 1.72x, 1.78x, 1.64x and 1.86x; pooled over the 38 pairs, median 1.75x, mean
1.78x, all serial time over all two-worker time 1.77x (serial 20.9-31.8 s, two workers
10.6-17.4 s); single pairs 1.40-2.48x, 13 of them under 1.7x. Where the two-worker run
loses against serial, by the processes' CPU time (user + sys over alternating runs): it
spends 13-33% more CPU than the serial run; the controller about 2.0 s (0.6 s start-up and
pre-flight check, 1.4 s for the ~7,200 messages of 1,197 scenarios, 0.8 s of it in
execnet's receiving threads), each worker's start-up and collection about 0.8 s, and the
scenarios' own time 10-23% more (the sum of the JUnit durations) as two busy cores run
slower than one."""

from __future__ import annotations

import multiprocessing
import multiprocessing.pool
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RUNS = int(sys.argv[1]) if len(sys.argv) > 1 else 9


def timed(workers: int) -> float:
    with tempfile.TemporaryDirectory() as tmp:
        cmd = [sys.executable, "-m", "tablecert.cli", "run", "--report", f"{tmp}/out",
               "--workers", str(workers)]
        start = time.perf_counter()
        proc = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, check=False)
        elapsed = time.perf_counter() - start
        if proc.returncode != 0:
            raise SystemExit(f"tablecert run failed:\n{proc.stdout[-2000:]}{proc.stderr[-2000:]}")
        return elapsed


def _spin(n: int) -> float:
    """A pure-Python CPU loop, no I/O and nothing shared: its wall seconds."""
    start = time.perf_counter()
    x = 0
    for i in range(n):
        x += i * i % 7
    return time.perf_counter() - start


def machine_speedup(pool: multiprocessing.pool.Pool, n: int = 8_000_000) -> float:
    """The machine's own two-process speed-up at this moment: the same CPU loop once alone,
    then twice at once in two processes; 2 x alone / the slower of the two. Perfectly
    parallel work, so no two-worker run can beat it; on this 2-core virtual machine it
    ranges from about 1.2x to 2.0x from one second to the next (the host's other load
    and its boost clock, which runs one busy core faster than two)."""
    alone = pool.map(_spin, [n], chunksize=1)[0]
    both = pool.map(_spin, [n, n], chunksize=1)
    return 2 * alone / max(both)


def main() -> None:
    # serial and parallel runs alternate, so a busy spell of the shared machine falls on both;
    # before each pair, the machine's own two-process speed-up is taken as a ceiling
    with multiprocessing.get_context("fork").Pool(2) as pool:
        runs = []
        for _ in range(RUNS):
            ceiling = machine_speedup(pool)
            runs.append((timed(1), timed(2), ceiling))
    serial = min(s for s, _, _ in runs)
    parallel = min(p for _, p, _ in runs)
    print(f"tablecert run (reference system over HTTP, report written), best of {RUNS}")
    print("  each pair, serial/two workers (their speed-up; the machine's own two-process "
          "speed-up on a CPU loop just before):")
    print("    " + ", ".join(f"{s:.1f}/{p:.1f} ({s / p:.2f}x; {c:.2f}x)" for s, p, c in runs))
    print(f"  serial:      {serial:6.1f} s   (target < 60 s)")
    print(f"  --workers 2: {parallel:6.1f} s   speed-up {serial / parallel:.2f}x (target >= 1.7x)")
    print(f"  the pairs' own speed-ups: median {statistics.median(s / p for s, p, _ in runs):.2f}x; "
          f"all serial time over all two-worker time: "
          f"{sum(s for s, _, _ in runs) / sum(p for _, p, _ in runs):.2f}x")
    print(f"  the machine's own: median {statistics.median(c for _, _, c in runs):.2f}x "
          f"(range {min(c for _, _, c in runs):.2f}-{max(c for _, _, c in runs):.2f}x)")


if __name__ == "__main__":
    main()
