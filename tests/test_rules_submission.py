"""Rules Submissions (601a.2, 521.2): the examples parse, and every choice the
regulations forbid is refused naming the field, its line and the subsection."""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

import pytest
import yaml

from tablecert.files import card_game_rules_paths
from tablecert.oracle.card_games import (
    RulesSubmission,
    parse_rules_submission,
)
from tablecert.oracle.card_round.rules import (
    Edition,
)
from tablecert.oracle.rules_reader import (
    RulesSubmissionError,
    Violation,
    read_rules_yaml,
)
from tablecert.oracle.wagers import Game, Wager

EXAMPLES = card_game_rules_paths()

SOURCE = "table-7.yaml"

TCP_649A = """\
rules_submission: table-7
certificate_holder: Example Casino Resort
game: three-card-poker
edition: "649a"
table:
  seats: 7
  adjacent_boxes: 2
  dealing: manual dealing shoe
  shuffler: automated card shuffling device
  decks: 1
  minimum_wager: $5
  maximum_wager: $500
three_card_poker:
  version: 649a.7(d)
  ante_bonus: A
  pair_plus: A
  progressive:
    paytable: A
    wager: $1
    rate_of_progression: 14%
    initial_amount: $1,000
    reset_amount: $1,000
  six_card_bonus: A
"""

TCP_565 = """\
rules_submission: table-7
certificate_holder: Example Casino Resort
game: three-card-poker
edition: "565"
table:
  seats: 7
  adjacent_boxes: 2
  dealing: manual dealing shoe
  shuffler: manual
  minimum_wager: $5
  maximum_wager: $500
three_card_poker:
  ante_bonus: A
  pair_plus: B
  progressive:
    paytable: B
    wager: $5
    rate_of_progression: 20%
    initial_amount: $10,000
    reset_amount: $10,000
"""

LIR_643A = """\
rules_submission: table-7
certificate_holder: Example Casino Resort
game: let-it-ride
edition: "643a"
table:
  seats: 7
  dealing: manual dealing shoe
  shuffler: automated card shuffling device
  minimum_wager: $5
  maximum_wager: $500
let_it_ride:
  paytable: A
  maximum_payout: $50,000
  bonus:
    paytable: B
    wager: $1
  three_card_bonus: D
"""


def _edit(base: str, old: str, new: str) -> str:
    assert base.count(old) == 1, old
    return base.replace(old, new)


def _line_of(text: str, fragment: str) -> int:
    lines = [n for n, line in enumerate(text.splitlines(), 1) if fragment in line]
    assert len(lines) == 1, (fragment, lines)
    return lines[0]


def _violations(text: str) -> list[Violation]:
    with pytest.raises(RulesSubmissionError) as info:
        parse_rules_submission(text, source=SOURCE)
    assert info.value.source == SOURCE
    assert info.value.violations, "an invalid Rules Submission must say why"
    return info.value.violations


# --------------------------------------------------------------------------- valid


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.name for p in EXAMPLES])
def test_every_example_rules_submission_parses(path: Path) -> None:
    rs = parse_rules_submission(path.read_text(), source=path.name)
    assert isinstance(rs, RulesSubmission)
    assert rs.source == path.name
    assert rs.name
    assert f"-{rs.edition.value}-" in path.name  # the examples are named pa-<chapter>-...
    expected_game = Game.LET_IT_RIDE if rs.edition is Edition.LET_IT_RIDE else Game.THREE_CARD_POKER
    assert rs.game is expected_game
    assert (rs.three_card_poker is None) == (rs.game is Game.LET_IT_RIDE)
    assert (rs.let_it_ride is None) == (rs.game is Game.THREE_CARD_POKER)
    assert rs.offered_wagers()


def test_examples_exist() -> None:
    assert len(EXAMPLES) >= 6


@pytest.mark.parametrize("base", [TCP_649A, TCP_565, LIR_643A], ids=["649a", "565", "643a"])
def test_the_base_submissions_of_this_module_are_valid(base: str) -> None:
    rs = parse_rules_submission(base, source=SOURCE)
    assert rs.name == "table-7"


