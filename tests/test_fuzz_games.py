"""Fuzzing and statistics of the games of the catalogue (issue 21, item 5): random cases of Craps,
Blackjack, Spanish 21 and the baccarat family find nothing on the reference system, find a
defect of the game when one is switched on, shrink it to a scenario of the game's own steps
that fails when pasted into the suite (and passes on a conforming system); each game's
observed return is judged against the oracle's exact figure."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest
from clikit import run_pasted

from tablecert.adapters.in_process import InProcessSystem
from tablecert.commands.fuzz_games import bundled_game_rules
from tablecert.fuzz.games import fuzzed_games, fuzzer_for
from tablecert.fuzz.games.baccarat import FILLER
from tablecert.fuzz.games.run import fuzz_game, game_gherkin
from tablecert.oracle.games.baccarat.par_sheet import coup_odds
from tablecert.oracle.games.blackjack.par_sheet import stand_moments
from tablecert.regulation_index import load_index
from tablecert.stats.games import play_rounds, return_lines
from tablecert.steps.plugin import in_process_system

ROOT = Path(__file__).resolve().parent.parent


def _game_choices(command: str) -> list[str]:
    from tablecert.commands.parser import build_parser

    parser = build_parser()
    [sub] = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    [game] = [a for a in sub.choices[command]._actions if "--game" in a.option_strings]
    return list(game.choices or ())


def test_the_command_line_offers_every_game_the_fuzzer_and_the_return_checks_play() -> None:
    """Read from the registries, not kept beside them: a game a registry plays is a choice."""
    from tablecert.stats import games

    assert _game_choices("fuzz") == ["three-card-poker", "let-it-ride", *fuzzed_games()]
    assert _game_choices("stats") == ["three-card-poker", "let-it-ride", *games.return_games()]
    assert set(fuzzed_games()) >= set(games.return_games()) | {"ultimate-texas-hold-em"}


def test_the_command_line_starts_without_importing_the_games() -> None:
    code = ("import sys; from tablecert.commands.parser import build_parser; "
            "build_parser().parse_args(['fuzz', '--rounds', '3']); "
            "print(sorted(m for m in sys.modules if m.startswith(('tablecert.fuzz.games', "
            "'tablecert.stats'))))")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                         check=True)
    assert run.stdout.strip() == "[]"


def test_an_unknown_game_is_refused_naming_the_choices() -> None:
    from tablecert.commands.parser import build_parser

    with pytest.raises(argparse.ArgumentError, match=r"invalid choice: 'pai-gow'.*'craps'.*'ultimate-texas"):
        build_parser().parse_args(["fuzz", "--game", "pai-gow"])


def test_a_baccarat_case_is_dealt_from_the_shoe_the_steps_deal() -> None:
    from tablecert.steps.baccarat import FILLER as STEPS_FILLER

    assert FILLER == STEPS_FILLER


@pytest.mark.parametrize("game", ["craps", "minibaccarat", "ultimate-texas-hold-em"])
def test_random_cases_find_nothing_on_the_oracle(game: str) -> None:
    result = fuzz_game(InProcessSystem(), fuzzer_for(game), bundled_game_rules(game), rounds=300,
                       seed_value=5, target="in-process", shrink=False)
    assert result.discrepancy is None and result.played == 300 and result.judged >= 300


def test_a_craps_defect_is_found_and_written_in_the_games_own_steps() -> None:
    """Found without shrinking here (the exhaustive tier shrinks every game's and pastes it)."""
    defect = "craps-hop-works-on-second-roll"
    result = fuzz_game(in_process_system(defect), fuzzer_for("craps"), bundled_game_rules("craps"),
                       rounds=500, seed_value=0, target="in-process", shrink=False)
    assert result.discrepancy is not None
    # 537.3(a)(34)(ii): the Hop Bet loses on the roll after it is placed; the system leaves it up
    assert any("Hop" in repr(d.observed) and "Hop" not in repr(d.expected)
               for d in result.discrepancy.differences)
    assert result.citation({c.citation for c in load_index()}, fuzzer_for("craps")).startswith("537.3(a)")
    gherkin = game_gherkin(result, fuzzer_for("craps"), "tablecert fuzz ...", "537.3(a)(34)")
    assert "places a Two-Six on the Hop Bet of" in gherkin
    assert f'table under Rules Submission "{result.rules.name}"' in gherkin.splitlines()[2]
    assert sum(line.strip().startswith("When the shooter rolls") for line in gherkin.splitlines()) == 1


def test_exact_baccarat_and_blackjack_figures() -> None:
    """The infinite-deck figures the return checks use (cross-checked against the oracle's own
    dealing in the exhaustive tier)."""
    odds = coup_odds()
    assert odds.player + odds.banker + odds.tie == 1
    assert odds.banker == Fraction(2212744, 13**6) and odds.tie == Fraction(460601, 13**6)
    mean, square = stand_moments(False, False)
    assert round(float(mean), 6) == -0.160377 and 1 < square < Fraction(9, 4)


def test_blackjack_stats_on_the_oracle_land_near_the_exact_return() -> None:
    rules = next(r for r in bundled_game_rules("blackjack") if r.name == "pa-549-procedure-1")
    [line] = return_lines(rules)
    tally = play_rounds(InProcessSystem().open_game_table(rules), rules, 2000, seed=11)
    observed = 1 + Fraction(tally.lines["wager"].total, tally.lines["wager"].unit * tally.rounds)
    assert tally.rounds == 2000
    assert abs(observed - line.exact.player_return) < 4 * line.exact.sd_bound / 2000 ** 0.5


def test_shrinking_past_its_budget_answers_with_the_discrepancy_found_without_playing() -> None:
    """tablecert/fuzz/shrinking.py: replays while a discrepancy is held count toward the budget;
    past it the discrepancy held is raised and the round is not played."""
    from tablecert.fuzz.shrinking import ShrinkBudget
    from tablecert.oracle.judge import Difference, Discrepancy

    failing: dict[str, object] = {}
    played: list[bytes] = []
    budget = ShrinkBudget(failing, limit=2)
    test = budget.guard(played.append)
    test(b"a")  # searching: not counted
    failing["differences"] = [Difference("payout", 100, 90)]
    test(b"b")
    test(b"c")
    assert played == [b"a", b"b", b"c"] and not budget.spent
    with pytest.raises(Discrepancy) as raised:
        test(b"d")
    assert played == [b"a", b"b", b"c"] and budget.spent and budget.replays == 3
    assert raised.value.differences == failing["differences"]


# ------------------------------------------------------------------------ exhaustive tier
def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "tablecert.cli", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=1800, check=False)


