"""The scenarios of features/, read straight from the Gherkin (no test run): their
citations, kinds (executable, manual, not applicable) and where they stand.

Reading the files here, not through pytest-bdd, lets a malformed feature, a scenario whose
name does not begin with its citation, or two scenarios of one name be reported with the
file and line before anything runs (pytest-bdd would silently merge same-named scenarios).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

from gherkin.errors import CompositeParserException, ParserError
from gherkin.parser import Parser

from tablecert.errors import InputError
from tablecert.oracle.citations import citation_of
from tablecert.resources import features_dir
from tablecert.user_file import FEATURE_FILE_BYTES, read_user_text

__all__ = ["ScenarioInfo", "feature_files_of", "load_scenarios"]



@dataclass(frozen=True, slots=True)
class ScenarioInfo:
    name: str
    citation: str
    kind: str  # "executable", "manual", "not-applicable"
    file: str
    line: int
    examples: int  # rows of Examples (1 for a plain scenario)
    reason: str  # the scenario's description: why manual or not applicable
    steps: tuple[tuple[str, str, int], ...] = ()  # (given/when/then, text, line), rendered per example
    # what a run records of the scenario (steps/plugin.py, from the binding tablecert/suite.py makes)
    feature_name: str = ""
    rule: str = ""
    written: tuple[str, ...] = ()  # the steps as written, Background first: "Given ...", "And ..."
    rows: tuple[tuple[tuple[str, str], ...], ...] = ()  # the Examples rows in order, (column, value)
    tags: tuple[str, ...] = ()  # the scenario's tags with its feature's and Rule's, without "@"

    @property
    def where(self) -> str:
        return f"{self.file}:{self.line}"


def _tags(node: dict[str, Any]) -> set[str]:
    return {t["name"].lstrip("@") for t in node.get("tags", [])}


_TYPES = {"Context": "given", "Action": "when", "Outcome": "then"}


def _steps(feature: dict[str, Any], rule: dict[str, Any] | None,
           scenario: dict[str, Any]) -> tuple[tuple[str, str, int], ...]:
    """Background and scenario steps with And/But resolved, rendered for every Examples row."""
    raw = _raw_steps(feature, rule, scenario)
    typed: list[tuple[str, str, int]] = []
    last = "given"
    for step in raw:
        last = _TYPES.get(step.get("keywordType", ""), last)
        typed.append((last, step["text"], step["location"]["line"]))
    rows = [dict(row) for row in _rows(scenario)]
    if not rows:
        return tuple(typed)
    rendered = []
    for row in rows:
        for kind, text, line in typed:
            for key, value in row.items():
                text = text.replace(f"<{key}>", value)
            rendered.append((kind, text, line))
    return tuple(rendered)


def _raw_steps(feature: dict[str, Any], rule: dict[str, Any] | None,
               scenario: dict[str, Any]) -> list[dict[str, Any]]:
    """The Backgrounds' steps (the feature's, the Rule's), then the scenario's."""
    raw: list[dict[str, Any]] = []
    for holder in (feature, rule or {}):
        for child in holder.get("children", []):
            if "background" in child:
                raw += child["background"]["steps"]
    return raw + list(scenario["steps"])


def _written(feature: dict[str, Any], rule: dict[str, Any] | None,
             scenario: dict[str, Any]) -> tuple[str, ...]:
    """The steps as the file writes them (keyword and text), the Backgrounds' first."""
    return tuple(f"{s['keyword'].strip()} {s['text']}" for s in _raw_steps(feature, rule, scenario))


def _rows(scenario: dict[str, Any]) -> tuple[tuple[tuple[str, str], ...], ...]:
    """Every Examples table's rows, in order, each as (column, value) pairs."""
    rows: list[tuple[tuple[str, str], ...]] = []
    for examples in scenario.get("examples", []):
        header = [c["value"] for c in examples.get("tableHeader", {}).get("cells", [])]
        rows += [tuple(zip(header, (c["value"] for c in row["cells"]), strict=False))
                 for row in examples.get("tableBody", [])]
    return tuple(rows)


