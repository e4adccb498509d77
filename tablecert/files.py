"""Reading the user's files; every failure becomes an InputError naming the file."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from oracle.rules_submission import RulesSubmission, RulesSubmissionError, parse_rules_submission

__all__ = ["InputError", "load_rules_submission", "resolve_rules_submission"]

BUNDLED = Path(__file__).resolve().parent.parent / "rules_submissions"


class InputError(ValueError):
    """Bad input from the user: the message names the file, line or field. Exit code 2."""


def load_rules_submission(path: str | Path) -> RulesSubmission:
    """Read and validate a Rules Submission file. A submission is immutable, so each file
    is parsed once per process (keyed by its path, size and modification time)."""
    path = Path(path)
    try:
        stat = path.stat()
    except OSError as exc:
        raise InputError(f"cannot read Rules Submission {path}: {exc.strerror}") from None
    return _load(path.resolve(), stat.st_size, stat.st_mtime_ns)


@lru_cache(maxsize=256)
def _load(path: Path, size: int, mtime: int) -> RulesSubmission:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise InputError(f"cannot read Rules Submission {path}: {exc.strerror}") from None
    except UnicodeDecodeError as exc:
        raise InputError(f"{path}: not UTF-8 text ({exc.reason} at byte {exc.start})") from None
    try:
        return parse_rules_submission(text, source=str(path))
    except RulesSubmissionError as exc:
        raise InputError(str(exc)) from None


def resolve_rules_submission(name_or_path: str) -> RulesSubmission:
    """A path, or the name of a bundled Rules Submission such as ``pa-649a-paytable-A``."""
    path = Path(name_or_path)
    if path.suffix in (".yaml", ".yml") or path.exists():
        return load_rules_submission(path)
    bundled = BUNDLED / f"{name_or_path}.yaml"
    if bundled.exists():
        return load_rules_submission(bundled)
    known = ", ".join(sorted(p.stem for p in BUNDLED.glob("*.yaml")))
    raise InputError(f"no Rules Submission {name_or_path!r}: not a file, and not one of the "
                     f"bundled ones ({known})")
