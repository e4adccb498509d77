"""Compliant variants of the reference table system: each takes another choice the
regulation (or the protocol) allows where the oracle takes one, so that a run against it
proves the harness judges the rule and not the oracle's choice (issue #24). A variant is
NOT a defect: ``tablecert run --variant NAME`` and ``tablecert fuzz --variant NAME`` must
pass, where ``--defect NAME`` must fail. docs/interpretations.md lists each range.

Each variant is a small override of the oracle's round engine or table, like a defect's
(reference_system/defects.py), applied to both card games.
"""

from __future__ import annotations

import dataclasses
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from msgspec.structs import replace

from tablecert.oracle.allowed import Rounding
from tablecert.oracle.card_games import ROUNDS, RulesSubmission, Table
from tablecert.oracle.card_round.choices import RangeChoices
from tablecert.oracle.card_round.engine import RoundEngine
from tablecert.oracle.catalogue import GAMES
from tablecert.oracle.game import GameRules, GameTable
from tablecert.oracle.games.blackjack.choices import BlackjackChoices, DealerStands, SplitCard
from tablecert.oracle.games.blackjack.model import Settlement
from tablecert.oracle.games.craps.choices import CrapsChoices, Fractional
from tablecert.oracle.judge import PAYOUT_LIMIT
from tablecert.oracle.round import Event, EventKind, Observation, SettlementLine
from tablecert.oracle.settlement_order import free_runs
from tablecert.protocol_schema import optional_fields_by_class
from tablecert.reference_system.defects import game_table_with

__all__ = ["VARIANTS", "Variant", "VariantTable", "find_variant", "variant_game_table"]


@dataclass(frozen=True)
class Variant:
    """``mixin`` overrides one method of the round engine; ``recall_depth`` is how many
    rounds the table's game recall keeps (None: the oracle's)."""

    name: str
    citation: str
    description: str
    mixin: type | None = None
    recall_depth: int | None = None
    game_mixins: tuple[tuple[str, type], ...] = ()  # (a game of GAMES, a mixin of its table)
    optional_meters: bool = True  # GET /meters sends five_card_meter and table_inventory


class _StubCountedEveryRound:
    """649a.8(f): "at least once every 5 rounds" — this system counts in every round."""

    def __init__(self, table: Any) -> None:
        super().__init__(table)  # type: ignore[call-arg]
        self.choices = RangeChoices(stub_counted=True)


# The card games' fields docs/protocol.openapi.yaml does not require (docs/protocol.md "where
# sent", "Optional fields", "not judged and may be omitted"): tests/test_optional_fields.py
# holds this list to the document's schemas.
OPTIONAL_CARD_FIELDS: dict[str, tuple[str, ...]] = {
    "Observation": ("deck", "five_card_meter_before", "five_card_meter_after"),
    "SettlementLine": ("odds", "hand", "citation", "note"),
    "Refusal": ("citation", "message"),
    "Event": ("detail", "citation"),
    "Meters": ("five_card_meter", "table_inventory"),
}
# ``deck`` is optional in the schema only because a table of one deck has none: at a table of
# two it is required and judged (docs/protocol.md "Two decks"), so it is sent where it applies.
_ABSENT = {"five_card_meter_before": None, "five_card_meter_after": None}


def without_optional_fields(obs: Observation) -> Observation:
    """``obs`` as a system that sends none of the optional fields reports it: each one absent
    (``null``, or the empty text the reader takes for a field not sent)."""
    blank = {name: "" for name in OPTIONAL_CARD_FIELDS["SettlementLine"]}
    return replace(
        obs, **_ABSENT,
        settlements=tuple(replace(line, **blank) for line in obs.settlements),
        refusals=tuple(replace(r, citation="", message="") for r in obs.refusals),
        events=tuple(replace(e, detail="", citation="") for e in obs.events))


def _optional_of(value: object) -> tuple[str, ...]:
    """The optional fields of ``value``'s class, at the other games: those its dataclass gives a
    default and docs/protocol.openapi.yaml does not require
    (:func:`tablecert.protocol_schema.optional_fields_by_class`, read from the catalogue: a new
    game's are found with no list to edit)."""
    return optional_fields_by_class().get(type(value), ())


