"""One request of ``tablecert contract`` (:mod:`tablecert.protocol_check`) and its answer,
checked: sent here, not by Schemathesis, so that every answer is read within
:data:`MAX_BODY` bytes and the connect + read timeout; then Schemathesis's response checks
and the protocol's own error shape (:mod:`tablecert.protocol_shapes`); and the generated
(fuzzed) requests of one operation."""

from __future__ import annotations

import contextlib
import shlex
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import requests
import urllib3

from tablecert.errors import InputError
from tablecert.oracle.errors import TablecertError
from tablecert.protocol_report import EXCERPT_LIMIT, OperationReport, Violation, clean
from tablecert.protocol_shapes import (
    DECK,
    ERROR_REASONS,
    ascii_body,
    error_shape,
    error_summary,
    map_body,
    named_field,
    whole_deck,
)

if TYPE_CHECKING:  # schemathesis itself is imported when a check starts (some 190 modules)
    from schemathesis.core.errors import InvalidSchema
    from schemathesis.core.result import Result
    from schemathesis.schemas import APIOperation

    _Operation = APIOperation[Any, Any, Any, Any]

__all__ = ["DECK", "ERROR_REASONS", "MAX_BODY", "Answer", "Checker", "OutOfTime", "TransportProblem"]

MAX_BODY = 16_000_000
"""The largest answer read; the protocol's largest (a recall of ten observations) is far smaller."""

def _checks_config() -> dict[str, Any]:
    """Schemathesis's standard checks, all of them, tuned only where the shipped
    ``docs/schemathesis.toml`` says (the one rejection no JSON Schema can express: a Rules
    Submission the rules refuse, 422); ``st run --config-file`` reads the same file."""
    import tomllib

    from tablecert.resources import schemathesis_config

    data: dict[str, Any] = tomllib.loads(schemathesis_config().read_text(encoding="utf-8"))
    return data


class OutOfTime(TablecertError):
    """The time limit passed: no more generated requests."""


class TransportProblem(TablecertError):
    """No proper HTTP answer: a timeout, a broken connection, an answer too large or too slow."""


@dataclass(frozen=True)
class Answer:
    status: int
    content: bytes


