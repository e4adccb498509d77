"""The table section of a Three Card Poker or Let It Ride Rules Submission (601a.2): seats,
adjacent boxes (649a.7(f), 565.7(e)), the dealing method (649a.8-649a.10, 643a.8-643a.10),
the shuffler (649a.5), one or two decks (649a.3) and the table limits, with the chapter
(edition) the table is run under. Each game's own section is in its package's ``rules.py``;
the whole submission is :class:`tablecert.oracle.card_games.RulesSubmission`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from tablecert.oracle.money import Cents, format_money
from tablecert.oracle.rules_reader import RulesReader, money_field, one_of, whole_number
from tablecert.oracle.wagers import Game

__all__ = ["DealingMethod", "Edition", "Shuffler", "TableRules", "read_table_rules"]


class Edition(StrEnum):
    """Which chapter the table is run under."""

    THREE_CARD_POKER = "649a"
    THREE_CARD_POKER_2010 = "565"  # the 2010 temporary regulations
    LET_IT_RIDE = "643a"


class DealingMethod(StrEnum):
    MANUAL_SHOE = "manual dealing shoe"  # 649a.8, 643a.8
    HAND = "hand"  # 649a.9, 643a.9
    AUTOMATED_SHOE = "automated dealing shoe"  # 649a.10, 643a.10


class Shuffler(StrEnum):
    MANUAL = "manual"
    AUTOMATED = "automated card shuffling device"
    # 649a.5(b), 649a.8(f): "counts the number of cards in the deck after the completion of
    # each shuffle and indicates whether 52 cards are present"
    COUNTING = "counting automated card shuffling device"


@dataclass(frozen=True, slots=True)
class TableRules:
    seats: int = 7
    adjacent_boxes: int = 1  # 649a.7(f), 565.7(e)
    dealing: DealingMethod = DealingMethod.MANUAL_SHOE
    shuffler: Shuffler = Shuffler.AUTOMATED
    decks: int = 1  # 649a.3(b) allows two with an automated card shuffling device
    minimum_wager: Cents = 500
    maximum_wager: Cents = 50_000



_TABLE = {"seats", "adjacent_boxes", "dealing", "shuffler", "decks", "minimum_wager",
          "maximum_wager"}


def read_table_rules(r: RulesReader, game: Game, edition: Edition) -> TableRules:
    """The ``table:`` section, each field checked against the chapter it is cited from."""
    r.section("table", _TABLE, "docs/rules-submission.md")
    seats_cite = "649a.2(a)" if game is Game.THREE_CARD_POKER else "643a.2 (cited, not in the seeds)"
    seats = r.convert("table.seats", whole_number, 7, seats_cite)
    if not 1 <= seats <= 7:
        r.fail("table.seats", f"{seats} seats: a table has betting positions for no more "
               "than seven players", seats_cite)
    adjacent_cite = "565.7(e)" if edition is Edition.THREE_CARD_POKER_2010 else "649a.7(f)"
    if edition is Edition.THREE_CARD_POKER:
        r.require("table.adjacent_boxes", adjacent_cite,
                  "the number of adjacent boxes on which a player may place a wager")
    adjacent = r.convert("table.adjacent_boxes", whole_number, 1, adjacent_cite)
    limit = 2 if edition is Edition.THREE_CARD_POKER_2010 else seats
    if not 1 <= adjacent <= max(limit, 1):
        r.fail("table.adjacent_boxes", f"{adjacent} adjacent boxes: must be from 1 to {limit}",
               adjacent_cite)
    dealing = r.convert("table.dealing", one_of(DealingMethod), DealingMethod.MANUAL_SHOE,
                        "649a.8-649a.10")
    shuffler = r.convert("table.shuffler", one_of(Shuffler), Shuffler.AUTOMATED, "649a.5(a)")
    decks = r.convert("table.decks", whole_number, 1, "649a.3(a)")
    if decks not in (1, 2):
        r.fail("table.decks", f"{decks} decks: one deck, or two with an automated card "
               "shuffling device", "649a.3(a)")
    if decks == 2 and shuffler is Shuffler.MANUAL:
        r.fail("table.decks", "two decks may be used only with an automated card shuffling "
               "device", "649a.3(b)")
    if dealing is DealingMethod.HAND and shuffler is Shuffler.MANUAL:
        r.fail("table.shuffler", "cards dealt from the hand must be shuffled by an automated "
               "shuffling device", "649a.9(a)(1)" if game is Game.THREE_CARD_POKER else "643a.9(a)(1)")
    minimum = r.convert("table.minimum_wager", money_field, 500, "601a.2")
    maximum = r.convert("table.maximum_wager", money_field, 50_000, "601a.2")
    if minimum <= 0:
        r.fail("table.minimum_wager", "the minimum wager must be more than $0", "601a.2")
    if maximum < minimum:
        r.fail("table.maximum_wager", f"{format_money(maximum)} is below the minimum wager "
               f"{format_money(minimum)}", "601a.2")
    return TableRules(seats, adjacent, dealing, shuffler, decks, minimum, maximum)
