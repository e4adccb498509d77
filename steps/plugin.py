"""The pytest plugin that turns the Gherkin suite into a conformance run.

- ``--target``: ``in-process`` (the oracle itself), ``reference`` (the bundled reference
  table system over real HTTP on loopback) or a URL of a vendor's system.
- ``--section PREFIX`` (repeatable): only scenarios whose citation lies under a prefix.
- Tags: ``@manual`` scenarios are checklist lines for the inspector and never pass;
  ``@not_applicable`` ones say why in their description; ``@requires_<capability>`` ones
  are deselected, with the reason shown, on a system that lacks the capability;
  ``@game_<name>`` ones (``@game_craps``) likewise on a system that does not play the game
  (a game of :data:`tablecert.oracle.catalogue.GAMES`, named as its Rules Submissions name it).
- After the last step of a scenario that played rounds, every round's whole observation
  is judged against the oracle's (:func:`tablecert.oracle.judge.compare`).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

import pytest

from tablecert.adapters.contract import Capability, SystemUnderTest
from tablecert.adapters.stepped import RoundMode
from tablecert.oracle.citations import citation_of, matches
from tablecert.oracle.judge import Discrepancy, compare
from tablecert.product import out_of_scope
from tablecert.reference_system.in_process import in_process_system
from tablecert.reports.escape import json_safe, scrub
from tablecert.steps.judgements import RoundJudgements

if TYPE_CHECKING:  # the types pytest-bdd's documented hooks pass; annotations only
    from pytest_bdd.parser import Feature, Scenario

    from tablecert.feature_index import ScenarioInfo

GAME_TAGS = ("three_card_poker", "let_it_ride")
MARKERS = {
    "manual": "a procedural duty no system can show: a checklist line for the inspector",
    "not_applicable": "a subsection with nothing to check at a table-game system",
    "three_card_poker": "Three Card Poker (649a, 565)",
    "let_it_ride": "Let It Ride (643a)",
    "requires": "requires(capability): needs a capability of the system under test",
    "offers": "offers(field): the product's Rules Submission must offer it (tablecert/requirements.py)",
    "written_for": "written_for(field): the expectation holds for the named submission's value of it",
    "without": "without(field): a manual line for a product whose Rules Submission does not offer it",
    "game": "game(name): a scenario of a game of oracle.catalogue.GAMES (@game_craps)",
    "citation": "citation(text): the subsection a scenario proves",
    "long": "many rounds in one scenario (seconds, not milliseconds): run first, so that "
            "parallel workers finish together instead of one waiting on the last long one",
}


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("tablecert", "tablecert conformance run")
    group.addoption("--target", default="in-process",
                    help="in-process | reference | URL of the system under test (default in-process)")
    group.addoption("--adapter", default=None, metavar="SPEC",
                    help="drive the system through a Python adapter: module:factory, or the name of a "
                    "tablecert.adapters entry point (docs/adapters.md); replaces --target")
    group.addoption("--defect", default=None, metavar="NAME",
                    help="switch on a catalogued defect (with --target reference or in-process)")
    group.addoption("--variant", default=None, metavar="NAME",
                    help="a compliant variant of the reference system (reference_system/variants.py)")
    group.addoption("--capabilities", default=None, metavar="LIST",
                    help="the reference system (or in-process oracle) declaring only these "
                    "capabilities, comma-separated (with --target reference or in-process)")
    group.addoption("--round-mode", default="auto", choices=[m.value for m in RoundMode],
                    help="card-game rounds: auto (scripted where declared, else step by step), "
                    "scripted, step, or both (each round also at a twin table the other way)")
    group.addoption("--transcript", default=None, metavar="PATH",
                    help="record every request to and answer from an HTTP system (JSON lines)")
    group.addoption("--read-timeout", type=float, default=10.0, metavar="SECONDS",
                    help="read timeout per request to an HTTP target (connect timeout: 3 s)")
    group.addoption("--deadline", type=float, default=None, metavar="SECONDS",
                    help="the most one request to an HTTP target may take, from connect to the "
                    "answer's last byte (default: connect + read timeout)")
    group.addoption("--insecure", action="store_true",
                    help="do not verify the system's TLS certificate (the report says so)")
    group.addoption("--results-json", default=None, metavar="PATH",
                    help="write every scenario's verdict (citation, status, message) as JSON")
    group.addoption("--scenario", action="append", default=[], metavar="NAME",
                    help="run only the scenario of this exact name (repeatable)")
    group.addoption("--section", action="append", default=[], metavar="PREFIX",
                    help="run only scenarios whose citation starts with PREFIX, e.g. 649a.11")
    group.addoption("--example", type=int, default=None, metavar="N",
                    help="with one --scenario that is an outline: only its N-th example row "
                    "(counted from 1 across its Examples tables)")


def pytest_configure(config: pytest.Config) -> None:
    for name, text in MARKERS.items():
        config.addinivalue_line("markers", f"{name}: {text}")
    path = config.getoption("--results-json", None)
    if path and not hasattr(config, "workerinput"):  # the xdist controller or a plain run
        config.pluginmanager.register(VerdictRecorder(path), "tablecert-verdicts")


@pytest.hookimpl(tryfirst=True)
def pytest_bdd_apply_tag(tag: str, function: Any) -> bool | None:
    """Tags become marks; ``@requires_forced_deck`` becomes ``requires("forced-deck")``,
    ``@offers_buy`` ``offers("buy")``, ``@written_for_buy.rate`` ``written_for("buy.rate")`` and
    ``@without_procedure`` ``without("procedure")``."""
    from tablecert.requirements import mark_of_tag

    if (requirement := mark_of_tag(tag)) is not None:
        getattr(pytest.mark, requirement[0])(requirement[1])(function)
        return True
    if tag.startswith("requires_"):
        capability = tag.removeprefix("requires_").replace("_", "-")
        pytest.mark.requires(capability)(function)
        return True
    if tag.startswith("game_"):
        pytest.mark.game(tag.removeprefix("game_").replace("_", "-"))(function)
        return True
    if tag in MARKERS:
        getattr(pytest.mark, tag)(function)
        return True
    return None


@pytest.fixture(scope="session")
def round_mode(pytestconfig: pytest.Config) -> RoundMode:
    """How the card games' rounds are played (``--round-mode``; tablecert.adapters.stepped)."""
    return RoundMode(pytestconfig.getoption("--round-mode"))


