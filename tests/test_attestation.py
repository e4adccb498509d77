"""Signed evidence (``tablecert run --sign-key``, ``tablecert verify``): an in-toto Statement
in a DSSE envelope, Ed25519. One changed byte of any report file, feature file or Rules
Submission fails verification naming the file; a wrong key fails; no attestation is exit 2."""

from __future__ import annotations

import base64
import json
import shutil
import subprocess
from pathlib import Path

import pytest
from clikit import ROOT, run_tablecert
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from cryptography.hazmat.primitives.asymmetric.rsa import generate_private_key

from tablecert.errors import InputError
from tablecert.reports.attestation import PAYLOAD_TYPE, PREDICATE_TYPE, STATEMENT_TYPE, load_private_key, pae
from tablecert.reports.provenance import dependency_versions

FEATURE = "649a.11-completion-of-round.feature"
RULES = "pa-649a-paytable-A.yaml"


def _flip(path: Path, at: int = 0) -> bytes:
    """Change one byte of ``path``; return what it held."""
    original = path.read_bytes()
    path.write_bytes(original[:at] + bytes([original[at] ^ 1]) + original[at + 1:])
    return original


def test_pae_is_dsse_v1() -> None:
    # the DSSE protocol's own test vector
    assert pae("http://example.com/HelloWorld", b"hello world") == \
        b"DSSEv1 29 http://example.com/HelloWorld 11 hello world"
    assert pae("t", "é".encode()) == "DSSEv1 1 t 2 é".encode()  # lengths in bytes


def test_the_evidence_records_every_dependency_with_its_version() -> None:
    from importlib.metadata import version

    found = dependency_versions()
    for name in ("pytest", "pytest-bdd", "pyyaml", "cryptography", "pluggy", "packaging"):
        assert found[name] == version(name), name  # pluggy and packaging only through pytest


@pytest.mark.exhaustive  # 6 s; the signed report's own checks stay in the fast tier
def test_a_sign_key_that_is_not_an_ed25519_private_key_is_refused(tmp_path: Path) -> None:
    rsa = tmp_path / "rsa.pem"
    rsa.write_bytes(generate_private_key(public_exponent=65537, key_size=2048).private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()))
    with pytest.raises(InputError, match="not Ed25519"):
        load_private_key(rsa)
    encrypted = tmp_path / "encrypted.pem"
    encrypted.write_bytes(Ed25519PrivateKey.generate().private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
        serialization.BestAvailableEncryption(b"lab secret")))
    with pytest.raises(InputError, match="TABLECERT_SIGN_KEY_PASSPHRASE"):
        load_private_key(encrypted)
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("TABLECERT_SIGN_KEY_PASSPHRASE", "lab secret")
        assert isinstance(load_private_key(encrypted), Ed25519PrivateKey)
    (tmp_path / "junk.pem").write_text("hello", encoding="utf-8")
    run = run_tablecert("run", "--target", "in-process", "--section", "649a.11(c)(2)", "--report",
               str(tmp_path / "out"), "--sign-key", str(tmp_path / "junk.pem"))
    assert run.returncode == 2 and "--sign-key" in run.stderr and "junk.pem" in run.stderr
    assert not (tmp_path / "out").exists()
    # an earlier report in the folder (a folder that is not one is refused before the key is read)
    first = run_tablecert("run", "--target", "in-process", "--section", "649a.11(c)(2)", "--report",
                          str(tmp_path / "out"))
    assert first.returncode == 0, first.stderr[-2000:]
    key = tmp_path / "out" / "lab.pem"
    key.write_text("kept", encoding="utf-8")
    run = run_tablecert("run", "--target", "in-process", "--section", "649a.11(c)(2)", "--report",
                        str(tmp_path / "out"), "--sign-key", str(key))
    assert run.returncode == 2 and "inside the report folder" in run.stderr
    assert key.read_text(encoding="utf-8") == "kept"  # the run never replaced the folder holding it


