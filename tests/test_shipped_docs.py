"""The documents a user is pointed to ship with tablecert (issue #32, item 4): every
``docs/*.md`` (and the OpenAPI document, Schemathesis's settings, the worked example) that a
``--help``, an error message, a citation or a feature file names prints with ``tablecert docs``
from the installed package, as the checkout has it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tablecert.cli import main
from tablecert.commands.docs import document_path, documents
from tablecert.commands.parser import build_parser

ROOT = Path(__file__).resolve().parent.parent
POINTER = re.compile(r"\b(?:docs|examples)/[\w.-]+\.(?:md|yaml|toml|py)\b")
SOURCES = ("tablecert", "oracle", "adapters", "steps", "reports", "features")


def _pointers() -> dict[str, str]:
    """Every pointer in the package's code and features, with a file that holds it."""
    found: dict[str, str] = {}
    for folder in SOURCES:
        for path in sorted((ROOT / folder).rglob("*")):
            if path.suffix not in (".py", ".feature") or "examples" in path.relative_to(ROOT).parts[1:2]:
                continue
            for pointer in POINTER.findall(path.read_text(encoding="utf-8")):
                found.setdefault(pointer, str(path.relative_to(ROOT)))
    return found


def _help_texts() -> list[str]:
    parser = build_parser()
    texts = [parser.format_help()]
    for action in parser._subparsers._group_actions if parser._subparsers else []:  # the sub-commands
        texts += [sub.format_help() for sub in getattr(action, "choices", {}).values()]
    return texts


def test_every_pointer_in_code_help_and_features_resolves_to_a_shipped_document() -> None:
    pointers = _pointers()
    for text in _help_texts():
        pointers.update({p: "--help" for p in POINTER.findall(text)})
    assert {"docs/protocol.md", "docs/rules-submission.md", "docs/interpretations.md",
            "docs/adapters.md", "docs/protocol.openapi.yaml"} <= set(pointers)
    unresolved = {}
    for pointer, where in pointers.items():
        try:
            document_path(pointer)
        except Exception as exc:  # an InputError: named with the file that points there
            unresolved[pointer] = f"{where}: {exc}"
    assert unresolved == {}


def test_every_document_of_docs_and_examples_ships() -> None:
    shipped = documents()
    on_disk = {f"docs/{p.name}" for p in (ROOT / "docs").iterdir() if p.suffix in (".md", ".yaml", ".toml")}
    on_disk |= {f"examples/{p.name}" for p in (ROOT / "examples").glob("*.py")}
    assert set(shipped) == on_disk
    assert all(path.read_bytes() == (ROOT / name).read_bytes() for name, path in shipped.items())


@pytest.mark.parametrize("name", ["docs/protocol.md", "protocol.md", "protocol", "./docs/protocol.md"])
def test_docs_prints_a_document_by_any_of_its_names(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["docs", name]) == 0
    assert capsys.readouterr().out == (ROOT / "docs" / "protocol.md").read_text(encoding="utf-8")


def test_docs_lists_them_gives_a_path_and_refuses_an_unknown_name(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["docs"]) == 0
    listing = capsys.readouterr().out
    assert "docs/protocol.md" in listing and "The vendor test protocol" in listing
    assert "examples/line_table_server.py" in listing
    assert main(["docs", "--path", "line_table_server"]) == 0
    assert Path(capsys.readouterr().out.strip()).read_bytes() == (
        ROOT / "examples" / "line_table_server.py").read_bytes()
    assert main(["docs", "no-such-doc"]) == 2
    err = capsys.readouterr().err
    assert "no-such-doc: no such document" in err and "docs/adapters.md" in err


def test_the_programs_help_says_where_the_documents_are() -> None:
    assert "'tablecert docs docs/protocol.md' prints one" in build_parser().format_help()
