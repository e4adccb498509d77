"""Differential fuzzing, measured: judged rounds per second in-process (the oracle against
the in-process adapter; issue #6's target 5,000/s for seven-seat Three Card Poker rounds
with every side wager), and how many catalogued defects N random cases find (seed 0).

Two kinds of rounds, each in one process and split across two worker processes
(`tablecert fuzz --workers 2`, four times the rounds, start-up included):

- the issue's rounds: `tablecert fuzz --rules pa-649a-paytable-A --seats 7 --every-wager`,
  seven seats each placing the Ante Wager and every side wager the Rules Submission offers
  (Pair Plus, Progressive Payout with its Envy Bonus, Six Card Bonus), the Play Wager made
  or the hand folded at random; some amounts refused, some wagers late, decks, plants and
  faults random;
- random rounds (the default): 1-7 seats, each wager placed or not, at every bundled
  Three Card Poker Rules Submission.

A case is one random round, after (one case in eight) a few plain rounds at the same table;
every round of it is played on both sides and compared in full, and the judged rate counts
them all. Each rate is the best of three runs.
Run: python bench/bench_fuzz.py [ROUNDS]  (default 1000);
     python bench/bench_fuzz.py --split  (one seven-seat every-wager case's cost, part by part)

Figures on the 2-core machine, shared with other sessions (load average in brackets). "Before"
is the branch's start with only the --seats/--every-wager generation added, run by this
same file right after "after", best of three each:
- before the perf branch (hypothesis drawing every choice): random rounds 148 judged/s
  in one process, 36 of 43 defects.
- seven seats, every wager, one process: before 1,208/s (1,246 per CPU-second), after
  1,274/s (1,285) [load 3.4-4.3]; before and after in turn, five times each [load 0.6-1.9]:
  1,194-1,239/s before, 1,260-1,323/s after (one run of the whole file at load 1.5 gave
  1,134/s after against 1,218/s before: the gain is about the noise of this machine).
- random rounds, one process: before 3,336/s (3,362 per CPU-second), after 3,572/s
  (3,581) [3.4-4.3]; in turn [0.6-1.9]: 3,081-3,270/s before, 3,502-3,611/s after.
- two workers, four times the rounds: seven seats before 820/s (827 per CPU-second: two
  spawned workers import hypothesis and the oracle, about half a CPU-second each), after
  1,202/s (1,213 per CPU-second, 94% of one process's); random rounds before 1,696/s
  (1,710), after 3,282/s (3,293, 92%). Only about one core was free during these runs,
  so the wall rates do not double. With more of the machine free [load 1.5-1.9]: seven
  seats 1,809/s before, 2,104/s after (1.86x the same run's one process); random rounds
  3,555/s before, 5,581/s after (1.73x).
- `tablecert fuzz --target in-process --rounds 2 --workers 2` takes 0.08-0.3 s longer
  than with one worker (forked workers), against 0.96-1.5 s before (spawned).
- per round, measured apart (best of 40 loops of 200 rounds) [load 7]: generation of a
  seven-seat every-wager round 200-218 us before, 153-173 after (70 us of it the oracle's
  scratch table, plan_for, for the half of rounds that plant a hand); of a random round
  68-90 before, 51-61 after; compare 24-25 us before, 17-19 after (seven seats) and 8 before,
  3.1 after (random); hypothesis's bytes about 77 us a seven-seat round (0.6 us a byte).
- 43 of 43 catalogued round defects found by 1000 random cases, before and after.

- with the round's records as msgspec Structs (oracle/round.py) and the oracle's other
  cuts of session 3, the whole file once [load 1.9, quiet otherwise]: seven seats with
  every wager 1,883 judged rounds/s in one process, 3,576/s with two workers (of the
  judged rounds, 1,000 are the seven-seat rounds and 285 the plain rounds a case in eight
  plays first); random rounds 4,627/s in one process, 8,530/s with two workers; 43 of 43.

- session 4 (branch fuzzgen): a batch's bytes drawn in one call (tablecert.fuzz.WholeBytes,
  an alternative hypothesis backend; replay and shrinking unchanged, byte by byte) and the
  seats of an every-wager round read by their own loop. This file, "before" (main at
  bf4ee7c) and "after" in turn, twice each, best of three runs each [load 3.4-4.8: other
  sessions' suites held most of the machine]: seven seats with every wager, one process,
  1,779 and 1,830/s before (1,808 and 1,883 per CPU-second), 2,061 and 1,994/s after (2,074
  and 2,006); random rounds 4,430 and 3,504/s before (4,555 and 3,657), 4,910 and 5,058/s
  after (4,985 and 5,087). Two workers: seven seats 1,558 and 1,500/s before, 1,779 and
  1,683/s after; random 4,062 and 3,692/s before, 3,954 and 4,563/s after; with about one
  core free, the wall rate of two workers cannot double (per CPU-second they made 1,695-
  1,808/s against one process's 2,006-2,074). Forking the two workers and pickling the
  Rules Submissions to them costs about 25 ms a run (pool made and closed 22 ms, the
  bundled Rules Submissions 2 ms each way), against about 1.3 s of rounds each: the split
  itself is not what keeps two workers from 2x. 43 of 43 before and after.
  One process alone, in turn [load 1.7-1.9]: seven seats 1,897 and 1,445/s before, 2,026 and
  2,042/s after; random 4,446 and 4,315/s before, 5,001 and 4,953/s after.
- one seven-seat every-wager case, part by part (`--split`, us, best of 7 passes over the
  same 1000 cases; before by the same steps on main) [load 1.9-4.7]:
    hypothesis, an example's machinery, a round's share (25 a batch)   14-16 | 11-12
    hypothesis, the bytes (128 a round)                                 37-38 |  0.5-1
    expand_round                                                           80 | 74
      of it _plant (plan_for ~80 us where it plants, half the rounds)      39 | 39
      of it the shuffle (random.Random(key): 5 us to seed)                   9 | 9
    the oracle's round at a fresh Table                                229-261 (the same code)
    the in-process adapter around it (open_table, play)                  0.5-1
    compare (equal observations)                                         5-14 (noise)
    _judge (both rounds, the plain ones first, compare)               496-507
  so generation went from about 133 us a case to about 86 (hypothesis 12, expand_round
  74), and the case from about 630 us to about 600 in one process.

(Written before the oracle's round was cut, below: the oracle's round was then most of a
case, about 500 us of the 600 a seven-seat every-wager case cost.)

- session 4, merged (fuzzgen above; the oracle's round 243-257 -> 123-131 us, branch
  oracle7, bench/bench_oracle_round.py; and the heap frozen while fuzz_parallel forks its
  workers, so that their collections neither walk nor copy the inherited heap), quiet
  machine but for this file [load 1.1-1.7]: this file once: seven seats with every wager
  3,251 judged rounds/s in one process, 5,655/s with two workers (2,877 per CPU-second);
  random rounds 6,493/s and 11,758/s; 43 of 43. `--split`: expand_round 66 us a case (32 of
  it _plant), the oracle's round at a fresh Table 147, compare 8, _judge 288, hypothesis 12
  (11 of it an example's machinery). Seven seats, 10,000 rounds (the issue's `--rounds
  10000`) with two workers, best of three, before and after the freeze in turn: 5,069,
  5,096 and 4,181/s without it, 5,509, 5,458, 5,275 and 5,525/s with it; one process
  3,037-3,207/s. `tablecert fuzz --rounds 10000 --seats 7 --every-wager --rules
  pa-649a-paytable-A --workers 2 --target in-process` takes 3.2 s in all, start-up
  included.
"""

