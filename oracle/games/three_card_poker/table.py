"""A round of Three Card Poker under chapter 649a or the 2010 edition (chapter 565).

Wagers 649a.7; decisions 649a.11(b); settlement 649a.11(c): forfeited wagers collected
first, then, counterclockwise from the dealer's right, for each player in succession the
Ante and Play Wagers with any Ante Bonus (c)(3), the Pair Plus Wager (c)(4), the
Progressive Payout Wager and any Envy Bonus (c)(5), the Six Card Bonus Wager (c)(6).
In the 2010 edition the progressive is likewise paid after the player's other wagers
(565.11a(e)) and the Envy Bonus after it (565.11(d)(4)).
"""

from __future__ import annotations

from tablecert.oracle.card_round.engine import RoundEngine
from tablecert.oracle.card_round.phase import Phase
from tablecert.oracle.card_round.rules import Edition
from tablecert.oracle.card_round.table import CardTable
from tablecert.oracle.cards import Card
from tablecert.oracle.games.three_card_poker.rules import METER_CITATION, ThreeCardPokerRules, Version
from tablecert.oracle.money import Cents, PayoutKind, format_money
from tablecert.oracle.paytables import PaytableRow
from tablecert.oracle.rankings import three_card_value
from tablecert.oracle.round import (
    COMMUNITY,
    DEALER,
    Choice,
    Decision,
    EventKind,
    IllegalAction,
    Outcome,
    Reason,
    SettlementLine,
    Source,
    WagerPlacement,
    seat_position,
)
from tablecert.oracle.wagers import FIVE_CARD_WAGERS, Game, Wager

__all__ = ["QUEEN_HIGH", "ThreeCardPokerRound"]

QUEEN_HIGH = three_card_value(tuple(Card.parse(c) for c in ("Qs", "3h", "2d")))
"""The lowest queen-high hand; the dealer qualifies at or above it (649a.11(c)(3))."""


_NEED_ANTE_OR_PAIR_PLUS = frozenset((Wager.PROGRESSIVE, Wager.SIX_CARD_BONUS, *FIVE_CARD_WAGERS))
"""649a.7(d)(4), (5), 649a.10(c): placed only after an Ante Wager or a Pair Plus Wager."""


# Enum members under module names for the hot paths (see oracle.card_round.engine: Python 3.11 reads a
# member off its class in about 0.1 us, ten times a module name).
_ANTE, _PLAY, _PAIR_PLUS, _PROGRESSIVE = Wager.ANTE, Wager.PLAY, Wager.PAIR_PLUS, Wager.PROGRESSIVE
_SIX_CARD_BONUS, _ANTE_BONUS, _ENVY_BONUS = Wager.SIX_CARD_BONUS, Wager.ANTE_BONUS, Wager.ENVY_BONUS
_FIVE_CARD_HAND_BONUS, _FIVE_CARD_PROGRESSIVE = Wager.FIVE_CARD_HAND_BONUS, Wager.FIVE_CARD_PROGRESSIVE
_WON, _LOST, _RETURNED = Outcome.WON, Outcome.LOST, Outcome.RETURNED
_TABLE_INVENTORY, _PROGRESSIVE_SYSTEM = Source.TABLE_INVENTORY, Source.PROGRESSIVE_SYSTEM
_DECISIONS, _CHOICE_PLAY, _CHOICE_FOLD = Phase.DECISIONS, Choice.PLAY, Choice.FOLD