def _without_optional(value: Any) -> Any:
    """A game's record with every optional field left out (its default, as
    the reader takes a field not sent); nested records and lists of them too."""
    if isinstance(value, tuple | list):
        return type(value)(_without_optional(v) for v in value)
    if not dataclasses.is_dataclass(value) or isinstance(value, type):
        return value
    optional = _optional_of(value)
    changes: dict[str, Any] = {}
    for f in dataclasses.fields(value):
        if not f.init:  # derived from the others
            continue
        changes[f.name] = f.default if f.name in optional else _without_optional(getattr(value, f.name))
    return dataclasses.replace(value, **changes)


class _OptionalFieldsOmitted:
    """docs/protocol.md: the optional fields are sent "where sent": this system sends none
    (the Five-Card meters, the lines' odds, hand, citation and note, the refusals'
    and events' words) and ``GET /meters`` without ``five_card_meter`` and ``table_inventory``."""

    table: Any
    _observed: Observation

    def observation(self) -> Observation:
        obs = without_optional_fields(super().observation())  # type: ignore[misc]
        self.table.recall[-1] = obs
        self._observed = obs
        return obs


class _GameFieldsOmitted:
    """The same at the other games: every optional field of their answers left out."""

    def play(self, script: Any) -> Any:
        return _without_optional(super().play(script))  # type: ignore[misc]


class _FiveCardRefusedWithoutShoe:
    """649a.10(c) (later text), 649a.13(g): once the automated dealing shoe is out of order no
    community cards are dealt; this system refuses the five-card wagers (not-offered) where
    the oracle takes them and returns them (docs/interpretations.md: "as plausible")."""

    def __init__(self, table: Any) -> None:
        super().__init__(table)  # type: ignore[call-arg]
        self.choices = RangeChoices(five_card_refused=True)


class _OtherOrderWhereFree:
    """Lines the text names together without an order (649a.11(c)(3) "pay the Ante and Play
    Wagers and any Ante Bonus", 643a.11(f)(3) "first settle all Let It Ride Poker Wagers",
    649a.11(c) "collect all forfeited wagers", a void round's "all wagers shall be returned"):
    this system settles each such run in the reverse of the oracle's order."""

    lines: list[SettlementLine]
    events: list[Event]

    def settle_wagers(self) -> None:
        super().settle_wagers()  # type: ignore[misc]
        self._reverse()

    def _void(self, why: str, citation: str, *, reshuffle: bool = True, detail: str = "") -> None:
        super()._void(why, citation, reshuffle=reshuffle, detail=detail)  # type: ignore[misc]
        self._reverse()

    def _reverse(self) -> None:
        for start, end, _ in free_runs(self.lines):
            self.lines[start:end] = reversed(self.lines[start:end])
        kinds = [e.kind for e in self.events]
        for i in range(len(kinds) - 1):  # "removed from the table" after "void", not before
            if kinds[i] is EventKind.DECK_REMOVED and kinds[i + 1] is EventKind.ROUND_VOID:
                self.events[i], self.events[i + 1] = self.events[i + 1], self.events[i]


class _LimitedPayoutSharedFromTheLastBet:
    """643a.12(d) caps what a hand's Let It Ride Poker Wagers win together and does not say
    which bet takes the cut: this system pays the capped sum from Bet Number 3 backwards
    (the oracle from Bet Number 1), each bet still at most its odds."""

    lines: list[SettlementLine]

    def _settle_let_it_ride(self, seat: int, placed: Any, hand_class: Any) -> None:
        start = len(self.lines)
        super()._settle_let_it_ride(seat, placed, hand_class)  # type: ignore[misc]
        mine = self.lines[start:]
        if any(PAYOUT_LIMIT in line.note for line in mine):
            for i, paid in enumerate(reversed([line.paid for line in mine])):
                self.lines[start + i] = replace(mine[i], paid=paid)


