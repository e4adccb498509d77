"""``tablecert run --concurrency N`` (tablecert.adapters.ahead, tablecert/commands/run_ahead.py):
scenarios played ahead against a system across a network give the verdicts of a serial run,
byte for byte, also where the system answers otherwise than the rehearsal's stand-in."""

from __future__ import annotations

import json
import threading
from pathlib import Path
from typing import Any

import pytest
import requests

from tablecert.adapters.ahead import Ahead, AheadError, IdMap, Prefetch
from tablecert.adapters.rehearsal import Exchange, independent, request_key
from tablecert.commands.rehearsal_cache import CACHE_VARIABLE, rehearsal_key
from tablecert.commands.run_ahead import declared_limit
from tablecert.reference_system.app import create_app
from tablecert.reference_system.server import ReferenceServer
from tests.clikit import run_tablecert

OPENED = json.dumps({"table_id": "table-1", "capabilities": []}).encode()


def _exchange(method: str, path: str, status: int = 200, content: bytes = b"{}") -> Exchange:
    return Exchange(method, path, None, status, "application/json", content)


def test_the_system_ids_replace_the_stand_ins_in_every_path() -> None:
    ids = IdMap()
    ids.learn(_exchange("POST", "/v1/tables"), {"table_id": "table-1"}, {"table_id": "T9"})
    ids.learn(_exchange("POST", "/v1/tables/table-1/rounds"), {"round_id": "r1"}, {"round_id": "R-77"})
    assert ids.path("/v1/tables/table-1/rounds/r1/deal") == "/v1/tables/T9/rounds/R-77/deal"
    assert ids.path("/v1/tables/table-1/scripted-rounds") == "/v1/tables/T9/scripted-rounds"
    assert ids.path("/v1/tables/table-1/meters?x=1") == "/v1/tables/T9/meters?x=1"
    assert ids.path("/v1/tables/table-2") == "/v1/tables/table-2"  # not learnt: as it was
    # a round id is the stand-in's at one table: r1 at another table is another round
    assert ids.path("/v1/tables/table-2/rounds/r1/settle") == "/v1/tables/table-2/rounds/r1/settle"


def test_only_a_scenario_at_its_own_tables_goes_ahead() -> None:
    own = [_exchange("GET", "/v1/system"), _exchange("POST", "/v1/tables", 201, OPENED),
           _exchange("POST", "/v1/tables/table-1/scripted-rounds"),
           _exchange("DELETE", "/v1/tables/table-1", 204)]
    assert independent(own)
    assert not independent([_exchange("POST", "/v1/tables/table-7/scripted-rounds")])  # another's table
    assert not independent([*own[:2], Exchange("POST", "/v1/tables/table-1/scripted-rounds", None, None)])
    assert not independent([_exchange("GET", "/v1/records")])  # not a table's endpoint


class _Answered:
    """A requests response as a lane keeps it: a status, headers, and no connection."""

    def __init__(self, status: int, headers: dict[str, str] | None = None) -> None:
        self.status_code = status
        self.headers = requests.structures.CaseInsensitiveDict(
            headers or {"Content-Type": "application/json"})
        self.raw = None


class _Client:
    """A stand-in for the lanes' HttpClient: answers from a table of paths, records what it was sent."""

    deadline = 1.0
    base_url = "http://system.test"

    def __init__(self, answers: dict[str, tuple[int, bytes, dict[str, str] | None]]) -> None:
        self.answers = answers
        self.sent: list[str] = []

    def prepare(self, method: str, path: str, data: bytes | None) -> requests.PreparedRequest:
        return requests.Request(method, self.base_url + path, data=data).prepare()

    def fetch_live(self, endpoint: str, prepared: requests.PreparedRequest, deadline: float) -> Any:
        path = str(prepared.url).removeprefix(self.base_url)
        self.sent.append(path)
        status, content, headers = self.answers[path]
        return _Answered(status, headers), content

    def close(self) -> None:
        pass


