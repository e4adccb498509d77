"""The phases of a Three Card Poker or Let It Ride round: wagers are placed while betting
(649a.7, 643a.7(d)), none after "no more bets" (649a.7(c)), the players decide once the
cards are dealt (649a.11(b), 643a.11(b), (d)), and the round ends settled (649a.11(c),
643a.11(f)) or void (649a.13, 643a.13)."""

from __future__ import annotations

from enum import StrEnum

__all__ = ["Phase"]


class Phase(StrEnum):
    """Where a round stands; a move made in the wrong phase is an IllegalAction."""

    BETTING = "betting"
    NO_MORE_BETS = "no more bets"
    DECISIONS = "decisions"
    SETTLED = "settled"
    VOID = "void"
