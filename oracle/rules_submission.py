"""The Rules Submission: a certificate holder's choices for one table (601a.2, 521.2).

The file format is YAML, documented in docs/rules-submission.md with examples in
``rules_submissions/``. :func:`parse_rules_submission` turns the text into a frozen
:class:`RulesSubmission` and refuses anything the regulation does not allow, naming the
field, the line and the subsection for every violation at once.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from fractions import Fraction
from functools import lru_cache
from typing import Any, TypeVar

import yaml
from tablecert.oracle.hands import PayHand
from tablecert.oracle.money import Cents, MoneyError, Payout, format_money, parse_money
from tablecert.oracle.paytables import Paytable, PaytableRow, find_paytable, paytables_for
from tablecert.oracle.wagers import Game, Wager

__all__ = [
    "DealingMethod",
    "Edition",
    "LetItRideRules",
    "ProgressiveRules",
    "RulesReader",
    "RulesSubmission",
    "RulesSubmissionError",
    "Shuffler",
    "TableRules",
    "ThreeCardPokerRules",
    "Version",
    "Violation",
    "one_of",
    "parse_rules_submission",
    "read_rules_yaml",
    "render_rules_submission",
    "true_or_false",
    "whole_number",
]


class Edition(StrEnum):
    """Which chapter the table is run under."""

    THREE_CARD_POKER = "649a"
    THREE_CARD_POKER_2010 = "565"  # the 2010 temporary regulations
    LET_IT_RIDE = "643a"


class DealingMethod(StrEnum):
    MANUAL_SHOE = "manual dealing shoe"  # 649a.8, 643a.8
    HAND = "hand"  # 649a.9, 643a.9
    AUTOMATED_SHOE = "automated dealing shoe"  # 649a.10, 643a.10


class Shuffler(StrEnum):
    MANUAL = "manual"
    AUTOMATED = "automated card shuffling device"
    # 649a.5(b), 649a.8(f): "counts the number of cards in the deck after the completion of
    # each shuffle and indicates whether 52 cards are present"
    COUNTING = "counting automated card shuffling device"


class Version(StrEnum):
    """649a.7(d) and the three versions a certificate holder may offer under 649a.7(e)."""

    STANDARD = "649a.7(d)"
    ANTE_AT_LEAST_PAIR_PLUS = "649a.7(e)(1)"
    ANTE_AT_LEAST_HALF_PAIR_PLUS = "649a.7(e)(2)"
    COMPULSORY_ANTE_AND_PAIR_PLUS = "649a.7(e)(3)"


@dataclass(frozen=True, slots=True)
class Violation:
    field: str
    message: str
    citation: str
    line: int | None = None

    def __str__(self) -> str:
        return f"{self.field}: {self.message} ({self.citation})"

    def located(self, source: str) -> str:
        """``file:line: field: message (citation)``, the form compilers use."""
        where = f"{source}:{self.line}" if self.line else source
        return f"{where}: {self}"


class RulesSubmissionError(ValueError):
    """An invalid Rules Submission; ``violations`` lists every problem found."""

    def __init__(self, source: str, violations: list[Violation]) -> None:
        self.source = source
        self.violations = violations
        lines = "\n".join(f"  {v.located(source)}" for v in violations)
        count = f"{len(violations)} problem{'s' if len(violations) != 1 else ''}"
        super().__init__(f"{source}: invalid Rules Submission ({count}):\n{lines}")


@dataclass(frozen=True, slots=True)
class TableRules:
    seats: int = 7
    adjacent_boxes: int = 1  # 649a.7(f), 565.7(e)
    dealing: DealingMethod = DealingMethod.MANUAL_SHOE
    shuffler: Shuffler = Shuffler.AUTOMATED
    decks: int = 1  # 649a.3(b) allows two with an automated card shuffling device
    minimum_wager: Cents = 500
    maximum_wager: Cents = 50_000


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


@dataclass(frozen=True, slots=True)
class LetItRideRules:
    paytable: Paytable  # 643a.12(a)
    maximum_payout: Cents | None = None  # 643a.12(d)
    bonus: Paytable | None = None  # 643a.12(b)
    bonus_wager: Cents = 100
    three_card_bonus: Paytable | None = None  # 643a.12(c)


@dataclass(frozen=True, slots=True)
class RulesSubmission:
    name: str
    certificate_holder: str
    game: Game
    edition: Edition
    table: TableRules
    three_card_poker: ThreeCardPokerRules | None = None
    let_it_ride: LetItRideRules | None = None
    source: str = field(default="<memory>", compare=False)

    def offered_wagers(self) -> frozenset[Wager]:
        """The placeable wagers this table offers."""
        if self.three_card_poker is not None:
            t = self.three_card_poker
            names = {Wager.ANTE, Wager.PAIR_PLUS}
            if t.progressive:
                names.add(Wager.PROGRESSIVE)
            if t.six_card_bonus:
                names.add(Wager.SIX_CARD_BONUS)
            if t.five_card_hand_bonus:
                names.add(Wager.FIVE_CARD_HAND_BONUS)
            if t.five_card_progressive:
                names.add(Wager.FIVE_CARD_PROGRESSIVE)
            return frozenset(names)
        assert self.let_it_ride is not None
        lir = self.let_it_ride
        names = {Wager.BET_1, Wager.BET_2, Wager.BET_3}
        if lir.bonus:
            names.add(Wager.LET_IT_RIDE_BONUS)
        if lir.three_card_bonus:
            names.add(Wager.THREE_CARD_BONUS)
        return frozenset(names)


# --------------------------------------------------------------------------- loading

_T = TypeVar("_T")


class RulesReader:
    """Walks a Rules Submission's YAML, recording each field's line and every violation;
    the parsers of every game read their fields through it (:func:`read_rules_yaml`)."""

    def __init__(self, source: str, root: yaml.Node | None) -> None:
        self.source = source
        self.violations: list[Violation] = []
        self.lines: dict[str, int] = {}
        self.data: Any = {}
        # a scalar's value as yaml.safe_load gives it: composing resolved its tag already
        self._constructor = yaml.constructor.SafeConstructor()
        self.data = self._plain(root, "") if root is not None else {}

    def _plain(self, node: yaml.Node, path: str, line: int | None = None) -> Any:
        """Plain Python values, recording each field's line (the key's line, so a section
        is reported where its name stands) and refusing a field given twice."""
        self.lines[path] = line or node.start_mark.line + 1
        if isinstance(node, yaml.MappingNode):
            out: dict[str, Any] = {}
            for key_node, value_node in node.value:
                key = str(key_node.value)
                sub = f"{path}.{key}" if path else key
                key_line = key_node.start_mark.line + 1
                if key in out:
                    self.lines[sub] = key_line
                    self.fail(sub, f"given twice (first on line {self.lines.get(sub + '#first')}); "
                              "a Rules Submission states each choice once", "601a.2")
                    continue
                self.lines[sub + "#first"] = key_line
                out[key] = self._plain(value_node, sub, key_line)
            return out
        if isinstance(node, yaml.SequenceNode):
            return [self._plain(v, f"{path}[{i}]") for i, v in enumerate(node.value)]
        assert isinstance(node, yaml.ScalarNode)
        try:
            return self._constructor.construct_object(node, deep=True)
        except yaml.YAMLError as exc:  # a tag of no plain value: !python/name, !custom ...
            problem = getattr(exc, "problem", None) or str(exc)
        except (ValueError, KeyError, AttributeError, TypeError):  # !!int abc, !!bool maybe ...
            tag = node.tag.replace("tag:yaml.org,2002:", "!!")
            problem = f"{node.value!r} is not a value of the tag {tag}"
        self.fail(path, f"not a plain YAML value: {problem}", "docs/rules-submission.md")
        return None

    def fail(self, path: str, message: str, citation: str) -> None:
        self.violations.append(Violation(path, message, citation, self.lines.get(path)))

    def section(self, path: str, allowed: set[str], citation: str) -> Mapping[str, Any]:
        value = self.get(path) if path else self.data
        if value is None:
            return {}
        if not isinstance(value, dict):
            self.fail(path, f"expected a section of fields, got {value!r}", citation)
            return {}
        for key in sorted(set(value) - allowed):
            self.fail(f"{path}.{key}" if path else key,
                      f"unknown field; the fields here are {', '.join(sorted(allowed))}",
                      "docs/rules-submission.md")
        return value

    def get(self, path: str) -> Any:
        node: Any = self.data
        for part in path.split("."):
            if not isinstance(node, dict) or part not in node:
                return None
            node = node[part]
        return node

    def convert(self, path: str, parse: Callable[[Any], _T], default: _T, citation: str) -> _T:
        raw = self.get(path)
        if raw is None:
            return default
        try:
            return parse(raw)
        except (ValueError, TypeError, KeyError) as exc:
            message = exc.args[0] if exc.args else str(exc)
            self.fail(path, str(message), citation)
            return default

    def require(self, path: str, citation: str, what: str) -> bool:
        if self.get(path) is None:
            self.fail(path, f"missing: the Rules Submission must state {what}", citation)
            return False
        return True


def one_of(kind: type[StrEnum]) -> Callable[[Any], Any]:
    """A field converter taking one value of ``kind`` by its words; the message lists them.
    Every game's Rules Submission reads its choices through it."""

    def parse(raw: Any) -> Any:
        try:
            return kind(str(raw))
        except ValueError:
            choices = ", ".join(repr(k.value) for k in kind)
            raise ValueError(f"{raw!r} is not one of {choices}") from None

    return parse


