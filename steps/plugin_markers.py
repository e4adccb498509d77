"""The suite's tags and marks (:mod:`tablecert.steps.plugin`): every mark a scenario may carry,
and a Gherkin tag turned into its mark. ``@manual`` scenarios are checklist lines for the
inspector and never pass; ``@not_applicable`` ones say why in their description;
``@requires_<capability>`` ones need a capability of the system under test; ``@game_<name>``
ones (``@game_craps``) a system that plays the game (a game of
:data:`tablecert.oracle.catalogue.GAMES`, named as its Rules Submissions name it)."""

from __future__ import annotations

from typing import Any

import pytest

__all__ = ["GAME_TAGS", "MARKERS", "pytest_bdd_apply_tag", "register_markers"]

GAME_TAGS = ("three_card_poker", "let_it_ride")
MARKERS = {
    "manual": "a procedural duty no system can show: a checklist line for the inspector",
    "not_applicable": "a subsection with nothing to check at a table-game system",
    "three_card_poker": "Three Card Poker (649a, 565)",
    "let_it_ride": "Let It Ride (643a)",
    "requires": "requires(capability): needs a capability of the system under test",
    "offers": "offers(field): the product's Rules Submission must offer it (tablecert/requirements.py)",
    "written_for": "written_for(field): the expectation holds for the named submission's value of it",
    "without": "without(field): a manual line for a product whose Rules Submission does not offer it",
    "game": "game(name): a scenario of a game of oracle.catalogue.GAMES (@game_craps)",
    "citation": "citation(text): the subsection a scenario proves",
    "long": "many rounds in one scenario (seconds, not milliseconds): run first, so that "
            "parallel workers finish together instead of one waiting on the last long one",
}


def register_markers(config: pytest.Config) -> None:
    """Every mark of :data:`MARKERS`, declared (the suite runs with ``--strict-markers``)."""
    for name, text in MARKERS.items():
        config.addinivalue_line("markers", f"{name}: {text}")


@pytest.hookimpl(tryfirst=True)
def pytest_bdd_apply_tag(tag: str, function: Any) -> bool | None:
    """Tags become marks; ``@requires_forced_deck`` becomes ``requires("forced-deck")``,
    ``@offers_buy`` ``offers("buy")``, ``@written_for_buy.rate`` ``written_for("buy.rate")`` and
    ``@without_procedure`` ``without("procedure")``."""
    from tablecert.requirements import mark_of_tag

    if (requirement := mark_of_tag(tag)) is not None:
        getattr(pytest.mark, requirement[0])(requirement[1])(function)
        return True
    if tag.startswith("requires_"):
        capability = tag.removeprefix("requires_").replace("_", "-")
        pytest.mark.requires(capability)(function)
        return True
    if tag.startswith("game_"):
        pytest.mark.game(tag.removeprefix("game_").replace("_", "-"))(function)
        return True
    if tag in MARKERS:
        getattr(pytest.mark, tag)(function)
        return True
    return None
