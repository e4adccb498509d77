"""Readings where the regulation text allows several answers, and how the oracle judges by
every one of them.

Where the text fixes no single answer (how a payout that is not whole cents is rounded, when a
split hand takes its second card, whether the dealer completes a hand no player can still
win or lose), a game's table takes one answer by default (its ``choices``) and names every
other the text allows (:meth:`tablecert.oracle.game.GameTable.alternatives`). The oracle then
plays a round under each of them and judges a system by the one its observation agrees with
(:func:`play_as_observed`); a system that agrees with none is judged against the nearest, so
the judge stays exact: every difference outside the allowed set is still named and cited.
Each such reading is an entry of the interpretation register saying what is accepted.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from enum import StrEnum
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from tablecert.oracle.money import Cents

if TYPE_CHECKING:
    from tablecert.oracle.game import GameTable

__all__ = ["ROUNDINGS", "Rounding", "designated_rounding", "play_as_observed", "round_cents"]


class Rounding(StrEnum):
    """How winnings that are not a whole number of cents are paid in cents."""

    DOWN = "down"
    NEAREST = "nearest"
    UP = "up"


ROUNDINGS: tuple[Rounding, ...] = tuple(Rounding)
"""Every rounding of a fractional payout the text allows where it says only "shall be paid at
odds of" (docs/interpretations.md, "payouts in fractions of a cent")."""


def designated_rounding(raw: Any) -> Rounding:
    """A Rules Submission's ``payout_rounding``: the one rounding its table pays by (absent,
    every rounding the text allows is accepted).

    >>> designated_rounding("nearest")
    <Rounding.NEAREST: 'nearest'>
    """
    try:
        return Rounding(str(raw).strip().lower())
    except ValueError:
        raise ValueError(f"{raw!r} is not a rounding: write down, nearest or up (or leave the "
                         "field out: every rounding is then accepted)") from None


def round_cents(value: Fraction | int, rounding: Rounding = Rounding.DOWN) -> Cents:
    """``value`` cents as a whole number of cents (``value`` is not negative); to the nearest,
    half a cent goes up (the usual commercial rounding).

    >>> [round_cents(Fraction(1575, 2), r) for r in ROUNDINGS]
    [787, 788, 788]
    >>> [round_cents(Fraction(47975, 20), r) for r in ROUNDINGS]
    [2398, 2399, 2399]
    >>> round_cents(Fraction(11, 5), Rounding.NEAREST)
    2
    """
    value = Fraction(value)
    if rounding is Rounding.DOWN:
        return value.numerator // value.denominator
    if rounding is Rounding.UP:
        return -(-value.numerator // value.denominator)
    return (2 * value.numerator + value.denominator) // (2 * value.denominator)


Comparer = Callable[[Any, Any], Sequence[Any]]


def snapshot(table: GameTable) -> GameTable:
    """A copy of ``table`` to play another answer from; its Rules Submission (frozen) is shared."""
    return copy.deepcopy(table, {id(table.rules): table.rules})


def play_as_observed(table: GameTable, script: Any, observed: Any,
                     compare: Comparer) -> tuple[GameTable, Any]:
    """``table``'s round of ``script``, to judge ``observed`` by, and the table to go on with.

    The table plays by its own ``choices``; where ``observed`` differs from that round and the
    text allows other answers, the same round is played from the same state under each other
    answer (:meth:`GameTable.alternatives`) and the first that ``observed`` agrees with in every
    judged field is the round to judge by, its table the one the next round is played at (a
    Buy Bet another answer accepts stays up). Agreeing with none, ``observed`` is judged
    against the answer it differs from in the fewest fields, the table's own on a tie. A
    script an answer cannot play (its dealer would draw from an empty shoe) is no answer.
    """
    others = table.alternatives()
    before = snapshot(table) if others else table
    expected = table.play(script)
    if not others or observed is None:
        return table, expected
    fewest = len(compare(expected, observed))
    best: tuple[GameTable, Any] = (table, expected)
    for choices in others:
        if not fewest:
            break
        twin = snapshot(before)
        twin.choices = choices
        try:
            answer = twin.play(script)
        except ValueError:
            continue
        differences = len(compare(answer, observed))
        if differences < fewest:
            fewest, best = differences, (twin, answer)
    return best
