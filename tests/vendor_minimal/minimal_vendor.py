"""A minimal vendor system: Three Card Poker (649a), Ante/Play and Pair Plus only.

Written as a vendor would, from docs/protocol.md and docs/protocol.openapi.yaml and the
regulation (58 Pa. Code 649a.6, 649a.8-649a.12) alone: it imports nothing from tablecert's
own packages. Standard library plus PyYAML (the Rules Submission is YAML text).

Capabilities: ``forced-deck`` and ``scripted-round``. Tables that offer anything else
(a 649a.7(e) version, a Progressive Payout or Six Card Bonus Wager, another game) are
refused with 422 invalid-rules-submission.

    python tests/vendor_minimal/minimal_vendor.py 8090
"""

from __future__ import annotations

import itertools
import json
import re
import socket
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, ClassVar

import yaml

PROTOCOL = "docs/protocol.md"
RANKS = "23456789TJQKA"
SUITS = "shdc"
DECK = {r + s for r in RANKS for s in SUITS}

# 649a.12(b): Ante Bonus; 649a.12(d): Pair Plus. "to 1" odds by hand.
ANTE_BONUS = {
    "A": {"straight flush": 5, "three of a kind": 4, "straight": 1},
    "B": {"straight flush": 5, "three of a kind": 3, "straight": 1},
    "C": {"straight flush": 4, "three of a kind": 3, "straight": 1},
}
PAIR_PLUS = {
    "A": {"straight flush": 35, "three of a kind": 25, "straight": 5, "flush": 3, "pair": 1},
    "B": {"straight flush": 40, "three of a kind": 30, "straight": 5, "flush": 4, "pair": 1},
    "C": {"straight flush": 40, "three of a kind": 30, "straight": 6, "flush": 3, "pair": 1},
}
CATEGORY = ["high card", "pair", "flush", "straight", "three of a kind", "straight flush"]


class Problem(Exception):
    def __init__(self, status: int, reason: str, message: str, citation: str = PROTOCOL,
                 **extra: Any) -> None:
        super().__init__(message)
        self.status = status
        self.body = {"error": {"reason": reason, "message": message, "citation": citation, **extra}}


def bad(path: str, message: str) -> Problem:
    return Problem(400, "invalid-request", f"{path or '(body)'}: {message}", path=path)


# ------------------------------------------------------------------ 649a.6 rankings
def rank_hand(cards: list[str]) -> tuple[int, tuple[int, ...]]:
    """(category index, tiebreak) - higher is better. Pairs by the pair first; A-2-3 the
    lowest straight (docs/interpretations.md)."""
    values = sorted((RANKS.index(c[0]) + 2 for c in cards), reverse=True)
    flush = len({c[1] for c in cards}) == 1
    top = None
    if values[0] - values[2] == 2 and len(set(values)) == 3:
        top = values[0]
    elif values == [14, 3, 2]:
        top = 3
    if top is not None:
        return (5 if flush else 3), (top,)
    if values[0] == values[2]:
        return 4, (values[0],)
    if len(set(values)) == 2:
        pair = values[1]
        kicker = values[0] if values[0] != pair else values[2]
        return 1, (pair, kicker)
    return (2 if flush else 0), tuple(values)


# ------------------------------------------------------------------ tables
class Table:
    def __init__(self, rules: dict[str, Any]) -> None:
        table = rules["table"]
        tcp = rules["three_card_poker"]
        self.seats = int(table["seats"])
        self.dealing = table["dealing"]
        self.counting = table["shuffler"] == "counting automated card shuffling device"
        self.minimum = money(table["minimum_wager"])
        self.maximum = money(table["maximum_wager"])
        self.ante_bonus = ANTE_BONUS[str(tcp["ante_bonus"])]
        self.pair_plus = PAIR_PLUS[str(tcp["pair_plus"])]
        self.rounds_opened = 0
        self.rounds_dealt = 0


