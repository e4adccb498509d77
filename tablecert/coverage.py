"""Which subsection of the regulation texts each scenario speaks to, and what is left.

Status of a citation: ``automated`` (an executable scenario that asks the system under test
cites it), ``checked-in-submission`` (its only executable scenarios check a Rules Submission
file with the harness's own validator: the system is never asked), ``manual`` (only a
checklist line for the inspector), ``not-applicable`` (with the reason), or ``missing``.

One rule gives a citation its status, here and in the traceability matrix
(:func:`resolve`, which :mod:`tablecert.reports.matrix` calls with the run's verdicts):

- A citation is its own words plus its subsections. Its status combines the status of its
  own scenarios with that of every subsection that is accounted for: here the most
  automated of them (own words checked by hand, subsections automated: ``automated``); in
  the matrix the worst of the run's results (the same citation: ``partial``, some of it
  did not run). A subsection without a scenario is listed on its own row as ``missing``.
- A citation with no scenario of its own is accounted for only when every one of its
  subsections is; otherwise it is ``missing``.
- The later text of 649a.10 (004_…) with no scenario of its own shares the status of the
  same subsection of 649a.10 where the words are the same.

The suite is scoped to the product with :func:`suite_coverage` (``--rules``): the
scenarios of games the product does not hold are not applicable, with the reason.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from tablecert.feature_index import ScenarioInfo, load_scenarios
from tablecert.oracle.citations import parent
from tablecert.regulation_index import Citation, load_index

__all__ = ["CoverageEntry", "build_coverage", "resolve", "suite_coverage"]

_RANK = {"automated": 4, "checked-in-submission": 3, "manual": 2, "not-applicable": 1, "missing": 0}
_KIND_STATUS = {"executable": "automated", "manual": "manual", "not-applicable": "not-applicable"}


@dataclass
class CoverageEntry:
    citation: Citation
    status: str = "missing"
    scenarios: list[ScenarioInfo] = field(default_factory=list)  # its own
    reason: str = ""
    own: str = "missing"  # the status of its own scenarios, before its subsections count
    twin: CoverageEntry | None = None  # the original of a later text it takes its status from

    def to_json(self) -> dict[str, object]:
        shown = self.scenarios or (self.twin.scenarios if self.twin is not None else [])
        return {
            "citation": self.citation.citation,
            "text": "later" if self.citation.later else "original",
            "elided": self.citation.elided,
            "status": self.status,
            "scenarios": [s.name for s in shown],
            "reason": self.reason or None,
            "source": f"{self.citation.source}:{self.citation.line}",
        }


def _words(text: str) -> str:
    return " ".join(text.split())


def twins(citations: Sequence[Citation]) -> dict[int, int]:
    """Each later-text citation whose words are those of the same original subsection,
    by position: the original's position."""
    originals = {c.citation: i for i, c in enumerate(citations) if not c.later}
    return {i: originals[c.citation] for i, c in enumerate(citations)
            if c.later and c.citation in originals
            and _words(citations[originals[c.citation]].text) == _words(c.text)}


def resolve(citations: Sequence[Citation], own: Sequence[str],
            combine: Callable[[list[str]], str]) -> list[tuple[str, str]]:
    """The status of each citation from the status of its own scenarios (``own``, by
    position; ``missing`` without one) by the rule of the module docstring, and why when
    its subsections or its twin decided it (else ``""``). ``combine`` joins statuses: the
    most automated for coverage, the worst run result for the matrix."""
    subsections: dict[tuple[str | None, bool], list[int]] = {}
    for i, c in enumerate(citations):
        subsections.setdefault((parent(c.citation), c.later), []).append(i)
    twin = twins(citations)
    status, reason = list(own), [""] * len(citations)
    # the original text first (the later text may borrow from it), deepest first
    for i in sorted(range(len(citations)), key=lambda i: (citations[i].later, -citations[i].depth)):
        c = citations[i]
        children = subsections.get((c.citation, c.later), [])
        if children and (own[i] != "missing" or all(status[k] != "missing" for k in children)):
            parts = [own[i]] * (own[i] != "missing") + [status[k] for k in children if status[k] != "missing"]
            status[i] = combine(parts)
            if own[i] == "missing":
                reason[i] = "accounted for by its subsections"
            elif status[i] != own[i]:
                reason[i] = "with its subsections"
        if status[i] == "missing" and i in twin:
            original = citations[twin[i]]
            status[i], reason[i] = status[twin[i]], f"same words as {original.citation} of {original.source}"
    return list(zip(status, reason, strict=True))


def _most_automated(statuses: list[str]) -> str:
    return max(statuses, key=_RANK.__getitem__)


def suite_coverage(step_modules: Sequence[str], rules: Sequence[str] | None = None,
                   ) -> tuple[list[CoverageEntry], list[ScenarioInfo]]:
    """The bundled suite's coverage as ``tablecert coverage`` reports it, scoped to the
    product of ``rules`` (the vendor's Rules Submission files) when given: the one the
    matrix of ``tablecert run`` starts from. ``step_modules``: the suite's step modules
    (``tablecert.steps.STEP_MODULES``, given by the command: the coverage sits below the steps),
    which tell the Rules Submission checks from the scenarios that ask the system."""
    from tablecert.feature_index import submission_checks

    scenarios = load_scenarios()
    checks = submission_checks(scenarios, tuple(step_modules))
    if rules:  # the suite as it applies to the vendor's product
        from tablecert.product import load_product, product_scenarios

        scenarios = product_scenarios(scenarios, load_product(list(rules)))
    return build_coverage(scenarios, submission_checks=checks)


def build_coverage(
    scenarios: list[ScenarioInfo] | None = None, *, submission_checks: set[str] | None = None,
) -> tuple[list[CoverageEntry], list[ScenarioInfo]]:
    """Every citation with its status, and the scenarios whose citation is not in the texts.
    ``submission_checks`` names the scenarios that only check a Rules Submission file
    (:func:`tablecert.feature_index.submission_checks`); without it they count as automated."""
    checked = submission_checks or set()
    scenarios = load_scenarios() if scenarios is None else scenarios
    entries = [CoverageEntry(c) for c in load_index()]
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
            entry.own, entry.reason = "not-applicable", "elided in the seeds (* * * * *)"
        if entry.scenarios:
            entry.own = _most_automated([
                "checked-in-submission" if s.name in checked and s.kind == "executable"
                else _KIND_STATUS[s.kind]
                for s in entry.scenarios])
            if entry.own != "automated":
                entry.reason = next((s.reason for s in entry.scenarios if s.reason), "")
    citations = [e.citation for e in entries]
    twin = twins(citations)
    resolved = resolve(citations, [e.own for e in entries], _most_automated)
    for i, (entry, (status, why)) in enumerate(zip(entries, resolved, strict=True)):
        entry.status = status
        if why.startswith("same words"):
            entry.twin = entries[twin[i]]
        entry.reason = why or entry.reason
    return entries, unknown
