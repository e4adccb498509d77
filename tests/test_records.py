"""The table-game records oracle (game ``table-records``) against the regulation text:
523.13(o) and (o)(2), 523.15(g) and (g)(2), 525.13(a)-(d), 541.3(c) and the device-malfunction
subsections; its Rules Submission; its script and observation on the wire."""

from __future__ import annotations

from typing import Any

import pytest

from tablecert.adapters.game_wire import decode, encode, from_builtins, to_builtins
from tablecert.adapters.wire import WireError
from tablecert.files import resolve_game_rules
from tablecert.oracle.catalogue import GAMES
from tablecert.oracle.games.table_records.model import (
    DEVICE_MALFUNCTION_CITATIONS,
    Device,
    DeviceState,
    Disposal,
    Entry,
    EntryOutcome,
    ExceptionKind,
    Happening,
    HappeningKind,
    RecordsObservation,
    RecordsScript,
    Role,
    SlipCopy,
    TableGame,
)
from tablecert.oracle.games.table_records.rules import parse_records_rules
from tablecert.oracle.games.table_records.table import RecordsTable
from tablecert.oracle.rules_reader import RulesSubmissionError

K = HappeningKind
H = 60  # minutes in an hour


def table() -> RecordsTable:
    rules = resolve_game_rules("pa-523-table-records")
    assert rules.game == "table-records"
    return RecordsTable(rules)  # type: ignore[arg-type]


def play(t: RecordsTable, *happenings: Happening, until: int | None = None) -> RecordsObservation:
    return t.play(RecordsScript(tuple(happenings), until))


def outcome(e: Entry) -> tuple[str, str, str]:
    return (e.outcome.value, e.reason, e.citation)


REC = "recorded"
REF = "refused"


# ------------------------------------------------------------------------- 523.13(o)
def collect(at: int, *dice: str, retained: bool = False) -> Happening:
    return Happening(at, K.DICE_COLLECTED, table="CR-1", items=dice, retained_for_board_inspection=retained)


def destroy(at: int, *dice: str, method: str = "shredding") -> Happening:
    return Happening(at, K.DICE_DESTROYED, items=dice, method=method)


def test_523_13_o_destruction_at_the_72nd_hour_is_within_72_hours() -> None:
    t = table()
    obs = play(t, collect(0, "D1"), destroy(72 * H, "D1"), until=200 * H)
    assert [outcome(e) for e in obs.entries] == [(REC, "", "523.13(o)"), (REC, "", "523.13(o)(2)")]
    assert obs.exceptions == ()
    die = obs.dice[0]
    assert (die.disposal, die.disposed_at, die.method) == (Disposal.DESTROYED, 4320, "shredding")


def test_523_13_o_the_exception_falls_due_at_the_72nd_hour_and_is_reported_once() -> None:
    t = table()
    assert play(t, collect(30, "D1", "D2"), until=30 + 72 * H).exceptions == ()
    [x] = play(t, until=30 + 72 * H + 1).exceptions
    assert (x.at, x.kind, x.table, x.items, x.citation) == (
        30 + 4320, ExceptionKind.DICE_NOT_DESTROYED, "CR-1", ("D1", "D2"), "523.13(o)")
    assert play(t, until=1000 * H).exceptions == ()


def test_523_13_o_a_late_destruction_is_recorded_after_the_exception() -> None:
    t = table()
    obs = play(t, collect(0, "D1"), destroy(73 * H, "D1", method="crushing"))
    assert [x.at for x in obs.exceptions] == [4320]
    assert outcome(obs.entries[1]) == (REC, "", "523.13(o)(2)")
    assert obs.dice[0].disposal is Disposal.DESTROYED


def test_523_13_o_only_the_dice_not_yet_destroyed_are_named() -> None:
    t = table()
    obs = play(t, collect(0, "D1", "D2", "D3"), destroy(H, "D1", "D3"), until=80 * H)
    assert [x.items for x in obs.exceptions] == [("D2",)]


