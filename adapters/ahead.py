"""A concurrent run's exchanges (``tablecert run --concurrency N``): a rehearsal records what
each scenario asks, lanes ask it of the system ahead of time, and the run takes the answers.

A run against a system across a network waits for every answer in turn. The scenarios are
independent (each opens its own tables), but a scenario's next request depends on the answers
before it, and pytest runs one scenario at a time. So the suite is played twice:

1. **The rehearsal** (:class:`Rehearsal`, in a process of its own: ``tablecert.commands.
   rehearsal``) runs the same scenarios against a stand-in, the reference system declaring
   what the system under test declares (its own ``GET /v1/system`` answer), and records each
   scenario's exchanges: the request and the stand-in's answer.
2. **Lanes** (:class:`Prefetch`, threads, each its own connection) send each recorded
   scenario's requests to the system under test, the stand-in's table and round ids replaced
   by the ones the system answered, for as long as the system answers as the stand-in did.
   At the first answer that differs (another status, other content, a cookie, a fault) the
   lane sends nothing more of that scenario: the table stands where that answer left it.
3. **The run itself** plays every scenario against the system as a serial run does. When its
   request is the very request a lane sent (method, URL and body equal), it takes the lane's
   answer, the system's own, instead of sending it again; a request no lane sent (the lane
   stopped, the scenario was not rehearsed, a scenario that touched a table it did not open)
   goes to the system then. The verdicts are computed from the system's answers only, by
   the same code, in the same order: they are the serial run's.

A request that differs from the one a lane already sent (the harness asked otherwise than in
its rehearsal although every answer was the same) cannot be answered from the lane, nor sent
now (the lane's later requests moved the table on): it is :class:`AheadError`, the
scenario's error, never a verdict about the system.
"""

from __future__ import annotations

import json
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

import requests
from requests.cookies import extract_cookies_to_jar

from tablecert.adapters.rehearsal import (
    TABLE_PATH,
    TABLES,
    Answer,
    Exchange,
    RequestKey,
    describes,
    independent,
    request_key,
)
from tablecert.oracle.errors import TablecertError

if TYPE_CHECKING:
    from tablecert.adapters.http_client import HttpClient

__all__ = ["Ahead", "AheadError", "ExchangeBook", "IdMap", "Prefetch"]

_IDS = ("table_id", "round_id")  # the ids the protocol answers (TableOpened, RoundOpened)
SLOT_GRACE = 30.0
"""Seconds a scenario waits for a lane's answer beyond the deadlines of the requests before it."""
MAX_HELD = 20_000
"""Answers the lanes hold at most for scenarios the run has not reached (each a few kB: the
whole bundled suite is about 6,000); beyond it a lane sends only the scenario the run is at."""


class AheadError(TablecertError):
    """The harness asked the system otherwise than in its rehearsal: a fault of tablecert's
    concurrent run, reported as the scenario's error (rerun with ``--concurrency 1``)."""


class ExchangeBook(Protocol):
    """What :class:`tablecert.adapters.http_client.HttpClient` asks of a concurrent run."""

    def take(self, prepared: requests.PreparedRequest) -> Ahead | None:
        """The lane's answer to exactly this request, or None: send it now."""

    def note(self, prepared: requests.PreparedRequest, answer: Answer | None) -> None:
        """An exchange sent now and its answer (None: it failed)."""


# --------------------------------------------------------------------------- the lanes
@dataclass
class Ahead:
    """One request a lane sent for a scenario, and what came of it."""

    key: RequestKey | None = None
    answered: Answer | None = None
    raised: BaseException | None = None
    sent: bool = False
    ready: threading.Event = field(default_factory=threading.Event)

    def answer(self, session: requests.Session) -> Answer:
        """The system's answer as the run would have had it (its cookies kept, as a
        ``requests`` session keeps them), or the fault the lane met, raised again."""
        if self.raised is not None:
            raise self.raised
        assert self.answered is not None
        resp, _ = self.answered
        if "Set-Cookie" in resp.headers and resp.raw is not None and self.key is not None:
            request = requests.Request(self.key[0], self.key[1]).prepare()
            extract_cookies_to_jar(session.cookies, request, resp.raw)  # type: ignore[no-untyped-call]
        return self.answered


@dataclass
class Plan:
    """A rehearsed scenario: its exchanges and one :class:`Ahead` for each."""

    nodeid: str
    exchanges: list[Exchange]
    slots: list[Ahead]
    consumed: int = 0
    live: bool = False
    held: int = 0


