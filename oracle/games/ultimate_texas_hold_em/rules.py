"""The Ultimate Texas Hold 'Em Rules Submission (``game: ultimate-texas-hold-em``): the number
of seats (653a.2 is not in the seeds, so at most six, a reading) and whether the table offers
the Progressive Payout Wager and so the Envy Bonus (653a.1).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tablecert.oracle.game import GameRules
from tablecert.oracle.rules_reader import RulesSubmissionError, read_rules_yaml, true_or_false, whole_number

__all__ = ["MAX_SEATS", "UthRules", "parse_uth_rules"]

MAX_SEATS = 6  # 653a.2 is not in the seeds: a reading (interpretation register)


@dataclass(frozen=True)
class UthRules(GameRules):
    name: str
    source: str
    text: str
    certificate_holder: str
    seats: int
    progressive: bool  # offers the Progressive Payout Wager (and so the Envy Bonus)
    game: ClassVar[str] = "ultimate-texas-hold-em"


def parse_uth_rules(text: str, source: str = "<memory>") -> UthRules:
    """A Rules Submission of Ultimate Texas Hold 'Em (``game: ultimate-texas-hold-em``).

    >>> parse_uth_rules("rules_submission: u\\ngame: ultimate-texas-hold-em\\n").seats
    6
    """
    r = read_rules_yaml(text, source)
    r.section("", {"rules_submission", "certificate_holder", "game", "table", "progressive"},
              "docs/rules-submission.md")
    r.require("rules_submission", "521.2", "its name")
    r.section("table", {"seats"}, "docs/rules-submission.md")
    cite = "653a.2 (not in the seeds)"
    seats = r.convert("table.seats", whole_number, MAX_SEATS, cite)
    if not 1 <= seats <= MAX_SEATS:
        r.fail("table.seats", f"{seats} seats: from 1 to {MAX_SEATS}", cite)
    progressive = r.convert("progressive", true_or_false, False, "653a.1 Envy Bonus")
    if r.violations:
        raise RulesSubmissionError(source, r.violations)
    return UthRules(str(r.get("rules_submission") or ""), source, text,
                    str(r.get("certificate_holder") or ""), seats, progressive)