def test_649a_the_choices_are_read_into_the_paytables_the_regulation_prints() -> None:
    rs = parse_rules_submission(TCP_649A, source=SOURCE)
    tcp = rs.three_card_poker
    assert tcp is not None and tcp.progressive is not None and tcp.six_card_bonus is not None
    assert tcp.ante_bonus.name == "649a.12(b) Paytable A"
    assert tcp.pair_plus.name == "649a.12(d) Paytable A"
    assert tcp.progressive.paytable.name == "649a.12(e)(1) Paytable A"
    assert tcp.progressive.envy.name == "649a.12(e)(5) Paytable $1"
    assert tcp.progressive.rate_of_progression == Fraction(14)
    assert tcp.progressive.initial_amount == tcp.progressive.reset_amount == 100_000
    assert tcp.six_card_bonus.name == "649a.12(f) Paytable A"
    assert rs.offered_wagers() == {Wager.ANTE, Wager.PAIR_PLUS, Wager.PROGRESSIVE, Wager.SIX_CARD_BONUS}


def test_565_12_g_a_5_progressive_payout_wager_is_paid_from_the_5_table() -> None:
    rs = parse_rules_submission(TCP_565, source=SOURCE)
    assert rs.three_card_poker is not None and rs.three_card_poker.progressive is not None
    progressive = rs.three_card_poker.progressive
    assert progressive.wager == 500
    assert progressive.paytable.citation == "565.12(g)"
    assert progressive.paytable.per_wager == 500
    assert progressive.paytable.rows[1].payout is not None
    assert progressive.paytable.rows[1].payout.value == 250_000  # $2,500
    assert progressive.envy.citation == "565.12(h)(2)"
    assert progressive.envy.letter == "$5"


@pytest.mark.parametrize("base, edits", [
    (TCP_649A, [("rate_of_progression: 14%", "rate_of_progression: 14")]),
    (TCP_649A, [("    paytable: A\n    wager: $1\n    rate_of_progression: 14%",
                 "    paytable: B\n    wager: $5\n    rate_of_progression: 20%")]),
    (TCP_565, [("rate_of_progression: 20%", "rate_of_progression: 20.0%")]),
    (TCP_565, [("    paytable: B\n    wager: $5\n    rate_of_progression: 20%",
                "    paytable: A\n    wager: $1\n    rate_of_progression: 14%")]),
    # 643a.12(d): three $25 wagers at 1,000 to 1 is $75,000
    (LIR_643A, [("minimum_wager: $5", "minimum_wager: $25"),
                ("maximum_payout: $50,000", "maximum_payout: $75,000")]),
    (LIR_643A, [("  maximum_payout: $50,000\n", "")]),  # a maximum is optional
    (TCP_649A, [("seats: 7", "seats: 1"), ("adjacent_boxes: 2", "adjacent_boxes: 1")]),
    (TCP_649A, [("adjacent_boxes: 2", "adjacent_boxes: 7")]),
    (TCP_649A, [("  shuffler: automated card shuffling device\n  decks: 1",
                 "  shuffler: automated card shuffling device\n  decks: 2")]),
    (TCP_649A, [("  dealing: manual dealing shoe\n  shuffler: automated card shuffling device",
                 "  dealing: hand\n  shuffler: counting automated card shuffling device")]),
], ids=["14-A", "20-B", "565-20-B", "565-14-A", "643a-75000", "643a-no-maximum", "one-seat", "seven-boxes",
        "two-decks-with-shuffler", "hand-with-shuffler"])
def test_the_least_the_regulation_allows_is_accepted(base: str, edits: list[tuple[str, str]]) -> None:
    text = base
    for old, new in edits:
        text = _edit(text, old, new)
    parse_rules_submission(text, source=SOURCE)


# --------------------------------------------------------------------------- invalid


@dataclass(frozen=True)
class Bad:
    id: str
    text: str
    field: str
    citation: str
    line_of: str | None  # a fragment of the line the violation is on; None: no line
    says: str = ""  # a fragment of the message


