"""The Craps oracle (oracle/craps) against the text of 537.1, 537.3(a) and 537.5a: every row
of both payout tables, every throw of the dice for the Hardway and Hop Bets, the come-out
rules, every refusal, the Rules Submission's limits, the wire round trip and the exact math.
Tests are named after the subsection they check."""

from __future__ import annotations

import json
import re
from fractions import Fraction
from itertools import product
from pathlib import Path

import pytest

from tablecert.adapters.game_wire import decode, encode
from tablecert.commands.craps_math import bundled_craps_lines
from tablecert.files import resolve_game_rules
from tablecert.oracle.catalogue import GAMES
from tablecert.oracle.games.craps import (
    BUY_ODDS,
    LAY_ODDS,
    Bet,
    Call,
    CrapsObservation,
    CrapsRules,
    CrapsScript,
    CrapsTable,
    Outcome,
    Reason,
    Roll,
    RollResult,
    Settlement,
    Wager,
    parse_craps_rules,
)
from tablecert.oracle.games.craps.par_sheet import (
    Charge,
    buy_lay_lines,
    craps_par_lines,
    hardway_line,
    hop_line,
)
from tablecert.oracle.games.craps.par_sheet import to_json as craps_json
from tablecert.oracle.rules_reader import RulesSubmissionError

ROOT = Path(__file__).resolve().parent.parent
AMENDMENTS = ROOT / "tablecert" / "regulations" / "002_22362e1d93d8aed5.txt"

BASE = """\
rules_submission: t
game: craps
buy_bets: {vigorish: 5%}
lay_bets: {vigorish: 5%}
hardway_bets: {four_and_ten: 7 to 1, six_and_eight: 9 to 1}
two_six_hop_bet: {pays: 15 to 1}
"""


def rules(text: str = BASE) -> CrapsRules:
    return parse_craps_rules(text, "t.yaml")


def play(table: CrapsTable, *rolls: Roll) -> CrapsObservation:
    return table.play(CrapsScript(tuple(rolls)))


def settled(obs: CrapsObservation) -> list[Settlement]:
    return [s for r in obs.rolls for s in r.settlements]


def _printed_table(heading: str) -> dict[int, Fraction]:
    text = AMENDMENTS.read_text(encoding="utf-8")
    rows = re.findall(rf"{heading} on (\d+)\t(\d+) to (\d+)", text)
    assert len(rows) == 6, heading
    return {int(n): Fraction(int(a), int(b)) for n, a, b in rows}


def test_537_5a_payout_tables_are_the_printed_ones() -> None:
    assert {n: r.odds for n, r in BUY_ODDS.items()} == _printed_table("Place Bet to Win")
    assert {n: r.odds for n, r in LAY_ODDS.items()} == _printed_table("Place Bet to Lose")
    assert {r.citation for r in BUY_ODDS.values()} == {"537.5a(a)"}
    assert {r.citation for r in LAY_ODDS.values()} == {"537.5a(b)"}


def test_537_1_buy_and_lay_bets_pay_true_odds() -> None:
    for number, row in BUY_ODDS.items():
        ways = 6 - abs(number - 7)
        assert row.odds == Fraction(6, ways)  # "a payout of true odds"
        assert LAY_ODDS[number].odds == Fraction(ways, 6)


@pytest.mark.parametrize("number", sorted(BUY_ODDS))
def test_537_5a_a_every_buy_row_paid_less_5_percent_of_the_amount_wagered(number: int) -> None:
    table = CrapsTable(rules())
    point = (2, 3) if number != 5 else (3, 1)
    dice = next(d for d in product(range(1, 7), repeat=2) if sum(d) == number)
    obs = play(table, Roll(point), Roll(dice, (Wager(1, Bet.BUY, number, 3000),)))
    [line] = settled(obs)
    assert (line.outcome, line.odds, line.winnings, line.vigorish, line.returned) == (
        Outcome.WINS, BUY_ODDS[number].odds, int(3000 * BUY_ODDS[number].odds), 150, 3000)
    assert obs.vigorish == 150 and line.citation == "537.5a(a)"


