"""The regulation index, the feature index and `tablecert coverage`: every citation of the
texts is listed, the suite accounts for every subsection of the chapters it transcribes,
and a broken feature file is refused with its file and line."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tablecert.cli import main
from tablecert.coverage import build_coverage
from tablecert.feature_index import load_scenarios
from tablecert.files import InputError
from tablecert.regulation_index import load_index
from tablecert.resources import regulations_dir

ROOT_DIR = Path(__file__).resolve().parent.parent
SHARED = ROOT_DIR.parent / "shared" / "regulations"


def _citations() -> set[str]:
    return {c.citation for c in load_index() if not c.later}


def test_bundled_regulation_texts_are_the_seeds() -> None:
    if not SHARED.exists():
        pytest.skip("../shared/regulations is not beside this checkout")
    for seed in SHARED.glob("*.txt"):
        assert (regulations_dir() / seed.name).read_bytes() == seed.read_bytes(), seed.name


@pytest.mark.parametrize("citation", [
    "649a.11(c)(3)(ii)(B)", "649a.11(c)(5)(v)", "649a.5(f)(2)(ii)", "649a.12(e)(5)",
    "643a.12(d)", "643a.8(d)(5)", "565.12(h)(2)", "565.12(j)", "565.11a(e)", "537.5a(b)",
    "649a.1 Envy Bonus Qualifying Hand", "653a.1 Trips Wager", "565.1 Progressive payout hand",
])
def test_the_index_holds_the_codes_own_citations(citation: str) -> None:
    assert citation in _citations()


def test_a_cross_reference_is_not_taken_for_a_section_header() -> None:
    """649a.10(b) ends "in accordance with § 649a.7. The dealer shall then deliver ..."."""
    sections = [c for c in load_index() if c.citation.startswith("649a.7(")]
    assert all("stack" not in c.text for c in sections)
    assert len({c.citation for c in sections}) == len(sections)


def test_roman_numerals_and_letters_are_told_apart() -> None:
    assert "649a.11(c)(5)(iv)" in _citations()  # roman, after a lead-in
    assert "565.12(i)" in _citations()  # the letter i after (h)(2), whose table ends in $125
    assert "565.12(h)(2)(i)" not in _citations()


def test_elided_2010_subsections_are_known_but_not_printed() -> None:
    elided = {c.citation for c in load_index() if c.elided}
    assert {"565.12(a)", "565.12(f)", "565.11(d)(1)", "559.15(e)"} <= elided
    assert "565.12(g)" not in elided


def test_every_subsection_of_the_transcribed_chapters_is_accounted_for() -> None:
    entries, unknown = build_coverage()
    assert unknown == []
    transcribed = ("649a", "565", "643a", "559")
    missing = [e.citation.citation + (" (later text)" if e.citation.later else "")
               for e in entries if e.citation.chapter in transcribed and e.status == "missing"]
    assert missing == [], missing


def test_coverage_json_lists_citations_with_status_and_scenarios(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["coverage", "--json", "--section", "649a.11"]) == 0
    out = json.loads(capsys.readouterr().out)
    by = {c["citation"]: c for c in out["citations"]}
    assert by["649a.11(c)(3)(i)"]["status"] == "automated"
    assert any(s.startswith("649a.11(c)(3)(i)") for s in by["649a.11(c)(3)(i)"]["scenarios"])
    assert by["649a.11(c)(5)(iii)"]["status"] == "manual"
    assert all(c["citation"].startswith("649a.11") for c in out["citations"])


def test_coverage_of_an_unknown_section_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["coverage", "--section", "999a.1"]) == 2
    assert "999a.1" in capsys.readouterr().err


def _write(folder: Path, name: str, text: str) -> None:
    (folder / name).write_text(text, encoding="utf-8")


def test_a_malformed_feature_file_is_refused_with_its_name(tmp_path: Path) -> None:
    _write(tmp_path, "bad.feature", "Feature: x\n  Scenario: 649a.2(a) one\n    Given x\n"
           "Feature: a second feature in one file\n")
    expected = r"bad\.feature:4:1: malformed feature file: expected: .*got 'Feature: a second"
    with pytest.raises(InputError, match=expected):
        load_scenarios(tmp_path)


def test_a_scenario_without_a_citation_is_refused_with_file_and_line(tmp_path: Path) -> None:
    _write(tmp_path, "a.feature", "Feature: x\n\n  Scenario: Dealer holds jack high\n    Given x\n")
    with pytest.raises(InputError, match=r"a\.feature:3: scenario 'Dealer holds jack high' does not begin"):
        load_scenarios(tmp_path)


def test_a_duplicated_scenario_name_is_refused_with_both_places(tmp_path: Path) -> None:
    body = "  Scenario: 649a.2(a) the same name\n    Given x\n"
    _write(tmp_path, "a.feature", "Feature: a\n" + body)
    _write(tmp_path, "b.feature", "Feature: b\n" + body)
    with pytest.raises(InputError, match=r"b\.feature:2: .*used again \(first at .*a\.feature:2\)"):
        load_scenarios(tmp_path)


def test_an_unknown_step_is_refused_with_file_and_line_before_anything_runs(tmp_path: Path) -> None:
    from tablecert.feature_index import check_steps
    from tablecert.steps import STEP_MODULES

    _write(tmp_path, "a.feature", "Feature: x\n\n  Scenario: 649a.2(a) a step nobody wrote\n"
           "    Given a Three Card Poker table under Rules Submission \"pa-649a-paytable-A\"\n"
           "    And seat 1 juggles three chips\n")
    with pytest.raises(InputError, match=r"a\.feature:5: no step definition matches Given 'seat 1 juggles"):
        check_steps(load_scenarios(tmp_path), STEP_MODULES)


def test_every_module_of_steps_that_defines_steps_is_a_step_module() -> None:
    """STEP_MODULES (what tablecert/suite.py binds and the pre-flight check matches against) is
    every module of steps/ but the few that define no step: a new game's steps module needs
    no list of its own."""
    from tablecert.steps import NOT_STEPS, STEP_MODULES

    defining = {p.stem for p in (ROOT_DIR / "steps").glob("*.py")
                if re.search(r"^@(given|when|then)\(", p.read_text(encoding="utf-8"), re.M)}
    assert defining, "no step definitions found in steps/"
    assert {m.removeprefix("tablecert.steps.") for m in STEP_MODULES} == {
        p.stem for p in (ROOT_DIR / "steps").glob("*.py") if p.stem != "__init__"} - NOT_STEPS
    assert defining <= {m.removeprefix("tablecert.steps.") for m in STEP_MODULES}
    assert not defining & NOT_STEPS


# coverage and the matrix agree citation for citation (tablecert.coverage.resolve, one rule):
# manual, not applicable and missing are the same; automated is refined into the run's result
_RAN = {"passed", "partial", "failed", "error", "waived", "inconclusive", "skipped", "not run"}
_AGREES = {"automated": _RAN, "checked-in-submission": {"checked-in-submission", "failed", "error", "waived"}}
TCP_ONLY = "examples/products/own/three-card-poker-paytables.yaml"


def _disagreements(coverage: list[dict], matrix: list[dict]) -> list[tuple[str, str, str, str]]:
    found = {(c["citation"], c["text"]): c["status"] for c in coverage}
    rows = {(r["citation"], r["text"]): r["status"] for r in matrix}
    assert found.keys() == rows.keys()
    return [(*key, found[key], rows[key]) for key in found
            if rows[key] not in _AGREES.get(found[key], {found[key]})]


def _coverage_json(capsys: pytest.CaptureFixture[str], *rules: str) -> list[dict]:
    capsys.readouterr()
    assert main(["coverage", "--json", *(["--rules", *rules] if rules else [])]) == 0
    return json.loads(capsys.readouterr().out)["citations"]


def _run_matrix(tmp_path: Path, *rules: str) -> Path:
    import subprocess
    import sys

    report = tmp_path / "report"
    run = [sys.executable, "-m", "tablecert.cli", "run", "--target", "in-process", "--quiet",
           "--report", str(report), *(["--rules", *rules] if rules else [])]
    done = subprocess.run(run, cwd=ROOT_DIR, capture_output=True, text=True, timeout=900, check=False)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    return report


def test_a_three_card_poker_product_s_matrix_and_checklist_agree_with_its_coverage(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 29: 649a.10 of the later text, 649a.2(b) and 649a.3(b) disagreed; the checklist
    holds only the chapters a Three Card Poker product is governed by."""
    report = _run_matrix(tmp_path, TCP_ONLY)
    matrix = json.loads((report / "matrix.json").read_text())["citations"]
    assert _disagreements(_coverage_json(capsys, TCP_ONLY), matrix) == []
    lines = [line for line in (report / "checklist.md").read_text().splitlines() if line.startswith("- [ ]")]
    chapters = {re.match(r"- \[ \] \*\*(\d+a?)\.", line).group(1) for line in lines}  # type: ignore[union-attr]
    assert lines and chapters <= {"649a", "523", "525"}, chapters
    assert not any(r["status"] == "missing" for r in matrix)


