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

import json
import re
import sys
import time
from collections.abc import Callable, Sequence
from enum import StrEnum
from typing import Any, TextIO
from urllib.parse import urljoin, urlsplit

import requests
import urllib3
from tablecert.adapters.contract import (
    Capability,
    GameTableSession,
    RoundSession,
    SystemFault,
    SystemUnderTest,
    TableSession,
)
from tablecert.adapters.game_wire import from_builtins, to_builtins
from tablecert.adapters.sanity import impossibilities
from tablecert.adapters.transport import (
    Courier,
    Late,
    Secrets,
    TokenError,
    bare_url,
    check_token,
    display_url,
    escape_text,
    in_clear,
    new_session,
    url_credentials,
)
from tablecert.adapters.wire import (
    MAX_BATCH,
    PROTOCOL_VERSION,
    WireError,
    card_from_json,
    decode_json,
    encode_script,
    observation_from_bytes,
    observation_from_json,
    observation_to_json,
    script_to_json,
    shuffled_batch_from_bytes,
    shuffled_round_from_bytes,
)
from tablecert.oracle.card_games import RulesSubmission, render_rules_submission
from tablecert.oracle.cards import Card
from tablecert.oracle.catalogue import GAMES
from tablecert.oracle.game import GameRules
from tablecert.oracle.money import Cents
from tablecert.oracle.round import Choice, Fault, IllegalAction, Observation, Reason, RoundScript
from tablecert.oracle.wagers import Wager

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

EXCERPT_LIMIT = 200
"""At most this many characters of a bad answer go into a SystemFault."""
MAX_BODY = 16_000_000
"""The largest answer read, in bytes; a seven-seat round's observation is about 10 kB."""
MAX_COOKIES = 50
"""The most cookies a system may set (the protocol needs none; a load balancer sets one)."""
MAX_REDIRECTS = 3
"""Redirects followed within one request (each on the target's origin)."""
TRANSCRIPT_LIMIT = 256_000_000
"""The most bytes one transcript file takes; later exchanges are counted, not recorded."""
TRANSCRIPT_FIELD_LIMIT = 1_000_000
"""The most characters of one request's or answer's body a transcript line keeps."""


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

_JSON = "application/json"
_SEND_JSON = {"Content-Type": _JSON}


class _Refusal:
    """A 409 answer: the system refused a move, with a reason code."""

    __slots__ = ("citation", "message", "reason")

    def __init__(self, reason: Reason, message: str, citation: str) -> None:
        self.reason = reason
        self.message = message
        self.citation = citation

    def illegal(self) -> IllegalAction:
        return IllegalAction(self.reason, self.message, self.citation)


_TABLE_ID = "table-id"
# a table's path whose id needs no quoting (unreserved characters): its URL is the template's
# with the id put in, exactly what preparing it would give; any other id is prepared in full
_TABLE_PATH = re.compile(r"/v1/tables/([A-Za-z0-9._~-]+)(/[a-z-]+)?")


