"""``tablecert report DIR``: render the matrix, checklist and evidence again from the
verdicts a run saved (``DIR/verdicts.json``), e.g. after the feature files' wording changed."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from tablecert.commands.run import write_report
from tablecert.files import InputError


def run(args: argparse.Namespace) -> int:
    folder = Path(args.folder)
    verdicts = folder / "verdicts.json"
    if not verdicts.exists():
        raise InputError(f"{folder}: no verdicts.json; this is not a folder `tablecert run` wrote")
    previous = folder / "evidence.json"
    try:
        evidence = json.loads(previous.read_text(encoding="utf-8")) if previous.exists() else {}
        complete = json.loads((folder / "matrix.json").read_text(encoding="utf-8")).get("complete", True) \
            if (folder / "matrix.json").exists() else True
    except json.JSONDecodeError as exc:
        raise InputError(f"{folder}: a saved report file is not JSON: {exc}") from None
    write_report(folder, target=evidence.get("target", "unknown"), complete=complete,
                 options=evidence.get("options", {}))
    print(f"tablecert report: {folder}/matrix.html, matrix.md, matrix.json, checklist.md rewritten")
    return 0
