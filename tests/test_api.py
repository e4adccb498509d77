"""The public API (``tablecert.api``): its ``__all__`` is honest (every name there exists, is
documented, and nothing public is left out of it), it plays the round the README shows, and
the README's Python example imports nothing else (httpx's tests/test_exported_members.py)."""

from __future__ import annotations

import doctest
import re
from pathlib import Path

import tablecert.api as api

ROOT = Path(__file__).resolve().parent.parent


def test_all_names_exactly_the_public_names() -> None:
    public = {name for name in vars(api) if not name.startswith("_")} - {"annotations", "Mapping", "Sequence"}
    assert set(api.__all__) == public
    assert api.__all__ == sorted(api.__all__, key=lambda n: (n[0].islower(), n))


def test_every_exported_name_is_documented() -> None:
    undocumented = [name for name in api.__all__ if not (getattr(api, name).__doc__ or "").strip()]
    assert not undocumented


def test_the_api_s_doctest_plays_a_round() -> None:
    failures, tried = doctest.testmod(api, optionflags=doctest.ELLIPSIS)
    assert tried >= 3 and failures == 0


def test_stacked_deck_deals_the_named_hands_to_the_named_seats() -> None:
    rules = api.load_rules("pa-649a-paytable-A")
    hands = {"seat 2": api.parse_cards("As Ad Ac"), "seat 5": api.parse_cards("2c 3c 4c"),
             "dealer": api.parse_cards("Kh Qh Jh")}
    script = api.RoundScript(wagers=(api.WagerPlacement(2, api.Wager.ANTE, 500),
                                     api.WagerPlacement(5, api.Wager.ANTE, 500)),
                             deck=api.stacked_deck(rules, hands))
    hands_dealt = api.Table(rules).play(script).hands
    for holder, cards in hands.items():
        assert tuple(hands_dealt[holder]) == tuple(cards), holder


def test_the_readme_s_python_example_imports_the_api_only() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    [code] = re.findall(r"```python\n(.*?)```", readme, re.S)
    imports = re.findall(r"^(?:from (\S+) import|import (\S+))", code, re.M)
    assert imports == [("tablecert.api", "")]
