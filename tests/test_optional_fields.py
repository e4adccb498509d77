"""Optional means optional (issue #33 item 4): a field docs/protocol.md sends "where sent" and
docs/protocol.openapi.yaml does not require is judged where the system sends it and is *not
shown* where it does not, never a difference; a system's own allowed stub count (649a.8(f)
"at least once every 5 rounds") is followed in a round played step by step with a forbidden
move tried; a five-card wager refused once the automated dealing shoe is out of order passes
as the return does (649a.10(c), 649a.13(g)). The variants that take these choices pass the
suite and every fuzzer mode, seeds 1-3, in tests/test_ranges.py's exhaustive test (it runs
every variant of tablecert/reference_system/variants.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml
from msgspec.structs import replace
from roundkit import rules

from tablecert.adapters.contract import Meters
from tablecert.adapters.in_process import InProcessSystem, oracle_round
from tablecert.adapters.stepped import Probe, Way, meter_differences
from tablecert.fuzz.sessions import play_judged
from tablecert.fuzz.stepping import CasePlan, ProtocolTally
from tablecert.oracle.cards import FULL_DECK
from tablecert.oracle.judge import compare
from tablecert.oracle.round import (
    Choice,
    Decision,
    Fault,
    FaultKind,
    Outcome,
    Reason,
    Refusal,
    RoundScript,
    WagerPlacement,
)
from tablecert.oracle.wagers import Wager
from tablecert.protocol_schema import optional_answer_fields, request_components
from tablecert.reference_system.in_process import in_process_system
from tablecert.reference_system.variants import (
    OPTIONAL_CARD_FIELDS,
    VariantTable,
    find_variant,
    without_optional_fields,
)
from tablecert.resources import openapi_document

FIVE = "pa-649a-dealing-automated-shoe-five-card"
# the schemas of what the harness SENDS: optional fields there are the harness's, not a system's.
# The card games' are written by hand in the document; every other game's are those its script
# reaches (tablecert/protocol_schema.py: a new game's need no edit here)
_CARD_REQUESTS = {"OpenTable", "ShuffledRoundRequest", "DealRequest", "WagerPlacement", "Decision", "Fault",
                  "RoundScript"}
_REQUESTS = _CARD_REQUESTS | request_components()


def _optional_answer_fields() -> dict[str, tuple[str, ...]]:
    schemas = yaml.safe_load(openapi_document().read_text())["components"]["schemas"]
    return {name: tuple(p for p in s["properties"] if p not in set(s.get("required", [])))
            for name, s in schemas.items()
            if name not in _REQUESTS and "properties" in s
            and any(p not in set(s.get("required", [])) for p in s["properties"])}


def test_the_variant_omits_exactly_the_fields_the_openapi_document_does_not_require() -> None:
    """The optional-fields-omitted variant leaves out every optional field of every answer
    schema of docs/protocol.openapi.yaml, and no required one: the card games' as
    OPTIONAL_CARD_FIELDS lists them (tablecert/reference_system/variants.py), the other games'
    as their dataclasses give a default (a game's schemas out of date: run
    ``python -m tablecert.protocol_schema --write``)."""
    never_sent = {"SystemInfo": ("max_concurrent_tables",)}  # by any variant: no limit declared
    assert _optional_answer_fields() == {**OPTIONAL_CARD_FIELDS, **optional_answer_fields(), **never_sent}


def _five_card_round() -> tuple[RoundScript, object]:
    wagers = (WagerPlacement(3, Wager.ANTE, 1000), WagerPlacement(3, Wager.FIVE_CARD_PROGRESSIVE, 100))
    script = RoundScript(wagers, tuple(FULL_DECK), (Decision(3, Choice.PLAY),))
    return script, VariantTable(rules(FIVE), find_variant("optional-fields-omitted"))


def test_649a_10_c_five_card_meters_not_sent_are_not_shown_and_sent_wrong_still_fail() -> None:
    script, table = _five_card_round()
    observed = table.play(script)  # type: ignore[attr-defined]
    assert observed.five_card_meter_before is None and observed.five_card_meter_after is None
    expected = InProcessSystem().open_table(rules(FIVE)).play(script)
    assert expected.five_card_meter_after is not None
    assert compare(expected, observed) == []
    wrong = replace(observed, five_card_meter_after=expected.five_card_meter_after + 1)
    assert [d.field for d in compare(expected, wrong)] == ["five_card_meter_after"]


def test_meters_without_the_optional_fields_are_judged_on_the_rest() -> None:
    script, _ = _five_card_round()
    expected = [InProcessSystem().open_table(rules(FIVE)).play(script)]
    last = expected[-1]
    assert meter_differences(Meters(last.meter_after, 1), expected, rules(FIVE).edition) == []
    sent_wrong = Meters(last.meter_after, 1, five_card_meter=(last.five_card_meter_after or 0) + 1)
    assert [d.field for d in meter_differences(sent_wrong, expected, rules(FIVE).edition)] == [
        "meters.five_card_meter"]
    assert [d.field for d in meter_differences(Meters(last.meter_after, 2), expected,
                                               rules(FIVE).edition)] == ["meters.rounds"]


def test_without_optional_fields_keeps_every_judged_field() -> None:
    """Stripping the optional fields changes nothing the judge compares."""
    script, _ = _five_card_round()
    full = InProcessSystem().open_table(rules(FIVE)).play(script)
    stripped = without_optional_fields(full)
    assert all(not (line.citation or line.odds or line.hand or line.note) for line in stripped.settlements)
    assert compare(full, stripped) == []


@pytest.mark.parametrize("probe", [Probe.DECISION_OUT_OF_TURN, Probe.SETTLE_WITH_DECISION_DUE])
def test_649a_8_f_a_forbidden_move_in_a_round_the_system_voided_at_its_own_count(probe: Probe) -> None:
    """The stub counted every round (allowed): round 1 with a deck of 51 cards is void at the
    system's count (649a.8(h)), where the oracle's own schedule counts only on the fifth. A
    decision tried then finds no decision due: the documented answer is not-allowed-now
    (docs/protocol.md, Decisions), and settling is the void round; nothing differs."""
    chosen = rules("pa-649a-paytable-A")
    system = in_process_system(variant="stub-count-every-round")
    table, oracle = system.open_table(chosen), InProcessSystem().open_table(chosen)
    script = RoundScript(tuple(WagerPlacement(s, Wager.ANTE, 500) for s in (1, 2, 3)), tuple(FULL_DECK[:51]),
                         tuple(Decision(s, Choice.PLAY) for s in (1, 2, 3)),
                         faults=(Fault(FaultKind.WRONG_DECK_SIZE, count=51),))
    tally = ProtocolTally()
    differences, observed, _ = play_judged([table], CasePlan((Way.STEP,), probe), system.capabilities, oracle,
                                           script, [], tally)
    assert observed is not None and observed.void
    assert differences == []


def test_649a_8_f_the_out_of_turn_answer_is_still_judged_where_a_decision_is_due() -> None:
    """Where the round is not void, the refusal of a later seat's decision must be out-of-turn."""
    from tablecert.adapters.stepped import ProbeOutcome, probe_differences

    table = InProcessSystem().open_table(rules("pa-649a-paytable-A"))
    wrong = ProbeOutcome(Probe.DECISION_OUT_OF_TURN, True, Reason.NOT_ALLOWED_NOW)
    assert [d.field for d in probe_differences(table, wrong)] == ["refusal of a decision out of turn"]
    voided = replace(wrong, no_decision_due=True)
    assert probe_differences(table, voided) == []


