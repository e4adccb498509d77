# ruff: noqa: E501 - the catalogue reads as a table, one defect to an entry
"""Catalogued defects of the table-game records (game ``table-records``): realistic bugs of
a table-game management system, each overriding one method of
:class:`tablecert.oracle.games.table_records.table.RecordsTable` and breaking one subsection.

The catalogue (tablecert/reference_system/defects.py) splats :data:`RECORDS_DEFECTS` in.
"""

from __future__ import annotations

from typing import Any

from tablecert.oracle.games.table_records.model import (
    DECK_DEADLINE,
    Device,
    DeviceState,
    ExceptionKind,
    Happening,
    HappeningKind,
    RecordsObservation,
    RecordsScript,
    SlipRecord,
)
from tablecert.oracle.games.table_records.rules import GAME
from tablecert.oracle.games.table_records.table import RecordsTable

__all__ = ["RECORDS_DEFECTS"]


class _DiceLateWithoutException(RecordsTable):
    """Reconciles a batch before reporting: when the batch also records the destruction of
    the overdue dice (however late), the overdue exception is dropped."""

    _batch: tuple[Happening, ...] = ()

    def play(self, script: RecordsScript) -> RecordsObservation:
        self._batch = script.happenings
        return super().play(script)

    def report(self, deadline: Any) -> None:
        if deadline.kind is ExceptionKind.DICE_NOT_DESTROYED and any(
                h.kind is HappeningKind.DICE_DESTROYED and set(deadline.items) & set(h.items)
                for h in self._batch):
            deadline.open = False
            return
        super().report(deadline)


class _DrillingAcceptedAsDestruction(RecordsTable):
    def check_destruction_method(self, method: str) -> None:
        if method != "drilling":
            super().check_destruction_method(method)


class _MultiDeckPackageWithoutGame(RecordsTable):
    def check_package_label(self, h: Happening) -> None:
        """Only checks the label's game on packages of more than six decks (a shoe game's set)."""
        if h.decks > 6:
            super().check_package_label(h)


class _DuplicateInRemovedDropBox(RecordsTable):
    def check_duplicate_box(self, slip: SlipRecord, box: str) -> None:
        """Any drop box attached to the table takes the duplicate."""


class _OneSignatureEnough(RecordsTable):
    def check_signed(self, drop: Any) -> None:
        """A copy counts as signed when anyone signed it."""
        if any(not signers for signers in drop.signatures.values()):
            super().check_signed(drop)


class _MinibaccaratDeckPast24Hours(RecordsTable):
    def decks_opened(self, h: Happening) -> str:
        """Starts the Minibaccarat deck clock at the first full hour after opening."""
        citation = super().decks_opened(h)
        if self.deadlines and self.deadlines[-1].kind is ExceptionKind.DECKS_NOT_CHANGED:
            opened = self.deadlines[-1].due - DECK_DEADLINE
            self.deadlines[-1].due = (opened // 60 + 1) * 60 + DECK_DEADLINE
        return citation


class _ShuffleBeforeCoveredSpanish21(RecordsTable):
    def check_devices_covered(self, table: str, citation: str) -> None:
        """The Spanish 21 module does not check the table's other devices."""
        if citation != "551.16(k)":
            super().check_devices_covered(table, citation)


class _DealBeforeShoeSignedWar(RecordsTable):
    def check_devices_covered(self, table: str, citation: str) -> None:
        """The War module forgets the dealing shoe: only a malfunctioning shuffler blocks."""
        if citation != "567.11(e)":
            super().check_devices_covered(table, citation)
            return
        shuffler = self.devices.get((table, Device.SHUFFLER))
        if shuffler is not None and shuffler.state is DeviceState.MALFUNCTIONING:
            super().check_devices_covered(table, citation)


def _defect(name: str, citation: str, description: str, mixin: type) -> tuple[str, str, str, str, type]:
    return (name, citation, GAME, description, mixin)


RECORDS_DEFECTS: tuple[tuple[str, str, str, str, type], ...] = (
    _defect("dice-destroyed-late-without-exception", "523.13(o)",
            "dice destroyed after 72 hours in the same batch are never reported as late", _DiceLateWithoutException),
    _defect("drilling-accepted-as-destruction", "523.13(o)(2)",
            "records dice destroyed by drilling", _DrillingAcceptedAsDestruction),
    _defect("multi-deck-package-without-game-accepted", "523.15(g)(2)",
            "receives a package of two to six decks whose label names no game", _MultiDeckPackageWithoutGame),
    _defect("duplicate-slip-in-removed-drop-box", "525.13(d)",
            "takes the duplicate Table Inventory Slip into the drop box being removed", _DuplicateInRemovedDropBox),
    _defect("slip-accepted-with-one-signature", "525.13(c)",
            "deposits a Table Inventory Slip whose copies bear one signature", _OneSignatureEnough),
    _defect("minibaccarat-deck-used-past-24-hours", "541.3(c)",
            "counts a Minibaccarat deck's 24 hours from the next full hour: decks stay in use up to an hour longer unreported",
            _MinibaccaratDeckPast24Hours),
    _defect("spanish-21-shuffle-before-shuffler-covered", "551.16(k)",
            "at Spanish 21 tables, shuffles or deals by hand before the malfunctioning device is covered or signed",
            _ShuffleBeforeCoveredSpanish21),
    _defect("war-hand-deal-before-shoe-signed", "567.11(e)",
            "at War tables, deals from the hand before the malfunctioning dealing shoe is covered or signed",
            _DealBeforeShoeSignedWar),
)
"""(name, citation, game, description, mixin) of each defect, for ``Defect(*entry)``."""