@pytest.mark.parametrize("number", sorted(LAY_ODDS))
def test_537_5a_b_every_lay_row_paid_less_5_percent_of_the_amount_wagered(number: int) -> None:
    table = CrapsTable(rules())
    obs = play(table, Roll((2, 2) if number != 4 else (3, 2)),
               Roll((6, 1), (Wager(1, Bet.LAY, number, 6000),)))
    [line] = settled(obs)
    assert (line.outcome, line.odds, line.winnings, line.vigorish) == (
        Outcome.WINS, LAY_ODDS[number].odds, int(6000 * LAY_ODDS[number].odds), 300)
    assert obs.rolls[-1].result is RollResult.SEVEN_OUT and obs.point is None


def test_537_5a_b_lay_vigorish_of_the_amount_won_when_the_rules_submission_says_so() -> None:
    table = CrapsTable(rules(BASE.replace("lay_bets: {vigorish: 5%}",
                                          "lay_bets: {vigorish: 5%, vigorish_on: amount won}")))
    obs = play(table, Roll((3, 1)), Roll((6, 1), (Wager(1, Bet.LAY, 4, 4000),)))
    assert (settled(obs)[0].winnings, settled(obs)[0].vigorish) == (2000, 100)


def test_537_5a_losing_buy_and_lay_bets_pay_no_vigorish_and_none_is_charged_up_front() -> None:
    table = CrapsTable(rules())
    obs = play(table, Roll((3, 2)), Roll((5, 2), (Wager(1, Bet.BUY, 4, 2000),)),
               Roll((2, 2)), Roll((3, 1), (Wager(2, Bet.LAY, 4, 4000),)))
    assert [(s.outcome, s.vigorish) for s in settled(obs)] == [(Outcome.LOSES, 0), (Outcome.LOSES, 0)]
    assert all(p.vigorish == 0 for r in obs.rolls for p in r.placements) and obs.vigorish == 0


def test_537_5a_vigorish_rounded_down_to_the_cent() -> None:
    table = CrapsTable(rules(BASE.replace("buy_bets: {vigorish: 5%}", "buy_bets: {vigorish: 3%}")))
    obs = play(table, Roll((3, 1)), Roll((6, 3), (Wager(1, Bet.BUY, 9, 1250),)))
    assert (settled(obs)[0].winnings, settled(obs)[0].vigorish) == (1875, 37)


def test_537_5a_c_no_fee_on_any_other_wager() -> None:
    table = CrapsTable(rules())
    obs = play(table, Roll((3, 1)), Roll((3, 3), (Wager(1, Bet.HARDWAY, 6, 1000),
                                                   Wager(2, Bet.HOP_TWO_SIX, 8, 500))))
    assert [(s.bet, s.outcome, s.winnings, s.vigorish) for s in settled(obs)] == [
        (Bet.HARDWAY, Outcome.WINS, 9000, 0), (Bet.HOP_TWO_SIX, Outcome.LOSES, 0, 0)]


@pytest.mark.parametrize(("number", "dice"), list(product((4, 6, 8, 10), product(range(1, 7), repeat=2))))
def test_537_3_a_7_to_10_every_throw_of_a_working_hardway_bet(number: int, dice: tuple[int, int]) -> None:
    table = CrapsTable(rules())
    wager = Wager(1, Bet.HARDWAY, number, 1000, on=True)
    obs = play(table, Roll(dice, (wager,)))
    lines = settled(obs)
    if sum(dice) == 7 or (sum(dice) == number and dice[0] != dice[1]):
        assert [s.outcome for s in lines] == [Outcome.LOSES]
    elif sum(dice) == number:
        assert [(s.outcome, s.winnings) for s in lines] == [
            (Outcome.WINS, 7000 if number in (4, 10) else 9000)]
    else:
        assert lines == [] and obs.standing[0].number == number


