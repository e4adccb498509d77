"""The ``tablecert`` command: one subcommand a job a lab or vendor engineer runs.

Exit codes: 0 success, 1 a conformance failure or defect found, 2 bad input (a file,
field or option named in the message).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence

__all__ = ["main"]

Handler = Callable[[argparse.Namespace], int]


def _cmd_math(args: argparse.Namespace) -> int:
    from tablecert.commands.math import run

    return run(args)


def _build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="tablecert",
        description="Conformance test harness for table-game systems (58 Pa. Code).",
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    math = sub.add_parser("math", help="print the par sheet of every paytable, by full enumeration")
    math.add_argument("--json", action="store_true", help="one JSON object on stdout")
    math.set_defaults(handler=_cmd_math)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = _build_parser()
    args = parser.parse_args(argv)
    handler: Handler = args.handler
    return handler(args)


if __name__ == "__main__":
    sys.exit(main())
