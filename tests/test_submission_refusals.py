"""Refused Rules Submissions sent to the system (issue #33 item 2): where the protocol opens a
table with a submission (``POST /v1/tables``), one the rule refuses must be answered 422
``invalid-rules-submission`` citing its subsection (docs/protocol.md, "Scenarios that judge a
Rules Submission, and the system's refusal of it"); the reference system refuses it, over
HTTP and in-process, and the catalogued defects that open such tables are caught."""

from __future__ import annotations

import pytest

from tablecert.adapters.contract import SystemUnderTest
from tablecert.adapters.http import HttpSystem
from tablecert.reference_system.app import create_app
from tablecert.reference_system.in_process import in_process_system
from tablecert.reference_system.server import ReferenceServer
from tablecert.resources import bundled_rules_dir

PAYTABLE_A = (bundled_rules_dir() / "pa-649a-paytable-A.yaml").read_text(encoding="utf-8")
TOO_SLOW = PAYTABLE_A.replace("rate_of_progression: 14%", "rate_of_progression: 10%")
NO_SEATS = PAYTABLE_A.replace("  seats: 7\n", "  seats: 9\n")


def _refusal_citations(system: SystemUnderTest, text: str) -> tuple[str, ...] | None:
    answer = system.submit_rules(text)
    if answer is None:
        return None
    assert answer.reason == "invalid-rules-submission"
    return answer.citations


def test_649a_12_e_3_the_reference_system_refuses_a_rate_below_the_minimum_over_http() -> None:
    with ReferenceServer(app=create_app()) as server:
        system = HttpSystem(server.url)
        try:
            assert _refusal_citations(system, TOO_SLOW) == ("649a.12(e)(3)", "649a.12(e)(3)")
            assert _refusal_citations(system, PAYTABLE_A) is None  # opened, and released
        finally:
            system.close()


def test_649a_12_e_3_a_system_that_skips_the_check_opens_the_table_over_http() -> None:
    with ReferenceServer(app=create_app(defect="rate-of-progression-not-checked")) as server:
        system = HttpSystem(server.url)
        try:
            assert _refusal_citations(system, TOO_SLOW) is None
            refused = _refusal_citations(system, NO_SEATS)  # any other check is still made
            assert refused is not None and "649a.12(e)(3)" not in refused
        finally:
            system.close()


@pytest.mark.parametrize(("defect", "refused"), [(None, True), ("rate-of-progression-not-checked", False)])
def test_649a_12_e_3_in_process_the_same(defect: str | None, refused: bool) -> None:
    system = in_process_system(defect)
    assert (_refusal_citations(system, TOO_SLOW) is not None) is refused
    assert _refusal_citations(system, PAYTABLE_A) is None


def test_an_adapter_without_submit_rules_is_not_sent_a_submission() -> None:
    """A vendor's adapter that does not implement ``submit_rules``: NotImplementedError, and
    the scenario's verdict stays "checked in the submission"."""

    class Bare(SystemUnderTest):
        name = "bare"

        def open_table(self, rules, *, shuffle_seed=None):  # type: ignore[no-untyped-def]
            raise AssertionError("not called")

    with pytest.raises(NotImplementedError):
        Bare().submit_rules(TOO_SLOW)
