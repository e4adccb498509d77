"""Every k-card subset of the deck as numpy columns, in colexicographic order.

Subset ``i`` of :func:`combinations` is the one whose rank in the combinatorial number
system is ``i``: a sorted subset ``c0 < c1 < ... < c(k-1)`` has rank
``C(c0, 1) + C(c1, 2) + ... + C(c(k-1), k)``. That makes the rank of any sub-subset a sum
of table look-ups, which is how a five-card hand finds its four-card parts without a
search. Subsets are stored column-wise, shape ``(k, count)``: column arithmetic on
contiguous rows is what keeps the par sheet fast.

>>> combinations(4, 2).T.tolist()
[[0, 1], [0, 2], [1, 2], [0, 3], [1, 3], [2, 3]]
>>> colex_rank(np.array([[1], [3]], dtype=np.int8)).tolist()
[4]
"""

from __future__ import annotations

from math import comb

import numpy as np
from numpy.typing import NDArray

__all__ = ["BINOM", "colex_rank", "combinations", "drop_one_ranks"]

_MAX_N = 53
_MAX_K = 7

BINOM: tuple[NDArray[np.int32], ...] = tuple(
    np.array([comb(n, k) for n in range(_MAX_N)], dtype=np.int32) for k in range(_MAX_K + 1)
)
"""``BINOM[k][n] == C(n, k)`` for n < 53, k <= 7: one contiguous table per k, because a
gather from a contiguous int32 table is several times faster than from a strided one."""


def combinations(n: int, k: int) -> NDArray[np.int8]:
    """All k-subsets of ``range(n)``: column i is the sorted subset of colex rank i."""
    if not 1 <= k <= min(n, _MAX_K) or n >= _MAX_N:
        raise ValueError(f"combinations({n}, {k}): need 1 <= k <= min(n, {_MAX_K}), n < {_MAX_N}")
    cols: NDArray[np.int8] = np.arange(n, dtype=np.int8)[None, :]
    for j in range(2, k + 1):
        # The j-subsets whose largest card is m are the (j-1)-subsets of range(m), which
        # are the first C(m, j-1) so far, each followed by m.
        largest = np.arange(j - 1, n)
        counts = BINOM[j - 1][largest].astype(np.int64)
        starts = np.cumsum(counts) - counts
        prefix = np.arange(int(counts.sum())) - np.repeat(starts, counts)
        grown = np.empty((j, prefix.size), dtype=np.int8)
        for i in range(j - 1):
            grown[i] = cols[i][prefix]
        grown[j - 1] = np.repeat(largest.astype(np.int8), counts)
        cols = grown
    return cols


def colex_rank(cols: NDArray[np.int8]) -> NDArray[np.int32]:
    """The colex rank of each sorted subset (a column): its place in :func:`combinations`."""
    total = np.zeros(cols.shape[1], dtype=np.int32)
    for i in range(cols.shape[0]):
        total += BINOM[i + 1][cols[i]]
    return total


def drop_one_ranks(cols: NDArray[np.int8]) -> NDArray[np.int32]:
    """Row j: the colex rank of each subset with its j-th card left out.

    The cards before j keep their places (weight ``C(c, i+1)``); the cards after it move
    down one (weight ``C(c, i)``).
    """
    k, count = cols.shape
    out = np.zeros((k, count), dtype=np.int32)
    for j in range(k - 2, -1, -1):  # the cards after j, from the right
        np.add(out[j + 1], BINOM[j + 1][cols[j + 1]], out=out[j])
    before = np.zeros(count, dtype=np.int32)
    for j in range(1, k):  # the cards before j, from the left
        before += BINOM[j][cols[j - 1]]
        out[j] += before
    return out
