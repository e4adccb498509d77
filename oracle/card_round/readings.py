"""The readings Three Card Poker and Let It Ride share, where 649a and 643a word a rule alike
(the stub count, seat numbers, the counting shuffler, the shuffler jam): entries of the
interpretation register (:mod:`tablecert.oracle.interpretations`).
"""

from __future__ import annotations

from tablecert.oracle.readings import Interpretation

__all__ = ["READINGS"]

READINGS: tuple[Interpretation, ...] = (
    Interpretation(
        "the stub is counted at least once every 5 rounds",
        "649a.8(f)-(h), 649a.9(d)-(f), 649a.10(d)-(f); 643a.8(f)-(h), 643a.9(d)-(f), 643a.10(d)-(f)",
        "the dealer shall count the stub at least once every 5 rounds of play",
        "A range: the stub may be counted in any round, every round even, and must be counted "
        "no later than the fifth round dealt since the last count. The oracle counts on that "
        "fifth round, and in any earlier round where the system reports \"stub counted\": "
        "told the system's choice before it plays the round (oracle/card_round/choices.py), "
        "it counts too and applies (g)/(h) to what the count finds (a deck of another size "
        "voids the round and is removed), and its schedule starts again from that count. A "
        "round whose deal did not complete counts toward the five but cannot count the stub. "
        "A system with no count in five dealt rounds in a row fails; a count missing where it "
        "is due and the deck is short fails on the void and the removal too.",
        "\"At least once every 5 rounds\" fixes a maximum gap, not a phase; counting more often "
        "complies, and what a count finds has the same consequence whenever it is made.",
    ),
    Interpretation(
        "a round voided during the deal is a round of its deck",
        "649a.3(b)(3)",
        "Both decks are continuously alternated in and out of play, with each deck being used "
        "for every other round of play",
        "A round whose deal began and was then voided (two cards found face up, a shoe jam) "
        "used the deck in play: the next round is dealt from the other deck. A round never "
        "dealt (a counting shuffler removed the deck before the deal) does not use its deck, "
        "and the deck in play stays.",
        "Cards of the deck were dealt in that round before it was voided (649a.13(a), (f)); "
        "the stub schedule takes the same round as a round dealt (\"the stub is counted at "
        "least once every 5 rounds\").",
    ),
    Interpretation(
        "the game recall keeps at least 10 rounds",
        "docs/protocol.md (The game recall); 649a.11(d), 643a.11(g)",
        "in a manner that permits the reconstruction of each hand in the event of a question "
        "or dispute",
        "A range: asked for the last N rounds, a system answers at least min(N, rounds played, "
        "10) and at most min(N, rounds played), oldest first, each exactly as it was settled; "
        "a system that keeps 100 complies, one that answers fewer than it must fails, and "
        "every round it answers is judged against the oracle's own record of that round.",
        "The protocol asks for at least 10 rounds, not exactly 10; the regulation asks only that "
        "each hand can be reconstructed.",
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
