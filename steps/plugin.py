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

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TextIO

import pytest
from pytest_bdd.parser import Feature, Scenario
from pytest_bdd.scenario import scenario_wrapper_template_registry
from pytest_bdd.utils import registry_get_safe
from tablecert.adapters.contract import Capability, SystemUnderTest
from tablecert.oracle.cards import Card
from tablecert.oracle.citations import citation_of, matches
from tablecert.oracle.judge import Discrepancy, compare

GAME_TAGS = ("three_card_poker", "let_it_ride")
MARKERS = {
    "manual": "a procedural duty no system can show: a checklist line for the inspector",
    "not_applicable": "a subsection with nothing to check at a table-game system",
    "three_card_poker": "Three Card Poker (649a, 565)",
    "let_it_ride": "Let It Ride (643a)",
    "requires": "requires(capability): needs a capability of the system under test",
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
    group.addoption("--transcript", default=None, metavar="PATH",
                    help="record every request to and answer from an HTTP system (JSON lines)")
    group.addoption("--read-timeout", type=float, default=10.0, metavar="SECONDS",
                    help="read timeout per request to an HTTP target (connect timeout: 3 s)")
    group.addoption("--insecure", action="store_true",
                    help="do not verify the system's TLS certificate (the report says so)")
    group.addoption("--results-json", default=None, metavar="PATH",
                    help="write every scenario's verdict (citation, status, message) as JSON")
    group.addoption("--scenario", action="append", default=[], metavar="NAME",
                    help="run only the scenario of this exact name (repeatable)")
    group.addoption("--section", action="append", default=[], metavar="PREFIX",
                    help="run only scenarios whose citation starts with PREFIX, e.g. 649a.11")


def pytest_configure(config: pytest.Config) -> None:
    for name, text in MARKERS.items():
        config.addinivalue_line("markers", f"{name}: {text}")
    path = config.getoption("--results-json", None)
    if path and not hasattr(config, "workerinput"):  # the xdist controller or a plain run
        config.pluginmanager.register(VerdictRecorder(path), "tablecert-verdicts")


@pytest.hookimpl(tryfirst=True)
def pytest_bdd_apply_tag(tag: str, function: Any) -> bool | None:
    """Tags become marks; ``@requires_forced_deck`` becomes ``requires("forced-deck")``."""
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
def system(pytestconfig: pytest.Config) -> Iterator[SystemUnderTest]:
    target = pytestconfig.getoption("--target")
    defect = pytestconfig.getoption("--defect")
    adapter = pytestconfig.getoption("--adapter")
    if adapter:
        from tablecert.adapters.plugins import load_adapter

        guarded = load_adapter(adapter)
        yield guarded
        guarded.close()
        return
    if target == "in-process":
        yield in_process_system(defect)
        return
    from tablecert.adapters.http import HttpSystem

    transcript = _transcript(pytestconfig)
    try:
        if target == "reference":
            from tablecert.reference_system.server import ReferenceServer

            with ReferenceServer(defect=defect) as server:
                sut = HttpSystem(server.url, transcript=transcript)
                yield sut
                sut.close()
            return
        sut = HttpSystem(target, transcript=transcript, insecure=pytestconfig.getoption("--insecure"),
                         read_timeout=pytestconfig.getoption("--read-timeout"))
        yield sut
        sut.close()
    finally:
        if transcript is not None:
            transcript.close()


def in_process_system(defect: str | None = None) -> SystemUnderTest:
    """The oracle as a system, with the reference system's shuffler (so it can play
    system-shuffled rounds) and, if named, one catalogued defect."""
    from tablecert.adapters.in_process import InProcessSystem

    from tablecert.reference_system.defects import (
        DefectiveTable,
        defective_game_table,
        find_defect,
        shuffle_method,
    )
    from tablecert.reference_system.shuffler import ShufflingDevice

    catalogued = find_defect(defect) if defect is not None else None
    method = shuffle_method(catalogued)

    def shuffler(seed: int) -> Callable[[], tuple[Card, ...]]:
        return ShufflingDevice(seed, method).shuffle

    if catalogued is None:
        return InProcessSystem(shuffler_factory=shuffler)
    return InProcessSystem(lambda rules: DefectiveTable(rules, catalogued),
                           name=f"oracle with defect {defect}", shuffler_factory=shuffler,
                           game_table_factory=defective_game_table(catalogued))


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


def _scenario_name(item: pytest.Item) -> str | None:
    """The scenario's name as written in the feature file, or None for an ordinary test."""
    template = registry_get_safe(scenario_wrapper_template_registry, getattr(item, "obj", None))
    return template.name if template is not None else None


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    prefixes = config.getoption("--section")
    names = set(config.getoption("--scenario"))
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
        if prefixes and not any(matches(citation, p) for p in prefixes):
            dropped.append(item)
            continue
        if names and name not in names:
            dropped.append(item)
            continue
        if item.get_closest_marker("manual"):
            item.add_marker(pytest.mark.skip(reason=f"manual check for the inspector: {citation}"))
        elif item.get_closest_marker("not_applicable"):
            item.add_marker(pytest.mark.skip(reason=f"not applicable: {citation}"))
        keep.append(item)
    if prefixes and not any(_scenario_name(i) for i in keep):
        raise pytest.UsageError(f"no scenario's citation starts with {', '.join(prefixes)}")
    if names and not any(_scenario_name(i) in names for i in keep):
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
    sut: SystemUnderTest = request.getfixturevalue("system")
    for game in games:
        if game not in sut.games:
            pytest.skip(f"the system under test does not play {game!r} (GET /v1/system games)")
    for mark in marks:
        capability = Capability(mark.args[0])
        if capability not in sut.capabilities:
            pytest.skip(f"the system under test lacks the capability {capability.value!r}")


def regulation_url(citation: str) -> str:
    """Where the lab reads the subsection: the Pennsylvania Code for 643a/649a/653a, the
    Pennsylvania Bulletin (40 Pa.B. 3827, Doc. No. 10-1246) for the 2010 temporary rules."""
    section = citation.split("(")[0].split(" ")[0]
    chapter = section.split(".")[0]
    if chapter.endswith("a"):
        return (f"https://www.pacodeandbulletin.gov/Display/pacode?file=/secure/pacode/data/058/"
                f"chapter{chapter}/s{section}.html")
    return "https://www.pacodeandbulletin.gov/Display/pabull?file=/secure/pabulletin/data/vol40/40-28/1246.html"


def pytest_bdd_before_scenario(request: pytest.FixtureRequest, feature: Feature,
                               scenario: Scenario) -> None:
    """Allure: the citation as a label with a link to the text, the section as the story
    (allure-pytest-bdd does not report the Rule), the game as the feature's epic."""
    from tablecert.product import SCENARIO_STEPS

    request.node.stash[SCENARIO_STEPS] = [scenario.name, *(step.name for step in scenario.steps)]  # --rules
    citation = citation_of(scenario.name)
    if citation is None:
        return
    import allure

    section = citation.split("(")[0].split(" ")[0]
    allure.dynamic.label("citation", citation)
    allure.dynamic.story(f"§ {section}")
    allure.dynamic.link(regulation_url(citation), name=citation)
    if scenario.rule is not None:
        allure.dynamic.label("rule", scenario.rule.name)


STEP_FAILED = pytest.StashKey[bool]()


def pytest_bdd_step_error(request: pytest.FixtureRequest, **_: Any) -> None:
    request.node.stash[STEP_FAILED] = True


def pytest_bdd_step_func_lookup_error(request: pytest.FixtureRequest, **_: Any) -> None:
    request.node.stash[STEP_FAILED] = True


def pytest_bdd_after_scenario(request: pytest.FixtureRequest, feature: Feature,
                              scenario: Scenario) -> None:
    """Judge every round the scenario played against the oracle, unless a step failed (its
    own message says more than a field-by-field comparison would)."""
    if request.node.stash.get(STEP_FAILED, False):
        return
    if "context" not in request.fixturenames:
        return
    context = request.getfixturevalue("context")
    for number, (expected, observed) in enumerate(context.history, start=1):
        diffs = compare(expected, observed)
        if diffs:
            raise Discrepancy(diffs, context=f"round {number} of scenario {scenario.name!r}")


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
        report.user_properties.append(("message", str(call.excinfo.value)[:4000]))
        if call.excinfo.errisinstance(Discrepancy):
            # found by the whole-observation judgement, not by the scenario's own words: the
            # subsections the differing fields belong to
            cited = call.excinfo.value.citations  # type: ignore[union-attr]
            report.user_properties.append(("discrepancy_citations", cited))
    return report


class VerdictRecorder:
    """Collects one verdict per scenario (on the xdist controller too) into a JSON file."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.verdicts: dict[str, dict[str, Any]] = {}

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        props = dict(report.user_properties)
        citation = props.get("citation")
        if citation is None:
            return
        entry = self.verdicts.setdefault(report.nodeid, {
            "nodeid": report.nodeid, "citation": citation, "scenario": props.get("scenario", ""),
            "status": "not run", "message": "",
        })
        if report.passed and report.when == "call" and entry["status"] == "not run":
            entry["status"] = "passed"  # only a call that ran to its end is a pass
        elif report.skipped:
            reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else str(report.longrepr)
            reason = reason.removeprefix("Skipped: ")
            entry["status"] = ("manual" if reason.startswith("manual check") else
                               "not-applicable" if reason.startswith("not applicable") else "skipped")
            entry["message"] = reason
        elif report.failed:
            entry["status"] = props.get("verdict", "error")
            entry["message"] = props.get("message", str(report.longrepr)[:4000])
            if "discrepancy_citations" in props:
                entry["discrepancy_citations"] = props["discrepancy_citations"]

    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        import json
        from pathlib import Path

        # an interrupted run leaves scenarios that started but never finished: not passed
        for entry in self.verdicts.values():
            if entry["status"] == "not run":
                entry["message"] = entry["message"] or "the run stopped before this scenario finished"
        Path(self.path).write_text(json.dumps(sorted(self.verdicts.values(), key=lambda v: v["nodeid"]),
                                              indent=1), encoding="utf-8")
