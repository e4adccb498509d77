"""Ultimate Texas Hold 'Em's script and observation (653a.1's words): the wagers offered, each
check, fold and Play Wager, and what the system reports: the cards, every player's Hand and its
category, who holds an Envy Bonus Qualifying Hand or a Progressive Payout Hand, and the Envy
Bonuses shown. Frozen dataclasses of plain values, so the generic wire codec and judge carry
them (:mod:`tablecert.oracle.game`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from tablecert.oracle.cards import Card
from tablecert.oracle.judge import UNJUDGED
from tablecert.oracle.rankings import FiveCardCategory

__all__ = [
    "CATEGORY_WORDS",
    "COMMUNITY",
    "DEALER",
    "DISCARD_RACK",
    "ENVY_BONUS_QUALIFYING",
    "PROGRESSIVE_PAYOUT",
    "EnvyBonusAward",
    "Stage",
    "UthCard",
    "UthChoice",
    "UthDecision",
    "UthDecisionRecord",
    "UthHand",
    "UthObservation",
    "UthReason",
    "UthRefusal",
    "UthScript",
    "UthWager",
    "UthWagerKind",
]

DISCARD_RACK = "discard rack"
COMMUNITY = "community"
DEALER = "dealer"


class UthWagerKind(StrEnum):
    ANTE = "Ante Wager"
    BLIND = "Blind Wager"
    TRIPS = "Trips Wager"
    PROGRESSIVE = "Progressive Payout Wager"


class Stage(StrEnum):
    """When a player decides (a reading: 653a.11 is not in the seeds)."""

    BEFORE_FLOP = "before the flop"
    AFTER_FLOP = "after the flop"
    AFTER_ALL = "after all community cards"


class UthChoice(StrEnum):
    PLAY = "Play Wager"
    CHECK = "check"
    FOLD = "fold"


class UthReason(StrEnum):
    AFTER_FIRST_CARD = "after-first-card"
    NOT_OFFERED = "not-offered"
    NO_SUCH_SEAT = "no-such-seat"


CATEGORY_WORDS = {
    FiveCardCategory.HIGH_CARD: "high card",
    FiveCardCategory.PAIR: "pair",
    FiveCardCategory.TWO_PAIR: "two pair",
    FiveCardCategory.THREE_OF_A_KIND: "three-of-a-kind",
    FiveCardCategory.STRAIGHT: "straight",
    FiveCardCategory.FLUSH: "flush",
    FiveCardCategory.FULL_HOUSE: "full house",
    FiveCardCategory.FOUR_OF_A_KIND: "four-of-a-kind",
    FiveCardCategory.STRAIGHT_FLUSH: "straight flush",
}
ENVY_BONUS_QUALIFYING = FiveCardCategory.STRAIGHT_FLUSH
"""653a.1: "a rank of a straight flush or better" (the royal flush is a straight flush)."""
PROGRESSIVE_PAYOUT = FiveCardCategory.THREE_OF_A_KIND
"""653a.1: "a rank of three-of-a-kind or better"."""


# -------------------------------------------------------------------------------- script
@dataclass(frozen=True)
class UthWager:
    """A wager offered; ``offered_after_cards`` is how many cards had been dealt (0: before
    any card)."""

    seat: int
    wager: UthWagerKind
    amount: int
    offered_after_cards: int = 0

    def __post_init__(self) -> None:
        if self.seat < 1 or self.amount <= 0 or self.offered_after_cards < 0:
            raise ValueError(f"seat {self.seat}'s {self.wager.value}: seats count from 1, "
                             "amounts are more than $0, cards dealt are 0 or more")
        if self.offered_after_cards and self.wager is not UthWagerKind.TRIPS:
            raise ValueError(f"seat {self.seat}'s {self.wager.value}: only the timing of the Trips "
                             "Wager is in the seeds (653a.1); offer other wagers before any card")


@dataclass(frozen=True)
class UthDecision:
    seat: int
    stage: Stage
    choice: UthChoice
    amount: int = 0  # the Play Wager's amount; 0 for check and fold

    def __post_init__(self) -> None:
        if (self.choice is UthChoice.PLAY) != (self.amount > 0):
            raise ValueError(f"seat {self.seat}: a Play Wager has an amount, a check or fold none")
        if self.choice is UthChoice.CHECK and self.stage is Stage.AFTER_ALL:
            raise ValueError(f"seat {self.seat}: after all community cards a player makes a Play "
                             "Wager or folds")
        if self.choice is UthChoice.FOLD and self.stage is not Stage.AFTER_ALL:
            raise ValueError(f"seat {self.seat}: a player folds after all community cards; "
                             "before, he checks")


@dataclass(frozen=True)
class UthScript:
    """The wagers, the forced deck (top card first) and the players' decisions; a player
    with no decision at a stage checks (before the last) or folds (at the last)."""

    wagers: tuple[UthWager, ...]
    deck: tuple[Card, ...]
    decisions: tuple[UthDecision, ...] = ()

    def __post_init__(self) -> None:
        if len(set(self.deck)) != len(self.deck):
            raise ValueError("deck: one deck holds each card once")
        seen = set()
        for d in self.decisions:
            if (d.seat, d.stage) in seen:
                raise ValueError(f"seat {d.seat} decides twice {d.stage.value}")
            seen.add((d.seat, d.stage))


# --------------------------------------------------------------------------- observation
@dataclass(frozen=True)
class UthCard:
    card: Card
    to: str  # "seat N", "dealer", "community", "discard rack"
    exposed: bool
    citation: str


@dataclass(frozen=True)
class UthHand:
    """A Hand: the best five of the two cards and the five community cards."""

    position: str
    hole_cards: tuple[Card, ...]
    category: str  # the rank in words: "three-of-a-kind"
    ranks: tuple[int, ...]  # the five ranks by count then rank, highest first (2..14)
    citation: str
    cards: tuple[Card, ...] = field(default=(), metadata={UNJUDGED: True})  # equal hands may differ in suits


@dataclass(frozen=True)
class UthDecisionRecord:
    seat: int
    stage: Stage
    choice: UthChoice
    amount: int
    in_round: bool  # after the decision
    citation: str


@dataclass(frozen=True)
class UthRefusal:
    seat: int
    wager: UthWagerKind
    amount: int
    reason: UthReason
    citation: str
    message: str = field(default="", metadata={UNJUDGED: True})


@dataclass(frozen=True)
class EnvyBonusAward:
    """``seat`` (with a Progressive Payout Wager) would receive an Envy Bonus for the Envy
    Bonus Qualifying Hand of ``for_seat``; the amount is 653a.12's (not in the seeds)."""

    seat: int
    for_seat: int
    citation: str


@dataclass(frozen=True)
class UthObservation:
    cards: tuple[UthCard, ...]
    flop: tuple[Card, ...]
    community_cards: tuple[Card, ...]
    wagers_accepted: tuple[UthWager, ...]
    refusals: tuple[UthRefusal, ...]
    decisions: tuple[UthDecisionRecord, ...]
    hands: tuple[UthHand, ...]
    envy_bonus_qualifying_hands: tuple[int, ...]
    progressive_payout_hands: tuple[int, ...]
    envy_bonuses: tuple[EnvyBonusAward, ...]
    players_in_round: tuple[int, ...]

