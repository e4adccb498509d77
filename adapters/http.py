"""The HTTP adapter: a vendor's table-game system driven through the vendor test protocol
(docs/protocol.openapi.yaml, docs/protocol.md) with requests.

One keep-alive :class:`requests.Session` (adapters/transport.py), connect and read
timeouts and one deadline for a whole request, TLS verification on unless
``insecure=True``, redirects followed only on the target's origin, and an optional bearer
token read from the environment variable *named* by ``token_env``. Secrets (the token, a
URL's credentials) are never logged nor put in a message, in any escaped form. Nothing the
system sends is trusted: a wrong status, a body that is not JSON (invalid Unicode, a number
of more than 30 digits, nesting too deep included), a wrong content type, a body too large
or too slow, or a field out of shape raises :class:`SystemFault` naming the endpoint, the
problem and a short excerpt of what came back, its control characters escaped, so the
scenario is reported broken, not failed. A 409 is the system's *answer* (a refusal with a
reason code), not a fault.
"""

from __future__ import annotations

import sys
from typing import Any, TextIO
from urllib.parse import quote

from tablecert.adapters.ahead import ExchangeBook
from tablecert.adapters.contract import Capability, SubmissionRefusal, SystemUnderTest
from tablecert.adapters.http_answers import ERROR_REASONS, EXCERPT_LIMIT, ErrorReason
from tablecert.adapters.http_client import HttpClient
from tablecert.adapters.http_sessions import HttpGameTable, HttpTable
from tablecert.adapters.transport import TokenError, check_token, display_url, escape_text, in_clear
from tablecert.adapters.wire import PROTOCOL_VERSION
from tablecert.oracle.card_games import RulesSubmission, render_rules_submission
from tablecert.oracle.game import GameRules

__all__ = [
    "ERROR_REASONS",
    "EXCERPT_LIMIT",
    "ErrorReason",
    "HttpSystem",
    "TokenError",
    "check_token",
    "display_url",
    "escape_text",
    "in_clear",
]


