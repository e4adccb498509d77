"""The games' part of the OpenAPI document (docs/protocol.openapi.yaml), generated from the
catalogue: the ``Game`` enum, the ``oneOf`` lists of ``POST /v1/tables/{table_id}/scripted-rounds``
and each game's script and observation schemas, from the dataclasses that travel on the wire
(:mod:`tablecert.adapters.game_wire` encodes them by their type hints; this reads the same hints).

``python -m tablecert.protocol_schema`` checks the shipped document against the catalogue and
exits 1 naming each difference (tests/test_protocol_schema.py runs the same check);
``--write`` brings the document up to date: the enum and the lists are rewritten, the schemas
of a game the document lacks are added, and the schemas already there (whose descriptions,
bounds and defaults are written by hand) are checked, never rewritten. A schema is compared by
its shape: property names, which are required, and each value's type, following ``$ref`` (an
inline object equals the component it spells out; ``Cents`` is an integer).
"""

from __future__ import annotations

import dataclasses
import json
import sys
import types
import typing
from enum import Enum
from fractions import Fraction
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from tablecert.oracle.cards import Card
from tablecert.oracle.catalogue import GAMES
from tablecert.oracle.game import GameSpec
from tablecert.oracle.wagers import Game
from tablecert.resources import openapi_document

__all__ = ["check", "game_components", "game_enum", "optional_answer_fields", "optional_fields_by_class",
           "request_components", "scripted_round_lists", "write"]

DOCUMENT = Path(__file__).resolve().parent.parent / "docs" / "protocol.openapi.yaml"
_REF = "#/components/schemas/"
Schema = dict[str, Any]


def game_enum() -> list[str]:
    """Every game the protocol names: the two card games, then the catalogue's, in its order."""
    return [g.value for g in (Game.THREE_CARD_POKER, Game.LET_IT_RIDE)] + list(GAMES)


def _unique_specs() -> list[GameSpec]:
    seen: dict[type, GameSpec] = {}
    for spec in GAMES.values():
        seen.setdefault(spec.script, spec)
    return list(seen.values())


def _prefix(spec: GameSpec) -> str:
    return spec.script.__name__.removesuffix("Script")


def _component_name(cls: type, prefix: str) -> str:
    return cls.__name__ if cls.__name__.startswith(prefix) else prefix + cls.__name__


def scripted_round_lists() -> tuple[list[str], list[str]]:
    """The component names of the scripted round's request and answer ``oneOf`` lists."""
    specs = _unique_specs()
    return (["RoundScript", *(s.script.__name__ for s in specs)],
            ["Observation", *(s.observation.__name__ for s in specs)])


class _Builder:
    """The schemas reachable from one game's script and observation."""

    def __init__(self, prefix: str) -> None:
        self.prefix = prefix
        self.schemas: dict[str, Schema] = {}
        self.classes: dict[str, type] = {}  # each dataclass's component name, and the class

    def of(self, kind: Any, strict: bool) -> Schema:
        origin = typing.get_origin(kind)
        if origin in (typing.Union, types.UnionType):
            options = [o for o in typing.get_args(kind) if o is not type(None)]
            [inner] = options
            return {"oneOf": [self.of(inner, strict), {"type": "null"}]}
        if origin is tuple:
            # tuple[X, ...] or a fixed tuple of one type (two dice): an array of X
            return {"type": "array", "items": self.of(typing.get_args(kind)[0], strict)}
        if origin is dict:
            return {"type": "object", "additionalProperties": self.of(typing.get_args(kind)[1], strict)}
        if kind is Card:
            return {"$ref": _REF + "Card"}
        if kind is Fraction or kind is str:
            return {"type": "string"}
        if kind is bool:
            return {"type": "boolean"}
        if kind is int:
            return {"type": "integer"}
        if isinstance(kind, type) and issubclass(kind, Enum):
            name = _component_name(kind, self.prefix)
            self.schemas.setdefault(name, {"type": "string", "enum": [m.value for m in kind]})
            return {"$ref": _REF + name}
        if dataclasses.is_dataclass(kind) and isinstance(kind, type):
            return {"$ref": _REF + self.dataclass(kind, strict)}
        raise TypeError(f"the protocol has no schema for {kind!r}")

    def dataclass(self, cls: type, strict: bool) -> str:
        name = _component_name(cls, self.prefix)
        if name in self.schemas:
            return name
        schema: Schema = {"type": "object"}
        self.schemas[name] = schema
        self.classes[name] = cls
        if strict:  # a request: the codec refuses an unknown field
            schema["additionalProperties"] = False
        hints = typing.get_type_hints(cls)
        fields = dataclasses.fields(cls)
        schema["required"] = [f.name for f in fields if f.default is dataclasses.MISSING
                              and f.default_factory is dataclasses.MISSING]
        schema["properties"] = {f.name: self.of(hints[f.name], strict) for f in fields}
        return name


def _builder_of(spec: GameSpec) -> _Builder:
    builder = _Builder(_prefix(spec))
    builder.dataclass(spec.script, strict=True)
    builder.dataclass(spec.observation, strict=False)
    return builder


