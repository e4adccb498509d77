@game_table_records
Feature: 525.13 Procedure for drops at open table games
  58 Pa. Code § 525.13 in the 2010 temporary amendments (the seeds' file 002), printed in
  full.

  What a table-game management system shows is the Table Inventory Slip it keeps for a drop
  at a table that stays open, and its answer to each step of the drop, in order: the count
  (who counted, who observed, the amount), each signature on each copy, the deposit of each
  copy in a drop box, the removal of the drop box and the attaching of its replacement. A
  step the section forbids is refused with a reason code (docs/protocol.md, "Table-game
  records"). The executable scenarios run at Rules Submission "pa-523-table-records"
  (Blackjack table "BJ-1", Craps table "CR-1"); times are hours:minutes on the test clock.

  Background:
    Given a table-game management system under Rules Submission "pa-523-table-records"
    And at 4:00 drop box "BJ1-MON" is attached to table "BJ-1"
    And at 4:00 drop box "CR1-MON" is attached to table "CR-1"

  Rule: 525.13(a) The dealer or boxperson counts the table inventory onto a Table Inventory Slip
    "(a) Whenever a table game is to remain open for gaming activity when the table is being
    dropped, the gaming chips, coins and plaques remaining in the table inventory at the
    gaming table at the time of the drop shall be counted by the dealer or boxperson
    assigned to the gaming table and recorded on a Table Inventory Slip."

    Scenario: 525.13(a) The dealer counts the table inventory and the count is recorded on a Table Inventory Slip
      Given at 6:00 the dealer "D. Alvarez" counts the table inventory of table "BJ-1", $12,345.50, on Table Inventory Slip "TIS-0001", observed by the floorperson "F. Brennan"
      When the system records the happenings
      Then the "table inventory counted" at 6:00 is recorded citing "525.13(a)"
      And Table Inventory Slip "TIS-0001" records $12,345.50 counted by the dealer "D. Alvarez" and observed by "F. Brennan"

    Scenario: 525.13(a) At a Craps table the boxperson counts the table inventory
      Given at 6:00 the boxperson "B. Okafor" counts the table inventory of table "CR-1", $48,000, on Table Inventory Slip "TIS-0002", observed by the floorperson "F. Brennan"
      When the system records the happenings
      Then the "table inventory counted" at 6:00 is recorded citing "525.13(a)"
      And Table Inventory Slip "TIS-0002" records $48,000 counted by the boxperson "B. Okafor" and observed by "F. Brennan"

    Scenario Outline: 525.13(a) A count by a <role> is refused
      Given at 6:00 the <role> "X. Other" counts the table inventory of table "BJ-1", $12,345.50, on Table Inventory Slip "TIS-0003", observed by the floorperson "F. Brennan"
      When the system records the happenings
      Then the "table inventory counted" at 6:00 is refused as "count-not-by-dealer-or-boxperson" citing "525.13(a)"

      Examples:
        | role             |
        | floorperson      |
        | pit manager      |
        | security officer |

    Scenario: 525.13(a) A drop box is not removed from an open table whose inventory was not counted
      Given at 6:10 drop box "BJ1-MON" is removed from table "BJ-1"
      When the system records the happenings
      Then the "drop box removed" at 6:10 is refused as "table-inventory-not-counted" citing "525.13(a)"

    Scenario: 525.13(a) A drop box removed from a closed table needs no count of its table inventory
      "Whenever a table game is to remain open": a table closed for gaming activity is
      dropped without a Table Inventory Slip under this section. A system that requires the
      count at every drop refuses this removal and fails; one that never requires it fails
      the scenario before and the next.

      Given at 5:30 table "BJ-1" is closed for gaming activity
      And at 6:10 drop box "BJ1-MON" is removed from table "BJ-1"
      When the system records the happenings
      Then the "table closed for gaming activity" at 5:30 is recorded citing "525.13(a)"
      And the "drop box removed" at 6:10 is recorded, citing no subsection

    Scenario: 525.13(a) A table opened again is dropped as an open table: its inventory is counted first
      Given at 5:30 table "CR-1" is closed for gaming activity
      And at 5:50 table "CR-1" is opened for gaming activity
      And at 6:10 drop box "CR1-MON" is removed from table "CR-1"
      When the system records the happenings
      Then the "table opened for gaming activity" at 5:50 is recorded citing "525.13(a)"
      And the "drop box removed" at 6:10 is refused as "table-inventory-not-counted" citing "525.13(a)"

    @manual
    Scenario: 525.13(a) The counter is the dealer or boxperson assigned to that table, and counts chips, coins and plaques
      Manual check: the system records the counter's role (the scenarios above); that the
      dealer or boxperson is the one assigned to the gaming table, and that every gaming chip,
      coin and plaque in the table inventory at the time of the drop is counted, is seen at
      the table.

  Rule: 525.13(b) The floorperson supervising the table observes the count
    "(b) The count required under subsection (a) shall be observed by the floorperson who is
    responsible for supervising the table game at the time of the drop."

    Scenario Outline: 525.13(b) A count observed by a <role> and not by the floorperson is refused
      Given at 6:00 the dealer "D. Alvarez" counts the table inventory of table "BJ-1", $12,345.50, on Table Inventory Slip "TIS-0004", observed by the <role> "X. Other"
      When the system records the happenings
      Then the "table inventory counted" at 6:00 is refused as "count-not-observed-by-floorperson" citing "525.13(b)"

      Examples:
        | role             |
        | pit manager      |
        | dealer           |
        | security officer |

    @manual
    Scenario: 525.13(b) The observer is the floorperson responsible for supervising the table at the time of the drop
      Manual check: the system records that a floorperson observed the count; that it is the
      floorperson responsible for supervising that table game at the time of the drop is
      checked against the supervisory assignments by the inspector.

  Rule: 525.13(c) Both copies are signed by the counter and the observing floorperson
    "(c) Signatures attesting to the accuracy of the information recorded on the Table
    Inventory Slip shall be placed on both copies of the Table Inventory Slip by the dealer
    or boxperson assigned to the table and the floorperson that observed the dealer or
    boxperson count the contents of the table inventory."

    Scenario: 525.13(c) The dealer and the floorperson sign both copies of the Table Inventory Slip
      Given at 6:00 the dealer "D. Alvarez" counts the table inventory of table "BJ-1", $12,345.50, on Table Inventory Slip "TIS-0005", observed by the floorperson "F. Brennan"
      And at 6:02 "D. Alvarez" and "F. Brennan" sign both copies of Table Inventory Slip "TIS-0005"
      When the system records the happenings
      Then the "Table Inventory Slip signed" at 6:02 is recorded citing "525.13(c)"
      And both copies of Table Inventory Slip "TIS-0005" bear the signatures of "D. Alvarez" and "F. Brennan"

    Scenario: 525.13(c) A Table Inventory Slip whose duplicate lacks the floorperson's signature is not deposited
      Given at 6:00 the dealer "D. Alvarez" counts the table inventory of table "BJ-1", $12,345.50, on Table Inventory Slip "TIS-0006", observed by the floorperson "F. Brennan"
      And at 6:02 "D. Alvarez" signs the original of Table Inventory Slip "TIS-0006"
      And at 6:02 "F. Brennan" signs the original of Table Inventory Slip "TIS-0006"
      And at 6:02 "D. Alvarez" signs the duplicate of Table Inventory Slip "TIS-0006"
      And at 6:03 the original of Table Inventory Slip "TIS-0006" is deposited in drop box "BJ1-MON"
      When the system records the happenings
      Then the "Table Inventory Slip deposited" at 6:03 is refused as "slip-not-signed" citing "525.13(c)"
      And the original of Table Inventory Slip "TIS-0006" is in no drop box

    Scenario: 525.13(c) A Table Inventory Slip signed by the dealer alone is not deposited
      Given at 6:00 the dealer "D. Alvarez" counts the table inventory of table "BJ-1", $12,345.50, on Table Inventory Slip "TIS-0007", observed by the floorperson "F. Brennan"
      And at 6:02 "D. Alvarez" signs the original of Table Inventory Slip "TIS-0007"
      And at 6:02 "D. Alvarez" signs the duplicate of Table Inventory Slip "TIS-0007"
      And at 6:03 the original of Table Inventory Slip "TIS-0007" is deposited in drop box "BJ1-MON"
      And at 6:04 drop box "BJ1-MON" is removed from table "BJ-1"
      When the system records the happenings
      Then the "Table Inventory Slip deposited" at 6:03 is refused as "slip-not-signed" citing "525.13(c)"
      And the "drop box removed" at 6:04 is refused as "original-not-deposited" citing "525.13(d)"

    Scenario: 525.13(c) Someone who neither counted nor observed the count does not sign the Table Inventory Slip
      Given at 6:00 the dealer "D. Alvarez" counts the table inventory of table "BJ-1", $12,345.50, on Table Inventory Slip "TIS-0008", observed by the floorperson "F. Brennan"
      And at 6:02 "P. Moreau" signs the original of Table Inventory Slip "TIS-0008"
      When the system records the happenings
      Then the "Table Inventory Slip signed" at 6:02 is refused as "signer-did-not-count-or-observe" citing "525.13(c)"

    Scenario: 525.13(c) One person signing a copy twice is refused: the copy still lacks the floorperson's signature
      Both copies bear the signatures of the dealer *and* the floorperson: a copy the dealer
      signed twice bears one of the two. A system that counts signatures rather than signers
      records the second and may take the slip as signed.

      Given at 6:00 the dealer "D. Alvarez" counts the table inventory of table "BJ-1", $12,345.50, on Table Inventory Slip "TIS-0014", observed by the floorperson "F. Brennan"
      And at 6:01 "D. Alvarez" signs the original of Table Inventory Slip "TIS-0014"
      And at 6:02 "D. Alvarez" signs the original of Table Inventory Slip "TIS-0014"
      And at 6:03 "D. Alvarez" signs the duplicate of Table Inventory Slip "TIS-0014"
      And at 6:04 "D. Alvarez" signs the duplicate of Table Inventory Slip "TIS-0014"
      And at 6:05 the original of Table Inventory Slip "TIS-0014" is deposited in drop box "BJ1-MON"
      When the system records the happenings
      Then the "Table Inventory Slip signed" at 6:01 is recorded citing "525.13(c)"
      And the "Table Inventory Slip signed" at 6:02 is refused as "already-signed" citing "525.13(c)"
      And the "Table Inventory Slip signed" at 6:04 is refused as "already-signed" citing "525.13(c)"
      And the "Table Inventory Slip deposited" at 6:05 is refused as "slip-not-signed" citing "525.13(c)"
      And the original of Table Inventory Slip "TIS-0014" is in no drop box

  Rule: 525.13(d) The original goes in the drop box removed, the duplicate in its replacement
    "(d) After meeting the signature requirements in subsection (c), the original copy of the
    Table Inventory Slip shall be deposited in the drop box that is attached to the gaming
    table immediately before the drop box is removed from the gaming table as part of the
    drop. The duplicate copy of the Table Inventory Slip shall be deposited in the drop box
    that is attached to the gaming table immediately following the removal of the drop box
    that is removed from the gaming table as part of the drop."

    Scenario: 525.13(d) The original is deposited before the drop box is removed and the duplicate in the replacement drop box
      Given at 6:00 the dealer "D. Alvarez" counts the table inventory of table "BJ-1", $12,345.50, on Table Inventory Slip "TIS-0009", observed by the floorperson "F. Brennan"
      And at 6:02 "D. Alvarez" and "F. Brennan" sign both copies of Table Inventory Slip "TIS-0009"
      And at 6:03 the original of Table Inventory Slip "TIS-0009" is deposited in drop box "BJ1-MON"
      And at 6:04 drop box "BJ1-MON" is removed from table "BJ-1"
      And at 6:05 drop box "BJ1-TUE" is attached to table "BJ-1"
      And at 6:06 the duplicate of Table Inventory Slip "TIS-0009" is deposited in drop box "BJ1-TUE"
      When the system records the happenings
      Then the "Table Inventory Slip deposited" at 6:03 is recorded citing "525.13(d)"
      And the "drop box removed" at 6:04 is recorded citing "525.13(d)"
      And the "Table Inventory Slip deposited" at 6:06 is recorded citing "525.13(d)"
      And the original of Table Inventory Slip "TIS-0009" is in drop box "BJ1-MON"
      And the duplicate of Table Inventory Slip "TIS-0009" is in drop box "BJ1-TUE"

    Scenario: 525.13(d) The duplicate deposited in the drop box being removed is refused
      Given at 6:00 the dealer "D. Alvarez" counts the table inventory of table "BJ-1", $12,345.50, on Table Inventory Slip "TIS-0010", observed by the floorperson "F. Brennan"
      And at 6:02 "D. Alvarez" and "F. Brennan" sign both copies of Table Inventory Slip "TIS-0010"
      And at 6:03 the original of Table Inventory Slip "TIS-0010" is deposited in drop box "BJ1-MON"
      And at 6:04 the duplicate of Table Inventory Slip "TIS-0010" is deposited in drop box "BJ1-MON"
      And at 6:05 drop box "BJ1-MON" is removed from table "BJ-1"
      And at 6:06 drop box "BJ1-TUE" is attached to table "BJ-1"
      When the system records the happenings
      Then the "Table Inventory Slip deposited" at 6:04 is refused as "duplicate-in-removed-drop-box" citing "525.13(d)"
      And the "drop box removed" at 6:05 is recorded citing "525.13(d)"
      And the duplicate of Table Inventory Slip "TIS-0010" is in no drop box
      Given at 6:07 the duplicate of Table Inventory Slip "TIS-0010" is deposited in drop box "BJ1-MON"
      When the system records the happenings
      Then the "Table Inventory Slip deposited" at 6:07 is refused as "duplicate-in-removed-drop-box" citing "525.13(d)"

    Scenario: 525.13(d) The drop box is not removed before the original is deposited in it
      Given at 6:00 the dealer "D. Alvarez" counts the table inventory of table "BJ-1", $12,345.50, on Table Inventory Slip "TIS-0011", observed by the floorperson "F. Brennan"
      And at 6:02 "D. Alvarez" and "F. Brennan" sign both copies of Table Inventory Slip "TIS-0011"
      And at 6:03 drop box "BJ1-MON" is removed from table "BJ-1"
      When the system records the happenings
      Then the "drop box removed" at 6:03 is refused as "original-not-deposited" citing "525.13(d)"

    Scenario: 525.13(d) The original deposited in another table's drop box is refused
      Given at 6:00 the dealer "D. Alvarez" counts the table inventory of table "BJ-1", $12,345.50, on Table Inventory Slip "TIS-0012", observed by the floorperson "F. Brennan"
      And at 6:02 "D. Alvarez" and "F. Brennan" sign both copies of Table Inventory Slip "TIS-0012"
      And at 6:03 the original of Table Inventory Slip "TIS-0012" is deposited in drop box "CR1-MON"
      When the system records the happenings
      Then the "Table Inventory Slip deposited" at 6:03 is refused as "original-not-in-removed-drop-box" citing "525.13(d)"

    Scenario: 525.13(d) The duplicate waits for the replacement drop box to be attached
      Given at 6:00 the dealer "D. Alvarez" counts the table inventory of table "BJ-1", $12,345.50, on Table Inventory Slip "TIS-0013", observed by the floorperson "F. Brennan"
      And at 6:02 "D. Alvarez" and "F. Brennan" sign both copies of Table Inventory Slip "TIS-0013"
      And at 6:03 the original of Table Inventory Slip "TIS-0013" is deposited in drop box "BJ1-MON"
      And at 6:04 drop box "BJ1-MON" is removed from table "BJ-1"
      And at 6:05 the duplicate of Table Inventory Slip "TIS-0013" is deposited in drop box "BJ1-TUE"
      And at 6:06 drop box "BJ1-TUE" is attached to table "BJ-1"
      And at 6:07 the duplicate of Table Inventory Slip "TIS-0013" is deposited in drop box "BJ1-TUE"
      When the system records the happenings
      Then the "Table Inventory Slip deposited" at 6:05 is refused as "drop-box-not-attached" citing "525.13(d)"
      And the "Table Inventory Slip deposited" at 6:07 is recorded citing "525.13(d)"

    Scenario: 525.13(d) A replacement drop box is not attached while the drop box is still on the table
      Given at 6:05 drop box "BJ1-TUE" is attached to table "BJ-1"
      When the system records the happenings
      Then the "drop box attached" at 6:05 is refused as "drop-box-already-attached" citing "525.13(d)"

    Scenario: 525.13(d) A copy already in a drop box is not deposited again
      The original goes into the drop box once, before it is removed; a second deposit of the
      same copy (here into the same drop box) is refused and the record keeps the first.

      Given at 6:00 the dealer "D. Alvarez" counts the table inventory of table "BJ-1", $12,345.50, on Table Inventory Slip "TIS-0015", observed by the floorperson "F. Brennan"
      And at 6:02 "D. Alvarez" and "F. Brennan" sign both copies of Table Inventory Slip "TIS-0015"
      And at 6:03 the original of Table Inventory Slip "TIS-0015" is deposited in drop box "BJ1-MON"
      And at 6:04 the original of Table Inventory Slip "TIS-0015" is deposited in drop box "BJ1-MON"
      And at 6:05 drop box "BJ1-MON" is removed from table "BJ-1"
      When the system records the happenings
      Then the "Table Inventory Slip deposited" at 6:03 is recorded citing "525.13(d)"
      And the "Table Inventory Slip deposited" at 6:04 is refused as "already-deposited" citing "525.13(d)"
      And the "drop box removed" at 6:05 is recorded citing "525.13(d)"
      And the original of Table Inventory Slip "TIS-0015" is in drop box "BJ1-MON"

    Scenario: 525.13(d) A drop box that is not the one attached to the table is not removed from it
      The drop box removed as part of the drop is "the drop box that is attached to the gaming
      table": the removal of another drop box is refused, and the one attached stays.

      Given at 6:00 the dealer "D. Alvarez" counts the table inventory of table "BJ-1", $12,345.50, on Table Inventory Slip "TIS-0016", observed by the floorperson "F. Brennan"
      And at 6:02 "D. Alvarez" and "F. Brennan" sign both copies of Table Inventory Slip "TIS-0016"
      And at 6:03 the original of Table Inventory Slip "TIS-0016" is deposited in drop box "BJ1-MON"
      And at 6:04 drop box "BJ1-TUE" is removed from table "BJ-1"
      And at 6:05 drop box "BJ1-WED" is attached to table "BJ-1"
      When the system records the happenings
      Then the "drop box removed" at 6:04 is refused as "drop-box-not-attached" citing "525.13(d)"
      And the "drop box attached" at 6:05 is refused as "drop-box-already-attached" citing "525.13(d)"

    Scenario: 525.13(d) No table inventory is counted onto a Table Inventory Slip while no drop box is attached
      The original is deposited in "the drop box that is attached to the gaming table
      immediately before the drop box is removed": a count at a table with no drop box has no
      drop box for its slip, and is refused. (The drop box here left the table while it was
      closed, 525.13(a); the table opened again before its replacement was attached.)

      Given at 5:30 table "BJ-1" is closed for gaming activity
      And at 5:40 drop box "BJ1-MON" is removed from table "BJ-1"
      And at 5:50 table "BJ-1" is opened for gaming activity
      And at 6:00 the dealer "D. Alvarez" counts the table inventory of table "BJ-1", $12,345.50, on Table Inventory Slip "TIS-0017", observed by the floorperson "F. Brennan"
      When the system records the happenings
      Then the "drop box removed" at 5:40 is recorded, citing no subsection
      And the "table inventory counted" at 6:00 is refused as "no-drop-box-attached" citing "525.13(d)"

    @manual
    Scenario: 525.13(d) The copies go in immediately before and immediately after the removal
      Manual check: the system records the order of the deposits and the removal (the
      scenarios above); that the original goes into the drop box immediately before it is
      removed, and the duplicate into the replacement immediately after, with nothing else
      happening at the table between, is seen at the table or on surveillance.
