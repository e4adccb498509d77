"""``tablecert fuzz``: random rounds judged by the oracle; the first discrepancy shrunk to
a minimal round and printed as a Gherkin scenario that fails when pasted into the suite."""

from __future__ import annotations

import contextlib
import json
import sys
import time
from dataclasses import dataclass
from multiprocessing.pool import Pool
from typing import Any

from tablecert.adapters.contract import SystemUnderTest
from tablecert.adapters.wire import MAX_BATCH
from tablecert.commands.settings import FuzzSettings
from tablecert.commands.systems import SystemChoice, open_system
from tablecert.files import InputError, bundled_rules_submissions
from tablecert.fuzz import (
    Profile,
    differences_json,
    fuzz,
    fuzz_parallel,
    fuzz_sessions,
    fuzz_shards,
    session_to_gherkin,
    to_gherkin,
    worker_pool,
)
from tablecert.fuzz.run import FuzzResult, first_citation
from tablecert.fuzz.sessions import SessionDiscrepancy
from tablecert.oracle.card_games import RulesSubmission
from tablecert.oracle.wagers import Game
from tablecert.progress import Progress
from tablecert.regulation_index import load_index
from tablecert.reports.escape import one_line
from tablecert.scale.cluster import DEFAULT_SHARDS, parse_scheduler, require_dask


def _check_scale(*, tables: int, scheduler: str | None, shards: int | None, workers: int,
                 sessions: int) -> None:
    """Refuse a bad --tables, --scheduler or --shards, naming the option."""
    if tables < 1:
        raise InputError(f"--tables {tables}: at least 1 table")
    if shards is not None and shards < 1:
        raise InputError(f"--shards {shards}: at least 1 shard")
    if shards is not None and scheduler is None:
        raise InputError(f"--shards {shards}: shards are for a --scheduler (a Dask cluster)")
    if scheduler is not None:
        parse_scheduler(scheduler)
        require_dask()
        if workers > 1:
            raise InputError("--workers: not with --scheduler (the cluster's workers play the shards)")
    if sessions and (tables > 1 or scheduler is not None):
        raise InputError("--tables and --scheduler play the rounds of plain fuzzing, not of --sessions")


def _sessions(args: FuzzSettings, choice: SystemChoice, system: SystemUnderTest,
              rules: list) -> int:  # type: ignore[type-arg]
    """Stateful sessions at one table each: meters, jackpots, decks, stub counts, recall."""
    found = fuzz_sessions(system, rules, sessions=args.sessions, rounds=args.rounds,
                          seed_value=args.seed)
    reproducer = None
    if isinstance(found, SessionDiscrepancy):
        chosen = [w for n in getattr(args, "rules", None) or () for w in ("--rules", n)]
        replay = choice.replay("fuzz", "--sessions", str(args.sessions), "--game", args.game, "--rounds",
                               str(args.rounds), "--seed", str(args.seed), *chosen)
        citation = first_citation(found, {c.citation for c in load_index()}, args.game)
        reproducer = {"citation": citation, "rules_submission": found.rules.name, "replay": replay,
                      "gherkin": session_to_gherkin(found.rules, found.steps, found, seed=args.seed,
                                                    replay=replay, citation=citation)}
    summary = {"game": args.game, "seed": args.seed, "target": choice.shown,
               "sessions_per_rules_submission": args.sessions, "rounds_per_session": args.rounds,
               "rules_submissions": [r.name for r in rules],
               "discrepancy": None if found is None else {
                   "context": found.context, "citations": found.citations,
                   "differences": differences_json(found.differences),
                   **(reproducer or {})}}
    if args.json:
        print(json.dumps(summary, indent=2))
    elif found is None:
        print(f"{args.sessions} sessions of up to {args.rounds} rounds at each of {len(rules)} Rules "
              f"Submissions: no discrepancy (seed {args.seed})")
    else:
        print(f"a discrepancy in a session (shrunk to the shortest):\n{found}")
        if reproducer is not None:
            print(f"\nAs a scenario for the suite:\n\n{reproducer['gherkin']}")
    return 1 if found else 0


