"""A concurrent run's rehearsal kept for the next run with the same inputs
(``tablecert run --concurrency``; tablecert/commands/run_ahead.py).

The rehearsal plays the scenarios against the reference system, never against the system
under test, so what it records depends only on what the run is given: the harness (every file
of the installed package), pytest, pytest-bdd and hypothesis, Python, the pytest arguments,
the Rules Submissions and feature files named, and the system's own ``GET /v1/system`` answer
(its declared games and capabilities). Those are the key: a run with the same inputs (a
vendor's CI against each new build of the same product) takes the kept rehearsal and starts
no rehearsal process. Kept in ``$TABLECERT_CACHE_DIR`` (default
``$XDG_CACHE_HOME/tablecert/rehearsals``, else ``~/.cache/tablecert/rehearsals``), the
:data:`KEEP` latest; a rehearsal is kept only once it ended whole.

What the key misses could only make a kept rehearsal ask otherwise than the run: the run then
reports that scenario's error (tablecert.adapters.ahead.AheadError), never a verdict about the
system; ``TABLECERT_CACHE_DIR=`` (empty) keeps nothing and takes nothing.
"""

from __future__ import annotations

import hashlib
import os
import sys
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import IO

__all__ = ["CACHE_VARIABLE", "KEEP", "Kept", "cache_folder", "kept_rehearsal", "rehearsal_key"]

CACHE_VARIABLE = "TABLECERT_CACHE_DIR"
KEEP = 8
"""The most rehearsals kept (about 14 MB each for the whole suite); older ones are removed."""
_PACKAGES = ("pytest", "pytest-bdd", "hypothesis")
_NAMED_FILES = ("TABLECERT_RULES_FILES", "TABLECERT_FEATURE_FILES")


def cache_folder() -> Path | None:
    """Where rehearsals are kept, or None: ``TABLECERT_CACHE_DIR`` set empty keeps none."""
    given = os.environ.get(CACHE_VARIABLE)
    if given is not None:
        return Path(given) if given.strip() else None
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "tablecert" / "rehearsals"


def _tree(digest: hashlib._Hash, root: Path) -> None:
    for folder, subfolders, files in os.walk(root, followlinks=True):
        subfolders[:] = sorted(d for d in subfolders if d != "__pycache__")
        for name in sorted(files):
            if not name.endswith(".pyc"):
                path = Path(folder, name)
                digest.update(str(path.relative_to(root)).encode() + b"\0" + path.read_bytes() + b"\0")


def rehearsal_key(argv: list[str], answer: bytes) -> str:
    """The rehearsal's inputs as one digest (its pytest arguments without the temporary
    folder's, which differ every run)."""
    import tablecert

    digest = hashlib.sha256(sys.version.encode())
    for package in _PACKAGES:
        try:
            digest.update(f"{package} {version(package)}".encode())
        except PackageNotFoundError:
            digest.update(package.encode())
    _tree(digest, Path(tablecert.__file__).resolve().parent)
    for arg in argv:
        if not arg.startswith("--results-json=") and not arg.endswith("system.json"):
            digest.update(arg.encode() + b"\0")
    for variable in _NAMED_FILES:
        for named in filter(None, os.environ.get(variable, "").split(os.pathsep)):
            path = Path(named)
            digest.update(named.encode() + b"\0")
            if path.is_dir():
                _tree(digest, path)
            elif path.is_file():
                digest.update(path.read_bytes())
    for option in ("--features", "--rules-dir"):
        if option in argv[:-1]:
            given = Path(argv[argv.index(option) + 1])
            if given.is_dir():
                _tree(digest, given)
    digest.update(answer)
    return digest.hexdigest()


def kept_rehearsal(key: str) -> Path | None:
    folder = cache_folder()
    found = folder / f"{key}.jsonl" if folder is not None else None
    return found if found is not None and found.is_file() else None


class Kept:
    """A rehearsal being written as it arrives, kept under its key once it ended whole."""

    def __init__(self, key: str) -> None:
        folder = cache_folder()
        self.target = folder / f"{key}.jsonl" if folder is not None else None
        self.partial: Path | None = None
        self.out: IO[bytes] | None = None
        if self.target is not None:
            try:
                self.target.parent.mkdir(parents=True, exist_ok=True)
                self.partial = self.target.with_name(f"{key}.partial-{os.getpid()}")
                self.out = self.partial.open("wb")
            except OSError:
                self.out = None  # a folder that cannot be written: nothing is kept

    def write(self, line: bytes) -> None:
        if self.out is not None:
            self.out.write(line)

    def close(self, *, whole: bool) -> None:
        if self.out is None or self.partial is None or self.target is None:
            return
        self.out.close()
        try:
            if whole:
                os.replace(self.partial, self.target)
                _prune(self.target.parent)
            else:
                self.partial.unlink()
        except OSError:
            pass


def _prune(folder: Path) -> None:
    """Only the :data:`KEEP` latest kept rehearsals stay (the files this module wrote)."""
    kept = sorted(folder.glob("*.jsonl"), key=lambda p: p.stat().st_mtime, reverse=True)
    for old in kept[KEEP:]:
        if len(old.stem) == 64:
            old.unlink(missing_ok=True)
