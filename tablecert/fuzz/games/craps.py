"""Random Craps and Mini-Craps cases (537.3(a), 537.5a) and their scenarios in steps/craps.py's words.

A case is one to four *throws* at a fresh table, each as the steps play it: the wagers
and calls of up to three players, then one to five rolls of the dice ("the shooter rolls
4-1, 2-2 and 6-1"), the wagers acting on the first of them. Wagers are drawn over every bet
of the chapter, offered by the Rules Submission or not (537.5a(a), (b): a wager not offered
is refused), on every number it may be on, at amounts that pay whole cents and amounts
that do not, called "on" or not; calls name bets that are up and bets that are not. The
dice are forced (test mode), so every decision of the chapter comes up: come-out naturals,
points made, seven-outs, hardways and easy ways, the Hop's one roll.
"""

from __future__ import annotations

from typing import Any

from tablecert.fuzz.choices import Choices
from tablecert.fuzz.games import GameFuzzer
from tablecert.oracle.game import GameRules
from tablecert.oracle.games.craps import Bet, Call, CrapsObservation, CrapsRules, CrapsScript, Roll, Wager
from tablecert.oracle.games.craps.paytables import HARDWAY_NAMES, POINTS
from tablecert.oracle.money import format_money

__all__ = ["FUZZER", "FUZZERS", "bet_words", "case"]

_AMOUNTS = (100, 500, 1000, 1250, 2000, 2500, 3000, 3700, 10000)
"""Amounts in cents: most pay whole cents at every bet's odds, $12.50 and $37 do not at some."""
_NUMBERS: dict[Bet, tuple[int, ...]] = {Bet.BUY: POINTS, Bet.LAY: POINTS,
                                         Bet.HARDWAY: tuple(HARDWAY_NAMES), Bet.HOP_TWO_SIX: (8,)}


def _amount(choices: Choices) -> int:
    if choices.integer(0, 7) == 7:  # now and then any amount, to the cent
        return choices.integer(1, 20000)
    return choices.sample(_AMOUNTS)


def _throw(choices: Choices) -> Roll:
    """The wagers and calls of up to three players, and the first roll of a throw."""
    wagers: dict[tuple[int, Bet, int], Wager] = {}
    for _ in range(choices.integer(0, 3)):
        bet = choices.sample(tuple(Bet))
        number = choices.sample(_NUMBERS[bet])
        player = choices.integer(1, 3)
        wagers.setdefault((player, bet, number),
                          Wager(player, bet, number, _amount(choices), on=choices.integer(0, 3) == 3))
    calls = []
    if choices.integer(0, 3) == 3:
        bet = choices.sample((Bet.BUY, Bet.LAY, Bet.HARDWAY))
        calls.append(Call(choices.integer(1, 3), bet, choices.sample(_NUMBERS[bet]), on=choices.boolean()))
    return Roll(_dice(choices), tuple(wagers.values()), tuple(calls))


def _dice(choices: Choices) -> tuple[int, int]:
    return choices.integer(1, 6), choices.integer(1, 6)


def case(choices: Choices, rules: GameRules) -> tuple[CrapsScript, ...]:
    """One to four throws, each a script of one to five rolls (wagers before its first)."""
    scripts = []
    for _ in range(choices.integer(1, 4)):
        first = _throw(choices)
        more = tuple(Roll(_dice(choices)) for _ in range(choices.integer(0, 4)))
        scripts.append(CrapsScript((first, *more)))
    return tuple(scripts)


def bet_words(bet: Bet, number: int) -> str:
    """The bet as steps/craps.py names it: "Buy Bet on 4", "Six the Hardway Bet", "Two-Six on the Hop Bet"."""
    if bet in (Bet.BUY, Bet.LAY):
        return f"{bet.value} on {number}"
    if bet is Bet.HARDWAY:
        return f"{HARDWAY_NAMES[number]} the Hardway Bet"
    return "Two-Six on the Hop Bet"


def _wager_step(w: Wager) -> str:
    called = ' called "on"' if w.on else ""
    if w.bet in (Bet.BUY, Bet.LAY):
        amount = format_money(w.amount)
        return f"And player {w.player} places a {w.bet.value} of {amount} on {w.number}{called}"
    words = bet_words(w.bet, w.number)
    article = "an" if words[0] in "AEIOU" else "a"
    return f"And player {w.player} places {article} {words} of {format_money(w.amount)}{called}"


def steps(rules: GameRules, scripts: tuple[Any, ...], expected: tuple[Any, ...]) -> list[str]:
    """The scenario: each throw's wagers and calls, then its rolls; the last throw's rolls are
    the When, and the Then states the oracle's result of the last roll and the point."""
    assert isinstance(rules, CrapsRules)
    lines = [f'Given a {rules.variant.value} table under Rules Submission "{rules.name}"']
    for k, script in enumerate(scripts):
        first = script.rolls[0]
        lines += [_wager_step(w) for w in first.wagers]
        lines += [f'And player {c.player} calls the {bet_words(c.bet, c.number)} "{"on" if c.on else "off"}"'
                  for c in first.calls]
        dice = [f"{a}-{b}" for a, b in (r.dice for r in script.rolls)]
        rolled = dice[0] if len(dice) == 1 else f"{', '.join(dice[:-1])} and {dice[-1]}"
        keyword = "When" if k == len(scripts) - 1 else "And"
        lines.append(f"{keyword} the shooter rolls {rolled}")
    last: CrapsObservation = expected[-1]
    point = f" and the point is {last.point}" if last.point is not None else ""
    lines.append(f'Then the roll is "{last.rolls[-1].result.value}"{point}')
    lines.append(f"And the table charges {format_money(last.vigorish)} in vigorish in all")
    return lines


FUZZER = GameFuzzer(round_bytes=96, case=case, steps=steps, citation=lambda rules: "537.5a")
FUZZERS = {"craps": FUZZER}
"""The games this module fuzzes (tablecert.fuzz.games reads it)."""