def _plan_run(answers: dict[str, tuple[int, bytes, dict[str, str] | None]],
              exchanges: list[Exchange]) -> tuple[Prefetch, _Client]:
    client = _Client(answers)
    prefetch = Prefetch(lambda: client, lanes=1, deadline=1.0)  # type: ignore[arg-type,return-value]
    prefetch.feed("s1", exchanges)
    prefetch.feed_over()
    prefetch.begin("s1")
    return prefetch, client


def _request(path: str, method: str = "POST") -> requests.PreparedRequest:
    return requests.Request(method, "http://system.test" + path).prepare()


REHEARSED = [_exchange("POST", "/v1/tables", 201, OPENED),
             _exchange("POST", "/v1/tables/table-1/scripted-rounds", 200, b'{"paid": 100}'),
             _exchange("DELETE", "/v1/tables/table-1", 204, b"")]


def test_the_run_takes_the_systems_own_answers_under_its_own_ids() -> None:
    answers = {"/v1/tables": (201, b'{"table_id": "T9", "capabilities": []}', None),
               "/v1/tables/T9/scripted-rounds": (200, b'{"paid": 100}', None),
               "/v1/tables/T9": (204, b"", None)}
    prefetch, client = _plan_run(answers, REHEARSED)
    try:
        taken = [prefetch.take(_request("/v1/tables")),
                 prefetch.take(_request("/v1/tables/T9/scripted-rounds"))]
        assert all(isinstance(t, Ahead) for t in taken)
        contents = [t.answer(requests.Session())[1] for t in taken if t]
        assert contents == [answers["/v1/tables"][1], b'{"paid": 100}']
        assert client.sent == ["/v1/tables", "/v1/tables/T9/scripted-rounds", "/v1/tables/T9"]
        assert prefetch.take(_request("/v1/tables/T9", "DELETE")) is not None
        assert prefetch.take(_request("/v1/tables/T9/meters", "GET")) is None  # never rehearsed: sent now
    finally:
        prefetch.end("s1")
        prefetch.close()


def test_a_lane_stops_at_the_first_answer_unlike_the_stand_ins() -> None:
    answers = {"/v1/tables": (201, b'{"table_id": "T9", "capabilities": []}', None),
               "/v1/tables/T9/scripted-rounds": (200, b'{"paid": 0}', None),  # the system pays otherwise
               "/v1/tables/T9": (204, b"", None)}
    prefetch, client = _plan_run(answers, REHEARSED)
    try:
        assert prefetch.take(_request("/v1/tables")) is not None
        assert prefetch.take(_request("/v1/tables/T9/scripted-rounds")) is not None  # the system's answer
        assert prefetch.take(_request("/v1/tables/T9", "DELETE")) is None  # the run sends it itself
        assert client.sent == ["/v1/tables", "/v1/tables/T9/scripted-rounds"]
        assert prefetch.figures["taken"] == 2
    finally:
        prefetch.end("s1")
        prefetch.close()
    assert prefetch.figures["live"] == 1


def test_a_cookie_stops_every_lane() -> None:
    answers = {"/v1/tables": (201, b'{"table_id": "T9", "capabilities": []}',
                              {"Content-Type": "application/json", "Set-Cookie": "s=1"}),
               "/v1/tables/T9/scripted-rounds": (200, b'{"paid": 100}', None)}
    prefetch, client = _plan_run(answers, REHEARSED[:2])
    try:
        assert prefetch.take(_request("/v1/tables")) is not None
        assert prefetch.take(_request("/v1/tables/T9/scripted-rounds")) is None
        assert prefetch.disabled and client.sent == ["/v1/tables"]
    finally:
        prefetch.end("s1")
        prefetch.close()


def test_a_request_unlike_the_one_sent_ahead_is_an_error_of_the_run_not_a_verdict() -> None:
    answers = {"/v1/tables": (201, b'{"table_id": "T9", "capabilities": []}', None),
               "/v1/tables/T9/scripted-rounds": (200, b'{"paid": 100}', None),
               "/v1/tables/T9": (204, b"", None)}
    prefetch, _ = _plan_run(answers, REHEARSED)
    try:
        assert prefetch.take(_request("/v1/tables")) is not None
        with pytest.raises(AheadError, match="where its rehearsal sent POST"):
            prefetch.take(_request("/v1/tables/T9/shuffled-rounds"))
    finally:
        prefetch.end("s1")
        prefetch.close()


