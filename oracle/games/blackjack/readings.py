"""The readings the Blackjack (549) and Spanish 21 (551) oracle takes where the seeds are
silent or elided: entries of the interpretation register
(:mod:`tablecert.oracle.interpretations`).
"""

from __future__ import annotations

from tablecert.oracle.readings import Interpretation

__all__ = ["READINGS"]

READINGS: tuple[Interpretation, ...] = (
    Interpretation(
        "blackjack seats and \"the player farthest to the right of the dealer\"",
        "549.4(f)(2), 551.6(f)(2)",
        "beginning with the player farthest to the right of the dealer and continuing "
        "counterclockwise around the table",
        "Seats are numbered clockwise from the dealer's left (seat 1 is first base). Procedure "
        "(2) starts at the highest-numbered seat in play and goes down to seat 1; each seat's "
        "lines are made in the order: Insurance Wager, then each hand as played (its wager, then "
        "its Double Down Wager), then any 551.6(i) fixed payout.",
        "The dealer faces the players, so the dealer's right is the players' left (third base); "
        "counterclockwise from there runs back toward first base. The same numbering serves "
        "649a.11(c) and 643a.11(f) in this harness.",
    ),
    Interpretation(
        "the order within each pass of procedure (1), and within a player under (2)",
        "549.4(f)(1), (2); 551.6(f)(1), (2)",
        "Collect all losing wagers and then pay off all winning wagers.",
        "A range: under (1) every losing wager is collected before any winning wager is paid, "
        "and within each pass, and for a push (neither won nor lost), any order passes; under "
        "(2) the players are settled from the dealer's right counterclockwise, and a player's "
        "own lines (Insurance, each hand, its Double Down, fixed payouts) in any order. The "
        "oracle reports each pass counterclockwise from the player farthest to the right, the "
        "pushes in the paying pass, a player's Insurance first; the judge puts both sides in "
        "one order where the text fixes none (BlackjackObservation.judged_order).",
        "(1) fixes only that every collection precedes every payment, (2) only the players' "
        "order; every order the text leaves open complies.",
    ),
    Interpretation(
        "a push is neither collected nor paid",
        "549.4(f), 551.6(f)",
        "the dealer shall collect all losing wagers and pay off all winning wagers",
        "A hand whose total equals the dealer's (and a blackjack against the dealer's blackjack "
        "at Blackjack) neither wins nor loses: its wager stays with the player, reported as a "
        "line with outcome \"push\".",
        "The chapters' ties rule (549.8/551.8) is not in the seeds; this is the universal rule "
        "of the game.",
    ),
    Interpretation(
        "a product with no way to remove or alter a wager",
        "549.4(h), (i); 551.6(j), (k)",
        "Once the first card of any hand has been removed from the shoe by the dealer, a player "
        "may not handle, remove or alter any wagers that have been made until a decision has been "
        "rendered and implemented with respect to that wager.",
        "The text forbids handling a wager once the first card is out (and an Insurance, Double "
        "Down or split wager once confirmed); it requires no system to offer a move that takes a "
        "wager down or changes it, before the first card or after. A product's Rules Submission "
        "may say remove_or_alter_wagers: false (or not offered): its system has no such move, "
        "every scenario in which a player removes or alters a wager, or tries to "
        "(@offers_remove_or_alter_wagers), is not applicable to it naming the field, and its "
        "table refuses a script asking for one (not-offered). Absent, the field is true: a "
        "product offers the move, refuses it after the first card and accepts it before.",
        "A system that cannot be asked to handle a wager cannot let a player handle one: it "
        "complies with (h) and (i) by construction, and there is nothing for a round to show. The "
        "default keeps every Rules Submission written before the field as it was read.",
        "remove_or_alter_wagers: true (default) or false.",
    ),
    Interpretation(
        "the deal and the dealer's hole card",
        "549.4(h), 551.6(j)",
        "Once the first card of any hand has been removed from the shoe by the dealer",
        "One card face up to each seat with a wager, from seat 1, then one face up to the "
        "dealer, a second card to each seat, and the dealer's second card face down (the hole "
        "card). Under an exposed ace the players may make an Insurance Wager; under an ace or a "
        "ten-value card the dealer then checks for blackjack, which ends the players' play.",
        "The dealing sections (549.6-549.8, 551.7-551.9) are not in the seeds; this is the usual "
        "American deal with a hole card and the dealer's check.",
    ),
    Interpretation(
        "the dealer's play",
        "549.4(g), 551.6(g)",
        "(not in the seeds)",
        "The dealer draws to 17 and stands on every 17, unless the Rules Submission says "
        "dealer_hits_soft_17: true, when the dealer also draws on a soft 17. A live hand with no "
        "further move in the round script stands. (When the dealer may stand pat below 17: the "
        "next entry.)",
        "The dealer's rules are in sections not reprinted; both usual rules are offered.",
        "Rules Submission field dealer_hits_soft_17 (default false).",
    ),
    Interpretation(
        "the dealer's play when no hand is left to decide",
        "549.4(g), 551.6(g)",
        "Winning wagers made in accordance with subsection (b) shall be paid at odds of 1 to 1 "
        "with the exception of blackjack, which shall be paid at odds of 3 to 2.",
        "A range (issue #30): when every player hand is busted or a blackjack, the dealer may "
        "stand pat or complete the hand by the drawing rule; a table that stands pat only when "
        "every hand is busted, or only when every hand is a blackjack, passes too. The oracle "
        "stands pat when every hand is busted or a blackjack; where a system's round differs, "
        "the oracle plays it again under each other answer (oracle/games/blackjack/choices.py, "
        "DealerStands) and judges it by the one it agrees with, so a dealer who draws by any "
        "other rule, or draws cards other than the next of the shoe, still fails.",
        "The dealing and drawing sections (549.6-549.8, 551.7-551.9) are not in the seeds. What "
        "the dealer then draws cannot change a settlement: a blackjack is paid 3 to 2 and a "
        "busted hand has lost whatever the dealer's total; so no text forces either answer.",
        "No Rules Submission option switches it; every answer passes (variant "
        "dealer-completes-hand).",
    ),
    Interpretation(
        "the second card of a split hand",
        "549.4(i), 551.6(k) (549.12, 551.12 not in the seeds)",
        "a wager on split pairs has been made and confirmed by the dealer under § 549.12 "
        "(relating to splitting pairs)",
        "A range (issue #30): after a split (of any pair but aces), the first hand takes its "
        "second card at once; the second hand may take its second card when its turn comes "
        "(after the first hand is played out: the oracle) or at the split, right after the "
        "first hand's. Each answer deals the cards that follow in its own order, and the judge "
        "plays the round both ways (oracle/games/blackjack/choices.py, SplitCard) and judges a "
        "system by the one it agrees with. Split aces take one card each at the split either way. "
        "A script's moves must fit both orders (a hand at 21 under one takes no more moves), so "
        "the fuzzer draws only cases both can play and the scenarios' shoes are stacked so.",
        "549.12, which would say how split hands are dealt, is not in the seeds, and both orders "
        "are dealt at tables; nothing in 549.4 or 551.6 fixes one.",
        "No Rules Submission option switches it; either order passes (variant "
        "split-card-at-the-split).",
    ),
    Interpretation(
        "Insurance, Double Down and split wagers",
        "549.4(i), 551.6(k)",
        "an Insurance Wager under § 549.10 ..., a Double Down Wager under § 549.11 ... or a "
        "wager on split pairs ... under § 549.12",
        "Insurance: at most half the wager, offered only under an exposed ace, before any "
        "player's move; paid 2 to 1 if the dealer has blackjack, else collected, both in the "
        "settlement after the round. Double Down: at most the hand's wager, one more card; at "
        "Blackjack only on a hand's first two cards, at Spanish 21 on any number of cards. "
        "Split: a pair of the same rank, up to four hands, a Split Wager equal to the original; "
        "split aces take one card each; 21 on a split hand is not a blackjack.",
        "549.10-549.12 and 551.10-551.12 are not in the seeds. Spanish 21's doubling on any "
        "number of cards is the game's defining rule and the only way 551.6(h)(5)-(7) can meet "
        "a Double Down Wager.",
    ),
    Interpretation(
        "\"(b)(3)\" is the blackjack",
        "551.6(g)",
        "winning wagers made in accordance with subsection (b)(3) shall be paid at odds of 3 to "
        "2, and winning wagers made in accordance with subsection (b)(1), (2) or (4) shall be "
        "paid at odds of 1 to 1",
        "Subsection (b) is elided; (b)(3) is read as the wager on a hand that is a blackjack, "
        "and (b)(1), (2), (4) as every other winning wager (1 to 1).",
        "549.4(g) pays blackjack 3 to 2 and all else 1 to 1; the only 3 to 2 wager of the "
        "basic Spanish 21 game is the blackjack.",
    ),
    Interpretation(
        "a player's 21 always wins at Spanish 21",
        "551.6(g), 551.6(h)",
        "winning wagers made in accordance with subsection (b)",
        "At Spanish 21 a player's total of 21 wins whatever the dealer's total, and a player's "
        "blackjack beats the dealer's blackjack (paid 3 to 2); the dealer's blackjack, found "
        "by the check before the players' moves, beats every other hand.",
        "The Spanish 21 rules of play (551.7-551.9) are not in the seeds; these are the rules "
        "that define the game, and they make every bonus hand of (h) a winning wager.",
    ),
    Interpretation(
        "the Double Down exception of 551.6(h), hand by hand",
        "551.6(h)",
        "unless the player has made a Double Down Wager under § 551.11",
        "Only the hand on which the Double Down Wager was made is paid 1 to 1 (both its wager "
        "and its Double Down Wager); another hand of the same player after a split keeps its "
        "bonus. A hand split from a pair is paid the (h) bonus (only (i) excludes split hands).",
        "The bonus is a payout on a hand's wager; the exception attaches to the doubled wager's "
        "hand. (i) names split hands expressly and (h) does not.",
    ),
    Interpretation(
        "three 7's \"of mixed suits\"",
        "551.6(h)(1), 551.6(h)(3)",
        "Three cards consisting of three 7's of mixed suits",
        "Any three 6-7-8 or 7-7-7 not all of one suit is \"of mixed suits\" (two of one suit "
        "and one of another included); the (h) rows count only hands of exactly three cards.",
        "(h)(2) and (h)(4) take the hands of one suit, so (1) and (3) take the rest.",
    ),
    Interpretation(
        "the $50 to every other player",
        "551.6(i)",
        "All other players at the table who placed a wager during that round of play shall "
        "also be paid an additional fixed payout of $50.",
        "The $50 is paid only with a $1,000 or $5,000 fixed payout (not when the winning "
        "original wager is under $5), once to each other person who has a wager in the round, "
        "whether that person's own hand won or lost, at that person's lowest seat; none when "
        "the winning hand carried a Double Down Wager or had been split. The original wager is "
        "the seat's wager before any Double Down or split.",
        "\"also\" ties the $50 to the payout of the sentence before it; the subsection's last "
        "sentence lifts \"the additional fixed payouts\", plural, after a Double Down or split.",
    ),
    Interpretation(
        "who is barred under 549.4(j) / 551.6(l)",
        "549.4(j), 551.6(l)",
        "any person, whether seated at the gaming table or not, who does not make a wager on a "
        "given round of play from placing a wager on the next round of play and any subsequent "
        "round of play",
        "With the Rules Submission's option, after a shuffle every person may wager on the first "
        "round; from then on only the persons who wagered on the round before (or whom the "
        "certificate holder permits, (j)(1)) may wager, until a reshuffle (j)(2). A newcomer "
        "did not wager on the round before and is barred too. 551.6(l)'s \"on subsequent "
        "rounds\" is read as 549.4(j)'s \"the next round ... and any subsequent round\": the very "
        "next round is a subsequent one. A wager removed before the deal is no wager. A person "
        "is named by the script's player field (a seat's own player when empty).",
        "This is the \"no mid-shoe entry\" rule the option exists for.",
        "Rules Submission field bar_non_wagering_persons (default false).",
    ),
    Interpretation(
        "handling a wager before the first card",
        "549.4(h), 551.6(j)",
        "Once the first card of any hand has been removed from the shoe by the dealer, a player "
        "may not handle, remove or alter any wagers",
        "Before the first card leaves the shoe a player may still take down or change a wager; "
        "from then until the wager is settled after the round every attempt is refused "
        "(wager-locked-after-first-card; an Insurance, Double Down or split wager: "
        "wager-locked-after-confirmation, (i)).",
        "The prohibition starts at the first card; every wager is decided in the settlement "
        "after the round ((f): \"After each round of play is complete\").",
    ),
    Interpretation(
        "549.4(k) double shoe",
        "549.4(k)",
        "If a double shoe is utilized, the term ''first card'' as used in subsections (a), (d) "
        "and (g) means the determinant card.",
        "Nothing in the seeds to apply: (a) and (d) are elided and the amended (g) no longer "
        "says \"first card\". (h), which does, is not named, so wagers lock from the first "
        "card out of any shoe.",
        "The definition's targets are absent from the seeds; extending it to (h) would rewrite "
        "a subsection (k) does not name.",
    ),
    Interpretation(
        "the Spanish 21 shoe",
        "551.6",
        "(551.3 is not in the seeds)",
        "A Spanish 21 shoe holds no 10s (the face cards stay); a round script with a 10 at a "
        "Spanish 21 table is malformed.",
        "The Spanish deck of 48 cards is what makes the game Spanish 21.",
    ),
)
