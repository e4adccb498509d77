"""The interpretation register: every reading the oracle takes where the text is silent,
elided, or contradicts itself. Data, so the report can print it beside the verdicts;
docs/interpretations.md is rendered from it (``tablecert interpretations``) and a test
keeps the two equal.
"""

from __future__ import annotations

from dataclasses import dataclass

from tablecert.oracle.games.craps.readings import CRAPS_READINGS

__all__ = ["INTERPRETATIONS", "Interpretation", "render_markdown"]


@dataclass(frozen=True, slots=True)
class Interpretation:
    key: str
    citation: str
    quote: str
    reading: str
    why: str
    switch: str = "No Rules Submission option switches it."


INTERPRETATIONS: tuple[Interpretation, ...] = (
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
        "Wagers need the three wagers at the same seat.",
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
        "649a.11(c)(5)(v), 649a.11(c)",
        "when another player at the same Three Card Poker table is the holder of an Envy Bonus "
        "Qualifying Hand",
        "A player who folded no longer holds a hand (its cards are collected with the "
        "forfeited wagers before the dealer reveals), so it earns no Envy Bonus for others. "
        "The folding player's own eligibility to receive Envy Bonuses is kept (649a.11(b)(2)).",
        "649a.11(c) collects forfeited hands before settlement; only hands on the table are held.",
    ),
    Interpretation(
        "meter in fractions of a cent",
        "649a.12(e)(3), (4); 565.12(i), (j)",
        "The rate of progression for the meter",
        "Each Progressive Payout Wager adds the rate of progression times the wager to the "
        "meter when the wagers are collected at \"no more bets\", kept exactly (fractions of a "
        "cent included); the meter is shown and paid rounded down to the cent, and a jackpot "
        "resets it to the reset amount.",
        "Money is paid in whole cents; a rate such as 14.5% of $1 is not a whole cent.",
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
        "a counting shuffler that finds a wrong count",
        "649a.5(b), 643a.5(b) (cited)",
        "the device reveals that an incorrect number of cards are present, the deck shall be "
        "removed from the table",
        "The round is not dealt: the deck is removed and the wagers already placed are returned.",
        "The count happens after the shuffle, before the deal; no hand exists to settle.",
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
    Interpretation(
        "the shuffler jam",
        "649a.13(e), 643a.13(e)",
        "the cards shall be reshuffled",
        "A jam before the deal is reported as a reshuffle; in test mode the forced deck is the "
        "order the completed reshuffle produced, and the round goes on.",
        "Nothing has been dealt, so nothing is void.",
    ),
    Interpretation(
        "cancellation of dice",
        "523.13(o), 523.13(o)(1)",
        "Destruction or cancellation of dice, other than those retained for Board inspection, shall "
        "be completed within 72 hours of collection. * * * (2) Destruction must occur by shredding "
        "or crushing.",
        "A cancellation completes the 72-hour duty as a destruction does; the system records a "
        "cancellation with its method as given and the harness does not judge that method. A "
        "record of *destruction* names shredding or crushing, or the system refuses it.",
        "How dice are cancelled is in (o)(1), which the seeds elide; (o)(2) speaks of "
        "destruction only. Drilling a die is therefore no destruction (catalogued defect "
        "drilling-accepted-as-destruction), whatever (o)(1) may say of it as a cancellation.",
    ),
    Interpretation(
        "within 72 hours, and what a system shows when the hours pass",
        "523.13(o)",
        "shall be completed within 72 hours of collection",
        "The 72 hours run from the minute of collection; a destruction or cancellation at the "
        "72nd hour exactly is within them. When the system's clock passes that minute with "
        "dice of the collection neither destroyed nor cancelled, the system reports one "
        "exception naming those dice, due at the 72nd hour, once. A later destruction is still "
        "recorded: the record is of a fact, and the exception already shows the lateness.",
        "The rule binds the certificate holder, not the system; what a table-game management "
        "system can show is the record of each die and an exception when the duty was not "
        "done in time. Refusing to record a destruction that happened would leave the dice "
        "unaccounted for.",
    ),
    Interpretation(
        "a set of decks names its game",
        "523.15(g), 523.15(g)(2)",
        "If multiple decks of cards are packaged and sealed in a set, the package must have a "
        "label that indicates or contain a window that reveals an adequate description of the "
        "contents of the package, including: * * * (2) The game for which the cards are to be used.",
        "A package of two or more decks is received only when its label or window names a game "
        "(any game named; the harness does not judge which); a deck packaged separately needs "
        "none. A package that is not sealed is refused.",
        "\"Multiple decks\" is more than one. The other items of the description ((g)(1)) are "
        "elided; they, the manner of sealing the Bureau approved and the number of decks of a "
        "set, are manual checks.",
    ),
    Interpretation(
        "the drop box being removed and its replacement",
        "525.13(d)",
        "the original copy of the Table Inventory Slip shall be deposited in the drop box that is "
        "attached to the gaming table immediately before the drop box is removed ... The duplicate "
        "copy ... shall be deposited in the drop box that is attached to the gaming table "
        "immediately following the removal of the drop box",
        "The drop box being removed is the one attached to the table when the inventory was "
        "counted. The system takes the original only into that box, and only after both copies "
        "bear both signatures ((c)); it lets that box be removed only once the original is in "
        "it; it takes the duplicate only into the box attached after the removal. "
        "\"Immediately\" (nothing else between) is a manual check.",
        "The system sees the order of the steps, not the seconds between them; the order is "
        "what (d) fixes. A removal with no count at all is refused under (a): 525.13 is about "
        "tables that stay open, where the count is required.",
    ),
    Interpretation(
        "the count's observer",
        "525.13(b)",
        "shall be observed by the floorperson who is responsible for supervising the table game at "
        "the time of the drop",
        "The system takes a count observed by a floorperson other than the counter; a count "
        "observed by anyone else (a pit manager, a dealer, a security officer) is refused. "
        "Whether that floorperson is the one supervising the table then is a manual check.",
        "The system knows roles; supervisory assignments are outside the records modelled.",
    ),
    Interpretation(
        "24 hours of Minibaccarat decks",
        "541.3(c)",
        "The decks of cards opened for use at a Minibaccarat table shall be changed at least once "
        "every 24 hours.",
        "The 24 hours run from the minute the decks were opened for use; opening new decks at "
        "the table is the change (the old ones leave use that minute), as is removing them from "
        "use. A change at the 24th hour exactly is in time. When the clock passes the 24th hour "
        "with the decks still in use, the system reports one exception naming them, due at the "
        "24th hour. The check applies to Minibaccarat tables only.",
        "The deck-change periods of the other games are not in the seeds.",
    ),
    Interpretation(
        "any other method of shuffling or dealing",
        "551.16(k), 555.14(g), 557.13(g), 559.15(f), 561.14(n), 563.13(g), 565.13(g), 567.11(e)",
        "must be covered or have a sign indicating that the automated card shuffling device or "
        "automated dealing shoe is out of order placed on the device before any other method of "
        "shuffling or dealing may be utilized at that table",
        "At a table of the table-game records model, while any of its devices has malfunctioned "
        "and is neither covered nor signed out of order, no shuffling or dealing is recorded at "
        "that table, by any method, the table's other working device included. A device "
        "malfunctioning or out of order is not used until it is returned to service.",
        "Read literally, \"any other method of shuffling or dealing\" is every method but the "
        "broken device, and the working shuffler is one; putting the cover or sign on first is "
        "always possible and is what the amendment asks for.",
    ),
    Interpretation(
        "dice of Pai Gow and Pai Gow Poker",
        "523.12(b)",
        "(b) Dice used in the table games of Pai Gow and Pai Gow Poker must comply with subsection "
        "(a) except as follows: * * * * *",
        "A manual check against the full text of 58 Pa. Code § 523.12 in force.",
        "Both subsection (a) and the exceptions (b) announces are elided in the seeds, and a "
        "die's physical characteristics are not something a system records.",
    ),
    *(Interpretation(*entry) for entry in CRAPS_READINGS),
    # ----------------------------------------------------------------- Blackjack 549, Spanish 21 551
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
        "the order within each pass of procedure (1)",
        "549.4(f)(1), 551.6(f)(1)",
        "Collect all losing wagers and then pay off all winning wagers.",
        "All losing wagers are collected first, then all winning wagers paid; within each pass "
        "the dealer goes counterclockwise from the player farthest to the right, as in (2). "
        "A push (neither won nor lost) is handled in the paying pass.",
        "(1) fixes only that every collection precedes every payment; the order inside a pass "
        "is the dealer's usual counterclockwise sweep. A system is judged on that order, so the "
        "protocol states it (docs/protocol.md, Blackjack and Spanish 21).",
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
        "dealer_hits_soft_17: true, when the dealer also draws on a soft 17. The dealer does not "
        "draw when every player hand is busted or a blackjack. A live hand with no further move "
        "in the round script stands.",
        "The dealer's rules are in sections not reprinted; both usual rules are offered.",
        "Rules Submission field dealer_hits_soft_17 (default false).",
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
        "3 to 2 in whole cents",
        "549.4(g), 551.6(g), 551.6(h)",
        "shall be paid at odds of 3 to 2",
        "Winnings that do not come out in whole cents (3 to 2 on $5.25 is $7.875) are rounded "
        "down to the cent.",
        "The text is silent; a table pays in chips and never pays more than the odds.",
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
    Interpretation(
        "a card dealt in error (baccarat)",
        "541.14(a), (b), (c); 543.14(a)-(c); 545.15(a)-(c)",
        "If a card dealt in error under the circumstances described in subsection (a) or (b) is "
        "disclosed at the time it is dealt",
        "A round script marks the first card the round draws from the shoe as a card dealt in "
        "error and disclosed; the procedure the Rules Submission designates then runs before the "
        "round of play is dealt from the cards that follow. The wagers on the layout stay for "
        "the round of play.",
        "Subsections (a) and (b), which say when a card is dealt in error, are elided "
        "(\"* * * * *\"); (c) only needs a disclosed card that is not part of a proper deal, and "
        "the first card drawn is the one place every system can be told to put it.",
        "The Rules Submission's disclosed_card_procedure chooses (c)(1) or (c)(2); the moment is "
        "fixed.",
    ),
    Interpretation(
        "baccarat tableau",
        "541.9(a)-(c), 541.10, 543.9-543.10, 545.9(c), 545.10 (not in the seeds)",
        "The cards shall be dealt in accordance with the rules of this chapter",
        "The round of play and the simulated round are dealt Player, Banker, Player, Banker; a "
        "two-card 8 or 9 in either hand stands both; otherwise the Player's Hand draws on 0-5, "
        "and the Banker's Hand draws by the standard Punto Banco tableau (oracle.games.baccarat.table."
        "TABLEAU: on 0-2 always, 3 unless the Player's third card is 8, 4 on 2-7, 5 on 4-7, 6 on "
        "6-7, never on 7; on 0-5 when the Player's Hand stood).",
        "The chapters' dealing sections are elided; the tableau is the one every Pennsylvania "
        "baccarat game uses and \"the rules of this chapter\" in (c)(2) must be some rule.",
    ),
    Interpretation(
        "baccarat payouts",
        "541, 543, 545 payout sections (not in the seeds)",
        "(no text in the seeds)",
        "A winning Player Wager is paid 1 to 1, a winning Banker Wager 19 to 20 (even money less "
        "5%), a winning Tie Wager 8 to 1; on a tie the Player and Banker Wagers are returned. A "
        "payout that is not whole cents is rounded down to the cent. Settlements go by seat, "
        "lowest first, and within a seat Player, Banker, Tie.",
        "The usual payouts of the game; the seeds give none. Rounding down keeps the house from "
        "paying money the odds do not owe.",
        "The Rules Submission's payouts.player, payouts.banker and payouts.tie set the odds; the "
        "rounding and the order are fixed.",
    ),
    Interpretation(
        "Midibaccarat and Baccarat seats",
        "543.2, 545.2 (not in the seeds)",
        "numbered places for a maximum of nine seated players (541.2(a), Minibaccarat only)",
        "A Midibaccarat table has at most nine numbered places and a Baccarat table at most "
        "fourteen; the Rules Submission states how many (table.seats) and a wager at a higher "
        "place is refused (no-such-seat).",
        "Only Minibaccarat's nine is in the seeds; nine and fourteen are the sizes of those "
        "tables in Pennsylvania's full chapters.",
        "table.seats sets the count within the bound; the bound is fixed.",
    ),
    Interpretation(
        "the 545.9(d) election",
        "545.9(d), (d)(1)",
        "elect to use the following procedures in lieu of the procedures in subsection (c) and "
        "§ 545.10 ... (1) The curator shall place the Banker's Hand underneath the right corner "
        "of the dealing shoe.",
        "The election changes who handles the cards once the first four are dealt, not whether a "
        "hand draws: under it the round is dealt by the same tableau. The election is a Baccarat "
        "Rules Submission field (banker_hand_under_shoe); the curator's placement is a manual "
        "check.",
        "(d)(2) onwards and § 545.10 are elided; (d)(1) describes only a movement of cards on the "
        "layout, which no system reports.",
        "banker_hand_under_shoe makes the election (Baccarat only).",
    ),
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


def render_markdown() -> str:
    """docs/interpretations.md, from the register."""
    out = [
        "# Interpretation register",
        "",
        "Every reading tablecert's oracle takes where the regulation text is silent, elided or",
        "contradicts itself. Rendered from `oracle/interpretations.py` by",
        "`tablecert interpretations`; the report prints the same entries.",
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
