@game_minibaccarat
Feature: 541.9 Hands of player and banker; procedure for dealing initial two cards to each hand
  The 2010 temporary amendments print § 541.9(d) only; (a) to (c), the dealing procedure
  itself, are elided ("* * * * *"). The oracle deals by the standard Punto Banco tableau, a
  reading recorded in the interpretation register ("baccarat tableau").

  Rule: 541.9(d) Players may not touch the cards
    "Players may not touch, handle, remove or alter any cards used to play Minibaccarat."

    @manual
    Scenario: 541.9(d) No player touches, handles, removes or alters a card
      Who handles the cards at the table is seen by surveillance and the floor, not reported
      by a table-game system: a round's observation shows which cards went where, never whose
      hand moved them.

      Given a Minibaccarat table in play
      Then no player touches, handles, removes or alters any card used to play the game
      And the dealer alone handles the cards, from the dealing shoe to the discard rack
