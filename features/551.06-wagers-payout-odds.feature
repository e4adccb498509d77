@game_spanish_21
Feature: 551.6 Wagers; payout odds
  58 Pa. Code § 551.6 (Spanish 21), as amended in 2010 (40 Pa.B. 3827). Subsections (a) to
  (e) are not reprinted ("* * * * *"). The Rules Submissions "pa-551-procedure-1" and
  "pa-551-procedure-2" designate the settlement procedure of (f)(1) and (f)(2);
  "pa-551-procedure-1-bar" adds the option of (l). Every round is played on the system from a
  forced shoe (top card first; a Spanish 21 shoe holds no 10s) and judged field by field
  against the oracle. The bonus schedule of (h) is one example per row; the fixed payouts of
  (i) are tried at the boundaries of their wagers.

  Readings taken (docs/interpretations.md): "(b)(3)" is the wager on a hand that is a
  blackjack, "(b)(1), (2) or (4)" every other winning wager; a player's 21 (a blackjack
  included) always wins, the dealer's blackjack too; "the player has made a Double Down Wager"
  is read hand by hand; a Double Down Wager may be made on any number of cards; the $50 to the
  other players goes with a $1,000 or $5,000 fixed payout, once per other person who wagered;
  the deal, the dealer's play and the order of each pass are those of 549.4.

  Rule: 551.6(f) The settlement procedure designated in the Rules Submission
    "After each round of play is complete, the dealer shall collect all losing wagers and pay
    off winning wagers in accordance with one of the following procedures designated in the
    certificate holder's Rules Submission under § 521.2 (relating to table games Rules
    Submissions):"

    Scenario: 551.6(f) A Rules Submission that designates no settlement procedure is refused
      Given a Spanish 21 Rules Submission with no settlement_procedure
      Then the Rules Submission is refused citing "551.6(f)"

    Scenario: 551.6(f) A Rules Submission that designates a procedure "both" is refused
      Given a Spanish 21 Rules Submission with settlement_procedure: both
      Then the Rules Submission is refused citing "551.6(f)"

  Rule: 551.6(f)(1) Collect all losing wagers, then pay all winning wagers
    "(1) Collect all losing wagers and then pay off all winning wagers."

    @written_for_settlement_procedure
    Scenario: 551.6(f)(1) Every losing wager is collected before any winning wager is paid
      Given a Spanish 21 table under Rules Submission "pa-551-procedure-1"
      And seat 1 wagers $10
      And seat 2 wagers $20
      And seat 3 wagers $30
      And seat 4 wagers $40
      And the shoe is stacked in the order "Js Jh 9d Kc Qd 7s 9s 7d Qc 8c"
      When the round is played
      Then the dealer settles in the order "seat 3 collected, seat 1 collected, seat 4 paid, seat 2 paid"
      And the dealer pays seat 4's Wager 1 to 1, $40
      And the dealer collects seat 3's Wager, $30
      And every losing wager goes directly into the table inventory
      And the table inventory's result is -$20

    Scenario: 551.6(f)(1) The $50 fixed payout to a player whose own wager lost is paid after every collection
      Given a Spanish 21 table under Rules Submission "pa-551-procedure-1"
      And seat 1 wagers $10
      And seat 2 wagers $10
      And the shoe is stacked in the order "7h 9s 7c 7h 6d Kd 7h"
      When seat 1 hits
      And the round is played
      Then the dealer settles in the order "seat 2 collected, seat 2 paid, seat 1 paid, seat 1 paid"
      And the dealer pays seat 2 an additional fixed payout of $50

    Scenario: 551.6(f)(1) On the dealer's blackjack the losing Wager is collected, then the Insurance Wager is paid 2 to 1
      The Insurance Wager (§ 551.10, not in the seeds) is paid 2 to 1 when the dealer's hole
      card makes a blackjack (interpretation register): $5 insured is paid $10, where 1 to 1
      would pay $5 and even money on the hand would pay nothing.

      Given a Spanish 21 table under Rules Submission "pa-551-procedure-1"
      And seat 1 wagers $10
      And the shoe is stacked in the order "Ks Ac 9d Kh"
      When seat 1 makes an Insurance Wager of $5
      And the round is played
      Then the dealer settles in the order "seat 1 collected, seat 1 paid"
      And the dealer collects seat 1's Wager, $10
      And the dealer pays seat 1's Insurance Wager 2 to 1, $10
      And the table inventory's result is +$0

    Scenario: 551.6(f)(1) Without the dealer's blackjack the Insurance Wager is collected with the losing wagers
      Given a Spanish 21 table under Rules Submission "pa-551-procedure-1"
      And seat 1 wagers $10
      And seat 2 wagers $20
      And the shoe is stacked in the order "Ks 8c Ac 9d 9c 7h"
      When seat 1 makes an Insurance Wager of $5
      And seat 2 makes an Insurance Wager of $10
      And the round is played
      Then the dealer settles in the order "seat 2 collected, seat 2 collected, seat 1 collected, seat 1 paid"
      And the dealer collects seat 1's Insurance Wager, $5
      And the dealer collects seat 2's Insurance Wager, $10
      And the dealer collects seat 2's Wager, $20
      And the dealer pays seat 1's Wager 1 to 1, $10
      And the table inventory's result is +$25

    @written_for_settlement_procedure
    Scenario: 551.6(f)(1) A hand that busts is collected though the dealer busts after it
      Given a Spanish 21 table under Rules Submission "pa-551-procedure-1"
      And seat 1 wagers $10
      And seat 2 wagers $20
      And the shoe is stacked in the order "Ks Kd 6d 6c 2s Qh 9h 8s"
      When seat 1 hits
      And seat 2 stands
      And the round is played
      Then the dealer settles in the order "seat 1 collected, seat 2 paid"
      And the dealer collects seat 1's Wager, $10
      And the dealer pays seat 2's Wager 1 to 1, $20
      And the table inventory's result is -$10

  Rule: 551.6(f)(2) Player by player, from the dealer's right, counterclockwise
    "(2) Pay off all winning wagers and collect all losing wagers beginning with the player
    farthest to the right of the dealer and continuing counterclockwise around the table. The
    dealer shall place any losing wagers directly into the table inventory and may not pay
    off any winning wagers by using value chips collected from a losing wager."

    @written_for_settlement_procedure
    Scenario: 551.6(f)(2) The dealer settles each player in turn from the player farthest to the right
      Given a Spanish 21 table under Rules Submission "pa-551-procedure-2"
      And seat 1 wagers $10
      And seat 2 wagers $20
      And seat 3 wagers $30
      And seat 4 wagers $40
      And the shoe is stacked in the order "Js Jh 9d Kc Qd 7s 9s 7d Qc 8c"
      When the round is played
      Then the dealer settles in the order "seat 4 paid, seat 3 collected, seat 2 paid, seat 1 collected"
      And every losing wager goes directly into the table inventory
      And no winning wager is paid with chips collected from a losing wager

    Scenario: 551.6(f)(2) The chips of an earlier losing wager do not pay a later winner
      Given a Spanish 21 table under Rules Submission "pa-551-procedure-2"
      And seat 1 wagers $50
      And seat 6 wagers $50
      And the shoe is stacked in the order "Js 9d Qd Kh 7c 8s"
      When the round is played
      Then the dealer settles in the order "seat 6 collected, seat 1 paid"
      And no winning wager is paid with chips collected from a losing wager

    @written_for_settlement_procedure
    Scenario: 551.6(f)(2) Player by player, each Insurance Wager is paid 2 to 1 on the dealer's blackjack
      Seat 2 holds a blackjack and insures it; seat 1 insures a 19. Each player's Insurance
      Wager is settled before the player's Wager (interpretation register).

      Given a Spanish 21 table under Rules Submission "pa-551-procedure-2"
      And seat 1 wagers $10
      And seat 2 wagers $20
      And the shoe is stacked in the order "Ks As Ac 9d Kd Qh"
      When seat 1 makes an Insurance Wager of $5
      And seat 2 makes an Insurance Wager of $10
      And the round is played
      Then the dealer settles in the order "seat 2 paid, seat 2 paid, seat 1 paid, seat 1 collected"
      And the dealer pays seat 2's Insurance Wager 2 to 1, $20
      And the dealer pays seat 2's Wager 3 to 2, $30
      And the dealer pays seat 1's Insurance Wager 2 to 1, $10
      And the dealer collects seat 1's Wager, $10
      And the table inventory's result is -$50

    @manual
    Scenario: 551.6(f)(2) The chips the dealer collects go into the table inventory, and winners are paid from it
      Manual check: the scenarios above judge each line's money (a losing wager collected
      whole, a winner paid its odds, the table inventory's result exactly what was collected
      less what was paid) and the system's own record of where each line's chips went. Which
      chips the dealer's hands actually move, and that none collected from a losing wager
      pays a winner, is seen at the Spanish 21 table.

      Given a round of Spanish 21 settled under procedure (2)
      Then each losing wager is placed directly into the table inventory
      And no winning wager is paid with value chips collected from a losing wager

  Rule: 551.6(g) 3 to 2 for a blackjack, 1 to 1 otherwise
    "Except as provided in subsections (h) and (i), winning wagers made in accordance with
    subsection (b)(3) shall be paid at odds of 3 to 2, and winning wagers made in accordance
    with subsection (b)(1), (2) or (4) shall be paid at odds of 1 to 1."

    Scenario Outline: 551.6(g) A blackjack on a <wager> wager is paid 3 to 2, <paid>
      Given a Spanish 21 table under Rules Submission "pa-551-procedure-1"
      And seat 1 wagers <wager>
      And the shoe is stacked in the order "As 9c Kd 7h 4d"
      When the round is played
      Then the dealer pays seat 1's Wager 3 to 2, <paid>

      Examples:
        | wager | paid   |
        | $10   | $15    |
        | $5    | $7.50  |
        | $25   | $37.50 |

    Scenario: 551.6(g) A player's blackjack beats the dealer's blackjack and is paid 3 to 2
      Given a Spanish 21 table under Rules Submission "pa-551-procedure-1"
      And seat 1 wagers $10
      And seat 2 wagers $10
      And the shoe is stacked in the order "As 9h Ac Kd Qh Kh"
      When the round is played
      Then the dealer pays seat 1's Wager 3 to 2, $15
      And the dealer collects seat 2's Wager, $10

    Scenario: 551.6(g) A winning hand that is neither a blackjack nor a bonus hand is paid 1 to 1
      Given a Spanish 21 table under Rules Submission "pa-551-procedure-1"
      And seat 1 wagers $10
      And the shoe is stacked in the order "Js 9c 9d 7h 8s"
      When the round is played
      Then the dealer pays seat 1's Wager 1 to 1, $10

    Scenario: 551.6(g) A four-card 21 is paid 1 to 1 and wins against the dealer's 21
      Given a Spanish 21 table under Rules Submission "pa-551-procedure-1"
      And seat 1 wagers $10
      And the shoe is stacked in the order "2h 9c 3d 5s 9s 7h 7d"
      When seat 1 hits 2 times
      And the round is played
      Then the dealer pays seat 1's Wager 1 to 1, $10

    Scenario: 551.6(g) An ace and a face card after splitting aces is 21, not a blackjack: 1 to 1
      Given a Spanish 21 table under Rules Submission "pa-551-procedure-1"
      And seat 1 wagers $10
      And the shoe is stacked in the order "As 9c Ad 9s Kc Qh"
      When seat 1 splits
      And the round is played
      Then the dealer pays seat 1's Wager on hand 1 1 to 1, $10
      And the dealer pays seat 1's Split Wager on hand 2 1 to 1, $10

    @written_for_dealer_hits_soft_17
    Scenario: 551.6(g) A dealer who draws on a soft 17 under the Rules Submission option busts: 1 to 1
      Given a Spanish 21 table under Rules Submission "pa-551-hit-soft-17"
      And seat 1 wagers $10
      And the shoe is stacked in the order "Ks As 7d 6h 5c Kc"
      When the round is played
      Then the dealer pays seat 1's Wager 1 to 1, $10

    @written_for_dealer_hits_soft_17
    Scenario: 551.6(g) A dealer who stands on every 17 pushes against a 17
      Given a Spanish 21 table under Rules Submission "pa-551-procedure-1"
      And seat 1 wagers $10
      And the shoe is stacked in the order "Ks As 7d 6h 5c Kc"
      When the round is played
      Then seat 1's Wager pushes

    @written_for_dealer_hits_soft_17
    Scenario: 551.6(g) A dealer who draws on a soft 17 makes 20 and beats an 18
      Given a Spanish 21 table under Rules Submission "pa-551-hit-soft-17"
      And seat 1 wagers $10
      And the shoe is stacked in the order "Ks Ad 8d 6c 3h"
      When the round is played
      Then the dealer collects seat 1's Wager, $10

    @written_for_dealer_hits_soft_17
    Scenario: 551.6(g) A dealer who stands on a soft 17 loses to an 18
      Given a Spanish 21 table under Rules Submission "pa-551-procedure-2"
      And seat 1 wagers $10
      And the shoe is stacked in the order "Ks Ad 8d 6c 3h"
      When the round is played
      Then the dealer pays seat 1's Wager 1 to 1, $10

    Scenario: 551.6(g) A dealer who draws on a soft 17 stands on a soft 18 and loses to a 19
      Given a Spanish 21 table under Rules Submission "pa-551-hit-soft-17"
      And seat 1 wagers $10
      And the shoe is stacked in the order "Qs 5d 9c 2h Ac 3s"
      When the round is played
      Then the dealer pays seat 1's Wager 1 to 1, $10

  Rule: 551.6(h) The bonus schedule, only 1 to 1 after a Double Down Wager
    "A certificate holder shall pay the following payout odds for winning wagers made in
    accordance with subsection (b) unless the player has made a Double Down Wager under
    § 551.11 (relating to Double Down Wager; rescue), in which case all of the following
    wagers shall only be paid at odds of 1 to 1:"

    Scenario Outline: 551.6(h) After a Double Down Wager, <hand> is paid only 1 to 1
      Given a Spanish 21 table under Rules Submission "pa-551-procedure-1"
      And seat 1 wagers $10
      And the shoe is stacked in the order "<shoe>"
      When seat 1 hits <hits> times
      And seat 1 doubles down
      And the round is played
      Then the dealer pays seat 1's Wager 1 to 1, $10
      And the dealer pays seat 1's Double Down Wager 1 to 1, $10

      Examples:
        | hand                             | shoe                          | hits |
        | 6-7-8 of mixed suits             | 6h 9c 7d 8d 8c                | 0    |
        | 6-7-8 of the same suit           | 6h 9c 7h 8d 8h                | 0    |
        | 6-7-8 of spades                  | 6s 9c 7s 8d 8s                | 0    |
        | three 7's of mixed suits         | 7h 9c 7d 8d 7c                | 0    |
        | three 7's of the same suit       | 7h 9c 7h 8d 7h                | 0    |
        | three 7's of spades              | 7s 9c 7s 8d 7s                | 0    |
        | five cards totaling 21           | 2h 9c 3d 8d 4c 5s 7h          | 2    |
        | six cards totaling 21            | 2h 9c 3d 8d 2c 4s 3h 7c       | 3    |
        | seven cards totaling 21          | 2h 9c 2d 8d 2c 3s 3h 4c 5d    | 4    |

    Scenario: 551.6(h) A Double Down Wager on one hand of a split leaves the other hand's bonus
      Given a Spanish 21 table under Rules Submission "pa-551-procedure-1"
      And seat 1 wagers $10
      And the shoe is stacked in the order "7h 9c 7d 8d 8h 6c 6s 8s 5d"
      When seat 1 splits
      And seat 1 doubles down
      And seat 1's hand 2 hits
      And the round is played
      Then the dealer pays seat 1's Wager on hand 1 1 to 1, $10
      And the dealer pays seat 1's Double Down Wager on hand 1 1 to 1, $10
      And the dealer pays seat 1's Split Wager on hand 2 3 to 2, $15

  Rule: 551.6(h)(1) 6-7-8 of mixed suits
    "(1) Three cards consisting of the 6, 7 and 8 of mixed suits shall be paid at odds of 3 to 2."

    Scenario Outline: 551.6(h)(1) A <wager> wager on 6-7-8 of mixed suits is paid 3 to 2, <paid>
      Given a Spanish 21 table under Rules Submission "pa-551-procedure-1"
      And seat 1 wagers <wager>
      And the shoe is stacked in the order "6h 9c 7d 8d 8c"
      When seat 1 hits
      And the round is played
      Then the dealer pays seat 1's Wager 3 to 2, <paid>

      Examples:
        | wager | paid   |
        | $10   | $15    |
        | $5    | $7.50  |

  Rule: 551.6(h)(2) 6-7-8 of the same suit; of spades
    "(2) Three cards consisting of the 6, 7 and 8 of the same suit shall be paid at odds of 2
    to 1, except that three cards consisting of the 6, 7 and 8 of spades shall be paid at odds
    of 3 to 1."

    Scenario Outline: 551.6(h)(2) 6-7-8 of <suit> is paid <odds>, <paid>
      Given a Spanish 21 table under Rules Submission "pa-551-procedure-1"
      And seat 1 wagers $10
      And the shoe is stacked in the order "<shoe>"
      When seat 1 hits
      And the round is played
      Then the dealer pays seat 1's Wager <odds>, <paid>

      Examples:
        | suit     | shoe           | odds   | paid |
        | hearts   | 6h 9c 7h 8d 8h | 2 to 1 | $20  |
        | diamonds | 6d 9c 7d 8c 8d | 2 to 1 | $20  |
        | clubs    | 6c 9h 7c 8d 8c | 2 to 1 | $20  |
        | spades   | 6s 9c 7s 8d 8s | 3 to 1 | $30  |

  Rule: 551.6(h)(3) Three 7's of mixed suits
    "(3) Three cards consisting of three 7's of mixed suits shall be paid at odds of 3 to 2."

    Scenario: 551.6(h)(3) Three 7's of mixed suits are paid 3 to 2
      Given a Spanish 21 table under Rules Submission "pa-551-procedure-1"
      And seat 1 wagers $10
      And the shoe is stacked in the order "7h 9c 7d 8d 7c"
      When seat 1 hits
      And the round is played
      Then the dealer pays seat 1's Wager 3 to 2, $15

    Scenario: 551.6(h)(3) Two 7's of one suit and one of another are of mixed suits: 3 to 2
      Given a Spanish 21 table under Rules Submission "pa-551-procedure-1"
      And seat 1 wagers $10
      And the shoe is stacked in the order "7s 9c 7s 8d 7h"
      When seat 1 hits
      And the round is played
      Then the dealer pays seat 1's Wager 3 to 2, $15

  Rule: 551.6(h)(4) Three 7's of the same suit; of spades
    "(4) Three cards consisting of three 7's of the same suit shall be paid at odds of 2 to 1,
    except that three cards consisting of three 7's of spades shall be paid at odds of 3 to 1."

    Scenario Outline: 551.6(h)(4) Three 7's of <suit> are paid <odds>, <paid>
      Given a Spanish 21 table under Rules Submission "pa-551-procedure-1"
      And seat 1 wagers $10
      And the shoe is stacked in the order "<shoe>"
      When seat 1 hits
      And the round is played
      Then the dealer pays seat 1's Wager <odds>, <paid>
      And the dealer pays seat 1 no fixed payout

      Examples:
        | suit     | shoe           | odds   | paid |
        | hearts   | 7h 9c 7h 8d 7h | 2 to 1 | $20  |
        | diamonds | 7d 9c 7d 8c 7d | 2 to 1 | $20  |
        | clubs    | 7c 9h 7c 8d 7c | 2 to 1 | $20  |
        | spades   | 7s 9c 7s 8d 7s | 3 to 1 | $30  |

  Rule: 551.6(h)(5) Five cards totaling 21
    "(5) Five cards totaling 21 shall be paid at odds of 3 to 2."

    Scenario: 551.6(h)(5) Five cards totaling 21 are paid 3 to 2
      Given a Spanish 21 table under Rules Submission "pa-551-procedure-1"
      And seat 1 wagers $10
      And the shoe is stacked in the order "2h 9c 3d 8d 4c 5s 7h"
      When seat 1 hits 3 times
      And the round is played
      Then the dealer pays seat 1's Wager 3 to 2, $15

    Scenario: 551.6(h)(5) Five cards totaling 21 with an ace counted as eleven are paid 3 to 2
      Given a Spanish 21 table under Rules Submission "pa-551-procedure-1"
      And seat 1 wagers $10
      And the shoe is stacked in the order "As 9c 2d 8d 2c 3s 3h"
      When seat 1 hits 3 times
      And the round is played
      Then the dealer pays seat 1's Wager 3 to 2, $15

  Rule: 551.6(h)(6) Six cards totaling 21
    "(6) Six cards totaling 21 shall be paid at odds of 2 to 1."

    Scenario: 551.6(h)(6) Six cards totaling 21 are paid 2 to 1
      Given a Spanish 21 table under Rules Submission "pa-551-procedure-1"
      And seat 1 wagers $10
      And the shoe is stacked in the order "2h 9c 3d 8d 2c 4s 3h 7c"
      When seat 1 hits 4 times
      And the round is played
      Then the dealer pays seat 1's Wager 2 to 1, $20

  Rule: 551.6(h)(7) Seven or more cards totaling 21
    "(7) Seven or more cards totaling 21 shall be paid at odds of 3 to 1."

    Scenario Outline: 551.6(h)(7) <count> cards totaling 21 are paid 3 to 1
      Given a Spanish 21 table under Rules Submission "pa-551-procedure-1"
      And seat 1 wagers $10
      And the shoe is stacked in the order "<shoe>"
      When seat 1 hits <hits> times
      And the round is played
      Then the dealer pays seat 1's Wager 3 to 1, $30

      Examples:
        | count | shoe                          | hits |
        | Seven | 2h 9c 2d 8d 2c 3s 3h 4c 5d    | 5    |
        | Eight | 2h 9c 2d 8d 2c 2s 3h 3d 3c 4s | 6    |

  Rule: 551.6(i) The fixed payouts for three 7's of the same suit against the dealer's 7
    "In addition to the payouts required under subsection (h)(4), a winning hand that
    consists of three 7's of the same suit when the dealer's exposed card is also a seven of
    any suit shall be paid an additional fixed payout of $1,000 if the player's original
    wager was $5 or more but less than $25, or $5,000 if the player's original wager was $25
    or more. All other players at the table who placed a wager during that round of play shall
    also be paid an additional fixed payout of $50. The additional fixed payouts required by
    this subsection will not be applicable if a Double Down Wager was made on a winning hand
    or the winning hand had been split under § 551.12 (relating to splitting pairs)."

    Scenario Outline: 551.6(i) Three 7's of <suit> on a <wager> wager against the dealer's 7: <fixed>, and <others> to the other player
      Given a Spanish 21 table under Rules Submission "pa-551-procedure-1"
      And seat 1 wagers <wager>
      And seat 2 wagers $10
      And the shoe is stacked in the order "<seven> Kh 7c <seven> 8d Kd <seven>"
      When seat 1 hits
      And the round is played
      Then the dealer pays seat 1's Wager <odds>, <paid>
      And the dealer pays seat 1 <fixed>
      And the dealer pays seat 2 <others>

      Examples:
        | suit   | seven | wager  | odds   | paid    | fixed                                 | others                             |
        | hearts | 7h    | $4.99  | 2 to 1 | $9.98   | no fixed payout                       | no fixed payout                    |
        | hearts | 7h    | $5     | 2 to 1 | $10     | an additional fixed payout of $1,000  | an additional fixed payout of $50  |
        | hearts | 7h    | $24.99 | 2 to 1 | $49.98  | an additional fixed payout of $1,000  | an additional fixed payout of $50  |
        | hearts | 7h    | $25    | 2 to 1 | $50     | an additional fixed payout of $5,000  | an additional fixed payout of $50  |
        | hearts | 7h    | $100   | 2 to 1 | $200    | an additional fixed payout of $5,000  | an additional fixed payout of $50  |
        | spades | 7s    | $5     | 3 to 1 | $15     | an additional fixed payout of $1,000  | an additional fixed payout of $50  |
        | spades | 7s    | $25    | 3 to 1 | $75     | an additional fixed payout of $5,000  | an additional fixed payout of $50  |

    @written_for_settlement_procedure
    Scenario: 551.6(i) Every other player who wagered is paid $50, whether their own hand won or lost
      Given a Spanish 21 table under Rules Submission "pa-551-procedure-2"
      And seat 1 wagers $25
      And seat 3 wagers $10
      And seat 5 wagers $15 for "a person standing behind seat 5"
      And the shoe is stacked in the order "7d Kh 9s 7c 7d 6d 9h Kd 7d"
      When seat 1 hits
      And the round is played
      Then the dealer pays seat 1 an additional fixed payout of $5,000
      And the dealer pays seat 3 an additional fixed payout of $50
      And the dealer pays seat 5 an additional fixed payout of $50
      And the dealer collects seat 3's Wager, $10
      And the dealer settles in the order "seat 5 paid, seat 5 paid, seat 3 collected, seat 3 paid, seat 1 paid, seat 1 paid"

    Scenario: 551.6(i) The dealer's hole card being a 7 is not the exposed card: no fixed payout
      Given a Spanish 21 table under Rules Submission "pa-551-procedure-1"
      And seat 1 wagers $25
      And seat 2 wagers $10
      And the shoe is stacked in the order "7h Kh Kc 7h 8d 7c 7h"
      When seat 1 hits
      And the round is played
      Then the dealer pays seat 1's Wager 2 to 1, $50
      And the dealer pays seat 1 no fixed payout
      And the dealer pays seat 2 no fixed payout

    Scenario: 551.6(i) No fixed payout after a Double Down Wager on the winning hand
      Given a Spanish 21 table under Rules Submission "pa-551-procedure-1"
      And seat 1 wagers $25
      And seat 2 wagers $10
      And the shoe is stacked in the order "7h Kh 7c 7h 8d Kd 7h"
      When seat 1 doubles down
      And the round is played
      Then the dealer pays seat 1's Wager 1 to 1, $25
      And the dealer pays seat 1's Double Down Wager 1 to 1, $25
      And the dealer pays seat 1 no fixed payout
      And the dealer pays seat 2 no fixed payout

    Scenario: 551.6(i) No fixed payout, and no $50 to the others, when the winning hand had been split
      Given a Spanish 21 table under Rules Submission "pa-551-procedure-1"
      And seat 1 wagers $25
      And seat 2 wagers $10
      And the shoe is stacked in the order "7h Kh 7c 7h 8d Kd 7h 7h 7h Qs"
      When seat 1 splits
      And seat 1 hits
      And seat 1's hand 2 stands
      And the round is played
      Then the dealer pays seat 1's Wager on hand 1 2 to 1, $50
      And the dealer pays seat 1 no fixed payout
      And the dealer pays seat 2 no fixed payout

  Rule: 551.6(j) No handling of a wager once the first card is out of the shoe
    "Except as expressly permitted by this subchapter, once the first card of any hand has
    been removed from the shoe by the dealer, no player may handle, remove or alter any wagers
    that have been made until a decision has been rendered and implemented with respect to
    that wager."

    @offers_remove_or_alter_wagers
    Scenario: 551.6(j) A player may not remove a wager after the first card
      Given a Spanish 21 table under Rules Submission "pa-551-procedure-1"
      And seat 1 wagers $10
      And seat 2 wagers $20
      And the shoe is stacked in the order "Js 9d Kc 7h 6s 8c"
      When seat 2 then tries to remove its Wager
      And the round is played
      Then the system refuses seat 2's attempt to remove its Wager as wager-locked-after-first-card
      And the dealer collects seat 2's Wager, $20

    @offers_remove_or_alter_wagers
    Scenario: 551.6(j) A player may not alter a wager after the first card
      Given a Spanish 21 table under Rules Submission "pa-551-procedure-2"
      And seat 1 wagers $10
      And the shoe is stacked in the order "Js 9d 9h 7h 8c"
      When seat 1 then tries to alter its Wager to $100
      And the round is played
      Then the system refuses seat 1's attempt to alter its Wager as wager-locked-after-first-card
      And the dealer pays seat 1's Wager 1 to 1, $10

    @offers_remove_or_alter_wagers
    Scenario: 551.6(j) Before the first card is removed, a wager may still be taken down or changed
      Given a Spanish 21 table under Rules Submission "pa-551-procedure-1"
      And seat 1 wagers $10
      And seat 2 wagers $20
      And seat 2 removes its Wager before the first card is removed from the shoe
      And seat 1 alters its Wager to $15 before the first card is removed from the shoe
      And the shoe is stacked in the order "Js 9d 9h 7h 8c"
      When the round is played
      Then the system refuses nothing
      And the dealer pays seat 1's Wager 1 to 1, $15

  Rule: 551.6(k) No handling of an Insurance, Double Down or split wager once confirmed
    "Once an Insurance Wager under § 551.10 (relating to Insurance Wager), a Double Down Wager
    or a wager to split pairs has been made and confirmed by the dealer, no player may handle,
    remove or alter the wagers until a decision has been rendered and implemented with respect
    to that wager, except as expressly permitted by this subchapter."

    @offers_remove_or_alter_wagers
    Scenario: 551.6(k) A confirmed Insurance Wager may not be altered
      Given a Spanish 21 table under Rules Submission "pa-551-procedure-1"
      And seat 1 wagers $10
      And the shoe is stacked in the order "Js Ac 9d 7h"
      When seat 1 makes an Insurance Wager of $5
      And seat 1 then tries to alter its Insurance Wager to $1
      And seat 1 stands
      And the round is played
      Then the system refuses seat 1's attempt to alter its Insurance Wager as wager-locked-after-confirmation
      And the dealer collects seat 1's Insurance Wager, $5

    @offers_remove_or_alter_wagers
    Scenario: 551.6(k) A confirmed Double Down Wager may not be removed
      Given a Spanish 21 table under Rules Submission "pa-551-procedure-1"
      And seat 1 wagers $10
      And the shoe is stacked in the order "6s 9c 5d 8h 9h"
      When seat 1 doubles down
      And seat 1 then tries to remove its Double Down Wager
      And the round is played
      Then the system refuses seat 1's attempt to remove its Double Down Wager as wager-locked-after-confirmation
      And the dealer pays seat 1's Double Down Wager 1 to 1, $10

    @offers_remove_or_alter_wagers
    Scenario: 551.6(k) A confirmed wager to split pairs may not be removed
      Given a Spanish 21 table under Rules Submission "pa-551-procedure-1"
      And seat 1 wagers $10
      And the shoe is stacked in the order "8s 9c 8d Kh 3c Kd Kc 5d"
      When seat 1 splits
      And seat 1 then tries to remove its Split Wager on hand 2
      And seat 1 hits
      And seat 1's hand 2 stands
      And the round is played
      Then the system refuses seat 1's attempt to remove its Split Wager on hand 2 as wager-locked-after-confirmation
      And the dealer collects seat 1's Split Wager on hand 2, $10

  Rule: 551.6(l) The option to bar a person who did not wager until a reshuffle
    "After the cards have been shuffled under § 551.4 (relating to opening of the table for
    gaming), a certificate holder may prohibit any person, whether seated at the gaming table
    or not, who does not make a wager on a given round of play from placing a wager on
    subsequent rounds of play at that gaming table until either:"

    @written_for_bar_non_wagering_persons
    Scenario: 551.6(l) A player who sat out a round may not wager on the subsequent rounds, the very next one included
      Given a Spanish 21 table under Rules Submission "pa-551-procedure-1-bar"
      And seat 1 wagers $10
      And seat 2 wagers $10
      And the shoe is stacked in the order "Js 9s Kd 8s 9d 7d"
      When the round is played
      Given seat 1 wagers $10
      And the shoe is stacked in the order "Js Kd 8s 7d"
      When the round is played
      Then the persons barred from the next round are "seat 2"
      Given seat 1 wagers $10
      And seat 2 wagers $25
      And the shoe is stacked in the order "Js Kd 8s 7d 9d 7c Kc Qc"
      When the round is played
      Then the system refuses the wager of $25 at seat 2 as barred-until-reshuffle
      Given seat 1 wagers $10
      And seat 2 wagers $25
      And the shoe is stacked in the order "Js Kd 8s 7d 9d 7c Kc Qc"
      When the round is played
      Then the system refuses the wager of $25 at seat 2 as barred-until-reshuffle

    @written_for_bar_non_wagering_persons
    Scenario: 551.6(l) Without the option in the Rules Submission, nobody is barred
      Given a Spanish 21 table under Rules Submission "pa-551-procedure-1"
      And seat 1 wagers $10
      And the shoe is stacked in the order "Js Kd 8s 7d"
      When the round is played
      Given seat 1 wagers $10
      And seat 2 wagers $25
      And the shoe is stacked in the order "Js 9s Kd 8s 9d 7d"
      When the round is played
      Then the system accepts the wager at seat 2

  Rule: 551.6(l)(1) Until the certificate holder permits the player to wager again
    "(1) The certificate holder chooses to permit the player to begin wagering again."

    @written_for_bar_non_wagering_persons
    Scenario: 551.6(l)(1) The certificate holder permits a barred person to begin wagering again
      Given a Spanish 21 table under Rules Submission "pa-551-procedure-1-bar"
      And seat 1 wagers $10
      And the shoe is stacked in the order "Js Kd 8s 7d"
      When the round is played
      Given the certificate holder permits "Ann" to begin wagering again
      And seat 1 wagers $10
      And seat 2 wagers $25 for "Ann"
      And seat 3 wagers $25 for "Bob"
      And the shoe is stacked in the order "Js 9s Kd 8s 9d 7d 9h 7c Kc Qc"
      When the round is played
      Then the system accepts the wager at seat 2
      And the system refuses the wager of $25 at seat 3 as barred-until-reshuffle
      And the persons barred from the next round are "Bob"

  Rule: 551.6(l)(2) Until a reshuffle of the cards
    "(2) A reshuffle of the cards has occurred."

    Scenario: 551.6(l)(2) A reshuffle lifts the bar
      Given a Spanish 21 table under Rules Submission "pa-551-procedure-1-bar"
      And seat 1 wagers $10
      And seat 2 wagers $10
      And the shoe is stacked in the order "Js 9s Kd 8s 9d 7d"
      When the round is played
      Given seat 1 wagers $10
      And the shoe is stacked in the order "Js Kd 8s 7d"
      When the round is played
      Given the cards are reshuffled before the round
      And seat 1 wagers $10
      And seat 2 wagers $25
      And the shoe is stacked in the order "Js 9s Kd 8s 9d 7d"
      When the round is played
      Then the system accepts the wager at seat 2
      And the persons barred from the next round are ""
