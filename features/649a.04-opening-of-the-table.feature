@three_card_poker
Feature: 649a.4 Opening of the table for gaming
  "§ 649a.4. Opening of the table for gaming. (a) After receiving one or more decks of
  cards at the table, the dealer shall inspect the cards for any defects. The floorperson
  assigned to the table shall verify the inspection."

  Opening a table is done by hand, with physical cards, before a table-game system deals
  its first round: every subsection is a checklist line for the inspector. The test
  protocol opens a table with a Rules Submission and fresh decks and has no step for the
  inspection, the spread or the wash of the cards.

  Rule: 649a.4(a) The dealer inspects the cards; the floorperson verifies
    "After receiving one or more decks of cards at the table, the dealer shall inspect the
    cards for any defects. The floorperson assigned to the table shall verify the
    inspection."

    @manual
    Scenario: 649a.4(a) The dealer inspects the decks received and the floorperson verifies it
      Inspecting cards for defects is done by people at the table; no table-game system
      can show it.

      Given one or more decks of cards are received at the Three Card Poker table
      Then the dealer inspects the cards for any defects
      And the floorperson assigned to the table verifies the inspection

  Rule: 649a.4(b) The cards are spread face up for the first player
    "After the cards are inspected, the cards shall be spread out face up on the table for
    visual inspection by the first player to arrive at the table. The cards shall be
    spread in horizontal fan shaped columns by deck according to suit and in sequence."

    @manual
    Scenario: 649a.4(b) The inspected cards are spread face up for the first player
      Spreading the cards on the felt for a player's inspection happens before any round and
      is seen, not reported.

      Given the cards have been inspected
      Then the cards are spread out face up on the table for the first player to arrive
      And the cards are spread in horizontal fan shaped columns by deck, according to suit and in sequence

  Rule: 649a.4(c) The cards are washed, stacked and shuffled
    "After the first player arriving at the table has been afforded an opportunity to
    visually inspect the cards, the cards shall be turned face down on the table, mixed
    thoroughly by a washing of the cards and stacked. Once the cards have been stacked,
    the cards shall be shuffled in accordance with § 649a.5 (relating to shuffle and cut
    of the cards)."

    @manual
    Scenario: 649a.4(c) After the player's inspection the cards are washed, stacked and shuffled
      Washing is the dealer mixing the cards face down by hand; no table-game system can
      show it.

      Given the first player to arrive has been afforded an opportunity to inspect the cards
      Then the cards are turned face down on the table
      And the cards are mixed thoroughly by a washing of the cards and stacked
      And the stacked cards are shuffled in accordance with § 649a.5

  Rule: 649a.4(d) Two decks are each spread, mixed, stacked and shuffled
    "If an automated card shuffling device is utilized and two decks of cards are received
    at the table, each deck of cards shall be spread for inspection, mixed, stacked and
    shuffled in accordance with subsections (a)—(c)."

    @manual
    Scenario: 649a.4(d) Each of two decks received is opened as subsections (a) to (c) require
      The opening procedure is done by hand, deck by deck, before any round; no table-game
      system can show it.

      Given two decks of cards are received at a Three Card Poker table with an automated card shuffling device
      Then each deck is inspected, spread for inspection, mixed, stacked and shuffled as subsections (a) to (c) require

  Rule: 649a.4(e) Preinspected and preshuffled decks
    "If the decks of cards received at the table are preinspected and preshuffled in
    accordance with § 603a.16(u) or (v) (relating to cards; receipt, storage, inspection
    and removal from use), subsections (a)—(d) do not apply."

    @manual
    Scenario: 649a.4(e) Decks received preinspected and preshuffled skip the opening procedure
      Whether decks were preinspected and preshuffled under § 603a.16(u) or (v) is shown by
      the card room's records, not by a table-game system.

      Given decks of cards are received at the Three Card Poker table without the procedure of subsections (a) to (d)
      Then the records show the decks were preinspected and preshuffled in accordance with § 603a.16(u) or (v)