from __future__ import annotations

import resource
import sys
import time

from tablecert.adapters.in_process import InProcessSystem
from tablecert.files import bundled_rules_submissions
from tablecert.fuzz import DEFAULT_PROFILE, Profile, SystemSpec, fuzz, fuzz_parallel
from tablecert.reference_system.defects import DEFECTS, Defect, DefectiveTable

SEVEN_EVERY_WAGER = Profile(seats=7, every_wager=True)


def _rate(run, rounds: int, repeats: int = 3) -> tuple[float, float, object]:  # type: ignore[no-untyped-def]
    """The best of ``repeats`` runs: judged rounds per second of wall time, and per second
    of CPU time (this process and its finished workers), which a loaded machine disturbs
    less."""
    best_wall = best_cpu = 0.0
    result = None
    for _ in range(repeats):
        wall, cpu = time.perf_counter(), _cpu()
        result = run(rounds)
        best_wall = max(best_wall, result.judged / (time.perf_counter() - wall))
        best_cpu = max(best_cpu, result.judged / (_cpu() - cpu))
    return best_wall, best_cpu, result


def _cpu() -> float:
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time() + children.ru_utime + children.ru_stime


def parts(rounds: int = 1000) -> None:
    """One seven-seat every-wager case's cost, part by part, in microseconds a case (best of
    seven passes over the same ``rounds`` cases): hypothesis's per-example machinery and its
    bytes, expand_round (and _plant in it), the oracle's round, the in-process adapter
    around it, compare, and _judge (both rounds, compare, the plain rounds first)."""
    import random

    from hypothesis import HealthCheck, Phase, given, seed, settings
    from hypothesis import strategies as st

    from tablecert import fuzz as fz
    from tablecert.fuzz import rounds as fz_rounds
    from tablecert.fuzz import run as fz_run
    from tablecert.oracle.card_games import Table
    from tablecert.oracle.judge import compare

    [rules] = [r for r in bundled_rules_submissions() if r.name == "pa-649a-paytable-A"]
    size = SEVEN_EVERY_WAGER.round_bytes
    rng = random.Random(1)
    datas = [rng.randbytes(size) for _ in range(rounds)]

    def best(work, passes: int = 7) -> float:  # type: ignore[no-untyped-def]
        fastest = min(_timed(work) for _ in range(passes))
        return fastest / rounds * 1e6

    def expand() -> list:  # type: ignore[type-arg]
        out = []
        for data in datas:
            choices = fz.Choices(data)
            choices.integer(0, 0)  # the Rules Submission (one) and the plain rounds first
            prior = fz_run._PRIOR[choices.integer(0, len(fz_run._PRIOR) - 1)]
            out.append((prior, fz.expand_round(choices, rules, SEVEN_EVERY_WAGER)))
        return out

    cases = expand()
    rows = [("expand_round", best(expand))]
    plant = fz_rounds._plant
    fz_rounds._plant = lambda choices, rules, wagers, placed, deck: deck  # type: ignore[assignment]
    try:
        rows.append(("  of it _plant (plan_for, stack_deck; half the rounds)", rows[0][1] - best(expand)))
    finally:
        fz_rounds._plant = plant
    system = InProcessSystem()
    rows.append(("the oracle's round, at a fresh Table",
                 best(lambda: [Table(rules).play(s) for _, s in cases])))
    # the adapter's own work, apart from the round: opening its table beside Table(rules)
    # alone, and its play() passing the script on (to a table that does nothing)
    opening = (best(lambda: [system.open_table(rules) for _ in cases])
               - best(lambda: [Table(rules) for _ in cases]))
    session = system.open_table(rules)
    session.table = _NoRound()  # type: ignore[attr-defined]
    rows.append(("  the in-process adapter's work around it (open_table, play)",
                 opening + best(lambda: [session.play(s) for _, s in cases])))
    pairs = [(Table(rules).play(s), Table(rules).play(s)) for _, s in cases]
    rows.append(("compare", best(lambda: [compare(e, o) for e, o in pairs])))
    result = fz.FuzzResult("three-card-poker", rounds, 0, "in-process")
    rows.append(("_judge: both sides' rounds (plain ones first, one case in eight), compare",
                 best(lambda: [fz_run._judge(result, system.open_table(rules), system.open_table(rules),
                                             rules, prior, s) for prior, s in cases])))
    for per_example in (fz.BATCH, 1):
        @seed(0)
        @settings(max_examples=rounds // fz.BATCH, database=None, deadline=None,
                  suppress_health_check=list(HealthCheck), phases=[Phase.generate])
        @given(st.binary(min_size=per_example * size, max_size=per_example * size))
        def examples(data: bytes) -> None:
            pass

        if per_example == 1:
            label = "hypothesis, the machinery of an example alone, a round's share"
        else:
            label = f"hypothesis, an example of {fz.BATCH} rounds' bytes, a round's share"
        rows.append((label, best(examples)))
    print(f"one seven-seat every-wager case, part by part (us, best of 7 passes over {rounds} cases):")
    for label, us in rows:
        print(f"  {us:7.1f}  {label}")


