"""A catalogued defect of 649a.13(g)'s order (issue #33 item 5): "covered or have a sign
... placed on the device before any other method of shuffling or dealing may be utilized".
The scenarios checked once that the cover is reported; this system reports it, but only after
the round was dealt by the other method.

The catalogue (tablecert/reference_system/defects.py) splats :data:`COVER_DEFECTS` in.
"""

from __future__ import annotations

from msgspec.structs import replace

from tablecert.oracle.round import EventKind, Observation
from tablecert.oracle.wagers import Game

__all__ = ["COVER_DEFECTS"]


class _CoveredAfterTheDeal:
    """The device is reported covered at the end of the round, after everything the deal by
    the other method brought."""

    table: object
    _observed: Observation

    def observation(self) -> Observation:
        obs: Observation = super().observation()  # type: ignore[misc]
        cover = [e for e in obs.events if e.kind is EventKind.DEVICE_OUT_OF_ORDER]
        if not cover:
            return obs
        moved = replace(obs, events=(*(e for e in obs.events if e.kind is not EventKind.DEVICE_OUT_OF_ORDER),
                                     *cover))
        self.table.recall[-1] = moved  # type: ignore[attr-defined]
        self._observed = moved
        return moved


COVER_DEFECTS: tuple[tuple[str, str, str, str, type], ...] = (
    # (name, citation, game, description, mixin): defects.py makes each a Defect
    ("device-covered-after-the-deal", "649a.13(g)", Game.THREE_CARD_POKER,
     "reports the malfunctioning device covered or signed out of order only after the round it "
     "dealt by the other method", _CoveredAfterTheDeal),
)
