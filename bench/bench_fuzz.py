"""Differential fuzzing, measured: judged rounds per second in-process (the oracle against
the in-process adapter; target 5,000/s), and how many catalogued defects N random cases
find (seed 0). A case is one random round, after (one case in eight) a few plain rounds at
the same table; every round of it is played on both sides and compared in full, and the
judged rate counts them all; then the same split across two worker processes (four times
the rounds, so start-up weighs less). Run: python bench/bench_fuzz.py [ROUNDS]  (default 1000)

Figures on the 2-core machine: before the perf branch (hypothesis drawing every choice)
148 judged rounds/s in one process and 36 of 43 defects; after it about 2,700 judged
rounds per CPU-second in one process, about 4,700/s estimated for two workers from their
CPU time (the machine was too loaded by other sessions for wall figures), and 43 of 43."""

from __future__ import annotations

import sys
import time

from adapters.in_process import InProcessSystem
from tablecert.files import bundled_rules_submissions
from tablecert.fuzz import SystemSpec, fuzz, fuzz_parallel
from tablecert.reference_system.defects import DEFECTS, Defect, DefectiveTable


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    every = bundled_rules_submissions()
    tcp = [r for r in every if r.game.value == "three-card-poker"]
    start = time.perf_counter()
    result = fuzz(InProcessSystem(), tcp, rounds=rounds, seed_value=0, target="in-process", shrink=False)
    elapsed = time.perf_counter() - start
    print(f"judged Three Card Poker rounds in-process: {result.judged / elapsed:,.0f}/s "
          f"({result.judged} rounds in {result.played} cases, generation included; target 5,000/s)")
    start = time.perf_counter()
    split = fuzz_parallel(SystemSpec("in-process"), tcp, rounds=4 * rounds, seed_value=0,
                          target="in-process", workers=2, shrink=False)
    elapsed = time.perf_counter() - start
    print(f"  with 2 worker processes (tablecert fuzz --workers 2): {split.judged / elapsed:,.0f}/s "
          f"({split.judged} rounds in {split.played} cases, process start-up included)")
    missed: list[str] = []
    # a bad shuffler shows only in system-shuffled rounds (bench/bench_stats.py), never in a
    # forced deck; the other games' defects are not in these rounds at all
    card_games = {r.game for r in every}
    round_defects = [d for d in DEFECTS if d.kind == "round" and d.game in card_games]
    for defect in round_defects:
        rules = [r for r in every if r.game == defect.game]

        def table(r, d: Defect = defect):  # type: ignore[no-untyped-def]
            return DefectiveTable(r, d)

        found = fuzz(InProcessSystem(table), rules, rounds=rounds, seed_value=0, target="in-process",
                     shrink=False)
        if found.discrepancy is None:
            missed.append(defect.name)
    print(f"{len(round_defects) - len(missed)} of {len(round_defects)} Three Card Poker and Let It Ride "
          f"round defects found by {rounds} random cases (seed 0); missed: {', '.join(missed) or 'none'}")


if __name__ == "__main__":
    main()