def declared_capabilities(config: pytest.Config) -> frozenset[Capability] | None:
    """``--capabilities``: the reference system or the oracle as a variant declaring only these."""
    text = config.getoption("--capabilities", None)
    if not text:
        return None
    if config.getoption("--target") not in ("reference", "in-process") or config.getoption("--adapter"):
        raise pytest.UsageError("--capabilities makes a variant of the reference system; give "
                                "--target reference or in-process")
    try:
        return frozenset(Capability(c.strip()) for c in text.split(",") if c.strip())
    except ValueError as exc:
        raise pytest.UsageError(f"--capabilities {text}: {exc}") from None


@pytest.fixture(scope="session")
def system(pytestconfig: pytest.Config) -> Iterator[SystemUnderTest]:
    target = pytestconfig.getoption("--target")
    defect = pytestconfig.getoption("--defect")
    variant = pytestconfig.getoption("--variant")
    adapter = pytestconfig.getoption("--adapter")
    capabilities = declared_capabilities(pytestconfig)
    if adapter:
        from tablecert.adapters.bounds import call_deadline
        from tablecert.adapters.plugins import load_adapter

        option = pytestconfig.getoption
        deadline = call_deadline(option("--deadline"), option("--read-timeout"))
        guarded = load_adapter(adapter, deadline=deadline)
        yield guarded
        guarded.close()
        return
    if target == "in-process":
        yield in_process_system(defect, variant, capabilities)
        return
    from tablecert.adapters.http import HttpSystem

    transcript = _transcript(pytestconfig)
    try:
        if target == "reference":
            from tablecert.reference_system.app import create_app
            from tablecert.reference_system.server import ReferenceServer

            app = (create_app(defect, variant=variant, capabilities=capabilities)
                   if variant or capabilities is not None else None)
            with ReferenceServer(defect=defect, app=app) as server:
                sut = HttpSystem(server.url, transcript=transcript)
                yield sut
                sut.close()
            return
        sut = HttpSystem(target, transcript=transcript, insecure=pytestconfig.getoption("--insecure"),
                         read_timeout=pytestconfig.getoption("--read-timeout"),
                         deadline=pytestconfig.getoption("--deadline"))
        yield sut
        sut.close()
    finally:
        if transcript is not None:
            transcript.close()


def _transcript(config: pytest.Config) -> TextIO | None:
    """The evidence transcript, one file per xdist worker so lines never interleave."""
    path = config.getoption("--transcript")
    if not path:
        return None
    worker = getattr(config, "workerinput", {}).get("workerid")
    target = Path(path)
    if worker:
        target = target.with_name(f"{target.stem}-{worker}{target.suffix}")
    return target.open("a", encoding="utf-8")


def _bound(item: pytest.Item) -> ScenarioInfo | None:
    """The scenario a test function was bound to (tablecert/suite.py sets ``tablecert_scenario``
    when it binds it with pytest-bdd's public ``scenario`` decorator), or None."""
    info = getattr(getattr(item, "obj", None), "tablecert_scenario", None)
    return info if hasattr(info, "written") else None