def test_523_13_o_every_die_destroyed_leaves_nothing_to_report() -> None:
    t = table()
    obs = play(t, collect(0, "D1", "D2"), destroy(H, "D1"), destroy(2 * H, "D2"), until=80 * H)
    assert obs.exceptions == ()


def test_523_13_o_dice_retained_for_board_inspection_have_no_deadline() -> None:
    t = table()
    assert play(t, collect(0, "D1", retained=True), until=10_000 * H).exceptions == ()


def test_523_13_o_cancellation_completes_the_duty_with_its_method_as_given() -> None:
    t = table()
    obs = play(t, collect(0, "D1"), Happening(H, K.DICE_CANCELLED, items=("D1",), method="drilling"),
               until=80 * H)
    assert outcome(obs.entries[1]) == (REC, "", "523.13(o)")
    assert (obs.dice[0].disposal, obs.dice[0].method) == (Disposal.CANCELLED, "drilling")
    assert obs.exceptions == ()


def test_523_13_o_dice_are_destroyed_once() -> None:
    t = table()
    obs = play(t, collect(0, "D1"), destroy(H, "D1"), destroy(2 * H, "D1", method="crushing"))
    assert outcome(obs.entries[2]) == (REF, "dice-already-destroyed-or-cancelled", "523.13(o)")
    assert obs.dice[0].method == "shredding"


@pytest.mark.parametrize("method", ["drilling", "marking", "burning", "Shredding", "shredded", ""])
def test_523_13_o_2_destruction_other_than_by_shredding_or_crushing_is_refused(method: str) -> None:
    t = table()
    happenings: list[Happening] = [collect(0, "D1")]
    if method:
        happenings.append(destroy(H, "D1", method=method))
        obs = play(t, *happenings, until=73 * H)
        assert outcome(obs.entries[1]) == (REF, "destruction-not-by-shredding-or-crushing", "523.13(o)(2)")
        assert obs.dice[0].disposal is None
        assert [x.items for x in obs.exceptions] == [("D1",)]
    else:
        with pytest.raises(ValueError, match="method is missing"):
            destroy(H, "D1", method=method)


def test_523_13_o_malformed_dice_happenings_are_refused_as_scripts() -> None:
    t = table()
    with pytest.raises(ValueError, match="never collected"):
        play(t, destroy(0, "D9"))
    play(t, collect(0, "D1"))
    with pytest.raises(ValueError, match="collected before"):
        play(t, collect(5, "D1"))


# ------------------------------------------------------------------------- 523.15(g)
def package(at: int, name: str, decks: int, game: str = "", sealed: bool = True) -> Happening:
    return Happening(at, K.PACKAGE_RECEIVED, package=name, decks=decks, label_game=game, sealed=sealed)


@pytest.mark.parametrize(("decks", "game", "expected"), [
    (1, "", (REC, "", "523.15(g)")),
    (1, "Blackjack", (REC, "", "523.15(g)")),
    (2, "", (REF, "package-label-without-game", "523.15(g)(2)")),
    (2, "   ", (REF, "package-label-without-game", "523.15(g)(2)")),
    (8, "", (REF, "package-label-without-game", "523.15(g)(2)")),
    (2, "Minibaccarat", (REC, "", "523.15(g)")),
    (8, "Blackjack", (REC, "", "523.15(g)")),
])
def test_523_15_g_2_a_set_of_decks_names_its_game(decks: int, game: str,
                                                  expected: tuple[str, str, str]) -> None:
    t = table()
    obs = play(t, package(0, "P1", decks, game))
    assert outcome(obs.entries[0]) == expected
    assert [p.package for p in obs.packages] == (["P1"] if expected[0] == REC else [])


def test_523_15_g_an_unsealed_package_is_refused_before_its_label_is_read() -> None:
    t = table()
    obs = play(t, package(0, "P1", 1, sealed=False), package(1, "P2", 6, sealed=False))
    assert [outcome(e) for e in obs.entries] == [(REF, "package-not-sealed", "523.15(g)")] * 2
    assert obs.packages == ()


