"""The feature files' gherkin documents, parsed once per run.

``tablecert run`` parses every feature file for its pre-flight check, and pytest-bdd parses
them all again when it collects the suite: in the same process, and once more in every xdist
worker (about 0.4 s of gherkin each time). Here a document is parsed once per text and kept;
the run writes what it parsed to a file the workers load (``--gherkin-cache``), and
:func:`install` has pytest-bdd's parser take its documents from here. The documents are the
gherkin parser's own, unchanged, and only ever read.
"""

from __future__ import annotations

import marshal
from pathlib import Path
from typing import Any

from gherkin.parser import Parser

__all__ = ["dump", "install", "load", "parse"]

_DOCUMENTS: dict[str, Any] = {}


def parse(text: str) -> Any:
    """``gherkin.parser.Parser().parse(text)``, once per text (errors are not kept)."""
    document = _DOCUMENTS.get(text)
    if document is None:
        document = _DOCUMENTS[text] = Parser().parse(text)
    return document


def dump(path: Path) -> None:
    """Write the documents parsed so far for the worker processes (marshal: plain data)."""
    path.write_bytes(marshal.dumps(_DOCUMENTS))


def load(path: Path) -> None:
    """Take the documents another process of this run parsed."""
    loaded = marshal.loads(path.read_bytes())
    if isinstance(loaded, dict):
        _DOCUMENTS.update(loaded)


class _Parser(Parser):  # type: ignore[misc]
    def parse(self, token_scanner_or_str: Any, token_matcher: Any = None) -> Any:
        if isinstance(token_scanner_or_str, str) and token_matcher is None:
            return parse(token_scanner_or_str)
        return super().parse(token_scanner_or_str, token_matcher)


def install() -> None:
    """pytest-bdd's feature parser takes its gherkin documents from here."""
    import pytest_bdd.gherkin_parser as bdd_gherkin

    bdd_gherkin.Parser = _Parser  # type: ignore[misc]
