"""The vendor's own product: ``tablecert run --rules FILE [FILE...]``.

A lab certifies what the certificate holder submitted (601a.2). Each scenario of the suite
names the bundled Rules Submission it was written under (``a Three Card Poker table under
Rules Submission "pa-649a-paytable-A"``) and, in its name and steps, the wagers, seats and
amounts it plays: that is what it needs, and all of it is visible in the feature file. With ``--rules``
the scenario runs under the vendor's Rules Submission in place of the bundled one when the
vendor's agrees with it in every field the scenario needs (:func:`stand_in`):

- the game and the edition;
- for each wager the scenario names, the vendor's product offers it, with the same paytable
  (the 649a.7 version always; the words "Ante Bonus" bring its paytable, "meter" or
  "jackpot" the Progressive Payout Wager; the Progressive Payout Wagers bring their whole
  meter settings);
- each seat it names is on the same side of the table's seat count (``table.seats``) and
  each amount it places on the same side of the table limits (``table.minimum_wager``,
  ``table.maximum_wager``) in both;
- for the sections about shuffling, dealing, the decks and the irregularities (x.3, x.5,
  x.8-x.10, x.13 of each chapter), the dealing method, the shuffler and the number of decks.

Otherwise the scenario is *not applicable*, and the reason names the field, the vendor's
value and the one the scenario was written for. It is never an error and never passed: the
regulation's literal expectations of the scenario (a Pair Plus Wager paid 40 to 1) hold only
under what it was written for. The oracle judges every round under the vendor's submission.
"""

from __future__ import annotations

import hashlib
import os
import re
from collections.abc import Iterable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from tablecert.errors import InputError
from tablecert.oracle.card_games import RulesSubmission
from tablecert.oracle.game import GameRules
from tablecert.oracle.money import format_money, parse_money
from tablecert.oracle.wagers import Wager
from tablecert.requirements import best_fit, requirements_of_tags, seats_of_steps, stand_in_game
from tablecert.requirements import problems as requirement_problems
from tablecert.user_file import RULES_FILE_BYTES, read_bounded

if TYPE_CHECKING:
    from tablecert.feature_index import ScenarioInfo

__all__ = ["RULES_FILES_VARIABLE", "current_product", "load_product", "out_of_scope", "product_rules",
           "product_scenarios", "stand_in", "submissions_evidence"]

RULES_FILES_VARIABLE = "TABLECERT_RULES_FILES"
"""The vendor's Rules Submission files (``--rules``), joined by ``os.pathsep``: the choice travels
to the pytest run and its xdist workers in the environment, as ``--rules-dir`` does."""

_DEVICE_SECTIONS = re.compile(r"^(?:649a|643a|565)\.(?:3|5|8|9|10|13)\b")
_SEAT = re.compile(r"\bseats? (\d+)")
_PLACES = re.compile(r"places? (?:an? |the )?(?P<what>[A-Za-z' -]+?) of (?P<amount>\$[\d,]+(?:\.\d\d)?)")
_BETS = (Wager.BET_1, Wager.BET_2, Wager.BET_3)


def load_product(paths: Sequence[str]) -> list[RulesSubmission | GameRules]:
    """Read and validate the vendor's Rules Submission files; InputError (exit 2) names the
    file, line and field of every problem."""
    from tablecert.files import load_any_rules

    loaded = [load_any_rules(path) for path in paths]
    games: dict[str, str] = {}
    for path, rules in zip(paths, loaded, strict=True):
        game = rules.game.value if isinstance(rules, RulesSubmission) else str(rules.game)
        if isinstance(rules, RulesSubmission):
            game = f"{game} {rules.edition.value}"
        if game in games:
            raise InputError(f"--rules {path}: a second Rules Submission for {game} (the first: "
                             f"{games[game]}); give one per game and edition")
        games[game] = path
    return loaded


def product_rules() -> list[RulesSubmission | GameRules] | None:
    """The vendor's Rules Submissions of this run (``--rules``), or None for the bundled suite."""
    value = os.environ.get(RULES_FILES_VARIABLE)
    if not value:
        return None
    return load_product(value.split(os.pathsep))


def submissions_evidence(paths: Sequence[str]) -> list[dict[str, str]]:
    """What the evidence records of each vendor submission: file, name, game, sha256."""
    out = []
    for path, rules in zip(paths, load_product(paths), strict=True):
        digest = hashlib.sha256(read_bounded(Path(path), limit=RULES_FILE_BYTES, named=str(path),
                                             kind="a Rules Submission")).hexdigest()
        game = rules.game.value if isinstance(rules, RulesSubmission) else str(rules.game)
        out.append({"file": str(path), "name": rules.name, "game": game, "sha256": digest})
    return out


