"""README.md's examples run as written (issue #32, item 4): every command of its ``sh`` code
blocks is listed here with the exit code it must give; the cheap ones run in the fast tier,
the expensive ones in the exhaustive tier, and the ones this machine cannot run (a vendor's
URL, a cluster, an install) are parsed by tablecert's own option parser, so an option the
README names and tablecert lacks still fails. A new command in the README that is not listed
here fails the first test."""

from __future__ import annotations

import re
import shlex
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tablecert.commands.parser import build_parser
from tablecert.feature_index import load_scenarios
from tablecert.oracle.citations import matches

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"

# the command as the README writes it (its comment cut off) -> its tier and exit codes
CHEAP, EXPENSIVE, PARSED, CI = "cheap", "expensive", "parsed", "run by .ci/run"
COMMANDS: dict[str, tuple[str, tuple[int, ...]]] = {
    "pip install -e . && tablecert run": (CI, (0,)),
    "pip install -e '.[test]' && pytest -n auto": (CI, (0,)),
    "tablecert run --waivers waivers.yaml": (PARSED, ()),  # a lab's waivers file
    "tablecert run --report reports/out --baseline reports/out --fail-on new": (EXPENSIVE, (0,)),
    "tablecert keygen lab.pem": (CHEAP, (0,)),
    "tablecert run --sign-key lab.pem --report reports/out": (EXPENSIVE, (0,)),
    "tablecert verify reports/out --key lab.pub.pem": (EXPENSIVE, (0,)),
    # 2,000 rounds decide every shuffle check; the returns need 20,000 to 40,000 (README): exit 3
    "tablecert stats --game three-card-poker --rounds 2000 --seed 7": (EXPENSIVE, (3,)),
    "tablecert stats --rounds 40000 --report reports/out": (PARSED, ()),  # some minutes
    "tablecert stats --target https://vendor:8443 --rounds 5000 --json": (PARSED, ()),  # a vendor's system
    "tablecert stats --defect single-riffle": (EXPENSIVE, (1,)),
    "tablecert serve --port 8080 --latency 20ms &": (PARSED, ()),  # a server in the background
    "tablecert stats --target http://127.0.0.1:8080 --rounds 40000 --tables 16": (PARSED, ()),
    "tablecert stats --rounds 200000 --tables 2 --batch 100": (PARSED, ()),
    "pip install 'tablecert[cluster]'": (PARSED, ()),
    "tablecert stats --target in-process --rounds 1000000 --scheduler local:2": (PARSED, ()),
    "tablecert stats --target https://vendor:8443 --rounds 5000000 --scheduler tcp://scheduler:8786 "
    "--tables 8": (PARSED, ()),
    "pytest tests/test_features.py": (EXPENSIVE, (0,)),
    "pytest tests/test_features.py --target reference -n auto": (EXPENSIVE, (0,)),
    "pytest tests/test_features.py --section 649a.11": (EXPENSIVE, (0,)),  # 60 scenarios
    'pytest tests/test_features.py -k "649a.6 and straight"': (CHEAP, (0,)),
    'pytest tests/test_features.py --scenario "649a.11(c)(3)(i) Dealer holds jack high: Ante paid, Play '
    'returned"': (CHEAP, (0,)),
    'pytest tests/test_features.py -m "three_card_poker and not manual"': (EXPENSIVE, (0,)),
    "pytest tests/test_features.py --lf": (EXPENSIVE, (0,)),
    "pytest tests/test_features.py --defect a23-not-a-straight --results-json verdicts.json":
        (EXPENSIVE, (1,)),
    "pytest tests/test_features.py --alluredir allure-results": (EXPENSIVE, (0,)),
}


def readme_commands() -> Iterator[str]:
    """Each command of the README's ``sh`` blocks, its trailing comment cut off."""
    block = False
    for line in README.read_text(encoding="utf-8").splitlines():
        if line.startswith("```"):
            block = line.strip() == "```sh" and not block
            continue
        if block and line.strip() and not line.lstrip().startswith("#"):
            yield re.sub(r"\s+#\s.*$", "", line).strip()


def test_every_readme_command_is_listed_with_its_tier() -> None:
    assert sorted(readme_commands()) == sorted(COMMANDS)


