"""Cards, decks and the compact card notation used everywhere in tablecert.

A deck is "one deck of cards that are identical in appearance and one cover card"
(649a.3(a)); the cover card is never dealt, it only marks the cut (649a.5(d)).

Notation: rank then suit, ``As``, ``Td`` (``10d`` is accepted and printed as ``Td``),
several cards separated by spaces: ``"9s 8s 7s"``. Ranks 2-9, T, J, Q, K, A; suits
s, h, d, c.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import IntEnum, StrEnum

from tablecert.oracle.errors import TablecertError

__all__ = [
    "COVER_CARD",
    "FULL_DECK",
    "Card",
    "CardError",
    "Rank",
    "Suit",
    "format_cards",
    "parse_card",
    "parse_cards",
]


class CardError(TablecertError, ValueError):
    """An unknown card, or a card that appears twice where one deck allows it once."""


class Rank(IntEnum):
    """Card ranks; the ace is high except where 649a.6(a) lets it make A-2-3."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def symbol(self) -> str:
        return _RANK_SYMBOLS[self]

    @property
    def word(self) -> str:
        """The rank as the regulation writes it: "ace", "king", "10"."""
        return _RANK_WORDS.get(self, str(int(self)))


class Suit(StrEnum):
    """The four suits, "all suits shall be equal in rank" (649a.6(a))."""

    SPADES = "s"
    HEARTS = "h"
    DIAMONDS = "d"
    CLUBS = "c"

    @property
    def word(self) -> str:
        return self.name.lower()


_RANK_SYMBOLS = {r: str(int(r)) for r in Rank if r <= 9} | {
    Rank.TEN: "T",
    Rank.JACK: "J",
    Rank.QUEEN: "Q",
    Rank.KING: "K",
    Rank.ACE: "A",
}
_RANK_WORDS = {Rank.JACK: "jack", Rank.QUEEN: "queen", Rank.KING: "king", Rank.ACE: "ace"}
_RANK_BY_SYMBOL = {v: k for k, v in _RANK_SYMBOLS.items()} | {"10": Rank.TEN}
_SUIT_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
_TEXT = [f"{_RANK_SYMBOLS[r]}{s.value}" for r in Rank for s in _SUIT_ORDER]  # by Card.index


@dataclass(frozen=True, order=True, slots=True, unsafe_hash=False)
class Card:
    """One playing card.

    >>> Card.parse("10d")
    Card('Td')
    >>> str(Card.parse("As"))
    'As'
    """

    rank: Rank
    suit: Suit
    # 0..51, rank-major (2s=0, 2h=1, ..., Ac=51): the numpy tables and the ranking lookups
    # key on it, and it is the card's hash (a hot path in every round).
    index: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "index", (self.rank - 2) * 4 + _SUIT_ORDER.index(self.suit))

    def __hash__(self) -> int:
        return self.index

    @classmethod
    def parse(cls, text: str) -> Card:
        return parse_card(text)

    def __str__(self) -> str:
        return _TEXT[self.index]  # every observation, transcript and message prints cards

    def __repr__(self) -> str:
        return f"Card('{self}')"


def parse_card(text: str) -> Card:
    """Parse one card in compact notation; raise CardError naming what is wrong."""
    known = _BY_TEXT.get(text)
    if known is not None:
        return known
    token = text.strip()
    if len(token) < 2:
        raise CardError(f"unknown card {text!r}: expected rank then suit, e.g. 'As', 'Td', '10d'")
    rank_part, suit_part = token[:-1].upper(), token[-1].lower()
    rank = _RANK_BY_SYMBOL.get(rank_part)
    if rank is None:
        raise CardError(f"unknown card {text!r}: rank {rank_part!r} is not one of 2-10, T, J, Q, K, A")
    try:
        suit = Suit(suit_part)
    except ValueError:
        raise CardError(f"unknown card {text!r}: suit {suit_part!r} is not one of s, h, d, c") from None
    return Card(rank, suit)


def parse_cards(text: str | Iterable[str], *, allow_duplicates: bool = False) -> tuple[Card, ...]:
    """Parse ``"9s 8s 7s"`` (or a list of tokens); a duplicated card is an error.

    >>> parse_cards("As Kd 10c")
    (Card('As'), Card('Kd'), Card('Tc'))
    """
    tokens = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    cards = tuple(parse_card(t) for t in tokens)
    if not allow_duplicates:
        seen: set[Card] = set()
        for card in cards:
            if card in seen:
                raise CardError(f"card {card} appears twice; one deck holds each card once")
            seen.add(card)
    return cards


def format_cards(cards: Sequence[Card]) -> str:
    """The inverse of :func:`parse_cards`: ``"9s 8s 7s"``."""
    return " ".join(str(c) for c in cards)


FULL_DECK: tuple[Card, ...] = tuple(Card(r, s) for r in Rank for s in _SUIT_ORDER)
"""The 52 cards in index order (see :attr:`Card.index`)."""

_BY_TEXT = {str(c): c for c in FULL_DECK}

COVER_CARD = "cover card"
"""649a.3(a), 649a.5(d): a plastic card used only to cut; it is never dealt."""
