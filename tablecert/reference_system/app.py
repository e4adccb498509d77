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
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from msgspec.structs import replace
from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import ClientDisconnect, Request
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
MAX_REQUEST_BODY = 1_000_000
"""The largest request body read, in bytes (a seven-seat scripted round is about 3 kB, a
Rules Submission 1 kB); a larger one is 413 ``invalid-request`` and the connection closed."""
MAX_DECK_CARDS = 416
"""The longest deck a script may give: eight decks (a shoe). A longer one is 400."""
MAX_LIST_ITEMS = 5_000
"""The longest list a script of another game may hold (rolls, wagers, cards, happenings)."""
TABLE_IDLE_SECONDS = 3_600.0
"""A table not used for this long is closed (docs/protocol.md, "Errors")."""
MAX_TABLES = 10_000
"""The most tables open at once; opening one more closes the least recently used."""
_E = TypeVar("_E")


class ProtocolError(Exception):
    """An error answer: ``{"error": {"reason", "message", "citation", ...}}``."""

    def __init__(self, status: int, reason: str, message: str, citation: str = _PROTOCOL_DOC,
                 *, close: bool = False, **extra: Any) -> None:
        super().__init__(message)
        self.status = status
        self.close = close  # the answer says "Connection: close", and the server closes it
        self.body = {"error": {"reason": reason, "message": message, "citation": citation, **extra}}


def _invalid(exc: WireError) -> ProtocolError:
    return ProtocolError(400, ErrorReason.INVALID_REQUEST, str(exc), path=exc.path)


def _refused(exc: IllegalAction) -> ProtocolError:
    message = str(exc).removesuffix(f" ({exc.citation})")
    return ProtocolError(409, exc.reason.value, message, exc.citation)


def _json(data: Any, status: int = 200, *, close: bool = False) -> Response:
    body = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode()
    # uvicorn closes the connection after an answer that says so
    return Response(body, status, media_type="application/json",
                    headers={"Connection": "close"} if close else None)


_ACCEPTED = _json({"accepted": True}).body


def _observed(obs: Observation) -> Response:
    """An observation as the answer: the same JSON as ``_json``, encoded by msgspec."""
    return Response(encode_observation(obs), 200, media_type="application/json")


def _accepted() -> Response:
    return Response(_ACCEPTED, 200, media_type="application/json")


# --------------------------------------------------------------------------- body fields
async def _body(request: Request) -> dict[str, Any]:
    return _parsed(await _read(request))


async def _read(request: Request) -> bytes:
    """The request's body, refused (413) past MAX_REQUEST_BODY bytes, announced or sent:
    nothing beyond the limit is read or kept."""
    announced = request.headers.get("content-length")
    if announced is not None and (not announced.isdigit() or int(announced) > MAX_REQUEST_BODY):
        raise _too_large(f"announces {announced[:30]!r} bytes")
    chunks: list[bytes] = []
    size = 0
    try:
        async for chunk in request.stream():
            size += len(chunk)
            if size > MAX_REQUEST_BODY:
                raise _too_large("is longer")
            chunks.append(chunk)
    except ClientDisconnect:  # a body cut short, or framing the server refused: no one to answer
        raise ProtocolError(400, ErrorReason.INVALID_REQUEST, "the body ended before it was "
                            "complete", path="", close=True) from None
    return b"".join(chunks)


def _too_large(what: str) -> ProtocolError:
    # the rest of the body is not read, so the connection cannot carry another request
    return ProtocolError(413, ErrorReason.INVALID_REQUEST, f"the body {what}; at most "
                         f"{MAX_REQUEST_BODY:,} bytes are read", path="", close=True)


