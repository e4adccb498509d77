@three_card_poker
Feature: 565.9 Procedures for dealing the cards from the hand
  The 2010 temporary amendments to chapter 565 (Three Card Poker). The seeds print § 565.9(a)
  (its heading) and (a)(3), between elisions ("* * * * *"). The executable scenarios run at
  Rules Submission "pa-565-dealing-hand": chapter 565, cards dealt from the hand, $1
  Progressive Payout Wager, Payout Table A at 14%, meter $1,000.

  Rule: 565.9(a)(3) "No more bets" before any card; Progressive Payout Wagers locked out, collected and counted
    "If the cards are dealt from the dealer's hand, the following requirements shall be observed:"
    "* * * * *"
    "(3) Prior to dealing any cards, the dealer shall then announce ''no more bets'' and use the
    progressive table game system to prevent the placement of any additional Progressive Payout
    Wagers. The dealer shall then collect any Progressive Payout Wagers and, on the layout in front
    of the table inventory container, verify that the number of gaming chips wagered equals the
    number of Progressive Payout Wagers accepted by the progressive table game system. The dealer
    shall then place the gaming chips into the table inventory container. The dealer shall deal each
    card by holding the deck of cards in the chosen hand and using the other hand to remove the top
    card of the deck and place it face down on the appropriate area of the layout."

    Scenario: 565.9(a)(3) A Progressive Payout Wager offered after "no more bets" is not recognised at a hand-dealt table
      Given a Three Card Poker table under Rules Submission "pa-565-dealing-hand"
      And seat 3 places an Ante Wager of $10
      And seat 3 places a Progressive Payout Wager of $1
      And seat 5 places an Ante Wager of $10
      And seat 5 places a Progressive Payout Wager of $1
      And seat 1 places an Ante Wager of $10
      And seat 1 tries to place a Progressive Payout Wager of $1 after "no more bets"
      When the round is settled
      Then the system reports "no more bets"
      And seat 1's Progressive Payout Wager is refused as after-no-more-bets
      And the system reports "wagers collected" for 2 Progressive Payout Wagers
      And the system reports "no more bets" before "wagers collected"
      And the progressive meter reads $1,000.28

    @manual
    Scenario: 565.9(a)(3) The dealer counts the gaming chips at the hand-dealt table against the system's count
      The inspector watches the dealer compare the Progressive Payout Wager chips on the layout
      with the number of wagers the progressive table game system accepted, and drop them in the
      table inventory container.

    @manual
    Scenario: 565.9(a)(3) Each card is taken from the top of the deck held in the chosen hand and placed face down
      Which hand holds the deck, which hand takes the top card, and that each card is placed face
      down are seen only at the table.

  Rule: 565.9 The paragraphs and subsections the 2010 amendment does not reprint
    "* * * * *"

    @not_applicable
    Scenario: 565.9(a)(1) Not reprinted in the 2010 edition
      The seeds elide § 565.9(a)(1), (a)(2) and every part after (a)(3) with "* * * * *" (the
      existing text, unchanged by the amendment and not in the seeds). There is no text to
      transcribe; the corresponding rules of chapter 649a are proved under 649a.9.

    @not_applicable
    Scenario: 565.9(a)(2) Not reprinted in the 2010 edition
      Elided with "* * * * *" in the seeds, as (a)(1).
