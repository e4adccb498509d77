"""The readings the Ultimate Texas Hold 'Em oracle takes where only the definitions of 653a.1
are in the seeds: entries of the interpretation register
(:mod:`tablecert.oracle.interpretations`).
"""

from __future__ import annotations

from tablecert.oracle.readings import Interpretation

__all__ = ["READINGS"]

READINGS: tuple[Interpretation, ...] = (
    Interpretation(
        "Ultimate Texas Hold 'Em dealing and burns",
        "653a.1 Burn, Flop, Hand (653a.8-653a.10 not in the seeds)",
        "Burn—To remove the top or next card from the deck and place it face down in the discard "
        "rack ... Flop—The first three community cards",
        "Two cards to each player from the lowest seat, then the dealer, one at a time, twice; a "
        "burn; the flop; a burn; the final two community cards. Hole cards are dealt face down. "
        "Players decide before the flop and after it (check or a Play Wager) and after all "
        "community cards (a Play Wager or fold); a player with no decision at a stage checks, or "
        "at the last folds.",
        "The definitions name burns and the flop but not when they happen; this is the "
        "game's usual procedure.",
    ),
    Interpretation(
        "Ultimate Texas Hold 'Em rankings and classifications",
        "653a.1 Envy Bonus Qualifying Hand, Progressive Payout Hand, Envy Bonus",
        "as defined in § 653a.6(b)",
        "Five-card hands rank as in every poker game (oracle.rankings), a royal flush being a "
        "straight flush; every player dealt in is classified, folded or not; an Envy Bonus is "
        "shown for each player with a Progressive Payout Wager and each OTHER player holding an "
        "Envy Bonus Qualifying Hand, without an amount.",
        "§ 653a.6(b) and the payout odds of 653a.12 are not in the seeds; whether a folded hand "
        "is paid is 653a.11's.",
    ),
    Interpretation(
        "the Trips Wager is optional",
        "653a.1 Trips Wager",
        "The wager that a player is required to make prior to any cards being dealt",
        "\"Required ... prior to any cards being dealt\" fixes when the Trips Wager is made, not "
        "that every player makes it: a Trips Wager offered after the first card is refused "
        "(after-first-card); a player without one still plays.",
        "653a.7, which would say which wagers are compulsory, is not in the seeds; the Trips "
        "Wager is a side wager in the game as played.",
    ),
)