_WITH_BONUS = (WagerPlacement(2, Wager.ANTE, 1000), WagerPlacement(2, Wager.FIVE_CARD_HAND_BONUS, 500))


def _after_the_shoe_failed(table: object) -> RoundScript:
    """Round 1: the automated dealing shoe malfunctions (649a.13(g)); round 2 places a
    Five Card Hand Bonus Wager."""
    first = RoundScript((WagerPlacement(2, Wager.ANTE, 1000),), tuple(FULL_DECK),
                        (Decision(2, Choice.PLAY),),
                        faults=(Fault(FaultKind.DEVICE_MALFUNCTION, position="shoe"),))
    table.play(first)  # type: ignore[attr-defined]
    return RoundScript(_WITH_BONUS, tuple(FULL_DECK), (Decision(2, Choice.PLAY),))


@pytest.mark.parametrize("variant", [None, "five-card-refused-without-shoe"])
def test_649a_10_c_five_card_wagers_without_the_shoe_returned_or_refused_pass(variant: str | None) -> None:
    """docs/interpretations.md, "five-card wagers without community cards": the oracle takes the
    wager and returns it; refusing it (not-offered) is as plausible, and passes too."""
    system = in_process_system(variant=variant) if variant else InProcessSystem()
    table, oracle = system.open_table(rules(FIVE)), InProcessSystem().open_table(rules(FIVE))
    script, oracle_script = _after_the_shoe_failed(table), _after_the_shoe_failed(oracle)
    observed = table.play(script)
    expected = oracle_round(oracle, oracle_script, observed)
    assert compare(expected, observed) == []
    refused = [r for r in observed.refusals if r.wager is Wager.FIVE_CARD_HAND_BONUS]
    returned = [s for s in observed.lines_for(2, Wager.FIVE_CARD_HAND_BONUS)
                if s.outcome is Outcome.RETURNED]
    assert (refused, returned) != ([], []) and not (refused and returned)
    assert bool(refused) is (variant is not None)


