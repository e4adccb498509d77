"""Shards of a run on Dask distributed (``--scheduler``): an existing cluster
(``tcp://host:8786``) or a local one of W worker processes (``local:W``).

The run is split into ``--shards`` shards, each with seeds derived from the run's
(:func:`tablecert.scale.derive_seed`), each one task that returns plain data (a statistical
tally, or a fuzz shard's first discrepancy). Results are taken in shard order whatever order
they finish in, so the same seed and shard count give the same result on one worker or
fifty. Progress counts the rounds of the shards finished, across the cluster.

Dask is an optional dependency (``pip install 'tablecert[cluster]'``); without it a
``--scheduler`` is refused with exit code 2. Every worker needs tablecert itself installed
(the same version: the tasks are its functions, pickled by reference) and, for an HTTP
target, a route to the system under test.
"""

from __future__ import annotations

import logging
import re
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, TypeVar

from tablecert.errors import InputError

__all__ = ["DEFAULT_SHARDS", "ClusterFailure", "Scheduler", "parse_scheduler", "require_dask", "run_shards"]

DEFAULT_SHARDS = 64
"""Shards of a cluster run unless ``--shards`` says otherwise: enough to keep fifty workers
busy and to show progress in steps of under 2%; few enough that a shard's start (a table
opened per table of the shard) costs nothing against its rounds. Not derived from the number
of workers, so the same command gives the same verdicts on any cluster."""

_T = TypeVar("_T")
_ADDRESS = re.compile(r"^(tcp|tls|ws|wss|inproc|ucx)://\S+$")


@dataclass(frozen=True)
class Scheduler:
    """Where the shards run: ``address`` of an existing scheduler, or ``local`` worker
    processes started here for the run."""

    text: str
    address: str | None = None
    local: int | None = None


def parse_scheduler(text: str) -> Scheduler:
    """``tcp://host:8786`` (any Dask address) or ``local:W``; anything else is bad input
    naming ``--scheduler``.

    >>> parse_scheduler("local:2").local, parse_scheduler("tcp://10.0.0.5:8786").address
    (2, 'tcp://10.0.0.5:8786')
    """
    if text.startswith("local:"):
        count = text.removeprefix("local:")
        if not count.isdigit() or int(count) < 1:
            raise InputError(f"--scheduler {text}: write local:W with W worker processes, at least 1 "
                             "(e.g. local:2)")
        return Scheduler(text, local=int(count))
    if not _ADDRESS.match(text):
        raise InputError(f"--scheduler {text}: not a Dask scheduler address (write tcp://host:8786) "
                         "nor local:W")
    return Scheduler(text, address=text)


def require_dask() -> None:
    """Refuse a ``--scheduler`` before anything starts where Dask is not installed."""
    _distributed()


def _distributed() -> Any:
    try:
        import distributed
    except ImportError:
        raise InputError("--scheduler: Dask distributed is not installed; pip install "
                         "'tablecert[cluster]' (on this machine and on every worker)") from None
    return distributed


@contextmanager
def client_for(scheduler: Scheduler) -> Iterator[Any]:
    """A Dask client of the scheduler (a local cluster started and stopped around it)."""
    distributed = _distributed()
    if scheduler.local is not None:
        # one thread a worker: a shard is Python-bound (the GIL), so processes, not threads
        with distributed.LocalCluster(n_workers=scheduler.local, threads_per_worker=1, processes=True,
                                      dashboard_address=":0", silence_logs=40) as cluster, \
                distributed.Client(cluster) as client:
            yield client
        return
    try:
        client = distributed.Client(scheduler.address, timeout=10)
    except OSError as exc:
        raise InputError(f"--scheduler {scheduler.text}: no Dask scheduler answers there ({exc})") from None
    # a scheduler lost mid-run is said in one line (ClusterFailure), not in the client's tracebacks
    quiet = logging.getLogger("distributed.client")
    level = quiet.level
    quiet.setLevel(logging.CRITICAL)
    try:
        with client:
            yield client
    finally:
        quiet.setLevel(level)


def workers_of(client: Any) -> int:
    """Workers connected to the scheduler now."""
    return len(client.scheduler_info().get("workers", {}))


def _warm(module: str) -> None:
    """Import the task's module on a worker before the clock starts (scipy and the oracle
    take about a second to import)."""
    import importlib

    importlib.import_module(module)


class _Reporter:
    """A shard's progress callback on a worker: its rounds so far, sent to the client as a
    Dask event (``Worker.log_event``, which may be called from any thread) at most every half
    second (the shard's table threads add to it)."""

    def __init__(self, worker: Any, topic: str, shard: int) -> None:
        import threading

        self.worker, self.topic, self.shard = worker, topic, shard
        self.done = 0
        self.sent = 0.0
        self.lock = threading.Lock()

    def __call__(self, rounds: int) -> None:
        import time

        with self.lock:
            self.done += rounds
            now = time.monotonic()
            if now - self.sent < 0.5:
                return
            self.sent = now
            done = self.done
        self.worker.log_event(self.topic, (self.shard, done))


