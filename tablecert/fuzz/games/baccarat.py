"""Random Minibaccarat (541), Midibaccarat (543) and Baccarat (545) rounds and their scenarios
in steps/baccarat.py's words.

A case is one round at a fresh table: up to five wagers on the Player's Hand, the Banker's
Hand or a Tie, at numbered places of the table and now and then at one past its last
(refused, 541.2(a)); the top ten cards of a forced shoe, random or, one case in four, drawn
from a few cards so that naturals, ties and every row of the tableau come up often; one
case in five a first card dealt in error and disclosed (541.14(c), 543.14(c), 545.15(c)),
with wagers offered during the simulated round where the Rules Submission designates it (never
where it offers no procedure: ``disclosed_card_procedure: not offered``).
The rest of the shoe is :data:`FILLER`, as the steps put it under a scenario's cards, so
the pasted scenario deals the very same shoe.
"""

from __future__ import annotations

from typing import Any

from tablecert.fuzz.choices import Choices
from tablecert.fuzz.games import GameFuzzer
from tablecert.oracle.cards import FULL_DECK, format_cards, parse_cards
from tablecert.oracle.game import GameRules
from tablecert.oracle.games.baccarat.model import (
    BaccaratBet,
    BaccaratObservation,
    BaccaratScript,
    BaccaratWager,
    Result,
)
from tablecert.oracle.games.baccarat.rules import BaccaratRules, DisclosedCardProcedure
from tablecert.oracle.money import format_money

__all__ = ["FILLER", "FUZZER", "FUZZERS", "case"]

FILLER = parse_cards("Tc Td Th Ts Jc Jd Jh Js Qc Qd Qh Qs Kc Kd Kh Ks", allow_duplicates=True)
"""The shoe under a scenario's cards (steps/baccarat.py's ``FILLER``; a test keeps them equal)."""
TOP_CARDS = 10
_AMOUNTS = (100, 500, 1000, 2000, 2500, 3700, 10000)
"""$37 pays 19 to 20 in a fraction of a cent (rounded down, as the register reads it)."""
_FEW = parse_cards("9s 8h Kd 5c 6d 7h As 2c 3s 4d", allow_duplicates=True)
_ON = {BaccaratBet.PLAYER: "the Player's Hand", BaccaratBet.BANKER: "the Banker's Hand",
       BaccaratBet.TIE: "a Tie"}
_RESULT = {Result.PLAYER: "the Player's Hand wins", Result.BANKER: "the Banker's Hand wins",
           Result.TIE: "the round is a Tie"}


def _wagers(choices: Choices, rules: BaccaratRules, most: int) -> tuple[BaccaratWager, ...]:
    wagers: dict[tuple[int, BaccaratBet], BaccaratWager] = {}
    for _ in range(choices.integer(0, most)):
        seat = rules.seats + 1 if choices.integer(0, 9) == 9 else choices.integer(1, rules.seats)
        bet = choices.sample(tuple(BaccaratBet))
        amount = choices.integer(1, 20000) if choices.integer(0, 7) == 7 else choices.sample(_AMOUNTS)
        wagers.setdefault((seat, bet), BaccaratWager(seat, bet, amount))
    return tuple(wagers.values())


def case(choices: Choices, rules: GameRules) -> tuple[BaccaratScript, ...]:
    """One round (see the module's docstring)."""
    assert isinstance(rules, BaccaratRules)
    wagers = _wagers(choices, rules, 5)
    pool = _FEW if choices.integer(0, 3) == 3 else FULL_DECK
    top = tuple(choices.sample(pool) for _ in range(TOP_CARDS))
    # a product that offers no disclosed-card procedure is never dealt a disclosed card
    disclosed = choices.integer(0, 4) == 4 and rules.procedure is not None
    offered: tuple[BaccaratWager, ...] = ()
    if disclosed and rules.procedure is DisclosedCardProcedure.SIMULATED_ROUND:
        offered = _wagers(choices, rules, 2)
    return (BaccaratScript(wagers, top + FILLER, disclosed, offered),)


def steps(rules: GameRules, scripts: tuple[Any, ...], expected: tuple[Any, ...]) -> list[str]:
    """The scenario: the wagers, the top of the shoe, the disclosed card and the wagers
    offered during the simulated round (Given); the deal (When); the oracle's winner (Then)."""
    assert isinstance(rules, BaccaratRules)
    [script] = scripts
    lines = [f'Given a {rules.game.capitalize()} table under Rules Submission "{rules.name}"']
    lines += [f"And seat {w.seat} wagers {format_money(w.amount)} on {_ON[w.wager]}" for w in script.wagers]
    lines.append(f'And the baccarat shoe holds "{format_cards(script.shoe[:TOP_CARDS])}" on top')
    if script.disclosed_card:
        lines.append("And the first card drawn is dealt in error and disclosed")
    lines += [f"And seat {w.seat} offers {format_money(w.amount)} on {_ON[w.wager]} during the "
              "simulated round" for w in script.offered_in_simulated_round]
    last: BaccaratObservation = expected[-1]
    lines += ["When the baccarat round is dealt", f"Then {_RESULT[last.round_of_play.result]}"]
    return lines


def _citation(rules: GameRules) -> str:
    """The chapter's disclosed-card subsection (541.14(c), 543.14(c), 545.15(c))."""
    assert isinstance(rules, BaccaratRules)
    return rules.chapter.irregularity


FUZZER = GameFuzzer(round_bytes=64, case=case, steps=steps, citation=_citation)
FUZZERS = {"minibaccarat": FUZZER, "midibaccarat": FUZZER, "baccarat": FUZZER}
"""The games this module fuzzes (tablecert.fuzz.games reads it)."""
