@game_baccarat
Feature: 545.15 Irregularities
  The 2010 temporary amendments to chapter 545 (Baccarat) print § 545.15(c) and elide the rest
  ("* * * * *"), including subsections (a) and (b), which say when a card is "dealt in
  error". The harness reads the disclosed card as the first card the round draws from the
  dealing shoe, dealt in error and shown (interpretation register, "a card dealt in error").
  The round's own dealing follows the standard Punto Banco tableau (interpretation register,
  "baccarat tableau"). Rules Submissions "pa-545-baccarat-discard" designate procedure (1),
  "pa-545-baccarat-simulated-round" procedure (2).

  Rule: 545.15(c) A disclosed card is handled by the procedure the Rules Submission designates
    "If a card dealt in error under the circumstances described in subsection (a) or (b) is
    disclosed at the time it is dealt, the dealer calling the game shall, in accordance with one of the following
    procedures designated in the certificate holder's Rules Submission under § 521.2
    (relating to table games Rules Submissions):"

    Scenario: 545.15(c) A Rules Submission that designates no procedure is refused
      Given a Baccarat Rules Submission with no disclosed card procedure
      Then the baccarat Rules Submission is refused citing "545.15(c)"

    @manual @without_disclosed_card_procedure
    Scenario: 545.15(c) Where the system automates no procedure, the dealer calling the game handles a disclosed card by the designated one
      A product whose Rules Submission says "disclosed_card_procedure: not offered" is never dealt
      a disclosed card: the scenarios that deal one are not applicable to it, and its table refuses
      such a round (interpretation register, "a product with no disclosed-card procedure"). The
      duty stays the dealer calling the game's: that a disclosed card is handled by the procedure the certificate
      holder's Rules Submission designates, (c)(1) or (c)(2), is seen at the table.

      Given a card dealt in error is disclosed at a Baccarat table whose system automates no procedure
      Then the dealer calling the game follows the procedure designated in the certificate holder's Rules Submission

    @written_for_disclosed_card_procedure @offers_disclosed_card_procedure
    Scenario: 545.15(c) Where procedure (1) is designated no simulated round is dealt
      Given a Baccarat table under Rules Submission "pa-545-baccarat-discard"
      And seat 1 wagers $10 on the Banker's Hand
      And the baccarat shoe holds "9s 2d 6d 7c 8h Ks Qd" on top
      And the first card drawn is dealt in error and disclosed
      When the baccarat round is dealt
      Then no simulated round of play is dealt
      And the disclosed card "9s" and the additional card "2d" are placed in the discard bucket

    @written_for_disclosed_card_procedure @offers_disclosed_card_procedure
    Scenario: 545.15(c) Where procedure (2) is designated the disclosed card begins a simulated round
      Given a Baccarat table under Rules Submission "pa-545-baccarat-simulated-round"
      And seat 1 wagers $10 on the Banker's Hand
      And the baccarat shoe holds "9s 2d 3c 4h 5s 6d 7c 8h Ks Qd" on top
      And the first card drawn is dealt in error and disclosed
      When the baccarat round is dealt
      Then the disclosed card "9s" is the first card of the simulated round of play

  Rule: 545.15(c)(1) The disclosed card and one more, undisclosed, to the discard bucket
    "Place the disclosed card and one additional card drawn face down from the dealing shoe
    in the discard bucket without disclosing the additional card."

    @written_for_disclosed_card_procedure @offers_disclosed_card_procedure
    Scenario: 545.15(c)(1) The disclosed card and one additional card go to the discard bucket; the round goes on with the next cards
      Given a Baccarat table under Rules Submission "pa-545-baccarat-discard"
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

    @written_for_disclosed_card_procedure @offers_disclosed_card_procedure
    Scenario: 545.15(c)(1) The additional card is drawn face down and never disclosed
      Given a Baccarat table under Rules Submission "pa-545-baccarat-discard"
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

  Rule: 545.15(c)(2) The disclosed card begins a simulated round of play, in which no wager is accepted
    "Use the disclosed card as the first card of a simulated round of play in which wagers may
    not be accepted. The cards shall be dealt in accordance with the rules of this chapter and
    be placed in the discard bucket upon completion of the dealing procedures."

    @written_for_disclosed_card_procedure @offers_disclosed_card_procedure
    Scenario: 545.15(c)(2) The simulated round is dealt by the chapter's rules and its cards go to the discard bucket
      Given a Baccarat table under Rules Submission "pa-545-baccarat-simulated-round"
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

    @written_for_disclosed_card_procedure @offers_disclosed_card_procedure
    Scenario: 545.15(c)(2) A wager offered during the simulated round is not accepted
      Given a Baccarat table under Rules Submission "pa-545-baccarat-simulated-round"
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

    @written_for_disclosed_card_procedure @offers_disclosed_card_procedure
    Scenario: 545.15(c)(2) The simulated round's result settles no wager, though it differs from the round of play
      Given a Baccarat table under Rules Submission "pa-545-baccarat-simulated-round"
      And seat 1 wagers $10 on the Player's Hand
      And seat 2 wagers $10 on a Tie
      And the baccarat shoe holds "9s 2d 3c 4h 5s 6d 7c 8h Ks Qd" on top
      And the first card drawn is dealt in error and disclosed
      When the baccarat round is dealt
      Then no wager is accepted or settled in the simulated round of play
      And the Banker's Hand wins
      And seat 1's wager on the Player's Hand loses
      And seat 2's wager on a Tie loses

    @written_for_disclosed_card_procedure @offers_disclosed_card_procedure
    Scenario Outline: 545.15(c)(2) The wagers ride on the round of play that follows the simulated round: <case>
      No wager is accepted in the simulated round, so the wagers on the layout are settled by the
      round of play that follows it, never by the simulated round's result (each row's simulated
      round ends otherwise). Naturals (a two-card 8 or 9) stop both hands; on a tie the Player
      and Banker Wagers are returned. The payouts are the Rules Submission's: Player 1 to 1,
      Banker 19 to 20 (a part of a cent rounded down, to the nearest cent or up: each passes),
      Tie 8 to 1.

      Given a Baccarat table under Rules Submission "pa-545-baccarat-simulated-round"
      And seat 1 wagers $100 on the Player's Hand
      And seat 2 wagers $100 on the Banker's Hand
      And seat 3 wagers $5 on a Tie
      And the baccarat shoe holds "<shoe>" on top
      And the first card drawn is dealt in error and disclosed
      When the baccarat round is dealt
      Then no wager is accepted or settled in the simulated round of play
      And the Player's Hand holds "<player hand>"
      And the Banker's Hand holds "<banker hand>"
      And the <result>
      And seat 1's wager on the Player's Hand <player wager>
      And seat 2's wager on the Banker's Hand <banker wager>
      And seat 3's wager on a Tie <tie wager>

      Examples:
        | case                                                                       | shoe                             | player hand | banker hand | result             | player wager | banker wager | tie wager   |
        | a natural 8 of the Player's Hand stops a Banker's 1 from drawing           | Kd Qc Jh Ts 2c 2d 5h Jd 3h Ac    | 5h 3h       | Jd Ac       | Player's Hand wins | wins $100.00 | loses        | loses       |
        | a natural 9 of the Banker's Hand stops a Player's 5 from drawing           | 9s 2d 3c 4h 5s 4d 9h As Qd       | 4d As       | 9h Qd       | Banker's Hand wins | loses        | wins $95.00  | loses       |
        | a natural 9 of the Player's Hand stops a Banker's 0 from drawing           | Kd 5c 4s 3h 6s Kh 3c Qh          | 6s 3c       | Kh Qh       | Player's Hand wins | wins $100.00 | loses        | loses       |
        | a natural 8 of the Banker's Hand stops a Player's 2 from drawing           | 9s 2d 3c 4h 5s 2s 4d Kh 4c       | 2s Kh       | 4d 4c       | Banker's Hand wins | loses        | wins $95.00  | loses       |
        | a natural 8 of the Player's Hand ties a natural 8 of the Banker's Hand     | 9s 2d 3c 4h 5s Ac 4d 7s 4s       | Ac 7s       | 4d 4s       | round is a Tie     | is returned  | is returned  | wins $40.00 |
        | a natural 8 of the Banker's Hand loses to a natural 9 of the Player's Hand | Kd Qc Jh Ts 2c 2d Kh 5c 9d 3c    | Kh 9d       | 5c 3c       | Player's Hand wins | wins $100.00 | loses        | loses       |
        | two 6s tie after the Player's Hand draws and the Banker's Hand stands      | Kd 5c 4s 3h Ks 3s 2d 3d 4c       | Ks 2d 4c    | 3s 3d       | round is a Tie     | is returned  | is returned  | wins $40.00 |
        | two 4s tie after both hands draw                                           | 9s 2d 3c 4h 5s Kc Ad Qd 2h 4s Ah | Kc Qd 4s    | Ad 2h Ah    | round is a Tie     | is returned  | is returned  | wins $40.00 |
        | the Banker's Hand wins with a third card                                   | 9s 2d 3c 4h 5s 5c Ad 9d Kh 2s 7c | 5c 9d 2s    | Ad Kh 7c    | Banker's Hand wins | loses        | wins $95.00  | loses       |
        | the Player's Hand wins with a third card                                   | Kd 5c 4s 3h Jc 7d Qc 6h 8s       | Jc Qc 8s    | 7d 6h       | Player's Hand wins | wins $100.00 | loses        | loses       |

    @manual @written_for_disclosed_card_procedure
    Scenario: 545.15(c)(2) The simulated round's cards are placed in the discard bucket at the table
      The system reports where the simulated round's cards go; that the dealer physically puts
      them in the discard bucket once the dealing procedures are complete is seen at the table.

      Given a simulated round of play dealt after a disclosed card
      Then its cards are placed in the discard bucket upon completion of the dealing procedures
