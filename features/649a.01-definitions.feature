@three_card_poker
Feature: 649a.1 Definitions
  "The following words and terms, when used in this chapter, have the following meanings,
  unless the context clearly indicates otherwise:"

  A definition is proven through what it makes a table-game system do: the wager it
  pays, the hand it counts, the round it completes.

  Rule: 649a.1 Envy Bonus
    "Envy Bonus—An additional fixed sum payout made to a player who placed a Progressive
    Payout Wager when another player at the Three Card Poker table is the holder of an
    Envy Bonus Qualifying Hand."

    Scenario: 649a.1 Envy Bonus: a fixed sum to the player with a Progressive Payout Wager
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $5
      And seat 1 places a Progressive Payout Wager of $1
      And seat 2 places an Ante Wager of $5
      And the deck is stacked with seat 1 "9s 6d 2c", seat 2 "Ah Kh Qh" and the dealer "Kc 8d 4s"
      When the round is settled
      Then seat 1 is paid an Envy Bonus of $25
      And seat 1's Progressive Payout Wager loses
      And seat 2 is paid no Envy Bonus

    Scenario: 649a.1 Envy Bonus: none for a player who placed no Progressive Payout Wager
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $5
      And seat 1 places a Pair Plus Wager of $5
      And seat 2 places an Ante Wager of $5
      And seat 2 places a Progressive Payout Wager of $1
      And the deck is stacked with seat 1 "9s 6d 2c", seat 2 "As Ks Qs" and the dealer "Kc 8d 4h"
      When the round is settled
      Then seat 1 is paid no Envy Bonus
      And seat 2 is paid no Envy Bonus

  Rule: 649a.1 Envy Bonus Qualifying Hand
    "Envy Bonus Qualifying Hand—A player's Three Card Poker hand of an ace, king and queen
    of the same suit."

    Scenario Outline: 649a.1 Envy Bonus Qualifying Hand: an ace, king and queen of one suit
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $5
      And seat 1 places a Progressive Payout Wager of $1
      And seat 2 places an Ante Wager of $5
      And the deck is stacked with seat 1 "9c 6d 2c", seat 2 "<hand>" and the dealer "Jc 8d 4h"
      When the round is settled
      Then seat 1 is paid an Envy Bonus of <envy bonus>

      Examples:
        | hand     | envy bonus |
        | As Ks Qs | $100       |
        | Ah Kh Qh | $25        |
        | Ad Kd Qd | $25        |
        | Qc Kc Ac | $25        |

    Scenario Outline: 649a.1 Envy Bonus Qualifying Hand: other hands earn no Envy Bonus
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $5
      And seat 1 places a Progressive Payout Wager of $1
      And seat 2 places an Ante Wager of $5
      And the deck is stacked with seat 1 "9c 6d 2c", seat 2 "<hand>" and the dealer "Jc 8d 4h"
      When the round is settled
      Then seat 1 is paid no Envy Bonus

      Examples: an ace, king and queen not of one suit, and the other straight flushes
        | hand     |
        | As Kh Qd |
        | Ks Qs Js |
        | As 2s 3s |
        | Ah Ad Ac |

    Scenario: 649a.1 Envy Bonus Qualifying Hand: the dealer's ace, king and queen is not a player's hand
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $5
      And seat 1 places a Progressive Payout Wager of $1
      And the deck is stacked with seat 1 "9c 6d 2c" and the dealer "As Ks Qs"
      When the round is settled
      Then seat 1 is paid no Envy Bonus

  Rule: 649a.1 Hand
    "Hand—The Three Card Poker hand that is held by each player and the dealer after the
    cards are dealt."

    @written_for_table.dealing
    Scenario Outline: 649a.1 Hand: each player and the dealer hold three cards after the deal
      The order of the deal is the dealing method's: a card at a time from a manual dealing shoe
      (649a.8) or the hand (649a.9), a stack of three from an automated dealing shoe (649a.10(b)).
      Given a Three Card Poker table under Rules Submission "<submission>"
      And seat 1 places an Ante Wager of $5
      And seat 4 places a Pair Plus Wager of $5
      And the deck is stacked with seat 1 "Ks 9h 4d", seat 4 "7c 7d 2s" and the dealer "Qc 8d 3s"
      When the round is settled
      Then seat 1 holds "Ks 9h 4d"
      And seat 4 holds "7c 7d 2s"
      And the dealer holds "Qc 8d 3s"
      And the cards are dealt in the order "<order>"

      Examples:
        | dealing                | submission                     | order |
        | manual dealing shoe    | pa-649a-paytable-A             | seat 1, seat 4, dealer, seat 1, seat 4, dealer, seat 1, seat 4, dealer |
        | hand                   | pa-649a-dealing-hand           | seat 1, seat 4, dealer, seat 1, seat 4, dealer, seat 1, seat 4, dealer |
        | automated dealing shoe | pa-649a-dealing-automated-shoe | seat 1, seat 1, seat 1, seat 4, seat 4, seat 4, dealer, dealer, dealer |

  Rule: 649a.1 Pair Plus Wager
    "Pair Plus Wager—The wager that a player is required to make prior to any cards being
    dealt to compete against a posted paytable, regardless of the outcome of the player's
    hand against the dealer's hand."

    @written_for_three_card_poker.pair_plus
    Scenario: 649a.1 Pair Plus Wager: paid on the paytable though the dealer's hand is higher
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Pair Plus Wager of $5
      And the deck is stacked with seat 1 "5h 5d 9c" and the dealer "Ks Kd 3c"
      When seat 1 makes a Play Wager
      And the round is settled
      Then the dealer qualifies
      And seat 1's Ante Wager loses
      And seat 1's Play Wager loses
      And seat 1's Pair Plus Wager is paid 1 to 1

    Scenario: 649a.1 Pair Plus Wager: lost on the paytable though the player's hand is higher
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Pair Plus Wager of $5
      And the deck is stacked with seat 1 "Ah Kd 9c" and the dealer "Qs 7d 3c"
      When seat 1 makes a Play Wager
      And the round is settled
      Then seat 1's Ante Wager is paid 1 to 1
      And seat 1's Pair Plus Wager loses

    Scenario: 649a.1 Pair Plus Wager: made before any cards are dealt
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 2 tries to place a Pair Plus Wager of $5 after "no more bets"
      When the round is settled
      Then seat 2's Pair Plus Wager is refused as after-no-more-bets
      And seat 2 is dealt no cards

  Rule: 649a.1 Play Wager
    "Play Wager—An additional wager that a player shall make if the player opts to remain
    in competition against the dealer after the player reviews his hand."

    Scenario: 649a.1 Play Wager: made after the player reviews his hand, to remain in competition
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And the deck is stacked with seat 1 "Ah Kd 9c" and the dealer "Qs 7d 3c"
      When seat 1 makes a Play Wager
      And the round is settled
      Then seat 1's Play Wager stands at $10
      And seat 1's Play Wager is paid 1 to 1

    Scenario: 649a.1 Play Wager: a player who makes none leaves the competition
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And the deck is stacked with seat 1 "Ah Kd 9c" and the dealer "7s 5d 3c"
      When seat 1 folds
      And the round is settled
      Then seat 1's Ante Wager is forfeited
      And seat 1 has no Play Wager

    Scenario: 649a.1 Play Wager: not a wager placed before the cards are dealt
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 2 places a Play Wager of $10
      When the round is settled
      Then seat 2's Play Wager is refused as not-allowed-now

  Rule: 649a.1 Progressive Payout Hand
    "Progressive Payout Hand—The term means either of the following: (i) A player's Three
    Card Poker hand with a rank of a three-of-a-kind or better. (ii) If included in the
    paytable selected by the certificate holder, a straight, as defined in § 649a.6
    (relating to Three Card Poker rankings)."

    Scenario Outline: 649a.1 Progressive Payout Hand: (i) three-of-a-kind or better is paid
      Given a Three Card Poker table under Rules Submission "pa-649a-progressive-B"
      And seat 1 places an Ante Wager of $5
      And seat 1 places a Progressive Payout Wager of $5
      And the deck is stacked with seat 1 "<hand>" and the dealer "Js 5c 3d"
      When the round is settled
      Then seat 1's Progressive Payout Wager is paid <odds> for 1

      Examples: Paytable B of 649a.12(e)(1)
        | hand     | odds |
        | Ah Kh Qh | 500  |
        | 9d 8d 7d | 100  |
        | 4s 4h 4d | 90   |

    Scenario Outline: 649a.1 Progressive Payout Hand: a hand below three-of-a-kind loses
      Given a Three Card Poker table under Rules Submission "pa-649a-progressive-B"
      And seat 1 places an Ante Wager of $5
      And seat 1 places a Progressive Payout Wager of $5
      And the deck is stacked with seat 1 "<hand>" and the dealer "Js 5c 3d"
      When the round is settled
      Then seat 1's Progressive Payout Wager loses

      Examples: a straight is not in Paytable B, nor a flush or a pair in either table
        | hand     |
        | 9d 8h 7c |
        | Ah Kd Qc |
        | 2h 7h Jh |
        | As Ad Kc |

    Scenario: 649a.1 Progressive Payout Hand: (ii) a straight, where the paytable includes it
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $5
      And seat 1 places a Progressive Payout Wager of $1
      And the deck is stacked with seat 1 "9d 8h 7c" and the dealer "Js 5c 3d"
      When the round is settled
      Then seat 1's Progressive Payout Wager is paid 6 for 1

  Rule: 649a.1 Round of play
    "Round of play—One complete cycle of play during which all wagers have been placed,
    all cards have been dealt and all remaining wagers have been settled in accordance
    with the rules of this chapter."

    Scenario: 649a.1 Round of play: wagers placed, cards dealt, every remaining wager settled
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Pair Plus Wager of $5
      And seat 1 places a Six Card Bonus Wager of $5
      And seat 3 places a Pair Plus Wager of $5
      And seat 3 places a Progressive Payout Wager of $1
      And the deck is stacked with seat 1 "Jh Td 4c", seat 3 "6s 6d 2h" and the dealer "Kc 9d 5s"
      When seat 1 makes a Play Wager
      And the round is settled
      Then the system reports "no more bets"
      And seat 1 holds "Jh Td 4c"
      And seat 3 holds "6s 6d 2h"
      And the dealer holds "Kc 9d 5s"
      And every wager the system accepted is settled
