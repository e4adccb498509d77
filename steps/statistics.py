"""Steps for the statistical scenarios: many system-shuffled rounds inside one step, judged
by tablecert.stats (649a.5(a): "so that the cards are randomly intermixed").

Glue only: the rounds are played by :func:`tablecert.stats.session.play`, the checks and
their verdicts are :mod:`tablecert.stats`. A failed check is a failed scenario (an
AssertionError with every check's statistic and p-value); a run too short to decide is
skipped with the rounds it would need, never passed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from pytest_bdd import parsers, then, when

from tablecert.adapters.wire import DEFAULT_BATCH
from tablecert.stats.verdict import Outcome
from tablecert.steps.context import ScenarioContext

if TYPE_CHECKING:  # tablecert.stats.session imports scipy (a second per process): when a step runs
    from tablecert.stats.session import Sample


@pytest.fixture
def shuffled() -> dict[str, Sample]:
    return {}


@when(parsers.re(r"the system shuffles with its own shuffler and plays (?P<rounds>\d+) rounds "
                 r"at a table opened with shuffle seed (?P<seed>\d+)"))
def system_shuffled_rounds(context: ScenarioContext, shuffled: dict[str, Sample], rounds: str,
                           seed: str) -> None:
    from tablecert.stats.session import play

    assert context.rules is not None, "no table: start with 'Given a ... table under Rules Submission'"
    table = context.system.open_table(context.rules, shuffle_seed=int(seed))
    # a hundred rounds a request where the table offers batches (protocol 1.2), else one at a time
    shuffled["sample"] = play(table, context.rules, int(rounds), batch=DEFAULT_BATCH)
    table.close()


@then(parsers.re(r"the shuffles randomly intermix the cards at a false-alarm rate of (?P<alpha>[\d.]+)"))
def randomly_intermixed(context: ScenarioContext, shuffled: dict[str, Sample], alpha: str) -> None:
    from tablecert.stats.session import SHUFFLE, StatsRun, checks_for

    sample = shuffled.get("sample")
    assert sample is not None and context.rules is not None, "no system-shuffled rounds were played"
    run = StatsRun([c for c in checks_for(context.rules) if c.kind == SHUFFLE], alpha=float(alpha))
    verdicts, _ = run.judge(sample)
    report = "\n".join(f"  {v.check}: {v.summary()}" for v in verdicts)
    failed = [v for v in verdicts if v.outcome is Outcome.FAILED]
    if failed:
        raise AssertionError(f"{len(failed)} of {len(verdicts)} shuffle checks failed at a family-wise "
                             f"false-alarm rate of {alpha} (Holm); the cards are not randomly "
                             f"intermixed:\n{report}")
    if any(v.outcome is Outcome.INCONCLUSIVE for v in verdicts):
        pytest.skip(f"inconclusive: too few rounds to decide\n{report}")
