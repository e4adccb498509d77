"""A drop at an open table (525.13), as the oracle's table-game management system keeps it
(:class:`tablecert.oracle.games.table_records.table.RecordsTable` is made of these methods and
its own): a table is open until a "table closed for gaming activity" (and again after "table
opened ..."); at a closed table the drop box leaves without a count, 525.13 being for tables
"to remain open". At an open table: the count by the dealer or boxperson, observed by the
floorperson; both copies signed by both; the original into the drop box attached at the
count, which may then be removed; the duplicate into the box attached after it.

One rule, one method, so that a catalogued defect can override it."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from tablecert.oracle.games.table_records.model import Happening, Refusal, Role, SlipCopy, SlipRecord
from tablecert.oracle.games.table_records.rules import RecordsRules

__all__ = ["Drop", "DropRecords"]

_COUNTERS = (Role.DEALER, Role.BOXPERSON)


@dataclass
class Drop:
    """One Table Inventory Slip and the signatures on each of its copies so far."""

    slip: SlipRecord
    signatures: dict[SlipCopy, list[str]] = field(default_factory=lambda: {c: [] for c in SlipCopy})


class DropRecords:
    """The records of the drops at a table system's tables: the state is the table's
    (``RecordsTable.__init__`` makes it), each happening of a drop one method."""

    rules: RecordsRules
    drops: dict[str, Drop]  # Table Inventory Slip -> its drop
    attached: dict[str, str]  # table -> drop box attached now
    closed: set[str]  # tables closed for gaming activity

    def drop_box_attached(self, h: Happening) -> str:
        self.rules.table(h.table)
        if h.table in self.attached:
            raise Refusal("drop-box-already-attached", "525.13(d)",
                          f"drop box {self.attached[h.table]!r} is attached to {h.table!r}")
        self.attached[h.table] = h.drop_box
        return "525.13(d)"

    def inventory_counted(self, h: Happening) -> str:
        self.rules.table(h.table)
        if h.slip in self.drops:
            raise ValueError(f"table inventory counted: Table Inventory Slip {h.slip!r} exists already")
        assert h.role is not None and h.observer_role is not None
        self.check_counter(h.role)
        if h.observer_role is not Role.FLOORPERSON or h.observer == h.person:
            raise Refusal("count-not-observed-by-floorperson", "525.13(b)",
                          f"observed by {h.observer} ({h.observer_role.value})")
        box = self.attached.get(h.table)
        if box is None:
            raise Refusal("no-drop-box-attached", "525.13(d)", f"no drop box at {h.table!r}")
        self.drops[h.slip] = Drop(SlipRecord(h.slip, h.table, h.amount, h.person, h.role, h.observer,
                                              box, (), (), None, None))
        return "525.13(a)"

    def check_counter(self, role: Role) -> None:
        if role not in _COUNTERS:
            raise Refusal("count-not-by-dealer-or-boxperson", "525.13(a)", f"counted by a {role.value}")

    def drop(self, slip: str) -> Drop:
        if slip not in self.drops:
            raise ValueError(f"no Table Inventory Slip {slip!r}")
        return self.drops[slip]

    def slip_signed(self, h: Happening) -> str:
        drop = self.drop(h.slip)
        assert h.copy is not None
        if h.person not in (drop.slip.counted_by, drop.slip.observed_by):
            raise Refusal("signer-did-not-count-or-observe", "525.13(c)",
                          f"{h.person} neither counted nor observed the count")
        if h.person in drop.signatures[h.copy]:
            raise Refusal("already-signed", "525.13(c)")
        drop.signatures[h.copy].append(h.person)
        self.sync(drop)
        return "525.13(c)"

    def sync(self, drop: Drop) -> None:
        drop.slip = replace(drop.slip, original_signatures=tuple(drop.signatures[SlipCopy.ORIGINAL]),
                            duplicate_signatures=tuple(drop.signatures[SlipCopy.DUPLICATE]))

    def check_signed(self, drop: Drop) -> None:
        needed = {drop.slip.counted_by, drop.slip.observed_by}
        for copy in SlipCopy:
            missing = needed - set(drop.signatures[copy])
            if missing:
                raise Refusal("slip-not-signed", "525.13(c)",
                              f"the {copy.value} lacks the signature of {', '.join(sorted(missing))}")

    def slip_deposited(self, h: Happening) -> str:
        drop = self.drop(h.slip)
        slip = drop.slip
        deposited = slip.original_drop_box if h.copy is SlipCopy.ORIGINAL else slip.duplicate_drop_box
        if deposited is not None:
            raise Refusal("already-deposited", "525.13(d)", f"in drop box {deposited!r}")
        self.check_signed(drop)
        if h.copy is SlipCopy.DUPLICATE:
            self.check_duplicate_box(slip, h.drop_box)
        elif h.drop_box != slip.drop_box_at_count:
            raise Refusal("original-not-in-removed-drop-box", "525.13(d)",
                          f"the drop box being removed is {slip.drop_box_at_count!r}")
        if self.attached.get(slip.table) != h.drop_box:
            raise Refusal("drop-box-not-attached", "525.13(d)", f"{h.drop_box!r} is not at {slip.table!r}")
        if h.copy is SlipCopy.ORIGINAL:
            drop.slip = replace(slip, original_drop_box=h.drop_box)
        else:
            drop.slip = replace(slip, duplicate_drop_box=h.drop_box)
        return "525.13(d)"

    def check_duplicate_box(self, slip: SlipRecord, box: str) -> None:
        if box == slip.drop_box_at_count:
            raise Refusal("duplicate-in-removed-drop-box", "525.13(d)",
                          "the duplicate goes into the replacement drop box")

    def table_closed(self, h: Happening) -> str:
        """525.13(a) governs a drop only "whenever a table game is to remain open"."""
        self.rules.table(h.table)
        self.closed.add(h.table)
        return "525.13(a)"

    def table_opened(self, h: Happening) -> str:
        self.rules.table(h.table)
        self.closed.discard(h.table)
        return "525.13(a)"

    def drop_box_removed(self, h: Happening) -> str:
        if self.attached.get(h.table) != h.drop_box:
            raise Refusal("drop-box-not-attached", "525.13(d)", f"{h.drop_box!r} is not at {h.table!r}")
        if h.table in self.closed:  # a drop at a closed table: no Table Inventory Slip under 525.13
            del self.attached[h.table]
            return ""
        slips = [d.slip for d in self.drops.values() if d.slip.drop_box_at_count == h.drop_box
                 and d.slip.table == h.table]
        if not slips:
            raise Refusal("table-inventory-not-counted", "525.13(a)", "no Table Inventory Slip for this drop")
        if all(s.original_drop_box != h.drop_box for s in slips):
            raise Refusal("original-not-deposited", "525.13(d)",
                          "the original Table Inventory Slip goes in before the drop box is removed")
        del self.attached[h.table]
        return "525.13(d)"
