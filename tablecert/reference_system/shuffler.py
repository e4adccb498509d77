"""The reference table system's automated card shuffling device, and the bad ones.

649a.5(a): "the dealer shall shuffle the cards, either manually or by use of an automated
card shuffling device, so that the cards are randomly intermixed". Whether a device does is
a property of thousands of shuffles; tablecert's statistics (tablecert/stats/) judge it
from the decks a system reports in system-shuffled rounds (Capability ``self-shuffle``).

A device keeps the deck it shuffled last: the cards go back into it in the order they were
dealt from (the dealt cards picked up in dealing order, the stub beneath), so a weak
shuffle carries the old order into the new deck, as a real one would. The first deck is in
new-deck order. Every device is driven by a :class:`random.Random` seeded when the table
is opened: the same seed gives the same decks.

The honest method is a Fisher-Yates shuffle (:meth:`random.Random.shuffle`), which makes
every one of the 52! orders equally likely whatever order went in. The defective methods
(catalogued in defects.py, each citing 649a.5(a)) are the classic weak shuffles: one riffle
(the Gilbert-Shannon-Reeds model of a riffle done too few times), a cut without a shuffle,
and a card that always lands in the top ten; and three whose bias sits just above the
minimum effect a statistical check states its 80% power against (tablecert/stats/shuffle.py):
a card in the top ten too often, one card directly below another too often, a pair of the
old deck kept together too often. They test the power claims where they matter.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from fractions import Fraction

from tablecert.oracle.cards import FULL_DECK, Card, parse_card

__all__ = [
    "ShuffleMethod",
    "ShufflingDevice",
    "cut_only",
    "fisher_yates",
    "follows_card_at",
    "in_top_ten_at",
    "keeps_a_pair_at",
    "riffles",
    "stuck_in_top_ten",
]

ShuffleMethod = Callable[[random.Random, Sequence[Card]], tuple[Card, ...]]
"""How a device turns the deck that went in into the deck that comes out."""

STUCK_CARD = parse_card("As")
"""The card :func:`stuck_in_top_ten` always puts in the top ten."""

MIN_CUT = 10
"""649a.5(d): the cover card goes "at least ten cards in from the top of the stack"."""


def fisher_yates(rng: random.Random, deck: Sequence[Card]) -> tuple[Card, ...]:
    """Every order equally likely, whatever went in: the honest shuffle."""
    cards = list(deck)
    rng.shuffle(cards)
    return tuple(cards)


def _riffle(rng: random.Random, deck: Sequence[Card]) -> list[Card]:
    """One Gilbert-Shannon-Reeds riffle: cut at a binomial(n, 1/2) point, then drop a card
    from a packet with probability proportional to the cards left in it."""
    cut = sum(rng.random() < 0.5 for _ in deck)
    left, right = list(deck[:cut]), list(deck[cut:])
    out: list[Card] = []
    i = j = 0
    while i < len(left) or j < len(right):
        a, b = len(left) - i, len(right) - j
        if rng.random() * (a + b) < a:
            out.append(left[i])
            i += 1
        else:
            out.append(right[j])
            j += 1
    return out


def riffles(times: int) -> ShuffleMethod:
    """``times`` riffles in a row (Bayer and Diaconis: about seven mix a 52-card deck)."""

    def shuffle(rng: random.Random, deck: Sequence[Card]) -> tuple[Card, ...]:
        cards = list(deck)
        for _ in range(times):
            cards = _riffle(rng, cards)
        return tuple(cards)

    return shuffle


def cut_only(rng: random.Random, deck: Sequence[Card]) -> tuple[Card, ...]:
    """A cut as 649a.5(d) describes it, and no shuffle: the order goes round, intact."""
    at = rng.randint(MIN_CUT, len(deck) - MIN_CUT)
    return tuple(deck[at:]) + tuple(deck[:at])


def stuck_in_top_ten(rng: random.Random, deck: Sequence[Card]) -> tuple[Card, ...]:
    """An honest shuffle, except that :data:`STUCK_CARD` always ends up in the top ten."""
    cards = list(fisher_yates(rng, deck))
    if cards.index(STUCK_CARD) >= 10:
        cards.remove(STUCK_CARD)
        cards.insert(rng.randrange(10), STUCK_CARD)
    return tuple(cards)


PAIRED_CARD = parse_card("Ks")
"""The card :func:`follows_card_at` puts directly below :data:`STUCK_CARD` too often."""


def _sometimes(rate: Fraction, fair: Fraction) -> Fraction:
    """The chance of forcing an outcome, on top of an honest shuffle that gives it with
    chance ``fair``, so that it happens with chance ``rate`` in all."""
    if not fair <= rate <= 1:
        raise ValueError(f"a rate of {rate} is not between the fair {fair} and 1")
    return (rate - fair) / (1 - fair)


def in_top_ten_at(rate: Fraction) -> ShuffleMethod:
    """An honest shuffle, except that :data:`STUCK_CARD` lands in the top ten in ``rate`` of
    the shuffles (fair: 10/52), at a position uniform over the ten: the shape of the
    position check's minimum effect (tablecert/stats/shuffle.py ``PositionTest``, 20/52)."""
    force = _sometimes(rate, Fraction(MIN_CUT, len(FULL_DECK)))

    def shuffle(rng: random.Random, deck: Sequence[Card]) -> tuple[Card, ...]:
        cards = list(fisher_yates(rng, deck))
        if rng.random() < force and cards.index(STUCK_CARD) >= MIN_CUT:
            cards.remove(STUCK_CARD)
            cards.insert(rng.randrange(MIN_CUT), STUCK_CARD)
        return tuple(cards)

    return shuffle


