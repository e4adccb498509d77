@three_card_poker
Feature: 565.12 Payout odds; Envy Bonus; rate of progression; payout limitation
  The 2010 temporary amendments to chapter 565 (Three Card Poker). The seeds print § 565.12(g)
  to (j); (a) to (f) are elided ("* * * * *"). Every cell of the payout tables of (g) and of
  the Envy Bonus schedules of (h)(2) is an example, at the Rules Submissions
  "pa-565-paytable-A-1", "pa-565-paytable-B-1", "pa-565-paytable-A-5" and
  "pa-565-paytable-B-5" (Payout Table A at 14% or B at 20%, with a $1 or $5 Progressive Payout
  Wager, meter $1,000). The amounts of (g) are the whole sum paid: the wager was collected
  into the table inventory before the deal (565.8(b)). A cell printed "N/A" is a scenario
  that the hand is not paid under that table.

  Rule: 565.12(g) The Progressive Payout Wager, $1 and $5
    "If a certificate holder offers a Progressive Payout Wager, the certificate holder shall pay out
    winning Progressive Payout Wagers at the amounts contained in the following payout table
    selected by the certificate holder in the certificate holder's Rules Submission filed in
    accordance with § 521.2:"
    "$1 Progressive Payout Wagers
      Hand                                             Payout Table A   Payout Table B
      Ace, King & Queen of Spades                      100% of meter    100% of meter
      Ace, King & Queen of Hearts, Diamonds or Clubs   $500             $500
      Straight Flush                                   $70              $100
      Three-of-a-kind                                  $60              $90
      Straight                                         $6               N/A
    $5 Progressive Payout Wagers
      Hand                                             Payout Table A   Payout Table B
      Ace, King & Queen of Spades                      100% of meter    100% of meter
      Ace, King & Queen of Hearts, Diamonds or Clubs   $2,500           $2,500
      Straight Flush                                   $350             $500
      Three-of-a-kind                                  $300             $450
      Straight                                         $30              N/A"

    Scenario Outline: 565.12(g) Payout Table <table>, <wager> wager: <hand> is paid <payout>
      Given a Three Card Poker table under Rules Submission "pa-565-paytable-<table>-<size>"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Progressive Payout Wager of <wager>
      And the deck is stacked with seat 1 "<cards>" and the dealer "Jc 5d 2s"
      When the round is settled
      Then seat 1's Progressive Payout Wager is paid <payout>

      Examples: $1 Progressive Payout Wagers
        | table | size | wager | hand                                           | cards    | payout                                           |
        | A     | 1    | $1    | Ace, King & Queen of Spades                    | As Ks Qs | $1,000.14 from the progressive table game system |
        | A     | 1    | $1    | Ace, King & Queen of Hearts, Diamonds or Clubs | Ah Kh Qh | $500                                             |
        | A     | 1    | $1    | Straight Flush                                 | 9h 8h 7h | $70                                              |
        | A     | 1    | $1    | Three-of-a-kind                                | 9h 9d 9c | $60                                              |
        | A     | 1    | $1    | Straight                                       | 9h 8d 7c | $6                                               |
        | B     | 1    | $1    | Ace, King & Queen of Spades                    | As Ks Qs | $1,000.20 from the progressive table game system |
        | B     | 1    | $1    | Ace, King & Queen of Hearts, Diamonds or Clubs | Ad Kd Qd | $500                                             |
        | B     | 1    | $1    | Straight Flush                                 | 9h 8h 7h | $100                                             |
        | B     | 1    | $1    | Three-of-a-kind                                | 9h 9d 9c | $90                                              |

      Examples: $5 Progressive Payout Wagers
        | table | size | wager | hand                                           | cards    | payout                                           |
        | A     | 5    | $5    | Ace, King & Queen of Spades                    | As Ks Qs | $1,000.70 from the progressive table game system |
        | A     | 5    | $5    | Ace, King & Queen of Hearts, Diamonds or Clubs | Ac Kc Qc | $2,500                                           |
        | A     | 5    | $5    | Straight Flush                                 | 9h 8h 7h | $350                                             |
        | A     | 5    | $5    | Three-of-a-kind                                | 9h 9d 9c | $300                                             |
        | A     | 5    | $5    | Straight                                       | 9h 8d 7c | $30                                              |
        | B     | 5    | $5    | Ace, King & Queen of Spades                    | As Ks Qs | $1,001.00 from the progressive table game system |
        | B     | 5    | $5    | Ace, King & Queen of Hearts, Diamonds or Clubs | Ah Kh Qh | $2,500                                           |
        | B     | 5    | $5    | Straight Flush                                 | 9h 8h 7h | $500                                             |
        | B     | 5    | $5    | Three-of-a-kind                                | 9h 9d 9c | $450                                             |

    Scenario Outline: 565.12(g) Payout Table B, <wager> wager: a Straight is N/A and is not paid
      Given a Three Card Poker table under Rules Submission "pa-565-paytable-B-<size>"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Progressive Payout Wager of <wager>
      And the deck is stacked with seat 1 "9h 8d 7c" and the dealer "Jc 5d 2s"
      When the round is settled
      Then seat 1's Progressive Payout Wager loses

      Examples:
        | size | wager |
        | 1    | $1    |
        | 5    | $5    |

    Scenario: 565.12(g) A hand below the payout table loses the Progressive Payout Wager
      Given a Three Card Poker table under Rules Submission "pa-565-paytable-A-1"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Progressive Payout Wager of $1
      And the deck is stacked with seat 1 "Ah 9h 4h" and the dealer "Jc 5d 2s"
      When the round is settled
      Then seat 1's Progressive Payout Wager loses

  Rule: 565.12(h) An Envy Bonus when another player holds an Envy Bonus Qualifying hand
    "Players making a Progressive Payout Wager in accordance with § 565.7(a)(4) (relating to wagers)
    shall receive an Envy Bonus when another player at the same Three Card Poker table is the holder
    of an Envy Bonus Qualifying hand."

    Scenario: 565.12(h) A player with a Progressive Payout Wager receives an Envy Bonus for another player's qualifying hand
      Given a Three Card Poker table under Rules Submission "pa-565-paytable-A-1"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Progressive Payout Wager of $1
      And seat 7 places a Pair Plus Wager of $10
      And the deck is stacked with seat 1 "Kc 7d 2s", seat 7 "Ah Kh Qh" and the dealer "Jc 8d 3h"
      When the round is settled
      Then seat 1 is paid an Envy Bonus of $25
      And seat 7 is paid no Envy Bonus

    Scenario: 565.12(h) A player without a Progressive Payout Wager receives no Envy Bonus
      Given a Three Card Poker table under Rules Submission "pa-565-paytable-A-1"
      And seat 1 places an Ante Wager of $10
      And seat 3 places an Ante Wager of $10
      And seat 3 places a Progressive Payout Wager of $1
      And the deck is stacked with seat 1 "Kc 7d 2s", seat 3 "Ad Kd Qd" and the dealer "Jc 8d 3h"
      When the round is settled
      Then seat 1 is paid no Envy Bonus

  Rule: 565.12(h)(1) Multiple Envy Bonuses; none for one's own hand or the dealer's
    "Players are entitled to multiple Envy Bonuses if more than one other player is the holder of an
    Envy Bonus Qualifying hand; provided, however, that a player is not entitled to an Envy Bonus
    for his own hand or the hand of the dealer."

    Scenario: 565.12(h)(1) One Envy Bonus for each other player holding an Envy Bonus Qualifying hand
      Given a Three Card Poker table under Rules Submission "pa-565-paytable-A-1"
      And seat 2 places an Ante Wager of $10
      And seat 2 places a Progressive Payout Wager of $1
      And seat 4 places an Ante Wager of $10
      And seat 5 places an Ante Wager of $10
      And the deck is stacked with seat 2 "Kh 7d 2s", seat 4 "Ac Kc Qc", seat 5 "Ad Kd Qd" and the dealer "Jc 8d 3h"
      When the round is settled
      Then seat 2 is paid two Envy Bonuses of $25 each

    Scenario: 565.12(h)(1) No Envy Bonus for the player's own qualifying hand
      Given a Three Card Poker table under Rules Submission "pa-565-paytable-A-1"
      And seat 2 places an Ante Wager of $10
      And seat 2 places a Progressive Payout Wager of $1
      And seat 4 places an Ante Wager of $10
      And seat 4 places a Progressive Payout Wager of $1
      And the deck is stacked with seat 2 "As Ks Qs", seat 4 "Kh 7d 2c" and the dealer "Jc 8d 3h"
      When the round is settled
      Then seat 2 is paid no Envy Bonus
      And seat 4 is paid an Envy Bonus of $100

    Scenario: 565.12(h)(1) No Envy Bonus for the dealer's qualifying hand
      Given a Three Card Poker table under Rules Submission "pa-565-paytable-A-1"
      And seat 2 places an Ante Wager of $10
      And seat 2 places a Progressive Payout Wager of $1
      And the deck is stacked with seat 2 "Kc 7d 2s" and the dealer "Ah Kh Qh"
      When the round is settled
      Then seat 2 is paid no Envy Bonus

  Rule: 565.12(h)(2) The Envy Bonus, by the receiving player's Progressive Payout Wager
    "Envy Bonus payments shall be made according to the following payout schedules for Envy Bonus
    Qualifying hands based upon the amount of the Progressive Payout Wager placed by the player
    receiving the Envy Bonus:"
    "$1 Progressive Payout Wager
      Hand                                             Envy Bonus
      Ace, King & Queen of Spades                      $100
      Ace, King & Queen of Hearts, Diamonds or Clubs   $25
    $5 Progressive Payout Wager
      Hand                                             Envy Bonus
      Ace, King & Queen of Spades                      $500
      Ace, King & Queen of Hearts, Diamonds or Clubs   $125"

    Scenario Outline: 565.12(h)(2) A <wager> Progressive Payout Wager: an Envy Bonus of <envy> for another player's <hand>
      Given a Three Card Poker table under Rules Submission "pa-565-paytable-<rules>"
      And seat 3 places an Ante Wager of $10
      And seat 3 places a Progressive Payout Wager of <wager>
      And seat 6 places an Ante Wager of $10
      And the deck is stacked with seat 3 "Kc 7d 2h", seat 6 "<cards>" and the dealer "Jc 5d 3s"
      When the round is settled
      Then seat 3 is paid an Envy Bonus of <envy>

      Examples:
        | wager | rules | hand                                           | cards    | envy |
        | $1    | A-1   | Ace, King & Queen of Spades                    | As Ks Qs | $100 |
        | $1    | A-1   | Ace, King & Queen of Hearts, Diamonds or Clubs | Ah Kh Qh | $25  |
        | $5    | B-5   | Ace, King & Queen of Spades                    | As Ks Qs | $500 |
        | $5    | B-5   | Ace, King & Queen of Hearts, Diamonds or Clubs | Ad Kd Qd | $125 |

  Rule: 565.12(i) The rate of progression and the initial and reset amounts
    "The rate of progression for the progressive meter used for the progressive payouts in
    subsection (g) must be contained in the certificate holder's Rules Submission filed in
    accordance with § 521.2 and be at least 14% for Payout Table A and 20% for Payout Table B. The
    initial and reset amount must also be contained in the certificate holder's Rules Submission and
    be at least $1,000."

    Scenario Outline: 565.12(i) Payout Table <letter> with a rate of progression of <rate> is <verdict>
      Given a Rules Submission under chapter 565 with a Payout Table <letter> progressive at a rate of progression of <rate>
      Then the Rules Submission is <verdict>

      Examples:
        | letter | rate  | verdict                    |
        | A      | 13.5% | refused citing "565.12(i)" |
        | A      | 14%   | accepted                   |
        | B      | 19.9% | refused citing "565.12(i)" |
        | B      | 20%   | accepted                   |

    Scenario Outline: 565.12(i) A Rules Submission under chapter 565 with <which> amount of <amount> is <verdict>
      Given a Rules Submission under chapter 565 with a Payout Table B progressive and <which> amount of <amount>
      Then the Rules Submission is <verdict>

      Examples:
        | which      | amount  | verdict                    |
        | an initial | $500    | refused citing "565.12(i)" |
        | an initial | $1,000  | accepted                   |
        | a reset    | $999.99 | refused citing "565.12(i)" |
        | a reset    | $1,000  | accepted                   |

    Scenario Outline: 565.12(i) A Rules Submission under chapter 565 that states no <missing> is refused
      Given a Rules Submission under chapter 565 with a Payout Table A progressive that states no <missing>
      Then the Rules Submission is refused citing "565.12(i)"

      Examples:
        | missing             |
        | rate of progression |
        | initial amount      |
        | reset amount        |

    Scenario: 565.12(i) Each Progressive Payout Wager adds the rate of progression to the meter
      Given a Three Card Poker table under Rules Submission "pa-565-paytable-B-5"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Progressive Payout Wager of $5
      And seat 2 places an Ante Wager of $10
      And seat 2 places a Progressive Payout Wager of $5
      When the round is settled
      Then the progressive meter reads $1,002.00

    Scenario: 565.12(i) After the jackpot the meter starts again at the reset amount
      Given a Three Card Poker table under Rules Submission "pa-565-paytable-A-5"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Progressive Payout Wager of $5
      And the deck is stacked with seat 1 "Qs Ks As" and the dealer "Jc 5d 2s"
      When the round is settled
      Then seat 1's Progressive Payout Wager is paid $1,000.70 from the progressive table game system
      And the system reports "meter reset"
      And the progressive meter reads $1,000.00

  Rule: 565.12(j) The meter's amount when it is the player's turn to be paid
    "Winning Progressive Payout Hands shall be paid in accordance with the amount on the meter when
    it is the player's turn to be paid in accordance with § 565.11a (related to progressive
    payout)."

    Scenario: 565.12(j) The jackpot is the meter at the player's turn, with every wager of the round added
      Given a Three Card Poker table under Rules Submission "pa-565-paytable-B-1"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Progressive Payout Wager of $1
      And seat 3 places an Ante Wager of $10
      And seat 3 places a Progressive Payout Wager of $1
      And seat 5 places a Pair Plus Wager of $10
      And seat 5 places a Progressive Payout Wager of $1
      And the deck is stacked with seat 1 "As Ks Qs", seat 3 "Kh 7d 2c" and the dealer "Jc 5d 2s"
      When the round is settled
      Then seat 1's Progressive Payout Wager is paid $1,000.60 from the progressive table game system
      And the progressive meter reads $1,000.00

    Scenario: 565.12(j) The meter carries the contributions of earlier rounds into the jackpot
      Given a Three Card Poker table under Rules Submission "pa-565-paytable-A-1"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Progressive Payout Wager of $1
      When the round is settled
      Then the progressive meter reads $1,000.14
      Given seat 6 places an Ante Wager of $10
      And seat 6 places a Progressive Payout Wager of $1
      And the deck is stacked with seat 6 "As Qs Ks" and the dealer "Jc 5d 2s"
      When the round is settled
      Then seat 6's Progressive Payout Wager is paid $1,000.28 from the progressive table game system

  Rule: 565.12 The subsections the 2010 amendment does not reprint
    "* * * * *"

    @not_applicable
    Scenario: 565.12(a) Not reprinted in the 2010 edition
      The seeds elide § 565.12(a) to (f) with "* * * * *" (the existing text, not in the seeds):
      the payout odds of the Ante and Play Wagers, the Ante Bonus and the Pair Plus Wager. There
      is no text to transcribe. The oracle pays them at 649a.12(a), (b) and (d), the reading "the
      2010 edition's elided sections" of docs/interpretations.md, and every round under chapter
      565 is judged whole against it.

    @not_applicable
    Scenario: 565.12(b) Not reprinted in the 2010 edition
      Elided with "* * * * *" in the seeds, as 565.12(a).

    @not_applicable
    Scenario: 565.12(c) Not reprinted in the 2010 edition
      Elided with "* * * * *" in the seeds, as 565.12(a).

    @not_applicable
    Scenario: 565.12(d) Not reprinted in the 2010 edition
      Elided with "* * * * *" in the seeds, as 565.12(a).

    @not_applicable
    Scenario: 565.12(e) Not reprinted in the 2010 edition
      Elided with "* * * * *" in the seeds, as 565.12(a).

    @not_applicable
    Scenario: 565.12(f) Not reprinted in the 2010 edition
      Elided with "* * * * *" in the seeds, as 565.12(a).
