"""The console of ``tablecert run`` while the suite runs: a progress bar (rich), and what
pytest itself would have printed only when it matters.

pytest's own terminal output (a dot per scenario, then a traceback through pytest and pluggy
for every failure) is switched off for a run; this plugin shows its progress the way every command does
(:mod:`tablecert.progress`: a rich bar on a terminal, nothing animated off it, nothing with
``--quiet``) and
keeps collection errors to be printed, escaped, at the end. The report of what failed is
printed afterwards from the verdicts (:meth:`tablecert.reports.summary.Summary.render_console`).
"""

from __future__ import annotations

from typing import Any, TextIO

import pytest

from tablecert.progress import Progress

__all__ = ["RunConsole"]


class RunConsole:
    """A pytest plugin: progress on ``stream`` (none unless ``enabled``: ``--quiet``), collection
    errors kept."""

    def __init__(self, stream: TextIO, *, enabled: bool) -> None:
        self.stream = stream
        self.enabled = enabled
        self.collection_errors: list[str] = []
        self.done = 0
        self.failed = 0
        self.progress = Progress("scenarios", stream=stream, quiet=not enabled)
        self._started = False

    # ------------------------------------------------------------------ the total
    def pytest_collectreport(self, report: pytest.CollectReport) -> None:
        if report.failed:
            self.collection_errors.append(f"{report.nodeid or 'collection'}: {report.longrepr}")

    def pytest_collection_finish(self, session: pytest.Session) -> None:
        if not hasattr(session.config, "workerinput") and session.items:
            self._start(len(session.items))

    @pytest.hookimpl(optionalhook=True)
    def pytest_xdist_node_collection_finished(self, node: Any, ids: list[str]) -> None:
        if not self._started:
            self._start(len(ids))

    def _start(self, total: int) -> None:
        if not self._started:
            self._started = True
            self.progress.start(total)

    # ------------------------------------------------------------------ each scenario
    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if report.failed:
            self.failed += report.when == "call" or report.when == "setup"
        if report.when != "teardown":
            return
        self.done += 1
        self.progress.update(self.done, f"{self.failed} failed or broken" if self.failed else "")

    def stop(self) -> None:
        """Take the bar off the screen (it is transient): the summary follows."""
        self.progress.stop()

    def pytest_sessionfinish(self) -> None:
        self.stop()

    def pytest_unconfigure(self) -> None:
        self.stop()
