"""An example table-game system that does not speak HTTP: a line-based TCP protocol.

It stands for a vendor's proprietary table controller, the kind driven by a Python adapter
(``tablecert run --adapter line-table``; the adapter is ``tablecert.adapters.examples.line_table``
and docs/adapters.md walks through it). The game behind it is tablecert's own oracle: the
example is about the transport and the adapter contract, not about a second implementation
of the rules.

The protocol: each request is one line of UTF-8 text, ``VERB [ARGUMENT ...]``, the last
argument JSON where the verb takes one; each answer is one line, ``OK [JSON]`` or
``ERR <reason> <message>``. A line is at most 1 MiB.

======================  =============================================================
``HELLO``               ``OK {"name", "games", "capabilities"}``
``OPEN {json}``         ``{"rules_submission": "<YAML>", "shuffle_seed": N}`` -> ``OK {"table": "t1"}``
                        (any game: the file's ``game:`` picks it)
``PLAY t1 {json}``      a RoundScript as in docs/protocol.md -> ``OK {Observation}``; at a table
                        of another game its script and observation (docs/protocol.md "Other games")
``SHUFFLED t1 {json}``  a RoundScript without its deck, dealt from the table's own shuffle
                        (seeded by ``shuffle_seed``, default 0) -> ``OK {"deck", "observation"}``
``RECALL t1 N``         ``OK [Observation, ...]``, oldest first, at most the last 10
``CLOSE t1``            ``OK``
======================  =============================================================

    python examples/line_table_server.py 7070      # loopback, until Ctrl-C
"""

from __future__ import annotations

import contextlib
import itertools
import json
import random
import socketserver
import sys
import threading
from typing import Any

from tablecert.adapters.game_wire import from_builtins, to_builtins
from tablecert.adapters.wire import WireError, observation_to_json, script_from_json
from tablecert.oracle.card_games import Table, parse_rules_submission
from tablecert.oracle.cards import FULL_DECK, CardError
from tablecert.oracle.catalogue import GAMES, game_of, parse_game_rules
from tablecert.oracle.game import GameTable
from tablecert.oracle.round import IllegalAction
from tablecert.oracle.rules_reader import RulesSubmissionError

MAX_LINE = 1 << 20
NAME = "tablecert example line-protocol table controller"
PLAYED = ["three-card-poker", "let-it-ride", *GAMES]
CAPABILITIES = ["forced-deck", "scripted-round", "fault-injection", "recall", "self-shuffle"]


class _Problem(Exception):
    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason


