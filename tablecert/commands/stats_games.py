"""``tablecert stats --game G`` for the games of the catalogue with a house edge (Craps, Blackjack,
Spanish 21 and the baccarat family): ``--rounds`` seeded rounds through the system, each wager
line's observed return checked against the exact one of the oracle's game math
(:mod:`tablecert.stats.games`), with the verdicts of Three Card Poker's return checks
(passed, failed or inconclusive; Holm over the lines at ``--alpha``). Prints the seed, N,
and per line the observed and expected return, the confidence interval and the verdict.
Exit codes as ``tablecert stats``: 0 passed, 1 failed (or the system did not answer
properly), 2 bad input, 3 inconclusive."""

from __future__ import annotations

import json
import sys
import time

from tablecert.adapters.contract import SystemFault
from tablecert.commands.settings import StatsSettings
from tablecert.commands.systems import SystemChoice, open_system
from tablecert.files import InputError, resolve_any_rules
from tablecert.oracle.game import GameRules
from tablecert.progress import Progress
from tablecert.reports.escape import one_line
from tablecert.stats.games import play_rounds, return_lines
from tablecert.stats.returns import ReturnTest
from tablecert.stats.session import RETURN, Check, Sample, StatsRun
from tablecert.stats.verdict import Outcome

__all__ = ["run_game_stats"]

_SHUFFLE_ONLY = {"tables": 1, "scheduler": None, "shards": None, "report": None, "max_seconds": None}
"""Options of the self-shuffled games' statistics, with their defaults (``--batch`` is ignored:
these games play a round a request)."""


def _rules(args: StatsSettings) -> GameRules:
    from tablecert.commands.fuzz_games import bundled_game_rules

    if args.rules is None:
        return bundled_game_rules(args.game)[0]
    rules = resolve_any_rules(args.rules)
    if not isinstance(rules, GameRules) or rules.game != args.game:
        game = rules.game if isinstance(rules, GameRules) else rules.game.value
        raise InputError(f"--rules {args.rules}: a {game} Rules Submission, not {args.game}")
    return rules


def run_game_stats(args: StatsSettings) -> int:
    """The command for a game of :data:`tablecert.stats.games` (see the module's docstring)."""
    from tablecert.commands.stats import EXIT_INCONCLUSIVE, check_args

    check_args(args)
    choice = SystemChoice.from_args(args)
    used = [f"--{k.replace('_', '-')}" for k, default in _SHUFFLE_ONLY.items()
            if getattr(args, k, default) != default]
    if used:
        raise InputError(f"{', '.join(used)}: options of the self-shuffled games' statistics, "
                         f"not of {args.game}")
    rules = _rules(args)
    lines = return_lines(rules)
    stats_run = StatsRun([Check(RETURN, line.key, ReturnTest(line.exact, args.return_effect),
                                line.exact.citation) for line in lines], alpha=args.alpha)
    talk = sys.stderr if args.json else sys.stdout
    needed = stats_run.needed()
    if not args.quiet:  # the summary names the seed and each check's verdict
        print(f"tablecert stats: {args.rounds:,} rounds of {args.game} under {rules.name}, seed {args.seed} "
              f"(the harness's dice and cards: random.Random({args.seed})); family-wise false-alarm rate "
              f"{args.alpha:g} (Holm over {len(lines)} checks)", file=talk)
        for check in stats_run.checks:
            n = needed[check.key]
            shown = n if n is not None else "over 10^8"
            print(f"  {shown:>9} rounds for 80% power: {check.test.name}", file=talk)
    started = time.monotonic()

    with open_system(choice, "stats") as system, \
            Progress("rounds", args.rounds, quiet=args.quiet) as progress:
        if args.game not in system.games:
            raise InputError(f"{choice.option}: the system does not play {args.game}")
        table = system.open_game_table(rules)
        try:
            tally = play_rounds(table, rules, args.rounds, args.seed, progress.update)
        except SystemFault as fault:
            print(f"tablecert stats: error: the system did not answer properly: {one_line(str(fault))}",
                  file=sys.stderr)
            return 1
        finally:
            table.close()
        name = system.name
    seconds = time.monotonic() - started
    verdicts, _ = stats_run.judge(Sample(tally, seconds))
    if args.json:
        print(json.dumps({"game": args.game, "rules_submission": rules.name,
                          "target": choice.shown, "system": name, "defect": args.defect,
                          "seed": args.seed, "rounds": tally.rounds,
                          "alpha": args.alpha, "return_effect": args.return_effect,
                          "rounds_needed_for_power": needed,
                          "timing": {"seconds": round(seconds, 3)},
                          "verdicts": [v.to_json() for v in verdicts]}, indent=1))
    else:
        print(f"{tally.rounds:,} rounds in {seconds:.1f} s, seed {args.seed}", file=talk)
        for v in verdicts:
            d = v.detail
            low, high = d.get("confidence_interval", [float("nan")] * 2)
            print(f"{v.outcome.value.upper():<12} {v.citation:<14} {v.check}", file=talk)
            print(f"             observed {d['observed_return']:.5f}, expected {d['exact_return']:.5f} "
                  f"(exact {d['exact_return_fraction']}), 95% interval [{low:.5f}, {high:.5f}]", file=talk)
            print(f"             {v.summary()}", file=talk)
    if any(v.outcome is Outcome.FAILED for v in verdicts):
        return 1
    if any(v.outcome is Outcome.INCONCLUSIVE for v in verdicts):
        return EXIT_INCONCLUSIVE
    return 0
