"""The catalogue of games beyond Three Card Poker and Let It Ride (see :mod:`tablecert.oracle.game`).

One line per game; the Rules Submission's ``game:`` value picks the entry.
"""

from __future__ import annotations

import re

from tablecert.oracle.game import GameRules, GameSpec
from tablecert.oracle.games.baccarat.rules import parse_baccarat_rules
from tablecert.oracle.games.baccarat.table import BaccaratObservation, BaccaratScript, BaccaratTable
from tablecert.oracle.games.blackjack import BLACKJACK, SPANISH_21
from tablecert.oracle.games.craps import CRAPS
from tablecert.oracle.games.table_records.model import RecordsObservation, RecordsScript
from tablecert.oracle.games.table_records.rules import parse_records_rules
from tablecert.oracle.games.table_records.table import RecordsTable
from tablecert.oracle.games.ultimate_texas_hold_em.table import (
    UthObservation,
    UthScript,
    UthTable,
    parse_uth_rules,
)

__all__ = ["GAMES", "game_of", "parse_game_rules"]

_SPECS: tuple[GameSpec, ...] = (
    GameSpec("table-records", "Table-game records and device states (a table-game management system)",
             ("523", "525", "535", "541.3(c)", "553", "551.16(k)", "555.14(g)", "557.13(g)", "561.14(n)",
              "563.13(g)", "567.11(e)"),
             parse_records_rules, RecordsTable, RecordsScript, RecordsObservation),
    CRAPS,
    BLACKJACK, SPANISH_21,
    GameSpec("minibaccarat", "Minibaccarat", ("541",), parse_baccarat_rules, BaccaratTable,
             BaccaratScript, BaccaratObservation),
    GameSpec("midibaccarat", "Midibaccarat", ("543",), parse_baccarat_rules, BaccaratTable,
             BaccaratScript, BaccaratObservation),
    GameSpec("baccarat", "Baccarat", ("545",), parse_baccarat_rules, BaccaratTable,
             BaccaratScript, BaccaratObservation),
    GameSpec("ultimate-texas-hold-em", "Ultimate Texas Hold 'Em", ("653a",), parse_uth_rules,
             UthTable, UthScript, UthObservation),
)
GAMES: dict[str, GameSpec] = {spec.game: spec for spec in _SPECS}

_GAME_LINE = re.compile(r"^game:\s*['\"]?([A-Za-z0-9' -]+?)['\"]?\s*(?:#.*)?$", re.MULTILINE)


def game_of(text: str) -> str | None:
    """The ``game:`` of a Rules Submission's text, read without parsing the YAML (so a
    malformed file still reaches the parser that reports it properly)."""
    match = _GAME_LINE.search(text)
    return match.group(1).strip() if match else None


def parse_game_rules(text: str, *, source: str = "<memory>") -> GameRules:
    """Parse a Rules Submission for a game of :data:`GAMES` (KeyError for any other)."""
    game = game_of(text)
    if game not in GAMES:
        raise KeyError(game)
    rules: GameRules = GAMES[game].parse_rules(text, source)
    return rules
