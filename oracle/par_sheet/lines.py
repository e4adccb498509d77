"""Turn ranking-class counts into the rows of a paytable's par sheet."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction

from tablecert.oracle.par_sheet.model import HandLine
from tablecert.oracle.paytables import Paytable, PaytableRow

__all__ = ["ALL_OTHER_HANDS", "paytable_hands", "percent"]

ALL_OTHER_HANDS = "All other hands"


def paytable_hands(
    paytable: Paytable,
    class_counts: Sequence[int],
    *,
    row_for: Callable[[int], PaytableRow | None],
    total: int,
) -> tuple[tuple[HandLine, ...], Fraction]:
    """One row per printed paytable row (a hand is paid on the highest row it falls
    under, 649a.12(e)(2)), then the losing rest; and the expected net per unit.

    A "% of meter" row is counted as paying nothing (net -1): the meter is not the
    table's money, see :attr:`tablecert.oracle.par_sheet.model.ParLine.break_even_meter`.
    """
    counts: dict[int, int] = {}
    for hand_class, count in enumerate(class_counts):
        row = row_for(hand_class)
        key = -1 if row is None else paytable.rows.index(row)
        counts[key] = counts.get(key, 0) + int(count)
    hands: list[HandLine] = []
    for i, row in enumerate(paytable.rows):
        if row.payout is None:
            net, text = Fraction(-1), "$0 (loses)"
        else:
            net, text = row.payout.net_per_unit(per_wager=paytable.per_wager), row.payout.text()
        hands.append(_line(row.printed, counts.get(i, 0), total, text, net))
    hands.append(_line(ALL_OTHER_HANDS, counts.get(-1, 0), total, "loses", Fraction(-1)))
    return tuple(hands), sum((h.contribution for h in hands), Fraction(0))


def _line(hand: str, count: int, total: int, payout: str, net: Fraction) -> HandLine:
    probability = Fraction(count, total)
    return HandLine(hand, count, probability, payout, probability * net)


def percent(value: Fraction, places: int = 4) -> str:
    """An exact fraction as a percentage, correctly rounded.

    >>> percent(Fraction(1, 3))
    '33.3333'
    """
    return f"{float(round(value * 100, places)):.{places}f}"
