"""What goes into a round (a RoundScript) and what comes out (an Observation).

Both are plain frozen data, so the same script can drive the oracle and a vendor system
and the two observations can be compared field by field. The records are frozen msgspec
Structs rather than dataclasses: built, compared and hashed in C, they cost a quarter of a
frozen dataclass, and a seven-seat round makes over a hundred of them (``msgspec.structs.
replace`` stands in for ``dataclasses.replace``). Positions and outcomes are
named in the regulations' words; seats are numbered 1-7 clockwise from the dealer's left,
so seat 1 is "the player farthest to the dealer's left" who is dealt first (649a.8(d))
and settled last (649a.11(c)).
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum

import msgspec

from tablecert.oracle.cards import Card
from tablecert.oracle.errors import TablecertError
from tablecert.oracle.money import Cents
from tablecert.oracle.wagers import Wager

__all__ = [
    "COMMUNITY",
    "DEALER",
    "DISCARD",
    "FAULT_SUBSECTIONS",
    "Choice",
    "DealtCard",
    "Decision",
    "Event",
    "EventKind",
    "Fault",
    "FaultKind",
    "IllegalAction",
    "Observation",
    "Outcome",
    "Reason",
    "Refusal",
    "RoundScript",
    "SettlementLine",
    "Source",
    "WagerPlacement",
    "seat_position",
    "settlement_totals",
]

DEALER = "dealer"
COMMUNITY = "community"
DISCARD = "discard rack"


def seat_position(seat: int) -> str:
    """The position name of a seat: ``seat 3``."""
    return _SEATS.get(seat) or f"seat {seat}"


_SEATS = {seat: f"seat {seat}" for seat in range(1, 10)}


class Choice(StrEnum):
    """A player's decision: 649a.11(b) for Three Card Poker, 643a.11(b), (d) for Let It Ride."""

    PLAY = "play"  # make a Play Wager equal to the Ante Wager
    FOLD = "fold"  # forfeit the Ante Wager and end participation
    LET_IT_RIDE = "let it ride"
    WITHDRAW = "withdraw"


class Outcome(StrEnum):
    WON = "won"
    LOST = "lost"
    RETURNED = "returned"  # a tie, or the Play Wager when the dealer does not qualify
    FORFEITED = "forfeited"  # 649a.11(b)(1)-(3)
    WITHDRAWN = "withdrawn"  # 643a.11(b)(2), (d)(2)
    VOID = "void"  # "all hands shall be void, all wagers shall be returned"


class Source(StrEnum):
    """Where a payout comes from (649a.11(c)(5)(iv), 565.11a(e))."""

    TABLE_INVENTORY = "table inventory"
    PROGRESSIVE_SYSTEM = "progressive table game system"


class Reason(StrEnum):
    """Why a wager or decision is refused; the protocol's reason codes."""

    AFTER_NO_MORE_BETS = "after-no-more-bets"  # 649a.7(c), 649a.2(c)(2), 643a.8(b)
    NOT_OFFERED = "not-offered"  # not in the Rules Submission
    AMOUNT_NOT_ALLOWED = "amount-not-allowed"  # table limits, $1/$5, 649a.7(e) ratios
    PRECONDITION_NOT_MET = "precondition-not-met"  # 649a.7(d)(4), (5), (e); 643a.7(d)
    NO_SUCH_SEAT = "no-such-seat"  # 649a.2(a)
    ALREADY_PLACED = "already-placed"
    OUT_OF_TURN = "out-of-turn"  # 649a.11(b), 643a.11(b), (d)
    NOT_ALLOWED_NOW = "not-allowed-now"  # the round is not in a phase that takes this


class IllegalAction(TablecertError, ValueError):
    """A move the round cannot take; ``reason`` is a :class:`Reason` code."""

    def __init__(self, reason: Reason, message: str, citation: str) -> None:
        self.reason = reason
        self.citation = citation
        super().__init__(f"{message} ({citation})")


class FaultKind(StrEnum):
    """The irregularities of 649a.13 and 643a.13, and the stub count of 649a.8(f)-(h)."""

    CARD_FACE_UP_IN_DECK = "card face up in the deck"  # 13(a)
    CARD_DRAWN_IN_ERROR = "card drawn in error"  # 13(b)
    INCORRECT_CARD_COUNT = "incorrect number of cards dealt"  # 13(c)
    DEALER_CARD_EXPOSED = "dealer card exposed"  # 649a.13(d)
    COMMUNITY_CARD_EXPOSED = "community card exposed"  # 643a.13(d)
    SHUFFLER_JAM = "automated card shuffling device jams"  # 13(e)
    SHOE_JAM = "automated dealing shoe jams"  # 13(f)
    DEVICE_MALFUNCTION = "device malfunctions and cannot be used"  # 13(g)
    WRONG_DECK_SIZE = "deck does not hold 52 cards"  # 649a.5(b), 649a.8(f)-(h)


FAULT_SUBSECTIONS: dict[FaultKind, str] = {
    FaultKind.CARD_FACE_UP_IN_DECK: "13(a)",
    FaultKind.CARD_DRAWN_IN_ERROR: "13(b)",
    FaultKind.INCORRECT_CARD_COUNT: "13(c)",
    FaultKind.DEALER_CARD_EXPOSED: "13(d)",
    FaultKind.COMMUNITY_CARD_EXPOSED: "13(d)",
    FaultKind.SHUFFLER_JAM: "13(e)",
    FaultKind.SHOE_JAM: "13(f)",
    FaultKind.DEVICE_MALFUNCTION: "13(g)",
    FaultKind.WRONG_DECK_SIZE: "5(b)",
}
"""The subsection of each fault's rule, within the table's chapter (649a, 565 or 643a)."""


