"""``tablecert math``: print the par sheet of every paytable, computed by full enumeration."""

from __future__ import annotations

import argparse
import json

from oracle.par_sheet import build_par_sheet, render_text, to_json_dict

__all__ = ["run"]


def run(args: argparse.Namespace) -> int:
    """Print the par sheet as text, or with ``--json`` as one JSON object."""
    sheet = build_par_sheet()
    if getattr(args, "json", False):
        print(json.dumps(to_json_dict(sheet), indent=2))
    else:
        print(render_text(sheet), end="")
    return 0
