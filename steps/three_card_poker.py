"""Steps only Three Card Poker needs (649a, 565); shared phrases live in steps/library.py."""

from __future__ import annotations
