@three_card_poker
Feature: 565.11 Procedures for completion of each round of play
  The 2010 temporary amendments to chapter 565 (Three Card Poker). The seeds print § 565.11(b),
  (b)(1), (b)(2), (d), (d)(3), (d)(4), (e) and (f); the rest is elided ("* * * * *"). The
  executable scenarios run at Rules Submission "pa-565-paytable-A-1": chapter 565, manual
  dealing shoe, $1 Progressive Payout Wager under Payout Table A of 565.12(g) at 14%, meter
  $1,000. Seats are numbered 1 to 7 clockwise from the dealer's left (docs/interpretations.md,
  "seat numbers"); a seat with an Ante Wager and no decision in the scenario makes a Play
  Wager.

  Rule: 565.11(b) Play Wager or forfeit, offered clockwise from the dealer's left
    "After examination of his cards, each player who has placed an Ante Wager shall have the option
    to either make a Play Wager in an amount equal to the player's Ante Wager or forfeit the Ante
    Wager and end his participation in the round of play. The dealer shall offer this option to each
    player, starting with the player farthest to the left of the dealer and moving clockwise around
    the table in order."

    Scenario: 565.11(b) The option is offered to each player who placed an Ante Wager, clockwise from the dealer's left
      Given a Three Card Poker table under Rules Submission "pa-565-paytable-A-1"
      And seat 5 places an Ante Wager of $20
      And seat 3 places a Pair Plus Wager of $10
      And seat 2 places an Ante Wager of $10
      When seat 2 folds
      And the round is settled
      Then the players decide in the order "seat 2, seat 5"
      And seat 5's Play Wager equals its Ante Wager
      And seat 2's Ante Wager is forfeited

  Rule: 565.11(b)(1) Ante and Pair Plus Wagers without a Play Wager
    "If a player has placed an Ante Wager and a Pair Plus Wager as required under § 565.7(f)
    (relating to wagers) but does not make a Play Wager, the player shall forfeit both the Ante
    Wager and the Pair Plus Wager."

    Scenario: 565.11(b)(1) Under chapter 565 a player who folds forfeits both the Ante Wager and the Pair Plus Wager
      Given a Three Card Poker table under Rules Submission "pa-565-paytable-A-1"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Pair Plus Wager of $15
      And the deck is stacked with seat 1 "9h 9d 4c" and the dealer "Kc Kd 3s"
      When seat 1 folds
      And the round is settled
      Then seat 1's Ante Wager is forfeited
      And seat 1's Pair Plus Wager is forfeited

  Rule: 565.11(b)(2) Ante and Progressive Payout Wagers without a Play Wager; the Envy Bonus is kept
    "If a player has placed an Ante Wager and a Progressive Payout Wager but does not make a Play
    Wager, the player shall forfeit both the Ante Wager and the Progressive Payout Wager but does
    not forfeit the eligibility to receive an Envy Bonus under § 565.12(h) (relating to payout odds;
    Envy Bonus; rate of progression; payout limitation)."

    Scenario: 565.11(b)(2) Under chapter 565 a player who folds forfeits the Progressive Payout Wager but is still paid an Envy Bonus
      Given a Three Card Poker table under Rules Submission "pa-565-paytable-A-1"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Progressive Payout Wager of $1
      And seat 4 places an Ante Wager of $10
      And the deck is stacked with seat 1 "Kc 7d 2s", seat 4 "As Ks Qs" and the dealer "Jc 8d 3h"
      When seat 1 folds
      And the round is settled
      Then seat 1's Ante Wager is forfeited
      And seat 1's Progressive Payout Wager is forfeited
      And seat 1 is paid an Envy Bonus of $100

  Rule: 565.11(d) The remaining wagers are settled counterclockwise from the dealer's right
    "The dealer shall then settle the wagers remaining on the table, starting with the player
    farthest to the dealer's right and continuing counterclockwise around the table until the
    following procedure has been completed for the remaining players:"

    Scenario: 565.11(d) The wagers remaining on the table are settled beginning farthest to the dealer's right
      Given a Three Card Poker table under Rules Submission "pa-565-paytable-A-1"
      And seat 1 places an Ante Wager of $10
      And seat 3 places an Ante Wager of $10
      And seat 6 places a Pair Plus Wager of $10
      And seat 7 places an Ante Wager of $10
      When seat 3 folds
      And the round is settled
      Then the forfeited wagers are collected before any other wager is settled
      And the players are settled in the order "seat 7, seat 6, seat 1"

  Rule: 565.11(d)(3) Winning wagers are paid at the payout odds of 565.12
    "Pay winning wagers in accordance with the payout odds listed in § 565.12."

    Scenario: 565.11(d)(3) A winning Progressive Payout Wager is paid the amount of 565.12(g)
      Given a Three Card Poker table under Rules Submission "pa-565-paytable-A-1"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Progressive Payout Wager of $1
      And the deck is stacked with seat 1 "9h 9d 9c" and the dealer "Kc Kd 3s"
      When the round is settled
      Then seat 1's Progressive Payout Wager is paid $60
      And seat 1's Ante Wager is paid 1 to 1
      And seat 1's Play Wager is paid 1 to 1

  Rule: 565.11(d)(4) Any Envy Bonus is paid per 565.12(h)
    "Pay any Envy Bonus won in accordance with § 565.12(h)."

    Scenario: 565.11(d)(4) The Envy Bonus is paid after the player's Progressive Payout Wager
      Given a Three Card Poker table under Rules Submission "pa-565-paytable-A-1"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Progressive Payout Wager of $1
      And seat 2 places an Ante Wager of $10
      And the deck is stacked with seat 1 "9h 9d 9c", seat 2 "Ah Kh Qh" and the dealer "Jc 8d 3s"
      When the round is settled
      Then seat 1 is paid an Envy Bonus of $25
      And seat 1's wagers are settled in the order "Ante Wager, Play Wager, Ante Bonus, Progressive Payout Wager, Envy Bonus"

  Rule: 565.11(e) The cards of a player paid outside the table inventory stay on the table
    "If a player has won a progressive payout that is not being paid from the table inventory
    container, the cards of that player shall remain on the table until the necessary documentation
    has been completed."

    @manual
    Scenario: 565.11(e) The cards of a player paid by the progressive table game system stay on the table until documented
      The inspector checks that the winning player's cards stay on the layout until the jackpot
      documentation is completed. That the payout is the one not paid from the table inventory
      is proved under 565.11a(e).

  Rule: 565.11(f) The cards go to the discard rack so each hand can be reconstructed
    "After all wagers have been settled, the cards shall be collected by the dealer and placed in
    the discard rack in a way so that the cards can be readily arranged to reconstruct each hand in
    the event of a question or dispute."

    @manual
    Scenario: 565.11(f) The cards are placed in the discard rack so each hand can be reconstructed
      How the dealer stacks the cards in the discard rack is seen only at the table.

  Rule: 565.11 The subsections and paragraphs the 2010 amendment does not reprint
    "* * * * *"

    @not_applicable
    Scenario: 565.11(a) Not reprinted in the 2010 edition
      The seeds elide § 565.11(a) with "* * * * *" (the existing text, not in the seeds). There
      is no text to transcribe; the examination of the cards is transcribed under 649a.11(a).

    @not_applicable
    Scenario: 565.11(c) Not reprinted in the 2010 edition
      The seeds elide what stands between (b)(2) and (d), at least subsection (c), with
      "* * * * *". There is no text to transcribe; the collection of forfeited wagers and the
      dealer's reveal are transcribed under 649a.11(c), and 565.11(d) is proved above.

    @not_applicable
    Scenario: 565.11(d)(1) Not reprinted in the 2010 edition
      The seeds elide § 565.11(d)(1) and (d)(2) with "* * * * *". There is no text to transcribe;
      the corresponding steps of chapter 649a are 649a.11(c)(1)-(3).

    @not_applicable
    Scenario: 565.11(d)(2) Not reprinted in the 2010 edition
      Elided with "* * * * *" in the seeds, as (d)(1).
