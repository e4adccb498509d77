"""What a scenario requires of the product, in tags the runner reads (``tablecert run --rules``).

A scenario of Craps, Blackjack, Spanish 21, the baccarat family, Ultimate Texas Hold 'Em or
the records opens its table under a bundled Rules Submission it names (``a Craps table
under Rules Submission "pa-537-craps-buy-lay-5"``). With ``--rules`` it runs under the
product's own submission of the same game instead, and its tags say when that is sound:

- ``@offers_<field>``: the scenario places a wager or uses an option the product must offer
  (the field is set, not "not offered"/false): ``@offers_buy`` for a Buy Bet (537.5a(a)).
- ``@without_<field>`` (a manual checklist line): the line is for a product that does not offer
  the field, whose dealer does by hand what its system does not (541.14(c)'s designated
  procedure under ``disclosed_card_procedure: not offered``); :func:`manual_not_applicable`.
- ``@written_for_<field>``: the scenario's literal expectation (an amount paid, a card
  dealt) holds for the named submission's value of the field, not for every value the
  regulation lets the Rules Submission choose: ``@written_for_buy.rate`` on a Buy Bet paid
  after a 5% vigorish. The product runs it only where its choice is the same.

A field is a dotted path in the game's parsed Rules Submission (``buy.rate``,
``dealer_hits_soft_17``, ``procedure``). Fields every scenario of a game depends on
(:data:`IDENTITY`: Craps or Mini-Craps, the records' tables) need no tag. Where the product
differs in a field a scenario does not declare, the scenario runs under the product's
choice: the regulation's outcome it states does not depend on that choice, and the oracle
judges every round under the product's submission. A scenario the product does not satisfy
is *not applicable*, and the reason names the field, the product's value and the one the
scenario was written for; never an error.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TypeVar

from tablecert.oracle.card_games import RulesSubmission
from tablecert.oracle.catalogue import GAMES
from tablecert.oracle.game import GameRules

__all__ = [
    "CHAPTER_GAMES",
    "IDENTITY",
    "OFFERED_BY_STEPS",
    "SEATS",
    "WRITTEN_FOR_BY_STEPS",
    "Requirements",
    "best_fit",
    "chapter_not_offered",
    "manual_not_applicable",
    "mark_of_tag",
    "requirements_of_tags",
    "seats_of_steps",
    "stand_in_game",
    "undeclared",
]

T = TypeVar("T")

OFFERS = "offers"
WRITTEN_FOR = "written_for"
WITHOUT = "without"

IDENTITY: dict[str, tuple[str, ...]] = {
    "craps": ("variant",),  # 537.1: Craps and Mini-Craps are tables of their own
    "table-records": ("tables",),  # the scenarios name the tables (CR-1, TCP-2) they keep records of
}
"""The fields every scenario of a game is written for, tag or no tag."""

SEATS: dict[str, str] = {spec.game: spec.seats for spec in GAMES.values() if spec.seats is not None}
"""The field of each game's seat count (its ``GameSpec.seats``): a scenario's "seat N" steps need
the product's table to have seat N exactly where the named submission's has it (a scenario that
wagers at seat 7 needs seven seats; one that finds a tenth place refused needs no tenth place)."""


def _played_with(equipment: str) -> tuple[str, ...]:
    """The catalogue's games played with ``equipment`` ("cards", "dice": ``GameSpec.equipment``)."""
    return tuple(spec.game for spec in GAMES.values() if equipment in spec.equipment)


