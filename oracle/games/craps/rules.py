"""The Rules Submission of a Craps or Mini-Craps table (521.2, 537.5a).

A section per wager the certificate holder offers; a wager whose section is absent (or
says ``offered: false``) is not offered, and a table refuses it (537.5a(a), (b)). The
vigorish of Buy and Lay Bets is "up to 5%, as specified in the certificate holder's Rules
Submission" (537.5a(a), (b)): more is refused, naming the field, its line and the
subsection. docs/rules-submission.md documents the fields; examples are in
``rules_submissions/pa-537-*.yaml``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction
from typing import Any, ClassVar

from tablecert.oracle.game import GameRules
from tablecert.oracle.rules_reader import (
    RulesReader,
    RulesSubmissionError,
    one_of,
    read_rules_yaml,
    true_or_false,
)

__all__ = ["MAX_VIGORISH", "CrapsRules", "HardwayRules", "Variant", "VigBase", "VigRules",
           "parse_craps_rules", "parse_odds"]

MAX_VIGORISH = Fraction(5, 100)
"""537.5a(a), (b): "a vigorish of up to 5%"."""


class Variant(StrEnum):
    """Chapter 537 governs both games; the seeds print nothing that differs between them."""

    CRAPS = "Craps"
    MINI_CRAPS = "Mini-Craps"


class VigBase(StrEnum):
    """What the vigorish is a percentage of."""

    AMOUNT_WAGERED = "amount wagered"  # 537.5a(a), (b): "of the amount wagered on winning ..."
    AMOUNT_WON = "amount won"  # Lay Bets only: the trade's habit, never more than the text allows


@dataclass(frozen=True, slots=True)
class VigRules:
    """A Buy Bet or Lay Bet offer: the vigorish rate, its base, and whether the bet works
    on the come-out roll without being called "on" (a reading: the seeds do not say)."""

    rate: Fraction
    base: VigBase = VigBase.AMOUNT_WAGERED
    working_on_come_out: bool = False


@dataclass(frozen=True, slots=True)
class HardwayRules:
    """The Hardway Bets' payout odds (the text elides them: a reading, see the register)."""

    four_and_ten: Fraction = Fraction(7)
    six_and_eight: Fraction = Fraction(9)

    def odds(self, number: int) -> Fraction:
        return self.four_and_ten if number in (4, 10) else self.six_and_eight


@dataclass(frozen=True, slots=True)
class CrapsRules(GameRules):
    """A valid Craps or Mini-Craps Rules Submission."""

    game: ClassVar[str] = "craps"
    name: str
    source: str
    text: str
    certificate_holder: str
    variant: Variant
    buy: VigRules | None
    lay: VigRules | None
    hardway: HardwayRules | None
    hop_two_six: Fraction | None  # the Two-Six on the Hop Bet's odds; None: not offered


_TOP = {"rules_submission", "certificate_holder", "game", "variant", "buy_bets", "lay_bets",
        "hardway_bets", "two_six_hop_bet"}
_BUY = {"offered", "vigorish", "working_on_come_out"}
_LAY = {"offered", "vigorish", "vigorish_on", "working_on_come_out"}
_HARDWAY = {"offered", "four_and_ten", "six_and_eight"}
_HOP = {"offered", "pays"}
_ODDS = re.compile(r"^\s*(\d+)\s+to\s+(\d+)\s*$")


def parse_odds(raw: Any) -> Fraction:
    """Odds written "N to M" (winnings N for every M wagered).

    >>> parse_odds("7 to 1"), parse_odds("30 to 2")
    (Fraction(7, 1), Fraction(15, 1))
    """
    match = _ODDS.match(str(raw))
    if match is None or int(match.group(2)) == 0 or int(match.group(1)) == 0:
        raise ValueError(f"{raw!r} is not payout odds (write them like '7 to 1')")
    return Fraction(int(match.group(1)), int(match.group(2)))


def _percent(raw: Any) -> Fraction:
    if isinstance(raw, bool):
        raise ValueError(f"{raw!r} is not a percentage (write it like '5%')")
    text = str(raw).strip()
    if not text.endswith("%"):
        raise ValueError(f"{raw!r} is not a percentage (write it like '5%')")
    try:
        return Fraction(text.removesuffix("%").strip()) / 100
    except ValueError:
        raise ValueError(f"{raw!r} is not a percentage (write it like '5%')") from None




def _offered(r: RulesReader, path: str, allowed: set[str]) -> Mapping[str, Any] | None:
    """The section at ``path`` if the wager is offered, else None."""
    if r.get(path) is None:
        return None
    section = r.section(path, allowed, "docs/rules-submission.md")
    if not r.convert(f"{path}.offered", true_or_false, True, "521.2"):
        return None
    return section


def _vig(r: RulesReader, path: str, citation: str, *, lay: bool) -> VigRules | None:
    if _offered(r, path, _LAY if lay else _BUY) is None:
        return None
    what = "Lay Bets" if lay else "Buy Bets"
    r.lines.setdefault(f"{path}.vigorish", r.lines.get(path, 0))  # a missing field: its section's line
    r.require(f"{path}.vigorish", citation, f"the vigorish collected on winning {what} (0% to 5%)")
    rate = r.convert(f"{path}.vigorish", _percent, Fraction(0), citation)
    if not 0 <= rate <= MAX_VIGORISH:
        r.fail(f"{path}.vigorish", f"{float(rate * 100):g}%: the certificate holder may collect a "
               f"vigorish of up to 5% of the amount wagered on winning {what}", citation)
    base = VigBase.AMOUNT_WAGERED
    if lay:
        base = r.convert(f"{path}.vigorish_on", one_of(VigBase), VigBase.AMOUNT_WAGERED, citation)
    working = r.convert(f"{path}.working_on_come_out", true_or_false, False, "537.5a")
    return VigRules(rate, base, working)






def parse_craps_rules(text: str, source: str = "<memory>") -> CrapsRules:
    """Parse and validate a Craps Rules Submission; RulesSubmissionError lists every violation."""
    r = read_rules_yaml(text, source)
    r.section("", _TOP, "docs/rules-submission.md")
    name = str(r.get("rules_submission") or "")
    if not name:
        r.require("rules_submission", "521.2", "its name")
    if r.get("game") != "craps":
        r.fail("game", f"{r.get('game')!r}: a Craps Rules Submission says 'game: craps'", "521.2")
    variant = r.convert("variant", one_of(Variant), Variant.CRAPS, "537.3(a)")
    buy = _vig(r, "buy_bets", "537.5a(a)", lay=False)
    lay = _vig(r, "lay_bets", "537.5a(b)", lay=True)
    hardway = None
    if _offered(r, "hardway_bets", _HARDWAY) is not None:
        hardway = HardwayRules(
            r.convert("hardway_bets.four_and_ten", parse_odds, Fraction(7), "537.3(a)(7), (10)"),
            r.convert("hardway_bets.six_and_eight", parse_odds, Fraction(9), "537.3(a)(8), (9)"))
    hop = None
    if _offered(r, "two_six_hop_bet", _HOP) is not None:
        r.require("two_six_hop_bet.pays", "537.3(a)(34)", "the payout odds of the Two-Six on the Hop Bet")
        hop = r.convert("two_six_hop_bet.pays", parse_odds, Fraction(15), "537.3(a)(34)")
    if r.violations:
        raise RulesSubmissionError(source, r.violations)
    return CrapsRules(name, source, text, str(r.get("certificate_holder") or ""), variant, buy,
                      lay, hardway, hop)
