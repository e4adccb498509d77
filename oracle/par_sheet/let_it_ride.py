"""Let It Ride (643a.12(a), (b)) over all 2,598,960 five-card hands.

Optimal play of the three equal Let It Ride Poker Wagers: Bet Number 1 rides iff its
expected net over the two unseen community cards is positive, Bet Number 2 iff its
expected net over the last one is, Bet Number 3 always stays (643a.11(b), (d)). The two
decisions are independent, so per one of the three bets

    EV = E[max(0, E[m | 3 cards])] + E[max(0, E[m | 4 cards])] + E[m].

Every "to 1" odds is a whole number, so the conditional sums of m over the hands that
complete a 3- or 4-card start are integers and each ride-or-withdraw decision is an
exact integer comparison with 0.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

import numpy as np
from numpy.typing import NDArray

from tablecert.oracle.par_sheet.combos import BINOM, combinations, drop_one_ranks
from tablecert.oracle.par_sheet.lines import ALL_OTHER_HANDS, paytable_hands
from tablecert.oracle.par_sheet.model import HandLine, ParLine
from tablecert.oracle.par_sheet.tables import FiveCardTable
from tablecert.oracle.paytables import Paytable
from tablecert.oracle.rankings import FiveCardClass

__all__ = [
    "FiveCardStarts",
    "five_card_starts",
    "let_it_ride_bonus_line",
    "let_it_ride_line",
    "ride_sums",
]

HANDS = int(BINOM[5][52])  # 2,598,960
_THREE = int(BINOM[3][52])
_FOUR = int(BINOM[4][52])
_CLASSES = len(FiveCardClass)


@dataclass(frozen=True, slots=True)
class FiveCardStarts:
    """Class counts of the five-card hands completing each 4-card start, and the
    4-card starts' own 3-card parts (both in colex order)."""

    class_counts: NDArray[np.int64]  # (11,) over all five-card hands
    per_four: NDArray[np.int64]  # (270725, 11): the 48 completions of each 4-card start
    three_of_four: NDArray[np.int32]  # (4, 270725): colex ranks of each start's 3-card parts


def five_card_starts(table: FiveCardTable) -> FiveCardStarts:
    """Scatter every five-card hand's class to its five 4-card parts (one bincount)."""
    classes = table.classes.astype(np.int32)
    per_four = np.zeros(_FOUR * _CLASSES, dtype=np.int64)
    for four in drop_one_ranks(table.cards):
        per_four += np.bincount(four * _CLASSES + classes, minlength=_FOUR * _CLASSES)
    return FiveCardStarts(
        class_counts=np.bincount(classes, minlength=_CLASSES).astype(np.int64),
        per_four=per_four.reshape(_FOUR, _CLASSES),
        three_of_four=drop_one_ranks(combinations(52, 4)),
    )


def _net_numerators(paytable: Paytable) -> NDArray[np.int64]:
    nets = [paytable.net_for_five(FiveCardClass(c)) for c in range(_CLASSES)]
    if any(n.denominator != 1 for n in nets):
        raise ValueError(f"{paytable.name}: Let It Ride odds must be whole numbers to 1")
    return np.array([int(n) for n in nets], dtype=np.int64)


def ride_sums(
    paytable: Paytable, starts: FiveCardStarts
) -> tuple[NDArray[np.int64], NDArray[np.int64]]:
    """Sum of the net m (whole units) over the completions of each 3-card start (1,176
    each) and of each 4-card start (48 each), colex order: a bet rides iff its sum > 0."""
    net = _net_numerators(paytable)
    sum_four: NDArray[np.int64] = starts.per_four @ net
    # each hand completing a 3-card start is reached through 2 of its 4-card starts
    sum_three = np.zeros(_THREE, dtype=np.int64)
    for three in starts.three_of_four:
        np.add.at(sum_three, three, sum_four)
    if (sum_three % 2).any():
        raise AssertionError("every 3-card start is completed through two 4-card starts")
    return sum_three // 2, sum_four


