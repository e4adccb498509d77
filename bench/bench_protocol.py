"""Time the vendor test protocol against the reference system: ``python bench/bench_protocol.py``.

Two loops against the same reference server in the same run, in turn in chunks of 50
round trips (so that both see the same state of a shared machine):
(a) a bare keep-alive requests.Session doing N round trips to ``GET /v1/system``, the
    floor any request pays (HTTP, uvicorn, Starlette routing);
(b) N scripted 7-seat Three Card Poker rounds with every wager of pa-649a-paytable-A
    (Ante, Pair Plus, Progressive Payout, Six Card Bonus) through ``HttpSystem.play``.
Both are printed as round trips per second with the ratio (b)/(a); target 0.8. With
``--suite`` a loop (d) replays the Three Card Poker and Let It Ride scripted rounds that
``tablecert run`` itself sends (read from the transcript of a run made first: about 1,000
rounds at 790 tables, seven in ten at one seat, 16 at seven seats), table by table in the
order sent, each table opened under its Rules Submission, and prints (d)/(a) beside a bare
loop of as many round trips, run after each table's rounds. With
``--post`` a third loop (c) POSTs the same scripts' JSON with a bare session and reads the
answer without decoding it: HTTP plus the server's work, the floor (b) can reach. With
``--profile`` the scripted rounds are profiled in one process (client and server threads)
and the time is split between the oracle round, the JSON codec and the transport.
Unless ``--no-replay``, a loop (e) plays (b)'s rounds against a replaying reference system:
its scripted-rounds endpoint reads and decodes each script as ever, but answers with the
observation bytes the reference system gave for that script before, instead of playing the
round. (e) carries all that the protocol costs (the 3 KB POST, the script's decoding, the
8 KB answer, the client's decoding and impossibility checks) and none of the game's work;
it is printed beside its own bare loop, (e)/(a).

``--subprocess`` runs the server as ``tablecert serve`` in its own process instead of a
thread, so client and server do not share one interpreter lock (two cores).
Exit status 0 always: the figures are for the report, not a gate.

Figures (2-core machine shared with other sessions, ``--subprocess -n 1000``):
- before the perf branch: (a) 1,317 and (b) 311 round trips/s, ratio 0.24; client decode
  of the observation 453 us, server script decode 218 us, observation encode 136 us.
- after it (msgspec codec): (b) 307-461/s against (a) 890-1,750/s, ratio 0.24-0.39 over
  five runs at load average 0.8-3.9; split: client script_to_json + dumps 33 us, server
  decode_json + script_from_json 33 us, encode_observation 27 us, client decode_json +
  observation_from_json 110 us, impossibilities 44 us (247 us outside HTTP and the oracle);
  the client spent about 800-900 us of CPU a round trip against 420-470 us for a bare
  ``session.post(...).content`` of the same body.
- after the wire branch (this split: encode_script, script_from_bytes, observation_from_bytes
  building the oracle's records in msgspec, impossibilities on card indices; requests
  prepared once per endpoint; head and body in one write): (b) 391-680/s against
  (a) 947-1,693/s, ratio 0.34-0.63 (typically 0.44) over five runs at load average 1.5-3.9;
  (b)/(c) 0.78-1.01, a scripted round through HttpSystem as fast as a bare POST of its
  script that decodes nothing; split 7 + 11 + 27 + 46 + 12 = 103 us outside HTTP and the
  oracle; client CPU per round trip 425-435 us against a canned server, the bare POST's
  418-444 us and the bare GET's 369-433 us. What stays is the oracle's round (450-550 us
  for 28 wagers, pure Python, another branch) and the POST's own HTTP cost; 0.8 needs
  the oracle round and everything a scripted round costs beyond the bare GET together under
about 150 us.
- session 3, the oracle's records as msgspec Structs (its round 236 us in this split) and a
  table's endpoints sharing one prepared request [load about 1.8]: (b) 820-910/s against
  (a) 1,746-1,804/s, ratio 0.47-0.50; (d) the suite's own 1,019 scripted rounds at 787
  tables 1,143-1,506/s against a bare loop beside it of 1,309-1,905/s, ratio 0.66-0.87 over
  nine runs (0.78 in the last); split 4 + 7 + 236 + 19 + 32 + 13 = 312 us.
- session 4: the oracle's round about half as costly (123-131 us for these 28 wagers,
  bench/bench_oracle_round.py), and the bare loop now run in chunks beside the loop it is
  compared with (before, each loop ran whole, one after the other, and a change in the
  shared host's speed between them moved the ratio) [quiet but for this file; the bare
  loop itself ranged 912-1,808/s between runs]: five runs, (b)/(a) 0.53-0.62, (d)/(a) the
  suite's 998-1,022 scripted rounds at 784-787 tables 0.80-0.85 (0.85, 0.82, 0.84, 0.82,
  0.80); split 4 + 7 + 119-152 + 19 + 31 + 13 us, 189-242 us outside HTTP. Seven seats with
  28 wagers stay far from 0.8: at a bare round trip of 550-800 us, 0.8 leaves 140-200 us for
  everything a scripted round adds, and the oracle's round of 28 wagers takes 120-150 us of
  that alone, before the POST's 3 KB and the answer's 8 KB of JSON.
- session 5, loop (e) added [quiet but for this file]: (e)/(a) 0.94-0.98 over eight runs
  (server in its own process 0.97, 0.97, 0.94, 0.95, 0.96, 0.98; in a thread 0.98, 0.94):
  with the game's work taken out, a seven-seat round of 28 wagers costs 2-6% more than a
  bare GET, so the protocol and the adapter are not what holds (b) back. (d)/(a) 0.79-0.82
  in seven runs with the server in its own process (0.82, 0.80, 0.82, 0.80, 0.81, 0.79,
  0.80) and 0.84 and 0.87 with it in a thread, as tablecert run runs it; (b)/(a) 0.49-0.62.
  Both client and server pinned to one core (taskset -c 0): (d) 0.79, (b) 0.48. What (b)
  pays is the oracle's round where it runs, in the server between requests: timed there,
  244-420 us a seven-seat round against 124-130 us in a tight loop, and the suite's small
  rounds 100-180 us against 47 us. A tight loop that sleeps 0.6 ms before each round (as
  the server waits for the next request) takes 172-245 us a round: the core that has idled
  comes back slower (caches, the host's other load), which no change here can undo.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import pstats
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any

import requests
from bench_oracle_round import TCP_WAGERS
from bench_oracle_round import _scripts as seven_seat_scripts

from tablecert.adapters.contract import TableSession
from tablecert.adapters.http import HttpSystem
from tablecert.oracle.card_games import parse_rules_submission
from tablecert.oracle.round import RoundScript
from tablecert.reference_system import ReferenceServer
from tablecert.reference_system.server import bind, serve_forever

TARGET = 0.8
RULES = Path(__file__).resolve().parent.parent / "rules_submissions" / "pa-649a-paytable-A.yaml"


def _scripts(n: int, seed: int = 649) -> list[RoundScript]:
    """The seven-seat every-wager rounds bench_oracle_round.py times alone."""
    return seven_seat_scripts(TCP_WAGERS, n, seed)


@contextmanager
def _server(subprocess_mode: bool, replay: Path | None = None) -> Iterator[str]:
    """The reference system on a free loopback port; with ``replay`` (a file of
    :func:`_save_answers`), the replaying one of :func:`replaying_app`."""
    if not subprocess_mode:
        if replay is None:
            with ReferenceServer() as server:
                yield server.url
        else:
            with ReferenceServer(app=replaying_app(replay)) as server:
                yield server.url
        return
    sock = bind()  # find a free port, then let the child bind it
    port = sock.getsockname()[1]
    sock.close()
    command = ([sys.executable, "-m", "tablecert.cli", "serve", "--port", str(port)] if replay is None
               else [sys.executable, __file__, "--serve-replay", str(replay), "--port", str(port)])
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
    try:
        url = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + 10
        while True:
            try:
                requests.get(f"{url}/v1/system", timeout=1)
                break
            except requests.ConnectionError:
                if time.monotonic() > deadline or proc.poll() is not None:
                    raise RuntimeError("tablecert serve did not start") from None
                time.sleep(0.05)
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(5)


def _save_answers(scripts: list[RoundScript], path: Path) -> None:
    """The reference system's answers to ``scripts`` played in order at a fresh table: the
    bytes of each script with the bytes of its observation, exactly as the reference system's
    scripted-rounds endpoint encodes them (``encode_observation``)."""
    import pickle

    from tablecert.adapters.wire import encode_observation, encode_script
    from tablecert.oracle.card_games import Table

    rules = parse_rules_submission(RULES.read_text(encoding="utf-8"), source=str(RULES))
    table = Table(rules)
    pairs = [(encode_script(s), encode_observation(table.play(s))) for s in scripts]
    path.write_bytes(pickle.dumps(pairs))


def replaying_app(path: Path) -> Any:
    """The reference system, except that its scripted-rounds endpoint reads the body and
    decodes the script as ever (``script_from_bytes``) and answers with the observation it
    gave for that script before (:func:`_save_answers`), in order, instead of playing the
    round: a round trip with everything the protocol costs and none of the game's work."""
    import pickle

    from starlette.requests import Request
    from starlette.responses import Response
    from starlette.routing import Route

    from tablecert.adapters.wire import script_from_bytes
    from tablecert.reference_system.app import create_app

    pairs: list[tuple[bytes, bytes]] = pickle.loads(path.read_bytes())
    served = iter(pairs)

    async def replayed_round(request: Request) -> Response:
        raw = await request.body()
        if script_from_bytes(raw) is None:
            return Response(b'{"error":"not a script"}', 400, media_type="application/json")
        body, answer = next(served)
        if raw != body:
            return Response(b'{"error":"not the script replayed next"}', 500,
                            media_type="application/json")
        return Response(answer, 200, media_type="application/json")

    app = create_app()
    app.router.routes.insert(0, Route("/v1/tables/{table_id}/scripted-rounds", replayed_round,
                                      methods=["POST"]))
    return app


