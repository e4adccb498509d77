"""Minibaccarat, Midibaccarat and Baccarat's script and observation: the wagers at each seat and
the forced shoe, and what the system reports: every card out of the shoe in order and why it was
drawn (round of play, disclosed card, additional card, simulated round of play: 541.14(c),
543.14(c), 545.15(c)), the coup and who won, each settlement and refusal. Frozen dataclasses of
plain values, so the generic wire codec and judge carry them (:mod:`tablecert.oracle.game`).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import StrEnum

from tablecert.oracle.cards import Card
from tablecert.oracle.games.baccarat.rules import DisclosedCardProcedure
from tablecert.oracle.judge import UNJUDGED

__all__ = [
    "BANKER_HAND",
    "PLAYER_HAND",
    "TABLEAU_CITATION",
    "BaccaratBet",
    "BaccaratObservation",
    "BaccaratRefusal",
    "BaccaratScript",
    "BaccaratSettlement",
    "BaccaratWager",
    "Coup",
    "Draw",
    "Outcome",
    "Part",
    "Reason",
    "Result",
    "SimulatedRound",
]

TABLEAU_CITATION = "Punto Banco tableau (the chapters' dealing rules are not in the seeds)"


class BaccaratBet(StrEnum):
    PLAYER = "Player Wager"
    BANKER = "Banker Wager"
    TIE = "Tie Wager"


class Result(StrEnum):
    PLAYER = "Player"
    BANKER = "Banker"
    TIE = "Tie"


class Part(StrEnum):
    """Why a card left the shoe."""

    ROUND = "round of play"
    DISCLOSED = "disclosed card"
    ADDITIONAL = "additional card"
    SIMULATED = "simulated round of play"


class Reason(StrEnum):
    NO_SUCH_SEAT = "no-such-seat"
    SIMULATED_ROUND = "simulated-round"


class Outcome(StrEnum):
    WON = "won"
    LOST = "lost"
    RETURNED = "returned"


PLAYER_HAND = "Player's Hand"
BANKER_HAND = "Banker's Hand"


# ------------------------------------------------------------------------------ script
@dataclass(frozen=True)
class BaccaratWager:
    seat: int
    wager: BaccaratBet
    amount: int  # cents

    def __post_init__(self) -> None:
        if self.seat < 1:
            raise ValueError(f"seat {self.seat}: seats are numbered from 1")
        if self.amount <= 0:
            raise ValueError(f"seat {self.seat}'s {self.wager.value} of {self.amount} cents: "
                             "a wager is more than $0")


@dataclass(frozen=True)
class BaccaratScript:
    """One round: the wagers, the forced shoe (top card first), whether the first card drawn
    is a card dealt in error and disclosed (541.14(c)), and the wagers offered while a
    simulated round of play (procedure (2)) is dealt."""

    wagers: tuple[BaccaratWager, ...]
    shoe: tuple[Card, ...]
    disclosed_card: bool = False
    offered_in_simulated_round: tuple[BaccaratWager, ...] = ()

    def __post_init__(self) -> None:
        if self.offered_in_simulated_round and not self.disclosed_card:
            raise ValueError("offered_in_simulated_round: there is no simulated round without a "
                             "disclosed card")


# ------------------------------------------------------------------------- observation
@dataclass(frozen=True)
class Draw:
    """One card out of the dealing shoe, in order: where it went and whether its face was
    shown."""

    card: Card
    to: str  # "Player's Hand", "Banker's Hand", "discard rack", "discard bucket"
    exposed: bool
    part: Part
    citation: str


@dataclass(frozen=True)
class Coup:
    """The two hands dealt by the tableau and who won."""

    player_hand: tuple[Card, ...]
    banker_hand: tuple[Card, ...]
    player_total: int
    banker_total: int
    result: Result
    citation: str = TABLEAU_CITATION


@dataclass(frozen=True)
class BaccaratSettlement:
    seat: int
    wager: BaccaratBet
    amount: int
    outcome: Outcome
    paid: int  # winnings, on top of the wager returned
    citation: str


@dataclass(frozen=True)
class BaccaratRefusal:
    seat: int
    wager: BaccaratBet
    amount: int
    reason: Reason
    citation: str
    message: str = field(default="", metadata={UNJUDGED: True})


@dataclass(frozen=True)
class SimulatedRound:
    """Procedure (2): the simulated round of play the disclosed card begins."""

    coup: Coup
    wagers_accepted: tuple[BaccaratWager, ...]
    settlements: tuple[BaccaratSettlement, ...]
    cards_placed_in: str
    citation: str


@dataclass(frozen=True)
class BaccaratObservation:
    draws: tuple[Draw, ...]
    disclosed_card_procedure: DisclosedCardProcedure | None
    simulated_round: SimulatedRound | None
    round_of_play: Coup
    wagers_accepted: tuple[BaccaratWager, ...]
    refusals: tuple[BaccaratRefusal, ...]
    settlements: tuple[BaccaratSettlement, ...]

    @staticmethod
    def judged_order(expected: BaccaratObservation,
                     observed: BaccaratObservation) -> tuple[BaccaratObservation, BaccaratObservation]:
        """Both observations with their settlements in one order: no text in the seeds fixes
        the order of a coup's settlements (docs/interpretations.md, "baccarat payouts"), so
        every order is judged alike (:func:`tablecert.oracle.judge.compare_data`)."""
        return (replace(expected, settlements=_in_one_order(expected.settlements)),
                replace(observed, settlements=_in_one_order(observed.settlements)))


def _in_one_order(lines: tuple[BaccaratSettlement, ...]) -> tuple[BaccaratSettlement, ...]:
    bets = list(BaccaratBet)
    return tuple(sorted(lines, key=lambda s: (s.seat, bets.index(s.wager), s.amount, s.paid)))
