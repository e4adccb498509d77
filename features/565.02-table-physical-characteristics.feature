@three_card_poker
Feature: 565.2 Three Card Poker table physical characteristics
  "§ 565.2. Three Card Poker table physical characteristics." The 2010 temporary
  regulations (40 Pa.B. 3827, July 10, 2010) print only the subsections they change for
  the Progressive Payout Wager; subsections (a), (b)(1)-(4), (d) and (e) are elided
  ("* * * * *") and are not transcribed here.

  The scenarios run under Rules Submission "pa-565-progressive-5": a $5 Progressive
  Payout Wager on Payout Table B of 565.12(g), 20% rate of progression, meter starting at
  $10,000.

  Rule: 565.2(b)(5) The Progressive Payout Wager area behind the Pair Plus Wager area
    "(b) The layout for a Three Card Poker table shall be approved by the Bureau of Gaming
    Operations and contain, at a minimum: (* * * * *) (5) If the certificate holder offers
    a Progressive Payout Wager, a separate designated area for each player, located
    immediately behind the Pair Plus Wager betting area, designated for the placement of
    the Progressive Payout Wager for each player."

    Scenario: 565.2(b)(5) Each betting position takes its own Progressive Payout Wager
      Given a Three Card Poker table under Rules Submission "pa-565-progressive-5"
      And seat 1 places a Pair Plus Wager of $5
      And seat 1 places a Progressive Payout Wager of $5
      And seat 7 places an Ante Wager of $5
      And seat 7 places a Progressive Payout Wager of $5
      When the round is settled
      Then seat 1's Progressive Payout Wager is accepted
      And seat 7's Progressive Payout Wager is accepted

    @manual
    Scenario: 565.2(b)(5) The Progressive Payout Wager area lies immediately behind the Pair Plus Wager area
      Where the area is printed on the layout is seen at the table; no table-game system
      reports it.

      Given the layout of a Three Card Poker table that offers the Progressive Payout Wager
      Then each betting position has a separate area designated for the Progressive Payout Wager
      And that area is located immediately behind the Pair Plus Wager betting area
      And the layout is the one the Bureau of Gaming Operations approved

  Rule: 565.2(b)(6) Inscriptions of the payouts, the Envy Bonus and "Dealer Plays with Queen High or Better"
    "Inscriptions that advise patrons of the payout odds or amounts for Ante and Play
    Wagers, Pair Plus Wagers and Ante bonuses, the Progressive Payout Wager, the Envy Bonus
    and the phrase ''Dealer Plays with Queen High or Better.''"

    @manual
    Scenario: 565.2(b)(6) The layout advises the payouts of every wager, the Envy Bonus and the dealer's qualifying hand
      Inscriptions are read by the patron, not reported by a table-game system; the
      inspector compares them with the paytables of the Rules Submission.

      Given the layout of the Three Card Poker table
      Then the layout shows the payout odds or amounts for the Ante and Play Wagers, the Pair Plus Wager and the Ante Bonus
      And the layout shows the payout amounts for the Progressive Payout Wager and the Envy Bonus
      And the layout shows "Dealer Plays with Queen High or Better"

  Rule: 565.2(c) A sign where the payout odds are not inscribed
    "If payout odds are not inscribed on the layout as required under subsection (b)(6), a
    sign identifying the payout odds for all authorized wagers shall be posted at each
    Three Card Poker table."

    @manual
    Scenario: 565.2(c) A sign at the table identifies the payout odds the layout does not show
      Signs are read by the patron, not reported by a table-game system.

      Given the layout of the Three Card Poker table does not inscribe the payout odds
      Then a sign identifying the payout odds for all authorized wagers is posted at the table
      And the odds on the sign are those of the paytables selected in the Rules Submission

  Rule: 565.2(f) A progressive table game system for the Progressive Payout Wager
    "If a certificate holder offers a Progressive Payout Wager in accordance with
    § 565.7(a)(4) (relating to wagers), the Three Card Poker table must have a progressive
    table game system, in accordance with § 524.7 (relating to progressive table game
    systems), for the placement of Progressive Payout Wagers. The progressive table game
    system must include:"

    Scenario: 565.2(f) The progressive table game system meters the wagers and pays the jackpot
      Given a Three Card Poker table under Rules Submission "pa-565-progressive-5"
      And seat 1 places an Ante Wager of $5
      And seat 1 places a Progressive Payout Wager of $5
      And seat 2 places an Ante Wager of $5
      And seat 2 places a Progressive Payout Wager of $5
      And the deck is stacked with seat 1 "9c 6d 2h", seat 2 "As Ks Qs" and the dealer "Jc 8d 4h"
      When the round is settled
      Then the system reports "wagers collected"
      And the system reports "meter incremented"
      And seat 2's Progressive Payout Wager is paid $10,002 from the progressive table game system
      And seat 1 is paid an Envy Bonus of $500
      And the progressive meter reads $10,000

  Rule: 565.2(f)(1) A wagering device at each betting position
    "A wagering device at each betting position that acknowledges or accepts the placement
    of the Progressive Payout Wager."

    Scenario: 565.2(f)(1) The wagering device accepts a Progressive Payout Wager at each betting position
      Given a Three Card Poker table under Rules Submission "pa-565-progressive-5"
      And seat 1 places an Ante Wager of $5
      And seat 1 places a Progressive Payout Wager of $5
      And seat 2 places an Ante Wager of $5
      And seat 2 places a Progressive Payout Wager of $5
      And seat 3 places an Ante Wager of $5
      And seat 3 places a Progressive Payout Wager of $5
      And seat 4 places an Ante Wager of $5
      And seat 4 places a Progressive Payout Wager of $5
      And seat 5 places an Ante Wager of $5
      And seat 5 places a Progressive Payout Wager of $5
      And seat 6 places an Ante Wager of $5
      And seat 6 places a Progressive Payout Wager of $5
      And seat 7 places an Ante Wager of $5
      And seat 7 places a Progressive Payout Wager of $5
      When the round is settled
      Then seat 1's Progressive Payout Wager is accepted
      And seat 2's Progressive Payout Wager is accepted
      And seat 3's Progressive Payout Wager is accepted
      And seat 4's Progressive Payout Wager is accepted
      And seat 5's Progressive Payout Wager is accepted
      And seat 6's Progressive Payout Wager is accepted
      And seat 7's Progressive Payout Wager is accepted
      And the progressive meter reads $10,007

    Scenario: 565.2(f)(1) The wagering device does not accept a wager it may not take
      Given a Three Card Poker table under Rules Submission "pa-565-progressive-5"
      And seat 1 places a Progressive Payout Wager of $5
      And seat 2 places an Ante Wager of $5
      And seat 2 places a Progressive Payout Wager of $1
      When the round is settled
      Then seat 1's Progressive Payout Wager is refused as precondition-not-met
      And seat 2's Progressive Payout Wager is refused as amount-not-allowed
      And the progressive meter reads $10,000

  Rule: 565.2(f)(2) A lock-out after "no more bets"
    "A device that controls or monitors the placement of Progressive Payout Wagers at the
    gaming table, including a mechanism, such as a lock-out button, that prevents the
    recognition of any Progressive Payout Wager that a player attempts to place after the
    dealer has announced ''no more bets.''"

    Scenario: 565.2(f)(2) A Progressive Payout Wager attempted after "no more bets" is not recognised
      Given a Three Card Poker table under Rules Submission "pa-565-progressive-5"
      And seat 1 places an Ante Wager of $5
      And seat 2 places an Ante Wager of $5
      And seat 2 places a Progressive Payout Wager of $5
      And seat 1 tries to place a Progressive Payout Wager of $5 after "no more bets"
      When the round is settled
      Then seat 1's Progressive Payout Wager is refused as after-no-more-bets
      And seat 2's Progressive Payout Wager is accepted
      And the progressive meter reads $10,001

    Scenario: 565.2(f)(2) A late Progressive Payout Wager wins neither the meter nor an Envy Bonus
      A system that pays no Envy Bonus and no jackpot at all would pass the steps on seat 1
      alone; seat 3, whose Progressive Payout Wager was in before "no more bets", is paid
      the Envy Bonus for seat 1's ace, king and queen of spades, and its wager alone grows
      the meter.

      Given a Three Card Poker table under Rules Submission "pa-565-progressive-5"
      And seat 1 places an Ante Wager of $5
      And seat 2 places an Ante Wager of $5
      And seat 3 places an Ante Wager of $10
      And seat 3 places a Progressive Payout Wager of $5
      And seat 1 tries to place a Progressive Payout Wager of $5 after "no more bets"
      And the deck is stacked with seat 1 "As Ks Qs", seat 2 "Kh Qh 9c", seat 3 "Td 5s 3c" and the dealer "Jc 8d 4s"
      When the round is settled
      Then seat 1's Progressive Payout Wager is refused as after-no-more-bets
      And seat 1 is paid no Envy Bonus
      And seat 3 is paid an Envy Bonus of $500
      And the system does not report "progressive jackpot paid"
      And the progressive meter reads $10,001

    @manual
    Scenario: 565.2(f)(2) The dealer's lock-out control is at the table and works
      The protocol locks the wagers out when the round reaches "no more bets"; the physical
      control the dealer uses (a lock-out button or the like) is checked at the table.

      Given the progressive table game system installed at the Three Card Poker table
      Then the dealer has a lock-out control at the table
      And a chip placed in a progressive wagering device after the lock-out is not recognised as a Progressive Payout Wager
