"""The readings the Three Card Poker oracle takes where chapter 649a (and the 2010 edition,
565) is silent, elided or contradicts itself: entries of the interpretation register
(:mod:`tablecert.oracle.interpretations`).
"""

from __future__ import annotations

from tablecert.oracle.readings import Interpretation

__all__ = ["READINGS"]

READINGS: tuple[Interpretation, ...] = (
    Interpretation(
        "pairs compare by the pair first",
        "649a.6(c)",
        "the hand that contains the highest ranking card under subsection (a), which is not "
        "contained in the other hand, shall be considered the higher ranking hand",
        "Two pairs compare by the rank of the pair, then by the odd card; only hands of no "
        "pair (high card, flush) compare card by card from the highest down.",
        "Read literally, A-2-2 would beat K-3-3 (the ace is not in the other hand), which "
        "contradicts 649a.6(b)(5): \"two aces being the highest ranking pair and two 2s being "
        "the lowest ranking pair\".",
    ),
    Interpretation(
        "A-2-3 is the lowest straight",
        "649a.6(a), (b)(1), (b)(3), (c)",
        "an ace, 2, 3 being the lowest ranking straight",
        "Straights and straight flushes compare by their top card, with A-2-3 counted as "
        "3-high; K-A-2 is no straight.",
        "Under the literal tie rule of (c), A-2-3 would beat K-Q-J (the ace is not in the "
        "other hand), contradicting (b)(1) and (b)(3), which name A-2-3 the lowest.",
    ),
    Interpretation(
        "full house of the Six Card Bonus",
        "649a.6(d)(4)",
        "A full house, which is a hand consisting of three-of-a-kind.",
        "A full house is three cards of one rank and two of another, as in every poker game.",
        "The printed definition is a drafting slip: it would make every three-of-a-kind a "
        "full house, yet (d)(7) lists three-of-a-kind separately at a lower payout.",
    ),
    Interpretation(
        "the \"Ace, King, Queen\" row of the 649a.7(e) Ante Bonus",
        "649a.12(c)",
        "Ace, King, Queen of Spades 50 to 1 ... Ace, King, Queen 5 to 1 ... Straight Flush 4 to 1",
        "The row \"Ace, King, Queen\" pays an ace, king and queen of one suit other than "
        "spades.",
        "Every paytable in the chapter lists hands from highest to lowest; this row stands "
        "above Straight Flush, so it must be a straight flush itself, and the parallel table "
        "of 649a.12(e)(1) names it \"Ace, King and Queen of Hearts, Diamonds or Clubs\". An "
        "unsuited A-K-Q is a straight (1 to 1, or not paid in Paytables B and C).",
    ),
    Interpretation(
        "\"for 1\" payouts",
        "649a.12(e)(1), 649a.8(b)",
        "500 for 1",
        "The whole sum paid is the odds times the wager; the wager itself is not handed back "
        "(it was collected into the table inventory before the deal).",
        "\"for 1\" states the total returned, against \"to 1\" (winnings on top of the wager), "
        "and 649a.8(b) has the dealer place the progressive wagers in the table inventory.",
    ),
    Interpretation(
        "the Ante Bonus is paid whatever the outcome",
        "649a.12(b), 649a.11(c)(3)",
        "shall be paid a bonus on the Ante Wager ... regardless of whether the player's Three "
        "Card Poker hand outranks the dealer's hand",
        "A player who placed Ante and Play Wagers is paid the Ante Bonus when the dealer does "
        "not qualify, when the player wins, ties or loses.",
        "649a.11(c)(3)(ii)(B) mentions the Ante Bonus only where the player wins, but "
        "649a.12(b) says in terms that it is paid regardless; the specific payout rule wins.",
    ),
    Interpretation(
        "a folded hand is not held",
        "649a.11(c)(5)(v), 649a.11(c), 649a.11(b)",
        "when another player at the same Three Card Poker table is the holder of an Envy Bonus "
        "Qualifying Hand ... has either placed a Play Wager ... or forfeited his Ante Wager and "
        "hand ... except for the cards of those players who placed a Six Card Bonus Wager",
        "A player who folded no longer holds a hand, so it earns no Envy Bonus for others, "
        "whether its cards are collected or stay on the table because the player made a Six "
        "Card Bonus Wager. The folding player's own eligibility to receive Envy Bonuses is kept "
        "(649a.11(b)(2)), and a Six Card Bonus Wager is still settled on the kept cards "
        "(649a.11(b)(3), (c)(6)).",
        "Revisited (issue #21): the reason is not that the cards are collected, since 649a.11(c) "
        "keeps the cards of a player who made a Six Card Bonus Wager. It is that 649a.11(c) "
        "names the fold as forfeiting \"his Ante Wager and hand\" (649a.11(b): \"end his "
        "participation in the round of play\"), and its exception keeps \"the cards\", for the "
        "one wager 649a.11(b)(3) leaves standing, not the hand. A forfeited hand is held by no "
        "one: the same hand wins nothing on the player's own Progressive Payout Wager, which "
        "649a.11(b)(2) forfeits, and it does not win for the others either.",
    ),
    Interpretation(
        "meter in fractions of a cent",
        "649a.12(e)(3), (4); 565.12(i), (j)",
        "The rate of progression for the meter",
        "Each Progressive Payout Wager adds the rate of progression times the wager to the "
        "meter when the wagers are collected at \"no more bets\", kept exactly (fractions of a "
        "cent included); the meter is shown and paid rounded down to the cent, and a jackpot "
        "resets it to the reset amount.",
        "Money is paid in whole cents; a rate such as 14.5% of $1 is not a whole cent. Reviewed "
        "under issue #30 and not widened: 649a.12(e)(1) prints only \"100% of meter\", paid "
        "\"in accordance with the amount on the meter\" (649a.12(e)(4)), so a payout is the "
        "amount the meter shows; how a meter carried in fractions of a cent is shown (rounded "
        "down here) the text does not fix, and a system showing it rounded otherwise fails "
        "today by a cent: a known gap (and the Rules Submission's part-of-meter payouts of the "
        "later 649a.10, rounded down, likewise).",
    ),
    Interpretation(
        "a void round takes back the meter contributions",
        "649a.13(a), (c)-(f)",
        "all hands shall be void, all wagers shall be returned to the players",
        "The meter returns to its amount before the round's Progressive Payout Wagers were "
        "collected.",
        "A returned wager never stood, so it cannot have funded the meter.",
    ),
    Interpretation(
        "the 2010 edition's elided sections",
        "565.7, 565.12(a)-(f)",
        "* * * * *",
        "Under chapter 565 the Ante Bonus and Pair Plus paytables are those of 649a.12(b) and "
        "(d); the Six Card Bonus Wager and the 649a.7(e) versions are refused. Settlement "
        "lines and events cite the printed 565 subsection where there is one (565.7(a)(4), "
        "565.11(b)(1), 565.11a(e), 565.12(g)-(j), 565.13(g)) and the 649a subsection of the "
        "same rule where the 2010 text is elided.",
        "The seeds elide these subsections; only the progressive and Envy Bonus rules of the "
        "2010 edition are printed in full.",
    ),
    Interpretation(
        "a Progressive Payout Wager is $1 or $5",
        "649a.12(e)(5)",
        "based upon the amount of the Progressive Payout Wager placed by the player receiving "
        "the Envy Bonus: $1 Progressive Payout Wager ... $5 Progressive Payout Wager",
        "Under 649a as under 565.7(a)(4), the Rules Submission fixes the wager at $1 or $5 and "
        "any other amount is refused.",
        "The Envy Bonus is defined only for those two amounts.",
        "Rules Submission field three_card_poker.progressive.wager.",
    ),
    Interpretation(
        "progressive payouts that come from the table inventory",
        "649a.11(c)(5)(iv), 565.11a(e)",
        "If a player has won a progressive payout that is 100% of the jackpot amount on the "
        "progressive meter, the progressive payout may not be paid from the table inventory",
        "The 100%-of-meter payout is paid by the progressive table game system; every other "
        "progressive payout and every Envy Bonus is paid from the table inventory.",
        "565.11a(e) says so in terms; 649a.11(c)(5)(iv) implies it.",
    ),
    Interpretation(
        "a wager placed twice",
        "649a.7(c)",
        "a wager may not be made, increased or withdrawn after the dealer has announced "
        "\"no more bets\"",
        "Before \"no more bets\", a second placement of the same wager at the same seat is "
        "refused (reason already-placed) instead of increasing the first.",
        "A test harness needs each placement to be accepted or refused on its own.",
    ),
    Interpretation(
        "the later 649a.10's five-card wagers",
        "649a.10(c) (later text)",
        "If a player has placed a Five Card Hand Bonus Wager or a Five-Card Progressive Payout "
        "Wager, after removing the stub from the automated dealing shoe, the dealer shall deal "
        "an additional two community cards face down",
        "The two community cards are the next two cards after the dealer's stack. The player's "
        "three cards and the two community cards form the five-card hand. The Rules Submission "
        "writes out both paytables (the seeds print none). Either wager is placed after an Ante "
        "or a Pair Plus Wager, is settled after the Six Card Bonus Wager, and is not forfeited by "
        "a fold. The Five-Card Progressive Payout Wager has a meter of its own; a payout of part "
        "of the meter is taken off it, 100% resets it to the reset amount; no Envy Bonus.",
        "The later text says only when the two cards are dealt; 649a.7, 649a.11 and 649a.12 "
        "predate the wagers. The readings follow the nearest printed rules (649a.7(d)(4), (5); "
        "649a.11(b)(3), (c)(6); 649a.12(e)(3)).",
        "Rules Submission fields three_card_poker.five_card_hand_bonus and "
        "three_card_poker.five_card_progressive.",
    ),
    Interpretation(
        "five-card wagers without community cards",
        "649a.10(c) (later text), 649a.13(g)",
        "after removing the stub from the automated dealing shoe, the dealer shall deal an "
        "additional two community cards face down on the table to a dedicated area to the right "
        "of the dealer",
        "When the automated dealing shoe is out of order (649a.13(g)), the round is dealt by the "
        "manual dealing shoe procedure and no community cards are dealt. Every Five Card Hand "
        "Bonus Wager and Five-Card Progressive Payout Wager of such a round is returned to its "
        "player (outcome returned, citing 649a.10(c)), and the five-card meter keeps none of the "
        "round's contributions. The oracle still accepts the wagers at such a table; a system "
        "may instead refuse them once the shoe is out of order (reason not-offered, the table no "
        "longer offering what it cannot deal): both pass. Told by the system's answer that it "
        "refuses them, the oracle refuses them too (oracle/card_round/choices.py, "
        "five_card_refused); a refusal while the shoe still works stays a difference.",
        "The later text deals the two community cards only from the automated dealing shoe, and "
        "no text held says what becomes of the wagers without them. Without a five-card hand the "
        "wagers cannot be won or lost, so they are returned, as a void round's wagers are "
        "(649a.13). Refusing the wagers once the shoe is out of order is as plausible, and no text "
        "decides between the two, so both are accepted (issue #33; until then a refusal failed: "
        "docs/protocol.md, \"Changes to verdicts\"). The text names no reason code; not-offered "
        "is the protocol's for a wager the table does not take. The compliant variant "
        "five-card-refused-without-shoe (tablecert run/fuzz --variant) is such a system.",
        "No Rules Submission option switches it.",
    ),
    Interpretation(
        "a misdeal with a deck of the wrong size",
        "649a.8(h), 649a.9(f), 649a.10(f)",
        "If the cards were misdealt (a player or the dealer has more or less than 3 cards) but 52 "
        "cards remain in the deck ... If the cards were not misdealt, ... the entire deck of "
        "cards shall be removed from the table.",
        "When the stub count finds both a misdeal and a deck that does not hold 52 cards, the "
        "round is void and the deck is removed.",
        "The text covers a misdeal with 52 cards and a wrong count without a misdeal; a deck "
        "that is short is unfit whatever else went wrong.",
    ),
)
