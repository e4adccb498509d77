"""Issue 33, item 3: fields that coincide in every played Rules Submission.

Where two fields of a Rules Submission hold the same value in every bundled submission a
played scenario uses (the reset amount and the initial amount of the meter; the Buy Bets'
and the Lay Bets' "working on the come-out roll"), a system that reads one for the other
passes every played round. This test lists such pairs across the bundled submissions —
within one game, two fields of one kind (money, percent, whole number, yes/no, paytable
letter) side by side under one parent, or of one name under two parents — and fails on one
that is neither told apart by a played submission nor in the reviewed allow-list below,
with its reason. A Table-game records submission's tables are records of one shape: each
table is compared as a submission of its own.

What it does not see: values of a played round rather than of a submission (a deal, a
schedule of rounds); those are the scenarios of features/*-example-values.feature.
"""

from __future__ import annotations

import itertools
import re
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path

import yaml

from tablecert.feature_index import load_scenarios

ROOT = Path(__file__).resolve().parent.parent
_USED = re.compile(r'Rules Submission "([^"]+)"')
_MONEY = re.compile(r"\$[\d,]+(?:\.\d\d)?")

Path_ = tuple[str, ...]
Value = tuple[str, object]

ALLOWED: dict[tuple[str, str, str], str] = {
    ("table-records", "tables.*.automated_card_shuffling_device", "tables.*.automated_dealing_shoe"):
        "every records table stating both devices has both (TCP-1 states the shuffler alone, the shoe "
        "false by default); no happening the records protocol takes tells a shoe-only table apart: one "
        "naming a device the table does not have is bad input to the oracle (table_records/table.py, "
        "device()), not a refusal a system could get wrong, so a shoe-only table would show nothing more",
}
"""Coincidences kept on purpose, each with the reason a reviewer accepted: the rule fixes both
to one value, or no played round can tell them apart."""


def _played() -> set[str]:
    """The Rules Submissions an executable scenario plays under."""
    return {m.group(1) for s in load_scenarios() if s.kind == "executable"
            for _, text, _ in s.steps for m in _USED.finditer(text)}


def _kind(value: object) -> Value | None:
    """The value with its kind, money in cents; None for what is not compared (text, lists)."""
    if isinstance(value, bool):
        return ("yes/no", value)
    if isinstance(value, int):
        return ("whole number", value)
    if isinstance(value, str) and _MONEY.fullmatch(value):
        dollars, _, cents = value[1:].replace(",", "").partition(".")
        return ("money", int(dollars) * 100 + int(cents or 0))
    if isinstance(value, str) and re.fullmatch(r"\d+(?:\.\d+)?%", value):
        return ("percent", value)
    if isinstance(value, str) and re.fullmatch(r"[A-F]", value):
        return ("paytable letter", value)
    return None


def _leaves(tree: dict[str, object], parent: Path_ = ()) -> Iterator[tuple[Path_, Value]]:
    for key, value in tree.items():
        if isinstance(value, dict):
            yield from _leaves(value, (*parent, str(key)))
        else:
            kind = _kind(value)
            if kind is not None:
                yield (*parent, str(key)), kind


def _records(leave_out: frozenset[str] = frozenset()) -> dict[str, list[dict[Path_, Value]]]:
    """Each played submission's fields by game; a records submission's tables one apiece."""
    played = _played() - leave_out
    records: dict[str, list[dict[Path_, Value]]] = defaultdict(list)
    for path in sorted((ROOT / "rules_submissions").glob("*.yaml")):
        if path.stem not in played:
            continue
        tree = yaml.safe_load(path.read_text(encoding="utf-8"))
        game = str(tree.get("game"))
        tables = tree.pop("tables", None)
        records[game].append(dict(_leaves(tree)))
        if isinstance(tables, dict):
            records[game].extend(dict(_leaves(t, ("tables", "*"))) for t in tables.values()
                                 if isinstance(t, dict))
    return records


def _comparable(a: Path_, b: Path_) -> bool:
    return a[:-1] == b[:-1] or (a[-1] == b[-1])


def coincidences(leave_out: frozenset[str] = frozenset()) -> dict[tuple[str, str, str], int]:
    """(game, field, field) -> how many played submissions hold both, equal in every one;
    ``leave_out``: submissions not counted."""
    found: dict[tuple[str, str, str], int] = {}
    for game, subs in _records(leave_out).items():
        fields = sorted({f for sub in subs for f in sub})
        for a, b in itertools.combinations(fields, 2):
            if not _comparable(a, b):
                continue
            both = [sub for sub in subs if a in sub and b in sub]
            if both and all(sub[a] == sub[b] for sub in both):
                found[(game, ".".join(a), ".".join(b))] = len(both)
    return found


def test_no_two_fields_coincide_in_every_played_rules_submission() -> None:
    new = {k: n for k, n in coincidences().items() if k not in ALLOWED}
    assert not new, ("fields equal in every played Rules Submission: add a submission (and a played "
                     "scenario) that tells them apart, or an ALLOWED entry with its reason:\n"
                     + "\n".join(f"  {g}: {a} == {b} (in {n})" for (g, a, b), n in sorted(new.items())))


def test_the_allow_list_holds_only_coincidences_that_still_hold() -> None:
    stale = sorted(set(ALLOWED) - set(coincidences()))
    assert not stale, f"ALLOWED entries no longer coinciding: {stale}"


def test_the_listing_finds_the_coincidences_the_new_submissions_broke() -> None:
    """Without the submissions of issue 33, item 3, the listing names what they tell apart."""
    found = coincidences(frozenset({"pa-649a-progressive-reset", "pa-649a-five-card-reset",
                                    "pa-537-craps-lay-working"}))
    assert found.get(("three-card-poker", "three_card_poker.progressive.initial_amount",
                      "three_card_poker.progressive.reset_amount"), 0) >= 18
    assert ("three-card-poker", "three_card_poker.five_card_progressive.initial_amount",
            "three_card_poker.five_card_progressive.reset_amount") in found
    assert ("craps", "buy_bets.working_on_come_out", "lay_bets.working_on_come_out") in found
