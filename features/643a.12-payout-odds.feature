@let_it_ride
Feature: 643a.12 Payout odds; payout limitation
  58 Pa. Code § 643a.12, Let It Ride Poker, as published at 41 Pa.B. 3836 (July 16, 2011).
  Each subsection is quoted in its Rule; every row of every paytable is an example.

  Sections 643a.1-643a.7 are cited but absent from the seeds. What this feature infers
  from them (docs/interpretations.md): the Let It Ride Poker Wagers of 643a.7(d) are three
  equal wagers, Bet Number 1, Bet Number 2 and Bet Number 3, each paid at the odds of
  643a.12(a) on the player's five-card hand (three cards and the two community cards,
  643a.11(f)(1)); the Let It Ride Bonus Wager of 643a.7(e) is ranked on the same five-card
  hand; the Three Card Bonus Wager of 643a.7(f) is ranked on the player's own three cards.
  The hand rankings of 643a.6 are not in the seeds: the usual poker rankings are taken,
  and a "Mini-royal" is an ace, king and queen of one suit, any suit
  (docs/interpretations.md, "mini-royal").

  "to 1" pays the odds times the wager and the wager stays with the player; the Let It Ride
  Bonus Wager's dollar amounts are the whole sum paid for a $1 wager, which was collected
  into the table inventory before the deal (643a.8(b)); a row printed "$0" loses the wager
  (docs/interpretations.md, "Let It Ride Bonus amounts").

  The Rules Submissions select one paytable per wager: "pa-643a-paytable-A-no-limit" and
  "pa-643a-paytable-B" pay every wager at Paytable A or B; "pa-643a-paytable-C" pays the
  Let It Ride Poker Wagers at Paytable A and both bonus wagers at Paytable C;
  "pa-643a-paytable-D", "-E" and "-F" pay the Let It Ride Poker Wagers at Paytable A and the
  Three Card Bonus Wager at Paytable D, E or F. None of them sets a payout limitation.
  "pa-643a-paytable-A" limits the Let It Ride Poker Wagers to $50,000 a hand (643a.12(d));
  "pa-643a-limit-bonus-5" does the same with a $5 Let It Ride Bonus Wager at Paytable A.

  Rule: 643a.12(a) The Let It Ride Poker Wagers
    "(a) Subject to the payout limitation in subsection (d), a certificate holder shall pay
    out winning Let It Ride Poker Wagers at the odds in one of the following paytables
    selected by the certificate holder in its Rules Submission filed in accordance with
    § 601a.2 (relating to table games Rules Submissions):
    Hand Paytable A Paytable B Royal Flush 1,000 to 1 500 to 1 Straight Flush 200 to 1 200
    to 1 Four-of-a-kind 50 to 1 50 to 1 Full House 11 to 1 11 to 1 Flush 8 to 1 8 to 1
    Straight 5 to 1 5 to 1 Three-of-a-kind 3 to 1 3 to 1 Two Pair 2 to 1 2 to 1 Pair—Tens or
    better 1 to 1 1 to 1"

    @written_for_let_it_ride.maximum_payout @written_for_let_it_ride.paytable
    Scenario Outline: 643a.12(a) Paytable <paytable>: <hand> pays <odds> to 1 on each Let It Ride Poker Wager
      Given a Let It Ride table under Rules Submission "<rules>"
      And seat 3 places the three Let It Ride Poker Wagers of $10 each
      And the deck is stacked with seat 3 "<player>" and the community cards "<community>"
      When the round is settled
      Then seat 3's Let It Ride Poker Wagers are each paid <odds> to 1

      Examples: 643a.12(a) Paytable A
        | paytable | rules                       | hand                | player   | community | odds  |
        | A        | pa-643a-paytable-A-no-limit | Royal Flush         | As Ks Qs | Js Ts     | 1,000 |
        | A        | pa-643a-paytable-A-no-limit | Straight Flush      | 9h 8h 7h | 6h 5h     | 200   |
        | A        | pa-643a-paytable-A-no-limit | Four-of-a-kind      | 9s 9h 9d | 9c 2s     | 50    |
        | A        | pa-643a-paytable-A-no-limit | Full House          | 9s 9h 9d | 2c 2s     | 11    |
        | A        | pa-643a-paytable-A-no-limit | Flush               | 2d 7d 9d | Jd 4d     | 8     |
        | A        | pa-643a-paytable-A-no-limit | Straight            | 5s 6h 7d | 8c 9s     | 5     |
        | A        | pa-643a-paytable-A-no-limit | Three-of-a-kind     | 5s 5h 5d | 8c Ks     | 3     |
        | A        | pa-643a-paytable-A-no-limit | Two Pair            | 5s 5h Kd | Kc 2s     | 2     |
        | A        | pa-643a-paytable-A-no-limit | Pair—Tens or better | Ts Th 3d | 8c 2s     | 1     |

      Examples: 643a.12(a) Paytable B
        | paytable | rules              | hand                | player   | community | odds |
        | B        | pa-643a-paytable-B | Royal Flush         | As Ks Qs | Js Ts     | 500  |
        | B        | pa-643a-paytable-B | Straight Flush      | 9h 8h 7h | 6h 5h     | 200  |
        | B        | pa-643a-paytable-B | Four-of-a-kind      | 9s 9h 9d | 9c 2s     | 50   |
        | B        | pa-643a-paytable-B | Full House          | 9s 9h 9d | 2c 2s     | 11   |
        | B        | pa-643a-paytable-B | Flush               | 2d 7d 9d | Jd 4d     | 8    |
        | B        | pa-643a-paytable-B | Straight            | 5s 6h 7d | 8c 9s     | 5    |
        | B        | pa-643a-paytable-B | Three-of-a-kind     | 5s 5h 5d | 8c Ks     | 3    |
        | B        | pa-643a-paytable-B | Two Pair            | 5s 5h Kd | Kc 2s     | 2    |
        | B        | pa-643a-paytable-B | Pair—Tens or better | Ts Th 3d | 8c 2s     | 1    |

    @written_for_let_it_ride.maximum_payout @written_for_let_it_ride.paytable
    Scenario Outline: 643a.12(a) Paytable <paytable>: a Pair—Tens or better counts the pair wherever it lies, <hand>
      Given a Let It Ride table under Rules Submission "<rules>"
      And seat 3 places the three Let It Ride Poker Wagers of $10 each
      And the deck is stacked with seat 3 "<player>" and the community cards "<community>"
      When the round is settled
      Then seat 3's Let It Ride Poker Wagers are each paid 1 to 1

      Examples:
        | paytable | rules                       | hand                         | player   | community |
        | A        | pa-643a-paytable-A-no-limit | aces in the community cards  | Kh 7d 3c | As Ad     |
        | B        | pa-643a-paytable-B          | jacks, one in each place     | Jh 7d 3c | Js 2d     |

    @written_for_let_it_ride.maximum_payout @written_for_let_it_ride.paytable
    Scenario Outline: 643a.12(a) Paytable <paytable>: a straight with the ace low, <hand>, pays 5 to 1
      Given a Let It Ride table under Rules Submission "<rules>"
      And seat 3 places the three Let It Ride Poker Wagers of $10 each
      And the deck is stacked with seat 3 "<player>" and the community cards "<community>"
      When the round is settled
      Then seat 3's Let It Ride Poker Wagers are each paid 5 to 1

      Examples:
        | paytable | rules                       | hand        | player   | community |
        | A        | pa-643a-paytable-A-no-limit | ace to five | As 2h 3d | 4c 5s     |
        | B        | pa-643a-paytable-B          | ace to five | As 2h 3d | 4c 5s     |

    Scenario Outline: 643a.12(a) Paytable <paytable>: <hand> is below every row and the Let It Ride Poker Wagers lose
      Given a Let It Ride table under Rules Submission "<rules>"
      And seat 3 places the three Let It Ride Poker Wagers of $10 each
      And the deck is stacked with seat 3 "<player>" and the community cards "<community>"
      When the round is settled
      Then seat 3's Let It Ride Poker Wagers each lose

      Examples:
        | paytable | rules                       | hand                 | player   | community |
        | A        | pa-643a-paytable-A-no-limit | a pair of nines      | 9s 9h 3d | 8c 2s     |
        | A        | pa-643a-paytable-A-no-limit | ace high             | Ah Kd 3c | 8s 2d     |
        | B        | pa-643a-paytable-B          | a pair of nines      | 9s 9h 3d | 8c 2s     |
        | B        | pa-643a-paytable-B          | four to a flush      | 2d 7d 9d | Jd 4s     |

  Rule: 643a.12(b) The Let It Ride Bonus Wager
    "(b) If a certificate holder offers the Let It Ride Bonus Wager, the certificate holder
    shall pay out winning Let It Ride Bonus Wagers at the amounts in one of the following
    paytables selected by the certificate holder in its Rules Submission filed in accordance
    with § 601a.2:
    Hand Paytable A Paytable B Paytable C Royal Flush $25,000 $20,000 $20,000 Straight Flush
    $2,500 $2,000 $2,000 Four-of-a-kind $400 $200 $100 Full House $200 $75 $75 Flush $50 $50
    $50 Straight $25 $25 $25 Three-of-a-kind $5 $5 $9 Two Pair $0 $4 $6 Pair—Tens or better
    $0 $1 $0"

    @written_for_let_it_ride.bonus
    Scenario Outline: 643a.12(b) Paytable <paytable>: <hand> pays the Let It Ride Bonus Wager <amount>
      Given a Let It Ride table under Rules Submission "<rules>"
      And seat 3 places the three Let It Ride Poker Wagers of $5 each
      And seat 3 places a Let It Ride Bonus Wager of $1
      And the deck is stacked with seat 3 "<player>" and the community cards "<community>"
      When the round is settled
      Then seat 3's Let It Ride Bonus Wager is paid <amount>

      Examples: 643a.12(b) Paytable A
        | paytable | rules                       | hand            | player   | community | amount  |
        | A        | pa-643a-paytable-A-no-limit | Royal Flush     | As Ks Qs | Js Ts     | $25,000 |
        | A        | pa-643a-paytable-A-no-limit | Straight Flush  | 9h 8h 7h | 6h 5h     | $2,500  |
        | A        | pa-643a-paytable-A-no-limit | Four-of-a-kind  | 9s 9h 9d | 9c 2s     | $400    |
        | A        | pa-643a-paytable-A-no-limit | Full House      | 9s 9h 9d | 2c 2s     | $200    |
        | A        | pa-643a-paytable-A-no-limit | Flush           | 2d 7d 9d | Jd 4d     | $50     |
        | A        | pa-643a-paytable-A-no-limit | Straight        | 5s 6h 7d | 8c 9s     | $25     |
        | A        | pa-643a-paytable-A-no-limit | Three-of-a-kind | 5s 5h 5d | 8c Ks     | $5      |

      Examples: 643a.12(b) Paytable B
        | paytable | rules              | hand                | player   | community | amount  |
        | B        | pa-643a-paytable-B | Royal Flush         | As Ks Qs | Js Ts     | $20,000 |
        | B        | pa-643a-paytable-B | Straight Flush      | 9h 8h 7h | 6h 5h     | $2,000  |
        | B        | pa-643a-paytable-B | Four-of-a-kind      | 9s 9h 9d | 9c 2s     | $200    |
        | B        | pa-643a-paytable-B | Full House          | 9s 9h 9d | 2c 2s     | $75     |
        | B        | pa-643a-paytable-B | Flush               | 2d 7d 9d | Jd 4d     | $50     |
        | B        | pa-643a-paytable-B | Straight            | 5s 6h 7d | 8c 9s     | $25     |
        | B        | pa-643a-paytable-B | Three-of-a-kind     | 5s 5h 5d | 8c Ks     | $5      |
        | B        | pa-643a-paytable-B | Two Pair            | 5s 5h Kd | Kc 2s     | $4      |
        | B        | pa-643a-paytable-B | Pair—Tens or better | Ts Th 3d | 8c 2s     | $1      |

      Examples: 643a.12(b) Paytable C
        | paytable | rules              | hand            | player   | community | amount  |
        | C        | pa-643a-paytable-C | Royal Flush     | As Ks Qs | Js Ts     | $20,000 |
        | C        | pa-643a-paytable-C | Straight Flush  | 9h 8h 7h | 6h 5h     | $2,000  |
        | C        | pa-643a-paytable-C | Four-of-a-kind  | 9s 9h 9d | 9c 2s     | $100    |
        | C        | pa-643a-paytable-C | Full House      | 9s 9h 9d | 2c 2s     | $75     |
        | C        | pa-643a-paytable-C | Flush           | 2d 7d 9d | Jd 4d     | $50     |
        | C        | pa-643a-paytable-C | Straight        | 5s 6h 7d | 8c 9s     | $25     |
        | C        | pa-643a-paytable-C | Three-of-a-kind | 5s 5h 5d | 8c Ks     | $9      |
        | C        | pa-643a-paytable-C | Two Pair        | 5s 5h Kd | Kc 2s     | $6      |

    @written_for_let_it_ride.bonus
    Scenario Outline: 643a.12(b) Paytable <paytable>: the "$0" row, <hand>, loses the Let It Ride Bonus Wager
      Given a Let It Ride table under Rules Submission "<rules>"
      And seat 3 places the three Let It Ride Poker Wagers of $5 each
      And seat 3 places a Let It Ride Bonus Wager of $1
      And the deck is stacked with seat 3 "<player>" and the community cards "<community>"
      When the round is settled
      Then seat 3's Let It Ride Bonus Wager loses

      Examples: 643a.12(b) Paytable A
        | paytable | rules                       | hand                | player   | community |
        | A        | pa-643a-paytable-A-no-limit | Two Pair            | 5s 5h Kd | Kc 2s     |
        | A        | pa-643a-paytable-A-no-limit | Pair—Tens or better | Ts Th 3d | 8c 2s     |

      Examples: 643a.12(b) Paytable C
        | paytable | rules              | hand                | player   | community |
        | C        | pa-643a-paytable-C | Pair—Tens or better | Ts Th 3d | 8c 2s     |

    @written_for_let_it_ride.bonus
    Scenario Outline: 643a.12(b) Paytable <paytable>: a pair below tens is on no row and loses the Let It Ride Bonus Wager
      Given a Let It Ride table under Rules Submission "<rules>"
      And seat 3 places the three Let It Ride Poker Wagers of $5 each
      And seat 3 places a Let It Ride Bonus Wager of $1
      And the deck is stacked with seat 3 "9s 9h 3d" and the community cards "8c 2s"
      When the round is settled
      Then seat 3's Let It Ride Bonus Wager loses

      Examples:
        | paytable | rules                       |
        | A        | pa-643a-paytable-A-no-limit |
        | B        | pa-643a-paytable-B          |
        | C        | pa-643a-paytable-C          |

    Scenario: 643a.12(b) A table whose Rules Submission does not offer the Let It Ride Bonus Wager refuses it
      Given a Let It Ride table under Rules Submission "pa-643a-automated-shoe"
      And seat 1 places the three Let It Ride Poker Wagers of $25 each
      And seat 1 places a Let It Ride Bonus Wager of $1
      When the round is settled
      Then seat 1's Let It Ride Bonus Wager is refused as not-offered

  Rule: 643a.12(c) The Three Card Bonus Wager
    "(c) If a certificate holder offers the Three Card Bonus Wager, the certificate holder
    shall pay off winning Three Card Bonus Wagers at the odds in one of the following
    paytables selected by the certificate holder in its Rules Submission filed in accordance
    with § 601a.2:
    Hand Paytable A Paytable B Paytable C Mini-royal 40 to 1 40 to 1 40 to 1 Straight Flush
    40 to 1 40 to 1 40 to 1 Three-of-a-kind 30 to 1 30 to 1 30 to 1 Straight 6 to 1 5 to 1 6
    to 1 Flush 4 to 1 4 to 1 3 to 1 Pair 1 to 1 1 to 1 1 to 1
    Hand Paytable D Paytable E Paytable F Mini-royal 50 to 1 50 to 1 50 to 1 Straight Flush
    40 to 1 40 to 1 40 to 1 Three-of-a-kind 30 to 1 30 to 1 30 to 1 Straight 6 to 1 5 to 1 6
    to 1 Flush 4 to 1 4 to 1 3 to 1 Pair 1 to 1 1 to 1 1 to 1"

    @written_for_let_it_ride.three_card_bonus
    Scenario Outline: 643a.12(c) Paytable <paytable>: <hand> in the player's three cards pays the Three Card Bonus Wager <odds> to 1
      Given a Let It Ride table under Rules Submission "<rules>"
      And seat 3 places the three Let It Ride Poker Wagers of $5 each
      And seat 3 places a Three Card Bonus Wager of $10
      And the deck is stacked with seat 3 "<player>" and the community cards "Jc 4c"
      When the round is settled
      Then seat 3's Three Card Bonus Wager is paid <odds> to 1

      Examples: 643a.12(c) Paytable A
        | paytable | rules                       | hand            | player   | odds |
        | A        | pa-643a-paytable-A-no-limit | Mini-royal      | Ah Kh Qh | 40   |
        | A        | pa-643a-paytable-A-no-limit | Straight Flush  | 9h 8h 7h | 40   |
        | A        | pa-643a-paytable-A-no-limit | Three-of-a-kind | 5s 5h 5d | 30   |
        | A        | pa-643a-paytable-A-no-limit | Straight        | 5s 6h 7d | 6    |
        | A        | pa-643a-paytable-A-no-limit | Flush           | 2d 7d 9d | 4    |
        | A        | pa-643a-paytable-A-no-limit | Pair            | Ts Th 3d | 1    |

      Examples: 643a.12(c) Paytable B
        | paytable | rules              | hand            | player   | odds |
        | B        | pa-643a-paytable-B | Mini-royal      | Ah Kh Qh | 40   |
        | B        | pa-643a-paytable-B | Straight Flush  | 9h 8h 7h | 40   |
        | B        | pa-643a-paytable-B | Three-of-a-kind | 5s 5h 5d | 30   |
        | B        | pa-643a-paytable-B | Straight        | 5s 6h 7d | 5    |
        | B        | pa-643a-paytable-B | Flush           | 2d 7d 9d | 4    |
        | B        | pa-643a-paytable-B | Pair            | Ts Th 3d | 1    |

      Examples: 643a.12(c) Paytable C
        | paytable | rules              | hand            | player   | odds |
        | C        | pa-643a-paytable-C | Mini-royal      | Ah Kh Qh | 40   |
        | C        | pa-643a-paytable-C | Straight Flush  | 9h 8h 7h | 40   |
        | C        | pa-643a-paytable-C | Three-of-a-kind | 5s 5h 5d | 30   |
        | C        | pa-643a-paytable-C | Straight        | 5s 6h 7d | 6    |
        | C        | pa-643a-paytable-C | Flush           | 2d 7d 9d | 3    |
        | C        | pa-643a-paytable-C | Pair            | Ts Th 3d | 1    |

      Examples: 643a.12(c) Paytable D
        | paytable | rules              | hand            | player   | odds |
        | D        | pa-643a-paytable-D | Mini-royal      | Ah Kh Qh | 50   |
        | D        | pa-643a-paytable-D | Straight Flush  | 9h 8h 7h | 40   |
        | D        | pa-643a-paytable-D | Three-of-a-kind | 5s 5h 5d | 30   |
        | D        | pa-643a-paytable-D | Straight        | 5s 6h 7d | 6    |
        | D        | pa-643a-paytable-D | Flush           | 2d 7d 9d | 4    |
        | D        | pa-643a-paytable-D | Pair            | Ts Th 3d | 1    |

      Examples: 643a.12(c) Paytable E
        | paytable | rules              | hand            | player   | odds |
        | E        | pa-643a-paytable-E | Mini-royal      | Ah Kh Qh | 50   |
        | E        | pa-643a-paytable-E | Straight Flush  | 9h 8h 7h | 40   |
        | E        | pa-643a-paytable-E | Three-of-a-kind | 5s 5h 5d | 30   |
        | E        | pa-643a-paytable-E | Straight        | 5s 6h 7d | 5    |
        | E        | pa-643a-paytable-E | Flush           | 2d 7d 9d | 4    |
        | E        | pa-643a-paytable-E | Pair            | Ts Th 3d | 1    |

      Examples: 643a.12(c) Paytable F
        | paytable | rules              | hand            | player   | odds |
        | F        | pa-643a-paytable-F | Mini-royal      | Ah Kh Qh | 50   |
        | F        | pa-643a-paytable-F | Straight Flush  | 9h 8h 7h | 40   |
        | F        | pa-643a-paytable-F | Three-of-a-kind | 5s 5h 5d | 30   |
        | F        | pa-643a-paytable-F | Straight        | 5s 6h 7d | 6    |
        | F        | pa-643a-paytable-F | Flush           | 2d 7d 9d | 3    |
        | F        | pa-643a-paytable-F | Pair            | Ts Th 3d | 1    |

    @written_for_let_it_ride.three_card_bonus
    Scenario Outline: 643a.12(c) Paytable <paytable>: a mini-royal of spades is a mini-royal and pays <odds> to 1
      Given a Let It Ride table under Rules Submission "<rules>"
      And seat 3 places the three Let It Ride Poker Wagers of $5 each
      And seat 3 places a Three Card Bonus Wager of $10
      And the deck is stacked with seat 3 "As Ks Qs" and the community cards "Jc 4c"
      When the round is settled
      Then seat 3's Three Card Bonus Wager is paid <odds> to 1

      Examples:
        | paytable | rules                       | odds |
        | A        | pa-643a-paytable-A-no-limit | 40   |
        | D        | pa-643a-paytable-D          | 50   |

    @written_for_let_it_ride.three_card_bonus
    Scenario Outline: 643a.12(c) Paytable <paytable>: a hand below a pair loses the Three Card Bonus Wager
      Given a Let It Ride table under Rules Submission "<rules>"
      And seat 3 places the three Let It Ride Poker Wagers of $5 each
      And seat 3 places a Three Card Bonus Wager of $10
      And the deck is stacked with seat 3 "Ah Kd 3c" and the community cards "Jc 4c"
      When the round is settled
      Then seat 3's Three Card Bonus Wager loses

      Examples:
        | paytable | rules                       |
        | A        | pa-643a-paytable-A-no-limit |
        | B        | pa-643a-paytable-B          |
        | C        | pa-643a-paytable-C          |
        | D        | pa-643a-paytable-D          |
        | E        | pa-643a-paytable-E          |
        | F        | pa-643a-paytable-F          |

    @written_for_let_it_ride.maximum_payout @written_for_let_it_ride.paytable @written_for_let_it_ride.three_card_bonus
    Scenario: 643a.12(c) The Three Card Bonus Wager is ranked on the player's three cards alone, not with the community cards
      The community king pairs seat 3's king: a winning Let It Ride hand, but the player's
      own three cards hold no pair.
      Given a Let It Ride table under Rules Submission "pa-643a-paytable-D"
      And seat 3 places the three Let It Ride Poker Wagers of $5 each
      And seat 3 places a Three Card Bonus Wager of $10
      And the deck is stacked with seat 3 "Kh 9d 3c" and the community cards "Ks 2d"
      When the round is settled
      Then seat 3's Let It Ride Poker Wagers are each paid 1 to 1
      And seat 3's Three Card Bonus Wager loses

    Scenario: 643a.12(c) A table whose Rules Submission does not offer the Three Card Bonus Wager refuses it
      Given a Let It Ride table under Rules Submission "pa-643a-automated-shoe"
      And seat 1 places the three Let It Ride Poker Wagers of $25 each
      And seat 1 places a Three Card Bonus Wager of $25
      When the round is settled
      Then seat 1's Three Card Bonus Wager is refused as not-offered

  Rule: 643a.12(d) The payout limitation
    "(d) Notwithstanding the payout odds in subsection (a), a certificate holder may, in its
    Rules Submission under § 601a.2, establish a maximum amount that is payable to a player
    on a single hand. The maximum amount shall be at least $50,000 or the maximum amount that
    one patron could win per round when betting the minimum permissible wager, whichever is
    greater. Any maximum payout limit established by a certificate holder shall apply only
    to payouts of Let It Ride Poker Wagers placed under § 643a.7(d) (relating to wagers) but
    may not apply to payouts of Let It Ride Bonus Wagers placed under § 643a.7(e) or Three
    Card Bonus Wagers placed under § 643a.7(f)."
    The limit caps the winnings of one hand's Let It Ride Poker Wagers together; each
    winning wager is still returned. "The maximum amount that one patron could win per round
    when betting the minimum permissible wager" is read as the three Let It Ride Poker
    Wagers at the table minimum paid at the paytable's top odds: 3 x $25 x 1,000 = $75,000
    at a $25 table under Paytable A (docs/interpretations.md, "the Let It Ride payout
    limitation").

    @written_for_let_it_ride.maximum_payout @written_for_let_it_ride.paytable
    Scenario: 643a.12(d) The maximum payout limits the Let It Ride Poker Wagers of one hand: three $20 wagers on a royal flush are paid $50,000, not $60,000
      Given a Let It Ride table under Rules Submission "pa-643a-paytable-A"
      And seat 5 places the three Let It Ride Poker Wagers of $20 each
      And the deck is stacked with seat 5 "As Ks Qs" and the community cards "Js Ts"
      When the round is settled
      Then seat 5's Let It Ride Poker Wagers are paid $50,000 in all

    @written_for_let_it_ride.bonus @written_for_let_it_ride.maximum_payout @written_for_let_it_ride.paytable @written_for_let_it_ride.three_card_bonus
    Scenario: 643a.12(d) The payout limitation never applies to the Let It Ride Bonus Wager or the Three Card Bonus Wager
      The $5 Let It Ride Bonus Wager on a royal flush pays $125,000 (5 x $25,000), more than
      the $50,000 maximum on its own, and the Three Card Bonus Wager is paid on top of both.
      Given a Let It Ride table under Rules Submission "pa-643a-limit-bonus-5"
      And seat 5 places the three Let It Ride Poker Wagers of $20 each
      And seat 5 places a Let It Ride Bonus Wager of $5
      And seat 5 places a Three Card Bonus Wager of $100
      And the deck is stacked with seat 5 "As Ks Qs" and the community cards "Js Ts"
      When the round is settled
      Then seat 5's Let It Ride Poker Wagers are paid $50,000 in all
      And seat 5's Let It Ride Bonus Wager is paid $125,000
      And seat 5's Three Card Bonus Wager is paid 50 to 1

    @written_for_let_it_ride.maximum_payout @written_for_let_it_ride.paytable
    Scenario: 643a.12(d) Below the maximum the Let It Ride Poker Wagers are paid in full
      Given a Let It Ride table under Rules Submission "pa-643a-paytable-A"
      And seat 5 places the three Let It Ride Poker Wagers of $10 each
      And the deck is stacked with seat 5 "As Ks Qs" and the community cards "Js Ts"
      When the round is settled
      Then seat 5's Let It Ride Poker Wagers are each paid 1,000 to 1

    @written_for_let_it_ride.maximum_payout @written_for_let_it_ride.paytable
    Scenario: 643a.12(d) The limit counts only the wagers left riding: two $25 wagers on a royal flush win exactly the $50,000 maximum
      Given a Let It Ride table under Rules Submission "pa-643a-paytable-A"
      And seat 5 places the three Let It Ride Poker Wagers of $25 each
      And the deck is stacked with seat 5 "As Ks Qs" and the community cards "Js Ts"
      When seat 5 withdraws Bet Number 1
      And the round is settled
      Then seat 5's Bet Number 1 is withdrawn
      And seat 5's Bet Number 2 is paid 1,000 to 1
      And seat 5's Bet Number 3 is paid 1,000 to 1

    @written_for_let_it_ride.maximum_payout @written_for_let_it_ride.paytable
    Scenario: 643a.12(d) The limit is for each player's hand: another player's winnings do not count against it
      Given a Let It Ride table under Rules Submission "pa-643a-paytable-A"
      And seat 2 places the three Let It Ride Poker Wagers of $20 each
      And seat 5 places the three Let It Ride Poker Wagers of $20 each
      And the deck is stacked with seat 2 "9h 8h 7h", seat 5 "As Ks Qs" and the community cards "Js Ts"
      When the round is settled
      Then seat 5's Let It Ride Poker Wagers are paid $50,000 in all
      And seat 2's Let It Ride Poker Wagers are each paid 5 to 1

    @written_for_let_it_ride.maximum_payout @written_for_let_it_ride.paytable
    Scenario: 643a.12(d) Without a maximum in the Rules Submission a royal flush is paid in full on three $100 wagers
      Given a Let It Ride table under Rules Submission "pa-643a-paytable-A-no-limit"
      And seat 5 places the three Let It Ride Poker Wagers of $100 each
      And the deck is stacked with seat 5 "As Ks Qs" and the community cards "Js Ts"
      When the round is settled
      Then seat 5's Let It Ride Poker Wagers are each paid 1,000 to 1

    Scenario Outline: 643a.12(d) A maximum payout below the greater of $50,000 and three minimum wagers at the top odds is refused: Paytable <paytable>, minimum <minimum>, maximum <maximum>
      Given a Rules Submission under chapter 643a with Paytable <paytable>, a minimum wager of <minimum> and a maximum payout of <maximum>
      Then the Rules Submission is refused citing "643a.12(d)"

      Examples:
        | paytable | minimum | maximum  |
        | A        | $5      | $49,999  |
        | A        | $25     | $74,999  |
        | B        | $5      | $49,999  |
        | B        | $100    | $149,999 |

    Scenario Outline: 643a.12(d) A maximum payout of at least the greater of $50,000 and three minimum wagers at the top odds is accepted: Paytable <paytable>, minimum <minimum>, maximum <maximum>
      Given a Rules Submission under chapter 643a with Paytable <paytable>, a minimum wager of <minimum> and a maximum payout of <maximum>
      Then the Rules Submission is accepted

      Examples:
        | paytable | minimum | maximum  |
        | A        | $5      | $50,000  |
        | A        | $25     | $75,000  |
        | B        | $5      | $50,000  |
        | B        | $100    | $150,000 |
