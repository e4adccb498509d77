"""The suite against a system across a network: ``python bench/bench_remote.py``.

Issue 34's measurement. For each latency (``--latencies``, default 0, 20 and 100 ms) a
reference system is started as ``tablecert serve --latency L`` in its own process, and
``tablecert run --target URL`` plays the selected scenarios (``--section``, default the whole
suite) against it: serially (``--concurrency 1``; ``--serial`` names the latencies, default
every one), then for each ``--concurrency`` value (default 16) once *cold* (the rehearsal
played beside the run, kept afterwards) and ``--runs`` times *kept* (the kept rehearsal
taken: a vendor's CI against each new build), and with each ``--workers`` count if given.
Printed side by side, one line a run: the wall time, the CPU seconds of the run and its
rehearsal, the server's CPU seconds, the requests sent (lines of the transcript), the latency
floor (requests x latency / parallelism: what waiting alone costs), the exit code, the
verdict counts, and whether verdicts.json is byte-identical to the serial run's at that
latency (else to the first serial run's).

Exit status 0 always: the figures are for the note, not a gate (a timed assertion would
flake on a shared machine).

Figures: docs/concurrency.md ("Figures") holds the latest, with the command.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

_URL = re.compile(rb"at (http://127\.0\.0\.1:\d+)")


def _tablecert() -> str:
    found = shutil.which("tablecert", path=str(Path(sys.executable).parent)) or shutil.which("tablecert")
    if not found:
        raise SystemExit("bench_remote: no tablecert program on PATH (pip install -e .)")
    return found


def _serve(program: str, latency_ms: int, log: Path) -> tuple[subprocess.Popen[bytes], str]:
    """Start ``tablecert serve`` on loopback, its output in ``log`` (a pipe nobody reads would
    fill and stall it), and read its URL from there (10 s bound)."""
    with log.open("wb") as out:
        server = subprocess.Popen([program, "serve", "--port", "0", "--latency", f"{latency_ms}ms"],
                                  stdout=out, stderr=subprocess.STDOUT)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and server.poll() is None:
        if found := _URL.search(log.read_bytes()[:4096]):
            return server, found.group(1).decode()
        time.sleep(0.05)
    server.kill()
    raise SystemExit(f"bench_remote: tablecert serve printed no URL: {log.read_bytes()[:400]!r}")


def _server_cpu(server: subprocess.Popen[bytes]) -> float:
    """The server's CPU seconds so far (Linux /proc; 0 elsewhere)."""
    try:
        fields = Path(f"/proc/{server.pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


Mode = tuple[str, int, str]
"""("concurrency", 1, "") is the serial run; ("concurrency", N, "cold") a run that rehearses
(nothing kept), ("concurrency", N, "kept") one that takes the rehearsal kept by an earlier
run; ("workers", N, "") pytest-xdist processes."""


def _run(program: str, url: str, mode: Mode, section: str | None, folder: Path,
         server: subprocess.Popen[bytes], kept: Path) -> dict[str, object]:
    kind, n, rehearsal = mode
    argv = [program, "run", "--target", url, "--report", str(folder), "--quiet",
            f"--{kind}", str(n)]
    if kind == "workers":
        argv += ["--concurrency", "1"]
    if section:
        argv += ["--section", section]
    env = {**os.environ, "TABLECERT_CACHE_DIR": str(kept / str(n)) if rehearsal else ""}
    before, served = resource.getrusage(resource.RUSAGE_CHILDREN), _server_cpu(server)
    start = time.perf_counter()
    done = subprocess.run(argv, capture_output=True, check=False, timeout=3600, env=env)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    transcript = folder / "transcript.jsonl"
    requests = transcript.read_bytes().count(b"\n") if transcript.exists() else 0
    summary = folder / "summary.json"
    counts = json.loads(summary.read_text())["counts"] if summary.exists() else {}
    verdicts = folder / "verdicts.json"
    return {"wall": wall, "cpu": cpu, "server_cpu": _server_cpu(server) - served,
            "exit": done.returncode, "requests": requests, "counts": counts,
            "verdicts": verdicts.read_bytes() if verdicts.exists() else b""}


def _line(latency_ms: int, mode: Mode, run: dict[str, object], serial: dict[str, object]) -> str:
    """One run's figures; a run with workers writes no transcript, so its requests are the
    serial run's (the same scenarios send the same requests)."""
    requests = int(run["requests"] or serial["requests"])  # type: ignore[call-overload]
    floor = requests * latency_ms / 1000 / mode[1]
    counts = ", ".join(f"{v} {k}" for k, v in dict(run["counts"]).items())  # type: ignore[call-overload]
    same = "identical" if run["verdicts"] == serial["verdicts"] else "DIFFERENT"
    shown = "serial" if mode[:2] == ("concurrency", 1) else f"--{mode[0]} {mode[1]} {mode[2]}".strip()
    return (f"{latency_ms:>4} ms  {shown:<21} wall {run['wall']:6.1f} s  cpu {run['cpu']:5.1f} s  "
            f"server cpu {run['server_cpu']:5.1f} s  requests {requests:>5}  floor {floor:6.1f} s  "
            f"exit {run['exit']}  verdicts {same}  [{counts}]")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--latencies", default="0,20,100", help="milliseconds, comma-separated")
    parser.add_argument("--concurrency", default="16",
                        help="--concurrency values beside serial, comma-separated")
    parser.add_argument("--workers", default="", help="--workers counts too, comma-separated (default none)")
    parser.add_argument("--section", default=None, help="a citation prefix (default: the whole suite)")
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--serial", default=None,
                        help="the latencies to run serially too, comma-separated (default: every one)")
    args = parser.parse_args()
    program = _tablecert()
    concurrent = [int(c) for c in args.concurrency.split(",") if c and int(c) > 1]
    workers = [("workers", int(w), "") for w in args.workers.split(",") if w and int(w) > 1]
    print(f"suite: {args.section or 'all scenarios'}; load average before: {os.getloadavg()[0]:.2f}; "
          "cpu: the run's process and its rehearsal; server cpu: tablecert serve's", flush=True)
    latencies = [int(x) for x in args.latencies.split(",")]
    serially = latencies if args.serial is None else [int(x) for x in args.serial.split(",") if x]
    first_serial: dict[str, object] = {}
    for latency_ms in latencies:
        with tempfile.TemporaryDirectory(prefix="bench-remote-") as tmp:
            server, url = _serve(program, latency_ms, Path(tmp) / "serve.log")
            try:
                serial: dict[str, object] = {}
                modes: list[Mode] = [("concurrency", 1, "")] if latency_ms in serially else []
                modes += [("concurrency", c, "cold") for c in concurrent]  # it fills kept/<c>
                for _ in range(args.runs):
                    modes += [("concurrency", c, "kept") for c in concurrent] + workers
                for k, mode in enumerate(modes):
                    folder = Path(tmp) / f"{mode[0]}{mode[1]}{mode[2]}-{k}"
                    run = _run(program, url, mode, args.section, folder, server, Path(tmp) / "kept")
                    serial = serial or (run if mode[:2] == ("concurrency", 1) else {})
                    first_serial = first_serial or serial
                    print(_line(latency_ms, mode, run, serial or first_serial), flush=True)
            finally:
                server.terminate()
                server.wait(timeout=10)


if __name__ == "__main__":
    main()
