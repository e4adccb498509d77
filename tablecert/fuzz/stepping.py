"""How a fuzz case reaches the system: through the capabilities its table declared.

A table declaring ``scripted-round`` plays the case through ``scripted-rounds``; one declaring
only ``step-by-step`` plays it step by step. Where a table declares both, one case in four is
also played step by step at a twin table (the same rounds, judged against the same oracle
rounds), and such a stepped case now and then tries a move the round forbids at that point
(:class:`tablecert.adapters.stepped.Probe`, each move of the catalogue
adapters/forbidden_moves.py: dealing before "no more bets", a decision out of turn, by a
later or an earlier seat, a second decision, a wager after the deal, a decision on Bet Number
3, settling with a decision due, a decision after settlement) and judges the refusal: a
system accepting it, or refusing with another reason than the documented one, is a
discrepancy citing the game's 11 or 11(b). Where the table declares ``meters``, ``GET
.../meters`` is judged to the cent after every round (the progressive meter with its
fractions of a cent carried, the rounds settled, the table inventory's result).

Which case is stepped and which probe it tries is read from the case's own bytes, so the same
seed plays the same cases the same way.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tablecert.adapters.contract import Capability, CapabilityRefused, SystemUnderTest, TableSession
from tablecert.adapters.in_process import oracle_preview, oracle_round
from tablecert.adapters.stepped import (
    Probe,
    RoundMode,
    Way,
    meter_differences,
    play_round,
    probe_differences,
    refused_round,
    round_ways,
    table_capabilities,
    with_probe_refusal,
)
from tablecert.oracle.card_games import RulesSubmission
from tablecert.oracle.judge import Difference, Discrepancy, compare
from tablecert.oracle.round import IllegalAction, Observation, RoundScript

__all__ = ["SCRIPTED", "CasePlan", "ProtocolTally", "case_plan", "open_case_tables", "play_judged"]

STEP_TWIN_ONE_IN = 4
"""Where a table declares both ways, one case in this many is also played step by step."""
_PROBES = tuple(Probe)


@dataclass
class ProtocolTally:
    """What the fuzz sent beside scripted rounds: for the report of a run."""

    stepped_rounds: int = 0
    probes_tried: int = 0
    meters_judged: int = 0
    reveals_judged: int = 0  # stepped rounds whose steps' reveals were judged (step-events)
    by_probe: dict[str, int] = field(default_factory=dict)

    def add(self, other: ProtocolTally) -> None:
        """Another share's counts (a table's thread, a worker, a shard) added to these."""
        self.stepped_rounds += other.stepped_rounds
        self.probes_tried += other.probes_tried
        self.meters_judged += other.meters_judged
        self.reveals_judged += other.reveals_judged
        for move, n in other.by_probe.items():
            self.by_probe[move] = self.by_probe.get(move, 0) + n


@dataclass(frozen=True)
class CasePlan:
    ways: tuple[Way, ...]
    probe: Probe | None


SCRIPTED = CasePlan((Way.SCRIPTED,), None)
"""Every round through ``scripted-rounds``, no probe (a table declaring ``scripted-round``)."""


def case_plan(capabilities: frozenset[Capability], case: bytes) -> CasePlan:
    """The ways a case is played and the probe it tries, from the table's capabilities and two
    of the case's bytes (the last ones, which a round's expansion seldom reaches)."""
    offered, _ = round_ways(RoundMode.BOTH, capabilities)
    if not offered:
        raise ValueError("the system declares neither 'scripted-round' nor 'step-by-step': no round "
                         "can be asked of it (docs/protocol.md, Capabilities)")
    pick = case[-1] if case else 0
    probe_pick = case[-2] if len(case) > 1 else 0
    if len(offered) > 1 and pick % STEP_TWIN_ONE_IN != 0:
        offered = offered[:1]
    probe = (_PROBES[probe_pick % (len(_PROBES) + 2)] if Way.STEP in offered
             and probe_pick % (len(_PROBES) + 2) < len(_PROBES) else None)
    return CasePlan(tuple(offered), probe)


def open_case_tables(system: SystemUnderTest, rules: RulesSubmission, plan: CasePlan) -> list[TableSession]:
    """A table of the system for each way of the plan."""
    return [system.open_table(rules) for _ in plan.ways]


def play_judged(tables: list[TableSession], plan: CasePlan, capabilities: frozenset[Capability],
                oracle: TableSession, script: RoundScript, history: list[Observation],
                tally: ProtocolTally, *,
                probe: bool = True) -> tuple[list[Difference], Observation | None, Way | None]:
    """One round on the oracle and at each table the way the plan says, judged in full; the
    probe (with ``probe``) in the stepped play; the meters after it where declared. The
    oracle's round is appended to ``history`` (every round at these tables, in order). The
    differences, what the first table reported, and the way of the round that showed the
    differences (a reproducer plays the round that way)."""
    # the oracle plays after the first table, following its choices where the text allows
    # either (oracle_round); a stepped round's decision order comes from a preview
    preview = oracle_preview(oracle, script) if Way.STEP in plan.ways else None
    expected: Observation | None = None
    first: Observation | None = None
    for table, way in zip(tables, plan.ways, strict=True):
        tried = plan.probe if probe and way is Way.STEP else None
        try:
            observed, outcome = play_round(table, way, script, expected or preview, tried)
        except Discrepancy as exc:  # a step refused, or a forbidden move accepted
            return exc.differences, first, way
        except IllegalAction as exc:  # refused whole: failed where the oracle plays the round
            judged = refused_round(table, oracle if expected is None else None, script, exc)
            if judged is None:
                raise
            return judged.differences, first, way
        except CapabilityRefused as exc:  # declared, then refused: a failure of the system
            return [Difference(exc.endpoint, f"served (the table declares {exc.capability.value!r})",
                               f"HTTP {exc.status}", "docs/protocol.md")], first, way
        if expected is None:
            first = observed
            expected = oracle_round(oracle, script, observed)
            history.append(with_probe_refusal(expected, outcome))
        if way is Way.STEP:
            tally.stepped_rounds += 1
            tally.reveals_judged += Capability.STEP_EVENTS in table_capabilities(table, capabilities)
        if outcome is not None and outcome.tried:
            tally.probes_tried += 1
            tally.by_probe[outcome.probe.value] = tally.by_probe.get(outcome.probe.value, 0) + 1
        differences = (compare(with_probe_refusal(expected, outcome), observed)
                       + probe_differences(table, outcome))
        if differences:
            return differences, first, way
        if Capability.METERS in table_capabilities(table, capabilities):
            tally.meters_judged += 1
            differences = meter_differences(table.meters(), history, table.rules.edition)
            if differences:
                return differences, first, way
    return [], first, None
