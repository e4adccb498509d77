"""``tablecert selftest``: prove the suite catches every catalogued defect.

For each defect the whole suite runs against a system with that one defect switched on (a
pytest process of its own, two at a time). A defect is *caught* when at least one scenario
citing the subsection it breaks fails (a failed verdict, not an error). Exit code 1 if any
defect escapes. Only the chapters of the defect's own game run: a defect lives only at its
game's tables, so the other game's scenarios could not catch it.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from tablecert.commands.run import suite_argv
from tablecert.oracle.catalogue import GAMES
from tablecert.oracle.citations import matches
from tablecert.oracle.wagers import Game
from tablecert.reference_system.defects import DEFECTS, Defect
from tablecert.steps import CHAPTERS_VARIABLE

_CHAPTERS: dict[str, tuple[str, ...]] = {
    Game.THREE_CARD_POKER: ("649a", "565"), Game.LET_IT_RIDE: ("643a", "559"),
    **{spec.game: spec.chapters for spec in GAMES.values()},
}


def _sections(defect: Defect, scope: str) -> list[str]:
    """The --section prefixes of a defect's run: its game's chapters, or (``--scope
    section``) only the section of the subsection it breaks, which holds every scenario
    that can catch it (a catch is a failed scenario citing that subsection) but not the
    rest of the chapter that shows what else the defect disturbs (``failed_elsewhere``)."""
    if scope == "section":
        section = re.match(r"[0-9]+[a-z]?\.[0-9]+[a-z]?", defect.citation)
        if section:
            return [section.group(0)]
    return list(_CHAPTERS[defect.game])


def _run_suite(defect: Defect, target: str, workdir: Path, scope: str = "chapter") -> list[dict[str, Any]]:
    results = workdir / f"{defect.name}.json"
    cmd = [sys.executable, "-m", "pytest", *suite_argv(), "-q", "--no-header",
           "--target", target, "--defect", defect.name, "--results-json", str(results)]
    for prefix in _sections(defect, scope):  # a defect lives only at its own game's tables
        cmd += ["--section", prefix]
    chapters = ",".join(sorted({c.split(".")[0] for c in _CHAPTERS[defect.game]}))
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=1800, check=False,
                          env={**os.environ, CHAPTERS_VARIABLE: chapters})
    if not results.exists():
        tail = (proc.stdout + proc.stderr)[-3000:]
        raise RuntimeError(f"the suite did not run for defect {defect.name}:\n{tail}")
    verdicts: list[dict[str, Any]] = json.loads(results.read_text(encoding="utf-8"))
    return verdicts


def judge(defect: Defect, verdicts: list[dict[str, Any]]) -> dict[str, Any]:
    failed = [v for v in verdicts if v["status"] == "failed"]
    caught_by = [f"{v['scenario']}" for v in failed if matches(v["citation"], defect.citation)
                 or v["citation"] == defect.citation]
    return {
        "name": defect.name,
        "citation": defect.citation,
        "game": str(defect.game),
        "description": defect.description,
        "caught": bool(caught_by),
        "caught_by": caught_by,
        "failed_elsewhere": len(failed) - len(caught_by),
        "errors": sum(v["status"] == "error" for v in verdicts),
    }


def run(args: argparse.Namespace) -> int:
    chosen = [d for d in DEFECTS if not args.defect or d.name in args.defect]
    with (tempfile.TemporaryDirectory(prefix="tablecert-selftest-") as tmp,
          ThreadPoolExecutor(max_workers=args.workers) as pool):
        runs = list(pool.map(lambda d: (d, _run_suite(d, args.target, Path(tmp), args.scope)), chosen))
    results = [judge(d, v) for d, v in runs]
    escaped = [r for r in results if not r["caught"]]
    if args.json:
        print(json.dumps({"target": args.target, "defects": results}, indent=2))
    else:
        for r in results:
            mark = "caught " if r["caught"] else "ESCAPED"
            first = r["caught_by"][0] if r["caught_by"] else "no scenario citing it failed"
            broken = f"  ({r['errors']} scenarios broken)" if r["errors"] else ""
            print(f"{mark} {r['name']:<42} {r['citation']:<22} {first}{broken}")
        print(f"{len(results) - len(escaped)} of {len(results)} catalogued defects caught")
    return 1 if escaped else 0
