"""The Blackjack (549) and Spanish 21 (551) readings where the text allows several answers, as
data: the oracle's answer to each (:data:`ORACLE`) and every combination the text allows
(:data:`ALLOWED`). The oracle plays another combination when a system's round differs from
its own (:func:`tablecert.oracle.allowed.play_as_observed`); the interpretation register says
what is accepted (readings.py: "the dealer's play when no hand is left to decide", "the second
card of a split hand", "3 to 2 in whole cents").
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from itertools import product

from tablecert.oracle.allowed import ROUNDINGS, Rounding

__all__ = ["ALLOWED", "ORACLE", "BlackjackChoices", "DealerStands", "SplitCard"]


class DealerStands(StrEnum):
    """When the dealer does not draw although below 17: no player hand is left for the
    dealer's total to decide (549.4(g) pays a blackjack 3 to 2 whatever the dealer draws, and
    a busted hand has lost)."""

    EVERY_HAND_DECIDED = "every hand busted or a blackjack"
    EVERY_HAND_BUSTED = "every hand busted"
    EVERY_HAND_BLACKJACK = "every hand a blackjack"
    NEVER = "never: the dealer always completes the hand"


class SplitCard(StrEnum):
    """When the second hand of a split pair takes its second card."""

    IN_TURN = "when its turn comes"
    AT_THE_SPLIT = "at the split, after the first hand's"


@dataclass(frozen=True)
class BlackjackChoices:
    """One answer to each reading of a Blackjack or Spanish 21 round the text leaves open."""

    dealer_stands: DealerStands = DealerStands.EVERY_HAND_DECIDED
    split_card: SplitCard = SplitCard.IN_TURN
    rounding: Rounding = Rounding.DOWN


ORACLE = BlackjackChoices()
"""The oracle's own answers."""

ALLOWED: tuple[BlackjackChoices, ...] = tuple(
    BlackjackChoices(stands, card, rounding)
    for stands, card, rounding in product(DealerStands, SplitCard, ROUNDINGS))
"""Every combination the text allows: the dealer's play, the split hand's card and the
rounding are independent readings."""
