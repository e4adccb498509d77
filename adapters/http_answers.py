"""What the HTTP adapter makes of a system's answers: the protocol's error reasons, a 409
refusal, the checks of a small answer's shape and of an observation, and the
:class:`SystemFault` that names what is wrong, every part of it safe to print (secrets
redacted, vendor text's control characters and invalid Unicode escaped, excerpts cut short).
"""

from __future__ import annotations

import json
from enum import StrEnum
from typing import Any

from tablecert.adapters.contract import SystemFault
from tablecert.adapters.transport import Secrets, escape_text
from tablecert.adapters.wire import WireError, decode_json, observation_from_json
from tablecert.oracle.round import IllegalAction, Observation, Reason

__all__ = [
    "ERROR_REASONS",
    "EXCERPT_LIMIT",
    "JSON_MEDIA",
    "SEND_JSON",
    "AnswerChecks",
    "ErrorReason",
    "RefusalAnswer",
    "body_text",
    "error_summary",
]

EXCERPT_LIMIT = 200
"""At most this many characters of a bad answer go into a SystemFault."""


class ErrorReason(StrEnum):
    """The protocol's reason codes beyond :class:`tablecert.oracle.round.Reason` (which are all
    reason codes too): problems with the request or the system rather than the game."""

    INVALID_RULES_SUBMISSION = "invalid-rules-submission"  # 422
    INVALID_REQUEST = "invalid-request"  # 400: not JSON, or a field out of shape
    UNKNOWN_TABLE = "unknown-table"  # 404
    UNKNOWN_ROUND = "unknown-round"  # 404
    NOT_ALLOWED_NOW = Reason.NOT_ALLOWED_NOW.value  # 409, shared with the game's codes
    INTERNAL_ERROR = "internal-error"  # 500


ERROR_REASONS: frozenset[str] = frozenset({r.value for r in Reason} | {r.value for r in ErrorReason})
"""Every reason code an error body may carry."""

JSON_MEDIA = "application/json"
SEND_JSON = {"Content-Type": JSON_MEDIA}


class RefusalAnswer:
    """A 409 answer: the system refused a move, with a reason code."""

    __slots__ = ("citation", "message", "reason")

    def __init__(self, reason: Reason, message: str, citation: str) -> None:
        self.reason = reason
        self.message = message
        self.citation = citation

    def illegal(self) -> IllegalAction:
        return IllegalAction(self.reason, self.message, self.citation)


class AnswerChecks:
    """The checks of a system's answers and the faults they raise, with the secrets
    that every message is redacted of."""

    secrets: Secrets

    def redact(self, text: str) -> str:
        return self.secrets.redact(text) if self.secrets else text

    def fault(self, endpoint: str, problem: str, excerpt: str = "") -> SystemFault:
        """A SystemFault whose every part is safe to print: secrets redacted, vendor text's
        control characters and invalid Unicode escaped, the excerpt cut short."""
        excerpt = " ".join(escape_text(self.redact(excerpt)).split())
        if len(excerpt) > EXCERPT_LIMIT:
            excerpt = excerpt[:EXCERPT_LIMIT - 3] + "..."
        return SystemFault(escape_text(self.redact(endpoint)), escape_text(self.redact(problem)),
                           excerpt)

    def refusal(self, endpoint: str, data: Any, text: str) -> RefusalAnswer:
        error = data.get("error") if isinstance(data, dict) else None
        try:
            if not isinstance(error, dict):
                raise WireError("error", "missing: an error body is {\"error\": {...}}")
            reason = _str(error, "reason", "error.reason")
            message, citation = _str(error, "message", "error.message"), _str(error, "citation",
                                                                             "error.citation")
            try:
                code = Reason(reason)
            except ValueError:
                raise WireError("error.reason", f"{reason!r} is not a refusal reason code; a 409 "
                                f"carries one of {', '.join(r.value for r in Reason)}") from None
        except WireError as exc:
            raise self.fault(endpoint, f"the 409 error body does not follow the protocol: {exc}",
                             text) from None
        return RefusalAnswer(code, message, citation)

    def shape(self, endpoint: str, data: Any, fields: dict[str, tuple[type, ...]]) -> dict[str, Any]:
        """Check a small answer's fields and types; a SystemFault names the first bad one."""
        if not isinstance(data, dict):
            raise self.fault(endpoint, f"expected a JSON object, got {type(data).__name__}",
                             json.dumps(data))
        for key, kinds in fields.items():
            value = data.get(key)
            if not isinstance(value, kinds) or (isinstance(value, bool) and bool not in kinds):
                wanted = " or ".join("null" if k is type(None) else k.__name__ for k in kinds)
                got = "missing" if key not in data else f"got {json.dumps(value)}"
                raise self.fault(endpoint, f"{key}: expected {wanted}, {got}", json.dumps(data))
        return data

    def observation(self, endpoint: str, data: Any, prefix: str = "") -> Observation:
        try:
            return observation_from_json(data)
        except WireError as exc:
            where = f"{prefix}{'.' if prefix and exc.path and exc.path[0] != '[' else ''}{exc.path}"
            detail = str(exc).removeprefix(f"{exc.path or '(body)'}: ")
            raise self.fault(endpoint, f"the observation does not follow the protocol: "
                             f"{where or '(body)'}: {detail}", json.dumps(data)) from None
        except (TypeError, AttributeError, ValueError) as exc:
            raise self.fault(endpoint, f"the observation does not follow the protocol: {exc}",
                             json.dumps(data)) from None



def _str(data: dict[str, Any], key: str, path: str) -> str:
    value = data.get(key)
    if not isinstance(value, str):
        raise WireError(path, "missing" if key not in data else f"expected a string, got {value!r}")
    return value


def body_text(content: bytes) -> str:
    return content.decode("utf-8", errors="replace")



def error_summary(content: bytes) -> str:
    """`` (reason: message)`` from a well-formed error body, else nothing."""
    try:
        error = decode_json(content)["error"]
        return f" ({error['reason']}: {error['message']})"
    except (ValueError, KeyError, TypeError):
        return ""

