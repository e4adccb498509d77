"""The bounds an adapter's calls keep, the same as an HTTP request's (docs/adapters.md,
"Bounds"): a deadline per call, a bounded size of what it returns and of what it raises.

An adapter is the vendor's code running inside the harness's process, so a bound cannot be
asked of it: it is enforced around it. Each call runs in the adapter's own worker thread
(one thread an adapter, so an adapter that keeps thread-bound state sees one thread) and the
harness waits at most :data:`DEFAULT_DEADLINE` seconds (``--deadline``, else connect + read
timeout as for HTTP) for it. A call that does not return in time is abandoned: its thread
(a daemon, so it never holds the process open) is left to itself and a new one serves the
next call, and the caller marks the table it was made at as broken (every later call there is
the same error at once, without waiting again). Python cannot stop a thread from outside;
abandoning it is the only bound there is.

Whatever the call raises, ``BaseException`` included (a ``SystemExit`` or a
``KeyboardInterrupt`` raised by the adapter itself: a real Ctrl-C reaches the main thread,
not this one), comes back as a :class:`Outcome` the guard turns into a
:class:`~tablecert.adapters.contract.SystemFault`; its message is cut to
:data:`MAX_MESSAGE` characters and the exception itself is not kept (a 100 MB message is
not held by a traceback for the rest of the run).

``os._exit()`` cannot be caught: it ends the process on the spot, and a run would end with
exit 0 and no report. While an adapter is loaded, ``os._exit`` is replaced by a function that,
called from an adapter's worker thread, raises :class:`ExitCalled` there (an error verdict
naming the adapter and method) and anywhere else exits as ever. An adapter that took
``os._exit`` (or ``posix._exit``) before it was loaded, or calls it from a thread of its own,
still ends the process: its report is left as ``DIR.partial``, never swapped in.
"""

from __future__ import annotations

import dataclasses
import os
import queue
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, NoReturn

from tablecert.oracle.errors import TablecertError

__all__ = ["DEFAULT_DEADLINE", "MAX_ITEMS", "MAX_MESSAGE", "MAX_TEXT", "CallTimedOut", "Outcome",
           "Worker", "call_deadline", "clip", "oversized"]

DEFAULT_DEADLINE = 13.0
"""Seconds one adapter call may take: an HTTP request's connect (3 s) and read (10 s) timeouts."""

MAX_MESSAGE = 4000
"""Characters of an adapter's exception message kept (the verdict's message is cut there too)."""

MAX_ITEMS = 200_000
"""Values (cards, settlement lines, events, ...) an adapter's answer may hold: an observation
has tens; an HTTP answer is bounded at 16 MB."""

MAX_TEXT = 16_000_000
"""Characters all the strings of one answer may hold together, as an HTTP answer's 16 MB."""


def call_deadline(deadline: float | None, read_timeout: float) -> float:
    """The most one adapter call may take: ``--deadline`` if given, else connect (3 s) + read
    timeout, as for an HTTP request.

    >>> call_deadline(None, 10.0), call_deadline(2.5, 10.0)
    (13.0, 2.5)
    """
    return float(deadline) if deadline is not None else 3.0 + float(read_timeout)


class CallTimedOut(TablecertError):
    """The call did not return within the deadline (its thread is abandoned)."""


class ExitCalled(TablecertError):
    """An adapter's thread called ``os._exit(status)``: raised there instead, so the call is an
    error verdict, not the end of the process (an exit 0 with no report). An adapter that
    catches it and goes on has not exited either."""

    def __init__(self, status: int) -> None:
        super().__init__(f"the adapter called os._exit({status}); the harness refused to exit")


_REAL_EXIT = os._exit
_ADAPTER_THREAD = "tablecert_adapter"  # the attribute that marks an adapter's worker thread


def _exit_unless_adapter(status: int) -> NoReturn:
    """``os._exit`` while an adapter is loaded: in an adapter's worker thread it raises
    :class:`ExitCalled`; anywhere else (pytest-xdist's workers end so) it exits as ever."""
    if getattr(threading.current_thread(), _ADAPTER_THREAD, False):
        raise ExitCalled(status)
    _REAL_EXIT(status)


def clip(text: str, limit: int = MAX_MESSAGE) -> str:
    """``text`` cut to ``limit`` characters, saying how much was left out.

    >>> clip("x" * 10, 4)
    'xxxx... (6 more characters)'
    """
    return text if len(text) <= limit else f"{text[:limit]}... ({len(text) - limit} more characters)"


