"""Three Card Poker (649a, 565) and the Three Card Bonus of Let It Ride (643a.12(c)).

The Ante and Play Wagers are settled against the dealer's hand: all 22,100 player hands
x 18,424 dealer hands (407,170,400 deals) are counted exactly by inclusion-exclusion on
the cards the two hands would share, so no deal is visited one by one (see
:func:`dealer_counts`). Every other line here is paid on one player's three cards.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

import numpy as np
from numpy.typing import NDArray

from tablecert.oracle.money import PayoutKind
from tablecert.oracle.par_sheet.combos import BINOM
from tablecert.oracle.par_sheet.lines import paytable_hands
from tablecert.oracle.par_sheet.model import HandLine, ParLine
from tablecert.oracle.par_sheet.tables import ThreeCardTable, three_value
from tablecert.oracle.paytables import Paytable
from tablecert.oracle.rankings import ThreeCardClass

__all__ = [
    "DealerCounts",
    "ante_play_line",
    "dealer_counts",
    "envy_bonus_line",
    "three_card_wager_line",
]

HANDS = int(BINOM[3][52])  # 22,100
DEALER_HANDS = int(BINOM[3][49])  # 18,424 hands share no card with the player's
DEALS = HANDS * DEALER_HANDS  # 407,170,400
_WITH_CARD = int(BINOM[2][51])  # 1,275 hands hold a given card
_WITH_TWO = 50  # and 50 hold a given two

QUEEN_HIGH = three_value(0, 12, 3, 2)  # the lowest queen high: the dealer qualifies at or above
QUEEN_SIX_FOUR = three_value(0, 12, 6, 4)  # the player plays at or above
PLAY_STRATEGY = "play Q-6-4 or better, fold otherwise"


@dataclass(frozen=True, slots=True)
class DealerCounts:
    """For each player hand, the dealer hands it can meet (18,424), counted by outcome."""

    plays: NDArray[np.bool_]  # Q-6-4 or better
    lower: NDArray[np.int64]  # dealer hands ranking below the player's, qualifying or not
    equal: NDArray[np.int64]
    not_qualifying: NDArray[np.int64]  # lower than a queen high


def dealer_counts(table: ThreeCardTable) -> DealerCounts:
    """Count dealer hands below / equal to each player hand and below queen high.

    For a player hand {a, b, c} the dealer hands sharing none of its cards number
    ``all - (with a) - (with b) - (with c) + (with a,b) + (with a,c) + (with b,c) -
    {a,b,c}``. Each term is one ``searchsorted`` in a sorted key array ``group * BIG +
    value rank`` (group: none, a card, a pair of cards), all player hands at once.
    """
    distinct, rank = np.unique(table.values, return_inverse=True)
    rank = rank.astype(np.int64)
    big = distinct.size + 1
    cards = table.cards.astype(np.int64)
    pairs = np.stack([  # colex rank of each two-card part: C(hi, 2) + lo
        BINOM[2][cards[hi]].astype(np.int64) + cards[lo] for lo, hi in ((0, 1), (0, 2), (1, 2))
    ])
    all_keys = np.sort(rank)
    card_keys = np.sort((cards * big + rank).ravel())
    pair_keys = np.sort((pairs * big + rank).ravel())

    def disjoint_below(limit: NDArray[np.int64]) -> NDArray[np.int64]:
        """Dealer hands sharing no card with each player hand, of value rank < limit."""
        count = np.searchsorted(all_keys, limit).astype(np.int64)
        for card in cards:
            count -= np.searchsorted(card_keys, card * big + limit) - card * _WITH_CARD
        for pair in pairs:
            count += np.searchsorted(pair_keys, pair * big + limit) - pair * _WITH_TWO
        return count - (rank < limit)

    lower = disjoint_below(rank)
    equal = disjoint_below(rank + 1) - lower
    queen_high = np.full(HANDS, np.searchsorted(distinct, QUEEN_HIGH), dtype=np.int64)
    return DealerCounts(
        plays=table.values >= QUEEN_SIX_FOUR,
        lower=lower,
        equal=equal,
        not_qualifying=disjoint_below(queen_high),
    )


def ante_play_line(paytable: Paytable, table: ThreeCardTable, counts: DealerCounts) -> ParLine:
    """Ante and Play Wagers with one Ante Bonus paytable, per Ante Wager (649a.11(c)(3),
    649a.12(a)-(c))."""
    plays = counts.plays
    beats_qualifying = counts.lower - counts.not_qualifying
    loses = DEALER_HANDS - counts.lower - counts.equal
    outcomes = (
        ("Player folds: Ante Wager forfeited", int((~plays).sum()) * DEALER_HANDS,
         "Ante loses", -1),
        ("Dealer lower than a queen high", int(counts.not_qualifying[plays].sum()),
         "Ante 1 to 1, Play returned", 1),
        ("Player outranks the dealer", int(beats_qualifying[plays].sum()),
         "Ante and Play 1 to 1", 2),
        ("Player ties the dealer", int(counts.equal[plays].sum()), "push", 0),
        ("Dealer outranks the player", int(loses[plays].sum()), "Ante and Play lose", -2),
    )
    hands = [
        HandLine(name, n, Fraction(n, DEALS), text, Fraction(n * net, DEALS))
        for name, n, text, net in outcomes
    ]
    played = np.bincount(table.classes[plays], minlength=len(ThreeCardClass)) * DEALER_HANDS
    bonus_rows, _ = paytable_hands(
        paytable, played.tolist(),
        row_for=lambda c: paytable.row_for_three(ThreeCardClass(c)), total=DEALS,
    )
    # the Ante Bonus is paid on top of the outcome above; "All other hands" get none
    for row in bonus_rows[:-1]:
        hands.append(HandLine(f"Ante Bonus: {row.hand}", row.combinations, row.probability,
                              row.payout, row.contribution))
    expected = sum((h.contribution for h in hands), Fraction(0))
    return ParLine.of(
        paytable,
        title="Ante and Play Wagers with this Ante Bonus paytable",
        unit="per Ante Wager",
        house_edge=-expected,
        hands=tuple(hands),
        strategy=(
            f"{PLAY_STRATEGY} (the Play Wager equals the Ante Wager); the dealer "
            "qualifies with a queen high or better (649a.11(c)(3))"
        ),
        combinations=DEALS,
        notes=(
            "every player hand against every dealer hand sharing no card with it "
            f"({HANDS:,} x {DEALER_HANDS:,} deals)",
            "the Ante Bonus rows are paid in addition to the outcome rows, whenever the "
            "player placed Ante and Play Wagers, whatever the dealer holds (649a.12(b))",
        ),
    )


def three_card_wager_line(paytable: Paytable, table: ThreeCardTable) -> ParLine:
    """A wager paid on the player's own three cards: Pair Plus (649a.12(d)), Three Card
    Bonus (643a.12(c)), Progressive Payout (649a.12(e)(1), 565.12(g))."""
    class_counts = np.bincount(table.classes, minlength=len(ThreeCardClass)).tolist()
    hands, expected = paytable_hands(
        paytable, class_counts,
        row_for=lambda c: paytable.row_for_three(ThreeCardClass(c)), total=HANDS,
    )
    notes = [f"all {HANDS:,} three-card hands"]
    return_excluding_meter = break_even = None
    meter_rows = [r for r in paytable.rows if r.payout is not None and "meter" in r.payout.text()]
    if meter_rows:
        meter_hands = sum(
            class_counts[c] for c in range(len(ThreeCardClass))
            if paytable.row_for_three(ThreeCardClass(c)) in meter_rows
        )
        return_excluding_meter = 1 + expected
        # expected net with meter M (cents) = expected + P(meter hand) * M / per_wager
        break_even = -expected * paytable.per_wager / Fraction(meter_hands, HANDS) / 100
        notes.append(
            "the house edge counts the 100% of meter row as paying nothing; the meter at "
            f"which a {_dollars(paytable.per_wager)} wager breaks even is "
            f"${float(break_even):,.2f}"
        )
    kinds = {r.payout.kind for r in paytable.rows if r.payout is not None}
    if PayoutKind.FOR_ONE in kinds:
        notes.append("the wager is collected before the deal: a payout of N for 1 nets N - 1")
    if PayoutKind.AMOUNT in kinds:
        notes.append(
            "the wager is collected before the deal: a fixed amount $N for a "
            f"{_dollars(paytable.per_wager)} wager nets N/{paytable.per_wager // 100} - 1 "
            "per unit"
        )
    return ParLine.of(
        paytable,
        title=paytable.wager_name,
        unit=f"per {_dollars(paytable.per_wager)} wagered",
        house_edge=-expected,
        hands=hands,
        strategy="none: paid on the player's own three cards",
        combinations=HANDS,
        notes=tuple(notes),
        return_excluding_meter=return_excluding_meter,
        break_even_meter=break_even,
    )


def envy_bonus_line(paytable: Paytable, table: ThreeCardTable) -> ParLine:
    """The Envy Bonus a player with a Progressive Payout Wager expects from each other
    player at the table (649a.12(e)(5), 565.12(h)(2))."""
    cards = table.cards.astype(np.int64)
    pairs = np.stack([
        BINOM[2][cards[hi]].astype(np.int64) + cards[lo] for lo, hi in ((0, 1), (0, 2), (1, 2))
    ])
    hands: list[HandLine] = []
    for row in paytable.rows:
        assert row.payout is not None
        holds = np.isin(table.classes, [int(c) for c in row.hand.three_card_classes])
        # other hands of this row sharing no card with each receiving player's hand
        with_card = np.bincount(cards[:, holds].ravel(), minlength=52)
        with_pair = np.bincount(pairs[:, holds].ravel(), minlength=int(BINOM[2][52]))
        disjoint = int(holds.sum()) - with_card[cards].sum(axis=0)
        disjoint += with_pair[pairs].sum(axis=0) - holds.astype(np.int64)
        n = int(disjoint.sum())
        probability = Fraction(n, DEALS)
        dollars = Fraction(row.payout.value, 100)
        hands.append(HandLine(row.printed, n, probability, row.payout.text(), probability * dollars))
    expected = sum((h.contribution for h in hands), Fraction(0))
    return ParLine.of(
        paytable,
        title=f"Envy Bonus for a {paytable.letter} Progressive Payout Wager",
        unit="dollars per other player",
        house_edge=None,
        hands=tuple(hands),
        strategy="none: paid when another player holds an ace, king and queen of one suit",
        combinations=DEALS,
        notes=(
            "no house edge: the Envy Bonus is a payout to a player with a Progressive "
            "Payout Wager, not a wager; the figure is the expected Envy Bonus in dollars "
            "from each other player at the table",
            "counted over every pair of card-disjoint hands (receiving player, other "
            "player); not paid for the player's own hand or the dealer's (649a.11(c)(5)(v))",
        ),
        expected_per_other_player=expected,
    )


def _dollars(cents: int) -> str:
    return f"${cents // 100}" if cents % 100 == 0 else f"${cents / 100:.2f}"
