@game_table_records
Feature: 523.15 Cards; physical characteristics
  58 Pa. Code § 523.15 in the 2010 temporary amendments (the seeds' file 002). The seeds
  print subsection (g) and its paragraph (2) only; (a) to (f) and (g)(1) are elided with a
  row of asterisks ("* * * * *") and have no text to transcribe.

  What a table-game management system shows is its card inventory: each package received,
  with its number of decks and the game its label or window names. The system refuses to
  receive a package that is not sealed, and a package of more than one deck whose label
  names no game; a deck packaged separately needs no game on its label (docs/protocol.md,
  "Table-game records"). The executable scenarios run at Rules Submission
  "pa-523-table-records".

  Rule: 523.15(g) Decks are packaged separately or in sets, sealed to show tampering
    "(g) Each deck of cards shall be packaged separately or in a set containing the number
    of decks authorized in this subpart and selected by a certificate holder for use in a
    particular table game. Each package of cards shall be sealed in a manner approved by
    the Bureau of Gaming Operations to provide evidence of any tampering with the package.
    If multiple decks of cards are packaged and sealed in a set, the package must have a
    label that indicates or contain a window that reveals an adequate description of the
    contents of the package, including:"

    Scenario: 523.15(g) A deck packaged separately is received without a game on its label
      Given a table-game management system under Rules Submission "pa-523-table-records"
      And at 8:00 the card package "PK-1001" of 1 deck is received, its label naming no game
      When the system records the happenings
      Then the "card package received" at 8:00 is recorded citing "523.15(g)"
      And the card inventory holds the package "PK-1001"

    Scenario: 523.15(g) A package that is not sealed is refused
      Given a table-game management system under Rules Submission "pa-523-table-records"
      And at 8:00 the card package "PK-1002" of 1 deck is received unsealed
      And at 8:05 the card package "PK-1003" of 8 decks is received unsealed, labelled for "Blackjack"
      When the system records the happenings
      Then the "card package received" at 8:00 is refused as "package-not-sealed" citing "523.15(g)"
      And the "card package received" at 8:05 is refused as "package-not-sealed" citing "523.15(g)"
      And the card inventory does not hold the package "PK-1002"
      And the card inventory does not hold the package "PK-1003"

    @manual
    Scenario: 523.15(g) The seal is of a manner the Bureau approved, and a set holds the decks authorized for its game
      Manual check: the system records whether a package arrived sealed (the scenario above);
      that the seal is of the manner approved by the Bureau of Gaming Operations and shows any
      tampering, and that a set contains the number of decks authorized in the subpart and
      selected by the certificate holder for the game, is seen by the inspector at the card
      storage.

  Rule: 523.15(g)(2) A set's label names the game for which the cards are to be used
    "(2) The game for which the cards are to be used."

    Scenario Outline: 523.15(g)(2) A set of <decks> decks labelled for <game> is received
      Given a table-game management system under Rules Submission "pa-523-table-records"
      And at 9:00 the card package "<package>" of <decks> decks is received, labelled for "<game>"
      When the system records the happenings
      Then the "card package received" at 9:00 is recorded citing "523.15(g)"
      And the card inventory holds the package "<package>"

      Examples:
        | package | decks | game         |
        | PK-2001 | 8     | Blackjack    |
        | PK-2002 | 6     | Spanish 21   |
        | PK-2003 | 2     | Minibaccarat |

    Scenario Outline: 523.15(g)(2) A set of <decks> decks whose label names no game is refused
      Given a table-game management system under Rules Submission "pa-523-table-records"
      And at 9:00 the card package "<package>" of <decks> decks is received, its label naming no game
      When the system records the happenings
      Then the "card package received" at 9:00 is refused as "package-label-without-game" citing "523.15(g)(2)"
      And the card inventory does not hold the package "<package>"

      Examples:
        | package | decks |
        | PK-3001 | 2     |
        | PK-3002 | 6     |
        | PK-3003 | 8     |

    @manual
    Scenario: 523.15(g)(2) The label or window describes the contents adequately
      Manual check: the system records the game the label names (the scenarios above); that
      the label or window gives an adequate description of the contents, including the other
      items of § 523.15(g) (elided in the seeds), is seen by the inspector on the package.