class HttpSystem(SystemUnderTest):
    """A vendor's system (or the reference system) at ``base_url``, e.g.
    ``http://127.0.0.1:8080``. No request is sent until the first use.

    ``deadline`` (default: connect + read timeout) is the most one request may take, from
    connect to the answer's last byte. Credentials in the URL (``http://user:pw@host``) are
    sent as HTTP Basic authentication and never written down: ``display_url`` is the URL
    without them. A token with a character a header cannot carry raises
    :class:`TokenError` here, before anything is sent."""

    def __init__(self, base_url: str, *, connect_timeout: float = 3.0, read_timeout: float = 10.0,
                 insecure: bool = False, token_env: str | None = "TABLECERT_TOKEN",
                 transcript: TextIO | None = None, deadline: float | None = None,
                 book: ExchangeBook | None = None) -> None:
        self.base_url = base_url.rstrip("/")
        self._client = HttpClient(self.base_url, connect_timeout=connect_timeout,
                                  read_timeout=read_timeout, insecure=insecure,
                                  token_env=token_env, deadline=deadline)
        self.display_url = self._client.display_url
        self._client.transcript = transcript
        self._client.book = book  # a concurrent run's (tablecert.adapters.ahead)
        self._system: dict[str, Any] | None = None

    def __repr__(self) -> str:
        return f"HttpSystem({self.display_url!r})"

    def warn_in_clear(self, command: str) -> None:
        """Tell the console, before anything is sent, that a secret is about to cross a
        network in clear text (plain ``http://`` off loopback)."""
        if self.credentials_in_clear:
            print(f"tablecert {command}: WARNING: the token or password for {self.display_url} "
                  "goes over plain http:// to a host that is not loopback: anyone on the network "
                  "path can read it; use https://", file=sys.stderr, flush=True)

    @property
    def credentials_in_clear(self) -> bool:
        """Whether a secret (the token or the URL's password) goes over plain ``http://``
        to a host that is not loopback: anyone on the path can read it."""
        return self._client.in_clear

    def describe(self) -> dict[str, Any]:
        """``GET /v1/system``, checked for shape and for a protocol version we speak."""
        if self._system is None:
            endpoint = "GET /v1/system"
            answer = self._client.shape(endpoint, self._client.call("GET", "/v1/system", ok=200), {
                "name": (str,), "protocol_version": (str,), "games": (list,), "capabilities": (list,),
            })
            major = PROTOCOL_VERSION.split(".")[0]
            if answer["protocol_version"].split(".")[0] != major:
                raise self._client.fault(endpoint, f"protocol version {answer['protocol_version']!r}; "
                                         f"tablecert speaks {PROTOCOL_VERSION} (any {major}.x)")
            # the name is shown (terminal, report): its control characters escaped, and short
            name = escape_text(answer["name"])
            answer["name"] = name if len(name) <= 200 else name[:197] + "..."
            self._system = answer
        return self._system

    @property
    def name(self) -> str:  # type: ignore[override]  # read from the system on first use
        return str(self.describe()["name"])

    @property
    def capabilities(self) -> frozenset[Capability]:  # type: ignore[override]
        return _capabilities(self.describe()["capabilities"])

    def open_table(self, rules: RulesSubmission, *, shuffle_seed: int | None = None) -> HttpTable:
        endpoint = "POST /v1/tables"
        body: dict[str, Any] = {"rules_submission": render_rules_submission(rules)}
        if shuffle_seed is not None:
            body["shuffle_seed"] = shuffle_seed
        answer = self._client.call("POST", "/v1/tables", body, ok=201)
        answer = self._client.shape(endpoint, answer, {"table_id": (str,), "capabilities": (list,)})
        return HttpTable(self._client, rules, answer["table_id"], _capabilities(answer["capabilities"]))

    def submit_rules(self, text: str) -> SubmissionRefusal | None:
        """``POST /v1/tables`` with ``text``: 201 opens a table (released at once), 422 is the
        refusal (docs/protocol.md, Errors); anything else is a SystemFault."""
        endpoint = "POST /v1/tables"
        answer = self._client.call("POST", "/v1/tables", {"rules_submission": text}, ok=201, also=422)
        if isinstance(answer, dict) and isinstance(answer.get("table_id"), str):
            self._client.call("DELETE", f"/v1/tables/{quote(answer['table_id'], safe='')}", ok=204)
            return None
        error = answer.get("error") if isinstance(answer, dict) else None
        if not isinstance(error, dict) or not isinstance(error.get("reason"), str):
            raise self._client.fault(endpoint, "HTTP 422 without an error object naming its reason")
        listed = error.get("violations")
        violations: list[Any] = listed if isinstance(listed, list) else []
        cited = [error.get("citation"), *(v.get("citation") for v in violations if isinstance(v, dict))]
        return SubmissionRefusal(escape_text(error["reason"]),
                                 tuple(escape_text(c) for c in cited if isinstance(c, str) and c),
                                 escape_text(str(error.get("message", ""))))

    @property
    def games(self) -> frozenset[str]:  # type: ignore[override]
        return frozenset(g for g in self.describe()["games"] if isinstance(g, str))

    def open_game_table(self, rules: GameRules) -> HttpGameTable:
        endpoint = "POST /v1/tables"
        answer = self._client.call("POST", "/v1/tables", {"rules_submission": rules.text}, ok=201)
        answer = self._client.shape(endpoint, answer, {"table_id": (str,), "capabilities": (list,)})
        return HttpGameTable(self._client, rules, answer["table_id"])

    def close(self) -> None:
        self._client.close()



def _capabilities(values: list[Any]) -> frozenset[Capability]:
    """The capabilities we know; a newer system may name more, which we ignore."""
    known = {c.value: c for c in Capability}
    return frozenset(known[v] for v in values if isinstance(v, str) and v in known)
