"""Helpers the command-line tests of waivers, baselines and signing share: the ``tablecert``
command run in a process of its own, and a short run that fails twice: the two scenarios the
``tie-goes-to-dealer`` defect breaks under 649a.11(c)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SECTION = "649a.11(c)"
DEFECT = "tie-goes-to-dealer"
TIE = ("649a.11(c)(3)(ii)(C) A player's hand equal to the qualifying dealer's has the Ante and Play Wagers "
       "returned")
FORFEIT = "649a.11(c) Forfeited wagers are collected before any other wager is settled"


def run_tablecert(*args: str) -> subprocess.CompletedProcess[str]:
    """``tablecert ARGS`` from the repository's root, its output captured as text."""
    return subprocess.run([sys.executable, "-m", "tablecert.cli", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=300, check=False)
