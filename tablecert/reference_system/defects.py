# size: the card games' defect catalogue, each entry beside the one-method override it switches on.
"""Catalogued defects: realistic vendor bugs the reference table system can switch on.

Each defect breaks exactly one rule, names the subsection it breaks, and is built as a
small override of one method of the oracle's round engine, so everything else about the
defective system stays correct. ``tablecert selftest`` proves the suite catches every one.

The shuffle defects are different in kind: they leave the round engine alone and replace
the method of the table's automated card shuffling device (reference_system/shuffler.py),
so only system-shuffled rounds show them, and only statistically (649a.5(a), "so that the
cards are randomly intermixed"). They live in the shuffler of every table, whichever game.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations
from typing import Any

from msgspec.structs import replace

from tablecert import reference_system
from tablecert.oracle.card_games import RulesSubmission, Table
from tablecert.oracle.card_round.engine import RoundEngine
from tablecert.oracle.cards import Card
from tablecert.oracle.catalogue import GAMES
from tablecert.oracle.game import GameRules, GameTable
from tablecert.oracle.games.let_it_ride.table import LET_IT_RIDE_WAGERS, LetItRideRound
from tablecert.oracle.games.three_card_poker.table import ThreeCardPokerRound
from tablecert.oracle.money import Cents
from tablecert.oracle.rankings import FiveCardClass, ThreeCardClass
from tablecert.oracle.round import (
    COMMUNITY,
    DEALER,
    DISCARD,
    Choice,
    Fault,
    FaultKind,
    Outcome,
    SettlementLine,
    Source,
    WagerPlacement,
)
from tablecert.oracle.wagers import Game, Wager
from tablecert.reference_system.shuffler import (
    ShuffleMethod,
    cut_only,
    fisher_yates,
    follows_card_at,
    in_top_ten_at,
    keeps_a_pair_at,
    riffles,
    stuck_in_top_ten,
)

__all__ = ["DEFECTS", "Defect", "DefectiveTable", "defective_game_table", "find_defect", "game_table_with",
           "shuffle_method"]


@dataclass(frozen=True)
class Defect:
    """``game`` is a ``Game`` value or a key of :data:`tablecert.oracle.catalogue.GAMES`; ``mixin``
    overrides one method of that game's round engine (or, for the games of GAMES, of its
    oracle table class)."""

    name: str
    citation: str
    game: str
    description: str
    mixin: type | None
    shuffle: ShuffleMethod | None = None  # a bad automated card shuffling device
    # the statistical check (tablecert.stats.session key) whose minimum effect a bad shuffler's
    # bias sits just above: a trial of that check's power claim (tablecert.stats.power_trial)
    near_minimum_of: str | None = None
    # the subsections whose Rules Submission checks the system skips: a submission refused
    # only under these opens a table (tablecert/reference_system/defects_submissions.py)
    unchecked: frozenset[str] = frozenset()

    @property
    def kind(self) -> str:
        """``round`` (an override of the round engine) or ``shuffle`` (a bad shuffler)."""
        return "shuffle" if self.shuffle is not None else "round"


def _lines(engine: RoundEngine, start: int) -> list[SettlementLine]:
    """The lines the engine added since ``start``, removed from its ledger for rewriting."""
    added = engine.lines[start:]
    del engine.lines[start:]
    return added


# ------------------------------------------------------------------ Three Card Poker
class _AnteBonusOnlyWhenPlayerWins:
    def _settle_ante_and_play(self, seat: int, placed: dict[Wager, Cents], qualifies: bool) -> None:
        start = len(self.lines)  # type: ignore[attr-defined]
        super()._settle_ante_and_play(seat, placed, qualifies)  # type: ignore[misc]
        added = _lines(self, start)  # type: ignore[arg-type]
        won = any(s.wager is Wager.ANTE and s.outcome is Outcome.WON and qualifies for s in added)
        self.lines += [s for s in added if s.wager is not Wager.ANTE_BONUS or won]  # type: ignore[attr-defined]


class _EnvyOnOwnHand:
    def _settle_envy(self, seat: int, placed: dict[Wager, Cents]) -> None:
        super()._settle_envy(seat, placed)  # type: ignore[misc]
        progressive = self.tcp.progressive  # type: ignore[attr-defined]
        if Wager.PROGRESSIVE not in placed or progressive is None:
            return
        own = self.class3(self.hand(f"seat {seat}"))  # type: ignore[attr-defined]
        row = progressive.envy.row_for_three(own)
        if row is not None and row.payout is not None:
            self.line(seat, Wager.ENVY_BONUS, Outcome.WON, 0,  # type: ignore[attr-defined]
                      paid=row.payout.paid(progressive.wager, per_wager=progressive.envy.per_wager),
                      row=row, citation=progressive.envy.citation, note="for its own hand")


class _EnvyOnDealerHand:
    def _settle_envy(self, seat: int, placed: dict[Wager, Cents]) -> None:
        super()._settle_envy(seat, placed)  # type: ignore[misc]
        progressive = self.tcp.progressive  # type: ignore[attr-defined]
        if Wager.PROGRESSIVE not in placed or progressive is None:
            return
        row = progressive.envy.row_for_three(self.class3(self.hand(DEALER)))  # type: ignore[attr-defined]
        if row is not None and row.payout is not None:
            self.line(seat, Wager.ENVY_BONUS, Outcome.WON, 0,  # type: ignore[attr-defined]
                      paid=row.payout.paid(progressive.wager, per_wager=progressive.envy.per_wager),
                      row=row, citation=progressive.envy.citation, note="for the dealer's hand")


class _EnvyLostOnFold:
    def _settle_envy(self, seat: int, placed: dict[Wager, Cents]) -> None:
        if not self.folded(seat):  # type: ignore[attr-defined]
            super()._settle_envy(seat, placed)  # type: ignore[misc]


def _is_ace_two_three(cards: Sequence[Card]) -> bool:
    return sorted(int(c.rank) for c in cards) == [2, 3, 14]


class _A23NotAStraight:
    def class3(self, cards: Sequence[Card]) -> ThreeCardClass:
        if _is_ace_two_three(cards):
            return ThreeCardClass.FLUSH if len({c.suit for c in cards}) == 1 else ThreeCardClass.HIGH_CARD
        return super().class3(cards)  # type: ignore[misc, no-any-return]


def _king_ace_two(cards: Sequence[Card]) -> bool:
    return sorted(int(c.rank) for c in cards) == [2, 13, 14]


class _KA2AStraight:
    def class3(self, cards: Sequence[Card]) -> ThreeCardClass:
        if _king_ace_two(cards):
            return (ThreeCardClass.STRAIGHT_FLUSH if len({c.suit for c in cards}) == 1
                    else ThreeCardClass.STRAIGHT)
        return super().class3(cards)  # type: ignore[misc, no-any-return]


class _LateProgressiveAccepted:
    def place(self, seat: int, wager: Wager, amount: Cents) -> None:
        if wager is Wager.PROGRESSIVE and self.phase.value != "betting":  # type: ignore[attr-defined]
            self.wagers.setdefault(seat, {})[wager] = amount  # type: ignore[attr-defined]
            return
        super().place(seat, wager, amount)  # type: ignore[misc]


class _ProgressivePaidAtOldMeter:
    def _settle_progressive(self, seat: int, placed: dict[Wager, Cents]) -> None:
        meter = self.table.meter  # type: ignore[attr-defined]
        if meter is not None and self.meter_before is not None:  # type: ignore[attr-defined]
            grown = meter.exact
            meter.exact = type(grown)(self.meter_before)  # type: ignore[attr-defined]
            start = len(self.lines)  # type: ignore[attr-defined]
            super()._settle_progressive(seat, placed)  # type: ignore[misc]
            if len(self.lines) == start or self.lines[-1].source is not Source.PROGRESSIVE_SYSTEM:  # type: ignore[attr-defined]
                meter.exact = grown  # no jackpot: the meter keeps its growth
            return
        super()._settle_progressive(seat, placed)  # type: ignore[misc]


class _DealsFromDealersRight:
    def deal_plan(self) -> list[str]:
        plan: list[str] = super().deal_plan()  # type: ignore[misc]
        seats = sorted({p for p in plan if p.startswith("seat ")}, key=lambda p: int(p.split()[1]))
        mirror = dict(zip(seats, reversed(seats), strict=True))
        return [mirror.get(p, p) for p in plan]


class _ForOnePaidAsToOne:
    def _settle_progressive(self, seat: int, placed: dict[Wager, Cents]) -> None:
        start = len(self.lines)  # type: ignore[attr-defined]
        super()._settle_progressive(seat, placed)  # type: ignore[misc]
        for i, line in enumerate(self.lines[start:], start):  # type: ignore[attr-defined]
            if line.outcome is Outcome.WON and line.odds.endswith("for 1"):
                self.lines[i] = replace(line, returned=line.amount)  # type: ignore[attr-defined]


class _FoldForfeitsSixCardBonus:
    def _settle_six_card_bonus(self, seat: int, placed: dict[Wager, Cents]) -> None:
        if self.folded(seat) and Wager.SIX_CARD_BONUS in placed:  # type: ignore[attr-defined]
            self.line(seat, Wager.SIX_CARD_BONUS, Outcome.FORFEITED,  # type: ignore[attr-defined]
                      placed[Wager.SIX_CARD_BONUS], citation="649a.11(b)(3)")
            return
        super()._settle_six_card_bonus(seat, placed)  # type: ignore[misc]


class _FoldKeepsPairPlus:
    def _collect_forfeits(self) -> None:
        start = len(self.lines)  # type: ignore[attr-defined]
        super()._collect_forfeits()  # type: ignore[misc]
        kept = [s for s in _lines(self, start) if s.wager is not Wager.PAIR_PLUS]  # type: ignore[arg-type]
        self.lines += kept  # type: ignore[attr-defined]

    def settle_wagers(self) -> None:
        super().settle_wagers()  # type: ignore[misc]
        for seat in self.seats_in_play:  # type: ignore[attr-defined]
            if self.folded(seat) and Wager.PAIR_PLUS in self.wagers[seat]:  # type: ignore[attr-defined]
                self._settle_pair_plus(seat, self.wagers[seat])  # type: ignore[attr-defined]


class _MisdealNotVoid:
    def deal(self, deck: Sequence[Card], faults: Sequence[Fault] = ()) -> None:
        kept = [f for f in faults if f.kind is not FaultKind.INCORRECT_CARD_COUNT]
        super().deal(deck, kept)  # type: ignore[misc]


class _DealerQualifiesWithJackHigh:
    def dealer_qualifies(self) -> bool:
        dealer = self.hand(DEALER)  # type: ignore[attr-defined]
        return bool(super().dealer_qualifies()) or max(int(c.rank) for c in dealer) >= 11  # type: ignore[misc]


class _PlayPaidWhenDealerDoesNotQualify:
    def _settle_ante_and_play(self, seat: int, placed: dict[Wager, Cents], qualifies: bool) -> None:
        start = len(self.lines)  # type: ignore[attr-defined]
        super()._settle_ante_and_play(seat, placed, qualifies)  # type: ignore[misc]
        for i, line in enumerate(self.lines[start:], start):  # type: ignore[attr-defined]
            if not qualifies and line.wager is Wager.PLAY:
                self.lines[i] = replace(line, outcome=Outcome.WON, paid=line.amount, odds="1 to 1")  # type: ignore[attr-defined]


class _TieGoesToDealer:
    def _settle_ante_and_play(self, seat: int, placed: dict[Wager, Cents], qualifies: bool) -> None:
        start = len(self.lines)  # type: ignore[attr-defined]
        super()._settle_ante_and_play(seat, placed, qualifies)  # type: ignore[misc]
        for i, line in enumerate(self.lines[start:], start):  # type: ignore[attr-defined]
            if line.wager in (Wager.ANTE, Wager.PLAY) and line.outcome is Outcome.RETURNED and qualifies:
                self.lines[i] = replace(line, outcome=Outcome.LOST, returned=0)  # type: ignore[attr-defined]


class _SettlesClockwise:
    def settlement_order(self) -> list[int]:
        return list(self.seats_in_play)  # type: ignore[attr-defined]


class _PairPlusSettledFirst:
    """Each player's Pair Plus Wager settled before the Ante and Play Wagers (649a.11(c)(4):
    "After settling the player's Ante and Play Wagers")."""

    def settle_wagers(self) -> None:
        super().settle_wagers()  # type: ignore[misc]
        lines: list[SettlementLine] = self.lines  # type: ignore[attr-defined]
        for i, line in enumerate(list(lines)):
            if line.wager is Wager.PAIR_PLUS and line.outcome is not Outcome.FORFEITED:
                first = next(j for j, s in enumerate(lines) if s.seat == line.seat
                             and s.outcome is not Outcome.FORFEITED)
                lines.insert(first, lines.pop(i))


class _DecisionsAskedCounterclockwise:
    def pending_decisions(self) -> list[tuple[int, Wager | None]]:
        return list(reversed(super().pending_decisions()))  # type: ignore[misc]


class _StraightPaidAsFlush:
    def class3(self, cards: Sequence[Card]) -> ThreeCardClass:
        found = super().class3(cards)  # type: ignore[misc]
        return ThreeCardClass.FLUSH if found is ThreeCardClass.STRAIGHT else found


class _JackpotFromTableInventory:
    def _settle_progressive(self, seat: int, placed: dict[Wager, Cents]) -> None:
        start = len(self.lines)  # type: ignore[attr-defined]
        super()._settle_progressive(seat, placed)  # type: ignore[misc]
        for i, line in enumerate(self.lines[start:], start):  # type: ignore[attr-defined]
            if line.source is Source.PROGRESSIVE_SYSTEM:
                self.lines[i] = replace(line, source=Source.TABLE_INVENTORY)  # type: ignore[attr-defined]


class _MeterNotReset:
    def _settle_progressive(self, seat: int, placed: dict[Wager, Cents]) -> None:
        meter = self.table.meter  # type: ignore[attr-defined]
        before = meter.exact if meter is not None else None
        start = len(self.lines)  # type: ignore[attr-defined]
        super()._settle_progressive(seat, placed)  # type: ignore[misc]
        jackpot = any(s.source is Source.PROGRESSIVE_SYSTEM for s in self.lines[start:])  # type: ignore[attr-defined]
        if jackpot and meter is not None and before is not None:
            meter.exact = before
            self.events = [e for e in self.events if e.kind.value != "meter reset"]  # type: ignore[has-type]


class _MeterNotIncremented:
    def close_betting(self) -> None:
        meter = self.table.meter  # type: ignore[attr-defined]
        before = meter.exact if meter is not None else None
        super().close_betting()  # type: ignore[misc]
        if meter is not None and before is not None:
            meter.exact = before


class _MeterContributionRounded:
    """649a.12(e)(3): the round's contribution to the meter (the rate of progression times
    the Progressive Payout Wagers) rounded to the nearest cent, half to even, instead of the
    fraction of a cent being carried (docs/interpretations.md, "meter in fractions of a
    cent"): at a rate of 14.5% the meter drifts a cent every other wager."""

    def close_betting(self) -> None:
        meter = self.table.meter  # type: ignore[attr-defined]
        before = meter.exact if meter is not None else None
        super().close_betting()  # type: ignore[misc]
        if meter is not None and before is not None:
            meter.exact = before + round(meter.exact - before)


class _DecisionOutOfTurnAccepted:
    """649a.11(b): takes a player's decision before the players to his right (farther to the
    dealer's left) have decided. A scripted round never shows it (the system asks in its own
    order); a round played step by step, asked out of turn, does."""

    def decide(self, seat: int, choice: Choice, wager: Wager | None = None) -> None:
        pending = self.pending_decisions()  # type: ignore[attr-defined]
        if any(s == seat for s, _ in pending[1:]):
            self._deciders = [seat, *(s for s in self._deciders if s != seat)]  # type: ignore[has-type]
        super().decide(seat, choice, wager)  # type: ignore[misc]


class _FaceUpCardUsed:
    def deal(self, deck: Sequence[Card], faults: Sequence[Fault] = ()) -> None:
        face_up = [f for f in faults if f.kind is FaultKind.CARD_FACE_UP_IN_DECK]
        kept = [f for f in faults if f.kind is not FaultKind.CARD_FACE_UP_IN_DECK]
        super().deal(deck, kept if len(face_up) == 1 else faults)  # type: ignore[misc]


class _TwoFaceUpCardsNotVoid:
    def deal(self, deck: Sequence[Card], faults: Sequence[Fault] = ()) -> None:
        face_up = [f for f in faults if f.kind is FaultKind.CARD_FACE_UP_IN_DECK]
        kept = [f for f in faults if f.kind is not FaultKind.CARD_FACE_UP_IN_DECK]
        super().deal(deck, kept + face_up[:1])  # type: ignore[misc]


class _ExposedCardNotVoid:
    def deal(self, deck: Sequence[Card], faults: Sequence[Fault] = ()) -> None:
        exposed = (FaultKind.DEALER_CARD_EXPOSED, FaultKind.COMMUNITY_CARD_EXPOSED)
        super().deal(deck, [f for f in faults if f.kind not in exposed])  # type: ignore[misc]


class _ShoeJamNotVoid:
    def deal(self, deck: Sequence[Card], faults: Sequence[Fault] = ()) -> None:
        super().deal(deck, [f for f in faults if f.kind is not FaultKind.SHOE_JAM])  # type: ignore[misc]


class _StubNeverCounted:
    def deal(self, deck: Sequence[Card], faults: Sequence[Fault] = ()) -> None:
        self.table.rounds_since_stub_count = -10**9  # type: ignore[attr-defined]
        super().deal(deck, faults)  # type: ignore[misc]


class _WrongDeckNotRemoved:
    def _void(self, why: str, citation: str, *, reshuffle: bool = True, detail: str = "") -> None:
        self.events = [e for e in self.events if e.kind.value != "deck removed from the table"]  # type: ignore[has-type]
        super()._void(why, citation, reshuffle=reshuffle, detail=detail)  # type: ignore[misc]


class _PlayWagerTwiceTheAnte:
    def decide(self, seat: int, choice: Choice, wager: Wager | None = None) -> None:
        super().decide(seat, choice, wager)  # type: ignore[misc]
        if choice is Choice.PLAY:
            self.wagers[seat][Wager.PLAY] = 2 * self.wagers[seat][Wager.ANTE]  # type: ignore[attr-defined]


class _PairPlusWithoutAnteAccepted:
    def check_precondition(self, p: WagerPlacement) -> None:
        if p.wager is Wager.PAIR_PLUS:
            return
        super().check_precondition(p)  # type: ignore[misc]


class _EighthSeatAccepted:
    def _check_place(self, p: WagerPlacement) -> None:
        if p.seat == self.rules.table.seats + 1:  # type: ignore[attr-defined]
            return
        super()._check_place(p)  # type: ignore[misc]


class _ProgressiveBeforeOtherWagers:
    def settle_wagers(self) -> None:
        super().settle_wagers()  # type: ignore[misc]
        by_seat: dict[int, list[SettlementLine]] = {}
        order: list[int] = []
        head: list[SettlementLine] = []
        for line in self.lines:  # type: ignore[has-type]
            if line.outcome is Outcome.FORFEITED:
                head.append(line)
                continue
            if line.seat not in by_seat:
                order.append(line.seat)
            by_seat.setdefault(line.seat, []).append(line)
        self.lines = head + [
            line for seat in order
            for line in sorted(by_seat[seat], key=lambda s: s.wager is not Wager.PROGRESSIVE)
        ]


class _SameDeckEveryRound:
    def deal(self, deck: Sequence[Card], faults: Sequence[Fault] = ()) -> None:
        keep = self.table.deck_in_play  # type: ignore[attr-defined]
        super().deal(deck, faults)  # type: ignore[misc]
        self.table.deck_in_play = keep  # type: ignore[attr-defined]


class _FiveCardCommunityBeforeDealer:
    def deal_plan(self) -> list[str]:
        plan: list[str] = super().deal_plan()  # type: ignore[misc]
        if plan[-2:] == [COMMUNITY, COMMUNITY]:
            first_dealer = plan.index(DEALER)
            plan = [*plan[:first_dealer], COMMUNITY, COMMUNITY, *plan[first_dealer:-2]]
        return plan


# ------------------------------------------------------------------ Let It Ride
class _ThirdCommunityCardUsed:
    def deal_plan(self) -> list[str]:
        plan: list[str] = super().deal_plan()  # type: ignore[misc]
        if DISCARD in plan:  # the automated shoe: keep the bottom card, discard the top one
            i = plan.index(DISCARD)
            plan[i], plan[i + 2] = COMMUNITY, DISCARD
        return plan


class _CapAppliedToBonus:
    def settle_wagers(self) -> None:
        super().settle_wagers()  # type: ignore[misc]
        cap = self.lir.maximum_payout  # type: ignore[attr-defined]
        if cap is None:
            return
        paid: dict[int, int] = {}
        for i, line in enumerate(self.lines):  # type: ignore[attr-defined]
            if line.outcome is not Outcome.WON:
                continue
            room = max(0, cap - paid.get(line.seat, 0))
            if line.wager in (Wager.LET_IT_RIDE_BONUS, Wager.THREE_CARD_BONUS) and line.paid > room:
                self.lines[i] = line = replace(line, paid=room)  # type: ignore[attr-defined]
            paid[line.seat] = paid.get(line.seat, 0) + line.paid


class _LateBonusAccepted:
    def place(self, seat: int, wager: Wager, amount: Cents) -> None:
        # at a seat that holds bets: one whose bets were refused would crash the decisions
        if (wager is Wager.LET_IT_RIDE_BONUS and self.phase.value != "betting"  # type: ignore[attr-defined]
                and seat in self.wagers):  # type: ignore[attr-defined]
            self.wagers[seat][wager] = amount  # type: ignore[attr-defined]
            return
        super().place(seat, wager, amount)  # type: ignore[misc]


class _NinesPay:
    def class5(self, cards: Sequence[Card]) -> FiveCardClass:
        found = super().class5(cards)  # type: ignore[misc]
        if found is FiveCardClass.PAIR_BELOW_TENS:
            ranks = [int(c.rank) for c in cards]
            if any(ranks.count(r) == 2 for r in (9,)):
                return FiveCardClass.PAIR_TENS_OR_BETTER
        return found  # type: ignore[no-any-return]


class _WithdrawnBetPaid:
    def _settle_let_it_ride(self, seat: int, placed: dict[Wager, Cents], hand_class: FiveCardClass) -> None:
        riding = dict(self.riding)  # type: ignore[has-type]
        for bet in LET_IT_RIDE_WAGERS:
            self.riding[(seat, bet)] = True  # type: ignore[has-type]
        super()._settle_let_it_ride(seat, placed, hand_class)  # type: ignore[misc]
        self.riding = riding


class _SecondDecisionFollowsFirst:
    def decide(self, seat: int, choice: Choice, wager: Wager | None = None) -> None:
        pending = self.pending_decisions()  # type: ignore[attr-defined]
        if pending and pending[0][1] is Wager.BET_2 and self.riding.get((seat, Wager.BET_1)):  # type: ignore[attr-defined]
            choice = Choice.LET_IT_RIDE
        super().decide(seat, choice, wager)  # type: ignore[misc]


class _BonusSettledFirst:
    def settle_wagers(self) -> None:
        super().settle_wagers()  # type: ignore[misc]
        bonus = (Wager.LET_IT_RIDE_BONUS, Wager.THREE_CARD_BONUS)
        head = [s for s in self.lines if s.outcome is Outcome.WITHDRAWN]  # type: ignore[has-type]
        rest = [s for s in self.lines if s.outcome is not Outcome.WITHDRAWN]  # type: ignore[has-type]
        seats = list(dict.fromkeys(s.seat for s in rest))
        self.lines = head + [
            s for seat in seats for s in sorted((x for x in rest if x.seat == seat),
                                                key=lambda x: x.wager not in bonus)
        ]


class _BonusWagerReturned:
    def settle_wagers(self) -> None:
        super().settle_wagers()  # type: ignore[misc]
        for i, line in enumerate(self.lines):  # type: ignore[attr-defined]
            if line.wager is Wager.LET_IT_RIDE_BONUS and line.outcome is Outcome.WON:
                self.lines[i] = replace(line, returned=line.amount)  # type: ignore[attr-defined]


class _CommunityDealtFirst:
    def deal_plan(self) -> list[str]:
        plan: list[str] = super().deal_plan()  # type: ignore[misc]
        if DISCARD in plan:
            return plan
        first = plan.index(COMMUNITY)
        return [COMMUNITY, *plan[:first], *plan[first + 1:]]


class _ThreeCardBonusOnFiveCards:
    def class3(self, cards: Sequence[Card]) -> ThreeCardClass:
        """Only the Three Card Bonus ranks three cards in Let It Ride."""
        pool = list(cards) + list(self.hand(COMMUNITY))  # type: ignore[attr-defined]
        base = super().class3  # type: ignore[misc]
        return max(base(list(c)) for c in combinations(pool, 3))  # type: ignore[no-any-return]


def _beside() -> tuple[Defect, ...]:
    """The defects of every module ``defects_<name>.py`` beside this one, each in its
    ``<NAME>_DEFECTS`` (entries of Defect's fields): a new game's defects are one module there,
    with no list to edit here. The games of the catalogue come first, in its order (the
    module's first entry names its game), then the card games' modules by name."""
    order = list(GAMES)
    found: list[tuple[int, str, tuple[Defect, ...]]] = []
    for module in pkgutil.iter_modules(reference_system.__path__):
        if not module.name.startswith("defects_"):
            continue
        loaded = importlib.import_module(f"{reference_system.__name__}.{module.name}")
        attribute = module.name.removeprefix("defects_").upper() + "_DEFECTS"
        entries = getattr(loaded, attribute, None)
        assert entries, f"{loaded.__file__}: no {attribute}, the defects it catalogues"
        defects = tuple(Defect(*entry) for entry in entries)
        first = defects[0].game
        found.append((order.index(first) if first in order else len(order), module.name, defects))
    return tuple(d for _, _, defects in sorted(found, key=lambda f: f[:2]) for d in defects)


def _tcp(name: str, citation: str, description: str, mixin: type) -> Defect:
    return Defect(name, citation, Game.THREE_CARD_POKER, description, mixin)


def _lir(name: str, citation: str, description: str, mixin: type) -> Defect:
    return Defect(name, citation, Game.LET_IT_RIDE, description, mixin)


def _shuffler(name: str, description: str, method: ShuffleMethod, near_minimum_of: str | None = None) -> Defect:
    return Defect(name, "649a.5(a)", Game.THREE_CARD_POKER, description, None, method, near_minimum_of)


DEFECTS: tuple[Defect, ...] = (
    _tcp("ante-bonus-only-when-player-wins", "649a.12(b)",
         "pays the Ante Bonus only when the player beats a qualifying dealer", _AnteBonusOnlyWhenPlayerWins),
    _tcp("envy-bonus-on-own-hand", "649a.11(c)(5)(v)",
         "pays a player an Envy Bonus for the player's own qualifying hand", _EnvyOnOwnHand),
    _tcp("envy-bonus-on-dealer-hand", "649a.11(c)(5)(v)",
         "pays Envy Bonuses when the dealer holds an ace, king and queen of one suit", _EnvyOnDealerHand),
    _tcp("envy-eligibility-lost-on-fold", "649a.11(b)(2)",
         "a player who folds loses the eligibility to receive an Envy Bonus", _EnvyLostOnFold),
    _tcp("a23-not-a-straight", "649a.6(a)", "treats ace-2-3 as ace high, not a straight", _A23NotAStraight),
    _tcp("k-a-2-a-straight", "649a.6(a)", "treats king-ace-2 as a straight", _KA2AStraight),
    _tcp("progressive-accepted-after-no-more-bets", "649a.2(c)(2)",
         "the lock-out lets a Progressive Payout Wager in after \"no more bets\"", _LateProgressiveAccepted),
    _tcp("progressive-paid-at-old-meter", "649a.12(e)(4)",
         "pays the jackpot at the meter's amount from before this round's wagers", _ProgressivePaidAtOldMeter),
    _tcp("deals-from-dealers-right", "649a.8(d)",
         "deals starting with the player farthest to the dealer's right", _DealsFromDealersRight),
    _tcp("for-one-paid-as-to-one", "649a.12(e)(1)",
         "pays \"for 1\" progressive odds as \"to 1\", handing the collected wager back too", _ForOnePaidAsToOne),
    _tcp("fold-forfeits-six-card-bonus", "649a.11(b)(3)",
         "a folded player's Six Card Bonus Wager is forfeited", _FoldForfeitsSixCardBonus),
    _tcp("fold-keeps-pair-plus", "649a.11(b)(1)",
         "a folded player's Pair Plus Wager is still settled", _FoldKeepsPairPlus),
    _tcp("misdeal-not-void", "649a.13(c)",
         "a hand dealt the wrong number of cards does not void the round", _MisdealNotVoid),
    _tcp("dealer-qualifies-with-jack-high", "649a.11(c)(3)",
         "the dealer qualifies with jack high", _DealerQualifiesWithJackHigh),
    _tcp("play-paid-when-dealer-does-not-qualify", "649a.11(c)(3)(i)",
         "pays the Play Wager 1 to 1 instead of returning it when the dealer does not qualify",
         _PlayPaidWhenDealerDoesNotQualify),
    _tcp("tie-goes-to-dealer", "649a.11(c)(3)(ii)(C)",
         "collects the Ante and Play Wagers on a tie with a qualifying dealer", _TieGoesToDealer),
    _tcp("settles-clockwise", "649a.11(c)",
         "settles from the dealer's left, clockwise", _SettlesClockwise),
    _tcp("pair-plus-settled-before-ante-and-play", "649a.11(c)(4)",
         "settles each player's Pair Plus Wager before the Ante and Play Wagers", _PairPlusSettledFirst),
    _tcp("decisions-asked-counterclockwise", "649a.11(b)",
         "asks the players to play or fold starting from the dealer's right", _DecisionsAskedCounterclockwise),
    _tcp("straight-paid-as-flush", "649a.12(d)",
         "pays a straight at the flush odds", _StraightPaidAsFlush),
    _tcp("jackpot-from-table-inventory", "649a.11(c)(5)(iv)",
         "pays the 100%-of-meter jackpot from the table inventory", _JackpotFromTableInventory),
    _tcp("meter-not-reset", "649a.12(e)(3)", "does not reset the meter after a jackpot", _MeterNotReset),
    _tcp("meter-not-incremented", "649a.12(e)(3)",
         "the meter does not grow by the rate of progression", _MeterNotIncremented),
    _tcp("decision-out-of-turn-accepted", "649a.11(b)",
         "takes a player's decision out of turn, before the players ahead of him clockwise have "
         "decided (only a round played step by step shows it)", _DecisionOutOfTurnAccepted),
    _tcp("meter-contribution-rounded", "649a.12(e)(3)",
         "rounds each round's meter contribution to the nearest cent instead of carrying the "
         "fraction of a cent", _MeterContributionRounded),
    _tcp("face-up-card-used", "649a.13(a)",
         "deals a card found face up in the deck instead of discarding it", _FaceUpCardUsed),
    _tcp("two-face-up-cards-not-void", "649a.13(a)",
         "a second card found face up does not void the round", _TwoFaceUpCardsNotVoid),
    _tcp("exposed-dealer-card-not-void", "649a.13(d)",
         "an exposed dealer card does not void the round", _ExposedCardNotVoid),
    _tcp("shoe-jam-not-void", "649a.13(f)",
         "an automated dealing shoe that jams does not void the round", _ShoeJamNotVoid),
    _tcp("stub-never-counted", "649a.8(f)",
         "never counts the stub without a counting shuffler", _StubNeverCounted),
    _tcp("wrong-deck-not-removed", "649a.8(h)",
         "a deck found short at the stub count is not removed from the table", _WrongDeckNotRemoved),
    _tcp("play-wager-twice-the-ante", "649a.7(d)(1)",
         "takes a Play Wager of twice the Ante Wager", _PlayWagerTwiceTheAnte),
    _tcp("pair-plus-without-ante-accepted", "649a.7(e)(1)",
         "in the 649a.7(e)(1) version, accepts a Pair Plus Wager without the Ante Wager",
         _PairPlusWithoutAnteAccepted),
    _tcp("eighth-seat-accepted", "649a.2(a)",
         "accepts wagers at one more seat than the table has", _EighthSeatAccepted),
    _tcp("progressive-settled-first", "565.11a(e)",
         "settles the Progressive Payout Wager before the player's other wagers", _ProgressiveBeforeOtherWagers),
    _tcp("decks-not-alternated", "649a.3(b)(3)",
         "at a two-deck table, deals every round from the same deck", _SameDeckEveryRound),
    _tcp("five-card-community-dealt-before-the-dealer", "649a.10(c)",
         "deals the five-card wagers' community cards before the dealer's stack, not after the stub is removed",
         _FiveCardCommunityBeforeDealer),
    _lir("third-community-card-used", "643a.10(b)",
         "the automated shoe's community card to the dealer's left is used, another discarded",
         _ThirdCommunityCardUsed),
    _lir("cap-applied-to-bonus", "643a.12(d)",
         "applies the payout limitation to the bonus wagers too", _CapAppliedToBonus),
    _lir("bonus-accepted-after-no-more-bets", "643a.8(b)",
         "accepts a Let It Ride Bonus Wager after \"no more bets\"", _LateBonusAccepted),
    _lir("pair-of-nines-pays", "643a.12(a)", "pays a pair of nines 1 to 1", _NinesPay),
    _lir("withdrawn-bet-paid", "643a.11(b)(2)",
         "settles a withdrawn bet as if it had ridden", _WithdrawnBetPaid),
    _lir("second-decision-follows-first", "643a.11(d)",
         "a player who lets Bet Number 1 ride cannot withdraw Bet Number 2", _SecondDecisionFollowsFirst),
    _lir("bonus-settled-first", "643a.11(f)(3)",
         "settles the bonus wagers before the Let It Ride Poker Wagers", _BonusSettledFirst),
    _lir("bonus-wager-returned", "643a.12(b)",
         "hands a winning Let It Ride Bonus Wager back besides the amount", _BonusWagerReturned),
    _lir("community-card-dealt-first", "643a.8(d)",
         "deals the first community card before the players' first cards", _CommunityDealtFirst),
    _lir("three-card-bonus-with-community-cards", "643a.12(c)",
         "settles the Three Card Bonus on the best three of all five cards", _ThreeCardBonusOnFiveCards),
    _shuffler("single-riffle", "the shuffler riffles the deck once (Gilbert-Shannon-Reeds) instead of "
              "mixing it thoroughly", riffles(1)),
    _shuffler("cut-not-shuffled", "the shuffler cuts the deck at least ten cards in but does not shuffle it",
              cut_only),
    _shuffler("card-stuck-in-top-ten", "the ace of spades always lands in the top ten cards of the shuffled deck",
              stuck_in_top_ten),
    # just above the minimum effects the shuffle checks state their 80% power against
    _shuffler("top-ten-40-percent", "the ace of spades lands in the top ten cards in 40% of shuffles (fair "
              "10/52; the position check's minimum effect 20/52)", in_top_ten_at(Fraction(2, 5)),
              "positions"),
    _shuffler("king-below-ace-27-percent", "the king of spades lies directly below the ace of spades in 27% "
              "of shuffles (fair 1/52; the neighbour check's minimum effect 1/4)",
              follows_card_at(Fraction(27, 100)), "neighbours"),
    _shuffler("old-pair-kept-33-percent", "a neighbouring pair of the old deck kept together in 33% of "
              "shuffles: 1.30 pairs kept per shuffle (fair 51/52; the kept-neighbours check's minimum "
              "effect 1.25)", keeps_a_pair_at(Fraction(33, 100)), "kept-neighbours"),
    *_beside(),
)

_BY_NAME = {d.name: d for d in DEFECTS}


def find_defect(name: str) -> Defect:
    try:
        return _BY_NAME[name]
    except KeyError:
        raise KeyError(f"no catalogued defect {name!r}; `tablecert defects` lists them") from None


def defective_game_table(defect: Defect) -> Callable[[GameRules], GameTable]:
    """Tables of the games of :data:`tablecert.oracle.catalogue.GAMES` for a system with ``defect``: the
    defect's game gets the oracle's table with the defect mixed in, every other game the
    oracle's own table."""
    return game_table_with({defect.game: defect.mixin} if defect.mixin is not None else {}, "Defective")


def game_table_with(mixins: dict[str, type], label: str) -> Callable[[GameRules], GameTable]:
    """Tables of the games of GAMES with ``mixins[game]`` mixed into the oracle's table of each
    game named (the class named ``label`` + the table's), the oracle's own for every other."""

    def make(rules: GameRules) -> GameTable:
        base = GAMES[rules.game].table
        if rules.game not in mixins:
            return base(rules)
        cls: type[GameTable] = type(f"{label}{base.__name__}", (mixins[rules.game], base), {})
        return cls(rules)

    return make


def shuffle_method(defect: Defect | None) -> ShuffleMethod:
    """The shuffler a table with ``defect`` uses: the defect's, else the honest one."""
    return defect.shuffle if defect is not None and defect.shuffle is not None else fisher_yates


class DefectiveTable(Table):
    """A table whose rounds carry one catalogued defect (for the other game: none)."""

    def __init__(self, rules: RulesSubmission, defect: Defect | None) -> None:
        super().__init__(rules)
        self.defect = defect

    def new_round(self) -> RoundEngine:
        base: type[RoundEngine] = (ThreeCardPokerRound if self.rules.game is Game.THREE_CARD_POKER
                                   else LetItRideRound)
        if (self.defect is None or self.defect.mixin is None
                or self.defect.game != self.rules.game):
            return base(self)
        cls: type[Any] = type(f"Defective{base.__name__}", (self.defect.mixin, base), {})
        engine: RoundEngine = cls(self)
        return engine

