"""The bytes a fuzzed round is read from: :class:`Choices` reads integers, samples and
shuffles from a byte string, so that hypothesis shrinks a round by shrinking its bytes;
:class:`Profile` says what kind of rounds are drawn and how many bytes a round takes."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

_ORDINAL = {1: "st", 2: "nd", 3: "rd"}
_T = TypeVar("_T")


class Choices:
    """The choices of a round, read from a byte string that hypothesis draws and shrinks.

    Drawing each choice from hypothesis costs about 80 us, and a round makes a hundred; one
    byte string per batch of rounds costs one draw. Each choice reads as few bytes as its
    range needs; zero bytes, and every choice read past the end, are the simplest choice
    (the lowest number, False, the first option, the deck in index order), so as hypothesis
    shrinks the bytes towards fewer and zero bytes the round shrinks towards fewer seats,
    wagers, faults and an unshuffled deck.
    """

    __slots__ = ("data", "pos")

    def __init__(self, data: bytes) -> None:
        self.data = data
        self.pos = 0

    def integer(self, low: int, high: int) -> int:
        span = high - low
        if span <= 0:
            return low
        pos = self.pos
        if span < 256:  # one byte, most choices: read without slicing
            self.pos = pos + 1
            data = self.data
            return low + (data[pos] if pos < len(data) else 0) % (span + 1)
        size = (span.bit_length() + 7) // 8
        self.pos = pos + size
        return low + int.from_bytes(self.data[pos:pos + size], "big") % (span + 1)

    def boolean(self) -> bool:
        pos = self.pos
        self.pos = pos + 1
        return pos < len(self.data) and self.data[pos] & 1 == 1

    def sample(self, options: Sequence[_T]) -> _T:
        return options[self.integer(0, len(options) - 1)]

    def permutation(self, items: Sequence[_T]) -> tuple[_T, ...]:
        """A shuffle seeded by the next 8 bytes; seed 0 leaves the order as it is."""
        key = self.integer(0, 2**64 - 1)
        return _shuffled(items, key) if key else tuple(items)


def _shuffled(items: Sequence[_T], key: int) -> tuple[_T, ...]:
    """``random.Random(key).shuffle`` of the items, step for step (the same draws, so the
    same order; a test checks), without its per-card method calls: a round shuffles a
    deck, and the library's loop costs twice this one."""
    out = list(items)
    getrandbits = random.Random(key).getrandbits
    for i, bits in _SHUFFLE_STEPS[len(out)]:
        n = i + 1
        j = getrandbits(bits)
        while j >= n:
            j = getrandbits(bits)
        out[i], out[j] = out[j], out[i]
    return tuple(out)


class _Steps(dict[int, tuple[tuple[int, int], ...]]):
    """Per length: the positions ``random.shuffle`` swaps from (last to second) and the
    bits of each draw (``_randbelow_with_getrandbits``: ``(i + 1).bit_length()``)."""

    def __missing__(self, length: int) -> tuple[tuple[int, int], ...]:
        steps = self[length] = tuple((i, (i + 1).bit_length()) for i in reversed(range(1, length)))
        return steps


_SHUFFLE_STEPS = _Steps()


ROUND_BYTES = 104
"""Bytes a round may read: seven seats with every wager, a plant and a fault read at most
about 100 (half of all rounds read under 45); a round reading past them takes the simplest
choices from there on."""


@dataclass(frozen=True)
class Profile:
    """What kind of rounds are drawn. The default: 1 to 7 seats, each wager placed or not.
    ``seats``: exactly that many seats each round (at most the table's). ``every_wager``:
    every seat places the Ante Wager (or the three bets) and every other wager its Rules
    Submission offers; some amounts are still refused, some wagers still come late, decks,
    decisions, plants and faults stay random."""

    seats: int | None = None
    every_wager: bool = False

    @property
    def round_bytes(self) -> int:
        """Bytes one round may read (seven seats with four wagers each read at most about 120)."""
        return 128 if self.every_wager else ROUND_BYTES

    def options(self) -> str:
        """The command-line options that draw these rounds (for the replay command)."""
        seats = f" --seats {self.seats}" if self.seats is not None else ""
        return seats + (" --every-wager" if self.every_wager else "")


DEFAULT_PROFILE = Profile()


