"""Ultimate Texas Hold 'Em 653a.1: every definition the oracle can show (the Hand as the best
five of seven, the two classifications, the Envy Bonus for another player's hand, burns,
flop, check, fold, the Trips Wager's timing), the Rules Submission, the wire round trip, and
the baccarat and UTH chapters run against the reference system over HTTP."""

from __future__ import annotations

import json
import subprocess
import sys
from itertools import combinations
from pathlib import Path

import pytest

from tablecert.adapters.game_wire import decode, encode
from tablecert.oracle.cards import FULL_DECK, parse_cards
from tablecert.oracle.games.ultimate_texas_hold_em.model import (
    Stage,
    UthChoice,
    UthDecision,
    UthObservation,
    UthScript,
    UthWager,
    UthWagerKind,
)
from tablecert.oracle.games.ultimate_texas_hold_em.rules import (
    parse_uth_rules,
)
from tablecert.oracle.games.ultimate_texas_hold_em.table import (
    UthTable,
    uth_deck,
)
from tablecert.oracle.rankings import five_card_value
from tablecert.oracle.rules_reader import RulesSubmissionError

ROOT = Path(__file__).resolve().parent.parent
RULES = parse_uth_rules((ROOT / "rules_submissions" / "pa-653a-ultimate-texas-hold-em.yaml").read_text())
ANTE, TRIPS, PROG = UthWagerKind.ANTE, UthWagerKind.TRIPS, UthWagerKind.PROGRESSIVE


def deal(
    hole: dict[str, str],
    flop: str = "7h 6h 5h",
    final: str = "Kc Jc",
    burns: str = "2s 3s",
    extra: tuple[UthWager, ...] = (),
    decisions: tuple[UthDecision, ...] = (),
) -> UthObservation:
    top = uth_deck(
        {k: parse_cards(v) for k, v in hole.items()},
        parse_cards(burns),
        parse_cards(flop),
        parse_cards(final),
    )
    seats = [int(k.split()[1]) for k in hole if k != "dealer"]
    wagers = tuple(UthWager(s, ANTE, 500) for s in seats) + extra
    return UthTable(RULES).play(
        UthScript(wagers, top + tuple(c for c in FULL_DECK if c not in top), decisions)
    )


def test_the_hand_is_the_best_five_of_seven_by_full_search() -> None:
    obs = deal({"seat 1": "Ah Kh", "seat 2": "Qs Qd", "dealer": "2c 7d"}, flop="Qh Jh 3c", final="8d Th")
    community = obs.community_cards
    for hand in obs.hands:
        seven = hand.hole_cards + community
        best = max(five_card_value(f) for f in combinations(seven, 5))
        assert five_card_value(hand.cards) == best and set(hand.cards) <= set(seven)
    assert [h.category for h in obs.hands] == ["straight flush", "three-of-a-kind", "high card"]


def test_burns_face_down_in_the_discard_rack_before_the_flop_and_the_final_cards() -> None:
    obs = deal({"seat 1": "2c 3d", "dealer": "4s 4d"})
    assert [(c.to, c.exposed) for c in obs.cards[4:]] == [
        ("discard rack", False),
        *[("community", True)] * 3,
        ("discard rack", False),
        *[("community", True)] * 2,
    ]
    assert [str(c) for c in obs.flop] == ["7h", "6h", "5h"]


@pytest.mark.parametrize(
    ("hole", "envy", "progressive"),
    [
        ("9h 8h", True, True),
        ("4h 3h", True, True),
        ("9c 8d", False, True),
        ("Ah 2h", False, True),
        ("Kh Kd", False, True),
        ("7c 7d", False, True),
        ("Kh Jd", False, False),
        ("Ad 2d", False, False),
    ],
)
def test_the_two_classifications(hole: str, envy: bool, progressive: bool) -> None:
    obs = deal({"seat 1": "2c 3d", "seat 2": hole, "dealer": "4s 4d"})
    assert (2 in obs.envy_bonus_qualifying_hands) is envy
    assert (2 in obs.progressive_payout_hands) is progressive


def test_the_envy_bonus_is_for_another_players_hand_and_needs_the_wager() -> None:
    extra = (UthWager(1, PROG, 500), UthWager(2, PROG, 500))
    obs = deal({"seat 1": "2c 3d", "seat 2": "9h 8h", "seat 3": "Kh Kd", "dealer": "4s 4d"}, extra=extra)
    assert [(a.seat, a.for_seat) for a in obs.envy_bonuses] == [(1, 2)]


