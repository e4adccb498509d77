"""One error base (ARCHITECTURE.md "Errors"): every error class tablecert defines is a
TablecertError, keeps the builtin it always was (a Discrepancy is still an AssertionError, so
pytest reports a failure), and has its row in ARCHITECTURE.md's table."""

from __future__ import annotations

import ast
import importlib
import re
from pathlib import Path

import pytest

from tablecert.errors import InputError, TablecertError

ROOT = Path(__file__).resolve().parent.parent
FOLDERS = ("oracle", "adapters", "steps", "reports", "tablecert")

BUILTINS = {
    "tablecert.errors.InputError": ValueError,
    "tablecert.oracle.rules_reader.RulesSubmissionError": ValueError,
    "tablecert.oracle.cards.CardError": ValueError,
    "tablecert.oracle.money.MoneyError": ValueError,
    "tablecert.oracle.round.IllegalAction": ValueError,
    "tablecert.oracle.judge.Discrepancy": AssertionError,
    "tablecert.fuzz.sessions.SessionDiscrepancy": AssertionError,
    "tablecert.adapters.contract.CapabilityRefused": AssertionError,
    "tablecert.adapters.contract.SystemFault": RuntimeError,
    "tablecert.adapters.wire_reader.WireError": ValueError,
    "tablecert.adapters.transport.TokenError": ValueError,
    "tablecert.reference_system.decoding.ProtocolError": Exception,
    "tablecert.protocol_exchange.TransportProblem": Exception,
    "tablecert.protocol_exchange.OutOfTime": Exception,
    "tablecert.oracle.games.table_records.model.Refusal": Exception,
    "tablecert.adapters.transport.Late": Exception,
    "tablecert.adapters.wire_json._Duplicate": Exception,
    "tablecert.scale.cluster.ClusterFailure": ValueError,
    "tablecert.report_folder.ReportSwapError": ValueError,
    "tablecert.adapters.bounds.CallTimedOut": Exception,
    "tablecert.adapters.bounds.ExitCalled": Exception,
    "tablecert.adapters.ahead.AheadError": Exception,
}
"""Every error class of the package and the builtin it keeps."""


def _module(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    if parts[0] != "tablecert":
        parts = ("tablecert", *parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _exception_classes() -> set[str]:
    """Every class of the package whose bases name an exception (read from the source)."""
    found = set()
    for folder in FOLDERS:
        for path in (ROOT / folder).rglob("*.py"):
            if folder == "tablecert" and path.relative_to(ROOT / "tablecert").parts[0] in FOLDERS:
                continue  # the links tablecert/oracle -> ../oracle, ...
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.ClassDef) and any(
                        re.search(r"(Error|Exception|Fault|Discrepancy|Refused|Problem|OutOfTime|Action)$",
                                  ast.unparse(b)) and not ast.unparse(b).startswith("argparse.")
                        for b in node.bases):
                    found.add(f"{_module(path)}.{node.name}")
    return found


def test_the_list_of_error_classes_is_whole() -> None:
    found = _exception_classes() - {"tablecert.oracle.errors.TablecertError"}
    assert found == set(BUILTINS), "an error class was added or removed: list it here"


@pytest.mark.parametrize("name", sorted(BUILTINS))
def test_every_error_is_a_tablecert_error_and_keeps_its_builtin(name: str) -> None:
    module, _, cls_name = name.rpartition(".")
    cls = getattr(importlib.import_module(module), cls_name)
    assert issubclass(cls, TablecertError), f"{name} is not a TablecertError"
    assert issubclass(cls, BUILTINS[name]), f"{name} is no longer a {BUILTINS[name].__name__}"


def test_architecture_md_has_a_row_for_every_error() -> None:
    text = (ROOT / "ARCHITECTURE.md").read_text(encoding="utf-8")
    table = text[text.index("## Errors"):text.index("## Money and odds")]
    missing = [n for n in BUILTINS if f"`{n.rpartition('.')[2]}`" not in table]
    assert not missing, f"ARCHITECTURE.md's table 'Errors' lacks {missing}"


def test_a_tablecert_error_is_caught_as_one() -> None:
    with pytest.raises(TablecertError, match="naming the file"):
        raise InputError("naming the file")
