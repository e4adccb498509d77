@three_card_poker
Feature: 565.1 Definitions
  "The following words and terms, when used in this chapter, have the following meanings,
  unless the context clearly indicates otherwise:"

  The 2010 temporary regulations (40 Pa.B. 3827, July 10, 2010) print only the three
  definitions they add for the Progressive Payout Wager; the others are elided
  ("* * * * *") and are not transcribed here. Each definition is proven through what it
  makes a table-game system pay under the Rules Submissions "pa-565-progressive-5" (a $5
  wager, Payout Table B of 565.12(g)) and "pa-565-progressive-1" (a $1 wager, Payout
  Table A).

  Rule: 565.1 Envy Bonus
    "Envy Bonus—An additional fixed sum payout made to a player who placed a Progressive
    Payout Wager when another player at the Three Card Poker table is the holder of an
    Envy Bonus qualifying hand."

    Scenario Outline: 565.1 Envy Bonus: a fixed sum by the size of the player's Progressive Payout Wager
      Given a Three Card Poker table under Rules Submission "<rules submission>"
      And seat 1 places an Ante Wager of $5
      And seat 1 places a Progressive Payout Wager of <wager>
      And seat 2 places an Ante Wager of $5
      And the deck is stacked with seat 1 "9s 6d 2c", seat 2 "<hand>" and the dealer "Kc 8d 4h"
      When the round is settled
      Then seat 1 is paid an Envy Bonus of <envy bonus>
      And seat 1's Progressive Payout Wager loses

      Examples:
        | rules submission     | wager | hand     | envy bonus |
        | pa-565-progressive-5 | $5    | As Ks Qs | $500       |
        | pa-565-progressive-5 | $5    | Ah Kh Qh | $125       |
        | pa-565-progressive-1 | $1    | As Ks Qs | $100       |
        | pa-565-progressive-1 | $1    | Qd Kd Ad | $25        |

    Scenario: 565.1 Envy Bonus: paid only to a player who placed a Progressive Payout Wager
      Given a Three Card Poker table under Rules Submission "pa-565-progressive-5"
      And seat 1 places an Ante Wager of $5
      And seat 1 places a Pair Plus Wager of $5
      And seat 2 places an Ante Wager of $5
      And seat 3 places an Ante Wager of $5
      And seat 3 places a Progressive Payout Wager of $5
      And the deck is stacked with seat 1 "9s 6d 2c", seat 2 "Ac Kc Qc", seat 3 "8h 5d 3s" and the dealer "Kh 8d 4h"
      When the round is settled
      Then seat 1 is paid no Envy Bonus
      And seat 3 is paid an Envy Bonus of $125

  Rule: 565.1 Envy Bonus qualifying hand
    "Envy Bonus qualifying hand—A Three Card Poker hand with a rank of ace, king and queen
    of the same suit."

    Scenario Outline: 565.1 Envy Bonus qualifying hand: an ace, king and queen of the same suit
      Given a Three Card Poker table under Rules Submission "pa-565-progressive-5"
      And seat 1 places an Ante Wager of $5
      And seat 1 places a Progressive Payout Wager of $5
      And seat 2 places a Pair Plus Wager of $5
      And the deck is stacked with seat 1 "9c 6d 2h", seat 2 "<hand>" and the dealer "Jc 8d 4h"
      When the round is settled
      Then seat 1 is paid an Envy Bonus of <envy bonus>

      Examples:
        | hand     | envy bonus |
        | Qs As Ks | $500       |
        | Ad Kd Qd | $125       |
        | Ac Kc Qc | $125       |

    Scenario Outline: 565.1 Envy Bonus qualifying hand: no other hand qualifies
      Given a Three Card Poker table under Rules Submission "pa-565-progressive-5"
      And seat 1 places an Ante Wager of $5
      And seat 1 places a Progressive Payout Wager of $5
      And seat 2 places a Pair Plus Wager of $5
      And the deck is stacked with seat 1 "9c 6d 2h", seat 2 "<hand>" and the dealer "Jc 8d 4h"
      When the round is settled
      Then seat 1 is paid no Envy Bonus

      Examples: an ace, king and queen not of one suit, other straight flushes, three aces
        | hand     |
        | As Kd Qs |
        | Ks Qs Js |
        | As 2s 3s |
        | As Ah Ad |

  Rule: 565.1 Progressive payout hand
    "Progressive payout hand—An ace, king and queen of the same suit; a straight flush;
    three-of-a-kind; or, if included in the paytable selected by the certificate holder in
    the certificate holder's Rules Submission under § 521.2 (relating to table games Rules
    Submissions), a straight, as defined in § 565.6 (relating to Three Card Poker
    rankings)."

    Scenario Outline: 565.1 Progressive payout hand: each hand of Payout Table B for a $5 wager
      Given a Three Card Poker table under Rules Submission "pa-565-progressive-5"
      And seat 1 places an Ante Wager of $5
      And seat 1 places a Progressive Payout Wager of $5
      And the deck is stacked with seat 1 "<hand>" and the dealer "Js 5c 3d"
      When the round is settled
      Then seat 1's Progressive Payout Wager is paid <payout>

      Examples:
        | progressive payout hand              | hand     | payout |
        | ace, king and queen of hearts        | Ah Kh Qh | $2,500 |
        | straight flush                       | 9d 8d 7d | $500   |
        | three-of-a-kind                      | 4s 4h 4d | $450   |

    Scenario: 565.1 Progressive payout hand: the ace, king and queen of spades wins the meter
      Given a Three Card Poker table under Rules Submission "pa-565-progressive-5"
      And seat 1 places an Ante Wager of $5
      And seat 1 places a Progressive Payout Wager of $5
      And the deck is stacked with seat 1 "As Ks Qs" and the dealer "Js 5c 3d"
      When the round is settled
      Then seat 1's Progressive Payout Wager is paid $10,001 from the progressive table game system
      And the progressive meter reads $10,000

    Scenario Outline: 565.1 Progressive payout hand: a straight only where the paytable includes it
      Given a Three Card Poker table under Rules Submission "<rules submission>"
      And seat 1 places an Ante Wager of $5
      And seat 1 places a Progressive Payout Wager of <wager>
      And the deck is stacked with seat 1 "9d 8h 7c" and the dealer "Js 5c 3d"
      When the round is settled
      Then seat 1's Progressive Payout Wager <outcome>

      Examples:
        | rules submission     | payout table | wager | outcome       |
        | pa-565-progressive-1 | A            | $1    | is paid $6    |
        | pa-565-progressive-5 | B            | $5    | loses         |

    Scenario Outline: 565.1 Progressive payout hand: each hand of Payout Table A for a $1 wager
      Given a Three Card Poker table under Rules Submission "pa-565-progressive-1"
      And seat 1 places an Ante Wager of $5
      And seat 1 places a Progressive Payout Wager of $1
      And the deck is stacked with seat 1 "<hand>" and the dealer "Js 5c 3d"
      When the round is settled
      Then seat 1's Progressive Payout Wager is paid <payout>

      Examples:
        | progressive payout hand              | hand     | payout |
        | ace, king and queen of clubs         | Ac Kc Qc | $500   |
        | straight flush                       | 4h 3h 2h | $70    |
        | three-of-a-kind                      | Ks Kh Kd | $60    |
        | straight                             | Ah Kd Qs | $6     |

    Scenario Outline: 565.1 Progressive payout hand: a hand that is none of them loses
      Given a Three Card Poker table under Rules Submission "pa-565-progressive-1"
      And seat 1 places an Ante Wager of $5
      And seat 1 places a Progressive Payout Wager of $1
      And the deck is stacked with seat 1 "<hand>" and the dealer "Js 5c 3d"
      When the round is settled
      Then seat 1's Progressive Payout Wager loses

      Examples:
        | poker hand | hand     |
        | flush      | Ah 9h 4h |
        | pair       | As Ad Kc |
        | high card  | Ah Kd 9c |
