"""JSON text read without trusting it: ``json.loads``, by msgspec where it can, refusing what
no honest system sends (``NaN``, huge numbers, invalid Unicode, nesting too deep).
"""

from __future__ import annotations

import json
from typing import Any

import msgspec

from tablecert.oracle.errors import TablecertError

__all__ = ["MAX_DIGITS", "decode_json", "duplicate_key"]

MAX_DIGITS = 30
"""The most digits a JSON number may have: money in cents fits in 19."""


def decode_json(content: bytes | str) -> Any:
    """``json.loads``, by msgspec where it can, and never trusting the text: a body msgspec
    does not take (not JSON, not UTF-8, ``NaN``) goes to ``json.loads``, which decides and
    words any error as before, except that here ``NaN`` and ``Infinity``, a number of more
    than :data:`MAX_DIGITS` digits and a string that is not valid Unicode (a lone surrogate
    such as ``"\\ud800"``, which ``json.loads`` lets through) are refused, and nesting
    deeper than the parser's own limit is a ``ValueError``, not a ``RecursionError``."""
    try:
        return _DECODER.decode(content)
    except RecursionError:
        raise ValueError("nested deeper than any answer of the protocol") from None
    except msgspec.DecodeError:
        pass
    try:
        data = json.loads(content, parse_constant=_no_constant, parse_int=_bounded_int,
                          parse_float=_bounded_float)
    except RecursionError:
        raise ValueError("nested deeper than any answer of the protocol") from None
    # msgspec refused the text, so it may hold what json.loads lets through: a lone
    # surrogate, written as a \\ud800 escape or encoded in the bytes themselves
    try:
        json.dumps(data, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError as exc:
        bad = exc.object[exc.start:exc.end].encode("unicode_escape").decode("ascii")
        raise ValueError(f"invalid Unicode: a lone surrogate {bad} in a string") from None
    return data


class _Duplicate(TablecertError):
    """A key given twice in one object (raised inside ``json.loads``, caught here)."""


def _unique(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    found = dict(pairs)
    if len(found) != len(pairs):
        raise _Duplicate
    return found


def duplicate_key(content: bytes | str) -> str | None:
    """The path of the first key given twice in one object of ``content`` (``settlements``,
    ``observation.events[2].kind``), or None: none is, or the text is not JSON at all (what
    :func:`decode_json` then words). JSON leaves duplicates to the reader (RFC 8259 4: "names
    within an object SHOULD be unique"), msgspec and ``json.loads`` keep the last one; a
    protocol answer or request that states a field twice (``"settlements": []`` before the
    real list) is refused instead. One pass of ``json.loads`` with a pair hook; the path is
    sought only when a duplicate is there."""
    try:
        json.loads(content, object_pairs_hook=_unique)
    except _Duplicate:
        try:
            found = _first_duplicate(json.loads(content, object_pairs_hook=_Pairs), "")
        except RecursionError:
            found = None
        return found if found is not None else "(nested too deep to name)"
    except (ValueError, RecursionError, UnicodeDecodeError, TypeError):
        return None
    return None


class _Pairs(list[tuple[str, Any]]):
    """An object's pairs as written, duplicates kept (for :func:`_first_duplicate`)."""


def _first_duplicate(value: Any, path: str) -> str | None:
    if isinstance(value, _Pairs):
        seen: set[str] = set()
        for key, item in value:
            where = f"{path}.{key}" if path else key
            if key in seen:
                return where
            seen.add(key)
            found = _first_duplicate(item, where)
            if found is not None:
                return found
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found = _first_duplicate(item, f"{path}[{index}]")
            if found is not None:
                return found
    return None


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise ValueError(f"a number of {len(text.lstrip('-'))} digits; at most {MAX_DIGITS}")
    return int(text)


def _bounded_float(text: str) -> float:
    if len(text) > MAX_DIGITS + 10:
        raise ValueError(f"a number of {len(text)} characters; at most {MAX_DIGITS + 10}")
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise ValueError(f"{text[:20]} is out of range")
    return value


_DECODER = msgspec.json.Decoder()
