"""``tablecert docs [NAME]``: the documents that ``--help`` and the error messages point to
(``docs/protocol.md``, ``docs/adapters.md``, ...) and the worked example
(``examples/line_table_server.py``), printed from the installed package, so that a wheel
user reads the same text a checkout has.

``tablecert docs`` lists them with their titles; ``tablecert docs NAME`` prints one, named as
the messages name it (``docs/protocol.md``) or by its stem (``protocol``);
``--path`` prints where it is installed instead (``python "$(tablecert docs --path
line_table_server)" 7070`` starts the worked example's system).
"""

from __future__ import annotations

import argparse
import importlib.util
import sys
from pathlib import Path

from tablecert.errors import InputError

__all__ = ["DOCUMENTS", "add_arguments", "document_path", "documents", "run"]

DOCUMENTS = {"docs": ("tablecert.docs", ("*.md", "*.yaml", "*.toml")),
             "examples": ("tablecert.examples", ("*.py",))}
"""Each folder a message may point into: its package in the installed tablecert, and the files
of it that ship (package-data in pyproject.toml)."""


def documents() -> dict[str, Path]:
    """Every shipped document by the name the messages give it (``docs/protocol.md``)."""
    found: dict[str, Path] = {}
    for folder, (package, patterns) in DOCUMENTS.items():
        try:  # a folder without __init__.py: a namespace package, found by its search path
            spec = importlib.util.find_spec(package)
        except ModuleNotFoundError as exc:
            raise InputError(f"the installed tablecert has no {folder}/ ({package}: {exc}); "
                             "reinstall it") from None
        locations = list(spec.submodule_search_locations or []) if spec is not None else []
        if not locations:
            raise InputError(f"the installed tablecert has no {folder}/ ({package}); reinstall it")
        root = Path(locations[0]).resolve()
        for pattern in patterns:
            for path in sorted(root.glob(pattern)):
                if path.is_file() and not path.name.startswith(("_", ".")):
                    found[f"{folder}/{path.name}"] = path
    return dict(sorted(found.items()))


def document_path(name: str) -> Path:
    """The shipped document ``name``: ``docs/protocol.md``, ``protocol.md`` or ``protocol``."""
    shipped = documents()
    wanted = name.strip().removeprefix("./")
    if wanted in shipped:
        return shipped[wanted]
    matches = [path for key, path in shipped.items()
               if wanted in (key.split("/", 1)[1], Path(key).stem)]
    if len(matches) == 1:
        return matches[0]
    raise InputError(f"{name}: no such document; 'tablecert docs' lists them "
                     f"({', '.join(shipped)})")


def _title(path: Path) -> str:
    """A document's first heading, or its docstring's first line."""
    with path.open(encoding="utf-8") as text:
        for line in text:
            stripped = line.strip().strip('"').strip()
            if stripped.startswith("# "):
                return stripped[2:]
            if path.suffix == ".yaml" and stripped.startswith("title:"):
                return stripped.removeprefix("title:").strip()
            if path.suffix == ".toml" and stripped.startswith("# "):
                return stripped[2:]
            if path.suffix == ".py" and stripped and not stripped.startswith("#"):
                return stripped
    return ""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``tablecert docs``."""
    parser.add_argument("name", nargs="?", default=None, metavar="NAME",
                        help="the document to print (docs/protocol.md, protocol.md or protocol); "
                        "without it, the list")
    parser.add_argument("--path", action="store_true", help="print where the document is installed instead")


def run(args: argparse.Namespace) -> int:
    if args.name is None:
        for name, path in documents().items():
            print(f"{name:<32} {_title(path)}")
        print("tablecert docs NAME prints one; --path prints where it is installed")
        return 0
    path = document_path(args.name)
    if args.path:
        print(path)
    else:
        sys.stdout.write(path.read_text(encoding="utf-8"))
    return 0
