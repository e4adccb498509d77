"""What a scenario's steps build up: the table, the round script in the making, and the
two observations (the system's and the oracle's) once the round is settled.

Glue only: the deck is stacked by :func:`tablecert.oracle.card_round.dealing.stack_deck`, the round is
played by the adapter and by the oracle, and the two are judged by :func:`tablecert.oracle.judge.compare`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest
from msgspec.structs import replace

from tablecert.adapters.contract import Capability, SystemUnderTest, TableSession
from tablecert.adapters.in_process import InProcessSystem, oracle_preview, oracle_round
from tablecert.adapters.stepped import (
    ProbeOutcome,
    RoundMode,
    Way,
    meter_differences,
    play_round,
    refused_round,
    round_ways,
    table_capabilities,
)
from tablecert.oracle.card_games import RulesSubmission, plan_for
from tablecert.oracle.card_round.dealing import stack_deck
from tablecert.oracle.cards import Card
from tablecert.oracle.judge import Discrepancy, compare
from tablecert.oracle.round import (
    Decision,
    Fault,
    FaultKind,
    IllegalAction,
    Observation,
    RoundScript,
    WagerPlacement,
)
from tablecert.oracle.wagers import Wager

__all__ = ["ScenarioContext"]


@dataclass
class ScenarioContext:
    system: SystemUnderTest
    rules: RulesSubmission | None = None
    table: TableSession | None = None
    oracle_table: TableSession | None = None
    wagers: list[WagerPlacement] = field(default_factory=list)
    hands: dict[str, tuple[Card, ...]] = field(default_factory=dict)
    deck_prefix: tuple[Card, ...] = ()
    decisions: list[Decision] = field(default_factory=list)
    faults: list[Fault] = field(default_factory=list)
    observed: Observation | None = None
    expected: Observation | None = None
    history: list[tuple[Observation, Observation]] = field(default_factory=list)
    fuzz: Any = None  # the result of random rounds (tablecert.fuzz.FuzzResult)
    session_discrepancy: Any = None  # the first discrepancy of random sessions, if any
    sessions_played: bool = False
    round_mode: RoundMode = RoundMode.AUTO
    ways: list[Way] = field(default_factory=list)
    twin: TableSession | None = None  # --round-mode both: the same rounds step by step
    expected_rounds: list[Observation] = field(default_factory=list)  # the oracle's, at this table
    meters_read: int = 0  # GET .../meters answers judged
    # what the twin table's rounds and the meters showed wrong: judged after the scenario's own
    # Then steps, with the end-of-round comparison (steps/plugin.py), not in place of them
    deferred: list[Discrepancy] = field(default_factory=list)
    probe: ProbeOutcome | None = None  # a forbidden move tried in a stepped round, and the answer
    refusal: IllegalAction | None = None  # a round the system refused (409)
    oracle_refusal: IllegalAction | None = None  # and whether the oracle refuses it too
    malformed_answer: dict[str, Any] = field(default_factory=dict)  # a 400's error object
    shuffled_decks: list[tuple[Card, ...]] = field(default_factory=list)  # system-shuffled rounds, in order
    recall: Any = None  # (the oracle's record of every round, the system's recall, the rounds asked for)

    def open(self, rules: RulesSubmission) -> None:
        """Open the table on both sides and decide, from what the table declared, how its
        rounds reach the system (docs/protocol.md, Capabilities): a table through which no
        round can be asked makes the scenario not applicable, with the reason."""
        self.rules = rules
        self.table = self.system.open_table(rules)
        self.oracle_table = InProcessSystem().open_table(rules)
        self.ways, reason = round_ways(self.round_mode, self.declared())
        if not self.ways:
            pytest.skip(f"not applicable: {reason}")
        if len(self.ways) > 1:
            self.twin = self.system.open_table(rules)

    def declared(self) -> frozenset[Capability]:
        assert self.table is not None
        return table_capabilities(self.table, self.system.capabilities)

    last_script: RoundScript | None = None

    def script(self) -> RoundScript:
        """The round as data: the deck is stacked so each named position gets its hand, or
        laid out top card first when the scenario gives the order itself."""
        assert self.rules is not None, "no table: start with 'a ... table under Rules Submission'"
        if self.deck_prefix:
            deck = stack_deck([], {}, rest=self.deck_prefix)
        else:
            deck = stack_deck(plan_for(self.rules, self.wagers), self.hands)
        size = next((f.count for f in self.faults
                     if f.kind is FaultKind.WRONG_DECK_SIZE and f.count is not None), None)
        if size is not None and size < 52:
            deck = deck[:size]  # the missing cards are the bottom ones
        elif size is not None and size > 52:
            deck = deck + deck[: size - 52]  # an extra copy of the top cards
        return RoundScript(tuple(self.wagers), deck, tuple(self.decisions), tuple(self.faults))

    def play(self) -> Observation:
        """Play the round on the system under test and on the oracle; keep both."""
        assert self.table is not None and self.oracle_table is not None
        script = self.script()
        self.last_script = script
        # the oracle follows the system's choice where the text allows either (oracle_round),
        # so it plays after the system; a stepped round's decision order comes from a preview
        preview = oracle_preview(self.oracle_table, script) if Way.STEP in self.ways else None
        try:
            self.observed, _ = play_round(self.table, self.ways[0], script, preview)
        except IllegalAction as exc:  # refused whole: failed where the oracle plays the round
            raise refused_round(self.table, self.oracle_table, script, exc) or exc from None
        self.expected = oracle_round(self.oracle_table, script, self.observed)
        self.expected_rounds.append(self.expected)
        self.history.append((self.expected, self.observed))
        if self.twin is not None:  # the same round the other way at a twin table, judged the same
            differences = compare(self.expected, play_round(self.twin, self.ways[1], script,
                                                            self.expected)[0])
            if differences:
                where = (f"round {len(self.expected_rounds)} played {self.ways[1].value} at a twin "
                         "table (--round-mode both)")
                self.deferred.append(Discrepancy(differences, context=where))
        self.judge_meters()
        self.next_round()
        return self.observed

    def next_round(self) -> None:
        """The round is played: the next one starts from no wagers, hands, decisions or faults."""
        self.wagers, self.hands, self.decisions, self.faults = [], {}, [], []
        self.deck_prefix = ()

    def judge_meters(self) -> None:
        """Where the table declares ``meters``: ``GET .../meters`` after every round, the
        progressive meter and the table inventory judged to the cent against the oracle's
        rounds (:func:`tablecert.adapters.stepped.meter_differences`); a difference is kept in
        ``deferred`` and fails the scenario after its Then steps."""
        if Capability.METERS not in self.declared():
            return
        for table in (self.table, self.twin):
            if table is None:
                continue
            differences = meter_differences(table.meters(), self.expected_rounds, table.rules.edition)
            self.meters_read += 1
            if differences:
                self.deferred.append(Discrepancy(differences, context=f"GET .../meters after round "
                                                 f"{len(self.expected_rounds)} at the table"))

    def play_shuffled(self, rounds: int, seed: int) -> None:
        """Play the wagers placed so far ``rounds`` times at a table of the system opened with
        ``seed`` for its own shuffler (Capability.SELF_SHUFFLE); the oracle plays each round
        from the deck the system reports it shuffled, at a table of its own."""
        assert self.rules is not None, "no table: start with 'a ... table under Rules Submission'"
        script = RoundScript(tuple(self.wagers), (), tuple(self.decisions), ())
        table = self.system.open_table(self.rules, shuffle_seed=seed)
        oracle_table = InProcessSystem().open_table(self.rules)
        try:
            for _ in range(rounds):
                deck, observed = table.shuffled_round(script)
                self.shuffled_decks.append(deck)
                self.last_script = replace(script, deck=deck)
                self.observed = observed
                self.expected = oracle_round(oracle_table, self.last_script, observed)
                self.history.append((self.expected, self.observed))
        finally:
            table.close()
        self.wagers, self.hands, self.decisions, self.faults = [], {}, [], []

    def amount_of(self, seat: int, wager: Wager) -> int:
        """The amount ``seat`` placed on ``wager`` in the round just played."""
        assert self.last_script is not None, "no round has been settled yet"
        if wager is Wager.PLAY:
            wager = Wager.ANTE
        for w in self.last_script.wagers:
            if w.seat == seat and w.wager is wager:
                return w.amount
        raise AssertionError(f"seat {seat} placed no {wager.value} in this scenario")
