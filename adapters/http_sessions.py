"""The HTTP adapter's sessions: a table of Three Card Poker or Let It Ride (its scripted,
stepped, system-shuffled and batched rounds, recall and meters), a stepped round, and a table
of any other game of the catalogue over the protocol's generic endpoints. Each observation
is checked (adapters/sanity.py) before it is trusted.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from tablecert.adapters.contract import Capability, GameTableSession, Meters, RoundSession, TableSession
from tablecert.adapters.game_wire import from_builtins, to_builtins
from tablecert.adapters.http_answers import RefusalAnswer
from tablecert.adapters.http_client import HttpClient
from tablecert.adapters.sanity import impossibilities
from tablecert.adapters.wire import (
    MAX_BATCH,
    WireError,
    card_from_json,
    encode_script,
    observation_from_bytes,
    observation_to_json,
    script_to_json,
    shuffled_batch_from_bytes,
    shuffled_round_from_bytes,
)
from tablecert.adapters.wire_reader import step_events
from tablecert.oracle.card_games import RulesSubmission
from tablecert.oracle.cards import Card
from tablecert.oracle.catalogue import GAMES
from tablecert.oracle.game import GameRules
from tablecert.oracle.money import Cents
from tablecert.oracle.round import Choice, Fault, Observation, RoundScript
from tablecert.oracle.wagers import Wager

__all__ = ["HttpGameTable", "HttpRound", "HttpTable"]


class HttpRound(RoundSession):
    def __init__(self, client: HttpClient, path: str, table: HttpTable) -> None:
        self._client = client
        self._path = path
        self._table = table
        self._deck: tuple[Card, ...] | None = None

    @property
    def path(self) -> str:
        """The round's path, ``/v1/tables/{id}/rounds/{round_id}``."""
        return self._path

    def _step(self, step: str, body: Any = None) -> Any:
        self.last_events = ()
        return self._client.call("POST", f"{self._path}/{step}", body, ok=200, refusable=True,
                                 capability=Capability.STEP_BY_STEP)

    def _accepted(self, step: str, answer: Any) -> bool:
        if isinstance(answer, RefusalAnswer):
            self.last_refusal = answer.illegal()
            return False
        self._client.shape(f"POST {self._path}/{step}", answer, {"accepted": (bool,)})
        if answer["accepted"] is not True:
            raise self._client.fault(f"POST {self._path}/{step}", "HTTP 200 with accepted false: "
                                     "a refusal is a 409 with a reason code", json.dumps(answer))
        if Capability.STEP_EVENTS not in (self._table.capabilities or frozenset()):
            return True  # not declared: the answer's events, if any, are not read
        try:
            self.last_events = step_events(answer)
        except WireError as exc:
            raise self._client.fault(f"POST {self._path}/{step}", f"the step's events do not follow "
                                     f"the protocol: {exc}", json.dumps(answer)) from None
        return True

    def place(self, seat: int, wager: Wager, amount: Cents) -> bool:
        body = {"seat": seat, "wager": wager.value, "amount": amount}
        return self._accepted("wagers", self._step("wagers", body))

    def no_more_bets(self) -> None:
        answer = self._step("no-more-bets")
        if isinstance(answer, RefusalAnswer):
            raise answer.illegal()
        self._accepted("no-more-bets", answer)

    def deal(self, deck: Sequence[Card], faults: Sequence[Fault] = ()) -> None:
        self._deck = tuple(deck)
        encoded = script_to_json(RoundScript(wagers=(), deck=tuple(deck), faults=tuple(faults)))
        answer = self._step("deal", {"deck": encoded["deck"], "faults": encoded["faults"]})
        if isinstance(answer, RefusalAnswer):
            raise answer.illegal()
        self._accepted("deal", answer)

    def decide(self, seat: int, choice: Choice, wager: Wager | None = None) -> bool:
        body: dict[str, Any] = {"seat": seat, "choice": choice.value}
        if wager is not None:
            body["wager"] = wager.value
        return self._accepted("decisions", self._step("decisions", body))

    def settle(self) -> Observation:
        self.last_events = ()
        answer = self._client.call("POST", f"{self._path}/settle", ok=200, refusable=True,
                                   fast=observation_from_bytes, capability=Capability.STEP_BY_STEP)
        if isinstance(answer, RefusalAnswer):
            raise answer.illegal()
        endpoint = f"POST {self._path}/settle"
        obs = answer if isinstance(answer, Observation) else self._client.observation(endpoint, answer)
        script = RoundScript(wagers=(), deck=self._deck) if self._deck is not None else None
        checked = self._table.checked(endpoint, obs, script)
        self.last_events = checked.events
        return checked


