@game_blackjack
Feature: 549.4 Wagers
  58 Pa. Code § 549.4 (Blackjack), as amended in 2010 (40 Pa.B. 3827). Subsections (a) to (e)
  are not reprinted ("* * * * *"). The Rules Submissions "pa-549-procedure-1" and
  "pa-549-procedure-2" designate the settlement procedure of (f)(1) and (f)(2);
  "pa-549-procedure-1-bar" adds the option of (j). Every round is played on the system from
  a forced shoe (top card first) and judged field by field against the oracle.

  Readings taken (docs/interpretations.md): seats are numbered clockwise from the dealer's
  left, so the player "farthest to the right of the dealer" is the highest seat in play; the
  deal is one card to each seat from seat 1, the dealer's card face up, a second card to each
  seat and the dealer's hole card face down; the dealer checks the hole card under an ace or
  a ten-value card; the dealer stands on every 17 unless the Rules Submission says
  "dealer_hits_soft_17"; a live hand with no further move in the script stands; within each
  pass of (f)(1) the dealer goes counterclockwise as in (f)(2); a push is neither collected
  nor paid. Where the text allows several answers every one passes: when every player hand is
  busted or a blackjack the dealer may complete the hand or not; the second hand of a split
  pair may take its second card at the split or when its turn comes; winnings that do not come
  out in whole cents may be rounded down, to the nearest cent or up. Every stacked shoe holds
  a card to spare for a dealer who completes the hand.

  Rule: 549.4(f) The settlement procedure designated in the Rules Submission
    "After each round of play is complete, the dealer shall collect all losing wagers and pay
    off all winning wagers in accordance with one of the following procedures designated in
    the certificate holder's Rules Submission under § 521.2 (relating to table games Rules
    Submissions):"

    Scenario: 549.4(f) A Rules Submission that designates no settlement procedure is refused
      Given a Blackjack Rules Submission with no settlement_procedure
      Then the Rules Submission is refused citing "549.4(f)"

    Scenario: 549.4(f) A Rules Submission that designates a third procedure is refused
      Given a Blackjack Rules Submission with settlement_procedure: 3
      Then the Rules Submission is refused citing "549.4(f)"

    Scenario: 549.4(f) Either procedure may be designated
      Given a Blackjack Rules Submission with settlement_procedure: 2, bar_non_wagering_persons: true
      Then the Rules Submission is accepted

    Scenario: 549.4(f) A push is neither collected nor paid
      Given a Blackjack table under Rules Submission "pa-549-procedure-1"
      And seat 1 wagers $10
      And the shoe is stacked in the order "Ts 9c 8d 9h"
      When the round is played
      Then seat 1's Wager pushes
      And the table inventory's result is +$0

  Rule: 549.4(f)(1) Collect all losing wagers, then pay all winning wagers
    "(1) Collect all losing wagers and then pay off all winning wagers."

    @written_for_settlement_procedure
    Scenario: 549.4(f)(1) Every losing wager is collected before any winning wager is paid
      Given a Blackjack table under Rules Submission "pa-549-procedure-1"
      And seat 1 wagers $10
      And seat 2 wagers $20
      And seat 3 wagers $30
      And seat 4 wagers $40
      And the shoe is stacked in the order "Ts Th 9d Kc Td 7s 9s 7d Qc 8c"
      When the round is played
      Then the dealer settles in the order "seat 3 collected, seat 1 collected, seat 4 paid, seat 2 paid"
      And the dealer collects seat 3's Wager, $30
      And the dealer collects seat 1's Wager, $10
      And the dealer pays seat 4's Wager 1 to 1, $40
      And the dealer pays seat 2's Wager 1 to 1, $20
      And every losing wager goes directly into the table inventory
      And the table inventory's result is -$20

    Scenario: 549.4(f)(1) A doubled hand that loses is collected, wager and Double Down Wager, before the payments
      Given a Blackjack table under Rules Submission "pa-549-procedure-1"
      And seat 1 wagers $10
      And seat 2 wagers $10
      And the shoe is stacked in the order "Ks 6c 9d Jh 5h 8c 2s"
      When seat 1 stands
      And seat 2 doubles down
      And the round is played
      Then the dealer settles in the order "seat 2 collected, seat 2 collected, seat 1 paid"
      And the dealer collects seat 2's Double Down Wager, $10

    Scenario: 549.4(f)(1) On the dealer's blackjack the losing Wager is collected, then the Insurance Wager is paid 2 to 1
      The Insurance Wager (§ 549.10, not in the seeds) is paid 2 to 1 when the dealer's hole
      card makes a blackjack (interpretation register): $5 insured is paid $10, where 1 to 1
      would pay $5 and even money on the hand would pay nothing.

      Given a Blackjack table under Rules Submission "pa-549-procedure-1"
      And seat 1 wagers $10
      And the shoe is stacked in the order "Ts Ac 9d Kh"
      When seat 1 makes an Insurance Wager of $5
      And the round is played
      Then the dealer settles in the order "seat 1 collected, seat 1 paid"
      And the dealer collects seat 1's Wager, $10
      And the dealer pays seat 1's Insurance Wager 2 to 1, $10
      And the table inventory's result is +$0

    Scenario: 549.4(f)(1) Without the dealer's blackjack the Insurance Wager is collected with the losing wagers
      Given a Blackjack table under Rules Submission "pa-549-procedure-1"
      And seat 1 wagers $10
      And seat 2 wagers $20
      And the shoe is stacked in the order "Ts 8c Ac 9d 9c 7h"
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
    Scenario: 549.4(f)(1) A hand that busts is collected though the dealer busts after it
      Given a Blackjack table under Rules Submission "pa-549-procedure-1"
      And seat 1 wagers $10
      And seat 2 wagers $20
      And the shoe is stacked in the order "Ts Kd 6d 6c 2s Qh 9h 8s"
      When seat 1 hits
      And seat 2 stands
      And the round is played
      Then the dealer settles in the order "seat 1 collected, seat 2 paid"
      And the dealer collects seat 1's Wager, $10
      And the dealer pays seat 2's Wager 1 to 1, $20
      And the table inventory's result is -$10

  Rule: 549.4(f)(2) Player by player, from the dealer's right, counterclockwise
    "(2) Pay off all winning wagers and collect all losing wagers beginning with the player
    farthest to the right of the dealer and continuing counterclockwise around the table. The
    dealer shall place any losing wagers directly into the table inventory and shall not pay
    off any winning wagers by using value chips collected from a losing wager."

    @written_for_settlement_procedure
    Scenario: 549.4(f)(2) The dealer settles each player in turn from the player farthest to the right
      Given a Blackjack table under Rules Submission "pa-549-procedure-2"
      And seat 1 wagers $10
      And seat 2 wagers $20
      And seat 3 wagers $30
      And seat 4 wagers $40
      And the shoe is stacked in the order "Ts Th 9d Kc Td 7s 9s 7d Qc 8c"
      When the round is played
      Then the dealer settles in the order "seat 4 paid, seat 3 collected, seat 2 paid, seat 1 collected"
      And the table inventory's result is -$20

    @written_for_settlement_procedure
    Scenario: 549.4(f)(2) Losing wagers go directly into the table inventory and never pay a winning wager
      Given a Blackjack table under Rules Submission "pa-549-procedure-2"
      And seat 2 wagers $25
      And seat 5 wagers $100
      And seat 7 wagers $25
      And the shoe is stacked in the order "Ts 9d Kc Qd 7s 7c 9c 8h"
      When the round is played
      Then the dealer settles in the order "seat 7 paid, seat 5 collected, seat 2 collected"
      And the dealer collects seat 5's Wager, $100
      And the dealer pays seat 7's Wager 1 to 1, $25
      And every losing wager goes directly into the table inventory
      And no winning wager is paid with chips collected from a losing wager

    Scenario: 549.4(f)(2) The chips of an earlier losing wager do not pay a later winner
      Given a Blackjack table under Rules Submission "pa-549-procedure-2"
      And seat 1 wagers $50
      And seat 6 wagers $50
      And the shoe is stacked in the order "Ts 9d Qd Kh 7c 8s"
      When the round is played
      Then the dealer settles in the order "seat 6 collected, seat 1 paid"
      And no winning wager is paid with chips collected from a losing wager

    @written_for_settlement_procedure
    Scenario: 549.4(f)(2) Player by player, each Insurance Wager is paid 2 to 1 on the dealer's blackjack
      Seat 2 holds a blackjack and insures it; seat 1 insures a 19. Each player's Insurance
      Wager is settled before the player's Wager (interpretation register).

      Given a Blackjack table under Rules Submission "pa-549-procedure-2"
      And seat 1 wagers $10
      And seat 2 wagers $20
      And the shoe is stacked in the order "Ts As Ac 9d Kd Qh"
      When seat 1 makes an Insurance Wager of $5
      And seat 2 makes an Insurance Wager of $10
      And the round is played
      Then the dealer settles in the order "seat 2 paid, seat 2 push, seat 1 paid, seat 1 collected"
      And the dealer pays seat 2's Insurance Wager 2 to 1, $20
      And seat 2's Wager pushes
      And the dealer pays seat 1's Insurance Wager 2 to 1, $10
      And the dealer collects seat 1's Wager, $10
      And the table inventory's result is -$20

    @manual
    Scenario: 549.4(f)(2) The chips the dealer collects go into the table inventory, and winners are paid from it
      Manual check: the scenarios above judge each line's money (a losing wager collected
      whole, a winner paid its odds, the table inventory's result exactly what was collected
      less what was paid) and the system's own record of where each line's chips went. Which
      chips the dealer's hands actually move, and that none collected from a losing wager
      pays a winner, is seen at the Blackjack table.

      Given a round of Blackjack settled under procedure (2)
      Then each losing wager is placed directly into the table inventory
      And no winning wager is paid with value chips collected from a losing wager

  Rule: 549.4(g) 1 to 1, and 3 to 2 for a blackjack
    "Winning wagers made in accordance with subsection (b) shall be paid at odds of 1 to 1
    with the exception of blackjack, which shall be paid at odds of 3 to 2."

    Scenario Outline: 549.4(g) A blackjack on a <wager> wager is paid 3 to 2, <paid>
      Given a Blackjack table under Rules Submission "pa-549-procedure-1"
      And seat 1 wagers <wager>
      And the shoe is stacked in the order "As 9c Kd 7h 4d"
      When the round is played
      Then the dealer pays seat 1's Wager 3 to 2, <paid>

      Examples:
        | wager | paid    |
        | $10   | $15     |
        | $5    | $7.50   |
        | $25   | $37.50  |
        | $500  | $750    |

    Scenario: 549.4(g) A winning hand other than a blackjack is paid 1 to 1
      Given a Blackjack table under Rules Submission "pa-549-procedure-1"
      And seat 1 wagers $10
      And the shoe is stacked in the order "Ts 9c 9d 7h 8s"
      When the round is played
      Then the dealer pays seat 1's Wager 1 to 1, $10

    Scenario: 549.4(g) A winning five-card 21 is paid only 1 to 1 at Blackjack
      Given a Blackjack table under Rules Submission "pa-549-procedure-1"
      And seat 1 wagers $10
      And the shoe is stacked in the order "2h 9c 3d 8s 4c 5s 7h"
      When seat 1 hits 3 times
      And the round is played
      Then the dealer pays seat 1's Wager 1 to 1, $10

    Scenario: 549.4(g) A doubled hand that wins is paid 1 to 1 on the Wager and on the Double Down Wager
      Given a Blackjack table under Rules Submission "pa-549-procedure-1"
      And seat 1 wagers $10
      And the shoe is stacked in the order "6s 9c 5d 8h 9h"
      When seat 1 doubles down
      And the round is played
      Then the dealer pays seat 1's Wager 1 to 1, $10
      And the dealer pays seat 1's Double Down Wager 1 to 1, $10

    Scenario: 549.4(g) An ace and a ten-value card after splitting aces is 21, not a blackjack: 1 to 1
      Given a Blackjack table under Rules Submission "pa-549-procedure-1"
      And seat 1 wagers $10
      And the shoe is stacked in the order "As 9c Ad 9s Kc Qh"
      When seat 1 splits
      And the round is played
      Then the dealer pays seat 1's Wager on hand 1 1 to 1, $10
      And the dealer pays seat 1's Split Wager on hand 2 1 to 1, $10

    Scenario: 549.4(g) A split hand of a ten-value card that draws an ace is 21, not a blackjack, and takes no more cards: 1 to 1
      Given a Blackjack table under Rules Submission "pa-549-procedure-1"
      And seat 1 wagers $10
      And the shoe is stacked in the order "Ks 9c Kd 7h 5s Ac 4c"
      When seat 1 splits
      And seat 1's hand 1 stands
      And the round is played
      Then the dealer collects seat 1's Wager on hand 1, $10
      And the dealer pays seat 1's Split Wager on hand 2 1 to 1, $10

    Scenario: 549.4(g) A blackjack against the dealer's blackjack is neither paid nor collected
      Given a Blackjack table under Rules Submission "pa-549-procedure-1"
      And seat 1 wagers $10
      And the shoe is stacked in the order "As Ac Kd Kh"
      When the round is played
      Then seat 1's Wager pushes

    Scenario: 549.4(g) A blackjack winning on $5.25 is paid $7.875 rounded to a cent: $7.87 or $7.88
      "shall be paid at odds of 3 to 2" says nothing of a part of a cent: rounded down, to the
      nearest cent or up, each passes (docs/interpretations.md, "payouts in fractions of a
      cent"); $7.86 or $7.89 fails.

      Given a Blackjack table under Rules Submission "pa-549-procedure-1"
      And seat 1 wagers $5.25
      And the shoe is stacked in the order "As 9c Kd 7h 4d"
      When the round is played
      Then the dealer pays seat 1's Wager 3 to 2, $7.87 or $7.88

    @written_for_payout_rounding
    Scenario: 549.4(g) A Rules Submission that designates rounding to the nearest cent is held to it: $7.88 on $5.25
      Given a Blackjack table under Rules Submission "pa-549-rounding-nearest"
      And seat 1 wagers $5.25
      And the shoe is stacked in the order "As 9c Kd 7h 4d"
      When the round is played
      Then the dealer pays seat 1's Wager 3 to 2, $7.88

    Scenario: 549.4(g) When every player hand is a blackjack the dealer may complete the hand or not
      A blackjack is paid 3 to 2 whatever the dealer then draws, and the seeds do not say
      whether the dealer draws: both pass (docs/interpretations.md, "the dealer's play when no
      hand is left to decide").

      Given a Blackjack table under Rules Submission "pa-549-procedure-1"
      And seat 1 wagers $10
      And seat 2 wagers $20
      And the shoe is stacked in the order "As Ad 9c Kd Qh 6h 5d 3c"
      When the round is played
      Then the dealer pays seat 1's Wager 3 to 2, $15
      And the dealer pays seat 2's Wager 3 to 2, $30
      And the dealer's cards are "9c 6h" or "9c 6h 5d"

    Scenario: 549.4(g) The second hand of a split pair may take its second card at the split or when its turn comes
      The seeds fix no moment for it (549.12 is not reprinted): both pass, each with the cards
      that order deals (docs/interpretations.md, "the second card of a split hand").

      Given a Blackjack table under Rules Submission "pa-549-procedure-1"
      And seat 1 wagers $10
      And the shoe is stacked in the order "8s 9c 8d 7h 2c 4d 6h Ks 3d"
      When seat 1 splits
      And seat 1's hand 1 hits
      And seat 1's hand 1 stands
      And seat 1's hand 2 stands
      And the round is played
      Then seat 1's hand 1 holds "8s 2c 4d" or "8s 2c 6h"
      And seat 1's hand 2 holds "8d 6h" or "8d 4d"
      And the dealer pays seat 1's Wager on hand 1 1 to 1, $10
      And the dealer pays seat 1's Split Wager on hand 2 1 to 1, $10

    @written_for_dealer_hits_soft_17
    Scenario: 549.4(g) A dealer who draws on a soft 17 under the Rules Submission option busts: 1 to 1
      Given a Blackjack table under Rules Submission "pa-549-hit-soft-17"
      And seat 1 wagers $10
      And the shoe is stacked in the order "Ts As 7d 6h 5c Kc"
      When the round is played
      Then the dealer pays seat 1's Wager 1 to 1, $10

    @written_for_dealer_hits_soft_17
    Scenario: 549.4(g) A dealer who stands on every 17 pushes against a 17
      Given a Blackjack table under Rules Submission "pa-549-procedure-1"
      And seat 1 wagers $10
      And the shoe is stacked in the order "Ts As 7d 6h 5c Kc"
      When the round is played
      Then seat 1's Wager pushes

  Rule: 549.4(h) No handling of a wager once the first card is out of the shoe
    "Once the first card of any hand has been removed from the shoe by the dealer, a player
    may not handle, remove or alter any wagers that have been made until a decision has been
    rendered and implemented with respect to that wager."

    @offers_remove_or_alter_wagers
    Scenario: 549.4(h) A player may not remove a wager after the first card
      Given a Blackjack table under Rules Submission "pa-549-procedure-1"
      And seat 1 wagers $10
      And seat 2 wagers $20
      And the shoe is stacked in the order "Ts 9d Kc 7h 6s 8c"
      When seat 2 then tries to remove its Wager
      And the round is played
      Then the system refuses seat 2's attempt to remove its Wager as wager-locked-after-first-card
      And the dealer collects seat 2's Wager, $20

    @offers_remove_or_alter_wagers
    Scenario: 549.4(h) A player may not alter a wager after the first card
      Given a Blackjack table under Rules Submission "pa-549-procedure-1"
      And seat 1 wagers $10
      And the shoe is stacked in the order "Ts 9d 9h 7h 8c"
      When seat 1 then tries to alter its Wager to $100
      And the round is played
      Then the system refuses seat 1's attempt to alter its Wager as wager-locked-after-first-card
      And the dealer pays seat 1's Wager 1 to 1, $10

    @offers_remove_or_alter_wagers
    Scenario: 549.4(h) A player still at play may not take down the wager mid-hand
      Given a Blackjack table under Rules Submission "pa-549-procedure-2"
      And seat 1 wagers $10
      And the shoe is stacked in the order "Ts 9d 4h 8h 5c"
      When seat 1 hits
      And seat 1 then tries to remove its Wager
      And the round is played
      Then the system refuses seat 1's attempt to remove its Wager as wager-locked-after-first-card
      And the dealer pays seat 1's Wager 1 to 1, $10

    @offers_remove_or_alter_wagers
    Scenario: 549.4(h) Before the first card is removed, a wager may still be taken down or changed
      Given a Blackjack table under Rules Submission "pa-549-procedure-1"
      And seat 1 wagers $10
      And seat 2 wagers $20
      And seat 2 removes its Wager before the first card is removed from the shoe
      And seat 1 alters its Wager to $15 before the first card is removed from the shoe
      And the shoe is stacked in the order "Ts 9d 9h 7h 8c"
      When the round is played
      Then the system refuses nothing
      And the dealer pays seat 1's Wager 1 to 1, $15

  Rule: 549.4(i) No handling of an Insurance, Double Down or split wager once confirmed
    "Once an Insurance Wager under § 549.10 (relating to Insurance Wager), a Double Down
    Wager under § 549.11 (relating to Double Down Wager) or a wager on split pairs has been
    made and confirmed by the dealer under § 549.12 (relating to splitting pairs), a player
    may not handle, remove or alter the wagers until a decision has been rendered and
    implemented with respect to that wager."

    @offers_remove_or_alter_wagers
    Scenario: 549.4(i) A confirmed Insurance Wager may not be removed
      Given a Blackjack table under Rules Submission "pa-549-procedure-1"
      And seat 1 wagers $10
      And the shoe is stacked in the order "Ts Ac 9d 7h"
      When seat 1 makes an Insurance Wager of $5
      And seat 1 then tries to remove its Insurance Wager
      And seat 1 stands
      And the round is played
      Then the system refuses seat 1's attempt to remove its Insurance Wager as wager-locked-after-confirmation
      And the dealer collects seat 1's Insurance Wager, $5
      And the dealer pays seat 1's Wager 1 to 1, $10

    @offers_remove_or_alter_wagers
    Scenario: 549.4(i) A confirmed Double Down Wager may not be removed
      Given a Blackjack table under Rules Submission "pa-549-procedure-1"
      And seat 1 wagers $10
      And the shoe is stacked in the order "6s 9c 5d 8h 9h"
      When seat 1 doubles down
      And seat 1 then tries to remove its Double Down Wager
      And the round is played
      Then the system refuses seat 1's attempt to remove its Double Down Wager as wager-locked-after-confirmation
      And the dealer pays seat 1's Double Down Wager 1 to 1, $10

    @offers_remove_or_alter_wagers
    Scenario: 549.4(i) A confirmed wager on split pairs may not be altered
      Given a Blackjack table under Rules Submission "pa-549-procedure-1"
      And seat 1 wagers $10
      And the shoe is stacked in the order "8s 9c 8d Kh 3c Kd Kc 5d"
      When seat 1 splits
      And seat 1 then tries to alter its Split Wager on hand 2 to $2
      And seat 1 hits
      And seat 1's hand 2 stands
      And the round is played
      Then the system refuses seat 1's attempt to alter its Split Wager on hand 2 as wager-locked-after-confirmation
      And the dealer pays seat 1's Wager on hand 1 1 to 1, $10
      And the dealer collects seat 1's Split Wager on hand 2, $10

  Rule: 549.4(j) The option to bar a person who did not wager until a reshuffle
    "After the cards have been shuffled as required under § 549.5 (relating to opening of
    table for gaming), a certificate holder may prohibit any person, whether seated at the
    gaming table or not, who does not make a wager on a given round of play from placing a
    wager on the next round of play and any subsequent round of play at that gaming table
    until either:"

    @written_for_bar_non_wagering_persons
    Scenario: 549.4(j) A player who sat out a round may not wager on the next round or any later one
      Given a Blackjack table under Rules Submission "pa-549-procedure-1-bar"
      And seat 1 wagers $10
      And seat 2 wagers $10
      And the shoe is stacked in the order "Ts 9s Kd 8s 9d 7d"
      When the round is played
      Then the persons barred from the next round are ""
      Given seat 1 wagers $10
      And the shoe is stacked in the order "Ts Kd 8s 7d"
      When the round is played
      Then the persons barred from the next round are "seat 2"
      Given seat 1 wagers $10
      And seat 2 wagers $25
      And the shoe is stacked in the order "Ts Kd 8s 7d 9d 7c Kc Qc"
      When the round is played
      Then the system refuses the wager of $25 at seat 2 as barred-until-reshuffle
      Given seat 1 wagers $10
      And seat 2 wagers $25
      And the shoe is stacked in the order "Ts Kd 8s 7d 9d 7c Kc Qc"
      When the round is played
      Then the system refuses the wager of $25 at seat 2 as barred-until-reshuffle

    @written_for_bar_non_wagering_persons
    Scenario: 549.4(j) A person not seated who did not wager on the first round is barred from the second
      Given a Blackjack table under Rules Submission "pa-549-procedure-1-bar"
      And seat 1 wagers $10
      And the shoe is stacked in the order "Ts Kd 8s 7d"
      When the round is played
      Given seat 1 wagers $10
      And seat 3 wagers $10 for "a person standing behind seat 3"
      And the shoe is stacked in the order "Ts Kd 8s 7d 9d 7c Kc Qc"
      When the round is played
      Then the system refuses the wager of $10 at seat 3 as barred-until-reshuffle
      And the system accepts the wager at seat 1

    @written_for_bar_non_wagering_persons
    Scenario: 549.4(j) A round whose only wager is barred deals no cards, and nobody who sat it out may wager next
      Seat 2 sat out the second round; in the third its wager is the only one, and it is
      refused: nobody wagers, no card is dealt (the whole round is judged against the oracle
      after the last step), and seat 1, who made no wager on the third round, is barred too.
      Given a Blackjack table under Rules Submission "pa-549-procedure-1-bar"
      And seat 1 wagers $10
      And seat 2 wagers $10
      And the shoe is stacked in the order "Ts 9s Kd 8s 9d 7d"
      When the round is played
      Given seat 1 wagers $10
      And the shoe is stacked in the order "Ts Kd 8s 7d"
      When the round is played
      Given seat 2 wagers $25
      And the shoe is stacked in the order "Ts Kd 8s 7d"
      When the round is played
      Then the system refuses the wager of $25 at seat 2 as barred-until-reshuffle
      And the table inventory's result is +$0
      And the persons barred from the next round are "seat 1, seat 2"

    @written_for_bar_non_wagering_persons
    Scenario: 549.4(j) Without the option in the Rules Submission, nobody is barred
      Given a Blackjack table under Rules Submission "pa-549-procedure-1"
      And seat 1 wagers $10
      And seat 2 wagers $10
      And the shoe is stacked in the order "Ts 9s Kd 8s 9d 7d"
      When the round is played
      Given seat 1 wagers $10
      And the shoe is stacked in the order "Ts Kd 8s 7d"
      When the round is played
      Given seat 1 wagers $10
      And seat 2 wagers $25
      And the shoe is stacked in the order "Ts 9s Kd 8s 9d 7d"
      When the round is played
      Then the system accepts the wager at seat 2
      And the persons barred from the next round are ""

  Rule: 549.4(j)(1) Until the certificate holder permits the player to wager again
    "(1) The certificate holder chooses to permit the player to begin wagering again."

    Scenario: 549.4(j)(1) The certificate holder permits a barred player to begin wagering again
      Given a Blackjack table under Rules Submission "pa-549-procedure-1-bar"
      And seat 1 wagers $10
      And seat 2 wagers $10
      And the shoe is stacked in the order "Ts 9s Kd 8s 9d 7d"
      When the round is played
      Given seat 1 wagers $10
      And the shoe is stacked in the order "Ts Kd 8s 7d"
      When the round is played
      Given the certificate holder permits "seat 2" to begin wagering again
      And seat 1 wagers $10
      And seat 2 wagers $25
      And the shoe is stacked in the order "Ts 9s Kd 8s 9d 7d"
      When the round is played
      Then the system accepts the wager at seat 2
      And the persons barred from the next round are ""

  Rule: 549.4(j)(2) Until a reshuffle of the cards
    "(2) A reshuffle of the cards has occurred."

    @written_for_bar_non_wagering_persons
    Scenario: 549.4(j)(2) A reshuffle lifts the bar
      Given a Blackjack table under Rules Submission "pa-549-procedure-1-bar"
      And seat 1 wagers $10
      And seat 2 wagers $10
      And the shoe is stacked in the order "Ts 9s Kd 8s 9d 7d"
      When the round is played
      Given seat 1 wagers $10
      And the shoe is stacked in the order "Ts Kd 8s 7d"
      When the round is played
      Given the cards are reshuffled before the round
      And seat 2 wagers $25
      And seat 4 wagers $10 for "a newcomer"
      And the shoe is stacked in the order "Ts 9s Kd 8s 9d 7d"
      When the round is played
      Then the system accepts the wager at seat 2
      And the system accepts the wager at seat 4
      And the persons barred from the next round are "seat 1"

  Rule: 549.4(k) The determinant card of a double shoe
    "If a double shoe is utilized, the term ''first card'' as used in subsections (a), (d) and
    (g) means the determinant card."

    @not_applicable
    Scenario: 549.4(k) "First card" in (a), (d) and (g) with a double shoe
      Subsections (a) and (d) are not reprinted in the seeds ("* * * * *"), and the amended
      (g) no longer uses the words "first card" (it sets the odds of 1 to 1 and 3 to 2), so the
      definition has nothing in the seeds to apply to. Subsection (h), which does say "first
      card", is not among those (k) names, so a double shoe does not change it: the oracle
      locks wagers from the first card removed from the shoe, whatever the shoe
      (docs/interpretations.md, "549.4(k) double shoe").
