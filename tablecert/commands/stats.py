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

import argparse
import json
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from tablecert.adapters.contract import Capability, SystemFault, SystemUnderTest
from tablecert.files import InputError, resolve_rules_submission
from tablecert.oracle.cards import FULL_DECK
from tablecert.oracle.rules_submission import RulesSubmission
from tablecert.stats.session import DEFAULT_ROUNDS, StatsRun, checks_for, play
from tablecert.stats.tally import Tally
from tablecert.stats.verdict import Outcome, StatVerdict

__all__ = ["EXIT_INCONCLUSIVE", "run", "stats_payload"]

EXIT_INCONCLUSIVE = 3
DEFAULT_RULES = {"three-card-poker": "pa-649a-paytable-A", "let-it-ride": "pa-643a-paytable-A"}


def _rules(args: argparse.Namespace) -> RulesSubmission:
    name = args.rules or DEFAULT_RULES[args.game]
    rules = resolve_rules_submission(name)
    if rules.game.value != args.game:
        raise InputError(f"--rules {name}: a {rules.game.value} Rules Submission, not {args.game}")
    return rules


def check_args(args: argparse.Namespace) -> None:
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
    if args.defect is not None:
        from tablecert.reference_system.defects import find_defect

        try:
            find_defect(args.defect)
        except KeyError as exc:
            raise InputError(f"--defect {exc.args[0]}") from None
        if args.target not in ("reference", "in-process"):
            raise InputError("--defect switches on a defect of the bundled reference system; it "
                             "cannot be used with a --target URL")


@contextmanager
def _system(args: argparse.Namespace) -> Iterator[SystemUnderTest]:
    if args.target == "in-process":
        from tablecert.steps.plugin import in_process_system

        yield in_process_system(args.defect)
        return
    from tablecert.adapters.http import HttpSystem

    if args.target == "reference":
        from tablecert.reference_system.server import ReferenceServer

        with ReferenceServer(defect=args.defect) as server:
            system = HttpSystem(server.url, read_timeout=args.timeout)
            try:
                yield system
            finally:
                system.close()
        return
    from urllib.parse import urlparse

    url = urlparse(args.target)
    if url.scheme not in ("http", "https") or not url.netloc:
        raise InputError(f"--target {args.target}: not a URL (write http://host:port), 'reference' "
                         "or 'in-process'")
    system = HttpSystem(args.target, read_timeout=args.timeout, insecure=args.insecure)
    try:
        try:
            system.describe()
        except SystemFault as exc:
            raise InputError(f"--target {args.target}: {exc}") from None
        yield system
    finally:
        system.close()


class _Progress:
    """A progress bar on stderr: redrawn in place on a terminal, every tenth otherwise."""

    def __init__(self, enabled: bool) -> None:
        self.enabled = enabled
        self.tty = sys.stderr.isatty()
        self.last = -1

    def __call__(self, done: int, total: int, elapsed: float) -> None:
        if not self.enabled:
            return
        step = 100 if self.tty else 10
        mark = done * step // total
        if mark == self.last and done != total:
            return
        self.last = mark
        filled = done * 30 // total
        rate = done / elapsed if elapsed > 0 else 0.0
        bar = "#" * filled + "." * (30 - filled)
        line = f"[{bar}] {done:,}/{total:,} rounds, {elapsed:.1f} s, {rate:,.0f}/s"
        if self.tty:
            sys.stderr.write("\r" + line + ("\n" if done == total else ""))
        else:
            sys.stderr.write(line + "\n")
        sys.stderr.flush()


def stats_payload(*, verdicts: list[StatVerdict], args: argparse.Namespace, rules: RulesSubmission,
                  system_name: str, rounds_played: int, seconds: float, stopped_by: str,
                  needed: dict[str, int | None]) -> dict[str, Any]:
    """What ``--json`` prints and ``stats.json`` holds."""
    counts = {o.value: sum(v.outcome is o for v in verdicts) for o in Outcome}
    return {
        "game": args.game, "rules_submission": rules.name, "target": args.target,
        "system": system_name, "defect": args.defect, "seed": args.seed,
        "rounds_requested": args.rounds, "rounds_played": rounds_played, "stopped_by": stopped_by,
        "seconds": round(seconds, 3), "alpha": args.alpha,
        "family_wise_control": f"Holm over {len(verdicts)} checks at alpha {args.alpha:g}",
        "target_power": 0.8, "return_effect": args.return_effect,
        "rounds_needed_for_power": needed, "counts": counts,
        "verdicts": [v.to_json() for v in verdicts],
    }


