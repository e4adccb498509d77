"""The round engine Three Card Poker and Let It Ride share: the phase machine
(``engine.py``, ``phase.py``), the deal and its irregularities (``irregularities.py``), deal
plans (``dealing.py``), the table's state across rounds (``table.py``), the table section of
their Rules Submission (``rules.py``) and the readings they share (``readings.py``). It imports
the core only; the two games build on it, and :mod:`tablecert.oracle.card_games` puts them
together.
"""
