"""The round engine shared by Three Card Poker and Let It Ride: a phase machine with one
method per move (place a wager, announce "no more bets", deal, decide, settle), the
irregularities of 649a.13 / 643a.13 and the stub count of 649a.8(f)-(h) / 643a.8(f)-(h).

Each game supplies its wager preconditions, its decisions and its settlement; everything
the two chapters word alike lives here once. A move the round cannot take raises
:class:`IllegalAction` with a reason code and the subsection.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import StrEnum

from tablecert.oracle.card_round.dealing import DealResult, deal, deal_plan
from tablecert.oracle.card_round.rules import DealingMethod, Edition, Shuffler
from tablecert.oracle.card_round.table import CardTable
from tablecert.oracle.cards import Card, CardError
from tablecert.oracle.money import Cents, Payout, format_money
from tablecert.oracle.paytables import Paytable, PaytableRow
from tablecert.oracle.rankings import (
    FiveCardClass,
    ThreeCardClass,
    best_five_class,
    five_card_class,
    three_card_class,
    three_card_value,
)
from tablecert.oracle.round import (
    COMMUNITY,
    Choice,
    Decision,
    Event,
    EventKind,
    Fault,
    FaultKind,
    IllegalAction,
    Observation,
    Outcome,
    Reason,
    Refusal,
    RoundScript,
    SettlementLine,
    Source,
    WagerPlacement,
    seat_position,
    settlement_totals,
)
from tablecert.oracle.wagers import FIVE_CARD_WAGERS, Game, Wager

__all__ = ["Phase", "RoundEngine", "payout_line_args"]

class Phase(StrEnum):
    BETTING = "betting"
    NO_MORE_BETS = "no more bets"
    DECISIONS = "decisions"
    SETTLED = "settled"
    VOID = "void"


# Enum members under module names, for the round's hot paths: Python 3.11 reads a member off
# its class through the enum metaclass's attribute hook, about 0.1 us, ten times a module
# name, and a seven-seat round reads hundreds of them.
_BETTING, _NO_MORE_BETS, _DECISIONS = Phase.BETTING, Phase.NO_MORE_BETS, Phase.DECISIONS
_WON, _LOST, _PLAY = Outcome.WON, Outcome.LOST, Wager.PLAY


class RoundEngine:
    """One round at a :class:`CardTable`. Subclasses: the two games' rounds."""

    game: Game
    chapter: str  # "649a" or "643a": the citation prefix for the shared rules

    def __init__(self, table: CardTable) -> None:
        self.table = table
        self.rules = table.rules
        table.rounds_started += 1
        self.number: int = table.rounds_started
        self.phase = _BETTING
        self.wagers: dict[int, dict[Wager, Cents]] = {}
        self.refusals: list[Refusal] = []
        self.events: list[Event] = []
        self.lines: list[SettlementLine] = []
        self.decisions: list[Decision] = []
        self.deal_result = DealResult()
        self.meter_before: Cents | None = table.meter.amount if table.meter else None
        self._meter_exact = table.meter.exact if table.meter else None
        five = table.five_card_meter
        self.five_card_meter_before: Cents | None = five.amount if five else None
        self._five_card_meter_exact = five.exact if five else None
        self._observed: Observation | None = None
        self._hands_of: DealResult | None = None
        self._hands: dict[str, tuple[Card, ...]] = {}
        self._seat_hands: dict[int, tuple[Card, ...]] = {}
        self.deck_used: int | None = None
        self._seats: list[int] | None = None
        self._offered = self.rules.offered_wagers()
        self._fixed: dict[Wager, tuple[Cents, str] | None] = {}

    # ------------------------------------------------------------------ rankings
    # Methods rather than direct calls, so the reference table system's catalogued defects
    # can replace one ranking rule and nothing else.
    def value3(self, cards: Sequence[Card]) -> int:
        """649a.6: compare three-card hands (the dealer's is compared with every player's)."""
        return three_card_value(cards)

    def class3(self, cards: Sequence[Card]) -> ThreeCardClass:
        return three_card_class(cards)

    def class5(self, cards: Sequence[Card]) -> FiveCardClass:
        """The class of five cards, or of the best five of more (649a.11(c)(6))."""
        return best_five_class(cards) if len(cards) > 5 else five_card_class(cards)

    # ------------------------------------------------------------------ helpers
    def cite(self, section: str) -> str:
        """A citation in this round's chapter: ``cite("13(a)")`` -> ``649a.13(a)``."""
        return f"{self.chapter}.{section}"

    def refuse(self, placement: WagerPlacement, reason: Reason, message: str,
               citation: str) -> IllegalAction:
        self.refusals.append(Refusal(placement.seat, placement.wager, placement.amount,
                                     reason, citation, message))
        return IllegalAction(reason, message, citation)

    def event(self, kind: EventKind, detail: str = "", citation: str = "") -> None:
        self.events.append(Event(kind, detail, citation))

    def line(self, seat: int, wager: Wager, outcome: Outcome, amount: Cents, *,
             paid: Cents = 0, returned: Cents = 0, row: PaytableRow | None = None,
             source: Source = Source.TABLE_INVENTORY, citation: str = "", note: str = "",
             odds: str = "") -> None:
        self.lines.append(SettlementLine(
            seat, wager, outcome, amount, paid, returned,
            odds or (row.odds if row else ""),
            row.printed if row else "", source, citation, note,
        ))

    def settle_on_paytable(self, seat: int, wager: Wager, amount: Cents, table: Paytable,
                           row: PaytableRow | None, *, won: str, lost: str,
                           meter_paid: Cents | None = None,
                           source: Source = Source.TABLE_INVENTORY) -> None:
        """One line for a wager paid on a paytable: won at the row's payout, else lost;
        ``won``/``lost`` are the citations of either outcome."""
        if row is None or row.payout is None:  # payout_line_args's loss, the line made directly
            self.lines.append(SettlementLine(seat, wager, _LOST, amount, source=source,
                                             hand=row.printed if row is not None else "",
                                             citation=lost))
            return
        outcome, paid, returned = payout_line_args(row, table, amount, meter_paid)
        self.line(seat, wager, outcome, amount, paid=paid, returned=returned, row=row, source=source,
                  citation=won if outcome is _WON else lost)

    @property
    def seats_in_play(self) -> list[int]:
        """Seats dealt a hand, in seat order (clockwise from the dealer's left)."""
        if self._seats is None or self.phase in (_BETTING, _NO_MORE_BETS):
            seats = sorted(s for s in self.wagers if self.dealt_to(s))
            if self.phase not in (_BETTING, _NO_MORE_BETS):
                self._seats = seats  # fixed once the cards are out
            return seats
        return self._seats

    def settlement_order(self) -> list[int]:
        """Counterclockwise from the dealer's right (649a.11(c), 643a.11(f)): highest seat first."""
        return list(reversed(self.seats_in_play))

    def dealt_to(self, seat: int) -> bool:
        raise NotImplementedError

    def hand(self, position: str) -> tuple[Card, ...]:
        """The cards ``position`` holds; the tuples are made once per deal (a settlement
        asks for each hand several times)."""
        if self._hands_of is not self.deal_result:
            self._hand_tuples()
        return self._hands.get(position, ())

    def seat_hand(self, seat: int) -> tuple[Card, ...]:
        """The cards the player at ``seat`` holds: ``hand(seat_position(seat))``, by number."""
        if self._hands_of is not self.deal_result:
            self._hand_tuples()
        found = self._seat_hands.get(seat)
        return found if found is not None else self.hand(seat_position(seat))

    def _hand_tuples(self) -> dict[str, tuple[Card, ...]]:
        """Every position's cards as tuples, made once per deal."""
        if self._hands_of is not self.deal_result:
            self._hands_of = self.deal_result
            self._hands = hands = {p: tuple(c) for p, c in self.deal_result.hands.items()}
            self._seat_hands = {s: hands.get(seat_position(s), ()) for s in self.wagers}
        return self._hands

    # ------------------------------------------------------------------ wagers
    def place(self, seat: int, wager: Wager, amount: Cents) -> None:
        """Place a wager before "no more bets"; raise IllegalAction when it is refused."""
        self._check_place(WagerPlacement(seat, wager, amount))
        self.wagers.setdefault(seat, {})[wager] = amount

    def _check_place(self, p: WagerPlacement) -> None:
        table = self.rules.table
        if self.phase is not _BETTING:
            citation = self.lockout_citation(p.wager)
            raise self.refuse(p, Reason.AFTER_NO_MORE_BETS,
                              f"{p.wager.value} at seat {p.seat} after \"no more bets\"", citation)
        seat, wager = p.seat, p.wager
        if not 1 <= seat <= table.seats:
            raise self.refuse(p, Reason.NO_SUCH_SEAT, f"seat {p.seat}: the table has seats 1 to "
                              f"{table.seats}", self.seats_citation)
        if wager is _PLAY:
            raise self.refuse(p, Reason.NOT_ALLOWED_NOW, "a Play Wager is made only when the "
                              "dealer asks, after the cards are dealt", "649a.11(b)")
        if wager not in self._offered:
            raise self.refuse(p, Reason.NOT_OFFERED, f"{p.wager.value} is not offered under "
                              f"Rules Submission {self.rules.name!r}", self.offer_citation(p.wager))
        placed = self.wagers.get(seat)
        if placed is not None and wager in placed:
            raise self.refuse(p, Reason.ALREADY_PLACED, f"seat {p.seat} already has a "
                              f"{p.wager.value}", self.cite("7(c)") if self.chapter != "643a"
                              else "643a.7(d)")
        fixed = self._fixed[wager] if wager in self._fixed else self._fixed_amount(wager)
        if fixed is not None:
            if p.amount != fixed[0]:
                raise self.refuse(p, Reason.AMOUNT_NOT_ALLOWED, f"a {p.wager.value} is "
                                  f"{format_money(fixed[0])} at this table, not "
                                  f"{format_money(p.amount)}", fixed[1])
        elif not table.minimum_wager <= p.amount <= table.maximum_wager:
            raise self.refuse(p, Reason.AMOUNT_NOT_ALLOWED, f"{format_money(p.amount)} is outside "
                              f"the table limits {format_money(table.minimum_wager)} to "
                              f"{format_money(table.maximum_wager)}", "601a.2")
        self.check_precondition(p)

    def lockout_citation(self, wager: Wager) -> str:
        return self.cite("7(c)")

    seats_citation = "649a.2(a)"

    def offer_citation(self, wager: Wager) -> str:
        return "601a.2"

    def fixed_amount(self, wager: Wager) -> tuple[Cents, str] | None:
        """A wager whose amount the Rules Submission fixes, with the citation."""
        return None

    def _fixed_amount(self, wager: Wager) -> tuple[Cents, str] | None:
        """:meth:`fixed_amount`, remembered for the round (a round places dozens of wagers)."""
        self._fixed[wager] = fixed = self.fixed_amount(wager)
        return fixed

    def check_precondition(self, p: WagerPlacement) -> None:
        """Game rules on which wagers need which (649a.7(d)(4), (5), (e); 643a.7(d))."""

    # ------------------------------------------------------------------ no more bets
    def no_more_bets(self) -> None:
        self._expect(_BETTING, "announce \"no more bets\"")
        self.phase = _NO_MORE_BETS
        self.event(EventKind.NO_MORE_BETS, citation=self.lockout_citation(Wager.ANTE))
        self.close_betting()

    def close_betting(self) -> None:
        """Game hook: refuse incomplete wager sets, collect wagers into the inventory."""

    def drop_seat(self, seat: int, reason: Reason, message: str, citation: str) -> None:
        """Refuse every wager at ``seat`` (a required wager is missing)."""
        for wager, amount in self.wagers.pop(seat, {}).items():
            self.refusals.append(Refusal(seat, wager, amount, reason, citation, message))

    # ------------------------------------------------------------------ dealing
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
        """649a.8(f)-(h): count the stub when due; True when the count voids the round."""
        if not self.table.stub_count_due():
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

    # ------------------------------------------------------------------ decisions
    def decide(self, seat: int, choice: Choice, wager: Wager | None = None) -> None:
        raise NotImplementedError

    def pending_decisions(self) -> list[tuple[int, Wager | None]]:
        """The (seat, wager) decisions still to be made, the next one first."""
        return []

    # ------------------------------------------------------------------ settlement
    def settle(self) -> Observation:
        if self._observed is not None:  # asked again: the same observation, recalled once
            return self._observed
        if self.phase is _DECISIONS:
            pending = self.pending_decisions()
            if pending:
                seat, _ = pending[0]
                raise IllegalAction(Reason.NOT_ALLOWED_NOW, f"seat {seat} has not decided yet",
                                    self.cite("11(b)"))
            self.settle_wagers()
            self.phase = Phase.SETTLED
        elif self.phase is not Phase.VOID:
            raise IllegalAction(Reason.NOT_ALLOWED_NOW, f"the round cannot be settled while "
                                f"{self.phase.value}", self.cite("11"))
        return self.observation()

    def settle_wagers(self) -> None:
        raise NotImplementedError

    def dealer_qualifies(self) -> bool | None:
        return None

    def observation(self) -> Observation:
        wagered = sum([sum(placed.values()) for placed in self.wagers.values()])
        returned, paid_table, paid_progressive = settlement_totals(self.lines)
        obs = Observation(
            round_number=self.number,
            dealt=tuple(self.deal_result.dealt),
            hands=dict(self._hand_tuples()),
            decisions=tuple(self.decisions),
            settlements=tuple(self.lines),
            refusals=tuple(self.refusals),
            events=tuple(self.events),
            dealer_qualifies=self.dealer_qualifies() if self.phase is Phase.SETTLED else None,
            void=self.phase is Phase.VOID,
            meter_before=self.meter_before,
            meter_after=self.table.meter.amount if self.table.meter else None,
            deck=self.deck_used,
            five_card_meter_before=self.five_card_meter_before,
            five_card_meter_after=(self.table.five_card_meter.amount
                                   if self.table.five_card_meter else None),
            wagered=wagered,
            table_result=wagered - returned - paid_table,
            progressive_paid=paid_progressive,
        )
        self.table.recall.append(obs)
        self._observed = obs
        return obs

    def _expect(self, phase: Phase, what: str) -> None:
        if self.phase is not phase:
            raise IllegalAction(Reason.NOT_ALLOWED_NOW, f"cannot {what} while the round is "
                                f"{self.phase.value}", self.cite("11"))

    # ------------------------------------------------------------------ scripted round
    def run(self, script: RoundScript) -> Observation:
        """Play a whole :class:`RoundScript`; refusals are recorded, not raised."""
        for p in script.wagers:
            if not p.after_no_more_bets:
                self._offer(p)
        self.no_more_bets()
        for p in script.wagers:
            if p.after_no_more_bets:
                self._offer(p)
        self.deal(script.deck, script.faults)
        scripted = list(script.decisions)
        while self.phase is _DECISIONS:
            pending = self.pending_decisions()
            if not pending:
                break
            seat, wager = pending[0]
            match = next((d for d in scripted if d.seat == seat
                          and (wager is None or d.wager in (None, wager))), None) if scripted else None
            if match is not None:
                scripted.remove(match)
                self.decide(seat, match.choice, wager)
            else:
                self.decide(seat, self.default_choice(script.default_play), wager)
        return self.settle()

    def default_choice(self, play: bool) -> Choice:
        raise NotImplementedError

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

    def _offer(self, p: WagerPlacement) -> None:
        """A scripted placement: a refusal is recorded in the observation, not raised."""
        try:  # noqa: SIM105 - suppress() costs more, and a round offers dozens of wagers
            self.place(p.seat, p.wager, p.amount)
        except IllegalAction:
            pass


def payout_line_args(row: PaytableRow | None, paytable: Paytable, amount: Cents,
                     meter_paid: Cents | None = None) -> tuple[Outcome, Cents, Cents]:
    """(outcome, paid, returned) for a wager of ``amount`` whose hand falls under ``row``."""
    if row is None or row.payout is None:
        return _LOST, 0, 0
    payout: Payout = row.payout
    if meter_paid is not None:
        return _WON, meter_paid, 0
    paid = payout.paid(amount, per_wager=paytable.per_wager)
    return _WON, paid, 0 if payout.wager_collected else amount
