"""What a statistical run keeps of its rounds: sufficient statistics that add up.

Every check of ``tablecert stats`` reads sums, never the raw rounds: the position-by-card
and neighbour-pair counts, the neighbours kept between consecutive shuffles of one table,
seat 1's hand categories, and per wager line the count, exact sum and sum of squares of the
net result in cents. So a :class:`Tally` of a million rounds is a few kilobytes, and the
tallies of many tables or many cluster shards merge by addition (``a + b``): the verdicts
of the merged tally are those of the rounds together, whatever machine played them.

Addition is exact (integers throughout; the nets are counted in cents, the unit wagered is
divided out only in the test), so the merged verdicts do not depend on how the rounds were
split, only on which rounds they were. The one ordered part is the convergence picture's
running return: each tally keeps checkpoints of its own running sums, and ``a + b`` puts
``b``'s after ``a``'s, so tallies are merged in table and shard order.

Neighbours kept from one shuffle to the next are only counted between consecutive shuffles
of the *same* table (a chain): a :class:`Recorder` follows one table; the merged tally adds
the chains' kept pairs and transitions and counts the chains.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import TypeVar

import numpy as np
from numpy.typing import NDArray

__all__ = ["CARDS", "LineTally", "Recorder", "Tally", "curve_points"]

CARDS = 52
_Point = TypeVar("_Point")
"""A checkpoint of a convergence curve: (rounds, sums...), whatever the sums' type."""
_FLUSH = 2048
"""Decks held as tuples before they are counted with numpy in one go: counting a deck alone
costs about 20 us in numpy calls, a batch of 2,048 about 1 us a deck."""
_GROWTH = 1.02
"""The convergence picture's checkpoints: a round count 2% past the last one (about 700
points for a million rounds), every round at first."""


def _zeros() -> NDArray[np.int64]:
    return np.zeros((CARDS, CARDS), dtype=np.int64)


@dataclass
class LineTally:
    """One wager line's net results: count, exact sum and sum of squares in cents, and the
    running sums at checkpoints (for the convergence picture). ``unit``: the cents wagered
    that one unit of the return stands for."""

    unit: int
    count: int = 0
    total: int = 0
    squares: int = 0
    curve: list[tuple[int, int, int]] = field(default_factory=list)  # (count, total, squares)

    def add(self, net: int) -> None:
        self.count += 1
        self.total += net
        self.squares += net * net
        if not self.curve or self.count >= self.curve[-1][0] * _GROWTH:
            self.curve.append((self.count, self.total, self.squares))

    def close(self) -> None:
        """Make the last round a checkpoint (so a shard's end is one)."""
        if self.count and (not self.curve or self.curve[-1][0] != self.count):
            self.curve.append((self.count, self.total, self.squares))

    def __add__(self, other: LineTally) -> LineTally:
        if other.unit != self.unit:
            raise ValueError(f"cannot add a line of unit {other.unit} to one of unit {self.unit}")
        shifted = [(self.count + n, self.total + t, self.squares + s) for n, t, s in other.curve]
        return LineTally(self.unit, self.count + other.count, self.total + other.total,
                         self.squares + other.squares, [*self.curve, *shifted])