def test_the_systems_description_is_asked_by_whichever_scenario_needs_it_first() -> None:
    """The run reads ``GET /v1/system`` once a session, in the scenario that first needs it:
    in a run whose order is not the rehearsal's, another scenario than the rehearsal's. It is
    sent then, and no plan holds it."""
    answers = {"/v1/tables": (201, b'{"table_id": "T9", "capabilities": []}', None),
               "/v1/tables/T9/scripted-rounds": (200, b'{"paid": 100}', None),
               "/v1/tables/T9": (204, b"", None)}
    prefetch, client = _plan_run(answers, [_exchange("GET", "/v1/system"), *REHEARSED])
    try:
        assert prefetch.take(_request("/v1/system", "GET")) is None  # sent now, by the run
        assert prefetch.take(_request("/v1/tables")) is not None
        assert prefetch.take(_request("/v1/tables/T9/scripted-rounds")) is not None
        assert prefetch.take(_request("/v1/tables/T9", "DELETE")) is not None
        assert "/v1/system" not in client.sent
    finally:
        prefetch.end("s1")
        prefetch.close()


def test_a_scenario_begun_before_its_rehearsal_is_played_as_it_comes() -> None:
    client = _Client({"/v1/tables": (201, OPENED, None)})
    prefetch = Prefetch(lambda: client, lanes=1, deadline=1.0)  # type: ignore[arg-type,return-value]
    try:
        prefetch.begin("s1")  # the rehearsal has not sent it yet
        assert prefetch.take(_request("/v1/tables")) is None
        prefetch.feed("s1", REHEARSED)  # too late: no lane sends it
        prefetch.end("s1")
        prefetch.feed_over()
    finally:
        prefetch.close()
    assert client.sent == []
    assert prefetch.figures["before_rehearsal"] == 1 and prefetch.figures["ahead"] == 0


def test_the_run_plays_the_long_scenarios_last_and_the_rehearsal_first() -> None:
    from tablecert.commands.run_ahead import Boundaries

    class Item:
        def __init__(self, name: str, long: bool) -> None:
            self.name, self.long = name, long

        def get_closest_marker(self, name: str) -> object | None:
            return object() if name == "long" and self.long else None

    items = [Item("a", False), Item("b", True), Item("c", False), Item("d", True)]
    run, rehearsal = list(items), list(items)
    Boundaries(None).pytest_collection_modifyitems(run)  # type: ignore[arg-type]
    Boundaries(None, long_last=False).pytest_collection_modifyitems(rehearsal)  # type: ignore[arg-type]
    assert [i.name for i in run] == ["a", "c", "b", "d"]
    assert rehearsal == items


def test_request_keys_compare_method_url_and_body() -> None:
    one = requests.Request("POST", "http://s.test/v1/tables", data=b"{}").prepare()
    assert request_key(one) == ("POST", "http://s.test/v1/tables", b"{}")


# --------------------------------------------------------------------------- whole runs
def _run(url: str, report: Path, *options: str) -> tuple[str, bytes]:
    proc = run_tablecert("run", "--target", url, "--report", str(report), *options, timeout=600)
    assert proc.returncode in (0, 1), proc.stdout[-3000:] + proc.stderr[-3000:]
    return proc.stdout, (report / "verdicts.json").read_bytes()


