"""One shard of a statistical run: its rounds played on ``tables`` tables at once, each under
the seed :func:`tablecert.scale.derive_seed` gives it, their tallies merged in table order.

A run without a cluster is one shard (shard 0); on a Dask cluster (tablecert/scale/cluster.py)
each shard is one task, and the shards' tallies are merged in shard order. A table's first
seed is the run's own, so a one-table run plays the decks the runs of before did.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from tablecert.oracle.card_games import RulesSubmission
from tablecert.scale import SystemSpec, derive_seed, on_tables, split
from tablecert.stats.session import Sample, line_units, play
from tablecert.stats.tally import Tally

__all__ = ["play_shard"]


def play_shard(spec: SystemSpec, rules: RulesSubmission, *, rounds: int, seed: int, shard: int = 0,
               tables: int = 1, batch: int = 1, max_seconds: float | None = None,
               progress: Callable[[int], None] | None = None) -> Sample:
    """Play the shard's ``rounds`` split evenly over ``tables`` tables, each its own
    connection, ``batch`` rounds a request where the system offers batches; ``progress``
    is told each table's newly played rounds (from any thread)."""
    shares = split(rounds, tables)
    start = time.monotonic()

    def one(table: int, stop: threading.Event) -> Sample:
        if not shares[table]:
            return Sample(Tally.empty(line_units(rules)))
        reported = 0

        def told(done: int, total: int, elapsed: float) -> None:
            nonlocal reported
            if progress is not None:
                progress(done - reported)
            reported = done

        system = spec.open()
        try:
            session = system.open_table(rules, shuffle_seed=derive_seed(seed, shard, table))
            sample = play(session, rules, shares[table], max_seconds=max_seconds, progress=told,
                          batch=batch, stop=stop)
            session.close()
            return sample
        finally:
            system.close()

    samples = on_tables(tables, one)
    stopped = next((s.stopped_by for s in samples if s.stopped_by != "rounds"), "rounds")
    return Sample(Tally.merge(s.tally for s in samples), time.monotonic() - start, stopped)
