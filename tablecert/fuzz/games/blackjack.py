"""Random Blackjack (549) and Spanish 21 (551) cases and their scenarios in steps/blackjack.py's words.

A case is one to three rounds at a fresh table (the bar of 549.4(j) / 551.6(l) runs from
round to round): one to four seats wagering, for themselves or for a named person; now and
then a reshuffle, a person permitted to wager again, a wager removed or altered before the
first card; a forced shoe, random or, one case in four, drawn from a few cards so that
pairs, blackjacks, insurance and the suited 7-7-7 of 551.6(i) come up often; and up to
eight moves of the players in any order: hits, stands, doubles, splits, insurance, and
attempts to remove or alter a wager once the cards are out (549.4(h), (i): refused).

Every move is tried on the oracle's table first and kept only if the game can play it (a
move in turn goes to the hand whose turn it is; a split of no pair, insurance with no ace
showing are not moves of the game and are dropped), so every script sent is legal and
every refusal in it is one the regulation makes.
"""

from __future__ import annotations

from typing import Any

from tablecert.fuzz.choices import Choices
from tablecert.fuzz.games import GameFuzzer
from tablecert.oracle.cards import FULL_DECK, Card, Rank, format_cards, parse_cards
from tablecert.oracle.game import GameRules
from tablecert.oracle.games.blackjack.model import (
    Action,
    BlackjackObservation,
    BlackjackScript,
    Move,
    WagerKind,
    WagerPlacement,
)
from tablecert.oracle.games.blackjack.rules import BlackjackRules
from tablecert.oracle.games.blackjack.table import BlackjackTable
from tablecert.oracle.money import format_money

__all__ = ["FUZZER", "FUZZERS", "SPANISH_21", "case"]

SHOE_CARDS = 30
"""Cards a round's shoe holds: four seats, splits and hits and the dealer's draws fit."""
_AMOUNTS = (500, 1000, 1500, 2000, 2499, 2500, 5000, 10000)
"""$24.99 and $25 stand either side of the 551.6(i) threshold; odd amounts round 3 to 2."""
_PERSONS = ("", "", "Ann", "Bob")
_FEW = parse_cards("7h 7h 7h 7h 7h 7h As Kd 8s 8s 6c 5d", allow_duplicates=True)
"""A few cards a shoe is drawn from one case in four: pairs to split, blackjacks, an ace
showing, and the suited 7's of 551.6(i)."""
_MOVES = (Move.HIT, Move.HIT, Move.STAND, Move.DOUBLE_DOWN, Move.SPLIT, Move.INSURANCE,
          Move.REMOVE_WAGER, Move.ALTER_WAGER)
_HANDLED = (WagerKind.WAGER, WagerKind.SPLIT, WagerKind.DOUBLE_DOWN, WagerKind.INSURANCE)


def _deck(rules: BlackjackRules) -> tuple[Card, ...]:
    """The cards a shoe may hold: a Spanish 21 deck has no 10s (551.3 as the oracle reads it)."""
    if rules.game == "spanish-21":
        return tuple(c for c in FULL_DECK if c.rank is not Rank.TEN)
    return FULL_DECK


def _amount(choices: Choices) -> int:
    if choices.integer(0, 7) == 7:
        return choices.integer(1, 20000)
    return choices.sample(_AMOUNTS)


def _playable(rules: BlackjackRules, before: list[BlackjackScript], script: BlackjackScript) -> bool:
    """Whether the game can play ``script`` after the rounds ``before`` at one table (tried on
    a fresh oracle table: replaying two rounds costs a tenth of copying a table)."""
    table = BlackjackTable(rules)
    for earlier in before:
        table.play(earlier)
    try:
        table.play(script)
    except ValueError:
        return False
    return True


