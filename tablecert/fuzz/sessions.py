"""Stateful sessions at one table (``tablecert fuzz --sessions``): meters, jackpots, decks,
stub counts and recall over many rounds, against the oracle."""

from __future__ import annotations

from hypothesis import HealthCheck, Phase, Verbosity, seed, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, precondition, rule, run_state_machine_as_test

from tablecert.adapters.contract import Capability, SystemUnderTest
from tablecert.adapters.in_process import InProcessSystem
from tablecert.adapters.stepped import Probe, Way
from tablecert.fuzz.rounds import round_scripts, within_capabilities
from tablecert.fuzz.stepping import CasePlan, ProtocolTally, case_plan, play_judged
from tablecert.oracle.card_games import RulesSubmission, plan_for
from tablecert.oracle.card_round.dealing import stack_deck
from tablecert.oracle.card_round.rules import Shuffler
from tablecert.oracle.card_round.table import RECALL_DEPTH, STUB_COUNT_EVERY
from tablecert.oracle.cards import Card
from tablecert.oracle.judge import Difference, Discrepancy, compare
from tablecert.oracle.round import (
    EventKind,
    Observation,
    RoundScript,
    WagerPlacement,
    seat_position,
)
from tablecert.oracle.wagers import Game, Wager

SessionStep = RoundScript | tuple[RoundScript, Probe] | int
"""One step of a session, for its reproducer: a round's script; a round played step by step
trying a forbidden move; or a recall (the rounds it asked for)."""


def session_machine(system: SystemUnderTest, rules: RulesSubmission) -> type[RuleBasedStateMachine]:
    """A stateful session at ONE table on the system and on the oracle: many rounds, so what
    only shows across rounds is judged too — the progressive meter growing by the rate of
    progression and reset after a jackpot (649a.12(e)(3), (4)), a jackpot paid at the meter
    when it is the player's turn, two decks alternating, the stub count schedule, and the
    game recall of recent rounds."""

    class Session(RuleBasedStateMachine):
        def __init__(self) -> None:
            super().__init__()
            self.sut = system.open_table(rules)
            self.oracle = InProcessSystem().open_table(rules)
            self.rounds = 0
            self.settled: list[Observation] = []  # the oracle's record of every round played
            self.since_stub_count = 0
            self.steps: list[SessionStep] = []  # what the session did, for its reproducer
            # the way the table's rounds reach it (scripted where declared, else step by step);
            # the meters are judged after every round where declared, against self.settled
            self.plan = CasePlan(tuple(case_plan(system.capabilities, b"").ways[:1]), None)

        def _fail(self, differences: list[Difference], context: str) -> SessionDiscrepancy:
            return SessionDiscrepancy(differences, context=context, rules=rules, steps=list(self.steps))

        def _play(self, script: RoundScript, probe: Probe | None = None) -> None:
            script = within_capabilities(script, system.capabilities)
            self.steps.append(script if probe is None else (script, probe))
            plan = self.plan if probe is None else CasePlan((Way.STEP,), probe)
            differences, observed, _ = play_judged([self.sut], plan, system.capabilities, self.oracle,
                                                script, self.settled, ProtocolTally())
            self.rounds += 1
            if differences:
                raise self._fail(differences, f"round {self.rounds} of a session")
            assert observed is not None
            self._stub_schedule(observed)

        def _stub_schedule(self, observed: Observation) -> None:
            self.since_stub_count, missed = _stub_tally(rules, observed, self.since_stub_count)
            if missed is not None:
                raise self._fail([missed], f"round {self.rounds} of a session")

        @rule(script=round_scripts(rules))
        def a_round(self, script: RoundScript) -> None:
            self._play(script)

        @rule(script=round_scripts(rules), pick=st.integers(0, 6))
        def a_round_with_an_ace_king_queen_of_spades(self, script: RoundScript, pick: int) -> None:
            """Jackpots are rare in random decks; this rule deals one on purpose."""
            jackpot = _with_a_jackpot(rules, script, pick)
            if jackpot is not None:
                self._play(jackpot)

        @precondition(lambda self: Capability.STEP_BY_STEP in system.capabilities)
        @rule(script=round_scripts(rules), probe=st.sampled_from(tuple(Probe)))
        def a_round_step_by_step_trying_a_forbidden_move(self, script: RoundScript, probe: Probe) -> None:
            """The round through the step endpoints at the session's table, a move the round
            forbids tried at its point (docs/protocol.md, Errors): the refusal judged, and the
            table's later rounds, meters and recall judged after it as after any round."""
            self._play(script, probe)

        @rule(rounds=st.integers(1, 12))
        def recall(self, rounds: int) -> None:
            if Capability.RECALL not in system.capabilities:
                return
            self.steps.append(rounds)
            found = recall_differences(self.settled, self.sut.recall(rounds), rounds)
            if found:
                raise self._fail(*found)

    return Session


