"""The feature files' gherkin documents, parsed once and kept between runs.

``tablecert run`` parses every feature file for its pre-flight check, and pytest-bdd parses
them all again when it collects the suite: in the same process, and once more in every xdist
worker (about 0.3 s of gherkin each time). Here a document is parsed once per text and kept
for the process; and, the way Python keeps compiled modules in ``__pycache__``, kept on disk
for the next run: one file in the user's cache folder (``$TABLECERT_CACHE_DIR``, else
``$XDG_CACHE_HOME/tablecert``, else ``~/.cache/tablecert``), named after the gherkin parser's
build and holding each document under the sha256 of its text. A text that changed by one byte
is parsed afresh; a store that cannot be read or written is ignored (it is only a cache).
:func:`install` has pytest-bdd's parser take its documents from here. The documents are the
gherkin parser's own, unchanged, and only ever read.
"""

from __future__ import annotations

import hashlib
import marshal
import os
from contextlib import suppress
from pathlib import Path
from typing import Any

import gherkin.parser
from gherkin.parser import Parser

__all__ = ["install", "parse", "save", "store_path"]

_DOCUMENTS: dict[str, Any] = {}  # text -> document, this process
_USED: dict[str, Any] = {}  # sha256 of the text -> document, this process
_stored: dict[str, Any] | None = None  # sha256 -> document, as read from the store
_parsed_anew = False


def store_path() -> Path:
    """The store's file: per gherkin parser build (its size and modification time)."""
    folder = os.environ.get("TABLECERT_CACHE_DIR")
    if not folder:
        base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
        folder = str(Path(base) / "tablecert")
    build = os.stat(gherkin.parser.__file__)
    return Path(folder) / f"gherkin-{build.st_size}-{build.st_mtime_ns}.marshal"


def _store() -> dict[str, Any]:
    global _stored
    if _stored is None:
        try:
            loaded = marshal.loads(store_path().read_bytes())
        except (OSError, ValueError, EOFError, TypeError):
            loaded = None
        _stored = loaded if isinstance(loaded, dict) else {}
    return _stored


def parse(text: str) -> Any:
    """``gherkin.parser.Parser().parse(text)``, once per text (errors are not kept)."""
    global _parsed_anew
    document = _DOCUMENTS.get(text)
    if document is None:
        key = hashlib.sha256(text.encode("utf-8")).hexdigest()
        document = _store().get(key)
        if document is None:
            document = Parser().parse(text)
            _parsed_anew = True
        _USED[key] = _DOCUMENTS[text] = document
    return document


def save() -> None:
    """Keep the documents this process used for the next run, if any was parsed anew (only
    they are kept: the store does not grow with old versions of the files)."""
    if not _parsed_anew:
        return
    path = store_path()
    scratch = path.with_name(f"{path.name}.{os.getpid()}")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        scratch.write_bytes(marshal.dumps(_USED))
        os.replace(scratch, path)  # readers see the old store or the new, never half of one
    except OSError:
        with suppress(OSError):
            scratch.unlink(missing_ok=True)


class _Parser(Parser):  # type: ignore[misc]
    def parse(self, token_scanner_or_str: Any, token_matcher: Any = None) -> Any:
        if isinstance(token_scanner_or_str, str) and token_matcher is None:
            return parse(token_scanner_or_str)
        return super().parse(token_scanner_or_str, token_matcher)


def install() -> None:
    """pytest-bdd's feature parser takes its gherkin documents from here."""
    import pytest_bdd.gherkin_parser as bdd_gherkin

    bdd_gherkin.Parser = _Parser  # type: ignore[misc]
