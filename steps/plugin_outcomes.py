"""Each scenario's outcome (:mod:`tablecert.steps.plugin`): what every step did, the judgement
after the last step of every round the scenario played against the oracle's
(:func:`tablecert.oracle.judge.compare`), and a failed verdict (the system disagreed with the
regulation) told from a broken one (the system did not answer properly, or the harness could
not run the scenario)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from tablecert.oracle.judge import Discrepancy, compare
from tablecert.reports.escape import scrub
from tablecert.steps.judgements import RoundJudgements

if TYPE_CHECKING:  # the types pytest-bdd's documented hooks pass; annotations only
    from pytest_bdd.parser import Feature, Scenario

__all__ = ["FAILED_CHECKS", "STEPS_DONE", "STEP_FAILED", "pytest_bdd_after_scenario", "pytest_bdd_after_step",
           "pytest_bdd_step_error", "pytest_bdd_step_func_lookup_error", "pytest_runtest_makereport",
           "round_judgements"]


STEP_FAILED = pytest.StashKey[bool]()


STEPS_DONE = pytest.StashKey[dict[int, str]]()


FAILED_CHECKS = pytest.StashKey[list[str]]()
"""What failed in a scenario, in order: ``"then step"`` (``"given step"``, ``"when step"``),
a regulation-worded step, or ``"comparison"``, the field-by-field judgement against the
oracle (a step that compares, "the round conforms to the oracle", counts as the comparison).
The verdict carries it as ``failed_checks``: ``tablecert selftest`` tells a defect caught by
the scenario's own words from one only the comparison saw."""


def pytest_bdd_after_step(request: pytest.FixtureRequest, step: Any, **_: Any) -> None:
    request.node.stash.setdefault(STEPS_DONE, {})[id(step)] = "passed"


def pytest_bdd_step_error(request: pytest.FixtureRequest, step: Any, exception: BaseException,
                          **_: Any) -> None:
    request.node.stash[STEP_FAILED] = True
    request.node.stash.setdefault(STEPS_DONE, {})[id(step)] = "failed"
    check = "comparison" if isinstance(exception, Discrepancy) else f"{step.type} step"
    request.node.stash.setdefault(FAILED_CHECKS, []).append(check)


def pytest_bdd_step_func_lookup_error(request: pytest.FixtureRequest, step: Any, **_: Any) -> None:
    request.node.stash[STEP_FAILED] = True
    request.node.stash.setdefault(STEPS_DONE, {})[id(step)] = "failed"


def pytest_bdd_after_scenario(request: pytest.FixtureRequest, feature: Feature,
                              scenario: Scenario) -> None:
    """Record each step's outcome and whether the system under test was asked at all (a
    scenario that only ran the harness's Rules Submission validator was not), then judge
    every round the scenario played against the oracle: after the Then steps, which have
    read the system's own answer. When a step failed its message stands (it says more than
    a field-by-field comparison would) and a difference the comparison finds is recorded
    beside it (``failed_checks``, ``discrepancy_citations``), not raised over it."""
    done = request.node.stash.get(STEPS_DONE, {})
    request.node.user_properties.append(
        ("steps", [{"step": f"{s.keyword} {s.name}", "status": done.get(id(s), "skipped")}
                   for s in scenario.steps]))
    from tablecert.steps.submission import NOT_SENT

    request.node.user_properties.append(("system_asked", "system" in request.fixturenames
                                         and not request.node.stash.get(NOT_SENT, False)))
    checks = request.node.stash.setdefault(FAILED_CHECKS, [])
    request.node.user_properties.append(("failed_checks", checks))
    found = _played(request, scenario).discrepancy()
    if found is None:
        return
    checks.append("comparison")
    if not request.node.stash.get(STEP_FAILED, False):
        raise found
    request.node.user_properties.append(("discrepancy_citations", found.citations))
    # what the comparison found beside the step's message (verdicts.json "comparison"): the
    # fields and cards that differ, in the harness's notation, bounded as the message is
    request.node.user_properties.append(("comparison", scrub(str(found))[:4000]))


@pytest.fixture
def round_judgements() -> RoundJudgements:
    """The rounds a scenario's When steps played, judged after its last step."""
    return RoundJudgements()


def _played(request: pytest.FixtureRequest, scenario: Scenario) -> RoundJudgements:
    """Every round the scenario played, on the system and on the oracle: the card rounds of
    ``context`` and the rounds of every other game recorded in ``round_judgements``."""
    played = RoundJudgements()
    if "context" in request.fixturenames:
        context = request.getfixturevalue("context")
        for number, (expected, observed) in enumerate(context.history, start=1):
            played.record(expected, observed, f"in round {number} of the scenario", compare)
        played.deferred += context.deferred  # the twin table's rounds, the meters
    if "round_judgements" in request.fixturenames:
        played.rounds += request.getfixturevalue("round_judgements").rounds
    return played


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
    """Tell a failed verdict (the system disagreed with the regulation) from a broken one
    (the system did not answer properly, or the harness could not run the scenario)."""
    report = yield
    if call.excinfo is not None and report.failed:
        from tablecert.adapters.contract import SystemFault

        if call.excinfo.errisinstance(SystemFault):
            verdict = "error"
        elif call.excinfo.errisinstance(AssertionError) and call.when == "call":
            verdict = "failed"
        else:
            verdict = "error"
        report.user_properties.append(("verdict", verdict))
        report.user_properties.append(("message", scrub(_message(call.excinfo))[:4000]))
        if call.excinfo.errisinstance(Discrepancy):
            # found by the whole-observation judgement, not by the scenario's own words: the
            # subsections the differing fields belong to
            cited = call.excinfo.value.citations  # type: ignore[attr-defined]
            report.user_properties.append(("discrepancy_citations", cited))
    return report


def _message(excinfo: pytest.ExceptionInfo[BaseException]) -> str:
    """What a verdict says: the exception's own words (a Discrepancy lists the fields), or
    for an exception without words its type; never a traceback through the framework."""
    text = str(excinfo.value)
    return text if text.strip() else excinfo.typename