def _bad(id: str, base: str, old: str, new: str, field: str, citation: str, *,
         at: str | None = "", says: str = "") -> Bad:
    """``at``: a fragment of the line the violation is on; "" for the first line of
    ``new``; None where the field is absent (no line to name)."""
    text = _edit(base, old, new)
    line = (new.splitlines()[0] if at == "" else at)
    return Bad(id, text, field, citation, line, says)


P = "three_card_poker.progressive"

INVALID = [
    # 649a.12(e)(3) / 565.12(i): rate of progression at least 14% (A) or 20% (B)
    _bad("649a-rate-below-14-for-A", TCP_649A, "rate_of_progression: 14%", "rate_of_progression: 13.9%",
         f"{P}.rate_of_progression", "649a.12(e)(3)", says="14%"),
    _bad("649a-rate-below-20-for-B", TCP_649A, "    paytable: A\n    wager: $1\n    rate_of_progression: 14%",
         "    paytable: B\n    wager: $1\n    rate_of_progression: 19%",
         f"{P}.rate_of_progression", "649a.12(e)(3)", at="rate_of_progression: 19%", says="20%"),
    _bad("565-rate-below-14-for-A", TCP_565, "    paytable: B\n    wager: $5\n    rate_of_progression: 20%",
         "    paytable: A\n    wager: $5\n    rate_of_progression: 13%",
         f"{P}.rate_of_progression", "565.12(i)", at="rate_of_progression: 13%", says="14%"),
    _bad("565-rate-below-20-for-B", TCP_565, "rate_of_progression: 20%", "rate_of_progression: 19.5%",
         f"{P}.rate_of_progression", "565.12(i)", says="20%"),
    _bad("649a-rate-not-a-percentage", TCP_649A, "rate_of_progression: 14%", "rate_of_progression: lots",
         f"{P}.rate_of_progression", "649a.12(e)(3)"),
    # ... initial and reset amounts at least $1,000
    _bad("649a-initial-below-1000", TCP_649A, "initial_amount: $1,000", "initial_amount: $999.99",
         f"{P}.initial_amount", "649a.12(e)(3)", says="$1,000"),
    _bad("649a-reset-below-1000", TCP_649A, "reset_amount: $1,000", "reset_amount: 999",
         f"{P}.reset_amount", "649a.12(e)(3)", says="$1,000"),
    _bad("565-initial-below-1000", TCP_565, "initial_amount: $10,000", "initial_amount: $500",
         f"{P}.initial_amount", "565.12(i)"),
    _bad("565-reset-below-1000", TCP_565, "reset_amount: $10,000", "reset_amount: $0",
         f"{P}.reset_amount", "565.12(i)"),
    # a Progressive Payout Wager of $1 or $5
    _bad("565-progressive-wager-2", TCP_565, "    wager: $5", "    wager: $2",
         f"{P}.wager", "565.7(a)(4)", says="$1 or $5"),
    _bad("565-progressive-wager-10", TCP_565, "    wager: $5", "    wager: 10",
         f"{P}.wager", "565.7(a)(4)"),
    _bad("649a-progressive-wager-25", TCP_649A, "wager: $1", "wager: $25",
         f"{P}.wager", "649a.12(e)(5)", says="$1 or $5"),
    # 643a.12(d): at least $50,000, or three minimum wagers at the top odds if greater
    _bad("643a-maximum-payout-below-50000", LIR_643A, "maximum_payout: $50,000", "maximum_payout: $49,999",
         "let_it_ride.maximum_payout", "643a.12(d)", says="$50,000"),
    _bad("643a-maximum-payout-below-3-min-wagers-at-1000-to-1",
         _edit(LIR_643A, "minimum_wager: $5", "minimum_wager: $25"),
         "maximum_payout: $50,000", "maximum_payout: $74,999",
         "let_it_ride.maximum_payout", "643a.12(d)", says="$75,000"),
    _bad("643a-maximum-payout-below-3-min-wagers-at-500-to-1-table-B",
         _edit(_edit(LIR_643A, "minimum_wager: $5", "minimum_wager: $50"),
               "  paytable: A\n", "  paytable: B\n"),
         "maximum_payout: $50,000", "maximum_payout: $74,999",
         "let_it_ride.maximum_payout", "643a.12(d)", says="$75,000"),
    # 649a.2(a): no more than seven players
    _bad("649a-eight-seats", TCP_649A, "seats: 7", "seats: 8", "table.seats", "649a.2(a)", says="seven"),
    _bad("649a-no-seats", TCP_649A, "seats: 7", "seats: 0", "table.seats", "649a.2(a)"),
    # 649a.7(f): the number of adjacent boxes must be stated
    _bad("649a-missing-adjacent-boxes", TCP_649A, "  adjacent_boxes: 2\n", "",
         "table.adjacent_boxes", "649a.7(f)", at=None),
    _bad("649a-more-adjacent-boxes-than-seats", TCP_649A, "seats: 7", "seats: 1",
         "table.adjacent_boxes", "649a.7(f)", at="adjacent_boxes: 2"),
    _bad("565-three-adjacent-boxes", TCP_565, "adjacent_boxes: 2", "adjacent_boxes: 3",
         "table.adjacent_boxes", "565.7(e)"),
    # 649a.3: one deck, or two with an automated card shuffling device
    _bad("649a-two-decks-shuffled-by-hand", TCP_649A,
         "  shuffler: automated card shuffling device\n  decks: 1",
         "  shuffler: manual\n  decks: 2", "table.decks", "649a.3(b)", at="decks: 2"),
    _bad("649a-three-decks", TCP_649A, "decks: 1", "decks: 3", "table.decks", "649a.3(a)"),
    # 649a.9(a)(1) / 643a.9(a)(1): dealt from the hand, shuffled by a device
    _bad("649a-hand-dealt-manual-shuffle", TCP_649A,
         "  dealing: manual dealing shoe\n  shuffler: automated card shuffling device",
         "  dealing: hand\n  shuffler: manual", "table.shuffler", "649a.9(a)(1)", at="shuffler: manual"),
    _bad("643a-hand-dealt-manual-shuffle", LIR_643A,
         "  dealing: manual dealing shoe\n  shuffler: automated card shuffling device",
         "  dealing: hand\n  shuffler: manual", "table.shuffler", "643a.9(a)(1)", at="shuffler: manual"),
    # unknown paytable letters
    _bad("649a-ante-bonus-D", TCP_649A, "ante_bonus: A", "ante_bonus: D",
         "three_card_poker.ante_bonus", "649a.12(b)", says="A, B, C"),
    _bad("649a-pair-plus-D", TCP_649A, "pair_plus: A", "pair_plus: D",
         "three_card_poker.pair_plus", "649a.12(d)", says="A, B, C"),
    _bad("649a-version-e-ante-bonus-D", _edit(TCP_649A, "version: 649a.7(d)", "version: 649a.7(e)(2)"),
         "ante_bonus: A", "ante_bonus: D", "three_card_poker.ante_bonus", "649a.12(c)"),
    _bad("649a-six-card-bonus-D", TCP_649A, "six_card_bonus: A", "six_card_bonus: D",
         "three_card_poker.six_card_bonus", "649a.12(f)"),
    _bad("649a-progressive-C", TCP_649A, "    paytable: A\n    wager: $1", "    paytable: C\n    wager: $1",
         f"{P}.paytable", "649a.12(e)(1)", says="A, B"),
    _bad("565-progressive-C", TCP_565, "    paytable: B\n    wager: $5", "    paytable: C\n    wager: $5",
         f"{P}.paytable", "565.12(g)"),
    _bad("643a-paytable-C", LIR_643A, "  paytable: A\n  maximum", "  paytable: C\n  maximum",
         "let_it_ride.paytable", "643a.12(a)", says="A, B"),
    _bad("643a-bonus-D", LIR_643A, "    paytable: B", "    paytable: D",
         "let_it_ride.bonus.paytable", "643a.12(b)", says="A, B, C"),
    _bad("643a-three-card-bonus-G", LIR_643A, "three_card_bonus: D", "three_card_bonus: G",
         "let_it_ride.three_card_bonus", "643a.12(c)", says="A, B, C, D, E, F"),
    # unknown fields (typos), at every level
    _bad("unknown-top-level-field", TCP_649A, "certificate_holder: Example", "certificate_hodler: Example",
         "certificate_hodler", "docs/rules-submission.md"),
    _bad("unknown-top-level-section", TCP_649A, "table:\n", "tabel:\n", "tabel", "docs/rules-submission.md"),
    _bad("unknown-table-field", TCP_649A, "seats: 7", "seat: 7", "table.seat", "docs/rules-submission.md"),
    _bad("unknown-three-card-poker-field", TCP_649A, "pair_plus: A", "pairplus: A",
         "three_card_poker.pairplus", "docs/rules-submission.md"),
    _bad("unknown-three-card-poker-section", TCP_649A, "  progressive:\n", "  progresive:\n",
         "three_card_poker.progresive", "docs/rules-submission.md"),
    _bad("unknown-progressive-field", TCP_649A, "reset_amount: $1,000", "reset: $1,000",
         f"{P}.reset", "docs/rules-submission.md"),
    _bad("unknown-let-it-ride-field", LIR_643A, "maximum_payout: $50,000", "max_payout: $50,000",
         "let_it_ride.max_payout", "docs/rules-submission.md"),
    _bad("unknown-let-it-ride-bonus-field", LIR_643A, "wager: $1", "wagr: $1",
         "let_it_ride.bonus.wagr", "docs/rules-submission.md"),
    # game and edition
    _bad("let-it-ride-under-649a", LIR_643A, 'edition: "643a"', 'edition: "649a"', "edition", "601a.2"),
    _bad("three-card-poker-under-643a", TCP_649A, 'edition: "649a"', 'edition: "643a"', "edition", "601a.2"),
    _bad("unknown-edition", TCP_649A, 'edition: "649a"', 'edition: "650a"', "edition", "601a.2"),
    _bad("unknown-game", TCP_649A, "game: three-card-poker", "game: blackjack", "game", "601a.2"),
    # what the 2010 edition does not have
    _bad("565-six-card-bonus", TCP_565, "  pair_plus: B\n", "  pair_plus: B\n  six_card_bonus: A\n",
         "three_card_poker.six_card_bonus", "565.7", at="six_card_bonus: A"),
    _bad("565-version-e", TCP_565, "  ante_bonus: A\n", "  version: 649a.7(e)(1)\n  ante_bonus: A\n",
         "three_card_poker.version", "565.7", at="version: 649a.7(e)(1)"),
    # missing required fields
    _bad("missing-name", TCP_649A, "rules_submission: table-7\n", "", "rules_submission", "601a.2", at=None),
    _bad("missing-game", TCP_649A, "game: three-card-poker\n", "", "game", "601a.2", at=None),
    _bad("missing-ante-bonus", TCP_649A, "  ante_bonus: A\n", "", "three_card_poker.ante_bonus", "649a.12(b)",
         at=None),
    _bad("missing-pair-plus", TCP_649A, "  pair_plus: A\n", "", "three_card_poker.pair_plus", "649a.12(d)",
         at=None),
    _bad("missing-progressive-rate", TCP_649A, "    rate_of_progression: 14%\n", "",
         f"{P}.rate_of_progression", "649a.12(e)(3)", at=None),
    _bad("missing-progressive-initial", TCP_649A, "    initial_amount: $1,000\n", "",
         f"{P}.initial_amount", "649a.12(e)(3)", at=None),
    _bad("missing-progressive-reset-565", TCP_565, "    reset_amount: $10,000\n", "",
         f"{P}.reset_amount", "565.12(i)", at=None),
    _bad("missing-progressive-wager-565", TCP_565, "    wager: $5\n", "", f"{P}.wager", "565.7(a)(4)",
         at=None),
    _bad("missing-let-it-ride-paytable", LIR_643A, "  paytable: A\n  maximum", "  maximum",
         "let_it_ride.paytable", "643a.12(a)", at=None),
]