def _wagers(texts: Iterable[str]) -> set[Wager]:
    found: set[Wager] = set()
    for text in texts:
        lowered = text.lower()
        for wager in Wager:
            if wager.value.lower() in lowered:
                found.add(wager)
        if "let it ride poker wagers" in lowered:
            found.update(_BETS)
        if any(word in lowered for word in ("meter", "jackpot")):
            found.add(Wager.PROGRESSIVE)  # the progressive's meter: its whole settings
    if Wager.PLAY in found:
        found.add(Wager.ANTE)
    found.discard(Wager.PLAY)
    return found


def _amounts(texts: Iterable[str]) -> list[int]:
    out = []
    for text in texts:
        for match in _PLACES.finditer(text):
            try:
                out.append(parse_money(match.group("amount")))
            except ValueError:
                continue
    return out


_PAYTABLES = frozenset({"three_card_poker.pair_plus", "three_card_poker.ante_bonus",
                        "three_card_poker.six_card_bonus", "three_card_poker.five_card_hand_bonus",
                        "let_it_ride.paytable", "let_it_ride.maximum_payout", "let_it_ride.bonus",
                        "let_it_ride.three_card_bonus"})
"""The fields whose every allowed choice (a lettered paytable of 649a.12 or 643a.12, a payout
limit) the regulation lets the Rules Submission make: a scenario needs the same choice only
where it declares ``@written_for_<field>`` (its literal amounts follow the paytable); else only
that the product offers the wager where the named submission does."""


def _mismatches(named: RulesSubmission, vendor: RulesSubmission, citation: str,
                texts: Sequence[str], written_for: Sequence[str] = ()) -> list[str]:
    """Every field the scenario needs in which ``vendor`` differs from ``named``."""
    def differs(field: str, theirs: object, ours: object) -> None:
        if field in _PAYTABLES and field not in written_for:
            # offered or not, whichever choice
            theirs, ours = ("offered" if v is not None else None for v in (theirs, ours))
        if theirs != ours:
            problems.append(f"{field}: {_show_field(field, theirs)} in {vendor.name}, the scenario is "
                            f"written for {_show_field(field, ours)} ({named.name})")

    problems: list[str] = []
    differs("edition", vendor.edition.value, named.edition.value)
    if problems:
        return problems
    wagers = _wagers(texts)
    tcp, vtcp = named.three_card_poker, vendor.three_card_poker
    if tcp is not None and vtcp is not None:
        # the 649a.7 version decides which wagers a seat must hold: every scenario needs it;
        # the Ante Bonus paytable only where the scenario's words name the Ante Bonus
        differs("three_card_poker.version", vtcp.version.value, tcp.version.value)
        fields = {Wager.PAIR_PLUS: ("pair_plus",),
                  Wager.PROGRESSIVE: ("progressive",), Wager.SIX_CARD_BONUS: ("six_card_bonus",),
                  Wager.FIVE_CARD_HAND_BONUS: ("five_card_hand_bonus",),
                  Wager.FIVE_CARD_PROGRESSIVE: ("five_card_progressive",),
                  Wager.ENVY_BONUS: ("progressive",), Wager.ANTE_BONUS: ("ante_bonus",)}
        for wager in sorted(wagers, key=lambda w: w.value):
            for name in fields.get(wager, ()):
                differs(f"three_card_poker.{name}", getattr(vtcp, name), getattr(tcp, name))
    lir, vlir = named.let_it_ride, vendor.let_it_ride
    if lir is not None and vlir is not None:
        if wagers & set(_BETS):
            differs("let_it_ride.paytable", vlir.paytable, lir.paytable)
            if "let_it_ride.maximum_payout" in written_for:  # a limit binds only the amounts paid
                differs("let_it_ride.maximum_payout", vlir.maximum_payout, lir.maximum_payout)
        if Wager.LET_IT_RIDE_BONUS in wagers:
            differs("let_it_ride.bonus", vlir.bonus, lir.bonus)
            differs("let_it_ride.bonus.wager", vlir.bonus_wager, lir.bonus_wager)
        if Wager.THREE_CARD_BONUS in wagers:
            differs("let_it_ride.three_card_bonus", vlir.three_card_bonus, lir.three_card_bonus)
    seats = {int(s) for text in texts for s in _SEAT.findall(text)}
    if any((seat <= named.table.seats) != (seat <= vendor.table.seats) for seat in seats):
        differs("table.seats", vendor.table.seats, named.table.seats)
    for amount in _amounts(texts):
        # an amount the two tables would treat alike (both take it, or both refuse it) needs
        # nothing; one they would not, needs the limit that tells them apart
        if (named.table.minimum_wager <= amount) != (vendor.table.minimum_wager <= amount):
            differs("table.minimum_wager", vendor.table.minimum_wager, named.table.minimum_wager)
        if (amount <= named.table.maximum_wager) != (amount <= vendor.table.maximum_wager):
            differs("table.maximum_wager", vendor.table.maximum_wager, named.table.maximum_wager)
    if _DEVICE_SECTIONS.match(citation) or any(w in " ".join(texts).lower()
                                               for w in ("stub", "shoe", "shuffl", "deck in play", "decks")):
        differs("table.dealing", vendor.table.dealing.value, named.table.dealing.value)
        differs("table.shuffler", vendor.table.shuffler.value, named.table.shuffler.value)
        differs("table.decks", vendor.table.decks, named.table.decks)
    return list(dict.fromkeys(problems))


