"""The reference system's handlers of the system and its tables: what the system is
(``GET /v1/system``), opening and closing a table, and what a table keeps (its recall and
its meters); beside them the protocol's own OpenAPI document. Each reads the system from
``request.app.state.system`` (:mod:`tablecert.reference_system.app_state`)."""

from __future__ import annotations

from typing import Any

from starlette.requests import Request
from starlette.responses import Response

from tablecert.adapters.contract import Capability
from tablecert.adapters.http import ErrorReason
from tablecert.adapters.wire import PROTOCOL_VERSION, WireError, observation_to_json
from tablecert.oracle.card_games import parse_rules_submission
from tablecert.oracle.card_round.table import RECALL_DEPTH
from tablecert.oracle.catalogue import GAMES, game_of, parse_game_rules
from tablecert.oracle.rules_reader import RulesSubmissionError
from tablecert.oracle.wagers import Game
from tablecert.reference_system.app_state import system_of
from tablecert.reference_system.decoding import ProtocolError, answer_json, body_field, invalid, json_body
from tablecert.reference_system.shuffler import ShufflingDevice
from tablecert.reference_system.tables import TableState

__all__ = ["create_table", "delete_table", "meters", "openapi", "recall", "system"]


async def system(request: Request) -> Response:
    served = system_of(request)
    limit = getattr(request.app.state, "max_concurrent_tables", None)
    return answer_json({
        "name": served.name,
        "protocol_version": PROTOCOL_VERSION,
        "games": [*(g.value for g in Game), *GAMES],
        "capabilities": [c.value for c in Capability if c in served.declared],
        **({"max_concurrent_tables": limit} if limit is not None else {}),
    })


async def create_table(request: Request) -> Response:
    served = system_of(request)
    body = await json_body(request)
    text = body_field(body, "rules_submission", str)
    try:
        if game_of(text) in GAMES:
            rules_of_game = parse_game_rules(text, source="rules_submission")
            table_id = served.tables.add(served.make_game_table(rules_of_game))
            return answer_json({"table_id": table_id, "capabilities": [
                c.value for c in (Capability.SCRIPTED_ROUND,) if c in served.declared]}, 201)
        rules = parse_rules_submission(text, source="rules_submission")
    except RulesSubmissionError as exc:
        if all(v.citation in served.unchecked for v in exc.violations):  # a defect: opened anyway
            from tablecert.reference_system.defects_submissions import opened_anyway

            return answer_json({"table_id": served.tables.add(TableState(served.make_table(
                opened_anyway(text)), ShufflingDevice(0, served.shuffle))), "capabilities": []}, 201)
        raise ProtocolError(
            422, ErrorReason.INVALID_RULES_SUBMISSION, str(exc), exc.violations[0].citation,
            violations=[{"field": v.field, "message": v.message, "citation": v.citation,
                         "line": v.line} for v in exc.violations],
        ) from None
    seed = body_field(body, "shuffle_seed", int, optional=True)
    # the shuffler is seeded when the table opens (0 when no seed is given): the same seed
    # gives the same decks, so a statistical run can be repeated exactly
    table_id = served.tables.add(TableState(served.make_table(rules),
                                            ShufflingDevice(seed if seed is not None else 0, served.shuffle)))
    return answer_json({"table_id": table_id, "capabilities": [c.value for c in Capability
                                                               if c in served.declared]}, 201)


async def delete_table(request: Request) -> Response:
    tables = system_of(request).tables
    table_id = request.path_params["table_id"]
    if not tables.close(table_id):
        raise tables._unknown(table_id)
    return Response(status_code=204)


async def recall(request: Request) -> Response:
    served = system_of(request)
    served.needs(Capability.RECALL)
    state = served.tables.get(request)
    raw = request.query_params.get("rounds", str(RECALL_DEPTH))
    if not raw.isdigit():
        raise invalid(WireError("rounds", f"expected a whole number of rounds, got {raw!r}"))
    rounds = int(raw)
    kept = list(state.table.recall)[-rounds:] if rounds else []
    return answer_json({"observations": [observation_to_json(o) for o in kept]})


async def meters(request: Request) -> Response:
    served = system_of(request)
    served.needs(Capability.METERS)
    state = served.tables.get(request)
    meter, five = state.table.meter, state.table.five_card_meter
    shown: dict[str, Any] = {"meter": meter.amount if meter else None, "rounds": state.rounds_completed}
    if getattr(state.table, "shows_optional_meters", True):  # optional (1.2): a variant sends neither
        shown |= {"five_card_meter": five.amount if five else None,
                  "table_inventory": state.table_inventory}
    return answer_json(shown)


async def openapi(request: Request) -> Response:
    from tablecert.resources import openapi_document

    return Response(openapi_document().read_bytes(), media_type="application/yaml")