@pytest.mark.parametrize("case", INVALID, ids=[c.id for c in INVALID])
def test_an_invalid_rules_submission_names_the_field_the_line_and_the_subsection(case: Bad) -> None:
    violations = _violations(case.text)
    found = [v for v in violations if v.field == case.field]
    assert found, f"no violation on {case.field}; got {[str(v) for v in violations]}"
    assert [v.citation for v in found] == [case.citation] * len(found), [str(v) for v in found]
    expected_line = _line_of(case.text, case.line_of) if case.line_of else None
    if case.line_of is not None:
        assert [v.line for v in found] == [expected_line] * len(found), [str(v) for v in found]
    assert all(case.says in v.message for v in found), [v.message for v in found]
    for v in found:
        where = f"{SOURCE}:{v.line}" if v.line else SOURCE
        assert v.located(SOURCE) == f"{where}: {case.field}: {v.message} ({case.citation})"


def test_565_7_a_4_the_violation_is_not_repeated_with_the_wrong_citation() -> None:
    violations = _violations(_edit(TCP_565, "    wager: $5", "    wager: $2"))
    assert all(v.citation != "649a.12(e)(5)" for v in violations)


def test_a_section_for_the_other_game_is_refused() -> None:
    """A Let It Ride submission carrying Three Card Poker choices (and so its typos) is
    contradictory: the choices cannot be applied to the table."""
    text = LIR_643A + "three_card_poker:\n  pairplus: A\n"
    violations = _violations(text)
    assert any(v.field.startswith("three_card_poker") for v in violations), [str(v) for v in violations]


