"""The traceability matrix: every citation of the regulation texts, its scenarios and their
verdicts, and what the inspector must still check by hand.

A citation's status: ``failed`` (a scenario saw the system disagree with the regulation),
``error`` (the system did not answer properly), ``passed`` (every executed scenario passed),
``manual``, ``not-applicable`` or ``missing``; a citation without scenarios of its own takes
the worst status of its subsections. Failed and error are never folded together.
"""

from __future__ import annotations

import html
import json
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from tablecert.oracle.citations import matches, parent
from tablecert.reports.baseline import render_html as baseline_html
from tablecert.reports.baseline import render_markdown as baseline_markdown
from tablecert.reports.waivers import waiver_text

from tablecert.coverage import CoverageEntry

__all__ = ["Matrix", "MatrixRow", "build_matrix", "render_checklist", "render_html", "render_markdown"]

# worst first: what a lab must look at before anything else
_ORDER = ["failed", "error", "waived", "inconclusive", "passed", "manual", "not-applicable", "skipped",
          "not run", "missing"]


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

    def to_json(self) -> dict[str, Any]:
        out = {"target": self.target, "complete": self.complete, "citation_counts": self.counts,
               "scenario_counts": self.scenario_counts, "citations": [r.to_json() for r in self.rows]}
        if self.statistics is not None:
            out["statistics"] = self.statistics
        if self.baseline is not None:
            out["baseline"] = self.baseline
        return out


def replay_command(target: str, scenario: str, extra: str = "") -> str:
    quoted = scenario.replace('"', '\\"')
    return f'tablecert run --target {target}{extra} --scenario "{quoted}"'


def stats_replay(statistics: dict[str, Any]) -> str:
    """The command that plays the same system-shuffled rounds again (same seed)."""
    target = statistics.get("target", "reference")
    defect = f" --defect {statistics['defect']}" if statistics.get("defect") else ""
    where = f" --target {target}" if target != "reference" else ""
    return (f"tablecert stats --game {statistics['game']} --rules {statistics['rules_submission']} "
            f"--rounds {statistics['rounds_requested']} --seed {statistics['seed']} "
            f"--alpha {statistics['alpha']:g}{where}{defect}")


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
                 statistics: dict[str, Any] | None = None) -> Matrix:
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
        for info in entry.scenarios:
            runs = by_scenario.get(info.name, [])
            if not runs:
                status = "manual" if info.kind == "manual" else (
                    "not-applicable" if info.kind == "not-applicable" else "not run")
                row.cases.append({"scenario": info.name, "where": info.where, "status": status,
                                  "reason": info.reason or None})
            for run in runs:
                status = run["status"]
                if status == "failed" and _belongs_elsewhere(run, known):
                    # its own words held; the oracle's judgement found another subsection broken
                    status = "passed"
                case = {"scenario": info.name, "where": info.where, "test": run["nodeid"],
                        "status": status}
                if status != run["status"]:
                    case["note"] = ("the round also broke " + ", ".join(_cited(run, known))
                                    + "; reported there")
                if run["status"] in ("failed", "error", "waived"):
                    case["message"] = run["message"]
                    case["replay"] = replay_command(target, info.name,
                                                    f" --defect {defect}" if defect else "")
                if run["status"] in ("manual", "not-applicable", "skipped"):
                    case["reason"] = info.reason or run["message"]
                if "waiver" in run:  # a failure accepted for now (reports/waivers.py): never passed
                    case["waiver"], case["reason"] = run["waiver"], waiver_text(run)
                row.cases.append(case)
        for run in elsewhere.get(c.citation, []) if not c.later else []:
            row.cases.append({"scenario": run["scenario"], "where": "oracle judgement",
                              "test": run["nodeid"], "status": "failed", "message": run["message"],
                              "replay": replay_command(target, run["scenario"],
                                                       f" --defect {defect}" if defect else "")})
        if not c.later:
            row.cases.extend(statistical.get(c.citation, []))
        statuses = [case["status"] for case in row.cases]
        if statuses:
            row.status = min(statuses, key=_rank)
            if row.status in ("manual", "not-applicable"):
                row.reason = entry.reason
        elif entry.status == "not-applicable" and c.elided:
            row.status, row.reason = "not-applicable", entry.reason
        rows.append(row)
    _roll_up(rows)
    counts = Counter(r.status for r in rows)
    scenario_counts = Counter(v["status"] for v in verdicts)
    return Matrix(rows, target, dict(sorted(counts.items(), key=lambda kv: _rank(kv[0]))),
                  dict(sorted(scenario_counts.items(), key=lambda kv: _rank(kv[0]))), complete,
                  statistics)


