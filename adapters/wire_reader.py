"""The field-by-field reader of round scripts and observations: every missing field, wrong
type or unknown value raises :class:`WireError` naming the JSON path
(``settlements[3].paid``), and it takes every spelling the protocol allows (``10d``, a
``null`` optional field, a wager named without its " Wager").
"""

from __future__ import annotations

import builtins
from collections.abc import Callable
from typing import Any, TypeVar

from tablecert.oracle.cards import Card, CardError, parse_card
from tablecert.oracle.errors import TablecertError
from tablecert.oracle.round import (
    Choice,
    DealtCard,
    Decision,
    Event,
    EventKind,
    Fault,
    FaultKind,
    Observation,
    Outcome,
    Reason,
    Refusal,
    RoundScript,
    SettlementLine,
    Source,
    WagerPlacement,
)
from tablecert.oracle.wagers import Wager

__all__ = ["MAX_STEP_EVENTS", "WireError", "card_from_json", "enum_member", "observation_strict",
           "script_strict", "step_events"]

_E = TypeVar("_E")


class WireError(TablecertError, ValueError):
    """A payload that does not follow the protocol; ``path`` is the JSON path."""

    def __init__(self, path: str, message: str) -> None:
        self.path = path
        super().__init__(f"{path or '(body)'}: {message}")



class _Reader:
    def __init__(self, data: Any, path: str = "") -> None:
        self.data = data
        self.path = path

    def _at(self, key: str | int) -> str:
        if isinstance(key, int):
            return f"{self.path}[{key}]"
        return f"{self.path}.{key}" if self.path else key

    def obj(self, key: str, *, optional: bool = False) -> _Reader | None:
        value = self._field(key, dict, optional)
        return None if value is None else _Reader(value, self._at(key))

    def items(self, key: str, *, optional: bool = False) -> list[_Reader]:
        value = self._field(key, list, optional)
        return [_Reader(v, f"{self._at(key)}[{i}]") for i, v in enumerate(value or [])]

    def _field(self, key: str, kind: type, optional: bool) -> Any:
        if not isinstance(self.data, dict):
            raise WireError(self.path, f"expected an object, got {type(self.data).__name__}")
        if key not in self.data or self.data[key] is None:
            if optional:
                return None
            raise WireError(self._at(key), "missing")
        value = self.data[key]
        if kind is int and isinstance(value, bool):
            raise WireError(self._at(key), f"expected an integer, got {value!r}")
        if not isinstance(value, kind):
            raise WireError(self._at(key), f"expected {kind.__name__}, got {type(value).__name__}")
        return value

    def int(self, key: str, *, optional: bool = False) -> Any:
        return self._field(key, int, optional)

    def str(self, key: str, *, optional: bool = False, default: str = "") -> Any:
        value = self._field(key, str, optional)
        return default if value is None else value

    def bool(self, key: builtins.str, *, optional: builtins.bool = False) -> Any:
        return self._field(key, bool, optional)

    def enum(self, key: builtins.str, parse: Callable[[builtins.str], _E], *,
             optional: builtins.bool = False) -> _E | None:
        raw = self._field(key, str, optional)
        if raw is None:
            return None
        try:
            return parse(raw)
        except ValueError as exc:
            raise WireError(self._at(key), str(exc)) from None

    def card(self, key: builtins.str) -> Card:
        return card_from_json(self._field(key, str, False), self._at(key))


def card_from_json(raw: object, path: str) -> Card:
    if not isinstance(raw, str):
        raise WireError(path, f"expected a card like 'As', got {raw!r}")
    try:
        return parse_card(raw)
    except CardError as exc:
        raise WireError(path, str(exc)) from None


def enum_member(kind: type[Any]) -> Callable[[str], Any]:
    """The wire's reading of an enum: the value exactly as the protocol spells it (no other
    case, no word left out); anything else names the values (400 ``invalid-request``)."""

    def parse(raw: str) -> Any:
        try:
            return kind(raw)
        except ValueError:
            raise ValueError(f"{raw!r} is not one of {', '.join(repr(k.value) for k in kind)}") from None

    return parse


def _decision_from(r: _Reader) -> Decision:
    return Decision(r.int("seat"), r.enum("choice", enum_member(Choice)),  # type: ignore[arg-type]
                    r.enum("wager", enum_member(Wager), optional=True))



MAX_STEP_EVENTS = 64
"""At most this many events in one step's answer (Capability.STEP_EVENTS): a step of a round
has a handful; more is a system not following the protocol, not something to read on."""


