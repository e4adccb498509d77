"""Differential fuzzing: random rounds through the system under test and through the oracle,
compared in full; a discrepancy shrinks to a minimal round, printed as a ready-to-paste
Gherkin scenario in the suite's own step language.

Rounds are drawn by hypothesis from the bundled Rules Submissions of one game: 1-7 seats,
valid and invalid wager amounts, wagers offered after "no more bets", any deck order, any
decisions, and now and then a card found face up or drawn in error. Each round is played at
a fresh table on both sides, so a round's outcome depends on its script alone. The seed fixes
every round: the same seed, the same rounds, the same result.
"""

from tablecert.fuzz.choices import DEFAULT_PROFILE, ROUND_BYTES, Choices, Profile
from tablecert.fuzz.gherkin import differences_json, session_to_gherkin, to_gherkin
from tablecert.fuzz.parallel import fuzz_parallel, fuzz_shards, shard_seed, worker_pool
from tablecert.fuzz.rounds import expand_round, round_scripts
from tablecert.fuzz.run import BATCH, FuzzResult, batch_size, fuzz
from tablecert.fuzz.sessions import fuzz_sessions, session_machine
from tablecert.scale import SystemSpec

__all__ = [
    "BATCH",
    "DEFAULT_PROFILE",
    "ROUND_BYTES",
    "Choices",
    "FuzzResult",
    "Profile",
    "SystemSpec",
    "batch_size",
    "differences_json",
    "expand_round",
    "fuzz",
    "fuzz_parallel",
    "fuzz_sessions",
    "fuzz_shards",
    "round_scripts",
    "session_machine",
    "session_to_gherkin",
    "shard_seed",
    "to_gherkin",
    "worker_pool",
]
