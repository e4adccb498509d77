"""pytest-bdd step definitions: thin glue from Gherkin phrases to round scripts and
assertions; no game logic."""

STEP_MODULES = ("steps.library", "steps.three_card_poker", "steps.three_card_poker_round",
                "steps.let_it_ride", "steps.records", "steps.statistics", "steps.craps",
                "steps.blackjack", "steps.baccarat", "steps.baccarat_uth")
"""The modules that define steps; steps/suite.py binds the scenarios to all of them."""
