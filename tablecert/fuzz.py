"""Differential fuzzing: random rounds through the system under test and through the oracle,
compared in full; a discrepancy shrinks to a minimal round, printed as a ready-to-paste
Gherkin scenario in the suite's own step language.

Rounds are drawn by hypothesis from the bundled Rules Submissions of one game: 1-7 seats,
valid and invalid wager amounts, wagers offered after "no more bets", any deck order, any
decisions, and now and then a card found face up or drawn in error. Each round is played at
a fresh table on both sides, so a round's outcome depends on its script alone. The seed fixes
every round: the same seed, the same rounds, the same result.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from multiprocessing.pool import Pool
from typing import Any, TypeVar

from hypothesis import HealthCheck, Phase, given, seed, settings
from hypothesis import strategies as st
from hypothesis.internal.conjecture.providers import AVAILABLE_PROVIDERS, HypothesisProvider
from hypothesis.stateful import RuleBasedStateMachine, rule, run_state_machine_as_test

from tablecert.adapters.contract import Capability, SystemUnderTest, TableSession
from tablecert.adapters.in_process import InProcessSystem
from tablecert.oracle.card_games import RulesSubmission, plan_for
from tablecert.oracle.card_round.dealing import stack_deck
from tablecert.oracle.card_round.rules import DealingMethod, Shuffler
from tablecert.oracle.card_round.table import STUB_COUNT_EVERY
from tablecert.oracle.cards import FULL_DECK, Card, format_cards, parse_cards
from tablecert.oracle.judge import Difference, Discrepancy, compare
from tablecert.oracle.money import format_money
from tablecert.oracle.round import (
    COMMUNITY,
    DEALER,
    Choice,
    Decision,
    EventKind,
    Fault,
    FaultKind,
    Observation,
    RoundScript,
    WagerPlacement,
    seat_position,
)
from tablecert.oracle.wagers import Game, Wager

__all__ = [
    "FuzzResult",
    "Profile",
    "SystemSpec",
    "fuzz",
    "fuzz_parallel",
    "fuzz_sessions",
    "round_scripts",
    "session_machine",
    "to_gherkin",
]

_ORDINAL = {1: "st", 2: "nd", 3: "rd"}
_T = TypeVar("_T")


class Choices:
    """The choices of a round, read from a byte string that hypothesis draws and shrinks.

    Drawing each choice from hypothesis costs about 80 us, and a round makes a hundred; one
    byte string per batch of rounds costs one draw. Each choice reads as few bytes as its
    range needs; zero bytes, and every choice read past the end, are the simplest choice
    (the lowest number, False, the first option, the deck in index order), so as hypothesis
    shrinks the bytes towards fewer and zero bytes the round shrinks towards fewer seats,
    wagers, faults and an unshuffled deck.
    """

    __slots__ = ("data", "pos")

    def __init__(self, data: bytes) -> None:
        self.data = data
        self.pos = 0

    def integer(self, low: int, high: int) -> int:
        span = high - low
        if span <= 0:
            return low
        pos = self.pos
        if span < 256:  # one byte, most choices: read without slicing
            self.pos = pos + 1
            data = self.data
            return low + (data[pos] if pos < len(data) else 0) % (span + 1)
        size = (span.bit_length() + 7) // 8
        self.pos = pos + size
        return low + int.from_bytes(self.data[pos:pos + size], "big") % (span + 1)

    def boolean(self) -> bool:
        pos = self.pos
        self.pos = pos + 1
        return pos < len(self.data) and self.data[pos] & 1 == 1

    def sample(self, options: Sequence[_T]) -> _T:
        return options[self.integer(0, len(options) - 1)]

    def permutation(self, items: Sequence[_T]) -> tuple[_T, ...]:
        """A shuffle seeded by the next 8 bytes; seed 0 leaves the order as it is."""
        key = self.integer(0, 2**64 - 1)
        return _shuffled(items, key) if key else tuple(items)


def _shuffled(items: Sequence[_T], key: int) -> tuple[_T, ...]:
    """``random.Random(key).shuffle`` of the items, step for step (the same draws, so the
    same order; a test checks), without its per-card method calls: a round shuffles a
    deck, and the library's loop costs twice this one."""
    out = list(items)
    getrandbits = random.Random(key).getrandbits
    for i, bits in _SHUFFLE_STEPS[len(out)]:
        n = i + 1
        j = getrandbits(bits)
        while j >= n:
            j = getrandbits(bits)
        out[i], out[j] = out[j], out[i]
    return tuple(out)