class _Client:
    """The transport: one session, the timeouts and the deadline, the secrets, the
    transcript, and answer validation."""

    def __init__(self, base_url: str, *, connect_timeout: float, read_timeout: float,
                 insecure: bool, token_env: str | None, deadline: float | None = None) -> None:
        token = check_token(token_env)
        credentials = url_credentials(base_url)
        self.secrets = Secrets(token, basic=credentials)
        self.display_url = display_url(base_url.rstrip("/"))
        # credentials travel as HTTP Basic authentication, never in a URL that could be
        # written down (requests would do the same with the URL's, and keep them in it)
        self.base_url = bare_url(base_url.rstrip("/"))
        self.origin = _origin(self.base_url)
        self.timeout = (connect_timeout, read_timeout)
        self.deadline = deadline if deadline is not None else connect_timeout + read_timeout
        self.in_clear = in_clear(base_url, token=token)
        self._insecure = insecure
        self._token = token
        self._credentials = credentials
        self.session = self._new_session()
        self._courier = Courier()
        self.transcript: TextIO | None = None
        self.transcript_limit = TRANSCRIPT_LIMIT
        self.transcript_field_limit = TRANSCRIPT_FIELD_LIMIT
        self._transcript_size = 0
        self._not_recorded = 0
        self._templates: dict[tuple[str, str, bool], requests.PreparedRequest] = {}

    def _new_session(self) -> requests.Session:
        session = new_session(self.base_url, insecure=self._insecure)
        session.headers["Accept"] = _JSON
        if self._token:
            session.headers["Authorization"] = f"Bearer {self._token}"
        if self._credentials is not None:
            # as UTF-8 (RFC 7617); requests would encode a str as Latin-1
            user, password = self._credentials
            session.auth = (user.encode(), password.encode())
        return session

    def close(self) -> None:
        self._courier.retire()
        self.session.close()
        if self._not_recorded and self.transcript is not None and not self.transcript.closed:
            self.transcript.write(json.dumps({"cut": f"{self._not_recorded} more exchanges not "
                                              "recorded: the transcript reached its limit of "
                                              f"{self.transcript_limit:,} bytes"}) + "\n")
            self._not_recorded = 0

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

    def call(self, method: str, path: str, body: Any = None, *, ok: int,
             refusable: bool = False, params: dict[str, Any] | None = None,
             fast: Callable[[bytes], Any] | None = None) -> Any:
        """Send one request; return the decoded body of an ``ok`` answer, or a
        :class:`_Refusal` for a 409 where ``refusable``; anything else is a SystemFault.

        ``body`` is JSON-shaped data, or its JSON already encoded. ``fast`` decodes an ``ok``
        answer's bytes straight into what the caller wants (an Observation) or returns None,
        and then the answer is decoded as JSON as any other. The whole exchange, redirects
        included, ends within the deadline."""
        endpoint = f"{method} {path}"
        if body is None or isinstance(body, bytes):
            data = body
        else:
            data = json.dumps(body, separators=(",", ":")).encode()
        deadline = time.monotonic() + self.deadline
        prepared = (self._prepared(method, path, data) if params is None else
                    self.session.prepare_request(requests.Request(
                        method, self.base_url + path, data=data, params=params,
                        headers=_SEND_JSON if data is not None else None)))
        for _ in range(MAX_REDIRECTS + 1):
            resp, content = self._exchange(endpoint, prepared, params, data, deadline)
            if self.transcript is not None:
                self.record(endpoint, params, data, resp.status_code,
                            content.decode("utf-8", errors="replace"))
            if not resp.is_redirect:
                return self._answer(endpoint, resp, content, ok=ok, refusable=refusable, fast=fast)
            prepared = self._redirected(endpoint, prepared, resp, params, data)
        raise self.fault(endpoint, f"more than {MAX_REDIRECTS} redirects; not followed further")

    def _exchange(self, endpoint: str, prepared: requests.PreparedRequest,
                  params: dict[str, Any] | None, data: bytes | None,
                  deadline: float) -> tuple[requests.Response, bytes]:
        """One request and its whole answer, within the deadline (:class:`Courier`)."""
        session = self.session

        def exchange() -> tuple[requests.Response, bytes]:
            resp = session.send(prepared, stream=True, timeout=self.timeout, allow_redirects=False,
                                proxies=session.proxies, verify=session.verify, cert=session.cert)
            content = self._read_body(endpoint, resp, deadline)
            return resp, (self.secrets.redact_bytes(content) if self.secrets else content)

        try:
            answer = self._courier.carry(exchange, deadline - time.monotonic())
            if session.cookies and len(session.cookies) > MAX_COOKIES:
                count = len(session.cookies)
                session.cookies.clear()  # each would go with every later request
                raise self.fault(endpoint, f"the system set {count} cookies; at most {MAX_COOKIES} "
                                 "are kept (they are all dropped)")
            return answer
        except Late:
            # the request goes on in the courier's thread: its session and thread are retired
            # (closed once it ends), and the next request starts afresh
            self._courier.retire(session.close)
            self._courier = Courier()
            self.session = self._new_session()
            self._templates.clear()
            problem = (f"no complete answer within the deadline of {self.deadline:g} s (from "
                       "connect to the answer's last byte, headers included); cut off")
            self.record(endpoint, params, data, None, f"({problem})")
            raise self.fault(endpoint, problem) from None
        except requests.RequestException as exc:
            self.record(endpoint, params, data, None, f"({type(exc).__name__}: {_root_cause(exc)})")
            raise self._transport_fault(endpoint, exc) from None
        except SystemFault as fault:
            self.record(endpoint, params, data, None, f"({fault.problem})")
            raise

    def _redirected(self, endpoint: str, prepared: requests.PreparedRequest,
                    resp: requests.Response, params: dict[str, Any] | None,
                    data: bytes | None) -> requests.PreparedRequest:
        """The request a redirect asks for, if it stays on the target's origin (scheme, host,
        port) and keeps the request as it is (307, 308; 301-303 only for a GET): anything
        else is the system's fault, never followed."""
        assert prepared.url is not None
        location = urljoin(prepared.url, resp.headers["Location"])
        shown = display_url(location)
        if _origin(location) != self.origin:
            raise self.fault(endpoint, f"HTTP {resp.status_code} redirect to another origin "
                             f"({shown}); not followed: tablecert talks only to {self.display_url}")
        if resp.status_code not in (307, 308) and prepared.method != "GET":
            raise self.fault(endpoint, f"HTTP {resp.status_code} redirect of a {prepared.method} to "
                             f"{shown}; not followed: it would drop the request's body (a system "
                             "that moves an endpoint answers 307 or 308)")
        self.record(endpoint, params, None, resp.status_code,
                    f"(redirect followed to {bare_url(location)})")
        follow = prepared.copy()
        follow.prepare_url(bare_url(location), None)
        return follow

    def _prepared(self, method: str, path: str, data: bytes | None) -> requests.PreparedRequest:
        """The request ``Session.request`` would prepare, without preparing it each time:
        the URL, the session's headers and hooks are prepared once per endpoint and copied,
        and the body put in. While the session holds a cookie (a vendor may set one), each
        request is prepared in full, so the cookie goes with it as with ``Session.request``."""
        # a table's endpoints share one template: a run opens a table for most scenarios
        table = _TABLE_PATH.fullmatch(path)
        shape = f"/v1/tables/{_TABLE_ID}{table.group(2) or ''}" if table else path
        key = (method, shape, data is not None)
        template = None if self.session.cookies else self._templates.get(key)
        if template is None:
            if self.session.cookies:
                shape, table = path, None
            template = self.session.prepare_request(requests.Request(
                method, self.base_url + shape, headers=_SEND_JSON if data is not None else None))
            if not self.session.cookies:
                if len(self._templates) >= 64:  # a vendor's own paths: keep the latest
                    self._templates.clear()
                self._templates[key] = template
        prepared = template.copy()
        if table is not None:
            assert template.url is not None
            marker = f"/v1/tables/{_TABLE_ID}"
            at = template.url.rindex(marker)
            prepared.url = (f"{template.url[:at]}/v1/tables/{table.group(1)}"
                            f"{template.url[at + len(marker):]}")
        if data is not None:
            prepared.body = data
            prepared.headers["Content-Length"] = str(len(data))
        return prepared

    def _read_body(self, endpoint: str, resp: requests.Response, deadline: float) -> bytes:
        """The whole answer, within MAX_BODY bytes and the deadline: a system that announces
        more, answers byte by byte, or without end, is cut off and named."""
        chunks: list[bytes] = []
        size = 0
        try:
            announced = resp.headers.get("Content-Length", "")
            if announced.strip().isdigit() and int(announced) > MAX_BODY:
                raise self.fault(endpoint, f"the answer announces {int(announced):,} bytes, larger "
                                 f"than {MAX_BODY // 1_000_000} MB; no observation is that large")
            while True:
                # read1: what has arrived, at most one socket read, so a system that drips
                # a byte at a time meets the deadline check after every byte
                chunk = resp.raw.read1(65536, decode_content=True)
                if not chunk:
                    break
                size += len(chunk)
                if size > MAX_BODY:
                    raise self.fault(endpoint, f"the answer is larger than {MAX_BODY // 1_000_000} MB; "
                                     "no observation is that large")
                if time.monotonic() > deadline:
                    raise self.fault(endpoint, f"the answer was still arriving at the deadline of "
                                     f"{self.deadline:g} s (from connect to the last byte); it is "
                                     "cut off")
                chunks.append(chunk)
        except (urllib3.exceptions.HTTPError, OSError) as exc:
            raise self.fault(endpoint, f"the connection broke while the answer arrived: "
                             f"{_root_cause(exc)}") from None
        finally:
            resp.close()
        return b"".join(chunks)

    def record(self, endpoint: str, params: dict[str, Any] | None, data: bytes | None,
               status: int | None, answer: str) -> None:
        """One line of the evidence transcript: the request and what came back, redacted,
        each field cut at ``transcript_field_limit`` characters and the whole file at
        ``transcript_limit`` bytes, what is cut marked as cut."""
        if self.transcript is None:
            return
        if self._transcript_size >= self.transcript_limit:
            self._not_recorded += 1
            return
        line = {"request": self.redact(endpoint), "params": params,
                "body": self._cut(self.redact(data.decode("utf-8", errors="replace")))
                if data is not None else None,
                "status": status, "answer": self._cut(self.redact(answer))}
        text = json.dumps(line, ensure_ascii=False) + "\n"
        if self._transcript_size + len(text) > self.transcript_limit:
            self._not_recorded += 1
            text = json.dumps({"request": line["request"], "status": status,
                               "cut": "the transcript reached its limit of "
                               f"{self.transcript_limit:,} bytes; this and later exchanges are "
                               "not recorded"}) + "\n"
            self._transcript_size = self.transcript_limit
        else:
            self._transcript_size += len(text)
        self.transcript.write(text)

    def _cut(self, text: str) -> str:
        limit = self.transcript_field_limit
        if len(text) <= limit:
            return text
        return f"{text[:limit]}[cut: {len(text) - limit:,} more characters not recorded]"

    def _transport_fault(self, endpoint: str, exc: requests.RequestException) -> SystemFault:
        try:
            raise exc
        except requests.Timeout:
            return self.fault(endpoint, f"no answer within the timeout ({self.timeout[0]:g} s to "
                              f"connect, {self.timeout[1]:g} s to read)")
        except requests.ConnectionError as error:
            return self.fault(endpoint, f"cannot reach the system at {self.display_url}: "
                              f"{_root_cause(error)}")
        except requests.RequestException as error:
            return self.fault(endpoint, f"the request failed: {_root_cause(error)}")

    def _answer(self, endpoint: str, resp: requests.Response, content: bytes, *, ok: int,
                refusable: bool, fast: Callable[[bytes], Any] | None = None) -> Any:
        status = resp.status_code
        if status == ok == 204:
            return None
        if status not in (ok, 409) or (status == 409 and not refusable):
            raise self.fault(endpoint, f"HTTP {status} where {ok} was expected"
                             f"{_error_summary(content)}", _text(content))
        media = resp.headers.get("Content-Type", "").split(";")[0].strip().lower()
        if media != _JSON:
            raise self.fault(endpoint, f"HTTP {status} with content type {media or '(none)'!r}, "
                             f"not {_JSON!r}", _text(content))
        if fast is not None and status == ok:
            answer = fast(content)
            if answer is not None:
                return answer
        try:
            decoded = decode_json(content)
        except (ValueError, UnicodeDecodeError) as exc:
            raise self.fault(endpoint, f"HTTP {status} with a body that is not JSON ({exc})",
                             _text(content)) from None
        if status == 409:
            return self.refusal(endpoint, decoded, _text(content))
        return decoded

    def refusal(self, endpoint: str, data: Any, text: str) -> _Refusal:
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
        return _Refusal(code, message, citation)

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


