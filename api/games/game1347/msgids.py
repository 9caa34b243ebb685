"""English msgids of everything 1347-specific a player reads: names, units, its error codes,
events and prompts (``docs/codes.md``, "1347"), in the vocabulary of ``1347-glossary.md``
(``docs/1347-api.md`` lists the choices made where the glossary leaves one).

Values are msgids (``str``) or singular/plural pairs (``tuple``, rendered with ``ngettext`` on
``count``). Placeholders are named so translators can reorder the words: ``%(seat)s``,
``%(to)s``... are players' names, ``%(card)s`` and ``%(building)s`` quoted names, ``%(cards)s``
a list of them; amounts such as ``%(points)s`` arrive rendered with their unit ("8 VP").
A msgid that Biblios also uses is shared only where both games say the same thing: where the
two glossaries differ, 1347's English differs too (gettext has one translation per msgid).
"""

from __future__ import annotations

from ...i18n import N_, Np_

# --- Names ------------------------------------------------------------------------------

#: The six classes (P2), as names (catalog, headings).
CLASS_NAMES: dict[str, str] = {
    "peasantry": N_("Peasantry"),
    "bourgeoisie": N_("Bourgeoisie"),
    "church": N_("Church"),
    "chivalry": N_("Chivalry"),
    "magic": N_("Magic"),
    "royalty": N_("Royalty"),
}

#: A class inside a sentence, with its preposition ("gains 3 influence points in Magic").
CLASS_IN_SENTENCE: dict[str, str] = {
    "peasantry": N_("in Peasantry"),
    "bourgeoisie": N_("in Bourgeoisie"),
    "church": N_("in Church"),
    "chivalry": N_("in Chivalry"),
    "magic": N_("in Magic"),
    "royalty": N_("in Royalty"),
}

#: The figure on a class's population cards (P3; no rules effect).
FIGURES: dict[str, str] = {
    "peasantry": N_("Peasant"),
    "bourgeoisie": N_("Merchant"),
    "church": N_("Monk"),
    "chivalry": N_("Knight"),
    "magic": N_("Witch"),
    "royalty": N_("King"),
}

#: A population card's name: its figure and its nuns ("Witch (3 nuns)").
POPULATION_CARD_NAMES: dict[str, str] = {
    "peasantry": N_("Peasant (%(nuns)s)"),
    "bourgeoisie": N_("Merchant (%(nuns)s)"),
    "church": N_("Monk (%(nuns)s)"),
    "chivalry": N_("Knight (%(nuns)s)"),
    "magic": N_("Witch (%(nuns)s)"),
    "royalty": N_("King (%(nuns)s)"),
}

#: The kinds of cards that go into hands (P3–P5); the name of a joker or special card.
KIND_NAMES: dict[str, str] = {
    "population": N_("Population card"),
    "joker": N_("Joker"),
    "sword": N_("Sword"),
    "flute": N_("Flute"),
    "pass": N_("Pass card"),
    "gold": N_("Gold"),
}

#: What each kind does (P35–P37, P54–P57, P61), for the catalog.
KIND_TEXTS: dict[str, str] = {
    "population": N_(
        "Committed at a building, it brings 1 influence point in the building's class, and 1 "
        "rat when it belongs to another class. Its nuns protect from the plague when it lies "
        "in the nun row."
    ),
    "joker": N_(
        "Committed at a building, it brings 1 influence point in the building's class and never "
        "a rat."
    ),
    "sword": N_(
        "Committed at a building: the player with the most Swords there takes half the hand of "
        "the player with the fewest. In hand it counts for the Sword majority."
    ),
    "flute": N_(
        "Committed at a building: the player with the most Flutes there gives one of their rats "
        "to the player with the fewest. In hand it counts for the Flute majority."
    ),
    "pass": N_(
        "Played at the start of your turn in phase C instead of entering a building: you get "
        "another turn later. In hand it counts for the Pass majority."
    ),
    "gold": N_(
        "Never played or committed: it stays in hand and scores at the end of the game when "
        "the Treasury is in play."
    ),
}