@pytest.fixture(autouse=True)
def _kept_here(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Rehearsals are kept in the test's own folder, never the user's cache."""
    monkeypatch.setenv(CACHE_VARIABLE, str(tmp_path / "kept"))
    return tmp_path / "kept"


@pytest.mark.parametrize("defect", [None, "tie-goes-to-dealer"])
def test_a_concurrent_run_gives_the_serial_runs_verdicts(tmp_path: Path, defect: str | None) -> None:
    """649a.11(c) against a system 10 ms away: with four scenarios at once every verdict (and
    with a defect, its two failures) is the serial run's, byte for byte; the second concurrent
    run takes the first one's kept rehearsal and gives them again."""
    with ReferenceServer(defect=defect, latency=0.01) as server:
        _, serial = _run(server.url, tmp_path / "serial", "--section", "649a.11(c)", "--concurrency", "1")
        said, concurrent = _run(server.url, tmp_path / "concurrent", "--section", "649a.11(c)",
                                "--concurrency", "4")
        again, kept = _run(server.url, tmp_path / "kept-run", "--section", "649a.11(c)", "--concurrency", "4")
    assert concurrent == serial and kept == serial
    assert "4 scenarios at once:" in said and "went ahead" in said and "kept rehearsal" not in said
    assert "scenarios (a kept rehearsal) went ahead" in again
    assert len(list((tmp_path / "kept").glob("*.jsonl"))) == 1
    statuses = [v["status"] for v in json.loads(serial)]
    assert statuses.count("failed") == (0 if defect is None else 2)
    if defect is not None:  # the kept rehearsal's plans are all there before the run begins
        assert "went on one request at a time after a difference" in again


def test_long_scenarios_played_last_give_the_serial_runs_verdicts(tmp_path: Path) -> None:
    """649a.12(e)(3): two @long scenarios (50 rounds each) the serial run plays first and a
    concurrent run last, the rehearsal first: the same verdicts, byte for byte, and the same
    requests (in the run's order: the transcript ends with the long ones)."""
    with ReferenceServer(latency=0.01) as server:
        _, serial = _run(server.url, tmp_path / "serial", "--section", "649a.12(e)(3)", "--concurrency", "1")
        said, concurrent = _run(server.url, tmp_path / "concurrent", "--section", "649a.12(e)(3)",
                                "--concurrency", "4")
    assert concurrent == serial
    assert "went ahead" in said and "AheadError" not in said
    statuses = {v["status"] for v in json.loads(serial)}
    assert statuses <= {"passed", "checked-in-submission"}, statuses

    def requests_of(report: Path) -> list[str]:
        lines = (report / "transcript.jsonl").read_text(encoding="utf-8").splitlines()
        shown = [json.loads(line)["request"] for line in lines]
        return sorted(f"{request.split()[0]} {request.split('/')[-1]}" for request in shown)

    assert requests_of(tmp_path / "concurrent") == requests_of(tmp_path / "serial")


@pytest.mark.parametrize(("limit", "said_then"), [(3, "2 scenarios at once:"), (1, None)])
def test_a_system_declaring_a_limit_of_tables_gets_no_more(tmp_path: Path, limit: int,
                                                          said_then: str | None) -> None:
    """``max_concurrent_tables`` in GET /v1/system (docs/protocol.md): the run's own table among
    them, so 3 is two lanes and 1 a serial run; the verdicts are the serial run's."""
    app = create_app(max_concurrent_tables=limit)
    with ReferenceServer(app=app, latency=0.005) as server:
        said, concurrent = _run(server.url, tmp_path / "concurrent", "--section", "649a.11(b)",
                                "--concurrency", "8")
        _, serial = _run(server.url, tmp_path / "serial", "--section", "649a.11(b)", "--concurrency", "1")
    assert f"the system plays at most {limit} tables at once" in said
    if said_then is None:
        assert "scenarios at once:" not in said
    else:
        assert said_then in said
    assert concurrent == serial


@pytest.mark.parametrize(("answer", "limit"), [
    (b'{"max_concurrent_tables": 4}', 4), (b'{"max_concurrent_tables": 0}', None),
    (b'{"max_concurrent_tables": true}', None), (b'{"max_concurrent_tables": "4"}', None),
    (b'{"name": "x"}', None), (b"[1]", None), (None, None), (b"not json", None)])
def test_only_a_whole_number_of_tables_is_a_limit(answer: bytes | None, limit: int | None) -> None:
    assert declared_limit(answer) == limit


def test_the_transcript_holds_every_exchange_in_the_serial_order(tmp_path: Path) -> None:
    with ReferenceServer(latency=0.005) as server:
        _run(server.url, tmp_path / "serial", "--section", "649a.11(b)", "--concurrency", "1")
        _run(server.url, tmp_path / "concurrent", "--section", "649a.11(b)", "--concurrency", "3")

    def requests_of(report: Path) -> list[str]:
        lines = (report / "transcript.jsonl").read_text(encoding="utf-8").splitlines()
        shown = [json.loads(line)["request"] for line in lines]
        return [f"{request.split()[0]} {request.split('/')[-1]}" for request in shown]

    assert requests_of(tmp_path / "concurrent") == requests_of(tmp_path / "serial")


@pytest.mark.parametrize(("options", "named"), [
    (("--target", "reference", "--concurrency", "4"),
     "--concurrency 4: scenarios go ahead only to a system at a URL"),
    (("--target", "http://127.0.0.1:9", "--concurrency", "4", "--workers", "2"), "give one of them"),
    (("--target", "http://127.0.0.1:9", "--concurrency", "0"), "--concurrency"),
])
def test_concurrency_where_it_cannot_be_is_refused(tmp_path: Path, options: tuple[str, ...],
                                                   named: str) -> None:
    proc = run_tablecert("run", *options, "--report", str(tmp_path / "out"))
    assert proc.returncode == 2, proc.stderr
    assert named in proc.stderr
    assert not (tmp_path / "out").exists()


def test_lanes_stop_with_the_run() -> None:
    """No lane thread outlives :meth:`Prefetch.close`."""
    prefetch = Prefetch(lambda: _Client({}), lanes=3, deadline=1.0)  # type: ignore[arg-type,return-value]
    prefetch.close()
    assert not [t for t in threading.enumerate() if t.name.startswith("tablecert-lane-")]


def test_the_rehearsals_key_holds_what_it_depends_on(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Another Rules Submission's text, another argument or another system answer is another
    rehearsal; the temporary folder's paths are not."""
    rules = tmp_path / "product.yaml"
    rules.write_text("game: three-card-poker\n", encoding="utf-8")
    monkeypatch.setenv("TABLECERT_RULES_FILES", str(rules))
    argv = ["suite.py", "--results-json=/tmp/a/verdicts.json", "/tmp/a/system.json", "--section", "649a"]
    key = rehearsal_key(argv, b"{}")
    assert rehearsal_key([*argv[:1], "--results-json=/tmp/b/verdicts.json", "/tmp/b/system.json", *argv[3:]],
                         b"{}") == key
    assert rehearsal_key([*argv[:-1], "649a.11"], b"{}") != key
    assert rehearsal_key(argv, b'{"capabilities": []}') != key
    rules.write_text("game: three-card-poker\nedition: '649a'\n", encoding="utf-8")
    assert rehearsal_key(argv, b"{}") != key


def test_an_empty_cache_variable_keeps_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(CACHE_VARIABLE, "")
    with ReferenceServer(latency=0.005) as server:
        said, _ = _run(server.url, tmp_path / "run", "--section", "649a.11(b)", "--concurrency", "2")
        again, _ = _run(server.url, tmp_path / "again", "--section", "649a.11(b)", "--concurrency", "2")
    assert "went ahead" in said and "kept rehearsal" not in again
    assert not (tmp_path / "kept").exists()


def test_serve_takes_the_limit_it_declares(capsys: pytest.CaptureFixture[str]) -> None:
    """``tablecert serve --max-concurrent-tables K`` (README): a whole number of at least 1,
    else exit 2 naming the option."""
    from tablecert.cli import main
    from tablecert.commands.parser import build_parser

    assert build_parser().parse_args(["serve", "--max-concurrent-tables", "5"]).max_concurrent_tables == 5
    assert main(["serve", "--max-concurrent-tables", "0"]) == 2
    assert "--max-concurrent-tables 0: a number of tables, 1 to 100000" in capsys.readouterr().err
