@game_craps
Feature: 537.1 Definitions
  "The following words and terms, when used in this chapter, have the following meanings,
  unless the context clearly indicates otherwise:"

  The 2010 amendments (40 Pa.B. 3827) print two definitions of chapter 537; the others are
  elided ("* * * * *"). Each is proven through what it makes a Craps table pay under the Rules
  Submission "pa-537-craps-buy-lay-5" (Buy and Lay Bets at a vigorish of 5% of the amount
  wagered on winning bets). "True odds" are the odds against the number before a 7: 6 ways
  to roll 7 against 3 ways to roll 4 or 10, 4 ways to roll 5 or 9, 5 ways to roll 6 or 8.

  Rule: 537.1 Buy Bet
    "Buy Bet—A Place Bet to Win which offers a payout of true odds."

    @written_for_buy.rate
    Scenario: 537.1 Buy Bet: a Place Bet to Win on 6, paid at the true odds of 6 to 5
      Given a Craps table under Rules Submission "pa-537-craps-buy-lay-5"
      And the shooter rolls 3-1
      And player 1 places a Buy Bet of $30 on 6
      When the shooter rolls 4-2
      Then player 1's Buy Bet on 6 is paid 6 to 5, $36, less a vigorish of $1.50
      And the roll is "no decision" and the point is 4

    @offers_buy
    Scenario: 537.1 Buy Bet: a Place Bet to Win loses when a 7 is rolled before the number
      Given a Craps table under Rules Submission "pa-537-craps-buy-lay-5"
      And the shooter rolls 3-1
      And player 1 places a Buy Bet of $30 on 6
      When the shooter rolls 5-2
      Then player 1's Buy Bet on 6 loses, with no vigorish
      And the roll is "seven-out"

  Rule: 537.1 Lay Bet
    "Lay Bet—A Place Bet to Lose which offers a payout of true odds."

    @written_for_lay.rate @written_for_lay.base
    Scenario: 537.1 Lay Bet: a Place Bet to Lose on 6, paid at the true odds of 5 to 6
      Given a Craps table under Rules Submission "pa-537-craps-buy-lay-5"
      And the shooter rolls 3-1
      And player 1 places a Lay Bet of $36 on 6
      When the shooter rolls 5-2
      Then player 1's Lay Bet on 6 is paid 5 to 6, $30, less a vigorish of $1.80
      And the roll is "seven-out"

    @offers_lay
    Scenario: 537.1 Lay Bet: a Place Bet to Lose loses when the number is rolled before a 7
      Given a Craps table under Rules Submission "pa-537-craps-buy-lay-5"
      And the shooter rolls 3-1
      And player 1 places a Lay Bet of $36 on 6
      When the shooter rolls 5-1
      Then player 1's Lay Bet on 6 loses, with no vigorish
      And the roll is "no decision" and the point is 4
