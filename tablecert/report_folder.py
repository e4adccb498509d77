"""The report folder: written only where nothing of the user's can be lost, built beside the
old report and swapped in whole.

``--report DIR`` (of ``tablecert run`` and ``tablecert stats``) is accepted only when DIR is
absent, empty, or an earlier tablecert report: one holding the marker file :data:`MARKER`
(every report since this module), or holding nothing but the files a report writes (older
reports). Anything else — a project (``--report .``), ``docs``, ``..``, ``/``, a file, a
folder whose parent cannot be written — is refused (:class:`InputError`, exit 2) before
anything runs.

The new report is built in a staging folder beside DIR (``DIR.partial``, with the marker
from its first moment), and renamed into place when its files are written. The marker
:data:`COMPLETE` is the last file written into a complete report: a report without it is
incomplete (interrupted, or killed outright before it was swapped in). A lock (``flock`` on
``.DIR.lock`` beside DIR, released by the kernel when the process dies) keeps a second run
out of the folder while one is writing it.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import shutil
from datetime import UTC, datetime
from pathlib import Path
from typing import IO

import tablecert
from tablecert.errors import InputError

__all__ = ["COMPLETE", "MARKER", "ReportFolder", "ReportSwapError", "is_complete"]

MARKER = ".tablecert-report"
"""Written first into every report folder: this folder is a tablecert report, ours to replace."""
COMPLETE = ".tablecert-complete"
"""Written last, only into a report whose run finished: its absence means incomplete."""

PREVIOUS_INSIDE = ".tablecert-previous"
"""Where the earlier report's files wait, inside DIR, while a report is swapped in by contents."""


class ReportSwapError(InputError):
    """The finished report could not be swapped into its folder (exit 2, naming the folder);
    it is whole beside it."""


def _rename(source: Path, target: Path) -> None:
    """The one place a report folder or its files are renamed (a test makes it fail, EBUSY)."""
    os.rename(source, target)


def _copy(source: Path, target: Path) -> None:
    """A report file or folder copied into a folder on another file system."""
    if source.is_dir() and not source.is_symlink():
        shutil.copytree(source, target, symlinks=True)
    else:
        shutil.copy2(source, target, follow_symlinks=False)


# what a report of tablecert writes (an older report, from before the marker, holds only these)
REPORT_FILES = frozenset({
    MARKER, COMPLETE, PREVIOUS_INSIDE, "matrix.html", "matrix.md", "matrix.json", "checklist.md",
    "evidence.json", "verdicts.json", "verdicts.timings.json", "junit.xml", "allure-results",
    "interpretations.md", "stats.json", "summary.json", "matrix.pdf",
})
_REPORT_PATTERNS = ("transcript*.jsonl", "stats-*.png")


def _is_report_file(name: str) -> bool:
    return name in REPORT_FILES or any(Path(name).match(p) for p in _REPORT_PATTERNS)


def is_complete(folder: Path) -> bool:
    """A report whose run finished and whose every file was written."""
    return (folder / MARKER).is_file() and (folder / COMPLETE).is_file()


def check_folder(path: Path, option: str = "--report") -> Path:
    """The folder, resolved, if a report may be written there; else InputError naming it (a
    name too long for the file system, ENAMETOOLONG, too)."""
    try:
        return _check_folder(path, option)
    except OSError as exc:
        raise InputError(f"{option} {path}: cannot use the folder ({exc.strerror})") from None


def _check_folder(path: Path, option: str) -> Path:
    shown = str(path)
    folder = Path(os.path.abspath(path))
    try:
        resolved = folder.resolve()
    except (OSError, RuntimeError) as exc:
        raise InputError(f"{option} {shown}: cannot resolve the folder ({exc})") from None
    if resolved == Path(resolved.anchor):
        raise InputError(f"{option} {shown}: the root of the file system is not a report folder")
    if Path.cwd().resolve().is_relative_to(resolved):
        raise InputError(f"{option} {shown}: holds the current folder; a report replaces its folder "
                         "whole, so name a folder of its own (e.g. reports/out)")
    if resolved.exists() or folder.is_symlink():
        if not resolved.is_dir():
            raise InputError(f"{option} {shown}: exists and is not a folder")
        try:
            names = [p.name for p in resolved.iterdir()]
        except OSError as exc:
            raise InputError(f"{option} {shown}: cannot read the folder ({exc.strerror})") from None
        if names and MARKER not in names:
            foreign = sorted(n for n in names if not _is_report_file(n))
            if foreign:
                listed = ", ".join(foreign[:5]) + (", ..." if len(foreign) > 5 else "")
                raise InputError(f"{option} {shown}: not empty and not a tablecert report (it holds "
                                 f"{listed}); name an empty or new folder, or an earlier report")
    parent = resolved.parent
    existing = parent
    while not existing.exists():
        existing = existing.parent
    if not os.access(existing, os.W_OK | os.X_OK):
        raise InputError(f"{option} {shown}: cannot write into {existing} (permission denied); "
                         "the report is built beside its folder and swapped in")
    return resolved


