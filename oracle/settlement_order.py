"""Settlement lines whose relative order no text fixes, as data with their citations.

The judge compares a round's settlement lines in the order paid, since the order is mostly
the rule: players counterclockwise from the dealer's right (649a.11(c), 643a.11(f)), and for
each player the wagers in the succession the text lists ((c)(3) then (c)(4), (5), (6);
643a.11(f)(3) "first ... then"). Where the text names wagers together without an order
("the dealer shall pay the Ante and Play Wagers and any Ante Bonus"), a system may settle
them in either order; :func:`in_free_order` puts each such run of lines into one canonical
order, on both sides, so only the order the text fixes is judged. An entry here is a
reading, so it is in the interpretation register too (:data:`READINGS`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

from tablecert.oracle.readings import Interpretation
from tablecert.oracle.round import EventKind, Outcome, SettlementLine
from tablecert.oracle.wagers import Wager

__all__ = ["FREE_EVENT_ORDERS", "FREE_ORDERS", "READINGS", "FreeOrder", "events_in_free_order", "free_runs",
           "in_free_order", "wagers_in_free_order"]


@dataclass(frozen=True, slots=True)
class FreeOrder:
    """Lines of one player (``across_seats``: of every player) on ``wagers`` with one of
    ``outcomes``, which may come in any order among themselves when they stand next to each
    other; ``citation`` and ``quote`` are the words that name them together, ``wagers`` in the
    order the words name them (the one order both sides are put in before comparing)."""

    name: str
    wagers: tuple[Wager, ...]
    citation: str
    quote: str
    outcomes: frozenset[Outcome]
    across_seats: bool = False
    reason: str = "The text names them together and fixes no order among them; every order complies."

    def holds(self, line: SettlementLine) -> bool:
        return line.wager in self.wagers and line.outcome in self.outcomes

    def key(self, line: SettlementLine) -> tuple[int, int, str, int, int, int]:
        """The canonical order: by seat, then as the text names the wagers, then by amounts
        (several lines of one wager, such as two Envy Bonuses, in one order too)."""
        return (line.seat, self.wagers.index(line.wager), line.outcome.value, line.amount,
                line.paid, line.returned)


_SETTLED = frozenset({Outcome.WON, Outcome.LOST, Outcome.RETURNED})

FREE_ORDERS: tuple[FreeOrder, ...] = (
    FreeOrder("the Ante and Play Wagers and the Ante Bonus in any order",
              (Wager.ANTE, Wager.PLAY, Wager.ANTE_BONUS), "649a.11(c)(3)",
              "the dealer shall pay the Ante and Play Wagers and any Ante Bonus", _SETTLED),
    FreeOrder("the Let It Ride Poker Wagers in any order",
              (Wager.BET_1, Wager.BET_2, Wager.BET_3), "643a.11(f)(3)",
              "The dealer shall first settle all Let It Ride Poker Wagers of that player", _SETTLED),
    FreeOrder("several Envy Bonuses of one player in any order", (Wager.ENVY_BONUS,),
              "649a.11(c)(5)(v), 565.11(d)(4)",
              "Players are entitled to multiple Envy Bonuses if more than one other player is the "
              "holder of an Envy Bonus Qualifying Hand", frozenset({Outcome.WON})),
    FreeOrder("forfeited wagers collected in any order",
              (Wager.ANTE, Wager.PAIR_PLUS, Wager.PROGRESSIVE), "649a.11(b)(1), (2), (c)",
              "the dealer shall collect all forfeited wagers and associated cards",
              frozenset({Outcome.FORFEITED}), across_seats=True),
    FreeOrder("a void round's wagers returned in any order",
              tuple(Wager), "649a.8(h), 649a.13; 643a.8(h), 643a.13",
              "all hands shall be void and all wagers shall be returned to the players",
              frozenset({Outcome.VOID}), across_seats=True),
    FreeOrder("the bonus wagers in either order",
              (Wager.LET_IT_RIDE_BONUS, Wager.THREE_CARD_BONUS), "643a.11(f)(3)",
              "The dealer shall first settle all Let It Ride Poker Wagers of that player, then any Let "
              "It Ride Bonus Wager or Three Card Bonus Wager", _SETTLED,
              reason="Revisited (issue #21): the harness used to require the Let It Ride Bonus Wager "
              "first, an order the text does not fix. \"first ... then\" orders the Let It Ride Poker "
              "Wagers before the bonus wagers; \"any Let It Ride Bonus Wager or Three Card Bonus "
              "Wager\" names the two without an order between them."),
)
"""Every run of lines settled in an order the text leaves open."""

FREE_EVENT_ORDERS: tuple[tuple[frozenset[EventKind], str, str, str], ...] = (
    (frozenset({EventKind.ROUND_VOID, EventKind.DECK_REMOVED}),
     "the void and the removal of the deck in either order",
     "649a.8(h), 649a.9(f), 649a.10(f), 649a.5(b); 643a.8(h), 643a.9(f), 643a.10(f), 643a.5(b)",
     "all hands shall be void, all wagers shall be returned to the players and the entire deck of "
     "cards shall be removed from the table"),
)
"""Events the text names together without an order: (kinds, register key, citation, words).
Adjacent events of one entry may be reported in either order."""

L = TypeVar("L", bound=SettlementLine)


def free_runs(lines: Sequence[SettlementLine]) -> list[tuple[int, int, FreeOrder]]:
    """The runs of ``lines`` the text leaves unordered: (start, end, entry) of each run of two
    lines or more that one :data:`FREE_ORDERS` entry holds, consecutive, of one seat unless
    the entry spans the seats."""
    runs: list[tuple[int, int, FreeOrder]] = []
    i = 0
    while i < len(lines):
        end = i + 1
        for free in FREE_ORDERS:
            if not free.holds(lines[i]):
                continue
            while end < len(lines) and free.holds(lines[end]) and (
                    free.across_seats or lines[end].seat == lines[i].seat):
                end += 1
            if end - i > 1:
                runs.append((i, end, free))
                break
        i = end
    return runs


def in_free_order(lines: Sequence[L]) -> list[L]:
    """``lines`` with every run the text does not order put in one canonical order (by seat,
    then as the text names the wagers), so two systems that settle such a run in different
    orders give the same list.

    >>> from tablecert.oracle.round import SettlementLine as S
    >>> lines = [S(1, Wager.PLAY, Outcome.WON, 500), S(1, Wager.ANTE, Outcome.WON, 500),
    ...          S(1, Wager.PAIR_PLUS, Outcome.LOST, 500)]
    >>> [s.wager.value for s in in_free_order(lines)]
    ['Ante Wager', 'Play Wager', 'Pair Plus Wager']
    """
    out = list(lines)
    for start, end, free in free_runs(lines):
        out[start:end] = sorted(lines[start:end], key=free.key)
    return out


def wagers_in_free_order(wagers: Sequence[Wager]) -> list[Wager]:
    """One player's settled wagers, named in the order paid, put in the same canonical order
    (for a scenario's "seat N's wagers are settled in the order ...").

    >>> [w.value for w in wagers_in_free_order([Wager.BET_3, Wager.BET_1, Wager.BET_2])]
    ['Bet Number 1', 'Bet Number 2', 'Bet Number 3']
    """
    return [line.wager for line in in_free_order([SettlementLine(0, w, Outcome.WON, 0) for w in wagers])]


def events_in_free_order(kinds: Sequence[EventKind]) -> list[EventKind]:
    """``kinds`` (a round's judged events, in order) with each run of adjacent events the text
    names together without an order (:data:`FREE_EVENT_ORDERS`) in one canonical order.

    >>> [k.value for k in events_in_free_order([EventKind.ROUND_VOID, EventKind.DECK_REMOVED])]
    ['deck removed from the table', 'round void']
    """
    out = list(kinds)
    for together, *_ in FREE_EVENT_ORDERS:
        i = 0
        while i < len(out):
            end = i
            while end < len(out) and out[end] in together:
                end += 1
            out[i:end] = sorted(out[i:end], key=lambda k: k.value)
            i = max(end, i + 1)
    return out


READINGS: tuple[Interpretation, ...] = tuple(
    Interpretation(
        free.name,
        free.citation,
        free.quote,
        "A range: these lines of " + ("the players" if free.across_seats else "one player") + " ("
        + ("every wager" if free.wagers == tuple(Wager) else ", ".join(w.value for w in free.wagers))
        + "; " + ", ".join(sorted(o.value for o in free.outcomes))
        + ") may be settled in any order among themselves: the judge accepts every order of "
        "them, and judges the order the text fixes around them.",
        free.reason,
    )
    for free in FREE_ORDERS
) + tuple(
    Interpretation(key, citation, quote,
                   "A range: these events (" + ", ".join(sorted(k.value for k in together)) + ") may be "
                   "reported in either order when they stand next to each other: the judge "
                   "accepts every order of them.",
                   "The text names them together and fixes no order among them; every order complies.")
    for together, key, citation, quote in FREE_EVENT_ORDERS
)
"""The register's entries for :data:`FREE_ORDERS` (a range the regulation allows)."""
