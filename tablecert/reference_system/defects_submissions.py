# ruff: noqa: E501 - the catalogue reads as a table, one defect to an entry
"""Catalogued defects of a system's own Rules Submission checks (issue #33 item 2): a system
that opens a table under a submission the rule refuses. The scenarios that end "Then the
Rules Submission is refused citing ..." send the submission to the system where its adapter
can send a submission's text (``SystemUnderTest.submit_rules``) and expect the documented
422 ``invalid-rules-submission`` (docs/protocol.md, "Scenarios that judge a Rules
Submission"); such a defect fails them.

The catalogue (tablecert/reference_system/defects.py) splats :data:`SUBMISSIONS_DEFECTS` in.
"""

from __future__ import annotations

from tablecert.oracle.card_games import RulesSubmission
from tablecert.oracle.catalogue import game_of
from tablecert.oracle.wagers import Game

__all__ = ["SUBMISSIONS_DEFECTS", "opened_anyway"]


def opened_anyway(text: str) -> RulesSubmission:
    """The table such a defective system opens under a submission it should have refused: it
    plays a bundled submission of the same game (what it plays is beside the point: the
    check is the refusal, and the harness releases the table at once)."""
    from tablecert.files import bundled_rules_submissions

    game = game_of(text) or Game.THREE_CARD_POKER.value
    return next(r for r in bundled_rules_submissions() if r.game.value == game)


SUBMISSIONS_DEFECTS: tuple[tuple[str, str, str, str, None, None, None, frozenset[str]], ...] = (
    ("rate-of-progression-not-checked", "649a.12(e)(3)", Game.THREE_CARD_POKER,
     "skips every check 649a.12(e)(3) makes of a Rules Submission (a rate of progression below its paytable's minimum, an initial or reset amount missing or too small) and opens the table", None, None, None, frozenset({"649a.12(e)(3)"})),
    ("payout-limit-not-checked", "643a.12(d)", Game.LET_IT_RIDE,
     "opens a Let It Ride table under a Rules Submission whose maximum payout is below the greater of $50,000 and three minimum wagers at the top odds (643a.12(d))", None, None, None, frozenset({"643a.12(d)"})),
)