def _cited(run: dict[str, Any], known: set[str]) -> list[str]:
    return [c for c in run.get("discrepancy_citations", []) if c in known]


def _belongs_elsewhere(run: dict[str, Any], known: set[str]) -> bool:
    """A failure found only by the whole-observation judgement, naming subsections other
    than (and not under) the scenario's own."""
    cited = _cited(run, known)
    own = run["citation"]
    return bool(cited) and not any(c == own or matches(c, own) or matches(own, c) for c in cited)


def _discrepancies_elsewhere(verdicts: list[dict[str, Any]],
                             known: set[str]) -> dict[str, list[dict[str, Any]]]:
    found: dict[str, list[dict[str, Any]]] = {}
    for run in verdicts:
        if run["status"] == "failed" and _belongs_elsewhere(run, known):
            for citation in _cited(run, known):
                found.setdefault(citation, []).append(run)
    return found


def _rank(status: str) -> int:
    return _ORDER.index(status) if status in _ORDER else len(_ORDER)


def _roll_up(rows: list[MatrixRow]) -> None:
    """A citation speaks for its subsections too: its status is the worst of its own
    scenarios and of its subsections. Without scenarios of its own it is accounted for only
    when every subsection is."""
    subsections: dict[tuple[str | None, bool], list[MatrixRow]] = {}
    for row in rows:
        subsections.setdefault((parent(row.citation), row.later), []).append(row)
    for row in sorted(rows, key=lambda r: -r.citation.count("(")):
        children = subsections.get((row.citation, row.later), [])
        if not children:
            continue
        if not row.cases and any(c.status == "missing" for c in children):
            continue
        statuses = [c.status for c in children if c.status != "missing"]
        if row.cases or row.status != "missing":
            statuses.append(row.status)
        if statuses:
            worst = min(statuses, key=_rank)
            if worst != row.status and not row.cases:
                row.reason = "by its subsections"
            row.status = worst


def render_markdown(matrix: Matrix) -> str:
    out = ["# Traceability matrix", "",
           f"Target: `{matrix.target}`" + ("" if matrix.complete else " — **INCOMPLETE RUN**"), "",
           "Citations: " + ", ".join(f"{n} {s}" for s, n in matrix.counts.items()), "",
           "Scenarios: " + ", ".join(f"{n} {s}" for s, n in matrix.scenario_counts.items()), "",
           "| citation | status | scenarios |", "|---|---|---|"]
    for row in matrix.rows:
        later = " (later text)" if row.later else ""
        names = "<br>".join(f"{c['status']}: {_md(c['scenario'])}" for c in row.cases[:6])
        more = f"<br>… {len(row.cases) - 6} more" if len(row.cases) > 6 else ""
        out.append(f"| {row.citation}{later} | {row.status} | {names}{more} |")
    if matrix.statistics:
        out += ["", "## Statistical conformance (tablecert stats)", "",
                _stats_heading(matrix.statistics), ""]
        for v in matrix.statistics.get("verdicts", []):
            out.append(f"- **{v['outcome']}** {v['citation']} {_md(v['check'])}: {_md(v['summary'])}")
        out += ["", f"Replay: `{stats_replay(matrix.statistics)}`"]
    failures = [(row, c) for row in matrix.rows for c in row.cases
                if c["status"] in ("failed", "error", "waived") and not c["test"].startswith("stats:")]
    if failures:
        out += ["", "## Failed and broken scenarios", ""]
        seen = set()
        for row, case in failures:
            if case["test"] in seen:
                continue
            seen.add(case["test"])
            out += [f"### {case['status']}: {_md(case['scenario'])}", "",
                    f"- citation: {row.citation}", f"- replay: `{case['replay']}`",
                    *([f"- {_md(case['reason'])}"] if "waiver" in case else []), "", "```",
                    case.get("message", ""), "```", ""]
    out += baseline_markdown(matrix.baseline)
    return "\n".join(out) + "\n"


