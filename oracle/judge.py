"""Judging a system's observation against the oracle's, field by field.

Volatile or free-text fields (an event's wording, a line's note, the odds as printed) are
not compared: two correct systems may word them differently. What is compared is what the
regulation fixes: the cards and their dealing order, every chip movement and its order,
refusals and their reason codes, the events a regulation requires, meters and totals.
Events that a rule allows at more than one moment (the stub count "at least once every 5
rounds") are judged by their own scenarios, not here.
"""

from __future__ import annotations

import dataclasses
from difflib import SequenceMatcher
from enum import Enum
from typing import Any

from msgspec.structs import replace

from tablecert.oracle.cards import Card
from tablecert.oracle.differences import UNJUDGED, Difference, discrepancy_words, field_words, shown
from tablecert.oracle.errors import TablecertError
from tablecert.oracle.money import format_money
from tablecert.oracle.round import EventKind, Observation, Outcome, SettlementLine
from tablecert.oracle.settlement_order import events_in_free_order, in_free_order
from tablecert.oracle.wagers import Wager

__all__ = ["JUDGED_EVENTS", "UNJUDGED", "Difference", "Discrepancy", "compare", "compare_data", "field_words",
           "shown"]

JUDGED_EVENTS = frozenset({
    EventKind.NO_MORE_BETS,
    EventKind.CARD_DISCARDED,
    EventKind.DEALER_QUALIFIES,
    EventKind.DEALER_DOES_NOT_QUALIFY,
    EventKind.COMMUNITY_CARD_REVEALED,
    EventKind.ROUND_VOID,
    EventKind.RESHUFFLE,
    EventKind.DECK_REMOVED,
    EventKind.DEVICE_OUT_OF_ORDER,
    EventKind.JACKPOT,
    EventKind.METER_RESET,
})


class Discrepancy(TablecertError, AssertionError):
    """The system disagreed with the regulation (a *failed* verdict, never a broken one)."""

    def __init__(self, differences: list[Difference], *, context: str = "") -> None:
        self.differences = differences
        self.context = context
        super().__init__(discrepancy_words(differences, context))

    @property
    def citations(self) -> list[str]:
        """Every citation the differing fields name (a field may name several)."""
        return sorted({c.strip() for d in self.differences for c in d.citation.split(",")
                       if c.strip()})

    @property
    def ordered_citations(self) -> list[str]:
        """The citations in the order the differing fields are settled and compared (the
        order of :func:`compare`'s walk, each field's own citations as it names them), each
        once: the first is the subsection of the first difference, a reproducer's title."""
        seen: dict[str, None] = {}
        for d in self.differences:
            for c in d.citation.split(","):
                if c.strip():
                    seen.setdefault(c.strip(), None)
        return list(seen)


def _dealt_key(obs: Observation) -> list[tuple[str, int]]:
    return [(d.position, d.card.index) for d in obs.dealt]


def _hands_key(obs: Observation) -> dict[str, list[int]]:
    return {p: [c.index for c in cs] for p, cs in obs.hands.items()}


def _line_key(line: Any) -> tuple[Any, ...]:
    return (line.seat, line.wager.value, line.outcome.value, line.amount, line.paid,
            line.returned, line.source.value)


def compare(expected: Observation, observed: Observation) -> list[Difference]:
    """Every judged difference between the oracle's ``expected`` and a system's ``observed``."""
    # Equal in every field (Struct equality, in C: each field and each record's every field
    # with ==, the comparison the walk makes of the judged ones, and the same record types)
    # leaves nothing to walk; the common case, as a conforming system agrees in full. Any
    # difference at all, judged or not, goes to the walk, which reports the judged ones.
    if expected == observed:
        return []
    return _walk(expected, _limited_split_as_expected(expected, observed))


_LET_IT_RIDE_POKER_WAGERS = frozenset({Wager.BET_1, Wager.BET_2, Wager.BET_3})
PAYOUT_LIMIT = "643a.12(d)"
"""Where the oracle notes that it limited a hand's payout (its line's ``note`` cites this)."""


