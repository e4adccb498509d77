@let_it_ride
Feature: 643a.9 Procedure for dealing the cards from the hand
  58 Pa. Code § 643a.9, Let It Ride Poker, as published at 41 Pa.B. 3836 (July 16, 2011).
  Each subsection and paragraph is quoted in its Rule.

  Sections 643a.1-643a.7 are cited but absent from the seeds. What this feature infers
  from them (docs/interpretations.md): "the three required Let It Ride Poker Wagers in
  accordance with § 643a.7(d)" are three equal wagers, named Bet Number 1, Bet Number 2
  (as 643a.11(b) and (d) name them) and Bet Number 3; a seat without all three is refused
  at "no more bets" and dealt no cards; the Let It Ride Bonus Wager (643a.7(e)) needs the
  three wagers at the same seat. The shuffle and cut of § 643a.5 are not in the seeds.

  Seats are numbered 1 to 7 clockwise from the dealer's left: seat 1 is "the player
  farthest to the dealer's left". Rules Submission "pa-643a-hand" deals from the dealer's
  hand with an automated card shuffling device that does not count the cards, and offers
  the Let It Ride Bonus Wager ($1, Paytable B); "pa-643a-hand-counting-shuffler" uses a
  device that counts the cards after each shuffle.

  Rule: 643a.9(a)(1) An automated shuffling device
    "(a) If the cards are dealt from the dealer's hand, the following requirements shall be
    observed: (1) An automated shuffling device shall be used to shuffle the cards."
    A table-game system cannot shuffle by hand; the requirement is checked where the
    certificate holder declares its table, in the Rules Submission.

    Scenario: 643a.9(a)(1) A Rules Submission that deals from the hand and shuffles by hand is refused
      Given a Rules Submission under chapter 643a with cards dealt from the hand and shuffled manually
      Then the Rules Submission is refused citing "643a.9(a)(1)"

    Scenario: 643a.9(a)(1) A Rules Submission that deals from the hand with an automated card shuffling device is accepted
      Given a Rules Submission under chapter 643a with cards dealt from the hand and shuffled by an automated card shuffling device
      Then the Rules Submission is accepted

    @requires_self_shuffle
    Scenario: 643a.9(a)(1) At a table dealt from the hand the system's automated shuffling device shuffles every round
      The Rules Submission checks above judge the file; this one plays at a table under it:
      the system shuffles with its own device, deals, and each round is judged against the
      oracle from the deck it reports.

      Given a Let It Ride table under Rules Submission "pa-643a-hand"
      And seat 2 places the three Let It Ride Poker Wagers of $10 each
      And seat 2 places a Let It Ride Bonus Wager of $1
      And seat 5 places the three Let It Ride Poker Wagers of $25 each
      When the system shuffles with its automated card shuffling device and deals these wagers 6 times at a table opened with shuffle seed 9
      Then every round was dealt from a deck of 52 cards the device had shuffled anew
      And the stub has been counted at least once in the last 5 rounds of play

  Rule: 643a.9(a)(2) The hand that holds the deck
    "(2) After the procedures required under § 643a.5 (relating to shuffle and cut of the
    cards) have been completed, the dealer shall place the stacked deck of cards in either
    hand. After the dealer has chosen the hand in which he will hold the cards, the dealer
    shall continue to use that hand whenever holding the cards during that round of play.
    The cards held by the dealer shall be kept over the table inventory container and in
    front of the dealer at all times."

    @manual
    Scenario: 643a.9(a)(2) The dealer holds the deck in one chosen hand for the whole round, over the table inventory container
      Manual check: which hand holds the deck, that it stays the same hand for the round,
      and that the deck is kept over the table inventory container in front of the dealer
      are the dealer's posture, which no table-game system sees or reports. The inspector
      watches the round.

  Rule: 643a.9(a)(3) "No more bets", the Let It Ride Bonus Wager lock-out and the count
    "(3) Prior to dealing any cards, the dealer shall announce ''no more bets'' bets'' and, if
    the Let It Ride Bonus Wager is being offered, use the table game system to prevent the
    placement of any additional Let It Ride Bonus Wagers. If any Let It Ride Bonus Wagers
    have been made, the dealer shall collect the wagers and, on the layout in front of the
    table inventory container, verify that the number of value chips wagered equals the
    number of Let It Ride Bonus Wagers accepted by the table game system. The dealer shall
    then place the value chips into the table inventory container."
    The doubled "bets''" is printed so in the seeds; it is read as one announcement.

    Scenario: 643a.9(a)(3) Dealt from the hand: Let It Ride Bonus Wagers are locked out at "no more bets" and the accepted ones are counted when collected
      Given a Let It Ride table under Rules Submission "pa-643a-hand"
      And seat 2 places the three Let It Ride Poker Wagers of $5 each
      And seat 2 places a Let It Ride Bonus Wager of $1
      And seat 5 places the three Let It Ride Poker Wagers of $5 each
      And seat 5 tries to place a Let It Ride Bonus Wager of $1 after "no more bets"
      When the round is settled
      Then seat 5's Let It Ride Bonus Wager is refused as after-no-more-bets
      And the system reports "no more bets" before "wagers collected"
      And the system reports "wagers collected" for 1 Let It Ride Bonus Wager

    @manual
    Scenario: 643a.9(a)(3) The dealer verifies the Let It Ride Bonus Wager chips against the count accepted and drops them into the table inventory container
      Manual check: the system reports how many Let It Ride Bonus Wagers it accepted (the
      scenario above); counting the value chips on the layout in front of the table
      inventory container, and placing them into it, are the dealer's hands at work, which
      no system reports. The inspector watches the count and the drop.

  Rule: 643a.9(b) The order of the deal from the hand
    "(b) The dealer shall deal each card by holding the deck of cards in the chosen hand and
    use the other hand to remove the top card of the deck and place it face down on the
    appropriate area of the layout. The dealer shall, starting with the player farthest to
    the dealer's left and continuing around the table in a clockwise manner, deal the cards
    as follows:"

    @written_for_table.dealing
    Scenario: 643a.9(b) Dealt from the hand: a card to each player clockwise, one to the community area, a second to each player, a second community card, a third to each player
      Given a Let It Ride table under Rules Submission "pa-643a-hand"
      And seat 7 places the three Let It Ride Poker Wagers of $5 each
      And seat 1 places the three Let It Ride Poker Wagers of $5 each
      And the deck is stacked in the order "Ah Kc Qd Js Th 9c 8d 7s"
      When the round is settled
      Then the cards are dealt in the order "seat 1, seat 7, community, seat 1, seat 7, community, seat 1, seat 7"
      And seat 1 holds "Ah Js 8d"
      And seat 7 holds "Kc Th 7s"
      And the community cards are "Qd 9c"

    @manual
    Scenario: 643a.9(b) Each card is taken from the top of the deck with the free hand and placed face down
      Manual check: that the deck stays in the chosen hand while the other hand takes the top
      card and lays it face down is the dealer's handling, which no system reports. The
      inspector watches the deal.

  Rule: 643a.9(b)(1) The first card to each player with the three wagers
    "(1) One card face down to each player who placed the three required Let It Ride Poker
    Wagers in accordance with § 643a.7(d) (relating to wagers)."

    Scenario: 643a.9(b)(1) Dealt from the hand: the first card goes to each player who placed the three Let It Ride Poker Wagers, and to no one else
      Given a Let It Ride table under Rules Submission "pa-643a-hand"
      And seat 1 places the three Let It Ride Poker Wagers of $5 each
      And seat 3 places Bet Number 1 of $5
      And seat 4 places the three Let It Ride Poker Wagers of $5 each
      When the round is settled
      Then the 1st and 2nd cards dealt go to "seat 1, seat 4"
      And seat 3 is dealt no cards
      And seat 3's Bet Number 1 is refused as precondition-not-met

  Rule: 643a.9(b)(2) The first community card
    "(2) One card face down to the area designated for the placement of the community cards."

    Scenario: 643a.9(b)(2) Dealt from the hand: after the first round of player cards one card goes to the community area
      Given a Let It Ride table under Rules Submission "pa-643a-hand"
      And seat 1 places the three Let It Ride Poker Wagers of $5 each
      And seat 7 places the three Let It Ride Poker Wagers of $5 each
      And the deck is stacked in the order "Ah Kc Qd Js Th 9c 8d 7s"
      When the round is settled
      Then the 3rd card dealt goes to "community"
      And the community card revealed first is "Qd"

  Rule: 643a.9(b)(3) The second card to each player
    "(3) A second card face down to each player who placed the three required Let It Ride
    Poker Wagers in accordance with § 643a.7(d)."

    Scenario: 643a.9(b)(3) Dealt from the hand: a second card goes to each player clockwise after the first community card
      Given a Let It Ride table under Rules Submission "pa-643a-hand"
      And seat 1 places the three Let It Ride Poker Wagers of $5 each
      And seat 7 places the three Let It Ride Poker Wagers of $5 each
      When the round is settled
      Then the 4th and 5th cards dealt go to "seat 1, seat 7"

  Rule: 643a.9(b)(4) The second community card, to the right of the first
    "(4) A second card face down to the area designated for the placement of the community
    cards, which card shall be placed to the right of the first card dealt to this area."

    Scenario: 643a.9(b)(4) Dealt from the hand: the second community card follows the second round of player cards and lies to the right of the first
      The first card dealt to the community area lies to the dealer's left; 643a.11(c) turns
      that card first, so the card placed to its right is revealed second.
      Given a Let It Ride table under Rules Submission "pa-643a-hand"
      And seat 1 places the three Let It Ride Poker Wagers of $5 each
      And seat 7 places the three Let It Ride Poker Wagers of $5 each
      And the deck is stacked in the order "Ah Kc Qd Js Th 9c 8d 7s"
      When the round is settled
      Then the 6th card dealt goes to "community"
      And the community cards are "Qd 9c"
      And the community card revealed first is "Qd"
      And the community card revealed second is "9c"

  Rule: 643a.9(b)(5) The third card to each player
    "(5) A third card face down to each player who placed the three required Let It Ride
    Poker Wagers in accordance with § 643a.7(d)."

    Scenario: 643a.9(b)(5) Dealt from the hand: a third card goes to each player clockwise, and the deal ends with three cards to each player and two community cards
      Given a Let It Ride table under Rules Submission "pa-643a-hand"
      And seat 1 places the three Let It Ride Poker Wagers of $5 each
      And seat 7 places the three Let It Ride Poker Wagers of $5 each
      And the deck is stacked in the order "Ah Kc Qd Js Th 9c 8d 7s"
      When the round is settled
      Then the 7th and 8th cards dealt go to "seat 1, seat 7"
      And seat 1 holds "Ah Js 8d"
      And seat 7 holds "Kc Th 7s"

  Rule: 643a.9(c) The stub after the deal
    "(c) After three cards have been dealt to each player and two cards have been dealt to
    the area designated for the placement of the community cards, the dealer shall, except
    as provided in subsection (d), place the stub in the discard rack without exposing the
    cards."

    @manual
    Scenario: 643a.9(c) The dealer places the stub in the discard rack without exposing the cards
      Manual check: laying the stub in the discard rack face down is a physical act no
      system reports (the system reports only a stub count, under (d)). The inspector
      watches that no card of the stub is exposed.

  Rule: 643a.9(d) Counting the stub at least once every 5 rounds
    "(d) If an automated card shuffling device, which counts the number of cards in the deck
    after the completion of each shuffle and indicates whether 52 cards are present, is not
    being used, the dealer shall count the stub at least once every 5 rounds of play to
    determine if the correct number of cards are still present in the deck. The dealer shall
    determine the number of cards in the stub by counting the cards face down on the layout."

    Scenario: 643a.9(d) Dealt from the hand without a counting shuffler: the stub is counted at least once in every 5 rounds of play
      "At least once every 5 rounds" fixes the longest gap, not the round: a count in any of
      the five rounds complies (docs/interpretations.md, "the stub is counted every fifth
      round").
      Given a Let It Ride table under Rules Submission "pa-643a-hand"
      And 4 rounds have been played at the table
      And seat 1 places the three Let It Ride Poker Wagers of $5 each
      When the round is settled
      Then the stub has been counted at least once in the last 5 rounds of play

    Scenario: 643a.9(d) Dealt from the hand with a shuffler that counts the cards: a short deck is caught by the shuffler's count before any card is dealt
      Where the automated card shuffling device counts the cards after each shuffle, the
      dealer need not count the stub: the device finds a deck of 51 cards and the deck is
      removed before the deal (643a.5(b), cited; docs/interpretations.md, "a counting
      shuffler that finds a wrong count").
      Given a Let It Ride table under Rules Submission "pa-643a-hand-counting-shuffler"
      And seat 1 places the three Let It Ride Poker Wagers of $5 each
      And the deck holds 51 cards
      When the round is settled
      Then no cards are dealt
      And the system reports "deck removed from the table"
      And the round is void and every wager is returned

    @manual
    Scenario: 643a.9(d) The dealer counts the stub face down on the layout
      Manual check: the system reports that the stub was counted and what the count found;
      that the dealer counts the cards face down on the layout is a matter of the dealer's
      hands, which the inspector watches.

  Rule: 643a.9(e) A stub count that finds 52 cards
    "(e) If the count of the stub indicates that 52 cards are in the deck, the dealer shall
    place the stub in the discard rack without exposing the cards."
    Placing the stub face down in the rack is the checklist line of (c).

    @written_for_let_it_ride.maximum_payout @written_for_let_it_ride.paytable
    Scenario: 643a.9(e) Dealt from the hand: a stub count that finds 52 cards leaves the round and the deck in play
      Given a Let It Ride table under Rules Submission "pa-643a-hand"
      And 4 rounds have been played at the table
      And seat 1 places the three Let It Ride Poker Wagers of $5 each
      And the deck is stacked with seat 1 "9h 9d 9c" and the community cards "4s 2h"
      When the round is settled
      Then the system reports "stub counted"
      And the system does not report "round void"
      And the system does not report "deck removed from the table"
      And seat 1's Let It Ride Poker Wagers are each paid 3 to 1

  Rule: 643a.9(f) A stub count that finds the wrong number of cards
    "(f) If the count of the stub indicates that the number of cards in the deck is
    incorrect, the dealer shall determine if the cards were misdealt. If the cards were
    misdealt (a player has more or less than 3 cards or the area designed for the placement
    of the community cards has more or less than 2 cards) but 52 cards remain in the deck,
    all hands shall be void and all wagers shall be returned to the players. If the cards
    were not misdealt, all hands shall be void, all wagers shall be returned to the players
    and the entire deck of cards shall be removed from the table."

    Scenario: 643a.9(f) Dealt from the hand: a community area dealt 3 cards with 52 cards in the deck voids the round but the deck stays
      Given a Let It Ride table under Rules Submission "pa-643a-hand"
      And 4 rounds have been played at the table
      And seat 1 places the three Let It Ride Poker Wagers of $5 each
      And the community card area is dealt 3 cards
      When the round is settled
      Then the system reports "stub counted"
      And the round is void and every wager is returned
      And the system does not report "deck removed from the table"

    Scenario: 643a.9(f) Dealt from the hand: a deck of 51 cards without a misdeal voids the round and the deck is removed from the table
      Given a Let It Ride table under Rules Submission "pa-643a-hand"
      And 4 rounds have been played at the table
      And seat 1 places the three Let It Ride Poker Wagers of $5 each
      And the deck holds 51 cards
      When the round is settled
      Then the system reports "stub counted"
      And the round is void and every wager is returned
      And the system reports "deck removed from the table"
