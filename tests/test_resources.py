"""The data the program reads at run time is found through the installed package, or the
folders a lab names (--features, --rules-dir); a missing or empty one is exit 2 naming it,
never a run or a coverage listing with everything missing."""

from __future__ import annotations

import importlib.resources
import json
import subprocess
import sys
from pathlib import Path

import pytest

from tablecert.cli import main
from tablecert.errors import InputError
from tablecert.resources import (
    FEATURES_VARIABLE,
    RULES_DIR_VARIABLE,
    bundled_features_dir,
    bundled_rules_dir,
    features_dir,
    regulations_dir,
    rules_dir,
)

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def _own_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    """main() hands --features and --rules-dir on through os.environ: undone after each test."""
    for variable in (FEATURES_VARIABLE, RULES_DIR_VARIABLE):
        monkeypatch.setenv(variable, "")


def test_the_bundled_data_is_found_through_the_package() -> None:
    assert len(list(bundled_features_dir().glob("*.feature"))) >= 50
    assert (bundled_rules_dir() / "pa-649a-paytable-A.yaml").is_file()
    texts = Path(__file__).resolve().parent.parent / "tablecert" / "regulations"
    shipped = {p.name for p in texts.glob("*.txt")}
    assert shipped and {p.name for p in regulations_dir().glob("*.txt")} == shipped
    assert rules_dir() is None


@pytest.mark.parametrize("option", ["--features", "--rules-dir"])
def test_an_empty_or_missing_folder_is_refused_naming_the_option(tmp_path: Path, option: str,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    for folder in (tmp_path, tmp_path / "nowhere"):
        assert main(["coverage", option, str(folder)]) == 2
        err = capsys.readouterr().err
        assert f"{option} {folder}" in err


def test_a_broken_install_is_exit_2_not_everything_missing(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(importlib.resources, "files", lambda package: tmp_path / package)
    with pytest.raises(InputError, match="reinstall"):
        features_dir()
    assert main(["coverage", "--json"]) == 2
    assert "reinstall" in capsys.readouterr().err


def _tablecert(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """A process of its own: a run in this one would find the suite module already imported
    (bound to the bundled features) by tests/test_features.py."""
    return subprocess.run([sys.executable, "-m", "tablecert.cli", *args], cwd=cwd, capture_output=True,
                          text=True, timeout=600, check=False)


def test_a_lab_s_own_suite_runs_under_its_own_rules_submission(tmp_path: Path) -> None:
    """--features replaces the bundled suite; a Rules Submission a scenario names is looked up
    in --rules-dir first (here one that exists nowhere else)."""
    features, rules = tmp_path / "features", tmp_path / "rules"
    features.mkdir()
    rules.mkdir()
    text = (ROOT / "features" / "649a.07-wagers.feature").read_text()
    (features / "649a.07-wagers.feature").write_text(text.replace('"pa-649a-paytable-A"', '"lab-649a"'))
    submission = (ROOT / "rules_submissions" / "pa-649a-paytable-A.yaml").read_text()
    (rules / "lab-649a.yaml").write_text(submission)
    report = tmp_path / "report"
    run = _tablecert("run", "--target", "in-process", "--report", str(report), "--features", str(features),
                     "--rules-dir", str(rules), cwd=tmp_path)
    assert run.returncode == 0, run.stdout[-2000:] + run.stderr[-2000:]
    verdicts = json.loads((report / "verdicts.json").read_text())
    assert verdicts and {v["citation"][:5] for v in verdicts} == {"649a."}
    assert all(v["status"] in ("passed", "manual", "not-applicable") for v in verdicts)
    evidence = json.loads((report / "evidence.json").read_text())
    assert "rules-dir/lab-649a.yaml" in evidence["files"]
    run_features = {f for f in evidence["files"] if f.startswith("features/")}
    assert run_features == {"features/649a.07-wagers.feature"}
    again = _tablecert("run", "--target", "in-process", "--report", str(tmp_path / "again"),
                       "--features", str(features), cwd=tmp_path)
    assert again.returncode == 2 and "lab-649a" in again.stderr  # without --rules-dir it is nowhere
