"""Which scenarios run (:mod:`tablecert.steps.plugin`): each collected scenario's citation and
where it comes from recorded on its item, the selection by ``--section``, ``--scenario`` and
``--example``, the skips of manual and not-applicable scenarios (and, under ``--rules``, of
the scenarios of another product), and, as each scenario starts, the skip of one needing what
the system under test cannot do."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tablecert.adapters.contract import Capability, SystemUnderTest
from tablecert.oracle.citations import citation_of, matches
from tablecert.product import out_of_scope

if TYPE_CHECKING:  # the types pytest-bdd's documented hooks pass; annotations only
    from pytest_bdd.parser import Feature, Scenario

    from tablecert.feature_index import ScenarioInfo

__all__ = ["_required_capabilities", "pytest_bdd_before_scenario", "pytest_collection_modifyitems"]


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
