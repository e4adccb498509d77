@game_craps
Feature: 537.5a Buy and Lay Bets, with example values that tell readings apart
  58 Pa. Code § 537.5a (Craps and Mini-Craps). Issue 33, item 3: in every other bundled Rules
  Submission the Buy Bets and the Lay Bets are both off, or both working, on the come-out
  roll; "pa-537-craps-lay-working" makes only the Lay Bets work, so a system that reads one
  flag for both gives another answer (docs/interpretations.md: Buy and Lay Bets are off on
  the come-out roll unless called "on", or unless the Rules Submission makes them work).

  Rule: 537.5a(b) Lay Bets work on the come-out roll where the Rules Submission says so, Buy Bets apart

    @offers_buy
    @offers_lay
    @written_for_lay.rate
    @written_for_lay.base
    @written_for_lay.working_on_come_out
    @written_for_buy.working_on_come_out
    Scenario: 537.5a(b) A Lay Bet works on the come-out roll while a Buy Bet at the same table stays off
      Given a Craps table under Rules Submission "pa-537-craps-lay-working"
      And player 1 places a Lay Bet of $40 on 10
      And player 2 places a Buy Bet of $20 on 4
      When the shooter rolls 6-1
      Then player 1's Lay Bet on 10 is paid 1 to 2, $20, less a vigorish of $2.00
      And player 2's Buy Bet on 4 neither wins nor loses and stays up
      And the last roll was a come-out roll
