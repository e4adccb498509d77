"""The error every command reports the same way (``tablecert: <message>``, exit code 2).

A module of its own, importing only the error base (:mod:`tablecert.oracle.errors`, which
imports nothing), so that a command which fails on bad input, or
starts its workers first, does not wait for the games to load (``tablecert.files``
imports every game's rules; it re-exports :class:`InputError`)."""

from tablecert.oracle.errors import TablecertError

__all__ = ["InputError", "TablecertError"]


class InputError(TablecertError, ValueError):
    """Bad input from the user: the message names the file, line or field. Exit code 2."""
