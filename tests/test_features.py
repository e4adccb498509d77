"""The Gherkin suite, run against the system chosen by ``--target`` (default: the oracle
in-process). ``tablecert run`` runs the same suite against the reference table system or
a vendor's."""

from pathlib import Path

from pytest_bdd import scenarios

from steps.library import *  # noqa: F403 - the step definitions are fixtures pytest-bdd looks up here

scenarios(str(Path(__file__).resolve().parent.parent / "features"))
