"""The documents a lab reads stay true to the code: doctests pass, the interpretation
register on disk is the one the oracle carries."""

from __future__ import annotations

import doctest
import importlib
import pkgutil
from pathlib import Path

import pytest

import tablecert.oracle
from tablecert.oracle.interpretations import INTERPRETATIONS, render_markdown

ROOT = Path(__file__).resolve().parent.parent
MODULES = sorted(m.name for m in pkgutil.walk_packages(tablecert.oracle.__path__, "tablecert.oracle."))


@pytest.mark.parametrize("name", MODULES)
def test_oracle_doctests_pass(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0, f"{result.failed} doctest(s) failed in {name}"


def test_interpretation_register_on_disk_is_current() -> None:
    on_disk = (ROOT / "docs" / "interpretations.md").read_text(encoding="utf-8")
    assert on_disk == render_markdown(), (
        "run: python -m tablecert.cli interpretations > docs/interpretations.md")


def test_every_interpretation_cites_and_quotes() -> None:
    keys = [e.key for e in INTERPRETATIONS]
    assert len(keys) == len(set(keys))
    for entry in INTERPRETATIONS:
        assert entry.citation and entry.quote and entry.reading and entry.why, entry.key


def test_readme_quick_start_holds_two_commands_that_ci_runs_as_written() -> None:
    """The main job, then the tests; .ci/run takes them from the README itself, unchanged."""
    import runpy

    quick_start = runpy.run_path(str(ROOT / ".ci" / "readme_commands.py"))["quick_start"]
    commands = quick_start((ROOT / "README.md").read_text(encoding="utf-8"))
    assert len(commands) == 2
    assert commands[0].endswith("tablecert run") and commands[1].endswith("pytest -n auto")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "python .ci/readme_commands.py README.md" in ci and 'bash -eo pipefail -c "$command"' in ci


def test_the_readme_s_python_example_runs(capsys: pytest.CaptureFixture[str]) -> None:
    import re

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    [code] = re.findall(r"```python\n(.*?)```", readme, re.S)
    exec(compile(code, "README.md", "exec"), {})
    assert "Ante Wager won 1000 649a.11(c)(3)(i)" in capsys.readouterr().out
