"""A game is its package plus one catalogue entry (ARCHITECTURE.md, "Adding a game"): for every
game of the catalogue, each piece the recipe names is there, and a missing one fails with a
message naming the game and the piece to write."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from tablecert import protocol_schema
from tablecert.oracle.catalogue import GAMES
from tablecert.oracle.game import GameSpec
from tablecert.regulation_index import chapters

ROOT = Path(__file__).resolve().parent.parent


def _tags() -> set[str]:
    return {tag for path in (ROOT / "features").glob("*.feature")
            for tag in re.findall(r"@(game_[a-z0-9_]+)", path.read_text(encoding="utf-8"))}


def _submitted() -> set[str]:
    return {m.group(1).strip("'\"") for path in (ROOT / "rules_submissions").glob("*.yaml")
            if (m := re.search(r"^game:\s*(\S+)", path.read_text(encoding="utf-8"), re.M))}


@pytest.mark.parametrize("spec", GAMES.values(), ids=lambda s: s.game)
def test_every_piece_of_a_game_is_there(spec: GameSpec) -> None:
    package = spec.table.__module__.rsplit(".", 1)[0]
    missing = []
    if spec.game not in _submitted():
        missing.append(f"a Rules Submission in rules_submissions/ with 'game: {spec.game}'")
    tag = f"game_{spec.game.replace('-', '_')}"
    if tag not in _tags():
        missing.append(f"a feature file in features/ with a scenario tagged @{tag}")
    texts = set(chapters())
    missing += [f"the regulation text of chapter {c} in tablecert/regulations/"
                for c in spec.chapters if c.split(".")[0] not in texts]
    if not spec.readings:
        missing.append(f"the readings of {package}.readings in its GameSpec (readings=READINGS)")
    document = yaml.safe_load(protocol_schema.DOCUMENT.read_text(encoding="utf-8"))
    names = (repr(spec.game), spec.script.__name__, spec.observation.__name__)
    missing += [f"docs/protocol.openapi.yaml up to date ('python -m tablecert.protocol_schema --write'): {p}"
                for p in protocol_schema.check(document) if any(name in p for name in names)]
    assert not missing, f"the game {spec.game!r} ({package}) lacks:\n  " + "\n  ".join(missing)
