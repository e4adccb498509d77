"""The reference table system as an ASGI application: the oracle behind every endpoint of
the vendor test protocol (docs/protocol.openapi.yaml, docs/protocol.md).

Tables live in memory, one :class:`tablecert.oracle.card_games.Table` per table id, and each table has at
most one round in hand: opening a round (or playing a scripted one) abandons a round that
was never settled, as a dealer would clear the layout. Every handler is ``async`` and does
its work without awaiting once the body is read, so uvicorn's single event loop runs one
request's state change at a time and no lock is needed.

The handlers are module-level functions that read the system they serve from
``request.app.state.system`` (:mod:`tablecert.reference_system.app_state`): those of the
system and its tables are :mod:`tablecert.reference_system.app_tables`, those of rounds
:mod:`tablecert.reference_system.app_rounds`; this module is the route table, the error
answers and :func:`create_app`.

Request bodies are decoded as strictly as :mod:`tablecert.adapters.wire` decodes a vendor's answers:
a bad field is a 400 ``invalid-request`` naming its JSON path (:mod:`tablecert.reference_system.decoding`,
with the limits of a request). The open tables are :mod:`tablecert.reference_system.tables`.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from tablecert.adapters.contract import Capability
from tablecert.adapters.http import ErrorReason
from tablecert.reference_system.app_rounds import (
    deal,
    decide,
    new_round,
    no_more_bets,
    place,
    scripted_round,
    settle,
    shuffled_round,
    shuffled_round_batch,
)
from tablecert.reference_system.app_state import SYSTEM_NAME, system_state
from tablecert.reference_system.app_tables import create_table, delete_table, meters, openapi, recall, system
from tablecert.reference_system.decoding import (
    MAX_DECK_CARDS,
    MAX_LIST_ITEMS,
    MAX_REQUEST_BODY,
    PROTOCOL_DOC,
    ProtocolError,
    answer_json,
)
from tablecert.reference_system.tables import MAX_TABLES, TABLE_IDLE_SECONDS, Tables
from tablecert.resources import OPENAPI_PATH

__all__ = ["MAX_DECK_CARDS", "MAX_LIST_ITEMS", "MAX_REQUEST_BODY", "MAX_TABLES", "ROUTES", "SYSTEM_NAME",
           "TABLE_IDLE_SECONDS", "ProtocolError", "create_app"]

_STEPS = "/v1/tables/{table_id}/rounds/{round_id}"
ROUTES = [
    # first: the router tries the routes in order, and a scripted round is the request
    # a run sends most (no two paths overlap, so the order decides nothing else)
    Route("/v1/tables/{table_id}/scripted-rounds", scripted_round, methods=["POST"]),
    Route("/v1/system", system, methods=["GET"]),
    Route("/v1/tables", create_table, methods=["POST"]),
    Route("/v1/tables/{table_id}", delete_table, methods=["DELETE"]),
    Route("/v1/tables/{table_id}/rounds", new_round, methods=["POST"]),
    Route(f"{_STEPS}/wagers", place, methods=["POST"]),
    Route(f"{_STEPS}/no-more-bets", no_more_bets, methods=["POST"]),
    Route(f"{_STEPS}/deal", deal, methods=["POST"]),
    Route(f"{_STEPS}/decisions", decide, methods=["POST"]),
    Route(f"{_STEPS}/settle", settle, methods=["POST"]),
    Route("/v1/tables/{table_id}/shuffled-rounds", shuffled_round, methods=["POST"]),
    Route("/v1/tables/{table_id}/shuffled-round-batches", shuffled_round_batch, methods=["POST"]),
    Route("/v1/tables/{table_id}/recall", recall, methods=["GET"]),
    Route("/v1/tables/{table_id}/meters", meters, methods=["GET"]),
    # the protocol's own OpenAPI document (docs/protocol.md, "The contract"): not an
    # operation a vendor implements, so it is not in the document's paths
    Route(OPENAPI_PATH, openapi, methods=["GET"]),
]
"""Every endpoint of the protocol and its handler."""


# --------------------------------------------------------------------------- error answers
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


# --------------------------------------------------------------------------- the app
def create_app(defect: str | None = None, *, table_idle_seconds: float = TABLE_IDLE_SECONDS,
               max_tables: int = MAX_TABLES, variant: str | None = None,
               capabilities: frozenset[Capability] | None = None,
               clock: Callable[[], float] = time.monotonic,
               max_concurrent_tables: int | None = None) -> Starlette:
    """The reference system; ``defect`` names a catalogued defective variant
    (tablecert/reference_system/defects.py), ``variant`` a compliant one (variants.py); an
    unknown name raises KeyError here. Tables unused for ``table_idle_seconds`` are closed,
    and at most ``max_tables`` are open (``clock``: the seconds they are measured by).
    ``capabilities``: a variant that declares only these
    (``tablecert serve --capabilities``); a request needing another is 409
    ``not-allowed-now`` (docs/protocol.md, Capabilities). ``max_concurrent_tables``: the limit
    ``GET /v1/system`` declares (docs/protocol.md, "The system"; none by default)."""
    tables = Tables(idle_seconds=table_idle_seconds, max_tables=max_tables, clock=clock)
    declared = frozenset(Capability) if capabilities is None else capabilities
    served = system_state(tables, declared, defect=defect, variant=variant)
    app = Starlette(routes=ROUTES, exception_handlers={
        ProtocolError: protocol_error,
        HTTPException: http_error,
        Exception: internal_error,
    })
    app.state.system = served
    app.state.defect = defect
    app.state.tables = tables
    app.state.max_concurrent_tables = max_concurrent_tables
    return app
