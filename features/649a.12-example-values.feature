@three_card_poker
Feature: 649a.12 Payout odds, with example values that tell readings apart
  "§ 649a.12. Payout odds; payout limitation; Envy Bonus. ... (e)(3) The rate of progression
  for the meter used for the Progressive Payout Wager must be at least 14% for Paytable A and
  20% for Paytable B. The initial and reset amount must also be contained in the certificate
  holder's Rules Submission ..."

  Issue 33, item 3: played rounds whose values differ where every other bundled Rules
  Submission or deal has them coincide, so that a system taking one value for the other
  (the initial amount for the reset amount; a straight and a flush in six cards for a
  straight flush) gives another answer than the rule. tests/test_coincidences.py lists the
  fields that still coincide in every played submission.

  Rule: 649a.12(e)(3) The meter starts at the initial amount and, after the jackpot, at the reset amount

    Scenario: 649a.12(e)(3) A jackpot at a fresh table pays the initial amount and resets the meter to the reset amount
      "pa-649a-progressive-reset" starts its meter at $2,000 and resets it to $1,250: the
      royal flush of the first round is paid the initial amount with the round's 15% of $1,
      and the meter then reads the reset amount, not the initial one.
      Given a Three Card Poker table under Rules Submission "pa-649a-progressive-reset"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Progressive Payout Wager of $1
      And the deck is stacked with seat 1 "As Ks Qs" and the dealer "Jc 5d 2s"
      When the round is settled
      Then seat 1's Progressive Payout Wager is paid $2,000.15 from the progressive table game system
      And the system reports "meter reset"
      And the progressive meter reads $1,250.00

  Rule: 649a.12(f) The Six Card Bonus Wager on the best five of six cards
    "(f) ... the certificate holder shall pay out winning Six Card Bonus Wagers at the amounts
    in one of the following pay tables", on the best five of the player's three cards and the
    dealer's three (649a.11(c)(6)).

    @written_for_three_card_poker.six_card_bonus
    Scenario: 649a.12(f) Six cards holding a straight and a flush but no straight flush are paid as a flush
      Seat 1's "6h 9h 2h" and the dealer's "3h 4h 5c" hold the flush 9h 6h 4h 3h 2h and the
      straight 6h 5c 4h 3h 2h, and no five of them are both: the best five is the flush, 20 to
      1 on Paytable A, not a straight flush.
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Six Card Bonus Wager of $5
      And the deck is stacked with seat 1 "6h 9h 2h" and the dealer "3h 4h 5c"
      When the round is settled
      Then seat 1's Six Card Bonus Wager is paid 20 to 1

  Rule: 649a.10(c) The five-card meter resets to its own reset amount
    "(c) If a player has placed a Five Card Hand Bonus Wager or a Five-Card Progressive Payout
    Wager ..." (the later 649a.10): the Rules Submission states the five-card meter's initial
    and reset amounts as 649a.12(e)(3) does the main meter's.

    Scenario: 649a.10(c) A five-card royal flush at a fresh table pays the initial amount and resets the five-card meter to the reset amount
      Given a Three Card Poker table under Rules Submission "pa-649a-five-card-reset"
      And seat 3 places an Ante Wager of $10
      And seat 3 places a Five-Card Progressive Payout Wager of $1
      And the deck is stacked with seat 3 "As Ks Qs", the dealer "Qc Jd 3h" and the community cards "Js Ts"
      When the round is settled
      Then seat 3's Five-Card Progressive Payout Wager is paid $5,000.15 from the progressive table game system
      And the system reports "meter reset"
      And the five-card meter reads $2,500.00

  Rule: 649a.13(a) A void round takes back its contributions to the five-card meter too
    "(a) ... If more than one card is found face up in the deck, all hands shall be void, all
    wagers shall be returned to the players ..." (docs/interpretations.md, "a void round takes
    back the meter contributions").

    @requires_fault_injection
    Scenario: 649a.13(a) A round voided at a fresh five-card table leaves the five-card meter at its initial amount
      Given a Three Card Poker table under Rules Submission "pa-649a-five-card-reset"
      And seat 3 places an Ante Wager of $10
      And seat 3 places a Five-Card Progressive Payout Wager of $1
      And the card dealt 2nd is found face up in the deck
      And the card dealt 6th is found face up in the deck
      When the round is settled
      Then the round is void and every wager is returned
      And the five-card meter reads $5,000.00