@dataclass(frozen=True)
class Outcome:
    """What a call gave: its value, or the type and (clipped) words of what it raised and,
    when that was a kind the guard passes on as it is, the exception itself."""

    value: Any = None
    error_type: str | None = None
    error_text: str = ""
    passed_on: BaseException | None = None  # a SystemFault or IllegalAction: the adapter's words


def _describe(exc: BaseException) -> str:
    try:
        text = str(exc)
    except BaseException as inner:  # a __str__ that raises is the adapter's fault too
        text = f"(its message cannot be read: {type(inner).__name__})"
    return clip(text)


class Worker:
    """The adapter's worker thread: :meth:`call` runs a function there and waits for it at
    most ``deadline`` seconds (module docstring)."""

    def __init__(self, name: str, deadline: float, keep: tuple[type[BaseException], ...]) -> None:
        self.name = name
        self.deadline = deadline
        self.keep = keep  # exceptions handed back as they are (checked, bounded, by the guard)
        self._jobs: queue.SimpleQueue[tuple[Callable[[], Any], queue.SimpleQueue[Outcome]]] | None = None
        self._lock = threading.Lock()

    def _start(self) -> queue.SimpleQueue[tuple[Callable[[], Any], queue.SimpleQueue[Outcome]]]:
        jobs: queue.SimpleQueue[tuple[Callable[[], Any], queue.SimpleQueue[Outcome]]] = queue.SimpleQueue()
        thread = threading.Thread(target=self._serve, args=(jobs,), daemon=True, name=f"adapter {self.name}")
        setattr(thread, _ADAPTER_THREAD, True)
        os._exit = _exit_unless_adapter  # an adapter's os._exit is an error, not an exit (module docstring)
        thread.start()
        return jobs

    def _serve(self, jobs: queue.SimpleQueue[tuple[Callable[[], Any], queue.SimpleQueue[Outcome]]]) -> None:
        while True:
            job, answer = jobs.get()
            try:
                answer.put(Outcome(value=job()))
            except self.keep as exc:
                answer.put(Outcome(error_type=type(exc).__name__, error_text=_describe(exc), passed_on=exc))
            except BaseException as exc:  # SystemExit too: the adapter's fault, reported
                answer.put(Outcome(error_type=type(exc).__name__, error_text=_describe(exc)))
            del job

    def call(self, fn: Callable[[], Any]) -> Outcome:
        """``fn()`` in the worker thread; :class:`CallTimedOut` if it takes longer than the
        deadline (the thread is abandoned and the next call starts a new one)."""
        with self._lock:
            if self._jobs is None:
                self._jobs = self._start()
            jobs = self._jobs
        answer: queue.SimpleQueue[Outcome] = queue.SimpleQueue()
        jobs.put((fn, answer))
        try:
            return answer.get(timeout=self.deadline)
        except queue.Empty:
            with self._lock:
                if self._jobs is jobs:
                    self._jobs = None  # abandoned: blocked in the adapter, it never serves again
            raise CallTimedOut(f"no answer within {self.deadline:g} s (the call was abandoned)") from None


def oversized(value: Any, *, items: int = MAX_ITEMS, text: int = MAX_TEXT) -> str | None:
    """Why ``value`` (an answer: dataclasses, tuples, lists, dicts, strings, numbers) is larger
    than any answer may be, or None. It stops counting at the first bound passed.

    >>> oversized(("a" * 5, ["b"] * 3), items=10, text=4)
    'its strings hold more than 4 characters'
    >>> oversized(list(range(20)), items=10) is not None, oversized([1, 2, 3]) is None
    (True, True)
    """
    seen_items, seen_text = 0, 0
    stack = [value]
    while stack:
        item = stack.pop()
        seen_items += 1
        if seen_items > items:
            return f"it holds more than {items:,} values"
        if isinstance(item, str | bytes):
            seen_text += len(item)
            if seen_text > text:
                return f"its strings hold more than {text:,} characters"
        elif isinstance(item, tuple | list | set | frozenset):
            if len(item) > items:
                return f"it holds more than {items:,} values"
            stack.extend(item)
        elif isinstance(item, dict):
            if len(item) > items:
                return f"it holds more than {items:,} values"
            stack.extend(item.keys())
            stack.extend(item.values())
        elif dataclasses.is_dataclass(item) and not isinstance(item, type):
            stack.extend(getattr(item, f.name) for f in dataclasses.fields(item))
    return None
