"""The scenario kit every game's steps share under ``tablecert run --rules``: the Rules
Submission a table opens under (the product's own, where its tags allow: tablecert/requirements.py)
and the two tables it opens, on the system under test and on the oracle.

The game's context fixture does not take the system under test: only the "table under Rules
Submission" Given does, so a scenario that only runs the harness's Rules Submission validator
never asks the system and reads *checked in the submission* (steps/plugin.py's verdicts).
"""

from __future__ import annotations

import pytest

from tablecert.adapters.contract import Capability, GameTableSession, SystemUnderTest
from tablecert.adapters.in_process import InProcessSystem
from tablecert.oracle.game import GameRules
from tablecert.product import SCENARIO_STEPS, current_product
from tablecert.requirements import Requirements, seats_of_steps, stand_in_game


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
