@let_it_ride
Feature: 643a.11 Forbidden moves in the middle of a round of Let It Ride
  "§ 643a.11. Procedures for completion of each round of play. ... (b) ... ask each player if
  he wishes to withdraw Bet Number 1 or Let It Ride. If a player: (1) Chooses to let Bet
  Number 1 ride, that bet must remain on the designated betting area of the layout until the
  end of the round of play. ... (d) ... ask each player if he wishes to withdraw Bet Number 2
  or Let It Ride."

  Issue 33, item 1: the moves the rule forbids between the deal and the settlement, from the
  catalogue adapters/forbidden_moves.py, each tried step by step where the table declares
  step-by-step, with the refusal docs/protocol.md documents ("Errors"), and in a scripted
  round where the scripted endpoint has the move.

  Rule: 643a.11(b)(1) A bet let ride remains until the end of the round

    @requires_step_by_step
    Scenario: 643a.11(b)(1) A Bet Number 1 let ride is not decided again
      Seat 1 lets Bet Number 1 ride; while seat 4's decision is due, seat 1 sends a
      withdrawal of Bet Number 1: 409 out-of-turn, and the bet stays in action.
      Given a Let It Ride table under Rules Submission "pa-643a-paytable-A"
      And seat 1 places the three Let It Ride Poker Wagers of $10 each
      And seat 4 places the three Let It Ride Poker Wagers of $5 each
      When seat 1 lets Bet Number 1 ride
      And the round is played step by step, trying a second decision by a seat that has decided at its point
      Then the system refuses the move with reason "out-of-turn"
      And every player decides on Bet Number 1 before any player decides on Bet Number 2

    @requires_step_by_step
    Scenario: 643a.11(b)(1) A Let It Ride Poker Wager is not increased after the deal
      Given a Let It Ride table under Rules Submission "pa-643a-paytable-A"
      And seat 1 places the three Let It Ride Poker Wagers of $10 each
      And seat 4 places the three Let It Ride Poker Wagers of $5 each
      When the round is played step by step, trying a wager after the deal at its point
      Then the system refuses the move with reason "after-no-more-bets"

  Rule: 643a.11(d) Bet Number 2 is decided after every decision on Bet Number 1, and Bet Number 3 never

    @requires_step_by_step
    Scenario: 643a.11(d) An earlier player's Bet Number 2 decision while a later player decides Bet Number 1 is refused
      Given a Let It Ride table under Rules Submission "pa-643a-paytable-A"
      And seat 1 places the three Let It Ride Poker Wagers of $10 each
      And seat 4 places the three Let It Ride Poker Wagers of $5 each
      When the round is played step by step, trying a decision by an earlier seat out of turn at its point
      Then the system refuses the move with reason "out-of-turn"
      And every player decides on Bet Number 1 before any player decides on Bet Number 2

    @requires_step_by_step
    Scenario: 643a.11(d) A decision on Bet Number 3 is refused
      No rule asks a player of Bet Number 3: it stays in action to the end of the round. A
      withdrawal of it names a bet that is not due: 409 out-of-turn.
      Given a Let It Ride table under Rules Submission "pa-643a-paytable-A"
      And seat 1 places the three Let It Ride Poker Wagers of $10 each
      And seat 4 places the three Let It Ride Poker Wagers of $5 each
      When the round is played step by step, trying a decision on Bet Number 3 at its point
      Then the system refuses the move with reason "out-of-turn"

    @written_for_let_it_ride.paytable @written_for_let_it_ride.maximum_payout
    Scenario: 643a.11(d) A scripted withdrawal of Bet Number 3 is never asked: the bet is settled with the hand
      Given a Let It Ride table under Rules Submission "pa-643a-paytable-A"
      And seat 1 places the three Let It Ride Poker Wagers of $10 each
      And the deck is stacked with seat 1 "Ks Kh 4d" and the community cards "9c 2s"
      When seat 1 withdraws Bet Number 3
      And the round is settled
      Then seat 1's Let It Ride Poker Wagers are each paid 1 to 1

  Rule: 643a.11 The round's procedure: wagers, "no more bets", the deal, decisions, settlement
    "(a) After the dealing procedures required under § 643a.8, § 643a.9 or § 643a.10 ... have
    been completed, each player shall examine his cards ..." and "(g) After all wagers have
    been settled, the dealer shall remove all remaining cards from the table ..."

    @requires_step_by_step
    Scenario: 643a.11 The cards of a Let It Ride round are not dealt before "no more bets"
      Given a Let It Ride table under Rules Submission "pa-643a-paytable-A"
      And seat 1 places the three Let It Ride Poker Wagers of $10 each
      When the round is played step by step, trying dealing before "no more bets" at its point
      Then the system refuses the move with reason "not-allowed-now"

    @requires_step_by_step
    Scenario: 643a.11 Nothing more is taken at a Let It Ride round once it is settled
      Given a Let It Ride table under Rules Submission "pa-643a-paytable-A"
      And seat 1 places the three Let It Ride Poker Wagers of $10 each
      And seat 4 places the three Let It Ride Poker Wagers of $5 each
      When the round is played step by step, trying a decision after settlement at its point
      Then the system refuses the move with reason "not-allowed-now"

  Rule: 643a.11(b) No settlement while a decision is due

    @requires_step_by_step
    Scenario: 643a.11(b) A Let It Ride round cannot be settled while a player has still to decide
      Given a Let It Ride table under Rules Submission "pa-643a-paytable-A"
      And seat 1 places the three Let It Ride Poker Wagers of $10 each
      And seat 4 places the three Let It Ride Poker Wagers of $5 each
      When the round is played step by step, trying settling with a decision due at its point
      Then the system refuses the move with reason "not-allowed-now"
      And every player decides on Bet Number 1 before any player decides on Bet Number 2
