"""Waivers: the failures a lab or regulator has accepted for now, the way conformance
programmes keep exclusion lists (``tablecert run --waivers FILE``).

A waiver file is YAML, a list of entries::

    - scenario: "649a.11(c)(2) An ace, 2 and 3 dealt in any order form a straight"
      reason: the vendor's fix ships in build 4.2
      reference: PGCB approval 2026-0117
      expires: 2027-01-31
    - citation: 649a.12(e)
      reason: progressive controller under a separate certificate
      reference: challenge TC-88
      expires: 2026-12-31

Each entry names exactly one of ``scenario`` (a scenario's exact name: every example of an
outline) or ``citation`` (every scenario whose citation is, or lies under, it), and all of
``reason``, ``reference`` and ``expires`` (a date, ``YYYY-MM-DD``; the waiver holds through
that day, UTC). A waived failure is reported as ``waived`` with its reason and reference,
never as passed; an expired waiver no longer applies and the failure stays failed. A waiver
that matches no scenario of the suite is refused before anything runs, so stale waivers
cannot pile up.

The file is the user's: it is read with a size bound, every alias is refused (no billion
laughs), nesting is bounded before PyYAML's recursive composer sees it, and values are
loaded with ``yaml.safe_load``. Every problem is ``file:line: field: message`` (exit 2).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

import yaml

from tablecert.errors import InputError
from tablecert.oracle.citations import matches
from tablecert.reports.summary import display_name
from tablecert.user_file import read_bounded, utf8_text

__all__ = ["MAX_BYTES", "Waiver", "WaiverFile", "WaiverOutcome", "apply_waivers", "load_waivers",
           "waiver_text"]

MAX_BYTES = 1 << 20
"""A waiver file is a short hand-written list; one mebibyte is far beyond any real one."""

_FIELDS = ("scenario", "citation", "reason", "reference", "expires")
_FAILING = ("failed", "error")


@dataclass(frozen=True)
class Waiver:
    """One entry of a waiver file, with the line it starts on (for every message about it)."""

    source: str  # "waivers.yaml:7"
    scenario: str | None
    citation: str | None
    reason: str
    reference: str
    expires: date

    def covers(self, verdict: dict[str, Any]) -> bool:
        """True when this waiver speaks to the scenario of ``verdict``: by its exact name, or
        by a citation the scenario's own citation (or a subsection its discrepancy names)
        lies under."""
        if self.scenario is not None:
            return bool(verdict.get("scenario") == self.scenario)
        citation = self.citation or ""
        cited = [verdict.get("citation", ""), *verdict.get("discrepancy_citations", [])]
        return any(isinstance(c, str) and matches(c, citation) for c in cited)

    def expired(self, today: date) -> bool:
        return today > self.expires

    def to_json(self) -> dict[str, Any]:
        return {"source": self.source, "scenario": self.scenario, "citation": self.citation,
                "reason": self.reason, "reference": self.reference, "expires": self.expires.isoformat()}


@dataclass(frozen=True)
class WaiverFile:
    """A validated waiver file: its entries and the sha256 the evidence records."""

    path: str
    sha256: str
    waivers: tuple[Waiver, ...]

    def evidence(self) -> dict[str, Any]:
        return {"file": self.path, "sha256": self.sha256, "entries": len(self.waivers)}


@dataclass
class WaiverOutcome:
    """What the waivers did to one run's verdicts, for the console and the matrix."""

    waived: list[dict[str, Any]]  # the verdicts now "waived"
    expired: list[tuple[Waiver, dict[str, Any]]]  # an expired waiver and the failure it no longer covers
    unused: list[Waiver]  # covered scenarios of this run, none of which failed

    def console_lines(self) -> list[str]:
        """What the console says after the summary: each waived failure with its reason, each
        expired waiver, each waiver this run did not need."""
        lines: list[str] = []
        for v in self.waived:
            w = v["waiver"]
            lines.append(f"  waived ({v['waived_status']}): {display_name(v)} — {w['reason']} "
                         f"[{w['reference']}, expires {w['expires']}; {w['source']}]")
        for waiver, v in self.expired:
            lines.append(f"  waiver expired {waiver.expires.isoformat()} ({waiver.source}, "
                         f"{waiver.reference}): {display_name(v)} stays {v['status']}")
        for waiver in self.unused:
            lines.append(f"  waiver {waiver.source} ({waiver.reference}) matched no failure in this run: "
                         "its scenarios passed or did not run; remove it once the fix is certified")
        return lines


