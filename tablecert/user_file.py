"""Reading one file a user hands the harness (a waiver file, a baseline's verdicts, a key,
an attestation): every byte untrusted, so the size is bounded before anything is parsed and
every failure is an :class:`InputError` naming the file (exit 2)."""

from __future__ import annotations

from pathlib import Path

from tablecert.errors import InputError

__all__ = ["read_bounded", "utf8_text"]


def read_bounded(path: Path, *, limit: int, named: str, kind: str) -> bytes:
    """The bytes of ``path``, at most ``limit`` of them; ``named`` is how a message names the
    file (``--waivers FILE``), ``kind`` what it should have been (``a waiver file``)."""
    try:
        if not path.is_file():
            raise InputError(f"{named}: no such file" if not path.exists() else f"{named}: not a file")
        with path.open("rb") as handle:
            data = handle.read(limit + 1)
    except OSError as exc:
        raise InputError(f"{named}: cannot read it ({exc.strerror})") from None
    if len(data) > limit:
        raise InputError(f"{named}: larger than {limit:,} bytes; not {kind}")
    return data


def utf8_text(data: bytes, where: str) -> str:
    """``data`` as UTF-8 text; otherwise an InputError with the line of the first bad byte."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[:exc.start].count(b"\n") + 1
        raise InputError(f"{where}:{line}: not UTF-8 text ({exc.reason} at byte {exc.start})") from None
