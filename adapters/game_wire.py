"""The wire codec of every game of :data:`tablecert.oracle.catalogue.GAMES`: one generic JSON codec for
their scripts and observations, driven by the dataclasses' type hints.

A script or observation is a frozen dataclass of plain values, so its JSON is its fields by
name: cards in compact notation (``"As"``, ``"10d"``), fractions as ``"3/2"``, enums by their
regulation words, tuples as arrays, ``None`` as null. Decoding is strict: an unknown field,
a missing one or a value of the wrong type raises :class:`tablecert.adapters.wire.WireError` naming the
JSON path, which the HTTP adapter turns into a broken verdict naming endpoint and field.
(msgspec parses the bytes; it cannot refuse unknown fields of a plain dataclass or take a
card as a string, so the typed walk is ours.)
"""

from __future__ import annotations

import dataclasses
import functools
import types
import typing
from enum import Enum
from fractions import Fraction
from typing import Any, TypeVar

import msgspec

from tablecert.adapters.wire import WireError, card_from_json
from tablecert.oracle.cards import Card

__all__ = ["decode", "encode", "from_builtins", "to_builtins"]

_T = TypeVar("_T")
_ENCODER = msgspec.json.Encoder()


def to_builtins(obj: Any) -> Any:
    """``obj`` as plain JSON-shaped Python (dicts, lists, strings, numbers, None)."""
    if isinstance(obj, Card | Fraction):
        return str(obj)
    if isinstance(obj, Enum):
        return obj.value
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return {f.name: to_builtins(getattr(obj, f.name)) for f in dataclasses.fields(obj)}
    if isinstance(obj, tuple | list):
        return [to_builtins(v) for v in obj]
    if isinstance(obj, dict):
        return {str(k): to_builtins(v) for k, v in obj.items()}
    return obj


def encode(obj: Any) -> bytes:
    """``obj`` as JSON bytes."""
    return _ENCODER.encode(to_builtins(obj))


def decode(data: bytes | str, kind: type[_T]) -> _T:
    """JSON ``data`` as a ``kind``; WireError with the JSON path if it does not fit."""
    try:
        raw = msgspec.json.decode(data)
    except msgspec.DecodeError as exc:
        raise WireError("", f"not valid JSON: {exc}") from None
    return from_builtins(raw, kind)


def from_builtins(raw: Any, kind: type[_T], path: str = "") -> _T:
    """Plain JSON-shaped ``raw`` as a ``kind`` (see :func:`decode`)."""
    value: _T = _convert(raw, kind, path)
    return value


@functools.cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def _name(kind: Any) -> str:
    return getattr(kind, "__name__", str(kind))


def _convert(raw: Any, kind: Any, path: str) -> Any:
    origin = typing.get_origin(kind)
    if origin in (typing.Union, types.UnionType):
        options = typing.get_args(kind)
        if raw is None and type(None) in options:
            return None
        errors = []
        for option in options:
            if option is type(None):
                continue
            try:
                return _convert(raw, option, path)
            except WireError as exc:
                errors.append(exc)
        raise errors[0] if len(errors) == 1 else WireError(
            path, f"expected one of {', '.join(_name(o) for o in options)}, got {raw!r}")
    if origin is tuple:
        args = typing.get_args(kind)
        if not isinstance(raw, list):
            raise WireError(path, f"expected an array, got {raw!r}")
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_convert(v, args[0], f"{path}[{i}]") for i, v in enumerate(raw))
        if len(raw) != len(args):
            raise WireError(path, f"expected an array of {len(args)}, got {len(raw)}")
        return tuple(_convert(v, a, f"{path}[{i}]") for i, (v, a) in enumerate(zip(raw, args, strict=True)))
    if origin is dict:
        key_kind, value_kind = typing.get_args(kind)
        if not isinstance(raw, dict):
            raise WireError(path, f"expected an object, got {raw!r}")
        return {_convert(k, key_kind, f"{path}.{k}"): _convert(v, value_kind, f"{path}.{k}")
                for k, v in raw.items()}
    if origin is typing.Literal:
        if raw not in typing.get_args(kind):
            raise WireError(path, f"expected one of {typing.get_args(kind)}, got {raw!r}")
        return raw
    if kind is Any:
        return raw
    if kind is Card:
        return card_from_json(raw, path)
    if kind is Fraction:
        if not isinstance(raw, str | int) or isinstance(raw, bool):
            raise WireError(path, f"expected a fraction like '3/2', got {raw!r}")
        try:
            return Fraction(raw)
        except (ValueError, ZeroDivisionError):
            raise WireError(path, f"{raw!r} is not a fraction like '3/2'") from None
    if isinstance(kind, type) and issubclass(kind, Enum):
        try:
            return kind(raw)
        except ValueError:
            known = ", ".join(repr(m.value) for m in kind)
            raise WireError(path, f"{raw!r} is not one of {known}") from None
    if kind is bool or kind is str:
        if type(raw) is not kind:
            raise WireError(path, f"expected {'true or false' if kind is bool else 'a string'}, got {raw!r}")
        return raw
    if kind is int:
        if type(raw) is not int:
            raise WireError(path, f"expected a whole number, got {raw!r}")
        return raw
    if dataclasses.is_dataclass(kind):
        return _dataclass(raw, kind, path)
    raise TypeError(f"{path}: the wire codec has no rule for {kind!r}")


def _dataclass(raw: Any, kind: Any, path: str) -> Any:
    if not isinstance(raw, dict):
        raise WireError(path, f"expected an object ({kind.__name__}), got {raw!r}")
    hints = _hints(kind)
    fields = {f.name: f for f in dataclasses.fields(kind) if f.init}
    unknown = sorted(set(raw) - set(fields))
    if unknown:
        raise WireError(f"{path}.{unknown[0]}".lstrip("."),
                        f"unknown field; the fields of {kind.__name__} are {', '.join(fields)}")
    values: dict[str, Any] = {}
    for name, field in fields.items():
        sub = f"{path}.{name}".lstrip(".")
        if name not in raw:
            if field.default is dataclasses.MISSING and field.default_factory is dataclasses.MISSING:
                raise WireError(sub, "missing")
            continue
        values[name] = _convert(raw[name], hints[name], sub)
    try:
        return kind(**values)
    except (ValueError, TypeError) as exc:  # the dataclass's own checks (__post_init__)
        raise WireError(path, str(exc)) from None
