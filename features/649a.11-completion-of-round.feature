@three_card_poker
Feature: 649a.11 Procedures for completion of each round of play

  Rule: 649a.11(c)(3)(i) The dealer's hand is lower than a queen high
    "If the dealer's highest ranking Three Card Poker hand: (i) Is lower than a queen high,
    the dealer shall pay each player's Ante Wager and return the player's Play Wager."

    Scenario: 649a.11(c)(3)(i) Dealer holds jack high: Ante paid, Play returned
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And the deck is stacked with seat 1 "Ks 9h 4d" and the dealer "Jc 8d 3s"
      When seat 1 makes a Play Wager
      And the round is settled
      Then the dealer does not qualify
      And seat 1's Ante Wager is paid 1 to 1
      And seat 1's Play Wager is returned
