"""A statistical run: play N system-shuffled rounds, then judge the shuffle and the return.

The harness scripts one round at seat 1 with the table minimum doubled on each wager it
checks (Three Card Poker: Ante and Pair Plus Wagers, every hand played; Let It Ride: the
three Let It Ride Poker Wagers riding and the Three Card Bonus Wager if offered), asks the
system to shuffle with its own shuffler and play it (Capability ``self-shuffle``), and
tallies the deck order, seat 1's hand category and the net result of each wager line
(:mod:`tablecert.stats.tally`: sums that add up, so tables and cluster shards merge). The
run stops after ``rounds`` rounds or ``max_seconds``, whichever comes first; the checks
then use the rounds played.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from tablecert.adapters.contract import TableSession
from tablecert.oracle.card_games import RulesSubmission
from tablecert.oracle.par_sheet.fixed_strategy import (
    ante_play_always,
    let_it_ride_always_rides,
    own_hand_wager,
)
from tablecert.oracle.par_sheet.frequencies import five_card_category_counts, three_card_category_counts
from tablecert.oracle.rankings import five_card_category, three_card_category
from tablecert.oracle.round import COMMUNITY, Observation, RoundScript, WagerPlacement
from tablecert.oracle.wagers import Game, Wager
from tablecert.stats.returns import DEFAULT_RETURN_EFFECT, ReturnTest
from tablecert.stats.shuffle import (
    HandCategoryTest,
    KeptNeighboursTest,
    NeighbourTest,
    PositionTest,
    TestResult,
)
from tablecert.stats.tally import Recorder, Tally
from tablecert.stats.verdict import Outcome, StatVerdict, holm_rejections, smallest_n

__all__ = ["DEFAULT_ALPHA", "DEFAULT_POWER", "DEFAULT_ROUNDS", "Check", "Sample", "StatsRun", "line_units",
           "play"]

DEFAULT_ALPHA = 0.05
"""The family-wise false-alarm rate: labs test shufflers at 95% confidence."""
DEFAULT_POWER = 0.80
DEFAULT_ROUNDS = 2000
"""Enough for every shuffle check to reach 80% power against its minimum effect at the
default level (the position and hand tests need the most, about 1,100-1,400 rounds; see
``tablecert stats`` output), and at least 260 rounds so each of the 2,704 position-by-card
cells expects 5 cards. The return checks need far more (tens of thousands) and say so."""

SHUFFLE = "shuffle"
RETURN = "return"


@dataclass
class Check:
    """One test, what it reads from the sample, and the citations it speaks to."""

    kind: str  # SHUFFLE or RETURN
    key: str
    test: Any  # a test of tablecert.stats.shuffle or returns: run(...), power(n, level)
    citation: str
    also_cites: tuple[str, ...] = ()


@dataclass
class Sample:
    """What a run keeps of its rounds: their :class:`Tally` (sums that add up across tables
    and shards), how long they took, and whether the rounds or the clock stopped it."""

    tally: Tally = field(default_factory=Tally)
    seconds: float = 0.0
    stopped_by: str = "rounds"

    @property
    def rounds(self) -> int:
        return self.tally.rounds


def _script(rules: RulesSubmission) -> tuple[RoundScript, dict[str, tuple[frozenset[Wager], int]]]:
    """Seat 1's wagers and, per checked line, the wagers whose net it adds and its unit."""
    stake = 2 * rules.table.minimum_wager
    wagers: tuple[WagerPlacement, ...]
    if rules.game is Game.THREE_CARD_POKER:
        wagers = (WagerPlacement(1, Wager.ANTE, stake), WagerPlacement(1, Wager.PAIR_PLUS, stake))
        lines = {"ante-play": (frozenset({Wager.ANTE, Wager.PLAY, Wager.ANTE_BONUS}), stake),
                 "pair-plus": (frozenset({Wager.PAIR_PLUS}), stake)}
    else:
        bets = (Wager.BET_1, Wager.BET_2, Wager.BET_3)
        wagers = tuple(WagerPlacement(1, b, stake) for b in bets)
        lines = {"let-it-ride": (frozenset(bets), 3 * stake)}
        assert rules.let_it_ride is not None
        if rules.let_it_ride.three_card_bonus is not None:
            wagers += (WagerPlacement(1, Wager.THREE_CARD_BONUS, stake),)
            lines["three-card-bonus"] = (frozenset({Wager.THREE_CARD_BONUS}), stake)
    return RoundScript(wagers=wagers, deck=(), default_play=True), lines


def _category(rules: RulesSubmission, obs: Observation) -> str:
    hand = obs.hands.get("seat 1", ())
    if rules.game is Game.THREE_CARD_POKER:
        return three_card_category(hand).label
    five = tuple(hand) + tuple(obs.hands.get(COMMUNITY, ()))
    return five_card_category(five).name.lower().replace("_", " ")