class _BlackjackOtherOrderWhereFree:
    """549.4(f), 551.6(f): procedure (1) fixes only that every losing wager is collected before
    any winning wager is paid, procedure (2) only the players' order; this system settles
    the pushes first, each pass (1) or each player's lines (2) in the reverse of the oracle's."""

    def _settle(self) -> list[Settlement]:
        lines: list[Settlement] = super()._settle()  # type: ignore[misc]
        if self.rules.settlement_procedure == 1:  # type: ignore[attr-defined]
            pushes = [s for s in lines if not s.collected and not s.paid]
            collected = [s for s in lines if s.collected]
            paid = [s for s in lines if s.paid]
            return pushes + collected[::-1] + paid[::-1]
        out: list[Settlement] = []
        for seat in dict.fromkeys(s.seat for s in lines):
            out += [s for s in lines if s.seat == seat][::-1]
        return out


class _BaccaratSettledHighestSeatFirst:
    """No text in the seeds orders a coup's settlements; this system pays the reverse way."""

    def _settle(self, wagers: list[Any], coup: Any) -> tuple[Any, ...]:
        return tuple(reversed(super()._settle(wagers, coup)))  # type: ignore[misc]


class _CrapsWinnersStayUp:
    """The seeds say neither whether a winning Craps wager stays up nor in what order one
    roll's bets are settled: this table leaves winning Buy, Lay and Hardway Bets up, and
    reports each roll's settlements and the standing bets in the reverse of the oracle's order."""

    choices = CrapsChoices(winners_stay_up=True)

    def roll(self, *args: Any) -> Any:
        record = super().roll(*args)  # type: ignore[misc]
        return dataclasses.replace(record, settlements=record.settlements[::-1])

    def play(self, script: Any) -> Any:
        observed = super().play(script)  # type: ignore[misc]
        return dataclasses.replace(observed, standing=observed.standing[::-1])


def _choosing(choices: object) -> type:
    """A mixin of a game's table that takes ``choices`` (the game's readings where the text
    allows several answers, oracle/games/<game>/choices.py) instead of the oracle's."""
    return type("Choosing", (), {"choices": choices, "__doc__": f"takes {choices!r}"})


_BACCARAT_GAMES = ("minibaccarat", "midibaccarat", "baccarat")
_BLACKJACK_GAMES = ("blackjack", "spanish-21")


def _rounding(rounding: Rounding) -> tuple[tuple[str, type], ...]:
    """Every game's payouts that are not whole cents paid by ``rounding``: Blackjack's and
    Spanish 21's 3 to 2, baccarat's 19 to 20, and Craps' Buy and Lay Bets accepted whatever
    their odds pay (the oracle refuses those)."""
    return (*((g, _choosing(BlackjackChoices(rounding=rounding))) for g in _BLACKJACK_GAMES),
            *((g, _choosing(rounding)) for g in _BACCARAT_GAMES),
            ("craps", _choosing(CrapsChoices(Fractional.PAID, rounding))))


