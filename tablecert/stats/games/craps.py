"""Craps's return (537.5a Buy and Lay Bets, 537.3(a) Hardway and Two-Six on the Hop): every wager
offered placed, called "on" and left up until decided; the dice drawn uniformly."""

from __future__ import annotations

import random
from fractions import Fraction

from tablecert.adapters.contract import GameTableSession
from tablecert.oracle.game import GameRules
from tablecert.oracle.games.craps import Bet, CrapsObservation, CrapsRules, CrapsScript, Roll, Wager
from tablecert.oracle.games.craps.par_sheet import Charge, CrapsParLine, buy_lay_lines, hardway_line, hop_line
from tablecert.oracle.games.craps.paytables import HARDWAY_NAMES
from tablecert.oracle.games.craps.rules import VigBase
from tablecert.stats.games import GameLine, GameReturn, GameStats, sd

__all__ = ["CRAPS_STAKE", "RETURNS", "ROLLS_A_SCRIPT"]

CRAPS_STAKE = 3000
"""$30 on every Craps wager: every odds of 537.5a pays it in whole cents, and every vigorish
of the bundled Rules Submissions (3% or 5%, of the amount wagered or won) is whole cents."""
ROLLS_A_SCRIPT = 30
"""Rolls sent in one script; more follow while a wager is still up (a 7 decides them all)."""


def _craps_sd(line: CrapsParLine) -> float:
    """The standard deviation of one decided wager's net per unit."""
    fee = line.rate * line.odds if line.charge is Charge.WINS_OF_WON else line.rate
    win = line.odds - fee
    mean = line.p_win * win - (1 - line.p_win)
    return sd(mean, line.p_win * win * win + (1 - line.p_win))


def _craps_line(rules_name: str, key: str, citation: str, title: str, rows: list[CrapsParLine],
                bet: Bet) -> GameLine:
    """A line of wagers each decided once a round: the return per unit is the mean of theirs,
    and the standard deviation at most the mean of theirs (the nets are not independent: one
    7 decides them all)."""
    player_return = sum((1 - r.house_edge for r in rows), Fraction(0)) / len(rows)
    bound = sum(_craps_sd(r) for r in rows) / len(rows)
    unit = (f"per ${CRAPS_STAKE // 100} wagered on each of {len(rows)} {title}, called \"on\", "
            "left up until decided")
    return GameLine(key, GameReturn(citation, rules_name, title, unit, player_return, bound),
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


RETURNS = {"craps": GameStats(_craps_lines, _craps_round)}
