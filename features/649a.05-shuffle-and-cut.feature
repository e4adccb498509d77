@three_card_poker
Feature: 649a.5 Shuffle and cut of the cards
  "§ 649a.5. Shuffle and cut of the cards. (a) Immediately prior to commencement of play,
  unless the cards were preshuffled in accordance with § 603a.16(u) or (v) (relating to
  cards; receipt, storage, inspection and removal from use), after each round of play has
  been completed or when directed by a floorperson or above, the dealer shall shuffle the
  cards, either manually or by use of an automated card shuffling device, so that the
  cards are randomly intermixed."

  In test mode the harness gives the system the order of the deck, so the shuffle itself
  is not seen by a forced-deck scenario: a manual shuffle and cut are watched at the
  table. A system with the capability self-shuffle shuffles with its own shuffler and
  reports each deck, so whether its shuffles randomly intermix the cards is judged
  statistically over many rounds (`tablecert stats` runs the full checks with the return
  convergence). What a table-game system also shows is the count of a counting shuffler
  (subsection (b)): a deck of the wrong size is removed from the table.

  Rule: 649a.5(a) The cards are shuffled so that they are randomly intermixed
    "Immediately prior to commencement of play, unless the cards were preshuffled in
    accordance with § 603a.16(u) or (v) (relating to cards; receipt, storage, inspection
    and removal from use), after each round of play has been completed or when directed by
    a floorperson or above, the dealer shall shuffle the cards, either manually or by use
    of an automated card shuffling device, so that the cards are randomly intermixed. Upon
    completion of the shuffle, the dealer or automated shuffling device shall place the
    deck of cards in a single stack provided, however, that the certificate holder may use
    an automated card shuffling device which, upon completion of the shuffling of the
    cards, inserts the stack of cards directly into a dealing shoe."

    @manual
    Scenario: 649a.5(a) The cards are shuffled before play, after every round and when directed
      The test protocol supplies the deck order (test mode), so no scenario sees a shuffle;
      the inspector watches the shuffle at the table and the lab certifies the device.

      Given a Three Card Poker table open for gaming
      Then the cards are shuffled immediately before play begins, unless they were preshuffled under § 603a.16(u) or (v)
      And the cards are shuffled after each round of play is completed
      And the cards are shuffled when a floorperson or above directs it
      And the shuffle, manual or by an automated card shuffling device, randomly intermixes the cards

    @requires_self_shuffle @long
    Scenario: 649a.5(a) The system's own shuffles randomly intermix the cards
      Four checks over the decks the system reports (position by card, neighbouring cards,
      neighbours kept from one shuffle to the next, dealt hand categories), Holm's procedure
      holding the false-alarm rate of all four together at 1%; 2,000 rounds give each check
      at least 80% power against its minimum effect (tablecert/stats/shuffle.py).

      Given a Three Card Poker table under Rules Submission "pa-649a-minimal"
      When the system shuffles with its own shuffler and plays 2000 rounds at a table opened with shuffle seed 5
      Then the shuffles randomly intermix the cards at a false-alarm rate of 0.01

    @manual
    Scenario: 649a.5(a) The shuffled deck is placed in a single stack or inserted into the shoe
      How the shuffled deck leaves the dealer's hands or the device is seen at the table.

      Given the shuffle is complete
      Then the dealer or the automated shuffling device places the deck in a single stack, or an approved automated card shuffling device inserts the stack directly into a dealing shoe

  Rule: 649a.5(b) A counting shuffler that finds a wrong number of cards
    "If an automated card shuffling device is being used, which counts the number of cards
    in the deck after the completion of each shuffle and indicates whether 52 cards are
    present, and the device reveals that an incorrect number of cards are present, the
    deck shall be removed from the table."

    Scenario Outline: 649a.5(b) The deck is removed when the shuffler counts other than 52 cards
      The round is not dealt and the wagers are returned (docs/interpretations.md, "a
      counting shuffler that finds a wrong count").

      Given a Three Card Poker table under Rules Submission "pa-649a-counting-shuffler"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Pair Plus Wager of $5
      And the deck holds <count> cards
      When the round is settled
      Then the system reports "deck removed from the table"
      And the round is void and every wager is returned
      And seat 1 is dealt no cards

      Examples:
        | count |
        | 51    |
        | 50    |
        | 53    |

    Scenario: 649a.5(b) A deck the shuffler counts at 52 cards stays in play
      Given a Three Card Poker table under Rules Submission "pa-649a-counting-shuffler"
      And seat 1 places an Ante Wager of $10
      And the deck holds 52 cards
      When the round is settled
      Then the system does not report "deck removed from the table"
      And seat 1's Ante Wager is accepted

  Rule: 649a.5(c) After the shuffle: deal, or cut
    "After the cards have been shuffled and stacked, the dealer shall:"

    @manual
    Scenario: 649a.5(c) The shuffled and stacked cards are dealt or cut as paragraph (1) or (2) says
      Whether a cut took place is seen at the table; the test protocol has no cut step.

      Given the cards have been shuffled and stacked
      Then the dealer deals them under paragraph (1) or cuts them under paragraph (2)

  Rule: 649a.5(c)(1) Shuffled by a device: dealt without a cut
    "If the cards were shuffled using an automated card shuffling device, deal the cards in
    accordance with § 649a.8, § 649a.9 or § 649a.10 (relating to procedures for dealing
    the cards from a manual dealing shoe; procedures for dealing the cards from the hand;
    and procedures for dealing the cards from an automated dealing shoe)."

    @manual
    Scenario: 649a.5(c)(1) Cards shuffled by the device are dealt without a cut
      The dealing procedures themselves are proven by the scenarios of §§ 649a.8 to 649a.10;
      that no cut is made after a device shuffle is seen at the table.

      Given the cards were shuffled by an automated card shuffling device
      Then the dealer deals the cards in accordance with § 649a.8, § 649a.9 or § 649a.10 without cutting them

  Rule: 649a.5(c)(2) Shuffled by hand or preshuffled: cut
    "If the cards were shuffled manually or were preshuffled, cut the cards in accordance
    with the procedures in subsection (d)."

    @manual
    Scenario: 649a.5(c)(2) Cards shuffled by hand or preshuffled are cut before the deal
      The cut is done by hand with the cover card; no table-game system can show it.

      Given the cards were shuffled manually or were preshuffled
      Then the dealer cuts the cards in accordance with subsection (d) before dealing

  Rule: 649a.5(d) The cut with the cover card
    "If a cut of the cards is required, the dealer shall place the cover card in the stack
    at least ten cards in from the top of the stack. Once the cover card has been
    inserted, the dealer shall take all cards above the cover card and the cover card and
    place them on the bottom of the stack. The stack of cards shall then be inserted into
    the dealing shoe for commencement of play."

    @manual
    Scenario: 649a.5(d) The cover card is inserted at least ten cards in and the top moved to the bottom
      The cut is done by hand with the cover card; no table-game system can show it.

      Given a cut of the cards is required
      Then the dealer places the cover card in the stack at least ten cards in from the top
      And the dealer places all cards above the cover card, and the cover card, on the bottom of the stack
      And the stack is inserted into the dealing shoe for commencement of play

  Rule: 649a.5(e) A recut required by a floorperson
    "After the cards have been cut and before any cards have been dealt, a floorperson or
    above may require the cards to be recut if the floorperson determines that the cut was
    performed improperly or in any way that might affect the integrity or fairness of the
    game."

    @manual
    Scenario: 649a.5(e) A floorperson may require an improper cut to be recut before the deal
      The floorperson's judgement of a cut is made at the table; no table-game system can
      show it.

      Given the cards have been cut and no card has been dealt
      When a floorperson or above determines the cut was performed improperly or might affect the integrity or fairness of the game
      Then the cards are recut before any card is dealt

  Rule: 649a.5(f) A table open without gaming activity
    "If there is no gaming activity at a Three Card Poker table which is open for gaming,
    the cards shall be removed from the dealing shoe and discard rack and spread out on the
    table face down unless a player requests that the cards be spread face up on the
    table. After the first player arriving at the table is afforded an opportunity to
    visually inspect the cards:"

    @manual
    Scenario: 649a.5(f) An idle table's cards are spread for the first player to arrive
      Spreading the cards of an idle table is done by hand between rounds; no table-game
      system can show it.

      Given a Three Card Poker table open for gaming has no gaming activity
      Then the cards are removed from the dealing shoe and the discard rack
      And the cards are spread face down on the table, or face up if a player requests it
      And the first player arriving at the table is afforded an opportunity to inspect them

  Rule: 649a.5(f)(1) Without a shuffler: washed, stacked, shuffled and cut
    "If there is no automated shuffling device in use, the cards shall be mixed thoroughly
    by a washing of the cards, stacked, then shuffled and cut in accordance with this
    section."

    @manual
    Scenario: 649a.5(f)(1) Without a shuffler the idle table's cards are washed, shuffled and cut
      Washing, shuffling and cutting by hand are seen at the table; no table-game system
      can show them.

      Given the first player has inspected the cards of an idle table with no automated shuffling device
      Then the cards are mixed thoroughly by a washing of the cards and stacked
      And the cards are shuffled and cut in accordance with this section

  Rule: 649a.5(f)(2) With a shuffler: the spread deck goes in, the shuffled deck comes out
    "If an automated shuffling device is in use, the cards shall be stacked and placed into
    the automated shuffling device to be shuffled. The deck of cards already in the
    shuffler shall then be removed. Unless a player requests otherwise, the deck of cards
    removed from the shuffler does not need to be spread for inspection and reshuffled
    prior to being dealt if:"

    @manual
    Scenario: 649a.5(f)(2) With a shuffler the spread deck is shuffled and the stored deck taken out
      Exchanging decks in the device is done by hand at an idle table; the test protocol
      has no step for it.

      Given the first player has inspected the cards of an idle table with an automated shuffling device
      Then the cards are stacked and placed into the automated shuffling device to be shuffled
      And the deck already in the shuffler is then removed
      And the removed deck is spread for inspection and reshuffled before it is dealt if a player requests it, or unless (i) and (ii) are met

  Rule: 649a.5(f)(2)(i) The shuffler stores a single deck securely
    "The automated card shuffling device stores a single deck of shuffled cards inside the
    shuffler in a secure manner."

    @manual
    Scenario: 649a.5(f)(2)(i) The shuffler stores a single shuffled deck securely inside it
      Secure storage inside the device is a property of its hardware, certified by the lab's
      device evaluation and checked at the table.

      Given the automated card shuffling device in use at the Three Card Poker table
      Then it stores a single deck of shuffled cards inside the shuffler in a secure manner

  Rule: 649a.5(f)(2)(ii) The shuffled cards are secured, released and prepared as approved
    "The shuffled cards have been secured, released and prepared for play in accordance
    with procedures approved by the Bureau of Gaming Laboratory Operations."

    @manual
    Scenario: 649a.5(f)(2)(ii) The shuffled cards were handled under procedures the Bureau approved
      The procedures are approved documents of the Bureau of Gaming Laboratory Operations;
      the inspector checks they were followed.

      Given the deck removed from the automated card shuffling device
      Then it was secured, released and prepared for play under procedures approved by the Bureau of Gaming Laboratory Operations

  Rule: 649a.5(g) A device that reshuffles automatically
    "In lieu of the dealing and shuffling requirements in this section, a certificate
    holder may utilize a dealing shoe or other device designed to automatically reshuffle
    the cards provided that the device and the procedures for dealing and shuffling the
    cards through use of this device are approved by the Bureau of Gaming Laboratory
    Operations."

    @manual
    Scenario: 649a.5(g) An automatic reshuffling device and its procedures are approved
      The approval of a device and its procedures is a document of the Bureau of Gaming
      Laboratory Operations; no round shows it.

      Given a dealing shoe or other device that automatically reshuffles the cards is used instead
      Then the device is approved by the Bureau of Gaming Laboratory Operations
      And the procedures for dealing and shuffling with it are approved by the Bureau of Gaming Laboratory Operations
