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

    What the harness derives from the spec instead of a list of its own:

    - ``definitions``: the section of its chapter that defines terms (``"537.1"``), whose
      citations are a term's (``537.1 Come Bet``, :data:`tablecert.oracle.citations.DEFINITION_SECTIONS`);
    - ``equipment``: what the game is played with, ``"cards"`` and/or ``"dice"`` (523.12-523.15
      govern each; 525's drops govern every game played with either); ``()`` for the records,
      which are no game played at a table;
    - ``seats``: the Rules Submission field of the table's seat count (``"seats"``), where
      scenarios name seats (:data:`tablecert.requirements.SEATS`); None where they do not;
    - ``offered_by_steps``: the steps that place a wager, or use a procedure or move, the Rules
      Submission may leave out, each ``(pattern of the step's words, field)``: a scenario with
      such a step declares ``@offers_<field>`` (:data:`tablecert.requirements.OFFERED_BY_STEPS`);
    - ``written_for_by_steps``: the Then steps whose literal amount follows a choice the
      Rules Submission makes (a rate, a paytable), each ``(pattern, field)``: a scenario with
      one declares ``@written_for_<field>`` (:data:`tablecert.requirements.WRITTEN_FOR_BY_STEPS`).

    The judge's hooks (:func:`tablecert.oracle.judge.compare_data` compares the oracle's
    observation with the system's field by field; a game steers it with data, never code in
    the judge):

    - a field named ``citation`` is never compared: it says which subsection the record
      serves, and every difference inside the record is filed under it (the nearest one
      up the path);
    - a field marked ``dataclasses.field(metadata={judge.UNJUDGED: True})`` is never
      compared either: free text such as a note or the odds as printed;
    - where the text leaves part of an order open, the observation class's static method
      ``judged_order(expected, observed) -> (expected, observed)`` puts both in one order
      first (Blackjack's 549.4(f), the baccarat games' settlement of one hand's wagers);
      otherwise a sequence is compared element by element and a length difference is one
      difference;
    - "one rule, one method": the table applies each rule in a method of its own (the
      baccarat table's ``# each rule, one method`` section), so a catalogued defect of the
      reference system (tablecert/reference_system/defects_<name>.py) overrides exactly one
      rule and the rest of the defective system stays correct.

    Everything else about a game is derived from its entry in :data:`tablecert.oracle.catalogue.GAMES`
    (ARCHITECTURE.md, "Adding a game").
    """

    game: str
    title: str
    chapters: tuple[str, ...]
    parse_rules: Any  # Callable[[str, str], GameRules]; Any keeps the dataclass hashable and simple
    table: type[GameTable]
    script: type
    observation: type
    readings: tuple[Interpretation, ...] = ()
    definitions: str | None = None
    equipment: tuple[str, ...] = ()
    seats: str | None = None
    offered_by_steps: tuple[tuple[str, str], ...] = ()
    written_for_by_steps: tuple[tuple[str, str], ...] = ()
