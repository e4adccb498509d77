"""The one progress convention of every command (``run``, ``fuzz``, ``stats``, ``selftest``).

- On a terminal: a rich bar, redrawn in place and taken off the screen when the work ends
  (transient), so the command's summary follows on a clean screen.
- Off a terminal (a pipe, a CI log, a file): nothing animated — no carriage return, no line
  a update. At most one plain line every :data:`HEARTBEAT_SECONDS` (``1,200 of 2,000 rounds,
  31 s``), so a long run in a CI log still shows it is alive.
- ``--quiet``: nothing at all; the command prints its summary and its errors only.

The count shown never exceeds the total: work past it (a fuzzer's shrinking replays a
failing case many times) is not progress toward the total.
"""

from __future__ import annotations

import sys
import threading
import time
from collections.abc import Callable
from types import TracebackType
from typing import Any, TextIO

__all__ = ["HEARTBEAT_SECONDS", "Progress"]

HEARTBEAT_SECONDS = 30.0


class Progress:
    """Progress of ``total`` units of ``unit`` on ``stream`` (stderr by default); see the module.

    ``update(done)`` sets the count, ``advance(n)`` adds to it; ``note`` is a short text shown
    beside the bar (``3 failed or broken``). Use as a context manager, or ``start``/``stop``."""

    def __init__(self, unit: str, total: int | None = None, *, stream: TextIO | None = None,
                 quiet: bool = False, heartbeat: float = HEARTBEAT_SECONDS,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.unit = unit
        self.total = total
        self.stream = stream if stream is not None else sys.stderr
        self.quiet = quiet
        self.heartbeat = heartbeat
        self.clock = clock
        self.done = 0
        self.note = ""
        self.terminal = not quiet and _is_terminal(self.stream)
        self._bar: Any = None
        self._task: Any = None
        self._started = 0.0
        self._last_line = 0.0
        self._lock = threading.Lock()  # tables and pools report from their threads

    # ------------------------------------------------------------------ start and stop
    def start(self, total: int | None = None) -> Progress:
        """Begin (``total`` may be learnt only now: a run's collected scenarios)."""
        if total is not None:
            self.total = total
        self._started = self._last_line = self.clock()
        if self.terminal and self._bar is None:
            self._bar = _rich_bar(self.stream, self.unit)
            self._task = self._bar.add_task(self.unit, total=self.total, note=self.note)
            self._bar.start()
        return self

    def stop(self) -> None:
        """Take the bar off the screen; idempotent."""
        if self._bar is not None:
            self._bar.stop()
            self._bar = None

    def __enter__(self) -> Progress:
        return self.start()

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.stop()

    # ------------------------------------------------------------------ the count
    def update(self, done: int, note: str | None = None) -> None:
        """The count is now ``done`` (held at the total)."""
        with self._lock:
            self._set(done, note)

    def advance(self, n: int = 1, note: str | None = None) -> None:
        """``n`` more done (held at the total)."""
        with self._lock:
            self._set(self.done + n, note)

    def _set(self, done: int, note: str | None) -> None:
        self.done = min(done, self.total) if self.total is not None else done
        if note is not None:
            self.note = note
        self._show()

    def line(self) -> str:
        """The plain line off a terminal: ``1,200 of 2,000 rounds, 31 s``."""
        of = f" of {self.total:,}" if self.total is not None else ""
        note = f", {self.note}" if self.note else ""
        return f"  {self.done:,}{of} {self.unit}, {self.clock() - self._started:.0f} s{note}"

    def _show(self) -> None:
        if self.quiet:
            return
        if self._bar is not None:
            self._bar.update(self._task, completed=self.done, note=self.note)
            return
        if self.terminal:
            return  # not started
        now = self.clock()
        if now - self._last_line >= self.heartbeat and self.done != self.total:
            self._last_line = now
            self.stream.write(self.line() + "\n")
            self.stream.flush()


def _is_terminal(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):  # a closed or odd stream
        return False


def _rich_bar(stream: TextIO, unit: str) -> Any:
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, TextColumn, TimeElapsedColumn
    from rich.progress import Progress as RichProgress

    console = Console(file=stream, highlight=False, markup=False, emoji=False)
    return RichProgress(TextColumn(unit), BarColumn(), MofNCompleteColumn(),
                        TextColumn("{task.fields[note]}"), TimeElapsedColumn(),
                        console=console, transient=True)