def test_649a_12_d_a_field_given_twice_is_refused() -> None:
    """Two Pair Plus paytables is not "one of the following paytables selected by the
    certificate holder"; YAML would silently keep the last one."""
    text = _edit(TCP_649A, "  pair_plus: A\n", "  pair_plus: A\n  pair_plus: C\n")
    violations = _violations(text)
    assert any(v.field == "three_card_poker.pair_plus" for v in violations), [str(v) for v in violations]


def test_invalid_yaml_is_refused_naming_the_line() -> None:
    text = _edit(TCP_649A, "seats: 7", "seats: 7: 8")
    (violation,) = _violations(text)
    assert violation.field == "(file)"
    assert violation.line == _line_of(text, "seats: 7: 8")
    assert "not valid YAML" in violation.message
    assert violation.located(SOURCE).startswith(f"{SOURCE}:{violation.line}: (file): not valid YAML")


@pytest.mark.parametrize(("value", "problem"), [
    ("!python/name:os.system 7", "could not determine a constructor for the tag '!python/name:os.system'"),
    ("!!int abc", "'abc' is not a value of the tag !!int"),
    ("!!bool maybe", "'maybe' is not a value of the tag !!bool"),
    ("!!timestamp notadate", "'notadate' is not a value of the tag !!timestamp"),
])
def test_a_value_its_yaml_tag_cannot_read_is_refused_naming_the_field_and_line(value: str,
                                                                                 problem: str) -> None:
    """A custom tag, or a standard tag its text does not fit, is no plain value: a violation
    at its field and line (each was an uncaught exception, the first naming line 1 of no file)."""
    text = _edit(TCP_649A, "seats: 7", f"seats: {value}")
    violations = _violations(text)
    (tagged,) = [v for v in violations if v.field == "table.seats"]
    assert tagged.line == _line_of(text, f"seats: {value}")
    assert tagged.message == f"not a plain YAML value: {problem}"


