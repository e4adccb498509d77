"""A reading the oracle takes where the regulation text is silent, elided, or contradicts itself,
as data: the citation, the words quoted, the reading taken and why, and whether a Rules
Submission option switches it. Each game keeps its readings beside it (its package's
``readings.py``); the general ones are here; :mod:`tablecert.oracle.interpretations` gathers
them all into the register that docs/interpretations.md and the report print.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["READINGS", "Interpretation"]


@dataclass(frozen=True, slots=True)
class Interpretation:
    """One entry of the interpretation register."""

    key: str
    citation: str
    quote: str
    reading: str
    why: str
    switch: str = "No Rules Submission option switches it."


READINGS: tuple[Interpretation, ...] = (
    Interpretation(
        "randomly intermixed",
        "649a.5(a)",
        "the dealer shall shuffle the cards, either manually or by use of an automated card "
        "shuffling device, so that the cards are randomly intermixed",
        "A shuffle randomly intermixes the cards when every order of the 52 cards is equally "
        "likely and each shuffle is independent of the order that went in. tablecert stats "
        "tests four consequences over many system-shuffled rounds (each card equally likely at "
        "each position, neighbouring cards independent, no neighbours kept from one shuffle to "
        "the next beyond chance, hand categories at their exact frequencies) at a family-wise "
        "false-alarm rate of 5% (Holm), and calls a run too short to decide inconclusive.",
        "The text gives no statistical criterion; labs approve shufflers by goodness-of-fit "
        "tests at 95% confidence, and the uniform distribution over all orders is the only "
        "one under which no card, position or earlier order is favoured.",
        "No Rules Submission option switches it; tablecert stats --alpha sets the false-alarm rate.",
    ),
)
"""The readings no one game owns."""
