"""The ``tablecert`` command's option values and the options several subcommands share.

The converters are argparse ``type``s that refuse a bad value before anything runs (exit 2,
the option and the value named); beside them ``--version``, the suite options
(``--features``, ``--rules-dir``), the scale options (``--tables``, ``--scheduler``,
``--shards``) and the bearer token's check.
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable, Sequence
from pathlib import Path

import tablecert
from tablecert.errors import InputError

# ---------------------------------------------------------------- option values
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


def refuse_bad_token() -> None:
    """A bearer token with a control character (a newline pasted with it) is refused before
    anything runs, without printing it: it could not be sent in a header, and the error an
    HTTP library gives for it would quote it whole."""
    from tablecert.adapters.http import TokenError, check_token

    try:
        check_token()
    except TokenError as exc:
        raise InputError(str(exc)) from None


class VersionAction(argparse.Action):
    """``--version``: the harness version and the sha256 of the bundled suite (the one the
    evidence records as ``bundled_suite_sha256``), computed only when asked."""

    def __init__(self, option_strings: Sequence[str], dest: str, **kwargs: object) -> None:
        super().__init__(option_strings, dest, nargs=0,
                         help="print the version and the bundled suite's sha256")

    def __call__(self, parser: argparse.ArgumentParser, *_: object) -> None:
        from tablecert.reports.evidence import suite_sha256

        try:
            print(f"tablecert {tablecert.__version__}\nbundled suite sha256 {suite_sha256()}")
        except InputError as exc:
            parser.exit(2, f"tablecert: {exc}\n")
        parser.exit(0)


def suite_options_parser() -> argparse.ArgumentParser:
    """``--features`` and ``--rules-dir``: a lab's own edition of the suite or of the Rules
    Submissions, in place of (features) or before (Rules Submissions) the bundled ones."""
    options = argparse.ArgumentParser(add_help=False)
    options.add_argument("--features", default=None, metavar="DIR",
                         help="run the feature files of DIR instead of the bundled suite")
    options.add_argument("--rules-dir", default=None, metavar="DIR",
                         help="look up a scenario's Rules Submission by name in DIR first, then "
                         "among the bundled ones")
    return options


def use_suite_options(args: argparse.Namespace) -> None:
    """Hand ``--features`` and ``--rules-dir`` to everything that reads them, in this process
    and in the pytest processes it starts, through the environment (the options are the only
    source: a variable left from elsewhere is cleared); a folder that is not there or holds
    nothing of its kind is refused here (exit 2)."""
    import os

    from tablecert.resources import FEATURES_VARIABLE, RULES_DIR_VARIABLE, features_dir, rules_dir

    for value, variable, check in ((getattr(args, "features", None), FEATURES_VARIABLE, features_dir),
                                   (getattr(args, "rules_dir", None), RULES_DIR_VARIABLE, rules_dir)):
        if value is None:
            os.environ.pop(variable, None)
            continue
        os.environ[variable] = str(Path(value).resolve())
        check()


ADAPTER_HELP = ("drive a system that does not speak HTTP through a Python adapter: module:factory or "
                "a tablecert.adapters entry point name, in place of --target (docs/adapters.md); its "
                "calls keep the bounds of an HTTP request (--timeout)")


def add_adapter_option(command: argparse.ArgumentParser) -> None:
    """``--adapter SPEC``, the one definition every command that drives a system takes."""
    command.add_argument("--adapter", default=None, metavar="SPEC", help=ADAPTER_HELP)


def add_scale_options(command: argparse.ArgumentParser) -> None:
    """--tables, --scheduler and --shards, as ``stats`` and ``fuzz`` both take them."""
    command.add_argument("--tables", type=int, default=1, metavar="N",
                         help="drive N tables of the system at once, each its own connection and "
                         "seed (the result depends on the seed and N only)")
    command.add_argument("--scheduler", default=None, metavar="ADDRESS",
                         help="run in shards on a Dask cluster: tcp://host:8786 (an existing "
                         "scheduler) or local:W (W local worker processes); needs tablecert[cluster]")
    command.add_argument("--shards", type=int, default=None, metavar="S",
                         help="with --scheduler: split the run into S shards (default 64); the same "
                         "seed and S give the same result on any number of workers")
