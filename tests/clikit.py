"""Helpers the command-line tests of waivers, baselines and signing share: the ``tablecert``
command run in a process of its own, and a short run that fails twice: the two scenarios the
``tie-goes-to-dealer`` defect breaks under 649a.11(c)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
SECTION = "649a.11(c)"
DEFECT = "tie-goes-to-dealer"
TIE = ("649a.11(c)(3)(ii)(C) A player's hand equal to the qualifying dealer's has the Ante and Play Wagers "
       "returned")
FORFEIT = "649a.11(c) Forfeited wagers are collected before any other wager is settled"


def run_tablecert(*args: str, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    """``tablecert ARGS`` from the repository's root, its output captured as text."""
    return subprocess.run([sys.executable, "-m", "tablecert.cli", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=timeout, check=False)


def run_pasted(tmp_path: Path, gherkin: str, defect: str | None, tag: str = "@three_card_poker") -> Any:
    """A fuzzer's printed scenario pasted as a user would: written into a feature folder under
    the game's tag and run with ``tablecert run --features DIR`` against the in-process system
    (with ``defect`` switched on, or clean); the run's JSON summary."""
    folder = tmp_path / "features"
    folder.mkdir(exist_ok=True)
    (folder / "repro.feature").write_text(f"{tag}\nFeature: A fuzzer's reproducer, pasted\n\n{gherkin}",
                                          encoding="utf-8")
    report = tmp_path / f"report-{defect}"
    proc = run_tablecert("run", "--features", str(folder), "--target", "in-process", "--json", "--quiet",
                         "--report", str(report), *(["--defect", defect] if defect else []), timeout=900)
    assert proc.returncode in (0, 1), proc.stdout[-2000:] + proc.stderr[-2000:]
    return json.loads(proc.stdout)
