"""pytest-bdd step definitions: thin glue from Gherkin phrases to round scripts and
assertions; no game logic."""

import pkgutil

NOT_STEPS = frozenset({"context", "judgements", "kit", "plugin", "plugin_collection", "plugin_markers",
                       "plugin_options", "plugin_outcomes", "plugin_system", "plugin_verdicts"})
"""The modules of this package that define no step: the suite's pytest plug-in (``plugin`` and
its parts: options, marks, the system fixture, collection, outcomes, verdicts), the scenario
context, the record of judged rounds and the scenario kit (the product's Rules Submission a
table opens under)."""

STEP_MODULES = tuple(sorted(f"tablecert.steps.{module.name}" for module in pkgutil.iter_modules(__path__)
                            if module.name not in NOT_STEPS))
"""The modules that define steps: every module of this package but :data:`NOT_STEPS`, so a new
game's ``steps/<game>.py`` is picked up by being there. tablecert/suite.py binds the
scenarios to all of them, and ``tablecert run``'s pre-flight check matches every step
against them (an unmatched step is exit 2, "unknown steps", naming file and line)."""

CHAPTERS_VARIABLE = "TABLECERT_CHAPTERS"
"""Comma-separated chapters (``649a,565``): tablecert/suite.py binds only their feature files.
``tablecert selftest`` sets it for each defect's run, which --section narrows to those
chapters anyway; binding every other chapter's scenarios only to deselect them was most of
each run's time once the suite held every chapter."""

FEATURE_FILES_VARIABLE = "TABLECERT_FEATURE_FILES"
"""File names (``os.pathsep``-separated) of the feature folder that tablecert/suite.py binds,
set by ``tablecert run --section`` / ``--scenario`` to the files that hold what it selects
(tablecert.feature_index.feature_files_of); unset, every file."""
