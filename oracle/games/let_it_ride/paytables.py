"""The paytables of Let It Ride Poker (643a.12(a)-(c)), as printed, with their citations and letters.

643a.12(a) pays the three Let It Ride Poker Wagers, subject to the payout limitation of
643a.12(d); 643a.12(b) the Let It Ride Bonus Wager in fixed amounts; 643a.12(c) the Three
Card Bonus Wager on the player's own three cards.
"""

from __future__ import annotations

from tablecert.oracle.hands import PayHand as H
from tablecert.oracle.paytables import Paytable, dollars, lettered_tables, to_one
from tablecert.oracle.wagers import Wager

__all__ = ["PAYTABLES"]

PAYTABLES: tuple[Paytable, ...] = tuple(
    # 643a.12(a): Let It Ride Poker Wagers, subject to the payout limitation of (d).
    lettered_tables(Wager.BET_1, "643a.12(a)", "AB", 5, [
        (H.ROYAL_FLUSH, "Royal Flush", to_one(1000, 500)),
        (H.STRAIGHT_FLUSH, "Straight Flush", to_one(200, 200)),
        (H.FOUR_OF_A_KIND, "Four-of-a-kind", to_one(50, 50)),
        (H.FULL_HOUSE, "Full House", to_one(11, 11)),
        (H.FLUSH, "Flush", to_one(8, 8)),
        (H.STRAIGHT, "Straight", to_one(5, 5)),
        (H.THREE_OF_A_KIND, "Three-of-a-kind", to_one(3, 3)),
        (H.TWO_PAIR, "Two Pair", to_one(2, 2)),
        (H.PAIR_TENS_OR_BETTER, "Pair—Tens or better", to_one(1, 1)),
    ])
    # 643a.12(b): Let It Ride Bonus Wager, fixed amounts; the wager is collected into the
    # table inventory before the deal (643a.8(b)), so the amount is all that is paid.
    + lettered_tables(Wager.LET_IT_RIDE_BONUS, "643a.12(b)", "ABC", 5, [
        (H.ROYAL_FLUSH, "Royal Flush", dollars(25_000, 20_000, 20_000)),
        (H.STRAIGHT_FLUSH, "Straight Flush", dollars(2_500, 2_000, 2_000)),
        (H.FOUR_OF_A_KIND, "Four-of-a-kind", dollars(400, 200, 100)),
        (H.FULL_HOUSE, "Full House", dollars(200, 75, 75)),
        (H.FLUSH, "Flush", dollars(50, 50, 50)),
        (H.STRAIGHT, "Straight", dollars(25, 25, 25)),
        (H.THREE_OF_A_KIND, "Three-of-a-kind", dollars(5, 5, 9)),
        (H.TWO_PAIR, "Two Pair", dollars(0, 4, 6)),
        (H.PAIR_TENS_OR_BETTER, "Pair—Tens or better", dollars(0, 1, 0)),
    ])
    # 643a.12(c): Three Card Bonus Wager, on the player's own three cards.
    + lettered_tables(Wager.THREE_CARD_BONUS, "643a.12(c)", "ABCDEF", 3, [
        (H.MINI_ROYAL, "Mini-royal", to_one(40, 40, 40, 50, 50, 50)),
        (H.STRAIGHT_FLUSH, "Straight Flush", to_one(40, 40, 40, 40, 40, 40)),
        (H.THREE_OF_A_KIND, "Three-of-a-kind", to_one(30, 30, 30, 30, 30, 30)),
        (H.STRAIGHT, "Straight", to_one(6, 5, 6, 6, 5, 6)),
        (H.FLUSH, "Flush", to_one(4, 4, 3, 4, 4, 3)),
        (H.PAIR, "Pair", to_one(1, 1, 1, 1, 1, 1)),
    ])
)  # fmt: skip