def _print_plan(run: StatsRun, args: argparse.Namespace, out: Any) -> dict[str, int | None]:
    needed = run.needed()
    print(f"tablecert stats: {args.rounds:,} system-shuffled rounds of {args.game}, seed {args.seed}; "
          f"family-wise false-alarm rate {args.alpha:g} (Holm over {len(run.checks)} checks)", file=out)
    print(f"rounds needed for {run.target_power:.0%} power against each check's minimum effect:", file=out)
    for check in run.checks:
        n = needed[check.key]
        enough = "" if n is not None and n <= args.rounds else "  (more than this run: expect inconclusive)"
        print(f"  {n if n is not None else 'over 10^8':>9}  {check.test.name}{enough}", file=out)
    return needed


def run(args: argparse.Namespace) -> int:
    check_args(args)
    rules = _rules(args)
    stats_run = StatsRun(checks_for(rules, return_effect=args.return_effect), alpha=args.alpha)
    talk = sys.stderr if args.json else sys.stdout
    needed = _print_plan(stats_run, args, talk)
    with _system(args) as system:
        try:
            if Capability.SELF_SHUFFLE not in system.capabilities:
                raise InputError(f"--target {args.target}: the system does not declare the capability "
                                 "'self-shuffle' (docs/protocol.md); its shuffle cannot be judged")
            name = system.name
            table = system.open_table(rules, shuffle_seed=args.seed)
            print(f"system: {name}; table opened with shuffle_seed {args.seed}", file=talk)
            sample = play(table, rules, args.rounds, max_seconds=args.max_seconds,
                          progress=_Progress(not args.quiet))
            table.close()
        except SystemFault as fault:
            print(f"tablecert stats: error: the system did not answer properly: {fault}", file=sys.stderr)
            return 1
    verdicts, _ = stats_run.judge(sample)
    rounds_played = sample.rounds
    if sample.stopped_by == "time":
        print(f"stopped after {args.max_seconds:g} s: {rounds_played:,} of {args.rounds:,} rounds played",
              file=talk)
    payload = stats_payload(verdicts=verdicts, args=args, rules=rules, system_name=name,
                            rounds_played=rounds_played, seconds=sample.seconds,
                            stopped_by=sample.stopped_by, needed=needed)
    if args.report:
        write_stats_report(Path(args.report), payload, tally=sample.tally)
        print(f"report: {args.report}/stats.json, matrix.html (heat map and convergence plots)", file=talk)
    if args.json:
        print(json.dumps(payload, indent=1))
    else:
        print(f"{rounds_played:,} rounds in {sample.seconds:.1f} s", file=talk)
        for v in verdicts:
            print(f"{v.outcome.value.upper():<12} {v.citation:<12} {v.check}", file=talk)
            print(f"             {v.summary()}", file=talk)
        counts = payload["counts"]
        print("tablecert stats: " + ", ".join(f"{counts[o.value]} {o.value}" for o in Outcome), file=talk)
    if any(v.outcome is Outcome.FAILED for v in verdicts):
        return 1
    if any(v.outcome is Outcome.INCONCLUSIVE for v in verdicts):
        return EXIT_INCONCLUSIVE
    return 0


def write_stats_report(folder: Path, payload: dict[str, Any], *, tally: Tally) -> None:
    """stats.json and the pictures into ``folder``, then the matrix rendered again there."""
    from tablecert.commands.run import write_report
    from tablecert.stats.plots import convergence_png, heat_map_png

    if folder.exists() and not folder.is_dir():
        raise InputError(f"--report {folder}: exists and is not a folder")
    folder.mkdir(parents=True, exist_ok=True)
    images: dict[str, str] = {}
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
    (folder / "stats.json").write_text(json.dumps(payload, indent=1), encoding="utf-8")
    evidence_path = folder / "evidence.json"
    evidence = json.loads(evidence_path.read_text(encoding="utf-8")) if evidence_path.exists() else {}
    complete = True
    if (folder / "matrix.json").exists():
        complete = json.loads((folder / "matrix.json").read_text(encoding="utf-8")).get("complete", True)
    write_report(folder, target=evidence.get("target", payload["target"]), complete=complete,
                 options=evidence.get("options", {"defect": payload["defect"], "section": [],
                                                  "scenario": []}))

