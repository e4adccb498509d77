"""``tablecert stats``: statistical conformance of a system's own shuffles and returns.

Plays ``--rounds`` system-shuffled rounds (Capability ``self-shuffle``): the system
shuffles with its own shuffler, deals and settles, and reports the deck order it dealt
from. Then it judges whether the cards were "randomly intermixed" (649a.5(a)) and whether
the observed return converges on the exact return of the Rules Submission's paytables
(649a.12, 643a.12), each check *passed*, *failed* or *inconclusive*
(tablecert/stats/verdict.py), the family-wise false-alarm rate held at ``--alpha`` by
Holm's procedure.

Before the run it prints the rounds each check needs for 80% power; during it a progress
bar on stderr; after it each verdict with its statistic and p-value. With ``--report DIR``
the verdicts (``stats.json``), the heat map and the convergence plots go into DIR and the
traceability matrix there is rendered again with them (a folder ``tablecert run`` wrote
keeps its scenarios). Exit codes: 0 every check passed, 1 a check failed (or the system
did not answer properly), 2 bad input, 3 no check failed but one was inconclusive.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tablecert.adapters.contract import Capability, SystemFault, SystemUnderTest
from tablecert.adapters.wire import MAX_BATCH
from tablecert.commands.settings import StatsSettings
from tablecert.commands.systems import SystemChoice, open_system
from tablecert.files import InputError, resolve_rules_submission
from tablecert.oracle.card_games import RulesSubmission
from tablecert.oracle.cards import FULL_DECK
from tablecert.progress import Progress as Shown
from tablecert.reports.escape import json_safe, one_line
from tablecert.scale import Progress, SystemSpec, split
from tablecert.scale.cluster import DEFAULT_SHARDS
from tablecert.stats.session import DEFAULT_ROUNDS, Sample, StatsRun, checks_for
from tablecert.stats.shards import play_shard
from tablecert.stats.tally import Tally
from tablecert.stats.verdict import Outcome, StatVerdict

if TYPE_CHECKING:
    from tablecert.report_folder import ReportFolder

__all__ = ["EXIT_INCONCLUSIVE", "run", "stats_payload"]

EXIT_INCONCLUSIVE = 3
DEFAULT_RULES = {"three-card-poker": "pa-649a-paytable-A", "let-it-ride": "pa-643a-paytable-A"}


def _rules(args: StatsSettings) -> RulesSubmission:
    name = args.rules or DEFAULT_RULES[args.game]
    rules = resolve_rules_submission(name)
    if rules.game.value != args.game:
        raise InputError(f"--rules {name}: a {rules.game.value} Rules Submission, not {args.game}")
    return rules


def check_args(args: StatsSettings) -> None:
    """Refuse bad options before anything starts, naming the option."""
    if args.rounds < 2:
        raise InputError(f"--rounds {args.rounds}: at least 2 rounds (a statistical check needs a "
                         f"sample; the default is {DEFAULT_ROUNDS})")
    if not 0 < args.alpha < 1:
        raise InputError(f"--alpha {args.alpha}: a false-alarm rate between 0 and 1, e.g. 0.05")
    if args.max_seconds is not None and args.max_seconds <= 0:
        raise InputError(f"--max-seconds {args.max_seconds}: a positive number of seconds")
    if not 0 < args.return_effect < 1:
        raise InputError(f"--return-effect {args.return_effect}: a fraction of the wager, e.g. 0.05")
    if args.tables < 1:
        raise InputError(f"--tables {args.tables}: at least 1 table")
    if not 1 <= args.batch <= MAX_BATCH:
        raise InputError(f"--batch {args.batch}: 1 to {MAX_BATCH} rounds a request (protocol 1.2)")
    if args.shards is not None and args.shards < 1:
        raise InputError(f"--shards {args.shards}: at least 1 shard")
    if args.shards is not None and args.scheduler is None:
        raise InputError(f"--shards {args.shards}: shards are for a --scheduler (a Dask cluster)")
    if args.scheduler is not None:
        from tablecert.scale.cluster import parse_scheduler, require_dask

        parse_scheduler(args.scheduler)
        require_dask()
        if args.max_seconds is not None:
            raise InputError("--max-seconds: not with --scheduler (each shard plays its rounds to the end)")
    if args.defect is not None:
        from tablecert.reference_system.defects import find_defect

        try:
            find_defect(args.defect)
        except KeyError as exc:
            raise InputError(f"--defect {exc.args[0]}") from None
    SystemChoice.from_args(args)  # --target, --adapter and --defect together


@contextmanager
def _system(choice: SystemChoice) -> Iterator[tuple[SystemUnderTest, SystemSpec]]:
    """The system (to read its name and capabilities) and how each table reaches it."""
    with open_system(choice, "stats") as system:
        yield system, choice.spec(system)


def stats_payload(*, verdicts: list[StatVerdict], args: StatsSettings, rules: RulesSubmission,
                  system_name: str, rounds_played: int, seconds: float, stopped_by: str,
                  needed: dict[str, int | None], layout: Layout | None = None) -> dict[str, Any]:
    """What ``--json`` prints and ``stats.json`` holds. Everything but ``timing`` depends on
    the command alone (seed, rounds, tables, shards), so two runs can be compared byte for
    byte once ``timing`` (the wall-clock figures) is set aside."""
    counts = {o.value: sum(v.outcome is o for v in verdicts) for o in Outcome}
    layout = layout or Layout(1, 1, 1, 1, None)
    return {
        "game": args.game, "rules_submission": rules.name, "target": SystemChoice.from_args(args).shown,
        "system": system_name, "defect": args.defect, "seed": args.seed,
        "rounds_requested": args.rounds, "rounds_played": rounds_played, "stopped_by": stopped_by,
        "tables": layout.tables, "batch": layout.batch, "shards": layout.shards,
        "scheduler": layout.scheduler,
        "timing": {"seconds": round(seconds, 3),
                   "rounds_per_second": round(rounds_played / seconds, 1) if seconds > 0 else None,
                   "workers": layout.workers},
        "alpha": args.alpha,
        "family_wise_control": f"Holm over {len(verdicts)} checks at alpha {args.alpha:g}",
        "target_power": 0.8, "return_effect": args.return_effect,
        "rounds_needed_for_power": needed, "counts": counts,
        "verdicts": [v.to_json() for v in verdicts],
    }


def _print_plan(run: StatsRun, args: StatsSettings, out: Any) -> dict[str, int | None]:
    needed = run.needed()
    if args.quiet:  # the summary names the seed and each check's verdict
        return needed
    print(f"tablecert stats: {args.rounds:,} system-shuffled rounds of {args.game}, seed {args.seed}; "
          f"family-wise false-alarm rate {args.alpha:g} (Holm over {len(run.checks)} checks)", file=out)
    print(f"rounds needed for {run.target_power:.0%} power against each check's minimum effect:", file=out)
    for check in run.checks:
        n = needed[check.key]
        enough = "" if n is not None and n <= args.rounds else "  (more than this run: expect inconclusive)"
        print(f"  {n if n is not None else 'over 10^8':>9}  {check.test.name}{enough}", file=out)
    return needed


@dataclass
class Layout:
    """How the rounds were played: tables at once, rounds a request, shards and workers."""

    tables: int
    batch: int  # rounds a request actually asked for (1 when the system offers no batches)
    shards: int
    workers: int
    scheduler: str | None

    def to_json(self) -> dict[str, Any]:
        return {"tables": self.tables, "batch": self.batch, "shards": self.shards,
                "workers": self.workers, "scheduler": self.scheduler}


def _play(args: StatsSettings, spec: SystemSpec, rules: RulesSubmission, layout: Layout,
          progress: Progress) -> Sample:
    """The rounds: one shard here, or ``--shards`` shards on the ``--scheduler``'s cluster."""
    if args.scheduler is None:
        return play_shard(spec, rules, rounds=args.rounds, seed=args.seed, tables=args.tables,
                          batch=layout.batch, max_seconds=args.max_seconds, progress=progress.add)
    from tablecert.scale.cluster import ClusterFailure, parse_scheduler, run_shards, workers_of

    shares = split(args.rounds, layout.shards)
    jobs = [{"spec": spec, "rules": rules, "rounds": n, "seed": args.seed, "shard": k,
             "tables": args.tables, "batch": layout.batch, "max_seconds": args.max_seconds}
            for k, n in enumerate(shares)]

    start = time.monotonic()

    def seen(client: Any) -> None:
        # the clock starts with the cluster up: a lab's cluster is running before the run
        nonlocal start
        layout.workers = workers_of(client)
        start = progress.start = time.monotonic()

    try:
        samples = run_shards(parse_scheduler(args.scheduler), play_shard, jobs, rounds=shares,
                             progress=progress.add, on_client=seen, live=True)
    except ClusterFailure as failure:  # the shards that finished are kept and judged, the run says so
        print(f"tablecert stats: error: {failure}", file=sys.stderr)
        kept = [failure.finished[k] for k in sorted(failure.finished)]
        return Sample(Tally.merge(s.tally for s in kept), time.monotonic() - start, "cluster")
    stopped = next((s.stopped_by for s in samples if s.stopped_by != "rounds"), "rounds")
    return Sample(Tally.merge(s.tally for s in samples), time.monotonic() - start, stopped)


