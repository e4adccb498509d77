"""Issue #21, item 1: every rule branch of the oracle reached by the Gherkin suite, or listed
in ``bench/oracle_branch_exclusions.txt`` with its reason.

The fast tests read the exclusion file only (it parses; every entry names an existing
oracle module, a game-rule module the bench counts, and a line that exists in it); the
exhaustive one runs the bench itself (the whole suite in-process under coverage.py, about a
minute and a half) and holds it to no missed and no stale arc."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "bench" / "bench_oracle_branches.py"


def _bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_oracle_branches", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("bench_oracle_branches", module)
    spec.loader.exec_module(module)
    return module


def test_the_exclusion_file_parses_and_names_existing_game_rule_modules_and_lines() -> None:
    bench = _bench()
    entries = bench.read_exclusions(bench.EXCLUSIONS.read_text(encoding="utf-8"))
    assert entries, "the exclusion file lists no arc"
    for entry in entries:
        where = f"{bench.EXCLUSIONS.name}:{entry.line}: {entry.module}"
        assert bench.is_game_rule(entry.module), f"{where} is not a game-rule module the bench counts"
        lines = (bench.ORACLE / entry.module).read_text(encoding="utf-8").splitlines()
        start, end = entry.arc
        assert 1 <= start <= len(lines) and end <= len(lines), f"{where}: no line {start} or {end}"
        assert lines[start - 1].strip(), f"{where}:{start} is a blank line"
        assert ":" in entry.reason, f"{where}: write the reason as 'kind: why' ({entry.reason!r})"


@pytest.mark.parametrize(("text", "names"), [
    ("games/baccarat/table.py 10->12  no colon\n", "1: 'games/baccarat/table.py 10->12  no colon'"),
    ("# a comment\n\ngames/baccarat/table.py:10->12\n", "3: "),
    ("games/no_such_game/table.py:10->12  defensive: x\n", "1: games/no_such_game/table.py: no such module"),
    ("cards.py:1->2  defensive: x\ncards.py:1->2  defensive: y\n", "2: cards.py:1->2 is listed twice"),
], ids=["no-colon", "no-reason", "no-module", "twice"])
def test_a_bad_exclusion_entry_is_refused_naming_the_file_and_line(text: str, names: str) -> None:
    bench = _bench()
    with pytest.raises(bench.ExclusionError, match=r"oracle_branch_exclusions\.txt:" + names.replace(
            "(", r"\(").replace(")", r"\)").replace(".", r"\.").replace("'", "'")):
        bench.read_exclusions(text)


@pytest.mark.exhaustive
def test_every_oracle_rule_branch_is_reached_by_the_suite_or_excluded() -> None:
    run = subprocess.run([sys.executable, str(BENCH)], cwd=ROOT, capture_output=True, text=True,
                         timeout=1200, check=False)
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]  # 1: a stale exclusion
    total = next(line for line in run.stdout.splitlines() if line.startswith("TOTAL game rules"))
    assert " 0 missed," in total, run.stdout
