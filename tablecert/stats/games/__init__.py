"""The return of the games of the catalogue with a house edge, observed over seeded rounds
(``tablecert stats --game craps``, ``blackjack``, ``spanish-21``, ``minibaccarat``,
``midibaccarat``, ``baccarat``).

Each game plugs in as one module of this package, its games and their :class:`GameStats` in its
``RETURNS`` (found by :func:`return_games`, no list to edit; the same convention as
:mod:`tablecert.fuzz.games`): ``stats --game <game>`` is offered once the module exists, and a
game with none is not offered (argparse's "invalid choice").

These games' protocol has no self-shuffled round (docs/protocol.md, "Other games"): the harness
forces the dice or the shoe, drawn from a seeded random stream (the seed printed), and the
system settles. So what is judged is the system's *settlement* over the distribution of the
dice and cards, against the exact return the oracle's own game math gives for the same
distribution and the same fixed play: every wager offered placed and left up until decided
(Craps), one hand standing on its first two cards (Blackjack, Spanish 21), a wager on the
Player's Hand, the Banker's Hand and a Tie (baccarat). Each line's net in cents per round
goes into a :class:`tablecert.stats.tally.LineTally`, judged by the same z-test
(:class:`tablecert.stats.returns.ReturnTest`) and Holm procedure as Three Card Poker's returns.

Cards are drawn independently from a full deck (with replacement: the exact figures are
those of an infinite deck, see :mod:`tablecert.oracle.games.baccarat.par_sheet` and
:mod:`tablecert.oracle.games.blackjack.par_sheet`); dice independently and uniformly.
"""

from __future__ import annotations

import importlib
import pkgutil
import random
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from math import sqrt
from typing import Any

from tablecert.adapters.contract import GameTableSession
from tablecert.oracle.game import GameRules
from tablecert.stats.tally import Tally

__all__ = ["GameLine", "GameReturn", "GameStats", "play_rounds", "return_games", "return_lines", "sd"]


@dataclass(frozen=True)
class GameReturn:
    """The exact return of one wager line, in the shape :class:`tablecert.stats.returns.ReturnTest` reads."""

    citation: str
    paytable: str
    title: str
    unit: str
    player_return: Fraction
    sd_bound: float


@dataclass(frozen=True)
class GameLine:
    key: str
    exact: GameReturn
    stake: int  # the cents wagered on the line each round (the unit of its LineTally)
    bets: tuple[Any, ...]  # what the line's nets are summed over (game-specific keys)


def sd(mean: Fraction, square: Fraction) -> float:
    """The standard deviation of a net with this mean and mean square."""
    return sqrt(float(square - mean * mean))


Round = Callable[[GameTableSession, GameRules, list[GameLine], random.Random], dict[str, int]]


@dataclass(frozen=True)
class GameStats:
    """One game's part of ``stats``: ``lines(rules)``, the wager lines whose return is checked
    with their exact returns; ``round(table, rules, lines, rng)``, one round played with the dice
    or cards drawn from ``rng``, each line's net in cents."""

    lines: Callable[[Any], list[GameLine]]
    round: Round


@cache
def _registry() -> dict[str, GameStats]:
    """Every module of this package registers the games whose return it checks in its
    ``RETURNS`` (catalogue name -> GameStats): a new game's check is one module here."""
    found: dict[str, GameStats] = {}
    for module in pkgutil.iter_modules(__path__):
        found.update(importlib.import_module(f"{__name__}.{module.name}").RETURNS)
    return found


def return_games() -> tuple[str, ...]:
    """The games of the catalogue whose return is checked, in the catalogue's order
    (``stats --game`` reads it through tablecert.commands.game_choices; Ultimate Texas Hold 'Em
    settles nothing the seeds print, and the records are no game)."""
    from tablecert.oracle.catalogue import GAMES

    registered = _registry()
    unknown = sorted(set(registered) - set(GAMES))
    assert not unknown, f"tablecert/stats/games registers games the catalogue lacks: {unknown}"
    return tuple(game for game in GAMES if game in registered)


def return_lines(rules: GameRules) -> list[GameLine]:
    """The wager lines of ``rules``'s game whose return is checked, with their exact returns."""
    return _registry()[rules.game].lines(rules)


def play_rounds(table: GameTableSession, rules: GameRules, rounds: int, seed: int,
                progress: Callable[[int], None] = lambda n: None) -> Tally:
    """``rounds`` rounds at ``table``, dice or cards from ``random.Random(seed)``; each line's
    net per round tallied (in cents, exactly)."""
    lines = return_lines(rules)
    play = _registry()[rules.game].round
    tally = Tally.empty({line.key: line.stake for line in lines})
    rng = random.Random(seed)
    for n in range(1, rounds + 1):
        for key, net in play(table, rules, lines, rng).items():
            tally.lines[key].add(net)
        tally.rounds += 1
        progress(n)
    for line in tally.lines.values():
        line.close()
    return tally
