"""The reference system's open tables, in memory: each table's oracle table, shuffler and
round in hand, and when it was last used, so that idle tables close and the number open
stays bounded."""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

from starlette.requests import Request

from tablecert.adapters.http import ErrorReason
from tablecert.oracle.card_games import Table
from tablecert.oracle.card_round.engine import RoundEngine
from tablecert.oracle.game import GameTable
from tablecert.oracle.round import Observation
from tablecert.reference_system.decoding import ProtocolError
from tablecert.reference_system.shuffler import ShufflingDevice

__all__ = ["MAX_TABLES", "TABLE_IDLE_SECONDS", "TableState", "Tables"]

TABLE_IDLE_SECONDS = 3_600.0
"""A table not used for this long is closed (docs/protocol.md, "Errors")."""
MAX_TABLES = 10_000
"""The most tables open at once; opening one more closes the least recently used."""


@dataclass
class TableState:
    table: Table
    shuffler: ShufflingDevice
    round_id: str | None = None
    engine: RoundEngine | None = None
    settled: bool = False
    rounds_completed: int = 0
    round_serial: int = 0
    table_inventory: int = 0  # the table inventory's result over the rounds settled (cents)

    def open_round(self) -> tuple[str, RoundEngine]:
        self.round_serial += 1
        self.round_id = f"r{self.round_serial}"
        self.engine = self.table.new_round()
        self.settled = False
        return self.round_id, self.engine

    def completed(self, obs: Observation) -> Observation:
        self.rounds_completed += 1
        self.table_inventory += obs.table_result
        return obs


class Tables:
    """The open tables, each with when it was last used: a table idle for ``idle_seconds``
    is closed when next asked for (or when another opens), and opening one beyond
    ``max_tables`` closes the least recently used, so a run that never closes its tables
    (or a client that opens them without end) cannot fill the server's memory."""

    def __init__(self, *, idle_seconds: float = TABLE_IDLE_SECONDS, max_tables: int = MAX_TABLES,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.opened = 0
        self.by_id: dict[str, TableState] = {}
        self.games: dict[str, GameTable] = {}  # tables of the games of oracle.catalogue.GAMES
        self.idle_seconds = idle_seconds
        self.max_tables = max_tables
        self._clock = clock
        self._used: OrderedDict[str, float] = OrderedDict()  # least recently used first

    def _use(self, table_id: str) -> bool:
        """Mark the table used now; False (and the table closed) if it had expired."""
        used = self._used.get(table_id)
        if used is None:
            return False
        now = self._clock()
        if now - used > self.idle_seconds:
            self.close(table_id)
            return False
        self._used[table_id] = now
        self._used.move_to_end(table_id)
        return True

    def close(self, table_id: str) -> bool:
        """Close a table; False if there was none."""
        self._used.pop(table_id, None)
        return (self.by_id.pop(table_id, None) is not None) | (self.games.pop(table_id, None) is not None)

    def _unknown(self, table_id: str) -> ProtocolError:
        shown = table_id if len(table_id) <= 64 else table_id[:61] + "..."
        return ProtocolError(404, ErrorReason.UNKNOWN_TABLE, f"no table {shown!r}: open one with "
                             f"POST /v1/tables (a table unused for {self.idle_seconds:g} s is "
                             "closed)")

    def get(self, request: Request) -> TableState:
        table_id = request.path_params["table_id"]
        if not self._use(table_id):
            raise self._unknown(table_id)
        state = self.by_id.get(table_id)
        if state is None:
            game = self.games[table_id].rules.game
            raise ProtocolError(409, ErrorReason.NOT_ALLOWED_NOW, f"table {table_id!r} plays "
                                f"{game}, which takes scripted rounds only "
                                "(docs/protocol.md, Other games)")
        return state

    def game(self, table_id: str) -> GameTable | None:
        """The table of another game with this id, used now; None if there is none."""
        table = self.games.get(table_id)
        return table if table is not None and self._use(table_id) else None

    def add(self, table: TableState | GameTable) -> str:
        """Open a table: a new id, after closing the expired tables and, at the limit, the
        least recently used."""
        now = self._clock()
        while self._used:
            oldest, used = next(iter(self._used.items()))
            if now - used <= self.idle_seconds and len(self._used) < self.max_tables:
                break
            self.close(oldest)
        self.opened += 1  # a counter, not a random id: the same run gives the same transcript
        table_id = f"table-{self.opened}"
        if isinstance(table, TableState):
            self.by_id[table_id] = table
        else:
            self.games[table_id] = table
        self._used[table_id] = now
        return table_id

    def round(self, request: Request) -> tuple[TableState, RoundEngine]:
        state = self.get(request)
        round_id = request.path_params["round_id"]
        if round_id != state.round_id or state.engine is None:
            raise ProtocolError(404, ErrorReason.UNKNOWN_ROUND, f"no round {round_id!r} in hand at "
                                "this table (a new round abandons one never settled)")
        if state.settled:
            raise ProtocolError(409, ErrorReason.NOT_ALLOWED_NOW, f"round {round_id!r} is settled",
                                state.engine.cite("11"))
        return state, state.engine

