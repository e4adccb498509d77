"""How ``tablecert run`` takes a signal: Ctrl-C (SIGINT), SIGTERM (how CI systems and
containers stop a job) and SIGHUP (a closed terminal).

The first stops the suite gently: pytest is told to stop after the scenario that is running
(``session.shouldstop``), so a signal never lands inside pytest's own work (formatting a
failure: an INTERNALERROR); the verdicts so far are written and the report is marked
incomplete. A second signal stops it at once (KeyboardInterrupt), and a KeyboardInterrupt that
lands where Python can only ignore it (a finalizer) is not printed as a traceback. While the
report is written and swapped in, signals are held back (:func:`signals_deferred`).
"""

from __future__ import annotations

import contextlib
import signal
import sys
import threading
from collections.abc import Iterator
from typing import Any

__all__ = ["SessionHolder", "signals_deferred", "signals_interrupt"]


class SessionHolder:
    """A pytest plugin that keeps the session, so a signal can ask it to stop."""

    def __init__(self) -> None:
        self.session: Any = None

    def pytest_sessionstart(self, session: Any) -> None:
        self.session = session


@contextlib.contextmanager
def signals_interrupt(holder: SessionHolder, *, gentle: bool = True) -> Iterator[list[int]]:
    """While the suite runs: the list holds the signals seen. ``gentle`` false (xdist workers,
    which pytest's controller cannot stop between scenarios this way): every signal is a
    KeyboardInterrupt, as Ctrl-C is."""
    seen: list[int] = []

    def interrupt(signum: int, _frame: object) -> None:
        seen.append(signum)
        name = signal.Signals(signum).name
        if gentle and len(seen) == 1 and holder.session is not None:
            holder.session.shouldstop = f"signal {name}"  # pytest checks it after each scenario
            return
        raise KeyboardInterrupt(f"signal {name}")

    previous_hook = sys.unraisablehook

    def unraisable(info: Any) -> None:
        if not isinstance(info.exc_value, KeyboardInterrupt):
            previous_hook(info)

    sys.unraisablehook = unraisable
    try:
        with _handlers(interrupt, signal.SIGINT):
            yield seen
    finally:
        sys.unraisablehook = previous_hook


@contextlib.contextmanager
def signals_deferred() -> Iterator[list[int]]:
    """While the report is written and swapped in, a SIGTERM or SIGHUP (or Ctrl-C) is held
    back, so the folder is never left half-swapped; the report is then marked incomplete."""
    seen: list[int] = []

    def hold(signum: int, _frame: object) -> None:
        seen.append(signum)

    with _handlers(hold, signal.SIGINT):
        yield seen


@contextlib.contextmanager
def _handlers(handler: Any, *extra: signal.Signals) -> Iterator[None]:
    if threading.current_thread() is not threading.main_thread():
        yield  # signals are delivered to the main thread only (tests call run() in a thread)
        return
    signals = [signal.SIGTERM, signal.SIGHUP, *extra]
    previous = {s: signal.signal(s, handler) for s in signals}
    try:
        yield
    finally:
        for s, old in previous.items():
            signal.signal(s, old)
