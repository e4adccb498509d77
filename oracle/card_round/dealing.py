"""Who gets which card, in what order: the dealing procedures as deal plans.

A deal plan lists, card by card, the position each card from the top of the deck goes to.
- Three Card Poker, manual shoe or hand (649a.8(d), 649a.9(b)): one card at a time to
  each player who placed a wager, clockwise from the dealer's left, then the dealer,
  until each has three.
- Three Card Poker, automated shoe (649a.10(b)): a stack of three to each player in the
  same order, then a stack of three to the dealer.
- Let It Ride, manual shoe or hand (643a.8(d), 643a.9(b)): a card to each player, one to
  the community area, a second to each player, a second community card, a third to each.
- Let It Ride, automated shoe (643a.10(b)): a stack of three to each player, then a stack
  of three to the community area, whose card to the dealer's left is discarded. We read
  the first card of that stack as the bottom card, lying to the dealer's left
  (docs/interpretations.md, "the automated shoe's community stack").

:func:`deal` walks a plan through a deck with the card-level irregularities of 649a.13(a),
(b), (f) and 643a.13(a), (b), (f); :func:`stack_deck` inverts a plan, so a scenario can say
which hand each position holds and get the deck order that deals it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from tablecert.oracle.card_round.rules import DealingMethod
from tablecert.oracle.cards import FULL_DECK, Card, CardError
from tablecert.oracle.round import COMMUNITY, DEALER, DISCARD, DealtCard, Fault, FaultKind, seat_position
from tablecert.oracle.wagers import Game

__all__ = ["DealResult", "deal", "deal_plan", "stack_deck"]


def deal_plan(game: Game, method: DealingMethod, seats: Sequence[int], *,
              five_card_wagers: bool = False) -> list[str]:
    """The position of each card dealt, in dealing order, for players at ``seats``.

    With ``five_card_wagers`` (the later 649a.10(c)) two community cards follow the
    dealer's stack: "after removing the stub ... deal an additional two community cards".

    >>> deal_plan(Game.THREE_CARD_POKER, DealingMethod.MANUAL_SHOE, [1, 4])
    ['seat 1', 'seat 4', 'dealer', 'seat 1', 'seat 4', 'dealer', 'seat 1', 'seat 4', 'dealer']
    """
    players = [seat_position(s) for s in sorted(seats)]
    if game is Game.THREE_CARD_POKER:
        order = [*players, DEALER]
        if method is DealingMethod.AUTOMATED_SHOE:
            plan = [p for p in order for _ in range(3)]
            return [*plan, COMMUNITY, COMMUNITY] if five_card_wagers else plan
        return order * 3
    if method is DealingMethod.AUTOMATED_SHOE:
        return [p for p in players for _ in range(3)] + [DISCARD, COMMUNITY, COMMUNITY]
    return [*players, COMMUNITY, *players, COMMUNITY, *players]


@dataclass
class DealResult:
    """The cards dealt, and what the deal itself made of the round."""

    dealt: list[DealtCard] = field(default_factory=list)
    hands: dict[str, list[Card]] = field(default_factory=dict)
    cards_used: int = 0  # cards taken from the deck, discards included
    face_up: list[Card] = field(default_factory=list)
    drawn_in_error: list[Card] = field(default_factory=list)
    jammed_at: int | None = None  # 649a.13(f): the shoe stopped before this card

    @property
    def complete(self) -> bool:
        return self.jammed_at is None and len(self.face_up) <= 1


def deal(plan: Sequence[str], deck: Sequence[Card], faults: Sequence[Fault]) -> DealResult:
    """Deal ``plan`` from the top of ``deck``.

    A card found face up is not used and goes to the discard rack (13(a)); a second one
    stops the deal (the round is void). A card drawn in error is used as the next card
    (13(b)). A shoe jam stops the deal at the card named (13(f)).
    """
    if not faults:
        return _deal_clean(plan, deck)
    face_up_at = {f.at for f in faults if f.kind is FaultKind.CARD_FACE_UP_IN_DECK}
    error_at = {f.at for f in faults if f.kind is FaultKind.CARD_DRAWN_IN_ERROR}
    jam_at = min((f.at for f in faults if f.kind is FaultKind.SHOE_JAM and f.at is not None),
                 default=None)
    result = DealResult(hands={p: [] for p in dict.fromkeys(plan) if p != DISCARD})
    index = 0
    for position in plan:
        while True:
            if jam_at is not None and index >= jam_at:
                result.jammed_at = index
                return result
            if index >= len(deck):
                raise CardError(f"the deck ran out after {index} cards; the deal needs more")
            card = deck[index]
            index += 1
            result.cards_used = index
            if index - 1 in face_up_at:
                result.face_up.append(card)
                result.dealt.append(DealtCard(DISCARD, card))
                if len(result.face_up) > 1:
                    return result
                continue
            break
        if index - 1 in error_at:
            result.drawn_in_error.append(card)
        result.dealt.append(DealtCard(position, card))
        if position != DISCARD:
            result.hands[position].append(card)
    return result


def _deal_clean(plan: Sequence[str], deck: Sequence[Card]) -> DealResult:
    """:func:`deal` without irregularities: each card of the plan from the top, in turn."""
    if len(plan) > len(deck):
        raise CardError(f"the deck ran out after {len(deck)} cards; the deal needs more")
    hands: dict[str, list[Card]] = {p: [] for p in dict.fromkeys(plan) if p != DISCARD}
    dealt = []
    for position, card in zip(plan, deck, strict=False):  # the stub stays in the deck
        dealt.append(DealtCard(position, card))
        if position != DISCARD:
            hands[position].append(card)
    return DealResult(dealt=dealt, hands=hands, cards_used=len(plan))


def stack_deck(plan: Sequence[str], hands: Mapping[str, Sequence[Card]],
               rest: Sequence[Card] = ()) -> tuple[Card, ...]:
    """The 52-card deck order that deals ``hands`` under ``plan``.

    Positions not named take the cards of ``rest`` first, then the unused cards in index
    order; the stub follows the same way.

    >>> from tablecert.oracle.cards import parse_cards, format_cards
    >>> plan = deal_plan(Game.THREE_CARD_POKER, DealingMethod.MANUAL_SHOE, [1])
    >>> deck = stack_deck(plan, {"seat 1": parse_cards("Ks 9h 4d"), "dealer": parse_cards("Jc 8d 3s")})
    >>> format_cards(deck[:6])
    'Ks Jc 9h 8d 4d 3s'
    """
    wanted = {p: list(cards) for p, cards in hands.items()}
    for position, cards in wanted.items():
        slots = plan.count(position)
        if position not in plan:
            raise CardError(f"{position} is not dealt any cards in this round")
        if len(cards) > slots:
            raise CardError(f"{position} is dealt {slots} cards, not {len(cards)}")
    named = [c for cards in wanted.values() for c in cards] + list(rest)
    if len(set(named)) != len(named):
        dup = next(c for c in named if named.count(c) > 1)
        raise CardError(f"card {dup} is stacked twice; one deck holds each card once")
    taken = set(named)
    filler = iter(list(rest) + [c for c in FULL_DECK if c not in taken])
    deck: list[Card] = []
    for position in plan:
        queue = wanted.get(position)
        deck.append(queue.pop(0) if queue else next(filler))
    deck.extend(filler)
    return tuple(deck)
