"""The Rules Submission of a Blackjack (549) or Spanish 21 (551) table, under 521.2.

Fields (docs/rules-submission.md, "Blackjack and Spanish 21"):

- ``settlement_procedure``: 1 or 2, the procedure of 549.4(f) / 551.6(f) the certificate
  holder designates (required: the subsection makes the designation the holder's).
- ``bar_non_wagering_persons``: the option of 549.4(j) / 551.6(l) (default false).
- ``dealer_hits_soft_17``: the dealer's play (not in the seeds; default false, the dealer
  stands on every 17).
- ``seats``: the betting positions, 1 to 7 (default 7).
- ``payout_rounding``: down, nearest or up, how winnings that are not whole cents are paid
  (optional: absent, every rounding is accepted; docs/interpretations.md, "payouts in
  fractions of a cent").
- ``remove_or_alter_wagers``: whether the product has a move by which a player takes down or
  changes a wager (before the first card, allowed; after it, refused: 549.4(h), (i) / 551.6(j),
  (k)). Default true, so a file written before the field keeps its meaning; ``false`` or
  ``not offered``: the product has no such move, and a script asking for one is refused as
  ``not-offered`` (interpretation register, "a product with no way to remove or alter a wager").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from tablecert.oracle.allowed import Rounding, designated_rounding
from tablecert.oracle.game import GameRules
from tablecert.oracle.rules_reader import RulesSubmissionError, read_rules_yaml, true_or_false

__all__ = ["CITES", "NOT_OFFERED", "BlackjackRules", "Spanish21Rules", "parse_blackjack_rules",
           "parse_spanish_21_rules"]

NOT_OFFERED = "not offered"
"""The value of ``remove_or_alter_wagers`` (as ``false``) of a product with no such move."""

CITES: dict[str, dict[str, str]] = {
    "blackjack": {
        "section": "549.4", "procedure": "549.4(f)", "1": "549.4(f)(1)", "2": "549.4(f)(2)",
        "odds": "549.4(g)", "locked": "549.4(h)", "confirmed": "549.4(i)", "bar": "549.4(j)",
        "permit": "549.4(j)(1)", "reshuffle": "549.4(j)(2)", "rules": "521.2",
    },
    "spanish-21": {
        "section": "551.6", "procedure": "551.6(f)", "1": "551.6(f)(1)", "2": "551.6(f)(2)",
        "odds": "551.6(g)", "bonus": "551.6(h)", "fixed": "551.6(i)", "locked": "551.6(j)",
        "confirmed": "551.6(k)", "bar": "551.6(l)", "permit": "551.6(l)(1)",
        "reshuffle": "551.6(l)(2)", "rules": "521.2",
    },
}
"""Each game's subsection for each rule the shared engine applies."""

_FIELDS = {"rules_submission", "certificate_holder", "game", "settlement_procedure",
           "bar_non_wagering_persons", "dealer_hits_soft_17", "seats", "payout_rounding",
           "remove_or_alter_wagers"}


@dataclass(frozen=True)
class BlackjackRules(GameRules):
    """A valid Blackjack Rules Submission."""

    game: ClassVar[str] = "blackjack"
    name: str
    source: str
    text: str
    certificate_holder: str
    settlement_procedure: int
    bar_non_wagering_persons: bool
    dealer_hits_soft_17: bool
    seats: int
    payout_rounding: Rounding | None = None
    remove_or_alter_wagers: bool = True  # False: the product has no such move (not offered)

    def cite(self, rule: str) -> str:
        """This game's subsection for ``rule`` (a key of :data:`CITES`)."""
        return CITES[self.game][rule]


@dataclass(frozen=True)
class Spanish21Rules(BlackjackRules):
    """A valid Spanish 21 Rules Submission."""

    game: ClassVar[str] = "spanish-21"




def _offered_or_not(raw: Any) -> bool:
    """true, false, or ``not offered`` (false)."""
    if isinstance(raw, str) and raw.strip() == NOT_OFFERED:
        return False
    if not isinstance(raw, bool):
        raise ValueError(f"expected true, false or {NOT_OFFERED!r}, got {raw!r}")
    return raw


def _parse(text: str, source: str, kind: type[BlackjackRules]) -> BlackjackRules:
    cites = CITES[kind.game]
    r = read_rules_yaml(text, source)
    r.section("", _FIELDS, "docs/rules-submission.md")
    name = str(r.get("rules_submission") or "")
    if not name:
        r.require("rules_submission", cites["rules"], "its name")
    if r.get("game") != kind.game:
        r.fail("game", f"expected {kind.game!r}, got {r.get('game')!r}", cites["rules"])

    def procedure(raw: Any) -> int:
        if raw not in (1, 2) or isinstance(raw, bool):
            raise ValueError(f"{raw!r} is not a procedure of {cites['procedure']}: write 1 (collect all "
                             "losing wagers, then pay all winning wagers) or 2 (player by player, "
                             "from the dealer's right, counterclockwise)")
        return int(raw)

    r.require("settlement_procedure", cites["procedure"],
              "the settlement procedure it designates, 1 or 2")
    chosen = r.convert("settlement_procedure", procedure, 1, cites["procedure"])
    bar = r.convert("bar_non_wagering_persons", true_or_false, False, cites["bar"])
    soft = r.convert("dealer_hits_soft_17", true_or_false, False, cites["rules"])

    def seats(raw: Any) -> int:
        if isinstance(raw, bool) or not isinstance(raw, int) or not 1 <= raw <= 7:
            raise ValueError(f"expected a whole number of seats from 1 to 7, got {raw!r}")
        return raw

    count = r.convert("seats", seats, 7, "docs/rules-submission.md")
    rounding = r.convert("payout_rounding", designated_rounding, None, cites["odds"])
    handling = r.convert("remove_or_alter_wagers", _offered_or_not, True, cites["locked"])
    if r.violations:
        raise RulesSubmissionError(source, r.violations)
    return kind(name=name, source=source, text=text,
                certificate_holder=str(r.get("certificate_holder") or ""),
                settlement_procedure=chosen, bar_non_wagering_persons=bar,
                dealer_hits_soft_17=soft, seats=count, payout_rounding=rounding,
                remove_or_alter_wagers=handling)


def parse_blackjack_rules(text: str, source: str = "<memory>") -> BlackjackRules:
    """A Blackjack Rules Submission (``game: blackjack``); RulesSubmissionError lists every
    violation with its line and citation."""
    return _parse(text, source, BlackjackRules)


def parse_spanish_21_rules(text: str, source: str = "<memory>") -> BlackjackRules:
    """A Spanish 21 Rules Submission (``game: spanish-21``)."""
    return _parse(text, source, Spanish21Rules)
