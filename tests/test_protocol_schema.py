"""The games' part of the OpenAPI document is the catalogue's (tablecert/protocol_schema.py):
the shipped docs/protocol.openapi.yaml matches the generator, a schema that departs from its
dataclass is named, and ``--write`` puts a game the document lacks in it."""

from __future__ import annotations

import copy
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import yaml

from tablecert import protocol_schema
from tablecert.oracle.catalogue import GAMES

ROOT = Path(__file__).resolve().parent.parent
SHIPPED = ROOT / "docs" / "protocol.openapi.yaml"


def _document() -> dict[str, Any]:
    loaded: dict[str, Any] = yaml.safe_load(SHIPPED.read_text(encoding="utf-8"))
    return loaded


def test_the_shipped_document_matches_the_catalogue() -> None:
    problems = protocol_schema.check(_document())
    assert not problems, "run: python -m tablecert.protocol_schema --write\n" + "\n".join(problems)


def test_the_check_is_a_command_that_exits_0() -> None:
    run = subprocess.run([sys.executable, "-m", "tablecert.protocol_schema"], capture_output=True, text=True,
                         timeout=120, check=False)
    assert run.returncode == 0, run.stderr


def test_every_game_of_the_catalogue_is_in_the_enum_and_the_lists() -> None:
    enum = protocol_schema.game_enum()
    assert enum[:2] == ["three-card-poker", "let-it-ride"] and enum[2:] == list(GAMES)
    scripts, observations = protocol_schema.scripted_round_lists()
    assert {spec.script.__name__ for spec in GAMES.values()} == set(scripts[1:])
    assert {spec.observation.__name__ for spec in GAMES.values()} == set(observations[1:])


def test_a_schema_that_departs_from_its_dataclass_is_named() -> None:
    document = copy.deepcopy(_document())
    schemas = document["components"]["schemas"]
    del schemas["CrapsWager"]["properties"]["amount"]
    schemas["CrapsSettlement"]["properties"]["winnings"] = {"type": "string"}
    schemas["Game"]["enum"].remove("craps")
    problems = protocol_schema.check(document)
    assert "components.schemas.Game.enum lacks ['craps']" in problems, problems
    [wager] = [p for p in problems if p.startswith("components.schemas.CrapsScript (craps)")]
    assert "CrapsScript.rolls[].wagers[] has the properties ['bet', 'number', 'on', 'player']" in wager
    [settled] = [p for p in problems if p.startswith("components.schemas.CrapsObservation (craps)")]
    assert "CrapsObservation.rolls[].settlements[].winnings is string, the dataclass's integer" in settled


def test_write_adds_a_game_the_document_lacks(tmp_path: Path) -> None:
    target = tmp_path / "protocol.openapi.yaml"
    shutil.copy(SHIPPED, target)
    text = target.read_text(encoding="utf-8")
    text = text.replace(', ultimate-texas-hold-em]', ']').replace(
        '                - {$ref: "#/components/schemas/UthScript"}\n', '').replace(
        '                  - {$ref: "#/components/schemas/UthObservation"}\n', '')
    # the last game's schemas are the document's last lines
    target.write_text(text[:text.index("    # ------------------------------------------------------------- "
                                       "Ultimate Texas Hold 'Em")], encoding="utf-8")
    assert protocol_schema.check(yaml.safe_load(target.read_text(encoding="utf-8")))
    changed = protocol_schema.write(target)
    assert changed and any("UthScript" in c for c in changed), changed
    assert protocol_schema.check(yaml.safe_load(target.read_text(encoding="utf-8"))) == []
    assert protocol_schema.write(target) == []  # up to date: nothing written
