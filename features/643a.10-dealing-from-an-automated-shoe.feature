@let_it_ride
Feature: 643a.10 Procedure for dealing the cards from an automated dealing shoe
  58 Pa. Code § 643a.10, Let It Ride Poker, as published at 41 Pa.B. 3836 (July 16, 2011).
  Each subsection and paragraph is quoted in its Rule.

  Sections 643a.1-643a.7 are cited but absent from the seeds. What this feature infers
  from them (docs/interpretations.md): "the three required Let It Ride Poker Wagers in
  accordance with § 643a.7(d)" are three equal wagers, named Bet Number 1, Bet Number 2
  (as 643a.11(b) and (d) name them) and Bet Number 3; a seat without all three is refused
  at "no more bets" and dealt no stack; the Let It Ride Bonus Wager (643a.7(e)) needs the
  three wagers at the same seat. The shuffle and cut of § 643a.5 are not in the seeds.

  The community stack: the shoe drops its cards onto one another, so the first card it
  dispenses lies at the bottom of the stack, which the dealer spreads to the left; that
  card is discarded, the second card dispensed becomes the first community card and the
  third the second (docs/interpretations.md, "the automated shoe's community stack"). A
  system reports the discarded card as dealt to "discard rack".

  Seats are numbered 1 to 7 clockwise from the dealer's left. Rules Submission
  "pa-643a-automated-shoe-bonus" deals from an automated dealing shoe, shuffles with an
  automated card shuffling device that does not count the cards, and offers the Let It
  Ride Bonus Wager ($1, Paytable A); "pa-643a-automated-shoe" uses a device that counts
  the cards after each shuffle.

  Rule: 643a.10(a)(1) The cards are placed in the automated dealing shoe
    "(a) If the cards are dealt from an automated dealing shoe, the following requirements
    shall be observed: (1) After the procedures required under § 643a.5 (relating to shuffle
    and cut of the cards) have been completed, the cards shall be placed in the automated
    dealing shoe."

    @manual
    Scenario: 643a.10(a)(1) The cards go into the automated dealing shoe only after the shuffle and cut
      Manual check: loading the shuffled and cut deck into the shoe is a physical step that
      the table-game system neither performs nor reports. The inspector watches the deck
      go into the shoe after the procedures of § 643a.5.

  Rule: 643a.10(a)(2) "No more bets", the Let It Ride Bonus Wager lock-out and the count
    "(2) Prior to the shoe dispensing any stacks of cards, the dealer shall announce ''no
    more bets'' and, if the Let It Ride Bonus Wager is being offered, use the table game
    system to prevent the placement of any additional Let It Ride Bonus Wagers. If any Let
    It Ride Bonus Wagers have been made, the dealer shall collect the wagers and, on the
    layout in front of the table inventory container, verify that the number of value chips
    wagered equals the number of Let It Ride Bonus Wagers accepted by the table game system.
    The dealer shall then place the value chips into the table inventory container."

    Scenario: 643a.10(a)(2) Automated shoe: Let It Ride Bonus Wagers are locked out at "no more bets" and the accepted ones are counted when collected
      Given a Let It Ride table under Rules Submission "pa-643a-automated-shoe-bonus"
      And seat 1 places the three Let It Ride Poker Wagers of $10 each
      And seat 1 places a Let It Ride Bonus Wager of $1
      And seat 4 places the three Let It Ride Poker Wagers of $10 each
      And seat 4 places a Let It Ride Bonus Wager of $1
      And seat 5 places the three Let It Ride Poker Wagers of $10 each
      And seat 5 places a Let It Ride Bonus Wager of $1
      And seat 7 places the three Let It Ride Poker Wagers of $10 each
      And seat 7 tries to place a Let It Ride Bonus Wager of $1 after "no more bets"
      When the round is settled
      Then seat 7's Let It Ride Bonus Wager is refused as after-no-more-bets
      And the system reports "no more bets" before "wagers collected"
      And the system reports "wagers collected" for 3 Let It Ride Bonus Wagers

    @manual
    Scenario: 643a.10(a)(2) The dealer verifies the Let It Ride Bonus Wager chips against the count accepted and drops them into the table inventory container
      Manual check: the system reports how many Let It Ride Bonus Wagers it accepted (the
      scenario above); counting the value chips on the layout in front of the table
      inventory container, and placing them into it, are the dealer's hands at work, which
      no system reports. The inspector watches the count and the drop.

  Rule: 643a.10(b) Stacks to the players, then the community stack
    "(b) The dealer shall deliver the first stack of cards dispensed by the automated dealing
    shoe face down to the player farthest to the dealer's left who has placed the three
    required Let It Ride Poker Wagers in accordance with § 643a.7(d) (relating to wagers). As
    the remaining stacks are dispensed to the dealer by the automated dealing shoe, the
    dealer shall, moving clockwise around the table, deliver a stack face down to each of
    the other players who has placed the three required wagers in accordance with
    § 643a.7(d). The dealer shall then deliver a stack of three cards face down to the area
    designated for the placement of the community cards, and spread the stack within the
    designated area so that the top card is to the dealer's right and the bottom card is to
    the dealer's left. The dealer shall then remove the community card that is to his left,
    and place that card in the discard rack without exposing the card."

    @written_for_table.dealing
    Scenario: 643a.10(b) Automated shoe: a stack of three to each player clockwise from the dealer's left, then a stack of three to the community area
      Given a Let It Ride table under Rules Submission "pa-643a-automated-shoe-bonus"
      And seat 4 places the three Let It Ride Poker Wagers of $10 each
      And seat 1 places the three Let It Ride Poker Wagers of $10 each
      And the deck is stacked in the order "2c 3c 4c 5d 6d 7d 8h 9h Th"
      When the round is settled
      Then the cards are dealt in the order "seat 1, seat 1, seat 1, seat 4, seat 4, seat 4, discard rack, community, community"
      And seat 1 holds "2c 3c 4c"
      And seat 4 holds "5d 6d 7d"

    Scenario: 643a.10(b) Automated shoe: the community card to the dealer's left, the first dispensed, is discarded unseen and the other two become the community cards
      Given a Let It Ride table under Rules Submission "pa-643a-automated-shoe-bonus"
      And seat 1 places the three Let It Ride Poker Wagers of $10 each
      And seat 4 places the three Let It Ride Poker Wagers of $10 each
      And the deck is stacked in the order "2c 3c 4c 5d 6d 7d 8h 9h Th"
      When the round is settled
      Then the 7th card dealt goes to "discard rack"
      And the community cards are "9h Th"
      And the community card revealed first is "9h"
      And the community card revealed second is "Th"

    @written_for_let_it_ride.maximum_payout @written_for_let_it_ride.paytable @written_for_let_it_ride.bonus
    Scenario: 643a.10(b) Automated shoe: the discarded card of the community stack plays no part in any hand
      Seat 1's royal flush needs the ace of spades, which lies to the dealer's left in the
      community stack and is discarded: seat 1 is left with a pair of kings.
      Given a Let It Ride table under Rules Submission "pa-643a-automated-shoe-bonus"
      And seat 1 places the three Let It Ride Poker Wagers of $10 each
      And seat 1 places a Let It Ride Bonus Wager of $1
      And the deck is stacked with seat 1 "Ks Qs Js" and the community cards "Ts Kd"
      And the card of the community stack that lies to the dealer's left is "As"
      When the round is settled
      Then the 4th card dealt goes to "discard rack"
      And the community cards are "Ts Kd"
      And seat 1's Let It Ride Poker Wagers are each paid 1 to 1
      And seat 1's Let It Ride Bonus Wager loses

    @written_for_table.dealing
    Scenario: 643a.10(b) Automated shoe: a stack goes only to players who placed the three Let It Ride Poker Wagers
      Given a Let It Ride table under Rules Submission "pa-643a-automated-shoe-bonus"
      And seat 2 places the three Let It Ride Poker Wagers of $10 each
      And seat 3 places Bet Number 1 of $10
      And seat 3 places Bet Number 2 of $10
      And seat 6 places the three Let It Ride Poker Wagers of $10 each
      When the round is settled
      Then the cards are dealt in the order "seat 2, seat 2, seat 2, seat 6, seat 6, seat 6, discard rack, community, community"
      And seat 3 is dealt no cards
      And seat 3's Bet Number 2 is refused as precondition-not-met

    @manual
    Scenario: 643a.10(b) The stacks are delivered face down, the community stack is spread top card to the right, and the left card is discarded without being exposed
      Manual check: the system reports which card each position received and which card
      was discarded (the scenarios above); delivering each stack face down, spreading the
      community stack with its top card to the dealer's right and putting the left card in
      the discard rack without exposing it are the dealer's handling, which no system
      reports. The inspector watches the deal.

  Rule: 643a.10(c) The stub after the deal
    "(c) After each stack of three cards has been dispensed and delivered in accordance with
    subsection (b), the dealer shall remove the stub from the automated dealing shoe and,
    except as provided in subsection (d), place the cards in the discard rack without
    exposing the cards."

    @manual
    Scenario: 643a.10(c) The dealer removes the stub from the automated dealing shoe and places it in the discard rack without exposing the cards
      Manual check: taking the stub out of the shoe and laying it in the discard rack face
      down are physical acts no system reports (the system reports only a stub count, under
      (d)). The inspector watches that no card of the stub is exposed.

  Rule: 643a.10(d) Counting the stub at least once every 5 rounds
    "(d) If an automated card shuffling device, which counts the number of cards in the deck
    after the completion of each shuffle and indicates whether 52 cards are present, is not
    being used, the dealer shall count the stub at least once every 5 rounds of play to
    determine if the correct number of cards are still present in the deck. The dealer shall
    determine the number of cards in the stub by counting the cards face down on the layout."

    Scenario: 643a.10(d) Automated shoe without a counting shuffler: the stub is counted at least once in every 5 rounds of play
      "At least once every 5 rounds" fixes the longest gap, not the round: a count in any of
      the five rounds complies (docs/interpretations.md, "the stub is counted every fifth
      round").
      Given a Let It Ride table under Rules Submission "pa-643a-automated-shoe-bonus"
      And 4 rounds have been played at the table
      And seat 1 places the three Let It Ride Poker Wagers of $10 each
      When the round is settled
      Then the stub has been counted at least once in the last 5 rounds of play

    Scenario: 643a.10(d) Automated shoe with a shuffler that counts the cards: a short deck is caught by the shuffler's count before any stack is dispensed
      Where the automated card shuffling device counts the cards after each shuffle, the
      dealer need not count the stub: the device finds a deck of 51 cards and the deck is
      removed before the deal (643a.5(b), cited; docs/interpretations.md, "a counting
      shuffler that finds a wrong count").
      Given a Let It Ride table under Rules Submission "pa-643a-automated-shoe"
      And seat 1 places the three Let It Ride Poker Wagers of $25 each
      And the deck holds 51 cards
      When the round is settled
      Then no cards are dealt
      And the system reports "deck removed from the table"
      And the round is void and every wager is returned

    @manual
    Scenario: 643a.10(d) The dealer counts the stub face down on the layout
      Manual check: the system reports that the stub was counted and what the count found;
      that the dealer counts the cards face down on the layout is a matter of the dealer's
      hands, which the inspector watches.

  Rule: 643a.10(e) A stub count that finds 52 cards
    "(e) If the count of the stub indicates that 52 cards are in the deck, the dealer shall
    place the stub in the discard rack without exposing the cards."
    Placing the stub face down in the rack is the checklist line of (c).

    @written_for_let_it_ride.maximum_payout @written_for_let_it_ride.paytable
    Scenario: 643a.10(e) Automated shoe: a stub count that finds 52 cards leaves the round and the deck in play
      Given a Let It Ride table under Rules Submission "pa-643a-automated-shoe-bonus"
      And 4 rounds have been played at the table
      And seat 1 places the three Let It Ride Poker Wagers of $10 each
      And the deck is stacked with seat 1 "Qh Qd 4c" and the community cards "4s 2h"
      When the round is settled
      Then the system reports "stub counted"
      And the system does not report "round void"
      And the system does not report "deck removed from the table"
      And seat 1's Let It Ride Poker Wagers are each paid 2 to 1

  Rule: 643a.10(f) A stub count that finds the wrong number of cards
    "(f) If the count of the stub indicates that the number of cards in the deck is
    incorrect, the dealer shall determine if the cards were misdealt. If the cards were
    misdealt (a player has more or less than 3 cards or the area designed for the placement
    of the community cards has more or less than 2 cards) but 52 cards remain in the deck,
    all hands shall be void and all wagers shall be returned to the players. If the cards
    were not misdealt, all hands shall be void, all wagers shall be returned to the players
    and the entire deck of cards shall be removed from the table."

    Scenario: 643a.10(f) Automated shoe: a player given 2 cards with 52 cards in the deck voids the round but the deck stays
      Given a Let It Ride table under Rules Submission "pa-643a-automated-shoe-bonus"
      And 4 rounds have been played at the table
      And seat 1 places the three Let It Ride Poker Wagers of $10 each
      And seat 3 places the three Let It Ride Poker Wagers of $10 each
      And seat 3 is dealt 2 cards
      When the round is settled
      Then the system reports "stub counted"
      And the round is void and every wager is returned
      And the system does not report "deck removed from the table"

    Scenario: 643a.10(f) Automated shoe: a deck of 51 cards without a misdeal voids the round and the deck is removed from the table
      Given a Let It Ride table under Rules Submission "pa-643a-automated-shoe-bonus"
      And 4 rounds have been played at the table
      And seat 1 places the three Let It Ride Poker Wagers of $10 each
      And seat 3 places the three Let It Ride Poker Wagers of $10 each
      And the deck holds 51 cards
      When the round is settled
      Then the system reports "stub counted"
      And the round is void and every wager is returned
      And the system reports "deck removed from the table"
