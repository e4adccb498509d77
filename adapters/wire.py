"""The protocol's JSON shapes for round scripts and observations, both ways.

Decoding never trusts the peer: every missing field, wrong type or unknown value raises
:class:`WireError` naming the JSON path (``settlements[3].paid``), so a vendor's bad
payload is reported as the vendor's fault, never as a verdict.

Decoding takes a fast path first: msgspec checks the payload against typed mirrors of the
shapes (:class:`_ObservationWire`, :class:`_ScriptWire`) in C, at least as strictly as the
reader below, and builds the oracle's records itself; :func:`observation_from_bytes` and
:func:`script_from_bytes` do so straight from a body's bytes, with no dict in between.
Anything the fast path does not accept outright, whether a wrong payload or merely an
unusual spelling (``10d``, a ``null`` optional field), goes through the reader, which
decides and names the field; so the fast path changes the speed and nothing else
(tests/test_wire_fast_path.py). Encoding is msgspec's too, byte for byte the text
``json.dumps`` makes of :func:`script_to_json` and :func:`observation_to_json`.
"""

from __future__ import annotations

import builtins
import json
from collections.abc import Callable
from typing import Any, TypeVar

import msgspec
from tablecert.oracle.cards import FULL_DECK, Card, CardError, parse_card
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

__all__ = [
    "MAX_BATCH",
    "PROTOCOL_VERSION",
    "WireError",
    "card_from_json",
    "decode_json",
    "encode_observation",
    "encode_script",
    "observation_from_bytes",
    "observation_from_json",
    "observation_to_json",
    "script_from_bytes",
    "script_from_json",
    "script_to_json",
    "shuffled_batch_from_bytes",
    "shuffled_round_bytes",
    "shuffled_round_from_bytes",
]

PROTOCOL_VERSION = "1.2"
"""1.1 added the system-shuffled round (Capability ``self-shuffle``, 649a.5(a)) and
``shuffle_seed`` when a table is opened; 1.2 the optional batch of system-shuffled rounds
(Capability ``batched-rounds``). A 1.0 or 1.1 system still speaks everything else."""

MAX_BATCH = 1000
"""The most rounds one batch asks for (protocol 1.2): a thousand one-seat rounds answer in
about 1.5 MB, well within the adapter's bound on an answer's size."""

_E = TypeVar("_E")


class WireError(ValueError):
    """A payload that does not follow the protocol; ``path`` is the JSON path."""

    def __init__(self, path: str, message: str) -> None:
        self.path = path
        super().__init__(f"{path or '(body)'}: {message}")


# ------------------------------------------------------------------ encoding
def _cards(cards: tuple[Card, ...] | list[Card]) -> list[str]:
    return [_TEXT[c.index] for c in cards]


def script_to_json(script: RoundScript) -> dict[str, Any]:
    return {
        "wagers": [
            {"seat": w.seat, "wager": w.wager.value, "amount": w.amount,
             "after_no_more_bets": w.after_no_more_bets}
            for w in script.wagers
        ],
        "deck": _cards(script.deck),
        "decisions": [_decision(d) for d in script.decisions],
        "faults": [
            {k: v for k, v in (("kind", f.kind.value), ("at", f.at), ("position", f.position),
                               ("count", f.count)) if v is not None}
            for f in script.faults
        ],
        "default_play": script.default_play,
    }


def encode_script(script: RoundScript) -> bytes:
    """``script_to_json`` as the compact JSON ``json.dumps(..., separators=(",", ":"))``
    makes, byte for byte, encoded by msgspec straight from the records."""
    body = _ENCODER.encode({
        # WagerPlacement: msgspec writes its four fields in the order they are declared,
        # the order script_to_json writes them
        "wagers": script.wagers,
        "deck": [_TEXT[c.index] for c in script.deck],
        "decisions": [_decision(d) for d in script.decisions],  # no "wager": null
        "faults": [
            {k: v for k, v in (("kind", f.kind.value), ("at", f.at), ("position", f.position),
                               ("count", f.count)) if v is not None}
            for f in script.faults
        ],
        "default_play": script.default_play,
    })
    if not body.isascii():  # json.dumps escapes what is not ASCII (\u00e9), msgspec does not
        return json.dumps(script_to_json(script), separators=(",", ":")).encode()
    return body


