"""The system under test as the suite's fixtures (:mod:`tablecert.steps.plugin`): ``--target``
``in-process`` (the oracle itself), ``reference`` (the bundled reference table system over
real HTTP on loopback) or a URL of a vendor's system, or ``--adapter``; ``--defect``,
``--variant`` and ``--capabilities`` make a variant of the reference system; ``--round-mode``
how the card games' rounds reach it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TextIO

import pytest

from tablecert.adapters.ahead import ExchangeBook
from tablecert.adapters.contract import Capability, SystemUnderTest
from tablecert.adapters.stepped import RoundMode
from tablecert.reference_system.in_process import in_process_system

__all__ = ["AHEAD_BOOK", "declared_capabilities", "in_process_system", "round_mode", "system"]

AHEAD_BOOK = pytest.StashKey[ExchangeBook]()
"""A concurrent run's book (``tablecert run --concurrency``, tablecert.adapters.ahead): the
HTTP system under test takes the answers lanes fetched ahead, or the rehearsal records."""


@pytest.fixture(scope="session")
def round_mode(pytestconfig: pytest.Config) -> RoundMode:
    """How the card games' rounds are played (``--round-mode``; tablecert.adapters.stepped)."""
    return RoundMode(pytestconfig.getoption("--round-mode"))


def declared_capabilities(config: pytest.Config) -> frozenset[Capability] | None:
    """``--capabilities``: the reference system or the oracle as a variant declaring only these."""
    text = config.getoption("--capabilities", None)
    if not text:
        return None
    if config.getoption("--target") not in ("reference", "in-process") or config.getoption("--adapter"):
        raise pytest.UsageError("--capabilities makes a variant of the reference system; give "
                                "--target reference or in-process")
    try:
        return frozenset(Capability(c.strip()) for c in text.split(",") if c.strip())
    except ValueError as exc:
        raise pytest.UsageError(f"--capabilities {text}: {exc}") from None


@pytest.fixture(scope="session")
def system(pytestconfig: pytest.Config) -> Iterator[SystemUnderTest]:
    target = pytestconfig.getoption("--target")
    defect = pytestconfig.getoption("--defect")
    variant = pytestconfig.getoption("--variant")
    adapter = pytestconfig.getoption("--adapter")
    capabilities = declared_capabilities(pytestconfig)
    if adapter:
        from tablecert.adapters.bounds import call_deadline
        from tablecert.adapters.plugins import load_adapter

        option = pytestconfig.getoption
        deadline = call_deadline(option("--deadline"), option("--read-timeout"))
        guarded = load_adapter(adapter, deadline=deadline)
        yield guarded
        guarded.close()
        return
    if target == "in-process":
        yield in_process_system(defect, variant, capabilities)
        return
    from tablecert.adapters.http import HttpSystem

    transcript = _transcript(pytestconfig)
    try:
        if target == "reference":
            from tablecert.reference_system.app import create_app
            from tablecert.reference_system.server import ReferenceServer

            app = (create_app(defect, variant=variant, capabilities=capabilities)
                   if variant or capabilities is not None else None)
            with ReferenceServer(defect=defect, app=app) as server:
                sut = HttpSystem(server.url, transcript=transcript)
                yield sut
                sut.close()
            return
        sut = HttpSystem(target, transcript=transcript, insecure=pytestconfig.getoption("--insecure"),
                         read_timeout=pytestconfig.getoption("--read-timeout"),
                         deadline=pytestconfig.getoption("--deadline"),
                         book=pytestconfig.stash.get(AHEAD_BOOK, None))
        yield sut
        sut.close()
    finally:
        if transcript is not None:
            transcript.close()


def _transcript(config: pytest.Config) -> TextIO | None:
    """The evidence transcript, one file per xdist worker so lines never interleave."""
    path = config.getoption("--transcript")
    if not path:
        return None
    worker = getattr(config, "workerinput", {}).get("workerid")
    target = Path(path)
    if worker:
        target = target.with_name(f"{target.stem}-{worker}{target.suffix}")
    return target.open("a", encoding="utf-8")
