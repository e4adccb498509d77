"""Baselines: what changed since an earlier report (``tablecert run --baseline DIR``), so a
vendor's CI can go red only on regressions (``--fail-on new``).

A scenario is keyed by its name plus its example (the outline row pytest-bdd puts in the
test's id, ``[A-Straight-9h 8d 7c-1 to 1]``), so each example is compared on its own. It is
*failing* when its verdict is failed, error or waived: a waiver accepts a failure, it does not
make one pass. Compared with the baseline, each scenario of this run is a *new failure*
(failing now, not failing then or not there then), *fixed* (failing then, passed now), *still
failing*, or *no longer judged* (failing then, neither passed nor failing now: skipped,
manual, not run; never read as fixed); scenarios only one side has are *new* or *removed*.
The baseline is narrowed to what this run selected (``--section``, ``--scenario``) so a
section run against a full baseline removes nothing.
"""

from __future__ import annotations

import hashlib
import html
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tablecert.errors import InputError
from tablecert.oracle.citations import matches
from tablecert.reports.summary import display_name
from tablecert.user_file import read_bounded, utf8_text

__all__ = ["MAX_BYTES", "Baseline", "compare", "console_lines", "load_baseline", "plain", "regressions",
           "render_html", "render_markdown", "scenario_key"]

MAX_BYTES = 256 << 20
"""A full run's verdicts.json is well under a megabyte; a bound keeps a wrong file from
filling the memory."""

_FAILING = ("failed", "error", "waived")
_REQUIRED = ("nodeid", "scenario", "status")


def plain(text: object) -> str:
    """A value read from a baseline file, safe to print: control characters (terminal escape
    sequences, newlines that would break a Markdown line) shown as ``?``."""
    return "".join("?" if ord(ch) < 32 or 127 <= ord(ch) < 160 else ch for ch in str(text))


def scenario_key(verdict: dict[str, Any]) -> str:
    """The scenario's name plus its example row, if it is one row of an outline."""
    nodeid = str(verdict.get("nodeid", ""))
    if nodeid.endswith("]") and "[" in nodeid:
        return f"{verdict['scenario']} {nodeid[nodeid.index('['):]}"
    example = verdict.get("example")
    return f"{verdict['scenario']} [{example}]" if example else str(verdict["scenario"])


@dataclass(frozen=True)
class Baseline:
    """An earlier report's verdicts, read and checked before anything runs."""

    folder: str
    sha256: str
    verdicts: tuple[dict[str, Any], ...]

    def evidence(self) -> dict[str, Any]:
        return {"folder": self.folder, "verdicts_sha256": self.sha256}


def load_baseline(folder: Path) -> Baseline:
    """Read ``DIR/verdicts.json``; a folder that is not a tablecert report is an InputError."""
    where = f"--baseline {folder}"
    path = folder / "verdicts.json"
    if not folder.is_dir():
        raise InputError(f"{where}: not a folder (give the report folder of an earlier tablecert run)")
    if not path.is_file():
        raise InputError(f"{where}: no verdicts.json; not a report folder tablecert run wrote")
    data = read_bounded(path, limit=MAX_BYTES, named=str(path), kind="a verdicts.json tablecert wrote")
    try:
        verdicts = json.loads(utf8_text(data, str(path)))
    except json.JSONDecodeError as exc:
        raise InputError(f"{path}:{exc.lineno}: not JSON: {exc.msg}") from None
    except RecursionError:
        raise InputError(f"{path}: nested too deep; not a verdicts.json tablecert wrote") from None
    if not isinstance(verdicts, list):
        raise InputError(f"{path}: not a list of verdicts; not a verdicts.json tablecert wrote")
    for number, verdict in enumerate(verdicts, start=1):
        if not isinstance(verdict, dict):
            raise InputError(f"{path}: verdict {number}: not an object")
        for field in _REQUIRED:
            if not isinstance(verdict.get(field), str):
                raise InputError(f"{path}: verdict {number}: {field}: missing or not text")
    return Baseline(str(folder), hashlib.sha256(data).hexdigest(), tuple(verdicts))


def _selected(verdict: dict[str, Any], sections: list[str], scenarios: list[str]) -> bool:
    citation = str(verdict.get("citation", ""))
    if sections and not any(matches(citation, prefix) for prefix in sections):
        return False
    return not scenarios or verdict["scenario"] in scenarios


