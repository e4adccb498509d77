"""``GET .../meters`` judged to the cent against the oracle's record of the rounds played at
the table (docs/protocol.md, Meters)."""

from __future__ import annotations

from collections.abc import Sequence

from tablecert.adapters.contract import Meters
from tablecert.oracle.card_round.rules import Edition
from tablecert.oracle.games.three_card_poker.rules import METER_CITATION
from tablecert.oracle.judge import Difference
from tablecert.oracle.round import Observation

__all__ = ["meter_differences"]


def meter_differences(meters: Meters, expected: Sequence[Observation], edition: Edition) -> list[Difference]:
    """``GET .../meters`` after the rounds ``expected`` (the oracle's, every round played at the
    table, in order) judged to the cent: the progressive meter shown (649a.12(e)(3), or 565.12(i)
    at a table of ``edition`` 565; rounded down, the fractions of a cent carried,
    docs/interpretations.md "meter in fractions of a cent"), the Five-Card meter (649a.10(c)),
    the rounds settled, and the table inventory's result (the sum of the rounds'
    ``table_result``) where the system reports the optional fields."""
    if not expected:
        return []
    last = expected[-1]
    want: list[tuple[str, object, object, str]] = [
        ("meters.meter", last.meter_after, meters.meter, METER_CITATION.get(edition, "")),
        ("meters.rounds", len(expected), meters.rounds, "docs/protocol.md"),
    ]
    if meters.five_card_meter is not None:  # optional (1.2): not sent is not shown, never a difference
        want.append(("meters.five_card_meter", last.five_card_meter_after, meters.five_card_meter,
                     "649a.10(c)"))
    if meters.table_inventory is not None:
        want.append(("meters.table_inventory", sum(o.table_result for o in expected),
                     meters.table_inventory, "docs/protocol.md"))
    return [Difference(name, exp, got, cite) for name, exp, got, cite in want if exp != got]
