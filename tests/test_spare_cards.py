"""Every stacked shoe or deck holds spare cards after the ones the oracle's round needs
(#30 item 3): a system that draws one card more is *failed*, the difference naming the extra
card and the rule, not an error "the round needs more cards". The card games deal from a
whole 52-card deck (the stacked cards first), baccarat and Ultimate Texas Hold 'Em fill the
shoe and deck after the stacked cards; Blackjack and Spanish 21 here (steps/blackjack.py)."""

from __future__ import annotations

import json
from pathlib import Path

from test_adapters import _verdicts, tablecert

PUSH = "549.4(f) A push is neither collected nor paid"


def test_a_dealer_drawing_one_card_more_fails_naming_the_card(tmp_path: Path) -> None:
    spec = "broken_adapters:dealer_draws_one_more"
    proc = tablecert("run", "--adapter", spec, "--scenario", PUSH, "--report", str(tmp_path / "out"))
    assert proc.returncode == 1, proc.stdout + proc.stderr
    [verdict] = _verdicts(tmp_path / "out")
    assert verdict["status"] == "failed", verdict["message"]
    assert "needs more than" not in verdict["message"]
    assert "dealer: [9c 9h Jc], expected [9c 9h]" in verdict["comparison"]


def test_the_oracle_itself_passes_with_the_spare_cards(tmp_path: Path) -> None:
    proc = tablecert("run", "--target", "in-process", "--section", "549.4", "--section", "551.6", "--json",
                     "--quiet", "--report", str(tmp_path / "out"))
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    counts = json.loads(proc.stdout)["counts"]
    assert counts.get("failed", 0) == 0 and counts.get("error", 0) == 0 and counts["passed"] > 0


def test_a_card_in_a_difference_is_named_in_the_harness_notation() -> None:
    """Not ``cards[2].rank / .suit / .index`` ("index expected 7 observed 34"): "3c" vs "Td"."""
    from dataclasses import replace

    from tablecert.adapters.in_process import InProcessSystem
    from tablecert.files import resolve_game_rules
    from tablecert.oracle.cards import parse_card, parse_cards
    from tablecert.oracle.games.blackjack.model import BlackjackScript, WagerPlacement
    from tablecert.oracle.judge import compare_data

    rules = resolve_game_rules("pa-549-procedure-1")
    script = BlackjackScript((WagerPlacement(1, 1000),), parse_cards("Ts 9c 8d 9h Jc", allow_duplicates=True))
    expected = InProcessSystem().open_game_table(rules).play(script)
    observed = replace(expected, dealer=(expected.dealer[0], parse_card("3c")))
    [difference] = [d for d in compare_data(expected, observed) if d.field.startswith("dealer[")]
    assert str(difference) == "dealer card 2: 3c, expected 9h"


def test_a_game_an_adapter_does_not_play_is_skipped_in_its_words(tmp_path: Path) -> None:
    """The skip reason names the adapter's games, not ``GET /v1/system`` (an HTTP request)."""
    spec = "broken_adapters:raises_in_play"  # plays the card games only
    proc = tablecert("run", "--adapter", spec, "--scenario", PUSH, "--report", str(tmp_path / "out"))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    [verdict] = _verdicts(tmp_path / "out")
    assert verdict["status"] == "skipped"
    assert verdict["message"].endswith(f"does not play 'blackjack' (the games of adapter {spec})")
