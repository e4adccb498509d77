"""pytest-bdd through its public API only (#32 item 6), so the dependency ranges can be wide:
the names ``pytest_bdd`` exports (``__all__``: given, when, then, step, scenario, scenarios),
its ``parsers`` module, and its documented hooks (pytest_bdd_apply_tag,
pytest_bdd_before_scenario, ...; their argument types imported for annotations only).

One exception is kept and named here: the pre-flight step check and the "checked in the
submission" reading (tablecert/feature_index.py) match each step's text against the step
definitions before anything runs, through ``pytest_bdd.steps.step_function_context_registry``
(pytest-bdd 9; 8.x has no such registry, which is why pyproject.toml asks pytest-bdd 9)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest_bdd

ROOT = Path(__file__).resolve().parent.parent
PUBLIC_MODULES = {"pytest_bdd", "pytest_bdd.parsers"}
KNOWN_EXCEPTIONS = {("tablecert/feature_index.py", "pytest_bdd.steps", "step_function_context_registry")}


def _annotation_only(tree: ast.Module) -> set[int]:
    """Line numbers inside ``if TYPE_CHECKING:`` blocks."""
    lines: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING":
            for child in node.body:
                lines.update(range(child.lineno, (child.end_lineno or child.lineno) + 1))
    return lines


def _pytest_bdd_imports() -> list[tuple[str, str, str, int]]:
    found = []
    for folder in ("steps", "tablecert", "reports", "adapters", "oracle"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            if path.is_symlink() or any(p.is_symlink() for p in path.parents if ROOT in p.parents):
                continue
            tree = ast.parse(path.read_text(encoding="utf-8"))
            typing_only = _annotation_only(tree)
            rel = path.relative_to(ROOT).as_posix()
            for node in ast.walk(tree):
                if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("pytest_bdd") \
                        and node.lineno not in typing_only:
                    found += [(rel, node.module or "", alias.name, node.lineno) for alias in node.names]
                elif isinstance(node, ast.Import) and node.lineno not in typing_only:
                    found += [(rel, alias.name, "", node.lineno) for alias in node.names
                              if alias.name.startswith("pytest_bdd")]
    return found


def test_the_harness_imports_only_pytest_bdds_public_names() -> None:
    imports = _pytest_bdd_imports()
    assert any(rel == "tablecert/suite.py" and name == "scenario" for rel, _, name, _ in imports)
    private = [f"{rel}:{line}: from {module} import {name}" for rel, module, name, line in imports
               if (rel, module, name) not in KNOWN_EXCEPTIONS
               and not (module == "pytest_bdd" and name in pytest_bdd.__all__)
               and module not in PUBLIC_MODULES - {"pytest_bdd"}
               and not (module == "pytest_bdd" and name == "parsers")]
    assert private == []


def test_steps_plugin_reads_no_registry_of_pytest_bdd() -> None:
    """The plugin, steps/plugin.py and its parts (steps/plugin_*.py)."""
    modules = sorted((ROOT / "steps").glob("plugin*.py"))
    assert len(modules) > 1
    for module in modules:
        text = module.read_text(encoding="utf-8")
        for private in ("scenario_wrapper_template_registry", "registry_get_safe", "_pytest_bdd_example"):
            assert private not in text, f"{module.name}: {private}"