@dataclass(frozen=True)
class _Scale:
    """How the rounds are spread: processes, tables at once, rounds a request, a Dask cluster."""

    workers: int
    tables: int
    batch: int
    scheduler: str | None
    shards: int | None

    def options(self) -> list[str]:
        """The options that repeat this spread in a replay command."""
        split = ["--workers", str(self.workers)] if self.workers > 1 else []
        split += ["--tables", str(self.tables)] if self.tables > 1 else []
        split += ["--batch", str(self.batch)] if self.batch > 1 else []
        if self.scheduler is not None:
            split += ["--scheduler", self.scheduler, "--shards", str(self.shards)]
        return split


def _chosen_rules(game: Game, names: list[str] | None) -> list[RulesSubmission]:
    """The bundled Rules Submissions of ``game`` fuzzed: every one, or those ``--rules`` names."""
    rules = [r for r in bundled_rules_submissions() if r.game is game]
    if names:
        unknown = [n for n in names if n not in {r.name for r in rules}]
        if unknown:
            raise InputError(f"--rules: no bundled {game.value} Rules Submission named "
                             f"{', '.join(map(repr, unknown))}; one of {', '.join(r.name for r in rules)}")
        rules = [r for r in rules if r.name in names]
    return rules


def _profile(args: FuzzSettings) -> Profile:
    """``--seats`` and ``--every-wager``: how the random rounds are drawn (plain fuzzing only)."""
    seats = getattr(args, "seats", None)
    if seats is not None and not 1 <= seats <= 7:
        raise InputError("--seats: 1 to 7")
    profile = Profile(seats=seats, every_wager=getattr(args, "every_wager", False))
    if args.sessions and profile != Profile():
        raise InputError("--seats and --every-wager draw the rounds of plain fuzzing, not of --sessions")
    return profile


def _scale(args: FuzzSettings) -> _Scale:
    """``--workers``, ``--tables``, ``--batch``, ``--scheduler`` and ``--shards``, checked."""
    workers = getattr(args, "workers", 1)
    if workers < 1:
        raise InputError("--workers: at least 1")
    tables = getattr(args, "tables", 1)
    batch = getattr(args, "batch", 1)
    if not 1 <= batch <= MAX_BATCH:
        raise InputError(f"--batch {batch}: 1 to {MAX_BATCH} rounds a request (protocol 1.2)")
    scheduler = getattr(args, "scheduler", None)
    shards = getattr(args, "shards", None)
    _check_scale(tables=tables, scheduler=scheduler, shards=shards, workers=workers,
                 sessions=args.sessions)
    if scheduler is not None:
        shards = shards or DEFAULT_SHARDS
    return _Scale(workers, tables, batch, scheduler, shards)


def run(args: FuzzSettings) -> int:
    """``tablecert fuzz`` for Three Card Poker and Let It Ride (the other games:
    :mod:`tablecert.commands.fuzz_games`; the handler picks)."""
    choice = SystemChoice.from_args(args)
    game = Game(args.game)
    names = getattr(args, "rules", None)
    rules = _chosen_rules(game, names)
    profile = _profile(args)
    if args.rounds < 1:
        raise InputError("--rounds: at least 1")
    scale = _scale(args)
    if not args.quiet:
        print(f"tablecert fuzz: {args.rounds} {game.value} rounds, seed {args.seed}, "
              f"target {choice.shown}"
              + (f", {scale.tables} tables at once" if scale.tables > 1 else "")
              + (f", {scale.shards} shards on {scale.scheduler}" if scale.scheduler is not None else ""),
              file=sys.stderr)
    started = time.monotonic()
    # sessions have no count toward a total (each ends at its first discrepancy or --rounds)
    shown = Progress("rounds", args.rounds, quiet=args.quiet or args.json or bool(args.sessions))

    # the workers start before the reference system serves from a thread here, so they are
    # forked with everything imported rather than spawned (tablecert.fuzz.worker_pool)
    workers = scale.workers
    with (worker_pool(workers) if workers > 1 and not args.sessions else contextlib.nullcontext()) as pool, \
            open_system(choice, "fuzz") as system, shown:
        if args.sessions:
            return _sessions(args, choice, system, rules)
        result = _fuzz(args, choice, system, rules, profile, scale, pool, shown)
    chosen = [w for n in names or () for w in ("--rules", n)]
    replay = choice.replay("fuzz", "--game", game.value, "--rounds", str(args.rounds), "--seed",
                           str(args.seed), then=[*scale.options(), *chosen]) + profile.options()
    found = []
    if result.discrepancy is not None:
        citation = result.citation({c.citation for c in load_index()})
        found.append({"citation": citation, "rules_submission": result.rules.name if result.rules else None,
                      "differences": differences_json(result.discrepancy.differences),
                      "gherkin": to_gherkin(result, replay, citation), "replay": replay})
    _print_result(args, choice, game, result, scale, found, seconds=time.monotonic() - started)
    return 1 if found else 0