@dataclass(eq=False)
class Tally:
    """The sufficient statistics of some system-shuffled rounds; ``a + b`` merges two."""

    rounds: int = 0
    positions: NDArray[np.int64] = field(default_factory=_zeros)  # [card, position]
    neighbours: NDArray[np.int64] = field(default_factory=_zeros)  # [card above, card below]
    kept: int = 0  # neighbouring pairs kept from one shuffle to the next, same table
    transitions: int = 0  # consecutive shuffles of one table compared
    most_kept: int = 0  # the most pairs kept in one shuffle
    chains: int = 0  # tables (chains of consecutive shuffles) that played at least one round
    categories: Counter[str] = field(default_factory=Counter)
    lines: dict[str, LineTally] = field(default_factory=dict)

    @classmethod
    def empty(cls, units: Mapping[str, int]) -> Tally:
        """A tally of no rounds with a line per wager line key (its unit in cents)."""
        return cls(lines={key: LineTally(unit) for key, unit in units.items()})

    def __add__(self, other: Tally) -> Tally:
        keys = list(self.lines) + [k for k in other.lines if k not in self.lines]
        lines = {}
        for key in keys:
            mine, theirs = self.lines.get(key), other.lines.get(key)
            if mine is None or theirs is None:
                either = mine if theirs is None else theirs
                assert either is not None, key  # the key is one of the two tallies'
                lines[key] = either
            else:
                lines[key] = mine + theirs
        return Tally(self.rounds + other.rounds, self.positions + other.positions,
                     self.neighbours + other.neighbours, self.kept + other.kept,
                     self.transitions + other.transitions, max(self.most_kept, other.most_kept),
                     self.chains + other.chains, self.categories + other.categories, lines)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Tally):
            return NotImplemented
        return (np.array_equal(self.positions, other.positions)
                and np.array_equal(self.neighbours, other.neighbours)
                and (self.rounds, self.kept, self.transitions, self.most_kept, self.chains,
                     self.categories, self.lines)
                == (other.rounds, other.kept, other.transitions, other.most_kept, other.chains,
                    other.categories, other.lines))

    __hash__ = None  # type: ignore[assignment]  # mutable

    @classmethod
    def merge(cls, tallies: Iterable[Tally]) -> Tally:
        """The tallies added in the order given (table order, then shard order)."""
        merged: Tally | None = None
        for t in tallies:
            merged = t if merged is None else merged + t
        return merged if merged is not None else cls()

    @classmethod
    def of_decks(cls, decks: NDArray[np.int64]) -> Tally:
        """The deck statistics of ``decks`` (N x 52, card indices, top first) as one table's
        consecutive shuffles (for tests and tools that hold raw decks)."""
        recorder = Recorder({})
        for deck in np.asarray(decks, dtype=np.int64).reshape(-1, CARDS):
            recorder.deck(tuple(int(c) for c in deck))
            recorder.tally_.rounds += 1
        return recorder.tally()


class Recorder:
    """Records one table's rounds, in the order it played them, into a :class:`Tally`."""

    def __init__(self, units: Mapping[str, int]) -> None:
        self.tally_ = Tally.empty(units)
        self._pending: list[tuple[int, ...]] = []
        self._previous: NDArray[np.int64] | None = None  # the last deck counted

    def deck(self, deck: tuple[int, ...]) -> None:
        """The 52 card indices of the next shuffle, top card first."""
        self._pending.append(deck)
        if len(self._pending) >= _FLUSH:
            self._flush()

    def round(self, deck: tuple[int, ...], category: str, nets: Mapping[str, int]) -> None:
        """One system-shuffled round: its deck, seat 1's hand category, each line's net in cents."""
        self.deck(deck)
        t = self.tally_
        t.rounds += 1
        t.categories[category] += 1
        for key, net in nets.items():
            t.lines[key].add(net)

    def _flush(self) -> None:
        if not self._pending:
            return
        decks = np.array(self._pending, dtype=np.int64)
        self._pending = []
        t = self.tally_
        positions = np.broadcast_to(np.arange(CARDS), decks.shape)
        t.positions += np.bincount((decks * CARDS + positions).ravel(),
                                   minlength=CARDS * CARDS).reshape(CARDS, CARDS)
        t.neighbours += np.bincount((decks[:, :-1] * CARDS + decks[:, 1:]).ravel(),
                                    minlength=CARDS * CARDS).reshape(CARDS, CARDS)
        if self._previous is None:
            t.chains += 1
            before, after = decks[:-1], decks[1:]
        else:
            before, after = np.vstack([self._previous[None, :], decks[:-1]]), decks
        if len(after):
            # where each card lies in the later deck; a pair (a, b) of the earlier deck is kept
            # when b lies just below a
            where = np.empty_like(after)
            rows = np.arange(len(after))[:, None]
            where[rows, after] = positions[: len(after)]
            above, below = where[rows, before[:, :-1]], where[rows, before[:, 1:]]
            kept = (below == above + 1).sum(axis=1)
            t.kept += int(kept.sum())
            t.transitions += len(after)
            t.most_kept = max(t.most_kept, int(kept.max()))
        self._previous = decks[-1].copy()

    def tally(self) -> Tally:
        """What was recorded so far (the recorder may go on)."""
        self._flush()
        for line in self.tally_.lines.values():
            line.close()
        return self.tally_


def curve_points(curve: list[_Point], limit: int = 400) -> list[_Point]:
    """At most ``limit`` checkpoints, spread evenly on a log scale of rounds, the last kept."""
    if len(curve) <= limit:
        return curve
    picks = np.unique(np.geomspace(1, len(curve), limit).round().astype(np.int64) - 1)
    return [curve[int(i)] for i in picks]
