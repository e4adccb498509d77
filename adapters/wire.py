"""The protocol's JSON shapes for round scripts and observations, both ways.

Decoding never trusts the peer: every missing field, wrong type or unknown value raises
:class:`WireError` naming the JSON path (``settlements[3].paid``), so a vendor's bad
payload is reported as the vendor's fault, never as a verdict.

Decoding takes a fast path first (adapters/wire_fast.py): msgspec checks the payload
against typed mirrors of the shapes in C, at least as strictly as the reader
(adapters/wire_reader.py), and builds the oracle's records itself;
:func:`observation_from_bytes` and :func:`script_from_bytes` do so straight from a body's
bytes, with no dict in between. Anything the fast path does not accept outright, whether a
wrong payload or merely an unusual spelling (``10d``, a ``null`` optional field), goes
through the reader, which decides and names the field; so the fast path changes the speed
and nothing else (tests/test_wire_fast_path.py). Encoding (adapters/wire_encode.py) is
msgspec's too, byte for byte the text ``json.dumps`` makes of :func:`script_to_json` and
:func:`observation_to_json`; JSON text itself is read by :func:`decode_json`
(adapters/wire_json.py).
"""

from __future__ import annotations

from typing import Any

from tablecert.adapters.wire_encode import (
    encode_observation,
    encode_script,
    observation_to_json,
    script_to_json,
    shuffled_round_bytes,
)
from tablecert.adapters.wire_fast import (
    observation_fast,
    observation_from_bytes,
    script_fast,
    script_from_bytes,
    shuffled_batch_from_bytes,
    shuffled_round_from_bytes,
)
from tablecert.adapters.wire_json import MAX_DIGITS, decode_json
from tablecert.adapters.wire_reader import WireError, card_from_json, observation_strict, script_strict
from tablecert.oracle.round import Observation, RoundScript

__all__ = [
    "MAX_BATCH",
    "MAX_DIGITS",
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
DEFAULT_BATCH = 100
"""System-shuffled rounds a request where the system offers batches (``tablecert stats
--batch``, and the suite's 649a.5(a) scenario): a hundred rounds make one answer of about
150 KB, and cut the cost of a request to a hundredth of a round's (2,000 rounds: 20 requests,
not 2,000, 40 s less at 20 ms a request); more gains little and a fault costs a larger answer."""


def script_from_json(data: Any) -> RoundScript:
    """Decode a round script; raise WireError naming the first bad field."""
    fast = script_fast(data)
    return fast if fast is not None else script_strict(data)


def observation_from_json(data: Any) -> Observation:
    """Decode a system's observation; raise WireError naming the first bad field."""
    fast = observation_fast(data)
    return fast if fast is not None else observation_strict(data)