def whole_number(raw: Any) -> int:
    """A field converter taking a whole number (not true/false)."""
    if isinstance(raw, bool) or not isinstance(raw, int):
        raise ValueError(f"expected a whole number, got {raw!r}")
    return raw


def true_or_false(raw: Any) -> bool:
    """A field converter taking true or false."""
    if not isinstance(raw, bool):
        raise ValueError(f"expected true or false, got {raw!r}")
    return raw


_enum = one_of
_whole = whole_number


def _money(raw: Any) -> Cents:
    if isinstance(raw, bool):
        raise MoneyError(f"{raw!r} is not an amount of money")
    if isinstance(raw, int):  # YAML 1000 means $1,000, not 1000 cents
        return raw * 100
    if isinstance(raw, float):
        return parse_money(f"{raw:.2f}")
    return parse_money(str(raw))


def _percent(raw: Any) -> Fraction:
    text = str(raw).strip().removesuffix("%").strip()
    try:
        return Fraction(text)
    except ValueError:
        raise ValueError(f"{raw!r} is not a percentage (write it like '14%')") from None


def _letter(citation: str, per_wager: Cents | None = None) -> Callable[[Any], Paytable]:
    def parse(raw: Any) -> Paytable:
        return find_paytable(citation, str(raw).strip(), per_wager=per_wager)

    return parse


