"""Issue #31, a careless or hostile user: every file a user names is read as a regular file
within a size bound and never blocks (a FIFO, ``/dev/zero``), and each refusal is one line
naming the file and why, exit code 2."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tablecert.errors import InputError

ROOT = Path(__file__).resolve().parent.parent


def _cli(*args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "tablecert.cli", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=timeout, check=False)


@pytest.fixture
def fifo(tmp_path: Path) -> Path:
    path = tmp_path / "pipe.yaml"
    os.mkfifo(path)
    return path


def test_validate_refuses_a_fifo_and_a_device_without_blocking(fifo: Path) -> None:
    for named, what in ((fifo, "a FIFO"), (Path("/dev/zero"), "a character device")):
        proc = _cli("validate", str(named), timeout=30)
        assert proc.returncode == 2, proc.stderr
        assert proc.stderr.strip().splitlines() == [
            f"tablecert: {named}: {what}{' (named pipe)' if 'FIFO' in what else ''}, not a regular file; "
            "not a Rules Submission"]


def test_run_rules_refuses_a_fifo_before_anything_runs(fifo: Path, tmp_path: Path) -> None:
    proc = _cli("run", "--rules", str(fifo), "--report", str(tmp_path / "out"), timeout=60)
    assert proc.returncode == 2
    assert f"{fifo}: a FIFO (named pipe), not a regular file" in proc.stderr
    assert "Traceback" not in proc.stderr
    assert not (tmp_path / "out").exists()


def test_a_rules_submission_past_its_size_bound_is_refused(tmp_path: Path) -> None:
    from tablecert.files import load_any_rules
    from tablecert.user_file import RULES_FILE_BYTES

    big = tmp_path / "big.yaml"
    big.write_bytes(b"# padding\n" * (RULES_FILE_BYTES // 10 + 1))
    with pytest.raises(InputError, match=r"big\.yaml: larger than 1,048,576 bytes; not a Rules Submission"):
        load_any_rules(big)


def test_a_feature_file_symlinked_to_dev_zero_is_refused_by_name(tmp_path: Path) -> None:
    from tablecert.feature_index import load_scenarios

    features = tmp_path / "features"
    features.mkdir()
    shutil.copy(ROOT / "features" / "649a.12-payout-odds.feature", features)
    (features / "zero.feature").symlink_to("/dev/zero")
    with pytest.raises(InputError, match=r"zero\.feature: a character device, not a regular file; "
                                         r"not a feature file"):
        load_scenarios(features)


def test_the_one_reader_refuses_a_file_swapped_for_a_fifo_after_its_check(
        fifo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The open itself never waits for a FIFO's writer (O_NONBLOCK), and the open descriptor
    is checked again: a swap between the check and the open cannot block the read."""
    import stat as stat_module

    from tablecert import user_file

    real_stat = os.stat
    monkeypatch.setattr(user_file.os, "stat",
                        lambda p: os.stat_result((stat_module.S_IFREG | 0o644, *real_stat(p)[1:])))
    with pytest.raises(InputError, match="a FIFO"):
        user_file.read_bounded(fifo, limit=100, named=str(fifo), kind="a test file")


@pytest.fixture
def signed_folder(tmp_path: Path) -> tuple[Path, object]:
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

    from tablecert.reports.attestation import sign_report

    folder = tmp_path / "out"
    (folder / "allure-results").mkdir(parents=True)
    (folder / "matrix.md").write_text("# the matrix\n", encoding="utf-8")
    (folder / "allure-results" / "a.json").write_text("{}", encoding="utf-8")
    # the predicate: an in-toto Statement's is an object (the Attestation Framework's check)
    (folder / "evidence.json").write_text('{"target": "in-process"}', encoding="utf-8")
    key = Ed25519PrivateKey.generate()
    sign_report(folder, key)
    return folder, key.public_key()


