"""The readings the table-game records oracle takes (523, 525, 541.3(c), the device-malfunction
rules of the 2010 amendments): entries of the interpretation register
(:mod:`tablecert.oracle.interpretations`).
"""

from __future__ import annotations

from tablecert.oracle.readings import Interpretation

__all__ = ["READINGS"]

READINGS: tuple[Interpretation, ...] = (
    Interpretation(
        "cancellation of dice",
        "523.13(o), 523.13(o)(1)",
        "Destruction or cancellation of dice, other than those retained for Board inspection, shall "
        "be completed within 72 hours of collection. * * * (2) Destruction must occur by shredding "
        "or crushing.",
        "A cancellation completes the 72-hour duty as a destruction does; the system records a "
        "cancellation with its method as given and the harness does not judge that method. A "
        "record of *destruction* names shredding or crushing, or the system refuses it.",
        "How dice are cancelled is in (o)(1), which the seeds elide; (o)(2) speaks of "
        "destruction only. Drilling a die is therefore no destruction (catalogued defect "
        "drilling-accepted-as-destruction), whatever (o)(1) may say of it as a cancellation.",
    ),
    Interpretation(
        "within 72 hours, and what a system shows when the hours pass",
        "523.13(o)",
        "shall be completed within 72 hours of collection",
        "The 72 hours run from the minute of collection; a destruction or cancellation at the "
        "72nd hour exactly is within them. When the system's clock passes that minute with "
        "dice of the collection neither destroyed nor cancelled, the system reports one "
        "exception naming those dice, due at the 72nd hour, once. A later destruction is still "
        "recorded: the record is of a fact, and the exception already shows the lateness.",
        "The rule binds the certificate holder, not the system; what a table-game management "
        "system can show is the record of each die and an exception when the duty was not "
        "done in time. Refusing to record a destruction that happened would leave the dice "
        "unaccounted for.",
    ),
    Interpretation(
        "a set of decks names its game",
        "523.15(g), 523.15(g)(2)",
        "If multiple decks of cards are packaged and sealed in a set, the package must have a "
        "label that indicates or contain a window that reveals an adequate description of the "
        "contents of the package, including: * * * (2) The game for which the cards are to be used.",
        "A package of two or more decks is received only when its label or window names a game "
        "(any game named; the harness does not judge which); a deck packaged separately needs "
        "none. A package that is not sealed is refused.",
        "\"Multiple decks\" is more than one. The other items of the description ((g)(1)) are "
        "elided; they, the manner of sealing the Bureau approved and the number of decks of a "
        "set, are manual checks.",
    ),
    Interpretation(
        "the drop box being removed and its replacement",
        "525.13(d)",
        "the original copy of the Table Inventory Slip shall be deposited in the drop box that is "
        "attached to the gaming table immediately before the drop box is removed ... The duplicate "
        "copy ... shall be deposited in the drop box that is attached to the gaming table "
        "immediately following the removal of the drop box",
        "The drop box being removed is the one attached to the table when the inventory was "
        "counted. The system takes the original only into that box, and only after both copies "
        "bear both signatures ((c)); it lets that box be removed only once the original is in "
        "it; it takes the duplicate only into the box attached after the removal. "
        "\"Immediately\" (nothing else between) is a manual check.",
        "The system sees the order of the steps, not the seconds between them; the order is "
        "what (d) fixes. A removal with no count at all is refused under (a): 525.13 is about "
        "tables that stay open, where the count is required.",
    ),
    Interpretation(
        "a table that is to remain open",
        "525.13(a)",
        "Whenever a table game is to remain open for gaming activity when the table is being "
        "dropped",
        "A table is open for gaming activity from the start of the records until the system "
        "records \"table closed for gaming activity\", and again after \"table opened for gaming "
        "activity\". At an open table a drop box leaves only after the count of (a) and the "
        "original's deposit of (d); at a closed table it leaves without them, the entry citing no "
        "subsection.",
        "525.13 governs only drops at tables that stay open; the drop of a closed table is "
        "another section's, not in the seeds, so the harness judges only that 525.13's count "
        "is not demanded there.",
    ),
    Interpretation(
        "the count's observer",
        "525.13(b)",
        "shall be observed by the floorperson who is responsible for supervising the table game at "
        "the time of the drop",
        "The system takes a count observed by a floorperson other than the counter; a count "
        "observed by anyone else (a pit manager, a dealer, a security officer) is refused. "
        "Whether that floorperson is the one supervising the table then is a manual check.",
        "The system knows roles; supervisory assignments are outside the records modelled.",
    ),
    Interpretation(
        "24 hours of Minibaccarat decks",
        "541.3(c)",
        "The decks of cards opened for use at a Minibaccarat table shall be changed at least once "
        "every 24 hours.",
        "The 24 hours run from the minute the decks were opened for use; opening new decks at "
        "the table is the change (the old ones leave use that minute), as is removing them from "
        "use. A change at the 24th hour exactly is in time. When the clock passes the 24th hour "
        "with the decks still in use, the system reports one exception naming them, due at the "
        "24th hour. The check applies to Minibaccarat tables only.",
        "The seeds' other deck-change periods are Three Card Poker's (649a.3(c), the next "
        "entry); no other game's is in the seeds.",
    ),
    Interpretation(
        "4 or 8 hours of Three Card Poker decks",
        "649a.3(c), (c)(1), (c)(2)",
        "The decks of cards used in Three Card Poker shall be changed: (1) At least every 4 hours "
        "if the cards are dealt by hand. (2) At least every 8 hours if the cards are dealt from a "
        "manual or automated dealing shoe.",
        "How a table's cards are dealt is what its entry in the records Rules Submission declares "
        "(tables.<id>.dealing: from the hand, manual dealing shoe, automated dealing shoe). The "
        "hours run as for 541.3(c): from the minute the decks were opened for use, a new opening "
        "or a removal from use being the change, a change at the 4th (8th) hour exactly in time, "
        "one exception when the clock passes it with the decks still in use.",
        "The text ties the period to the dealing method and says no more; a table-game system "
        "knows a table's method from its Rules Submission, and 541.3(c), the seeds' other "
        "deck-change rule, is read the same way.",
    ),
    Interpretation(
        "any other method of shuffling or dealing",
        "551.16(k), 555.14(g), 557.13(g), 559.15(f), 561.14(n), 563.13(g), 565.13(g), 567.11(e)",
        "must be covered or have a sign indicating that the automated card shuffling device or "
        "automated dealing shoe is out of order placed on the device before any other method of "
        "shuffling or dealing may be utilized at that table",
        "At a table of the table-game records model, while any of its devices has malfunctioned "
        "and is neither covered nor signed out of order, no shuffling or dealing is recorded at "
        "that table, by any method, the table's other working device included. A device "
        "malfunctioning or out of order is not used until it is returned to service.",
        "Read literally, \"any other method of shuffling or dealing\" is every method but the "
        "broken device, and the working shuffler is one; putting the cover or sign on first is "
        "always possible and is what the amendment asks for.",
    ),
    Interpretation(
        "dice of Pai Gow and Pai Gow Poker",
        "523.12(b)",
        "(b) Dice used in the table games of Pai Gow and Pai Gow Poker must comply with subsection "
        "(a) except as follows: * * * * *",
        "A manual check against the full text of 58 Pa. Code § 523.12 in force.",
        "Both subsection (a) and the exceptions (b) announces are elided in the seeds, and a "
        "die's physical characteristics are not something a system records.",
    ),
)
