"""docs/protocol.md, "Capabilities", "An interactive round", "Errors": the capabilities a
table declares decide what is sent; a round played step by step equals the same round
scripted; a move the round forbids is refused with the documented reason; a declared
capability refused is a failure; the meters are judged to the cent after every round."""

from __future__ import annotations

import io
import json
import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import msgspec
import pytest

from tablecert.adapters.contract import (
    Capability,
    CapabilityRefused,
    Meters,
    RoundSession,
    SystemFault,
    TableSession,
)
from tablecert.adapters.forbidden_moves import FORBIDDEN_MOVES
from tablecert.adapters.http import HttpSystem
from tablecert.adapters.in_process import InProcessSystem
from tablecert.adapters.shown import StepLog
from tablecert.adapters.stepped import (
    PROBE_ANSWERS,
    Probe,
    RoundMode,
    Way,
    meter_differences,
    play_round,
    play_stepped,
    refused_round,
    round_ways,
    with_probe_refusal,
)
from tablecert.adapters.wire_reader import WireError, step_events
from tablecert.files import resolve_rules_submission
from tablecert.fuzz.choices import Choices
from tablecert.fuzz.rounds import expand_round
from tablecert.oracle.card_games import RulesSubmission
from tablecert.oracle.card_round.dealing import stack_deck
from tablecert.oracle.cards import FULL_DECK
from tablecert.oracle.judge import Discrepancy, compare
from tablecert.oracle.round import (
    Choice,
    Decision,
    Event,
    EventKind,
    Fault,
    FaultKind,
    IllegalAction,
    Observation,
    Reason,
    RoundScript,
    WagerPlacement,
)
from tablecert.oracle.wagers import Wager
from tablecert.reference_system import ReferenceServer, create_app
from tablecert.reference_system.defects import DefectiveTable, find_defect

STEP_ONLY = frozenset({Capability.FORCED_DECK, Capability.STEP_BY_STEP, Capability.FAULT_INJECTION,
                       Capability.METERS})
SEED = 20261201  # the random rounds below: printed on failure through the test's name


def _rules(name: str) -> RulesSubmission:
    rules = resolve_rules_submission(name)
    assert isinstance(rules, RulesSubmission)
    return rules


def _rounds(rules: RulesSubmission, count: int, seed: int = SEED) -> list[RoundScript]:
    """Random rounds of the fuzzer's kind (wagers valid and not, late wagers, decisions,
    planted hands, faults), from ``seed``."""
    rng = random.Random(seed)
    return [expand_round(Choices(rng.randbytes(128)), rules) for _ in range(count)]


@pytest.fixture(scope="module")
def step_only() -> Iterator[tuple[HttpSystem, io.StringIO]]:
    transcript = io.StringIO()
    with ReferenceServer(app=create_app(capabilities=STEP_ONLY)) as server:
        system = HttpSystem(server.url, transcript=transcript)
        yield system, transcript
        system.close()


def test_round_ways_follow_the_declared_capabilities() -> None:
    every = frozenset(Capability)
    assert round_ways(RoundMode.AUTO, every) == ([Way.SCRIPTED], "")
    assert round_ways(RoundMode.BOTH, every) == ([Way.SCRIPTED, Way.STEP], "")
    assert round_ways(RoundMode.AUTO, STEP_ONLY) == ([Way.STEP], "")
    assert round_ways(RoundMode.BOTH, STEP_ONLY) == ([Way.STEP], "")
    ways, reason = round_ways(RoundMode.AUTO, frozenset({Capability.FORCED_DECK}))
    assert ways == [] and "'scripted-round' or 'step-by-step'" in reason
    ways, reason = round_ways(RoundMode.SCRIPTED, STEP_ONLY)
    assert ways == [] and "'scripted-round'" in reason


