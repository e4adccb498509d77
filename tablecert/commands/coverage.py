"""``tablecert coverage``: every citation of the regulation texts and how the suite covers it."""

from __future__ import annotations

import argparse
import json
from collections import Counter

from tablecert.coverage import suite_coverage
from tablecert.files import InputError
from tablecert.oracle.citations import matches
from tablecert.steps import STEP_MODULES


def run(args: argparse.Namespace) -> int:
    entries, unknown = suite_coverage(STEP_MODULES, getattr(args, "rules", None))
    if args.section:
        entries = [e for e in entries if any(matches(e.citation.citation, p) or
                                             e.citation.citation == p for p in args.section)]
        if not entries:
            raise InputError(f"--section: no citation of the regulation texts starts with "
                             f"{', '.join(args.section)}")
    counts = Counter(e.status for e in entries)
    if args.json:
        print(json.dumps({
            "citations": [e.to_json() for e in entries],
            "counts": dict(sorted(counts.items())),
            "unknown_citations": [{"scenario": s.name, "citation": s.citation, "where": s.where}
                                  for s in unknown],
        }, indent=2))
    else:
        for e in entries:
            names = "; ".join(s.name for s in e.scenarios[:2])
            more = f" (+{len(e.scenarios) - 2})" if len(e.scenarios) > 2 else ""
            later = " [later text]" if e.citation.later else ""
            print(f"{e.status:<22} {e.citation.citation}{later:<14} {names}{more}")
        print(", ".join(f"{n} {s}" for s, n in sorted(counts.items())))
        for s in unknown:
            print(f"unknown citation {s.citation!r} in {s.where}")
    return 2 if unknown else 0
