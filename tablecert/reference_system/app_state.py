"""What the reference system's handlers read from ``request.app.state.system``: the open
tables, the capabilities the system declares, and how it opens a table (a compliant one, a
catalogued defect or a compliant variant). :func:`tablecert.reference_system.app.create_app`
builds it; the handlers are :mod:`tablecert.reference_system.app_tables` and
:mod:`tablecert.reference_system.app_rounds`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from starlette.requests import Request
from starlette.responses import Response

from tablecert.adapters.contract import Capability
from tablecert.adapters.http import ErrorReason
from tablecert.adapters.in_process import oracle_game_table
from tablecert.oracle.card_games import RulesSubmission, Table
from tablecert.oracle.card_round.engine import RoundEngine
from tablecert.oracle.game import GameRules, GameTable
from tablecert.reference_system.decoding import PROTOCOL_DOC, ProtocolError, answer_accepted
from tablecert.reference_system.shuffler import ShuffleMethod, fisher_yates
from tablecert.reference_system.tables import Tables

__all__ = ["SYSTEM_NAME", "SystemState", "system_of", "system_state"]

SYSTEM_NAME = "tablecert reference table system"


@dataclass(frozen=True)
class SystemState:
    """One reference system: its name, its open tables, the capabilities it declares, the
    Rules Submission checks it skips (a defect's) and how it makes its tables and shuffles."""

    name: str
    tables: Tables
    declared: frozenset[Capability]
    unchecked: frozenset[str] = frozenset()
    make_table: Callable[[RulesSubmission], Table] = Table
    make_game_table: Callable[[GameRules], GameTable] = oracle_game_table
    shuffle: ShuffleMethod = fisher_yates

    def needs(self, capability: Capability) -> None:
        """A request needing a capability the system does not declare is 409
        ``not-allowed-now`` (docs/protocol.md, Capabilities)."""
        if capability not in self.declared:
            raise ProtocolError(409, ErrorReason.NOT_ALLOWED_NOW, f"this system does not declare "
                                f"the capability {capability.value!r}", PROTOCOL_DOC)

    def accepted(self, engine: RoundEngine, before: int) -> Response:
        """A step's answer; where the table declares ``step-events``, with the events the
        step added to the round (docs/protocol.md, An interactive round)."""
        return answer_accepted(engine.events[before:] if Capability.STEP_EVENTS in self.declared else None)


def system_of(request: Request) -> SystemState:
    """The system a request reached (``create_app`` keeps it as ``app.state.system``)."""
    state: SystemState = request.app.state.system
    return state


def system_state(tables: Tables, declared: frozenset[Capability], *, defect: str | None = None,
                 variant: str | None = None) -> SystemState:
    """The compliant system, or with ``defect`` a catalogued defective variant
    (tablecert/reference_system/defects.py), or with ``variant`` a compliant one (variants.py);
    an unknown name raises KeyError."""
    if defect is not None:
        from tablecert.reference_system.defects import (
            DefectiveTable,
            defective_game_table,
            find_defect,
            shuffle_method,
        )

        catalogued = find_defect(defect)

        def defective(rules: RulesSubmission) -> Table:
            return DefectiveTable(rules, catalogued)

        return SystemState(f"{SYSTEM_NAME} with defect {defect}", tables, declared,
                           unchecked=catalogued.unchecked, make_table=defective,
                           make_game_table=defective_game_table(catalogued),
                           shuffle=shuffle_method(catalogued))
    if variant is not None:
        from tablecert.reference_system.variants import VariantTable, find_variant, variant_game_table

        chosen = find_variant(variant)

        def compliant(rules: RulesSubmission) -> Table:
            return VariantTable(rules, chosen)

        return SystemState(f"{SYSTEM_NAME} (compliant variant {variant})", tables, declared,
                           make_table=compliant, make_game_table=variant_game_table(chosen))
    return SystemState(SYSTEM_NAME, tables, declared)