def checks_for(rules: RulesSubmission, *, return_effect: float = DEFAULT_RETURN_EFFECT,
               chains: int = 1) -> list[Check]:
    """The shuffle checks and a return check per wager line the round plays; ``chains``: the
    tables whose consecutive shuffles the kept-neighbours check compares."""
    also: tuple[str, ...]
    if rules.game is Game.THREE_CARD_POKER:
        shuffle_citation, also = "649a.5(a)", ()
        exact: dict[str, int] = {c.label: n for c, n in three_card_category_counts().items()}
    else:
        # 643a.5 (shuffle and cut, Let It Ride) is cited but not in the seed texts
        shuffle_citation, also = "643a.5", ("649a.5(a)",)
        exact = {c.name.lower().replace("_", " "): n for c, n in five_card_category_counts().items()}
    checks = [
        Check(SHUFFLE, "positions", PositionTest(), shuffle_citation, also),
        Check(SHUFFLE, "neighbours", NeighbourTest(), shuffle_citation, also),
        Check(SHUFFLE, "kept-neighbours", KeptNeighboursTest(chains), shuffle_citation, also),
        Check(SHUFFLE, "hand-categories", HandCategoryTest(exact), shuffle_citation, also),
    ]
    if rules.three_card_poker is not None:
        tcp = rules.three_card_poker
        checks.append(Check(RETURN, "ante-play", ReturnTest(ante_play_always(tcp.ante_bonus), return_effect),
                            tcp.ante_bonus.citation, ("649a.11(c)(3)",)))
        checks.append(Check(RETURN, "pair-plus", ReturnTest(own_hand_wager(tcp.pair_plus), return_effect),
                            tcp.pair_plus.citation))
    if rules.let_it_ride is not None:
        lir = rules.let_it_ride
        checks.append(Check(RETURN, "let-it-ride",
                            ReturnTest(let_it_ride_always_rides(lir.paytable), return_effect),
                            lir.paytable.citation))
        if lir.three_card_bonus is not None:
            checks.append(Check(RETURN, "three-card-bonus",
                                ReturnTest(own_hand_wager(lir.three_card_bonus), return_effect),
                                lir.three_card_bonus.citation))
    return checks


def line_units(rules: RulesSubmission) -> dict[str, int]:
    """Each checked wager line's unit in cents (the stake the return is per)."""
    return {key: unit for key, (_, unit) in _script(rules)[1].items()}


def play(table: TableSession, rules: RulesSubmission, rounds: int, *, max_seconds: float | None = None,
         progress: Callable[[int, int, float], None] | None = None, batch: int = 1,
         stop: threading.Event | None = None) -> Sample:
    """Play up to ``rounds`` system-shuffled rounds (fewer if ``max_seconds`` runs out, or
    ``stop`` is set because another table failed) at one table, ``batch`` rounds a request
    where the system offers batches (:meth:`TableSession.shuffled_rounds`); ``progress`` is
    told the rounds played so far after each request."""
    script, lines = _script(rules)
    recorder = Recorder({key: unit for key, (_, unit) in lines.items()})
    stopped_by = "rounds"
    start = time.monotonic()
    played = 0
    while played < rounds:
        for deck, obs in table.shuffled_rounds(script, min(batch, rounds - played)):
            nets = {key: sum(s.paid + s.returned - s.amount for s in obs.settlements
                             if s.seat == 1 and s.wager in wagers)
                    for key, (wagers, _) in lines.items()}
            recorder.round(tuple(c.index for c in deck), _category(rules, obs), nets)
            played += 1
        elapsed = time.monotonic() - start
        if progress is not None:
            progress(played, rounds, elapsed)
        if max_seconds is not None and elapsed > max_seconds and played < rounds:
            stopped_by = "time"
            break
        if stop is not None and stop.is_set():
            stopped_by = "error"
            break
    return Sample(recorder.tally(), time.monotonic() - start, stopped_by)


@dataclass
class StatsRun:
    """The checks of one run, judged together under Holm's procedure at ``alpha``."""

    checks: list[Check]
    alpha: float = DEFAULT_ALPHA
    target_power: float = DEFAULT_POWER

    @property
    def level(self) -> float:
        """The per-check level the power is computed at (Bonferroni, Holm's first step)."""
        return self.alpha / len(self.checks)

    def needed(self) -> dict[str, int | None]:
        """Rounds each check needs for the target power against its minimum effect."""
        return {c.key: smallest_n(lambda n, c=c: c.test.power(n, self.level), self.target_power)  # type: ignore[misc]
                for c in self.checks}

    def results(self, sample: Sample) -> list[TestResult]:
        tally = sample.tally
        out: list[TestResult] = []
        for c in self.checks:
            if c.key == "hand-categories":
                out.append(c.test.run_counts(tally.categories))
            elif c.kind == SHUFFLE:
                out.append(c.test.run(tally))
            else:
                out.append(c.test.run(tally.lines[c.key]))
        return out

    def judge(self, sample: Sample) -> tuple[list[StatVerdict], list[TestResult]]:
        results = self.results(sample)
        holm = holm_rejections([r.p_value for r in results], self.alpha)
        verdicts: list[StatVerdict] = []
        for check, result, (rejected, threshold) in zip(self.checks, results, holm, strict=True):
            power = check.test.power(result.n, self.level)
            if rejected:
                outcome, needed = Outcome.FAILED, None
            elif power < self.target_power:
                outcome = Outcome.INCONCLUSIVE
                needed = smallest_n(partial(check.test.power, level=self.level), self.target_power)
            else:
                outcome, needed = Outcome.PASSED, None
            verdicts.append(StatVerdict(
                check=check.test.name, citation=check.citation, outcome=outcome,
                statistic_name=check.test.statistic_name, statistic=result.statistic, df=result.df,
                p_value=result.p_value, alpha=threshold, n=result.n, power=power, needed_n=needed,
                minimum_effect=check.test.minimum_effect, method=check.test.method,
                also_cites=check.also_cites, detail={"key": check.key, "kind": check.kind, **result.detail},
            ))
        return verdicts, results
