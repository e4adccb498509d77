@three_card_poker
Feature: 649a.8 Procedures for dealing the cards from a manual dealing shoe
  58 Pa. Code § 649a.8 (Three Card Poker). The executable scenarios run at a table dealt from
  a manual dealing shoe: Rules Submission "pa-649a-dealing-manual-shoe" (an automated card
  shuffling device that does not count the cards, so the dealer counts the stub) or
  "pa-649a-dealing-manual-shoe-counting" (a shuffler that counts the deck after each shuffle).
  Seats are numbered 1 to 7 clockwise from the dealer's left, so seat 1 is "the player
  farthest to the dealer's left" (docs/interpretations.md, "seat numbers"). The stub is
  counted by the oracle on every fifth round dealt; a system that counts more often also
  complies (docs/interpretations.md, "the stub is counted every fifth round").

  Rule: 649a.8(a) The manual dealing shoe and the deck placed in it
    "If a manual dealing shoe is used, the dealing shoe must be located on the table in a location
    approved by the Bureau of Casino Compliance. Once the procedures required under § 649a.5
    (relating to shuffle and cut of the cards) have been completed, the stacked deck of cards shall
    be placed in the dealing shoe by the dealer or by an automated card shuffling device."

    @manual
    Scenario: 649a.8(a) The dealing shoe stands on the table where the Bureau of Casino Compliance approved
      The inspector checks the shoe's location against the Bureau's approval and watches the
      stacked deck being placed in the shoe by the dealer or by the automated card shuffling
      device. A table-game system reports cards and wagers, not where the shoe stands or who
      loads it.

  Rule: 649a.8(b) "No more bets" before any card; Progressive Payout Wagers locked out, collected and counted
    "Prior to dealing any cards, the dealer shall announce ''no more bets'' and, if the Progressive
    Payout Wager is being offered, use the progressive table game system to prevent the placement of
    any additional Progressive Payout Wagers. If any Progressive Payout Wagers have been made, the
    dealer shall collect the wagers and, on the layout in front of the table inventory container,
    verify that the number of value chips wagered equals the number of Progressive Payout Wagers
    accepted by the progressive table game system. The dealer shall then place the value chips into
    the table inventory container."

    Scenario: 649a.8(b) A Progressive Payout Wager offered after "no more bets" is not recognised
      Given a Three Card Poker table under Rules Submission "pa-649a-dealing-manual-shoe"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Progressive Payout Wager of $1
      And seat 3 places a Pair Plus Wager of $10
      And seat 3 places a Progressive Payout Wager of $1
      And seat 5 places an Ante Wager of $10
      And seat 5 tries to place a Progressive Payout Wager of $1 after "no more bets"
      When the round is settled
      Then the system reports "no more bets"
      And seat 5's Progressive Payout Wager is refused as after-no-more-bets
      And the system reports "wagers collected" for 2 Progressive Payout Wagers
      And the system reports "no more bets" before "wagers collected"
      And the progressive meter reads $1,000.28

    Scenario: 649a.8(b) Every Progressive Payout Wager accepted before "no more bets" is collected
      Given a Three Card Poker table under Rules Submission "pa-649a-dealing-manual-shoe"
      And seat 2 places an Ante Wager of $10
      And seat 2 places a Progressive Payout Wager of $1
      And seat 4 places an Ante Wager of $10
      And seat 4 places a Progressive Payout Wager of $1
      And seat 6 places an Ante Wager of $10
      And seat 6 places a Progressive Payout Wager of $1
      When the round is settled
      Then the system reports "wagers collected" for 3 Progressive Payout Wagers
      And the progressive meter reads $1,000.42

    @manual
    Scenario: 649a.8(b) The dealer counts the value chips against the system's count before dropping them
      The inspector watches the dealer lay the Progressive Payout Wager chips out in front of the
      table inventory container, compare their number with the number of wagers the
      progressive table game system accepted (the scenarios above prove that count), and place
      the chips in the table inventory container. Chips on the layout are not seen by the
      system.

  Rule: 649a.8(c) The dealer's hands at the shoe
    "Each card shall be removed from the dealing shoe with the hand of the dealer that is closest to
    the dealing shoe and placed on the appropriate area of the layout with the opposite hand."

    @manual
    Scenario: 649a.8(c) Each card is drawn with the hand nearest the shoe and placed with the other hand
      Which of the dealer's hands draws and which places a card is seen only at the table.

  Rule: 649a.8(d) One card at a time, clockwise from the dealer's left, to each player who placed a wager and to the dealer
    "The dealer shall, starting with the player farthest to the dealer's left and continuing around
    the table in a clockwise manner, deal one card at a time to each player who has placed a wager
    in accordance with § 649a.7 (relating to wagers) and to the dealer until each player who placed
    a wager and the dealer have three cards. All cards shall be dealt face down."

    @written_for_table.dealing
    Scenario: 649a.8(d) Cards go one at a time clockwise to each player who placed a wager, then to the dealer, until each has three
      Given a Three Card Poker table under Rules Submission "pa-649a-dealing-manual-shoe"
      And seat 7 places an Ante Wager of $10
      And seat 2 places an Ante Wager of $10
      And seat 4 places a Pair Plus Wager of $10
      And the deck is stacked with seat 2 "Ks 9h 4d", seat 4 "Ah Kh 2c", seat 7 "8s 8c 5d" and the dealer "Qc Jd 3s"
      When the round is settled
      Then the cards are dealt in the order "seat 2, seat 4, seat 7, dealer, seat 2, seat 4, seat 7, dealer, seat 2, seat 4, seat 7, dealer"
      And seat 2 holds "Ks 9h 4d"
      And seat 4 holds "Ah Kh 2c"
      And seat 7 holds "8s 8c 5d"
      And the dealer holds "Qc Jd 3s"

    @written_for_table.dealing
    Scenario: 649a.8(d) A player who placed no wager is dealt no cards
      Given a Three Card Poker table under Rules Submission "pa-649a-dealing-manual-shoe"
      And seat 1 places an Ante Wager of $10
      And seat 3 tries to place an Ante Wager of $10 after "no more bets"
      When the round is settled
      Then seat 2 is dealt no cards
      And seat 3 is dealt no cards
      And the cards are dealt in the order "seat 1, dealer, seat 1, dealer, seat 1, dealer"

    @manual
    Scenario: 649a.8(d) All cards are dealt face down
      The inspector watches that no card is dealt face up. The system learns of a card exposed
      in error only as an irregularity (649a.13), not from the deal itself.

  Rule: 649a.8(e) The stub goes to the discard rack without exposing the cards
    "After three cards have been dealt to each player and the dealer, the dealer shall remove the
    stub from the manual dealing shoe and, except as provided in subsection (f), place the stub in
    the discard rack without exposing the cards."

    @manual
    Scenario: 649a.8(e) The stub is removed from the shoe and placed in the discard rack unexposed
      The inspector watches the dealer take the stub out of the shoe after the deal and place it
      in the discard rack face down. The stub is never dealt, so a system does not report it.

  Rule: 649a.8(f) Without a counting shuffler the stub is counted at least once every 5 rounds
    "If an automated card shuffling device, which counts the number of cards in the deck after the
    completion of each shuffle and indicates whether 52 cards are present, is not being used, the
    dealer shall count the stub at least once every 5 rounds of play to determine if the correct
    number of cards are still present in the deck. The dealer shall determine the number of cards in
    the stub by counting the cards face down on the layout."

    Scenario: 649a.8(f) The stub is counted by the fifth round of play
      Given a Three Card Poker table under Rules Submission "pa-649a-dealing-manual-shoe"
      And 4 rounds have been played at the table
      And seat 1 places an Ante Wager of $10
      When the round is settled
      Then the system reports "stub counted"
      And the stub has been counted at least once every 5 rounds of play

    Scenario: 649a.8(f) Ten rounds of play hold no five rounds in a row without a stub count
      Given a Three Card Poker table under Rules Submission "pa-649a-dealing-manual-shoe"
      And 9 rounds have been played at the table
      And seat 1 places an Ante Wager of $10
      When the round is settled
      Then the stub has been counted at least once every 5 rounds of play
    @requires_fault_injection
    Scenario: 649a.8(f) With a counting shuffler the shuffler's count finds a deck short of a card
      The exception of (f): the shuffler "counts the number of cards in the deck after the
      completion of each shuffle and indicates whether 52 cards are present", so a wrong deck
      is found before the first round is dealt (649a.5(b)), not at a stub count.
      Given a Three Card Poker table under Rules Submission "pa-649a-dealing-manual-shoe-counting"
      And seat 1 places an Ante Wager of $10
      And the deck holds 51 cards
      When the round is settled
      Then the system reports "deck removed from the table"
      And the round is void and every wager is returned

    @manual
    Scenario: 649a.8(f) The stub is counted face down on the layout
      How the dealer counts the stub (face down, on the layout) is seen only at the table; the
      system reports that the stub was counted and what the count showed.

  Rule: 649a.8(g) A count showing 52 cards: the stub goes to the discard rack
    "If the count of the stub indicates that 52 cards are in the deck, the dealer shall place the
    stub in the discard rack without exposing the cards."

    Scenario: 649a.8(g) A stub count showing 52 cards lets the round be completed
      Given a Three Card Poker table under Rules Submission "pa-649a-dealing-manual-shoe"
      And 4 rounds have been played at the table
      And seat 1 places an Ante Wager of $10
      And the deck is stacked with seat 1 "Ks 9h 4d" and the dealer "Jc 8d 3s"
      When the round is settled
      Then the system reports "stub counted"
      And the system does not report "round void"
      And the system does not report "deck removed from the table"
      And seat 1's Ante Wager is paid 1 to 1

    @manual
    Scenario: 649a.8(g) The counted stub is placed in the discard rack without exposing the cards
      The stub's way to the discard rack is seen only at the table.

  Rule: 649a.8(h) A count showing a wrong number of cards: misdealt or not
    "If the count of the stub indicates that the number of cards in the deck is incorrect, the
    dealer shall determine if the cards were misdealt. If the cards were misdealt (a player or the
    dealer has more or less than 3 cards) but 52 cards remain in the deck, all hands shall be void
    and all wagers shall be returned to the players. If the cards were not misdealt, all hands shall
    be void, all wagers shall be returned to the players and the entire deck of cards shall be
    removed from the table."
    @requires_fault_injection
    Scenario: 649a.8(h) Cards misdealt but 52 cards in the deck: the round is void and the deck stays
      Given a Three Card Poker table under Rules Submission "pa-649a-dealing-manual-shoe"
      And 4 rounds have been played at the table
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Pair Plus Wager of $15
      And the dealer is dealt 4 cards
      When the round is settled
      Then the system reports "stub counted"
      And the round is void and every wager is returned
      And the system does not report "deck removed from the table"
    @requires_fault_injection
    Scenario: 649a.8(h) A deck short of a card and not misdealt: the round is void and the deck removed
      Given a Three Card Poker table under Rules Submission "pa-649a-dealing-manual-shoe"
      And 4 rounds have been played at the table
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Progressive Payout Wager of $1
      And the deck holds 51 cards
      When the round is settled
      Then the system reports "stub counted"
      And the round is void and every wager is returned
      And the system reports "deck removed from the table"
      And the progressive meter reads $1,000.00
    @requires_fault_injection
    Scenario: 649a.8(h) A deck with a card too many and not misdealt: the round is void and the deck removed
      Given a Three Card Poker table under Rules Submission "pa-649a-dealing-manual-shoe"
      And 4 rounds have been played at the table
      And seat 1 places an Ante Wager of $10
      And the deck holds 53 cards
      When the round is settled
      Then the system reports "stub counted"
      And the round is void and every wager is returned
      And the system reports "deck removed from the table"
