"""Scale (issue #23): many tables of one system at once (threads, each table its own
connection and seed), and shards of a run on a Dask cluster, each with seeds derived from
the run's, so that a run's result depends on its seed, its tables and its shards only."""

from tablecert.scale.spec import SystemSpec, derive_seed, split
from tablecert.scale.tables import Progress, on_tables

__all__ = ["Progress", "SystemSpec", "derive_seed", "on_tables", "split"]
