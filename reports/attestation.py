"""Signed, verifiable evidence: the report as an in-toto attestation in a DSSE envelope.

``tablecert run --sign-key KEY.pem`` writes ``attestation.intoto.json``: a DSSE envelope
(payloadType ``application/vnd.in-toto+json``) whose payload is an in-toto Statement v1. Its
subjects are every file of the report (``report/matrix.html``, ``report/allure-results/...``)
and every input of the run (``features/...``, ``rules_submissions/...``, ``oracle/...``,
``tablecert/...``, named as :func:`tablecert.reports.evidence.input_files` names them), each
with its sha256; its predicate is the evidence pack (``evidence.json``). The signature is
Ed25519 over DSSE's pre-authentication encoding, so neither the payload nor its type can be
swapped. ``tablecert verify DIR --key PUB.pem`` checks the signature and recomputes every
digest, naming each file that changed, went missing or appeared.

Formats: in-toto Statement v1 (github.com/in-toto/attestation, spec/v1/statement.md), DSSE
v1 (github.com/secure-systems-lab/dsse, protocol.md and envelope.md). Neither is written by
hand: the envelope is securesystemslib's (``securesystemslib.dsse.Envelope``, signed by its
``CryptoSigner`` and verified by ``Envelope.verify``), and the Statement is checked by the
in-toto Attestation Framework's own bindings (``in_toto_attestation.v1.statement.Statement``,
``validate()``) before it is signed and after its signature is verified. So a regulator checks
a report with those packages alone (docs: tests/test_attestation.py shows the four lines).
The Statement's JSON itself is ours, not ``json_format.MessageToJson`` of the bindings'
protobuf message: protobuf's ``Struct`` holds numbers as doubles, so every count of the
evidence would be signed as ``1365.0``, and the signed predicate would no longer be
``evidence.json`` byte for byte.
"""

from __future__ import annotations

import hashlib
import json
import os
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cryptography.exceptions import UnsupportedAlgorithm
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey
from securesystemslib.dsse import Envelope
from securesystemslib.exceptions import FormatError, VerificationError
from securesystemslib.signer import CryptoSigner, SSlibKey

from tablecert.errors import InputError
from tablecert.user_file import read_bounded

__all__ = ["ATTESTATION", "PASSPHRASE_VARIABLE", "PAYLOAD_TYPE", "PREDICATE_TYPE", "STATEMENT_TYPE",
           "Verification", "generate_key_pair", "keyid", "load_private_key", "load_public_key", "pae",
           "sign_report", "verify_report"]

ATTESTATION = "attestation.intoto.json"
PAYLOAD_TYPE = "application/vnd.in-toto+json"
STATEMENT_TYPE = "https://in-toto.io/Statement/v1"
PREDICATE_TYPE = "https://tablecert.dev/evidence/v1"
PASSPHRASE_VARIABLE = "TABLECERT_SIGN_KEY_PASSPHRASE"
"""The passphrase of an encrypted ``--sign-key``, if it is encrypted (never on the command line)."""

_REPORT = "report/"
_MAX_KEY_BYTES = 64 << 10
_MAX_ATTESTATION_BYTES = 256 << 20


def pae(payload_type: str, body: bytes) -> bytes:
    """DSSE v1 pre-authentication encoding: what is signed, binding the payload's type.

    >>> pae("http://example.com/HelloWorld", b"hello world")
    b'DSSEv1 29 http://example.com/HelloWorld 11 hello world'
    """
    return Envelope(body, payload_type, {}).pae()


def keyid(public: Ed25519PublicKey) -> str:
    """A hint naming the key, as securesystemslib names it (the sha256 of its canonical key
    dict); DSSE never trusts it for security."""
    return SSlibKey.from_crypto(public).keyid


def _key_as_named(public: Ed25519PublicKey, named: str) -> SSlibKey:
    """``public`` under the keyid a signature names: securesystemslib matches a signature to a
    key by keyid (its issue #416), DSSE leaves the keyid a hint, so whatever it says (an
    attestation signed before tablecert named keys as securesystemslib does, another tool's
    naming) only the signature decides."""
    key = SSlibKey.from_crypto(public)
    return SSlibKey(named, key.keytype, key.scheme, key.keyval)


# ---------------------------------------------------------------------------- keys
def _read_key_file(path: Path, option: str) -> bytes:
    return read_bounded(path, limit=_MAX_KEY_BYTES, named=f"{option} {path}", kind="a PEM key")


