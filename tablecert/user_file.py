"""Reading one file a user hands the harness (a Rules Submission, a feature file, a waiver
file, a baseline's verdicts, a key, an attestation): every byte untrusted, so the file must be
a regular file (a FIFO, a device such as ``/dev/zero``, a folder is refused before it is
opened, and again on the open descriptor, so that a swap in between cannot make a read block
or run without end), its size is bounded before anything is parsed, the read has a deadline,
and every failure is an :class:`InputError` naming the file and why (exit 2)."""

from __future__ import annotations

import json
import os
import stat
import time
from pathlib import Path
from typing import Any

from tablecert.errors import InputError

__all__ = ["FEATURE_FILE_BYTES", "READ_DEADLINE_S", "RULES_FILE_BYTES", "SAVED_REPORT_BYTES", "read_bounded",
           "read_saved_json", "read_user_text", "utf8_text"]

RULES_FILE_BYTES = 1 << 20
"""A Rules Submission file is at most 1 MiB (the bundled ones are under 2 KB)."""
FEATURE_FILE_BYTES = 4 << 20
"""A feature file is at most 4 MiB (the bundled ones are under 40 KB)."""
READ_DEADLINE_S = 30.0
"""A user's file must be read whole within 30 s (a regular file on a stalled network mount)."""

_CHUNK = 1 << 16


def _kind_of(mode: int) -> str:
    """What a file that is not a regular file is, in a user's words."""
    kinds = ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a FIFO (named pipe)"),
             (stat.S_ISCHR, "a character device"), (stat.S_ISBLK, "a block device"),
             (stat.S_ISSOCK, "a socket"))
    return next((name for test, name in kinds if test(mode)), "not a regular file")


def read_bounded(path: Path, *, limit: int, named: str, kind: str,
                 deadline_s: float = READ_DEADLINE_S) -> bytes:
    """The bytes of ``path``, at most ``limit`` of them, read within ``deadline_s``; ``named``
    is how a message names the file (``--waivers FILE``), ``kind`` what it should have been
    (``a waiver file``). A symlink is followed, and what it points at must be a regular file."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        raise InputError(f"{named}: no such file") from None
    except OSError as exc:
        raise InputError(f"{named}: cannot read it ({exc.strerror})") from None
    if not stat.S_ISREG(mode):
        raise InputError(f"{named}: {_kind_of(mode)}, not a regular file; not {kind}")
    try:
        # O_NONBLOCK: should a FIFO replace the file after the stat, the open does not wait for a writer
        descriptor = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC | getattr(os, "O_NOCTTY", 0))
    except OSError as exc:
        raise InputError(f"{named}: cannot read it ({exc.strerror})") from None
    try:
        return _read_regular(descriptor, limit=limit, named=named, kind=kind, deadline_s=deadline_s)
    finally:
        os.close(descriptor)


def _read_regular(descriptor: int, *, limit: int, named: str, kind: str, deadline_s: float) -> bytes:
    """At most ``limit`` bytes of an open regular file, within ``deadline_s``."""
    try:
        info = os.fstat(descriptor)
    except OSError as exc:
        raise InputError(f"{named}: cannot read it ({exc.strerror})") from None
    if not stat.S_ISREG(info.st_mode):
        raise InputError(f"{named}: {_kind_of(info.st_mode)}, not a regular file; not {kind}")
    if info.st_size > limit:
        raise InputError(f"{named}: larger than {limit:,} bytes; not {kind}")
    ends = time.monotonic() + deadline_s
    chunks: list[bytes] = []
    got = 0
    while got <= limit:
        if time.monotonic() > ends:
            raise InputError(f"{named}: not read within {deadline_s:g} s; not {kind}")
        try:
            chunk = os.read(descriptor, min(_CHUNK, limit + 1 - got))
        except OSError as exc:
            raise InputError(f"{named}: cannot read it ({exc.strerror})") from None
        if not chunk:
            break
        chunks.append(chunk)
        got += len(chunk)
    if got > limit:
        raise InputError(f"{named}: larger than {limit:,} bytes; not {kind}")
    return b"".join(chunks)


def utf8_text(data: bytes, where: str) -> str:
    """``data`` as UTF-8 text; otherwise an InputError with the line of the first bad byte."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[:exc.start].count(b"\n") + 1
        raise InputError(f"{where}:{line}: not UTF-8 text ({exc.reason} at byte {exc.start})") from None


def read_user_text(path: Path, *, limit: int, named: str, kind: str, where: str | None = None) -> str:
    """:func:`read_bounded`, then :func:`utf8_text` (``where``, default the path, locates a bad byte)."""
    return utf8_text(read_bounded(path, limit=limit, named=named, kind=kind),
                     str(path) if where is None else where)


SAVED_REPORT_BYTES = 256 << 20
"""A file of a report folder read back (``tablecert report DIR``, a baseline): at most 256 MiB."""


def read_saved_json(path: Path, default: Any = None) -> Any:
    """A JSON file of a report folder tablecert wrote (``verdicts.json``, ``evidence.json``):
    ``default`` when it is absent, else read through :func:`read_bounded`; a file that is
    not JSON is an InputError naming it."""
    if not path.exists() and not path.is_symlink():
        return default
    text = read_user_text(path, limit=SAVED_REPORT_BYTES, named=str(path), kind="a file tablecert wrote")
    try:
        return json.loads(text)
    except (json.JSONDecodeError, RecursionError) as exc:
        raise InputError(f"{path}: not JSON tablecert wrote ({str(exc).splitlines()[0][:200]})") from None
