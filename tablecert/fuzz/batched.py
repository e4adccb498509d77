"""Random rounds in batches (``tablecert fuzz --batch K``, protocol 1.2): a case's random
script played as K system-shuffled rounds in one request (Capability ``batched-rounds``),
each round judged by the oracle playing the same script from the deck the system reports.

A forced-deck case plays one round a request; a batched case asks the system to shuffle
with its own shuffler K times and play the script from each deck, so the rounds cost a
fraction of a request each, and every one is still judged in full: the adapter checks the
deck and the observation (sanity), and the oracle, at a table of its own that has played
the same rounds before, plays the script from that deck and is compared field by field.
The table is opened with a ``shuffle_seed`` taken from the case's bytes, so the same bytes
give the same decks and hypothesis can replay and shrink a failing case.

A planted hand of the case's script is lost (the system shuffles), and so is a fault of a
deck that does not hold 52 cards (a shuffled deck does); wagers, decisions and the other
faults are kept. A discrepancy in round j is judged again alone, the script with round j's
deck at fresh tables on both sides: what shows there is the result (a round the suite can
replay as a scenario). What shows only after the batch's earlier rounds at one table is
reported with the round alone too, and its scenario may then pass: the run still fails.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from typing import Protocol

from msgspec.structs import replace

from tablecert.adapters.contract import Capability, SystemUnderTest
from tablecert.adapters.in_process import oracle_round
from tablecert.oracle.card_games import RulesSubmission
from tablecert.oracle.judge import Difference, compare
from tablecert.oracle.round import FaultKind, RoundScript

AloneJudge = Callable[[RoundScript], list[Difference]]
"""How the fuzzer judges one round alone at a fresh table (tablecert.fuzz.run): handed in, so
this module does not import the one that imports it."""


class Judged(Protocol):
    judged: int  # the rounds compared so far (tablecert.fuzz.run.FuzzResult)


__all__ = ["batches_offered", "judge_batch", "shuffle_seed_of"]


def batches_offered(system: SystemUnderTest) -> bool:
    """Whether the system plays system-shuffled rounds in batches."""
    capabilities = system.capabilities
    return Capability.SELF_SHUFFLE in capabilities and Capability.BATCHED_ROUNDS in capabilities


def shuffle_seed_of(case: bytes) -> int:
    """The table's ``shuffle_seed`` for a case: from its bytes, so the same case, the same decks."""
    return int.from_bytes(hashlib.sha256(case).digest()[:4], "big")


def judge_batch(result: Judged, system: SystemUnderTest, oracle: SystemUnderTest,
                rules: RulesSubmission, script: RoundScript, *, batch: int,
                case: bytes, alone: AloneJudge) -> tuple[list[Difference], RoundScript]:
    """``batch`` system-shuffled rounds of ``script`` at a fresh table, each judged; the
    first round's differences and its script (the script with its deck), or no differences.
    A differing round is judged again ``alone`` at a fresh table: what the reproducer shows."""
    faults = tuple(f for f in script.faults if f.kind is not FaultKind.WRONG_DECK_SIZE)
    script = replace(script, deck=(), faults=faults)
    table = system.open_table(rules, shuffle_seed=shuffle_seed_of(case))
    mirror = oracle.open_table(rules)
    for deck, observed in table.shuffled_rounds(script, batch):
        played = replace(script, deck=deck)
        expected = oracle_round(mirror, played, observed)
        result.judged += 1
        differences = compare(expected, observed)
        if differences:
            return alone(played) or differences, played
    return [], script
