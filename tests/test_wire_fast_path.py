"""The wire codec's fast paths (adapters/wire.py) change the speed and nothing else: over
hundreds of random rounds the msgspec decoders give the records the field-by-field reader
gives, the msgspec encoders the bytes ``json.dumps`` gives; a malformed payload still ends
in a WireError naming its JSON path; and the HTTP transport (adapters/transport.py) is
requests' own adapter, no subclass of urllib3's connections.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import requests

from tablecert.adapters.wire import (
    WireError,
    encode_observation,
    encode_script,
    observation_from_bytes,
    observation_from_json,
    observation_to_json,
    script_from_bytes,
    script_from_json,
    script_to_json,
)
from tablecert.adapters.wire_fast import observation_fast
from tablecert.adapters.wire_reader import observation_strict, script_strict
from tablecert.fuzz import ROUND_BYTES, Choices, expand_round
from tablecert.oracle.card_games import RulesSubmission, Table, parse_rules_submission
from tablecert.oracle.cards import FULL_DECK
from tablecert.oracle.round import IllegalAction, Observation, RoundScript, WagerPlacement
from tablecert.oracle.wagers import Wager

RULES_DIR = Path(__file__).resolve().parent.parent / "rules_submissions"
RULES = ("pa-649a-paytable-A", "pa-649a-two-decks", "pa-649a-version-e", "pa-649a-progressive-B",
         "pa-643a-paytable-A", "pa-643a-automated-shoe-bonus")
ROUNDS = 60  # a rules file; 360 rounds in all


def _rules(name: str) -> RulesSubmission:
    path = RULES_DIR / f"{name}.yaml"
    return parse_rules_submission(path.read_text(encoding="utf-8"), source=str(path))


def _rounds(name: str, seed: int) -> Iterator[tuple[RoundScript, Observation]]:
    rules = _rules(name)
    table = Table(rules)
    rng = random.Random(seed)
    for _ in range(ROUNDS):
        script = expand_round(Choices(rng.randbytes(ROUND_BYTES)), rules)
        try:
            yield script, table.play(script)
        except IllegalAction:  # a script the round refuses as a whole: nothing to decode
            continue


def _compact(data: Any) -> bytes:
    return json.dumps(data, separators=(",", ":")).encode()


@pytest.mark.parametrize("name", RULES)
def test_the_fast_decoders_give_what_the_reader_gives_over_random_rounds(name: str) -> None:
    played = 0
    for script, obs in _rounds(name, seed=649 + RULES.index(name)):
        body = encode_script(script)
        assert body == _compact(script_to_json(script))
        assert script_from_bytes(body) == script_strict(json.loads(body)) == script
        assert script_from_json(json.loads(body)) == script

        answer = encode_observation(obs)
        data = json.loads(answer)
        assert answer == json.dumps(observation_to_json(obs), ensure_ascii=False,
                                    separators=(",", ":")).encode()
        strict = observation_strict(data)
        assert strict == obs
        assert observation_from_bytes(answer) == strict
        assert observation_from_bytes(json.dumps(data, indent=1).encode()) == strict
        assert observation_fast(data) == strict
        played += 1
    assert played > ROUNDS // 2


def _full_round() -> tuple[RoundScript, Observation]:
    """Seven seats with every wager of pa-649a-paytable-A (the benchmark's round)."""
    deck = list(FULL_DECK)
    random.Random(3).shuffle(deck)
    wagers = tuple(WagerPlacement(seat, wager, amount) for seat in range(1, 8)
                   for wager, amount in ((Wager.ANTE, 1000), (Wager.PAIR_PLUS, 500),
                                         (Wager.PROGRESSIVE, 100), (Wager.SIX_CARD_BONUS, 500)))
    script = RoundScript(wagers=wagers, deck=tuple(deck))
    return script, Table(_rules("pa-649a-paytable-A")).play(script)


def _answer() -> dict[str, Any]:
    data = json.loads(encode_observation(_full_round()[1]))
    assert len(data["settlements"]) > 3 and data["dealt"] and data["hands"]
    return data


@pytest.mark.parametrize(("spoil", "path", "words"), [
    (lambda d: d["settlements"][3].update(paid="12"), "settlements[3].paid", "expected int"),
    (lambda d: d["settlements"][3].pop("paid"), "settlements[3].paid", "missing"),
    (lambda d: d["settlements"][1].pop("returned"), "settlements[1].returned", "missing"),
    (lambda d: d["settlements"][0].pop("source"), "settlements[0].source", "missing"),
    (lambda d: d["settlements"][2].update(source="the cage"), "settlements[2].source", "not one of"),
    (lambda d: d["settlements"][0].update(amount=True), "settlements[0].amount", "expected an integer"),
    (lambda d: d["dealt"][2].update(card="1s"), "dealt[2].card", "unknown card"),
    (lambda d: d["hands"]["dealer"].__setitem__(1, "Zz"), "hands.dealer[1]", "unknown card"),
    (lambda d: d["decisions"][0].pop("choice"), "decisions[0].choice", "missing"),
    (lambda d: d["events"][0].update(kind="shuffled"), "events[0].kind", "not one of"),
    # an enum value is spelled exactly as the protocol writes it: "Ante" for "Ante Wager" is wrong
    (lambda d: d["settlements"][0].update(wager="Ante"), "settlements[0].wager", "not one of"),
    (lambda d: d["settlements"][0].update(wager="ante wager"), "settlements[0].wager", "not one of"),
    (lambda d: d.update(round_number=1.0), "round_number", "expected int"),
    (lambda d: d.pop("progressive_paid"), "progressive_paid", "missing"),
    (lambda d: d.update(void=None), "void", "missing"),
])
def test_a_malformed_answer_is_refused_naming_the_json_path(spoil: Any, path: str, words: str) -> None:
    data = _answer()
    spoil(data)
    assert observation_from_bytes(_compact(data)) is None
    with pytest.raises(WireError) as caught:
        observation_from_json(data)
    assert caught.value.path == path
    assert str(caught.value).startswith(f"{path}: ") and words in str(caught.value)


@pytest.mark.parametrize(("spell", "same"), [
    (lambda d: [x.update(card=x["card"].replace("T", "10")) for x in d["dealt"]], True),
    (lambda d: d["settlements"][0].update(odds=None, note=None), False),
    (lambda d: d.update(dealer_qualifies=None, meter_before=None), False),
])
def test_a_spelling_only_the_reader_takes_is_left_to_the_reader(spell: Any, same: bool) -> None:
    data = _answer()
    spell(data)
    fast = observation_from_bytes(_compact(data))
    strict = observation_strict(data)
    assert fast is None or fast == strict
    assert observation_from_json(data) == strict
    if same:  # another spelling of the same values: the same observation
        assert strict == _full_round()[1]


@pytest.mark.parametrize(("spoil", "path"), [
    (lambda d: d["wagers"][0].update(seat="1"), "wagers[0].seat"),
    (lambda d: d["deck"].__setitem__(5, "Xs"), "deck[5]"),
    (lambda d: d.pop("deck"), "deck"),
    (lambda d: d.update(faults=[{"kind": "nothing"}]), "faults[0].kind"),
])
def test_a_malformed_script_is_refused_naming_the_json_path(spoil: Any, path: str) -> None:
    data = script_to_json(_full_round()[0])
    spoil(data)
    assert script_from_bytes(_compact(data)) is None
    with pytest.raises(WireError) as caught:
        script_from_json(data)
    assert caught.value.path == path


# --------------------------------------------------------------------------- the transport
def test_the_http_adapter_uses_requests_plain_adapter() -> None:
    """No subclass of a library's connection classes (STYLE.md, public APIs only): the
    session mounts requests' own HTTPAdapter for both schemes."""
    from tablecert.adapters.http import HttpSystem

    system = HttpSystem("http://127.0.0.1:9")
    session = system._client.session
    assert {type(session.get_adapter(u)) for u in ("http://x", "https://x")} == {
        requests.adapters.HTTPAdapter}
    system.close()
