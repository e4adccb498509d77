"""Random Ultimate Texas Hold 'Em rounds (653a.1) and their scenarios in steps/baccarat_uth.py's words.

A case is one round at a fresh table: one to four seats with an Ante and a Blind Wager, now
and then a Trips Wager (one in four offered after cards are dealt: refused, 653a.1 Trips
Wager), a Progressive Payout Wager, or a wager at a seat the table does not have; the hole
cards, burns, flop and final community cards from a random deck or, one case in three,
from a few high spades, hearts and deuces, so that straight flushes (Envy Bonus Qualifying
Hands) and three-of-a-kind (Progressive Payout Hands) come up often; and each seat's
check, Play Wager or fold at each stage, kept when the oracle can play it. The deck is laid
out the way the step "the Ultimate Texas Hold 'Em deck deals ..." lays it out, so the pasted
scenario deals the very same deck.
"""

from __future__ import annotations

from typing import Any

from tablecert.fuzz.choices import Choices
from tablecert.fuzz.games import GameFuzzer
from tablecert.oracle.cards import FULL_DECK, Card, format_cards, parse_cards
from tablecert.oracle.game import GameRules
from tablecert.oracle.games.ultimate_texas_hold_em.model import (
    Stage,
    UthChoice,
    UthDecision,
    UthObservation,
    UthScript,
    UthWager,
    UthWagerKind,
)
from tablecert.oracle.games.ultimate_texas_hold_em.rules import UthRules
from tablecert.oracle.games.ultimate_texas_hold_em.table import UthTable, uth_deck
from tablecert.oracle.money import format_money

__all__ = ["FUZZER", "FUZZERS", "case"]

UTH = "Ultimate Texas Hold 'Em"
_FEW = parse_cards("Ts Js Qs Ks As 9s Th Jh Qh Kh Ah 2d 2c 2h 2s")
_AMOUNTS = (500, 1000, 2500)
_PLAY = {Stage.BEFORE_FLOP: 3, Stage.AFTER_FLOP: 2, Stage.AFTER_ALL: 1}
"""The Play Wager as a multiple of the Ante at each stage (the usual game; any amount is sent as scripted)."""


def _deal(choices: Choices, seats: list[int]) -> tuple[dict[str, tuple[Card, ...]], tuple[Card, ...],
                                                       tuple[Card, ...], tuple[Card, ...]]:
    """The hole cards of the seats and the dealer, the burns, the flop and the final two."""
    cards = choices.permutation(_FEW) if choices.integer(0, 2) == 2 else ()
    cards += choices.permutation(tuple(c for c in FULL_DECK if c not in cards))
    hole = {f"seat {s}": cards[2 * i:2 * i + 2] for i, s in enumerate(seats)}
    rest = cards[2 * len(seats):]
    hole["dealer"] = rest[:2]
    return hole, rest[2:4], rest[4:7], rest[7:9]


def _playable(rules: UthRules, script: UthScript) -> bool:
    try:
        UthTable(rules).play(script)
    except ValueError:
        return False
    return True


def case(choices: Choices, rules: GameRules) -> tuple[UthScript, ...]:
    """One round (see the module's docstring)."""
    assert isinstance(rules, UthRules)
    seats = sorted(choices.permutation(range(1, rules.seats + 1))[:choices.integer(1, min(4, rules.seats))])
    wagers: list[UthWager] = []
    antes: dict[int, int] = {}
    for seat in seats:
        antes[seat] = choices.sample(_AMOUNTS)
        wagers += [UthWager(seat, UthWagerKind.ANTE, antes[seat]),
                   UthWager(seat, UthWagerKind.BLIND, antes[seat])]
        if choices.integer(0, 2) == 2:
            late = choices.integer(1, 9) if choices.integer(0, 3) == 3 else 0
            wagers.append(UthWager(seat, UthWagerKind.TRIPS, choices.sample(_AMOUNTS), late))
        if choices.integer(0, 2) == 2:
            wagers.append(UthWager(seat, UthWagerKind.PROGRESSIVE, 100))
    if choices.integer(0, 7) == 7:
        wagers.append(UthWager(rules.seats + 1, UthWagerKind.TRIPS, 500))
    hole, burns, flop, final = _deal(choices, seats)
    top = uth_deck(hole, burns, flop, final)
    deck = top + tuple(c for c in FULL_DECK if c not in top)
    script = UthScript(tuple(wagers), deck)
    for seat in seats:
        for stage in Stage:
            pick = choices.integer(0, 2)
            if pick == 0:
                continue  # the default: check, or fold at the last stage
            if pick == 1 or stage is Stage.AFTER_ALL:
                decision = UthDecision(seat, stage, UthChoice.PLAY, antes[seat] * _PLAY[stage])
            else:
                decision = UthDecision(seat, stage, UthChoice.CHECK)
            tried = UthScript(script.wagers, deck, (*script.decisions, decision))
            if _playable(rules, tried):
                script = tried
    return (script,)


def steps(rules: GameRules, scripts: tuple[Any, ...], expected: tuple[Any, ...]) -> list[str]:
    """The scenario: the wagers, the cards of each hand and the community, the decisions
    (Given); the deal (When); the oracle's community cards and who stays in the round (Then)."""
    [script] = scripts
    last: UthObservation = expected[-1]
    lines = [f'Given an {UTH} table under Rules Submission "{rules.name}"']
    for w in script.wagers:
        if w.offered_after_cards:
            plural = "card has" if w.offered_after_cards == 1 else "cards have"
            lines.append(f"And seat {w.seat} offers {format_money(w.amount)} on the Trips Wager after "
                         f"{w.offered_after_cards} {plural} been dealt")
        else:
            lines.append(f"And seat {w.seat} puts {format_money(w.amount)} on the {w.wager.value}")
    # the oracle's own record of who got which card
    dealt: dict[str, list[Card]] = {c.to: [] for c in last.cards}
    for c in last.cards:
        dealt[c.to].append(c.card)
    parts = [f'{who} "{format_cards(cards)}"' for who, cards in dealt.items() if who.startswith("seat")]
    parts.append(f'the dealer "{format_cards(dealt["dealer"])}"')
    parts.append(f'the burn cards "{format_cards(dealt["discard rack"])}"')
    parts.append(f'the flop "{format_cards(last.flop)}"')
    parts.append(f'the final community cards "{format_cards(last.community_cards[3:])}"')
    lines.append(f"And the {UTH} deck deals {', '.join(parts)}")
    for d in script.decisions:
        if d.choice is UthChoice.PLAY:
            lines.append(f"And seat {d.seat} makes a Play Wager of {format_money(d.amount)} {d.stage.value}")
        else:
            lines.append(f"And seat {d.seat} {'checks' if d.choice is UthChoice.CHECK else 'folds'} "
                         f"{d.stage.value}")
    lines.append(f"When the {UTH} round is dealt")
    lines.append(f'Then the five community cards are "{format_cards(last.community_cards)}"')
    return lines


FUZZER = GameFuzzer(round_bytes=96, case=case, steps=steps, citation=lambda rules: "653a.1 Hand")
FUZZERS = {"ultimate-texas-hold-em": FUZZER}
"""The games this module fuzzes (tablecert.fuzz.games reads it)."""
