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
    Interpretation(
        "payouts in fractions of a cent",
        "549.4(g), 551.6(g), 551.6(h); 541, 543, 545 payout odds (not in the seeds); 537.5a(a), (b)",
        "shall be paid at odds of 3 to 2",
        "A range (issue #30): winnings that do not come out in whole cents (3 to 2 on $5.25 is "
        "$7.875; a Banker Wager's 19 to 20 on $25.25 is $23.9875; 6 to 5 on a $5.01 Buy Bet is "
        "$6.012) may be paid rounded down, to the nearest cent (half a cent up) or up: $7.87 or "
        "$7.88, $23.98 or $23.99, $6.01 or $6.02. The oracle rounds down; where a system's round "
        "differs, the oracle plays it again under each other rounding "
        "(oracle/allowed.py, Rounding) and judges it by the one it agrees with, a whole round "
        "by one rounding. Any other amount ($7.86, $7.89) fails, citing the line's subsection.",
        "The text fixes the odds and says nothing of a part of a cent, which no chip can pay: "
        "every rounding departs from the exact odds by less than a cent, rounding down never "
        "pays more than the odds and rounding up never pays less, and no word prefers one. Not "
        "for a vigorish (\"up to 5%, as specified\", 537.5a(a), (b), caps the fee: rounded "
        "down only) nor for a progressive meter payout of Three Card Poker (\"the amount on the "
        "meter\", 649a.12(e)(4): rounded down, \"meter in fractions of a cent\"), which this "
        "range does not reach.",
        "Rules Submission fields payout_rounding (Blackjack, Spanish 21) and payouts.rounding "
        "(the baccarat games) designate one rounding, which alone then passes; absent, every "
        "rounding passes (variants payouts-rounded-to-nearest, payouts-rounded-up). Craps has no "
        "such field yet.",
    ),
)
"""The readings no one game owns."""