@pytest.fixture(scope="module")
def signed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A signed run of 649a.11(c)(2) over copies of the feature files and Rules Submissions,
    and a key pair made by `tablecert keygen`."""
    where = tmp_path_factory.mktemp("signed")
    shutil.copytree(ROOT / "features", where / "features")
    (where / "rules").mkdir()
    shutil.copy(ROOT / "rules_submissions" / RULES, where / "rules" / RULES)
    keygen = run_tablecert("keygen", str(where / "lab.pem"))
    assert keygen.returncode == 0, keygen.stderr
    assert run_tablecert("keygen", str(where / "lab.pem")).returncode == 2  # never overwrites a key
    run = run_tablecert("run", "--target", "in-process", "--section", "649a.11(c)(2)", "--features",
               str(where / "features"), "--rules-dir", str(where / "rules"), "--report", str(where / "out"),
               "--sign-key", str(where / "lab.pem"))
    assert run.returncode == 0, run.stdout + run.stderr
    return where


def _verify(where: Path, *extra: str, key: str = "lab.pub.pem") -> subprocess.CompletedProcess[str]:
    return run_tablecert("verify", str(where / "out"), "--key", str(where / key), *extra)


def test_a_signed_report_verifies_and_its_statement_lists_every_file(signed: Path) -> None:
    envelope = json.loads((signed / "out" / "attestation.intoto.json").read_text())
    assert envelope["payloadType"] == PAYLOAD_TYPE and len(envelope["signatures"]) == 1
    statement = json.loads(base64.b64decode(envelope["payload"]))
    assert statement["_type"] == STATEMENT_TYPE and statement["predicateType"] == PREDICATE_TYPE
    names = {s["name"] for s in statement["subject"]}
    for name in ("report/matrix.html", "report/verdicts.json", "report/evidence.json", "report/junit.xml",
                 f"features/{FEATURE}", f"rules-dir/{RULES}", f"rules_submissions/{RULES}",
                 "oracle/judge.py", "reports/attestation.py"):
        assert name in names, name
    assert all(len(s["digest"]["sha256"]) == 64 for s in statement["subject"])
    assert statement["predicate"] == json.loads((signed / "out" / "evidence.json").read_text())
    assert statement["predicate"]["dependencies"]["cryptography"]
    run = _verify(signed)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "signature good" in run.stdout


def test_a_signed_report_verifies_with_the_standard_libraries_own_api(signed: Path) -> None:
    """What a regulator runs without tablecert: securesystemslib's DSSE envelope and its
    verification, then the in-toto Attestation Framework's check of the Statement, then the
    subjects' sha256 against the files (here the report's own)."""
    import hashlib

    from google.protobuf import json_format
    from in_toto_attestation.v1.statement import Statement
    from in_toto_attestation.v1.statement_pb2 import Statement as StatementMessage
    from securesystemslib.dsse import Envelope
    from securesystemslib.exceptions import VerificationError
    from securesystemslib.signer import SSlibKey

    public = serialization.load_pem_public_key((signed / "lab.pub.pem").read_bytes())
    key = SSlibKey.from_crypto(public)  # type: ignore[arg-type]
    envelope = Envelope.from_dict(json.loads((signed / "out" / "attestation.intoto.json").read_text()))
    assert list(envelope.verify([key], 1)) == [key.keyid]  # the keyid tablecert keygen printed
    assert envelope.payload_type == "application/vnd.in-toto+json"
    Statement.copy_from_pb(json_format.Parse(envelope.payload, StatementMessage())).validate()
    statement = json.loads(envelope.payload)
    for subject in statement["subject"]:
        if subject["name"].startswith("report/"):
            data = (signed / "out" / subject["name"].removeprefix("report/")).read_bytes()
            assert hashlib.sha256(data).hexdigest() == subject["digest"]["sha256"], subject["name"]
    other = SSlibKey.from_crypto(Ed25519PrivateKey.generate().public_key())
    stranger = SSlibKey(key.keyid, other.keytype, other.scheme, other.keyval)  # same hint, other key
    with pytest.raises(VerificationError):
        envelope.verify([stranger], 1)


@pytest.mark.parametrize("changed", ["out/matrix.html", "out/verdicts.json",
                                     f"out/allure-results/{'*'}", f"features/{FEATURE}", f"rules/{RULES}"])
def test_one_changed_byte_fails_verification_naming_the_file(signed: Path, changed: str) -> None:
    path = next(signed.glob(changed))
    original = _flip(path, at=len(path.read_bytes()) // 2)
    try:
        run = _verify(signed)
    finally:
        path.write_bytes(original)
    assert run.returncode == 1, run.stdout
    named = str(path) if changed.startswith("out/") else \
        changed.replace("rules/", "rules-dir/")
    assert f"{named}: changed since it was signed" in run.stdout
    assert run.stdout.count("changed since it was signed") == 1
    assert _verify(signed).returncode == 0


def test_a_file_added_or_removed_after_signing_fails(signed: Path) -> None:
    extra = signed / "out" / "late.txt"
    extra.write_text("added later", encoding="utf-8")
    try:
        run = _verify(signed)
    finally:
        extra.unlink()
    assert run.returncode == 1 and "late.txt: not in the attestation" in run.stdout
    checklist = signed / "out" / "checklist.md"
    kept = checklist.read_bytes()
    checklist.unlink()
    try:
        run = _verify(signed, "--report-only")
    finally:
        checklist.write_bytes(kept)
    assert run.returncode == 1 and "checklist.md: missing" in run.stdout


def test_a_wrong_key_a_changed_envelope_and_a_missing_attestation(signed: Path) -> None:
    other = Ed25519PrivateKey.generate().public_key()
    (signed / "other.pub.pem").write_bytes(other.public_bytes(serialization.Encoding.PEM,
                                                              serialization.PublicFormat.SubjectPublicKeyInfo))
    run = _verify(signed, key="other.pub.pem")
    assert run.returncode == 1 and "signature does not verify" in run.stdout
    attestation = signed / "out" / "attestation.intoto.json"
    original = attestation.read_bytes()
    envelope = json.loads(original)
    statement = json.loads(base64.b64decode(envelope["payload"]))
    statement["predicate"]["target"] = "someone else"
    envelope["payload"] = base64.b64encode(json.dumps(statement).encode()).decode()
    attestation.write_text(json.dumps(envelope), encoding="utf-8")
    try:
        run = _verify(signed)
        assert run.returncode == 1 and "signature does not verify" in run.stdout
        attestation.unlink()
        run = _verify(signed)
        assert run.returncode == 2 and "no attestation" in run.stderr
        run = _verify(signed, key="lab.pem")
        assert run.returncode == 2 and "a private key" in run.stderr
    finally:
        attestation.write_bytes(original)
    assert _verify(signed).returncode == 0
