"""The same random rounds split across worker processes (``tablecert fuzz --workers N``) or
the shards of a Dask cluster (``--scheduler``): each shard under its own seed derived from
the run's, the first discrepancy in shard order the result. How a worker reaches the system
is a :class:`tablecert.scale.SystemSpec`."""

from __future__ import annotations

from collections.abc import Callable
from multiprocessing.pool import Pool
from typing import Any

from tablecert.fuzz.choices import DEFAULT_PROFILE, Profile
from tablecert.fuzz.run import FuzzResult, fuzz
from tablecert.oracle.card_games import RulesSubmission
from tablecert.oracle.judge import Discrepancy
from tablecert.scale import SystemSpec, split


def shard_seed(seed_value: int, shard: int) -> int:
    """The hypothesis seed of one worker's share: the run's own seed for the first."""
    return seed_value + (shard << 32)


def fuzz_parallel(spec: SystemSpec, rules: list[RulesSubmission], *, rounds: int, seed_value: int,
                  target: str, workers: int, shrink: bool = True,
                  profile: Profile = DEFAULT_PROFILE, pool: Pool | None = None,
                  tables: int = 1, batch: int = 1) -> FuzzResult:
    """:func:`fuzz` with the rounds split across ``workers`` processes, worker k playing its
    share under :func:`shard_seed` (on ``tables`` tables at once); every worker plays its
    share to its own first discrepancy, and the first worker's that found one is the result,
    so the same seed and the same number of workers give the same rounds and the same
    result. ``pool``: the :func:`worker_pool` to run them in (one is made here if not given)."""
    shares = split(rounds, workers)
    jobs = [(spec, rules, n, shard_seed(seed_value, k), shrink, profile, tables, batch)
            for k, n in enumerate(shares) if n]
    if pool is None:
        with worker_pool(len(jobs)) as own:
            shards = own.starmap(_share, jobs)
    else:
        shards = pool.starmap(_share, jobs)
    return _merged(shards, rules, rounds=rounds, seed_value=seed_value, target=target)


def fuzz_shards(scheduler: str, spec: SystemSpec, rules: list[RulesSubmission], *, rounds: int,
                seed_value: int, target: str, shards: int, tables: int = 1, batch: int = 1,
                shrink: bool = True,
                profile: Profile = DEFAULT_PROFILE, progress: Callable[[int], None] | None = None,
                on_client: Callable[[Any], None] | None = None) -> FuzzResult:
    """:func:`fuzz` in ``shards`` shards on a Dask cluster (tablecert/scale/cluster.py), shard
    k under :func:`shard_seed`, each on ``tables`` tables at once; the first discrepancy in
    shard order is the result, so the same seed and shard count give the same result on
    any number of workers. ``progress`` is told the rounds of each shard that finishes."""
    from tablecert.scale.cluster import parse_scheduler, run_shards

    shares = split(rounds, shards)
    jobs = [{"spec": spec, "rules": rules, "rounds": n, "seed_value": shard_seed(seed_value, k),
             "shrink": shrink, "profile": profile, "tables": tables, "batch": batch}
            for k, n in enumerate(shares) if n]
    results = run_shards(parse_scheduler(scheduler), _share, jobs, rounds=[n for n in shares if n],
                         progress=progress, on_client=on_client)
    return _merged(results, rules, rounds=rounds, seed_value=seed_value, target=target)


def _merged(shards: list[dict[str, Any]], rules: list[RulesSubmission], *, rounds: int,
            seed_value: int, target: str) -> FuzzResult:
    """The shards' counts added, the first discrepancy in shard order kept."""
    result = FuzzResult(rules[0].game.value, rounds, seed_value, target)
    for shard in shards:
        result.played += shard["played"]
        result.judged += shard["judged"]
        result.protocol.add(shard["protocol"])
        if result.discrepancy is None and shard["differences"]:
            result.plan = shard["plan"]
            result.rules = rules[shard["rules"]]
            result.script, result.prior_rounds = shard["script"], shard["prior"]
            result.stub_check = shard["stub_check"]
            result.discrepancy = Discrepancy(shard["differences"])
    return result


def worker_pool(workers: int) -> Pool:
    """The worker processes of :func:`fuzz_parallel`, started now: made before a reference
    system starts serving from a thread of this process, they are forked (see
    :func:`_start_method`) and start with everything imported."""
    import multiprocessing

    return multiprocessing.get_context(_start_method()).Pool(workers)


def _start_method() -> str:
    """How a worker process starts: forked from this one where that is safe (Linux, and no
    thread running here), so it starts with everything imported (a spawned worker spends
    about half a second importing hypothesis and the oracle before its first round);
    spawned otherwise, e.g. while the reference system serves from a thread of this
    process (a fork copies the locks a thread may hold, never the thread)."""
    import multiprocessing
    import sys
    import threading

    if (sys.platform == "linux" and threading.active_count() == 1
            and "fork" in multiprocessing.get_all_start_methods()):
        return "fork"
    return "spawn"


def _share(spec: SystemSpec, rules: list[RulesSubmission], rounds: int, seed_value: int,
           shrink: bool, profile: Profile, tables: int = 1, batch: int = 1) -> dict[str, Any]:
    """One worker's share, as plain data (a Discrepancy does not pickle)."""
    system = spec.open()
    try:
        result = fuzz(system, rules, rounds=rounds, seed_value=seed_value, target=spec.target,
                      shrink=shrink, profile=profile, tables=tables, connect=spec.open, batch=batch)
    finally:
        system.close()
    found = result.discrepancy
    return {"played": result.played, "judged": result.judged,
            "differences": found.differences if found else [],
            "rules": rules.index(result.rules) if result.rules is not None else None,
            "script": result.script, "prior": result.prior_rounds, "stub_check": result.stub_check,
            "protocol": result.protocol, "plan": result.plan}


