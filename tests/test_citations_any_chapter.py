"""Citations of any chapter the Pennsylvania Code uses: one to four digits with an optional
letter (58 Pa. Code has chapter 61 as well as 649a; 1001a exists), read from scenario names
(oracle/citations.py) and from the regulation texts (tablecert/regulation_index.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tablecert import regulation_index
from tablecert.oracle.citations import citation_of, matches


@pytest.mark.parametrize(("name", "citation"), [
    ("61.1(a) A one-digit... two-digit chapter", "61.1(a)"),
    ("1001a.3(b)(2) A four-digit chapter with its letter", "1001a.3(b)(2)"),
    ("7.12 A one-digit chapter", "7.12"),
    ("537.5a(a) A section with a letter", "537.5a(a)"),
    ("649a.11(c)(3)(ii)(B) As before", "649a.11(c)(3)(ii)(B)"),
])
def test_a_scenario_name_s_citation_of_any_chapter(name: str, citation: str) -> None:
    assert citation_of(name) == citation


def test_section_prefixes_of_short_and_long_chapters() -> None:
    assert matches("61.1(a)", "61") and not matches("61.1(a)", "6")
    assert matches("1001a.3(b)", "1001a.3") and not matches("1001a.3(b)", "1001a.30")


def test_the_regulation_index_reads_sections_of_any_chapter(tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "chapters.txt").write_text(
        "CHAPTER 61. A SHORT CHAPTER\n\n§ 61.1. Scope.\n\n(a) The first rule of a short chapter.\n\n"
        "(b) The second.\n\nCHAPTER 1001a. A LONG ONE\n\n§ 1001a.3. Records.\n\n"
        "(a) Each record shall be kept.\n", encoding="utf-8")
    monkeypatch.setattr(regulation_index, "regulations_dir", lambda: tmp_path)
    regulation_index.load_index.cache_clear()
    try:
        found = {c.citation: c for c in regulation_index.load_index()}
    finally:
        regulation_index.load_index.cache_clear()
    assert {"61.1", "61.1(a)", "61.1(b)", "1001a.3", "1001a.3(a)"} <= set(found)
    assert found["1001a.3(a)"].chapter == "1001a" and found["61.1(b)"].title == "Scope"


def test_every_definitions_section_of_the_texts_is_cited_by_its_terms() -> None:
    """A definitions section ("§ 537.1. Definitions.") is cited term by term (``537.1 Come Bet``):
    oracle/citations.py reads it from the games' ``GameSpec.definitions`` (and the round engine's
    three), so a new game's definitions need its GameSpec to say so, not a list to edit."""
    from tablecert.oracle.catalogue import GAMES
    from tablecert.oracle.citations import DEFINITION_SECTIONS

    in_texts = {c.section: c.source for c in regulation_index.load_index() if c.title == "Definitions"}
    lacking = [f"tablecert/regulations/{source} defines terms in § {section}: set "
               f"definitions={section!r} on the GameSpec of chapter {section.split('.')[0]} "
               f"(oracle/games/<game>/__init__.py), then run `python -m tablecert.cli coverage --section "
               f"{section.split('.')[0]}`" for section, source in sorted(in_texts.items())
               if section not in DEFINITION_SECTIONS]
    assert not lacking, "\n".join(lacking)
    wrong = [f"{spec.game}: GameSpec.definitions={spec.definitions!r} is no Definitions section of "
             "tablecert/regulations/*.txt" for spec in GAMES.values()
             if spec.definitions is not None and spec.definitions not in in_texts]
    assert not wrong, "\n".join(wrong)
