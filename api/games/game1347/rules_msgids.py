"""English msgids of the rules of 1347 (``GET /v1/rules/1347``): one msgid per paragraph.

Written in the project's own words from ``1347-rules.md`` (P1–P75, with the engine's decisions
of ``docs/1347-decisions.md``), in the vocabulary of ``1347-glossary.md``. Each section is
``(id, title, paragraphs)``, one per id of the engine's ``rules_sections`` and in that order;
the API joins paragraphs with a blank line.
"""

from __future__ import annotations

from ...i18n import N_

SECTIONS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    (
        "overview",
        N_("Overview"),
        (
            N_(
                "1347 is a card game for 2 to 5 players set in the year the Black Death reached "
                "Europe. Each player is a prince who gathers followers among the six classes of "
                "the kingdom (Peasantry, Bourgeoisie, Church, Chivalry, Magic and Royalty) to win "
                "influence over them, while keeping away the rats that carry the plague."
            ),
            N_(
                "Every round, building cards are laid out in a row. The players take supplies "
                "from them, then each enters one building with population cards face down. Those "
                "cards bring influence in the building's class, and rats when they belong to "
                "another class; then the building rewards its visitors with an action."
            ),
            N_(
                "After the final round the players score victory points (VP) for their influence "
                "and their hands. Then the plague strikes: the nuns on the five hidden cards of "
                "the nun row protect the kingdom, and every player with more rats than nuns is "
                "killed, whatever their points. The survivor with the most victory points "
                "inherits the crown and wins."
            ),
        ),
    ),
    (
        "components",
        N_("Components"),
        (
            N_(
                "84 population cards, 14 per class. Each shows a figure of its class and 0 to 4 "
                "nuns: over the whole deck, 24 cards show 4 nuns, 12 show 3, 12 show 2, 12 show 1 "
                "and 24 show none."
            ),
            N_(
                "15 Jokers and 51 special cards: 12 Swords, 12 Flutes, 12 Passes and 15 Gold "
                "cards. The cards of one kind are all alike. Jokers and special cards are kept "
                "face up in the supply."
            ),
            N_(
                "60 building cards: twelve building types, two per class, five copies of each. "
                "A building card shows its class, a supply action (used in phase B) and, for "
                "phase D, a premium action above a standard action."
            ),
            N_(
                "The influence score board, with one influence track per class; discs in each "
                "player's colour (scoring markers on the tracks, and one disc to enter a building "
                "each round); the starting player card; rat tokens; and 20 victory point tokens."
            ),
            N_(
                "In this implementation: in every class, four population cards have no nuns, "
                "two have 1 nun, two have 2, two have 3 and four have 4; the figures are a "
                "Peasant, a Merchant, a Monk, a Knight, a Witch and a King (the rulebook names "
                "only the Monk, the Witch and the King); each victory point token is worth 1 VP; "
                "the supply holds only the 15 Jokers, the special cards and the 20 victory point "
                "tokens listed above, while rats never run out. The rulebook does not state "
                "these points."
            ),
        ),
    ),
    (
        "setup",
        N_("Set up"),
        (
            N_(
                "Choose the game's 30 building cards (see “Choosing building cards”) and shuffle "
                "them into the building card deck. Put its top cards aside, unseen, as the "
                "replacement deck: 10 cards with 2 players, 12 with 3 players, 6 with 4 or 5."
            ),
            N_(
                "Every player puts a scoring marker on the starting space of each of the six "
                "influence tracks and receives 10 rats. Rats are kept face down: each player may "
                "only check their own."
            ),
            N_(
                "Shuffle the population cards. The top 5 form the nun row: five cards face down "
                "in positions 1 to 5, whose order never changes and which nobody sees. Deal 5 "
                "cards to each player; the rest is the population card deck, with room next to "
                "it for the discard pile."
            ),
            N_(
                "Put the Jokers in the supply, and each kind of special card that a chosen "
                "building hands out: Swords for the Castle, Flutes for the Piper's Hut, Passes "
                "for the Office, Gold for the Treasury. The starting player is drawn at random."
            ),
            N_(
                "In this implementation: the discard pile lies face up and everybody may look "
                "through it, since every card that reaches it has been shown; the game's creator "
                "may name the starting player instead of drawing one."
            ),
        ),
    ),
    (
        "building_selection",
        N_("Choosing building cards"),
        (
            N_(
                "Each class has two building types: Farm and Brewery (Peasantry), Marketplace and "
                "Office (Bourgeoisie), Monastery and Hospital (Church), Castle and Guard Tower "
                "(Chivalry), Fortune-teller's Tent and Piper's Hut (Magic), Palace and Treasury "
                "(Royalty). A game uses 5 building cards per class, chosen in one of four ways "
                "when the game is created."
            ),
            N_(
                "First game: the recommended set, the five copies of Farm, Marketplace, "
                "Monastery, Castle, Fortune-teller's Tent and Palace. One type per class: for "
                "each class, one of its two types is drawn at random, with its five copies. "
                "Mixed: for each class, 5 of its 10 building cards are drawn at random. Custom: "
                "the players choose how many copies of each type to use, 5 per class."
            ),
            N_("The Guard Tower is not recommended with 2 players."),
            N_(
                "In this implementation, with 2 players the random selections leave the Guard "
                "Tower out (Chivalry then gets five Castles) unless the game's creator allows it; "
                "a custom selection may include it."
            ),
        ),
    ),
    (
        "round",
        N_("Sequence of play"),
        (
            N_(
                "The game lasts 10 rounds with 2 players, 9 with 3 players and 8 with 4 or 5. "
                "Each round has five phases: A. Draw new building cards; B. Supplies; C. Enter "
                "buildings and play population cards; D. Resolve buildings; E. End of the round."
            ),
            N_(
                "The starting player begins phases B and C, and play goes on clockwise. At the "
                "end of every round the starting player card passes to the left."
            ),
        ),
    ),
    (
        "draw_buildings",
        N_("A. Draw new building cards"),
        (
            N_(
                "Draw building cards from the building card deck and lay them face up in a row, "
                "in the order drawn: 2 cards with 2 or 3 players, 3 cards with 4 or 5. Everybody "
                "sees their types and their supply actions."
            ),
            N_(
                "If every card of the row is of the same building type, the last one goes to the "
                "bottom of the replacement deck and the top card of the replacement deck takes "
                "its place; repeat as long as the row holds a single type."
            ),
            N_("The round in which the building card deck runs out is the final round."),
        ),
    ),
    (
        "supplies",
        N_("B. Supplies"),
        (
            N_(
                "Starting with the starting player and going clockwise, each player chooses one "
                "building of the row and carries out its supply action before the next player "
                "chooses. Several players may choose the same building, and the choice has no "
                "effect on phase C."
            ),
            N_(
                "A supply action is made of symbols: draw the number of population cards shown; "
                "discard one rat per rat symbol; look at one card of the nun row per eye symbol. "
                "The card stays in place: everybody knows which position you looked at, only you "
                "know the card."
            ),
            N_("When the population card deck is empty, shuffle the discard pile into a new deck."),
            N_(
                "In this implementation: the supply actions are always taken in turn, never at "
                "the same time, and carried out in full; with two eye symbols you look at two "
                "different positions; when the population card deck and the discard pile are "
                "both empty, the remaining draws are lost."
            ),
            N_(
                "In this implementation: each building card's supply action is printed on the "
                "card, and the printed faces are not transcribed yet. Until they are, every "
                "building type uses the same placeholder table: its first copy draws 4 cards, "
                "the second draws 2 and discards 1 rat, the third draws 2 and looks at 1 card "
                "of the nun row, the fourth discards 2 rats and the fifth discards 1 rat and "
                "looks at 1 card. The catalog shows the supply action of every card."
            ),
        ),
    ),
    (
        "enter",
        N_("C. Enter buildings and play population cards"),
        (
            N_(
                "Starting with the starting player and going clockwise, each player in turn "
                "enters a building of the row: put a disc on its first free space (several "
                "players may enter the same building), announce the number of cards, and put "
                "that many cards from your hand face down in front of you, perhaps none."
            ),
            N_(
                "You may put down population cards, Jokers, Swords and Flutes; Gold cannot be "
                "played. Everybody sees the building, the space and the number of cards; only "
                "you know the cards until phase D."
            ),
            N_(
                "Instead of entering, you may play a Pass at the start of your turn: show it, "
                "and the turn goes on to the next player. You get a turn again once the others "
                "have entered a building or played a Pass. The phase ends when every player has "
                "entered a building."
            ),
            N_(
                "In this implementation: a Pass played goes back to the supply, like every "
                "special card put down; a Pass cannot be put on a building, since its only use "
                "is to be played instead of entering."
            ),
        ),
    ),
    (
        "resolve",
        N_("D. Resolve buildings"),
        (
            N_(
                "The buildings are resolved one by one in row order; a building nobody entered "
                "is skipped. Each building is resolved in three steps: a. Resolve cards, b. "
                "Perform actions, c. Discard cards. The players at a building act in access "
                "order, that is, in the order of their spaces."
            ),
        ),
    ),
    (
        "resolve_cards",
        N_("a. Resolve cards"),
        (
            N_(
                "Everybody at the building reveals their cards. Then, in access order, each of "
                "them gains 1 influence point in the building's class for each population card "
                "and each Joker they revealed, and 1 rat for each population card of another "
                "class. Swords and Flutes bring neither influence nor rats."
            ),
            N_(
                "Influence moves the player's scoring marker forward on the class's influence "
                "track, all at once. A marker that stops on an occupied space goes on top of the "
                "markers there: between players with the same influence, the one lower in the "
                "stack got there first and ranks higher."
            ),
        ),
    ),
    (
        "swords_and_flutes",
        N_("Swords and Flutes"),
        (
            N_(
                "Then the Swords revealed at the building are compared. Unless everybody there "
                "revealed as many, the player with the most Swords wins (the earliest in access "
                "order on a tie) and the player with the fewest loses; when several tie for "
                "fewest, the winner chooses the loser. The loser gives the winner half of their "
                "hand, rounded down: cards of the loser's choice."
            ),
            N_(
                "The Flutes are compared in the same way: the winner gives one of their rats to "
                "the loser."
            ),
            N_(
                "In this implementation, a Flute winner without rats gives nothing: the rat comes "
                "from the winner, never from the supply."
            ),
        ),
    ),
    (
        "perform_actions",
        N_("b. Perform actions"),
        (
            N_(
                "The player who revealed the most population cards and Jokers at the building "
                "(Swords and Flutes do not count; the earliest in access order on a tie) is "
                "entitled to the premium action, every other player there to the standard "
                "action. A player who put down no card at all still gets the standard action."
            ),
            N_(
                "The premium player acts first, then the others in access order. Every action "
                "may be performed or declined. The building overview lists the actions."
            ),
        ),
    ),
    (
        "two_players",
        N_("Two players"),
        (
            N_(
                "With 2 players a single premium action is given each round, even when the two "
                "players entered different buildings: it goes to the player who put down more "
                "population cards and Jokers, and on a tie to the first player who entered the "
                "building. The other player gets the standard action of their building."
            ),
            N_(
                "In this implementation, when the two players entered different buildings, the "
                "tie goes to the one who put a disc on a building first in phase C of that round, "
                "so a player who played a Pass can lose it."
            ),
        ),
    ),
    (
        "final_round",
        N_("The final round"),
        (
            N_(
                "In the final round no building action is performed: at each building, the "
                "player who would be entitled to the premium action gains 1 influence point in "
                "the building's class instead, and the other players get nothing."
            ),
            N_(
                "In this implementation, phases A, B and C and step a are played as usual in the "
                "final round: the rulebook states the rule for the building actions only."
            ),
        ),
    ),
    (
        "discard_cards",
        N_("c. Discard cards"),
        (
            N_(
                "Every card put down at the building is discarded: population cards on the "
                "discard pile, Jokers and special cards back to the supply. Cards gained during "
                "the round stay in their new owner's hand."
            ),
        ),
    ),
    (
        "buildings",
        N_("Building overview"),
        (
            N_(
                "Farm (Peasantry): draw 4 population cards, or 2 with the standard action. "
                "Brewery (Peasantry): draw 1 population card per influence point you scored at "
                "this building this round, or 1 per 2 points, rounded down, with the standard "
                "action."
            ),
            N_(
                "Marketplace (Bourgeoisie): take 2 Jokers, or 1. Office (Bourgeoisie): take 2 "
                "Passes, or 1."
            ),
            N_(
                "Monastery (Church): discard 2 rats, or 1. Hospital (Church): discard 1 rat, then "
                "discard up to 3 cards of your choice from your hand to discard as many rats; "
                "with the standard action, up to 2 cards and no rat first."
            ),
            N_(
                "Castle (Chivalry): take 2 Swords, or 1. Guard Tower (Chivalry): every player who "
                "entered no Guard Tower this round and holds at least as many cards as you gives "
                "you 3 cards of their choice, or all of their cards if they hold fewer. Standard "
                "action: none. Protection: entering any Guard Tower protects you from every Guard "
                "Tower's premium action this round."
            ),
            N_(
                "Fortune-teller's Tent (Magic): look at 2 different cards of the nun row, or 1. "
                "Piper's Hut (Magic): take 2 Flutes, or 1."
            ),
            N_(
                "Palace (Royalty): take 2 victory point tokens, or 1. Treasury (Royalty): take 2 "
                "Gold cards, or 1."
            ),
            N_("The first number is the premium action, the second the standard action."),
            N_(
                "In this implementation: the supply is limited to the cards and tokens of the "
                "components, so an action that takes more than is left takes what remains; at "
                "the Hospital you cannot discard more cards than you have rats; the Guard Tower's "
                "givers are fixed before any card moves, then give in clockwise order from your "
                "left. The rulebook does not state these points."
            ),
        ),
    ),
    (
        "special_cards",
        N_("Overview of the special cards"),
        (
            N_(
                "Joker: put down like a population card, it brings 1 influence point in the "
                "building's class and never a rat. Sword: put down for the Sword comparison; in "
                "hand it counts for the Sword majority. Flute: put down for the Flute "
                "comparison; in hand it counts for the Flute majority."
            ),
            N_(
                "Pass: played at the start of your turn in phase C instead of entering a "
                "building; in hand it counts for the Pass majority. Gold: never played nor put "
                "down; it stays in hand (it can still be given away or discarded at the "
                "Hospital) and scores at the end of the game."
            ),
        ),
    ),
    (
        "end_round",
        N_("E. End of the round"),
        (
            N_(
                "The discs return to their owners and the building cards of the row leave the "
                "game. The starting player gives the starting player card to the player on their "
                "left. After the final round, the game ends."
            ),
        ),
    ),
    (
        "scoring",
        N_("Scoring"),
        (
            N_(
                "At the end of the game every hand is revealed and the players score victory "
                "points. Influence: in each class, the player with the most influence scores 10 "
                "VP, the second 5 VP and the third 2 VP (with 2 players, only 10 and 5); a tie "
                "goes to the marker lower in the stack. A player without influence in a class "
                "scores nothing there, and a place nobody fills is not awarded."
            ),
            N_(
                "Majorities in hand: the most population cards and Jokers, 2 VP; the most "
                "Swords, the most Flutes and the most Passes, 2 VP each. Players tied for a "
                "majority score 1 VP each."
            ),
            N_(
                "Gold, if the Treasury was used during the game: the most Gold, 6 VP; the second "
                "most, 3 VP (not with 2 players). Players tied for the most share 9 VP, rounded "
                "down, and nobody is second; players tied for second share 3 VP, rounded down."
            ),
            N_("Finally, the players add up the victory points of their tokens."),
            N_(
                "In this implementation: each victory point token is worth 1 VP (the rulebook "
                "gives the tokens no value); a majority needs at least one card of its kind, and "
                "Gold scores only for a player who holds some; the Treasury counts as used when "
                "it is among the game's building cards."
            ),
        ),
    ),
    (
        "plague",
        N_("The plague and the winner"),
        (
            N_(
                "Then the plague strikes. Every player reveals their rats, and the nun row is "
                "revealed: add up its nuns. Every player with more rats than that is killed by "
                "the plague and loses, whatever their victory points; a player with exactly as "
                "many rats as nuns survives."
            ),
            N_(
                "The survivor with the most victory points inherits the crown and wins; a tie "
                "goes to the one with fewer rats, and players still tied share the victory. If "
                "nobody survives, everybody has lost, unless the game was created with the option "
                "that spares the players with the fewest rats: they then count as survivors."
            ),
            N_(
                "In this implementation, the results rank the survivors by victory points, then "
                "by fewer rats; the players killed by the plague share the place after the last "
                "survivor."
            ),
        ),
    ),
    (
        "visibility",
        N_("What each player may see"),
        (
            N_(
                "Everybody sees the building row and its discs, the influence tracks and their "
                "stacks, the size of every deck and every hand, the discard pile, the supply and "
                "the victory point tokens, how many cards each player put down, the Passes "
                "played, which positions of the nun row each player looked at, and every rat "
                "gained, given or discarded."
            ),
            N_(
                "Only you see your hand, your cards put down until they are revealed, the cards "
                "of the nun row you looked at and your own rats. Nobody sees the order of the "
                "decks, the replacement deck, the nun-row cards they did not look at, or the "
                "cards passed between two other players."
            ),
            N_(
                "At the end of the game everything is revealed: every hand, every player's rats, "
                "the nun row and the remaining decks."
            ),
        ),
    ),
)
