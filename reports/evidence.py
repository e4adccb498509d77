"""The evidence pack: what was run, against what, with which inputs, so the verdicts cannot
quietly change afterwards. Every input file is hashed (sha256), and one summary hash covers
them all and the verdicts; timestamps are recorded but kept out of the summary hash, so the
same inputs and verdicts always give the same summary.
"""

from __future__ import annotations

import hashlib
import json
import platform
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import tablecert

__all__ = ["build_evidence"]

ROOT = Path(tablecert.__file__).resolve().parent.parent
_INPUTS = ("features/*.feature", "rules_submissions/*.yaml", "oracle/**/*.py", "adapters/*.py",
           "steps/*.py", "tablecert/regulations/*.txt", "tablecert/reference_system/*.py",
           "tablecert/stats/*.py")


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def build_evidence(*, target: str, verdicts_path: Path, options: dict[str, Any]) -> dict[str, Any]:
    files = {}
    for pattern in _INPUTS:
        for path in sorted(ROOT.glob(pattern)):
            files[str(path.relative_to(ROOT))] = _sha256(path.read_bytes())
    verdicts = _sha256(verdicts_path.read_bytes()) if verdicts_path.exists() else None
    transcripts = {p.name: {"sha256": _sha256(p.read_bytes()),
                            "exchanges": p.read_text(encoding="utf-8").count("\n")}
                   for p in sorted(verdicts_path.parent.glob("transcript*.jsonl"))}
    stats_path = verdicts_path.parent / "stats.json"  # `tablecert stats --report`
    statistics = _sha256(stats_path.read_bytes()) if stats_path.exists() else None
    hashed = {"harness_version": tablecert.__version__, "target": target, "options": options,
              "files": files, "verdicts_sha256": verdicts, "transcripts": transcripts}
    if statistics is not None:
        hashed["statistics_sha256"] = statistics
    summary = _sha256(json.dumps(hashed, sort_keys=True).encode())
    return {
        **hashed,
        "summary_sha256": summary,
        "recorded_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "python": sys.version.split()[0],
        "platform": platform.platform(),
        "transcript_note": ("every request and answer, secrets redacted" if transcripts else
                            "no transcript: the target ran in this process, with no wire between"),
    }