#: The twelve building types (P42–P53).
BUILDING_NAMES: dict[str, str] = {
    "farm": N_("Farm"),
    "brewery": N_("Brewery"),
    "marketplace": N_("Marketplace"),
    "office": N_("Office"),
    "monastery": N_("Monastery"),
    "hospital": N_("Hospital"),
    "castle": N_("Castle"),
    "guard_tower": N_("Guard Tower"),
    "fortune_teller": N_("Fortune-teller's Tent"),
    "pipers_hut": N_("Piper's Hut"),
    "palace": N_("Palace"),
    "treasury": N_("Treasury"),
}

#: Each type's premium and standard actions (P42–P53), as sentences.
ACTION_TEXTS: dict[tuple[str, str], str] = {
    ("farm", "premium"): N_("Draw 4 population cards."),
    ("farm", "standard"): N_("Draw 2 population cards."),
    ("brewery", "premium"): N_(
        "Draw 1 population card per influence point you scored at this building this round."
    ),
    ("brewery", "standard"): N_(
        "Draw 1 population card per 2 influence points you scored at this building this round, "
        "rounded down."
    ),
    ("marketplace", "premium"): N_("Take 2 Jokers from the supply."),
    ("marketplace", "standard"): N_("Take 1 Joker from the supply."),
    ("office", "premium"): N_("Take 2 Passes from the supply."),
    ("office", "standard"): N_("Take 1 Pass from the supply."),
    ("monastery", "premium"): N_("Discard 2 rats."),
    ("monastery", "standard"): N_("Discard 1 rat."),
    ("hospital", "premium"): N_(
        "Discard 1 rat, then discard up to 3 cards from your hand to discard as many rats."
    ),
    ("hospital", "standard"): N_("Discard up to 2 cards from your hand to discard as many rats."),
    ("castle", "premium"): N_("Take 2 Swords from the supply."),
    ("castle", "standard"): N_("Take 1 Sword from the supply."),
    ("guard_tower", "premium"): N_(
        "Every player who entered no Guard Tower this round and holds at least as many cards as "
        "you gives you 3 cards of their choice (all their cards if they hold fewer)."
    ),
    ("guard_tower", "standard"): N_(
        "No action. Protection: entering any Guard Tower this round protects you from every "
        "Guard Tower's premium action."
    ),
    ("fortune_teller", "premium"): N_("Look at 2 different cards of the nun row."),
    ("fortune_teller", "standard"): N_("Look at 1 card of the nun row."),
    ("pipers_hut", "premium"): N_("Take 2 Flutes from the supply."),
    ("pipers_hut", "standard"): N_("Take 1 Flute from the supply."),
    ("palace", "premium"): N_("Take 2 victory point tokens."),
    ("palace", "standard"): N_("Take 1 victory point token."),
    ("treasury", "premium"): N_("Take 2 Gold cards from the supply."),
    ("treasury", "standard"): N_("Take 1 Gold card from the supply."),
}

#: A building card's supply action (P10, P26–P28): its symbols, joined into one sentence.
#: A building of the row inside an event's sentence, told apart from another copy of its type
#: in the same row by its position (issue 26: two Farms read the same).
BUILDING_AT_ROW = N_("%(building)s at position %(row)s")
SUPPLY_TEXT = N_("Supply action: %(symbols)s.")
SUPPLY_NOTHING = N_("Supply action: no symbol.")
#: The same while the supply table is this implementation's placeholder (the data file's
#: ``source``, docs/1347-api.md "1347's supply actions"): the catalog and the table say the
#: values are not the printed cards'.
SUPPLY_TEXT_PLACEHOLDER = N_(
    "Supply action from this implementation's provisional table: %(symbols)s."
)
SUPPLY_NOTHING_PLACEHOLDER = N_(
    "Supply action from this implementation's provisional table: no symbol."
)
SUPPLY_SYMBOLS: dict[str, tuple[str, str]] = {
    "draw": Np_("draw %(count)s population card", "draw %(count)s population cards"),
    "rats": Np_("discard %(count)s rat", "discard %(count)s rats"),
    "look": Np_("look at %(count)s card of the nun row", "look at %(count)s cards of the nun row"),
}

LEVEL_NAMES: dict[str, str] = {
    "premium": N_("Premium action"),
    "standard": N_("Standard action"),
}

#: The phases a game waits in (P21; A and E ask nothing), and the end.
PHASE_NAMES: dict[str, str] = {
    "supplies": N_("B. Supplies"),
    "enter": N_("C. Enter buildings and play population cards"),
    "resolve": N_("D. Resolve buildings"),
    "over": N_("Game over"),
}

