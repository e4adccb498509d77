"""``tablecert report DIR``: render the matrix, checklist, evidence, JUnit XML and Allure
results again from the verdicts a run saved (``DIR/verdicts.json``), e.g. after the feature
files' wording changed. The folder is rewritten the way a run writes it: locked, rebuilt in
a copy beside it and swapped in (:mod:`tablecert.report_folder`); an incomplete report stays
incomplete."""

from __future__ import annotations

import argparse
from pathlib import Path

from tablecert.commands.run import write_report
from tablecert.files import InputError
from tablecert.report_folder import MARKER, ReportFolder, is_complete
from tablecert.user_file import read_saved_json


def run(args: argparse.Namespace) -> int:
    folder = Path(args.folder)
    verdicts = folder / "verdicts.json"
    if not verdicts.exists():
        raise InputError(f"{folder}: no verdicts.json; this is not a folder `tablecert run` wrote")
    report = ReportFolder(folder, option="report")
    previous = folder / "evidence.json"
    evidence = read_saved_json(previous, {})
    matrix = read_saved_json(folder / "matrix.json", {})
    if not isinstance(evidence, dict) or not isinstance(matrix, dict):
        raise InputError(f"{folder}: evidence.json or matrix.json is not a JSON object; not a report "
                         "tablecert wrote")
    complete = matrix.get("complete", True)
    if (folder / MARKER).exists():
        complete = complete and is_complete(folder)
    with report:
        staging = report.begin(keep=True)
        write_report(staging, target=evidence.get("target", "unknown"), complete=complete,
                     options=evidence.get("options", {}))
        report.commit(complete=complete)
    print(f"tablecert report: {folder}/matrix.html, matrix.md, matrix.json, checklist.md, junit.xml, "
          "allure-results rewritten")
    return 0
