"""matrix.pdf: the HTML page printed by a real browser engine, headless Chromium.

A lab files a document: ``tablecert run --pdf`` prints matrix.html through its print
stylesheet (every chapter unfolded, A4) with the system's Chromium (Debian's ``chromium``;
``TABLECERT_CHROMIUM`` names another executable). Without a browser the run goes on and
says so in one line: the PDF is a copy of the page, never a verdict. The browser runs
with a throw-away profile, no network beyond the local file, and a deadline.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

__all__ = ["BROWSER_VARIABLE", "find_browser", "print_pdf", "screenshot"]

BROWSER_VARIABLE = "TABLECERT_CHROMIUM"
_NAMES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
          "--disable-background-networking", "--disable-component-update", "--disable-sync",
          "--hide-scrollbars", "--mute-audio"]
DEADLINE = 120.0
"""Seconds the browser may take to print or photograph one page."""


def find_browser() -> str | None:
    """The Chromium executable: ``TABLECERT_CHROMIUM`` if set, else the first of chromium,
    chromium-browser, google-chrome on the PATH; None without one."""
    named = os.environ.get(BROWSER_VARIABLE)
    if named:
        return shutil.which(named)
    return next((found for name in _NAMES if (found := shutil.which(name))), None)


def _browse(browser: str, args: list[str], page: Path, out: Path, timeout: float) -> str | None:
    """Run the browser on ``page`` until it has written ``out``; the trouble in one line, or None."""
    with tempfile.TemporaryDirectory(prefix="tablecert-chromium-") as profile:
        argv = [browser, *_FLAGS, f"--user-data-dir={profile}", *args, page.resolve().as_uri()]
        try:
            proc = subprocess.run(argv, capture_output=True, timeout=timeout, check=False,
                                  stdin=subprocess.DEVNULL)
        except subprocess.TimeoutExpired:
            return f"{browser} did not finish within {timeout:g} s"
        except OSError as exc:
            return f"{browser} could not start ({exc.strerror or exc})"
    if proc.returncode != 0 or not out.is_file() or out.stat().st_size == 0:
        return f"{browser} wrote nothing (exit {proc.returncode})"
    return None


def print_pdf(page: Path, pdf: Path, *, browser: str | None = None, timeout: float = DEADLINE) -> str | None:
    """Print ``page`` to ``pdf`` (A4, the page's print stylesheet, no browser header or
    footer). None when written; else why not, in one line (no browser, a timeout)."""
    browser = browser or find_browser()
    if browser is None:
        return (f"no Chromium on this machine (apt-get install chromium, or set {BROWSER_VARIABLE}); "
                "no matrix.pdf")
    pdf.unlink(missing_ok=True)
    trouble = _browse(browser, ["--no-pdf-header-footer", "--print-to-pdf-no-header",
                                f"--print-to-pdf={pdf}"], page, pdf, timeout)
    return None if trouble is None else f"{trouble}; no matrix.pdf"


def screenshot(page: Path, png: Path, *, width: int = 1280, height: int = 720, browser: str | None = None,
               timeout: float = DEADLINE) -> str | None:
    """The first screen of ``page`` in a ``width`` x ``height`` window, as a PNG; None when
    written, else why not."""
    browser = browser or find_browser()
    if browser is None:
        return "no Chromium on this machine"
    png.unlink(missing_ok=True)
    return _browse(browser, [f"--window-size={width},{height}", f"--screenshot={png}"], page, png, timeout)