#: The steps of phase D (P34); the view's ``resolving.step`` is one of the first two.
STEP_NAMES: dict[str, str] = {
    "resolve_cards": N_("a. Resolve cards"),
    "perform_actions": N_("b. Perform actions"),
    "discard_cards": N_("c. Discard cards"),
}

#: The building selection methods (P14): the game's variants.
VARIANT_NAMES: dict[str, str] = {
    "first_game": N_("First game"),
    "one_type_per_class": N_("One type per class"),
    "mixed": N_("Mixed"),
    "custom": N_("Custom"),
}

VARIANT_TEXTS: dict[str, str] = {
    "first_game": N_(
        "The recommended set: the five copies of Farm, Marketplace, Monastery, Castle, "
        "Fortune-teller's Tent and Palace."
    ),
    "one_type_per_class": N_(
        "For each class, one of its two building types is drawn at random, with its five copies."
    ),
    "mixed": N_("For each class, 5 of its 10 building cards are drawn at random."),
    "custom": N_("The players choose how many copies of each building type to use, 5 per class."),
}

#: The variant inside the ``game_created`` sentence.
VARIANT_IN_SENTENCE: dict[str, str] = {
    "first_game": N_("the buildings of the first game"),
    "one_type_per_class": N_("one building type per class"),
    "mixed": N_("mixed buildings"),
    "custom": N_("buildings chosen by the players"),
}

#: The creator's options (P14, P65).
OPTION_NAMES: dict[str, str] = {
    "buildings": N_("Building copies"),
    "guard_tower": N_("Guard Tower with 2 players"),
    "plague_spares_fewest_rats": N_("The plague spares the fewest rats"),
}

OPTION_TEXTS: dict[str, str] = {
    "buildings": N_(
        "Custom selection only: how many copies of each building type the game uses, 0 to 5, "
        "adding up to 5 in each class."
    ),
    "guard_tower": N_(
        "With 2 players this implementation leaves the Guard Tower out of the random selections "
        "(the rulebook advises against it); this option puts it back."
    ),
    "plague_spares_fewest_rats": N_(
        "If nobody survives the plague, the players with the fewest rats are spared and the "
        "winner is chosen among them."
    ),
}

# --- Units (nominative: "3 rats", "5 крыс") -------------------------------------------------

UNIT_CARDS = Np_("%(count)s card", "%(count)s cards")
UNIT_RATS = Np_("%(count)s rat", "%(count)s rats")
UNIT_NUNS = Np_("%(count)s nun", "%(count)s nuns")
#: A population card's nuns when it shows none ("Witch (no nuns)", never "0 nuns").
NO_NUNS = N_("no nuns")
UNIT_VP = Np_("%(count)s VP", "%(count)s VP")
UNIT_VP_TOKENS = Np_("%(count)s victory point token", "%(count)s victory point tokens")
UNIT_INFLUENCE = Np_("%(count)s influence point", "%(count)s influence points")
UNIT_ROUNDS = Np_("%(count)s round", "%(count)s rounds")
UNIT_PLAYERS = Np_("%(count)s player", "%(count)s players")
#: Jokers and special cards by kind ("2 Swords").
UNIT_KINDS: dict[str, tuple[str, str]] = {
    "joker": Np_("%(count)s Joker", "%(count)s Jokers"),
    "sword": Np_("%(count)s Sword", "%(count)s Swords"),
    "flute": Np_("%(count)s Flute", "%(count)s Flutes"),
    "pass": Np_("%(count)s Pass", "%(count)s Passes"),
    "gold": Np_("%(count)s Gold card", "%(count)s Gold cards"),
}

# --- Errors (docs/codes.md, "1347") -------------------------------------------------------
# A key "code.variant" is a more precise sentence chosen from the parameters. The codes every
# game shares (game_over, not_your_turn, invalid_players...) are rendered by api.i18n.

