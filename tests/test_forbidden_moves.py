"""Issue 33, item 1: the catalogue of forbidden moves (adapters/forbidden_moves.py) is held to
the regulation texts, the feature files, docs/protocol.md and the fuzzer: every move cites
subsections that exist, is tried by a scenario of each chapter that has it (a stepped one
naming the move and expecting its documented refusal), is documented, and is tried by
``tablecert fuzz`` at seed 1."""

from __future__ import annotations

from pathlib import Path

import pytest

from tablecert.adapters.forbidden_moves import FORBIDDEN_MOVES, PROBE_ANSWERS, SCRIPTED_ONLY, Probe
from tablecert.adapters.in_process import InProcessSystem
from tablecert.feature_index import ScenarioInfo, load_scenarios
from tablecert.files import resolve_rules_submission
from tablecert.oracle.card_games import RulesSubmission
from tablecert.regulation_index import load_index

ROOT = Path(__file__).resolve().parent.parent
_CHAPTERS_RUN = ("649a", "643a")  # 565's scenarios of the same moves: the fuzzer's 565 tables


@pytest.fixture(scope="module")
def scenarios() -> list[ScenarioInfo]:
    return list(load_scenarios())


def test_every_move_is_catalogued_once_with_subsections_of_the_regulation_texts() -> None:
    citations = {c.citation for c in load_index()}
    assert sorted(m.probe for m in FORBIDDEN_MOVES) == sorted(Probe), "each probe one entry"
    for move in FORBIDDEN_MOVES:
        assert move.citations and move.words, move.probe
        for chapter, citation in move.citations.items():
            assert citation.startswith(chapter + "."), f"{move.probe.value}: {citation} under {chapter}"
            assert citation in citations, f"{move.probe.value}: {citation} is not in the regulation texts"
        assert PROBE_ANSWERS[move.probe][0] is move.reason


@pytest.mark.parametrize(("probe", "chapter"), [(m.probe, c) for m in FORBIDDEN_MOVES for c in m.citations
                                                if c in _CHAPTERS_RUN])
def test_each_move_is_tried_by_a_stepped_scenario_expecting_the_documented_refusal(
        scenarios: list[ScenarioInfo], probe: Probe, chapter: str) -> None:
    reason = PROBE_ANSWERS[probe][0].value
    trying = f"the round is played step by step, trying {probe.value} at its point"
    found = [s for s in scenarios if s.kind == "executable" and s.citation.startswith(chapter + ".")
             and any(k == "when" and t == trying for k, t, _ in s.steps)
             and any(k == "then" and t == f'the system refuses the move with reason "{reason}"'
                     for k, t, _ in s.steps)]
    assert found, f"no {chapter} scenario tries {probe.value} expecting 409 {reason}"


def test_each_scripted_form_and_each_scripted_only_move_has_its_scenario(
        scenarios: list[ScenarioInfo]) -> None:
    names = {s.name: s for s in scenarios}
    for move in SCRIPTED_ONLY:
        for name in move.scenarios:
            assert name in names and names[name].citation == move.citation, name
    scripted = [s for s in scenarios if s.file.endswith("-forbidden-moves.feature")
                and not any("step by step" in t for _, t, _ in s.steps)]
    assert len(scripted) >= 2, [s.name for s in scripted]


def test_docs_protocol_documents_every_move_and_its_answer() -> None:
    text = (ROOT / "docs" / "protocol.md").read_text(encoding="utf-8")
    section = text.split("**What tablecert tries**", 1)[1].split("\n## ", 1)[0]
    rows = [r for r in section.splitlines() if r.startswith("| ")]
    for move in FORBIDDEN_MOVES:
        cited = [r for r in rows if f"`{move.reason.value}`" in r
                 and any(c in r for c in move.citations.values() if not c.startswith("565"))]
        assert cited, f"docs/protocol.md, What tablecert tries: no row for {move.probe.value}"


def _rules(name: str) -> RulesSubmission:
    rules = resolve_rules_submission(name)
    assert isinstance(rules, RulesSubmission)
    return rules


def test_the_fuzzer_tries_every_move_of_each_game_at_seed_1() -> None:
    from tablecert.fuzz import fuzz

    tried: dict[str, int] = {}
    for name in ("pa-649a-paytable-A", "pa-643a-paytable-A"):
        result = fuzz(InProcessSystem(), [_rules(name)], rounds=600, seed_value=1, target="in-process",
                      shrink=False)
        assert result.discrepancy is None
        for move, n in result.protocol.by_probe.items():
            tried[move] = tried.get(move, 0) + n
    assert sorted(tried) == sorted(p.value for p in Probe), tried
