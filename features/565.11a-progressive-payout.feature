@three_card_poker
Feature: 565.11a Progressive payout
  The 2010 temporary amendments to chapter 565 (Three Card Poker) add § 565.11a in full. The
  executable scenarios run at Rules Submission "pa-565-paytable-A-1": chapter 565, $1
  Progressive Payout Wager under Payout Table A of 565.12(g) at 14%, meter $1,000.

  Rule: 565.11a(a) Paid from the payout table of 565.12, before the cards are collected
    "A winning Progressive Payout Wager shall be paid in accordance with the payout table in §
    565.12 (relating to payout odds; Envy Bonus; rate of progression; payout limitation) prior to
    the collection of the winning player's cards by the dealer."

    Scenario: 565.11a(a) A winning Progressive Payout Wager is paid from the payout table of 565.12
      Given a Three Card Poker table under Rules Submission "pa-565-paytable-A-1"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Progressive Payout Wager of $1
      And the deck is stacked with seat 1 "9h 8d 7c" and the dealer "Jc 5d 2s"
      When the round is settled
      Then seat 1's Progressive Payout Wager is paid $6

    @manual
    Scenario: 565.11a(a) The progressive payout is made before the dealer collects the winning player's cards
      The order of the payout and the collection of the cards is seen only at the table; the
      system reports the payout, not the cards being picked up.

  Rule: 565.11a(b) Only the highest ranking hand is paid
    "A winning player shall receive the payout for only the highest ranking hand formed from the
    player's Three Card Poker hand."

    Scenario: 565.11a(b) A straight flush is paid as a straight flush only
      Given a Three Card Poker table under Rules Submission "pa-565-paytable-A-1"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Progressive Payout Wager of $1
      And the deck is stacked with seat 1 "Qh Jh Th" and the dealer "Jc 5d 2s"
      When the round is settled
      Then seat 1's Progressive Payout Wager is paid $70

    Scenario: 565.11a(b) An ace, king and queen of spades is paid the meter only
      Given a Three Card Poker table under Rules Submission "pa-565-paytable-A-1"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Progressive Payout Wager of $1
      And the deck is stacked with seat 1 "Ks Qs As" and the dealer "Jc 5d 2c"
      When the round is settled
      Then seat 1's Progressive Payout Wager is paid $1,000.14 from the progressive table game system

  Rule: 565.11a(c) Irrespective of the Ante and Pair Plus outcomes, and without bearing on other wagers
    "A winning Progressive Payout Wager shall be paid irrespective of the outcome of the player's
    Ante Wager or Pair Plus Wager and have no bearing on any other wagers made by the player."

    Scenario: 565.11a(c) A winning Progressive Payout Wager is paid although the Ante and Play Wagers lose
      Given a Three Card Poker table under Rules Submission "pa-565-paytable-A-1"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Progressive Payout Wager of $1
      And the deck is stacked with seat 1 "7h 6h 5h" and the dealer "Qc Jc Tc"
      When the round is settled
      Then seat 1's Ante Wager loses
      And seat 1's Play Wager loses
      And seat 1's Progressive Payout Wager is paid $70

    @written_for_three_card_poker.pair_plus
    Scenario: 565.11a(c) A Progressive Payout Wager beside a Pair Plus Wager alone is paid without bearing on it
      The Pair Plus Wager is paid at 649a.12(d) Paytable A, the reading "the 2010 edition's
      elided sections" of docs/interpretations.md.
      Given a Three Card Poker table under Rules Submission "pa-565-paytable-A-1"
      And seat 1 places a Pair Plus Wager of $10
      And seat 1 places a Progressive Payout Wager of $1
      And the deck is stacked with seat 1 "9h 9d 9c" and the dealer "As Ad Kc"
      When the round is settled
      Then seat 1's Progressive Payout Wager is paid $60
      And seat 1's Pair Plus Wager is paid 25 to 1

  Rule: 565.11a(d) The dealer's checks before a progressive payout
    "Prior to making a payout for a Progressive Payout Wager, the dealer shall:"

    @manual
    Scenario: 565.11a(d) The dealer completes the checks of (1) to (3) before paying a Progressive Payout Wager
      The order of the dealer's checks and the payout is seen only at the table.

  Rule: 565.11a(d)(1) The dealer verifies the winning hand
    "Verify that the hand is a winning hand."

    @manual
    Scenario: 565.11a(d)(1) The dealer verifies that the hand is a winning hand
      The dealer's own check of the cards is seen only at the table; the system's verdict on
      the hand is judged by every payout scenario.

  Rule: 565.11a(d)(2) The dealer verifies the progressive light
    "Verify that the appropriate light on the progressive table game system has been illuminated."

    @manual
    Scenario: 565.11a(d)(2) The dealer verifies that the light on the progressive table game system is illuminated
      The lamp on the progressive table game system is seen at the table; the protocol reports
      the jackpot paid, not the lamp.

  Rule: 565.11a(d)(3) A floorperson validates the progressive payout
    "Have a floorperson or above validate the progressive payout in accordance with the certificate
    holder's approved internal control procedures."

    @manual
    Scenario: 565.11a(d)(3) A floorperson or above validates the progressive payout
      The validation follows the certificate holder's internal control procedures, done by
      people; no table-game system reports it.

  Rule: 565.11a(e) Paid after the player's other wagers; 100% of the meter not from the table inventory
    "Winning Progressive Payout Wagers shall be paid after the player's other Three Card Poker
    wagers are settled. If a player has won the progressive payout that is 100% of the jackpot
    amount on the progressive meter under § 565.12(g), the progressive payout may not be paid from
    the table inventory container. Other winning Progressive Payout Wagers shall be paid from the
    table inventory container."

    Scenario: 565.11a(e) The Progressive Payout Wager is paid after the player's other wagers are settled
      Given a Three Card Poker table under Rules Submission "pa-565-paytable-A-1"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Pair Plus Wager of $15
      And seat 1 places a Progressive Payout Wager of $1
      And the deck is stacked with seat 1 "9h 8h 7h" and the dealer "Qc 8d 3s"
      When the round is settled
      Then seat 1's wagers are settled in the order "Ante Wager, Play Wager, Ante Bonus, Pair Plus Wager, Progressive Payout Wager"
      And seat 1's Progressive Payout Wager is paid $70

    Scenario: 565.11a(e) 100% of the jackpot is not paid from the table inventory
      Given a Three Card Poker table under Rules Submission "pa-565-paytable-A-1"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Progressive Payout Wager of $1
      And seat 2 places an Ante Wager of $10
      And seat 2 places a Progressive Payout Wager of $1
      And the deck is stacked with seat 1 "7c 4d 2h", seat 2 "As Ks Qs" and the dealer "Jc 8d 3s"
      When the round is settled
      Then seat 2's Progressive Payout Wager is paid $1,000.28 from the progressive table game system
      And the system reports "progressive jackpot paid"
      And the progressive meter reads $1,000.00

    Scenario: 565.11a(e) Other winning Progressive Payout Wagers are paid from the table inventory
      Given a Three Card Poker table under Rules Submission "pa-565-paytable-A-1"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Progressive Payout Wager of $1
      And the deck is stacked with seat 1 "Ad Kd Qd" and the dealer "Jc 8d 3s"
      When the round is settled
      Then seat 1's Progressive Payout Wager is paid $500
      And seat 1's Progressive Payout Wager is paid from the table inventory
