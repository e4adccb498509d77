"""The reference table system as an ASGI application: the oracle behind every endpoint of
the vendor test protocol (docs/protocol.openapi.yaml, docs/protocol.md).

Tables live in memory, one :class:`tablecert.oracle.card_games.Table` per table id, and each table has at
most one round in hand: opening a round (or playing a scripted one) abandons a round that
was never settled, as a dealer would clear the layout. Every handler is ``async`` and does
its work without awaiting once the body is read, so uvicorn's single event loop runs one
request's state change at a time and no lock is needed.

Request bodies are decoded as strictly as :mod:`tablecert.adapters.wire` decodes a vendor's answers:
a bad field is a 400 ``invalid-request`` naming its JSON path (:mod:`tablecert.reference_system.decoding`,
with the limits of a request). The open tables are :mod:`tablecert.reference_system.tables`.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

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
    observation_to_json,
    script_from_bytes,
    script_from_json,
    shuffled_round_bytes,
)
from tablecert.adapters.wire_json import duplicate_key
from tablecert.adapters.wire_reader import enum_member
from tablecert.oracle.card_games import RulesSubmission, Table, parse_rules_submission
from tablecert.oracle.card_round.engine import RoundEngine
from tablecert.oracle.card_round.table import RECALL_DEPTH
from tablecert.oracle.cards import Card, CardError
from tablecert.oracle.catalogue import GAMES, game_of, parse_game_rules
from tablecert.oracle.game import GameRules, GameTable
from tablecert.oracle.round import Choice, IllegalAction, Observation, RoundScript
from tablecert.oracle.rules_reader import RulesSubmissionError
from tablecert.oracle.wagers import Game, Wager
from tablecert.reference_system.decoding import (
    MAX_DECK_CARDS,
    MAX_LIST_ITEMS,
    MAX_REQUEST_BODY,
    PROTOCOL_DOC,
    ProtocolError,
    answer_accepted,
    answer_json,
    answer_observation,
    body_enum,
    body_field,
    check_deck,
    invalid,
    json_body,
    long_list,
    parse_body,
    read_body,
    refused,
)
from tablecert.reference_system.shuffler import ShuffleMethod, ShufflingDevice, fisher_yates
from tablecert.reference_system.tables import MAX_TABLES, TABLE_IDLE_SECONDS, Tables, TableState
from tablecert.resources import OPENAPI_PATH

__all__ = ["MAX_DECK_CARDS", "MAX_LIST_ITEMS", "MAX_REQUEST_BODY", "MAX_TABLES", "SYSTEM_NAME",
           "TABLE_IDLE_SECONDS", "ProtocolError", "create_app"]

SYSTEM_NAME = "tablecert reference table system"


def _play_game(table: GameTable, body: dict[str, Any]) -> Any:
    """A scripted round of a game of :data:`tablecert.oracle.catalogue.GAMES`: a script that does not fit
    the game's script type is a 400 naming the field; a refusal of the game's rules is
    inside the observation, as the game reports it."""
    long = long_list(body)
    if long is not None:
        raise invalid(WireError(long, f"more than {MAX_LIST_ITEMS:,} items; no round needs as many"))
    try:
        script: object = from_builtins(body, GAMES[table.rules.game].script)
    except WireError as exc:
        raise invalid(exc) from None
    try:
        return table.play(script)
    except IllegalAction as exc:
        raise refused(exc) from None
    except ValueError as exc:  # a script the game cannot play (the game's own message)
        raise ProtocolError(400, ErrorReason.INVALID_REQUEST, str(exc), path="") from None


# --------------------------------------------------------------------------- the app
def create_app(defect: str | None = None, *, table_idle_seconds: float = TABLE_IDLE_SECONDS,
               max_tables: int = MAX_TABLES, variant: str | None = None,
               capabilities: frozenset[Capability] | None = None,
               clock: Callable[[], float] = time.monotonic) -> Starlette:
    """The reference system; ``defect`` names a catalogued defective variant
    (tablecert/reference_system/defects.py), ``variant`` a compliant one (variants.py); an
    unknown name raises KeyError here. Tables unused for ``table_idle_seconds`` are closed,
    and at most ``max_tables`` are open (``clock``: the seconds they are measured by).
    ``capabilities``: a variant that declares only these
    (``tablecert serve --capabilities``); a request needing another is 409
    ``not-allowed-now`` (docs/protocol.md, Capabilities)."""
    tables = Tables(idle_seconds=table_idle_seconds, max_tables=max_tables, clock=clock)
    declared = frozenset(Capability) if capabilities is None else capabilities

    def needs(capability: Capability) -> None:
        if capability not in declared:
            raise ProtocolError(409, ErrorReason.NOT_ALLOWED_NOW, f"this system does not declare "
                                f"the capability {capability.value!r}", PROTOCOL_DOC)

    def accepted(engine: RoundEngine, before: int) -> Response:
        """A step's answer; where the table declares ``step-events``, with the events the
        step added to the round (docs/protocol.md, An interactive round)."""
        return answer_accepted(engine.events[before:] if Capability.STEP_EVENTS in declared else None)

    unchecked: frozenset[str] = frozenset()  # Rules Submission checks a defect skips
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
        unchecked = catalogued.unchecked
        make_game_table = defective_game_table(catalogued)
        shuffle = shuffle_method(catalogued)

        def make_table(rules: RulesSubmission) -> Table:
            return DefectiveTable(rules, catalogued)

        name = f"{SYSTEM_NAME} with defect {defect}"
    elif variant is not None:
        from tablecert.reference_system.variants import VariantTable, find_variant, variant_game_table

        chosen = find_variant(variant)
        make_game_table = variant_game_table(chosen)

        def make_table(rules: RulesSubmission) -> Table:
            return VariantTable(rules, chosen)

        name = f"{SYSTEM_NAME} (compliant variant {variant})"

    async def system(request: Request) -> Response:
        return answer_json({
            "name": name,
            "protocol_version": PROTOCOL_VERSION,
            "games": [*(g.value for g in Game), *GAMES],
            "capabilities": [c.value for c in Capability if c in declared],
        })

    async def create_table(request: Request) -> Response:
        body = await json_body(request)
        text = body_field(body, "rules_submission", str)
        try:
            if game_of(text) in GAMES:
                table_id = tables.add(make_game_table(parse_game_rules(text, source="rules_submission")))
                return answer_json({"table_id": table_id, "capabilities": [
                    c.value for c in (Capability.SCRIPTED_ROUND,) if c in declared]}, 201)
            rules = parse_rules_submission(text, source="rules_submission")
        except RulesSubmissionError as exc:
            if all(v.citation in unchecked for v in exc.violations):  # a defect: opened anyway
                from tablecert.reference_system.defects_submissions import opened_anyway

                return answer_json({"table_id": tables.add(TableState(make_table(opened_anyway(text)),
                                    ShufflingDevice(0, shuffle))), "capabilities": []}, 201)
            raise ProtocolError(
                422, ErrorReason.INVALID_RULES_SUBMISSION, str(exc), exc.violations[0].citation,
                violations=[{"field": v.field, "message": v.message, "citation": v.citation,
                             "line": v.line} for v in exc.violations],
            ) from None
        seed = body_field(body, "shuffle_seed", int, optional=True)
        # the shuffler is seeded when the table opens (0 when no seed is given): the same seed
        # gives the same decks, so a statistical run can be repeated exactly
        table_id = tables.add(TableState(make_table(rules),
                                          ShufflingDevice(seed if seed is not None else 0, shuffle)))
        return answer_json({"table_id": table_id, "capabilities": [c.value for c in Capability
                                                                   if c in declared]}, 201)

    async def delete_table(request: Request) -> Response:
        table_id = request.path_params["table_id"]
        if not tables.close(table_id):
            raise tables._unknown(table_id)
        return Response(status_code=204)

    async def new_round(request: Request) -> Response:
        needs(Capability.STEP_BY_STEP)
        round_id, engine = tables.get(request).open_round()
        return answer_json({"round_id": round_id, "round_number": engine.number}, 201)

    async def place(request: Request) -> Response:
        body = await json_body(request)
        needs(Capability.STEP_BY_STEP)
        _, engine = tables.round(request)
        seat = body_field(body, "seat", int)
        wager = body_enum(body, "wager", enum_member(Wager))
        amount = body_field(body, "amount", int)
        assert wager is not None
        before = len(engine.events)
        try:
            engine.place(seat, wager, amount)
        except IllegalAction as exc:
            raise refused(exc) from None
        return accepted(engine, before)

    async def no_more_bets(request: Request) -> Response:
        needs(Capability.STEP_BY_STEP)
        _, engine = tables.round(request)
        before = len(engine.events)
        try:
            engine.no_more_bets()
        except IllegalAction as exc:
            raise refused(exc) from None
        return accepted(engine, before)

    async def deal(request: Request) -> Response:
        body = await json_body(request)
        needs(Capability.STEP_BY_STEP)
        _, engine = tables.round(request)
        try:
            # the deal body's fields are a RoundScript's, so the script decoder checks them
            # and names the same paths (deck[3], faults[0].kind)
            part = script_from_json({"wagers": [], "deck": body.get("deck"),
                                     "faults": body.get("faults")})
        except WireError as exc:
            raise invalid(exc) from None
        check_deck(len(part.deck))
        if part.faults:
            needs(Capability.FAULT_INJECTION)
        before = len(engine.events)
        try:
            engine.deal(part.deck, part.faults)
        except IllegalAction as exc:
            raise refused(exc) from None
        except ValueError as exc:  # a deck that is not a deck (CardError)
            raise invalid(WireError("deck", str(exc))) from None
        return accepted(engine, before)

    async def decide(request: Request) -> Response:
        body = await json_body(request)
        needs(Capability.STEP_BY_STEP)
        _, engine = tables.round(request)
        seat = body_field(body, "seat", int)
        choice = body_enum(body, "choice", enum_member(Choice))
        wager = body_enum(body, "wager", enum_member(Wager), optional=True)
        assert choice is not None
        before = len(engine.events)
        try:
            engine.decide(seat, choice, wager)
        except IllegalAction as exc:
            raise refused(exc) from None
        return accepted(engine, before)

    async def settle(request: Request) -> Response:
        needs(Capability.STEP_BY_STEP)
        state, engine = tables.round(request)
        try:
            obs = engine.settle()
        except IllegalAction as exc:
            raise refused(exc) from None
        except ValueError as exc:  # a wager the paytable cannot pay in whole cents
            raise ProtocolError(400, ErrorReason.INVALID_REQUEST, str(exc), path="wagers") from None
        state.settled = True
        return answer_observation(state.completed(obs))

    async def scripted_round(request: Request) -> Response:
        raw = await read_body(request)
        needs(Capability.SCRIPTED_ROUND)
        game_table = tables.game(request.path_params["table_id"])
        if game_table is not None:
            return answer_json(to_builtins(_play_game(game_table, parse_body(raw))))
        # a well-formed script straight from the bytes; anything else is decoded as every
        # body is, so a bad one is refused in the same order and words (400 before 404)
        script = script_from_bytes(raw) if duplicate_key(raw) is None else None
        if script is None:
            body = parse_body(raw)
            state = tables.get(request)
            try:
                script = script_from_json(body)
            except WireError as exc:
                raise invalid(exc) from None
        else:
            state = tables.get(request)
        check_deck(len(script.deck))
        if script.faults:
            needs(Capability.FAULT_INJECTION)
        _, engine = state.open_round()
        try:
            obs = engine.run(script)
        except IllegalAction as exc:
            raise refused(exc) from None
        except CardError as exc:  # a deck that is not a deck
            raise invalid(WireError("deck", str(exc))) from None
        except ValueError as exc:  # a wager the paytable cannot pay in whole cents
            raise ProtocolError(400, ErrorReason.INVALID_REQUEST, str(exc), path="wagers") from None
        state.settled = True
        return answer_observation(state.completed(obs))

    def play_shuffled(state: TableState, script: RoundScript, *,
                      at: str = "") -> tuple[tuple[Card, ...], Observation]:
        """One system-shuffled round at the table: a new round, the table's shuffler's next
        deck, the script played from it; the deck and the completed observation. ``at`` is
        where the script stands in the request body (``script.`` in a batch)."""
        _, engine = state.open_round()
        deck = state.shuffler.shuffle()
        try:
            obs = engine.run(replace(script, deck=deck))
        except IllegalAction as exc:
            raise refused(exc) from None
        except CardError as exc:  # a fault that says the deck holds another number of cards
            raise invalid(WireError(f"{at}faults", str(exc))) from None
        except ValueError as exc:  # a wager the paytable cannot pay in whole cents
            raise ProtocolError(400, ErrorReason.INVALID_REQUEST, str(exc), path=f"{at}wagers") from None
        state.settled = True
        return deck, state.completed(obs)

    async def shuffled_round(request: Request) -> Response:
        """649a.5(a): the table's own shuffler mixes the deck, the round is dealt from it,
        and the answer reports the deck order with the observation."""
        body = await json_body(request)
        needs(Capability.SELF_SHUFFLE)
        state = tables.get(request)
        if body.get("deck") is not None:
            raise invalid(WireError("deck", "a system-shuffled round takes no deck: the system "
                                     "shuffles its own"))
        try:
            script = script_from_json({**body, "deck": []})
        except WireError as exc:
            raise invalid(exc) from None
        deck, obs = play_shuffled(state, script)
        return answer_json({"deck": [str(c) for c in deck], "observation": observation_to_json(obs)})

    async def shuffled_round_batch(request: Request) -> Response:
        """Protocol 1.2, capability ``batched-rounds``: ``rounds`` system-shuffled rounds of
        one script in one request, played and answered in order, each exactly as
        ``shuffled_round`` would play and answer it."""
        body = await json_body(request)
        needs(Capability.BATCHED_ROUNDS)
        state = tables.get(request)
        count = body_field(body, "rounds", int)
        if not 1 <= count <= MAX_BATCH:
            raise invalid(WireError("rounds", f"{count}: between 1 and {MAX_BATCH} rounds a batch"))
        raw = body_field(body, "script", dict)
        if raw.get("deck") is not None:
            raise invalid(WireError("script.deck", "a system-shuffled round takes no deck: the "
                                     "system shuffles its own"))
        try:
            script = script_from_json({**raw, "deck": []})
        except WireError as exc:
            raise invalid(WireError(f"script.{exc.path}", str(exc).split(": ", 1)[-1])) from None
        answers = [shuffled_round_bytes(*play_shuffled(state, script, at="script.")) for _ in range(count)]
        return Response(b'{"rounds":[' + b",".join(answers) + b"]}", 200, media_type="application/json")

    async def recall(request: Request) -> Response:
        needs(Capability.RECALL)
        state = tables.get(request)
        raw = request.query_params.get("rounds", str(RECALL_DEPTH))
        if not raw.isdigit():
            raise invalid(WireError("rounds", f"expected a whole number of rounds, got {raw!r}"))
        rounds = int(raw)
        kept = list(state.table.recall)[-rounds:] if rounds else []
        return answer_json({"observations": [observation_to_json(o) for o in kept]})

    async def meters(request: Request) -> Response:
        needs(Capability.METERS)
        state = tables.get(request)
        meter, five = state.table.meter, state.table.five_card_meter
        shown: dict[str, Any] = {"meter": meter.amount if meter else None, "rounds": state.rounds_completed}
        if getattr(state.table, "shows_optional_meters", True):  # optional (1.2): a variant sends neither
            shown |= {"five_card_meter": five.amount if five else None,
                      "table_inventory": state.table_inventory}
        return answer_json(shown)

    async def openapi(request: Request) -> Response:
        from tablecert.resources import openapi_document

        return Response(openapi_document().read_bytes(), media_type="application/yaml")

    async def protocol_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, ProtocolError)
        return answer_json(exc.body, exc.status, close=exc.close)

    async def http_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, HTTPException)
        message = (f"no endpoint {request.method} {request.url.path}" if exc.status_code in (404, 405)
                   else str(exc.detail))
        # a 405 names the methods the path takes (``Allow``, RFC 9110 15.5.6; docs/protocol.md, Errors)
        return answer_json({"error": {"reason": ErrorReason.INVALID_REQUEST, "message": message,
                                "citation": PROTOCOL_DOC, "path": ""}}, exc.status_code,
                           headers={"Allow": exc.headers["Allow"]} if exc.headers and "Allow" in exc.headers
                           else None)

    async def internal_error(request: Request, exc: Exception) -> Response:
        # a fault of this system, never of the request (every bad request is a 4xx): the
        # server logs it and closes the connection, and the answer says so
        return answer_json({"error": {"reason": ErrorReason.INTERNAL_ERROR,
                                "message": f"{type(exc).__name__}: {exc}",
                                "citation": PROTOCOL_DOC}}, 500, close=True)

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
