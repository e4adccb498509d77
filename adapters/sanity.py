"""What no honest table-game system can report, whatever its rules: checks on an
observation that follow from the round script alone.

A schema-valid observation can still be impossible: a card that was not in the deck, a card
dealt twice, chips paid out of nothing. Such an answer is the system failing to report
properly (a broken scenario), never a verdict about the regulation.
"""

from __future__ import annotations

from collections import Counter

from tablecert.oracle.cards import FULL_DECK
from tablecert.oracle.round import DISCARD, Observation, RoundScript, settlement_totals

__all__ = ["impossibilities"]

_TEXT = [str(c) for c in FULL_DECK]  # by Card.index


MAX_NUMBER = 10**15
"""No number of an observation is this large: a trillion dollars in cents, a round number
or seat far beyond any table's (JSON readers lose precision past 2**53, about 9 * 10**15)."""


def impossibilities(obs: Observation, script: RoundScript | None) -> list[str]:
    """Every reason ``obs`` cannot be a true report of a round of ``script``."""
    problems: list[str] = []
    numbers = [obs.round_number, obs.wagered, obs.table_result, obs.progressive_paid,
               *(n for n in (obs.meter_before, obs.meter_after, obs.deck, obs.five_card_meter_before,
                             obs.five_card_meter_after) if n is not None),
               *(n for s in obs.settlements for n in (s.seat, s.amount, s.paid, s.returned)),
               *(n for r in obs.refusals for n in (r.seat, r.amount)),
               *(d.seat for d in obs.decisions)]
    largest = max(numbers, key=abs)
    if abs(largest) >= MAX_NUMBER:
        problems.append(f"a number out of range: {str(largest)[:30]} (below {MAX_NUMBER:,} in "
                        "magnitude)")
        return problems  # the sums below would only repeat it
    # cards are compared by index: one card, one index (Card.index), and an int hashes and
    # compares in C where a Card's dataclass __eq__ runs in Python
    dealt = [d.card.index for d in obs.dealt]
    deck = [c.index for c in script.deck] if script is not None else []
    if len(set(dealt)) != len(dealt):
        deck_twice = {i for i, n in Counter(deck).items() if n > 1}
        twice = [_TEXT[i] for i, n in Counter(dealt).items() if n > 1 and i not in deck_twice]
        if twice:
            problems.append(f"dealt: {', '.join(twice)} dealt twice from one deck")
    if script is not None:
        in_deck = set(deck)
        foreign = [_TEXT[i] for i in dealt if i not in in_deck]
        if foreign:
            problems.append(f"dealt: {', '.join(foreign)} not in the deck the round was given")
        if len(dealt) > len(deck):
            problems.append(f"dealt: {len(dealt)} cards from a deck of {len(deck)}")
        if dealt and dealt != deck[:len(dealt)]:
            problems.append("dealt: the cards do not come off the top of the deck in order")
    in_hands = sorted([c.index for cards in obs.hands.values() for c in cards])
    on_table = sorted([d.card.index for d in obs.dealt if d.position != DISCARD])
    if in_hands != on_table:
        problems.append("hands: the hands do not hold the cards dealt to them")
    returned, paid_table, paid_progressive = settlement_totals(obs.settlements)
    negative = any(s.paid < 0 or s.returned < 0 or s.amount < 0 for s in obs.settlements)
    returned_more = next((s for s in obs.settlements if s.returned > s.amount), None)
    if obs.wagered != returned + paid_table + obs.table_result:
        problems.append(f"money: wagered {obs.wagered} != returned {returned} + paid from the table "
                        f"inventory {paid_table} + table result {obs.table_result}")
    if obs.progressive_paid != paid_progressive:
        problems.append(f"money: progressive_paid {obs.progressive_paid} != the progressive lines' "
                        f"{paid_progressive}")
    if negative:
        problems.append("settlements: a negative amount")
    if returned_more is not None:
        s = returned_more
        problems.append(f"settlements: seat {s.seat}'s {s.wager.value} returns {s.returned}, more "
                        f"than its {s.amount}")
    return problems
