"""The Gherkin suite, run against the system chosen by ``--target`` (default: the oracle
in-process). ``tablecert run`` runs the same suite against the reference table system or
a vendor's."""

from pathlib import Path

from pytest_bdd import scenarios

# The step definitions are fixtures; pytest-bdd looks them up in this module.
from steps.let_it_ride import *  # noqa: F403
from steps.library import *  # noqa: F403
from steps.three_card_poker import *  # noqa: F403
from steps.three_card_poker_round import *  # noqa: F403

scenarios(str(Path(__file__).resolve().parent.parent / "features"))