def money(text: Any) -> int:
    match = re.fullmatch(r"\$?(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d{2}))?", str(text).strip())
    if not match:
        raise ValueError(f"{text!r} is not money")
    return int(match.group(1).replace(",", "")) * 100 + int(match.group(2) or 0)


def open_table(body: Any) -> Table:
    text = field(body, "rules_submission", str)
    try:
        rules = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise Problem(422, "invalid-rules-submission", f"not YAML: {exc}", "601a.2") from None

    def refuse(name: str, message: str, citation: str) -> Problem:
        return Problem(422, "invalid-rules-submission", f"{name}: {message}", citation,
                       violations=[{"field": name, "message": message, "citation": citation}])

    if not isinstance(rules, dict) or rules.get("game") != "three-card-poker":
        raise refuse("game", "this system plays Three Card Poker only", "601a.2")
    if str(rules.get("edition")) != "649a":
        raise refuse("edition", "chapter 649a only", "601a.2")
    tcp = rules.get("three_card_poker") or {}
    if tcp.get("version", "649a.7(d)") != "649a.7(d)":
        raise refuse("three_card_poker.version", "the 649a.7(d) version only", "649a.7(e)")
    for optional in ("progressive", "six_card_bonus"):
        if tcp.get(optional) is not None:
            raise refuse(f"three_card_poker.{optional}", "not offered by this system", "649a.7(d)")
    if str(tcp.get("ante_bonus")) not in ANTE_BONUS or str(tcp.get("pair_plus")) not in PAIR_PLUS:
        raise refuse("three_card_poker", "unknown paytable letter", "649a.12")
    try:
        return Table(rules)
    except (KeyError, TypeError, ValueError) as exc:
        raise refuse("table", f"cannot read: {exc}", "601a.2") from None


# ------------------------------------------------------------------ body checks
def field(body: Any, key: str, kind: type, path: str = "", optional: bool = False) -> Any:
    where = f"{path}.{key}" if path else key
    if not isinstance(body, dict):
        raise bad(path, "expected an object")
    value = body.get(key)
    if value is None and optional:
        return None
    if value is None:
        raise bad(where, "missing")
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise bad(where, f"expected {kind.__name__}")
    return value


