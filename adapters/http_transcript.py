"""The evidence transcript of the HTTP adapter: one JSON line per exchange, the request and
what came back, redacted, each field and the whole file bounded, what is cut marked as cut.
"""

from __future__ import annotations

import json
from typing import Any, TextIO

from tablecert.adapters.http_answers import AnswerChecks

__all__ = ["TRANSCRIPT_FIELD_LIMIT", "TRANSCRIPT_LIMIT", "TranscriptRecorder"]

TRANSCRIPT_LIMIT = 256_000_000
"""The most bytes one transcript file takes; later exchanges are counted, not recorded."""
TRANSCRIPT_FIELD_LIMIT = 1_000_000
"""The most characters of one request's or answer's body a transcript line keeps."""


class TranscriptRecorder(AnswerChecks):
    """The transcript's file (None: nothing is recorded), its bounds and what it has taken."""

    def start_transcript(self) -> None:
        self.transcript: TextIO | None = None
        self.transcript_limit = TRANSCRIPT_LIMIT
        self.transcript_field_limit = TRANSCRIPT_FIELD_LIMIT
        self._transcript_size = 0
        self._not_recorded = 0

    def end_transcript(self) -> None:
        """Note how many exchanges were not recorded, once the transcript reached its limit."""
        if self._not_recorded and self.transcript is not None and not self.transcript.closed:
            self.transcript.write(json.dumps({"cut": f"{self._not_recorded} more exchanges not "
                                              "recorded: the transcript reached its limit of "
                                              f"{self.transcript_limit:,} bytes"}) + "\n")
            self._not_recorded = 0

    def record(self, endpoint: str, params: dict[str, Any] | None, data: bytes | None,
               status: int | None, answer: str) -> None:
        """One line of the evidence transcript: the request and what came back, redacted,
        each field cut at ``transcript_field_limit`` characters and the whole file at
        ``transcript_limit`` bytes, what is cut marked as cut."""
        if self.transcript is None:
            return
        if self._transcript_size >= self.transcript_limit:
            self._not_recorded += 1
            return
        line = {"request": self.redact(endpoint), "params": params,
                "body": self._cut(self.redact(data.decode("utf-8", errors="replace")))
                if data is not None else None,
                "status": status, "answer": self._cut(self.redact(answer))}
        text = json.dumps(line, ensure_ascii=False) + "\n"
        if self._transcript_size + len(text) > self.transcript_limit:
            self._not_recorded += 1
            text = json.dumps({"request": line["request"], "status": status,
                               "cut": "the transcript reached its limit of "
                               f"{self.transcript_limit:,} bytes; this and later exchanges are "
                               "not recorded"}) + "\n"
            self._transcript_size = self.transcript_limit
        else:
            self._transcript_size += len(text)
        self.transcript.write(text)

    def _cut(self, text: str) -> str:
        limit = self.transcript_field_limit
        if len(text) <= limit:
            return text
        return f"{text[:limit]}[cut: {len(text) - limit:,} more characters not recorded]"

