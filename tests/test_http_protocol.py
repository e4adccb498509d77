"""The vendor test protocol (docs/protocol.openapi.yaml): the reference table system over
HTTP answers exactly what the oracle answers in process, refusals and errors carry their
reason codes, the published document matches what the server routes, and the HTTP
adapter turns every misbehaving system into a SystemFault that keeps the token secret.

Every server here listens on 127.0.0.1 and is stopped by its fixture; every request has a
timeout of a few seconds at most.
"""

from __future__ import annotations

import json
import random
import re
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
import requests
import yaml
from starlette.routing import Route

from tablecert.adapters.contract import Capability, SystemFault
from tablecert.adapters.http import ERROR_REASONS, EXCERPT_LIMIT, HttpSystem
from tablecert.adapters.in_process import InProcessSystem
from tablecert.adapters.wire import PROTOCOL_VERSION, script_to_json
from tablecert.files import card_game_rules_paths
from tablecert.oracle.card_games import RulesSubmission, parse_rules_submission, render_rules_submission
from tablecert.oracle.card_round.dealing import deal_plan, stack_deck
from tablecert.oracle.cards import FULL_DECK, Card, parse_cards
from tablecert.oracle.catalogue import GAMES
from tablecert.oracle.round import (
    Choice,
    Decision,
    EventKind,
    Fault,
    FaultKind,
    IllegalAction,
    Observation,
    Outcome,
    Reason,
    RoundScript,
    Source,
    WagerPlacement,
)
from tablecert.oracle.wagers import Game, Wager
from tablecert.reference_system import ReferenceServer, create_app
from tablecert.resources import OPENAPI_PATH

ROOT = Path(__file__).resolve().parent.parent
RULES_DIR = ROOT / "rules_submissions"
OPENAPI = ROOT / "docs" / "protocol.openapi.yaml"
TIMEOUT = (2.0, 5.0)


def _rules(name: str) -> RulesSubmission:
    path = RULES_DIR / f"{name}.yaml"
    return parse_rules_submission(path.read_text(encoding="utf-8"), source=str(path))


# --------------------------------------------------------------------------- fixtures
@pytest.fixture(scope="module")
def server() -> Iterator[ReferenceServer]:
    with ReferenceServer() as running:
        assert running.url.startswith("http://127.0.0.1:")
        yield running


@pytest.fixture(scope="module")
def http(server: ReferenceServer) -> Iterator[HttpSystem]:
    system = HttpSystem(server.url, connect_timeout=TIMEOUT[0], read_timeout=TIMEOUT[1])
    yield system
    system.close()


@pytest.fixture()
def raw(server: ReferenceServer) -> Iterator[Callable[..., requests.Response]]:
    """A bare requests call to the reference system, for status codes and error bodies."""
    with requests.Session() as session:
        def call(method: str, path: str, **kwargs: Any) -> requests.Response:
            return session.request(method, server.url + path, timeout=TIMEOUT, **kwargs)

        yield call


def _open(raw: Callable[..., requests.Response], rules: str) -> str:
    resp = raw("POST", "/v1/tables", json={"rules_submission": render_rules_submission(_rules(rules))})
    assert resp.status_code == 201, resp.text
    return str(resp.json()["table_id"])


# --------------------------------------------------------------------------- scripts
def _deck(seed: int) -> tuple[Card, ...]:
    deck = list(FULL_DECK)
    random.Random(seed).shuffle(deck)
    return tuple(deck)


def _stacked(rules: RulesSubmission, seats: Sequence[int], hands: dict[str, str]) -> tuple[Card, ...]:
    plan = deal_plan(rules.game, rules.table.dealing, seats)
    return stack_deck(plan, {p: parse_cards(c) for p, c in hands.items()})


def _tcp_wagers(seats: Sequence[int], *, ante: int = 1000, pair_plus: int | None = 500,
                progressive: int | None = None, six: int | None = None) -> tuple[WagerPlacement, ...]:
    out: list[WagerPlacement] = []
    for seat in seats:
        out.append(WagerPlacement(seat, Wager.ANTE, ante))
        if pair_plus is not None:
            out.append(WagerPlacement(seat, Wager.PAIR_PLUS, pair_plus))
        if progressive is not None:
            out.append(WagerPlacement(seat, Wager.PROGRESSIVE, progressive))
        if six is not None:
            out.append(WagerPlacement(seat, Wager.SIX_CARD_BONUS, six))
    return tuple(out)


def _lir_wagers(seats: Sequence[int], amount: int, *extra: tuple[Wager, int]) -> tuple[WagerPlacement, ...]:
    return tuple(WagerPlacement(s, w, a) for s in seats
                 for w, a in ((Wager.BET_1, amount), (Wager.BET_2, amount), (Wager.BET_3, amount), *extra))


