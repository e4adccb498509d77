"""What a par sheet says: one :class:`ParLine` per paytable, exact to the last digit."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from tablecert.oracle.money import Cents
from tablecert.oracle.paytables import Paytable

__all__ = ["HandLine", "ParLine", "ParSheet"]


@dataclass(frozen=True, slots=True)
class HandLine:
    """One row of a par sheet table: how often a hand or outcome comes, and what it pays.

    ``contribution`` is ``probability x net`` in the line's unit (see :attr:`ParLine.unit`);
    the contributions of a line's rows add up to minus its house edge, except where the
    line's notes say a row is paid in addition to the others (the Ante Bonus).
    """

    hand: str
    combinations: int
    probability: Fraction
    payout: str
    contribution: Fraction


@dataclass(frozen=True, slots=True)
class ParLine:
    """The exact game math of one paytable.

    ``house_edge`` is the fraction of the initial wager unit the player loses on average:
    per Ante Wager for Ante and Play, per one of the three equal Let It Ride Poker
    Wagers, per wager for the rest. Progressive tables count the "100% of meter" row as
    paying nothing and add ``break_even_meter``; the Envy Bonus has no house edge of its
    own (it is paid by the house, not wagered) and gives ``expected_per_other_player``.
    """

    citation: str
    paytable: str  # the letter, or the wager size for the Envy Bonus ("$1")
    wager: str  # Paytable.wager_name
    title: str  # what the line analyses, in the regulation's words
    per_wager: Cents
    unit: str  # what house_edge and contributions are per
    house_edge: Fraction | None
    hands: tuple[HandLine, ...]
    strategy: str
    combinations: int  # the deals enumerated
    notes: tuple[str, ...] = ()
    return_excluding_meter: Fraction | None = None
    break_even_meter: Fraction | None = None  # dollars, for a wager of per_wager
    expected_per_other_player: Fraction | None = None  # dollars (Envy Bonus)

    @classmethod
    def of(cls, paytable: Paytable, **analysis: Any) -> ParLine:
        """A line for ``paytable``: its citation, letter, wager and wager size, and the rest."""
        return cls(citation=paytable.citation, paytable=paytable.letter,
                   wager=paytable.wager_name, per_wager=paytable.per_wager, **analysis)

    @property
    def player_return(self) -> Fraction | None:
        """1 - house edge: what the player gets back per unit wagered, on average."""
        return None if self.house_edge is None else 1 - self.house_edge

    @property
    def name(self) -> str:
        return f"{self.citation} Paytable {self.paytable}"


@dataclass(frozen=True, slots=True)
class ParSheet:
    """Every paytable's :class:`ParLine`, in :data:`tablecert.oracle.card_games.PAYTABLES` order."""

    lines: tuple[ParLine, ...]

    def find(self, citation: str, paytable: str, *, per_wager: Cents | None = None) -> ParLine:
        """The line of one paytable; raise KeyError naming the lines that exist."""
        found = [
            line for line in self.lines
            if line.citation == citation and line.paytable == paytable
            and (per_wager is None or line.per_wager == per_wager)
        ]
        if len(found) != 1:
            names = ", ".join(sorted({line.name for line in self.lines}))
            raise KeyError(f"no single par sheet line {citation} {paytable!r}; lines: {names}")
        return found[0]
