"""Reproducers that reproduce (issue #24, item 4): the Gherkin scenario ``tablecert fuzz``
prints for a discrepancy, written into a feature folder and run with ``tablecert run
--features DIR``, fails the same way against the same system (the same differences, the
same citation) and passes against the clean system. Its title cites the subsection of the
FIRST field that differs in settlement order, not the alphabetically first citation.

One test per kind of defect: a payout, a deal fault (a deck that does not hold 52 cards,
once printed as a 51-card stacked deck without its fault step), a stub count, a meter, a
session (several rounds at one table); the end-to-end ones run ``tablecert fuzz`` and are
in the exhaustive tier, the fast tier builds a deck-size case directly."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from clikit import run_pasted

from tablecert.adapters.in_process import InProcessSystem
from tablecert.files import resolve_rules_submission
from tablecert.fuzz import FuzzResult, to_gherkin
from tablecert.fuzz.gherkin import differences_json, fault_step
from tablecert.fuzz.run import _judge
from tablecert.oracle.card_games import plan_for
from tablecert.oracle.card_round.dealing import stack_deck
from tablecert.oracle.judge import Difference, Discrepancy
from tablecert.oracle.round import (
    COMMUNITY,
    DEALER,
    Choice,
    Decision,
    Fault,
    FaultKind,
    RoundScript,
    WagerPlacement,
)
from tablecert.oracle.wagers import Wager
from tablecert.reference_system.defects import DefectiveTable, find_defect

ROOT = Path(__file__).resolve().parent.parent


def _cli(*argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "tablecert.cli", *argv], cwd=ROOT, capture_output=True,
                          text=True, timeout=900, check=False)


def _fails_the_same_way(summary: dict, citation: str, differences: list[dict]) -> None:  # type: ignore[type-arg]
    assert summary["counts"] == {"failed": 1}, summary
    [failure] = summary["failures"]
    assert failure["citation"] == citation
    for d in differences:  # every difference the fuzzer found, word for word
        line = str(Difference(d["field"], d["expected"], d["observed"], d["citation"], money=d["money"]))
        assert line in failure["message"], (d, failure["message"])


def test_every_fault_kind_is_written_as_its_step() -> None:
    """No fault is dropped from a reproducer: each kind has the step that injects it."""
    faults = [Fault(FaultKind.CARD_FACE_UP_IN_DECK, at=2), Fault(FaultKind.CARD_DRAWN_IN_ERROR, at=0),
              Fault(FaultKind.INCORRECT_CARD_COUNT, position=DEALER, count=4),
              Fault(FaultKind.INCORRECT_CARD_COUNT, position=COMMUNITY, count=1),
              Fault(FaultKind.INCORRECT_CARD_COUNT, position="seat 3", count=2),
              Fault(FaultKind.DEALER_CARD_EXPOSED), Fault(FaultKind.COMMUNITY_CARD_EXPOSED),
              Fault(FaultKind.SHUFFLER_JAM), Fault(FaultKind.SHOE_JAM, at=5),
              Fault(FaultKind.DEVICE_MALFUNCTION, position="shoe"),
              Fault(FaultKind.WRONG_DECK_SIZE, count=51)]
    assert {f.kind for f in faults} == set(FaultKind)
    assert [fault_step(f) for f in faults] == [
        "the card dealt 3rd is found face up in the deck",
        "the 1st card is drawn in error without its face being exposed",
        "the dealer is dealt 4 cards", "the community card area is dealt 1 cards", "seat 3 is dealt 2 cards",
        "one of the dealer's cards is inadvertently exposed before the dealer reveals them",
        "a community card is inadvertently exposed before the dealer reveals it",
        "the automated card shuffling device jams during the shuffle",
        "the automated dealing shoe jams after 5 cards",
        "the automated dealing shoe malfunctions and cannot be used",
        "the deck holds 51 cards"]


def test_the_title_cites_the_first_difference_in_settlement_order() -> None:
    """A dealer-qualification defect differs first in ``dealer_qualifies`` (649a.11(c)(3)),
    then in lines citing 565 and 649a subsections that sort before it: the title cites the
    first; of events, the first event that differs is cited first."""
    found = Discrepancy([Difference("dealer_qualifies", False, True, "649a.11(c)(3)"),
                         Difference("settlements[1]", "a", "b", "565.7(d)"),
                         Difference("events", [], [], "649a.12(e)(3), 649a.11(c)(3)")])
    assert found.citations[0] == "565.7(d)"  # the alphabetically first, as the title was
    assert found.ordered_citations == ["649a.11(c)(3)", "565.7(d)", "649a.12(e)(3)"]
    result = FuzzResult("three-card-poker", 1, 1, "in-process", discrepancy=found)
    assert result.citation({"565.7(d)", "649a.11(c)(3)"}) == "649a.11(c)(3)"
    assert result.citation({"565.7(d)"}) == "565.7(d)"  # the first the regulation index knows


def _short_deck_case() -> tuple[str, list[dict[str, object]]]:
    """A 51-card deck in the fifth round at a table without a counting shuffler, against a
    system that does not remove the deck: the printed scenario and the differences."""
    rules = resolve_rules_submission("pa-649a-dealing-manual-shoe")
    wagers = (WagerPlacement(1, Wager.ANTE, 1000), WagerPlacement(3, Wager.ANTE, 500))
    deck = stack_deck(plan_for(rules, list(wagers)), {})[:51]
    script = RoundScript(wagers, deck, (Decision(1, Choice.PLAY), Decision(3, Choice.FOLD)),
                         (Fault(FaultKind.WRONG_DECK_SIZE, count=51),))
    defective = InProcessSystem(lambda r: DefectiveTable(r, find_defect("wrong-deck-not-removed")))
    result = FuzzResult("three-card-poker", 1, 7, "in-process", rules=rules, script=script, prior_rounds=4)
    differences, _ = _judge(result, defective.open_table(rules), InProcessSystem().open_table(rules),
                            rules, 4, script)
    assert differences, "the defect shows in the fifth round"
    result.discrepancy = Discrepancy(differences)
    citation = result.citation({"649a.8(h)", "649a.8(f)"})
    gherkin = to_gherkin(result, "tablecert fuzz --seed 7", citation)
    assert "And the deck holds 51 cards" in gherkin and "4 rounds have been played" in gherkin
    assert gherkin.startswith("  Scenario: 649a.8(h) ")
    return gherkin, differences_json(differences)


def test_a_short_deck_is_printed_with_its_fault_and_the_rounds_before_it() -> None:
    """The deal fault the reproducer used to drop: the deck of 51 cards with "the deck holds
    51 cards", after the four rounds that make the fifth a stub count round (649a.8(f)),
    titled by the first difference (the events of 649a.8(h))."""
    gherkin, _ = _short_deck_case()
    lines = gherkin.splitlines()
    assert lines[0].startswith("  Scenario: 649a.8(h) ")
    assert "    And 4 rounds have been played at the table" in lines
    deck = next(line for line in lines if "the deck is stacked in the order" in line)
    assert len(deck.split('"')[1].split()) == 51
    assert lines.index("    And the deck holds 51 cards") > lines.index(deck)


@pytest.mark.exhaustive
def test_a_short_deck_at_the_stub_count_is_reproduced_by_the_printed_scenario(tmp_path: Path) -> None:
    """Pasted, that scenario fails against the defect with the same differences (649a.8(h))."""
    gherkin, differences = _short_deck_case()
    _fails_the_same_way(run_pasted(tmp_path, gherkin, "wrong-deck-not-removed"), "649a.8(h)", differences)


_KINDS = {
    # kind: the fuzz command's options, the defect, the citation the title must carry
    "payout": (["--rounds", "300", "--seed", "1"], "play-paid-when-dealer-does-not-qualify",
               "649a.11(c)(3)(i)"),
    "dealer qualification": (["--rounds", "300", "--seed", "1"], "dealer-qualifies-with-jack-high",
                             "649a.11(c)(3)"),
    "deal fault": (["--rounds", "400", "--seed", "1"], "wrong-deck-not-removed", None),
    "stub count": (["--rounds", "300", "--seed", "1"], "stub-never-counted", "649a.8(f)"),
    "meter": (["--rounds", "300", "--seed", "1", "--rules", "pa-649a-paytable-A"], "meter-not-reset",
              "649a.12(e)(3)"),
    # the first difference is the oracle's line, a pair of nines losing: cited where 643a.11(f)(3)
    # settles the Let It Ride Poker Wagers (the defect's own subsection, 643a.12(a), cites a win)
    "let it ride payout": (["--game", "let-it-ride", "--rounds", "300", "--seed", "1"], "pair-of-nines-pays",
                           "643a.11(f)(3)"),
    "sessions": (["--sessions", "6", "--rounds", "6", "--seed", "2", "--rules", "pa-649a-paytable-A"],
                 "play-paid-when-dealer-does-not-qualify", "649a.11(c)(3)(i)"),
    "sessions across rounds": (["--sessions", "5", "--rounds", "8", "--seed", "1"], "stub-never-counted",
                               "649a.8(f)"),
    # a forbidden move the system took in a round played step by step, in plain rounds and in a session
    "forbidden move": (["--rounds", "400", "--seed", "1"], "decision-out-of-turn-accepted", "565.11(b)"),
    "sessions forbidden move": (["--sessions", "10", "--rounds", "10", "--seed", "1"],
                                "decision-out-of-turn-accepted", "565.11(b)"),
}


@pytest.mark.exhaustive
@pytest.mark.parametrize("kind", sorted(_KINDS))
def test_the_printed_scenario_fails_the_same_way_and_passes_clean(tmp_path: Path, kind: str) -> None:
    options, defect, citation = _KINDS[kind]
    proc = _cli("fuzz", "--json", "--target", "in-process", "--defect", defect, *options)
    assert proc.returncode == 1, proc.stdout[-2000:] + proc.stderr[-2000:]
    out = json.loads(proc.stdout)
    found = out.get("discrepancy") or out["discrepancies"][0]
    if citation is not None:
        assert found["citation"] == citation
    assert found["gherkin"].startswith(f"  Scenario: {found['citation']} ")
    if kind == "deal fault":
        assert "And the deck holds 51 cards" in found["gherkin"]
    tag = "@let_it_ride" if "let-it-ride" in options else "@three_card_poker"
    # the stub count's Then step words its failure itself ("the stub was not counted in rounds
    # 1-5"): the same citation, not the fuzzer's words
    stub = any(d["field"] == "stub count" for d in found["differences"])
    _fails_the_same_way(run_pasted(tmp_path, found["gherkin"], defect, tag), found["citation"],
                        [] if stub else found["differences"])
    assert run_pasted(tmp_path, found["gherkin"], None, tag)["counts"] == {"passed": 1}
