"""How a table (a thread, or a worker process on another machine) reaches the system under
test by itself, and the seed each table and shard plays under."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from tablecert.adapters.contract import SystemUnderTest

__all__ = ["SystemSpec", "derive_seed", "split"]


@dataclass(frozen=True)
class SystemSpec:
    """Plain, picklable directions to the system under test: ``in-process`` (the oracle with
    the reference system's shuffler and, if named, a catalogued ``defect``), the URL of a
    system speaking the protocol, or an ``adapter`` (``--adapter SPEC``). :meth:`open` makes a
    new system object, so each table has its own connection (an
    :class:`~tablecert.adapters.http.HttpSystem` is one keep-alive session, which is not to be
    shared between threads)."""

    target: str
    defect: str | None = None
    variant: str | None = None  # a compliant variant of the reference system, in-process
    read_timeout: float = 10.0  # an adapter's: the deadline of each call
    insecure: bool = False
    adapter: str | None = None  # ``--adapter SPEC``: each table loads the adapter anew

    def open(self) -> SystemUnderTest:
        if self.adapter is not None:
            from tablecert.adapters.plugins import load_adapter

            return load_adapter(self.adapter, deadline=self.read_timeout)
        if self.target == "in-process":
            from tablecert.reference_system.in_process import in_process_system

            return in_process_system(self.defect, self.variant)
        from tablecert.adapters.http import HttpSystem

        return HttpSystem(self.target, read_timeout=self.read_timeout, insecure=self.insecure)


def derive_seed(seed: int, shard: int, table: int) -> int:
    """The seed of one table of one shard: the run's own seed for the first table of the first
    shard (so a one-table run repeats the runs of before), a 63-bit hash of the three
    otherwise, so no two tables share a stream.

    >>> derive_seed(7, 0, 0), derive_seed(7, 0, 1) == derive_seed(7, 0, 1) != derive_seed(7, 1, 0)
    (7, True)
    """
    if shard == 0 and table == 0:
        return seed
    digest = hashlib.sha256(f"tablecert seed {seed} shard {shard} table {table}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def split(total: int, parts: int) -> list[int]:
    """``total`` rounds in ``parts`` shares, the first ones one larger.

    >>> split(10, 4)
    [3, 3, 2, 2]
    """
    return [total // parts + (1 if k < total % parts else 0) for k in range(parts)]
