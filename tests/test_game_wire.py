"""The generic wire codec and judge of the games of oracle.catalogue (adapters/game_wire.py,
oracle.judge.compare_data): strict decoding that names the JSON path of a bad field."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from fractions import Fraction

import pytest

from tablecert.adapters.game_wire import decode, encode
from tablecert.adapters.wire import WireError
from tablecert.oracle.cards import Card, parse_card
from tablecert.oracle.judge import UNJUDGED, compare_data


class _Kind(StrEnum):
    BUY = "Buy Bet"
    LAY = "Lay Bet"


@dataclass(frozen=True)
class _Line:
    kind: _Kind
    amount: int
    odds: Fraction
    citation: str = ""
    cards: tuple[Card, ...] = ()
    note: str = field(default="", metadata={UNJUDGED: True})


@dataclass(frozen=True)
class _Obs:
    lines: tuple[_Line, ...]
    dice: tuple[int, int] | None = None
    void: bool = False


OBS = _Obs((_Line(_Kind.BUY, 500, Fraction(3, 2), "537.5a(a)", (parse_card("As"), parse_card("10d"))),),
           dice=(2, 6))


def test_round_trip() -> None:
    raw = encode(OBS)
    assert b'"cards":["As","Td"]' in raw and b'"odds":"3/2"' in raw and b'"kind":"Buy Bet"' in raw
    assert decode(raw, _Obs) == OBS


@pytest.mark.parametrize(("body", "path", "words"), [
    (b'{"lines":[{"kind":"Buy Bet","amount":"5","odds":"3/2"}]}', "lines[0].amount", "whole number"),
    (b'{"lines":[{"kind":"Buy Bet","amount":true,"odds":"3/2"}]}', "lines[0].amount", "whole number"),
    (b'{"lines":[{"kind":"Place","amount":5,"odds":"3/2"}]}', "lines[0].kind", "'Buy Bet'"),
    (b'{"lines":[{"kind":"Buy Bet","amount":5,"odds":"3/0"}]}', "lines[0].odds", "fraction"),
    (b'{"lines":[{"kind":"Buy Bet","amount":5,"odds":"3/2","cards":["Zz"]}]}', "lines[0].cards[0]", "Zz"),
    (b'{"lines":[],"extra":1}', "extra", "unknown field"),
    (b'{"dice":[2,6]}', "lines", "missing"),
    (b'{"lines":[],"dice":[2]}', "dice", "array of 2"),
    (b'{"lines":', "", "not valid JSON"),
])
def test_bad_payload_names_the_path(body: bytes, path: str, words: str) -> None:
    with pytest.raises(WireError) as caught:
        decode(body, _Obs)
    assert caught.value.path == path
    assert words in str(caught.value)


def test_judge_cites_the_line_and_skips_free_text() -> None:
    other = _Obs((_Line(_Kind.BUY, 500, Fraction(2, 1), "537.5a(a)", OBS.lines[0].cards, note="x"),),
                 dice=(2, 6))
    diffs = compare_data(OBS, other)
    assert [(d.field, d.expected, d.observed, d.citation) for d in diffs] == [
        ("lines[0].odds", Fraction(3, 2), Fraction(2, 1), "537.5a(a)")]
    assert compare_data(OBS, _Obs(OBS.lines * 2, dice=(2, 6)))[0].field == "lines"