def _fuzz(args: FuzzSettings, choice: SystemChoice, system: SystemUnderTest, rules: list[RulesSubmission],
          profile: Profile, scale: _Scale, pool: Pool | None, shown: Progress) -> FuzzResult:
    """The rounds played: on a Dask cluster, in the worker processes, or here."""
    spec = choice.spec(system)  # how other tables and processes reach the same system
    if scale.scheduler is not None:
        return fuzz_shards(scale.scheduler, spec, rules, rounds=args.rounds, seed_value=args.seed,
                           target=choice.shown, shards=scale.shards or DEFAULT_SHARDS, tables=scale.tables,
                           profile=profile,
                           progress=shown.advance, batch=scale.batch)
    if pool is not None:
        return fuzz_parallel(spec, rules, rounds=args.rounds, seed_value=args.seed,
                             target=choice.shown, workers=scale.workers, profile=profile,
                             pool=pool, tables=scale.tables, batch=scale.batch)
    return fuzz(system, rules, rounds=args.rounds, seed_value=args.seed, target=choice.shown,
                progress=shown.update, profile=profile, tables=scale.tables,
                connect=spec.open if scale.tables > 1 else None,
                batch=scale.batch)


def _print_result(args: FuzzSettings, choice: SystemChoice, game: Game, result: FuzzResult, scale: _Scale,
                  found: list[dict[str, Any]], *, seconds: float) -> None:
    """The summary as JSON, or the discrepancy found and its scenario, and the protocol's tally."""
    if args.json:
        print(json.dumps({"game": game.value, "seed": args.seed, "target": choice.shown,
                          "rounds_run": result.played, "rounds_judged": result.judged, "tables": scale.tables,
                          "system_fault": result.fault,
                          "batch": scale.batch, "workers": scale.workers,
                          "scheduler": scale.scheduler, "shards": scale.shards, "discrepancies": found,
                          "protocol": {"stepped_rounds": result.protocol.stepped_rounds,
                                       "forbidden_moves_tried": result.protocol.probes_tried,
                                       "by_move": dict(sorted(result.protocol.by_probe.items())),
                                       "meters_judged": result.protocol.meters_judged,
                                       "reveals_judged": result.protocol.reveals_judged},
                          "timing": {"seconds": round(seconds, 3)}}, indent=2))
    elif found:
        print(f"a discrepancy within {result.played} rounds played (shrinking included), touching "
              f"{found[0]['citation']}:\n{result.discrepancy}\n\nAs a scenario for the suite:\n")
        print(found[0]["gherkin"])
        if result.fault:
            print(f"the search also met a system fault: {one_line(result.fault)}", file=sys.stderr)
    else:
        print(f"{result.played} rounds, no discrepancy (seed {args.seed})")
    if not args.json:
        tally = result.protocol
        moves = ", ".join(f"{n} {k}" for k, n in sorted(tally.by_probe.items()))
        print(f"protocol: {tally.stepped_rounds} rounds step by step, {tally.probes_tried} forbidden "
              f"moves tried{f' ({moves})' if moves else ''}, {tally.meters_judged} meter readings judged, "
              f"{tally.reveals_judged} stepped rounds' reveals judged (step-events)")
