"""The Rules Submission's YAML, read field by field: every game's parser uses it (601a.2, 521.2).

A Rules Submission is a YAML file (docs/rules-submission.md). :func:`read_rules_yaml` composes
it, keeping each field's line, and :class:`RulesReader` lets a game's parser take its fields
through converters (:func:`one_of`, :func:`whole_number`, :func:`true_or_false`,
:func:`money_field`, :func:`percent_field`), recording every violation with its field, line
and subsection, so that :class:`RulesSubmissionError` reports them all at once.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction
from typing import Any, TypeVar

import yaml

from tablecert.oracle.errors import TablecertError
from tablecert.oracle.money import Cents, MoneyError, parse_money

__all__ = [
    "RulesReader",
    "RulesSubmissionError",
    "Violation",
    "money_field",
    "one_of",
    "percent_field",
    "read_rules_yaml",
    "true_or_false",
    "whole_number",
]


@dataclass(frozen=True, slots=True)
class Violation:
    field: str
    message: str
    citation: str
    line: int | None = None

    def __str__(self) -> str:
        return f"{self.field}: {self.message} ({self.citation})"

    def located(self, source: str) -> str:
        """``file:line: field: message (citation)``, the form compilers use."""
        where = f"{source}:{self.line}" if self.line else source
        return f"{where}: {self}"


_SHOWN_PROBLEMS = 20
"""A file that is not a Rules Submission at all gets its first 20 problems listed, then a count."""
_FIELD_NAME = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_ .-]{0,39}")


def _fragment(key: str) -> str:
    """An unknown field's name as a message may quote it: whole when it looks like a field name,
    else only its first few name characters (a file that is not YAML of ours, ``/etc/shadow``,
    must not have its lines echoed)."""
    if _FIELD_NAME.fullmatch(key):
        return key
    head = re.match(r"[A-Za-z0-9_-]{0,12}", key)
    return f"{head.group(0) if head else ''}... ({len(key)} characters, not a field name; not shown)"


class RulesSubmissionError(TablecertError, ValueError):
    """An invalid Rules Submission; ``violations`` lists every problem found."""

    def __init__(self, source: str, violations: list[Violation]) -> None:
        self.source = source
        self.violations = violations
        lines = "\n".join(f"  {v.located(source)}" for v in violations[:_SHOWN_PROBLEMS])
        if len(violations) > _SHOWN_PROBLEMS:
            lines += f"\n  ... and {len(violations) - _SHOWN_PROBLEMS} more"
        count = f"{len(violations)} problem{'s' if len(violations) != 1 else ''}"
        super().__init__(f"{source}: invalid Rules Submission ({count}):\n{lines}")


_T = TypeVar("_T")


class RulesReader:
    """Walks a Rules Submission's YAML, recording each field's line and every violation;
    the parsers of every game read their fields through it (:func:`read_rules_yaml`)."""

    def __init__(self, source: str, root: yaml.Node | None) -> None:
        self.source = source
        self.violations: list[Violation] = []
        self.lines: dict[str, int] = {}
        self.data: Any = {}
        # a scalar's value as yaml.safe_load gives it: composing resolved its tag already
        self._constructor = yaml.constructor.SafeConstructor()
        self.data = self._plain(root, "") if root is not None else {}

    def _plain(self, node: yaml.Node, path: str, line: int | None = None) -> Any:
        """Plain Python values, recording each field's line (the key's line, so a section
        is reported where its name stands) and refusing a field given twice."""
        self.lines[path] = line or node.start_mark.line + 1
        if isinstance(node, yaml.MappingNode):
            out: dict[str, Any] = {}
            for key_node, value_node in node.value:
                key = str(key_node.value)
                sub = f"{path}.{key}" if path else key
                key_line = key_node.start_mark.line + 1
                if key in out:
                    self.lines[sub] = key_line
                    self.fail(sub, f"given twice (first on line {self.lines.get(sub + '#first')}); "
                              "a Rules Submission states each choice once", "601a.2")
                    continue
                self.lines[sub + "#first"] = key_line
                out[key] = self._plain(value_node, sub, key_line)
            return out
        if isinstance(node, yaml.SequenceNode):
            return [self._plain(v, f"{path}[{i}]") for i, v in enumerate(node.value)]
        assert isinstance(node, yaml.ScalarNode)
        try:
            return self._constructor.construct_object(node, deep=True)
        except yaml.YAMLError as exc:  # a tag of no plain value: !python/name, !custom ...
            problem = getattr(exc, "problem", None) or str(exc)
        except (ValueError, KeyError, AttributeError, TypeError):  # !!int abc, !!bool maybe ...
            tag = node.tag.replace("tag:yaml.org,2002:", "!!")
            problem = f"{node.value!r} is not a value of the tag {tag}"
        self.fail(path, f"not a plain YAML value: {problem}", "docs/rules-submission.md")
        return None

    def fail(self, path: str, message: str, citation: str) -> None:
        self.violations.append(Violation(path, message, citation, self.lines.get(path)))

    def section(self, path: str, allowed: set[str], citation: str) -> Mapping[str, Any]:
        value = self.get(path) if path else self.data
        if value is None:
            return {}
        if not isinstance(value, dict):
            self.fail(path, f"expected a section of fields, got {value!r}", citation)
            return {}
        for key in sorted(set(value) - allowed):
            shown = f"{path}.{_fragment(key)}" if path else _fragment(key)
            self.lines.setdefault(shown, self.lines.get(f"{path}.{key}" if path else key, 0))
            self.fail(shown, f"unknown field; the fields here are {', '.join(sorted(allowed))}",
                      "docs/rules-submission.md")
        return value

    def get(self, path: str) -> Any:
        node: Any = self.data
        for part in path.split("."):
            if not isinstance(node, dict) or part not in node:
                return None
            node = node[part]
        return node

    def convert(self, path: str, parse: Callable[[Any], _T], default: _T, citation: str) -> _T:
        raw = self.get(path)
        if raw is None:
            return default
        try:
            return parse(raw)
        except (ValueError, TypeError, KeyError) as exc:
            message = exc.args[0] if exc.args else str(exc)
            self.fail(path, str(message), citation)
            return default

    def require(self, path: str, citation: str, what: str) -> bool:
        if self.get(path) is None:
            self.fail(path, f"missing: the Rules Submission must state {what}", citation)
            return False
        return True


def one_of(kind: type[StrEnum]) -> Callable[[Any], Any]:
    """A field converter taking one value of ``kind`` by its words; the message lists them.
    Every game's Rules Submission reads its choices through it."""

    def parse(raw: Any) -> Any:
        try:
            return kind(str(raw))
        except ValueError:
            choices = ", ".join(repr(k.value) for k in kind)
            raise ValueError(f"{raw!r} is not one of {choices}") from None

    return parse