# libyaml's parser where the platform has it (same nodes and marks, several times faster)
_LOADER: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

_TOP = {"rules_submission", "certificate_holder", "game", "edition", "table",
        "three_card_poker", "let_it_ride"}
_TABLE = {"seats", "adjacent_boxes", "dealing", "shuffler", "decks", "minimum_wager",
          "maximum_wager"}
_TCP = {"version", "ante_bonus", "pair_plus", "progressive", "six_card_bonus",
        "five_card_hand_bonus", "five_card_progressive"}
_FIVE_CARD_BONUS = {"paytable"}
_PROGRESSIVE = {"paytable", "wager", "rate_of_progression", "initial_amount", "reset_amount"}
_LIR = {"paytable", "maximum_payout", "bonus", "three_card_bonus"}
_LIR_BONUS = {"paytable", "wager"}
_EDITIONS = {
    Game.THREE_CARD_POKER: (Edition.THREE_CARD_POKER, Edition.THREE_CARD_POKER_2010),
    Game.LET_IT_RIDE: (Edition.LET_IT_RIDE,),
}


def read_rules_yaml(text: str, source: str) -> RulesReader:
    """The YAML of a Rules Submission of any game, ready to be read field by field with
    each field's line kept for the violations (RulesSubmissionError if it is not a YAML
    mapping at all)."""
    _refuse_aliases(text, source)
    try:
        root = yaml.compose(text, Loader=_LOADER)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark is not None else None
        raise RulesSubmissionError(
            source, [Violation("(file)", f"not valid YAML: {exc}", "docs/rules-submission.md", line)]
        ) from None
    try:
        r = RulesReader(source, root)
    except RecursionError:  # libyaml stops flow nesting at 1,000; block nesting goes on
        raise RulesSubmissionError(source, [Violation(
            "(file)", "nested deeper than any Rules Submission", "docs/rules-submission.md",
            None)]) from None
    if root is not None and not isinstance(root, yaml.MappingNode):
        r.fail("(file)", "a Rules Submission is a YAML mapping of fields", "docs/rules-submission.md")
        raise RulesSubmissionError(source, r.violations)
    return r


