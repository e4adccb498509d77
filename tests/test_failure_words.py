"""Every failure leads with the discrepancy in words (issue #32, item 1): the first
differing field as a reader names it, what the system shows, what the regulation expects
and the subsection, in the harness's card notation and in dollars; no Python repr. The
same first line opens the console's failure block, JUnit's ``<failure message=...>``, the
top of matrix.html, summary.json and Allure."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from pathlib import Path

import pytest

from tablecert.oracle.cards import parse_cards
from tablecert.oracle.judge import Difference, Discrepancy, compare
from tablecert.oracle.round import Observation, Outcome, SettlementLine
from tablecert.oracle.wagers import Wager
from tablecert.reports.summary import display_name

ROOT = Path(__file__).resolve().parent.parent
DEFECT = "tie-goes-to-dealer"  # 649a.11(c)(3)(ii)(C): the Ante and Play Wagers collected on a tie
FORFEIT = "649a.11(c) Forfeited wagers are collected before any other wager is settled"
# the whole-observation judgement's first differing field for that scenario under the defect
LEAD = ("settlement line 3: seat 5 Ante Wager of $10 lost, $0 back, expected seat 5 Ante Wager of $10 "
        "returned, $10 back [649a.11(c)(3)(ii)(C)]")
PYTHON = ("None", "expected '", "observed ", "Card(", "<Outcome", "round 1 of scenario")


def test_a_missing_or_extra_value_is_nothing_not_none() -> None:
    missing = Difference("settlements[7]", "seat 1 Pair Plus Wager of $5 won", None, "649a.12(a)")
    extra = Difference("settlements[7]", None, "seat 1 Pair Plus Wager of $5 won", "649a.12(a)")
    assert str(missing) == \
        "settlement line 8: not shown, expected seat 1 Pair Plus Wager of $5 won [649a.12(a)]"
    assert str(extra) == "settlement line 8: seat 1 Pair Plus Wager of $5 won, expected nothing [649a.12(a)]"


def test_money_is_dollars_cards_are_the_harness_notation_and_truth_is_yes_or_no() -> None:
    assert str(Difference("meter_after", 1_010_788, 1_000_000, "649a.12(e)(3)", money=True)) == \
        "the progressive meter after the round: $10,000, expected $10,107.88 [649a.12(e)(3)]"
    [want, got] = parse_cards("9h 3c")
    assert str(Difference("dealer[1]", want, got)) == "dealer card 2: 3c, expected 9h"
    assert str(Difference("dealer_qualifies", True, False, "649a.11(c)(3)")) == \
        "the dealer qualifies: no, expected yes [649a.11(c)(3)]"


def test_a_changed_settlement_line_names_the_sums_that_differ_in_dollars() -> None:
    def line(outcome: Outcome, returned: int) -> SettlementLine:
        return SettlementLine(5, Wager.ANTE, outcome, 1000, paid=0, returned=returned,
                              citation="649a.11(c)(3)(ii)(C)")

    want = Observation(round_number=1, settlements=(line(Outcome.RETURNED, 1000),))
    got = Observation(round_number=1, settlements=(line(Outcome.LOST, 0),))
    [difference] = compare(want, got)
    assert str(difference) == ("settlement line 1: seat 5 Ante Wager of $10 lost, $0 back, expected seat 5 "
                               "Ante Wager of $10 returned, $10 back [649a.11(c)(3)(ii)(C)]")


def test_a_discrepancy_s_first_line_is_its_first_differing_field() -> None:
    found = Discrepancy([Difference("void", True, False, "649a.13(c)"),
                         Difference("table_result", 0, 2000, money=True)],
                        context="in round 1 of the scenario")
    assert str(found).splitlines() == [
        "the round is void: no, expected yes [649a.13(c)]", "and 1 more field:",
        "  - the table inventory's result: $20, expected $0", "in round 1 of the scenario"]


def test_an_outline_s_name_shows_its_values_not_its_placeholders() -> None:
    verdict = {"scenario": "649a.12(a) Paytable <paytable>: <hand> pays <odds>", "example_index": 4,
               "example": {"paytable": "A", "hand": "Straight", "odds": "6 to 1"}}
    assert display_name(verdict) == \
        "649a.12(a) Paytable A: Straight pays 6 to 1 [example 4: paytable=A, hand=Straight, odds=6 to 1]"


class _FailureList(HTMLParser):
    """The text of the first ``div.lead`` in matrix.html, and where the failure list starts."""

    def __init__(self) -> None:
        super().__init__()
        self.leads: list[str] = []
        self._in_lead = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "div" and ("class", "lead") in attrs:
            self._in_lead = True
            self.leads.append("")

    def handle_endtag(self, tag: str) -> None:
        if tag == "div":
            self._in_lead = False

    def handle_data(self, data: str) -> None:
        if self._in_lead:
            self.leads[-1] += data


@pytest.fixture(scope="module")
def defect_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[str, Path]:
    report = tmp_path_factory.mktemp("words") / "out"
    proc = subprocess.run([sys.executable, "-m", "tablecert.cli", "run", "--target", "in-process",
                           "--scenario", FORFEIT, "--defect", DEFECT, "--report", str(report)],
                          cwd=ROOT, capture_output=True, text=True, timeout=600, check=False)
    assert proc.returncode == 1, proc.stdout + proc.stderr
    return proc.stdout, report


def test_the_console_s_first_failure_block_leads_with_the_field_in_words(
    defect_run: tuple[str, Path],
) -> None:
    stdout, _ = defect_run
    block = stdout.split("\nFAILED  ", 1)[1].splitlines()
    assert block[2] == f"  | {LEAD}"  # after the heading and the feature file: the discrepancy
    replay = next(i for i, line in enumerate(block) if line.startswith("  replay: "))
    assert replay > 2  # then the replay command
    assert not any(p in "\n".join(block[2:replay]) for p in PYTHON)


def test_junit_s_message_attribute_is_the_first_differing_field(defect_run: tuple[str, Path]) -> None:
    _, report = defect_run
    [failure] = ET.parse(report / "junit.xml").getroot().iter("failure")
    assert failure.get("message") == LEAD
    assert (failure.text or "").startswith(LEAD + "\nand 4 more fields:\n")


def test_matrix_html_summary_json_and_allure_lead_with_the_same_words(defect_run: tuple[str, Path]) -> None:
    _, report = defect_run
    page = (report / "matrix.html").read_text(encoding="utf-8")
    leads = _FailureList()
    leads.feed(page)
    assert leads.leads == [LEAD]
    assert page.index('id="failure-list"') < page.index('id="matrix"')
    [failure] = json.loads((report / "summary.json").read_text())["failures"]
    assert failure["message"].splitlines()[0] == LEAD
    [result] = [json.loads(p.read_text()) for p in (report / "allure-results").glob("*-result.json")]
    assert result["statusDetails"]["message"].splitlines()[0] == LEAD


def test_pdf_without_a_browser_is_one_line_and_never_fails_the_run(tmp_path: Path) -> None:
    report = tmp_path / "out"
    proc = subprocess.run([sys.executable, "-m", "tablecert.cli", "run", "--target", "in-process",
                           "--section", "649a.6(a)", "--pdf", "--report", str(report)],
                          cwd=ROOT, capture_output=True, text=True, timeout=600, check=False,
                          env={**os.environ, "TABLECERT_CHROMIUM": "no-such-browser"})
    assert proc.returncode == 0, proc.stdout + proc.stderr
    said = [line for line in proc.stdout.splitlines() if "matrix.pdf" in line]
    assert said == ["tablecert run: no Chromium on this machine (apt-get install chromium, or set "
                    "TABLECERT_CHROMIUM); no matrix.pdf"]
    assert (report / "matrix.html").is_file() and not (report / "matrix.pdf").exists()
