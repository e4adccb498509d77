"""The baccarat games' return (541, 543, 545 payout odds): a wager on the Player's Hand, the
Banker's Hand and a Tie each coup; six cards drawn with replacement from a full deck."""

from __future__ import annotations

import random
from math import lcm

from tablecert.adapters.contract import GameTableSession
from tablecert.oracle.cards import FULL_DECK, Rank
from tablecert.oracle.game import GameRules
from tablecert.oracle.games.baccarat.model import (
    BaccaratBet,
    BaccaratObservation,
    BaccaratScript,
    BaccaratWager,
)
from tablecert.oracle.games.baccarat.model import Outcome as BaccaratOutcome
from tablecert.oracle.games.baccarat.par_sheet import wager_moments
from tablecert.oracle.games.baccarat.rules import BaccaratRules
from tablecert.stats.games import GameLine, GameReturn, GameStats, sd

__all__ = ["FILLER", "RETURNS"]

FILLER = tuple(c for c in FULL_DECK if Rank.TEN <= c.rank <= Rank.KING)
"""The rest of a baccarat shoe under the six cards a coup can use (never dealt)."""


def _baccarat_lines(rules: BaccaratRules) -> list[GameLine]:
    odds = {BaccaratBet.PLAYER: rules.payouts.player, BaccaratBet.BANKER: rules.payouts.banker,
            BaccaratBet.TIE: rules.payouts.tie}
    stake = 100 * lcm(*(o.denominator for o in odds.values()))
    lines = []
    for bet, at in odds.items():
        mean, square = wager_moments(bet, at)
        title = f"{bet.value} at {at.numerator} to {at.denominator}"
        unit = f"per ${stake // 100} {bet.value}, cards drawn with replacement from a full deck"
        exact = GameReturn(f"{rules.chapter.chapter} payout odds", rules.name, title, unit, 1 + mean,
                           sd(mean, square))
        lines.append(GameLine(bet.name.lower(), exact, stake, (bet,)))
    return lines


def _baccarat_round(table: GameTableSession, rules: GameRules, lines: list[GameLine],
                    rng: random.Random) -> dict[str, int]:
    wagers = tuple(BaccaratWager(1, line.bets[0], line.stake) for line in lines)
    shoe = tuple(rng.choice(FULL_DECK) for _ in range(6)) + FILLER
    observed: BaccaratObservation = table.play(BaccaratScript(wagers, shoe))
    of_line = {line.bets[0]: line.key for line in lines}
    nets = {line.key: 0 for line in lines}
    for s in observed.settlements:
        if s.seat == 1:
            nets[of_line[s.wager]] += s.paid if s.outcome is BaccaratOutcome.WON else (
                -s.amount if s.outcome is BaccaratOutcome.LOST else 0)
    return nets


_BACCARAT = GameStats(_baccarat_lines, _baccarat_round)
RETURNS = {"minibaccarat": _BACCARAT, "midibaccarat": _BACCARAT, "baccarat": _BACCARAT}
