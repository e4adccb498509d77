"""Blackjack hand values: a hand's total, soft or hard, and the blackjack.

Card values: 2-9 at face value, 10, jack, queen and king ten, an ace one or eleven
(549.3 / 551.3 are not in the seeds; the universal reading, docs/interpretations.md).
"""

from __future__ import annotations

from collections.abc import Sequence

from tablecert.oracle.cards import Card, Rank

__all__ = ["card_value", "is_blackjack", "total"]


def card_value(card: Card) -> int:
    """The card's count; an ace counts one here (:func:`total` makes it eleven).

    >>> card_value(Card.parse("Kd")), card_value(Card.parse("As"))
    (10, 1)
    """
    if card.rank is Rank.ACE:
        return 1
    return min(int(card.rank), 10)


def total(cards: Sequence[Card]) -> tuple[int, bool]:
    """The best total of ``cards`` and whether it is soft (an ace counted as eleven).

    >>> from tablecert.oracle.cards import parse_cards
    >>> total(parse_cards("As 6d")), total(parse_cards("As 6d Kc"))
    ((17, True), (17, False))
    """
    hard = sum(card_value(c) for c in cards)
    if any(c.rank is Rank.ACE for c in cards) and hard + 10 <= 21:
        return hard + 10, True
    return hard, False


def is_blackjack(cards: Sequence[Card], *, split: bool) -> bool:
    """An ace and a ten-value card as the first two cards of an unsplit hand."""
    return not split and len(cards) == 2 and total(cards)[0] == 21
