"""The values the ``tablecert`` command's options take: each converter is an argparse ``type``
that refuses a bad value before anything runs (exit 2, the option and the value named). The
options of ``tablecert run`` and of the suite's pytest plugin take the same ones
(:mod:`tablecert.run_options`); ``commands/parser.py`` gives them to the other commands."""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable

__all__ = ["LONGEST_WAIT", "capability_set", "defect_name", "fraction", "seconds", "target", "variant_name",
           "whole"]

# Each converter below is an argparse ``type``: a bad value ends the command before anything
# runs, with exit code 2 and a message naming the option and the value
# ("tablecert: --timeout nan: a number of seconds above 0 ...").
LONGEST_WAIT = 86_400.0
"""A day: no request to a system under test is worth waiting longer for."""


def seconds(text: str) -> float:
    """A time limit in seconds: a finite number above 0 and at most a day (``0``, ``nan``,
    ``inf`` and negatives would mean "never wait" or "wait for ever")."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text}: not a number of seconds") from None
    if not math.isfinite(value) or not 0 < value <= LONGEST_WAIT:
        raise argparse.ArgumentTypeError(f"{text}: a number of seconds above 0 and at most "
                                         f"{LONGEST_WAIT:g} (e.g. 10)")
    return value


def whole(low: int, high: int | None = None, what: str = "a whole number") -> Callable[[str], int]:
    """A converter to an ``int`` within ``low``..``high`` (inclusive; no upper bound if None)."""

    def convert(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text}: not {what}") from None
        if value < low or (high is not None and value > high):
            span = f"at least {low}" if high is None else f"{low} to {high}"
            raise argparse.ArgumentTypeError(f"{text}: {what}, {span}")
        return value

    convert.__name__ = what  # argparse names the type in its own messages
    return convert


def fraction(text: str) -> float:
    """A number strictly between 0 and 1 (a rate or an effect size)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text}: not a number") from None
    if not 0 < value < 1:  # NaN fails both comparisons
        raise argparse.ArgumentTypeError(f"{text}: a number between 0 and 1 (e.g. 0.05)")
    return value


def defect_name(text: str) -> str:
    """The name of a catalogued defect (``tablecert defects`` lists them)."""
    from tablecert.reference_system.defects import DEFECTS

    if text not in {d.name for d in DEFECTS}:
        raise argparse.ArgumentTypeError(f"{text}: no catalogued defect of that name; "
                                         "`tablecert defects` lists them")
    return text


def variant_name(text: str) -> str:
    """The name of a compliant variant of the reference system (reference_system/variants.py)."""
    from tablecert.reference_system.variants import VARIANTS

    if text not in {v.name for v in VARIANTS}:
        raise argparse.ArgumentTypeError(f"{text}: no compliant variant of that name; the variants: "
                                         + ", ".join(v.name for v in VARIANTS))
    return text


def capability_set(text: str) -> str:
    """A comma-separated list of capabilities (docs/protocol.md, "Capabilities"), checked and
    handed on as written: ``step-by-step,forced-deck,fault-injection``."""
    from tablecert.adapters.contract import Capability

    names = [n.strip() for n in text.split(",") if n.strip()]
    known = {c.value for c in Capability}
    unknown = [n for n in names if n not in known]
    if unknown or not names:
        raise argparse.ArgumentTypeError(f"{text}: {', '.join(unknown) or 'no capability'}: name "
                                         f"capabilities among {', '.join(sorted(known))}")
    return ",".join(names)


def target(text: str) -> str:
    """``reference``, ``in-process``, or an http(s) URL with a host and a valid port; the
    message never shows the URL's credentials."""
    from urllib.parse import urlsplit

    from tablecert.adapters.http import display_url

    if text in ("reference", "in-process"):
        return text
    try:
        parts = urlsplit(text)
        parts.port  # noqa: B018 - a port that is not a port raises here
        shown = display_url(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"{'[the URL given]' if '@' in text else text}: not a URL "
                                         f"({exc})") from None
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise argparse.ArgumentTypeError(f"{shown}: not a URL (write http://host:port or "
                                         "https://...), 'reference' or 'in-process'")
    return text
