"""The figures README.md and the docs print are the ones the code gives (issue #32, item 4):
each is computed here from what produces it and looked up in the text, so a change that moves
one fails until the text follows. (docs/adapters.md's run figures: tests/test_adapter_families.py
and tests/test_adapter_commands.py; the minimal vendor's: tests/test_product.py.)"""

from __future__ import annotations

import functools
import re
import subprocess
import sys
from math import comb
from pathlib import Path

import pytest

from tablecert.files import resolve_rules_submission
from tablecert.reference_system.defects import DEFECTS
from tablecert.stats.session import DEFAULT_ALPHA, StatsRun, checks_for

ROOT = Path(__file__).resolve().parent.parent


def _text(name: str) -> str:
    """The document with its lines joined: a figure may sit across a line break."""
    return " ".join((ROOT / name).read_text(encoding="utf-8").split())


@functools.cache
def _needed() -> dict[str, int | None]:
    run = StatsRun(checks_for(resolve_rules_submission("pa-649a-paytable-A")), alpha=DEFAULT_ALPHA)
    return run.needed()


def _about(value: int, unit: int) -> str:
    return f"{round(value / unit) * unit:,}"


def test_the_rounds_each_stats_check_needs_are_the_readme_s() -> None:
    needed = _needed()
    readme = _text("README.md")
    near = [d.near_minimum_of for d in DEFECTS if d.near_minimum_of is not None]
    rounds = [needed[key] for key in near]
    assert all(isinstance(r, int) for r in rounds)
    assert f"({rounds[0]:,}, {rounds[1]:,} and {rounds[2]:,} under the defaults above)" in readme
    categories, positions = needed["hand-categories"], needed["positions"]
    assert isinstance(categories, int) and isinstance(positions, int)
    assert (f"the hand-category check needs about {_about(categories, 100)}, the position check about "
            f"{_about(positions, 1000)}") in readme
    # 2,000 rounds, the default, gives every shuffle check its power; each of the 52 x 52 cells
    # expects 5 cards from 260 rounds on (a card lands in a position once in 52 rounds)
    assert all(needed[k] is not None and needed[k] <= 2000  # type: ignore[operator]
               for k in ("positions", "neighbours", "kept-neighbours", "hand-categories"))
    cells = f"each of the {52 * 52:,} position cells expects at least 5 cards from {5 * 52} rounds on"
    assert cells in readme


def test_the_returns_need_what_the_docs_say() -> None:
    needed = _needed()
    ante, pair_plus = needed["ante-play"], needed["pair-plus"]
    assert isinstance(ante, int) and isinstance(pair_plus, int)
    assert (f"need about {_about(ante, 1000)} and {_about(pair_plus, 1000)} rounds"
            in _text("docs/adapters.md"))
    assert 20_000 <= ante <= pair_plus <= 40_000
    assert "the return checks need 20,000 to 40,000 rounds" in _text("README.md")


def test_the_stats_table_s_counts_are_the_deck_s() -> None:
    readme = _text("README.md")
    assert f"{(52 - 1) ** 2:,} df" in readme  # (rows - 1) x (columns - 1) of 52 x 52
    assert f"the {52 * 51:,} ordered neighbour pairs" in readme
    assert f"({comb(52, 3):,} / {comb(52, 5):,} hands)" in readme


@pytest.mark.exhaustive
def test_the_fast_tier_holds_the_number_of_tests_the_readme_says() -> None:
    done = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider"],
                          cwd=ROOT, capture_output=True, text=True, timeout=900, check=False)
    found = re.search(r"(\d+)(?:/\d+)? tests? collected", done.stdout)
    assert found, done.stdout[-2000:]
    assert f"`.ci/run`, {int(found.group(1)):,} tests)" in _text("README.md"), (
        f"README.md: write the fast tier's figure as \"`.ci/run`, {int(found.group(1)):,} tests)\" "
        "(python -m pytest --collect-only -q -p no:cacheprovider | tail -1)")
