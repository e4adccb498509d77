"""README "What tablecert promises": every figure it states is the figure the code uses."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _section() -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    start = text.index("## What tablecert promises")
    return " ".join(text[start:text.index("\n## ", start + 1)].split())


def _mib(n: int) -> str:
    return f"{n >> 20} MiB" if n >= 1 << 20 else f"{n >> 10} KiB"


def test_the_bounds_on_files_a_user_names() -> None:
    from tablecert import user_file
    from tablecert.oracle import rules_reader
    from tablecert.reports import attestation, baseline, waivers

    text = _section()
    assert f"a Rules Submission {_mib(user_file.RULES_FILE_BYTES)}" in text
    assert f"a feature file {_mib(user_file.FEATURE_FILE_BYTES)}" in text
    assert f"a waiver file {_mib(waivers.MAX_BYTES)}" in text
    assert f"a key {_mib(attestation._MAX_KEY_BYTES)}" in text
    assert user_file.SAVED_REPORT_BYTES == baseline.MAX_BYTES
    assert f"a report's saved files and a baseline {_mib(baseline.MAX_BYTES)}" in text
    assert f"within {user_file.READ_DEADLINE_S:g} s" in text
    assert f"at most {rules_reader._SHOWN_PROBLEMS} problems listed" in text


def test_the_bounds_on_answers_and_on_the_reference_system() -> None:
    from tablecert.adapters.http_client import MAX_BODY
    from tablecert.adapters.wire_json import MAX_DIGITS
    from tablecert.reference_system import connections, decoding

    text = _section()
    assert f"at most {MAX_BODY:,} bytes" in text
    assert f"numbers of more than {MAX_DIGITS} digits" in text
    assert f"not whole within {connections.HEAD_SECONDS:g} s" in text
    assert f"a head over {_mib(connections.MAX_HEAD_BYTES)} with 431" in text
    assert f"a body over {decoding.MAX_REQUEST_BODY:,} bytes with 413" in text


def test_the_bounds_on_runs_and_the_exit_codes() -> None:
    from tablecert.commands.parser import MAX_WORKERS
    from tablecert.commands.stats import EXIT_INCONCLUSIVE
    from tablecert.scale.cluster import NO_WORKER_SECONDS

    text = _section()
    assert f"`--workers` is at most {MAX_WORKERS}" in text
    assert f"without a worker for {NO_WORKER_SECONDS:g} s" in text
    assert f"| {EXIT_INCONCLUSIVE} inconclusive |" in text
    commands = ("`run`", "`stats`", "`fuzz`", "`selftest`", "`contract`", "`verify`", "`validate`",
                "`keygen`", "`report`", "`coverage`", "`defects`", "`math`", "`interpretations`", "`serve`")
    assert all(c in text for c in commands)
