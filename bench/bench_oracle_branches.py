"""Which branches of the oracle's game rules the Gherkin suite reaches (issue #21).

Runs the whole suite in-process (``pytest tests/test_features.py --target in-process``, the
oracle as the system, so every round runs through the oracle twice: as the system and as the
judge) under coverage.py's branch coverage, and prints per oracle module the branches, those
taken both ways, partly and never, and the share reached. A branch no scenario can reach
(unreachable from the protocol, defensive) is listed with its reason in
``bench/oracle_branch_exclusions.txt`` (``module.py:FROM->TO  reason``, one a line) and is not
counted as missed.

    python bench/bench_oracle_branches.py [--missed] [--module NAME]

``--missed`` lists each missed branch (``line->line``) under its module. Needs coverage.py
(``pip install coverage``, in the ``test`` extra). The par sheet (full enumeration, proven by
its own tests) and the modules that are not game rules (wire shapes, the register) are
shown but summed apart.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXCLUSIONS = Path(__file__).with_name("oracle_branch_exclusions.txt")
NOT_RULES = ("par_sheet/", "math", "interpretations", "readings", "citations.py", "__init__.py")


def _exclusions() -> dict[str, set[tuple[int, int]]]:
    excluded: dict[str, set[tuple[int, int]]] = defaultdict(set)
    if EXCLUSIONS.exists():
        for line in EXCLUSIONS.read_text(encoding="utf-8").splitlines():
            if not line.strip() or line.startswith("#"):
                continue
            where, _reason = line.split(None, 1)
            module, arc = where.rsplit(":", 1)
            start, end = arc.split("->")
            excluded[module].add((int(start), int(end)))
    return excluded


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--missed", action="store_true", help="list the missed branches")
    parser.add_argument("--module", default=None, help="only modules whose path holds this")
    args = parser.parse_args()
    oracle = ROOT / "oracle"
    with tempfile.TemporaryDirectory() as folder:
        data = Path(folder) / ".coverage"
        proc = subprocess.run(
            [sys.executable, "-m", "coverage", "run", f"--data-file={data}", "--branch",
             f"--source={oracle}", "-m", "pytest", "tests/test_features.py", "-q", "-p", "no:cacheprovider",
             "-p", "no:xdist", "--target", "in-process"],
            cwd=ROOT, capture_output=True, text=True, check=False)
        if proc.returncode not in (0, 1):
            raise SystemExit(proc.stdout[-3000:] + proc.stderr[-3000:])
        print(proc.stdout.strip().splitlines()[-1])
        report = Path(folder) / "branches.json"
        subprocess.run([sys.executable, "-m", "coverage", "json", f"--data-file={data}", "-o", str(report),
                        "--quiet"], cwd=ROOT, check=True)
        files = json.loads(report.read_text(encoding="utf-8"))["files"]
        excluded = _exclusions()
        totals: dict[bool, list[int]] = {True: [0, 0], False: [0, 0]}
        print(f"{'module':<44} {'branches':>8} {'reached':>8} {'missed':>7} {'share':>7}")
        for name, measured in sorted(files.items()):
            rel = Path(name).resolve().relative_to(oracle).as_posix()
            if args.module and args.module not in rel:
                continue
            executed = {tuple(arc) for arc in measured["executed_branches"]}
            missing = {tuple(arc) for arc in measured["missing_branches"]}
            skipped = excluded.get(rel, set()) & missing
            possible = len(executed) + len(missing) - len(skipped)
            missed = sorted(missing - skipped)
            if not possible:
                continue
            rules = not any(marker in rel for marker in NOT_RULES)
            totals[rules][0] += possible
            totals[rules][1] += len(executed)
            share = len(executed) / possible
            print(f"{rel:<44} {possible:>8} {len(executed):>8} {len(missed):>7} {share:>7.1%}")
            if args.missed and missed:
                print("    missed: " + ", ".join(f"{a}->{b}" for a, b in missed))
        for rules, label in ((True, "game rules"), (False, "other oracle modules")):
            total, reached = totals[rules]
            if total:
                print(f"{label}: {reached} of {total} branch arcs reached ({reached / total:.1%})")


if __name__ == "__main__":
    main()
