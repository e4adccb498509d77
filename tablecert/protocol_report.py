"""What ``tablecert contract`` found (:mod:`tablecert.protocol_check`): each operation's
requests and violations, each violation with the request that showed it and a curl command
that sends it again. Every byte from the system is untrusted: messages are cut short and
stripped of control characters before they reach a terminal or a report (:func:`clean`)."""

from __future__ import annotations

from dataclasses import dataclass, field

__all__ = ["EXCERPT_LIMIT", "MESSAGE_LIMIT", "ContractReport", "OperationReport", "Violation", "clean"]

MESSAGE_LIMIT = 1200
EXCERPT_LIMIT = 300


def clean(text: str, limit: int = MESSAGE_LIMIT) -> str:
    """``text`` fit for a terminal and an XML report: control characters (an ANSI escape, a
    NUL) shown as ``\\xNN``, lone surrogates replaced, cut to ``limit`` characters."""
    out = []
    for ch in text:
        code = ord(ch)
        if ch in "\n\t":
            out.append(ch)
        elif code < 32 or 127 <= code < 160 or 0xD800 <= code <= 0xDFFF or code in (0xFFFE, 0xFFFF):
            out.append(f"\\x{code:02x}" if code < 256 else "\ufffd")
        else:
            out.append(ch)
    result = "".join(out)
    return result if len(result) <= limit else result[: limit - 3] + "..."


@dataclass(frozen=True)
class Violation:
    """One way the system broke the contract: which operation, which check, what was wrong,
    the request that showed it and a curl command that sends it again (token redacted)."""

    operation: str
    check: str
    title: str
    message: str
    request: str
    curl: str
    phase: str

    def render(self) -> str:
        return (f"{self.operation}: {self.title} [{self.check}, {self.phase}]\n"
                f"  {self.message.replace(chr(10), chr(10) + '  ')}\n"
                f"  request: {self.request}\n  replay:  {self.curl}")


@dataclass
class OperationReport:
    """What was sent to one operation and what broke; ``skipped`` says why it was not checked."""

    label: str
    requests: int = 0
    violations: list[Violation] = field(default_factory=list)
    skipped: str = ""
    _seen: set[tuple[str, str]] = field(default_factory=set, repr=False)

    def add(self, violation: Violation) -> None:
        """Keep the first request that shows each distinct problem (check and title)."""
        key = (violation.check, violation.title)
        if key not in self._seen:
            self._seen.add(key)
            self.violations.append(violation)


@dataclass
class ContractReport:
    target: str
    document: str
    operations: dict[str, OperationReport]
    notes: list[str] = field(default_factory=list)
    out_of_time: bool = False
    seconds: float = 0.0

    @property
    def violations(self) -> list[Violation]:
        return [v for op in self.operations.values() for v in op.violations]
