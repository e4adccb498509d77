"""pytest-bdd step definitions: thin glue from Gherkin phrases to round scripts and
assertions; no game logic."""
