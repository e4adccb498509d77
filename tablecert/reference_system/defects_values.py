# ruff: noqa: E501 - the catalogue reads as a table, one defect to an entry
"""Catalogued defects that only example values telling readings apart catch (issue 33, item
3): each takes one value for another that every bundled Rules Submission or deal had equal
until then (tests/test_coincidences.py lists what still coincides). The scenarios of
features/649a.12-example-values.feature and features/537.05a-example-values.feature catch
them.

Each overrides one method of the oracle's round engine (or Craps table). The catalogue
(tablecert/reference_system/defects.py) reads :data:`VALUES_DEFECTS`.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from tablecert.oracle.cards import Card
from tablecert.oracle.games.craps.paytables import Bet
from tablecert.oracle.money import Cents
from tablecert.oracle.rankings import FiveCardClass
from tablecert.oracle.round import Fault, Source
from tablecert.oracle.wagers import Game, Wager

__all__ = ["VALUES_DEFECTS"]



def _reset_to_initial(meter: Any, lines: Sequence[Any]) -> None:
    """A meter just reset by a jackpot paid in ``lines`` starts again at its initial amount."""
    if meter is not None and any(line.source is Source.PROGRESSIVE_SYSTEM for line in lines) \
            and meter.exact == Fraction(meter.rules.reset_amount):
        meter.exact = Fraction(meter.rules.initial_amount)

class _MeterResetToInitialAmount:
    """649a.12(e)(3): after a jackpot the meter starts again at the initial amount instead of
    the Rules Submission's reset amount (invisible while the two are equal)."""

    def _settle_progressive(self, seat: int, placed: dict[Wager, Cents]) -> None:
        start = len(self.lines)  # type: ignore[attr-defined]
        super()._settle_progressive(seat, placed)  # type: ignore[misc]
        _reset_to_initial(self.table.meter, self.lines[start:])  # type: ignore[attr-defined]


class _FiveCardMeterResetToInitialAmount:
    """649a.10(c): after a five-card jackpot the five-card meter starts again at its initial
    amount instead of its reset amount (invisible while the two are equal)."""

    def _settle_five_card_wagers(self, seat: int, placed: dict[Wager, Cents]) -> None:
        start = len(self.lines)  # type: ignore[attr-defined]
        super()._settle_five_card_wagers(seat, placed)  # type: ignore[misc]
        _reset_to_initial(self.table.five_card_meter, self.lines[start:])  # type: ignore[attr-defined]


class _VoidRoundLeftOutOfStubCount:
    """649a.8(f): a round voided during the deal is left out of the five rounds of play
    before the stub count, so the count falls a round late after a void round that is not
    itself the fifth."""

    def deal(self, deck: Sequence[Card], faults: Sequence[Fault] = ()) -> None:
        table = self.table  # type: ignore[attr-defined]
        before = table.rounds_since_stub_count
        super().deal(deck, faults)  # type: ignore[misc]
        result = self.deal_result  # type: ignore[attr-defined]
        if result is not None and not result.complete and table.rounds_since_stub_count == before + 1:
            table.rounds_since_stub_count = before


class _VoidRoundKeepsTheDeck:
    """649a.3(b)(3): a round voided during the deal does not pass the turn to the other deck,
    so the next round is dealt from the deck of the void round."""

    def deal(self, deck: Sequence[Card], faults: Sequence[Fault] = ()) -> None:
        table = self.table  # type: ignore[attr-defined]
        before = table.deck_in_play
        super().deal(deck, faults)  # type: ignore[misc]
        result = self.deal_result  # type: ignore[attr-defined]
        if result is not None and not result.complete and self.rules.table.decks == 2:  # type: ignore[attr-defined]
            table.deck_in_play = before


def _holds_a_straight(cards: Sequence[Card]) -> bool:
    ranks: set[int] = {int(c.rank) for c in cards}
    if 14 in ranks:
        ranks.add(1)  # the ace plays low in 5-4-3-2-A
    return any(all(r + i in ranks for i in range(5)) for r in range(1, 11))


class _StraightAndFlushAsStraightFlush:
    """649a.12(f): six cards holding a straight and a flush are ranked a straight flush, though
    no five of them are both (a straight flush is five cards of one suit in sequence)."""

    def class5(self, cards: Sequence[Card]) -> FiveCardClass:
        got: FiveCardClass = super().class5(cards)  # type: ignore[misc]
        if len(cards) == 6 and got is FiveCardClass.FLUSH and _holds_a_straight(cards):
            return FiveCardClass.STRAIGHT_FLUSH
        return got


class _LayWorkingFollowsBuy:
    """537.5a(b): Lay Bets follow the Buy Bets' "working on the come-out roll" of the Rules
    Submission instead of their own (one flag read for both)."""

    def working(self, up: Any, come_out: bool) -> bool:
        if come_out and not up.on and up.wager.bet is Bet.LAY:
            buy = self.offer(Bet.BUY)  # type: ignore[attr-defined]
            return bool(getattr(buy, "working_on_come_out", False))
        working: bool = super().working(up, come_out)  # type: ignore[misc]
        return working


VALUES_DEFECTS: tuple[tuple[str, str, str, str, type], ...] = (
    ("meter-reset-to-initial-amount", "649a.12(e)(3)", Game.THREE_CARD_POKER,
     "after a jackpot starts the meter again at the initial amount instead of the reset amount", _MeterResetToInitialAmount),
    ("five-card-meter-reset-to-initial-amount", "649a.10(c)", Game.THREE_CARD_POKER,
     "after a five-card jackpot starts the five-card meter again at its initial amount instead of its reset amount", _FiveCardMeterResetToInitialAmount),
    ("six-cards-straight-and-flush-as-straight-flush", "649a.12(f)", Game.THREE_CARD_POKER,
     "ranks six cards holding a straight and a flush, but no straight flush, as a straight flush", _StraightAndFlushAsStraightFlush),
    ("void-round-left-out-of-stub-count", "649a.8(f)", Game.THREE_CARD_POKER,
     "leaves a round voided during the deal out of the five rounds of play before the stub count", _VoidRoundLeftOutOfStubCount),
    ("void-round-keeps-the-deck", "649a.3(b)(3)", Game.THREE_CARD_POKER,
     "after a round voided during the deal, deals the next round from the same deck of a two-deck table", _VoidRoundKeepsTheDeck),
    ("craps-lay-working-follows-buy", "537.5a(b)", "craps",
     "Lay Bets work on the come-out roll as the Rules Submission says of Buy Bets, not of Lay Bets", _LayWorkingFollowsBuy),
)
