"""The round script and the observation of Blackjack (549) and Spanish 21 (551): plain
frozen dataclasses that travel on the wire (:mod:`tablecert.adapters.game_wire`) and are judged field
by field (:func:`tablecert.oracle.judge.compare_data`).

One script and one observation serve both games: the two chapters share the deal, the
play and the settlement procedures of 549.4(f) / 551.6(f); only the odds differ (549.4(g)
against 551.6(g)-(i)).

Seats are numbered clockwise from the dealer's left (seat 1 is "first base"); the deal goes
seat 1 first, and the player "farthest to the right of the dealer" of 549.4(f)(2) is the
highest-numbered seat in play.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import StrEnum
from fractions import Fraction

from tablecert.oracle.cards import Card
from tablecert.oracle.judge import UNJUDGED
from tablecert.oracle.money import Cents

__all__ = [
    "Action",
    "BlackjackObservation",
    "BlackjackScript",
    "Chips",
    "Dealt",
    "HandRecord",
    "Move",
    "Outcome",
    "Reason",
    "Refusal",
    "Settlement",
    "WagerKind",
    "WagerPlacement",
    "person_of",
]


class Move(StrEnum):
    """What a player does, in turn (hit, stand, double down, split) or at any time
    (insurance when offered; handling a wager, which 549.4(h)/(i) forbid once dealt)."""

    HIT = "hit"
    STAND = "stand"
    DOUBLE_DOWN = "double down"
    SPLIT = "split"
    INSURANCE = "insurance"
    PLACE_WAGER = "place wager"
    REMOVE_WAGER = "remove wager"
    ALTER_WAGER = "alter wager"


class WagerKind(StrEnum):
    """The wagers of a blackjack hand, and the 551.6(i) fixed payouts."""

    WAGER = "Wager"  # the wager of 549.4(b) / 551.6(b) on the original hand
    SPLIT = "Split Wager"  # the wager on a second or later hand after splitting pairs
    DOUBLE_DOWN = "Double Down Wager"
    INSURANCE = "Insurance Wager"
    FIXED_PAYOUT = "fixed payout"  # 551.6(i): $1,000, $5,000 or $50


class Outcome(StrEnum):
    WON = "won"
    LOST = "lost"
    PUSH = "push"


class Chips(StrEnum):
    """Where the chips of a settlement line go or come from (549.4(f)(2): losing wagers go
    directly into the table inventory and never pay a winning wager)."""

    FROM_INVENTORY = "paid from the table inventory"
    FROM_LOSING_WAGER = "paid with chips collected from a losing wager"
    INTO_INVENTORY = "collected into the table inventory"
    STAYS = "stays with the player"


class Reason(StrEnum):
    """Why the system refused something the script asked for."""

    LOCKED_AFTER_FIRST_CARD = "wager-locked-after-first-card"  # 549.4(h), 551.6(j)
    LOCKED_AFTER_CONFIRMATION = "wager-locked-after-confirmation"  # 549.4(i), 551.6(k)
    BARRED_UNTIL_RESHUFFLE = "barred-until-reshuffle"  # 549.4(j), 551.6(l)


@dataclass(frozen=True, slots=True)
class WagerPlacement:
    """A wager on a seat before the deal; ``player`` is the person (seated or not) who
    places it, the seat's own player when empty."""

    seat: int
    amount: Cents
    player: str = ""

    def __post_init__(self) -> None:
        if self.seat < 1:
            raise ValueError(f"seat {self.seat}: seats are numbered from 1")
        if self.amount <= 0:
            raise ValueError(f"seat {self.seat}: a wager of {self.amount} cents")


def person_of(seat: int, player: str) -> str:
    """The person a wager belongs to (549.4(j) bars persons, not seats)."""
    return player or f"seat {seat}"


@dataclass(frozen=True, slots=True)
class Action:
    """One move of the round, in the order it happens. ``hand`` numbers a seat's hands
    after a split (1 is the original). ``amount``: the Insurance or Double Down Wager
    (None: half the wager / the whole wager), or the new amount of an altered wager.
    ``wager`` names the wager a player tries to remove or alter."""

    seat: int
    move: Move
    hand: int = 1
    amount: Cents | None = None
    wager: WagerKind = WagerKind.WAGER


