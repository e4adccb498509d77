"""The feature files' gherkin documents kept between runs (steps/gherkin_cache.py): a kept
document is the parser's own, a changed text is parsed afresh, a broken store is ignored."""

from __future__ import annotations

import marshal
from pathlib import Path

import pytest
from gherkin.parser import Parser

from steps import gherkin_cache

FEATURE = """Feature: Ante Wager
  Scenario: the dealer qualifies
    Given a table under Rules Submission "pa-649a-paytable-A"
"""


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh store in a folder of its own, and this process's memory of it emptied."""
    monkeypatch.setenv("TABLECERT_CACHE_DIR", str(tmp_path))
    _forget(monkeypatch)
    return gherkin_cache.store_path()


def _forget(monkeypatch: pytest.MonkeyPatch) -> None:
    """As a new process would start: nothing in memory, the store on disk."""
    for name, value in (("_DOCUMENTS", {}), ("_USED", {}), ("_stored", None), ("_parsed_anew", False)):
        monkeypatch.setattr(gherkin_cache, name, value)


def test_a_kept_document_is_the_parsers_own_and_is_read_back(store: Path,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    assert gherkin_cache.parse(FEATURE) == Parser().parse(FEATURE)
    gherkin_cache.save()
    assert store.is_file()
    _forget(monkeypatch)
    monkeypatch.setattr(Parser, "parse", lambda *a, **k: pytest.fail("parsed again"))
    assert gherkin_cache.parse(FEATURE)["feature"]["name"] == "Ante Wager"


def test_a_changed_text_is_parsed_afresh(store: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    gherkin_cache.parse(FEATURE)
    gherkin_cache.save()
    _forget(monkeypatch)
    changed = FEATURE.replace("Ante Wager", "Pair Plus Wager")
    assert gherkin_cache.parse(changed)["feature"]["name"] == "Pair Plus Wager"
    gherkin_cache.save()  # the store now holds this run's documents only
    assert len(marshal.loads(store.read_bytes())) == 1


@pytest.mark.parametrize("content", [b"", b"\x00garbage", marshal.dumps(["not", "a", "dict"])])
def test_a_broken_store_is_ignored_and_replaced(store: Path, content: bytes) -> None:
    store.parent.mkdir(parents=True, exist_ok=True)
    store.write_bytes(content)
    assert gherkin_cache.parse(FEATURE) == Parser().parse(FEATURE)
    gherkin_cache.save()
    assert isinstance(marshal.loads(store.read_bytes()), dict)


def test_an_unwritable_store_is_only_not_kept(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    monkeypatch.setenv("TABLECERT_CACHE_DIR", str(blocker / "below-a-file"))
    _forget(monkeypatch)
    assert gherkin_cache.parse(FEATURE)["feature"]["name"] == "Ante Wager"
    gherkin_cache.save()  # no error
    assert list(tmp_path.iterdir()) == [blocker]


def test_a_malformed_text_raises_and_is_not_kept(store: Path) -> None:
    with pytest.raises(Exception, match="expected"):
        gherkin_cache.parse("Feature: x\n  Scenario: y\n    Given z\n  Nonsense here\n")
    gherkin_cache.save()
    assert not store.exists()
