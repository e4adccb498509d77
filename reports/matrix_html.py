"""The traceability matrix as a self-contained HTML page, failures first.

The first screen (a laptop's 1280x720) holds the banner with the counts, a picture of the
chapters by status (inline SVG: it needs no script and prints) and the failed and broken
examples, each with the first differing field in words and the command that replays it.
Then the matrix, folded by chapter (``<details>``, open where a chapter failed), the
statistical verdicts and their pictures, the baseline comparison and the interpretation
register. A print stylesheet unfolds every chapter on paper (``tablecert run --pdf``
prints the page with Chromium: :mod:`tablecert.reports.pdf`).

The page is a Jinja2 template (``templates/matrix.html.j2``) with autoescaping on: every
string from a feature file, an adapter or the system is escaped where it lands, control
characters shown escaped first (:func:`tablecert.reports.escape.html_visible`). The matrix
itself is built in :mod:`tablecert.reports.matrix`.
"""

from __future__ import annotations

import hashlib
from functools import cache
from typing import Any

from jinja2 import Environment, PackageLoader, StrictUndefined
from markupsafe import Markup

from tablecert.reports.baseline import render_html as baseline_html
from tablecert.reports.escape import html_visible
from tablecert.reports.matrix import STATUS_ORDER, Matrix, MatrixRow, stats_heading, stats_replay
from tablecert.reports.summary import missing_words, status_words

__all__ = ["STATUS_COLOURS", "chapter_picture", "render_html"]

STATUS_COLOURS = {
    "failed": "#c62828", "error": "#ef6c00", "waived": "#8e24aa", "inconclusive": "#fbc02d",
    "partial": "#f9a825", "passed": "#2e7d32", "checked-in-submission": "#1565c0", "manual": "#7986cb",
    "not-applicable": "#bdbdbd", "skipped": "#90a4ae", "not run": "#757575", "missing": "#e0e0e0",
}
"""Each status's colour in the picture of the chapters (and its legend)."""

_BAD = frozenset({"failed", "error"})


def _finalize(value: Any) -> Any:
    """What a ``{{ ... }}`` shows: text with its control characters shown escaped (the
    template escapes the markup characters next); markup the page built itself as it is."""
    if isinstance(value, Markup) or not isinstance(value, str):
        return value
    return html_visible(value)


@cache
def _environment() -> Environment:
    env = Environment(loader=PackageLoader("tablecert.reports", "templates"), autoescape=True,
                      undefined=StrictUndefined, finalize=_finalize, trim_blocks=True, lstrip_blocks=True)
    env.filters["status_words"] = status_words
    return env


def render_html(matrix: Matrix, images: dict[str, str] | None = None) -> str:
    """A self-contained page, failures first: a banner with the counts, the chapters by
    status, every failed or broken example with its first differing field and its replay
    command, then the matrix by chapter (each citation, each example of an outline on a
    line of its own); with ``images`` (name to data URI), the statistical verdicts and
    their pictures. Every string is escaped; the page holds no script but its own filter,
    and reads without it."""
    from tablecert.oracle.interpretations import INTERPRETATIONS

    chapters = _chapters(matrix)
    return _environment().get_template("matrix.html.j2").render(
        matrix=matrix, banner=_banner(matrix), chapters=chapters, picture=chapter_picture(chapters),
        colours=STATUS_COLOURS, failures=_failures(matrix),
        statuses=[s for s in STATUS_ORDER if s in matrix.counts] or STATUS_ORDER,
        baseline=Markup(baseline_html(matrix.baseline)),  # escaped by its own writer
        statistics=_statistics(matrix, images or {}), register=INTERPRETATIONS)


def _banner(matrix: Matrix) -> dict[str, Any]:
    """The counts a reader sees first: red when anything failed or broke, amber when the
    run was interrupted, green otherwise."""
    failures = matrix.summary.failures if matrix.summary is not None else []
    failed = sum(f["status"] == "failed" for f in failures)
    return {"css": "bad" if failures else ("incomplete" if not matrix.complete else "good"),
            "failed": failed, "broken": len(failures) - failed,
            "total": sum(matrix.scenario_counts.values()),
            "scenarios": ", ".join(f"{n} {status_words(s)}" for s, n in matrix.scenario_counts.items()),
            "citations": ", ".join(f"{n} {status_words(s)}" for s, n in matrix.counts.items())
            + (f" ({missing_words(matrix.missing)})" if matrix.missing else "")}


def _failures(matrix: Matrix) -> list[dict[str, Any]]:
    """Every failed or broken example: its first differing field (the message's first
    line, in words), how many more lines the message holds, and its replay command as
    words that wrap only at the spaces between them."""
    failures = matrix.summary.failures if matrix.summary is not None else []
    out = []
    for f in failures:
        lines = [line for line in (f.get("message") or "").splitlines() if line.strip()]
        out.append({**f, "lead": lines[0].strip() if lines else "(no message)",
                    "more": lines[1:], "replay_words": str(f["replay"]).split(" "),
                    "anchor": _anchor(f["scenario"], f.get("example_index"))})
    return out


