"""Statistics at scale (issue #23): the tally adds up, many tables and cluster shards give
results that depend on the seed and their number only, and batched rounds are judged one by
one."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from tablecert.steps.plugin import in_process_system

from tablecert.files import resolve_rules_submission
from tablecert.stats.session import StatsRun, checks_for, play
from tablecert.stats.tally import Recorder, Tally

BEFORE = Path(__file__).parent / "data" / "stats_verdicts_before_tally.json"


def _figures(name: str, defect: str | None, seed: int, rounds: int) -> list[dict[str, object]]:
    rules = resolve_rules_submission(name)
    table = in_process_system(defect).open_table(rules, shuffle_seed=seed)
    verdicts, _ = StatsRun(checks_for(rules)).judge(play(table, rules, rounds))
    return [{k: v for k, v in x.to_json().items() if k != "detail"}
            | {"detail": {k: d for k, d in x.detail.items() if k != "convergence"}} for x in verdicts]


def _same(before: object, now: object, where: str) -> None:
    """Equal, floats to the last few bits: the return check's sample variance is now exact
    (sum and sum of squares in cents) where it was numpy's float two-pass figure."""
    if isinstance(before, float) and isinstance(now, float):
        assert now == pytest.approx(before, rel=1e-12, abs=1e-15), where
    elif isinstance(before, dict) and isinstance(now, dict):
        assert set(before) == set(now), where
        for key in before:
            _same(before[key], now[key], f"{where}.{key}")
    elif isinstance(before, list) and isinstance(now, list):
        assert len(before) == len(now), where
        for i, (b, n) in enumerate(zip(before, now, strict=True)):
            _same(b, n, f"{where}[{i}]")
    else:
        assert before == now, where


def test_the_tally_gives_the_verdict_figures_the_raw_decks_gave() -> None:
    """The figures of three fixed-seed runs as the raw-deck sample of before the tally gave
    them (recorded from commit 4538d5f): statistic, p-value, power, needed rounds, details."""
    recorded = json.loads(BEFORE.read_text())
    for key, verdicts in recorded.items():
        name, defect, seed, rounds = key.split("/")
        now = _figures(name, None if defect == "None" else defect, int(seed), int(rounds))
        _same(verdicts, json.loads(json.dumps(now)), key)


def test_tallies_add_up_to_the_tally_of_the_rounds_together() -> None:
    rng = np.random.default_rng(5)
    decks = [tuple(int(c) for c in rng.permutation(52)) for _ in range(300)]
    whole, first, second = Recorder({"x": 10}), Recorder({"x": 10}), Recorder({"x": 10})
    for k, deck in enumerate(decks):
        net = int(rng.integers(-20, 60))
        whole.round(deck, "pair" if k % 3 else "flush", {"x": net})
        (first if k < 120 else second).round(deck, "pair" if k % 3 else "flush", {"x": net})
    merged = first.tally() + second.tally()
    alone = whole.tally()
    assert np.array_equal(merged.positions, alone.positions)
    assert np.array_equal(merged.neighbours, alone.neighbours)
    assert merged.categories == alone.categories and merged.rounds == alone.rounds == 300
    assert (merged.lines["x"].count, merged.lines["x"].total, merged.lines["x"].squares) == (
        alone.lines["x"].count, alone.lines["x"].total, alone.lines["x"].squares)
    # kept neighbours: only between shuffles of one table, so one transition fewer
    assert merged.chains == 2 and alone.chains == 1
    assert merged.transitions == alone.transitions - 1 == 298
    assert merged.lines["x"].curve[-1] == alone.lines["x"].curve[-1]


def test_a_tally_of_decks_counts_kept_neighbours_per_shuffle() -> None:
    deck = np.arange(52)
    tally = Tally.of_decks(np.array([deck, deck, np.roll(deck, 17), deck[::-1]]))
    assert (tally.kept, tally.transitions, tally.most_kept) == (51 + 50 + 0, 3, 51)
