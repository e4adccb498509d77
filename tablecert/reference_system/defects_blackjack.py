"""Catalogued defects of Blackjack (549) and Spanish 21 (551): each a small override of one
method of :class:`tablecert.oracle.games.blackjack.table.BlackjackTable`, breaking exactly one rule;
``tablecert selftest`` proves a scenario citing that rule catches it."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import Any

from tablecert.oracle.cards import Rank
from tablecert.oracle.games.blackjack.hands import total
from tablecert.oracle.games.blackjack.model import Action, Chips, Outcome, Settlement, WagerKind
from tablecert.oracle.games.blackjack.paytables import bonus_row

__all__ = ["BLACKJACK_DEFECTS"]


class _BlackjackPaysSixToFive:
    """549.4(g): the 6 to 5 blackjack of many casinos, not the 3 to 2 the rule fixes."""

    def odds(self, hand: Any) -> tuple[Fraction, str]:
        odds, cite = super().odds(hand)  # type: ignore[misc]
        return (Fraction(6, 5) if odds == Fraction(3, 2) else odds), cite


class _ProcedureTwoFromDealersLeft:
    """549.4(f)(2): settles player by player but starts at the dealer's left (seat 1)."""

    def settlement_order(self) -> list[int]:
        order: list[int] = super().settlement_order()  # type: ignore[misc]
        if self.rules.settlement_procedure == 2:  # type: ignore[attr-defined]
            return sorted(order)
        return order


class _ProcedureOnePaysFirst:
    """549.4(f)(1): pays every winning wager, then collects the losing ones."""

    def _settle(self) -> list[Settlement]:
        lines: list[Settlement] = super()._settle()  # type: ignore[misc]
        if self.rules.settlement_procedure != 1:  # type: ignore[attr-defined]
            return lines
        return ([s for s in lines if s.outcome is not Outcome.LOST]
                + [s for s in lines if s.outcome is Outcome.LOST])


class _PaysWinnersWithLosersChips:
    """549.4(f)(2): under procedure (2) the chips just collected from a losing wager pay
    the next winning wager instead of going into the table inventory."""

    def _settle(self) -> list[Settlement]:
        lines: list[Settlement] = super()._settle()  # type: ignore[misc]
        if self.rules.settlement_procedure != 2:  # type: ignore[attr-defined]
            return lines
        pool, out = 0, []
        for s in lines:
            if s.outcome is Outcome.LOST:
                pool += s.collected
            elif s.outcome is Outcome.WON and 0 < s.paid <= pool:
                pool -= s.paid
                s = replace(s, chips=Chips.FROM_LOSING_WAGER)
            out.append(s)
        return out


class _WagerRemovableAfterDeal:
    """549.4(h): lets a player take down the original wager after the cards are out."""

    def _handle_wager(self, action: Action) -> None:
        if action.wager is WagerKind.WAGER and action.seat in self.seats:  # type: ignore[attr-defined]
            del self.seats[action.seat]  # type: ignore[attr-defined]
            return
        super()._handle_wager(action)  # type: ignore[misc]


class _DoubleDownWagerRemovable:
    """549.4(i): lets a player pull back a confirmed Double Down Wager."""

    def _handle_wager(self, action: Action) -> None:
        if action.wager is WagerKind.DOUBLE_DOWN:
            for hand in self.seats[action.seat].hands:  # type: ignore[attr-defined]
                if hand.number == action.hand and hand.double:
                    hand.double = 0
                    return
        super()._handle_wager(action)  # type: ignore[misc]


class _BarIgnored:
    """549.4(j): takes the wager of a person the Rules Submission's option bars."""

    def is_barred(self, person: str) -> bool:
        return False


class _BonusAfterDoubleDown:
    """551.6(h): pays the bonus schedule on a doubled hand."""

    def odds(self, hand: Any) -> tuple[Fraction, str]:
        row = bonus_row(hand.cards)
        if hand.double and row is not None:
            return row.odds, row.citation
        result: tuple[Fraction, str] = super().odds(hand)  # type: ignore[misc]
        return result


class _FiftyAfterSplit:
    """551.6(i): pays the other players their $50 when the suited 7-7-7 had been split
    (the winner itself is rightly paid no fixed payout)."""

    def fixed_payouts(self) -> list[Settlement]:
        lines: list[Settlement] = super().fixed_payouts()  # type: ignore[misc]
        dealer = self.dealer  # type: ignore[attr-defined]
        if not dealer or dealer[0].rank is not Rank.SEVEN:
            return lines
        for seat in self._in_deal_order():  # type: ignore[attr-defined]
            for hand in seat.hands:
                row = bonus_row(hand.cards)
                if (hand.split and row is not None and row.citation == "551.6(h)(4)"
                        and self._outcome(hand) is Outcome.WON):  # type: ignore[attr-defined]
                    cite = f"{self.cite('1')}, {self.cite('fixed')}"  # type: ignore[attr-defined]
                    lines += self._paid_to_others(seat, cite)  # type: ignore[attr-defined]
        return lines