def _paytable_a_rounds() -> list[RoundScript]:
    """Seven seats, every wager of 649a.7(d); a mini royal for the progressive jackpot and
    the Envy Bonus; folds; refusals of every kind; card-level faults."""
    rules = _rules("pa-649a-paytable-A")
    seven = range(1, 8)
    every = _tcp_wagers(seven, progressive=100, six=500)
    return [
        RoundScript(wagers=every, deck=_deck(1)),
        RoundScript(wagers=every, deck=_stacked(rules, seven, {
            "seat 2": "As Ks Qs", "seat 5": "9h 9d 9c", "dealer": "Jc 8d 3s"}),
            decisions=(Decision(3, Choice.FOLD), Decision(6, Choice.FOLD))),
        RoundScript(wagers=(
            *_tcp_wagers([1, 4], progressive=100),
            WagerPlacement(2, Wager.PROGRESSIVE, 100),  # no Ante or Pair Plus: 649a.7(d)(4)
            WagerPlacement(3, Wager.ANTE, 100),  # below the $5 minimum
            WagerPlacement(4, Wager.ANTE, 1000),  # already placed
            WagerPlacement(5, Wager.PROGRESSIVE, 500),  # the $1 Progressive Payout Wager
            WagerPlacement(8, Wager.ANTE, 1000),  # no such seat
            WagerPlacement(6, Wager.PLAY, 1000),  # a Play Wager only by decision
            WagerPlacement(1, Wager.SIX_CARD_BONUS, 500, after_no_more_bets=True),
        ), deck=_deck(3), default_play=False),
        RoundScript(wagers=_tcp_wagers([1, 2, 3]), deck=_deck(4),
                    faults=(Fault(FaultKind.CARD_FACE_UP_IN_DECK, at=2),
                            Fault(FaultKind.CARD_DRAWN_IN_ERROR, at=5))),
        RoundScript(wagers=_tcp_wagers([1, 2, 3], six=500), deck=_deck(5)),  # the stub count
        RoundScript(wagers=_tcp_wagers([2, 7]), deck=_deck(6),
                    faults=(Fault(FaultKind.INCORRECT_CARD_COUNT, position="seat 2", count=4),)),
        RoundScript(wagers=_tcp_wagers([1]), deck=_deck(7),
                    faults=(Fault(FaultKind.DEALER_CARD_EXPOSED),)),
        RoundScript(wagers=_tcp_wagers([1, 3]), deck=_deck(8),
                    faults=(Fault(FaultKind.CARD_FACE_UP_IN_DECK, at=0),
                            Fault(FaultKind.CARD_FACE_UP_IN_DECK, at=4))),
        RoundScript(wagers=_tcp_wagers([1, 3]), deck=_deck(9)[:51],
                    faults=(Fault(FaultKind.WRONG_DECK_SIZE, count=51),
                            Fault(FaultKind.SHUFFLER_JAM))),
        RoundScript(wagers=_tcp_wagers([4]), deck=_deck(10),
                    faults=(Fault(FaultKind.DEVICE_MALFUNCTION, position="shuffler"),)),
    ]


def _version_e_rounds() -> list[RoundScript]:
    """649a.7(e)(1), an automated dealing shoe, a counting shuffler and two decks."""
    return [
        RoundScript(wagers=(WagerPlacement(1, Wager.ANTE, 1000), WagerPlacement(1, Wager.PAIR_PLUS, 2000),
                            *_tcp_wagers([2, 3], six=500)), deck=_deck(11)),
        RoundScript(wagers=_tcp_wagers([1, 6]), deck=_deck(12),
                    faults=(Fault(FaultKind.SHOE_JAM, at=4),)),
        RoundScript(wagers=_tcp_wagers([1, 6]), deck=_deck(13)[:50],
                    faults=(Fault(FaultKind.WRONG_DECK_SIZE, count=50),)),
        RoundScript(wagers=_tcp_wagers([1, 2, 3, 4, 5, 6]), deck=_deck(14),
                    faults=(Fault(FaultKind.DEVICE_MALFUNCTION, position="shoe"),)),
        RoundScript(wagers=_tcp_wagers([3]), deck=_deck(15)),  # dealt by hand-held shoe now
    ]


def _progressive_565_rounds() -> list[RoundScript]:
    rules = _rules("pa-565-progressive-5")
    return [
        RoundScript(wagers=_tcp_wagers([1, 2, 3], progressive=500), deck=_stacked(rules, [1, 2, 3], {
            "seat 1": "Ah Kh Qh", "seat 3": "5c 5d 5s"})),
        RoundScript(wagers=_tcp_wagers([1, 7], ante=2500, progressive=500), deck=_deck(21),
                    decisions=(Decision(7, Choice.FOLD),)),
    ]


