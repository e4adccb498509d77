"""The console of ``tablecert run`` while the suite runs: a progress bar (rich), and what
pytest itself would have printed only when it matters.

pytest's own terminal output (a dot per scenario, then a traceback through pytest and pluggy
for every failure) is switched off for a run; this plugin draws one progress bar instead —
on a terminal only, never into a pipe or a CI log, and not at all with ``--quiet`` — and
keeps collection errors to be printed, escaped, at the end. The report of what failed is
printed afterwards from the verdicts (:meth:`tablecert.reports.summary.Summary.render_console`).
"""

from __future__ import annotations

from typing import Any, TextIO

import pytest

__all__ = ["RunConsole"]


class RunConsole:
    """A pytest plugin: progress on ``stream`` when ``enabled``, collection errors kept."""

    def __init__(self, stream: TextIO, *, enabled: bool) -> None:
        self.stream = stream
        self.enabled = enabled
        self.collection_errors: list[str] = []
        self.done = 0
        self.failed = 0
        self._progress: Any = None
        self._task: Any = None

    # ------------------------------------------------------------------ the total
    def pytest_collectreport(self, report: pytest.CollectReport) -> None:
        if report.failed:
            self.collection_errors.append(f"{report.nodeid or 'collection'}: {report.longrepr}")

    def pytest_collection_finish(self, session: pytest.Session) -> None:
        if not hasattr(session.config, "workerinput") and session.items:
            self._start(len(session.items))

    @pytest.hookimpl(optionalhook=True)
    def pytest_xdist_node_collection_finished(self, node: Any, ids: list[str]) -> None:
        if self._task is None:
            self._start(len(ids))

    def _start(self, total: int) -> None:
        if not self.enabled or self._progress is not None:
            return
        from rich.console import Console
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

        console = Console(file=self.stream, highlight=False, markup=False, emoji=False)
        self._progress = Progress(TextColumn("scenarios"), BarColumn(), MofNCompleteColumn(),
                                  TextColumn("{task.fields[found]}"), TimeElapsedColumn(),
                                  console=console, transient=True)
        self._task = self._progress.add_task("scenarios", total=total, found="")
        self._progress.start()

    # ------------------------------------------------------------------ each scenario
    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if report.failed:
            self.failed += report.when == "call" or report.when == "setup"
        if report.when != "teardown":
            return
        self.done += 1
        if self._progress is not None:
            found = f"{self.failed} failed or broken" if self.failed else ""
            self._progress.update(self._task, advance=1, found=found)

    def stop(self) -> None:
        """Take the bar off the screen (it is transient): the summary follows."""
        if self._progress is not None:
            self._progress.stop()
            self._progress = None

    def pytest_sessionfinish(self) -> None:
        self.stop()

    def pytest_unconfigure(self) -> None:
        self.stop()
