"""The conformance suite: every scenario of features/, bound to the step definitions.

``tablecert run`` collects this module; the repository's own test run imports it from
tests/test_features.py.
"""

import os
from pathlib import Path

from pytest_bdd import scenarios

# The step definitions are fixtures; pytest-bdd looks them up in the module that binds the
# scenarios.
from steps import CHAPTERS_VARIABLE
from steps.baccarat import *  # noqa: F403
from steps.baccarat_uth import *  # noqa: F403
from steps.blackjack import *  # noqa: F403
from steps.craps import *  # noqa: F403
from steps.let_it_ride import *  # noqa: F403
from steps.library import *  # noqa: F403
from steps.records import *  # noqa: F403
from steps.statistics import *  # noqa: F403
from steps.three_card_poker import *  # noqa: F403
from steps.three_card_poker_round import *  # noqa: F403

FEATURES = Path(__file__).resolve().parent.parent / "features"

_chapters = {c for c in os.environ.get(CHAPTERS_VARIABLE, "").split(",") if c}
if _chapters:
    scenarios(*(str(p) for p in sorted(FEATURES.glob("*.feature")) if p.name.split(".")[0] in _chapters))
else:
    scenarios(str(FEATURES))