def _events_from(r: _Reader, *, optional: bool) -> tuple[Event, ...]:
    return tuple(
        Event(e.enum("kind", enum_member(EventKind)),  # type: ignore[arg-type]
              e.str("detail", optional=True), e.str("citation", optional=True))
        for e in r.items("events", optional=optional)
    )


def step_events(data: Any) -> tuple[Event, ...]:
    """The optional ``events`` of a step's answer (``{"accepted": true, "events": [...]}``,
    Capability.STEP_EVENTS), each ``{kind, detail, citation}`` as in an observation; none
    where the field is missing or null. At most :data:`MAX_STEP_EVENTS`; anything else
    raises WireError naming the JSON path (``events[2].kind``)."""
    r = _Reader(data)
    raw = r._field("events", list, True)
    if raw is not None and len(raw) > MAX_STEP_EVENTS:
        raise WireError("events", f"{len(raw)} events in one step's answer; at most {MAX_STEP_EVENTS}")
    return _events_from(r, optional=True)


def script_strict(data: Any) -> RoundScript:
    """The reader's decoding of a round script, field by field."""
    r = _Reader(data)
    deck_raw = r._field("deck", list, False)
    deck = tuple(card_from_json(c, f"deck[{i}]") for i, c in enumerate(deck_raw))
    return RoundScript(
        wagers=tuple(
            WagerPlacement(w.int("seat"), w.enum("wager", enum_member(Wager)),  # type: ignore[arg-type]
                           w.int("amount"), bool(w.bool("after_no_more_bets", optional=True)))
            for w in r.items("wagers")
        ),
        deck=deck,
        decisions=tuple(_decision_from(d) for d in r.items("decisions", optional=True)),
        faults=tuple(
            Fault(f.enum("kind", enum_member(FaultKind)),  # type: ignore[arg-type]
                  f.int("at", optional=True), f.str("position", optional=True) or None,
                  f.int("count", optional=True))
            for f in r.items("faults", optional=True)
        ),
        default_play=True if r.bool("default_play", optional=True) is None
        else bool(r.bool("default_play", optional=True)),
    )



def observation_strict(data: Any) -> Observation:
    """The reader's decoding of an observation, field by field."""
    r = _Reader(data)
    hands_reader = r.obj("hands")
    assert hands_reader is not None
    hands: dict[str, tuple[Card, ...]] = {}
    for position, cards in hands_reader.data.items():
        if not isinstance(cards, list):
            raise WireError(f"hands.{position}", "expected a list of cards")
        hands[position] = tuple(card_from_json(c, f"hands.{position}[{i}]") for i, c in enumerate(cards))
    return Observation(
        round_number=r.int("round_number"),
        dealt=tuple(DealtCard(d.str("position"), d.card("card")) for d in r.items("dealt")),
        hands=hands,
        decisions=tuple(_decision_from(d) for d in r.items("decisions")),
        settlements=tuple(
            SettlementLine(
                s.int("seat"), s.enum("wager", enum_member(Wager)),  # type: ignore[arg-type]
                s.enum("outcome", enum_member(Outcome)),  # type: ignore[arg-type]
                s.int("amount"), s.int("paid"), s.int("returned"),
                s.str("odds", optional=True), s.str("hand", optional=True),
                s.enum("source", enum_member(Source)),  # type: ignore[arg-type]
                s.str("citation", optional=True), s.str("note", optional=True),
            )
            for s in r.items("settlements")
        ),
        refusals=tuple(
            Refusal(f.int("seat"), f.enum("wager", enum_member(Wager)),  # type: ignore[arg-type]
                    f.int("amount"), f.enum("reason", enum_member(Reason)),  # type: ignore[arg-type]
                    f.str("citation", optional=True), f.str("message", optional=True))
            for f in r.items("refusals")
        ),
        events=_events_from(r, optional=False),
        dealer_qualifies=r.bool("dealer_qualifies", optional=True),
        void=bool(r.bool("void")),
        meter_before=r.int("meter_before", optional=True),
        meter_after=r.int("meter_after", optional=True),
        deck=r.int("deck", optional=True),
        five_card_meter_before=r.int("five_card_meter_before", optional=True),
        five_card_meter_after=r.int("five_card_meter_after", optional=True),
        wagered=r.int("wagered"),
        table_result=r.int("table_result"),
        progressive_paid=r.int("progressive_paid"),
    )

