"""One table across rounds: the progressive meter, the stub count schedule, the two decks
of 649a.3(b), devices signed out of order, and the game recall of recent rounds.

:class:`CardTable` is the state; :class:`tablecert.oracle.card_games.Table` adds the rounds
(each game's engine), so this module imports no game."""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from fractions import Fraction
from typing import TYPE_CHECKING

from tablecert.oracle.card_round.rules import Shuffler
from tablecert.oracle.money import Cents
from tablecert.oracle.round import Observation

if TYPE_CHECKING:  # the submission names the two games, whose rounds import this module
    from tablecert.oracle.card_games import RulesSubmission
    from tablecert.oracle.games.three_card_poker.rules import ProgressiveRules

__all__ = ["RECALL_DEPTH", "STUB_COUNT_EVERY", "CardTable", "ProgressiveMeter"]

STUB_COUNT_EVERY = 5
"""649a.8(f), 643a.8(f): "count the stub at least once every 5 rounds of play"; the oracle
counts on every fifth round dealt (docs/interpretations.md)."""

RECALL_DEPTH = 10
"""How many recent rounds the game recall keeps."""


@dataclass
class ProgressiveMeter:
    """The progressive meter (649a.12(e)(3), 565.12(i)), exact to fractions of a cent."""

    rules: ProgressiveRules
    exact: Fraction
    _share: Fraction = field(init=False, repr=False, compare=False)  # of each wager, per cent

    def __post_init__(self) -> None:
        self._share = self.rules.rate_of_progression / 100

    @classmethod
    def start(cls, rules: ProgressiveRules) -> ProgressiveMeter:
        return cls(rules, Fraction(rules.initial_amount))

    @property
    def amount(self) -> Cents:
        """The meter as displayed and paid: rounded down to the cent."""
        return int(self.exact)

    def contribute(self, wager: Cents) -> None:
        self.exact += self._share * wager

    def pay(self, percent: int) -> Cents:
        """Pay ``percent`` of the meter: the whole meter resets it to the reset amount
        (649a.12(e)(3), (4)); a part of it is taken off the meter (docs/interpretations.md)."""
        paid = int(self.exact * percent / 100)
        if percent >= 100:
            self.exact = Fraction(self.rules.reset_amount)
        else:
            self.exact -= paid
        return paid


class CardTable:
    """The state of a Three Card Poker or Let It Ride table under one Rules Submission."""

    def __init__(self, rules: RulesSubmission) -> None:
        self.rules = rules
        self.rounds_started = 0
        self.rounds_dealt = 0
        self.rounds_since_stub_count = 0
        self.deck_in_play = 1
        self.out_of_order: set[str] = set()
        self.deck_removed_count = 0
        self.recall: deque[Observation] = deque(maxlen=RECALL_DEPTH)
        tcp = rules.three_card_poker
        progressive = tcp.progressive if tcp else None
        self.meter = ProgressiveMeter.start(progressive) if progressive else None
        five = tcp.five_card_progressive if tcp else None
        self.five_card_meter = ProgressiveMeter.start(five) if five else None

    @property
    def counting_shuffler(self) -> bool:
        return self.rules.table.shuffler is Shuffler.COUNTING and "shuffler" not in self.out_of_order

    def stub_count_due(self) -> bool:
        """649a.8(f): without a counting shuffler, the stub is counted every fifth round."""
        return not self.counting_shuffler and self.rounds_since_stub_count + 1 >= STUB_COUNT_EVERY