# ------------------------------------------------------------------ one scripted round
def play(table: Table, script: Any) -> dict[str, Any]:
    wagers = [(field(w, "seat", int, f"wagers[{i}]"), field(w, "wager", str, f"wagers[{i}]"),
               field(w, "amount", int, f"wagers[{i}]"),
               bool(field(w, "after_no_more_bets", bool, f"wagers[{i}]", optional=True)))
              for i, w in enumerate(field(script, "wagers", list))]
    deck = field(script, "deck", list)
    for i, card in enumerate(deck):
        if card not in DECK:
            raise bad(f"deck[{i}]", f"{card!r} is not a card")
    if len(deck) != 52 or len(set(deck)) != 52:
        raise bad("deck", "a deck lists 52 distinct cards")
    decisions = [(field(d, "seat", int, f"decisions[{i}]"), field(d, "choice", str, f"decisions[{i}]"))
                 for i, d in enumerate(field(script, "decisions", list, optional=True) or [])]
    if field(script, "faults", list, optional=True):
        raise Problem(409, "not-allowed-now", "this system has no fault-injection capability")
    default_play = field(script, "default_play", bool, optional=True)
    default = "fold" if default_play is False else "play"

    table.rounds_opened += 1
    placed: dict[int, dict[str, int]] = {}
    refusals: list[dict[str, Any]] = []
    events: list[dict[str, str]] = []

    def refuse(seat: int, wager: str, amount: int, reason: str, citation: str) -> None:
        refusals.append({"seat": seat, "wager": wager, "amount": amount, "reason": reason,
                         "citation": citation})

    # wagers, checked in the documented order; then "no more bets"; then the late ones
    for seat, wager, amount, late in [w for w in wagers if not w[3]] + [w for w in wagers if w[3]]:
        if late and not events:
            events.append({"kind": "no more bets", "citation": "649a.7(c)"})
        if late:
            refuse(seat, wager, amount, "after-no-more-bets", "649a.7(c)")
        elif not 1 <= seat <= table.seats:
            refuse(seat, wager, amount, "no-such-seat", "649a.2(a)")
        elif wager == "Play Wager":
            refuse(seat, wager, amount, "not-allowed-now", "649a.11(b)")
        elif wager not in ("Ante Wager", "Pair Plus Wager"):
            refuse(seat, wager, amount, "not-offered", "649a.7(d)")
        elif wager in placed.get(seat, {}):
            refuse(seat, wager, amount, "already-placed", "649a.7(c)")
        elif not table.minimum <= amount <= table.maximum:
            refuse(seat, wager, amount, "amount-not-allowed", "601a.2")
        else:
            placed.setdefault(seat, {})[wager] = amount
    if not events:
        events.append({"kind": "no more bets", "citation": "649a.7(c)"})

    # deal: one at a time (manual shoe, hand) or stacks of three (automated shoe)
    seats = sorted(placed)
    order = [f"seat {s}" for s in seats] + ["dealer"]
    plan = [p for p in order for _ in range(3)] if table.dealing == "automated dealing shoe" else order * 3
    dealt = [{"position": p, "card": c} for p, c in zip(plan, deck, strict=False)]
    hands: dict[str, list[str]] = {p: [] for p in order}
    for d in dealt:
        hands[d["position"]].append(d["card"])
    table.rounds_dealt += 1
    if not table.counting and table.rounds_dealt % 5 == 0:
        events.append({"kind": "stub counted", "citation": "649a.8(f)"})

    # decisions: seats with an Ante, ascending
    choices: dict[int, str] = {}
    made: list[dict[str, Any]] = []
    for seat in seats:
        if "Ante Wager" not in placed[seat]:
            continue
        scripted = next((d for d in decisions if d[0] == seat), None)
        if scripted is not None:
            decisions.remove(scripted)
        choice = scripted[1] if scripted else default
        choices[seat] = choice
        made.append({"seat": seat, "choice": choice})
        if choice == "play":
            placed[seat]["Play Wager"] = placed[seat]["Ante Wager"]

    # settlement 649a.11(c): forfeits first, then seat 7 down to seat 1
    lines: list[dict[str, Any]] = []

    def line(seat: int, wager: str, outcome: str, amount: int, paid: int = 0, returned: int = 0) -> None:
        lines.append({"seat": seat, "wager": wager, "outcome": outcome, "amount": amount,
                      "paid": paid, "returned": returned, "source": "table inventory"})

    for seat in seats:
        if choices.get(seat) == "fold":
            for wager in ("Ante Wager", "Pair Plus Wager"):
                if wager in placed[seat]:
                    line(seat, wager, "forfeited", placed[seat][wager])
    dealer = rank_hand(hands["dealer"])
    qualifies = dealer >= (0, (12, 3, 2))  # queen high or better
    events.append({"kind": "dealer's cards revealed", "citation": "649a.11(c)"})
    events.append({"kind": "dealer qualifies" if qualifies else "dealer does not qualify",
                   "citation": "649a.11(c)(3)"})
    for seat in reversed(seats):
        if choices.get(seat) == "fold":
            continue
        player = rank_hand(hands[f"seat {seat}"])
        category = CATEGORY[player[0]]
        if "Ante Wager" in placed[seat]:
            ante, play_ = placed[seat]["Ante Wager"], placed[seat]["Play Wager"]
            if not qualifies:
                line(seat, "Ante Wager", "won", ante, ante, ante)
                line(seat, "Play Wager", "returned", play_, 0, play_)
            elif player > dealer:
                line(seat, "Ante Wager", "won", ante, ante, ante)
                line(seat, "Play Wager", "won", play_, play_, play_)
            elif player < dealer:
                line(seat, "Ante Wager", "lost", ante)
                line(seat, "Play Wager", "lost", play_)
            else:
                line(seat, "Ante Wager", "returned", ante, 0, ante)
                line(seat, "Play Wager", "returned", play_, 0, play_)
            if category in table.ante_bonus:
                line(seat, "Ante Bonus", "won", 0, table.ante_bonus[category] * ante, 0)
        if "Pair Plus Wager" in placed[seat]:
            amount = placed[seat]["Pair Plus Wager"]
            if category in table.pair_plus:
                line(seat, "Pair Plus Wager", "won", amount, table.pair_plus[category] * amount, amount)
            else:
                line(seat, "Pair Plus Wager", "lost", amount)

    wagered = sum(a for w in placed.values() for a in w.values())
    return {
        "round_number": table.rounds_opened,
        "dealt": dealt,
        "hands": hands,
        "decisions": made,
        "settlements": lines,
        "refusals": refusals,
        "events": events,
        "dealer_qualifies": qualifies,
        "void": False,
        "meter_before": None,
        "meter_after": None,
        "wagered": wagered,
        "table_result": wagered - sum(x["returned"] + x["paid"] for x in lines),
        "progressive_paid": 0,
    }