def load_private_key(path: Path, option: str = "--sign-key") -> Ed25519PrivateKey:
    """An Ed25519 private key in PEM (PKCS#8, as ``tablecert keygen`` or ``openssl genpkey
    -algorithm ed25519`` writes it); an encrypted one takes its passphrase from
    ``$TABLECERT_SIGN_KEY_PASSPHRASE``."""
    data = _read_key_file(path, option)
    passphrase = os.environ.get(PASSPHRASE_VARIABLE)
    try:
        key = serialization.load_pem_private_key(data, password=passphrase.encode() if passphrase else None)
    except TypeError:
        raise InputError(f"{option} {path}: the key is encrypted; put its passphrase in "
                         f"${PASSPHRASE_VARIABLE}") from None
    except (ValueError, UnsupportedAlgorithm) as exc:
        raise InputError(f"{option} {path}: not a PEM private key ({_first_line(exc)}); make one with "
                         "`tablecert keygen KEY.pem`") from None
    if not isinstance(key, Ed25519PrivateKey):
        raise InputError(f"{option} {path}: a {type(key).__name__.removeprefix('_')} key, not Ed25519; "
                         "make one with `tablecert keygen KEY.pem`")
    return key


def load_public_key(path: Path, option: str = "--key") -> Ed25519PublicKey:
    """An Ed25519 public key in PEM (SubjectPublicKeyInfo, ``KEY.pub.pem``)."""
    data = _read_key_file(path, option)
    if b"PRIVATE KEY" in data:
        raise InputError(f"{option} {path}: a private key; verify with the public key (KEY.pub.pem) "
                         "and keep the private one with the lab")
    try:
        key = serialization.load_pem_public_key(data)
    except (ValueError, UnsupportedAlgorithm) as exc:
        raise InputError(f"{option} {path}: not a PEM public key ({_first_line(exc)})") from None
    if not isinstance(key, Ed25519PublicKey):
        raise InputError(f"{option} {path}: a {type(key).__name__.removeprefix('_')} key, not Ed25519")
    return key


def _first_line(exc: Exception) -> str:
    return (str(exc).strip().splitlines() or [type(exc).__name__])[0]


def generate_key_pair(private_path: Path) -> Path:
    """Write a new Ed25519 key pair: ``KEY.pem`` (private, owner-only) and ``KEY.pub.pem``.
    Refuses to overwrite either file."""
    public_path = private_path.with_name(private_path.name.removesuffix(".pem") + ".pub.pem")
    for path in (private_path, public_path):
        if path.exists() or path.is_symlink():
            raise InputError(f"{path}: exists; tablecert keygen never overwrites a key")
    if not private_path.parent.is_dir():
        raise InputError(f"{private_path.parent}: not a folder")
    key = Ed25519PrivateKey.generate()
    private = key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                serialization.NoEncryption())
    public = key.public_key().public_bytes(serialization.Encoding.PEM,
                                           serialization.PublicFormat.SubjectPublicKeyInfo)
    written: list[Path] = []
    try:
        for path, data, mode in ((private_path, private, 0o600), (public_path, public, 0o644)):
            descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, mode)
            written.append(path)
            with os.fdopen(descriptor, "wb") as handle:
                handle.write(data)
    except OSError as exc:
        for path in written:  # never half a key pair: only what this call created is removed
            path.unlink(missing_ok=True)
        raise InputError(f"{exc.filename or private_path}: cannot write the key ({exc.strerror})") from None
    return public_path


# ---------------------------------------------------------------------------- subjects
def _sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def report_files(folder: Path) -> dict[str, str]:
    """sha256 of every file of the report folder, as ``report/<path>``, but the attestation
    and the report folder's own markers (``.tablecert-report``, ``.tablecert-complete``:
    tablecert/report_folder.py writes the last of them after the signature, when the report
    is swapped in; they say how the folder was written, not what the run found)."""
    return {_REPORT + path.relative_to(folder).as_posix(): _sha256_file(path)
            for path in sorted(folder.rglob("*"))
            if path.is_file() and not path.is_symlink() and path.relative_to(folder).as_posix() != ATTESTATION
            and not (path.parent == folder and path.name.startswith(".tablecert-"))}


