"""The readings issue #21 asked to revisit (docs/interpretations.md), each against the text:

- 643a.11(f)(3) "then any Let It Ride Bonus Wager or Three Card Bonus Wager": no order between
  the two bonus wagers, so a system that settles the Three Card Bonus Wager first passes the
  judge, the suite's order step and the fuzzer; an order the text does fix (the Let It Ride
  Poker Wagers first) is still judged.
- 649a.11(c) a folded hand kept on the table for a Six Card Bonus Wager earns no Envy Bonus
  for others: the suite's scenario (features/649a.11) runs with the suite; here the oracle's
  Envy Bonus lines for that round.
"""

from __future__ import annotations

import pytest
from msgspec.structs import replace

from tablecert.adapters.in_process import InProcessSystem
from tablecert.files import bundled_rules_submissions, resolve_rules_submission
from tablecert.fuzz import Profile, fuzz, fuzz_sessions
from tablecert.oracle.card_games import plan_for
from tablecert.oracle.card_round.dealing import stack_deck
from tablecert.oracle.cards import parse_cards
from tablecert.oracle.judge import compare
from tablecert.oracle.round import COMMUNITY, DEALER, Choice, Decision, RoundScript, WagerPlacement
from tablecert.oracle.wagers import Game, Wager
from tablecert.reference_system.defects import Defect, DefectiveTable, find_defect

_BONUSES = (Wager.LET_IT_RIDE_BONUS, Wager.THREE_CARD_BONUS)


class _ThreeCardBonusFirst:
    """A compliant variant: each player's Three Card Bonus Wager before its Let It Ride Bonus
    Wager, both after the Let It Ride Poker Wagers (643a.11(f)(3) allows it)."""

    def settle_wagers(self) -> None:
        super().settle_wagers()  # type: ignore[misc]
        lines = self.lines  # type: ignore[attr-defined]
        for i in range(len(lines) - 1):
            a, b = lines[i], lines[i + 1]
            if a.seat == b.seat and (a.wager, b.wager) == _BONUSES:
                lines[i], lines[i + 1] = b, a


_VARIANT = Defect("three-card-bonus-first", "643a.11(f)(3)", Game.LET_IT_RIDE.value,
                  "settles the Three Card Bonus Wager before the Let It Ride Bonus Wager",
                  _ThreeCardBonusFirst)


def _round() -> RoundScript:
    rules = resolve_rules_submission("pa-643a-paytable-A")
    bets = (Wager.BET_1, Wager.BET_2, Wager.BET_3)
    wagers = [WagerPlacement(seat, bet, 500) for seat in (2, 4) for bet in bets]
    wagers += [WagerPlacement(seat, wager, 100 if wager is Wager.LET_IT_RIDE_BONUS else 500)
               for seat in (2, 4) for wager in _BONUSES]
    hands = {"seat 2": parse_cards("Ah Ad 9c"), "seat 4": parse_cards("9h 9d 9s"),
             COMMUNITY: parse_cards("Ac 4s")}
    return RoundScript(tuple(wagers), stack_deck(plan_for(rules, wagers), hands),
                       tuple(Decision(s, Choice.LET_IT_RIDE, b) for s in (2, 4) for b in bets[:2]))


def test_the_bonus_wagers_are_accepted_in_either_order_and_still_judged() -> None:
    rules = resolve_rules_submission("pa-643a-paytable-A")
    script = _round()
    expected = InProcessSystem().open_table(rules).play(script)
    observed = InProcessSystem(lambda r: DefectiveTable(r, _VARIANT)).open_table(rules).play(script)
    order = [(s.seat, s.wager) for s in observed.settlements]
    assert order.index((2, Wager.THREE_CARD_BONUS)) < order.index((2, Wager.LET_IT_RIDE_BONUS))  # swapped
    assert observed.settlements != expected.settlements and compare(expected, observed) == []
    # a wrong amount on a swapped line is still a difference, cited to its own subsection
    at = order.index((4, Wager.THREE_CARD_BONUS))
    wrong = list(observed.settlements)
    wrong[at] = replace(wrong[at], paid=wrong[at].paid + 100)
    [difference] = compare(expected, replace(observed, settlements=tuple(wrong)))
    assert difference.citation.startswith("643a.12(c)"), difference
    # the order the text does fix: a bonus wager before a Let It Ride Poker Wager fails
    defective = InProcessSystem(lambda r: DefectiveTable(r, find_defect("bonus-settled-first")))
    found = compare(expected, defective.open_table(rules).play(script))
    assert [d.citation for d in found] == ["643a.11(f)"]


def test_a_system_settling_the_three_card_bonus_first_passes_the_fuzzer() -> None:
    rules = [r for r in bundled_rules_submissions() if r.game is Game.LET_IT_RIDE]
    variant = InProcessSystem(lambda r: DefectiveTable(r, _VARIANT))
    result = fuzz(variant, rules, rounds=300, seed_value=4, target="in-process", shrink=False)
    assert result.discrepancy is None, result.discrepancy
    assert result.judged >= 300


def test_a_folded_hand_kept_for_the_six_card_bonus_earns_no_envy_bonus_for_others() -> None:
    rules = resolve_rules_submission("pa-649a-paytable-A")
    wagers = [WagerPlacement(1, Wager.ANTE, 1000), WagerPlacement(1, Wager.PROGRESSIVE, 100),
              WagerPlacement(3, Wager.ANTE, 1000), WagerPlacement(3, Wager.SIX_CARD_BONUS, 500)]
    hands = {"seat 1": parse_cards("Kc 7d 2s"), "seat 3": parse_cards("Ah Kh Qh"),
             DEALER: parse_cards("Jh Th 3c")}
    script = RoundScript(tuple(wagers), stack_deck(plan_for(rules, wagers), hands),
                         (Decision(1, Choice.PLAY), Decision(3, Choice.FOLD)))
    observed = InProcessSystem().open_table(rules).play(script)
    assert not [s for s in observed.settlements if s.wager is Wager.ENVY_BONUS]
    [six] = [s for s in observed.settlements if s.wager is Wager.SIX_CARD_BONUS]
    assert six.paid == 1000 * 500  # the kept cards make a royal flush with the dealer's: 1,000 to 1
    # the same hand not folded earns seat 1 the Envy Bonus of 649a.12(e)(5) ($25, $1 wager)
    played = RoundScript(script.wagers, script.deck, (Decision(1, Choice.PLAY), Decision(3, Choice.PLAY)))
    envy = [s.paid for s in InProcessSystem().open_table(rules).play(played).settlements
            if s.wager is Wager.ENVY_BONUS]
    assert envy == [2500]


@pytest.mark.exhaustive
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_three_card_bonus_first_variant_passes_every_fuzzing_mode(seed: int) -> None:
    """The compliant variant under plain rounds, seven seats of every wager and sessions,
    three seeds each: nothing found."""
    rules = [r for r in bundled_rules_submissions() if r.game is Game.LET_IT_RIDE]
    variant = InProcessSystem(lambda r: DefectiveTable(r, _VARIANT))
    for profile in (Profile(), Profile(seats=7, every_wager=True)):
        result = fuzz(variant, rules, rounds=1000, seed_value=seed, target="in-process", shrink=False,
                      profile=profile)
        assert result.discrepancy is None, (profile, result.discrepancy)
    assert fuzz_sessions(variant, rules, sessions=10, rounds=10, seed_value=seed, shrink=False) is None