class ReportFolder:
    """One run's hold on a report folder: checked, locked, a staging folder to write into,
    and :meth:`commit` to swap it in.

    >>> # with ReportFolder(Path("reports/out")) as report:
    >>> #     (report.staging / "matrix.md").write_text(...)
    >>> #     report.commit(complete=True)
    """

    def __init__(self, path: Path, *, option: str = "--report") -> None:
        self.shown = str(path)
        self.option = option
        self.path = check_folder(path, option)
        self.staging = self.path.with_name(self.path.name + ".partial")
        self._previous = self.path.with_name(self.path.name + ".previous")
        self._lock_path = self.path.with_name(f".{self.path.name}.lock")
        self._lock: IO[str] | None = None
        self.committed = False

    # ------------------------------------------------------------------ the lock
    def lock(self) -> None:
        """Take the folder for this run, or refuse (InputError) while another run holds it."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise InputError(f"{self.option} {self.shown}: cannot create {self.path.parent} "
                             f"({exc.strerror})") from None
        while True:
            try:
                handle = self._lock_path.open("a+", encoding="utf-8")
            except OSError as exc:
                raise InputError(f"{self.option} {self.shown}: cannot write beside the folder "
                                 f"({exc.strerror})") from None
            try:
                fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                handle.seek(0)
                holder = handle.read().strip()
                handle.close()
                raise InputError(f"{self.option} {self.shown}: another tablecert run is writing this "
                                 f"report ({holder or 'lock held'}); wait for it or name another folder"
                                 ) from None
            # the file may have been removed by a run that just finished: lock the one that is there
            try:
                same = os.stat(self._lock_path).st_ino == os.fstat(handle.fileno()).st_ino
            except FileNotFoundError:
                same = False
            if same:
                break
            handle.close()
        handle.seek(0)
        handle.truncate()
        handle.write(f"pid {os.getpid()} since {datetime.now(UTC).isoformat(timespec='seconds')}\n")
        handle.flush()
        self._lock = handle

    def release(self) -> None:
        if self._lock is None:
            return
        with contextlib.suppress(OSError):
            self._lock_path.unlink()
        self._lock.close()
        self._lock = None

    # ------------------------------------------------------------------ staging and swap
    def begin(self, *, keep: bool = False) -> Path:
        """A fresh staging folder holding the marker (``keep``: and a copy of the current
        report, which ``tablecert stats`` adds to). A staging folder left by a run killed
        outright is ours (it holds the marker) and is removed; anything else there is refused."""
        assert self._lock is not None, "lock() first"
        for leftover in (self.staging, self._previous):
            if leftover.exists() or leftover.is_symlink():
                if not (leftover / MARKER).is_file() or leftover.is_symlink():
                    raise InputError(f"{self.option} {self.shown}: {leftover} is in the way and is not "
                                     "a tablecert report; move it away")
                if leftover == self.staging and is_complete(leftover):
                    raise InputError(f"{self.option} {self.shown}: {leftover} holds a complete report "
                                     "that was never swapped in; move it where you want it first")
                shutil.rmtree(leftover)
        try:
            if keep and self.path.is_dir():
                shutil.copytree(self.path, self.staging, symlinks=True)
                with contextlib.suppress(FileNotFoundError):
                    (self.staging / COMPLETE).unlink()
            else:
                self.staging.mkdir()
        except OSError as exc:
            raise InputError(f"{self.option} {self.shown}: cannot create {self.staging} "
                             f"({exc.strerror})") from None
        marker = {"tool": "tablecert", "version": tablecert.__version__,
                  "started_at": datetime.now(UTC).isoformat(timespec="seconds"), "complete": False}
        (self.staging / MARKER).write_text(json.dumps(marker, indent=1) + "\n", encoding="utf-8")
        return self.staging

    def commit(self, *, complete: bool) -> None:
        """Swap the staging folder in. A complete report gets :data:`COMPLETE` as its very
        last file, before the swap; an incomplete one never does."""
        marker_path = self.staging / MARKER
        marker = json.loads(marker_path.read_text(encoding="utf-8"))
        marker["complete"] = complete
        marker["finished_at"] = datetime.now(UTC).isoformat(timespec="seconds")
        marker_path.write_text(json.dumps(marker, indent=1) + "\n", encoding="utf-8")
        if complete:
            (self.staging / COMPLETE).write_text(json.dumps(
                {"complete": True, "finished_at": marker["finished_at"]}) + "\n", encoding="utf-8")
        try:
            self._swap_folders()
        except OSError as exc:
            if self.path.exists() and not self._previous.exists():  # DIR cannot be renamed: a mount point
                self._swap_contents(exc)
            else:
                raise self._not_swapped(exc) from None
        self.committed = True

    def _swap_folders(self) -> None:
        """The usual swap: DIR to DIR.previous, DIR.partial to DIR, the previous removed."""
        if self.path.exists():
            _rename(self.path, self._previous)
        _rename(self.staging, self.path)
        if self._previous.exists():
            shutil.rmtree(self._previous, ignore_errors=True)

    def _swap_contents(self, why: OSError) -> None:
        """DIR itself cannot be renamed (a mount point: a Docker or CI volume; EBUSY, EPERM):
        its contents are swapped instead. The earlier report loses :data:`COMPLETE` first, so
        from that moment it never reads as the current complete report; its files go aside
        into DIR/.tablecert-previous (a rename within DIR's file system), the new files are
        moved in, :data:`COMPLETE` last, and the earlier ones removed. Should that fail too,
        the new report stays whole in DIR.partial, which the next run keeps (see :meth:`begin`)."""
        aside = self.path / PREVIOUS_INSIDE
        copied: list[Path] = []
        try:
            with contextlib.suppress(FileNotFoundError):
                (self.path / COMPLETE).unlink()
            if aside.exists():
                shutil.rmtree(aside)
            aside.mkdir()
            for entry in sorted(self.path.iterdir()):
                if entry.name not in (MARKER, PREVIOUS_INSIDE):
                    _rename(entry, aside / entry.name)
            last = [e for e in sorted(self.staging.iterdir()) if e.name == COMPLETE]
            for entry in [e for e in sorted(self.staging.iterdir()) if e.name != COMPLETE] + last:
                copied.append(self.path / entry.name)
                _copy(entry, self.path / entry.name)
        except OSError as exc:
            self._put_back(aside, copied)
            raise self._not_swapped(exc, why) from None
        shutil.rmtree(aside, ignore_errors=True)
        shutil.rmtree(self.staging, ignore_errors=True)

    def _put_back(self, aside: Path, copied: list[Path]) -> None:
        """A swap by contents that failed: the new files copied so far removed, the earlier
        report's files back in place (without :data:`COMPLETE`: it reads as incomplete)."""
        for path in copied:
            if path.name != MARKER:
                with contextlib.suppress(OSError):
                    shutil.rmtree(path) if path.is_dir() and not path.is_symlink() else path.unlink()
        if aside.is_dir():
            for entry in sorted(aside.iterdir()):
                with contextlib.suppress(OSError):
                    _rename(entry, self.path / entry.name)
            with contextlib.suppress(OSError):
                aside.rmdir()

    def _not_swapped(self, exc: OSError, first: OSError | None = None) -> ReportSwapError:
        tried = f"; renaming it: {first.strerror}" if first is not None else ""
        return ReportSwapError(f"{self.option} {self.shown}: the new report could not be swapped in "
                               f"({exc.strerror}{tried}); it is whole in {self.staging}, which the next "
                               "run keeps: move it where you want it")

    def abandon(self) -> None:
        """Remove the staging folder (bad input found after it was made): nothing written."""
        if self.staging.exists() and (self.staging / MARKER).is_file():
            shutil.rmtree(self.staging, ignore_errors=True)

    def __enter__(self) -> ReportFolder:
        self.lock()
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()