def test_scalars_read_as_yaml_safe_load_reads_them() -> None:
    """Each scalar's value is the one ``yaml.safe_load`` gives for the whole document."""
    text = ("rules_submission: '12'\ncount: 0x1F\nrate: 1e3\nflag: yes\nnothing: ~\n"
            "day: 2024-01-02\nname: !!str 5\nblock: |\n  two\n  lines\n")
    reader = read_rules_yaml(text, SOURCE)
    assert reader.data == yaml.safe_load(text)
    assert [type(v) for v in reader.data.values()] == [type(v) for v in yaml.safe_load(text).values()]


@pytest.mark.parametrize("text", ["- a\n- b\n", "just a sentence\n", "42\n"])
def test_a_document_that_is_not_a_mapping_of_fields_is_refused(text: str) -> None:
    (violation,) = _violations(text)
    assert violation.field == "(file)"
    assert "mapping" in violation.message


def test_an_empty_document_is_refused_listing_what_is_missing() -> None:
    fields = {v.field for v in _violations("")}
    assert {"rules_submission", "game", "three_card_poker.ante_bonus", "three_card_poker.pair_plus"} <= fields


def test_several_violations_are_all_reported_at_once() -> None:
    text = TCP_649A
    text = _edit(text, "seats: 7", "seats: 9")
    text = _edit(text, "  shuffler: automated card shuffling device\n  decks: 1",
                 "  shuffler: manual\n  decks: 2")
    text = _edit(text, "pair_plus: A", "pair_plus: Z")
    text = _edit(text, "rate_of_progression: 14%", "rate_of_progression: 10%")
    text = _edit(text, "initial_amount: $1,000", "initial_amount: $100")
    text = _edit(text, "wager: $1", "wager: $3")
    text = _edit(text, "six_card_bonus: A", "six_card_bonus: X\n  colour: red")
    violations = _violations(text)
    by_field = {v.field: v for v in violations}
    assert by_field.keys() >= {
        "table.seats",
        "table.decks",
        "three_card_poker.pair_plus",
        f"{P}.rate_of_progression",
        f"{P}.initial_amount",
        f"{P}.wager",
        "three_card_poker.six_card_bonus",
        "three_card_poker.colour",
    }
    assert by_field["table.seats"].line == _line_of(text, "seats: 9")
    assert by_field["three_card_poker.colour"].line == _line_of(text, "colour: red")
    assert by_field["three_card_poker.six_card_bonus"].line == _line_of(text, "six_card_bonus: X")


