"""The oracle's shape, checked from its source (ARCHITECTURE.md): the layer rule (the oracle
imports nothing above it and does no I/O), no import circle inside it, every game package of
one shape and in the catalogue, no module too long to read without a reason, and, in the
exhaustive tier, ``mypy --strict`` on the whole oracle.

Every module of ``oracle/`` is parsed with :mod:`ast`; nothing is imported, so a broken
module is reported as what it is, not as an import error of its neighbour.
"""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
ORACLE = ROOT / "oracle"
PACKAGE = "tablecert.oracle"

THIRD_PARTY = {"numpy", "yaml", "msgspec"}
"""What the oracle may import beside the standard library: exact math (numpy), the Rules
Submission's YAML (yaml), and the frozen round records (msgspec)."""

NO_IO = {"asyncio", "ftplib", "glob", "http", "io", "os", "pathlib", "select", "selectors", "shutil",
         "smtplib", "socket", "socketserver", "sqlite3", "ssl", "subprocess", "tempfile", "threading",
         "time", "urllib", "multiprocessing"}
"""Standard-library modules of file, network, process or clock I/O: the oracle parses text
but never reads a file, a socket or the clock."""

CORE_MODULES = {"__init__", "rules", "table", "readings"}
"""The modules every game package has (oracle/games/__init__.py)."""

NO_PAYTABLES = {
    "table_records": "records and device states: nothing is paid",
    "ultimate_texas_hold_em": "653a.12, its payout odds, is not in the seeds; nothing is paid",
}
"""Game packages without ``paytables.py``, each with its reason."""

ASSEMBLIES = {"card_games", "catalogue", "interpretations", "par_sheet"}
"""The oracle's modules above the game packages: they put the games together."""

LONG = 450
REASON = "# over 450 lines:"
"""A module longer than LONG lines says why in a line starting with REASON among its first five."""


@dataclass
class Module:
    name: str  # tablecert.oracle.x.y
    path: Path
    tree: ast.Module
    lines: int
    imports: set[str] = field(default_factory=set)  # every import, anywhere in the module
    graph: set[str] = field(default_factory=set)  # oracle modules it imports when it runs


def _module_name(path: Path) -> str:
    parts = path.relative_to(ORACLE).with_suffix("").parts
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join((PACKAGE, *parts))


def _type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _runtime_imports(tree: ast.Module) -> list[ast.Import | ast.ImportFrom]:
    """Every import that runs: at module level or inside a function (a function-level import
    only postpones a circle, it does not break it); not those under ``if TYPE_CHECKING:``."""
    hidden = {id(sub) for node in ast.walk(tree) if isinstance(node, ast.If) and _type_checking(node)
              for stmt in node.body for sub in ast.walk(stmt)}
    return [node for node in ast.walk(tree)
            if isinstance(node, ast.Import | ast.ImportFrom) and id(node) not in hidden]


def _targets(node: ast.Import | ast.ImportFrom, names: set[str]) -> set[str]:
    """The modules an import statement names (``from a import b`` is ``a.b`` when that is a module)."""
    if isinstance(node, ast.Import):
        return {alias.name for alias in node.names}
    assert node.level == 0, "the oracle imports absolutely"
    base = node.module or ""
    out = {base}
    for alias in node.names:
        if f"{base}.{alias.name}" in names:
            out.add(f"{base}.{alias.name}")
    return out


