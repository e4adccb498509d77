"""The HTTP adapter's transport: a plain requests session, one overall deadline per request,
and the secrets kept out of everything that is written down.

requests bounds each socket operation (connect, and every read), not a whole request: a
system that sends its status line and headers a byte a second never trips a read timeout.
:class:`Courier` carries each request on a worker thread of its own and the caller waits
for it only until the request's deadline, so a request ends, answered or not, when its
time is up, whatever the peer does; only public APIs are used (requests' own
:class:`requests.adapters.HTTPAdapter`, a thread, two queues). A request that missed its
deadline is left to its thread, whose session is retired (the next request opens a new
one): the body reader gives up at the same deadline; a head still dripping in keeps that
daemon thread until the peer pauses for a read timeout or closes (http.client caps a head
at 100 lines of 64 KB), and ends with the process at the latest.

Measured with ``bench/bench_protocol.py -n 1000 --subprocess`` (session 6, runs of each
interleaved on the shared 2-core machine). At load average 4.7, (b)/(a), seven-seat
scripted rounds against bare GETs: 0.52, 0.55 with the urllib3 connection subclass this
replaces; 0.51, 0.55 with requests' plain HTTPAdapter alone; 0.47, 0.47 with the plain
adapter and the courier. (e)/(a), the protocol without the game: 0.90, 0.91 before; 0.86,
0.82 plain; 0.76, 0.75 with the courier. The plain adapter costs little; the courier's
hand-off (two thread wake-ups a request, 40-55 us in a tight loop) costs about a tenth of a
scripted round trip, and more the busier the machine (at load average 12-16, (b)/(a) fell
to 0.13-0.47 with it against 0.47-0.53 without). The alternative without a thread,
SIGALRM, works only in the main thread and raises inside whatever code runs when it fires
(an import, a lock held), so it was not taken.
"""

from __future__ import annotations

import base64
import ipaddress
import json
import os
import queue
import re
import threading
from collections.abc import Callable
from typing import Any, TypeVar
from urllib.parse import quote, unquote, urlsplit, urlunsplit

import requests
from requests.adapters import HTTPAdapter

from tablecert.oracle.errors import TablecertError

__all__ = [
    "Courier",
    "Late",
    "Secrets",
    "TokenError",
    "bare_url",
    "check_token",
    "display_url",
    "escape_text",
    "in_clear",
    "new_session",
    "url_credentials",
]

_T = TypeVar("_T")
REDACTED = "[redacted]"


# --------------------------------------------------------------------------- the session
def new_session(base_url: str, *, insecure: bool) -> requests.Session:
    """A keep-alive session with requests' plain adapter, the environment's proxies and CA
    bundle read once (not on every request as requests does by default, a scan of
    os.environ per call, ~0.2 ms) and never ~/.netrc, whose credentials would silently
    replace the bearer token."""
    session = requests.Session()
    session.trust_env = False
    adapter = HTTPAdapter(max_retries=0)
    session.mount("http://", adapter)
    session.mount("https://", adapter)
    session.proxies = requests.utils.get_environ_proxies(base_url)
    bundle = os.environ.get("REQUESTS_CA_BUNDLE") or os.environ.get("CURL_CA_BUNDLE")
    session.verify = False if insecure else (bundle or True)
    return session


# --------------------------------------------------------------------------- the deadline
class Late(TablecertError):
    """A request did not end within its deadline; its thread was left behind."""


class Courier:
    """A daemon thread that carries one request at a time, so that the caller can stop
    waiting at the deadline (``carry``). Started on first use, and again in a forked child
    (a fork copies no threads). Once a request is late the courier is retired: its thread
    finishes that request alone and stops, and its answer goes nowhere."""

    def __init__(self) -> None:
        self._jobs: queue.SimpleQueue[Callable[[], Any] | None] = queue.SimpleQueue()
        self._results: queue.SimpleQueue[tuple[bool, Any]] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._pid = 0

    def carry(self, work: Callable[[], _T], wait: float) -> _T:
        """``work()``'s result or exception, if it ends within ``wait`` seconds; else
        :class:`Late` (and ``work`` goes on in the thread: the caller must retire this
        courier and whatever ``work`` uses)."""
        if self._thread is None or self._pid != os.getpid():
            self._jobs, self._results = queue.SimpleQueue(), queue.SimpleQueue()
            self._thread = threading.Thread(target=self._work, args=(self._jobs, self._results),
                                            daemon=True, name="tablecert-http-courier")
            self._pid = os.getpid()
            self._thread.start()
        self._jobs.put(work)
        try:
            ok, value = self._results.get(timeout=max(wait, 0.0))
        except queue.Empty:
            raise Late() from None
        if ok:
            return value  # type: ignore[no-any-return]
        raise value

    def retire(self, last: Callable[[], Any] | None = None) -> None:
        """After its current request: run ``last`` (closing a session), then stop."""
        if last is not None:
            self._jobs.put(last)
        self._jobs.put(None)
        self._thread = None

    @staticmethod
    def _work(jobs: queue.SimpleQueue[Callable[[], Any] | None],
              results: queue.SimpleQueue[tuple[bool, Any]]) -> None:
        while True:
            job = jobs.get()
            if job is None:
                return
            try:
                results.put((True, job()))
            except BaseException as exc:  # handed to the caller, who raises it
                results.put((False, exc))


