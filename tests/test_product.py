"""``tablecert run --rules``: the vendor's own Rules Submission stands in for a scenario's
where it agrees in every field the scenario needs; otherwise the scenario is not applicable,
the reason naming the field; never error, never passed. tests/vendor_minimal with its own
submission gets a clean run."""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tablecert.files import resolve_rules_submission
from tablecert.oracle.card_games import parse_rules_submission
from tablecert.product import stand_in

ROOT = Path(__file__).resolve().parent.parent
VENDOR_RULES = ROOT / "tests" / "vendor_minimal" / "vendor-minimal.yaml"
VENDOR = parse_rules_submission(VENDOR_RULES.read_text(encoding="utf-8"), source=str(VENDOR_RULES))
SETTLE = "649a.11(c)(3)(i)"


def test_the_product_stands_in_where_it_agrees() -> None:
    named = resolve_rules_submission("pa-649a-paytable-A")
    chosen = stand_in(named, [VENDOR], SETTLE, ["seat 1 places an Ante Wager of $10",
                                                "seat 1's Play Wager is returned"])
    assert chosen is VENDOR


def test_another_paytable_runs_a_scenario_not_written_for_one() -> None:
    """649a.11(b)(1) holds whatever the Pair Plus paytable: only a scenario whose amounts are a
    paytable's lines (``@written_for_three_card_poker.pair_plus``) needs the same letter."""
    named = resolve_rules_submission("pa-649a-paytable-B")
    texts = ["seat 1 places a Pair Plus Wager of $10", "seat 1 folds"]
    assert stand_in(named, [VENDOR], SETTLE, texts) is VENDOR
    reason = stand_in(named, [VENDOR], SETTLE, texts, ["written_for_three_card_poker.pair_plus"])
    assert isinstance(reason, str) and reason.startswith(
        "three_card_poker.pair_plus: 649a.12(d) paytable A in vendor-minimal, the scenario is written "
        "for 649a.12(d) paytable B (pa-649a-paytable-B)"), reason


@pytest.mark.parametrize(("named", "texts", "field"), [
    ("pa-649a-paytable-A", ["seat 2 places a Progressive Payout Wager of $1"],
     "three_card_poker.progressive"),
    ("pa-649a-version-e", ["seat 1 places an Ante Wager of $10"], "three_card_poker.version"),
    ("pa-649a-three-seats", ["seat 4 places an Ante Wager of $10"], "table.seats"),
    ("pa-643a-paytable-A", ["seat 1 places the three Let It Ride Poker Wagers of $10 each"], "game"),
])
def test_a_scenario_the_product_does_not_offer_names_the_field(named: str, texts: list[str],
                                                              field: str) -> None:
    reason = stand_in(resolve_rules_submission(named), [VENDOR], SETTLE, texts)
    assert isinstance(reason, str) and reason.startswith(field), reason
    if field != "game":
        assert "vendor-minimal" in reason and named in reason


def test_the_device_sections_need_the_dealing_method() -> None:
    named = resolve_rules_submission("pa-649a-dealing-manual-shoe")
    reason = stand_in(named, [VENDOR], "649a.8(d)", ["seat 1 places an Ante Wager of $10"])
    assert isinstance(reason, str) and reason.startswith("table.dealing: hand in vendor-minimal")
    assert stand_in(named, [VENDOR], SETTLE, ["seat 1 places an Ante Wager of $10"]) is VENDOR


def test_an_invalid_product_submission_is_refused_naming_file_and_line(tmp_path: Path) -> None:
    bad = tmp_path / "ours.yaml"
    text = VENDOR_RULES.read_text(encoding="utf-8")
    bad.write_text(text.replace("seats: 7", "seats: 9"), encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "tablecert.cli", "run", "--rules", str(bad), "--report",
                           str(tmp_path / "out")], cwd=ROOT, capture_output=True, text=True, timeout=300,
                          check=False)
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert f"{bad}:" in proc.stderr and "table.seats" in proc.stderr and "649a.2(a)" in proc.stderr
    assert not (tmp_path / "out").exists()