_CARD_GAMES = ("three-card-poker", "let-it-ride", *_played_with("cards"))
_DICE_GAMES = _played_with("dice")
CHAPTER_GAMES: dict[str, tuple[str, ...]] = {
    "523.12": _DICE_GAMES, "523.13": _DICE_GAMES,  # dice: every game played with dice
    "523.15": _CARD_GAMES,  # cards: every card game
    "525": (*_DICE_GAMES, *_CARD_GAMES),  # drops at open table games: every game
    "535": (), "553": (), "555": (), "557": (), "561": (), "563": (), "567": (),  # no Rules Submission here
    # each game played at a table: its own chapters (GameSpec.chapters; the records play none)
    **{chapter: (spec.game,) for spec in GAMES.values() if spec.equipment for chapter in spec.chapters},
    # Three Card Poker and Let It Ride: the game and its edition (the chapter a table runs under)
    "565": ("three-card-poker 565",), "649a": ("three-card-poker 649a",), "643a": ("let-it-ride 643a",),
    "559": ("let-it-ride 559",),  # the 2010 Let It Ride chapter: no Rules Submission names it
}
"""The games each chapter (or section, the longer prefix first) governs: a manual checklist line
of a chapter none of whose games the product offers is not applicable to it. Pai Gow tiles,
poker tables and the other chapters with no game in the catalogue have no Rules Submission a
product could give (``()``)."""


def chapter_not_offered(citation: str, offered: Iterable[str]) -> str | None:
    """Why a scenario of ``citation`` does not apply to a product offering ``offered`` (None: it
    applies, or the chapter is not in :data:`CHAPTER_GAMES`)."""
    key = next((k for k in sorted(CHAPTER_GAMES, key=len, reverse=True)
                if citation == k or citation.startswith((f"{k}.", f"{k}("))), None)
    if key is None:
        return None
    games = CHAPTER_GAMES[key]
    offered = set(offered)
    if offered & set(games):
        return None
    if not games:
        return f"game: {key} governs a game no Rules Submission of tablecert names"
    return f"game: the product's Rules Submissions offer none of {', '.join(games)} ({key})"


_SEAT = re.compile(r"\bseats? (\d+)")


OFFERED_BY_STEPS: dict[str, tuple[tuple[str, str], ...]] = {
    game: spec.offered_by_steps for game, spec in GAMES.items() if spec.offered_by_steps}
"""For each game, the steps that place a wager, or use a procedure or move, the Rules Submission
may leave out (a disclosed-card procedure: ``disclosed_card_procedure: not offered``; a move to
remove or alter a wager: ``remove_or_alter_wagers: false``), and its field, as its
:class:`tablecert.oracle.game.GameSpec` gives them: a scenario with such a step declares
``@offers_<field>``, or is ``@written_for_`` it under a submission that does not offer it (a Buy
Bet refused under pa-537-craps-no-buy-lay). tests/test_requirements.py checks every feature file
against this table."""


_LIR_PAID = r"Let It Ride Poker Wagers? (?:are|is) (?:each )?paid|Bet Number \d is paid"
_TCP_PAID = ((r"Pair Plus Wager is paid", "three_card_poker.pair_plus"),  # 649a.12(d), 565.12
             (r"paid an Ante Bonus of", "three_card_poker.ante_bonus"),  # 649a.12(b)
             (r"Six Card Bonus Wager is paid", "three_card_poker.six_card_bonus"),  # 649a.12(f)
             (r"Five Card Hand Bonus Wager is paid", "three_card_poker.five_card_hand_bonus"))  # 649a.10(c)

_DEALT_ORDER = (r"\bthe cards are dealt in the order\b", "table.dealing")
"""The order the cards leave the shoe or the dealer's hand: one at a time around the table from a
manual dealing shoe or the hand (649a.8, 649a.9, 643a.8, 643a.9), three at a time from an
automated dealing shoe ("each stack of three cards", 649a.10(c), 643a.10(c)), so the literal
order is the dealing method's."""


WRITTEN_FOR_BY_STEPS: dict[str, tuple[tuple[str, str], ...]] = {
    **{game: spec.written_for_by_steps for game, spec in GAMES.items() if spec.written_for_by_steps},
    "three-card-poker": (*_TCP_PAID, _DEALT_ORDER),
    "let-it-ride": ((_LIR_PAID, "let_it_ride.paytable"),  # 643a.12(a): paytables A to F
                    (_LIR_PAID, "let_it_ride.maximum_payout"),  # 643a.12(b): a payout limit
                    # 643a.12(b), (c): a paytable's "$0" row loses, another's pays
                    (r"Let It Ride Bonus Wager (?:is paid|loses)", "let_it_ride.bonus"),
                    (r"Three Card Bonus Wager (?:is paid|loses)", "let_it_ride.three_card_bonus"),
                    _DEALT_ORDER),
}
"""For each game (the catalogue's as their GameSpecs give them, Three Card Poker's and Let It
Ride's here), the Then steps whose literal amount is a line of a paytable the Rules
Submission chooses (a lettered paytable, a payout limit), or whose literal order is its dealing
method's (:data:`_DEALT_ORDER`): a scenario with such a step declares
``@written_for_<field>``, and runs only under a product that made the same choice (another
paytable's lines are other Examples rows, as 649a.12(d)'s A, B and C). tests/test_requirements.py
checks every feature file against this table."""


