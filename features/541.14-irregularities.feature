@game_minibaccarat
Feature: 541.14 Irregularities
  The 2010 temporary amendments to chapter 541 (Minibaccarat) print § 541.14(c) and elide the rest
  ("* * * * *"), including subsections (a) and (b), which say when a card is "dealt in
  error". The harness reads the disclosed card as the first card the round draws from the
  dealing shoe, dealt in error and shown (interpretation register, "a card dealt in error").
  The round's own dealing follows the standard Punto Banco tableau (interpretation register,
  "baccarat tableau"). Rules Submissions "pa-541-minibaccarat-discard" designate procedure (1),
  "pa-541-minibaccarat-simulated-round" procedure (2).

  Rule: 541.14(c) A disclosed card is handled by the procedure the Rules Submission designates
    "If a card dealt in error under the circumstances described in subsection (a) or (b) is
    disclosed at the time it is dealt, the dealer shall, in accordance with one of the following
    procedures designated in the certificate holder's Rules Submission under § 521.2
    (relating to table games Rules Submissions):"

    Scenario: 541.14(c) A Rules Submission that designates no procedure is refused
      Given a Minibaccarat Rules Submission with no disclosed card procedure
      Then the baccarat Rules Submission is refused citing "541.14(c)"

    @manual @without_disclosed_card_procedure
    Scenario: 541.14(c) Where the system automates no procedure, the dealer handles a disclosed card by the designated one
      A product whose Rules Submission says "disclosed_card_procedure: not offered" is never dealt
      a disclosed card: the scenarios that deal one are not applicable to it, and its table refuses
      such a round (interpretation register, "a product with no disclosed-card procedure"). The
      duty stays the dealer's: that a disclosed card is handled by the procedure the certificate
      holder's Rules Submission designates, (c)(1) or (c)(2), is seen at the table.

      Given a card dealt in error is disclosed at a Minibaccarat table whose system automates no procedure
      Then the dealer follows the procedure designated in the certificate holder's Rules Submission

    @written_for_disclosed_card_procedure @offers_disclosed_card_procedure
    Scenario: 541.14(c) Where procedure (1) is designated no simulated round is dealt
      Given a Minibaccarat table under Rules Submission "pa-541-minibaccarat-discard"
      And seat 1 wagers $10 on the Banker's Hand
      And the baccarat shoe holds "9s 2d 6d 7c 8h Ks Qd" on top
      And the first card drawn is dealt in error and disclosed
      When the baccarat round is dealt
      Then no simulated round of play is dealt
      And the disclosed card "9s" and the additional card "2d" are placed in the discard rack

    @written_for_disclosed_card_procedure @offers_disclosed_card_procedure
    Scenario: 541.14(c) Where procedure (2) is designated the disclosed card begins a simulated round
      Given a Minibaccarat table under Rules Submission "pa-541-minibaccarat-simulated-round"
      And seat 1 wagers $10 on the Banker's Hand
      And the baccarat shoe holds "9s 2d 3c 4h 5s 6d 7c 8h Ks Qd" on top
      And the first card drawn is dealt in error and disclosed
      When the baccarat round is dealt
      Then the disclosed card "9s" is the first card of the simulated round of play

  Rule: 541.14(c)(1) The disclosed card and one more, undisclosed, to the discard rack
    "Place the disclosed card and one additional card drawn face down from the dealing shoe
    in the discard rack without disclosing the additional card."

    @written_for_disclosed_card_procedure @offers_disclosed_card_procedure
    Scenario: 541.14(c)(1) The disclosed card and one additional card go to the discard rack; the round goes on with the next cards
      Given a Minibaccarat table under Rules Submission "pa-541-minibaccarat-discard"
      And seat 1 wagers $10 on the Banker's Hand
      And seat 2 wagers $10 on the Player's Hand
      And the baccarat shoe holds "9s 2d 6d 7c 8h Ks Qd" on top
      And the first card drawn is dealt in error and disclosed
      When the baccarat round is dealt
      Then the disclosed card "9s" and the additional card "2d" are placed in the discard rack
      And the additional card is not disclosed
      And the Player's Hand holds "6d 8h Qd"
      And the Banker's Hand holds "7c Ks"
      And the Banker's Hand wins
      And seat 1 is paid $9.50 on the Banker's Hand
      And seat 2's wager on the Player's Hand loses

    @written_for_disclosed_card_procedure @offers_disclosed_card_procedure
    Scenario: 541.14(c)(1) The additional card is drawn face down and never disclosed
      Given a Minibaccarat table under Rules Submission "pa-541-minibaccarat-discard"
      And seat 3 wagers $25 on a Tie
      And the baccarat shoe holds "Kd 5c 4s 3h 2c Ah 9d" on top
      And the first card drawn is dealt in error and disclosed
      When the baccarat round is dealt
      Then the disclosed card "Kd" and the additional card "5c" are placed in the discard rack
      And the additional card is not disclosed
      And the Player's Hand holds "4s 2c"
      And the Banker's Hand holds "3h Ah 9d"
      And the Player's Hand wins
      And seat 3's wager on a Tie loses

  Rule: 541.14(c)(2) The disclosed card begins a simulated round of play, in which no wager is accepted
    "Use the disclosed card as the first card of a simulated round of play in which wagers may
    not be accepted. The cards shall be dealt in accordance with the rules of this chapter and
    shall be placed in the discard rack upon completion of the dealing procedures."

    @written_for_disclosed_card_procedure @offers_disclosed_card_procedure
    Scenario: 541.14(c)(2) The simulated round is dealt by the chapter's rules and its cards go to the discard rack
      Given a Minibaccarat table under Rules Submission "pa-541-minibaccarat-simulated-round"
      And seat 1 wagers $10 on the Banker's Hand
      And seat 2 wagers $10 on the Player's Hand
      And the baccarat shoe holds "9s 2d 3c 4h 5s 6d 7c 8h Ks Qd" on top
      And the first card drawn is dealt in error and disclosed
      When the baccarat round is dealt
      Then the disclosed card "9s" is the first card of the simulated round of play
      And the simulated round of play deals the Player's Hand "9s 3c 5s" and the Banker's Hand "2d 4h"
      And the simulated round's cards are placed in the discard rack
      And no wager is accepted or settled in the simulated round of play
      And the Player's Hand holds "6d 8h Qd"
      And the Banker's Hand holds "7c Ks"
      And seat 1 is paid $9.50 on the Banker's Hand
      And seat 2's wager on the Player's Hand loses

    @written_for_disclosed_card_procedure @offers_disclosed_card_procedure
    Scenario: 541.14(c)(2) A wager offered during the simulated round is not accepted
      Given a Minibaccarat table under Rules Submission "pa-541-minibaccarat-simulated-round"
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
    Scenario: 541.14(c)(2) The simulated round's result settles no wager, though it differs from the round of play
      Given a Minibaccarat table under Rules Submission "pa-541-minibaccarat-simulated-round"
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
    Scenario Outline: 541.14(c)(2) The simulated round is dealt by the tableau: Banker's two cards total <banker>, the Player's Hand <player>, the Banker's Hand <banker draws>
      "The cards shall be dealt in accordance with the rules of this chapter": every cell of the
      drawing rules the harness reads into the chapter (interpretation register, "baccarat
      tableau"), one a row: the Player's Hand draws on 0 to 5 and stands on 6 or 7; the Banker's
      Hand, by its two-card total and the Player's third card (or none). The disclosed card is
      the Player's first card; tens and pictures count 0, an ace 1.

      Given a Minibaccarat table under Rules Submission "pa-541-minibaccarat-simulated-round"
      And the baccarat shoe holds "<shoe>" on top
      And the first card drawn is dealt in error and disclosed
      When the baccarat round is dealt
      Then the simulated round of play deals the Player's Hand "<player hand>" and the Banker's Hand "<banker hand>"

      Examples:
        | banker | player  | shoe              | player hand | banker hand | banker draws |
        | 0      | draws 0 | 5s 2h 5d 8c Td 4h | 5s 5d Td    | 2h 8c 4h    | draws        |
        | 0      | draws 1 | 9h 9s 2d As Ah 4d | 9h 2d Ah    | 9s As 4d    | draws        |
        | 0      | draws 2 | 3c 9h 9c Ah 2c 2d | 3c 9c 2c    | 9h Ah 2d    | draws        |
        | 0      | draws 3 | 8d Ad 5s 9h 3d 7s | 8d 5s 3d    | Ad 9h 7s    | draws        |
        | 0      | draws 4 | 5d 3c 9c 7c 4c 7d | 5d 9c 4c    | 3c 7c 7d    | draws        |
        | 0      | draws 5 | 6d 8d 9s 2d 5c 2c | 6d 9s 5c    | 8d 2d 2c    | draws        |
        | 0      | draws 6 | 3d 6c 7c 4d 6h 6s | 3d 7c 6h    | 6c 4d 6s    | draws        |
        | 0      | draws 7 | 3s 7s 8d 3h 7d 5d | 3s 8d 7d    | 7s 3h 5d    | draws        |
        | 0      | draws 8 | 8h 2h 4d 8d 8c 8s | 8h 4d 8c    | 2h 8d 8s    | draws        |
        | 0      | draws 9 | 5c 2c 8s 8d 9s 2s | 5c 8s 9s    | 2c 8d 2s    | draws        |
        | 0      | stands  | As 2c 5c 8s 7h    | As 5c       | 2c 8s 7h    | draws        |
        | 1      | draws 0 | 5h 7h 9d 4c Kc Ad | 5h 9d Kc    | 7h 4c Ad    | draws        |
        | 1      | draws 1 | 6c 3d 9d 8s Ah 3h | 6c 9d Ah    | 3d 8s 3h    | draws        |
        | 1      | draws 2 | 3h 2h 7s 9c 2c 7c | 3h 7s 2c    | 2h 9c 7c    | draws        |
        | 1      | draws 3 | 7s 9c 4d 2c 3c 8h | 7s 4d 3c    | 9c 2c 8h    | draws        |
        | 1      | draws 4 | 3d Ad 9h Kc 4c 3c | 3d 9h 4c    | Ad Kc 3c    | draws        |
        | 1      | draws 5 | 7c 8c 6c 3c 5h 6s | 7c 6c 5h    | 8c 3c 6s    | draws        |
        | 1      | draws 6 | 2c 4c 2s 7d 6s Ah | 2c 2s 6s    | 4c 7d Ah    | draws        |
        | 1      | draws 7 | 8h 2d 7d 9s 7c 4h | 8h 7d 7c    | 2d 9s 4h    | draws        |
        | 1      | draws 8 | 9c 4s As 7d 8d 8c | 9c As 8d    | 4s 7d 8c    | draws        |
        | 1      | draws 9 | Ks 6d Ac 5d 9h 4h | Ks Ac 9h    | 6d 5d 4h    | draws        |
        | 1      | stands  | 8d 5d 9h 6d 7d    | 8d 9h       | 5d 6d 7d    | draws        |
        | 2      | draws 0 | 8h 8d 4d 4c Js 5c | 8h 4d Js    | 8d 4c 5c    | draws        |
        | 2      | draws 1 | Ad 7h 2s 5c Ac 7s | Ad 2s Ac    | 7h 5c 7s    | draws        |
        | 2      | draws 2 | 6c 8h 8d 4s 2s Jd | 6c 8d 2s    | 8h 4s Jd    | draws        |
        | 2      | draws 3 | 9c 5d 6c 7s 3c 9s | 9c 6c 3c    | 5d 7s 9s    | draws        |
        | 2      | draws 4 | 4c 6h 6s 6c 4s 2s | 4c 6s 4s    | 6h 6c 2s    | draws        |
        | 2      | draws 5 | 2h 8s 9d 4c 5d 2d | 2h 9d 5d    | 8s 4c 2d    | draws        |
        | 2      | draws 6 | 2d 4h Ks 8h 6h 3h | 2d Ks 6h    | 4h 8h 3h    | draws        |
        | 2      | draws 7 | 2s 9d Ac 3s 7h 3c | 2s Ac 7h    | 9d 3s 3c    | draws        |
        | 2      | draws 8 | 8c 9c 6d 3d 8s 3s | 8c 6d 8s    | 9c 3d 3s    | draws        |
        | 2      | draws 9 | 4s 5h As 7c 9s 5c | 4s As 9s    | 5h 7c 5c    | draws        |
        | 2      | stands  | 2d 6s 4s 6d 6c    | 2d 4s       | 6s 6d 6c    | draws        |
        | 3      | draws 0 | Ah 3s 9h Ts Qs 4s | Ah 9h Qs    | 3s Ts 4s    | draws        |
        | 3      | draws 1 | Qd 2d Ah Ac Ad 4c | Qd Ah Ad    | 2d Ac 4c    | draws        |
        | 3      | draws 2 | 8s 5h 4s 8d 2s Tc | 8s 4s 2s    | 5h 8d Tc    | draws        |
        | 3      | draws 3 | 3c 7s Th 6c 3h 5h | 3c Th 3h    | 7s 6c 5h    | draws        |
        | 3      | draws 4 | 5d 3s 9d Qc 4d 9h | 5d 9d 4d    | 3s Qc 9h    | draws        |
        | 3      | draws 5 | As Ah 4s 2s 5h 8d | As 4s 5h    | Ah 2s 8d    | draws        |
        | 3      | draws 6 | 4d 8s 6d 5h 6s 7s | 4d 6d 6s    | 8s 5h 7s    | draws        |
        | 3      | draws 7 | 8d 6d 3s 7s 7d 8h | 8d 3s 7d    | 6d 7s 8h    | draws        |
        | 3      | draws 8 | Jd Kd 2h 3h 8c    | Jd 2h 8c    | Kd 3h       | stands       |
        | 3      | draws 9 | Ts As 3h 2d 9d 5d | Ts 3h 9d    | As 2d 5d    | draws        |
        | 3      | stands  | 5c 6c 2c 7c 9s    | 5c 2c       | 6c 7c 9s    | draws        |
        | 4      | draws 0 | 5d 9c 9h 5h Ts    | 5d 9h Ts    | 9c 5h       | stands       |
        | 4      | draws 1 | 5c Ac Kd 3d Ah    | 5c Kd Ah    | Ac 3d       | stands       |
        | 4      | draws 2 | 8s Kd 2h 4s 2c 2d | 8s 2h 2c    | Kd 4s 2d    | draws        |
        | 4      | draws 3 | 5s 4c 6c Jh 3d 3s | 5s 6c 3d    | 4c Jh 3s    | draws        |
        | 4      | draws 4 | 2s As Qc 3c 4s 5s | 2s Qc 4s    | As 3c 5s    | draws        |
        | 4      | draws 5 | Kd 9s 3c 5d 5h 9c | Kd 3c 5h    | 9s 5d 9c    | draws        |
        | 4      | draws 6 | As Jh 3s 4c 6h Ad | As 3s 6h    | Jh 4c Ad    | draws        |
        | 4      | draws 7 | 3d 4s 2d Kc 7c Qs | 3d 2d 7c    | 4s Kc Qs    | draws        |
        | 4      | draws 8 | 9h 8d Ah 6s 8s    | 9h Ah 8s    | 8d 6s       | stands       |
        | 4      | draws 9 | 7d 9d 4d 5d 9h    | 7d 4d 9h    | 9d 5d       | stands       |
        | 4      | stands  | 3d 8h 3c 6s 3h    | 3d 3c       | 8h 6s 3h    | draws        |
        | 5      | draws 0 | 5s 3s 7c 2h Jc    | 5s 7c Jc    | 3s 2h       | stands       |
        | 5      | draws 1 | 6d 2h 7h 3h Ac    | 6d 7h Ac    | 2h 3h       | stands       |
        | 5      | draws 2 | 8c 7c 6h 8s 2d    | 8c 6h 2d    | 7c 8s       | stands       |
        | 5      | draws 3 | Ts 6c 5d 9c 3h    | Ts 5d 3h    | 6c 9c       | stands       |
        | 5      | draws 4 | 4c 7d 6s 8s 4d Jh | 4c 6s 4d    | 7d 8s Jh    | draws        |
        | 5      | draws 5 | 7d Qc 4d 5d 5s 9c | 7d 4d 5s    | Qc 5d 9c    | draws        |
        | 5      | draws 6 | 7s 3d 5s 2d 6h As | 7s 5s 6h    | 3d 2d As    | draws        |
        | 5      | draws 7 | 3h Jd Ks 5s 7c 4h | 3h Ks 7c    | Jd 5s 4h    | draws        |
        | 5      | draws 8 | 8s 8c 6h 7d 8d    | 8s 6h 8d    | 8c 7d       | stands       |
        | 5      | draws 9 | 4d 6h Ad 9s 9h    | 4d Ad 9h    | 6h 9s       | stands       |
        | 5      | stands  | 8c 4c 9c Ah 9h    | 8c 9c       | 4c Ah 9h    | draws        |
        | 6      | draws 0 | 6h 7d 4s 9d Jh    | 6h 4s Jh    | 7d 9d       | stands       |
        | 6      | draws 1 | 7h 6d 4d Jd Ac    | 7h 4d Ac    | 6d Jd       | stands       |
        | 6      | draws 2 | Td 8h 2s 8s 2c    | Td 2s 2c    | 8h 8s       | stands       |
        | 6      | draws 3 | 3c 9c Td 7c 3s    | 3c Td 3s    | 9c 7c       | stands       |
        | 6      | draws 4 | 2c 2h 2s 4s 4h    | 2c 2s 4h    | 2h 4s       | stands       |
        | 6      | draws 5 | 9s Jc 6s 6d 5h    | 9s 6s 5h    | Jc 6d       | stands       |
        | 6      | draws 6 | 5s 6s 5c Tc 6c 2s | 5s 5c 6c    | 6s Tc 2s    | draws        |
        | 6      | draws 7 | 3d 9h 8s 7d 7s 8c | 3d 8s 7s    | 9h 7d 8c    | draws        |
        | 6      | draws 8 | 4c 7c 8s 9s 8c    | 4c 8s 8c    | 7c 9s       | stands       |
        | 6      | draws 9 | 5h 4h 8s 2h 9c    | 5h 8s 9c    | 4h 2h       | stands       |
        | 6      | stands  | 2h 9d 4s 7c       | 2h 4s       | 9d 7c       | stands       |
        | 7      | draws 0 | 9h 5c 5d 2c Th    | 9h 5d Th    | 5c 2c       | stands       |
        | 7      | draws 1 | 7d 2s 8s 5d Ad    | 7d 8s Ad    | 2s 5d       | stands       |
        | 7      | draws 2 | 7c 7h 3s Qs 2d    | 7c 3s 2d    | 7h Qs       | stands       |
        | 7      | draws 3 | Ts 7c Ad Js 3s    | Ts Ad 3s    | 7c Js       | stands       |
        | 7      | draws 4 | 9h 7d 3c Jh 4d    | 9h 3c 4d    | 7d Jh       | stands       |
        | 7      | draws 5 | 2h 5s As 2s 5d    | 2h As 5d    | 5s 2s       | stands       |
        | 7      | draws 6 | As Qs 3c 7s 6c    | As 3c 6c    | Qs 7s       | stands       |
        | 7      | draws 7 | As 4d 4h 3d 7c    | As 4h 7c    | 4d 3d       | stands       |
        | 7      | draws 8 | Kh As Th 6c 8s    | Kh Th 8s    | As 6c       | stands       |
        | 7      | draws 9 | 7s Ks 4d 7c 9d    | 7s 4d 9d    | Ks 7c       | stands       |
        | 7      | stands  | 5h Ad 2d 6c       | 5h 2d       | Ad 6c       | stands       |

    @written_for_disclosed_card_procedure @offers_disclosed_card_procedure
    Scenario Outline: 541.14(c)(2) The wagers ride on the round of play that follows the simulated round: <case>
      No wager is accepted in the simulated round, so the wagers on the layout are settled by the
      round of play that follows it, never by the simulated round's result (each row's simulated
      round ends otherwise). Naturals (a two-card 8 or 9) stop both hands; on a tie the Player
      and Banker Wagers are returned. The payouts are the Rules Submission's: Player 1 to 1,
      Banker 19 to 20 (a part of a cent rounded down, to the nearest cent or up: each passes),
      Tie 8 to 1.

      Given a Minibaccarat table under Rules Submission "pa-541-minibaccarat-simulated-round"
      And seat 1 wagers $10 on the Player's Hand
      And seat 2 wagers $10 on the Banker's Hand
      And seat 3 wagers $25 on a Tie
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
        | case                                                                    | shoe                             | player hand | banker hand | result             | player wager | banker wager | tie wager    |
        | a natural 8 of the Player's Hand stops a Banker's 4 from drawing        | Kd 5c 4s 3h 3d 4c 5h Jd          | 3d 5h       | 4c Jd       | Player's Hand wins | wins $10.00  | loses        | loses        |
        | a natural 9 of the Banker's Hand stops a Player's 1 from drawing        | 9s 2d 3c 4h 5s As 6h Kc 3s       | As Kc       | 6h 3s       | Banker's Hand wins | loses        | wins $9.50   | loses        |
        | a natural 9 of the Player's Hand stops a Banker's 3 from drawing        | Kd 5c 4s 3h 4c 2h 5d Ad          | 4c 5d       | 2h Ad       | Player's Hand wins | wins $10.00  | loses        | loses        |
        | a natural 8 of the Banker's Hand stops a Player's 0 from drawing        | 9s 2d 3c 4h 5s Kc 3s Qd 5h       | Kc Qd       | 3s 5h       | Banker's Hand wins | loses        | wins $9.50   | loses        |
        | natural 8s on both hands tie                                            | 9s 2d 3c 4h 5s 6c 7h 2h Ad       | 6c 2h       | 7h Ad       | round is a Tie     | is returned  | is returned  | wins $200.00 |
        | a natural 9 of the Banker's Hand beats a natural 8 of the Player's Hand | 9s 2d 3c 4h 5s 8c 9d Th Ks       | 8c Th       | 9d Ks       | Banker's Hand wins | loses        | wins $9.50   | loses        |
        | two 7s tie after the Player's Hand draws and the Banker's Hand stands   | 9s 2d 3c 4h 5s As 3d 2s 4d 4c    | As 2s 4c    | 3d 4d       | round is a Tie     | is returned  | is returned  | wins $200.00 |
        | two-card 6s stand and tie                                               | 9s 2d 3c 4h 5s 6d 6h Kc Qs       | 6d Kc       | 6h Qs       | round is a Tie     | is returned  | is returned  | wins $200.00 |
        | the Banker's Hand wins with a third card                                | 9s 2d 3c 4h 5s 3d 4c Kh Jd 7s 4s | 3d Kh 7s    | 4c Jd 4s    | Banker's Hand wins | loses        | wins $9.50   | loses        |
        | the Player's Hand wins with a third card                                | Kd Qc Jh Ts 2c 2d 2h 5s 3s Ac 3h | 2h 3s 3h    | 5s Ac       | Player's Hand wins | wins $10.00  | loses        | loses        |

    @manual @written_for_disclosed_card_procedure
    Scenario: 541.14(c)(2) The simulated round's cards are placed in the discard rack at the table
      The system reports where the simulated round's cards go; that the dealer physically puts
      them in the discard rack once the dealing procedures are complete is seen at the table.

      Given a simulated round of play dealt after a disclosed card
      Then its cards are placed in the discard rack upon completion of the dealing procedures