def _parsed(raw: bytes) -> dict[str, Any]:
    try:
        data = decode_json(raw) if raw else None
    except ValueError as exc:  # not UTF-8, not JSON, invalid Unicode, too deep, a number too long
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
    """The open tables, each with when it was last used: a table idle for ``idle_seconds``
    is closed when next asked for (or when another opens), and opening one beyond
    ``max_tables`` closes the least recently used, so a run that never closes its tables
    (or a client that opens them without end) cannot fill the server's memory."""

    def __init__(self, *, idle_seconds: float = TABLE_IDLE_SECONDS, max_tables: int = MAX_TABLES,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.opened = 0
        self.by_id: dict[str, _TableState] = {}
        self.games: dict[str, GameTable] = {}  # tables of the games of oracle.catalogue.GAMES
        self.idle_seconds = idle_seconds
        self.max_tables = max_tables
        self._clock = clock
        self._used: OrderedDict[str, float] = OrderedDict()  # least recently used first

    def _use(self, table_id: str) -> bool:
        """Mark the table used now; False (and the table closed) if it had expired."""
        used = self._used.get(table_id)
        if used is None:
            return False
        now = self._clock()
        if now - used > self.idle_seconds:
            self.close(table_id)
            return False
        self._used[table_id] = now
        self._used.move_to_end(table_id)
        return True

    def close(self, table_id: str) -> bool:
        """Close a table; False if there was none."""
        self._used.pop(table_id, None)
        return (self.by_id.pop(table_id, None) is not None) | (self.games.pop(table_id, None) is not None)

    def _unknown(self, table_id: str) -> ProtocolError:
        shown = table_id if len(table_id) <= 64 else table_id[:61] + "..."
        return ProtocolError(404, ErrorReason.UNKNOWN_TABLE, f"no table {shown!r}: open one with "
                             f"POST /v1/tables (a table unused for {self.idle_seconds:g} s is "
                             "closed)")

    def get(self, request: Request) -> _TableState:
        table_id = request.path_params["table_id"]
        if not self._use(table_id):
            raise self._unknown(table_id)
        state = self.by_id.get(table_id)
        if state is None:
            game = self.games[table_id].rules.game
            raise ProtocolError(409, ErrorReason.NOT_ALLOWED_NOW, f"table {table_id!r} plays "
                                f"{game}, which takes scripted rounds only "
                                "(docs/protocol.md, Other games)")
        return state

    def game(self, table_id: str) -> GameTable | None:
        """The table of another game with this id, used now; None if there is none."""
        table = self.games.get(table_id)
        return table if table is not None and self._use(table_id) else None

    def add(self, table: _TableState | GameTable) -> str:
        """Open a table: a new id, after closing the expired tables and, at the limit, the
        least recently used."""
        now = self._clock()
        while self._used:
            oldest, used = next(iter(self._used.items()))
            if now - used <= self.idle_seconds and len(self._used) < self.max_tables:
                break
            self.close(oldest)
        self.opened += 1  # a counter, not a random id: the same run gives the same transcript
        table_id = f"table-{self.opened}"
        if isinstance(table, _TableState):
            self.by_id[table_id] = table
        else:
            self.games[table_id] = table
        self._used[table_id] = now
        return table_id

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


def _check_deck(cards: int) -> None:
    if cards > MAX_DECK_CARDS:
        raise _invalid(WireError("deck", f"{cards:,} cards; a deck holds at most {MAX_DECK_CARDS} "
                                 "(eight decks)"))


def _long_list(data: Any, path: str = "") -> str | None:
    """The JSON path of the first list longer than MAX_LIST_ITEMS in ``data``, or None."""
    if isinstance(data, list):
        if len(data) > MAX_LIST_ITEMS:
            return path
        items: Any = ((f"{path}[{i}]", v) for i, v in enumerate(data))
    elif isinstance(data, dict):
        items = ((f"{path}.{k}" if path else str(k), v) for k, v in data.items())
    else:
        return None
    for where, value in items:
        if isinstance(value, list | dict) and (found := _long_list(value, where)) is not None:
            return found
    return None


def _play_game(table: GameTable, body: dict[str, Any]) -> Any:
    """A scripted round of a game of :data:`tablecert.oracle.catalogue.GAMES`: a script that does not fit
    the game's script type is a 400 naming the field; a refusal of the game's rules is
    inside the observation, as the game reports it."""
    long = _long_list(body)
    if long is not None:
        raise _invalid(WireError(long, f"more than {MAX_LIST_ITEMS:,} items; no round needs as many"))
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
def create_app(defect: str | None = None, *, table_idle_seconds: float = TABLE_IDLE_SECONDS,
               max_tables: int = MAX_TABLES) -> Starlette:
    """The reference system; ``defect`` names a catalogued defective variant
    (tablecert/reference_system/defects.py); an unknown name raises KeyError here. Tables
    unused for ``table_idle_seconds`` are closed, and at most ``max_tables`` are open."""
    tables = _Tables(idle_seconds=table_idle_seconds, max_tables=max_tables)
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
                table_id = tables.add(make_game_table(parse_game_rules(text, source="rules_submission")))
                return _json({"table_id": table_id, "capabilities": [Capability.SCRIPTED_ROUND.value]}, 201)
            rules = parse_rules_submission(text, source="rules_submission")
        except RulesSubmissionError as exc:
            raise ProtocolError(
                422, ErrorReason.INVALID_RULES_SUBMISSION, str(exc), exc.violations[0].citation,
                violations=[{"field": v.field, "message": v.message, "citation": v.citation,
                             "line": v.line} for v in exc.violations],
            ) from None
        seed = _field(body, "shuffle_seed", int, optional=True)
        # the shuffler is seeded when the table opens (0 when no seed is given): the same seed
        # gives the same decks, so a statistical run can be repeated exactly
        table_id = tables.add(_TableState(make_table(rules),
                                          ShufflingDevice(seed if seed is not None else 0, shuffle)))
        return _json({"table_id": table_id, "capabilities": [c.value for c in Capability]}, 201)

    async def delete_table(request: Request) -> Response:
        table_id = request.path_params["table_id"]
        if not tables.close(table_id):
            raise tables._unknown(table_id)
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
        _check_deck(len(part.deck))
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
        raw = await _read(request)
        game_table = tables.game(request.path_params["table_id"])
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
        _check_deck(len(script.deck))
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
        return _json(exc.body, exc.status, close=exc.close)

    async def http_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, HTTPException)
        message = (f"no endpoint {request.method} {request.url.path}" if exc.status_code in (404, 405)
                   else str(exc.detail))
        return _json({"error": {"reason": ErrorReason.INVALID_REQUEST, "message": message,
                                "citation": _PROTOCOL_DOC}}, exc.status_code)

    async def internal_error(request: Request, exc: Exception) -> Response:
        # a fault of this system, never of the request (every bad request is a 4xx): the
        # server logs it and closes the connection, and the answer says so
        return _json({"error": {"reason": ErrorReason.INTERNAL_ERROR,
                                "message": f"{type(exc).__name__}: {exc}",
                                "citation": _PROTOCOL_DOC}}, 500, close=True)

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
