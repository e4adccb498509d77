# ruff: noqa: E501 - step patterns and their failure messages read best whole, one to a line
"""Steps of the table-game records (game ``table-records``): 523.13(o), 523.15(g), 525.13,
541.3(c) and the device-malfunction subsections of the irregularity sections.

Thin glue: each Given adds a timestamped happening to the script; "When the system records
the happenings" (or "When the system's clock reaches 96:00") plays the script on the system
under test and on the oracle and records both; the Thens check the regulation's literal outcome on the
system's observation, and after the last step the whole observation is judged field by field
(steps/judgements.py). Times are hours:minutes on the test clock ("71:59" is minute 4,319).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

import pytest
from pytest_bdd import given, parsers, then, when

from tablecert.adapters.contract import SystemUnderTest
from tablecert.oracle.games.table_records.model import (
    DeckLogRecord,
    Device,
    DeviceRecord,
    DieRecord,
    Entry,
    EntryOutcome,
    Happening,
    HappeningKind,
    RecordsObservation,
    RecordsScript,
    Role,
    SlipCopy,
    SlipRecord,
)
from tablecert.oracle.games.table_records.rules import RecordsRules
from tablecert.oracle.money import parse_money
from tablecert.steps.judgements import RoundJudgements
from tablecert.steps.kit import GameScenario

AT = r"at (?P<at>\d+:\d\d)"
MONEY = r"\$[\d,]+(?:\.\d\d)?"
DEVICE = r"(?P<device>automated card shuffling device|automated dealing shoe)"
ROLE = r"(?P<role>dealer|boxperson|floorperson|pit manager|security officer)"
_HOW = {"by hand": "by hand", "with the automated card shuffling device": "automated card shuffling device",
        "from the automated dealing shoe": "automated dealing shoe",
        "from a manual dealing shoe": "manual dealing shoe", "from the hand": "from the hand"}


def minutes(clock: str) -> int:
    """``"71:59"`` (hours:minutes on the test clock) as minutes: 4319."""
    hours, mins = clock.split(":")
    return int(hours) * 60 + int(mins)


def clock_text(at: int) -> str:
    return f"{at // 60}:{at % 60:02d}"


def names(text: str) -> tuple[str, ...]:
    return tuple(n.strip() for n in text.split(",") if n.strip())


@dataclass
class RecordsContext(GameScenario[RecordsRules, RecordsObservation]):
    played_by: ClassVar[str] = "When the system records the happenings"
    happenings: list[Happening] = field(default_factory=list)

    def add(self, at: str, kind: HappeningKind, **fields: Any) -> None:
        self.happenings.append(Happening(minutes(at), kind, **fields))

    def record_until(self, until: int | None) -> None:
        script = RecordsScript(tuple(self.happenings), until)
        self.happenings = []
        self.play(script, "the system's records differ from the oracle's")


@pytest.fixture
def records_context(round_judgements: RoundJudgements) -> RecordsContext:
    return RecordsContext(round_judgements)


# ---------------------------------------------------------------------------- Given
@given(parsers.re(r'a table-game management system under Rules Submission "(?P<name>[^"]+)"'))
def records_system(records_context: RecordsContext, system: SystemUnderTest, name: str,
                   request: pytest.FixtureRequest) -> None:
    records_context.open(system, request, name, RecordsRules)


@given(parsers.re(rf'{AT} the dice "(?P<dice>[^"]+)" are collected from table "(?P<table>[^"]+)"'
                  r'(?P<retained> and retained for Board inspection)?'))
def dice_collected(records_context: RecordsContext, at: str, dice: str, table: str, retained: str | None) -> None:
    records_context.add(at, HappeningKind.DICE_COLLECTED, table=table, items=names(dice),
                        retained_for_board_inspection=bool(retained))


@given(parsers.re(rf'{AT} the dice "(?P<dice>[^"]+)" are (?P<verb>destroyed|cancelled) by (?P<method>[a-z ]+)'))
def dice_disposed(records_context: RecordsContext, at: str, dice: str, verb: str, method: str) -> None:
    kind = HappeningKind.DICE_DESTROYED if verb == "destroyed" else HappeningKind.DICE_CANCELLED
    records_context.add(at, kind, items=names(dice), method=method)


@given(parsers.re(rf'{AT} the card package "(?P<package>[^"]+)" of (?P<decks>\d+) decks? is received'
                  r'(?P<unsealed> unsealed)?(?:, labelled for "(?P<game>[^"]+)"|, its label naming no game)?'))
def package(records_context: RecordsContext, at: str, package: str, decks: str, unsealed: str | None,
            game: str | None) -> None:
    records_context.add(at, HappeningKind.PACKAGE_RECEIVED, package=package, decks=int(decks),
                        sealed=not unsealed, label_game=game or "")


@given(parsers.re(rf'{AT} the decks "(?P<decks>[^"]+)" are opened for use at table "(?P<table>[^"]+)"'))
def decks_opened(records_context: RecordsContext, at: str, decks: str, table: str) -> None:
    records_context.add(at, HappeningKind.DECKS_OPENED, table=table, items=names(decks))


@given(parsers.re(rf'{AT} the decks at table "(?P<table>[^"]+)" are removed from use'))
def decks_removed(records_context: RecordsContext, at: str, table: str) -> None:
    records_context.add(at, HappeningKind.DECKS_REMOVED, table=table)


@given(parsers.re(rf'{AT} drop box "(?P<box>[^"]+)" is (?P<verb>attached to|removed from) table "(?P<table>[^"]+)"'))
def drop_box(records_context: RecordsContext, at: str, box: str, verb: str, table: str) -> None:
    kind = HappeningKind.DROP_BOX_ATTACHED if verb == "attached to" else HappeningKind.DROP_BOX_REMOVED
    records_context.add(at, kind, table=table, drop_box=box)


@given(parsers.re(rf'{AT} the {ROLE} "(?P<person>[^"]+)" counts the table inventory of table "(?P<table>[^"]+)",'
                  rf' (?P<amount>{MONEY}), on Table Inventory Slip "(?P<slip>[^"]+)", observed by the'
                  r' (?P<observer_role>dealer|boxperson|floorperson|pit manager|security officer)'
                  r' "(?P<observer>[^"]+)"'))
def counted(records_context: RecordsContext, at: str, role: str, person: str, table: str, amount: str,
            slip: str, observer_role: str, observer: str) -> None:
    records_context.add(at, HappeningKind.INVENTORY_COUNTED, table=table, slip=slip, person=person,
                        role=Role(role), observer=observer, observer_role=Role(observer_role),
                        amount=parse_money(amount))


@given(parsers.re(rf'{AT} "(?P<person>[^"]+)" signs the (?P<copy>original|duplicate) of Table Inventory Slip'
                  r' "(?P<slip>[^"]+)"'))
def signs(records_context: RecordsContext, at: str, person: str, copy: str, slip: str) -> None:
    records_context.add(at, HappeningKind.SLIP_SIGNED, slip=slip, copy=SlipCopy(copy), person=person)


@given(parsers.re(rf'{AT} "(?P<first>[^"]+)" and "(?P<second>[^"]+)" sign both copies of Table Inventory Slip'
                  r' "(?P<slip>[^"]+)"'))
def both_sign(records_context: RecordsContext, at: str, first: str, second: str, slip: str) -> None:
    for copy in SlipCopy:
        for person in (first, second):
            records_context.add(at, HappeningKind.SLIP_SIGNED, slip=slip, copy=copy, person=person)


@given(parsers.re(rf'{AT} the (?P<copy>original|duplicate) of Table Inventory Slip "(?P<slip>[^"]+)" is'
                  r' deposited in drop box "(?P<box>[^"]+)"'))
def deposited(records_context: RecordsContext, at: str, copy: str, slip: str, box: str) -> None:
    records_context.add(at, HappeningKind.SLIP_DEPOSITED, slip=slip, copy=SlipCopy(copy), drop_box=box)


@given(parsers.re(rf'{AT} the {DEVICE} at table "(?P<table>[^"]+)" (?P<what>malfunctions and (?:cannot|can not) be'
                  r' used|is covered or signed out of order|is returned to service)'))
def device_event(records_context: RecordsContext, at: str, device: str, table: str, what: str) -> None:
    kind = (HappeningKind.DEVICE_MALFUNCTIONS if what.startswith("malfunctions") else
            HappeningKind.DEVICE_OUT_OF_ORDER if what.startswith("is covered") else HappeningKind.DEVICE_RETURNED)
    records_context.add(at, kind, table=table, device=Device(device))


@given(parsers.re(rf'{AT} the cards at table "(?P<table>[^"]+)" are (?P<verb>shuffled|dealt) (?P<how>{"|".join(_HOW)})'))
def cards_used(records_context: RecordsContext, at: str, table: str, verb: str, how: str) -> None:
    kind = HappeningKind.CARDS_SHUFFLED if verb == "shuffled" else HappeningKind.CARDS_DEALT
    records_context.add(at, kind, table=table, method=_HOW[how])


# ---------------------------------------------------------------------------- When
@when("the system records the happenings")
def records_happenings(records_context: RecordsContext) -> None:
    records_context.record_until(None)


@when(parsers.re(r"the system's clock reaches (?P<until>\d+:\d\d)"))
def clock_reaches(records_context: RecordsContext, until: str) -> None:
    records_context.record_until(minutes(until))


# ---------------------------------------------------------------------------- Then
def _entries(ctx: RecordsContext, kind: str, at: str) -> list[Entry]:
    found = [e for e in ctx.seen().entries if e.kind.value == kind and e.at == minutes(at)]
    if not found:
        raise AssertionError(f"the system reported no entry for the {kind!r} at {at}")
    return found


@then(parsers.re(rf'the "(?P<kind>[^"]+)" {AT} is recorded citing "(?P<citation>[^"]+)"'))
def entry_recorded(records_context: RecordsContext, kind: str, at: str, citation: str) -> None:
    for e in _entries(records_context, kind, at):
        assert e.outcome is EntryOutcome.RECORDED, \
            f"the {kind!r} at {at} was refused as {e.reason!r} ({e.citation}); the regulation records it"
        assert e.citation == citation, f"the {kind!r} at {at} cites {e.citation!r}, not {citation!r}"


@then(parsers.re(rf'the "(?P<kind>[^"]+)" {AT} is recorded, citing no subsection'))
def entry_recorded_uncited(records_context: RecordsContext, kind: str, at: str) -> None:
    """A record no rule of the seeds governs (a drop at a closed table, outside 525.13)."""
    for e in _entries(records_context, kind, at):
        assert e.outcome is EntryOutcome.RECORDED, \
            f"the {kind!r} at {at} was refused as {e.reason!r} ({e.citation}); the regulation records it"
        assert e.citation == "", f"the {kind!r} at {at} cites {e.citation!r}; no subsection governs it"


@then(parsers.re(rf'the "(?P<kind>[^"]+)" {AT} is refused as "(?P<reason>[^"]+)" citing "(?P<citation>[^"]+)"'))
def entry_refused(records_context: RecordsContext, kind: str, at: str, reason: str, citation: str) -> None:
    for e in _entries(records_context, kind, at):
        assert e.outcome is EntryOutcome.REFUSED, f"the {kind!r} at {at} was recorded; {citation} refuses it"
        assert (e.reason, e.citation) == (reason, citation), \
            f"the {kind!r} at {at} was refused as {e.reason!r} ({e.citation}), not {reason!r} ({citation})"


@then("the system reports no exception")
def no_exception(records_context: RecordsContext) -> None:
    raised = records_context.seen().exceptions
    assert not raised, f"the system reported {[f'{x.kind.value} {x.items}' for x in raised]}"


@then(parsers.re(r'the system reports "(?P<kind>[^"]+)" due at (?P<due>\d+:\d\d) for "(?P<items>[^"]+)" at table'
                 r' "(?P<table>[^"]+)" citing "(?P<citation>[^"]+)"'))
def exception_reported(records_context: RecordsContext, kind: str, due: str, items: str, table: str,
                       citation: str) -> None:
    raised = [(x.kind.value, clock_text(x.at), x.items, x.table, x.citation) for x in records_context.seen().exceptions]
    want = (kind, due, names(items), table, citation)
    assert want in raised, f"the system did not report {want}; it reported {raised or 'no exception'}"


def _die(ctx: RecordsContext, die: str) -> DieRecord:
    found = [d for d in ctx.seen().dice if d.die == die]
    assert found, f"the system keeps no record of die {die!r}"
    return found[0]


@then(parsers.re(rf'the dice "(?P<dice>[^"]+)" are recorded as (?P<verb>destroyed|cancelled) by (?P<method>[a-z ]+) {AT}'))
def dice_recorded(records_context: RecordsContext, dice: str, verb: str, method: str, at: str) -> None:
    for die in names(dice):
        rec = _die(records_context, die)
        got = (rec.disposal.value if rec.disposal else None, rec.method, rec.disposed_at)
        assert got == (verb, method, minutes(at)), f"die {die}: recorded as {got}"


@then(parsers.re(r'the dice "(?P<dice>[^"]+)" are recorded as neither destroyed nor cancelled'))
def dice_outstanding(records_context: RecordsContext, dice: str) -> None:
    for die in names(dice):
        rec = _die(records_context, die)
        assert rec.disposal is None, f"die {die}: recorded as {rec.disposal} by {rec.method!r}"


@then(parsers.re(r'the card inventory (?P<verb>holds|does not hold) the package "(?P<package>[^"]+)"'))
def inventory_holds(records_context: RecordsContext, verb: str, package: str) -> None:
    held = [p.package for p in records_context.seen().packages]
    assert (package in held) == (verb == "holds"), f"the card inventory holds {held}"


def _slip(ctx: RecordsContext, slip: str) -> SlipRecord:
    found = [s for s in ctx.seen().slips if s.slip == slip]
    assert found, f"the system keeps no Table Inventory Slip {slip!r}"
    return found[0]


@then(parsers.re(rf'Table Inventory Slip "(?P<slip>[^"]+)" records (?P<amount>{MONEY}) counted by the'
                 rf' {ROLE} "(?P<person>[^"]+)" and observed by "(?P<observer>[^"]+)"'))
def slip_records(records_context: RecordsContext, slip: str, amount: str, role: str, person: str,
                 observer: str) -> None:
    rec = _slip(records_context, slip)
    got = (rec.amount, rec.counter_role.value, rec.counted_by, rec.observed_by)
    assert got == (parse_money(amount), role, person, observer), f"Table Inventory Slip {slip}: {got}"


@then(parsers.re(r'both copies of Table Inventory Slip "(?P<slip>[^"]+)" bear the signatures of "(?P<first>[^"]+)"'
                 r' and "(?P<second>[^"]+)"'))
def slip_signed(records_context: RecordsContext, slip: str, first: str, second: str) -> None:
    rec = _slip(records_context, slip)
    for copy, signed in (("original", rec.original_signatures), ("duplicate", rec.duplicate_signatures)):
        assert {first, second} <= set(signed), f"the {copy} of {slip} bears the signatures {list(signed)}"


@then(parsers.re(r'the (?P<copy>original|duplicate) of Table Inventory Slip "(?P<slip>[^"]+)" is'
                 r' (?:in drop box "(?P<box>[^"]+)"|in no drop box)'))
def slip_in_box(records_context: RecordsContext, copy: str, slip: str, box: str | None) -> None:
    rec = _slip(records_context, slip)
    got = rec.original_drop_box if copy == "original" else rec.duplicate_drop_box
    assert got == box, f"the {copy} of {slip} is in drop box {got!r}, not {box!r}"


@then(parsers.re(rf'the {DEVICE} at table "(?P<table>[^"]+)" is recorded as "(?P<state>[^"]+)" citing'
                 r' "(?P<citation>[^"]+)"'))
def device_state(records_context: RecordsContext, device: str, table: str, state: str, citation: str) -> None:
    found: list[DeviceRecord] = [d for d in records_context.seen().devices
                                 if d.table == table and d.device.value == device]
    assert found, f"the system keeps no record of the {device} at table {table}"
    got = (found[0].state.value, found[0].citation)
    assert got == (state, citation), f"the {device} at table {table} is recorded as {got}"


@then(parsers.re(rf'the deck log of table "(?P<table>[^"]+)" shows the decks "(?P<decks>[^"]+)" opened {AT}'
                 r'(?: and removed at (?P<removed>\d+:\d\d)| and still in use)'))
def deck_log(records_context: RecordsContext, table: str, decks: str, at: str, removed: str | None) -> None:
    found: list[DeckLogRecord] = [d for d in records_context.seen().deck_log
                                  if d.table == table and d.decks == names(decks)]
    assert found, f"the deck log of table {table} has no decks {decks}"
    got = (found[0].opened_at, found[0].removed_at)
    assert got == (minutes(at), minutes(removed) if removed else None), f"decks {decks}: {got}"


@given(parsers.re(rf'{AT} table "(?P<table>[^"]+)" is (?P<verb>closed|opened) for gaming activity'))
def table_closed_or_opened(records_context: RecordsContext, at: str, table: str, verb: str) -> None:
    """525.13(a) governs a drop "whenever a table game is to remain open for gaming activity"."""
    kind = HappeningKind.TABLE_CLOSED if verb == "closed" else HappeningKind.TABLE_OPENED
    records_context.add(at, kind, table=table)