def follows_card_at(rate: Fraction) -> ShuffleMethod:
    """An honest shuffle, except that :data:`PAIRED_CARD` lies directly below
    :data:`STUCK_CARD` in ``rate`` of the shuffles (fair: 1/52): the shape of the neighbour
    check's minimum effect (``NeighbourTest``, 1 deck in 4)."""
    force = _sometimes(rate, Fraction(1, len(FULL_DECK)))

    def shuffle(rng: random.Random, deck: Sequence[Card]) -> tuple[Card, ...]:
        cards = list(fisher_yates(rng, deck))
        if rng.random() < force:
            cards.remove(PAIRED_CARD)
            cards.insert(cards.index(STUCK_CARD) + 1, PAIRED_CARD)
        return tuple(cards)

    return shuffle


def keeps_a_pair_at(rate: Fraction) -> ShuffleMethod:
    """An honest shuffle, except that in ``rate`` of the shuffles one neighbouring pair of
    the deck that went in, chosen at random, stays together (the lower card moved directly
    below the upper): about ``rate`` more pairs kept per shuffle than the fair 51/52, the
    kept-neighbours check's minimum effect being 1.25 in all (``KeptNeighboursTest``)."""

    def shuffle(rng: random.Random, deck: Sequence[Card]) -> tuple[Card, ...]:
        cards = list(fisher_yates(rng, deck))
        if rng.random() < rate:
            at = rng.randrange(len(deck) - 1)
            upper, lower = deck[at], deck[at + 1]
            cards.remove(lower)
            cards.insert(cards.index(upper) + 1, lower)
        return tuple(cards)

    return shuffle


class ShufflingDevice:
    """One table's shuffler: seeded, keeping the deck it shuffled last.

    >>> a, b = ShufflingDevice(7), ShufflingDevice(7)
    >>> a.shuffle() == b.shuffle() and len(set(a.shuffle())) == 52
    True
    """

    def __init__(self, seed: int, method: ShuffleMethod = fisher_yates) -> None:
        self.seed = seed
        self.method = method
        self.rng = random.Random(seed)
        self.deck: tuple[Card, ...] = FULL_DECK
        self.shuffles = 0

    def shuffle(self) -> tuple[Card, ...]:
        """Shuffle the deck that is in the device and return the new order, top card first."""
        self.deck = self.method(self.rng, self.deck)
        self.shuffles += 1
        return self.deck