def check_steps(scenarios: list[ScenarioInfo], modules: tuple[str, ...]) -> None:
    """Every step of every executable scenario matches a step definition; raise InputError
    naming file and line of each one that does not (before anything runs)."""
    import importlib

    from pytest_bdd.steps import step_function_context_registry

    for module in modules:
        importlib.import_module(module)
    contexts = list(step_function_context_registry.values())
    problems: list[str] = []
    seen: set[tuple[str, int]] = set()
    matched: dict[tuple[str, str], bool] = {}  # a step's words recur: 7,234 steps, 1,948 distinct
    for info in scenarios:
        if info.kind != "executable":
            continue
        for kind, text, line in info.steps:
            if (info.file, line) in seen:
                continue
            known = matched.get((kind, text))
            if known is None:
                known = matched[(kind, text)] = any(c.type in (kind, None) and c.parser.is_matching(text)
                                                    for c in contexts)
            if not known:
                seen.add((info.file, line))
                problems.append(f"{info.file}:{line}: no step definition matches {kind.title()} {text!r}")
    if problems:
        raise InputError("unknown steps:\n  " + "\n  ".join(problems))


def load_scenarios(folder: Path | None = None) -> list[ScenarioInfo]:
    """Every scenario of every ``*.feature`` file; raise InputError naming file and line for
    a malformed file, a scenario without a citation, or a duplicated scenario name. Read once
    a process while no file changes (a run checks its input, chooses its files and writes its
    coverage from the same reading)."""
    folder = features_dir() if folder is None else folder
    try:
        key = (str(folder.resolve()), tuple((p.name, p.stat().st_mtime_ns, p.stat().st_size)
                                            for p in sorted(folder.glob("*.feature"))))
    except OSError:  # a file gone or unreadable: read afresh, and the reading names it
        return _read_scenarios(folder)
    if key not in _READ:
        _READ.clear()
        _READ[key] = tuple(_read_scenarios(folder))
    return list(_READ[key])


_READ: dict[tuple[str, tuple[tuple[str, int, int], ...]], tuple[ScenarioInfo, ...]] = {}


def _read_scenarios(folder: Path) -> list[ScenarioInfo]:
    found: list[ScenarioInfo] = []
    problems: list[str] = []
    for path in sorted(folder.glob("*.feature")):
        rel = str(path.relative_to(folder.parent)) if folder.parent in path.parents else str(path)
        try:
            text = read_user_text(path, limit=FEATURE_FILE_BYTES, named=rel, kind="a feature file", where=rel)
        except InputError as exc:
            problems.append(str(exc))
            continue
        try:
            # walked as the plain dicts they are (gherkin's TypedDicts leave most keys optional)
            document = cast("dict[str, Any]", Parser().parse(text))
        except (CompositeParserException, ParserError) as exc:
            located = re.findall(r"\((\d+):(\d+)\): (.+)", str(exc))
            problems += [f"{rel}:{line}:{col}: malformed feature file: {msg}" for line, col, msg in located]
            if not located:
                problems.append(f"{rel}: malformed feature file: {exc}")
            continue
        feature = document.get("feature")
        if feature is None:
            problems.append(f"{rel}: no Feature in the file")
            continue
        feature_tags = _tags(feature)
        for child in feature["children"]:
            rule = child.get("rule")
            nodes = rule["children"] if rule else [child]
            rule_tags = _tags(rule) if rule else set()
            for node in nodes:
                scenario = node.get("scenario")
                if scenario is None:
                    continue
                tags = feature_tags | rule_tags | _tags(scenario)
                name = scenario["name"]
                line = scenario["location"]["line"]
                citation = citation_of(name)
                if citation is None:
                    problems.append(f"{rel}:{line}: scenario {name!r} does not begin with its "
                                    "citation, e.g. '649a.11(c)(3)(i) Dealer holds jack high'")
                    continue
                kind = ("manual" if "manual" in tags else
                        "not-applicable" if "not_applicable" in tags else "executable")
                rows = sum(len(e.get("tableBody", [])) for e in scenario.get("examples", [])) or 1
                found.append(ScenarioInfo(name, citation, kind, rel, line, rows,
                                          " ".join(scenario.get("description", "").split()),
                                          _steps(feature, rule, scenario), feature.get("name", ""),
                                          rule.get("name", "") if rule else "",
                                          _written(feature, rule, scenario), _rows(scenario),
                                          tuple(sorted(tags))))
    seen: dict[str, ScenarioInfo] = {}
    for info in found:
        if info.name in seen:
            problems.append(f"{info.where}: scenario name {info.name!r} is used again (first at "
                            f"{seen[info.name].where}); scenario names are unique across the suite")
        seen.setdefault(info.name, info)
    if problems:
        raise InputError("the feature files have problems:\n  " + "\n  ".join(problems))
    return found


