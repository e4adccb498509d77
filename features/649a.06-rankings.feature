@three_card_poker
Feature: 649a.6 Three Card Poker rankings
  "§ 649a.6. Three Card Poker rankings. (a) The rank of the cards used in Three Card
  Poker, in order of highest to lowest rank, shall be: ace, king, queen, jack, 10, 9, 8,
  7, 6, 5, 4, 3 and 2."

  A table-game system shows its rankings through what it pays: the hand a Pair Plus
  Wager, an Ante Bonus or a Six Card Bonus Wager is paid for, and which of the player's
  and the dealer's hands wins the Ante and Play Wagers when the dealer qualifies
  (649a.11(c)(3)(ii)). A hand's odds are those of the paytable the Rules Submission
  selects: each outline judged by a bonus or a Pair Plus payout has a row per lettered
  paytable of 649a.12(b) (Ante Bonus), 649a.12(d) (Pair Plus) or 649a.12(f) (Six Card
  Bonus), under the Rules Submissions "pa-649a-paytable-A", "-B" and "-C"; a product
  runs the rows of its own paytable.

  Rule: 649a.6(a) The rank of the cards, the ace in A-2-3, and equal suits
    "The rank of the cards used in Three Card Poker, in order of highest to lowest rank,
    shall be: ace, king, queen, jack, 10, 9, 8, 7, 6, 5, 4, 3 and 2. Notwithstanding the
    foregoing, an ace may be used to complete a straight flush or a straight with a 2 and
    3 but may not be combined with any other sequence of cards (for example, king, ace
    and 2). All suits shall be equal in rank."

    Scenario Outline: 649a.6(a) Each rank outranks the next lower rank
      The hands differ in one card only; the player holds the higher rank.

      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And the deck is stacked with seat 1 "<player>" and the dealer "<dealer>"
      When seat 1 makes a Play Wager
      And the round is settled
      Then the dealer qualifies
      And seat 1's Ante Wager is paid 1 to 1
      And seat 1's Play Wager is paid 1 to 1

      Examples:
        | higher | lower | player   | dealer   |
        | ace    | king  | Ah 7d 4c | Ks 7c 4d |
        | king   | queen | Kh 7d 4c | Qs 7c 4d |
        | queen  | jack  | Ah Qd 4c | As Jc 4d |
        | jack   | 10    | Ah Jd 4c | As Tc 4d |
        | 10     | 9     | Ah Td 4c | As 9c 4d |
        | 9      | 8     | Ah 9d 4c | As 8c 4d |
        | 8      | 7     | Ah 8d 4c | As 7c 4d |
        | 7      | 6     | Ah 7d 4c | As 6c 4d |
        | 6      | 5     | Ah 6d 3c | As 5c 3d |
        | 5      | 4     | Ah 9d 5c | As 9c 4d |
        | 4      | 3     | Ah 9d 4c | As 9c 3d |
        | 3      | 2     | Ah 9d 3c | As 9c 2d |

    Scenario Outline: 649a.6(a) The dealer's higher rank collects the player's wagers
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And the deck is stacked with seat 1 "<player>" and the dealer "<dealer>"
      When seat 1 makes a Play Wager
      And the round is settled
      Then seat 1's Ante Wager is collected
      And seat 1's Play Wager is collected

      Examples:
        | higher | lower | player   | dealer   |
        | ace    | king  | Kh 7d 4c | As 7c 4d |
        | queen  | jack  | Ah Jd 4c | As Qc 4d |
        | 3      | 2     | Ah 9d 2c | As 9c 3d |

    @written_for_three_card_poker.pair_plus
    Scenario Outline: 649a.6(a) An ace completes a straight or straight flush with a 2 and 3
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-<paytable>"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Pair Plus Wager of $5
      And the deck is stacked with seat 1 "<hand>" and the dealer "Qc 9d 5s"
      When seat 1 makes a Play Wager
      And the round is settled
      Then seat 1's Pair Plus Wager is paid <odds> to 1

      Examples:
        | paytable | hand     | odds |
        | A        | Ah 2d 3c | 5    |
        | A        | 3h 2h Ah | 35   |
        | A        | Ah Kd Qh | 5    |
        | A        | Ks Qs As | 35   |
        | B        | Ah 2d 3c | 5    |
        | B        | 3h 2h Ah | 40   |
        | B        | Ah Kd Qh | 5    |
        | B        | Ks Qs As | 40   |
        | C        | Ah 2d 3c | 6    |
        | C        | 3h 2h Ah | 40   |
        | C        | Ah Kd Qh | 6    |
        | C        | Ks Qs As | 40   |

    @written_for_three_card_poker.ante_bonus
    Scenario Outline: 649a.6(a) An ace completes a straight or straight flush with a 2 and 3, as the Ante Bonus shows
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-<paytable>"
      And seat 1 places an Ante Wager of $10
      And the deck is stacked with seat 1 "<hand>" and the dealer "Qc 9d 5s"
      When seat 1 makes a Play Wager
      And the round is settled
      Then seat 1 is paid an Ante Bonus of <ante bonus> to 1

      Examples:
        | paytable | hand     | ante bonus |
        | A        | Ah 2d 3c | 1          |
        | A        | 3h 2h Ah | 5          |
        | A        | Ah Kd Qh | 1          |
        | A        | Ks Qs As | 5          |
        | B        | Ah 2d 3c | 1          |
        | B        | 3h 2h Ah | 5          |
        | B        | Ah Kd Qh | 1          |
        | B        | Ks Qs As | 5          |
        | C        | Ah 2d 3c | 1          |
        | C        | 3h 2h Ah | 4          |
        | C        | Ah Kd Qh | 1          |
        | C        | Ks Qs As | 4          |

    @written_for_three_card_poker.pair_plus
    Scenario Outline: 649a.6(a) An ace combined with any other sequence makes no straight
      King, ace and 2 is the Code's own example: no straight, and of one suit a flush only.

      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-<paytable>"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Pair Plus Wager of $5
      And the deck is stacked with seat 1 "<hand>" and the dealer "Qc 9d 5s"
      When seat 1 makes a Play Wager
      And the round is settled
      Then seat 1's Pair Plus Wager <pair plus>
      And seat 1 is paid no Ante Bonus

      Examples:
        | paytable | hand     | pair plus      |
        | A        | Kh Ad 2c | loses          |
        | A        | Ks As 2s | is paid 3 to 1 |
        | A        | Qh Ad 2c | loses          |
        | B        | Kh Ad 2c | loses          |
        | B        | Ks As 2s | is paid 4 to 1 |
        | B        | Qh Ad 2c | loses          |
        | C        | Kh Ad 2c | loses          |
        | C        | Ks As 2s | is paid 3 to 1 |
        | C        | Qh Ad 2c | loses          |

    Scenario Outline: 649a.6(a) All suits are equal in rank
      Hands of the same ranks in different suits tie: the Ante and Play Wagers are returned.

      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And the deck is stacked with seat 1 "<player>" and the dealer "<dealer>"
      When seat 1 makes a Play Wager
      And the round is settled
      Then the dealer qualifies
      And seat 1's Ante Wager is returned
      And seat 1's Play Wager is returned

      Examples:
        | player   | dealer   |
        | Ks 9h 4d | Kh 9d 4s |
        | Ks 9s 4s | Kh 9h 4h |
        | Qd Qc 7h | Qs Qh 7c |
        | As Ks Qs | Ah Kh Qh |
        | 9c 8d 7h | 9s 8h 7d |

  Rule: 649a.6(b) The permissible poker hands, highest to lowest
    "The permissible poker hands in the game of Three Card Poker, in order of highest to
    lowest rank, shall be:"

    Scenario Outline: 649a.6(b) The lowest hand of each rank beats the highest hand of the rank below
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And the deck is stacked with seat 1 "<player>" and the dealer "<dealer>"
      When seat 1 makes a Play Wager
      And the round is settled
      Then the dealer qualifies
      And seat 1's Ante Wager is paid 1 to 1
      And seat 1's Play Wager is paid 1 to 1

      Examples:
        | higher          | lower                   | player   | dealer   |
        | straight flush  | three-of-a-kind         | Ah 2h 3h | As Ad Ac |
        | three-of-a-kind | straight                | 2s 2h 2d | Ac Kd Qh |
        | straight        | flush                   | Ah 2d 3c | As Ks Js |
        | flush           | pair                    | 2h 3h 5h | As Ad Kc |
        | pair            | none of the hands of (b) | 2h 2d 3c | As Kd Jc |

    @written_for_three_card_poker.pair_plus
    Scenario Outline: 649a.6(b) Each permissible hand is paid its own Pair Plus line
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-<paytable>"
      And seat 1 places a Pair Plus Wager of $5
      And the deck is stacked with seat 1 "<hand>" and the dealer "Qc 9d 5s"
      When the round is settled
      Then seat 1's Pair Plus Wager is paid <odds> to 1

      Examples:
        | paytable | poker hand      | hand     | odds |
        | A        | straight flush  | 8h 7h 6h | 35   |
        | A        | three-of-a-kind | 8s 8h 8d | 25   |
        | A        | straight        | 8h 7d 6c | 5    |
        | A        | flush           | Kh 8h 3h | 3    |
        | A        | pair            | 8h 8d 3c | 1    |
        | B        | straight flush  | 8h 7h 6h | 40   |
        | B        | three-of-a-kind | 8s 8h 8d | 30   |
        | B        | straight        | 8h 7d 6c | 5    |
        | B        | flush           | Kh 8h 3h | 4    |
        | B        | pair            | 8h 8d 3c | 1    |
        | C        | straight flush  | 8h 7h 6h | 40   |
        | C        | three-of-a-kind | 8s 8h 8d | 30   |
        | C        | straight        | 8h 7d 6c | 6    |
        | C        | flush           | Kh 8h 3h | 3    |
        | C        | pair            | 8h 8d 3c | 1    |

    Scenario: 649a.6(b) A hand that is none of the permissible hands loses the Pair Plus Wager
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places a Pair Plus Wager of $5
      And the deck is stacked with seat 1 "Ah Kd 8c" and the dealer "Qc 9d 5s"
      When the round is settled
      Then seat 1's Pair Plus Wager loses

  Rule: 649a.6(b)(1) Straight flush
    "A straight flush, which is a hand consisting of three cards of the same suit in
    consecutive ranking, with an ace, king and queen being the highest ranking straight
    flush and an ace, 2, 3 being the lowest ranking straight flush."

    @written_for_three_card_poker.pair_plus
    Scenario Outline: 649a.6(b)(1) Three cards of one suit in consecutive ranking are a straight flush
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-<paytable>"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Pair Plus Wager of $5
      And the deck is stacked with seat 1 "<hand>" and the dealer "Qc 9d 5s"
      When seat 1 makes a Play Wager
      And the round is settled
      Then seat 1's Pair Plus Wager is paid <odds> to 1

      Examples:
        | paytable | hand     | odds |
        | A        | Js Ts 9s | 35   |
        | A        | 4d 3d 2d | 35   |
        | A        | Ah Kh Qh | 35   |
        | B        | Js Ts 9s | 40   |
        | B        | 4d 3d 2d | 40   |
        | B        | Ah Kh Qh | 40   |
        | C        | Js Ts 9s | 40   |
        | C        | 4d 3d 2d | 40   |
        | C        | Ah Kh Qh | 40   |

    @written_for_three_card_poker.ante_bonus
    Scenario Outline: 649a.6(b)(1) Three cards of one suit in consecutive ranking are a straight flush, as the Ante Bonus shows
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-<paytable>"
      And seat 1 places an Ante Wager of $10
      And the deck is stacked with seat 1 "<hand>" and the dealer "Qc 9d 5s"
      When seat 1 makes a Play Wager
      And the round is settled
      Then seat 1 is paid an Ante Bonus of <ante bonus> to 1

      Examples:
        | paytable | hand     | ante bonus |
        | A        | Js Ts 9s | 5          |
        | A        | 4d 3d 2d | 5          |
        | A        | Ah Kh Qh | 5          |
        | B        | Js Ts 9s | 5          |
        | B        | 4d 3d 2d | 5          |
        | B        | Ah Kh Qh | 5          |
        | C        | Js Ts 9s | 4          |
        | C        | 4d 3d 2d | 4          |
        | C        | Ah Kh Qh | 4          |

    Scenario: 649a.6(b)(1) Ace, king and queen is the highest ranking straight flush
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And the deck is stacked with seat 1 "Ad Kd Qd" and the dealer "Kh Qh Jh"
      When seat 1 makes a Play Wager
      And the round is settled
      Then seat 1's Ante Wager is paid 1 to 1
      And seat 1's Play Wager is paid 1 to 1

    Scenario: 649a.6(b)(1) Ace, 2 and 3 is the lowest ranking straight flush
      Ace, 2, 3 counts as 3-high (docs/interpretations.md, "A-2-3 is the lowest straight").

      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And the deck is stacked with seat 1 "2c 3c 4c" and the dealer "Ah 2h 3h"
      When seat 1 makes a Play Wager
      And the round is settled
      Then seat 1's Ante Wager is paid 1 to 1
      And seat 1's Play Wager is paid 1 to 1

  Rule: 649a.6(b)(2) Three-of-a-kind
    "A three-of-a-kind, which is a hand consisting of three cards of the same rank with
    three aces being the highest ranking three-of-a-kind and three 2s being the lowest
    ranking three-of-a-kind."

    @written_for_three_card_poker.pair_plus
    Scenario Outline: 649a.6(b)(2) Three cards of the same rank are a three-of-a-kind
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-<paytable>"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Pair Plus Wager of $5
      And the deck is stacked with seat 1 "<hand>" and the dealer "Qc 9d 5s"
      When seat 1 makes a Play Wager
      And the round is settled
      Then seat 1's Pair Plus Wager is paid <odds> to 1

      Examples:
        | paytable | hand     | odds |
        | A        | As Ah Ad | 25   |
        | A        | 7s 7h 7d | 25   |
        | A        | 2s 2h 2d | 25   |
        | B        | As Ah Ad | 30   |
        | B        | 7s 7h 7d | 30   |
        | B        | 2s 2h 2d | 30   |
        | C        | As Ah Ad | 30   |
        | C        | 7s 7h 7d | 30   |
        | C        | 2s 2h 2d | 30   |

    @written_for_three_card_poker.ante_bonus
    Scenario Outline: 649a.6(b)(2) Three cards of the same rank are a three-of-a-kind, as the Ante Bonus shows
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-<paytable>"
      And seat 1 places an Ante Wager of $10
      And the deck is stacked with seat 1 "<hand>" and the dealer "Qc 9d 5s"
      When seat 1 makes a Play Wager
      And the round is settled
      Then seat 1 is paid an Ante Bonus of <ante bonus> to 1

      Examples:
        | paytable | hand     | ante bonus |
        | A        | As Ah Ad | 4          |
        | A        | 7s 7h 7d | 4          |
        | A        | 2s 2h 2d | 4          |
        | B        | As Ah Ad | 3          |
        | B        | 7s 7h 7d | 3          |
        | B        | 2s 2h 2d | 3          |
        | C        | As Ah Ad | 3          |
        | C        | 7s 7h 7d | 3          |
        | C        | 2s 2h 2d | 3          |

    Scenario: 649a.6(b)(2) Three aces outrank three kings
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And the deck is stacked with seat 1 "As Ah Ad" and the dealer "Ks Kh Kd"
      When seat 1 makes a Play Wager
      And the round is settled
      Then seat 1's Ante Wager is paid 1 to 1
      And seat 1's Play Wager is paid 1 to 1

    Scenario: 649a.6(b)(2) Three 2s are the lowest three-of-a-kind
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And the deck is stacked with seat 1 "2s 2h 2d" and the dealer "3s 3h 3d"
      When seat 1 makes a Play Wager
      And the round is settled
      Then seat 1's Ante Wager is collected
      And seat 1's Play Wager is collected

  Rule: 649a.6(b)(3) Straight
    "A straight, which is a hand consisting of three cards of more than one suit and of
    consecutive rank, with an ace, king and queen being the highest ranking straight and
    an ace, 2, 3 being the lowest ranking straight."

    @written_for_three_card_poker.pair_plus
    Scenario Outline: 649a.6(b)(3) Three cards of more than one suit and consecutive rank are a straight
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-<paytable>"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Pair Plus Wager of $5
      And the deck is stacked with seat 1 "<hand>" and the dealer "Qc 9d 5s"
      When seat 1 makes a Play Wager
      And the round is settled
      Then seat 1's Pair Plus Wager is paid <odds> to 1

      Examples:
        | paytable | hand     | odds |
        | A        | Ah Kd Qs | 5    |
        | A        | Jh Ts 9s | 5    |
        | A        | 4s 3s 2d | 5    |
        | A        | 3d 2c Ah | 5    |
        | B        | Ah Kd Qs | 5    |
        | B        | Jh Ts 9s | 5    |
        | B        | 4s 3s 2d | 5    |
        | B        | 3d 2c Ah | 5    |
        | C        | Ah Kd Qs | 6    |
        | C        | Jh Ts 9s | 6    |
        | C        | 4s 3s 2d | 6    |
        | C        | 3d 2c Ah | 6    |

    @written_for_three_card_poker.ante_bonus
    Scenario Outline: 649a.6(b)(3) Three cards of more than one suit and consecutive rank are a straight, as the Ante Bonus shows
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-<paytable>"
      And seat 1 places an Ante Wager of $10
      And the deck is stacked with seat 1 "<hand>" and the dealer "Qc 9d 5s"
      When seat 1 makes a Play Wager
      And the round is settled
      Then seat 1 is paid an Ante Bonus of <ante bonus> to 1

      Examples:
        | paytable | hand     | ante bonus |
        | A        | Ah Kd Qs | 1          |
        | A        | Jh Ts 9s | 1          |
        | A        | 4s 3s 2d | 1          |
        | A        | 3d 2c Ah | 1          |
        | B        | Ah Kd Qs | 1          |
        | B        | Jh Ts 9s | 1          |
        | B        | 4s 3s 2d | 1          |
        | B        | 3d 2c Ah | 1          |
        | C        | Ah Kd Qs | 1          |
        | C        | Jh Ts 9s | 1          |
        | C        | 4s 3s 2d | 1          |
        | C        | 3d 2c Ah | 1          |

    Scenario: 649a.6(b)(3) Ace, king and queen is the highest ranking straight
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And the deck is stacked with seat 1 "Ah Kd Qc" and the dealer "Ks Qh Jd"
      When seat 1 makes a Play Wager
      And the round is settled
      Then seat 1's Ante Wager is paid 1 to 1
      And seat 1's Play Wager is paid 1 to 1

    Scenario: 649a.6(b)(3) Ace, 2 and 3 is the lowest ranking straight
      Read literally, 649a.6(c) would make A-2-3 beat K-Q-J (the ace is not in the other
      hand); (b)(3) names it the lowest (docs/interpretations.md, "A-2-3 is the lowest
      straight").

      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 2 places an Ante Wager of $10
      And the deck is stacked with seat 1 "4h 3d 2c", seat 2 "Kh Qd Jc" and the dealer "As 2d 3s"
      When seat 1 makes a Play Wager
      And seat 2 makes a Play Wager
      And the round is settled
      Then seat 1's Ante Wager is paid 1 to 1
      And seat 2's Ante Wager is paid 1 to 1

  Rule: 649a.6(b)(4) Flush
    "A flush, which is a hand consisting of three cards of the same suit, regardless of
    rank."

    @written_for_three_card_poker.pair_plus
    Scenario Outline: 649a.6(b)(4) Three cards of the same suit, regardless of rank, are a flush
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-<paytable>"
      And seat 1 places a Pair Plus Wager of $5
      And the deck is stacked with seat 1 "<hand>" and the dealer "Qc 9d 5s"
      When the round is settled
      Then seat 1's Pair Plus Wager is paid <odds> to 1

      Examples:
        | paytable | hand     | odds |
        | A        | Ah Kh Jh | 3    |
        | A        | Jd 7d 2d | 3    |
        | A        | 6s 4s 2s | 3    |
        | B        | Ah Kh Jh | 4    |
        | B        | Jd 7d 2d | 4    |
        | B        | 6s 4s 2s | 4    |
        | C        | Ah Kh Jh | 3    |
        | C        | Jd 7d 2d | 3    |
        | C        | 6s 4s 2s | 3    |

    Scenario: 649a.6(b)(4) The lowest flush outranks the highest pair
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And the deck is stacked with seat 1 "5d 3d 2d" and the dealer "As Ah Kc"
      When seat 1 makes a Play Wager
      And the round is settled
      Then seat 1's Ante Wager is paid 1 to 1
      And seat 1's Play Wager is paid 1 to 1

  Rule: 649a.6(b)(5) Pair
    "A pair, which is a hand consisting of two cards of the same rank, with two aces being
    the highest ranking pair and two 2s being the lowest ranking pair."

    @written_for_three_card_poker.pair_plus
    Scenario Outline: 649a.6(b)(5) Two cards of the same rank are a pair
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-<paytable>"
      And seat 1 places a Pair Plus Wager of $5
      And the deck is stacked with seat 1 "<hand>" and the dealer "Qc 9d 5s"
      When the round is settled
      Then seat 1's Pair Plus Wager is paid <odds> to 1

      Examples:
        | paytable | hand     | odds |
        | A        | Ah Ad Kc | 1    |
        | A        | 8h 8d 3c | 1    |
        | A        | 2h 2d Ac | 1    |
        | B        | Ah Ad Kc | 1    |
        | B        | 8h 8d 3c | 1    |
        | B        | 2h 2d Ac | 1    |
        | C        | Ah Ad Kc | 1    |
        | C        | 8h 8d 3c | 1    |
        | C        | 2h 2d Ac | 1    |

    Scenario: 649a.6(b)(5) Two aces are the highest ranking pair
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And the deck is stacked with seat 1 "Ah Ad 2c" and the dealer "Ks Kh Ac"
      When seat 1 makes a Play Wager
      And the round is settled
      Then seat 1's Ante Wager is paid 1 to 1
      And seat 1's Play Wager is paid 1 to 1

    Scenario: 649a.6(b)(5) Two 2s are the lowest ranking pair
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And the deck is stacked with seat 1 "3h 3d 2c" and the dealer "2s 2h Ac"
      When seat 1 makes a Play Wager
      And the round is settled
      Then seat 1's Ante Wager is paid 1 to 1
      And seat 1's Play Wager is paid 1 to 1

  Rule: 649a.6(c) Hands of identical rank: the highest card not in the other hand; ties
    "When comparing two poker hands that are of identical rank under subsection (b), or
    that contain none of the hands listed in subsection (b), the hand that contains the
    highest ranking card under subsection (a), which is not contained in the other hand,
    shall be considered the higher ranking hand. If the hands are of equal rank after the
    application of this section, the hands shall be considered a tie."

    Scenario Outline: 649a.6(c) The hand with the highest card not contained in the other hand wins
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And the deck is stacked with seat 1 "<player>" and the dealer "<dealer>"
      When seat 1 makes a Play Wager
      And the round is settled
      Then the dealer qualifies
      And seat 1's Ante Wager <outcome>
      And seat 1's Play Wager <outcome>

      Examples:
        | hands                        | player   | dealer   | outcome        |
        | neither: the first card      | Ah 9d 5c | Ks Qc 9h | is paid 1 to 1 |
        | neither: the second card     | Ah Qd 5c | As Jc 9d | is paid 1 to 1 |
        | neither: the third card      | Ah Qd 5c | As Qc 4d | is paid 1 to 1 |
        | neither: the dealer's card   | Ah Qd 4c | As Qc 5d | is collected   |
        | flushes: the first card      | Ah 9h 5h | Kd Qd 9d | is paid 1 to 1 |
        | flushes: the third card      | Ah 9h 5h | Ad 9d 4d | is paid 1 to 1 |
        | flushes: the dealer's card   | Kh 9h 4h | Kd 9d 5d | is collected   |
        | straights: the higher top    | Kh Qd Jc | Qs Jh Td | is paid 1 to 1 |
        | pairs: the odd card          | Kh Kd 9c | Ks Kc 8d | is paid 1 to 1 |
        | pairs: the dealer's odd card | Kh Kd 8c | Ks Kc 9d | is collected   |

    Scenario Outline: 649a.6(c) Hands of equal rank after the comparison are a tie
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And the deck is stacked with seat 1 "<player>" and the dealer "<dealer>"
      When seat 1 makes a Play Wager
      And the round is settled
      Then the dealer qualifies
      And seat 1's Ante Wager is returned
      And seat 1's Play Wager is returned

      Examples:
        | hands           | player   | dealer   |
        | neither         | Ah Qd 5c | As Qc 5d |
        | flushes         | Jh 8h 3h | Jc 8c 3c |
        | straights       | Qh Jd Tc | Qs Jh Td |
        | A-2-3 straights | Ah 2d 3c | As 2h 3d |
        | pairs           | 9h 9d 4c | 9s 9c 4d |
        | straight flush  | 7h 6h 5h | 7c 6c 5c |

    Scenario: 649a.6(c) Pairs compare by the pair before the odd card
      Read literally, A-2-2 would beat K-3-3 (the ace is not contained in the other hand);
      that contradicts (b)(5), so pairs compare by the pair first (docs/interpretations.md,
      "pairs compare by the pair first").

      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And the deck is stacked with seat 1 "Ah 2d 2c" and the dealer "Ks 3h 3d"
      When seat 1 makes a Play Wager
      And the round is settled
      Then the dealer qualifies
      And seat 1's Ante Wager is collected
      And seat 1's Play Wager is collected

  Rule: 649a.6(d) The Six Card Bonus Wager hands
    "If a certificate holder offers the optional Six Card Bonus Wager under § 649a.7(d)(5)
    (relating to wagers), the Six Card Bonus Wager hands eligible for a payout shall be:"

    Scenario Outline: 649a.6(d) A five-card hand below three-of-a-kind loses the Six Card Bonus Wager
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places a Pair Plus Wager of $5
      And seat 1 places a Six Card Bonus Wager of $10
      And the deck is stacked with seat 1 "<player>" and the dealer "<dealer>"
      When the round is settled
      Then seat 1's Six Card Bonus Wager loses

      Examples:
        | poker hand | player   | dealer   |
        | two pair   | Ks Kh 9d | 9c 4s 2h |
        | one pair   | Qs Qh 9d | 7c 4s 2h |
        | high card  | As Jh 9d | 7c 4s 2h |

    @written_for_three_card_poker.six_card_bonus
    Scenario Outline: 649a.6(d) The Six Card Bonus Wager is paid for the highest hand formed only
      The five cards are both a straight and a flush; they are paid as the straight flush
      (649a.11(c)(6): "the highest ranking five-card poker hand").

      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-<paytable>"
      And seat 1 places a Pair Plus Wager of $5
      And seat 1 places a Six Card Bonus Wager of $10
      And the deck is stacked with seat 1 "9h 8h 7h" and the dealer "6h 5h 5c"
      When the round is settled
      Then seat 1's Six Card Bonus Wager is paid <odds> to 1

      Examples:
        | paytable | odds |
        | A        | 200  |
        | B        | 200  |
        | C        | 200  |

  Rule: 649a.6(d)(1) Royal flush
    "A royal flush, which is a hand consisting of an ace, king, queen, jack and 10 of the
    same suit."

    @written_for_three_card_poker.six_card_bonus
    Scenario Outline: 649a.6(d)(1) Ace, king, queen, jack and 10 of one suit are a royal flush
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-<paytable>"
      And seat 1 places a Pair Plus Wager of $5
      And seat 1 places a Six Card Bonus Wager of $10
      And the deck is stacked with seat 1 "<player>" and the dealer "<dealer>"
      When the round is settled
      Then seat 1's Six Card Bonus Wager is paid <odds> to 1

      Examples:
        | paytable | player   | dealer   | odds  |
        | A        | As Ks Qs | Js Ts 2d | 1,000 |
        | A        | Ah Th 3c | Kh Qh Jh | 1,000 |
        | A        | Jd 4c Ad | Kd Qd Td | 1,000 |
        | A        | Tc Jc 9c | Ac Kc Qc | 1,000 |
        | B        | As Ks Qs | Js Ts 2d | 1,000 |
        | B        | Ah Th 3c | Kh Qh Jh | 1,000 |
        | B        | Jd 4c Ad | Kd Qd Td | 1,000 |
        | B        | Tc Jc 9c | Ac Kc Qc | 1,000 |
        | C        | As Ks Qs | Js Ts 2d | 1,000 |
        | C        | Ah Th 3c | Kh Qh Jh | 1,000 |
        | C        | Jd 4c Ad | Kd Qd Td | 1,000 |
        | C        | Tc Jc 9c | Ac Kc Qc | 1,000 |

  Rule: 649a.6(d)(2) Straight flush
    "A straight flush, which is a hand consisting of five cards of the same suit in
    consecutive ranking."

    @written_for_three_card_poker.six_card_bonus
    Scenario Outline: 649a.6(d)(2) Five cards of one suit in consecutive ranking are a straight flush
      An ace completes a straight flush with a 2 and 3 (649a.6(a)): A-2-3-4-5 of one suit
      is a straight flush.

      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-<paytable>"
      And seat 1 places a Pair Plus Wager of $5
      And seat 1 places a Six Card Bonus Wager of $10
      And the deck is stacked with seat 1 "<player>" and the dealer "<dealer>"
      When the round is settled
      Then seat 1's Six Card Bonus Wager is paid <odds> to 1

      Examples:
        | paytable | player   | dealer   | odds |
        | A        | Kd Qd Jd | Td 9d 3s | 200  |
        | A        | 9h 8h 7h | 6h 5h 2c | 200  |
        | A        | 6s 2c 4s | 5s 3s 2s | 200  |
        | A        | Ac 2c 3c | 4c 5c Kd | 200  |
        | B        | Kd Qd Jd | Td 9d 3s | 200  |
        | B        | 9h 8h 7h | 6h 5h 2c | 200  |
        | B        | 6s 2c 4s | 5s 3s 2s | 200  |
        | B        | Ac 2c 3c | 4c 5c Kd | 200  |
        | C        | Kd Qd Jd | Td 9d 3s | 200  |
        | C        | 9h 8h 7h | 6h 5h 2c | 200  |
        | C        | 6s 2c 4s | 5s 3s 2s | 200  |
        | C        | Ac 2c 3c | 4c 5c Kd | 200  |

  Rule: 649a.6(d)(3) Four-of-a-kind
    "A four-of-a-kind, which is a hand consisting of four cards of the same rank,
    regardless of suit."

    @written_for_three_card_poker.six_card_bonus
    Scenario Outline: 649a.6(d)(3) Four cards of the same rank are a four-of-a-kind
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-<paytable>"
      And seat 1 places a Pair Plus Wager of $5
      And seat 1 places a Six Card Bonus Wager of $10
      And the deck is stacked with seat 1 "<player>" and the dealer "<dealer>"
      When the round is settled
      Then seat 1's Six Card Bonus Wager is paid <odds> to 1

      Examples:
        | paytable | player   | dealer   | odds |
        | A        | 9s 9h 9d | 9c 2h 5d | 50   |
        | A        | Ac Ad 3s | Ah As 7d | 50   |
        | A        | 2c Kd 7h | 2d 2h 2s | 50   |
        | B        | 9s 9h 9d | 9c 2h 5d | 100  |
        | B        | Ac Ad 3s | Ah As 7d | 100  |
        | B        | 2c Kd 7h | 2d 2h 2s | 100  |
        | C        | 9s 9h 9d | 9c 2h 5d | 100  |
        | C        | Ac Ad 3s | Ah As 7d | 100  |
        | C        | 2c Kd 7h | 2d 2h 2s | 100  |

  Rule: 649a.6(d)(4) Full house
    "A full house, which is a hand consisting of three-of-a-kind."

    @written_for_three_card_poker.six_card_bonus
    Scenario Outline: 649a.6(d)(4) Three of one rank and two of another are a full house
      The printed definition omits the pair; a full house is read as three cards of one
      rank and two of another (docs/interpretations.md, "full house of the Six Card
      Bonus").

      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-<paytable>"
      And seat 1 places a Pair Plus Wager of $5
      And seat 1 places a Six Card Bonus Wager of $10
      And the deck is stacked with seat 1 "<player>" and the dealer "<dealer>"
      When the round is settled
      Then seat 1's Six Card Bonus Wager is paid <odds> to 1

      Examples:
        | paytable | player   | dealer   | odds |
        | A        | Ks Kh Kd | 4c 4s 9h | 25   |
        | A        | 2c 2d 7h | 7s 7c Jd | 25   |
        | A        | As Ah 3d | 3c 3s Ad | 25   |
        | B        | Ks Kh Kd | 4c 4s 9h | 20   |
        | B        | 2c 2d 7h | 7s 7c Jd | 20   |
        | B        | As Ah 3d | 3c 3s Ad | 20   |
        | C        | Ks Kh Kd | 4c 4s 9h | 20   |
        | C        | 2c 2d 7h | 7s 7c Jd | 20   |
        | C        | As Ah 3d | 3c 3s Ad | 20   |

    @written_for_three_card_poker.six_card_bonus
    Scenario Outline: 649a.6(d)(4) A three-of-a-kind without a pair is not a full house
      Read literally, (d)(4) would pay every three-of-a-kind as a full house; (d)(7) lists
      three-of-a-kind at its own lower payout (docs/interpretations.md, "full house of the
      Six Card Bonus").

      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-<paytable>"
      And seat 1 places a Pair Plus Wager of $5
      And seat 1 places a Six Card Bonus Wager of $10
      And the deck is stacked with seat 1 "Ks Kh Kd" and the dealer "9c 4s 2h"
      When the round is settled
      Then seat 1's Six Card Bonus Wager is paid <odds> to 1

      Examples:
        | paytable | odds |
        | A        | 5    |
        | B        | 8    |
        | C        | 7    |

  Rule: 649a.6(d)(5) Flush
    "A flush, which is a hand consisting of five cards of the same suit."

    @written_for_three_card_poker.six_card_bonus
    Scenario Outline: 649a.6(d)(5) Five cards of the same suit are a flush
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-<paytable>"
      And seat 1 places a Pair Plus Wager of $5
      And seat 1 places a Six Card Bonus Wager of $10
      And the deck is stacked with seat 1 "<player>" and the dealer "<dealer>"
      When the round is settled
      Then seat 1's Six Card Bonus Wager is paid <odds> to 1

      Examples:
        | paytable | player   | dealer   | odds |
        | A        | Ah 9h 5h | 3h 2h Kc | 20   |
        | A        | Kd Jd 8d | 6d 3d 3c | 20   |
        | A        | 7s 2c 4s | Qs Ts 2s | 20   |
        | B        | Ah 9h 5h | 3h 2h Kc | 15   |
        | B        | Kd Jd 8d | 6d 3d 3c | 15   |
        | B        | 7s 2c 4s | Qs Ts 2s | 15   |
        | C        | Ah 9h 5h | 3h 2h Kc | 15   |
        | C        | Kd Jd 8d | 6d 3d 3c | 15   |
        | C        | 7s 2c 4s | Qs Ts 2s | 15   |

  Rule: 649a.6(d)(6) Straight
    "A straight, which is a hand consisting of five cards of consecutive rank, regardless
    of suit."

    @written_for_three_card_poker.six_card_bonus
    Scenario Outline: 649a.6(d)(6) Five cards of consecutive rank, regardless of suit, are a straight
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-<paytable>"
      And seat 1 places a Pair Plus Wager of $5
      And seat 1 places a Six Card Bonus Wager of $10
      And the deck is stacked with seat 1 "<player>" and the dealer "<dealer>"
      When the round is settled
      Then seat 1's Six Card Bonus Wager is paid <odds> to 1

      Examples:
        | paytable | player   | dealer   | odds |
        | A        | 9s 8h 7d | 6c 5s Kd | 10   |
        | A        | Ah Kd Qc | Js Th 2d | 10   |
        | A        | Ah 2d 3c | 4s 5h 9d | 10   |
        | A        | 6h 6d 8c | 7s 9h Tc | 10   |
        | B        | 9s 8h 7d | 6c 5s Kd | 9    |
        | B        | Ah Kd Qc | Js Th 2d | 9    |
        | B        | Ah 2d 3c | 4s 5h 9d | 9    |
        | B        | 6h 6d 8c | 7s 9h Tc | 9    |
        | C        | 9s 8h 7d | 6c 5s Kd | 10   |
        | C        | Ah Kd Qc | Js Th 2d | 10   |
        | C        | Ah 2d 3c | 4s 5h 9d | 10   |
        | C        | 6h 6d 8c | 7s 9h Tc | 10   |

  Rule: 649a.6(d)(7) Three-of-a-kind
    "A three-of-a-kind, which is a hand consisting of three cards of the same rank,
    regardless of suit."

    @written_for_three_card_poker.six_card_bonus
    Scenario Outline: 649a.6(d)(7) Three cards of the same rank, regardless of suit, are a three-of-a-kind
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-<paytable>"
      And seat 1 places a Pair Plus Wager of $5
      And seat 1 places a Six Card Bonus Wager of $10
      And the deck is stacked with seat 1 "<player>" and the dealer "<dealer>"
      When the round is settled
      Then seat 1's Six Card Bonus Wager is paid <odds> to 1

      Examples:
        | paytable | player   | dealer   | odds |
        | A        | 7s 7h 7d | Kc 9s 2h | 5    |
        | A        | Qs 4h 9c | Qh Qd 2s | 5    |
        | A        | 5c Jd 2h | 5s 5d 9c | 5    |
        | B        | 7s 7h 7d | Kc 9s 2h | 8    |
        | B        | Qs 4h 9c | Qh Qd 2s | 8    |
        | B        | 5c Jd 2h | 5s 5d 9c | 8    |
        | C        | 7s 7h 7d | Kc 9s 2h | 7    |
        | C        | Qs 4h 9c | Qh Qd 2s | 7    |
        | C        | 5c Jd 2h | 5s 5d 9c | 7    |