class Fault(msgspec.Struct, frozen=True, gc=False):
    """One injected irregularity.

    ``at`` is the 0-based index into the dealt sequence of the card concerned (face up,
    drawn in error, the card at which the shoe jams); ``position`` names the hand dealt a
    wrong ``count`` of cards, or the deck's true size for WRONG_DECK_SIZE.
    """

    kind: FaultKind
    at: int | None = None
    position: str | None = None
    count: int | None = None


class WagerPlacement(msgspec.Struct, frozen=True, gc=False):
    """A wager of ``amount`` cents placed at ``seat``; with ``after_no_more_bets`` the player
    tries to place it after the dealer's announcement (a late wager, which the round refuses)."""

    seat: int
    wager: Wager
    amount: Cents
    after_no_more_bets: bool = False  # the player tries to place it after the announcement


class Decision(msgspec.Struct, frozen=True, gc=False):
    seat: int
    choice: Choice
    wager: Wager | None = None  # Let It Ride: Bet Number 1 or Bet Number 2


class RoundScript(msgspec.Struct, frozen=True, gc=False):
    """A whole round as data: the test-mode deck order (top card first), wagers,
    decisions, faults. Seats that hold an Ante (or Let It Ride wagers) and have no
    decision scripted take ``default_choice`` (play / let it ride)."""

    wagers: tuple[WagerPlacement, ...]
    deck: tuple[Card, ...]
    decisions: tuple[Decision, ...] = ()
    faults: tuple[Fault, ...] = ()
    default_play: bool = True


class DealtCard(msgspec.Struct, frozen=True, gc=False):
    position: str
    card: Card


class SettlementLine(msgspec.Struct, frozen=True, gc=False):
    """One movement of chips, in the order the dealer makes it.

    ``paid`` is what the dealer hands over (for "to 1", the winnings; for "for 1" and
    amounts, the whole sum); ``returned`` is the player's own wager handed back.
    """

    seat: int
    wager: Wager
    outcome: Outcome
    amount: Cents  # the wager this line settles (0 for Envy Bonus lines)
    paid: Cents = 0
    returned: Cents = 0
    odds: str = ""  # the payout as the paytable prints it: "40 to 1", "$25,000"
    hand: str = ""  # the hand paid, as the paytable prints it
    source: Source = Source.TABLE_INVENTORY
    citation: str = ""
    note: str = ""


def settlement_totals(lines: Iterable[SettlementLine]) -> tuple[Cents, Cents, Cents]:
    """(returned, paid from the table inventory, paid by the progressive system): the sums an
    observation's money is reconciled by, one pass over its lines."""
    returned = paid_table = paid_progressive = 0
    table, progressive = Source.TABLE_INVENTORY, Source.PROGRESSIVE_SYSTEM
    for s in lines:
        returned += s.returned
        if s.source is table:
            paid_table += s.paid
        elif s.source is progressive:
            paid_progressive += s.paid
    return returned, paid_table, paid_progressive


class Refusal(msgspec.Struct, frozen=True, gc=False):
    seat: int
    wager: Wager
    amount: Cents
    reason: Reason
    citation: str
    message: str


class EventKind(StrEnum):
    NO_MORE_BETS = "no more bets"
    WAGERS_COLLECTED = "wagers collected"  # 649a.8(b), 643a.8(b): count verified
    METER_INCREMENTED = "meter incremented"
    CARD_DISCARDED = "card discarded"
    CARD_DRAWN_IN_ERROR = "card drawn in error"
    DEALER_REVEALED = "dealer's cards revealed"
    DEALER_QUALIFIES = "dealer qualifies"
    DEALER_DOES_NOT_QUALIFY = "dealer does not qualify"
    COMMUNITY_CARD_REVEALED = "community card revealed"
    STUB_COUNTED = "stub counted"
    ROUND_VOID = "round void"
    RESHUFFLE = "cards reshuffled"
    DECK_REMOVED = "deck removed from the table"
    DEVICE_OUT_OF_ORDER = "device covered or signed out of order"
    JACKPOT = "progressive jackpot paid"
    METER_RESET = "meter reset"
    DECK_IN_PLAY = "deck in play"


class Event(msgspec.Struct, frozen=True, gc=False):
    kind: EventKind
    detail: str = ""
    citation: str = ""


class Observation(msgspec.Struct, frozen=True, gc=False):
    """What a system reports for one round; compared field by field with the oracle's."""

    round_number: int
    dealt: tuple[DealtCard, ...] = ()
    hands: dict[str, tuple[Card, ...]] = msgspec.field(default_factory=dict)
    decisions: tuple[Decision, ...] = ()
    settlements: tuple[SettlementLine, ...] = ()
    refusals: tuple[Refusal, ...] = ()
    events: tuple[Event, ...] = ()
    dealer_qualifies: bool | None = None
    void: bool = False
    meter_before: Cents | None = None
    meter_after: Cents | None = None
    deck: int | None = None  # 1 or 2 at a two-deck table (649a.3(b)(3)); None with one deck
    five_card_meter_before: Cents | None = None  # the later 649a.10's five-card progressive
    five_card_meter_after: Cents | None = None
    wagered: Cents = 0  # every accepted wager, Play Wagers included
    table_result: Cents = 0  # what the table inventory won (+) or lost (-)
    progressive_paid: Cents = 0

    def lines_for(self, seat: int, wager: Wager | None = None) -> list[SettlementLine]:
        return [
            s for s in self.settlements
            if s.seat == seat and (wager is None or s.wager is wager)
        ]
