@game_midibaccarat
Feature: 543.14 Irregularities
  The 2010 temporary amendments to chapter 543 (Midibaccarat) print § 543.14(c) and elide the rest
  ("* * * * *"), including subsections (a) and (b), which say when a card is "dealt in
  error". The harness reads the disclosed card as the first card the round draws from the
  dealing shoe, dealt in error and shown (interpretation register, "a card dealt in error").
  The round's own dealing follows the standard Punto Banco tableau (interpretation register,
  "baccarat tableau"). Rules Submissions "pa-543-midibaccarat-discard" designate procedure (1),
  "pa-543-midibaccarat-simulated-round" procedure (2).

  Rule: 543.14(c) A disclosed card is handled by the procedure the Rules Submission designates
    "If a card dealt in error under the circumstances described in subsection (a) or (b) is
    disclosed at the time it is dealt, the dealer shall, in accordance with one of the following
    procedures designated in the certificate holder's Rules Submission under § 521.2
    (relating to table games Rules Submissions):"

    Scenario: 543.14(c) A Rules Submission that designates no procedure is refused
      Given a Midibaccarat Rules Submission with no disclosed card procedure
      Then the baccarat Rules Submission is refused citing "543.14(c)"

    Scenario: 543.14(c) Where procedure (1) is designated no simulated round is dealt
      Given a Midibaccarat table under Rules Submission "pa-543-midibaccarat-discard"
      And seat 1 wagers $10 on the Banker's Hand
      And the baccarat shoe holds "9s 2d 6d 7c 8h Ks Qd" on top
      And the first card drawn is dealt in error and disclosed
      When the baccarat round is dealt
      Then no simulated round of play is dealt
      And the disclosed card "9s" and the additional card "2d" are placed in the discard bucket

    Scenario: 543.14(c) Where procedure (2) is designated the disclosed card begins a simulated round
      Given a Midibaccarat table under Rules Submission "pa-543-midibaccarat-simulated-round"
      And seat 1 wagers $10 on the Banker's Hand
      And the baccarat shoe holds "9s 2d 3c 4h 5s 6d 7c 8h Ks Qd" on top
      And the first card drawn is dealt in error and disclosed
      When the baccarat round is dealt
      Then the disclosed card "9s" is the first card of the simulated round of play

  Rule: 543.14(c)(1) The disclosed card and one more, undisclosed, to the discard bucket
    "Place the disclosed card and one additional card drawn face down from the dealing shoe
    in the discard bucket without disclosing the additional card."

    Scenario: 543.14(c)(1) The disclosed card and one additional card go to the discard bucket; the round goes on with the next cards
      Given a Midibaccarat table under Rules Submission "pa-543-midibaccarat-discard"
      And seat 1 wagers $10 on the Banker's Hand
      And seat 2 wagers $10 on the Player's Hand
      And the baccarat shoe holds "9s 2d 6d 7c 8h Ks Qd" on top
      And the first card drawn is dealt in error and disclosed
      When the baccarat round is dealt
      Then the disclosed card "9s" and the additional card "2d" are placed in the discard bucket
      And the additional card is not disclosed
      And the Player's Hand holds "6d 8h Qd"
      And the Banker's Hand holds "7c Ks"
      And the Banker's Hand wins
      And seat 1 is paid $9.50 on the Banker's Hand
      And seat 2's wager on the Player's Hand loses

    Scenario: 543.14(c)(1) The additional card is drawn face down and never disclosed
      Given a Midibaccarat table under Rules Submission "pa-543-midibaccarat-discard"
      And seat 3 wagers $25 on a Tie
      And the baccarat shoe holds "Kd 5c 4s 3h 2c Ah 9d" on top
      And the first card drawn is dealt in error and disclosed
      When the baccarat round is dealt
      Then the disclosed card "Kd" and the additional card "5c" are placed in the discard bucket
      And the additional card is not disclosed
      And the Player's Hand holds "4s 2c"
      And the Banker's Hand holds "3h Ah 9d"
      And the Player's Hand wins
      And seat 3's wager on a Tie loses

  Rule: 543.14(c)(2) The disclosed card begins a simulated round of play, in which no wager is accepted
    "Use the disclosed card as the first card of a simulated round of play in which wagers may
    not be accepted. The cards shall be dealt in accordance with the rules of this chapter and
    be placed in the discard bucket upon completion of the dealing procedures."

    Scenario: 543.14(c)(2) The simulated round is dealt by the chapter's rules and its cards go to the discard bucket
      Given a Midibaccarat table under Rules Submission "pa-543-midibaccarat-simulated-round"
      And seat 1 wagers $10 on the Banker's Hand
      And seat 2 wagers $10 on the Player's Hand
      And the baccarat shoe holds "9s 2d 3c 4h 5s 6d 7c 8h Ks Qd" on top
      And the first card drawn is dealt in error and disclosed
      When the baccarat round is dealt
      Then the disclosed card "9s" is the first card of the simulated round of play
      And the simulated round of play deals the Player's Hand "9s 3c 5s" and the Banker's Hand "2d 4h"
      And the simulated round's cards are placed in the discard bucket
      And no wager is accepted or settled in the simulated round of play
      And the Player's Hand holds "6d 8h Qd"
      And the Banker's Hand holds "7c Ks"
      And seat 1 is paid $9.50 on the Banker's Hand
      And seat 2's wager on the Player's Hand loses

    Scenario: 543.14(c)(2) A wager offered during the simulated round is not accepted
      Given a Midibaccarat table under Rules Submission "pa-543-midibaccarat-simulated-round"
      And seat 1 wagers $10 on the Player's Hand
      And seat 4 offers $20 on the Banker's Hand during the simulated round
      And seat 5 offers $5 on a Tie during the simulated round
      And the baccarat shoe holds "9s 2d 3c 4h 5s 6d 7c 8h Ks Qd" on top
      And the first card drawn is dealt in error and disclosed
      When the baccarat round is dealt
      Then the wager of seat 4 on the Banker's Hand is refused as "simulated-round"
      And the wager of seat 5 on a Tie is refused as "simulated-round"
      And no wager is accepted or settled in the simulated round of play
      And seat 1's wager on the Player's Hand loses

    Scenario: 543.14(c)(2) The simulated round's result settles no wager, though it differs from the round of play
      Given a Midibaccarat table under Rules Submission "pa-543-midibaccarat-simulated-round"
      And seat 1 wagers $10 on the Player's Hand
      And seat 2 wagers $10 on a Tie
      And the baccarat shoe holds "9s 2d 3c 4h 5s 6d 7c 8h Ks Qd" on top
      And the first card drawn is dealt in error and disclosed
      When the baccarat round is dealt
      Then no wager is accepted or settled in the simulated round of play
      And the Banker's Hand wins
      And seat 1's wager on the Player's Hand loses
      And seat 2's wager on a Tie loses

    @manual
    Scenario: 543.14(c)(2) The simulated round's cards are placed in the discard bucket at the table
      The system reports where the simulated round's cards go; that the dealer physically puts
      them in the discard bucket once the dealing procedures are complete is seen at the table.

      Given a simulated round of play dealt after a disclosed card
      Then its cards are placed in the discard bucket upon completion of the dealing procedures
