"""The shape of a paytable: lettered rows of hands and payouts, with the citation attached.

A certificate holder picks one letter per wager in its Rules Submission (601a.2, 521.2).
Each game's ``paytables.py`` prints its tables with :func:`lettered_tables`: rows as
printed, highest hand first; a row printed "N/A" is left out (the hand is not paid) and a
row printed "$0" is kept with no payout, so the table reads as the regulation does.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from tablecert.oracle.hands import PayHand as H
from tablecert.oracle.money import Cents, Payout
from tablecert.oracle.rankings import FiveCardClass, ThreeCardClass
from tablecert.oracle.wagers import Wager

__all__ = ["METER", "Paytable", "PaytableRow", "dollars", "find_in", "for_one", "letter_field",
           "lettered_tables", "of_citation", "to_one"]


@dataclass(frozen=True, slots=True)
class PaytableRow:
    hand: H
    payout: Payout | None  # None where the table prints "$0"
    printed: str  # the hand's name as this table prints it
    # the payout as printed ("40 to 1"), worked out once: every settlement line shows it
    odds: str = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "odds", self.payout.text() if self.payout else "")


@dataclass(frozen=True, slots=True)
class Paytable:
    """One lettered paytable.

    ``cards`` says which hand the rows rank: the player's three cards (3), the five-card
    Let It Ride hand (5), or the best five of the player's and dealer's six cards (6).
    ``per_wager`` is the wager size that fixed amounts are stated for.
    """

    wager: Wager
    citation: str
    letter: str
    cards: int
    rows: tuple[PaytableRow, ...]
    per_wager: Cents = 100
    # the row each class of hand falls under, by ThreeCardClass and by FiveCardClass, worked
    # out once: every settlement line looks one up
    _by_three: tuple[PaytableRow | None, ...] = field(init=False, repr=False, compare=False)
    _by_five: tuple[PaytableRow | None, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_by_three", tuple(
            next((r for r in self.rows if c in r.hand.three_card_classes), None)
            for c in ThreeCardClass))
        object.__setattr__(self, "_by_five", tuple(
            next((r for r in self.rows if c in r.hand.five_card_classes), None)
            for c in FiveCardClass))

    @property
    def wager_name(self) -> str:
        """643a.12(a) pays all three Let It Ride Poker Wagers; the rest pay one wager."""
        return "Let It Ride Poker Wagers" if self.wager is Wager.BET_1 else self.wager.value

    @property
    def name(self) -> str:
        return f"{self.citation} Paytable {self.letter}"

    def row_for_three(self, hand_class: ThreeCardClass) -> PaytableRow | None:
        """The highest row a three-card hand falls under, or None (649a.12(e)(2))."""
        return self._by_three[hand_class]

    def row_for_five(self, hand_class: FiveCardClass) -> PaytableRow | None:
        return self._by_five[hand_class]

    def net_for_three(self, hand_class: ThreeCardClass, *, meter: Fraction) -> Fraction:
        """Net result per unit wagered for a hand of this class (-1 where it loses)."""
        row = self.row_for_three(hand_class)
        if row is None or row.payout is None:
            return Fraction(-1)
        return row.payout.net_per_unit(per_wager=self.per_wager, meter=meter)

    def net_for_five(self, hand_class: FiveCardClass) -> Fraction:
        row = self.row_for_five(hand_class)
        if row is None or row.payout is None:
            return Fraction(-1)
        return row.payout.net_per_unit(per_wager=self.per_wager)


def lettered_tables(
    wager: Wager,
    citation: str,
    letters: str,
    cards: int,
    rows: Iterable[tuple[H, str, Iterable[Payout | str | None]]],
    per_wager: Cents = 100,
) -> list[Paytable]:
    """Build the lettered tables of one subsection from its printed rows; a cell "N/A"
    leaves the row out of that letter's table."""
    built: dict[str, list[PaytableRow]] = {letter: [] for letter in letters}
    for hand, printed, cells in rows:
        cells = list(cells)
        if len(cells) != len(letters):
            raise ValueError(f"{citation}: row {printed!r} has {len(cells)} cells, not {len(letters)}")
        for letter, cell in zip(letters, cells, strict=True):
            if cell == "N/A":
                continue
            assert not isinstance(cell, str)
            built[letter].append(PaytableRow(hand, cell, printed))
    return [
        Paytable(wager, citation, letter, cards, tuple(rws), per_wager)
        for letter, rws in built.items()
    ]


def to_one(*odds: int | str) -> list[Payout | str]:
    """One row's cells "N to 1" (winnings on top of the wager); "N/A" stays as printed."""
    return [o if isinstance(o, str) else Payout.to_one(o) for o in odds]


def for_one(*odds: int | str) -> list[Payout | str]:
    """One row's cells "N for 1" (the total returned, the wager included)."""
    return [o if isinstance(o, str) else Payout.for_one(o) for o in odds]


def dollars(*dollars: int | str) -> list[Payout | str | None]:
    """Fixed amounts; "$0" is printed as a payout of nothing (the wager loses)."""
    cells: list[Payout | str | None] = []
    for d in dollars:
        if isinstance(d, str):
            cells.append(d)
        else:
            cells.append(Payout.amount(d * 100) if d else None)
    return cells


METER = Payout.percent_of_meter(100)
"""The progressive's top row: the whole meter (649a.12(e)(3), 565.12(i))."""


def of_citation(tables: Iterable[Paytable], citation: str) -> list[Paytable]:
    """The lettered tables printed at ``citation``, in order."""
    return [p for p in tables if p.citation == citation]


def find_in(tables: Iterable[Paytable], citation: str, letter: str, *,
            per_wager: Cents | None = None) -> Paytable:
    """The table a Rules Submission names; raise KeyError listing what exists."""
    printed = of_citation(tables, citation)
    found = [p for p in printed if p.letter == letter and (per_wager is None or p.per_wager == per_wager)]
    if len(found) != 1:
        letters = sorted({p.letter for p in printed})
        raise KeyError(f"{citation} has no Paytable {letter!r}; it has {', '.join(letters)}")
    return found[0]


def letter_field(tables: Iterable[Paytable], citation: str, *,
                 per_wager: Cents | None = None) -> Callable[[Any], Paytable]:
    """A Rules Submission field converter taking the letter of a paytable printed at
    ``citation`` (601a.2: the certificate holder picks one table per wager)."""
    printed = tuple(tables)

    def parse(raw: Any) -> Paytable:
        return find_in(printed, citation, str(raw).strip(), per_wager=per_wager)

    return parse
