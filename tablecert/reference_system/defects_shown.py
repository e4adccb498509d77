# ruff: noqa: E501 - the catalogue reads as a table, one defect to an entry
"""Catalogued defects only the step answers' events (Capability.STEP_EVENTS) show: a card
revealed before the decisions the rule puts before it. Each round's Observation still lists
the reveal where the oracle's round has it, so the round scripted, or judged as a whole,
passes; what gives it away is the step whose answer reported the reveal
(tablecert/adapters/shown.py judges it).

The catalogue (tablecert/reference_system/defects.py) splats :data:`SHOWN_DEFECTS` in.
"""

from __future__ import annotations

from collections.abc import Sequence

from tablecert.oracle.card_round.phase import Phase
from tablecert.oracle.cards import Card
from tablecert.oracle.round import DEALER, EventKind, Fault
from tablecert.oracle.wagers import Game

__all__ = ["SHOWN_DEFECTS"]


class _DealerCardsShownAtTheDeal:
    """Turns the dealer's cards face up at the deal (the deal's answer reports "dealer's cards
    revealed"), before any player has made the Play Wager or folded, where 649a.11(c) reveals
    them after every player has decided. The settlement reports the reveal once, where the
    oracle's round has it."""

    def deal(self, deck: Sequence[Card], faults: Sequence[Fault] = ()) -> None:
        super().deal(deck, faults)  # type: ignore[misc]
        if self.phase is Phase.DECISIONS:  # type: ignore[attr-defined]
            cards = " ".join(map(str, self.hand(DEALER)))  # type: ignore[attr-defined]
            self.event(EventKind.DEALER_REVEALED, cards, self.cite("11(c)"))  # type: ignore[attr-defined]
            self.shown_at_deal = len(self.events) - 1  # type: ignore[attr-defined]

    def settle_wagers(self) -> None:
        super().settle_wagers()  # type: ignore[misc]
        shown = getattr(self, "shown_at_deal", None)
        if shown is not None:  # shown already: the round lists the reveal once, at settlement
            del self.events[shown]  # type: ignore[attr-defined]


class _CommunityCardShownAtTheDeal:
    """Turns the first community card face up at the deal (the deal's answer reports
    "community card revealed"), before the players decide on Bet Number 1, where 643a.11(c)
    turns it after every Bet Number 1 decision."""

    def deal(self, deck: Sequence[Card], faults: Sequence[Fault] = ()) -> None:
        super().deal(deck, faults)  # type: ignore[misc]
        if self.phase is Phase.DECISIONS:  # type: ignore[attr-defined]
            self._reveal(1, "643a.11(c)")  # type: ignore[attr-defined]


SHOWN_DEFECTS: tuple[tuple[str, str, str, str, type], ...] = (
    ("dealer-cards-shown-at-the-deal", "649a.11(c)", Game.THREE_CARD_POKER,
     "reveals the dealer's cards at the deal, before the players decide (the step answer to the deal reports it; the settled round lists it where the rule has it)", _DealerCardsShownAtTheDeal),
    ("community-card-shown-at-the-deal", "643a.11(c)", Game.LET_IT_RIDE,
     "turns the first community card face up at the deal, before the Bet Number 1 decisions (the step answer to the deal reports it)", _CommunityCardShownAtTheDeal),
)
