"""The wagers of Three Card Poker (649a.7, 565.7, the later 649a.10) and Let It Ride
(643a.7(d)-(f) as cited by 643a.8-643a.12), named as the regulations name them."""

from __future__ import annotations

from enum import StrEnum

__all__ = ["FIVE_CARD_WAGERS", "Game", "Wager"]


class Game(StrEnum):
    THREE_CARD_POKER = "three-card-poker"
    LET_IT_RIDE = "let-it-ride"


class Wager(StrEnum):
    """A wager a player places, or a payout line that is paid on one (Ante Bonus, Envy Bonus)."""

    # Three Card Poker, 649a.7(d)
    ANTE = "Ante Wager"
    PLAY = "Play Wager"
    PAIR_PLUS = "Pair Plus Wager"
    PROGRESSIVE = "Progressive Payout Wager"
    SIX_CARD_BONUS = "Six Card Bonus Wager"
    # the later 649a.10(c)
    FIVE_CARD_HAND_BONUS = "Five Card Hand Bonus Wager"
    FIVE_CARD_PROGRESSIVE = "Five-Card Progressive Payout Wager"
    # payouts that are not wagers of their own
    ANTE_BONUS = "Ante Bonus"  # 649a.12(b), (c)
    ENVY_BONUS = "Envy Bonus"  # 649a.1, 649a.12(e)(5), 565.12(h)
    # Let It Ride, 643a.7(d)-(f) as cited; "Bet Number 3" is our name for the third of the
    # three equal wagers, which the seeds never name (docs/interpretations.md).
    BET_1 = "Bet Number 1"
    BET_2 = "Bet Number 2"
    BET_3 = "Bet Number 3"
    LET_IT_RIDE_BONUS = "Let It Ride Bonus Wager"
    THREE_CARD_BONUS = "Three Card Bonus Wager"

    @property
    def placeable(self) -> bool:
        """False for payout lines (Ante Bonus, Envy Bonus) and for the Play Wager,
        which is made only as a decision under 649a.11(b)."""
        return self not in (Wager.ANTE_BONUS, Wager.ENVY_BONUS, Wager.PLAY)

    @property
    def game(self) -> Game:
        if self in _LET_IT_RIDE:
            return Game.LET_IT_RIDE
        return Game.THREE_CARD_POKER

    @classmethod
    def parse(cls, text: str) -> Wager:
        """Accept the regulation's words with or without "Wager": ``"Pair Plus"``."""
        exact = _BY_VALUE.get(text)
        if exact is not None:
            return exact
        key = " ".join(text.split()).lower()
        for wager in cls:
            name = wager.value.lower()
            if key in (name, name.removesuffix(" wager")):
                return wager
        choices = ", ".join(w.value for w in cls)
        raise ValueError(f"unknown wager {text!r}; the wagers are: {choices}")


_BY_VALUE = {w.value: w for w in Wager}

_LET_IT_RIDE = frozenset(
    {Wager.BET_1, Wager.BET_2, Wager.BET_3, Wager.LET_IT_RIDE_BONUS, Wager.THREE_CARD_BONUS}
)


FIVE_CARD_WAGERS = frozenset({Wager.FIVE_CARD_HAND_BONUS, Wager.FIVE_CARD_PROGRESSIVE})
"""The later 649a.10(c): a player who places one of these brings two community cards."""
