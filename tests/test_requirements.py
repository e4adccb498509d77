"""What a scenario requires of the product (tablecert/requirements.py): the ``@offers_`` and
``@written_for_`` tags every feature file declares, read against a product's Rules Submission,
and each game's chapter run under a product of our own that differs from the bundled
submissions in the choices its regulation allows (examples/products/own): no failed and no
error verdict, the not-applicable ones naming the product's field."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tablecert.feature_index import load_scenarios
from tablecert.files import load_any_rules, resolve_any_rules, resolve_game_rules
from tablecert.oracle.card_games import RulesSubmission
from tablecert.requirements import (
    Requirements,
    chapter_not_offered,
    field_value,
    mark_of_tag,
    requirements_of_tags,
    stand_in_game,
    undeclared,
)

ROOT = Path(__file__).resolve().parent.parent
OWN = ROOT / "examples" / "products" / "own"
_NAMED = re.compile(r'under Rules Submission "([^"]+)"')


def _own(name: str) -> object:
    return load_any_rules(OWN / f"{name}.yaml")


def test_tags_name_their_requirement() -> None:
    assert mark_of_tag("offers_buy") == ("offers", "buy")
    assert mark_of_tag("written_for_three_card_poker.pair_plus") == ("written_for",
                                                                     "three_card_poker.pair_plus")
    assert mark_of_tag("requires_forced_deck") is None and mark_of_tag("offers_") is None
    needs = requirements_of_tags(["@offers_lay", "manual", "written_for_lay.rate", "offers_lay"])
    assert needs == Requirements(("lay",), ("lay.rate",))


def test_a_vigorish_of_4_percent_runs_what_does_not_depend_on_the_rate() -> None:
    """537.5a(a): "up to 5%": a 4% product plays a Buy Bet's scenario unless its amounts are
    the 5% ones (``@written_for_buy.rate``); then the reason names the field and both values."""
    named = resolve_game_rules("pa-537-craps-buy-lay-5")
    own = _own("craps")
    assert stand_in_game(named, [own], Requirements(offers=("buy",))) is own  # type: ignore[list-item]
    reason = stand_in_game(named, [own], Requirements(written_for=("buy.rate",)))  # type: ignore[list-item]
    assert reason == ("buy.rate: 4% in own-craps, the scenario is written for 5% (pa-537-craps-buy-lay-5)")


def test_a_wager_the_product_does_not_offer_is_not_applicable_naming_it() -> None:
    named = resolve_game_rules("pa-537-craps-buy-lay-5")
    none = _own("craps-nothing-optional")
    reason = stand_in_game(named, [none], Requirements(offers=("hardway",)))  # type: ignore[list-item]
    assert reason == "hardway: the Rules Submission own-craps-nothing-optional does not offer it"
    # a scenario written for a submission that does not offer it runs under one that does not either
    refused = resolve_game_rules("pa-537-craps-no-buy-lay")
    assert stand_in_game(refused, [none], Requirements(written_for=("buy",))) is none  # type: ignore[list-item]


def test_a_procedure_or_move_the_product_does_not_offer_is_not_applicable_naming_it() -> None:
    """Issue 29: a Minibaccarat product with ``disclosed_card_procedure: not offered`` is not
    applicable to a scenario that deals a disclosed card (541.14(c)), a Blackjack one with
    ``remove_or_alter_wagers: false`` to one that removes a wager (549.4(h)); the reason names
    the field once (its ``@written_for_`` tag adds no second reason), and every other scenario runs."""
    from tablecert.oracle.catalogue import parse_game_rules

    mini = parse_game_rules("rules_submission: own-mini\ngame: minibaccarat\n"
                            "disclosed_card_procedure: not offered\n")
    named = resolve_game_rules("pa-541-minibaccarat-discard")
    needs = Requirements(offers=("disclosed_card_procedure",), written_for=("disclosed_card_procedure",))
    assert stand_in_game(named, [mini], needs) == ("disclosed_card_procedure: the Rules Submission own-mini "
                                                   "does not offer it")
    assert stand_in_game(named, [mini], Requirements(seats=(9,))) is mini
    bj = parse_game_rules("rules_submission: own-bj\ngame: blackjack\nsettlement_procedure: 1\n"
                          "remove_or_alter_wagers: false\n")
    reason = stand_in_game(resolve_game_rules("pa-549-procedure-1"), [bj],
                           Requirements(offers=("remove_or_alter_wagers",)))
    assert reason == "remove_or_alter_wagers: the Rules Submission own-bj does not offer it"


def test_the_dealer_s_procedure_is_a_checklist_line_of_a_product_that_automates_none(tmp_path: Path) -> None:
    """541.14(c), 543.14(c), 545.15(c): where the system automates no disclosed-card procedure
    the dealer still follows the designated one; that manual line
    (``@without_disclosed_card_procedure``) is on the checklist of such a product only
    (``tablecert coverage --rules`` and the run alike)."""
    from tablecert.product import load_product, product_scenarios

    lines = {}
    for procedure in ("not offered", "discard"):
        path = tmp_path / f"{procedure.replace(' ', '-')}.yaml"
        path.write_text("rules_submission: own\ngame: midibaccarat\n"
                        f"disclosed_card_procedure: {procedure}\n", encoding="utf-8")
        lines[procedure] = [s for s in product_scenarios(load_scenarios(), load_product([str(path)]))
                            if "without_disclosed_card_procedure" in s.tags]
    assert [(s.citation, s.kind) for s in lines["not offered"]] == [
        ("541.14(c)", "not-applicable"), ("543.14(c)", "manual"), ("545.15(c)", "not-applicable")]
    assert {s.kind for s in lines["discard"]} == {"not-applicable"}
    assert lines["discard"][1].reason == ("disclosed_card_procedure: discard in own, the line is for a "
                                          "product that does not offer it")


def test_a_manual_line_s_requirement_names_a_field_of_its_game() -> None:
    bundled = {"minibaccarat": "pa-541-minibaccarat-discard", "midibaccarat": "pa-543-midibaccarat-discard",
               "baccarat": "pa-545-baccarat-discard"}
    found = 0
    for info in load_scenarios():
        needs = requirements_of_tags(info.tags)
        for game in (t.removeprefix("game_") for t in info.tags if t.startswith("game_")):
            for path in needs.without:
                field_value(resolve_any_rules(bundled[game]), path)  # KeyError names a wrong field
                found += 1
    assert found == 3


def test_mini_craps_and_craps_are_tables_of_their_own() -> None:
    reason = stand_in_game(resolve_game_rules("pa-537-mini-craps-vig-3"), [_own("craps")],  # type: ignore[list-item]
                           Requirements())
    assert isinstance(reason, str) and reason.startswith("variant: Craps in own-craps")


def test_a_seat_the_product_does_not_have_is_not_applicable() -> None:
    named = resolve_game_rules("pa-549-procedure-1")  # seven seats
    own = _own("blackjack")  # six
    assert stand_in_game(named, [own], Requirements(seats=(1, 6))) is own  # type: ignore[list-item]
    reason = stand_in_game(named, [own], Requirements(seats=(7,)))  # type: ignore[list-item]
    assert reason == ("seats: 6 in own-blackjack, the scenario is written for 7 (pa-549-procedure-1): "
                      "it plays seat 7")


def test_another_game_is_not_applicable() -> None:
    reason = stand_in_game(resolve_game_rules("pa-549-procedure-1"), [_own("craps")],  # type: ignore[list-item]
                           Requirements())
    assert reason == "game: the product's Rules Submissions (own-craps) offer no blackjack"


def test_a_chapter_governs_its_games() -> None:
    assert chapter_not_offered("649a.2(b)", {"three-card-poker", "three-card-poker 649a"}) is None
    assert chapter_not_offered("565.7(a)", {"three-card-poker", "three-card-poker 649a"}) == (
        "game: the product's Rules Submissions offer none of three-card-poker 565 (565)")
    assert chapter_not_offered("523.15(a)", {"three-card-poker"}) is None  # cards: a card game
    assert chapter_not_offered("523.12(b)", {"three-card-poker"}) is not None  # dice: Craps
    assert chapter_not_offered("535.3(a)", {"craps"}) == (
        "game: 535 governs a game no Rules Submission of tablecert names")


NO_EQUIPMENT = {"table-records": "records and device states: no game is played at its tables"}
"""The catalogue's entries with no ``GameSpec.equipment``, each with its reason."""


