"""The paytables of Three Card Poker, as printed, with their citations and letters: the Ante
Bonus (649a.12(b), (c)), Pair Plus (649a.12(d)), the Progressive Payout Wager and the Envy
Bonus (649a.12(e)), the Six Card Bonus Wager (649a.12(f)), and the 2010 edition's $1 and $5
progressive and Envy Bonus tables (565.12(g), (h)(2)).
"""

from __future__ import annotations

from tablecert.oracle.hands import PayHand as H
from tablecert.oracle.money import Payout
from tablecert.oracle.paytables import (
    METER,
    Paytable,
    PaytableRow,
    dollars,
    for_one,
    lettered_tables,
    to_one,
)
from tablecert.oracle.wagers import Wager

__all__ = ["PAYTABLES"]

PAYTABLES: tuple[Paytable, ...] = tuple(
    # 649a.12(b): Ante Bonus, paid when the player placed Ante and Play Wagers,
    # "regardless of whether the player's Three Card Poker hand outranks the dealer's".
    lettered_tables(Wager.ANTE_BONUS, "649a.12(b)", "ABC", 3, [
        (H.STRAIGHT_FLUSH, "Straight Flush", to_one(5, 5, 4)),
        (H.THREE_OF_A_KIND, "Three-of-a-kind", to_one(4, 3, 3)),
        (H.STRAIGHT, "Straight", to_one(1, 1, 1)),
    ])
    # 649a.12(c): the Ante Bonus of the 649a.7(e) version. The row printed "Ace, King,
    # Queen" sits above Straight Flush, so it is read as an ace, king and queen of one of
    # the other three suits (docs/interpretations.md).
    + lettered_tables(Wager.ANTE_BONUS, "649a.12(c)", "ABC", 3, [
        (H.ACE_KING_QUEEN_OF_SPADES, "Ace, King, Queen of Spades", to_one(50, 50, 50)),
        (H.ACE_KING_QUEEN_OTHER_SUIT, "Ace, King, Queen", to_one(5, 50, 10)),
        (H.STRAIGHT_FLUSH, "Straight Flush", to_one(4, 8, 6)),
        (H.THREE_OF_A_KIND, "Three-of-a-kind", to_one(3, 6, 3)),
        (H.STRAIGHT, "Straight", to_one(1, "N/A", "N/A")),
    ])
    # 649a.12(d): Pair Plus Wager.
    + lettered_tables(Wager.PAIR_PLUS, "649a.12(d)", "ABC", 3, [
        (H.STRAIGHT_FLUSH, "Straight Flush", to_one(35, 40, 40)),
        (H.THREE_OF_A_KIND, "Three-of-a-kind", to_one(25, 30, 30)),
        (H.STRAIGHT, "Straight", to_one(5, 5, 6)),
        (H.FLUSH, "Flush", to_one(3, 4, 3)),
        (H.PAIR, "Pair", to_one(1, 1, 1)),
    ])
    # 649a.12(e)(1): Progressive Payout Wager, "for 1": the wager was collected (649a.8(b)).
    + lettered_tables(Wager.PROGRESSIVE, "649a.12(e)(1)", "AB", 3, [
        (H.ACE_KING_QUEEN_OF_SPADES, "Ace, King and Queen of Spades", [METER, METER]),
        (H.ACE_KING_QUEEN_OTHER_SUIT, "Ace, King and Queen of Hearts, Diamonds or Clubs",
         for_one(500, 500)),
        (H.STRAIGHT_FLUSH, "Straight Flush", for_one(70, 100)),
        (H.THREE_OF_A_KIND, "Three-of-a-kind", for_one(60, 90)),
        (H.STRAIGHT, "Straight", for_one(6, "N/A")),
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
    + lettered_tables(Wager.SIX_CARD_BONUS, "649a.12(f)", "ABC", 6, [
        (H.ROYAL_FLUSH, "Royal Flush", to_one(1000, 1000, 1000)),
        (H.STRAIGHT_FLUSH, "Straight Flush", to_one(200, 200, 200)),
        (H.FOUR_OF_A_KIND, "Four-of-a-Kind", to_one(50, 100, 100)),
        (H.FULL_HOUSE, "Full House", to_one(25, 20, 20)),
        (H.FLUSH, "Flush", to_one(20, 15, 15)),
        (H.STRAIGHT, "Straight", to_one(10, 9, 10)),
        (H.THREE_OF_A_KIND, "Three-of-a-kind", to_one(5, 8, 7)),
    ])
    # 565.12(g): the 2010 edition's Progressive Payout Wager, $1 or $5, fixed amounts.
    + lettered_tables(Wager.PROGRESSIVE, "565.12(g)", "AB", 3, [
        (H.ACE_KING_QUEEN_OF_SPADES, "Ace, King & Queen of Spades", [METER, METER]),
        (H.ACE_KING_QUEEN_OTHER_SUIT, "Ace, King & Queen of Hearts, Diamonds or Clubs",
         dollars(500, 500)),
        (H.STRAIGHT_FLUSH, "Straight Flush", dollars(70, 100)),
        (H.THREE_OF_A_KIND, "Three-of-a-kind", dollars(60, 90)),
        (H.STRAIGHT, "Straight", dollars(6, "N/A")),
    ], per_wager=100)
    + lettered_tables(Wager.PROGRESSIVE, "565.12(g)", "AB", 3, [
        (H.ACE_KING_QUEEN_OF_SPADES, "Ace, King & Queen of Spades", [METER, METER]),
        (H.ACE_KING_QUEEN_OTHER_SUIT, "Ace, King & Queen of Hearts, Diamonds or Clubs",
         dollars(2_500, 2_500)),
        (H.STRAIGHT_FLUSH, "Straight Flush", dollars(350, 500)),
        (H.THREE_OF_A_KIND, "Three-of-a-kind", dollars(300, 450)),
        (H.STRAIGHT, "Straight", dollars(30, "N/A")),
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
