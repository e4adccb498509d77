"""Allure results written from the verdicts: every scenario, including the manual ones (as
skipped, with the inspector's checklist text) and the not applicable ones (with the reason).

allure-pytest-bdd reported only the scenarios that ran, with pytest's traceback as the trace,
and its writer raised on a lone surrogate in a vendor's message, stopping the whole run. Here
each result is one ``<uuid>-result.json`` in Allure's documented result format: the citation as
a label and as a link to the Code, the section as the story, the feature as the feature, a
failure's discrepancy as the status message (no traceback), each step with its outcome.
Every string is made valid Unicode (:func:`tablecert.reports.escape.json_safe`); Allure's own
page escapes what it shows.
"""

from __future__ import annotations

import hashlib
import json
import time
import uuid
from pathlib import Path
from typing import Any

from tablecert.reports.escape import json_safe
from tablecert.reports.summary import display_name, section_of, section_titles, status_words

__all__ = ["regulation_url", "write_allure"]

_STATUS = {"passed": "passed", "failed": "failed", "error": "broken", "manual": "skipped",
           "not-applicable": "skipped", "skipped": "skipped", "not run": "unknown",
           "checked-in-submission": "passed", "waived": "skipped"}
_NAMESPACE = uuid.UUID("1b671a64-40d5-491e-99b0-da01ff1f3341")


def regulation_url(citation: str) -> str:
    """Where the lab reads the subsection: the Pennsylvania Code for 643a/649a/653a, the
    Pennsylvania Bulletin (40 Pa.B. 3827, Doc. No. 10-1246) for the 2010 temporary rules."""
    section = section_of(citation)
    chapter = section.split(".")[0]
    if chapter.endswith("a"):
        return (f"https://www.pacodeandbulletin.gov/Display/pacode?file=/secure/pacode/data/058/"
                f"chapter{chapter}/s{section}.html")
    return "https://www.pacodeandbulletin.gov/Display/pabull?file=/secure/pabulletin/data/vol40/40-28/1246.html"


def _details(v: dict[str, Any]) -> dict[str, str] | None:
    status = v["status"]
    if status == "not-applicable":  # the reason is the scenario's description
        return {"message": "not applicable: " + (v.get("description") or v.get("message") or v["citation"])}
    if status in ("failed", "error", "not run", "skipped"):
        return {"message": v.get("message") or status_words(status)}
    if status == "waived":  # a failure the lab accepted for now (--waivers): never passed
        from tablecert.reports.waivers import waiver_text

        return {"message": f"waived: {waiver_text(v)}: {v.get('message') or ''}"}
    if status == "manual":
        return {"message": "manual check for the inspector: " + (v.get("description") or v["citation"])}
    if status == "checked-in-submission":
        return {"message": "checked in the submission: the harness validated the Rules Submission "
                           "file; the system under test was not asked"}
    return None


def _result(v: dict[str, Any], titles: dict[str, str], stop_ms: int) -> dict[str, Any]:
    section = section_of(v["citation"])
    duration_ms = int(float(v.get("duration") or 0) * 1000)
    status = _STATUS.get(v["status"], "unknown")
    steps = [{"name": s["step"], "status": _STATUS.get(s["status"], "skipped"), "stage": "finished",
              "start": stop_ms - duration_ms, "stop": stop_ms} for s in v.get("steps") or []]
    if v["status"] == "manual":  # the checklist line: nothing ran, every step is for the inspector
        for step in steps:
            step["status"] = "skipped"
    labels = [("feature", v.get("feature_name") or v.get("feature") or ""), ("story", f"§ {section}"),
              ("citation", v["citation"]), ("suite", f"{section} {titles.get(section, '')}".strip()),
              ("framework", "tablecert"), ("language", "gherkin")]
    if v.get("rule"):
        labels.append(("rule", v["rule"]))
    if v["status"] in ("manual", "not-applicable", "checked-in-submission"):
        labels.append(("tag", v["status"]))
    description = v.get("description") or ""
    if v["status"] == "manual":
        description = ("Manual check for the inspector (checklist.md): "
                       + (description or "") + "\n\n" + "\n".join(s["step"] for s in v.get("steps") or []))
    result: dict[str, Any] = {
        "uuid": str(uuid.uuid5(_NAMESPACE, v["nodeid"])),
        "historyId": hashlib.md5(v["nodeid"].encode(), usedforsecurity=False).hexdigest(),
        "testCaseId": hashlib.md5(v["scenario"].encode(), usedforsecurity=False).hexdigest(),
        "fullName": f"{v.get('feature') or ''}:{display_name(v)}",
        "name": display_name(v),
        "status": status,
        "stage": "finished",
        "description": description.strip() or None,
        "steps": steps,
        "labels": [{"name": n, "value": value} for n, value in labels],
        "links": [{"type": "link", "name": v["citation"], "url": regulation_url(v["citation"])}],
        "parameters": [{"name": k, "value": val} for k, val in (v.get("example") or {}).items()],
        "start": stop_ms - duration_ms,
        "stop": stop_ms,
    }
    details = _details(v)
    if details is not None:
        result["statusDetails"] = details
    return result


def write_allure(folder: Path, verdicts: list[dict[str, Any]], *,
                 titles: dict[str, str] | None = None) -> int:
    """One result file per verdict into ``folder`` (created; earlier results of ours in it
    are replaced). Returns the number written."""
    titles = section_titles() if titles is None else titles
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.glob("*-result.json"):
        old.unlink()
    now = int(time.time() * 1000)
    for v in verdicts:
        result = json_safe(_result(v, titles, now))
        path = folder / f"{result['uuid']}-result.json"
        path.write_text(json.dumps(result, ensure_ascii=False, indent=1), encoding="utf-8")
    return len(verdicts)
