@three_card_poker
Feature: 649a.12 Payout odds; Envy Bonus; rate of progression
  58 Pa. Code § 649a.12 (Three Card Poker). Every cell of every paytable is an example: the
  Rules Submissions "pa-649a-paytable-A", "pa-649a-paytable-B" and "pa-649a-paytable-C" pick
  that letter for the Ante Bonus (b), the Pair Plus (d) and the Six Card Bonus (f); the
  Progressive Payout Wager (e)(1) is Paytable A at 14% with a $1 wager in "pa-649a-paytable-A",
  Paytable B at 20% with a $1 wager in "pa-649a-paytable-B", and Paytable A with a $5 wager in
  "pa-649a-paytable-C" (for the $5 Envy Bonus of (e)(5)); every meter starts at $1,000.
  "pa-649a-paytable-version-e-A", "-B" and "-C" offer the 649a.7(e)(1) version with the Ante
  Bonus of (c). A cell printed "N/A" is a scenario that the hand is not paid under that letter.

  Readings taken (docs/interpretations.md): "for 1" is the whole sum paid, the wager having
  been collected into the table inventory before the deal; the row "Ace, King, Queen" of (c)
  is an ace, king and queen of one suit other than spades; the Ante Bonus is paid whatever the
  outcome against the dealer; the meter is kept to fractions of a cent and paid rounded down;
  the Six Card Bonus "full house" is three of one rank and two of another.

  Rule: 649a.12(a) Ante and Play Wagers are paid 1 to 1
    "A certificate holder shall pay each winning Ante Wager and Play Wager at odds of 1 to 1."

    Scenario: 649a.12(a) A winning Ante Wager and Play Wager are each paid 1 to 1
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $25
      And the deck is stacked with seat 1 "Ks Kh 4d" and the dealer "Qc 8d 3s"
      When the round is settled
      Then seat 1's Ante Wager is paid 1 to 1
      And seat 1's Play Wager is paid 1 to 1
      And seat 1 is paid no Ante Bonus
      And the table inventory loses $50

  Rule: 649a.12(b) The Ante Bonus, whatever the outcome against the dealer
    "A player placing an Ante Wager and a Play Wager shall be paid a bonus on the Ante Wager, at
    the odds in one of the following paytables selected by the certificate holder in its Rules
    Submission filed in accordance with § 601a.2 (relating to table games Rules Submissions),
    regardless of whether the player's Three Card Poker hand outranks the dealer's hand:
      Hand              Paytable A   Paytable B   Paytable C
      Straight Flush    5 to 1       5 to 1       4 to 1
      Three-of-a-kind   4 to 1       3 to 1       3 to 1
      Straight          1 to 1       1 to 1       1 to 1"

    @written_for_three_card_poker.ante_bonus
    Scenario Outline: 649a.12(b) Paytable <paytable>: an Ante Bonus of <odds> for a <hand>
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-<paytable>"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Pair Plus Wager of $15
      And the deck is stacked with seat 1 "<cards>" and the dealer "Jc 5d 2s"
      When seat 1 makes a Play Wager
      And the round is settled
      Then seat 1 is paid an Ante Bonus of <odds>

      Examples:
        | paytable | hand            | cards    | odds   |
        | A        | Straight Flush  | 9h 8h 7h | 5 to 1 |
        | A        | Three-of-a-kind | 9h 9d 9c | 4 to 1 |
        | A        | Straight        | 9h 8d 7c | 1 to 1 |
        | B        | Straight Flush  | 9h 8h 7h | 5 to 1 |
        | B        | Three-of-a-kind | 9h 9d 9c | 3 to 1 |
        | B        | Straight        | 9h 8d 7c | 1 to 1 |
        | C        | Straight Flush  | 9h 8h 7h | 4 to 1 |
        | C        | Three-of-a-kind | 9h 9d 9c | 3 to 1 |
        | C        | Straight        | 9h 8d 7c | 1 to 1 |

    @written_for_three_card_poker.ante_bonus
    Scenario: 649a.12(b) The Ante Bonus is paid although the player's hand loses to the dealer's
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And the deck is stacked with seat 1 "6h 5d 4c" and the dealer "Jc Tc 9s"
      When the round is settled
      Then the dealer qualifies
      And seat 1's Ante Wager loses
      And seat 1's Play Wager loses
      And seat 1 is paid an Ante Bonus of 1 to 1

    @written_for_three_card_poker.ante_bonus
    Scenario: 649a.12(b) The Ante Bonus is paid when the player's hand ties the dealer's
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And the deck is stacked with seat 1 "Kh Qd Jc" and the dealer "Ks Qc Js"
      When the round is settled
      Then seat 1's Ante Wager is returned
      And seat 1's Play Wager is returned
      And seat 1 is paid an Ante Bonus of 1 to 1

    @written_for_three_card_poker.ante_bonus
    Scenario: 649a.12(b) The Ante Bonus is paid when the dealer does not qualify
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And the deck is stacked with seat 1 "9h 8h 7h" and the dealer "Jc 5d 2s"
      When the round is settled
      Then the dealer does not qualify
      And seat 1's Ante Wager is paid 1 to 1
      And seat 1's Play Wager is returned
      And seat 1 is paid an Ante Bonus of 5 to 1

    Scenario: 649a.12(b) No Ante Bonus without a Play Wager
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And the deck is stacked with seat 1 "9h 8d 7c" and the dealer "Jc 5d 2s"
      When seat 1 folds
      And the round is settled
      Then seat 1 is paid no Ante Bonus

    Scenario: 649a.12(b) No Ante Bonus for a hand below a straight
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And the deck is stacked with seat 1 "Ah 9h 4h" and the dealer "Jc 5d 2s"
      When the round is settled
      Then seat 1 is paid no Ante Bonus

  Rule: 649a.12(c) The Ante Bonus of the 649a.7(e) version
    "If a certificate holder offers the version of Three Card Poker as described in § 649a.7(e)
    (relating to wagers), a player placing an Ante Wager and Play Wager shall be paid an Ante
    Bonus at the odds in one of the following paytables selected by the certificate holder in its
    Rules Submission filed in accordance with § 601a.2:
      Hand                          Paytable A   Paytable B   Paytable C
      Ace, King, Queen of Spades    50 to 1      50 to 1      50 to 1
      Ace, King, Queen              5 to 1       50 to 1      10 to 1
      Straight Flush                4 to 1       8 to 1       6 to 1
      Three-of-a-kind               3 to 1       6 to 1       3 to 1
      Straight                      1 to 1       N/A          N/A"

    @written_for_three_card_poker.ante_bonus
    Scenario Outline: 649a.12(c) Paytable <paytable>: an Ante Bonus of <odds> for <hand>
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-version-e-<paytable>"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Pair Plus Wager of $15
      And the deck is stacked with seat 1 "<cards>" and the dealer "Jc 5d 2s"
      When seat 1 makes a Play Wager
      And the round is settled
      Then seat 1 is paid an Ante Bonus of <odds>

      Examples:
        | paytable | hand                       | cards    | odds    |
        | A        | Ace, King, Queen of Spades | As Ks Qs | 50 to 1 |
        | A        | Ace, King, Queen           | Ah Kh Qh | 5 to 1  |
        | A        | Straight Flush             | 9h 8h 7h | 4 to 1  |
        | A        | Three-of-a-kind            | 9h 9d 9c | 3 to 1  |
        | A        | Straight                   | 9h 8d 7c | 1 to 1  |
        | B        | Ace, King, Queen of Spades | As Ks Qs | 50 to 1 |
        | B        | Ace, King, Queen           | Ad Kd Qd | 50 to 1 |
        | B        | Straight Flush             | 9h 8h 7h | 8 to 1  |
        | B        | Three-of-a-kind            | 9h 9d 9c | 6 to 1  |
        | C        | Ace, King, Queen of Spades | As Ks Qs | 50 to 1 |
        | C        | Ace, King, Queen           | Ac Kc Qc | 10 to 1 |
        | C        | Straight Flush             | 9h 8h 7h | 6 to 1  |
        | C        | Three-of-a-kind            | 9h 9d 9c | 3 to 1  |

    @written_for_three_card_poker.ante_bonus
    Scenario Outline: 649a.12(c) Paytable <paytable>: a Straight is N/A and pays no Ante Bonus
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-version-e-<paytable>"
      And seat 1 places an Ante Wager of $10
      And the deck is stacked with seat 1 "9h 8d 7c" and the dealer "Jc 5d 2s"
      When seat 1 makes a Play Wager
      And the round is settled
      Then seat 1 is paid no Ante Bonus
      And seat 1's Ante Wager is paid 1 to 1

      Examples:
        | paytable |
        | B        |
        | C        |

    @written_for_three_card_poker.ante_bonus
    Scenario: 649a.12(c) An ace, king and queen of different suits is a straight, not the "Ace, King, Queen" row
      The reading "the Ace, King, Queen row of the 649a.7(e) Ante Bonus" of
      docs/interpretations.md: the row stands above Straight Flush, so it is suited.
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-version-e-A"
      And seat 1 places an Ante Wager of $10
      And the deck is stacked with seat 1 "Ah Kd Qc" and the dealer "Jc 5d 2s"
      When the round is settled
      Then seat 1 is paid an Ante Bonus of 1 to 1

  Rule: 649a.12(d) The Pair Plus Wager
    "A player placing a Pair Plus Wager shall be paid at the odds in one of the following
    paytables selected by the certificate holder in its Rules Submission filed in accordance with
    § 601a.2:
      Hand              Paytable A   Paytable B   Paytable C
      Straight Flush    35 to 1      40 to 1      40 to 1
      Three-of-a-kind   25 to 1      30 to 1      30 to 1
      Straight          5 to 1       5 to 1       6 to 1
      Flush             3 to 1       4 to 1       3 to 1
      Pair              1 to 1       1 to 1       1 to 1"

    @written_for_three_card_poker.pair_plus
    Scenario Outline: 649a.12(d) Paytable <paytable>: a Pair Plus Wager on a <hand> is paid <odds>
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-<paytable>"
      And seat 1 places a Pair Plus Wager of $10
      And the deck is stacked with seat 1 "<cards>" and the dealer "Jc 5d 2s"
      When the round is settled
      Then seat 1's Pair Plus Wager is paid <odds>

      Examples:
        | paytable | hand            | cards    | odds    |
        | A        | Straight Flush  | 9h 8h 7h | 35 to 1 |
        | A        | Three-of-a-kind | 9h 9d 9c | 25 to 1 |
        | A        | Straight        | 9h 8d 7c | 5 to 1  |
        | A        | Flush           | Ah 9h 4h | 3 to 1  |
        | A        | Pair            | 9h 9d 4c | 1 to 1  |
        | B        | Straight Flush  | 9h 8h 7h | 40 to 1 |
        | B        | Three-of-a-kind | 9h 9d 9c | 30 to 1 |
        | B        | Straight        | 9h 8d 7c | 5 to 1  |
        | B        | Flush           | Ah 9h 4h | 4 to 1  |
        | B        | Pair            | 9h 9d 4c | 1 to 1  |
        | C        | Straight Flush  | 9h 8h 7h | 40 to 1 |
        | C        | Three-of-a-kind | 9h 9d 9c | 30 to 1 |
        | C        | Straight        | 9h 8d 7c | 6 to 1  |
        | C        | Flush           | Ah 9h 4h | 3 to 1  |
        | C        | Pair            | 9h 9d 4c | 1 to 1  |

    Scenario: 649a.12(d) A Pair Plus Wager on a hand below a pair loses
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places a Pair Plus Wager of $10
      And the deck is stacked with seat 1 "As Kh 9d" and the dealer "Jc 5d 2s"
      When the round is settled
      Then seat 1's Pair Plus Wager loses

  Rule: 649a.12(e)(1) The Progressive Payout Wager
    "If a certificate holder offers a Progressive Payout Wager: (1) A player placing a Progressive
    Payout Wager shall be paid at the odds in one of the following paytables selected by the
    certificate holder in its Rules Submission filed in accordance with § 601a.2:
      Hand                                               Paytable A      Paytable B
      Ace, King and Queen of Spades                      100% of meter   100% of meter
      Ace, King and Queen of Hearts, Diamonds or Clubs   500 for 1       500 for 1
      Straight Flush                                     70 for 1        100 for 1
      Three-of-a-kind                                    60 for 1        90 for 1
      Straight                                           6 for 1         N/A"

    Scenario Outline: 649a.12(e)(1) Paytable <paytable>: a Progressive Payout Wager on <hand> is paid <payout>
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-<paytable>"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Progressive Payout Wager of $1
      And the deck is stacked with seat 1 "<cards>" and the dealer "Jc 5d 2s"
      When the round is settled
      Then seat 1's Progressive Payout Wager is paid <payout>

      Examples:
        | paytable | hand                                             | cards    | payout                                                     |
        | A        | Ace, King and Queen of Spades                    | As Ks Qs | $1,000.14 from the progressive table game system |
        | A        | Ace, King and Queen of Hearts, Diamonds or Clubs | Ah Kh Qh | 500 for 1                                                  |
        | A        | Straight Flush                                   | 9h 8h 7h | 70 for 1                                                   |
        | A        | Three-of-a-kind                                  | 9h 9d 9c | 60 for 1                                                   |
        | A        | Straight                                         | 9h 8d 7c | 6 for 1                                                    |
        | B        | Ace, King and Queen of Spades                    | As Ks Qs | $1,000.20 from the progressive table game system |
        | B        | Ace, King and Queen of Hearts, Diamonds or Clubs | Ad Kd Qd | 500 for 1                                                  |
        | B        | Straight Flush                                   | 9h 8h 7h | 100 for 1                                                  |
        | B        | Three-of-a-kind                                  | 9h 9d 9c | 90 for 1                                                   |

    Scenario: 649a.12(e)(1) Paytable B: a Straight is N/A and the Progressive Payout Wager loses
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-B"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Progressive Payout Wager of $1
      And the deck is stacked with seat 1 "9h 8d 7c" and the dealer "Jc 5d 2s"
      When the round is settled
      Then seat 1's Progressive Payout Wager loses

    Scenario: 649a.12(e)(1) A $5 Progressive Payout Wager is paid 500 for 1 on an ace, king and queen of hearts
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-C"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Progressive Payout Wager of $5
      And the deck is stacked with seat 1 "Ah Kh Qh" and the dealer "Jc 5d 2s"
      When the round is settled
      Then seat 1's Progressive Payout Wager is paid $2,500

  Rule: 649a.12(e)(2) Only the highest ranking hand formed is paid
    "A player shall receive the payout for only the highest ranking Three Card Poker hand formed."

    Scenario: 649a.12(e)(2) A straight flush is paid as a straight flush only, not also as a straight
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Progressive Payout Wager of $1
      And the deck is stacked with seat 1 "Qh Jh Th" and the dealer "Jc 5d 2s"
      When the round is settled
      Then seat 1's Progressive Payout Wager is paid 70 for 1

    Scenario: 649a.12(e)(2) An ace, king and queen of spades is paid the meter only, not also as a straight flush
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Progressive Payout Wager of $1
      And the deck is stacked with seat 1 "Qs As Ks" and the dealer "Jc 5d 2s"
      When the round is settled
      Then seat 1's Progressive Payout Wager is paid $1,000.14 from the progressive table game system

  Rule: 649a.12(e)(3) The rate of progression and the initial and reset amounts
    "The rate of progression for the meter used for the progressive payouts in paragraph (1) must be
    in the certificate holder's Rules Submission filed in accordance with § 601a.2 and must be at
    least 14% for Paytable A and 20% for Paytable B. The initial and reset amount must also be in
    the certificate holder's Rules Submission and must be at least $1,000."

    Scenario Outline: 649a.12(e)(3) Paytable <letter> with a rate of progression of <rate> is <verdict>
      Given a Rules Submission under chapter 649a with a Paytable <letter> progressive at a rate of progression of <rate>
      Then the Rules Submission is <verdict>

      Examples:
        | letter | rate  | verdict                         |
        | A      | 13.9% | refused citing "649a.12(e)(3)" |
        | A      | 14%   | accepted                        |
        | B      | 19.5% | refused citing "649a.12(e)(3)" |
        | B      | 20%   | accepted                        |

    Scenario Outline: 649a.12(e)(3) A Rules Submission with <which> amount of <amount> is <verdict>
      Given a Rules Submission under chapter 649a with a Paytable A progressive and <which> amount of <amount>
      Then the Rules Submission is <verdict>

      Examples:
        | which      | amount  | verdict                        |
        | an initial | $999.99 | refused citing "649a.12(e)(3)" |
        | an initial | $1,000  | accepted                       |
        | a reset    | $999    | refused citing "649a.12(e)(3)" |
        | a reset    | $2,500  | accepted                       |

    Scenario Outline: 649a.12(e)(3) A Rules Submission that states no <missing> is refused
      Given a Rules Submission under chapter 649a with a Paytable B progressive that states no <missing>
      Then the Rules Submission is refused citing "649a.12(e)(3)"

      Examples:
        | missing             |
        | rate of progression |
        | initial amount      |
        | reset amount        |

    Scenario: 649a.12(e)(3) Each Progressive Payout Wager adds the rate of progression to the meter
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-B"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Progressive Payout Wager of $1
      And seat 2 places a Pair Plus Wager of $10
      And seat 2 places a Progressive Payout Wager of $1
      And seat 3 places an Ante Wager of $10
      And seat 3 places a Progressive Payout Wager of $1
      When the round is settled
      Then the progressive meter reads $1,000.60

    Scenario: 649a.12(e)(3) After the jackpot the meter starts again at the reset amount
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-B"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Progressive Payout Wager of $1
      And the deck is stacked with seat 1 "As Ks Qs" and the dealer "Jc 5d 2s"
      When the round is settled
      Then seat 1's Progressive Payout Wager is paid $1,000.20 from the progressive table game system
      And the system reports "meter reset"
      And the progressive meter reads $1,000.00

  Rule: 649a.12(e)(4) The meter's amount when it is the player's turn to be paid
    "Winning Progressive Payout Hands shall be paid in accordance with the amount on the meter when
    it is the player's turn to be paid in accordance with § 649a.11(c) (relating to procedures for
    completion of each round of play)."

    Scenario: 649a.12(e)(4) The jackpot is the meter as it stands at the player's turn, with every wager of the round added
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Progressive Payout Wager of $1
      And seat 4 places an Ante Wager of $10
      And seat 4 places a Progressive Payout Wager of $1
      And seat 7 places an Ante Wager of $10
      And seat 7 places a Progressive Payout Wager of $1
      And the deck is stacked with seat 1 "Kh 7d 2s", seat 4 "As Ks Qs", seat 7 "9c 6d 3h" and the dealer "Jc 5d 2c"
      When the round is settled
      Then seat 4's Progressive Payout Wager is paid $1,000.42 from the progressive table game system
      And the progressive meter reads $1,000.00

    Scenario: 649a.12(e)(4) The meter carries the contributions of earlier rounds into the jackpot
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Progressive Payout Wager of $1
      And seat 2 places an Ante Wager of $10
      And seat 2 places a Progressive Payout Wager of $1
      When the round is settled
      Then the progressive meter reads $1,000.28
      Given seat 3 places an Ante Wager of $10
      And seat 3 places a Progressive Payout Wager of $1
      And the deck is stacked with seat 3 "Ks As Qs" and the dealer "Jc 5d 2s"
      When the round is settled
      Then seat 3's Progressive Payout Wager is paid $1,000.42 from the progressive table game system

  Rule: 649a.12(e)(5) The Envy Bonus, by the receiving player's Progressive Payout Wager
    "Envy Bonus payouts shall be made according to the following payout schedules for Envy Bonus
    Qualifying Hands based upon the amount of the Progressive Payout Wager placed by the player
    receiving the Envy Bonus:
      $1 Progressive Payout Wager
      Hand                                               Envy Bonus
      Ace, King and Queen of Spades                      $100
      Ace, King and Queen of Hearts, Diamonds or Clubs   $25
      $5 Progressive Payout Wager
      Hand                                               Envy Bonus
      Ace, King and Queen of Spades                      $500
      Ace, King and Queen of Hearts, Diamonds or Clubs   $125"

    Scenario Outline: 649a.12(e)(5) A <wager> Progressive Payout Wager: an Envy Bonus of <envy> for another player's <hand>
      Given a Three Card Poker table under Rules Submission "<rules>"
      And seat 2 places an Ante Wager of $10
      And seat 2 places a Progressive Payout Wager of <wager>
      And seat 6 places an Ante Wager of $10
      And the deck is stacked with seat 2 "Kc 7d 2h", seat 6 "<cards>" and the dealer "Jc 5d 3s"
      When the round is settled
      Then seat 2 is paid an Envy Bonus of <envy>

      Examples:
        | wager | rules              | hand                                             | cards    | envy |
        | $1    | pa-649a-paytable-A | Ace, King and Queen of Spades                    | As Ks Qs | $100 |
        | $1    | pa-649a-paytable-A | Ace, King and Queen of Hearts, Diamonds or Clubs | Ah Kh Qh | $25  |
        | $5    | pa-649a-paytable-C | Ace, King and Queen of Spades                    | As Ks Qs | $500 |
        | $5    | pa-649a-paytable-C | Ace, King and Queen of Hearts, Diamonds or Clubs | Ad Kd Qd | $125 |

    Scenario: 649a.12(e)(5) A straight flush other than an ace, king and queen earns no Envy Bonus
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 2 places an Ante Wager of $10
      And seat 2 places a Progressive Payout Wager of $1
      And seat 6 places an Ante Wager of $10
      And the deck is stacked with seat 2 "Kc 7d 2h", seat 6 "Ks Qs Js" and the dealer "Jc 5d 3s"
      When the round is settled
      Then seat 2 is paid no Envy Bonus

  Rule: 649a.12(f) The Six Card Bonus Wager
    "If a certificate holder offers the Six Card Bonus Wager, the certificate holder shall pay out
    winning Six Card Bonus Wagers at the amounts in one of the following pay tables selected by the
    certificate holder in its Rules Submission filed in accordance with § 601a.2:
      Hand              Paytable A   Paytable B   Paytable C
      Royal Flush       1,000 to 1   1,000 to 1   1,000 to 1
      Straight Flush    200 to 1     200 to 1     200 to 1
      Four-of-a-Kind    50 to 1      100 to 1     100 to 1
      Full House        25 to 1      20 to 1      20 to 1
      Flush             20 to 1      15 to 1      15 to 1
      Straight          10 to 1      9 to 1       10 to 1
      Three-of-a-kind   5 to 1       8 to 1       7 to 1"

    @written_for_three_card_poker.six_card_bonus
    Scenario Outline: 649a.12(f) Paytable <paytable>: a Six Card Bonus Wager on a <hand> is paid <odds>
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-<paytable>"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Six Card Bonus Wager of $5
      And the deck is stacked with seat 1 "<player>" and the dealer "<dealer>"
      When the round is settled
      Then seat 1's Six Card Bonus Wager is paid <odds>

      Examples:
        | paytable | hand            | player   | dealer   | odds       |
        | A        | Royal Flush     | As Ks Qs | Js Ts 2d | 1,000 to 1 |
        | A        | Straight Flush  | 9h 8h 7h | 6h 5h 2c | 200 to 1   |
        | A        | Four-of-a-Kind  | 9h 9d 9c | 9s 5h 2c | 50 to 1    |
        | A        | Full House      | 9h 9d 9c | 5s 5h 2c | 25 to 1    |
        | A        | Flush           | Ah 9h 7h | 4h 2h Kc | 20 to 1    |
        | A        | Straight        | 9h 8d 7c | 6s 5h 2c | 10 to 1    |
        | A        | Three-of-a-kind | 9h 9d 4c | 9s Kh 2c | 5 to 1     |
        | B        | Royal Flush     | As Ks Qs | Js Ts 2d | 1,000 to 1 |
        | B        | Straight Flush  | 9h 8h 7h | 6h 5h 2c | 200 to 1   |
        | B        | Four-of-a-Kind  | 9h 9d 9c | 9s 5h 2c | 100 to 1   |
        | B        | Full House      | 9h 9d 9c | 5s 5h 2c | 20 to 1    |
        | B        | Flush           | Ah 9h 7h | 4h 2h Kc | 15 to 1    |
        | B        | Straight        | 9h 8d 7c | 6s 5h 2c | 9 to 1     |
        | B        | Three-of-a-kind | 9h 9d 4c | 9s Kh 2c | 8 to 1     |
        | C        | Royal Flush     | As Ks Qs | Js Ts 2d | 1,000 to 1 |
        | C        | Straight Flush  | 9h 8h 7h | 6h 5h 2c | 200 to 1   |
        | C        | Four-of-a-Kind  | 9h 9d 9c | 9s 5h 2c | 100 to 1   |
        | C        | Full House      | 9h 9d 9c | 5s 5h 2c | 20 to 1    |
        | C        | Flush           | Ah 9h 7h | 4h 2h Kc | 15 to 1    |
        | C        | Straight        | 9h 8d 7c | 6s 5h 2c | 10 to 1    |
        | C        | Three-of-a-kind | 9h 9d 4c | 9s Kh 2c | 7 to 1     |

    Scenario: 649a.12(f) A Six Card Bonus Wager on two pair loses
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-B"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Six Card Bonus Wager of $5
      And the deck is stacked with seat 1 "Ks Kd 4c" and the dealer "4s 9h 2c"
      When the round is settled
      Then seat 1's Six Card Bonus Wager loses

  Rule: 649a.12(e)(4) Sessions of random rounds at one table
    The meter grows by the rate of progression with every Progressive Payout Wager, a jackpot
    is paid at the meter's amount when it is the player's turn and resets it; only a session
    of many rounds at one table shows it. Stateful fuzzing: random rounds and rounds with an
    ace, king and queen of spades dealt on purpose, the game recall read between them, every
    round judged against the oracle's play at its own table, and the stub count rule (no five
    dealt rounds without a count) checked across the session.

    @long
    Scenario: 649a.12(e)(4) Sessions of random rounds keep the meter, jackpots and recall with the oracle
      When 6 sessions of up to 12 random rounds are played at one table under Rules Submission "pa-649a-paytable-A" with seed 5
      Then every session conforms to the oracle
