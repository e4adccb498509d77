@three_card_poker
Feature: 649a.9 Procedures for dealing the cards from the hand
  58 Pa. Code § 649a.9 (Three Card Poker). The executable scenarios run at a table dealt from
  the dealer's hand: Rules Submission "pa-649a-dealing-hand" (an automated card shuffling
  device that does not count the cards, so the dealer counts the stub) or
  "pa-649a-dealing-hand-counting" (a shuffler that counts the deck after each shuffle).
  Seats are numbered 1 to 7 clockwise from the dealer's left (docs/interpretations.md,
  "seat numbers"); the stub is counted by the oracle on every fifth round dealt
  (docs/interpretations.md, "the stub is counted every fifth round").

  Rule: 649a.9(a)(1) Cards dealt from the hand are shuffled by an automated shuffling device
    "If the cards are dealt from the dealer's hand, the following requirements shall be observed:
    (1) An automated shuffling device shall be used to shuffle the cards."

    Scenario: 649a.9(a)(1) A Rules Submission dealing from the hand with manual shuffling is refused
      Given a Rules Submission under chapter 649a for cards dealt from the hand and shuffled manually
      Then the Rules Submission is refused citing "649a.9(a)(1)"

    Scenario: 649a.9(a)(1) A Rules Submission dealing from the hand with an automated shuffler is accepted
      Given a Rules Submission under chapter 649a for cards dealt from the hand and shuffled by an automated card shuffling device
      Then the Rules Submission is accepted

    @requires_self_shuffle
    Scenario: 649a.9(a)(1) At a table dealt from the hand the system's automated shuffling device shuffles every round
      The Rules Submission checks above judge the file; this one plays at a table under it:
      the system shuffles with its own device, deals, and each round is judged against the
      oracle from the deck it reports.

      Given a Three Card Poker table under Rules Submission "pa-649a-dealing-hand"
      And seat 1 places an Ante Wager of $15
      And seat 1 places a Pair Plus Wager of $5
      And seat 3 places an Ante Wager of $10
      And seat 3 places a Progressive Payout Wager of $1
      And seat 6 places a Pair Plus Wager of $25
      When the system shuffles with its automated card shuffling device and deals these wagers 6 times at a table opened with shuffle seed 9
      Then every round was dealt from a deck of 52 cards the device had shuffled anew
      And the stub has been counted at least once every 5 rounds of play

  Rule: 649a.9(a)(2) The dealer holds the deck in one chosen hand over the table inventory container
    "After the procedures required under § 649a.5 (relating to shuffle and cut of the cards) have
    been completed, the dealer shall place the stacked deck of cards in either hand. After the
    dealer has chosen the hand in which to hold the cards, the dealer shall continue to use that
    hand whenever holding the cards during that round of play. The cards held by the dealer shall be
    kept over the table inventory container and in front of the dealer at all times."

    @manual
    Scenario: 649a.9(a)(2) The dealer keeps the deck in the chosen hand over the table inventory container
      Which hand holds the deck, that it stays the same hand all round, and that the cards are
      kept over the table inventory container in front of the dealer are seen only at the table.

  Rule: 649a.9(a)(3) "No more bets" before any card; Progressive Payout Wagers locked out, collected and counted
    "Prior to dealing any cards, the dealer shall announce ''no more bets'' and, if the Progressive
    Payout Wager is being offered, use the progressive table game system to prevent the placement of
    any additional Progressive Payout Wagers. If any Progressive Payout Wagers have been made, the
    dealer shall collect the wagers and, on the layout in front of the table inventory container,
    verify that the number of value chips wagered equals the number of Progressive Payout Wagers
    accepted by the progressive table game system. The dealer shall then place the value chips into
    the table inventory container."

    Scenario: 649a.9(a)(3) A Progressive Payout Wager offered after "no more bets" is not recognised
      Given a Three Card Poker table under Rules Submission "pa-649a-dealing-hand"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Progressive Payout Wager of $1
      And seat 4 places an Ante Wager of $10
      And seat 4 tries to place a Progressive Payout Wager of $1 after "no more bets"
      When the round is settled
      Then the system reports "no more bets"
      And seat 4's Progressive Payout Wager is refused as after-no-more-bets
      And the system reports "wagers collected" for 1 Progressive Payout Wager
      And the system reports "no more bets" before "wagers collected"
      And the progressive meter reads $1,000.14

    @manual
    Scenario: 649a.9(a)(3) The dealer counts the value chips against the system's count before dropping them
      The inspector watches the dealer lay the Progressive Payout Wager chips out in front of the
      table inventory container, compare their number with the number of wagers the
      progressive table game system accepted, and place them in the table inventory container.

  Rule: 649a.9(b) One card at a time from the held deck, clockwise from the dealer's left, to each player who placed a wager and to the dealer
    "The dealer shall deal each card by holding the deck of cards in the chosen hand and use the
    other hand to remove the top card of the deck and place it face down on the appropriate area of
    the layout. The dealer shall, starting with the player farthest to the dealer's left and
    continuing around the table in a clockwise manner, deal one card at a time to each player who
    has placed a wager in accordance with § 649a.7 (relating to wagers) and to the dealer until each
    player who placed a wager and the dealer have three cards. All cards shall be dealt face down."

    @written_for_table.dealing
    Scenario: 649a.9(b) Cards go one at a time clockwise to each player who placed a wager, then to the dealer, until each has three
      Given a Three Card Poker table under Rules Submission "pa-649a-dealing-hand"
      And seat 6 places a Pair Plus Wager of $10
      And seat 1 places an Ante Wager of $10
      And seat 3 places an Ante Wager of $10
      And the deck is stacked with seat 1 "Ks 9h 4d", seat 3 "Ah Kh 2c", seat 6 "8s 8c 5d" and the dealer "Qc Jd 3s"
      When the round is settled
      Then the cards are dealt in the order "seat 1, seat 3, seat 6, dealer, seat 1, seat 3, seat 6, dealer, seat 1, seat 3, seat 6, dealer"
      And seat 1 holds "Ks 9h 4d"
      And seat 3 holds "Ah Kh 2c"
      And seat 6 holds "8s 8c 5d"
      And the dealer holds "Qc Jd 3s"

    @written_for_table.dealing
    Scenario: 649a.9(b) A player who placed no wager is dealt no cards from the hand
      Given a Three Card Poker table under Rules Submission "pa-649a-dealing-hand"
      And seat 5 places an Ante Wager of $10
      When the round is settled
      Then seat 1 is dealt no cards
      And seat 4 is dealt no cards
      And the cards are dealt in the order "seat 5, dealer, seat 5, dealer, seat 5, dealer"

    @manual
    Scenario: 649a.9(b) The top card is taken with the other hand and placed face down
      That the deck stays in the chosen hand, the other hand takes the top card, and every card
      is placed face down are seen only at the table.

  Rule: 649a.9(c) The stub goes to the discard rack without exposing the cards
    "After three cards have been dealt to each player and the dealer, the dealer shall, except as
    provided in subsection (d), place the stub in the discard rack without exposing the cards."

    @manual
    Scenario: 649a.9(c) The stub is placed in the discard rack unexposed after the deal
      The stub is never dealt, so a system does not report it; the inspector watches it go to
      the discard rack face down.

  Rule: 649a.9(d) Without a counting shuffler the stub is counted at least once every 5 rounds
    "If an automated card shuffling device, which counts the number of cards in the deck after the
    completion of each shuffle and indicates whether 52 cards are present, is not being used, the
    dealer shall count the stub at least once every 5 rounds of play to determine if the correct
    number of cards are still present in the deck. The dealer shall determine the number of cards in
    the stub by counting the cards face down on the layout."

    Scenario: 649a.9(d) The stub of a hand-dealt deck is counted by the fifth round of play
      Given a Three Card Poker table under Rules Submission "pa-649a-dealing-hand"
      And 4 rounds have been played at the table
      And seat 1 places an Ante Wager of $10
      When the round is settled
      Then the system reports "stub counted"
      And the stub has been counted at least once every 5 rounds of play

    Scenario: 649a.9(d) Ten hand-dealt rounds hold no five rounds in a row without a stub count
      Given a Three Card Poker table under Rules Submission "pa-649a-dealing-hand"
      And 9 rounds have been played at the table
      And seat 1 places an Ante Wager of $10
      When the round is settled
      Then the stub has been counted at least once every 5 rounds of play
    @requires_fault_injection
    Scenario: 649a.9(d) With a counting shuffler a hand-dealt deck short of a card is found by the shuffler
      The exception of (d): the counting shuffler finds the wrong deck before the first round is
      dealt (649a.5(b)).
      Given a Three Card Poker table under Rules Submission "pa-649a-dealing-hand-counting"
      And seat 1 places an Ante Wager of $10
      And the deck holds 51 cards
      When the round is settled
      Then the system reports "deck removed from the table"
      And the round is void and every wager is returned

    @manual
    Scenario: 649a.9(d) The stub of a hand-dealt deck is counted face down on the layout
      How the dealer counts the stub is seen only at the table.

  Rule: 649a.9(e) A count showing 52 cards: the stub goes to the discard rack
    "If the count of the stub indicates that 52 cards are in the deck, the dealer shall place the
    stub in the discard rack without exposing the cards."

    Scenario: 649a.9(e) A stub count showing 52 cards lets the hand-dealt round be completed
      Given a Three Card Poker table under Rules Submission "pa-649a-dealing-hand"
      And 4 rounds have been played at the table
      And seat 1 places an Ante Wager of $10
      And the deck is stacked with seat 1 "Ks 9h 4d" and the dealer "Jc 8d 3s"
      When the round is settled
      Then the system reports "stub counted"
      And the system does not report "round void"
      And seat 1's Ante Wager is paid 1 to 1

    @manual
    Scenario: 649a.9(e) The counted stub of a hand-dealt deck goes to the discard rack unexposed
      The stub's way to the discard rack is seen only at the table.

  Rule: 649a.9(f) A count showing a wrong number of cards: misdealt or not
    "If the count of the stub indicates that the number of cards in the deck is incorrect, the
    dealer shall determine if the cards were misdealt. If the cards were misdealt (a player or the
    dealer has more or less than 3 cards) but 52 cards remain in the deck, all hands shall be void
    and all wagers shall be returned to the players. If the cards were not misdealt, all hands shall
    be void, all wagers shall be returned to the players and the entire deck of cards shall be
    removed from the table."
    @requires_fault_injection
    Scenario: 649a.9(f) Hand-dealt cards misdealt but 52 cards in the deck: void, and the deck stays
      Given a Three Card Poker table under Rules Submission "pa-649a-dealing-hand"
      And 4 rounds have been played at the table
      And seat 1 places an Ante Wager of $10
      And seat 1 is dealt 2 cards
      When the round is settled
      Then the system reports "stub counted"
      And the round is void and every wager is returned
      And the system does not report "deck removed from the table"
    @requires_fault_injection
    Scenario: 649a.9(f) A hand-dealt deck short of a card and not misdealt: void, and the deck removed
      Given a Three Card Poker table under Rules Submission "pa-649a-dealing-hand"
      And 4 rounds have been played at the table
      And seat 1 places an Ante Wager of $10
      And the deck holds 51 cards
      When the round is settled
      Then the system reports "stub counted"
      And the round is void and every wager is returned
      And the system reports "deck removed from the table"
