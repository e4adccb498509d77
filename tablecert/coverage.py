"""Which subsection of the regulation texts each scenario speaks to, and what is left.

Status of a citation: ``automated`` (an executable scenario that asks the system under test
cites it), ``checked-in-submission`` (its only executable scenarios check a Rules Submission
file with the harness's own validator: the system is never asked), ``manual`` (only a
checklist line for the inspector), ``not-applicable`` (with the reason), or ``missing``.
A citation with no scenario of its own takes the status of its subsections when every one
of them is accounted for. The later text of 649a.10 (004_…) shares the status of the same
subsection of 649a.10 where the words are the same.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from tablecert.feature_index import ScenarioInfo, load_scenarios
from tablecert.oracle.citations import parent
from tablecert.regulation_index import Citation, load_index

__all__ = ["CoverageEntry", "build_coverage"]

_RANK = {"automated": 4, "checked-in-submission": 3, "manual": 2, "not-applicable": 1, "missing": 0}
_KIND_STATUS = {"executable": "automated", "manual": "manual", "not-applicable": "not-applicable"}


@dataclass
class CoverageEntry:
    citation: Citation
    status: str = "missing"
    scenarios: list[ScenarioInfo] = field(default_factory=list)
    reason: str = ""

    def to_json(self) -> dict[str, object]:
        return {
            "citation": self.citation.citation,
            "text": "later" if self.citation.later else "original",
            "elided": self.citation.elided,
            "status": self.status,
            "scenarios": [s.name for s in self.scenarios],
            "reason": self.reason or None,
            "source": f"{self.citation.source}:{self.citation.line}",
        }


def _words(text: str) -> str:
    return " ".join(text.split())


def build_coverage(
    scenarios: list[ScenarioInfo] | None = None, *, submission_checks: set[str] | None = None,
) -> tuple[list[CoverageEntry], list[ScenarioInfo]]:
    """Every citation with its status, and the scenarios whose citation is not in the texts.
    ``submission_checks`` names the scenarios that only check a Rules Submission file
    (:func:`tablecert.feature_index.submission_checks`); without it they count as automated."""
    checked = submission_checks or set()
    scenarios = load_scenarios() if scenarios is None else scenarios
    index = load_index()
    entries = [CoverageEntry(c) for c in index]
    by_citation: dict[str, list[CoverageEntry]] = {}
    for entry in entries:
        by_citation.setdefault(entry.citation.citation, []).append(entry)
    unknown: list[ScenarioInfo] = []
    for info in scenarios:
        # scenarios of the later text live in a feature file named "...-later-..."
        later = "-later-" in Path(info.file).name
        targets = [e for e in by_citation.get(info.citation, []) if e.citation.later == later
                   or (not later and not e.citation.later)]
        if later and not targets:
            targets = [e for e in by_citation.get(info.citation, []) if not e.citation.later]
        if not targets:
            unknown.append(info)
        for entry in targets:
            entry.scenarios.append(info)
    for entry in entries:
        if entry.citation.elided and not entry.scenarios:
            entry.status, entry.reason = "not-applicable", "elided in the seeds (* * * * *)"
        if entry.scenarios:
            entry.status = max(("checked-in-submission" if s.name in checked and s.kind == "executable"
                                else _KIND_STATUS[s.kind]
                                for s in entry.scenarios), key=_RANK.__getitem__)
            if entry.status != "automated":
                entry.reason = next((s.reason for s in entry.scenarios if s.reason), "")
    # parents without scenarios of their own: accounted for when all their subsections are
    subsections: dict[tuple[str | None, bool], list[CoverageEntry]] = {}
    for entry in entries:
        subsections.setdefault((parent(entry.citation.citation), entry.citation.later), []).append(entry)
    for entry in sorted(entries, key=lambda e: -e.citation.depth):
        if entry.scenarios:
            continue
        children = subsections.get((entry.citation.citation, entry.citation.later), [])
        if children and all(c.status != "missing" for c in children):
            entry.status = max((c.status for c in children), key=_RANK.__getitem__)
            entry.reason = "accounted for by its subsections"
    originals = {e.citation.citation: e for e in entries if not e.citation.later}
    for entry in entries:
        twin = originals.get(entry.citation.citation)
        same = twin is not None and _words(twin.citation.text) == _words(entry.citation.text)
        if entry.citation.later and entry.status == "missing" and twin is not None and same:
            entry.status, entry.scenarios = twin.status, list(twin.scenarios)
            entry.reason = f"same words as {twin.citation.citation} of {twin.citation.source}"
    return entries, unknown
