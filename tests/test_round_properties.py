"""Properties of whole random rounds: a Rules Submission drawn among the bundled examples,
one to seven seats (and a few that do not exist) with valid and invalid wagers, a random
deck order and random decisions.

- money is conserved, line by line, and every accepted wager has exactly one settlement
  line (the Ante Bonus and Envy Bonus lines aside);
- the cards are dealt in the order of 649a.8(d)-649a.10(b) / 643a.8(d)-643a.10(b) to the
  seats that hold an accepted wager, and to no other;
- settlement is grouped by seat counterclockwise from the dealer's right (649a.11(c),
  643a.11(f)), forfeits and withdrawals first in decision order;
- no line settles a refused wager;
- the same script on a fresh table gives the same observation.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import pairwise
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tablecert.files import card_game_rules_paths
from tablecert.oracle.card_games import RulesSubmission, Table, parse_rules_submission
from tablecert.oracle.card_round.dealing import deal_plan
from tablecert.oracle.cards import FULL_DECK
from tablecert.oracle.round import (
    DISCARD,
    Choice,
    Decision,
    EventKind,
    Observation,
    Outcome,
    RoundScript,
    Source,
    WagerPlacement,
    seat_position,
)
from tablecert.oracle.wagers import Game, Wager

RULES_DIR = Path(__file__).resolve().parents[1] / "rules_submissions"


def _load(path: Path, *edits: tuple[str, str]) -> RulesSubmission:
    text = path.read_text()
    for old, new in edits:
        assert text.count(old) == 1, (path, old)
        text = text.replace(old, new)
    return parse_rules_submission(text, source=path.name)


EXAMPLES: list[RulesSubmission] = [_load(p) for p in card_game_rules_paths(RULES_DIR)]
# the compulsory version of 649a.7(e)(3) is in no example; it is the one that refuses at
# "no more bets" rather than at placement, so it is drawn too
EXAMPLES.append(_load(RULES_DIR / "pa-649a-version-e.yaml",
                      ("version: 649a.7(e)(1)", "version: 649a.7(e)(3)")))

TCP_WAGERS = (Wager.ANTE, Wager.PAIR_PLUS, Wager.PROGRESSIVE, Wager.SIX_CARD_BONUS)
LIR_BETS = (Wager.BET_1, Wager.BET_2, Wager.BET_3)
BONUS_LINES = (Wager.ANTE_BONUS, Wager.ENVY_BONUS)
SETTLEMENT_ORDER = {
    Game.THREE_CARD_POKER: [Wager.ANTE, Wager.PLAY, Wager.ANTE_BONUS, Wager.PAIR_PLUS,
                            Wager.PROGRESSIVE, Wager.ENVY_BONUS, Wager.SIX_CARD_BONUS],
    Game.LET_IT_RIDE: [*LIR_BETS, Wager.LET_IT_RIDE_BONUS, Wager.THREE_CARD_BONUS],
}


def amounts(rs: RulesSubmission) -> st.SearchStrategy[int]:
    low, high = rs.table.minimum_wager, rs.table.maximum_wager
    return st.one_of(
        st.sampled_from([low, high, 2 * low]),
        st.integers(low, high),
        st.sampled_from([low - 1, high + 100, 100, 500, 0]),  # mostly outside the limits
    )


late = st.sampled_from([False] * 7 + [True])


@st.composite
def seat_wagers(draw: st.DrawFn, rs: RulesSubmission, seat: int) -> list[WagerPlacement]:
    out: list[WagerPlacement] = []
    if rs.game is Game.THREE_CARD_POKER:
        chosen = draw(st.lists(st.sampled_from(TCP_WAGERS), min_size=1, max_size=5))
        for wager in chosen:
            if wager is Wager.PROGRESSIVE:
                amount = draw(st.sampled_from([100, 100, 500, 500, 200]))
            else:
                amount = draw(amounts(rs))
            out.append(WagerPlacement(seat, wager, amount, draw(late)))
        return out
    base = draw(amounts(rs))
    mode = draw(st.sampled_from(["equal", "equal", "equal", "unequal", "missing"]))
    bets = list(LIR_BETS)
    if mode == "missing":
        bets.remove(draw(st.sampled_from(LIR_BETS)))
    for bet in bets:
        amount = base if mode != "unequal" or bet is not Wager.BET_3 else base + 100
        out.append(WagerPlacement(seat, bet, amount, draw(late)))
    if draw(st.booleans()):
        out.append(WagerPlacement(seat, Wager.LET_IT_RIDE_BONUS,
                                  draw(st.sampled_from([100, 100, 500])), draw(late)))
    if draw(st.booleans()):
        out.append(WagerPlacement(seat, Wager.THREE_CARD_BONUS, draw(amounts(rs)), draw(late)))
    return out


@st.composite
def rounds(draw: st.DrawFn, game: Game | None = None) -> tuple[RulesSubmission, RoundScript]:
    rs = draw(st.sampled_from([r for r in EXAMPLES if game in (None, r.game)]))
    seats = draw(st.lists(st.integers(1, 8), min_size=1, max_size=7, unique=True))
    placements: list[WagerPlacement] = []
    for seat in seats:
        placements += draw(seat_wagers(rs, seat))
    placements = draw(st.permutations(placements))
    decisions: list[Decision] = []
    for seat in seats:
        if rs.game is Game.THREE_CARD_POKER:
            if draw(st.booleans()):
                decisions.append(Decision(seat, draw(st.sampled_from([Choice.PLAY, Choice.FOLD]))))
        else:
            for bet in (Wager.BET_1, Wager.BET_2):
                if draw(st.booleans()):
                    choice = draw(st.sampled_from([Choice.LET_IT_RIDE, Choice.WITHDRAW]))
                    decisions.append(Decision(seat, choice, bet))
    deck = tuple(draw(st.permutations(FULL_DECK)))
    script = RoundScript(wagers=tuple(placements), deck=deck, decisions=tuple(decisions),
                         default_play=draw(st.booleans()))
    return rs, script


def accepted_counts(obs: Observation, script: RoundScript) -> Counter[tuple[int, Wager]]:
    """(seat, wager) -> how many placements stood (placed minus refused)."""
    placed = Counter((p.seat, p.wager) for p in script.wagers)
    refused = Counter((r.seat, r.wager) for r in obs.refusals)
    assert not refused - placed, "a refusal names a wager nobody placed"
    return placed - refused


# 100 random rounds a property in the fast tier (was 200, some 7 s of its two minutes); the
# exhaustive tier's fuzz runs play thousands of rounds against the same oracle
PROPERTY = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@PROPERTY
@given(rounds())
def test_money_is_conserved_and_every_accepted_wager_is_settled_once(
        case: tuple[RulesSubmission, RoundScript]) -> None:
    rs, script = case
    obs = Table(rs).play(script)
    assert not obs.void  # no faults injected, a full deck
    # each line on its own
    for line in obs.settlements:
        assert line.paid >= 0 and 0 <= line.returned <= line.amount
        if line.outcome in (Outcome.LOST, Outcome.FORFEITED):
            assert (line.paid, line.returned) == (0, 0), line
        if line.outcome in (Outcome.RETURNED, Outcome.WITHDRAWN, Outcome.VOID):
            assert (line.paid, line.returned) == (0, line.amount), line
        if line.outcome is Outcome.WON:
            assert line.paid > 0, line
        if line.wager in BONUS_LINES:
            assert (line.amount, line.returned) == (0, 0), line
            assert line.outcome is Outcome.WON
    # every accepted wager (and each Play Wager made) has exactly one line
    stood = accepted_counts(obs, script)
    assert all(n in (0, 1) for n in stood.values()), "a seat placed the same wager twice"
    settled = Counter((s.seat, s.wager) for s in obs.settlements if s.wager not in BONUS_LINES)
    played = {d.seat for d in obs.decisions if d.choice is Choice.PLAY}
    expected = +stood + Counter({(seat, Wager.PLAY): 1 for seat in played})
    assert settled == expected
    # an Envy Bonus only to a seat whose Progressive Payout Wager stood (649a.11(c)(5)(v)),
    # an Ante Bonus only to a seat that made a Play Wager (649a.12(b))
    for line in obs.settlements:
        if line.wager is Wager.ENVY_BONUS:
            assert stood[(line.seat, Wager.PROGRESSIVE)] == 1
        if line.wager is Wager.ANTE_BONUS:
            assert line.seat in played
    # the totals, recomputed from the lines
    wagered = sum(s.amount for s in obs.settlements)
    assert obs.wagered == wagered
    for line in obs.settlements:  # each line settles the amount a placement put down
        if line.wager is Wager.PLAY:  # 649a.11(b): "in an amount equal to the player's Ante"
            assert [a.amount for a in obs.lines_for(line.seat, Wager.ANTE)] == [line.amount]
        elif line.wager not in BONUS_LINES:
            assert line.amount in {p.amount for p in script.wagers
                                   if (p.seat, p.wager) == (line.seat, line.wager)}
    from_table = sum(s.paid for s in obs.settlements if s.source is Source.TABLE_INVENTORY)
    from_system = sum(s.paid for s in obs.settlements if s.source is Source.PROGRESSIVE_SYSTEM)
    assert obs.table_result == wagered - sum(s.returned for s in obs.settlements) - from_table
    assert obs.wagered == sum(s.returned for s in obs.settlements) + from_table + obs.table_result
    assert obs.progressive_paid == from_system
    # the meter: the initial amount plus the rate of every accepted Progressive Payout Wager
    tcp = rs.three_card_poker
    if tcp is not None and tcp.progressive is not None and EventKind.JACKPOT not in [
            e.kind for e in obs.events]:
        total = sum(s.amount for s in obs.settlements if s.wager is Wager.PROGRESSIVE)
        exact = Fraction(tcp.progressive.initial_amount) + tcp.progressive.rate_of_progression * total / 100
        assert obs.meter_before == tcp.progressive.initial_amount
        assert obs.meter_after == int(exact)


@PROPERTY
@given(rounds())
def test_cards_dealt_in_the_regulation_order_to_the_seats_with_accepted_wagers(
        case: tuple[RulesSubmission, RoundScript]) -> None:
    rs, script = case
    obs = Table(rs).play(script)
    stood = accepted_counts(obs, script)
    if rs.game is Game.LET_IT_RIDE:  # 643a.8(d)(1): the three required wagers
        seats = sorted({seat for (seat, wager), n in stood.items() if n and wager is Wager.BET_1})
    else:
        seats = sorted({seat for (seat, _), n in stood.items() if n})
    if not seats:
        return
    plan = deal_plan(rs.game, rs.table.dealing, seats)
    assert [d.position for d in obs.dealt] == plan
    assert [d.card for d in obs.dealt] == list(script.deck[:len(plan)])
    for position in set(plan) - {DISCARD}:
        assert obs.hands[position] == tuple(d.card for d in obs.dealt if d.position == position)
    for seat in range(1, 9):
        if seat not in seats:
            assert seat_position(seat) not in obs.hands
            assert obs.lines_for(seat) == []  # no line pays on a refused wager, Envy included


@PROPERTY
@given(rounds())
def test_settlement_grouped_by_seat_counterclockwise_forfeits_and_withdrawals_first(
        case: tuple[RulesSubmission, RoundScript]) -> None:
    rs, script = case
    obs = Table(rs).play(script)
    early = (Outcome.FORFEITED, Outcome.WITHDRAWN)
    lines = list(obs.settlements)
    head = 0
    while head < len(lines) and lines[head].outcome in early:
        head += 1
    first, rest = lines[:head], lines[head:]
    assert all(s.outcome not in early for s in rest)
    # forfeits and withdrawals in decision order
    if rs.game is Game.THREE_CARD_POKER:
        folds = [d.seat for d in obs.decisions if d.choice is Choice.FOLD]
        assert [s.seat for s in first] == sorted([s.seat for s in first])
        assert sorted({s.seat for s in first}) == folds
        assert all(s.wager in (Wager.ANTE, Wager.PAIR_PLUS, Wager.PROGRESSIVE) for s in first)
    else:
        withdrawn = [(d.seat, d.wager) for d in obs.decisions if d.choice is Choice.WITHDRAW]
        assert [(s.seat, s.wager) for s in first] == withdrawn
    # then seat by seat, highest seat first, each seat's lines together and in order
    seats = [s.seat for s in rest]
    assert seats == sorted(seats, reverse=True)
    order = SETTLEMENT_ORDER[rs.game]
    for seat in set(seats):
        ranks = [order.index(s.wager) for s in rest if s.seat == seat]
        assert ranks == sorted(ranks), [s.wager for s in rest if s.seat == seat]


@PROPERTY
@given(rounds())
def test_the_same_script_on_a_fresh_table_gives_the_same_observation(
        case: tuple[RulesSubmission, RoundScript]) -> None:
    rs, script = case
    first, second = Table(rs).play(script), Table(rs).play(script)
    assert first == second
    refused = {(r.seat, r.wager) for r in first.refusals}
    placed = Counter((p.seat, p.wager) for p in script.wagers)
    for seat, wager in refused:
        if placed[(seat, wager)] == 1:  # its only placement was refused
            assert first.lines_for(seat, wager) == []


# --------------------------------------------------------------------------- independent check
# A second, deliberately plain reading of the rankings and paytables, straight from the text,
# to judge the oracle's payouts on random rounds rather than only its bookkeeping.

def _straight_top(ranks: list[int]) -> int | None:
    """The top card of a straight (ranks high to low, all different), A-2-3(-4-5) low."""
    if len(set(ranks)) != len(ranks):
        return None
    if all(a - b == 1 for a, b in pairwise(ranks)):
        return ranks[0]
    if ranks == [14, *range(len(ranks), 1, -1)]:
        return len(ranks)
    return None


def _three_card_key(cards: tuple) -> tuple[int, list[int]]:  # type: ignore[type-arg]
    """649a.6(b) categories 5 (straight flush) .. 0 (high card), then the tiebreak."""
    ranks = sorted((int(c.rank) for c in cards), reverse=True)
    suited = len({c.suit for c in cards}) == 1
    top = _straight_top(ranks)
    if top and suited:
        return 5, [top]
    if ranks[0] == ranks[2]:
        return 4, [ranks[0]]
    if top:
        return 3, [top]
    if suited:
        return 2, ranks
    if ranks[0] == ranks[1] or ranks[1] == ranks[2]:
        pair = ranks[1]
        return 1, [pair, ranks[2] if ranks[0] == pair else ranks[0]]
    return 0, ranks


PAIR_PLUS_ODDS = {"A": (35, 25, 5, 3, 1), "B": (40, 30, 5, 4, 1), "C": (40, 30, 6, 3, 1)}
ANTE_BONUS_B_ODDS = {"A": (5, 4, 1), "B": (5, 3, 1), "C": (4, 3, 1)}
# 649a.12(c): A-K-Q of spades, other A-K-Q suited, straight flush, three-of-a-kind, straight
ANTE_BONUS_C_ODDS = {"A": (50, 5, 4, 3, 1), "B": (50, 50, 8, 6, 0), "C": (50, 10, 6, 3, 0)}


@PROPERTY
@given(rounds(Game.THREE_CARD_POKER))
def test_649a_three_card_poker_payouts_agree_with_a_plain_reading_of_the_text(
        case: tuple[RulesSubmission, RoundScript]) -> None:
    rs, script = case
    tcp = rs.three_card_poker
    assert tcp is not None
    obs = Table(rs).play(script)
    dealer = _three_card_key(obs.hands["dealer"])
    qualifies = dealer >= (0, [12, 3, 2])
    assert obs.dealer_qualifies is qualifies
    for seat in range(1, 9):
        hand = obs.hands.get(seat_position(seat))
        if hand is None:
            continue
        mine = _three_card_key(hand)
        category = mine[0]
        play_lines = obs.lines_for(seat, Wager.PLAY)
        if play_lines:
            ante = obs.lines_for(seat, Wager.ANTE)[0]
            if not qualifies:
                expected = (Outcome.WON, Outcome.RETURNED)
            elif mine < dealer:
                expected = (Outcome.LOST, Outcome.LOST)
            elif mine > dealer:
                expected = (Outcome.WON, Outcome.WON)
            else:
                expected = (Outcome.RETURNED, Outcome.RETURNED)
            assert (ante.outcome, play_lines[0].outcome) == expected
            if ante.outcome is Outcome.WON:
                assert ante.paid == ante.amount  # 1 to 1
            # the Ante Bonus, whatever the outcome against the dealer
            if tcp.ante_bonus.citation == "649a.12(b)":
                odds = dict(zip((5, 4, 3), ANTE_BONUS_B_ODDS[tcp.ante_bonus.letter], strict=True))
                bonus = odds.get(category, 0)
            else:
                akq = category == 5 and mine[1] == [14]
                a, other, sf, trips, straight = ANTE_BONUS_C_ODDS[tcp.ante_bonus.letter]
                bonus = {5: sf, 4: trips, 3: straight}.get(category, 0)
                if akq:
                    bonus = a if hand[0].suit.value == "s" else other
            paid = [line.paid for line in obs.lines_for(seat, Wager.ANTE_BONUS)]
            assert paid == ([bonus * ante.amount] if bonus else [])
        pair_plus = obs.lines_for(seat, Wager.PAIR_PLUS)
        if pair_plus and pair_plus[0].outcome is not Outcome.FORFEITED:
            odds = dict(zip((5, 4, 3, 2, 1), PAIR_PLUS_ODDS[tcp.pair_plus.letter], strict=True))
            line = pair_plus[0]
            expected_paid = odds.get(category, 0) * line.amount
            assert line.paid == expected_paid
            assert line.returned == (line.amount if expected_paid else 0)


LET_IT_RIDE_ODDS = {"A": (1000, 200, 50, 11, 8, 5, 3, 2, 1), "B": (500, 200, 50, 11, 8, 5, 3, 2, 1)}


def _let_it_ride_row(cards: tuple) -> int | None:  # type: ignore[type-arg]
    """Row index of 643a.12(a) (0 = royal flush .. 8 = pair of tens or better), or None."""
    ranks = sorted((int(c.rank) for c in cards), reverse=True)
    counts = sorted(Counter(ranks).values(), reverse=True)
    suited = len({c.suit for c in cards}) == 1
    top = _straight_top(ranks)
    if top and suited:
        return 0 if top == 14 else 1
    if counts[0] == 4:
        return 2
    if counts[:2] == [3, 2]:
        return 3
    if suited:
        return 4
    if top:
        return 5
    if counts[0] == 3:
        return 6
    if counts[:2] == [2, 2]:
        return 7
    if counts[0] == 2:
        pair = next(r for r in ranks if ranks.count(r) == 2)
        return 8 if pair >= 10 else None
    return None


@PROPERTY
@given(rounds(Game.LET_IT_RIDE))
def test_643a_let_it_ride_payouts_agree_with_a_plain_reading_of_the_text(
        case: tuple[RulesSubmission, RoundScript]) -> None:
    rs, script = case
    lir = rs.let_it_ride
    assert lir is not None
    obs = Table(rs).play(script)
    community = obs.hands.get("community", ())
    for seat in range(1, 9):
        hand = obs.hands.get(seat_position(seat))
        if hand is None:
            continue
        row = _let_it_ride_row(hand + community)
        odds = LET_IT_RIDE_ODDS[lir.paytable.letter][row] if row is not None else 0
        riding = [line for line in obs.lines_for(seat) if line.wager in LIR_BETS
                  and line.outcome is not Outcome.WITHDRAWN]
        assert Wager.BET_3 in [line.wager for line in riding]
        full = [odds * line.amount for line in riding]
        cap = lir.maximum_payout
        if cap is None or sum(full) <= cap:
            assert [line.paid for line in riding] == full
        else:  # 643a.12(d): the hand is paid the maximum
            assert sum(line.paid for line in riding) == cap
        for line in riding:
            assert line.returned == (line.amount if odds else 0)
