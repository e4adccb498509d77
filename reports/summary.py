"""What a run found, failures first: the counts, each failed or broken example with the one
command that replays exactly it, and the scenarios by section.

One summary feeds every place a reader looks first: the console's last screen, ``tablecert
run --json``, the banner and failure list at the top of matrix.html and matrix.md, and the
JUnit and Allure writers (which take their section titles and names from here).
"""

from __future__ import annotations

import shlex
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from tablecert.reports.escape import one_line, terminal

__all__ = [
    "SCENARIO_STATUSES",
    "Summary",
    "display_name",
    "replay_command",
    "section_of",
    "section_titles",
    "shell_words",
    "status_words",
    "summarize",
    "system_words",
]

# the statuses of one scenario, worst first; "checked-in-submission" is a check the harness
# made on a file (the Rules Submission validator) without asking the system under test
SCENARIO_STATUSES = ["failed", "error", "waived", "not run", "skipped", "passed", "checked-in-submission",
                     "manual", "not-applicable"]
_WORDS = {"not-applicable": "not applicable", "checked-in-submission": "checked in the submission"}
# the columns of the console's table by section
_COLUMNS = ["passed", "failed", "error", "waived", "manual", "not-applicable", "checked-in-submission",
            "skipped", "not run"]
_SHORT = {"not-applicable": "n/a", "checked-in-submission": "in subm.", "not run": "not run"}


def status_words(status: str) -> str:
    """A status as a reader says it: ``checked-in-submission`` is "checked in the submission"."""
    return _WORDS.get(status, status)


def section_of(citation: str) -> str:
    """``649a.11(c)(3)`` -> ``649a.11``; ``649a.1 Envy Bonus`` -> ``649a.1``."""
    return citation.split("(")[0].split(" ")[0]


def section_titles() -> dict[str, str]:
    """Each section of the regulation texts with its title (the original text's, where a
    later text repeats the section)."""
    from tablecert.regulation_index import load_index

    titles: dict[str, str] = {}
    for c in load_index():
        if c.section not in titles or not c.later:
            titles.setdefault(c.section, c.title)
    return titles


def display_name(verdict: dict[str, Any]) -> str:
    """The scenario's name, and for an outline example its row and values, the name's
    placeholders filled in: ``649a.6(a) An ace completes a straight [example 2: hand=3h 2h Ah,
    odds=35]``; ``Paytable <paytable>: <hand> pays <odds>`` with its row's values.

    >>> display_name({"scenario": "Paytable <p>: <hand>", "example": {"p": "A", "hand": "Flush"},
    ...               "example_index": 3})
    'Paytable A: Flush [example 3: p=A, hand=Flush]'
    """
    name = str(verdict.get("scenario", ""))
    example = verdict.get("example")
    if not example or not isinstance(example, dict):
        return name
    for key, value in example.items():  # an outline's name shows its row's values
        name = name.replace(f"<{key}>", str(value))
    values = ", ".join(f"{k}={v}" for k, v in example.items())
    return f"{name} [example {verdict.get('example_index')}: {values}]"


def replay_command(target: str, scenario: str, *, defect: str | None = None, example: int | None = None,
                   extra: Iterable[str] = ()) -> str:
    """The command that runs exactly this scenario (with ``example``, exactly that row of
    the outline) against the same target, quoted for a POSIX shell: no scenario name can
    expand or run anything when pasted."""
    argv = ["tablecert", "run", *system_words(target), *extra]
    if defect:
        argv += ["--defect", defect]
    argv += ["--scenario", scenario]
    if example is not None:
        argv += ["--example", str(example)]
    return shell_words(argv)


ADAPTER_PREFIX = "adapter "
"""How a report names a system driven through ``--adapter SPEC``: ``adapter SPEC``."""


def system_words(target: str) -> list[str]:
    """The options that drive the system a report names ``target`` again: ``--adapter SPEC``
    for ``adapter SPEC``, else ``--target TARGET``.

    >>> system_words("adapter line-table"), system_words("http://127.0.0.1:8080")
    (['--adapter', 'line-table'], ['--target', 'http://127.0.0.1:8080'])
    """
    if target.startswith(ADAPTER_PREFIX):
        return ["--adapter", target.removeprefix(ADAPTER_PREFIX)]
    return ["--target", target]


def shell_words(words: Iterable[str]) -> str:
    """``words`` as one command line for a POSIX shell (each quoted by :func:`_quote`)."""
    return " ".join(_quote(word) for word in words)


def _quote(word: str) -> str:
    """A word for a POSIX shell: bare when plain, in double quotes when nothing in it means
    anything there (``"the dealer's hand"`` reads better than ``'the dealer'"'"'s hand'``),
    else single-quoted by :func:`shlex.quote`.

    >>> print(_quote("649a.11"), _quote("the dealer's hand"), _quote('say "$HOME"'))
    649a.11 "the dealer's hand" 'say "$HOME"'
    """
    if word and shlex.quote(word) == word:
        return word
    if not any(c in word for c in '"$`\\!') and word.isprintable():
        return f'"{word}"'
    return shlex.quote(word)


