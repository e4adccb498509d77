"""Random rounds through the system under test and the oracle, compared in full
(:func:`fuzz`); a discrepancy shrinks to a minimal round (:class:`FuzzResult`)."""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from hypothesis import HealthCheck, Phase, Verbosity, given, seed, settings
from hypothesis import strategies as st

from tablecert.adapters.contract import Capability, SystemUnderTest, TableSession
from tablecert.adapters.in_process import InProcessSystem
from tablecert.adapters.stepped import Way
from tablecert.fuzz.batched import batches_offered, judge_batch
from tablecert.fuzz.choices import DEFAULT_PROFILE, Choices, Profile
from tablecert.fuzz.faults import FaultsMet, found_by
from tablecert.fuzz.rounds import _per_rules, expand_round, within_capabilities
from tablecert.fuzz.shrinking import ShrinkBudget
from tablecert.fuzz.stepping import (
    SCRIPTED,
    CasePlan,
    ProtocolTally,
    case_plan,
    open_case_tables,
    play_judged,
)
from tablecert.oracle.card_games import RulesSubmission, plan_for
from tablecert.oracle.card_round.dealing import stack_deck
from tablecert.oracle.card_round.table import STUB_COUNT_EVERY
from tablecert.oracle.judge import Difference, Discrepancy
from tablecert.oracle.round import (
    EventKind,
    Observation,
    RoundScript,
    WagerPlacement,
)
from tablecert.oracle.wagers import Game, Wager


@dataclass
class FuzzResult:
    game: str
    rounds: int
    seed: int
    target: str
    played: int = 0  # cases: a random round, after any plain rounds at its table
    judged: int = 0  # every round played on both sides and compared, plain ones included
    discrepancy: Discrepancy | None = None
    rules: RulesSubmission | None = None
    script: RoundScript | None = None
    prior_rounds: int = 0  # plain rounds played at the same table before ``script``
    stub_check: bool = False  # the stub count schedule was judged over the rounds
    protocol: ProtocolTally = field(default_factory=ProtocolTally)  # stepped rounds, probes, meters
    plan: CasePlan | None = None  # how the failing case reached the system (None: scripted)
    fault: str | None = None  # a system fault the search met beside the discrepancy

    def citation(self, known: set[str]) -> str:
        """The subsection of the first differing field in settlement order (the order the
        observation's fields and lines are settled and compared) that ``known`` holds, as
        the scenario's citation; not the alphabetically first of all the differences."""
        return first_citation(self.discrepancy, known, self.game)


def first_citation(discrepancy: Discrepancy | None, known: set[str], game: str) -> str:
    """The first of the discrepancy's citations in settlement order that ``known`` (the
    regulation index) holds; else the game's completion-of-round section."""
    cited = [c for c in (discrepancy.ordered_citations if discrepancy else []) if c in known]
    if cited:
        return cited[0]
    return "643a.11" if game == Game.LET_IT_RIDE.value else "649a.11"


BATCH = 25
"""Rounds per hypothesis example at most: hypothesis spends about 0.3 ms on an example
however little it draws, so a long run plays its rounds in batches (see :func:`batch_size`).
More would cost more to shrink, and hypothesis overruns on a byte string of 8 KiB (its
``BUFFER_SIZE``): 64 rounds of 128 bytes."""


_BUFFER = 8000
"""Bytes an example may hold: under hypothesis's ``BUFFER_SIZE`` of 8 KiB."""