# ------------------------------------------------------------------------- 525.13
def attach(at: int, box: str, tab: str = "BJ-1") -> Happening:
    return Happening(at, K.DROP_BOX_ATTACHED, table=tab, drop_box=box)


def remove(at: int, box: str, tab: str = "BJ-1") -> Happening:
    return Happening(at, K.DROP_BOX_REMOVED, table=tab, drop_box=box)


def count(at: int, slip: str = "S1", role: Role = Role.DEALER, observer_role: Role = Role.FLOORPERSON,
          person: str = "ann", observer: str = "bob", tab: str = "BJ-1") -> Happening:
    return Happening(at, K.INVENTORY_COUNTED, table=tab, slip=slip, person=person, role=role,
                     observer=observer, observer_role=observer_role, amount=1_234_550)


def sign(at: int, copy: SlipCopy, person: str, slip: str = "S1") -> Happening:
    return Happening(at, K.SLIP_SIGNED, slip=slip, copy=copy, person=person)


def signed_by_both(at: int, slip: str = "S1") -> list[Happening]:
    return [sign(at, c, p, slip) for c in SlipCopy for p in ("ann", "bob")]


def deposit(at: int, copy: SlipCopy, box: str, slip: str = "S1") -> Happening:
    return Happening(at, K.SLIP_DEPOSITED, slip=slip, copy=copy, drop_box=box)


ORIG, DUP = SlipCopy.ORIGINAL, SlipCopy.DUPLICATE


def test_525_13_the_whole_drop_in_the_order_of_a_to_d() -> None:
    t = table()
    obs = play(t, attach(0, "X"), count(10), *signed_by_both(11), deposit(12, ORIG, "X"), remove(13, "X"),
               attach(14, "Y"), deposit(15, DUP, "Y"))
    assert all(e.outcome is EntryOutcome.RECORDED for e in obs.entries)
    assert [e.citation for e in obs.entries] == ["525.13(d)", "525.13(a)", *["525.13(c)"] * 4, "525.13(d)",
                                                 "525.13(d)", "525.13(d)", "525.13(d)"]
    [slip] = obs.slips
    assert (slip.amount, slip.counted_by, slip.counter_role, slip.observed_by, slip.drop_box_at_count) == (
        1_234_550, "ann", Role.DEALER, "bob", "X")
    assert (slip.original_signatures, slip.duplicate_signatures) == (("ann", "bob"), ("ann", "bob"))
    assert (slip.original_drop_box, slip.duplicate_drop_box) == ("X", "Y")


@pytest.mark.parametrize("role", [Role.DEALER, Role.BOXPERSON])
def test_525_13_a_the_dealer_or_boxperson_counts(role: Role) -> None:
    assert outcome(play(table(), attach(0, "X"), count(1, role=role)).entries[1]) == (REC, "", "525.13(a)")


@pytest.mark.parametrize("role", [Role.FLOORPERSON, Role.PIT_MANAGER, Role.SECURITY_OFFICER])
def test_525_13_a_nobody_else_counts(role: Role) -> None:
    obs = play(table(), attach(0, "X"), count(1, role=role))
    assert outcome(obs.entries[1]) == (REF, "count-not-by-dealer-or-boxperson", "525.13(a)")
    assert obs.slips == ()


def test_525_13_a_no_drop_box_is_removed_from_an_open_table_without_a_count() -> None:
    obs = play(table(), attach(0, "X"), remove(1, "X"))
    assert outcome(obs.entries[1]) == (REF, "table-inventory-not-counted", "525.13(a)")


@pytest.mark.parametrize("role", [Role.DEALER, Role.BOXPERSON, Role.PIT_MANAGER, Role.SECURITY_OFFICER])
def test_525_13_b_the_floorperson_observes(role: Role) -> None:
    obs = play(table(), attach(0, "X"), count(1, observer_role=role))
    assert outcome(obs.entries[1]) == (REF, "count-not-observed-by-floorperson", "525.13(b)")


