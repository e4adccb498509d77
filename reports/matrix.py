"""The traceability matrix: every citation of the regulation texts, its scenarios and their
verdicts, and what the inspector must still check by hand.

A citation's status is the worst of its scenarios': ``failed`` (a scenario saw the system
disagree with the regulation; a difference the end-of-round comparison found is filed under
the scenario's citation and under the subsections of the fields that differ) > ``error``
(the system did not answer properly) > ``partial`` (some scenarios passed, others did not
run: skipped for a missing capability, manual checks left to the inspector, or stopped) >
``passed`` (every scenario ran and passed). A citation whose scenarios only validated the
Rules Submission with the harness's own validator is ``checked-in-submission``: the system
under test was never asked, so it is never ``passed``. Nothing ran: ``manual``,
``not-applicable``, ``skipped``, ``not run``; no scenario at all: ``missing``. Failed and
error are never folded together.

The matrix starts from the coverage (:func:`tablecert.coverage.suite_coverage`, scoped to the
product of ``--rules`` as ``tablecert coverage --rules`` is) and applies its one rule
(:func:`tablecert.coverage.resolve`): a citation is its own words plus its subsections, the
worst of them here; without scenarios of its own it is accounted for only when every
subsection is; the later text of 649a.10 borrows the status of the same words in 649a.10. So
the two agree citation for citation: ``manual``, ``not-applicable`` and ``missing`` are the
same; ``automated`` is refined into the run's result (``passed``, ``partial``, ``failed``,
...); ``checked-in-submission`` stays so unless the check failed.

The pages open on what failed: a banner with the counts, then every failed or broken example
with the command that replays exactly it, then the matrix. Every string from a feature file
or the system is escaped for its page (:mod:`tablecert.reports.escape`). This module builds the
matrix and writes it as Markdown and JSON; the HTML page is :mod:`tablecert.reports.matrix_html`.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from tablecert.coverage import CoverageEntry, resolve
from tablecert.oracle.citations import matches
from tablecert.reports.baseline import render_markdown as baseline_markdown
from tablecert.reports.escape import code_block, code_span, json_safe, markdown_inline
from tablecert.reports.summary import (
    Summary,
    display_name,
    missing_words,
    shell_words,
    status_words,
    summarize,
    system_words,
)
from tablecert.reports.summary import replay_command as _replay
from tablecert.reports.waivers import waiver_text

__all__ = ["STATUS_ORDER", "Matrix", "MatrixRow", "build_matrix", "combine", "dump_json", "render_checklist",
           "render_interpretations", "render_markdown", "stats_heading", "stats_replay"]

# worst first: what a lab must look at before anything else
STATUS_ORDER = ["failed", "error", "waived", "inconclusive", "partial", "passed", "checked-in-submission",
          "manual", "not-applicable", "skipped", "not run", "missing"]
_RAN = {"passed", "checked-in-submission"}
_IDLE = {"manual", "skipped", "not run"}  # executable or checkable, but it did not run


@dataclass
class MatrixRow:
    citation: str
    later: bool
    elided: bool
    text: str
    section: str
    title: str
    status: str = "missing"
    cases: list[dict[str, Any]] = field(default_factory=list)
    reason: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"citation": self.citation, "text": "later" if self.later else "original",
                "elided": self.elided, "section": self.section, "status": self.status,
                "reason": self.reason or None, "regulation_text": self.text, "scenarios": self.cases}


@dataclass
class Matrix:
    rows: list[MatrixRow]
    target: str
    counts: dict[str, int]
    scenario_counts: dict[str, int]
    complete: bool = True
    statistics: dict[str, Any] | None = None  # what `tablecert stats` left (stats.json)
    baseline: dict[str, Any] | None = None  # the comparison `tablecert run --baseline` left (baseline.json)
    summary: Summary | None = None  # failures first, with their replay commands
    # the vendor's own Rules Submissions (`tablecert run --rules`): file, name, game, sha256
    rules_submissions: list[dict[str, str]] | None = None

    @property
    def missing(self) -> list[str]:
        """The citations with no scenario at all, as the banner names them."""
        return [r.citation + (" (later text)" if r.later else "") for r in self.rows if r.status == "missing"]

    def to_json(self) -> dict[str, Any]:
        out = {"target": self.target, "complete": self.complete, "citation_counts": self.counts,
               "scenario_counts": self.scenario_counts,
               "failures": self.summary.failures if self.summary is not None else [],
               "citations": [r.to_json() for r in self.rows]}
        if self.statistics is not None:
            out["statistics"] = self.statistics
        if self.baseline is not None:
            out["baseline"] = self.baseline
        if self.rules_submissions:
            out["rules_submissions"] = self.rules_submissions
        return out


def stats_replay(statistics: dict[str, Any]) -> str:
    """The command that plays the same system-shuffled rounds again (same seed)."""
    target = str(statistics.get("target", "reference"))
    defect = ["--defect", str(statistics["defect"])] if statistics.get("defect") else []
    where = system_words(target) if target != "reference" else []
    return shell_words(["tablecert", "stats", "--game", str(statistics["game"]), "--rules",
                        str(statistics["rules_submission"]), "--rounds", str(statistics["rounds_requested"]),
                        "--seed", str(statistics["seed"]), "--alpha", f"{statistics['alpha']:g}",
                        *where, *defect])


def _statistics_cases(statistics: dict[str, Any] | None) -> dict[str, list[dict[str, Any]]]:
    """Each statistical verdict as a case of every citation it speaks to."""
    found: dict[str, list[dict[str, Any]]] = {}
    if not statistics:
        return found
    replay = stats_replay(statistics)
    for v in statistics.get("verdicts", []):
        for citation in [v["citation"], *v.get("also_cites", [])]:
            case = {"scenario": f"{citation} statistics: {v['check']}", "where": "tablecert stats",
                    "test": f"stats:{v['detail'].get('key', v['check'])}", "status": v["outcome"],
                    "message": v["summary"], "replay": replay}
            found.setdefault(citation, []).append(case)
    return found


def build_matrix(entries: list[CoverageEntry], verdicts: list[dict[str, Any]], *, target: str,
                 complete: bool = True, sections: list[str] | None = None,
                 only_run: bool = False, defect: str | None = None,
                 statistics: dict[str, Any] | None = None, summary: Summary | None = None) -> Matrix:
    """``sections`` keeps the citations under those prefixes (a ``--section`` run);
    ``only_run`` keeps the citations a verdict speaks to (a ``--scenario`` replay);
    ``statistics`` (stats.json of ``tablecert stats``) adds its verdicts to the citations
    they speak to (649a.5(a), 649a.12(b), ...)."""
    statistical = _statistics_cases(statistics)
    if sections:
        entries = [e for e in entries if any(e.citation.citation == p or matches(e.citation.citation, p)
                                             for p in sections)]
    if only_run:
        ran = {v["scenario"] for v in verdicts}
        entries = [e for e in entries if any(s.name in ran for s in e.scenarios)]
    by_scenario: dict[str, list[dict[str, Any]]] = {}
    for v in verdicts:
        by_scenario.setdefault(v["scenario"], []).append(v)
    known = {e.citation.citation for e in entries}
    elsewhere = _discrepancies_elsewhere(verdicts, known)
    rows: list[MatrixRow] = []
    for entry in entries:
        c = entry.citation
        row = MatrixRow(c.citation, c.later, c.elided, c.text, c.section, c.title)
        row.cases = _cases(entry, by_scenario, known, target=target, defect=defect)
        for run in elsewhere.get(c.citation, []) if not c.later else []:
            row.cases.append({"scenario": run["scenario"], "name": display_name(run),
                              "where": "oracle judgement", "test": run["nodeid"], "status": "failed",
                              "message": run["message"],
                              "replay": _replay(target, run["scenario"], defect=defect,
                                                example=run.get("example_index"))})
        if not c.later:
            row.cases.extend(statistical.get(c.citation, []))
        rows.append(row)
    _statuses(rows, entries)
    counts = Counter(r.status for r in rows)
    scenario_counts = Counter(v["status"] for v in verdicts)
    if summary is None:
        summary = summarize(verdicts, target=target, complete=complete, defect=defect)
    return Matrix(rows, target, dict(sorted(counts.items(), key=lambda kv: _rank(kv[0]))),
                  dict(sorted(scenario_counts.items(), key=lambda kv: _rank(kv[0]))), complete,
                  statistics, summary=summary)


def _cases(entry: CoverageEntry, by_scenario: dict[str, list[dict[str, Any]]], known: set[str], *,
           target: str, defect: str | None) -> list[dict[str, Any]]:
    """A citation's own scenarios with their verdicts, one case per example that ran."""
    cases: list[dict[str, Any]] = []
    for info in entry.scenarios:
        runs = by_scenario.get(info.name, [])
        if not runs:
            status = "manual" if info.kind == "manual" else (
                "not-applicable" if info.kind == "not-applicable" else "not run")
            cases.append({"scenario": info.name, "where": info.where, "status": status,
                          "reason": info.reason or None})
        for run in sorted(runs, key=lambda r: r.get("example_index") or 0):  # examples in order
            status = run["status"]
            case = {"scenario": info.name, "name": display_name(run), "where": info.where,
                    "test": run["nodeid"], "status": status}
            if run.get("example_index") is not None:
                case["example_index"] = run["example_index"]
                case["example"] = run.get("example")
            if status == "failed" and (others := _elsewhere(run, known)):
                # the round the scenario played for its subsection broke the rule: failed
                # here, and filed under the subsections of the differing fields as well
                case["note"] = "the round also broke " + ", ".join(others) + "; reported there too"
            if run["status"] in ("failed", "error", "waived"):
                case["message"] = run["message"]
                case["replay"] = _replay(target, info.name, defect=defect, example=run.get("example_index"))
            if run["status"] in ("manual", "not-applicable", "skipped"):
                case["reason"] = info.reason or run["message"]
            if "waiver" in run:  # a failure accepted for now (reports/waivers.py): never passed
                case["waiver"], case["reason"] = run["waiver"], waiver_text(run)
            cases.append(case)
    return cases


