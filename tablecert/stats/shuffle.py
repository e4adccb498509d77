"""Is the shuffle random? Three tests on the decks a system reports, and one on the hands.

649a.5(a) (and 643a.5, cited by chapter 643a): the cards are shuffled "so that the cards
are randomly intermixed", that is, every one of the 52! orders is equally likely and each
shuffle is independent of the deck that went in. Each test below looks at one consequence
a weak shuffle breaks; every p-value comes from scipy.stats.

1. **Position by card** (52 x 52 counts of card c at position p). Under a random shuffle
   each count has mean N/52 (from 260 shuffles on, every cell expects at least 5).
   Pearson's X = sum (O - E)^2 / E is not chi-square(2601) here, because a deck is a
   permutation (each card once, each position once): the cell covariance is
   (N/51) Q x Q, Q the centring projection, so X is 52/51 times a chi-square with
   51^2 = 2601 degrees of freedom in the limit. We test X * 51/52.
2. **Neighbours** (52 x 52 counts of card a directly above card b, a != b, over all 51
   neighbouring pairs of each deck). Each ordered pair has mean N/52, but the 51 pairs of
   one deck are dependent: the eigenvalues of the cell covariance (times 52/N) are
   (n+1)/(n-1) (C(n-1, 2) times), 1 (n(n-1) - 1 - C(n-1, 2) - 2(n-1) times) and 1/(n-1)
   (2(n-1) times) for n = 52 cards (tests/test_stats.py checks them against numpy's
   eigenvalues for small n). X is that weighted sum of chi-square(1) variables; we use the
   Satterthwaite-Welch two-moment match X / c ~ chi-square(nu).
3. **Neighbours kept from one shuffle to the next** (the classic weak-shuffle signature:
   a riffle or a cut keeps runs of the old order). For each shuffle, the number of the 51
   neighbouring pairs of the previous deck that are still neighbours, in the same order,
   in the new one: the "successions" of a random permutation, mean (n-1)/n and variance
   (n^2-n-1)/n^2, asymptotically Poisson(1). The sum over N-1 shuffles is tested
   one-sided against Poisson((N-1)(n-1)/n) (its variance differs by under 0.05%).
4. **Hand categories** of seat 1's hand (three cards, or Let It Ride's five) against the
   exact counts of :mod:`tablecert.oracle.par_sheet.frequencies`, the rarest categories pooled
   until every group expects at least five hands: Pearson chi-square
   (scipy.stats.chisquare). Only seat 1's hand is used: the hands of one deal are not
   independent of each other.

Every test reads a :class:`tablecert.stats.tally.Tally` (the counts of many shuffles, which
add up across tables and cluster shards); ``run`` also takes raw decks (N x 52), counted as
one table's consecutive shuffles.

Each test states a minimum effect (in words and as the non-centrality it adds per round)
against which its power is computed; see :mod:`tablecert.stats.verdict`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from math import comb

import numpy as np
from numpy.typing import NDArray
from scipy import stats

from tablecert.stats.tally import Tally

__all__ = [
    "CARDS",
    "HandCategoryTest",
    "KeptNeighboursTest",
    "NeighbourTest",
    "PositionTest",
    "TestResult",
    "neighbour_counts",
    "neighbour_weights",
    "position_counts",
]

CARDS = 52
Decks = NDArray[np.int64]  # (N, 52): decks[k, p] is the card index at position p (0 = top)


def _tally(data: Decks | Tally) -> Tally:
    return data if isinstance(data, Tally) else Tally.of_decks(data)


@dataclass(frozen=True)
class TestResult:
    statistic: float
    df: float | None
    p_value: float
    n: int
    detail: dict[str, object]


# --------------------------------------------------------------------------- counts
def position_counts(decks: Decks) -> NDArray[np.int64]:
    """counts[c, p]: how often card c lay at position p."""
    n = decks.shape[0]
    counts = np.zeros((CARDS, CARDS), dtype=np.int64)
    if n:
        np.add.at(counts, (decks, np.broadcast_to(np.arange(CARDS), decks.shape)), 1)
    return counts


def neighbour_counts(decks: Decks) -> NDArray[np.int64]:
    """counts[a, b]: how often card b lay directly below card a."""
    counts = np.zeros((CARDS, CARDS), dtype=np.int64)
    if decks.shape[0]:
        np.add.at(counts, (decks[:, :-1].ravel(), decks[:, 1:].ravel()), 1)
    return counts


def neighbour_weights(n: int = CARDS) -> tuple[float, float]:
    """(sum, sum of squares) of the eigenvalues of the neighbour counts' covariance,
    scaled by n/N (see the module docstring)."""
    big, small = comb(n - 1, 2), 2 * (n - 1)
    ones = n * (n - 1) - 1 - big - small
    weights = ((n + 1) / (n - 1), big), (1.0, ones), (1 / (n - 1), small)
    return (sum(w * k for w, k in weights), sum(w * w * k for w, k in weights))


def _chi2_power(level: float, df: float, noncentrality: float) -> float:
    critical = stats.chi2.isf(level, df)
    return float(stats.ncx2.sf(critical, df, noncentrality))


# --------------------------------------------------------------------------- tests
class PositionTest:
    name = "position-by-card uniformity"
    statistic_name = "chi-square"
    method = ("Pearson X over the 52 x 52 position-by-card counts, times 51/52 (a deck is a "
              "permutation), against chi-square with 2601 df (scipy.stats.chi2)")
    minimum_effect = "one card landing in the top ten twice as often as it should (38% for 19%)"

    def __init__(self) -> None:
        self.scale = CARDS / (CARDS - 1)
        self.df = float((CARDS - 1) ** 2)
        # the alternative: one card's row puts 20/52 on the top ten, the rest on the others
        p0 = 1 / CARDS
        row = np.full(CARDS, (1 - 20 / CARDS) / (CARDS - 10))
        row[:10] = 2 / CARDS
        self.effect_per_round = float(CARDS * ((row - p0) ** 2).sum())

    def run(self, data: Decks | Tally) -> TestResult:
        tally = _tally(data)
        n, counts = tally.rounds, tally.positions
        expected = n / CARDS
        x = float(((counts - expected) ** 2).sum() / expected)
        statistic = x / self.scale
        worst_card, worst_position = divmod(int(np.abs(counts - expected).argmax()), CARDS)
        return TestResult(statistic, self.df, float(stats.chi2.sf(statistic, self.df)), n, {
            "pearson_x": x,
            "largest_deviation": {"card_index": worst_card, "position": worst_position + 1,
                                  "observed": int(counts[worst_card, worst_position]),
                                  "expected": expected},
        })

    def power(self, n: int, level: float) -> float:
        return _chi2_power(level, self.df, n * self.effect_per_round / self.scale)


class NeighbourTest:
    name = "independence of neighbouring cards"
    statistic_name = "chi-square"
    method = ("Pearson X over the 2652 ordered neighbour pairs, divided by c and tested against "
              "chi-square with nu df (two-moment match of the exact weighted sum; scipy.stats.chi2)")
    minimum_effect = "one card followed by one particular card in 1 deck of 4 (fair: 1 in 52)"

    def __init__(self) -> None:
        total, squares = neighbour_weights(CARDS)
        self.scale = squares / total
        self.df = total * total / squares
        p0 = 1 / CARDS
        row = np.full(CARDS - 1, ((CARDS - 1) / CARDS - 0.25) / (CARDS - 2))
        row[0] = 0.25
        self.effect_per_round = float(CARDS * ((row - p0) ** 2).sum())

    def run(self, data: Decks | Tally) -> TestResult:
        tally = _tally(data)
        n, counts = tally.rounds, tally.neighbours
        off = ~np.eye(CARDS, dtype=bool)
        expected = n / CARDS
        x = float(((counts[off] - expected) ** 2).sum() / expected)
        statistic = x / self.scale
        a, b = divmod(int(np.where(off, counts, 0).argmax()), CARDS)
        return TestResult(statistic, self.df, float(stats.chi2.sf(statistic, self.df)), n, {
            "pearson_x": x, "scale": self.scale,
            "most_frequent_pair": {"above": a, "below": b, "observed": int(counts[a, b]),
                                   "expected": expected},
        })

    def power(self, n: int, level: float) -> float:
        return _chi2_power(level, self.df, n * self.effect_per_round / self.scale)


def kept_neighbours(previous: NDArray[np.int64], current: NDArray[np.int64]) -> int:
    """How many of the 51 neighbouring pairs of ``previous`` are still neighbours, in the
    same order, in ``current`` (successions)."""
    below = np.empty(CARDS, dtype=np.int64)
    below[current[:-1]] = current[1:]
    below[current[-1]] = -1
    return int((below[previous[:-1]] == previous[1:]).sum())


class KeptNeighboursTest:
    name = "neighbours kept from one shuffle to the next"
    statistic_name = "pairs kept"
    method = ("the sum over consecutive shuffles of the neighbouring pairs kept, one-sided against "
              "Poisson with mean (N-1) x 51/52 (scipy.stats.poisson)")
    minimum_effect = "1.25 pairs kept per shuffle on average (fair: 0.98)"
    null_rate = (CARDS - 1) / CARDS
    alternative_rate = 1.25

    def __init__(self, chains: int = 1) -> None:
        self.chains = chains  # tables whose shuffles are compared: N rounds give N - chains transitions

    def run(self, data: Decks | Tally) -> TestResult:
        tally = _tally(data)
        transitions, total = tally.transitions, tally.kept
        mean = transitions * self.null_rate
        p = float(stats.poisson.sf(total - 1, mean)) if transitions else 1.0
        return TestResult(float(total), None, p, tally.rounds, {
            "expected": mean, "transitions": transitions,
            "per_shuffle": total / transitions if transitions else None,
            "most_kept_in_one_shuffle": tally.most_kept,
        })

    def power(self, n: int, level: float) -> float:
        transitions = max(n - self.chains, 0)
        if not transitions:
            return 0.0
        # the smallest total whose p-value is at most the level
        critical = stats.poisson.isf(level, transitions * self.null_rate) + 1
        return float(stats.poisson.sf(critical - 1, transitions * self.alternative_rate))


class HandCategoryTest:
    name = "dealt hand categories"
    statistic_name = "chi-square"
    method = ("Pearson chi-square of seat 1's hand categories against the exact frequencies, rare "
              "categories pooled until each expects 5 hands (scipy.stats.chisquare)")

    def __init__(self, exact: Mapping[str, int], *, boosted: str = "pair", factor: float = 1.25) -> None:
        total = sum(exact.values())
        self.labels = list(exact)
        self.probabilities = np.array([exact[k] / total for k in self.labels])
        self.boosted = boosted
        self.factor = factor
        self.minimum_effect = f"the {boosted} dealt {factor:g} times as often as it should"

    def _groups(self, n: int) -> list[list[int]]:
        """Categories pooled, rarest first, until each group expects at least 5 hands."""
        order = sorted(range(len(self.labels)), key=lambda i: self.probabilities[i])
        groups: list[list[int]] = []
        pending: list[int] = []
        for i in order:
            pending.append(i)
            if n * self.probabilities[pending].sum() >= 5:
                groups.append(pending)
                pending = []
        if pending:
            if groups:
                groups[-1] += pending
            else:
                groups.append(pending)
        return groups

    def run_counts(self, observed: Mapping[str, int]) -> TestResult:
        n = sum(observed.values())
        groups = self._groups(n)
        f_obs = np.array([sum(observed.get(self.labels[i], 0) for i in g) for g in groups], dtype=float)
        f_exp = np.array([n * self.probabilities[g].sum() for g in groups])
        if len(groups) < 2:
            return TestResult(0.0, 0.0, 1.0, n, {"note": "too few hands to test"})
        result = stats.chisquare(f_obs, f_exp)
        return TestResult(float(result.statistic), float(len(groups) - 1), float(result.pvalue), n, {
            "cells": [{"categories": [self.labels[i] for i in g], "observed": int(o), "expected": e}
                      for g, o, e in zip(groups, f_obs, f_exp, strict=True)],
        })

    def power(self, n: int, level: float) -> float:
        groups = self._groups(n)
        if len(groups) < 2:
            return 0.0
        p0 = self.probabilities
        p1 = p0.copy()
        i = self.labels.index(self.boosted)
        p1[i] = p0[i] * self.factor
        others = np.arange(len(p0)) != i
        p1[others] *= (1 - p1[i]) / p0[others].sum()
        g0 = np.array([p0[g].sum() for g in groups])
        g1 = np.array([p1[g].sum() for g in groups])
        w2 = float(((g1 - g0) ** 2 / g0).sum())
        return _chi2_power(level, len(groups) - 1, n * w2)
