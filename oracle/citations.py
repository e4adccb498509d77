"""Citations as the Pennsylvania Code writes them: ``649a.11(c)(3)(ii)(B)``,
``565.12(h)(1)``, ``537.5a(b)``; a definition as its section and term, ``649a.1 Envy Bonus``.

Scenario names begin with their citation; :func:`citation_of` reads it back, and
:func:`matches` decides whether a citation falls under a ``--section`` prefix.
"""

from __future__ import annotations

import re

from tablecert.oracle.catalogue import GAMES

__all__ = ["DEFINITION_SECTIONS", "ROUND_ENGINE_DEFINITIONS", "SECTION", "citation_of", "matches", "parent"]

SECTION = r"\d{1,4}[a-z]?\.\d+[a-z]?"
"""A section number of the Pennsylvania Code: a chapter of one to four digits with an optional
letter (``61``, ``537``, ``649a``, ``1001a``), a dot, the section's number with an optional
letter (``537.5a``)."""
_CITATION = re.compile(rf"^(?P<section>{SECTION})(?P<subs>(?:\([0-9a-zA-Z]+\))*)")
ROUND_ENGINE_DEFINITIONS = frozenset({"643a.1", "649a.1", "565.1"})
"""The definitions sections of Let It Ride (643a.1) and Three Card Poker (649a.1, 565.1), the
games of the shared round engine (:data:`tablecert.oracle.card_games.ROUNDS`, no GameSpec)."""
DEFINITION_SECTIONS = ROUND_ENGINE_DEFINITIONS | {
    spec.definitions for spec in GAMES.values() if spec.definitions is not None}
"""The sections whose citations are a term's (``537.1 Come Bet``): the round engine's, and each
catalogue game's ``GameSpec.definitions`` (tests/test_citations_any_chapter.py holds them to the
regulation texts' "Definitions" sections)."""


def citation_of(name: str) -> str | None:
    """The citation a scenario name begins with, or None.

    >>> citation_of("649a.11(c)(3)(i) Dealer holds jack high: Ante paid, Play returned")
    '649a.11(c)(3)(i)'
    >>> citation_of("649a.1 Envy Bonus: paid for another player's hand")
    '649a.1 Envy Bonus'
    >>> citation_of("Dealer holds jack high") is None
    True
    >>> citation_of("61.1(a) a one-digit chapter"), citation_of("1001a.3(b)(2) a four-digit one")
    ('61.1(a)', '1001a.3(b)(2)')
    """
    match = _CITATION.match(name.strip())
    if match is None:
        return None
    citation = match.group("section") + match.group("subs")
    if match.group("section") in DEFINITION_SECTIONS and not match.group("subs"):
        term = name[match.end():].split(":", 1)[0].strip()
        if term:
            return f"{citation} {term}"
    return citation


def matches(citation: str, prefix: str) -> bool:
    """True when ``citation`` lies under ``prefix``: a chapter (``649a``), a section
    (``649a.11``, not matching ``649a.1``) or a subsection (``649a.11(c)``).

    >>> matches("649a.11(c)(3)(i)", "649a.11"), matches("649a.11(c)", "649a.1")
    (True, False)
    >>> matches("649a.1 Envy Bonus", "649a.1"), matches("649a.12(b)", "649a")
    (True, True)
    """
    prefix = prefix.strip()
    if citation == prefix:
        return True
    if "." not in prefix:
        return citation.startswith(prefix + ".")
    return citation.startswith(prefix + "(") or citation.startswith(prefix + " ")


def parent(citation: str) -> str | None:
    """The citation one level up, or None for a section or a definition: a subsection's
    subsections are the citations whose parent it is.

    >>> parent("649a.11(c)(3)"), parent("649a.11(c)"), parent("649a.11"), parent("649a.1 Hand")
    ('649a.11(c)', '649a.11', None, None)
    """
    return citation[:citation.rindex("(")] if citation.endswith(")") else None
