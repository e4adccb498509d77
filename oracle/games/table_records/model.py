# size: the game's data model: every happening, entry, refusal, exception and record of its script and
# observation, one frozen dataclass or enum each (its OpenAPI schemas are generated from them), no logic
"""The records a table-game management system keeps, as data (game ``table-records``).

A script is a batch of timestamped *happenings* on a simulated clock (dice collected and
destroyed, card packages received, Minibaccarat decks opened, a drop at an open table, a
shuffler that malfunctions); the observation is what the system answers: an *entry* per
happening (recorded, or refused with a reason code and the subsection), the *exceptions*
it reports when a deadline passes (dice not destroyed within 72 hours, decks not changed
within 24, 8 or 4 hours), and the records it keeps afterwards.

Times are whole minutes on the test clock (``at``; minute 0 is the clock's origin), so a
deadline is exact: 72 hours is 4,320 minutes, 24 hours 1,440.

The rules each record serves: 523.13(o) and (o)(2) (dice), 523.15(g) and (g)(2) (card
packages), 525.13(a)-(d) (the Table Inventory Slip of a drop at an open table), 541.3(c)
(Minibaccarat decks), 649a.3(c) (Three Card Poker decks), and the device-malfunction
subsections of the irregularity sections, whose words are the same for eight games:
:data:`DEVICE_MALFUNCTION_CITATIONS`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from itertools import pairwise

from tablecert.oracle.errors import TablecertError
from tablecert.oracle.judge import UNJUDGED

__all__ = [
    "DEAL_METHODS",
    "DECK_CHANGES",
    "DECK_DEADLINE",
    "DEVICE_MALFUNCTION_CITATIONS",
    "DICE_DEADLINE",
    "SHUFFLE_METHODS",
    "DeckChange",
    "DeckLogRecord",
    "Device",
    "DeviceRecord",
    "DeviceState",
    "DieRecord",
    "Disposal",
    "Entry",
    "EntryOutcome",
    "ExceptionKind",
    "Happening",
    "HappeningKind",
    "PackageRecord",
    "RecordException",
    "RecordsObservation",
    "RecordsScript",
    "Refusal",
    "Role",
    "SlipCopy",
    "SlipRecord",
    "TableGame",
]

DICE_DEADLINE = 72 * 60
"""523.13(o): destruction or cancellation "within 72 hours of collection", in minutes."""
DECK_DEADLINE = 24 * 60
"""541.3(c): Minibaccarat decks "changed at least once every 24 hours", in minutes."""


class TableGame(StrEnum):
    """The games of the chapters in the seeds, as their chapter titles name them."""

    CRAPS = "Craps"
    MINI_CRAPS = "Mini-Craps"
    PAI_GOW = "Pai Gow"
    MINIBACCARAT = "Minibaccarat"
    MIDIBACCARAT = "Midibaccarat"
    BACCARAT = "Baccarat"
    BLACKJACK = "Blackjack"
    SPANISH_21 = "Spanish 21"
    POKER = "Poker"
    CARIBBEAN_STUD_POKER = "Caribbean Stud Poker"
    FOUR_CARD_POKER = "Four Card Poker"
    LET_IT_RIDE_POKER = "Let It Ride Poker"
    PAI_GOW_POKER = "Pai Gow Poker"
    TEXAS_HOLD_EM_BONUS_POKER = "Texas Hold 'Em Bonus Poker"
    THREE_CARD_POKER = "Three Card Poker"
    WAR = "War"


DEVICE_MALFUNCTION_CITATIONS: dict[TableGame, str] = {
    TableGame.SPANISH_21: "551.16(k)",
    TableGame.CARIBBEAN_STUD_POKER: "555.14(g)",
    TableGame.FOUR_CARD_POKER: "557.13(g)",
    TableGame.LET_IT_RIDE_POKER: "559.15(f)",
    TableGame.PAI_GOW_POKER: "561.14(n)",
    TableGame.TEXAS_HOLD_EM_BONUS_POKER: "563.13(g)",
    TableGame.THREE_CARD_POKER: "565.13(g)",
    TableGame.WAR: "567.11(e)",
}
"""The one rule in eight sections, word for word: "If an automated card shuffling device or
automated dealing shoe malfunctions and cannot be used, [it] must be covered or have a sign
indicating that [it] is out of order placed on the device before any other method of
shuffling or dealing may be utilized at that table." The games differ only by citation.
(Let It Ride Poker and Three Card Poker are proved by their own round engines too.)"""


class Device(StrEnum):
    SHUFFLER = "automated card shuffling device"
    SHOE = "automated dealing shoe"


class DeviceState(StrEnum):
    IN_SERVICE = "in service"
    MALFUNCTIONING = "malfunctioning"  # cannot be used, and neither covered nor signed yet
    OUT_OF_ORDER = "covered or signed out of order"


SHUFFLE_METHODS = ("automated card shuffling device", "by hand")
DEAL_METHODS = ("automated dealing shoe", "manual dealing shoe", "from the hand")


class Role(StrEnum):
    DEALER = "dealer"
    BOXPERSON = "boxperson"
    FLOORPERSON = "floorperson"
    PIT_MANAGER = "pit manager"
    SECURITY_OFFICER = "security officer"


class SlipCopy(StrEnum):
    ORIGINAL = "original"
    DUPLICATE = "duplicate"


class HappeningKind(StrEnum):
    DICE_COLLECTED = "dice collected"
    DICE_DESTROYED = "dice destroyed"
    DICE_CANCELLED = "dice cancelled"
    PACKAGE_RECEIVED = "card package received"
    DECKS_OPENED = "decks opened for use"
    DECKS_REMOVED = "decks removed from use"
    DROP_BOX_ATTACHED = "drop box attached"
    INVENTORY_COUNTED = "table inventory counted"
    SLIP_SIGNED = "Table Inventory Slip signed"
    SLIP_DEPOSITED = "Table Inventory Slip deposited"
    DROP_BOX_REMOVED = "drop box removed"
    DEVICE_MALFUNCTIONS = "device malfunctions"
    DEVICE_OUT_OF_ORDER = "device covered or signed out of order"
    DEVICE_RETURNED = "device returned to service"
    CARDS_SHUFFLED = "cards shuffled"
    CARDS_DEALT = "cards dealt"
    TABLE_CLOSED = "table closed for gaming activity"  # 525.13(a): "to remain open" or not
    TABLE_OPENED = "table opened for gaming activity"


# the fields each kind of happening uses besides ``at`` and ``kind`` (the others stay empty)
_FIELDS: dict[HappeningKind, frozenset[str]] = {
    HappeningKind.DICE_COLLECTED: frozenset({"table", "items", "retained_for_board_inspection"}),
    HappeningKind.DICE_DESTROYED: frozenset({"items", "method"}),
    HappeningKind.DICE_CANCELLED: frozenset({"items", "method"}),
    HappeningKind.PACKAGE_RECEIVED: frozenset({"package", "decks", "sealed", "label_game"}),
    HappeningKind.DECKS_OPENED: frozenset({"table", "items"}),
    HappeningKind.DECKS_REMOVED: frozenset({"table"}),
    HappeningKind.DROP_BOX_ATTACHED: frozenset({"table", "drop_box"}),
    HappeningKind.INVENTORY_COUNTED: frozenset({"table", "slip", "person", "role", "observer",
                                                "observer_role", "amount"}),
    HappeningKind.SLIP_SIGNED: frozenset({"slip", "copy", "person"}),
    HappeningKind.SLIP_DEPOSITED: frozenset({"slip", "copy", "drop_box"}),
    HappeningKind.DROP_BOX_REMOVED: frozenset({"table", "drop_box"}),
    HappeningKind.DEVICE_MALFUNCTIONS: frozenset({"table", "device"}),
    HappeningKind.DEVICE_OUT_OF_ORDER: frozenset({"table", "device"}),
    HappeningKind.DEVICE_RETURNED: frozenset({"table", "device"}),
    HappeningKind.CARDS_SHUFFLED: frozenset({"table", "method"}),
    HappeningKind.CARDS_DEALT: frozenset({"table", "method"}),
    HappeningKind.TABLE_CLOSED: frozenset({"table"}),
    HappeningKind.TABLE_OPENED: frozenset({"table"}),
}
# the fields a kind needs given (non-empty)
_REQUIRED: dict[HappeningKind, frozenset[str]] = {
    HappeningKind.DICE_COLLECTED: frozenset({"table", "items"}),
    HappeningKind.DICE_DESTROYED: frozenset({"items", "method"}),
    HappeningKind.DICE_CANCELLED: frozenset({"items", "method"}),
    HappeningKind.PACKAGE_RECEIVED: frozenset({"package", "decks"}),
    HappeningKind.DECKS_OPENED: frozenset({"table", "items"}),
    HappeningKind.DECKS_REMOVED: frozenset({"table"}),
    HappeningKind.DROP_BOX_ATTACHED: frozenset({"table", "drop_box"}),
    HappeningKind.INVENTORY_COUNTED: frozenset({"table", "slip", "person", "role", "observer",
                                                "observer_role"}),
    HappeningKind.SLIP_SIGNED: frozenset({"slip", "copy", "person"}),
    HappeningKind.SLIP_DEPOSITED: frozenset({"slip", "copy", "drop_box"}),
    HappeningKind.DROP_BOX_REMOVED: frozenset({"table", "drop_box"}),
    HappeningKind.DEVICE_MALFUNCTIONS: frozenset({"table", "device"}),
    HappeningKind.DEVICE_OUT_OF_ORDER: frozenset({"table", "device"}),
    HappeningKind.DEVICE_RETURNED: frozenset({"table", "device"}),
    HappeningKind.CARDS_SHUFFLED: frozenset({"table", "method"}),
    HappeningKind.CARDS_DEALT: frozenset({"table", "method"}),
    HappeningKind.TABLE_CLOSED: frozenset({"table"}),
    HappeningKind.TABLE_OPENED: frozenset({"table"}),
}
_EMPTY: dict[str, object] = {
    "table": "", "items": (), "retained_for_board_inspection": False, "method": "", "package": "",
    "decks": 0, "sealed": True, "label_game": "", "drop_box": "", "slip": "", "person": "",
    "role": None, "observer": "", "observer_role": None, "amount": 0, "copy": None, "device": None,
}


@dataclass(frozen=True)
class Happening:
    """One thing that happened, at minute ``at`` of the test clock. ``kind`` says which
    fields it uses (docs/protocol.md, "Table-game records"); the others stay empty.

    ``items`` are the dice's serial numbers or the decks' identifiers; ``method`` how dice
    were destroyed or cancelled (the words as recorded: "shredding", "crushing", ...) or how
    cards were shuffled (:data:`SHUFFLE_METHODS`) or dealt (:data:`DEAL_METHODS`);
    ``label_game`` the game a card package's label or window names ("" for none);
    ``amount`` the table inventory counted, in cents.
    """

    at: int
    kind: HappeningKind
    table: str = ""
    items: tuple[str, ...] = ()
    retained_for_board_inspection: bool = False
    method: str = ""
    package: str = ""
    decks: int = 0
    sealed: bool = True
    label_game: str = ""
    drop_box: str = ""
    slip: str = ""
    person: str = ""
    role: Role | None = None
    observer: str = ""
    observer_role: Role | None = None
    amount: int = 0
    copy: SlipCopy | None = None
    device: Device | None = None

    def __post_init__(self) -> None:
        if self.at < 0:
            raise ValueError(f"{self.kind.value} at minute {self.at}: the test clock starts at minute 0")
        uses = _FIELDS[self.kind]
        for name, empty in _EMPTY.items():
            if name not in uses and getattr(self, name) != empty:
                raise ValueError(f"{self.kind.value}: the field {name} is not one of its fields "
                                 f"({', '.join(sorted(uses))})")
        for name in _REQUIRED[self.kind]:
            if getattr(self, name) == _EMPTY[name]:
                raise ValueError(f"{self.kind.value}: the field {name} is missing")
        if self.kind is HappeningKind.CARDS_SHUFFLED and self.method not in SHUFFLE_METHODS:
            raise ValueError(f"cards shuffled: method {self.method!r} is not one of {SHUFFLE_METHODS}")
        if self.kind is HappeningKind.CARDS_DEALT and self.method not in DEAL_METHODS:
            raise ValueError(f"cards dealt: method {self.method!r} is not one of {DEAL_METHODS}")
        if self.decks < 0 or self.amount < 0:
            raise ValueError(f"{self.kind.value}: a count of decks or an amount is not negative")
        if len(set(self.items)) != len(self.items):
            raise ValueError(f"{self.kind.value}: an item is named twice in {list(self.items)}")


@dataclass(frozen=True)
class RecordsScript:
    """Happenings in the order they happened (``at`` never decreasing, never before the
    previous script's end), then the clock runs on to ``until`` (if given) so that the
    deadlines falling due by then are reported."""

    happenings: tuple[Happening, ...] = ()
    until: int | None = None

    def __post_init__(self) -> None:
        times = [h.at for h in self.happenings]
        if any(b < a for a, b in pairwise(times)):
            raise ValueError(f"happenings: out of time order (minutes {times})")
        if self.until is not None and times and self.until < times[-1]:
            raise ValueError(f"until: minute {self.until} is before the last happening (minute {times[-1]})")


class Refusal(TablecertError):
    """A happening the rules refuse: reported as a refused entry, never raised out."""

    def __init__(self, reason: str, citation: str, note: str = "") -> None:
        super().__init__(reason)
        self.reason = reason
        self.citation = citation
        self.note = note


class EntryOutcome(StrEnum):
    RECORDED = "recorded"
    REFUSED = "refused"


@dataclass(frozen=True)
class Entry:
    """The system's answer to one happening, in the script's order: ``reason`` is the
    refusal's reason code ("" when recorded); ``citation`` the subsection served."""

    at: int
    kind: HappeningKind
    outcome: EntryOutcome
    reason: str
    citation: str
    note: str = field(default="", metadata={UNJUDGED: True})


class ExceptionKind(StrEnum):
    DICE_NOT_DESTROYED = "dice not destroyed or cancelled within 72 hours"
    DECKS_NOT_CHANGED = "decks not changed within 24 hours"
    DECKS_NOT_CHANGED_4 = "decks not changed within 4 hours"
    DECKS_NOT_CHANGED_8 = "decks not changed within 8 hours"


@dataclass(frozen=True)
class DeckChange:
    """How long decks opened for use at a table may stay in use (minutes), the exception a
    system reports when they stay longer, and the subsection that says so."""

    minutes: int
    kind: ExceptionKind
    citation: str


DECK_CHANGES: dict[tuple[TableGame, str], DeckChange] = {
    (TableGame.MINIBACCARAT, ""): DeckChange(DECK_DEADLINE, ExceptionKind.DECKS_NOT_CHANGED, "541.3(c)"),
    (TableGame.THREE_CARD_POKER, "from the hand"):
        DeckChange(4 * 60, ExceptionKind.DECKS_NOT_CHANGED_4, "649a.3(c)(1)"),
    (TableGame.THREE_CARD_POKER, "manual dealing shoe"):
        DeckChange(8 * 60, ExceptionKind.DECKS_NOT_CHANGED_8, "649a.3(c)(2)"),
    (TableGame.THREE_CARD_POKER, "automated dealing shoe"):
        DeckChange(8 * 60, ExceptionKind.DECKS_NOT_CHANGED_8, "649a.3(c)(2)"),
}
"""The deck-change rules of the seeds, by a table's game and how its cards are dealt
(:data:`DEAL_METHODS`; "" where the rule does not depend on it): 541.3(c) "at least once
every 24 hours"; 649a.3(c)(1) "At least every 4 hours if the cards are dealt by hand";
649a.3(c)(2) "At least every 8 hours if the cards are dealt from a manual or automated
dealing shoe". No other game's deck-change rule is in the seeds."""


@dataclass(frozen=True)
class RecordException:
    """A duty the records show undone when its deadline passed; ``at`` is the deadline."""

    at: int
    kind: ExceptionKind
    table: str
    items: tuple[str, ...]
    citation: str
    note: str = field(default="", metadata={UNJUDGED: True})


class Disposal(StrEnum):
    DESTROYED = "destroyed"
    CANCELLED = "cancelled"


@dataclass(frozen=True)
class DieRecord:
    die: str
    table: str
    collected_at: int
    retained_for_board_inspection: bool
    disposal: Disposal | None
    disposed_at: int | None
    method: str
    citation: str = "523.13(o)"


@dataclass(frozen=True)
class PackageRecord:
    package: str
    decks: int
    label_game: str
    received_at: int
    citation: str = "523.15(g)"


@dataclass(frozen=True)
class DeckLogRecord:
    table: str
    decks: tuple[str, ...]
    opened_at: int
    removed_at: int | None
    citation: str


@dataclass(frozen=True)
class SlipRecord:
    """A Table Inventory Slip of a drop at an open table (525.13)."""

    slip: str
    table: str
    amount: int
    counted_by: str
    counter_role: Role
    observed_by: str
    drop_box_at_count: str
    original_signatures: tuple[str, ...]
    duplicate_signatures: tuple[str, ...]
    original_drop_box: str | None
    duplicate_drop_box: str | None
    citation: str = "525.13"


@dataclass(frozen=True)
class DeviceRecord:
    table: str
    game: TableGame
    device: Device
    state: DeviceState
    citation: str


@dataclass(frozen=True)
class RecordsObservation:
    """What the system reports for one script: an entry per happening, the exceptions
    that fell due while the clock ran, and every record it keeps afterwards."""

    entries: tuple[Entry, ...]
    exceptions: tuple[RecordException, ...]
    dice: tuple[DieRecord, ...]
    packages: tuple[PackageRecord, ...]
    deck_log: tuple[DeckLogRecord, ...]
    slips: tuple[SlipRecord, ...]
    devices: tuple[DeviceRecord, ...]
