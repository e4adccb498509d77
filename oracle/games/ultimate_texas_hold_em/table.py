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
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, ClassVar

from tablecert.oracle.cards import Card
from tablecert.oracle.game import GameRules, GameTable
from tablecert.oracle.judge import UNJUDGED
from tablecert.oracle.rankings import FiveCardCategory, best_five, five_card_category
from tablecert.oracle.rules_reader import (
    RulesSubmissionError,
    read_rules_yaml,
    true_or_false,
    whole_number,
)

__all__ = [
    "CATEGORY_WORDS",
    "EnvyBonusAward",
    "Stage",
    "UthChoice",
    "UthDecision",
    "UthHand",
    "UthObservation",
    "UthRefusal",
    "UthRules",
    "UthScript",
    "UthTable",
    "UthWager",
    "UthWagerKind",
    "parse_uth_rules",
    "uth_deck",
]

MAX_SEATS = 6  # 653a.2 is not in the seeds: a reading (interpretation register)
DISCARD_RACK = "discard rack"
COMMUNITY = "community"
DEALER = "dealer"


class UthWagerKind(StrEnum):
    ANTE = "Ante Wager"
    BLIND = "Blind Wager"
    TRIPS = "Trips Wager"
    PROGRESSIVE = "Progressive Payout Wager"


class Stage(StrEnum):
    """When a player decides (a reading: 653a.11 is not in the seeds)."""

    BEFORE_FLOP = "before the flop"
    AFTER_FLOP = "after the flop"
    AFTER_ALL = "after all community cards"


class UthChoice(StrEnum):
    PLAY = "Play Wager"
    CHECK = "check"
    FOLD = "fold"


class UthReason(StrEnum):
    AFTER_FIRST_CARD = "after-first-card"
    NOT_OFFERED = "not-offered"
    NO_SUCH_SEAT = "no-such-seat"


CATEGORY_WORDS = {
    FiveCardCategory.HIGH_CARD: "high card",
    FiveCardCategory.PAIR: "pair",
    FiveCardCategory.TWO_PAIR: "two pair",
    FiveCardCategory.THREE_OF_A_KIND: "three-of-a-kind",
    FiveCardCategory.STRAIGHT: "straight",
    FiveCardCategory.FLUSH: "flush",
    FiveCardCategory.FULL_HOUSE: "full house",
    FiveCardCategory.FOUR_OF_A_KIND: "four-of-a-kind",
    FiveCardCategory.STRAIGHT_FLUSH: "straight flush",
}
ENVY_BONUS_QUALIFYING = FiveCardCategory.STRAIGHT_FLUSH
"""653a.1: "a rank of a straight flush or better" (the royal flush is a straight flush)."""
PROGRESSIVE_PAYOUT = FiveCardCategory.THREE_OF_A_KIND
"""653a.1: "a rank of three-of-a-kind or better"."""


# ------------------------------------------------------------------------ Rules Submission
@dataclass(frozen=True)
class UthRules(GameRules):
    name: str
    source: str
    text: str
    certificate_holder: str
    seats: int
    progressive: bool  # offers the Progressive Payout Wager (and so the Envy Bonus)
    game: ClassVar[str] = "ultimate-texas-hold-em"


def parse_uth_rules(text: str, source: str = "<memory>") -> UthRules:
    """A Rules Submission of Ultimate Texas Hold 'Em (``game: ultimate-texas-hold-em``).

    >>> parse_uth_rules("rules_submission: u\\ngame: ultimate-texas-hold-em\\n").seats
    6
    """
    r = read_rules_yaml(text, source)
    r.section("", {"rules_submission", "certificate_holder", "game", "table", "progressive"},
              "docs/rules-submission.md")
    r.require("rules_submission", "521.2", "its name")
    r.section("table", {"seats"}, "docs/rules-submission.md")
    cite = "653a.2 (not in the seeds)"
    seats = r.convert("table.seats", whole_number, MAX_SEATS, cite)
    if not 1 <= seats <= MAX_SEATS:
        r.fail("table.seats", f"{seats} seats: from 1 to {MAX_SEATS}", cite)
    progressive = r.convert("progressive", true_or_false, False, "653a.1 Envy Bonus")
    if r.violations:
        raise RulesSubmissionError(source, r.violations)
    return UthRules(str(r.get("rules_submission") or ""), source, text,
                    str(r.get("certificate_holder") or ""), seats, progressive)






