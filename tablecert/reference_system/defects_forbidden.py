# ruff: noqa: E501 - the catalogue reads as a table, one defect to an entry
"""Catalogued defects that the scenarios of the forbidden actions and of the once hollow
checks (issue 21, items 2 and 3) exist to catch: a system that allows what a rule forbids,
or breaks a rule in a way the earlier scenarios did not look at. Each overrides one method
(of the oracle's round engine, of the records table, or the shuffling device's method) and
breaks one subsection.

The catalogue (tablecert/reference_system/defects.py) splats :data:`FORBIDDEN_DEFECTS` in.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from msgspec.structs import replace

from tablecert.oracle.card_round.phase import Phase
from tablecert.oracle.card_round.rules import DealingMethod, Shuffler
from tablecert.oracle.cards import Card
from tablecert.oracle.games.table_records.model import DECK_CHANGES, Happening, TableGame
from tablecert.oracle.games.table_records.rules import GAME as RECORDS_GAME
from tablecert.oracle.games.table_records.table import RecordsTable
from tablecert.oracle.round import (
    Choice,
    Fault,
    FaultKind,
    IllegalAction,
    Observation,
    Reason,
    WagerPlacement,
)
from tablecert.oracle.wagers import Game, Wager
from tablecert.reference_system.shuffler import ShuffleMethod

__all__ = ["FORBIDDEN_DEFECTS"]


class _SecondDeckAtOneDeckTable:
    """Deals a one-deck table's rounds from two decks in turn, as 649a.3(b) allows only with
    two decks declared, without announcing a "deck in play"."""

    def deal(self, deck: Sequence[Card], faults: Sequence[Fault] = ()) -> None:
        super().deal(deck, faults)  # type: ignore[misc]
        table = self.table  # type: ignore[attr-defined]
        if table.rules.table.decks == 1:
            self.deck_used = table.deck_in_play
            table.deck_in_play = 2 if table.deck_in_play == 1 else 1


class _FaceUpCardFaultRefused:
    """Declares ``fault-injection`` and refuses (409 ``not-allowed-now``) to simulate a card
    found face up in the deck, an irregularity every table can have (649a.13(a))."""

    def deal(self, deck: Sequence[Card], faults: Sequence[Fault] = ()) -> None:
        if any(f.kind is FaultKind.CARD_FACE_UP_IN_DECK for f in faults):
            raise IllegalAction(Reason.NOT_ALLOWED_NOW, "this table does not simulate a card found face up "
                                "in the deck", "docs/protocol.md")
        super().deal(deck, faults)  # type: ignore[misc]


class _TableLimitsNotEnforced:
    """Takes any amount: the Rules Submission's minimum and maximum wager are not checked."""

    def _check_place(self, p: WagerPlacement) -> None:
        try:
            super()._check_place(p)  # type: ignore[misc]
        except IllegalAction as refused:
            if refused.reason is not Reason.AMOUNT_NOT_ALLOWED or refused.citation != "601a.2":
                raise
            self.refusals.pop()  # type: ignore[attr-defined]
            self.check_precondition(p)  # type: ignore[attr-defined]


class _OneTablesLimitsEverywhere:
    """Keeps the $5 to $500 of its first customer's tables whatever the Rules Submission says."""

    def _check_place(self, p: WagerPlacement) -> None:
        super()._check_place(p)  # type: ignore[misc]
        if p.wager is not Wager.PROGRESSIVE and not 500 <= p.amount <= 50_000:
            raise self.refuse(p, Reason.AMOUNT_NOT_ALLOWED,  # type: ignore[attr-defined]
                              "outside the table limits $5 to $500", "601a.2")


class _SixCardBonusRefused:
    """Refuses every Six Card Bonus Wager as not offered, though the Rules Submission offers it."""

    def _check_place(self, p: WagerPlacement) -> None:
        if p.wager is Wager.SIX_CARD_BONUS:
            raise self.refuse(p, Reason.NOT_OFFERED, "not offered", "601a.2")  # type: ignore[attr-defined]
        super()._check_place(p)  # type: ignore[misc]


class _PlayWagerTakenAsWager:
    """Takes a Play Wager offered with the other wagers, before the cards are dealt, as if
    it were one of them."""

    def _check_place(self, p: WagerPlacement) -> None:
        try:
            super()._check_place(p)  # type: ignore[misc]
        except IllegalAction as refused:
            if p.wager is not Wager.PLAY or refused.reason is not Reason.NOT_ALLOWED_NOW:
                raise
            self.refusals.pop()  # type: ignore[attr-defined]


