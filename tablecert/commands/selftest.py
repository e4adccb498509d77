"""``tablecert selftest``: prove the suite catches every catalogued defect, by the report's rule.

For each defect the suite runs against a system with that one defect switched on (a pytest
process of its own, ``--workers`` at a time), and once, first, against the clean system over
the same sections: the control run. A defect is *caught* only when the traceability matrix a
lab would file from the defect run's verdicts (built by :func:`tablecert.reports.matrix.build_matrix`,
citation status failed > error > waived > partial > passed) shows the defect's citation, or a
citation under it (:func:`tablecert.oracle.citations.matches`), *failed*. A scenario that
already fails or breaks on the clean system catches nothing: its verdicts are left out of the
defect's matrix, and the scenario is reported.

Each catch says how it was made (the verdict's ``failed_checks``, steps/plugin.py): by a
regulation-worded step of the scenario (``then step``, or a ``when step`` that asserts a
refusal) or only by the end-of-round comparison with the oracle. Exit code 1 if any defect
escapes or the control run has a failed or broken scenario. Only the chapters of the
defect's own game run: a defect lives only at its game's tables.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from concurrent.futures import Future, ThreadPoolExecutor, wait
from pathlib import Path
from typing import Any

from tablecert.commands.run import suite_argv
from tablecert.coverage import CoverageEntry
from tablecert.oracle.catalogue import GAMES
from tablecert.oracle.citations import matches
from tablecert.oracle.wagers import Game
from tablecert.progress import Progress
from tablecert.reference_system.defects import DEFECTS, Defect
from tablecert.steps import CHAPTERS_VARIABLE

_CHAPTERS: dict[str, tuple[str, ...]] = {
    Game.THREE_CARD_POKER: ("649a", "565"), Game.LET_IT_RIDE: ("643a", "559"),
    **{spec.game: spec.chapters for spec in GAMES.values()},
}

_BAD = ("failed", "error")  # a control run's scenario in either state cannot catch anything


def _sections(defect: Defect, scope: str) -> tuple[str, ...]:
    """The --section prefixes of a defect's run: its game's chapters, or (``--scope
    section``) only the section of the subsection it breaks, which holds the scenarios
    citing it but not the rest of the chapter (whose comparisons may also file a failure
    under the defect's citation, and which shows what else the defect disturbs)."""
    if scope == "section":
        section = re.match(r"[0-9]+[a-z]?\.[0-9]+[a-z]?", defect.citation)
        if section:
            return (section.group(0),)
    return tuple(_CHAPTERS[defect.game])


def _run_suite(defect: Defect | None, sections: tuple[str, ...], target: str,
               workdir: Path) -> list[dict[str, Any]]:
    """The verdicts of one run of the suite over ``sections``: with ``defect`` switched on,
    or the clean system (``None``, the control run)."""
    label = defect.name if defect is not None else "clean-" + "-".join(sections)
    results = workdir / f"{label}.json"
    cmd = [sys.executable, "-m", "pytest", *suite_argv(), "-q", "--no-header",
           "--target", target, "--results-json", str(results)]
    if defect is not None:
        cmd += ["--defect", defect.name]
    for prefix in sections:
        cmd += ["--section", prefix]
    chapters = ",".join(sorted({s.split(".")[0] for s in sections}))
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=1800, check=False,
                          env={**os.environ, CHAPTERS_VARIABLE: chapters})
    if not results.exists():
        tail = (proc.stdout + proc.stderr)[-3000:]
        raise RuntimeError(f"the suite did not run for {label}:\n{tail}")
    verdicts: list[dict[str, Any]] = json.loads(results.read_text(encoding="utf-8"))
    return verdicts


