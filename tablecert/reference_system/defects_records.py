# ruff: noqa: E501 - the catalogue reads as a table, one defect to an entry
"""Catalogued defects of the table-game records (game ``table-records``): realistic bugs of
a table-game management system, each overriding one method of
:class:`tablecert.oracle.games.table_records.table.RecordsTable` and breaking one subsection.

The catalogue (tablecert/reference_system/defects.py) splats :data:`RECORDS_DEFECTS` in.
"""

from __future__ import annotations

from dataclasses import replace
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
    SlipCopy,
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


class _SignaturesNotSigners(RecordsTable):
    def slip_signed(self, h: Happening) -> str:
        """Appends every signature of a counter or observer: one person signing twice is recorded twice."""
        drop = self.drop(h.slip)
        assert h.copy is not None
        if h.person in drop.signatures[h.copy]:
            drop.signatures[h.copy].append(h.person)
            self.sync(drop)
            return "525.13(c)"
        return super().slip_signed(h)


class _DepositAgainMovesCopy(RecordsTable):
    def slip_deposited(self, h: Happening) -> str:
        """A second deposit of a copy overwrites the first: the copy is taken as not yet deposited."""
        drop = self.drop(h.slip)
        drop.slip = (replace(drop.slip, original_drop_box=None) if h.copy is SlipCopy.ORIGINAL
                     else replace(drop.slip, duplicate_drop_box=None))
        return super().slip_deposited(h)


class _RemovesWhateverBoxIsAttached(RecordsTable):
    def drop_box_removed(self, h: Happening) -> str:
        """Matches the removal by table only: the drop box attached is removed, whatever box was named."""
        attached = self.attached.get(h.table)
        if attached is not None and attached != h.drop_box:
            h = replace(h, drop_box=attached)
        return super().drop_box_removed(h)


class _CountWithoutDropBox(RecordsTable):
    def inventory_counted(self, h: Happening) -> str:
        """Opens the Table Inventory Slip with no drop box (box ``""``) when none is attached."""
        if h.table in self.attached:
            return super().inventory_counted(h)
        self.attached[h.table] = ""
        try:
            return super().inventory_counted(h)
        finally:
            del self.attached[h.table]


class _DiceDestructionClosesLatestDuty(RecordsTable):
    def dice_disposed(self, h: Happening) -> str:
        """Marks the latest pending duty done, whatever its kind, as well as the dice's own."""
        citation = super().dice_disposed(h)
        pending = [d for d in self.deadlines if d.open]
        if pending:
            pending[-1].open = False
        return citation


class _MalfunctionUncoversDevice(RecordsTable):
    def device_event(self, h: Happening) -> str:
        """A malfunction report sets the state to malfunctioning, taking a cover or sign off."""
        citation = super().device_event(h)
        if h.kind is HappeningKind.DEVICE_MALFUNCTIONS:
            assert h.device is not None
            self.devices[(h.table, h.device)] = replace(self.devices[(h.table, h.device)],
                                                       state=DeviceState.MALFUNCTIONING)
        return citation


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
    _defect("slip-signed-twice-by-one-person", "525.13(c)",
            "records a second signature of one person on a copy of the Table Inventory Slip", _SignaturesNotSigners),
    _defect("slip-copy-deposited-twice", "525.13(d)",
            "takes a copy of the Table Inventory Slip already in a drop box into a drop box again", _DepositAgainMovesCopy),
    _defect("other-drop-box-removed", "525.13(d)",
            "removes the drop box attached when another drop box is named", _RemovesWhateverBoxIsAttached),
    _defect("count-without-drop-box", "525.13(d)",
            "opens a Table Inventory Slip at a table with no drop box attached", _CountWithoutDropBox),
    _defect("dice-destruction-closes-latest-duty", "541.3(c)",
            "destroying dice also marks the latest pending duty done: a Minibaccarat deck change opened after the dice is never reported",
            _DiceDestructionClosesLatestDuty),
    _defect("malfunction-report-uncovers-device", "551.16(k)",
            "a device covered or signed out of order and reported malfunctioning again is taken as uncovered: the table stops shuffling and dealing",
            _MalfunctionUncoversDevice),
)
"""(name, citation, game, description, mixin) of each defect, for ``Defect(*entry)``."""
