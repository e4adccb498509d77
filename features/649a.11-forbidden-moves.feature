@three_card_poker
Feature: 649a.11 Forbidden moves in the middle of a round of Three Card Poker
  "§ 649a.11. Procedures for completion of each round of play. ... (b) After each player has
  examined his cards, the dealer shall, beginning with the player farthest to the dealer's
  left and moving clockwise around the table, ask each player who placed an Ante Wager if he
  wishes to make a Play Wager ..."

  Issue 33, item 1: the moves the rule forbids between the deal and the settlement, from the
  catalogue adapters/forbidden_moves.py, each tried step by step where the table declares
  step-by-step, with the refusal docs/protocol.md documents ("Errors"), and in a scripted
  round where the scripted endpoint has the move (a scripted decision never asked is
  ignored: docs/protocol.md, "A scripted round").

  Rule: 649a.11(b) Each player decides once, in turn
    "ask each player who placed an Ante Wager if he wishes to make a Play Wager": the player
    is asked once, and the dealer then asks the next player.

    @requires_step_by_step
    Scenario: 649a.11(b) A player who has folded may not decide again while a later player is due
      Seat 1 folds; while seat 3's decision is due, seat 1 sends a Play Wager decision: a
      fold taken back. 409 out-of-turn (another seat is due), and seat 1's Ante Wager is
      still forfeited.
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 3 places an Ante Wager of $20
      When seat 1 folds
      And the round is played step by step, trying a second decision by a seat that has decided at its point
      Then the system refuses the move with reason "out-of-turn"
      And seat 1's Ante Wager is forfeited
      And the players decide in the order "seat 1, seat 3"

    @requires_step_by_step
    Scenario: 649a.11(b) An earlier player's decision sent while the last player is due is refused
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 3 places an Ante Wager of $20
      And seat 5 places an Ante Wager of $15
      When seat 3 folds
      And the round is played step by step, trying a decision by an earlier seat out of turn at its point
      Then the system refuses the move with reason "out-of-turn"
      And the players decide in the order "seat 1, seat 3, seat 5"

    Scenario: 649a.11(b) A second scripted decision of a player is never asked: the first one stands
      The scripted round asks each decision once and takes the first scripted decision of
      the seat; a later one for the same seat is never asked (docs/protocol.md, "A scripted
      round"), so the fold stands.
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 3 places an Ante Wager of $20
      When seat 1 folds
      And seat 1 makes a Play Wager
      And the round is settled
      Then seat 1's Ante Wager is forfeited
      And the players decide in the order "seat 1, seat 3"

  Rule: 649a.7(d)(1) The Play Wager is a decision, equal to the Ante Wager
    "(1) A Play Wager, in accordance with § 649a.11(b), in an amount equal to the player's
    Ante Wager." and 649a.7(c): "a wager may not be made, increased or withdrawn after the
    dealer has announced 'no more bets'."

    @requires_step_by_step
    Scenario: 649a.7(d)(1) A Play Wager of twice the Ante sent as a wager after the deal is refused
      The Play Wager is made by the decision (649a.11(b)), in the Ante's amount; one sent
      to the wagers endpoint after the deal is a wager after "no more bets": 409
      after-no-more-bets, and the seat then decides as asked.
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 3 places an Ante Wager of $20
      When the round is played step by step, trying a wager after the deal at its point
      Then the system refuses the move with reason "after-no-more-bets"
      And seat 1's Play Wager equals its Ante Wager
