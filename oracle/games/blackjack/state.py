"""What the oracle's Blackjack / Spanish 21 table holds during a round: each seat with an
accepted wager and its hands (more than one after splitting pairs)."""

from __future__ import annotations

from dataclasses import dataclass, field

from tablecert.oracle.cards import Card
from tablecert.oracle.games.blackjack.model import WagerKind
from tablecert.oracle.money import Cents

__all__ = ["Hand", "SeatState"]


@dataclass
class Hand:
    """One hand of a seat: ``number`` 1 is the original, the others come from splits."""

    seat: int
    number: int
    cards: list[Card]
    wager: Cents
    kind: WagerKind
    split: bool = False
    double: Cents = 0
    done: bool = False


@dataclass
class SeatState:
    """A seat's accepted wager, the person who made it, its Insurance Wager and hands."""

    seat: int
    person: str
    wager: Cents
    insurance: Cents = 0
    hands: list[Hand] = field(default_factory=list)
