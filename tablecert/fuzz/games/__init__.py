"""Fuzzing the games of :data:`tablecert.oracle.catalogue.GAMES` (``tablecert fuzz --game craps``,
``blackjack``, ``spanish-21``, ``minibaccarat``, ``midibaccarat``, ``baccarat``, ``ultimate-texas-hold-em``).

Each game plugs in as one module here, its games and their :class:`GameFuzzer` in its
``FUZZERS`` (found by :func:`fuzzed_games`, no list to edit): how a *case* (the scripted
rounds played in order at one fresh table) is read from the bytes hypothesis draws and
shrinks, and how a case is written as a scenario in the game's own step vocabulary
(steps/craps.py, steps/blackjack.py, steps/baccarat.py), so that a shrunk discrepancy pasted
into a feature file fails the same way. :mod:`tablecert.fuzz.games.run` plays the cases on the
system and on the oracle and compares them field by field; nothing there knows a game.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

from tablecert.fuzz.choices import Choices
from tablecert.oracle.game import GameRules

__all__ = ["GameFuzzer", "fuzzed_games", "fuzzer_for"]


@dataclass(frozen=True)
class GameFuzzer:
    """One game's part of the fuzzer.

    ``case(choices, rules)``: the scripts of one case, each legal for the oracle (a script the
    game cannot play is never sent: the fuzzer judges answers, not the system's handling of
    nonsense). ``steps(rules, scripts, expected)``: the scenario's steps, one a line with its
    keyword, from the Given of the table to a Then stating the oracle's outcome of the last
    round (``expected``: the oracle's observations of ``scripts``). ``round_bytes``: the bytes
    a case may read. ``citation``: the subsection a discrepancy touching no indexed
    subsection is filed under.
    """

    round_bytes: int
    case: Callable[[Choices, GameRules], tuple[Any, ...]]
    steps: Callable[[GameRules, tuple[Any, ...], tuple[Any, ...]], list[str]]
    citation: Callable[[GameRules], str]


NOT_FUZZERS = frozenset({"run"})
"""The modules of this package that fuzz no game (the loop that plays the cases)."""


@cache
def _registry() -> dict[str, GameFuzzer]:
    """Every module of this package but :data:`NOT_FUZZERS` registers the games it fuzzes in
    its ``FUZZERS`` (catalogue name -> GameFuzzer): a new game's fuzzer is one module here."""
    found: dict[str, GameFuzzer] = {}
    for module in pkgutil.iter_modules(__path__):
        if module.name not in NOT_FUZZERS:
            found.update(importlib.import_module(f"{__name__}.{module.name}").FUZZERS)
    return found


def fuzzed_games() -> tuple[str, ...]:
    """The games of the catalogue the fuzzer plays, by their catalogue (and protocol) names,
    in the catalogue's order."""
    from tablecert.oracle.catalogue import GAMES

    registered = _registry()
    unknown = sorted(set(registered) - set(GAMES))
    assert not unknown, f"tablecert/fuzz/games registers games the catalogue lacks: {unknown}"
    return tuple(game for game in GAMES if game in registered)



def fuzzer_for(game: str) -> GameFuzzer:
    """The fuzzer of ``game`` (KeyError for a game it does not play)."""
    return _registry()[game]