def odd_entries(folder: Path, attested: set[str]) -> list[str]:
    """What a signed report may not hold, whatever the digests say: a symbolic link (its target
    lies outside what was signed), anything but a regular file or a folder (a FIFO, a device),
    and a folder that holds no file the attestation lists (added after signing). Nothing is
    followed or opened."""
    holding = {parent.as_posix() for n in attested if n.startswith(_REPORT)
               for parent in Path(n.removeprefix(_REPORT)).parents if parent != Path(".")}
    problems: list[str] = []
    for root, folders, files in os.walk(folder, followlinks=False):
        for name in sorted(folders + files):
            path = Path(root) / name
            info = path.lstat()
            shown = str(path)
            if stat.S_ISLNK(info.st_mode):
                problems.append(f"{shown}: a symbolic link (a signed report holds regular files only)")
            elif stat.S_ISDIR(info.st_mode):
                if path.relative_to(folder).as_posix() not in holding:
                    problems.append(f"{shown}: a folder that holds no signed file (added after signing)")
            elif not stat.S_ISREG(info.st_mode):
                problems.append(f"{shown}: not a regular file (a signed report holds regular files only)")
    return problems


def _inputs() -> dict[str, str]:
    from tablecert.reports.evidence import input_files

    found: dict[str, str] = input_files()
    return found


# ---------------------------------------------------------------------------- signing
def statement(folder: Path) -> dict[str, Any]:
    """The in-toto Statement of a report folder: its files and the run's inputs as subjects,
    its evidence pack as the predicate."""
    evidence_path = folder / "evidence.json"
    evidence = json.loads(evidence_path.read_text(encoding="utf-8")) if evidence_path.exists() else {}
    subjects = report_files(folder) | _inputs()
    return {"_type": STATEMENT_TYPE,
            "subject": [{"name": name, "digest": {"sha256": digest}} for name, digest in subjects.items()],
            "predicateType": PREDICATE_TYPE, "predicate": evidence}


def statement_problem(statement_: Any) -> str | None:
    """Why ``statement_`` is not an in-toto Statement v1, in the Attestation Framework's own
    words (its bindings' ``validate()``), or None."""
    from google.protobuf import json_format
    from in_toto_attestation.v1.statement import Statement
    from in_toto_attestation.v1.statement_pb2 import Statement as StatementMessage

    try:
        message = json_format.ParseDict(statement_, StatementMessage())
        Statement.copy_from_pb(message).validate()
    except (json_format.ParseError, ValueError, TypeError, RecursionError) as exc:
        return _first_line(exc)
    return None


def sign_report(folder: Path, key: Ed25519PrivateKey) -> Path:
    """Write ``attestation.intoto.json`` into ``folder``: the Statement, signed (DSSE)."""
    statement_ = statement(folder)
    problem = statement_problem(statement_)
    if problem is not None:  # a harness bug, never the user's: no attestation a tool would refuse
        raise ValueError(f"the report's in-toto Statement is not valid: {problem}")
    body = json.dumps(statement_, indent=1, sort_keys=True).encode("utf-8")
    envelope = Envelope(body, PAYLOAD_TYPE, {})
    envelope.sign(CryptoSigner(key))
    path = folder / ATTESTATION
    path.write_text(json.dumps(envelope.to_dict(), indent=1) + "\n", encoding="utf-8")
    return path


# ---------------------------------------------------------------------------- verifying
@dataclass
class Verification:
    """What ``tablecert verify`` found: ``problems`` empty means every check held."""

    subjects: int = 0
    checked: int = 0
    problems: list[str] = field(default_factory=list)
    evidence: dict[str, Any] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return not self.problems


def read_envelope(folder: Path) -> dict[str, Any]:
    """The envelope's JSON; a folder without an attestation is an InputError (exit 2)."""
    path = folder / ATTESTATION
    if not folder.is_dir():
        raise InputError(f"{folder}: not a folder")
    if not path.is_file():
        raise InputError(f"{path}: no attestation; sign the report with tablecert run --sign-key KEY.pem")
    with path.open("rb") as handle:
        data = handle.read(_MAX_ATTESTATION_BYTES + 1)
    if len(data) > _MAX_ATTESTATION_BYTES:
        return {"__problem__": f"{ATTESTATION}: larger than {_MAX_ATTESTATION_BYTES:,} bytes"}
    try:
        envelope = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
        return {"__problem__": f"{ATTESTATION}: not a DSSE envelope (not JSON: {_first_line(exc)})"}
    return envelope if isinstance(envelope, dict) else {"__problem__": f"{ATTESTATION}: not a DSSE envelope"}