def waiver_text(verdict: dict[str, Any]) -> str:
    """How the matrix shows a waived verdict: what it was, why, under what reference, until when."""
    w = verdict["waiver"]
    return (f"waived {verdict.get('waived_status', 'failure')}: {w['reason']} (reference {w['reference']}, "
            f"expires {w['expires']}; {w['source']})")




# ---------------------------------------------------------------------------- reading
def load_waivers(path: Path, scenarios: list[tuple[str, str]]) -> WaiverFile:
    """Read and validate a waiver file against the suite's scenarios (name, citation).

    Raises :class:`InputError` listing every problem as ``file:line: field: message``."""
    where = str(path)
    data = read_bounded(path, limit=MAX_BYTES, named=f"--waivers {where}",
                        kind="a waiver file (a short list)")
    text = utf8_text(data, where)
    _check_shape(where, text)
    try:
        root = yaml.compose(text, Loader=yaml.SafeLoader)
        values = yaml.load(text, Loader=_Loader)
    except yaml.YAMLError as exc:
        raise InputError(f"{where}:{_line(exc)}: not valid YAML: {_problem(exc)}") from None
    if root is None or values is None:
        raise InputError(f"{where}:1: empty: a waiver file is a list of entries (scenario or citation, "
                         "reason, reference, expires)")
    if not isinstance(root, yaml.SequenceNode) or not isinstance(values, list):
        raise InputError(f"{where}:{root.start_mark.line + 1}: not a list: a waiver file is a list of "
                         "entries, each beginning with '- '")
    problems: list[str] = []
    waivers: list[Waiver] = []
    for node, value in zip(root.value, values, strict=True):
        waiver = _entry(where, node, value, problems)
        if waiver is not None:
            waivers.append(waiver)
    for waiver in waivers:
        if not any(waiver.covers({"scenario": name, "citation": citation}) for name, citation in scenarios):
            field, value = ("scenario", waiver.scenario) if waiver.scenario is not None else \
                ("citation", waiver.citation)
            problems.append(f"{waiver.source}: {field}: {value!r} matches no scenario of the suite "
                            "(renamed or removed? a stale waiver is refused: delete it)")
    if problems:
        raise InputError("\n".join(problems))
    return WaiverFile(where, hashlib.sha256(data).hexdigest(), tuple(waivers))


class _Loader(yaml.SafeLoader):
    """PyYAML's safe loader, but a date that does not exist (``2027-02-30``) stays the text it
    was, so that :func:`_date` refuses it with its line instead of a ValueError escaping."""


def _timestamp(loader: yaml.SafeLoader, node: yaml.ScalarNode) -> Any:
    try:
        return yaml.constructor.SafeConstructor.construct_yaml_timestamp(loader, node)
    except ValueError:
        return loader.construct_scalar(node)


_Loader.add_constructor("tag:yaml.org,2002:timestamp", _timestamp)


def _check_shape(where: str, text: str) -> None:
    """Walk the YAML events (PyYAML's parser is iterative, its composer recursive): refuse
    aliases and anchors, explicit tags, and anything nested deeper than a list of mappings."""
    depth = 0
    try:
        for event in yaml.parse(text, Loader=yaml.SafeLoader):
            line = event.start_mark.line + 1 if event.start_mark is not None else 1
            if isinstance(event, yaml.AliasEvent):
                raise InputError(f"{where}:{line}: alias *{event.anchor}: aliases are refused in a "
                                 "waiver file; write each entry out in full")
            anchor = getattr(event, "anchor", None)
            if anchor is not None:
                raise InputError(f"{where}:{line}: anchor &{anchor}: anchors and aliases are refused in a "
                                 "waiver file; write each entry out in full")
            tag = getattr(event, "tag", None)
            if tag is not None:
                raise InputError(f"{where}:{line}: tag {tag}: explicit tags are refused in a waiver file")
            if isinstance(event, yaml.SequenceStartEvent | yaml.MappingStartEvent):
                depth += 1
                if depth > 2:
                    raise InputError(f"{where}:{line}: nested too deep: each entry is a mapping of plain "
                                     "values (scenario or citation, reason, reference, expires)")
            elif isinstance(event, yaml.SequenceEndEvent | yaml.MappingEndEvent):
                depth -= 1
    except yaml.YAMLError as exc:
        raise InputError(f"{where}:{_line(exc)}: not valid YAML: {_problem(exc)}") from None