def test_525_13_b_the_counter_does_not_observe_their_own_count() -> None:
    obs = play(table(), attach(0, "X"), count(1, observer="ann"))
    assert outcome(obs.entries[1]) == (REF, "count-not-observed-by-floorperson", "525.13(b)")


def test_525_13_d_no_count_without_a_drop_box() -> None:
    obs = play(table(), count(1))
    assert outcome(obs.entries[0]) == (REF, "no-drop-box-attached", "525.13(d)")


@pytest.mark.parametrize("missing", [(ORIG, "ann"), (ORIG, "bob"), (DUP, "ann"), (DUP, "bob")])
def test_525_13_c_both_copies_bear_both_signatures_before_any_deposit(missing: tuple[SlipCopy, str]) -> None:
    signs = [sign(11, c, p) for c in SlipCopy for p in ("ann", "bob") if (c, p) != missing]
    obs = play(table(), attach(0, "X"), count(10), *signs, deposit(12, ORIG, "X"), remove(13, "X"))
    assert outcome(obs.entries[-2]) == (REF, "slip-not-signed", "525.13(c)")
    assert outcome(obs.entries[-1]) == (REF, "original-not-deposited", "525.13(d)")


def test_525_13_c_only_the_counter_and_the_observer_sign_each_copy_once() -> None:
    obs = play(table(), attach(0, "X"), count(10), sign(11, ORIG, "carl"), sign(12, ORIG, "ann"),
               sign(13, ORIG, "ann"))
    assert [outcome(e) for e in obs.entries[2:]] == [
        (REF, "signer-did-not-count-or-observe", "525.13(c)"), (REC, "", "525.13(c)"),
        (REF, "already-signed", "525.13(c)")]
    assert obs.slips[0].original_signatures == ("ann",)


def test_525_13_d_the_duplicate_never_goes_into_the_drop_box_being_removed() -> None:
    t = table()
    obs = play(t, attach(0, "X"), count(10), *signed_by_both(11), deposit(12, DUP, "X"),
               deposit(13, ORIG, "X"),
               remove(14, "X"), attach(15, "Y"), deposit(16, DUP, "X"))
    assert outcome(obs.entries[6]) == (REF, "duplicate-in-removed-drop-box", "525.13(d)")
    assert outcome(obs.entries[-1]) == (REF, "duplicate-in-removed-drop-box", "525.13(d)")
    assert obs.slips[0].duplicate_drop_box is None


def test_525_13_d_the_original_goes_only_into_the_drop_box_at_the_table_at_the_count() -> None:
    obs = play(table(), attach(0, "X"), attach(0, "Z", tab="BJ-2"), count(10), *signed_by_both(11),
               deposit(12, ORIG, "Z"), deposit(13, ORIG, "X"), deposit(14, ORIG, "X"))
    assert [outcome(e) for e in obs.entries[-3:]] == [
        (REF, "original-not-in-removed-drop-box", "525.13(d)"), (REC, "", "525.13(d)"),
        (REF, "already-deposited", "525.13(d)")]


def test_525_13_d_the_duplicate_waits_for_the_replacement_and_the_replacement_for_the_removal() -> None:
    obs = play(table(), attach(0, "X"), count(10), *signed_by_both(11), deposit(12, ORIG, "X"),
               attach(13, "Y"), remove(14, "X"), deposit(15, DUP, "Y"), attach(16, "Y"),
               deposit(17, DUP, "Y"), remove(18, "Q"))
    assert [outcome(e) for e in obs.entries[7:]] == [
        (REF, "drop-box-already-attached", "525.13(d)"), (REC, "", "525.13(d)"),
        (REF, "drop-box-not-attached", "525.13(d)"), (REC, "", "525.13(d)"), (REC, "", "525.13(d)"),
        (REF, "drop-box-not-attached", "525.13(d)")]


