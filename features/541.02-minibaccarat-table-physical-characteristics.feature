@game_minibaccarat
Feature: 541.2 Minibaccarat table physical characteristics
  The 2010 temporary amendments to chapter 541 (Minibaccarat) print § 541.2(a) and elide the
  rest ("* * * * *"). The executable scenarios run at Rules Submission
  "pa-541-minibaccarat-discard" (nine seats).

  Rule: 541.2(a) Numbered places for a maximum of nine seated players
    "Minibaccarat shall be played on a table having a place for the dealer on one side and on
    the opposite side, numbered places for a maximum of nine seated players."

    Scenario Outline: 541.2(a) Each of the nine numbered places takes wagers
      Given a Minibaccarat table under Rules Submission "pa-541-minibaccarat-discard"
      And seat <seat> wagers $10 on the Banker's Hand
      And the baccarat shoe holds "6d 7c 8h Ks Qd" on top
      When the baccarat round is dealt
      Then the Banker's Hand wins
      And seat <seat> is paid $9.50 on the Banker's Hand

      Examples:
        | seat |
        | 1    |
        | 5    |
        | 9    |

    Scenario: 541.2(a) A tenth place does not exist: its wager is refused
      Given a Minibaccarat table under Rules Submission "pa-541-minibaccarat-discard"
      And seat 9 wagers $10 on the Player's Hand
      And seat 10 wagers $10 on the Player's Hand
      And the baccarat shoe holds "6d 7c 8h Ks Qd" on top
      When the baccarat round is dealt
      Then the wager of seat 10 on the Player's Hand is refused as "no-such-seat"
      And seat 9's wager on the Player's Hand loses

    Scenario: 541.2(a) A Rules Submission for more than nine seated players is refused
      Given a Minibaccarat Rules Submission with 10 seats
      Then the baccarat Rules Submission is refused citing "541.2(a)"

    Scenario: 541.2(a) A Rules Submission for nine seated players is accepted
      Given a Minibaccarat Rules Submission with 9 seats
      Then the baccarat Rules Submission is accepted

    @manual
    Scenario: 541.2(a) The dealer's place is on the side opposite the numbered places
      Where the dealer stands against the players' places is the table's construction; no
      table-game system reports it.

      Given the Minibaccarat table as installed on the gaming floor
      Then the dealer's place is on one side and the numbered places on the opposite side
      And the places are numbered and there are no more than nine