class _FiveThousandByRoundedDollars:
    """551.6(i): compares the original wager in whole dollars, rounded, so $24.99 earns the
    $5,000 of a $25 wager."""

    def fixed_payouts(self) -> list[Settlement]:
        lines: list[Settlement] = super().fixed_payouts()  # type: ignore[misc]
        return [replace(s, paid=500_000) if (s.paid == 100_000 and round(s.amount / 100) >= 25) else s
                for s in lines]


class _ReshuffleKeepsBar:
    """551.6(l)(2): a reshuffle does not lift the bar; only the certificate holder does."""

    def start_of_round(self, script: Any) -> None:
        allowed = self.allowed  # type: ignore[has-type]
        super().start_of_round(script)  # type: ignore[misc]
        if script.reshuffle and allowed is not None:
            self.allowed = allowed | set(script.permit)


class _InsurancePaidEvenMoney:
    """An Insurance Wager won on the dealer's blackjack is paid 1 to 1, not 2 to 1."""

    def insurance_odds(self) -> Fraction:
        return Fraction(1)


class _DealerStandsOnSoft17:
    """The dealer stands on a soft 17 though the Rules Submission says dealer_hits_soft_17."""

    def _dealer_draws(self) -> bool:
        value, _soft = total(self.dealer)  # type: ignore[attr-defined]
        return value < 17


class _BustSurvivesDealerBust:
    """A hand that busted is returned (a push) when the dealer busts too, not collected."""

    def _outcome(self, hand: Any) -> Outcome:
        if total(hand.cards)[0] > 21 and total(self.dealer)[0] > 21:  # type: ignore[attr-defined]
            return Outcome.PUSH
        outcome: Outcome = super()._outcome(hand)  # type: ignore[misc]
        return outcome


BLACKJACK_DEFECTS: tuple[tuple[str, str, str, str, type], ...] = (
    # (name, citation, game, description, mixin): defects.py makes each a Defect
    ("blackjack-paid-6-to-5", "549.4(g)", "blackjack",
     "a blackjack is paid 6 to 5 instead of 3 to 2", _BlackjackPaysSixToFive),
    ("procedure-2-from-dealers-left", "549.4(f)(2)", "blackjack",
     "procedure (2) begins with the player farthest to the dealer's left", _ProcedureTwoFromDealersLeft),
    ("procedure-1-pays-before-collecting", "549.4(f)(1)", "blackjack",
     "procedure (1) pays the winning wagers before collecting the losing ones", _ProcedureOnePaysFirst),
    ("winners-paid-with-losers-chips", "549.4(f)(2)", "blackjack",
     "procedure (2) pays a winning wager with the chips collected from a losing wager",
     _PaysWinnersWithLosersChips),
    ("wager-removed-after-first-card", "549.4(h)", "blackjack",
     "a player may take down the wager after the first card is out of the shoe", _WagerRemovableAfterDeal),
    ("double-down-wager-withdrawn", "549.4(i)", "blackjack",
     "a confirmed Double Down Wager may be withdrawn", _DoubleDownWagerRemovable),
    ("barred-person-wagers", "549.4(j)", "blackjack",
     "a person barred under the Rules Submission's option may wager before a reshuffle", _BarIgnored),
    ("spanish-21-bonus-after-double-down", "551.6(h)", "spanish-21",
     "the bonus schedule is paid on a hand with a Double Down Wager", _BonusAfterDoubleDown),
    ("fifty-paid-after-split-777", "551.6(i)", "spanish-21",
     "the other players are paid $50 when the suited 7-7-7 had been split", _FiftyAfterSplit),
    ("five-thousand-on-24-99", "551.6(i)", "spanish-21",
     "the original wager is compared in rounded dollars: $24.99 earns the $5,000",
     _FiveThousandByRoundedDollars),
    ("insurance-paid-1-to-1", "549.4(f)(1)", "blackjack",
     "an Insurance Wager won on the dealer's blackjack is paid 1 to 1 instead of 2 to 1",
     _InsurancePaidEvenMoney),
    ("spanish-21-dealer-stands-on-soft-17", "551.6(g)", "spanish-21",
     "the dealer stands on a soft 17 under a Rules Submission that says the dealer draws on it",
     _DealerStandsOnSoft17),
    ("spanish-21-bust-pushes-on-dealer-bust", "551.6(f)(1)", "spanish-21",
     "a hand that busted is returned instead of collected when the dealer busts after it",
     _BustSurvivesDealerBust),
    ("reshuffle-keeps-bar", "551.6(l)(2)", "spanish-21",
     "a reshuffle does not lift the bar on a person who did not wager", _ReshuffleKeepsBar),
)
