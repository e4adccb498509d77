"""The reference table system as an ASGI application: the oracle behind every endpoint of
the vendor test protocol (docs/protocol.openapi.yaml, docs/protocol.md).

Tables live in memory, one :class:`tablecert.oracle.card_games.Table` per table id, and each table has at
most one round in hand: opening a round (or playing a scripted one) abandons a round that
was never settled, as a dealer would clear the layout. Every handler is ``async`` and does
its work without awaiting once the body is read, so uvicorn's single event loop runs one
request's state change at a time and no lock is needed.

Request bodies are decoded as strictly as :mod:`tablecert.adapters.wire` decodes a vendor's answers:
a bad field is a 400 ``invalid-request`` naming its JSON path.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from msgspec.structs import replace
from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from tablecert.adapters.contract import Capability
from tablecert.adapters.game_wire import from_builtins, to_builtins
from tablecert.adapters.http import ErrorReason
from tablecert.adapters.in_process import oracle_game_table
from tablecert.adapters.wire import (
    MAX_BATCH,
    PROTOCOL_VERSION,
    WireError,
    decode_json,
    encode_observation,
    observation_to_json,
    script_from_bytes,
    script_from_json,
    shuffled_round_bytes,
)
from tablecert.oracle.card_games import RulesSubmission, Table, parse_rules_submission
from tablecert.oracle.card_round.engine import RoundEngine
from tablecert.oracle.card_round.table import RECALL_DEPTH
from tablecert.oracle.cards import CardError
from tablecert.oracle.catalogue import GAMES, game_of, parse_game_rules
from tablecert.oracle.game import GameRules, GameTable
from tablecert.oracle.round import Choice, IllegalAction, Observation
from tablecert.oracle.rules_reader import RulesSubmissionError
from tablecert.oracle.wagers import Game, Wager
from tablecert.reference_system.shuffler import ShuffleMethod, ShufflingDevice, fisher_yates
from tablecert.resources import OPENAPI_PATH

__all__ = ["SYSTEM_NAME", "ProtocolError", "create_app"]

SYSTEM_NAME = "tablecert reference table system"
_PROTOCOL_DOC = "docs/protocol.md"
_E = TypeVar("_E")


class ProtocolError(Exception):
    """An error answer: ``{"error": {"reason", "message", "citation", ...}}``."""

    def __init__(self, status: int, reason: str, message: str, citation: str = _PROTOCOL_DOC,
                 **extra: Any) -> None:
        super().__init__(message)
        self.status = status
        self.body = {"error": {"reason": reason, "message": message, "citation": citation, **extra}}


def _invalid(exc: WireError) -> ProtocolError:
    return ProtocolError(400, ErrorReason.INVALID_REQUEST, str(exc), path=exc.path)


def _refused(exc: IllegalAction) -> ProtocolError:
    message = str(exc).removesuffix(f" ({exc.citation})")
    return ProtocolError(409, exc.reason.value, message, exc.citation)


def _json(data: Any, status: int = 200) -> Response:
    body = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode()
    return Response(body, status, media_type="application/json")


_ACCEPTED = _json({"accepted": True}).body


def _observed(obs: Observation) -> Response:
    """An observation as the answer: the same JSON as ``_json``, encoded by msgspec."""
    return Response(encode_observation(obs), 200, media_type="application/json")


def _accepted() -> Response:
    return Response(_ACCEPTED, 200, media_type="application/json")


# --------------------------------------------------------------------------- body fields
async def _body(request: Request) -> dict[str, Any]:
    return _parsed(await request.body())


def _parsed(raw: bytes) -> dict[str, Any]:
    try:
        data = decode_json(raw) if raw else None
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ProtocolError(400, ErrorReason.INVALID_REQUEST, f"the body is not JSON: {exc}",
                            path="") from None
    if not isinstance(data, dict):
        raise _invalid(WireError("", f"expected a JSON object, got {type(data).__name__}"))
    return data


def _field(body: dict[str, Any], key: str, kind: type, *, optional: bool = False) -> Any:
    value = body.get(key)
    if value is None:
        if optional:
            return None
        raise _invalid(WireError(key, "missing"))
    if (kind is int and isinstance(value, bool)) or not isinstance(value, kind):
        raise _invalid(WireError(key, f"expected {kind.__name__}, got {type(value).__name__}"))
    return value


def _enum(body: dict[str, Any], key: str, parse: Callable[[str], _E], *,
          optional: bool = False) -> _E | None:
    raw = _field(body, key, str, optional=optional)
    if raw is None:
        return None
    try:
        return parse(raw)
    except ValueError as exc:
        raise _invalid(WireError(key, str(exc))) from None


def _choice(raw: str) -> Choice:
    try:
        return Choice(raw)
    except ValueError:
        raise ValueError(f"{raw!r} is not one of {', '.join(repr(c.value) for c in Choice)}") from None


# --------------------------------------------------------------------------- state
@dataclass
class _TableState:
    table: Table
    shuffler: ShufflingDevice
    round_id: str | None = None
    engine: RoundEngine | None = None
    settled: bool = False
    rounds_completed: int = 0
    round_serial: int = 0

    def open_round(self) -> tuple[str, RoundEngine]:
        self.round_serial += 1
        self.round_id = f"r{self.round_serial}"
        self.engine = self.table.new_round()
        self.settled = False
        return self.round_id, self.engine

    def completed(self, obs: Observation) -> Observation:
        self.rounds_completed += 1
        return obs


class _Tables:
    def __init__(self) -> None:
        self.opened = 0
        self.by_id: dict[str, _TableState] = {}
        self.games: dict[str, GameTable] = {}  # tables of the games of oracle.catalogue.GAMES

    def get(self, request: Request) -> _TableState:
        table_id = request.path_params["table_id"]
        state = self.by_id.get(table_id)
        if state is None:
            if table_id in self.games:
                game = self.games[table_id].rules.game
                raise ProtocolError(409, ErrorReason.NOT_ALLOWED_NOW, f"table {table_id!r} plays "
                                    f"{game}, which takes scripted rounds only "
                                    "(docs/protocol.md, Other games)")
            raise ProtocolError(404, ErrorReason.UNKNOWN_TABLE, f"no table {table_id!r}: open one "
                                "with POST /v1/tables")
        return state

    def next_id(self) -> str:
        self.opened += 1  # a counter, not a random id: the same run gives the same transcript
        return f"table-{self.opened}"

    def round(self, request: Request) -> tuple[_TableState, RoundEngine]:
        state = self.get(request)
        round_id = request.path_params["round_id"]
        if round_id != state.round_id or state.engine is None:
            raise ProtocolError(404, ErrorReason.UNKNOWN_ROUND, f"no round {round_id!r} in hand at "
                                "this table (a new round abandons one never settled)")
        if state.settled:
            raise ProtocolError(409, ErrorReason.NOT_ALLOWED_NOW, f"round {round_id!r} is settled",
                                state.engine.cite("11"))
        return state, state.engine


def _play_game(table: GameTable, body: dict[str, Any]) -> Any:
    """A scripted round of a game of :data:`tablecert.oracle.catalogue.GAMES`: a script that does not fit
    the game's script type is a 400 naming the field; a refusal of the game's rules is
    inside the observation, as the game reports it."""
    try:
        script = from_builtins(body, GAMES[table.rules.game].script)
    except WireError as exc:
        raise _invalid(exc) from None
    try:
        return table.play(script)
    except IllegalAction as exc:
        raise _refused(exc) from None
    except ValueError as exc:  # a script the game cannot play (the game's own message)
        raise ProtocolError(400, ErrorReason.INVALID_REQUEST, str(exc)) from None


# --------------------------------------------------------------------------- the app
def create_app(defect: str | None = None) -> Starlette:
    """The reference system; ``defect`` names a catalogued defective variant
    (tablecert/reference_system/defects.py); an unknown name raises KeyError here."""
    tables = _Tables()
    make_table: Callable[[RulesSubmission], Table] = Table
    make_game_table: Callable[[GameRules], GameTable] = oracle_game_table
    shuffle: ShuffleMethod = fisher_yates
    name = SYSTEM_NAME
    if defect is not None:
        from tablecert.reference_system.defects import (
            DefectiveTable,
            defective_game_table,
            find_defect,
            shuffle_method,
        )

        catalogued = find_defect(defect)
        make_game_table = defective_game_table(catalogued)
        shuffle = shuffle_method(catalogued)

        def make_table(rules: RulesSubmission) -> Table:
            return DefectiveTable(rules, catalogued)

        name = f"{SYSTEM_NAME} with defect {defect}"

    async def system(request: Request) -> Response:
        return _json({
            "name": name,
            "protocol_version": PROTOCOL_VERSION,
            "games": [*(g.value for g in Game), *GAMES],
            "capabilities": [c.value for c in Capability],
        })

    async def create_table(request: Request) -> Response:
        body = await _body(request)
        text = _field(body, "rules_submission", str)
        try:
            if game_of(text) in GAMES:
                table_id = tables.next_id()
                tables.games[table_id] = make_game_table(parse_game_rules(text, source="rules_submission"))
                return _json({"table_id": table_id, "capabilities": [Capability.SCRIPTED_ROUND.value]}, 201)
            rules = parse_rules_submission(text, source="rules_submission")
        except RulesSubmissionError as exc:
            raise ProtocolError(
                422, ErrorReason.INVALID_RULES_SUBMISSION, str(exc), exc.violations[0].citation,
                violations=[{"field": v.field, "message": v.message, "citation": v.citation,
                             "line": v.line} for v in exc.violations],
            ) from None
        seed = _field(body, "shuffle_seed", int, optional=True)
        table_id = tables.next_id()
        # the shuffler is seeded when the table opens (0 when no seed is given): the same seed
        # gives the same decks, so a statistical run can be repeated exactly
        tables.by_id[table_id] = _TableState(make_table(rules),
                                             ShufflingDevice(seed if seed is not None else 0, shuffle))
        return _json({"table_id": table_id, "capabilities": [c.value for c in Capability]}, 201)

    async def delete_table(request: Request) -> Response:
        if tables.games.pop(request.path_params["table_id"], None) is not None:
            return Response(status_code=204)
        tables.get(request)
        del tables.by_id[request.path_params["table_id"]]
        return Response(status_code=204)

    async def new_round(request: Request) -> Response:
        round_id, engine = tables.get(request).open_round()
        return _json({"round_id": round_id, "round_number": engine.number}, 201)

    async def place(request: Request) -> Response:
        body = await _body(request)
        _, engine = tables.round(request)
        seat = _field(body, "seat", int)
        wager = _enum(body, "wager", Wager.parse)
        amount = _field(body, "amount", int)
        assert wager is not None
        try:
            engine.place(seat, wager, amount)
        except IllegalAction as exc:
            raise _refused(exc) from None
        return _accepted()

    async def no_more_bets(request: Request) -> Response:
        _, engine = tables.round(request)
        try:
            engine.no_more_bets()
        except IllegalAction as exc:
            raise _refused(exc) from None
        return _accepted()

    async def deal(request: Request) -> Response:
        body = await _body(request)
        _, engine = tables.round(request)
        try:
            # the deal body's fields are a RoundScript's, so the script decoder checks them
            # and names the same paths (deck[3], faults[0].kind)
            part = script_from_json({"wagers": [], "deck": body.get("deck"),
                                     "faults": body.get("faults")})
        except WireError as exc:
            raise _invalid(exc) from None
        try:
            engine.deal(part.deck, part.faults)
        except IllegalAction as exc:
            raise _refused(exc) from None
        except ValueError as exc:  # a deck that is not a deck (CardError)
            raise _invalid(WireError("deck", str(exc))) from None
        return _accepted()

    async def decide(request: Request) -> Response:
        body = await _body(request)
        _, engine = tables.round(request)
        seat = _field(body, "seat", int)
        choice = _enum(body, "choice", _choice)
        wager = _enum(body, "wager", Wager.parse, optional=True)
        assert choice is not None
        try:
            engine.decide(seat, choice, wager)
        except IllegalAction as exc:
            raise _refused(exc) from None
        return _accepted()

    async def settle(request: Request) -> Response:
        state, engine = tables.round(request)
        try:
            obs = engine.settle()
        except IllegalAction as exc:
            raise _refused(exc) from None
        except ValueError as exc:  # a wager the paytable cannot pay in whole cents
            raise ProtocolError(400, ErrorReason.INVALID_REQUEST, str(exc)) from None
        state.settled = True
        return _observed(state.completed(obs))

    async def scripted_round(request: Request) -> Response:
        raw = await request.body()
        game_table = tables.games.get(request.path_params["table_id"])
        if game_table is not None:
            return _json(to_builtins(_play_game(game_table, _parsed(raw))))
        # a well-formed script straight from the bytes; anything else is decoded as every
        # body is, so a bad one is refused in the same order and words (400 before 404)
        script = script_from_bytes(raw)
        if script is None:
            body = _parsed(raw)
            state = tables.get(request)
            try:
                script = script_from_json(body)
            except WireError as exc:
                raise _invalid(exc) from None
        else:
            state = tables.get(request)
        _, engine = state.open_round()
        try:
            obs = engine.run(script)
        except IllegalAction as exc:
            raise _refused(exc) from None
        except CardError as exc:  # a deck that is not a deck
            raise _invalid(WireError("deck", str(exc))) from None
        except ValueError as exc:  # a wager the paytable cannot pay in whole cents
            raise ProtocolError(400, ErrorReason.INVALID_REQUEST, str(exc)) from None
        state.settled = True
        return _observed(state.completed(obs))

    async def shuffled_round(request: Request) -> Response:
        """649a.5(a): the table's own shuffler mixes the deck, the round is dealt from it,
        and the answer reports the deck order with the observation."""
        body = await _body(request)
        state = tables.get(request)
        if body.get("deck") is not None:
            raise _invalid(WireError("deck", "a system-shuffled round takes no deck: the system "
                                     "shuffles its own"))
        try:
            script = script_from_json({**body, "deck": []})
        except WireError as exc:
            raise _invalid(exc) from None
        _, engine = state.open_round()
        deck = state.shuffler.shuffle()
        try:
            obs = engine.run(replace(script, deck=deck))
        except IllegalAction as exc:
            raise _refused(exc) from None
        except ValueError as exc:  # a wager the paytable cannot pay in whole cents
            raise ProtocolError(400, ErrorReason.INVALID_REQUEST, str(exc)) from None
        state.settled = True
        return _json({"deck": [str(c) for c in deck],
                      "observation": observation_to_json(state.completed(obs))})

    async def shuffled_round_batch(request: Request) -> Response:
        """Protocol 1.2, capability ``batched-rounds``: ``rounds`` system-shuffled rounds of
        one script in one request, played and answered in order, each exactly as
        ``shuffled_round`` would play and answer it."""
        body = await _body(request)
        state = tables.get(request)
        count = _field(body, "rounds", int)
        if not 1 <= count <= MAX_BATCH:
            raise _invalid(WireError("rounds", f"{count}: between 1 and {MAX_BATCH} rounds a batch"))
        raw = _field(body, "script", dict)
        if raw.get("deck") is not None:
            raise _invalid(WireError("script.deck", "a system-shuffled round takes no deck: the "
                                     "system shuffles its own"))
        try:
            script = script_from_json({**raw, "deck": []})
        except WireError as exc:
            raise _invalid(WireError(f"script.{exc.path}", str(exc).split(": ", 1)[-1])) from None
        answers = []
        for _ in range(count):
            _, engine = state.open_round()
            deck = state.shuffler.shuffle()
            try:
                obs = engine.run(replace(script, deck=deck))
            except IllegalAction as exc:
                raise _refused(exc) from None
            except ValueError as exc:  # a wager the paytable cannot pay in whole cents
                raise ProtocolError(400, ErrorReason.INVALID_REQUEST, str(exc)) from None
            state.settled = True
            answers.append(shuffled_round_bytes(deck, state.completed(obs)))
        return Response(b'{"rounds":[' + b",".join(answers) + b"]}", 200, media_type="application/json")

    async def recall(request: Request) -> Response:
        state = tables.get(request)
        raw = request.query_params.get("rounds", str(RECALL_DEPTH))
        if not raw.isdigit():
            raise _invalid(WireError("rounds", f"expected a whole number of rounds, got {raw!r}"))
        rounds = int(raw)
        kept = list(state.table.recall)[-rounds:] if rounds else []
        return _json({"observations": [observation_to_json(o) for o in kept]})

    async def meters(request: Request) -> Response:
        state = tables.get(request)
        meter = state.table.meter
        return _json({"meter": meter.amount if meter else None, "rounds": state.rounds_completed})

    async def openapi(request: Request) -> Response:
        from tablecert.resources import openapi_document

        return Response(openapi_document().read_bytes(), media_type="application/yaml")

    async def protocol_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, ProtocolError)
        return _json(exc.body, exc.status)

    async def http_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, HTTPException)
        message = (f"no endpoint {request.method} {request.url.path}" if exc.status_code in (404, 405)
                   else str(exc.detail))
        return _json({"error": {"reason": ErrorReason.INVALID_REQUEST, "message": message,
                                "citation": _PROTOCOL_DOC}}, exc.status_code)

    async def internal_error(request: Request, exc: Exception) -> Response:
        return _json({"error": {"reason": ErrorReason.INTERNAL_ERROR,
                                "message": f"{type(exc).__name__}: {exc}",
                                "citation": _PROTOCOL_DOC}}, 500)

    steps = "/v1/tables/{table_id}/rounds/{round_id}"
    routes = [
        # first: the router tries the routes in order, and a scripted round is the request
        # a run sends most (no two paths overlap, so the order decides nothing else)
        Route("/v1/tables/{table_id}/scripted-rounds", scripted_round, methods=["POST"]),
        Route("/v1/system", system, methods=["GET"]),
        Route("/v1/tables", create_table, methods=["POST"]),
        Route("/v1/tables/{table_id}", delete_table, methods=["DELETE"]),
        Route("/v1/tables/{table_id}/rounds", new_round, methods=["POST"]),
        Route(f"{steps}/wagers", place, methods=["POST"]),
        Route(f"{steps}/no-more-bets", no_more_bets, methods=["POST"]),
        Route(f"{steps}/deal", deal, methods=["POST"]),
        Route(f"{steps}/decisions", decide, methods=["POST"]),
        Route(f"{steps}/settle", settle, methods=["POST"]),
        Route("/v1/tables/{table_id}/shuffled-rounds", shuffled_round, methods=["POST"]),
        Route("/v1/tables/{table_id}/shuffled-round-batches", shuffled_round_batch, methods=["POST"]),
        Route("/v1/tables/{table_id}/recall", recall, methods=["GET"]),
        Route("/v1/tables/{table_id}/meters", meters, methods=["GET"]),
        # the protocol's own OpenAPI document (docs/protocol.md, "The contract"): not an
        # operation a vendor implements, so it is not in the document's paths
        Route(OPENAPI_PATH, openapi, methods=["GET"]),
    ]
    app = Starlette(routes=routes, exception_handlers={
        ProtocolError: protocol_error,
        HTTPException: http_error,
        Exception: internal_error,
    })
    app.state.defect = defect
    app.state.tables = tables
    return app
