"""The scenario kit every game's steps share under ``tablecert run --rules``: the Rules
Submission a table opens under (the product's own, where its tags allow: tablecert/requirements.py),
the two tables it opens, on the system under test and on the oracle, and
:class:`GameScenario`, the context a game's steps keep: those tables, the round played on both
and judged, and the system's observation the Then steps read.

The game's context fixture does not take the system under test: only the "table under Rules
Submission" Given does, so a scenario that only runs the harness's Rules Submission validator
never asks the system and reads *checked in the submission* (steps/plugin.py's verdicts).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Generic, TypeVar

import pytest

from tablecert.adapters.contract import Capability, GameTableSession, SystemUnderTest
from tablecert.adapters.in_process import InProcessSystem, oracle_game_round
from tablecert.files import resolve_game_rules
from tablecert.oracle.game import GameRules
from tablecert.product import SCENARIO_STEPS, current_product
from tablecert.requirements import Requirements, seats_of_steps, stand_in_game
from tablecert.steps.judgements import RoundJudgements

RulesT = TypeVar("RulesT", bound=GameRules)
ObservationT = TypeVar("ObservationT")


def scenario_requirements(request: pytest.FixtureRequest) -> Requirements:
    """The scenario's ``@offers_<field>`` and ``@written_for_<field>`` tags, read from its marks,
    and the seats its steps name."""
    offers = {str(m.args[0]) for m in request.node.iter_markers("offers")}
    written = {str(m.args[0]) for m in request.node.iter_markers("written_for")}
    steps = request.node.stash.get(SCENARIO_STEPS, [])
    return Requirements(tuple(sorted(offers)), tuple(sorted(written)), seats_of_steps(steps))


def product_table_rules(named: GameRules, request: pytest.FixtureRequest) -> GameRules:
    """``named``, or with ``--rules`` the product's submission of the same game that meets the
    scenario's requirements; a scenario it does not meet is skipped as *not applicable* with
    the field named."""
    product = current_product()
    if product is None:
        return named
    chosen = stand_in_game(named, product, scenario_requirements(request))
    if isinstance(chosen, str):
        pytest.skip(f"not applicable: {chosen}")
    return chosen


def check_plays(system: SystemUnderTest, games: list[str]) -> None:
    """Skip the scenario when the system does not play one of ``games`` (the system's own list)
    or cannot play them (scripted-rounds only, docs/protocol.md, Other games): a system that
    declares less than the reference system is not applicable there, never an error."""
    adapter = getattr(system, "adapter", None)  # a GuardedSystem: its games are the adapter's word
    listed = f"the games of adapter {adapter}" if isinstance(adapter, str) else "GET /v1/system games"
    for game in games:
        if game not in system.games:
            pytest.skip(f"the system under test does not play {game!r} ({listed})")
        if Capability.SCRIPTED_ROUND not in system.capabilities:
            pytest.skip(f"not applicable: {game!r} is played through scripted-rounds only "
                        "(docs/protocol.md, Other games) and the system does not declare "
                        "'scripted-round'")


def open_tables(system: SystemUnderTest, rules: GameRules,
                request: pytest.FixtureRequest) -> tuple[GameTableSession, GameTableSession]:
    """The table on the system under test and the oracle's, both under ``rules``, once the
    system is known to play the scenario's games (its ``@game_...`` tags)."""
    check_plays(system, [str(m.args[0]) for m in request.node.iter_markers("game")])
    return system.open_game_table(rules), InProcessSystem().open_game_table(rules)


@dataclass
class GameScenario(Generic[RulesT, ObservationT]):
    """What a game's scenario keeps between its steps: the table on the system under test and
    the oracle's, under the Rules Submission the Given named (``--rules``: the product's), and
    the system's last observation. A game's context subclasses it with what its Given steps
    gather (wagers, a shoe, decisions) and its fixture builds it from ``round_judgements``;
    ``played_by`` names the step that plays its round, for a Then step reached without one."""

    played_by: ClassVar[str] = "When the round is played"

    judgements: RoundJudgements
    rules: RulesT | None = None
    table: GameTableSession | None = None
    oracle: GameTableSession | None = None
    observed: ObservationT | None = None
    rounds: int = 0

    def open(self, system: SystemUnderTest, request: pytest.FixtureRequest, name: str, kind: type[RulesT],
             *, game: str | None = None) -> RulesT:
        """The "table under Rules Submission" Given: ``name``'s rules (a ``kind``, of ``game``
        where given), or the product's of the same game (:func:`product_table_rules`), and a
        table under them on the system and on the oracle (:func:`open_tables`)."""
        named = resolve_game_rules(name)
        assert isinstance(named, kind) and game in (None, named.game), (
            f"Rules Submission {name!r} is for {named.game}, not {game or kind.__name__}")
        rules = product_table_rules(named, request)
        assert isinstance(rules, kind)
        self.rules = rules
        self.table, self.oracle = open_tables(system, rules, request)
        return rules

    def play(self, script: Any, what: str) -> ObservationT:
        """Play ``script`` on the system's table, judge its observation against the oracle's
        round (the allowed answer it agrees with: :func:`oracle_game_round`) under ``what``
        (the words the verdict names the round by), and keep it for the Then steps."""
        assert self.table is not None and self.oracle is not None, \
            f"no table: start with a Given '... table under Rules Submission \"...\"' ({what})"
        observed: ObservationT = self.table.play(script)
        self.observed = observed
        expected = oracle_game_round(self.oracle, script, observed)
        self.rounds += 1
        self.judgements.record(expected, observed, what)
        return observed

    def seen(self) -> ObservationT:
        """The last observation, for a Then step."""
        assert self.observed is not None, f"no round yet: add '{self.played_by}'"
        return self.observed
