"""Every lettered paytable the regulations print, cell by cell: 643a.12(a)-(c),
649a.12(b)-(f), 565.12(g) and (h)(2).

The expected tables are transcribed here from the regulation text, as printed ("N/A"
where the hand is not paid, "$0" where the table prints it), independently of
oracle.paytables.
"""

from __future__ import annotations

import pytest

from tablecert.oracle.card_games import PAYTABLES, find_paytable, paytables_for
from tablecert.oracle.money import PayoutKind
from tablecert.oracle.paytables import Paytable
from tablecert.oracle.rankings import FiveCardClass as F
from tablecert.oracle.rankings import ThreeCardClass as T
from tablecert.oracle.wagers import Wager

# (citation, per_wager in cents or None where the text states no wager size):
#     (letters, wager, cards ranked, rows "hand | cell | cell ...")
PRINTED: dict[tuple[str, int | None], tuple[tuple[str, ...], Wager, int, str]] = {
    ("643a.12(a)", None): (("A", "B"), Wager.BET_1, 5, """
        Royal Flush          | 1,000 to 1 | 500 to 1
        Straight Flush       | 200 to 1   | 200 to 1
        Four-of-a-kind       | 50 to 1    | 50 to 1
        Full House           | 11 to 1    | 11 to 1
        Flush                | 8 to 1     | 8 to 1
        Straight             | 5 to 1     | 5 to 1
        Three-of-a-kind      | 3 to 1     | 3 to 1
        Two Pair             | 2 to 1     | 2 to 1
        Pair—Tens or better  | 1 to 1     | 1 to 1
    """),
    ("643a.12(b)", None): (("A", "B", "C"), Wager.LET_IT_RIDE_BONUS, 5, """
        Royal Flush          | $25,000 | $20,000 | $20,000
        Straight Flush       | $2,500  | $2,000  | $2,000
        Four-of-a-kind       | $400    | $200    | $100
        Full House           | $200    | $75     | $75
        Flush                | $50     | $50     | $50
        Straight             | $25     | $25     | $25
        Three-of-a-kind      | $5      | $5      | $9
        Two Pair             | $0      | $4      | $6
        Pair—Tens or better  | $0      | $1      | $0
    """),
    ("643a.12(c)", None): (("A", "B", "C", "D", "E", "F"), Wager.THREE_CARD_BONUS, 3, """
        Mini-royal       | 40 to 1 | 40 to 1 | 40 to 1 | 50 to 1 | 50 to 1 | 50 to 1
        Straight Flush   | 40 to 1 | 40 to 1 | 40 to 1 | 40 to 1 | 40 to 1 | 40 to 1
        Three-of-a-kind  | 30 to 1 | 30 to 1 | 30 to 1 | 30 to 1 | 30 to 1 | 30 to 1
        Straight         | 6 to 1  | 5 to 1  | 6 to 1  | 6 to 1  | 5 to 1  | 6 to 1
        Flush            | 4 to 1  | 4 to 1  | 3 to 1  | 4 to 1  | 4 to 1  | 3 to 1
        Pair             | 1 to 1  | 1 to 1  | 1 to 1  | 1 to 1  | 1 to 1  | 1 to 1
    """),
    ("649a.12(b)", None): (("A", "B", "C"), Wager.ANTE_BONUS, 3, """
        Straight Flush   | 5 to 1 | 5 to 1 | 4 to 1
        Three-of-a-kind  | 4 to 1 | 3 to 1 | 3 to 1
        Straight         | 1 to 1 | 1 to 1 | 1 to 1
    """),
    ("649a.12(c)", None): (("A", "B", "C"), Wager.ANTE_BONUS, 3, """
        Ace, King, Queen of Spades | 50 to 1 | 50 to 1 | 50 to 1
        Ace, King, Queen           | 5 to 1  | 50 to 1 | 10 to 1
        Straight Flush             | 4 to 1  | 8 to 1  | 6 to 1
        Three-of-a-kind            | 3 to 1  | 6 to 1  | 3 to 1
        Straight                   | 1 to 1  | N/A     | N/A
    """),
    ("649a.12(d)", None): (("A", "B", "C"), Wager.PAIR_PLUS, 3, """
        Straight Flush   | 35 to 1 | 40 to 1 | 40 to 1
        Three-of-a-kind  | 25 to 1 | 30 to 1 | 30 to 1
        Straight         | 5 to 1  | 5 to 1  | 6 to 1
        Flush            | 3 to 1  | 4 to 1  | 3 to 1
        Pair             | 1 to 1  | 1 to 1  | 1 to 1
    """),
    ("649a.12(e)(1)", None): (("A", "B"), Wager.PROGRESSIVE, 3, """
        Ace, King and Queen of Spades                     | 100% of meter | 100% of meter
        Ace, King and Queen of Hearts, Diamonds or Clubs  | 500 for 1     | 500 for 1
        Straight Flush                                    | 70 for 1      | 100 for 1
        Three-of-a-kind                                   | 60 for 1      | 90 for 1
        Straight                                          | 6 for 1       | N/A
    """),
    # "based upon the amount of the Progressive Payout Wager placed by the player
    # receiving the Envy Bonus": one schedule per wager size
    ("649a.12(e)(5)", 100): (("$1",), Wager.ENVY_BONUS, 3, """
        Ace, King and Queen of Spades                     | $100
        Ace, King and Queen of Hearts, Diamonds or Clubs  | $25
    """),
    ("649a.12(e)(5)", 500): (("$5",), Wager.ENVY_BONUS, 3, """
        Ace, King and Queen of Spades                     | $500
        Ace, King and Queen of Hearts, Diamonds or Clubs  | $125
    """),
    ("649a.12(f)", None): (("A", "B", "C"), Wager.SIX_CARD_BONUS, 6, """
        Royal Flush      | 1,000 to 1 | 1,000 to 1 | 1,000 to 1
        Straight Flush   | 200 to 1   | 200 to 1   | 200 to 1
        Four-of-a-Kind   | 50 to 1    | 100 to 1   | 100 to 1
        Full House       | 25 to 1    | 20 to 1    | 20 to 1
        Flush            | 20 to 1    | 15 to 1    | 15 to 1
        Straight         | 10 to 1    | 9 to 1     | 10 to 1
        Three-of-a-kind  | 5 to 1     | 8 to 1     | 7 to 1
    """),
    ("565.12(g)", 100): (("A", "B"), Wager.PROGRESSIVE, 3, """
        Ace, King & Queen of Spades                     | 100% of meter | 100% of meter
        Ace, King & Queen of Hearts, Diamonds or Clubs  | $500          | $500
        Straight Flush                                  | $70           | $100
        Three-of-a-kind                                 | $60           | $90
        Straight                                        | $6            | N/A
    """),
    ("565.12(g)", 500): (("A", "B"), Wager.PROGRESSIVE, 3, """
        Ace, King & Queen of Spades                     | 100% of meter | 100% of meter
        Ace, King & Queen of Hearts, Diamonds or Clubs  | $2,500        | $2,500
        Straight Flush                                  | $350          | $500
        Three-of-a-kind                                 | $300          | $450
        Straight                                        | $30           | N/A
    """),
    ("565.12(h)(2)", 100): (("$1",), Wager.ENVY_BONUS, 3, """
        Ace, King & Queen of Spades                     | $100
        Ace, King & Queen of Hearts, Diamonds or Clubs  | $25
    """),
    ("565.12(h)(2)", 500): (("$5",), Wager.ENVY_BONUS, 3, """
        Ace, King & Queen of Spades                     | $500
        Ace, King & Queen of Hearts, Diamonds or Clubs  | $125
    """),
}

