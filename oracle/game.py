"""The shape every game beyond Three Card Poker and Let It Ride plugs into.

Three Card Poker and Let It Ride grew first and have their own round engine
(:mod:`tablecert.oracle.card_round.engine`). Every other chapter of the seeds (Craps 537, Blackjack 549,
Spanish 21 551, the baccarat games 541/543/545, Ultimate Texas Hold 'Em 653a, the equipment and
internal-control records of 523/525, device malfunction) is a :class:`GameSpec`: its own
Rules Submission, a scripted round as plain data, the observation a system reports, and the
oracle's table that plays the script. The same four pieces serve the in-process adapter,
the HTTP adapter (the protocol's generic ``/v1/tables`` and ``/scripted-rounds`` endpoints,
docs/protocol.md "Other games"), the reference table system and the judge, so a new
chapter adds data and rules, not plumbing.

Scripts and observations are frozen dataclasses of plain values (int cents, str, bool,
StrEnum, :class:`tablecert.oracle.cards.Card`, :class:`fractions.Fraction`, tuples and nested
dataclasses of the same), so the generic wire codec (:mod:`tablecert.adapters.game_wire`) and the
generic judge (:func:`tablecert.oracle.judge.compare_data`) handle them without per-game code.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any, ClassVar

from tablecert.oracle.readings import Interpretation

__all__ = ["GameRules", "GameSpec", "GameTable"]


class GameRules(ABC):
    """A parsed, valid Rules Submission for one game (601a.2 / 521.2).

    ``text`` is the YAML as submitted: the HTTP adapter sends it to a vendor unchanged.
    """

    game: ClassVar[str]
    name: str
    source: str
    text: str


class GameTable(ABC):
    """The oracle's table for one game: it plays scripted rounds in order and keeps
    whatever state lasts between them (shoe, meters, records).

    ``choices`` is the table's answer to each reading where the text allows several (None:
    the game has none); :meth:`alternatives` names the others the text allows, which the
    oracle plays too when a system's round differs from its own
    (:func:`tablecert.oracle.allowed.play_as_observed`).
    """

    choices: Any = None

    def __init__(self, rules: GameRules) -> None:
        self.rules = rules

    def alternatives(self) -> tuple[Any, ...]:
        """Every other answer the text allows to the readings ``choices`` answers (none here)."""
        return ()

    @abstractmethod
    def play(self, script: Any) -> Any:
        """Play one scripted round and return its observation (``GameSpec.observation``)."""


@dataclass(frozen=True)
class GameSpec:
    """One game as the harness knows it.

    ``game`` is the Rules Submission's ``game:`` value and the protocol's game name;
    ``chapters`` the chapters of 58 Pa. Code it answers for; ``parse_rules(text, source)``
    validates a Rules Submission (raising :class:`tablecert.oracle.rules_reader.RulesSubmissionError`
    with every violation's field, line and citation); ``table`` is the oracle's table class;
    ``script`` and ``observation`` are the dataclasses that travel on the wire; ``readings``
    the game's entries of the interpretation register (its package's ``readings.py``).
    """

    game: str
    title: str
    chapters: tuple[str, ...]
    parse_rules: Any  # Callable[[str, str], GameRules]; Any keeps the dataclass hashable and simple
    table: type[GameTable]
    script: type
    observation: type
    readings: tuple[Interpretation, ...] = ()
