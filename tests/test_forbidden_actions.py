"""Issue 21, item 2: every subsection that forbids an action, or limits when it may be
taken, is tried against the system by a scenario that expects the refusal.

docs/forbidden-actions.md holds the table (subsection -> scenarios); these tests hold it to
the feature files and the regulation texts, both ways: what the table names exists and
expects a refusal, and every scenario that expects a refusal is in the table.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tablecert.feature_index import ScenarioInfo, load_scenarios
from tablecert.regulation_index import load_index

DOC = Path(__file__).resolve().parent.parent / "docs" / "forbidden-actions.md"
_REFUSAL = re.compile(r"refus|not recognised|not accepted")


def _expects_refusal(s: ScenarioInfo) -> bool:
    """A Then step expecting the system to refuse (not the harness's own Rules Submission check,
    nor one accepting "either" a refusal or another answer the text allows)."""
    return any(kind == "then" and _REFUSAL.search(text) and "Rules Submission is" not in text
               and " is either refused " not in text for kind, text, _ in s.steps)


def _table(heading: str) -> list[list[str]]:
    """The rows of the Markdown table under ``heading``, each a list of its cells."""
    text = DOC.read_text(encoding="utf-8")
    part = text.split(f"## {heading}\n", 1)[1].split("\n## ", 1)[0]
    rows = [line for line in part.splitlines() if line.startswith("| ")]
    return [[cell.strip() for cell in row.strip("|").split(" | ")] for row in rows[1:]]


@pytest.fixture(scope="module")
def scenarios() -> dict[str, ScenarioInfo]:
    return {s.name: s for s in load_scenarios()}


TRIED = ("Tried in a scripted round", "Tried step by step")


@pytest.mark.parametrize(("heading", "least"), [(TRIED[0], 60), (TRIED[1], 5)])
def test_each_forbidding_subsection_is_tried_by_a_scenario_expecting_the_refusal(
        scenarios: dict[str, ScenarioInfo], heading: str, least: int) -> None:
    citations = {c.citation for c in load_index()}
    rows = _table(heading)
    assert len(rows) >= least, f"only {len(rows)} rows read from {DOC.name}, {heading!r}"
    for citation, words, tried, names in rows:
        assert citation in citations, f"{citation}: not a citation of the regulation texts"
        assert words.startswith('"') and tried, f"{citation}: quote the words and say what is tried"
        listed = [n.strip() for n in names.split(" ; ")]
        for name in listed:
            assert name in scenarios, f"{citation}: no scenario named {name!r}"
            s = scenarios[name]
            assert s.citation == citation, f"{name!r} cites {s.citation}, not {citation}"
            assert s.kind == "executable", f"{name!r} is {s.kind}: it asks no system"
            assert _expects_refusal(s), f"{name!r} has no Then step expecting a refusal"


def test_every_scenario_expecting_a_refusal_is_in_the_table(scenarios: dict[str, ScenarioInfo]) -> None:
    listed = {n.strip() for heading in TRIED for row in _table(heading) for n in row[3].split(" ; ")}
    unlisted = sorted(s.where + " " + s.name for s in scenarios.values()
                      if s.kind == "executable" and _expects_refusal(s) and s.name not in listed)
    assert not unlisted, ("scenarios that try a forbidden action, missing from "
                          "docs/forbidden-actions.md:\n" + "\n".join(unlisted))


def test_each_subsection_not_tried_says_why() -> None:
    citations = {c.citation for c in load_index()}
    for citation, words, why in _table("Not tried in a scripted round"):
        assert citation in citations, f"{citation}: not a citation of the regulation texts"
        assert words.startswith('"') and len(why) > 20, f"{citation}: quote the words and give the reason"