class ThreeCardPokerRound(RoundEngine):
    game = Game.THREE_CARD_POKER

    def __init__(self, table: CardTable) -> None:
        super().__init__(table)
        # Under the 2010 edition the printed 565 subsections are cited; for what its text
        # elides, the 649a subsection of the same rule (docs/interpretations.md).
        self.old = self.rules.edition is Edition.THREE_CARD_POKER_2010
        self.chapter = "649a"
        assert self.rules.three_card_poker is not None
        self.tcp: ThreeCardPokerRules = self.rules.three_card_poker
        self.played: dict[int, bool] = {}
        self._envy: list[tuple[int, PaytableRow]] | None = None
        self._deciders: list[int] | None = None

    # ------------------------------------------------------------------ wagers
    seats_citation = "649a.2(a)"

    def lockout_citation(self, wager: Wager) -> str:
        if wager is _PROGRESSIVE:
            return "565.2(f)(2)" if self.old else "649a.2(c)(2)"
        return "565.7(d)" if self.old else "649a.7(c)"

    def offer_citation(self, wager: Wager) -> str:
        if wager is _PROGRESSIVE:
            return "565.7(a)(4)" if self.old else "649a.7(d)(4)"
        if wager is _SIX_CARD_BONUS:
            return "649a.7(d)(5)"
        if wager in FIVE_CARD_WAGERS:
            return "649a.10(c)"
        return "649a.7(d)"

    def fixed_amount(self, wager: Wager) -> tuple[Cents, str] | None:
        if wager is _PROGRESSIVE and self.tcp.progressive is not None:
            cite = "565.7(a)(4)" if self.old else "649a.12(e)(5)"
            return self.tcp.progressive.wager, cite
        if wager is _FIVE_CARD_PROGRESSIVE and self.tcp.five_card_progressive is not None:
            return self.tcp.five_card_progressive.wager, "649a.10(c)"
        return None

    def withdrawn(self, wager: Wager) -> str:
        """649a.10(c) (later text) deals the community cards only from the automated dealing
        shoe: once it is out of order (649a.13(g)) a system may refuse the five-card wagers
        (``not-offered``) where the oracle takes them and returns them; told by the system's
        observation that it refuses them, the oracle does too (docs/interpretations.md,
        "five-card wagers without community cards")."""
        if (wager in FIVE_CARD_WAGERS and "shoe" in self.table.out_of_order
                and self.choices.five_card_refused):
            return (f"{wager.value} is not taken: the automated dealing shoe is out of order and "
                    "no community cards are dealt (649a.13(g))")
        return ""

    def check_precondition(self, p: WagerPlacement) -> None:
        placed = self.wagers.get(p.seat, {})
        if p.wager in _NEED_ANTE_OR_PAIR_PLUS and _ANTE not in placed and _PAIR_PLUS not in placed:
            raise self.refuse(p, Reason.PRECONDITION_NOT_MET, f"a {p.wager.value} is placed after "
                              "an Ante Wager or a Pair Plus Wager", self.offer_citation(p.wager))
        if p.wager is _PAIR_PLUS:
            ante = placed.get(_ANTE)
            version = self.tcp.version
            if version is Version.ANTE_AT_LEAST_PAIR_PLUS and (ante is None or ante < p.amount):
                raise self.refuse(p, Reason.PRECONDITION_NOT_MET, "a Pair Plus Wager needs an "
                                  "Ante Wager equal to or greater than it", "649a.7(e)(1)")
            if version is Version.ANTE_AT_LEAST_HALF_PAIR_PLUS and (ante is None or 2 * ante < p.amount):
                raise self.refuse(p, Reason.PRECONDITION_NOT_MET, "a Pair Plus Wager needs an "
                                  "Ante Wager of at least half of it", "649a.7(e)(2)")

    def close_betting(self) -> None:
        if self.tcp.version is Version.COMPULSORY_ANTE_AND_PAIR_PLUS:
            for seat, placed in list(self.wagers.items()):
                ante, pair_plus = placed.get(_ANTE), placed.get(_PAIR_PLUS)
                if ante is None or pair_plus is None:
                    self.drop_seat(seat, Reason.PRECONDITION_NOT_MET, "this version requires both "
                                   "an Ante Wager and a Pair Plus Wager", "649a.7(e)(3)")
                elif max(ante, pair_plus) > 5 * min(ante, pair_plus):
                    self.drop_seat(seat, Reason.AMOUNT_NOT_ALLOWED, "one of the Ante and Pair Plus "
                                   "Wagers may be at most five times the other", "649a.7(e)(3)")
        self._collect_five_card_progressive()
        progressive = [(s, w[_PROGRESSIVE]) for s, w in sorted(self.wagers.items())
                       if _PROGRESSIVE in w]
        if self.tcp.progressive is not None:
            cite = self.collection_citation()
            self.event(EventKind.WAGERS_COLLECTED, f"{len(progressive)} Progressive Payout Wagers "
                       "accepted and collected into the table inventory", cite)
            meter = self.table.meter
            assert meter is not None
            if progressive:  # the rate applies to each wager; exactly the same on their sum
                meter.contribute(sum(amount for _, amount in progressive))
                rate = self.tcp.progressive.rate_of_progression
                self.event(EventKind.METER_INCREMENTED, f"meter {format_money(meter.amount)} after "
                           f"{float(rate):g}% of {len(progressive)} wagers",
                           METER_CITATION[self.rules.edition])

    def _collect_five_card_progressive(self) -> None:
        """The later 649a.10: the Five-Card Progressive Payout Wagers feed their own meter."""
        meter = self.table.five_card_meter
        if meter is None:
            return
        placed = [w[_FIVE_CARD_PROGRESSIVE] for _, w in sorted(self.wagers.items())
                  if _FIVE_CARD_PROGRESSIVE in w]
        if placed:
            meter.contribute(sum(placed))
            self.event(EventKind.METER_INCREMENTED, f"five-card meter {format_money(meter.amount)} "
                       f"after {len(placed)} Five-Card Progressive Payout Wagers", "649a.10(c)")

    def collection_citation(self) -> str:
        """649a.8(b), 649a.9(a)(3), 649a.10(a)(2) (565.8(b), 565.9(a)(3), 565.10(a)(2)):
        "no more bets", the lock-out, and the count of Progressive Payout Wagers collected."""
        section = {"manual dealing shoe": "8(b)", "hand": "9(a)(3)",
                   "automated dealing shoe": "10(a)(2)"}[self.method.value]
        return f"{'565' if self.old else '649a'}.{section}"

    # ------------------------------------------------------------------ dealing
    def dealt_to(self, seat: int) -> bool:
        return bool(self.deal_result.hands.get(seat_position(seat)))

    # ------------------------------------------------------------------ decisions
    def pending_decisions(self) -> list[tuple[int, Wager | None]]:
        """649a.11(b): each player with an Ante Wager, clockwise from the dealer's left."""
        if self.phase is not _DECISIONS:
            return []
        if self._deciders is None:  # the seats dealt in with an Ante Wager: fixed by the deal
            self._deciders = [s for s in self.seats_in_play if _ANTE in self.wagers[s]]
        return [(s, None) for s in self._deciders if s not in self.played]

    def decide(self, seat: int, choice: Choice, wager: Wager | None = None) -> None:
        pending = self.pending_decisions()
        if self.phase is not _DECISIONS:
            raise IllegalAction(Reason.NOT_ALLOWED_NOW, "decisions are made after the deal",
                                self.cite("11(b)"))
        if choice not in (_CHOICE_PLAY, _CHOICE_FOLD):
            raise IllegalAction(Reason.NOT_ALLOWED_NOW, f"a Three Card Poker player may play or "
                                f"fold, not {choice.value!r}", self.cite("11(b)"))
        if not pending or pending[0][0] != seat:
            expected = f"seat {pending[0][0]} decides first" if pending else "no decision is due"
            raise IllegalAction(Reason.OUT_OF_TURN, f"seat {seat} out of turn: {expected}",
                                self.cite("11(b)"))
        self.played[seat] = choice is _CHOICE_PLAY
        self.decisions.append(Decision(seat, choice))
        if choice is _CHOICE_PLAY:
            self.wagers[seat][_PLAY] = self.wagers[seat][_ANTE]

    def default_choice(self, play: bool) -> Choice:
        return _CHOICE_PLAY if play else _CHOICE_FOLD

    # ------------------------------------------------------------------ settlement
    def dealer_qualifies(self) -> bool:
        return self.value3(self.hand(DEALER)) >= QUEEN_HIGH

    def folded(self, seat: int) -> bool:
        return self.played.get(seat) is False

    def settle_wagers(self) -> None:
        self._collect_forfeits()
        dealer = self.hand(DEALER)
        self.event(EventKind.DEALER_REVEALED, " ".join(map(str, dealer)), self.cite("11(c)"))
        qualifies = self.dealer_qualifies()
        self.event(EventKind.DEALER_QUALIFIES if qualifies else EventKind.DEALER_DOES_NOT_QUALIFY,
                   "queen high or better" if qualifies else "lower than a queen high",
                   self.cite("11(c)(3)"))
        for seat in self.settlement_order():
            placed = self.wagers[seat]
            if not self.folded(seat):
                self._settle_ante_and_play(seat, placed, qualifies)
                self._settle_pair_plus(seat, placed)
                self._settle_progressive(seat, placed)
            self._settle_envy(seat, placed)
            self._settle_six_card_bonus(seat, placed)
            self._settle_five_card_wagers(seat, placed)

    def _collect_forfeits(self) -> None:
        """649a.11(b)(1)-(3), (c): a player who does not make a Play Wager forfeits the Ante,
        the Pair Plus and the Progressive Payout Wagers, but not the Six Card Bonus Wager."""
        for seat in self.seats_in_play:
            if not self.folded(seat):
                continue
            for wager, sub in ((_ANTE, "(b)"), (_PAIR_PLUS, "(b)(1)"),
                               (_PROGRESSIVE, "(b)(2)")):
                if wager in self.wagers[seat]:
                    self.line(seat, wager, Outcome.FORFEITED, self.wagers[seat][wager],
                              citation=f"565.11{sub}" if self.old and sub != "(b)" else self.cite(f"11{sub}"))

    def _settle_ante_and_play(self, seat: int, placed: dict[Wager, Cents], qualifies: bool) -> None:
        if _ANTE not in placed:
            return
        ante, play = placed[_ANTE], placed[_PLAY]
        player = self.seat_hand(seat)
        lines = self.lines  # the two lines made directly: every seat of every round has them
        if not qualifies:
            cite = "649a.11(c)(3)(i)"
            lines.append(SettlementLine(seat, _ANTE, _WON, ante, paid=ante, returned=ante,
                                        odds="1 to 1", citation=cite))
            lines.append(SettlementLine(seat, _PLAY, _RETURNED, play, returned=play,
                                        citation=cite))
        else:
            mine, theirs = self.value3(player), self.value3(self.hand(DEALER))
            if mine < theirs:
                cite = "649a.11(c)(3)(ii)(A)"
                lines.append(SettlementLine(seat, _ANTE, _LOST, ante, citation=cite))
                lines.append(SettlementLine(seat, _PLAY, _LOST, play, citation=cite))
            elif mine > theirs:
                cite = "649a.11(c)(3)(ii)(B)"
                lines.append(SettlementLine(seat, _ANTE, _WON, ante, paid=ante,
                                            returned=ante, odds="1 to 1", citation=cite))
                lines.append(SettlementLine(seat, _PLAY, _WON, play, paid=play,
                                            returned=play, odds="1 to 1", citation=cite))
            else:
                cite = "649a.11(c)(3)(ii)(C)"
                lines.append(SettlementLine(seat, _ANTE, _RETURNED, ante, returned=ante,
                                            citation=cite))
                lines.append(SettlementLine(seat, _PLAY, _RETURNED, play, returned=play,
                                            citation=cite))
        # 649a.12(b)/(c): the Ante Bonus is paid "regardless of whether the player's Three
        # Card Poker hand outranks the dealer's hand" (docs/interpretations.md).
        table = self.tcp.ante_bonus
        row = table.row_for_three(self.class3(player))
        if row is not None and row.payout is not None:
            self.line(seat, _ANTE_BONUS, _WON, 0, paid=row.payout.paid(ante, per_wager=100),
                      row=row, citation=table.citation, note=f"on an Ante Wager of {format_money(ante)}")

    def _settle_pair_plus(self, seat: int, placed: dict[Wager, Cents]) -> None:
        if _PAIR_PLUS not in placed:
            return
        table = self.tcp.pair_plus
        amount = placed[_PAIR_PLUS]
        row = table.row_for_three(self.class3(self.seat_hand(seat)))
        self.settle_on_paytable(seat, _PAIR_PLUS, amount, table, row, won=table.citation,
                                lost="649a.11(c)(4)")

    def _settle_progressive(self, seat: int, placed: dict[Wager, Cents]) -> None:
        progressive = self.tcp.progressive
        if _PROGRESSIVE not in placed or progressive is None:
            return
        table = progressive.paytable
        amount = placed[_PROGRESSIVE]
        row = table.row_for_three(self.class3(self.seat_hand(seat)))
        meter_paid = None
        source = _TABLE_INVENTORY
        if row is not None and row.payout is not None and row.payout.kind is PayoutKind.PERCENT_OF_METER:
            meter = self.table.meter
            assert meter is not None
            # 649a.12(e)(4), 565.12(j): the meter's amount when it is this player's turn
            meter_paid = meter.pay(row.payout.value)
            source = _PROGRESSIVE_SYSTEM  # 649a.11(c)(5)(iv), 565.11a(e)
            self.event(EventKind.JACKPOT, f"seat {seat}: {format_money(meter_paid)}",
                       "565.12(j)" if self.old else "649a.12(e)(4)")
            self.event(EventKind.METER_RESET, f"meter reset to {format_money(meter.amount)}",
                       METER_CITATION[self.rules.edition])
        self.settle_on_paytable(seat, _PROGRESSIVE, amount, table, row, won=table.citation,
                                lost="649a.11(c)(5)", meter_paid=meter_paid, source=source)

    def _settle_envy(self, seat: int, placed: dict[Wager, Cents]) -> None:
        """649a.11(c)(5)(v), 565.12(h): an Envy Bonus for each *other* player holding an
        Envy Bonus Qualifying Hand; never for the player's own hand or the dealer's. A player
        who forfeited the Progressive Payout Wager keeps the eligibility (649a.11(b)(2))."""
        progressive = self.tcp.progressive
        if _PROGRESSIVE not in placed or progressive is None or progressive.envy is None:
            return
        envy = progressive.envy
        for other, row in self._envy_hands():
            if other == seat or row.payout is None:
                continue
            self.line(seat, _ENVY_BONUS, _WON, 0,
                      paid=row.payout.paid(progressive.wager, per_wager=envy.per_wager), row=row,
                      citation=envy.citation, note=f"for seat {other}'s hand")

    def _envy_hands(self) -> list[tuple[int, PaytableRow]]:
        """The held Envy Bonus Qualifying Hands, in settlement order, found once a round."""
        if self._envy is None:
            progressive = self.tcp.progressive
            assert progressive is not None and progressive.envy is not None
            found = []
            for other in self.settlement_order():
                if self.folded(other):
                    continue
                row = progressive.envy.row_for_three(self.class3(self.seat_hand(other)))
                if row is not None:
                    found.append((other, row))
            self._envy = found
        return self._envy

    def _settle_six_card_bonus(self, seat: int, placed: dict[Wager, Cents]) -> None:
        table = self.tcp.six_card_bonus
        if _SIX_CARD_BONUS not in placed or table is None:
            return
        amount = placed[_SIX_CARD_BONUS]
        six = self.seat_hand(seat) + self.hand(DEALER)
        row = table.row_for_five(self.class5(six))
        self.settle_on_paytable(seat, _SIX_CARD_BONUS, amount, table, row, won=table.citation,
                                lost="649a.11(c)(6)")

    def _return_five_card_wagers(self, seat: int, placed: dict[Wager, Cents]) -> None:
        """No five-card hand: the automated dealing shoe is out of order (649a.13(g)), so the
        round is dealt by the manual dealing shoe procedure, and the later 649a.10(c) deals the
        two community cards only from the automated shoe. Each five-card wager is returned and
        the five-card meter keeps none of the round's contributions (docs/interpretations.md,
        "five-card wagers without community cards")."""
        meter = self.table.five_card_meter
        if meter is not None:  # none where the Rules Submission offers the Five Card Hand Bonus alone
            assert self._five_card_meter_exact is not None
            meter.exact = self._five_card_meter_exact  # the wagers never stood
        for wager in (_FIVE_CARD_HAND_BONUS, _FIVE_CARD_PROGRESSIVE):
            if wager in placed:
                self.line(seat, wager, _RETURNED, placed[wager], returned=placed[wager],
                          citation="649a.10(c)", note="no community cards: the automated dealing shoe "
                          "is out of order (649a.13(g))")

    def _settle_five_card_wagers(self, seat: int, placed: dict[Wager, Cents]) -> None:
        """The later 649a.10(c): the player's three cards and the two community cards make
        the five-card hand. Settled last, after the Six Card Bonus Wager, and not forfeited
        by a fold, which 649a.11(b) does not name (docs/interpretations.md)."""
        if _FIVE_CARD_HAND_BONUS not in placed and _FIVE_CARD_PROGRESSIVE not in placed:
            return
        hand = self.seat_hand(seat) + self.hand(COMMUNITY)
        if len(hand) != 5:
            self._return_five_card_wagers(seat, placed)
            return
        hand_class = self.class5(hand)
        bonus = self.tcp.five_card_hand_bonus
        if _FIVE_CARD_HAND_BONUS in placed and bonus is not None:
            amount = placed[_FIVE_CARD_HAND_BONUS]
            self.settle_on_paytable(seat, _FIVE_CARD_HAND_BONUS, amount, bonus,
                                    bonus.row_for_five(hand_class), won="649a.10(c)", lost="649a.10(c)")
        progressive = self.tcp.five_card_progressive
        meter = self.table.five_card_meter
        if _FIVE_CARD_PROGRESSIVE in placed and progressive is not None and meter is not None:
            amount = placed[_FIVE_CARD_PROGRESSIVE]
            row = progressive.paytable.row_for_five(hand_class)
            meter_paid, source = None, _TABLE_INVENTORY
            if row is not None and row.payout is not None and row.payout.kind is PayoutKind.PERCENT_OF_METER:
                meter_paid = meter.pay(row.payout.value)
                source = _PROGRESSIVE_SYSTEM
                self.event(EventKind.JACKPOT, f"seat {seat}: {format_money(meter_paid)} "
                           "(five-card meter)", "649a.10(c)")
                if row.payout.value >= 100:  # the whole meter resets it, as the main meter's does
                    self.event(EventKind.METER_RESET,
                               f"five-card meter reset to {format_money(meter.amount)}", "649a.10(c)")
            self.settle_on_paytable(seat, _FIVE_CARD_PROGRESSIVE, amount, progressive.paytable,
                                    row, won="649a.10(c)", lost="649a.10(c)", meter_paid=meter_paid,
                                    source=source)