def _let_it_ride_rounds() -> list[RoundScript]:
    rules = _rules("pa-643a-paytable-A")
    extras = ((Wager.LET_IT_RIDE_BONUS, 100), (Wager.THREE_CARD_BONUS, 500))
    return [
        RoundScript(wagers=_lir_wagers([1, 3, 5], 1000, *extras), deck=_stacked(rules, [1, 3, 5], {
            "seat 3": "As Ks Qs", "community": "Js Ts"}),
            decisions=(Decision(1, Choice.WITHDRAW, Wager.BET_1), Decision(5, Choice.WITHDRAW, Wager.BET_2))),
        RoundScript(wagers=(*_lir_wagers([2], 500), WagerPlacement(4, Wager.BET_1, 500),
                            WagerPlacement(6, Wager.LET_IT_RIDE_BONUS, 500)), deck=_deck(31)),
        RoundScript(wagers=_lir_wagers([1, 2], 2000), deck=_deck(32),
                    faults=(Fault(FaultKind.COMMUNITY_CARD_EXPOSED),)),
        RoundScript(wagers=_lir_wagers([1, 2, 3, 4, 5, 6, 7], 500), deck=_deck(33), default_play=False),
    ]


def _automated_shoe_rounds() -> list[RoundScript]:
    return [
        RoundScript(wagers=(*_lir_wagers([1, 2], 2500),  # no bonus wagers at this table
                            WagerPlacement(1, Wager.LET_IT_RIDE_BONUS, 100)), deck=_deck(41)),
        RoundScript(wagers=_lir_wagers([1, 2], 2500), deck=_deck(42),
                    faults=(Fault(FaultKind.SHOE_JAM, at=3),)),
    ]


SESSIONS = {
    "pa-649a-paytable-A": _paytable_a_rounds,
    "pa-649a-version-e": _version_e_rounds,
    "pa-565-progressive-5": _progressive_565_rounds,
    "pa-643a-paytable-A": _let_it_ride_rounds,
    "pa-643a-automated-shoe": _automated_shoe_rounds,
}


# --------------------------------------------------------------------------- differential
@pytest.mark.parametrize("name", sorted(SESSIONS))
def test_scripted_rounds_over_http_equal_the_oracle(http: HttpSystem, name: str) -> None:
    rules = _rules(name)
    oracle_table = InProcessSystem().open_table(rules)
    table = http.open_table(rules)
    try:
        for i, script in enumerate(SESSIONS[name]()):
            expected = oracle_table.play(script)
            assert table.play(script) == expected, f"{name} round {i + 1}"
        assert table.recall(10) == oracle_table.recall(10)
        assert table.recall(2) == oracle_table.recall(2)
        assert table.recall(0) == []
        meters = table.meters()
        assert meters.rounds == len(SESSIONS[name]())
        assert meters == oracle_table.meters()
    finally:
        table.close()


def test_the_sessions_cover_refusals_faults_jackpots_and_voids() -> None:
    """The differential sessions above are worth comparing only if they reach these."""
    seen_reasons: set[Reason] = set()
    seen_events: set[EventKind] = set()
    seen_outcomes: set[Outcome] = set()
    sources: set[Source] = set()
    for name, rounds in SESSIONS.items():
        table = InProcessSystem().open_table(_rules(name))
        for script in rounds():
            obs = table.play(script)
            seen_reasons |= {r.reason for r in obs.refusals}
            seen_events |= {e.kind for e in obs.events}
            seen_outcomes |= {s.outcome for s in obs.settlements}
            sources |= {s.source for s in obs.settlements}
    assert seen_reasons == set(Reason) - {Reason.OUT_OF_TURN}  # out of turn: step by step only
    assert {EventKind.JACKPOT, EventKind.ROUND_VOID, EventKind.DECK_REMOVED,
            EventKind.DEVICE_OUT_OF_ORDER, EventKind.CARD_DISCARDED, EventKind.STUB_COUNTED,
            EventKind.COMMUNITY_CARD_REVEALED, EventKind.DECK_IN_PLAY} <= seen_events
    assert seen_outcomes == set(Outcome)
    assert sources == set(Source)


def _step_by_step(table: Any, script: RoundScript) -> Observation:
    """Drive ``script`` through the step endpoints; every decision is scripted in order."""
    round_ = table.new_round()
    for p in script.wagers:
        if not p.after_no_more_bets:
            round_.place(p.seat, p.wager, p.amount)
    round_.no_more_bets()
    for p in script.wagers:
        if p.after_no_more_bets:
            assert round_.place(p.seat, p.wager, p.amount) is False
    round_.deal(script.deck, script.faults)
    for d in script.decisions:
        assert round_.decide(d.seat, d.choice, d.wager) is True
    obs: Observation = round_.settle()
    return obs