class _Steps(dict[int, tuple[tuple[int, int], ...]]):
    """Per length: the positions ``random.shuffle`` swaps from (last to second) and the
    bits of each draw (``_randbelow_with_getrandbits``: ``(i + 1).bit_length()``)."""

    def __missing__(self, length: int) -> tuple[tuple[int, int], ...]:
        steps = self[length] = tuple((i, (i + 1).bit_length()) for i in reversed(range(1, length)))
        return steps


_SHUFFLE_STEPS = _Steps()


ROUND_BYTES = 104
"""Bytes a round may read: seven seats with every wager, a plant and a fault read at most
about 100 (half of all rounds read under 45); a round reading past them takes the simplest
choices from there on."""


@dataclass(frozen=True)
class Profile:
    """What kind of rounds are drawn. The default: 1 to 7 seats, each wager placed or not.
    ``seats``: exactly that many seats each round (at most the table's). ``every_wager``:
    every seat places the Ante Wager (or the three bets) and every other wager its Rules
    Submission offers; some amounts are still refused, some wagers still come late, decks,
    decisions, plants and faults stay random."""

    seats: int | None = None
    every_wager: bool = False

    @property
    def round_bytes(self) -> int:
        """Bytes one round may read (seven seats with four wagers each read at most about 120)."""
        return 128 if self.every_wager else ROUND_BYTES

    def options(self) -> str:
        """The command-line options that draw these rounds (for the replay command)."""
        seats = f" --seats {self.seats}" if self.seats is not None else ""
        return seats + (" --every-wager" if self.every_wager else "")


DEFAULT_PROFILE = Profile()


@dataclass(frozen=True)
class _TableFacts:
    """What a round's generation reads from its Rules Submission, worked out once."""

    low: int
    high: int
    fixed: dict[Wager, int]  # the wagers whose amount the Rules Submission fixes
    refused: tuple[int, ...]  # drawn instead of a valid amount: under the minimum, over the
    # maximum, $2 and $5 (refused where the Rules Submission fixes the amount)
    extras: tuple[Wager, ...]  # the wagers beside the Ante Wager (or the three bets), in order


_R = TypeVar("_R")


def _per_rules(build: Callable[[RulesSubmission], _R]) -> Callable[[RulesSubmission], _R]:
    """``build`` worked out once per Rules Submission, looked up by identity: hashing a
    Rules Submission walks all of it (about 40 us), and every round asks."""
    memo: dict[int, tuple[RulesSubmission, _R]] = {}

    def once(rules: RulesSubmission) -> _R:
        known = memo.get(id(rules))
        if known is not None and known[0] is rules:
            return known[1]
        value = build(rules)
        memo[id(rules)] = (rules, value)  # holds the rules, so the id is not reused
        return value

    return once


@_per_rules
def _table_facts(rules: RulesSubmission) -> _TableFacts:
    low, high = rules.table.minimum_wager, rules.table.maximum_wager
    tcp, lir = rules.three_card_poker, rules.let_it_ride
    fixed = {wager: amount for wager, amount in (
        (Wager.PROGRESSIVE, tcp.progressive.wager if tcp and tcp.progressive else None),
        (Wager.FIVE_CARD_PROGRESSIVE,
         tcp.five_card_progressive.wager if tcp and tcp.five_card_progressive else None),
        (Wager.LET_IT_RIDE_BONUS, lir.bonus_wager if lir else None)) if amount is not None}
    offered = _offered(rules)
    base = ((Wager.BET_1, Wager.BET_2, Wager.BET_3) if rules.game is Game.LET_IT_RIDE
            else (Wager.ANTE,))
    return _TableFacts(low, high, fixed, (max(1, low - 100), high + 100, 200, 500),
                  tuple(w for w in offered if w not in base))