def run(args: StatsSettings) -> int:
    """``tablecert stats`` for Three Card Poker and Let It Ride (the other games:
    :mod:`tablecert.commands.stats_games`; the handler picks)."""
    from tablecert.report_folder import ReportFolder

    check_args(args)
    # --report: refused (exit 2) before anything plays unless absent, empty or a report
    report = ReportFolder(Path(args.report)) if args.report else None
    rules = _rules(args)
    if report is not None:
        report.lock()  # a run writing the same folder refuses this one now, not after the rounds
    try:
        return _run(args, rules, report)
    finally:
        if report is not None:
            report.release()


def _run(args: StatsSettings, rules: RulesSubmission, report: ReportFolder | None) -> int:
    shards = (args.shards or DEFAULT_SHARDS) if args.scheduler else 1
    stats_run = StatsRun(checks_for(rules, return_effect=args.return_effect, chains=shards * args.tables),
                         alpha=args.alpha)
    talk = sys.stderr if args.json else sys.stdout
    needed = _print_plan(stats_run, args, talk)
    choice = SystemChoice.from_args(args)
    with _system(choice) as (system, spec):
        try:
            if Capability.SELF_SHUFFLE not in system.capabilities:
                raise InputError(f"{choice.option}: the system does not "
                                 "declare the capability 'self-shuffle' (docs/protocol.md); its "
                                 "shuffle cannot be judged")
            name = system.name
            batched = Capability.BATCHED_ROUNDS in system.capabilities and spec.target != "in-process"
            layout = Layout(args.tables, args.batch if batched else 1, shards, 1, args.scheduler)
            where = f"on {args.scheduler} in {shards} shards, " if args.scheduler else ""
            tables = f"{args.tables} table{'s' if args.tables > 1 else ''}"
            if not args.quiet:
                print(f"system: {one_line(name)}; {where}{tables} at once, "
                      f"{layout.batch} round{'s' if layout.batch > 1 else ''} a request; shuffle_seed "
                      f"{args.seed} (the first table; the others derived from it)", file=talk)
            with Shown("rounds", args.rounds, quiet=args.quiet) as shown:
                sample = _play(args, spec, rules, layout,
                               Progress(args.rounds, lambda done, _total, _elapsed: shown.update(done)))
        except SystemFault as fault:
            message = f"the system did not answer properly: {one_line(str(fault))}"
            print(f"tablecert stats: error: {message}", file=sys.stderr)
            if report is not None:  # a lab files what happened: every check an error, none judged
                write_stats_report(report, error_payload(stats_run, message, args=args, rules=rules,
                                                         needed=needed), tally=None)
                print(f"report: {args.report}/stats.json, matrix.html (every check an error)", file=talk)
            return 1
    if sample.stopped_by == "cluster" and sample.rounds == 0:  # no shard finished: nothing to judge
        if report is not None:
            failed = "the cluster failed before any shard finished"
            payload = error_payload(stats_run, failed, args=args, rules=rules, needed=needed)
            write_stats_report(report, payload, tally=None)
        return 1
    verdicts, _ = stats_run.judge(sample)
    rounds_played = sample.rounds
    if sample.stopped_by == "time":
        print(f"stopped after {args.max_seconds:g} s: {rounds_played:,} of {args.rounds:,} rounds played",
              file=talk)
    if sample.stopped_by == "cluster":
        print(f"the cluster failed: the {rounds_played:,} rounds of the shards that finished are judged "
              f"(of {args.rounds:,})", file=talk)
    payload = stats_payload(verdicts=verdicts, args=args, rules=rules, system_name=name,
                            rounds_played=rounds_played, seconds=sample.seconds,
                            stopped_by=sample.stopped_by, needed=needed, layout=layout)
    if report is not None:
        write_stats_report(report, payload, tally=sample.tally)
        print(f"report: {args.report}/stats.json, matrix.html (heat map and convergence plots)", file=talk)
    if args.json:
        print(json.dumps(payload, indent=1))
    else:
        rate = payload["timing"]["rounds_per_second"]
        print(f"{rounds_played:,} rounds in {sample.seconds:.1f} s ({rate:,.0f} a second), seed {args.seed}",
              file=talk)
        for v in verdicts:
            print(f"{v.outcome.value.upper():<12} {v.citation:<12} {v.check}", file=talk)
            print(f"             {v.summary()}", file=talk)
        counts = payload["counts"]
        print("tablecert stats: " + ", ".join(f"{counts[o.value]} {o.value}" for o in Outcome), file=talk)
    if any(v.outcome is Outcome.FAILED for v in verdicts) or sample.stopped_by == "cluster":
        return 1
    if any(v.outcome is Outcome.INCONCLUSIVE for v in verdicts):
        return EXIT_INCONCLUSIVE
    return 0