@pytest.mark.parametrize(("name", "script"), [
    ("pa-649a-paytable-A", RoundScript(
        wagers=(*_tcp_wagers([1, 2, 5], progressive=100, six=500),
                WagerPlacement(3, Wager.ANTE, 1000, after_no_more_bets=True)),
        deck=_deck(51), decisions=(Decision(1, Choice.PLAY), Decision(2, Choice.FOLD),
                                   Decision(5, Choice.PLAY)))),
    ("pa-649a-version-e", RoundScript(
        wagers=_tcp_wagers([1, 2]), deck=_deck(52),
        decisions=(Decision(1, Choice.PLAY), Decision(2, Choice.PLAY)),
        faults=(Fault(FaultKind.DEVICE_MALFUNCTION, position="shoe"),))),
    ("pa-643a-paytable-A", RoundScript(
        wagers=_lir_wagers([2, 4], 1000, (Wager.THREE_CARD_BONUS, 500)), deck=_deck(53),
        decisions=(Decision(2, Choice.LET_IT_RIDE, Wager.BET_1), Decision(4, Choice.WITHDRAW, Wager.BET_1),
                   Decision(2, Choice.WITHDRAW, Wager.BET_2), Decision(4, Choice.LET_IT_RIDE, Wager.BET_2)))),
], ids=["649a", "649a-device-malfunction", "643a"])
def test_a_step_by_step_round_over_http_equals_the_scripted_round(
        http: HttpSystem, name: str, script: RoundScript) -> None:
    rules = _rules(name)
    expected = InProcessSystem().open_table(rules).play(script)
    table = http.open_table(rules)
    try:
        assert _step_by_step(table, script) == expected
    finally:
        table.close()


# --------------------------------------------------------------------------- refusals (409)
def _round(raw: Callable[..., requests.Response], table_id: str) -> str:
    resp = raw("POST", f"/v1/tables/{table_id}/rounds")
    assert resp.status_code == 201, resp.text
    body = resp.json()
    assert body["round_number"] >= 1
    return f"/v1/tables/{table_id}/rounds/{body['round_id']}"


def test_649a_7_c_a_wager_after_no_more_bets_is_a_409_with_its_reason(
        raw: Callable[..., requests.Response]) -> None:
    path = _round(raw, _open(raw, "pa-649a-paytable-A"))
    # the reference system declares step-events: a wager's step has no event of its own
    assert raw("POST", f"{path}/wagers", json={"seat": 1, "wager": "Ante Wager", "amount": 1000}).json() == {
        "accepted": True, "events": []}
    assert raw("POST", f"{path}/no-more-bets").status_code == 200
    resp = raw("POST", f"{path}/wagers", json={"seat": 2, "wager": "Ante Wager", "amount": 1000})
    assert resp.status_code == 409
    assert resp.headers["content-type"].startswith("application/json")
    error = resp.json()["error"]
    assert error["reason"] == "after-no-more-bets"
    assert error["citation"] == "649a.7(c)"
    assert "no more bets" in error["message"]


def test_649a_11_b_a_decision_out_of_turn_is_a_409_with_its_reason(
        raw: Callable[..., requests.Response], http: HttpSystem) -> None:
    rules = _rules("pa-649a-paytable-A")
    path = _round(raw, _open(raw, "pa-649a-paytable-A"))
    for seat in (1, 2):
        raw("POST", f"{path}/wagers", json={"seat": seat, "wager": "Ante Wager", "amount": 1000})
    raw("POST", f"{path}/no-more-bets")
    deck = [str(c) for c in _deck(61)]
    assert raw("POST", f"{path}/deal", json={"deck": deck, "faults": []}).status_code == 200
    resp = raw("POST", f"{path}/decisions", json={"seat": 2, "choice": "play"})
    assert resp.status_code == 409
    assert resp.json()["error"]["reason"] == "out-of-turn"
    assert resp.json()["error"]["citation"] == "649a.11(b)"
    early = raw("POST", f"{path}/settle")  # seat 1 has not decided
    assert early.status_code == 409 and early.json()["error"]["reason"] == "not-allowed-now"
    # the same through the adapter: False for the refused decision, IllegalAction for settle
    table = http.open_table(rules)
    try:
        round_ = table.new_round()
        assert round_.place(1, Wager.ANTE, 1000) and round_.place(2, Wager.ANTE, 1000)
        assert round_.place(3, Wager.SIX_CARD_BONUS, 500) is False  # precondition not met
        round_.no_more_bets()
        round_.deal(_deck(61))
        assert round_.decide(2, Choice.PLAY) is False
        with pytest.raises(IllegalAction) as caught:
            round_.settle()
        assert caught.value.reason is Reason.NOT_ALLOWED_NOW
        assert round_.decide(1, Choice.PLAY) and round_.decide(2, Choice.FOLD)
        obs = round_.settle()
        assert [r.reason for r in obs.refusals] == [Reason.PRECONDITION_NOT_MET]
        with pytest.raises(IllegalAction):
            round_.no_more_bets()  # the round is settled
    finally:
        table.close()