def clean_failures(control: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """The control run's failed or broken scenarios, by test id."""
    return {v["nodeid"]: v for v in control if v["status"] in _BAD}


def _how(checks: list[str]) -> str:
    """How a scenario's failure was first found: a step of its own words, or the comparison."""
    return checks[0] if checks else "comparison"


def judge(defect: Defect, verdicts: list[dict[str, Any]], control: list[dict[str, Any]],
          entries: list[CoverageEntry], sections: tuple[str, ...], target: str) -> dict[str, Any]:
    """One defect's result by the report's rule: the matrix of the defect run's verdicts
    (less the scenarios the control run already failed or broke) shows the defect's
    citation, or a citation under it, failed; the failed cases there are its catches."""
    from tablecert.reports.matrix import build_matrix

    excluded = clean_failures(control)
    counted = [v for v in verdicts if v["nodeid"] not in excluded]
    matrix = build_matrix(entries, counted, target=target, sections=list(sections), defect=defect.name)
    by_test = {v["nodeid"]: v for v in counted}
    # the original text's row and, where a later text amends the section (649a.10), its row too
    rows = [r for r in matrix.rows if r.citation == defect.citation or matches(r.citation, defect.citation)]
    catches: list[dict[str, Any]] = []
    seen: set[tuple[str, str]] = set()
    for row in rows:
        for case in row.cases:
            run = by_test.get(case.get("test", ""))
            if case["status"] != "failed" or run is None or (row.citation, run["nodeid"]) in seen:
                continue
            seen.add((row.citation, run["nodeid"]))
            own = case.get("where") != "oracle judgement"
            checks = list(run.get("failed_checks") or [])
            catches.append({"citation": row.citation, "scenario": case.get("name") or case["scenario"],
                            "test": run["nodeid"], "failed_checks": checks,
                            # filed under another scenario's comparison: the comparison found it
                            "how": _how(checks) if own else "comparison"})
    caught = any(r.status == "failed" for r in rows)
    ways = {c["how"] for c in catches}
    failed = [v for v in counted if v["status"] == "failed"]
    caught_tests = {c["test"] for c in catches}
    return {
        "name": defect.name,
        "citation": defect.citation,
        "game": str(defect.game),
        "description": defect.description,
        "caught": caught,
        "caught_by": sorted({c["scenario"] for c in catches}),
        # a regulation-worded Then step failed on the system's answer, or only the
        # end-of-round comparison with the oracle saw the defect
        "caught_by_then_step": "then step" in ways,
        "caught_only_by_comparison": caught and ways <= {"comparison"},
        "caught_how": sorted(ways),
        "catches": catches,
        "matrix_status": sorted({r.status for r in rows}) if rows else ["missing"],
        "not_counted": sorted(v["scenario"] for v in verdicts if v["nodeid"] in excluded
                              and v["status"] == "failed"),
        "failed_elsewhere": sum(v["nodeid"] not in caught_tests for v in failed),
        "errors": sum(v["status"] == "error" for v in counted),
    }


def run(args: argparse.Namespace) -> int:
    from tablecert.coverage import build_coverage

    chosen = [d for d in DEFECTS if not args.defect or d.name in args.defect]
    quiet = bool(getattr(args, "quiet", False))
    scopes = {d.name: _sections(d, args.scope) for d in chosen}
    with (tempfile.TemporaryDirectory(prefix="tablecert-selftest-") as tmp,
          ThreadPoolExecutor(max_workers=args.workers) as pool):
        # the control runs first (one per set of sections), then the defects
        controls: dict[tuple[str, ...], Future[list[dict[str, Any]]]] = {
            s: pool.submit(_run_suite, None, s, args.target, Path(tmp))
            for s in dict.fromkeys(scopes.values())}
        runs = [(d, pool.submit(_run_suite, d, scopes[d.name], args.target, Path(tmp))) for d in chosen]
        with Progress("suites", len(controls) + len(runs), quiet=quiet) as shown:
            for future in [*controls.values(), *(f for _, f in runs)]:
                future.add_done_callback(lambda _: shown.advance())
            wait([*controls.values(), *(f for _, f in runs)])
        control = {s: f.result() for s, f in controls.items()}
        entries, _ = build_coverage()
        results = [judge(d, f.result(), control[scopes[d.name]], entries, scopes[d.name], args.target)
                   for d, f in runs]
    broken_clean = {s: sorted(v["scenario"] for v in clean_failures(c).values()) for s, c in control.items()}
    escaped = [r for r in results if not r["caught"]]
    if args.json:
        print(json.dumps({"target": args.target,
                          "control": [{"sections": list(s), "failed_or_broken": names}
                                      for s, names in broken_clean.items()],
                          "defects": results}, indent=2))
    else:
        for r in results if not quiet else escaped:
            mark = "caught " if r["caught"] else "ESCAPED"
            how = "then step" if r["caught_by_then_step"] else ", ".join(r["caught_how"]) or "-"
            first = r["caught_by"][0] if r["caught_by"] else f"matrix shows {r['citation']} " + \
                "/".join(r["matrix_status"])
            broken = f"  ({r['errors']} scenarios broken)" if r["errors"] else ""
            print(f"{mark} {r['name']:<42} {r['citation']:<22} [{how}] {first}{broken}")
        for sections, names in broken_clean.items():
            for name in names:
                print(f"CLEAN RUN FAILS ({', '.join(sections)}): {name} (its catches are not counted)")
        by_step = sum(r["caught_by_then_step"] for r in results)
        only = sum(r["caught_only_by_comparison"] for r in results)
        print(f"{len(results) - len(escaped)} of {len(results)} catalogued defects caught "
              f"({by_step} by a Then step, {only} only by the end-of-round comparison)")
    return 1 if escaped or any(broken_clean.values()) else 0
