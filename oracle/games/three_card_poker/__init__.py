"""Three Card Poker (649a; the 2010 edition, 565; the later 649a.10's five-card wagers), on the
round engine it shares with Let It Ride (:mod:`tablecert.oracle.card_round`): its Rules
Submission section (``rules.py``), its round (``table.py``), its paytables (``paytables.py``)
and its readings (``readings.py``). Its catalogue entry is in
:data:`tablecert.oracle.card_games.ROUNDS`."""