def _tablecert_argv(command: str) -> list[list[str]]:
    """The tablecert commands of a line, as argv lists (``&&`` splits; ``&`` is dropped)."""
    out = []
    for part in command.removesuffix("&").split("&&"):
        argv = shlex.split(part)
        if argv and argv[0] == "tablecert":
            out.append(argv[1:])
    return out


@pytest.mark.parametrize("command", [c for c, (tier, _) in COMMANDS.items() if tier == PARSED])
def test_each_command_not_run_here_is_one_tablecert_reads(command: str) -> None:
    """Its options are tablecert's (an unknown or misspelt one is a usage error, exit 2)."""
    for argv in _tablecert_argv(command):
        parsed = build_parser().parse_args(argv)
        assert parsed.command == argv[0]


def _run(command: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """The command from ``cwd``: ``tablecert`` and ``pytest`` of this interpreter; pytest
    from the repository (its paths are the repository's), tablecert from ``cwd``."""
    results = None
    for part in command.split("&&"):
        argv = shlex.split(part)
        if argv[0] == "tablecert":
            argv = [sys.executable, "-m", "tablecert.cli", *argv[1:]]
            where = cwd
        else:
            assert argv[0] == "pytest", command
            argv = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", *argv[1:]]
            if "--lf" in argv:  # the last run's cache: kept in a folder of the test's own
                argv.remove("-p")
                argv.remove("no:cacheprovider")
                argv += ["-o", f"cache_dir={cwd / '.pytest_cache'}"]
            argv = [str(cwd / a) if a in ("verdicts.json", "allure-results") else a for a in argv]
            where = ROOT
        results = subprocess.run(argv, cwd=where, capture_output=True, text=True, timeout=3000, check=False)
        if results.returncode != 0:
            return results
    assert results is not None
    return results


@pytest.mark.parametrize("command", [c for c, (tier, _) in COMMANDS.items() if tier == CHEAP])
def test_each_cheap_command_runs_as_written(command: str, tmp_path: Path) -> None:
    done = _run(command, tmp_path)
    assert done.returncode in COMMANDS[command][1], done.stdout[-3000:] + done.stderr[-2000:]


def test_the_k_example_selects_what_it_says() -> None:
    """``-k "649a.6 and straight"``: every example of each scenario cited under 649a.6 with
    "straight" in its name, and the other 649a.6 examples whose values say "straight"
    (pytest's -k reads a test's whole id), nothing else."""
    done = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "--collect-only", "-q",
                           "tests/test_features.py", "-k", "649a.6 and straight"],
                          cwd=ROOT, capture_output=True, text=True, timeout=600, check=False)
    collected = [line for line in done.stdout.splitlines() if line.startswith("tests/test_features.py::")]
    wanted = [s for s in load_scenarios() if matches(s.citation, "649a.6") and "straight" in s.name.lower()]
    by_name = [line for line in collected if "straight" in line.split("[")[0]]
    assert wanted and len(by_name) == sum(s.examples for s in wanted), done.stdout[-2000:]
    assert all("straight" in line and line.split("::")[1].startswith("test_a6") for line in collected)


def test_k_selects_a_section_by_its_citation_as_section_does() -> None:
    def ids(*args: str) -> list[str]:
        done = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "--collect-only",
                               "-q", "tests/test_features.py", *args], cwd=ROOT, capture_output=True,
                              text=True, timeout=600, check=False)
        return [line for line in done.stdout.splitlines() if line.startswith("tests/test_features.py::")]

    by_k = ids("-k", "649a.11")
    assert by_k and by_k == ids("--section", "649a.11")
    assert len(ids("-k", "649a")) == sum(s.examples for s in load_scenarios() if matches(s.citation, "649a"))


@pytest.mark.exhaustive
@pytest.mark.parametrize("command", [c for c, (tier, _) in COMMANDS.items() if tier == EXPENSIVE])
def test_each_expensive_command_runs_as_written(command: str, tmp_path: Path) -> None:
    if "lab.pem" in command or "lab.pub.pem" in command or "reports/out" in command:
        # the signing and baseline examples follow a run and a key of their own, as the README has them
        assert _run("tablecert keygen lab.pem", tmp_path).returncode == 0
        assert _run("tablecert run --report reports/out", tmp_path).returncode == 0
        if "verify" in command:
            assert _run("tablecert run --sign-key lab.pem --report reports/out", tmp_path).returncode == 0
    done = _run(command, tmp_path)
    assert done.returncode in COMMANDS[command][1], done.stdout[-3000:] + done.stderr[-2000:]