def replayed(subprocess_mode: bool, n: int) -> tuple[float, float]:
    """(e): (b)'s seven-seat rounds through ``HttpSystem.play`` against the replaying
    reference system, in chunks of 50 beside as many bare round trips to the same server;
    (scripted rounds/s, bare round trips/s)."""
    import tempfile

    scripts = _scripts(n + 50)  # the first 50 warm up: each answer is replayed once
    rules = parse_rules_submission(RULES.read_text(encoding="utf-8"), source=str(RULES))
    with tempfile.TemporaryDirectory() as tmp:
        answers = Path(tmp) / "answers.pickle"
        _save_answers(scripts, answers)
        with _server(subprocess_mode, answers) as url:
            bare = BareLoop(url)
            system = HttpSystem(url)
            table = system.open_table(rules)
            for script in scripts[:50]:
                table.play(script)
            rate = _play_beside(table, scripts[50:], bare)
            system.close()
            return rate, bare.rate


class BareLoop:
    """(a): ``GET /v1/system`` on a keep-alive session of its own, the floor any request
    pays (HTTP, uvicorn, Starlette routing). Run in chunks beside the loop it is compared
    with, so both see the same state of a shared machine."""

    def __init__(self, url: str) -> None:
        self.session = requests.Session()
        self.session.trust_env = False  # as HttpSystem configures its session
        self.url = f"{url}/v1/system"
        self.trips, self.seconds = 0, 0.0
        self.run(100)  # warm up
        self.trips, self.seconds = 0, 0.0

    def run(self, n: int) -> None:
        get, url = self.session.get, self.url
        start = time.perf_counter()
        for _ in range(n):
            get(url, timeout=(3, 10)).json()
        self.seconds += time.perf_counter() - start
        self.trips += n

    @property
    def rate(self) -> float:
        return self.trips / self.seconds