@dataclass
class Summary:
    """Counts of scenarios by status, the failures and errors (each with its replay), and the
    counts by section."""

    target: str
    complete: bool
    counts: dict[str, int]
    failures: list[dict[str, Any]] = field(default_factory=list)
    sections: list[dict[str, Any]] = field(default_factory=list)
    # the citations of the matrix with no scenario at all (its "missing" rows), named
    missing: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"target": self.target, "complete": self.complete, "counts": self.counts,
                "failures": self.failures, "sections": self.sections, "missing_citations": self.missing}

    @property
    def ok(self) -> bool:
        return self.complete and not self.failures

    def render_console(self, *, replay_only: bool = False) -> str:
        """The console's last screen: the table by section, then one block per failure
        (citation, example, message, replay), the replay commands once more one to a line
        (so the last screen holds every one), then one line of counts. Every character
        from a feature file or the system is shown escaped (:func:`terminal`)."""
        out: list[str] = []
        if self.sections and not replay_only:
            out += self._table()
        for failure in self.failures:
            out.append("")
            out.append(f"{failure['status'].upper()}  {one_line(failure['citation'])}  "
                       f"{one_line(failure['name'])}")
            out.append(f"  in {one_line(failure.get('feature') or '')} "
                       f"({one_line(failure.get('section_title') or '')})")
            lines = terminal(failure.get("message") or "(no message)").splitlines() or [""]
            shown = lines[:14]
            out += [f"  | {line}" for line in shown]
            if len(lines) > len(shown):
                out.append(f"  | ... {len(lines) - len(shown)} more lines in matrix.md")
            out.append(f"  replay: {terminal(failure['replay'])}")
        if len(self.failures) > 1:
            # the last screen: every failed or broken example's replay, however long the blocks
            out += ["", f"Replay each of the {len(self.failures)} failed or broken examples:"]
            out += [f"  {terminal(f['replay'])}" for f in self.failures]
        out.append("")
        counts = ", ".join(f"{n} {status_words(s)}" for s, n in self.counts.items() if n)
        state = "" if self.complete else "INCOMPLETE (interrupted); "
        out.append(f"tablecert run: {state}{counts or 'no scenario ran'}")
        if self.missing:  # named, never hidden under "nothing failed"
            out.append(f"tablecert run: {terminal(missing_words(self.missing))}")
        return "\n".join(out)

    def _table(self) -> list[str]:
        columns = [c for c in _COLUMNS if any(s["counts"].get(c) for s in self.sections)] or ["passed"]
        width = max(len(s["title"]) for s in self.sections) + 10
        width = min(width, 60)
        head = f"{'section':<{width}}" + "".join(f"{_SHORT.get(c, c):>9}" for c in columns)
        lines = [head, "-" * len(head)]
        for s in self.sections:
            label = one_line(f"{s['section']} {s['title']}")
            label = label if len(label) <= width - 1 else label[:width - 2] + "…"
            marks = "".join(f"{s['counts'].get(c, 0) or '.':>9}" for c in columns)
            lines.append(f"{label:<{width}}{marks}")
        return lines


def missing_words(missing: list[str], *, shown: int = 5) -> str:
    """The citations no scenario speaks to, counted and the first few named.

    >>> missing_words(["649a.10 (later text)"])
    '1 citation with no scenario: 649a.10 (later text)'
    >>> missing_words([f"541.{n}" for n in range(1, 8)])
    '7 citations with no scenario: 541.1, 541.2, 541.3, 541.4, 541.5, … 2 more'
    """
    more = f", … {len(missing) - shown} more" if len(missing) > shown else ""
    noun = "citation" if len(missing) == 1 else "citations"
    return f"{len(missing)} {noun} with no scenario: {', '.join(missing[:shown])}{more}"


def _rank(status: str) -> int:
    return SCENARIO_STATUSES.index(status) if status in SCENARIO_STATUSES else len(SCENARIO_STATUSES)


def summarize(verdicts: list[dict[str, Any]], *, target: str, complete: bool = True,
              defect: str | None = None, extra: Iterable[str] = (),
              titles: dict[str, str] | None = None) -> Summary:
    """The summary of a run's verdicts (``verdicts.json``)."""
    titles = section_titles() if titles is None else titles
    extra = list(extra)
    counts = Counter(v["status"] for v in verdicts)
    ordered = dict(sorted(counts.items(), key=lambda kv: _rank(kv[0])))
    failures = []
    for v in sorted((v for v in verdicts if v["status"] in ("failed", "error")),
                    key=lambda v: (_rank(v["status"]), v.get("feature") or "", v["citation"], v["scenario"],
                                   v.get("example_index") or 0)):
        section = section_of(v["citation"])
        failures.append({
            "status": v["status"], "citation": v["citation"], "scenario": v["scenario"],
            "example": v.get("example"), "example_index": v.get("example_index"),
            "name": display_name(v), "feature": v.get("feature"),
            "section": section, "section_title": titles.get(section, ""),
            "message": v.get("message", ""),
            "also_cites": v.get("discrepancy_citations", []),
            "replay": replay_command(target, v["scenario"], defect=defect, example=v.get("example_index"),
                                     extra=extra),
        })
    by_section: dict[str, Counter[str]] = {}
    for v in verdicts:
        by_section.setdefault(section_of(v["citation"]), Counter())[v["status"]] += 1
    sections = [{"section": s, "title": titles.get(s, ""), "counts": dict(c)}
                for s, c in sorted(by_section.items(), key=lambda kv: _section_key(kv[0]))]
    return Summary(target, complete, ordered, failures, sections)


def _section_key(section: str) -> tuple[Any, ...]:
    """649a.2 before 649a.11: chapters and sections in number order."""
    import re

    return tuple(int(p) if p.isdigit() else p for p in re.split(r"(\d+)", section))
