@three_card_poker
Feature: 649a.11 Procedures for completion of each round of play, step by step
  "§ 649a.11. Procedures for completion of each round of play. ... (b) After each player has
  examined his cards, the dealer shall, beginning with the player farthest to the dealer's
  left and moving clockwise around the table, ask each player who placed an Ante Wager if he
  wishes to make a Play Wager ..."

  A system that declares the capability step-by-step takes a round one request a step
  (docs/protocol.md, "An interactive round"). Where the rules fix when a move may be made,
  the system must refuse it at any other point, with the reason the protocol documents
  (docs/protocol.md, "Errors"): 409 after-no-more-bets, out-of-turn or not-allowed-now. A
  refused move leaves the round as it was, so the round then goes on and is judged in full
  against the oracle.

  Rule: 649a.7(c) No wager after "no more bets", step by step
    "No wager may be made, increased or withdrawn after the dealer has announced 'No more
    bets'."

    @requires_step_by_step
    Scenario: 649a.7(c) A wager sent after "no more bets" in a round played step by step is refused
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 2 tries to place an Ante Wager of $25 after "no more bets"
      When the round is played step by step
      Then seat 2's Ante Wager is refused as after-no-more-bets
      And seat 2 is dealt no cards

  Rule: 649a.11(b) Each player decides in turn, clockwise, after the deal
    "the dealer shall, beginning with the player farthest to the dealer's left and moving
    clockwise around the table, ask each player who placed an Ante Wager ..."

    @requires_step_by_step
    Scenario: 649a.11(b) A decision out of turn is refused, and the round goes on in turn
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 3 places an Ante Wager of $20
      And seat 5 places an Ante Wager of $15
      When seat 5 folds
      And the round is played step by step, trying a decision out of turn at its point
      Then the system refuses the move with reason "out-of-turn"
      And the players decide in the order "seat 1, seat 3, seat 5"

    @requires_step_by_step
    Scenario: 649a.11(b) The round cannot be settled while a player has still to decide
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 2 places an Ante Wager of $10
      And seat 4 places an Ante Wager of $10
      When the round is played step by step, trying settling with a decision due at its point
      Then the system refuses the move with reason "not-allowed-now"
      And the players decide in the order "seat 2, seat 4"

    @requires_step_by_step
    Scenario: 649a.11(b) A decision other than a Play Wager or a fold is refused, and the player then decides
      "ask each player who placed an Ante Wager if he wishes to make a Play Wager": the player
      makes the Play Wager or folds. A Let It Ride decision ("let it ride") sent for the first
      seat is no such answer: 409 not-allowed-now, and the seat's decision is still asked.
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 3 places an Ante Wager of $20
      When the round is played step by step, trying a decision of another kind first
      Then the system refuses it with reason "not-allowed-now" citing "649a.11(b)"
      And the players decide in the order "seat 1, seat 3"

  Rule: 649a.11 The round's procedure: wagers, "no more bets", the deal, decisions, settlement
    "(a) Each player examines his cards once the dealing procedures are completed ..."

    @requires_step_by_step
    Scenario: 649a.11 The cards are not dealt before "no more bets"
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      When the round is played step by step, trying dealing before "no more bets" at its point
      Then the system refuses the move with reason "not-allowed-now"
      And the system reports "no more bets" before "dealer's cards revealed"

    @requires_step_by_step
    Scenario: 649a.11 The round is not settled before the cards are dealt
      The round is settled after the deal and the decisions (649a.11(a) to (c)): a settle
      request between "no more bets" and the deal is refused with 409 not-allowed-now, and
      the round goes on as dealt.
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      When the round is played step by step, trying settling before the deal first
      Then the system refuses it with reason "not-allowed-now" citing "649a.11"
      And the system reports "no more bets" before "dealer's cards revealed"

    @requires_step_by_step
    Scenario: 649a.11 Nothing more is taken at a round once it is settled
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 2 places an Ante Wager of $10
      When the round is played step by step, trying a decision after settlement at its point
      Then the system refuses the move with reason "not-allowed-now"

    @requires_step_by_step
    Scenario Outline: 649a.11 A malformed wager is refused as an invalid request naming the field
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      When a wager is sent whose <field> is <value>
      Then the system answers 400 "invalid-request" naming the path "<field>"

      Examples:
        | field  | value          |
        | amount | "ten dollars"  |
        | amount | 10.5           |
        | seat   | null           |
        | wager  | "Bogus Wager"  |
        | wager  | "Ante"         |
        | wager  | "ante wager"   |

  Rule: 649a.13(f) Only an automated dealing shoe jams
    "(f) If an automated dealing shoe jams or otherwise fails to deal all cards ..."

    @requires_fault_injection
    Scenario: 649a.13(f) A table dealt by hand refuses a dealing shoe jam it cannot have
      Given a Three Card Poker table under Rules Submission "pa-649a-dealing-hand"
      And seat 1 places an Ante Wager of $10
      And the automated dealing shoe jams after 4 cards
      When the round is attempted
      Then the system refuses the round with reason "not-allowed-now"

  Rule: 649a.13(g) Only a device the table has malfunctions
    "(g) If an automated card shuffling device or automated dealing shoe malfunctions and
    cannot be used, the automated card shuffling device or automated dealing shoe must be
    covered or have a sign indicating that [it] is out of order ..."

    @requires_fault_injection
    Scenario: 649a.13(g) A table dealt by hand refuses a malfunction of a dealing shoe it does not have
      A table whose Rules Submission deals from the hand has no automated dealing shoe to
      cover or sign out of order: the fault asked of it is refused, not recorded.
      Given a Three Card Poker table under Rules Submission "pa-649a-dealing-hand"
      And seat 1 places an Ante Wager of $10
      And the automated dealing shoe malfunctions and cannot be used
      When the round is attempted
      Then the system refuses the round with reason "not-allowed-now"

  Rule: 649a.11(c) The dealer's cards are revealed after every player has decided
    "(c) After each player who has placed an Ante Wager has either placed a Play Wager on
    the designated area of the layout or forfeited his Ante Wager and hand, the dealer shall
    collect all forfeited wagers and associated cards, except for the cards of those players
    who placed a Six Card Bonus Wager, and place the cards in the discard rack. The dealer
    shall then reveal the dealer's cards ..."

    A system that declares step-events lists, in the answer to each step, the events of that
    step (docs/protocol.md, "An interactive round"). "dealer's cards revealed" may come in
    the answer to the last player's decision or at settlement; in the answer to the deal,
    or to any decision before the last, the dealer's cards were shown while a player still
    had to decide.

    @requires_step_by_step @requires_step_events
    Scenario: 649a.11(c) The dealer's cards are not shown until the last of three players has decided
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 3 places an Ante Wager of $20
      And seat 5 places an Ante Wager of $15
      And the deck is stacked with seat 1 "Ks 9h 4d", seat 3 "8s 8c 5d", seat 5 "7c 6d 2h" and the dealer "Qc Jd 3s"
      When seat 5 folds
      And the round is played step by step, what each step shows recorded
      Then the dealer's cards are not shown before the last player has decided

    @requires_step_by_step @requires_step_events
    Scenario: 649a.11(c) The dealer's cards are not shown before the forfeits of a player who folds
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 2 places an Ante Wager of $10
      And seat 2 places a Pair Plus Wager of $5
      When seat 2 folds
      And the round is played step by step, what each step shows recorded
      Then the dealer's cards are not shown before the last player has decided
