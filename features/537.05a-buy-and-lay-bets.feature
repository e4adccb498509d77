@game_craps
Feature: 537.5a Buy and Lay Bets
  58 Pa. Code § 537.5a (Craps and Mini-Craps), added by the 2010 amendments. Every row of both
  payout tables is an example. "pa-537-craps-buy-lay-5" offers Buy and Lay Bets at a vigorish
  of 5% of the amount wagered on winning bets, off on the come-out roll unless called "on";
  "pa-537-mini-craps-vig-3" is a Mini-Craps table with Buy Bets at 3% of the amount wagered and
  Lay Bets at 4% of the amount won, both working on the come-out roll;
  "pa-537-craps-no-buy-lay" offers neither.

  Readings taken (docs/interpretations.md): the vigorish is "of the amount wagered on winning
  Buy Bets" / "Lay Bets", collected when the bet wins and never on a losing bet or up front; a
  Rules Submission may instead charge Lay Bets a vigorish of the amount won (a Lay Bet wins less
  than it wagers, so this never exceeds the rate of the amount wagered); a vigorish that is not
  a whole number of cents is rounded down to the cent, so it never exceeds the rate; Buy and
  Lay Bets are off on the come-out roll unless called "on", or unless the Rules Submission
  makes them work. A wager whose true odds would pay a fraction of a cent may be refused or
  accepted and its winnings paid rounded to a cent, down, to the nearest or up: the text says
  only "shall pay winning wagers as follows", so every such answer passes.

  Rule: 537.5a(a) Buy Bets at true odds, with a vigorish of up to 5% of the amount wagered on winning Buy Bets
    "(a) In addition to Place Bets to Win on 4, 5, 6, 8, 9 and 10, a certificate holder may, in
    its Rules Submission under § 521.2 (relating to table games Rules Submissions), offer players
    the option of placing a Buy Bet. The certificate holder may collect a vigorish of up to 5%,
    as specified in the certificate holder's Rules Submission, of the amount wagered on winning
    Buy Bets. A certificate holder that offers Buy Bets shall pay winning wagers as follows:
      Wager                     Payout Odds
      Place Bet to Win on 4     2 to 1
      Place Bet to Win on 5     3 to 2
      Place Bet to Win on 6     6 to 5
      Place Bet to Win on 8     6 to 5
      Place Bet to Win on 9     3 to 2
      Place Bet to Win on 10    2 to 1"

    @written_for_buy.rate
    Scenario Outline: 537.5a(a) A winning Buy Bet on <number> is paid <odds> less 5% of the amount wagered
      Given a Craps table under Rules Submission "pa-537-craps-buy-lay-5"
      And the shooter rolls <point roll>
      And player 1 places a Buy Bet of <wager> on <number>
      When the shooter rolls <roll>
      Then player 1's Buy Bet on <number> is paid <odds>, <winnings>, less a vigorish of <vigorish>
      And the table charges <vigorish> in vigorish in all

      Examples:
        | number | point roll | wager | roll | odds   | winnings | vigorish |
        | 4      | 4-1        | $20   | 3-1  | 2 to 1 | $40      | $1.00    |
        | 5      | 3-1        | $20   | 3-2  | 3 to 2 | $30      | $1.00    |
        | 6      | 3-1        | $30   | 4-2  | 6 to 5 | $36      | $1.50    |
        | 8      | 3-1        | $30   | 5-3  | 6 to 5 | $36      | $1.50    |
        | 9      | 3-1        | $40   | 6-3  | 3 to 2 | $60      | $2.00    |
        | 10     | 3-1        | $20   | 6-4  | 2 to 1 | $40      | $1.00    |

    @written_for_buy.rate @written_for_buy.working_on_come_out
    Scenario Outline: 537.5a(a) At the Rules Submission's 3%, a Buy Bet on <number> working on the come-out roll is paid <odds>
      Given a Mini-Craps table under Rules Submission "pa-537-mini-craps-vig-3"
      And player 1 places a Buy Bet of <wager> on <number>
      When the shooter rolls <roll>
      Then player 1's Buy Bet on <number> is paid <odds>, <winnings>, less a vigorish of <vigorish>
      And the last roll was a come-out roll

      Examples:
        | number | wager | roll | odds   | winnings | vigorish |
        | 4      | $25   | 2-2  | 2 to 1 | $50      | $0.75    |
        | 5      | $50   | 4-1  | 3 to 2 | $75      | $1.50    |
        | 6      | $5    | 5-1  | 6 to 5 | $6       | $0.15    |
        | 8      | $10   | 6-2  | 6 to 5 | $12      | $0.30    |
        | 9      | $100  | 5-4  | 3 to 2 | $150     | $3.00    |
        | 10     | $1    | 4-6  | 2 to 1 | $2       | $0.03    |

    @written_for_buy.rate
    Scenario: 537.5a(a) A vigorish that is not a whole number of cents is rounded down to the cent
      Given a Mini-Craps table under Rules Submission "pa-537-mini-craps-vig-3"
      And player 1 places a Buy Bet of $12.50 on 9
      When the shooter rolls 6-3
      Then player 1's Buy Bet on 9 is paid 3 to 2, $18.75, less a vigorish of $0.37

    @offers_buy
    Scenario: 537.5a(a) No vigorish on a losing Buy Bet, and none on placing it
      Given a Craps table under Rules Submission "pa-537-craps-buy-lay-5"
      And the shooter rolls 4-1
      And player 1 places a Buy Bet of $20 on 4
      When the shooter rolls 5-2
      Then player 1's Buy Bet on 4 is accepted with no fee
      And player 1's Buy Bet on 4 loses, with no vigorish
      And the roll is "seven-out"
      And the table charges $0.00 in vigorish in all

    @written_for_buy.working_on_come_out
    Scenario: 537.5a(a) A Buy Bet is off on the come-out roll unless called "on"
      Given a Craps table under Rules Submission "pa-537-craps-buy-lay-5"
      And the shooter rolls 4-1
      And player 1 places a Buy Bet of $20 on 4
      And player 2 places a Buy Bet of $20 on 10
      When the shooter rolls 3-2
      Then the roll is "point made"
      And the next roll is a come-out roll
      Given player 2 calls the Buy Bet on 10 "on"
      When the shooter rolls 5-2
      Then player 1's Buy Bet on 4 neither wins nor loses and stays up
      And player 2's Buy Bet on 10 loses, with no vigorish
      When the shooter rolls 2-2
      Then player 1's Buy Bet on 4 neither wins nor loses and stays up
      And the roll is "point established" and the point is 4

    @written_for_buy
    Scenario: 537.5a(a) A Buy Bet is refused where the Rules Submission does not offer it
      Given a Craps table under Rules Submission "pa-537-craps-no-buy-lay"
      And the shooter rolls 4-1
      And player 1 places a Buy Bet of $20 on 4
      When the shooter rolls 2-2
      Then player 1's Buy Bet on 4 is refused as not-offered citing "537.5a(a)"
      And the table charges $0.00 in vigorish in all

    @offers_buy
    Scenario: 537.5a(a) A second Buy Bet on the same number while the first is up is refused
      The first Buy Bet on 4 is not decided by an 8 and stays up, so the same player's next
      Buy Bet on 4 finds it there (docs/protocol.md, Craps: already-placed).
      Given a Craps table under Rules Submission "pa-537-craps-buy-lay-5"
      And the shooter rolls 4-1
      And player 1 places a Buy Bet of $20 on 4
      And the shooter rolls 6-2
      And player 1 places a Buy Bet of $20 on 4
      When the shooter rolls 3-3
      Then player 1's Buy Bet on 4 is refused as already-placed citing "537.5a(a)"
      And player 1's Buy Bet on 4 neither wins nor loses and stays up

    @offers_buy
    Scenario: 537.5a(a) A Buy Bet whose true odds would pay a fraction of a cent is refused, or paid $6.012 rounded to a cent
      Given a Craps table under Rules Submission "pa-537-craps-buy-lay-5"
      And the shooter rolls 4-1
      And player 1 places a Buy Bet of $5.01 on 6
      When the shooter rolls 3-3
      Then player 1's Buy Bet on 6 is either refused as not-whole-cents citing "537.5a(a)" or paid 6 to 5, $6.01 or $6.02, less a vigorish of $0.25

    Scenario Outline: 537.5a(a) A Rules Submission's vigorish on Buy Bets of <rate> is <verdict>
      Given a Craps Rules Submission offering Buy Bets with a vigorish of <rate>
      Then the Craps Rules Submission is <verdict>

      Examples:
        | rate  | verdict                      |
        | 0%    | accepted                     |
        | 4.5%  | accepted                     |
        | 5%    | accepted                     |
        | 5.01% | refused citing "537.5a(a)"   |
        | 6%    | refused citing "537.5a(a)"   |

  Rule: 537.5a(b) Lay Bets at true odds, with a vigorish of up to 5% of the amount wagered on winning Lay Bets
    "(b) In addition to Place Bets to Lose on 4, 5, 6, 8, 9 and 10, a certificate holder may, in
    its Rules Submission under § 521.2, offer players the option of placing a Lay Bet. The
    certificate holder may collect a vigorish of up to 5%, as specified in the certificate
    holder's Rules Submission, of the amount wagered on winning Lay Bets. A certificate holder
    that offers Lay Bets shall pay winning wagers as follows:
      Wager                     Payout Odds
      Place Bet to Lose on 4    1 to 2
      Place Bet to Lose on 5    2 to 3
      Place Bet to Lose on 6    5 to 6
      Place Bet to Lose on 8    5 to 6
      Place Bet to Lose on 9    2 to 3
      Place Bet to Lose on 10   1 to 2"

    @written_for_lay.rate @written_for_lay.base
    Scenario Outline: 537.5a(b) A winning Lay Bet on <number> is paid <odds> less 5% of the amount <base>
      The text charges the vigorish on "the amount wagered"; a Rules Submission may take it on
      the amount won instead, which is always less (docs/interpretations.md, "the Lay vigorish
      is of the amount wagered"): a row for each base.

      Given a Craps table under Rules Submission "<rules>"
      And the shooter rolls <point roll>
      And player 1 places a Lay Bet of <wager> on <number>
      When the shooter rolls 6-1
      Then player 1's Lay Bet on <number> is paid <odds>, <winnings>, less a vigorish of <vigorish>
      And the roll is "seven-out"

      Examples:
        | base    | rules                  | number | point roll | wager | odds   | winnings | vigorish |
        | wagered | pa-537-craps-buy-lay-5 | 4      | 4-1        | $40   | 1 to 2 | $20      | $2.00    |
        | wagered | pa-537-craps-buy-lay-5 | 5      | 3-1        | $30   | 2 to 3 | $20      | $1.50    |
        | wagered | pa-537-craps-buy-lay-5 | 6      | 3-1        | $36   | 5 to 6 | $30      | $1.80    |
        | wagered | pa-537-craps-buy-lay-5 | 8      | 3-1        | $36   | 5 to 6 | $30      | $1.80    |
        | wagered | pa-537-craps-buy-lay-5 | 9      | 3-1        | $30   | 2 to 3 | $20      | $1.50    |
        | wagered | pa-537-craps-buy-lay-5 | 10     | 3-1        | $40   | 1 to 2 | $20      | $2.00    |
        | won     | pa-537-craps-lay-5-won | 4      | 4-1        | $40   | 1 to 2 | $20      | $1.00    |
        | won     | pa-537-craps-lay-5-won | 5      | 3-1        | $30   | 2 to 3 | $20      | $1.00    |
        | won     | pa-537-craps-lay-5-won | 6      | 3-1        | $36   | 5 to 6 | $30      | $1.50    |
        | won     | pa-537-craps-lay-5-won | 8      | 3-1        | $36   | 5 to 6 | $30      | $1.50    |
        | won     | pa-537-craps-lay-5-won | 9      | 3-1        | $30   | 2 to 3 | $20      | $1.00    |
        | won     | pa-537-craps-lay-5-won | 10     | 3-1        | $40   | 1 to 2 | $20      | $1.00    |

    @written_for_lay.rate @written_for_lay.base @written_for_lay.working_on_come_out
    Scenario Outline: 537.5a(b) At the Rules Submission's 4% of the amount won, a Lay Bet on <number> working on the come-out roll is paid <odds>
      Given a Mini-Craps table under Rules Submission "pa-537-mini-craps-vig-3"
      And player 1 places a Lay Bet of <wager> on <number>
      When the shooter rolls 5-2
      Then player 1's Lay Bet on <number> is paid <odds>, <winnings>, less a vigorish of <vigorish>
      And the roll is "no point"

      Examples:
        | number | wager | odds   | winnings | vigorish |
        | 4      | $40   | 1 to 2 | $20      | $0.80    |
        | 5      | $30   | 2 to 3 | $20      | $0.80    |
        | 6      | $36   | 5 to 6 | $30      | $1.20    |
        | 8      | $60   | 5 to 6 | $50      | $2.00    |
        | 9      | $60   | 2 to 3 | $40      | $1.60    |
        | 10     | $100  | 1 to 2 | $50      | $2.00    |

    @offers_lay
    Scenario: 537.5a(b) No vigorish on a losing Lay Bet, and none on placing it
      Given a Craps table under Rules Submission "pa-537-craps-buy-lay-5"
      And the shooter rolls 4-1
      And player 1 places a Lay Bet of $40 on 4
      When the shooter rolls 3-1
      Then player 1's Lay Bet on 4 is accepted with no fee
      And player 1's Lay Bet on 4 loses, with no vigorish
      And the table charges $0.00 in vigorish in all

    @written_for_lay.working_on_come_out @written_for_lay.rate @written_for_lay.base
    Scenario: 537.5a(b) A Lay Bet is off on the come-out roll unless called "on"
      Given a Craps table under Rules Submission "pa-537-craps-buy-lay-5"
      And player 1 places a Lay Bet of $40 on 4
      And player 2 places a Lay Bet of $40 on 10 called "on"
      When the shooter rolls 6-1
      Then player 1's Lay Bet on 4 neither wins nor loses and stays up
      And player 2's Lay Bet on 10 is paid 1 to 2, $20, less a vigorish of $2.00
      And the last roll was a come-out roll

    @written_for_lay
    Scenario: 537.5a(b) A Lay Bet is refused where the Rules Submission does not offer it
      Given a Craps table under Rules Submission "pa-537-craps-no-buy-lay"
      And the shooter rolls 4-1
      And player 1 places a Lay Bet of $40 on 4
      When the shooter rolls 6-1
      Then player 1's Lay Bet on 4 is refused as not-offered citing "537.5a(b)"
      And the table charges $0.00 in vigorish in all

    @offers_lay
    Scenario: 537.5a(b) A Lay Bet whose true odds would pay a fraction of a cent is refused, or paid $29.1666... rounded to a cent
      Given a Craps table under Rules Submission "pa-537-craps-buy-lay-5"
      And the shooter rolls 4-1
      And player 1 places a Lay Bet of $35 on 8
      When the shooter rolls 6-1
      Then player 1's Lay Bet on 8 is either refused as not-whole-cents citing "537.5a(b)" or paid 5 to 6, $29.16 or $29.17, less a vigorish of $1.75

    Scenario Outline: 537.5a(b) A Rules Submission's vigorish on Lay Bets of <rate> <base> is <verdict>
      Given a Craps Rules Submission offering Lay Bets with a vigorish of <rate> of the <base>
      Then the Craps Rules Submission is <verdict>

      Examples:
        | rate | base           | verdict                    |
        | 5%   | amount wagered | accepted                   |
        | 5%   | amount won     | accepted                   |
        | 5.5% | amount wagered | refused citing "537.5a(b)" |
        | 10%  | amount won     | refused citing "537.5a(b)" |

  Rule: 537.5a(c) No other percentage, fee or vigorish
    "(c) Except as permitted in subsections (a) and (b), a certificate holder may not charge a
    percentage, fee or vigorish to a player in making any wager in the game of Craps or
    Mini-Craps."

    @offers_hardway @offers_hop_two_six
    Scenario: 537.5a(c) No fee on placing a Hardway Bet or a Hop Bet
      Given a Craps table under Rules Submission "pa-537-craps-buy-lay-5"
      And the shooter rolls 4-1
      And player 1 places a Six the Hardway Bet of $10
      And player 2 places a Two-Six on the Hop Bet of $5
      When the shooter rolls 2-1
      Then player 1's Six the Hardway Bet is accepted with no fee
      And player 2's Two-Six on the Hop Bet is accepted with no fee
      And the table charges $0.00 in vigorish in all

    @written_for_buy.rate @offers_hardway
    Scenario: 537.5a(c) No fee on a winning Hardway Bet: only the Buy Bet's vigorish is charged
      Given a Craps table under Rules Submission "pa-537-craps-buy-lay-5"
      And the shooter rolls 4-1
      And player 1 places a Six the Hardway Bet of $10
      And player 2 places a Buy Bet of $20 on 6
      When the shooter rolls 3-3
      Then player 1's Six the Hardway Bet is paid 9 to 1, $90, with no vigorish
      And player 2's Buy Bet on 6 is paid 6 to 5, $24, less a vigorish of $1.00
      And the table charges $1.00 in vigorish in all

    @offers_hardway @offers_hop_two_six
    Scenario: 537.5a(c) No fee on a winning Hop Bet
      Given a Mini-Craps table under Rules Submission "pa-537-mini-craps-vig-3"
      And player 1 places a Two-Six on the Hop Bet of $10
      And player 2 places an Eight the Hardway Bet of $10 called "on"
      When the shooter rolls 6-2
      Then player 1's Two-Six on the Hop Bet is paid 16 to 1, $160, with no vigorish
      And player 2's Eight the Hardway Bet loses, with no vigorish
      And the table charges $0.00 in vigorish in all