Cell = tuple[str, int] | None  # (kind, value) as the regulation prints it; None for "$0"


def _cell(text: str) -> Cell:
    """ "1,000 to 1" -> ("to 1", 1000); "$2,500" -> ("amount", 250000 cents);
    "100% of meter" -> ("percent of meter", 100); "$0" -> None."""
    text = text.strip()
    if text.endswith(" to 1"):
        return (PayoutKind.TO_ONE.value, int(text.removesuffix(" to 1").replace(",", "")))
    if text.endswith(" for 1"):
        return (PayoutKind.FOR_ONE.value, int(text.removesuffix(" for 1").replace(",", "")))
    if text.endswith("% of meter"):
        return (PayoutKind.PERCENT_OF_METER.value, int(text.removesuffix("% of meter")))
    assert text.startswith("$"), text
    cents = int(text[1:].replace(",", "")) * 100
    return None if cents == 0 else (PayoutKind.AMOUNT.value, cents)


def _expected(key: tuple[str, int | None]) -> dict[str, list[tuple[str, str, Cell]]]:
    """letter -> rows (hand as printed, cell as printed, parsed cell), N/A rows left out."""
    letters, _, _, body = PRINTED[key]
    tables: dict[str, list[tuple[str, str, Cell]]] = {letter: [] for letter in letters}
    for line in body.strip().splitlines():
        hand, *cells = (part.strip() for part in line.split("|"))
        assert len(cells) == len(letters), line
        for letter, cell in zip(letters, cells, strict=True):
            if cell != "N/A":
                tables[letter].append((hand, cell, _cell(cell)))
    return tables


