@three_card_poker
Feature: 649a.11 Procedures for completion of each round of play
  58 Pa. Code § 649a.11 (Three Card Poker). Unless a scenario names another, the table is
  Rules Submission "pa-649a-paytable-A": manual dealing shoe, Ante Bonus, Pair Plus, $1
  Progressive Payout Wager (Paytable A, 14%, meter $1,000) and Six Card Bonus Wager, all
  Paytable A. Seats are numbered 1 to 7 clockwise from the dealer's left: seat 1 is asked
  first and settled last (docs/interpretations.md, "seat numbers"). A seat with an Ante Wager
  and no decision in the scenario makes a Play Wager.

  Rule: 649a.11(a) Each player examines his cards once the deal is complete
    "After the dealing procedures required under § 649a.8, § 649a.9 or § 649a.10 (relating to
    procedures for dealing the cards from a manual dealing shoe; procedures for dealing the cards
    from the hand; and procedures for dealing the cards from an automated dealing shoe) have been
    completed, each player shall examine his cards subject to the following limitations:"

    @manual
    Scenario: 649a.11(a) Each player examines his cards after the dealing procedures are completed
      A player looking at his own cards is seen only at the table; the system reports the deal
      and then the players' decisions.

  Rule: 649a.11(a)(1) No one but the dealer and the player touches the player's cards
    "Each player who wagers at Three Card Poker shall be responsible for his own hand and no person
    other than the dealer and the player to whom the cards were dealt may touch the cards of that
    player."

    @manual
    Scenario: 649a.11(a)(1) Only the dealer and the player to whom the cards were dealt touch them
      Who touches the cards on the layout is seen only at the table.

  Rule: 649a.11(a)(2) The player's three cards stay in full view of the dealer
    "Each player shall keep his three cards in full view of the dealer at all times."

    @manual
    Scenario: 649a.11(a)(2) Each player keeps his three cards in full view of the dealer
      Where a player holds his cards is seen only at the table.

  Rule: 649a.11(b) Play Wager or forfeit, asked clockwise from the dealer's left
    "After each player has examined his cards, the dealer shall, beginning with the player farthest
    to the dealer's left and moving clockwise around the table, ask each player who placed an Ante
    Wager if he wishes to make a Play Wager in an amount equal to the player's Ante Wager or forfeit
    the Ante Wager and end his participation in the round of play. If a player:"

    Scenario: 649a.11(b) The dealer asks each player who placed an Ante Wager, clockwise from the dealer's left
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 6 places an Ante Wager of $10
      And seat 2 places an Ante Wager of $25
      And seat 4 places a Pair Plus Wager of $10
      And seat 1 places an Ante Wager of $15
      When seat 6 folds
      And the round is settled
      Then the players decide in the order "seat 1, seat 2, seat 6"
      And seat 1's Play Wager equals its Ante Wager
      And seat 2's Play Wager equals its Ante Wager

    Scenario: 649a.11(b) A player who does not make a Play Wager forfeits the Ante Wager and ends his participation
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And the deck is stacked with seat 1 "9h 8d 7c" and the dealer "Qc Jd 3s"
      When seat 1 folds
      And the round is settled
      Then seat 1's Ante Wager is forfeited
      And seat 1 is paid no Ante Bonus

  Rule: 649a.11(b)(1) Ante and Pair Plus Wagers without a Play Wager
    "Has placed an Ante Wager and a Pair Plus Wager but does not make a Play Wager, the player shall
    forfeit both the Ante Wager and the Pair Plus Wager."

    Scenario: 649a.11(b)(1) A player who folds forfeits both the Ante Wager and the Pair Plus Wager
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Pair Plus Wager of $15
      And the deck is stacked with seat 1 "9h 9d 4c" and the dealer "Kc Kd 3s"
      When seat 1 folds
      And the round is settled
      Then seat 1's Ante Wager is forfeited
      And seat 1's Pair Plus Wager is forfeited

  Rule: 649a.11(b)(2) Ante and Progressive Payout Wagers without a Play Wager; the Envy Bonus is kept
    "Has placed an Ante Wager and a Progressive Payout Wager but does not make a Play Wager, the
    player shall forfeit both the Ante Wager and the Progressive Payout Wager but may not forfeit
    the eligibility to receive an Envy Bonus under § 649a.12(e) (relating to payout odds; Envy
    Bonus; rate of progression)."

    Scenario: 649a.11(b)(2) A player who folds forfeits the Progressive Payout Wager but is still paid an Envy Bonus
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Progressive Payout Wager of $1
      And seat 3 places an Ante Wager of $10
      And the deck is stacked with seat 1 "Kc 7d 2s", seat 3 "Ah Kh Qh" and the dealer "Jc 8d 3s"
      When seat 1 folds
      And seat 3 makes a Play Wager
      And the round is settled
      Then seat 1's Ante Wager is forfeited
      And seat 1's Progressive Payout Wager is forfeited
      And seat 1 is paid an Envy Bonus of $25

  Rule: 649a.11(b)(3) Ante, Pair Plus and Six Card Bonus Wagers without a Play Wager
    "Has placed an Ante Wager, a Pair Plus Wager and a Six Card Bonus Wager, but does not make a
    Play Wager, the player shall forfeit both the Ante Wager and the Pair Plus Wager but does not
    forfeit the Six Card Bonus Wager."

    @written_for_three_card_poker.six_card_bonus
    Scenario: 649a.11(b)(3) A player who folds keeps the Six Card Bonus Wager, which is paid
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Pair Plus Wager of $15
      And seat 1 places a Six Card Bonus Wager of $5
      And the deck is stacked with seat 1 "9h 9d 4c" and the dealer "9s 4d Ks"
      When seat 1 folds
      And the round is settled
      Then seat 1's Ante Wager is forfeited
      And seat 1's Pair Plus Wager is forfeited
      And seat 1's Six Card Bonus Wager is paid 25 to 1

    Scenario: 649a.11(b)(3) A player who folds keeps a Six Card Bonus Wager that then loses on its own
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Six Card Bonus Wager of $5
      And the deck is stacked with seat 1 "9h 6d 4c" and the dealer "Qs 8d 2s"
      When seat 1 folds
      And the round is settled
      Then seat 1's Ante Wager is forfeited
      And seat 1's Six Card Bonus Wager loses

  Rule: 649a.11(c) Forfeits collected, the dealer's cards revealed, then each player settled counterclockwise from the dealer's right
    "After each player who has placed an Ante Wager has either placed a Play Wager on the designated
    area of the layout or forfeited his Ante Wager and hand, the dealer shall collect all forfeited
    wagers and associated cards, except for the cards of those players who placed a Six Card Bonus
    Wager, and place the cards in the discard rack. The dealer shall then reveal the dealer's cards
    and place the cards so as to form the highest possible ranking Three Card Poker hand. After the
    dealer's cards are turned face up, the dealer shall, beginning with the player farthest to the
    dealer's right and continuing around the table in a counterclockwise direction, complete the
    following applicable procedures in succession for each player:"

    Scenario: 649a.11(c) Forfeited wagers are collected before any other wager is settled
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 3 places an Ante Wager of $10
      And seat 3 places a Pair Plus Wager of $15
      And seat 5 places an Ante Wager of $10
      When seat 3 folds
      And the round is settled
      Then the forfeited wagers are collected before any other wager is settled
      And seat 3's Ante Wager is forfeited
      And seat 3's Pair Plus Wager is forfeited

    Scenario: 649a.11(c) Players are settled beginning farthest to the dealer's right, counterclockwise
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 4 places a Pair Plus Wager of $10
      And seat 7 places an Ante Wager of $10
      And seat 2 places an Ante Wager of $10
      When the round is settled
      Then the players are settled in the order "seat 7, seat 4, seat 2, seat 1"

    Scenario: 649a.11(c) Each player's wagers are settled in succession: Ante and Play, Pair Plus, Progressive Payout, Envy Bonus, Six Card Bonus
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Pair Plus Wager of $10
      And seat 1 places a Progressive Payout Wager of $1
      And seat 1 places a Six Card Bonus Wager of $5
      And seat 3 places an Ante Wager of $10
      And the deck is stacked with seat 1 "9h 8h 7h", seat 3 "Ad Kd Qd" and the dealer "Qc 8d 3s"
      When the round is settled
      Then seat 1's wagers are settled in the order "Ante Wager, Play Wager, Ante Bonus, Pair Plus Wager, Progressive Payout Wager, Envy Bonus, Six Card Bonus Wager"
      And the players are settled in the order "seat 3, seat 1"

    @written_for_three_card_poker.six_card_bonus
    Scenario: 649a.11(c) A folded player's Six Card Bonus Wager is settled in his turn, after the forfeits
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 2 places an Ante Wager of $10
      And seat 2 places a Six Card Bonus Wager of $5
      And seat 5 places an Ante Wager of $10
      And the deck is stacked with seat 2 "9h 9d 4c" and the dealer "9s 4d Ks"
      When seat 2 folds
      And the round is settled
      Then the forfeited wagers are collected before any other wager is settled
      And the players are settled in the order "seat 5, seat 2, seat 1"
      And seat 2's Six Card Bonus Wager is paid 25 to 1

    @manual
    Scenario: 649a.11(c) Forfeited cards go to the discard rack, except those of Six Card Bonus players
      The inspector watches the dealer collect the forfeited hands with the forfeited wagers and
      place them in the discard rack, leaving the cards of a player who placed a Six Card Bonus
      Wager on the layout, and then arrange the dealer's revealed cards as the highest hand.
      Cards in the discard rack are not reported by a system.

  Rule: 649a.11(c)(1) Each player's cards are turned face up
    "The dealer shall turn the three cards of each player face up on the layout."

    @manual
    Scenario: 649a.11(c)(1) The dealer turns the three cards of each player face up on the layout
      Whether cards lie face up on the layout is seen only at the table.

  Rule: 649a.11(c)(2) The player's highest possible ranking hand is formed
    "The dealer shall examine the cards of the player and form the highest possible ranking Three
    Card Poker hand for each player."

    @written_for_three_card_poker.ante_bonus
    Scenario: 649a.11(c)(2) An ace, 2 and 3 dealt in any order form a straight
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And the deck is stacked with seat 1 "2d Ac 3h" and the dealer "Qc 8d 4s"
      When the round is settled
      Then the dealer qualifies
      And seat 1's Ante Wager is paid 1 to 1
      And seat 1's Play Wager is paid 1 to 1
      And seat 1 is paid an Ante Bonus of 1 to 1

  Rule: 649a.11(c)(3) The dealer qualifies with a queen high or better
    "If the dealer's highest ranking Three Card Poker hand:"

    Scenario: 649a.11(c)(3) The lowest queen high qualifies the dealer
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And the deck is stacked with seat 1 "Ks 9h 4d" and the dealer "Qc 3d 2s"
      When the round is settled
      Then the dealer qualifies
      And seat 1's Ante Wager is paid 1 to 1
      And seat 1's Play Wager is paid 1 to 1

  Rule: 649a.11(c)(3)(i) The dealer's hand is lower than a queen high
    "Is lower than a queen high, the dealer shall pay each player's Ante Wager and return the
    player's Play Wager."

    Scenario: 649a.11(c)(3)(i) Dealer holds jack high: Ante paid, Play returned
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And the deck is stacked with seat 1 "Ks 9h 4d" and the dealer "Jc 8d 3s"
      When seat 1 makes a Play Wager
      And the round is settled
      Then the dealer does not qualify
      And seat 1's Ante Wager is paid 1 to 1
      And seat 1's Play Wager is returned

    Scenario: 649a.11(c)(3)(i) Dealer does not qualify: the Ante is paid even to a player whose hand is lower
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 4 places an Ante Wager of $20
      And the deck is stacked with seat 1 "Ts 7h 2d", seat 4 "As 5c 3c" and the dealer "Jc 9d 8s"
      When the round is settled
      Then the dealer does not qualify
      And seat 1's Ante Wager is paid 1 to 1
      And seat 1's Play Wager is returned
      And seat 4's Ante Wager is paid 1 to 1
      And seat 4's Play Wager is returned

  Rule: 649a.11(c)(3)(ii) The dealer's hand is a queen high or better
    "Is a queen high or better, and the player's highest ranking Three Card Poker hand is ranked:"

    Scenario: 649a.11(c)(3)(ii) A dealer's pair of 2s is better than a queen high and qualifies
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And the deck is stacked with seat 1 "As Kh 4d" and the dealer "2c 2d 5s"
      When the round is settled
      Then the dealer qualifies
      And seat 1's Ante Wager loses
      And seat 1's Play Wager loses

  Rule: 649a.11(c)(3)(ii)(A) The player's hand is lower than the dealer's
    "Lower than the dealer's Three Card Poker hand, the dealer shall immediately collect the Ante
    and Play Wagers made by the player."

    Scenario: 649a.11(c)(3)(ii)(A) A player's hand lower than the qualifying dealer's loses the Ante and Play Wagers
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And the deck is stacked with seat 1 "Kh Jd 9c" and the dealer "Kc Qd 3s"
      When the round is settled
      Then the dealer qualifies
      And seat 1's Ante Wager is collected
      And seat 1's Play Wager is collected
      And the table inventory wins $20

  Rule: 649a.11(c)(3)(ii)(B) The player's hand is higher than the dealer's
    "Higher than the dealer's Three Card Poker hand, the dealer shall pay the Ante and Play Wagers
    and any Ante Bonus in accordance with the payout odds in § 649a.12(a) and (b)."

    @written_for_three_card_poker.ante_bonus
    Scenario: 649a.11(c)(3)(ii)(B) A player's hand higher than the qualifying dealer's is paid on Ante, Play and Ante Bonus
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And the deck is stacked with seat 1 "9h 9d 9c" and the dealer "Kc Kd 3s"
      When the round is settled
      Then the dealer qualifies
      And seat 1's Ante Wager is paid 1 to 1
      And seat 1's Play Wager is paid 1 to 1
      And seat 1 is paid an Ante Bonus of 4 to 1
      And the table inventory loses $60

  Rule: 649a.11(c)(3)(ii)(C) The player's hand equals the dealer's
    "Equally with the dealer's Three Card Poker hand, the dealer shall return the player's Ante and
    Play Wagers."

    Scenario: 649a.11(c)(3)(ii)(C) A player's hand equal to the qualifying dealer's has the Ante and Play Wagers returned
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And the deck is stacked with seat 1 "Ks 9h 4d" and the dealer "Kc 9d 4s"
      When the round is settled
      Then the dealer qualifies
      And seat 1's Ante Wager is returned
      And seat 1's Play Wager is returned
      And the table inventory wins $0

  Rule: 649a.11(c)(4) The Pair Plus Wager, after the Ante and Play Wagers, whatever the dealer holds
    "After settling the player's Ante and Play Wagers, the dealer shall settle any Pair Plus Wagers
    by determining whether the player's Three Card Poker hand qualifies for a payout in accordance
    with § 649a.12(d). A winning Pair Plus Wager shall be paid irrespective of whether the player's
    Three Card Poker hand outranks the dealer's hand."

    @written_for_three_card_poker.pair_plus
    Scenario: 649a.11(c)(4) A winning Pair Plus Wager is paid although the dealer's hand outranks the player's
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Pair Plus Wager of $15
      And the deck is stacked with seat 1 "5h 5d 2c" and the dealer "Kc Kd 3s"
      When the round is settled
      Then seat 1's Ante Wager loses
      And seat 1's Play Wager loses
      And seat 1's Pair Plus Wager is paid 1 to 1
      And seat 1's wagers are settled in the order "Ante Wager, Play Wager, Pair Plus Wager"

    Scenario: 649a.11(c)(4) A Pair Plus Wager on a hand that does not qualify for a payout loses although the player beats the dealer
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Pair Plus Wager of $15
      And the deck is stacked with seat 1 "As Kh 9d" and the dealer "Qc 8d 3s"
      When the round is settled
      Then seat 1's Ante Wager is paid 1 to 1
      And seat 1's Pair Plus Wager loses

    @written_for_three_card_poker.pair_plus
    Scenario: 649a.11(c)(4) A Pair Plus Wager alone is settled against the paytable only
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places a Pair Plus Wager of $10
      And the deck is stacked with seat 1 "Ah 9h 4h" and the dealer "Kc Kd 3s"
      When the round is settled
      Then seat 1's Pair Plus Wager is paid 3 to 1

  Rule: 649a.11(c)(5) The Progressive Payout Wager, next, whatever the dealer holds
    "The dealer shall then settle the Progressive Payout Wager, if offered by the certificate
    holder. A winning Progressive Payout Wager shall be paid irrespective of whether the player's
    hand outranks the dealer's hand. If a player has won a progressive payout, the dealer shall:"

    @written_for_three_card_poker.pair_plus
    Scenario: 649a.11(c)(5) A winning Progressive Payout Wager is paid although the dealer's hand outranks the player's
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Pair Plus Wager of $15
      And seat 1 places a Progressive Payout Wager of $1
      And the deck is stacked with seat 1 "8h 7d 6c" and the dealer "Jc Ts 9s"
      When the round is settled
      Then seat 1's Ante Wager loses
      And seat 1's Play Wager loses
      And seat 1's Pair Plus Wager is paid 5 to 1
      And seat 1's Progressive Payout Wager is paid 6 for 1
      And seat 1's wagers are settled in the order "Ante Wager, Play Wager, Ante Bonus, Pair Plus Wager, Progressive Payout Wager"

    Scenario: 649a.11(c)(5) A Progressive Payout Wager on a hand below the paytable loses
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Progressive Payout Wager of $1
      And the deck is stacked with seat 1 "Ah 9h 4h" and the dealer "Qc 8d 3s"
      When the round is settled
      Then seat 1's Progressive Payout Wager loses

  Rule: 649a.11(c)(5)(i) The dealer verifies the winning hand
    "Verify that the hand is a winning hand."

    @manual
    Scenario: 649a.11(c)(5)(i) The dealer verifies that a progressive hand is a winning hand
      The dealer's own check of the cards before paying is seen only at the table; the system's
      verdict on the hand is judged by every payout scenario.

  Rule: 649a.11(c)(5)(ii) The dealer verifies the progressive light
    "Verify that the appropriate light on the progressive table game system has been illuminated."

    @manual
    Scenario: 649a.11(c)(5)(ii) The dealer verifies that the light on the progressive table game system is illuminated
      The light on the progressive table game system is seen at the table; the protocol reports
      the jackpot paid, not the lamp.

  Rule: 649a.11(c)(5)(iii) A floorperson validates the progressive payout
    "Have a floorperson or above validate the progressive payout in accordance with the certificate
    holder's approved internal control procedures."

    @manual
    Scenario: 649a.11(c)(5)(iii) A floorperson or above validates the progressive payout
      The validation follows the certificate holder's internal control procedures, done by
      people; no table-game system reports it.

  Rule: 649a.11(c)(5)(iv) Paying the Progressive Payout Wager; 100% of the meter is not paid from the table inventory
    "Pay the winning Progressive Payout Wager in accordance with the payout odds in § 649a.12(e). If
    a player has won a progressive payout that is 100% of the jackpot amount on the progressive
    meter, the progressive payout may not be paid from the table inventory container. If a player
    has won a progressive payout that is not being paid from the table inventory container, the
    cards of that player must remain on the table until the necessary documentation has been
    completed."

    Scenario: 649a.11(c)(5)(iv) 100% of the jackpot is paid by the progressive table game system, not the table inventory
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Progressive Payout Wager of $1
      And seat 3 places an Ante Wager of $10
      And seat 3 places a Progressive Payout Wager of $1
      And the deck is stacked with seat 1 "As Ks Qs", seat 3 "7c 4d 2h" and the dealer "Jc 8d 3s"
      When the round is settled
      Then seat 1's Progressive Payout Wager is paid $1,000.28 from the progressive table game system
      And the system reports "progressive jackpot paid"
      And the progressive meter reads $1,000.00

    Scenario: 649a.11(c)(5)(iv) A progressive payout that is not 100% of the meter is paid from the table inventory
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Progressive Payout Wager of $1
      And the deck is stacked with seat 1 "Ah Kh Qh" and the dealer "Jc 8d 3s"
      When the round is settled
      Then seat 1's Progressive Payout Wager is paid $500
      And seat 1's Progressive Payout Wager is paid from the table inventory
      And the system does not report "progressive jackpot paid"

    @manual
    Scenario: 649a.11(c)(5)(iv) The cards of a player paid from the progressive system stay on the table until documented
      The inspector checks that the winning player's cards stay on the layout until the
      documentation of the jackpot is completed; paperwork and cards on the layout are not
      reported by a system.

  Rule: 649a.11(c)(5)(v) An Envy Bonus for each other player holding an Envy Bonus Qualifying Hand
    "Pay any Envy Bonus won in accordance with § 649a.12(e). Players making a Progressive Payout
    Wager shall receive an Envy Bonus when another player at the same Three Card Poker table is the
    holder of an Envy Bonus Qualifying Hand. Players are entitled to multiple Envy Bonuses if more
    than one other player is the holder of an Envy Bonus Qualifying Hand provided, however, that a
    player is not entitled to an Envy Bonus for his own hand or the hand of the dealer."

    Scenario: 649a.11(c)(5)(v) A player with a Progressive Payout Wager is paid an Envy Bonus for another player's hand
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Progressive Payout Wager of $1
      And seat 5 places an Ante Wager of $10
      And the deck is stacked with seat 1 "Kc 7d 2s", seat 5 "As Ks Qs" and the dealer "Jc 8d 3h"
      When the round is settled
      Then seat 1 is paid an Envy Bonus of $100
      And seat 1's Envy Bonus is paid from the table inventory
      And seat 5 is paid no Envy Bonus

    Scenario: 649a.11(c)(5)(v) One Envy Bonus for each other player holding an Envy Bonus Qualifying Hand
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Progressive Payout Wager of $1
      And seat 3 places an Ante Wager of $10
      And seat 6 places an Ante Wager of $10
      And the deck is stacked with seat 1 "Kc 7d 2s", seat 3 "Ah Kh Qh", seat 6 "Ad Kd Qd" and the dealer "Jc 8d 3h"
      When the round is settled
      Then seat 1 is paid two Envy Bonuses of $25 each

    Scenario: 649a.11(c)(5)(v) No Envy Bonus for the player's own hand
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Progressive Payout Wager of $1
      And seat 3 places an Ante Wager of $10
      And seat 3 places a Progressive Payout Wager of $1
      And the deck is stacked with seat 1 "Ah Kh Qh", seat 3 "Kc 7d 2s" and the dealer "Jc 8d 3h"
      When the round is settled
      Then seat 1 is paid no Envy Bonus
      And seat 3 is paid an Envy Bonus of $25
      And seat 1's Progressive Payout Wager is paid $500

    Scenario: 649a.11(c)(5)(v) No Envy Bonus for the dealer's hand
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Progressive Payout Wager of $1
      And the deck is stacked with seat 1 "Kc 7d 2s" and the dealer "As Ks Qs"
      When the round is settled
      Then seat 1 is paid no Envy Bonus

    Scenario: 649a.11(c)(5)(v) A player without a Progressive Payout Wager receives no Envy Bonus
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Pair Plus Wager of $10
      And seat 3 places an Ante Wager of $10
      And the deck is stacked with seat 1 "Kh 7d 2s", seat 3 "Ac Kc Qc" and the dealer "Jc 8d 3h"
      When the round is settled
      Then seat 1 is paid no Envy Bonus

    Scenario: 649a.11(c)(5)(v) A hand that was folded is no longer held and earns no Envy Bonus for others
      The reading "a folded hand is not held" of docs/interpretations.md: a folded hand's cards
      are collected with the forfeited wagers before settlement.
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Progressive Payout Wager of $1
      And seat 3 places an Ante Wager of $10
      And the deck is stacked with seat 1 "Kc 7d 2s", seat 3 "Ah Kh Qh" and the dealer "Jc 8d 3h"
      When seat 3 folds
      And the round is settled
      Then seat 1 is paid no Envy Bonus

    @written_for_three_card_poker.six_card_bonus
    Scenario: 649a.11(c)(5)(v) A folded hand kept on the table for its Six Card Bonus Wager earns no Envy Bonus for others
      The reading "a folded hand is not held" of docs/interpretations.md: 649a.11(c) has a player
      who does not make a Play Wager forfeit "his Ante Wager and hand"; the exception for "the
      cards of those players who placed a Six Card Bonus Wager" keeps the cards on the table for
      that wager (649a.11(c)(6) pays it on them, here a royal flush with the dealer's cards), not
      the forfeited hand.
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Progressive Payout Wager of $1
      And seat 3 places an Ante Wager of $10
      And seat 3 places a Six Card Bonus Wager of $5
      And the deck is stacked with seat 1 "Kc 7d 2s", seat 3 "Ah Kh Qh" and the dealer "Jh Th 3c"
      When seat 3 folds
      And the round is settled
      Then seat 1 is paid no Envy Bonus
      And seat 3's Ante Wager is forfeited
      And seat 3's Six Card Bonus Wager is paid 1,000 to 1

  Rule: 649a.11(c)(6) The Six Card Bonus Wager, last, on the best five of the player's and the dealer's six cards
    "The dealer shall then settle the Six Card Bonus Wager, if offered by the certificate holder. A
    winning Six Card Bonus Wager shall be paid irrespective of the outcome of the player's Ante
    Wager or Pair Plus Wager. The dealer shall arrange the dealer's three cards and the player's
    three cards to form the highest ranking five-card poker hand for each player. If a player has a
    three-of-a-kind or better, as described in § 649a.6(d) (relating to Three Card Poker rankings),
    the dealer shall pay the winning Six Card Bonus Wager in accordance with the payout odds in §
    649a.12(f)."

    @written_for_three_card_poker.six_card_bonus
    Scenario: 649a.11(c)(6) A winning Six Card Bonus Wager is paid although the Ante and Pair Plus Wagers lose
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Pair Plus Wager of $15
      And seat 1 places a Six Card Bonus Wager of $5
      And the deck is stacked with seat 1 "9h 6d 4c" and the dealer "9s 9d 4s"
      When the round is settled
      Then seat 1's Ante Wager loses
      And seat 1's Play Wager loses
      And seat 1's Pair Plus Wager loses
      And seat 1's Six Card Bonus Wager is paid 25 to 1
      And seat 1's wagers are settled in the order "Ante Wager, Play Wager, Pair Plus Wager, Six Card Bonus Wager"

    @written_for_three_card_poker.six_card_bonus
    Scenario: 649a.11(c)(6) The five best of the six cards are used whichever hand they come from
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places a Pair Plus Wager of $10
      And seat 1 places a Six Card Bonus Wager of $5
      And the deck is stacked with seat 1 "Th 7h 2h" and the dealer "Kh 4h 4c"
      When the round is settled
      Then seat 1's Six Card Bonus Wager is paid 20 to 1

    Scenario: 649a.11(c)(6) Six cards with nothing better than two pair do not pay the Six Card Bonus Wager
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Six Card Bonus Wager of $5
      And the deck is stacked with seat 1 "9h 9d 4c" and the dealer "4s Kh 2c"
      When the round is settled
      Then seat 1's Six Card Bonus Wager loses

  Rule: 649a.11(d) The remaining cards go to the discard rack so each hand can be reconstructed
    "After all wagers have been settled, the dealer shall remove all remaining cards from the table
    and place them in the discard rack in a manner that permits the reconstruction of each hand in
    the event of a question or dispute."

    @manual
    Scenario: 649a.11(d) The cards are placed in the discard rack in a way that permits reconstructing each hand
      How the dealer stacks the cards in the discard rack is seen only at the table; the
      system's game recall of each round's hands is checked under 649a.2 and 605a.

  Rule: 649a.11 Random rounds, judged by the oracle
    Differential fuzzing: rounds nobody wrote by hand (any seats, wagers valid and invalid,
    any deck, any decisions, now and then a card found face up or drawn in error), each
    played at a fresh table and compared in full with the oracle's play of the same round.

    @long
    Scenario: 649a.11 Random Three Card Poker rounds conform to the oracle
      When 60 random Three Card Poker rounds are played under the bundled Rules Submissions with seed 11
      Then every random round conforms to the oracle