def test_every_game_says_what_it_is_played_with_and_where_its_seats_are() -> None:
    """CHAPTER_GAMES (523.12-523.15, 525, each game's chapters) and SEATS are read from each
    GameSpec: a game that names no equipment, or whose Rules Submission has a seat count its
    GameSpec does not name, fails here naming the file to edit."""
    from tablecert.files import load_game_rules
    from tablecert.oracle.catalogue import GAMES, game_of

    lacking = [f"{spec.game}: set equipment=(\"cards\",) or (\"dice\",) on its GameSpec "
               f"({spec.table.__module__.rsplit('.', 1)[0].replace('tablecert.', '').replace('.', '/')}"
               "/__init__.py)"
               for spec in GAMES.values() if not spec.equipment and spec.game not in NO_EQUIPMENT]
    for path in sorted((ROOT / "rules_submissions").glob("*.yaml")):
        spec = GAMES.get(game_of(path.read_text(encoding="utf-8")) or "")
        if spec is not None and spec.seats is None and hasattr(load_game_rules(path), "seats"):
            lacking.append(f"{spec.game}: its Rules Submission {path.name} has seats: set seats=\"seats\" "
                           "on its GameSpec")
    assert not lacking, "\n".join(dict.fromkeys(lacking))


def _declarations() -> list[tuple[str, Any, list[str], tuple[str, ...]]]:
    """(scenario, each submission it names, its rendered steps, its tags)."""
    out = []
    for info in load_scenarios():
        if info.kind != "executable":
            continue
        texts = [text for _, text, _ in info.steps]
        for name in dict.fromkeys(n for text in texts for n in _NAMED.findall(text)):
            out.append((info.name, resolve_any_rules(name), texts, info.tags))
    return out