def verify_report(folder: Path, public: Ed25519PublicKey, *, inputs: bool = True) -> Verification:
    """Check the envelope's signature with ``public``, then every subject's digest: the report
    files from ``folder``, the inputs (unless ``inputs`` is false) as this installation has
    them. Files of the report that the attestation does not list are problems too."""
    result = Verification()
    envelope = read_envelope(folder)
    if "__problem__" in envelope:
        result.problems.append(envelope["__problem__"])
        return result
    statement_ = _signed_statement(envelope, public, result)
    if statement_ is None:
        return result
    result.evidence = statement_.get("predicate") or {}
    attested: dict[str, str] = {}
    for subject in statement_["subject"]:
        name, digest = subject.get("name") if isinstance(subject, dict) else None, None
        if isinstance(subject, dict) and isinstance(subject.get("digest"), dict):
            digest = subject["digest"].get("sha256")
        if not isinstance(name, str) or not isinstance(digest, str):
            result.problems.append(f"{ATTESTATION}: a subject without a name and a sha256 digest")
            continue
        attested[name] = digest
    result.subjects = len(attested)
    now = report_files(folder)
    if inputs:
        now |= _inputs()
    for name, digest in attested.items():
        if not inputs and not name.startswith(_REPORT):
            continue
        result.checked += 1
        shown = _shown(folder, name)
        if name not in now:
            result.problems.append(f"{shown}: missing (the attestation lists it, sha256 {digest[:16]}…)")
        elif now[name] != digest:
            result.problems.append(f"{shown}: changed since it was signed (sha256 {now[name][:16]}…, "
                                   f"signed {digest[:16]}…)")
    for name in now:
        if name not in attested:
            result.problems.append(f"{_shown(folder, name)}: not in the attestation (added after signing)")
    result.problems += odd_entries(folder, set(attested))
    return result


def _shown(folder: Path, name: str) -> str:
    """A report file as its path (``reports/out/matrix.html``), an input by its name."""
    return str(folder / name.removeprefix(_REPORT)) if name.startswith(_REPORT) else name


def _signed_statement(envelope: dict[str, Any], public: Ed25519PublicKey,
                      result: Verification) -> dict[str, Any] | None:
    """The Statement, once the envelope's signature is shown to be ``public``'s; else None
    with the reason in ``result``."""
    try:
        signed = Envelope.from_dict(envelope)
    except (KeyError, TypeError, ValueError, AttributeError, FormatError) as exc:
        result.problems.append(f"{ATTESTATION}: not a DSSE envelope (payloadType, payload, signatures: "
                               f"{_first_line(exc) if not isinstance(exc, KeyError) else f'no {exc}'})")
        return None
    if not signed.signatures:
        result.problems.append(f"{ATTESTATION}: not a DSSE envelope (no signature)")
        return None
    if not _verifies(signed, public):
        result.problems.append(f"{ATTESTATION}: the signature does not verify with this key (signed with "
                               "another key, or the attestation was changed)")
        return None
    payload_type, body = signed.payload_type, signed.payload
    if payload_type != PAYLOAD_TYPE:
        result.problems.append(f"{ATTESTATION}: payloadType {payload_type!r}, not {PAYLOAD_TYPE}")
        return None
    try:
        statement_ = json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
        result.problems.append(f"{ATTESTATION}: the signed payload is not JSON ({_first_line(exc)})")
        return None
    if not isinstance(statement_, dict) or statement_.get("_type") != STATEMENT_TYPE \
            or statement_.get("predicateType") != PREDICATE_TYPE \
            or not isinstance(statement_.get("subject"), list):
        result.problems.append(f"{ATTESTATION}: the signed payload is not a {STATEMENT_TYPE} "
                               f"of {PREDICATE_TYPE}")
        return None
    problem = statement_problem(statement_)
    if problem is not None:
        result.problems.append(f"{ATTESTATION}: the signed payload is not a valid in-toto Statement "
                               f"({problem})")
        return None
    return statement_


def _verifies(signed: Envelope, public: Ed25519PublicKey) -> bool:
    """Whether one of the envelope's signatures is ``public``'s (securesystemslib's
    ``Envelope.verify``, threshold 1, under each keyid the signatures name)."""
    for named in signed.signatures:
        try:
            signed.verify([_key_as_named(public, named)], 1)
            return True
        except (VerificationError, ValueError, FormatError):
            continue
    return False
