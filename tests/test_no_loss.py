"""Issue 29, done-when: "Each bundled submission, given as ``--rules``, gets exactly the verdicts
of the scenarios written for it (no loss)."

A bundled Rules Submission is a product like any other. Given as ``tablecert run --rules FILE``,
every scenario that names it (``... under Rules Submission "pa-549-procedure-1"``) must get the
verdict and message it gets in the run without ``--rules``, and no scenario of its chapters may
fail or break: those written for another choice run under the product's or are not applicable.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import pytest

from tablecert.feature_index import load_scenarios

ROOT = Path(__file__).resolve().parent.parent
BUNDLED = ROOT / "rules_submissions"
_NAMED = re.compile(r'Rules Submission "([^"]+)"')

pytestmark = pytest.mark.exhaustive


def _chapters_naming() -> dict[str, list[str]]:
    """Each bundled submission a scenario names, and the chapters of those scenarios."""
    chapters: dict[str, set[str]] = {}
    for info in load_scenarios():
        if info.kind != "executable":
            continue
        for _, text, _ in info.steps:
            for name in _NAMED.findall(text):
                chapters.setdefault(name, set()).add(info.citation.split(".")[0])
    return {name: sorted(found) for name, found in chapters.items() if (BUNDLED / f"{name}.yaml").exists()}


CHAPTERS = _chapters_naming()


def _run(report: Path, *options: str) -> list[dict[str, Any]]:
    proc = subprocess.run([sys.executable, "-m", "tablecert.cli", "run", "--target", "in-process", *options,
                           "--quiet", "--report", str(report)], cwd=ROOT, capture_output=True, text=True,
                          timeout=1800, check=False)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    verdicts: list[dict[str, Any]] = json.loads((report / "verdicts.json").read_text(encoding="utf-8"))
    return verdicts


def _steps(verdict: dict[str, Any]) -> Iterable[str]:
    """The verdict's step texts, an outline's placeholders filled from its example row."""
    values = (verdict.get("example") or {}).get("values") or verdict.get("example") or {}
    for step in verdict.get("steps") or ():
        text = step["step"]
        if isinstance(values, dict):
            for column, value in values.items():
                text = text.replace(f"<{column}>", str(value))
        yield text


def _names(verdict: dict[str, Any]) -> set[str]:
    return {name for text in _steps(verdict) for name in _NAMED.findall(text)}


Key = tuple[str, str, Any]


def _key(verdict: dict[str, Any]) -> Key:
    """A verdict's scenario and example, the same in a run of one chapter and of the whole suite
    (a node id is not: the suite names a test after its scenario, deduplicated across the files
    it binds, and 541.14(c)(2), 543.14(c)(2) and 545.15(c)(2) share their scenarios' names)."""
    return verdict["feature"], verdict["scenario"], verdict["example_index"]


def _another_edition(verdict: dict[str, Any]) -> bool:
    """A scenario of a chapter the product's game and edition do not govern, which borrows the
    submission as its stand-in (559.15's 2010 Let It Ride under a 643a submission: no bundled
    submission is of the 2010 edition): it is not written for the product."""
    return verdict["status"] == "not-applicable" and verdict["message"].startswith("not applicable: game: ")


@pytest.fixture(scope="module")
def without_rules(tmp_path_factory: pytest.TempPathFactory) -> dict[Key, dict[str, Any]]:
    """The whole suite, each scenario under the submission it names."""
    return {_key(v): v for v in _run(tmp_path_factory.mktemp("without-rules") / "out")}


def test_every_bundled_submission_is_named_by_a_scenario_or_left_out_for_a_reason() -> None:
    """The two "-bar" submissions are the 549.4(j)/551.6(l) option's, named by no scenario: the
    bar's scenarios open their table under procedure 1 and 2 with the option set by the step."""
    unnamed = {p.stem for p in BUNDLED.glob("*.yaml")} - set(CHAPTERS)
    assert unnamed <= {"pa-549-procedure-2-bar", "pa-551-procedure-2-bar"}, unnamed
    assert len(CHAPTERS) >= 60


@pytest.mark.parametrize("named", sorted(CHAPTERS))
def test_a_bundled_submission_as_the_product_keeps_every_verdict_written_for_it(
        named: str, without_rules: dict[Key, dict[str, Any]], tmp_path: Path) -> None:
    sections = [option for chapter in CHAPTERS[named] for option in ("--section", chapter)]
    product = _run(tmp_path / "out", "--rules", str(BUNDLED / f"{named}.yaml"), *sections)
    broken = [(v["nodeid"], v["status"], v["message"]) for v in product if v["status"] in ("failed", "error")]
    assert broken == []
    ran = {_key(v): v for v in product}
    written_for = [key for key, v in without_rules.items() if named in _names(v)]
    assert written_for, f"no scenario names {named}"
    lost = [(key, v["status"], ran[key]["status"] if key in ran else "(not in the run)",
             ran[key]["message"] if key in ran else "")
            for key in written_for for v in [without_rules[key]]
            if key not in ran or ((v["status"], v["message"]) != (ran[key]["status"], ran[key]["message"])
                                  and not _another_edition(ran[key]))]
    assert lost == [], f"{len(lost)} of {len(written_for)} verdicts written for {named} changed"