def _components_of(spec: GameSpec) -> dict[str, Schema]:
    return _builder_of(spec).schemas


def request_components() -> frozenset[str]:
    """The games' components the harness *sends*: every dataclass reached from a game's script
    (the codec refuses an unknown field there). tests/test_optional_fields.py reads it."""
    return frozenset(name for spec in _unique_specs() for name, schema in _components_of(spec).items()
                     if schema.get("additionalProperties") is False)


@cache
def _optional_answers() -> tuple[tuple[str, type, tuple[str, ...]], ...]:
    """(component, dataclass, the fields a system may leave out) of each answer component of the
    shipped document that has any: a field the dataclass gives a default, which the document does
    not require (a schema ``--write`` adds requires exactly the fields with no default; one written
    by hand may require more, such as a note a system sends even empty). A record the document
    spells inline, under no component's name, keeps every field."""
    document = yaml.safe_load(openapi_document().read_text(encoding="utf-8"))["components"]["schemas"]
    out = []
    for spec in _unique_specs():
        builder = _builder_of(spec)
        for name, schema in builder.schemas.items():
            request = schema.get("additionalProperties") is False
            if request or name not in builder.classes or name not in document:
                continue
            required = {*schema["required"], *document[name].get("required", [])}
            optional = tuple(p for p in schema["properties"] if p not in required)
            if optional:
                out.append((name, builder.classes[name], optional))
    return tuple(out)


def optional_answer_fields() -> dict[str, tuple[str, ...]]:
    """The fields of the games' answers a system may leave out (see :func:`_optional_answers`),
    by component name: tests/test_optional_fields.py holds them to the document."""
    return {name: optional for name, _, optional in _optional_answers()}


def optional_fields_by_class() -> dict[type, tuple[str, ...]]:
    """:func:`optional_answer_fields` by the dataclass (the reference system's
    optional-fields-omitted variant leaves them out)."""
    return {cls: optional for _, cls, optional in _optional_answers()}


def game_components() -> dict[str, Schema]:
    """Every game's schemas, by component name, in the catalogue's order."""
    out: dict[str, Schema] = {}
    for spec in _unique_specs():
        out.update(_components_of(spec))
    return out


def _shape(schema: Any, components: dict[str, Schema], seen: frozenset[str] = frozenset()) -> Any:
    """What two schemas must agree on: types, property names, enum values."""
    if not isinstance(schema, dict):
        return schema
    if "$ref" in schema:
        name = schema["$ref"].removeprefix(_REF)
        if name == "Cents":
            return "integer"
        if name in seen or name not in components:
            return ("ref", name)
        return _shape(components[name], components, seen | {name})
    if "oneOf" in schema:
        options = [_shape(o, components, seen) for o in schema["oneOf"]]
        if len(options) == 2 and "null" in options:
            return ("nullable", next(o for o in options if o != "null"))
        return ("oneOf", tuple(options))
    kind = schema.get("type")
    if isinstance(kind, list):
        rest = [k for k in kind if k != "null"]
        return ("nullable", _shape({**schema, "type": rest[0]}, components, seen))
    if kind == "array":
        return ("array", _shape(schema.get("items", {}), components, seen))
    if kind == "object":
        if "properties" not in schema:
            return ("map", _shape(schema.get("additionalProperties", {}), components, seen))
        props = {k: _shape(v, components, seen) for k, v in schema["properties"].items()}
        return ("object", tuple(sorted(props.items(), key=str)))
    if kind == "string" and "enum" in schema:
        return ("enum", tuple(sorted(str(v) for v in schema["enum"] if v is not None)))
    return kind


def check(document: dict[str, Any]) -> list[str]:
    """Each place where ``document`` differs from the catalogue, in words."""
    problems = []
    schemas = document["components"]["schemas"]
    problems += _listed("components.schemas.Game.enum", schemas["Game"]["enum"], game_enum())
    operation = document["paths"]["/v1/tables/{table_id}/scripted-rounds"]["post"]
    request = operation["requestBody"]["content"]["application/json"]["schema"]["oneOf"]
    answer = operation["responses"]["200"]["content"]["application/json"]["schema"]["oneOf"]
    for where, listed, wanted in (("request", request, scripted_round_lists()[0]),
                                  ("answer", answer, scripted_round_lists()[1])):
        names = [r["$ref"].removeprefix(_REF) for r in listed]
        problems += _listed(f"the scripted-rounds {where}'s oneOf", names, wanted)
    generated = game_components()
    every = {**schemas, **generated}  # the generated side reads its own components
    for spec in _unique_specs():
        for cls in (spec.script, spec.observation):
            name = cls.__name__
            if name not in schemas:
                problems.append(f"components.schemas.{name} ({spec.game}) is missing")
            else:
                where = _difference(_shape(schemas[name], schemas), _shape(generated[name], every), name)
                if where:
                    problems.append(f"components.schemas.{name} ({spec.game}) does not match the dataclass "
                                    f"{cls.__module__}.{cls.__name__}: {where}")
    for name, schema in generated.items():  # a field the codec needs, the document must require
        if name in schemas and "required" in schema:
            lacking = sorted(set(schema["required"]) - set(schemas[name].get("required", [])))
            if lacking:
                problems.append(f"components.schemas.{name} does not require {lacking}, which the "
                                f"dataclass has no default for")
    return problems


