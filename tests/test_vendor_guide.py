"""docs/protocol.md's vendor guide says what the harness does: each example of "Where the
documents left a choice open" is sent to the reference system and its answer checked
against what the page prints; the recall a system may keep beyond ten rounds is not held
against it."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import requests

from tablecert.adapters.in_process import InProcessSystem
from tablecert.files import resolve_rules_submission
from tablecert.fuzz import fuzz_sessions
from tablecert.oracle.card_games import RulesSubmission, Table
from tablecert.reference_system.server import ReferenceServer

ROOT = Path(__file__).resolve().parent.parent
GUIDE = (ROOT / "docs" / "protocol.md").read_text(encoding="utf-8")
DECK = [r + s for s in "shdc" for r in "AKQJT98765432"]


@pytest.fixture(scope="module")
def play() -> Iterator[Callable[..., dict[str, Any]]]:
    with ReferenceServer() as server:
        def one(rules: str, body: dict[str, Any], *, before: int = 0) -> dict[str, Any]:
            text = (ROOT / "rules_submissions" / f"{rules}.yaml").read_text(encoding="utf-8")
            table = requests.post(server.url + "/v1/tables", json={"rules_submission": text},
                                  timeout=5).json()["table_id"]
            url = f"{server.url}/v1/tables/{table}/scripted-rounds"
            plain = {"wagers": [{"seat": 1, "wager": "Ante Wager", "amount": 1000}], "deck": DECK}
            for _ in range(before):
                requests.post(url, json=plain, timeout=5).raise_for_status()
            answer = requests.post(url, json={"decisions": [], "faults": [], "deck": DECK, **body}, timeout=5)
            assert answer.status_code == 200, answer.text
            return answer.json()  # type: ignore[no-any-return]
        yield one


def _dealt(obs: dict[str, Any]) -> list[str]:
    return [f'{d["position"]}:{d["card"]}' for d in obs["dealt"]]


def _events(obs: dict[str, Any]) -> list[str]:
    return [e["kind"] for e in obs["events"]]


def test_the_guide_starts_from_zero_and_closes_every_gap() -> None:
    sections = ["## From zero to a green run", "## Where the documents left a choice open",
                "### An incorrect number of cards dealt", "### A misdeal on a stub-count round",
                "### A second card face up", "### A round with no seat dealt in",
                "### Bonus wagers without the three Let It Ride bets", "### The stub count schedule",
                "### Two decks", "### Meter payouts of the two progressives", "### The game recall",
                "### Scenarios that judge a Rules Submission", "### Smaller points"]
    assert all(section in GUIDE for section in sections)
    assert GUIDE.index("## From zero to a green run") < GUIDE.index("## Conventions")
    assert "tablecert contract --target" in GUIDE and "adapters.md" in GUIDE


ANTE = {"seat": 1, "wager": "Ante Wager", "amount": 1000}
MISDEAL = {"kind": "incorrect number of cards dealt", "position": "seat 1", "count": 4}


def test_an_incorrect_number_of_cards_is_not_dealt(play: Callable[..., dict[str, Any]]) -> None:
    obs = play("pa-649a-minimal", {"wagers": [ANTE], "faults": [MISDEAL]})
    assert _dealt(obs) == ["seat 1:As", "dealer:Ks", "seat 1:Qs", "dealer:Js", "seat 1:Ts", "dealer:9s"]
    assert _events(obs) == ["no more bets", "round void", "cards reshuffled"] and obs["void"]


def test_a_misdeal_on_a_stub_count_round_is_reshuffled(play: Callable[..., dict[str, Any]]) -> None:
    obs = play("pa-649a-minimal", {"wagers": [ANTE], "faults": [MISDEAL]}, before=4)
    assert _events(obs) == ["no more bets", "stub counted", "round void", "cards reshuffled"]


def test_a_second_face_up_card_stops_the_deal(play: Callable[..., dict[str, Any]]) -> None:
    obs = play("pa-649a-minimal", {"wagers": [ANTE, {**ANTE, "seat": 2}], "faults": [
        {"kind": "card face up in the deck", "at": 1}, {"kind": "card face up in the deck", "at": 4}]})
    assert _dealt(obs) == ["seat 1:As", "discard rack:Ks", "seat 2:Qs", "dealer:Js", "discard rack:Ts"]
    assert obs["hands"] == {"seat 1": ["As"], "seat 2": ["Qs"], "dealer": ["Js"]}
    assert _events(obs) == ["no more bets", "card discarded", "round void", "cards reshuffled"]


def test_a_round_with_no_seat_is_dealt_to_the_dealer(play: Callable[..., dict[str, Any]]) -> None:
    obs = play("pa-649a-minimal", {"wagers": [{**ANTE, "amount": 500}]})
    assert _dealt(obs) == ["dealer:As", "dealer:Ks", "dealer:Qs"] and obs["dealer_qualifies"] is True
    assert _events(obs) == ["no more bets", "dealer's cards revealed", "dealer qualifies"]
    assert obs["settlements"] == []


def test_a_bonus_without_the_three_bets_is_refused_at_no_more_bets(
        play: Callable[..., dict[str, Any]]) -> None:
    bets = [{"seat": 2, "wager": f"Bet Number {n}", "amount": 1000} for n in (1, 2, 3)]
    obs = play("pa-643a-automated-shoe-bonus", {"wagers": [
        {"seat": 1, "wager": "Let It Ride Bonus Wager", "amount": 100}, *bets]})
    assert [(r["seat"], r["wager"], r["reason"]) for r in obs["refusals"]] == [
        (1, "Let It Ride Bonus Wager", "precondition-not-met")]
    assert _dealt(obs) == ["seat 2:As", "seat 2:Ks", "seat 2:Qs", "discard rack:Js", "community:Ts",
                           "community:9s"]


def test_the_five_card_meter_pays_without_a_meter_reset_event(play: Callable[..., dict[str, Any]]) -> None:
    deck = ["9s", "Ks", "Qs", "2h", "3h", "5d", "Js", "Ts"]
    obs = play("pa-649a-dealing-automated-shoe-five-card", {"deck": deck + [c for c in DECK if c not in deck],
               "wagers": [{**ANTE, "amount": 500},
                          {"seat": 1, "wager": "Five-Card Progressive Payout Wager", "amount": 100}]})
    line = obs["settlements"][-1]
    assert (line["wager"], line["paid"], line["source"]) == ("Five-Card Progressive Payout Wager", 50001,
                                                            "progressive table game system")
    assert _events(obs)[-1] == "progressive jackpot paid" and "meter reset" not in _events(obs)
    assert (obs["five_card_meter_before"], obs["five_card_meter_after"]) == (500000, 450014)


def test_a_system_that_keeps_more_than_ten_rounds_is_not_held_to_ten() -> None:
    """docs/protocol.md, "The game recall": a system keeps at least 10 rounds."""

    class LongMemory(Table):
        def __init__(self, rules: RulesSubmission) -> None:
            super().__init__(rules)
            self.recall = deque(maxlen=100)

    system = InProcessSystem(LongMemory, name="keeps 100 rounds")
    rules = [resolve_rules_submission("pa-649a-minimal")]
    assert fuzz_sessions(system, rules, sessions=3, rounds=60, seed_value=0, shrink=False) is None
