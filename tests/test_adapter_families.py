"""The worked example adapter for every game family (docs/adapters.md, "Every game family"):
``--adapter line-table`` passes each family's chapters with ``run``, its games with
``fuzz --game`` and ``stats --game``, and the figures docs/adapters.md prints are the ones a
run gives (#30 item 5)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from test_adapters import ROOT, _example_server, tablecert

DOC = ROOT / "docs" / "adapters.md"

FAMILIES = {
    # family: (the sections its chapters are, the console's last line as docs/adapters.md prints it)
    "card games": (["649a"], "19 skipped, 569 passed, 13 checked in the submission, 73 manual"),
    "Craps dice": (["537"], "94 passed, 9 checked in the submission"),
    "Blackjack shoe": (["549", "551"], "114 passed, 5 checked in the submission, 3 manual, 1 not applicable"),
    "baccarat coups": (["541", "543", "545"], "327 passed, 7 checked in the submission, 10 manual"),
    "records": (["523", "525", "535"], "47 passed, 8 manual"),
    "Ultimate Texas Hold 'Em": (["653a"], "28 passed, 2 manual"),
}


@pytest.fixture(scope="module")
def line_table() -> Iterator[str]:
    with _example_server().LineTableServer() as server:
        yield server.address


def _doc() -> str:
    return DOC.read_text(encoding="utf-8")


@pytest.mark.parametrize("family", [f if f == "Craps dice" else pytest.param(f, marks=pytest.mark.exhaustive)
                                    for f in FAMILIES], ids=lambda f: f.split()[0].lower())
def test_each_family_passes_its_chapters_with_the_doc_s_figures(family: str, line_table: str,
                                                                tmp_path: Path) -> None:
    sections, shown = FAMILIES[family]
    command = "tablecert run --adapter line-table " + " ".join(f"--section {s}" for s in sections)
    assert f"{command}\n# tablecert run: {shown}" in _doc(), f"docs/adapters.md: {command}"
    proc = tablecert(*command.split()[1:], "--report", str(tmp_path / "out"), "--quiet", address=line_table)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    assert proc.stdout.rstrip().splitlines()[-1] == f"tablecert run: {shown}"
    if family == "card games":  # the doc's breakdown of the skipped scenarios, by capability
        verdicts = json.loads((tmp_path / "out" / "verdicts.json").read_text(encoding="utf-8"))
        skipped = [v["message"] for v in verdicts if v["status"] == "skipped"]
        by = {c: sum(f"capability {c!r}" in m for m in skipped) for c in ("step-by-step", "meters")}
        assert sum(by.values()) == len(skipped), skipped
        assert (f"need the `step-by-step` capability ({by['step-by-step']}) and `meters` ({by['meters']})"
                in " ".join(_doc().split())), by


SLOW = pytest.mark.exhaustive


@pytest.mark.parametrize("game", ["craps", "blackjack", *(pytest.param(g, marks=SLOW) for g in (
    "spanish-21", "minibaccarat", "baccarat", "ultimate-texas-hold-em"))])
def test_fuzz_plays_every_game_through_the_adapter(game: str, line_table: str) -> None:
    proc = tablecert("fuzz", "--adapter", "line-table", "--game", game, "--rounds", "60", "--json",
                     address=line_table)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    payload = json.loads(proc.stdout)
    assert payload["discrepancies"] == [] and payload["rounds_run"] == 60


@pytest.mark.parametrize(("game", "rounds"), [
    ("blackjack", "4000"),
    pytest.param("craps", "2000", marks=pytest.mark.exhaustive),
    pytest.param("baccarat", "2000", marks=pytest.mark.exhaustive),
])
def test_stats_judges_the_adapter_as_the_oracle_itself(game: str, rounds: str, line_table: str) -> None:
    """The same seed gives the same rounds and the same verdicts through the adapter as from
    the oracle in-process: the example carries every field of every round."""
    through = tablecert("stats", "--adapter", "line-table", "--game", game, "--rounds", rounds, "--json",
                        address=line_table)
    oracle = tablecert("stats", "--target", "in-process", "--game", game, "--rounds", rounds, "--json")
    assert through.returncode == oracle.returncode, through.stdout[-2000:] + through.stderr[-2000:]
    assert through.returncode in (0, 3)  # passed, or too few rounds to decide: never failed

    def verdicts(proc: object) -> list[object]:
        return json.loads(proc.stdout)["verdicts"]  # type: ignore[attr-defined,no-any-return]

    assert verdicts(through) == verdicts(oracle)
    if game == "blackjack":
        assert [v["outcome"] for v in verdicts(through)] == ["passed"]  # type: ignore[index]


def test_the_doc_names_a_worked_example_for_every_family() -> None:
    text = _doc()
    for family in FAMILIES:
        assert re.search(rf"^### {re.escape(family)}", text, re.MULTILINE | re.IGNORECASE), family
    for game in ("craps", "blackjack", "baccarat", "ultimate-texas-hold-em"):
        assert f"tablecert fuzz --adapter line-table --game {game}" in text, game
    for game in ("craps", "blackjack", "baccarat"):
        assert f"tablecert stats --adapter line-table --game {game}" in text, game