class LineTableServer(socketserver.ThreadingTCPServer):
    """The example system on ``(host, port)``; ``port`` 0 picks a free one (``address``)."""

    daemon_threads = True
    allow_reuse_address = True

    def __init__(self, host: str = "127.0.0.1", port: int = 0) -> None:
        super().__init__((host, port), _Handler)
        self.tables: dict[str, Table | GameTable] = {}
        self.shufflers: dict[str, random.Random] = {}  # each table's own shuffle, seeded at OPEN
        self.lock = threading.Lock()
        self.ids = itertools.count(1)
        self.thread: threading.Thread | None = None

    @property
    def address(self) -> str:
        host, port = self.server_address[:2]
        return f"{host}:{port}"

    def __enter__(self) -> LineTableServer:
        self.thread = threading.Thread(target=self.serve_forever, daemon=True, name="line-table")
        self.thread.start()
        return self

    def __exit__(self, *_: object) -> None:
        self.shutdown()
        self.server_close()
        if self.thread is not None:
            self.thread.join(timeout=5)

    def answer(self, line: str) -> str:
        """One request line to one answer line."""
        verb, _, rest = line.strip().partition(" ")
        try:
            return "OK" + (" " + json.dumps(self._do(verb, rest), separators=(",", ":"))
                           if verb != "CLOSE" else self._close(rest))
        except _Problem as problem:
            return f"ERR {problem.reason} {' '.join(str(problem).split())}"

    def _table(self, table_id: str) -> Table | GameTable:
        with self.lock:
            table = self.tables.get(table_id)
        if table is None:
            raise _Problem("unknown-table", f"no table {table_id!r}")
        return table

    def _close(self, rest: str) -> str:
        with self.lock:
            if self.tables.pop(rest.strip(), None) is None:
                raise _Problem("unknown-table", f"no table {rest.strip()!r}")
            self.shufflers.pop(rest.strip(), None)
        return ""

    def _do(self, verb: str, rest: str) -> Any:
        if verb == "HELLO":
            return {"name": NAME, "games": PLAYED, "capabilities": CAPABILITIES}
        if verb == "OPEN":
            text = _json(rest).get("rules_submission")
            if not isinstance(text, str):
                raise _Problem("invalid-request", "OPEN takes {\"rules_submission\": \"<YAML>\"}")
            try:
                game = game_of(text)
                rules = (parse_game_rules(text, source="rules_submission") if game in GAMES
                         else parse_rules_submission(text, source="rules_submission"))
            except RulesSubmissionError as exc:
                raise _Problem("invalid-rules-submission", str(exc)) from None
            seed = _json(rest).get("shuffle_seed", 0)
            if not isinstance(seed, int):
                raise _Problem("invalid-request", "shuffle_seed is a whole number")
            table_id = f"t{next(self.ids)}"
            with self.lock:
                self.tables[table_id] = GAMES[game].table(rules) if game in GAMES else Table(rules)  # type: ignore[arg-type]
                self.shufflers[table_id] = random.Random(seed)
            return {"table": table_id}
        if verb in ("PLAY", "SHUFFLED"):
            table_id, _, payload = rest.partition(" ")
            table = self._table(table_id)
            try:
                body = _json(payload)
                if isinstance(table, GameTable):  # Craps, Blackjack, baccarat, the records, ...
                    if verb != "PLAY":
                        raise _Problem("not-allowed-now", f"{verb} is for the card games")
                    game_script = from_builtins(body, GAMES[table.rules.game].script)
                    return to_builtins(table.play(game_script))
                if verb == "PLAY":
                    return observation_to_json(table.play(script_from_json(body)))
                deck = list(FULL_DECK)
                with self.lock:
                    self.shufflers[table_id].shuffle(deck)  # Fisher-Yates, 649a.5(a)
                obs = table.play(script_from_json({**body, "deck": [str(c) for c in deck]}))
                return {"deck": [str(c) for c in deck], "observation": observation_to_json(obs)}
            except IllegalAction as exc:  # a ValueError too: first, so its reason is kept
                raise _Problem(exc.reason.value, str(exc)) from None
            except (WireError, CardError, ValueError) as exc:
                raise _Problem("invalid-request", str(exc)) from None
        if verb == "RECALL":
            table_id, _, count = rest.partition(" ")
            if not count.strip().isdigit():
                raise _Problem("invalid-request", "RECALL takes a table and a number of rounds")
            rounds = int(count)
            kept = list(self._table(table_id).recall)
            return [observation_to_json(o) for o in (kept[-rounds:] if rounds else [])]
        raise _Problem("invalid-request", f"unknown verb {verb[:20]!r}")


def _json(text: str) -> dict[str, Any]:
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise _Problem("invalid-request", f"not JSON: {exc}") from None
    if not isinstance(data, dict):
        raise _Problem("invalid-request", "not a JSON object")
    return data


class _Handler(socketserver.StreamRequestHandler):
    timeout = 60  # an idle connection is closed

    def handle(self) -> None:
        server: LineTableServer = self.server  # type: ignore[assignment]
        while True:
            try:
                raw = self.rfile.readline(MAX_LINE + 1)
            except OSError:
                return
            if not raw:
                return
            if len(raw) > MAX_LINE:
                self.wfile.write(b"ERR invalid-request the line is longer than 1 MiB\n")
                return
            answer = server.answer(raw.decode("utf-8", "replace"))
            self.wfile.write(answer.encode("utf-8") + b"\n")
            self.wfile.flush()


if __name__ == "__main__":
    port = int(sys.argv[1]) if len(sys.argv) > 1 else 7070
    with LineTableServer(port=port) as server:
        print(f"{NAME} at {server.address} (Ctrl-C stops it)", flush=True)
        with contextlib.suppress(KeyboardInterrupt):
            threading.Event().wait()