def _text(content: bytes) -> str:
    return content.decode("utf-8", errors="replace")


def _root_cause(exc: BaseException) -> str:
    """The innermost cause of a requests error, without the URL noise around it."""
    while exc.__context__ is not None and exc.__context__ is not exc:
        exc = exc.__context__
    text = str(exc) or type(exc).__name__
    return re.sub(r"<[^>]*object at 0x[0-9a-f]+>:?\s*", "", text)


def _error_summary(content: bytes) -> str:
    """`` (reason: message)`` from a well-formed error body, else nothing."""
    try:
        error = decode_json(content)["error"]
        return f" ({error['reason']}: {error['message']})"
    except (ValueError, KeyError, TypeError):
        return ""


# --------------------------------------------------------------------------- sessions
class _HttpRound(RoundSession):
    def __init__(self, client: _Client, path: str, table: _HttpTable) -> None:
        self._client = client
        self._path = path
        self._table = table
        self._deck: tuple[Card, ...] | None = None

    def _step(self, step: str, body: Any = None) -> Any:
        return self._client.call("POST", f"{self._path}/{step}", body, ok=200, refusable=True)

    def _accepted(self, step: str, answer: Any) -> bool:
        if isinstance(answer, _Refusal):
            return False
        self._client.shape(f"POST {self._path}/{step}", answer, {"accepted": (bool,)})
        if answer["accepted"] is not True:
            raise self._client.fault(f"POST {self._path}/{step}", "HTTP 200 with accepted false: "
                                     "a refusal is a 409 with a reason code", json.dumps(answer))
        return True

    def place(self, seat: int, wager: Wager, amount: Cents) -> bool:
        body = {"seat": seat, "wager": wager.value, "amount": amount}
        return self._accepted("wagers", self._step("wagers", body))

    def no_more_bets(self) -> None:
        answer = self._step("no-more-bets")
        if isinstance(answer, _Refusal):
            raise answer.illegal()
        self._accepted("no-more-bets", answer)

    def deal(self, deck: Sequence[Card], faults: Sequence[Fault] = ()) -> None:
        self._deck = tuple(deck)
        encoded = script_to_json(RoundScript(wagers=(), deck=tuple(deck), faults=tuple(faults)))
        answer = self._step("deal", {"deck": encoded["deck"], "faults": encoded["faults"]})
        if isinstance(answer, _Refusal):
            raise answer.illegal()
        self._accepted("deal", answer)

    def decide(self, seat: int, choice: Choice, wager: Wager | None = None) -> bool:
        body: dict[str, Any] = {"seat": seat, "choice": choice.value}
        if wager is not None:
            body["wager"] = wager.value
        return self._accepted("decisions", self._step("decisions", body))

    def settle(self) -> Observation:
        answer = self._client.call("POST", f"{self._path}/settle", ok=200, refusable=True,
                                   fast=observation_from_bytes)
        if isinstance(answer, _Refusal):
            raise answer.illegal()
        endpoint = f"POST {self._path}/settle"
        obs = answer if isinstance(answer, Observation) else self._client.observation(endpoint, answer)
        script = RoundScript(wagers=(), deck=self._deck) if self._deck is not None else None
        return self._table.checked(endpoint, obs, script)


