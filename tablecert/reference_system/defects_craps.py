"""Catalogued defects of a Craps table (537.3(a), 537.5a): each mixin overrides one method
of :class:`tablecert.oracle.games.craps.CrapsTable` and breaks exactly one rule, and the scenario citing that
subsection catches it (``tablecert selftest --defect NAME``).

The entries are the fields of :class:`tablecert.reference_system.defects.Defect` (name,
citation, game, description, mixin); defects.py makes them Defects, so this module does not
import it back."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from tablecert.oracle.games.craps.model import Outcome, Refusal, Settlement, Wager
from tablecert.oracle.games.craps.paytables import Bet, Reason
from tablecert.oracle.money import Cents

__all__ = ["CRAPS_DEFECTS"]


class _VigOnLosingBuyBets:
    """Collects the vigorish on losing Buy Bets too (537.5a(a): "on winning Buy Bets")."""

    def settle(self, wager: Wager, outcome: Outcome) -> Settlement:
        line: Settlement = super().settle(wager, outcome)  # type: ignore[misc]
        if outcome is Outcome.LOSES and wager.bet is Bet.BUY:
            rules: Any = self.rules  # type: ignore[attr-defined]
            fee = int(wager.amount * rules.buy.rate)
            return Settlement(line.player, line.bet, line.number, line.outcome, line.amount,
                              line.odds, line.winnings, fee, line.returned, line.citation)
        return line


class _LayVigOnAmountWon:
    """Takes the Lay Bet's vigorish of the amount won, where the Rules Submission says of
    the amount wagered (537.5a(b))."""

    def vigorish(self, wager: Wager, winnings: Cents) -> Cents:
        if wager.bet is Bet.LAY:
            rules: Any = self.rules  # type: ignore[attr-defined]
            return int(winnings * rules.lay.rate)
        fee: Cents = super().vigorish(wager, winnings)  # type: ignore[misc]
        return fee


class _BuyPaidAtPlaceOdds:
    """Pays Buy Bets on 4 and 10 at the place odds of 9 to 5, not the true 2 to 1 (537.5a(a))."""

    def odds(self, bet: Bet, number: int) -> Fraction:
        if bet is Bet.BUY and number in (4, 10):
            return Fraction(9, 5)
        odds: Fraction = super().odds(bet, number)  # type: ignore[misc]
        return odds


class _HardwayWorksOnComeOut:
    """Hardway Bets act on the come-out roll without being called "on" (537.3(a)(7)-(10))."""

    def working(self, up: Any, come_out: bool) -> bool:
        if up.wager.bet is Bet.HARDWAY:
            return True
        working: bool = super().working(up, come_out)  # type: ignore[misc]
        return working


class _HopWorksTwice:
    """A Two-Six Hop Bet not won on the next roll stays up for one more roll
    (537.3(a)(34)(ii): it loses "on the roll immediately following placement")."""

    def decide(self, up: Any, dice: tuple[int, int], come_out: bool) -> Outcome | None:
        outcome: Outcome | None = super().decide(up, dice, come_out)  # type: ignore[misc]
        if up.wager.bet is Bet.HOP_TWO_SIX and outcome is Outcome.LOSES and not getattr(up, "_second", False):
            up._second = True
            return None
        return outcome


class _FeeOnOtherWagers:
    """Charges a 1% fee on winning Hardway and Hop Bets (537.5a(c): no fee but the Buy and
    Lay vigorish)."""

    def vigorish(self, wager: Wager, winnings: Cents) -> Cents:
        if wager.bet in (Bet.HARDWAY, Bet.HOP_TWO_SIX):
            return wager.amount // 100
        fee: Cents = super().vigorish(wager, winnings)  # type: ignore[misc]
        return fee


class _VigCollectedUpFront:
    """Collects the Buy Bet's vigorish when the bet is placed, win or lose (537.5a(a): "of
    the amount wagered on winning Buy Bets")."""

    def placement_fee(self, wager: Wager) -> Cents:
        if wager.bet is Bet.BUY:
            rules: Any = self.rules  # type: ignore[attr-defined]
            return int(wager.amount * rules.buy.rate)
        fee: Cents = super().placement_fee(wager)  # type: ignore[misc]
        return fee


class _BuyAcceptedWhenNotOffered:
    """Takes Buy Bets although the Rules Submission does not offer them (537.5a(a))."""

    def refusal(self, wager: Wager) -> Refusal | None:
        refusal: Refusal | None = super().refusal(wager)  # type: ignore[misc]
        if refusal is not None and wager.bet is Bet.BUY and refusal.reason is Reason.NOT_OFFERED:
            return None
        return refusal


def _craps(name: str, citation: str, description: str, mixin: type) -> tuple[str, str, str, str, type]:
    return (name, citation, "craps", description, mixin)


CRAPS_DEFECTS: tuple[tuple[str, str, str, str, type], ...] = (
    _craps("craps-vig-on-losing-buy-bets", "537.5a(a)",
           "collects the Buy Bet vigorish on losing Buy Bets too", _VigOnLosingBuyBets),
    _craps("craps-lay-vig-on-amount-won", "537.5a(b)",
           "takes the Lay Bet vigorish of the amount won where the Rules Submission says of the "
           "amount wagered", _LayVigOnAmountWon),
    _craps("craps-buy-4-10-paid-place-odds", "537.5a(a)",
           "pays Buy Bets on 4 and 10 at 9 to 5 instead of 2 to 1", _BuyPaidAtPlaceOdds),
    _craps("craps-hardway-works-on-come-out", "537.3(a)(7)",
           "Hardway Bets win and lose on the come-out roll without being called on",
           _HardwayWorksOnComeOut),
    _craps("craps-hop-works-on-second-roll", "537.3(a)(34)(ii)",
           "a Two-Six Hop Bet not won on the next roll stays up for another roll", _HopWorksTwice),
    _craps("craps-fee-on-other-wagers", "537.5a(c)",
           "charges a 1% fee on winning Hardway and Hop Bets", _FeeOnOtherWagers),
    _craps("craps-vig-collected-up-front", "537.5a(a)",
           "collects the Buy Bet vigorish when the bet is placed", _VigCollectedUpFront),
    _craps("craps-buy-accepted-when-not-offered", "537.5a(a)",
           "takes Buy Bets although the Rules Submission does not offer them",
           _BuyAcceptedWhenNotOffered),
)
