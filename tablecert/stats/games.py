"""The return of the games of the catalogue with a house edge, observed over seeded rounds
(``tablecert stats --game craps``, ``blackjack``, ``spanish-21``, ``minibaccarat``,
``midibaccarat``, ``baccarat``).

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

import random
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from math import lcm, sqrt
from typing import Any

from tablecert.adapters.contract import GameTableSession
from tablecert.oracle.cards import FULL_DECK, Card, Rank
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
from tablecert.oracle.games.blackjack.model import BlackjackObservation, BlackjackScript, WagerPlacement
from tablecert.oracle.games.blackjack.par_sheet import stand_moments
from tablecert.oracle.games.blackjack.rules import BlackjackRules
from tablecert.oracle.games.craps import Bet, CrapsObservation, CrapsRules, CrapsScript, Roll, Wager
from tablecert.oracle.games.craps.par_sheet import Charge, CrapsParLine, buy_lay_lines, hardway_line, hop_line
from tablecert.oracle.games.craps.paytables import HARDWAY_NAMES
from tablecert.oracle.games.craps.rules import VigBase
from tablecert.stats.tally import Tally

__all__ = ["RETURN_GAMES", "GameLine", "GameReturn", "play_rounds", "return_games", "return_lines"]

FILLER = tuple(c for c in FULL_DECK if Rank.TEN <= c.rank <= Rank.KING)
"""The rest of a baccarat shoe under the six cards a coup can use (never dealt)."""
CRAPS_STAKE = 3000
"""$30 on every Craps wager: every odds of 537.5a pays it in whole cents, and every vigorish
of the bundled Rules Submissions (3% or 5%, of the amount wagered or won) is whole cents."""
ROLLS_A_SCRIPT = 30
"""Rolls sent in one script; more follow while a wager is still up (a 7 decides them all)."""
BLACKJACK_STAKE = 2000
SHOE = 24
"""Cards in a blackjack shoe: one hand, the dealer's draws fit (24 cards are never all needed)."""


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


def _sd(mean: Fraction, square: Fraction) -> float:
    return sqrt(float(square - mean * mean))


# ------------------------------------------------------------------------------ Craps
def _craps_sd(line: CrapsParLine) -> float:
    """The standard deviation of one decided wager's net per unit."""
    fee = line.rate * line.odds if line.charge is Charge.WINS_OF_WON else line.rate
    win = line.odds - fee
    mean = line.p_win * win - (1 - line.p_win)
    return _sd(mean, line.p_win * win * win + (1 - line.p_win))


def _craps_line(rules_name: str, key: str, citation: str, title: str, rows: list[CrapsParLine],
                bet: Bet) -> GameLine:
    """A line of wagers each decided once a round: the return per unit is the mean of theirs,
    and the standard deviation at most the mean of theirs (the nets are not independent: one
    7 decides them all)."""
    player_return = sum((1 - r.house_edge for r in rows), Fraction(0)) / len(rows)
    sd = sum(_craps_sd(r) for r in rows) / len(rows)
    unit = (f"per ${CRAPS_STAKE // 100} wagered on each of {len(rows)} {title}, called \"on\", "
            "left up until decided")
    return GameLine(key, GameReturn(citation, rules_name, title, unit, player_return, sd),
                    CRAPS_STAKE * len(rows), tuple((bet, r.number) for r in rows))


def _craps_lines(rules: CrapsRules) -> list[GameLine]:
    lines = []
    if rules.buy is not None:
        rows = [r for r in buy_lay_lines(Bet.BUY, rules.buy.rate) if r.charge is Charge.WINS_OF_WAGERED]
        lines.append(_craps_line(rules.name, "buy", "537.5a(a)", "Buy Bets", rows, Bet.BUY))
    if rules.lay is not None:
        charge = Charge.WINS_OF_WON if rules.lay.base is VigBase.AMOUNT_WON else Charge.WINS_OF_WAGERED
        rows = [r for r in buy_lay_lines(Bet.LAY, rules.lay.rate) if r.charge is charge]
        lines.append(_craps_line(rules.name, "lay", "537.5a(b)", "Lay Bets", rows, Bet.LAY))
    if rules.hardway is not None:
        rows = [hardway_line(n, rules.hardway.odds(n)) for n in HARDWAY_NAMES]
        lines.append(_craps_line(rules.name, "hardway", "537.3(a)(7)", "Hardway Bets", rows, Bet.HARDWAY))
    if rules.hop_two_six is not None:
        lines.append(_craps_line(rules.name, "hop", "537.3(a)(34)", "Two-Six on the Hop Bets",
                                 [hop_line(rules.hop_two_six)], Bet.HOP_TWO_SIX))
    return lines


