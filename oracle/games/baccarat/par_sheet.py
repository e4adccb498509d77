"""Exact coup probabilities and wager returns of the baccarat games over an infinite deck.

The harness's statistical run (``tablecert stats --game minibaccarat``) deals each round from
cards drawn independently and uniformly from the 52 of a deck, so the probabilities of a
Player win, a Banker win and a Tie are those of an infinite deck: a card is worth 0 with
probability 4/13 (tens and pictures) and 1 to 9 with 1/13 each. They follow from the
tableau the oracle deals by (:data:`tablecert.oracle.games.baccarat.table.TABLEAU`, read as data) over
the four cards' totals and the third cards, 10^4 weighted cases, exactly (a test checks the
figures against the oracle's own :func:`~tablecert.oracle.games.baccarat.table.deal_coup` over every
sequence of card values). They are not the eight-deck figures of the trade's tables (0.458597,
0.446247, 0.095156): the cards here are drawn with replacement.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import cache

from tablecert.oracle.games.baccarat.model import BaccaratBet, Result
from tablecert.oracle.games.baccarat.table import NATURALS, PLAYER_DRAWS_ON, TABLEAU

__all__ = ["CoupOdds", "coup_odds", "wager_moments"]

_VALUE = {v: Fraction(4 if v == 0 else 1, 13) for v in range(10)}
"""The probability of each baccarat value of one card drawn from a full deck."""


@dataclass(frozen=True, slots=True)
class CoupOdds:
    player: Fraction
    banker: Fraction
    tie: Fraction

    def of(self, result: Result) -> Fraction:
        return {Result.PLAYER: self.player, Result.BANKER: self.banker, Result.TIE: self.tie}[result]


def _two_card_totals() -> dict[int, Fraction]:
    totals: dict[int, Fraction] = {}
    for a, pa in _VALUE.items():
        for b, pb in _VALUE.items():
            totals[(a + b) % 10] = totals.get((a + b) % 10, Fraction(0)) + pa * pb
    return totals


def _banker_draws(banker: int, third: int | None) -> bool:
    if banker >= len(TABLEAU):
        return False
    row = TABLEAU[banker]
    return row.draws_when_player_stands if third is None else third in row.draws_on_player_third


@cache
def coup_odds() -> CoupOdds:
    """P(Player wins), P(Banker wins), P(Tie) of a coup dealt from an infinite deck.

    >>> odds = coup_odds()
    >>> round(float(odds.banker), 6), round(float(odds.player), 6), round(float(odds.tie), 6)
    (0.458428, 0.446147, 0.095426)
    """
    won = {Result.PLAYER: Fraction(0), Result.BANKER: Fraction(0), Result.TIE: Fraction(0)}
    totals = _two_card_totals()
    for p, pp in totals.items():
        for b, pb in totals.items():
            weight = pp * pb
            if p in NATURALS or b in NATURALS:
                outcomes = [(p, b, weight)]
            else:
                player_cards = ([(None, p, Fraction(1))] if p not in PLAYER_DRAWS_ON
                                else [(v, (p + v) % 10, pv) for v, pv in _VALUE.items()])
                outcomes = []
                for third, player_total, pt in player_cards:
                    if _banker_draws(b, third):
                        outcomes += [(player_total, (b + v) % 10, weight * pt * pv)
                                     for v, pv in _VALUE.items()]
                    else:
                        outcomes.append((player_total, b, weight * pt))
            for player_total, banker_total, w in outcomes:
                result = (Result.PLAYER if player_total > banker_total
                          else Result.BANKER if banker_total > player_total else Result.TIE)
                won[result] += w
    return CoupOdds(won[Result.PLAYER], won[Result.BANKER], won[Result.TIE])


_WINS = {BaccaratBet.PLAYER: Result.PLAYER, BaccaratBet.BANKER: Result.BANKER, BaccaratBet.TIE: Result.TIE}


def wager_moments(bet: BaccaratBet, odds: Fraction) -> tuple[Fraction, Fraction]:
    """The exact mean and mean square of the net per unit wagered on ``bet`` paid at ``odds``:
    a win pays the odds; a Tie returns a Player or Banker Wager; anything else loses it.

    >>> mean, _ = wager_moments(BaccaratBet.BANKER, Fraction(19, 20))
    >>> round(float(mean), 6)
    -0.01064
    """
    coup = coup_odds()
    win = coup.of(_WINS[bet])
    push = coup.tie if bet is not BaccaratBet.TIE else Fraction(0)
    lose = 1 - win - push
    return win * odds - lose, win * odds * odds + lose
