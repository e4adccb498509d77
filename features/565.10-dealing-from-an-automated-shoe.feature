@three_card_poker
Feature: 565.10 Procedures for dealing the cards from an automated dealing shoe
  The 2010 temporary amendments to chapter 565 (Three Card Poker). The seeds print § 565.10(a)
  (its heading) and (a)(2), between elisions ("* * * * *"). The executable scenarios run at
  Rules Submission "pa-565-dealing-automated-shoe": chapter 565, automated dealing shoe, $1
  Progressive Payout Wager, Payout Table A at 14%, meter $1,000.

  Rule: 565.10(a)(2) "No more bets" before the shoe dispenses; Progressive Payout Wagers locked out, collected and counted
    "If the cards are dealt from an automated dealing shoe, the following requirements shall be
    observed:"
    "* * * * *"
    "(2) Prior to the shoe dispensing any stacks of cards, the dealer shall then announce ''no more
    bets'' and use the progressive table game system to prevent the placement of any additional
    Progressive Payout Wagers. The dealer shall then collect any Progressive Payout Wagers and, on
    the layout in front of the table inventory container, verify that the number of gaming chips
    wagered equals the number of Progressive Payout Wagers accepted by the progressive table game
    system. The dealer shall then place the gaming chips into the table inventory container."

    Scenario: 565.10(a)(2) A Progressive Payout Wager offered after "no more bets" is not recognised at a shoe table
      Given a Three Card Poker table under Rules Submission "pa-565-dealing-automated-shoe"
      And seat 4 places an Ante Wager of $10
      And seat 4 places a Progressive Payout Wager of $1
      And seat 7 places an Ante Wager of $10
      And seat 7 tries to place a Progressive Payout Wager of $1 after "no more bets"
      When the round is settled
      Then the system reports "no more bets"
      And seat 7's Progressive Payout Wager is refused as after-no-more-bets
      And the system reports "wagers collected" for 1 Progressive Payout Wager
      And the system reports "no more bets" before "wagers collected"
      And the progressive meter reads $1,000.14

    @manual
    Scenario: 565.10(a)(2) The dealer counts the gaming chips at the shoe table against the system's count
      The inspector watches the dealer compare the Progressive Payout Wager chips on the layout
      with the number of wagers the progressive table game system accepted, and drop them in the
      table inventory container.

  Rule: 565.10 The paragraphs and subsections the 2010 amendment does not reprint
    "* * * * *"

    @not_applicable
    Scenario: 565.10(a)(1) Not reprinted in the 2010 edition
      The seeds elide § 565.10(a)(1) and every part after (a)(2) with "* * * * *" (the existing
      text, unchanged by the amendment and not in the seeds). There is no text to transcribe;
      the corresponding rules of chapter 649a are proved under 649a.10.