def bare_post(url: str, n: int) -> float:
    """A plain ``session.post(url, data=body).content`` of the same scripts' JSON to a
    table's scripted-rounds, nothing decoded or checked: HTTP plus the server's work."""
    from tablecert.adapters.wire import encode_script
    from tablecert.oracle.card_games import render_rules_submission

    rules = parse_rules_submission(RULES.read_text(encoding="utf-8"), source=str(RULES))
    bodies = [encode_script(s) for s in _scripts(n)]
    with requests.Session() as session:
        session.trust_env = False
        answer = session.post(f"{url}/v1/tables", json={"rules_submission": render_rules_submission(rules)},
                              timeout=(3, 10))
        path = f"{url}/v1/tables/{answer.json()['table_id']}/scripted-rounds"
        headers = {"Content-Type": "application/json"}
        for body in bodies[:min(n, 50)]:  # warm up
            session.post(path, data=body, headers=headers, timeout=(3, 10)).content  # noqa: B018
        start = time.perf_counter()
        for body in bodies:
            session.post(path, data=body, headers=headers, timeout=(3, 10)).content  # noqa: B018
        return n / (time.perf_counter() - start)


def _play_beside(table: TableSession, scripts: list[RoundScript], bare: BareLoop,
                 profiler: cProfile.Profile | None = None) -> float:
    """Play ``scripts`` at ``table`` in chunks of 50 rounds, each followed or preceded (in
    turn) by as many round trips of ``bare``; rounds per second, the rounds alone timed."""
    elapsed = 0.0
    for i in range(0, len(scripts), 50):
        chunk = scripts[i:i + 50]
        if i % 100:
            bare.run(len(chunk))
        start = time.perf_counter()
        if profiler:
            profiler.enable()
        for script in chunk:
            table.play(script)
        if profiler:
            profiler.disable()
        elapsed += time.perf_counter() - start
        if not i % 100:
            bare.run(len(chunk))
    return len(scripts) / elapsed