@pytest.mark.parametrize("name", ["pa-649a-paytable-A", "pa-643a-paytable-A", "pa-649a-progressive-fraction"])
def test_a_step_only_system_gets_no_scripted_round_and_its_rounds_equal_the_scripted_ones(
        step_only: tuple[HttpSystem, io.StringIO], name: str) -> None:
    """The same random rounds, played step by step at a system declaring only step-by-step
    (decisions in the order of the oracle's record), equal the oracle's scripted rounds and
    the table's meters agree after every round; not one request needs scripted-round."""
    system, transcript = step_only
    rules = _rules(name)
    assert system.capabilities == STEP_ONLY
    table, oracle = system.open_table(rules), InProcessSystem().open_table(rules)
    assert table.capabilities == STEP_ONLY
    expected_rounds: list[Observation] = []
    for number, script in enumerate(_rounds(rules, 25), start=1):
        expected = oracle.play(script)
        expected_rounds.append(expected)
        observed, _ = play_round(table, Way.STEP, script, expected)
        assert compare(expected, observed) == [], f"{name} round {number} (seed {SEED})"
        assert meter_differences(table.meters(), expected_rounds, rules.edition) == [], \
            f"{name} round {number}"
    sent = [json.loads(line)["request"] for line in transcript.getvalue().splitlines()]
    assert not [r for r in sent if "scripted-rounds" in r]
    assert any(r.endswith("/decisions") for r in sent) and any(r.endswith("/settle") for r in sent)


def test_a_request_for_an_undeclared_capability_is_refused_by_the_variant(
        step_only: tuple[HttpSystem, io.StringIO]) -> None:
    """The variant answers 409 not-allowed-now to what it did not declare (docs/protocol.md)."""
    system, _ = step_only
    table = system.open_table(_rules("pa-649a-paytable-A"))
    with pytest.raises(IllegalAction) as refused:
        table.play(RoundScript((), FULL_DECK))
    assert refused.value.reason is Reason.NOT_ALLOWED_NOW and "does not declare" in str(refused.value)


@pytest.mark.parametrize("status", [404, 405, 501])
def test_a_declared_capability_whose_endpoint_is_refused_fails(status: int) -> None:
    """A system declaring step-by-step whose step endpoints answer 404 (no such endpoint),
    405 or 501 fails (an AssertionError: the verdict is failed), not merely an error."""
    inner = create_app()

    async def app(scope, receive, send):  # type: ignore[no-untyped-def]
        if scope["type"] == "http" and scope["path"].endswith("/rounds"):
            body = json.dumps({"error": {"reason": "invalid-request", "message": "no endpoint",
                                         "citation": "docs/protocol.md"}}).encode()
            await send({"type": "http.response.start", "status": status,
                        "headers": [(b"content-type", b"application/json"),
                                    (b"content-length", str(len(body)).encode())]})
            await send({"type": "http.response.body", "body": body})
            return
        await inner(scope, receive, send)

    with ReferenceServer(app=app) as server:
        system = HttpSystem(server.url)
        try:
            table = system.open_table(_rules("pa-649a-paytable-A"))
            with pytest.raises(CapabilityRefused) as failed:
                table.new_round()
            assert isinstance(failed.value, AssertionError)
            assert failed.value.capability is Capability.STEP_BY_STEP and failed.value.status == status
            # a 404 about an unknown table is the endpoint answering: a fault, not a refusal
            gone = system.open_table(_rules("pa-649a-paytable-A"))
            gone.close()
            with pytest.raises(SystemFault):
                gone.play(RoundScript((), FULL_DECK))
        finally:
            system.close()


def _two_seats(rules: RulesSubmission) -> RoundScript:
    wagers = (WagerPlacement(1, Wager.ANTE, 1000), WagerPlacement(3, Wager.ANTE, 2000))
    return RoundScript(wagers, stack_deck(["seat 1", "seat 3", "dealer"] * 3, {}))


def _two_let_it_ride_seats() -> RoundScript:
    wagers = tuple(WagerPlacement(seat, bet, amount) for seat, amount in ((1, 1000), (4, 500))
                   for bet in (Wager.BET_1, Wager.BET_2, Wager.BET_3))
    order = ["seat 1", "seat 4", "community"] * 2 + ["seat 1", "seat 4"]
    return RoundScript(wagers, stack_deck(order, {}), decisions=(Decision(1, Choice.WITHDRAW, Wager.BET_1),))


