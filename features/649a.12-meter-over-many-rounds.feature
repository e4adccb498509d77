@three_card_poker
Feature: 649a.12 Payout odds; Envy Bonus; rate of progression, over many rounds
  "§ 649a.12. Payout odds; Envy Bonus; rate of progression. ... (e)(3) The rate of
  progression for the meter used for the progressive payout wager shall be ..."

  The meter is money carried from round to round. At a rate of progression of 14.5%, each $1
  Progressive Payout Wager adds 14.5 cents: the meter shows and pays whole cents, rounded
  down, and carries the half cent (docs/interpretations.md, "meter in fractions of a cent").
  Every round of a long run is judged to the cent (meter_before and meter_after of each
  round), and where the table declares meters, GET /v1/tables/{id}/meters after every round.
  A system that rounds each contribution instead of carrying the fraction drifts: after 50
  rounds it reads $1,007.00 (half to even), $1,007.50 (half up) or $1,007.00 (down) instead
  of $1,007.25.

  Rule: 649a.12(e)(3) The meter grows by the rate of progression of every Progressive Payout Wager

    @long
    Scenario: 649a.12(e)(3) Fractions of a cent are carried on the meter over 50 rounds
      Given a Three Card Poker table under Rules Submission "pa-649a-progressive-fraction"
      When 50 rounds are played in which seat 1 places an Ante Wager of $5 and a Progressive Payout Wager of $1
      Then the progressive meter reads $1,007.25

    @long @requires_meters
    Scenario: 649a.12(e)(3) The table's meters agree with the oracle to the cent after each of 50 rounds
      Given a Three Card Poker table under Rules Submission "pa-649a-progressive-fraction"
      When 50 rounds are played in which seat 1 places an Ante Wager of $5 and a Progressive Payout Wager of $1
      Then the table's meters read $1,007.25 after each of the 50 rounds