def _round(choices: Choices, rules: BlackjackRules, before: list[BlackjackScript]) -> BlackjackScript:
    seats = choices.permutation(range(1, rules.seats + 1))[:choices.integer(1, min(4, rules.seats))]
    wagers = tuple(WagerPlacement(s, _amount(choices), choices.sample(_PERSONS)) for s in sorted(seats))
    reshuffle = choices.integer(0, 4) == 4
    permit = ("Ann",) if choices.integer(0, 4) == 4 else ()
    pool = _FEW if choices.integer(0, 3) == 3 else _deck(rules)
    shoe = tuple(choices.sample(pool) for _ in range(SHOE_CARDS))
    script = BlackjackScript(wagers, shoe, reshuffle=reshuffle, permit=permit)
    if choices.integer(0, 5) == 5:
        seat = choices.sample(seats)
        change = (Action(seat, Move.REMOVE_WAGER) if choices.boolean()
                  else Action(seat, Move.ALTER_WAGER, amount=_amount(choices)))
        tried = BlackjackScript(wagers, shoe, (), (change,), reshuffle, permit)
        if _playable(rules, before, tried):
            script = tried
    for _ in range(choices.integer(0, 8)):
        move = choices.sample(_MOVES)
        seat = choices.sample(seats)
        hand = 2 if choices.integer(0, 3) == 3 else 1
        amount = None
        kind = WagerKind.WAGER
        if move is Move.INSURANCE:
            hand = 1
            amount = choices.integer(1, 1000) if choices.integer(0, 3) == 3 else None
        elif move is Move.DOUBLE_DOWN and choices.integer(0, 3) == 3:
            amount = choices.integer(1, 1000)
        elif move in (Move.REMOVE_WAGER, Move.ALTER_WAGER):
            kind = choices.sample(_HANDLED)
            amount = _amount(choices) if move is Move.ALTER_WAGER else None
        # a move in turn goes to the hand whose turn it is: the first of the seats' hands, in
        # deal order, that can make it (one hand is in turn at a time)
        whom = ([(seat, hand)] if move in (Move.INSURANCE, Move.REMOVE_WAGER, Move.ALTER_WAGER)
                else [(s, h) for s in sorted(seats) for h in range(1, 5)])
        for seat, hand in whom:
            tried = BlackjackScript(wagers, shoe, (*script.actions, Action(seat, move, hand, amount, kind)),
                                    script.before_deal, reshuffle, permit)
            if _playable(rules, before, tried):
                script = tried
                break
    return script


def case(choices: Choices, rules: GameRules) -> tuple[BlackjackScript, ...]:
    """One to three rounds at one table, each legal for the oracle's table as the earlier
    rounds left it."""
    assert isinstance(rules, BlackjackRules)
    scripts: list[BlackjackScript] = []
    for _ in range(choices.integer(1, 3)):
        scripts.append(_round(choices, rules, scripts))
    return tuple(scripts)


_VERB = {Move.HIT: "hits", Move.STAND: "stands", Move.DOUBLE_DOWN: "doubles down", Move.SPLIT: "splits"}


def _action_step(a: Action) -> str:
    if a.move is Move.INSURANCE:
        of = f" of {format_money(a.amount)}" if a.amount is not None else ""
        return f"seat {a.seat} makes an Insurance Wager{of}"
    hand = f" on hand {a.hand}" if a.hand != 1 else ""
    to = f" to {format_money(a.amount)}" if a.amount is not None else ""
    if a.move in (Move.REMOVE_WAGER, Move.ALTER_WAGER):
        verb = "remove" if a.move is Move.REMOVE_WAGER else "alter"
        return f"seat {a.seat} then tries to {verb} its {a.wager.value}{hand}{to}"
    whose = f"seat {a.seat}'s hand {a.hand}" if a.hand != 1 else f"seat {a.seat}"
    amount = f" for {format_money(a.amount)}" if a.amount is not None else ""
    return f"{whose} {_VERB[a.move]}{amount}"


def steps(rules: GameRules, scripts: tuple[Any, ...], expected: tuple[Any, ...]) -> list[str]:
    """The scenario: each round's wagers, changes before the deal and shoe (Given), its moves
    and "the round is played" (When); the Then states the oracle's table result of the last."""
    title = "Spanish 21" if rules.game == "spanish-21" else "Blackjack"
    lines = [f'Given a {title} table under Rules Submission "{rules.name}"']
    for k, script in enumerate(scripts):
        given = [f"seat {w.seat} wagers {format_money(w.amount)}" + (f' for "{w.player}"' if w.player else "")
                 for w in script.wagers]
        if script.reshuffle:
            given.append("the cards are reshuffled before the round")
        given += [f'the certificate holder permits "{p}" to begin wagering again' for p in script.permit]
        for c in script.before_deal:
            verb = ("removes its Wager" if c.move is Move.REMOVE_WAGER
                    else f"alters its Wager to {format_money(c.amount)}")
            given.append(f"seat {c.seat} {verb} before the first card is removed from the shoe")
        given.append(f'the shoe is stacked in the order "{format_cards(script.shoe)}"')
        lines += [("Given " if k and not i else "And ") + g for i, g in enumerate(given)]
        when = [_action_step(a) for a in script.actions] + ["the round is played"]
        lines += [("When " if not i else "And ") + w for i, w in enumerate(when)]
    last: BlackjackObservation = expected[-1]
    sign = "+" if last.table_result >= 0 else "-"
    lines.append(f"Then the table inventory's result is {sign}{format_money(abs(last.table_result))}")
    return lines


FUZZER = GameFuzzer(round_bytes=160, case=case, steps=steps, citation=lambda rules: "549.4(f)")
SPANISH_21 = GameFuzzer(round_bytes=160, case=case, steps=steps, citation=lambda rules: "551.6(f)")
FUZZERS = {"blackjack": FUZZER, "spanish-21": SPANISH_21}
"""The games this module fuzzes (tablecert.fuzz.games reads it)."""