def undeclared(game: str, steps: Iterable[str], tags: Iterable[str],
               named: GameRules | RulesSubmission | None = None) -> list[str]:
    """The ``offers_`` and ``written_for_`` tags (without their prefix's "@") that ``steps``
    need and the scenario's ``tags`` do not declare. A ``written_for_`` tag of a part of the
    field (``buy.rate``: a rate is there only where the Buy Bet is offered) declares it; one of the
    field itself, with ``named`` the submission the scenario is written under, only where
    ``named`` does not offer it either (the scenario is about its absence)."""
    needs = requirements_of_tags(tags)
    written = {f.split(".")[0] for f in needs.written_for
               if "." in f or named is None or _offers(named, f) is False}
    declared = set(needs.offers) | written
    steps = list(steps)
    offered = {f"{OFFERS}_{name}" for text in steps for pattern, name in OFFERED_BY_STEPS.get(game, ())
               if re.search(pattern, text) and name not in declared}
    paid = {f"{WRITTEN_FOR}_{name}" for text in steps
            for pattern, name in WRITTEN_FOR_BY_STEPS.get(game, ())
            if re.search(pattern, text) and name not in needs.written_for}
    return sorted(offered | paid)


def _offers(rules: GameRules | RulesSubmission, path: str) -> bool | None:
    """Whether ``rules`` offers the field ``path`` (None: it has no such field)."""
    try:
        return field_value(rules, path) not in (None, False)
    except KeyError:
        return None


@dataclass(frozen=True)
class Requirements:
    """A scenario's ``@offers_<field>``, ``@written_for_<field>`` and ``@without_<field>`` tags."""

    offers: tuple[str, ...] = ()
    written_for: tuple[str, ...] = ()
    seats: tuple[int, ...] = ()  # the seats the scenario's steps name
    without: tuple[str, ...] = ()  # a manual line for a product that does not offer the field


def seats_of_steps(steps: Iterable[str]) -> tuple[int, ...]:
    """The seat numbers a scenario's steps name ("seat 3 wagers $10")."""
    return tuple(sorted({int(n) for text in steps for n in _SEAT.findall(text)}))


def mark_of_tag(tag: str) -> tuple[str, str] | None:
    """``"offers_buy"`` is ``("offers", "buy")``; a tag of no requirement is None."""
    for kind in (OFFERS, WRITTEN_FOR, WITHOUT):
        if tag.startswith(f"{kind}_") and len(tag) > len(kind) + 1:
            return kind, tag[len(kind) + 1:]
    return None


def requirements_of_tags(tags: Iterable[str]) -> Requirements:
    """The requirements the tags of a scenario (its feature's and Rule's with it) state."""
    found: dict[str, set[str]] = {OFFERS: set(), WRITTEN_FOR: set(), WITHOUT: set()}
    for tag in tags:
        mark = mark_of_tag(tag.lstrip("@"))
        if mark is not None:
            found[mark[0]].add(mark[1])
    return Requirements(tuple(sorted(found[OFFERS])), tuple(sorted(found[WRITTEN_FOR])),
                        without=tuple(sorted(found[WITHOUT])))