def _decision(d: Decision) -> dict[str, Any]:
    out: dict[str, Any] = {"seat": d.seat, "choice": d.choice.value}
    if d.wager is not None:
        out["wager"] = d.wager.value
    return out


def observation_to_json(obs: Observation) -> dict[str, Any]:
    return {
        "round_number": obs.round_number,
        "dealt": [{"position": d.position, "card": str(d.card)} for d in obs.dealt],
        "hands": {p: _cards(c) for p, c in obs.hands.items()},
        "decisions": [_decision(d) for d in obs.decisions],
        "settlements": [
            {"seat": s.seat, "wager": s.wager.value, "outcome": s.outcome.value,
             "amount": s.amount, "paid": s.paid, "returned": s.returned, "odds": s.odds,
             "hand": s.hand, "source": s.source.value, "citation": s.citation, "note": s.note}
            for s in obs.settlements
        ],
        "refusals": [
            {"seat": r.seat, "wager": r.wager.value, "amount": r.amount, "reason": r.reason.value,
             "citation": r.citation, "message": r.message}
            for r in obs.refusals
        ],
        "events": [{"kind": e.kind.value, "detail": e.detail, "citation": e.citation}
                   for e in obs.events],
        "dealer_qualifies": obs.dealer_qualifies,
        "void": obs.void,
        "meter_before": obs.meter_before,
        "meter_after": obs.meter_after,
        "deck": obs.deck,
        "five_card_meter_before": obs.five_card_meter_before,
        "five_card_meter_after": obs.five_card_meter_after,
        "wagered": obs.wagered,
        "table_result": obs.table_result,
        "progressive_paid": obs.progressive_paid,
    }


def encode_observation(obs: Observation) -> bytes:
    """``observation_to_json`` as compact UTF-8 JSON, the same text ``json.dumps`` makes
    (``ensure_ascii=False``, no spaces), encoded by msgspec straight from the records."""
    return _ENCODER.encode({
        "round_number": obs.round_number,
        "dealt": [{"position": d.position, "card": _TEXT[d.card.index]} for d in obs.dealt],
        "hands": {p: [_TEXT[c.index] for c in cards] for p, cards in obs.hands.items()},
        "decisions": [_decision(d) for d in obs.decisions],  # no "wager": null
        # SettlementLine, Refusal, Event: msgspec writes a record's fields in the order
        # they are declared, the order observation_to_json writes them
        "settlements": obs.settlements,
        "refusals": obs.refusals,
        "events": obs.events,
        "dealer_qualifies": obs.dealer_qualifies,
        "void": obs.void,
        "meter_before": obs.meter_before,
        "meter_after": obs.meter_after,
        "deck": obs.deck,
        "five_card_meter_before": obs.five_card_meter_before,
        "five_card_meter_after": obs.five_card_meter_after,
        "wagered": obs.wagered,
        "table_result": obs.table_result,
        "progressive_paid": obs.progressive_paid,
    })


_TEXT = [str(c) for c in FULL_DECK]  # by Card.index
_ENCODER = msgspec.json.Encoder()


MAX_DIGITS = 30
"""The most digits a JSON number may have: money in cents fits in 19."""