def error_payload(stats_run: StatsRun, message: str, *, args: StatsSettings, rules: RulesSubmission,
                  needed: dict[str, int | None]) -> dict[str, Any]:
    """``stats.json`` of a run the system broke off: no round judged, each check an *error*
    with the message, filed under its citations as a failed run's checks would be."""
    payload = stats_payload(verdicts=[], args=args, rules=rules, system_name="(no answer)", rounds_played=0,
                            seconds=0.0, stopped_by="error", needed=needed)
    payload["counts"]["error"] = len(stats_run.checks)
    payload["error"] = message
    payload["verdicts"] = [{"check": c.key, "citation": c.citation, "also_cites": list(c.also_cites),
                            "outcome": "error", "summary": f"error: {message}", "detail": {"key": c.key}}
                           for c in stats_run.checks]
    return payload


def write_stats_report(report: ReportFolder, payload: dict[str, Any], *, tally: Tally | None) -> None:
    """stats.json and the pictures into a copy of the report folder (a folder ``tablecert
    run`` wrote keeps its scenarios), the matrix rendered again there, and the copy swapped
    in (:class:`tablecert.report_folder.ReportFolder`; the caller holds its lock)."""
    from tablecert.commands.run import write_report
    from tablecert.report_folder import MARKER, is_complete
    from tablecert.stats.plots import convergence_png, heat_map_png

    # a report that was incomplete stays so; a new folder holds only these verdicts: complete
    was_report = (report.path / MARKER).exists() or (report.path / "matrix.json").exists()
    complete = is_complete(report.path) if (report.path / MARKER).exists() else True
    folder = report.begin(keep=True)
    images: dict[str, str] = {}
    if tally is not None:  # None: the system broke the run off, no card was seen
        title = f"{payload['system']}: where each card landed"
        images["heat_map"] = "stats-heat-map.png"
        (folder / images["heat_map"]).write_bytes(heat_map_png(tally.positions, tally.rounds, title=title))
    for verdict in payload["verdicts"]:
        detail = verdict["detail"]
        if "convergence" in detail:
            name = f"stats-return-{detail['key']}.png"
            (folder / name).write_bytes(convergence_png(detail, title=verdict["check"]))
            images[detail["key"]] = name
            detail["plot"] = name
    payload = {**payload, "images": images, "cards": [str(c) for c in FULL_DECK]}
    (folder / "stats.json").write_text(json.dumps(json_safe(payload), indent=1), encoding="utf-8")
    evidence_path = folder / "evidence.json"
    evidence = json.loads(evidence_path.read_text(encoding="utf-8")) if evidence_path.exists() else {}
    if was_report and (folder / "matrix.json").exists():
        complete = complete and json.loads((folder / "matrix.json").read_text(encoding="utf-8")).get(
            "complete", True)
    write_report(folder, target=evidence.get("target", payload["target"]), complete=complete,
                 options=evidence.get("options", {"defect": payload["defect"], "section": [],
                                                  "scenario": []}))

    report.commit(complete=complete)
