"""Issue #31 item 2: ``--report DIR`` where DIR cannot be renamed (a mount point: a Docker or
CI volume; rename fails EBUSY). The report is swapped in by contents; the earlier report never
reads as complete once the swap has begun; should even that fail, the new report stays whole
beside the folder, and the next run keeps it rather than deleting it."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from tablecert import report_folder
from tablecert.errors import InputError
from tablecert.report_folder import COMPLETE, MARKER, ReportFolder, ReportSwapError, is_complete


def _write(folder: Path, text: str) -> None:
    with ReportFolder(folder) as report:
        staging = report.begin()
        (staging / "matrix.md").write_text(text, encoding="utf-8")
        (staging / "allure-results").mkdir()
        (staging / "allure-results" / "a.json").write_text(text, encoding="utf-8")
        report.commit(complete=True)


@pytest.fixture
def mounted(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A report folder that, like a mount point, cannot itself be renamed."""
    folder = tmp_path / "out"
    _write(folder, "the earlier run\n")
    real = report_folder._rename

    def rename(source: Path, target: Path) -> None:
        if Path(source) == folder:
            raise OSError(errno.EBUSY, os.strerror(errno.EBUSY), str(source))
        real(source, target)

    monkeypatch.setattr(report_folder, "_rename", rename)
    return folder


def test_a_folder_that_cannot_be_renamed_gets_the_new_report_by_contents(mounted: Path) -> None:
    _write(mounted, "the new run\n")
    assert (mounted / "matrix.md").read_text(encoding="utf-8") == "the new run\n"
    assert (mounted / "allure-results" / "a.json").read_text(encoding="utf-8") == "the new run\n"
    assert is_complete(mounted)
    assert sorted(p.name for p in mounted.parent.iterdir()) == ["out"]  # nothing left beside it
    assert sorted(p.name for p in mounted.iterdir()) == [COMPLETE, MARKER, "allure-results", "matrix.md"]


def test_a_swap_that_fails_keeps_the_new_report_whole_and_the_old_one_not_current(
        mounted: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    real = report_folder._copy

    def full(source: Path, target: Path) -> None:
        if source.name == "matrix.md":  # the second of the three entries: the first was copied
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(target))
        real(source, target)

    monkeypatch.setattr(report_folder, "_copy", full)
    expected = (r"could not be swapped in \(No space left on device; renaming it: Device or resource "
                r"busy\); it is whole in .*out\.partial")
    with pytest.raises(ReportSwapError, match=expected):
        _write(mounted, "the new run\n")
    staging = mounted.with_name("out.partial")
    assert is_complete(staging)
    assert (staging / "matrix.md").read_text(encoding="utf-8") == "the new run\n"
    assert not is_complete(mounted)  # the earlier report no longer reads as the current one
    assert (mounted / "matrix.md").read_text(encoding="utf-8") == "the earlier run\n"  # put back
    assert (mounted / "allure-results" / "a.json").read_text(encoding="utf-8") == "the earlier run\n"
    monkeypatch.undo()
    with pytest.raises(InputError, match="holds a complete report that was never swapped in"):
        _write(mounted, "a third run\n")
    assert (staging / "matrix.md").read_text(encoding="utf-8") == "the new run\n"
