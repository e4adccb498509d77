"""``tablecert run --concurrency N``: the rehearsal started beside the run, lanes fed from it,
and the plugin that tells both where each scenario begins and ends (the method:
tablecert.adapters.ahead; the user's view: docs/concurrency.md).

Only a system at a URL is played ahead: the reference system on loopback and an adapter
answer as fast as the run asks, so there is nothing to gain by waiting less.
"""

from __future__ import annotations

import argparse
import ipaddress
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import IO, Any
from urllib.parse import urlsplit

import pytest

from tablecert.adapters.ahead import Prefetch
from tablecert.adapters.http_client import HttpClient
from tablecert.adapters.rehearsal import Exchange
from tablecert.commands.rehearsal_cache import Kept, kept_rehearsal, rehearsal_key
from tablecert.run_options import DEFAULT_CONCURRENCY
from tablecert.steps.plugin_system import AHEAD_BOOK

PytestArgs = Callable[[argparse.Namespace, Path], list[str]]

__all__ = ["STAND_IN", "Boundaries", "ahead_of_run", "lanes_for"]

STAND_IN = "@stand-in"
"""The rehearsal's ``--target`` until its stand-in is serving (tablecert.commands.rehearsal)."""
MAX_RECORD = 64_000_000
"""The longest line the rehearsal may write: a scenario's exchanges (its answers are the
reference system's, about 10 kB a round)."""
NEAR = 0.005
"""By default scenarios go ahead only to a system whose first answer took over 5 ms: one on
loopback or in the same rack answers as fast as the run asks, and a rehearsal would only
double the run's work."""
PROBES = 3
"""``GET /v1/system`` is asked three times before a run with the default concurrency: the
shortest round trip says how near the system is."""
GRACE = 20.0
"""Seconds the rehearsal has, once the run has ended, to end on its own."""


class Boundaries:
    """The pytest plugin that hands the run's book to the system under test and tells it
    where each scenario (setup, call and teardown) begins and ends; the run's (``long_last``)
    also plays the ``@long`` scenarios last, the rehearsal's first."""

    def __init__(self, book: Any, *, long_last: bool = True) -> None:
        self.book = book
        self.long_last = long_last

    def pytest_configure(self, config: pytest.Config) -> None:
        config.stash[AHEAD_BOOK] = self.book

    def pytest_sessionfinish(self, session: pytest.Session, exitstatus: int) -> None:
        finish = getattr(self.book, "finish", None)
        if finish is not None:
            finish(exitstatus)

    @pytest.hookimpl(trylast=True)
    def pytest_collection_modifyitems(self, items: list[pytest.Item]) -> None:
        """The ``@long`` scenarios last (a stable sort keeps the rest in order): the rehearsal
        plays them first, so the lanes send their hundreds of requests while the run plays
        the rest, where a run that began with them would wait for each answer in turn."""
        if self.long_last:
            items[:] = sorted(items, key=lambda item: item.get_closest_marker("long") is not None)

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_protocol(self, item: pytest.Item, nextitem: pytest.Item | None) -> Iterator[None]:
        self.book.begin(item.nodeid)
        try:
            return (yield)
        finally:
            self.book.end(item.nodeid)


def lanes_for(args: argparse.Namespace) -> int | None:
    """How many scenarios at once: ``--concurrency`` (above one: a URL and one process, else
    exit 2), or None: by default, decided by the system's first answer (:func:`ahead_of_run`)."""
    from tablecert.errors import InputError

    remote = args.target not in ("reference", "in-process") and not getattr(args, "adapter", None)
    given = getattr(args, "concurrency", None)
    if given is None:
        return None if remote and args.workers == 1 else 1
    if given > 1 and not remote:
        raise InputError(f"--concurrency {given}: scenarios go ahead only to a system at a URL "
                         "(--target URL); the reference system and an adapter answer at once")
    if given > 1 and args.workers > 1:
        raise InputError(f"--concurrency {given} with --workers {args.workers}: give one of them")
    return int(given)


def _on_loopback(url: str) -> bool:
    """Whether ``url``'s host is this machine (a name that resolves is not looked up here)."""
    host = (urlsplit(url).hostname or "").lower()
    if host == "localhost" or host.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _client(args: argparse.Namespace) -> HttpClient:
    """A client configured as the run's system under test is (steps/plugin_system.py)."""
    return HttpClient(args.target.rstrip("/"), connect_timeout=3.0, read_timeout=args.timeout,
                      insecure=args.insecure, token_env="TABLECERT_TOKEN", deadline=args.deadline)


def _system_answer(args: argparse.Namespace) -> tuple[bytes | None, float]:
    """The system's own ``GET /v1/system`` answer and the shortest of :data:`PROBES` round
    trips for it (the first also connects), or None where it gave none a stand-in can copy
    (the run itself then meets whatever went wrong)."""
    client = _client(args)
    took = float("inf")
    try:
        for _ in range(PROBES):
            start = time.monotonic()
            resp, content = client.fetch_live("GET /v1/system", client.prepare("GET", "/v1/system", None),
                                              start + client.deadline)
            took = min(took, time.monotonic() - start)
            if resp.status_code != 200:
                return None, took
    except Exception:
        return None, took
    finally:
        client.close()
    try:
        json.loads(content)
    except ValueError:
        return None, took
    return content, took


