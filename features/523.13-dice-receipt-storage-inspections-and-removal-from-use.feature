@game_table_records
Feature: 523.13 Dice; receipt, storage, inspections and removal from use
  58 Pa. Code § 523.13 in the 2010 temporary amendments (the seeds' file 002). The seeds
  print subsection (o) and its paragraph (2) only; (a) to (n) and (o)(1) are elided with a
  row of asterisks ("* * * * *") and have no text to transcribe.

  What a table-game management system shows is its record of each die: when and where it
  was collected, whether it is retained for Board inspection, and when and how it was
  destroyed or cancelled. The system refuses to record a destruction by any method but
  shredding or crushing, and when 72 hours pass after a collection with dice neither
  destroyed nor cancelled it reports an exception naming them, due at the 72nd hour
  (docs/protocol.md, "Table-game records"). Times are hours:minutes on the test clock,
  whose origin is 0:00; the executable scenarios run at Rules Submission
  "pa-523-table-records" (Craps table "CR-1").

  Rule: 523.13(o) Dice are destroyed or cancelled within 72 hours of collection
    "(o) Destruction or cancellation of dice, other than those retained for Board
    inspection, shall be completed within 72 hours of collection."

    Scenario: 523.13(o) Dice shredded 71 hours 59 minutes after collection raise no exception
      Given a table-game management system under Rules Submission "pa-523-table-records"
      And at 0:00 the dice "CR1-101, CR1-102, CR1-103, CR1-104, CR1-105" are collected from table "CR-1"
      And at 71:59 the dice "CR1-101, CR1-102, CR1-103, CR1-104, CR1-105" are destroyed by shredding
      When the system's clock reaches 96:00
      Then the "dice collected" at 0:00 is recorded citing "523.13(o)"
      And the dice "CR1-101, CR1-102, CR1-103, CR1-104, CR1-105" are recorded as destroyed by shredding at 71:59
      And the system reports no exception

    Scenario: 523.13(o) Dice crushed at the 72nd hour exactly are destroyed within 72 hours
      Given a table-game management system under Rules Submission "pa-523-table-records"
      And at 6:30 the dice "CR1-201, CR1-202" are collected from table "CR-1"
      And at 78:30 the dice "CR1-201, CR1-202" are destroyed by crushing
      When the system's clock reaches 120:00
      Then the dice "CR1-201, CR1-202" are recorded as destroyed by crushing at 78:30
      And the system reports no exception

    Scenario: 523.13(o) Dice neither destroyed nor cancelled are reported once the 72 hours have passed
      Given a table-game management system under Rules Submission "pa-523-table-records"
      And at 0:00 the dice "CR1-301, CR1-302, CR1-303, CR1-304, CR1-305" are collected from table "CR-1"
      When the system's clock reaches 72:00
      Then the system reports no exception
      When the system's clock reaches 72:01
      Then the system reports "dice not destroyed or cancelled within 72 hours" due at 72:00 for "CR1-301, CR1-302, CR1-303, CR1-304, CR1-305" at table "CR-1" citing "523.13(o)"
      And the dice "CR1-301, CR1-302, CR1-303, CR1-304, CR1-305" are recorded as neither destroyed nor cancelled
      When the system's clock reaches 100:00
      Then the system reports no exception

    Scenario: 523.13(o) Dice destroyed after 72 hours: the destruction is recorded and the lateness reported
      Given a table-game management system under Rules Submission "pa-523-table-records"
      And at 10:00 the dice "CR1-401, CR1-402" are collected from table "CR-1"
      And at 82:30 the dice "CR1-401, CR1-402" are destroyed by shredding
      When the system records the happenings
      Then the system reports "dice not destroyed or cancelled within 72 hours" due at 82:00 for "CR1-401, CR1-402" at table "CR-1" citing "523.13(o)"
      And the "dice destroyed" at 82:30 is recorded citing "523.13(o)(2)"
      And the dice "CR1-401, CR1-402" are recorded as destroyed by shredding at 82:30

    Scenario: 523.13(o) Only the dice of a collection still not destroyed are reported
      Given a table-game management system under Rules Submission "pa-523-table-records"
      And at 1:00 the dice "CR1-501, CR1-502, CR1-503" are collected from table "CR-1"
      And at 30:00 the dice "CR1-501, CR1-503" are destroyed by crushing
      When the system's clock reaches 80:00
      Then the system reports "dice not destroyed or cancelled within 72 hours" due at 73:00 for "CR1-502" at table "CR-1" citing "523.13(o)"

    Scenario: 523.13(o) Dice retained for Board inspection have no 72-hour deadline
      Given a table-game management system under Rules Submission "pa-523-table-records"
      And at 2:00 the dice "CR1-601, CR1-602" are collected from table "CR-1" and retained for Board inspection
      When the system's clock reaches 200:00
      Then the system reports no exception
      And the dice "CR1-601, CR1-602" are recorded as neither destroyed nor cancelled

    Scenario: 523.13(o) Cancellation within 72 hours completes the duty as destruction does
      The manner of cancellation is in § 523.13(o)(1), elided in the seeds: the system records
      the method as given (docs/interpretations.md, "cancellation of dice").
      Given a table-game management system under Rules Submission "pa-523-table-records"
      And at 0:00 the dice "CR1-701, CR1-702" are collected from table "CR-1"
      And at 48:00 the dice "CR1-701, CR1-702" are cancelled by drilling
      When the system's clock reaches 100:00
      Then the "dice cancelled" at 48:00 is recorded citing "523.13(o)"
      And the dice "CR1-701, CR1-702" are recorded as cancelled by drilling at 48:00
      And the system reports no exception

    Scenario: 523.13(o) Dice destroyed once are not destroyed again
      Given a table-game management system under Rules Submission "pa-523-table-records"
      And at 0:00 the dice "CR1-801" are collected from table "CR-1"
      And at 5:00 the dice "CR1-801" are destroyed by shredding
      And at 6:00 the dice "CR1-801" are destroyed by crushing
      When the system records the happenings
      Then the "dice destroyed" at 6:00 is refused as "dice-already-destroyed-or-cancelled" citing "523.13(o)"
      And the dice "CR1-801" are recorded as destroyed by shredding at 5:00

  Rule: 523.13(o)(2) Destruction is by shredding or crushing
    "(2) Destruction must occur by shredding or crushing."

    Scenario Outline: 523.13(o)(2) Dice destroyed by <method> are recorded
      Given a table-game management system under Rules Submission "pa-523-table-records"
      And at 0:00 the dice "CR1-901, CR1-902" are collected from table "CR-1"
      And at 3:00 the dice "CR1-901, CR1-902" are destroyed by <method>
      When the system's clock reaches 73:00
      Then the "dice destroyed" at 3:00 is recorded citing "523.13(o)(2)"
      And the dice "CR1-901, CR1-902" are recorded as destroyed by <method> at 3:00
      And the system reports no exception

      Examples:
        | method    |
        | shredding |
        | crushing  |

    Scenario Outline: 523.13(o)(2) A destruction by <method> is refused, and the dice are still due within 72 hours
      Given a table-game management system under Rules Submission "pa-523-table-records"
      And at 0:00 the dice "CR1-911, CR1-912" are collected from table "CR-1"
      And at 3:00 the dice "CR1-911, CR1-912" are destroyed by <method>
      When the system's clock reaches 72:01
      Then the "dice destroyed" at 3:00 is refused as "destruction-not-by-shredding-or-crushing" citing "523.13(o)(2)"
      And the dice "CR1-911, CR1-912" are recorded as neither destroyed nor cancelled
      And the system reports "dice not destroyed or cancelled within 72 hours" due at 72:00 for "CR1-911, CR1-912" at table "CR-1" citing "523.13(o)"

      Examples:
        | method      |
        | drilling    |
        | marking     |
        | burning     |
        | sanding     |

    @manual
    Scenario: 523.13(o)(2) The dice are in fact shredded or crushed
      Manual check: the system records the method of each destruction (the scenarios above);
      that the dice recorded as shredded or crushed were in fact shredded or crushed, by the
      equipment and in the presence the certificate holder's internal controls require, is
      seen by the inspector.
