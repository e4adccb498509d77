"""The conformance suite: every scenario of the feature files, bound to the step definitions.

``tablecert run`` collects this module; the repository's own test run imports it from
tests/test_features.py. The feature files are the bundled suite, or the folder named by
``--features`` (:func:`tablecert.resources.features_dir`).
"""

import os

from pytest_bdd import scenarios

from tablecert.resources import features_dir

# The step definitions are fixtures; pytest-bdd looks them up in the module that binds the
# scenarios.
from tablecert.steps import CHAPTERS_VARIABLE, FEATURE_FILES_VARIABLE
from tablecert.steps.baccarat import *  # noqa: F403
from tablecert.steps.baccarat_uth import *  # noqa: F403
from tablecert.steps.blackjack import *  # noqa: F403
from tablecert.steps.craps import *  # noqa: F403
from tablecert.steps.fuzzing import *  # noqa: F403
from tablecert.steps.let_it_ride import *  # noqa: F403
from tablecert.steps.library import *  # noqa: F403
from tablecert.steps.protocol import *  # noqa: F403
from tablecert.steps.records import *  # noqa: F403
from tablecert.steps.statistics import *  # noqa: F403
from tablecert.steps.submission import *  # noqa: F403
from tablecert.steps.three_card_poker import *  # noqa: F403
from tablecert.steps.three_card_poker_round import *  # noqa: F403

FEATURES = features_dir()

_chapters = {c for c in os.environ.get(CHAPTERS_VARIABLE, "").split(",") if c}
_files = {f for f in os.environ.get(FEATURE_FILES_VARIABLE, "").split(os.pathsep) if f}
if _chapters or _files:
    scenarios(*(str(p) for p in sorted(FEATURES.glob("*.feature"))
                if (not _chapters or p.name.split(".")[0] in _chapters) and (not _files or p.name in _files)))
else:
    scenarios(str(FEATURES))