def decode_json(content: bytes | str) -> Any:
    """``json.loads``, by msgspec where it can, and never trusting the text: a body msgspec
    does not take (not JSON, not UTF-8, ``NaN``) goes to ``json.loads``, which decides and
    words any error as before, except that here ``NaN`` and ``Infinity``, a number of more
    than :data:`MAX_DIGITS` digits and a string that is not valid Unicode (a lone surrogate
    such as ``"\\ud800"``, which ``json.loads`` lets through) are refused, and nesting
    deeper than the parser's own limit is a ``ValueError``, not a ``RecursionError``."""
    try:
        return _DECODER.decode(content)
    except RecursionError:
        raise ValueError("nested deeper than any answer of the protocol") from None
    except msgspec.DecodeError:
        pass
    try:
        data = json.loads(content, parse_constant=_no_constant, parse_int=_bounded_int,
                          parse_float=_bounded_float)
    except RecursionError:
        raise ValueError("nested deeper than any answer of the protocol") from None
    # msgspec refused the text, so it may hold what json.loads lets through: a lone
    # surrogate, written as a \\ud800 escape or encoded in the bytes themselves
    try:
        json.dumps(data, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError as exc:
        bad = exc.object[exc.start:exc.end].encode("unicode_escape").decode("ascii")
        raise ValueError(f"invalid Unicode: a lone surrogate {bad} in a string") from None
    return data


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise ValueError(f"a number of {len(text.lstrip('-'))} digits; at most {MAX_DIGITS}")
    return int(text)


def _bounded_float(text: str) -> float:
    if len(text) > MAX_DIGITS + 10:
        raise ValueError(f"a number of {len(text)} characters; at most {MAX_DIGITS + 10}")
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise ValueError(f"{text[:20]} is out of range")
    return value


_DECODER = msgspec.json.Decoder()


# ------------------------------------------------------------------ decoding
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


def _member(kind: type[Any]) -> Callable[[str], Any]:
    def parse(raw: str) -> Any:
        try:
            return kind(raw)
        except ValueError:
            raise ValueError(f"{raw!r} is not one of {', '.join(repr(k.value) for k in kind)}") from None

    return parse


def _decision_from(r: _Reader) -> Decision:
    return Decision(r.int("seat"), r.enum("choice", _member(Choice)),  # type: ignore[arg-type]
                    r.enum("wager", Wager.parse, optional=True))


def script_from_json(data: Any) -> RoundScript:
    """Decode a round script; raise WireError naming the first bad field."""
    fast = _script_fast(data)
    return fast if fast is not None else _script_strict(data)


def _script_strict(data: Any) -> RoundScript:
    """The reader's decoding of a round script, field by field."""
    r = _Reader(data)
    deck_raw = r._field("deck", list, False)
    deck = tuple(card_from_json(c, f"deck[{i}]") for i, c in enumerate(deck_raw))
    return RoundScript(
        wagers=tuple(
            WagerPlacement(w.int("seat"), w.enum("wager", Wager.parse),  # type: ignore[arg-type]
                           w.int("amount"), bool(w.bool("after_no_more_bets", optional=True)))
            for w in r.items("wagers")
        ),
        deck=deck,
        decisions=tuple(_decision_from(d) for d in r.items("decisions", optional=True)),
        faults=tuple(
            Fault(f.enum("kind", _member(FaultKind)),  # type: ignore[arg-type]
                  f.int("at", optional=True), f.str("position", optional=True) or None,
                  f.int("count", optional=True))
            for f in r.items("faults", optional=True)
        ),
        default_play=True if r.bool("default_play", optional=True) is None
        else bool(r.bool("default_play", optional=True)),
    )


def observation_from_json(data: Any) -> Observation:
    """Decode a system's observation; raise WireError naming the first bad field."""
    fast = _observation_fast(data)
    return fast if fast is not None else _observation_strict(data)


def _observation_strict(data: Any) -> Observation:
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
                s.int("seat"), s.enum("wager", Wager.parse),  # type: ignore[arg-type]
                s.enum("outcome", _member(Outcome)),  # type: ignore[arg-type]
                s.int("amount"), s.int("paid"), s.int("returned"),
                s.str("odds", optional=True), s.str("hand", optional=True),
                s.enum("source", _member(Source)),  # type: ignore[arg-type]
                s.str("citation", optional=True), s.str("note", optional=True),
            )
            for s in r.items("settlements")
        ),
        refusals=tuple(
            Refusal(f.int("seat"), f.enum("wager", Wager.parse),  # type: ignore[arg-type]
                    f.int("amount"), f.enum("reason", _member(Reason)),  # type: ignore[arg-type]
                    f.str("citation", optional=True), f.str("message", optional=True))
            for f in r.items("refusals")
        ),
        events=tuple(
            Event(e.enum("kind", _member(EventKind)),  # type: ignore[arg-type]
                  e.str("detail", optional=True), e.str("citation", optional=True))
            for e in r.items("events")
        ),
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


