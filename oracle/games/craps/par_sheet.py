"""Exact game math of the Craps wagers of the seeds: the house edge of every Buy and Lay
Bet (537.5a) under each reading of how the vigorish may be charged, and of the Hardway and
Hop Bets at the Rules Submissions' odds. Every figure is a :class:`fractions.Fraction`.

The "up front" line, shown for comparison only (537.5a forbids it), follows the trade's
convention: the commission is paid when the bet is made, win or lose, 5% of the wager on a
Buy Bet and 5% of the amount the Lay Bet would win, and its edge is per amount put down,
the commission included (the fee in the denominator): Buy 4 at 5% is 1/21 (4.76%), Lay 4
is 1/41 (2.44%). Every other line's edge is per amount wagered.

A wager on a number is decided by the first roll of that number or of 7 (rolls of anything
else leave it up), so P(win) is a ratio of ways: a Buy Bet on 4 wins with probability
3 / (3 + 6) = 1/3. Edges are per wager decided, as a fraction of the amount wagered; the
vigorish is taken unrounded (a table rounds it down to the cent, which only lowers it).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction

from tablecert.oracle.games.craps.paytables import (
    BUY_ODDS,
    HARDWAY_CITATIONS,
    LAY_ODDS,
    POINTS,
    WAYS,
    Bet,
    format_odds,
)
from tablecert.oracle.games.craps.rules import MAX_VIGORISH

__all__ = [
    "Charge",
    "CrapsParLine",
    "buy_lay_lines",
    "craps_par_lines",
    "edge",
    "hardway_line",
    "hop_line",
    "render_craps_text",
    "to_json",
]


class Charge(StrEnum):
    """How a vigorish is charged: the text's reading, the one a Rules Submission may choose
    for Lay Bets, and the trade habits the text forbids (shown for comparison)."""

    WINS_OF_WAGERED = "on winning bets, of the amount wagered"  # 537.5a(a), (b) as written
    WINS_OF_WON = "on winning bets, of the amount won"
    UP_FRONT = "up front on every bet, win or lose (the trade's habit)"


@dataclass(frozen=True, slots=True)
class CrapsParLine:
    citation: str
    bet: Bet
    number: int
    odds: Fraction
    rate: Fraction  # the vigorish; 0 for the Hardway and Hop Bets (537.5a(c))
    charge: Charge | None
    permitted: bool
    why: str
    p_win: Fraction
    house_edge: Fraction
    rules_submissions: tuple[str, ...] = ()
    per: str = "amount wagered"  # what the house edge is a fraction of

    @property
    def title(self) -> str:
        what = self.bet.value if self.bet is Bet.HOP_TWO_SIX else f"{self.bet.value} on {self.number}"
        if self.charge is None:
            return f"{what} at {format_odds(self.odds)}"
        if self.charge is Charge.UP_FRONT:
            of = "wager" if self.bet is Bet.BUY else "win"
            return (f"{what} at {format_odds(self.odds)}, commission {_pct(self.rate)} of the {of} "
                    f"{self.charge.value}")
        return f"{what} at {format_odds(self.odds)}, vigorish {_pct(self.rate)} {self.charge.value}"


def edge(p_win: Fraction, odds: Fraction, *, fee_on_win: Fraction = Fraction(0),
         fee_on_loss: Fraction = Fraction(0)) -> Fraction:
    """The house edge per unit wagered of a bet decided once: win ``odds`` less
    ``fee_on_win`` with probability ``p_win``, else lose the unit and ``fee_on_loss``.

    >>> edge(Fraction(1, 3), Fraction(2), fee_on_win=Fraction(1, 20))  # Buy 4, 5% on wins
    Fraction(1, 60)
    >>> edge(Fraction(2, 3), Fraction(1, 2), fee_on_win=Fraction(1, 20))  # Lay 4, 5% of wagered
    Fraction(1, 30)
    """
    return -(p_win * (odds - fee_on_win) - (1 - p_win) * (1 + fee_on_loss))


def up_front_edge(p_win: Fraction, odds: Fraction, fee: Fraction) -> Fraction:
    """The house edge of a bet whose commission ``fee`` (per unit wagered) is paid when the
    bet is made, win or lose, as the trade quotes it: per amount put down, wager and fee.

    >>> up_front_edge(Fraction(1, 3), Fraction(2), Fraction(1, 20))  # Buy 4, 5% of the wager
    Fraction(1, 21)
    >>> up_front_edge(Fraction(2, 3), Fraction(1, 2), Fraction(1, 40))  # Lay 4, 5% of the win
    Fraction(1, 41)
    """
    return -(p_win * odds - (1 - p_win) - fee) / (1 + fee)


def _pct(rate: Fraction) -> str:
    return f"{float(rate * 100):g}%"


def buy_lay_lines(bet: Bet, rate: Fraction,
                  names: dict[Charge, tuple[str, ...]] | None = None) -> list[CrapsParLine]:
    """Every point's line for ``bet`` at ``rate`` under each reading of the charge;
    ``names``: the Rules Submissions that charge it that way, by reading."""
    names = names or {}
    table, citation = (BUY_ODDS, "537.5a(a)") if bet is Bet.BUY else (LAY_ODDS, "537.5a(b)")
    lines = []
    for number in POINTS:
        odds = table[number].odds
        ways = WAYS[number]
        p_win = Fraction(ways, ways + 6) if bet is Bet.BUY else Fraction(6, ways + 6)
        readings = [
            (Charge.WINS_OF_WAGERED, rate, Fraction(0), True,
             f"{citation} as written: \"of the amount wagered on winning {bet.value}s\""),
            (Charge.WINS_OF_WON, rate * odds, Fraction(0), bet is Bet.LAY and rate * odds <= MAX_VIGORISH,
             ("a Rules Submission option for Lay Bets (vigorish_on: amount won): a Lay Bet wins "
              "less than it wagers, so the fee stays within the rate of the amount wagered")
             if bet is Bet.LAY else
             (f"forbidden by {citation}: a Buy Bet wins more than it wagers at {format_odds(odds)}, "
              f"so the fee would be {_pct(rate * odds)} of the amount wagered, over the rate "
              "the text allows")),
        ]
        for charge, on_win, on_loss, permitted, why in readings:
            lines.append(CrapsParLine(citation, bet, number, odds, rate, charge, permitted, why, p_win,
                                      edge(p_win, odds, fee_on_win=on_win, fee_on_loss=on_loss),
                                      names.get(charge, ())))
        fee = rate if bet is Bet.BUY else rate * odds  # of the wager; of the win
        lines.append(CrapsParLine(
            citation, bet, number, odds, rate, Charge.UP_FRONT, False,
            f"forbidden by {citation} and 537.5a(c): the vigorish is collected on winning "
            f"{bet.value}s only; a fee on a losing bet is a fee the text does not permit",
            p_win, up_front_edge(p_win, odds, fee), names.get(Charge.UP_FRONT, ()),
            per="amount put down (wager and fee)"))
    return lines


def hardway_line(number: int, odds: Fraction, names: tuple[str, ...] = ()) -> CrapsParLine:
    """A Hardway Bet decided by the hard number (wins), 7 or the easy number (loses)."""
    easy = WAYS[number] - 1
    p_win = Fraction(1, 1 + easy + 6)
    return CrapsParLine(HARDWAY_CITATIONS[number], Bet.HARDWAY, number, odds, Fraction(0), None,
                        True, "the payout odds are the Rules Submission's (the text elides them)",
                        p_win, edge(p_win, odds), names)


def hop_line(odds: Fraction, names: tuple[str, ...] = ()) -> CrapsParLine:
    """The Two-Six on the Hop Bet: 2 of the 36 throws win (537.3(a)(34)(i))."""
    p_win = Fraction(2, 36)
    return CrapsParLine("537.3(a)(34)", Bet.HOP_TWO_SIX, 8, odds, Fraction(0), None, True,
                        "the payout odds are the Rules Submission's (the text does not print them)",
                        p_win, edge(p_win, odds), names)


def craps_par_lines(buy_rates: Iterable[tuple[str, Fraction, Charge]] = (),
                    lay_rates: Iterable[tuple[str, Fraction, Charge]] = (),
                    hardway: Iterable[tuple[str, Fraction, Fraction]] = (),
                    hop: Iterable[tuple[str, Fraction]] = ()) -> list[CrapsParLine]:
    """Buy and Lay lines at the 5% cap and at each Rules Submission's rate (``(name, rate,
    charge)``, one set of lines per distinct rate, each line naming the submissions that
    charge that way), then the Hardway Bets
    (``(name, four_and_ten, six_and_eight)``) and the Hop Bet (``(name, odds)``)."""
    lines: list[CrapsParLine] = []
    for bet, rates in ((Bet.BUY, list(buy_rates)), (Bet.LAY, list(lay_rates))):
        by_rate: dict[Fraction, dict[Charge, list[str]]] = {MAX_VIGORISH: {}}
        for name, rate, charge in rates:
            by_rate.setdefault(rate, {}).setdefault(charge, []).append(name)
        for rate in sorted(by_rate, reverse=True):
            lines += buy_lay_lines(bet, rate, {c: tuple(sorted(n)) for c, n in by_rate[rate].items()})
    hard: dict[tuple[Fraction, Fraction], list[str]] = {}
    for name, four_ten, six_eight in hardway:
        hard.setdefault((four_ten, six_eight), []).append(name)
    for (four_ten, six_eight), names in sorted(hard.items()):
        for number in HARDWAY_CITATIONS:
            lines.append(hardway_line(number, four_ten if number in (4, 10) else six_eight,
                                      tuple(sorted(names))))
    hops: dict[Fraction, list[str]] = {}
    for name, odds in hop:
        hops.setdefault(odds, []).append(name)
    for odds, names in sorted(hops.items()):
        lines.append(hop_line(odds, tuple(sorted(names))))
    return lines


def render_craps_text(lines: list[CrapsParLine]) -> str:
    """The Craps lines as a table of text (``tablecert math``)."""
    head = "Craps and Mini-Craps (537.3(a), 537.5a): house edge per wager decided (exact)"
    out = [head, "=" * len(head), ""]
    for line in lines:
        flag = "" if line.permitted else "  [FORBIDDEN reading, for comparison]"
        subs = f"  ({', '.join(line.rules_submissions)})" if line.rules_submissions else ""
        per = "" if line.per == "amount wagered" else f" of the {line.per}"
        out.append(f"{line.citation:<13} {line.title}: P(win) {line.p_win}, house edge "
                   f"{float(line.house_edge * 100):.4f}%{per} (exact {line.house_edge}){flag}{subs}")
    return "\n".join(out) + "\n"


def to_json(lines: list[CrapsParLine]) -> dict[str, object]:
    """The Craps lines as plain JSON types, every figure also exact as "p/q"."""
    return {
        "title": "Craps and Mini-Craps: house edge per wager decided, of the amount wagered",
        "unit": "per wager decided (won or lost), as a fraction of each line's edge_of",
        "lines": [{
            "citation": line.citation,
            "bet": line.bet.value,
            "number": line.number,
            "odds": format_odds(line.odds),
            "vigorish": float(line.rate),
            "vigorish_exact": str(line.rate),
            "charge": line.charge.value if line.charge else None,
            "permitted": line.permitted,
            "why": line.why,
            "p_win": float(line.p_win),
            "p_win_exact": str(line.p_win),
            "house_edge": float(line.house_edge),
            "exact": str(line.house_edge),
            "edge_of": line.per,
            "rules_submissions": list(line.rules_submissions),
        } for line in lines],
    }
