"""``tablecert contract --target URL``: a vendor's endpoints against the protocol's OpenAPI
document, before any game is judged (:mod:`tablecert.protocol_check`).

Prints each violation with its operation, the request that showed it and a curl command
that sends it again; ``--junitxml FILE`` writes one JUnit test case per operation, as
``tablecert run`` does per scenario. Exit 0: no violation; 1: violations; 2: bad input
(an option, or a target that cannot be checked at all).
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path
from urllib.parse import urlparse
from xml.etree import ElementTree

from tablecert.errors import InputError
from tablecert.protocol_check import ContractReport, check_contract, clean

__all__ = ["add_arguments", "run", "write_junit"]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``tablecert contract``."""
    parser.add_argument("--target", required=True, metavar="URL",
                        help="URL of the system under test (http://host:port); 'reference' checks the "
                        "bundled reference table system")
    parser.add_argument("--max-examples", type=int, default=10, metavar="N",
                        help="generated requests per operation, valid and invalid each (default 10; 0: "
                        "only the documented requests)")
    parser.add_argument("--time-limit", type=float, default=60.0, metavar="SECONDS",
                        help="stop generating requests after this long (default 60)")
    parser.add_argument("--timeout", type=float, default=10.0, metavar="SECONDS",
                        help="read timeout per request (default 10; connect: 3)")
    parser.add_argument("--seed", type=int, default=0, help="the same seed sends the same requests")
    parser.add_argument("--insecure", action="store_true", help="do not verify the target's TLS certificate")
    parser.add_argument("--token-env", default="TABLECERT_TOKEN", metavar="NAME",
                        help="environment variable holding the bearer token, if any (default "
                        "TABLECERT_TOKEN); never printed")
    parser.add_argument("--junitxml", default=None, metavar="FILE", help="write a JUnit XML report")


def _check_options(args: argparse.Namespace) -> None:
    if args.max_examples < 0:
        raise InputError(f"--max-examples {args.max_examples}: write 0 or more")
    for option, value in (("--time-limit", args.time_limit), ("--timeout", args.timeout)):
        if not value > 0:
            raise InputError(f"{option} {value:g}: write a number of seconds above 0")
    if args.junitxml is not None:
        folder = Path(args.junitxml).resolve().parent
        if not folder.is_dir():
            raise InputError(f"--junitxml {args.junitxml}: the folder {folder} does not exist")
    if args.target != "reference":
        url = urlparse(args.target)
        if url.scheme not in ("http", "https") or not url.netloc:
            raise InputError(f"--target {args.target}: not a URL (write http://host:port or https://...) "
                             "or 'reference'")


def run(args: argparse.Namespace) -> int:
    _check_options(args)
    token = os.environ.get(args.token_env, "") if args.token_env else ""
    if args.target == "reference":
        from tablecert.reference_system.server import ReferenceServer

        with ReferenceServer() as server:
            report = _check(args, server.url, token)
        report.target = "the bundled reference table system"
    else:
        report = _check(args, args.target, token)
    print(render(report))
    if args.junitxml is not None:
        write_junit(report, Path(args.junitxml))
    return 1 if report.violations else 0


def _check(args: argparse.Namespace, url: str, token: str) -> ContractReport:
    print(f"tablecert contract: {clean(url, 200)} against {'docs/protocol.openapi.yaml'}", flush=True)
    return check_contract(url, max_examples=args.max_examples, time_limit=args.time_limit,
                          read_timeout=args.timeout, insecure=args.insecure, token=token, seed=args.seed)


def render(report: ContractReport) -> str:
    """The terminal report: violations first, then one line per operation, then the count."""
    lines: list[str] = []
    for violation in report.violations:
        lines += [violation.render(), ""]
    for op in report.operations.values():
        if op.skipped:
            status = f"not declared: {op.skipped}"
        else:
            status = f"{len(op.violations)} violation(s)" if op.violations else "ok"
        lines.append(f"  {op.label:<56} {op.requests:>4} requests  {status}")
    lines += [f"note: {note}" for note in report.notes]
    sent = sum(op.requests for op in report.operations.values())
    count = len(report.violations)
    lines.append(f"tablecert contract: {count} violation{'s' if count != 1 else ''} in {sent} requests to "
                 f"{sum(1 for op in report.operations.values() if not op.skipped)} operations "
                 f"({report.seconds:.1f} s)")
    return "\n".join(lines)


def write_junit(report: ContractReport, path: Path) -> None:
    """One test case per operation: failed with its violations, skipped when not checked."""
    suite = ElementTree.Element("testsuite", name="tablecert contract",
                                tests=str(len(report.operations)),
                                failures=str(sum(1 for op in report.operations.values() if op.violations)),
                                skipped=str(sum(1 for op in report.operations.values() if op.skipped)),
                                errors="0", time=f"{report.seconds:.3f}")
    ElementTree.SubElement(ElementTree.SubElement(suite, "properties"), "property",
                           name="target", value=clean(report.target, 300))
    for op in report.operations.values():
        case = ElementTree.SubElement(suite, "testcase", classname="contract", name=op.label, time="0")
        if op.skipped:
            ElementTree.SubElement(case, "skipped", message=f"not declared: {op.skipped}")
        elif op.violations:
            titles = "; ".join(v.title for v in op.violations)
            failure = ElementTree.SubElement(case, "failure", message=titles)
            failure.text = "\n\n".join(v.render() for v in op.violations)
    root = ElementTree.Element("testsuites")
    root.append(suite)
    ElementTree.indent(root)
    path.write_bytes(ElementTree.tostring(root, encoding="utf-8", xml_declaration=True))
