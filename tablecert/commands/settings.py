"""The typed settings of ``tablecert fuzz`` and ``tablecert stats``: frozen dataclasses the
handlers build once from the parsed options (:func:`settings_from`), so the commands and
the engines behind them read typed, unchangeable values and never an ``argparse.Namespace``.
The system options (``--target``, ``--adapter``, ``--defect``, ...) are read from them into a
:class:`~tablecert.commands.systems.SystemChoice`."""

from __future__ import annotations

import argparse
import dataclasses
from dataclasses import dataclass
from typing import TypeVar

__all__ = ["FuzzSettings", "StatsSettings", "settings_from"]

_S = TypeVar("_S")


@dataclass(frozen=True)
class _SystemOptions:
    target: str = "reference"
    adapter: str | None = None
    defect: str | None = None
    timeout: float = 10.0
    deadline: float | None = None


@dataclass(frozen=True)
class FuzzSettings(_SystemOptions):
    """``tablecert fuzz`` (docs: ``tablecert fuzz --help``)."""

    game: str = "three-card-poker"
    rounds: int = 1000
    sessions: int = 0
    seed: int = 0
    variant: str | None = None
    capabilities: str | None = None
    workers: int = 1
    rules: tuple[str, ...] | None = None
    seats: int | None = None
    every_wager: bool = False
    tables: int = 1
    scheduler: str | None = None
    shards: int | None = None
    batch: int = 1
    json: bool = False
    quiet: bool = False


@dataclass(frozen=True)
class StatsSettings(_SystemOptions):
    """``tablecert stats`` (docs: ``tablecert stats --help``)."""

    game: str = "three-card-poker"
    rules: str | None = None
    rounds: int = 2000
    seed: int = 0
    alpha: float = 0.05
    return_effect: float = 0.05
    max_seconds: float | None = None
    insecure: bool = False
    report: str | None = None
    tables: int = 1
    scheduler: str | None = None
    shards: int | None = None
    batch: int = 100
    quiet: bool = False
    json: bool = False


def settings_from(kind: type[_S], args: argparse.Namespace) -> _S:
    """The ``kind`` settings of parsed options: each field from the option of its name (a
    list of names becomes a tuple), the default where the command has no such option.

    >>> settings_from(FuzzSettings, argparse.Namespace(rounds=5, rules=["a"], other=1)).rules
    ('a',)
    """
    values = {}
    for f in dataclasses.fields(kind):  # type: ignore[arg-type]
        if hasattr(args, f.name):
            value = getattr(args, f.name)
            values[f.name] = tuple(value) if isinstance(value, list) else value
    return kind(**values)
