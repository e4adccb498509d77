"""tablecert as shipped: a wheel that holds everything the program reads at run time, puts
nothing but ``tablecert`` at the top of site-packages, and, installed into a fresh virtual
environment, runs from an empty folder exactly as from the checkout."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import venv
import zipfile
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _build_wheel(tmp_path: Path) -> Path:
    """The wheel of this checkout's files (tracked, and new ones not ignored), built from a
    copy so that nothing is written into the checkout."""
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                            cwd=ROOT, capture_output=True, check=True).stdout.decode().split("\0")
    source = tmp_path / "source"
    for name in filter(None, listed):
        if (ROOT / name).is_file():
            (source / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, source / name)
    dist = tmp_path / "dist"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", str(dist),
                    str(source)],
                   check=True, capture_output=True, timeout=300)
    [wheel] = dist.glob("tablecert-*.whl")
    return wheel


@pytest.mark.exhaustive
def test_the_wheel_holds_the_suite_and_puts_only_tablecert_at_the_top(tmp_path: Path) -> None:
    names = zipfile.ZipFile(_build_wheel(tmp_path)).namelist()
    tops = {name.split("/")[0] for name in names}
    assert {t for t in tops if not t.endswith(".dist-info")} == {"tablecert"}
    for kind, folder, pattern in (("features", "features", "*.feature"),
                                  ("rules_submissions", "rules_submissions", "*.yaml"),
                                  ("regulations", "tablecert/regulations", "*.txt"),
                                  ("docs", "docs", "*.md"), ("docs", "docs", "*.yaml"),
                                  ("docs", "docs", "*.toml"),
                                  ("examples", "examples", "*.py")):
        shipped = {n.rsplit("/", 1)[1] for n in names if n.startswith(f"tablecert/{kind}/")}
        assert {p.name for p in (ROOT / folder).glob(pattern)} <= shipped, kind
    for module in ("oracle/cards.py", "adapters/http.py", "steps/plugin.py", "reports/matrix.py",
                   "suite.py", "suite.ini"):
        assert f"tablecert/{module}" in names, module


def _counts(report: Path) -> Counter[str]:
    return Counter(v["status"] for v in json.loads((report / "verdicts.json").read_text()))


@pytest.mark.exhaustive
def test_the_wheel_in_a_fresh_environment_runs_from_an_empty_folder_as_the_checkout_does(
        tmp_path: Path) -> None:
    wheel = _build_wheel(tmp_path)
    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=True)
    bin_dir = env_dir / "bin"
    subprocess.run([str(bin_dir / "python"), "-m", "pip", "install", "--quiet", str(wheel)],
                   check=True, timeout=900)
    empty = tmp_path / "empty"
    empty.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TABLECERT_", "PYTHON"))}
    env["PATH"] = f"{bin_dir}{os.pathsep}{env['PATH']}"

    def installed(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([str(bin_dir / "tablecert"), *args], cwd=empty, env=env, capture_output=True,
                              text=True, timeout=900, check=False)

    def checkout(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "tablecert.cli", *args], cwd=tmp_path,
                              capture_output=True, text=True, timeout=900, check=False)

    version = installed("--version")
    assert version.returncode == 0 and version.stdout == checkout("--version").stdout
    run = installed("run")
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    mine = checkout("run", "--report", str(tmp_path / "checkout-report"))
    assert mine.returncode == 0, mine.stdout[-3000:] + mine.stderr[-3000:]
    assert _counts(empty / "reports" / "out") == _counts(tmp_path / "checkout-report")
    counts = _counts(empty / "reports" / "out")
    assert counts["passed"] + counts["checked-in-submission"] > 1000
    assert not counts["failed"] + counts["error"]
    coverage = installed("coverage", "--json")
    assert coverage.returncode == 0
    assert json.loads(coverage.stdout) == json.loads(checkout("coverage", "--json").stdout)
    assert installed("math", "--json").stdout == checkout("math", "--json").stdout
    assert installed("report", "reports/out").returncode == 0
    site = next((env_dir / "lib").glob("python3*/site-packages"))
    bundled = site / "tablecert" / "rules_submissions" / "pa-649a-paytable-A.yaml"
    assert installed("validate", str(bundled)).returncode == 0
    fuzz = installed("fuzz", "--rounds", "60", "--seed", "3", "--json")
    assert fuzz.returncode == 0 and json.loads(fuzz.stdout)["discrepancies"] == [], fuzz.stderr[-2000:]
    stats = installed("stats", "--rounds", "200", "--seed", "3", "--json", "--quiet")
    assert stats.returncode in (0, 3), stats.stderr[-2000:]
    selftest = installed("selftest", "--defect", "a23-not-a-straight", "--scope", "section", "--json")
    assert selftest.returncode == 0, selftest.stdout[-2000:] + selftest.stderr[-2000:]
    assert [d["caught"] for d in json.loads(selftest.stdout)["defects"]] == [True]
    serve = subprocess.Popen([str(bin_dir / "tablecert"), "serve", "--port", "0"], cwd=empty, env=env,
                             stdout=subprocess.PIPE, text=True)
    try:
        assert serve.stdout is not None
        first = serve.stdout.readline()
        assert "http://127.0.0.1:" in first, first
    finally:
        serve.terminate()
        serve.wait(timeout=30)
    # the documents --help and the messages point to print from the wheel (tablecert docs)
    for name in ("docs/protocol.md", "docs/adapters.md", "docs/schemathesis.toml"):
        shown = installed("docs", name)
        assert shown.returncode == 0 and shown.stdout == (ROOT / name).read_text(encoding="utf-8"), name
    example = installed("docs", "--path", "examples/line_table_server.py")
    assert example.returncode == 0 and Path(example.stdout.strip()).is_relative_to(site)
    # a lab's own edition of the suite: --features; a folder with no feature file is exit 2
    assert installed("run", "--features", str(empty)).returncode == 2