def _show_field(field: str, value: object) -> str:
    if field.endswith("maximum_payout") and value is None:
        return "no limit"
    if field.endswith(("_wager", "maximum_payout")) and isinstance(value, int):
        return format_money(value)
    return _show(value)


def _show(value: object) -> str:
    if value is None:
        return "not offered"
    letter = getattr(value, "letter", None)
    if isinstance(letter, str):
        return f"{getattr(value, 'citation', '')} paytable {letter}".strip()
    paytable = getattr(value, "paytable", None)
    if paytable is not None and getattr(paytable, "letter", None):
        return f"{_show(paytable)} (with its meter settings)"
    return str(getattr(value, "value", value))


def stand_in(named: RulesSubmission, product: Sequence[RulesSubmission | GameRules], citation: str,
             texts: Sequence[str], tags: Sequence[str] = ()) -> RulesSubmission | str:
    """The vendor's Rules Submission that runs the scenario in place of ``named``, or the
    reason the scenario is not applicable to the product (module docstring)."""
    candidates = [r for r in product if isinstance(r, RulesSubmission) and r.game is named.game]
    if not candidates:
        given = ", ".join(sorted({r.name for r in product})) or "none"
        return f"game: the product's Rules Submissions ({given}) offer no {named.game.value}"
    needs = requirements_of_tags(tags)
    others = replace(needs, written_for=tuple(f for f in needs.written_for if f not in _PAYTABLES))
    return best_fit(candidates, lambda vendor: [
        *_mismatches(named, vendor, citation, texts, needs.written_for),
        *requirement_problems(named, vendor, others)])


SCENARIO_STEPS: pytest.StashKey[list[str]] = pytest.StashKey()
"""The scenario's name and rendered step texts (steps/plugin.py stashes them): its words."""

_PRODUCT: list[list[RulesSubmission | GameRules] | None] = []


def _product() -> list[RulesSubmission | GameRules] | None:
    if not _PRODUCT:
        _PRODUCT.append(product_rules())
    return _PRODUCT[0]


def current_product() -> list[RulesSubmission | GameRules] | None:
    """The product of this run (``--rules``, read once per process), or None for the bundled suite."""
    return _product()


def for_scenario(named: RulesSubmission, request: pytest.FixtureRequest) -> RulesSubmission:
    """The Rules Submission a scenario's table opens under: ``named``, or with ``--rules``
    the vendor's that stands in for it; a scenario the product does not offer is skipped
    as *not applicable* with the reason."""
    product = _product()
    if product is None:
        return named
    from tablecert.oracle.citations import citation_of

    texts = request.node.stash.get(SCENARIO_STEPS, [])
    citation = citation_of(getattr(request.node, "name", "")) or ""
    for key, value in request.node.user_properties:
        if key == "citation":
            citation = str(value)
    tags = [f"{m.name}_{m.args[0]}" for m in request.node.iter_markers()
            if m.name in ("offers", "written_for") and m.args]
    chosen = stand_in(named, product, citation, texts, tags)
    if isinstance(chosen, str):
        pytest.skip(f"not applicable: {chosen}")
    return chosen


def game_not_offered(game: str) -> str | None:
    """With ``--rules``, why a scenario of ``game`` is not applicable (None if it is)."""
    product = _product()
    if product is None:
        return None
    offered = {r.game.value if isinstance(r, RulesSubmission) else str(r.game) for r in product}
    if game in offered:
        return None
    given = ", ".join(sorted(r.name for r in product))
    return f"game: the product's Rules Submissions ({given}) offer no {game}"


