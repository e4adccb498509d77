"""Blackjack (chapter 549) and Spanish 21 (chapter 551): two games of
:data:`tablecert.oracle.catalogue.GAMES` on one engine (:mod:`tablecert.oracle.games.blackjack.table`),
since the two chapters' wager and settlement rules (549.4(f)-(k), 551.6(f)-(l)) are the same but for the
odds."""

from __future__ import annotations

from tablecert.oracle.game import GameSpec
from tablecert.oracle.games.blackjack import readings
from tablecert.oracle.games.blackjack.model import BlackjackObservation, BlackjackScript
from tablecert.oracle.games.blackjack.rules import parse_blackjack_rules, parse_spanish_21_rules
from tablecert.oracle.games.blackjack.table import BlackjackTable

__all__ = ["BLACKJACK", "SPANISH_21"]

_HANDLES = ((r"\bthen tries to (?:remove|alter) its\b"
             r"|\b(?:removes its Wager|alters its Wager to \S+) before the first card\b",
             "remove_or_alter_wagers"),)
"""549.4(h), (i); 551.6(j), (k): a step in which a player takes down or changes a wager (allowed
before the first card, refused after it), a move the product may not have
(``remove_or_alter_wagers: false``)."""

BLACKJACK = GameSpec(
    game="blackjack", title="Blackjack", chapters=("549",), parse_rules=parse_blackjack_rules,
    table=BlackjackTable, script=BlackjackScript, observation=BlackjackObservation,
    readings=readings.READINGS, equipment=("cards",), seats="seats", offered_by_steps=_HANDLES,
)
SPANISH_21 = GameSpec(
    game="spanish-21", title="Spanish 21", chapters=("551",), parse_rules=parse_spanish_21_rules,
    table=BlackjackTable, script=BlackjackScript, observation=BlackjackObservation,
    readings=readings.READINGS, equipment=("cards",), seats="seats", offered_by_steps=_HANDLES,
)
