"""The package's shape (ARCHITECTURE.md), checked with the standard tools from the project's
own configuration (pyproject.toml): the layer rules and "no import circle anywhere" are
import-linter contracts (``lint-imports``); what the oracle may import beside the standard
library is read from grimp's graph; every game package is of one shape and in the catalogue;
no module is too long to read without a reason; and, in the exhaustive tier, ``mypy`` and
``ruff`` pass over the whole package.

The game packages' shape and the modules' lengths are read from the source with :mod:`ast`;
nothing is imported there, so a broken module is reported as what it is.
"""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
import tomllib
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import grimp
import pytest

ROOT = Path(__file__).resolve().parent.parent
ORACLE = ROOT / "oracle"
PACKAGE = "tablecert.oracle"

THIRD_PARTY = {"numpy", "yaml", "msgspec"}
"""What the oracle may import beside the standard library: exact math (numpy), the Rules
Submission's YAML (yaml), and the frozen round records (msgspec)."""

CORE_MODULES = {"__init__", "rules", "table", "readings"}
"""The modules every game package has (oracle/games/__init__.py)."""

NO_PAYTABLES = {
    "table_records": "records and device states: nothing is paid",
    "ultimate_texas_hold_em": "653a.12, its payout odds, is not in the seeds; nothing is paid",
}
"""Game packages without ``paytables.py``, each with its reason."""

PACKAGE_FOLDERS = ("oracle", "adapters", "steps", "reports", "tablecert")
"""The folders of the package's own code whose modules and functions are held to a size (not
tests/, not bench/; tablecert/'s links to the other folders are not followed twice)."""
LONG_MODULE = 400
REASON = "# size: "
"""A module longer than LONG_MODULE lines says why in a comment line starting with REASON among
its first five (ARCHITECTURE.md, "Sizes"): a true reason, such as a catalogue of data."""
LONG_FUNCTION = 80
"""No function or method of the package is longer than this, from its ``def`` to its last line."""


@dataclass
class Module:
    name: str  # tablecert.oracle.x.y
    path: Path
    lines: int


def _module_name(path: Path) -> str:
    parts = path.relative_to(ORACLE).with_suffix("").parts
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join((PACKAGE, *parts))


@cache
def oracle_modules() -> dict[str, Module]:
    modules: dict[str, Module] = {}
    for path in sorted(ORACLE.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        ast.parse(text, str(path))  # a module that does not parse is reported as that
        modules[_module_name(path)] = Module(_module_name(path), path, len(text.splitlines()))
    return modules


def _where(module: Module) -> str:
    return str(module.path.relative_to(ROOT))


def game_packages() -> list[Path]:
    return sorted(p for p in (ORACLE / "games").iterdir() if p.is_dir() and (p / "__init__.py").exists())


def test_there_are_game_packages() -> None:
    assert {p.name for p in game_packages()} >= {
        "three_card_poker", "let_it_ride", "craps", "blackjack", "baccarat", "ultimate_texas_hold_em",
        "table_records"}


@pytest.mark.parametrize("package", game_packages(), ids=lambda p: p.name)
def test_every_game_package_has_the_core_modules(package: Path) -> None:
    have = {p.stem for p in package.glob("*.py")}
    missing = CORE_MODULES - have
    if package.name not in NO_PAYTABLES:
        missing |= {"paytables"} - have
    assert not missing, f"{package.relative_to(ROOT)} lacks {', '.join(sorted(missing))}.py"
    assert (package / "__init__.py").read_text(encoding="utf-8").lstrip().startswith('"""'), (
        f"{package.relative_to(ROOT)}/__init__.py says what the game is, in a docstring")


@pytest.mark.parametrize("package", game_packages(), ids=lambda p: p.name)
def test_every_game_package_is_in_the_catalogue(package: Path) -> None:
    """Adding a game is one package and one catalogue entry: a GameSpec of ``catalogue.GAMES``
    whose table is the package's, or a round engine of ``card_games.ROUNDS``."""
    from tablecert.oracle.card_games import ROUNDS
    from tablecert.oracle.catalogue import GAMES

    prefix = f"{PACKAGE}.games.{package.name}."
    tables = [spec.table for spec in GAMES.values()] + list(ROUNDS.values())
    assert any(cls.__module__.startswith(prefix) for cls in tables), (
        f"no catalogue entry plays {package.name}: add its GameSpec to oracle/catalogue.py")


@cache
def package_sources() -> dict[Path, str]:
    """Every module of :data:`PACKAGE_FOLDERS` and its text, each once (through no link)."""
    sources: dict[Path, str] = {}
    for folder in PACKAGE_FOLDERS:
        for path in sorted((ROOT / folder).rglob("*.py")):
            if any(part.is_symlink() for part in (path, *path.parents) if part.is_relative_to(ROOT)):
                continue
            sources[path] = path.read_text(encoding="utf-8")
    return sources


def _has_reason(text: str) -> bool:
    return any(line.startswith(REASON) and len(line.removeprefix(REASON).strip()) >= 20
               for line in text.splitlines()[:5])


def test_no_module_over_400_lines_without_a_reason() -> None:
    long = [f"{path.relative_to(ROOT)}: {lines} lines (at most {LONG_MODULE}); split it by job, or say why "
            f"in a line '{REASON}<reason>' among its first five (ARCHITECTURE.md, Sizes)"
            for path, text in package_sources().items()
            if (lines := len(text.splitlines())) > LONG_MODULE and not _has_reason(text)]
    assert not long, "\n".join(long)


def test_no_function_over_80_lines() -> None:
    long = []
    for path, text in package_sources().items():
        for node in ast.walk(ast.parse(text, str(path))):  # a module that does not parse fails here
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                lines = (node.end_lineno or node.lineno) - node.lineno + 1
                if lines > LONG_FUNCTION:
                    long.append(f"{path.relative_to(ROOT)}:{node.lineno}: {node.name} is {lines} lines "
                                f"(at most {LONG_FUNCTION}); split it into well-named helpers")
    assert not long, "\n".join(long)


def test_the_size_checks_see_every_folder_and_each_module_once() -> None:
    sources = package_sources()
    seen = {path.relative_to(ROOT).parts[0] for path in sources}
    assert seen == set(PACKAGE_FOLDERS)
    assert ROOT / "tablecert" / "cli.py" in sources and ROOT / "oracle" / "cards.py" in sources
    assert not any(path.is_relative_to(ROOT / "tablecert" / "oracle") for path in sources)


def _tool(*args: str) -> subprocess.CompletedProcess[str]:
    """A standard tool's console script from this environment, run from the repository's root
    (it reads pyproject.toml there; the package through the links tablecert/oracle -> oracle/, ...)."""
    tool = Path(sys.executable).with_name(args[0])  # a venv's own, else the one on PATH
    found = str(tool) if tool.exists() else shutil.which(args[0])
    assert found, f"{args[0]} is not installed (pip install -e '.[test]')"
    command = [found, *args[1:]]
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=600, check=False)