class HttpTable(TableSession):
    def __init__(self, client: HttpClient, rules: RulesSubmission, table_id: str,
                 capabilities: frozenset[Capability]) -> None:
        self._client = client
        self.rules = rules
        self.table_id = table_id
        self.capabilities = capabilities
        self._path = f"/v1/tables/{table_id}"
        self._last_round = 0

    def new_round(self) -> RoundSession:
        endpoint = f"POST {self._path}/rounds"
        answer = self._client.shape(endpoint, self._client.call("POST", f"{self._path}/rounds", ok=201,
                                                                capability=Capability.STEP_BY_STEP),
                                    {"round_id": (str,), "round_number": (int,)})
        return HttpRound(self._client, f"{self._path}/rounds/{answer['round_id']}", self)

    def malformed(self, step: str, raw: bytes) -> dict[str, Any]:
        """``raw`` bytes sent to ``step`` of a new round (Capability.STEP_BY_STEP), where the
        protocol answers 400 ``invalid-request`` (docs/protocol.md, Errors): the error object.
        Any other answer is a SystemFault naming it."""
        session = self.new_round()
        assert isinstance(session, HttpRound)
        path = f"{session.path}/{step}"
        answer = self._client.call("POST", path, raw, ok=400, capability=Capability.STEP_BY_STEP)
        error = self._client.shape(f"POST {path}", answer, {"error": (dict,)})["error"]
        return dict(error)

    def play(self, script: RoundScript) -> Observation:
        path = f"{self._path}/scripted-rounds"
        answer = self._client.call("POST", path, encode_script(script), ok=200, refusable=True,
                                   fast=observation_from_bytes, capability=Capability.SCRIPTED_ROUND)
        if isinstance(answer, RefusalAnswer):
            raise answer.illegal()
        endpoint = f"POST {path}"
        obs = answer if isinstance(answer, Observation) else self._client.observation(endpoint, answer)
        return self.checked(endpoint, obs, script)

    def checked(self, endpoint: str, obs: Observation, script: RoundScript | None) -> Observation:
        """An observation no honest system could send (a card not in the deck, money from
        nothing, a round already reported) is the system's fault, not a verdict."""
        problems = impossibilities(obs, script)
        if obs.round_number <= self._last_round:
            problems.append(f"round_number {obs.round_number}: a reply about a round already "
                            f"reported (the last was {self._last_round})")
        if problems:
            raise self._client.fault(endpoint, "an impossible observation: " + "; ".join(problems),
                                     json.dumps(observation_to_json(obs)))
        self._last_round = obs.round_number
        return obs

    def shuffled_round(self, script: RoundScript) -> tuple[tuple[Card, ...], Observation]:
        """``POST /v1/tables/{id}/shuffled-rounds`` (Capability.SELF_SHUFFLE): the deck the
        system shuffled must be 52 distinct cards, and the round must be dealt from it."""
        path = f"{self._path}/shuffled-rounds"
        endpoint = f"POST {path}"
        body = script_to_json(script)
        del body["deck"]
        answer = self._client.call("POST", path, body, ok=200, refusable=True,
                                   fast=shuffled_round_from_bytes, capability=Capability.SELF_SHUFFLE)
        if isinstance(answer, RefusalAnswer):
            raise answer.illegal()
        if isinstance(answer, tuple):  # read on the fast path (adapters/wire.py)
            deck, obs = answer
            return deck, self.checked(endpoint, obs, RoundScript(wagers=(), deck=deck))
        answer = self._client.shape(endpoint, answer, {"deck": (list,), "observation": (dict,)})
        deck = self._deck(endpoint, answer["deck"])
        obs = self._client.observation(endpoint, answer["observation"], "observation")
        return deck, self.checked(endpoint, obs, RoundScript(wagers=(), deck=deck))

    def shuffled_rounds(self, script: RoundScript, count: int) -> list[tuple[tuple[Card, ...], Observation]]:
        """``POST /v1/tables/{id}/shuffled-round-batches`` (protocol 1.2, Capability
        .BATCHED_ROUNDS) where the table offers it: ``count`` (at most MAX_BATCH) rounds in
        one request, each checked as :meth:`shuffled_round` checks one; else one at a time."""
        if count == 1 or Capability.BATCHED_ROUNDS not in (self.capabilities or ()):
            return [self.shuffled_round(script) for _ in range(count)]
        if count > MAX_BATCH:
            raise ValueError(f"{count} rounds: at most {MAX_BATCH} a batch")
        path = f"{self._path}/shuffled-round-batches"
        endpoint = f"POST {path}"
        body = script_to_json(script)
        del body["deck"]
        answer = self._client.call("POST", path, {"script": body, "rounds": count}, ok=200,
                                   refusable=True, fast=shuffled_batch_from_bytes,
                                   capability=Capability.BATCHED_ROUNDS)
        if isinstance(answer, RefusalAnswer):
            raise answer.illegal()
        if not isinstance(answer, list):  # the fast path refused it: read it field by field
            answer = self._client.shape(endpoint, answer, {"rounds": (list,)})["rounds"]
            rounds = []
            for i, entry in enumerate(answer):
                entry = self._client.shape(endpoint, entry, {"deck": (list,), "observation": (dict,)})
                rounds.append((self._deck(endpoint, entry["deck"]),
                               self._client.observation(endpoint, entry["observation"],
                                                        f"rounds[{i}].observation")))
            answer = rounds
        if len(answer) != count:
            raise self._client.fault(endpoint, f"rounds: {len(answer)} rounds for a batch of {count}")
        return [(deck, self.checked(endpoint, obs, RoundScript(wagers=(), deck=deck)))
                for deck, obs in answer]

    def _deck(self, endpoint: str, raw: list[Any]) -> tuple[Card, ...]:
        """A reported deck: 52 valid, distinct cards, else a SystemFault naming the entry."""
        cards: list[Card] = []
        seen: dict[Card, int] = {}
        for i, entry in enumerate(raw):
            try:
                card = card_from_json(entry, f"deck[{i}]")
            except WireError as exc:
                raise self._client.fault(endpoint, f"the shuffled deck does not follow the protocol: "
                                         f"{exc}", json.dumps(raw)) from None
            if card in seen:
                raise self._client.fault(endpoint, f"deck[{i}]: {card} already at deck[{seen[card]}]; "
                                         "a shuffled deck holds each of the 52 cards once",
                                         json.dumps(raw))
            seen[card] = i
            cards.append(card)
        if len(cards) != 52:
            raise self._client.fault(endpoint, f"deck: {len(cards)} cards; a shuffled deck holds "
                                     "all 52 (649a.3(a))", json.dumps(raw))
        return tuple(cards)

    def recall(self, rounds: int) -> list[Observation]:
        path = f"{self._path}/recall"
        endpoint = f"GET {path}"
        answer = self._client.shape(endpoint, self._client.call("GET", path, ok=200,
                                                                params={"rounds": rounds},
                                                                capability=Capability.RECALL),
                                    {"observations": (list,)})
        return [self._client.observation(endpoint, o, f"observations[{i}]")
                for i, o in enumerate(answer["observations"])]

    def meters(self) -> Meters:
        """``GET /v1/tables/{id}/meters`` (Capability.METERS); the optional ``five_card_meter``
        and ``table_inventory`` are read where the system sends them."""
        path = f"{self._path}/meters"
        endpoint = f"GET {path}"
        answer = self._client.shape(endpoint, self._client.call("GET", path, ok=200,
                                                                capability=Capability.METERS),
                                    {"meter": (int, type(None)), "rounds": (int,)})
        optional: dict[str, Cents | None] = {}
        for name in ("five_card_meter", "table_inventory"):
            value = answer.get(name)
            if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
                raise self._client.fault(endpoint, f"{name}: {value!r} is not a whole number of cents",
                                         json.dumps(answer)[:300])
            optional[name] = value
        return Meters(answer["meter"], answer["rounds"], **optional)

    def close(self) -> None:
        self._client.call("DELETE", self._path, ok=204)


class HttpGameTable(GameTableSession):
    """A table of a game of :data:`tablecert.oracle.catalogue.GAMES` over the protocol's generic endpoints
    (docs/protocol.md, "Other games")."""

    def __init__(self, client: HttpClient, rules: GameRules, table_id: str) -> None:
        self._client = client
        self.rules = rules
        self._path = f"/v1/tables/{table_id}"
        self._observation = GAMES[rules.game].observation

    def play(self, script: Any) -> Any:
        path = f"{self._path}/scripted-rounds"
        answer = self._client.call("POST", path, to_builtins(script), ok=200, refusable=True,
                                   capability=Capability.SCRIPTED_ROUND)
        if isinstance(answer, RefusalAnswer):  # a procedure or move the product does not offer
            raise answer.illegal()
        try:
            return from_builtins(answer, self._observation)
        except WireError as exc:
            raise self._client.fault(f"POST {path}", f"field {exc}",
                                     json.dumps(answer)[:300]) from None

    def close(self) -> None:
        self._client.call("DELETE", self._path, ok=204)
