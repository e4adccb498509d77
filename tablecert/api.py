"""tablecert's public Python API: what a lab's or a vendor's own script needs to play a round
on the oracle and read what it settles, without reaching into the package's modules.

Everything here is re-exported from where it lives (its docstring cites the regulation);
``__all__`` is the whole surface, kept honest by tests/test_api.py, and the README's Python
example uses nothing else. The command line (``tablecert run``, ``fuzz``, ``stats``, ...) is
the interface for everything larger.

>>> rules = load_rules("pa-649a-paytable-A")
>>> script = RoundScript(wagers=(WagerPlacement(1, Wager.ANTE, 1000),),
...                      deck=stacked_deck(rules, {"seat 1": parse_cards("Ks 9h 4d"),
...                                                "dealer": parse_cards("Jc 8d 3s")}))
>>> [(s.wager.value, s.outcome.value, s.paid) for s in Table(rules).play(script).settlements][0]
('Ante Wager', 'won', 1000)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from tablecert.adapters.contract import SystemFault
from tablecert.errors import InputError
from tablecert.files import resolve_rules_submission as load_rules
from tablecert.oracle.card_games import RulesSubmission, Table
from tablecert.oracle.card_round import dealing as _dealing
from tablecert.oracle.cards import Card, parse_cards
from tablecert.oracle.errors import TablecertError
from tablecert.oracle.judge import Discrepancy, compare
from tablecert.oracle.round import IllegalAction, Observation, RoundScript, SettlementLine, WagerPlacement
from tablecert.oracle.wagers import Wager

__all__ = [
    "Card",
    "Discrepancy",
    "IllegalAction",
    "InputError",
    "Observation",
    "RoundScript",
    "RulesSubmission",
    "SettlementLine",
    "SystemFault",
    "Table",
    "TablecertError",
    "Wager",
    "WagerPlacement",
    "compare",
    "load_rules",
    "parse_cards",
    "stacked_deck",
]


def stacked_deck(rules: RulesSubmission, hands: Mapping[str, Sequence[Card]],
                 rest: Sequence[Card] = ()) -> tuple[Card, ...]:
    """The 52-card deck order that deals ``hands`` (``"seat 3"``, ``"dealer"``, ...) at a table
    under ``rules``, by the dealing method its Rules Submission names (649a.8, 643a.7): the
    seats dealt to are those ``hands`` names; other positions take ``rest``, then the unused
    cards in order."""
    seats = sorted(int(name.split()[1]) for name in hands if name.startswith("seat "))
    return _dealing.stack_deck(_dealing.deal_plan(rules.game, rules.table.dealing, seats), hands, rest)
