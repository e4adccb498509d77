"""A round of Minibaccarat (541), Midibaccarat (543) or Baccarat (545) over a forced shoe.

The seeds print only a few subsections of the three chapters: the nine seats of 541.2(a),
the 24-hour deck change of 541.3(c), "players may not touch" of 541.9(d), the 545.9(d)
election and the disclosed-card procedures of 541.14(c), 543.14(c) and 545.15(c). Everything
a round needs besides is a reading (docs/interpretations.md): the standard Punto Banco
tableau (:data:`TABLEAU`, as data), the usual payouts (Rules Submission data), and what a
"card dealt in error ... disclosed at the time it is dealt" is in a script: the first card
the round draws from the shoe.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from tablecert.oracle.allowed import ROUNDINGS, Rounding, round_cents
from tablecert.oracle.cards import Card, Rank
from tablecert.oracle.game import GameTable
from tablecert.oracle.games.baccarat.model import (
    BANKER_HAND,
    PLAYER_HAND,
    BaccaratBet,
    BaccaratObservation,
    BaccaratRefusal,
    BaccaratScript,
    BaccaratSettlement,
    BaccaratWager,
    Coup,
    Draw,
    Outcome,
    Part,
    Reason,
    Result,
    SimulatedRound,
)
from tablecert.oracle.games.baccarat.rules import BaccaratRules, DisclosedCardProcedure
from tablecert.oracle.round import IllegalAction
from tablecert.oracle.round import Reason as RoundReason

__all__ = [
    "TABLEAU",
    "BaccaratTable",
    "TableauRow",
    "card_value",
    "deal_coup",
]


# ------------------------------------------------------------------------- the tableau
@dataclass(frozen=True, slots=True)
class TableauRow:
    """The Banker's Hand at ``banker_total``: whether it draws when the Player's Hand stood,
    and the values of the Player's third card on which it draws."""

    banker_total: int
    draws_when_player_stands: bool
    draws_on_player_third: frozenset[int]


_ALL = frozenset(range(10))
PLAYER_DRAWS_ON = frozenset(range(6))
"""The Player's Hand draws a third card on 0-5 and stands on 6 or 7."""
NATURALS = frozenset({8, 9})
"""A two-card 8 or 9 in either hand: both hands stand."""
TABLEAU: tuple[TableauRow, ...] = (
    TableauRow(0, True, _ALL),
    TableauRow(1, True, _ALL),
    TableauRow(2, True, _ALL),
    TableauRow(3, True, _ALL - {8}),
    TableauRow(4, True, frozenset(range(2, 8))),
    TableauRow(5, True, frozenset(range(4, 8))),
    TableauRow(6, False, frozenset({6, 7})),
    TableauRow(7, False, frozenset()),
)
"""The Banker's Hand's third card, standard Punto Banco (a reading: not in the seeds)."""


def card_value(card: Card) -> int:
    """Baccarat points: ace 1, 2-9 at face, tens and pictures 0.

    >>> from tablecert.oracle.cards import parse_cards
    >>> [card_value(c) for c in parse_cards("As 9d Td Kc")]
    [1, 9, 0, 0]
    """
    if card.rank is Rank.ACE:
        return 1
    return int(card.rank) if card.rank < Rank.TEN else 0


def total(cards: tuple[Card, ...]) -> int:
    return sum(card_value(c) for c in cards) % 10


# ------------------------------------------------------------------------------ dealing
class _Shoe:
    def __init__(self, cards: tuple[Card, ...]) -> None:
        self._cards: Iterator[Card] = iter(cards)
        self.drawn = 0

    def draw(self) -> Card:
        try:
            card = next(self._cards)
        except StopIteration:
            raise ValueError(f"shoe: the round needs more than the {self.drawn} cards given") from None
        self.drawn += 1
        return card


def deal_coup(draw: Iterator[Card] | _Shoe, first: Card | None = None, *,
              tableau: tuple[TableauRow, ...] = TABLEAU,
              naturals: frozenset[int] = NATURALS) -> tuple[Coup, list[Card]]:
    """Deal Player, Banker, Player, Banker, then the third cards by ``tableau`` unless either
    hand's two cards are one of ``naturals``; ``first`` is a card already drawn (the disclosed
    card of a simulated round). Returns the coup and the cards in the order drawn."""
    take = draw.draw if isinstance(draw, _Shoe) else draw.__next__
    order: list[Card] = [first if first is not None else take()]
    order += [take() for _ in range(3)]
    player: tuple[Card, ...] = (order[0], order[2])
    banker: tuple[Card, ...] = (order[1], order[3])
    p, b = total(player), total(banker)
    if p not in naturals and b not in naturals:
        third: int | None = None
        if p in PLAYER_DRAWS_ON:
            card = take()
            order.append(card)
            player += (card,)
            third = card_value(card)
        row = tableau[b] if b < len(tableau) else None
        if row is not None and (row.draws_when_player_stands if third is None
                                else third in row.draws_on_player_third):
            card = take()
            order.append(card)
            banker += (card,)
    p, b = total(player), total(banker)
    result = Result.PLAYER if p > b else Result.BANKER if b > p else Result.TIE
    return Coup(player, banker, p, b, result), order


