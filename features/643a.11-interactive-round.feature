@let_it_ride
Feature: 643a.11 Procedures for completion of each round of play, step by step
  "§ 643a.11. Procedures for completion of each round of play. ... (b) After each player
  has examined his cards, the dealer shall, beginning with the player farthest to the
  dealer's left and moving clockwise around the table, ask each player whether he wishes to
  withdraw Bet Number 1 or let it ride. ... (d) ... ask each player whether he wishes to
  withdraw Bet Number 2 or let it ride."

  A Let It Ride decision is asked one bet at a time, seat by seat: every seat on Bet Number
  1, then every seat on Bet Number 2. A system that declares step-by-step refuses a
  decision on the wrong bet or by the wrong seat with 409 out-of-turn (docs/protocol.md,
  "Errors").

  Rule: 643a.11(b) Bet Number 1 is decided seat by seat, clockwise, before Bet Number 2

    @requires_step_by_step
    Scenario: 643a.11(b) A decision out of turn is refused, and the round goes on in turn
      Given a Let It Ride table under Rules Submission "pa-643a-paytable-A"
      And seat 1 places the three Let It Ride Poker Wagers of $10 each
      And seat 4 places the three Let It Ride Poker Wagers of $5 each
      When seat 4 withdraws Bet Number 1
      And the round is played step by step, trying a decision out of turn at its point
      Then the system refuses the move with reason "out-of-turn"

  Rule: 643a.11(b) The player withdraws Bet Number 1 or lets it ride
    "ask each player whether he wishes to withdraw Bet Number 1 or let it ride"

    @requires_step_by_step
    Scenario: 643a.11(b) A decision other than withdrawing or letting it ride is refused, and the player then decides
      A Three Card Poker decision ("play") sent for the first seat's Bet Number 1 is neither
      answer: 409 not-allowed-now, and the seat's decision is still asked.
      Given a Let It Ride table under Rules Submission "pa-643a-paytable-A"
      And seat 1 places the three Let It Ride Poker Wagers of $10 each
      And seat 4 places the three Let It Ride Poker Wagers of $5 each
      When the round is played step by step, trying a decision of another kind first
      Then the system refuses it with reason "not-allowed-now" citing "643a.11(b)"
