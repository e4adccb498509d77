"""The best five of six (649a.11(c)(6)) or seven (653a.1 "Hand") cards: the hand itself
(:func:`best_five`, by trying every five) and its paytable class without building hands
(:func:`best_five_class`, by the rank counts and the flush suit), ranked as
:mod:`tablecert.oracle.rankings` ranks five cards."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from tablecert.oracle.cards import Card
from tablecert.oracle.rankings import FiveCardClass, class_of_cards, five_card_value

__all__ = ["best_five", "best_five_class"]


def best_five_class(cards: Sequence[Card]) -> FiveCardClass:
    """The paytable class of the best five of six or seven cards, without building hands.

    >>> from tablecert.oracle.cards import parse_cards
    >>> best_five_class(parse_cards("As Ks Qs Js Ts 2d")).name
    'ROYAL_FLUSH'
    """
    indexes = [c.index for c in cards]
    if len(set(indexes)) != len(indexes) or len(indexes) < 5:
        raise ValueError(f"best five needs five or more different cards, got {cards}")
    return class_of_cards(indexes)


def best_five(cards: Sequence[Card]) -> tuple[Card, ...]:
    """The highest-ranking five of six (649a.11(c)(6)) or seven (653a.1 "Hand") cards.

    >>> from tablecert.oracle.cards import parse_cards, format_cards
    >>> format_cards(best_five(parse_cards("As Ks Qs Js Ts 2d")))
    'As Ks Qs Js Ts'
    """
    if len(cards) < 5:
        raise ValueError(f"best five needs at least five cards, got {len(cards)}")
    if len(set(cards)) != len(cards):
        raise ValueError(f"a hand cannot hold the same card twice: {cards}")
    return max(combinations(cards, 5), key=five_card_value)
