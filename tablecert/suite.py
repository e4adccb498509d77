"""The conformance suite: every scenario of the feature files, bound to the step definitions.

``tablecert run`` collects this module; the repository's own test run imports it from
tests/test_features.py. The feature files are the bundled suite, or the folder named by
``--features`` (:func:`tablecert.resources.features_dir`).
"""

import importlib
import os
import re
from pathlib import Path
from types import ModuleType

from pytest_bdd import scenario

from tablecert.feature_index import load_scenarios
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


def _python_name(name: str) -> str:
    """The test function's name, as pytest-bdd's ``scenarios()`` names it (so test ids stay
    what they were): ``test_`` and the name's word characters, leading digits dropped."""
    return "test_" + re.sub(r"^\d+_*", "", re.sub(r"\W", "", name.replace(" ", "_"))).lower()


def _bind(namespace: dict[str, object]) -> None:
    """Bind every scenario of the chosen feature files with pytest-bdd's public ``scenario``
    decorator, each test function carrying the scenario as tablecert read it
    (:class:`tablecert.feature_index.ScenarioInfo`, ``tablecert_scenario``): steps/plugin.py
    reads its citation, feature, Rule, steps and Examples rows from there, never from
    pytest-bdd's own registries. In pytest-bdd's order: features by name, scenarios in file order."""
    infos = [i for i in load_scenarios(FEATURES)
             if (not _chapters or Path(i.file).name.split(".")[0] in _chapters)
             and (not _files or Path(i.file).name in _files)]
    for info in sorted(infos, key=lambda i: i.feature_name or Path(i.file).name):  # stable: file order kept
        bound = scenario(Path(info.file).name, info.name, features_base_dir=str(FEATURES))(_nothing)
        bound.tablecert_scenario = info  # type: ignore[attr-defined]
        name, suffix = _python_name(info.name), 0
        while (name + (f"_{suffix}" if suffix else "")) in namespace:
            suffix += 1
        namespace[name + (f"_{suffix}" if suffix else "")] = bound


def _nothing() -> None:
    """A scenario's own test body: the steps are the test."""


_bind(globals())
