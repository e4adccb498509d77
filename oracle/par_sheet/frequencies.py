"""How often each hand category is dealt: exact counts over every hand, by enumeration.

The statistics of a system's own shuffles (tablecert/stats/) compare the categories of the
hands it dealt with these counts: a shuffle that randomly intermixes the cards (649a.5(a))
deals every three-card hand with probability 1/22,100 and every five-card hand with
probability 1/2,598,960.
"""

from __future__ import annotations

import numpy as np

from tablecert.oracle.par_sheet.tables import five_card_table, three_card_table
from tablecert.oracle.rankings import FiveCardCategory, FiveCardClass, ThreeCardCategory, ThreeCardClass

__all__ = ["five_card_category_counts", "three_card_category_counts"]

_THREE = {c: ThreeCardCategory(min(int(c), int(ThreeCardCategory.STRAIGHT_FLUSH))) for c in ThreeCardClass}
_FIVE = {
    FiveCardClass.HIGH_CARD: FiveCardCategory.HIGH_CARD,
    FiveCardClass.PAIR_BELOW_TENS: FiveCardCategory.PAIR,
    FiveCardClass.PAIR_TENS_OR_BETTER: FiveCardCategory.PAIR,
    FiveCardClass.TWO_PAIR: FiveCardCategory.TWO_PAIR,
    FiveCardClass.THREE_OF_A_KIND: FiveCardCategory.THREE_OF_A_KIND,
    FiveCardClass.STRAIGHT: FiveCardCategory.STRAIGHT,
    FiveCardClass.FLUSH: FiveCardCategory.FLUSH,
    FiveCardClass.FULL_HOUSE: FiveCardCategory.FULL_HOUSE,
    FiveCardClass.FOUR_OF_A_KIND: FiveCardCategory.FOUR_OF_A_KIND,
    FiveCardClass.STRAIGHT_FLUSH: FiveCardCategory.STRAIGHT_FLUSH,
    FiveCardClass.ROYAL_FLUSH: FiveCardCategory.STRAIGHT_FLUSH,
}


def three_card_category_counts() -> dict[ThreeCardCategory, int]:
    """The 22,100 three-card hands by category of 649a.6(a).

    >>> counts = three_card_category_counts()
    >>> counts[ThreeCardCategory.STRAIGHT_FLUSH], counts[ThreeCardCategory.PAIR], sum(counts.values())
    (48, 3744, 22100)
    """
    by_class = np.bincount(three_card_table().classes, minlength=len(ThreeCardClass))
    counts = dict.fromkeys(ThreeCardCategory, 0)
    for cls in ThreeCardClass:
        counts[_THREE[cls]] += int(by_class[cls])
    return counts


def five_card_category_counts() -> dict[FiveCardCategory, int]:
    """The 2,598,960 five-card hands by poker category (649a.6(d), 643a.12(a)).

    >>> counts = five_card_category_counts()
    >>> counts[FiveCardCategory.FULL_HOUSE], counts[FiveCardCategory.STRAIGHT_FLUSH]
    (3744, 40)
    """
    by_class = np.bincount(five_card_table().classes, minlength=len(FiveCardClass))
    counts = dict.fromkeys(FiveCardCategory, 0)
    for cls in FiveCardClass:
        counts[_FIVE[cls]] += int(by_class[cls])
    return counts