def _craps_round(table: GameTableSession, rules: GameRules, lines: list[GameLine],
                 rng: random.Random) -> dict[str, int]:
    """Every line's wagers placed before one roll, then rolls until none is up."""
    wagers = tuple(Wager(1, bet, number, CRAPS_STAKE, on=True) for line in lines for bet, number in line.bets)
    nets = {line.key: 0 for line in lines}
    of_line = {bet: line.key for line in lines for bet in line.bets}
    first = True
    while True:
        rolls = [Roll((rng.randint(1, 6), rng.randint(1, 6))) for _ in range(ROLLS_A_SCRIPT)]
        if first:
            rolls[0] = Roll(rolls[0].dice, wagers)
        observed: CrapsObservation = table.play(CrapsScript(tuple(rolls)))
        for record in observed.rolls:
            for p in record.placements:
                nets[of_line[(p.bet, p.number)]] -= p.vigorish
            for s in record.settlements:
                nets[of_line[(s.bet, s.number)]] += s.returned + s.winnings - s.vigorish - s.amount
        first = False
        if not observed.standing:
            return nets


# --------------------------------------------------------------------------- baccarat
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
                           _sd(mean, square))
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


# -------------------------------------------------------------------------- blackjack
def _deck(rules: BlackjackRules) -> tuple[Card, ...]:
    return tuple(c for c in FULL_DECK if not (rules.game == "spanish-21" and c.rank is Rank.TEN))


def _blackjack_lines(rules: BlackjackRules) -> list[GameLine]:
    spanish = rules.game == "spanish-21"
    mean, square = stand_moments(spanish, rules.dealer_hits_soft_17)
    soft = "hits" if rules.dealer_hits_soft_17 else "stands on"
    unit = (f"per ${BLACKJACK_STAKE // 100} Wager standing on its first two cards, the dealer {soft} "
            "soft 17, cards drawn with replacement from a full deck"
            + (" without its 10s" if spanish else ""))
    title = "Wager standing on two cards"
    return [GameLine("wager", GameReturn(rules.cite("odds"), rules.name, title, unit, 1 + mean,
                                         _sd(mean, square)), BLACKJACK_STAKE, ())]


def _blackjack_round(table: GameTableSession, rules: GameRules, lines: list[GameLine],
                     rng: random.Random) -> dict[str, int]:
    assert isinstance(rules, BlackjackRules)
    deck = _deck(rules)
    shoe = tuple(rng.choice(deck) for _ in range(SHOE))
    observed: BlackjackObservation = table.play(BlackjackScript((WagerPlacement(1, BLACKJACK_STAKE),), shoe))
    return {"wager": sum(s.paid - s.collected for s in observed.settlements if s.seat == 1)}


# ------------------------------------------------------------------------------ common
_Round = Callable[[GameTableSession, GameRules, list[GameLine], random.Random], dict[str, int]]
_GAMES: dict[str, tuple[Callable[[Any], list[GameLine]], _Round]] = {
    "craps": (_craps_lines, _craps_round),
    "blackjack": (_blackjack_lines, _blackjack_round),
    "spanish-21": (_blackjack_lines, _blackjack_round),
    "minibaccarat": (_baccarat_lines, _baccarat_round),
    "midibaccarat": (_baccarat_lines, _baccarat_round),
    "baccarat": (_baccarat_lines, _baccarat_round),
}


RETURN_GAMES = tuple(_GAMES)
"""The games of the catalogue whose return is checked (Ultimate Texas Hold 'Em settles nothing
the seeds print, and the records are no game)."""


def return_games() -> tuple[str, ...]:
    """:data:`RETURN_GAMES` (``stats --game`` reads it through tablecert.commands.game_choices)."""
    return RETURN_GAMES


def return_lines(rules: GameRules) -> list[GameLine]:
    """The wager lines of ``rules``'s game whose return is checked, with their exact returns."""
    return _GAMES[rules.game][0](rules)


def play_rounds(table: GameTableSession, rules: GameRules, rounds: int, seed: int,
                progress: Callable[[int], None] = lambda n: None) -> Tally:
    """``rounds`` rounds at ``table``, dice or cards from ``random.Random(seed)``; each line's
    net per round tallied (in cents, exactly)."""
    lines = return_lines(rules)
    play = _GAMES[rules.game][1]
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