def let_it_ride_line(paytable: Paytable, starts: FiveCardStarts) -> ParLine:
    """The Let It Ride Poker Wagers under optimal play, per one of the three bets."""
    net = _net_numerators(paytable)
    sum_three, sum_four = ride_sums(paytable, starts)
    rides_one = (sum_three > 0).astype(np.int64)
    rides_two = sum_four > 0

    # Per final class: hands x (1 + P(Bet 1 rides) + P(Bet 2 rides)) x m. The player's own
    # cards are any 3 of the 5 (10 ways), the first community card either of the other 2.
    # Bet 1 rides on a 3-card part; summed over the 4-card parts that hold it, each
    # hand's 3-card part is met twice.
    bet_two = rides_two.astype(np.int64) @ starts.per_four  # / 5 per hand
    parts_riding = sum(rides_one[three] for three in starts.three_of_four)
    bet_one = parts_riding @ starts.per_four  # / (2 x 10) per hand
    weighted = 20 * starts.class_counts + 4 * bet_two + bet_one  # x 20 per hand
    hands, _ = paytable_hands(
        paytable, starts.class_counts.tolist(),
        row_for=lambda c: paytable.row_for_five(FiveCardClass(c)), total=HANDS,
    )
    rows = _ride_weighted(paytable, hands, weighted, net)
    expected = sum((h.contribution for h in rows), Fraction(0))
    check = (
        Fraction(int(np.maximum(sum_three, 0).sum()), _THREE * int(BINOM[2][49]))
        + Fraction(int(np.maximum(sum_four, 0).sum()), _FOUR * 48)
        + Fraction(int(starts.class_counts @ net), HANDS)
    )
    if check != expected:
        raise AssertionError(f"Let It Ride EV by hand {expected} != by decision {check}")
    one_rides = Fraction(int(rides_one.sum()), _THREE)
    two_rides = Fraction(int(rides_two.sum()), _FOUR)
    return ParLine.of(
        paytable,
        title="Let It Ride Poker Wagers (Bet Number 1, 2 and 3), optimal play",
        unit="per one of the three equal Let It Ride Poker Wagers",
        house_edge=-expected,
        hands=rows,
        strategy=(
            "optimal: let Bet Number 1 ride iff its expected net over the 2 unseen "
            "community cards (49 cards left) is > 0 "
            f"({int(rides_one.sum()):,} of {_THREE:,} three-card hands, "
            f"{float(one_rides):.2%}); let Bet Number 2 ride iff its expected net over the "
            f"last community card (48 cards left) is > 0 ({int(rides_two.sum()):,} of "
            f"{_FOUR:,} four-card starts, {float(two_rides):.2%}); Bet Number 3 always "
            "stays"
        ),
        combinations=HANDS,
        notes=(
            "no payout limitation applied (643a.12(d))",
            "each row's contribution weights its payout by the bets riding on average "
            "when that hand is made",
            "hand frequencies are over all five-card hands; each deal of 3 player cards "
            "and 2 community cards makes one of them",
        ),
    )


def _ride_weighted(
    paytable: Paytable,
    hands: tuple[HandLine, ...],
    weighted: NDArray[np.int64],
    net: NDArray[np.int64],
) -> tuple[HandLine, ...]:
    """Re-weight each row's contribution by the bets riding on its hands."""
    by_row: dict[str, Fraction] = {}
    for c in range(_CLASSES):
        row = paytable.row_for_five(FiveCardClass(c))
        name = ALL_OTHER_HANDS if row is None else row.printed
        by_row[name] = by_row.get(name, Fraction(0)) + Fraction(
            int(weighted[c]) * int(net[c]), 20 * HANDS
        )
    return tuple(
        HandLine(h.hand, h.combinations, h.probability, h.payout, by_row.get(h.hand, Fraction(0)))
        for h in hands
    )


def let_it_ride_bonus_line(paytable: Paytable, starts: FiveCardStarts) -> ParLine:
    """The Let It Ride Bonus Wager (643a.12(b)): fixed amounts on the five-card hand."""
    hands, expected = paytable_hands(
        paytable, starts.class_counts.tolist(),
        row_for=lambda c: paytable.row_for_five(FiveCardClass(c)), total=HANDS,
    )
    return ParLine.of(
        paytable,
        title=paytable.wager_name,
        unit="per $1 wagered",
        house_edge=-expected,
        hands=hands,
        strategy="none: paid on the player's five-card hand",
        combinations=HANDS,
        notes=(
            "the wager is collected before the deal (643a.8(b)): an amount of $N for $1 "
            "nets N - 1, a row of $0 loses",
        ),
    )
