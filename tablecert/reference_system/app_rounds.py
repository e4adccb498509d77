"""The reference system's handlers of rounds: a round step by step (open, wagers, no more
bets, deal, decisions, settle), a scripted round (a card game's or another game's), and
system-shuffled rounds, one or a batch. Each reads the system from ``request.app.state.system``
(:mod:`tablecert.reference_system.app_state`); a table has at most one round in hand, and
opening one abandons a round never settled."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from msgspec.structs import replace
from starlette.requests import Request
from starlette.responses import Response

from tablecert.adapters.contract import Capability
from tablecert.adapters.game_wire import from_builtins, to_builtins
from tablecert.adapters.http import ErrorReason
from tablecert.adapters.wire import (
    MAX_BATCH,
    WireError,
    observation_to_json,
    script_from_bytes,
    script_from_json,
    shuffled_round_bytes,
)
from tablecert.adapters.wire_json import duplicate_key
from tablecert.adapters.wire_reader import enum_member
from tablecert.oracle.card_round.engine import RoundEngine
from tablecert.oracle.cards import Card, CardError
from tablecert.oracle.catalogue import GAMES
from tablecert.oracle.game import GameTable
from tablecert.oracle.round import Choice, IllegalAction, Observation, RoundScript
from tablecert.oracle.wagers import Wager
from tablecert.reference_system.app_state import SystemState, system_of
from tablecert.reference_system.decoding import (
    MAX_LIST_ITEMS,
    ProtocolError,
    answer_json,
    answer_observation,
    body_enum,
    body_field,
    check_deck,
    invalid,
    json_body,
    long_list,
    parse_body,
    read_body,
    refused,
)
from tablecert.reference_system.tables import TableState

__all__ = ["deal", "decide", "new_round", "no_more_bets", "place", "scripted_round", "settle",
           "shuffled_round", "shuffled_round_batch"]


# ------------------------------------------------------------------ step by step
def _step(served: SystemState, engine: RoundEngine, act: Callable[[], object]) -> Response:
    """One step of an interactive round: a refusal of the oracle's is 409 with its reason;
    the answer holds the events the step added where the system declares ``step-events``."""
    before = len(engine.events)
    try:
        act()
    except IllegalAction as exc:
        raise refused(exc) from None
    return served.accepted(engine, before)


def _stepped_round(served: SystemState, request: Request) -> tuple[TableState, RoundEngine]:
    """The open round a step of the round is for, where the table plays step by step
    (docs/protocol.md, "Capabilities": ``step-by-step``)."""
    served.needs(Capability.STEP_BY_STEP)
    return served.tables.round(request)


async def new_round(request: Request) -> Response:
    served = system_of(request)
    served.needs(Capability.STEP_BY_STEP)
    round_id, engine = served.tables.get(request).open_round()
    return answer_json({"round_id": round_id, "round_number": engine.number}, 201)


async def place(request: Request) -> Response:
    served = system_of(request)
    body = await json_body(request)
    _, engine = _stepped_round(served, request)
    seat = body_field(body, "seat", int)
    wager = body_enum(body, "wager", enum_member(Wager))
    amount = body_field(body, "amount", int)
    assert wager is not None
    return _step(served, engine, lambda: engine.place(seat, wager, amount))


async def no_more_bets(request: Request) -> Response:
    served = system_of(request)
    _, engine = _stepped_round(served, request)
    return _step(served, engine, engine.no_more_bets)


async def deal(request: Request) -> Response:
    served = system_of(request)
    body = await json_body(request)
    _, engine = _stepped_round(served, request)
    try:
        # the deal body's fields are a RoundScript's, so the script decoder checks them
        # and names the same paths (deck[3], faults[0].kind)
        part = script_from_json({"wagers": [], "deck": body.get("deck"),
                                 "faults": body.get("faults")})
    except WireError as exc:
        raise invalid(exc) from None
    check_deck(len(part.deck))
    if part.faults:
        served.needs(Capability.FAULT_INJECTION)
    before = len(engine.events)
    try:
        engine.deal(part.deck, part.faults)
    except IllegalAction as exc:
        raise refused(exc) from None
    except ValueError as exc:  # a deck that is not a deck (CardError)
        raise invalid(WireError("deck", str(exc))) from None
    return served.accepted(engine, before)


async def decide(request: Request) -> Response:
    served = system_of(request)
    body = await json_body(request)
    _, engine = _stepped_round(served, request)
    seat = body_field(body, "seat", int)
    choice = body_enum(body, "choice", enum_member(Choice))
    wager = body_enum(body, "wager", enum_member(Wager), optional=True)
    assert choice is not None
    return _step(served, engine, lambda: engine.decide(seat, choice, wager))


async def settle(request: Request) -> Response:
    served = system_of(request)
    state, engine = _stepped_round(served, request)
    try:
        obs = engine.settle()
    except IllegalAction as exc:
        raise refused(exc) from None
    except ValueError as exc:  # a wager the paytable cannot pay in whole cents
        raise ProtocolError(400, ErrorReason.INVALID_REQUEST, str(exc), path="wagers") from None
    state.settled = True
    return answer_observation(state.completed(obs))


# ------------------------------------------------------------------ scripted rounds
def _play_game(table: GameTable, body: dict[str, Any]) -> Any:
    """A scripted round of a game of :data:`tablecert.oracle.catalogue.GAMES`: a script that does not fit
    the game's script type is a 400 naming the field; a refusal of the game's rules is
    inside the observation, as the game reports it."""
    long = long_list(body)
    if long is not None:
        raise invalid(WireError(long, f"more than {MAX_LIST_ITEMS:,} items; no round needs as many"))
    try:
        script: object = from_builtins(body, GAMES[table.rules.game].script)
    except WireError as exc:
        raise invalid(exc) from None
    try:
        return table.play(script)
    except IllegalAction as exc:
        raise refused(exc) from None
    except ValueError as exc:  # a script the game cannot play (the game's own message)
        raise ProtocolError(400, ErrorReason.INVALID_REQUEST, str(exc), path="") from None


async def scripted_round(request: Request) -> Response:
    served = system_of(request)
    raw = await read_body(request)
    served.needs(Capability.SCRIPTED_ROUND)
    game_table = served.tables.game(request.path_params["table_id"])
    if game_table is not None:
        return answer_json(to_builtins(_play_game(game_table, parse_body(raw))))
    # a well-formed script straight from the bytes; anything else is decoded as every
    # body is, so a bad one is refused in the same order and words (400 before 404)
    script = script_from_bytes(raw) if duplicate_key(raw) is None else None
    if script is None:
        body = parse_body(raw)
        state = served.tables.get(request)
        try:
            script = script_from_json(body)
        except WireError as exc:
            raise invalid(exc) from None
    else:
        state = served.tables.get(request)
    check_deck(len(script.deck))
    if script.faults:
        served.needs(Capability.FAULT_INJECTION)
    _, engine = state.open_round()
    try:
        obs = engine.run(script)
    except IllegalAction as exc:
        raise refused(exc) from None
    except CardError as exc:  # a deck that is not a deck
        raise invalid(WireError("deck", str(exc))) from None
    except ValueError as exc:  # a wager the paytable cannot pay in whole cents
        raise ProtocolError(400, ErrorReason.INVALID_REQUEST, str(exc), path="wagers") from None
    state.settled = True
    return answer_observation(state.completed(obs))


# ------------------------------------------------------------------ system-shuffled rounds
def _play_shuffled(state: TableState, script: RoundScript, *,
                   at: str = "") -> tuple[tuple[Card, ...], Observation]:
    """One system-shuffled round at the table: a new round, the table's shuffler's next
    deck, the script played from it; the deck and the completed observation. ``at`` is
    where the script stands in the request body (``script.`` in a batch)."""
    _, engine = state.open_round()
    deck = state.shuffler.shuffle()
    try:
        obs = engine.run(replace(script, deck=deck))
    except IllegalAction as exc:
        raise refused(exc) from None
    except CardError as exc:  # a fault that says the deck holds another number of cards
        raise invalid(WireError(f"{at}faults", str(exc))) from None
    except ValueError as exc:  # a wager the paytable cannot pay in whole cents
        raise ProtocolError(400, ErrorReason.INVALID_REQUEST, str(exc), path=f"{at}wagers") from None
    state.settled = True
    return deck, state.completed(obs)


async def shuffled_round(request: Request) -> Response:
    """649a.5(a): the table's own shuffler mixes the deck, the round is dealt from it,
    and the answer reports the deck order with the observation."""
    served = system_of(request)
    body = await json_body(request)
    served.needs(Capability.SELF_SHUFFLE)
    state = served.tables.get(request)
    if body.get("deck") is not None:
        raise invalid(WireError("deck", "a system-shuffled round takes no deck: the system "
                                 "shuffles its own"))
    try:
        script = script_from_json({**body, "deck": []})
    except WireError as exc:
        raise invalid(exc) from None
    deck, obs = _play_shuffled(state, script)
    return answer_json({"deck": [str(c) for c in deck], "observation": observation_to_json(obs)})


async def shuffled_round_batch(request: Request) -> Response:
    """Protocol 1.2, capability ``batched-rounds``: ``rounds`` system-shuffled rounds of
    one script in one request, played and answered in order, each exactly as
    ``shuffled_round`` would play and answer it."""
    served = system_of(request)
    body = await json_body(request)
    served.needs(Capability.BATCHED_ROUNDS)
    state = served.tables.get(request)
    count = body_field(body, "rounds", int)
    if not 1 <= count <= MAX_BATCH:
        raise invalid(WireError("rounds", f"{count}: between 1 and {MAX_BATCH} rounds a batch"))
    raw = body_field(body, "script", dict)
    if raw.get("deck") is not None:
        raise invalid(WireError("script.deck", "a system-shuffled round takes no deck: the "
                                 "system shuffles its own"))
    try:
        script = script_from_json({**raw, "deck": []})
    except WireError as exc:
        raise invalid(WireError(f"script.{exc.path}", str(exc).split(": ", 1)[-1])) from None
    answers = [shuffled_round_bytes(*_play_shuffled(state, script, at="script.")) for _ in range(count)]
    return Response(b'{"rounds":[' + b",".join(answers) + b"]}", 200, media_type="application/json")
