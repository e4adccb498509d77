"""A discrepancy as a ready-to-paste Gherkin scenario in the suite's own step language.

The scenario must fail, pasted into a feature file, the way the fuzzer's round failed
(issue #24): every part of the round script is written as a step, the injected faults
included (:data:`_FAULT_STEPS`, one step of steps/library.py per fault kind), and the title
cites the subsection of the first difference in the order the observation is settled and
compared (:func:`tablecert.fuzz.run.first_citation`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tablecert.adapters.stepped import Way
from tablecert.fuzz.choices import _ORDINAL
from tablecert.fuzz.run import FuzzResult
from tablecert.oracle.card_games import RulesSubmission
from tablecert.oracle.card_round.table import STUB_COUNT_EVERY
from tablecert.oracle.cards import format_cards
from tablecert.oracle.judge import Difference, Discrepancy
from tablecert.oracle.money import format_money
from tablecert.oracle.round import (
    COMMUNITY,
    DEALER,
    Choice,
    Fault,
    FaultKind,
    RoundScript,
)
from tablecert.oracle.wagers import Game

if TYPE_CHECKING:
    from tablecert.fuzz.sessions import SessionStep

__all__ = ["differences_json", "fault_step", "session_to_gherkin", "to_gherkin"]


def _money(cents: int) -> str:
    return format_money(cents)


def _nth(index: int | None) -> str:
    n = (index or 0) + 1
    suffix = "th" if 10 <= n % 100 <= 20 else _ORDINAL.get(n % 10, "th")
    return f"{n}{suffix}"


_WHO = {DEALER: "the dealer", COMMUNITY: "the community card area"}
_DEVICE = {"shoe": "automated dealing shoe", "shuffler": "automated card shuffling device"}

_FAULT_STEPS: dict[FaultKind, Callable[[Fault], str]] = {
    FaultKind.CARD_FACE_UP_IN_DECK: lambda f: f"the card dealt {_nth(f.at)} is found face up in the deck",
    FaultKind.CARD_DRAWN_IN_ERROR:
        lambda f: f"the {_nth(f.at)} card is drawn in error without its face being exposed",
    FaultKind.INCORRECT_CARD_COUNT:
        lambda f: f"{_WHO.get(f.position or '', f.position)} is dealt {f.count} cards",
    FaultKind.DEALER_CARD_EXPOSED:
        lambda f: "one of the dealer's cards is inadvertently exposed before the dealer reveals them",
    FaultKind.COMMUNITY_CARD_EXPOSED:
        lambda f: "a community card is inadvertently exposed before the dealer reveals it",
    FaultKind.SHUFFLER_JAM: lambda f: "the automated card shuffling device jams during the shuffle",
    FaultKind.SHOE_JAM: lambda f: f"the automated dealing shoe jams after {f.at or 0} cards",
    FaultKind.DEVICE_MALFUNCTION:
        lambda f: f"the {_DEVICE[f.position or 'shuffler']} malfunctions and cannot be used",
    FaultKind.WRONG_DECK_SIZE: lambda f: f"the deck holds {f.count} cards",
}
"""Each fault kind as the Given step of steps/library.py that injects it: a reproducer that
dropped one (the deck of 51 cards printed without "the deck holds 51 cards") would not fail."""


def fault_step(fault: Fault) -> str:
    """The step text that injects ``fault`` (without its keyword)."""
    return _FAULT_STEPS[fault.kind](fault)


def _game_name(rules: RulesSubmission) -> str:
    return "Three Card Poker" if rules.game is Game.THREE_CARD_POKER else "Let It Ride"


def _round_lines(script: RoundScript, *, keyword: str = "And",
                 how: str = "the round is settled") -> list[str]:
    """One round as steps: its wagers, deck and faults (Givens, the first under ``keyword``),
    its decisions and ``how`` it is played: "the round is settled", or step by step (Whens)."""
    lines: list[str] = []

    def given(text: str) -> None:
        lines.append(f"    {'And' if lines else keyword} {text}")

    for w in script.wagers:
        article = "an" if w.wager.value[0] in "AEIOU" else "a"
        if w.after_no_more_bets:
            given(f'seat {w.seat} tries to place {article} {w.wager.value} of {_money(w.amount)} '
                  'after "no more bets"')
        else:
            given(f"seat {w.seat} places {article} {w.wager.value} of {_money(w.amount)}")
    given(f'the deck is stacked in the order "{format_cards(script.deck)}"')
    for fault in script.faults:
        given(fault_step(fault))
    first = True
    for d in script.decisions:
        when = "When" if first else "And"
        if d.choice is Choice.PLAY:
            lines.append(f"    {when} seat {d.seat} makes a Play Wager")
        elif d.choice is Choice.FOLD:
            lines.append(f"    {when} seat {d.seat} folds")
        elif d.wager is not None:
            verb = "lets" if d.choice is Choice.LET_IT_RIDE else "withdraws"
            ride = " ride" if d.choice is Choice.LET_IT_RIDE else ""
            lines.append(f"    {when} seat {d.seat} {verb} {d.wager.value}{ride}")
        else:
            continue
        first = False
    lines.append(f"    {'When' if first else 'And'} {how}")
    return lines


def _stub_line(rules: RulesSubmission) -> str:
    within = "in the last" if rules.game is Game.LET_IT_RIDE else "every"
    return f"    And the stub has been counted at least once {within} {STUB_COUNT_EVERY} rounds of play"


def to_gherkin(result: FuzzResult, replay: str, citation: str) -> str:
    """The minimal failing round as a scenario of the suite's own steps."""
    assert result.rules is not None and result.script is not None and result.discrepancy
    script, rules = result.script, result.rules
    lines = [f"  Scenario: {citation} A random round conforms to the oracle (seed {result.seed})",
             f"    # replay: {replay}",
             f'    Given a {_game_name(rules)} table under Rules Submission "{rules.name}"']
    if result.prior_rounds:
        plural = "round has" if result.prior_rounds == 1 else "rounds have"
        lines.append(f"    And {result.prior_rounds} {plural} been played at the table")
    lines += _round_lines(script, how=_how_played(result))
    lines.append("    Then the round conforms to the oracle")
    if result.stub_check:
        lines.append(_stub_line(rules))
    return "\n".join(lines) + "\n"


