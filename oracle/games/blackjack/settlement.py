"""Settlement at a Blackjack (549) or Spanish 21 (551) table: who won, at what odds
(549.4(g); 551.6(g), the bonus schedule of 551.6(h), the fixed payouts of 551.6(i)), and in
what order the dealer collects and pays (the procedure of 549.4(f) / 551.6(f) the Rules
Submission designates). A mixin of :class:`tablecert.oracle.games.blackjack.table.BlackjackTable`, which
plays the round and fills ``seats`` and ``dealer``.
"""

from __future__ import annotations

from fractions import Fraction

from tablecert.oracle.allowed import round_cents
from tablecert.oracle.cards import Card, Rank
from tablecert.oracle.games.blackjack.choices import ORACLE, BlackjackChoices
from tablecert.oracle.games.blackjack.hands import (
    is_blackjack,
    total,
)
from tablecert.oracle.games.blackjack.model import Chips, Outcome, Settlement, WagerKind
from tablecert.oracle.games.blackjack.paytables import (
    FIXED_OTHER_PLAYERS,
    INSURANCE_ODDS,
    bonus_row,
    fixed_payout,
)
from tablecert.oracle.games.blackjack.rules import BlackjackRules
from tablecert.oracle.games.blackjack.state import Hand, SeatState
from tablecert.oracle.money import Cents

__all__ = ["Settling"]


