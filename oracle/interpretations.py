"""The interpretation register: every reading the oracle takes where the text is silent,
elided, or contradicts itself, gathered from beside the games they belong to (the general
readings of :mod:`tablecert.oracle.readings`, then those of the shared round engine of Three
Card Poker and Let It Ride, of those two games, and of every game of the catalogue, in its
order). docs/interpretations.md is rendered from it (``tablecert interpretations``) and a test
keeps the two equal; the report prints the same entries.
"""

from __future__ import annotations

from tablecert.oracle import readings as general
from tablecert.oracle import settlement_order
from tablecert.oracle.card_round import readings as card_round
from tablecert.oracle.catalogue import GAMES
from tablecert.oracle.games.let_it_ride import readings as let_it_ride
from tablecert.oracle.games.three_card_poker import readings as three_card_poker
from tablecert.oracle.readings import Interpretation

__all__ = ["INTERPRETATIONS", "render_markdown"]

INTERPRETATIONS: tuple[Interpretation, ...] = tuple(dict.fromkeys((
    *general.READINGS,
    *card_round.READINGS,
    *settlement_order.READINGS,
    *three_card_poker.READINGS,
    *let_it_ride.READINGS,
    # games that share a package (Blackjack and Spanish 21, the three baccarat games) share
    # their readings: each is listed once
    *(reading for spec in GAMES.values() for reading in spec.readings),
)))


def render_markdown() -> str:
    """docs/interpretations.md, from the register."""
    out = [
        "# Interpretation register",
        "",
        "Every reading tablecert's oracle takes where the regulation text is silent, elided or",
        "contradicts itself. Rendered from each game's `readings.py` (oracle/games/<game>/) and",
        "`oracle/readings.py` by `tablecert interpretations`; the report prints the same entries.",
        "",
    ]
    for entry in INTERPRETATIONS:
        out += [
            f"## {entry.key} — {entry.citation}",
            "",
            f"> {entry.quote}",
            "",
            f"**Reading.** {entry.reading}",
            "",
            f"**Why.** {entry.why}",
            "",
            f"**Switch.** {entry.switch}",
            "",
        ]
    return "\n".join(out)
