"""Differential fuzzing inside the suite: random rounds and stateful sessions played on the
system and on the oracle, the first discrepancy raised as the scenario's failure
(:mod:`tablecert.fuzz`)."""

from __future__ import annotations

import pytest
from pytest_bdd import parsers, then, when

from tablecert.files import resolve_rules_submission
from tablecert.oracle.judge import Discrepancy
from tablecert.product import for_scenario as product_stand_in
from tablecert.product import product_submissions
from tablecert.steps.context import ScenarioContext


@when(parsers.re(r"(?P<rounds>\d+) random (?P<game>Three Card Poker|Let It Ride) rounds are played "
                 r"under the bundled Rules Submissions with seed (?P<seed>\d+)"))
def random_rounds(context: ScenarioContext, rounds: str, game: str, seed: str) -> None:
    """Differential fuzzing inside the suite (hypothesis runs inside the step): each round
    at a fresh table on the system and on the oracle; the first discrepancy is shrunk."""
    from tablecert.files import bundled_rules_submissions
    from tablecert.fuzz import fuzz

    wanted = "three-card-poker" if game == "Three Card Poker" else "let-it-ride"
    rules = product_submissions(wanted, [r for r in bundled_rules_submissions() if r.game.value == wanted])
    # unshrunk inside the suite, so a defective system does not slow the run down;
    # `tablecert fuzz` with the same seed shrinks it
    context.fuzz = fuzz(context.system, rules, rounds=int(rounds), seed_value=int(seed),
                        target=context.system.name, shrink=False)


@then("every random round conforms to the oracle")
def random_rounds_conform(context: ScenarioContext) -> None:
    result = context.fuzz
    assert result is not None, "no random rounds were played"
    assert result.played >= result.rounds, f"only {result.played} of {result.rounds} rounds were played"
    if result.discrepancy is not None:
        from tablecert.fuzz import to_gherkin
        from tablecert.regulation_index import load_index

        citation = result.citation({c.citation for c in load_index()})
        raise Discrepancy(result.discrepancy.differences,
                          context="a random round differs from the oracle's; as a scenario:\n"
                          + to_gherkin(result, f"tablecert fuzz --seed {result.seed}", citation))


@when(parsers.re(r"(?P<sessions>\d+) sessions of up to (?P<rounds>\d+) random rounds are played at one "
                 r'table under Rules Submission "(?P<name>[^"]+)" with seed (?P<seed>\d+)'))
def random_sessions(context: ScenarioContext, sessions: str, rounds: str, name: str, seed: str,
                    request: pytest.FixtureRequest) -> None:
    """Stateful fuzzing: what only shows across rounds (meter, jackpots, decks, stub counts,
    recall), each session at one table on the system and on the oracle."""
    from tablecert.fuzz import fuzz_sessions

    named = product_stand_in(resolve_rules_submission(name), request)
    context.session_discrepancy = fuzz_sessions(context.system, [named],
                                                sessions=int(sessions), rounds=int(rounds),
                                                seed_value=int(seed), shrink=False)
    context.sessions_played = True


@then("every session conforms to the oracle")
def sessions_conform(context: ScenarioContext) -> None:
    assert getattr(context, "sessions_played", False), "no sessions were played"
    if context.session_discrepancy is not None:
        raise context.session_discrepancy


@when(parsers.re(r"the game recall of the last (?P<rounds>\d+) rounds is read"))
def recall_read(context: ScenarioContext, rounds: str) -> None:
    """The game recall (docs/protocol.md, Recall) read on the system, to be judged against
    the oracle's record of the rounds played, as a session of ``tablecert fuzz --sessions``
    reads it between rounds."""
    assert context.table is not None and context.oracle_table is not None, "no table"
    n = int(rounds)
    context.recall = ([expected for expected, _ in context.history], context.table.recall(n), n)


@then("the recalled rounds conform to the oracle")
def recall_conforms(context: ScenarioContext) -> None:
    """Judged as the session fuzzer judges it (tablecert.fuzz.sessions.recall_differences):
    at least min(N, played, 10) rounds, never more than asked or played, each compared in
    full with the oracle's record of that round."""
    from tablecert.fuzz.sessions import recall_differences

    assert context.recall is not None, "add 'When the game recall of the last N rounds is read'"
    found = recall_differences(*context.recall)
    if found:
        raise Discrepancy(found[0], context=found[1])
