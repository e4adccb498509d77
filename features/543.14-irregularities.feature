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

    @manual @without_disclosed_card_procedure
    Scenario: 543.14(c) Where the system automates no procedure, the dealer handles a disclosed card by the designated one
      A product whose Rules Submission says "disclosed_card_procedure: not offered" is never dealt
      a disclosed card: the scenarios that deal one are not applicable to it, and its table refuses
      such a round (interpretation register, "a product with no disclosed-card procedure"). The
      duty stays the dealer's: that a disclosed card is handled by the procedure the certificate
      holder's Rules Submission designates, (c)(1) or (c)(2), is seen at the table.

      Given a card dealt in error is disclosed at a Midibaccarat table whose system automates no procedure
      Then the dealer follows the procedure designated in the certificate holder's Rules Submission

    @written_for_disclosed_card_procedure @offers_disclosed_card_procedure
    Scenario: 543.14(c) Where procedure (1) is designated no simulated round is dealt
      Given a Midibaccarat table under Rules Submission "pa-543-midibaccarat-discard"
      And seat 1 wagers $10 on the Banker's Hand
      And the baccarat shoe holds "9s 2d 6d 7c 8h Ks Qd" on top
      And the first card drawn is dealt in error and disclosed
      When the baccarat round is dealt
      Then no simulated round of play is dealt
      And the disclosed card "9s" and the additional card "2d" are placed in the discard bucket

    @written_for_disclosed_card_procedure @offers_disclosed_card_procedure
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

    @written_for_disclosed_card_procedure @offers_disclosed_card_procedure
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

    @written_for_disclosed_card_procedure @offers_disclosed_card_procedure
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

    @written_for_disclosed_card_procedure @offers_disclosed_card_procedure
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

    @written_for_disclosed_card_procedure @offers_disclosed_card_procedure
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

    @written_for_disclosed_card_procedure @offers_disclosed_card_procedure
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

    @written_for_disclosed_card_procedure @offers_disclosed_card_procedure
    Scenario Outline: 543.14(c)(2) The simulated round is dealt by the tableau: Banker's two cards total <banker>, the Player's Hand <player>, the Banker's Hand <banker draws>
      "The cards shall be dealt in accordance with the rules of this chapter": every cell of the
      drawing rules the harness reads into the chapter (interpretation register, "baccarat
      tableau"), one a row: the Player's Hand draws on 0 to 5 and stands on 6 or 7; the Banker's
      Hand, by its two-card total and the Player's third card (or none). The disclosed card is
      the Player's first card; tens and pictures count 0, an ace 1.

      Given a Midibaccarat table under Rules Submission "pa-543-midibaccarat-simulated-round"
      And the baccarat shoe holds "<shoe>" on top
      And the first card drawn is dealt in error and disclosed
      When the baccarat round is dealt
      Then the simulated round of play deals the Player's Hand "<player hand>" and the Banker's Hand "<banker hand>"

      Examples:
        | banker | player  | shoe              | player hand | banker hand | banker draws |
        | 0      | draws 0 | 2s As 8h 9h Qh Ah | 2s 8h Qh    | As 9h Ah    | draws        |
        | 0      | draws 1 | Kh 9s As Ad Ac 3c | Kh As Ac    | 9s Ad 3c    | draws        |
        | 0      | draws 2 | 8d 4d 4h 6s 2d 5s | 8d 4h 2d    | 4d 6s 5s    | draws        |
        | 0      | draws 3 | 8d 6d 5c 4c 3s 3d | 8d 5c 3s    | 6d 4c 3d    | draws        |
        | 0      | draws 4 | Qc 2d 4h 8c 4d 4c | Qc 4h 4d    | 2d 8c 4c    | draws        |
        | 0      | draws 5 | 8s 5s 7h 5h 5d 5c | 8s 7h 5d    | 5s 5h 5c    | draws        |
        | 0      | draws 6 | 3c 7d 7s 3s 6d 9d | 3c 7s 6d    | 7d 3s 9d    | draws        |
        | 0      | draws 7 | 3s 4s 8d 6c 7s Qd | 3s 8d 7s    | 4s 6c Qd    | draws        |
        | 0      | draws 8 | 5h Jc 7s Qs 8s 2h | 5h 7s 8s    | Jc Qs 2h    | draws        |
        | 0      | draws 9 | 3h Qd Td Qc 9c Kh | 3h Td 9c    | Qd Qc Kh    | draws        |
        | 0      | stands  | Qs 9d 6c Ah Ad    | Qs 6c       | 9d Ah Ad    | draws        |
        | 1      | draws 0 | As 6d 3c 5d Ts Qd | As 3c Ts    | 6d 5d Qd    | draws        |
        | 1      | draws 1 | 3d 6h 2c 5d Ad 8h | 3d 2c Ad    | 6h 5d 8h    | draws        |
        | 1      | draws 2 | 8s 9h 2c 2s 2h 9d | 8s 2c 2h    | 9h 2s 9d    | draws        |
        | 1      | draws 3 | 5d Jc 6c Ah 3s 3h | 5d 6c 3s    | Jc Ah 3h    | draws        |
        | 1      | draws 4 | 8d 6c 4d 5d 4c 7h | 8d 4d 4c    | 6c 5d 7h    | draws        |
        | 1      | draws 5 | 5h 5d 8d 6c 5s 9s | 5h 8d 5s    | 5d 6c 9s    | draws        |
        | 1      | draws 6 | 7d 6s 7h 5d 6d 8c | 7d 7h 6d    | 6s 5d 8c    | draws        |
        | 1      | draws 7 | Js 3d 5d 8s 7s 3s | Js 5d 7s    | 3d 8s 3s    | draws        |
        | 1      | draws 8 | 5d 6c 5h 5c 8c 5s | 5d 5h 8c    | 6c 5c 5s    | draws        |
        | 1      | draws 9 | 7d 2h 4h 9h 9d 4s | 7d 4h 9d    | 2h 9h 4s    | draws        |
        | 1      | stands  | 9d Ah 8s Ts 6c    | 9d 8s       | Ah Ts 6c    | draws        |
        | 2      | draws 0 | 4s 3s 8d 9s Qs 4d | 4s 8d Qs    | 3s 9s 4d    | draws        |
        | 2      | draws 1 | Ts 8c 3h 4c Ah 5s | Ts 3h Ah    | 8c 4c 5s    | draws        |
        | 2      | draws 2 | 6h 2h 8c Kc 2s 8d | 6h 8c 2s    | 2h Kc 8d    | draws        |
        | 2      | draws 3 | 5d 6s Jc 6c 3h As | 5d Jc 3h    | 6s 6c As    | draws        |
        | 2      | draws 4 | 5c Td 5s 2s 4d 8s | 5c 5s 4d    | Td 2s 8s    | draws        |
        | 2      | draws 5 | Ad 5c Kh 7d 5h Qd | Ad Kh 5h    | 5c 7d Qd    | draws        |
        | 2      | draws 6 | 8c Kh 4h 2c 6c 5c | 8c 4h 6c    | Kh 2c 5c    | draws        |
        | 2      | draws 7 | Ah 4c 2h 8c 7d 7c | Ah 2h 7d    | 4c 8c 7c    | draws        |
        | 2      | draws 8 | Jc 2c 4h Js 8d 2h | Jc 4h 8d    | 2c Js 2h    | draws        |
        | 2      | draws 9 | 9s 3s 6s 9d 9h 6c | 9s 6s 9h    | 3s 9d 6c    | draws        |
        | 2      | stands  | Jc 3d 6s 9h 6c    | Jc 6s       | 3d 9h 6c    | draws        |
        | 3      | draws 0 | 5s 7c 5c 6c Qs 3s | 5s 5c Qs    | 7c 6c 3s    | draws        |
        | 3      | draws 1 | As 3s Jh Tc Ac 7h | As Jh Ac    | 3s Tc 7h    | draws        |
        | 3      | draws 2 | 8s 3c 4c Kc 2c 9h | 8s 4c 2c    | 3c Kc 9h    | draws        |
        | 3      | draws 3 | 9c 7s 4h 6s 3s As | 9c 4h 3s    | 7s 6s As    | draws        |
        | 3      | draws 4 | 9h 3h 5h Th 4h 2c | 9h 5h 4h    | 3h Th 2c    | draws        |
        | 3      | draws 5 | 7c 4c 8s 9s 5d 6c | 7c 8s 5d    | 4c 9s 6c    | draws        |
        | 3      | draws 6 | 9c 3s Ad Qh 6s Ah | 9c Ad 6s    | 3s Qh Ah    | draws        |
        | 3      | draws 7 | 4c Ad 7c 2d 7s Td | 4c 7c 7s    | Ad 2d Td    | draws        |
        | 3      | draws 8 | 6s Kh 6d 3c 8d    | 6s 6d 8d    | Kh 3c       | stands       |
        | 3      | draws 9 | 9h 9s 4h 4c 9c 6c | 9h 4h 9c    | 9s 4c 6c    | draws        |
        | 3      | stands  | Th 4h 7s 9c 5s    | Th 7s       | 4h 9c 5s    | draws        |
        | 4      | draws 0 | 3s 8s Ac 6s Kh    | 3s Ac Kh    | 8s 6s       | stands       |
        | 4      | draws 1 | 5h 2d Ts 2c Ac    | 5h Ts Ac    | 2d 2c       | stands       |
        | 4      | draws 2 | 6d 2h 4s 2d 2s 9d | 6d 4s 2s    | 2h 2d 9d    | draws        |
        | 4      | draws 3 | Jh Tc Ad 4c 3c As | Jh Ad 3c    | Tc 4c As    | draws        |
        | 4      | draws 4 | 5h Ad 7c 3s 4c 3d | 5h 7c 4c    | Ad 3s 3d    | draws        |
        | 4      | draws 5 | 8c 8s 5d 6d 5s Ks | 8c 5d 5s    | 8s 6d Ks    | draws        |
        | 4      | draws 6 | 9c 4s 5s Kh 6c 3s | 9c 5s 6c    | 4s Kh 3s    | draws        |
        | 4      | draws 7 | As 2h 4s 2c 7c Jd | As 4s 7c    | 2h 2c Jd    | draws        |
        | 4      | draws 8 | Ad 9h 9c 5s 8s    | Ad 9c 8s    | 9h 5s       | stands       |
        | 4      | draws 9 | 8d 4c 3c Qs 9c    | 8d 3c 9c    | 4c Qs       | stands       |
        | 4      | stands  | 9h Jd 7h 4d 4c    | 9h 7h       | Jd 4d 4c    | draws        |
        | 5      | draws 0 | 4c 4h 8s Ah Kc    | 4c 8s Kc    | 4h Ah       | stands       |
        | 5      | draws 1 | 5s 3h 8h 2s Ad    | 5s 8h Ad    | 3h 2s       | stands       |
        | 5      | draws 2 | Ac 3d 3s 2d 2h    | Ac 3s 2h    | 3d 2d       | stands       |
        | 5      | draws 3 | 6d 9h 9d 6c 3d    | 6d 9d 3d    | 9h 6c       | stands       |
        | 5      | draws 4 | 5h 4s 5s Ac 4c 8d | 5h 5s 4c    | 4s Ac 8d    | draws        |
        | 5      | draws 5 | 7c 7d 4c 8h 5s 2d | 7c 4c 5s    | 7d 8h 2d    | draws        |
        | 5      | draws 6 | 4h 7c 8d 8h 6h 5s | 4h 8d 6h    | 7c 8h 5s    | draws        |
        | 5      | draws 7 | 9s 6h 4h 9d 7h 2s | 9s 4h 7h    | 6h 9d 2s    | draws        |
        | 5      | draws 8 | 7d 6h 7h 9d 8c    | 7d 7h 8c    | 6h 9d       | stands       |
        | 5      | draws 9 | 3s Jc 2c 5h 9c    | 3s 2c 9c    | Jc 5h       | stands       |
        | 5      | stands  | 6d 9d Ah 6c 3c    | 6d Ah       | 9d 6c 3c    | draws        |
        | 6      | draws 0 | 6c 6d 4d Th Qc    | 6c 4d Qc    | 6d Th       | stands       |
        | 6      | draws 1 | 8s 2d 3c 4h Ah    | 8s 3c Ah    | 2d 4h       | stands       |
        | 6      | draws 2 | Ad 6d Ac Tc 2s    | Ad Ac 2s    | 6d Tc       | stands       |
        | 6      | draws 3 | 6d 7s 7c 9d 3s    | 6d 7c 3s    | 7s 9d       | stands       |
        | 6      | draws 4 | 9h 9s 5c 7c 4s    | 9h 5c 4s    | 9s 7c       | stands       |
        | 6      | draws 5 | 4d Js Ah 6c 5h    | 4d Ah 5h    | Js 6c       | stands       |
        | 6      | draws 6 | 5d As 5c 5s 6c Qs | 5d 5c 6c    | As 5s Qs    | draws        |
        | 6      | draws 7 | 2h 6h 9s Kd 7d Ah | 2h 9s 7d    | 6h Kd Ah    | draws        |
        | 6      | draws 8 | Th 2c 2h 4h 8s    | Th 2h 8s    | 2c 4h       | stands       |
        | 6      | draws 9 | 5s 4c 8h 2s 9c    | 5s 8h 9c    | 4c 2s       | stands       |
        | 6      | stands  | 2c 8h 4s 8s       | 2c 4s       | 8h 8s       | stands       |
        | 7      | draws 0 | 9s 5d 5c 2c Tc    | 9s 5c Tc    | 5d 2c       | stands       |
        | 7      | draws 1 | Ac 2c 4d 5s As    | Ac 4d As    | 2c 5s       | stands       |
        | 7      | draws 2 | 4d Ac 6s 6d 2c    | 4d 6s 2c    | Ac 6d       | stands       |
        | 7      | draws 3 | Kh 5s Ah 2h 3s    | Kh Ah 3s    | 5s 2h       | stands       |
        | 7      | draws 4 | 4c Js 8s 7s 4d    | 4c 8s 4d    | Js 7s       | stands       |
        | 7      | draws 5 | 4c 5d 9c 2c 5s    | 4c 9c 5s    | 5d 2c       | stands       |
        | 7      | draws 6 | Ad 8h 3h 9s 6c    | Ad 3h 6c    | 8h 9s       | stands       |
        | 7      | draws 7 | 9c 4s 6c 3d 7d    | 9c 6c 7d    | 4s 3d       | stands       |
        | 7      | draws 8 | 8h Ac 2h 6d 8d    | 8h 2h 8d    | Ac 6d       | stands       |
        | 7      | draws 9 | 7h 2h 4d 5c 9h    | 7h 4d 9h    | 2h 5c       | stands       |
        | 7      | stands  | 6s 7c Ac Kc       | 6s Ac       | 7c Kc       | stands       |

    @written_for_disclosed_card_procedure @offers_disclosed_card_procedure
    Scenario Outline: 543.14(c)(2) The wagers ride on the round of play that follows the simulated round: <case>
      No wager is accepted in the simulated round, so the wagers on the layout are settled by the
      round of play that follows it, never by the simulated round's result (each row's simulated
      round ends otherwise). Naturals (a two-card 8 or 9) stop both hands; on a tie the Player
      and Banker Wagers are returned. The payouts are the Rules Submission's: Player 1 to 1,
      Banker 19 to 20 (a part of a cent rounded down, to the nearest cent or up: each passes),
      Tie 8 to 1.

      Given a Midibaccarat table under Rules Submission "pa-543-midibaccarat-simulated-round"
      And seat 1 wagers $20 on the Player's Hand
      And seat 2 wagers $5.25 on the Banker's Hand
      And seat 3 wagers $12.50 on a Tie
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
        | a natural 9 of the Player's Hand stops a Banker's 2 from drawing        | Kd 5c 4s 3h 7c Ac 2s Ah          | 7c 2s       | Ac Ah       | Player's Hand wins | wins $20.00  | loses        | loses        |
        | a natural 8 of the Banker's Hand stops a Player's 3 from drawing        | 9s 2d 3c 4h 5s 2c 6s Ad 2h       | 2c Ad       | 6s 2h       | Banker's Hand wins | loses        | wins $4.98 or $4.99 | loses        |
        | a natural 8 of the Player's Hand stops a Banker's 5 from drawing        | Kd 5c 4s 3h 3c 2h 5d 3s          | 3c 5d       | 2h 3s       | Player's Hand wins | wins $20.00  | loses        | loses        |
        | a natural 9 of the Banker's Hand stops a Player's 4 from drawing        | 9s 2d 3c 4h 5s Ah 4c 3d 5h       | Ah 3d       | 4c 5h       | Banker's Hand wins | loses        | wins $4.98 or $4.99 | loses        |
        | natural 9s on both hands tie                                            | 9s 2d 3c 4h 5s 9c Kh Td 9h       | 9c Td       | Kh 9h       | round is a Tie     | is returned  | is returned  | wins $100.00 |
        | a natural 9 of the Player's Hand beats a natural 8 of the Banker's Hand | Kd 5c 4s 3h 4h 5d 5s 3d          | 4h 5s       | 5d 3d       | Player's Hand wins | wins $20.00  | loses        | loses        |
        | two 5s tie after both hands draw                                        | 9s 2d 3c 4h 5s Kc 2h Qd 3d 5h Qh | Kc Qd 5h    | 2h 3d Qh    | round is a Tie     | is returned  | is returned  | wins $100.00 |
        | two-card 7s stand and tie                                               | 9s 2d 3c 4h 5s 7d 3h Kc 4s       | 7d Kc       | 3h 4s       | round is a Tie     | is returned  | is returned  | wins $100.00 |
        | the Banker's Hand wins standing on 6 against a Player's third card 5    | 9s 2d 3c 4h 5s Kc 3s Qd 3h 5c    | Kc Qd 5c    | 3s 3h       | Banker's Hand wins | loses        | wins $4.98 or $4.99 | loses        |
        | the Player's Hand wins standing on 7                                    | Kd 5c 4s 3h 3c 2d 4h Ks 9s       | 3c 4h       | 2d Ks 9s    | Player's Hand wins | wins $20.00  | loses        | loses        |

    @manual @written_for_disclosed_card_procedure
    Scenario: 543.14(c)(2) The simulated round's cards are placed in the discard bucket at the table
      The system reports where the simulated round's cards go; that the dealer physically puts
      them in the discard bucket once the dealing procedures are complete is seen at the table.

      Given a simulated round of play dealt after a disclosed card
      Then its cards are placed in the discard bucket upon completion of the dealing procedures
