"""The readings the Minibaccarat, Midibaccarat and Baccarat oracle (541, 543, 545) takes where
the seeds elide the dealing rules and the payouts: entries of the interpretation register
(:mod:`tablecert.oracle.interpretations`).
"""

from __future__ import annotations

from tablecert.oracle.readings import Interpretation

__all__ = ["READINGS"]

READINGS: tuple[Interpretation, ...] = (
    Interpretation(
        "a card dealt in error (baccarat)",
        "541.14(a), (b), (c); 543.14(a)-(c); 545.15(a)-(c)",
        "If a card dealt in error under the circumstances described in subsection (a) or (b) is "
        "disclosed at the time it is dealt",
        "A round script marks the first card the round draws from the shoe as a card dealt in "
        "error and disclosed; the procedure the Rules Submission designates then runs before the "
        "round of play is dealt from the cards that follow. The wagers on the layout stay for "
        "the round of play.",
        "Subsections (a) and (b), which say when a card is dealt in error, are elided "
        "(\"* * * * *\"); (c) only needs a disclosed card that is not part of a proper deal, and "
        "the first card drawn is the one place every system can be told to put it.",
        "The Rules Submission's disclosed_card_procedure chooses (c)(1) or (c)(2); the moment is "
        "fixed.",
    ),
    Interpretation(
        "a product with no disclosed-card procedure",
        "541.14(c), 543.14(c), 545.15(c)",
        "the dealer shall, in accordance with one of the following procedures designated in the "
        "certificate holder's Rules Submission under § 521.2 (relating to table games Rules "
        "Submissions)",
        "The duty is the dealer's, by a procedure the certificate holder designates; the text "
        "does not require a system to carry it out. A product's Rules Submission may say "
        "disclosed_card_procedure: not offered: its system automates neither (c)(1) nor (c)(2), "
        "the dealer follows the designated procedure by hand, and every scenario that deals a "
        "disclosed card (@offers_disclosed_card_procedure) is not applicable to it, naming the "
        "field. Its table refuses a round that marks a disclosed card (not-offered, citing (c)). "
        "A submission that leaves the field out designates nothing and is refused.",
        "\"The dealer shall\" puts the procedure on the dealer; a system that cannot be told a "
        "card was disclosed has nothing to judge, and failing it for lacking what the text never "
        "asks of it would be wrong. The certificate holder's designation still binds the table: "
        "it is for the inspector to see at the table.",
        "disclosed_card_procedure: discard or simulated round is a product that automates that "
        "procedure; not offered, one that automates neither.",
    ),
    Interpretation(
        "baccarat tableau",
        "541.9(a)-(c), 541.10, 543.9-543.10, 545.9(c), 545.10 (not in the seeds)",
        "The cards shall be dealt in accordance with the rules of this chapter",
        "The round of play and the simulated round are dealt Player, Banker, Player, Banker; a "
        "two-card 8 or 9 in either hand stands both; otherwise the Player's Hand draws on 0-5, "
        "and the Banker's Hand draws by the standard Punto Banco tableau (oracle.games.baccarat.table."
        "TABLEAU: on 0-2 always, 3 unless the Player's third card is 8, 4 on 2-7, 5 on 4-7, 6 on "
        "6-7, never on 7; on 0-5 when the Player's Hand stood).",
        "The chapters' dealing sections are elided; the tableau is the one every Pennsylvania "
        "baccarat game uses and \"the rules of this chapter\" in (c)(2) must be some rule.",
    ),
    Interpretation(
        "baccarat payouts",
        "541, 543, 545 payout sections (not in the seeds)",
        "(no text in the seeds)",
        "A winning Player Wager is paid 1 to 1, a winning Banker Wager 19 to 20 (even money less "
        "5%), a winning Tie Wager 8 to 1; on a tie the Player and Banker Wagers are returned. A "
        "payout that is not whole cents may be rounded down, to the nearest cent or up (a range: "
        "\"payouts in fractions of a cent\"; the oracle rounds down). The oracle settles by "
        "seat, lowest first, and within a seat Player, Banker, Tie; with no text to fix an "
        "order, a system's settlements are judged in any order (a range).",
        "The usual payouts of the game; the seeds give none, nor any rounding.",
        "The Rules Submission's payouts.player, payouts.banker and payouts.tie set the odds; "
        "every rounding and any settlement order is accepted.",
    ),
    Interpretation(
        "Midibaccarat and Baccarat seats",
        "543.2, 545.2 (not in the seeds)",
        "numbered places for a maximum of nine seated players (541.2(a), Minibaccarat only)",
        "A Midibaccarat table has at most nine numbered places and a Baccarat table at most "
        "fourteen; the Rules Submission states how many (table.seats) and a wager at a higher "
        "place is refused (no-such-seat).",
        "Only Minibaccarat's nine is in the seeds; nine and fourteen are the sizes of those "
        "tables in Pennsylvania's full chapters.",
        "table.seats sets the count within the bound; the bound is fixed.",
    ),
    Interpretation(
        "the 545.9(d) election",
        "545.9(d), (d)(1)",
        "elect to use the following procedures in lieu of the procedures in subsection (c) and "
        "§ 545.10 ... (1) The curator shall place the Banker's Hand underneath the right corner "
        "of the dealing shoe.",
        "The election changes who handles the cards once the first four are dealt, not whether a "
        "hand draws: under it the round is dealt by the same tableau. The election is a Baccarat "
        "Rules Submission field (banker_hand_under_shoe); the curator's placement is a manual "
        "check.",
        "(d)(2) onwards and § 545.10 are elided; (d)(1) describes only a movement of cards on the "
        "layout, which no system reports.",
        "banker_hand_under_shoe makes the election (Baccarat only).",
    ),
)
