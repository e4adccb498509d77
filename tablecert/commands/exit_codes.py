"""What each command's exit code means: one table, printed at the end of every ``--help`` and
in README.md's "What tablecert promises" (tests/test_promises.py keeps the two equal)."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["EXIT_CODES", "ExitCodes", "help_epilog", "markdown_rows"]


@dataclass(frozen=True)
class ExitCodes:
    """The meaning of 0 and 1 for some commands, and of any other code they give; 2 is bad
    input for every command."""

    commands: tuple[str, ...]
    success: str
    failure: str = ""
    other: str = ""


EXIT_CODES = (
    ExitCodes(("run",), "every scenario passed (or every failure waived)",
              "a failed or broken scenario, or interrupted",
              "2 also: no scenario selected, or the report could not be swapped in"),
    ExitCodes(("stats",), "every check passed", "a check failed or is an error, or the cluster failed",
              "3 inconclusive"),
    ExitCodes(("fuzz", "selftest"), "nothing found",
              "a discrepancy found; a defect escaped or the control failed"),
    ExitCodes(("contract",), "no violation", "violations"),
    ExitCodes(("verify",), "every check holds",
              "a changed, missing or added file, a link, or a bad signature",
              "2 also: no attestation, a bad key"),
    ExitCodes(("validate", "keygen", "report", "coverage", "defects", "math", "interpretations", "serve",
               "docs"),
              "done"),
)
BAD_INPUT = "2 bad input (the file, line, field or option is named in the message)"


def _of(command: str) -> ExitCodes:
    return next(row for row in EXIT_CODES if command in row.commands)


def help_epilog(command: str | None = None) -> str:
    """The exit codes of ``command``, one a line, as its ``--help`` ends; for the program's own
    ``--help`` (None) the codes every command shares."""
    if command is None:
        return ("exit codes: 0 success, 1 a failure found, 2 bad input (the file, line, field or option\n"
                "is named); 'tablecert COMMAND --help' says what each means for that command\n\n"
                "documents: the docs/*.md files that help and messages name ship with tablecert;\n"
                "'tablecert docs' lists them, 'tablecert docs docs/protocol.md' prints one")
    row = _of(command)
    bad = BAD_INPUT
    lines = [f"  0  {row.success}"] + ([f"  1  {row.failure}"] if row.failure else [])
    extra = row.other
    if extra.startswith("2 also: "):
        bad, extra = f"{bad}; also {extra.removeprefix('2 also: ')}", ""
    lines.append(f"  {bad[:1]}  {bad[2:]}")
    if extra:
        lines.append(f"  {extra[:1]}  {extra[2:]}")
    return "\n".join(["exit codes:", *lines])


def markdown_rows() -> list[str]:
    """The rows of README.md's exit-code table."""
    rows = []
    for row in EXIT_CODES:
        cells = (", ".join(f"`{c}`" for c in row.commands), row.success, row.failure, row.other)
        rows.append("|" + "|".join(f" {cell} " if cell else " " for cell in cells) + "|")
    return rows
