"""Three Card Poker and Let It Ride, the two games on the shared round engine
(:mod:`tablecert.oracle.card_round`): their Rules Submission, their paytables together, and the
:class:`Table` that plays their rounds, each round by its game's engine (:data:`ROUNDS`).

This module sits above the two game packages (it imports them; they import only the core and
``card_round``), which is what keeps the round engine, the table and the games out of an
import circle.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import yaml

from tablecert.oracle.card_round.choices import RangeChoices
from tablecert.oracle.card_round.engine import RoundEngine
from tablecert.oracle.card_round.rules import Edition, TableRules, read_table_rules
from tablecert.oracle.card_round.table import CardTable
from tablecert.oracle.games.let_it_ride import paytables as let_it_ride_paytables
from tablecert.oracle.games.let_it_ride.rules import LetItRideRules, read_let_it_ride, render_let_it_ride
from tablecert.oracle.games.let_it_ride.table import LetItRideRound
from tablecert.oracle.games.three_card_poker import paytables as three_card_poker_paytables
from tablecert.oracle.games.three_card_poker.rules import (
    ThreeCardPokerRules,
    read_three_card_poker,
    render_three_card_poker,
)
from tablecert.oracle.games.three_card_poker.table import ThreeCardPokerRound
from tablecert.oracle.money import Cents, format_money
from tablecert.oracle.paytables import Paytable, find_in, of_citation
from tablecert.oracle.round import Observation, RoundScript, WagerPlacement
from tablecert.oracle.rules_reader import RulesSubmissionError, one_of, read_rules_yaml
from tablecert.oracle.wagers import Game, Wager

__all__ = [
    "PAYTABLES",
    "ROUNDS",
    "RulesSubmission",
    "Table",
    "find_paytable",
    "new_round",
    "parse_rules_submission",
    "paytables_for",
    "plan_for",
    "render_rules_submission",
]

ROUNDS: dict[Game, type[RoundEngine]] = {
    Game.THREE_CARD_POKER: ThreeCardPokerRound,
    Game.LET_IT_RIDE: LetItRideRound,
}
"""Each game's round engine: the catalogue entry of a game on the shared round engine."""

PAYTABLES: tuple[Paytable, ...] = let_it_ride_paytables.PAYTABLES + three_card_poker_paytables.PAYTABLES
"""Every paytable of the two games, as the seeds print them: 643a.12, then 649a.12, then 565.12."""


def paytables_for(citation: str) -> list[Paytable]:
    """The lettered tables printed at ``citation``."""
    return of_citation(PAYTABLES, citation)


def find_paytable(citation: str, letter: str, *, per_wager: Cents | None = None) -> Paytable:
    """The table a Rules Submission names; raise KeyError listing what exists."""
    return find_in(PAYTABLES, citation, letter, per_wager=per_wager)


# --------------------------------------------------------------------------- Rules Submission
@dataclass(frozen=True, slots=True)
class RulesSubmission:
    """A certificate holder's choices for one Three Card Poker or Let It Ride table (601a.2)."""

    name: str
    certificate_holder: str
    game: Game
    edition: Edition
    table: TableRules
    three_card_poker: ThreeCardPokerRules | None = None
    let_it_ride: LetItRideRules | None = None
    source: str = field(default="<memory>", compare=False)

    def offered_wagers(self) -> frozenset[Wager]:
        """The placeable wagers this table offers."""
        if self.three_card_poker is not None:
            return self.three_card_poker.offered_wagers()
        assert self.let_it_ride is not None
        return self.let_it_ride.offered_wagers()


_TOP = {"rules_submission", "certificate_holder", "game", "edition", "table",
        "three_card_poker", "let_it_ride"}
_EDITIONS = {
    Game.THREE_CARD_POKER: (Edition.THREE_CARD_POKER, Edition.THREE_CARD_POKER_2010),
    Game.LET_IT_RIDE: (Edition.LET_IT_RIDE,),
}


