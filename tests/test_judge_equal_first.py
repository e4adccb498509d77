"""tablecert.oracle.judge.compare skips its field-by-field walk when the two observations are equal in
every field: the shortcut must never hide a difference the walk reports. Checked on random
rounds of both games against the oracle and against every catalogued round defect, and on
observations changed in one field (or one field of one record) at a time."""

from __future__ import annotations

import random
from enum import Enum
from typing import Any

from msgspec import structs

from tablecert.adapters.in_process import InProcessSystem
from tablecert.files import bundled_rules_submissions
from tablecert.fuzz import DEFAULT_PROFILE, Choices, Profile, expand_round
from tablecert.oracle.cards import FULL_DECK, Card
from tablecert.oracle.judge import _walk, compare
from tablecert.oracle.round import IllegalAction, Observation
from tablecert.reference_system.defects import DEFECTS, DefectiveTable

RULES = {r.name: r for r in bundled_rules_submissions()}


def _rounds(count: int, profile: Profile = DEFAULT_PROFILE) -> list[tuple[Any, Any]]:
    rng = random.Random(11)
    names = sorted(RULES)
    out = []
    for _ in range(count):
        rules = RULES[rng.choice(names)]
        out.append((rules, expand_round(Choices(rng.randbytes(profile.round_bytes)), rules, profile)))
    return out


def test_equal_observations_and_the_walk_agree_against_every_round_defect() -> None:
    oracle = InProcessSystem()
    rounds = _rounds(40) + _rounds(20, Profile(seats=7, every_wager=True))
    differing = 0
    for defect in [d for d in DEFECTS if d.kind == "round"]:
        system = InProcessSystem(lambda rules, d=defect: DefectiveTable(rules, d))
        for rules, script in rounds:
            if rules.game is not defect.game:
                continue
            expected = oracle.open_table(rules).play(script)
            try:
                observed = system.open_table(rules).play(script)
            except IllegalAction:  # a round refused whole: judged by refused_round, not compared
                continue
            assert compare(expected, observed) == _walk(expected, observed)
            differing += bool(_walk(expected, observed))
            again = oracle.open_table(rules).play(script)
            assert again == expected and compare(expected, again) == [] == _walk(expected, again)
    assert differing > 50  # the defects do show in these rounds


def _other(value: Any) -> Any:
    """A value different from ``value`` of a kind the field may hold."""
    if isinstance(value, Enum):
        members = list(type(value))
        return members[(members.index(value) + 1) % len(members)]
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 100
    if isinstance(value, str):
        return value + " (changed)"
    if value is None:
        return 1
    assert isinstance(value, Card), value
    return FULL_DECK[(value.index + 1) % 52]


def _changed_one_at_a_time(obs: Observation) -> list[Observation]:
    out = []
    for f in structs.fields(obs):
        value = getattr(obs, f.name)
        if isinstance(value, tuple):
            for i, record in enumerate(value):
                for g in structs.fields(record):
                    changed = structs.replace(record, **{g.name: _other(getattr(record, g.name))})
                    out.append(structs.replace(obs, **{f.name: (*value[:i], changed, *value[i + 1:])}))
            if value:
                out.append(structs.replace(obs, **{f.name: value[:-1]}))
        elif isinstance(value, dict):
            for position, cards in value.items():
                changed_hand = (*cards[:-1], _other(cards[-1]))
                out.append(structs.replace(obs, hands={**value, position: changed_hand}))
        else:
            out.append(structs.replace(obs, **{f.name: _other(value)}))
    return out


def test_a_change_in_any_one_field_is_walked_and_reported_as_the_walk_reports_it() -> None:
    oracle = InProcessSystem()
    reported = 0
    for rules, script in _rounds(12, Profile(seats=7, every_wager=True)) + _rounds(12):
        expected = oracle.open_table(rules).play(script)
        for observed in _changed_one_at_a_time(expected):
            assert observed != expected
            assert compare(expected, observed) == _walk(expected, observed)
            reported += bool(_walk(expected, observed))
    assert reported > 500