class Settling:
    """The settlement rules, over the round's ``seats`` and the ``dealer``'s cards."""

    rules: BlackjackRules
    seats: dict[int, SeatState]
    dealer: list[Card]
    choices: BlackjackChoices = ORACLE

    def cite(self, rule: str) -> str:
        """This game's subsection for ``rule`` (549.4 or 551.6; oracle.games.blackjack.rules.CITES)."""
        return self.rules.cite(rule)

    def _in_deal_order(self) -> list[SeatState]:
        """Clockwise from the dealer's left: seat 1 first."""
        return [self.seats[n] for n in sorted(self.seats)]

    def _is_blackjack(self, hand: Hand) -> bool:
        return is_blackjack(hand.cards, split=hand.split)

    def dealer_blackjack(self) -> bool:
        return len(self.dealer) >= 2 and is_blackjack(self.dealer[:2], split=False)

    def _outcome(self, hand: Hand) -> Outcome:
        mine, dealer = total(hand.cards)[0], total(self.dealer)[0]
        spanish = self.rules.game == "spanish-21"
        if mine > 21:
            return Outcome.LOST
        if self.dealer_blackjack():
            if self._is_blackjack(hand):
                return Outcome.WON if spanish else Outcome.PUSH
            return Outcome.LOST
        if self._is_blackjack(hand) or (spanish and mine == 21) or dealer > 21 or mine > dealer:
            return Outcome.WON
        return Outcome.PUSH if mine == dealer else Outcome.LOST

    def odds(self, hand: Hand) -> tuple[Fraction, str]:
        """The odds of a winning hand's wager and the subsection that sets them."""
        blackjack = self._is_blackjack(hand)
        if self.rules.game == "blackjack":
            return (Fraction(3, 2) if blackjack else Fraction(1)), self.cite("odds")
        if blackjack:
            return Fraction(3, 2), self.cite("odds")
        row = bonus_row(hand.cards)
        if row is None:
            return Fraction(1), self.cite("odds")
        if hand.double:  # "in which case all of the following wagers shall only be paid at odds of 1 to 1"
            return Fraction(1), self.cite("bonus")
        return row.odds, row.citation

    def insurance_odds(self) -> Fraction:
        """The odds of an Insurance Wager won on the dealer's blackjack (a reading: 549.10 and
        551.10 are not in the seeds)."""
        return INSURANCE_ODDS

    def fixed_payouts(self) -> list[Settlement]:
        """551.6(i): a winning suited 7-7-7 against the dealer's exposed 7, neither doubled
        nor split: $1,000 or $5,000 to its player, $50 to every other player who wagered."""
        if self.rules.game != "spanish-21" or not self.dealer or self.dealer[0].rank is not Rank.SEVEN:
            return []
        lines: list[Settlement] = []
        cite = f'{self.cite(str(self.rules.settlement_procedure))}, {self.cite("fixed")}'
        for s in self._in_deal_order():
            for h in s.hands:
                row = bonus_row(h.cards)
                if (row is None or row.citation != "551.6(h)(4)" or h.double or h.split
                        or self._outcome(h) is not Outcome.WON):
                    continue
                amount = fixed_payout(s.wager)
                if amount:
                    lines.append(self._paid(s.seat, 0, WagerKind.FIXED_PAYOUT, s.wager, None, amount, cite,
                                            "three 7's of the same suit against the dealer's exposed 7"))
                    lines += self._paid_to_others(s, cite)
        return lines

    def _paid_to_others(self, winner: SeatState, cite: str) -> list[Settlement]:
        lines: list[Settlement] = []
        for person in sorted({s.person for s in self.seats.values()} - {winner.person}):
            seat = min(n for n, s in self.seats.items() if s.person == person)
            lines.append(self._paid(seat, 0, WagerKind.FIXED_PAYOUT, 0, None, FIXED_OTHER_PLAYERS,
                                    cite, "another player's suited 7-7-7"))
        return lines

    def _paid(self, seat: int, hand: int, kind: WagerKind, amount: Cents, odds: Fraction | None,
              paid: Cents, citation: str, note: str = "") -> Settlement:
        return Settlement(seat, hand, kind, Outcome.WON, amount, odds, paid, 0, Chips.FROM_INVENTORY,
                          citation, note)

    def _line(self, hand: Hand, kind: WagerKind, amount: Cents) -> Settlement:
        outcome = self._outcome(hand)
        procedure = self.cite(str(self.rules.settlement_procedure))
        if outcome is Outcome.WON:
            odds, cite = self.odds(hand)
            if kind is WagerKind.DOUBLE_DOWN:
                odds = Fraction(1)
            return self._paid(hand.seat, hand.number, kind, amount, odds,
                              round_cents(amount * odds, self.choices.rounding), f"{procedure}, {cite}")
        if outcome is Outcome.LOST:
            return Settlement(hand.seat, hand.number, kind, outcome, amount, None, 0, amount,
                              Chips.INTO_INVENTORY, procedure)
        return Settlement(hand.seat, hand.number, kind, outcome, amount, None, 0, 0, Chips.STAYS, procedure)

    def seat_lines(self) -> dict[int, list[Settlement]]:
        """Every line of each seat: its Insurance Wager, then each hand's wager and Double
        Down Wager in the order played, then its fixed payouts."""
        procedure = self.cite(str(self.rules.settlement_procedure))
        out: dict[int, list[Settlement]] = {n: [] for n in self.seats}
        for s in self._in_deal_order():
            if s.insurance:
                if self.dealer_blackjack():
                    odds = self.insurance_odds()
                    out[s.seat].append(self._paid(s.seat, 0, WagerKind.INSURANCE, s.insurance, odds,
                                                  round_cents(s.insurance * odds, self.choices.rounding),
                                                  procedure))
                else:
                    out[s.seat].append(Settlement(s.seat, 0, WagerKind.INSURANCE, Outcome.LOST, s.insurance,
                                                  None, 0, s.insurance, Chips.INTO_INVENTORY, procedure))
            for h in s.hands:
                out[s.seat].append(self._line(h, h.kind, h.wager))
                if h.double:
                    out[s.seat].append(self._line(h, WagerKind.DOUBLE_DOWN, h.double))
        for line in self.fixed_payouts():
            out[line.seat].append(line)
        return out

    def settlement_order(self) -> list[int]:
        """549.4(f)(2): from the player farthest to the right of the dealer,
        counterclockwise: the highest seat first."""
        return sorted(self.seats, reverse=True)

    def _settle(self) -> list[Settlement]:
        """549.4(f): (1) every losing wager collected, then every winning wager paid (each
        pass counterclockwise from the dealer's right); (2) player by player."""
        by_seat = self.seat_lines()
        order = self.settlement_order()
        if self.rules.settlement_procedure == 2:
            return [line for n in order for line in by_seat[n]]
        collected = [line for n in order for line in by_seat[n] if line.outcome is Outcome.LOST]
        rest = [line for n in order for line in by_seat[n] if line.outcome is not Outcome.LOST]
        return collected + rest
