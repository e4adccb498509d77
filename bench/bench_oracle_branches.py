"""Which branches of the oracle's game rules the Gherkin suite reaches (issue #21, item 1).

Runs the whole suite in-process (``pytest tests/test_features.py --target in-process``, the
oracle as the system, so every round runs through the oracle twice: as the system and as the
judge) under coverage.py's branch coverage, and prints per oracle module its branch arcs,
those reached, those missed, those excluded and the share of its arcs reached, with a total
for the game rules and one for the rest. A branch no scenario can reach (unreachable from the protocol,
defensive) is listed with its reason in ``bench/oracle_branch_exclusions.txt``
(``module.py:FROM->TO  reason``, one a line, ``#`` comments) and counted as excluded, not
missed; an entry that no longer names a missed arc (reached now, or the line moved) is
printed as stale and makes the exit code 1, so the file stays reviewed.

    python bench/bench_oracle_branches.py [--missed] [--module NAME]

``--missed`` lists each missed branch (``line->line``) under its module. Needs coverage.py
(``pip install coverage``, in the ``test`` extra).

The game rules are every module of each game package under ``oracle/games/<game>/`` (rules,
table, paytables, readings, model, settlement, hands, state, ...) but its exact math
(``craps/par_sheet.py``, proven by full enumeration in its own tests), the round engine the card
games share (``oracle/card_round/``) and the core modules of game rules (:data:`CORE_RULES`).
The par sheet, the judge, the Rules Submission reader, the register and the citations are
shown apart ("other oracle modules"): they are not rules a round can take or miss.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ORACLE = ROOT / "oracle"
EXCLUSIONS = Path(__file__).with_name("oracle_branch_exclusions.txt")
CORE_RULES = frozenset({"cards.py", "money.py", "rankings.py", "best_five.py", "hands.py", "paytables.py",
                        "wagers.py", "round.py", "card_games.py"})
"""The core modules that hold game rules (oracle/ARCHITECTURE.md's core table)."""
NOT_RULES_IN_GAMES = frozenset({"par_sheet.py"})
_ENTRY = re.compile(r"^(?P<module>[\w/]+\.py):(?P<start>-?\d+)->(?P<end>-?\d+)\s+(?P<reason>\S.*)$")

Arc = tuple[int, int]


class ExclusionError(ValueError):
    """A line of the exclusion file that does not read as ``module.py:FROM->TO  reason``."""


@dataclass(frozen=True, slots=True)
class Exclusion:
    """One reviewed, unreached branch arc and why no scenario reaches it."""

    module: str  # relative to oracle/, e.g. games/baccarat/table.py
    arc: Arc
    reason: str
    line: int  # in the exclusion file


def is_game_rule(module: str) -> bool:
    """Whether ``module`` (relative to oracle/) is a module of game rules (the bench's total).

    >>> is_game_rule("games/baccarat/table.py"), is_game_rule("games/craps/par_sheet.py")
    (True, False)
    >>> is_game_rule("card_round/engine.py"), is_game_rule("rankings.py"), is_game_rule("judge.py")
    (True, True, False)
    """
    parts = module.split("/")
    if parts[0] == "games":
        return len(parts) == 3 and parts[2] not in NOT_RULES_IN_GAMES
    if parts[0] == "card_round":
        return True
    return len(parts) == 1 and module in CORE_RULES


def read_exclusions(text: str, source: str = str(EXCLUSIONS)) -> list[Exclusion]:
    """The entries of an exclusion file; :class:`ExclusionError` names the file and line of one
    that is malformed, names no existing oracle module, or repeats an arc.

    >>> read_exclusions("# why\\ngames/baccarat/table.py:10->12  defensive: never empty\\n")[0].arc
    (10, 12)
    """
    entries: list[Exclusion] = []
    seen: set[tuple[str, Arc]] = set()
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        match = _ENTRY.match(line)
        if match is None:
            raise ExclusionError(f"{source}:{number}: {line!r} is not 'module.py:FROM->TO  reason'")
        module = match.group("module")
        if not (ORACLE / module).is_file():
            raise ExclusionError(f"{source}:{number}: {module}: no such module under oracle/")
        arc = (int(match.group("start")), int(match.group("end")))
        if (module, arc) in seen:
            raise ExclusionError(f"{source}:{number}: {module}:{arc[0]}->{arc[1]} is listed twice")
        seen.add((module, arc))
        entries.append(Exclusion(module, arc, match.group("reason"), number))
    return entries


def _measure() -> tuple[str, dict[str, dict[str, list[list[int]]]]]:
    """The suite's last line and coverage.py's JSON ``files`` of the oracle."""
    with tempfile.TemporaryDirectory() as folder:
        data = Path(folder) / ".coverage"
        proc = subprocess.run(
            [sys.executable, "-m", "coverage", "run", f"--data-file={data}", "--branch",
             f"--source={ORACLE}", "-m", "pytest", "tests/test_features.py", "-q", "-p", "no:cacheprovider",
             "-p", "no:xdist", "--target", "in-process"],
            cwd=ROOT, capture_output=True, text=True, check=False)
        if proc.returncode != 0:  # a failed scenario makes the figure meaningless
            raise SystemExit(proc.stdout[-3000:] + proc.stderr[-3000:])
        report = Path(folder) / "branches.json"
        subprocess.run([sys.executable, "-m", "coverage", "json", f"--data-file={data}", "-o", str(report),
                        "--quiet"], cwd=ROOT, check=True)
        files = json.loads(report.read_text(encoding="utf-8"))["files"]
    return proc.stdout.strip().splitlines()[-1], files


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--missed", action="store_true", help="list the missed branches")
    parser.add_argument("--module", default=None, help="only modules whose path holds this")
    args = parser.parse_args()
    try:
        exclusions = read_exclusions(EXCLUSIONS.read_text(encoding="utf-8")) if EXCLUSIONS.exists() else []
    except ExclusionError as exc:
        print(exc, file=sys.stderr)
        return 2
    suite, files = _measure()
    print(suite)
    excluded_arcs: dict[str, set[Arc]] = {}
    for entry in exclusions:
        excluded_arcs.setdefault(entry.module, set()).add(entry.arc)
    missing_by_module: dict[str, set[Arc]] = {}
    totals = {True: [0, 0, 0, 0], False: [0, 0, 0, 0]}  # arcs, reached, missed, excluded
    print(f"{'module':<40} {'arcs':>6} {'reached':>8} {'missed':>7} {'excluded':>9} {'percent':>8}")
    for group in (True, False):
        print(f"-- {'game rules' if group else 'other oracle modules'}")
        for name, measured in sorted(files.items(), key=lambda item: Path(item[0]).resolve().as_posix()):
            rel = Path(name).resolve().relative_to(ORACLE).as_posix()
            executed = {(a, b) for a, b in measured["executed_branches"]}
            missing = {(a, b) for a, b in measured["missing_branches"]}
            missing_by_module[rel] = missing
            if is_game_rule(rel) is not group:
                continue
            if args.module and args.module not in rel:
                continue
            skipped = excluded_arcs.get(rel, set()) & missing
            missed = sorted(missing - skipped)
            arcs = len(executed) + len(missing)
            for i, figure in enumerate((arcs, len(executed), len(missed), len(skipped))):
                totals[group][i] += figure
            share = f"{len(executed) / arcs:.1%}" if arcs else "-"
            print(f"{rel:<40} {arcs:>6} {len(executed):>8} {len(missed):>7} {len(skipped):>9} {share:>8}")
            if args.missed and missed:
                print("    missed: " + ", ".join(f"{a}->{b}" for a, b in missed))
    for group, label in ((True, "game rules"), (False, "other oracle modules")):
        arcs, reached, missed, skipped = totals[group]
        if arcs:
            print(f"TOTAL {label}: {arcs} arcs, {reached} reached ({reached / arcs:.1%}), {missed} missed, "
                  f"{skipped} excluded")
    stale = [e for e in exclusions if e.arc not in missing_by_module.get(e.module, set())]
    print(f"exclusions: {len(exclusions)} entries in {EXCLUSIONS.name}, {len(stale)} stale")
    for entry in stale:
        print(f"    stale: {EXCLUSIONS.name}:{entry.line}: {entry.module}:{entry.arc[0]}->{entry.arc[1]} "
              "is not a missed arc (reached now, or the code moved): review the entry")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
