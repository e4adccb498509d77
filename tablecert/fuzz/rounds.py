"""A random round script from its bytes (:func:`expand_round`): seats, wager amounts valid
and invalid, late wagers, deck order, decisions, planted hands and injected faults, drawn
from a Rules Submission's own offer."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from hypothesis import strategies as st

from tablecert.adapters.contract import Capability
from tablecert.fuzz.choices import DEFAULT_PROFILE, ROUND_BYTES, Choices, Profile
from tablecert.oracle.card_games import RulesSubmission, plan_for
from tablecert.oracle.card_round.dealing import stack_deck
from tablecert.oracle.card_round.rules import DealingMethod, Shuffler
from tablecert.oracle.cards import FULL_DECK, Card, parse_cards
from tablecert.oracle.round import (
    COMMUNITY,
    DEALER,
    Choice,
    Decision,
    Fault,
    FaultKind,
    RoundScript,
    WagerPlacement,
    seat_position,
)
from tablecert.oracle.wagers import Game, Wager


@dataclass(frozen=True)
class _TableFacts:
    """What a round's generation reads from its Rules Submission, worked out once."""

    low: int
    high: int
    fixed: dict[Wager, int]  # the wagers whose amount the Rules Submission fixes
    refused: tuple[int, ...]  # drawn instead of a valid amount: under the minimum, over the
    # maximum, $2 and $5 (refused where the Rules Submission fixes the amount)
    extras: tuple[Wager, ...]  # the wagers beside the Ante Wager (or the three bets), in order


_R = TypeVar("_R")


def _per_rules(build: Callable[[RulesSubmission], _R]) -> Callable[[RulesSubmission], _R]:
    """``build`` worked out once per Rules Submission, looked up by identity: hashing a
    Rules Submission walks all of it (about 40 us), and every round asks."""
    memo: dict[int, tuple[RulesSubmission, _R]] = {}

    def once(rules: RulesSubmission) -> _R:
        known = memo.get(id(rules))
        if known is not None and known[0] is rules:
            return known[1]
        value = build(rules)
        memo[id(rules)] = (rules, value)  # holds the rules, so the id is not reused
        return value

    return once


@_per_rules
def _table_facts(rules: RulesSubmission) -> _TableFacts:
    low, high = rules.table.minimum_wager, rules.table.maximum_wager
    tcp, lir = rules.three_card_poker, rules.let_it_ride
    fixed = {wager: amount for wager, amount in (
        (Wager.PROGRESSIVE, tcp.progressive.wager if tcp and tcp.progressive else None),
        (Wager.FIVE_CARD_PROGRESSIVE,
         tcp.five_card_progressive.wager if tcp and tcp.five_card_progressive else None),
        (Wager.LET_IT_RIDE_BONUS, lir.bonus_wager if lir else None)) if amount is not None}
    offered = _offered(rules)
    base = ((Wager.BET_1, Wager.BET_2, Wager.BET_3) if rules.game is Game.LET_IT_RIDE
            else (Wager.ANTE,))
    return _TableFacts(low, high, fixed, (max(1, low - 100), high + 100, 200, 500),
                  tuple(w for w in offered if w not in base))