def _refuse_aliases(text: str, source: str) -> None:
    """A YAML alias (``*name``, a merge key ``<<: *name`` too) is refused with its field and
    line, before anything is built: a Rules Submission states each value where it applies,
    and an alias can make a document of a few hundred bytes expand to gigabytes ("billion
    laughs") or refer to itself. Read from the parser's events, which never expand one."""
    if "*" not in text:  # no alias without an asterisk
        return
    # per open collection: a mapping's current key (None while a key is awaited) or a
    # sequence's current index
    open_: list[tuple[bool, Any]] = []
    try:
        for event in yaml.parse(text, Loader=_LOADER):
            if isinstance(event, yaml.AliasEvent):
                field = ""
                for is_map, at in open_:
                    if is_map and at is not None:
                        field += f".{at}" if field else str(at)
                    elif not is_map:
                        field += f"[{at}]"
                raise RulesSubmissionError(source, [Violation(
                    field or "(file)", f"a YAML alias (*{event.anchor}): write the value out; "
                    "aliases and merge keys are not read in a Rules Submission",
                    "docs/rules-submission.md", event.start_mark.line + 1)])
            if isinstance(event, yaml.MappingStartEvent | yaml.SequenceStartEvent):
                open_.append((isinstance(event, yaml.MappingStartEvent),
                              None if isinstance(event, yaml.MappingStartEvent) else 0))
                continue
            if isinstance(event, yaml.MappingEndEvent | yaml.SequenceEndEvent):
                open_.pop()
            elif not isinstance(event, yaml.ScalarEvent):
                continue
            elif open_ and open_[-1][0] and open_[-1][1] is None:
                open_[-1] = (True, event.value)  # a key: its value comes next
                continue
            if open_:  # a value is complete: the next key, or the next item
                is_map, at = open_[-1]
                open_[-1] = (True, None) if is_map else (False, at + 1)
    except yaml.YAMLError:
        return  # composing reports it, with its line


def parse_rules_submission(text: str, *, source: str = "<memory>") -> RulesSubmission:
    """Parse and validate a Rules Submission; raise RulesSubmissionError listing every
    violation with its field, line and citation.

    A RulesSubmission is frozen, so the same text parses once: the reference system is
    sent the same few Rules Submissions for every table a run opens (about 1 ms of YAML
    each). An invalid one is not remembered and raises every time."""
    return _parse_cached(text, source)