def _game(rules: Any) -> str:
    return rules.game.value if isinstance(rules, RulesSubmission) else str(rules.game)


def test_every_scenario_declares_the_wagers_it_places_and_the_paytables_it_is_paid_by() -> None:
    """A step that places a wager the Rules Submission may leave out, uses a procedure or move
    it may not offer, or reads an amount off a paytable it chooses, is declared by the
    scenario's tags (requirements.OFFERED_BY_STEPS, WRITTEN_FOR_BY_STEPS): the runner reads the
    tags, never guesses them from the prose."""
    missing = [(name, need) for name, rules, texts, tags in _declarations()
               for need in undeclared(_game(rules), texts, tags, rules)]
    assert missing == []


_DISCLOSED = "the first card drawn is dealt in error and disclosed"


@pytest.mark.parametrize(("game", "step", "field"), [
    ("minibaccarat", _DISCLOSED, "disclosed_card_procedure"),  # 541.14(c)
    ("baccarat", _DISCLOSED, "disclosed_card_procedure"),  # 545.15(c)
    ("blackjack", "seat 2 then tries to remove its Wager", "remove_or_alter_wagers"),  # 549.4(h)
    ("spanish-21", "seat 1 then tries to alter its Insurance Wager to $1", "remove_or_alter_wagers"),
    ("blackjack", "seat 1 alters its Wager to $15 before the first card is removed from the shoe",
     "remove_or_alter_wagers"),
])
def test_a_procedure_or_move_the_product_may_lack_is_declared(game: str, step: str, field: str) -> None:
    """Issue 29: a scenario that deals a disclosed card (541.14(c), 543.14(c), 545.15(c)) or has a
    player remove or alter a wager (549.4(h), (i)) declares ``@offers_<field>``; a
    ``@written_for_`` tag of the field stands for it only under a submission that lacks it."""
    named = resolve_game_rules({"minibaccarat": "pa-541-minibaccarat-discard",
                                "baccarat": "pa-545-baccarat-discard", "blackjack": "pa-549-procedure-1",
                                "spanish-21": "pa-551-procedure-1"}[game])
    assert undeclared(game, [step], [], named) == [f"offers_{field}"]
    assert undeclared(game, [step], [f"offers_{field}"], named) == []
    if field == "disclosed_card_procedure":  # written for "discard": it still needs the product to offer one
        written = ["written_for_disclosed_card_procedure"]
        assert undeclared(game, [step], written, named) == ["offers_disclosed_card_procedure"]


