"""Steps that judge the harness's own validation of a Rules Submission written in the
scenario: the chapter's steps write it into :class:`SubmissionCheck`, these Thens check
what validation made of it."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from pytest_bdd import parsers, then

from tablecert.oracle.card_games import RulesSubmission, parse_rules_submission
from tablecert.oracle.rules_reader import RulesSubmissionError


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


@then(parsers.re(r'the Rules Submission is refused citing "(?P<citation>[^"]+)"'))
def submission_refused(submission: SubmissionCheck, citation: str) -> None:
    assert submission.text, "no Rules Submission: start with 'Given a Rules Submission under chapter ...'"
    assert submission.refused is not None, f"the Rules Submission was accepted:\n{submission.text}"
    cited = [v.citation for v in submission.refused.violations]
    assert citation in cited, (f"the Rules Submission was refused citing {cited}, not {citation!r}:\n"
                               f"{submission.refused}")


@then("the Rules Submission is accepted")
def submission_accepted(submission: SubmissionCheck) -> None:
    assert submission.text, "no Rules Submission: start with 'Given a Rules Submission under chapter ...'"
    assert submission.refused is None, str(submission.refused)