# -------------------------------------------------------------------------------- script
@dataclass(frozen=True)
class UthWager:
    """A wager offered; ``offered_after_cards`` is how many cards had been dealt (0: before
    any card)."""

    seat: int
    wager: UthWagerKind
    amount: int
    offered_after_cards: int = 0

    def __post_init__(self) -> None:
        if self.seat < 1 or self.amount <= 0 or self.offered_after_cards < 0:
            raise ValueError(f"seat {self.seat}'s {self.wager.value}: seats count from 1, "
                             "amounts are more than $0, cards dealt are 0 or more")
        if self.offered_after_cards and self.wager is not UthWagerKind.TRIPS:
            raise ValueError(f"seat {self.seat}'s {self.wager.value}: only the timing of the Trips "
                             "Wager is in the seeds (653a.1); offer other wagers before any card")


@dataclass(frozen=True)
class UthDecision:
    seat: int
    stage: Stage
    choice: UthChoice
    amount: int = 0  # the Play Wager's amount; 0 for check and fold

    def __post_init__(self) -> None:
        if (self.choice is UthChoice.PLAY) != (self.amount > 0):
            raise ValueError(f"seat {self.seat}: a Play Wager has an amount, a check or fold none")
        if self.choice is UthChoice.CHECK and self.stage is Stage.AFTER_ALL:
            raise ValueError(f"seat {self.seat}: after all community cards a player makes a Play "
                             "Wager or folds")
        if self.choice is UthChoice.FOLD and self.stage is not Stage.AFTER_ALL:
            raise ValueError(f"seat {self.seat}: a player folds after all community cards; "
                             "before, he checks")


@dataclass(frozen=True)
class UthScript:
    """The wagers, the forced deck (top card first) and the players' decisions; a player
    with no decision at a stage checks (before the last) or folds (at the last)."""

    wagers: tuple[UthWager, ...]
    deck: tuple[Card, ...]
    decisions: tuple[UthDecision, ...] = ()

    def __post_init__(self) -> None:
        if len(set(self.deck)) != len(self.deck):
            raise ValueError("deck: one deck holds each card once")
        seen = set()
        for d in self.decisions:
            if (d.seat, d.stage) in seen:
                raise ValueError(f"seat {d.seat} decides twice {d.stage.value}")
            seen.add((d.seat, d.stage))


# --------------------------------------------------------------------------- observation
@dataclass(frozen=True)
class UthCard:
    card: Card
    to: str  # "seat N", "dealer", "community", "discard rack"
    exposed: bool
    citation: str


@dataclass(frozen=True)
class UthHand:
    """A Hand: the best five of the two cards and the five community cards."""

    position: str
    hole_cards: tuple[Card, ...]
    category: str  # the rank in words: "three-of-a-kind"
    ranks: tuple[int, ...]  # the five ranks by count then rank, highest first (2..14)
    citation: str
    cards: tuple[Card, ...] = field(default=(), metadata={UNJUDGED: True})  # equal hands may differ in suits


@dataclass(frozen=True)
class UthDecisionRecord:
    seat: int
    stage: Stage
    choice: UthChoice
    amount: int
    in_round: bool  # after the decision
    citation: str


@dataclass(frozen=True)
class UthRefusal:
    seat: int
    wager: UthWagerKind
    amount: int
    reason: UthReason
    citation: str
    message: str = field(default="", metadata={UNJUDGED: True})


@dataclass(frozen=True)
class EnvyBonusAward:
    """``seat`` (with a Progressive Payout Wager) would receive an Envy Bonus for the Envy
    Bonus Qualifying Hand of ``for_seat``; the amount is 653a.12's (not in the seeds)."""

    seat: int
    for_seat: int
    citation: str


@dataclass(frozen=True)
class UthObservation:
    cards: tuple[UthCard, ...]
    flop: tuple[Card, ...]
    community_cards: tuple[Card, ...]
    wagers_accepted: tuple[UthWager, ...]
    refusals: tuple[UthRefusal, ...]
    decisions: tuple[UthDecisionRecord, ...]
    hands: tuple[UthHand, ...]
    envy_bonus_qualifying_hands: tuple[int, ...]
    progressive_payout_hands: tuple[int, ...]
    envy_bonuses: tuple[EnvyBonusAward, ...]
    players_in_round: tuple[int, ...]


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
