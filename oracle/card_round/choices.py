"""The choices the regulation leaves to the system, as one round shows them.

Where a rule sets a bound and not a schedule, every point of the range complies: 649a.8(f)
(and 649a.9(d), 649a.10(d), their 643a twins) has the stub counted "at least once every 5
rounds of play", so a system may count it in any round, every round even. The oracle keeps
the bound (a count is due on the fifth round since the last) and otherwise follows the
system: told that the system counted the stub in a round, it counts too, and then applies
649a.8(g)/(h) to what the count finds. The system's choice is read from its observation
before the oracle plays the round (:meth:`RangeChoices.observed`), so the judge compares
the consequences of one and the same choice; a count missing where the bound makes it due
is still the oracle's count, and a failure where it matters.
"""

from __future__ import annotations

from dataclasses import dataclass

from tablecert.oracle.round import EventKind, Observation, Reason
from tablecert.oracle.wagers import FIVE_CARD_WAGERS

__all__ = ["RangeChoices"]


@dataclass(frozen=True, slots=True)
class RangeChoices:
    """What a system chose in one round where the text allows either (None: not known, the
    oracle's own schedule alone).

    >>> RangeChoices().stub_counted is None
    True
    """

    stub_counted: bool | None = None
    # the later 649a.10(c)'s five-card wagers refused (not-offered) once the automated dealing
    # shoe is out of order, where the oracle takes and returns them: either complies
    five_card_refused: bool | None = None

    @classmethod
    def observed(cls, observation: Observation) -> RangeChoices:
        """The choices ``observation`` shows: a ``stub counted`` event is a count; a five-card
        wager refused ``not-offered`` is the refusal of them (applied only where the shoe is
        out of order: elsewhere the refusal stays a difference)."""
        return cls(stub_counted=any(e.kind is EventKind.STUB_COUNTED for e in observation.events),
                   five_card_refused=any(r.wager in FIVE_CARD_WAGERS and r.reason is Reason.NOT_OFFERED
                                         for r in observation.refusals))

    def counts_stub(self, due: bool) -> bool:
        """Whether the stub is counted this round: when the bound makes it ``due``
        (649a.8(f): the fifth round since the last count), or when the system chose to."""
        return due or bool(self.stub_counted)