def feature_files_of(scenarios: list[ScenarioInfo], sections: list[str], names: list[str]) -> list[str]:
    """The names of the feature files that hold a scenario a run selects: one whose citation
    lies under a ``--section`` prefix, or named by ``--scenario`` (each filter where given).
    A run binds only these files: binding every other file's scenarios only to deselect them
    was most of a one-section run's time (each run parses and collects the whole suite)."""
    from tablecert.oracle.citations import matches

    return sorted({Path(s.file).name for s in scenarios
                   if (not sections or any(matches(s.citation, p) for p in sections))
                   and (not names or s.name in names)})


def selected_examples(scenarios: list[ScenarioInfo], sections: list[str], names: list[str]) -> int:
    """How many examples a run selects (each row of an outline one), executable ones only: more
    ``--workers`` than this would start processes with nothing to do."""
    from tablecert.oracle.citations import matches

    return sum(s.examples for s in scenarios if s.kind == "executable"
               and (not sections or any(matches(s.citation, p) for p in sections))
               and (not names or s.name in names))


def submission_checks(scenarios: list[ScenarioInfo], modules: tuple[str, ...]) -> set[str]:
    """The executable scenarios whose every step is checked by the harness alone, never
    asking the system under test (the Rules Submission validator run on a file, as in
    649a.9(a)(1)): their status is "checked in the submission", never "passed".

    A step asks the system when its step definition, or a fixture it takes (transitively),
    takes the ``system`` fixture or ``request`` (which could fetch it). ``tablecert run``
    tells the same apart as it runs (steps/plugin.py: was ``system`` requested)."""
    import importlib
    import inspect

    from pytest_bdd.steps import step_function_context_registry

    fixtures: dict[str, list[str]] = {}
    for module in (*modules, "tablecert.steps.plugin"):
        for obj in vars(importlib.import_module(module)).values():
            if type(obj).__name__ == "FixtureFunctionDefinition":  # a @pytest.fixture
                fixtures[obj.name] = list(inspect.signature(obj).parameters)

    def asks(name: str, seen: frozenset[str] = frozenset()) -> bool:
        if name in ("system", "request"):
            return True
        return name not in seen and any(asks(arg, seen | {name}) for arg in fixtures.get(name, []))

    contexts = list(step_function_context_registry.values())
    asking = {id(c): any(asks(p) for p in inspect.signature(c.step_func).parameters) for c in contexts}
    free: set[str] = set()
    step_free: dict[tuple[str, str], bool] = {}
    for info in scenarios:
        if info.kind != "executable" or not info.steps:
            continue
        for kind, text, _ in info.steps:
            known = step_free.get((kind, text))
            if known is None:
                matching = [c for c in contexts if c.type in (kind, None) and c.parser.is_matching(text)]
                known = step_free[(kind, text)] = bool(matching) and not any(asking[id(c)] for c in matching)
            if not known:
                break
        else:
            free.add(info.name)
    return free
