"""Minibaccarat (541), Midibaccarat (543) and Baccarat (545): three games of
:data:`tablecert.oracle.catalogue.GAMES` on one table (:mod:`tablecert.oracle.games.baccarat.table`),
since the seeds print the same coup for the three chapters; the Rules Submission's ``game:``
names the chapter (:data:`tablecert.oracle.games.baccarat.rules.CHAPTERS`)."""

from __future__ import annotations

from tablecert.oracle.game import GameSpec
from tablecert.oracle.games.baccarat import readings
from tablecert.oracle.games.baccarat.model import BaccaratObservation, BaccaratScript
from tablecert.oracle.games.baccarat.rules import parse_baccarat_rules
from tablecert.oracle.games.baccarat.table import BaccaratTable

__all__ = ["BACCARAT", "MIDIBACCARAT", "MINIBACCARAT"]

_DISCLOSED = ((r"\bthe first card drawn is dealt in error and disclosed\b", "disclosed_card_procedure"),)
"""541.14(c), 543.14(c), 545.15(c): a step dealing a disclosed card, which the product's
designated procedure handles (``disclosed_card_procedure: not offered`` has none)."""

MINIBACCARAT = GameSpec("minibaccarat", "Minibaccarat", ("541",), parse_baccarat_rules, BaccaratTable,
                        BaccaratScript, BaccaratObservation, readings.READINGS,
                        equipment=("cards",), seats="seats", offered_by_steps=_DISCLOSED)
MIDIBACCARAT = GameSpec("midibaccarat", "Midibaccarat", ("543",), parse_baccarat_rules, BaccaratTable,
                        BaccaratScript, BaccaratObservation, readings.READINGS,
                        equipment=("cards",), seats="seats", offered_by_steps=_DISCLOSED)
BACCARAT = GameSpec("baccarat", "Baccarat", ("545",), parse_baccarat_rules, BaccaratTable,
                    BaccaratScript, BaccaratObservation, readings.READINGS,
                    equipment=("cards",), seats="seats", offered_by_steps=_DISCLOSED)
