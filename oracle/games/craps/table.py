"""The oracle's Craps table: it plays scripts of forced rolls and settles the wagers of
537.3(a)(7)-(10), (34) and 537.5a, keeping the point and the wagers up between scripts.

Each step of the rules is one small method, so a catalogued defect
(tablecert/reference_system/defects_craps.py) overrides exactly one of them. The readings
taken where the seeds are silent or elided are in oracle/interpretations.py.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from tablecert.oracle.allowed import round_cents
from tablecert.oracle.game import GameTable
from tablecert.oracle.games.craps.choices import ALLOWED, ORACLE, CrapsChoices, Fractional
from tablecert.oracle.games.craps.model import (
    Call,
    CrapsObservation,
    CrapsScript,
    Outcome,
    Placement,
    Refusal,
    RollRecord,
    RollResult,
    Settlement,
    StandingBet,
    Wager,
)
from tablecert.oracle.games.craps.paytables import BUY_ODDS, LAY_ODDS, Bet, Reason, bet_citation, format_odds
from tablecert.oracle.games.craps.rules import CrapsRules, VigBase, VigRules
from tablecert.oracle.money import Cents

__all__ = ["CrapsTable"]


@dataclass
class _Up:
    """A wager on the layout."""

    wager: Wager
    on: bool


class CrapsTable(GameTable):
    """A Craps or Mini-Craps table under a :class:`CrapsRules`.

    >>> from tablecert.oracle.games.craps.rules import parse_craps_rules
    >>> from tablecert.oracle.games.craps.model import Roll
    >>> rules = parse_craps_rules("rules_submission: x\\ngame: craps\\nbuy_bets: {vigorish: 5%}")
    >>> table = CrapsTable(rules)
    >>> obs = table.play(CrapsScript((Roll((3, 1)), Roll((2, 2), (Wager(1, Bet.BUY, 4, 2000),)))))
    >>> line = obs.rolls[1].settlements[0]
    >>> line.outcome.value, line.winnings, line.vigorish
    ('wins', 4000, 100)
    """

    rules: CrapsRules
    choices: CrapsChoices = ORACLE

    def __init__(self, rules: CrapsRules) -> None:
        super().__init__(rules)
        self.point: int | None = None
        self.rolled = 0
        self.up: list[_Up] = []

    def alternatives(self) -> tuple[CrapsChoices, ...]:
        """Every other answer the text allows (oracle.games.craps.choices.ALLOWED)."""
        return tuple(c for c in ALLOWED if c != self.choices)

    # ------------------------------------------------------------------ the script
    def play(self, script: CrapsScript) -> CrapsObservation:
        """Play every roll of ``script`` in order."""
        records = [self.roll(r.dice, r.wagers, r.calls) for r in script.rolls]
        standing = tuple(StandingBet(u.wager.player, u.wager.bet, u.wager.number, u.wager.amount, u.on)
                         for u in self.up)
        fees = sum(p.vigorish for r in records for p in r.placements)
        fees += sum(s.vigorish for r in records for s in r.settlements)
        return CrapsObservation(tuple(records), standing, self.point, fees)

    def roll(self, dice: tuple[int, int], wagers: tuple[Wager, ...],
             calls: tuple[Call, ...]) -> RollRecord:
        """Take the wagers and calls, throw ``dice``, settle what the throw decides."""
        placements: list[Placement] = []
        refusals: list[Refusal] = []
        for wager in wagers:
            refusal = self.refusal(wager)
            if refusal is not None:
                refusals.append(refusal)
                continue
            self.up.append(_Up(wager, wager.on))
            placements.append(Placement(wager.player, wager.bet, wager.number, wager.amount,
                                        wager.on, self.placement_fee(wager),
                                        bet_citation(wager.bet, wager.number)))
        for call in calls:
            found = [u for u in self.up if (u.wager.player, u.wager.bet, u.wager.number)
                     == (call.player, call.bet, call.number)]
            if not found:
                refusals.append(Refusal(call.player, call.bet, call.number, 0, Reason.NO_SUCH_BET,
                                        bet_citation(call.bet, call.number)))
            for u in found:
                u.on = call.on
        self.rolled += 1
        total = sum(dice)
        come_out = self.point is None
        point = self.point
        settlements: list[Settlement] = []
        still_up: list[_Up] = []
        for u in self.up:
            outcome = self.decide(u, dice, come_out)
            if outcome is None or (outcome is Outcome.WINS and self.stays_up(u)):
                still_up.append(u)
            if outcome is not None:
                settlements.append(self.settle(u.wager, outcome))
        self.up = still_up
        result = self.advance(total)
        return RollRecord(self.rolled, dice, total, come_out, point, result, tuple(placements),
                          tuple(refusals), tuple(settlements))

    def advance(self, total: int) -> RollResult:
        """The point: a come-out roll of 4, 5, 6, 8, 9 or 10 sets it; the point made brings
        the same shooter back to a come-out roll; a 7 before it (a seven-out) ends the
        shooter's turn, and the next shooter's first roll is a come-out roll."""
        if self.point is None:
            if total in (4, 5, 6, 8, 9, 10):
                self.point = total
                return RollResult.POINT_ESTABLISHED
            return RollResult.NO_POINT
        if total == self.point:
            self.point = None
            return RollResult.POINT_MADE
        if total == 7:
            self.point = None
            return RollResult.SEVEN_OUT
        return RollResult.NO_DECISION

    def stays_up(self, up: _Up) -> bool:
        """Whether a winning wager stays up once paid: the table's reading (the seeds are
        silent) for a Buy, Lay or Hardway Bet; a Hop Bet is decided by the one roll after its
        placement (537.3(a)(34)(i), (ii)) and never stays."""
        return self.choices.winners_stay_up and up.wager.bet in (Bet.BUY, Bet.LAY, Bet.HARDWAY)

    # ------------------------------------------------------------------ placing
    def offer(self, bet: Bet) -> object | None:
        """What the Rules Submission offers for ``bet`` (None: not offered)."""
        return {Bet.BUY: self.rules.buy, Bet.LAY: self.rules.lay, Bet.HARDWAY: self.rules.hardway,
                Bet.HOP_TWO_SIX: self.rules.hop_two_six}[bet]

    def refusal(self, wager: Wager) -> Refusal | None:
        """Why the table refuses ``wager``, or None to accept it."""
        citation = bet_citation(wager.bet, wager.number)

        def refuse(reason: Reason) -> Refusal:
            return Refusal(wager.player, wager.bet, wager.number, wager.amount, reason, citation)

        if self.offer(wager.bet) is None:
            return refuse(Reason.NOT_OFFERED)
        if any((u.wager.player, u.wager.bet, u.wager.number) == (wager.player, wager.bet, wager.number)
               for u in self.up):
            return refuse(Reason.ALREADY_PLACED)
        if (self.choices.fractional is Fractional.REFUSED
                and (wager.amount * self.odds(wager.bet, wager.number)).denominator != 1):
            return refuse(Reason.NOT_WHOLE_CENTS)
        return None

    def placement_fee(self, wager: Wager) -> Cents:
        """No fee is charged on placing any wager: the vigorish is collected on winning Buy
        and Lay Bets only (537.5a(a), (b)), and on nothing else (537.5a(c))."""
        return 0

    # ------------------------------------------------------------------ deciding
    def working(self, up: _Up, come_out: bool) -> bool:
        """Whether a wager acts on this roll. Hardway Bets are inactive on the come-out roll
        unless called "on" (537.3(a)(7)-(10)); Buy and Lay Bets likewise unless the Rules
        Submission makes them work (a reading); the Hop Bet always works."""
        if not come_out or up.on:
            return True
        bet = up.wager.bet
        if bet is Bet.HARDWAY:
            return False
        if bet in (Bet.BUY, Bet.LAY):
            vig = self.offer(bet)
            return isinstance(vig, VigRules) and vig.working_on_come_out
        return True

    def decide(self, up: _Up, dice: tuple[int, int], come_out: bool) -> Outcome | None:
        """The wager's fate on ``dice``: wins, loses, or None (no action, it stays up)."""
        if not self.working(up, come_out):
            return None
        total, number = sum(dice), up.wager.number
        match up.wager.bet:
            case Bet.BUY:
                return Outcome.WINS if total == number else Outcome.LOSES if total == 7 else None
            case Bet.LAY:
                return Outcome.WINS if total == 7 else Outcome.LOSES if total == number else None
            case Bet.HARDWAY:
                if total == 7 or (total == number and dice[0] != dice[1]):
                    return Outcome.LOSES
                return Outcome.WINS if total == number else None
            case Bet.HOP_TWO_SIX:  # 537.3(a)(34)(i), (ii): decided by the very next roll
                return Outcome.WINS if sorted(dice) == [2, 6] else Outcome.LOSES
        return None

    # ------------------------------------------------------------------ paying
    def odds(self, bet: Bet, number: int) -> Fraction:
        """The payout odds: 537.5a(a) and (b) for Buy and Lay Bets, the Rules Submission
        for the Hardway and Hop Bets (the text elides them)."""
        if bet is Bet.BUY:
            return BUY_ODDS[number].odds
        if bet is Bet.LAY:
            return LAY_ODDS[number].odds
        if bet is Bet.HARDWAY:
            assert self.rules.hardway is not None
            return self.rules.hardway.odds(number)
        assert self.rules.hop_two_six is not None
        return self.rules.hop_two_six

    def vigorish(self, wager: Wager, winnings: Cents) -> Cents:
        """The fee on a winning wager: the Rules Submission's rate "of the amount wagered on
        winning Buy Bets" / "Lay Bets" (537.5a(a), (b)) (or of the amount won, for Lay Bets
        whose Rules Submission says so), rounded down to the cent so it never exceeds the
        rate; nothing on any other wager (537.5a(c))."""
        vig = self.offer(wager.bet)
        if not isinstance(vig, VigRules):
            return 0
        base = winnings if vig.base is VigBase.AMOUNT_WON else wager.amount
        return int(base * vig.rate)  # floor: both are non-negative

    def settle(self, wager: Wager, outcome: Outcome) -> Settlement:
        """The settlement line of a decided wager."""
        citation = bet_citation(wager.bet, wager.number)
        if outcome is Outcome.LOSES:
            return Settlement(wager.player, wager.bet, wager.number, outcome, wager.amount, None,
                              0, 0, 0, citation)
        odds = self.odds(wager.bet, wager.number)
        # whole cents unless the table accepts such wagers, then its rounding (a reading)
        won = round_cents(wager.amount * odds, self.choices.rounding)
        return Settlement(wager.player, wager.bet, wager.number, outcome, wager.amount, odds, won,
                          self.vigorish(wager, won), wager.amount, citation, format_odds(odds))