# ------------------------------------------------------------------ HTTP
class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    tables: ClassVar[dict[str, Table]] = {}
    ids = itertools.count(1)

    def setup(self) -> None:
        super().setup()
        self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def answer(self, status: int, data: Any = None) -> None:
        body = b"" if data is None else json.dumps(data).encode()
        self.send_response(status)
        if data is not None:
            self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def body(self) -> Any:
        raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        try:
            return json.loads(raw) if raw else None
        except ValueError as exc:
            raise bad("", f"not JSON: {exc}") from None

    def table(self, table_id: str) -> Table:
        if table_id not in self.tables:
            raise Problem(404, "unknown-table", f"no table {table_id!r}")
        return self.tables[table_id]

    def route(self, method: str) -> None:
        parts = self.path.split("?")[0].strip("/").split("/")
        try:
            if method == "GET" and parts == ["v1", "system"]:
                return self.answer(200, {"name": "minimal vendor (Three Card Poker)",
                                         "protocol_version": "1.0", "games": ["three-card-poker"],
                                         "capabilities": ["forced-deck", "scripted-round"]})
            if method == "POST" and parts == ["v1", "tables"]:
                table = open_table(self.body())
                table_id = f"t{next(self.ids)}"
                self.tables[table_id] = table
                return self.answer(201, {"table_id": table_id,
                                         "capabilities": ["forced-deck", "scripted-round"]})
            if len(parts) == 3 and parts[:2] == ["v1", "tables"] and method == "DELETE":
                self.table(parts[2])
                del self.tables[parts[2]]
                return self.answer(204)
            if len(parts) == 4 and parts[:2] == ["v1", "tables"] and parts[3] == "scripted-rounds" \
                    and method == "POST":
                table = self.table(parts[2])
                return self.answer(200, play(table, self.body()))
            raise Problem(404, "invalid-request", f"no endpoint {method} {self.path}")
        except Problem as problem:
            self.answer(problem.status, problem.body)
        except Exception as exc:  # the system failed
            self.answer(500, {"error": {"reason": "internal-error", "message": repr(exc),
                                        "citation": PROTOCOL}})

    def do_GET(self) -> None:
        self.route("GET")

    def do_POST(self) -> None:
        self.route("POST")

    def do_DELETE(self) -> None:
        self.route("DELETE")


@contextmanager
def running(host: str = "127.0.0.1", port: int = 0) -> Iterator[str]:
    """The minimal vendor in a background thread; yields its URL."""
    httpd = ThreadingHTTPServer((host, port), Handler)
    httpd.daemon_threads = True
    thread = threading.Thread(target=httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    try:
        yield f"http://{host}:{httpd.server_address[1]}"
    finally:
        httpd.shutdown()
        httpd.server_close()
        thread.join(5)


if __name__ == "__main__":
    port = int(sys.argv[1]) if len(sys.argv) > 1 else 8090
    with ThreadingHTTPServer(("127.0.0.1", port), Handler) as server:
        print(f"minimal vendor at http://127.0.0.1:{port}")
        server.serve_forever()
