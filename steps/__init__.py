"""pytest-bdd step definitions: thin glue from Gherkin phrases to round scripts and
assertions; no game logic."""

STEP_MODULES = ("steps.library", "steps.three_card_poker", "steps.three_card_poker_round",
                "steps.let_it_ride", "steps.records", "steps.statistics", "steps.craps",
                "steps.blackjack", "steps.baccarat", "steps.baccarat_uth")
"""The modules that define steps; steps/suite.py binds the scenarios to all of them."""

CHAPTERS_VARIABLE = "TABLECERT_CHAPTERS"
"""Comma-separated chapters (``649a,565``): steps/suite.py binds only their feature files.
``tablecert selftest`` sets it for each defect's run, which --section narrows to those
chapters anyway; binding every other chapter's scenarios only to deselect them was most of
each run's time once the suite held every chapter."""
