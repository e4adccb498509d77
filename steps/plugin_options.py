"""The suite's pytest options (:mod:`tablecert.steps.plugin`): the run options ``tablecert run``
takes too, from the one table :data:`tablecert.run_options.RUN_OPTIONS` (under their pytest
names: ``tablecert run --timeout`` is ``--read-timeout`` here), and the two ``tablecert run``
sets itself: where the verdicts and the transcript go."""

from __future__ import annotations

import pytest

from tablecert.run_options import RUN_OPTIONS

__all__ = ["pytest_addoption"]


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("tablecert", "tablecert conformance run")
    for option in RUN_OPTIONS:
        option.add_to_pytest(group)
    group.addoption("--transcript", default=None, metavar="PATH",
                    help="record every request to and answer from an HTTP system (JSON lines)")
    group.addoption("--results-json", default=None, metavar="PATH",
                    help="write every scenario's verdict (citation, status, message) as JSON")
