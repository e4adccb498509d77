"""junit.xml a CI page can use, written from the verdicts (not by pytest).

A CI system shows a test case by its ``classname`` and ``name``: here the classname is the
section with its title from the regulation index (``649a.11 Procedures for completion of
each round of play; ...``) and the name is the scenario's name with its example's values, so
the citation reaches the CI page. One ``testsuite`` per feature file. Every string passes
through :func:`tablecert.reports.escape.xml_text` and ElementTree's own escaping, so the file
always parses whatever the system answered.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Any

from tablecert.reports.escape import xml_text
from tablecert.reports.summary import display_name, section_of, section_titles, status_words

__all__ = ["render_junit"]


def _first_line(text: str) -> str:
    return next((line for line in text.splitlines() if line.strip()), "")[:500]


def render_junit(verdicts: list[dict[str, Any]], *, titles: dict[str, str] | None = None) -> bytes:
    """The verdicts as JUnit XML (UTF-8, with declaration): failed as ``<failure>``, error
    as ``<error>``, manual, not applicable, skipped and not run as ``<skipped>`` with the
    reason; a check the harness made on the Rules Submission alone passes but says so in
    its ``status`` property."""
    titles = section_titles() if titles is None else titles
    x = xml_text
    root = ET.Element("testsuites", name="tablecert")
    by_feature: dict[str, list[dict[str, Any]]] = {}
    for v in verdicts:
        by_feature.setdefault(v.get("feature") or "unknown feature", []).append(v)
    totals = {"tests": 0, "failures": 0, "errors": 0, "skipped": 0, "time": 0.0}
    for feature, cases in sorted(by_feature.items()):
        suite = ET.SubElement(root, "testsuite", name=x(cases[0].get("feature_name") or feature),
                              file=x(feature))
        counts = {"tests": len(cases), "failures": 0, "errors": 0, "skipped": 0, "time": 0.0}
        for v in cases:
            section = section_of(v["citation"])
            case = ET.SubElement(suite, "testcase",
                                 classname=x(f"{section} {titles.get(section, '')}".strip()),
                                 name=x(display_name(v)), file=x(feature),
                                 time=f"{float(v.get('duration') or 0):.3f}")
            props = ET.SubElement(case, "properties")
            ET.SubElement(props, "property", name="citation", value=x(v["citation"]))
            ET.SubElement(props, "property", name="status", value=x(v["status"]))
            message = x(v.get("message") or "")
            status = v["status"]
            if status == "failed":
                counts["failures"] += 1
                ET.SubElement(case, "failure", message=_first_line(message),
                              type="Discrepancy").text = message
            elif status == "error":
                counts["errors"] += 1
                ET.SubElement(case, "error", message=_first_line(message), type="SystemFault").text = message
            elif status == "waived":  # a failure the lab accepted for now (--waivers): never passed
                counts["skipped"] += 1
                from tablecert.reports.waivers import waiver_text

                reason = x(waiver_text(v))
                ET.SubElement(case, "skipped", message=x(f"waived: {reason}"[:500])).text = message
            elif status in ("manual", "not-applicable", "skipped", "not run"):
                counts["skipped"] += 1
                # manual: the inspector's checklist text; not applicable: why (both the description)
                described = status in ("manual", "not-applicable") and v.get("description")
                reason = x(v["description"]) if described else message
                ET.SubElement(case, "skipped", message=x(f"{status_words(status)}: {reason or ''}"[:500]))
            elif status == "checked-in-submission":
                ET.SubElement(case, "system-out").text = (
                    "checked in the submission: the harness validated the Rules Submission file; "
                    "the system under test was not asked")
            counts["time"] += float(v.get("duration") or 0)
        for key, value in counts.items():
            suite.set(key, f"{value:.3f}" if key == "time" else str(value))
            totals[key] += value
    for key, value in totals.items():
        root.set(key, f"{value:.3f}" if key == "time" else str(int(value)))
    ET.indent(root, space=" ")
    document: bytes = ET.tostring(root, encoding="utf-8", xml_declaration=True)
    return document + b"\n"
