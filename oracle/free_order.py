"""Settlement lines whose order no text fixes, judged in either order.

643a.11(f)(3): "The dealer shall first settle all Let It Ride Poker Wagers of that player,
then any Let It Ride Bonus Wager or Three Card Bonus Wager". The paragraph fixes the Let It
Ride Poker Wagers first; between the two bonus wagers its "or" fixes no order, so a system
may settle either first (docs/interpretations.md, "the bonus wagers in either order"). The
oracle settles them in the order the paragraph names them; :func:`in_expected_order` puts a
system's lines of such a group back into the oracle's order before they are compared, so
either order passes and every other order is still judged.

A general mechanism for every order the text leaves open is being built apart (issue #24);
this one serves the one group named in :data:`FREE_ORDER`.
"""

from __future__ import annotations

from msgspec.structs import replace
from tablecert.oracle.round import Observation, SettlementLine
from tablecert.oracle.wagers import Wager

__all__ = ["FREE_ORDER", "in_expected_order"]

FREE_ORDER: tuple[tuple[frozenset[Wager], str], ...] = (
    (frozenset({Wager.LET_IT_RIDE_BONUS, Wager.THREE_CARD_BONUS}), "643a.11(f)(3)"),
)
"""Groups of one player's wagers settled one after another in an order the text leaves
open, each with the subsection that leaves it open."""


def _group(line: SettlementLine) -> frozenset[Wager] | None:
    return next((wagers for wagers, _ in FREE_ORDER if line.wager in wagers), None)


def in_expected_order(expected: Observation, observed: Observation) -> Observation:
    """``observed`` with each run of consecutive lines of one seat whose wagers form a
    :data:`FREE_ORDER` group put in the order ``expected`` settles the same lines at the same
    places; anything else is left as it is, to be judged.

    >>> from tablecert.oracle.round import Outcome
    >>> bonus = SettlementLine(2, Wager.LET_IT_RIDE_BONUS, Outcome.LOST, 100)
    >>> three = SettlementLine(2, Wager.THREE_CARD_BONUS, Outcome.LOST, 500)
    >>> want = Observation(round_number=1, settlements=(bonus, three))
    >>> got = Observation(round_number=1, settlements=(three, bonus))
    >>> in_expected_order(want, got) == want
    True
    >>> paid = replace(three, outcome=Outcome.WON, paid=500)  # reordered, still judged
    >>> in_expected_order(want, replace(got, settlements=(paid, bonus))).settlements == (bonus, paid)
    True
    """
    want, got = expected.settlements, list(observed.settlements)
    if len(want) != len(got):
        return observed
    changed = False
    i = 0
    while i < len(got):
        group = _group(got[i])
        end = i + 1
        while (group is not None and end < len(got) and got[end].seat == got[i].seat
               and got[end].wager in group):
            end += 1
        if end - i > 1:
            # the system's own lines, reordered (never replaced: amounts are still judged)
            order = [(line.seat, line.wager) for line in want[i:end]]
            span = got[i:end]
            same = sorted(order) == sorted((line.seat, line.wager) for line in span)
            if same and len(set(order)) == len(order):
                reordered = sorted(span, key=lambda line: order.index((line.seat, line.wager)))
                changed = changed or reordered != span
                got[i:end] = reordered
        i = end
    return replace(observed, settlements=tuple(got)) if changed else observed