def compare(baseline: Baseline, verdicts: list[dict[str, Any]], *, sections: list[str] | None = None,
            scenarios: list[str] | None = None) -> dict[str, Any]:
    """This run's verdicts against the baseline's: the content of ``baseline.json``."""
    before = {scenario_key(v): v for v in baseline.verdicts
              if _selected(v, sections or [], scenarios or [])}
    now = {scenario_key(v): v for v in verdicts}
    groups: dict[str, list[dict[str, Any]]] = {
        "new_failures": [], "fixed": [], "still_failing": [], "no_longer_judged": [],
        "new_scenarios": [], "removed_scenarios": []}
    for key, verdict in now.items():
        old = before.get(key)
        entry = {"key": key, "name": display_name(verdict), "citation": verdict.get("citation"),
                 "status": verdict["status"],
                 "baseline_status": old["status"] if old else None}
        if old is None:
            groups["new_scenarios"].append(entry)
        failing_now = verdict["status"] in _FAILING
        failing_then = old is not None and old["status"] in _FAILING
        if failing_now and not failing_then:
            groups["new_failures"].append(entry)
        elif failing_now:
            groups["still_failing"].append(entry)
        elif failing_then and verdict["status"] == "passed":
            groups["fixed"].append(entry)
        elif failing_then:
            groups["no_longer_judged"].append(entry)
    for key, old in before.items():
        if key not in now:
            groups["removed_scenarios"].append({"key": key, "name": display_name(old),
                                                "citation": old.get("citation"), "status": None,
                                                "baseline_status": old["status"]})
    selection = {"section": sections or [], "scenario": scenarios or []}
    return {"baseline": baseline.evidence(), "selection": selection,
            "counts": {name: len(items) for name, items in groups.items()}, **groups}


def regressions(comparison: dict[str, Any]) -> list[dict[str, Any]]:
    """The new failures nobody has waived: what ``--fail-on new`` turns red on."""
    return [e for e in comparison["new_failures"] if e["status"] != "waived"]


_TITLES = {"new_failures": "new failures", "fixed": "fixed", "still_failing": "still failing",
           "no_longer_judged": "no longer judged", "new_scenarios": "new scenarios",
           "removed_scenarios": "removed scenarios"}
_SINGULAR = {"new_failures": "new failure", "fixed": "fixed", "still_failing": "still failing",
             "no_longer_judged": "no longer judged", "removed_scenarios": "removed"}


def console_lines(comparison: dict[str, Any]) -> list[str]:
    """The comparison as the console prints it: the counts, then each changed scenario."""
    counts = comparison["counts"]
    lines = [f"tablecert run: against the baseline {plain(comparison['baseline']['folder'])}: "
             + ", ".join(f"{counts[name]} {title}" for name, title in _TITLES.items())]
    for name in ("new_failures", "fixed", "no_longer_judged", "removed_scenarios", "still_failing"):
        for e in comparison[name]:
            lines.append(plain(f"  {_SINGULAR[name]}: {e.get('name') or e['key']} "
                               f"({e['baseline_status'] or 'absent'} -> {e['status'] or 'absent'})"))
    return lines


def render_markdown(comparison: dict[str, Any] | None) -> list[str]:
    """The Markdown section of the matrix, or nothing without a baseline."""
    if not comparison:
        return []
    counts = comparison["counts"]
    out = ["", "## Compared with the baseline", "",
           f"Baseline `{comparison['baseline']['folder']}` (verdicts.json sha256 "
           f"`{comparison['baseline']['verdicts_sha256']}`): "
           + ", ".join(f"{counts[name]} {title}" for name, title in _TITLES.items()), ""]
    for name, title in _TITLES.items():
        for e in comparison[name]:
            out.append(plain(f"- {title}: {e.get('name') or e['key']} ({e['baseline_status'] or 'absent'} → "
                             f"{e['status'] or 'absent'})"))
    return out


def render_html(comparison: dict[str, Any] | None) -> str:
    """The HTML section of the matrix, or nothing without a baseline."""
    if not comparison:
        return ""
    e = html.escape
    counts = comparison["counts"]
    rows = "".join(f'<tr class="baseline-{e(name)}"><td>{e(title)}</td>'
                   f'<td>{e(item.get("name") or item["key"])}</td>'
                   f"<td>{e(item['baseline_status'] or 'absent')}</td>"
                   f"<td>{e(item['status'] or 'absent')}</td></tr>"
                   for name, title in _TITLES.items() for item in comparison[name])
    summary = ", ".join(f"{counts[name]} {e(title)}" for name, title in _TITLES.items())
    return (f'<h2 id="baseline">Compared with the baseline</h2><p>Baseline '
            f"<code>{e(comparison['baseline']['folder'])}</code> (verdicts.json sha256 "
            f"<code>{e(comparison['baseline']['verdicts_sha256'])}</code>): {summary}</p>"
            "<table><thead><tr><th>change</th><th>scenario</th><th>baseline</th><th>now</th></tr></thead>"
            f"<tbody>{rows}</tbody></table>")
