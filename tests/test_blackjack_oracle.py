"""The Blackjack (549) and Spanish 21 (551) oracle against the regulation text: the two
settlement procedures and their order (549.4(f), 551.6(f)), the odds of 549.4(g) and
551.6(g), every row of the 551.6(h) schedule with and without a Double Down Wager, the
551.6(i) fixed payouts at their boundaries, the wager locks of (h)/(i) and (j)/(k), and the
bar of 549.4(j) / 551.6(l) over several rounds."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tablecert.files import resolve_game_rules
from tablecert.oracle.cards import parse_cards
from tablecert.oracle.games.blackjack.hands import total
from tablecert.oracle.games.blackjack.model import (
    Action,
    BlackjackObservation,
    BlackjackScript,
    Chips,
    Move,
    Outcome,
    Reason,
    Settlement,
    WagerKind,
    WagerPlacement,
)
from tablecert.oracle.games.blackjack.paytables import BONUS_SCHEDULE, bonus_row, fixed_payout
from tablecert.oracle.games.blackjack.table import BlackjackTable


def table(name: str) -> BlackjackTable:
    rules = resolve_game_rules(name)
    t = BlackjackTable(rules)
    return t


def play(t: BlackjackTable, wagers: dict[int, int] | list[WagerPlacement], shoe: str,
         *actions: Action, **extra: object) -> BlackjackObservation:
    placed = ([WagerPlacement(s, a) for s, a in wagers.items()] if isinstance(wagers, dict) else wagers)
    script = BlackjackScript(tuple(placed), parse_cards(shoe, allow_duplicates=True), tuple(actions),
                             **extra)  # type: ignore[arg-type]
    return t.play(script)


def lines(obs: BlackjackObservation, seat: int, kind: WagerKind = WagerKind.WAGER) -> list[Settlement]:
    return [s for s in obs.settlements if s.seat == seat and s.wager is kind]


def order(obs: BlackjackObservation) -> list[tuple[int, str]]:
    return [(s.seat, s.outcome.value) for s in obs.settlements]


FOUR = {1: 1000, 2: 2000, 3: 3000, 4: 4000}
FOUR_SHOE = "Js Jh 9d Kc Qd 7s 9s 7d Qc 8c"  # seat 1 17, 2 19, 3 16, 4 20; dealer 18


# ----------------------------------------------------------------- 549.4(f), 551.6(f)
@pytest.mark.parametrize("game", ["549", "551"])
def test_procedure_1_collects_every_losing_wager_before_paying(game: str) -> None:
    obs = play(table(f"pa-{game}-procedure-1"), FOUR, FOUR_SHOE)
    assert order(obs) == [(3, "lost"), (1, "lost"), (4, "won"), (2, "won")]
    assert obs.table_result == -2000
    assert all(s.chips is Chips.INTO_INVENTORY for s in obs.settlements if s.outcome is Outcome.LOST)


@pytest.mark.parametrize("game", ["549", "551"])
def test_procedure_2_goes_counterclockwise_from_the_dealers_right(game: str) -> None:
    obs = play(table(f"pa-{game}-procedure-2"), FOUR, FOUR_SHOE)
    assert order(obs) == [(4, "won"), (3, "lost"), (2, "won"), (1, "lost")]
    assert all(s.chips is Chips.FROM_INVENTORY for s in obs.settlements if s.outcome is Outcome.WON)
    cite = "549.4(f)(2)" if game == "549" else "551.6(f)(2)"
    assert all(s.citation.startswith(cite) for s in obs.settlements)


def test_a_push_is_neither_collected_nor_paid() -> None:
    [line] = play(table("pa-549-procedure-1"), {1: 1000}, "Ts 9c 8d 9h").settlements
    assert (line.outcome, line.paid, line.collected, line.chips) == (Outcome.PUSH, 0, 0, Chips.STAYS)


# ----------------------------------------------------------------- 549.4(g), 551.6(g)
@pytest.mark.parametrize(("wager", "paid"), [(1000, 1500), (500, 750), (2500, 3750), (525, 787)])
def test_blackjack_is_paid_3_to_2_rounded_down_to_the_cent(wager: int, paid: int) -> None:
    for name in ("pa-549-procedure-1", "pa-551-procedure-1"):
        [line] = play(table(name), {1: wager}, "As 9c Kd 7h").settlements
        assert (line.odds, line.paid) == (Fraction(3, 2), paid)


def test_a_blackjack_against_the_dealers_blackjack_pushes_at_blackjack_and_wins_at_spanish_21() -> None:
    [bj] = play(table("pa-549-procedure-1"), {1: 1000}, "As Ac Kd Kh").settlements
    assert bj.outcome is Outcome.PUSH
    [s21] = play(table("pa-551-procedure-1"), {1: 1000}, "As Ac Kd Kh").settlements
    assert (s21.outcome, s21.paid) == (Outcome.WON, 1500)


def test_a_dealer_blackjack_ends_the_round_before_any_move() -> None:
    obs = play(table("pa-549-procedure-1"), {1: 1000}, "Ts Ac 9d Kh")
    assert [s.outcome for s in obs.settlements] == [Outcome.LOST]
    with pytest.raises(ValueError, match="dealer has blackjack"):
        play(table("pa-549-procedure-1"), {1: 1000}, "Ts Ac 9d Kh 2c", Action(1, Move.HIT))


def test_other_wins_are_1_to_1_and_21_after_a_split_is_not_a_blackjack() -> None:
    obs = play(table("pa-549-procedure-1"), {1: 1000}, "As 9c Ad 9s Kc Qh", Action(1, Move.SPLIT))
    assert [(s.wager, s.hand, s.odds, s.paid) for s in obs.settlements] == [
        (WagerKind.WAGER, 1, 1, 1000), (WagerKind.SPLIT, 2, 1, 1000)]
    assert [h.blackjack for h in obs.hands] == [False, False]


def test_a_five_card_21_is_1_to_1_at_blackjack() -> None:
    obs = play(table("pa-549-procedure-1"), {1: 1000}, "2h 9c 3d 8s 4c 5s 7h", *[Action(1, Move.HIT)] * 3)
    assert [(s.odds, s.paid) for s in obs.settlements] == [(1, 1000)]


def test_the_dealer_draws_on_soft_17_only_under_the_option() -> None:
    shoe = "Ts As 7d 6h 5c Kc"
    assert play(table("pa-549-procedure-1"), {1: 1000}, shoe).dealer_total == 17
    obs = play(table("pa-549-hit-soft-17"), {1: 1000}, shoe)
    assert obs.dealer_total == 22 and obs.settlements[0].paid == 1000


# ----------------------------------------------------------------- 551.6(h)
ROWS = [  # (cards after the deal's two, hits, citation, odds)
    ("6h 7d 8c", "551.6(h)(1)", Fraction(3, 2)),
    ("6h 7h 8h", "551.6(h)(2)", Fraction(2)),
    ("6s 7s 8s", "551.6(h)(2)", Fraction(3)),
    ("7h 7d 7c", "551.6(h)(3)", Fraction(3, 2)),
    ("7h 7h 7h", "551.6(h)(4)", Fraction(2)),
    ("7s 7s 7s", "551.6(h)(4)", Fraction(3)),
    ("2h 3d 4c 5s 7h", "551.6(h)(5)", Fraction(3, 2)),
    ("2h 3d 2c 4s 3h 7c", "551.6(h)(6)", Fraction(2)),
    ("2h 2d 2c 3s 3h 4c 5d", "551.6(h)(7)", Fraction(3)),
    ("2h 2d 2c 2s 3h 3d 3c 4s", "551.6(h)(7)", Fraction(3)),
]


def test_the_schedule_is_the_text() -> None:
    assert [(r.citation, r.odds) for r in BONUS_SCHEDULE] == [
        ("551.6(h)(1)", Fraction(3, 2)), ("551.6(h)(2)", 2), ("551.6(h)(2)", 3),
        ("551.6(h)(3)", Fraction(3, 2)), ("551.6(h)(4)", 2), ("551.6(h)(4)", 3),
        ("551.6(h)(5)", Fraction(3, 2)), ("551.6(h)(6)", 2), ("551.6(h)(7)", 3)]
    assert bonus_row(parse_cards("6h 7d")) is None and bonus_row(parse_cards("9h 5d 7c")) is None


def _shoe(cards: str, dealer: str = "9c 8d") -> str:
    c = cards.split()
    up, hole = dealer.split()
    return " ".join([c[0], up, c[1], hole, *c[2:]])


@pytest.mark.parametrize(("cards", "citation", "odds"), ROWS)
def test_every_row_of_551_6_h_is_paid_its_odds(cards: str, citation: str, odds: Fraction) -> None:
    hits = len(cards.split()) - 2
    obs = play(table("pa-551-procedure-1"), {1: 1000}, _shoe(cards), *[Action(1, Move.HIT)] * hits)
    [line] = obs.settlements
    assert (line.odds, line.paid, line.citation) == (odds, int(1000 * odds), f"551.6(f)(1), {citation}")
    assert total(parse_cards(cards, allow_duplicates=True))[0] == 21


@pytest.mark.parametrize(("cards", "citation", "odds"), ROWS)
def test_after_a_double_down_every_row_is_paid_only_1_to_1(cards: str, citation: str, odds: Fraction) -> None:
    hits = len(cards.split()) - 3
    obs = play(table("pa-551-procedure-1"), {1: 1000}, _shoe(cards),
               *[Action(1, Move.HIT)] * hits, Action(1, Move.DOUBLE_DOWN))
    assert [(s.wager, s.odds, s.paid) for s in obs.settlements] == [
        (WagerKind.WAGER, 1, 1000), (WagerKind.DOUBLE_DOWN, 1, 1000)]
    assert all(s.citation == "551.6(f)(1), 551.6(h)" for s in obs.settlements)


def test_blackjack_doubles_only_on_two_cards() -> None:
    with pytest.raises(ValueError, match="first two cards"):
        play(table("pa-549-procedure-1"), {1: 1000}, "2h 9c 3d 8d 4c 5s",
             Action(1, Move.HIT), Action(1, Move.DOUBLE_DOWN))


# ----------------------------------------------------------------- 551.6(i)
@pytest.mark.parametrize(("wager", "fixed"), [(499, 0), (500, 100_000), (2499, 100_000), (2500, 500_000),
                                              (10_000, 500_000)])
def test_fixed_payouts_at_their_boundaries(wager: int, fixed: int) -> None:
    assert fixed_payout(wager) == fixed
    obs = play(table("pa-551-procedure-2"), {1: wager, 2: 1000}, "7h Kh 7c 7h 8d Kd 7h", Action(1, Move.HIT))
    assert [s.paid for s in lines(obs, 1, WagerKind.FIXED_PAYOUT)] == ([fixed] if fixed else [])
    assert [s.paid for s in lines(obs, 2, WagerKind.FIXED_PAYOUT)] == ([5000] if fixed else [])
    assert lines(obs, 1)[0].paid == 2 * wager  # (h)(4) besides


def test_fifty_to_every_other_person_once_even_a_loser() -> None:
    wagers = [WagerPlacement(1, 2500), WagerPlacement(3, 1000), WagerPlacement(5, 1500, "Ann"),
              WagerPlacement(6, 1500, "Ann")]
    obs = play(table("pa-551-procedure-2"), wagers, "7d Kh 9s 9s 7c 7d 6d 9h 9d Kd 7d", Action(1, Move.HIT))
    fixed = [(s.seat, s.paid) for s in obs.settlements if s.wager is WagerKind.FIXED_PAYOUT]
    assert sorted(fixed) == [(1, 500_000), (3, 5000), (5, 5000)]
    assert lines(obs, 3)[0].outcome is Outcome.LOST


@pytest.mark.parametrize("how", ["double", "split", "hole seven"])
def test_no_fixed_payout_after_a_double_down_a_split_or_a_hidden_seven(how: str) -> None:
    if how == "double":
        obs = play(table("pa-551-procedure-1"), {1: 2500, 2: 1000}, "7h Kh 7c 7h 8d Kd 7h",
                   Action(1, Move.DOUBLE_DOWN))
    elif how == "split":
        obs = play(table("pa-551-procedure-1"), {1: 2500, 2: 1000}, "7h Kh 7c 7h 8d Kd 7h 7h Qs",
                   Action(1, Move.SPLIT), Action(1, Move.HIT), Action(1, Move.STAND, hand=2))
        assert lines(obs, 1)[0].odds == 2  # (h)(4) still pays a split hand
    else:
        obs = play(table("pa-551-procedure-1"), {1: 2500, 2: 1000}, "7h Kh Kc 7h 8d 7c 7h",
                   Action(1, Move.HIT))
    assert not [s for s in obs.settlements if s.wager is WagerKind.FIXED_PAYOUT]


def test_a_spanish_21_shoe_holds_no_tens() -> None:
    with pytest.raises(ValueError, match="no 10s"):
        play(table("pa-551-procedure-1"), {1: 1000}, "Ts 9c 9d 7h")


# ----------------------------------------------------------------- 549.4(h)/(i), 551.6(j)/(k)
@pytest.mark.parametrize(("game", "locked", "confirmed"), [("549", "549.4(h)", "549.4(i)"),
                                                          ("551", "551.6(j)", "551.6(k)")])
def test_wagers_are_locked_from_the_first_card(game: str, locked: str, confirmed: str) -> None:
    obs = play(table(f"pa-{game}-procedure-1"), {1: 1000}, "8s 9c 8d 8h 3c Kd 6c",
               Action(1, Move.REMOVE_WAGER), Action(1, Move.SPLIT),
               Action(1, Move.ALTER_WAGER, hand=2, amount=200, wager=WagerKind.SPLIT), Action(1, Move.HIT),
               Action(1, Move.STAND, hand=2))
    assert [(r.reason, r.citation, r.amount) for r in obs.refusals] == [
        (Reason.LOCKED_AFTER_FIRST_CARD, locked, 1000), (Reason.LOCKED_AFTER_CONFIRMATION, confirmed, 1000)]
    assert [s.amount for s in obs.settlements] == [1000, 1000]


def test_insurance_and_double_down_wagers_are_locked_once_confirmed() -> None:
    obs = play(table("pa-549-procedure-1"), {1: 1000}, "Ts Ac 9d 7h",
               Action(1, Move.INSURANCE, amount=500),
               Action(1, Move.REMOVE_WAGER, wager=WagerKind.INSURANCE), Action(1, Move.STAND))
    assert obs.refusals[0].reason is Reason.LOCKED_AFTER_CONFIRMATION
    assert [(s.wager, s.outcome) for s in obs.settlements] == [(WagerKind.INSURANCE, Outcome.LOST),
                                                              (WagerKind.WAGER, Outcome.WON)]
    with pytest.raises(ValueError, match="no Double Down Wager"):
        play(table("pa-549-procedure-1"), {1: 1000}, "Ts 9c 9d 7h 8c",
             Action(1, Move.REMOVE_WAGER, wager=WagerKind.DOUBLE_DOWN))


def test_insurance_is_paid_2_to_1_against_a_dealer_blackjack() -> None:
    obs = play(table("pa-549-procedure-2"), {1: 1000}, "Ts Ac 9d Kh", Action(1, Move.INSURANCE))
    assert [(s.wager, s.outcome, s.paid, s.collected) for s in obs.settlements] == [
        (WagerKind.INSURANCE, Outcome.WON, 1000, 0), (WagerKind.WAGER, Outcome.LOST, 0, 1000)]


def test_changes_before_the_first_card_are_accepted() -> None:
    obs = play(table("pa-549-procedure-1"), {1: 1000, 2: 2000}, "Ts 9d 9h 7h 8c",
               before_deal=(Action(2, Move.REMOVE_WAGER), Action(1, Move.ALTER_WAGER, amount=1500)))
    assert not obs.refusals and [(s.seat, s.amount) for s in obs.settlements] == [(1, 1500)]


# ----------------------------------------------------------------- 549.4(j), 551.6(l)
TWO = "Ts 9s Kd 8s 9d 7d"
ONE = "Ts Kd 8s 7d 9d 7c Kc Qc"


@pytest.mark.parametrize("game", ["549", "551"])
def test_a_person_who_sat_out_is_barred_until_permitted_or_a_reshuffle(game: str) -> None:
    t = table(f"pa-{game}-procedure-1-bar")
    two, one = (TWO, ONE) if game == "549" else (TWO.replace("T", "J"), ONE.replace("T", "J"))
    assert play(t, {1: 1000, 2: 1000}, two).barred == ()
    assert play(t, {1: 1000}, one).barred == ("seat 2",)
    obs = play(t, {1: 1000, 2: 2500}, one)
    assert [(r.seat, r.reason, r.citation) for r in obs.refusals] == [
        (2, Reason.BARRED_UNTIL_RESHUFFLE, "549.4(j)" if game == "549" else "551.6(l)")]
    assert [h.seat for h in obs.hands] == [1]
    assert play(t, {1: 1000, 2: 2500}, two, permit=("seat 2",)).refusals == ()
    assert play(t, {2: 1000}, one.replace("Ts", "Js")).barred == ("seat 1",)
    obs = play(t, {1: 1000, 2: 1000}, two, reshuffle=True)
    assert obs.refusals == () and obs.barred == ()


def test_without_the_option_nobody_is_barred() -> None:
    t = table("pa-549-procedure-1")
    play(t, {1: 1000, 2: 1000}, TWO)
    play(t, {1: 1000}, ONE)
    obs = play(t, {1: 1000, 2: 2500}, TWO)
    assert obs.refusals == () and obs.barred == ()


def test_a_script_the_game_cannot_play_leaves_the_table_as_it_was() -> None:
    t = table("pa-549-procedure-1-bar")
    play(t, {1: 1000}, ONE)
    with pytest.raises(ValueError, match="out of turn"):
        play(t, {1: 1000, 2: 1000}, TWO, Action(2, Move.HIT))
    assert t.round_number == 1 and t.seen == {"seat 1"}
    obs = play(t, {1: 1000, 2: 1000}, TWO + " 9c 7c Kc Qc")
    assert obs.round_number == 2 and [r.seat for r in obs.refusals] == [2]