@pytest.mark.exhaustive
@pytest.mark.parametrize("game", fuzzed_games())
def test_every_game_fuzzed_over_http_finds_nothing_on_the_reference_system(game: str) -> None:
    proc = _cli("fuzz", "--game", game, "--rounds", "2000", "--seed", "3", "--json")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    result = json.loads(proc.stdout)
    assert result["rounds_run"] == 2000 and result["discrepancies"] == []


@pytest.mark.exhaustive
@pytest.mark.parametrize(("game", "defect", "citation"), [
    ("craps", "craps-vig-on-losing-buy-bets", "537.5a(a)"),
    ("blackjack", "blackjack-paid-6-to-5", None),
    ("spanish-21", "reshuffle-keeps-bar", None),
    ("minibaccarat", "tenth-minibaccarat-seat-accepted", "541.2(a)"),
    ("midibaccarat", "additional-card-disclosed", "543.14(c)(1)"),
    ("baccarat", "wager-accepted-in-simulated-round", "545.15(c)(2)"),
    ("ultimate-texas-hold-em", "uth-envy-for-own-hand", "653a.1 Envy Bonus"),
])
def test_a_defect_of_each_game_is_found_and_its_scenario_fails_when_pasted(
        tmp_path: Path, game: str, defect: str, citation: str | None) -> None:
    proc = _cli("fuzz", "--game", game, "--rounds", "2000", "--target", "in-process", "--defect", defect,
                "--json")
    assert proc.returncode == 1, proc.stdout + proc.stderr
    [found] = json.loads(proc.stdout)["discrepancies"]
    if citation is not None:
        assert found["citation"] == citation
    assert found["replay"].endswith(f"--defect {defect}")
    assert run_pasted(tmp_path, found["gherkin"], defect, found["feature_tag"])["counts"].get("failed")
    assert set(run_pasted(tmp_path, found["gherkin"], None, found["feature_tag"])["counts"]) == {"passed"}