# ------------------------------------------------------------------ the fast path
# Typed mirrors of the JSON shapes, decoded by msgspec in C straight from the body's bytes
# (or converted from decoded JSON). Where a record's fields are plain values (a settlement
# line, a refusal, an event, a decision, a wager placement, a fault) msgspec builds the
# oracle's record (a frozen Struct) itself; a card is a string here and must be a card's
# canonical text (``As``). A field the reader requires is required here too: a record field
# with a default is optional to msgspec, so the three such fields of a settlement line the reader
# requires (``paid``, ``returned``, ``source``) are checked by a second, presence-only pass
# (:class:`_LinesPresent`); a record field without a default that the reader takes as
# optional (a refusal's ``citation`` and ``message``) only sends such a payload to the
# reader, which decides.
class _ScriptWire(msgspec.Struct):
    wagers: tuple[WagerPlacement, ...]
    deck: list[str]
    decisions: tuple[Decision, ...] = ()
    faults: tuple[Fault, ...] = ()
    default_play: bool = True


class _DealtWire(msgspec.Struct):
    position: str
    card: str


class _ObservationWire(msgspec.Struct):
    round_number: int
    dealt: list[_DealtWire]
    hands: dict[str, list[str]]
    decisions: tuple[Decision, ...]
    settlements: tuple[SettlementLine, ...]
    refusals: tuple[Refusal, ...]
    events: tuple[Event, ...]
    void: bool
    wagered: int
    table_result: int
    progressive_paid: int
    dealer_qualifies: bool | None = None
    meter_before: int | None = None
    meter_after: int | None = None
    deck: int | None = None
    five_card_meter_before: int | None = None
    five_card_meter_after: int | None = None


class _LinePresent(msgspec.Struct):
    paid: Any  # present; its type is checked by the first pass
    returned: Any
    source: Any


class _LinesPresent(msgspec.Struct):
    settlements: list[_LinePresent]


_CARDS = {str(c): c for c in FULL_DECK}
_CARD = _CARDS.__getitem__
# DealtCard records are immutable, so one record per (position, card) the oracle's tables
# name serves every round; a position outside this set gets a record of its own
_DEALT = {(position, text): DealtCard(position, card)
          for position in (*(f"seat {seat}" for seat in range(1, 10)), "dealer", "community",
                           "discard rack")
          for text, card in _CARDS.items()}
_SCRIPT_DECODER = msgspec.json.Decoder(_ScriptWire)
_OBSERVATION_DECODER = msgspec.json.Decoder(_ObservationWire)
_PRESENCE_DECODER = msgspec.json.Decoder(_LinesPresent)


def script_from_bytes(content: bytes) -> RoundScript | None:
    """The round script in a JSON body, or None where ``decode_json`` and
    :func:`script_from_json` must decide (and name what is wrong)."""
    try:
        return _script(_SCRIPT_DECODER.decode(content))
    except (msgspec.ValidationError, msgspec.DecodeError):
        return None


def observation_from_bytes(content: bytes) -> Observation | None:
    """The observation in a JSON body, or None where ``decode_json`` and
    :func:`observation_from_json` must decide (and name what is wrong)."""
    try:
        wire = _OBSERVATION_DECODER.decode(content)
        _PRESENCE_DECODER.decode(content)
    except (msgspec.ValidationError, msgspec.DecodeError):
        return None
    return _observation(wire)


def _script_fast(data: Any) -> RoundScript | None:
    """The script, or None where the reader must decide (and name what is wrong)."""
    try:
        return _script(msgspec.convert(data, _ScriptWire))
    except msgspec.ValidationError:
        return None


