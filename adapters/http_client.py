"""The HTTP adapter's client: one keep-alive :class:`requests.Session` (adapters/transport.py),
connect and read timeouts and one deadline from connect to an answer's last byte, redirects
followed only on the target's origin, answers read within a bound on their size, and every
answer checked for its status and content type before it is decoded.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable
from typing import Any
from urllib.parse import urljoin, urlsplit

import requests
import urllib3
from requests.auth import HTTPBasicAuth

from tablecert.adapters.ahead import ExchangeBook
from tablecert.adapters.contract import Capability, CapabilityRefused, SystemFault
from tablecert.adapters.http_answers import JSON_MEDIA, SEND_JSON, ErrorReason, body_text, error_summary
from tablecert.adapters.http_transcript import TranscriptRecorder
from tablecert.adapters.transport import (
    Courier,
    Late,
    Secrets,
    bare_url,
    check_token,
    display_url,
    escape_text,
    in_clear,
    new_session,
    url_credentials,
)
from tablecert.adapters.wire import decode_json
from tablecert.adapters.wire_json import duplicate_key

__all__ = ["MAX_BODY", "MAX_COOKIES", "MAX_REDIRECTS", "HttpClient", "root_cause"]

MAX_BODY = 16_000_000
"""The largest answer read, in bytes; a seven-seat round's observation is about 10 kB."""
MAX_COOKIES = 50
"""The most cookies a system may set (the protocol needs none; a load balancer sets one)."""
MAX_REDIRECTS = 3
"""Redirects followed within one request (each on the target's origin)."""

_TABLE_ID = "table-id"
# a table's path whose id needs no quoting (unreserved characters): its URL is the template's
# with the id put in, exactly what preparing it would give; any other id is prepared in full
_TABLE_PATH = re.compile(r"/v1/tables/([A-Za-z0-9._~-]+)(/[a-z-]+)?")


