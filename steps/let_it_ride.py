"""Steps only Let It Ride needs (643a); shared phrases live in steps/library.py."""

from __future__ import annotations