def _amount(choices: Choices, table: _TableFacts, wager: Wager, *, rare: bool = False) -> int:
    """Mostly amounts the table takes; sometimes one it must refuse (one in four, or with
    ``rare`` one in 64: a round of every wager at seven seats places 28)."""
    data, pos = choices.data, choices.pos
    choices.pos = pos + 1  # choices.integer(0, 63) (or (0, 3)), read here: a round makes 28
    odds = data[pos] if pos < len(data) else 0
    if (odds % 64 < 63) if rare else (odds % 4 < 3):
        fixed = table.fixed.get(wager)
        return fixed if fixed is not None else choices.integer(table.low // 100, table.high // 100) * 100
    return choices.sample(table.refused)


def expand_round(choices: Choices, rules: RulesSubmission,
                 profile: Profile = DEFAULT_PROFILE) -> RoundScript:
    """One round at a table under ``rules``, every choice read from ``choices``."""
    every = profile.every_wager
    facts = _table_facts(rules)
    integer = choices.integer
    table_seats = rules.table.seats
    count = (min(profile.seats, table_seats) if profile.seats is not None
             else integer(1, table_seats))
    seats_offered = list(range(1, table_seats + 1))
    if profile.seats is not None and count == table_seats:
        seats = seats_offered  # every seat: nothing to choose
    else:
        seats = [seats_offered.pop(integer(0, len(seats_offered) - 1)) for _ in range(count)]
    if profile.seats is None and table_seats < 7 and integer(0, 19) == 19:
        seats.append(table_seats + 1)  # a seat the table does not have: refused
    extras = facts.extras
    wagers: list[WagerPlacement] = []
    decisions: list[Decision] = []
    let_it_ride = rules.game is Game.LET_IT_RIDE
    if every and not let_it_ride:
        _every_wager(choices, facts, sorted(seats), wagers, decisions)
    else:
        for seat in sorted(seats):
            if let_it_ride:
                amount = _amount(choices, facts, Wager.BET_1, rare=every)
                wagers += [WagerPlacement(seat, bet, amount) for bet in _BETS]
                for bet in (Wager.BET_1, Wager.BET_2):
                    choice = Choice.WITHDRAW if choices.boolean() else Choice.LET_IT_RIDE
                    decisions.append(Decision(seat, choice, bet))
            elif not choices.boolean() or not extras:
                wagers.append(WagerPlacement(seat, Wager.ANTE, _amount(choices, facts, Wager.ANTE)))
                decisions.append(Decision(seat, Choice.FOLD if choices.boolean() else Choice.PLAY))
            for wager in extras:
                if every:  # the Let It Ride Bonus Wager: as _every_wager places Three Card Poker's
                    late = integer(0, 49) == 49
                    amount = _amount(choices, facts, wager, rare=True)
                    wagers.append(WagerPlacement(seat, wager, amount, late))
                elif integer(0, 2) == 2:
                    late = integer(0, 9) == 9
                    wagers.append(WagerPlacement(seat, wager, _amount(choices, facts, wager), late))
    deck = choices.permutation(FULL_DECK)
    placed = sorted({w.seat for w in wagers if not w.after_no_more_bets})
    if placed and choices.boolean():
        deck = _plant(choices, rules, wagers, placed, deck)
    faults = _faults(choices, rules, placed) if integer(0, 7) == 7 else ()
    if faults and any(f.kind is FaultKind.WRONG_DECK_SIZE for f in faults):
        deck = deck[:51]
    return RoundScript(tuple(wagers), deck, tuple(decisions), faults)


_BETS = (Wager.BET_1, Wager.BET_2, Wager.BET_3)


def _every_wager(choices: Choices, facts: _TableFacts, seats: list[int],
                 wagers: list[WagerPlacement], decisions: list[Decision]) -> None:
    """The seats of a Three Card Poker round of every wager (``Profile.every_wager``): what
    :func:`expand_round`'s loop reads for them, the same bytes the same way, with its one-byte
    choices read here (seven seats make 28 wagers and 7 decisions)."""
    data = choices.data
    size = len(data)
    ante, fold, play = Wager.ANTE, Choice.FOLD, Choice.PLAY
    extras = facts.extras
    for seat in seats:
        wagers.append(WagerPlacement(seat, ante, _amount(choices, facts, ante, rare=True)))
        pos = choices.pos
        choices.pos = pos + 1
        folds = pos < size and data[pos] % 4 == 3  # choices.integer(0, 3) == 3
        decisions.append(Decision(seat, fold if folds else play))
        for wager in extras:  # late one time in 50: a round of seven seats has about 21 of them
            pos = choices.pos
            choices.pos = pos + 1
            late = pos < size and data[pos] % 50 == 49  # choices.integer(0, 49) == 49
            wagers.append(WagerPlacement(seat, wager, _amount(choices, facts, wager, rare=True), late))


def _offered(rules: RulesSubmission) -> list[Wager]:
    order = list(Wager)
    return sorted(rules.offered_wagers(), key=order.index)


def round_scripts(rules: RulesSubmission) -> st.SearchStrategy[RoundScript]:
    """One round at a table under ``rules``, as a hypothesis strategy (the sessions draw
    their rounds one at a time)."""
    return st.binary(min_size=ROUND_BYTES, max_size=ROUND_BYTES).map(
        lambda data: expand_round(Choices(data), rules))


# Hands a random deck almost never deals but a paytable or a comparison hinges on: the
# ace-king-queen of one suit (Envy Bonus, jackpot), straight flushes, trips, the edges of
# 649a.6(a) (A-2-3 a straight, K-A-2 not), and a tie with the dealer.
_RARE = tuple(parse_cards(h) for h in ("As Ks Qs", "Ah Kh Qh", "As Ks Qs", "Ac Kc Qc", "9d 8d 7d",
                                       "7c 7h 7s", "Ad 2c 3h", "Kd Ac 2s"))
_TIE = (parse_cards("Qc 9d 4h"), parse_cards("Qs 9h 4d"))
_AKQ_HEARTS = parse_cards("Ah Kh Qh")
_ROYAL_REST = parse_cards("Jh Th")


def _plant(choices: Choices, rules: RulesSubmission, wagers: list[WagerPlacement],
           placed: list[int], deck: tuple[Card, ...]) -> tuple[Card, ...]:
    """The deck restacked so a seat holds a rare hand, or ties the dealer."""
    plan = plan_for(rules, wagers)  # the seats the game really deals to, refusals applied
    dealt = [s for s in placed if seat_position(s) in plan]
    if not dealt:
        return deck
    with_progressive = {w.seat for w in wagers
                        if w.wager is Wager.PROGRESSIVE and not w.after_no_more_bets}
    progressive = [s for s in dealt if s in with_progressive]
    seat = seat_position(choices.sample(progressive if progressive and choices.boolean()
                                        else dealt))
    wanted: dict[str, tuple[Card, ...]]
    choice = choices.integer(0, 5)
    if rules.game is Game.THREE_CARD_POKER and choice == 1:
        wanted = {seat: _TIE[0], DEALER: _TIE[1]}  # a tie
    elif rules.game is Game.THREE_CARD_POKER and choice == 2:
        wanted = {DEALER: _AKQ_HEARTS}  # the dealer's hand earns no Envy Bonus
    elif rules.game is Game.LET_IT_RIDE and choice == 2:
        wanted = {seat: _AKQ_HEARTS, COMMUNITY: _ROYAL_REST}  # a royal
    else:
        wanted = {seat: choices.sample(_RARE)}
    planted = {card for hand in wanted.values() for card in hand}
    return stack_deck(plan, wanted, rest=[c for c in deck if c not in planted])


def _faults(choices: Choices, rules: RulesSubmission, placed: list[int]) -> tuple[Fault, ...]:
    """An irregularity the table can have (649a.13, 643a.13, the stub count)."""
    kinds: list[FaultKind | str] = [FaultKind.CARD_FACE_UP_IN_DECK, FaultKind.CARD_DRAWN_IN_ERROR,
                                    "two face up", FaultKind.INCORRECT_CARD_COUNT,
                                    FaultKind.WRONG_DECK_SIZE]
    kinds.append(FaultKind.DEALER_CARD_EXPOSED if rules.game is Game.THREE_CARD_POKER
                 else FaultKind.COMMUNITY_CARD_EXPOSED)
    if rules.table.dealing is DealingMethod.AUTOMATED_SHOE:
        kinds.append(FaultKind.SHOE_JAM)
    if rules.table.shuffler is not Shuffler.MANUAL:
        kinds.append(FaultKind.SHUFFLER_JAM)
    kind = choices.sample(kinds)
    if kind == "two face up":
        first = choices.integer(0, 6)
        return (Fault(FaultKind.CARD_FACE_UP_IN_DECK, at=first),
                Fault(FaultKind.CARD_FACE_UP_IN_DECK, at=first + choices.integer(1, 3)))
    if kind in (FaultKind.CARD_FACE_UP_IN_DECK, FaultKind.CARD_DRAWN_IN_ERROR, FaultKind.SHOE_JAM):
        return (Fault(FaultKind(kind), at=choices.integer(0, 8)),)
    if kind is FaultKind.INCORRECT_CARD_COUNT:
        positions = [DEALER if rules.game is Game.THREE_CARD_POKER else COMMUNITY]
        positions += [seat_position(s) for s in placed]
        count = choices.sample((1, 4))
        return (Fault(kind, position=choices.sample(positions), count=count),)
    if kind is FaultKind.WRONG_DECK_SIZE:
        return (Fault(kind, count=51),)
    return (Fault(FaultKind(kind)),)


def within_capabilities(script: RoundScript, capabilities: frozenset[Capability]) -> RoundScript:
    """A random round a system can be sent: without ``fault-injection`` no faults (and the
    whole deck again where the fault had shortened it). docs/protocol.md, Capabilities: what
    a system does not declare is not asked of it."""
    if Capability.FAULT_INJECTION in capabilities or not script.faults:
        return script
    from msgspec.structs import replace

    deck = script.deck
    if len(deck) < 52:
        deck = (*deck, *(c for c in FULL_DECK if c not in deck))
    return replace(script, deck=tuple(deck), faults=())