class Prefetch:
    """The run's book: ``lanes`` threads send the rehearsed scenarios' requests ahead, in the
    order the rehearsal played them, the scenario the run is at first, holding at most
    :data:`MAX_HELD` answers; :meth:`take` hands them over."""

    def __init__(self, make_client: Callable[[], HttpClient], *, lanes: int, deadline: float) -> None:
        self.make_client = make_client
        self.deadline = deadline
        self._lock = threading.Condition()
        self._plans: dict[str, Plan] = {}
        self._queue: deque[Plan] = deque()
        self._feed_over = False
        self._closed = False
        self._held = 0  # answers set for plans the run has not ended
        self._begun: set[str] = set()  # the scenarios the run has started
        self.current: Plan | None = None
        self.disabled = False  # the system set a cookie: its state is not per table
        self.figures = {"rehearsed": 0, "ahead": 0, "taken": 0, "live": 0, "wait_ms": 0,
                        "before_rehearsal": 0}
        self._threads = [threading.Thread(target=self._lane, daemon=True, name=f"tablecert-lane-{n}")
                         for n in range(lanes)]
        for thread in self._threads:
            thread.start()

    # ------------------------------------------------------------------ the rehearsal's feed
    def feed(self, nodeid: str, exchanges: list[Exchange]) -> None:
        exchanges = [e for e in exchanges if not describes(e.method, e.path)]
        with self._lock:
            plan = Plan(nodeid, exchanges, [Ahead() for _ in exchanges])
            self.figures["rehearsed"] += 1
            if nodeid in self._plans:  # the same id twice: neither goes ahead
                self._plans[nodeid].live = plan.live = True
            if nodeid in self._begun:  # the run played it before the rehearsal reached it
                return
            self._plans[nodeid] = plan
            if independent(exchanges) and not plan.live:
                self._queue.append(plan)
                self.figures["ahead"] += 1
            else:
                plan.live = True
            self._lock.notify_all()

    def feed_over(self) -> None:
        with self._lock:
            self._feed_over = True
            self._lock.notify_all()

    # ------------------------------------------------------------------ the run's side
    def begin(self, nodeid: str) -> None:
        """The run starts a scenario: its plan, where the rehearsal has sent it; else the
        scenario is played as it comes, as a lane would have played it had the run waited for
        the rehearsal (and its plan, when it comes, goes nowhere)."""
        with self._lock:
            self._begun.add(nodeid)
            plan = self._plans.get(nodeid)
            self.current = plan
            if plan is None:
                self.figures["before_rehearsal"] += 1
            self._lock.notify_all()

    def end(self, nodeid: str) -> None:
        with self._lock:
            plan = self.current
            if plan is not None:
                self.figures["live"] += plan.live
                self._plans.pop(plan.nodeid, None)
                self._held -= plan.held
                self._lock.notify_all()
            self.current = None

    def take(self, prepared: requests.PreparedRequest) -> Ahead | None:
        if describes(str(prepared.method), urlsplit_path(prepared.url)):
            return None  # asked once a session, by whichever scenario comes first: sent now
        plan = self.current
        if plan is None or plan.live or plan.consumed >= len(plan.slots):
            if plan is not None:
                plan.live = True
            return None
        slot = plan.slots[plan.consumed]
        wait = SLOT_GRACE + self.deadline * (plan.consumed + 1)
        t0 = time.monotonic()
        ok = slot.ready.wait(wait)
        self.figures["wait_ms"] += int((time.monotonic() - t0) * 1000)
        if not ok:
            raise AheadError(f"no lane answered request {plan.consumed + 1} of this scenario within "
                             f"{wait:g} s (tablecert's concurrent run; rerun with --concurrency 1)")
        if not slot.sent:
            plan.live = True
            return None
        key = request_key(prepared)
        if slot.key != key:
            raise AheadError(f"the harness sent {key[0]} {key[1]} where its rehearsal sent "
                             f"{slot.key[0] if slot.key else '?'} {slot.key[1] if slot.key else '?'} "
                             "(tablecert's concurrent run; rerun with --concurrency 1)")
        plan.consumed += 1
        self.figures["taken"] += 1
        return slot

    def note(self, prepared: requests.PreparedRequest, answer: Answer | None) -> None:
        return None

    def close(self) -> None:
        with self._lock:
            self._closed = True
            self._lock.notify_all()
        for thread in self._threads:
            thread.join(timeout=SLOT_GRACE)

    # ------------------------------------------------------------------ a lane
    def _next(self) -> Plan | None:
        """The plan a free lane sends: the one the run is at when no lane has taken it, else
        the rehearsal's next while fewer than :data:`MAX_HELD` answers are held."""
        with self._lock:
            while not self._closed:
                current = self.current
                if self.disabled:
                    pass
                elif current is not None and current in self._queue:
                    self._queue.remove(current)
                    return current
                elif self._queue and self._held < MAX_HELD:
                    return self._queue.popleft()
                if self._feed_over and not self._queue:
                    return None
                self._lock.wait(1.0)
            return None

    def _answered(self, plan: Plan) -> None:
        """A lane set one of ``plan``'s answers (held until the run ends the plan)."""
        with self._lock:
            if plan.nodeid in self._plans:
                plan.held += 1
                self._held += 1

    def _lane(self) -> None:
        client = self.make_client()
        try:
            while (plan := self._next()) is not None:
                play_ahead(client, plan, self)
        finally:
            client.close()


