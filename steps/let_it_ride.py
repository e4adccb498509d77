"""Steps only Let It Ride needs (643a); shared phrases live in steps/library.py.

Thin glue over :class:`tablecert.steps.context.ScenarioContext` and the system's Observation: no game
logic. The one step that does not drive a table files a Rules Submission built from the
scenario's words with :func:`tablecert.oracle.card_games.parse_rules_submission` (643a.9(a)(1),
643a.12(d): what a certificate holder may choose is checked when the submission is read).
"""

from __future__ import annotations

import re

from pytest_bdd import given, parsers, then

from tablecert.oracle.cards import parse_cards
from tablecert.oracle.money import format_money, parse_money
from tablecert.oracle.round import (
    COMMUNITY,
    DISCARD,
    EventKind,
    Fault,
    FaultKind,
    Observation,
    Outcome,
    SettlementLine,
)
from tablecert.oracle.wagers import Wager
from tablecert.steps.context import ScenarioContext
from tablecert.steps.submission import SubmissionCheck

MONEY = r"\$[\d,]+(?:\.\d\d)?"
ORDINAL = r"(?:st|nd|rd|th)"
LET_IT_RIDE_POKER_WAGERS = (Wager.BET_1, Wager.BET_2, Wager.BET_3)
_CARD_TOKEN = re.compile(r"(?<![\w])(?:10|[2-9TJQKA])[shdc](?![\w])")


def _observed(context: ScenarioContext) -> Observation:
    assert context.observed is not None, "the round has not been settled: add 'When the round is settled'"
    return context.observed


def _only(obs: Observation, seat: int, wager: Wager) -> SettlementLine:
    lines = obs.lines_for(seat, wager)
    assert lines, f"the system reported no settlement of seat {seat}'s {wager.value}"
    assert len(lines) == 1, f"the system settled seat {seat}'s {wager.value} {len(lines)} times"
    return lines[0]


# ---------------------------------------------------------------------------- Given
@given(parsers.re(r'the card of the community stack that lies to the dealer\'s left is "(?P<card>[^"]+)"'))
def community_stack_left_card(context: ScenarioContext, card: str) -> None:
    """643a.10(b): the card of the community stack that the dealer discards."""
    context.hands[DISCARD] = parse_cards(card)


@given(parsers.re(r"(?P<who>the community card area|seat \d+) is dealt 1 card"))
def dealt_one_card(context: ScenarioContext, who: str) -> None:
    """643a.13(c): the singular of the shared step "... is dealt N cards"."""
    position = COMMUNITY if who == "the community card area" else who
    context.faults.append(Fault(FaultKind.INCORRECT_CARD_COUNT, position=position, count=1))


_CHOICES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (re.compile(r"Paytable (?P<v>[A-Z])"), "let_it_ride", "paytable"),
    (re.compile(rf"an? minimum wager of (?P<v>{MONEY})"), "table", "minimum_wager"),
    (re.compile(rf"an? maximum payout of (?P<v>{MONEY})"), "let_it_ride", "maximum_payout"),
    (re.compile(r"cards dealt from the hand(?P<v>)"), "table", "dealing=hand"),
    (re.compile(r"cards dealt from an? (?P<v>manual|automated) dealing shoe"), "table", "dealing"),
    (re.compile(r"shuffled manually(?P<v>)"), "table", "shuffler=manual"),
    (re.compile(r"shuffled by an automated card shuffling device(?P<v>)"), "table",
     "shuffler=automated card shuffling device"),
)


@given(parsers.re(r"a Rules Submission under chapter 643a with (?P<choices>.+)"))
def let_it_ride_submission(submission: SubmissionCheck, choices: str) -> None:
    """Write the YAML from the scenario's words, one phrase per field, and validate it."""
    sections: dict[str, dict[str, str]] = {
        "table": {"dealing": "manual dealing shoe", "shuffler": "automated card shuffling device",
                  "minimum_wager": "$5"},
        "let_it_ride": {"paytable": "A"},
    }
    for phrase in re.split(r",\s+(?:and\s+)?|\s+and\s+", choices.strip()):
        for pattern, section, key in _CHOICES:
            match = pattern.fullmatch(phrase.strip())
            if match is None:
                continue
            if "=" in key:
                key, value = key.split("=", 1)
            elif key == "dealing":
                value = f"{match['v']} dealing shoe"
            else:
                value = match["v"]
            sections[section][key] = value
            break
        else:
            raise AssertionError(f"unknown Rules Submission choice {phrase!r}; write e.g. 'Paytable A', "
                                 "'a minimum wager of $25', 'a maximum payout of $50,000', 'cards dealt "
                                 "from the hand', 'shuffled manually'")
    table = sections["table"]
    table["maximum_wager"] = format_money(max(parse_money(table["minimum_wager"]), 50_000))
    lines = ["rules_submission: scenario", "game: let-it-ride", 'edition: "643a"']
    for section, fields in sections.items():
        lines.append(f"{section}:")
        lines += [f'  {key}: "{value}"' for key, value in fields.items()]
    submission.validate("\n".join(lines) + "\n")