def _scenario_name(item: pytest.Item) -> str | None:
    """The scenario's name as written in the feature file, or None for an ordinary test."""
    info = _bound(item)
    return info.name if info is not None else None


def _describe(item: pytest.Item) -> int | None:
    """Record where a scenario comes from on the item (its reports carry it to the verdicts
    and to the JUnit and Allure writers): feature file and name, Rule, description, and for
    an outline example its row (1-based) and values. Returns the example's row or None."""
    info = _bound(item)
    if info is None:
        return None
    item.user_properties.append(("feature", info.file))  # features/<file>, as pytest-bdd named it
    item.user_properties.append(("feature_name", info.feature_name))
    item.user_properties.append(("rule", info.rule))
    item.user_properties.append(("description", info.reason))
    callspec = getattr(item, "callspec", None)
    if not info.rows or callspec is None or len(callspec.indices) != 1:
        item.user_properties.append(("steps", list(info.written)))
        return None
    index: int = next(iter(callspec.indices.values())) + 1  # an outline's one parameter: its row
    values = dict(info.rows[index - 1])
    item.user_properties.append(("example", values))
    item.user_properties.append(("example_index", index))
    return index


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    prefixes = config.getoption("--section")
    names = set(config.getoption("--scenario"))
    example: int | None = config.getoption("--example")
    if example is not None and len(names) != 1:
        raise pytest.UsageError(f"--example {example}: name exactly one --scenario whose example it is")
    outlines: dict[str, int] = {}  # rows of the named outline seen, to refuse an --example past them
    keep: list[pytest.Item] = []
    dropped: list[pytest.Item] = []
    for item in items:
        name = _scenario_name(item)
        if name is None:  # not a scenario: an ordinary test
            keep.append(item)
            continue
        citation = citation_of(name)
        if citation is None:
            raise pytest.UsageError(f"{item.nodeid}: the scenario name {name!r} does not begin "
                                    "with its citation, e.g. '649a.11(c)(3)(i) Dealer holds jack high'")
        item.user_properties.append(("citation", citation))
        item.user_properties.append(("scenario", name))
        # pytest-bdd's test names drop the citation's leading digits (649a.11 -> a11): the
        # citation is a keyword too, so `pytest -k 649a.11` selects that section's scenarios
        item.extra_keyword_matches.add(citation)
        index = _describe(item)
        if prefixes and not any(matches(citation, p) for p in prefixes):
            dropped.append(item)
            continue
        if names and name not in names:
            dropped.append(item)
            continue
        if example is not None:
            if index is None:
                raise pytest.UsageError(f"--example {example}: the scenario {name!r} has no Examples "
                                        "(it is not a Scenario Outline); leave --example out")
            outlines[name] = outlines.get(name, 0) + 1
            if index != example:
                dropped.append(item)
                continue
        games = [str(mark.args[0]) for mark in item.iter_markers("game")]
        manual = item.get_closest_marker("manual") is not None
        if (not item.get_closest_marker("not_applicable")
                and (reason := out_of_scope(citation, games, manual=manual, tags=[
                    f"{m.name}_{m.args[0]}" for m in item.iter_markers()
                    if m.name in ("offers", "without") and m.args])) is not None):
            item.add_marker(pytest.mark.skip(reason=f"not applicable: {reason}"))  # --rules: another game
        elif item.get_closest_marker("manual"):
            item.add_marker(pytest.mark.skip(reason=f"manual check for the inspector: {citation}"))
        elif item.get_closest_marker("not_applicable"):
            item.add_marker(pytest.mark.skip(reason=f"not applicable: {citation}"))
        keep.append(item)
    if prefixes and not any(_scenario_name(i) for i in keep):
        raise pytest.UsageError(f"no scenario's citation starts with {', '.join(prefixes)}")
    if names and not any(_scenario_name(i) in names for i in keep):
        if example is not None and outlines:
            raise pytest.UsageError(f"--example {example}: the scenario {next(iter(names))!r} has "
                                    f"{max(outlines.values())} example rows (1 to {max(outlines.values())})")
        raise pytest.UsageError(f"no scenario is named {', '.join(sorted(names))!r}")
    if dropped:
        config.hook.pytest_deselected(items=dropped)
    # the @long scenarios first (a stable sort keeps the rest in file order): under xdist a
    # long one handed out last keeps one worker busy while the others have finished
    items[:] = sorted(keep, key=lambda item: item.get_closest_marker("long") is None)


