"""The reference system's requests and answers: each body read within its limits and
decoded as strictly as :mod:`tablecert.adapters.wire` decodes a vendor's answers (a bad
field is a 400 ``invalid-request`` naming its JSON path), and the JSON answers, error
answers (:class:`ProtocolError`) included. The routes are :mod:`tablecert.reference_system.app`."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeVar

from starlette.requests import ClientDisconnect, Request
from starlette.responses import Response

from tablecert.adapters.http import ErrorReason
from tablecert.adapters.wire import WireError, decode_json, encode_observation
from tablecert.adapters.wire_encode import events_to_json
from tablecert.adapters.wire_json import duplicate_key
from tablecert.oracle.errors import TablecertError
from tablecert.oracle.round import Event, IllegalAction, Observation

__all__ = [
    "MAX_DECK_CARDS", "MAX_LIST_ITEMS", "MAX_REQUEST_BODY", "PROTOCOL_DOC", "ProtocolError",
    "answer_accepted", "answer_json", "answer_observation", "body_enum", "body_field", "check_deck",
    "invalid", "json_body", "long_list", "parse_body", "read_body", "refused",
]

PROTOCOL_DOC = "docs/protocol.md"
MAX_REQUEST_BODY = 1_000_000
"""The largest request body read, in bytes (a seven-seat scripted round is about 3 kB, a
Rules Submission 1 kB); a larger one is 413 ``invalid-request`` and the connection closed."""
MAX_DECK_CARDS = 416
"""The longest deck a script may give: eight decks (a shoe). A longer one is 400."""
MAX_LIST_ITEMS = 5_000
"""The longest list a script of another game may hold (rolls, wagers, cards, happenings)."""
_E = TypeVar("_E")


class ProtocolError(TablecertError):
    """An error answer: ``{"error": {"reason", "message", "citation", ...}}``."""

    def __init__(self, status: int, reason: str, message: str, citation: str = PROTOCOL_DOC,
                 *, close: bool = False, **extra: Any) -> None:
        super().__init__(message)
        self.status = status
        self.close = close  # the answer says "Connection: close", and the server closes it
        self.body = {"error": {"reason": reason, "message": message, "citation": citation, **extra}}


def invalid(exc: WireError) -> ProtocolError:
    return ProtocolError(400, ErrorReason.INVALID_REQUEST, str(exc), path=exc.path)


def refused(exc: IllegalAction) -> ProtocolError:
    message = str(exc).removesuffix(f" ({exc.citation})")
    return ProtocolError(409, exc.reason.value, message, exc.citation)


def answer_json(data: Any, status: int = 200, *, close: bool = False,
                headers: Mapping[str, str] | None = None) -> Response:
    body = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode()
    extra = dict(headers or {})
    if close:  # uvicorn closes the connection after an answer that says so
        extra["Connection"] = "close"
    return Response(body, status, media_type="application/json", headers=extra or None)


_ACCEPTED = answer_json({"accepted": True}).body


def answer_observation(obs: Observation) -> Response:
    """An observation as the answer: the same JSON as ``answer_json``, encoded by msgspec."""
    return Response(encode_observation(obs), 200, media_type="application/json")


def answer_accepted(events: Sequence[Event] | None = None) -> Response:
    """``{"accepted": true}``; with ``events`` (the table declares ``step-events``) the
    events of the step too: ``{"accepted": true, "events": [...]}``."""
    if events is None:
        return Response(_ACCEPTED, 200, media_type="application/json")
    return answer_json({"accepted": True, "events": events_to_json(events)})


# --------------------------------------------------------------------------- body fields
async def json_body(request: Request) -> dict[str, Any]:
    return parse_body(await read_body(request))


async def read_body(request: Request) -> bytes:
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


def parse_body(raw: bytes) -> dict[str, Any]:
    try:
        data = decode_json(raw) if raw else None
    except ValueError as exc:  # not UTF-8, not JSON, invalid Unicode, too deep, a number too long
        raise ProtocolError(400, ErrorReason.INVALID_REQUEST, f"the body is not JSON: {exc}",
                            path="") from None
    duplicate = duplicate_key(raw) if raw else None
    if duplicate is not None:
        raise ProtocolError(400, ErrorReason.INVALID_REQUEST, "a key given twice in one object; "
                            "the protocol states each field once", path=duplicate)
    if not isinstance(data, dict):
        raise invalid(WireError("", f"expected a JSON object, got {type(data).__name__}"))
    return data


def body_field(body: dict[str, Any], key: str, kind: type, *, optional: bool = False) -> Any:
    value = body.get(key)
    if value is None:
        if optional:
            return None
        raise invalid(WireError(key, "missing"))
    if (kind is int and isinstance(value, bool)) or not isinstance(value, kind):
        raise invalid(WireError(key, f"expected {kind.__name__}, got {type(value).__name__}"))
    return value


def body_enum(body: dict[str, Any], key: str, parse: Callable[[str], _E], *,
          optional: bool = False) -> _E | None:
    raw = body_field(body, key, str, optional=optional)
    if raw is None:
        return None
    try:
        return parse(raw)
    except ValueError as exc:
        raise invalid(WireError(key, str(exc))) from None



def check_deck(cards: int) -> None:
    if cards > MAX_DECK_CARDS:
        raise invalid(WireError("deck", f"{cards:,} cards; a deck holds at most {MAX_DECK_CARDS} "
                                 "(eight decks)"))


def long_list(data: Any, path: str = "") -> str | None:
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
        if isinstance(value, list | dict) and (found := long_list(value, where)) is not None:
            return found
    return None

