@three_card_poker
Feature: 649a.10 Procedures for dealing the cards from an automated dealing shoe (later text)
  The later text of 58 Pa. Code § 649a.10 (regulations file 004). Its (a), (b), (d), (e) and
  (f) are word for word those of 649a.10 and are covered by
  features/649a.10-dealing-from-an-automated-shoe.feature; only (c) is new: two community
  cards for the Five Card Hand Bonus Wager and the Five-Card Progressive Payout Wager.

  The seeds print no paytable for the two wagers, so the Rules Submission writes them out
  (rules_submissions/pa-649a-dealing-automated-shoe-five-card.yaml). The five-card hand is
  the player's three cards and the two community cards; how the wagers are settled is read
  in docs/interpretations.md ("the later 649a.10's five-card wagers").

  Rule: 649a.10(c) Two community cards when a five-card wager is placed
    "After each stack of three cards has been dispensed and delivered in accordance with subsection
    (b), the dealer shall remove the stub from the automated dealing shoe and, except as provided in
    subsection (d), place the cards in the discard rack without exposing the cards. If a player has
    placed a Five Card Hand Bonus Wager or a Five-Card Progressive Payout Wager, after removing the
    stub from the automated dealing shoe, the dealer shall deal an additional two community cards
    face down on the table to a dedicated area to the right of the dealer. Except as provided in
    subsection (d), the dealer shall then place the cards in the discard rack without exposing the
    cards."

    @written_for_table.dealing
    Scenario: 649a.10(c) A Five Card Hand Bonus Wager has two community cards dealt after the stub is removed
      Given a Three Card Poker table under Rules Submission "pa-649a-dealing-automated-shoe-five-card"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Five Card Hand Bonus Wager of $5
      And seat 4 places an Ante Wager of $10
      And the deck is stacked with seat 1 "Ks 9h 4d", seat 4 "8s 8c 5d", the dealer "Qc Jd 3s" and the community cards "Ah 2c"
      When the round is settled
      Then the cards are dealt in the order "seat 1, seat 1, seat 1, seat 4, seat 4, seat 4, dealer, dealer, dealer, community, community"
      And the community cards are "Ah 2c"

    @written_for_table.dealing
    Scenario: 649a.10(c) A Five-Card Progressive Payout Wager has two community cards dealt after the stub is removed
      Given a Three Card Poker table under Rules Submission "pa-649a-dealing-automated-shoe-five-card"
      And seat 2 places an Ante Wager of $10
      And seat 2 places a Five-Card Progressive Payout Wager of $1
      And the deck is stacked with seat 2 "Ks 9h 4d", the dealer "Qc Jd 3s" and the community cards "Ah 2c"
      When the round is settled
      Then the cards are dealt in the order "seat 2, seat 2, seat 2, dealer, dealer, dealer, community, community"
      And the community cards are "Ah 2c"

    @written_for_table.dealing
    Scenario: 649a.10(c) No community cards are dealt when no player placed a five-card wager
      Given a Three Card Poker table under Rules Submission "pa-649a-dealing-automated-shoe-five-card"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Pair Plus Wager of $15
      When the round is settled
      Then the cards are dealt in the order "seat 1, seat 1, seat 1, dealer, dealer, dealer"

    @written_for_table.dealing
    Scenario: 649a.10(c) A Five-Card Progressive Payout Wager offered after "no more bets" brings no community cards
      Given a Three Card Poker table under Rules Submission "pa-649a-dealing-automated-shoe-five-card"
      And seat 3 places an Ante Wager of $10
      And seat 3 tries to place a Five-Card Progressive Payout Wager of $1 after "no more bets"
      When the round is settled
      Then seat 3's Five-Card Progressive Payout Wager is refused as after-no-more-bets
      And the cards are dealt in the order "seat 3, seat 3, seat 3, dealer, dealer, dealer"

    @manual
    Scenario: 649a.10(c) The community cards are dealt face down to the dedicated area to the right of the dealer
      Where and how the two community cards lie on the table is seen only at the table.

    @manual
    Scenario: 649a.10(c) After the community cards the stub goes to the discard rack without exposing the cards
      The stub is never dealt; the inspector watches it go to the discard rack face down.

  Rule: 649a.10(c) Five-card wagers when the automated dealing shoe is out of order
    Inferred (docs/interpretations.md, "five-card wagers without community cards"): a round
    dealt by the manual dealing shoe procedure after the automated dealing shoe malfunctions
    (649a.13(g)) has no community cards, so its five-card wagers are returned and the
    five-card meter keeps none of their contributions.

    @requires_fault_injection @written_for_table.dealing
    Scenario: 649a.10(c) A Five Card Hand Bonus Wager is returned when the automated dealing shoe is out of order
      Given a Three Card Poker table under Rules Submission "pa-649a-dealing-automated-shoe-five-card"
      And seat 2 places an Ante Wager of $10
      And seat 2 places a Five Card Hand Bonus Wager of $5
      And seat 5 places an Ante Wager of $15
      And the automated dealing shoe malfunctions and cannot be used
      When the round is settled
      Then the system reports "device covered or signed out of order"
      And the cards are dealt in the order "seat 2, seat 5, dealer, seat 2, seat 5, dealer, seat 2, seat 5, dealer"
      And seat 2's Five Card Hand Bonus Wager is returned

    @requires_fault_injection
    Scenario: 649a.10(c) A Five-Card Progressive Payout Wager is returned and feeds no meter when the automated dealing shoe is out of order
      Given a Three Card Poker table under Rules Submission "pa-649a-dealing-automated-shoe-five-card"
      And seat 3 places an Ante Wager of $10
      And seat 3 places a Five-Card Progressive Payout Wager of $1
      And the automated dealing shoe malfunctions and cannot be used
      When the round is settled
      Then seat 3's Five-Card Progressive Payout Wager is returned
      And the five-card meter reads $5,000

  Rule: 649a.10(c) The five-card hand of the two five-card wagers
    Inferred (docs/interpretations.md): the player's three cards and the two community cards
    form the hand; the Rules Submission's paytable pays it; the wagers are settled after the
    Six Card Bonus Wager and are not forfeited by a fold, which 649a.11(b) does not name.

    @written_for_three_card_poker.five_card_hand_bonus
    Scenario Outline: 649a.10(c) The Five Card Hand Bonus Wager pays <odds> to 1 on <hand> made with the community cards
      Given a Three Card Poker table under Rules Submission "pa-649a-dealing-automated-shoe-five-card"
      And seat 2 places an Ante Wager of $10
      And seat 2 places a Five Card Hand Bonus Wager of $5
      And the deck is stacked with seat 2 "<player>", the dealer "Qc Jd 3s" and the community cards "<community>"
      When the round is settled
      Then seat 2's Five Card Hand Bonus Wager is paid <odds> to 1

      Examples:
        | hand            | player   | community | odds  |
        | a royal flush   | Ah Kh Qh | Jh Th     | 1,000 |
        | a straight flush| 9d 8d 7d | 6d 5d     | 200   |
        | four of a kind  | 7s 7h 7d | 7c 2h     | 50    |
        | a full house    | 9s 9h 4d | 4c 9c     | 10    |
        | a flush         | Ks 9s 4s | 2s 6s     | 7     |
        | a straight      | 9s 8h 7d | 6c 5h     | 5     |
        | three of a kind | 6s 6h 2d | 6c Kh     | 3     |

    Scenario: 649a.10(c) A Five Card Hand Bonus Wager below the paytable loses
      Given a Three Card Poker table under Rules Submission "pa-649a-dealing-automated-shoe-five-card"
      And seat 2 places an Ante Wager of $10
      And seat 2 places a Five Card Hand Bonus Wager of $5
      And the deck is stacked with seat 2 "Ks Kh 4d", the dealer "Qc Jd 3s" and the community cards "2c 7h"
      When the round is settled
      Then seat 2's Five Card Hand Bonus Wager loses

    @written_for_three_card_poker.five_card_hand_bonus
    Scenario: 649a.10(c) A player who folds keeps the Five Card Hand Bonus Wager, settled after the Six Card Bonus
      Given a Three Card Poker table under Rules Submission "pa-649a-dealing-automated-shoe-five-card"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Five Card Hand Bonus Wager of $5
      And the deck is stacked with seat 1 "9s 8h 2d", the dealer "Qc Jd 3s" and the community cards "9c 9d"
      When seat 1 folds
      And the round is settled
      Then seat 1's Ante Wager is forfeited
      And seat 1's Five Card Hand Bonus Wager is paid 3 to 1

    Scenario: 649a.10(c) A royal flush takes 100% of the five-card meter from the progressive table game system
      Given a Three Card Poker table under Rules Submission "pa-649a-dealing-automated-shoe-five-card"
      And seat 3 places an Ante Wager of $10
      And seat 3 places a Five-Card Progressive Payout Wager of $1
      And the deck is stacked with seat 3 "As Ks Qs", the dealer "Qc Jd 3h" and the community cards "Js Ts"
      When the round is settled
      Then seat 3's Five-Card Progressive Payout Wager is paid $5,000.15 from the progressive table game system
      And the system reports "progressive jackpot paid" before "meter reset"

    Scenario: 649a.10(c) A straight flush takes 10% of the five-card meter, which is not reset
      Given a Three Card Poker table under Rules Submission "pa-649a-dealing-automated-shoe-five-card"
      And seat 3 places an Ante Wager of $10
      And seat 3 places a Five-Card Progressive Payout Wager of $1
      And the deck is stacked with seat 3 "9s 8s 7s", the dealer "Qc Jd 3h" and the community cards "6s 5s"
      When the round is settled
      Then seat 3's Five-Card Progressive Payout Wager is paid $500.01 from the progressive table game system
      And the system reports "progressive jackpot paid"
      And the system does not report "meter reset"

    Scenario: 649a.10(c) A fixed amount of the five-card progressive paytable comes from the table inventory
      Given a Three Card Poker table under Rules Submission "pa-649a-dealing-automated-shoe-five-card"
      And seat 3 places an Ante Wager of $10
      And seat 3 places a Five-Card Progressive Payout Wager of $1
      And the deck is stacked with seat 3 "7s 7h 7d", the dealer "Qc Jd 3h" and the community cards "7c 2s"
      When the round is settled
      Then seat 3's Five-Card Progressive Payout Wager is paid $300

    Scenario: 649a.10(c) A Five-Card Progressive Payout Wager of another amount is refused
      Given a Three Card Poker table under Rules Submission "pa-649a-dealing-automated-shoe-five-card"
      And seat 3 places an Ante Wager of $10
      And seat 3 places a Five-Card Progressive Payout Wager of $5
      When the round is settled
      Then seat 3's Five-Card Progressive Payout Wager is refused as amount-not-allowed
