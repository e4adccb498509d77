"""Exact returns under the fixed strategy of a system-shuffled round: every hand played.

A system-shuffled round (Capability ``self-shuffle``) is scripted before the system
shuffles, so the harness cannot decide on the cards: every Three Card Poker hand makes the
Play Wager and every Let It Ride bet rides (the scripted default). The lab compares the
observed return per wager over many such rounds with these exact figures (649a.12(b),
(d), 643a.12(a), (c)); :mod:`tablecert.oracle.par_sheet` gives the optimal-play figures.

Money in the returns is per unit wagered, as exact fractions; ``second_moment`` is the
exact mean square of the net per unit (for the sample size a run needs), or for the Ante
and Play Wagers an upper bound (the Ante Bonus is paid on top of the outcome and the two
are not independent; by Cauchy-Schwarz the standard deviation of the sum is at most the
sum of theirs).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from math import isqrt

import numpy as np

from tablecert.oracle.par_sheet.lines import paytable_hands
from tablecert.oracle.par_sheet.model import ParLine
from tablecert.oracle.par_sheet.tables import ThreeCardTable, five_card_table, three_card_table
from tablecert.oracle.par_sheet.three_card import (
    QUEEN_HIGH,
    DealerCounts,
    ante_play_line,
    dealer_counts,
    three_card_wager_line,
)
from tablecert.oracle.paytables import Paytable
from tablecert.oracle.rankings import FiveCardClass

__all__ = [
    "FixedStrategyReturn",
    "always_play_counts",
    "ante_play_always",
    "let_it_ride_always_rides",
    "own_hand_wager",
]

ALWAYS_PLAY = "always make the Play Wager (the harness scripts the round before the shuffle)"


@dataclass(frozen=True, slots=True)
class FixedStrategyReturn:
    """The exact expected return of one wager line under the fixed strategy.

    ``player_return`` is what comes back per unit wagered (1 - house edge); ``sd_bound``
    is the standard deviation of the net per unit, or an upper bound of it, as a float
    (used only to size a run).
    """

    citation: str
    paytable: str
    title: str
    unit: str
    player_return: Fraction
    sd_bound: float
    line: ParLine


def _sd(second_moment: Fraction, mean: Fraction) -> float:
    variance = second_moment - mean * mean
    return float(isqrt(int(variance * 10**12)) / 10**6)


def _moments(line: ParLine, rows: tuple[str, ...] | None = None) -> tuple[Fraction, Fraction]:
    """Mean and mean square of the net over the (mutually exclusive) rows named."""
    mean = second = Fraction(0)
    for h in line.hands:
        if (rows is not None and h.hand not in rows) or h.probability == 0:
            continue
        net = h.contribution / h.probability
        mean += h.contribution
        second += h.probability * net * net
    return mean, second


def always_play_counts(table: ThreeCardTable) -> DealerCounts:
    """:func:`dealer_counts` for a player who plays every hand.

    ante_play_line counts a played hand as beating a qualifying dealer when the dealer
    holds less than it and qualifies; a hand below queen high that plays beats no
    qualifying dealer and ties none, so its "lower" is just the non-qualifying hands.
    """
    counts = dealer_counts(table)
    weak = table.values < QUEEN_HIGH
    return replace(counts, plays=np.ones_like(counts.plays),
                   lower=np.where(weak, counts.not_qualifying, counts.lower),
                   equal=np.where(weak, 0, counts.equal))


def ante_play_always(paytable: Paytable) -> FixedStrategyReturn:
    """Ante and Play Wagers with this Ante Bonus paytable when every hand plays, per Ante
    Wager (649a.11(c)(3), 649a.12(b)).

    >>> from tablecert.oracle.card_games import find_paytable
    >>> r = ante_play_always(find_paytable("649a.12(b)", "A"))
    >>> r.player_return < 1 and r.sd_bound > 1
    True
    """
    table = three_card_table()
    line = replace(ante_play_line(paytable, table, always_play_counts(table)), strategy=ALWAYS_PLAY)
    outcomes = tuple(h.hand for h in line.hands if not h.hand.startswith("Ante Bonus"))
    bonus = tuple(h.hand for h in line.hands if h.hand.startswith("Ante Bonus"))
    mean_o, second_o = _moments(line, outcomes)
    mean_b, second_b = _moments(line, bonus)
    sd = _sd(second_o, mean_o) + _sd(second_b, mean_b)
    assert line.player_return is not None
    return FixedStrategyReturn(paytable.citation, paytable.letter, "Ante and Play Wagers, every hand played",
                               "per Ante Wager", line.player_return, sd, line)


def own_hand_wager(paytable: Paytable) -> FixedStrategyReturn:
    """A wager paid on the player's own three cards (Pair Plus 649a.12(d), Three Card
    Bonus 643a.12(c)): no decision, per unit wagered."""
    line = three_card_wager_line(paytable, three_card_table())
    mean, second = _moments(line)
    assert line.player_return is not None
    return FixedStrategyReturn(paytable.citation, paytable.letter, paytable.wager_name,
                               "per unit wagered", line.player_return, _sd(second, mean), line)


def let_it_ride_always_rides(paytable: Paytable) -> FixedStrategyReturn:
    """The three Let It Ride Poker Wagers when both bets always ride, per one of the three
    bets (643a.12(a)); no payout limitation (643a.12(d)) applied."""
    classes = np.bincount(five_card_table().classes, minlength=len(FiveCardClass)).tolist()
    hands, expected = paytable_hands(paytable, classes,
                                     row_for=lambda c: paytable.row_for_five(FiveCardClass(c)),
                                     total=sum(classes))
    line = ParLine.of(paytable, title="Let It Ride Poker Wagers, every bet rides",
                      unit="per one of the three equal Let It Ride Poker Wagers",
                      house_edge=-expected, hands=hands,
                      strategy="let Bet Number 1 and Bet Number 2 ride on every hand",
                      combinations=sum(classes), notes=("no payout limitation applied (643a.12(d))",))
    mean, second = _moments(line)
    return FixedStrategyReturn(paytable.citation, paytable.letter,
                               "Let It Ride Poker Wagers, every bet rides",
                               "per wager", 1 + expected, _sd(second, mean), line)