def test_525_13_malformed_slip_references_are_refused_as_scripts() -> None:
    t = table()
    with pytest.raises(ValueError, match="no Table Inventory Slip"):
        play(t, sign(0, ORIG, "ann", slip="S9"))
    play(t, attach(1, "X"), count(2))
    with pytest.raises(ValueError, match="exists already"):
        play(t, count(3))


# ------------------------------------------------------------------------- 541.3(c)
def open_decks(at: int, *decks: str, tab: str = "MB-1") -> Happening:
    return Happening(at, K.DECKS_OPENED, table=tab, items=decks)


def test_541_3_c_decks_changed_within_24_hours_raise_nothing() -> None:
    t = table()
    obs = play(t, open_decks(0, "A"), open_decks(24 * H, "B"), until=48 * H)
    assert obs.exceptions == ()
    assert [(d.decks, d.opened_at, d.removed_at, d.citation) for d in obs.deck_log] == [
        (("A",), 0, 1440, "541.3(c)"), (("B",), 1440, None, "541.3(c)")]


def test_541_3_c_decks_in_use_past_24_hours_are_reported_once() -> None:
    t = table()
    assert play(t, open_decks(5, "A", "B"), until=5 + 24 * H).exceptions == ()
    [x] = play(t, until=5 + 24 * H + 1).exceptions
    assert (x.at, x.kind, x.table, x.items, x.citation) == (
        1445, ExceptionKind.DECKS_NOT_CHANGED, "MB-1", ("A", "B"), "541.3(c)")
    assert play(t, open_decks(30 * H, "C"), until=50 * H).exceptions == ()


def test_541_3_c_decks_removed_from_use_raise_nothing() -> None:
    t = table()
    obs = play(t, open_decks(0, "A"), Happening(H, K.DECKS_REMOVED, table="MB-1"), until=100 * H)
    assert obs.exceptions == () and obs.deck_log[0].removed_at == H
    with pytest.raises(ValueError, match="no decks are in use"):
        play(t, Happening(101 * H, K.DECKS_REMOVED, table="MB-1"))


def test_541_3_c_is_a_minibaccarat_rule() -> None:
    obs = play(table(), open_decks(0, "A", tab="BJ-1"), until=100 * H)
    assert obs.exceptions == () and obs.deck_log[0].citation == ""
    assert outcome(obs.entries[0]) == (REC, "", "")


# ------------------------------------------------------------------------- devices
DEVICE_TABLES = {"551.16(k)": "SP21-1", "555.14(g)": "CSP-1", "557.13(g)": "FCP-1", "561.14(n)": "PGP-1",
                 "563.13(g)": "THB-1", "567.11(e)": "WAR-1"}


def dev(at: int, kind: HappeningKind, device: Device, tab: str) -> Happening:
    return Happening(at, kind, table=tab, device=device)


def used(at: int, method: str, tab: str) -> Happening:
    kind = K.CARDS_SHUFFLED if method in ("by hand", "automated card shuffling device") else K.CARDS_DEALT
    return Happening(at, kind, table=tab, method=method)


def test_the_device_citations_are_the_eight_irregularity_sections() -> None:
    assert set(DEVICE_MALFUNCTION_CITATIONS.values()) == {
        "551.16(k)", "555.14(g)", "557.13(g)", "559.15(f)", "561.14(n)", "563.13(g)", "565.13(g)",
        "567.11(e)"}


@pytest.mark.parametrize("citation", sorted(DEVICE_TABLES))
@pytest.mark.parametrize(("device", "other"), [
    (Device.SHUFFLER, "by hand"), (Device.SHOE, "manual dealing shoe"), (Device.SHOE, "from the hand"),
    (Device.SHOE, "automated card shuffling device"), (Device.SHUFFLER, "automated dealing shoe")])
