"""The catalogue of games beyond Three Card Poker and Let It Ride (see :mod:`tablecert.oracle.game`).

One entry per game, each its package's :class:`GameSpec`; the Rules Submission's ``game:``
value picks the entry. (Three Card Poker and Let It Ride, on the shared round engine, are
:data:`tablecert.oracle.card_games.ROUNDS`.)
"""

from __future__ import annotations

import re

from tablecert.oracle.game import GameRules, GameSpec
from tablecert.oracle.games.baccarat import BACCARAT, MIDIBACCARAT, MINIBACCARAT
from tablecert.oracle.games.blackjack import BLACKJACK, SPANISH_21
from tablecert.oracle.games.craps import CRAPS
from tablecert.oracle.games.table_records import TABLE_RECORDS
from tablecert.oracle.games.ultimate_texas_hold_em import ULTIMATE_TEXAS_HOLD_EM

__all__ = ["GAMES", "game_of", "parse_game_rules"]

_SPECS: tuple[GameSpec, ...] = (
    TABLE_RECORDS,
    CRAPS,
    BLACKJACK, SPANISH_21,
    MINIBACCARAT, MIDIBACCARAT, BACCARAT,
    ULTIMATE_TEXAS_HOLD_EM,
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
