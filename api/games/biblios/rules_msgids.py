"""English msgids of the rules of Biblios (``GET /v1/rules/biblios``): one msgid per paragraph.

Written in the project's own words from ``biblios-rules.md`` (R1–R30), in the vocabulary of
``glossary.md``. Each section is ``(id, title, paragraphs)``; the API joins paragraphs with a
blank line.
"""

from __future__ import annotations

from ...i18n import N_

SECTIONS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    (
        "overview",
        N_("Overview"),
        (
            N_(
                "In Biblios each player is the abbot of a medieval monastery who wants to build "
                "the finest library. During the game you collect cards of five categories "
                "(Monks, Pigments, Forbidden Tomes, Holy Books and Manuscripts), Gold cards, "
                "which pay for cards at auction, and Church cards, which change what each "
                "category is worth."
            ),
            N_(
                "The game has two phases. In the Gift phase the players receive cards for free, "
                "turn by turn. In the Auction phase the cards set aside during the Gift phase "
                "are sold one by one to the highest bidder. At the end, whoever has the highest "
                "total in a category wins the category and scores the victory points (VP) shown "
                "by its die. The player with the most victory points wins the game."
            ),
            N_(
                "Play always goes clockwise: the player on your left plays after you. Your hand "
                "is secret, but everybody can see how many cards each player holds."
            ),
        ),
    ),
    (
        "components",
        N_("Components"),
        (
            N_(
                "The game has 87 cards, five dice (one per category) and the Scriptorium, the "
                "board on which each die shows how many victory points its category is worth, "
                "from 1 to 6."
            ),
            N_(
                "45 category cards: nine in each category, each with a letter from A to I. "
                "Monks and Pigments cards are worth 2 (letters A to D), 3 (E to G) or 4 (H and "
                "I). Forbidden Tomes, Holy Books and Manuscripts cards are worth 1 (A to G) or "
                "2 (H and I). The letter only serves to break ties."
            ),
            N_(
                "33 Gold cards: eleven each of Gold 1, Gold 2 and Gold 3. Gold pays for the "
                "cards bought at auction, and it also breaks a tie for first place."
            ),
            N_(
                "9 Church cards: two with +1 on one die, two with −1 on one die, two with +1 on "
                "two dice, two with −1 on two dice, and one with +1 or −1 on one die."
            ),
        ),
    ),
    (
        "setup",
        N_("Setup"),
        (
            N_(
                "Put one die on each category of the Scriptorium, every die showing 3. Choose "
                "the first player: they start both the Gift phase and the Auction phase."
            ),
            N_(
                "Before play, some cards are removed face-down according to the number of "
                "players; nobody may look at them until the end of the game. With 2 players, "
                "remove 6 Gold cards (two of each value), then 21 more cards at random. With 3 "
                "players, remove 3 Gold cards (one of each value), then 12 more cards at random. "
                "With 4 players, remove 7 cards at random."
            ),
            N_(
                "Shuffle the remaining cards into a face-down draw pile: 60 cards with 2 "
                "players, 72 with 3 players and 80 with 4 players."
            ),
        ),
    ),
    (
        "gift_phase",
        N_("Gift phase"),
        (
            N_(
                "On your turn you are the active player and you allocate one card more than "
                "the number of players: 3 cards with 2 players, 4 with 3 players, 5 with 4 "
                "players. You draw them one at a time: look at the card, place it, and only "
                "then draw the next one. A card that has been placed cannot be moved again."
            ),
            N_(
                "Each card goes to one of three places: in front of you, face-down (exactly "
                "one card per turn); on the auction pile, face-down (exactly one card per "
                "turn); or in the public space, face-up (all the others, that is one card fewer "
                "than the number of players). A place that has received its share for the turn "
                "is closed, so the last cards of a turn may have only one possible place."
            ),
            N_(
                "When all your cards are placed, the card in front of you goes into your hand. "
                "Then each other player, starting with the player on your left and going "
                "clockwise, takes one card of their choice from the public space into their "
                "hand; the last player gets the last card. So every hand grows by one card on "
                "each turn."
            ),
            N_(
                "The player on your left becomes the active player. The Gift phase ends when "
                "the draw pile is empty and the public space has been emptied."
            ),
        ),
    ),
    (
        "church_cards",
        N_("Church cards"),
        (
            N_(
                "A Church card is acquired when the active player places it in front of "
                "themselves, when a player takes it from the public space, or when a player "
                "wins it at auction and pays for it. A Church card that is only drawn, or that "
                "is placed on the auction pile, is not acquired."
            ),
            N_(
                "As soon as you acquire a Church card the game stops until you resolve it: you "
                "apply its effect to the dice of the Scriptorium, or you decline it. Either way "
                "the card is then discarded face-up; it never goes into a hand. A Church card "
                "you keep during your Gift turn still counts as the card placed in front of "
                "you, and you then go on allocating your cards."
            ),
            N_(
                "+1 on one die raises one die by 1; −1 on one die lowers one die by 1; +1 or −1 "
                "on one die raises or lowers one die by 1. +1 on two dice raises two different "
                "dice by 1 each, and −1 on two dice lowers two different dice by 1 each: a "
                "two-dice card never moves the same die twice and never moves just one die. Use "
                "it on two dice or not at all."
            ),
            N_(
                "A die always stays between 1 and 6: a change that would take it below 1 or "
                "above 6 is not allowed. When no change is possible, the card can only be "
                "declined."
            ),
        ),
    ),
    (
        "auction_phase",
        N_("Auction phase"),
        (
            N_(
                "When the Gift phase is over, the auction pile is shuffled. The first player of "
                "the game is the first active player of the Auction phase. The active player "
                "reveals the top card of the auction pile, and the players bid for it."
            ),
            N_(
                "Bidding starts with the player on the left of the active player and goes "
                "clockwise, the active player included. On your turn you either bid more than "
                "the highest bid so far (at least 1 for the first bid) or pass. Once you have "
                "passed you may not bid for this card again. Bidding goes round as many times "
                "as needed: when all the other players have passed, the highest bidder wins the "
                "card. If every player passes and nobody has bid, the card is discarded "
                "face-up."
            ),
            N_(
                "For a category card or a Church card, bids are amounts of gold. The winner "
                "pays with Gold cards from their hand worth at least the bid. No change is "
                "given, so the winner may have to pay more than the bid. The Gold cards paid "
                "are shown to everybody and discarded. For example, a player without Gold 1 "
                "who wins with a bid of 4 pays with Gold 2 and Gold 3, and loses 5 gold."
            ),
            N_(
                "For a Gold card, bids are numbers of cards. The winner discards exactly that "
                "many cards of any kind from their hand, face-down: the other players only "
                "learn how many cards were discarded."
            ),
            N_(
                "Nobody checks a bid against the bidder's hand: you may bluff, at the risk of "
                "a penalty."
            ),
            N_(
                "In this implementation, a bid can be at most 66 gold (all the gold in the "
                "game), or 87 cards for a Gold card (all the cards in the game): the rulebook "
                "sets no maximum."
            ),
            N_(
                "After paying, the winner adds the card to their hand; a Church card is "
                "resolved at once instead. Then the player on the left of the active player "
                "becomes the active player and reveals the next card. When the auction pile is "
                "empty, the Auction phase and the game are over."
            ),
        ),
    ),
    (
        "penalty",
        N_("Penalty"),
        (
            N_(
                "A player who wins an auction but cannot pay, or chooses not to, receives a "
                "penalty. Starting with the player on their left and going clockwise, each "
                "other player takes one card at random from the penalized player's hand and "
                "adds it to their own hand, as long as cards remain. Only the two players "
                "concerned learn which card changed hands."
            ),
            N_(
                "The same card is then auctioned again: bidding starts again on the left of "
                "the same active player, but the penalized player may not take part. If "
                "several players are penalized for the same card, none of them may bid for it "
                "again; if no player is left to bid, the card is discarded face-up."
            ),
            N_(
                "In this implementation, the new auction starts from scratch: the passes made "
                "before the penalty no longer count, so a player who had passed may bid again."
            ),
        ),
    ),
    (
        "medieval_bluff",
        N_("Medieval Bluff variant"),
        (
            N_(
                "With the Medieval Bluff variant the penalty is different: instead of every "
                "other player taking a card, the player on the left of the penalized player "
                "draws one card at random from the penalized player's hand, and that card is "
                "removed from the game face-down, without being shown."
            ),
            N_("In this implementation, the server makes the random draw on that player's behalf."),
            N_(
                "As in the standard rules, the same card is then auctioned again and the "
                "penalized player may not bid for it."
            ),
        ),
    ),
    (
        "end_of_game",
        N_("End of the game"),
        (
            N_(
                "The game ends when the last card of the auction pile has been won or "
                "discarded. All the hands are then revealed, together with the cards removed "
                "at setup and every card that left play face-down."
            ),
            N_(
                "Cards discarded during the game, unsold cards and played Church cards included, "
                "do not count for anybody."
            ),
        ),
    ),
    (
        "scoring",
        N_("Scoring"),
        (
            N_(
                "For each category, each player adds up the values of their cards of that "
                "category. The numbers on the cards are not victory points: they only decide "
                "who wins the category."
            ),
            N_(
                "The player with the highest total in a category wins the category and scores "
                "as many victory points as its die shows. A category that nobody holds is won "
                "by nobody."
            ),
            N_(
                "Each player adds up the dice of the categories they won. The player with the "
                "most victory points wins the game."
            ),
        ),
    ),
    (
        "ties",
        N_("Ties"),
        (
            N_(
                "If several players share the highest total in a category, the one holding "
                "the card of that category whose letter is closest to A wins the category."
            ),
            N_(
                "If several players have the same number of victory points, the one with the "
                "most gold (the total value of their Gold cards) wins. If there is still a tie, "
                "the higher Monks total wins, then the Monks card with the earliest letter; "
                "then Pigments are compared in the same way, then Forbidden Tomes, Holy Books "
                "and Manuscripts, following the order of the Scriptorium."
            ),
            N_(
                "In this implementation, players who are still tied after all that share the "
                "place, and the next place is skipped (for example: first, first, third). The "
                "rulebook does not say how such players rank."
            ),
        ),
    ),
)