def test_a_progressive_payout_wager_is_refused_where_not_offered() -> None:
    table = UthTable(parse_uth_rules("rules_submission: u\ngame: ultimate-texas-hold-em\n"))
    script = UthScript((UthWager(1, ANTE, 500), UthWager(1, PROG, 100)), FULL_DECK)
    assert [r.reason.value for r in table.play(script).refusals] == ["not-offered"]


@pytest.mark.parametrize(("after", "accepted"), [(0, True), (1, False), (9, False)])
def test_the_trips_wager_before_any_card(after: int, accepted: bool) -> None:
    obs = deal({"seat 1": "2c 3d", "dealer": "4s 4d"}, extra=(UthWager(1, TRIPS, 500, after),))
    assert any(w.wager is TRIPS for w in obs.wagers_accepted) is accepted
    assert [(r.reason.value, r.citation) for r in obs.refusals] == (
        [] if accepted else [("after-first-card", "653a.1 Trips Wager")]
    )


def test_check_fold_and_play_wager() -> None:
    decisions = (
        UthDecision(1, Stage.BEFORE_FLOP, UthChoice.CHECK),
        UthDecision(2, Stage.AFTER_FLOP, UthChoice.PLAY, 1000),
    )
    obs = deal({"seat 1": "2c 3d", "seat 2": "9c 8d", "dealer": "4s 4d"}, decisions=decisions)
    assert [(d.seat, d.stage.value, d.choice.value, d.in_round) for d in obs.decisions] == [
        (1, "before the flop", "check", True),
        (2, "before the flop", "check", True),
        (1, "after the flop", "check", True),
        (2, "after the flop", "Play Wager", True),
        (1, "after all community cards", "fold", False),
    ]
    assert obs.players_in_round == (2,)


@pytest.mark.parametrize(
    ("decision", "words"),
    [
        (lambda: UthDecision(1, Stage.AFTER_ALL, UthChoice.CHECK), "Play Wager or folds"),
        (lambda: UthDecision(1, Stage.BEFORE_FLOP, UthChoice.FOLD), "before, he checks"),
        (lambda: UthDecision(1, Stage.BEFORE_FLOP, UthChoice.PLAY), "has an amount"),
        (lambda: UthWager(1, ANTE, 500, 3), "only the timing of the Trips Wager"),
    ],
)
def test_a_malformed_decision_or_wager(decision: object, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        decision()  # type: ignore[operator]


def test_a_decision_after_the_play_wager_is_malformed() -> None:
    decisions = (
        UthDecision(1, Stage.BEFORE_FLOP, UthChoice.PLAY, 2000),
        UthDecision(1, Stage.AFTER_FLOP, UthChoice.CHECK),
    )
    with pytest.raises(ValueError, match="after its Play Wager"):
        deal({"seat 1": "2c 3d", "dealer": "4s 4d"}, decisions=decisions)


def test_rules_submission_violations() -> None:
    with pytest.raises(RulesSubmissionError) as caught:
        parse_uth_rules(
            "rules_submission: u\ngame: ultimate-texas-hold-em\ntable:\n  seats: 7\npaytable: A\n", "u.yaml"
        )
    assert {(v.field, v.line) for v in caught.value.violations} == {("table.seats", 4), ("paytable", 5)}


def test_the_script_and_observation_round_trip_on_the_wire() -> None:
    script = UthScript(
        (UthWager(1, ANTE, 500), UthWager(1, TRIPS, 500, 1)),
        FULL_DECK,
        (UthDecision(1, Stage.AFTER_FLOP, UthChoice.PLAY, 1000),),
    )
    assert decode(encode(script), UthScript) == script
    obs = UthTable(RULES).play(script)
    assert decode(encode(obs), UthObservation) == obs


@pytest.mark.exhaustive
def test_the_chapters_pass_against_the_reference_system_over_http(tmp_path: Path) -> None:
    report = tmp_path / "report"
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "tablecert.cli",
            "run",
            "--section",
            "541",
            "--section",
            "543",
            "--section",
            "545",
            "--section",
            "653a",
            "--report",
            str(report),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    verdicts = json.loads((report / "verdicts.json").read_text())
    statuses = {v["status"] for v in verdicts}
    # a validator scenario of an accepted Rules Submission sends nothing: checked in the submission
    assert statuses <= {"passed", "manual", "checked-in-submission"}
    assert sum(v["status"] == "passed" for v in verdicts) >= 60


@pytest.mark.exhaustive
def test_a_baccarat_defect_is_caught_over_http() -> None:
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "tablecert.cli",
            "selftest",
            "--defect",
            "additional-card-disclosed",
            "--json",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    [result] = json.loads(proc.stdout)["defects"]
    assert result["caught"] and result["errors"] == 0
