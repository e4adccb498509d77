@let_it_ride
Feature: 643a.13 Irregularities
  58 Pa. Code § 643a.13, Let It Ride Poker, as published at 41 Pa.B. 3836 (July 16, 2011).
  Each subsection is quoted in its Rule.

  Sections 643a.1-643a.7 are cited but absent from the seeds; the three Let It Ride Poker
  Wagers of 643a.7(d) are named Bet Number 1, Bet Number 2 and Bet Number 3
  (docs/interpretations.md). Irregularities are injected in test mode: a card found face up
  or drawn in error is named by its place in the dealing order ("the card dealt 3rd"); a
  misdeal names the position and the number of cards it received. "The round is void and
  every wager is returned" means every wager the system accepted is handed back, none paid
  or collected.

  Rules Submission "pa-643a-paytable-A" deals from a manual dealing shoe and shuffles with
  an automated card shuffling device; "pa-643a-automated-shoe-bonus" deals from an
  automated dealing shoe. Seat 1 alone, dealt from the manual shoe, receives the 1st, 3rd
  and 5th cards, the community area the 2nd and 4th.

  Rule: 643a.13(a) A card found face up in the shoe or the deck
    "(a) A card that is found face up in the shoe or the deck while the cards are being dealt
    shall not be used in that round of play and shall be placed in the discard rack. If more
    than one card is found face up in the shoe or the deck during the dealing of the cards,
    all hands shall be void, all wagers shall be returned to the players and the cards shall
    be reshuffled."

    @written_for_table.dealing
    Scenario: 643a.13(a) One card found face up is not used but goes to the discard rack, and the next card takes its place
      Given a Let It Ride table under Rules Submission "pa-643a-paytable-A"
      And seat 1 places the three Let It Ride Poker Wagers of $5 each
      And the deck is stacked in the order "2c 3d 4h 5s 6c 7d 8h"
      And the card dealt 3rd is found face up in the deck
      When the round is settled
      Then the cards are dealt in the order "seat 1, community, discard rack, seat 1, community, seat 1"
      And seat 1 holds "2c 5s 7d"
      And the community cards are "3d 6c"
      And the system reports "card discarded"
      And the system does not report "round void"

    Scenario: 643a.13(a) A second card found face up voids the round, returns every wager and the cards are reshuffled
      Given a Let It Ride table under Rules Submission "pa-643a-paytable-A"
      And seat 1 places the three Let It Ride Poker Wagers of $5 each
      And seat 1 places a Let It Ride Bonus Wager of $1
      And seat 4 places the three Let It Ride Poker Wagers of $5 each
      And the card dealt 2nd is found face up in the deck
      And the card dealt 6th is found face up in the deck
      When the round is settled
      Then the round is void and every wager is returned
      And the system reports "cards reshuffled"

  Rule: 643a.13(b) A card drawn in error
    "(b) A card drawn in error without its face being exposed shall be used as though it
    were the next card from the shoe or the deck."

    @written_for_table.dealing
    Scenario: 643a.13(b) A card drawn in error without its face exposed is used as the next card
      Given a Let It Ride table under Rules Submission "pa-643a-paytable-A"
      And seat 1 places the three Let It Ride Poker Wagers of $5 each
      And the deck is stacked in the order "2c 3d 4h 5s 6c 7d 8h"
      And the 3rd card is drawn in error without its face being exposed
      When the round is settled
      Then the cards are dealt in the order "seat 1, community, seat 1, community, seat 1"
      And seat 1 holds "2c 4h 6c"
      And the community cards are "3d 5s"
      And the system does not report "round void"

  Rule: 643a.13(c) An incorrect number of cards
    "(c) If any player or the area designated for the placement of the community cards is
    dealt an incorrect number of cards, all hands shall be void, all wagers shall be returned
    to the players and the cards shall be reshuffled."

    Scenario: 643a.13(c) A player dealt 2 cards voids the round, returns every wager and the cards are reshuffled
      Given a Let It Ride table under Rules Submission "pa-643a-paytable-A"
      And seat 1 places the three Let It Ride Poker Wagers of $5 each
      And seat 3 places the three Let It Ride Poker Wagers of $5 each
      And seat 3 places a Let It Ride Bonus Wager of $1
      And seat 3 is dealt 2 cards
      When the round is settled
      Then the round is void and every wager is returned
      And the system reports "cards reshuffled"

    Scenario: 643a.13(c) A player dealt 4 cards voids the round, returns every wager and the cards are reshuffled
      Given a Let It Ride table under Rules Submission "pa-643a-paytable-A"
      And seat 2 places the three Let It Ride Poker Wagers of $5 each
      And seat 2 places a Three Card Bonus Wager of $5
      And seat 2 is dealt 4 cards
      When the round is settled
      Then the round is void and every wager is returned
      And the system reports "cards reshuffled"

    Scenario: 643a.13(c) The community card area dealt 3 cards voids the round, returns every wager and the cards are reshuffled
      Given a Let It Ride table under Rules Submission "pa-643a-paytable-A"
      And seat 1 places the three Let It Ride Poker Wagers of $5 each
      And seat 3 places the three Let It Ride Poker Wagers of $5 each
      And the community card area is dealt 3 cards
      When the round is settled
      Then the round is void and every wager is returned
      And the system reports "cards reshuffled"

    Scenario: 643a.13(c) Automated shoe: the community card area dealt 1 card voids the round, returns every wager and the cards are reshuffled
      Given a Let It Ride table under Rules Submission "pa-643a-automated-shoe-bonus"
      And seat 1 places the three Let It Ride Poker Wagers of $5 each
      And the community card area is dealt 1 card
      When the round is settled
      Then the round is void and every wager is returned
      And the system reports "cards reshuffled"

  Rule: 643a.13(d) A community card exposed too soon
    "(d) If either of the community cards is inadvertently exposed prior to the dealer
    revealing the community cards in accordance with § 643a.11(c) and (e) (relating to
    procedures for completion of each round of play), all hands shall be void, all wagers
    shall be returned to the players and the cards shall be reshuffled."

    Scenario: 643a.13(d) A community card exposed before the dealer reveals it voids the round, returns every wager and the cards are reshuffled
      Given a Let It Ride table under Rules Submission "pa-643a-paytable-A"
      And seat 1 places the three Let It Ride Poker Wagers of $5 each
      And seat 1 places a Let It Ride Bonus Wager of $1
      And seat 5 places the three Let It Ride Poker Wagers of $5 each
      And a community card is inadvertently exposed before the dealer reveals it
      When the round is settled
      Then the round is void and every wager is returned
      And the system reports "cards reshuffled"
      And the system does not report "community card revealed"

  Rule: 643a.13(e) The automated card shuffling device jams
    "(e) If an automated card shuffling device is being used and the device jams, stops
    shuffling during a shuffle or fails to complete a shuffle cycle, the cards shall be
    reshuffled."
    Nothing has been dealt, so nothing is void; in test mode the forced deck is the order
    the completed reshuffle produced (docs/interpretations.md, "the shuffler jam").

    @written_for_let_it_ride.maximum_payout @written_for_let_it_ride.paytable
    Scenario: 643a.13(e) A shuffler that jams during the shuffle reshuffles the cards and the round is dealt and settled
      Given a Let It Ride table under Rules Submission "pa-643a-paytable-A"
      And seat 1 places the three Let It Ride Poker Wagers of $5 each
      And the deck is stacked with seat 1 "Kh Kd 4c" and the community cards "7s 2h"
      And the automated card shuffling device jams during the shuffle
      When the round is settled
      Then the system reports "cards reshuffled" before "community card revealed"
      And the system does not report "round void"
      And seat 1's Let It Ride Poker Wagers are each paid 1 to 1

  Rule: 643a.13(f) The automated dealing shoe jams
    "(f) If an automated dealing shoe is being used and the device jams, stops dealing cards
    or fails to deal all cards during a round of play, the round of play shall be void, all
    wagers shall be returned to the players and the cards shall be removed from the device
    and reshuffled with any cards already dealt."

    @written_for_table.dealing
    Scenario: 643a.13(f) An automated dealing shoe that jams during the deal voids the round, returns every wager and the cards are reshuffled
      Given a Let It Ride table under Rules Submission "pa-643a-automated-shoe-bonus"
      And seat 1 places the three Let It Ride Poker Wagers of $10 each
      And seat 1 places a Let It Ride Bonus Wager of $1
      And seat 3 places the three Let It Ride Poker Wagers of $10 each
      And the automated dealing shoe jams after 4 cards
      When the round is settled
      Then the cards are dealt in the order "seat 1, seat 1, seat 1, seat 3"
      And the round is void and every wager is returned
      And the system reports "cards reshuffled"

    Scenario: 643a.13(f) An automated dealing shoe that stops before the community stack voids the round and returns every wager
      Given a Let It Ride table under Rules Submission "pa-643a-automated-shoe-bonus"
      And seat 1 places the three Let It Ride Poker Wagers of $10 each
      And the automated dealing shoe jams after 3 cards
      When the round is settled
      Then the round is void and every wager is returned
      And the system reports "cards reshuffled"

    @manual
    Scenario: 643a.13(f) The cards are taken out of the jammed shoe and reshuffled with the cards already dealt
      Manual check: the system reports the void round and the reshuffle (the scenarios
      above); that the dealer takes every card out of the device and reshuffles them with
      the cards already on the layout is physical handling no system reports.

  Rule: 643a.13(g) A shuffler or shoe that cannot be used
    "(g) If an automated card shuffling device or automated dealing shoe malfunctions and
    cannot be used, the automated card shuffling device or automated dealing shoe must be
    covered or have a sign indicating that the automated card shuffling device or automated
    dealing shoe is out of order placed on the device before any other method of shuffling
    or dealing may be utilized at that table."

    @written_for_table.dealing
    Scenario: 643a.13(g) An automated dealing shoe that cannot be used is signed out of order before the cards are dealt by another method
      The table deals by another method (here a manual dealing shoe): one card at a time, not
      in stacks, and no community card is discarded.
      Given a Let It Ride table under Rules Submission "pa-643a-automated-shoe-bonus"
      And seat 1 places the three Let It Ride Poker Wagers of $10 each
      And the automated dealing shoe malfunctions and cannot be used
      When the round is settled
      Then the system reports "device covered or signed out of order" before "community card revealed"
      And the cards are dealt in the order "seat 1, community, seat 1, community, seat 1"

    @written_for_table.dealing
    Scenario: 643a.13(g) An automated dealing shoe signed out of order stays out of use in the next round
      Given a Let It Ride table under Rules Submission "pa-643a-automated-shoe-bonus"
      And the automated dealing shoe malfunctions and cannot be used
      And 1 round has been played at the table
      And seat 3 places the three Let It Ride Poker Wagers of $10 each
      And seat 5 places the three Let It Ride Poker Wagers of $10 each
      When the round is settled
      Then the cards are dealt in the order "seat 3, seat 5, community, seat 3, seat 5, community, seat 3, seat 5"

    Scenario: 643a.13(g) An automated card shuffling device that cannot be used is signed out of order before the cards are shuffled by another method
      Given a Let It Ride table under Rules Submission "pa-643a-paytable-A"
      And seat 1 places the three Let It Ride Poker Wagers of $5 each
      And the automated card shuffling device malfunctions and cannot be used
      When the round is settled
      Then the system reports "device covered or signed out of order" before "community card revealed"

    @manual
    Scenario: 643a.13(g) The device that cannot be used is covered or carries an out-of-order sign
      Manual check: the system reports that the device was taken out of use (the scenarios
      above); the cover or the sign on the device is physical, and the inspector confirms it
      is in place before any other method of shuffling or dealing is used at the table.
