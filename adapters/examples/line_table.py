"""A worked example adapter: tablecert's adapter contract over a line-based TCP protocol.

The system is ``examples/line_table_server.py`` (its docstring gives the protocol: one
request line, one answer line, ``OK [JSON]`` or ``ERR <reason> <message>``). A vendor whose
table controller speaks its own socket, serial or SOAP protocol writes a module like this
one: a :class:`~tablecert.adapters.contract.SystemUnderTest` whose tables translate the
harness's :class:`~tablecert.oracle.round.RoundScript` into the system's requests and its
answers back into an :class:`~tablecert.oracle.round.Observation`.

    TABLECERT_LINE_TABLE=127.0.0.1:7070 tablecert run --adapter line-table
    tablecert run --adapter tablecert.adapters.examples.line_table:factory

It declares only what it implements (``forced-deck``, ``scripted-round``,
``fault-injection``, ``recall``, ``self-shuffle``): the step-by-step round (``new_round``) is absent, so the
scenarios that need it are skipped with the reason shown. Every read is bounded in size and
time, and anything the system gets wrong is a :class:`SystemFault` (the scenario is an
*error*), never a verdict.
"""

from __future__ import annotations

import json
import os
import re
import socket
from typing import Any

from tablecert.adapters.contract import (
    Capability,
    GameTableSession,
    RoundSession,
    SystemFault,
    SystemUnderTest,
    TableSession,
)
from tablecert.adapters.game_wire import from_builtins, to_builtins
from tablecert.adapters.wire import WireError, observation_from_json, script_to_json
from tablecert.oracle.card_games import RulesSubmission, render_rules_submission
from tablecert.oracle.cards import Card, CardError, parse_card
from tablecert.oracle.catalogue import GAMES
from tablecert.oracle.game import GameRules
from tablecert.oracle.round import IllegalAction, Observation, Reason, RoundScript

_REFUSALS = frozenset(r.value for r in Reason)
"""The reason codes of a refusal (docs/protocol.md, Refusals): an answer, not a fault."""

__all__ = ["ADDRESS_VARIABLE", "LineTableSystem", "factory"]

ADDRESS_VARIABLE = "TABLECERT_LINE_TABLE"
"""Where the system listens, ``host:port`` (default ``127.0.0.1:7070``)."""

MAX_ANSWER = 16_000_000
CONNECT_TIMEOUT = 3.0
READ_TIMEOUT = 10.0


class _Connection:
    """One TCP connection: a request line out, an answer line back, within bounds."""

    def __init__(self, address: str) -> None:
        host, _, port = address.rpartition(":")
        if not host or not port.isdigit():
            raise ValueError(f"{ADDRESS_VARIABLE}={address!r}: write host:port")
        self.address = address
        try:
            self.sock = socket.create_connection((host, int(port)), timeout=CONNECT_TIMEOUT)
        except OSError as exc:
            raise SystemFault(f"line-table {address}", f"cannot connect: {exc}") from None
        self.sock.settimeout(READ_TIMEOUT)
        self.reader = self.sock.makefile("rb")

    def ask(self, verb: str, *arguments: str) -> str:
        """Send one request; the answer's JSON text after ``OK`` (may be empty)."""
        line = " ".join((verb, *arguments)).replace("\n", " ") + "\n"
        where = f"line-table {self.address}: {verb}"
        try:
            self.sock.sendall(line.encode("utf-8"))
            raw = self.reader.readline(MAX_ANSWER + 1)
        except OSError as exc:  # a timeout is an OSError too
            raise SystemFault(where, f"no answer: {exc or type(exc).__name__}") from None
        if not raw.endswith(b"\n"):
            problem = "the answer is larger than 16 MB" if len(raw) > MAX_ANSWER else "the connection closed"
            raise SystemFault(where, problem, raw[:200].decode("utf-8", "replace"))
        answer = raw.decode("utf-8", "replace").rstrip("\r\n")
        if answer == "OK" or answer.startswith("OK "):
            return answer[3:]
        _, reason, message = [*answer.split(" ", 2), "", ""][:3]
        if answer.startswith("ERR ") and reason in _REFUSALS:
            # the table's refusal of a move the round cannot take: an answer, judged
            cited = re.search(r"\(([0-9]+[a-z]?\.[^()]*)\)$", message)
            raise IllegalAction(Reason(reason), message[:300], cited.group(1) if cited else "")
        raise SystemFault(where, "the system refused the request", answer[:300])

    def ask_json(self, verb: str, *arguments: str) -> Any:
        text = self.ask(verb, *arguments)
        try:
            return json.loads(text)
        except ValueError:
            raise SystemFault(f"line-table {self.address}: {verb}", "the answer is not JSON",
                              text[:300]) from None

    def close(self) -> None:
        self.reader.close()
        self.sock.close()


