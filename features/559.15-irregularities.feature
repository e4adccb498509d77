@let_it_ride
Feature: 559.15 Irregularities
  58 Pa. Code § 559.15, Let It Ride Poker, in the 2010 temporary amendments (the seeds'
  file 002). The seeds print only subsection (f); the subsections before it are elided
  with a row of asterisks.

  Chapter 559 is the earlier Let It Ride Poker chapter; the oracle knows Let It Ride only
  under chapter 643a (a Rules Submission's edition is "643a"). 559.15(f) is word for word
  the same as 643a.13(g), so its scenarios run on a Let It Ride table under chapter 643a
  and the system's events cite 643a.13(g). The three Let It Ride Poker Wagers are named
  Bet Number 1, Bet Number 2 and Bet Number 3 (docs/interpretations.md; 643a.1-643a.7 are
  cited but absent from the seeds).

  Rule: 559.15 The subsections elided from the seeds
    The seeds print "§ 559.15. Irregularities." followed by "* * * * *" and then (f): the
    text of the earlier subsections is not in the seeds.

    @not_applicable
    Scenario: 559.15 The subsections before (f) are elided in the seeds and cannot be transcribed
      Not applicable: the regulation text of 559.15 before subsection (f) is replaced by
      asterisks in the 2010 amendments as seeded; there is no text to transcribe or test.
      The irregularities of Let It Ride Poker as now in force are those of 643a.13(a)-(g).

  Rule: 559.15(f) A shuffler or shoe that cannot be used
    "(f) If an automated card shuffling device or automated dealing shoe malfunctions and
    cannot be used, the automated card shuffling device or automated dealing shoe must be
    covered or have a sign indicating that the automated card shuffling device or automated
    dealing shoe is out of order placed on the device before any other method of shuffling
    or dealing may be utilized at that table."

    @written_for_table.dealing
    Scenario: 559.15(f) An automated dealing shoe that cannot be used is signed out of order before the cards are dealt from a manual shoe
      Given a Let It Ride table under Rules Submission "pa-643a-automated-shoe-bonus"
      And seat 2 places the three Let It Ride Poker Wagers of $10 each
      And seat 6 places the three Let It Ride Poker Wagers of $10 each
      And the automated dealing shoe malfunctions and cannot be used
      When the round is settled
      Then the system reports "device covered or signed out of order" before "community card revealed"
      And the cards are dealt in the order "seat 2, seat 6, community, seat 2, seat 6, community, seat 2, seat 6"

    @written_for_table.dealing
    Scenario: 559.15(f) An automated dealing shoe signed out of order stays out of use in the next round
      Given a Let It Ride table under Rules Submission "pa-643a-automated-shoe-bonus"
      And seat 1 places the three Let It Ride Poker Wagers of $10 each
      And the automated dealing shoe malfunctions and cannot be used
      And 1 round has been played at the table
      And seat 1 places the three Let It Ride Poker Wagers of $10 each
      When the round is settled
      Then the cards are dealt in the order "seat 1, community, seat 1, community, seat 1"

    Scenario: 559.15(f) An automated card shuffling device that cannot be used is signed out of order before the cards are shuffled by another method
      Given a Let It Ride table under Rules Submission "pa-643a-automated-shoe-bonus"
      And seat 4 places the three Let It Ride Poker Wagers of $5 each
      And the automated card shuffling device malfunctions and cannot be used
      When the round is settled
      Then the system reports "device covered or signed out of order" before "community card revealed"

    @manual
    Scenario: 559.15(f) The device that cannot be used is covered or carries an out-of-order sign before another method is used
      Manual check: the system reports that the device was taken out of use (the scenarios
      above); the cover or the sign on the device is physical, and the inspector confirms it
      is in place before any other method of shuffling or dealing is used at the table.
