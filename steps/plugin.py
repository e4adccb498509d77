"""The pytest plugin that turns the Gherkin suite into a conformance run: the entry pytest loads
(``-p tablecert.steps.plugin``, tablecert/suite.ini; the repository's conftest.py), made of
one module a job, whose hooks and fixtures it gathers here:

- :mod:`tablecert.steps.plugin_options`: the options (``--target``, ``--section PREFIX``, ...:
  the run options of :data:`tablecert.run_options.RUN_OPTIONS`, which ``tablecert run`` reads
  too).
- :mod:`tablecert.steps.plugin_markers`: the tags become marks. ``@manual`` scenarios are
  checklist lines for the inspector and never pass; ``@not_applicable`` ones say why in their
  description; ``@requires_<capability>`` ones are deselected, with the reason shown, on a
  system that lacks the capability; ``@game_<name>`` ones (``@game_craps``) likewise on a
  system that does not play the game.
- :mod:`tablecert.steps.plugin_system`: the system under test (``--target`` ``in-process``,
  ``reference`` or a URL; ``--adapter``) as the ``system`` fixture.
- :mod:`tablecert.steps.plugin_collection`: which scenarios run, and why the others do not.
- :mod:`tablecert.steps.plugin_outcomes`: after the last step of a scenario that played rounds,
  every round's whole observation is judged against the oracle's
  (:func:`tablecert.oracle.judge.compare`); a failed verdict told from a broken one.
- :mod:`tablecert.steps.plugin_verdicts`: the verdicts file (``--results-json``).
"""

from __future__ import annotations

import pytest

from tablecert.steps.plugin_collection import (
    _required_capabilities,
    pytest_bdd_before_scenario,
    pytest_collection_modifyitems,
)
from tablecert.steps.plugin_markers import pytest_bdd_apply_tag, register_markers
from tablecert.steps.plugin_options import pytest_addoption
from tablecert.steps.plugin_outcomes import (
    pytest_bdd_after_scenario,
    pytest_bdd_after_step,
    pytest_bdd_step_error,
    pytest_bdd_step_func_lookup_error,
    pytest_runtest_makereport,
    round_judgements,
)
from tablecert.steps.plugin_system import in_process_system, round_mode, system
from tablecert.steps.plugin_verdicts import VerdictRecorder

__all__ = [  # the hooks and fixtures pytest finds by their names here, and in_process_system
    "_required_capabilities", "in_process_system", "pytest_addoption", "pytest_bdd_after_scenario",
    "pytest_bdd_after_step", "pytest_bdd_apply_tag", "pytest_bdd_before_scenario", "pytest_bdd_step_error",
    "pytest_bdd_step_func_lookup_error", "pytest_collection_modifyitems", "pytest_configure",
    "pytest_runtest_makereport", "round_judgements", "round_mode", "system",
]


def pytest_configure(config: pytest.Config) -> None:
    register_markers(config)
    path = config.getoption("--results-json", None)
    if path and not hasattr(config, "workerinput"):  # the xdist controller or a plain run
        config.pluginmanager.register(VerdictRecorder(path), "tablecert-verdicts")
