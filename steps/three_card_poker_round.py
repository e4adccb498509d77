"""Steps only the Three Card Poker dealing, settlement and irregularity scenarios need
(649a.8-649a.13, 565.8-565.13); shared phrases live in steps/library.py."""

from __future__ import annotations