@lru_cache(maxsize=256)
def _parse_cached(text: str, source: str) -> RulesSubmission:
    r = read_rules_yaml(text, source)
    r.section("", _TOP, "docs/rules-submission.md")
    name = str(r.get("rules_submission") or "")
    if not name:
        r.require("rules_submission", "601a.2", "its name")
    holder = str(r.get("certificate_holder") or "")
    game = r.convert("game", _enum(Game), Game.THREE_CARD_POKER, "601a.2")
    r.require("game", "601a.2", "the game")
    default_edition = _EDITIONS[game][0]
    edition = r.convert("edition", _enum(Edition), default_edition, "601a.2")
    if edition not in _EDITIONS[game]:
        r.fail("edition", f"edition {edition.value} is not a chapter of {game.value}",
               "601a.2")
    table = _table(r, game, edition)
    tcp = _three_card_poker(r, edition, table) if game is Game.THREE_CARD_POKER else None
    lir = _let_it_ride(r, table) if game is Game.LET_IT_RIDE else None
    other = "let_it_ride" if game is Game.THREE_CARD_POKER else "three_card_poker"
    if r.get(other) is not None:
        r.fail(other, f"a section for the other game; this Rules Submission is for {game.value}",
               "601a.2")
    if r.violations:
        raise RulesSubmissionError(source, r.violations)
    return RulesSubmission(name, holder, game, edition, table, tcp, lir, source)


def _table(r: RulesReader, game: Game, edition: Edition) -> TableRules:
    r.section("table", _TABLE, "docs/rules-submission.md")
    seats_cite = "649a.2(a)" if game is Game.THREE_CARD_POKER else "643a.2 (cited, not in the seeds)"
    seats = r.convert("table.seats", _whole, 7, seats_cite)
    if not 1 <= seats <= 7:
        r.fail("table.seats", f"{seats} seats: a table has betting positions for no more "
               "than seven players", seats_cite)
    adjacent_cite = "565.7(e)" if edition is Edition.THREE_CARD_POKER_2010 else "649a.7(f)"
    if edition is Edition.THREE_CARD_POKER:
        r.require("table.adjacent_boxes", adjacent_cite,
                  "the number of adjacent boxes on which a player may place a wager")
    adjacent = r.convert("table.adjacent_boxes", _whole, 1, adjacent_cite)
    limit = 2 if edition is Edition.THREE_CARD_POKER_2010 else seats
    if not 1 <= adjacent <= max(limit, 1):
        r.fail("table.adjacent_boxes", f"{adjacent} adjacent boxes: must be from 1 to {limit}",
               adjacent_cite)
    dealing = r.convert("table.dealing", _enum(DealingMethod), DealingMethod.MANUAL_SHOE,
                        "649a.8-649a.10")
    shuffler = r.convert("table.shuffler", _enum(Shuffler), Shuffler.AUTOMATED, "649a.5(a)")
    decks = r.convert("table.decks", _whole, 1, "649a.3(a)")
    if decks not in (1, 2):
        r.fail("table.decks", f"{decks} decks: one deck, or two with an automated card "
               "shuffling device", "649a.3(a)")
    if decks == 2 and shuffler is Shuffler.MANUAL:
        r.fail("table.decks", "two decks may be used only with an automated card shuffling "
               "device", "649a.3(b)")
    if dealing is DealingMethod.HAND and shuffler is Shuffler.MANUAL:
        r.fail("table.shuffler", "cards dealt from the hand must be shuffled by an automated "
               "shuffling device", "649a.9(a)(1)" if game is Game.THREE_CARD_POKER else "643a.9(a)(1)")
    minimum = r.convert("table.minimum_wager", _money, 500, "601a.2")
    maximum = r.convert("table.maximum_wager", _money, 50_000, "601a.2")
    if minimum <= 0:
        r.fail("table.minimum_wager", "the minimum wager must be more than $0", "601a.2")
    if maximum < minimum:
        r.fail("table.maximum_wager", f"{format_money(maximum)} is below the minimum wager "
               f"{format_money(minimum)}", "601a.2")
    return TableRules(seats, adjacent, dealing, shuffler, decks, minimum, maximum)