class Checker:
    """Sends requests, reads answers within bounds and runs the checks on them."""

    def __init__(self, target: str, *, read_timeout: float, connect_timeout: float, insecure: bool,
                 token: str, max_examples: int, deadline: float, seed: int) -> None:
        import schemathesis

        from tablecert.resources import openapi_document

        self.base_url = target.rstrip("/")
        self.timeout = (connect_timeout, read_timeout)
        self.insecure = insecure
        self.token = token
        self.max_examples = max_examples
        self.deadline = deadline
        self.seed = seed
        self.session = requests.Session()
        self.session.trust_env = False  # never ~/.netrc or a proxy from the environment
        self.session.verify = not insecure
        self.headers = {"Accept": "application/json"}
        if token:
            self.headers["Authorization"] = f"Bearer {token}"
        raw = _load_document(openapi_document())
        config = schemathesis.Config.from_dict(_checks_config())
        self.schema = schemathesis.openapi.from_dict(raw, config=config)
        self.schema.hook("map_body")(map_body)
        self.round_script = _component_validator(raw, "RoundScript")
        self.operations = {op.label: op for op in map(_operation, self.schema.get_all_operations())}
        self.reports = {label: OperationReport(label) for label in self.operations}
        self.capabilities: set[str] = set()
        """What ``GET /v1/system`` declared: a generated body asks for no other (no fault
        without ``fault-injection``)."""

    # ------------------------------------------------------------------ sending
    def redact(self, text: str) -> str:
        return text.replace(self.token, "[redacted]") if self.token else text

    def _read(self, response: requests.Response, deadline: float) -> bytes:
        chunks: list[bytes] = []
        size = 0
        try:
            while True:
                chunk = response.raw.read1(65536, decode_content=True)
                if not chunk:
                    return b"".join(chunks)
                size += len(chunk)
                if size > MAX_BODY:
                    raise TransportProblem(f"the answer is larger than {MAX_BODY // 1_000_000} MB; "
                                            "it is cut off")
                if time.monotonic() > deadline:
                    raise TransportProblem(f"the answer was still arriving after "
                                            f"{sum(self.timeout):g} s (connect + read timeout)")
                chunks.append(chunk)
        except (urllib3.exceptions.HTTPError, OSError) as exc:
            raise TransportProblem(f"the connection broke while the answer arrived: {exc}") from None
        finally:
            response.close()

    def send(self, case: Any, *, raw_body: bytes | None = None) -> tuple[Any, requests.PreparedRequest]:
        """Send ``case`` (or ``raw_body`` in its place); the answer as a Schemathesis Response."""
        import schemathesis

        kwargs = case.as_transport_kwargs(base_url=self.base_url, headers=dict(self.headers))
        headers = {k: v for k, v in kwargs["headers"].items() if k != "X-Schemathesis-TestCaseId"}
        if raw_body is not None:
            kwargs.pop("json", None)
            kwargs["data"] = raw_body
            headers["Content-Type"] = "application/json"
        kwargs["headers"] = headers
        request = self.session.prepare_request(requests.Request(
            method=kwargs["method"], url=kwargs["url"], headers=headers, params=kwargs.get("params") or None,
            json=kwargs.get("json"), data=kwargs.get("data")))
        started = time.monotonic()
        try:
            response = self.session.send(request, stream=True, timeout=self.timeout, allow_redirects=False,
                                         verify=self.session.verify)
            content = self._read(response, started + sum(self.timeout))
        except requests.Timeout:
            raise TransportProblem(f"no answer within the timeout ({self.timeout[0]:g} s to connect, "
                                    f"{self.timeout[1]:g} s to read)") from None
        except requests.RequestException as exc:
            raise TransportProblem(f"the request failed: {type(exc).__name__}: {exc}") from None
        answer = schemathesis.Response(
            status_code=response.status_code,
            headers={k.lower(): [v] for k, v in response.headers.items()},
            content=content, request=request, elapsed=time.monotonic() - started,
            verify=not self.insecure, message=response.reason or "", encoding=response.encoding)
        return answer, request

    def curl(self, request: requests.PreparedRequest) -> str:
        parts = ["curl", "-sS", "-X", str(request.method)]
        if self.insecure:
            parts.append("--insecure")
        for key, value in request.headers.items():
            if key.lower() in ("content-type", "authorization", "accept"):
                value = "Bearer $TABLECERT_TOKEN" if key.lower() == "authorization" else value
                parts += ["-H", f"{key}: {value}"]
        body = request.body
        if body:
            text = body.decode("utf-8", "replace") if isinstance(body, bytes) else str(body)
            parts += ["--data-binary", ascii_body(text)]
        parts.append(str(request.url))
        line = " ".join(shlex.quote(p) for p in parts)
        # the token stays in the lab's environment: the command names the variable instead
        return clean(self.redact(line).replace("'Authorization: Bearer $TABLECERT_TOKEN'",
                                               '"Authorization: Bearer $TABLECERT_TOKEN"'), 2000)

    # ------------------------------------------------------------------ checking
    def exchange(self, label: str, case: Any, *, phase: str, expect: tuple[int, ...] = (),
                 raw_body: bytes | None = None) -> Answer | None:
        """One request to operation ``label``, its answer checked; the answer, or None if
        there was no proper one (a violation is recorded either way)."""
        import schemathesis

        report = self.reports[label]
        if report.skipped:  # a capability the system did not declare: nothing is sent for it
            return None
        report.requests += 1
        try:
            response, request = self.send(case, raw_body=raw_body)
        except TransportProblem as problem:
            prepared = self.session.prepare_request(requests.Request(
                **{k: v for k, v in case.as_transport_kwargs(base_url=self.base_url, headers=dict(
                    self.headers)).items() if k in ("method", "url", "headers", "params", "json")}))
            if raw_body is not None:
                prepared.prepare_body(raw_body, None)
            report.add(self._violation(label, "transport", "No proper answer", str(problem), prepared, phase))
            return None
        try:
            case.validate_response(response, additional_checks=[error_shape])
        except schemathesis.errors.FailureGroup as group:
            for failure in group.exceptions:
                checks = getattr(type(failure), "checks", ()) or ("error_shape",)
                report.add(self._violation(label, checks[0], failure.title,
                                           named_field(failure.message, response.content), request, phase,
                                           response.content))
        if response.status_code >= 400 and request.body:
            if phase == "walk":
                self._probe_framing(label, request, response.status_code)
            # the next request on a fresh connection: a system that left this body unread is
            # out of step on this one, and its next answer would be blamed on another operation
            self.session.close()
        if expect and response.status_code not in expect:
            wanted = " or ".join(str(s) for s in expect)
            report.add(self._violation(
                label, "documented_status", f"HTTP {response.status_code} where the documents say {wanted}",
                f"the documented request was answered HTTP {response.status_code}, not {wanted}"
                f"{error_summary(response.content)}", request, phase, response.content))
        return Answer(response.status_code, response.content)

    def _probe_framing(self, label: str, request: requests.PreparedRequest, status: int) -> None:
        """After an error answer to a request with a body, ``GET /v1/system`` on the same
        keep-alive connection: a system that refused without reading the body reads that body
        as the next request line and garbles the answer (docs/protocol.md, Conventions)."""
        probe = self.case("GET /v1/system")
        try:
            answer, _ = self.send(probe)
            broken = "" if answer.status_code == 200 else f"HTTP {answer.status_code}"
        except TransportProblem as problem:
            broken = str(problem)
        if broken:
            self.reports[label].add(self._violation(
                label, "keep_alive", f"The request body was left unread after HTTP {status}",
                f"the next request on the same connection (GET /v1/system) got {broken}: read the "
                "whole body (Content-Length bytes) before answering, an error included, or close "
                "the connection", request, "walk"))

    def _violation(self, label: str, check: str, title: str, message: str,
                   request: requests.PreparedRequest, phase: str, content: bytes = b"") -> Violation:
        body = request.body
        text = (body.decode("utf-8", "replace") if isinstance(body, bytes) else str(body)) if body else ""
        shown = f"{request.method} {request.path_url}" + (f" {ascii_body(text)}" if text else "")
        excerpt = content[:EXCERPT_LIMIT].decode("utf-8", "replace")
        if excerpt and excerpt not in message:
            message = f"{message}\nreceived: {excerpt}"
        return Violation(operation=label, check=check, title=clean(self.redact(title), 200),
                         message=clean(self.redact(message)), request=clean(self.redact(shown), 600),
                         curl=self.curl(request), phase=phase)

    def case(self, label: str, *, body: Any = None, path: dict[str, str] | None = None,
             query: dict[str, Any] | None = None) -> Any:
        operation = self.operations[label]
        if body is None:
            return operation.Case(path_parameters=path or {}, query=query or {})
        return operation.Case(path_parameters=path or {}, body=body, query=query or {},
                              media_type="application/json")

    # ------------------------------------------------------------------ fuzzing
    def fuzz(self, label: str, path: dict[str, str]) -> None:
        """Generated requests for one operation, valid then invalid, until ``max_examples``
        of each or the time limit."""
        from hypothesis import HealthCheck, Phase, given, reject, seed, settings
        from hypothesis.errors import Unsatisfiable
        from schemathesis import GenerationMode

        operation = self.operations[label]
        for mode in (GenerationMode.POSITIVE, GenerationMode.NEGATIVE):
            phase = f"fuzz ({mode.value})"
            strategy = operation.as_strategy(generation_mode=mode, path_parameters=path or None)

            def send(case: Any, phase: str = phase, positive: bool = mode is GenerationMode.POSITIVE) -> None:
                if time.monotonic() > self.deadline:
                    raise OutOfTime
                if positive and not self.prepare(label, case):
                    reject()
                self.exchange(label, case, phase=phase)

            one = seed(self.seed)(settings(
                max_examples=self.max_examples, deadline=None, database=None, phases=[Phase.generate],
                suppress_health_check=list(HealthCheck), report_multiple_bugs=False)(
                given(strategy)(lambda case: send(case))))
            with contextlib.suppress(Unsatisfiable):  # nothing to make invalid: GET /v1/system
                one()


    def prepare(self, label: str, case: Any) -> bool:
        """A generated valid request made valid in full where the schema cannot say it all (a
        whole deck, one game's script) and asking for no capability the system did not declare;
        False for one that cannot be."""
        if label == _SCRIPTED and not self.round_script.is_valid(case.body):
            # the document's oneOf is one script per game; the table plays Three Card Poker,
            # whose script is a RoundScript (another game's body is its 400)
            return False
        faults = "fault-injection" in self.capabilities
        if label in (_SCRIPTED, _DEAL, _SHUFFLED) and isinstance(case.body, dict):
            whole_deck(case.body, shuffled=label == _SHUFFLED, faults=faults)
        elif label == _BATCHES and isinstance(case.body, dict) \
                and isinstance(case.body.get("script"), dict):  # each round of it as _SHUFFLED
            whole_deck(case.body["script"], shuffled=True, faults=faults)
        return True

    def coverage(self, label: str, path: dict[str, str]) -> None:
        """Schemathesis's coverage phase for one operation, as ``st run`` has it: every method
        the path does not take (405 with ``Allow``, RFC 9110 15.5.6; an ``OPTIONS`` answer's
        ``Allow`` listing the documented methods), then its boundary values, valid and invalid,
        at most ``max_examples`` of them."""
        from schemathesis import GenerationMode
        from schemathesis.core.parameters import ParameterLocation

        operation = self.operations[label]
        cases = self.schema.iter_coverage_cases(
            operation, generation_modes=[GenerationMode.POSITIVE, GenerationMode.NEGATIVE],
            generation_config=self.schema.config.generation_for(operation=operation))
        values = 0
        for case in cases:
            if time.monotonic() > self.deadline:
                raise OutOfTime
            method = str(case.method).upper() != str(operation.method).upper()
            if not method and values >= self.max_examples:
                continue
            negative_path = case.meta is not None and case.meta.is_negative_at(ParameterLocation.PATH)
            if path and not negative_path:  # the table and round opened for it, not generated ids
                case.path_parameters = {**(case.path_parameters or {}), **path}
            positive = case.meta is None or case.meta.generation.mode.is_positive
            if not method and positive and not self.prepare(label, case):
                continue
            values += not method
            self.exchange(label, case, phase=f"coverage ({'method' if method else _mode(case)})")


