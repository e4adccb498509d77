"""The traceability matrix as a self-contained HTML page, failures first.

The page opens on a banner with the counts, then every failed or broken example with the
command that replays exactly it, then the matrix with a text and a status filter, the
statistical verdicts and their pictures, and the interpretation register. Every string from
a feature file or the system is escaped for the page (:func:`tablecert.reports.escape.html_text`).
The matrix itself is built in :mod:`tablecert.reports.matrix`.
"""

from __future__ import annotations

from typing import Any

from tablecert.reports.baseline import render_html as baseline_html
from tablecert.reports.escape import html_text
from tablecert.reports.matrix import STATUS_ORDER, Matrix, stats_heading, stats_replay
from tablecert.reports.summary import status_words

__all__ = ["render_html"]

_CSS = """
body{font-family:system-ui,sans-serif;margin:1.5em;color:#222}
table{border-collapse:collapse;width:100%}
td,th{border:1px solid #ccc;padding:4px 6px;vertical-align:top;font-size:13px}
th{background:#f3f3f3;position:sticky;top:0}tr.head th{position:static;text-align:left;background:#e8e8f0}
.failed{background:#fdd}.waived{background:#f6e0ff}.error{background:#fec}.passed{background:#dfd}.inconclusive{background:#ffd}
.partial{background:#fff0c8}.checked-in-submission{background:#e6f0ff}
img.plot{max-width:100%;border:1px solid #ccc;margin:.5em 0}.manual{background:#eef}
.not-applicable{background:#f4f4f4}.missing{background:#fff3f3}
details{font-size:12px}pre{white-space:pre-wrap;font-size:12px;background:#fafafa;padding:4px;margin:2px 0}
#controls{margin:1em 0}label{margin-right:1em}
#banner{padding:.6em 1em;border:2px solid #393;background:#efe;font-size:15px;margin:.5em 0}
#banner.bad{border-color:#c00;background:#fee}#banner.incomplete{border-color:#c60;background:#fff4e0}
#banner strong{font-size:18px}
#failure-list td{font-size:12px}#failure-list code{user-select:all;word-break:break-all}
ul.cases{list-style:none;margin:0;padding:0}ul.cases li{border-bottom:1px dotted #ccc;padding:1px 0}
h1{margin:.2em 0;font-size:22px}
"""

_JS = """
function applyFilter(){
  const q=document.getElementById('q').value.toLowerCase();
  const on=new Set([...document.querySelectorAll('.st:checked')].map(e=>e.value));
  let shown=0; const open=new Set();
  for(const tr of document.querySelectorAll('#matrix tbody tr[data-status]')){
    const ok=on.has(tr.dataset.status)&&(!q||tr.textContent.toLowerCase().includes(q));
    tr.style.display=ok?'':'none'; if(ok){shown++; open.add(tr.dataset.section);}
  }
  for(const th of document.querySelectorAll('#matrix tbody tr[data-head]')){
    th.style.display=open.has(th.dataset.head)?'':'none';
  }
  document.getElementById('shown').textContent=shown;
}
document.addEventListener('input',applyFilter);document.addEventListener('DOMContentLoaded',applyFilter);
"""


def _banner_html(matrix: Matrix) -> str:
    """The counts a reader sees first: red when anything failed or broke, amber when the
    run was interrupted, green otherwise."""
    e = html_text
    failures = matrix.summary.failures if matrix.summary is not None else []
    failed = sum(f["status"] == "failed" for f in failures)
    broken = len(failures) - failed
    total = sum(matrix.scenario_counts.values())
    css = "bad" if failures else ("incomplete" if not matrix.complete else "good")
    head = (f"<strong>{failed} failed, {broken} error</strong> of {total} scenarios" if failures
            else f"<strong>nothing failed</strong> in {total} scenarios")
    state = ("" if matrix.complete else
             " — <strong>INCOMPLETE RUN</strong>: interrupted; not every scenario ran")
    counts = ", ".join(f"{n} {e(status_words(s))}" for s, n in matrix.scenario_counts.items())
    citations = ", ".join(f"{n} {e(status_words(s))}" for s, n in matrix.counts.items())
    return (f'<div id="banner" class="{css}">{head}{state}<br>Scenarios: {counts}<br>'
            f"Citations: {citations}<br>Target: <code>{e(matrix.target)}</code>"
            + "".join(f"<br>Rules Submission: {e(s['name'])} (<code>{e(s['file'])}</code>, sha256 "
                      f"<code>{e(s['sha256'])}</code>)" for s in matrix.rules_submissions or [])
            + "</div>")


def _failures_html(matrix: Matrix) -> str:
    """Every failed or broken example, one row each, with its replay command."""
    e = html_text
    failures = matrix.summary.failures if matrix.summary is not None else []
    if not failures:
        return ""
    rows = []
    for f in failures:
        message = f.get("message") or ""
        lines = [line.strip() for line in message.splitlines() if line.strip()]
        # a whole-observation discrepancy opens with "round 1 of scenario ...": show its first field
        first = next((line for line in lines if line.startswith("- ")), lines[0] if lines else "")
        rows.append(
            f'<tr class="{e(f["status"])}"><td>{e(f["status"])}</td><td>{e(f["citation"])}</td>'
            f"<td>{e(f['name'])}<br><code class=replay>{e(f['replay'])}</code></td>"
            f"<td><details><summary>{e(first[:200])}</summary><pre>{e(message)}</pre></details></td></tr>")
    return (f'<section id="failures"><h2>Failed and broken scenarios ({len(failures)})</h2>'
            '<table id="failure-list"><thead><tr><th>status</th><th>citation</th>'
            "<th>scenario and the command that replays it</th><th>discrepancy</th></tr></thead>"
            f"<tbody>{''.join(rows)}</tbody></table></section>")


