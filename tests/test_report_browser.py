"""The HTML matrix in a real headless browser (Chromium through Playwright): it opens on
the failures (banner and failure list above the fold), shows the counts, and its filters
work. Needs /usr/bin/chromium; .ci/run installs it and sets TABLECERT_BROWSER_REQUIRED=1, so
in CI a missing browser fails instead of skipping."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]


@pytest.fixture(scope="module")
def page_url(tmp_path_factory: pytest.TempPathFactory) -> str:
    report = tmp_path_factory.mktemp("report") / "out"
    proc = subprocess.run([sys.executable, "-m", "tablecert.cli", "run", "--target", "in-process",
                           "--section", "649a.11", "--defect", "tie-goes-to-dealer", "--report", str(report)],
                          cwd=ROOT, capture_output=True, text=True, timeout=600, check=False)
    assert proc.returncode == 1, proc.stdout + proc.stderr
    return (report / "matrix.html").as_uri()


@pytest.fixture
def browser() -> Iterator[Any]:
    """The system's Chromium through Playwright (skipped without it, failed in CI)."""
    if CHROMIUM is None:
        if os.environ.get("TABLECERT_BROWSER_REQUIRED"):
            pytest.fail("no chromium on this machine, and .ci/run requires the browser check")
        pytest.skip("no chromium on this machine (apt-get install chromium)")
    playwright = pytest.importorskip("playwright.sync_api")
    with playwright.sync_playwright() as p:
        launched = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            yield launched
        finally:
            launched.close()


def test_the_matrix_page_opens_shows_counts_and_filters(page_url: str, browser: Any) -> None:
    page = browser.new_page()
    page.goto(page_url)
    assert page.title() == "tablecert traceability matrix"
    total = int(page.locator("#shown").inner_text())
    assert total == page.locator("#matrix tbody tr[data-status]").count() > 20
    failed = int(page.locator('span.count[data-status="failed"]').inner_text())
    assert failed >= 1
    # the status filter: only the failed rows stay
    for box in page.locator('input.st:not([value="failed"])').all():
        box.uncheck()
    assert int(page.locator("#shown").inner_text()) == failed
    assert page.locator("#matrix tbody tr[data-status]:visible").count() == failed
    assert "649a.11(c)(3)(ii)(C)" in page.locator("#matrix tbody").inner_text()
    # the text filter narrows further, and section headers follow their rows
    page.locator('input.st[value="passed"]').check()
    page.fill("#q", "649a.11(c)(3)(ii)(C)")
    shown = int(page.locator("#shown").inner_text())
    assert 1 <= shown < total
    assert page.locator("#matrix tbody tr[data-head]:visible").count() == 1


def test_the_failures_are_above_the_fold(page_url: str, browser: Any) -> None:
    """On a laptop's first screen, before any scrolling: the banner with the counts and the
    list of failures, each with the command that replays it."""
    page = browser.new_page(viewport={"width": 1280, "height": 720})
    page.goto(page_url)
    height = 720

    def above_the_fold(selector: str) -> None:
        box = page.locator(selector).first.bounding_box()
        assert box is not None, selector
        assert box["y"] >= 0 and box["y"] + box["height"] <= height, (selector, box)

    above_the_fold("#banner")
    assert "failed" in page.locator("#banner").inner_text()
    above_the_fold("#failures h2")
    above_the_fold("#failure-list tbody tr")
    first = page.locator("#failure-list tbody tr").first
    assert "failed" in first.inner_text()
    assert "tablecert run" in first.locator("code.replay").inner_text()
    assert "649a.11" in first.inner_text()
    assert "649a.11(c)(3)(ii)" in page.locator("#failure-list").inner_text()
    # the matrix itself starts below the failures
    matrix = page.locator("#matrix").bounding_box()
    failures = page.locator("#failures").bounding_box()
    assert matrix is not None and failures is not None and matrix["y"] > failures["y"]
