@game_baccarat
Feature: 545.9 Hands of player and banker; procedure for dealing initial two cards to each hand
  The 2010 temporary amendments to chapter 545 (Baccarat) print § 545.9(d) and its paragraph
  (1); (a) to (c), § 545.10 and the rest of (d) are elided ("* * * * *"). The election
  changes who handles the cards after the first four are dealt, not the rules that decide
  whether a hand draws: the harness reads it so (interpretation register, "the 545.9(d)
  election") and checks what a system can show of it: the Rules Submission's election, and
  that a table under it still deals by the tableau. Rules Submission
  "pa-545-baccarat-simulated-round" makes the election.

  Rule: 545.9(d) The Rules Submission may elect the alternative procedures
    "A certificate holder may, in the certificate holder's Rules Submission under § 521.2
    (relating to table games Rules Submissions), elect to use the following procedures in lieu
    of the procedures in subsection (c) and § 545.10 (relating to procedure for dealing a third
    card), after all four cards have been dealt:"

    Scenario: 545.9(d) A Baccarat Rules Submission may make the election
      Given a Baccarat Rules Submission with the 545.9(d) election
      Then the baccarat Rules Submission is accepted

    Scenario: 545.9(d) The election is Baccarat's: a Minibaccarat Rules Submission making it is refused
      Given a Minibaccarat Rules Submission with the 545.9(d) election
      Then the baccarat Rules Submission is refused citing "545.9(d)"

    Scenario: 545.9(d) Under the election the third cards are still drawn by the tableau
      Given a Baccarat table under Rules Submission "pa-545-baccarat-simulated-round"
      And seat 12 wagers $100 on the Banker's Hand
      And seat 14 wagers $20 on a Tie
      And the baccarat shoe holds "2c 3d Ac Kd 5h 6s" on top
      When the baccarat round is dealt
      Then the Player's Hand holds "2c Ac 5h"
      And the Banker's Hand holds "3d Kd 6s"
      And the Banker's Hand wins
      And seat 12 is paid $95.00 on the Banker's Hand
      And seat 14's wager on a Tie loses

  Rule: 545.9(d)(1) The curator places the Banker's Hand under the right corner of the shoe
    "The curator shall place the Banker's Hand underneath the right corner of the dealing
    shoe."

    @manual
    Scenario: 545.9(d)(1) The curator places the Banker's Hand underneath the right corner of the dealing shoe
      Where the curator puts the Banker's Hand is a movement of cards on the layout: a
      table-game system reports the cards each hand holds and the result, never where on the
      table the cards lie, so no observation can show it. The election itself is checked under
      545.9(d).

      Given a Baccarat table whose Rules Submission elects the 545.9(d) procedures
      And all four cards have been dealt
      Then the curator places the Banker's Hand underneath the right corner of the dealing shoe