def scripted(url: str, n: int, bare: BareLoop, *, profile: bool = False) -> float:
    """(b), in chunks of 50 rounds beside as many of ``bare``."""
    rules = parse_rules_submission(RULES.read_text(encoding="utf-8"), source=str(RULES))
    scripts = _scripts(n)
    system = HttpSystem(url)
    table = system.open_table(rules)
    for script in scripts[:min(n, 50)]:  # warm up
        table.play(script)
    profiler = cProfile.Profile() if profile else None
    rate = _play_beside(table, scripts, bare, profiler)
    table.close()
    system.close()
    if profiler:
        out = io.StringIO()
        pstats.Stats(profiler, stream=out).sort_stats("cumulative").print_stats(25)
        print(out.getvalue())
    return rate


def split(n: int) -> None:
    """Where one scripted round's time goes outside HTTP, on the paths ``HttpSystem`` and the
    reference system take: each part timed alone over the same N rounds, its results
    dropped as a running client or server drops them (kept, N observations would make the
    garbage collector's passes, not the part, the cost), best of three."""
    from tablecert.adapters.sanity import impossibilities
    from tablecert.adapters.wire import (
        encode_observation,
        encode_script,
        observation_from_bytes,
        script_from_bytes,
    )
    from tablecert.oracle.card_games import Table

    rules = parse_rules_submission(RULES.read_text(encoding="utf-8"), source=str(RULES))
    scripts = _scripts(n)
    table = Table(rules)
    bodies = [encode_script(s) for s in scripts]
    observations = [table.play(s) for s in scripts]
    answers = [encode_observation(o) for o in observations]
    assert [script_from_bytes(b) for b in bodies] == scripts
    assert [observation_from_bytes(a) for a in answers] == observations
    rounds = list(zip(observations, scripts, strict=True))
    parts: dict[str, Callable[[], object]] = {
        "client: encode_script": lambda: [encode_script(s) and None for s in scripts],
        "server: script_from_bytes": lambda: [script_from_bytes(b) and None for b in bodies],
        "server: oracle round (Table.play)": lambda: [table.play(s) and None for s in scripts],
        "server: encode_observation": lambda: [encode_observation(o) and None for o in observations],
        "client: observation_from_bytes": lambda: [observation_from_bytes(a) and None for a in answers],
        "client: impossibilities (sanity)": lambda: [impossibilities(o, s) and None for o, s in rounds],
    }
    took: dict[str, float] = {}
    for name, work in parts.items():
        best = float("inf")
        for _ in range(3):
            start = time.perf_counter()
            work()
            best = min(best, time.perf_counter() - start)
        took[name] = best / n * 1e6
    total = sum(took.values())
    print(f"one scripted round, {len(answers[0]):,} bytes of observation JSON:")
    for name, us in took.items():
        print(f"  {name:<40} {us:8.0f} us  {us / total:5.1%}")
    print(f"  {'total outside HTTP':<40} {total:8.0f} us")


