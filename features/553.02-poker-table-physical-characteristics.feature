Feature: 553.2 Poker table physical characteristics
  58 Pa. Code § 553.2, Poker, in the 2010 temporary amendments (the seeds' file 002). The
  seeds print subsection (c) only; (a) and (b) are elided with rows of asterisks
  ("* * * * *"). The amendment clarifies that the layout need not mark an area for the decks:
  "All that is required is that the certificate holder keep the decks of cards in a location
  on the table that has been approved by the Bureau of Gaming Operations."

  Rule: 553.2(c) The decks are kept on the Poker table in an approved location
    "(c) Decks of cards used for the play of Poker shall be kept on the Poker table in a
    location approved by the Bureau of Gaming Operations, for the placement of the cards.
    This area may be part of the table inventory container."

    @manual
    Scenario: 553.2(c) The decks used for Poker are kept on the table in the location the Bureau approved
      Manual check for the inspector: at each Poker table the decks of cards used for play are
      kept on the table in the location approved by the Bureau of Gaming Operations (which may
      be part of the table inventory container), compared with the approval on file. It is
      where cards lie on a table; no system can show it.
