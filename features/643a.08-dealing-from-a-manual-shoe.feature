@let_it_ride
Feature: 643a.8 Procedure for dealing the cards from a manual dealing shoe
  58 Pa. Code § 643a.8, Let It Ride Poker, as published at 41 Pa.B. 3836 (July 16, 2011).
  Each subsection is quoted in its Rule.

  Sections 643a.1-643a.7 are cited but absent from the seeds. What this feature infers
  from them (docs/interpretations.md): "the three required Let It Ride Poker Wagers in
  accordance with § 643a.7(d)" are three equal wagers, named Bet Number 1, Bet Number 2
  (as 643a.11(b) and (d) name them) and Bet Number 3; a seat without all three is refused
  at "no more bets" and dealt no cards; the Let It Ride Bonus Wager (643a.7(e)) needs the
  three wagers at the same seat. The shuffle and cut of § 643a.5 are not in the seeds.

  Seats are numbered 1 to 7 clockwise from the dealer's left: seat 1 is "the player
  farthest to the dealer's left". Rules Submission "pa-643a-paytable-A" deals from a
  manual dealing shoe with an automated card shuffling device that does not count the
  cards; it offers the Let It Ride Bonus Wager ($1, Paytable B).

  Rule: 643a.8(a) The manual dealing shoe and the stacked deck
    "(a) If a manual dealing shoe is used, the dealing shoe must be located on the table in
    a location approved by the Bureau of Casino Compliance. Once the procedures required
    under § 643a.5 (relating to shuffle and cut of the cards) have been completed, the
    stacked deck of cards shall be placed in the dealing shoe by the dealer or by an
    automated card shuffling device."

    @manual
    Scenario: 643a.8(a) The manual dealing shoe stands where the Bureau approved and receives the stacked deck after the shuffle and cut
      Manual check: the shoe's place on the table, and who puts the stacked deck into it
      once the shuffle and cut are done, are physical facts of the table; a table-game
      system neither controls nor reports them. The inspector confirms the shoe's location
      against the Bureau of Casino Compliance approval and watches the deck go into the
      shoe by the dealer or the automated card shuffling device.

  Rule: 643a.8(b) "No more bets", the Let It Ride Bonus Wager lock-out and the count
    "(b) Prior to dealing any cards, the dealer shall announce ''no more bets'' and, if the
    Let It Ride Bonus Wager is being offered, use the table game system to prevent the
    placement of any additional Let It Ride Bonus Wagers. If any Let It Ride Bonus Wagers
    have been made, the dealer shall collect the wagers and, on the layout in front of the
    table inventory container, verify that the number of value chips wagered equals the
    number of Let It Ride Bonus Wagers accepted by the table game system. The dealer shall
    then place the value chips into the table inventory container."

    Scenario: 643a.8(b) Manual shoe: Let It Ride Bonus Wagers are locked out at "no more bets" and the accepted ones are counted when collected
      Given a Let It Ride table under Rules Submission "pa-643a-paytable-A"
      And seat 1 places the three Let It Ride Poker Wagers of $5 each
      And seat 1 places a Let It Ride Bonus Wager of $1
      And seat 3 places the three Let It Ride Poker Wagers of $5 each
      And seat 3 places a Let It Ride Bonus Wager of $1
      And seat 6 places the three Let It Ride Poker Wagers of $5 each
      And seat 6 tries to place a Let It Ride Bonus Wager of $1 after "no more bets"
      When the round is settled
      Then seat 6's Let It Ride Bonus Wager is refused as after-no-more-bets
      And the system reports "no more bets" before "wagers collected"
      And the system reports "wagers collected" for 2 Let It Ride Bonus Wagers

    Scenario: 643a.8(b) Manual shoe: a Let It Ride Bonus Wager at a seat without the three Let It Ride Poker Wagers is not counted among those accepted
      Given a Let It Ride table under Rules Submission "pa-643a-paytable-A"
      And seat 2 places the three Let It Ride Poker Wagers of $5 each
      And seat 2 places a Let It Ride Bonus Wager of $1
      And seat 7 places Bet Number 1 of $5
      And seat 7 places Bet Number 2 of $5
      And seat 7 places a Let It Ride Bonus Wager of $1
      When the round is settled
      Then seat 7's Let It Ride Bonus Wager is refused as precondition-not-met
      And the system reports "wagers collected" for 1 Let It Ride Bonus Wager

    @manual
    Scenario: 643a.8(b) The dealer verifies the Let It Ride Bonus Wager chips against the count accepted and drops them into the table inventory container
      Manual check: the system reports how many Let It Ride Bonus Wagers it accepted (the
      scenarios above); counting the value chips on the layout in front of the table
      inventory container, and placing them into the container, are the dealer's hands at
      work, which no system reports. The inspector watches the count and the drop.

  Rule: 643a.8(c) Removing each card from the shoe
    "(c) Each card shall be removed from the dealing shoe with the hand of the dealer that is
    closest to the dealing shoe and placed on the appropriate area of the layout with the
    opposite hand."

    @manual
    Scenario: 643a.8(c) Each card leaves the shoe in the dealer's hand nearest the shoe and is placed with the other hand
      Manual check: which of the dealer's hands draws and which places a card is not
      something a table-game system sees or reports. The inspector watches the deal.

  Rule: 643a.8(d) The order of the deal
    "(d) The dealer shall, starting with the player farthest to the dealer's left and
    continuing around the table in a clockwise manner, deal the cards as follows:"

    @written_for_table.dealing
    Scenario: 643a.8(d) Manual shoe: a card to each player clockwise, one to the community area, a second to each player, a second community card, a third to each player
      Given a Let It Ride table under Rules Submission "pa-643a-paytable-A"
      And seat 6 places the three Let It Ride Poker Wagers of $5 each
      And seat 2 places the three Let It Ride Poker Wagers of $5 each
      And seat 4 places the three Let It Ride Poker Wagers of $5 each
      And the deck is stacked in the order "2s 3h 4d 5c 6s 7h 8d 9c Ts Jh Qd"
      When the round is settled
      Then the cards are dealt in the order "seat 2, seat 4, seat 6, community, seat 2, seat 4, seat 6, community, seat 2, seat 4, seat 6"
      And seat 2 holds "2s 6s Ts"
      And seat 4 holds "3h 7h Jh"
      And seat 6 holds "4d 8d Qd"
      And the community cards are "5c 9c"

  Rule: 643a.8(d)(1) The first card to each player with the three wagers
    "(1) One card face down to each player who has placed the three required Let It Ride
    Poker Wagers in accordance with § 643a.7(d) (relating to wagers)."

    Scenario: 643a.8(d)(1) Manual shoe: the first card goes to each player who placed the three Let It Ride Poker Wagers, and to no one else
      Given a Let It Ride table under Rules Submission "pa-643a-paytable-A"
      And seat 2 places the three Let It Ride Poker Wagers of $5 each
      And seat 4 places the three Let It Ride Poker Wagers of $5 each
      And seat 5 places Bet Number 1 of $5
      And seat 5 places Bet Number 2 of $5
      And seat 6 places the three Let It Ride Poker Wagers of $5 each
      When the round is settled
      Then the 1st to 3rd cards dealt go to "seat 2, seat 4, seat 6"
      And seat 5 is dealt no cards
      And seat 5's Bet Number 1 is refused as precondition-not-met
      And seat 5's Bet Number 2 is refused as precondition-not-met

    Scenario Outline: 643a.8(d)(1) Manual shoe: Let It Ride Poker Wagers that are not equal are refused and the seat is dealt no cards
      "The three required Let It Ride Poker Wagers in accordance with § 643a.7(d)" are three
      equal wagers (docs/interpretations.md): a Bet Number <bet> of another amount is refused,
      and the seat, left without the three wagers, is refused at "no more bets".

      Given a Let It Ride table under Rules Submission "pa-643a-paytable-A"
      And seat 2 places the three Let It Ride Poker Wagers of $10 each
      And seat 4 places Bet Number 1 of $15
      And seat 4 places Bet Number <bet> of <amount>
      And seat 4 places Bet Number <other> of $15
      When the round is settled
      Then seat 4's Bet Number <bet> is refused as amount-not-allowed
      And seat 4's Bet Number 1 is refused as precondition-not-met
      And seat 4 is dealt no cards

      Examples:
        | bet | amount | other |
        | 2   | $30    | 3     |
        | 3   | $10    | 2     |

  Rule: 643a.8(d)(2) The first community card
    "(2) One card face down to the area designated for the placement of the community cards."

    Scenario: 643a.8(d)(2) Manual shoe: after the first round of player cards one card goes to the community area
      Given a Let It Ride table under Rules Submission "pa-643a-paytable-A"
      And seat 2 places the three Let It Ride Poker Wagers of $5 each
      And seat 4 places the three Let It Ride Poker Wagers of $5 each
      And seat 6 places the three Let It Ride Poker Wagers of $5 each
      And the deck is stacked in the order "2s 3h 4d 5c 6s 7h 8d 9c Ts Jh Qd"
      When the round is settled
      Then the 4th card dealt goes to "community"
      And the community card revealed first is "5c"

  Rule: 643a.8(d)(3) The second card to each player
    "(3) A second card face down to each player who has placed the three required Let It Ride
    Poker Wagers in accordance with § 643a.7(d)."

    Scenario: 643a.8(d)(3) Manual shoe: a second card goes to each player clockwise after the first community card
      Given a Let It Ride table under Rules Submission "pa-643a-paytable-A"
      And seat 2 places the three Let It Ride Poker Wagers of $5 each
      And seat 4 places the three Let It Ride Poker Wagers of $5 each
      And seat 6 places the three Let It Ride Poker Wagers of $5 each
      When the round is settled
      Then the 5th to 7th cards dealt go to "seat 2, seat 4, seat 6"

  Rule: 643a.8(d)(4) The second community card, to the right of the first
    "(4) A second card face down to the area designated for the placement of the community
    cards, which card shall be placed to the right of the first card dealt to this area."

    Scenario: 643a.8(d)(4) Manual shoe: the second community card follows the second round of player cards and lies to the right of the first
      The first card dealt to the community area lies to the dealer's left; 643a.11(c) turns
      that card first, so the card placed to its right is revealed second.
      Given a Let It Ride table under Rules Submission "pa-643a-paytable-A"
      And seat 2 places the three Let It Ride Poker Wagers of $5 each
      And seat 4 places the three Let It Ride Poker Wagers of $5 each
      And seat 6 places the three Let It Ride Poker Wagers of $5 each
      And the deck is stacked in the order "2s 3h 4d 5c 6s 7h 8d 9c Ts Jh Qd"
      When the round is settled
      Then the 8th card dealt goes to "community"
      And the community cards are "5c 9c"
      And the community card revealed first is "5c"
      And the community card revealed second is "9c"

  Rule: 643a.8(d)(5) The third card to each player
    "(5) A third card face down to each player who has placed the three required Let It Ride
    Poker Wagers in accordance with § 643a.7(d)."

    Scenario: 643a.8(d)(5) Manual shoe: a third card goes to each player clockwise, and the deal ends with three cards to each player and two community cards
      Given a Let It Ride table under Rules Submission "pa-643a-paytable-A"
      And seat 2 places the three Let It Ride Poker Wagers of $5 each
      And seat 4 places the three Let It Ride Poker Wagers of $5 each
      And seat 6 places the three Let It Ride Poker Wagers of $5 each
      And the deck is stacked in the order "2s 3h 4d 5c 6s 7h 8d 9c Ts Jh Qd"
      When the round is settled
      Then the 9th to 11th cards dealt go to "seat 2, seat 4, seat 6"
      And seat 2 holds "2s 6s Ts"
      And seat 6 holds "4d 8d Qd"
      And the community cards are "5c 9c"

  Rule: 643a.8(e) The stub after the deal
    "(e) After three cards have been dealt to each player and two cards have been dealt to
    the area designated for the placement of the community cards, the dealer shall remove
    the stub from the manual dealing shoe and, except as provided in subsection (f), place
    the stub in the discard rack without exposing the cards."

    @manual
    Scenario: 643a.8(e) The dealer removes the stub from the manual dealing shoe and places it in the discard rack without exposing the cards
      Manual check: taking the stub out of the shoe and laying it in the discard rack face
      down are physical acts no system reports (the system reports only a stub count, under
      (f)). The inspector watches that no card of the stub is exposed.

  Rule: 643a.8(f) Counting the stub at least once every 5 rounds
    "(f) If an automated card shuffling device, which counts the number of cards in the deck
    after the completion of each shuffle and indicates whether 52 cards are present, is not
    being used, the dealer shall count the stub at least once every 5 rounds of play to
    determine if the correct number of cards are still present in the deck. The dealer shall
    determine the number of cards in the stub by counting the cards face down on the layout."

    Scenario: 643a.8(f) Manual shoe without a counting shuffler: the stub is counted at least once in every 5 rounds of play
      "At least once every 5 rounds" fixes the longest gap, not the round: a count in any of
      the five rounds complies (docs/interpretations.md, "the stub is counted every fifth
      round").
      Given a Let It Ride table under Rules Submission "pa-643a-paytable-A"
      And 4 rounds have been played at the table
      And seat 1 places the three Let It Ride Poker Wagers of $5 each
      When the round is settled
      Then the stub has been counted at least once in the last 5 rounds of play

    Scenario: 643a.8(f) Manual shoe with a shuffler that counts the cards: a short deck is caught by the shuffler's count before any card is dealt
      Where the automated card shuffling device counts the cards after each shuffle, the
      dealer need not count the stub: the device finds a deck of 51 cards and the deck is
      removed before the deal (643a.5(b), cited; docs/interpretations.md, "a counting
      shuffler that finds a wrong count").
      Given a Let It Ride table under Rules Submission "pa-643a-manual-shoe-counting-shuffler"
      And seat 1 places the three Let It Ride Poker Wagers of $5 each
      And the deck holds 51 cards
      When the round is settled
      Then no cards are dealt
      And the system reports "deck removed from the table"
      And the round is void and every wager is returned

    @manual
    Scenario: 643a.8(f) The dealer counts the stub face down on the layout
      Manual check: the system reports that the stub was counted and what the count found;
      that the dealer counts the cards face down on the layout is a matter of the dealer's
      hands, which the inspector watches.

  Rule: 643a.8(g) A stub count that finds 52 cards
    "(g) If the count of the stub indicates that 52 cards are in the deck, the dealer shall
    place the stub in the discard rack without exposing the cards."
    Placing the stub face down in the rack is the checklist line of (e).

    @written_for_let_it_ride.maximum_payout @written_for_let_it_ride.paytable
    Scenario: 643a.8(g) Manual shoe: a stub count that finds 52 cards leaves the round and the deck in play
      Given a Let It Ride table under Rules Submission "pa-643a-paytable-A"
      And 4 rounds have been played at the table
      And seat 1 places the three Let It Ride Poker Wagers of $5 each
      And the deck is stacked with seat 1 "Kh Kd 4c" and the community cards "7s 2h"
      When the round is settled
      Then the system reports "stub counted"
      And the system does not report "round void"
      And the system does not report "deck removed from the table"
      And seat 1's Let It Ride Poker Wagers are each paid 1 to 1

  Rule: 643a.8(h) A stub count that finds the wrong number of cards
    "(h) If the count of the stub indicates that the number of cards in the deck is
    incorrect, the dealer shall determine if the cards were misdealt. If the cards were
    misdealt (a player has more or less than 3 cards or the area designed for the placement
    of the community cards has more or less than 2 cards) but 52 cards remain in the deck,
    all hands shall be void and all wagers shall be returned to the players. If the cards
    were not misdealt, all hands shall be void, all wagers shall be returned to the players
    and the entire deck of cards shall be removed from the table."

    Scenario: 643a.8(h) Manual shoe: a player dealt 4 cards with 52 cards in the deck voids the round but the deck stays
      Given a Let It Ride table under Rules Submission "pa-643a-paytable-A"
      And 4 rounds have been played at the table
      And seat 1 places the three Let It Ride Poker Wagers of $5 each
      And seat 3 places the three Let It Ride Poker Wagers of $5 each
      And seat 1 is dealt 4 cards
      When the round is settled
      Then the system reports "stub counted"
      And the round is void and every wager is returned
      And the system does not report "deck removed from the table"

    Scenario: 643a.8(h) Manual shoe: a deck of 51 cards without a misdeal voids the round and the deck is removed from the table
      Given a Let It Ride table under Rules Submission "pa-643a-paytable-A"
      And 4 rounds have been played at the table
      And seat 1 places the three Let It Ride Poker Wagers of $5 each
      And seat 3 places the three Let It Ride Poker Wagers of $5 each
      And the deck holds 51 cards
      When the round is settled
      Then the system reports "stub counted"
      And the round is void and every wager is returned
      And the system reports "deck removed from the table"
