@game_table_records
Feature: 551.16 Irregularities
  58 Pa. Code § 551.16, Spanish 21 (chapter 551), in the 2010 temporary amendments (the
  seeds' file 002). The seeds print subsection (k) only; (a) to (j) are elided with a row of
  asterisks ("* * * * *") and have no text to transcribe (the coverage lists them as not
  applicable). The amendment lets a table whose device is built in stay open "so long as the
  certificate holders place a cover or sign on the malfunctioning device".

  What a table-game management system shows is the table's log: each happening at table
  "SP21-1" (Spanish 21, with an automated card shuffling device and an automated dealing shoe,
  Rules Submission "pa-523-table-records") in order, recorded or refused. The rule is the
  same, word for word, in eight irregularity sections; one model serves them all and only the
  citation differs (docs/protocol.md, "Table-game records"). Times are hours:minutes on the
  test clock.

  Rule: 551.16(k) A malfunctioning device is covered or signed out of order before any other method is used
    "(k) If an automated card shuffling device or automated dealing shoe malfunctions and
    cannot be used, the automated card shuffling device or automated dealing shoe must be
    covered or have a sign indicating that the automated card shuffling device or automated
    dealing shoe is out of order placed on the device before any other method of shuffling
    or dealing may be utilized at that table."

    Scenario Outline: 551.16(k) A malfunctioning <device> is covered or signed out of order before the cards are <used>
      Given a table-game management system under Rules Submission "pa-523-table-records"
      And at 10:00 the <device> at table "SP21-1" malfunctions and cannot be used
      And at 10:01 the cards at table "SP21-1" are <used>
      And at 10:05 the <device> at table "SP21-1" is covered or signed out of order
      And at 10:06 the cards at table "SP21-1" are <used>
      When the system records the happenings
      Then the "<kind>" at 10:01 is refused as "device-not-covered-or-signed-out-of-order" citing "551.16(k)"
      And the "device covered or signed out of order" at 10:05 is recorded citing "551.16(k)"
      And the "<kind>" at 10:06 is recorded citing "551.16(k)"
      And the <device> at table "SP21-1" is recorded as "covered or signed out of order" citing "551.16(k)"

      Examples:
        | device                          | used                               | kind           |
        | automated card shuffling device | shuffled by hand                   | cards shuffled |
        | automated dealing shoe          | dealt from a manual dealing shoe   | cards dealt    |
        | automated dealing shoe          | dealt from the hand                | cards dealt    |

    Scenario: 551.16(k) No method of shuffling or dealing is used at the table until the malfunctioning shoe is covered or signed
      The rule forbids "any other method of shuffling or dealing" until the device is covered
      or signed: read literally, the table's working shuffler is such a method too
      (docs/interpretations.md, "any other method of shuffling or dealing").
      Given a table-game management system under Rules Submission "pa-523-table-records"
      And at 9:00 the automated dealing shoe at table "SP21-1" malfunctions and cannot be used
      And at 9:01 the cards at table "SP21-1" are shuffled with the automated card shuffling device
      And at 9:02 the automated dealing shoe at table "SP21-1" is covered or signed out of order
      And at 9:03 the cards at table "SP21-1" are shuffled with the automated card shuffling device
      And at 9:04 the cards at table "SP21-1" are dealt from a manual dealing shoe
      When the system records the happenings
      Then the "cards shuffled" at 9:01 is refused as "device-not-covered-or-signed-out-of-order" citing "551.16(k)"
      And the "cards shuffled" at 9:03 is recorded citing "551.16(k)"
      And the "cards dealt" at 9:04 is recorded citing "551.16(k)"

    Scenario: 551.16(k) A device that malfunctions and cannot be used is not used, covered or not, until it is returned to service
      Given a table-game management system under Rules Submission "pa-523-table-records"
      And at 14:00 the automated card shuffling device at table "SP21-1" malfunctions and cannot be used
      And at 14:01 the cards at table "SP21-1" are shuffled with the automated card shuffling device
      And at 14:02 the automated card shuffling device at table "SP21-1" is covered or signed out of order
      And at 14:03 the cards at table "SP21-1" are shuffled with the automated card shuffling device
      And at 14:04 the cards at table "SP21-1" are shuffled by hand
      When the system records the happenings
      Then the "cards shuffled" at 14:01 is refused as "device-cannot-be-used" citing "551.16(k)"
      And the "cards shuffled" at 14:03 is refused as "device-cannot-be-used" citing "551.16(k)"
      And the "cards shuffled" at 14:04 is recorded citing "551.16(k)"
      Given at 18:30 the automated card shuffling device at table "SP21-1" is returned to service
      And at 18:31 the cards at table "SP21-1" are shuffled with the automated card shuffling device
      When the system records the happenings
      Then the "cards shuffled" at 18:31 is recorded citing "551.16(k)"
      And the automated card shuffling device at table "SP21-1" is recorded as "in service" citing "551.16(k)"

    Scenario: 551.16(k) A covered device reported malfunctioning again stays covered, and the other methods go on
      The cover or sign is on the device: a second report that it malfunctions does not take
      it off, so dealing from a manual dealing shoe goes on (docs/protocol.md, "Table-game
      records": one already covered or signed stays so). A system that takes the report for
      an uncovered malfunction stops the table's dealing.
      Given a table-game management system under Rules Submission "pa-523-table-records"
      And at 11:00 the automated dealing shoe at table "SP21-1" malfunctions and cannot be used
      And at 11:01 the automated dealing shoe at table "SP21-1" is covered or signed out of order
      And at 11:10 the automated dealing shoe at table "SP21-1" malfunctions and cannot be used
      And at 11:11 the cards at table "SP21-1" are dealt from a manual dealing shoe
      When the system records the happenings
      Then the "device malfunctions" at 11:10 is recorded citing "551.16(k)"
      And the "cards dealt" at 11:11 is recorded citing "551.16(k)"
      And the automated dealing shoe at table "SP21-1" is recorded as "covered or signed out of order" citing "551.16(k)"

    Scenario: 551.16(k) A device signed out of order stays out of use across the system's later records
      Given a table-game management system under Rules Submission "pa-523-table-records"
      And at 20:00 the automated dealing shoe at table "SP21-1" malfunctions and cannot be used
      When the system's clock reaches 20:30
      Then the automated dealing shoe at table "SP21-1" is recorded as "malfunctioning" citing "551.16(k)"
      Given at 20:45 the cards at table "SP21-1" are dealt from the hand
      And at 20:50 the automated dealing shoe at table "SP21-1" is covered or signed out of order
      And at 20:51 the cards at table "SP21-1" are dealt from the hand
      When the system records the happenings
      Then the "cards dealt" at 20:45 is refused as "device-not-covered-or-signed-out-of-order" citing "551.16(k)"
      And the "cards dealt" at 20:51 is recorded citing "551.16(k)"

    @manual
    Scenario: 551.16(k) The cover or the out-of-order sign is physically on the malfunctioning device
      Manual check: the system records that the device was covered or signed out of order
      before any other method was used (the scenarios above); that a cover, or a sign
      indicating that the device is out of order, is actually placed on the device at the
      Spanish 21 table before another method of shuffling or dealing is used is seen at the table
      by the inspector.
