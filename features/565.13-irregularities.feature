@three_card_poker
Feature: 565.13 Irregularities
  The 2010 temporary amendments to chapter 565 (Three Card Poker). The seeds print § 565.13(g)
  only; (a) to (f) are elided ("* * * * *"). The amendment allows a malfunctioning device
  built into the table to stay, "so long as the certificate holders place a cover or sign on
  the malfunctioning device". The executable scenarios run at Rules Submission
  "pa-565-dealing-automated-shoe" (chapter 565, automated dealing shoe, automated card
  shuffling device).

  Rule: 565.13(g) A device that malfunctions is covered or signed out of order first
    "If an automated card shuffling device or automated dealing shoe malfunctions and cannot be
    used, the automated card shuffling device or automated dealing shoe must be covered or have a
    sign indicating that the automated card shuffling device or automated dealing shoe is out of
    order placed on the device before any other method of shuffling or dealing may be utilized at
    that table."

    @requires_fault_injection @written_for_table.dealing
    Scenario: 565.13(g) Under chapter 565 an automated dealing shoe out of order is covered before the cards are dealt another way
      Given a Three Card Poker table under Rules Submission "pa-565-dealing-automated-shoe"
      And seat 2 places an Ante Wager of $10
      And seat 5 places an Ante Wager of $10
      And the automated dealing shoe malfunctions and cannot be used
      When the round is settled
      Then the system reports "device covered or signed out of order"
      And the cards are dealt in the order "seat 2, seat 5, dealer, seat 2, seat 5, dealer, seat 2, seat 5, dealer"

    @requires_fault_injection
    Scenario: 565.13(g) Under chapter 565 an automated card shuffling device out of order is covered before another method of shuffling
      Given a Three Card Poker table under Rules Submission "pa-565-dealing-automated-shoe"
      And seat 2 places an Ante Wager of $10
      And the automated card shuffling device malfunctions and cannot be used
      When the round is settled
      Then the system reports "device covered or signed out of order"
      And the system does not report "round void"

    @manual
    Scenario: 565.13(g) The cover or the out-of-order sign is on the malfunctioning device itself
      The system reports the device signed out of order; that a cover or a sign is physically
      placed on the device before another method is used is seen at the table.

  Rule: 565.13 The subsections the 2010 amendment does not reprint
    "* * * * *"

    @not_applicable
    Scenario: 565.13(a) Not reprinted in the 2010 edition
      The seeds elide § 565.13(a) to (f) with "* * * * *" (the existing text, not in the seeds).
      There is no text to transcribe; the irregularities of chapter 649a are proved under
      649a.13(a)-(f), and the oracle applies the same rules to a chapter 565 table.

    @not_applicable
    Scenario: 565.13(b) Not reprinted in the 2010 edition
      Elided with "* * * * *" in the seeds, as 565.13(a).

    @not_applicable
    Scenario: 565.13(c) Not reprinted in the 2010 edition
      Elided with "* * * * *" in the seeds, as 565.13(a).

    @not_applicable
    Scenario: 565.13(d) Not reprinted in the 2010 edition
      Elided with "* * * * *" in the seeds, as 565.13(a).

    @not_applicable
    Scenario: 565.13(e) Not reprinted in the 2010 edition
      Elided with "* * * * *" in the seeds, as 565.13(a).

    @not_applicable
    Scenario: 565.13(f) Not reprinted in the 2010 edition
      Elided with "* * * * *" in the seeds, as 565.13(a).