def whole_number(raw: Any) -> int:
    """A field converter taking a whole number (not true/false)."""
    if isinstance(raw, bool) or not isinstance(raw, int):
        raise ValueError(f"expected a whole number, got {raw!r}")
    return raw


def true_or_false(raw: Any) -> bool:
    """A field converter taking true or false."""
    if not isinstance(raw, bool):
        raise ValueError(f"expected true or false, got {raw!r}")
    return raw


def money_field(raw: Any) -> Cents:
    """A field converter taking an amount of money: YAML ``1000`` means $1,000, not 1000 cents."""
    if isinstance(raw, bool):
        raise MoneyError(f"{raw!r} is not an amount of money")
    if isinstance(raw, int):  # YAML 1000 means $1,000, not 1000 cents
        return raw * 100
    if isinstance(raw, float):
        return parse_money(f"{raw:.2f}")
    return parse_money(str(raw))


def percent_field(raw: Any) -> Fraction:
    """A field converter taking a percentage (``14%``)."""
    text = str(raw).strip().removesuffix("%").strip()
    try:
        return Fraction(text)
    except ValueError:
        raise ValueError(f"{raw!r} is not a percentage (write it like '14%')") from None


# libyaml's parser where the platform has it (same nodes and marks, several times faster)
_LOADER: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def read_rules_yaml(text: str, source: str) -> RulesReader:
    """The YAML of a Rules Submission of any game, ready to be read field by field with
    each field's line kept for the violations (RulesSubmissionError if it is not a YAML
    mapping at all)."""
    _refuse_aliases(text, source)
    try:
        root = yaml.compose(text, Loader=_LOADER)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark is not None else None
        raise RulesSubmissionError(
            source, [Violation("(file)", f"not valid YAML: {exc}", "docs/rules-submission.md", line)]
        ) from None
    try:
        r = RulesReader(source, root)
    except RecursionError:  # libyaml stops flow nesting at 1,000; block nesting goes on
        raise RulesSubmissionError(source, [Violation(
            "(file)", "nested deeper than any Rules Submission", "docs/rules-submission.md",
            None)]) from None
    if root is not None and not isinstance(root, yaml.MappingNode):
        r.fail("(file)", "a Rules Submission is a YAML mapping of fields", "docs/rules-submission.md")
        raise RulesSubmissionError(source, r.violations)
    return r


def _refuse_aliases(text: str, source: str) -> None:
    """A YAML alias (``*name``, a merge key ``<<: *name`` too) is refused with its field and
    line, before anything is built: a Rules Submission states each value where it applies,
    and an alias can make a document of a few hundred bytes expand to gigabytes ("billion
    laughs") or refer to itself. Read from the parser's events, which never expand one."""
    if "*" not in text:  # no alias without an asterisk
        return
    # per open collection: a mapping's current key (None while a key is awaited) or a
    # sequence's current index
    open_: list[tuple[bool, Any]] = []
    try:
        for event in yaml.parse(text, Loader=_LOADER):
            if isinstance(event, yaml.AliasEvent):
                field = ""
                for is_map, at in open_:
                    if is_map and at is not None:
                        field += f".{at}" if field else str(at)
                    elif not is_map:
                        field += f"[{at}]"
                raise RulesSubmissionError(source, [Violation(
                    field or "(file)", f"a YAML alias (*{event.anchor}): write the value out; "
                    "aliases and merge keys are not read in a Rules Submission",
                    "docs/rules-submission.md",
                    event.start_mark.line + 1 if event.start_mark is not None else None)])
            if isinstance(event, yaml.MappingStartEvent | yaml.SequenceStartEvent):
                open_.append((isinstance(event, yaml.MappingStartEvent),
                              None if isinstance(event, yaml.MappingStartEvent) else 0))
                continue
            if isinstance(event, yaml.MappingEndEvent | yaml.SequenceEndEvent):
                open_.pop()
            elif not isinstance(event, yaml.ScalarEvent):
                continue
            elif open_ and open_[-1][0] and open_[-1][1] is None:
                open_[-1] = (True, event.value)  # a key: its value comes next
                continue
            if open_:  # a value is complete: the next key, or the next item
                is_map, at = open_[-1]
                open_[-1] = (True, None) if is_map else (False, at + 1)
    except yaml.YAMLError:
        return  # composing reports it, with its line