def _normal(text: str) -> str:
    return " ".join(text.split())


def _table(citation: str, letter: str, per_wager: int | None) -> Paytable:
    found = [
        p for p in PAYTABLES
        if p.citation == citation and p.letter == letter and (per_wager is None or p.per_wager == per_wager)
    ]
    assert len(found) == 1, f"{citation} Paytable {letter} ({per_wager}): found {len(found)}"
    return found[0]


CASES = [(key, letter) for key in PRINTED for letter in PRINTED[key][0]]


def test_every_printed_paytable_exists_and_no_other() -> None:
    printed = {(c, letter, w) for (c, w), (letters, *_) in PRINTED.items() for letter in letters}
    actual = {
        (p.citation, p.letter, p.per_wager if (p.citation, p.per_wager) in PRINTED else None)
        for p in PAYTABLES
    }
    assert actual == printed
    assert len(PAYTABLES) == len(printed)


@pytest.mark.parametrize("key, letter", CASES, ids=[f"{k[0]}-{k[1] or ''}-{lt}" for k, lt in CASES])
def test_every_cell_of_every_paytable_reads_as_the_regulation_prints_it(
    key: tuple[str, int | None], letter: str
) -> None:
    citation, per_wager = key
    _, wager, cards, _ = PRINTED[key]
    table = _table(citation, letter, per_wager)
    assert table.wager is wager
    assert table.cards == cards
    expected = _expected(key)[letter]
    actual = [
        (
            _normal(row.printed),
            None if row.payout is None else (row.payout.kind.value, row.payout.value),
        )
        for row in table.rows
    ]
    assert actual == [(hand, parsed) for hand, _, parsed in expected]
    # and each payout prints back as the regulation prints it
    for row, (_, cell, parsed) in zip(table.rows, expected, strict=True):
        if parsed is not None:
            assert row.payout is not None
            assert row.payout.text() == cell


@pytest.mark.parametrize("citation, per_wager", [
    ("649a.12(e)(5)", 100), ("649a.12(e)(5)", 500),
    ("565.12(g)", 100), ("565.12(g)", 500),
    ("565.12(h)(2)", 100), ("565.12(h)(2)", 500),
])
def test_565_7_a_4_amounts_are_stated_for_a_1_or_5_progressive_payout_wager(
    citation: str, per_wager: int
) -> None:
    for letter in PRINTED[(citation, per_wager)][0]:
        assert _table(citation, letter, per_wager).per_wager == per_wager


def test_find_paytable_names_what_exists_when_a_letter_is_unknown() -> None:
    assert find_paytable("649a.12(d)", "B").rows[0].payout is not None
    with pytest.raises(KeyError) as info:
        find_paytable("649a.12(d)", "D")
    assert "A, B, C" in str(info.value)
    assert find_paytable("565.12(g)", "B", per_wager=500).rows[1].payout.value == 250_000  # type: ignore[union-attr]
    assert {p.letter for p in paytables_for("643a.12(c)")} == set("ABCDEF")


# --------------------------------------------------------------------------- highest row only

# Each printed hand name, as the classes of oracle.rankings it covers; read from the
# definitions (649a.1 "Envy Bonus Qualifying Hand", 649a.6(b), 649a.6(d), 643a.12(a)).
_AKQ_ANY_SUIT = {T.ACE_KING_QUEEN_OF_SPADES, T.ACE_KING_QUEEN_SUITED}
_THREE_CARD_HANDS: dict[str, set[T]] = {
    "Mini-royal": _AKQ_ANY_SUIT,
    "Ace, King, Queen of Spades": {T.ACE_KING_QUEEN_OF_SPADES},
    "Ace, King and Queen of Spades": {T.ACE_KING_QUEEN_OF_SPADES},
    "Ace, King & Queen of Spades": {T.ACE_KING_QUEEN_OF_SPADES},
    # 649a.12(c) "Ace, King, Queen" below the spades row: any other ace-king-queen suited
    "Ace, King, Queen": {T.ACE_KING_QUEEN_SUITED},
    "Ace, King and Queen of Hearts, Diamonds or Clubs": {T.ACE_KING_QUEEN_SUITED},
    "Ace, King & Queen of Hearts, Diamonds or Clubs": {T.ACE_KING_QUEEN_SUITED},
    "Straight Flush": {T.STRAIGHT_FLUSH, *_AKQ_ANY_SUIT},
    "Three-of-a-kind": {T.THREE_OF_A_KIND},
    "Straight": {T.STRAIGHT},
    "Flush": {T.FLUSH},
    "Pair": {T.PAIR},
}
_FIVE_CARD_HANDS: dict[str, set[F]] = {
    "Royal Flush": {F.ROYAL_FLUSH},
    "Straight Flush": {F.STRAIGHT_FLUSH, F.ROYAL_FLUSH},
    "Four-of-a-kind": {F.FOUR_OF_A_KIND},
    "Four-of-a-Kind": {F.FOUR_OF_A_KIND},
    "Full House": {F.FULL_HOUSE},
    "Flush": {F.FLUSH},
    "Straight": {F.STRAIGHT},
    "Three-of-a-kind": {F.THREE_OF_A_KIND},
    "Two Pair": {F.TWO_PAIR},
    "Pair—Tens or better": {F.PAIR_TENS_OR_BETTER},
}


