"""Scale, measured (issue #23): system-shuffled Three Card Poker rounds a second

1. against a reference system that waits 20 ms before each answer (``tablecert serve
   --latency 20ms``, in its own process), with N = 1, 4, 16 and 64 tables at once
   (goal: N = 16 at least 12 times N = 1);
2. against the reference system on loopback (its own process), one round a request against
   batches of K rounds (goal: at least 5,000 a second with batches);
3. in-process on a Dask LocalCluster of one worker process against two (goal on two cores:
   local:2 at least 1.7 times local:1), the verdicts compared.

Run: python bench/bench_scale.py [--only latency|batch|cluster] [--cluster-rounds N] [--scale F]
(``--scale 0.05``: a twentieth of the rounds of parts 1 and 2, for a quick look)
Figures are printed side by side, nothing is asserted. Each part plays fixed rounds with a
fixed seed, so two runs differ in their timing only.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager

from tablecert.files import resolve_rules_submission
from tablecert.scale import SystemSpec
from tablecert.stats.session import StatsRun, checks_for
from tablecert.stats.shards import play_shard

RULES = resolve_rules_submission("pa-649a-paytable-A")
SCALE = [1.0]  # --scale: a factor on the rounds of parts 1 and 2


def _n(rounds: int) -> int:
    return max(20, int(rounds * SCALE[0]))


@contextmanager
def serve(*extra: str) -> Iterator[str]:
    """``tablecert serve`` in its own process (so its work does not share this one's GIL)."""
    proc = subprocess.Popen([sys.executable, "-m", "tablecert.cli", "serve", *extra],
                            stdout=subprocess.PIPE, text=True, env={**os.environ, "PYTHONUNBUFFERED": "1"})
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        while " at http" not in line:  # "latency: ..." comes first
            line = proc.stdout.readline()
        url = line.split(" at ")[1].split()[0]
        yield url
    finally:
        proc.terminate()
        proc.wait(10)


def rate(url: str, rounds: int, *, tables: int = 1, batch: int = 1) -> float:
    start = time.perf_counter()
    sample = play_shard(SystemSpec(url), RULES, rounds=rounds, seed=1, tables=tables, batch=batch)
    assert sample.rounds == rounds
    return rounds / (time.perf_counter() - start)


def latency_sweep() -> None:
    print("1. tables at once, reference system 20 ms before each answer (own process), one round a request")
    with serve("--latency", "20ms") as url:
        rates = {n: rate(url, _n(max(60, 40 * n)), tables=n) for n in (1, 4, 16, 64)}
    base = rates[1]
    print("   " + "  ".join(f"N={n}: {r:7.1f}/s ({r / base:5.1f}x)" for n, r in rates.items()))
    print(f"   goal N=16 >= 12x N=1: {'met' if rates[16] >= 12 * base else 'NOT met'} "
          f"({rates[16] / base:.1f}x)")


def batches() -> None:
    print("2. batched rounds, reference system on loopback (own process)")
    with serve() as url:
        single = rate(url, _n(2000), batch=1)
        # two tables: the system plays one table's batch while this process reads the other's
        batched = {(k, n): rate(url, _n(20000), batch=k, tables=n) for k, n in ((10, 1), (100, 1), (100, 2))}
    print(f"   one a request: {single:6.0f}/s   " + "   ".join(
        f"batch {k} x {n} table{'s' if n > 1 else ''}: {r:6.0f}/s ({r / single:4.1f}x)"
        for (k, n), r in batched.items()))
    print(f"   goal >= 5,000/s with batches: {'met' if max(batched.values()) >= 5000 else 'NOT met'}")


def _loop(n: int) -> int:
    total = 0
    for i in range(n):
        total += i * i
    return total


def machine_ceiling() -> float:
    """The machine's own two-process speed-up on a CPU loop, now (shared cores move it)."""
    import multiprocessing

    n = 3_000_000
    start = time.perf_counter()
    _loop(n)
    _loop(n)
    serial = time.perf_counter() - start
    with multiprocessing.get_context("spawn").Pool(2) as pool:
        pool.map(_loop, [10, 10])
        start = time.perf_counter()
        pool.map(_loop, [n, n])
        parallel = time.perf_counter() - start
    return serial / parallel


def cluster(rounds: int) -> None:
    from tablecert.scale.cluster import parse_scheduler, run_shards
    from tablecert.scale.spec import split
    from tablecert.stats.tally import Tally

    print(f"3. Dask LocalCluster, in-process, {rounds:,} rounds in 16 shards")
    shares = split(rounds, 16)
    jobs = [{"spec": SystemSpec("in-process"), "rules": RULES, "rounds": n, "seed": 1, "shard": k}
            for k, n in enumerate(shares)]
    results = {}
    for workers in (1, 2):
        # the cluster's start is not counted: a lab's cluster is up before the run
        scheduler = parse_scheduler(f"local:{workers}")
        seconds: list[float] = []

        def started(client: object, seconds: list[float] = seconds) -> None:
            seconds.append(time.perf_counter())

        samples = run_shards(scheduler, play_shard, jobs, rounds=shares, on_client=started)
        elapsed = time.perf_counter() - seconds[0]
        verdicts, _ = StatsRun(checks_for(RULES, chains=16)).judge(
            type(samples[0])(Tally.merge(s.tally for s in samples)))
        digest = hashlib.sha256(json.dumps([v.to_json() for v in verdicts]).encode()).hexdigest()[:12]
        results[workers] = (rounds / elapsed, digest)
    r1, r2 = results[1][0], results[2][0]
    print(f"   local:1 {r1:7.0f}/s   local:2 {r2:7.0f}/s ({r2 / r1:.2f}x; this machine's own two-process "
          f"speed-up on a CPU loop just now: {machine_ceiling():.2f}x)   verdicts "
          f"{'identical' if results[1][1] == results[2][1] else 'DIFFERENT'} ({results[1][1]})")
    print(f"   goal local:2 >= 1.7x local:1: {'met' if r2 >= 1.7 * r1 else 'NOT met'}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", choices=["latency", "batch", "cluster"], default=None)
    parser.add_argument("--cluster-rounds", type=int, default=1_000_000)
    parser.add_argument("--scale", type=float, default=1.0)
    args = parser.parse_args()
    SCALE[0] = args.scale
    if args.only in (None, "latency"):
        latency_sweep()
    if args.only in (None, "batch"):
        batches()
    if args.only in (None, "cluster"):
        cluster(args.cluster_rounds)


if __name__ == "__main__":
    main()