# ---------------------------------------------------------------------------- Then: dealing
def _positions(context: ScenarioContext) -> list[str]:
    return [d.position for d in _observed(context).dealt]


@then(parsers.re(rf"the (?P<first>\d+){ORDINAL} (?:to|and) (?P<last>\d+){ORDINAL} cards dealt go to "
                 r'"(?P<order>[^"]+)"'))
def cards_dealt_go_to(context: ScenarioContext, first: str, last: str, order: str) -> None:
    want = [p.strip() for p in order.split(",")]
    a, b = int(first), int(last)
    assert b - a + 1 == len(want), f"cards {a} to {b} are {b - a + 1} cards; {len(want)} positions named"
    dealt = _positions(context)
    got = dealt[a - 1:b]
    assert got == want, f"cards {a} to {b} were dealt to {got}, expected {want} (all dealt: {dealt})"


@then(parsers.re(rf'the (?P<n>\d+){ORDINAL} card dealt goes to "(?P<position>[^"]+)"'))
def card_dealt_goes_to(context: ScenarioContext, n: str, position: str) -> None:
    dealt = _positions(context)
    i = int(n) - 1
    assert i < len(dealt), f"only {len(dealt)} cards were dealt: {dealt}"
    assert dealt[i] == position, f"card {n} was dealt to {dealt[i]!r}, expected {position!r} (all: {dealt})"


@then("no cards are dealt")
def no_cards_dealt(context: ScenarioContext) -> None:
    assert not _positions(context), f"cards were dealt to {_positions(context)}"


# ---------------------------------------------------------------------------- Then: stub count
@then(parsers.re(r"the stub has been counted at least once in the last (?P<n>\d+) rounds of play"))
def stub_counted_within(context: ScenarioContext, n: str) -> None:
    """643a.8(f), 643a.9(d), 643a.10(d): "at least once every 5 rounds of play": a count in any
    of the last ``n`` rounds complies, whichever round it falls in (docs/interpretations.md)."""
    rounds = [observed for _, observed in context.history[-int(n):]]
    assert len(rounds) == int(n), f"only {len(rounds)} rounds were played in this scenario, not {n}"
    counted = [o for o in rounds if any(e.kind is EventKind.STUB_COUNTED for e in o.events)]
    assert counted, f"the system did not count the stub in any of the last {n} rounds of play"


# ---------------------------------------------------------------------------- Then: community cards
@then(parsers.re(r'the community card revealed (?P<which>first|second) is "(?P<card>[^"]+)"'))
def community_revealed(context: ScenarioContext, which: str, card: str) -> None:
    """643a.11(c), (e): the card to the dealer's left becomes the first community card, the
    other the second; the Observation lists the community cards in that order. An event's
    detail is free text, but if it names a card it must be this one."""
    obs = _observed(context)
    index = 0 if which == "first" else 1
    want = parse_cards(card)[0]
    reveals = [e for e in obs.events if e.kind is EventKind.COMMUNITY_CARD_REVEALED]
    assert len(reveals) > index, (f"the system reported {len(reveals)} 'community card revealed' "
                                  f"event(s); expected a {which}")
    community = [str(c) for c in obs.hands.get(COMMUNITY, ())]
    got = community[index] if len(community) > index else None
    assert got == str(want), f"the {which} community card is {got} (of {community}), expected {card}"
    named = [str(parse_cards(t)[0]) for t in _CARD_TOKEN.findall(reveals[index].detail)]
    assert not named or str(want) in named, (f"the {which} 'community card revealed' event names "
                                             f"{named}, expected {card}")


# ---------------------------------------------------------------------------- Then: decisions
@then(parsers.re(r'the players are asked about Bet Number (?P<bet>[12]) in the order "(?P<order>[^"]+)"'))
def asked_in_order(context: ScenarioContext, bet: str, order: str) -> None:
    wager = Wager.parse(f"Bet Number {bet}")
    got = [f"seat {d.seat}" for d in _observed(context).decisions if d.wager is wager]
    want = [p.strip() for p in order.split(",")]
    assert got == want, f"decisions on Bet Number {bet} were made in the order {got}, expected {want}"


@then("every player decides on Bet Number 1 before any player decides on Bet Number 2")
def bet_1_before_bet_2(context: ScenarioContext) -> None:
    bets = [d.wager.value if d.wager else "?" for d in _observed(context).decisions]
    assert Wager.BET_2.value in bets, "the system reported no decision on Bet Number 2"
    first_2 = bets.index(Wager.BET_2.value)
    assert Wager.BET_1.value not in bets[first_2:], (
        f"a decision on Bet Number 1 came after one on Bet Number 2: {bets}")


