"""The one base of every error tablecert raises on purpose: :class:`TablecertError`.

Each subclass keeps the builtin it always was (a bad card is still a ``ValueError``, a
:class:`~tablecert.oracle.judge.Discrepancy` still an ``AssertionError``, so pytest reports it
as a failure), and says what it means for a run: ARCHITECTURE.md's table "Errors" maps each
to its verdict and exit code. It lives in the oracle's core, importing nothing, because the
oracle raises several of them and imports nothing above itself.

>>> from tablecert.oracle.cards import CardError
>>> issubclass(CardError, TablecertError) and issubclass(CardError, ValueError)
True
"""

from __future__ import annotations

__all__ = ["TablecertError"]


class TablecertError(Exception):
    """An error tablecert raises on purpose, with a message a lab engineer can act on; never a
    bug of tablecert's own (those are whatever Python raised)."""
