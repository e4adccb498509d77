"""The exact return of a Blackjack (549) or Spanish 21 (551) wager that always stands on its
first two cards, over an infinite deck.

The harness's statistical run (``tablecert stats --game blackjack``) deals each round from
cards drawn independently and uniformly from a deck (a Spanish 21 deck without its 10s), one
seat wagering and standing, no insurance. The wager then wins at 3 to 2 with a blackjack
(549.4(g), 551.6(g)) unless the dealer has one too (a push at Blackjack; at Spanish 21 the
player's blackjack wins, 551.6(g) as the oracle reads it); against a dealer blackjack any
other hand loses; otherwise the dealer draws to 17 (on a soft 17 where the Rules Submission
says so) and the higher total wins, a bust losing. Every figure is an exact fraction, from
the probabilities of the dealer's final totals computed over the cards drawn, with the
oracle's own hand totals (:func:`tablecert.oracle.games.blackjack.hands.total`).
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache

from tablecert.oracle.cards import Card, Rank, Suit
from tablecert.oracle.games.blackjack.hands import is_blackjack, total

__all__ = ["BUST", "dealer_finals", "stand_moments"]

BUST = 22
"""The dealer's final "total" when the dealer busts."""


def _ranks(spanish: bool) -> dict[Rank, Fraction]:
    ranks = [r for r in Rank if not (spanish and r is Rank.TEN)]
    return {r: Fraction(1, len(ranks)) for r in ranks}


def _card(rank: Rank) -> Card:
    return Card(rank, Suit.SPADES)


@cache
def dealer_finals(cards: tuple[Rank, ...], spanish: bool, hits_soft_17: bool) -> dict[int, Fraction]:
    """The probabilities of the dealer's final total (17-21, or :data:`BUST`) from ``cards``."""
    value, soft = total([_card(r) for r in cards])
    if value > 21:
        return {BUST: Fraction(1)}
    if value > 17 or (value == 17 and not (soft and hits_soft_17)):
        return {value: Fraction(1)}
    out: dict[int, Fraction] = {}
    for rank, p in _ranks(spanish).items():
        # the state that matters is the total and its softness: sort, so equal hands share a cache entry
        for final, q in dealer_finals(tuple(sorted((*cards, rank))), spanish, hits_soft_17).items():
            out[final] = out.get(final, Fraction(0)) + p * q
    return out


@cache
def stand_moments(spanish: bool, hits_soft_17: bool) -> tuple[Fraction, Fraction]:
    """The exact mean and mean square of the net per unit wagered of a hand that stands on
    its first two cards (see the module's docstring).

    >>> mean, _ = stand_moments(False, False)
    >>> round(float(mean), 6)
    -0.160377
    """
    ranks = _ranks(spanish)
    hands: dict[tuple[int, bool], Fraction] = {}  # (total, blackjack): probability
    for a, pa in ranks.items():
        for b, pb in ranks.items():
            mine = [_card(a), _card(b)]
            key = (total(mine)[0], is_blackjack(mine, split=False))
            hands[key] = hands.get(key, Fraction(0)) + pa * pb
    mean = square = Fraction(0)
    for up, pu in ranks.items():
        for hole, ph in ranks.items():
            dealer = [_card(up), _card(hole)]
            dealer_blackjack = is_blackjack(dealer, split=False)
            finals = ({} if dealer_blackjack
                      else dealer_finals(tuple(sorted((up, hole))), spanish, hits_soft_17))
            for (player_total, blackjack), pp in hands.items():
                outcomes: dict[Fraction, Fraction] = {}
                if dealer_blackjack:
                    outcomes[Fraction(3, 2) if blackjack and spanish else Fraction(0) if blackjack
                             else Fraction(-1)] = Fraction(1)
                elif blackjack:
                    outcomes[Fraction(3, 2)] = Fraction(1)
                else:
                    for final, q in finals.items():
                        net = (Fraction(1) if final == BUST or player_total > final
                               else Fraction(0) if player_total == final else Fraction(-1))
                        outcomes[net] = outcomes.get(net, Fraction(0)) + q
                for net, q in outcomes.items():
                    mean += pu * ph * pp * q * net
                    square += pu * ph * pp * q * net * net
    return mean, square
