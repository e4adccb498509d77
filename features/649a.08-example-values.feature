@three_card_poker
Feature: 649a.8 Dealing from a manual dealing shoe, with example values that tell readings apart
  "(f) If an automated card shuffling device, which counts the number of cards in the deck
  after the completion of each shuffle and indicates whether 52 cards are present, is not
  being used, the dealer shall count the stub at least once every 5 rounds of play ..."

  Issue 33, item 3: every bundled round voided during the deal was itself the fifth round
  since the last count, where a system that leaves void rounds out of its count of five
  counts at the same round as one that keeps them in. Here the void round is the third:
  the fifth round of play since the count is then the round after the next two, and a
  system leaving the void round out counts a round too late (docs/protocol.md, "The stub
  count schedule": a round voided during the deal adds one). A system counting earlier, or
  every round, passes: the rule is judged, no five dealt rounds in a row without a count.

  Rule: 649a.8(f) A round voided during the deal is a round of play of the five

    @requires_fault_injection
    Scenario: 649a.8(f) A round voided during the deal counts among the five rounds of play before the stub count
      Given a Three Card Poker table under Rules Submission "pa-649a-dealing-manual-shoe"
      And 2 rounds have been played at the table
      And seat 1 places an Ante Wager of $10
      And the card dealt 2nd is found face up in the deck
      And the card dealt 6th is found face up in the deck
      When the round is settled
      Then the round is void and every wager is returned
      Given 1 round has been played at the table
      And seat 1 places an Ante Wager of $10
      When the round is settled
      Then the stub has been counted at least once every 5 rounds of play