class _HttpTable(TableSession):
    def __init__(self, client: _Client, rules: RulesSubmission, table_id: str,
                 capabilities: frozenset[Capability]) -> None:
        self._client = client
        self.rules = rules
        self.table_id = table_id
        self.capabilities = capabilities
        self._path = f"/v1/tables/{table_id}"
        self._last_round = 0

    def new_round(self) -> RoundSession:
        endpoint = f"POST {self._path}/rounds"
        answer = self._client.shape(endpoint, self._client.call("POST", f"{self._path}/rounds",
                                                                ok=201),
                                    {"round_id": (str,), "round_number": (int,)})
        return _HttpRound(self._client, f"{self._path}/rounds/{answer['round_id']}", self)

    def play(self, script: RoundScript) -> Observation:
        path = f"{self._path}/scripted-rounds"
        answer = self._client.call("POST", path, encode_script(script), ok=200, refusable=True,
                                   fast=observation_from_bytes)
        if isinstance(answer, _Refusal):
            raise answer.illegal()
        endpoint = f"POST {path}"
        obs = answer if isinstance(answer, Observation) else self._client.observation(endpoint, answer)
        return self.checked(endpoint, obs, script)

    def checked(self, endpoint: str, obs: Observation, script: RoundScript | None) -> Observation:
        """An observation no honest system could send (a card not in the deck, money from
        nothing, a round already reported) is the system's fault, not a verdict."""
        problems = impossibilities(obs, script)
        if obs.round_number <= self._last_round:
            problems.append(f"round_number {obs.round_number}: a reply about a round already "
                            f"reported (the last was {self._last_round})")
        if problems:
            raise self._client.fault(endpoint, "an impossible observation: " + "; ".join(problems),
                                     json.dumps(observation_to_json(obs)))
        self._last_round = obs.round_number
        return obs

    def shuffled_round(self, script: RoundScript) -> tuple[tuple[Card, ...], Observation]:
        """``POST /v1/tables/{id}/shuffled-rounds`` (Capability.SELF_SHUFFLE): the deck the
        system shuffled must be 52 distinct cards, and the round must be dealt from it."""
        path = f"{self._path}/shuffled-rounds"
        endpoint = f"POST {path}"
        body = script_to_json(script)
        del body["deck"]
        answer = self._client.call("POST", path, body, ok=200, refusable=True,
                                   fast=shuffled_round_from_bytes)
        if isinstance(answer, _Refusal):
            raise answer.illegal()
        if isinstance(answer, tuple):  # read on the fast path (adapters/wire.py)
            deck, obs = answer
            return deck, self.checked(endpoint, obs, RoundScript(wagers=(), deck=deck))
        answer = self._client.shape(endpoint, answer, {"deck": (list,), "observation": (dict,)})
        deck = self._deck(endpoint, answer["deck"])
        obs = self._client.observation(endpoint, answer["observation"], "observation")
        return deck, self.checked(endpoint, obs, RoundScript(wagers=(), deck=deck))

    def shuffled_rounds(self, script: RoundScript, count: int) -> list[tuple[tuple[Card, ...], Observation]]:
        """``POST /v1/tables/{id}/shuffled-round-batches`` (protocol 1.2, Capability
        .BATCHED_ROUNDS) where the table offers it: ``count`` (at most MAX_BATCH) rounds in
        one request, each checked as :meth:`shuffled_round` checks one; else one at a time."""
        if count == 1 or Capability.BATCHED_ROUNDS not in self.capabilities:
            return [self.shuffled_round(script) for _ in range(count)]
        if count > MAX_BATCH:
            raise ValueError(f"{count} rounds: at most {MAX_BATCH} a batch")
        path = f"{self._path}/shuffled-round-batches"
        endpoint = f"POST {path}"
        body = script_to_json(script)
        del body["deck"]
        answer = self._client.call("POST", path, {"script": body, "rounds": count}, ok=200,
                                   refusable=True, fast=shuffled_batch_from_bytes)
        if isinstance(answer, _Refusal):
            raise answer.illegal()
        if not isinstance(answer, list):  # the fast path refused it: read it field by field
            answer = self._client.shape(endpoint, answer, {"rounds": (list,)})["rounds"]
            rounds = []
            for i, entry in enumerate(answer):
                entry = self._client.shape(endpoint, entry, {"deck": (list,), "observation": (dict,)})
                rounds.append((self._deck(endpoint, entry["deck"]),
                               self._client.observation(endpoint, entry["observation"],
                                                        f"rounds[{i}].observation")))
            answer = rounds
        if len(answer) != count:
            raise self._client.fault(endpoint, f"rounds: {len(answer)} rounds for a batch of {count}")
        return [(deck, self.checked(endpoint, obs, RoundScript(wagers=(), deck=deck)))
                for deck, obs in answer]

    def _deck(self, endpoint: str, raw: list[Any]) -> tuple[Card, ...]:
        """A reported deck: 52 valid, distinct cards, else a SystemFault naming the entry."""
        cards: list[Card] = []
        seen: dict[Card, int] = {}
        for i, entry in enumerate(raw):
            try:
                card = card_from_json(entry, f"deck[{i}]")
            except WireError as exc:
                raise self._client.fault(endpoint, f"the shuffled deck does not follow the protocol: "
                                         f"{exc}", json.dumps(raw)) from None
            if card in seen:
                raise self._client.fault(endpoint, f"deck[{i}]: {card} already at deck[{seen[card]}]; "
                                         "a shuffled deck holds each of the 52 cards once",
                                         json.dumps(raw))
            seen[card] = i
            cards.append(card)
        if len(cards) != 52:
            raise self._client.fault(endpoint, f"deck: {len(cards)} cards; a shuffled deck holds "
                                     "all 52 (649a.3(a))", json.dumps(raw))
        return tuple(cards)

    def recall(self, rounds: int) -> list[Observation]:
        path = f"{self._path}/recall"
        endpoint = f"GET {path}"
        answer = self._client.shape(endpoint, self._client.call("GET", path, ok=200,
                                                                params={"rounds": rounds}),
                                    {"observations": (list,)})
        return [self._client.observation(endpoint, o, f"observations[{i}]")
                for i, o in enumerate(answer["observations"])]

    def meters(self) -> tuple[Cents | None, int]:
        """(the progressive meter in cents or None, rounds completed) (Capability.METERS)."""
        path = f"{self._path}/meters"
        answer = self._client.shape(f"GET {path}", self._client.call("GET", path, ok=200),
                                    {"meter": (int, type(None)), "rounds": (int,)})
        return answer["meter"], answer["rounds"]

    def close(self) -> None:
        self._client.call("DELETE", self._path, ok=204)


