"""The oracle's Blackjack (549) and Spanish 21 (551) table: one engine, two chapters.

A round: wagers (refused from a person barred under 549.4(j) / 551.6(l)); changes to them
before the first card (allowed); the deal from the forced shoe; insurance when the
dealer's exposed card is an ace; the dealer's check for blackjack; the players' decisions
in turn; any attempt to handle a wager after the first card, refused under 549.4(h)/(i)
(551.6(j)/(k)); the dealer's play; then the settlement of every wager in the order of the
designated procedure of 549.4(f) / 551.6(f), at the odds of 549.4(g) or 551.6(g)-(i).

The deal, the dealer's hole card and play, insurance, doubling and splitting are in parts of
the chapters not in the seeds; the readings taken are in docs/interpretations.md.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tablecert.oracle.cards import Card, Rank
from tablecert.oracle.game import GameTable
from tablecert.oracle.games.blackjack.choices import ALLOWED, DealerStands, SplitCard
from tablecert.oracle.games.blackjack.hands import (
    total,
)
from tablecert.oracle.games.blackjack.model import (
    Action,
    BlackjackObservation,
    BlackjackScript,
    Dealt,
    HandRecord,
    Move,
    Reason,
    Refusal,
    WagerKind,
    person_of,
)
from tablecert.oracle.games.blackjack.rules import BlackjackRules
from tablecert.oracle.games.blackjack.settlement import Settling
from tablecert.oracle.games.blackjack.state import Hand, SeatState
from tablecert.oracle.money import Cents
from tablecert.oracle.round import IllegalAction
from tablecert.oracle.round import Reason as RoundReason

__all__ = ["BlackjackTable"]

_MAX_HANDS = 4  # a seat splits into four hands at most (549.12 is not in the seeds)


class BlackjackTable(Settling, GameTable):
    """Plays scripted rounds in order; keeps, between rounds, who may wager (549.4(j))."""

    rules: BlackjackRules

    def __init__(self, rules: Any) -> None:
        if not isinstance(rules, BlackjackRules):
            raise TypeError(f"a Blackjack or Spanish 21 table needs their Rules Submission, not {rules!r}")
        super().__init__(rules)
        self.rules = rules
        self.round_number = 0
        self.allowed: set[str] | None = None  # None: the cards were just shuffled, anyone may wager
        self.seen: set[str] = set()  # persons who wagered or tried to at this table

        if rules.payout_rounding is not None:  # the Rules Submission designates it
            self.choices = replace(self.choices, rounding=rules.payout_rounding)

    def alternatives(self) -> tuple[Any, ...]:
        """Every other answer the text allows (oracle.games.blackjack.choices.ALLOWED); only
        the designated rounding where the Rules Submission names one."""
        return tuple(c for c in ALLOWED if c != self.choices
                     and self.rules.payout_rounding in (None, c.rounding))

    # ------------------------------------------------------------------ the round
    def play(self, script: Any) -> BlackjackObservation:
        if not isinstance(script, BlackjackScript):
            raise ValueError(f"a {self.rules.game} table plays a BlackjackScript, "
                             f"not {type(script).__name__}")
        self._check_shoe(script.shoe)
        self._check_offered(script)
        kept = (self.round_number, self.allowed, set(self.seen))
        try:
            return self._play(script)
        except ValueError:  # a script the game cannot play leaves the table as it was
            self.round_number, self.allowed, self.seen = kept
            raise

    def _play(self, script: BlackjackScript) -> BlackjackObservation:
        self.round_number += 1
        self.shoe = list(script.shoe)
        self.dealt: list[Dealt] = []
        self.refusals: list[Refusal] = []
        self.dealer: list[Card] = []
        self.dealer_checked = False
        self.start_of_round(script)
        self.seats = self._admit(script)
        self._before_deal(script.before_deal)
        self._deal()
        for action in script.actions:
            self._act(action)
        self._finish_hands()
        self._dealer_plays()
        lines = self._settle()
        wagered = sum(s.wager + s.insurance
                      + sum(h.double + (h.wager if h.kind is WagerKind.SPLIT else 0) for h in s.hands)
                      for s in self.seats.values())
        self._remember_who_wagered()
        return BlackjackObservation(
            round_number=self.round_number,
            dealt=tuple(self.dealt),
            hands=tuple(HandRecord(h.seat, h.number, tuple(h.cards), total(h.cards)[0], h.double > 0, h.split,
                                   self._is_blackjack(h))
                        for s in self._in_deal_order() for h in s.hands),
            dealer=tuple(self.dealer),
            dealer_total=total(self.dealer)[0],
            settlements=tuple(lines),
            refusals=tuple(self.refusals),
            barred=self.barred(),
            wagered=wagered,
            table_result=sum(line.collected - line.paid for line in lines),
        )

    def _check_shoe(self, shoe: tuple[Card, ...]) -> None:
        if self.rules.game == "spanish-21" and any(c.rank is Rank.TEN for c in shoe):
            raise ValueError("shoe: a Spanish 21 deck has no 10s (the four 10s of each deck are removed)")

    def _check_offered(self, script: BlackjackScript) -> None:
        """A product whose Rules Submission says ``remove_or_alter_wagers: false`` has no move
        by which a player takes down or changes a wager: a script asking for one is refused
        (``not-offered``; interpretation register, "a product with no way to remove or alter a
        wager")."""
        handling = (Move.REMOVE_WAGER, Move.ALTER_WAGER)
        asked = [a for a in (*script.before_deal, *script.actions) if a.move in handling]
        if asked and not self.rules.remove_or_alter_wagers:
            raise IllegalAction(RoundReason.NOT_OFFERED, f"seat {asked[0].seat} {asked[0].move.value}: the "
                                f"Rules Submission {self.rules.name} offers no move to remove or alter "
                                "a wager (remove_or_alter_wagers: false)", self.cite("locked"))

    # ------------------------------------------------------------------ 549.4(j)
    def barred(self) -> tuple[str, ...]:
        """The persons who may not wager on the next round (549.4(j)), sorted."""
        if not self.rules.bar_non_wagering_persons or self.allowed is None:
            return ()
        return tuple(sorted(self.seen - self.allowed))

    def start_of_round(self, script: BlackjackScript) -> None:
        """A reshuffle lifts every bar (549.4(j)(2)); the certificate holder may lift one
        person's bar (549.4(j)(1))."""
        if script.reshuffle:
            self.allowed = None
        if self.allowed is not None:
            self.allowed |= set(script.permit)

    def is_barred(self, person: str) -> bool:
        """549.4(j) / 551.6(l): a person who did not wager on a round since the shuffle
        may not wager again until permitted (j)(1) or until a reshuffle (j)(2)."""
        return self.rules.bar_non_wagering_persons and self.allowed is not None and person not in self.allowed

    def _admit(self, script: BlackjackScript) -> dict[int, SeatState]:
        seats: dict[int, SeatState] = {}
        for w in sorted(script.wagers, key=lambda w: w.seat):
            if w.seat > self.rules.seats:
                raise ValueError(f"seat {w.seat}: the table has {self.rules.seats} seats")
            person = person_of(w.seat, w.player)
            self.seen.add(person)
            if self.is_barred(person):
                self.refusals.append(Refusal(
                    w.seat, person, Move.PLACE_WAGER, WagerKind.WAGER, w.amount,
                    Reason.BARRED_UNTIL_RESHUFFLE, self.cite("bar"),
                    f"{person} did not wager on a round since the cards were shuffled and may not "
                    "wager until the certificate holder permits it or the cards are reshuffled"))
                continue
            seats[w.seat] = SeatState(w.seat, person, w.amount)
        return seats

    def _remember_who_wagered(self) -> None:
        if self.rules.bar_non_wagering_persons:
            self.allowed = {s.person for s in self.seats.values()}

    # ------------------------------------------------------------------ wagers before the deal
    def _before_deal(self, changes: tuple[Action, ...]) -> None:
        """Before the first card leaves the shoe a player may still take down or change a
        wager: 549.4(h) locks wagers only from then on."""
        for change in changes:
            seat = self._seat(change.seat)
            if change.move is Move.REMOVE_WAGER:
                del self.seats[change.seat]
            else:
                if change.amount is None or change.amount <= 0:
                    raise ValueError(f"before_deal: seat {change.seat} alters its wager to no amount")
                seat.wager = change.amount

    def _seat(self, number: int) -> SeatState:
        if number not in self.seats:
            raise ValueError(f"seat {number} has no wager in this round")
        return self.seats[number]

    # ------------------------------------------------------------------ the deal
    def _draw(self, to: str, *, face_up: bool = True) -> Card:
        if not self.shoe:
            raise ValueError(f"shoe: the round needs more than the {len(self.dealt)} cards scripted")
        card = self.shoe.pop(0)
        self.dealt.append(Dealt(to, card, face_up))
        return card

    def _deal(self) -> None:
        """One card to each seat from the dealer's left, one to the dealer face up, a
        second to each seat, and the dealer's hole card face down."""
        if not self.seats:
            return
        for s in self._in_deal_order():
            s.hands = [Hand(s.seat, 1, [self._draw(f"seat {s.seat}")], s.wager, WagerKind.WAGER)]
        self.dealer.append(self._draw("dealer"))
        for s in self._in_deal_order():
            s.hands[0].cards.append(self._draw(f"seat {s.seat}"))
        self.dealer.append(self._draw("dealer", face_up=False))
        for s in self._in_deal_order():
            s.hands[0].done = self._is_blackjack(s.hands[0])

    def _check_dealer(self) -> None:
        """The dealer looks at the hole card when the exposed card is an ace or a ten-value
        card; a dealer blackjack ends the players' play."""
        if self.dealer_checked or not self.dealer:
            return
        self.dealer_checked = True
        if self.dealer_blackjack():
            for s in self.seats.values():
                for h in s.hands:
                    h.done = True

    # ------------------------------------------------------------------ the players' moves
    def _current(self) -> Hand | None:
        for s in self._in_deal_order():
            for h in s.hands:
                if not h.done:
                    if len(h.cards) == 1:  # a split hand takes its second card when its turn comes
                        h.cards.append(self._draw(f"seat {h.seat} hand {h.number}"))
                        h.done = total(h.cards)[0] == 21
                        if h.done:
                            continue
                    return h
        return None

    def _act(self, action: Action) -> None:
        if action.move in (Move.REMOVE_WAGER, Move.ALTER_WAGER):
            self._handle_wager(action)
            return
        if not self.seats:
            raise ValueError(f"seat {action.seat}: no hand was dealt in this round")
        if action.move is Move.INSURANCE:
            self._insure(action)
            return
        self._check_dealer()
        hand = self._current()
        if hand is None:
            why = "the dealer has blackjack" if self.dealer_blackjack() else "every hand is complete"
            raise ValueError(f"seat {action.seat} {action.move.value}: {why}")
        if (action.seat, action.hand) != (hand.seat, hand.number):
            raise ValueError(f"seat {action.seat} hand {action.hand} {action.move.value}: out of turn; it is "
                             f"seat {hand.seat} hand {hand.number}'s turn")
        to = f"seat {hand.seat}" if hand.number == 1 and len(self.seats[hand.seat].hands) == 1 else \
            f"seat {hand.seat} hand {hand.number}"
        if action.move is Move.STAND:
            hand.done = True
        elif action.move is Move.HIT:
            hand.cards.append(self._draw(to))
            hand.done = total(hand.cards)[0] >= 21
        elif action.move is Move.DOUBLE_DOWN:
            self._double(hand, action, to)
        else:
            self._split(hand)

    def _insure(self, action: Action) -> None:
        seat = self._seat(action.seat)
        if self.dealer[0].rank is not Rank.ACE:
            raise ValueError(f"seat {action.seat} insurance: offered only when the dealer's exposed "
                             "card is an ace")
        if self.dealer_checked:
            raise ValueError(f"seat {action.seat} insurance: the players' play has begun")
        if seat.insurance:
            raise ValueError(f"seat {action.seat} insurance: already made")
        amount = action.amount if action.amount is not None else seat.wager // 2
        if amount <= 0 or amount * 2 > seat.wager:
            raise ValueError(f"seat {action.seat} insurance of {amount} cents: at most half the wager")
        seat.insurance = amount

    def _double(self, hand: Hand, action: Action, to: str) -> None:
        if self.rules.game == "blackjack" and len(hand.cards) != 2:
            raise ValueError(f"seat {hand.seat} double down: only on the first two cards of a hand")
        amount = action.amount if action.amount is not None else hand.wager
        if amount <= 0 or amount > hand.wager:
            raise ValueError(f"seat {hand.seat} double down of {amount} cents: at most the hand's wager")
        hand.double = amount
        hand.cards.append(self._draw(to))
        hand.done = True

    def _split(self, hand: Hand) -> None:
        seat = self.seats[hand.seat]
        if len(hand.cards) != 2 or hand.cards[0].rank is not hand.cards[1].rank:
            raise ValueError(f"seat {hand.seat} split: only a pair of the same rank")
        if len(seat.hands) >= _MAX_HANDS:
            raise ValueError(f"seat {hand.seat} split: at most {_MAX_HANDS} hands")
        number = max(h.number for h in seat.hands) + 1
        new = Hand(hand.seat, number, [hand.cards.pop()], seat.wager, WagerKind.SPLIT, split=True)
        hand.split = True
        seat.hands.insert(seat.hands.index(hand) + 1, new)
        aces = hand.cards[0].rank is Rank.ACE
        hand.cards.append(self._draw(f"seat {hand.seat} hand {hand.number}"))
        hand.done = aces or total(hand.cards)[0] == 21
        if aces or self.choices.split_card is SplitCard.AT_THE_SPLIT:
            # split aces take one card each; another pair's second hand takes its card at the
            # split under that reading (the text fixes no moment: interpretation register)
            new.cards.append(self._draw(f"seat {new.seat} hand {new.number}"))
            new.done = aces or total(new.cards)[0] == 21

    def _finish_hands(self) -> None:
        """A live hand with no more moves in the script stands."""
        if not self.seats:
            return
        self._check_dealer()
        while (hand := self._current()) is not None:
            hand.done = True

    # ------------------------------------------------------------------ 549.4(h), (i)
    def _handle_wager(self, action: Action) -> None:
        """Every move of the script comes after the first card: a player may not handle,
        remove or alter a wager until it is decided (549.4(h)); nor an Insurance, Double
        Down or split wager once made and confirmed (549.4(i))."""
        seat = self._seat(action.seat)
        amount, reason, rule = self._locked_wager(seat, action)
        self.refusals.append(Refusal(
            action.seat, seat.person, action.move, action.wager, amount, reason, self.cite(rule),
            f"seat {action.seat}'s {action.wager.value} may not be handled, removed or altered until "
            "a decision has been rendered and implemented"))

    def _locked_wager(self, seat: SeatState, action: Action) -> tuple[Cents, Reason, str]:
        hands = [h for h in seat.hands if h.number == action.hand]
        if action.wager is WagerKind.WAGER:
            return seat.wager, Reason.LOCKED_AFTER_FIRST_CARD, "locked"
        if action.wager is WagerKind.INSURANCE and seat.insurance:
            return seat.insurance, Reason.LOCKED_AFTER_CONFIRMATION, "confirmed"
        if action.wager is WagerKind.DOUBLE_DOWN and hands and hands[0].double:
            return hands[0].double, Reason.LOCKED_AFTER_CONFIRMATION, "confirmed"
        if action.wager is WagerKind.SPLIT and hands and hands[0].kind is WagerKind.SPLIT:
            return hands[0].wager, Reason.LOCKED_AFTER_CONFIRMATION, "confirmed"
        raise ValueError(f"seat {action.seat} {action.move.value}: no {action.wager.value} on hand "
                         f"{action.hand} at this point of the round")

    # ------------------------------------------------------------------ the dealer
    def _dealer_plays(self) -> None:
        """The dealer draws to 17 (and on a soft 17 when the Rules Submission says so),
        unless no hand is left for the dealer's total to decide and the table's reading is
        to stand then (``choices.dealer_stands``; the text fixes none)."""
        if not self.seats or self.dealer_blackjack() or self._stands_pat():
            return
        while self._dealer_draws():
            self.dealer.append(self._draw("dealer"))

    def _stands_pat(self) -> bool:
        """Whether every hand is of the kind the table's reading stands pat on."""
        hands = [h for s in self.seats.values() for h in s.hands]
        busted = [total(h.cards)[0] > 21 for h in hands]
        blackjack = [self._is_blackjack(h) for h in hands]
        return {
            DealerStands.EVERY_HAND_DECIDED: all(a or b for a, b in zip(busted, blackjack, strict=True)),
            DealerStands.EVERY_HAND_BUSTED: all(busted),
            DealerStands.EVERY_HAND_BLACKJACK: all(blackjack),
            DealerStands.NEVER: False,
        }[self.choices.dealer_stands]

    def _dealer_draws(self) -> bool:
        """Below 17 the dealer draws; on a soft 17 only when the Rules Submission says
        dealer_hits_soft_17 (the dealer's rules are not in the seeds: interpretation register)."""
        value, soft = total(self.dealer)
        return value < 17 or (value == 17 and soft and self.rules.dealer_hits_soft_17)
