"""The readings the Let It Ride oracle takes where chapter 643a is silent (643a.1-643a.7 are
cited but absent from the seeds): entries of the interpretation register
(:mod:`tablecert.oracle.interpretations`).
"""

from __future__ import annotations

from tablecert.oracle.readings import Interpretation

__all__ = ["READINGS"]

READINGS: tuple[Interpretation, ...] = (
    Interpretation(
        "mini-royal",
        "643a.12(c)",
        "Mini-royal 40 to 1",
        "A mini-royal is an ace, king and queen of the same suit, any suit.",
        "643a.1 (definitions) is cited but not in the seeds; this is the trade meaning, and "
        "the row sits above Straight Flush.",
    ),
    Interpretation(
        "the three Let It Ride Poker Wagers",
        "643a.7(d) (cited, not in the seeds)",
        "each player who has placed the three required Let It Ride Poker Wagers in "
        "accordance with § 643a.7(d)",
        "A player places three equal wagers, which tablecert names Bet Number 1, Bet Number 2 "
        "(643a.11(b), (d)) and Bet Number 3; a seat without all three equal is refused at "
        "\"no more bets\" and dealt no cards. The Let It Ride Bonus and Three Card Bonus "
        "Wagers need the three wagers at the same seat: they are accepted when placed and "
        "refused with the whole seat at \"no more bets\" (precondition-not-met), not at "
        "placement as a Progressive Payout Wager is (docs/protocol.md, \"Bonus wagers without "
        "the three Let It Ride bets\").",
        "643a.1-643a.7 are absent; 643a.8(d) deals only to players with the three wagers, "
        "643a.11 names only Bet Number 1 and 2 as withdrawable, and a bonus wager needs a hand.",
    ),
    Interpretation(
        "Let It Ride Bonus amounts",
        "643a.12(b), 643a.8(b)",
        "pay out winning Let It Ride Bonus Wagers at the amounts in one of the following "
        "paytables ... Royal Flush $25,000",
        "The amounts are the whole sum paid for a $1 Let It Ride Bonus Wager, which was "
        "collected into the table inventory before the deal; \"$0\" loses the wager. A Rules "
        "Submission may set another bonus wager amount, and the amounts scale with it.",
        "643a.8(b) collects the bonus wagers into the table inventory before any card is "
        "dealt, so nothing is left on the layout to return; 643a.7(e) (the wager's size) is "
        "absent from the seeds.",
        "Rules Submission field let_it_ride.bonus.wager sets the wager (default $1).",
    ),
    Interpretation(
        "the automated shoe's community stack",
        "643a.10(b), 643a.11(c)",
        "spread the stack ... so that the top card is to the dealer's right and the bottom "
        "card is to the dealer's left. The dealer shall then remove the community card that "
        "is to his left",
        "Of the three community cards the shoe dispenses, the first dispensed is the bottom "
        "card: it is discarded. The second dispensed becomes the first community card (now to "
        "the dealer's left, 643a.11(c)), the third the second community card.",
        "A shoe drops cards onto one another, so the first card out lies at the bottom.",
    ),
    Interpretation(
        "the Let It Ride payout limitation",
        "643a.12(d)",
        "The maximum amount shall be at least $50,000 or the maximum amount that one patron "
        "could win per round when betting the minimum permissible wager, whichever is greater",
        "The most one patron could win is three minimum wagers at the paytable's top odds "
        "(three wagers x 1,000 to 1 for Paytable A). The limit caps the winnings of the Let "
        "It Ride Poker Wagers of one hand, paid in bet order, and never the bonus wagers.",
        "The payout limitation applies only to the Let It Ride Poker Wagers (643a.12(d), last "
        "sentence), and a round's most is all three riding on the top hand.",
        "Rules Submission field let_it_ride.maximum_payout (absent: no limit).",
    ),
    Interpretation(
        "the Let It Ride payout limitation split",
        "643a.12(d)",
        "a certificate holder may ... establish a maximum amount that is payable to a player on a "
        "single hand",
        "A range: the limit caps what one hand's Let It Ride Poker Wagers win together; how the "
        "capped sum is shared among the three is not fixed. The oracle pays in bet order (Bet "
        "Number 1 in full first); a system's split is accepted when it pays the same sum and no "
        "bet more than its odds pay (the bets are equal, 643a.8(d)(1)): tablecert.oracle.judge "
        "puts such a split into the oracle's before comparing.",
        "The text limits the amount payable on a single hand and names no bet to take the cut; "
        "every split that pays that amount complies (issue #24, item 1).",
    ),
)