def _reporting(task: Callable[..., _T], topic: str, shard: int, job: dict[str, Any]) -> _T:
    """``task(**job)`` with a ``progress`` callback that reports to the client as it goes."""
    from distributed import get_worker

    # the worker is found here, in the task's thread: a table's thread has no worker context
    return task(**job, progress=_Reporter(get_worker(), topic, shard))


def run_shards(scheduler: Scheduler, task: Callable[..., _T], jobs: Sequence[dict[str, Any]], *,
               rounds: Sequence[int], progress: Callable[[int], None] | None = None,
               on_client: Callable[[Any], None] | None = None, live: bool = False) -> list[_T]:
    """``task(**job)`` for every job on the cluster; the results in job (shard) order.
    ``rounds[k]``: the rounds of job k, told to ``progress`` as they are played where
    ``live`` (the task takes a ``progress`` callback of rounds played), else when it finishes.
    ``on_client`` sees the client once every worker has imported the task's module (to read
    the number of workers, and start the clock)."""
    import threading
    import uuid

    distributed = _distributed()
    told = [0] * len(jobs)
    lock = threading.Lock()

    def tell(shard: int, done: int) -> None:
        with lock:
            more, told[shard] = max(done - told[shard], 0), max(done, told[shard])
        if more and progress is not None:
            progress(more)

    with client_for(scheduler) as client:
        client.run(_warm, task.__module__)
        if on_client is not None:
            on_client(client)
        if live:
            topic = f"tablecert-progress-{uuid.uuid4().hex}"
            client.subscribe_topic(topic, lambda event: tell(*event[1]))
            futures = [client.submit(_reporting, task, topic, k, job, pure=False)
                       for k, job in enumerate(jobs)]
        else:
            futures = [client.submit(task, pure=False, **job) for job in jobs]
        results = _gather(distributed, client, futures, lambda k: tell(k, rounds[k]), scheduler)
        if live:
            client.unsubscribe_topic(topic)
        return results


class ClusterFailure(InputError):
    """The cluster could not finish the shards: its workers gone, its scheduler lost. One
    line naming what happened (exit 2, or the caller's); ``finished`` holds the results of
    the shards that did finish, by shard, for a caller that can keep them."""

    def __init__(self, message: str, finished: dict[int, Any]) -> None:
        super().__init__(message)
        self.finished = finished


NO_WORKER_SECONDS = 30.0
"""A cluster without a single worker for 30 s has lost them (a worker restarting is back sooner)."""
_POLL_SECONDS = 1.0


def _gather(distributed: Any, client: Any, futures: list[Any], finished_one: Callable[[int], None],
            scheduler: Scheduler) -> list[Any]:
    """The futures' results in shard order, waited for in bounded steps: a shard's own error is
    raised as it was (the others cancelled); a cluster left without workers for
    :data:`NO_WORKER_SECONDS`, or a scheduler that stops answering, is a :class:`ClusterFailure`
    keeping the shards finished so far."""
    index = {f.key: k for k, f in enumerate(futures)}
    finished: dict[int, Any] = {}
    pending = list(futures)
    alone_since: float | None = None
    while pending:
        try:
            done, _ = distributed.wait(pending, timeout=_POLL_SECONDS, return_when="FIRST_COMPLETED")
        except TimeoutError:
            done = set()
        except Exception as exc:  # a lost scheduler cancels every future: say so
            raise _failure(scheduler, "the scheduler was lost", exc, finished, len(futures)) from None
        for future in sorted(done, key=lambda f: index[f.key]):
            if future.status == "error":
                # the first shard to fail: the others are cancelled, its error raised here
                client.cancel(futures)
                future.result()
            finished[index[future.key]] = future.result()
            finished_one(index[future.key])
        pending = [f for f in pending if f not in done]
        if pending and not done:
            try:
                workers = len(client.nthreads())
            except Exception as exc:  # the scheduler does not answer: say so
                raise _failure(scheduler, "the scheduler stopped answering", exc, finished,
                               len(futures)) from None
            alone_since = None if workers else (alone_since or time.monotonic())
            if alone_since is not None and time.monotonic() - alone_since > NO_WORKER_SECONDS:
                client.cancel(pending)
                raise _failure(scheduler, f"no worker for {NO_WORKER_SECONDS:g} s (they died or left)",
                               None, finished, len(futures))
    return [finished[k] for k in range(len(futures))]


def _failure(scheduler: Scheduler, what: str, exc: BaseException | None, finished: dict[int, Any],
             shards: int) -> ClusterFailure:
    why = f" ({type(exc).__name__}: {str(exc).splitlines()[0][:200] if str(exc) else ''})" if exc else ""
    return ClusterFailure(f"--scheduler {scheduler.text}: {what}{why}; {len(finished)} of {shards} shards "
                          "had finished", finished)