def test_device_covered_or_signed_before_any_other_method(citation: str, device: Device, other: str) -> None:
    tab = DEVICE_TABLES[citation]
    obs = play(table(), dev(0, K.DEVICE_MALFUNCTIONS, device, tab), used(1, other, tab),
               dev(2, K.DEVICE_OUT_OF_ORDER, device, tab), used(3, other, tab))
    assert [outcome(e) for e in obs.entries] == [
        (REC, "", citation), (REF, "device-not-covered-or-signed-out-of-order", citation),
        (REC, "", citation), (REC, "", citation)]
    [rec] = [d for d in obs.devices if d.table == tab and d.device is device]
    assert rec.state is DeviceState.OUT_OF_ORDER and rec.citation == citation


@pytest.mark.parametrize("citation", sorted(DEVICE_TABLES))
def test_device_out_of_order_is_not_used_until_returned(citation: str) -> None:
    tab = DEVICE_TABLES[citation]
    obs = play(table(), dev(0, K.DEVICE_MALFUNCTIONS, Device.SHOE, tab),
               used(1, "automated dealing shoe", tab), dev(2, K.DEVICE_OUT_OF_ORDER, Device.SHOE, tab),
               dev(3, K.DEVICE_MALFUNCTIONS, Device.SHOE, tab),
               used(4, "automated dealing shoe", tab), dev(5, K.DEVICE_RETURNED, Device.SHOE, tab),
               used(6, "automated dealing shoe", tab))
    assert [e.reason for e in obs.entries] == [
        "", "device-cannot-be-used", "", "", "device-cannot-be-used", "", ""]


def test_devices_are_per_table() -> None:
    obs = play(table(), dev(0, K.DEVICE_MALFUNCTIONS, Device.SHUFFLER, "SP21-1"), used(1, "by hand", "WAR-1"),
               used(2, "by hand", "BJ-1"))
    assert [outcome(e) for e in obs.entries[1:]] == [(REC, "", "567.11(e)"), (REC, "", "")]


def test_a_device_the_table_does_not_have_is_a_malformed_script() -> None:
    with pytest.raises(ValueError, match="has no automated dealing shoe"):
        play(table(), dev(0, K.DEVICE_MALFUNCTIONS, Device.SHOE, "BJ-1"))
    with pytest.raises(ValueError, match="no table 'XX-9'"):
        play(table(), used(0, "by hand", "XX-9"))


# ------------------------------------------------------------------------- the script
def test_happenings_carry_only_their_kinds_fields() -> None:
    with pytest.raises(ValueError, match="the field method is not one of its fields"):
        Happening(0, K.DICE_COLLECTED, table="CR-1", items=("D1",), method="shredding")
    with pytest.raises(ValueError, match="the field table is missing"):
        Happening(0, K.DICE_COLLECTED, items=("D1",))
    with pytest.raises(ValueError, match="method 'riffle' is not one of"):
        Happening(0, K.CARDS_SHUFFLED, table="SP21-1", method="riffle")
    with pytest.raises(ValueError, match="named twice"):
        Happening(0, K.DICE_COLLECTED, table="CR-1", items=("D1", "D1"))
    with pytest.raises(ValueError, match="starts at minute 0"):
        Happening(-1, K.DECKS_REMOVED, table="MB-1")


def test_scripts_keep_time_order_and_continue_the_clock() -> None:
    with pytest.raises(ValueError, match="out of time order"):
        RecordsScript((collect(5, "D1"), collect(4, "D2")))
    with pytest.raises(ValueError, match="before the last happening"):
        RecordsScript((collect(5, "D1"),), until=4)
    t = table()
    play(t, until=100)
    with pytest.raises(ValueError, match="before the system's clock"):
        play(t, collect(99, "D1"))


def _full_observation() -> tuple[RecordsScript, RecordsObservation]:
    script = RecordsScript((collect(0, "D1"), destroy(1, "D1", method="drilling"),
                            package(2, "P1", 8, "Blackjack"), open_decks(3, "A"), attach(4, "X"), count(5),
                            *signed_by_both(6), deposit(7, ORIG, "X"),
                            dev(8, K.DEVICE_MALFUNCTIONS, Device.SHOE, "WAR-1"),
                            used(9, "from the hand", "WAR-1")),
                           until=100 * H)
    return script, table().play(script)


