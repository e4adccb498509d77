"""Time the par sheet: ``python bench/bench_par_sheet.py``.

Budgets (2-core machine): build_par_sheet() under 2 s cold, in one process, numpy tables
included; the Three Card Poker Ante/Play analysis (407,170,400 deals) under 0.1 s.
Exit status 1 when over budget.
"""

from __future__ import annotations

import time
from collections.abc import Callable

BUILD_BUDGET = 2.0
ANTE_PLAY_BUDGET = 0.1


def _best_of(n: int, work: Callable[[], object]) -> float:
    times = []
    for _ in range(n):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> int:
    start = time.perf_counter()
    from tablecert.oracle.card_games import find_paytable
    from tablecert.oracle.par_sheet import build_par_sheet
    from tablecert.oracle.par_sheet.tables import three_card_table
    from tablecert.oracle.par_sheet.three_card import ante_play_line, dealer_counts

    imported = time.perf_counter() - start

    start = time.perf_counter()
    sheet = build_par_sheet()
    cold = time.perf_counter() - start
    warm = _best_of(5, build_par_sheet)

    def ante_play() -> None:
        """Everything one Ante/Play line needs, from nothing."""
        table = three_card_table()
        ante_play_line(find_paytable("649a.12(b)", "A"), table, dealer_counts(table))

    ante_play_time = _best_of(5, ante_play)
    print(f"import oracle.par_sheet (numpy included): {imported:.3f} s")
    print(f"build_par_sheet(), {len(sheet.lines)} paytables")
    print(f"  cold (first call in this process): {cold:.3f} s  (budget {BUILD_BUDGET} s)")
    print(f"  best of 5:                         {warm:.3f} s")
    print("Three Card Poker Ante/Play: three-card table + dealer counts + one paytable line")
    print(f"  best of 5:                         {ante_play_time * 1000:.1f} ms  "
          f"(budget {ANTE_PLAY_BUDGET * 1000:.0f} ms)")
    ok = cold < BUILD_BUDGET and ante_play_time < ANTE_PLAY_BUDGET
    print("within budget" if ok else "OVER BUDGET")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