def test_the_bundled_suite_s_matrix_agrees_with_its_coverage(capsys: pytest.CaptureFixture[str]) -> None:
    """The same without --rules, before anything ran: automated is "not run"."""
    from tablecert.coverage import suite_coverage
    from tablecert.reports.matrix import build_matrix
    from tablecert.steps import STEP_MODULES

    matrix = build_matrix(suite_coverage(STEP_MODULES)[0], [], target="reference")
    assert _disagreements(_coverage_json(capsys), [r.to_json() for r in matrix.rows]) == []


@pytest.mark.exhaustive  # 20 s: the whole bundled suite in-process
def test_the_bundled_suite_s_run_agrees_with_its_coverage(tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    matrix = json.loads((_run_matrix(tmp_path) / "matrix.json").read_text())["citations"]
    assert _disagreements(_coverage_json(capsys), matrix) == []


def test_a_citation_with_no_scenario_is_named_in_the_banner() -> None:
    """Not hidden under a green "nothing failed": matrix.md, the console and summary.json."""
    from tablecert.reports.matrix import build_matrix, render_markdown
    from tablecert.reports.summary import summarize

    entries, _ = build_coverage([s for s in load_scenarios() if s.citation != "649a.11(c)(5)(v)"])
    matrix = build_matrix(entries, [], target="reference", sections=["649a.11(c)(5)"])
    assert matrix.missing == ["649a.11(c)(5)(v)"]
    assert "nothing failed**; **1 citation with no scenario: 649a.11(c)(5)(v)**" in render_markdown(matrix)
    summary = summarize([], target="reference")
    summary.missing = matrix.missing
    assert "1 citation with no scenario: 649a.11(c)(5)(v)" in summary.render_console()
    assert summary.to_json()["missing_citations"] == ["649a.11(c)(5)(v)"]
