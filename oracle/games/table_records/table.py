"""The oracle's table-game management system: it plays scripts of happenings on a test
clock and keeps the records of 523.13(o), 523.15(g), 525.13, 541.3(c) and the
device-malfunction subsections (game ``table-records``; data in
:mod:`tablecert.oracle.games.table_records.model`).

What it does with each happening (every reason code is in docs/protocol.md):

- dice (523.13(o), (o)(2)): collection starts a 72-hour deadline unless the dice are
  retained for Board inspection; a *destruction* is recorded only by shredding or
  crushing (any other method is refused); a *cancellation* is recorded with its method as
  given, since how dice are cancelled is in the elided (o)(1). When the clock passes the
  deadline of dice neither destroyed nor cancelled, one exception names them.
- card packages (523.15(g), (g)(2)): an unsealed package is refused; a package of more
  than one deck whose label names no game is refused.
- decks (541.3(c), 649a.3(c)): decks opened at a Minibaccarat table must be changed within
  24 hours, at a Three Card Poker table within 4 hours (dealt from the hand) or 8 (from a
  shoe); when the clock passes that, one exception names them. Opening decks at a table
  with decks in use is a change.
- a drop at an open table (525.13; the methods of
  :mod:`tablecert.oracle.games.table_records.drops`): a table is open until a "table closed for gaming
  activity" (and again after "table opened ..."); at a closed table the drop box leaves
  without a count, 525.13 being for tables "to remain open". At an open table: the count
  by the dealer or boxperson, observed by the floorperson; both copies signed by both; the
  original into the drop box attached at the count, which may then be removed; the
  duplicate into the box attached after it.
- devices: while a device at a table has malfunctioned and is neither covered nor signed
  out of order, no shuffling or dealing is recorded at that table; a device out of order
  or malfunctioning is never used.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from tablecert.oracle.game import GameTable
from tablecert.oracle.games.table_records.drops import Drop, DropRecords
from tablecert.oracle.games.table_records.model import (
    DECK_CHANGES,
    DEVICE_MALFUNCTION_CITATIONS,
    DICE_DEADLINE,
    DeckLogRecord,
    Device,
    DeviceRecord,
    DeviceState,
    DieRecord,
    Disposal,
    Entry,
    EntryOutcome,
    ExceptionKind,
    Happening,
    HappeningKind,
    PackageRecord,
    RecordException,
    RecordsObservation,
    RecordsScript,
    Refusal,
)
from tablecert.oracle.games.table_records.rules import RecordsRules

__all__ = ["DESTRUCTION_METHODS", "RecordsTable", "Refusal"]

_DECKS_NOT_CHANGED = frozenset(change.kind for change in DECK_CHANGES.values())

DESTRUCTION_METHODS = ("shredding", "crushing")
"""523.13(o)(2): "Destruction must occur by shredding or crushing." """


@dataclass
class _Deadline:
    due: int
    kind: ExceptionKind
    table: str
    items: list[str]
    citation: str
    open: bool = True


class RecordsTable(DropRecords, GameTable):
    r"""The records of every table a Rules Submission names; state lasts between scripts.

    >>> from tablecert.oracle.games.table_records.rules import parse_records_rules
    >>> t = RecordsTable(parse_records_rules("rules_submission: x\ngame: table-records\n"
    ...                                      "tables:\n  CR-1: {game: Craps}\n"))
    >>> obs = t.play(RecordsScript((
    ...     Happening(0, HappeningKind.DICE_COLLECTED, table="CR-1", items=("D1",)),
    ...     Happening(60, HappeningKind.DICE_DESTROYED, items=("D1",), method="drilling")), until=4321))
    >>> obs.entries[1].reason, [(x.at, x.items) for x in obs.exceptions]
    ('destruction-not-by-shredding-or-crushing', [(4320, ('D1',))])
    """

    rules: RecordsRules

    def __init__(self, rules: RecordsRules) -> None:
        super().__init__(rules)
        self.clock = 0
        self.dice: dict[str, DieRecord] = {}
        self.packages: list[PackageRecord] = []
        self.deck_log: list[DeckLogRecord] = []
        self.drops: dict[str, Drop] = {}
        self.attached: dict[str, str] = {}  # table -> drop box attached now
        self.closed: set[str] = set()  # tables closed for gaming activity (every table starts open)
        self.devices: dict[tuple[str, Device], DeviceRecord] = {}
        for t in rules.tables:
            for d in t.devices:
                self.devices[(t.table, d)] = DeviceRecord(t.table, t.game, d, DeviceState.IN_SERVICE,
                                                          DEVICE_MALFUNCTION_CITATIONS[t.game])
        self.deadlines: list[_Deadline] = []
        self._raised: list[RecordException] = []

    # ----------------------------------------------------------------- the script
    def play(self, script: RecordsScript) -> RecordsObservation:
        first = script.happenings[0].at if script.happenings else script.until
        if first is not None and first < self.clock:
            raise ValueError(f"minute {first} is before the system's clock (minute {self.clock}): "
                             "scripts continue the clock")
        self._raised = []
        entries: list[Entry] = []
        for h in script.happenings:
            self.advance(h.at)
            entries.append(self.entry(h))
        if script.until is not None:
            self.advance(script.until)
        return RecordsObservation(
            tuple(entries), tuple(self._raised), tuple(self.dice.values()), tuple(self.packages),
            tuple(self.deck_log), tuple(d.slip for d in self.drops.values()), tuple(self.devices.values()))

    def advance(self, now: int) -> None:
        """Run the clock to ``now``: every deadline it passes (``due < now``) is reported."""
        for d in sorted(self.deadlines, key=lambda d: d.due):
            if d.open and d.due < now:
                self.report(d)
        self.clock = now

    def report(self, deadline: _Deadline) -> None:
        deadline.open = False
        note = ("decks still in use" if deadline.kind in _DECKS_NOT_CHANGED
                else "destruction or cancellation not completed")
        self._raised.append(RecordException(deadline.due, deadline.kind, deadline.table,
                                            tuple(deadline.items), deadline.citation, note))

    def entry(self, h: Happening) -> Entry:
        try:
            citation = self.apply(h)
        except Refusal as refusal:
            return Entry(h.at, h.kind, EntryOutcome.REFUSED, refusal.reason, refusal.citation, refusal.note)
        return Entry(h.at, h.kind, EntryOutcome.RECORDED, "", citation)

    def apply(self, h: Happening) -> str:
        """Record ``h`` and return the subsection the record serves, or raise Refusal."""
        handler = {
            HappeningKind.DICE_COLLECTED: self.dice_collected,
            HappeningKind.DICE_DESTROYED: self.dice_disposed,
            HappeningKind.DICE_CANCELLED: self.dice_disposed,
            HappeningKind.PACKAGE_RECEIVED: self.package_received,
            HappeningKind.DECKS_OPENED: self.decks_opened,
            HappeningKind.DECKS_REMOVED: self.decks_removed,
            HappeningKind.DROP_BOX_ATTACHED: self.drop_box_attached,
            HappeningKind.INVENTORY_COUNTED: self.inventory_counted,
            HappeningKind.SLIP_SIGNED: self.slip_signed,
            HappeningKind.SLIP_DEPOSITED: self.slip_deposited,
            HappeningKind.DROP_BOX_REMOVED: self.drop_box_removed,
            HappeningKind.TABLE_CLOSED: self.table_closed,
            HappeningKind.TABLE_OPENED: self.table_opened,
            HappeningKind.DEVICE_MALFUNCTIONS: self.device_event,
            HappeningKind.DEVICE_OUT_OF_ORDER: self.device_event,
            HappeningKind.DEVICE_RETURNED: self.device_event,
            HappeningKind.CARDS_SHUFFLED: self.cards_used,
            HappeningKind.CARDS_DEALT: self.cards_used,
        }[h.kind]
        return handler(h)

    # ----------------------------------------------------------------- dice, 523.13(o)
    def dice_collected(self, h: Happening) -> str:
        self.rules.table(h.table)
        for die in h.items:
            if die in self.dice:
                raise ValueError(f"dice collected: die {die!r} was collected before (minute "
                                 f"{self.dice[die].collected_at})")
        for die in h.items:
            self.dice[die] = DieRecord(die, h.table, h.at, h.retained_for_board_inspection, None, None, "")
        if not h.retained_for_board_inspection:
            self.deadlines.append(_Deadline(h.at + DICE_DEADLINE, ExceptionKind.DICE_NOT_DESTROYED,
                                            h.table, list(h.items), "523.13(o)"))
        return "523.13(o)"

    def dice_disposed(self, h: Happening) -> str:
        destroyed = h.kind is HappeningKind.DICE_DESTROYED
        for die in h.items:
            if die not in self.dice:
                raise ValueError(f"{h.kind.value}: die {die!r} was never collected")
        done = [die for die in h.items if self.dice[die].disposal is not None]
        if done:
            raise Refusal("dice-already-destroyed-or-cancelled", "523.13(o)", f"already disposed of: {done}")
        if destroyed:
            self.check_destruction_method(h.method)
        disposal = Disposal.DESTROYED if destroyed else Disposal.CANCELLED
        for die in h.items:
            self.dice[die] = replace(self.dice[die], disposal=disposal, disposed_at=h.at, method=h.method)
        for d in self.deadlines:
            if d.kind is ExceptionKind.DICE_NOT_DESTROYED:
                d.items = [die for die in d.items if die not in h.items]
                d.open = d.open and bool(d.items)
        return "523.13(o)(2)" if destroyed else "523.13(o)"

    def check_destruction_method(self, method: str) -> None:
        if method not in DESTRUCTION_METHODS:
            raise Refusal("destruction-not-by-shredding-or-crushing", "523.13(o)(2)",
                          f"{method!r} is not shredding or crushing")

    # ----------------------------------------------------------------- cards, 523.15(g)
    def package_received(self, h: Happening) -> str:
        if not h.sealed:
            raise Refusal("package-not-sealed", "523.15(g)")
        self.check_package_label(h)
        self.packages.append(PackageRecord(h.package, h.decks, h.label_game.strip(), h.at))
        return "523.15(g)"

    def check_package_label(self, h: Happening) -> None:
        if h.decks > 1 and not h.label_game.strip():
            raise Refusal("package-label-without-game", "523.15(g)(2)",
                          f"{h.decks} decks in one package: the label must name the game")

    # ----------------------------------------------------------------- decks, 541.3(c)
    def decks_opened(self, h: Happening) -> str:
        change = self.rules.table(h.table).deck_change
        self.close_decks(h.table, h.at)
        citation = change.citation if change is not None else ""
        self.deck_log.append(DeckLogRecord(h.table, h.items, h.at, None, citation))
        if change is not None:
            self.deadlines.append(_Deadline(h.at + change.minutes, change.kind, h.table, list(h.items),
                                            change.citation))
        return citation

    def decks_removed(self, h: Happening) -> str:
        change = self.rules.table(h.table).deck_change
        if not self.close_decks(h.table, h.at):
            raise ValueError(f"decks removed from use: no decks are in use at table {h.table!r}")
        return change.citation if change is not None else ""

    def close_decks(self, table: str, at: int) -> bool:
        for i, rec in enumerate(self.deck_log):
            if rec.table == table and rec.removed_at is None:
                self.deck_log[i] = replace(rec, removed_at=at)
                for d in self.deadlines:
                    if d.kind in _DECKS_NOT_CHANGED and d.table == table:
                        d.open = False
                return True
        return False

    # ----------------------------------------------------------------- devices
    def device(self, table: str, device: Device) -> DeviceRecord:
        self.rules.table(table)
        if (table, device) not in self.devices:
            raise ValueError(f"table {table!r} has no {device.value} in the Rules Submission")
        return self.devices[(table, device)]

    def device_event(self, h: Happening) -> str:
        assert h.device is not None
        rec = self.device(h.table, h.device)
        state = {HappeningKind.DEVICE_MALFUNCTIONS: DeviceState.MALFUNCTIONING,
                 HappeningKind.DEVICE_OUT_OF_ORDER: DeviceState.OUT_OF_ORDER,
                 HappeningKind.DEVICE_RETURNED: DeviceState.IN_SERVICE}[h.kind]
        if h.kind is HappeningKind.DEVICE_MALFUNCTIONS and rec.state is DeviceState.OUT_OF_ORDER:
            state = DeviceState.OUT_OF_ORDER  # already out of use: it stays covered
        self.devices[(h.table, h.device)] = replace(rec, state=state)
        return rec.citation

    def cards_used(self, h: Happening) -> str:
        table = self.rules.table(h.table)
        citation = DEVICE_MALFUNCTION_CITATIONS.get(table.game, "")
        used = next((d for d in Device if d.value == h.method), None)
        if used is not None:
            rec = self.device(h.table, used)
            if rec.state is not DeviceState.IN_SERVICE:
                raise Refusal("device-cannot-be-used", citation, f"the {used.value} is {rec.state.value}")
        self.check_devices_covered(h.table, citation)
        return citation

    def check_devices_covered(self, table: str, citation: str) -> None:
        for (t, device), rec in self.devices.items():
            if t == table and rec.state is DeviceState.MALFUNCTIONING:
                raise Refusal("device-not-covered-or-signed-out-of-order", citation,
                              f"the {device.value} malfunctioned and is neither covered nor signed")