def declared_limit(answer: bytes | None) -> int | None:
    """The ``max_concurrent_tables`` of the system's ``GET /v1/system`` answer (docs/protocol.md,
    "Capabilities"): the most tables it plays at once, the run's own among them; None where
    it declares none (or no whole number of at least 1: the contract check reports that)."""
    try:
        limit = json.loads(answer or b"null").get("max_concurrent_tables")
    except (ValueError, AttributeError):
        return None
    return limit if isinstance(limit, int) and not isinstance(limit, bool) and limit >= 1 else None


def _rehearsal_argv(args: argparse.Namespace, pytest_args: PytestArgs, folder: Path,
                    answer_file: Path) -> list[str]:
    rehearsed = argparse.Namespace(**{**vars(args), "target": STAND_IN, "workers": 1, "full_trace": False})
    argv = [a for a in pytest_args(rehearsed, folder) if not a.startswith("--transcript=")]
    return [sys.executable, "-m", "tablecert.commands.rehearsal", str(answer_file), "--", *argv]


def _feed(out: IO[bytes], prefetch: Prefetch, kept: Kept | None) -> None:
    """Each scenario the rehearsal wrote, to the lanes (and to ``kept``, kept once the
    rehearsal's last line says it ended whole); a line that is not one ends the feed."""
    whole = False
    try:
        while line := out.readline(MAX_RECORD + 1):
            if len(line) > MAX_RECORD or not line.endswith(b"\n"):
                break
            record = json.loads(line)
            if "end" in record:
                whole = record["end"] in (0, 1)  # pytest's: all passed, some failed
                break
            prefetch.feed(str(record["nodeid"]), [Exchange.from_json(e) for e in record["exchanges"]])
            if kept is not None:
                kept.write(line)
    except (ValueError, KeyError, TypeError):
        pass
    finally:
        prefetch.feed_over()
        if kept is not None:
            if whole:
                kept.write(line)
            kept.close(whole=whole)


@contextmanager
def ahead_of_run(args: argparse.Namespace, lanes: int | None, pytest_args: PytestArgs,
                 say: Callable[[str], None]) -> Iterator[list[object]]:
    """The plugins of a run with ``lanes`` scenarios at once (none with one; None: the default,
    one for a system on loopback, else :data:`DEFAULT_CONCURRENCY` where its answer took over
    :data:`NEAR`, one otherwise), the rehearsal and the lanes running while the run is in the block, stopped
    after it; the rehearsal's pytest arguments are ``pytest_args``'s (tablecert.commands.run),
    its ``--target`` the stand-in; ``say`` is told what went ahead."""
    if lanes == 1 or (lanes is None and _on_loopback(args.target)):
        yield []
        return
    answer, took = _system_answer(args)
    if lanes is None:
        lanes = DEFAULT_CONCURRENCY if took > NEAR else 1
    limit = declared_limit(answer)
    if limit is not None and limit - 1 < lanes:
        say(f"the system plays at most {limit} tables at once (GET /v1/system max_concurrent_tables): "
            + (f"{max(limit - 1, 1)} scenarios go ahead" if limit > 1 else "one scenario at a time"))
        lanes = max(limit - 1, 1)
    if answer is None or lanes == 1:
        yield []
        return
    with tempfile.TemporaryDirectory(prefix="tablecert-rehearsal-") as folder:
        place = Path(folder)
        (place / "system.json").write_bytes(answer)
        argv = _rehearsal_argv(args, pytest_args, place, place / "system.json")
        key = rehearsal_key(argv, answer)
        found = kept_rehearsal(key)
        rehearsal = None if found is not None else _rehearse(argv, place)
        source = found.open("rb") if found is not None else rehearsal.stdout  # type: ignore[union-attr]
        assert source is not None
        probe = _client(args)
        prefetch = Prefetch(lambda: _client(args), lanes=lanes, deadline=probe.deadline)
        probe.close()
        feeder = threading.Thread(target=_feed, args=(source, prefetch, Kept(key) if found is None else None),
                                  daemon=True)
        feeder.start()
        stopped = True
        try:
            yield [Boundaries(prefetch)]
            stopped = False
        finally:
            if rehearsal is not None:
                _stop(rehearsal, at_once=stopped)
            prefetch.close()
            feeder.join(timeout=30)
            source.close()
            say(_figures(lanes, prefetch.figures, kept=found is not None))


def _rehearse(argv: list[str], place: Path) -> subprocess.Popen[bytes]:
    env = {k: v for k, v in os.environ.items() if k != "TABLECERT_TOKEN"}  # the stand-in needs none
    with (place / "rehearsal.log").open("wb") as log:
        return subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=log, env=env)


def _stop(rehearsal: subprocess.Popen[bytes], *, at_once: bool) -> None:
    """The rehearsal ends: it has sent its last scenario when the run ends, and gets
    :data:`GRACE` seconds to say it ended whole (so it is kept); a run that was stopped stops
    it at once."""
    if not at_once:
        with suppress(subprocess.TimeoutExpired):
            rehearsal.wait(timeout=GRACE)
    rehearsal.kill()
    rehearsal.wait(timeout=30)


def _figures(lanes: int, figures: dict[str, int], *, kept: bool) -> str:
    line = (f"{lanes} scenarios at once: {figures['ahead']:,} of {figures['rehearsed']:,} rehearsed "
            f"scenarios{' (a kept rehearsal)' if kept else ''} went ahead, {figures['taken']:,} answers "
            "taken from the lanes "
            f"(waited {figures['wait_ms'] / 1000:.1f} s for them)")
    if figures["before_rehearsal"]:
        line += f"; {figures['before_rehearsal']:,} played before the rehearsal reached them"
    if figures["live"]:
        line += f"; {figures['live']:,} scenarios went on one request at a time after a difference"
    return line
