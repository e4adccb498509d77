"""Steps only the Three Card Poker dealing, settlement and irregularity scenarios need
(649a.8-649a.13, 565.8-565.13); shared phrases live in steps/library.py.

Thin glue: each Then reads the system's observation (or, for the stub count, the
observations of every round the scenario played, ``context.history``); the Rules
Submission steps hand YAML text to :func:`tablecert.oracle.card_games.parse_rules_submission`,
the same validation ``tablecert validate`` runs.

Four phrases are also defined, with the same pattern and meaning, in steps/let_it_ride.py
("seat N is dealt no cards", "the system reports X before Y", "the Rules Submission is
refused citing ..." / "is accepted", with the ``submission`` fixture): pytest-bdd keys a step
by its pattern, so whichever module is imported last serves both games. They belong in
steps/library.py once both games' steps settle.
"""

from __future__ import annotations

import re

from pytest_bdd import given, parsers, then

from tablecert.oracle.money import format_money, parse_money
from tablecert.oracle.round import EventKind, Observation, Outcome, seat_position
from tablecert.oracle.wagers import Wager
from tablecert.steps.context import ScenarioContext
from tablecert.steps.submission import SubmissionCheck

MONEY = r"\$[\d,]+(?:\.\d\d)?"


def _observed(context: ScenarioContext) -> Observation:
    assert context.observed is not None, "the round has not been settled: add 'When the round is settled'"
    return context.observed


# ---------------------------------------------------------------------------- dealing
@then(parsers.re(r'the system reports "wagers collected" for (?P<count>\d+) Progressive Payout Wagers?$'))
def wagers_collected(context: ScenarioContext, count: str) -> None:
    """649a.8(b), 649a.9(a)(3), 649a.10(a)(2), 565.8(b): the wagers the progressive table game
    system accepted are collected; each accepted wager is then settled, so the count is read
    from the settlement lines."""
    obs = _observed(context)
    kinds = [e.kind for e in obs.events]
    assert EventKind.WAGERS_COLLECTED in kinds, (
        f"the system did not report 'wagers collected'; it reported {[k.value for k in kinds]}")
    accepted = [s for s in obs.settlements if s.wager is Wager.PROGRESSIVE]
    assert len(accepted) == int(count), (
        f"the system accepted {len(accepted)} Progressive Payout Wagers "
        f"(seats {[s.seat for s in accepted]}), expected {count}")
    # the event's detail is free text, but a number of wagers it states must agree
    collected = next(e for e in obs.events if e.kind is EventKind.WAGERS_COLLECTED)
    stated = re.search(r"(\d+)\s+Progressive Payout Wager", collected.detail)
    assert stated is None or int(stated.group(1)) == int(count), (
        f"the system counted {stated.group(1) if stated else ''} Progressive Payout Wagers "
        f"collected, expected {count}")


@then(parsers.re(r"the stub has been counted at least once every (?P<n>\d+) rounds of play"))
def stub_counted_every(context: ScenarioContext, n: str) -> None:
    """649a.8(f), 649a.9(d), 649a.10(d): no run of ``n`` dealt rounds without a stub count."""
    dealt = [obs for _, obs in context.history if obs.dealt]
    every = int(n)
    assert len(dealt) >= every, f"only {len(dealt)} rounds were dealt; play at least {every}"
    for start in range(len(dealt) - every + 1):
        window = dealt[start:start + every]
        if not any(e.kind is EventKind.STUB_COUNTED for obs in window for e in obs.events):
            numbers = [obs.round_number for obs in window]
            raise AssertionError(f"the stub was not counted in rounds {numbers[0]}-{numbers[-1]}")


# ---------------------------------------------------------------------------- decisions
@then(parsers.re(r'the players decide in the order "(?P<order>[^"]+)"'))
def decision_order(context: ScenarioContext, order: str) -> None:
    got = [seat_position(d.seat) for d in _observed(context).decisions]
    want = [p.strip() for p in order.split(",")]
    assert got == want, f"the dealer asked {got}, expected {want}"


