"""Every citation of the regulation texts tablecert ships (tablecert/regulations/), with
its words: the spine of the coverage listing and the traceability matrix.

The texts are the Pennsylvania Bulletin's: a section starts "§ 649a.11. Title." and its
paragraphs are marked (a), (1), (i), (A) at four levels. A marker is taken as one only
where a paragraph can begin (it is followed by a capital letter), so "subsection (f),"
inside a sentence is not one. "(i)", "(v)" and "(x)" are a letter or a roman numeral by
context: roman where the text before ends a lead-in (":") or continues a roman list.
Definitions are cited as section and term: "649a.1 Envy Bonus".
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from tablecert.oracle.citations import SECTION
from tablecert.resources import regulations_dir

__all__ = ["Citation", "chapter_titles", "chapters", "load_index"]
LATER_649A_10 = "004_80436e4acd3c8fb0.txt"

_SECTION = re.compile(rf"§\s*({SECTION})\.\s+([^.§]+?)\.(?=\s)")
_MARKER = re.compile(r"(?:(?<=\s)|^)\(([a-z]{1,4}|\d{1,2}|[A-Z])\)\s+(?=[A-Z\"'‘“$]|\d)")
_ROMAN = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii"]
_TERM = re.compile(r"^\s*([A-Z][\w' ,\-]{1,60}?)\s*—")
_DEFINITIONS = "Definitions"


@dataclass(frozen=True, slots=True)
class Citation:
    citation: str
    section: str
    title: str  # the section's title
    text: str
    source: str  # the file it comes from
    line: int
    later: bool = False  # from the later text of 649a.10 (004_…)
    elided: bool = False  # a subsection the 2010 text elides ("* * * * *"): known, not printed

    @property
    def chapter(self) -> str:
        return self.section.split(".")[0]

    @property
    def depth(self) -> int:
        return self.citation.count("(")


def _level(marker: str, stack: list[str], before: str) -> int:
    """1 (a), 2 (1), 3 (i), 4 (A), given the open paragraph stack and the text before."""
    if marker.isdigit():
        return 2
    if marker.isupper():
        return 4
    if marker not in _ROMAN:
        return 1
    # "(i)", "(v)", "(x)": a letter at level 1 or a roman numeral at level 3
    roman = len(stack) >= 3 and stack[2] in _ROMAN
    continues_roman = roman and _ROMAN.index(stack[2]) + 1 < len(_ROMAN) and \
        _ROMAN[_ROMAN.index(stack[2]) + 1] == marker
    starts_roman = marker == "i" and len(stack) >= 2 and before.rstrip().endswith(":")
    if continues_roman or starts_roman:
        return 3
    next_letter = chr(ord(stack[0]) + 1) if stack and stack[0].isalpha() else "a"
    if marker == next_letter:
        return 1
    return 3 if len(stack) >= 2 else 1


def _paragraphs(section: str, title: str, body: str, source: str, first_line: int,
                later: bool) -> list[Citation]:
    out: list[Citation] = []
    if title == _DEFINITIONS:
        for offset, line in enumerate(body.splitlines()):
            match = _TERM.match(line)
            if match and "(" not in match.group(1):
                term = match.group(1).strip()
                out.append(Citation(f"{section} {term}", section, title, line.strip(), source,
                                    first_line + offset, later))
        return out
    out.append(Citation(section, section, title, title + ".", source, first_line, later))
    stack: list[str] = []
    matches = list(_MARKER.finditer(body))
    for i, match in enumerate(matches):
        marker = match.group(1)
        before = body[matches[i - 1].end():match.start()] if i else body[:match.start()]
        level = _level(marker, stack, before)
        del stack[level - 1:]
        while len(stack) < level - 1:
            stack.append("?")
        stack.append(marker)
        end = matches[i + 1].start() if i + 1 < len(matches) else len(body)
        text = body[match.start():end].strip()
        at_line = first_line + body.count("\n", 0, match.start())
        citation = section + "".join(f"({m})" for m in stack)
        out.append(Citation(citation, section, title, text, source, at_line, later))
    if "* * * * *" in " ".join(body.split()):
        out = _with_elisions(out)
    return out


def _with_elisions(printed: list[Citation]) -> list[Citation]:
    """The 2010 text prints some subsections and elides the rest: a printed (d) means
    (a)-(c) exist, unprinted. List them, so a scenario may account for them."""
    out: list[Citation] = []
    seen = {c.citation for c in printed}
    for c in printed:
        parts = re.findall(r"\(([^)]+)\)", c.citation)
        if parts:
            parent = c.section + "".join(f"({p})" for p in parts[:-1])
            last = parts[-1]
            if last.isdigit() or (len(last) == 1 and last.islower()):
                missing = ([str(n) for n in range(1, int(last))] if last.isdigit()
                           else [chr(o) for o in range(ord("a"), ord(last))])
                for m in missing:
                    cite = f"{parent}({m})"
                    if cite not in seen:
                        seen.add(cite)
                        out.append(Citation(cite, c.section, c.title, "* * * * *", c.source, c.line,
                                            c.later, elided=True))
        out.append(c)
    return out


def _number(section: str) -> tuple[str, int, str]:
    chapter, number = section.split(".")
    digits = "".join(ch for ch in number if ch.isdigit())
    return chapter, int(digits), number[len(digits):]


def _headers(text: str) -> list[re.Match[str]]:
    """Section headers, in order. A cross-reference that happens to read like a header
    ("in accordance with § 649a.7. The dealer shall ...") goes backwards within its
    chapter, and is dropped."""
    kept: list[re.Match[str]] = []
    for match in _SECTION.finditer(text):
        chapter, number, suffix = _number(match.group(1))
        if kept:
            last_chapter, last_number, last_suffix = _number(kept[-1].group(1))
            if chapter == last_chapter and (number, suffix) <= (last_number, last_suffix):
                continue
        kept.append(match)
    return kept


@cache
def load_index() -> tuple[Citation, ...]:
    """Every citation in the bundled regulation texts, in the order they appear."""
    found: list[Citation] = []
    for path in sorted(regulations_dir().glob("*.txt")):
        text = path.read_text(encoding="utf-8")
        if path.name == LATER_649A_10:
            start = text.index("(a)")
            found += _paragraphs("649a.10", "Procedures for dealing the cards from an automated "
                                 "dealing shoe", text[start:], path.name,
                                 text.count("\n", 0, start) + 1, later=True)
            continue
        headers = _headers(text)
        for i, header in enumerate(headers):
            end = headers[i + 1].start() if i + 1 < len(headers) else len(text)
            chapter_break = text.find("CHAPTER", header.end(), end)
            if chapter_break != -1:
                end = chapter_break
            body = text[header.end():end]
            line = text.count("\n", 0, header.end()) + 1
            found += _paragraphs(header.group(1), header.group(2).strip(), body, path.name, line,
                                 later=False)
    return tuple(found)


def chapters() -> list[str]:
    return sorted({c.chapter for c in load_index()}, key=lambda ch: (len(ch), ch))


_CHAPTER = re.compile(r"CHAPTER\s+(\d+[a-z]?)\.\s+(.+?)\s*(?:Sec\.|\n\s*\n|§)", re.DOTALL)
_SMALL_WORDS = {"And": "and", "Of": "of", "The": "the"}


@cache
def chapter_titles() -> dict[str, str]:
    """Each chapter of the bundled texts with its title as the text heads it ("CHAPTER 649a.
    THREE CARD POKER"), in the reader's case: ``{"649a": "Three Card Poker", ...}``. A chapter
    whose heading the texts do not hold (643a's text begins at 643a.8) has no title."""
    titles: dict[str, str] = {}
    for path in sorted(regulations_dir().glob("*.txt")):
        for match in _CHAPTER.finditer(path.read_text(encoding="utf-8")):
            words = " ".join(_SMALL_WORDS.get(w, w) for w in match.group(2).title().split())
            titles.setdefault(match.group(1), words)
    return titles
