"""The HTML matrix in a real headless browser (Chromium through Playwright, and Chromium's
own --screenshot and --print-to-pdf): it opens on the failures (banner, the chapters by
status and the failure list above the fold), shows the counts, its filters work, replay
commands wrap only at spaces, the print stylesheet unfolds every chapter, and ``tablecert
run --pdf`` writes the PDF. Needs /usr/bin/chromium; .ci/run installs it and sets
TABLECERT_BROWSER_REQUIRED=1, so in CI a missing browser fails instead of skipping."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def _browser_required() -> None:
    if CHROMIUM is None:
        if os.environ.get("TABLECERT_BROWSER_REQUIRED"):
            pytest.fail("no chromium on this machine, and .ci/run requires the browser check")
        pytest.skip("no chromium on this machine (apt-get install chromium)")


def _run(report: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "tablecert.cli", "run", "--target", "in-process", *args,
                           "--report", str(report)], cwd=ROOT, capture_output=True, text=True, timeout=600,
                          check=False)


@pytest.fixture(scope="module")
def failing_report(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A run with a defect, its PDF printed (``--pdf``)."""
    _browser_required()
    report = tmp_path_factory.mktemp("report") / "out"
    proc = _run(report, "--section", "649a.11", "--defect", "tie-goes-to-dealer", "--pdf")
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert "matrix.pdf" not in proc.stdout  # written: nothing to say
    return report


@pytest.fixture(scope="module")
def clean_report(tmp_path_factory: pytest.TempPathFactory) -> Path:
    _browser_required()
    report = tmp_path_factory.mktemp("clean") / "out"
    proc = _run(report, "--section", "649a.6", "--section", "649a.12")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return report


@pytest.fixture(scope="module")
def page_url(failing_report: Path) -> str:
    return (failing_report / "matrix.html").as_uri()


@pytest.fixture
def browser() -> Iterator[Any]:
    """The system's Chromium through Playwright (skipped without it, failed in CI)."""
    _browser_required()
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

    above_the_fold("#chapter-picture")
    # the first row leads with the first differing field in words, shown, not folded away
    lead = first.locator(".lead")
    assert lead.is_visible() and lead.inner_text().startswith("settlement line ")


# the picture's colours (reports/matrix_html.py STATUS_COLOURS) and a failure row's background
FAILED_BAR, PASSED_BAR, FAILED_ROW = (0xC6, 0x28, 0x28), (0x2E, 0x7D, 0x32), (0xFF, 0xDD, 0xDD)


def _first_screen(report: Path, png: Path) -> Any:
    """matrix.html's first screen at 1280x720, photographed by Chromium itself (--screenshot)."""
    from PIL import Image

    from tablecert.reports.pdf import screenshot

    trouble = screenshot(report / "matrix.html", png, width=1280, height=720, browser=CHROMIUM)
    assert trouble is None, trouble
    return Image.open(png).convert("RGB")


def _pixels(image: Any, colour: tuple[int, int, int], *, top: int = 0, bottom: int = 720) -> int:
    """How many pixels of the band from ``top`` to ``bottom`` are exactly ``colour``."""
    return int((np.asarray(image)[top:bottom] == colour).all(axis=2).sum())


def _colours(image: Any) -> int:
    return len(np.unique(np.asarray(image).reshape(-1, 3), axis=0))


def test_the_failing_first_screen_shows_the_chapters_by_status_and_the_failures(
    failing_report: Path, tmp_path: Path,
) -> None:
    image = _first_screen(failing_report, tmp_path / "failing.png")
    assert image.size == (1280, 720)
    assert _colours(image) > 50  # not blank: text, a picture, rows
    # the picture of the chapters (in the upper half) has its failed segment and its passed one
    assert _pixels(image, FAILED_BAR, bottom=360) > 500
    assert _pixels(image, PASSED_BAR, bottom=360) > 500
    # and the failures fill the rest of the screen
    assert _pixels(image, FAILED_ROW, top=360) > 20_000


def test_the_clean_first_screen_shows_no_failure(clean_report: Path, tmp_path: Path) -> None:
    image = _first_screen(clean_report, tmp_path / "clean.png")
    assert _colours(image) > 50
    assert _pixels(image, PASSED_BAR, bottom=360) > 500
    assert _pixels(image, FAILED_BAR) == 0 and _pixels(image, FAILED_ROW) == 0


def test_replay_commands_wrap_only_between_words(page_url: str, browser: Any) -> None:
    page = browser.new_page(viewport={"width": 700, "height": 900})
    page.goto(page_url)
    code = page.locator("#failure-list code.replay").first
    box = code.bounding_box()
    assert box is not None and box["height"] > 30  # it wraps at this width ...
    # ... and no word of it is cut in two: each lies on one line
    assert page.evaluate("[...document.querySelectorAll('code.replay .w')]"
                         ".every(w => w.getClientRects().length === 1)")
    assert code.inner_text().startswith("tablecert run --target in-process --defect tie-goes-to-dealer")


def test_the_matrix_is_folded_by_chapter_on_screen_and_unfolded_on_paper(
    clean_report: Path, browser: Any, tmp_path: Path,
) -> None:
    page = browser.new_page(viewport={"width": 1280, "height": 720})
    page.goto((clean_report / "matrix.html").as_uri())
    chapter = page.locator("#matrix details.chapter").first
    assert chapter.get_attribute("open") is None  # nothing failed: folded
    assert not chapter.locator("table").is_visible()
    page.emulate_media(media="print")
    assert chapter.locator("table").is_visible()  # the print stylesheet unfolds it
    assert not page.locator("#controls").is_visible()
    page.screenshot(path=str(tmp_path / "print.png"), full_page=False)
    from PIL import Image

    printed = Image.open(tmp_path / "print.png").convert("RGB")
    assert _colours(printed) > 50


def test_run_pdf_writes_the_page_printed_by_chromium(failing_report: Path) -> None:
    pdf = (failing_report / "matrix.pdf").read_bytes()
    assert pdf.startswith(b"%PDF-") and pdf.rstrip().endswith(b"%%EOF")
    pages = len(re.findall(rb"/Type\s*/Page(?![a-z])", pdf))
    assert pages >= 3, pages  # the first screen, then the unfolded chapter
