# ruff: noqa: E501 - the catalogue reads as a table, one defect to an entry
"""Catalogued defects of the forbidden moves of issue 33, item 1 (adapters/forbidden_moves.py):
a system that takes a move the rule forbids in the middle of a round played step by step. A
scripted round never shows them (the system asks each decision itself); the probes of a
stepped round do (the scenarios of features/forbidden-moves.feature, and ``tablecert fuzz``).

Each overrides one method of the oracle's round engine. The catalogue
(tablecert/reference_system/defects.py) reads :data:`MOVES_DEFECTS`.
"""

from __future__ import annotations

from tablecert.oracle.card_round.phase import Phase
from tablecert.oracle.money import Cents
from tablecert.oracle.round import Choice, Decision, Outcome
from tablecert.oracle.wagers import Game, Wager

__all__ = ["MOVES_DEFECTS"]


class _FoldTakenBack:
    """649a.11(b): a seat that has decided may decide again while a later seat is due, its new
    choice replacing the first (a fold taken back, or a Play Wager taken down)."""

    def decide(self, seat: int, choice: Choice, wager: Wager | None = None) -> None:
        played = self.played  # type: ignore[attr-defined]
        deciding = self.phase is Phase.DECISIONS and bool(self.pending_decisions())  # type: ignore[attr-defined]
        if deciding and seat in played and choice in (Choice.PLAY, Choice.FOLD):
            played[seat] = choice is Choice.PLAY
            self.decisions = [Decision(seat, choice) if d.seat == seat else d
                              for d in self.decisions]  # type: ignore[has-type]
            placed = self.wagers[seat]  # type: ignore[attr-defined]
            if choice is Choice.PLAY:
                placed[Wager.PLAY] = placed[Wager.ANTE]
            else:
                placed.pop(Wager.PLAY, None)
            return
        super().decide(seat, choice, wager)  # type: ignore[misc]


class _RiddenBetDecidedAgain:
    """643a.11(b)(1): answers a decision on a bet the seat has already decided with 200 (and
    does nothing with it), where the bet let ride "must remain ... until the end of the round"."""

    def decide(self, seat: int, choice: Choice, wager: Wager | None = None) -> None:
        if self.phase is Phase.DECISIONS and (seat, wager) in self.riding:  # type: ignore[attr-defined]
            return
        super().decide(seat, choice, wager)  # type: ignore[misc]


class _PlayWagerAfterTheDeal:
    """649a.7(d)(1): a Play Wager sent as a wager after the deal, by the seat whose decision is
    due, is taken as its decision to play, at the amount sent instead of the Ante's."""

    def place(self, seat: int, wager: Wager, amount: Cents) -> None:
        pending = self.pending_decisions()  # type: ignore[attr-defined]
        deciding = self.phase is Phase.DECISIONS  # type: ignore[attr-defined]
        if wager is Wager.PLAY and deciding and pending and pending[0][0] == seat:
            self.decide(seat, Choice.PLAY)  # type: ignore[attr-defined]
            self.wagers[seat][Wager.PLAY] = amount  # type: ignore[attr-defined]
            return
        super().place(seat, wager, amount)  # type: ignore[misc]


class _BetNumber3Withdrawn:
    """643a.11(d): a decision naming Bet Number 3 withdraws it, though no rule asks of Bet
    Number 3 (the player decides on Bet Number 1, then Bet Number 2)."""

    def decide(self, seat: int, choice: Choice, wager: Wager | None = None) -> None:
        placed = self.wagers.get(seat, {})  # type: ignore[attr-defined]
        deciding = self.phase is Phase.DECISIONS  # type: ignore[attr-defined]
        if wager is Wager.BET_3 and choice is Choice.WITHDRAW and deciding \
                and Wager.BET_3 in placed and (seat, Wager.BET_3) not in self.riding:  # type: ignore[attr-defined]
            self.riding[(seat, Wager.BET_3)] = False  # type: ignore[attr-defined]
            amount = placed[Wager.BET_3]
            self.line(seat, Wager.BET_3, Outcome.WITHDRAWN, amount, returned=amount,  # type: ignore[attr-defined]
                      citation="643a.11(d)(2)")
            return
        super().decide(seat, choice, wager)  # type: ignore[misc]


MOVES_DEFECTS: tuple[tuple[str, str, str, str, type], ...] = (
    ("fold-taken-back", "649a.11(b)", Game.THREE_CARD_POKER,
     "takes a second decision from a seat that has decided while a later seat is due, replacing the first (a fold taken back)", _FoldTakenBack),
    ("play-wager-after-the-deal", "649a.7(d)(1)", Game.THREE_CARD_POKER,
     "takes a Play Wager sent as a wager after the deal as the seat's decision, at the amount sent rather than the Ante's", _PlayWagerAfterTheDeal),
    ("ridden-bet-decided-again", "643a.11(b)(1)", Game.LET_IT_RIDE,
     "answers 200 to a decision on a bet the seat has already decided (a bet let ride asked again)", _RiddenBetDecidedAgain),
    ("bet-number-3-withdrawn", "643a.11(d)", Game.LET_IT_RIDE,
     "withdraws Bet Number 3 when a decision names it, though only Bet Number 1 and Bet Number 2 are decided", _BetNumber3Withdrawn),
)