def batch_size(rounds: int, tables: int = 1, round_bytes: int = 128) -> int:
    """Rounds per example: up to :data:`BATCH`, but a short run still gets at least about
    forty examples, since the first example hypothesis tries is the simplest one. With
    ``tables`` at once, rounded up to whole waves of tables (within hypothesis's buffer),
    so no table waits idle while the others finish an example."""
    base = max(1, min(BATCH, rounds // 40))
    if tables == 1:
        return base
    return max(1, min(tables * -(-base // tables), _BUFFER // round_bytes))


_Search = Callable[[Callable[[bytes], None]], Callable[[], None]]


def _batch(size: int, cases: int) -> st.SearchStrategy[bytes]:
    """``size`` bytes, drawn as ``cases`` equal byte strings joined. One string for the batch
    (``cases`` 1) shrinks a failing round further, but hypothesis's shrinker orders and indexes
    a string in time that grows faster than its length: a Blackjack batch (25 cases of 160 bytes
    drawn as one) shrank in 224-260 s, drawn as 25 it shrinks in 24 s (``--defect
    blackjack-paid-6-to-5``, seed 0, in-process)."""
    if cases == 1:
        return st.binary(min_size=size, max_size=size)
    part = size // cases
    return st.lists(st.binary(min_size=part, max_size=part), min_size=cases, max_size=cases).map(b"".join)


def _examples(seed_value: int, examples: int, shrink: bool, size: int, faults: FaultsMet | None = None,
              failing: dict[str, Any] | None = None, budget: ShrinkBudget | None = None,
              cases: int = 1) -> _Search:
    """The hypothesis test of :func:`fuzz`: ``examples`` byte strings of ``size`` bytes; with
    ``faults``, a system fault is recorded there instead of raised (tablecert/fuzz/faults.py),
    ``failing`` telling whether a discrepancy is being shrunk; with ``budget``, shrinking stops
    after its replays (tablecert/fuzz/shrinking.py)."""
    def decorate(test: Callable[[bytes], None]) -> Callable[[], None]:
        if faults is not None:
            test = faults.guard(test, lambda: bool(failing))
        if budget is not None:
            test = budget.guard(test)
        # quiet: hypothesis's own warnings would land on stdout, inside ``--json``'s document
        wrapped: Callable[[], None] = seed(seed_value)(settings(
            max_examples=examples, database=None, deadline=None, derandomize=False,
            suppress_health_check=list(HealthCheck), verbosity=Verbosity.quiet,
            phases=[Phase.generate, Phase.shrink] if shrink else [Phase.generate],
        )(given(_batch(size, cases))(test)))
        return wrapped

    return decorate


def _run_examples(some_rounds: Callable[[], None], result: FuzzResult, failing: dict[str, Any],
                  faults: FaultsMet) -> None:
    """Run the examples; on a discrepancy, the minimal failing round into ``result``
    (hypothesis replays the minimal example last: ``failing`` holds it); a system fault met and
    no discrepancy: that fault, raised."""
    try:
        found_by(some_rounds, failing)
    except Discrepancy:
        result.rules, result.script = failing["rules"], failing["script"]
        result.prior_rounds, result.stub_check = failing["prior"], failing["stub_check"]
        result.discrepancy = Discrepancy(failing["differences"])
        result.plan = failing.get("plan")
    result.fault = None if faults.first is None else str(faults.first)
    faults.raise_unless(result.discrepancy is not None)


def fuzz(system: SystemUnderTest, rules: list[RulesSubmission], *, rounds: int, seed_value: int,
         target: str, progress: Callable[[int], None] = lambda n: None,
         shrink: bool = True, profile: Profile = DEFAULT_PROFILE, tables: int = 1,
         connect: Callable[[], SystemUnderTest] | None = None, batch: int = 1) -> FuzzResult:
    """Play ``rounds`` random rounds; stop at the first discrepancy, shrunk unless
    ``shrink`` is False (inside the suite, where a run must stay fast).

    Each hypothesis example is a byte string, ``profile.round_bytes`` a round, that
    :func:`expand_round` reads a batch of rounds from; each
    round is played at a fresh table on both sides and judged in full, and a batch stops
    at its first discrepancy. Shrinking
    shrinks the bytes, so the failing round shrinks to a simplest one, which
    ``result.script`` holds. ``profile`` says what kind of rounds are drawn.

    ``tables`` > 1: the rounds of an example are played that many at once, each thread at
    its own connection (``connect()`` makes one, else ``system`` is shared), and judged in
    the example's order: the first discrepancy is the first in that order, whichever thread
    finished first, so the result depends on the seed and ``tables`` only.

    ``batch`` > 1 where the system offers batches (:mod:`tablecert.fuzz.batched`): each
    case's script is played as ``batch`` system-shuffled rounds in one request, each judged."""
    if batch > 1 and not batches_offered(system):
        batch = 1
    if tables > 1:
        return _fuzz_tables(system, rules, rounds=rounds, seed_value=seed_value, target=target,
                            progress=progress, shrink=shrink, profile=profile, tables=tables,
                            connect=connect, batch=batch)
    result = FuzzResult(rules[0].game.value, rounds, seed_value, target)
    oracle = InProcessSystem()
    failing: dict[str, Any] = {}
    faults = FaultsMet()
    per_example = batch_size(rounds)
    examples = -(-rounds // per_example)
    size = profile.round_bytes

    @_examples(seed_value, examples, shrink, per_example * size, faults, failing)
    def some_rounds(data: bytes) -> None:
        # until the first discrepancy, no more than ``rounds`` in all; shrinking replays freely
        budget = per_example if failing else min(per_example, rounds - result.played)
        for start in range(0, budget * size, size):
            choices = Choices(data[start:start + size])
            chosen = rules[choices.integer(0, len(rules) - 1)]
            prior = _PRIOR[choices.integer(0, len(_PRIOR) - 1)]
            script = within_capabilities(expand_round(choices, chosen, profile), system.capabilities)
            result.played += 1
            if not failing:  # shrinking's replays are not progress toward ``rounds``
                progress(result.played)
            differences, stub_check, script, prior = _case(
                result, system, oracle, chosen, prior, script, batch=batch, case=data[start:start + size])
            if differences:
                failing.update(rules=chosen, script=script, differences=differences, prior=prior,
                               stub_check=stub_check, plan=result.plan)
                raise Discrepancy(differences)

    _run_examples(some_rounds, result, failing, faults)
    if result.discrepancy is None:
        result.plan = None
    return result


def _fuzz_tables(system: SystemUnderTest, rules: list[RulesSubmission], *, rounds: int,
                 seed_value: int, target: str, progress: Callable[[int], None], shrink: bool,
                 profile: Profile, tables: int,
                 connect: Callable[[], SystemUnderTest] | None, batch: int = 1) -> FuzzResult:
    """:func:`fuzz` with each example's rounds on ``tables`` threads (see there)."""
    result = FuzzResult(rules[0].game.value, rounds, seed_value, target)
    oracle = InProcessSystem()
    failing: dict[str, Any] = {}
    faults = FaultsMet()
    size = profile.round_bytes
    per_example = batch_size(rounds, tables, size)
    examples = -(-rounds // per_example)
    local = threading.local()
    opened: list[SystemUnderTest] = []
    lock = threading.Lock()

    def own_system() -> SystemUnderTest:
        mine: SystemUnderTest | None = getattr(local, "system", None)
        if mine is None:
            mine = local.system = connect() if connect is not None else system
            with lock:
                opened.append(mine)
        return mine

    def case(job: tuple[RulesSubmission, int, RoundScript, bytes]) -> tuple[
            list[Difference], bool, RoundScript, int, int]:
        chosen, prior, script, key = job
        count = FuzzResult(result.game, 0, 0, target)
        differences, stub_check, script, prior = _case(count, own_system(), oracle, chosen, prior, script,
                                                       batch=batch, case=key)
        with lock:  # the threads' stepped rounds, probes and meter readings, added up
            result.protocol.add(count.protocol)
        return differences, stub_check, script, prior, count.judged

    with ThreadPoolExecutor(max_workers=tables, thread_name_prefix="tablecert-fuzz-table") as pool:

        @_examples(seed_value, examples, shrink, per_example * size, faults, failing)
        def some_rounds(data: bytes) -> None:
            budget = per_example if failing else min(per_example, rounds - result.played)
            jobs = []
            for start in range(0, budget * size, size):
                choices = Choices(data[start:start + size])
                chosen = rules[choices.integer(0, len(rules) - 1)]
                prior = _PRIOR[choices.integer(0, len(_PRIOR) - 1)]
                jobs.append((chosen, prior, expand_round(choices, chosen, profile), data[start:start + size]))
            outcomes = list(pool.map(case, jobs))
            result.judged += sum(outcome[-1] for outcome in outcomes)
            for (chosen, *_), (differences, stub_check, script, prior, _) in zip(jobs, outcomes, strict=True):
                result.played += 1
                if differences:
                    failing.update(rules=chosen, script=script, differences=differences, prior=prior,
                                   stub_check=stub_check)
                    raise Discrepancy(differences)
            if not failing:
                progress(result.played)

        try:
            _run_examples(some_rounds, result, failing, faults)
        finally:
            if connect is not None:
                for own in opened:
                    own.close()
    return result


def _case(result: FuzzResult, system: SystemUnderTest, oracle: SystemUnderTest, rules: RulesSubmission,
          prior: int, script: RoundScript, *, batch: int,
          case: bytes) -> tuple[list[Difference], bool, RoundScript, int]:
    """One case judged: (differences, whether the stub schedule was judged, the script and the
    plain rounds before it that show the differences)."""
    if batch > 1:
        def alone(played: RoundScript) -> list[Difference]:
            return _judge(result, system.open_table(rules), oracle.open_table(rules), rules, 0, played)[0]

        differences, played = judge_batch(result, system, oracle, rules, script, batch=batch, case=case,
                                          alone=alone)
        return differences, False, played, 0
    plan = result.plan = case_plan(system.capabilities, case)
    sut, *twin = open_case_tables(system, rules, plan)
    differences, stub_check = _judge(result, sut, oracle.open_table(rules), rules, prior, script, plan=plan,
                                     twin=twin[0] if twin else None, capabilities=system.capabilities)
    return differences, stub_check, script, prior


_PRIOR = (0,) * 14 + (1, 4)
"""How many plain rounds a case plays at its table first (one case in eight plays some): what
only shows across rounds at one table (the two decks alternating, 649a.3(b)(3); the stub
count every fifth round, 649a.8(f)) is then judged too. Four makes five rounds, the stub
count's schedule."""


def _judge(result: FuzzResult, sut: TableSession, oracle: TableSession, rules: RulesSubmission,
           prior: int, script: RoundScript, *, plan: CasePlan = SCRIPTED,
           twin: TableSession | None = None,
           capabilities: frozenset[Capability] = frozenset()) -> tuple[list[Difference], bool]:
    """Play ``prior`` plain rounds and then ``script`` at one table on both sides (and at a
    twin table the other way where the plan says, :mod:`tablecert.fuzz.stepping`), each
    round compared in full and the meters after it where declared; with five rounds or
    more, the stub count schedule too, where the oracle's own rounds keep it (the suite's
    step judges the same). The differences, and whether the schedule was judged."""
    history: list[tuple[Observation, Observation]] = []
    expected_rounds: list[Observation] = []
    for played in [*([_prior_round(rules)] * prior), script]:
        differences, observed, way = play_judged([sut] if twin is None else [sut, twin], plan, capabilities,
                                                 oracle, played, expected_rounds, result.protocol,
                                                 probe=played is script)
        result.judged += 1
        if differences:
            if way is Way.STEP and len(plan.ways) > 1:  # seen at the twin table, step by step:
                result.plan = CasePlan((Way.STEP,), plan.probe)  # the reproducer plays it so
            return differences, False
        assert observed is not None
        history.append((expected_rounds[-1], observed))
    if len(history) < STUB_COUNT_EVERY or not _stub_kept(rules, [e for e, _ in history]):
        return [], False
    if _stub_kept(rules, [o for _, o in history]):
        return [], True
    chapter = "643a" if rules.game is Game.LET_IT_RIDE else "649a"
    return [Difference("stub count", f"at least once every {STUB_COUNT_EVERY} rounds",
                       f"no count in {len(history)} rounds at one table", f"{chapter}.8(f)")], True


@_per_rules
def _prior_round(rules: RulesSubmission) -> RoundScript:
    """The round of the step "N rounds have been played at the table": seat 1 at the
    table minimum, the deck stacked from index order (steps/library.py)."""
    minimum = rules.table.minimum_wager
    bets = ((Wager.ANTE,) if rules.game is Game.THREE_CARD_POKER
            else (Wager.BET_1, Wager.BET_2, Wager.BET_3))
    wagers = tuple(WagerPlacement(1, bet, minimum) for bet in bets)
    return RoundScript(wagers, stack_deck(plan_for(rules, wagers), {}))


def _stub_kept(rules: RulesSubmission, rounds: list[Observation]) -> bool:
    """The suite's stub count steps on a scenario's rounds: Three Card Poker, no run of five
    dealt rounds without a count; Let It Ride, a count in the last five rounds."""
    def counted(obs: Observation) -> bool:
        return any(e.kind is EventKind.STUB_COUNTED for e in obs.events)

    if rules.game is Game.LET_IT_RIDE:
        return any(counted(o) for o in rounds[-STUB_COUNT_EVERY:])
    dealt = [o for o in rounds if o.dealt]
    if len(dealt) < STUB_COUNT_EVERY:
        return False
    return all(any(counted(o) for o in dealt[i:i + STUB_COUNT_EVERY])
               for i in range(len(dealt) - STUB_COUNT_EVERY + 1))


