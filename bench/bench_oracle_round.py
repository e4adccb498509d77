"""The oracle's round alone, measured: ``python bench/bench_oracle_round.py [--profile KEY]``.

Issues #3 and #6 are both bound by the pure-Python oracle round. Three figures, each the
best of several loops in CPU time (``time.process_time``, so a busy shared machine does not
inflate them), per round:
(a) a seven-seat Three Card Poker round at pa-649a-paytable-A with the Ante, Pair Plus,
    Progressive Payout and Six Card Bonus Wagers at every seat, through ``Table.play``;
(b) a seven-seat Let It Ride round at pa-643a-paytable-A with the three Let It Ride Poker
    Wagers, the Let It Ride Bonus and the Three Card Bonus Wagers at every seat;
(c) ``oracle.card_games.plan_for`` for the wagers of (a), as the fuzzer's generation calls it.
Exit status 0 always: the figures are for the report, not a gate.

Figures on the 2-core machine shared with other sessions, ``-n 1500 --repeats 5``, before
(the branch's start, bf4ee7c) and after run in turn three times [load average 1.9-2.3]:
- (a) before 242-244 us (one run 375), after 123-131 us;
- (b) before 289-292 us (one run 398), after 160-162 us;
- (c) before 48-50 us (one run 68), after 34-35 us.
``/tmp/prof_round.py`` (perf_counter, best of 3 loops of 3,000 rounds) gave 257 us before
and 130 us after [load 1.7]. Issue #6's figure (bench/bench_fuzz.py's first line, seven seats
with every wager, one process) went from 1,831 to 2,565 judged rounds/s [load 1.7-2.0].

Where the time went: Python 3.11 reads an enum member off its class (``Wager.ANTE``) through
the enum metaclass's ``__getattr__`` hook, about 0.1 us, ten times a module name, and a round
read several hundred (now module names on the hot paths: about 50 us of (a)); three-card
hands are looked up by their set of cards and the best five of six by rank counts; paytable
rows by class are worked out once per paytable; the Three Card Poker settlement cites its
subsections as literals and makes the Ante and Play lines directly; Let It Ride asks for its
pending decisions once less per decision.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import time
from collections.abc import Callable
from pathlib import Path

from tablecert.oracle.card_games import RulesSubmission, Table, parse_rules_submission, plan_for
from tablecert.oracle.cards import FULL_DECK
from tablecert.oracle.round import RoundScript, WagerPlacement
from tablecert.oracle.wagers import Wager

RULES = Path(__file__).resolve().parent.parent / "rules_submissions"
TCP_WAGERS = ((Wager.ANTE, 1000), (Wager.PAIR_PLUS, 500), (Wager.PROGRESSIVE, 100),
              (Wager.SIX_CARD_BONUS, 500))
LIR_WAGERS = ((Wager.BET_1, 1000), (Wager.BET_2, 1000), (Wager.BET_3, 1000),
              (Wager.LET_IT_RIDE_BONUS, 100), (Wager.THREE_CARD_BONUS, 500))


def _rules(name: str) -> RulesSubmission:
    path = RULES / f"{name}.yaml"
    return parse_rules_submission(path.read_text(encoding="utf-8"), source=str(path))


def _scripts(wagers: tuple[tuple[Wager, int], ...], n: int, seed: int = 649) -> list[RoundScript]:
    placed = tuple(WagerPlacement(seat, w, a) for seat in range(1, 8) for w, a in wagers)
    rng = random.Random(seed)
    scripts = []
    for _ in range(n):
        deck = list(FULL_DECK)
        rng.shuffle(deck)
        scripts.append(RoundScript(wagers=placed, deck=tuple(deck)))
    return scripts


def _best(loop: Callable[[], None], n: int, repeats: int) -> float:
    """Best of ``repeats`` loops of ``n`` calls, CPU microseconds a call."""
    loop()
    best = float("inf")
    for _ in range(repeats):
        start = time.process_time()
        loop()
        best = min(best, (time.process_time() - start) / n)
    return best * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=2000, help="rounds a loop")
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--profile", metavar="KEY", help="profile (a) sorted by KEY (tottime, ...)")
    args = parser.parse_args()
    tcp_rules, lir_rules = _rules("pa-649a-paytable-A"), _rules("pa-643a-paytable-A")
    tcp, lir = _scripts(TCP_WAGERS, args.n), _scripts(LIR_WAGERS, args.n)
    tcp_table, lir_table = Table(tcp_rules), Table(lir_rules)

    def tcp_loop() -> None:
        for s in tcp:
            tcp_table.play(s)

    def lir_loop() -> None:
        for s in lir:
            lir_table.play(s)

    def plan_loop() -> None:
        wagers = tcp[0].wagers
        for _ in range(args.n):
            plan_for(tcp_rules, wagers)

    if args.profile:
        profile = cProfile.Profile()
        profile.runcall(tcp_loop)
        pstats.Stats(profile).sort_stats(args.profile).print_stats(40)
        return
    n, repeats = args.n, args.repeats
    print(f"(a) Three Card Poker, 7 seats, 28 wagers: {_best(tcp_loop, n, repeats):6.1f} us a round")
    print(f"(b) Let It Ride, 7 seats, 35 wagers:      {_best(lir_loop, n, repeats):6.1f} us a round")
    print(f"(c) plan_for, the wagers of (a):          {_best(plan_loop, n, repeats):6.1f} us a call")

if __name__ == "__main__":
    main()
