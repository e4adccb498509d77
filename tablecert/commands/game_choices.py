"""The game choices of ``fuzz --game`` and ``stats --game``, read from the registries that
play them (tablecert.fuzz.games, tablecert.stats.games) when argparse first needs them: the
command line starts without importing the games, and a game added to a registry is a choice
with no list to edit here."""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Sequence
from functools import cached_property
from typing import overload

__all__ = ["CARD_GAMES", "FUZZED_GAMES", "RETURN_GAMES", "GameChoices"]

CARD_GAMES = ("three-card-poker", "let-it-ride")
"""The two games of the shared round engine, which every command plays."""


class GameChoices(Sequence[str]):
    """:data:`CARD_GAMES`, then the games ``registry()`` names (``module:function``), read on
    first use: a bad ``--game`` value, ``--help`` or a test asks for them; a good default
    never does. Give the option a ``metavar``: argparse would otherwise read the choices when
    the parser is built."""

    def __init__(self, registry: str) -> None:
        self.registry = registry

    @cached_property
    def _names(self) -> tuple[str, ...]:
        module, _, function = self.registry.partition(":")
        registered: tuple[str, ...] = getattr(importlib.import_module(module), function)()
        return (*CARD_GAMES, *registered)

    @overload
    def __getitem__(self, index: int) -> str: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[str]: ...
    def __getitem__(self, index: int | slice) -> str | Sequence[str]:
        return self._names[index]

    def __len__(self) -> int:
        return len(self._names)

    def __iter__(self) -> Iterator[str]:
        return iter(self._names)

    def __contains__(self, value: object) -> bool:
        return value in CARD_GAMES or value in self._names


FUZZED_GAMES = GameChoices("tablecert.fuzz.games:fuzzed_games")
"""``fuzz --game``: the card games and every game of tablecert.fuzz.games."""

RETURN_GAMES = GameChoices("tablecert.stats.games:return_games")
"""``stats --game``: the card games and every game whose return tablecert.stats.games checks."""