def _stats_heading(statistics: dict[str, Any]) -> str:
    return (f"{statistics['rounds_played']:,} system-shuffled rounds of {statistics['game']} "
            f"(Rules Submission {statistics['rules_submission']}, seed {statistics['seed']}) on "
            f"{statistics['system']}; {statistics['family_wise_control']}.")


def _md(text: str) -> str:
    return text.replace("|", "\\|")


def render_interpretations() -> str:
    """The interpretation register, as the report carries it (docs/interpretations.md)."""
    from tablecert.oracle.interpretations import render_markdown as register

    return register()


def render_checklist(matrix: Matrix) -> str:
    """The manual subsections as lines an inspector signs off."""
    out = ["# Manual checklist for the inspector", "",
           "Procedural duties no system can show. Each line is checked at the table and signed;",
           "none is counted as passed by tablecert.", ""]
    seen: set[str] = set()
    for row in matrix.rows:
        for case in row.cases:
            if case["status"] != "manual" or case["scenario"] in seen:
                continue
            seen.add(case["scenario"])
            reason = f" — {case['reason']}" if case.get("reason") else ""
            out.append(f"- [ ] **{row.citation}** {case['scenario'].removeprefix(row.citation).strip()}"
                       f"{reason}  \n  Inspector: ____________  Date: ________")
    return "\n".join(out) + "\n"


_CSS = """
body{font-family:system-ui,sans-serif;margin:1.5em;color:#222}
table{border-collapse:collapse;width:100%}
td,th{border:1px solid #ccc;padding:4px 6px;vertical-align:top;font-size:13px}
th{background:#f3f3f3;position:sticky;top:0}tr.head th{position:static;text-align:left;background:#e8e8f0}
.failed{background:#fdd}.waived{background:#f6e0ff}.error{background:#fec}.passed{background:#dfd}.inconclusive{background:#ffd}
img.plot{max-width:100%;border:1px solid #ccc;margin:.5em 0}.manual{background:#eef}
.not-applicable{background:#f4f4f4}.missing{background:#fff3f3}
details{font-size:12px}pre{white-space:pre-wrap;font-size:12px;background:#fafafa;padding:4px}
#controls{margin:1em 0}label{margin-right:1em}
"""

_JS = """
function applyFilter(){
  const q=document.getElementById('q').value.toLowerCase();
  const on=new Set([...document.querySelectorAll('.st:checked')].map(e=>e.value));
  let shown=0; const open=new Set();
  for(const tr of document.querySelectorAll('tbody tr[data-status]')){
    const ok=on.has(tr.dataset.status)&&(!q||tr.textContent.toLowerCase().includes(q));
    tr.style.display=ok?'':'none'; if(ok){shown++; open.add(tr.dataset.section);}
  }
  for(const th of document.querySelectorAll('tbody tr[data-head]')){
    th.style.display=open.has(th.dataset.head)?'':'none';
  }
  document.getElementById('shown').textContent=shown;
}
document.addEventListener('input',applyFilter);document.addEventListener('DOMContentLoaded',applyFilter);
"""


