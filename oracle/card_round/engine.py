"""The round engine shared by Three Card Poker and Let It Ride: a phase machine with one
method per move (place a wager, announce "no more bets", deal, decide, settle). The deal
with the irregularities of 649a.13 / 643a.13 and the stub count of 649a.8(f)-(h) /
643a.8(f)-(h) is its mixin :class:`tablecert.oracle.card_round.irregularities.Dealing`.

Each game supplies its wager preconditions, its decisions and its settlement; everything
the two chapters word alike lives here once. A move the round cannot take raises
:class:`IllegalAction` with a reason code and the subsection.
"""

from __future__ import annotations

from collections.abc import Sequence

from tablecert.oracle.best_five import best_five_class
from tablecert.oracle.card_round.choices import RangeChoices
from tablecert.oracle.card_round.dealing import DealResult
from tablecert.oracle.card_round.irregularities import Dealing
from tablecert.oracle.card_round.phase import Phase
from tablecert.oracle.card_round.table import CardTable
from tablecert.oracle.cards import Card
from tablecert.oracle.money import Cents, Payout, format_money
from tablecert.oracle.paytables import Paytable, PaytableRow
from tablecert.oracle.rankings import (
    FiveCardClass,
    ThreeCardClass,
    five_card_class,
    three_card_class,
    three_card_value,
)
from tablecert.oracle.round import (
    Choice,
    Decision,
    Event,
    EventKind,
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
from tablecert.oracle.wagers import Game, Wager

__all__ = ["RoundEngine", "payout_line_args"]


# Enum members under module names, for the round's hot paths: Python 3.11 reads a member off
# its class through the enum metaclass's attribute hook, about 0.1 us, ten times a module
# name, and a seven-seat round reads hundreds of them.
_BETTING, _NO_MORE_BETS, _DECISIONS = Phase.BETTING, Phase.NO_MORE_BETS, Phase.DECISIONS
_WON, _LOST, _PLAY = Outcome.WON, Outcome.LOST, Wager.PLAY


class RoundEngine(Dealing):
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
        # what the system chose where the text allows either; set before the deal to follow it
        self.choices = RangeChoices()

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
        withdrawn = self.withdrawn(wager)
        if withdrawn:
            raise self.refuse(p, Reason.NOT_OFFERED, withdrawn, self.offer_citation(p.wager))
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

    def withdrawn(self, wager: Wager) -> str:
        """Why an offered ``wager`` cannot be taken at this table now ("" when it can): a
        game's hook (Three Card Poker: the five-card wagers once the shoe is out of order,
        where the system chose to refuse them)."""
        return ""

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
    def run(self, script: RoundScript, choices: RangeChoices | None = None) -> Observation:
        """Play a whole :class:`RoundScript`; refusals are recorded, not raised. ``choices``:
        what the system chose where the text allows either (its observation's), followed."""
        if choices is not None:
            self.choices = choices
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
