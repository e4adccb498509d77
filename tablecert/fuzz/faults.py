"""A system fault met by a random search (``tablecert fuzz``): kept, not shrunk, and reported
in one line.

A :class:`~tablecert.adapters.contract.SystemFault` is the system failing to answer (an HTTP
500, a timeout, an adapter that raised), not a disagreement with the regulation: there is
nothing to shrink, and letting it through hypothesis would end the command in hypothesis's
traceback (an exception group when the search meets a fault and a discrepancy both). So the
search's test records the first fault it meets and stops playing (:class:`FaultsMet`); a
discrepancy found before or during shrinking is still shrunk and reported as a scenario, and
the fault is named beside it. The command reports a fault alone in one line, exit 1
(:func:`first_fault` finds it in whatever reaches the command).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Any

from tablecert.adapters.contract import SystemFault
from tablecert.oracle.judge import Discrepancy

__all__ = ["FaultsMet", "first_fault", "found_by"]


class FaultsMet:
    """The first system fault the search met; :meth:`guard` wraps the search's test."""

    def __init__(self) -> None:
        self.first: SystemFault | None = None

    def guard(self, test: Callable[[bytes], None], shrinking: Callable[[], bool]) -> Callable[[bytes], None]:
        """``test`` that records a SystemFault instead of raising it, and after the first one
        plays nothing more unless ``shrinking()`` (a discrepancy is being shrunk: an example
        that meets a fault then simply does not reproduce it)."""

        @wraps(test)
        def guarded(data: bytes) -> None:
            if self.first is not None and not shrinking():
                return
            try:
                test(data)
            except SystemFault as fault:
                if self.first is None:
                    self.first = fault

        return guarded

    def raise_unless(self, found: bool) -> None:
        """End the search with the fault it met, unless it ``found`` a discrepancy."""
        if self.first is not None and not found:
            raise self.first


def found_by(search: Callable[[], None], failing: dict[str, Any]) -> None:
    """Run ``search``; a discrepancy it found (``failing`` holds the minimal case) is raised
    as a plain :class:`Discrepancy`, also when hypothesis wraps it in a group because the
    minimal case, played once more, met a fault instead (its ``FlakyFailure``)."""
    try:
        search()
    except BaseExceptionGroup as group:
        if not failing or group.subgroup(Discrepancy) is None:
            raise
        raise Discrepancy(failing["differences"]) from None


def first_fault(exc: BaseException) -> SystemFault | None:
    """The SystemFault ``exc`` is, or the first one an exception group holds; None if none."""
    if isinstance(exc, SystemFault):
        return exc
    if isinstance(exc, BaseExceptionGroup):
        for inner in exc.exceptions:
            found = first_fault(inner)
            if found is not None:
                return found
    return None
