"""Issue #31 item 7: a Dask cluster whose workers die, or whose scheduler is lost, ends the run
in a bounded time with a message naming what happened and a nonzero exit; the tallies of the
shards that finished are kept and judged (``tablecert stats``)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tablecert.scale import cluster
from tablecert.scale.cluster import ClusterFailure, Scheduler


def _quick(n: int) -> int:
    return n


def test_a_cluster_without_workers_is_a_failure_in_bounded_time(monkeypatch: pytest.MonkeyPatch) -> None:
    distributed = pytest.importorskip("distributed")
    monkeypatch.setattr(cluster, "NO_WORKER_SECONDS", 1.0)
    expected = r"no worker for 1 s \(they died or left\); 0 of 2 shards had finished"
    with distributed.LocalCluster(n_workers=0, processes=False, dashboard_address=":0") as empty, \
            pytest.raises(ClusterFailure, match=expected):
        cluster.run_shards(cluster.parse_scheduler(empty.scheduler_address), _quick, [{"n": 1}, {"n": 2}],
                           rounds=[1, 2])


class _Future:
    def __init__(self, key: str, value: Any, status: str) -> None:
        self.key, self.value, self.status = key, value, status

    def result(self) -> Any:
        return self.value


def test_the_shards_that_finished_are_kept_when_the_workers_die(monkeypatch: pytest.MonkeyPatch) -> None:
    """Two shards finish, then the only worker dies: the failure holds their results."""
    monkeypatch.setattr(cluster, "NO_WORKER_SECONDS", 0.0)
    futures = [_Future("a", "tally-0", "finished"), _Future("b", "tally-1", "finished"),
               _Future("c", None, "pending")]
    rounds = iter([{futures[0], futures[1]}])

    class _Distributed:
        @staticmethod
        def wait(pending: list[Any], timeout: float, return_when: str) -> tuple[set[Any], set[Any]]:
            done = next(rounds, None)
            if done is None:
                raise TimeoutError
            return done, set(pending) - done

    class _Client:
        def __init__(self) -> None:
            self.cancelled: list[Any] = []

        def nthreads(self) -> dict[str, int]:
            return {}  # every worker gone

        def cancel(self, which: list[Any]) -> None:
            self.cancelled += which

    told: list[int] = []
    with pytest.raises(ClusterFailure) as caught:
        cluster._gather(_Distributed, _Client(), futures, told.append, Scheduler("local:1", local=1))
    assert caught.value.finished == {0: "tally-0", 1: "tally-1"} and told == [0, 1]
    assert "2 of 3 shards had finished" in str(caught.value)


def test_stats_judges_the_rounds_of_the_shards_that_finished(monkeypatch: pytest.MonkeyPatch,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    """The scheduler is lost after two of four shards: their rounds are judged, the run says
    the cluster failed and exits 1."""
    from tablecert.cli import main
    from tablecert.stats import shards

    def lost(scheduler: Any, task: Any, jobs: list[dict[str, Any]], **_: Any) -> list[Any]:
        finished = {k: shards.play_shard(**jobs[k]) for k in (0, 1)}
        raise ClusterFailure(f"--scheduler {scheduler.text}: the scheduler was lost; 2 of 4 shards had "
                             "finished", finished)

    monkeypatch.setattr(cluster, "run_shards", lost)
    monkeypatch.setattr(cluster, "client_for", None)  # nothing may start a cluster here
    code = main(["stats", "--target", "in-process", "--rounds", "400", "--seed", "3", "--scheduler",
                 "local:1", "--shards", "4", "--json", "--quiet"])
    captured = capsys.readouterr()
    out = json.loads(captured.out)
    assert code == 1
    assert "tablecert stats: error: --scheduler local:1: the scheduler was lost; 2 of 4" in captured.err
    assert out["rounds_played"] == 200 and out["stopped_by"] == "cluster"
    assert all(v["n"] <= 200 for v in out["verdicts"])