def test_649a_10_c_a_five_card_wager_refused_while_the_shoe_works_still_fails() -> None:
    """The refusal is followed only once the shoe is out of order: before, it is a difference."""
    script = RoundScript(_WITH_BONUS, tuple(FULL_DECK), (Decision(2, Choice.PLAY),))
    honest = InProcessSystem().open_table(rules(FIVE)).play(script)
    bonus = Wager.FIVE_CARD_HAND_BONUS
    refusing = replace(honest, refusals=(Refusal(2, bonus, 500, Reason.NOT_OFFERED, "", ""),),
                       settlements=tuple(s for s in honest.settlements if s.wager is not bonus))
    expected = oracle_round(InProcessSystem().open_table(rules(FIVE)), script, refusing)
    assert "refusals" in [d.field for d in compare(expected, refusing)]


# the scenario `tablecert fuzz --sessions 20 --variant stub-count-every-round --seed 1` printed
# before the fix: round 1 of a 51-card deck, voided at the system's own count, with a decision
# tried out of turn (issue #33: "fails differently when pasted")
_VOIDED_AT_ITS_COUNT = """\
  Scenario: 565.11(b) A random session conforms to the oracle (seed 1)
    Given a Three Card Poker table under Rules Submission "pa-565-progressive-5"
    And seat 1 places an Ante Wager of $5
    And seat 2 places an Ante Wager of $5
    And seat 3 places an Ante Wager of $5
    And the deck is stacked in the order "{deck}"
    And the deck holds 51 cards
    When seat 1 makes a Play Wager
    And seat 2 makes a Play Wager
    And seat 3 makes a Play Wager
    And the round is played step by step, trying a decision out of turn at its point
    Then the round conforms to the oracle
"""


def test_649a_8_f_the_pasted_reproducer_follows_the_systems_own_count(tmp_path: Path) -> None:
    """Pasted into a feature folder and run against the variant, the scenario passes: the
    oracle of a stepped round with a forbidden move follows the system's count too."""
    from clikit import run_tablecert

    folder = tmp_path / "features"
    folder.mkdir()
    deck = " ".join(str(c) for c in FULL_DECK[:51])
    (folder / "repro.feature").write_text("@three_card_poker\nFeature: pasted\n\n"
                                          + _VOIDED_AT_ITS_COUNT.format(deck=deck), encoding="utf-8")
    proc = run_tablecert("run", "--features", str(folder), "--target", "in-process", "--json", "--quiet",
                         "--report", str(tmp_path / "report"), "--variant", "stub-count-every-round",
                         timeout=900)
    assert json.loads(proc.stdout)["counts"] == {"passed": 1}, proc.stdout[-3000:]
