Feature: 523.12 Dice; physical characteristics
  58 Pa. Code § 523.12 in the 2010 temporary amendments (the seeds' file 002). The seeds
  print the opening words of subsection (b) only; subsection (a), and the exceptions that
  (b) announces ("except as follows:"), are elided with rows of asterisks ("* * * * *").

  Rule: 523.12(b) Dice of Pai Gow and Pai Gow Poker
    "(b) Dice used in the table games of Pai Gow and Pai Gow Poker must comply with
    subsection (a) except as follows:" followed by "* * * * *".

    @manual
    Scenario: 523.12(b) The dice of Pai Gow and Pai Gow Poker comply with subsection (a) but for its exceptions
      Manual check for the inspector: the dice used at Pai Gow and Pai Gow Poker tables meet
      the physical characteristics of § 523.12(a), except as (b) provides. Both the
      characteristics of (a) and the exceptions of (b) are elided in the seeds: the inspector
      checks the dice against the full text of 58 Pa. Code § 523.12 in force
      (docs/interpretations.md, "dice of Pai Gow and Pai Gow Poker"). No system can show the
      physical characteristics of a die.
