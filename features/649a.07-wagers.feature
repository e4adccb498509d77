@three_card_poker
Feature: 649a.7 Wagers
  "§ 649a.7. Wagers. (a) Wagers at Three Card Poker shall be made by placing value chips
  or plaques on the appropriate areas of the table layout. Verbal wagers accompanied by
  cash may not be accepted."

  A table-game system shows which wagers it accepts and which it refuses, with a reason
  code: after-no-more-bets, not-offered, precondition-not-met, amount-not-allowed,
  already-placed, not-allowed-now. How chips reach the layout, and who sits at it, are
  checked at the table.

  Rule: 649a.7(a) Value chips or plaques on the layout; no verbal wagers with cash
    "Wagers at Three Card Poker shall be made by placing value chips or plaques on the
    appropriate areas of the table layout. Verbal wagers accompanied by cash may not be
    accepted."

    @manual
    Scenario: 649a.7(a) Wagers are value chips or plaques on the layout, never verbal wagers with cash
      What the player puts down, and whether a dealer takes a spoken wager, is seen at the
      table; a table-game system only learns of wagers already placed.

      Given a round of play at the Three Card Poker table
      Then every wager is made by placing value chips or plaques on the appropriate area of the layout
      And the dealer does not accept a verbal wager accompanied by cash

  Rule: 649a.7(b) Only seated players wager; a player stays seated for the round
    "Only players who are seated at a Three Card Poker table may wager at the game. Once a
    player has placed a wager and received cards, that player shall remain seated until
    the completion of the round of play. If a player leaves the table during a round of
    play, any wagers made by the player may be considered abandoned and may be treated as
    losing wagers."

    @manual
    Scenario: 649a.7(b) Only seated players wager, and they remain seated until the round is complete
      A table-game system knows betting positions, not whether a person is sitting at one;
      the test protocol has no notion of a player leaving the table.

      Given a round of play at the Three Card Poker table
      Then only players seated at the table place wagers
      And a player who has placed a wager and received cards remains seated until the round of play is complete

    @manual
    Scenario: 649a.7(b) The wagers of a player who leaves during the round may be treated as losing
      Treating the wagers as abandoned is the floor's decision ("may be"); the protocol has
      no step for a player leaving the table.

      Given a player leaves the table during a round of play
      Then the player's wagers are either settled normally or considered abandoned and treated as losing wagers
      And the floor's decision is recorded under the certificate holder's internal controls

  Rule: 649a.7(c) Every wager but the Play Wager before "no more bets"; none made, increased or withdrawn after
    "All wagers, except the Play Wager, shall be placed prior to the dealer announcing ''no
    more bets'' in accordance with the dealing procedures in § 649a.8, § 649a.9 or
    § 649a.10 (relating to procedures for dealing the cards from a manual dealing shoe;
    procedures for dealing the cards from the hand; and procedures for dealing the cards
    from an automated dealing shoe). Except as provided in § 649a.11(b) (relating to
    procedures for completion of each round of play), a wager may not be made, increased
    or withdrawn after the dealer has announced ''no more bets.''"

    Scenario: 649a.7(c) Wagers placed before "no more bets" stand
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Pair Plus Wager of $5
      And seat 1 places a Progressive Payout Wager of $1
      And seat 1 places a Six Card Bonus Wager of $5
      When the round is settled
      Then the system reports "no more bets"
      And seat 1's Ante Wager is accepted
      And seat 1's Pair Plus Wager is accepted
      And seat 1's Progressive Payout Wager is accepted
      And seat 1's Six Card Bonus Wager is accepted

    Scenario Outline: 649a.7(c) A wager may not be made after "no more bets"
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 2 tries to place <a> <wager> of <amount> after "no more bets"
      When the round is settled
      Then seat 2's <wager> is refused as after-no-more-bets
      And seat 2 is dealt no cards

      Examples:
        | a  | wager                    | amount |
        | an | Ante Wager               | $10    |
        | a  | Pair Plus Wager          | $5     |
        | a  | Six Card Bonus Wager     | $5     |
        | a  | Progressive Payout Wager | $1     |

    Scenario Outline: 649a.7(c) A wager may not be increased after "no more bets"
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Pair Plus Wager of $10
      And seat 1 places a Six Card Bonus Wager of $10
      And seat 1 tries to place <a> <wager> of $15 after "no more bets"
      When the round is settled
      Then seat 1's <wager> of $15 is refused as after-no-more-bets
      And seat 1's <wager> stands at $10

      Examples:
        | a  | wager                |
        | an | Ante Wager           |
        | a  | Pair Plus Wager      |
        | a  | Six Card Bonus Wager |

    Scenario: 649a.7(c) A wager placed a second time before "no more bets" is refused, not added
      The second placement is refused instead of increasing the first
      (docs/interpretations.md, "a wager placed twice").

      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 1 places an Ante Wager of $20
      When the round is settled
      Then seat 1's Ante Wager of $20 is refused as already-placed
      And seat 1's Ante Wager stands at $10

    Scenario: 649a.7(c) The Play Wager is made after "no more bets", as 649a.11(b) provides
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And the deck is stacked with seat 1 "Ah Kd 9c" and the dealer "Qs 7d 3c"
      When seat 1 makes a Play Wager
      And the round is settled
      Then the system reports "no more bets"
      And seat 1's Play Wager stands at $10
      And seat 1's Play Wager is paid 1 to 1

    @manual
    Scenario: 649a.7(c) A wager may not be withdrawn after "no more bets"
      The test protocol has no way to ask a Three Card Poker system to withdraw a placed
      wager (folding under 649a.11(b) forfeits, it does not withdraw), so the inspector
      checks the system offers no withdrawal once "no more bets" is announced.

      Given the dealer has announced "no more bets"
      Then no player can withdraw an Ante, Pair Plus, Progressive Payout or Six Card Bonus Wager
      And the table-game system offers no control that returns a placed wager before settlement

  Rule: 649a.7(d) The wagers of Three Card Poker
    "The following wagers may be placed in the game of Three Card Poker:"

    Scenario: 649a.7(d) A player places every wager the Rules Submission offers
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 3 places an Ante Wager of $10
      And seat 3 places a Pair Plus Wager of $5
      And seat 3 places a Progressive Payout Wager of $1
      And seat 3 places a Six Card Bonus Wager of $5
      And the deck is stacked with seat 3 "Jh Jd 4c" and the dealer "Kc 9d 5s"
      When seat 3 makes a Play Wager
      And the round is settled
      Then seat 3's wagers are settled in the order "Ante Wager, Play Wager, Pair Plus Wager, Progressive Payout Wager, Six Card Bonus Wager"

    Scenario Outline: 649a.7(d) A wager outside the table limits of the Rules Submission is refused
      "The following wagers may be placed" at the limits the certificate holder's Rules
      Submission sets under 601a.2: "pa-649a-paytable-A" takes $5 to $500,
      "pa-649a-minimal" $10 to $1,000. The seat's other wager, within the limits, stands.

      Given a Three Card Poker table under Rules Submission "<submission>"
      And seat 2 places an Ante Wager of <ante>
      And seat 2 places a Pair Plus Wager of <pair plus>
      And the deck is stacked with seat 2 "9h 9d 4c" and the dealer "Kc Js 5s"
      When seat 2 makes a Play Wager
      And the round is settled
      Then seat 2's <refused> is refused as amount-not-allowed

      Examples:
        | submission         | ante      | pair plus | refused         |
        | pa-649a-paytable-A | $15       | $505      | Pair Plus Wager |
        | pa-649a-paytable-A | $15       | $4.99     | Pair Plus Wager |
        | pa-649a-paytable-A | $500.01   | $20       | Ante Wager      |
        | pa-649a-minimal    | $15       | $9.99     | Pair Plus Wager |
        | pa-649a-minimal    | $1,000.01 | $600      | Ante Wager      |

    Scenario Outline: 649a.7(d) A wager within the Rules Submission's limits is accepted, though another table's limits would refuse it
      A system that keeps one table's limits for every Rules Submission refuses one of these.

      Given a Three Card Poker table under Rules Submission "<submission>"
      And seat 2 places an Ante Wager of <ante>
      And seat 2 places a Pair Plus Wager of <pair plus>
      And the deck is stacked with seat 2 "9h 9d 4c" and the dealer "Kc Js 5s"
      When seat 2 makes a Play Wager
      And the round is settled
      Then seat 2's Ante Wager is accepted
      And seat 2's Pair Plus Wager is accepted

      Examples:
        | submission         | ante   | pair plus |
        | pa-649a-minimal    | $1,000 | $600      |
        | pa-649a-paytable-A | $5     | $7.50     |

  Rule: 649a.7(d)(1) Against the dealer: an Ante Wager, then a Play Wager equal to it
    "A player may compete solely against the dealer's Three Card Poker hand by placing an
    Ante Wager then a Play Wager, in accordance with § 649a.11(b), in an amount equal to
    the player's Ante Wager."

    Scenario: 649a.7(d)(1) An Ante Wager alone competes solely against the dealer's hand
      The player's flush would win a Pair Plus Wager; with none placed, only the Ante and
      Play Wagers are settled.

      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $25
      And the deck is stacked with seat 1 "Kh 8h 3h" and the dealer "Qs Jd 4c"
      When seat 1 makes a Play Wager
      And the round is settled
      Then seat 1's Ante Wager is paid 1 to 1
      And seat 1's Play Wager is paid 1 to 1
      And seat 1 has no Pair Plus Wager

    Scenario Outline: 649a.7(d)(1) The Play Wager is in an amount equal to the Ante Wager
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of <ante>
      And the deck is stacked with seat 1 "Ah Kd 9c" and the dealer "Qs 7d 3c"
      When seat 1 makes a Play Wager
      And the round is settled
      Then seat 1's Play Wager stands at <ante>
      And seat 1's Play Wager is paid 1 to 1

      Examples:
        | ante |
        | $5   |
        | $35  |
        | $500 |

    Scenario Outline: 649a.7(d)(1) A Play Wager offered with the other wagers, larger or smaller, is refused; the Play Wager equals the Ante Wager
      The Play Wager is made "in an amount equal to the player's Ante Wager", when the dealer
      asks (649a.11(b)); a larger or smaller one offered with the other wagers is refused.

      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $15
      And seat 1 places a Play Wager of <play>
      And the deck is stacked with seat 1 "Ah Kd 9c" and the dealer "Qs 7d 3c"
      When seat 1 makes a Play Wager
      And the round is settled
      Then seat 1's Play Wager of <play> is refused as not-allowed-now
      And seat 1's Play Wager stands at $15
      And seat 1's Play Wager is paid 1 to 1

      Examples:
        | play |
        | $30  |
        | $5   |

  Rule: 649a.7(d)(2) Against the posted paytable: a Pair Plus Wager
    "A player may compete solely against a posted paytable by placing a Pair Plus Wager."

    @written_for_three_card_poker.pair_plus
    Scenario: 649a.7(d)(2) A Pair Plus Wager alone competes solely against the paytable
      The dealer's hand is higher, but a player with no Ante Wager does not compete against it.

      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places a Pair Plus Wager of $5
      And the deck is stacked with seat 1 "Qh Qd 5c" and the dealer "As Ad Kc"
      When the round is settled
      Then seat 1's Pair Plus Wager is paid 1 to 1
      And seat 1 has no Ante Wager
      And seat 1 has no Play Wager

  Rule: 649a.7(d)(3) Against both: an Ante Wager and a Pair Plus Wager
    "A player may compete against both the dealer's Three Card Poker hand and the posted
    paytable by placing an Ante Wager and a Pair Plus Wager in accordance with paragraphs
    (1) and (2)."

    @written_for_three_card_poker.pair_plus
    Scenario: 649a.7(d)(3) Ante and Pair Plus Wagers compete against the dealer and the paytable
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Pair Plus Wager of $15
      And the deck is stacked with seat 1 "8h 8d 3c" and the dealer "Qs 9d 4c"
      When seat 1 makes a Play Wager
      And the round is settled
      Then the dealer qualifies
      And seat 1's Ante Wager is paid 1 to 1
      And seat 1's Play Wager is paid 1 to 1
      And seat 1's Pair Plus Wager is paid 1 to 1

  Rule: 649a.7(d)(4) The optional Progressive Payout Wager
    "A certificate holder may, if specified in its Rules Submission under § 601a.2
    (relating to table games Rules Submissions), offer to each player at a Three Card
    Poker table the option to make an additional Progressive Payout Wager that the player
    will receive a Progressive Payout Hand. After placing an Ante Wager or a Pair Plus
    Wager, or both, a player may make the additional Progressive Payout Wager by placing a
    value chip onto the progressive wagering device designated for that player. Each
    player shall be responsible for verifying that the player's respective Progressive
    Payout Wager has been accepted."

    Scenario: 649a.7(d)(4) No Progressive Payout Wager where the Rules Submission does not offer it
      Given a Three Card Poker table under Rules Submission "pa-649a-minimal"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Progressive Payout Wager of $1
      When the round is settled
      Then seat 1's Progressive Payout Wager is refused as not-offered
      And seat 1's Ante Wager is accepted

    Scenario: 649a.7(d)(4) The Progressive Payout Wager follows an Ante Wager, a Pair Plus Wager or both
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $5
      And seat 1 places a Progressive Payout Wager of $1
      And seat 2 places a Pair Plus Wager of $5
      And seat 2 places a Progressive Payout Wager of $1
      And seat 3 places an Ante Wager of $5
      And seat 3 places a Pair Plus Wager of $10
      And seat 3 places a Progressive Payout Wager of $1
      When the round is settled
      Then seat 1's Progressive Payout Wager is accepted
      And seat 2's Progressive Payout Wager is accepted
      And seat 3's Progressive Payout Wager is accepted

    Scenario: 649a.7(d)(4) No Progressive Payout Wager before an Ante or Pair Plus Wager
      "After placing an Ante Wager or a Pair Plus Wager": a Progressive Payout Wager alone,
      or one offered before the player's Ante Wager, is refused.

      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places a Progressive Payout Wager of $1
      And seat 2 places a Progressive Payout Wager of $1
      And seat 2 places an Ante Wager of $5
      When the round is settled
      Then seat 1's Progressive Payout Wager is refused as precondition-not-met
      And seat 1 is dealt no cards
      And seat 2's Progressive Payout Wager is refused as precondition-not-met
      And seat 2's Ante Wager is accepted

    Scenario: 649a.7(d)(4) The system shows each player whether the Progressive Payout Wager was accepted
      The Rules Submission fixes the wager at $1 (docs/interpretations.md, "a Progressive
      Payout Wager is $1 or $5"); the player checks the system's answer.

      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $5
      And seat 1 places a Progressive Payout Wager of $1
      And seat 2 places an Ante Wager of $5
      And seat 2 places a Progressive Payout Wager of $5
      When the round is settled
      Then seat 1's Progressive Payout Wager is accepted
      And seat 2's Progressive Payout Wager is refused as amount-not-allowed

    @manual
    Scenario: 649a.7(d)(4) The Progressive Payout Wager is a value chip on the player's wagering device
      How the chip is placed is seen at the table; the protocol receives the wager the
      device recognised.

      Given a Three Card Poker table that offers the Progressive Payout Wager
      Then a player makes the Progressive Payout Wager by placing a value chip onto the progressive wagering device designated for that player
      And the device shows the player that the wager has been accepted

  Rule: 649a.7(d)(5) The optional Six Card Bonus Wager
    "A certificate holder may, if specified in its Rules Submission under § 601a.2, offer to
    each player at a Three Card Poker table the option to make an additional Six Card
    Bonus Wager that the three cards dealt to the dealer and the three cards dealt to the
    player will form a five-card poker hand with a rank of a three-of-a-kind or better.
    After placing an Ante Wager or a Pair Plus Wager, or both, a player may make the
    additional Six Card Bonus Wager by placing a value chip on the designated betting area
    prior to the dealer announcing ''no more bets.''"

    Scenario: 649a.7(d)(5) No Six Card Bonus Wager where the Rules Submission does not offer it
      Given a Three Card Poker table under Rules Submission "pa-649a-minimal"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Six Card Bonus Wager of $10
      When the round is settled
      Then seat 1's Six Card Bonus Wager is refused as not-offered

    Scenario: 649a.7(d)(5) The Six Card Bonus Wager follows an Ante Wager, a Pair Plus Wager or both
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $5
      And seat 1 places a Six Card Bonus Wager of $5
      And seat 2 places a Pair Plus Wager of $5
      And seat 2 places a Six Card Bonus Wager of $5
      And seat 3 places an Ante Wager of $5
      And seat 3 places a Pair Plus Wager of $5
      And seat 3 places a Six Card Bonus Wager of $5
      And seat 4 places a Six Card Bonus Wager of $5
      When the round is settled
      Then seat 1's Six Card Bonus Wager is accepted
      And seat 2's Six Card Bonus Wager is accepted
      And seat 3's Six Card Bonus Wager is accepted
      And seat 4's Six Card Bonus Wager is refused as precondition-not-met

    @written_for_three_card_poker.six_card_bonus
    Scenario: 649a.7(d)(5) The dealer's three cards and the player's form the Six Card Bonus hand
      Neither three-card hand holds a three-of-a-kind; the six cards together do.

      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Six Card Bonus Wager of $5
      And the deck is stacked with seat 1 "7s 7h 2d" and the dealer "7d Kc 4s"
      When seat 1 makes a Play Wager
      And the round is settled
      Then seat 1's Six Card Bonus Wager is paid 5 to 1

  Rule: 649a.7(e) A version of Three Card Poker with conditions on the Pair Plus Wager
    "Notwithstanding subsection (d)(1)—(3), a certificate holder may offer a version of
    Three Card Poker requiring:"

    Scenario: 649a.7(e) Under a version of (e) a Pair Plus Wager cannot stand alone
      Against (d)(2), the 649a.7(e)(1) version of Rules Submission "pa-649a-version-e"
      takes no Pair Plus Wager without an Ante Wager.

      Given a Three Card Poker table under Rules Submission "pa-649a-version-e"
      And seat 1 places a Pair Plus Wager of $10
      And seat 2 places an Ante Wager of $10
      When the round is settled
      Then seat 1's Pair Plus Wager is refused as precondition-not-met
      And seat 2's Ante Wager is accepted

  Rule: 649a.7(e)(1) The Ante Wager at least equal to the Pair Plus Wager
    "As a precondition to the placement of a Pair Plus Wager, the placement of an Ante
    Wager in an amount equal to or greater than the Pair Plus Wager."

    Scenario Outline: 649a.7(e)(1) A Pair Plus Wager no greater than the Ante Wager is accepted
      Given a Three Card Poker table under Rules Submission "pa-649a-version-e"
      And seat 1 places an Ante Wager of <ante>
      And seat 1 places a Pair Plus Wager of <pair plus>
      When the round is settled
      Then seat 1's Ante Wager is accepted
      And seat 1's Pair Plus Wager is accepted

      Examples:
        | ante | pair plus |
        | $10  | $10       |
        | $25  | $10       |
        | $500 | $5        |

    Scenario Outline: 649a.7(e)(1) A Pair Plus Wager greater than the Ante Wager is refused
      Given a Three Card Poker table under Rules Submission "pa-649a-version-e"
      And seat 1 places an Ante Wager of <ante>
      And seat 1 places a Pair Plus Wager of <pair plus>
      When the round is settled
      Then seat 1's Pair Plus Wager is refused as precondition-not-met
      And seat 1's Ante Wager is accepted

      Examples:
        | ante | pair plus |
        | $10  | $15       |
        | $5   | $500      |

    Scenario: 649a.7(e)(1) A Pair Plus Wager offered before the Ante Wager is refused
      "As a precondition to the placement": the Ante Wager is placed first.

      Given a Three Card Poker table under Rules Submission "pa-649a-version-e"
      And seat 1 places a Pair Plus Wager of $10
      And seat 1 places an Ante Wager of $10
      When the round is settled
      Then seat 1's Pair Plus Wager is refused as precondition-not-met
      And seat 1's Ante Wager is accepted

  Rule: 649a.7(e)(2) The Ante Wager at least half the Pair Plus Wager
    "As a precondition to the placement of a Pair Plus Wager, the placement of an Ante
    Wager in an amount equal to at least 1/2 the Pair Plus Wager."

    Scenario Outline: 649a.7(e)(2) A Pair Plus Wager up to twice the Ante Wager is accepted
      Given a Three Card Poker table under Rules Submission "pa-649a-version-e2"
      And seat 1 places an Ante Wager of <ante>
      And seat 1 places a Pair Plus Wager of <pair plus>
      When the round is settled
      Then seat 1's Ante Wager is accepted
      And seat 1's Pair Plus Wager is accepted

      Examples:
        | ante | pair plus |
        | $10  | $20       |
        | $10  | $15       |
        | $50  | $5        |

    Scenario Outline: 649a.7(e)(2) A Pair Plus Wager more than twice the Ante Wager is refused
      Given a Three Card Poker table under Rules Submission "pa-649a-version-e2"
      And seat 1 places an Ante Wager of <ante>
      And seat 1 places a Pair Plus Wager of <pair plus>
      When the round is settled
      Then seat 1's Pair Plus Wager is refused as precondition-not-met
      And seat 1's Ante Wager is accepted

      Examples:
        | ante | pair plus |
        | $10  | $25       |
        | $5   | $11       |

    Scenario: 649a.7(e)(2) A Pair Plus Wager without an Ante Wager is refused
      Given a Three Card Poker table under Rules Submission "pa-649a-version-e2"
      And seat 1 places a Pair Plus Wager of $10
      When the round is settled
      Then seat 1's Pair Plus Wager is refused as precondition-not-met
      And seat 1 is dealt no cards

  Rule: 649a.7(e)(3) Compulsory Ante and Pair Plus Wagers, neither more than five times the other
    "The compulsory placement of an Ante Wager and a Pair Plus Wager, provided that one
    wager may be placed in an amount up to a maximum of five times the amount of the other
    wager without regard to which wager is the greater of the two."

    Scenario Outline: 649a.7(e)(3) Ante and Pair Plus Wagers within five times each other are accepted
      Given a Three Card Poker table under Rules Submission "pa-649a-version-e3"
      And seat 1 places an Ante Wager of <ante>
      And seat 1 places a Pair Plus Wager of <pair plus>
      When the round is settled
      Then seat 1's Ante Wager is accepted
      And seat 1's Pair Plus Wager is accepted

      Examples:
        | ante | pair plus |
        | $10  | $10       |
        | $10  | $50       |
        | $50  | $10       |

    Scenario Outline: 649a.7(e)(3) Ante and Pair Plus Wagers more than five times apart are refused
      Given a Three Card Poker table under Rules Submission "pa-649a-version-e3"
      And seat 1 places an Ante Wager of <ante>
      And seat 1 places a Pair Plus Wager of <pair plus>
      When the round is settled
      Then seat 1's Ante Wager is refused as amount-not-allowed
      And seat 1's Pair Plus Wager is refused as amount-not-allowed
      And seat 1 is dealt no cards

      Examples:
        | ante | pair plus |
        | $10  | $55       |
        | $60  | $10       |

    Scenario Outline: 649a.7(e)(3) One of the compulsory wagers alone is refused
      Given a Three Card Poker table under Rules Submission "pa-649a-version-e3"
      And seat 1 places <a> <wager> of $10
      And seat 2 places an Ante Wager of $10
      And seat 2 places a Pair Plus Wager of $10
      When the round is settled
      Then seat 1's <wager> is refused as precondition-not-met
      And seat 1 is dealt no cards
      And seat 2's Ante Wager is accepted

      Examples:
        | a  | wager           |
        | an | Ante Wager      |
        | a  | Pair Plus Wager |

  Rule: 649a.7(f) The number of adjacent boxes a player may wager on
    "A certificate holder shall specify in its Rules Submission under § 601a.2, the number
    of adjacent boxes on which a player may place a wager in one round of play."

    @manual
    Scenario: 649a.7(f) A player wagers on no more adjacent boxes than the Rules Submission specifies
      The test protocol knows betting positions, not players: it cannot say that two seats
      are one player's, so no system can show the limit to the harness. tablecert validate
      checks the Rules Submission states the number (field table.adjacent_boxes); the
      inspector checks the table keeps to it.

      Given the Rules Submission of the Three Card Poker table specifies the number of adjacent boxes on which a player may wager
      Then no player places wagers on more adjacent boxes in one round of play than that number
