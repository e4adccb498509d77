@three_card_poker
Feature: 649a.10 Procedures for dealing the cards from an automated dealing shoe
  58 Pa. Code § 649a.10 (Three Card Poker). The executable scenarios run at a table dealt
  from an automated dealing shoe: Rules Submission "pa-649a-dealing-automated-shoe" (an
  automated card shuffling device that does not count the cards, so the dealer counts the
  stub) or "pa-649a-dealing-automated-shoe-counting" (a shuffler that counts the deck after
  each shuffle). Seats are numbered 1 to 7 clockwise from the dealer's left
  (docs/interpretations.md, "seat numbers").

  A later text of § 649a.10 (regulations file 004) reprints (a) (its heading only), (b), (d),
  (e) and (f) word for word as below, and adds to (c) two community cards dealt when a player
  has placed a Five Card Hand Bonus Wager or a Five-Card Progressive Payout Wager. Those
  scenarios are in 649a.10-later-five-card-wagers.feature.pending: the oracle does not offer
  the two wagers yet. Everything else of the later text is covered here.

  Rule: 649a.10(a)(1) The shuffled cards are placed in the automated dealing shoe
    "If the cards are dealt from an automated dealing shoe, the following requirements shall be
    observed: (1) After the procedures required under § 649a.5 (relating to shuffle and cut of the
    cards) have been completed, the cards shall be placed in the automated dealing shoe."

    @manual
    Scenario: 649a.10(a)(1) The cards go into the automated dealing shoe once shuffled
      The inspector watches the shuffled (and, where required, cut) cards being placed in the
      automated dealing shoe; the system reports the deal, not the loading of the shoe.

  Rule: 649a.10(a)(2) "No more bets" before the shoe dispenses; Progressive Payout Wagers locked out, collected and counted
    "Prior to the shoe dispensing any stacks of cards, the dealer shall announce ''no more bets''
    and, if the Progressive Payout Wager is being offered, use the progressive table game system to
    prevent the placement of any additional Progressive Payout Wagers. If any Progressive Payout
    Wagers have been made, the dealer shall collect the wagers and, on the layout in front of the
    table inventory container, verify that the number of value chips wagered equals the number of
    Progressive Payout Wagers accepted by the progressive table game system. The dealer shall then
    place the value chips into the table inventory container."

    Scenario: 649a.10(a)(2) A Progressive Payout Wager offered after "no more bets" is not recognised by the shoe table
      Given a Three Card Poker table under Rules Submission "pa-649a-dealing-automated-shoe"
      And seat 2 places an Ante Wager of $10
      And seat 2 places a Progressive Payout Wager of $1
      And seat 3 places an Ante Wager of $10
      And seat 3 places a Progressive Payout Wager of $1
      And seat 7 places an Ante Wager of $10
      And seat 7 tries to place a Progressive Payout Wager of $1 after "no more bets"
      When the round is settled
      Then the system reports "no more bets"
      And seat 7's Progressive Payout Wager is refused as after-no-more-bets
      And the system reports "wagers collected" for 2 Progressive Payout Wagers
      And the system reports "no more bets" before "wagers collected"
      And the progressive meter reads $1,000.28

    @manual
    Scenario: 649a.10(a)(2) The dealer counts the value chips at the shoe table against the system's count
      The inspector watches the dealer compare the Progressive Payout Wager chips on the layout
      with the number of wagers the progressive table game system accepted, and drop them in the
      table inventory container.

  Rule: 649a.10(b) A stack of three to each player who placed a wager, clockwise from the dealer's left, then to the dealer
    "The dealer shall deliver the first stack of cards dispensed by the automated dealing shoe face
    down to the player farthest to the dealer's left who has placed a wager in accordance with §
    649a.7 (relating to wagers). As the remaining stacks are dispensed to the dealer by the
    automated dealing shoe, the dealer shall, moving clockwise around the table, deliver a stack
    face down to each of the other players who has placed a wager in accordance with § 649a.7. The
    dealer shall then deliver a stack of three cards face down to the area designated for the
    placement of the dealer's cards."

    @written_for_table.dealing
    Scenario: 649a.10(b) Stacks of three go clockwise to each player who placed a wager, then to the dealer
      Given a Three Card Poker table under Rules Submission "pa-649a-dealing-automated-shoe"
      And seat 5 places an Ante Wager of $10
      And seat 1 places a Pair Plus Wager of $10
      And seat 3 places an Ante Wager of $10
      And the deck is stacked with seat 1 "Ks 9h 4d", seat 3 "Ah Kh 2c", seat 5 "8s 8c 5d" and the dealer "Qc Jd 3s"
      When the round is settled
      Then the cards are dealt in the order "seat 1, seat 1, seat 1, seat 3, seat 3, seat 3, seat 5, seat 5, seat 5, dealer, dealer, dealer"
      And seat 1 holds "Ks 9h 4d"
      And seat 3 holds "Ah Kh 2c"
      And seat 5 holds "8s 8c 5d"
      And the dealer holds "Qc Jd 3s"

    @written_for_table.dealing
    Scenario: 649a.10(b) A player who placed no wager is delivered no stack
      Given a Three Card Poker table under Rules Submission "pa-649a-dealing-automated-shoe"
      And seat 4 places an Ante Wager of $10
      And seat 6 tries to place an Ante Wager of $10 after "no more bets"
      When the round is settled
      Then seat 1 is dealt no cards
      And seat 6 is dealt no cards
      And the cards are dealt in the order "seat 4, seat 4, seat 4, dealer, dealer, dealer"

    @manual
    Scenario: 649a.10(b) Every stack is delivered face down
      The inspector watches that each stack is delivered face down to the player's and the
      dealer's areas; the system reports which cards went where, not how they lie.

  Rule: 649a.10(c) The stub is removed from the shoe and goes to the discard rack
    "After each stack of three cards has been dispensed and delivered in accordance with subsection
    (b), the dealer shall remove the stub from the automated dealing shoe and, except as provided in
    subsection (d), place the cards in the discard rack without exposing the cards."

    @manual
    Scenario: 649a.10(c) The stub is removed from the automated dealing shoe and placed in the discard rack unexposed
      The stub is never dispensed, so a system does not report it; the inspector watches it go
      to the discard rack face down.

  Rule: 649a.10(d) Without a counting shuffler the stub is counted at least once every 5 rounds
    "If an automated card shuffling device, which counts the number of cards in the deck after the
    completion of each shuffle and indicates whether 52 cards are present, is not being used, the
    dealer shall count the stub at least once every 5 rounds of play to determine if the correct
    number of cards is still present in the deck. The dealer shall determine the number of cards in
    the stub by counting the cards face down on the layout."

    Scenario: 649a.10(d) The stub of the shoe is counted by the fifth round of play
      Given a Three Card Poker table under Rules Submission "pa-649a-dealing-automated-shoe"
      And 4 rounds have been played at the table
      And seat 1 places an Ante Wager of $10
      When the round is settled
      Then the system reports "stub counted"
      And the stub has been counted at least once every 5 rounds of play

    Scenario: 649a.10(d) Ten rounds from the shoe hold no five rounds in a row without a stub count
      Given a Three Card Poker table under Rules Submission "pa-649a-dealing-automated-shoe"
      And 9 rounds have been played at the table
      And seat 1 places an Ante Wager of $10
      When the round is settled
      Then the stub has been counted at least once every 5 rounds of play
    @requires_fault_injection
    Scenario: 649a.10(d) With a counting shuffler a deck short of a card never reaches the shoe
      The exception of (d): the counting shuffler finds the wrong deck before the first round is
      dealt (649a.5(b)).
      Given a Three Card Poker table under Rules Submission "pa-649a-dealing-automated-shoe-counting"
      And seat 1 places an Ante Wager of $10
      And the deck holds 51 cards
      When the round is settled
      Then the system reports "deck removed from the table"
      And the round is void and every wager is returned

    @manual
    Scenario: 649a.10(d) The stub of the shoe is counted face down on the layout
      How the dealer counts the stub is seen only at the table.

  Rule: 649a.10(e) A count showing 52 cards: the stub goes to the discard rack
    "If the count of the stub indicates that 52 cards are in the deck, the dealer shall place the
    stub in the discard rack without exposing the cards."

    Scenario: 649a.10(e) A stub count showing 52 cards lets the round from the shoe be completed
      Given a Three Card Poker table under Rules Submission "pa-649a-dealing-automated-shoe"
      And 4 rounds have been played at the table
      And seat 1 places an Ante Wager of $10
      And the deck is stacked with seat 1 "Ks 9h 4d" and the dealer "Jc 8d 3s"
      When the round is settled
      Then the system reports "stub counted"
      And the system does not report "round void"
      And seat 1's Ante Wager is paid 1 to 1

    @manual
    Scenario: 649a.10(e) The counted stub of the shoe goes to the discard rack unexposed
      The stub's way to the discard rack is seen only at the table.

  Rule: 649a.10(f) A count showing a wrong number of cards: misdealt or not
    "If the count of the stub indicates that the number of cards in the deck is incorrect, the
    dealer shall determine if the cards were misdealt. If the cards were misdealt (a player or the
    dealer has more or less than 3 cards) but 52 cards remain in the deck, all hands shall be void
    and all wagers shall be returned to the players. If the cards were not misdealt, all hands shall
    be void, all wagers shall be returned to the players and the entire deck of cards shall be
    removed from the table."
    @requires_fault_injection
    Scenario: 649a.10(f) Stacks misdealt but 52 cards in the deck: void, and the deck stays
      Given a Three Card Poker table under Rules Submission "pa-649a-dealing-automated-shoe"
      And 4 rounds have been played at the table
      And seat 1 places an Ante Wager of $10
      And the dealer is dealt 2 cards
      When the round is settled
      Then the system reports "stub counted"
      And the round is void and every wager is returned
      And the system does not report "deck removed from the table"
    @requires_fault_injection
    Scenario: 649a.10(f) A deck in the shoe with a card too many and not misdealt: void, and the deck removed
      Given a Three Card Poker table under Rules Submission "pa-649a-dealing-automated-shoe"
      And 4 rounds have been played at the table
      And seat 1 places an Ante Wager of $10
      And the deck holds 53 cards
      When the round is settled
      Then the system reports "stub counted"
      And the round is void and every wager is returned
      And the system reports "deck removed from the table"
