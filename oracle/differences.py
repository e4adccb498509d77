"""A difference between a system's observation and the oracle's, in words.

How a failure reads wherever it lands (the console, JUnit's message, matrix.html, Allure):
the field as a reader names it ("settlement line 3", "the progressive meter after the
round", "dealer card 2"), what the system shows, what the regulation expects and the
subsection; cards in the harness's notation, money in dollars, nothing for a missing value,
yes or no; never a Python repr. The comparison itself is :mod:`tablecert.oracle.judge`.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from enum import Enum
from typing import Any

from tablecert.oracle.cards import Card
from tablecert.oracle.money import format_money

__all__ = ["UNJUDGED", "Difference", "discrepancy_words", "field_words", "shown"]

UNJUDGED = "unjudged"
"""The ``dataclasses.field(metadata={UNJUDGED: True})`` mark of a free-text field (a note,
odds as printed) that :func:`compare_data` leaves alone."""


@dataclass(frozen=True, slots=True)
class Difference:
    """One judged field on which a system's observation departs from the oracle's: the
    field (a path, ``settlements[2]``), both values, the subsection, and whether the
    values are money (integer cents, shown as dollars)."""

    field: str
    expected: Any
    observed: Any
    citation: str = ""
    money: bool = False

    def __str__(self) -> str:
        """The difference in words, what the system shows first, as a step's own message
        reads ("seat 1's Ante Wager lost, expected it returned"):

        >>> print(Difference("meter_after", 101_000, 100_000, "649a.12(e)(3)", money=True))
        the progressive meter after the round: $1,000, expected $1,010 [649a.12(e)(3)]
        >>> print(Difference("settlements[7]", "seat 1 Pair Plus Wager of $5 won", None))
        settlement line 8: not shown, expected seat 1 Pair Plus Wager of $5 won
        """
        cite = f" [{self.citation}]" if self.citation else ""
        got = "not shown" if self.observed is None else shown(self.observed, money=self.money)
        want = shown(self.expected, money=self.money)
        same, expected, observed = _after_common_start(self.expected, self.observed)
        if len(got) + len(want) > 160 and same:  # a long sequence: from where the two part
            got = shown(observed, money=self.money) if observed else "nothing more"
            want = shown(expected, money=self.money) if expected else "nothing more"
            return f"{self.words}, after the first {same} as expected: {got}, expected {want}{cite}"
        return f"{self.words}: {got}, expected {want}{cite}"

    @property
    def words(self) -> str:
        """The field as a reader names it (:func:`field_words`)."""
        card = isinstance(self.expected, Card) or isinstance(self.observed, Card)
        return field_words(self.field, card=card)


_CARD_NAME = re.compile(r"[2-9TJQKA][cdhs]")
_FIELD_WORDS = {
    "dealt": "the cards dealt, in order", "hands": "the hands", "decisions": "the decisions",
    "dealer_qualifies": "the dealer qualifies", "void": "the round is void", "deck": "the deck",
    "refusals": "the wagers refused", "events": "the events",
    "meter_before": "the progressive meter before the round",
    "meter_after": "the progressive meter after the round",
    "five_card_meter_before": "the Five Card Bonus meter before the round",
    "five_card_meter_after": "the Five Card Bonus meter after the round", "wagered": "the total wagered",
    "table_result": "the table inventory's result", "progressive_paid": "the progressive payout",
    "settlements (order)": "the order of settlement", "(observation)": "the observation",
}


def field_words(path: str, *, card: bool = False) -> str:
    """A field's path as a reader names it: ``settlements[2]`` is settlement line 3,
    ``hands[1].cards[1]`` hand 2, card 2; ``dealer[1]``, a card, dealer card 2.

    >>> field_words("settlements[2]"), field_words("hands[1].cards[1]"), field_words("dealer[1]", card=True)
    ('settlement line 3', 'hand 2, card 2', 'dealer card 2')
    >>> field_words("table_result"), field_words("banker_total")
    ("the table inventory's result", 'banker total')
    """
    if path in _FIELD_WORDS:
        return _FIELD_WORDS[path]
    parts = []
    for part in path.split("."):
        name, _, index = part.partition("[")
        words = name.replace("_", " ")
        while index:
            number, _, index = index.partition("]")
            index = index.removeprefix("[")
            if words == "settlements":
                words = f"settlement line {int(number) + 1}"
            elif words.endswith("s") and not words.endswith("ss"):
                words = f"{words[:-1]} {int(number) + 1}"
            else:
                words = f"{words} {'card' if card else 'entry'} {int(number) + 1}"
        parts.append(words)
    return ", ".join(parts)


def shown(value: Any, *, money: bool = False) -> str:
    """A value of a difference in words: a card in the harness's notation, a sequence of
    cards as the cards in order (what a scenario's "stacked in the order" reads), money
    as dollars, nothing as "nothing", yes or no, text as it is, a record as its fields.

    >>> from tablecert.oracle.cards import parse_cards
    >>> shown(parse_cards("3c")[0]), shown(parse_cards("9c 9h Jc")), shown(7), shown(788, money=True)
    ('3c', '[9c 9h Jc]', '7', '$7.88')
    >>> shown(None), shown(True), shown("seat 1"), shown(["play", "fold"]), shown({"dealer": ["As", "Kd"]})
    ('nothing', 'yes', 'seat 1', 'play, fold', 'dealer: [As Kd]')
    """
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, int) and money:
        return format_money(value)
    if isinstance(value, str):
        return value
    if isinstance(value, Enum):
        return shown(value.value, money=money)
    if isinstance(value, tuple | list):
        if value and all(isinstance(v, Card) or (isinstance(v, str) and _CARD_NAME.fullmatch(v))
                         for v in value):
            return "[" + " ".join(str(v) for v in value) + "]"  # cards, or cards by name (JSON)
        return ", ".join(shown(v, money=money) for v in value) if value else "none"
    if isinstance(value, dict):
        return "; ".join(f"{shown(k)}: {shown(v, money=money)}" for k, v in value.items()) or "none"
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return _record_words(value)
    return str(value)


def _record_words(record: Any) -> str:
    """A record (a card dealt, a settlement) as its judged fields, money as dollars:
    ``to dealer, card Jc, face up yes``."""
    fields = [(f.name, getattr(record, f.name), "Cents" in str(f.type)) for f in dataclasses.fields(record)
              if not f.metadata.get(UNJUDGED) and f.name != "citation"]
    return ", ".join(f"{name.replace('_', ' ')} {shown(v, money=m)}" for name, v, m in fields)


def _after_common_start(expected: Any, observed: Any) -> tuple[int, Any, Any]:
    """Two sequences that begin alike: how many entries agree, and what follows on each side
    (for a long sequence, the difference without the entries both sides share)."""
    if not (isinstance(expected, tuple | list) and isinstance(observed, tuple | list)):
        return 0, expected, observed
    same = next((i for i, (a, b) in enumerate(zip(expected, observed, strict=False)) if a != b),
                min(len(expected), len(observed)))
    return same, list(expected[same:]), list(observed[same:])


def discrepancy_words(differences: list[Difference], context: str = "") -> str:
    """A discrepancy's message: the first differing field in words on the first line (what
    a CI page shows of a failure), the other fields one to a line, then where it was found.

    >>> print(discrepancy_words([Difference("void", True, False, "649a.13(c)"),
    ...                          Difference("table_result", 0, 2000, money=True)], "round 1"))
    the round is void: no, expected yes [649a.13(c)]
    and 1 more field:
      - the table inventory's result: $20, expected $0
    round 1
    """
    lines = [str(differences[0]) if differences else "the observation differs from the oracle's"]
    if len(differences) > 1:
        lines.append(f"and {len(differences) - 1} more field{'s' if len(differences) > 2 else ''}:")
        lines += [f"  - {d}" for d in differences[1:]]
    if context:
        lines.append(context)
    return "\n".join(lines)
