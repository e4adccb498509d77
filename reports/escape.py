"""One escaping function per medium a report writes: terminal, Markdown, HTML, XML, JSON.

Every string that reaches a report may come from the system under test (an error message, a
system name) or from a user's file (a scenario name, a Rules Submission). It is untrusted
wherever it lands: a vendor's message must not recolour or retitle the inspector's
terminal, close a Markdown code fence, open a ``<script>``, break junit.xml's XML, or carry a
lone surrogate that makes a JSON writer raise halfway through a run. The renderers call these
functions and nothing else; no ad-hoc ``replace`` elsewhere.

>>> terminal("red \\x1b[31mtext\\x1b[0m")
'red \\\\x1b[31mtext\\\\x1b[0m'
>>> markdown_inline("a `b` | *c*")
'a \\\\`b\\\\` \\\\| \\\\*c\\\\*'
>>> code_block("```\\nrm -rf /\\n```").startswith("````")
True
"""

from __future__ import annotations

import html as _html
import re
from typing import Any

__all__ = [
    "code_block",
    "code_span",
    "html_text",
    "html_visible",
    "json_safe",
    "markdown_inline",
    "one_line",
    "scrub",
    "terminal",
    "xml_text",
]

# C0 controls but tab and newline, DEL, C1 controls, and the bidirectional overrides and
# isolates that make text read differently from what it is ("Trojan source")
_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")
# what XML 1.0 cannot hold at all (escaped or not): C0 controls but tab, newline and carriage
# return, and U+FFFE/U+FFFF (lone surrogates are gone after scrub)
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")
# the characters that start or end Markdown markup anywhere in a line (CommonMark lets any
# ASCII punctuation be escaped with a backslash; these are the ones that do something inline)
_MARKDOWN = re.compile(r"([\\`*_\[\]<>|~&!#])")
_BACKTICKS = re.compile("`+")


def scrub(text: str) -> str:
    """The text as valid Unicode: a lone surrogate (what a vendor's invalid UTF-8 becomes
    after ``surrogateescape``) is shown as ``\\udcxx`` instead of raising in every encoder."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return text.encode("utf-8", "backslashreplace").decode("utf-8")
    return text


def _visible(match: re.Match[str]) -> str:
    code = ord(match.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def terminal(text: str) -> str:
    """For a terminal: control characters and escape sequences shown as ``\\x1b``, so that
    no text can move the cursor, change colours or set the window title; newlines and tabs
    kept (a multi-line discrepancy stays readable)."""
    return _CONTROL.sub(_visible, scrub(text))


def one_line(text: str) -> str:
    """For a terminal line or a table cell: :func:`terminal`, with line breaks as spaces."""
    return " ".join(terminal(text).split())


def html_visible(text: str) -> str:
    """Text an HTML template engine escapes next (``<>&"'``): what HTML may not hold, the
    control characters and lone surrogates, shown escaped first (:func:`html_text` without
    the entities)."""
    return _CONTROL.sub(_visible, scrub(text))


def html_text(text: str) -> str:
    """For HTML text and attribute values: ``<>&"'`` as entities, control characters shown
    escaped (HTML may not hold them)."""
    return _html.escape(_CONTROL.sub(_visible, scrub(text)), quote=True)


def markdown_inline(text: str) -> str:
    """For running Markdown text and table cells: markup characters backslash-escaped, line
    breaks as spaces, control characters shown escaped: no vendor text can start emphasis,
    a link, raw HTML, a code span or a new table cell."""
    return _MARKDOWN.sub(r"\\\1", one_line(text))


def code_span(text: str) -> str:
    """A Markdown code span that the text cannot close: delimited by one more backtick than
    its longest run of backticks (CommonMark), padded when it starts or ends with one."""
    text = one_line(text)
    fence = "`" * (max((len(m) for m in _BACKTICKS.findall(text)), default=0) + 1)
    pad = " " if text.startswith("`") or text.endswith("`") or not text.strip() else ""
    return f"{fence}{pad}{text}{pad}{fence}"


def code_block(text: str, info: str = "") -> str:
    """A fenced Markdown code block that the text cannot close: its fence is longer than
    any run of backticks in the text (at least three)."""
    text = terminal(text)
    fence = "`" * max(3, max((len(m) for m in _BACKTICKS.findall(text)), default=0) + 1)
    return f"{fence}{info}\n{text}\n{fence}"


def xml_text(text: str) -> str:
    """For XML (junit.xml) before an XML writer escapes ``<>&``: characters XML 1.0 cannot
    hold are shown escaped, so the file always parses."""
    return _NOT_XML.sub(_visible, scrub(text))


def json_safe(value: Any) -> Any:
    """A JSON-ready copy of ``value`` whose every string is valid Unicode (:func:`scrub`);
    ``json.dumps`` escapes control characters itself."""
    if isinstance(value, str):
        return scrub(value)
    if isinstance(value, dict):
        return {scrub(str(k)): json_safe(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [json_safe(v) for v in value]
    return value
