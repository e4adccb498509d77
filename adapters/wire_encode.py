"""The protocol's JSON shapes for round scripts and observations, written: as JSON-shaped
data (:func:`script_to_json`, :func:`observation_to_json`) and as bytes encoded by msgspec
straight from the records, byte for byte the text ``json.dumps`` makes of that data.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

import msgspec

from tablecert.oracle.cards import FULL_DECK, Card
from tablecert.oracle.round import Decision, Event, Observation, RoundScript

__all__ = [
    "encode_observation",
    "encode_script",
    "events_to_json",
    "observation_to_json",
    "script_to_json",
    "shuffled_round_bytes",
]


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


def events_to_json(events: Sequence[Event]) -> list[dict[str, Any]]:
    """Events as an observation or a step's answer (Capability.STEP_EVENTS) lists them."""
    return [{"kind": e.kind.value, "detail": e.detail, "citation": e.citation} for e in events]


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
        "events": events_to_json(obs.events),
        **_scalars(obs),
    }


def _scalars(obs: Observation) -> dict[str, Any]:
    """The observation's plain fields after its lists, in the order both encoders write them."""
    return {
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
        **_scalars(obs),
    })


_TEXT = [str(c) for c in FULL_DECK]  # by Card.index
_ENCODER = msgspec.json.Encoder()

_DECK_TEXT = [f'"{t}"'.encode() for t in _TEXT]  # by Card.index


def shuffled_round_bytes(deck: tuple[Card, ...], obs: Observation) -> bytes:
    """One entry of a batch's ``rounds``: ``{"deck": [...], "observation": {...}}`` as compact
    JSON, the same text ``json.dumps`` makes of the single system-shuffled round's answer."""
    return (b'{"deck":[' + b",".join([_DECK_TEXT[c.index] for c in deck]) + b'],"observation":'
            + encode_observation(obs) + b"}")