# --------------------------------------------------------------------------- errors (4xx)
def test_a_malformed_body_is_a_400_naming_the_json_path(raw: Callable[..., requests.Response]) -> None:
    table_id = _open(raw, "pa-649a-minimal")
    script = script_to_json(RoundScript(wagers=_tcp_wagers([1, 2]), deck=_deck(71)))
    script["wagers"][3]["amount"] = "$5"
    resp = raw("POST", f"/v1/tables/{table_id}/scripted-rounds", json=script)
    assert resp.status_code == 400
    error = resp.json()["error"]
    assert (error["reason"], error["path"]) == ("invalid-request", "wagers[3].amount")
    assert error["message"].startswith("wagers[3].amount: expected int")
    script["wagers"][3]["amount"] = 500
    script["deck"][7] = "Zz"
    error = raw("POST", f"/v1/tables/{table_id}/scripted-rounds", json=script).json()["error"]
    assert error["path"] == "deck[7]"
    script["deck"][7] = script["deck"][8]  # a duplicate card: the deck as a whole is wrong
    error = raw("POST", f"/v1/tables/{table_id}/scripted-rounds", json=script).json()["error"]
    assert (error["path"], error["reason"]) == ("deck", "invalid-request")
    not_json = raw("POST", f"/v1/tables/{table_id}/scripted-rounds", data=b"{wagers:",
                   headers={"Content-Type": "application/json"})
    assert not_json.status_code == 400 and not_json.json()["error"]["path"] == ""
    path = _round(raw, table_id)
    bad = raw("POST", f"{path}/decisions", json={"seat": 1, "choice": "raise"})
    assert bad.status_code == 400 and bad.json()["error"]["path"] == "choice"
    bad = raw("POST", f"{path}/wagers", json=[1, 2])
    assert bad.status_code == 400 and "expected a JSON object" in bad.json()["error"]["message"]
    assert raw("GET", f"/v1/tables/{table_id}/recall?rounds=x").json()["error"]["path"] == "rounds"


def test_an_invalid_rules_submission_is_a_422_naming_the_field(raw: Callable[..., requests.Response]) -> None:
    text = (RULES_DIR / "pa-649a-minimal.yaml").read_text(encoding="utf-8").replace("seats: 7", "seats: 9")
    resp = raw("POST", "/v1/tables", json={"rules_submission": text})
    assert resp.status_code == 422
    error = resp.json()["error"]
    assert error["reason"] == "invalid-rules-submission"
    assert "table.seats" in error["message"] and error["citation"] == "649a.2(a)"
    assert error["violations"][0]["field"] == "table.seats"
    assert error["violations"][0]["line"] == text.splitlines().index("  seats: 9") + 1
    missing = raw("POST", "/v1/tables", json={"rules": text}).json()["error"]
    assert (missing["reason"], missing["path"]) == ("invalid-request", "rules_submission")


def test_unknown_tables_rounds_and_endpoints_answer_in_the_error_model(
        raw: Callable[..., requests.Response]) -> None:
    assert raw("GET", "/v1/tables/nope/meters").json()["error"]["reason"] == "unknown-table"
    table_id = _open(raw, "pa-649a-minimal")
    first = _round(raw, table_id)
    assert raw("POST", f"{first}/no-more-bets").status_code == 200
    second = _round(raw, table_id)  # abandons the first, never settled
    gone = raw("POST", f"{first}/settle")
    assert (gone.status_code, gone.json()["error"]["reason"]) == (404, "unknown-round")
    assert raw("POST", f"{second}/deal", json={"deck": []}).status_code == 409  # still betting
    for method, path in (("GET", "/v2/system"), ("PUT", "/v1/system")):
        resp = raw(method, path)
        assert resp.status_code in (404, 405)
        assert resp.json()["error"]["reason"] == "invalid-request"
    assert raw("DELETE", f"/v1/tables/{table_id}").status_code == 204
    assert raw("DELETE", f"/v1/tables/{table_id}").json()["error"]["reason"] == "unknown-table"


def test_the_system_endpoint_describes_the_reference_system(http: HttpSystem) -> None:
    assert http.describe()["protocol_version"] == PROTOCOL_VERSION
    assert http.capabilities == frozenset(Capability)
    assert set(http.describe()["games"]) == {g.value for g in Game} | set(GAMES)


@pytest.mark.parametrize("path", card_game_rules_paths(RULES_DIR), ids=lambda p: p.stem)
def test_a_rules_submission_is_sent_as_yaml_that_parses_back_to_itself(path: Path) -> None:
    rules = parse_rules_submission(path.read_text(encoding="utf-8"), source=str(path))
    assert parse_rules_submission(render_rules_submission(rules)) == rules


# --------------------------------------------------------------------------- the document
def _spec() -> dict[str, Any]:
    spec = yaml.safe_load(OPENAPI.read_text(encoding="utf-8"))
    assert isinstance(spec, dict)
    return spec