def _amount(choices: Choices, table: _TableFacts, wager: Wager, *, rare: bool = False) -> int:
    """Mostly amounts the table takes; sometimes one it must refuse (one in four, or with
    ``rare`` one in 64: a round of every wager at seven seats places 28)."""
    data, pos = choices.data, choices.pos
    choices.pos = pos + 1  # choices.integer(0, 63) (or (0, 3)), read here: a round makes 28
    odds = data[pos] if pos < len(data) else 0
    if (odds % 64 < 63) if rare else (odds % 4 < 3):
        fixed = table.fixed.get(wager)
        return fixed if fixed is not None else choices.integer(table.low // 100, table.high // 100) * 100
    return choices.sample(table.refused)


def expand_round(choices: Choices, rules: RulesSubmission,
                 profile: Profile = DEFAULT_PROFILE) -> RoundScript:
    """One round at a table under ``rules``, every choice read from ``choices``."""
    every = profile.every_wager
    facts = _table_facts(rules)
    integer = choices.integer
    table_seats = rules.table.seats
    count = (min(profile.seats, table_seats) if profile.seats is not None
             else integer(1, table_seats))
    seats_offered = list(range(1, table_seats + 1))
    if profile.seats is not None and count == table_seats:
        seats = seats_offered  # every seat: nothing to choose
    else:
        seats = [seats_offered.pop(integer(0, len(seats_offered) - 1)) for _ in range(count)]
    if profile.seats is None and table_seats < 7 and integer(0, 19) == 19:
        seats.append(table_seats + 1)  # a seat the table does not have: refused
    extras = facts.extras
    wagers: list[WagerPlacement] = []
    decisions: list[Decision] = []
    let_it_ride = rules.game is Game.LET_IT_RIDE
    if every and not let_it_ride:
        _every_wager(choices, facts, sorted(seats), wagers, decisions)
    else:
        for seat in sorted(seats):
            if let_it_ride:
                amount = _amount(choices, facts, Wager.BET_1, rare=every)
                wagers += [WagerPlacement(seat, bet, amount) for bet in _BETS]
                for bet in (Wager.BET_1, Wager.BET_2):
                    choice = Choice.WITHDRAW if choices.boolean() else Choice.LET_IT_RIDE
                    decisions.append(Decision(seat, choice, bet))
            elif not choices.boolean() or not extras:
                wagers.append(WagerPlacement(seat, Wager.ANTE, _amount(choices, facts, Wager.ANTE)))
                decisions.append(Decision(seat, Choice.FOLD if choices.boolean() else Choice.PLAY))
            for wager in extras:
                if every:  # the Let It Ride Bonus Wager: as _every_wager places Three Card Poker's
                    late = integer(0, 49) == 49
                    amount = _amount(choices, facts, wager, rare=True)
                    wagers.append(WagerPlacement(seat, wager, amount, late))
                elif integer(0, 2) == 2:
                    late = integer(0, 9) == 9
                    wagers.append(WagerPlacement(seat, wager, _amount(choices, facts, wager), late))
    deck = choices.permutation(FULL_DECK)
    placed = sorted({w.seat for w in wagers if not w.after_no_more_bets})
    if placed and choices.boolean():
        deck = _plant(choices, rules, wagers, placed, deck)
    faults = _faults(choices, rules, placed) if integer(0, 7) == 7 else ()
    if faults and any(f.kind is FaultKind.WRONG_DECK_SIZE for f in faults):
        deck = deck[:51]
    return RoundScript(tuple(wagers), deck, tuple(decisions), faults)


_BETS = (Wager.BET_1, Wager.BET_2, Wager.BET_3)


def _every_wager(choices: Choices, facts: _TableFacts, seats: list[int],
                 wagers: list[WagerPlacement], decisions: list[Decision]) -> None:
    """The seats of a Three Card Poker round of every wager (``Profile.every_wager``): what
    :func:`expand_round`'s loop reads for them, the same bytes the same way, with its one-byte
    choices read here (seven seats make 28 wagers and 7 decisions)."""
    data = choices.data
    size = len(data)
    ante, fold, play = Wager.ANTE, Choice.FOLD, Choice.PLAY
    extras = facts.extras
    for seat in seats:
        wagers.append(WagerPlacement(seat, ante, _amount(choices, facts, ante, rare=True)))
        pos = choices.pos
        choices.pos = pos + 1
        folds = pos < size and data[pos] % 4 == 3  # choices.integer(0, 3) == 3
        decisions.append(Decision(seat, fold if folds else play))
        for wager in extras:  # late one time in 50: a round of seven seats has about 21 of them
            pos = choices.pos
            choices.pos = pos + 1
            late = pos < size and data[pos] % 50 == 49  # choices.integer(0, 49) == 49
            wagers.append(WagerPlacement(seat, wager, _amount(choices, facts, wager, rare=True), late))


def _offered(rules: RulesSubmission) -> list[Wager]:
    order = list(Wager)
    return sorted(rules.offered_wagers(), key=order.index)


def round_scripts(rules: RulesSubmission) -> st.SearchStrategy[RoundScript]:
    """One round at a table under ``rules``, as a hypothesis strategy (the sessions draw
    their rounds one at a time)."""
    return st.binary(min_size=ROUND_BYTES, max_size=ROUND_BYTES).map(
        lambda data: expand_round(Choices(data), rules))


# Hands a random deck almost never deals but a paytable or a comparison hinges on: the
# ace-king-queen of one suit (Envy Bonus, jackpot), straight flushes, trips, the edges of
# 649a.6(a) (A-2-3 a straight, K-A-2 not), and a tie with the dealer.
_RARE = tuple(parse_cards(h) for h in ("As Ks Qs", "Ah Kh Qh", "As Ks Qs", "Ac Kc Qc", "9d 8d 7d",
                                       "7c 7h 7s", "Ad 2c 3h", "Kd Ac 2s"))
_TIE = (parse_cards("Qc 9d 4h"), parse_cards("Qs 9h 4d"))
_AKQ_HEARTS = parse_cards("Ah Kh Qh")
_ROYAL_REST = parse_cards("Jh Th")


def _plant(choices: Choices, rules: RulesSubmission, wagers: list[WagerPlacement],
           placed: list[int], deck: tuple[Card, ...]) -> tuple[Card, ...]:
    """The deck restacked so a seat holds a rare hand, or ties the dealer."""
    plan = plan_for(rules, wagers)  # the seats the game really deals to, refusals applied
    dealt = [s for s in placed if seat_position(s) in plan]
    if not dealt:
        return deck
    with_progressive = {w.seat for w in wagers
                        if w.wager is Wager.PROGRESSIVE and not w.after_no_more_bets}
    progressive = [s for s in dealt if s in with_progressive]
    seat = seat_position(choices.sample(progressive if progressive and choices.boolean()
                                        else dealt))
    wanted: dict[str, tuple[Card, ...]]
    choice = choices.integer(0, 5)
    if rules.game is Game.THREE_CARD_POKER and choice == 1:
        wanted = {seat: _TIE[0], DEALER: _TIE[1]}  # a tie
    elif rules.game is Game.THREE_CARD_POKER and choice == 2:
        wanted = {DEALER: _AKQ_HEARTS}  # the dealer's hand earns no Envy Bonus
    elif rules.game is Game.LET_IT_RIDE and choice == 2:
        wanted = {seat: _AKQ_HEARTS, COMMUNITY: _ROYAL_REST}  # a royal
    else:
        wanted = {seat: choices.sample(_RARE)}
    planted = {card for hand in wanted.values() for card in hand}
    return stack_deck(plan, wanted, rest=[c for c in deck if c not in planted])


def _faults(choices: Choices, rules: RulesSubmission, placed: list[int]) -> tuple[Fault, ...]:
    """An irregularity the table can have (649a.13, 643a.13, the stub count)."""
    kinds: list[FaultKind | str] = [FaultKind.CARD_FACE_UP_IN_DECK, FaultKind.CARD_DRAWN_IN_ERROR,
                                    "two face up", FaultKind.INCORRECT_CARD_COUNT,
                                    FaultKind.WRONG_DECK_SIZE]
    kinds.append(FaultKind.DEALER_CARD_EXPOSED if rules.game is Game.THREE_CARD_POKER
                 else FaultKind.COMMUNITY_CARD_EXPOSED)
    if rules.table.dealing is DealingMethod.AUTOMATED_SHOE:
        kinds.append(FaultKind.SHOE_JAM)
    if rules.table.shuffler is not Shuffler.MANUAL:
        kinds.append(FaultKind.SHUFFLER_JAM)
    kind = choices.sample(kinds)
    if kind == "two face up":
        first = choices.integer(0, 6)
        return (Fault(FaultKind.CARD_FACE_UP_IN_DECK, at=first),
                Fault(FaultKind.CARD_FACE_UP_IN_DECK, at=first + choices.integer(1, 3)))
    if kind in (FaultKind.CARD_FACE_UP_IN_DECK, FaultKind.CARD_DRAWN_IN_ERROR, FaultKind.SHOE_JAM):
        return (Fault(FaultKind(kind), at=choices.integer(0, 8)),)
    if kind is FaultKind.INCORRECT_CARD_COUNT:
        positions = [DEALER if rules.game is Game.THREE_CARD_POKER else COMMUNITY]
        positions += [seat_position(s) for s in placed]
        count = choices.sample((1, 4))
        return (Fault(kind, position=choices.sample(positions), count=count),)
    if kind is FaultKind.WRONG_DECK_SIZE:
        return (Fault(kind, count=51),)
    return (Fault(FaultKind(kind)),)


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

    def citation(self, known: set[str]) -> str:
        """The subsection the discrepancy touches, as the scenario's citation."""
        cited = [c for c in (self.discrepancy.citations if self.discrepancy else []) if c in known]
        if cited:
            return cited[0]
        return "643a.11" if self.game == Game.LET_IT_RIDE.value else "649a.11"


BATCH = 25
"""Rounds per hypothesis example at most: hypothesis spends about 0.3 ms on an example
however little it draws, so a long run plays its rounds in batches (see :func:`batch_size`).
More would cost more to shrink, and hypothesis overruns on a byte string of 8 KiB (its
``BUFFER_SIZE``): 64 rounds of 128 bytes."""


def batch_size(rounds: int) -> int:
    """Rounds per example: up to :data:`BATCH`, but a short run still gets at least about
    forty examples, since the first example hypothesis tries is the simplest one."""
    return max(1, min(BATCH, rounds // 40))


class WholeBytes(HypothesisProvider):
    """hypothesis's own provider, except that a byte string of one fixed size is drawn in
    one call, from the same seeded generator: hypothesis's own draws it a byte at a time,
    each byte after a draw of whether the string goes on, 0.6 us a byte (77 us a seven-seat
    round's :data:`Profile.round_bytes`), the largest share of a round's generation.

    Only drawing changes: what is drawn is still one bytes choice, which hypothesis
    replays and shrinks with its own provider (it switches back to it to confirm a failure
    and to shrink, see ``ConjectureRunner._run``), byte by byte towards zero as before. As
    an alternative backend (``settings(backend=...)``), it does without hypothesis's record
    of the choices tried so far, which steers new examples away from ones already tried:
    random byte strings this long do not repeat. The first example is still the simplest
    one (all zero bytes), as before."""

    def draw_bytes(self, min_size: int = 0, max_size: int = 8 * 1024) -> bytes:
        generator = getattr(self, "_random", None)  # hypothesis's seeded random.Random
        if min_size == max_size and generator is not None:
            return bytes(generator.randbytes(min_size))
        return super().draw_bytes(min_size, max_size)  # as hypothesis's own provider


def _whole_bytes_backend() -> str:
    """The backend :func:`fuzz` draws with: :class:`WholeBytes`, registered under its name
    (hypothesis's documented way to add a backend), where this hypothesis has the provider
    interface it was written for (6.150 to 6.155 at least); else hypothesis's own."""
    provides = getattr(HypothesisProvider, "draw_bytes", None)
    if not callable(provides) or not isinstance(AVAILABLE_PROVIDERS, dict):
        return "hypothesis"
    AVAILABLE_PROVIDERS.setdefault("tablecert-whole-bytes", WholeBytes)
    return "tablecert-whole-bytes"


BACKEND = _whole_bytes_backend()


def fuzz(system: SystemUnderTest, rules: list[RulesSubmission], *, rounds: int, seed_value: int,
         target: str, progress: Callable[[int], None] = lambda n: None,
         shrink: bool = True, profile: Profile = DEFAULT_PROFILE) -> FuzzResult:
    """Play ``rounds`` random rounds; stop at the first discrepancy, shrunk unless
    ``shrink`` is False (inside the suite, where a run must stay fast).

    Each hypothesis example is a byte string, ``profile.round_bytes`` a round, drawn whole
    (:class:`WholeBytes`), that :func:`expand_round` reads a batch of rounds from; each
    round is played at a fresh table on both sides and judged in full, and a batch stops
    at its first discrepancy. Shrinking
    shrinks the bytes, so the failing round shrinks to a simplest one, which
    ``result.script`` holds. ``profile`` says what kind of rounds are drawn."""
    result = FuzzResult(rules[0].game.value, rounds, seed_value, target)
    oracle = InProcessSystem()
    failing: dict[str, Any] = {}
    per_example = batch_size(rounds)
    examples = -(-rounds // per_example)
    size = profile.round_bytes

    @seed(seed_value)
    @settings(max_examples=examples, database=None, deadline=None, derandomize=False,
              suppress_health_check=list(HealthCheck), backend=BACKEND,
              phases=[Phase.generate, Phase.shrink] if shrink else [Phase.generate])
    # one byte string for the batch: drawn and shrunk as one, which shrinks failing rounds
    # further than a list of strings does, and costs less
    @given(st.binary(min_size=per_example * size, max_size=per_example * size))
    def some_rounds(data: bytes) -> None:
        # until the first discrepancy, no more than ``rounds`` in all; shrinking replays freely
        budget = per_example if failing else min(per_example, rounds - result.played)
        for start in range(0, budget * size, size):
            choices = Choices(data[start:start + size])
            chosen = rules[choices.integer(0, len(rules) - 1)]
            prior = _PRIOR[choices.integer(0, len(_PRIOR) - 1)]
            script = expand_round(choices, chosen, profile)
            result.played += 1
            progress(result.played)
            differences, stub_check = _judge(result, system.open_table(chosen), oracle.open_table(chosen),
                                             chosen, prior, script)
            if differences:
                failing.update(rules=chosen, script=script, differences=differences, prior=prior,
                               stub_check=stub_check)
                raise Discrepancy(differences)

    try:
        some_rounds()
    except Discrepancy:
        # hypothesis replays the minimal example last: ``failing`` holds it
        result.rules, result.script = failing["rules"], failing["script"]
        result.prior_rounds, result.stub_check = failing["prior"], failing["stub_check"]
        result.discrepancy = Discrepancy(failing["differences"])
    return result


@dataclass(frozen=True)
class SystemSpec:
    """How a worker process reaches the system under test, itself: ``in-process`` (the
    oracle, with a catalogued ``defect`` if named) or the URL of a system speaking the
    protocol (the reference system's defect is switched on in the server)."""

    target: str
    defect: str | None = None
    read_timeout: float = 10.0

    def open(self) -> SystemUnderTest:
        if self.target != "in-process":
            from tablecert.adapters.http import HttpSystem

            return HttpSystem(self.target, read_timeout=self.read_timeout)
        if self.defect is None:
            return InProcessSystem()
        from tablecert.reference_system.defects import DefectiveTable, find_defect

        catalogued = find_defect(self.defect)
        return InProcessSystem(lambda rules: DefectiveTable(rules, catalogued))


def shard_seed(seed_value: int, shard: int) -> int:
    """The hypothesis seed of one worker's share: the run's own seed for the first."""
    return seed_value + (shard << 32)


def fuzz_parallel(spec: SystemSpec, rules: list[RulesSubmission], *, rounds: int, seed_value: int,
                  target: str, workers: int, shrink: bool = True,
                  profile: Profile = DEFAULT_PROFILE, pool: Pool | None = None) -> FuzzResult:
    """:func:`fuzz` with the rounds split across ``workers`` processes, worker k playing its
    share under :func:`shard_seed`; every worker plays its share to its own first
    discrepancy, and the first worker's that found one is the result, so the same seed and
    the same number of workers give the same rounds and the same result. ``pool``: the
    :func:`worker_pool` to run them in (one is made here if not given)."""
    shares = [rounds // workers + (1 if k < rounds % workers else 0) for k in range(workers)]
    jobs = [(spec, rules, n, shard_seed(seed_value, k), shrink, profile)
            for k, n in enumerate(shares) if n]
    if pool is None:
        with worker_pool(len(jobs)) as own:
            shards = own.starmap(_share, jobs)
    else:
        shards = pool.starmap(_share, jobs)
    result = FuzzResult(rules[0].game.value, rounds, seed_value, target)
    for shard in shards:
        result.played += shard["played"]
        result.judged += shard["judged"]
        if result.discrepancy is None and shard["differences"]:
            result.rules = rules[shard["rules"]]
            result.script, result.prior_rounds = shard["script"], shard["prior"]
            result.stub_check = shard["stub_check"]
            result.discrepancy = Discrepancy(shard["differences"])
    return result


def worker_pool(workers: int) -> Pool:
    """The worker processes of :func:`fuzz_parallel`, started now: made before a reference
    system starts serving from a thread of this process, they are forked (see
    :func:`_start_method`) and start with everything imported."""
    import multiprocessing

    return multiprocessing.get_context(_start_method()).Pool(workers)


def _start_method() -> str:
    """How a worker process starts: forked from this one where that is safe (Linux, and no
    thread running here), so it starts with everything imported (a spawned worker spends
    about half a second importing hypothesis and the oracle before its first round);
    spawned otherwise, e.g. while the reference system serves from a thread of this
    process (a fork copies the locks a thread may hold, never the thread)."""
    import multiprocessing
    import sys
    import threading

    if (sys.platform == "linux" and threading.active_count() == 1
            and "fork" in multiprocessing.get_all_start_methods()):
        return "fork"
    return "spawn"


def _share(spec: SystemSpec, rules: list[RulesSubmission], rounds: int, seed_value: int,
           shrink: bool, profile: Profile) -> dict[str, Any]:
    """One worker's share, as plain data (a Discrepancy does not pickle)."""
    system = spec.open()
    result = fuzz(system, rules, rounds=rounds, seed_value=seed_value, target=spec.target,
                  shrink=shrink, profile=profile)
    found = result.discrepancy
    return {"played": result.played, "judged": result.judged,
            "differences": found.differences if found else [],
            "rules": rules.index(result.rules) if result.rules is not None else None,
            "script": result.script, "prior": result.prior_rounds, "stub_check": result.stub_check}


_PRIOR = (0,) * 14 + (1, 4)
"""How many plain rounds a case plays at its table first (one case in eight plays some): what
only shows across rounds at one table (the two decks alternating, 649a.3(b)(3); the stub
count every fifth round, 649a.8(f)) is then judged too. Four makes five rounds, the stub
count's schedule."""


def _judge(result: FuzzResult, sut: TableSession, oracle: TableSession, rules: RulesSubmission,
           prior: int, script: RoundScript) -> tuple[list[Difference], bool]:
    """Play ``prior`` plain rounds and then ``script`` at one table on both sides, each
    round compared in full; with five rounds or more, the stub count schedule too, where
    the oracle's own rounds keep it (the suite's step judges the same). The differences,
    and whether the schedule was judged."""
    history: list[tuple[Observation, Observation]] = []
    for played in [*([_prior_round(rules)] * prior), script]:
        observed = sut.play(played)
        expected = oracle.play(played)
        result.judged += 1
        history.append((expected, observed))
        differences = compare(expected, observed)
        if differences:
            return differences, False
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


def _money(cents: int) -> str:
    return format_money(cents)


def to_gherkin(result: FuzzResult, replay: str, citation: str) -> str:
    """The minimal failing round as a scenario of the suite's own steps."""
    assert result.rules is not None and result.script is not None and result.discrepancy
    script, rules = result.script, result.rules
    game = "Three Card Poker" if rules.game is Game.THREE_CARD_POKER else "Let It Ride"
    lines = [f"  Scenario: {citation} A random round conforms to the oracle (seed {result.seed})",
             f"    # replay: {replay}",
             f'    Given a {game} table under Rules Submission "{rules.name}"']
    if result.prior_rounds:
        plural = "round has" if result.prior_rounds == 1 else "rounds have"
        lines.append(f"    And {result.prior_rounds} {plural} been played at the table")
    for w in script.wagers:
        article = "an" if w.wager.value[0] in "AEIOU" else "a"
        if w.after_no_more_bets:
            lines.append(f'    And seat {w.seat} tries to place {article} {w.wager.value} of '
                         f'{_money(w.amount)} after "no more bets"')
        else:
            lines.append(f"    And seat {w.seat} places {article} {w.wager.value} of "
                         f"{_money(w.amount)}")
    lines.append(f'    And the deck is stacked in the order "{format_cards(script.deck)}"')
    for f in script.faults:
        n = (f.at or 0) + 1
        suffix = "th" if 10 <= n % 100 <= 20 else _ORDINAL.get(n % 10, "th")
        if f.kind is FaultKind.CARD_FACE_UP_IN_DECK:
            lines.append(f"    And the card dealt {n}{suffix} is found face up in the deck")
        elif f.kind is FaultKind.CARD_DRAWN_IN_ERROR:
            lines.append(f"    And the {n}{suffix} card is drawn in error without its face being "
                         "exposed")
    first = True
    for d in script.decisions:
        keyword = "When" if first else "And"
        first = False
        if d.choice is Choice.PLAY:
            lines.append(f"    {keyword} seat {d.seat} makes a Play Wager")
        elif d.choice is Choice.FOLD:
            lines.append(f"    {keyword} seat {d.seat} folds")
        elif d.wager is not None:
            verb = "lets" if d.choice is Choice.LET_IT_RIDE else "withdraws"
            ride = " ride" if d.choice is Choice.LET_IT_RIDE else ""
            lines.append(f"    {keyword} seat {d.seat} {verb} {d.wager.value}{ride}")
    lines.append(f"    {'When' if first else 'And'} the round is settled")
    lines.append("    Then the round conforms to the oracle")
    if result.stub_check:
        within = ("in the last" if rules.game is Game.LET_IT_RIDE else "every")
        lines.append(f"    And the stub has been counted at least once {within} {STUB_COUNT_EVERY} "
                     "rounds of play")
    return "\n".join(lines) + "\n"


def differences_json(differences: list[Difference]) -> list[dict[str, Any]]:
    return [{"field": d.field, "expected": d.expected, "observed": d.observed, "citation": d.citation}
            for d in differences]



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
            self.since_stub_count = 0

        def _play(self, script: RoundScript) -> None:
            observed, expected = self.sut.play(script), self.oracle.play(script)
            self.rounds += 1
            differences = compare(expected, observed)
            if differences:
                raise Discrepancy(differences, context=f"round {self.rounds} of a session")
            self._stub_schedule(observed)

        def _stub_schedule(self, observed: Observation) -> None:
            """649a.8(f), 643a.8(f): without a counting shuffler, no five rounds of play in a
            row without a stub count (judged on the rule, whatever the system's schedule). A
            void round is no "round of play" (649a.1: "one complete cycle of play"), so it
            does not add to the tally; a count made in it still resets it."""
            if rules.table.shuffler is Shuffler.COUNTING or not observed.dealt:
                return
            if any(e.kind is EventKind.STUB_COUNTED for e in observed.events):
                self.since_stub_count = 0
            elif not observed.void:
                self.since_stub_count += 1
            if self.since_stub_count >= STUB_COUNT_EVERY:
                chapter = "643a" if rules.game is Game.LET_IT_RIDE else "649a"
                raise Discrepancy([Difference("stub count", f"at least once every {STUB_COUNT_EVERY} "
                                              "rounds", f"{self.since_stub_count} dealt rounds without "
                                              "one", f"{chapter}.8(f)")],
                                  context=f"round {self.rounds} of a session")

        @rule(script=round_scripts(rules))
        def a_round(self, script: RoundScript) -> None:
            self._play(script)

        @rule(script=round_scripts(rules), pick=st.integers(0, 6))
        def a_round_with_an_ace_king_queen_of_spades(self, script: RoundScript, pick: int) -> None:
            """Jackpots are rare in random decks; this rule deals one on purpose, to a seat
            that placed an Ante Wager and, where offered, a Progressive Payout Wager."""
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
                return
            wanted = {seat_position(seat): tuple(Card.parse(c) for c in ("As", "Ks", "Qs"))}
            deck = stack_deck(plan, wanted)
            self._play(RoundScript(tuple(wagers), deck, script.decisions))

        @rule(rounds=st.integers(1, 12))
        def recall(self, rounds: int) -> None:
            if Capability.RECALL not in system.capabilities:
                return
            observed, expected = self.sut.recall(rounds), self.oracle.recall(rounds)
            if len(observed) != len(expected):
                raise Discrepancy([Difference("recall", len(expected), len(observed))],
                                  context=f"the game recall of the last {rounds} rounds")
            for earlier, (want, got) in enumerate(zip(expected, observed, strict=True)):
                differences = compare(want, got)
                if differences:
                    raise Discrepancy(differences, context=f"recalled round {earlier + 1}")

    return Session


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
                                      phases=[Phase.generate, Phase.shrink] if shrink
                                      else [Phase.generate])
        try:
            seed(seed_value)(run_state_machine_as_test)(machine, settings=test_case.settings)
        except Discrepancy as exc:
            return exc
    return None
