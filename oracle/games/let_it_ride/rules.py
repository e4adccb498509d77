"""The Let It Ride section of a Rules Submission (601a.2): the lettered paytables of the Let It
Ride Poker Wagers (643a.12(a)), the Let It Ride Bonus Wager with its amount (643a.12(b)) and
the Three Card Bonus Wager (643a.12(c)), and the payout limitation of 643a.12(d).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tablecert.oracle.card_round.rules import TableRules
from tablecert.oracle.games.let_it_ride.paytables import PAYTABLES
from tablecert.oracle.money import Cents, format_money
from tablecert.oracle.paytables import Paytable, letter_field, of_citation
from tablecert.oracle.rules_reader import RulesReader, money_field
from tablecert.oracle.wagers import Wager

__all__ = ["LetItRideRules", "read_let_it_ride", "render_let_it_ride"]


@dataclass(frozen=True, slots=True)
class LetItRideRules:
    paytable: Paytable  # 643a.12(a)
    maximum_payout: Cents | None = None  # 643a.12(d)
    bonus: Paytable | None = None  # 643a.12(b)
    bonus_wager: Cents = 100
    three_card_bonus: Paytable | None = None  # 643a.12(c)


    def offered_wagers(self) -> frozenset[Wager]:
        """The placeable wagers of this Let It Ride table: three equal Let It Ride Poker
        Wagers (643a.7(d)) and the bonus wagers the Rules Submission offers."""
        names = {Wager.BET_1, Wager.BET_2, Wager.BET_3}
        if self.bonus:
            names.add(Wager.LET_IT_RIDE_BONUS)
        if self.three_card_bonus:
            names.add(Wager.THREE_CARD_BONUS)
        return frozenset(names)


_LIR = {"paytable", "maximum_payout", "bonus", "three_card_bonus"}
_LIR_BONUS = {"paytable", "wager"}


def read_let_it_ride(r: RulesReader, table: TableRules) -> LetItRideRules:
    """The ``let_it_ride:`` section."""
    r.section("let_it_ride", _LIR, "docs/rules-submission.md")
    r.require("let_it_ride.paytable", "643a.12(a)", "the Let It Ride paytable")
    paytable = r.convert("let_it_ride.paytable", letter_field(PAYTABLES, "643a.12(a)"),
                         of_citation(PAYTABLES, "643a.12(a)")[0], "643a.12(a)")
    maximum = r.convert("let_it_ride.maximum_payout", money_field, None, "643a.12(d)")
    if maximum is not None:
        top = max(row.payout.value for row in paytable.rows if row.payout is not None)
        # the most one patron could win per round at the minimum wager: all three Let It
        # Ride Poker Wagers paid at the top odds (docs/interpretations.md)
        most = 3 * table.minimum_wager * top
        floor = max(5_000_000, most)
        if maximum < floor:
            r.fail("let_it_ride.maximum_payout",
                   f"{format_money(maximum)} is below {format_money(floor)}: the maximum must "
                   f"be at least $50,000 or {format_money(most)} (three {format_money(table.minimum_wager)} "
                   f"wagers at {top:,} to 1), whichever is greater", "643a.12(d)")
    bonus = None
    bonus_wager = 100
    if r.get("let_it_ride.bonus") is not None:
        r.section("let_it_ride.bonus", _LIR_BONUS, "docs/rules-submission.md")
        r.require("let_it_ride.bonus.paytable", "643a.12(b)", "the Let It Ride Bonus paytable")
        bonus = r.convert("let_it_ride.bonus.paytable", letter_field(PAYTABLES, "643a.12(b)"), None,
                          "643a.12(b)")
        bonus_wager = r.convert("let_it_ride.bonus.wager", money_field, 100, "643a.12(b)")
        if bonus_wager <= 0:
            r.fail("let_it_ride.bonus.wager", "the Let It Ride Bonus Wager must be more than $0",
                   "643a.12(b)")
    three = None
    if r.get("let_it_ride.three_card_bonus") is not None:
        three = r.convert("let_it_ride.three_card_bonus", letter_field(PAYTABLES, "643a.12(c)"), None,
                          "643a.12(c)")
    return LetItRideRules(paytable, maximum, bonus, bonus_wager, three)


def render_let_it_ride(lir: LetItRideRules) -> dict[str, Any]:
    """The section as the YAML the protocol sends, every field spelt out."""
    section: dict[str, Any] = {"paytable": lir.paytable.letter}
    if lir.maximum_payout is not None:
        section["maximum_payout"] = format_money(lir.maximum_payout)
    if lir.bonus is not None:
        section["bonus"] = {"paytable": lir.bonus.letter, "wager": format_money(lir.bonus_wager)}
    if lir.three_card_bonus is not None:
        section["three_card_bonus"] = lir.three_card_bonus.letter
    return section
