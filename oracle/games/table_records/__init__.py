"""The table-game records and device states a table-game management system keeps: dice and
decks received, stored, cancelled and destroyed (523), drops at open tables and the count
(525.13), Pai Gow tiles (535), the decks of Minibaccarat (541.3(c)) and Three Card Poker
(649a.3(c)), and every game's device
malfunctions (551.16(k), 555.14(g), ...): one game of :data:`tablecert.oracle.catalogue.GAMES`."""

from __future__ import annotations

from tablecert.oracle.game import GameSpec
from tablecert.oracle.games.table_records import readings
from tablecert.oracle.games.table_records.model import RecordsObservation, RecordsScript
from tablecert.oracle.games.table_records.rules import parse_records_rules
from tablecert.oracle.games.table_records.table import RecordsTable

__all__ = ["TABLE_RECORDS"]

TABLE_RECORDS = GameSpec(
    "table-records", "Table-game records and device states (a table-game management system)",
    ("523", "525", "535", "541.3(c)", "649a.3(c)", "553", "551.16(k)", "555.14(g)", "557.13(g)", "561.14(n)",
     "563.13(g)", "567.11(e)"),
    parse_records_rules, RecordsTable, RecordsScript, RecordsObservation, readings.READINGS,
)
