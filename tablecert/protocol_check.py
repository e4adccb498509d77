"""A vendor's endpoints against the vendor test protocol's OpenAPI document
(``tablecert contract``), before any game is judged.

Three passes over every documented operation, each answer checked by Schemathesis's
standard checks (status code documented, content type, response schema, a schema-valid request
not refused, a schema-violating one not accepted, 405 with ``Allow``) and by the protocol's own error
shape (every error answer is ``{"error": {"reason", "message", "citation"}}``, with the
reason its status documents):

1. **walk**: the documented flow with known requests (docs/protocol.md's examples): open a
   table, play a scripted round, a round step by step, recall, meters, a self-shuffled
   round, close it; and the documented refusals (a Rules Submission refused, a body that is
   not JSON, an unknown table, a wager after "no more bets"). Each also has the status the
   documents promise for it.
2. **coverage**: Schemathesis's coverage phase for each operation, against a table and a
   round of its own: every method the path does not take (405 with ``Allow``), then at most
   ``max_examples`` boundary values, valid and invalid.
3. **fuzz**: Schemathesis generates valid (positive) and invalid (negative) requests for
   each operation from the document, at most ``max_examples`` of each, until the time limit.

Every answer gets Schemathesis's standard checks (those ``st run`` runs), tuned only by
the shipped ``docs/schemathesis.toml``, and ours. Operations for a capability the system
does not declare (``GET /v1/system``) are "not declared" and get no request.
Every request is sent by tablecert, not by Schemathesis, so every answer is read
within :data:`MAX_BODY` bytes and the connect + read timeout; a system that does not answer
in time, breaks the connection or floods it is a violation, not a hang. Every byte from the
system is untrusted: messages are cut short and stripped of control characters before they
reach a terminal or a report (:func:`clean`).

The requests, their bounds and the checks of each answer are
:mod:`tablecert.protocol_exchange`; what was found, :mod:`tablecert.protocol_report`.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator

from tablecert.adapters.wire_json import decode_json
from tablecert.errors import InputError
from tablecert.protocol_exchange import DECK, MAX_BODY, Checker, OutOfTime, TransportProblem
from tablecert.protocol_report import ContractReport, OperationReport, Violation, clean

__all__ = ["MAX_BODY", "ContractReport", "OperationReport", "Violation", "check_contract", "clean"]

_ROUND = "POST /v1/tables/{table_id}/rounds/{round_id}"
CAPABILITY_OF = {
    "POST /v1/tables/{table_id}/rounds": "step-by-step", f"{_ROUND}/wagers": "step-by-step",
    f"{_ROUND}/no-more-bets": "step-by-step", f"{_ROUND}/deal": "step-by-step",
    f"{_ROUND}/decisions": "step-by-step", f"{_ROUND}/settle": "step-by-step",
    "POST /v1/tables/{table_id}/scripted-rounds": "scripted-round",
    "POST /v1/tables/{table_id}/shuffled-rounds": "self-shuffle",
    "POST /v1/tables/{table_id}/shuffled-round-batches": "batched-rounds",
    "GET /v1/tables/{table_id}/recall": "recall", "GET /v1/tables/{table_id}/meters": "meters",
}
"""The capability an operation needs (docs/protocol.md, Capabilities); the rest every system has."""

# ---------------------------------------------------------------------------- the walk
_SCRIPT = {
    "wagers": [{"seat": 1, "wager": "Ante Wager", "amount": 1000},
               {"seat": 1, "wager": "Pair Plus Wager", "amount": 1000},
               {"seat": 3, "wager": "Ante Wager", "amount": 2000}],
    "decisions": [{"seat": 3, "choice": "fold"}], "faults": [], "default_play": True,
}
_WALK_RULES = ("pa-649a-minimal", "pa-649a-paytable-A")


def _walk_rules() -> Iterator[tuple[str, str]]:
    from tablecert.resources import bundled_rules_dir

    folder = bundled_rules_dir()
    for name in _WALK_RULES:
        yield name, (folder / f"{name}.yaml").read_text(encoding="utf-8")


def _walk(checker: Checker, capabilities: set[str], report: ContractReport) -> None:
    """The documented flow and the documented refusals, each with the status it must get."""
    phase = "walk"
    run = checker.exchange
    run("POST /v1/tables", checker.case("POST /v1/tables", body={"rules_submission": "game: no such game\n"}),
        phase=phase, expect=(422,))
    run("POST /v1/tables", checker.case("POST /v1/tables", body={}), phase=phase, expect=(400,),
        raw_body=b'{"rules_submission": ')
    run("GET /v1/tables/{table_id}/meters" if "meters" in capabilities else "DELETE /v1/tables/{table_id}",
        checker.case("GET /v1/tables/{table_id}/meters" if "meters" in capabilities
                     else "DELETE /v1/tables/{table_id}", path={"table_id": "no-such-table-0"}),
        phase=phase, expect=(404,))
    table = None
    for _, text in _walk_rules():
        answer = run("POST /v1/tables", checker.case("POST /v1/tables", body={"rules_submission": text}),
                     phase=phase, expect=(201, 422))
        if answer is not None and answer.status == 201:
            table = _json_field(answer.content, "table_id")
            break
    if not isinstance(table, str):
        report.notes.append("no table opened under the bundled Rules Submissions "
                            f"{', '.join(_WALK_RULES)}: the round endpoints were checked with unknown "
                            "ids only")
        return
    path = {"table_id": table}
    if "scripted-round" in capabilities:
        label = "POST /v1/tables/{table_id}/scripted-rounds"
        run(label, checker.case(label, body={**_SCRIPT, "deck": DECK}, path=path), phase=phase,
            expect=(200,))
        twice = ["As", "As", *DECK[1:-1]][:52]  # the ace of spades twice
        bad_deck = {**_SCRIPT, "deck": twice}
        run(label, checker.case(label, body=bad_deck, path=path), phase=phase, expect=(400,))
        if "fault-injection" in capabilities:
            # a fault the table cannot have: the walk's table deals by hand, without a shoe
            jam = {**_SCRIPT, "deck": DECK, "faults": [{"kind": "automated dealing shoe jams", "at": 4}]}
            run(label, checker.case(label, body=jam, path=path), phase=phase, expect=(409,))
    if "step-by-step" in capabilities:
        label = "POST /v1/tables/{table_id}/rounds"
        answer = run(label, checker.case(label, path=path), phase=phase, expect=(201,))
        round_id = _json_field(answer.content, "round_id") if answer is not None else None
        if isinstance(round_id, str):
            steps = {**path, "round_id": round_id}
            prefix = "POST /v1/tables/{table_id}/rounds/{round_id}"
            wager = {"seat": 1, "wager": "Ante Wager", "amount": 1000}
            run(f"{prefix}/wagers", checker.case(f"{prefix}/wagers", body=wager, path=steps), phase=phase,
                expect=(200,))
            run(f"{prefix}/no-more-bets", checker.case(f"{prefix}/no-more-bets", path=steps), phase=phase,
                expect=(200,))
            run(f"{prefix}/wagers", checker.case(f"{prefix}/wagers", body={**wager, "seat": 2}, path=steps),
                phase=phase, expect=(409,))
            run(f"{prefix}/deal", checker.case(f"{prefix}/deal", body={"deck": DECK, "faults": []},
                                               path=steps), phase=phase, expect=(200,))
            run(f"{prefix}/decisions", checker.case(f"{prefix}/decisions", body={"seat": 1, "choice": "play"},
                                                    path=steps), phase=phase, expect=(200,))
            run(f"{prefix}/settle", checker.case(f"{prefix}/settle", path=steps), phase=phase, expect=(200,))
            run(f"{prefix}/settle", checker.case(f"{prefix}/settle", path=steps), phase=phase, expect=(409,))
    if "self-shuffle" in capabilities:
        label = "POST /v1/tables/{table_id}/shuffled-rounds"
        run(label, checker.case(label, body=_SCRIPT, path=path), phase=phase, expect=(200,))
    if "recall" in capabilities:
        label = "GET /v1/tables/{table_id}/recall"
        run(label, checker.case(label, path=path, query={"rounds": 2}), phase=phase, expect=(200,))
    if "meters" in capabilities:
        label = "GET /v1/tables/{table_id}/meters"
        run(label, checker.case(label, path=path), phase=phase, expect=(200,))
    label = "DELETE /v1/tables/{table_id}"
    run(label, checker.case(label, path=path), phase=phase, expect=(204,))
    if "scripted-round" in capabilities:
        label = "POST /v1/tables/{table_id}/scripted-rounds"
        run(label, checker.case(label, body={**_SCRIPT, "deck": DECK}, path=path), phase=phase,
            expect=(404,))


def _json_field(content: bytes, key: str) -> object:
    try:
        data = decode_json(content)
    except ValueError:
        return None
    return data.get(key) if isinstance(data, dict) else None


def _open_for_fuzz(checker: Checker, rules: str | None, step_by_step: bool) -> dict[str, str]:
    """A fresh table (and round) for one operation's generated requests, so that they reach
    the game and not only 404; without one, the generated ids stand."""
    if rules is None:
        return {}
    try:
        answer, _ = checker.send(checker.case("POST /v1/tables", body={"rules_submission": rules}))
    except TransportProblem:
        return {}
    table = _json_field(answer.content, "table_id") if answer.status_code == 201 else None
    if not isinstance(table, str):
        return {}
    ids = {"table_id": table}
    if step_by_step:
        try:
            answer, _ = checker.send(checker.case("POST /v1/tables/{table_id}/rounds", path=ids))
        except TransportProblem:
            return ids
        round_id = _json_field(answer.content, "round_id") if answer.status_code == 201 else None
        if isinstance(round_id, str):
            ids["round_id"] = round_id
    return ids


def check_contract(target: str, *, max_examples: int = 10, time_limit: float = 60.0,
                   read_timeout: float = 10.0, connect_timeout: float = 3.0, insecure: bool = False,
                   token: str = "", seed: int = 0,
                   progress: Callable[[str], None] | None = None) -> ContractReport:
    """Check the system at ``target`` against the protocol's OpenAPI document.

    Raises :class:`InputError` when ``target`` does not answer ``GET /v1/system`` with a
    system description at all: nothing could be checked."""
    from tablecert.resources import openapi_document

    started = time.monotonic()
    checker = Checker(target, read_timeout=read_timeout, connect_timeout=connect_timeout, insecure=insecure,
                       token=token, max_examples=max_examples, deadline=started + time_limit, seed=seed)
    report = ContractReport(target=target, document=str(openapi_document()), operations=checker.reports)
    label = "GET /v1/system"
    answer = checker.exchange(label, checker.case(label), phase="walk", expect=(200,))
    system = decode_json(answer.content) if answer is not None and answer.status == 200 and _is_json(
        answer.content) else None
    if not isinstance(system, dict):
        problems = "; ".join(v.message.splitlines()[0] for v in checker.reports[label].violations)
        if answer is not None and answer.status == 200 and not _is_json(answer.content):
            problems = f"the answer is not JSON: {_not_json(answer.content)}"
        raise InputError(f"--target {target}: GET /v1/system gave no system description, so nothing "
                         f"can be checked ({clean(problems, 300) or 'no answer'})")
    declared = system.get("capabilities")
    capabilities = {c for c in declared if isinstance(c, str)} if isinstance(declared, list) else set()
    checker.capabilities = capabilities
    for name, report_ in checker.reports.items():
        needed = CAPABILITY_OF.get(name)
        if needed is not None and needed not in capabilities:
            report_.skipped = f"capability {needed!r} (GET /v1/system); nothing sent"
    if progress:
        progress("walk: the documented requests")
    _walk(checker, capabilities, report)
    rules = next((text for name, text in _walk_rules() if name == _WALK_RULES[0]), None)
    try:
        for name, op_report in checker.reports.items():
            if op_report.skipped or max_examples <= 0:
                continue
            if progress:
                progress(f"fuzz: {name}")
            path = checker.operations[name].path
            ids = _open_for_fuzz(checker, rules, "{round_id}" in path) if "{table_id}" in path else {}
            ids = {k: v for k, v in ids.items() if "{" + k + "}" in path}
            checker.coverage(name, ids)
            checker.fuzz(name, ids)
    except OutOfTime:
        report.out_of_time = True
        report.notes.append(f"the time limit ({time_limit:g} s) ended the generated requests early")
    report.seconds = time.monotonic() - started
    checker.session.close()
    return report


def _not_json(content: bytes) -> str:
    try:
        decode_json(content)
    except (ValueError, UnicodeDecodeError) as exc:
        return str(exc).splitlines()[0] if str(exc) else type(exc).__name__
    return "JSON"


def _is_json(content: bytes) -> bool:
    try:
        decode_json(content)
    except ValueError:
        return False
    return True
