"""The ``tablecert`` command: one subcommand a job a lab or vendor engineer runs.

Exit codes: 0 success, 1 a conformance failure or defect found, 2 bad input (a file,
field or option named in the message). The subcommands' options and handlers are
:mod:`tablecert.commands.parser`, :mod:`tablecert.commands.handlers` and
:mod:`tablecert.commands.options`.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Iterator, Sequence
from contextlib import contextmanager

from tablecert.adapters.wire import DEFAULT_BATCH
from tablecert.commands.handlers import Handler
from tablecert.commands.options import refuse_bad_token, use_suite_options
from tablecert.commands.parser import build_parser
from tablecert.errors import InputError

__all__ = ["DEFAULT_BATCH", "entry", "main"]


_CONNECTING = frozenset({"run", "fuzz", "stats", "selftest"})
"""The commands that may send the bearer token to a system."""


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except argparse.ArgumentError as exc:  # a value an option's type refused
        name = f"{exc.argument_name} " if exc.argument_name else ""
        print(f"tablecert: {name}{exc.message}", file=sys.stderr)
        return 2
    handler: Handler = args.handler
    try:
        if args.command in _CONNECTING:
            refuse_bad_token()
        use_suite_options(args)
        return handler(args)
    except InputError as exc:
        from tablecert.reports.escape import terminal

        # the message may quote a vendor's answer or a user's file: shown escaped
        print(f"tablecert: {terminal(str(exc))}", file=sys.stderr)
        return 2
    except OSError as exc:
        if exc.filename is None:
            raise
        from tablecert.reports.escape import terminal

        # a file or folder the user named that the system refuses (ENAMETOOLONG, EACCES, ENOSPC)
        print(f"tablecert: {terminal(str(exc.filename))}: {exc.strerror}", file=sys.stderr)
        return 2


@contextmanager
def _nothing_left_in_the_working_folder() -> Iterator[None]:
    """hypothesis keeps a cache of constants in ``.hypothesis/`` under the working folder even
    with no example database (every fuzzing step of a run would leave one where the user stood):
    a run's is a temporary folder of its own, removed at the end, unless the user set
    ``HYPOTHESIS_STORAGE_DIRECTORY`` (hypothesis's own setting, inherited by the workers)."""
    if os.environ.get("HYPOTHESIS_STORAGE_DIRECTORY"):
        yield
        return
    with tempfile.TemporaryDirectory(prefix="tablecert-hypothesis-") as folder:
        os.environ["HYPOTHESIS_STORAGE_DIRECTORY"] = folder
        try:
            yield
        finally:
            del os.environ["HYPOTHESIS_STORAGE_DIRECTORY"]


def entry() -> None:
    """The ``tablecert`` program. A reader that stops reading (``tablecert coverage | head``)
    ends it quietly, as the Python documentation's note on SIGPIPE advises: no traceback."""
    try:
        with _nothing_left_in_the_working_folder():
            code = main()
        sys.stdout.flush()
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        code = 1
    sys.exit(code)


if __name__ == "__main__":
    entry()
