"""JSON text read without trusting it: ``json.loads``, by msgspec where it can, refusing what
no honest system sends (``NaN``, huge numbers, invalid Unicode, nesting too deep).
"""

from __future__ import annotations

import json
from typing import Any

import msgspec

__all__ = ["MAX_DIGITS", "decode_json"]

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
