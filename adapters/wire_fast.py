"""The fast path of decoding: msgspec checks a payload against typed mirrors of the shapes
(:class:`_ObservationWire`, :class:`_ScriptWire`) in C, at least as strictly as the reader
(adapters/wire_reader.py), and builds the oracle's records itself, straight from a body's
bytes with no dict in between. Whatever it does not accept outright gives None, and the
reader decides and names the field; so this changes the speed and nothing else
(tests/test_wire_fast_path.py).
"""

from __future__ import annotations

from typing import Any

import msgspec

from tablecert.oracle.cards import FULL_DECK, Card
from tablecert.oracle.round import (
    DealtCard,
    Decision,
    Event,
    Fault,
    Observation,
    Refusal,
    RoundScript,
    SettlementLine,
    WagerPlacement,
)

__all__ = [
    "observation_fast",
    "observation_from_bytes",
    "script_fast",
    "script_from_bytes",
    "shuffled_batch_from_bytes",
    "shuffled_round_from_bytes",
]


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
    except (msgspec.ValidationError, msgspec.DecodeError, RecursionError):  # the JSON reader words it
        return None


def observation_from_bytes(content: bytes) -> Observation | None:
    """The observation in a JSON body, or None where ``decode_json`` and
    :func:`observation_from_json` must decide (and name what is wrong)."""
    try:
        wire = _OBSERVATION_DECODER.decode(content)
        _PRESENCE_DECODER.decode(content)
    except (msgspec.ValidationError, msgspec.DecodeError, RecursionError):  # the JSON reader words it
        return None
    return _observation(wire)


def script_fast(data: Any) -> RoundScript | None:
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


def observation_fast(data: Any) -> Observation | None:
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
    except (msgspec.ValidationError, msgspec.DecodeError, RecursionError):  # the JSON reader words it
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
    except (msgspec.ValidationError, msgspec.DecodeError, RecursionError):  # the JSON reader words it
        return None
    rounds: list[tuple[tuple[Card, ...], Observation]] = []
    for entry in wire.rounds:
        one = _shuffled(entry)
        if one is None:
            return None
        rounds.append(one)
    return rounds
