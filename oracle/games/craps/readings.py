"""The readings the Craps oracle takes where chapter 537 of the seeds is silent or elided:
entries of the interpretation register (:mod:`tablecert.oracle.interpretations`).
"""

from __future__ import annotations

from tablecert.oracle.readings import Interpretation

__all__ = ["READINGS"]

_NO_SWITCH = "No Rules Submission option switches it."

READINGS: tuple[Interpretation, ...] = (
    Interpretation(
        "the Buy and Lay vigorish is charged on winning bets only",
        "537.5a(a), (b), (c)",
        "The certificate holder may collect a vigorish of up to 5%, as specified in the "
        "certificate holder's Rules Submission, of the amount wagered on winning Buy Bets.",
        "The vigorish is collected when a Buy Bet or Lay Bet wins, as the Rules Submission's "
        "percentage of the amount wagered; a losing bet is charged nothing, and nothing is "
        "charged on placing a bet. Every fee a table charges is in the observation (each "
        "placement's and each settlement's `vigorish`), so a fee anywhere else is caught under "
        "537.5a(c).",
        "The text says \"on winning Buy Bets\" / \"on winning Lay Bets\"; the trade habit of "
        "taking the vigorish up front on every bet charges losing bets too, which (a) and (b) "
        "do not permit and (c) forbids. `tablecert math` shows that reading's house edge "
        "labelled as forbidden, for comparison, in the trade's own convention: the commission "
        "is 5% of the wager on a Buy Bet and 5% of the win on a Lay Bet, and the edge is per "
        "amount put down, fee included (Buy 4.76% on every number; Lay 4 and 10 2.44%, 5 and 9 "
        "3.23%, 6 and 8 4.00%); every other line's edge is per amount wagered.",
        _NO_SWITCH,
    ),
    Interpretation(
        "the Lay vigorish is of the amount wagered (or, by option, of the amount won)",
        "537.5a(b)",
        "of the amount wagered on winning Lay Bets",
        "By default a winning Lay Bet is charged the Rules Submission's rate of the amount "
        "wagered (a $40 Lay Bet on 4 at 5% pays $20 less $2). A Rules Submission may instead "
        "say `vigorish_on: amount won` (5% of the $20 won: $1), the way casinos usually charge "
        "it.",
        "The text's words are \"the amount wagered\", the same as for Buy Bets. A Lay Bet wins "
        "less than it wagers (1 to 2 up to 5 to 6), so a rate of the amount won is always less "
        "than the same rate of the amount wagered: within the \"up to 5%\" the text allows. For "
        "Buy Bets, which win as much as or more than they wager, the amount won would exceed the "
        "cap, so Buy Bets have no such option.",
        "`lay_bets.vigorish_on: amount wagered | amount won` (default: amount wagered).",
    ),
    Interpretation(
        "a vigorish that is not whole cents is rounded down",
        "537.5a(a), (b)",
        "a vigorish of up to 5%",
        "The vigorish is the rate times its base, rounded down to the cent (3% of a $12.50 Buy "
        "Bet is $0.37); reviewed under issue #30 and kept: the words force it. Where a Lay "
        "Bet's vigorish is of the amount won and the winnings are rounded (next entry), its "
        "base is the winnings paid.",
        "\"up to 5%, as specified in the certificate holder's Rules Submission\": the rate is "
        "the one specified and a cap; rounding to the nearest cent or up would collect more "
        "than it (3% of $12.50 is $0.375: $0.38 exceeds it), rounding down never does. (Tables "
        "that collect whole dollars only would need a Rules Submission option this harness "
        "does not yet have.)",
        _NO_SWITCH,
    ),
    Interpretation(
        "a Buy or Lay Bet whose winnings would be a fraction of a cent",
        "537.5a(a), (b)",
        "shall pay winning wagers as follows: ... 6 to 5 ... 5 to 6",
        "A range (issue #30): a Buy or Lay Bet whose winnings at the table's odds are not a "
        "whole number of cents (a $5.01 Buy Bet on 6 at 6 to 5 would win $6.012) may be refused "
        "with reason `not-whole-cents`, citing the payout table (the oracle), or accepted and "
        "its winnings paid rounded down, to the nearest cent or up (\"payouts in fractions of a "
        "cent\"): $6.01 or $6.02. Where a system's rolls differ, the oracle plays them again "
        "under each other answer (oracle/games/craps/choices.py) and judges by the one they "
        "agree with, the bet staying up at the oracle's table too when accepted; any other "
        "amount, or a refusal for another reason, fails.",
        "Revisited (issue #30): the harness used to refuse such bets only. The text says only "
        "that a table which offers Buy Bets \"shall pay winning wagers as follows\"; it does not "
        "say every amount must be taken, nor how a part of a cent is paid. Blackjack and baccarat "
        "tables pay such winnings rounded; dealers also take such bets only in multiples that "
        "pay exactly.",
        "No Rules Submission option switches it; every answer passes (variants "
        "buy-lay-fractional-paid, payouts-rounded-to-nearest, payouts-rounded-up).",
    ),
    Interpretation(
        "Buy and Lay Bets are off on the come-out roll unless called on",
        "537.5a (silent); 537.3(a)(7)-(10) by analogy",
        "In addition to Place Bets to Win on 4, 5, 6, 8, 9 and 10 ...",
        "A Buy Bet or Lay Bet neither wins nor loses on a come-out roll unless the player has "
        "called it \"on\", or the Rules Submission makes Buy or Lay Bets work on the come-out "
        "roll. A bet called \"on\" stays on until it is settled or called \"off\".",
        "The seeds do not say; a Buy Bet is \"a Place Bet to Win\" (537.1), and Place Bets are "
        "by custom off on the come-out roll, as the Hardway Bets are by 537.3(a)(7)-(10). Many "
        "casinos let Lay Bets work always, hence the option.",
        "`buy_bets.working_on_come_out`, `lay_bets.working_on_come_out` (default false).",
    ),
    Interpretation(
        "how a Hardway Bet wins and loses, and what it pays",
        "537.3(a)(7), (8), (9), (10)",
        "A winning or losing Four the Hardway Bet shall be determined as follows: * * *",
        "A Hardway Bet on 4, 6, 8 or 10 wins when its number is rolled as a pair (2-2, 3-3, "
        "4-4, 5-5) and loses on a 7 or on its number rolled any other way; other rolls leave it "
        "up. It pays the Rules Submission's odds (default 7 to 1 on 4 and 10, 9 to 1 on 6 and "
        "8). Inactive on the come-out roll (no roll decides it) unless called \"on\"; the call "
        "stays until the bet is settled or called \"off\".",
        "The text elides the determination and the payout; this is the rule and the payout "
        "every casino uses. The inactive rule is the text's own.",
        "`hardway_bets.four_and_ten`, `hardway_bets.six_and_eight` (the odds).",
    ),
    Interpretation(
        "the Two-Six Hop Bet works on the come-out roll and its odds are the Rules Submission's",
        "537.3(a)(34), (34)(i), (34)(ii)",
        "that may be made at any time ... on the roll immediately following placement",
        "A Two-Six or Deuce-Six on the Hop Bet is decided by the very next roll, come-out roll "
        "or not: a 2 and a 6 win at the Rules Submission's odds (`two_six_hop_bet.pays`), "
        "anything else loses.",
        "Paragraph (34) has no \"inactive on the come out roll\" clause, unlike (7)-(10), and "
        "does not print the payout.",
        "`two_six_hop_bet.pays` (the odds).",
    ),
    Interpretation(
        "a winning wager is taken down with its winnings, or stays up",
        "537.3(a), 537.5a (silent); 537.3(a)(34)(i), (ii)",
        "A certificate holder that offers Buy Bets shall pay winning wagers as follows",
        "A range (issue #30): a winning Buy, Lay or Hardway Bet is paid its winnings (less any "
        "vigorish) and either taken down, the wager returned (the oracle: a player who wants it "
        "again places it again), or left up, to be decided again by later rolls, its vigorish "
        "charged at each win. Where a system's rolls differ the oracle plays them again the "
        "other way (oracle/games/craps/choices.py, winners_stay_up) and goes on from the answer "
        "they agree with. A Two-Six on the Hop Bet is always taken down.",
        "The seeds do not say whether a winning bet stays up, and tables do both. The Hop Bet "
        "is decided \"on the roll immediately following placement\" (537.3(a)(34)(i), (ii)): a "
        "second roll cannot decide it.",
        "No Rules Submission option switches it; either answer passes (variant "
        "craps-winners-stay-up).",
    ),
    Interpretation(
        "the bets one roll decides in any order",
        "537.3(a), 537.5a (silent)",
        "A certificate holder that offers Buy Bets shall pay winning wagers as follows",
        "A range (issue #30): the settlements of one roll, and the wagers left standing after a "
        "script, may be reported in any order; the oracle reports them in the order the wagers "
        "were placed, and the judge puts both sides in one order first "
        "(CrapsObservation.judged_order). Each settlement's amounts are judged as before.",
        "No printed text orders the bets one roll decides; the harness used to judge them in "
        "the oracle's order.",
        "No Rules Submission option switches it; every order passes (variant "
        "craps-winners-stay-up reports them reversed).",
    ),
    Interpretation(
        "Craps and Mini-Craps are one game with a variant",
        "537.3(a)",
        "The following wagers may be used in the games of Craps and Mini-Craps",
        "One game, `craps`, plays both; the Rules Submission's `variant` says which (Craps or "
        "Mini-Craps). Every rule of the seeds applies to both alike.",
        "The printed sections treat the two games the same; what differs (the layout, the "
        "crew) is in sections the seeds elide.",
        "`variant: Craps | Mini-Craps`.",
    ),
)
