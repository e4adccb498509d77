"""``tablecert fuzz --game G`` for the games of the catalogue (Craps, Blackjack, Spanish 21, the
baccarat family, Ultimate Texas Hold 'Em): random cases judged by the oracle, the first
discrepancy shrunk to a minimal case and printed as a scenario of the game's own steps
(:mod:`tablecert.fuzz.games`). The output, the replay command and the exit codes are those
of Three Card Poker's fuzzing."""

from __future__ import annotations

import json
import sys
import time

from tablecert.adapters.game_wire import to_builtins
from tablecert.commands.settings import FuzzSettings
from tablecert.commands.systems import SystemChoice, open_system
from tablecert.files import InputError, load_game_rules, read_rules_text
from tablecert.fuzz.games import fuzzer_for
from tablecert.fuzz.games.run import fuzz_game, game_gherkin, missing_capabilities
from tablecert.fuzz.shrinking import SHRINK_EXAMPLES
from tablecert.oracle.catalogue import game_of
from tablecert.oracle.game import GameRules
from tablecert.progress import Progress
from tablecert.regulation_index import load_index
from tablecert.reports.escape import one_line
from tablecert.resources import bundled_rules_dir

__all__ = ["bundled_game_rules", "run_game"]

_CARD_GAME_ONLY = {"sessions": 0, "seats": None, "every_wager": False, "workers": 1, "tables": 1, "batch": 1,
                   "scheduler": None, "shards": None}
"""Options of Three Card Poker's and Let It Ride's fuzzing, with their defaults."""


def bundled_game_rules(game: str) -> list[GameRules]:
    """The bundled Rules Submissions of ``game``, by file name."""
    paths = sorted(p for p in bundled_rules_dir().glob("*.yaml")
                   if game_of(read_rules_text(p)) == game)
    return [load_game_rules(p) for p in paths]


def _chosen_rules(game: str, names: list[str] | None) -> list[GameRules]:
    rules = bundled_game_rules(game)
    if names:
        unknown = [n for n in names if n not in {r.name for r in rules}]
        if unknown:
            raise InputError(f"--rules: no bundled {game} Rules Submission named "
                             f"{', '.join(map(repr, unknown))}; one of {', '.join(r.name for r in rules)}")
        rules = [r for r in rules if r.name in names]
    return rules


def run_game(args: FuzzSettings) -> int:
    """The command for a game of :data:`tablecert.fuzz.games.FUZZERS` (see the module's docstring)."""
    choice = SystemChoice.from_args(args)
    game = args.game
    used = [f"--{k.replace('_', '-')}" for k, default in _CARD_GAME_ONLY.items()
            if getattr(args, k, default) != default]
    if used:
        raise InputError(f"{', '.join(used)}: options of Three Card Poker's and Let It Ride's fuzzing, "
                         f"not of {game}")
    names = getattr(args, "rules", None)
    rules = _chosen_rules(game, names)
    fuzzer = fuzzer_for(game)
    if not args.quiet:
        print(f"tablecert fuzz: {args.rounds} {game} cases, seed {args.seed}, "
              f"target {one_line(choice.shown)}", file=sys.stderr)
    started = time.monotonic()

    with open_system(choice, "fuzz") as system, \
            Progress("cases", args.rounds, quiet=args.quiet or args.json) as shown:
        missing = missing_capabilities(system, game)
        if missing:
            raise InputError(f"{choice.option}: the system lacks {', '.join(missing)} "
                             "(docs/protocol.md); its rounds cannot be scripted")
        # a system fault met alone ends here, in the handler's one line (commands/handlers.py)
        result = fuzz_game(system, fuzzer, rules, rounds=args.rounds, seed_value=args.seed,
                           target=choice.shown, progress=shown.update)
    chosen = [w for n in names or () for w in ("--rules", n)]
    replay = choice.replay("fuzz", "--game", game, "--rounds", str(args.rounds), "--seed", str(args.seed),
                           then=chosen)
    found = []
    if result.discrepancy is not None and result.rules is not None:
        citation = result.citation({c.citation for c in load_index()}, fuzzer)
        found.append({"citation": citation, "rules_submission": result.rules.name,
                      "differences": [{"field": d.field, "expected": to_builtins(d.expected),
                                       "observed": to_builtins(d.observed), "citation": d.citation}
                                      for d in result.discrepancy.differences],
                      "feature_tag": f"@game_{game.replace('-', '_')}",
                      "shrink_stopped": result.shrink_stopped,
                      "gherkin": game_gherkin(result, fuzzer, replay, citation), "replay": replay})
    if args.json:
        print(json.dumps({"game": game, "seed": args.seed, "target": choice.shown,
                          "rules_submissions": [r.name for r in rules],
                          "rounds_run": result.played, "rounds_judged": result.judged, "discrepancies": found,
                          "system_fault": result.fault,
                          "timing": {"seconds": round(time.monotonic() - started, 3)}}, indent=2))
    elif found:
        print(f"a discrepancy within {result.played} cases played (shrinking included), touching "
              f"{found[0]['citation']}:\n{result.discrepancy}\n\nAs a scenario for the suite "
              f"(in a feature tagged {found[0]['feature_tag']}):\n")
        print(found[0]["gherkin"])
        if result.shrink_stopped:
            print(f"shrinking stopped at its budget of {SHRINK_EXAMPLES} replays: the case is the "
                  "smallest reached, not necessarily minimal", file=sys.stderr)
        if result.fault:
            print(f"the search also met a system fault: {one_line(result.fault)}", file=sys.stderr)
    else:
        print(f"{result.played} {game} cases ({result.judged} rounds judged), no discrepancy "
              f"(seed {args.seed})")
    return 1 if found else 0