ERRORS: dict[str, str | tuple[str, str]] = {
    "illegal_action.supply": N_("You cannot choose a supply action at this moment."),
    "illegal_action.enter": N_("You cannot enter a building at this moment."),
    "illegal_action.play_pass": N_("You cannot play a Pass at this moment."),
    "illegal_action.choose_loser": N_("You have no loser to choose at this moment."),
    "illegal_action.give": N_("You have no cards to give at this moment."),
    "illegal_action.perform": N_("You have no building action to perform at this moment."),
    "illegal_action.decline": N_("You have no building action to decline at this moment."),
    "invalid_option": N_("This option is not valid here: %(option)s."),
    "invalid_option.none": N_("The options are not valid."),
    "missing_option": N_(
        "A custom selection needs the number of copies of each building type (%(option)s)."
    ),
    "invalid_building_counts": N_(
        "The building copies chosen %(class)s add up to %(given)s: they must add up to 5."
    ),
    "invalid_row": N_("There is no building at position %(row)s of the row: choose 1 to %(max)s."),
    "wrong_look_count": Np_(
        "Choose exactly %(count)s position in the nun row, not %(given)s.",
        "Choose exactly %(count)s positions in the nun row, not %(given)s.",
    ),
    "wrong_look_count.none": N_("This choice takes no position in the nun row."),
    "invalid_position": N_("The nun row has no position %(position)s: choose 1 to %(max)s."),
    "duplicate_position": N_("Position %(position)s of the nun row is chosen more than once."),
    "unknown_card": N_("There is no card with the id “%(card)s”."),
    "duplicate_card": N_("%(card)s is listed more than once."),
    "card_not_in_hand": N_("You do not hold %(card)s."),
    "card_not_committable": N_(
        "%(card)s cannot be put on a building: only population cards, Jokers, Swords and "
        "Flutes can."
    ),
    "no_pass": N_("You hold no Pass to play."),
    "invalid_loser": N_(
        "%(seat)s is not one of the players tied for fewest: choose %(candidates)s."
    ),
    "wrong_card_count": Np_(
        "Choose from %(min)s to %(count)s card, not %(given)s.",
        "Choose from %(min)s to %(count)s cards, not %(given)s.",
    ),
    "wrong_card_count.exact": Np_(
        "Choose exactly %(count)s card, not %(given)s.",
        "Choose exactly %(count)s cards, not %(given)s.",
    ),
    "wrong_card_count.none": N_("This action takes no cards."),
}

# --- Events (docs/codes.md, "1347") -------------------------------------------------------
# Keys "type.variant" select a sentence from the parameters; ".hidden" is the sentence for a
# viewer who may not see the private cards.

