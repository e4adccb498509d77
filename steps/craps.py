"""Steps of Craps and Mini-Craps (537.1, 537.3(a), 537.5a): thin glue from the phrases to a
:class:`tablecert.oracle.games.craps.CrapsScript` and to assertions on the system's observation.

Each "the shooter rolls ..." plays the rolls on the system under test and on the oracle
and records both (a Craps table's state runs on from roll to roll); the Then steps state the
regulation's outcome literally, on what the system reported, and after the last step the
plugin judges every recorded observation field by field (steps/judgements.py).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from fractions import Fraction
from typing import ClassVar

import pytest
from pytest_bdd import given, parsers, then, when

from tablecert.adapters.contract import SystemUnderTest
from tablecert.files import resolve_game_rules
from tablecert.oracle.games.craps import (
    Bet,
    Call,
    CrapsObservation,
    CrapsRules,
    CrapsScript,
    Outcome,
    Roll,
    Wager,
)
from tablecert.oracle.games.craps.model import Placement, Settlement
from tablecert.oracle.games.craps.paytables import HARDWAY_NAMES
from tablecert.oracle.games.craps.rules import parse_craps_rules
from tablecert.oracle.money import format_money, parse_money
from tablecert.oracle.rules_reader import RulesSubmissionError
from tablecert.steps.judgements import RoundJudgements
from tablecert.steps.kit import GameScenario
from tablecert.steps.library import MONEY_EITHER, amounts
from tablecert.steps.submission import the_system_refuses

MONEY = r"\$[\d,]+(?:\.\d\d)?"
BET = (r"(?P<bet>Buy Bet on \d+|Lay Bet on \d+|(?:Four|Six|Eight|Ten) the Hardway Bet"
       r"|Two-Six on the Hop Bet)")
_NUMBERS = {name: number for number, name in HARDWAY_NAMES.items()}


def parse_bet(text: str) -> tuple[Bet, int]:
    """``"Buy Bet on 4"`` is (Bet.BUY, 4); ``"Six the Hardway Bet"`` (Bet.HARDWAY, 6)."""
    if text.startswith(("Buy Bet on ", "Lay Bet on ")):
        return (Bet.BUY if text.startswith("Buy") else Bet.LAY), int(text.rsplit(" ", 1)[1])
    if text.endswith("the Hardway Bet"):
        return Bet.HARDWAY, _NUMBERS[text.split(" ", 1)[0]]
    return Bet.HOP_TWO_SIX, 8


@dataclass
class CrapsScenario(GameScenario[CrapsRules, CrapsObservation]):
    """The table on the system under test and on the oracle, and the wagers and calls
    waiting for the next roll."""

    played_by: ClassVar[str] = "When the shooter rolls ..."
    wagers: list[Wager] = field(default_factory=list)
    calls: list[Call] = field(default_factory=list)
    rolls_played: int = 0

    def roll(self, dice: list[tuple[int, int]]) -> None:
        rolls = [Roll(dice[0], tuple(self.wagers), tuple(self.calls))]
        rolls += [Roll(d) for d in dice[1:]]
        self.wagers, self.calls = [], []
        self.rolls_played += len(dice)
        self.play(CrapsScript(tuple(rolls)),
                  f"the rolls {dice} (rolls up to {self.rolls_played} at this table)")

    def lines(self, player: int, bet: str) -> list[Settlement]:
        kind, number = parse_bet(bet)
        return [s for r in self.seen().rolls for s in r.settlements
                if (s.player, s.bet, s.number) == (player, kind, number)]

    def line(self, player: int, bet: str) -> Settlement:
        found = self.lines(player, bet)
        if len(found) != 1:
            raise AssertionError(f"the system settled player {player}'s {bet} {len(found)} times "
                                 f"in these rolls: {found}")
        return found[0]

    def placement(self, player: int, bet: str) -> Placement:
        kind, number = parse_bet(bet)
        found = [p for r in self.seen().rolls for p in r.placements
                 if (p.player, p.bet, p.number) == (player, kind, number)]
        if len(found) != 1:
            raise AssertionError(f"the system accepted player {player}'s {bet} {len(found)} times")
        return found[0]


@pytest.fixture
def craps(round_judgements: RoundJudgements) -> CrapsScenario:
    return CrapsScenario(round_judgements)


# ---------------------------------------------------------------------------- Given
@given(parsers.re(r'an? (?P<variant>Craps|Mini-Craps) table under Rules Submission "(?P<name>[^"]+)"'))
def craps_table(craps: CrapsScenario, system: SystemUnderTest, variant: str, name: str,
                request: pytest.FixtureRequest) -> None:
    named = resolve_game_rules(name)
    assert not isinstance(named, CrapsRules) or named.variant.value == variant, (
        f"Rules Submission {name!r} is for {named.variant.value}")
    craps.open(system, request, name, CrapsRules)


@given(parsers.re(rf'player (?P<player>\d+) places an? (?P<bet>Buy Bet|Lay Bet) of (?P<amount>{MONEY}) '
                  r'on (?P<number>\d+)(?P<on> called "on")?$'))
def places_buy_lay(craps: CrapsScenario, player: str, bet: str, amount: str, number: str,
                   on: str | None) -> None:
    kind = Bet.BUY if bet == "Buy Bet" else Bet.LAY
    craps.wagers.append(Wager(int(player), kind, int(number), parse_money(amount), on=bool(on)))


@given(parsers.re(rf'player (?P<player>\d+) places an? (?P<bet>(?:Four|Six|Eight|Ten) the Hardway Bet'
                  rf'|Two-Six on the Hop Bet) of (?P<amount>{MONEY})(?P<on> called "on")?$'))
def places_prop(craps: CrapsScenario, player: str, bet: str, amount: str, on: str | None) -> None:
    kind, number = parse_bet(bet)
    craps.wagers.append(Wager(int(player), kind, number, parse_money(amount), on=bool(on)))


@given(parsers.re(rf'player (?P<player>\d+) calls the {BET} "(?P<state>on|off)"'))
def calls(craps: CrapsScenario, player: str, bet: str, state: str) -> None:
    kind, number = parse_bet(bet)
    craps.calls.append(Call(int(player), kind, number, on=state == "on"))


_DICE = re.compile(r"([1-6])-([1-6])")


@given(parsers.re(r"the shooter rolls (?P<rolls>[1-6]-[1-6](?:(?:, | and )[1-6]-[1-6])*)$"))
@when(parsers.re(r"the shooter rolls (?P<rolls>[1-6]-[1-6](?:(?:, | and )[1-6]-[1-6])*)$"))
def shooter_rolls(craps: CrapsScenario, rolls: str) -> None:
    craps.roll([(int(a), int(b)) for a, b in _DICE.findall(rolls)])


# ---------------------------------------------------------------------------- Then
_PAID = (rf"paid (?P<odds>\d+ to \d+), (?P<won>{MONEY_EITHER}), "
         rf"(?:less a vigorish of (?P<vig>{MONEY})|with no vigorish)$")


@then(parsers.re(rf"player (?P<player>\d+)'s {BET} is {_PAID}"))
def paid(craps: CrapsScenario, player: str, bet: str, odds: str, won: str, vig: str | None) -> None:
    """``won`` may name each amount a reading allows ("$29.16 or $29.17")."""
    line = craps.line(int(player), bet)
    a, b = odds.split(" to ")
    assert line.outcome is Outcome.WINS, f"player {player}'s {bet} {line.outcome.value}, not wins"
    assert line.odds == Fraction(int(a), int(b)), f"paid at {line.odds}, not {odds}"
    assert line.winnings in amounts(won), f"paid {format_money(line.winnings)}, not {won}"
    fee = parse_money(vig) if vig else 0
    assert line.vigorish == fee, \
        f"charged a vigorish of {format_money(line.vigorish)}, not {format_money(fee)}"
    assert line.returned == line.amount, f"returned {format_money(line.returned)} of the wager"


@then(parsers.re(rf"player (?P<player>\d+)'s {BET} loses, with no vigorish$"))
def loses(craps: CrapsScenario, player: str, bet: str) -> None:
    line = craps.line(int(player), bet)
    assert line.outcome is Outcome.LOSES, f"player {player}'s {bet} {line.outcome.value}, not loses"
    assert line.vigorish == 0, f"a losing wager was charged {format_money(line.vigorish)}"
    assert line.winnings == 0 and line.returned == 0, \
        (f"player {player}'s losing {bet} was paid {format_money(line.winnings)} and "
         f"{format_money(line.returned)} back, expected nothing")


@then(parsers.re(rf"player (?P<player>\d+)'s {BET} neither wins nor loses and stays up"))
def no_action(craps: CrapsScenario, player: str, bet: str) -> None:
    found = craps.lines(int(player), bet)
    assert not found, f"player {player}'s {bet} was settled: {found}"
    kind, number = parse_bet(bet)
    assert any((s.player, s.bet, s.number) == (int(player), kind, number) for s in craps.seen().standing), \
        f"player {player}'s {bet} is no longer up: {craps.seen().standing}"


@then(parsers.re(rf"player (?P<player>\d+)'s {BET} is accepted with no fee"))
def accepted(craps: CrapsScenario, player: str, bet: str) -> None:
    placement = craps.placement(int(player), bet)
    assert placement.vigorish == 0, f"a fee of {format_money(placement.vigorish)} was charged on placing it"


@then(parsers.re(rf"player (?P<player>\d+)'s {BET} is either refused as (?P<reason>[a-z-]+) "
                 rf'citing "(?P<cite>[^"]+)" or {_PAID}'))
def refused_or_paid(craps: CrapsScenario, player: str, bet: str, reason: str, cite: str, odds: str,
                    won: str, vig: str | None) -> None:
    """Where the text allows both (537.5a(a), (b): a wager whose winnings are not whole cents,
    interpretation register): a refusal as the first, or the payout as the second."""
    if craps.lines(int(player), bet):
        paid(craps, player, bet, odds, won, vig)
    else:
        refused(craps, player, bet, reason, cite)


@then(parsers.re(rf"player (?P<player>\d+)'s {BET} is refused as (?P<reason>[a-z-]+) "
                 r'citing "(?P<cite>[^"]+)"$'))
def refused(craps: CrapsScenario, player: str, bet: str, reason: str, cite: str) -> None:
    kind, number = parse_bet(bet)
    found = [f for r in craps.seen().rolls for f in r.refusals
             if (f.player, f.bet, f.number) == (int(player), kind, number)]
    assert found, f"the system did not refuse player {player}'s {bet}"
    assert found[0].reason.value == reason, f"refused as {found[0].reason.value}, not {reason}"
    # the citation is optional and not judged (docs/protocol.md, Craps): compared only where sent
    got = found[0].citation
    assert not got or got == cite, f"refused citing {got}, not {cite}"
    assert not craps.lines(int(player), bet), f"a refused wager was settled: {craps.lines(int(player), bet)}"


@then(parsers.re(r'the roll is "(?P<result>[a-z -]+)"(?: and the point is (?P<point>\d+))?$'))
def roll_result(craps: CrapsScenario, result: str, point: str | None) -> None:
    last = craps.seen().rolls[-1]
    assert last.result.value == result, f"the roll was {last.result.value!r}, not {result!r}"
    want = int(point) if point else None
    assert craps.seen().point == want, f"the point is {craps.seen().point}, not {want}"


@then(parsers.re(r"the (?P<which>next|last) roll (?:is|was) a come-out roll"))
def come_out(craps: CrapsScenario, which: str) -> None:
    if which == "next":
        assert craps.seen().point is None, f"the point is still {craps.seen().point}"
    else:
        assert craps.seen().rolls[-1].come_out, "the last roll was not a come-out roll"


@then(parsers.re(rf"the table charges (?P<amount>{MONEY}) in vigorish in all$"))
def fees(craps: CrapsScenario, amount: str) -> None:
    assert craps.seen().vigorish == parse_money(amount), \
        f"the table charged {format_money(craps.seen().vigorish)} in all, not {amount}"


# ---------------------------------------------------------------------------- Rules Submission
@dataclass
class CrapsSubmission:
    text: str = ""
    refused: RulesSubmissionError | None = None


@pytest.fixture
def craps_submission() -> CrapsSubmission:
    return CrapsSubmission()


@given(parsers.re(r"a Craps Rules Submission offering (?P<bet>Buy|Lay) Bets with a vigorish of "
                  r"(?P<rate>[\d.]+%)(?: of the (?P<base>amount wagered|amount won))?$"))
def submission_offering(craps_submission: CrapsSubmission, bet: str, rate: str, base: str | None) -> None:
    section = "buy_bets" if bet == "Buy" else "lay_bets"
    extra = f"\n  vigorish_on: {base}" if base else ""
    craps_submission.text = (f"rules_submission: scenario\ngame: craps\n{section}:\n  vigorish: {rate}"
                             f"{extra}\n")
    try:
        parse_craps_rules(craps_submission.text, "<scenario>")
        craps_submission.refused = None
    except RulesSubmissionError as exc:
        craps_submission.refused = exc


@then(parsers.re(r'the Craps Rules Submission is refused citing "(?P<citation>[^"]+)"'))
def craps_submission_refused(craps_submission: CrapsSubmission, citation: str,
                             request: pytest.FixtureRequest) -> None:
    assert craps_submission.refused is not None, f"accepted:\n{craps_submission.text}"
    cited = [v.citation for v in craps_submission.refused.violations]
    assert citation in cited, f"refused citing {cited}, not {citation!r}"
    the_system_refuses(request, craps_submission.text, citation)


@then("the Craps Rules Submission is accepted")
def craps_submission_accepted(craps_submission: CrapsSubmission) -> None:
    assert craps_submission.refused is None, str(craps_submission.refused)