VARIANTS: tuple[Variant, ...] = (
    Variant("stub-count-every-round", "649a.8(f)",
            "counts the stub in every round dealt (the rule: at least once every 5 rounds)",
            _StubCountedEveryRound),
    Variant("optional-fields-omitted", "docs/protocol.md",
            "sends none of the fields docs/protocol.md and docs/protocol.openapi.yaml make optional "
            "(the Five-Card meters, the lines' odds, hand, citation and note, the refusals' and "
            "events' words, meters.five_card_meter and meters.table_inventory; Craps' citations and "
            "odds_as_printed, Blackjack's notes, baccarat's refusal messages)",
            _OptionalFieldsOmitted, optional_meters=False,
            game_mixins=tuple((game, _GameFieldsOmitted) for game in GAMES)),
    Variant("five-card-refused-without-shoe", "649a.10(c)",
            "refuses the Five Card Hand Bonus and Five-Card Progressive Payout Wagers (not-offered) "
            "once the automated dealing shoe is out of order (649a.13(g)); the oracle takes them "
            "and returns them",
            _FiveCardRefusedWithoutShoe),
    Variant("recall-depth-100", "docs/protocol.md",
            "the game recall keeps the last 100 rounds (the protocol: at least 10)",
            recall_depth=100),
    Variant("limited-payout-from-the-last-bet", "643a.12(d)",
            "shares a limited Let It Ride payout (643a.12(d)) from Bet Number 3 backwards, the "
            "oracle from Bet Number 1",
            _LimitedPayoutSharedFromTheLastBet),
    Variant("free-order-reversed", "649a.11(c)(3)",
            "settles the lines the text names together without an order (Ante, Play and Ante "
            "Bonus; Bets Number 1-3; several Envy Bonuses; the forfeited wagers collected; a "
            "void round's wagers returned) and reports the void before the deck's removal, each "
            "in the reverse of the oracle's order; at Blackjack and Spanish 21, the pushes first "
            "and each pass of 549.4(f)(1) (each player's lines under (f)(2)) reversed; at the "
            "baccarat games every coup's settlements reversed",
            _OtherOrderWhereFree,
            game_mixins=(("blackjack", _BlackjackOtherOrderWhereFree),
                         ("spanish-21", _BlackjackOtherOrderWhereFree),
                         *((game, _BaccaratSettledHighestSeatFirst)
                           for game in ("minibaccarat", "midibaccarat", "baccarat")))),
    Variant("dealer-completes-hand", "549.4(g)",
            "at Blackjack and Spanish 21 the dealer completes the hand by the drawing rule even "
            "when every player hand is busted or a blackjack (the oracle stands then; the seeds "
            "fix neither)",
            game_mixins=tuple((g, _choosing(BlackjackChoices(dealer_stands=DealerStands.NEVER)))
                              for g in _BLACKJACK_GAMES)),
    Variant("split-card-at-the-split", "549.4(i)",
            "at Blackjack and Spanish 21 the second hand of a split pair takes its second card at "
            "the split, right after the first hand's (the oracle: when its turn comes)",
            game_mixins=tuple((g, _choosing(BlackjackChoices(split_card=SplitCard.AT_THE_SPLIT)))
                              for g in _BLACKJACK_GAMES)),
    Variant("payouts-rounded-to-nearest", "549.4(g)",
            "pays winnings that are not whole cents rounded to the nearest cent (half a cent up): "
            "3 to 2 at Blackjack and Spanish 21, 19 to 20 at the baccarat games, and accepts Craps "
            "Buy and Lay Bets whatever their odds pay (the oracle rounds down and refuses those)",
            game_mixins=_rounding(Rounding.NEAREST)),
    Variant("payouts-rounded-up", "549.4(g)",
            "pays winnings that are not whole cents rounded up to the cent, in the same places",
            game_mixins=_rounding(Rounding.UP)),
    Variant("buy-lay-fractional-paid", "537.5a(a)",
            "accepts a Craps Buy or Lay Bet whose winnings at the odds of 537.5a(a), (b) are not "
            "whole cents and pays them rounded down (the oracle refuses it, not-whole-cents)",
            game_mixins=(("craps", _choosing(CrapsChoices(Fractional.PAID, Rounding.DOWN))),)),
    Variant("craps-winners-stay-up", "537.5a(a)",
            "leaves a winning Buy, Lay or Hardway Bet up once it is paid, to be decided again by "
            "later rolls, and reports each roll's settlements and the standing bets in the reverse "
            "of the oracle's order (the oracle takes winners down; the seeds fix neither)",
            game_mixins=(("craps", _CrapsWinnersStayUp),)),
)

_BY_NAME = {v.name: v for v in VARIANTS}


def find_variant(name: str) -> Variant:
    try:
        return _BY_NAME[name]
    except KeyError:
        raise KeyError(f"no compliant variant {name!r}; the variants: {', '.join(_BY_NAME)}") from None


def variant_game_table(variant: Variant) -> Callable[[GameRules], GameTable]:
    """Tables of the games of :data:`tablecert.oracle.catalogue.GAMES` for ``variant``: its
    mixin for a game it names, the oracle's own table for every other."""
    return game_table_with(dict(variant.game_mixins), "Variant")


class VariantTable(Table):
    """A table of the reference system taking the choices of one compliant variant."""

    def __init__(self, rules: RulesSubmission, variant: Variant) -> None:
        super().__init__(rules)
        self.variant = variant
        if variant.recall_depth is not None:
            self.recall = deque(maxlen=variant.recall_depth)
        self.shows_optional_meters = variant.optional_meters

    def new_round(self) -> RoundEngine:
        base = ROUNDS[self.rules.game]
        if self.variant.mixin is None:
            return base(self)
        cls: type[Any] = type(f"Variant{base.__name__}", (self.variant.mixin, base), {})
        engine: RoundEngine = cls(self)
        return engine
