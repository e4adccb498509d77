"""Blackjack's and Spanish 21's return (549, 551 payout odds): one hand standing on its first two
cards; the cards drawn with replacement from a full deck (without its 10s for Spanish 21)."""

from __future__ import annotations

import random

from tablecert.adapters.contract import GameTableSession
from tablecert.oracle.cards import FULL_DECK, Card, Rank
from tablecert.oracle.game import GameRules
from tablecert.oracle.games.blackjack.model import BlackjackObservation, BlackjackScript, WagerPlacement
from tablecert.oracle.games.blackjack.par_sheet import stand_moments
from tablecert.oracle.games.blackjack.rules import BlackjackRules
from tablecert.stats.games import GameLine, GameReturn, GameStats, sd

__all__ = ["BLACKJACK_STAKE", "RETURNS", "SHOE"]

BLACKJACK_STAKE = 2000
SHOE = 24
"""Cards in a blackjack shoe: one hand, the dealer's draws fit (24 cards are never all needed)."""


def _deck(rules: BlackjackRules) -> tuple[Card, ...]:
    return tuple(c for c in FULL_DECK if not (rules.game == "spanish-21" and c.rank is Rank.TEN))


def _blackjack_lines(rules: BlackjackRules) -> list[GameLine]:
    spanish = rules.game == "spanish-21"
    mean, square = stand_moments(spanish, rules.dealer_hits_soft_17)
    soft = "hits" if rules.dealer_hits_soft_17 else "stands on"
    unit = (f"per ${BLACKJACK_STAKE // 100} Wager standing on its first two cards, the dealer {soft} "
            "soft 17, cards drawn with replacement from a full deck"
            + (" without its 10s" if spanish else ""))
    title = "Wager standing on two cards"
    return [GameLine("wager", GameReturn(rules.cite("odds"), rules.name, title, unit, 1 + mean,
                                         sd(mean, square)), BLACKJACK_STAKE, ())]


def _blackjack_round(table: GameTableSession, rules: GameRules, lines: list[GameLine],
                     rng: random.Random) -> dict[str, int]:
    assert isinstance(rules, BlackjackRules)
    deck = _deck(rules)
    shoe = tuple(rng.choice(deck) for _ in range(SHOE))
    observed: BlackjackObservation = table.play(BlackjackScript((WagerPlacement(1, BLACKJACK_STAKE),), shoe))
    return {"wager": sum(s.paid - s.collected for s in observed.settlements if s.seat == 1)}


_BLACKJACK = GameStats(_blackjack_lines, _blackjack_round)
RETURNS = {"blackjack": _BLACKJACK, "spanish-21": _BLACKJACK}