EVENTS: dict[str, str | tuple[str, str]] = {
    "game_created": Np_(
        "New game for %(count)s player: %(rounds)s, %(variant)s. %(seat)s is the starting player.",
        "New game for %(count)s players: %(rounds)s, %(variant)s. %(seat)s is the starting player.",
    ),
    "game_created.guard_tower": N_("The Guard Tower may be among the buildings."),
    "game_created.plague_option": N_(
        "If nobody survives the plague, the players with the fewest rats are spared."
    ),
    "cards_dealt": N_("%(seat)s is dealt: %(cards)s."),
    "cards_dealt.hidden": Np_(
        "%(seat)s is dealt %(count)s card.", "%(seat)s is dealt %(count)s cards."
    ),
    "round_started": N_("Round %(round)s begins; %(seat)s is the starting player."),
    "buildings_drawn": N_("The buildings of the row: %(buildings)s."),
    "buildings_drawn.sent": N_(
        "The cards drawn are all of one type: the last one goes to the bottom of the replacement "
        "deck and is replaced (%(sent)s)."
    ),
    "buildings_drawn.final": N_("The building deck is empty: this is the final round."),
    "phase_changed.supplies": N_(
        "Phase B, supplies: in turn, each player takes the supply action of a building in the row."
    ),
    "phase_changed.enter": N_(
        "Phase C: in turn, each player enters a building with cards face down, or plays a Pass."
    ),
    "phase_changed.resolve": N_("Phase D: the buildings are resolved in row order."),
    "phase_changed.over": N_("The final round is over: the plague strikes."),
    "supply_chosen": N_(
        "%(seat)s takes the supply action of %(building)s (position %(row)s in the row)."
    ),
    "deck_reshuffled": Np_(
        "The discard pile is shuffled into a new population deck of %(count)s card.",
        "The discard pile is shuffled into a new population deck of %(count)s cards.",
    ),
    "cards_drawn": N_("%(seat)s draws: %(cards)s."),
    "cards_drawn.hidden": Np_("%(seat)s draws %(count)s card.", "%(seat)s draws %(count)s cards."),
    "cards_drawn.none": N_(
        "%(seat)s draws nothing: the population deck and the discard pile are empty."
    ),
    "rats_discarded": Np_("%(seat)s discards %(count)s rat.", "%(seat)s discards %(count)s rats."),
    "nun_looked": N_(
        "%(seat)s looks at the card in position %(position)s of the nun row: %(card)s."
    ),
    "nun_looked.hidden": N_("%(seat)s looks at the card in position %(position)s of the nun row."),
    "building_entered": N_(
        "%(seat)s enters %(building)s (space %(space)s) and puts face down: %(cards)s."
    ),
    "building_entered.hidden": Np_(
        "%(seat)s enters %(building)s (space %(space)s) and puts %(count)s card face down.",
        "%(seat)s enters %(building)s (space %(space)s) and puts %(count)s cards face down.",
    ),
    "building_entered.none": N_(
        "%(seat)s enters %(building)s (space %(space)s) without putting down any card."
    ),
    "pass_played": N_("%(seat)s plays a Pass and will have another turn later."),
    "cards_revealed": N_("%(seat)s reveals at %(building)s: %(cards)s."),
    "cards_revealed.none": N_("%(seat)s has no card to reveal at %(building)s."),
    "influence_gained": Np_(
        "%(seat)s gains %(count)s influence point %(class)s (now %(value)s).",
        "%(seat)s gains %(count)s influence points %(class)s (now %(value)s).",
    ),
    "influence_gained.final_round": Np_(
        "Final round: instead of an action, %(seat)s gains %(count)s influence point %(class)s "
        "(now %(value)s).",
        "Final round: instead of an action, %(seat)s gains %(count)s influence points %(class)s "
        "(now %(value)s).",
    ),
    "rats_gained": Np_("%(seat)s gets %(count)s rat.", "%(seat)s gets %(count)s rats."),
    "contest_won.sword": N_(
        "%(seat)s has the most Swords at position %(row)s of the row; the fewest: %(losers)s."
    ),
    "contest_won.flute": N_(
        "%(seat)s has the most Flutes at position %(row)s of the row; the fewest: %(losers)s."
    ),
    "loser_chosen.sword": N_("%(seat)s chooses %(loser)s to lose the Sword comparison."),
    "loser_chosen.flute": N_("%(seat)s chooses %(loser)s to lose the Flute comparison."),
    "cards_given.sword": N_("%(seat)s gives %(to)s half their hand (Swords): %(cards)s."),
    "cards_given.sword.hidden": Np_(
        "%(seat)s gives %(count)s card to %(to)s (Swords).",
        "%(seat)s gives %(count)s cards to %(to)s (Swords).",
    ),
    "cards_given.guard_tower": N_("%(seat)s gives %(to)s (Guard Tower): %(cards)s."),
    "cards_given.guard_tower.hidden": Np_(
        "%(seat)s gives %(count)s card to %(to)s (Guard Tower).",
        "%(seat)s gives %(count)s cards to %(to)s (Guard Tower).",
    ),
    "cards_given.none": N_("%(seat)s gives %(to)s no card."),
    "rat_given": N_("%(seat)s gives a rat to %(to)s (Flutes)."),
    "rat_given.none": N_("%(seat)s has no rat to give to %(to)s (Flutes)."),
    "action_performed.premium": N_("%(seat)s performs the premium action of %(building)s."),
    "action_performed.standard": N_("%(seat)s performs the standard action of %(building)s."),
    "action_declined.premium": N_("%(seat)s declines the premium action of %(building)s."),
    "action_declined.standard": N_("%(seat)s declines the standard action of %(building)s."),
    "givers_fixed": Np_(
        "Guard Tower: %(givers)s must give 3 cards to %(seat)s (or all of their cards if they "
        "hold fewer).",
        "Guard Tower: %(givers)s must each give 3 cards to %(seat)s (or all of their cards if "
        "they hold fewer).",
    ),
    "givers_fixed.none": N_("Guard Tower: nobody has to give %(seat)s any card."),
    "cards_taken": N_("%(seat)s takes from the supply: %(cards)s."),
    "cards_taken.none": N_("%(seat)s takes nothing: that supply is empty."),
    "vp_taken": Np_(
        "%(seat)s takes %(count)s victory point token.",
        "%(seat)s takes %(count)s victory point tokens.",
    ),
    "vp_taken.none": N_("%(seat)s takes nothing: no victory point token is left."),
    "cards_discarded": N_("%(seat)s discards at the Hospital: %(cards)s."),
    "committed_discarded": N_(
        "The cards committed by %(seat)s at position %(row)s of the row are discarded: %(cards)s."
    ),
    "round_ended": N_("Round %(round)s is over; the starting player card passes to %(seat)s."),
    "plague": Np_(
        "The plague strikes: the nun row holds %(count)s nun (%(cards)s).",
        "The plague strikes: the nun row holds %(count)s nuns (%(cards)s).",
    ),
    "plague.none": N_("The plague strikes: the nun row holds no nuns (%(cards)s)."),
    "plague.rats": N_("Rats: %(rats)s."),
    "plague.seat_rats": N_("%(seat)s (%(rats)s)"),
    "plague.killed": N_("Killed by the plague: %(killed)s."),
    "plague.nobody_killed": N_("Nobody is killed by the plague."),
    "game_over": N_("The game is over: %(winners)s inherits the crown and wins with %(points)s."),
    "game_over.tie": N_("The game is over: %(winners)s share the victory with %(points)s each."),
    "game_over.nobody": N_("The game is over: nobody survives the plague, so nobody wins."),
    "game_over.no_winner": N_("The game is over: nobody wins."),
}