def test_script_and_observation_round_trip_on_the_wire() -> None:
    script, obs = _full_observation()
    assert decode(encode(script), RecordsScript) == script
    assert decode(encode(obs), RecordsObservation) == obs
    assert len(obs.exceptions) == 2


def test_the_wire_refuses_unknown_fields_and_happenings_out_of_shape() -> None:
    raw: Any = to_builtins(RecordsScript((collect(0, "D1"),)))
    raw["happenings"][0]["colour"] = "red"
    with pytest.raises(WireError, match="colour"):
        from_builtins(raw, RecordsScript)
    raw["happenings"][0].pop("colour")
    raw["happenings"][0]["method"] = "crushing"
    with pytest.raises(WireError, match="not one of its fields"):
        from_builtins(raw, RecordsScript)
    minimal = {"happenings": [{"at": 0, "kind": "dice collected", "table": "CR-1", "items": ["D1"]}]}
    assert from_builtins(minimal, RecordsScript) == RecordsScript((collect(0, "D1"),))


def test_the_openapi_schemas_name_every_field_and_value() -> None:
    import dataclasses
    from pathlib import Path

    import yaml

    from tablecert.oracle.games.table_records import model as data
    path = Path(__file__).resolve().parents[1] / "docs" / "protocol.openapi.yaml"
    spec = yaml.safe_load(path.read_text(encoding="utf-8"))
    schemas = spec["components"]["schemas"]
    for name, cls in [("RecordsScript", data.RecordsScript), ("RecordsHappening", data.Happening),
                      ("RecordsEntry", data.Entry), ("RecordsException", data.RecordException),
                      ("RecordsDie", data.DieRecord), ("RecordsPackage", data.PackageRecord),
                      ("RecordsDeckLog", data.DeckLogRecord), ("RecordsSlip", data.SlipRecord),
                      ("RecordsDeviceRecord", data.DeviceRecord),
                      ("RecordsObservation", data.RecordsObservation)]:
        assert set(schemas[name]["properties"]) == {f.name for f in dataclasses.fields(cls)}, name
    for name, enum in [("RecordsHappeningKind", data.HappeningKind), ("RecordsRole", data.Role),
                       ("RecordsSlipCopy", data.SlipCopy), ("RecordsDevice", data.Device),
                       ("RecordsDeviceState", data.DeviceState), ("RecordsTableGame", data.TableGame)]:
        assert set(schemas[name]["enum"]) == {e.value for e in enum}, name
    kinds = schemas["RecordsException"]["properties"]["kind"]["enum"]
    assert set(kinds) == {k.value for k in data.ExceptionKind}


# ------------------------------------------------------------------------- Rules Submission
def test_the_game_is_registered() -> None:
    spec = GAMES["table-records"]
    assert spec.table is RecordsTable and spec.script is RecordsScript


def test_the_bundled_rules_submission() -> None:
    rules = parse_records_rules((resolve_game_rules("pa-523-table-records")).text)
    games = {t.table: t.game for t in rules.tables}
    assert games["MB-1"] is TableGame.MINIBACCARAT and games["WAR-1"] is TableGame.WAR
    devices = {t.devices for t in rules.tables if t.game in DEVICE_MALFUNCTION_CITATIONS}
    assert devices == {(Device.SHUFFLER, Device.SHOE), (Device.SHUFFLER,)}  # TCP-1 deals from the hand


@pytest.mark.parametrize(("dealing", "hours", "citation"), [
    ("from the hand", 4, "649a.3(c)(1)"), ("manual dealing shoe", 8, "649a.3(c)(2)"),
    ("automated dealing shoe", 8, "649a.3(c)(2)")])