def _limited_split_as_expected(expected: Observation, observed: Observation) -> Observation:
    """A range (docs/interpretations.md, "the Let It Ride payout limitation split"): 643a.12(d)
    caps what one hand's Let It Ride Poker Wagers win together and says nothing of how the
    capped sum is shared among them. Where the oracle limited a seat's payout, a system's
    lines for the same bets that pay the same sum, none more than the most the oracle pays
    one of them (the bets are equal, 643a.8(d)(1)), take the oracle's split before they are
    compared; anything else is judged as it is.

    >>> def lines(*paid: int, note: str = "") -> tuple[SettlementLine, ...]:
    ...     return tuple(SettlementLine(5, w, Outcome.WON, 2000, paid=p, returned=2000, note=note)
    ...                  for w, p in zip((Wager.BET_1, Wager.BET_2, Wager.BET_3), paid))
    >>> want = Observation(round_number=1, settlements=lines(2_000_000, 2_000_000, 1_000_000,
    ...                                                     note="limited (643a.12(d))"))
    >>> got = Observation(round_number=1, settlements=lines(1_000_000, 2_000_000, 2_000_000))
    >>> compare(want, got)
    []
    >>> [d.field for d in compare(want, Observation(round_number=1,
    ...                                             settlements=lines(3_000_000, 1_000_000, 1_000_000)))]
    ['settlements[0]', 'settlements[1]']
    """
    want, got = expected.settlements, list(observed.settlements)
    if len(want) != len(got) or not any(PAYOUT_LIMIT in line.note for line in want):
        return observed
    changed = False
    for seat in {line.seat for line in want if PAYOUT_LIMIT in line.note}:
        at = [i for i, line in enumerate(want) if line.seat == seat
              and line.wager in _LET_IT_RIDE_POKER_WAGERS and line.outcome is Outcome.WON]
        most = max(want[i].paid for i in at)
        same = all(_unpaid(got[i]) == _unpaid(want[i]) for i in at)
        if (same and sum(got[i].paid for i in at) == sum(want[i].paid for i in at)
                and all(0 <= got[i].paid <= most for i in at)):
            for i in at:
                changed = changed or got[i].paid != want[i].paid
                got[i] = replace(got[i], paid=want[i].paid)
    return replace(observed, settlements=tuple(got)) if changed else observed


def _unpaid(line: SettlementLine) -> tuple[Any, ...]:
    """A line's judged fields but what it pays."""
    return (line.seat, line.wager, line.outcome, line.amount, line.returned, line.source)


def _walk(expected: Observation, observed: Observation) -> list[Difference]:
    """:func:`compare` field by field: the judged fields, each difference in words."""
    diffs: list[Difference] = []

    def check(field: str, want: Any, got: Any, citation: str = "") -> None:
        if want != got:
            diffs.append(Difference(field, want, got, citation, money=field in _MONEY_FIELDS))

    # Cards are compared by index (one index, one card) and put into words only when they
    # differ: a round deals dozens of cards and most comparisons find nothing.
    if _dealt_key(expected) != _dealt_key(observed):
        check("dealt", [f"{d.position} {d.card}" for d in expected.dealt],
              [f"{d.position} {d.card}" for d in observed.dealt], "dealing procedure")
    if _hands_key(expected) != _hands_key(observed):
        check("hands", {p: [str(c) for c in cs] for p, cs in expected.hands.items()},
              {p: [str(c) for c in cs] for p, cs in observed.hands.items()})
    check("decisions", [_decision_words(d) for d in expected.decisions],
          [_decision_words(d) for d in observed.decisions], _decision_citation(expected))
    check("dealer_qualifies", expected.dealer_qualifies, observed.dealer_qualifies, "649a.11(c)(3)")
    check("void", expected.void, observed.void)
    check("deck", expected.deck, observed.deck, "649a.3(b)(3)")
    diffs += _settlement_differences(expected, observed)
    want_refusals = [(r.seat, r.wager.value, r.amount, r.reason.value) for r in expected.refusals]
    got_refusals = [(r.seat, r.wager.value, r.amount, r.reason.value) for r in observed.refusals]
    if want_refusals != got_refusals:
        check("refusals", [_refusal_words(r) for r in want_refusals],
              [_refusal_words(r) for r in got_refusals],
              _first_differing_first(want_refusals, got_refusals,
                                     [r.citation for r in expected.refusals]))
    # events the text names together without an order, in one order on both sides
    judged = [e for e in expected.events if e.kind in JUDGED_EVENTS]
    want_kinds = events_in_free_order([e.kind for e in judged])
    want_events = [k.value for k in want_kinds]
    got_events = [k.value for k in events_in_free_order([e.kind for e in observed.events
                                                          if e.kind in JUDGED_EVENTS])]
    if want_events != got_events:
        citation = {e.kind: e.citation for e in reversed(judged)}  # each kind's first citation
        check("events", want_events, got_events,
              _first_differing_first(want_events, got_events, [citation[k] for k in want_kinds]))
    check("meter_before", expected.meter_before, observed.meter_before)
    check("meter_after", expected.meter_after, observed.meter_after, "649a.12(e)(3)")
    if observed.five_card_meter_before is not None:  # optional (docs/protocol.md): absent is not shown
        check("five_card_meter_before", expected.five_card_meter_before, observed.five_card_meter_before)
    if observed.five_card_meter_after is not None:
        check("five_card_meter_after", expected.five_card_meter_after, observed.five_card_meter_after,
              "649a.10(c)")
    check("wagered", expected.wagered, observed.wagered)
    check("table_result", expected.table_result, observed.table_result)
    check("progressive_paid", expected.progressive_paid, observed.progressive_paid)
    return diffs