def test_the_openapi_document_is_3_1_and_versioned() -> None:
    spec = _spec()
    assert re.fullmatch(r"3\.1\.\d+", str(spec["openapi"]))
    assert spec["info"]["version"] == PROTOCOL_VERSION


def test_the_openapi_document_has_every_endpoint_the_server_routes() -> None:
    app = create_app()
    routed = {(r.path, m.lower()) for r in app.routes if isinstance(r, Route)
              for m in (r.methods or ()) if m != "HEAD"}
    routed.discard((OPENAPI_PATH, "get"))  # the document itself, not an operation of the protocol
    spec = _spec()
    documented = {(path, method) for path, item in spec["paths"].items() for method in item
                  if method in {"get", "post", "put", "delete", "patch"}}
    assert documented == routed


def _enum(spec: dict[str, Any], name: str) -> set[str]:
    return set(spec["components"]["schemas"][name]["enum"])


def test_the_openapi_enums_are_the_oracles_values() -> None:
    from tablecert.oracle.round import Choice as C
    spec = _spec()
    assert _enum(spec, "Wager") == {w.value for w in Wager}
    assert _enum(spec, "Choice") == {c.value for c in C}
    assert _enum(spec, "Outcome") == {o.value for o in Outcome}
    assert _enum(spec, "Source") == {s.value for s in Source}
    assert _enum(spec, "EventKind") == {e.value for e in EventKind}
    assert _enum(spec, "FaultKind") == {f.value for f in FaultKind}
    assert _enum(spec, "RefusalReason") == {r.value for r in Reason}
    assert _enum(spec, "ErrorReason") == ERROR_REASONS
    assert _enum(spec, "Capability") == {c.value for c in Capability}
    assert _enum(spec, "Game") == {g.value for g in Game} | set(GAMES)


def test_the_observation_schema_requires_what_the_adapter_decodes(server: ReferenceServer) -> None:
    schema = _spec()["components"]["schemas"]["Observation"]
    table = HttpSystem(server.url).open_table(_rules("pa-649a-minimal"))
    resp = requests.post(f"{server.url}/v1/tables/{table.table_id}/scripted-rounds", timeout=TIMEOUT,
                         json=script_to_json(RoundScript(wagers=_tcp_wagers([1]), deck=_deck(81))))
    assert set(resp.json()) == set(schema["properties"])
    assert set(schema["required"]) >= {"round_number", "dealt", "hands", "settlements", "refusals",
                                       "events", "void", "wagered", "table_result"}


# --------------------------------------------------------------------------- faults
def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def test_a_closed_port_is_a_system_fault_within_the_timeout() -> None:
    system = HttpSystem(f"http://127.0.0.1:{_free_port()}", connect_timeout=1, read_timeout=1)
    start = time.monotonic()
    with pytest.raises(SystemFault) as caught:
        system.describe()
    assert time.monotonic() - start < 3
    assert caught.value.endpoint == "GET /v1/system"
    assert "cannot reach the system" in caught.value.problem


def test_a_system_that_never_answers_is_a_system_fault_after_the_read_timeout() -> None:
    with socket.socket() as listener:  # accepts connections (backlog) and never answers
        listener.bind(("127.0.0.1", 0))
        listener.listen(1)
        port = listener.getsockname()[1]
        system = HttpSystem(f"http://127.0.0.1:{port}", connect_timeout=1, read_timeout=0.3)
        start = time.monotonic()
        with pytest.raises(SystemFault, match="no answer within the timeout"):
            system.describe()
        assert time.monotonic() - start < 3
        system.close()


TOKEN = "tok-3f9c2a7e-do-not-print"


class _BadSystem(BaseHTTPRequestHandler):
    """A misbehaving vendor: each path answers wrong in one way, echoing the bearer token."""

    protocol_version = "HTTP/1.1"

    def _send(self, status: int, body: bytes, content_type: str) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self) -> None:
        auth = self.headers.get("Authorization", "")
        self.server.seen_auth = auth  # type: ignore[attr-defined]
        answers: dict[str, tuple[int, bytes, str]] = {
            "/500/v1/system": (500, f"Traceback: token {auth} rejected".encode(), "text/plain"),
            "/html/v1/system": (200, b"<html>" + b"x" * 1000 + b"</html>", "text/html"),
            "/notjson/v1/system": (200, b"{name: " + auth.encode(), "application/json"),
            "/shape/v1/system": (200, json.dumps({"name": auth, "protocol_version": 1}).encode(),
                                 "application/json"),
            "/version/v1/system": (200, json.dumps({"name": "x", "protocol_version": "2.0", "games": [],
                                                    "capabilities": []}).encode(), "application/json"),
        }
        self._send(*answers.get(self.path, (404, b"{}", "application/json")))

    def do_POST(self) -> None:
        length = int(self.headers.get("Content-Length", 0))
        self.rfile.read(length)
        auth = self.headers.get("Authorization", "")
        if self.path.endswith("/v1/tables"):
            self._send(201, json.dumps({"table_id": "t", "capabilities": ["forced-deck"]}).encode(),
                       "application/json")
        else:  # an observation with a bad settlement line
            obs = {"round_number": 1, "dealt": [], "hands": {}, "decisions": [], "refusals": [],
                   "events": [], "void": False, "wagered": 0, "table_result": 0, "progressive_paid": 0,
                   "settlements": [{"seat": 1, "wager": "Ante Wager", "outcome": "won", "amount": 5,
                                    "paid": auth, "returned": 0, "source": "table inventory"}]}
            self._send(200, json.dumps(obs).encode(), "application/json")

    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture()
