"""Helpers the command-line tests of waivers, baselines and signing share: the ``tablecert``
command run in a process of its own, and the two scenarios the ``a23-not-a-straight`` defect
breaks under 649a.11 (a short run that fails)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STRAIGHT = "649a.11(c)(2) An ace, 2 and 3 dealt in any order form a straight"
RANDOM = "649a.11 Random Three Card Poker rounds conform to the oracle"


def run_tablecert(*args: str) -> subprocess.CompletedProcess[str]:
    """``tablecert ARGS`` from the repository's root, its output captured as text."""
    return subprocess.run([sys.executable, "-m", "tablecert.cli", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=300, check=False)