def _anchor(scenario: str, example: int | None) -> str:
    """The id of an example's line in the matrix (the failure list links to it)."""
    return "case-" + hashlib.sha256(f"{scenario}\x00{example}".encode("utf-8", "replace")).hexdigest()[:12]


def _chapters(matrix: Matrix) -> list[dict[str, Any]]:
    """The matrix's rows by chapter (549, 649a, ...), in number order: each
    chapter with its title, its citations' counts by status and its sections."""
    from tablecert.regulation_index import chapter_titles

    titles = chapter_titles()
    chapters: dict[str, dict[str, Any]] = {}
    for row in matrix.rows:
        name = row.section.split(".")[0]
        chapter = chapters.setdefault(name, {"chapter": name, "title": titles.get(name, ""), "counts": {},
                                             "sections": []})
        chapter["counts"][row.status] = chapter["counts"].get(row.status, 0) + 1
        key = f"{row.section}{' (later text)' if row.later else ''}"
        if not chapter["sections"] or chapter["sections"][-1]["key"] != key:
            chapter["sections"].append({"key": key, "title": row.title, "rows": []})
        chapter["sections"][-1]["rows"].append(_row(row))
    for chapter in chapters.values():
        chapter["total"] = sum(chapter["counts"].values())
        chapter["open"] = bool(_BAD & set(chapter["counts"]))
        chapter["counts"] = {s: chapter["counts"][s] for s in STATUS_ORDER if s in chapter["counts"]}
        chapter["words"] = ", ".join(f"{n} {status_words(s)}" for s, n in chapter["counts"].items())
    return sorted(chapters.values(), key=lambda c: _chapter_key(c["chapter"]))


def _chapter_key(chapter: str) -> tuple[int, str]:
    """523 before 549 before 649a: chapters in number order."""
    digits = "".join(ch for ch in chapter if ch.isdigit())
    return (int(digits) if digits else 0, chapter)


def _row(row: MatrixRow) -> dict[str, Any]:
    cases = [{**c, "label": c.get("name") or c["scenario"],
              "anchor": _anchor(c["scenario"], c.get("example_index")) if "replay" in c else None,
              "replay_words": str(c["replay"]).split(" ") if "replay" in c else []}
             for c in row.cases]
    return {"row": row, "cases": cases}


def chapter_picture(chapters: list[dict[str, Any]], *, width: int = 1000) -> dict[str, Any]:
    """The geometry of the picture of the chapters by status: one bar a chapter, its
    citations by status left to right, worst first, each segment as wide as its share;
    chapters in two columns when there are more than six.

    >>> picture = chapter_picture([{"chapter": "649a", "title": "Three Card Poker", "total": 4,
    ...                             "counts": {"failed": 1, "passed": 3}, "words": ""}])
    >>> [(s["status"], s["width"]) for s in picture["bars"][0]["segments"]]
    [('failed', 160.0), ('passed', 480.0)]
    """
    columns = 2 if len(chapters) > 6 else 1
    column = width // columns
    label, bar = 260, column - 260 - 100
    per_column = -(-len(chapters) // columns) if chapters else 0
    bars = []
    for i, chapter in enumerate(chapters):
        x0, y = (i // per_column) * column if per_column else 0, (i % per_column if per_column else 0) * 22
        segments, x = [], float(x0 + label)
        for status, n in chapter["counts"].items():
            w = bar * n / chapter["total"] if chapter["total"] else 0
            segments.append({"status": status, "n": n, "x": round(x, 1), "width": round(w, 1)})
            x += w
        bars.append({**chapter, "x": x0, "y": y, "bar_x": x0 + label, "bar_width": bar,
                     "segments": segments})
    return {"width": width, "height": max(per_column, 1) * 22, "bars": bars}


def _statistics(matrix: Matrix, images: dict[str, str]) -> dict[str, Any] | None:
    """The statistical verdicts as table cells, the heat map and the convergence plots."""
    stats = matrix.statistics
    if not stats:
        return None
    rows = []
    for v in stats.get("verdicts", []):
        cells = None
        if v["outcome"] != "error":  # an error was never judged: its summary says why
            statistic = f"{v['statistic_name']} {v['statistic']:.2f}" + (
                f" (df {v['df']:.1f})" if v.get("df") is not None else "")
            needed = "" if v["needed_n"] is None else format(v["needed_n"], ",")
            cells = [statistic, f"{v['p_value']:.3g}", f"{v['alpha']:.3g}", f"{v['n']:,}",
                     f"{v['power']:.0%}", needed]
        rows.append({"v": v, "cells": cells})
    return {"heading": stats_heading(stats), "replay": stats_replay(stats), "rows": rows, "images": images}