class _HttpGameTable(GameTableSession):
    """A table of a game of :data:`tablecert.oracle.catalogue.GAMES` over the protocol's generic endpoints
    (docs/protocol.md, "Other games")."""

    def __init__(self, client: _Client, rules: GameRules, table_id: str) -> None:
        self._client = client
        self.rules = rules
        self._path = f"/v1/tables/{table_id}"
        self._observation = GAMES[rules.game].observation

    def play(self, script: Any) -> Any:
        path = f"{self._path}/scripted-rounds"
        answer = self._client.call("POST", path, to_builtins(script), ok=200)
        try:
            return from_builtins(answer, self._observation)
        except WireError as exc:
            raise self._client.fault(f"POST {path}", f"field {exc}",
                                     json.dumps(answer)[:300]) from None

    def close(self) -> None:
        self._client.call("DELETE", self._path, ok=204)


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
                 transcript: TextIO | None = None, deadline: float | None = None) -> None:
        self.base_url = base_url.rstrip("/")
        self._client = _Client(self.base_url, connect_timeout=connect_timeout,
                               read_timeout=read_timeout, insecure=insecure, token_env=token_env,
                               deadline=deadline)
        self.display_url = self._client.display_url
        self._client.transcript = transcript
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

    def open_table(self, rules: RulesSubmission, *, shuffle_seed: int | None = None) -> _HttpTable:
        endpoint = "POST /v1/tables"
        body: dict[str, Any] = {"rules_submission": render_rules_submission(rules)}
        if shuffle_seed is not None:
            body["shuffle_seed"] = shuffle_seed
        answer = self._client.call("POST", "/v1/tables", body, ok=201)
        answer = self._client.shape(endpoint, answer, {"table_id": (str,), "capabilities": (list,)})
        return _HttpTable(self._client, rules, answer["table_id"], _capabilities(answer["capabilities"]))

    @property
    def games(self) -> frozenset[str]:  # type: ignore[override]
        return frozenset(g for g in self.describe()["games"] if isinstance(g, str))

    def open_game_table(self, rules: GameRules) -> _HttpGameTable:
        endpoint = "POST /v1/tables"
        answer = self._client.call("POST", "/v1/tables", {"rules_submission": rules.text}, ok=201)
        answer = self._client.shape(endpoint, answer, {"table_id": (str,), "capabilities": (list,)})
        return _HttpGameTable(self._client, rules, answer["table_id"])

    def close(self) -> None:
        self._client.close()


def _origin(url: str) -> tuple[str, str, int | None] | None:
    """(scheme, host, port) of a URL, the default port filled in; None if it has none."""
    parts = urlsplit(url)
    try:
        port = parts.port or {"http": 80, "https": 443}.get(parts.scheme.lower())
    except ValueError:  # a port that is not a port
        return None
    return parts.scheme.lower(), (parts.hostname or "").lower(), port


def _capabilities(values: list[Any]) -> frozenset[Capability]:
    """The capabilities we know; a newer system may name more, which we ignore."""
    known = {c.value: c for c in Capability}
    return frozenset(known[v] for v in values if isinstance(v, str) and v in known)