@pytest.mark.parametrize(("probe", "chapter"), [(m.probe, chapter) for m in FORBIDDEN_MOVES
                                                for chapter in m.citations if chapter != "565"])
def test_each_forbidden_move_is_refused_with_the_documented_reason(
        step_only: tuple[HttpSystem, io.StringIO], probe: Probe, chapter: str) -> None:
    """In process and over HTTP: each move of the catalogue (adapters/forbidden_moves.py), at
    Three Card Poker and at Let It Ride where the game has it, refused with the reason
    docs/protocol.md documents, and the round then goes on to the oracle's settlement."""
    lir = chapter == "643a"
    rules = _rules("pa-643a-paytable-A" if lir else "pa-649a-paytable-A")
    script = _two_let_it_ride_seats() if lir else _two_seats(rules)
    expected = InProcessSystem().open_table(rules).play(script)
    for table in (InProcessSystem().open_table(rules), step_only[0].open_table(rules)):
        observed, outcome = play_stepped(table, script, expected, probe)
        assert outcome is not None and outcome.tried
        assert outcome.reason is PROBE_ANSWERS[probe][0], f"{probe.value}: {outcome}"
        assert compare(with_probe_refusal(expected, outcome), observed) == []


class _DealsAnyTime(RoundSession):
    """A system whose round takes the deal before "no more bets" (and ignores it)."""

    def __init__(self, inner: RoundSession) -> None:
        self.inner = inner

    def place(self, seat: int, wager: Wager, amount: int) -> bool:
        return self.inner.place(seat, wager, amount)

    def no_more_bets(self) -> None:
        self.inner.no_more_bets()

    def deal(self, deck: object, faults: object = ()) -> None:
        if getattr(self, "_closed", False):
            self.inner.deal(deck, faults)  # type: ignore[arg-type]
        self._closed = True

    def decide(self, seat: int, choice: object, wager: Wager | None = None) -> bool:
        return self.inner.decide(seat, choice, wager)  # type: ignore[arg-type]

    def settle(self) -> Observation:
        return self.inner.settle()


def test_a_system_that_deals_before_no_more_bets_fails_citing_the_round_procedure() -> None:
    rules = _rules("pa-649a-paytable-A")
    table = InProcessSystem().open_table(rules)
    inner_round = table.new_round

    def new_round() -> RoundSession:
        return _DealsAnyTime(inner_round())

    table.new_round = new_round  # type: ignore[method-assign]
    script = _two_seats(rules)
    expected = InProcessSystem().open_table(rules).play(script)
    with pytest.raises(Discrepancy) as failed:
        play_stepped(table, script, expected, Probe.DEAL_BEFORE_NO_MORE_BETS)
    assert failed.value.citations == ["649a.11"]


def test_the_meter_drift_of_a_rounded_contribution_is_caught_after_the_second_round() -> None:
    """649a.12(e)(3) at 14.5%: one $1 Progressive Payout Wager a round adds 14.5 cents; a
    system rounding each round's contribution (half to even) shows 100028 after two rounds
    where the meter reads 100029. Judged after every round, it is caught at round 2."""
    rules = _rules("pa-649a-progressive-fraction")
    defect = find_defect("meter-contribution-rounded")
    sut = InProcessSystem(lambda r: DefectiveTable(r, defect)).open_table(rules)
    clean, oracle = InProcessSystem().open_table(rules), InProcessSystem().open_table(rules)
    wagers = (WagerPlacement(1, Wager.ANTE, 500), WagerPlacement(1, Wager.PROGRESSIVE, 100))
    script = RoundScript(wagers, stack_deck(["seat 1", "dealer"] * 3, {}))
    expected: list[Observation] = []
    caught = []
    for number in range(1, 4):
        expected.append(oracle.play(script))
        clean.play(script)
        sut.play(script)
        assert meter_differences(clean.meters(), expected, rules.edition) == []
        if meter_differences(sut.meters(), expected, rules.edition):
            caught.append(number)
    assert expected[1].meter_after == 100029 and caught[0] == 2
    assert [d.citation for d in meter_differences(sut.meters(), expected, rules.edition)] == ["649a.12(e)(3)"]


