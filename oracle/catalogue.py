"""The catalogue of games beyond Three Card Poker and Let It Ride (see :mod:`tablecert.oracle.game`).

One entry per game, each its package's :class:`GameSpec`; the Rules Submission's ``game:``
value picks the entry. (Three Card Poker and Let It Ride, on the shared round engine, are
:data:`tablecert.oracle.card_games.ROUNDS`.)
"""

from __future__ import annotations

import importlib
import re

from tablecert.oracle.game import GameRules, GameSpec

__all__ = ["GAMES", "PACKAGES", "game_of", "parse_game_rules"]

PACKAGES: tuple[str, ...] = (
    "table_records",
    "craps",
    "blackjack",
    "baccarat",
    "ultimate_texas_hold_em",
)
"""The game packages of :mod:`tablecert.oracle.games`, one a line, in the catalogue's order (the
protocol's ``Game`` enum follows it): adding a game is its package and its line here. Each
package's GameSpecs are the :class:`GameSpec` values of its ``__init__``, in the order it
defines them (Blackjack, then Spanish 21)."""


def _specs_of(package: str) -> list[GameSpec]:
    module = importlib.import_module(f"tablecert.oracle.games.{package}")
    specs = [value for value in vars(module).values() if isinstance(value, GameSpec)]
    assert specs, f"oracle/games/{package}/__init__.py defines no GameSpec (oracle/catalogue.py PACKAGES)"
    return specs


_SPECS: tuple[GameSpec, ...] = tuple(spec for package in PACKAGES for spec in _specs_of(package))
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