def _statuses(rows: list[MatrixRow], entries: list[CoverageEntry]) -> None:
    """Each row's status by the rule of :mod:`tablecert.coverage` (:func:`resolve`, the one
    ``tablecert coverage`` applies): its own cases' combined result, or the coverage's own
    status when it has none, joined with its subsections; a later text borrows its twin's."""
    owns = [combine([case["status"] for case in row.cases]) if row.cases else entry.own
            for row, entry in zip(rows, entries, strict=True)]
    resolved = resolve([e.citation for e in entries], owns, combine)
    for row, entry, own, (status, why) in zip(rows, entries, owns, resolved, strict=True):
        row.status = status
        if status == "partial":
            row.reason = (_partial_reason([case["status"] for case in row.cases]) if own == "partial"
                          else "its subsections did not all run")
        elif status == "checked-in-submission":
            row.reason = "the harness validated the Rules Submission; the system under test was not asked"
        elif why:
            row.reason = why
        elif status in ("manual", "not-applicable"):
            row.reason = entry.reason or next((c["reason"] for c in row.cases if c.get("reason")), "")


def combine(statuses: list[str]) -> str:
    """The status of a citation from its scenarios' (or its subsections') statuses: the
    worst, where some passed and some did not run is ``partial``, never ``passed``.

    >>> combine(["passed", "skipped"]), combine(["passed", "manual"]), combine(["passed", "failed"])
    ('partial', 'partial', 'failed')
    >>> combine(["checked-in-submission"]), combine(["passed", "not-applicable"])
    ('checked-in-submission', 'passed')
    """
    found = set(statuses)
    for worst in ("failed", "error", "waived", "inconclusive"):
        if worst in found:
            return worst
    ran = found & _RAN
    if "partial" in found or (ran and found & _IDLE):
        return "partial"
    if ran:
        return "passed" if "passed" in ran else "checked-in-submission"
    for status in ("not run", "skipped", "manual", "not-applicable"):
        if status in found:
            return status
    return "missing"


