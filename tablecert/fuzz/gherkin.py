"""A discrepancy as a ready-to-paste Gherkin scenario in the suite's own step language."""

from __future__ import annotations

from typing import Any

from tablecert.adapters.stepped import Way
from tablecert.fuzz.choices import _ORDINAL
from tablecert.fuzz.run import FuzzResult
from tablecert.oracle.card_round.table import STUB_COUNT_EVERY
from tablecert.oracle.cards import format_cards
from tablecert.oracle.judge import Difference
from tablecert.oracle.money import format_money
from tablecert.oracle.round import (
    Choice,
    FaultKind,
)
from tablecert.oracle.wagers import Game


def _money(cents: int) -> str:
    return format_money(cents)


def to_gherkin(result: FuzzResult, replay: str, citation: str) -> str:
    """The minimal failing round as a scenario of the suite's own steps."""
    assert result.rules is not None and result.script is not None and result.discrepancy
    script, rules = result.script, result.rules
    game = "Three Card Poker" if rules.game is Game.THREE_CARD_POKER else "Let It Ride"
    lines = [f"  Scenario: {citation} A random round conforms to the oracle (seed {result.seed})",
             f"    # replay: {replay}",
             f'    Given a {game} table under Rules Submission "{rules.name}"']
    if result.prior_rounds:
        plural = "round has" if result.prior_rounds == 1 else "rounds have"
        lines.append(f"    And {result.prior_rounds} {plural} been played at the table")
    for w in script.wagers:
        article = "an" if w.wager.value[0] in "AEIOU" else "a"
        if w.after_no_more_bets:
            lines.append(f'    And seat {w.seat} tries to place {article} {w.wager.value} of '
                         f'{_money(w.amount)} after "no more bets"')
        else:
            lines.append(f"    And seat {w.seat} places {article} {w.wager.value} of "
                         f"{_money(w.amount)}")
    lines.append(f'    And the deck is stacked in the order "{format_cards(script.deck)}"')
    for f in script.faults:
        n = (f.at or 0) + 1
        suffix = "th" if 10 <= n % 100 <= 20 else _ORDINAL.get(n % 10, "th")
        if f.kind is FaultKind.CARD_FACE_UP_IN_DECK:
            lines.append(f"    And the card dealt {n}{suffix} is found face up in the deck")
        elif f.kind is FaultKind.CARD_DRAWN_IN_ERROR:
            lines.append(f"    And the {n}{suffix} card is drawn in error without its face being "
                         "exposed")
    first = True
    for d in script.decisions:
        keyword = "When" if first else "And"
        first = False
        if d.choice is Choice.PLAY:
            lines.append(f"    {keyword} seat {d.seat} makes a Play Wager")
        elif d.choice is Choice.FOLD:
            lines.append(f"    {keyword} seat {d.seat} folds")
        elif d.wager is not None:
            verb = "lets" if d.choice is Choice.LET_IT_RIDE else "withdraws"
            ride = " ride" if d.choice is Choice.LET_IT_RIDE else ""
            lines.append(f"    {keyword} seat {d.seat} {verb} {d.wager.value}{ride}")
    lines.append(f"    {'When' if first else 'And'} {_how_played(result)}")
    lines.append("    Then the round conforms to the oracle")
    if result.stub_check:
        within = ("in the last" if rules.game is Game.LET_IT_RIDE else "every")
        lines.append(f"    And the stub has been counted at least once {within} {STUB_COUNT_EVERY} "
                     "rounds of play")
    return "\n".join(lines) + "\n"


def _how_played(result: FuzzResult) -> str:
    """The When step that plays the round the way the failing case reached the system: step
    by step (with the forbidden move it tried) where the difference is of the stepped play."""
    plan = result.plan
    stepped = plan is not None and Way.STEP in plan.ways and (Way.SCRIPTED not in plan.ways or any(
        d.field.startswith(("refusal of ", "step ")) for d in result.discrepancy.differences))  # type: ignore[union-attr]
    if not stepped:
        return "the round is settled"
    assert plan is not None
    return (f"the round is played step by step, trying {plan.probe.value} at its point"
            if plan.probe is not None else "the round is played step by step")


def differences_json(differences: list[Difference]) -> list[dict[str, Any]]:
    return [{"field": d.field, "expected": d.expected, "observed": d.observed, "citation": d.citation}
            for d in differences]



