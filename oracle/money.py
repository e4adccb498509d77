"""Money in integer cents, and the three ways the regulations state a payout.

- "to 1": the winnings are odds x wager, and the wager itself stays with the player
  (649a.12(a): "odds of 1 to 1").
- "for 1": the total handed over is odds x wager; the wager was already collected into
  the table inventory before the deal (649a.8(b), 649a.12(e)(1): "500 for 1").
- a fixed amount: a dollar sum stated for a wager of a stated size (643a.12(b) "$25,000",
  565.12(g) "$500", the Envy Bonus of 649a.12(e)(5)); also paid in place of a wager that
  was collected before the deal.
- percent of the progressive meter (649a.12(e)(1) "100% of meter").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction

from tablecert.oracle.errors import TablecertError

__all__ = ["Cents", "MoneyError", "Payout", "PayoutKind", "format_money", "parse_money"]

Cents = int
"""An amount of money in integer cents. Never a float."""


class MoneyError(TablecertError, ValueError):
    """An amount that is not a whole number of cents, or not money at all."""


_MONEY = re.compile(r"^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$")


def parse_money(text: str | int) -> Cents:
    """Parse ``"$10"``, ``"$1,000"``, ``"0.50"`` into cents; ints are taken as cents.

    >>> parse_money("$1,000")
    100000
    >>> parse_money("$0.5")
    50
    """
    if isinstance(text, bool):
        raise MoneyError(f"{text!r} is not an amount of money")
    if isinstance(text, int):
        return text
    match = _MONEY.match(text.strip())
    if match is None:
        raise MoneyError(f"{text!r} is not an amount of money (write it like '$10' or '$1,000.50')")
    whole = int(match.group(1).replace(",", ""))
    frac = (match.group(2) or "0").ljust(2, "0")
    return whole * 100 + int(frac)


def format_money(cents: Cents) -> str:
    """``100000`` -> ``"$1,000"``; ``150`` -> ``"$1.50"``.

    >>> format_money(2500000)
    '$25,000'
    """
    sign = "-" if cents < 0 else ""
    dollars, rest = divmod(abs(cents), 100)
    body = f"{dollars:,}" if rest == 0 else f"{dollars:,}.{rest:02d}"
    return f"{sign}${body}"


class PayoutKind(StrEnum):
    TO_ONE = "to 1"
    FOR_ONE = "for 1"
    AMOUNT = "amount"
    PERCENT_OF_METER = "percent of meter"


@dataclass(frozen=True, slots=True)
class Payout:
    """One cell of a paytable.

    ``value`` is the odds (``to 1``/``for 1``), the amount in cents (``amount``) or the
    percent (``percent of meter``).
    """

    kind: PayoutKind
    value: int

    @classmethod
    def to_one(cls, odds: int) -> Payout:
        return cls(PayoutKind.TO_ONE, odds)

    @classmethod
    def for_one(cls, odds: int) -> Payout:
        return cls(PayoutKind.FOR_ONE, odds)

    @classmethod
    def amount(cls, cents: Cents) -> Payout:
        return cls(PayoutKind.AMOUNT, cents)

    @classmethod
    def percent_of_meter(cls, percent: int) -> Payout:
        return cls(PayoutKind.PERCENT_OF_METER, percent)

    @classmethod
    def parse(cls, text: str) -> Payout:
        """``"40 to 1"``, ``"500 for 1"``, ``"$25,000"`` or ``"100% of meter"``.

        >>> Payout.parse("1,000 to 1").text(), Payout.parse("10% of meter").text()
        ('1,000 to 1', '10% of meter')
        """
        words = " ".join(str(text).split())
        odds = re.fullmatch(r"([\d,]+) (to|for) 1", words)
        if odds:
            value = int(odds.group(1).replace(",", ""))
            return cls.to_one(value) if odds.group(2) == "to" else cls.for_one(value)
        meter = re.fullmatch(r"(\d{1,3})% of (?:the )?meter", words)
        if meter and 0 < int(meter.group(1)) <= 100:
            return cls.percent_of_meter(int(meter.group(1)))
        try:
            return cls.amount(parse_money(words))
        except MoneyError:
            raise MoneyError(f"{text!r} is not a payout: write '40 to 1', '500 for 1', '$25,000' or "
                             "'100% of meter'") from None

    @property
    def wager_collected(self) -> bool:
        """True where the wager is not handed back: "for 1", amounts, meter payouts."""
        return self.kind is not PayoutKind.TO_ONE

    def text(self) -> str:
        """The payout as the regulation writes it: ``"40 to 1"``, ``"$25,000"``."""
        if self.kind is PayoutKind.TO_ONE:
            return f"{self.value:,} to 1"
        if self.kind is PayoutKind.FOR_ONE:
            return f"{self.value:,} for 1"
        if self.kind is PayoutKind.AMOUNT:
            return format_money(self.value)
        return f"{self.value}% of meter"

    def paid(self, wager: Cents, *, per_wager: Cents, meter: Fraction = Fraction(0)) -> Cents:
        """What the dealer hands over, in cents, for a winning ``wager``.

        For ``to 1`` this is the winnings only (the wager is returned besides); for every
        other kind it is the whole sum. Fixed amounts are stated for a wager of
        ``per_wager`` cents and scale with the wager. A meter payout is rounded down to the
        cent (see docs/interpretations.md, "meter in fractions of a cent").
        """
        if self.kind in (PayoutKind.TO_ONE, PayoutKind.FOR_ONE):
            return self.value * wager
        if self.kind is PayoutKind.AMOUNT:
            scaled = Fraction(self.value * wager, per_wager)
            if scaled.denominator != 1:
                raise MoneyError(
                    f"{self.text()} for a {format_money(per_wager)} wager does not scale to "
                    f"whole cents for a {format_money(wager)} wager"
                )
            return int(scaled)
        return int(meter * self.value / 100)

    def net_per_unit(self, *, per_wager: Cents, meter: Fraction = Fraction(0)) -> Fraction:
        """Net win per unit wagered, exactly, for the par sheet; the meter is in cents."""
        if self.kind is PayoutKind.TO_ONE:
            return Fraction(self.value)
        if self.kind is PayoutKind.FOR_ONE:
            return Fraction(self.value - 1)
        if self.kind is PayoutKind.AMOUNT:
            return Fraction(self.value, per_wager) - 1
        return meter * self.value / 100 / per_wager - 1