def test_the_minimal_vendor_gets_a_clean_run_under_its_own_submission(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("minimal_vendor",
                                                  ROOT / "tests" / "vendor_minimal" / "minimal_vendor.py")
    assert spec is not None and spec.loader is not None
    vendor = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(vendor)
    report = tmp_path / "out"
    with vendor.running() as url:
        proc = subprocess.run([sys.executable, "-m", "tablecert.cli", "run", "--target", url, "--section",
                               "649a.11(c)", "--rules", str(VENDOR_RULES), "--report", str(report)],
                              cwd=ROOT, capture_output=True, text=True, timeout=300, check=False,
                              env={**os.environ})
    assert proc.returncode == 0, proc.stdout + proc.stderr
    verdicts = json.loads((report / "verdicts.json").read_text(encoding="utf-8"))
    statuses = {v["status"] for v in verdicts}
    assert statuses <= {"passed", "manual", "not-applicable", "skipped"}, statuses
    assert sum(v["status"] == "passed" for v in verdicts) >= 10
    na = [v["message"] for v in verdicts if v["status"] == "not-applicable"]
    assert na and all(m.startswith("not applicable: ") for m in na)
    assert any("three_card_poker.progressive: not offered in vendor-minimal" in m for m in na)
    evidence = json.loads((report / "evidence.json").read_text(encoding="utf-8"))
    [recorded] = evidence["options"]["rules_submissions"]
    assert recorded["name"] == "vendor-minimal"
    assert recorded["sha256"] == hashlib.sha256(VENDOR_RULES.read_bytes()).hexdigest()
    # the matrix a lab files names the product's submission and its sha256 too
    matrix = json.loads((report / "matrix.json").read_text(encoding="utf-8"))
    assert matrix["rules_submissions"] == evidence["options"]["rules_submissions"]
    for page in ("matrix.md", "matrix.html"):
        text = (report / page).read_text(encoding="utf-8")
        assert "vendor-minimal" in text and recorded["sha256"] in text, page


def test_coverage_shows_each_citation_for_the_product() -> None:
    from tablecert.coverage import build_coverage
    from tablecert.feature_index import load_scenarios
    from tablecert.product import load_product, product_scenarios

    entries, _ = build_coverage(product_scenarios(load_scenarios(), load_product([str(VENDOR_RULES)])))
    status = {e.citation.citation: e for e in entries if not e.citation.later}
    assert status["649a.12(d)"].status == "automated"  # Pair Plus, paytable A: offered
    assert status["649a.12(f)"].status == "not-applicable"  # no Six Card Bonus Wager
    assert status["649a.12(f)"].reason.startswith(
        "three_card_poker.six_card_bonus: not offered in vendor-minimal")
    assert status["643a.12(a)"].status == "not-applicable"  # no Let It Ride


def _minimal_vendor_run(tmp_path: Path, *options: str) -> list[dict[str, str]]:
    spec = importlib.util.spec_from_file_location("minimal_vendor",
                                                  ROOT / "tests" / "vendor_minimal" / "minimal_vendor.py")
    assert spec is not None and spec.loader is not None
    vendor = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(vendor)
    report = tmp_path / "out"
    with vendor.running() as url:
        subprocess.run([sys.executable, "-m", "tablecert.cli", "run", "--target", url, "--quiet", *options,
                        "--report", str(report)], cwd=ROOT, capture_output=True, text=True, timeout=3000,
                       check=False)
    verdicts: list[dict[str, str]] = json.loads((report / "verdicts.json").read_text(encoding="utf-8"))
    return verdicts


def _figure(text: str, status: str) -> int:
    import re

    found = re.search(rf"([\d,]+) {status}\b", text)
    assert found, status
    return int(found.group(1).replace(",", ""))


@pytest.mark.exhaustive
def test_the_minimal_vendor_s_figures_are_a_run_s_and_add_up_to_the_suite(tmp_path: Path) -> None:
    """docs/rules-submission.md's figures for tests/vendor_minimal under its own submission:
    each status's count, the skipped ones by the capability they need, and their sum, the
    suite's scenarios with each outline example counted (#32: they added up to 1,197 of 1,563)."""
    from collections import Counter

    from tablecert.feature_index import load_scenarios

    doc = " ".join((ROOT / "docs" / "rules-submission.md").read_text(encoding="utf-8").split())
    sentence = doc[doc.index("with its own submission the whole suite"):]
    sentence = sentence[:sentence.index("0 error") + len("0 error")]
    verdicts = _minimal_vendor_run(tmp_path, "--rules", str(VENDOR_RULES))
    counts = Counter(v["status"] for v in verdicts)
    total = sum(s.examples for s in load_scenarios())
    assert len(verdicts) == total and f"{total:,} scenarios" in sentence
    for status, words in (("passed", "passed"), ("manual", "manual"), ("not-applicable", "not applicable"),
                          ("skipped", "skipped"), ("failed", "failed"), ("error", "error")):
        assert _figure(sentence, words) == counts[status], (status, sentence)
    needs = Counter(v["message"].rsplit("capability ", 1)[-1].strip("'") for v in verdicts
                    if v["status"] == "skipped")
    for capability, count in needs.items():
        assert f"`{capability}` {count}" in sentence, (capability, count, sentence)


@pytest.mark.exhaustive
def test_the_minimal_vendor_without_its_submission_gives_the_doc_s_figures(tmp_path: Path) -> None:
    doc = " ".join((ROOT / "docs" / "rules-submission.md").read_text(encoding="utf-8").split())
    sentence = doc[doc.index("Without `--rules`, `--section 649a` gives it"):]
    sentence = sentence[:sentence.index("(")]
    verdicts = _minimal_vendor_run(tmp_path, "--section", "649a")
    for status in ("passed", "failed", "error"):
        assert _figure(sentence, status) == sum(v["status"] == status for v in verdicts), (status, sentence)