@pytest.mark.parametrize("number", [4, 6, 8, 10])
def test_537_3_a_7_to_10_hardway_inactive_on_the_come_out_roll_unless_called_on(number: int) -> None:
    table = CrapsTable(rules())
    hard = (number // 2, number // 2)
    obs = play(table, Roll((6, 1), (Wager(1, Bet.HARDWAY, number, 1000),)), Roll(hard))
    assert settled(obs) == [] and obs.point == number  # neither the 7 nor the hard number
    obs = play(table, Roll((5, 2)))  # seven-out while the point is on: it works
    assert [s.outcome for s in settled(obs)] == [Outcome.LOSES]
    obs = play(table, Roll((1, 1), (Wager(2, Bet.HARDWAY, number, 1000),)),
               Roll((1, 2), calls=(Call(2, Bet.HARDWAY, number),)), Roll(hard))
    assert [(s.player, s.outcome) for s in settled(obs)] == [(2, Outcome.WINS)]
    assert obs.rolls[-1].come_out


@pytest.mark.parametrize("dice", list(product(range(1, 7), repeat=2)))
def test_537_3_a_34_i_ii_the_hop_bet_is_decided_by_the_next_roll(dice: tuple[int, int]) -> None:
    table = CrapsTable(rules())
    obs = play(table, Roll(dice, (Wager(1, Bet.HOP_TWO_SIX, 8, 500),)), Roll((2, 6)))
    [line] = settled(obs)
    if sorted(dice) == [2, 6]:
        assert (line.outcome, line.winnings, line.citation) == (Outcome.WINS, 7500, "537.3(a)(34)")
    else:
        assert line.outcome is Outcome.LOSES and obs.rolls[0].settlements == (line,)


def test_the_roll_sequence_point_and_seven_out() -> None:
    table = CrapsTable(rules())
    obs = play(table, Roll((6, 5)), Roll((2, 2)), Roll((3, 3)), Roll((1, 3)), Roll((4, 5)),
               Roll((1, 6)))
    assert [r.result for r in obs.rolls] == [
        RollResult.NO_POINT, RollResult.POINT_ESTABLISHED, RollResult.NO_DECISION,
        RollResult.POINT_MADE, RollResult.POINT_ESTABLISHED, RollResult.SEVEN_OUT]
    assert [r.point for r in obs.rolls] == [None, None, 4, 4, None, 9]
    assert [r.number for r in obs.rolls] == [1, 2, 3, 4, 5, 6] and obs.point is None
    assert play(table, Roll((1, 1))).rolls[0].number == 7  # the count runs on


def test_537_5a_buy_and_lay_off_on_the_come_out_unless_called_on_or_the_rules_say_so() -> None:
    table = CrapsTable(rules())
    obs = play(table, Roll((6, 1), (Wager(1, Bet.BUY, 4, 2000), Wager(2, Bet.LAY, 4, 4000))))
    assert settled(obs) == [] and len(obs.standing) == 2
    obs = play(table, Roll((6, 1), calls=(Call(2, Bet.LAY, 4),)))
    assert [(s.player, s.outcome) for s in settled(obs)] == [(2, Outcome.WINS)]
    working = CrapsTable(rules(BASE.replace("buy_bets: {vigorish: 5%}",
                                            "buy_bets: {vigorish: 5%, working_on_come_out: true}")))
    obs = play(working, Roll((6, 1), (Wager(1, Bet.BUY, 4, 2000),)))
    assert [s.outcome for s in settled(obs)] == [Outcome.LOSES]


def test_537_5a_refusals() -> None:
    none = CrapsTable(rules("rules_submission: t\ngame: craps\n"))
    obs = play(none, Roll((2, 2), (Wager(1, Bet.BUY, 4, 2000), Wager(1, Bet.LAY, 4, 2000),
                                   Wager(1, Bet.HARDWAY, 4, 500), Wager(1, Bet.HOP_TWO_SIX, 8, 500))))
    assert [(f.bet, f.reason, f.citation) for f in obs.rolls[0].refusals] == [
        (Bet.BUY, Reason.NOT_OFFERED, "537.5a(a)"), (Bet.LAY, Reason.NOT_OFFERED, "537.5a(b)"),
        (Bet.HARDWAY, Reason.NOT_OFFERED, "537.3(a)(7)"),
        (Bet.HOP_TWO_SIX, Reason.NOT_OFFERED, "537.3(a)(34)")]
    table = CrapsTable(rules())
    obs = play(table, Roll((3, 1), (Wager(1, Bet.BUY, 6, 501), Wager(1, Bet.LAY, 8, 3500),
                                    Wager(1, Bet.BUY, 5, 1000))),
               Roll((1, 2), (Wager(1, Bet.BUY, 5, 1000),), (Call(1, Bet.HARDWAY, 6),)))
    assert [f.reason for f in obs.rolls[0].refusals] == [Reason.NOT_WHOLE_CENTS, Reason.NOT_WHOLE_CENTS]
    assert [f.reason for f in obs.rolls[1].refusals] == [Reason.ALREADY_PLACED, Reason.NO_SUCH_BET]


@pytest.mark.parametrize(("roll", "words"), [
    (lambda: Roll((7, 1)), "each die"),
    (lambda: Roll((1, 1), (Wager(1, Bet.BUY, 7, 100),)), "not 7"),
    (lambda: Roll((1, 1), (Wager(1, Bet.HARDWAY, 5, 100),)), "not 5"),
    (lambda: Roll((1, 1), (Wager(1, Bet.BUY, 4, 0),)), "more than $0"),
    (lambda: Roll((1, 1), (Wager(1, Bet.BUY, 4, 100),) * 2), "twice"),
])
def test_a_malformed_script_is_a_value_error(roll: object, words: str) -> None:
    with pytest.raises(ValueError, match=re.escape(words)):
        roll()  # type: ignore[operator]


# --------------------------------------------------------------------- Rules Submission
@pytest.mark.parametrize(("edit", "field", "citation"), [
    (("buy_bets: {vigorish: 5%}", "buy_bets: {vigorish: 6%}"), "buy_bets.vigorish", "537.5a(a)"),
    (("buy_bets: {vigorish: 5%}", "buy_bets: {vigorish: 5.01%}"), "buy_bets.vigorish", "537.5a(a)"),
    (("buy_bets: {vigorish: 5%}", "buy_bets: {vigorish: -1%}"), "buy_bets.vigorish", "537.5a(a)"),
    (("buy_bets: {vigorish: 5%}", "buy_bets: {offered: true}"), "buy_bets.vigorish", "537.5a(a)"),
    (("lay_bets: {vigorish: 5%}", "lay_bets: {vigorish: 7.5%}"), "lay_bets.vigorish", "537.5a(b)"),
    (("lay_bets: {vigorish: 5%}", "lay_bets: {vigorish: 5}"), "lay_bets.vigorish", "537.5a(b)"),
    (("lay_bets: {vigorish: 5%}", "lay_bets: {vigorish: 5%, vigorish_on: amount lost}"),
     "lay_bets.vigorish_on", "537.5a(b)"),
    (("buy_bets: {vigorish: 5%}", "buy_bets: {vigorish: 5%, vigorish_on: amount won}"),
     "buy_bets.vigorish_on", "docs/rules-submission.md"),
    (("{pays: 15 to 1}", "{pays: fifteen}"), "two_six_hop_bet.pays", "537.3(a)(34)"),
    (("four_and_ten: 7 to 1", "four_and_ten: 7 for 1"), "hardway_bets.four_and_ten", "537.3(a)(7), (10)"),
    (("game: craps", "game: craps\nvariant: Crapless"), "variant", "537.3(a)"),
    (("game: craps", "game: craps\nfield_bets: {}"), "field_bets", "docs/rules-submission.md"),
])
def test_rules_submission_violations_name_field_line_and_citation(edit: tuple[str, str], field: str,
                                                                   citation: str) -> None:
    with pytest.raises(RulesSubmissionError) as caught:
        rules(BASE.replace(*edit))
    found = [(v.field, v.citation) for v in caught.value.violations]
    assert (field, citation) in found, found
    violation = next(v for v in caught.value.violations if v.field == field)
    assert violation.line is not None and "t.yaml:" in str(caught.value)


def test_bundled_craps_rules_submissions() -> None:
    five = resolve_game_rules("pa-537-craps-buy-lay-5")
    mini = resolve_game_rules("pa-537-mini-craps-vig-3")
    none = resolve_game_rules("pa-537-craps-no-buy-lay")
    assert isinstance(five, CrapsRules) and isinstance(mini, CrapsRules) and isinstance(none, CrapsRules)
    assert five.buy is not None and five.buy.rate == Fraction(1, 20) and five.variant.value == "Craps"
    assert mini.variant.value == "Mini-Craps" and mini.lay is not None and mini.lay.base.value == "amount won"
    assert none.buy is None and none.lay is None and none.hop_two_six == 15
    assert GAMES["craps"].parse_rules is parse_craps_rules


# --------------------------------------------------------------------- wire
def test_script_and_observation_round_trip_on_the_wire() -> None:
    wagers = (Wager(1, Bet.BUY, 4, 2000), Wager(2, Bet.LAY, 6, 3600, on=True))
    script = CrapsScript((Roll((3, 1)), Roll((2, 2), wagers, (Call(3, Bet.HARDWAY, 8, on=False),))))
    assert decode(encode(script), CrapsScript) == script
    obs = CrapsTable(rules()).play(script)
    raw = encode(obs)
    assert b'"odds":"2"' in raw and b'"result":"point made"' in raw
    assert decode(raw, CrapsObservation) == obs


def test_the_openapi_craps_schemas_are_the_oracles() -> None:
    import dataclasses

    import yaml

    from tablecert.oracle.games.craps.model import Placement, Refusal, RollRecord

    schemas = yaml.safe_load((ROOT / "docs" / "protocol.openapi.yaml").read_text())["components"]["schemas"]
    assert set(schemas["CrapsBet"]["enum"]) == {b.value for b in Bet}
    assert set(schemas["CrapsRefusal"]["properties"]["reason"]["enum"]) == {r.value for r in Reason}
    assert set(schemas["CrapsRollRecord"]["properties"]["result"]["enum"]) == {r.value for r in RollResult}
    assert set(schemas["CrapsSettlement"]["properties"]["outcome"]["enum"]) == {o.value for o in Outcome}
    for name, kind in (("CrapsScript", CrapsScript), ("CrapsRoll", Roll), ("CrapsWager", Wager),
                       ("CrapsCall", Call), ("CrapsPlacement", Placement), ("CrapsRefusal", Refusal),
                       ("CrapsSettlement", Settlement), ("CrapsRollRecord", RollRecord),
                       ("CrapsObservation", CrapsObservation)):
        assert set(schemas[name]["properties"]) == {f.name for f in dataclasses.fields(kind)}, name


# --------------------------------------------------------------------- math
def test_537_5a_house_edge_exact_under_each_reading() -> None:
    buy = {(x.number, x.charge): x for x in buy_lay_lines(Bet.BUY, Fraction(1, 20))}
    lay = {(x.number, x.charge): x for x in buy_lay_lines(Bet.LAY, Fraction(1, 20))}
    assert buy[4, Charge.WINS_OF_WAGERED].house_edge == Fraction(1, 3) * Fraction(1, 20) == Fraction(1, 60)
    assert buy[6, Charge.WINS_OF_WAGERED].house_edge == Fraction(5, 11) / 20
    # the trade's up-front figures: fee in the denominator, a Lay's 5% of the win
    assert [buy[n, Charge.UP_FRONT].house_edge for n in (4, 5, 6)] == [Fraction(1, 21)] * 3  # 4.76%
    assert [lay[n, Charge.UP_FRONT].house_edge for n in (4, 5, 6)] == [
        Fraction(1, 41), Fraction(1, 31), Fraction(1, 25)]  # 2.44%, 3.23%, 4.00%
    assert buy[4, Charge.UP_FRONT].per == "amount put down (wager and fee)"
    assert not buy[4, Charge.UP_FRONT].permitted and not buy[4, Charge.WINS_OF_WON].permitted
    assert lay[4, Charge.WINS_OF_WAGERED].house_edge == Fraction(1, 30)
    assert lay[4, Charge.WINS_OF_WON].house_edge == Fraction(1, 60) and lay[4, Charge.WINS_OF_WON].permitted
    assert lay[6, Charge.WINS_OF_WON].house_edge == Fraction(6, 11) * Fraction(5, 6) / 20
    assert hardway_line(4, Fraction(7)).house_edge == Fraction(1, 9)
    assert hardway_line(8, Fraction(9)).house_edge == Fraction(1, 11)
    assert hop_line(Fraction(15)).house_edge == Fraction(1, 9)
    zero = buy_lay_lines(Bet.BUY, Fraction(0))
    assert all(x.house_edge == 0 for x in zero if x.charge is Charge.WINS_OF_WAGERED)  # true odds


def test_tablecert_math_json_craps_lines_for_each_point_reading_and_rate() -> None:
    # `tablecert math --json` prints this object under "craps" (tests/test_par_sheet.py runs it)
    lines = json.loads(json.dumps(craps_json(bundled_craps_lines())))["lines"]
    for bet, citation in (("Buy Bet", "537.5a(a)"), ("Lay Bet", "537.5a(b)")):
        at_cap = [x for x in lines if x["bet"] == bet and x["vigorish_exact"] == "1/20"]
        assert {(x["number"], x["charge"]) for x in at_cap} == set(product(
            (4, 5, 6, 8, 9, 10), [c.value for c in Charge]))
        assert all(x["citation"] == citation and Fraction(x["exact"]) >= 0 for x in at_cap)
    rs_rates = {(x["bet"], x["vigorish_exact"]) for x in lines if x["rules_submissions"]}
    assert ("Buy Bet", "3/100") in rs_rates and ("Lay Bet", "1/25") in rs_rates
    assert len(craps_par_lines()) == 2 * 6 * 3  # without submissions: the 5% cap alone
