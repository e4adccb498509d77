@game_ultimate_texas_hold_em
Feature: 653a.1 Definitions
  "The following words and terms, when used in this chapter, have the following meanings,
  unless the context clearly indicates otherwise:"

  The seeds print § 653a.1 only: the rankings (653a.6), wagers (653a.7), dealing
  (653a.8-653a.10), completion of the round (653a.11) and payout odds (653a.12) are cited but
  absent. A definition is proven through what it makes a table-game system do, without
  amounts: the cards it deals and burns, the Hand it forms, the decisions it records, the
  Trips Wager it refuses, and whom it classifies as holding an Envy Bonus Qualifying Hand or
  a Progressive Payout Hand or as receiving an Envy Bonus. The dealing order (two cards to
  each player, then the dealer; burn, flop, burn, the final two community cards) is a reading
  (interpretation register, "Ultimate Texas Hold 'Em dealing and burns"). The scenarios run at
  Rules Submission "pa-653a-ultimate-texas-hold-em" (six seats, Progressive Payout Wager
  offered).

  Background:
    Given an Ultimate Texas Hold 'Em table under Rules Submission "pa-653a-ultimate-texas-hold-em"

  Rule: 653a.1 Burn
    "Burn—To remove the top or next card from the deck and place it face down in the discard
    rack without exposing the card to anyone."

    Scenario: 653a.1 Burn: the burn cards go face down to the discard rack, exposed to no one
      Given seat 1 puts $5 on the Ante Wager
      And the Ultimate Texas Hold 'Em deck deals seat 1 "2c 3d", the dealer "4s 4d", the burn cards "2s 3s", the flop "7h 6h 5h" and the final community cards "Kc Jc"
      When the Ultimate Texas Hold 'Em round is dealt
      Then the burn cards "2s 3s" are placed face down in the discard rack
      And a card is burned before the flop and before the final community cards

  Rule: 653a.1 Check
    "Check—Waiving the right to place a Play Wager but remaining in the round of play."

    Scenario: 653a.1 Check: a player who checks makes no Play Wager and remains in the round
      Given seat 1 puts $5 on the Ante Wager
      And seat 1 checks before the flop
      And seat 1 checks after the flop
      And seat 1 makes a Play Wager of $5 after all community cards
      And the Ultimate Texas Hold 'Em deck deals seat 1 "2c 3d", the dealer "4s 4d", the burn cards "2s 3s", the flop "7h 6h 5h" and the final community cards "Kc Jc"
      When the Ultimate Texas Hold 'Em round is dealt
      Then seat 1's check before the flop keeps it in the round of play
      And seat 1's check after the flop keeps it in the round of play
      And seat 1's Play Wager of $5 is made after all community cards
      And seat 1 remains in the round of play

  Rule: 653a.1 Community card
    "Community card—A card which may be used by all players and the dealer to form the best
    possible five-card poker hand."

    Scenario: 653a.1 Community card: every player and the dealer use the same community cards
      Given seat 1 puts $5 on the Ante Wager
      And seat 2 puts $5 on the Ante Wager
      And the Ultimate Texas Hold 'Em deck deals seat 1 "2c 3d", seat 2 "9c 8d", the dealer "4s 4d", the burn cards "2s 3s", the flop "7h 6h 5h" and the final community cards "Kc Jc"
      When the Ultimate Texas Hold 'Em round is dealt
      Then the five community cards are "7h 6h 5h Kc Jc"
      And seat 1's Hand is a high card "Kc Jc 7h 6h 5h"
      And seat 2's Hand is a straight "9c 8d 7h 6h 5h"
      And the dealer's Hand is a pair "4s 4d Kc Jc 7h"

  Rule: 653a.1 Envy Bonus
    "Envy Bonus—An additional fixed sum payout made to a player who placed a Progressive
    Payout Wager when another player at the Ultimate Texas Hold 'Em Poker table is the holder
    of an Envy Bonus Qualifying Hand."

    @offers_progressive
    Scenario: 653a.1 Envy Bonus: to the player with a Progressive Payout Wager for another player's hand, not for his own
      Given seat 1 puts $5 on the Ante Wager
      And seat 1 puts $5 on the Progressive Payout Wager
      And seat 2 puts $5 on the Ante Wager
      And seat 2 puts $5 on the Progressive Payout Wager
      And seat 3 puts $5 on the Ante Wager
      And the Ultimate Texas Hold 'Em deck deals seat 1 "2c 3d", seat 2 "9h 8h", seat 3 "Kh Kd", the dealer "4s 4d", the burn cards "2s 3s", the flop "7h 6h 5h" and the final community cards "Kc Jc"
      When the Ultimate Texas Hold 'Em round is dealt
      Then seat 2 holds an Envy Bonus Qualifying Hand
      And seat 1 would receive an Envy Bonus for seat 2's hand
      And seat 2 would receive no Envy Bonus for its own hand
      And seat 3 would receive no Envy Bonus

  Rule: 653a.1 Envy Bonus Qualifying Hand
    "Envy Bonus Qualifying Hand—A player's five-card poker hand with a rank of a straight flush
    or better as defined in § 653a.6(b) (relating to Ultimate Texas Hold 'Em Poker rankings)."

    @offers_progressive
    Scenario Outline: 653a.1 Envy Bonus Qualifying Hand: a straight flush or better qualifies, nothing lower
      Given seat 1 puts $5 on the Ante Wager
      And seat 1 puts $5 on the Progressive Payout Wager
      And seat 2 puts $5 on the Ante Wager
      And the Ultimate Texas Hold 'Em deck deals seat 1 "2c 3d", seat 2 "<hole>", the dealer "4s 4d", the burn cards "2s 3s", the flop "7h 6h 5h" and the final community cards "Kc Jc"
      When the Ultimate Texas Hold 'Em round is dealt
      Then seat 2's Hand is <rank> "<hand>"
      And seat 2 holds <holds> Envy Bonus Qualifying Hand

      Examples:
        | hole  | rank             | hand           | holds |
        | 9h 8h | a straight flush | 9h 8h 7h 6h 5h | an    |
        | 4h 3h | a straight flush | 7h 6h 5h 4h 3h | an    |
        | 9c 8d | a straight       | 9c 8d 7h 6h 5h | no    |
        | Ah 2h | a flush          | Ah 7h 6h 5h 2h | no    |
        | Kh Kd | three-of-a-kind  | Kh Kd Kc Jc 7h | no    |

    @offers_progressive
    Scenario: 653a.1 Envy Bonus Qualifying Hand: four-of-a-kind and a full house rank below a straight flush and do not qualify
      Given seat 1 puts $5 on the Ante Wager
      And seat 1 puts $5 on the Progressive Payout Wager
      And seat 2 puts $5 on the Ante Wager
      And seat 3 puts $5 on the Ante Wager
      And the Ultimate Texas Hold 'Em deck deals seat 1 "2c 3d", seat 2 "7s 2h", seat 3 "Kh Kd", the dealer "4s 4d", the burn cards "2s 3s", the flop "7h 7d 5h" and the final community cards "Kc 7c"
      When the Ultimate Texas Hold 'Em round is dealt
      Then seat 2's Hand is four-of-a-kind "7s 7h 7d 7c Kc"
      And seat 3's Hand is a full house "Kh Kd Kc 7h 7d"
      And seat 2 holds no Envy Bonus Qualifying Hand
      And seat 3 holds no Envy Bonus Qualifying Hand
      And seat 1 would receive no Envy Bonus

    @offers_progressive
    Scenario: 653a.1 Envy Bonus Qualifying Hand: a royal flush is a straight flush
      Given seat 1 puts $5 on the Ante Wager
      And seat 2 puts $5 on the Ante Wager
      And seat 2 puts $5 on the Progressive Payout Wager
      And the Ultimate Texas Hold 'Em deck deals seat 1 "Ah Kh", seat 2 "2c 3d", the dealer "4s 4d", the burn cards "2s 3s", the flop "Qh Jh 9c" and the final community cards "8d Th"
      When the Ultimate Texas Hold 'Em round is dealt
      Then seat 1's Hand is a straight flush "Ah Kh Qh Jh Th"
      And seat 1 holds an Envy Bonus Qualifying Hand
      And seat 2 would receive an Envy Bonus for seat 1's hand

  Rule: 653a.1 Flop
    "Flop—The first three community cards dealt during a round of play."

    Scenario: 653a.1 Flop: the first three community cards dealt
      Given seat 1 puts $5 on the Ante Wager
      And the Ultimate Texas Hold 'Em deck deals seat 1 "2c 3d", the dealer "4s 4d", the burn cards "2s 3s", the flop "7h 6h 5h" and the final community cards "Kc Jc"
      When the Ultimate Texas Hold 'Em round is dealt
      Then the flop is "7h 6h 5h"
      And the five community cards are "7h 6h 5h Kc Jc"

  Rule: 653a.1 Fold
    "Fold—The withdrawal of a player from a round of play by not making a Play Wager."

    Scenario: 653a.1 Fold: a player who makes no Play Wager withdraws from the round
      Given seat 1 puts $5 on the Ante Wager
      And seat 2 puts $5 on the Ante Wager
      And seat 1 folds after all community cards
      And seat 2 makes a Play Wager of $20 before the flop
      And the Ultimate Texas Hold 'Em deck deals seat 1 "2c 3d", seat 2 "9c 8d", the dealer "4s 4d", the burn cards "2s 3s", the flop "7h 6h 5h" and the final community cards "Kc Jc"
      When the Ultimate Texas Hold 'Em round is dealt
      Then seat 1's fold after all community cards withdraws it from the round of play
      And seat 1 has withdrawn from the round of play
      And seat 2 remains in the round of play

  Rule: 653a.1 Hand
    "Hand—The five-card poker hand formed from the two cards of the player or the dealer and
    any of the five community cards."

    Scenario: 653a.1 Hand: the best five of the two cards and all five community cards, the last one included
      Given seat 1 puts $5 on the Ante Wager
      And seat 2 puts $5 on the Ante Wager
      And the Ultimate Texas Hold 'Em deck deals seat 1 "Ah Kh", seat 2 "Qs Qd", the dealer "2c 7d", the burn cards "2s 3s", the flop "Qh Jh 3c" and the final community cards "8d Th"
      When the Ultimate Texas Hold 'Em round is dealt
      Then seat 1's Hand is a straight flush "Ah Kh Qh Jh Th"
      And seat 2's Hand is three-of-a-kind "Qs Qd Qh Jh Th"
      And the dealer's Hand is a high card "Qh Jh Th 8d 7d"

    Scenario: 653a.1 Hand: the community cards alone may be the best five
      Given seat 1 puts $5 on the Ante Wager
      And the Ultimate Texas Hold 'Em deck deals seat 1 "2c 3d", the dealer "4s 4d", the burn cards "2s 5s", the flop "Ah Kh Qh" and the final community cards "Jh Th"
      When the Ultimate Texas Hold 'Em round is dealt
      Then seat 1's Hand is a straight flush "Ah Kh Qh Jh Th"
      And the dealer's Hand is a straight flush "Ah Kh Qh Jh Th"

  Rule: 653a.1 Play Wager
    "Play Wager—An additional wager that a player shall make if the player opts to remain in
    competition against the dealer after the player reviews his hand."

    Scenario: 653a.1 Play Wager: made to remain in competition; it ends the player's decisions
      Given seat 1 puts $10 on the Ante Wager
      And seat 1 makes a Play Wager of $40 before the flop
      And the Ultimate Texas Hold 'Em deck deals seat 1 "Ah Kh", the dealer "4s 4d", the burn cards "2s 3s", the flop "7h 6h 5h" and the final community cards "Kc Jc"
      When the Ultimate Texas Hold 'Em round is dealt
      Then seat 1's Play Wager of $40 is made before the flop
      And seat 1 remains in the round of play

  Rule: 653a.1 Progressive Payout Hand
    "Progressive Payout Hand—A player's five-card poker hand with a rank of three-of-a-kind or
    better as defined in § 653a.6(b)."

    @offers_progressive
    Scenario Outline: 653a.1 Progressive Payout Hand: three-of-a-kind or better, nothing lower
      Given seat 1 puts $5 on the Ante Wager
      And seat 2 puts $5 on the Ante Wager
      And seat 2 puts $5 on the Progressive Payout Wager
      And the Ultimate Texas Hold 'Em deck deals seat 1 "2c 3d", seat 2 "<hole>", the dealer "4s 4d", the burn cards "2s 3s", the flop "7h 6h 5h" and the final community cards "Kc Jc"
      When the Ultimate Texas Hold 'Em round is dealt
      Then seat 2's Hand is <rank> "<hand>"
      And seat 2 holds <holds> Progressive Payout Hand

      Examples:
        | hole  | rank             | hand           | holds |
        | Kh Kd | three-of-a-kind  | Kh Kd Kc Jc 7h | a     |
        | 7c 7d | three-of-a-kind  | 7c 7d 7h Kc Jc | a     |
        | 9c 8d | a straight       | 9c 8d 7h 6h 5h | a     |
        | Ah 2h | a flush          | Ah 7h 6h 5h 2h | a     |
        | 9h 8h | a straight flush | 9h 8h 7h 6h 5h | a     |
        | Kh Jd | two pair         | Kh Kc Jd Jc 7h | no    |
        | 7c 6c | two pair         | 7c 7h 6c 6h Kc | no    |
        | Ad 2d | a high card      | Ad Kc Jc 7h 6h | no    |

  Rule: 653a.1 Round of play
    "Round of play—One complete cycle of play during which all wagers have been placed, all
    cards have been dealt and all remaining wagers have been settled in accordance with the
    rules of this chapter."

    Scenario: 653a.1 Round of play: every wager placed before the cards, every card dealt
      Given seat 1 puts $5 on the Ante Wager
      And seat 1 puts $5 on the Trips Wager
      And seat 2 puts $5 on the Ante Wager
      And seat 2 checks before the flop
      And seat 2 makes a Play Wager of $10 after the flop
      And the Ultimate Texas Hold 'Em deck deals seat 1 "2c 3d", seat 2 "9c 8d", the dealer "4s 4d", the burn cards "2s 3s", the flop "7h 6h 5h" and the final community cards "Kc Jc"
      When the Ultimate Texas Hold 'Em round is dealt
      Then the Trips Wager of seat 1 is accepted
      And the burn cards "2s 3s" are placed face down in the discard rack
      And the five community cards are "7h 6h 5h Kc Jc"
      And seat 1 has withdrawn from the round of play
      And seat 2 remains in the round of play

    @manual
    Scenario: 653a.1 Round of play: all remaining wagers are settled
      The settlement of the wagers follows 653a.11 and the payout odds of 653a.12, neither of
      which is in the seeds; the inspector checks that each round ends with every remaining
      wager settled.

      Given a round of Ultimate Texas Hold 'Em with every card dealt
      Then every remaining wager is settled before the next round begins

  Rule: 653a.1 Trips Wager
    "Trips Wager—The wager that a player is required to make prior to any cards being dealt to
    compete against a posted paytable, regardless of the outcome of the player's hand against
    the dealer's hand."

    Scenario: 653a.1 Trips Wager: made before any card is dealt, it is accepted
      Given seat 1 puts $5 on the Ante Wager
      And seat 1 puts $5 on the Trips Wager
      And the Ultimate Texas Hold 'Em deck deals seat 1 "Kh Kd", the dealer "4s 4d", the burn cards "2s 3s", the flop "7h 6h 5h" and the final community cards "Kc Jc"
      When the Ultimate Texas Hold 'Em round is dealt
      Then the Trips Wager of seat 1 is accepted
      And seat 1's Hand is three-of-a-kind "Kh Kd Kc Jc 7h"

    Scenario Outline: 653a.1 Trips Wager: offered after the first card is dealt, it is refused
      Given seat 1 puts $5 on the Ante Wager
      And seat 1 offers $5 on the Trips Wager after <n> dealt
      And the Ultimate Texas Hold 'Em deck deals seat 1 "Kh Kd", the dealer "4s 4d", the burn cards "2s 3s", the flop "7h 6h 5h" and the final community cards "Kc Jc"
      When the Ultimate Texas Hold 'Em round is dealt
      Then the Trips Wager of seat 1 is refused as "after-first-card"

      Examples:
        | n                   |
        | 1 card is           |
        | 4 cards have been   |

    @manual
    Scenario: 653a.1 Trips Wager: it is settled against a posted paytable
      The Trips Wager's paytable (653a.12) is not in the seeds; the inspector checks the
      posted paytable is the one in the Rules Submission and that the wager is settled on it
      regardless of the dealer's hand.

      Given an Ultimate Texas Hold 'Em table offering the Trips Wager
      Then the Trips Wager's paytable is posted at the table
