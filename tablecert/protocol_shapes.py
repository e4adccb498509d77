"""What the protocol's requests and answers must be beyond what its OpenAPI document's JSON
Schemas say (docs/protocol.md), for ``tablecert contract`` (:mod:`tablecert.protocol_exchange`):
a generated request made valid in full (a whole deck, whole numbers written as integers), the
error answer's shape and the reason its status documents, and how an answer is shown in a
finding."""

from __future__ import annotations

import json
from typing import Any

from tablecert.adapters.wire_json import decode_json

__all__ = ["DECK", "ERROR_REASONS", "ascii_body", "error_shape", "error_summary", "map_body", "named_field",
           "whole_deck"]

ERROR_REASONS = {
    400: {"invalid-request"},
    404: {"unknown-table", "unknown-round", "invalid-request"},
    405: {"invalid-request"},
    422: {"invalid-rules-submission"},
}
"""The ``error.reason`` a status documents (docs/protocol.md, Errors); 409 takes a refusal
reason or ``not-allowed-now``, 5xx ``internal-error``."""

DECK = [r + s for s in "shdc" for r in "AKQJT98765432"]
"""A whole deck in order, as the documented requests send it."""


def whole_deck(body: dict[str, Any], *, shuffled: bool = False, faults: bool = True) -> None:
    """What DealRequest.deck and ShuffledRoundRequest say in words and no JSON Schema can: a
    deck is 52 different cards, or another number only with the fault ``deck does not hold
    52 cards`` (never in a system-shuffled round). A generated valid script gets the whole
    deck (and loses that fault), so that it is valid in full; where the system does not
    declare ``fault-injection`` (``faults=False``), it asks for no fault at all."""
    if not shuffled:
        body["deck"] = list(DECK)
    asked = body.get("faults")
    if isinstance(asked, list):
        body["faults"] = [f for f in asked if faults and not (
            isinstance(f, dict) and f.get("kind") == "deck does not hold 52 cards")]


def map_body(context: Any, body: Any) -> Any:
    """Generated bodies carry no integral floats (``188941.0``): JSON Schema counts one as an
    integer, the protocol does not (docs/protocol.md, Conventions: every number is written as
    an integer), so a system may refuse it with 400 and the check must not count that."""
    if isinstance(body, float) and body.is_integer() and abs(body) < 2**63:
        return int(body)
    if isinstance(body, dict):
        return {k: map_body(context, v) for k, v in body.items()}
    if isinstance(body, list):
        return [map_body(context, v) for v in body]
    return body


def error_shape(ctx: Any, response: Any, case: Any) -> bool | None:
    """Every error answer is ``{"error": {"reason", "message", "citation"}}`` with the reason
    its status documents (docs/protocol.md, Errors): ``path`` on ``invalid-request``."""
    status = response.status_code
    if status < 400:
        return None
    try:
        data = decode_json(response.content)
    except ValueError:
        raise AssertionError(f"HTTP {status}: an error answer is JSON, "
                             '{"error": {"reason", "message", "citation"}}') from None
    error = data.get("error") if isinstance(data, dict) else None
    if not isinstance(error, dict) or not all(isinstance(error.get(k), str)
                                              for k in ("reason", "message", "citation")):
        raise AssertionError(f'HTTP {status}: the error answer is not {{"error": {{"reason", "message", '
                             '"citation"}} (strings)')
    reason = error["reason"]
    allowed = ERROR_REASONS.get(status, {"internal-error"} if status >= 500 else None)
    if allowed is not None and reason not in allowed:
        raise AssertionError(f"HTTP {status} with reason {reason!r}: the documents give "
                             f"{' or '.join(sorted(allowed))} for this status")
    if reason == "invalid-request" and not isinstance(error.get("path"), str):
        raise AssertionError("an invalid-request error names the JSON path of the problem in "
                             "`path` (\"\" for the whole body)")
    return True


def named_field(message: str, content: bytes) -> str:
    """Schemathesis's message for a valid request refused, its hint naming what the system
    itself named: a hint that blames properties the schema does not define is replaced by the
    field the error's ``path`` names (docs/protocol.md, Errors), when it names one."""
    try:
        error = decode_json(content).get("error", {})
    except (ValueError, AttributeError):
        return message
    where = error.get("path") if isinstance(error, dict) else None
    if not isinstance(where, str) or not where:
        return message
    head, _, _ = message.partition("\nHint:")
    said = error.get("message")
    return (f"{head}\nThe system names the field `{where}`"
            + (f": {said}" if isinstance(said, str) and said else ""))


def ascii_body(text: str) -> str:
    """A request body as printable ASCII JSON text (generated bodies hold any code point)."""
    try:
        return json.dumps(json.loads(text), ensure_ascii=True, separators=(",", ":"))
    except (ValueError, RecursionError):
        return text.encode("ascii", "backslashreplace").decode()


def error_summary(content: bytes) -> str:
    try:
        error = decode_json(content).get("error", {})
        return f" ({error.get('reason')}: {error.get('message')})"
    except (ValueError, AttributeError):
        return ""
