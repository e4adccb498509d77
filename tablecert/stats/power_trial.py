"""Trials of the power claims: is a bad shuffler just above a check's minimum effect caught
as often as the check says?

Each shuffle check (:mod:`tablecert.stats.shuffle`) states a minimum effect and computes its
power against it; ``tablecert stats`` prints the rounds each check needs for 80% power and
calls a run that had them, without rejecting, *passed* (649a.5(a), "so that the cards are
randomly intermixed"). The catalogue holds a bad shuffler whose bias sits just above each
of three checks' minimum effects (``Defect.near_minimum_of``). A trial plays it, in-process
and seeded, for exactly the rounds that check claims to need, once per seed, and judges
each run as ``tablecert stats`` does (the same checks, Holm at the same alpha): the share of
seeds in which the check failed is the measured power, to set beside the claimed power at
that bias. The honest shuffler over the same seeds is the control (its share is the false
alarm rate of the check, at most the level).
"""

from __future__ import annotations

from dataclasses import dataclass

from tablecert.oracle.card_games import RulesSubmission
from tablecert.reference_system.defects import Defect
from tablecert.stats.session import DEFAULT_ALPHA, StatsRun, checks_for, play
from tablecert.stats.verdict import Outcome

__all__ = ["PowerTrial", "failed_checks", "power_trial"]


@dataclass(frozen=True)
class PowerTrial:
    """``caught`` of ``len(seeds)`` runs of ``rounds`` rounds failed ``check``; the honest
    shuffler failed it in ``false_alarms`` of the same seeds."""

    defect: str
    check: str
    rounds: int
    claimed_power: float  # the check's own power at ``rounds`` against its minimum effect
    seeds: tuple[int, ...]
    caught: int
    caught_by_any_check: int
    false_alarms: int

    @property
    def rate(self) -> float:
        return self.caught / len(self.seeds)

    def line(self) -> str:
        n = len(self.seeds)
        return (f"{self.defect:<26} {self.check:<16} {self.rounds:>5} rounds: caught by its check in "
                f"{self.caught}/{n} seeds ({self.rate:.0%}; claimed {self.claimed_power:.0%} at the minimum "
                f"effect), by any check {self.caught_by_any_check}/{n}; honest shuffler "
                f"{self.false_alarms}/{n}")


def failed_checks(rules: RulesSubmission, defect: str | None, rounds: int, seed: int, *,
                  alpha: float = DEFAULT_ALPHA) -> set[str]:
    """The checks a ``tablecert stats`` run fails: ``rounds`` system-shuffled rounds at an
    in-process table with ``defect`` (None: the honest shuffler) and ``seed``, every check
    of the Rules Submission under Holm at ``alpha``."""
    from tablecert.reference_system.in_process import in_process_system

    run = StatsRun(checks_for(rules), alpha=alpha)
    table = in_process_system(defect).open_table(rules, shuffle_seed=seed)
    try:
        verdicts, _ = run.judge(play(table, rules, rounds))
    finally:
        table.close()
    return {check.key for check, v in zip(run.checks, verdicts, strict=True) if v.outcome is Outcome.FAILED}


def power_trial(defect: Defect, rules: RulesSubmission, seeds: range | tuple[int, ...], *,
                alpha: float = DEFAULT_ALPHA) -> PowerTrial:
    """Play ``defect`` for the rounds its check needs for the target power, once per seed."""
    key = defect.near_minimum_of
    if key is None:
        raise ValueError(f"{defect.name} is not a bad shuffler near a check's minimum effect")
    run = StatsRun(checks_for(rules), alpha=alpha)
    needed = run.needed()[key]
    rounds = needed if needed is not None else 2
    check = next(c for c in run.checks if c.key == key)
    claimed = float(check.test.power(rounds, run.level))
    bad = [failed_checks(rules, defect.name, rounds, seed, alpha=alpha) for seed in seeds]
    honest = [failed_checks(rules, None, rounds, seed, alpha=alpha) for seed in seeds]
    return PowerTrial(defect.name, key, rounds, claimed, tuple(seeds), sum(key in f for f in bad),
                      sum(bool(f) for f in bad), sum(key in f for f in honest))