@then(parsers.re(r"seat (?P<seat>\d+)'s Bet Number (?P<bet>[12]) is withdrawn before any wager is settled"))
def withdrawn_first(context: ScenarioContext, seat: str, bet: str) -> None:
    obs = _observed(context)
    wager = Wager.parse(f"Bet Number {bet}")
    what = f"seat {seat}'s {wager.value}"
    line = _only(obs, int(seat), wager)
    assert line.outcome is Outcome.WITHDRAWN, f"{what} {line.outcome.value}, expected withdrawn"
    assert line.returned == line.amount and line.paid == 0, (
        f"{what} withdrawn: {format_money(line.returned)} returned of {format_money(line.amount)}")
    before = obs.settlements[: obs.settlements.index(line)]
    settled = [f"seat {s.seat} {s.wager.value}" for s in before if s.outcome is not Outcome.WITHDRAWN]
    assert not settled, f"wagers were settled before {what} was withdrawn: {settled}"


# ---------------------------------------------------------------------------- Then: wagers
@then(parsers.re(r'the system reports "wagers collected" for (?P<count>\d+|no) Let It Ride Bonus Wagers?'))
def bonus_wagers_collected(context: ScenarioContext, count: str) -> None:
    """643a.8(b), 643a.9(a)(3), 643a.10(a)(2): the wagers are collected after the lock-out and
    their number equals the number the table game system accepted. The accepted ones are those
    the system settled; the event's detail is free text, but a number it gives must agree."""
    obs = _observed(context)
    n = 0 if count == "no" else int(count)
    kinds = [e.kind.value for e in obs.events]
    collected = [e for e in obs.events if e.kind is EventKind.WAGERS_COLLECTED]
    assert collected, f"the system did not report 'wagers collected'; it reported {kinds}"
    accepted = [s.seat for s in obs.settlements if s.wager is Wager.LET_IT_RIDE_BONUS]
    assert len(accepted) == n, (f"the system accepted {len(accepted)} Let It Ride Bonus Wagers "
                                f"(seats {accepted}), expected {n}")
    stated = re.search(r"(\d+)\s+Let It Ride Bonus Wager", collected[0].detail)
    said = stated.group(1) if stated else ""
    assert stated is None or int(said) == n, (
        f"the system counted {said} Let It Ride Bonus Wagers collected, expected {n}")


@then(parsers.re(r"seat (?P<seat>\d+)'s Let It Ride Poker Wagers are each paid (?P<odds>[\d,]+) to 1"))
def each_paid(context: ScenarioContext, seat: str, odds: str) -> None:
    obs = _observed(context)
    n = int(odds.replace(",", ""))
    for wager in LET_IT_RIDE_POKER_WAGERS:
        line = _only(obs, int(seat), wager)
        what = f"seat {seat}'s {wager.value} of {format_money(line.amount)}"
        assert line.outcome is Outcome.WON, f"{what} {line.outcome.value}, expected paid {odds} to 1"
        assert line.paid == n * line.amount, (f"{what} was paid {format_money(line.paid)}, expected "
                                              f"{format_money(n * line.amount)} ({odds} to 1)")
        assert line.returned == line.amount, (f"{what}: {format_money(line.returned)} returned, "
                                              "expected the wager itself (to 1)")


@then(parsers.re(r"seat (?P<seat>\d+)'s Let It Ride Poker Wagers each lose"))
def each_lose(context: ScenarioContext, seat: str) -> None:
    obs = _observed(context)
    for wager in LET_IT_RIDE_POKER_WAGERS:
        line = _only(obs, int(seat), wager)
        what = f"seat {seat}'s {wager.value}"
        assert line.outcome is Outcome.LOST, f"{what} {line.outcome.value}, expected it to lose"
        assert line.paid == 0 and line.returned == 0, (
            f"{what} lost: paid {format_money(line.paid)}, returned {format_money(line.returned)}")


@then(parsers.re(rf"seat (?P<seat>\d+)'s Let It Ride Poker Wagers are paid (?P<amount>{MONEY}) in all"))
def paid_in_all(context: ScenarioContext, seat: str, amount: str) -> None:
    """643a.12(d): the winnings of one hand's Let It Ride Poker Wagers together; each winning
    wager itself is still returned ("to 1")."""
    obs = _observed(context)
    lines = [_only(obs, int(seat), w) for w in LET_IT_RIDE_POKER_WAGERS]
    riding = [s for s in lines if s.outcome is not Outcome.WITHDRAWN]
    total = sum(s.paid for s in riding)
    assert total == parse_money(amount), (f"seat {seat}'s Let It Ride Poker Wagers were paid "
                                          f"{format_money(total)} in all, expected {amount}: "
                                          f"{[format_money(s.paid) for s in riding]}")
    for s in riding:
        assert s.outcome is Outcome.WON and s.returned == s.amount, (
            f"seat {seat}'s {s.wager.value}: {s.outcome.value}, returned {format_money(s.returned)} "
            f"of {format_money(s.amount)}")