def test_a_meter_difference_cites_the_meter_rule_of_the_tables_chapter() -> None:
    """The progressive meter read from ``/meters`` is judged under the table's chapter:
    649a.12(e)(3) for a 649a table, 565.12(i) for a table under the 2010 chapter 565."""
    for name, citation in (("pa-649a-paytable-A", "649a.12(e)(3)"), ("pa-565-progressive-1", "565.12(i)")):
        rules = _rules(name)
        oracle = InProcessSystem().open_table(rules)
        wagers = (WagerPlacement(1, Wager.ANTE, 500), WagerPlacement(1, Wager.PROGRESSIVE, 100))
        expected = [oracle.play(RoundScript(wagers, stack_deck(["seat 1", "dealer"] * 3, {})))]
        assert expected[0].meter_after is not None, name
        wrong = Meters(meter=expected[0].meter_after + 1, rounds=1)
        assert [(d.field, d.citation) for d in meter_differences(wrong, expected, rules.edition)] == [
            ("meters.meter", citation)], name


def test_fuzz_plays_a_step_only_system_step_by_step_tries_forbidden_moves_and_reads_the_meters() -> None:
    from tablecert.fuzz import fuzz

    rules = [_rules("pa-649a-paytable-A"), _rules("pa-643a-paytable-A")]
    system = InProcessSystem(capabilities=STEP_ONLY)
    result = fuzz(system, rules, rounds=120, seed_value=3, target="in-process", shrink=False)
    assert result.discrepancy is None
    assert result.protocol.stepped_rounds == result.judged
    assert result.protocol.probes_tried > 0 and result.protocol.meters_judged == result.judged
    assert result.protocol.reveals_judged == 0  # STEP_ONLY leaves step-events out


def test_fuzz_finds_the_meter_drift_and_cites_the_rate_of_progression() -> None:
    from tablecert.fuzz import fuzz

    defect = find_defect("meter-contribution-rounded")
    system = InProcessSystem(lambda r: DefectiveTable(r, defect))
    result = fuzz(system, [_rules("pa-649a-progressive-fraction")], rounds=300, seed_value=1,
                  target="in-process", shrink=False)
    assert result.discrepancy is not None
    assert "649a.12(e)(3)" in result.discrepancy.citations


def test_a_fault_the_table_cannot_have_is_refused(step_only: tuple[HttpSystem, io.StringIO]) -> None:
    """docs/protocol.md, Faults: a shoe jam at a table dealt by hand is 409 not-allowed-now."""
    rules = _rules("pa-649a-dealing-hand")
    table = step_only[0].open_table(rules)
    session = table.new_round()
    session.place(1, Wager.ANTE, 1000)
    session.no_more_bets()
    with pytest.raises(IllegalAction) as refused:
        session.deal(FULL_DECK, (Fault(FaultKind.SHOE_JAM, at=3),))
    assert refused.value.reason.value == "not-allowed-now"


def test_a_declared_fault_refused_fails_and_a_fault_the_table_cannot_have_stands_refused() -> None:
    """docs/protocol.md, Capabilities and Faults: a table declaring fault-injection that
    refuses (409) a fault it can have (a card face up, 649a.13(a)) is *failed*, the
    difference citing the fault's subsection; a fault it cannot have (a shoe jam at a table
    dealt by hand, 649a.13(f)) the oracle refuses too, and the refusal stands as the answer."""
    defect = find_defect("face-up-card-fault-refused")
    system = InProcessSystem(lambda r: DefectiveTable(r, defect))
    rules = _rules("pa-649a-dealing-hand")
    wagers = (WagerPlacement(1, Wager.ANTE, 1000),)
    face_up = RoundScript(wagers, stack_deck([], {}), (), (Fault(FaultKind.CARD_FACE_UP_IN_DECK, at=2),))
    oracle = InProcessSystem().open_table(rules)
    with pytest.raises(IllegalAction) as refused:
        system.open_table(rules).play(face_up)
    failed = refused_round(system.open_table(rules), oracle, face_up, refused.value)
    assert isinstance(failed, Discrepancy) and failed.ordered_citations == ["649a.13(a)", "docs/protocol.md"]
    assert "409 not-allowed-now" in failed.differences[0].observed
    shoe_jam = RoundScript(wagers, stack_deck([], {}), (), (Fault(FaultKind.SHOE_JAM, at=3),))
    with pytest.raises(IllegalAction) as refused:
        system.open_table(rules).play(shoe_jam)
    assert refused_round(system.open_table(rules), oracle, shoe_jam, refused.value) is None
    # the oracle's table is left untouched by the judging
    assert oracle.play(RoundScript(wagers, stack_deck([], {}))).round_number == 1


