"""Let It Ride Poker (643a), on the round engine it shares with Three Card Poker
(:mod:`tablecert.oracle.card_round`): its Rules Submission section (``rules.py``), its round
(``table.py``), its paytables (``paytables.py``) and its readings (``readings.py``). Its
catalogue entry is in :data:`tablecert.oracle.card_games.ROUNDS`."""