def parse_rules_submission(text: str, *, source: str = "<memory>") -> RulesSubmission:
    """Parse and validate a Rules Submission; raise RulesSubmissionError listing every
    violation with its field, line and citation.

    A RulesSubmission is frozen, so the same text parses once: the reference system is
    sent the same few Rules Submissions for every table a run opens (about 1 ms of YAML
    each). An invalid one is not remembered and raises every time."""
    return _parse_cached(text, source)


@lru_cache(maxsize=256)
def _parse_cached(text: str, source: str) -> RulesSubmission:
    r = read_rules_yaml(text, source)
    r.section("", _TOP, "docs/rules-submission.md")
    name = str(r.get("rules_submission") or "")
    if not name:
        r.require("rules_submission", "601a.2", "its name")
    holder = str(r.get("certificate_holder") or "")
    game = r.convert("game", one_of(Game), Game.THREE_CARD_POKER, "601a.2")
    r.require("game", "601a.2", "the game")
    default_edition = _EDITIONS[game][0]
    edition = r.convert("edition", one_of(Edition), default_edition, "601a.2")
    if edition not in _EDITIONS[game]:
        r.fail("edition", f"edition {edition.value} is not a chapter of {game.value}",
               "601a.2")
    table = read_table_rules(r, game, edition)
    tcp = read_three_card_poker(r, edition, table) if game is Game.THREE_CARD_POKER else None
    lir = read_let_it_ride(r, table) if game is Game.LET_IT_RIDE else None
    other = "let_it_ride" if game is Game.THREE_CARD_POKER else "three_card_poker"
    if r.get(other) is not None:
        r.fail(other, f"a section for the other game; this Rules Submission is for {game.value}",
               "601a.2")
    if r.violations:
        raise RulesSubmissionError(source, r.violations)
    return RulesSubmission(name, holder, game, edition, table, tcp, lir, source)



def render_rules_submission(rules: RulesSubmission) -> str:
    """The Rules Submission as the YAML text the protocol sends, every field spelt out
    (docs/rules-submission.md), so the vendor never has to know a default. Rendered once
    per Rules Submission (it is frozen; every table a run opens sends it again)."""
    return _render_cached(rules)


@lru_cache(maxsize=256)
def _render_cached(rules: RulesSubmission) -> str:
    t = rules.table
    doc: dict[str, Any] = {
        "rules_submission": rules.name,
        "certificate_holder": rules.certificate_holder,
        "game": rules.game.value,
        "edition": rules.edition.value,
        "table": {
            "seats": t.seats, "adjacent_boxes": t.adjacent_boxes, "dealing": t.dealing.value,
            "shuffler": t.shuffler.value, "decks": t.decks,
            "minimum_wager": format_money(t.minimum_wager),
            "maximum_wager": format_money(t.maximum_wager),
        },
    }
    if rules.three_card_poker is not None:
        doc["three_card_poker"] = render_three_card_poker(rules.three_card_poker)
    if rules.let_it_ride is not None:
        doc["let_it_ride"] = render_let_it_ride(rules.let_it_ride)
    return yaml.safe_dump(doc, sort_keys=False, allow_unicode=True)


# --------------------------------------------------------------------------- the table
class Table(CardTable):
    """A Three Card Poker or Let It Ride table under one Rules Submission."""

    def new_round(self) -> RoundEngine:
        """Start the next round at this table."""
        return new_round(self)

    def play(self, script: RoundScript, choices: RangeChoices | None = None) -> Observation:
        """Run a whole scripted round and return its observation; ``choices`` are the
        system's where the text allows either (:mod:`tablecert.oracle.card_round.choices`)."""
        return self.new_round().run(script, choices)


def new_round(table: CardTable) -> RoundEngine:
    """The next round at ``table``, played by its game's engine."""
    return ROUNDS[table.rules.game](table)


def plan_for(rules: RulesSubmission, wagers: Sequence[WagerPlacement]) -> list[str]:
    """The deal plan a round with these wagers will follow: the betting is played out on a
    scratch table, so only the seats the game deals to (after its refusals) are in it."""
    engine = new_round(Table(rules))
    for p in wagers:
        if not p.after_no_more_bets:
            engine._offer(p)
    engine.no_more_bets()
    return engine.deal_plan()