def test_each_violation_is_printed_as_file_line_field_message_citation() -> None:
    text = _edit(_edit(TCP_649A, "seats: 7", "seats: 8"), "pair_plus: A", "pair_plus: Q")
    with pytest.raises(RulesSubmissionError) as info:
        parse_rules_submission(text, source=SOURCE)
    error = info.value
    rendered = str(error)
    header, *rest = rendered.splitlines()
    assert header.startswith(f"{SOURCE}: invalid Rules Submission")
    located = [line.strip() for line in rest if line.strip().startswith(SOURCE)]
    assert len(located) == len(error.violations) == 2
    pattern = re.compile(rf"^{re.escape(SOURCE)}:(\d+): ([\w.()\[\]]+): (.+) \(([^()]+(?:\([^()]*\))*)\)$")
    for line, violation in zip(located, error.violations, strict=True):
        match = pattern.match(line)
        assert match, line
        assert int(match.group(1)) == violation.line
        assert match.group(2) == violation.field
        assert match.group(4) == violation.citation
    seats = error.violations[0]
    assert located[0] == f"{SOURCE}:{_line_of(text, 'seats: 8')}: table.seats: {seats.message} (649a.2(a))"


def test_the_error_text_starts_with_the_file_name() -> None:
    """The form compilers use, so that editors and CI logs can jump to the line: the
    first thing printed is ``file:line:``."""
    with pytest.raises(RulesSubmissionError) as info:
        parse_rules_submission(_edit(TCP_649A, "seats: 7", "seats: 8"), source=SOURCE)
    rendered = str(info.value)
    assert rendered.startswith(f"{SOURCE}:"), rendered.splitlines()[0]


def test_the_error_is_a_value_error_listing_violations_with_their_source() -> None:
    assert issubclass(RulesSubmissionError, ValueError)
    violations = _violations(_edit(TCP_649A, "seats: 7", "seats: 8"))
    assert str(violations[0]) == f"table.seats: {violations[0].message} (649a.2(a))"