# --- Prompts (docs/codes.md, "1347") ------------------------------------------------------

PROMPTS: dict[str, str | tuple[str, str]] = {
    "choose_supply": N_("Choose a building in the row and take its supply action."),
    "enter_building": N_(
        "Enter a building in the row with the cards of your choice face down, or play a Pass "
        "if you hold one."
    ),
    "choose_loser.sword": N_(
        "You have the most Swords at %(building)s: choose who gives you half their hand, "
        "%(candidates)s."
    ),
    "choose_loser.flute": N_(
        "You have the most Flutes at %(building)s: choose who receives one of your rats, "
        "%(candidates)s."
    ),
    "give_cards.sword": Np_(
        "You have the fewest Swords at %(building)s: give %(count)s card of your choice to %(to)s.",
        "You have the fewest Swords at %(building)s: give %(count)s cards of your choice to "
        "%(to)s.",
    ),
    "give_cards.guard_tower": Np_(
        "%(to)s performs the premium action of %(building)s: give them %(count)s card of your "
        "choice.",
        "%(to)s performs the premium action of %(building)s: give them %(count)s cards of your "
        "choice.",
    ),
    "perform_action.premium": N_(
        "Perform or decline the premium action of %(building)s. %(action)s"
    ),
    "perform_action.standard": N_(
        "Perform or decline the standard action of %(building)s. %(action)s"
    ),
    "wait_choose_supply": N_("%(seat)s is choosing a supply action."),
    "wait_enter_building": N_("%(seat)s is entering a building."),
    "wait_choose_loser.sword": N_(
        "%(seat)s is choosing who loses the Sword comparison at %(building)s."
    ),
    "wait_choose_loser.flute": N_(
        "%(seat)s is choosing who loses the Flute comparison at %(building)s."
    ),
    "wait_give_cards": Np_(
        "%(seat)s is choosing %(count)s card to give to %(to)s.",
        "%(seat)s is choosing %(count)s cards to give to %(to)s.",
    ),
    "wait_perform_action.premium": N_(
        "%(seat)s is deciding on the premium action of %(building)s."
    ),
    "wait_perform_action.standard": N_(
        "%(seat)s is deciding on the standard action of %(building)s."
    ),
    "game_over": N_("The game is over: %(winners)s inherits the crown and wins."),
    "game_over.tie": N_("The game is over: %(winners)s share the victory."),
    "game_over.nobody": N_("The game is over: nobody wins."),
}

#: The game's bots (``GAME.bots``): each one's name and line, as the lobby, the seats and the
#: final screen show them (the greedy bot is the "Normal" one people are offered).
BOTS: dict[str, tuple[str, str]] = {
    "random": (N_("Random bot"), N_("Plays any legal move, at random (for tests).")),
    "easy": (N_("Easy bot"), N_("Plays like a beginner: sensible moves, not always the best.")),
    "greedy": (N_("Normal bot"), N_("Plays every move for the most it can see right now.")),
    "expert": (N_("Expert bot"), N_("Looks ahead over the cards it cannot see. Hard to beat.")),
}