class _UnequalBetsAcceptedWhenPlaced:
    """Checks that the three Let It Ride Poker Wagers are equal only at "no more bets", so a
    Bet Number 2 or 3 of another amount is taken when placed and the seat refused later."""

    def check_precondition(self, p: WagerPlacement) -> None:
        if p.wager not in (Wager.BET_2, Wager.BET_3):
            super().check_precondition(p)  # type: ignore[misc]


class _EveryThreeCardPokerDeckOn8Hours(RecordsTable):
    """Times the decks of every Three Card Poker table at the 8 hours of a dealing shoe,
    whatever the table's Rules Submission says of how its cards are dealt."""

    def decks_opened(self, h: Happening) -> str:
        citation = super().decks_opened(h)
        if citation == "649a.3(c)(1)":
            shoe = DECK_CHANGES[(TableGame.THREE_CARD_POKER, "automated dealing shoe")]
            deadline = self.deadlines[-1]
            deadline.due, deadline.kind = h.at + shoe.minutes, shoe.kind
        return citation


class _ShoeDecksFromTheNextHour(RecordsTable):
    """Counts a shoe table's 8 hours of 649a.3(c)(2) from the next full hour after the decks
    were opened, so decks stay in use up to an hour longer unreported."""

    def decks_opened(self, h: Happening) -> str:
        citation = super().decks_opened(h)
        if citation == "649a.3(c)(2)":
            shoe = DECK_CHANGES[(TableGame.THREE_CARD_POKER, "automated dealing shoe")]
            self.deadlines[-1].due = (h.at // 60 + 1) * 60 + shoe.minutes
        return citation


class _ClosedTableDroppedAsOpen(RecordsTable):
    """Records that a table closed but drops it as an open table: the count of 525.13(a) is
    required at every drop."""

    def table_closed(self, h: Happening) -> str:
        citation = super().table_closed(h)
        self.closed.discard(h.table)
        return citation


class _AnteBonusOnPairPlusAmount:
    """Pays the Ante Bonus odds on the seat's Pair Plus Wager instead of its Ante Wager when
    both are placed: invisible while the two amounts are equal."""

    def _settle_ante_and_play(self, seat: int, placed: dict[Wager, int], qualifies: bool) -> None:
        lines = self.lines  # type: ignore[attr-defined]
        start = len(lines)
        super()._settle_ante_and_play(seat, placed, qualifies)  # type: ignore[misc]
        pair_plus, ante = placed.get(Wager.PAIR_PLUS), placed.get(Wager.ANTE)
        for i in range(start, len(lines)):
            if pair_plus and ante and lines[i].wager is Wager.ANTE_BONUS:
                lines[i] = replace(lines[i], paid=lines[i].paid * pair_plus // ante)


class _SettledBeforeTheDeal:
    """Takes a settle request between "no more bets" and the deal as the end of the round:
    the round is voided and every wager returned, where 649a.11 settles only after the deal."""

    def settle(self) -> Observation:
        if self.phase is Phase.NO_MORE_BETS:  # type: ignore[has-type]
            self.phase = Phase.VOID
        return super().settle()  # type: ignore[misc, no-any-return]


class _OtherGamesDecisionTaken:
    """One decision handler for the card games: "let it ride" is taken as a Play Wager at
    Three Card Poker, "play" as letting the bet ride at Let It Ride."""

    def decide(self, seat: int, choice: Choice, wager: Wager | None = None) -> None:
        choice = {Choice.LET_IT_RIDE: Choice.PLAY, Choice.PLAY: Choice.LET_IT_RIDE,
                  Choice.WITHDRAW: Choice.FOLD, Choice.FOLD: Choice.WITHDRAW}[choice] \
            if choice not in self._choices() else choice
        super().decide(seat, choice, wager)  # type: ignore[misc]

    def _choices(self) -> tuple[Choice, ...]:
        if self.table.rules.game is Game.LET_IT_RIDE:  # type: ignore[attr-defined]
            return (Choice.LET_IT_RIDE, Choice.WITHDRAW)
        return (Choice.PLAY, Choice.FOLD)


class _MalfunctionOfAbsentDeviceIgnored:
    """Drops a malfunction reported for a device the table does not have and deals on, where
    the round is refused (no such device to cover or sign out of order, 649a.13(g))."""

    def _apply_device_faults(self, faults: Iterable[Fault]) -> None:
        table = self.rules.table  # type: ignore[attr-defined]
        has = {"shoe": table.dealing is DealingMethod.AUTOMATED_SHOE,
               "shuffler": table.shuffler is not Shuffler.MANUAL}
        kept = [f for f in faults if f.kind is not FaultKind.DEVICE_MALFUNCTION or has[f.position or "shuffler"]]
        super()._apply_device_faults(kept)  # type: ignore[misc]


def _not_shuffled(rng: random.Random, deck: Sequence[Card]) -> tuple[Card, ...]:
    """The device hands the cards back in the order they went in: no shuffle at all."""
    return tuple(deck)


FORBIDDEN_DEFECTS: tuple[tuple[str, str, str, str, type | None] | tuple[str, str, str, str, None, ShuffleMethod], ...] = (
    ("second-deck-at-one-deck-table", "649a.3(a)", Game.THREE_CARD_POKER,
     "a one-deck table silently deals every other round from a second deck (the round names the deck)", _SecondDeckAtOneDeckTable),
    ("face-up-card-fault-refused", "649a.13(a)", Game.THREE_CARD_POKER,
     "declares fault-injection, then refuses (409 not-allowed-now) to simulate a card found face up in the deck", _FaceUpCardFaultRefused),
    ("table-limits-not-enforced", "649a.7(d)", Game.THREE_CARD_POKER,
     "takes wagers below the Rules Submission's minimum or above its maximum", _TableLimitsNotEnforced),
    ("one-tables-limits-everywhere", "649a.7(d)", Game.THREE_CARD_POKER,
     "keeps the limits $5 to $500 at every table, whatever the Rules Submission's minimum and maximum", _OneTablesLimitsEverywhere),
    ("six-card-bonus-refused", "649a.7(d)(5)", Game.THREE_CARD_POKER,
     "refuses the Six Card Bonus Wager as not offered where the Rules Submission offers it", _SixCardBonusRefused),
    ("play-wager-taken-as-wager", "649a.7(d)(1)", Game.THREE_CARD_POKER,
     "takes a Play Wager of any amount offered with the other wagers before the deal", _PlayWagerTakenAsWager),
    ("unequal-let-it-ride-wagers-taken-when-placed", "643a.8(d)(1)", Game.LET_IT_RIDE,
     "takes a Bet Number 2 or 3 unequal to Bet Number 1 when placed, refusing the seat only at \"no more bets\"", _UnequalBetsAcceptedWhenPlaced),
    ("three-card-poker-hand-dealt-decks-on-8-hours", "649a.3(c)(1)", RECORDS_GAME,
     "times the decks of a Three Card Poker table dealt from the hand at 8 hours, as if dealt from a shoe", _EveryThreeCardPokerDeckOn8Hours),
    ("three-card-poker-shoe-decks-from-the-next-hour", "649a.3(c)(2)", RECORDS_GAME,
     "counts a shoe-dealt Three Card Poker table's 8 hours from the next full hour: decks stay in use up to an hour longer unreported", _ShoeDecksFromTheNextHour),
    ("closed-table-drop-needs-count", "525.13(a)", RECORDS_GAME,
     "requires the table inventory count of 525.13(a) at the drop of a table closed for gaming activity", _ClosedTableDroppedAsOpen),
    ("ante-bonus-on-pair-plus-amount", "649a.12(b)", Game.THREE_CARD_POKER,
     "pays the Ante Bonus on the Pair Plus Wager's amount when the seat placed both", _AnteBonusOnPairPlusAmount),
    ("device-does-not-shuffle", "649a.9(a)(1)", Game.THREE_CARD_POKER,
     "the automated card shuffling device returns the cards in the order they went in, so each round repeats the deck of the round before", None, _not_shuffled),
    ("settled-before-the-deal", "649a.11", Game.THREE_CARD_POKER,
     "takes a settle request between \"no more bets\" and the deal, voiding the round", _SettledBeforeTheDeal),
    ("three-card-poker-takes-let-it-ride", "649a.11(b)", Game.THREE_CARD_POKER,
     "takes a \"let it ride\" decision as a Play Wager", _OtherGamesDecisionTaken),
    ("let-it-ride-takes-play", "643a.11(b)", Game.LET_IT_RIDE,
     "takes a \"play\" decision as letting the bet ride", _OtherGamesDecisionTaken),
    ("malfunction-of-absent-device-ignored", "649a.13(g)", Game.THREE_CARD_POKER,
     "deals on when a malfunction is reported for an automated dealing shoe or shuffler the table does not have", _MalfunctionOfAbsentDeviceIgnored),
)