def play_ahead(client: HttpClient, plan: Plan, prefetch: Prefetch) -> None:
    """Send a plan's requests with the system's ids in place of the stand-in's, each slot set
    as its answer comes, until the system answers otherwise than the stand-in did."""
    ids = IdMap()
    slots = iter(plan.slots)
    try:
        for exchange, slot in zip(plan.exchanges, slots, strict=False):  # slots: the rest set below
            prepared = client.prepare(exchange.method, ids.path(exchange.path), exchange.body)
            slot.key = request_key(prepared)
            endpoint = f"{exchange.method} {urlsplit_path(prepared.url)}"
            try:
                slot.answered = client.fetch_live(endpoint, prepared, time.monotonic() + client.deadline)
            except Exception as exc:  # the run meets the same fault, in its own code
                slot.raised = exc
            slot.sent = True
            prefetch._answered(plan)
            slot.ready.set()
            if slot.raised is not None or not _answered_alike(exchange, slot.answered, ids, prefetch):
                break
    finally:
        for rest in slots:
            rest.ready.set()


def urlsplit_path(url: str | None) -> str:
    from urllib.parse import urlsplit

    parts = urlsplit(url or "")
    return parts.path + (f"?{parts.query}" if parts.query else "")


class IdMap:
    """The system's table and round ids for the stand-in's, learnt from the answers of
    ``POST /v1/tables`` (``table_id``) and ``POST /v1/tables/{id}/rounds`` (``round_id``); a
    round id is the stand-in's at one table (its rounds are numbered a table at a time)."""

    def __init__(self) -> None:
        self.tables: dict[str, str] = {}
        self.rounds: dict[tuple[str, str], str] = {}

    def path(self, path: str) -> str:
        match = TABLE_PATH.fullmatch(path)
        if match is None:
            return path
        table, rounds, round_id, rest = match.groups()
        mapped = f"{TABLES}/{self.tables.get(table, table)}{rounds or ''}"
        if round_id is not None:
            mapped += "/" + self.rounds.get((table, round_id), round_id)
        return mapped + (rest or "")

    def learn(self, exchange: Exchange, ours: Any, theirs: Any) -> None:
        if not (exchange.method == "POST" and isinstance(ours, dict) and isinstance(theirs, dict)):
            return
        match = TABLE_PATH.fullmatch(exchange.path)
        for name in _IDS:
            if isinstance(ours.get(name), str) and isinstance(theirs.get(name), str):
                if name == "table_id" and exchange.path == TABLES:
                    self.tables[ours[name]] = theirs[name]
                elif name == "round_id" and match is not None and match.group(2) and not match.group(3):
                    self.rounds[(match.group(1), ours[name])] = theirs[name]

    @staticmethod
    def answers_ids(exchange: Exchange) -> bool:
        """Whether the exchange is one whose answer gives an id (a table opened, a round)."""
        if exchange.method != "POST":
            return False
        match = TABLE_PATH.fullmatch(exchange.path)
        return exchange.path == TABLES or (match is not None and bool(match.group(2)) and not match.group(3))

    def values(self) -> dict[str, str]:
        """Every stand-in id with the system's, for comparing answers that name them."""
        return {**{ours: theirs for (_, ours), theirs in self.rounds.items()}, **self.tables}


def _answered_alike(exchange: Exchange, answer: Answer | None, ids: IdMap,
                    prefetch: Prefetch) -> bool:
    """Whether the system answered as the stand-in did, its own ids aside (learnt here)."""
    if answer is None:
        return False
    resp, content = answer
    if "Set-Cookie" in resp.headers:
        prefetch.disabled = True  # a session kept in cookies: later requests carry them
        return False
    if resp.status_code != exchange.status or resp.headers.get("Content-Type", "") != exchange.media:
        return False
    if content == exchange.content and not ids.answers_ids(exchange):
        return True  # byte for byte (most answers: an observation names no id)
    try:
        ours, theirs = json.loads(exchange.content), json.loads(content)
    except ValueError:
        return exchange.content == content
    ids.learn(exchange, ours, theirs)
    return bool(_with_ids(ours, ids.values()) == theirs)


def _with_ids(data: Any, ids: dict[str, str]) -> Any:
    if isinstance(data, str):
        return ids.get(data, data)
    if isinstance(data, list):
        return [_with_ids(item, ids) for item in data]
    if isinstance(data, dict):
        return {key: _with_ids(value, ids) for key, value in data.items()}
    return data
