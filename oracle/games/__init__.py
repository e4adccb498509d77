"""One package per game, all of one shape: ``__init__.py`` (the game's public names, its
catalogue entry), ``rules.py`` (its Rules Submission section), ``table.py`` (its round or table
engine), ``paytables.py`` (its payouts as data, with citations; not for a game that pays
nothing), ``readings.py`` (its entries of the interpretation register), and whatever else the
game needs (``model.py`` for a script and observation, ``hands.py``, ...). A game imports the
core (``tablecert.oracle.*``) and, for Three Card Poker and Let It Ride, the shared round engine
(:mod:`tablecert.oracle.card_round`); never another game. See ARCHITECTURE.md, "Adding a game".
"""
