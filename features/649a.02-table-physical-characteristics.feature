@three_card_poker
Feature: 649a.2 Three Card Poker table physical characteristics
  "§ 649a.2. Three Card Poker table physical characteristics. (a) Three Card Poker shall
  be played at a table having betting positions for no more than seven players on one
  side of the table and a place for the dealer on the opposite side of the table."

  A table-game system shows the betting positions it takes wagers at and the progressive
  table game system it runs; the layout, the signs and the furniture are checked by the
  inspector at the table.

  Rule: 649a.2(a) No more than seven betting positions
    "Three Card Poker shall be played at a table having betting positions for no more than
    seven players on one side of the table and a place for the dealer on the opposite side
    of the table."

    @written_for_table.dealing
    Scenario Outline: 649a.2(a) Every one of seven betting positions takes wagers
      Given a Three Card Poker table under Rules Submission "<submission>"
      And seat 1 places an Ante Wager of $5
      And seat 2 places an Ante Wager of $5
      And seat 3 places an Ante Wager of $5
      And seat 4 places an Ante Wager of $5
      And seat 5 places an Ante Wager of $5
      And seat 6 places an Ante Wager of $5
      And seat 7 places an Ante Wager of $5
      When the round is settled
      Then seat 1's Ante Wager is accepted
      And seat 4's Ante Wager is accepted
      And seat 7's Ante Wager is accepted
      And the cards are dealt in the order "<order>"

      Examples:
        | dealing                | submission                     | order |
        | manual dealing shoe    | pa-649a-paytable-A             | seat 1, seat 2, seat 3, seat 4, seat 5, seat 6, seat 7, dealer, seat 1, seat 2, seat 3, seat 4, seat 5, seat 6, seat 7, dealer, seat 1, seat 2, seat 3, seat 4, seat 5, seat 6, seat 7, dealer |
        | hand                   | pa-649a-dealing-hand           | seat 1, seat 2, seat 3, seat 4, seat 5, seat 6, seat 7, dealer, seat 1, seat 2, seat 3, seat 4, seat 5, seat 6, seat 7, dealer, seat 1, seat 2, seat 3, seat 4, seat 5, seat 6, seat 7, dealer |
        | automated dealing shoe | pa-649a-dealing-automated-shoe | seat 1, seat 1, seat 1, seat 2, seat 2, seat 2, seat 3, seat 3, seat 3, seat 4, seat 4, seat 4, seat 5, seat 5, seat 5, seat 6, seat 6, seat 6, seat 7, seat 7, seat 7, dealer, dealer, dealer |

    Scenario: 649a.2(a) An eighth betting position does not exist
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $5
      And seat 8 places an Ante Wager of $5
      And seat 8 places a Pair Plus Wager of $5
      When the round is settled
      Then seat 8's Ante Wager is refused as no-such-seat
      And seat 8's Pair Plus Wager is refused as no-such-seat
      And seat 8 is dealt no cards
      And seat 1's Ante Wager is accepted

    Scenario: 649a.2(a) A table with fewer betting positions refuses a wager beyond them
      Given a Three Card Poker table under Rules Submission "pa-649a-three-seats"
      And seat 3 places an Ante Wager of $5
      And seat 4 places an Ante Wager of $5
      And seat 7 places a Pair Plus Wager of $5
      When the round is settled
      Then seat 3's Ante Wager is accepted
      And seat 4's Ante Wager is refused as no-such-seat
      And seat 7's Pair Plus Wager is refused as no-such-seat

    @manual
    Scenario: 649a.2(a) The dealer's place is on the side opposite the players
      The placement of the dealer against the betting positions is a matter of the table's
      construction; no table-game system reports it.

      Given the Three Card Poker table as installed on the gaming floor
      Then the betting positions are on one side of the table
      And the dealer's place is on the opposite side of the table

  Rule: 649a.2(b) The layout, approved by the Bureau of Gaming Operations
    "The layout for a Three Card Poker table shall be approved by the Bureau of Gaming
    Operations and contain, at a minimum:"

    @manual
    Scenario: 649a.2(b) The layout in use is the one the Bureau of Gaming Operations approved
      The approval is a document of the Bureau; the inspector compares the layout with it.

      Given the approval of the layout by the Bureau of Gaming Operations
      Then the layout on the table is the approved layout

  Rule: 649a.2(b)(1) The name or logo of the certificate holder
    "The name or logo of the certificate holder."

    @manual
    Scenario: 649a.2(b)(1) The layout shows the certificate holder's name or logo
      What is printed on the cloth is seen, not reported, by a table-game system.

      Given the layout of the Three Card Poker table
      Then the layout shows the name or logo of the certificate holder

  Rule: 649a.2(b)(2) Separate betting areas for the Ante, Play and Pair Plus Wagers
    "Three separate betting areas designed for the placement of Ante, Play and Pair Plus
    Wagers for each player."

    Scenario: 649a.2(b)(2) Ante, Play and Pair Plus Wagers stand and are settled separately
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 2 places an Ante Wager of $10
      And seat 2 places a Pair Plus Wager of $5
      And the deck is stacked with seat 2 "8h 8d 3c" and the dealer "Qs 9d 4c"
      When seat 2 makes a Play Wager
      And the round is settled
      Then seat 2's Ante Wager stands at $10
      And seat 2's Play Wager stands at $10
      And seat 2's Pair Plus Wager stands at $5
      And seat 2's wagers are settled in the order "Ante Wager, Play Wager, Pair Plus Wager"

    @manual
    Scenario: 649a.2(b)(2) The layout has three separate betting areas at each betting position
      The betting areas are printed on the layout; the inspector counts them.

      Given the layout of the Three Card Poker table
      Then each betting position has a separate area marked for the Ante Wager
      And each betting position has a separate area marked for the Play Wager
      And each betting position has a separate area marked for the Pair Plus Wager

  Rule: 649a.2(b)(3) A separate area for the Progressive Payout Wager
    "If the certificate holder offers the optional Progressive Payout Wager authorized
    under § 649a.7(d)(4) (relating to wagers), a separate area designated for the
    placement of the Progressive Payout Wager for each player."

    Scenario: 649a.2(b)(3) Each betting position takes its own Progressive Payout Wager
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $5
      And seat 1 places a Progressive Payout Wager of $1
      And seat 7 places a Pair Plus Wager of $5
      And seat 7 places a Progressive Payout Wager of $1
      When the round is settled
      Then seat 1's Progressive Payout Wager is accepted
      And seat 7's Progressive Payout Wager is accepted

    @manual
    Scenario: 649a.2(b)(3) The layout has a Progressive Payout Wager area at each betting position
      The area (or the wagering device set in it) is part of the layout; the inspector
      checks it is there for each player when the wager is offered.

      Given a Three Card Poker table that offers the Progressive Payout Wager
      Then each betting position has a separate area designated for the Progressive Payout Wager

  Rule: 649a.2(b)(4) A separate area for the Six Card Bonus Wager
    "If the certificate holder offers the optional Six Card Bonus Wager authorized under
    § 649a.7(d)(5), a separate area designated for the placement of the Six Card Bonus
    Wager for each player."

    Scenario: 649a.2(b)(4) Each betting position takes its own Six Card Bonus Wager
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 2 places an Ante Wager of $5
      And seat 2 places a Six Card Bonus Wager of $5
      And seat 6 places a Pair Plus Wager of $5
      And seat 6 places a Six Card Bonus Wager of $10
      When the round is settled
      Then seat 2's Six Card Bonus Wager stands at $5
      And seat 6's Six Card Bonus Wager stands at $10

    @manual
    Scenario: 649a.2(b)(4) The layout has a Six Card Bonus Wager area at each betting position
      The area is printed on the layout; the inspector checks it is there for each player
      when the wager is offered.

      Given a Three Card Poker table that offers the Six Card Bonus Wager
      Then each betting position has a separate area designated for the Six Card Bonus Wager

  Rule: 649a.2(b)(5) Inscriptions of the payout odds and "Dealer Plays with Queen High or Better"
    "Inscriptions that advise patrons of the payout odds or amounts for all permissible
    wagers offered by the certificate holder and the phrase ''Dealer Plays with Queen High
    or Better.'' If payout odds or amounts are not inscribed on the layout, a sign
    indicating the payout odds or amounts for all permissible wagers shall be posted at
    each Three Card Poker table."

    @manual
    Scenario: 649a.2(b)(5) The layout or a sign shows the payout odds and the dealer's qualifying hand
      Inscriptions and signs are read by the patron, not reported by a table-game system;
      the inspector compares them with the paytables of the Rules Submission.

      Given the layout of the Three Card Poker table and any sign posted at it
      Then the layout shows "Dealer Plays with Queen High or Better"
      And the layout or a sign posted at the table shows the payout odds or amounts of every wager offered
      And the odds shown are those of the paytables selected in the Rules Submission

  Rule: 649a.2(c) A progressive table game system for the Progressive Payout Wager
    "If a certificate holder offers a Progressive Payout Wager in accordance with
    § 649a.7(d)(4), the Three Card Poker table must have a progressive table game system,
    in accordance with § 605a.7 (relating to progressive table game systems), for the
    placement of Progressive Payout Wagers. The progressive table game system must
    include:"

    Scenario: 649a.2(c) The progressive table game system meters the wagers and pays the jackpot
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $5
      And seat 1 places a Progressive Payout Wager of $1
      And seat 2 places an Ante Wager of $5
      And seat 2 places a Progressive Payout Wager of $1
      And the deck is stacked with seat 1 "As Ks Qs", seat 2 "9c 6d 2h" and the dealer "Jc 8d 4h"
      When the round is settled
      Then the system reports "wagers collected"
      And the system reports "meter incremented"
      And seat 1's Progressive Payout Wager is paid $1,000.28 from the progressive table game system
      And the system reports "progressive jackpot paid"
      And the progressive meter reads $1,000

  Rule: 649a.2(c)(1) A wagering device at each betting position
    "A wagering device at each betting position that acknowledges or accepts the placement
    of the Progressive Payout Wager."

    Scenario: 649a.2(c)(1) The wagering device accepts a Progressive Payout Wager at each betting position
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $5
      And seat 1 places a Progressive Payout Wager of $1
      And seat 2 places an Ante Wager of $5
      And seat 2 places a Progressive Payout Wager of $1
      And seat 3 places an Ante Wager of $5
      And seat 3 places a Progressive Payout Wager of $1
      And seat 4 places an Ante Wager of $5
      And seat 4 places a Progressive Payout Wager of $1
      And seat 5 places an Ante Wager of $5
      And seat 5 places a Progressive Payout Wager of $1
      And seat 6 places an Ante Wager of $5
      And seat 6 places a Progressive Payout Wager of $1
      And seat 7 places an Ante Wager of $5
      And seat 7 places a Progressive Payout Wager of $1
      When the round is settled
      Then seat 1's Progressive Payout Wager is accepted
      And seat 2's Progressive Payout Wager is accepted
      And seat 3's Progressive Payout Wager is accepted
      And seat 4's Progressive Payout Wager is accepted
      And seat 5's Progressive Payout Wager is accepted
      And seat 6's Progressive Payout Wager is accepted
      And seat 7's Progressive Payout Wager is accepted
      And the progressive meter reads $1,000.98

    Scenario: 649a.2(c)(1) The wagering device does not accept a wager it may not take
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places a Progressive Payout Wager of $1
      And seat 2 places an Ante Wager of $5
      And seat 2 places a Progressive Payout Wager of $5
      When the round is settled
      Then seat 1's Progressive Payout Wager is refused as precondition-not-met
      And seat 2's Progressive Payout Wager is refused as amount-not-allowed
      And the progressive meter reads $1,000

  Rule: 649a.2(c)(2) A lock-out after "no more bets"
    "A device that controls or monitors the placement of Progressive Payout Wagers at the
    gaming table, including a mechanism, such as a lock-out button, that prevents the
    recognition of any Progressive Payout Wager that a player attempts to place after the
    dealer has announced ''no more bets.''"

    Scenario: 649a.2(c)(2) A Progressive Payout Wager attempted after "no more bets" is not recognised
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $5
      And seat 2 places an Ante Wager of $5
      And seat 2 places a Progressive Payout Wager of $1
      And seat 1 tries to place a Progressive Payout Wager of $1 after "no more bets"
      When the round is settled
      Then seat 1's Progressive Payout Wager is refused as after-no-more-bets
      And seat 2's Progressive Payout Wager is accepted
      And the progressive meter reads $1,000.14

    Scenario: 649a.2(c)(2) A late Progressive Payout Wager earns no Envy Bonus
      A system that pays no Envy Bonus at all would pass the step on seat 1 alone; seat 3,
      whose Progressive Payout Wager was in before "no more bets", is paid one.

      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $5
      And seat 2 places an Ante Wager of $5
      And seat 3 places an Ante Wager of $10
      And seat 3 places a Progressive Payout Wager of $1
      And seat 1 tries to place a Progressive Payout Wager of $1 after "no more bets"
      And the deck is stacked with seat 1 "9c 6d 2h", seat 2 "Ah Kh Qh", seat 3 "Td 5s 3c" and the dealer "Jc 8d 4s"
      When the round is settled
      Then seat 1's Progressive Payout Wager is refused as after-no-more-bets
      And seat 1 is paid no Envy Bonus
      And seat 3 is paid an Envy Bonus of $25

    @manual
    Scenario: 649a.2(c)(2) The dealer's lock-out control is at the table and works
      The protocol locks the wagers out when the round reaches "no more bets"; the physical
      control the dealer uses (a lock-out button or the like) is checked at the table.

      Given the progressive table game system installed at the Three Card Poker table
      Then the dealer has a lock-out control at the table
      And a chip placed on a wagering device after the lock-out is not recognised as a Progressive Payout Wager

  Rule: 649a.2(d) Drop box and tip box
    "Each Three Card Poker table must have a drop box and a tip box attached on the same
    side of the gaming table as, but on opposite sides of, the dealer, as approved by the
    Bureau of Casino Compliance. The Bureau of Casino Compliance may approve an
    alternative location for the tip box when a card shuffling device or other table game
    equipment prevents the placement of the drop box and tip box on the same side of the
    gaming table as, but on opposite sides of, the dealer."

    @manual
    Scenario: 649a.2(d) The drop box and the tip box are attached on either side of the dealer
      Where the boxes are bolted is furniture; no table-game system reports it.

      Given the Three Card Poker table as installed on the gaming floor
      Then a drop box is attached to the table on the dealer's side
      And a tip box is attached to the table on the dealer's side, on the opposite side of the dealer from the drop box
      And the locations are those approved by the Bureau of Casino Compliance

    @manual
    Scenario: 649a.2(d) An alternative tip box location is approved by the Bureau of Casino Compliance
      The approval is a document of the Bureau; the inspector checks it where a shuffler or
      other equipment moved the tip box.

      Given a card shuffling device or other equipment prevents the usual placement of the boxes
      Then the tip box is at the alternative location the Bureau of Casino Compliance approved

  Rule: 649a.2(e) Discard rack
    "Each Three Card Poker table must have a discard rack securely attached to the top of
    the dealer's side of the table."

    @manual
    Scenario: 649a.2(e) A discard rack is securely attached on the dealer's side
      The discard rack is furniture; no table-game system reports it.

      Given the Three Card Poker table as installed on the gaming floor
      Then a discard rack is securely attached to the top of the dealer's side of the table