@pytest.mark.parametrize("key, letter", CASES, ids=[f"{k[0]}-{k[1] or ''}-{lt}" for k, lt in CASES])
def test_649a_12_e_2_a_hand_is_paid_on_the_highest_row_it_falls_under_only(
    key: tuple[str, int | None], letter: str
) -> None:
    citation, per_wager = key
    cards = PRINTED[key][2]
    table = _table(citation, letter, per_wager)
    rows = _expected(key)[letter]
    if cards == 3:
        for cls in T:
            expected = next((r for r in rows if cls in _THREE_CARD_HANDS[r[0]]), None)
            row = table.row_for_three(cls)
            got = None if row is None else (_normal(row.printed), row.payout)
            if expected is None:
                assert got is None, cls
            else:
                assert got is not None, cls
                assert got[0] == expected[0], cls
                assert (got[1].text() if got[1] else "$0") == expected[1], cls
    else:
        for fcls in F:
            expected5 = next((r for r in rows if fcls in _FIVE_CARD_HANDS[r[0]]), None)
            row = table.row_for_five(fcls)
            got = None if row is None else (_normal(row.printed), row.payout)
            if expected5 is None:
                assert got is None, fcls
            else:
                assert got is not None, fcls
                assert got[0] == expected5[0], fcls
                assert (got[1].text() if got[1] else "$0") == expected5[1], fcls


def test_649a_12_e_2_the_ace_king_queen_of_spades_is_paid_the_meter_only() -> None:
    table = find_paytable("649a.12(e)(1)", "A")
    row = table.row_for_three(T.ACE_KING_QUEEN_OF_SPADES)
    assert row is not None and row.payout is not None
    assert row.payout.kind is PayoutKind.PERCENT_OF_METER
    other = table.row_for_three(T.ACE_KING_QUEEN_SUITED)
    assert other is not None and other.payout is not None
    assert (other.payout.kind, other.payout.value) == (PayoutKind.FOR_ONE, 500)  # not the 70 for 1
    assert table.row_for_three(T.FLUSH) is None
    assert find_paytable("649a.12(e)(1)", "B").row_for_three(T.STRAIGHT) is None


def test_643a_12_a_royal_flush_is_paid_1000_to_1_not_also_as_a_straight_flush() -> None:
    table = find_paytable("643a.12(a)", "A")
    row = table.row_for_five(F.ROYAL_FLUSH)
    assert row is not None and row.payout is not None and row.payout.value == 1_000
    assert table.row_for_five(F.PAIR_BELOW_TENS) is None
    assert table.row_for_five(F.HIGH_CARD) is None


def test_643a_12_b_a_0_row_is_kept_and_loses() -> None:
    table = find_paytable("643a.12(b)", "A")
    row = table.row_for_five(F.TWO_PAIR)
    assert row is not None and row.payout is None
    assert table.net_for_five(F.TWO_PAIR) == -1
    assert table.net_for_five(F.PAIR_BELOW_TENS) == -1


def test_649a_12_e_2_the_rows_worked_out_once_are_the_first_row_each_class_falls_under() -> None:
    """Each paytable's row by class, worked out when it is built, against a scan of its rows
    highest first (every paytable of the seeds and every class of hand)."""
    for table in PAYTABLES:
        for three in T:
            expected = next((r for r in table.rows if three in r.hand.three_card_classes), None)
            assert table.row_for_three(three) is expected, (table.name, three)
        for five in F:
            expected = next((r for r in table.rows if five in r.hand.five_card_classes), None)
            assert table.row_for_five(five) is expected, (table.name, five)
