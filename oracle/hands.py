"""The hands paytables pay, in the regulations' words, as sets of ranking classes.

A paytable row names a hand ("Pair—Tens or better", "Ace, King and Queen of Spades");
this module says which ranking classes (see :mod:`tablecert.oracle.rankings`) that name covers.
Rows are listed highest first, and a wager is paid on the first row its hand falls under:
"a player shall receive the payout for only the highest ranking ... hand formed"
(649a.12(e)(2), 565.11a(b)).
"""

from __future__ import annotations

from enum import StrEnum

from tablecert.oracle.rankings import FiveCardClass as F
from tablecert.oracle.rankings import ThreeCardClass as T

__all__ = ["PayHand"]


class PayHand(StrEnum):
    ROYAL_FLUSH = "Royal Flush"
    STRAIGHT_FLUSH = "Straight Flush"
    FOUR_OF_A_KIND = "Four-of-a-kind"
    FULL_HOUSE = "Full House"
    FLUSH = "Flush"
    STRAIGHT = "Straight"
    THREE_OF_A_KIND = "Three-of-a-kind"
    TWO_PAIR = "Two Pair"
    PAIR_TENS_OR_BETTER = "Pair—Tens or better"
    PAIR = "Pair"
    MINI_ROYAL = "Mini-royal"
    ACE_KING_QUEEN_OF_SPADES = "Ace, King and Queen of Spades"
    ACE_KING_QUEEN_OTHER_SUIT = "Ace, King and Queen of Hearts, Diamonds or Clubs"

    @property
    def three_card_classes(self) -> frozenset[T]:
        return _THREE.get(self, frozenset())

    @property
    def five_card_classes(self) -> frozenset[F]:
        return _FIVE.get(self, frozenset())


_ANY_SF = frozenset({T.STRAIGHT_FLUSH, T.ACE_KING_QUEEN_SUITED, T.ACE_KING_QUEEN_OF_SPADES})
_THREE: dict[PayHand, frozenset[T]] = {
    # 643a.12(c) "Mini-royal": the seeds do not define it (643a.1 is absent); read as an
    # ace, king and queen of one suit, any suit (docs/interpretations.md).
    PayHand.MINI_ROYAL: frozenset({T.ACE_KING_QUEEN_SUITED, T.ACE_KING_QUEEN_OF_SPADES}),
    PayHand.ACE_KING_QUEEN_OF_SPADES: frozenset({T.ACE_KING_QUEEN_OF_SPADES}),
    PayHand.ACE_KING_QUEEN_OTHER_SUIT: frozenset({T.ACE_KING_QUEEN_SUITED}),
    PayHand.STRAIGHT_FLUSH: _ANY_SF,
    PayHand.THREE_OF_A_KIND: frozenset({T.THREE_OF_A_KIND}),
    PayHand.STRAIGHT: frozenset({T.STRAIGHT}),
    PayHand.FLUSH: frozenset({T.FLUSH}),
    PayHand.PAIR: frozenset({T.PAIR}),
}
_FIVE: dict[PayHand, frozenset[F]] = {
    PayHand.ROYAL_FLUSH: frozenset({F.ROYAL_FLUSH}),
    PayHand.STRAIGHT_FLUSH: frozenset({F.STRAIGHT_FLUSH, F.ROYAL_FLUSH}),
    PayHand.FOUR_OF_A_KIND: frozenset({F.FOUR_OF_A_KIND}),
    PayHand.FULL_HOUSE: frozenset({F.FULL_HOUSE}),
    PayHand.FLUSH: frozenset({F.FLUSH}),
    PayHand.STRAIGHT: frozenset({F.STRAIGHT}),
    PayHand.THREE_OF_A_KIND: frozenset({F.THREE_OF_A_KIND}),
    PayHand.TWO_PAIR: frozenset({F.TWO_PAIR}),
    PayHand.PAIR_TENS_OR_BETTER: frozenset({F.PAIR_TENS_OR_BETTER}),
    # a paytable a Rules Submission writes for the later 649a.10's five-card wagers may pay
    # any pair
    PayHand.PAIR: frozenset({F.PAIR_TENS_OR_BETTER, F.PAIR_BELOW_TENS}),
}
