@three_card_poker
Feature: 649a.13 Irregularities
  58 Pa. Code § 649a.13 (Three Card Poker). Each irregularity is injected in test mode (the
  fault steps of the step library) into a round at Rules Submission "pa-649a-paytable-A"
  (manual dealing shoe, automated card shuffling device) or, for the automated dealing shoe,
  "pa-649a-dealing-automated-shoe". Readings taken (docs/interpretations.md): a void round
  takes back its Progressive Payout Wagers' contributions to the meter; a shuffler jam before
  the deal is a reshuffle and the round goes on.

  Rule: 649a.13(a) A card found face up in the shoe or the deck
    "A card that is found face up in the shoe or the deck while the cards are being dealt may not be
    used in that round of play and shall be placed in the discard rack. If more than one card is
    found face up in the shoe or the deck during the dealing of the cards, all hands shall be void,
    all wagers shall be returned to the players and the cards shall be reshuffled."
    @requires_fault_injection @written_for_table.dealing
    Scenario: 649a.13(a) One card found face up is not used and goes to the discard rack
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And the deck is stacked in the order "Ks Jc 2h 9h 8d 4d 3s"
      And the card dealt 3rd is found face up in the deck
      When the round is settled
      Then the system reports "card discarded"
      And the cards are dealt in the order "seat 1, dealer, discard rack, seat 1, dealer, seat 1, dealer"
      And seat 1 holds "Ks 9h 4d"
      And the dealer holds "Jc 8d 3s"
      And the system does not report "round void"
      And seat 1's Ante Wager is paid 1 to 1
    @requires_fault_injection
    Scenario: 649a.13(a) More than one card found face up voids the round and the cards are reshuffled
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Progressive Payout Wager of $1
      And seat 3 places a Pair Plus Wager of $10
      And the card dealt 2nd is found face up in the deck
      And the card dealt 6th is found face up in the deck
      When the round is settled
      Then the round is void and every wager is returned
      And the system reports "cards reshuffled"
      And the progressive meter reads $1,000.00

  Rule: 649a.13(b) A card drawn in error without its face exposed
    "A card drawn in error without its face being exposed shall be used as though it were the next
    card from the shoe or the deck."
    @requires_fault_injection @written_for_table.dealing
    Scenario: 649a.13(b) A card drawn in error without its face being exposed is used as the next card
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And the deck is stacked in the order "Ks Jc 9h 8d 4d 3s"
      And the 3rd card is drawn in error without its face being exposed
      When the round is settled
      Then the cards are dealt in the order "seat 1, dealer, seat 1, dealer, seat 1, dealer"
      And seat 1 holds "Ks 9h 4d"
      And the dealer holds "Jc 8d 3s"
      And the system does not report "round void"
      And seat 1's Ante Wager is paid 1 to 1

  Rule: 649a.13(c) A player or the dealer dealt an incorrect number of cards
    "If a player or the dealer is dealt an incorrect number of cards, all hands shall be void, all
    wagers shall be returned to the players and the cards shall be reshuffled."
    @requires_fault_injection
    Scenario Outline: 649a.13(c) <who> dealt <count> cards voids the round and the cards are reshuffled
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Pair Plus Wager of $15
      And seat 4 places an Ante Wager of $10
      And <who> is dealt <count> cards
      When the round is settled
      Then the round is void and every wager is returned
      And the system reports "cards reshuffled"
      And the system does not report "deck removed from the table"

      Examples:
        | who        | count |
        | seat 4     | 4     |
        | seat 1     | 2     |
        | the dealer | 4     |
        | the dealer | 2     |

  Rule: 649a.13(d) A dealer's card exposed before the dealer reveals
    "If one or more of the dealer's cards is inadvertently exposed prior to the dealer revealing his
    cards in accordance § 649a.11(c) (relating to procedures for completion of each round of play),
    all hands shall be void, all wagers shall be returned to the players and the cards shall be
    reshuffled."
    @requires_fault_injection
    Scenario: 649a.13(d) A dealer's card exposed before the reveal voids the round and the cards are reshuffled
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Six Card Bonus Wager of $5
      And seat 2 places an Ante Wager of $10
      And one of the dealer's cards is inadvertently exposed before the dealer reveals them
      When the round is settled
      Then the round is void and every wager is returned
      And the system reports "cards reshuffled"

  Rule: 649a.13(e) The automated card shuffling device jams
    "If an automated card shuffling device is being used and the device jams, stops shuffling during
    a shuffle or fails to complete a shuffle cycle, the cards shall be reshuffled."
    @requires_fault_injection
    Scenario: 649a.13(e) A shuffler that jams during the shuffle has the cards reshuffled and the round is dealt
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And the automated card shuffling device jams during the shuffle
      And the deck is stacked with seat 1 "Ks 9h 4d" and the dealer "Jc 8d 3s"
      When the round is settled
      Then the system reports "cards reshuffled"
      And the system does not report "round void"
      And seat 1's Ante Wager is paid 1 to 1

  Rule: 649a.13(f) The automated dealing shoe jams or fails to deal all cards
    "If an automated dealing shoe is being used and the device jams, stops dealing cards or fails to
    deal all cards during a round of play, the round of play shall be void, all wagers shall be
    returned to the players and the cards shall be removed from the device and reshuffled with any
    cards already dealt."
    @requires_fault_injection
    Scenario: 649a.13(f) A shoe that stops dealing voids the round; the cards are reshuffled with those dealt
      Given a Three Card Poker table under Rules Submission "pa-649a-dealing-automated-shoe"
      And seat 1 places an Ante Wager of $10
      And seat 1 places a Progressive Payout Wager of $1
      And seat 3 places an Ante Wager of $10
      And the automated dealing shoe jams after 4 cards
      When the round is settled
      Then the round is void and every wager is returned
      And the system reports "cards reshuffled"
      And the progressive meter reads $1,000.00

    @manual
    Scenario: 649a.13(f) The cards are removed from the jammed shoe and reshuffled with the cards already dealt
      The system reports the reshuffle; that the cards left in the jammed shoe are taken out and
      shuffled together with the cards already dealt is seen at the table.

  Rule: 649a.13(g) A device that malfunctions is covered or signed out of order first
    "If an automated card shuffling device or automated dealing shoe malfunctions and cannot be
    used, the automated card shuffling device or automated dealing shoe must be covered or have a
    sign indicating that the automated card shuffling device or automated dealing shoe is out of
    order placed on the device before any other method of shuffling or dealing may be utilized at
    that table."
    @requires_fault_injection @written_for_table.dealing
    Scenario: 649a.13(g) An automated dealing shoe out of order is covered before the cards are dealt another way
      Given a Three Card Poker table under Rules Submission "pa-649a-dealing-automated-shoe"
      And seat 1 places an Ante Wager of $10
      And the automated dealing shoe malfunctions and cannot be used
      When the round is settled
      Then the device is covered or signed out of order before the cards are dealt another way
      And the cards are dealt in the order "seat 1, dealer, seat 1, dealer, seat 1, dealer"
    @requires_fault_injection
    Scenario: 649a.13(g) An automated card shuffling device out of order is covered before another method of shuffling
      Given a Three Card Poker table under Rules Submission "pa-649a-paytable-A"
      And seat 1 places an Ante Wager of $10
      And the automated card shuffling device malfunctions and cannot be used
      When the round is settled
      Then the device is covered or signed out of order before the cards are dealt another way
      And the system does not report "round void"

    @manual
    Scenario: 649a.13(g) The cover or the out-of-order sign is on the device itself
      The system reports the device signed out of order; that a cover or a sign is physically
      placed on the device before another method is used is seen at the table.