def test_the_suite_fails_a_declared_fault_refused_over_http(tmp_path: Path) -> None:
    """The 649a.13(a) scenarios read *failed* (not error) against a system over HTTP that
    declares fault-injection and answers 409 to a card found face up in the deck."""
    report = tmp_path / "report"
    proc = subprocess.run([sys.executable, "-m", "tablecert.cli", "run", "--section", "649a.13(a)",
                           "--defect", "face-up-card-fault-refused", "--json", "--quiet",
                           "--report", str(report)],
                          capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 1, proc.stderr[-2000:]
    summary = json.loads(proc.stdout)
    # 649a.13(a)'s two, and its void round at a five-card table (649a.12-example-values)
    assert summary["counts"] == {"failed": 3}, summary
    assert all(f["citation"] == "649a.13(a)" for f in summary["failures"])


def test_fuzz_fails_a_declared_fault_refused() -> None:
    from tablecert.fuzz import fuzz

    defect = find_defect("face-up-card-fault-refused")
    system = InProcessSystem(lambda r: DefectiveTable(r, defect))
    result = fuzz(system, [_rules("pa-649a-paytable-A")], rounds=300, seed_value=1, target="in-process",
                  shrink=False)
    assert result.discrepancy is not None
    assert result.discrepancy.ordered_citations[0] == "649a.13(a)"


def test_round_mode_both_plays_a_twin_table(tmp_path: object) -> None:
    """--round-mode both: each round also at a twin table, step by step, judged the same."""
    from tablecert.steps.context import ScenarioContext

    context = ScenarioContext(InProcessSystem(), round_mode=RoundMode.BOTH)
    context.open(_rules("pa-649a-paytable-A"))
    assert context.ways == [Way.SCRIPTED, Way.STEP] and context.twin is not None
    context.wagers.append(WagerPlacement(1, Wager.ANTE, 1000))
    context.play()
    assert isinstance(context.twin, TableSession)
    assert context.twin.meters().rounds == 1 and context.meters_read == 2


@pytest.mark.exhaustive
@pytest.mark.parametrize("extra", [
    ["--capabilities", "forced-deck,step-by-step,fault-injection,self-shuffle,recall,meters"],
    ["--round-mode", "both"]])
def test_the_whole_suite_passes_a_step_only_variant_and_both_round_modes(tmp_path: Path,
                                                                          extra: list[str]) -> None:
    """issue 24, done when: a system declaring only step-by-step (not scripted-round) gets a run
    with 0 error and 0 failed, and not one scripted-rounds request; with --round-mode both
    every round is played both ways and judged the same."""
    report = tmp_path / "report"
    proc = subprocess.run([sys.executable, "-m", "tablecert.cli", "run", "--quiet", "--json",
                           "--report", str(report), *extra], capture_output=True, text=True,
                          timeout=1200, check=False)
    counts = json.loads(proc.stdout)["counts"]
    assert proc.returncode == 0 and not counts.get("failed") and not counts.get("error"), counts
    sent = [json.loads(line)["request"] for line in
            (report / "transcript.jsonl").read_text(encoding="utf-8").splitlines()]
    assert any(r.endswith("/settle") for r in sent) and any(r.endswith("/meters") for r in sent)
    if "--capabilities" in extra:
        assert not [r for r in sent if "scripted-rounds" in r]
        assert counts["not-applicable"] > 0


def test_fuzz_catches_a_decision_out_of_turn_accepted_and_prints_a_stepped_reproducer() -> None:
    """A defect only a stepped round shows: the fuzzer's probe finds it, cites 11(b), and the
    printed scenario plays the round step by step with the same forbidden move."""
    from tablecert.fuzz import fuzz, to_gherkin

    defect = find_defect("decision-out-of-turn-accepted")
    system = InProcessSystem(lambda r: DefectiveTable(r, defect))
    result = fuzz(system, [_rules("pa-649a-paytable-A")], rounds=400, seed_value=1,
                  target="in-process", shrink=False)
    assert result.discrepancy is not None and result.discrepancy.citations == ["649a.11(b)"]
    text = to_gherkin(result, "tablecert fuzz --seed 1", "649a.11(b)")
    assert "And the round is played step by step, trying a decision out of turn at its point" in text


class _SteppedRoundsPayACentMore(InProcessSystem):
    """Declares every way; its rounds played step by step pay the first paid line a cent more
    (its scripted rounds are right): only the twin table shows the difference."""

    def open_table(self, rules: RulesSubmission, *, shuffle_seed: int | None = None) -> TableSession:
        table = super().open_table(rules, shuffle_seed=shuffle_seed)
        new_round = table.new_round

        def a_round() -> RoundSession:
            session = new_round()
            settle = session.settle

            def settled() -> Observation:
                obs = settle()
                lines = list(obs.settlements)
                paid = next((i for i, line in enumerate(lines) if line.paid), None)
                if paid is not None:
                    lines[paid] = msgspec.structs.replace(lines[paid], paid=lines[paid].paid + 1)
                return msgspec.structs.replace(obs, settlements=tuple(lines))

            session.settle = settled  # type: ignore[method-assign]
            return session

        table.new_round = a_round  # type: ignore[method-assign]
        return table


def test_a_difference_only_the_stepped_twin_shows_is_printed_as_a_stepped_round() -> None:
    """Where a case is played both ways and only the round played step by step differs, the
    printed scenario plays the round step by step (a scripted one would pass)."""
    from tablecert.fuzz import fuzz, to_gherkin

    result = fuzz(_SteppedRoundsPayACentMore(), [_rules("pa-649a-paytable-A")], rounds=400, seed_value=1,
                  target="in-process", shrink=False)
    assert result.discrepancy is not None and result.plan is not None
    assert result.plan.ways == (Way.STEP,)
    assert any("paid" in d.observed for d in result.discrepancy.differences)
    text = to_gherkin(result, "tablecert fuzz --seed 1", result.discrepancy.ordered_citations[0])
    assert "the round is played step by step" in text and "the round is settled" not in text


# ---------------------------------------------------------------- step-events: what each step shows
def _lir_two_seats() -> RoundScript:
    """Seats 1 and 4 at Let It Ride, seat 4 withdrawing Bet Number 1: the first community card
    comes after seat 4's Bet Number 1 decision, the second after seat 4's Bet Number 2."""
    wagers = tuple(WagerPlacement(seat, bet, 500 * seat) for seat in (1, 4)
                   for bet in (Wager.BET_1, Wager.BET_2, Wager.BET_3))
    return RoundScript(wagers, FULL_DECK, (Decision(4, Choice.WITHDRAW, Wager.BET_1),))


def _shown_at(log: StepLog) -> list[tuple[str, str]]:
    return [(s.label, e.kind.value) for s in log.steps for e in s.events
            if e.kind in (EventKind.DEALER_REVEALED, EventKind.COMMUNITY_CARD_REVEALED)]


def test_each_step_reports_its_events_in_process_and_over_http() -> None:
    """capability step-events: the in-process round and the reference system over HTTP report
    the same events at the same steps: the community cards in the answers to the last Bet
    Number 1 and the last Bet Number 2 decision (643a.11(c), (e)), the dealer's cards at
    settlement (649a.11(c)); "no more bets" at its step; the clean system passes the judge."""
    cases = [(_rules("pa-643a-paytable-A"), _lir_two_seats(),
              [("decisions (seat 4 withdraw on Bet Number 1)", "community card revealed"),
               ("decisions (seat 4 let it ride on Bet Number 2)", "community card revealed")]),
             (_rules("pa-649a-paytable-A"), _two_seats(_rules("pa-649a-paytable-A")),
              [("settle", "dealer's cards revealed")])]
    with ReferenceServer(app=create_app()) as server:
        http = HttpSystem(server.url)
        try:
            for rules, script, want in cases:
                expected = InProcessSystem().open_table(rules).play(script)
                for system in (InProcessSystem(), http):
                    log = StepLog()
                    observed, _ = play_stepped(system.open_table(rules), script, expected, log=log)
                    assert compare(expected, observed) == []
                    assert _shown_at(log) == want, type(system).__name__
                    steps = {s.label: [e.kind for e in s.events] for s in log.steps}
                    assert steps["no-more-bets"][0] is EventKind.NO_MORE_BETS
                    assert steps["deal"] == []
        finally:
            http.close()


def test_a_step_answer_with_bad_events_is_the_systems_fault_naming_the_path() -> None:
    with pytest.raises(WireError, match=r"events\[1\]\.kind"):
        step_events({"accepted": True, "events": [{"kind": "no more bets"}, {"kind": "card shown"}]})
    with pytest.raises(WireError, match="at most 64"):
        step_events({"accepted": True, "events": [{"kind": "no more bets"}] * 65})
    assert step_events({"accepted": True}) == ()


class _HeldBack(RoundSession):
    """A round that reports the first community card one step late: in the answer to the
    first Bet Number 2 decision instead of the last Bet Number 1 decision."""

    def __init__(self, inner: RoundSession) -> None:
        self.inner, self.held = inner, ()  # type: tuple[Event, ...]

    def _pass(self, events: tuple[Event, ...]) -> None:
        first = tuple(e for e in events if e.citation == "643a.11(c)")  # the first community card
        self.last_events = self.held + tuple(e for e in events if e not in first)
        self.held = first

    def place(self, seat: int, wager: Wager, amount: int) -> bool:
        return self.inner.place(seat, wager, amount)

    def no_more_bets(self) -> None:
        self.inner.no_more_bets()

    def deal(self, deck: object, faults: object = ()) -> None:
        self.inner.deal(deck, faults)  # type: ignore[arg-type]

    def decide(self, seat: int, choice: object, wager: Wager | None = None) -> bool:
        accepted = self.inner.decide(seat, choice, wager)  # type: ignore[arg-type]
        self._pass(self.inner.last_events)
        return accepted

    def settle(self) -> Observation:
        return self.inner.settle()


class _Rescheduled(_HeldBack):
    """A compliant round that shows a card at the other end of its window: the dealer's cards
    in the answer to the last decision (``at_last``, not at settlement), or the second
    community card at settlement (``dropped`` from the last decision's answer)."""

    def __init__(self, inner: RoundSession, decisions: int, at_last: tuple[Event, ...] = (),
                 dropped: str = "") -> None:
        super().__init__(inner)
        self.left, self.at_last, self.dropped = decisions, at_last, dropped

    def decide(self, seat: int, choice: object, wager: Wager | None = None) -> bool:
        accepted = self.inner.decide(seat, choice, wager)  # type: ignore[arg-type]
        self.left -= accepted
        self.last_events = tuple(e for e in self.inner.last_events if e.citation != self.dropped) + (
            self.at_last if self.left == 0 else ())
        return accepted


@pytest.mark.parametrize("rules", ["pa-649a-paytable-A", "pa-643a-paytable-A"])
def test_a_card_shown_anywhere_in_its_window_passes(rules: str) -> None:
    """649a.11(c): the dealer's cards in the answer to the last player's decision pass as at
    settlement; 643a.11(e): the second community card at settlement passes as in the answer
    to the last Bet Number 2 decision."""
    table_rules = _rules(rules)
    script = _lir_two_seats() if "643a" in rules else _two_seats(table_rules)
    expected = InProcessSystem().open_table(table_rules).play(script)
    reveal = tuple(e for e in expected.events if e.kind is EventKind.DEALER_REVEALED)
    table = InProcessSystem().open_table(table_rules)
    inner_round = table.new_round
    table.new_round = lambda: _Rescheduled(  # type: ignore[method-assign]
        inner_round(), len(expected.decisions), at_last=reveal, dropped="643a.11(e)")
    log = StepLog()
    observed, _ = play_stepped(table, script, expected, log=log)
    assert compare(expected, observed) == []
    want = (("decisions (seat 3 play)", "dealer's cards revealed") if reveal
            else ("settle", "community card revealed"))
    assert _shown_at(log)[-1] == want


def test_the_judge_fails_a_card_shown_too_early_or_too_late_citing_the_subsection() -> None:
    """Too early: the dealer's cards in the answer to the deal (dealer-cards-shown-at-the-deal),
    before seat 1 and seat 3 decided (649a.11(c)). Too late: the first community card in the
    answer to the first Bet Number 2 decision, asked before the card was turned (643a.11(c)).
    The round's Observation equals the oracle's both times: only the steps show it."""
    tcp = _rules("pa-649a-paytable-A")
    script = _two_seats(tcp)
    expected = InProcessSystem().open_table(tcp).play(script)
    early = InProcessSystem(lambda r: DefectiveTable(r, find_defect("dealer-cards-shown-at-the-deal")))
    with pytest.raises(Discrepancy) as failed:
        play_stepped(early.open_table(tcp), script, expected)
    assert [(d.field, d.citation) for d in failed.value.differences] == [("shown at step deal", "649a.11(c)")]
    assert "before step decisions (seat 1 play)" in str(failed.value.differences[0].observed)
    assert compare(expected, early.open_table(tcp).play(script)) == []

    lir = _rules("pa-643a-paytable-A")
    script = _lir_two_seats()
    expected = InProcessSystem().open_table(lir).play(script)
    table = InProcessSystem().open_table(lir)
    inner_round = table.new_round
    table.new_round = lambda: _HeldBack(inner_round())  # type: ignore[method-assign]
    with pytest.raises(Discrepancy) as failed:
        play_stepped(table, script, expected)
    [late] = failed.value.differences
    assert (late.field, late.citation) == ("shown at step decisions (seat 1 let it ride on Bet Number 2)",
                                           "643a.11(c)")
    assert "after step decisions (seat 1 let it ride on Bet Number 2) was asked" in str(late.observed)


def test_a_table_not_declaring_step_events_is_not_judged_and_its_scenarios_are_not_applicable() -> None:
    from tablecert.steps.context import ScenarioContext
    from tablecert.steps.protocol import stepped_shown

    without = frozenset(Capability) - {Capability.STEP_EVENTS}
    system = InProcessSystem(lambda r: DefectiveTable(r, find_defect("dealer-cards-shown-at-the-deal")),
                             capabilities=without)
    tcp = _rules("pa-649a-paytable-A")
    script = _two_seats(tcp)
    expected = InProcessSystem().open_table(tcp).play(script)
    log = StepLog()
    observed, _ = play_stepped(system.open_table(tcp), script, expected, log=log)
    assert compare(expected, observed) == [] and _shown_at(log) == [("deal", "dealer's cards revealed")]
    context = ScenarioContext(system, round_mode=RoundMode.STEP)
    context.open(tcp)
    with pytest.raises(pytest.skip.Exception, match="does not declare 'step-events'"):
        stepped_shown(context, StepLog())


@pytest.mark.parametrize(("defect", "rules", "citation"), [
    ("dealer-cards-shown-at-the-deal", "pa-649a-paytable-A", "649a.11(c)"),
    ("community-card-shown-at-the-deal", "pa-643a-paytable-A", "643a.11(c)")])
def test_fuzz_judges_every_stepped_rounds_reveals_and_finds_a_card_shown_at_the_deal(
        defect: str, rules: str, citation: str) -> None:
    from tablecert.fuzz import fuzz

    clean = fuzz(InProcessSystem(), [_rules(rules)], rounds=60, seed_value=1, target="in-process",
                 shrink=False)
    assert clean.discrepancy is None and clean.protocol.reveals_judged == clean.protocol.stepped_rounds > 0
    system = InProcessSystem(lambda r: DefectiveTable(r, find_defect(defect)))
    result = fuzz(system, [_rules(rules)], rounds=60, seed_value=1, target="in-process", shrink=False)
    assert result.discrepancy is not None
    found = [(d.field, d.citation) for d in result.discrepancy.differences]
    assert found == [("shown at step deal", citation)]
