"""Steps that judge the harness's own validation of a Rules Submission written in the
scenario: the chapter's steps write it into :class:`SubmissionCheck`, these Thens check
what validation made of it."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from pytest_bdd import parsers, then

from tablecert.oracle.card_games import RulesSubmission, parse_rules_submission
from tablecert.oracle.rules_reader import RulesSubmissionError

# set on a scenario whose refused Rules Submission could not be sent to the system: its
# verdict is "checked in the submission", not "passed" (steps/plugin.py)
NOT_SENT = pytest.StashKey[bool]()


@dataclass
class SubmissionCheck:
    """A Rules Submission written by the scenario and what validation made of it."""

    text: str = ""
    accepted: RulesSubmission | None = None
    refused: RulesSubmissionError | None = None

    def validate(self, text: str) -> None:
        self.text = text
        try:
            self.accepted, self.refused = parse_rules_submission(text, source="<scenario>"), None
        except RulesSubmissionError as exc:
            self.accepted, self.refused = None, exc


@pytest.fixture
def submission() -> SubmissionCheck:
    return SubmissionCheck()


def the_system_refuses(request: pytest.FixtureRequest, text: str, citation: str) -> None:
    """The refused Rules Submission sent to the system too, where its adapter can send a
    submission's text and it plays the game (``SystemUnderTest.submit_rules``): the documented
    answer is 422 ``invalid-rules-submission`` citing ``citation`` among its subsections
    (docs/protocol.md, "Scenarios that judge a Rules Submission"). Elsewhere only the
    harness's validation is checked, and the verdict says so (checked in the submission)."""
    from tablecert.oracle.catalogue import game_of

    system = request.getfixturevalue("system")
    if (game_of(text) or "three-card-poker") not in system.games:
        request.node.stash[NOT_SENT] = True
        return
    try:
        answer = system.submit_rules(text)
    except NotImplementedError:
        request.node.stash[NOT_SENT] = True  # the verdict stays "checked in the submission"
        return
    assert answer is not None, (f"the system opened a table under a Rules Submission that {citation} "
                                "refuses: expected 422 invalid-rules-submission")
    assert answer.reason == "invalid-rules-submission", (
        f"the system refused the Rules Submission with {answer.reason}, not invalid-rules-submission")
    if citation not in answer.citations:
        # refused on grounds of its own (a choice the product does not offer, another subsection):
        # its reading of ``citation`` is not shown, so only the harness's validation is judged
        request.node.stash[NOT_SENT] = True


@then(parsers.re(r'the Rules Submission is refused citing "(?P<citation>[^"]+)"'))
def submission_refused(submission: SubmissionCheck, citation: str, request: pytest.FixtureRequest) -> None:
    assert submission.text, "no Rules Submission: start with 'Given a Rules Submission under chapter ...'"
    assert submission.refused is not None, f"the Rules Submission was accepted:\n{submission.text}"
    cited = [v.citation for v in submission.refused.violations]
    assert citation in cited, (f"the Rules Submission was refused citing {cited}, not {citation!r}:\n"
                               f"{submission.refused}")
    the_system_refuses(request, submission.text, citation)


@then("the Rules Submission is accepted")
def submission_accepted(submission: SubmissionCheck) -> None:
    assert submission.text, "no Rules Submission: start with 'Given a Rules Submission under chapter ...'"
    assert submission.refused is None, str(submission.refused)