def _observation(where: str, data: Any) -> Observation:
    try:
        return observation_from_json(data)
    except WireError as exc:
        raise SystemFault(where, f"the observation does not follow the protocol: {exc}") from None


class _Table(TableSession):
    def __init__(self, connection: _Connection, rules: RulesSubmission, table_id: str) -> None:
        self.connection = connection
        self.rules = rules
        self.table_id = table_id

    def new_round(self) -> RoundSession:
        raise NotImplementedError("the line protocol plays whole rounds only (no step-by-step)")

    def play(self, script: RoundScript) -> Observation:
        payload = json.dumps(script_to_json(script), separators=(",", ":"))
        data = self.connection.ask_json("PLAY", self.table_id, payload)
        return _observation(f"line-table PLAY {self.table_id}", data)

    def shuffled_round(self, script: RoundScript) -> tuple[tuple[Card, ...], Observation]:
        """The table's own shuffle (``self-shuffle``): the deck it dealt from and the round."""
        body = script_to_json(script)
        del body["deck"]
        data = self.connection.ask_json("SHUFFLED", self.table_id, json.dumps(body, separators=(",", ":")))
        where = f"line-table SHUFFLED {self.table_id}"
        if not isinstance(data, dict) or not isinstance(data.get("deck"), list):
            raise SystemFault(where, "the answer is not {\"deck\": [...], \"observation\": {...}}")
        try:
            deck = tuple(parse_card(c) for c in data["deck"] if isinstance(c, str))
        except CardError as exc:
            raise SystemFault(where, f"the deck holds a card that is not a card: {exc}") from None
        if len(deck) != 52 or len(set(deck)) != 52:
            raise SystemFault(where, "the deck is not 52 distinct cards")
        return deck, _observation(where, data.get("observation"))

    def recall(self, rounds: int) -> list[Observation]:
        data = self.connection.ask_json("RECALL", self.table_id, str(rounds))
        if not isinstance(data, list):
            raise SystemFault(f"line-table RECALL {self.table_id}", "the answer is not a list")
        return [_observation(f"line-table RECALL {self.table_id}", item) for item in data]

    def close(self) -> None:
        self.connection.ask("CLOSE", self.table_id)


class _GameTable(GameTableSession):
    """A table of a game of the catalogue (Craps, Blackjack, baccarat, the records, ...): the
    game's script goes out as JSON (``game_wire.to_builtins``: its fields by name, cards as
    ``"As"``), its observation comes back the same way, read strictly into the game's own
    observation dataclass (docs/adapters.md, "Every game family")."""

    def __init__(self, connection: _Connection, rules: GameRules, table_id: str) -> None:
        self.connection = connection
        self.rules = rules
        self.table_id = table_id
        self.observation = GAMES[rules.game].observation

    def play(self, script: Any) -> Any:
        payload = json.dumps(to_builtins(script), separators=(",", ":"))
        data = self.connection.ask_json("PLAY", self.table_id, payload)
        try:
            return from_builtins(data, self.observation)
        except WireError as exc:
            raise SystemFault(f"line-table PLAY {self.table_id}",
                              f"the observation does not follow the protocol: {exc}") from None

    def close(self) -> None:
        self.connection.ask("CLOSE", self.table_id)


class LineTableSystem(SystemUnderTest):
    """The example system at ``address`` (``host:port``)."""

    def __init__(self, address: str) -> None:
        self.connection = _Connection(address)
        hello = self.connection.ask_json("HELLO")
        if not isinstance(hello, dict):
            raise SystemFault(f"line-table {address}: HELLO", "the answer is not an object")
        self.name = str(hello.get("name", "line-table system"))
        self.capabilities = frozenset(Capability(c) for c in hello.get("capabilities", ())
                                      if c in {c.value for c in Capability})
        self.games = frozenset(str(g) for g in hello.get("games", ()))

    def open_table(self, rules: RulesSubmission, *, shuffle_seed: int | None = None) -> TableSession:
        seed = shuffle_seed if shuffle_seed is not None else 0
        return _Table(self.connection, rules, self._open(render_rules_submission(rules), seed))

    def open_game_table(self, rules: GameRules) -> GameTableSession:
        return _GameTable(self.connection, rules, self._open(rules.text, 0))

    def _open(self, text: str, seed: int) -> str:
        opening = json.dumps({"rules_submission": text, "shuffle_seed": seed})
        answer = self.connection.ask_json("OPEN", opening)
        table_id = answer.get("table") if isinstance(answer, dict) else None
        if not isinstance(table_id, str) or not table_id or " " in table_id:
            raise SystemFault("line-table OPEN", "the answer names no table")
        return table_id

    def close(self) -> None:
        self.connection.close()


def factory() -> LineTableSystem:
    """The ``tablecert.adapters`` entry point ``line-table``: the system named by the
    environment variable :data:`ADDRESS_VARIABLE`."""
    return LineTableSystem(os.environ.get(ADDRESS_VARIABLE, "127.0.0.1:7070"))
