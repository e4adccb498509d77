"""Every paytable in the seeds, as data with its citation and letter.

A certificate holder picks one letter per wager in its Rules Submission (601a.2, 521.2).
Rows are listed as printed, highest hand first; a row printed "N/A" is left out (the
hand is not paid) and a row printed "$0" is kept with no payout, so the table reads as
the regulation does.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from fractions import Fraction

from tablecert.oracle.hands import PayHand as H
from tablecert.oracle.money import Cents, Payout
from tablecert.oracle.rankings import FiveCardClass, ThreeCardClass
from tablecert.oracle.wagers import Wager

__all__ = ["PAYTABLES", "Paytable", "PaytableRow", "find_paytable", "paytables_for"]


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


def _tables(
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


def _to(*odds: int | str) -> list[Payout | str]:
    return [o if isinstance(o, str) else Payout.to_one(o) for o in odds]


def _for(*odds: int | str) -> list[Payout | str]:
    return [o if isinstance(o, str) else Payout.for_one(o) for o in odds]


def _usd(*dollars: int | str) -> list[Payout | str | None]:
    """Fixed amounts; "$0" is printed as a payout of nothing (the wager loses)."""
    cells: list[Payout | str | None] = []
    for d in dollars:
        if isinstance(d, str):
            cells.append(d)
        else:
            cells.append(Payout.amount(d * 100) if d else None)
    return cells


_METER = Payout.percent_of_meter(100)

PAYTABLES: tuple[Paytable, ...] = tuple(
    # 643a.12(a): Let It Ride Poker Wagers, subject to the payout limitation of (d).
    _tables(Wager.BET_1, "643a.12(a)", "AB", 5, [
        (H.ROYAL_FLUSH, "Royal Flush", _to(1000, 500)),
        (H.STRAIGHT_FLUSH, "Straight Flush", _to(200, 200)),
        (H.FOUR_OF_A_KIND, "Four-of-a-kind", _to(50, 50)),
        (H.FULL_HOUSE, "Full House", _to(11, 11)),
        (H.FLUSH, "Flush", _to(8, 8)),
        (H.STRAIGHT, "Straight", _to(5, 5)),
        (H.THREE_OF_A_KIND, "Three-of-a-kind", _to(3, 3)),
        (H.TWO_PAIR, "Two Pair", _to(2, 2)),
        (H.PAIR_TENS_OR_BETTER, "Pair—Tens or better", _to(1, 1)),
    ])
    # 643a.12(b): Let It Ride Bonus Wager, fixed amounts; the wager is collected into the
    # table inventory before the deal (643a.8(b)), so the amount is all that is paid.
    + _tables(Wager.LET_IT_RIDE_BONUS, "643a.12(b)", "ABC", 5, [
        (H.ROYAL_FLUSH, "Royal Flush", _usd(25_000, 20_000, 20_000)),
        (H.STRAIGHT_FLUSH, "Straight Flush", _usd(2_500, 2_000, 2_000)),
        (H.FOUR_OF_A_KIND, "Four-of-a-kind", _usd(400, 200, 100)),
        (H.FULL_HOUSE, "Full House", _usd(200, 75, 75)),
        (H.FLUSH, "Flush", _usd(50, 50, 50)),
        (H.STRAIGHT, "Straight", _usd(25, 25, 25)),
        (H.THREE_OF_A_KIND, "Three-of-a-kind", _usd(5, 5, 9)),
        (H.TWO_PAIR, "Two Pair", _usd(0, 4, 6)),
        (H.PAIR_TENS_OR_BETTER, "Pair—Tens or better", _usd(0, 1, 0)),
    ])
    # 643a.12(c): Three Card Bonus Wager, on the player's own three cards.
    + _tables(Wager.THREE_CARD_BONUS, "643a.12(c)", "ABCDEF", 3, [
        (H.MINI_ROYAL, "Mini-royal", _to(40, 40, 40, 50, 50, 50)),
        (H.STRAIGHT_FLUSH, "Straight Flush", _to(40, 40, 40, 40, 40, 40)),
        (H.THREE_OF_A_KIND, "Three-of-a-kind", _to(30, 30, 30, 30, 30, 30)),
        (H.STRAIGHT, "Straight", _to(6, 5, 6, 6, 5, 6)),
        (H.FLUSH, "Flush", _to(4, 4, 3, 4, 4, 3)),
        (H.PAIR, "Pair", _to(1, 1, 1, 1, 1, 1)),
    ])
    # 649a.12(b): Ante Bonus, paid when the player placed Ante and Play Wagers,
    # "regardless of whether the player's Three Card Poker hand outranks the dealer's".
    + _tables(Wager.ANTE_BONUS, "649a.12(b)", "ABC", 3, [
        (H.STRAIGHT_FLUSH, "Straight Flush", _to(5, 5, 4)),
        (H.THREE_OF_A_KIND, "Three-of-a-kind", _to(4, 3, 3)),
        (H.STRAIGHT, "Straight", _to(1, 1, 1)),
    ])
    # 649a.12(c): the Ante Bonus of the 649a.7(e) version. The row printed "Ace, King,
    # Queen" sits above Straight Flush, so it is read as an ace, king and queen of one of
    # the other three suits (docs/interpretations.md).
    + _tables(Wager.ANTE_BONUS, "649a.12(c)", "ABC", 3, [
        (H.ACE_KING_QUEEN_OF_SPADES, "Ace, King, Queen of Spades", _to(50, 50, 50)),
        (H.ACE_KING_QUEEN_OTHER_SUIT, "Ace, King, Queen", _to(5, 50, 10)),
        (H.STRAIGHT_FLUSH, "Straight Flush", _to(4, 8, 6)),
        (H.THREE_OF_A_KIND, "Three-of-a-kind", _to(3, 6, 3)),
        (H.STRAIGHT, "Straight", _to(1, "N/A", "N/A")),
    ])
    # 649a.12(d): Pair Plus Wager.
    + _tables(Wager.PAIR_PLUS, "649a.12(d)", "ABC", 3, [
        (H.STRAIGHT_FLUSH, "Straight Flush", _to(35, 40, 40)),
        (H.THREE_OF_A_KIND, "Three-of-a-kind", _to(25, 30, 30)),
        (H.STRAIGHT, "Straight", _to(5, 5, 6)),
        (H.FLUSH, "Flush", _to(3, 4, 3)),
        (H.PAIR, "Pair", _to(1, 1, 1)),
    ])
    # 649a.12(e)(1): Progressive Payout Wager, "for 1": the wager was collected (649a.8(b)).
    + _tables(Wager.PROGRESSIVE, "649a.12(e)(1)", "AB", 3, [
        (H.ACE_KING_QUEEN_OF_SPADES, "Ace, King and Queen of Spades", [_METER, _METER]),
        (H.ACE_KING_QUEEN_OTHER_SUIT, "Ace, King and Queen of Hearts, Diamonds or Clubs",
         _for(500, 500)),
        (H.STRAIGHT_FLUSH, "Straight Flush", _for(70, 100)),
        (H.THREE_OF_A_KIND, "Three-of-a-kind", _for(60, 90)),
        (H.STRAIGHT, "Straight", _for(6, "N/A")),
    ])
    # 649a.12(e)(5): Envy Bonus, by the size of the receiving player's Progressive Payout
    # Wager; the "letter" is that wager.
    + [
        Paytable(Wager.ENVY_BONUS, "649a.12(e)(5)", f"${size}", 3, (
            PaytableRow(H.ACE_KING_QUEEN_OF_SPADES, Payout.amount(100 * 100 * size),
                        "Ace, King and Queen of Spades"),
            PaytableRow(H.ACE_KING_QUEEN_OTHER_SUIT, Payout.amount(25 * 100 * size),
                        "Ace, King and Queen of Hearts, Diamonds or Clubs"),
        ), per_wager=100 * size)
        for size in (1, 5)
    ]
    # 649a.12(f): Six Card Bonus Wager, on the best five of the player's and dealer's six
    # cards. 649a.6(d)(4) defines a full house as "three-of-a-kind", a drafting slip; the
    # usual full house is taken (docs/interpretations.md).
    + _tables(Wager.SIX_CARD_BONUS, "649a.12(f)", "ABC", 6, [
        (H.ROYAL_FLUSH, "Royal Flush", _to(1000, 1000, 1000)),
        (H.STRAIGHT_FLUSH, "Straight Flush", _to(200, 200, 200)),
        (H.FOUR_OF_A_KIND, "Four-of-a-Kind", _to(50, 100, 100)),
        (H.FULL_HOUSE, "Full House", _to(25, 20, 20)),
        (H.FLUSH, "Flush", _to(20, 15, 15)),
        (H.STRAIGHT, "Straight", _to(10, 9, 10)),
        (H.THREE_OF_A_KIND, "Three-of-a-kind", _to(5, 8, 7)),
    ])
    # 565.12(g): the 2010 edition's Progressive Payout Wager, $1 or $5, fixed amounts.
    + _tables(Wager.PROGRESSIVE, "565.12(g)", "AB", 3, [
        (H.ACE_KING_QUEEN_OF_SPADES, "Ace, King & Queen of Spades", [_METER, _METER]),
        (H.ACE_KING_QUEEN_OTHER_SUIT, "Ace, King & Queen of Hearts, Diamonds or Clubs",
         _usd(500, 500)),
        (H.STRAIGHT_FLUSH, "Straight Flush", _usd(70, 100)),
        (H.THREE_OF_A_KIND, "Three-of-a-kind", _usd(60, 90)),
        (H.STRAIGHT, "Straight", _usd(6, "N/A")),
    ], per_wager=100)
    + _tables(Wager.PROGRESSIVE, "565.12(g)", "AB", 3, [
        (H.ACE_KING_QUEEN_OF_SPADES, "Ace, King & Queen of Spades", [_METER, _METER]),
        (H.ACE_KING_QUEEN_OTHER_SUIT, "Ace, King & Queen of Hearts, Diamonds or Clubs",
         _usd(2_500, 2_500)),
        (H.STRAIGHT_FLUSH, "Straight Flush", _usd(350, 500)),
        (H.THREE_OF_A_KIND, "Three-of-a-kind", _usd(300, 450)),
        (H.STRAIGHT, "Straight", _usd(30, "N/A")),
    ], per_wager=500)
    # 565.12(h)(2): the 2010 edition's Envy Bonus.
    + [
        Paytable(Wager.ENVY_BONUS, "565.12(h)(2)", f"${size}", 3, (
            PaytableRow(H.ACE_KING_QUEEN_OF_SPADES, Payout.amount(100 * 100 * size),
                        "Ace, King & Queen of Spades"),
            PaytableRow(H.ACE_KING_QUEEN_OTHER_SUIT, Payout.amount(25 * 100 * size),
                        "Ace, King & Queen of Hearts, Diamonds or Clubs"),
        ), per_wager=100 * size)
        for size in (1, 5)
    ]
)  # fmt: skip


def paytables_for(citation: str) -> list[Paytable]:
    return [p for p in PAYTABLES if p.citation == citation]


def find_paytable(citation: str, letter: str, *, per_wager: Cents | None = None) -> Paytable:
    """The table a Rules Submission names; raise KeyError listing what exists."""
    found = [
        p for p in PAYTABLES
        if p.citation == citation and p.letter == letter
        and (per_wager is None or p.per_wager == per_wager)
    ]
    if len(found) != 1:
        letters = sorted({p.letter for p in paytables_for(citation)})
        raise KeyError(f"{citation} has no Paytable {letter!r}; it has {', '.join(letters)}")
    return found[0]
