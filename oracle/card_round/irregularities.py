"""The deal of a Three Card Poker or Let It Ride round and its irregularities: the deck a
test-mode round is dealt from, a card found face up or drawn in error (649a.13(a), (b);
643a.13), an incorrect number of cards (13(c)), an exposed dealer's or community card (13(d)),
a jammed shuffler or shoe (13(e), (f)), a device out of order (13(g)), the counting
shuffler's wrong count (649a.5(b)) and the stub count of 649a.8(f)-(h), 649a.9(d)-(f),
649a.10(d)-(f) (each with its 643a twin). Every irregularity voids the round or is recorded
as an event, with its subsection.

:class:`Dealing` is a mixin of :class:`tablecert.oracle.card_round.engine.RoundEngine`, which
holds the round's state; it is apart so that the phase machine reads on one page.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from tablecert.oracle.card_round.dealing import DealResult, deal, deal_plan
from tablecert.oracle.card_round.phase import Phase
from tablecert.oracle.card_round.rules import DealingMethod, Edition, Shuffler
from tablecert.oracle.cards import Card, CardError
from tablecert.oracle.round import (
    COMMUNITY,
    EventKind,
    Fault,
    FaultKind,
    IllegalAction,
    Outcome,
    Reason,
)
from tablecert.oracle.wagers import FIVE_CARD_WAGERS, Game

if TYPE_CHECKING:
    from fractions import Fraction

    from tablecert.oracle.card_games import RulesSubmission
    from tablecert.oracle.card_round.choices import RangeChoices
    from tablecert.oracle.card_round.table import CardTable
    from tablecert.oracle.money import Cents
    from tablecert.oracle.paytables import PaytableRow
    from tablecert.oracle.round import Source
    from tablecert.oracle.wagers import Wager

__all__ = ["Dealing"]

_NO_MORE_BETS, _DECISIONS = Phase.NO_MORE_BETS, Phase.DECISIONS


class Dealing:
    """The deal and its irregularities, for :class:`tablecert.oracle.card_round.engine.RoundEngine`."""

    if TYPE_CHECKING:  # the round's state and helpers, defined by RoundEngine
        table: CardTable
        rules: RulesSubmission
        game: Game
        phase: Phase
        wagers: dict[int, dict[Wager, Cents]]
        deal_result: DealResult
        deck_used: int | None
        _meter_exact: Fraction | None
        _five_card_meter_exact: Fraction | None
        choices: RangeChoices

        def cite(self, section: str) -> str: ...
        def event(self, kind: EventKind, detail: str = "", citation: str = "") -> None: ...
        def line(self, seat: int, wager: Wager, outcome: Outcome, amount: Cents, *,
                 paid: Cents = 0, returned: Cents = 0, row: PaytableRow | None = None,
                 source: Source = ..., citation: str = "", note: str = "",
                 odds: str = "") -> None: ...
        def _expect(self, phase: Phase, what: str) -> None: ...

    def deal(self, deck: Sequence[Card], faults: Sequence[Fault] = ()) -> None:
        """Deal from ``deck`` (top card first) with any injected irregularities."""
        self._expect(_NO_MORE_BETS, "deal")
        self._check_deck(deck, faults)
        self._check_faults(faults)
        self._apply_device_faults(faults)
        if self.table.rules.table.decks == 2:
            self.deck_used = self.table.deck_in_play
            self.event(EventKind.DECK_IN_PLAY, f"deck {self.table.deck_in_play}", "649a.3(b)(3)")
        if any(f.kind is FaultKind.SHUFFLER_JAM for f in faults):
            self.event(EventKind.RESHUFFLE, "the automated card shuffling device jammed; the "
                       "cards were reshuffled", self.cite("13(e)"))
        size = self._deck_size(deck, faults)
        if self.table.counting_shuffler and size != 52:
            self.event(EventKind.DECK_REMOVED, f"the shuffler counted {size} cards",
                       self.cite("5(b)"))
            self.table.deck_removed_count += 1
            self._void(f"the automated card shuffling device counted {size} cards, not 52",
                       self.cite("5(b)"), reshuffle=False)
            return
        self.deal_result = deal(self.deal_plan(), deck, faults)
        self.table.rounds_dealt += 1
        if self.rules.table.decks == 2:
            self.table.deck_in_play = 2 if self.table.deck_in_play == 1 else 1
        for card in self.deal_result.face_up[:1]:
            self.event(EventKind.CARD_DISCARDED, f"{card} was found face up and not used",
                       self.cite("13(a)"))
        for card in self.deal_result.drawn_in_error:
            self.event(EventKind.CARD_DRAWN_IN_ERROR, f"{card} was used as the next card",
                       self.cite("13(b)"))
        if not self.deal_result.complete:
            # the round was dealt, if not to the end: it counts toward the stub schedule,
            # but its cards are reshuffled before any stub could be counted
            self.table.rounds_since_stub_count += 1
        if len(self.deal_result.face_up) > 1:
            return self._void("more than one card was found face up in the deck",
                              self.cite("13(a)"))
        if self.deal_result.jammed_at is not None:
            return self._void(f"the automated dealing shoe jammed after "
                              f"{self.deal_result.jammed_at} cards", self.cite("13(f)"),
                              detail="the cards were removed from the device and reshuffled "
                              "with the cards already dealt")
        misdeal = [f for f in faults if f.kind is FaultKind.INCORRECT_CARD_COUNT]
        if self._stub_count(size, misdeal):
            return
        if misdeal:
            f = misdeal[0]
            return self._void(f"{f.position} was dealt {f.count} cards", self.cite("13(c)"))
        exposed = [f for f in faults if f.kind in (FaultKind.DEALER_CARD_EXPOSED,
                                                   FaultKind.COMMUNITY_CARD_EXPOSED)]
        if exposed:
            what = "a dealer's card" if self.game is Game.THREE_CARD_POKER else "a community card"
            return self._void(f"{what} was exposed before it was revealed", self.cite("13(d)"))
        self.phase = _DECISIONS

    def deal_plan(self) -> list[str]:
        """Who gets each card, in order (649a.8(d), 649a.10(b); 643a.8(d), 643a.10(b))."""
        five = any(w in FIVE_CARD_WAGERS for placed in self.wagers.values() for w in placed)
        return deal_plan(self.game, self.method, sorted(self.wagers), five_card_wagers=five)

    @property
    def method(self) -> DealingMethod:
        method = self.rules.table.dealing
        if method is DealingMethod.AUTOMATED_SHOE and "shoe" in self.table.out_of_order:
            return DealingMethod.MANUAL_SHOE
        return method

    def _deck_size(self, deck: Sequence[Card], faults: Sequence[Fault]) -> int:
        wrong = [f for f in faults if f.kind is FaultKind.WRONG_DECK_SIZE]
        return wrong[0].count if wrong and wrong[0].count is not None else len(deck)

    def _check_deck(self, deck: Sequence[Card], faults: Sequence[Fault]) -> None:
        size = self._deck_size(deck, faults)
        if size != len(deck):
            raise CardError(f"the fault says the deck holds {size} cards but the deck lists "
                            f"{len(deck)}")
        distinct = len({c.index for c in deck})  # every Card is one of the 52
        if size == 52 and distinct != 52:
            raise CardError("a test-mode deck lists all 52 cards once each (a deck of another "
                            "size is the fault 'deck does not hold 52 cards')")
        if size > 52 and distinct != 52:
            raise CardError("a deck with an extra card still holds every card of the deck")
        if size < 52 and distinct != size:
            raise CardError("a deck short of cards lists each remaining card once")

    def _check_faults(self, faults: Sequence[Fault]) -> None:
        """Refuse a fault this table cannot have: the script is wrong, not the system."""
        shuffler = self.rules.table.shuffler is not Shuffler.MANUAL
        for f in faults:
            if f.kind is FaultKind.SHUFFLER_JAM and not shuffler:
                raise IllegalAction(Reason.NOT_ALLOWED_NOW, "a shuffler jam needs an automated "
                                    "card shuffling device at this table", self.cite("13(e)"))
            if f.kind is FaultKind.INCORRECT_CARD_COUNT and f.count == self.cards_per_hand(f.position):
                raise IllegalAction(Reason.NOT_ALLOWED_NOW, f"{f.position} dealt {f.count} cards "
                                    "is the correct number, not an irregularity", self.cite("13(c)"))
            if f.kind is FaultKind.SHOE_JAM and self.method is not DealingMethod.AUTOMATED_SHOE:
                raise IllegalAction(Reason.NOT_ALLOWED_NOW, "a shoe jam needs an automated "
                                    "dealing shoe at this table", self.cite("13(f)"))
            if f.kind in (FaultKind.CARD_FACE_UP_IN_DECK, FaultKind.CARD_DRAWN_IN_ERROR,
                          FaultKind.SHOE_JAM) and (f.at is None or f.at < 0):
                raise IllegalAction(Reason.NOT_ALLOWED_NOW, f"the fault '{f.kind.value}' needs "
                                    "the index of the card ('at')", "docs/protocol.md")
            if f.kind is FaultKind.INCORRECT_CARD_COUNT and (f.position is None or f.count is None):
                raise IllegalAction(Reason.NOT_ALLOWED_NOW, "an incorrect card count names the "
                                    "position and the number of cards", "docs/protocol.md")

    def _stub_count(self, size: int, misdeal: Sequence[Fault]) -> bool:
        """649a.8(f)-(h): count the stub when due, or earlier where the system chose to (the
        rule sets a bound, "at least once every 5 rounds": :mod:`...card_round.choices`);
        True when the count voids the round."""
        if not self.choices.counts_stub(self.table.stub_count_due()):
            self.table.rounds_since_stub_count += 1
            return False
        self.table.rounds_since_stub_count = 0
        stub = size - self.deal_result.cards_used
        short = sum((f.count or 0) - 3 for f in misdeal)  # extra cards a misdeal took
        counted = stub + self.deal_result.cards_used - short if misdeal else size
        if counted == 52 and not misdeal:
            self.event(EventKind.STUB_COUNTED, f"{stub} cards in the stub: 52 cards in the deck",
                       self.stub_citation("correct"))
            return False
        wrong = self.stub_citation("incorrect")
        self.event(EventKind.STUB_COUNTED, f"{stub - short} cards in the stub: the count is "
                   "incorrect", wrong)
        if misdeal and size == 52:
            self._void("the cards were misdealt but 52 cards remain in the deck", wrong,
                       reshuffle=False)
            self.event(EventKind.RESHUFFLE, "the cards are reshuffled", self.cite("13(c)"))
            return True
        self.event(EventKind.DECK_REMOVED, f"the deck holds {size} cards", wrong)
        self.table.deck_removed_count += 1
        self._void(f"the stub count shows {size} cards in the deck and the cards were not "
                   "misdealt", wrong, reshuffle=False)
        return True

    def stub_citation(self, outcome: str) -> str:
        """The stub-count subsection for this dealing method: ``outcome`` is "count",
        "correct" or "incorrect" (649a.8(f)-(h); 649a.9(d)-(f); 649a.10(d)-(f))."""
        section, letters = {
            DealingMethod.MANUAL_SHOE: ("8", "fgh"),
            DealingMethod.HAND: ("9", "def"),
            DealingMethod.AUTOMATED_SHOE: ("10", "def"),
        }[self.method]
        letter = letters[("count", "correct", "incorrect").index(outcome)]
        return self.cite(f"{section}({letter})")

    def _void(self, why: str, citation: str, *, reshuffle: bool = True, detail: str = "") -> None:
        """'All hands shall be void, all wagers shall be returned to the players.'"""
        self.phase = Phase.VOID
        self.event(EventKind.ROUND_VOID, why, citation)
        if reshuffle:
            self.event(EventKind.RESHUFFLE, detail or "the cards are reshuffled", citation)
        if self.table.meter is not None and self._meter_exact is not None:
            self.table.meter.exact = self._meter_exact  # the wagers never stood
        if self.table.five_card_meter is not None and self._five_card_meter_exact is not None:
            self.table.five_card_meter.exact = self._five_card_meter_exact
        for seat in sorted(self.wagers):
            for wager, amount in self.wagers[seat].items():
                self.line(seat, wager, Outcome.VOID, amount, returned=amount, citation=citation)


    def cards_per_hand(self, position: str | None) -> int:
        """The number of cards a position is dealt: 3, or 2 for the community area."""
        return 2 if position == COMMUNITY else 3

    def _apply_device_faults(self, faults: Iterable[Fault]) -> None:
        """649a.13(g): a device that cannot be used is covered or signed out of order
        before any other method of shuffling or dealing is used."""
        for f in faults:
            if f.kind is FaultKind.DEVICE_MALFUNCTION:
                device = f.position or "shuffler"
                has = (self.rules.table.dealing is DealingMethod.AUTOMATED_SHOE if device == "shoe"
                       else self.rules.table.shuffler is not Shuffler.MANUAL)
                if not has:
                    raise IllegalAction(Reason.NOT_ALLOWED_NOW, f"this table has no automated "
                                        f"{'dealing shoe' if device == 'shoe' else 'card shuffling device'} "
                                        "to malfunction", self.malfunction_citation)
                name = ("automated dealing shoe" if device == "shoe"
                        else "automated card shuffling device")
                self.table.out_of_order.add(device)
                self.event(EventKind.DEVICE_OUT_OF_ORDER, f"the {name} is covered or signed out "
                           "of order before another method is used", self.malfunction_citation)

    @property
    def malfunction_citation(self) -> str:
        """13(g) of the chapter; the 2010 amendments printed it for 565 and 559 too."""
        if self.rules.edition is Edition.THREE_CARD_POKER_2010:
            return "565.13(g)"
        return self.cite("13(g)")
