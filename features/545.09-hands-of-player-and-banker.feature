@game_baccarat
Feature: 545.9 Hands of player and banker; procedure for dealing initial two cards to each hand
  The 2010 temporary amendments to chapter 545 (Baccarat) print § 545.9(d) and its paragraph
  (1); (a) to (c), § 545.10 and the rest of (d) are elided ("* * * * *"). The election
  changes who handles the cards after the first four are dealt, not the rules that decide
  whether a hand draws: the harness reads it so (interpretation register, "the 545.9(d)
  election") and checks what a system can show of it: the Rules Submission's election, and
  that a table under it still deals by the tableau. Rules Submission
  "pa-545-baccarat-simulated-round" makes the election.

  Rule: 545.9(d) The Rules Submission may elect the alternative procedures
    "A certificate holder may, in the certificate holder's Rules Submission under § 521.2
    (relating to table games Rules Submissions), elect to use the following procedures in lieu
    of the procedures in subsection (c) and § 545.10 (relating to procedure for dealing a third
    card), after all four cards have been dealt:"

    Scenario: 545.9(d) A Baccarat Rules Submission may make the election
      Given a Baccarat Rules Submission with the 545.9(d) election
      Then the baccarat Rules Submission is accepted

    Scenario: 545.9(d) The election is Baccarat's: a Minibaccarat Rules Submission making it is refused
      Given a Minibaccarat Rules Submission with the 545.9(d) election
      Then the baccarat Rules Submission is refused citing "545.9(d)"

    @written_for_banker_hand_under_shoe
    Scenario: 545.9(d) Under the election the third cards are still drawn by the tableau
      Given a Baccarat table under Rules Submission "pa-545-baccarat-simulated-round"
      And seat 12 wagers $100 on the Banker's Hand
      And seat 14 wagers $20 on a Tie
      And the baccarat shoe holds "2c 3d Ac Kd 5h 6s" on top
      When the baccarat round is dealt
      Then the Player's Hand holds "2c Ac 5h"
      And the Banker's Hand holds "3d Kd 6s"
      And the Banker's Hand wins
      And seat 12 is paid $95.00 on the Banker's Hand
      And seat 14's wager on a Tie loses

    Scenario Outline: 545.9(d) Under the election every cell of the tableau still decides the third cards: Banker's two cards total <banker>, the Player's Hand <player>, the Banker's Hand <banker draws>
      The election hands the cards to the curator after all four are dealt; who may draw a third
      card is still the drawing rules the harness reads into the chapter (interpretation
      register, "baccarat tableau"): the Player's Hand draws on 0 to 5 and stands on 6 or 7; the
      Banker's Hand, by its two-card total and the Player's third card (or none). One cell a row.

      Given a Baccarat table under Rules Submission "pa-545-baccarat-simulated-round"
      And the baccarat shoe holds "<shoe>" on top
      When the baccarat round is dealt
      Then the Player's Hand holds "<player hand>"
      And the Banker's Hand holds "<banker hand>"
      And the <result>

      Examples:
        | banker | player  | shoe              | player hand | banker hand | banker draws | result             |
        | 0      | draws 0 | 3d 6h 7c 4d Jh As | 3d 7c Jh    | 6h 4d As    | draws        | Banker's Hand wins |
        | 0      | draws 1 | Ah 6h Ts 4d Ad 3s | Ah Ts Ad    | 6h 4d 3s    | draws        | Banker's Hand wins |
        | 0      | draws 2 | Ad 7h Ah 3c 2s 2h | Ad Ah 2s    | 7h 3c 2h    | draws        | Player's Hand wins |
        | 0      | draws 3 | 4d Ad 9d 9c 3s Jh | 4d 9d 3s    | Ad 9c Jh    | draws        | Player's Hand wins |
        | 0      | draws 4 | 9s As 5c 9h 4c Ac | 9s 5c 4c    | As 9h Ac    | draws        | Player's Hand wins |
        | 0      | draws 5 | 4d 9h Ac As 5h 7c | 4d Ac 5h    | 9h As 7c    | draws        | Banker's Hand wins |
        | 0      | draws 6 | 5c 7s 5d 3s 6c 5h | 5c 5d 6c    | 7s 3s 5h    | draws        | Player's Hand wins |
        | 0      | draws 7 | 8c 3s 3h 7h 7c 6d | 8c 3h 7c    | 3s 7h 6d    | draws        | Player's Hand wins |
        | 0      | draws 8 | 9s 4s 3c 6h 8c Qs | 9s 3c 8c    | 4s 6h Qs    | draws        | round is a Tie     |
        | 0      | draws 9 | 5s 5h 8h 5d 9h 5c | 5s 8h 9h    | 5h 5d 5c    | draws        | Banker's Hand wins |
        | 0      | stands  | 6s 5d Kh 5h 9h    | 6s Kh       | 5d 5h 9h    | draws        | Banker's Hand wins |
        | 1      | draws 0 | 7s 2d 7c 9s Qs Ac | 7s 7c Qs    | 2d 9s Ac    | draws        | Player's Hand wins |
        | 1      | draws 1 | 3c 2h 2s 9c Ah 6d | 3c 2s Ah    | 2h 9c 6d    | draws        | Banker's Hand wins |
        | 1      | draws 2 | 8c 2c 2h 9d 2d 3h | 8c 2h 2d    | 2c 9d 3h    | draws        | Banker's Hand wins |
        | 1      | draws 3 | 9c 5s 2s 6s 3d 4h | 9c 2s 3d    | 5s 6s 4h    | draws        | Banker's Hand wins |
        | 1      | draws 4 | 3c 3d 9d 8h 4c 4h | 3c 9d 4c    | 3d 8h 4h    | draws        | Player's Hand wins |
        | 1      | draws 5 | 3s Qh Qd As 5d 3d | 3s Qd 5d    | Qh As 3d    | draws        | Player's Hand wins |
        | 1      | draws 6 | 4h 3h Jc 8d 6d 5c | 4h Jc 6d    | 3h 8d 5c    | draws        | Banker's Hand wins |
        | 1      | draws 7 | 3d 5s 2h 6h 7c 6d | 3d 2h 7c    | 5s 6h 6d    | draws        | Banker's Hand wins |
        | 1      | draws 8 | 6s 2c 4c 9c 8h 8s | 6s 4c 8h    | 2c 9c 8s    | draws        | Banker's Hand wins |
        | 1      | draws 9 | Th 8s Ah 3s 9d 9s | Th Ah 9d    | 8s 3s 9s    | draws        | round is a Tie     |
        | 1      | stands  | 3c 2h 4d 9d 2d    | 3c 4d       | 2h 9d 2d    | draws        | Player's Hand wins |
        | 2      | draws 0 | 2d 7s Qc 5c Ks 6d | 2d Qc Ks    | 7s 5c 6d    | draws        | Banker's Hand wins |
        | 2      | draws 1 | 4h 8h 9c 4s Ah 4c | 4h 9c Ah    | 8h 4s 4c    | draws        | Banker's Hand wins |
        | 2      | draws 2 | 2d 8s 2c 4c 2s 2h | 2d 2c 2s    | 8s 4c 2h    | draws        | Player's Hand wins |
        | 2      | draws 3 | 7h Ac 8h Ad 3c 5d | 7h 8h 3c    | Ac Ad 5d    | draws        | Player's Hand wins |
        | 2      | draws 4 | As 6c 9s 6d 4c 8c | As 9s 4c    | 6c 6d 8c    | draws        | Player's Hand wins |
        | 2      | draws 5 | 2d 6c 9c 6d 5c 9h | 2d 9c 5c    | 6c 6d 9h    | draws        | Player's Hand wins |
        | 2      | draws 6 | 6d 9h 6h 3s 6s 2h | 6d 6h 6s    | 9h 3s 2h    | draws        | Player's Hand wins |
        | 2      | draws 7 | 6d 4c 7s 8s 7d Ac | 6d 7s 7d    | 4c 8s Ac    | draws        | Banker's Hand wins |
        | 2      | draws 8 | 6d 3d 8s 9s 8c 9h | 6d 8s 8c    | 3d 9s 9h    | draws        | Player's Hand wins |
        | 2      | draws 9 | 2d 5d 3d 7c 9d 3s | 2d 3d 9d    | 5d 7c 3s    | draws        | Banker's Hand wins |
        | 2      | stands  | 7c 2s 9d Tc 3s    | 7c 9d       | 2s Tc 3s    | draws        | Player's Hand wins |
        | 3      | draws 0 | 4d 3c 6d Jc Jh 3d | 4d 6d Jh    | 3c Jc 3d    | draws        | Banker's Hand wins |
        | 3      | draws 1 | 9s 7d 2h 6c As 3d | 9s 2h As    | 7d 6c 3d    | draws        | Banker's Hand wins |
        | 3      | draws 2 | 3h 4h 9s 9h 2c 8d | 3h 9s 2c    | 4h 9h 8d    | draws        | Player's Hand wins |
        | 3      | draws 3 | Ah 7h 2s 6d 3s Ac | Ah 2s 3s    | 7h 6d Ac    | draws        | Player's Hand wins |
        | 3      | draws 4 | 7d Ks 7c 3h 4s 7h | 7d 7c 4s    | Ks 3h 7h    | draws        | Player's Hand wins |
        | 3      | draws 5 | 7c Qs 8c 3d 5d 7h | 7c 8c 5d    | Qs 3d 7h    | draws        | round is a Tie     |
        | 3      | draws 6 | 8s 3d 2c Kh 6s 3s | 8s 2c 6s    | 3d Kh 3s    | draws        | round is a Tie     |
        | 3      | draws 7 | 2d 7d 9h 6s 7s 9c | 2d 9h 7s    | 7d 6s 9c    | draws        | Player's Hand wins |
        | 3      | draws 8 | 7c Ah 5s 2s 8h    | 7c 5s 8h    | Ah 2s       | stands       | Banker's Hand wins |
        | 3      | draws 9 | 3s 6s Ks 7h 9s 4s | 3s Ks 9s    | 6s 7h 4s    | draws        | Banker's Hand wins |
        | 3      | stands  | 3d As 4s 2h 2c    | 3d 4s       | As 2h 2c    | draws        | Player's Hand wins |
        | 4      | draws 0 | 6c 8c 8h 6d Qs    | 6c 8h Qs    | 8c 6d       | stands       | round is a Tie     |
        | 4      | draws 1 | 4c Jc Ad 4s Ah    | 4c Ad Ah    | Jc 4s       | stands       | Player's Hand wins |
        | 4      | draws 2 | Qh 6h Jc 8d 2s 8s | Qh Jc 2s    | 6h 8d 8s    | draws        | round is a Tie     |
        | 4      | draws 3 | 5h 7h 6d 7c 3c 5s | 5h 6d 3c    | 7h 7c 5s    | draws        | Banker's Hand wins |
        | 4      | draws 4 | 2c 8d Qh 6d 4h As | 2c Qh 4h    | 8d 6d As    | draws        | Player's Hand wins |
        | 4      | draws 5 | Ad 8d 2d 6d 5c 2c | Ad 2d 5c    | 8d 6d 2c    | draws        | Player's Hand wins |
        | 4      | draws 6 | Ah 5s 3h 9s 6s 2h | Ah 3h 6s    | 5s 9s 2h    | draws        | Banker's Hand wins |
        | 4      | draws 7 | Jc 7c 5c 7d 7s 3s | Jc 5c 7s    | 7c 7d 3s    | draws        | Banker's Hand wins |
        | 4      | draws 8 | 6c 6h 4c 8h 8c    | 6c 4c 8c    | 6h 8h       | stands       | Player's Hand wins |
        | 4      | draws 9 | 2h 9c 9d 5h 9h    | 2h 9d 9h    | 9c 5h       | stands       | Banker's Hand wins |
        | 4      | stands  | Qh Qd 6d 4s 2s    | Qh 6d       | Qd 4s 2s    | draws        | round is a Tie     |
        | 5      | draws 0 | 4c 3h 8d 2s Kd    | 4c 8d Kd    | 3h 2s       | stands       | Banker's Hand wins |
        | 5      | draws 1 | 9h 5s 4d Jd As    | 9h 4d As    | 5s Jd       | stands       | Banker's Hand wins |
        | 5      | draws 2 | 3s 9h As 6c 2d    | 3s As 2d    | 9h 6c       | stands       | Player's Hand wins |
        | 5      | draws 3 | 8d 8h 7d 7s 3c    | 8d 7d 3c    | 8h 7s       | stands       | Player's Hand wins |
        | 5      | draws 4 | 7d Kd 3c 5h 4c 8d | 7d 3c 4c    | Kd 5h 8d    | draws        | Player's Hand wins |
        | 5      | draws 5 | 9c Jh 2c 5c 5h 6c | 9c 2c 5h    | Jh 5c 6c    | draws        | Player's Hand wins |
        | 5      | draws 6 | 7c 2c 5s 3h 6d Th | 7c 5s 6d    | 2c 3h Th    | draws        | Player's Hand wins |
        | 5      | draws 7 | 5c 2d 8c 3d 7c 5s | 5c 8c 7c    | 2d 3d 5s    | draws        | round is a Tie     |
        | 5      | draws 8 | 8c 5d 6h Th 8s    | 8c 6h 8s    | 5d Th       | stands       | Banker's Hand wins |
        | 5      | draws 9 | 5d 3s Kd 2h 9d    | 5d Kd 9d    | 3s 2h       | stands       | Banker's Hand wins |
        | 5      | stands  | 8d 2c 9c 3d 4d    | 8d 9c       | 2c 3d 4d    | draws        | Banker's Hand wins |
        | 6      | draws 0 | Ad 9c 9s 7d Kh    | Ad 9s Kh    | 9c 7d       | stands       | Banker's Hand wins |
        | 6      | draws 1 | 4d 6s 7s Jc Ad    | 4d 7s Ad    | 6s Jc       | stands       | Banker's Hand wins |
        | 6      | draws 2 | 7h As 5d 5s 2h    | 7h 5d 2h    | As 5s       | stands       | Banker's Hand wins |
        | 6      | draws 3 | Th As 3c 5d 3h    | Th 3c 3h    | As 5d       | stands       | round is a Tie     |
        | 6      | draws 4 | 6d 9d 8c 7c 4c    | 6d 8c 4c    | 9d 7c       | stands       | Player's Hand wins |
        | 6      | draws 5 | Ah Ac 4s 5c 5s    | Ah 4s 5s    | Ac 5c       | stands       | Banker's Hand wins |
        | 6      | draws 6 | Kh 6s Ts Qd 6h Ad | Kh Ts 6h    | 6s Qd Ad    | draws        | Banker's Hand wins |
        | 6      | draws 7 | 5s 6d 6h Qd 7h Js | 5s 6h 7h    | 6d Qd Js    | draws        | Player's Hand wins |
        | 6      | draws 8 | 7s Ks 5h 6d 8c    | 7s 5h 8c    | Ks 6d       | stands       | Banker's Hand wins |
        | 6      | draws 9 | Ad 3s 2s 3c 9h    | Ad 2s 9h    | 3s 3c       | stands       | Banker's Hand wins |
        | 6      | stands  | 4d 7d 2c 9d       | 4d 2c       | 7d 9d       | stands       | round is a Tie     |
        | 7      | draws 0 | 8c 7h 6h Jd Th    | 8c 6h Th    | 7h Jd       | stands       | Banker's Hand wins |
        | 7      | draws 1 | Ac 3h 4d 4h As    | Ac 4d As    | 3h 4h       | stands       | Banker's Hand wins |
        | 7      | draws 2 | 8h 3c 2d 4c 2s    | 8h 2d 2s    | 3c 4c       | stands       | Banker's Hand wins |
        | 7      | draws 3 | 7d 3s 4c 4h 3d    | 7d 4c 3d    | 3s 4h       | stands       | Banker's Hand wins |
        | 7      | draws 4 | 2c Ad Td 6h 4d    | 2c Td 4d    | Ad 6h       | stands       | Banker's Hand wins |
        | 7      | draws 5 | Kc Ac 3c 6h 5d    | Kc 3c 5d    | Ac 6h       | stands       | Player's Hand wins |
        | 7      | draws 6 | 5s 3s 9h 4s 6s    | 5s 9h 6s    | 3s 4s       | stands       | Banker's Hand wins |
        | 7      | draws 7 | 3h 3c 2d 4c 7d    | 3h 2d 7d    | 3c 4c       | stands       | Banker's Hand wins |
        | 7      | draws 8 | Js 2h Kc 5h 8c    | Js Kc 8c    | 2h 5h       | stands       | Player's Hand wins |
        | 7      | draws 9 | 4h 7s 7c Kh 9s    | 4h 7c 9s    | 7s Kh       | stands       | Banker's Hand wins |
        | 7      | stands  | 7h 8d Ks 9s       | 7h Ks       | 8d 9s       | stands       | round is a Tie     |

  Rule: 545.9(d)(1) The curator places the Banker's Hand under the right corner of the shoe
    "The curator shall place the Banker's Hand underneath the right corner of the dealing
    shoe."

    @manual
    Scenario: 545.9(d)(1) The curator places the Banker's Hand underneath the right corner of the dealing shoe
      Where the curator puts the Banker's Hand is a movement of cards on the layout: a
      table-game system reports the cards each hand holds and the result, never where on the
      table the cards lie, so no observation can show it. The election itself is checked under
      545.9(d).

      Given a Baccarat table whose Rules Submission elects the 545.9(d) procedures
      And all four cards have been dealt
      Then the curator places the Banker's Hand underneath the right corner of the dealing shoe
