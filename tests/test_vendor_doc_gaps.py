"""The documents agree with the harness on every point of the vendor's gap list (issue #24,
item 5; ``vendor-doc-gaps.md``): docs/protocol.md maps each point to the section that
answers it, and each section exists and holds an example (a fenced request and answer)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PROTOCOL = (ROOT / "docs" / "protocol.md").read_text(encoding="utf-8")

GAP_POINTS = [*(str(n) for n in range(1, 13)), "H1", "H2", "H3", "tooling"]
"""The list's twelve documentation gaps, the three places it believes the harness wrong,
and its tooling point."""


def _slug(heading: str) -> str:
    """The anchor a Markdown renderer (GitHub's rule) gives a heading."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def _sections() -> dict[str, str]:
    """Each heading's anchor and the text under it, up to the next heading of any level."""
    parts = re.split(r"^(#{2,4} .+)$", PROTOCOL, flags=re.MULTILINE)
    return {_slug(head.lstrip("#")): body for head, body in zip(parts[1::2], parts[2::2], strict=True)}


def _rows() -> dict[str, str]:
    """The gap table: point -> anchor."""
    rows = re.findall(r"^\| (\w+) \| .+? \| \[.+?\]\(#([\w\-]+)\) \|$", PROTOCOL, flags=re.MULTILINE)
    return dict(rows)


def test_every_point_of_the_gap_list_has_a_row() -> None:
    assert list(_rows()) == GAP_POINTS


def test_each_answer_exists_and_holds_an_example() -> None:
    sections = _sections()
    for point, anchor in _rows().items():
        assert anchor in sections, f"gap {point}: no section #{anchor} in docs/protocol.md"
        assert "```" in sections[anchor], f"gap {point}: section #{anchor} has no example"


def test_the_documents_no_longer_say_what_the_harness_does_not_do() -> None:
    """The contradictions the list found: a misdeal on a stub-count round "without
    reshuffle" (649a.13(c) reshuffles), `scripted-round` required of every system."""
    assert "without reshuffle" not in PROTOCOL
    assert "**required**: `run` and `fuzz` play every round through this endpoint" not in PROTOCOL
