@three_card_poker
Feature: 649a.3 Cards; number of decks
  "§ 649a.3. Cards; number of decks. (a) Except as provided in subsection (b), Three Card
  Poker shall be played with one deck of cards that are identical in appearance and one
  cover card."

  A table-game system shows which deck it deals each round from: on a two-deck table it
  reports the "deck in play" event naming the deck. A table-game management system shows
  when the decks of each table were opened and changed (its deck log, as for 541.3(c)), so
  the clock of deck changes of 649a.3(c) is judged from it. The cards themselves (their
  backs, the cover card) are checked by the inspector.

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

    What a table-game management system shows is its deck log: the decks opened for use at
    each table, when, and when they left use (opening new decks at a table is a change).
    When the time paragraph (1) or (2) allows for the table's dealing method passes with the
    decks still in use, the system reports an exception naming them, due at that minute
    (docs/protocol.md, "Table-game records"), as it does for the 24 hours of 541.3(c). The
    scenarios run at Rules Submission "pa-523-table-records": table "TCP-1" deals from the
    hand, "TCP-2" from an automated dealing shoe; times are hours:minutes on the test clock.

    @game_table_records
    Scenario: 649a.3(c) Opening decks at a Three Card Poker table is recorded, the change is the next opening, and each table keeps its own clock
      Given a table-game management system under Rules Submission "pa-523-table-records"
      And at 1:00 the decks "TCP1-A1, TCP1-A2" are opened for use at table "TCP-1"
      And at 1:30 the decks "TCP2-Z1, TCP2-Z2" are opened for use at table "TCP-2"
      And at 3:30 the decks "TCP1-B1, TCP1-B2" are opened for use at table "TCP-1"
      When the system's clock reaches 6:00
      Then the "decks opened for use" at 1:00 is recorded citing "649a.3(c)(1)"
      And the "decks opened for use" at 1:30 is recorded citing "649a.3(c)(2)"
      And the deck log of table "TCP-1" shows the decks "TCP1-A1, TCP1-A2" opened at 1:00 and removed at 3:30
      And the deck log of table "TCP-1" shows the decks "TCP1-B1, TCP1-B2" opened at 3:30 and still in use
      And the deck log of table "TCP-2" shows the decks "TCP2-Z1, TCP2-Z2" opened at 1:30 and still in use
      And the system reports no exception

    @manual
    Scenario: 649a.3(c) The decks recorded as changed are the decks in use at the table
      Manual check: the system records when decks were opened and changed (the scenarios of
      paragraphs (1) and (2)); that the decks physically in use at the Three Card Poker
      table are the ones the deck log shows, that the old decks left the table, and that the
      table deals as its Rules Submission entry declares (from the hand or from a shoe,
      649a.8-649a.10), is seen at the table.

      Given the card log of the Three Card Poker table
      Then the decks in use at the table are the decks the table-game management system records as in use

  Rule: 649a.3(c)(1) At least every 4 hours if the cards are dealt by hand
    "At least every 4 hours if the cards are dealt by hand."

    @game_table_records
    Scenario: 649a.3(c)(1) Decks dealt by hand and changed at the 4th hour exactly raise no exception
      Given a table-game management system under Rules Submission "pa-523-table-records"
      And at 2:00 the decks "TCP1-C1, TCP1-C2" are opened for use at table "TCP-1"
      And at 6:00 the decks "TCP1-D1, TCP1-D2" are opened for use at table "TCP-1"
      When the system's clock reaches 9:59
      Then the "decks opened for use" at 6:00 is recorded citing "649a.3(c)(1)"
      And the system reports no exception

    @game_table_records
    Scenario: 649a.3(c)(1) Decks dealt by hand still in use when 4 hours have passed are reported, not at the 8th or the 24th hour
      A system that applies the 8 hours of a shoe, or the 24 hours of 541.3(c), to a table
      dealt by hand reports nothing at 4:31 and fails here.

      Given a table-game management system under Rules Submission "pa-523-table-records"
      And at 0:30 the decks "TCP1-E1, TCP1-E2" are opened for use at table "TCP-1"
      When the system's clock reaches 4:30
      Then the system reports no exception
      When the system's clock reaches 4:31
      Then the system reports "decks not changed within 4 hours" due at 4:30 for "TCP1-E1, TCP1-E2" at table "TCP-1" citing "649a.3(c)(1)"
      When the system's clock reaches 30:00
      Then the system reports no exception

    @game_table_records
    Scenario: 649a.3(c)(1) Decks dealt by hand changed after 5 hours: the change is recorded and the lateness reported
      Given a table-game management system under Rules Submission "pa-523-table-records"
      And at 0:00 the decks "TCP1-F1" are opened for use at table "TCP-1"
      And at 5:00 the decks "TCP1-G1" are opened for use at table "TCP-1"
      When the system records the happenings
      Then the system reports "decks not changed within 4 hours" due at 4:00 for "TCP1-F1" at table "TCP-1" citing "649a.3(c)(1)"
      And the deck log of table "TCP-1" shows the decks "TCP1-F1" opened at 0:00 and removed at 5:00

  Rule: 649a.3(c)(2) At least every 8 hours if the cards are dealt from a shoe
    "At least every 8 hours if the cards are dealt from a manual or automated dealing
    shoe."

    @game_table_records
    Scenario: 649a.3(c)(2) Decks dealt from a shoe for 7 hours 59 minutes raise no exception, though 4 hours have passed
      A system that applies the 4 hours of a table dealt by hand to a shoe table reports an
      exception at the 4th hour and fails here.

      Given a table-game management system under Rules Submission "pa-523-table-records"
      And at 1:00 the decks "TCP2-A1, TCP2-A2" are opened for use at table "TCP-2"
      And at 8:59 the decks "TCP2-B1, TCP2-B2" are opened for use at table "TCP-2"
      When the system's clock reaches 12:00
      Then the "decks opened for use" at 1:00 is recorded citing "649a.3(c)(2)"
      And the deck log of table "TCP-2" shows the decks "TCP2-A1, TCP2-A2" opened at 1:00 and removed at 8:59
      And the system reports no exception

    @game_table_records
    Scenario: 649a.3(c)(2) Decks dealt from a shoe still in use when 8 hours have passed are reported
      Given a table-game management system under Rules Submission "pa-523-table-records"
      And at 3:15 the decks "TCP2-C1, TCP2-C2" are opened for use at table "TCP-2"
      When the system's clock reaches 11:15
      Then the system reports no exception
      When the system's clock reaches 11:16
      Then the system reports "decks not changed within 8 hours" due at 11:15 for "TCP2-C1, TCP2-C2" at table "TCP-2" citing "649a.3(c)(2)"

    @game_table_records
    Scenario: 649a.3(c)(2) Decks removed from use within 8 hours when the table closes raise no exception
      Given a table-game management system under Rules Submission "pa-523-table-records"
      And at 12:00 the decks "TCP2-D1" are opened for use at table "TCP-2"
      And at 19:00 the decks at table "TCP-2" are removed from use
      When the system's clock reaches 40:00
      Then the "decks removed from use" at 19:00 is recorded citing "649a.3(c)(2)"
      And the system reports no exception