@pytest.mark.parametrize("spoil, expected", [
    ("symlink-to-copy", "matrix.md: a symbolic link"),
    ("symlink-to-root", "root: a symbolic link"),
    ("symlink-to-zero", "zero: a symbolic link"),
    ("empty-folder", "later: a folder that holds no signed file"),
    ("fifo", "pipe: not a regular file"),
])
def test_verify_refuses_symlinks_special_files_and_added_folders(signed_folder: tuple[Path, object],
                                                                 spoil: str, expected: str) -> None:
    """Issue #31 item 8: a signed report holds regular files and the folders of its signed files
    only; nothing in it is followed."""
    from tablecert.reports.attestation import verify_report

    folder, public = signed_folder
    assert verify_report(folder, public, inputs=False).ok  # type: ignore[arg-type]
    if spoil == "symlink-to-copy":  # the very same bytes, outside the folder
        copy = folder.parent / "elsewhere.md"
        shutil.copy(folder / "matrix.md", copy)
        (folder / "matrix.md").unlink()
        (folder / "matrix.md").symlink_to(copy)
    elif spoil == "symlink-to-root":
        (folder / "root").symlink_to("/")
    elif spoil == "symlink-to-zero":
        (folder / "allure-results" / "zero").symlink_to("/dev/zero")
    elif spoil == "empty-folder":
        (folder / "later").mkdir()
    else:
        os.mkfifo(folder / "pipe")
    result = verify_report(folder, public, inputs=False)  # type: ignore[arg-type]
    assert not result.ok
    assert any(expected in p for p in result.problems), result.problems


def test_a_waiver_expiring_on_a_day_that_does_not_exist_is_refused_with_its_line(tmp_path: Path) -> None:
    """Issue #31 item 4: ``expires: 2027-02-30`` is bad input (file:line), not a ValueError."""
    from tablecert.reports.waivers import load_waivers

    path = tmp_path / "waivers.yaml"
    path.write_text("- citation: 649a.12(e)\n  reason: r\n  reference: x\n  expires: 2027-02-30\n",
                    encoding="utf-8")
    with pytest.raises(InputError, match=r"waivers\.yaml:4: expires: '2027-02-30' is not a date"):
        load_waivers(path, [("a scenario", "649a.12(e)(1)")])


def test_a_report_name_too_long_and_a_key_where_none_can_be_written_are_one_line(tmp_path: Path) -> None:
    """Issue #31 item 6: ENAMETOOLONG for --report, keygen into /proc: exit 2, no traceback."""
    long = tmp_path / ("x" * 300)
    proc = _cli("run", "--section", "649a.12(d)", "--report", str(long))
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert proc.stderr.endswith(": cannot use the folder (File name too long)\n")
    proc = _cli("keygen", "/proc/x.pem")
    assert proc.returncode == 2
    assert proc.stderr == "tablecert: /proc/x.pem: cannot write the key (No such file or directory)\n"


def test_a_file_that_is_not_our_yaml_has_no_line_echoed(tmp_path: Path) -> None:
    """Issue #31 item 13: ``--rules /etc/shadow``: the unknown fields are named by a short
    fragment, never the line (its hash fields), and the list of problems is bounded."""
    from tablecert.files import load_any_rules

    secret = "$6$saltsalt$" + "h" * 80
    shadow = tmp_path / "shadow"
    shadow.write_text("".join(f"user{i}:{secret}:20228:0:99999:7:::\n" for i in range(30)), encoding="utf-8")
    with pytest.raises(InputError) as info:
        load_any_rules(shadow)
    message = str(info.value)
    assert "saltsalt" not in message and "hhhh" not in message
    assert f"{shadow}:1: user0... (116 characters, not a field name; not shown): unknown field" in message
    assert "problems):" in message.splitlines()[0]
    total = int(message.splitlines()[0].rsplit("(", 1)[1].split()[0])
    assert total > 30 and message.splitlines()[-1] == f"  ... and {total - 20} more"
    assert len(message.splitlines()) == 22


def test_workers_are_bounded() -> None:
    """Issue #31 item 13: ``--workers`` at most 64 (run and fuzz); a run never starts more
    workers than the examples it selects."""
    from argparse import Namespace

    from tablecert.commands.run import _bound_workers

    for command in ("run", "fuzz"):
        proc = _cli(command, "--workers", "65")
        assert proc.returncode == 2
        assert "--workers 65: a number of processes, 1 to 64" in proc.stderr
    args = Namespace(workers=40, section=["649a.12(d)"], scenario=[])
    _bound_workers(args)
    assert args.workers == 16  # the 16 examples of 649a.12(d)