def bad_system(monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[str, ThreadingHTTPServer]]:
    monkeypatch.setenv("TABLECERT_TOKEN", TOKEN)
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), _BadSystem)
    httpd.daemon_threads = True
    thread = threading.Thread(target=httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}", httpd
    finally:
        httpd.shutdown()
        httpd.server_close()
        thread.join(5)


@pytest.mark.parametrize(("prefix", "problem"), [
    ("/500", "HTTP 500 where 200 was expected"),
    ("/html", "content type 'text/html'"),
    ("/notjson", "not JSON"),
    ("/shape", "protocol_version: expected str"),
    ("/version", "protocol version '2.0'"),
])
def test_a_misbehaving_system_is_a_system_fault_that_keeps_the_token_secret(
        bad_system: tuple[str, ThreadingHTTPServer], prefix: str, problem: str) -> None:
    url, httpd = bad_system
    system = HttpSystem(url + prefix, connect_timeout=1, read_timeout=2)
    with pytest.raises(SystemFault) as caught:
        system.describe()
    assert httpd.seen_auth == f"Bearer {TOKEN}"  # type: ignore[attr-defined]
    fault = caught.value
    assert problem in fault.problem
    assert TOKEN not in str(fault) and TOKEN not in repr(fault.args)
    assert len(fault.excerpt) <= EXCERPT_LIMIT
    if prefix in ("/500", "/notjson", "/shape"):
        assert "[redacted]" in str(fault)
    system.close()


def test_a_bad_observation_is_a_system_fault_naming_the_field(
        bad_system: tuple[str, ThreadingHTTPServer]) -> None:
    url, _ = bad_system
    system = HttpSystem(url, connect_timeout=1, read_timeout=2)
    table = system.open_table(_rules("pa-649a-minimal"))
    with pytest.raises(SystemFault) as caught:
        table.play(RoundScript(wagers=_tcp_wagers([1]), deck=_deck(91)))
    assert "settlements[0].paid: expected int" in caught.value.problem
    assert TOKEN not in str(caught.value)
    system.close()


def test_without_the_token_variable_no_authorization_is_sent(
        bad_system: tuple[str, ThreadingHTTPServer], monkeypatch: pytest.MonkeyPatch) -> None:
    url, httpd = bad_system
    monkeypatch.delenv("TABLECERT_TOKEN")
    with pytest.raises(SystemFault):
        HttpSystem(url + "/version").describe()
    assert httpd.seen_auth == ""  # type: ignore[attr-defined]


# --------------------------------------------------------------------------- tablecert serve
def test_tablecert_serve_prints_its_url_and_answers_until_stopped() -> None:
    proc = subprocess.Popen([sys.executable, "-m", "tablecert.cli", "serve", "--port", "0"],
                            stdout=subprocess.PIPE, text=True, cwd=ROOT)
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        url = re.search(r"http://127\.0\.0\.1:\d+", line)
        assert url, line
        system = HttpSystem(url.group(0), connect_timeout=2, read_timeout=5)
        assert system.describe()["protocol_version"] == PROTOCOL_VERSION
        system.close()
    finally:
        proc.send_signal(__import__("signal").SIGINT)
        try:
            assert proc.wait(10) == 0
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait(5)


