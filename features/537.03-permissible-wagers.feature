@game_craps
Feature: 537.3 Permissible wagers
  58 Pa. Code § 537.3 (Craps and Mini-Craps), as the 2010 amendments print it: paragraphs
  (7)-(10), the four Hardway Bets, and (34), the Two-Six or Deuce-Six on the Hop Bet; the other
  paragraphs are elided ("* * * * *"). The Rules Submission "pa-537-craps-buy-lay-5" offers the
  Hardway Bets at 7 to 1 (4 and 10) and 9 to 1 (6 and 8) and the Hop Bet at 15 to 1;
  "pa-537-mini-craps-vig-3" is a Mini-Craps table with the Hop Bet at 16 to 1.

  Readings taken (docs/interpretations.md): how a Hardway Bet wins or loses and what it pays
  are elided, so the trade's rule is taken (it wins when its number is rolled as a pair, and
  loses on a 7 or on its number rolled any other way; the payout odds are the Rules
  Submission's); a Hardway Bet called "on" stays on until it is settled or called "off"; the
  Hop Bet, which has no "inactive" clause, works on the come-out roll too; a winning wager is
  paid and returned to the player with its winnings (a player who wants it up again places it
  again); the payout odds of the Hop Bet are the Rules Submission's.

  Rule: 537.3(a) The wagers of Craps and Mini-Craps
    "(a) The following wagers may be used in the games of Craps and Mini-Craps:"

    @offers_buy @offers_hardway @offers_hop_two_six @offers_lay
    Scenario: 537.3(a) The same wagers at a Mini-Craps table, settled as at a Craps table
      Given a Mini-Craps table under Rules Submission "pa-537-mini-craps-vig-3"
      And the shooter rolls 4-1
      And player 1 places a Six the Hardway Bet of $10
      And player 2 places a Two-Six on the Hop Bet of $5
      And player 3 places a Buy Bet of $20 on 4
      And player 4 places a Lay Bet of $40 on 10
      When the shooter rolls 3-3
      Then player 1's Six the Hardway Bet is paid 9 to 1, $90, with no vigorish
      And player 2's Two-Six on the Hop Bet loses, with no vigorish
      And player 3's Buy Bet on 4 neither wins nor loses and stays up
      And player 4's Lay Bet on 10 neither wins nor loses and stays up

  Rule: 537.3(a)(7) A Four the Hardway Bet
    "(7) A Four the Hardway Bet placed in a box which shows two dice, each of which
    displays a value of 2, that may be made at any time. A Four the Hardway Bet shall be
    inactive on the come out roll unless called ''on'' by the player and confirmed by the dealer
    through placement of an ''on'' marker button on top of the player's wager. A winning or
    losing Four the Hardway Bet shall be determined as follows: * * *"

    @offers_hardway
    Scenario: 537.3(a)(7) Four the Hardway Bet made after the point is set wins when 4 is rolled the hard way
      Given a Craps table under Rules Submission "pa-537-craps-buy-lay-5"
      And the shooter rolls 4-1
      And player 1 places a Four the Hardway Bet of $10
      When the shooter rolls 2-2
      Then player 1's Four the Hardway Bet is paid 7 to 1, $70, with no vigorish

    @offers_hardway
    Scenario Outline: 537.3(a)(7) Four the Hardway Bet after the point is set: <dice> <decides>
      Given a Craps table under Rules Submission "pa-537-craps-buy-lay-5"
      And the shooter rolls 4-1
      And player 1 places a Four the Hardway Bet of $10
      When the shooter rolls <dice>
      Then player 1's Four the Hardway Bet <outcome>

      Examples:
        | dice   | decides                   | outcome                                  |
        | 3-1    | the easy way loses        | loses, with no vigorish                  |
        | 1-3    | the easy way loses        | loses, with no vigorish                  |
        | 6-1    | a 7 loses                 | loses, with no vigorish                  |
        | 2-1    | another number: no action | neither wins nor loses and stays up      |

    @offers_hardway
    Scenario: 537.3(a)(7) Four the Hardway Bet is inactive on the come-out roll: neither a 7 nor the hard 4 decides it
      Given a Craps table under Rules Submission "pa-537-craps-buy-lay-5"
      And player 1 places a Four the Hardway Bet of $10
      When the shooter rolls 5-2
      Then player 1's Four the Hardway Bet neither wins nor loses and stays up
      And the last roll was a come-out roll
      When the shooter rolls 2-2
      Then player 1's Four the Hardway Bet neither wins nor loses and stays up
      And the roll is "point established" and the point is 4

    @offers_hardway
    Scenario: 537.3(a)(7) Four the Hardway Bet called "on" works on the come-out roll
      Given a Craps table under Rules Submission "pa-537-craps-buy-lay-5"
      And player 1 places a Four the Hardway Bet of $10 called "on"
      When the shooter rolls 2-2
      Then player 1's Four the Hardway Bet is paid 7 to 1, $70, with no vigorish
      And the last roll was a come-out roll

    @offers_hardway
    Scenario: 537.3(a)(7) Four the Hardway Bet called "on" on a later come-out roll loses to a 7
      Given a Craps table under Rules Submission "pa-537-craps-buy-lay-5"
      And the shooter rolls 4-1
      And player 1 places a Four the Hardway Bet of $10
      And the shooter rolls 3-2
      And player 1 calls the Four the Hardway Bet "on"
      When the shooter rolls 6-1
      Then player 1's Four the Hardway Bet loses, with no vigorish
      And the last roll was a come-out roll

    @offers_hardway
    Scenario: 537.3(a)(7) A call "on" by a player with no Four the Hardway Bet is refused and turns on no other player's bet
      Only the player's own wager can carry the "on" marker button the dealer places on top of
      it: player 2's call is refused, and player 1's bet, not called "on", stays inactive on
      the come-out roll (a system that let the call work it would pay player 1 $70).

      Given a Craps table under Rules Submission "pa-537-craps-buy-lay-5"
      And player 1 places a Four the Hardway Bet of $10
      And player 2 calls the Four the Hardway Bet "on"
      When the shooter rolls 2-2
      Then player 2's Four the Hardway Bet is refused as no-such-bet citing "537.3(a)(7)"
      And player 1's Four the Hardway Bet neither wins nor loses and stays up
      And the roll is "point established" and the point is 4

  Rule: 537.3(a)(8) A Six the Hardway Bet
    "(8) A Six the Hardway Bet placed in a box which shows two dice, each of which
    displays a value of 3, that may be made at any time. A Six the Hardway Bet shall be
    inactive on the come out roll unless called ''on'' by the player and confirmed by the dealer
    through placement of an ''on'' marker button on top of the player's wager. A winning or
    losing Six the Hardway Bet shall be determined as follows: * * *"

    @offers_hardway
    Scenario: 537.3(a)(8) Six the Hardway Bet made after the point is set wins when 6 is rolled the hard way
      Given a Craps table under Rules Submission "pa-537-craps-buy-lay-5"
      And the shooter rolls 4-1
      And player 1 places a Six the Hardway Bet of $10
      When the shooter rolls 3-3
      Then player 1's Six the Hardway Bet is paid 9 to 1, $90, with no vigorish

    @offers_hardway
    Scenario Outline: 537.3(a)(8) Six the Hardway Bet after the point is set: <dice> <decides>
      Given a Craps table under Rules Submission "pa-537-craps-buy-lay-5"
      And the shooter rolls 4-1
      And player 1 places a Six the Hardway Bet of $10
      When the shooter rolls <dice>
      Then player 1's Six the Hardway Bet <outcome>

      Examples:
        | dice   | decides                   | outcome                                  |
        | 4-2    | the easy way loses        | loses, with no vigorish                  |
        | 5-1    | the easy way loses        | loses, with no vigorish                  |
        | 6-1    | a 7 loses                 | loses, with no vigorish                  |
        | 2-1    | another number: no action | neither wins nor loses and stays up      |

    @offers_hardway
    Scenario: 537.3(a)(8) Six the Hardway Bet is inactive on the come-out roll: neither a 7 nor the hard 6 decides it
      Given a Craps table under Rules Submission "pa-537-craps-buy-lay-5"
      And player 1 places a Six the Hardway Bet of $10
      When the shooter rolls 5-2
      Then player 1's Six the Hardway Bet neither wins nor loses and stays up
      And the last roll was a come-out roll
      When the shooter rolls 3-3
      Then player 1's Six the Hardway Bet neither wins nor loses and stays up
      And the roll is "point established" and the point is 6

    @offers_hardway
    Scenario: 537.3(a)(8) Six the Hardway Bet called "on" works on the come-out roll
      Given a Craps table under Rules Submission "pa-537-craps-buy-lay-5"
      And player 1 places a Six the Hardway Bet of $10 called "on"
      When the shooter rolls 3-3
      Then player 1's Six the Hardway Bet is paid 9 to 1, $90, with no vigorish
      And the last roll was a come-out roll

    @offers_hardway
    Scenario: 537.3(a)(8) Six the Hardway Bet called "on" on a later come-out roll loses to a 7
      Given a Craps table under Rules Submission "pa-537-craps-buy-lay-5"
      And the shooter rolls 4-1
      And player 1 places a Six the Hardway Bet of $10
      And the shooter rolls 3-2
      And player 1 calls the Six the Hardway Bet "on"
      When the shooter rolls 6-1
      Then player 1's Six the Hardway Bet loses, with no vigorish
      And the last roll was a come-out roll

  Rule: 537.3(a)(9) An Eight the Hardway Bet
    "(9) An Eight the Hardway Bet placed in a box which shows two dice, each of which
    displays a value of 4, that may be made at any time. An Eight the Hardway Bet shall be
    inactive on the come out roll unless called ''on'' by the player and confirmed by the dealer
    through placement of an ''on'' marker button on top of the player's wager. A winning or
    losing Eight the Hardway Bet shall be determined as follows: * * *"

    @offers_hardway
    Scenario: 537.3(a)(9) Eight the Hardway Bet made after the point is set wins when 8 is rolled the hard way
      Given a Craps table under Rules Submission "pa-537-craps-buy-lay-5"
      And the shooter rolls 4-1
      And player 1 places an Eight the Hardway Bet of $10
      When the shooter rolls 4-4
      Then player 1's Eight the Hardway Bet is paid 9 to 1, $90, with no vigorish

    @offers_hardway
    Scenario Outline: 537.3(a)(9) Eight the Hardway Bet after the point is set: <dice> <decides>
      Given a Craps table under Rules Submission "pa-537-craps-buy-lay-5"
      And the shooter rolls 4-1
      And player 1 places an Eight the Hardway Bet of $10
      When the shooter rolls <dice>
      Then player 1's Eight the Hardway Bet <outcome>

      Examples:
        | dice   | decides                   | outcome                                  |
        | 5-3    | the easy way loses        | loses, with no vigorish                  |
        | 6-2    | the easy way loses        | loses, with no vigorish                  |
        | 6-1    | a 7 loses                 | loses, with no vigorish                  |
        | 2-1    | another number: no action | neither wins nor loses and stays up      |

    @offers_hardway
    Scenario: 537.3(a)(9) Eight the Hardway Bet is inactive on the come-out roll: neither a 7 nor the hard 8 decides it
      Given a Craps table under Rules Submission "pa-537-craps-buy-lay-5"
      And player 1 places an Eight the Hardway Bet of $10
      When the shooter rolls 5-2
      Then player 1's Eight the Hardway Bet neither wins nor loses and stays up
      And the last roll was a come-out roll
      When the shooter rolls 4-4
      Then player 1's Eight the Hardway Bet neither wins nor loses and stays up
      And the roll is "point established" and the point is 8

    @offers_hardway
    Scenario: 537.3(a)(9) Eight the Hardway Bet called "on" works on the come-out roll
      Given a Craps table under Rules Submission "pa-537-craps-buy-lay-5"
      And player 1 places an Eight the Hardway Bet of $10 called "on"
      When the shooter rolls 4-4
      Then player 1's Eight the Hardway Bet is paid 9 to 1, $90, with no vigorish
      And the last roll was a come-out roll

    @offers_hardway
    Scenario: 537.3(a)(9) Eight the Hardway Bet called "on" on a later come-out roll loses to a 7
      Given a Craps table under Rules Submission "pa-537-craps-buy-lay-5"
      And the shooter rolls 4-1
      And player 1 places an Eight the Hardway Bet of $10
      And the shooter rolls 3-2
      And player 1 calls the Eight the Hardway Bet "on"
      When the shooter rolls 6-1
      Then player 1's Eight the Hardway Bet loses, with no vigorish
      And the last roll was a come-out roll

  Rule: 537.3(a)(10) A Ten the Hardway Bet
    "(10) A Ten the Hardway Bet placed in a box which shows two dice, each of which
    displays a value of 5, that may be made at any time. A Ten the Hardway Bet shall be
    inactive on the come out roll unless called ''on'' by the player and confirmed by the dealer
    through placement of an ''on'' marker button on top of the player's wager. A winning or
    losing Ten the Hardway Bet shall be determined as follows: * * *"

    @offers_hardway
    Scenario: 537.3(a)(10) Ten the Hardway Bet made after the point is set wins when 10 is rolled the hard way
      Given a Craps table under Rules Submission "pa-537-craps-buy-lay-5"
      And the shooter rolls 4-1
      And player 1 places a Ten the Hardway Bet of $10
      When the shooter rolls 5-5
      Then player 1's Ten the Hardway Bet is paid 7 to 1, $70, with no vigorish

    @offers_hardway
    Scenario Outline: 537.3(a)(10) Ten the Hardway Bet after the point is set: <dice> <decides>
      Given a Craps table under Rules Submission "pa-537-craps-buy-lay-5"
      And the shooter rolls 4-1
      And player 1 places a Ten the Hardway Bet of $10
      When the shooter rolls <dice>
      Then player 1's Ten the Hardway Bet <outcome>

      Examples:
        | dice   | decides                   | outcome                                  |
        | 6-4    | the easy way loses        | loses, with no vigorish                  |
        | 4-6    | the easy way loses        | loses, with no vigorish                  |
        | 6-1    | a 7 loses                 | loses, with no vigorish                  |
        | 2-1    | another number: no action | neither wins nor loses and stays up      |

    @offers_hardway
    Scenario: 537.3(a)(10) Ten the Hardway Bet is inactive on the come-out roll: neither a 7 nor the hard 10 decides it
      Given a Craps table under Rules Submission "pa-537-craps-buy-lay-5"
      And player 1 places a Ten the Hardway Bet of $10
      When the shooter rolls 5-2
      Then player 1's Ten the Hardway Bet neither wins nor loses and stays up
      And the last roll was a come-out roll
      When the shooter rolls 5-5
      Then player 1's Ten the Hardway Bet neither wins nor loses and stays up
      And the roll is "point established" and the point is 10

    @offers_hardway
    Scenario: 537.3(a)(10) Ten the Hardway Bet called "on" works on the come-out roll
      Given a Craps table under Rules Submission "pa-537-craps-buy-lay-5"
      And player 1 places a Ten the Hardway Bet of $10 called "on"
      When the shooter rolls 5-5
      Then player 1's Ten the Hardway Bet is paid 7 to 1, $70, with no vigorish
      And the last roll was a come-out roll

    @offers_hardway
    Scenario: 537.3(a)(10) Ten the Hardway Bet called "on" on a later come-out roll loses to a 7
      Given a Craps table under Rules Submission "pa-537-craps-buy-lay-5"
      And the shooter rolls 4-1
      And player 1 places a Ten the Hardway Bet of $10
      And the shooter rolls 3-2
      And player 1 calls the Ten the Hardway Bet "on"
      When the shooter rolls 6-1
      Then player 1's Ten the Hardway Bet loses, with no vigorish
      And the last roll was a come-out roll

  Rule: 537.3(a)(34) The Two-Six or Deuce-Six on the Hop Bet
    "(34) A Two-Six or Deuce-Six on the Hop Bet placed in an area on the layout for this bet that
    may be made at any time. A winning or losing Two-Six or Deuce-Six on the Hop Bet shall be
    determined as follows:"

    @offers_hop_two_six
    Scenario: 537.3(a)(34) The Hop Bet may be made on the come-out roll, and works on it
      Given a Craps table under Rules Submission "pa-537-craps-buy-lay-5"
      And player 1 places a Two-Six on the Hop Bet of $5
      When the shooter rolls 2-6
      Then player 1's Two-Six on the Hop Bet is paid 15 to 1, $75, with no vigorish
      And the last roll was a come-out roll
      And the roll is "point established" and the point is 8

    @offers_hop_two_six
    Scenario: 537.3(a)(34) The Hop Bet may be made after the point is set, at the Rules Submission's odds
      Given a Mini-Craps table under Rules Submission "pa-537-mini-craps-vig-3"
      And the shooter rolls 3-1
      And player 1 places a Two-Six on the Hop Bet of $5
      When the shooter rolls 6-2
      Then player 1's Two-Six on the Hop Bet is paid 16 to 1, $80, with no vigorish

  Rule: 537.3(a)(34)(i) The Hop Bet wins on a 2 and a 6 on the very next roll
    "(i) A Two-Six or Deuce-Six on the Hop Bet shall win if a total of 8 is thrown with a 2
    appearing on one die and a 6 appearing on the other die on the roll immediately following
    placement of the Two-Six or Deuce-Six on the Hop Bet."

    @offers_hop_two_six
    Scenario Outline: 537.3(a)(34)(i) The Hop Bet wins on <dice>
      Given a Craps table under Rules Submission "pa-537-craps-buy-lay-5"
      And the shooter rolls 2-3
      And player 1 places a Two-Six on the Hop Bet of $10
      When the shooter rolls <dice>
      Then player 1's Two-Six on the Hop Bet is paid 15 to 1, $150, with no vigorish

      Examples:
        | dice |
        | 2-6  |
        | 6-2  |

  Rule: 537.3(a)(34)(ii) The Hop Bet loses on any other throw of the very next roll
    "(ii) A Two-Six or Deuce-Six on the Hop Bet shall lose if any other combination is thrown on
    the roll immediately following placement of the Two-Six or Deuce-Six on the Hop Bet."

    @offers_hop_two_six
    Scenario Outline: 537.3(a)(34)(ii) The Hop Bet loses on <dice> (<why>)
      Given a Craps table under Rules Submission "pa-537-craps-buy-lay-5"
      And the shooter rolls 2-3
      And player 1 places a Two-Six on the Hop Bet of $10
      When the shooter rolls <dice>
      Then player 1's Two-Six on the Hop Bet loses, with no vigorish

      Examples:
        | dice | why                         |
        | 4-4  | an 8 the hard way           |
        | 5-3  | an 8 of a 5 and a 3         |
        | 1-1  | a 2                         |
        | 6-6  | a 12                        |
        | 6-1  | a 7                         |
        | 2-5  | a 2 with no 6               |
        | 6-3  | a 6 with no 2               |

    @offers_hop_two_six
    Scenario: 537.3(a)(34)(ii) The Hop Bet is decided by the roll immediately following its placement only
      Given a Craps table under Rules Submission "pa-537-craps-buy-lay-5"
      And player 1 places a Two-Six on the Hop Bet of $10
      When the shooter rolls 1-1, 2-6 and 6-2
      Then player 1's Two-Six on the Hop Bet loses, with no vigorish