def _three_card_poker(r: RulesReader, edition: Edition, table: TableRules) -> ThreeCardPokerRules:
    r.section("three_card_poker", _TCP, "docs/rules-submission.md")
    version = r.convert("three_card_poker.version", _enum(Version), Version.STANDARD,
                        "649a.7(e)")
    if edition is Edition.THREE_CARD_POKER_2010 and version is not Version.STANDARD:
        r.fail("three_card_poker.version", "the 649a.7(e) versions are not part of the 2010 "
               "edition", "565.7")
    bonus_cite = "649a.12(c)" if version is not Version.STANDARD else "649a.12(b)"
    r.require("three_card_poker.ante_bonus", bonus_cite, "the Ante Bonus paytable")
    ante_bonus = r.convert("three_card_poker.ante_bonus", _letter(bonus_cite),
                           paytables_for(bonus_cite)[0], bonus_cite)
    r.require("three_card_poker.pair_plus", "649a.12(d)", "the Pair Plus paytable")
    pair_plus = r.convert("three_card_poker.pair_plus", _letter("649a.12(d)"),
                          paytables_for("649a.12(d)")[0], "649a.12(d)")
    progressive = None
    if r.get("three_card_poker.progressive") is not None:
        progressive = _progressive(r, edition)
    six = None
    if r.get("three_card_poker.six_card_bonus") is not None:
        if edition is Edition.THREE_CARD_POKER_2010:
            r.fail("three_card_poker.six_card_bonus", "the 2010 edition as published in the "
                   "seeds authorises no Six Card Bonus Wager", "565.7")
        six = r.convert("three_card_poker.six_card_bonus", _letter("649a.12(f)"), None,
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
        wager = r.convert(f"{prog_path}.wager", _money, 100, _LATER)
        rate = r.convert(f"{prog_path}.rate_of_progression", _percent, Fraction(0), _LATER)
        if not 0 < rate <= 100:
            r.fail(f"{prog_path}.rate_of_progression", f"{float(rate):g}% is not a rate of "
                   "progression", _LATER)
        initial = r.convert(f"{prog_path}.initial_amount", _money, 0, _LATER)
        reset = r.convert(f"{prog_path}.reset_amount", _money, 0, _LATER)
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
    rate_cite = "565.12(i)" if old else "649a.12(e)(3)"
    ok = all([
        r.require(f"{base}.paytable", "565.12(g)" if old else "649a.12(e)(1)", "the paytable"),
        r.require(f"{base}.wager", wager_cite, "the Progressive Payout Wager amount"),
        r.require(f"{base}.rate_of_progression", rate_cite, "the rate of progression"),
        r.require(f"{base}.initial_amount", rate_cite, "the initial amount"),
        r.require(f"{base}.reset_amount", rate_cite, "the reset amount"),
    ])
    wager = r.convert(f"{base}.wager", _money, 100, wager_cite)
    if wager not in (100, 500):
        r.fail(f"{base}.wager", f"{format_money(wager)}: a Progressive Payout Wager is $1 or $5",
               wager_cite)
        wager = 100
    citation = "565.12(g)" if old else "649a.12(e)(1)"
    paytable = r.convert(f"{base}.paytable", _letter(citation, wager if old else None), None,
                         citation)
    envy = find_paytable("565.12(h)(2)" if old else "649a.12(e)(5)", f"${wager // 100}")
    rate = r.convert(f"{base}.rate_of_progression", _percent, Fraction(0), rate_cite)
    initial = r.convert(f"{base}.initial_amount", _money, 0, rate_cite)
    reset = r.convert(f"{base}.reset_amount", _money, 0, rate_cite)
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


def _let_it_ride(r: RulesReader, table: TableRules) -> LetItRideRules:
    r.section("let_it_ride", _LIR, "docs/rules-submission.md")
    r.require("let_it_ride.paytable", "643a.12(a)", "the Let It Ride paytable")
    paytable = r.convert("let_it_ride.paytable", _letter("643a.12(a)"),
                         paytables_for("643a.12(a)")[0], "643a.12(a)")
    maximum = r.convert("let_it_ride.maximum_payout", _money, None, "643a.12(d)")
    if maximum is not None:
        top = max(row.payout.value for row in paytable.rows if row.payout is not None)
        # the most one patron could win per round at the minimum wager: all three Let It
        # Ride Poker Wagers paid at the top odds (docs/interpretations.md)
        most = 3 * table.minimum_wager * top
        floor = max(5_000_000, most)
        if maximum < floor:
            r.fail("let_it_ride.maximum_payout",
                   f"{format_money(maximum)} is below {format_money(floor)}: the maximum must "
                   f"be at least $50,000 or {format_money(most)} (three {format_money(table.minimum_wager)} "
                   f"wagers at {top:,} to 1), whichever is greater", "643a.12(d)")
    bonus = None
    bonus_wager = 100
    if r.get("let_it_ride.bonus") is not None:
        r.section("let_it_ride.bonus", _LIR_BONUS, "docs/rules-submission.md")
        r.require("let_it_ride.bonus.paytable", "643a.12(b)", "the Let It Ride Bonus paytable")
        bonus = r.convert("let_it_ride.bonus.paytable", _letter("643a.12(b)"), None, "643a.12(b)")
        bonus_wager = r.convert("let_it_ride.bonus.wager", _money, 100, "643a.12(b)")
        if bonus_wager <= 0:
            r.fail("let_it_ride.bonus.wager", "the Let It Ride Bonus Wager must be more than $0",
                   "643a.12(b)")
    three = None
    if r.get("let_it_ride.three_card_bonus") is not None:
        three = r.convert("let_it_ride.three_card_bonus", _letter("643a.12(c)"), None,
                          "643a.12(c)")
    return LetItRideRules(paytable, maximum, bonus, bonus_wager, three)


def render_rules_submission(rules: RulesSubmission) -> str:
    """The Rules Submission as the YAML text the protocol sends, every field spelt out
    (docs/rules-submission.md), so the vendor never has to know a default. Rendered once
    per Rules Submission (it is frozen; every table a run opens sends it again)."""
    return _render_cached(rules)


@lru_cache(maxsize=256)
def _render_cached(rules: RulesSubmission) -> str:
    t = rules.table
    doc: dict[str, Any] = {
        "rules_submission": rules.name,
        "certificate_holder": rules.certificate_holder,
        "game": rules.game.value,
        "edition": rules.edition.value,
        "table": {
            "seats": t.seats, "adjacent_boxes": t.adjacent_boxes, "dealing": t.dealing.value,
            "shuffler": t.shuffler.value, "decks": t.decks,
            "minimum_wager": format_money(t.minimum_wager),
            "maximum_wager": format_money(t.maximum_wager),
        },
    }
    if rules.three_card_poker is not None:
        tcp = rules.three_card_poker
        section: dict[str, Any] = {"version": tcp.version.value, "ante_bonus": tcp.ante_bonus.letter,
                                   "pair_plus": tcp.pair_plus.letter}
        if tcp.progressive is not None:
            p = tcp.progressive
            section["progressive"] = {
                "paytable": p.paytable.letter, "wager": format_money(p.wager),
                "rate_of_progression": f"{p.rate_of_progression}%",
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
        doc["three_card_poker"] = section
    if rules.let_it_ride is not None:
        lir = rules.let_it_ride
        section = {"paytable": lir.paytable.letter}
        if lir.maximum_payout is not None:
            section["maximum_payout"] = format_money(lir.maximum_payout)
        if lir.bonus is not None:
            section["bonus"] = {"paytable": lir.bonus.letter, "wager": format_money(lir.bonus_wager)}
        if lir.three_card_bonus is not None:
            section["three_card_bonus"] = lir.three_card_bonus.letter
        doc["let_it_ride"] = section
    return yaml.safe_dump(doc, sort_keys=False, allow_unicode=True)


def _written(paytable: Paytable) -> dict[str, str]:
    return {row.hand.value: row.payout.text() if row.payout else "$0" for row in paytable.rows}