# --------------------------------------------------------------------------- a vendor from the docs
def _minimal_vendor() -> Any:
    """tests/vendor_minimal/minimal_vendor.py, written from docs/protocol.md alone."""
    import importlib.util

    path = ROOT / "tests" / "vendor_minimal" / "minimal_vendor.py"
    spec = importlib.util.spec_from_file_location("minimal_vendor", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


_FREE_TEXT = {"odds", "hand", "citation", "note", "detail", "message"}


def _judged(obs: Observation) -> dict[str, Any]:
    """The observation without its free text (docs/protocol.md, "How tablecert judges")."""
    from tablecert.adapters.wire import observation_to_json

    data = observation_to_json(obs)
    for key in ("settlements", "refusals", "events"):
        data[key] = [{k: v for k, v in item.items() if k not in _FREE_TEXT} for item in data[key]]
    return data


def test_a_minimal_vendor_written_from_the_docs_agrees_with_the_oracle() -> None:
    vendor = _minimal_vendor()
    assert not any(name.split(".")[0] in {"oracle", "adapters", "tablecert"}
                   for name in vars(vendor) if not name.startswith("_"))
    source = (ROOT / "tests" / "vendor_minimal" / "minimal_vendor.py").read_text(encoding="utf-8")
    assert not re.search(r"^\s*(from|import)\s+(oracle|adapters|tablecert)\b", source, re.M)
    text = (RULES_DIR / "pa-649a-minimal.yaml").read_text(encoding="utf-8")
    rules = parse_rules_submission(text.replace("pair_plus: C", "pair_plus: A"), source="pa-649a-minimal-A")
    assert rules.three_card_poker is not None and rules.three_card_poker.pair_plus.letter == "A"
    seats = [1, 2, 4, 6]
    rounds = [
        RoundScript(wagers=_tcp_wagers(seats, ante=1000, pair_plus=1000), deck=_stacked(rules, seats, {
            "seat 1": "7h 8h 9h", "seat 2": "Qs Qd 4c", "seat 4": "5d 5c 5h", "seat 6": "Ac Kd 2s",
            "dealer": "Qh 9c 3d"}), decisions=(Decision(2, Choice.FOLD),)),
        RoundScript(wagers=_tcp_wagers([3, 5], ante=2500, pair_plus=None), deck=_stacked(rules, [3, 5], {
            "seat 3": "Jh 9d 4s", "seat 5": "Js 9c 4h", "dealer": "Jc 9h 2d"})),  # a tie, a loss
        RoundScript(wagers=(*_tcp_wagers([1, 7], ante=1000, pair_plus=2000),
                            WagerPlacement(3, Wager.PAIR_PLUS, 1500),  # Pair Plus only: no decision
                            WagerPlacement(2, Wager.ANTE, 500),  # below the $10 minimum
                            WagerPlacement(2, Wager.SIX_CARD_BONUS, 1000),  # not offered
                            WagerPlacement(8, Wager.ANTE, 1000),  # no such seat
                            WagerPlacement(1, Wager.ANTE, 1000),  # already placed
                            WagerPlacement(7, Wager.PLAY, 1000),  # a Play Wager is a decision
                            WagerPlacement(5, Wager.ANTE, 1000, after_no_more_bets=True)),
                    deck=_stacked(rules, [1, 3, 7], {"dealer": "Jd 8s 4c", "seat 3": "As 2s 3s"}),
                    default_play=False, decisions=(Decision(7, Choice.PLAY),)),
        *(RoundScript(wagers=_tcp_wagers(range(1, 8), ante=1000 + 500 * i, pair_plus=1000),
                      deck=_deck(100 + i), decisions=(Decision(1 + i, Choice.FOLD),)) for i in range(4)),
    ]
    oracle_table = InProcessSystem().open_table(rules)
    with vendor.running() as url:
        assert url.startswith("http://127.0.0.1:")
        system = HttpSystem(url, connect_timeout=1, read_timeout=5)
        assert system.capabilities == {Capability.FORCED_DECK, Capability.SCRIPTED_ROUND}
        table = system.open_table(rules)
        for i, script in enumerate(rounds):
            assert _judged(table.play(script)) == _judged(oracle_table.play(script)), f"round {i + 1}"
        table.close()
        with pytest.raises(SystemFault, match=r"HTTP 404 .*unknown-table"):
            table.close()
        with pytest.raises(SystemFault, match="invalid-rules-submission"):
            system.open_table(_rules("pa-649a-paytable-A"))  # a progressive: this vendor refuses it
        system.close()


def test_a_catalogued_defect_switches_on_in_the_reference_system() -> None:
    from tablecert.reference_system.defects import DefectiveTable, find_defect

    rules = _rules("pa-649a-minimal")
    script = RoundScript(wagers=(*_tcp_wagers([1], pair_plus=None), WagerPlacement(8, Wager.ANTE, 1000)),
                         deck=_deck(111))
    clean = InProcessSystem().open_table(rules).play(script)
    defective = InProcessSystem(lambda r: DefectiveTable(r, find_defect("eighth-seat-accepted"))
                                ).open_table(rules).play(script)
    assert [r.reason for r in clean.refusals] == [Reason.NO_SUCH_SEAT] and not defective.refusals
    with ReferenceServer(defect="eighth-seat-accepted") as running:
        system = HttpSystem(running.url, connect_timeout=1, read_timeout=5)
        assert "eighth-seat-accepted" in system.name
        assert system.open_table(rules).play(script) == defective
        system.close()
    with pytest.raises(KeyError, match="no catalogued defect"):
        create_app("no-such-defect")
