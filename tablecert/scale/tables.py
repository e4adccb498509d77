"""Many tables of the system at once: one thread per table around the adapter.

A real system answers in milliseconds; one table at a time waits out every answer. Each
table here runs in its own thread with its own connection (:meth:`SystemSpec.open`) and
its own seed, plays its fixed share of the rounds, and returns its own result; the results
come back in table order, so what a run finds depends on the seed and the number of tables,
never on which thread was quicker. The threads spend their time waiting on the network, so
the GIL is no bottleneck there; against the in-process oracle they add nothing but order.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

__all__ = ["Progress", "on_tables"]

_T = TypeVar("_T")


class Progress:
    """Rounds done across tables (threads add to it), reported to ``report(done, total,
    elapsed)`` after each addition."""

    def __init__(self, total: int, report: Callable[[int, int, float], None] | None = None) -> None:
        self.total = total
        self.report = report
        self.done = 0
        self.start = time.monotonic()
        self._lock = threading.Lock()

    def add(self, rounds: int) -> None:
        with self._lock:
            self.done += rounds
            if self.report is not None:
                self.report(self.done, self.total, time.monotonic() - self.start)


def on_tables(tables: int, work: Callable[[int, threading.Event], _T]) -> list[_T]:
    """``work(table, stop)`` for each table number, at once, in threads; the results in
    table order. When one table raises, ``stop`` is set (the others should stop at their
    next request) and the first exception in table order is raised once all have stopped."""
    stop = threading.Event()
    if tables == 1:
        return [work(0, stop)]

    def guarded(table: int) -> _T:
        try:
            return work(table, stop)
        except BaseException:
            stop.set()
            raise

    with ThreadPoolExecutor(max_workers=tables, thread_name_prefix="tablecert-table") as pool:
        futures = [pool.submit(guarded, t) for t in range(tables)]
        errors = [f.exception() for f in futures]
    for error in errors:
        if error is not None:
            raise error
    return [f.result() for f in futures]