def _mode(case: Any) -> str:
    return str(case.meta.generation.mode.value) if case.meta is not None else "positive"


_SCRIPTED = "POST /v1/tables/{table_id}/scripted-rounds"
_DEAL = "POST /v1/tables/{table_id}/rounds/{round_id}/deal"
_SHUFFLED = "POST /v1/tables/{table_id}/shuffled-rounds"
_BATCHES = "POST /v1/tables/{table_id}/shuffled-round-batches"


def _operation(result: Result[_Operation, InvalidSchema]) -> _Operation:
    """An operation of our own OpenAPI document; one it cannot read is a broken install."""
    from schemathesis.core.result import Err

    if isinstance(result, Err):
        raise InputError(f"the installed OpenAPI document has an operation schemathesis cannot read "
                         f"({result.err()}); reinstall tablecert")
    return result.ok()


def _load_document(path: Path) -> dict[str, Any]:
    """The OpenAPI document as data (libyaml's loader where PyYAML has it: ten times faster)."""
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    data: dict[str, Any] = yaml.load(path.read_text(encoding="utf-8"), Loader=loader)
    return data


def _component_validator(document: dict[str, Any], name: str) -> Any:
    """A JSON Schema validator for one of the document's component schemas."""
    import jsonschema_rs

    return jsonschema_rs.validator_for({"$ref": f"#/components/schemas/{name}",
                                        "components": document["components"]})