def _positions(coup: Coup) -> list[str]:
    """Where each card of a coup went, in the order drawn."""
    where = [PLAYER_HAND, BANKER_HAND, PLAYER_HAND, BANKER_HAND]
    if len(coup.player_hand) == 3:
        where.append(PLAYER_HAND)
    if len(coup.banker_hand) == 3:
        where.append(BANKER_HAND)
    return where


# -------------------------------------------------------------------------------- table
class BaccaratTable(GameTable):
    """The oracle's baccarat table: each method is one rule, so a catalogued defect can
    override exactly one."""

    rules: BaccaratRules
    choices: Rounding = Rounding.DOWN
    """How a payout that is not whole cents (19 to 20 on $25.25) is paid: the text allows
    every rounding (interpretation register, "payouts in fractions of a cent")."""

    def __init__(self, rules: BaccaratRules) -> None:
        super().__init__(rules)
        self.rules = rules
        if rules.payouts.rounding is not None:  # the Rules Submission designates it
            self.choices = rules.payouts.rounding

    def alternatives(self) -> tuple[Rounding, ...]:
        """The other roundings; none where the Rules Submission designates one."""
        if self.rules.payouts.rounding is not None:
            return ()
        return tuple(r for r in ROUNDINGS if r is not self.choices)

    def play(self, script: BaccaratScript) -> BaccaratObservation:
        chapter = self.rules.chapter
        shoe = _Shoe(script.shoe)
        draws: list[Draw] = []
        accepted, refusals = self._accept(script.wagers)
        procedure = self._procedure() if script.disclosed_card else None
        simulated = None
        if procedure is DisclosedCardProcedure.DISCARD:
            if script.offered_in_simulated_round:
                raise ValueError("offered_in_simulated_round: the Rules Submission designates "
                                 f"{chapter.procedure_citation(procedure)}, which has no simulated round")
            draws += self._discard_disclosed(shoe)
        elif procedure is DisclosedCardProcedure.SIMULATED_ROUND:
            simulated, simulated_draws, simulated_refusals = self._simulated_round(
                shoe, accepted, script.offered_in_simulated_round)
            draws += simulated_draws
            refusals += simulated_refusals
        coup, cards = self._deal(shoe)
        draws += [Draw(c, to, True, Part.ROUND, coup.citation)
                  for c, to in zip(cards, _positions(coup), strict=True)]
        return BaccaratObservation(tuple(draws), procedure, simulated, coup, tuple(accepted),
                                   tuple(refusals), self._settle(accepted, coup))

    # each rule, one method ---------------------------------------------------------
    def _seat_limit(self) -> int:
        """541.2(a): the numbered places of the table (the Rules Submission's seats)."""
        return self.rules.seats

    def _accept(self, offered: tuple[BaccaratWager, ...]
                ) -> tuple[list[BaccaratWager], list[BaccaratRefusal]]:
        accepted: list[BaccaratWager] = []
        refusals: list[BaccaratRefusal] = []
        for wager in offered:
            if wager.seat > self._seat_limit():
                refusals.append(BaccaratRefusal(
                    wager.seat, wager.wager, wager.amount, Reason.NO_SUCH_SEAT,
                    self.rules.chapter.seats_citation,
                    f"the table has numbered places for {self.rules.seats} players"))
            else:
                accepted.append(wager)
        return accepted, refusals

    def _deal(self, shoe: _Shoe, first: Card | None = None) -> tuple[Coup, list[Card]]:
        """A coup by the chapter's drawing rules (the Punto Banco tableau and its naturals, a
        reading: 541.9(a)-(c), 545.9(c) and 545.10 are not in the seeds); the round of play and
        a simulated round of 541.14(c)(2) ("dealt in accordance with the rules of this
        chapter") alike."""
        return deal_coup(shoe, first)

    def _procedure(self) -> DisclosedCardProcedure:
        """The procedure the Rules Submission designates (541.14(c)); a product whose Rules
        Submission says ``not offered`` automates neither, and refuses the round as
        ``not-offered`` (interpretation register, "a product with no disclosed-card procedure")."""
        if self.rules.procedure is None:
            cite = self.rules.chapter.irregularity
            raise IllegalAction(RoundReason.NOT_OFFERED, "a card dealt in error and disclosed: the Rules "
                                f"Submission {self.rules.name} offers no procedure of {cite} (the "
                                "dealer follows the designated one by hand)", cite)
        return self.rules.procedure

    def _discard_disclosed(self, shoe: _Shoe) -> list[Draw]:
        """(c)(1): the disclosed card and one more card drawn face down go to the discard
        rack (bucket); the additional card is not disclosed."""
        cite = self.rules.chapter.procedure_citation(DisclosedCardProcedure.DISCARD)
        place = self.rules.chapter.discard
        return [Draw(shoe.draw(), place, True, Part.DISCLOSED, cite),
                Draw(shoe.draw(), place, False, Part.ADDITIONAL, cite)]

    def _simulated_round(self, shoe: _Shoe, accepted: list[BaccaratWager],
                         offered: tuple[BaccaratWager, ...]
                         ) -> tuple[SimulatedRound, list[Draw], list[BaccaratRefusal]]:
        """(c)(2): the disclosed card is the first card of a simulated round of play dealt by
        the chapter's rules, in which wagers may not be accepted; its cards go to the discard
        rack (bucket) when the dealing is complete."""
        chapter = self.rules.chapter
        cite = chapter.procedure_citation(DisclosedCardProcedure.SIMULATED_ROUND)
        disclosed = shoe.draw()
        coup, cards = self._deal(shoe, first=disclosed)
        taken, refusals = self._simulated_wagers(offered, cite)
        draws = [Draw(disclosed, PLAYER_HAND, True, Part.DISCLOSED, cite)]
        draws += [Draw(c, to, True, Part.SIMULATED, cite)
                  for c, to in zip(cards[1:], _positions(coup)[1:], strict=True)]
        settled = self._simulated_settlements([*accepted, *taken], coup)
        return (SimulatedRound(coup, tuple(taken), settled, chapter.discard, cite), draws, refusals)

    def _simulated_wagers(self, offered: tuple[BaccaratWager, ...], citation: str
                          ) -> tuple[list[BaccaratWager], list[BaccaratRefusal]]:
        """No wager is accepted in a simulated round of play."""
        return [], [BaccaratRefusal(w.seat, w.wager, w.amount, Reason.SIMULATED_ROUND, citation,
                                    "wagers may not be accepted in a simulated round of play")
                    for w in offered]

    def _simulated_settlements(self, wagers: list[BaccaratWager], coup: Coup
                               ) -> tuple[BaccaratSettlement, ...]:
        """A simulated round settles nothing: the wagers on the layout ride on the round of
        play that follows."""
        return ()

    def _settle(self, wagers: list[BaccaratWager], coup: Coup) -> tuple[BaccaratSettlement, ...]:
        """Each wager by the Rules Submission's payouts, seats in ascending order, a seat's
        wagers in the order Player, Banker, Tie (a reading: the order is not in the seeds)."""
        order = list(BaccaratBet)
        ordered = sorted(wagers, key=lambda w: (w.seat, order.index(w.wager)))
        return tuple(self._settle_one(w, coup) for w in ordered)

    def _settle_one(self, wager: BaccaratWager, coup: Coup) -> BaccaratSettlement:
        payouts = self.rules.payouts
        cite = f"{self.rules.chapter.chapter} payout odds, Rules Submission (not in the seeds)"
        odds = {BaccaratBet.PLAYER: payouts.player, BaccaratBet.BANKER: payouts.banker,
                BaccaratBet.TIE: payouts.tie}[wager.wager]
        wins = {BaccaratBet.PLAYER: Result.PLAYER, BaccaratBet.BANKER: Result.BANKER,
                BaccaratBet.TIE: Result.TIE}[wager.wager]
        if coup.result is wins:
            # a payout that is not whole cents: the table's rounding (interpretation register)
            paid = round_cents(wager.amount * odds, self.choices)
            return BaccaratSettlement(wager.seat, wager.wager, wager.amount, Outcome.WON, paid, cite)
        if coup.result is Result.TIE:
            return BaccaratSettlement(wager.seat, wager.wager, wager.amount, Outcome.RETURNED, 0, cite)
        return BaccaratSettlement(wager.seat, wager.wager, wager.amount, Outcome.LOST, 0, cite)
