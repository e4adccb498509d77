"""Catalogued defects of the baccarat games (541, 543, 545) and of Ultimate Texas Hold 'Em
(653a.1): each mixin overrides one method of the oracle's table (oracle/games/baccarat/table.py,
oracle/games/ultimate_texas_hold_em/table.py), so it breaks exactly one rule."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tablecert.oracle.best_five import best_five
from tablecert.oracle.cards import Card
from tablecert.oracle.games.baccarat.model import (
    BaccaratSettlement,
    BaccaratWager,
    Coup,
    Draw,
    Outcome,
    Part,
)
from tablecert.oracle.games.baccarat.rules import DisclosedCardProcedure
from tablecert.oracle.games.baccarat.table import TABLEAU, deal_coup
from tablecert.oracle.games.ultimate_texas_hold_em.model import (
    CATEGORY_WORDS,
    EnvyBonusAward,
    UthHand,
    UthWager,
)
from tablecert.oracle.games.ultimate_texas_hold_em.table import (
    _ranks,
)
from tablecert.oracle.rankings import five_card_category

__all__ = ["BACCARAT_DEFECTS"]


# --------------------------------------------------------------------------- baccarat
class _TenthSeatAccepted:
    def _seat_limit(self) -> int:
        return int(self.rules.seats) + 1  # type: ignore[attr-defined]


class _DisclosedCardDiscardedAlone:
    def _discard_disclosed(self, shoe: Any) -> list[Draw]:
        # only the disclosed card is drawn and discarded: the round takes the next card
        chapter = self.rules.chapter  # type: ignore[attr-defined]
        return [Draw(shoe.draw(), chapter.discard, True, Part.DISCLOSED,
                     chapter.procedure_citation(DisclosedCardProcedure.DISCARD))]


class _AdditionalCardDisclosed:
    def _discard_disclosed(self, shoe: Any) -> list[Draw]:
        draws: list[Draw] = super()._discard_disclosed(shoe)  # type: ignore[misc]
        return [replace(d, exposed=True) for d in draws]


class _WagerAcceptedInSimulatedRound:
    def _simulated_wagers(self, offered: tuple[BaccaratWager, ...], citation: str
                          ) -> tuple[list[BaccaratWager], list[Any]]:
        return list(offered), []


class _SimulatedRoundSettled:
    def _simulated_settlements(self, wagers: list[BaccaratWager], coup: Coup
                               ) -> tuple[BaccaratSettlement, ...]:
        return tuple(self._settle_one(w, coup) for w in wagers)  # type: ignore[attr-defined]


class _SimulatedRoundAlways:
    def _procedure(self) -> DisclosedCardProcedure:
        return DisclosedCardProcedure.SIMULATED_ROUND


class _BankerThreeDrawsOnEight:
    def _deal(self, shoe: Any, first: Card | None = None) -> tuple[Coup, list[Card]]:
        # the Banker's 3 row of the tableau without its one exception
        tableau = tuple(replace(row, draws_on_player_third=frozenset(range(10))) if row.banker_total == 3
                        else row for row in TABLEAU)
        return deal_coup(shoe, first, tableau=tableau)


class _NaturalsIgnored:
    def _deal(self, shoe: Any, first: Card | None = None) -> tuple[Coup, list[Card]]:
        # a two-card 8 or 9 does not stop the hands: they draw by the tableau as any other total
        return deal_coup(shoe, first, naturals=frozenset())


class _TieLosesPlayerAndBanker:
    def _settle_one(self, wager: BaccaratWager, coup: Coup) -> BaccaratSettlement:
        line: BaccaratSettlement = super()._settle_one(wager, coup)  # type: ignore[misc]
        return replace(line, outcome=Outcome.LOST) if line.outcome is Outcome.RETURNED else line


# ------------------------------------------------------------------ Ultimate Texas Hold 'Em
class _BurnCardExposed:
    def _burn(self, take: Any) -> None:
        take("discard rack", True, "653a.1 Burn")


class _HandOfSixCards:
    def _hand(self, who: str, hole: tuple[Card, ...], community: tuple[Card, ...]) -> UthHand:
        five = best_five(hole + community[:4])  # the last community card left out
        return UthHand(who, hole, CATEGORY_WORDS[five_card_category(five)], _ranks(five),
                       "653a.1 Hand", five)


class _StraightQualifiesForEnvy:
    def _envy_qualifying(self, hand: UthHand) -> bool:
        return hand.category in ("straight", "flush", "full house", "four-of-a-kind", "straight flush")


class _TripsNotProgressive:
    def _progressive_payout(self, hand: UthHand) -> bool:
        return hand.category not in ("high card", "pair", "two pair", "three-of-a-kind")


class _EnvyForOwnHand:
    def _envy(self, wagered: list[int], qualifying: tuple[int, ...]) -> tuple[Any, ...]:
        return tuple(EnvyBonusAward(seat, other, "653a.1 Envy Bonus")
                     for seat in wagered for other in qualifying)


class _LateTripsAccepted:
    def _trips_in_time(self, wager: UthWager) -> bool:
        return True


_UTH = "ultimate-texas-hold-em"
BACCARAT_DEFECTS: tuple[tuple[str, str, str, str, type], ...] = (
    ("tenth-minibaccarat-seat-accepted", "541.2(a)", "minibaccarat",
     "accepts wagers at a tenth seat of a nine-seat Minibaccarat table", _TenthSeatAccepted),
    ("disclosed-card-discarded-alone", "541.14(c)(1)", "minibaccarat",
     "procedure (1) discards only the disclosed card; the round is dealt from the next card",
     _DisclosedCardDiscardedAlone),
    ("additional-card-disclosed", "543.14(c)(1)", "midibaccarat",
     "procedure (1) discloses the additional card it discards", _AdditionalCardDisclosed),
    ("wager-accepted-in-simulated-round", "545.15(c)(2)", "baccarat",
     "accepts wagers offered during the simulated round of play", _WagerAcceptedInSimulatedRound),
    ("simulated-round-settled", "541.14(c)(2)", "minibaccarat",
     "settles the wagers on the layout on the simulated round of play's result",
     _SimulatedRoundSettled),
    ("designated-procedure-ignored", "543.14(c)", "midibaccarat",
     "deals a simulated round (procedure (2)) where the Rules Submission designates procedure (1)",
     _SimulatedRoundAlways),
    ("baccarat-banker-three-draws-on-eight", "545.9(d)", "baccarat",
     "the Banker's Hand of 3 draws on a Player's third card of 8 as well", _BankerThreeDrawsOnEight),
    ("minibaccarat-naturals-ignored", "541.14(c)(2)", "minibaccarat",
     "a two-card 8 or 9 does not stop the hands from drawing by the tableau", _NaturalsIgnored),
    ("midibaccarat-tie-loses-player-and-banker", "543.14(c)(2)", "midibaccarat",
     "on a tie the Player and Banker Wagers lose instead of being returned", _TieLosesPlayerAndBanker),
    ("uth-burn-card-exposed", "653a.1 Burn", _UTH,
     "exposes the burn cards placed in the discard rack", _BurnCardExposed),
    ("uth-hand-of-six-cards", "653a.1 Hand", _UTH,
     "forms the Hand from the two cards and only the first four community cards", _HandOfSixCards),
    ("uth-straight-envy-qualifying", "653a.1 Envy Bonus Qualifying Hand", _UTH,
     "counts a straight or better as an Envy Bonus Qualifying Hand", _StraightQualifiesForEnvy),
    ("uth-trips-not-progressive-hand", "653a.1 Progressive Payout Hand", _UTH,
     "does not count three-of-a-kind as a Progressive Payout Hand", _TripsNotProgressive),
    ("uth-envy-for-own-hand", "653a.1 Envy Bonus", _UTH,
     "awards an Envy Bonus for the player's own qualifying hand", _EnvyForOwnHand),
    ("uth-late-trips-accepted", "653a.1 Trips Wager", _UTH,
     "accepts a Trips Wager offered after the first card is dealt", _LateTripsAccepted),
)
"""(name, citation, game, description, mixin): the catalogue makes each a ``Defect``."""
