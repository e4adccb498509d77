"""What ``tablecert run`` does around the suite for a lab's or a CI's policy: waivers
(``--waivers``), the comparison with an earlier report (``--baseline``, ``--fail-on``) and
the signed attestation (``--sign-key``).

Kept apart from :mod:`tablecert.commands.run` so the run itself stays one flow: it calls
:func:`prepare` before anything runs (every file checked, exit 2 on bad input, nothing
written), :meth:`RunPolicy.settle` once the verdicts exist, :meth:`RunPolicy.sign` once the
report is written, and :meth:`RunPolicy.exit_code` last.
"""

from __future__ import annotations

import argparse
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from tablecert.errors import InputError

if TYPE_CHECKING:
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

    from tablecert.reports.baseline import Baseline
    from tablecert.reports.waivers import WaiverFile, WaiverOutcome

__all__ = ["BASELINE_FILE", "RunPolicy", "prepare"]

BASELINE_FILE = "baseline.json"


@dataclass
class RunPolicy:
    """The policy options of one run, read and checked; and what they found once it ran."""

    waivers: WaiverFile | None = None
    baseline: Baseline | None = None
    fail_on: str = "any"
    sign_key: Ed25519PrivateKey | None = None
    sections: tuple[str, ...] = ()
    scenarios: tuple[str, ...] = ()
    waiver_outcome: WaiverOutcome | None = None
    comparison: dict[str, Any] | None = None

    def evidence_options(self) -> dict[str, Any]:
        """What the evidence records of the policy: the waiver file's sha256, the baseline's."""
        from tablecert.resources import FEATURES_VARIABLE, RULES_DIR_VARIABLE

        out: dict[str, Any] = {}
        if self.waivers is not None:
            out["waivers"] = self.waivers.evidence()
        if self.baseline is not None:
            out["baseline"] = self.baseline.evidence()
            out["fail_on"] = self.fail_on
        # where the inputs came from, so `tablecert verify` recomputes the same files
        chosen = (("features", FEATURES_VARIABLE), ("rules_dir", RULES_DIR_VARIABLE))
        suite = {name: os.environ[variable] for name, variable in chosen if os.environ.get(variable)}
        if suite:
            out["suite"] = suite
        return out

    def settle(self, folder: Path) -> None:
        """Apply the waivers to ``folder/verdicts.json`` and write ``baseline.json``."""
        path = folder / "verdicts.json"
        if not path.exists() or (self.waivers is None and self.baseline is None):
            return
        verdicts = json.loads(path.read_text(encoding="utf-8"))
        if self.waivers is not None:
            from tablecert.reports.waivers import apply_waivers

            self.waiver_outcome = apply_waivers(verdicts, self.waivers)
            path.write_text(json.dumps(verdicts, indent=1), encoding="utf-8")
        if self.baseline is not None:
            from tablecert.reports.baseline import compare

            self.comparison = compare(self.baseline, verdicts, sections=list(self.sections),
                                      scenarios=list(self.scenarios))
            (folder / BASELINE_FILE).write_text(json.dumps(self.comparison, indent=1), encoding="utf-8")

    def sign(self, folder: Path) -> None:
        """Write the signed attestation of the finished report folder."""
        if self.sign_key is not None:
            from tablecert.reports.attestation import sign_report

            sign_report(folder, self.sign_key)

    def print_summary(self, folder: Path) -> None:
        """The console's word on waivers, the baseline and the signature."""
        if self.waiver_outcome is not None:
            lines = self.waiver_outcome.console_lines()
            if lines:
                print(f"tablecert run: waivers {self.waivers.path if self.waivers else ''}:")
                print("\n".join(lines))
        if self.comparison is not None:
            from tablecert.reports.baseline import console_lines

            print("\n".join(console_lines(self.comparison)))
            if self.fail_on == "new":
                from tablecert.reports.baseline import regressions

                print(f"tablecert run: --fail-on new: {len(regressions(self.comparison))} unwaived new "
                      "failure(s) decide the exit code; still-failing ones do not")
        if self.sign_key is not None:
            from tablecert.reports.attestation import ATTESTATION

            print(f"tablecert run: signed {folder / ATTESTATION}")

    def exit_code(self, code: int | pytest.ExitCode, folder: Path) -> int:
        """0 when nothing failed, or every failure is waived, or (``--fail-on new``) every
        failure was failing in the baseline too; 1 otherwise. A failure pytest saw that no
        verdict accounts for keeps the run red."""
        if code == pytest.ExitCode.OK:
            return 0
        if code != pytest.ExitCode.TESTS_FAILED:
            return 1
        path = folder / "verdicts.json"
        verdicts = json.loads(path.read_text(encoding="utf-8")) if path.exists() else []
        statuses = [v.get("status") for v in verdicts]
        if not any(s in ("failed", "error", "waived") for s in statuses):
            return 1  # pytest failed something that is no scenario's verdict: never read as green
        if self.fail_on == "new" and self.comparison is not None:
            from tablecert.reports.baseline import regressions

            return 1 if regressions(self.comparison) else 0
        return 1 if any(s in ("failed", "error") for s in statuses) else 0


def prepare(args: argparse.Namespace) -> RunPolicy:
    """Read and check ``--waivers``, ``--baseline``, ``--fail-on`` and ``--sign-key`` before
    anything runs; any problem is an :class:`InputError` naming the file, line or option."""
    policy = RunPolicy(fail_on=getattr(args, "fail_on", "any"), sections=tuple(getattr(args, "section", [])),
                       scenarios=tuple(getattr(args, "scenario", [])))
    waivers = getattr(args, "waivers", None)
    baseline = getattr(args, "baseline", None)
    sign_key = getattr(args, "sign_key", None)
    if policy.fail_on == "new" and baseline is None:
        raise InputError("--fail-on new: needs --baseline DIR (new compared with what?)")
    report = Path(getattr(args, "report", "reports/out")).resolve()
    for option, value in (("--sign-key", sign_key), ("--waivers", waivers)):
        if value is not None and report in Path(value).resolve().parents:
            # the run replaces the report folder: the lab's key or waiver file would go with it
            raise InputError(f"{option} {value}: inside the report folder {args.report}, which the run "
                             "replaces; keep it elsewhere")
    if sign_key is not None:
        from tablecert.reports.attestation import load_private_key

        policy.sign_key = load_private_key(Path(sign_key))
    if baseline is not None:
        from tablecert.reports.baseline import load_baseline

        policy.baseline = load_baseline(Path(baseline))
    if waivers is not None:
        from tablecert.feature_index import load_scenarios
        from tablecert.reports.waivers import load_waivers

        scenarios = [(s.name, s.citation) for s in load_scenarios()]
        policy.waivers = load_waivers(Path(waivers), scenarios)
    return policy