def _stub_tally(rules: RulesSubmission, observed: Observation, since: int) -> tuple[int, Difference | None]:
    """649a.8(f), 643a.8(f): without a counting shuffler, no five rounds of play in a row
    without a stub count (judged on the rule, whatever the system's schedule). The rounds of
    play since the last count after ``observed`` (``since`` before it), and the difference
    where they reach :data:`STUB_COUNT_EVERY`. A void round is no "round of play" (649a.1:
    "one complete cycle of play"), so it does not add to the tally; a count made in it still
    resets it."""
    if rules.table.shuffler is Shuffler.COUNTING or not observed.dealt:
        return since, None
    if any(e.kind is EventKind.STUB_COUNTED for e in observed.events):
        since = 0
    elif not observed.void:
        since += 1
    if since >= STUB_COUNT_EVERY:
        chapter = "643a" if rules.game is Game.LET_IT_RIDE else "649a"
        return since, Difference("stub count", f"at least once every {STUB_COUNT_EVERY} rounds",
                                 f"{since} dealt rounds without one", f"{chapter}.8(f)")
    return since, None


def _with_a_jackpot(rules: RulesSubmission, script: RoundScript, pick: int) -> RoundScript | None:
    """``script`` with the ace, king and queen of spades dealt to one of its seats (the
    ``pick``-th), which places an Ante Wager and, where offered, a Progressive Payout Wager
    (Let It Ride: its three bets); None where the table has no place for that seat."""
    candidates = sorted({w.seat for w in script.wagers}) or [1]
    seat = candidates[pick % len(candidates)]
    wagers = [w for w in script.wagers if w.seat != seat or w.after_no_more_bets]
    tcp = rules.three_card_poker
    if tcp is not None:
        wagers.append(WagerPlacement(seat, Wager.ANTE, rules.table.minimum_wager))
        if tcp.progressive is not None:
            wagers.append(WagerPlacement(seat, Wager.PROGRESSIVE, tcp.progressive.wager))
    else:
        wagers += [WagerPlacement(seat, bet, rules.table.minimum_wager)
                   for bet in (Wager.BET_1, Wager.BET_2, Wager.BET_3)]
    plan = plan_for(rules, wagers)
    if seat_position(seat) not in plan:
        return None
    wanted = {seat_position(seat): tuple(Card.parse(c) for c in ("As", "Ks", "Qs"))}
    return RoundScript(tuple(wagers), stack_deck(plan, wanted), script.decisions)


class SessionDiscrepancy(Discrepancy):
    """A discrepancy in a session, with the session that shows it: its Rules Submission and
    its steps in order (a round's script, or the number of rounds a recall asked for), for
    :func:`tablecert.fuzz.gherkin.session_to_gherkin`."""

    def __init__(self, differences: list[Difference], *, context: str, rules: RulesSubmission,
                 steps: list[SessionStep]) -> None:
        super().__init__(differences, context=context)
        self.rules = rules
        self.steps = steps


def recall_differences(settled: list[Observation], observed: list[Observation],
                       rounds: int) -> tuple[list[Difference], str] | None:
    """The game recall of the last ``rounds`` rounds judged against ``settled``, the oracle's
    record of every round played, oldest first. A range (docs/interpretations.md, "the game
    recall keeps at least 10 rounds"): at least min(N, played, 10) rounds, at most min(N,
    played), each compared in full with the oracle's own record of that round, however far
    back. The differences and where they are, or None."""
    least = min(rounds, len(settled), RECALL_DEPTH)
    most = min(rounds, len(settled))
    if not least <= len(observed) <= most:
        want: object = f"{least} to {most} rounds" if least < most else least
        return ([Difference("recall", want, len(observed))],
                f"the game recall of the last {rounds} rounds")
    expected = settled[len(settled) - len(observed):]
    for earlier, (want_round, got) in enumerate(zip(expected, observed, strict=True)):
        differences = compare(want_round, got)
        if differences:
            return differences, f"recalled round {earlier + 1}"
    return None


def fuzz_sessions(system: SystemUnderTest, rules: list[RulesSubmission], *, sessions: int,
                  rounds: int, seed_value: int, shrink: bool = True) -> Discrepancy | None:
    """``sessions`` sessions of up to ``rounds`` steps at each Rules Submission; the first
    discrepancy, shrunk to the shortest session that shows it, or None."""
    for chosen in rules:
        machine = session_machine(system, chosen)
        test_case = machine.TestCase
        test_case.settings = settings(max_examples=sessions, stateful_step_count=rounds,
                                      database=None, deadline=None,
                                      suppress_health_check=list(HealthCheck),
                                      verbosity=Verbosity.quiet,  # nothing on stdout (--json)
                                      phases=[Phase.generate, Phase.shrink] if shrink
                                      else [Phase.generate])
        # hypothesis reads the seed off the state machine class (run_state_machine_as_test
        # copies ``_hypothesis_internal_use_seed`` from its factory): decorating the runner
        # instead left every session run under a fresh random seed (issue #24)
        seeded = seed(seed_value)(machine)
        try:
            run_state_machine_as_test(seeded, settings=test_case.settings)  # type: ignore[no-untyped-call, unused-ignore]  # typed in later hypothesis releases
        except Discrepancy as exc:
            return exc
    return None