def test_three_card_poker_decks_are_due_changed_by_the_dealing_method(dealing: str, hours: int,
                                                                     citation: str) -> None:
    """649a.3(c)(1), (2): 4 hours dealt by hand, 8 from a shoe; due at the minute, reported after it."""
    t = RecordsTable(parse_records_rules("rules_submission: x\ngame: table-records\ntables:\n"
                                         f"  TCP-9: {{game: Three Card Poker, dealing: {dealing}}}\n"))
    opened = Happening(30, HappeningKind.DECKS_OPENED, table="TCP-9", items=("D1",))
    obs = t.play(RecordsScript((opened,), until=30 + hours * 60))
    assert obs.entries[0].citation == citation and obs.exceptions == ()
    late = t.play(RecordsScript((), until=31 + hours * 60)).exceptions
    assert [(x.at, x.kind.value, x.citation) for x in late] == [
        (30 + hours * 60, f"decks not changed within {hours} hours", citation)]


@pytest.mark.parametrize("table", ["{game: Three Card Poker}", "{game: Three Card Poker, dealing: by hand}",
                                   "{game: Blackjack, dealing: from the hand}"])
def test_the_dealing_of_a_table_is_stated_for_three_card_poker_only(table: str) -> None:
    with pytest.raises(RulesSubmissionError) as refused:
        parse_records_rules(f"rules_submission: x\ngame: table-records\ntables:\n  T: {table}\n")
    assert [(v.field, v.citation) for v in refused.value.violations] == [("tables.T.dealing", "649a.3(c)")]


BAD = """rules_submission: bad
game: table-records
colour: blue
tables:
  BJ-1: {game: Blackjack, automated_card_shuffling_device: true}
  XX-1: {game: Faro}
  WAR-1: {game: War, automated_dealing_shoe: "yes"}
  SP21-1: {automated_dealing_shoe: true}
"""


def test_rules_submission_violations_name_file_line_field_and_citation() -> None:
    with pytest.raises(RulesSubmissionError) as err:
        parse_records_rules(BAD, "bad.yaml")
    text = str(err.value)
    assert "bad.yaml:3: colour: unknown field" in text
    assert "bad.yaml:5: tables.BJ-1: Blackjack: the seeds hold no device-malfunction rule" in text
    assert "bad.yaml:6: tables.XX-1.game: 'Faro' is not one of" in text
    assert "bad.yaml:7: tables.WAR-1.automated_dealing_shoe: expected true or false" in text
    assert "tables.SP21-1.game: missing" in text


def test_rules_submission_needs_tables() -> None:
    with pytest.raises(RulesSubmissionError, match="at least one gaming table"):
        parse_records_rules("rules_submission: x\ngame: table-records\n", "x.yaml")


def test_a_drop_at_a_closed_table_needs_no_count_and_an_opened_one_does() -> None:
    """525.13(a) "Whenever a table game is to remain open": closed, the drop box leaves without
    a count; opened again, the count comes first."""
    t = RecordsTable(parse_records_rules("rules_submission: x\ngame: table-records\ntables:\n"
                                         "  BJ-9: {game: Blackjack}\n"))
    box = {"table": "BJ-9", "drop_box": "B1"}
    obs = t.play(RecordsScript((
        Happening(0, HappeningKind.DROP_BOX_ATTACHED, **box),
        Happening(10, HappeningKind.TABLE_CLOSED, table="BJ-9"),
        Happening(20, HappeningKind.DROP_BOX_REMOVED, **box),
        Happening(30, HappeningKind.TABLE_OPENED, table="BJ-9"),
        Happening(40, HappeningKind.DROP_BOX_ATTACHED, **box),
        Happening(50, HappeningKind.DROP_BOX_REMOVED, **box))))
    assert [(e.outcome.value, e.reason, e.citation) for e in obs.entries] == [
        ("recorded", "", "525.13(d)"), ("recorded", "", "525.13(a)"), ("recorded", "", ""),
        ("recorded", "", "525.13(a)"), ("recorded", "", "525.13(d)"),
        ("refused", "table-inventory-not-counted", "525.13(a)")]
