"""A round of Let It Ride Poker under chapter 643a.

Sections 643a.1-643a.7 are cited by the seeds but not in them; what they must say is
inferred from 643a.8-643a.13 (docs/interpretations.md): a player places three equal Let
It Ride Poker Wagers (643a.7(d)), which we call Bet Number 1, 2 and 3, and may add a Let
It Ride Bonus Wager (643a.7(e)) and a Three Card Bonus Wager (643a.7(f)).

Decisions 643a.11(b) and (d), each clockwise from the dealer's left, the first community
card revealed between them (643a.11(c)) and the second after (643a.11(e)). Settlement
643a.11(f): counterclockwise from the dealer's right, all Let It Ride Poker Wagers of a
player first, then the Let It Ride Bonus Wager and the Three Card Bonus Wager, with the
payout limitation of 643a.12(d) on the Let It Ride Poker Wagers only.
"""

from __future__ import annotations

from tablecert.oracle.card_round.engine import RoundEngine, payout_line_args
from tablecert.oracle.card_round.phase import Phase
from tablecert.oracle.card_round.table import CardTable
from tablecert.oracle.games.let_it_ride.rules import LetItRideRules
from tablecert.oracle.money import Cents, format_money
from tablecert.oracle.rankings import FiveCardClass
from tablecert.oracle.round import (
    COMMUNITY,
    Choice,
    Decision,
    EventKind,
    IllegalAction,
    Outcome,
    Reason,
    WagerPlacement,
    seat_position,
)
from tablecert.oracle.wagers import Game, Wager

__all__ = ["LET_IT_RIDE_WAGERS", "LetItRideRound"]

LET_IT_RIDE_WAGERS = (Wager.BET_1, Wager.BET_2, Wager.BET_3)
"""The three equal Let It Ride Poker Wagers of 643a.7(d) (as cited)."""


# Enum members under module names for the hot paths (see oracle.card_round.engine: Python 3.11 reads a
# member off its class in about 0.1 us, ten times a module name).
_BET_1, _BET_2, _BET_3 = LET_IT_RIDE_WAGERS
_LET_IT_RIDE_BONUS, _THREE_CARD_BONUS = Wager.LET_IT_RIDE_BONUS, Wager.THREE_CARD_BONUS
_DECISIONS, _WON = Phase.DECISIONS, Outcome.WON
_LET_IT_RIDE, _WITHDRAW = Choice.LET_IT_RIDE, Choice.WITHDRAW


