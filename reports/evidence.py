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
from tablecert.reports.provenance import dependency_versions

__all__ = ["build_evidence"]

# The harness's own code and data, by installed package: the same names from a checkout
# (editable install) and from a wheel.
_CODE = {"tablecert.oracle": ("oracle", "**/*.py"), "tablecert.adapters": ("adapters", "**/*.py"),
         "tablecert.steps": ("steps", "**/*.py"), "tablecert.reports": ("reports", "**/*.py")}
_HARNESS = ("*.py", "suite.ini", "regulations/*.txt", "commands/*.py", "reference_system/*.py", "stats/*.py")


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _hashed(folder: Path, pattern: str, prefix: str) -> dict[str, str]:
    return {f"{prefix}{path.relative_to(folder).as_posix()}": _sha256(path.read_bytes())
            for path in sorted(folder.glob(pattern)) if path.is_file()}


def input_files() -> dict[str, str]:
    """sha256 of every input a run reads: the feature files run (the bundled suite or
    ``--features``), the Rules Submissions (bundled and ``--rules-dir``), the regulation texts
    and the harness's code, each under a name that does not depend on where it is installed."""
    import importlib.resources

    from tablecert.resources import bundled_rules_dir, features_dir, rules_dir

    found = _hashed(features_dir(), "*.feature", "features/")
    found |= _hashed(bundled_rules_dir(), "*.yaml", "rules_submissions/")
    own = rules_dir()
    if own is not None:
        found |= _hashed(own, "*.y*ml", "rules-dir/")
    for name, (prefix, pattern) in _CODE.items():
        found |= _hashed(Path(str(importlib.resources.files(name))), pattern, f"{prefix}/")
    root = Path(str(importlib.resources.files("tablecert")))
    for pattern in _HARNESS:
        found |= _hashed(root, pattern, "tablecert/")
    return found


def suite_sha256() -> str:
    """One sha256 of the bundled suite: of each feature file's name and sha256, in order.
    ``tablecert --version`` prints it; the evidence records it."""
    from tablecert.resources import bundled_features_dir

    listing = _hashed(bundled_features_dir(), "*.feature", "")
    return _sha256("".join(f"{name}\t{digest}\n" for name, digest in listing.items()).encode())


def build_evidence(*, target: str, verdicts_path: Path, options: dict[str, Any]) -> dict[str, Any]:
    files = input_files()
    verdicts = _sha256(verdicts_path.read_bytes()) if verdicts_path.exists() else None
    transcripts = {p.name: {"sha256": _sha256(p.read_bytes()),
                            "exchanges": p.read_text(encoding="utf-8").count("\n")}
                   for p in sorted(verdicts_path.parent.glob("transcript*.jsonl"))}
    stats_path = verdicts_path.parent / "stats.json"  # `tablecert stats --report`
    statistics = _sha256(stats_path.read_bytes()) if stats_path.exists() else None
    hashed = {"harness_version": tablecert.__version__, "bundled_suite_sha256": suite_sha256(),
              "target": target, "options": options,
              "files": files, "verdicts_sha256": verdicts, "transcripts": transcripts}
    if statistics is not None:
        hashed["statistics_sha256"] = statistics
    summary = _sha256(json.dumps(hashed, sort_keys=True).encode())
    return {
        **hashed,
        "summary_sha256": summary,
        "recorded_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "python": sys.version.split()[0],
        # the libraries that reached the verdicts, as installed (reports/provenance.py)
        "dependencies": dependency_versions(),
        "platform": platform.platform(),
        "transcript_note": ("every request and answer, secrets redacted" if transcripts else
                            "no transcript: the target ran in this process, with no wire between"),
    }
