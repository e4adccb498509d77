@three_card_poker
Feature: 565.8 Procedures for dealing the cards from a manual shoe
  The 2010 temporary amendments to chapter 565 (Three Card Poker), 40 Pa.B. (Pa.B. Doc. No.
  10-1246). The seeds print only subsection (b) of § 565.8, between elisions ("* * * * *"):
  the amendment revised the section "to incorporate the procedure for collecting Progressive
  Payout Wagers prior to dealing the cards". The executable scenarios run at Rules Submission
  "pa-565-paytable-A-1": chapter 565, manual dealing shoe, $1 Progressive Payout Wager,
  Payout Table A at 14%, meter $1,000.

  Rule: 565.8(b) "No more bets" before any card; Progressive Payout Wagers locked out, collected and counted
    "Prior to dealing any cards, the dealer shall announce ''no more bets'' and use the progressive
    table game system to prevent the placement of any additional Progressive Payout Wagers. The
    dealer shall then collect any Progressive Payout Wagers and, on the layout in front of the table
    inventory container, verify that the number of gaming chips wagered equals the number of
    Progressive Payout Wagers accepted by the progressive table game system. The dealer shall then
    place the gaming chips into the table inventory container."

    Scenario: 565.8(b) A Progressive Payout Wager offered after "no more bets" is not recognised under chapter 565
      Given a Three Card Poker table under Rules Submission "pa-565-paytable-A-1"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Progressive Payout Wager of $1
      And seat 2 places a Pair Plus Wager of $10
      And seat 2 places a Progressive Payout Wager of $1
      And seat 6 places an Ante Wager of $10
      And seat 6 tries to place a Progressive Payout Wager of $1 after "no more bets"
      When the round is settled
      Then the system reports "no more bets"
      And seat 6's Progressive Payout Wager is refused as after-no-more-bets
      And the system reports "wagers collected" for 2 Progressive Payout Wagers
      And the system reports "no more bets" before "wagers collected"
      And the progressive meter reads $1,000.28

    @manual
    Scenario: 565.8(b) The dealer counts the gaming chips against the system's count before dropping them
      The inspector watches the dealer lay the Progressive Payout Wager chips out in front of the
      table inventory container, compare their number with the number of wagers the
      progressive table game system accepted, and place them in the table inventory container.

  Rule: 565.8 The subsections the 2010 amendment does not reprint
    "* * * * *"

    @not_applicable
    Scenario: 565.8(a) Not reprinted in the 2010 edition
      The seeds elide § 565.8(a) and every subsection after (b) with "* * * * *" (the existing
      text, unchanged by the amendment and not in the seeds). There is no text to transcribe;
      the dealing order of 649a.8(d) is proved under 649a.8, and every round under chapter 565
      is still judged whole against the oracle.