def render_html(matrix: Matrix, images: dict[str, str] | None = None) -> str:
    """A self-contained page: counts, a text filter and a status filter, every citation;
    with ``images`` (name to data URI), the statistical verdicts and their pictures."""
    e = html.escape
    statuses = [s for s in _ORDER if s in matrix.counts] or _ORDER
    boxes = "".join(f'<label><input type="checkbox" class="st" value="{s}" checked> {s} '
                    f'(<span class="count" data-status="{s}">{matrix.counts.get(s, 0)}</span>)</label>'
                    for s in statuses)
    body = []
    section = None
    for row in matrix.rows:
        key = f"{row.section}{' (later text)' if row.later else ''}"
        if key != section:
            section = key
            body.append(f'<tr class="head" data-head="{e(key)}"><th colspan=4>§ {e(key)} {e(row.title)}'
                        "</th></tr>")
        cases = "".join(
            f"<details><summary>{e(c['status'])}: {e(c['scenario'])}</summary>"
            + (f"<pre>{e(c.get('message', ''))}</pre><code>{e(c['replay'])}</code>"
               if "replay" in c else "")
            + (f"<p>{e(c['reason'])}</p>" if c.get("reason") else "")
            + "</details>" for c in row.cases)
        later = " <small>(later text)</small>" if row.later else ""
        body.append(f'<tr class="{e(row.status)}" data-status="{e(row.status)}" data-section="{e(key)}">'
                    f"<td>{e(row.citation)}{later}</td>"
                    f"<td>{e(row.status)}</td><td><details><summary>text</summary>{e(row.text)}</details></td>"
                    f"<td>{cases or e(row.reason)}</td></tr>")
    head = "INCOMPLETE RUN — " if not matrix.complete else ""
    return ("<!doctype html><html lang=en><head><meta charset=utf-8>"
            "<title>tablecert traceability matrix</title>"
            f"<style>{_CSS}</style></head><body><h1>{head}Traceability matrix</h1>"
            f"<p>Target: <code>{e(matrix.target)}</code>. Scenarios: "
            + ", ".join(f"{n} {e(s)}" for s, n in matrix.scenario_counts.items())
            + f'</p><div id="controls"><input id="q" placeholder="filter: 649a.11, Envy …" size="40"> '
            f'{boxes} — showing <span id="shown">{len(matrix.rows)}</span></div>'
            f"<table><thead><tr><th>citation</th><th>status</th><th>regulation</th><th>scenarios</th></tr></thead>"
            f"<tbody>{''.join(body)}</tbody></table>{baseline_html(matrix.baseline)}"
            f"{_statistics_html(matrix, images or {})}"
            f"{_register_html()}<script>{_JS}</script></body></html>")


def _statistics_html(matrix: Matrix, images: dict[str, str]) -> str:
    """The statistical verdicts as a table, the heat map and the convergence plots."""
    stats = matrix.statistics
    if not stats:
        return ""
    e = html.escape
    rows = "".join(
        f'<tr class="{e(v["outcome"])}"><td>{e(v["citation"])}</td><td>{e(v["check"])}</td>'
        f"<td>{e(v['outcome'])}</td><td>{e(v['statistic_name'])} {v['statistic']:.2f}"
        + (f" (df {v['df']:.1f})" if v.get("df") is not None else "")
        + f"</td><td>{v['p_value']:.3g}</td><td>{v['alpha']:.3g}</td><td>{v['n']:,}</td>"
        f"<td>{v['power']:.0%}</td><td>{'' if v['needed_n'] is None else format(v['needed_n'], ',')}</td>"
        f"<td>{e(v['minimum_effect'])}<br><small>{e(v['method'])}</small></td></tr>"
        for v in stats.get("verdicts", []))
    pictures = "".join(f'<figure><img class="plot" alt="{e(name)}" src="{e(uri)}"></figure>'
                       for name, uri in images.items())
    return (f'<h2 id="statistics">Statistical conformance</h2><p>{e(_stats_heading(stats))} '
            f"<code>{e(stats_replay(stats))}</code></p>"
            "<table><thead><tr><th>citation</th><th>check</th><th>verdict</th><th>statistic</th>"
            "<th>p-value</th><th>Holm threshold</th><th>rounds</th><th>power</th>"
            "<th>rounds needed</th><th>minimum effect and method</th></tr></thead>"
            f"<tbody>{rows}</tbody></table>{pictures}")


def _register_html() -> str:
    from tablecert.oracle.interpretations import INTERPRETATIONS

    e = html.escape
    items = "".join(f"<li><b>{e(i.citation)}</b> — {e(i.key)}: {e(i.reading)} <i>{e(i.switch)}</i></li>"
                    for i in INTERPRETATIONS)
    return f"<h2>Interpretation register</h2><p>Readings the oracle takes where the text is silent or " \
           f"contradicts itself.</p><ul>{items}</ul>"


def dump_json(matrix: Matrix) -> str:
    return json.dumps(matrix.to_json(), indent=1, ensure_ascii=False)
