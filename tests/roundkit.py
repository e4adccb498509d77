"""Helpers the round tests share: bundled Rules Submissions with text edits, amounts in
dollars, decks stacked to deal given hands, and a whole round played at a table."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import cache
from pathlib import Path

from tablecert.oracle.card_games import RulesSubmission, Table, parse_rules_submission
from tablecert.oracle.card_round.dealing import deal_plan, stack_deck
from tablecert.oracle.cards import Card, parse_cards
from tablecert.oracle.round import (
    Decision,
    EventKind,
    Observation,
    RoundScript,
    SettlementLine,
    WagerPlacement,
    seat_position,
)
from tablecert.oracle.wagers import Wager

RULES_DIR = Path(__file__).resolve().parents[1] / "rules_submissions"


@cache
def rules(name: str, *edits: tuple[str, str]) -> RulesSubmission:
    """A bundled Rules Submission, optionally with literal text edits (each must match once)."""
    text = (RULES_DIR / f"{name}.yaml").read_text()
    for old, new in edits:
        assert text.count(old) == 1, f"{old!r} is not in {name}.yaml exactly once"
        text = text.replace(old, new)
    return parse_rules_submission(text, source=f"{name}.yaml (edited)" if edits else name)


def usd(dollars: float) -> int:
    return round(dollars * 100)


def W(seat: int, wager: Wager, dollars: float, *, late: bool = False) -> WagerPlacement:
    return WagerPlacement(seat, wager, usd(dollars), after_no_more_bets=late)


def stacked(rs: RulesSubmission, hands: Mapping[int | str, str],
            seats: Iterable[int] | None = None) -> tuple[Card, ...]:
    """A 52-card deck that deals ``hands`` (seat number or position -> cards) to ``seats``."""
    if seats is None:
        seats = [k for k in hands if isinstance(k, int)]
    plan = deal_plan(rs.game, rs.table.dealing, sorted(seats))
    named = {seat_position(k) if isinstance(k, int) else k: parse_cards(v) for k, v in hands.items()}
    return stack_deck(plan, named)


def play(rs: RulesSubmission, wagers: Iterable[WagerPlacement], hands: Mapping[int | str, str], *,
         decisions: Iterable[Decision] = (), seats: Iterable[int] | None = None,
         table: Table | None = None) -> Observation:
    """One scripted round; the deck is stacked for the seats that placed a wager in time."""
    wagers = tuple(wagers)
    if seats is None:
        seats = sorted({w.seat for w in wagers if not w.after_no_more_bets})
    deck = stacked(rs, hands, seats)
    return (table or Table(rs)).play(RoundScript(wagers=wagers, deck=deck,
                                                 decisions=tuple(decisions)))


def only(obs: Observation, seat: int, wager: Wager) -> SettlementLine:
    lines = obs.lines_for(seat, wager)
    assert len(lines) == 1, f"seat {seat} has {len(lines)} {wager.value} lines: {lines}"
    return lines[0]


def kinds(obs: Observation) -> list[EventKind]:
    return [e.kind for e in obs.events]
