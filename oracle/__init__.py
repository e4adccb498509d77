"""The reference engine: pure, standard library plus numpy, yaml and msgspec, no I/O.

A small core at this level (cards, money, rankings, paytables' shape, round records, the
judge, the Rules Submission reader, the GameSpec shape, readings); the round engine Three Card
Poker and Let It Ride share (``card_round/``); one package per game (``games/<game>/``); and
above them what puts the games together (``card_games.py``, ``catalogue.py``,
``interpretations.py``, ``par_sheet/``). ARCHITECTURE.md draws the layers.
"""