class HttpClient(TranscriptRecorder):
    """The transport: one session, the timeouts and the deadline, the secrets, the
    transcript (:class:`TranscriptRecorder`), and the answer's status and content type
    (its checks: :class:`AnswerChecks`)."""

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
        self.start_transcript()
        self._templates: dict[tuple[str, str, bool], requests.PreparedRequest] = {}
        self.book: ExchangeBook | None = None  # a concurrent run's (tablecert.adapters.ahead)

    def _new_session(self) -> requests.Session:
        session = new_session(self.base_url, insecure=self._insecure)
        session.headers["Accept"] = JSON_MEDIA
        if self._token:
            session.headers["Authorization"] = f"Bearer {self._token}"
        if self._credentials is not None:
            # as UTF-8 (RFC 7617); requests would encode a str as Latin-1
            user, password = self._credentials
            session.auth = HTTPBasicAuth(user.encode(), password.encode())
        return session

    def close(self) -> None:
        self._courier.retire()
        self.session.close()
        self.end_transcript()

    def call(self, method: str, path: str, body: Any = None, *, ok: int,
             refusable: bool = False, params: dict[str, Any] | None = None,
             fast: Callable[[bytes], Any] | None = None, capability: Capability | None = None,
             also: int | None = None) -> Any:
        """Send one request; return the decoded body of an ``ok`` answer, or a
        :class:`RefusalAnswer` for a 409 where ``refusable``; anything else is a SystemFault.

        ``body`` is JSON-shaped data, or its JSON already encoded. ``fast`` decodes an ``ok``
        answer's bytes straight into what the caller wants (an Observation) or returns None,
        and then the answer is decoded as JSON as any other. The whole exchange, redirects
        included, ends within the deadline. ``capability``: the declared capability the
        endpoint serves; a 404 (other than an unknown table or round), 405 or 501 for it is
        :class:`CapabilityRefused`, a failure of the system, not a fault. ``also``: another
        status decoded as an answer (a 422 refusal of a Rules Submission sent to be refused)."""
        endpoint = f"{method} {path}"
        if body is None or isinstance(body, bytes):
            data = body
        else:
            data = json.dumps(body, separators=(",", ":")).encode()
        deadline = time.monotonic() + self.deadline
        prepared = self.prepare(method, path, data, params)
        for _ in range(MAX_REDIRECTS + 1):
            resp, content = self._exchange(endpoint, prepared, params, data, deadline)
            if self.transcript is not None:
                self.record(endpoint, params, data, resp.status_code,
                            content.decode("utf-8", errors="replace"))
            if not resp.is_redirect:
                if capability is not None and _refuses_endpoint(resp.status_code, content):
                    raise CapabilityRefused(endpoint, capability, resp.status_code, " ".join(
                        escape_text(self.redact(body_text(content))).split())[:200])
                return self._answer(endpoint, resp, content, ok=ok, refusable=refusable, fast=fast,
                                    also=also)
            prepared = self._redirected(endpoint, prepared, resp, params, data)
        raise self.fault(endpoint, f"more than {MAX_REDIRECTS} redirects; not followed further")

    def prepare(self, method: str, path: str, data: bytes | None,
                params: dict[str, Any] | None = None) -> requests.PreparedRequest:
        """The request as this client sends it: ``path`` under the base URL, ``data`` as JSON."""
        if params is None:
            return self._prepared(method, path, data)
        return self.session.prepare_request(requests.Request(
            method, self.base_url + path, data=data, params=params,
            headers=SEND_JSON if data is not None else None))

    def _exchange(self, endpoint: str, prepared: requests.PreparedRequest,
                  params: dict[str, Any] | None, data: bytes | None,
                  deadline: float) -> tuple[requests.Response, bytes]:
        """One request and its whole answer, within the deadline, or the fault it is."""
        try:
            answer = self._fetch(endpoint, prepared, deadline)
            session = self.session
            if session.cookies and len(session.cookies) > MAX_COOKIES:
                count = len(session.cookies)
                session.cookies.clear()  # each would go with every later request
                raise self.fault(endpoint, f"the system set {count} cookies; at most {MAX_COOKIES} "
                                 "are kept (they are all dropped)")
            return answer
        except Late:
            problem = (f"no complete answer within the deadline of {self.deadline:g} s (from "
                       "connect to the answer's last byte, headers included); cut off")
            self.record(endpoint, params, data, None, f"({problem})")
            raise self.fault(endpoint, problem) from None
        except requests.RequestException as exc:
            self.record(endpoint, params, data, None, f"({type(exc).__name__}: {root_cause(exc)})")
            raise self._transport_fault(endpoint, exc) from None
        except SystemFault as fault:
            self.record(endpoint, params, data, None, f"({fault.problem})")
            raise

    def _fetch(self, endpoint: str, prepared: requests.PreparedRequest,
               deadline: float) -> tuple[requests.Response, bytes]:
        """The answer a lane of a concurrent run fetched ahead for this very request
        (:mod:`tablecert.adapters.ahead`), or the answer fetched now; the book notes it."""
        book = self.book
        if book is None:
            return self.fetch_live(endpoint, prepared, deadline)
        ahead = book.take(prepared)
        if ahead is not None:
            return ahead.answer(self.session)
        try:
            answer = self.fetch_live(endpoint, prepared, deadline)
        except Exception:
            book.note(prepared, None)
            raise
        book.note(prepared, answer)
        return answer

    def fetch_live(self, endpoint: str, prepared: requests.PreparedRequest,
                   deadline: float) -> tuple[requests.Response, bytes]:
        """Send ``prepared`` and read its whole answer within the deadline (:class:`Courier`);
        raises :class:`Late`, a requests error or the :class:`SystemFault` of a bad body."""
        session = self.session

        def exchange() -> tuple[requests.Response, bytes]:
            resp = session.send(prepared, stream=True, timeout=self.timeout, allow_redirects=False,
                                proxies=session.proxies, verify=session.verify, cert=session.cert)
            content = self._read_body(endpoint, resp, deadline)
            return resp, (self.secrets.redact_bytes(content) if self.secrets else content)

        try:
            return self._courier.carry(exchange, deadline - time.monotonic())
        except Late:
            # the request goes on in the courier's thread: its session and thread are retired
            # (closed once it ends), and the next request starts afresh
            self._courier.retire(session.close)
            self._courier = Courier()
            self.session = self._new_session()
            self._templates.clear()
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
                method, self.base_url + shape, headers=SEND_JSON if data is not None else None))
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
                             f"{root_cause(exc)}") from None
        finally:
            resp.close()
        return b"".join(chunks)

    def _transport_fault(self, endpoint: str, exc: requests.RequestException) -> SystemFault:
        try:
            raise exc
        except requests.Timeout:
            return self.fault(endpoint, f"no answer within the timeout ({self.timeout[0]:g} s to "
                              f"connect, {self.timeout[1]:g} s to read)")
        except requests.ConnectionError as error:
            return self.fault(endpoint, f"cannot reach the system at {self.display_url}: "
                              f"{root_cause(error)}")
        except requests.RequestException as error:
            return self.fault(endpoint, f"the request failed: {root_cause(error)}")

    def _answer(self, endpoint: str, resp: requests.Response, content: bytes, *, ok: int,
                refusable: bool, fast: Callable[[bytes], Any] | None = None, also: int | None = None) -> Any:
        status = resp.status_code
        if status == ok == 204:
            return None
        if status not in (ok, 409, also) or (status == 409 and not refusable):
            raise self.fault(endpoint, f"HTTP {status} where {ok} was expected"
                             f"{error_summary(content)}", body_text(content))
        media = resp.headers.get("Content-Type", "").split(";")[0].strip().lower()
        if media != JSON_MEDIA:
            raise self.fault(endpoint, f"HTTP {status} with content type {media or '(none)'!r}, "
                             f"not {JSON_MEDIA!r}", body_text(content))
        duplicate = duplicate_key(content)
        if duplicate is not None:
            raise self.fault(endpoint, f"HTTP {status} with the key {duplicate!r} given twice in one "
                             "object (which one counts? the protocol states each field once)",
                             body_text(content))
        if fast is not None and status == ok:
            answer = fast(content)
            if answer is not None:
                return answer
        try:
            decoded = decode_json(content)
        except (ValueError, UnicodeDecodeError) as exc:
            raise self.fault(endpoint, f"HTTP {status} with a body that is not JSON ({exc})",
                             body_text(content)) from None
        if status == 409:
            return self.refusal(endpoint, decoded, body_text(content))
        return decoded


def _refuses_endpoint(status: int, content: bytes) -> bool:
    """An answer that says the endpoint itself is not there: 405, 501, or a 404 that is not
    about an unknown table or round (those are 404s of a served endpoint)."""
    if status in (405, 501):
        return True
    if status != 404:
        return False
    try:
        reason = decode_json(content)["error"]["reason"]
    except Exception:
        return True
    return reason not in (ErrorReason.UNKNOWN_TABLE, ErrorReason.UNKNOWN_ROUND)


def root_cause(exc: BaseException) -> str:
    """The innermost cause of a requests error, without the URL noise around it."""
    while exc.__context__ is not None and exc.__context__ is not exc:
        exc = exc.__context__
    text = str(exc) or type(exc).__name__
    return re.sub(r"<[^>]*object at 0x[0-9a-f]+>:?\s*", "", text)



def _origin(url: str) -> tuple[str, str, int | None] | None:
    """(scheme, host, port) of a URL, the default port filled in; None if it has none."""
    parts = urlsplit(url)
    try:
        port = parts.port or {"http": 80, "https": 443}.get(parts.scheme.lower())
    except ValueError:  # a port that is not a port
        return None
    return parts.scheme.lower(), (parts.hostname or "").lower(), port

