@three_card_poker
Feature: 649a.3 Cards; number of decks, with example values that tell readings apart
  "(b)(3) Both decks are continuously alternated in and out of play, with each deck being
  used for every other round of play."

  Issue 33, item 3: no bundled two-deck round was voided, so a system whose void round does
  not pass the turn to the other deck deals like one that does. A round voided during the
  deal used its deck (its cards were dealt, then reshuffled: 649a.13(a)); the next round is
  dealt from the other deck (docs/protocol.md, "Two decks": the decks alternate by rounds
  dealt).

  Rule: 649a.3(b)(3) A round voided during the deal is a round of its deck

    @requires_fault_injection
    Scenario: 649a.3(b)(3) After a round voided during the deal the other deck is in play
      Given a Three Card Poker table under Rules Submission "pa-649a-two-decks"
      And 1 round has been played at the table
      And seat 1 places an Ante Wager of $5
      And the card dealt 2nd is found face up in the deck
      And the card dealt 6th is found face up in the deck
      When the round is settled
      Then the round is void and every wager is returned
      Given 2 rounds have been played at the table
      Then the deck in play in each round is not the deck of the round before
