"""Ultimate Texas Hold 'Em (653a) as far as its definitions (653a.1) reach.

The seeds print only § 653a.1; 653a.2-653a.13 (table, wagers, dealing, completion of the
round, payout odds) are cited but absent. So this engine has no paytables and pays nothing:
it deals a forced deck (two cards to each player and the dealer, burns, the flop, the final
two community cards), forms every Hand as the best five of the two hole cards and the five
community cards, records each check, fold and Play Wager, refuses a Trips Wager offered
after the first card, and classifies who holds an Envy Bonus Qualifying Hand or a
Progressive Payout Hand and who would receive an Envy Bonus, without amounts. The dealing
order and the burn timing are readings (docs/interpretations.md).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from tablecert.oracle.best_five import best_five
from tablecert.oracle.cards import Card
from tablecert.oracle.game import GameTable
from tablecert.oracle.games.ultimate_texas_hold_em.model import (
    CATEGORY_WORDS,
    COMMUNITY,
    DEALER,
    DISCARD_RACK,
    ENVY_BONUS_QUALIFYING,
    PROGRESSIVE_PAYOUT,
    EnvyBonusAward,
    Stage,
    UthCard,
    UthChoice,
    UthDecision,
    UthDecisionRecord,
    UthHand,
    UthObservation,
    UthReason,
    UthRefusal,
    UthScript,
    UthWager,
    UthWagerKind,
)
from tablecert.oracle.games.ultimate_texas_hold_em.rules import UthRules
from tablecert.oracle.rankings import FiveCardCategory, five_card_category

__all__ = ["UthTable", "uth_deck"]


# --------------------------------------------------------------------------------- deck
def uth_deck(hole: dict[str, tuple[Card, ...]], burns: tuple[Card, ...], flop: tuple[Card, ...],
             final: tuple[Card, ...]) -> tuple[Card, ...]:
    """The forced deck that deals ``hole`` (``"seat N"`` and ``"dealer"``, two cards each),
    the two ``burns``, the ``flop`` and the ``final`` two community cards in this engine's
    dealing order: one card at a time to each seat from the lowest, then the dealer, twice;
    burn, flop, burn, the final two (a reading: 653a.8-653a.10 are not in the seeds).

    >>> from tablecert.oracle.cards import parse_cards, format_cards
    >>> format_cards(uth_deck({"seat 1": parse_cards("As Ks"), "dealer": parse_cards("2d 3d")},
    ...     parse_cards("4h 5h"), parse_cards("Qs Js Ts"), parse_cards("9d 2c")))
    'As 2d Ks 3d 4h Qs Js Ts 5h 9d 2c'
    """
    if len(burns) != 2 or len(flop) != 3 or len(final) != 2 or any(len(h) != 2 for h in hole.values()):
        raise ValueError("two cards to each hand, two burns, three flop cards, two final cards")
    order = [*sorted((w for w in hole if w != DEALER), key=lambda w: int(w.split()[1])), DEALER]
    first = tuple(hole[w][0] for w in order if w in hole)
    second = tuple(hole[w][1] for w in order if w in hole)
    return first + second + burns[:1] + flop + burns[1:] + final


# --------------------------------------------------------------------------------- table
def _ranks(five: tuple[Card, ...]) -> tuple[int, ...]:
    counts = Counter(int(c.rank) for c in five)
    return tuple(sorted((int(c.rank) for c in five), key=lambda r: (counts[r], r), reverse=True))


class UthTable(GameTable):
    """The oracle's Ultimate Texas Hold 'Em table; one rule a method."""

    rules: UthRules

    def __init__(self, rules: UthRules) -> None:
        super().__init__(rules)
        self.rules = rules

    def play(self, script: UthScript) -> UthObservation:
        accepted, refusals = self._accept(script.wagers)
        seats = sorted({w.seat for w in accepted if w.wager is UthWagerKind.ANTE})
        for w in accepted:
            if w.seat not in seats:
                raise ValueError(f"seat {w.seat}: a {w.wager.value} without an Ante Wager")
        deck = iter(script.deck)
        cards: list[UthCard] = []

        def take(to: str, exposed: bool, citation: str) -> Card:
            try:
                card = next(deck)
            except StopIteration:
                raise ValueError(f"deck: the round needs more than the {len(cards)} cards given") from None
            cards.append(UthCard(card, to, exposed, citation))
            return card

        hole: dict[str, list[Card]] = {}
        for _ in range(2):  # one card at a time to each player, then the dealer (a reading)
            for who in [*(f"seat {s}" for s in seats), DEALER]:
                hole.setdefault(who, []).append(take(who, False, "653a.1 Hand"))
        self._burn(take)
        flop = tuple(take(COMMUNITY, True, "653a.1 Flop") for _ in range(3))
        self._burn(take)
        community = flop + tuple(take(COMMUNITY, True, "653a.1 Community card") for _ in range(2))
        decisions, in_round = self._decide(seats, script.decisions)
        hands = tuple(self._hand(who, tuple(hole[who]), community) for who in hole)
        by_seat = {int(h.position.split()[1]): h for h in hands if h.position != DEALER}
        envy_q = tuple(s for s in seats if self._envy_qualifying(by_seat[s]))
        prog = tuple(s for s in seats if self._progressive_payout(by_seat[s]))
        progressive = sorted({w.seat for w in accepted if w.wager is UthWagerKind.PROGRESSIVE})
        return UthObservation(tuple(cards), flop, community, tuple(accepted), tuple(refusals),
                              decisions, hands, envy_q, prog, self._envy(progressive, envy_q),
                              in_round)

    def _accept(self, offered: tuple[UthWager, ...]) -> tuple[list[UthWager], list[UthRefusal]]:
        accepted: list[UthWager] = []
        refusals: list[UthRefusal] = []
        for w in offered:
            if w.seat > self.rules.seats:
                refusals.append(UthRefusal(w.seat, w.wager, w.amount, UthReason.NO_SUCH_SEAT,
                                           "653a.2 (not in the seeds)", "no such seat"))
            elif w.wager is UthWagerKind.PROGRESSIVE and not self.rules.progressive:
                refusals.append(UthRefusal(w.seat, w.wager, w.amount, UthReason.NOT_OFFERED,
                                           "653a.1 Envy Bonus", "the Rules Submission offers no "
                                           "Progressive Payout Wager"))
            elif not self._trips_in_time(w):
                refusals.append(UthRefusal(w.seat, w.wager, w.amount, UthReason.AFTER_FIRST_CARD,
                                           "653a.1 Trips Wager", "a Trips Wager is made prior to "
                                           "any cards being dealt"))
            else:
                accepted.append(w)
        return accepted, refusals

    def _trips_in_time(self, wager: UthWager) -> bool:
        """653a.1 Trips Wager: made "prior to any cards being dealt"."""
        return wager.wager is not UthWagerKind.TRIPS or wager.offered_after_cards == 0

    def _burn(self, take: Any) -> None:
        """653a.1 Burn: face down to the discard rack, exposed to no one."""
        take(DISCARD_RACK, False, "653a.1 Burn")

    def _decide(self, seats: list[int], given: tuple[UthDecision, ...]
                ) -> tuple[tuple[UthDecisionRecord, ...], tuple[int, ...]]:
        """Check (653a.1): no Play Wager, still in the round. Fold: withdrawn by making no
        Play Wager. A Play Wager ends the player's decisions."""
        chosen = {(d.seat, d.stage): d for d in given}
        for d in given:
            if d.seat not in seats:
                raise ValueError(f"decisions: seat {d.seat} is not in the round")
        records: list[UthDecisionRecord] = []
        staying: list[int] = []
        for seat in seats:
            for stage in Stage:
                default = UthChoice.FOLD if stage is Stage.AFTER_ALL else UthChoice.CHECK
                d = chosen.pop((seat, stage), UthDecision(seat, stage, default))
                stays = d.choice is not UthChoice.FOLD
                cite = {UthChoice.PLAY: "653a.1 Play Wager", UthChoice.CHECK: "653a.1 Check",
                        UthChoice.FOLD: "653a.1 Fold"}[d.choice]
                records.append(UthDecisionRecord(seat, stage, d.choice, d.amount, stays, cite))
                if d.choice is not UthChoice.CHECK:
                    break
            if records[-1].in_round:
                staying.append(seat)
        if chosen:
            (seat, stage), _ = next(iter(chosen.items()))
            raise ValueError(f"decisions: seat {seat} decides {stage.value} after its Play Wager")
        order = {seat: i for i, seat in enumerate(seats)}
        stage_order = list(Stage)
        records.sort(key=lambda r: (stage_order.index(r.stage), order[r.seat]))
        return tuple(records), tuple(staying)

    def _hand(self, who: str, hole: tuple[Card, ...], community: tuple[Card, ...]) -> UthHand:
        """653a.1 Hand: the best five of the two cards and the five community cards."""
        five = best_five(hole + community)
        category = five_card_category(five)
        return UthHand(who, hole, CATEGORY_WORDS[category], _ranks(five), "653a.1 Hand", five)

    def _envy_qualifying(self, hand: UthHand) -> bool:
        return _category(hand) >= ENVY_BONUS_QUALIFYING

    def _progressive_payout(self, hand: UthHand) -> bool:
        return _category(hand) >= PROGRESSIVE_PAYOUT

    def _envy(self, wagered: list[int], qualifying: tuple[int, ...]) -> tuple[EnvyBonusAward, ...]:
        """653a.1 Envy Bonus: to each player with a Progressive Payout Wager, for every OTHER
        player holding an Envy Bonus Qualifying Hand."""
        return tuple(EnvyBonusAward(seat, other, "653a.1 Envy Bonus")
                     for seat in wagered for other in qualifying if other != seat)


_BY_WORDS = {words: category for category, words in CATEGORY_WORDS.items()}


def _category(hand: UthHand) -> FiveCardCategory:
    return _BY_WORDS[hand.category]
