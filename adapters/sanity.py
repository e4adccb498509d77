"""What no honest table-game system can report, whatever its rules: checks on an
observation that follow from the round script alone.

A schema-valid observation can still be impossible: a card that was not in the deck, a card
dealt twice, chips paid out of nothing. Such an answer is the system failing to report
properly (a broken scenario), never a verdict about the regulation.
"""

from __future__ import annotations

from collections import Counter

from oracle.round import DISCARD, Observation, RoundScript, Source

__all__ = ["impossibilities"]


def impossibilities(obs: Observation, script: RoundScript | None) -> list[str]:
    """Every reason ``obs`` cannot be a true report of a round of ``script``."""
    problems: list[str] = []
    dealt = [d.card for d in obs.dealt]
    twice = [str(c) for c, n in Counter(dealt).items() if n > 1]
    deck_twice = {str(c) for c, n in Counter(script.deck).items() if n > 1} if script else set()
    twice = [c for c in twice if c not in deck_twice]
    if twice:
        problems.append(f"dealt: {', '.join(twice)} dealt twice from one deck")
    if script is not None:
        deck = set(script.deck)
        foreign = [str(c) for c in dealt if c not in deck]
        if foreign:
            problems.append(f"dealt: {', '.join(foreign)} not in the deck the round was given")
        if len(dealt) > len(script.deck):
            problems.append(f"dealt: {len(dealt)} cards from a deck of {len(script.deck)}")
        if dealt and dealt != list(script.deck[:len(dealt)]):
            problems.append("dealt: the cards do not come off the top of the deck in order")
    in_hands = Counter(c for cards in obs.hands.values() for c in cards)
    on_table = Counter(d.card for d in obs.dealt if d.position != DISCARD)
    if in_hands != on_table:
        problems.append("hands: the hands do not hold the cards dealt to them")
    returned = sum(s.returned for s in obs.settlements)
    paid_table = sum(s.paid for s in obs.settlements if s.source is Source.TABLE_INVENTORY)
    paid_progressive = sum(s.paid for s in obs.settlements if s.source is Source.PROGRESSIVE_SYSTEM)
    if obs.wagered != returned + paid_table + obs.table_result:
        problems.append(f"money: wagered {obs.wagered} != returned {returned} + paid from the table "
                        f"inventory {paid_table} + table result {obs.table_result}")
    if obs.progressive_paid != paid_progressive:
        problems.append(f"money: progressive_paid {obs.progressive_paid} != the progressive lines' "
                        f"{paid_progressive}")
    if any(s.paid < 0 or s.returned < 0 or s.amount < 0 for s in obs.settlements):
        problems.append("settlements: a negative amount")
    returned_more = [s for s in obs.settlements if s.returned > s.amount]
    if returned_more:
        s = returned_more[0]
        problems.append(f"settlements: seat {s.seat}'s {s.wager.value} returns {s.returned}, more "
                        f"than its {s.amount}")
    return problems
