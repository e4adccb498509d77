"""``tablecert math``: print the par sheet of every paytable, computed by full enumeration,
then the Craps wagers' house edges (537.5a: each Buy and Lay Bet under each reading of the
vigorish), exact."""

from __future__ import annotations

import argparse
import json

from tablecert.commands.craps_math import bundled_craps_lines
from tablecert.oracle.games.craps.par_sheet import render_craps_text
from tablecert.oracle.games.craps.par_sheet import to_json as craps_json
from tablecert.oracle.par_sheet import build_par_sheet, render_text, to_json_dict

__all__ = ["run"]


def run(args: argparse.Namespace) -> int:
    """Print the par sheet as text, or with ``--json`` as one JSON object (the paytables
    under ``paytables``, the Craps wagers under ``craps``)."""
    sheet = build_par_sheet()
    craps = bundled_craps_lines()
    if getattr(args, "json", False):
        print(json.dumps({**to_json_dict(sheet), "craps": craps_json(craps)}, indent=2))
    else:
        print(render_text(sheet) + "\n" + render_craps_text(craps), end="")
    return 0
