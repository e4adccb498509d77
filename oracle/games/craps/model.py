"""What travels on the wire for Craps: the script of rolls and the observation a table
reports (docs/protocol.md, "Craps and Mini-Craps").

A script is a sequence of rolls, each with the wagers placed and the calls made before it
(test mode: the harness forces both dice). The observation reports, roll by roll, the
phase (come-out roll or point), every wager accepted with any fee charged at placement,
every refusal with its reason code, and every settlement with its odds, winnings and the
vigorish charged, so a fee on any wager is visible (537.5a(c)).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import StrEnum
from fractions import Fraction

from tablecert.oracle.games.craps.paytables import HARDWAY_CITATIONS, POINTS, Bet, Reason
from tablecert.oracle.judge import UNJUDGED
from tablecert.oracle.money import Cents

__all__ = ["Call", "CrapsObservation", "CrapsScript", "Outcome", "Placement", "Refusal",
           "Roll", "RollRecord", "RollResult", "Settlement", "StandingBet", "Wager",
           "check_bet_number"]


def check_bet_number(bet: Bet, number: int) -> None:
    """ValueError unless ``number`` is one the wager can be on."""
    allowed = {Bet.BUY: POINTS, Bet.LAY: POINTS, Bet.HARDWAY: tuple(HARDWAY_CITATIONS),
               Bet.HOP_TWO_SIX: (8,)}[bet]
    if number not in allowed:
        raise ValueError(f"a {bet.value} is on one of {', '.join(map(str, allowed))}, not {number}")


@dataclass(frozen=True)
class Wager:
    """A wager placed before a roll. ``on``: called "on" for the come-out roll
    (537.3(a)(7)-(10)); ``number``: 4-10 for Buy, Lay and Hardway Bets, 8 for the Two-Six Hop."""

    player: int
    bet: Bet
    number: int
    amount: Cents
    on: bool = False

    def __post_init__(self) -> None:
        if self.player < 1:
            raise ValueError(f"player {self.player}: players are numbered from 1")
        if self.amount <= 0:
            raise ValueError(f"a wager of {self.amount} cents: a wager is more than $0")
        check_bet_number(self.bet, self.number)


@dataclass(frozen=True)
class Call:
    """A player calls a wager already up "on" (or back "off") for the come-out roll."""

    player: int
    bet: Bet
    number: int
    on: bool = True

    def __post_init__(self) -> None:
        check_bet_number(self.bet, self.number)


@dataclass(frozen=True)
class Roll:
    """One throw of the dice, after the wagers and calls made before it."""

    dice: tuple[int, int]
    wagers: tuple[Wager, ...] = ()
    calls: tuple[Call, ...] = ()

    def __post_init__(self) -> None:
        if any(not 1 <= die <= 6 for die in self.dice):
            raise ValueError(f"dice {self.dice}: each die shows 1 to 6")
        keys = [(w.player, w.bet, w.number) for w in self.wagers]
        if len(keys) != len(set(keys)):
            raise ValueError("the same player places the same wager twice before one roll")


@dataclass(frozen=True)
class CrapsScript:
    rolls: tuple[Roll, ...]

    def __post_init__(self) -> None:
        if not self.rolls:
            raise ValueError("a script has at least one roll")


class Outcome(StrEnum):
    WINS = "wins"
    LOSES = "loses"


class RollResult(StrEnum):
    """What a roll did to the shooter's turn."""

    NO_POINT = "no point"  # a come-out roll of 2, 3, 7, 11 or 12
    POINT_ESTABLISHED = "point established"
    NO_DECISION = "no decision"  # a point roll of neither the point nor 7
    POINT_MADE = "point made"
    SEVEN_OUT = "seven-out"  # ends the shooter's turn


@dataclass(frozen=True)
class Placement:
    """A wager the table accepted; ``vigorish``: any fee charged on placing it (0 unless a
    table charges up front, which 537.5a forbids)."""

    player: int
    bet: Bet
    number: int
    amount: Cents
    on: bool
    vigorish: Cents
    citation: str = ""


@dataclass(frozen=True)
class Refusal:
    player: int
    bet: Bet
    number: int
    amount: Cents  # 0 for a call
    reason: Reason
    citation: str = ""


@dataclass(frozen=True)
class Settlement:
    """A wager won or lost on this roll. A winner receives its wager back, ``winnings`` at
    ``odds``, less ``vigorish``; a loser receives nothing (and is charged no fee)."""

    player: int
    bet: Bet
    number: int
    outcome: Outcome
    amount: Cents
    odds: Fraction | None
    winnings: Cents
    vigorish: Cents
    returned: Cents
    citation: str = ""
    odds_as_printed: str = field(default="", metadata={UNJUDGED: True})


@dataclass(frozen=True)
class RollRecord:
    number: int  # rolls at this table so far, this one included
    dice: tuple[int, int]
    total: int
    come_out: bool
    point: int | None  # the point in force when the dice were thrown
    result: RollResult
    placements: tuple[Placement, ...]
    refusals: tuple[Refusal, ...]
    settlements: tuple[Settlement, ...]


@dataclass(frozen=True)
class StandingBet:
    """A wager still up after the script's last roll."""

    player: int
    bet: Bet
    number: int
    amount: Cents
    on: bool


@dataclass(frozen=True)
class CrapsObservation:
    rolls: tuple[RollRecord, ...]
    standing: tuple[StandingBet, ...]
    point: int | None  # after the last roll; None: the next roll is a come-out roll
    vigorish: Cents  # every fee charged in this script, at placement and on settlement

    @staticmethod
    def judged_order(expected: CrapsObservation,
                     observed: CrapsObservation) -> tuple[CrapsObservation, CrapsObservation]:
        """Both observations with each roll's settlements, and the wagers left standing, in
        one order: no text in the seeds orders the bets one roll decides (537.3, 537.5a are
        silent; docs/interpretations.md, "the bets one roll decides in any order"), so every
        order is judged alike (:func:`tablecert.oracle.judge.compare_data`)."""
        return _in_one_order(expected), _in_one_order(observed)


def _in_one_order(obs: CrapsObservation) -> CrapsObservation:
    rolls = tuple(replace(r, settlements=tuple(sorted(r.settlements, key=_settlement_key)))
                  for r in obs.rolls)
    standing = tuple(sorted(obs.standing, key=lambda b: (b.player, b.bet.value, b.number, b.amount, b.on)))
    return replace(obs, rolls=rolls, standing=standing)


def _settlement_key(s: Settlement) -> tuple[object, ...]:
    return (s.player, s.bet.value, s.number, s.outcome.value, s.amount, s.winnings, s.vigorish, s.returned)