# --------------------------------------------------------------------------- secrets
class TokenError(TablecertError, ValueError):
    """The bearer token cannot be sent; the message never holds the token."""


_TOKEN_CHARS = re.compile(r"[\x21-\x7e]*")


def check_token(token_env: str | None = "TABLECERT_TOKEN") -> str:
    """The token in the environment variable ``token_env`` ("" if none), or
    :class:`TokenError` if it holds a character a header cannot carry (a control character
    such as a newline pasted with it, a space, or anything beyond printable ASCII); the
    message says where, never what."""
    token = os.environ.get(token_env, "") if token_env else ""
    if _TOKEN_CHARS.fullmatch(token) is None:
        at = next(i for i, ch in enumerate(token) if not 0x21 <= ord(ch) <= 0x7E)
        kind = ("a control character" if ord(token[at]) < 0x20 or 0x7F <= ord(token[at]) < 0xA0
                else "a space" if token[at] == " " else "a character beyond printable ASCII")
        where = "its last character" if at == len(token) - 1 else f"character {at + 1} of {len(token)}"
        raise TokenError(f"the bearer token in {token_env} holds {kind} ({where}; a newline "
                         "pasted with it?): a token is printable ASCII; set it again (it is not "
                         "printed here)")
    return token


def url_credentials(url: str) -> tuple[str, str] | None:
    """The user name and password in a URL (``http://user:password@host``), decoded."""
    parts = urlsplit(url)
    if parts.username is None and parts.password is None:
        return None
    return unquote(parts.username or ""), unquote(parts.password or "")


def display_url(url: str) -> str:
    """``url`` without its credentials, for anything written down: ``http://[redacted]@host``."""
    parts = urlsplit(url)
    if "@" not in parts.netloc:
        return url
    host = parts.netloc.rpartition("@")[2]
    return urlunsplit(parts._replace(netloc=f"{REDACTED}@{host}"))


def bare_url(url: str) -> str:
    """``url`` with its credentials taken out (they travel as HTTP Basic authentication)."""
    parts = urlsplit(url)
    return urlunsplit(parts._replace(netloc=parts.netloc.rpartition("@")[2]))


def in_clear(url: str, *, token: str) -> bool:
    """Whether a secret (the token, or a URL's password) would cross a network in clear
    text: plain ``http://`` to a host that is not loopback."""
    parts = urlsplit(url)
    if parts.scheme != "http" or not (token or parts.password):
        return False
    host = (parts.hostname or "").strip("[]")
    if host == "localhost":
        return False
    try:
        return not ipaddress.ip_address(host).is_loopback
    except ValueError:
        return True


class Secrets:
    """Every form a secret can take in what is written down: as is, percent-encoded and
    decoded, JSON-escaped (ASCII or not), Python-escaped, and a URL's user and password as
    the Basic header carries them (base64); ``redact`` replaces each with ``[redacted]``."""

    def __init__(self, *secrets: str, basic: tuple[str, str] | None = None) -> None:
        raw = [s for s in secrets if s]
        if basic is not None:
            user, password = basic
            raw += [f"{user}:{password}", password]
            if len(user) >= 3:  # a user name of a letter or two would blank out the text
                raw.append(user)
            raw.append(base64.b64encode(f"{user}:{password}".encode()).decode())
        forms: set[str] = set()
        for secret in raw:
            forms |= {secret, quote(secret, safe=""), quote(secret), unquote(secret),
                      json.dumps(secret)[1:-1], json.dumps(secret, ensure_ascii=False)[1:-1],
                      repr(secret)[1:-1], escape_text(secret)}
        # the longest first, so that a form holding another is replaced whole
        self._forms = sorted((f for f in forms if f), key=len, reverse=True)
        self._bytes = [(f.encode("utf-8", errors="backslashreplace"), REDACTED.encode())
                       for f in self._forms]

    def __bool__(self) -> bool:
        return bool(self._forms)

    def redact_bytes(self, content: bytes) -> bytes:
        """``content`` (an answer, before anything decodes it) with every secret replaced:
        a system that echoes the token back cannot make it land anywhere."""
        for form, replacement in self._bytes:
            if form in content:
                content = content.replace(form, replacement)
        return content

    def redact(self, text: str) -> str:
        for form in self._forms:
            if form in text:
                text = text.replace(form, REDACTED)
        return text


# --------------------------------------------------------------------------- vendor text
_UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ud800-\udfff]")


def _escape(match: re.Match[str]) -> str:
    code = ord(match.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def escape_text(text: str) -> str:
    """Vendor text made safe for a terminal, a log or a UTF-8 file: control characters (ESC
    sequences included), bidirectional overrides and lone surrogates shown escaped
    (``\\x1b``, ``\\u202e``, ``\\ud800``); everything else as it is."""
    return _UNSAFE.sub(_escape, text)