def _line(exc: yaml.YAMLError) -> int:
    mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
    return mark.line + 1 if mark is not None else 1


def _problem(exc: yaml.YAMLError) -> str:
    return str(getattr(exc, "problem", None) or exc).strip()


def _entry(where: str, node: yaml.Node, value: Any, problems: list[str]) -> Waiver | None:
    """One entry, or None with its problems appended."""
    start = f"{where}:{node.start_mark.line + 1}"
    if not isinstance(node, yaml.MappingNode) or not isinstance(value, dict):
        problems.append(f"{start}: entry: not a mapping (write 'scenario:' or 'citation:', 'reason:', "
                        "'reference:', 'expires:')")
        return None
    lines: dict[str, int] = {}
    before = len(problems)
    for key_node, _ in node.value:
        key = str(key_node.value)
        line = key_node.start_mark.line + 1
        if key in lines:
            problems.append(f"{where}:{line}: {key}: given twice in one entry")
        elif key not in _FIELDS:
            problems.append(f"{where}:{line}: {key}: unknown field (expected one of {', '.join(_FIELDS)})")
        lines[key] = line
    raw = {str(k.value): v for k, v in node.value}

    def text(field: str) -> str | None:
        if field not in value:
            return None
        got, scalar = value[field], raw.get(field)
        line = lines.get(field, node.start_mark.line + 1)
        if isinstance(got, int | float) and not isinstance(got, bool) and isinstance(scalar, yaml.ScalarNode):
            got = scalar.value  # a bare number such as 0117 is an approval number as written
        if not isinstance(got, str) or not got.strip():
            problems.append(f"{where}:{line}: {field}: must be non-empty text")
            return None
        got = " ".join(got.split())  # a folded or multi-line value reads as one line
        if any(ord(ch) < 32 or 127 <= ord(ch) < 160 for ch in got):
            # it is printed on a terminal and into the report: no escape sequences
            problems.append(f"{where}:{line}: {field}: control characters are refused")
            return None
        return got

    scenario, citation = text("scenario"), text("citation")
    if ("scenario" in value) == ("citation" in value):
        problems.append(f"{start}: scenario/citation: give exactly one of them")
    reason, reference = text("reason"), text("reference")
    for field in ("reason", "reference", "expires"):
        if field not in value:
            problems.append(f"{start}: {field}: missing")
    expires = _date(where, lines.get("expires", 0), value.get("expires"), problems) \
        if "expires" in value else None
    if len(problems) > before or reason is None or reference is None or expires is None:
        return None
    return Waiver(start, scenario, citation, reason, reference, expires)


def _date(where: str, line: int, value: Any, problems: list[str]) -> date | None:
    if isinstance(value, datetime):
        problems.append(f"{where}:{line}: expires: a date without a time (YYYY-MM-DD)")
        return None
    if isinstance(value, date):
        return value
    if isinstance(value, str):
        try:
            return date.fromisoformat(value.strip())
        except ValueError:
            pass
    problems.append(f"{where}:{line}: expires: {value!r} is not a date (YYYY-MM-DD)")
    return None


# ---------------------------------------------------------------------------- applying
def apply_waivers(verdicts: list[dict[str, Any]], waivers: WaiverFile, *,
                  today: date | None = None) -> WaiverOutcome:
    """Mark each failed or broken verdict that an unexpired waiver covers as ``waived`` (in
    place), keeping its message and what it was (``waived_status``); a failure covered only
    by an expired waiver stays as it was and says so (``waiver_expired``)."""
    today = today or datetime.now(UTC).date()
    outcome = WaiverOutcome([], [], [])
    used: set[str] = set()
    for verdict in verdicts:
        if verdict.get("status") not in _FAILING:
            continue
        covering = [w for w in waivers.waivers if w.covers(verdict)]
        live = [w for w in covering if not w.expired(today)]
        if live:
            waiver = live[0]
            used.add(waiver.source)
            verdict["waived_status"] = verdict["status"]
            verdict["status"] = "waived"
            verdict["waiver"] = waiver.to_json()
            outcome.waived.append(verdict)
        elif covering:
            for waiver in covering:
                used.add(waiver.source)
                outcome.expired.append((waiver, verdict))
            verdict["waiver_expired"] = [w.to_json() for w in covering]
    # a waiver that speaks to scenarios of this run but none of them failed: no longer needed?
    outcome.unused = [w for w in waivers.waivers
                      if w.source not in used and any(w.covers(v) for v in verdicts)]
    return outcome
