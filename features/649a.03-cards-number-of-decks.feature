@three_card_poker
Feature: 649a.3 Cards; number of decks
  "§ 649a.3. Cards; number of decks. (a) Except as provided in subsection (b), Three Card
  Poker shall be played with one deck of cards that are identical in appearance and one
  cover card."

  A table-game system shows which deck it deals each round from: on a two-deck table it
  reports the "deck in play" event naming the deck. The cards themselves (their backs,
  the cover card) and the clock of deck changes are checked by the inspector.

  Rule: 649a.3(a) One deck and one cover card
    "Except as provided in subsection (b), Three Card Poker shall be played with one deck
    of cards that are identical in appearance and one cover card."

    Scenario: 649a.3(a) A one-deck table deals every round from its single deck
      A system that silently deals from a second deck names a deck in its report of a round,
      or deals a card twice in it; the old check of no "deck in play" event alone passes it.

      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And 2 rounds have been played at the table
      And seat 1 places an Ante Wager of $15
      And seat 1 places a Pair Plus Wager of $5
      And seat 4 places an Ante Wager of $10
      And seat 7 places an Ante Wager of $25
      When the round is settled
      Then the system does not report "deck in play"
      And every round was dealt from the table's one deck of 52 cards

    @manual
    Scenario: 649a.3(a) The deck is identical in appearance and has one cover card
      What the cards look like is seen at the table; no table-game system reports it.

      Given the deck of cards in use at a one-deck Three Card Poker table
      Then the table has one deck of 52 cards
      And the cards of the deck are identical in appearance
      And the table has one cover card

  Rule: 649a.3(b) Two decks with an automated card shuffling device
    "If an automated card shuffling device is utilized, Three Card Poker may be played with
    two decks of cards in accordance with the following requirements:"

    Scenario: 649a.3(b) A two-deck table reports the deck in play each round
      Given a Three Card Poker table under Rules Submission "pa-649a-two-decks"
      And seat 1 places an Ante Wager of $5
      When the round is settled
      Then the system reports "deck in play"

  Rule: 649a.3(b)(1) The two decks have backs of different colors
    "The cards in each deck must be of the same design. The backs of the cards in one deck
    must be of a different color than the cards included in the other deck."

    @manual
    Scenario: 649a.3(b)(1) The decks are of one design with backs of two colors
      The design and back color of the cards are seen at the table; no table-game system
      reports them.

      Given the two decks in use at a two-deck Three Card Poker table
      Then the cards of both decks are of the same design
      And the backs of one deck are of a different color from the backs of the other deck

  Rule: 649a.3(b)(2) One deck is shuffled in the device while the other is in play
    "One deck of cards shall be shuffled and stored in the automated card shuffling device
    while the other deck is being used to play the game."

    Scenario: 649a.3(b)(2) The deck just played is not dealt again the next round
      Given a Three Card Poker table under Rules Submission "pa-649a-two-decks"
      And 2 rounds have been played at the table
      And seat 1 places an Ante Wager of $5
      When the round is settled
      Then the deck in play in each round is not the deck of the round before

    @manual
    Scenario: 649a.3(b)(2) The deck not in play is stored in the automated card shuffling device
      Where the deck not in play is kept is seen at the table.

      Given a round of play at a two-deck Three Card Poker table
      Then the deck not in play is being shuffled or stored in the automated card shuffling device

  Rule: 649a.3(b)(3) The decks alternate round by round
    "Both decks are continuously alternated in and out of play, with each deck being used
    for every other round of play."

    Scenario: 649a.3(b)(3) Each deck is used for every other round of play
      Given a Three Card Poker table under Rules Submission "pa-649a-two-decks"
      And 4 rounds have been played at the table
      And seat 1 places an Ante Wager of $5
      When the round is settled
      Then the two decks alternate, each in play for every other round

  Rule: 649a.3(b)(4) Only one deck in the discard rack
    "The cards from only one deck are placed in the discard rack at any given time."

    @manual
    Scenario: 649a.3(b)(4) The discard rack holds the cards of one deck only
      The discard rack is not part of a table-game system; the inspector looks at it.

      Given a round of play at a two-deck Three Card Poker table
      Then the discard rack holds cards of one back color only

  Rule: 649a.3(c) The decks are changed
    "The decks of cards used in Three Card Poker shall be changed:"

    @manual
    Scenario: 649a.3(c) The decks are changed on the schedule of the dealing method
      Changing decks is a procedure of the card room, recorded in its card logs; the test
      protocol opens each table with fresh decks and has no clock of deck use.

      Given the card log of the Three Card Poker table
      Then the decks were changed at least as often as paragraph (1) or (2) requires for the dealing method in use

  Rule: 649a.3(c)(1) At least every 4 hours when dealt by hand
    "At least every 4 hours if the cards are dealt by hand."

    @manual
    Scenario: 649a.3(c)(1) Decks dealt by hand are changed at least every 4 hours
      The time a deck has been in use is kept by the card room, not by a table-game system.

      Given a Three Card Poker table whose cards are dealt from the dealer's hand
      Then the card log shows each deck taken out of use within 4 hours of being put into use

  Rule: 649a.3(c)(2) At least every 8 hours when dealt from a shoe
    "At least every 8 hours if the cards are dealt from a manual or automated dealing
    shoe."

    @manual
    Scenario: 649a.3(c)(2) Decks dealt from a shoe are changed at least every 8 hours
      The time a deck has been in use is kept by the card room, not by a table-game system.

      Given a Three Card Poker table whose cards are dealt from a manual or automated dealing shoe
      Then the card log shows each deck taken out of use within 8 hours of being put into use