@pytest.fixture(autouse=True)
def _required_capabilities(request: pytest.FixtureRequest) -> None:
    """Deselect, with the reason shown, a scenario needing what the system cannot do."""
    marks = list(request.node.iter_markers("requires"))
    games = [mark.args[0] for mark in request.node.iter_markers("game")]
    if not marks and not games:
        return
    from tablecert.product import game_not_offered

    for game in games:  # --rules: a game the product does not offer
        if (reason := game_not_offered(game)) is not None:
            pytest.skip(f"not applicable: {reason}")
    if not marks:  # whether the system plays the game: asked when a table opens (steps/kit.py)
        return
    sut: SystemUnderTest = request.getfixturevalue("system")
    # in the protocol's order, not the marks': a scenario's tags reach pytest as a set, so the
    # capability a skip names would change from one run to the next (step-by-step, step-events)
    for capability in sorted({Capability(mark.args[0]) for mark in marks}, key=list(Capability).index):
        if capability not in sut.capabilities:
            pytest.skip(f"the system under test lacks the capability {capability.value!r}")


def pytest_bdd_before_scenario(request: pytest.FixtureRequest, feature: Feature,
                               scenario: Scenario) -> None:
    """The scenario's name and step texts, for ``--rules`` (tablecert.product reads what a
    scenario needs of the vendor's product from them)."""
    from tablecert.product import SCENARIO_STEPS

    request.node.stash[SCENARIO_STEPS] = [scenario.name, *(step.name for step in scenario.steps)]


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


# ---------------------------------------------------------------------------- verdicts
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


class VerdictRecorder:
    """Collects one verdict per scenario (on the xdist controller too) into a JSON file.

    Beside citation, status and message each verdict carries what the report writers need
    without pytest: the feature file and its name, the Rule, the description (a manual
    scenario's checklist text), an outline example's row and values, the steps with their
    outcomes, and the time taken. A scenario that passed without ever asking the system
    under test (it only ran the harness's Rules Submission validator on a file) is
    ``checked-in-submission``, never ``passed``: the system was not asked."""

    _CARRIED = ("feature", "feature_name", "rule", "description", "example", "example_index")

    def __init__(self, path: str) -> None:
        self.path = path
        self.verdicts: dict[str, dict[str, Any]] = {}
        # seconds per scenario, kept apart (``<verdicts>.timings.json``): the same run must
        # give byte-identical verdicts, and the evidence hashes them
        self.durations: dict[str, float] = {}

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        props = dict(report.user_properties)
        citation = props.get("citation")
        if citation is None:
            return
        entry = self.verdicts.setdefault(report.nodeid, {
            "nodeid": report.nodeid, "citation": citation, "scenario": props.get("scenario", ""),
            "status": "not run", "message": "",
            **{key: props.get(key) for key in self._CARRIED},
        })
        self.durations[report.nodeid] = round(self.durations.get(report.nodeid, 0.0) + report.duration, 6)
        steps = props.get("steps")
        if isinstance(steps, list):  # the plugin's own list (pytest_bdd_before_scenario)
            entry["steps"] = [s if isinstance(s, dict) else {"step": s, "status": "skipped"} for s in steps]
        if report.passed and report.when == "call" and entry["status"] == "not run":
            # only a call that ran to its end is a pass, and only one that asked the system
            # is a pass of the system
            entry["status"] = "passed" if props.get("system_asked", True) else "checked-in-submission"
        elif report.skipped:
            reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else str(report.longrepr)
            reason = reason.removeprefix("Skipped: ")
            entry["status"] = ("manual" if reason.startswith("manual check") else
                               "not-applicable" if reason.startswith("not applicable") else "skipped")
            entry["message"] = scrub(reason)
        elif report.failed:
            entry["status"] = props.get("verdict", "error")
            entry["message"] = props.get("message") or scrub(str(report.longrepr)[:4000])
            if "discrepancy_citations" in props:
                entry["discrepancy_citations"] = props["discrepancy_citations"]
            if "comparison" in props:  # what the comparison found beside a failed step
                entry["comparison"] = props["comparison"]
            if props.get("failed_checks"):
                entry["failed_checks"] = props["failed_checks"]

    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        import json
        from pathlib import Path

        # an interrupted run leaves scenarios that started but never finished: not passed
        for entry in self.verdicts.values():
            if entry["status"] == "not run":
                entry["message"] = entry["message"] or "the run stopped before this scenario finished"
        verdicts = json_safe(sorted(self.verdicts.values(), key=lambda v: v["nodeid"]))
        Path(self.path).write_text(json.dumps(verdicts, indent=1), encoding="utf-8")
        Path(self.path).with_suffix(".timings.json").write_text(
            json.dumps(json_safe(dict(sorted(self.durations.items()))), indent=0), encoding="utf-8")