@dataclass(frozen=True, slots=True)
class BlackjackScript:
    """A whole round as data.

    ``shoe``: the forced card order, top card first. ``before_deal``: wagers removed or
    altered before the first card leaves the shoe (allowed). ``actions``: everything after
    the first card, in order; a live hand that runs out of actions stands. ``reshuffle``:
    the cards were reshuffled before this round (549.4(j)(2)); ``permit``: persons the
    certificate holder permits to wager again before this round (549.4(j)(1)).
    """

    wagers: tuple[WagerPlacement, ...]
    shoe: tuple[Card, ...]
    actions: tuple[Action, ...] = ()
    before_deal: tuple[Action, ...] = ()
    reshuffle: bool = False
    permit: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        seats = [w.seat for w in self.wagers]
        if len(seats) != len(set(seats)):
            raise ValueError("wagers: one wager per seat (a seat holds one original wager)")
        for a in self.before_deal:
            if a.move not in (Move.REMOVE_WAGER, Move.ALTER_WAGER):
                raise ValueError(f"before_deal: {a.move.value!r} is not possible before the deal")


@dataclass(frozen=True, slots=True)
class Dealt:
    """A card out of the shoe: ``to`` is ``"seat 3"``, ``"seat 3 hand 2"`` or ``"dealer"``;
    ``face_up`` is False only for the dealer's hole card."""

    to: str
    card: Card
    face_up: bool = True


@dataclass(frozen=True, slots=True)
class HandRecord:
    seat: int
    hand: int
    cards: tuple[Card, ...]
    total: int
    doubled: bool
    split: bool
    blackjack: bool


@dataclass(frozen=True, slots=True)
class Settlement:
    """One movement of chips, in the order the dealer makes it. ``paid`` is the winnings
    (the wager itself stays with the player); ``collected`` the losing wager."""

    seat: int
    hand: int  # 0 for the seat's Insurance Wager and fixed payouts
    wager: WagerKind
    outcome: Outcome
    amount: Cents
    odds: Fraction | None
    paid: Cents
    collected: Cents
    chips: Chips
    citation: str
    note: str = field(default="", metadata={UNJUDGED: True})


@dataclass(frozen=True, slots=True)
class Refusal:
    seat: int
    player: str
    move: Move
    wager: WagerKind
    amount: Cents
    reason: Reason
    citation: str
    message: str = field(default="", metadata={UNJUDGED: True})


@dataclass(frozen=True, slots=True)
class BlackjackObservation:
    """What a system reports for one round; ``barred`` lists the persons who may not
    wager on the next round (549.4(j)), sorted."""

    round_number: int
    dealt: tuple[Dealt, ...]
    hands: tuple[HandRecord, ...]
    dealer: tuple[Card, ...]
    dealer_total: int
    settlements: tuple[Settlement, ...]
    refusals: tuple[Refusal, ...]
    barred: tuple[str, ...]
    wagered: Cents
    table_result: Cents

    @staticmethod
    def judged_order(expected: BlackjackObservation,
                     observed: BlackjackObservation) -> tuple[BlackjackObservation, BlackjackObservation]:
        """Both observations with their settlement lines in one order wherever 549.4(f) /
        551.6(f) leaves the order open (:func:`settlements_in_free_order`), so the judge
        (:func:`tablecert.oracle.judge.compare_data`) compares only the order the text fixes."""
        first = any("(f)(1)" in s.citation for s in expected.settlements)
        return (replace(expected, settlements=settlements_in_free_order(expected.settlements, first)),
                replace(observed, settlements=settlements_in_free_order(observed.settlements, first)))


def _line_key(line: Settlement) -> tuple[int, int, str, str, Cents, Cents, Cents]:
    return (-line.seat, line.hand, line.wager.value, line.outcome.value, line.amount, line.paid,
            line.collected)


def settlements_in_free_order(lines: tuple[Settlement, ...], procedure_one: bool) -> tuple[Settlement, ...]:
    """``lines`` in one canonical order where the text fixes none. Procedure (1), "Collect all
    losing wagers and then pay off all winning wagers": only that every collection comes
    before every payment; each pass in any order, a push (neither) anywhere. Procedure (2),
    "beginning with the player farthest to the right of the dealer and continuing
    counterclockwise": the players in that order, a player's own lines in any order. Lines
    that break what the text fixes are left as they are, so the judge reports them."""
    if procedure_one:
        paying = False
        for line in lines:
            if line.collected and paying:
                return lines  # a collection after a payment: (1) broken, judged as is
            paying = paying or bool(line.paid)
        return (tuple(sorted((s for s in lines if s.collected), key=_line_key))
                + tuple(sorted((s for s in lines if not s.collected), key=_line_key)))
    out: list[Settlement] = []
    start = 0
    for end in range(1, len(lines) + 1):
        if end == len(lines) or lines[end].seat != lines[start].seat:
            out += sorted(lines[start:end], key=_line_key)
            start = end
    return tuple(out)
