@game_table_records
Feature: 541.3 Cards; number of decks
  58 Pa. Code § 541.3, Minibaccarat, in the 2010 temporary amendments (the seeds' file 002).
  The seeds print subsection (c) only; (a) and (b) are elided with a row of asterisks
  ("* * * * *") and have no text to transcribe. The amendment lengthens the time Minibaccarat
  decks may be used from 4 hours to 24 hours, "in line with the allowable time period for
  other games where the players are not handling the cards".

  What a table-game management system shows is its deck log: the decks opened for use at
  each table, when, and when they left use (opening new decks at a table is a change). When
  24 hours pass after decks were opened at a Minibaccarat table and they are still in use,
  the system reports an exception naming them, due at the 24th hour (docs/protocol.md,
  "Table-game records"). The executable scenarios run at Rules Submission
  "pa-523-table-records" (Minibaccarat table "MB-1"); times are hours:minutes on the test
  clock.

  Rule: 541.3(c) Minibaccarat decks are changed at least once every 24 hours
    "(c) The decks of cards opened for use at a Minibaccarat table shall be changed at least
    once every 24 hours."

    Scenario: 541.3(c) Decks changed after 23 hours 59 minutes raise no exception
      Given a table-game management system under Rules Submission "pa-523-table-records"
      And at 0:00 the decks "MB1-A1, MB1-A2, MB1-A3, MB1-A4, MB1-A5, MB1-A6, MB1-A7, MB1-A8" are opened for use at table "MB-1"
      And at 23:59 the decks "MB1-B1, MB1-B2, MB1-B3, MB1-B4, MB1-B5, MB1-B6, MB1-B7, MB1-B8" are opened for use at table "MB-1"
      When the system's clock reaches 30:00
      Then the "decks opened for use" at 0:00 is recorded citing "541.3(c)"
      And the deck log of table "MB-1" shows the decks "MB1-A1, MB1-A2, MB1-A3, MB1-A4, MB1-A5, MB1-A6, MB1-A7, MB1-A8" opened at 0:00 and removed at 23:59
      And the deck log of table "MB-1" shows the decks "MB1-B1, MB1-B2, MB1-B3, MB1-B4, MB1-B5, MB1-B6, MB1-B7, MB1-B8" opened at 23:59 and still in use
      And the system reports no exception

    Scenario: 541.3(c) Decks changed at the 24th hour exactly are changed within 24 hours
      Given a table-game management system under Rules Submission "pa-523-table-records"
      And at 10:00 the decks "MB1-C1, MB1-C2" are opened for use at table "MB-1"
      And at 34:00 the decks "MB1-D1, MB1-D2" are opened for use at table "MB-1"
      When the system's clock reaches 40:00
      Then the system reports no exception

    Scenario: 541.3(c) Decks still in use when 24 hours have passed are reported
      Given a table-game management system under Rules Submission "pa-523-table-records"
      And at 2:00 the decks "MB1-E1, MB1-E2, MB1-E3, MB1-E4, MB1-E5, MB1-E6, MB1-E7, MB1-E8" are opened for use at table "MB-1"
      When the system's clock reaches 26:00
      Then the system reports no exception
      When the system's clock reaches 26:01
      Then the system reports "decks not changed within 24 hours" due at 26:00 for "MB1-E1, MB1-E2, MB1-E3, MB1-E4, MB1-E5, MB1-E6, MB1-E7, MB1-E8" at table "MB-1" citing "541.3(c)"
      When the system's clock reaches 48:00
      Then the system reports no exception

    Scenario: 541.3(c) Decks changed after 24 hours: the change is recorded and the lateness reported
      Given a table-game management system under Rules Submission "pa-523-table-records"
      And at 0:00 the decks "MB1-F1, MB1-F2" are opened for use at table "MB-1"
      And at 30:00 the decks "MB1-G1, MB1-G2" are opened for use at table "MB-1"
      When the system records the happenings
      Then the system reports "decks not changed within 24 hours" due at 24:00 for "MB1-F1, MB1-F2" at table "MB-1" citing "541.3(c)"
      And the "decks opened for use" at 30:00 is recorded citing "541.3(c)"
      And the deck log of table "MB-1" shows the decks "MB1-F1, MB1-F2" opened at 0:00 and removed at 30:00

    Scenario: 541.3(c) Decks removed from use within 24 hours when the table closes raise no exception
      Given a table-game management system under Rules Submission "pa-523-table-records"
      And at 18:00 the decks "MB1-H1, MB1-H2" are opened for use at table "MB-1"
      And at 22:00 the decks at table "MB-1" are removed from use
      When the system's clock reaches 72:00
      Then the "decks removed from use" at 22:00 is recorded citing "541.3(c)"
      And the deck log of table "MB-1" shows the decks "MB1-H1, MB1-H2" opened at 18:00 and removed at 22:00
      And the system reports no exception

    Scenario: 541.3(c) Dice destroyed meanwhile do not change the Minibaccarat decks: the decks are still reported
      The 24-hour deck change and the 72-hour destruction of dice (523.13(o)) are separate
      duties, both pending here; destroying the dice completes the second only. A system that
      closes its latest pending duty, whatever its kind, never reports the decks.
      Given a table-game management system under Rules Submission "pa-523-table-records"
      And at 1:00 the dice "CR1-901, CR1-902" are collected from table "CR-1"
      And at 2:00 the decks "MB1-J1, MB1-J2" are opened for use at table "MB-1"
      And at 3:00 the dice "CR1-901, CR1-902" are destroyed by shredding
      When the system's clock reaches 80:00
      Then the "dice destroyed" at 3:00 is recorded citing "523.13(o)(2)"
      And the system reports "decks not changed within 24 hours" due at 26:00 for "MB1-J1, MB1-J2" at table "MB-1" citing "541.3(c)"

    Scenario: 541.3(c) The 24-hour change is a Minibaccarat rule: decks at a Blackjack table raise no 541.3(c) exception
      The deck-change rules of the other games are not in the seeds; the system's 541.3(c)
      check is for Minibaccarat tables only.
      Given a table-game management system under Rules Submission "pa-523-table-records"
      And at 0:00 the decks "BJ1-A1, BJ1-A2, BJ1-A3, BJ1-A4, BJ1-A5, BJ1-A6" are opened for use at table "BJ-1"
      When the system's clock reaches 30:00
      Then the system reports no exception

    @manual
    Scenario: 541.3(c) The decks recorded as changed are the decks in use at the table
      Manual check: the system records when decks were opened and changed (the scenarios
      above); that the decks physically in use at the Minibaccarat table are the ones the deck
      log shows, and that the old decks left the table, is seen at the table.