_MONEY_FIELDS = frozenset({"meter_before", "meter_after", "five_card_meter_before", "five_card_meter_after",
                           "wagered", "table_result", "progressive_paid"})


def _decision_words(decision: Any) -> str:
    """``seat 3 play`` or, at Let It Ride, ``seat 3 withdraw Bet Number 1``."""
    on = f" {decision.wager.value if isinstance(decision.wager, Enum) else decision.wager}" \
        if decision.wager is not None else ""
    return f"seat {decision.seat} {decision.choice.value}{on}"


def _refusal_words(key: tuple[Any, ...]) -> str:
    seat, wager, amount, reason = key
    return f"seat {seat} {wager} of {format_money(amount)} refused ({reason})"


def _first_differing_first(want: list[Any], got: list[Any], citations: list[str]) -> str:
    """The citations of the expected records (one per record of ``want``), the record where
    ``got`` first departs from ``want`` first, then the others in sorted order: the set is
    every record's, the order says which record the difference starts at."""
    at = next((i for i, (a, b) in enumerate(zip(want, got, strict=False)) if a != b),
              min(len(want), len(got)))
    first = [citations[at]] if at < len(citations) and citations[at] else []
    rest = sorted({c for c in citations if c} - set(first))
    return ", ".join(first + rest)


def _chapter(expected: Observation) -> str:
    """643a, 565 or 649a: the chapter a card round's lines (or its decisions) belong to."""
    chapters = {line.citation.split(".")[0] for line in expected.settlements if line.citation}
    if "643a" in chapters or any(d.wager is not None for d in expected.decisions):
        return "643a"
    return "565" if "565" in chapters else "649a"


def _decision_citation(expected: Observation) -> str:
    """649a.11(b), 565.11(b) or 643a.11(b), (d): the decisions, asked clockwise from the
    dealer's left."""
    return {"643a": "643a.11(b), 643a.11(d)", "565": "565.11(b)", "649a": "649a.11(b)"}[_chapter(expected)]


def _order_citation(expected: Observation) -> str:
    """649a.11(c), 565.11(d) or 643a.11(f): the counterclockwise settlement of each player."""
    return {"643a": "643a.11(f)", "565": "565.11(d)", "649a": "649a.11(c)"}[_chapter(expected)]