@cache
def oracle_modules() -> dict[str, Module]:
    modules: dict[str, Module] = {}
    for path in sorted(ORACLE.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        name = _module_name(path)
        modules[name] = Module(name, path, ast.parse(text, str(path)), len(text.splitlines()))
    names = set(modules)
    for module in modules.values():
        for node in ast.walk(module.tree):
            if isinstance(node, ast.Import | ast.ImportFrom):
                module.imports |= _targets(node, names)
        for node in _runtime_imports(module.tree):
            module.graph |= {t for t in _targets(node, names) if t in names and t != module.name}
    return modules


def _where(module: Module) -> str:
    return str(module.path.relative_to(ROOT))


def test_the_oracle_imports_nothing_above_it_and_no_io() -> None:
    stdlib = set(sys.stdlib_module_names)
    wrong = []
    for module in oracle_modules().values():
        for target in sorted(module.imports):
            top = target.split(".")[0]
            if target == "__future__":
                continue
            if top == "tablecert":
                if target != PACKAGE and not target.startswith(PACKAGE + "."):
                    wrong.append(f"{_where(module)}: imports {target}, a layer above the oracle")
            elif top in NO_IO:
                wrong.append(f"{_where(module)}: imports {target} (I/O)")
            elif top not in stdlib and top not in THIRD_PARTY:
                wrong.append(f"{_where(module)}: imports {target}, not the standard library or "
                             f"{', '.join(sorted(THIRD_PARTY))}")
    assert not wrong, "\n".join(wrong)


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import circle of ``graph``, or None (depth-first search, white/grey/black)."""
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return [*stack[stack.index(nxt):], nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return None


def test_cycle_finder_finds_a_circle() -> None:
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": set()}) is None


def test_no_import_circle_among_oracle_modules() -> None:
    """Imports under ``if TYPE_CHECKING:`` (annotations only) aside."""
    graph = {name: module.graph for name, module in oracle_modules().items()}
    circle = _cycle(graph)
    assert circle is None, "import circle: " + " -> ".join(circle or [])


def _layer(name: str) -> str:
    rest = name.removeprefix(PACKAGE + ".").split(".")
    if rest[0] == "games" and len(rest) > 1:
        return f"games.{rest[1]}"
    if rest[0] in ASSEMBLIES:
        return "assembly"
    if rest[0] == "card_round":
        return "card_round"
    return "core"


def test_layers_inside_the_oracle() -> None:
    """The core imports only the core; the shared round engine the core; a game the core, the
    shared round engine and itself, never another game (TYPE_CHECKING imports aside)."""
    wrong = []
    for module in oracle_modules().values():
        layer = _layer(module.name)
        if layer == "assembly" or module.name in (PACKAGE, f"{PACKAGE}.games"):
            continue
        allowed = {"core"} | ({"card_round"} if layer != "core" else set()) | {layer}
        for target in sorted(module.graph):
            if _layer(target) not in allowed:
                wrong.append(f"{_where(module)} ({layer}) imports {target} ({_layer(target)})")
    assert not wrong, "\n".join(wrong)


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


def test_no_module_over_450_lines_without_a_reason() -> None:
    long = []
    for module in oracle_modules().values():
        if module.lines > LONG:
            head = module.path.read_text(encoding="utf-8").splitlines()[:5]
            if not any(line.startswith(REASON) and len(line) > len(REASON) + 5 for line in head):
                long.append(f"{_where(module)}: {module.lines} lines; split it, or say why at its top "
                            f"('{REASON} <reason>')")
    assert not long, "\n".join(long)


@pytest.mark.exhaustive
def test_mypy_strict_passes_on_the_oracle(tmp_path: Path) -> None:
    """mypy cannot see setuptools' editable mapping (oracle/ installs as tablecert.oracle), so it
    checks a tree of its own: tablecert/__init__.py and a link tablecert/oracle -> oracle/."""
    tree = tmp_path / "tree"
    (tree / "tablecert").mkdir(parents=True)
    (tree / "tablecert" / "__init__.py").write_text("")
    (tree / "tablecert" / "oracle").symlink_to(ORACLE, target_is_directory=True)
    env = {**os.environ, "MYPYPATH": str(tree)}
    run = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(tmp_path / "cache"),
         "--no-error-summary", "-p", f"{PACKAGE}"],
        cwd=tree, env=env, capture_output=True, text=True, timeout=600, check=False,
    )
    assert run.returncode == 0, run.stdout + run.stderr