def test_a_declaration_of_a_field_the_game_does_not_have_is_refused() -> None:
    """Each tag names a field of the named submission's game (``buy.rate``, not ``buy.rat``)."""
    bad = []
    for info in load_scenarios():
        texts = [text for _, text, _ in info.steps]
        needs = requirements_of_tags(info.tags)
        for name in dict.fromkeys(n for text in texts for n in _NAMED.findall(text)):
            rules = resolve_any_rules(name)
            for path in (*needs.offers, *needs.written_for):
                try:
                    field_value(rules, path)
                except KeyError as exc:
                    bad.append(f"{info.where}: {exc}")
    assert bad == []
    with pytest.raises(KeyError, match=r"buy\.rat"):
        field_value(resolve_game_rules("pa-537-craps-buy-lay-5"), "buy.rat")


EXPECTED = ".expected.json"
"""Beside each own product ``<product>.yaml``, ``<product>.expected.json`` holds the figures of
its run (examples/products/README.md): ``chapter`` (the ``--section`` it runs), ``counts`` (the
verdicts of that run by status), ``not_applicable_fields`` (fields its not-applicable reasons
must name) and ``exhaustive`` (true: a run too long for the fast tier)."""


def _expected(product: str) -> dict[str, object]:
    path = OWN / f"{product}{EXPECTED}"
    if not path.exists():
        pytest.fail(f"{path.relative_to(ROOT)} is missing: write the figures of the product's run there "
                    f'({{"chapter": ..., "counts": {{...}}, "not_applicable_fields": [...]}}), from '
                    f"`python -m tablecert.cli run --section <chapter> --rules "
                    f"{(OWN / product).relative_to(ROOT)}.yaml --report /tmp/own` (its verdicts.json)")
    figures: dict[str, object] = json.loads(path.read_text(encoding="utf-8"))
    return figures


def _products(exhaustive: bool) -> list[str]:
    """The own products of one tier; one with no figures counts as fast, and fails naming its file."""
    out = []
    for path in sorted(OWN.glob("*.yaml")):
        figures = OWN / f"{path.stem}{EXPECTED}"
        slow = figures.exists() and json.loads(figures.read_text(encoding="utf-8")).get("exhaustive", False)
        if slow == exhaustive:
            out.append(path.stem)
    return out


def _run_own(product: str, tmp_path: Path) -> tuple[dict[str, int], list[str]]:
    chapter = str(_expected(product)["chapter"])
    report = tmp_path / "out"
    proc = subprocess.run([sys.executable, "-m", "tablecert.cli", "run", "--section", chapter, "--rules",
                           str(OWN / f"{product}.yaml"), "--quiet", "--report", str(report)],
                          cwd=ROOT, capture_output=True, text=True, timeout=600, check=False)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    verdicts = json.loads((report / "verdicts.json").read_text(encoding="utf-8"))
    counts: dict[str, int] = {}
    for verdict in verdicts:
        counts[verdict["status"]] = counts.get(verdict["status"], 0) + 1
    reasons = [v["message"] for v in verdicts if v["status"] == "not-applicable"]
    return counts, reasons


