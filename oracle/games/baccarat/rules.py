"""The Rules Submission of Minibaccarat (541), Midibaccarat (543) and Baccarat (545).

One reader serves the three games (``game: minibaccarat | midibaccarat | baccarat``); what
differs between them is data of :class:`Chapter`: the seats a table may have, where a
disclosed card is put (the "discard rack" of 541.14(c), the "discard bucket" of 543.14(c)
and 545.15(c)), and the citations. ``disclosed_card_procedure: not offered`` says the product
automates neither procedure (the dealer follows the designated one by hand: interpretation
register, "a product with no disclosed-card procedure"); ``procedure`` is then None. The
chapters' payout and dealing sections are not in the seeds, so the payouts are Rules
Submission data with the usual values as defaults (see the interpretation register,
"baccarat payouts").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction
from typing import Any, ClassVar

from tablecert.oracle.allowed import designated_rounding
from tablecert.oracle.game import GameRules
from tablecert.oracle.games.baccarat.paytables import PAYOUTS_CITATION, Payouts
from tablecert.oracle.rules_reader import (
    RulesReader,
    RulesSubmissionError,
    one_of,
    read_rules_yaml,
    true_or_false,
    whole_number,
)

__all__ = [
    "CHAPTERS",
    "NOT_OFFERED",
    "BaccaratRules",
    "Chapter",
    "DisclosedCardProcedure",
    "parse_baccarat_rules",
]


class DisclosedCardProcedure(StrEnum):
    """The two procedures of 541.14(c), 543.14(c) and 545.15(c), as the Rules Submission
    designates one."""

    DISCARD = "discard"  # (c)(1): the disclosed card and one more, undisclosed, discarded
    SIMULATED_ROUND = "simulated round"  # (c)(2): a simulated round of play, no wagers


NOT_OFFERED = "not offered"
"""The value of ``disclosed_card_procedure`` of a product that automates neither procedure."""


def _procedure(raw: Any) -> DisclosedCardProcedure | None:
    """``discard``, ``simulated round`` or ``not offered`` (None)."""
    if str(raw).strip() == NOT_OFFERED:
        return None
    try:
        chosen: DisclosedCardProcedure = one_of(DisclosedCardProcedure)(raw)
    except ValueError as exc:
        raise ValueError(f"{exc.args[0]}, or {NOT_OFFERED!r}") from None
    return chosen


@dataclass(frozen=True, slots=True)
class Chapter:
    """What the three chapters say differently."""

    game: str
    chapter: str
    title: str
    max_seats: int
    seats_citation: str
    irregularity: str  # the subsection of the disclosed-card procedures
    discard: str  # where a disclosed card is placed, in the chapter's words

    def procedure_citation(self, procedure: DisclosedCardProcedure) -> str:
        return f"{self.irregularity}({1 if procedure is DisclosedCardProcedure.DISCARD else 2})"


CHAPTERS: dict[str, Chapter] = {
    "minibaccarat": Chapter("minibaccarat", "541", "Minibaccarat", 9, "541.2(a)", "541.14(c)",
                            "discard rack"),
    # 543.2 and 545.2 are not in the seeds: nine and fourteen seats are readings
    # (interpretation register, "Midibaccarat and Baccarat seats")
    "midibaccarat": Chapter("midibaccarat", "543", "Midibaccarat", 9, "543.2 (not in the seeds)",
                            "543.14(c)", "discard bucket"),
    "baccarat": Chapter("baccarat", "545", "Baccarat", 14, "545.2 (not in the seeds)", "545.15(c)",
                        "discard bucket"),
}


@dataclass(frozen=True)
class BaccaratRules(GameRules):
    """A valid Rules Submission of one of the three baccarat games."""

    name: str
    source: str
    text: str
    certificate_holder: str
    seats: int
    procedure: DisclosedCardProcedure | None  # None: the product automates neither (not offered)
    payouts: Payouts
    banker_hand_under_shoe: bool  # the 545.9(d) election (Baccarat only)
    game: ClassVar[str] = "baccarat"

    @property
    def chapter(self) -> Chapter:
        return CHAPTERS[self.game]

    @property
    def disclosed_card_procedure(self) -> DisclosedCardProcedure | None:
        """:attr:`procedure` under the Rules Submission's own key: the name a scenario's tags
        (``@offers_disclosed_card_procedure``) and a not-applicable reason give it."""
        return self.procedure


@dataclass(frozen=True)
class MinibaccaratRules(BaccaratRules):
    game: ClassVar[str] = "minibaccarat"


@dataclass(frozen=True)
class MidibaccaratRules(BaccaratRules):
    game: ClassVar[str] = "midibaccarat"


_RULES: dict[str, type[BaccaratRules]] = {
    "minibaccarat": MinibaccaratRules, "midibaccarat": MidibaccaratRules, "baccarat": BaccaratRules,
}
_TOP = {"rules_submission", "certificate_holder", "game", "table", "disclosed_card_procedure",
        "payouts", "banker_hand_under_shoe"}
_ODDS = re.compile(r"^\s*(\d+)\s+to\s+(\d+)\s*$")
_PAYOUTS_CITE = PAYOUTS_CITATION


def _odds(raw: Any) -> Fraction:
    match = _ODDS.match(str(raw))
    if match is None or int(match.group(1)) == 0 or int(match.group(2)) == 0:
        raise ValueError(f"{raw!r} is not payout odds like '19 to 20'")
    return Fraction(int(match.group(1)), int(match.group(2)))


def parse_baccarat_rules(text: str, source: str = "<memory>") -> BaccaratRules:
    """Parse and validate a Rules Submission of Minibaccarat, Midibaccarat or Baccarat;
    :class:`RulesSubmissionError` lists every violation with its field, line and citation.

    >>> rules = parse_baccarat_rules("rules_submission: x\\ngame: minibaccarat\\n"
    ...                              "disclosed_card_procedure: discard\\n")
    >>> rules.seats, rules.procedure.value, rules.chapter.discard
    (9, 'discard', 'discard rack')
    >>> parse_baccarat_rules("rules_submission: x\\ngame: baccarat\\n"
    ...                      "disclosed_card_procedure: not offered\\n").procedure is None
    True
    """
    r = read_rules_yaml(text, source)
    r.section("", _TOP, "docs/rules-submission.md")
    game = str(r.get("game") or "")
    if game not in CHAPTERS:
        r.fail("game", f"{game!r} is not one of {', '.join(CHAPTERS)}", "521.2")
        raise RulesSubmissionError(source, r.violations)
    chapter = CHAPTERS[game]
    name = str(r.get("rules_submission") or "")
    r.require("rules_submission", "521.2", "its name")
    r.section("table", {"seats"}, "docs/rules-submission.md")
    seats = r.convert("table.seats", whole_number, chapter.max_seats, chapter.seats_citation)
    if not 1 <= seats <= chapter.max_seats:
        r.fail("table.seats", f"{seats} seats: a {chapter.title} table has numbered places for a "
               f"maximum of {chapter.max_seats} players", chapter.seats_citation)
    r.require("disclosed_card_procedure", chapter.irregularity,
              f"which procedure of {chapter.irregularity} the dealer follows with a disclosed card "
              "('discard' or 'simulated round'; 'not offered' where the product automates neither)")
    procedure: DisclosedCardProcedure | None = DisclosedCardProcedure.DISCARD
    procedure = r.convert("disclosed_card_procedure", _procedure, procedure, chapter.irregularity)
    payouts = _payouts(r)
    under_shoe = r.convert("banker_hand_under_shoe", true_or_false, False, "545.9(d)")
    if under_shoe and game != "baccarat":
        r.fail("banker_hand_under_shoe", f"the 545.9(d) election is a Baccarat (chapter 545) "
               f"procedure, not one of {chapter.title}", "545.9(d)")
    if r.violations:
        raise RulesSubmissionError(source, r.violations)
    return _RULES[game](name, source, text, str(r.get("certificate_holder") or ""), seats,
                        procedure, payouts, under_shoe)


def _payouts(r: RulesReader) -> Payouts:
    r.section("payouts", {"player", "banker", "tie", "rounding"}, "docs/rules-submission.md")
    default = Payouts()
    return Payouts(
        r.convert("payouts.player", _odds, default.player, _PAYOUTS_CITE),
        r.convert("payouts.banker", _odds, default.banker, _PAYOUTS_CITE),
        r.convert("payouts.tie", _odds, default.tie, _PAYOUTS_CITE),
        r.convert("payouts.rounding", designated_rounding, None, _PAYOUTS_CITE),
    )
