@three_card_poker
Feature: 565.7 Wagers
  "§ 565.7. Wagers. (a) The following wagers may be placed in the game of Three Card
  Poker:" The 2010 temporary regulations (40 Pa.B. 3827, July 10, 2010) print only
  paragraphs (a)(3) and (a)(4) and subsections (b), (d) and (e); the rest is elided
  ("* * * * *"). Where the elided text leaves a wager's terms open, tablecert reads
  chapter 565 with the paytables of 649a.12(b) and (d) and without the Six Card Bonus
  Wager (docs/interpretations.md, "the 2010 edition's elided sections").

  The scenarios run under Rules Submissions "pa-565-progressive-5" ($5 Progressive
  Payout Wager) and "pa-565-progressive-1" ($1).

  Rule: 565.7(a) The wagers of the 2010 edition
    "The following wagers may be placed in the game of Three Card Poker: (* * * * *)"

    Scenario: 565.7(a) The Six Card Bonus Wager is not a wager of the 2010 edition
      Paragraphs (1) and (2) are elided; no printed paragraph authorises a Six Card Bonus
      Wager (docs/interpretations.md, "the 2010 edition's elided sections").

      Given a Three Card Poker table under Rules Submission "pa-565-progressive-5"
      And seat 1 places an Ante Wager of $5
      And seat 1 places a Six Card Bonus Wager of $5
      When the round is settled
      Then seat 1's Six Card Bonus Wager is refused as not-offered
      And seat 1's Ante Wager is accepted

  Rule: 565.7(a)(3) Against both the dealer and the posted payout table
    "A player may compete against both the dealer and the posted payout table by placing
    wagers in accordance with paragraphs (1) and (2)."

    @written_for_three_card_poker.pair_plus
    Scenario: 565.7(a)(3) Ante and Pair Plus Wagers compete against the dealer and the payout table
      Pair Plus Paytable B of 649a.12(d) pays a pair 1 to 1.

      Given a Three Card Poker table under Rules Submission "pa-565-progressive-5"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Pair Plus Wager of $15
      And the deck is stacked with seat 1 "8h 8d 3c" and the dealer "Qs 9d 4c"
      When seat 1 makes a Play Wager
      And the round is settled
      Then the dealer qualifies
      And seat 1's Ante Wager is paid 1 to 1
      And seat 1's Play Wager is paid 1 to 1
      And seat 1's Pair Plus Wager is paid 1 to 1

    @written_for_three_card_poker.pair_plus
    Scenario: 565.7(a)(3) The Pair Plus Wager is paid though the dealer's hand is higher
      The player's flush loses to the dealer's straight and is paid 4 to 1 on Pair Plus
      Paytable B of 649a.12(d).

      Given a Three Card Poker table under Rules Submission "pa-565-progressive-5"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Pair Plus Wager of $15
      And the deck is stacked with seat 1 "Kh 8h 3h" and the dealer "9s 8d 7c"
      When seat 1 makes a Play Wager
      And the round is settled
      Then seat 1's Ante Wager is collected
      And seat 1's Play Wager is collected
      And seat 1's Pair Plus Wager is paid 4 to 1

  Rule: 565.7(a)(4) The Progressive Payout Wager of $1 or $5
    "If the certificate holder offers a Progressive Payout Wager, after placing an Ante
    Wager or a Pair Plus Wager, a player may also place a Progressive Payout Wager on
    whether the player will be dealt a Progressive Payout Hand. A Progressive Payout Wager
    shall be made in the amount of $1 or $5 as specified in the certificate holder's Rules
    Submission under § 521.2 (relating to table games Rules Submissions) by placing a
    gaming chip into the progressive wagering device designated for that player. Each
    player shall be responsible for verifying that the player's respective Progressive
    Payout Wager has been accepted."

    Scenario Outline: 565.7(a)(4) The Progressive Payout Wager is the amount the Rules Submission specifies
      Given a Three Card Poker table under Rules Submission "<rules submission>"
      And seat 1 places an Ante Wager of $5
      And seat 1 places a Progressive Payout Wager of <specified>
      And seat 2 places an Ante Wager of $5
      And seat 2 places a Progressive Payout Wager of <other>
      When the round is settled
      Then seat 1's Progressive Payout Wager is accepted
      And seat 2's Progressive Payout Wager is refused as amount-not-allowed

      Examples:
        | rules submission     | specified | other |
        | pa-565-progressive-5 | $5        | $1    |
        | pa-565-progressive-5 | $5        | $10   |
        | pa-565-progressive-1 | $1        | $5    |
        | pa-565-progressive-1 | $1        | $2    |

    Scenario: 565.7(a)(4) The Progressive Payout Wager follows an Ante Wager or a Pair Plus Wager
      Given a Three Card Poker table under Rules Submission "pa-565-progressive-5"
      And seat 1 places an Ante Wager of $5
      And seat 1 places a Progressive Payout Wager of $5
      And seat 2 places a Pair Plus Wager of $5
      And seat 2 places a Progressive Payout Wager of $5
      And seat 3 places a Progressive Payout Wager of $5
      When the round is settled
      Then seat 1's Progressive Payout Wager is accepted
      And seat 2's Progressive Payout Wager is accepted
      And seat 3's Progressive Payout Wager is refused as precondition-not-met
      And seat 3 is dealt no cards

    Scenario: 565.7(a)(4) The wager is on whether the player is dealt a Progressive Payout Hand
      Given a Three Card Poker table under Rules Submission "pa-565-progressive-5"
      And seat 1 places an Ante Wager of $5
      And seat 1 places a Progressive Payout Wager of $5
      And seat 2 places a Pair Plus Wager of $5
      And seat 2 places a Progressive Payout Wager of $5
      And the deck is stacked with seat 1 "6s 6h 6d", seat 2 "Kh Qd 9c" and the dealer "Jc 8d 4s"
      When the round is settled
      Then seat 1's Progressive Payout Wager is paid $450
      And seat 2's Progressive Payout Wager loses

    @manual
    Scenario: 565.7(a)(4) The Progressive Payout Wager is a gaming chip in the player's wagering device
      How the chip is placed is seen at the table; the protocol receives the wager the
      device recognised.

      Given a Three Card Poker table that offers the Progressive Payout Wager
      Then a player makes the Progressive Payout Wager by placing a gaming chip into the progressive wagering device designated for that player
      And the device shows the player that the wager has been accepted

  Rule: 565.7(b) Gaming chips or plaques on the layout, or a chip in the progressive wagering device
    "Wagers at Three Card Poker shall be made by placing gaming chips or plaques on the
    appropriate betting areas of the table layout or by placing a gaming chip into the
    progressive wagering device at the player's betting position. A verbal wager
    accompanied by cash may not be accepted."

    @manual
    Scenario: 565.7(b) Wagers are gaming chips or plaques, never verbal wagers with cash
      What the player puts down, and whether a dealer takes a spoken wager, is seen at the
      table; a table-game system only learns of wagers already placed.

      Given a round of play at the Three Card Poker table
      Then every wager is made by placing gaming chips or plaques on the appropriate betting area of the layout, or a gaming chip into the progressive wagering device at the player's betting position
      And the dealer does not accept a verbal wager accompanied by cash

  Rule: 565.7(d) Ante, Pair Plus and Progressive Payout Wagers before "no more bets"
    "Ante Wagers, Pair Plus Wagers and Progressive Payout Wagers shall be placed prior to
    the dealer announcing ''no more bets'' in accordance with the dealing procedures in
    § 565.8, § 565.9 or § 565.10 (relating to procedures for dealing the cards from a
    manual dealing shoe; procedures for dealing the cards from the hand; and procedures
    for dealing the cards from an automated dealing shoe). Except for Play Wagers, a wager
    may not be made, increased or withdrawn after the dealer has announced ''no more
    bets.'' Play Wagers shall be placed in accordance with § 565.11(b) (relating to
    procedures for completion of each round of play)."

    Scenario Outline: 565.7(d) A wager may not be made after "no more bets"
      Given a Three Card Poker table under Rules Submission "pa-565-progressive-5"
      And seat 1 places an Ante Wager of $5
      And seat 2 tries to place <a> <wager> of $5 after "no more bets"
      When the round is settled
      Then seat 2's <wager> is refused as after-no-more-bets
      And seat 2 is dealt no cards

      Examples:
        | a  | wager                    |
        | an | Ante Wager               |
        | a  | Pair Plus Wager          |
        | a  | Progressive Payout Wager |

    Scenario Outline: 565.7(d) A wager may not be increased after "no more bets"
      Given a Three Card Poker table under Rules Submission "pa-565-progressive-5"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Pair Plus Wager of $10
      And seat 1 tries to place <a> <wager> of $20 after "no more bets"
      When the round is settled
      Then seat 1's <wager> of $20 is refused as after-no-more-bets
      And seat 1's <wager> stands at $10

      Examples:
        | a  | wager           |
        | an | Ante Wager      |
        | a  | Pair Plus Wager |

    Scenario: 565.7(d) A second Progressive Payout Wager after "no more bets" is not recognised
      Given a Three Card Poker table under Rules Submission "pa-565-progressive-5"
      And seat 1 places an Ante Wager of $5
      And seat 1 places a Progressive Payout Wager of $5
      And seat 1 tries to place a Progressive Payout Wager of $5 after "no more bets"
      When the round is settled
      Then seat 1's Progressive Payout Wager stands at $5
      And the progressive meter reads $10,001

    Scenario: 565.7(d) The Play Wager is placed after "no more bets", as 565.11(b) provides
      Given a Three Card Poker table under Rules Submission "pa-565-progressive-5"
      And seat 1 places an Ante Wager of $10
      And the deck is stacked with seat 1 "Ah Kd 9c" and the dealer "Qs 7d 3c"
      When seat 1 makes a Play Wager
      And the round is settled
      Then the system reports "no more bets"
      And seat 1's Play Wager stands at $10
      And seat 1's Play Wager is paid 1 to 1

    @manual
    Scenario: 565.7(d) A wager may not be withdrawn after "no more bets"
      The test protocol has no way to ask a Three Card Poker system to withdraw a placed
      wager (not making a Play Wager forfeits, it does not withdraw), so the inspector
      checks the system offers no withdrawal once "no more bets" is announced.

      Given the dealer has announced "no more bets"
      Then no player can withdraw an Ante, Pair Plus or Progressive Payout Wager
      And the table-game system offers no control that returns a placed wager before settlement

  Rule: 565.7(e) Two adjacent betting positions
    "A certificate holder may, if specified in the certificate holder's Rules Submission
    under § 521.2, permit a player to simultaneously play and place wagers at two adjacent
    betting positions during a round of play."

    @manual
    Scenario: 565.7(e) A player plays two adjacent betting positions only where the Rules Submission permits it
      The test protocol knows betting positions, not players: it cannot say that two seats
      are one player's, so no system can show the permission to the harness. tablecert
      validate checks the Rules Submission's table.adjacent_boxes is 1 or 2; the inspector
      checks the table keeps to it.

      Given the Rules Submission of the Three Card Poker table
      Then a player plays and wagers at two adjacent betting positions in one round only if the Rules Submission permits it
      And no player plays and wagers at more than two betting positions in one round