#: The tutorial's lessons (``engine.game1347.tutorial.LESSONS``, by code): what a first-time
#: player reads at that moment, the rule and what to do now; ``%(rule)s`` is its number ("P25").
LESSONS: dict[str, str] = {
    "choose_supply": N_(
        "Supplies: choose one building of the row and carry out its supply action (draw cards, "
        "discard rats, look at the nun row); others may choose the same one (rule %(rule)s)."
    ),
    "look_nun": N_(
        "An eye symbol lets you look at one card of the nun row, which stays in place: its "
        "nuns decide the plague at the end (rule %(rule)s). Choose which one."
    ),
    "enter_building": N_(
        "Your turn: enter a building of the row and put as many cards from your hand face down "
        "in front of you as you like, or play a Pass (rule %(rule)s)."
    ),
    "premium_action": N_(
        "You committed the most population cards and Jokers at this building: you perform its "
        "premium action (rule %(rule)s)."
    ),
    "standard_action": N_(
        "With two players only one premium action is given each round, for the most population "
        "cards and Jokers committed: you perform this building's standard action (rule "
        "%(rule)s)."
    ),
    "sword_contest": N_(
        "Swords: at a building, the player with the fewest Swords gives the one with the most "
        "half of their hand (rule %(rule)s). Choose the cards you give."
    ),
    "final_round": N_(
        "This is the final round: buildings give no actions, only +1 influence point to whoever "
        "would get the premium action (rule %(rule)s)."
    ),
    "scoring": N_(
        "The game is over: in each class the most influence scores 10 VP and the second most "
        "5 VP (rule %(rule)s)."
    ),
    "goal": N_(
        "To win, have the most victory points among the survivors of the plague: keep your rats "
        "few (rule %(rule)s)."
    ),
    "round": N_(
        "Each round has five phases: new buildings, supplies, entering buildings, resolving "
        "them, end of the round; a two-player game has 10 rounds (rule %(rule)s)."
    ),
    "building_row": N_(
        "Each round new building cards are laid face up in a row: these are the buildings you "
        "can choose and enter (rule %(rule)s)."
    ),
    "classes": N_(
        "There are six classes: Peasantry, Bourgeoisie, Church, Chivalry, Magic and Royalty; "
        "each building and each population card belongs to one (rule %(rule)s)."
    ),
    "influence": N_(
        "Each population card and Joker you commit moves your marker one step up the influence "
        "track of the building's class (rule %(rule)s)."
    ),
    "rats": N_(
        "Your rats have changed: each rat you receive adds one, each you discard removes one, "
        "and only you see your total (rule %(rule)s)."
    ),
    "special_cards": N_(
        "A Sword is committed like a population card: it gives no influence, but counts in the "
        "Sword comparison at its building (rule %(rule)s)."
    ),
    "plague": N_(
        "At the end the nun row is revealed: whoever has more rats than its nuns is killed by "
        "the plague and loses (rule %(rule)s)."
    ),
    "setup": N_(
        "Each player started with a marker on the starting space of every influence track and "
        "10 rats (rule %(rule)s)."
    ),
    "first_game": N_(
        "This first game uses the recommended buildings: Farm, Marketplace, Monastery, Castle, "
        "Palace and Fortune-teller's Tent (rule %(rule)s)."
    ),
    "end_round": N_(
        "At the end of each round the buildings of the row are discarded and the starting "
        "player card passes to the left (rule %(rule)s)."
    ),
    "discard": N_(
        "After a building's actions every card committed there is discarded, population cards "
        "face up onto the discard pile (rule %(rule)s)."
    ),
    "resolve": N_(
        "Buildings are now resolved one by one in row order: cards, then actions, then the "
        "discard (rule %(rule)s)."
    ),
    "buildings": N_(
        "Each building has its own actions: the Farm's premium action draws 4 population cards, "
        "its standard action 2 (rule %(rule)s)."
    ),
    "visibility": N_(
        "Until the end nobody sees the other players' hands, the decks or the nun row cards "
        "they have not looked at (rule %(rule)s)."
    ),
}