def session_to_gherkin(rules: RulesSubmission, steps: list[SessionStep], discrepancy: Discrepancy,
                       *, seed: int, replay: str, citation: str) -> str:
    """A failing session as one scenario at one table: each round of ``steps`` (a script)
    played in turn, each recall (an int: the rounds asked for) read and judged, in the
    session's order; the stub count schedule judged where the session's difference is it."""
    lines = [f"  Scenario: {citation} A random session conforms to the oracle (seed {seed})",
             f"    # replay: {replay}",
             f'    Given a {_game_name(rules)} table under Rules Submission "{rules.name}"']
    for step in steps:
        if isinstance(step, int):
            lines.append(f"    When the game recall of the last {step} rounds is read")
            lines.append("    Then the recalled rounds conform to the oracle")
        elif isinstance(step, tuple):  # a round step by step, trying a forbidden move
            script, probe = step
            lines += _round_lines(script, keyword="Given" if len(lines) > 3 else "And",
                                  how=f"the round is played step by step, trying {probe.value} at its point")
            lines.append("    Then the round conforms to the oracle")
        else:
            lines += _round_lines(step, keyword="Given" if len(lines) > 3 else "And")
            lines.append("    Then the round conforms to the oracle")
    if any(d.field == "stub count" for d in discrepancy.differences):
        lines.append(_stub_line(rules))
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
    return [{"field": d.field, "expected": d.expected, "observed": d.observed, "citation": d.citation,
             "money": d.money}
            for d in differences]
