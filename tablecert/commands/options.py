"""The options several subcommands of ``tablecert`` share: ``--version``, the suite options
(``--features``, ``--rules-dir``), ``--adapter``, the scale options (``--tables``,
``--scheduler``, ``--shards``) and the bearer token's check. The values options take (the
converters) are :mod:`tablecert.option_values`; the options of ``run`` are
:mod:`tablecert.run_options`.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from pathlib import Path

import tablecert
from tablecert.errors import InputError
from tablecert.run_options import run_option


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


def add_adapter_option(command: argparse.ArgumentParser) -> None:
    """``--adapter SPEC``, the one definition every command that drives a system takes (the
    run option's, :data:`tablecert.run_options.RUN_OPTIONS`)."""
    run_option("--adapter").add_to(command)


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
