"""pytest-bdd step definitions: thin glue from Gherkin phrases to round scripts and
assertions; no game logic."""

STEP_MODULES = tuple(f"tablecert.steps.{name}" for name in (
    "library", "submission", "fuzzing", "three_card_poker", "three_card_poker_round", "let_it_ride",
    "records", "statistics", "craps", "blackjack", "baccarat", "baccarat_uth", "protocol"))
"""The modules that define steps; tablecert/suite.py binds the scenarios to all of them."""

CHAPTERS_VARIABLE = "TABLECERT_CHAPTERS"
"""Comma-separated chapters (``649a,565``): tablecert/suite.py binds only their feature files.
``tablecert selftest`` sets it for each defect's run, which --section narrows to those
chapters anyway; binding every other chapter's scenarios only to deselect them was most of
each run's time once the suite held every chapter."""

FEATURE_FILES_VARIABLE = "TABLECERT_FEATURE_FILES"
"""File names (``os.pathsep``-separated) of the feature folder that tablecert/suite.py binds,
set by ``tablecert run --section`` / ``--scenario`` to the files that hold what it selects
(tablecert.feature_index.feature_files_of); unset, every file."""