def suite_rounds() -> list[tuple[str, list[RoundScript]]]:
    """The Three Card Poker and Let It Ride scripted rounds ``tablecert run`` sends: each
    table's Rules Submission text and its scripts in order, read from a fresh run's
    transcript (a scripted round the system refused is kept: it is a round trip too)."""
    import json
    import tempfile

    from tablecert.adapters.wire import script_from_json

    with tempfile.TemporaryDirectory() as tmp:
        run = subprocess.run([sys.executable, "-m", "tablecert.cli", "run", "--report", f"{tmp}/out"],
                             capture_output=True, text=True, check=False)
        if run.returncode != 0:
            raise SystemExit(f"tablecert run failed:\n{run.stdout[-2000:]}{run.stderr[-2000:]}")
        tables: dict[tuple[str, str], tuple[str, list[RoundScript]]] = {}
        for transcript in sorted(Path(tmp, "out").glob("transcript*.jsonl")):
            for line in transcript.read_text(encoding="utf-8").splitlines():
                entry = json.loads(line)
                method, path = entry["request"].split(" ", 1)
                if method == "POST" and path == "/v1/tables" and entry["status"] == 201:
                    rules = json.loads(entry["body"])["rules_submission"]
                    if "three-card-poker" in rules or "let-it-ride" in rules:
                        table = json.loads(entry["answer"])["table_id"]
                        tables[(transcript.name, table)] = (rules, [])
                elif method == "POST" and path.endswith("/scripted-rounds"):
                    key = (transcript.name, path.split("/")[3])
                    if key in tables:
                        tables[key][1].append(script_from_json(json.loads(entry["body"])))
    return [(rules, scripts) for rules, scripts in tables.values() if scripts]


def replay(url: str, tables: list[tuple[str, list[RoundScript]]], bare: BareLoop) -> float:
    """(d): the suite's scripted rounds through HttpSystem, table by table; round trips/s
    counting only the scripted rounds (tables are opened and closed outside the clock), each
    table's rounds followed by as many round trips of ``bare``."""
    from tablecert.oracle.round import IllegalAction

    system = HttpSystem(url)
    elapsed, trips = 0.0, 0
    for text, scripts in tables:
        table = system.open_table(parse_rules_submission(text, source="<transcript>"))
        start = time.perf_counter()
        for script in scripts:
            with suppress(IllegalAction):  # refused as the suite expected: a 409, a round trip too
                table.play(script)
        elapsed += time.perf_counter() - start
        trips += len(scripts)
        table.close()
        bare.run(len(scripts))
    system.close()
    return trips / elapsed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("-n", type=int, default=2000, help="round trips per loop (default 2000)")
    parser.add_argument("--subprocess", action="store_true", help="server in its own process")
    parser.add_argument("--profile", action="store_true", help="profile the scripted loop")
    parser.add_argument("--post", action="store_true",
                        help="also (c): the scripts POSTed by a bare session, nothing decoded")
    parser.add_argument("--suite", action="store_true",
                        help="also (d): the scripted rounds tablecert run sends, replayed")
    parser.add_argument("--no-replay", action="store_true",
                        help="leave out (e): (b)'s rounds with the answers replayed")
    parser.add_argument("--serve-replay", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--port", type=int, default=0, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.serve_replay:  # the child process of (e) in --subprocess mode
        serve_forever(port=args.port, app=replaying_app(args.serve_replay), announce=False)
        return 0
    tables = suite_rounds() if args.suite else []
    with _server(args.subprocess) as url:
        where = "its own process" if args.subprocess else "a thread of this process"
        print(f"reference system at {url} ({where}), N = {args.n}")
        bare = BareLoop(url)
        scripted_rate = scripted(url, args.n, bare, profile=args.profile)
        bare_rate = bare.rate
        print(f"(a) bare GET /v1/system           {bare_rate:8.0f} round trips/s")
        print(f"(b) scripted 7-seat TCP rounds    {scripted_rate:8.0f} round trips/s")
        if args.post:
            post_rate = bare_post(url, args.n)
            print(f"(c) bare POST of the same scripts {post_rate:8.0f} round trips/s "
                  f"((b)/(c) {scripted_rate / post_rate:.2f})")
        if tables:
            trips = sum(len(scripts) for _, scripts in tables)
            beside = BareLoop(url)
            suite_rate = replay(url, tables, beside)
            print(f"(d) the suite's {trips} scripted rounds ({len(tables)} tables) "
                  f"{suite_rate:8.0f} round trips/s; bare GET beside it {beside.rate:.0f}/s; "
                  f"ratio (d)/(a) {suite_rate / beside.rate:.2f} (target {TARGET})")
    ratio = scripted_rate / bare_rate
    print(f"ratio (b)/(a) {ratio:.2f} (target {TARGET})")
    if not args.no_replay:
        replay_rate, replay_bare = replayed(args.subprocess, args.n)
        print(f"(e) (b)'s rounds, the reference system's answers replayed (no game computed) "
              f"{replay_rate:8.0f} round trips/s; bare GET beside it {replay_bare:.0f}/s; "
              f"ratio (e)/(a) {replay_rate / replay_bare:.2f}")
    if ratio < TARGET:
        split(min(args.n, 500))
    return 0


if __name__ == "__main__":
    sys.exit(main())