def out_of_scope(citation: str, games: Sequence[str], *, manual: bool = False,
                 tags: Sequence[str] = ()) -> str | None:
    """With ``--rules``, why a scenario of ``citation`` is not applicable to the product whatever
    its steps: one tagged ``@game_<game>`` of games the product does not offer, or, untagged (a
    manual checklist line, a check of a Rules Submission), one of a chapter governing no game the
    product offers (:data:`tablecert.requirements.CHAPTER_GAMES`). A manual line applies where
    either its tags' games or its chapter's are offered (541.3(c)'s decks at a Minibaccarat
    table, in a feature of the records). A manual line of an offered game whose ``tags`` say what
    the product must offer or lack (``@without_disclosed_card_procedure``) applies where it does
    (:func:`tablecert.requirements.manual_not_applicable`). None: it may apply."""
    product = _product()
    if product is None:
        return None
    return _out_of_scope(citation, games, product, manual=manual, tags=tags)


def _out_of_scope(citation: str, games: Sequence[str], product: Sequence[RulesSubmission | GameRules],
                  *, manual: bool = False, tags: Sequence[str] = ()) -> str | None:
    offered = {r.game.value if isinstance(r, RulesSubmission) else str(r.game) for r in product}
    if offered & set(games):
        if manual:
            from tablecert.requirements import manual_not_applicable

            return manual_not_applicable(games, product, requirements_of_tags(tags))
        return None
    if manual or not games:
        return _chapter_not_offered(citation, product)
    given = ", ".join(sorted(r.name for r in product))
    return f"game: the product's Rules Submissions ({given}) offer no {', '.join(games)}"


def _chapter_not_offered(citation: str, product: Sequence[RulesSubmission | GameRules]) -> str | None:
    from tablecert.requirements import chapter_not_offered

    offered = {r.game.value if isinstance(r, RulesSubmission) else str(r.game) for r in product}
    offered |= {f"{r.game.value} {r.edition.value}" for r in product if isinstance(r, RulesSubmission)}
    reason = chapter_not_offered(citation, offered)
    if reason is None:
        return None
    return reason.replace("the product's Rules Submissions ",
                          f"the product's Rules Submissions ({', '.join(sorted(r.name for r in product))}) ")


def product_submissions(game: str, bundled: list[RulesSubmission]) -> list[RulesSubmission]:
    """The Rules Submissions random rounds of ``game`` are played under: ``bundled``, or with
    ``--rules`` the product's own (a game it does not offer: the scenario is not applicable)."""
    product = _product()
    if product is None:
        return bundled
    own = [r for r in product if isinstance(r, RulesSubmission) and r.game.value == game]
    if not own:
        pytest.skip(f"not applicable: {game_not_offered(game)}")
    return own


_NAMED = re.compile(r'under Rules Submission "([^"]+)"')


def product_scenarios(scenarios: Sequence[ScenarioInfo],
                      product: Sequence[RulesSubmission | GameRules]) -> list[ScenarioInfo]:
    """The suite as it applies to the product (``tablecert coverage --rules``): an executable
    scenario none of whose Rules Submissions the product stands in for becomes not
    applicable, with the reason :func:`stand_in` gives, as ``tablecert run --rules`` reports
    it. A Scenario Outline applies when one of its rows does."""
    from tablecert.files import resolve_any_rules

    out: list[ScenarioInfo] = []
    for info in scenarios:
        games = [t.removeprefix("game_").replace("_", "-") for t in info.tags if t.startswith("game_")]
        if info.kind != "not-applicable" and (why := _out_of_scope(info.citation, games, product,
                                                                   manual=info.kind == "manual",
                                                                   tags=info.tags)):
            out.append(replace(info, kind="not-applicable", reason=why))
            continue
        if info.kind != "executable":
            out.append(info)
            continue
        texts = [info.name, *(text for _, text, _ in info.steps)]
        reasons: list[str] = []
        applies = False
        for name in dict.fromkeys(n for text in texts for n in _NAMED.findall(text)):
            named = resolve_any_rules(name)
            if not isinstance(named, RulesSubmission):
                needs = requirements_of_tags(info.tags)
                game_rules = stand_in_game(named, product, replace(needs, seats=seats_of_steps(texts)))
                if isinstance(game_rules, str):
                    reasons.append(game_rules)
                else:
                    applies = True
                continue
            chosen = stand_in(named, product, info.citation, texts, info.tags)
            if isinstance(chosen, str):
                reasons.append(chosen)
            else:
                applies = True
        if reasons and not applies:
            out.append(replace(info, kind="not-applicable", reason=reasons[0]))
        else:
            out.append(info)
    return out
