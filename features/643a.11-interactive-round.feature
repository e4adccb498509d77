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

  Rule: 643a.11(c), (e) Each community card is turned after every decision on its bet
    "(c) After each player has made a decision regarding Bet Number 1, the dealer shall then
    turn the community card that is to the dealer's left face up and place it on top of the
    remaining community card. The exposed card shall become the first community card.
    (d) After the first community card is exposed, the dealer shall ... ask each player if
    he wishes to withdraw Bet Number 2 or Let It Ride. ... (e) The dealer shall then move
    the first community card to the right of the card that remains face down in the
    community card area. The face down card shall be turned face up by the dealer and
    become the second community card."

    A system that declares step-events lists, in the answer to each step, the events of that
    step (docs/protocol.md, "An interactive round"). The first "community card revealed"
    comes in the answer to the last Bet Number 1 decision or later, but before the first
    Bet Number 2 decision is asked; the second in the answer to the last Bet Number 2
    decision or at settlement.

    @requires_step_by_step @requires_step_events
    Scenario: 643a.11(c) The first community card is turned between the Bet Number 1 and the Bet Number 2 decisions
      Given a Let It Ride table under Rules Submission "pa-643a-paytable-A"
      And seat 1 places the three Let It Ride Poker Wagers of $10 each
      And seat 4 places the three Let It Ride Poker Wagers of $5 each
      When seat 4 withdraws Bet Number 1
      And the round is played step by step, what each step shows recorded
      Then the first community card is shown after every Bet Number 1 decision and before any Bet Number 2 decision
      And the second community card is shown after every Bet Number 2 decision

    @requires_step_by_step @requires_step_events
    Scenario: 643a.11(e) The second community card is turned after the last Bet Number 2 decision
      Given a Let It Ride table under Rules Submission "pa-643a-paytable-A"
      And seat 2 places the three Let It Ride Poker Wagers of $10 each
      And seat 3 places the three Let It Ride Poker Wagers of $10 each
      And seat 5 places the three Let It Ride Poker Wagers of $10 each
      When seat 3 withdraws Bet Number 2
      And the round is played step by step, what each step shows recorded
      Then the second community card is shown after every Bet Number 2 decision
      And the first community card is shown after every Bet Number 1 decision and before any Bet Number 2 decision