def _partial_reason(statuses: list[str]) -> str:
    idle = Counter(s for s in statuses if s in _IDLE or s == "partial")
    ran = sum(s in _RAN for s in statuses)
    parts = ", ".join(f"{n} {status_words(s)}" for s, n in sorted(idle.items()))
    return f"{ran} of {len(statuses)} ran and passed; did not run: {parts}"


def _cited(run: dict[str, Any], known: set[str]) -> list[str]:
    return [c for c in run.get("discrepancy_citations", []) if c in known]


def _elsewhere(run: dict[str, Any], known: set[str]) -> list[str]:
    """The subsections the whole-observation judgement found broken in a failed scenario's
    rounds, other than (and not under or above) the scenario's own: it is filed under each
    of them as well as under its own."""
    own = run["citation"]
    return [c for c in _cited(run, known) if not (c == own or matches(c, own) or matches(own, c))]


def _discrepancies_elsewhere(verdicts: list[dict[str, Any]],
                             known: set[str]) -> dict[str, list[dict[str, Any]]]:
    found: dict[str, list[dict[str, Any]]] = {}
    for run in verdicts:
        if run["status"] == "failed":
            for citation in _elsewhere(run, known):
                found.setdefault(citation, []).append(run)
    return found


def _rank(status: str) -> int:
    return STATUS_ORDER.index(status) if status in STATUS_ORDER else len(STATUS_ORDER)


def _counts_line(counts: dict[str, int]) -> str:
    return ", ".join(f"{n} {status_words(s)}" for s, n in counts.items()) or "none"