def manual_not_applicable(games: Iterable[str], product: Sequence[RulesSubmission | GameRules],
                          needs: Requirements) -> str | None:
    """Why a manual checklist line of ``games`` does not apply to the product (None: it does):
    its ``@offers_<field>`` names what the product's submission of the game must offer, its
    ``@without_<field>`` what it must not (541.14(c)'s procedure, where the dealer does by hand
    what the system does not)."""
    games = set(games)
    candidates = [r for r in product if str(getattr(r.game, "value", r.game)) in games]
    if not candidates or not (needs.offers or needs.without):
        return None

    def problems_of(rules: GameRules | RulesSubmission) -> list[str]:
        out = [f"{path}: the Rules Submission {rules.name} does not offer it"
               for path in needs.offers if not _offers(rules, path)]
        return out + [f"{path}: {show(field_value(rules, path))} in {rules.name}, the line is for a "
                      "product that does not offer it" for path in needs.without if _offers(rules, path)]

    chosen = best_fit(candidates, problems_of)
    return chosen if isinstance(chosen, str) else None


_MISSING = object()


def field_value(rules: GameRules | RulesSubmission, path: str) -> object:
    """The value of a dotted field of a parsed Rules Submission; KeyError names an unknown one."""
    value: object = rules
    for part in path.split("."):
        if value is None:
            return None
        found = getattr(value, part, _MISSING)
        if found is _MISSING:
            raise KeyError(f"{type(rules).__name__} has no field {path!r}")
        value = found
    return value


def show(value: object) -> str:
    """A field's value as the reason shows it."""
    if value is None:
        return "not offered"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, Fraction):
        return f"{float(value * 100):g}%" if value < 1 else f"{value.numerator} to {value.denominator}"
    rate = getattr(value, "rate", None)
    if rate is not None:
        base = getattr(value, "base", None)
        return f"{float(rate) * 100:g}% vigorish" + (f" on the {base}" if base is not None else "")
    if isinstance(value, tuple):
        return ", ".join(str(getattr(v, "table", v)) for v in value)
    return str(getattr(value, "value", value))


def problems(named: GameRules | RulesSubmission, vendor: GameRules | RulesSubmission,
             needs: Requirements) -> list[str]:
    """Every requirement ``vendor`` does not meet, each naming the field."""
    out = []
    game = str(getattr(named.game, "value", named.game))
    if (seats := SEATS.get(game)) is not None:
        ours, theirs = field_value(named, seats), field_value(vendor, seats)
        assert isinstance(ours, int) and isinstance(theirs, int)
        if any((seat <= ours) != (seat <= theirs) for seat in needs.seats):
            out.append(f"{seats}: {theirs} in {vendor.name}, the scenario is written for {ours} "
                       f"({named.name}): it plays seat {max(needs.seats)}")
    lacking = [path for path in needs.offers if field_value(vendor, path) in (None, False)]
    out += [f"{path}: the Rules Submission {vendor.name} does not offer it" for path in lacking]
    for path in (*IDENTITY.get(game, ()), *needs.written_for):
        if path in lacking:  # said once: the product does not offer it
            continue
        theirs, ours = field_value(vendor, path), field_value(named, path)
        if theirs != ours:
            out.append(f"{path}: {show(theirs)} in {vendor.name}, the scenario is written for "
                       f"{show(ours)} ({named.name})")
    return list(dict.fromkeys(out))


def stand_in_game(named: GameRules, product: Sequence[RulesSubmission | GameRules],
                  needs: Requirements) -> GameRules | str:
    """The product's Rules Submission that runs a scenario written under ``named``, or the
    reason the scenario is not applicable to the product (module docstring)."""
    candidates = [r for r in product if isinstance(r, GameRules) and r.game == named.game]
    if not candidates:
        given = ", ".join(sorted(r.name for r in product)) or "none"
        return f"game: the product's Rules Submissions ({given}) offer no {named.game}"
    return best_fit(candidates, lambda vendor: problems(named, vendor, needs))


def best_fit(candidates: Sequence[T], problems_of: Callable[[T], list[str]]) -> T | str:
    """The first of ``candidates`` with no problem, or the problems of the one with fewest."""
    best: list[str] | None = None
    for candidate in candidates:
        found = problems_of(candidate)
        if not found:
            return candidate
        if best is None or len(found) < len(best):
            best = found
    assert best is not None, "no candidate"
    return "; ".join(best)
