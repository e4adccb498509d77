"""The readings Three Card Poker and Let It Ride share, where 649a and 643a word a rule alike
(the stub count, seat numbers, the counting shuffler, the shuffler jam): entries of the
interpretation register (:mod:`tablecert.oracle.interpretations`).
"""

from __future__ import annotations

from tablecert.oracle.readings import Interpretation

__all__ = ["READINGS"]

READINGS: tuple[Interpretation, ...] = (
    Interpretation(
        "the stub is counted every fifth round",
        "649a.8(f), 649a.9(d), 649a.10(d); 643a.8(f), 643a.9(d), 643a.10(d)",
        "the dealer shall count the stub at least once every 5 rounds of play",
        "Without a counting shuffler the oracle counts the stub on rounds 5, 10, 15, ... "
        "dealt at the table. A system that counts more often also complies; an observation "
        "is judged on the rule (no five dealt rounds without a count), not on the oracle's "
        "schedule.",
        "\"At least once every 5 rounds\" fixes a maximum gap, not a phase.",
    ),
    Interpretation(
        "seat numbers",
        "649a.8(d), 649a.11(c); 643a.8(d), 643a.11(f)",
        "starting with the player farthest to the dealer's left and continuing around the "
        "table in a clockwise manner",
        "Seats are numbered 1 to 7 clockwise from the dealer's left: seat 1 is dealt and asked "
        "first and settled last (settlement runs counterclockwise from the dealer's right).",
        "The regulation names no seat numbers; this is the usual casino numbering (first base "
        "is seat 1).",
    ),
    Interpretation(
        "a counting shuffler that finds a wrong count",
        "649a.5(b), 643a.5(b) (cited)",
        "the device reveals that an incorrect number of cards are present, the deck shall be "
        "removed from the table",
        "The round is not dealt: the deck is removed and the wagers already placed are returned.",
        "The count happens after the shuffle, before the deal; no hand exists to settle.",
    ),
    Interpretation(
        "the shuffler jam",
        "649a.13(e), 643a.13(e)",
        "the cards shall be reshuffled",
        "A jam before the deal is reported as a reshuffle; in test mode the forced deck is the "
        "order the completed reshuffle produced, and the round goes on.",
        "Nothing has been dealt, so nothing is void.",
    ),
)
