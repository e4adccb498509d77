"""The Rules Submission of a table-game management system (game ``table-records``): the
gaming tables whose records it keeps, each with its game and its devices.

```yaml
rules_submission: pa-523-table-records
certificate_holder: Example Casino
game: table-records
tables:
  CR-1: {game: Craps}
  SP21-1: {game: Spanish 21, automated_card_shuffling_device: true, automated_dealing_shoe: true}
  TCP-1: {game: Three Card Poker, dealing: from the hand}
```

A table's game decides which rules its records answer to: a Minibaccarat table's decks
change every 24 hours (541.3(c)); a Three Card Poker table's every 4 hours when its cards are
dealt from the hand, every 8 from a dealing shoe (649a.3(c)), so such a table states
``dealing`` (:data:`~tablecert.oracle.games.table_records.model.DECK_CHANGES`); a table of a game of
:data:`tablecert.oracle.games.table_records.model.DEVICE_MALFUNCTION_CITATIONS` with an automated card
shuffling device or dealing shoe follows that game's device-malfunction subsection.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tablecert.oracle.game import GameRules
from tablecert.oracle.games.table_records.model import (
    DEAL_METHODS,
    DECK_CHANGES,
    DEVICE_MALFUNCTION_CITATIONS,
    DeckChange,
    Device,
    TableGame,
)
from tablecert.oracle.rules_reader import RulesSubmissionError, one_of, read_rules_yaml, true_or_false

__all__ = ["GAME", "RecordsRules", "RecordsTableRules", "parse_records_rules"]

GAME = "table-records"
_TOP = {"rules_submission", "certificate_holder", "game", "tables"}
_TABLE = {"game", "automated_card_shuffling_device", "automated_dealing_shoe", "dealing"}
_DEALT_GAMES = {game for game, dealing in DECK_CHANGES if dealing}
"""The games whose deck-change rule depends on how the cards are dealt (649a.3(c))."""


@dataclass(frozen=True)
class RecordsTableRules:
    table: str
    game: TableGame
    devices: tuple[Device, ...]
    dealing: str = ""  # one of DEAL_METHODS where the game's deck-change rule depends on it

    @property
    def deck_change(self) -> DeckChange | None:
        """The deck-change rule of the seeds for this table, if there is one."""
        return DECK_CHANGES.get((self.game, self.dealing))


@dataclass(frozen=True)
class RecordsRules(GameRules):
    """A parsed, valid Rules Submission of game ``table-records``."""

    game: ClassVar[str] = GAME
    name: str
    certificate_holder: str
    tables: tuple[RecordsTableRules, ...]
    source: str
    text: str

    def table(self, table: str) -> RecordsTableRules:
        """The table named ``table`` (ValueError naming the tables if there is none)."""
        for t in self.tables:
            if t.table == table:
                return t
        known = ", ".join(t.table for t in self.tables)
        raise ValueError(f"no table {table!r} in Rules Submission {self.name} (its tables: {known})")






def parse_records_rules(text: str, source: str = "<memory>") -> RecordsRules:
    """Parse and validate; RulesSubmissionError lists every violation with field and line."""
    r = read_rules_yaml(text, source)
    r.section("", _TOP, "docs/rules-submission.md")
    name = str(r.get("rules_submission") or "")
    r.require("rules_submission", "521.2", "its name")
    holder = str(r.get("certificate_holder") or "")
    if r.get("game") != GAME:
        r.fail("game", f"expected {GAME!r}", "521.2")
    tables: list[RecordsTableRules] = []
    raw_tables = r.get("tables")
    if raw_tables is None or raw_tables == {}:
        r.fail("tables", "missing: the Rules Submission must name at least one gaming table", "521.2")
    elif not isinstance(raw_tables, dict):
        r.fail("tables", "expected a section of tables, each named by its identifier", "521.2")
    else:
        for table_id in raw_tables:
            path = f"tables.{table_id}"
            r.section(path, _TABLE, "docs/rules-submission.md")
            if not r.require(f"{path}.game", "521.2", "the game played at the table"):
                continue
            game = r.convert(f"{path}.game", one_of(TableGame), TableGame.CRAPS, "521.2")
            devices = tuple(device for device, key in ((Device.SHUFFLER, "automated_card_shuffling_device"),
                                                       (Device.SHOE, "automated_dealing_shoe"))
                            if r.convert(f"{path}.{key}", true_or_false, False, "521.2"))
            if devices and game not in DEVICE_MALFUNCTION_CITATIONS:
                r.fail(path, f"{game.value}: the seeds hold no device-malfunction rule for this "
                       "game, so its devices are not modelled", "551.16(k)")
            dealing = str(r.get(f"{path}.dealing") or "")
            if game in _DEALT_GAMES and dealing not in DEAL_METHODS:
                r.fail(f"{path}.dealing", f"{game.value}: expected one of {', '.join(DEAL_METHODS)} "
                       "(decks are changed every 4 hours when dealt by hand, every 8 from a shoe)",
                       "649a.3(c)")
            elif game not in _DEALT_GAMES and dealing:
                r.fail(f"{path}.dealing", f"{game.value}: the seeds hold no deck-change rule that depends on "
                       "how the cards are dealt at this game; leave the field out", "649a.3(c)")
            tables.append(RecordsTableRules(str(table_id), game, devices, dealing))
    if r.violations:
        raise RulesSubmissionError(source, r.violations)
    return RecordsRules(name, holder, tuple(tables), source, text)
