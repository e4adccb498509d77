"""The conformance suite: every scenario of the feature files, bound to the step definitions.

``tablecert run`` collects this module; the repository's own test run imports it from
tests/test_features.py. The feature files are the bundled suite, or the folder named by
``--features`` (:func:`tablecert.resources.features_dir`).
"""

import importlib
import os
from types import ModuleType

from pytest_bdd import scenarios

from tablecert.resources import features_dir
from tablecert.steps import CHAPTERS_VARIABLE, FEATURE_FILES_VARIABLE, STEP_MODULES


def _exported(module: ModuleType) -> dict[str, object]:
    """What ``from module import *`` binds: its ``__all__``, else every name not starting with
    an underscore (pytest-bdd's step fixtures among them)."""
    names = getattr(module, "__all__", None) or [n for n in vars(module) if not n.startswith("_")]
    return {name: getattr(module, name) for name in names}


# The step definitions are fixtures; pytest-bdd looks them up in the module that binds the
# scenarios: every step module's names are bound here, in the order of their names (a later
# module's name wins, as with the star imports this replaces).
for _name in STEP_MODULES:
    globals().update(_exported(importlib.import_module(_name)))

FEATURES = features_dir()

_chapters = {c for c in os.environ.get(CHAPTERS_VARIABLE, "").split(",") if c}
_files = {f for f in os.environ.get(FEATURE_FILES_VARIABLE, "").split(os.pathsep) if f}
if _chapters or _files:
    scenarios(*(str(p) for p in sorted(FEATURES.glob("*.feature"))
                if (not _chapters or p.name.split(".")[0] in _chapters) and (not _files or p.name in _files)))
else:
    scenarios(str(FEATURES))