def test_the_import_linter_contracts_hold() -> None:
    """The layers (oracle <- adapters <- steps; inside the oracle the core <- the shared round
    engine <- the games <- the assemblies; no game imports another; the oracle imports nothing
    of tablecert above it and no I/O module) and no import circle anywhere in the package:
    pyproject.toml's [tool.importlinter] contracts."""
    run = _tool("lint-imports", "--no-cache")
    assert run.returncode == 0, run.stdout + run.stderr
    assert "0 broken" in run.stdout, run.stdout


@cache
def _import_graph() -> grimp.ImportGraph:
    return grimp.build_graph("tablecert", include_external_packages=True, exclude_type_checking_imports=True,
                             cache_dir=None)


def _contract(contract_id: str) -> dict[str, object]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    [contract] = [c for c in config["tool"]["importlinter"]["contracts"] if c["id"] == contract_id]
    return dict(contract)


def test_the_oracle_contract_forbids_every_other_part_of_tablecert() -> None:
    """A forbidden contract lists what it forbids: a new module of tablecert is in the list, or
    the oracle could import it unnoticed."""
    parts = {name for name in _import_graph().find_children("tablecert")} - {PACKAGE}
    forbidden = set(_contract("oracle-pure")["forbidden_modules"])  # type: ignore[call-overload]
    assert parts - forbidden == set(), "add to the contract oracle-pure in pyproject.toml"
    adapters = set(_contract("adapters")["forbidden_modules"])  # type: ignore[call-overload]
    assert parts - adapters == {"tablecert.adapters", "tablecert.errors"}, (
        "add to the contract adapters in pyproject.toml")


def test_the_oracle_imports_the_standard_library_and_its_three_packages_only() -> None:
    graph = _import_graph()
    stdlib = set(sys.stdlib_module_names) | {"__future__"}
    wrong = sorted(f"{importer} imports {imported}"
                   for importer in graph.find_descendants(PACKAGE) | {PACKAGE}
                   for imported in graph.find_modules_directly_imported_by(importer)
                   if not imported.startswith("tablecert") and imported not in stdlib | THIRD_PARTY)
    assert not wrong, "\n".join(wrong)


@pytest.mark.exhaustive
def test_mypy_from_the_project_configuration_passes() -> None:
    """``mypy`` with no arguments: pyproject.toml's [tool.mypy], strict, the whole package."""
    run = _tool("mypy", "--no-incremental")
    assert run.returncode == 0, run.stdout + run.stderr


@pytest.mark.exhaustive
def test_ruff_from_the_project_configuration_passes() -> None:
    run = _tool("ruff", "check", ".")
    assert run.returncode == 0, run.stdout + run.stderr