class LetItRideRound(RoundEngine):
    game = Game.LET_IT_RIDE
    chapter = "643a"
    seats_citation = "643a.8(d)"

    def __init__(self, table: CardTable) -> None:
        super().__init__(table)
        assert self.rules.let_it_ride is not None
        self.lir: LetItRideRules = self.rules.let_it_ride
        self.riding: dict[tuple[int, Wager], bool] = {}
        self.revealed = 0

    # ------------------------------------------------------------------ wagers
    def lockout_citation(self, wager: Wager) -> str:
        """643a.8(b), 643a.9(a)(3), 643a.10(a)(2): "no more bets" and the bonus lock-out."""
        section = {"manual dealing shoe": "8(b)", "hand": "9(a)(3)",
                   "automated dealing shoe": "10(a)(2)"}[self.method.value]
        return f"643a.{section}"

    def offer_citation(self, wager: Wager) -> str:
        return {_LET_IT_RIDE_BONUS: "643a.7(e)", _THREE_CARD_BONUS: "643a.7(f)"}.get(
            wager, "643a.7(d)")

    def fixed_amount(self, wager: Wager) -> tuple[Cents, str] | None:
        if wager is _LET_IT_RIDE_BONUS:
            return self.lir.bonus_wager, "643a.12(b)"
        return None

    def check_precondition(self, p: WagerPlacement) -> None:
        placed = self.wagers.get(p.seat, {})
        if p.wager in (_BET_2, _BET_3) and placed.get(_BET_1) not in (None, p.amount):
            raise self.refuse(p, Reason.AMOUNT_NOT_ALLOWED, "the three Let It Ride Poker Wagers "
                              "are equal", "643a.7(d)")

    def close_betting(self) -> None:
        """643a.8(d)(1): cards go only to players who placed the three required wagers."""
        for seat, placed in list(self.wagers.items()):
            amounts = {placed.get(w) for w in LET_IT_RIDE_WAGERS}
            if None in amounts or len(amounts) != 1:
                self.drop_seat(seat, Reason.PRECONDITION_NOT_MET, "a player places three equal Let "
                               "It Ride Poker Wagers before any other wager", "643a.7(d)")
        if self.lir.bonus is not None:
            count = sum(_LET_IT_RIDE_BONUS in w for w in self.wagers.values())
            self.event(EventKind.WAGERS_COLLECTED, f"{count} Let It Ride Bonus Wagers accepted and "
                       "collected into the table inventory", self.lockout_citation(_LET_IT_RIDE_BONUS))

    # ------------------------------------------------------------------ decisions
    def dealt_to(self, seat: int) -> bool:
        return bool(self.deal_result.hands.get(seat_position(seat)))

    def pending_decisions(self) -> list[tuple[int, Wager | None]]:
        """643a.11(b) then (d): Bet Number 1 for every player, clockwise, then Bet Number 2."""
        if self.phase is not _DECISIONS:
            return []
        seats, riding = self.seats_in_play, self.riding
        for bet in (_BET_1, _BET_2):
            pending: list[tuple[int, Wager | None]] = [(s, bet) for s in seats if (s, bet) not in riding]
            if pending:
                return pending
        return []

    def decide(self, seat: int, choice: Choice, wager: Wager | None = None) -> None:
        pending = self.pending_decisions()
        bet = pending[0][1] if pending else None
        citation = "643a.11(b)" if bet is _BET_1 else "643a.11(d)"
        if self.phase is not _DECISIONS or not pending:
            raise IllegalAction(Reason.NOT_ALLOWED_NOW, "no decision is due", citation)
        if choice not in (_LET_IT_RIDE, _WITHDRAW):
            raise IllegalAction(Reason.NOT_ALLOWED_NOW, f"a Let It Ride player may let it ride or "
                                f"withdraw, not {choice.value!r}", citation)
        if pending[0][0] != seat or (wager is not None and wager is not bet):
            raise IllegalAction(Reason.OUT_OF_TURN, f"seat {seat} out of turn: seat {pending[0][0]} "
                                f"decides on {bet.value if bet else ''} first", citation)
        assert bet is not None
        self.riding[(seat, bet)] = choice is _LET_IT_RIDE
        self.decisions.append(Decision(seat, choice, bet))
        if choice is _WITHDRAW:
            amount = self.wagers[seat][bet]
            self.line(seat, bet, Outcome.WITHDRAWN, amount, returned=amount,
                      citation=citation + "(2)")
        # the decision just made was the first pending one; the rest stand unless it was the
        # last on this bet
        remaining = pending[1:] or self.pending_decisions()
        if bet is _BET_1 and (not remaining or remaining[0][1] is _BET_2):
            self._reveal(1, "643a.11(c)")
        if not remaining:
            self._reveal(2, "643a.11(e)")

    def _reveal(self, which: int, citation: str) -> None:
        if self.revealed >= which:
            return
        self.revealed = which
        card = self.hand(COMMUNITY)[which - 1]
        self.event(EventKind.COMMUNITY_CARD_REVEALED, f"community card {which}: {card}", citation)

    def default_choice(self, play: bool) -> Choice:
        return _LET_IT_RIDE if play else _WITHDRAW

    # ------------------------------------------------------------------ settlement
    def settle_wagers(self) -> None:
        for seat in self.settlement_order():
            placed = self.wagers[seat]
            own = self.seat_hand(seat)
            hand_class = self.class5(own + self.hand(COMMUNITY))
            self._settle_let_it_ride(seat, placed, hand_class)
            bonus = self.lir.bonus
            if _LET_IT_RIDE_BONUS in placed and bonus is not None:
                self.settle_on_paytable(seat, _LET_IT_RIDE_BONUS, placed[_LET_IT_RIDE_BONUS],
                                        bonus, bonus.row_for_five(hand_class), won="643a.12(b)",
                                        lost="643a.12(b)")
            three = self.lir.three_card_bonus
            if _THREE_CARD_BONUS in placed and three is not None:
                self.settle_on_paytable(seat, _THREE_CARD_BONUS, placed[_THREE_CARD_BONUS],
                                        three, three.row_for_three(self.class3(own)),
                                        won="643a.12(c)", lost="643a.12(c)")

    def _settle_let_it_ride(self, seat: int, placed: dict[Wager, Cents], hand_class: FiveCardClass) -> None:
        table = self.lir.paytable
        row = table.row_for_five(hand_class)
        cap = self.lir.maximum_payout
        paid_so_far = 0
        for bet in LET_IT_RIDE_WAGERS:
            if not self.riding.get((seat, bet), True):
                continue  # withdrawn under 643a.11(b)(2) or (d)(2)
            amount = placed[bet]
            outcome, paid, returned = payout_line_args(row, table, amount)
            note = ""
            if cap is not None and paid_so_far + paid > cap:
                note = (f"payout limited to {format_money(cap)} for the hand "
                        f"(643a.12(d)); {format_money(paid)} at the paytable's odds")
                paid = max(0, cap - paid_so_far)
            paid_so_far += paid
            self.line(seat, bet, outcome, amount, paid=paid, returned=returned, row=row,
                      citation="643a.12(a)" if outcome is _WON else "643a.11(f)(3)", note=note)
