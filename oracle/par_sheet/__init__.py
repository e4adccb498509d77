"""Exact game math: a par sheet for every paytable in :data:`tablecert.oracle.card_games.PAYTABLES`.

Everything is counted by full enumeration, never sampled: numpy counts the hands (int64),
then exact :class:`fractions.Fraction` arithmetic on the counts gives each house edge.
``tablecert math`` prints the result; bench/bench_par_sheet.py times it.
"""

from __future__ import annotations

from tablecert.oracle.card_games import PAYTABLES
from tablecert.oracle.par_sheet.let_it_ride import (
    five_card_starts,
    let_it_ride_bonus_line,
    let_it_ride_line,
)
from tablecert.oracle.par_sheet.model import HandLine, ParLine, ParSheet
from tablecert.oracle.par_sheet.render import render_text, to_json_dict
from tablecert.oracle.par_sheet.six_card import six_card_class_counts, six_card_line
from tablecert.oracle.par_sheet.tables import five_card_table, three_card_table
from tablecert.oracle.par_sheet.three_card import (
    ante_play_line,
    dealer_counts,
    envy_bonus_line,
    three_card_wager_line,
)
from tablecert.oracle.paytables import Paytable
from tablecert.oracle.wagers import Wager

__all__ = ["HandLine", "ParLine", "ParSheet", "build_par_sheet", "render_text", "to_json_dict"]


def build_par_sheet(paytables: tuple[Paytable, ...] = PAYTABLES) -> ParSheet:
    """Compute the par sheet of every paytable, in the order given (PAYTABLES order)."""
    three = three_card_table()
    hand_sizes = {p.cards for p in paytables}
    dealer = dealer_counts(three) if any(p.wager is Wager.ANTE_BONUS for p in paytables) else None
    starts = five_card_starts(five_card_table()) if 5 in hand_sizes else None
    six = six_card_class_counts() if 6 in hand_sizes else None

    lines: list[ParLine] = []
    for paytable in paytables:
        if paytable.wager is Wager.ANTE_BONUS:
            assert dealer is not None
            lines.append(ante_play_line(paytable, three, dealer))
        elif paytable.wager is Wager.ENVY_BONUS:
            lines.append(envy_bonus_line(paytable, three))
        elif paytable.cards == 3:
            lines.append(three_card_wager_line(paytable, three))
        elif paytable.cards == 6:
            assert six is not None
            lines.append(six_card_line(paytable, six))
        elif paytable.wager is Wager.BET_1:
            assert starts is not None
            lines.append(let_it_ride_line(paytable, starts))
        else:
            assert starts is not None
            lines.append(let_it_ride_bonus_line(paytable, starts))
    return ParSheet(tuple(lines))