def _listed(where: str, have: list[str], wanted: list[str]) -> list[str]:
    """What a list of the document lacks, holds beyond the catalogue, or orders otherwise."""
    lacking, extra = [w for w in wanted if w not in have], [h for h in have if h not in wanted]
    out = [f"{where} lacks {lacking}"] if lacking else []
    out += [f"{where} holds {extra}, which the catalogue does not"] if extra else []
    if not out and have != wanted:
        out.append(f"{where} is in the order {have}, the catalogue's {wanted}")
    return out


def _difference(shipped: Any, generated: Any, where: str) -> str:
    """Where the shape written down departs from the dataclass's, or "". A written enum of a
    ``str`` field is a narrowing the dataclass cannot say, and agrees."""
    narrowed = generated == "string" and isinstance(shipped, tuple) and shipped[0] == "enum"
    if shipped == generated or narrowed:
        return ""
    if not (isinstance(shipped, tuple) and isinstance(generated, tuple) and shipped[0] == generated[0]):
        return f"{where} is {_words(shipped)}, the dataclass's {_words(generated)}"
    if shipped[0] == "object":
        mine, want = dict(shipped[1]), dict(generated[1])
        if set(mine) != set(want):
            return (f"{where} has the properties {sorted(mine)}, the dataclass {sorted(want)}")
        return next((d for k in sorted(mine) if (d := _difference(mine[k], want[k], f"{where}.{k}"))), "")
    if shipped[0] == "enum":
        return f"{where} lists {list(shipped[1])}, the dataclass's enum {list(generated[1])}"
    return _difference(shipped[1], generated[1], where + ("[]" if shipped[0] == "array" else ""))


def _words(shape: Any) -> str:
    if isinstance(shape, str):
        return shape
    return f"an {shape[0]}" if shape[0] in ("array", "object", "enum") else str(shape[0])


def _flow(value: Any) -> str:
    """``value`` on one line: JSON, which YAML reads as its flow style."""
    return json.dumps(value)


def write(path: Path = DOCUMENT) -> list[str]:
    """Bring ``path`` up to date (see the module's docstring); return what it changed."""
    text = path.read_text(encoding="utf-8")
    document = yaml.safe_load(text)
    schemas = document["components"]["schemas"]
    changed = []
    old_enum = schemas["Game"]["enum"]
    if old_enum != game_enum():
        start = text.index("    Game:\n")
        end = text.index("\n    ", text.index("enum:", start) + 1)
        while text[end + 5] == " ":  # the enum's continuation lines
            end = text.index("\n    ", end + 1)
        text = text[:start] + f"    Game:\n      type: string\n      enum: {_flow(game_enum())}" + text[end:]
        changed.append("the Game enum")
    for listed, wanted in zip(_oneofs(document), scripted_round_lists(), strict=True):
        names = [r["$ref"].removeprefix(_REF) for r in listed]
        if names != wanted:
            old = "".join(f"{{$ref: \"{_REF}{n}\"}}" for n in names)
            indent = _indent_of(text, f'- {{$ref: "{_REF}{names[0]}"}}')
            block_old = "\n".join(f'{indent}- {{$ref: "{_REF}{n}"}}' for n in names)
            block_new = "\n".join(f'{indent}- {{$ref: "{_REF}{n}"}}' for n in wanted)
            assert old and block_old in text, f"{path}: the oneOf list {names} is not where it is expected"
            text = text.replace(block_old, block_new, 1)
            changed.append(f"the scripted-rounds oneOf {wanted[0]}...")
    missing = {name: schema for spec in _unique_specs() if spec.script.__name__ not in schemas
               for name, schema in _components_of(spec).items() if name not in schemas}
    if missing:
        text = text.rstrip("\n") + "\n" + "".join(
            f"    {name}:\n" + "".join(f"      {key}: {_flow(value)}\n" for key, value in schema.items())
            for name, schema in missing.items())
        changed.append(f"the schemas {', '.join(missing)}")
    if changed:
        path.write_text(text, encoding="utf-8")
    return changed


def _oneofs(document: dict[str, Any]) -> tuple[list[Any], list[Any]]:
    operation = document["paths"]["/v1/tables/{table_id}/scripted-rounds"]["post"]
    return (operation["requestBody"]["content"]["application/json"]["schema"]["oneOf"],
            operation["responses"]["200"]["content"]["application/json"]["schema"]["oneOf"])


def _indent_of(text: str, line: str) -> str:
    at = text.index(line)
    return text[text.rindex("\n", 0, at) + 1:at]


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args == ["--write"]:
        for what in write():
            print(f"docs/protocol.openapi.yaml: wrote {what}")
    problems = check(yaml.safe_load(DOCUMENT.read_text(encoding="utf-8")))
    for problem in problems:
        print(f"docs/protocol.openapi.yaml: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
