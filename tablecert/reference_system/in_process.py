"""The oracle as a system under test, with the reference system's shuffler and, if named, one
of its catalogued defects or compliant variants: the in-process target of ``tablecert run``,
``fuzz``, ``stats`` and ``selftest``.

It lives with the reference system (whose defects, variants and shuffler it puts together)
so that the fuzz and stats engines and the scale layer reach it without importing the
suite's pytest plug-in (steps/plugin.py), which re-exports it for the suite's ``system``
fixture.
"""

from __future__ import annotations

from collections.abc import Callable

from tablecert.adapters.contract import Capability, SystemUnderTest
from tablecert.oracle.cards import Card

__all__ = ["in_process_system"]


def in_process_system(defect: str | None = None, variant: str | None = None,
                      capabilities: frozenset[Capability] | None = None) -> SystemUnderTest:
    """The oracle as a system, with the reference system's shuffler (so it can play
    system-shuffled rounds) and, if named, one catalogued defect or compliant variant;
    ``capabilities``: declaring only these."""
    from tablecert.adapters.in_process import InProcessSystem
    from tablecert.reference_system.defects import (
        DefectiveTable,
        defective_game_table,
        find_defect,
        shuffle_method,
    )
    from tablecert.reference_system.shuffler import ShufflingDevice

    catalogued = find_defect(defect) if defect is not None else None
    method = shuffle_method(catalogued)

    def shuffler(seed: int) -> Callable[[], tuple[Card, ...]]:
        return ShufflingDevice(seed, method).shuffle

    if variant is not None:
        from tablecert.reference_system.variants import VariantTable, find_variant, variant_game_table

        chosen = find_variant(variant)
        return InProcessSystem(lambda rules: VariantTable(rules, chosen),
                               name=f"oracle (compliant variant {variant})", shuffler_factory=shuffler,
                               game_table_factory=variant_game_table(chosen), capabilities=capabilities)
    if catalogued is None:
        return InProcessSystem(shuffler_factory=shuffler, capabilities=capabilities)
    return InProcessSystem(lambda rules: DefectiveTable(rules, catalogued),
                           name=f"oracle with defect {defect}", shuffler_factory=shuffler,
                           game_table_factory=defective_game_table(catalogued),
                           capabilities=capabilities, unchecked=catalogued.unchecked)
