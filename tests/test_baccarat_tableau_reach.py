"""Issue #21, item 1, for the baccarat family: the suite's coups reach every cell of the drawing
tableau, the naturals and ties, and every outcome of each wager, in each of the three chapters.

Branch coverage cannot see this (the tableau is data: one branch serves all 88 cells), so the
coups are read from the feature files themselves: every baccarat scenario's Rules Submission,
shoe and disclosed card, played on the oracle's table as the scenario plays it (the steps'
filler after the named cards included). Cells are the Banker's two-card total 0-7 against the
Player's third card 0-9 or none (the Player stood); a coup with a natural fills no cell."""

from __future__ import annotations

import re
from collections import defaultdict
from functools import cache

import pytest

from tablecert.feature_index import load_scenarios
from tablecert.files import resolve_game_rules
from tablecert.oracle.cards import parse_cards
from tablecert.oracle.games.baccarat.model import (
    BaccaratBet,
    BaccaratObservation,
    BaccaratScript,
    BaccaratWager,
    Coup,
    Outcome,
)
from tablecert.oracle.games.baccarat.table import NATURALS, BaccaratTable, card_value, total
from tablecert.oracle.money import parse_money
from tablecert.steps.baccarat import FILLER, ON

_TABLE = re.compile(r'an? (Minibaccarat|Midibaccarat|Baccarat) table under Rules Submission "([^"]+)"')
_WAGER = re.compile(r"seat (\d+) wagers (\$[\d,.]+) on (the Player's Hand|the Banker's Hand|a Tie)$")
_SHOE = re.compile(r'the baccarat shoe holds "([^"]+)" on top')
ALL_CELLS = frozenset((b, t) for b in range(8) for t in (*range(10), None))


@cache
def _rounds() -> dict[str, list[BaccaratObservation]]:
    """Every baccarat round the feature files deal, by game, played on the oracle."""
    played: dict[str, list[BaccaratObservation]] = defaultdict(list)
    for info in load_scenarios():
        table: BaccaratTable | None = None
        wagers: list[BaccaratWager] = []
        shoe: tuple = ()
        disclosed = False
        for _kind, text, _line in info.steps:
            if match := _TABLE.fullmatch(text):
                table = BaccaratTable(resolve_game_rules(match.group(2)))  # type: ignore[arg-type]
            elif match := _WAGER.fullmatch(text):
                wagers.append(BaccaratWager(int(match.group(1)), ON[match.group(3)],
                                            parse_money(match.group(2))))
            elif match := _SHOE.fullmatch(text):
                shoe = parse_cards(match.group(1), allow_duplicates=True)
            elif text == "the first card drawn is dealt in error and disclosed":
                disclosed = True
            elif text == "the baccarat round is dealt" and table is not None:
                script = BaccaratScript(tuple(wagers), shoe + FILLER, disclosed)
                played[table.rules.game].append(table.play(script))
                wagers, disclosed = [], False
    return played


def _coups(obs: BaccaratObservation) -> list[Coup]:
    sim = obs.simulated_round
    return ([sim.coup] if sim is not None else []) + [obs.round_of_play]


def _cell(coup: Coup) -> tuple[int, int | None] | None:
    if total(coup.player_hand[:2]) in NATURALS or total(coup.banker_hand[:2]) in NATURALS:
        return None
    third = card_value(coup.player_hand[2]) if len(coup.player_hand) == 3 else None
    return total(coup.banker_hand[:2]), third


@pytest.mark.parametrize("game", ["minibaccarat", "midibaccarat", "baccarat"])
def test_every_cell_of_the_tableau_is_dealt_in_each_chapter(game: str) -> None:
    reached = {_cell(c) for obs in _rounds()[game] for c in _coups(obs)} - {None}
    missing = sorted(ALL_CELLS - reached, key=str)
    assert not missing, f"{game}: no coup reaches the cells (Banker's total, Player's third card) {missing}"


@pytest.mark.parametrize("game", ["minibaccarat", "midibaccarat", "baccarat"])
def test_naturals_on_either_hand_and_on_both_and_ties_are_dealt_in_each_chapter(game: str) -> None:
    seen: set[str] = set()
    for obs in _rounds()[game]:
        coup = obs.round_of_play
        p, b = total(coup.player_hand[:2]), total(coup.banker_hand[:2])
        if p in NATURALS and b in NATURALS:
            seen.add("both natural")
        elif p in NATURALS:
            seen.add(f"Player natural {p}")
        elif b in NATURALS:
            seen.add(f"Banker natural {b}")
        if coup.player_total == coup.banker_total:
            cards = len(coup.player_hand + coup.banker_hand)
            seen.add("tie with three cards" if cards > 4 else "tie of two cards")
    want = {"both natural", "Player natural 8", "Player natural 9", "Banker natural 8", "Banker natural 9",
            "tie with three cards", "tie of two cards"}
    assert want - seen == set(), f"{game}: never dealt {sorted(want - seen)}"


@pytest.mark.parametrize("game", ["minibaccarat", "midibaccarat", "baccarat"])
def test_each_wager_wins_loses_and_is_returned_as_the_coup_decides_in_each_chapter(game: str) -> None:
    seen = {(s.wager, s.outcome) for obs in _rounds()[game] for s in obs.settlements}
    want = {(bet, outcome) for bet in (BaccaratBet.PLAYER, BaccaratBet.BANKER)
            for outcome in (Outcome.WON, Outcome.LOST, Outcome.RETURNED)}
    want |= {(BaccaratBet.TIE, Outcome.WON), (BaccaratBet.TIE, Outcome.LOST)}
    assert want - seen == set(), f"{game}: never settled {sorted((b.value, o.value) for b, o in want - seen)}"