def render_markdown(matrix: Matrix) -> str:
    """The matrix as Markdown, failures first: the counts, every failed or broken example
    with its replay command and message, then the matrix and the statistical verdicts.
    Vendor and feature-file text is escaped (:func:`markdown_inline`) or fenced so that it
    cannot close its fence (:func:`code_block`)."""
    m = markdown_inline
    summary = matrix.summary
    failures = summary.failures if summary is not None else []
    state = "" if matrix.complete else " — **INCOMPLETE RUN** (interrupted; not every scenario ran)"
    verdict = (f"**{len(failures)} failed or broken**" if failures else "**nothing failed**")
    if matrix.missing:  # named beside the verdict, never hidden under a green one
        verdict += f"; **{m(missing_words(matrix.missing))}**"
    out = ["# Traceability matrix", "",
           f"{verdict}{state}", "",
           f"Target: {code_span(matrix.target)}", "",
           *[f"Rules Submission: {m(s['name'])} ({code_span(s['file'])}, sha256 {code_span(s['sha256'])})"
             for s in matrix.rules_submissions or []], "",
           "Scenarios: " + m(_counts_line(matrix.scenario_counts)), "",
           "Citations: " + m(_counts_line(matrix.counts)), ""]
    if failures:
        out += ["## Failed and broken scenarios", ""]
        for number, f in enumerate(failures, start=1):
            # the discrepancy first (its first line the first differing field), then the replay
            out += [f"### {number}. {f['status']}: {m(f['name'])}", "",
                    code_block(f.get("message") or ""), "",
                    f"- citation: {m(f['citation'])} ({m(f['section'])} {m(f['section_title'])})",
                    f"- feature: {m(f.get('feature') or '')}",
                    f"- replay: {code_span(f['replay'])}", ""]
    waived = [(row, c) for row in matrix.rows for c in row.cases if c["status"] == "waived"]
    if waived:  # failures the lab accepted for now (--waivers): listed with why, never passed
        out += ["## Waived failures", ""]
        for row, case in waived:
            out += [f"### waived: {m(case.get('name') or case['scenario'])}", "",
                    code_block(case.get("message") or ""), "",
                    f"- citation: {m(row.citation)}", f"- {m(case.get('reason') or '')}",
                    f"- replay: {code_span(case.get('replay') or '')}", ""]
    out += ["## Matrix", "", "| citation | status | scenarios |", "|---|---|---|"]
    for row in matrix.rows:
        later = " (later text)" if row.later else ""
        names = "<br>".join(f"{m(status_words(c['status']))}: {m(c.get('name') or c['scenario'])}"
                            for c in row.cases[:8])
        more = f"<br>… {len(row.cases) - 8} more" if len(row.cases) > 8 else ""
        explained = row.reason and row.status in ("partial", "checked-in-submission")
        reason = f"<br>{m(row.reason)}" if explained else ""
        out.append(f"| {m(row.citation)}{later} | {m(status_words(row.status))} | {names}{more}{reason} |")
    if matrix.statistics:
        out += ["", "## Statistical conformance (tablecert stats)", "",
                m(stats_heading(matrix.statistics)), ""]
        for v in matrix.statistics.get("verdicts", []):
            out.append(f"- **{m(v['outcome'])}** {m(v['citation'])} {m(v['check'])}: {m(v['summary'])}")
        out += ["", f"Replay: {code_span(stats_replay(matrix.statistics))}"]
    out += baseline_markdown(matrix.baseline)
    return "\n".join(out) + "\n"


def stats_heading(statistics: dict[str, Any]) -> str:
    return (f"{statistics['rounds_played']:,} system-shuffled rounds of {statistics['game']} "
            f"(Rules Submission {statistics['rules_submission']}, seed {statistics['seed']}) on "
            f"{statistics['system']}; {statistics['family_wise_control']}.")


def render_interpretations() -> str:
    """The interpretation register, as the report carries it (docs/interpretations.md)."""
    from tablecert.oracle.interpretations import render_markdown as register

    return register()


def render_checklist(matrix: Matrix) -> str:
    """The manual subsections as lines an inspector signs off."""
    m = markdown_inline
    out = ["# Manual checklist for the inspector", "",
           "Procedural duties no system can show. Each line is checked at the table and signed;",
           "none is counted as passed by tablecert.", ""]
    seen: set[str] = set()
    for row in matrix.rows:
        for case in row.cases:
            if case["status"] != "manual" or case["scenario"] in seen:
                continue
            seen.add(case["scenario"])
            reason = f" — {m(case['reason'])}" if case.get("reason") else ""
            out.append(f"- [ ] **{m(row.citation)}** {m(case['scenario'].removeprefix(row.citation).strip())}"
                       f"{reason}  \n  Inspector: ____________  Date: ________")
    return "\n".join(out) + "\n"


def dump_json(matrix: Matrix) -> str:
    return json.dumps(json_safe(matrix.to_json()), indent=1, ensure_ascii=False)