class _NoRound:
    def play(self, script: object) -> None:
        return None


def _timed(work) -> float:  # type: ignore[no-untyped-def]
    start = time.perf_counter()
    work()
    return time.perf_counter() - start


def main() -> None:
    if sys.argv[1:] == ["--split"]:
        parts()
        return
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    every = bundled_rules_submissions()
    tcp = [r for r in every if r.game.value == "three-card-poker"]
    paytable_a = [r for r in every if r.name == "pa-649a-paytable-A"]
    for title, rules, profile in (
            ("seven seats, every wager, pa-649a-paytable-A (--seats 7 --every-wager)", paytable_a,
             SEVEN_EVERY_WAGER),
            ("random rounds, every Three Card Poker Rules Submission", tcp, DEFAULT_PROFILE)):
        def one(n: int, rules=rules, profile=profile):  # type: ignore[no-untyped-def]
            return fuzz(InProcessSystem(), rules, rounds=n, seed_value=0, target="in-process",
                        shrink=False, profile=profile)

        def split(n: int, rules=rules, profile=profile):  # type: ignore[no-untyped-def]
            return fuzz_parallel(SystemSpec("in-process"), rules, rounds=n, seed_value=0,
                                 target="in-process", workers=2, shrink=False, profile=profile)

        wall, cpu, result = _rate(one, rounds)
        print(f"{title}: {wall:,.0f} judged rounds/s in one process ({cpu:,.0f} per CPU-second; "
              f"{result.judged} rounds in {result.played} cases, generation included; "  # type: ignore[attr-defined]
              "target 5,000/s)")
        wall, cpu, result = _rate(split, 4 * rounds)
        print(f"  with 2 worker processes (tablecert fuzz --workers 2): {wall:,.0f}/s ({cpu:,.0f} per "
              f"CPU-second; {result.judged} rounds in {result.played} cases, "  # type: ignore[attr-defined]
              "process start-up included)")
    missed: list[str] = []
    # a bad shuffler shows only in system-shuffled rounds (bench/bench_stats.py), never in a
    # forced deck; the other games' defects are not in these rounds at all
    card_games = {r.game for r in every}
    round_defects = [d for d in DEFECTS if d.kind == "round" and d.game in card_games]
    for defect in round_defects:
        chosen = [r for r in every if r.game == defect.game]

        def table(r, d: Defect = defect):  # type: ignore[no-untyped-def]
            return DefectiveTable(r, d)

        found = fuzz(InProcessSystem(table), chosen, rounds=rounds, seed_value=0, target="in-process",
                     shrink=False)
        if found.discrepancy is None:
            missed.append(defect.name)
    print(f"{len(round_defects) - len(missed)} of {len(round_defects)} Three Card Poker and Let It Ride "
          f"round defects found by {rounds} random cases (seed 0); missed: {', '.join(missed) or 'none'}")


if __name__ == "__main__":
    main()