@then(parsers.re(r"seat (?P<seat>\d+)'s Play Wager equals its Ante Wager"))
def play_equals_ante(context: ScenarioContext, seat: str) -> None:
    lines = _observed(context).lines_for(int(seat), Wager.PLAY)
    assert lines, f"the system settled no Play Wager of seat {seat}"
    ante = context.amount_of(int(seat), Wager.ANTE)
    assert lines[0].amount == ante, (f"seat {seat}'s Play Wager is {format_money(lines[0].amount)}, "
                                     f"not equal to the Ante Wager of {format_money(ante)}")


@then("the forfeited wagers are collected before any other wager is settled")
def forfeits_first(context: ScenarioContext) -> None:
    outcomes = [s.outcome for s in _observed(context).settlements]
    assert Outcome.FORFEITED in outcomes, "the system reported no forfeited wager"
    last_forfeit = max(i for i, o in enumerate(outcomes) if o is Outcome.FORFEITED)
    first_other = next((i for i, o in enumerate(outcomes) if o is not Outcome.FORFEITED), len(outcomes))
    assert last_forfeit < first_other, "a wager was settled before every forfeited wager was collected"


@then(parsers.re(r"seat (?P<seat>\d+)'s (?P<wager>[A-Z][A-Za-z\- ]*?(?:Wager|Bonus)) is paid from the "
                 r"(?P<source>table inventory|progressive table game system)$"))
def paid_from(context: ScenarioContext, seat: str, wager: str, source: str) -> None:
    w = Wager.parse(wager)
    lines = [s for s in _observed(context).lines_for(int(seat), w) if s.outcome is Outcome.WON]
    assert lines, f"the system paid no {w.value} to seat {seat}"
    for line in lines:
        assert line.source.value == source, (f"seat {seat}'s {w.value} was paid from the "
                                             f"{line.source.value}, expected the {source}")


# ---------------------------------------------------------------------------- Rules Submission
def _submission_yaml(*, edition: str, dealing: str = "manual dealing shoe",
                     shuffler: str = "automated card shuffling device",
                     progressive: dict[str, str] | None = None) -> str:
    lines = ["rules_submission: scenario", "game: three-card-poker", f'edition: "{edition}"',
             "table:", "  adjacent_boxes: 1", f"  dealing: {dealing}", f"  shuffler: {shuffler}",
             "three_card_poker:", "  ante_bonus: A", "  pair_plus: A"]
    if progressive is not None:
        lines.append("  progressive:")
        lines += [f"    {key}: {value}" for key, value in progressive.items()]
    return "\n".join(lines) + "\n"


_MINIMUM_RATE = {"A": "14%", "B": "20%"}


@given(parsers.re(
    r"a Rules Submission under chapter (?P<chapter>649a|565) with an? (?:Paytable|Payout Table) "
    r"(?P<letter>[AB]) progressive"
    r"(?: at a rate of progression of (?P<rate>[\d.]+%))?"
    r"(?: and an? (?P<which>initial|reset) amount of (?P<amount>" + MONEY + "))?"
    r"(?: that states no (?P<missing>rate of progression|initial amount|reset amount))?$"))
def progressive_submission(submission: SubmissionCheck, chapter: str, letter: str, rate: str | None,
                           which: str | None, amount: str | None, missing: str | None) -> None:
    fields = {"paytable": letter, "wager": "$1", "rate_of_progression": rate or _MINIMUM_RATE[letter],
              "initial_amount": "$1,000", "reset_amount": "$1,000"}
    if which is not None and amount is not None:
        fields[f"{which}_amount"] = format_money(parse_money(amount))
    if missing is not None:
        del fields[missing.replace(" ", "_")]
    submission.validate(_submission_yaml(edition=chapter, progressive=fields))


@given(parsers.re(r"a Rules Submission under chapter (?P<chapter>649a|565) for cards dealt from the hand "
                  r"and shuffled (?P<how>manually|by an automated card shuffling device)$"))
def hand_dealt_submission(submission: SubmissionCheck, chapter: str, how: str) -> None:
    shuffler = "manual" if how == "manually" else "automated card shuffling device"
    submission.validate(_submission_yaml(edition=chapter, dealing="hand", shuffler=shuffler))
