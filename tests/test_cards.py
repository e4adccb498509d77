"""Cards (649a.3(a): one deck of 52 cards) and money (the payout forms of 643a.12 and 649a.12)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tablecert.oracle.cards import (
    FULL_DECK,
    Card,
    CardError,
    Rank,
    Suit,
    format_cards,
    parse_card,
    parse_cards,
)
from tablecert.oracle.money import MoneyError, Payout, PayoutKind, format_money, parse_money

# --------------------------------------------------------------------------- cards

_RANK_SYMBOLS = "23456789TJQKA"
_SUIT_SYMBOLS = "shdc"


@pytest.mark.parametrize("text", [r + s for r in _RANK_SYMBOLS for s in _SUIT_SYMBOLS])
def test_649a_3_a_every_card_of_the_deck_round_trips_through_its_notation(text: str) -> None:
    card = parse_card(text)
    assert str(card) == text
    assert int(card.rank) == _RANK_SYMBOLS.index(text[0]) + 2
    assert card.suit.value == text[1]
    assert parse_card(str(card)) == card
    assert repr(card) == f"Card('{text}')"


@pytest.mark.parametrize("suit", _SUIT_SYMBOLS)
def test_649a_6_a_the_10_is_accepted_as_10_and_printed_as_t(suit: str) -> None:
    card = parse_card(f"10{suit}")
    assert card == parse_card(f"T{suit}") == Card(Rank.TEN, Suit(suit))
    assert str(card) == f"T{suit}"
    assert Card.parse(f"10{suit}") == card


def test_parse_cards_reads_a_space_separated_hand() -> None:
    cards = parse_cards("9s 8s 7s")
    assert cards == tuple(Card(rank, Suit.SPADES) for rank in (Rank.NINE, Rank.EIGHT, Rank.SEVEN))
    assert format_cards(cards) == "9s 8s 7s"
    assert parse_cards(["As", "10d", "Kc"]) == parse_cards("As Td Kc")
    assert format_cards(parse_cards("As 10d Kc")) == "As Td Kc"


@pytest.mark.parametrize("text, rank", [("1s", "1"), ("Xs", "X"), ("11h", "11"), ("0d", "0")])
def test_an_unknown_rank_is_refused_naming_the_card_and_the_rank(text: str, rank: str) -> None:
    with pytest.raises(CardError) as info:
        parse_card(text)
    message = str(info.value)
    assert repr(text) in message
    assert "rank" in message
    assert repr(rank) in message


@pytest.mark.parametrize("text, suit", [("Ax", "x"), ("Tz", "z"), ("10q", "q")])
def test_an_unknown_suit_is_refused_naming_the_card_and_the_suit(text: str, suit: str) -> None:
    with pytest.raises(CardError) as info:
        parse_card(text)
    message = str(info.value)
    assert repr(text) in message
    assert "suit" in message
    assert repr(suit) in message


@pytest.mark.parametrize("text", ["", "A", "s"])
def test_a_token_too_short_to_be_a_card_is_refused(text: str) -> None:
    with pytest.raises(CardError, match="unknown card"):
        parse_card(text)


@pytest.mark.parametrize("text, named", [("As Kd As", "As"), ("10d 9c Td", "Td"), ("2c 2c", "2c")])
def test_649a_3_a_a_card_appearing_twice_is_refused_naming_the_card(text: str, named: str) -> None:
    with pytest.raises(CardError) as info:
        parse_cards(text)
    assert named in str(info.value)
    assert "twice" in str(info.value)
    # a caller that deals from several decks may allow it
    assert len(parse_cards(text, allow_duplicates=True)) == len(text.split())


def test_card_error_is_a_value_error() -> None:
    assert issubclass(CardError, ValueError)


def test_649a_3_a_the_full_deck_has_52_distinct_cards() -> None:
    assert len(FULL_DECK) == 52
    assert len(set(FULL_DECK)) == 52
    assert {(int(c.rank), c.suit.value) for c in FULL_DECK} == {
        (r, s) for r in range(2, 15) for s in _SUIT_SYMBOLS
    }


def test_card_index_is_a_bijection_onto_0_to_51() -> None:
    assert sorted(c.index for c in FULL_DECK) == list(range(52))
    assert [c.index for c in FULL_DECK] == list(range(52))  # FULL_DECK is in index order
    assert parse_card("2s").index == 0
    assert parse_card("Ac").index == 51


# --------------------------------------------------------------------------- money


@pytest.mark.parametrize(
    "text, cents",
    [("$1,000", 100_000), ("$0.50", 50), ("$25,000", 2_500_000), ("$10", 1_000), ("$1,000.50", 100_050)],
)
def test_money_round_trips_between_text_and_cents(text: str, cents: int) -> None:
    assert parse_money(text) == cents
    assert format_money(cents) == text
    assert parse_money(format_money(cents)) == cents


def test_money_without_a_dollar_sign_or_with_one_decimal_digit() -> None:
    assert parse_money("0.5") == 50
    assert parse_money("1000") == 100_000
    assert parse_money(250) == 250  # ints are cents already


@pytest.mark.parametrize("text", ["10.555", "abc", "", "$", "$1,00", "1,0000", "$-5", "1.2.3"])
def test_what_is_not_a_whole_number_of_cents_is_refused(text: str) -> None:
    with pytest.raises(MoneyError) as info:
        parse_money(text)
    assert repr(text) in str(info.value)


def test_a_boolean_is_not_money() -> None:
    with pytest.raises(MoneyError):
        parse_money(True)


def test_649a_12_a_to_1_pays_the_winnings_and_leaves_the_wager_with_the_player() -> None:
    even = Payout.to_one(1)
    assert even.paid(1_000, per_wager=100) == 1_000
    assert Payout.to_one(40).paid(500, per_wager=100) == 20_000
    assert not even.wager_collected
    assert even.text() == "1 to 1"
    assert Payout.to_one(1000).text() == "1,000 to 1"


def test_649a_12_e_1_for_1_hands_over_the_whole_sum_the_wager_was_collected() -> None:
    payout = Payout.for_one(500)
    assert payout.kind is PayoutKind.FOR_ONE
    assert payout.paid(100, per_wager=100) == 50_000  # $500 for a $1 wager
    assert payout.paid(500, per_wager=100) == 250_000
    assert payout.wager_collected
    assert payout.text() == "500 for 1"
    assert payout.net_per_unit(per_wager=100) == 499


def test_565_12_g_fixed_amounts_are_stated_for_a_wager_size_and_scale_with_it() -> None:
    straight_flush_5 = Payout.amount(35_000)  # $350 on a $5 Progressive Payout Wager
    assert straight_flush_5.paid(500, per_wager=500) == 35_000
    assert straight_flush_5.paid(1_000, per_wager=500) == 70_000
    bonus_royal = Payout.amount(2_500_000)  # 643a.12(b) "$25,000", stated for $1
    assert bonus_royal.paid(100, per_wager=100) == 2_500_000
    assert bonus_royal.paid(500, per_wager=100) == 12_500_000
    assert bonus_royal.text() == "$25,000"
    assert bonus_royal.wager_collected
    assert straight_flush_5.net_per_unit(per_wager=500) == 69


def test_a_fixed_amount_that_does_not_scale_to_whole_cents_is_refused() -> None:
    with pytest.raises(MoneyError):
        Payout.amount(100).paid(1, per_wager=300)


def test_649a_12_e_1_percent_of_meter_is_rounded_down_to_the_cent() -> None:
    jackpot = Payout.percent_of_meter(100)
    assert jackpot.text() == "100% of meter"
    assert jackpot.paid(100, per_wager=100, meter=Fraction(123_456_789, 10)) == 12_345_678
    assert jackpot.paid(100, per_wager=100, meter=Fraction(100_000)) == 100_000
    half = Payout.percent_of_meter(50)
    assert half.paid(100, per_wager=100, meter=Fraction(101)) == 50  # 50.5 cents -> 50
    assert half.paid(100, per_wager=100, meter=Fraction(199, 2)) == 49  # 49.75 cents -> 49
