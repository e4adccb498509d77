"""The Three Card Poker section of a Rules Submission (601a.2): the version (649a.7(d), (e)),
the lettered Ante Bonus and Pair Plus paytables (649a.12(b)-(d)), the Progressive Payout
Wager with its meter (649a.12(e), 565.7(a)(4), 565.12(g)-(j)), the Six Card Bonus Wager
(649a.12(f)) and the later 649a.10(c)'s five-card wagers, whose paytables the Rules
Submission writes out. Parsed field by field through :class:`tablecert.oracle.rules_reader.RulesReader`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction
from typing import Any

from tablecert.oracle.card_round.rules import DealingMethod, Edition, TableRules
from tablecert.oracle.games.three_card_poker.paytables import PAYTABLES
from tablecert.oracle.hands import PayHand
from tablecert.oracle.money import Cents, MoneyError, Payout, format_money
from tablecert.oracle.paytables import Paytable, PaytableRow, find_in, letter_field, of_citation
from tablecert.oracle.rules_reader import RulesReader, money_field, one_of, percent_field
from tablecert.oracle.wagers import Wager

__all__ = ["METER_CITATION", "ProgressiveRules", "ThreeCardPokerRules", "Version", "read_three_card_poker",
           "render_three_card_poker"]


class Version(StrEnum):
    """649a.7(d) and the three versions a certificate holder may offer under 649a.7(e)."""

    STANDARD = "649a.7(d)"
    ANTE_AT_LEAST_PAIR_PLUS = "649a.7(e)(1)"
    ANTE_AT_LEAST_HALF_PAIR_PLUS = "649a.7(e)(2)"
    COMPULSORY_ANTE_AND_PAIR_PLUS = "649a.7(e)(3)"


@dataclass(frozen=True, slots=True)
class ProgressiveRules:
    paytable: Paytable
    envy: Paytable | None  # none for the later 649a.10's Five-Card Progressive Payout Wager
    wager: Cents  # $1 or $5 (565.7(a)(4); the Envy Bonus tables of 649a.12(e)(5))
    rate_of_progression: Fraction  # percent of each Progressive Payout Wager
    initial_amount: Cents
    reset_amount: Cents


@dataclass(frozen=True, slots=True)
class ThreeCardPokerRules:
    version: Version
    ante_bonus: Paytable  # 649a.12(b), or 649a.12(c) for the 649a.7(e) version
    pair_plus: Paytable  # 649a.12(d)
    progressive: ProgressiveRules | None = None
    six_card_bonus: Paytable | None = None  # 649a.12(f)
    # the later 649a.10(c): paytables the certificate holder writes into its submission
    five_card_hand_bonus: Paytable | None = None
    five_card_progressive: ProgressiveRules | None = None


    def offered_wagers(self) -> frozenset[Wager]:
        """The placeable wagers of this Three Card Poker table."""
        names = {Wager.ANTE, Wager.PAIR_PLUS}
        if self.progressive:
            names.add(Wager.PROGRESSIVE)
        if self.six_card_bonus:
            names.add(Wager.SIX_CARD_BONUS)
        if self.five_card_hand_bonus:
            names.add(Wager.FIVE_CARD_HAND_BONUS)
        if self.five_card_progressive:
            names.add(Wager.FIVE_CARD_PROGRESSIVE)
        return frozenset(names)


_TCP = {"version", "ante_bonus", "pair_plus", "progressive", "six_card_bonus",
        "five_card_hand_bonus", "five_card_progressive"}
_FIVE_CARD_BONUS = {"paytable"}
_PROGRESSIVE = {"paytable", "wager", "rate_of_progression", "initial_amount", "reset_amount"}


def read_three_card_poker(r: RulesReader, edition: Edition, table: TableRules) -> ThreeCardPokerRules:
    """The ``three_card_poker:`` section."""
    r.section("three_card_poker", _TCP, "docs/rules-submission.md")
    version = r.convert("three_card_poker.version", one_of(Version), Version.STANDARD,
                        "649a.7(e)")
    if edition is Edition.THREE_CARD_POKER_2010 and version is not Version.STANDARD:
        r.fail("three_card_poker.version", "the 649a.7(e) versions are not part of the 2010 "
               "edition", "565.7")
    bonus_cite = "649a.12(c)" if version is not Version.STANDARD else "649a.12(b)"
    r.require("three_card_poker.ante_bonus", bonus_cite, "the Ante Bonus paytable")
    ante_bonus = r.convert("three_card_poker.ante_bonus", letter_field(PAYTABLES, bonus_cite),
                           of_citation(PAYTABLES, bonus_cite)[0], bonus_cite)
    r.require("three_card_poker.pair_plus", "649a.12(d)", "the Pair Plus paytable")
    pair_plus = r.convert("three_card_poker.pair_plus", letter_field(PAYTABLES, "649a.12(d)"),
                          of_citation(PAYTABLES, "649a.12(d)")[0], "649a.12(d)")
    progressive = None
    if r.get("three_card_poker.progressive") is not None:
        progressive = _progressive(r, edition)
    six = None
    if r.get("three_card_poker.six_card_bonus") is not None:
        if edition is Edition.THREE_CARD_POKER_2010:
            r.fail("three_card_poker.six_card_bonus", "the 2010 edition as published in the "
                   "seeds authorises no Six Card Bonus Wager", "565.7")
        six = r.convert("three_card_poker.six_card_bonus", letter_field(PAYTABLES, "649a.12(f)"), None,
                        "649a.12(f)")
    five_bonus, five_progressive = _five_card_wagers(r, edition, table)
    return ThreeCardPokerRules(version, ante_bonus, pair_plus, progressive, six, five_bonus,
                               five_progressive)


_LATER = "649a.10(c) (later text)"


def _five_card_wagers(r: RulesReader, edition: Edition,
                      table: TableRules) -> tuple[Paytable | None, ProgressiveRules | None]:
    """The later 649a.10(c): the Five Card Hand Bonus and Five-Card Progressive Payout
    Wagers, two community cards dealt from an automated dealing shoe. The seeds print no
    paytable for them, so the Rules Submission states one (docs/interpretations.md)."""
    bonus_path = "three_card_poker.five_card_hand_bonus"
    prog_path = "three_card_poker.five_card_progressive"
    wanted = [p for p in (bonus_path, prog_path) if r.get(p) is not None]
    for path in wanted:
        if edition is Edition.THREE_CARD_POKER_2010:
            r.fail(path, "the 2010 edition has no five-card wagers", _LATER)
        if table.dealing is not DealingMethod.AUTOMATED_SHOE:
            r.fail(path, "the two community cards of the five-card wagers are dealt from an "
                   "automated dealing shoe; this table's dealing is "
                   f"{table.dealing.value!r}", _LATER)
    bonus = None
    if r.get(bonus_path) is not None:
        r.section(bonus_path, _FIVE_CARD_BONUS, "docs/rules-submission.md")
        bonus = _written_paytable(r, f"{bonus_path}.paytable", Wager.FIVE_CARD_HAND_BONUS)
    progressive = None
    if r.get(prog_path) is not None:
        r.section(prog_path, _PROGRESSIVE, "docs/rules-submission.md")
        for key in ("wager", "rate_of_progression", "initial_amount", "reset_amount"):
            what = f"the Five-Card Progressive Payout Wager's {key.replace('_', ' ')}"
            r.require(f"{prog_path}.{key}", _LATER, what)
        paytable = _written_paytable(r, f"{prog_path}.paytable", Wager.FIVE_CARD_PROGRESSIVE)
        wager = r.convert(f"{prog_path}.wager", money_field, 100, _LATER)
        rate = r.convert(f"{prog_path}.rate_of_progression", percent_field, Fraction(0), _LATER)
        if not 0 < rate <= 100:
            r.fail(f"{prog_path}.rate_of_progression", f"{float(rate):g}% is not a rate of "
                   "progression", _LATER)
        initial = r.convert(f"{prog_path}.initial_amount", money_field, 0, _LATER)
        reset = r.convert(f"{prog_path}.reset_amount", money_field, 0, _LATER)
        if paytable is not None and wager > 0:
            progressive = ProgressiveRules(paytable, None, wager, rate, initial, reset)
    return bonus, progressive


def _written_paytable(r: RulesReader, path: str, wager: Wager) -> Paytable | None:
    """A paytable the Rules Submission writes out: hand -> payout, highest hand first."""
    rows_raw = r.get(path)
    if not isinstance(rows_raw, dict) or not rows_raw:
        r.fail(path, "missing: write the paytable as 'Hand: payout' lines, highest hand first "
               "(e.g. 'Royal Flush: 1,000 to 1')", _LATER)
        return None
    rows: list[PaytableRow] = []
    last_rank = None
    for hand_text, payout_text in rows_raw.items():
        field = f"{path}.{hand_text}"
        hand = next((h for h in PayHand if h.value.lower() == str(hand_text).strip().lower()
                     and h.five_card_classes), None)
        if hand is None:
            names = ", ".join(h.value for h in PayHand if h.five_card_classes)
            r.fail(field, f"{hand_text!r} is not a five-card hand; the hands are {names}", _LATER)
            continue
        try:
            payout = Payout.parse(str(payout_text))
        except MoneyError as exc:
            r.fail(field, str(exc), _LATER)
            continue
        rank = min(hand.five_card_classes)
        if last_rank is not None and rank >= last_rank:
            r.fail(field, "the rows run from the highest hand to the lowest", _LATER)
        last_rank = rank
        rows.append(PaytableRow(hand, payout, hand.value))
    if r.violations and any(v.field.startswith(path) for v in r.violations):
        return None
    return Paytable(wager, "649a.10(c)", "as submitted", 5, tuple(rows))


def _progressive(r: RulesReader, edition: Edition) -> ProgressiveRules | None:
    base = "three_card_poker.progressive"
    r.section(base, _PROGRESSIVE, "docs/rules-submission.md")
    old = edition is Edition.THREE_CARD_POKER_2010
    wager_cite = "565.7(a)(4)" if old else "649a.12(e)(5)"
    rate_cite = METER_CITATION[Edition.THREE_CARD_POKER_2010 if old else Edition.THREE_CARD_POKER]
    ok = all([
        r.require(f"{base}.paytable", "565.12(g)" if old else "649a.12(e)(1)", "the paytable"),
        r.require(f"{base}.wager", wager_cite, "the Progressive Payout Wager amount"),
        r.require(f"{base}.rate_of_progression", rate_cite, "the rate of progression"),
        r.require(f"{base}.initial_amount", rate_cite, "the initial amount"),
        r.require(f"{base}.reset_amount", rate_cite, "the reset amount"),
    ])
    wager = r.convert(f"{base}.wager", money_field, 100, wager_cite)
    if wager not in (100, 500):
        r.fail(f"{base}.wager", f"{format_money(wager)}: a Progressive Payout Wager is $1 or $5",
               wager_cite)
        wager = 100
    citation = "565.12(g)" if old else "649a.12(e)(1)"
    paytable = r.convert(f"{base}.paytable",
                         letter_field(PAYTABLES, citation, per_wager=wager if old else None), None, citation)
    envy = find_in(PAYTABLES, "565.12(h)(2)" if old else "649a.12(e)(5)", f"${wager // 100}")
    rate = r.convert(f"{base}.rate_of_progression", percent_field, Fraction(0), rate_cite)
    initial = r.convert(f"{base}.initial_amount", money_field, 0, rate_cite)
    reset = r.convert(f"{base}.reset_amount", money_field, 0, rate_cite)
    if paytable is not None:
        least = 14 if paytable.letter == "A" else 20
        if rate < least:
            r.fail(f"{base}.rate_of_progression", f"{float(rate):g}% is below the {least}% "
                   f"required for Paytable {paytable.letter}", rate_cite)
    if rate > 100:
        r.fail(f"{base}.rate_of_progression", f"{float(rate):g}% is more than the whole wager",
               rate_cite)
    for key, amount in (("initial_amount", initial), ("reset_amount", reset)):
        if r.get(f"{base}.{key}") is not None and amount < 100_000:
            r.fail(f"{base}.{key}", f"{format_money(amount)} is below the $1,000 minimum",
                   rate_cite)
    if not ok or paytable is None:
        return None
    return ProgressiveRules(paytable, envy, wager, rate, initial, reset)


def render_three_card_poker(tcp: ThreeCardPokerRules) -> dict[str, Any]:
    """The section as the YAML the protocol sends, every field spelt out."""
    section: dict[str, Any] = {"version": tcp.version.value, "ante_bonus": tcp.ante_bonus.letter,
                               "pair_plus": tcp.pair_plus.letter}
    if tcp.progressive is not None:
        p = tcp.progressive
        section["progressive"] = {
            "paytable": p.paytable.letter, "wager": format_money(p.wager),
            "rate_of_progression": _percent_text(p.rate_of_progression),
            "initial_amount": format_money(p.initial_amount),
            "reset_amount": format_money(p.reset_amount),
        }
    if tcp.six_card_bonus is not None:
        section["six_card_bonus"] = tcp.six_card_bonus.letter
    if tcp.five_card_hand_bonus is not None:
        section["five_card_hand_bonus"] = {"paytable": _written(tcp.five_card_hand_bonus)}
    if tcp.five_card_progressive is not None:
        f = tcp.five_card_progressive
        section["five_card_progressive"] = {
            "wager": format_money(f.wager), "rate_of_progression": f"{f.rate_of_progression}%",
            "initial_amount": format_money(f.initial_amount),
            "reset_amount": format_money(f.reset_amount), "paytable": _written(f.paytable),
        }
    return section


def _written(paytable: Paytable) -> dict[str, str]:
    return {row.hand.value: row.payout.text() if row.payout else "$0" for row in paytable.rows}


def _percent_text(rate: Fraction) -> str:
    """A rate as a Rules Submission writes it: ``14%``, ``14.5%`` (a decimal where it has
    one, so a vendor's YAML reader sees the number the lab wrote), else ``43/3%``.

    >>> _percent_text(Fraction(29, 2)), _percent_text(Fraction(14))
    ('14.5%', '14%')
    """
    for places in range(7):
        scaled = rate * 10**places
        if scaled.denominator == 1:
            digits = str(abs(scaled.numerator)).rjust(places + 1, "0")
            whole, tail = digits[:len(digits) - places], digits[len(digits) - places:]
            return f"{'-' if rate < 0 else ''}{whole}{'.' + tail if tail else ''}%"
    return f"{rate}%"

METER_CITATION: dict[Edition, str] = {
    Edition.THREE_CARD_POKER: "649a.12(e)(3)",
    Edition.THREE_CARD_POKER_2010: "565.12(i)",
}
"""The progressive meter's rule (its rate of progression, initial and reset amounts) per chapter."""
