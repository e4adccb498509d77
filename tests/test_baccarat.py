"""Minibaccarat 541, Midibaccarat 543, Baccarat 545: the oracle against the regulation text
(the seats of 541.2(a), the disclosed-card procedures of 541.14(c)/543.14(c)/545.15(c)) and
against the readings it takes (the Punto Banco tableau, the usual payouts), the Rules
Submission's violations, and the wire round trip."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tablecert.adapters.game_wire import decode, encode
from tablecert.adapters.http import HttpSystem
from tablecert.adapters.wire import WireError
from tablecert.oracle.cards import Card, parse_cards
from tablecert.oracle.catalogue import GAMES, parse_game_rules
from tablecert.oracle.games.baccarat.model import (
    BaccaratBet,
    BaccaratObservation,
    BaccaratScript,
    BaccaratWager,
    Part,
    Reason,
    Result,
)
from tablecert.oracle.games.baccarat.rules import BaccaratRules, DisclosedCardProcedure, parse_baccarat_rules
from tablecert.oracle.games.baccarat.table import (
    TABLEAU,
    BaccaratTable,
    card_value,
    deal_coup,
)
from tablecert.oracle.round import IllegalAction
from tablecert.oracle.round import Reason as RoundReason
from tablecert.oracle.rules_reader import RulesSubmissionError
from tablecert.reference_system import ReferenceServer

RULES_DIR = Path(__file__).resolve().parents[1] / "rules_submissions"
P, B, T = BaccaratBet.PLAYER, BaccaratBet.BANKER, BaccaratBet.TIE


def rules(name: str) -> BaccaratRules:
    parsed = parse_game_rules((RULES_DIR / f"{name}.yaml").read_text(), source=name)
    assert isinstance(parsed, BaccaratRules)
    return parsed


def play(
    name: str,
    shoe: str,
    *wagers: tuple[int, BaccaratBet, int],
    disclosed: bool = False,
    offered: tuple[tuple[int, BaccaratBet, int], ...] = (),
) -> BaccaratObservation:
    table = BaccaratTable(rules(name))
    return table.play(
        BaccaratScript(
            tuple(BaccaratWager(*w) for w in wagers),
            parse_cards(shoe, allow_duplicates=True) + parse_cards("Tc Td Th Ts Jc Jd Jh Js"),
            disclosed,
            tuple(BaccaratWager(*w) for w in offered),
        )
    )


# ------------------------------------------------------------------------ the tableau
def test_card_values_ace_one_pictures_and_tens_zero() -> None:
    values = {str(c): card_value(c) for c in parse_cards("As 2s 5s 9s Ts Js Qs Ks")}
    assert values == {"As": 1, "2s": 2, "5s": 5, "9s": 9, "Ts": 0, "Js": 0, "Qs": 0, "Ks": 0}


# the standard chart, written out independently of TABLEAU: banker total -> the Player's
# third-card values on which the Banker draws ("-" stands throughout)
CHART = {
    0: "0123456789",
    1: "0123456789",
    2: "0123456789",
    3: "012345679",
    4: "234567",
    5: "4567",
    6: "67",
    7: "",
}


@pytest.mark.parametrize("banker_total", range(8))
def test_the_banker_draws_by_the_chart_after_the_player_draws(banker_total: int) -> None:
    row = TABLEAU[banker_total]
    assert row.banker_total == banker_total
    assert row.draws_on_player_third == frozenset(int(v) for v in CHART[banker_total])
    assert row.draws_when_player_stands == (banker_total <= 5)


def _card(value: int) -> Card:
    return parse_cards("Ts" if value == 0 else ("As" if value == 1 else f"{value}s"))[0]


@pytest.mark.parametrize("player", range(10))
@pytest.mark.parametrize("banker", range(10))
def test_every_two_card_total_plays_by_the_tableau(player: int, banker: int) -> None:
    third_p, third_b = _card(5), _card(3)
    shoe = iter([_card(player), _card(banker), Card.parse("Td"), Card.parse("Th"), third_p, third_b])
    coup, order = deal_coup(shoe)
    natural = player >= 8 or banker >= 8
    player_draws = not natural and player <= 5
    assert len(coup.player_hand) == 2 + player_draws
    if natural:
        assert len(coup.banker_hand) == 2
    elif player_draws:
        assert len(coup.banker_hand) == 2 + (banker <= 7 and "5" in CHART[banker])
    else:
        assert len(coup.banker_hand) == 2 + (banker <= 5)
    assert len(order) == len(coup.player_hand) + len(coup.banker_hand)


def test_a_natural_stands_both_hands() -> None:
    coup, _ = deal_coup(iter(parse_cards("8s 2d Ts 3c 4h 5h")))
    assert (coup.player_total, coup.banker_total, coup.result) == (8, 5, Result.PLAYER)
    assert len(coup.player_hand) == len(coup.banker_hand) == 2


# ------------------------------------------------------------------------------ payouts
def test_the_three_wagers_paid_by_the_rules_submission() -> None:
    obs = play("pa-541-minibaccarat-discard", "6d 7c 8h Ks Qd", (1, B, 1000), (2, P, 1000), (3, T, 500))
    assert obs.round_of_play.result is Result.BANKER
    assert [(s.seat, s.wager, s.outcome.value, s.paid) for s in obs.settlements] == [
        (1, B, "won", 950),
        (2, P, "lost", 0),
        (3, T, "lost", 0),
    ]


def test_a_tie_pays_the_tie_wager_8_to_1_and_returns_the_others() -> None:
    obs = play("pa-541-minibaccarat-discard", "7s 7d Ts Td", (1, P, 1000), (1, B, 1000), (1, T, 500))
    assert obs.round_of_play.result is Result.TIE
    assert [(s.wager, s.outcome.value, s.paid) for s in obs.settlements] == [
        (P, "returned", 0),
        (B, "returned", 0),
        (T, "won", 4000),
    ]


def test_a_banker_payout_that_is_not_whole_cents_is_rounded_down() -> None:
    obs = play("pa-541-minibaccarat-discard", "6d 7c 8h Ks Qd", (1, B, 501))
    assert obs.settlements[0].paid == 475  # 19/20 of 501 cents is 475.95


# ---------------------------------------------------------------------------------- seats
def test_541_2_a_nine_places_a_tenth_refused() -> None:
    obs = play("pa-541-minibaccarat-discard", "6d 7c 8h Ks Qd", (9, P, 100), (10, P, 100))
    assert [w.seat for w in obs.wagers_accepted] == [9]
    assert [(r.seat, r.reason, r.citation) for r in obs.refusals] == [(10, Reason.NO_SUCH_SEAT, "541.2(a)")]


def test_a_baccarat_table_has_fourteen_places() -> None:
    obs = play("pa-545-baccarat-discard", "6d 7c 8h Ks Qd", (14, P, 100), (15, P, 100))
    assert [w.seat for w in obs.wagers_accepted] == [14]
    assert obs.refusals[0].seat == 15


# --------------------------------------------------------------------- disclosed card
@pytest.mark.parametrize(
    ("name", "place", "cite"),
    [
        ("pa-541-minibaccarat-discard", "discard rack", "541.14(c)(1)"),
        ("pa-543-midibaccarat-discard", "discard bucket", "543.14(c)(1)"),
        ("pa-545-baccarat-discard", "discard bucket", "545.15(c)(1)"),
    ],
)
def test_procedure_1_discards_the_disclosed_card_and_one_more_undisclosed(
    name: str, place: str, cite: str
) -> None:
    obs = play(name, "9s 2d 6d 7c 8h Ks Qd", (1, B, 1000), disclosed=True)
    assert [(str(d.card), d.to, d.exposed, d.part, d.citation) for d in obs.draws[:2]] == [
        ("9s", place, True, Part.DISCLOSED, cite),
        ("2d", place, False, Part.ADDITIONAL, cite),
    ]
    assert obs.simulated_round is None
    assert [str(c) for c in obs.round_of_play.player_hand] == ["6d", "8h", "Qd"]
    assert obs.disclosed_card_procedure is DisclosedCardProcedure.DISCARD


@pytest.mark.parametrize(
    ("name", "place", "cite"),
    [
        ("pa-541-minibaccarat-simulated-round", "discard rack", "541.14(c)(2)"),
        ("pa-543-midibaccarat-simulated-round", "discard bucket", "543.14(c)(2)"),
        ("pa-545-baccarat-simulated-round", "discard bucket", "545.15(c)(2)"),
    ],
)
def test_procedure_2_deals_a_simulated_round_without_wagers(name: str, place: str, cite: str) -> None:
    obs = play(name, "9s 2d 3c 4h 5s 6d 7c 8h Ks Qd", (1, P, 1000), disclosed=True, offered=((4, B, 2000),))
    sim = obs.simulated_round
    assert sim is not None and sim.cards_placed_in == place and sim.citation == cite
    assert [str(c) for c in sim.coup.player_hand] == ["9s", "3c", "5s"]
    assert sim.coup.result is Result.PLAYER and not sim.wagers_accepted and not sim.settlements
    assert [(r.seat, r.reason, r.citation) for r in obs.refusals] == [(4, Reason.SIMULATED_ROUND, cite)]
    assert obs.round_of_play.result is Result.BANKER
    assert [(s.seat, s.outcome.value) for s in obs.settlements] == [(1, "lost")]


def test_offers_in_a_simulated_round_under_procedure_1_are_a_malformed_script() -> None:
    with pytest.raises(ValueError, match="no simulated round"):
        play("pa-541-minibaccarat-discard", "9s 2d 6d 7c 8h Ks Qd", disclosed=True, offered=((1, P, 100),))
    with pytest.raises(ValueError, match="without a disclosed card"):
        BaccaratScript((), (), False, (BaccaratWager(1, P, 100),))


def test_a_shoe_too_short_is_a_malformed_script() -> None:
    with pytest.raises(ValueError, match="shoe"):
        BaccaratTable(rules("pa-541-minibaccarat-discard")).play(BaccaratScript((), parse_cards("6d 7c 8h")))


# ----------------------------------------------------------------------- Rules Submission
def test_every_bundled_baccarat_rules_submission_is_valid() -> None:
    names = {p.stem for p in RULES_DIR.glob("pa-54[135]-*.yaml")}
    assert len(names) == 6
    for name in names:
        assert rules(name).game in GAMES


@pytest.mark.parametrize(
    ("text", "field", "citation"),
    [
        ("game: minibaccarat\ntable:\n  seats: 10\n", "table.seats", "541.2(a)"),
        ("game: midibaccarat\ntable:\n  seats: 10\n", "table.seats", "543.2 (not in the seeds)"),
        ("game: baccarat\ntable:\n  seats: 15\n", "table.seats", "545.2 (not in the seeds)"),
        ("game: minibaccarat\ndisclosed_card_procedure: burn\n", "disclosed_card_procedure", "541.14(c)"),
        (
            "game: midibaccarat\npayouts:\n  banker: 19 for 20\n",
            "payouts.banker",
            "521.2 (the chapters' payout odds are not in the seeds)",
        ),
        ("game: midibaccarat\nbanker_hand_under_shoe: true\n", "banker_hand_under_shoe", "545.9(d)"),
        ("game: baccarat\ncommission: 5%\n", "commission", "docs/rules-submission.md"),
    ],
)
def test_a_rules_submission_violation_names_field_line_and_citation(
    text: str, field: str, citation: str
) -> None:
    base = "rules_submission: x\n"
    if "disclosed_card_procedure" not in text:
        base += "disclosed_card_procedure: discard\n"
    with pytest.raises(RulesSubmissionError) as caught:
        parse_baccarat_rules(base + text, "x.yaml")
    found = {(v.field, v.citation) for v in caught.value.violations}
    assert (field, citation) in found, found
    assert all(v.line for v in caught.value.violations if v.field == field)


def test_the_rules_submission_must_designate_a_procedure() -> None:
    with pytest.raises(RulesSubmissionError) as caught:
        parse_baccarat_rules("rules_submission: x\ngame: baccarat\n", "x.yaml")
    assert [v.citation for v in caught.value.violations] == ["545.15(c)"]


_NONE = "rules_submission: own-none\ngame: {game}\ndisclosed_card_procedure: not offered\n"


@pytest.mark.parametrize(("game", "cite"), [("minibaccarat", "541.14(c)"), ("midibaccarat", "543.14(c)"),
                                            ("baccarat", "545.15(c)")])
def test_a_product_with_no_disclosed_card_procedure_refuses_a_disclosed_card_as_not_offered(
        game: str, cite: str) -> None:
    """Issue 29: ``disclosed_card_procedure: not offered`` is a product that automates neither
    procedure of (c) (interpretation register): the table opens and deals its rounds; a round
    with a disclosed card is refused, ``not-offered``, citing (c)."""
    none = parse_baccarat_rules(_NONE.format(game=game), "own-none.yaml")
    assert none.procedure is None
    table = BaccaratTable(none)
    shoe = parse_cards("9s 2d 6d 7c 8h Ks Qd") + parse_cards("Tc Td Th Ts Jc Jd Jh Js")
    obs = table.play(BaccaratScript((BaccaratWager(1, B, 1000),), shoe))
    assert obs.round_of_play.result is Result.BANKER and obs.disclosed_card_procedure is None
    with pytest.raises(IllegalAction) as refused:
        table.play(BaccaratScript((BaccaratWager(1, B, 1000),), shoe, True))
    assert refused.value.reason is RoundReason.NOT_OFFERED and refused.value.citation == cite


def test_a_product_with_no_disclosed_card_procedure_is_refused_it_over_http() -> None:
    """The reference system opens a table under such a submission and answers a disclosed
    card with a 409 ``not-offered`` (docs/protocol.md), which the adapter reads as a refusal."""
    none = parse_baccarat_rules(_NONE.format(game="minibaccarat"), "own-none.yaml")
    shoe = parse_cards("9s 2d 6d 7c 8h Ks Qd") + parse_cards("Tc Td Th Ts Jc Jd Jh Js")
    with ReferenceServer() as server:
        table = HttpSystem(server.url).open_game_table(none)
        played = table.play(BaccaratScript((BaccaratWager(1, B, 1000),), shoe))
        assert played.round_of_play.result is Result.BANKER
        with pytest.raises(IllegalAction) as refused:
            table.play(BaccaratScript((BaccaratWager(1, B, 1000),), shoe, True))
    assert refused.value.reason is RoundReason.NOT_OFFERED and refused.value.citation == "541.14(c)"


def test_random_rounds_of_a_product_with_no_procedure_deal_no_disclosed_card() -> None:
    from tablecert.fuzz.choices import Choices
    from tablecert.fuzz.games.baccarat import case

    none = parse_baccarat_rules(_NONE.format(game="baccarat"), "own-none.yaml")
    scripts = [s for seed in range(200) for s in case(Choices(random.Random(seed).randbytes(64)), none)]
    assert not any(s.disclosed_card for s in scripts)
    for script in scripts:
        BaccaratTable(none).play(script)


# ----------------------------------------------------------------------------------- wire
def test_the_script_and_observation_round_trip_on_the_wire() -> None:
    script = BaccaratScript(
        (BaccaratWager(1, B, 1000),),
        parse_cards("9s 2d 3c 4h 5s 6d 7c 8h Ks Qd"),
        True,
        (BaccaratWager(2, T, 500),),
    )
    assert decode(encode(script), BaccaratScript) == script
    obs = BaccaratTable(rules("pa-545-baccarat-simulated-round")).play(script)
    raw = encode(obs)
    assert b'"part":"simulated round of play"' in raw and b'"cards_placed_in":"discard bucket"' in raw
    assert decode(raw, BaccaratObservation) == obs
    with pytest.raises(WireError, match="wagers"):
        decode(b'{"shoe":[]}', BaccaratScript)


def test_a_tie_pays_the_documented_default_8_to_1_where_the_submission_states_no_odds() -> None:
    """docs/rules-submission.md: ``payouts.player``, ``.banker``, ``.tie`` are optional, by
    default ``1 to 1``, ``19 to 20``, ``8 to 1``; every bundled submission states them, so the
    defaults are judged here (issue #33 item 5: a mutant paying the Tie 9 to 1 by default)."""
    text = (RULES_DIR / "pa-541-minibaccarat-discard.yaml").read_text()
    bare = "\n".join(line for line in text.splitlines()
                     if not line.startswith(("payouts:", "  player:", "  banker:", "  tie:")))
    parsed = parse_game_rules(bare, source="no payouts")
    assert isinstance(parsed, BaccaratRules)
    script = BaccaratScript((BaccaratWager(1, T, 500), BaccaratWager(2, B, 1000), BaccaratWager(3, P, 1000)),
                            parse_cards("7s 7d Ts Td") + parse_cards("Tc Td Th Ts Jc Jd Jh Js"), False, ())
    tie = BaccaratTable(parsed).play(script)
    assert [(s.wager, s.outcome.value, s.paid) for s in tie.settlements] == [
        (T, "won", 4000), (B, "returned", 0), (P, "returned", 0)]
    script = BaccaratScript((BaccaratWager(1, B, 1000), BaccaratWager(2, P, 1000)),
                            parse_cards("6d 7c 8h Ks Qd") + parse_cards("Tc Td Th Ts Jc Jd Jh Js"), False, ())
    banker = BaccaratTable(parsed).play(script)
    assert [(s.wager, s.paid) for s in banker.settlements] == [(B, 950), (P, 0)]
    script = BaccaratScript((BaccaratWager(2, P, 1000),),
                            parse_cards("8d 7c Ks Kd") + parse_cards("Tc Td Th Ts Jc Jd Jh Js"), False, ())
    player = BaccaratTable(parsed).play(script)
    assert [(s.wager, s.outcome.value, s.paid) for s in player.settlements] == [(P, "won", 1000)]