def _script(wire: _ScriptWire) -> RoundScript | None:
    try:
        deck = tuple(map(_CARD, wire.deck))
    except KeyError:  # a card not spelled canonically, or no card: the reader decides
        return None
    faults = wire.faults
    if any(f.position == "" for f in faults):  # the reader takes "" for no position
        faults = tuple(Fault(f.kind, f.at, f.position or None, f.count) for f in faults)
    return RoundScript(wire.wagers, deck, wire.decisions, faults, wire.default_play)


def _observation_fast(data: Any) -> Observation | None:
    """The observation, or None where the reader must decide (and name what is wrong)."""
    try:
        wire = msgspec.convert(data, _ObservationWire)
        msgspec.convert(data, _LinesPresent)
    except msgspec.ValidationError:
        return None
    return _observation(wire)


def _observation(wire: _ObservationWire) -> Observation | None:
    dealt_cache = _DEALT
    try:
        dealt = tuple([dealt_cache.get((d.position, d.card)) or DealtCard(d.position, _CARD(d.card))
                       for d in wire.dealt])
        hands = {position: tuple(map(_CARD, texts)) for position, texts in wire.hands.items()}
    except KeyError:  # a card not spelled canonically, or no card: the reader decides
        return None
    return Observation(
        wire.round_number, dealt, hands, wire.decisions, wire.settlements, wire.refusals,
        wire.events, wire.dealer_qualifies, wire.void, wire.meter_before, wire.meter_after,
        wire.deck, wire.five_card_meter_before, wire.five_card_meter_after, wire.wagered,
        wire.table_result, wire.progressive_paid,
    )


# ------------------------------------------------------------------ batches (protocol 1.2)
_DECK_TEXT = [f'"{t}"'.encode() for t in _TEXT]  # by Card.index


def shuffled_round_bytes(deck: tuple[Card, ...], obs: Observation) -> bytes:
    """One entry of a batch's ``rounds``: ``{"deck": [...], "observation": {...}}`` as compact
    JSON, the same text ``json.dumps`` makes of the single system-shuffled round's answer."""
    return (b'{"deck":[' + b",".join([_DECK_TEXT[c.index] for c in deck]) + b'],"observation":'
            + encode_observation(obs) + b"}")


class _ShuffledWire(msgspec.Struct):
    deck: list[str]
    observation: msgspec.Raw


class _BatchWire(msgspec.Struct):
    rounds: list[_ShuffledWire]


_BATCH_DECODER = msgspec.json.Decoder(_BatchWire)
_SHUFFLED_DECODER = msgspec.json.Decoder(_ShuffledWire)


def shuffled_round_from_bytes(content: bytes) -> tuple[tuple[Card, ...], Observation] | None:
    """A single system-shuffled round's answer (protocol 1.1), as :func:`shuffled_batch_from_bytes`
    reads each round of a batch; None where the JSON reader must decide."""
    try:
        wire = _SHUFFLED_DECODER.decode(content)
    except (msgspec.ValidationError, msgspec.DecodeError):
        return None
    return _shuffled(wire)


def _shuffled(entry: _ShuffledWire) -> tuple[tuple[Card, ...], Observation] | None:
    if len(entry.deck) != 52 or len(set(entry.deck)) != 52:
        return None
    try:
        deck = tuple(map(_CARD, entry.deck))
    except KeyError:
        return None
    obs = observation_from_bytes(bytes(entry.observation))
    return None if obs is None else (deck, obs)


def shuffled_batch_from_bytes(content: bytes) -> list[tuple[tuple[Card, ...], Observation]] | None:
    """Every round of a batch's answer, decks of 52 distinct cards each, or None where the
    JSON reader must decide and name what is wrong (then nothing here is trusted)."""
    try:
        wire = _BATCH_DECODER.decode(content)
    except (msgspec.ValidationError, msgspec.DecodeError):
        return None
    rounds: list[tuple[tuple[Card, ...], Observation]] = []
    for entry in wire.rounds:
        one = _shuffled(entry)
        if one is None:
            return None
        rounds.append(one)
    return rounds