def _check_own(product: str, tmp_path: Path) -> None:
    figures = _expected(product)
    expected, fields = figures["counts"], set(figures["not_applicable_fields"])  # type: ignore[call-overload]
    counts, reasons = _run_own(product, tmp_path)
    assert "failed" not in counts and "error" not in counts, counts
    if expected:
        assert counts == expected
    named = {part.split(":", 1)[0].strip()
             for reason in reasons for part in reason.removeprefix("not applicable: ").split("; ")}
    assert fields <= named, named
    # a reason is the regulation's own (a subsection with nothing to check) or names the product
    own_name = str(_own(product).name)  # type: ignore[attr-defined]
    citation = re.compile(r"^not applicable: \d+[a-z]?\.\d+[a-z]?(\(\w+\))*$")
    assert all(own_name in r or citation.match(r) for r in reasons), reasons


@pytest.mark.parametrize("product", _products(exhaustive=False))
def test_each_own_product_runs_its_chapter_with_no_failure(product: str, tmp_path: Path) -> None:
    _check_own(product, tmp_path)


@pytest.mark.exhaustive
@pytest.mark.parametrize("product", _products(exhaustive=True))
def test_each_own_product_of_the_larger_chapters_runs_with_no_failure(product: str, tmp_path: Path) -> None:
    _check_own(product, tmp_path)


@pytest.mark.parametrize("named", ["pa-537-craps-no-buy-lay", "pa-549-procedure-2-bar", "pa-551-hit-soft-17"])
def test_a_bundled_submission_given_as_the_product_fails_nothing(named: str, tmp_path: Path) -> None:
    """A bundled submission is a product too: the scenarios written for another choice are not
    applicable to it, never failed (549.4(f)(2)'s order under procedure 1, 549.4(j)'s bar)."""
    chapter = named.split("-")[1]
    proc = subprocess.run([sys.executable, "-m", "tablecert.cli", "run", "--section", chapter, "--rules",
                           str(ROOT / "rules_submissions" / f"{named}.yaml"), "--quiet", "--report",
                           str(tmp_path / "out")], cwd=ROOT, capture_output=True, text=True, timeout=600,
                          check=False)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    assert " failed" not in proc.stdout.splitlines()[-1] and " error" not in proc.stdout.splitlines()[-1]


@pytest.mark.exhaustive
def test_a_product_with_another_pair_plus_paytable_keeps_its_coverage(tmp_path: Path) -> None:
    """Issue 29: a product that differs from pa-649a-paytable-A in its Pair Plus paytable only
    passes at least 95% of what the A product passes under --section 649a (each outline judged
    by a payout has a row per lettered paytable of 649a.12(b), (d) and (f))."""
    own, _ = _run_own("three-card-poker-pair-plus-b", tmp_path / "b")
    proc = subprocess.run([sys.executable, "-m", "tablecert.cli", "run", "--section", "649a", "--rules",
                           str(ROOT / "rules_submissions" / "pa-649a-paytable-A.yaml"), "--quiet", "--report",
                           str(tmp_path / "a")], cwd=ROOT, capture_output=True, text=True, timeout=600,
                          check=False)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    verdicts = json.loads((tmp_path / "a" / "verdicts.json").read_text(encoding="utf-8"))
    a_passed = sum(v["status"] == "passed" for v in verdicts)
    assert own["passed"] * 100 >= 95 * a_passed, (own["passed"], a_passed)


def test_every_own_product_is_checked() -> None:
    """Every product has its figures beside it, and every figures file its product."""
    products = {p.stem for p in OWN.glob("*.yaml")}
    figures = {p.name.removesuffix(EXPECTED) for p in OWN.glob(f"*{EXPECTED}")}
    where = "examples/products/own/"
    assert not products - figures, [f"write {where}{p}{EXPECTED}" for p in sorted(products - figures)]
    assert not figures - products, [f"{where}{p}{EXPECTED}: no {p}.yaml" for p in sorted(figures - products)]