@pytest.mark.exhaustive
def test_the_baccarat_figures_are_those_of_the_oracles_own_dealing() -> None:
    """Every sequence of card values dealt by :func:`deal_coup`, weighted: the same three
    probabilities as the tableau's arithmetic."""
    from tablecert.oracle.cards import parse_cards
    from tablecert.oracle.games.baccarat.table import deal_coup

    cards = parse_cards("Kc As 2s 3s 4s 5s 6s 7s 8s 9s")  # a card of each value 0-9
    weight = [4] + [1] * 9
    counts: dict[str, int] = {}

    def walk(prefix: list[int]) -> None:
        try:
            coup, _ = deal_coup(iter([cards[v] for v in prefix]))
        except (ValueError, RuntimeError, StopIteration):  # the coup needs another card
            for v in range(10):
                walk([*prefix, v])
            return
        w = 13 ** (6 - len(prefix))
        for v in prefix:
            w *= weight[v]
        counts[coup.result.value] = counts.get(coup.result.value, 0) + w

    for first in range(10**4):
        walk([first // 1000, first // 100 % 10, first // 10 % 10, first % 10])
    odds = coup_odds()
    assert {k: Fraction(v, 13**6) for k, v in counts.items()} == {
        "Player": odds.player, "Banker": odds.banker, "Tie": odds.tie}


@pytest.mark.exhaustive
def test_stats_pass_on_the_reference_system_and_fail_with_a_payout_defect() -> None:
    clean = _cli("stats", "--game", "craps", "--rounds", "40000", "--seed", "1", "--target", "in-process",
                 "--quiet", "--json")
    assert clean.returncode in (0, 3), clean.stdout + clean.stderr  # nothing failed
    verdicts = json.loads(clean.stdout)["verdicts"]
    assert {v["outcome"] for v in verdicts} <= {"passed", "inconclusive"}
    buy_lay = [v["outcome"] for v in verdicts if v["citation"] in ("537.5a(a)", "537.5a(b)")]
    assert buy_lay == ["passed", "passed"]
    broken = _cli("stats", "--game", "craps", "--rounds", "40000", "--seed", "1", "--target", "in-process",
                  "--quiet", "--json", "--defect", "craps-buy-4-10-paid-place-odds")
    assert broken.returncode == 1, broken.stdout + broken.stderr
    failed = [v for v in json.loads(broken.stdout)["verdicts"] if v["outcome"] == "failed"]
    assert [v["citation"] for v in failed] == ["537.5a(a)"]


def test_a_system_without_forced_dice_and_shoes_is_refused_by_name() -> None:
    from tablecert.adapters.contract import Capability
    from tablecert.fuzz.games.run import missing_capabilities

    system = InProcessSystem()
    assert missing_capabilities(system, "craps") == []
    system.capabilities = frozenset({Capability.SCRIPTED_ROUND})
    assert missing_capabilities(system, "craps") == ["the capability 'forced-deck'"]


@pytest.mark.parametrize("args", [
    ["fuzz", "--game", "craps", "--rounds", "5", "--seats", "3"],  # a card-game option
    ["fuzz", "--game", "blackjack", "--rounds", "5", "--rules", "pa-549-no-such"],
    ["stats", "--game", "baccarat", "--rounds", "5", "--rules", "pa-541-minibaccarat-discard"],
    ["stats", "--game", "craps", "--rounds", "5", "--tables", "2"],
])
def test_bad_options_for_a_game_exit_2_naming_the_option(args: list[str],
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    from tablecert.cli import main

    assert main([*args, "--target", "in-process"]) == 2
    assert "--" in capsys.readouterr().err


def test_the_same_seed_gives_the_same_cases() -> None:
    fuzzer = fuzzer_for("blackjack")
    rules = bundled_game_rules("blackjack")
    runs = [fuzz_game(in_process_system("barred-person-wagers"), fuzzer, rules, rounds=200, seed_value=9,
                      target="in-process", shrink=False) for _ in range(2)]
    assert runs[0].discrepancy is not None
    assert (runs[0].scripts, runs[0].played) == (runs[1].scripts, runs[1].played)