def _case_html(case: dict[str, Any]) -> str:
    """One scenario, or one example of an outline, on a line of its own."""
    e = html_text
    body = ""
    if "replay" in case:
        body += f"<pre>{e(case.get('message', ''))}</pre><code>{e(case['replay'])}</code>"
    if case.get("reason"):
        body += f"<p>{e(case['reason'])}</p>"
    if case.get("note"):
        body += f"<p>{e(case['note'])}</p>"
    label = f"{e(status_words(case['status']))}: {e(case.get('name') or case['scenario'])}"
    inner = f"<details><summary>{label}</summary>{body}</details>" if body else label
    return f'<li class="{e(case["status"])}">{inner}</li>'


def render_html(matrix: Matrix, images: dict[str, str] | None = None) -> str:
    """A self-contained page, failures first: a banner with the counts, every failed or
    broken example with its replay command, then the matrix (a text and a status filter,
    every citation, each example of an outline on a line of its own); with ``images``
    (name to data URI), the statistical verdicts and their pictures. Every string is
    escaped (:func:`html_text`); the page holds no script but its own."""
    e = html_text
    statuses = [s for s in STATUS_ORDER if s in matrix.counts] or STATUS_ORDER
    boxes = "".join(f'<label><input type="checkbox" class="st" value="{e(s)}" checked> {e(status_words(s))} '
                    f'(<span class="count" data-status="{e(s)}">{matrix.counts.get(s, 0)}</span>)</label>'
                    for s in statuses)
    body = []
    section = None
    for row in matrix.rows:
        key = f"{row.section}{' (later text)' if row.later else ''}"
        if key != section:
            section = key
            body.append(f'<tr class="head" data-head="{e(key)}"><th colspan=4>§ {e(key)} {e(row.title)}'
                        "</th></tr>")
        cases = "".join(_case_html(c) for c in row.cases)
        reason = f"<p>{e(row.reason)}</p>" if row.reason and row.cases else ""
        later = " <small>(later text)</small>" if row.later else ""
        body.append(f'<tr class="{e(row.status)}" data-status="{e(row.status)}" data-section="{e(key)}">'
                    f"<td>{e(row.citation)}{later}</td>"
                    f"<td>{e(status_words(row.status))}</td>"
                    f"<td><details><summary>text</summary>{e(row.text)}</details></td>"
                    f"<td>{f'<ul class=cases>{cases}</ul>{reason}' if cases else e(row.reason)}</td></tr>")
    head = "INCOMPLETE RUN — " if not matrix.complete else ""
    return ("<!doctype html><html lang=en><head><meta charset=utf-8>"
            "<title>tablecert traceability matrix</title>"
            f"<style>{_CSS}</style></head><body><h1>{head}Traceability matrix</h1>"
            f"{_banner_html(matrix)}{_failures_html(matrix)}"
            '<h2 id="matrix-title">Matrix</h2>'
            f'<div id="controls"><input id="q" placeholder="filter: 649a.11, Envy …" size="40"> '
            f'{boxes} — showing <span id="shown">{len(matrix.rows)}</span></div>'
            '<table id="matrix"><thead><tr><th>citation</th><th>status</th><th>regulation</th>'
            "<th>scenarios</th></tr></thead>"
            f"<tbody>{''.join(body)}</tbody></table>{baseline_html(matrix.baseline)}"
            f"{_statistics_html(matrix, images or {})}"
            f"{_register_html()}<script>{_JS}</script></body></html>")


def _statistics_html(matrix: Matrix, images: dict[str, str]) -> str:
    """The statistical verdicts as a table, the heat map and the convergence plots."""
    stats = matrix.statistics
    if not stats:
        return ""
    e = html_text
    rows = "".join(
        f'<tr class="{e(v["outcome"])}"><td>{e(v["citation"])}</td><td>{e(v["check"])}</td>'
        f"<td>{e(v['outcome'])}</td>"
        + (f'<td colspan="7">{e(v["summary"])}</td></tr>' if v["outcome"] == "error" else  # never judged
           f"<td>{e(v['statistic_name'])} {v['statistic']:.2f}"
           + (f" (df {v['df']:.1f})" if v.get("df") is not None else "")
           + f"</td><td>{v['p_value']:.3g}</td><td>{v['alpha']:.3g}</td><td>{v['n']:,}</td>"
           f"<td>{v['power']:.0%}</td><td>{'' if v['needed_n'] is None else format(v['needed_n'], ',')}</td>"
           f"<td>{e(v['minimum_effect'])}<br><small>{e(v['method'])}</small></td></tr>")
        for v in stats.get("verdicts", []))
    pictures = "".join(f'<figure><img class="plot" alt="{e(name)}" src="{e(uri)}"></figure>'
                       for name, uri in images.items())
    return (f'<h2 id="statistics">Statistical conformance</h2><p>{e(stats_heading(stats))} '
            f"<code>{e(stats_replay(stats))}</code></p>"
            "<table><thead><tr><th>citation</th><th>check</th><th>verdict</th><th>statistic</th>"
            "<th>p-value</th><th>Holm threshold</th><th>rounds</th><th>power</th>"
            "<th>rounds needed</th><th>minimum effect and method</th></tr></thead>"
            f"<tbody>{rows}</tbody></table>{pictures}")


def _register_html() -> str:
    from tablecert.oracle.interpretations import INTERPRETATIONS

    e = html_text
    items = "".join(f"<li><b>{e(i.citation)}</b> — {e(i.key)}: {e(i.reading)} <i>{e(i.switch)}</i></li>"
                    for i in INTERPRETATIONS)
    return f"<h2>Interpretation register</h2><p>Readings the oracle takes where the text is silent or " \
           f"contradicts itself.</p><ul>{items}</ul>"
