"""``tablecert verify DIR --key PUB.pem`` and ``tablecert keygen KEY.pem``.

verify checks a signed report (``DIR/attestation.intoto.json``, written by ``tablecert run
--sign-key``): the DSSE signature with the lab's public key, then the sha256 of every file
the attestation lists, the report's files from DIR and the run's inputs (feature files, Rules
Submissions, the harness's code and regulation texts) as this installation has them. Exit 0
when everything holds, 1 naming each file that changed, went missing or appeared, or when the
signature does not verify; 2 when there is nothing to verify (no attestation) or the key is
not an Ed25519 public key.

keygen writes an Ed25519 key pair a lab signs with (``KEY.pem``, owner-only) and hands out
(``KEY.pub.pem``); ``openssl genpkey -algorithm ed25519 -out KEY.pem`` and ``openssl pkey
-in KEY.pem -pubout -out KEY.pub.pem`` make the same.
"""

from __future__ import annotations

import argparse
import json
import os
from pathlib import Path

from tablecert.errors import InputError

__all__ = ["keygen", "verify"]


def _use_recorded_suite(args: argparse.Namespace, folder: Path) -> None:
    """Without ``--features``/``--rules-dir``, recompute the inputs from the folders the run
    recorded (the signed evidence's ``options.suite``), when they are still there."""
    from tablecert.reports.attestation import ATTESTATION, read_envelope
    from tablecert.resources import FEATURES_VARIABLE, RULES_DIR_VARIABLE

    if getattr(args, "features", None) or getattr(args, "rules_dir", None):
        return
    envelope = read_envelope(folder)
    if "__problem__" in envelope:
        return
    try:
        import base64

        predicate = json.loads(base64.b64decode(envelope.get("payload", ""))).get("predicate", {})
        suite = predicate.get("options", {}).get("suite", {})
    except (ValueError, AttributeError, TypeError):
        return  # verify_report says what is wrong with the attestation
    for name, variable in (("features", FEATURES_VARIABLE), ("rules_dir", RULES_DIR_VARIABLE)):
        value = suite.get(name) if isinstance(suite, dict) else None
        if isinstance(value, str) and Path(value).is_dir():
            os.environ[variable] = value
            print(f"tablecert verify: the run's {name.replace('_', '-')} {value} (from {ATTESTATION})")


def verify(args: argparse.Namespace) -> int:
    from tablecert.reports.attestation import load_public_key, verify_report

    folder = Path(args.folder)
    public = load_public_key(Path(args.key))
    _use_recorded_suite(args, folder)
    result = verify_report(folder, public, inputs=not args.report_only)
    scope = "report files" if args.report_only else "report files and inputs"
    if result.ok:
        evidence = result.evidence
        print(f"tablecert verify: {folder}: signature good; {result.checked} {scope} match their "
              f"sha256 (harness {evidence.get('harness_version', '?')}, "
              f"target {evidence.get('target', '?')}, "
              f"recorded {evidence.get('recorded_at', '?')})")
        return 0
    print(f"tablecert verify: {folder}: FAILED")
    for problem in result.problems:
        print(f"  {problem}")
    return 1


def keygen(args: argparse.Namespace) -> int:
    from tablecert.reports.attestation import generate_key_pair, keyid, load_public_key

    private = Path(args.key)
    if private.suffix != ".pem":
        raise InputError(f"{private}: name the private key KEY.pem (the public key goes beside it "
                         "as KEY.pub.pem)")
    public = generate_key_pair(private)
    print(f"tablecert keygen: private key {private} (keep it with the lab, owner-only), public key {public} "
          f"(hand it to whoever verifies); keyid {keyid(load_public_key(public))}")
    return 0