def _settlement_differences(expected: Observation, observed: Observation) -> list[Difference]:
    """Lines missing, extra or changed, each citing its own subsection; lines all present
    but in another order cite the settlement order alone (not every line that moved). Lines
    whose relative order no text fixes may come in any order
    (:data:`tablecert.oracle.settlement_order.FREE_ORDERS`)."""
    # the members stand for their values (one value, one member): no words unless they differ
    if ([(s.seat, s.wager, s.outcome, s.amount, s.paid, s.returned, s.source) for s in expected.settlements]
            == [(s.seat, s.wager, s.outcome, s.amount, s.paid, s.returned, s.source)
                for s in observed.settlements]):
        return []
    # runs the text leaves unordered (oracle/settlement_order.py) in one order on both sides
    want_lines, got_lines = in_free_order(expected.settlements), in_free_order(observed.settlements)
    want = [_line_key(s) for s in want_lines]
    got = [_line_key(s) for s in got_lines]
    if want == got:
        return []
    if sorted(want, key=repr) == sorted(got, key=repr):
        return [Difference("settlements (order)", [_describe(k) for k in want],
                           [_describe(k) for k in got], _order_citation(expected))]
    diffs: list[Difference] = []
    matcher = SequenceMatcher(a=want, b=got, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        for offset in range(max(i2 - i1, j2 - j1)):
            i, j = i1 + offset, j1 + offset
            line = want_lines[i] if i < i2 else got_lines[j]
            citation = line.citation if i < i2 else _observed_citation(expected, line)
            diffs.append(Difference(f"settlements[{i if i < i2 else j}]",
                                    _describe(want[i], got[j] if j < j2 else None) if i < i2 else None,
                                    _describe(got[j], want[i] if i < i2 else None) if j < j2 else None,
                                    citation))
    return diffs


def _observed_citation(expected: Observation, extra: Any) -> str:
    """An extra line the oracle does not pay: cite what the oracle did with that wager."""
    same = [s.citation for s in expected.settlements if s.seat == extra.seat and s.wager is extra.wager]
    if same:
        return same[0]
    refused = [r.citation for r in expected.refusals if r.seat == extra.seat and r.wager is extra.wager]
    return refused[0] if refused else extra.citation


def _describe(key: tuple[Any, ...] | None, other: tuple[Any, ...] | None = None) -> str | None:
    """A settlement line in words; beside ``other`` (the line on the other side), only the
    sums and the source that differ from it, or are not nothing.

    >>> want = (5, "Ante Wager", "returned", 1000, 0, 1000, "table inventory")
    >>> got = (5, "Ante Wager", "lost", 1000, 0, 0, "table inventory")
    >>> _describe(got, want), _describe(want, got)
    ('seat 5 Ante Wager of $10 lost, $0 back', 'seat 5 Ante Wager of $10 returned, $10 back')
    """
    if key is None:
        return None
    seat, wager, outcome, amount, paid, returned, source = key
    words = f"seat {seat} {wager} of {format_money(amount)} {outcome}"
    if other is None or paid != other[4] or paid:
        words += f", paid {format_money(paid)}"
    if other is None or returned != other[5] or returned:
        words += f", {format_money(returned)} back"
    if other is None or source != other[6]:
        words += f", from the {source}"
    return words


def compare_data(expected: Any, observed: Any, *, path: str = "", citation: str = "") -> list[Difference]:
    """Every difference between two observations of a game of :data:`tablecert.oracle.catalogue.GAMES`,
    field by field, each citing the nearest ``citation`` field of the expected record
    that holds it (a settlement line cites its own subsection).

    Sequences are compared element by element; a sequence of a different length is one
    difference (the whole sequence), since its order is what a rule fixes (settlement
    order, dealing order) and element-wise blame would only mislead. Where the text leaves
    part of an order open, the observation's class says so: its static ``judged_order``
    puts both observations in one order there first (Blackjack's 549.4(f)).
    """
    judged_order = getattr(type(expected), "judged_order", None)
    if not path and judged_order is not None and type(observed) is type(expected):
        expected, observed = judged_order(expected, observed)
    if isinstance(expected, Card):  # a card is one value ("3c" vs "Td"), not its rank, suit and index
        return [] if expected == observed else [Difference(path, expected, observed, citation)]
    if dataclasses.is_dataclass(expected) and not isinstance(expected, type):
        if type(observed) is not type(expected):
            return [Difference(path or "(observation)", expected, observed, citation)]
        own = getattr(expected, "citation", None)
        cite = own if isinstance(own, str) and own else citation
        diffs: list[Difference] = []
        for f in dataclasses.fields(expected):
            if f.metadata.get(UNJUDGED) or f.name == "citation":
                continue
            sub = f"{path}.{f.name}" if path else f.name
            found = compare_data(getattr(expected, f.name), getattr(observed, f.name), path=sub,
                                 citation=cite)
            # a field declared in cents is money: its difference shows dollars
            diffs += [dataclasses.replace(d, money=True) for d in found] if "Cents" in str(f.type) else found
        return diffs
    if isinstance(expected, tuple | list) and isinstance(observed, tuple | list):
        if len(expected) != len(observed):
            return [Difference(path, expected, observed, citation)]
        diffs = []
        for i, (want, got) in enumerate(zip(expected, observed, strict=True)):
            diffs += compare_data(want, got, path=f"{path}[{i}]", citation=citation)
        return diffs
    return [] if expected == observed else [Difference(path, expected, observed, citation)]
