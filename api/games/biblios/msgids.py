"""English msgids of everything Biblios-specific a player reads: names, units, its error codes,
events and prompts (``docs/codes.md``), in the vocabulary of ``glossary.md``.

Values are msgids (``str``) or singular/plural pairs (``tuple``, rendered with ``ngettext`` on
``count``). Placeholders are named (``%(card)s``) so translators can reorder the words. In the
sentences, ``%(card)s`` is a quoted card name, ``%(seat)s`` a player's name, and amounts such
as ``%(amount)s`` arrive already rendered with their unit ("3 gold", "2 cards").
"""

from __future__ import annotations

from ...i18n import N_, Np_

# --- Names ------------------------------------------------------------------------------

#: Category names in the plural (R2), as on the Scriptorium.
CATEGORY_NAMES: dict[str, str] = {
    "monks": N_("Monks"),
    "pigments": N_("Pigments"),
    "forbidden_tomes": N_("Forbidden Tomes"),
    "holy_books": N_("Holy Books"),
    "manuscripts": N_("Manuscripts"),
}

#: Category card names: the category in the singular, the value, the tie-break letter.
CATEGORY_CARD_NAMES: dict[str, str] = {
    "monks": N_("Monk %(value)s (%(letter)s)"),
    "pigments": N_("Pigment %(value)s (%(letter)s)"),
    "forbidden_tomes": N_("Forbidden Tome %(value)s (%(letter)s)"),
    "holy_books": N_("Holy Book %(value)s (%(letter)s)"),
    "manuscripts": N_("Manuscript %(value)s (%(letter)s)"),
}

#: A category's die, as it appears inside a sentence.
DIE_NAMES: dict[str, str] = {
    "monks": N_("the Monks die"),
    "pigments": N_("the Pigments die"),
    "forbidden_tomes": N_("the Forbidden Tomes die"),
    "holy_books": N_("the Holy Books die"),
    "manuscripts": N_("the Manuscripts die"),
}

GOLD_CARD_NAME = N_("Gold %(value)s")

#: Church card names describe the effect (R5), in the rulebooks' church-effect wording.
CHURCH_NAMES: dict[str, str] = {
    "up1": N_("Church: +1 on one die"),
    "down1": N_("Church: −1 on one die"),
    "up2": N_("Church: +1 on two dice"),
    "down2": N_("Church: −1 on two dice"),
    "updown": N_("Church: +1 or −1 on one die"),
}

#: What a church card does (R17), for the catalog.
CHURCH_TEXTS: dict[str, str] = {
    "up1": N_("Raise one die of your choice by 1, or decline."),
    "down1": N_("Lower one die of your choice by 1, or decline."),
    "up2": N_("Raise two different dice by 1 each, or decline."),
    "down2": N_("Lower two different dice by 1 each, or decline."),
    "updown": N_("Raise or lower one die of your choice by 1, or decline."),
}

PHASE_NAMES: dict[str, str] = {
    "gift": N_("Gift phase"),
    "auction": N_("Auction phase"),
    "over": N_("End of the game"),
}

VARIANT_NAMES: dict[str, str] = {
    "standard": N_("Standard rules"),
    "medieval_bluff": N_("Medieval Bluff"),
}

VARIANT_TEXTS: dict[str, str] = {
    "standard": N_(
        "A player who wins an auction and does not pay receives a penalty: each other player "
        "takes a card at random from their hand, then the card is auctioned again without them."
    ),
    "medieval_bluff": N_(
        "A player who wins an auction and does not pay loses one card drawn at random from "
        "their hand, removed from the game face-down; the card is then auctioned again "
        "without them."
    ),
}

#: The variant as it appears inside the ``game_created`` sentence.
VARIANT_IN_SENTENCE: dict[str, str] = {
    "standard": N_("with the standard rules"),
    "medieval_bluff": N_("with the Medieval Bluff variant"),
}

# --- Units (nominative: "3 cards", "1 карта") ------------------------------------------------

UNIT_CARDS = Np_("%(count)s card", "%(count)s cards")
UNIT_GOLD = Np_("%(count)s gold", "%(count)s gold")
UNIT_POINTS = Np_("%(count)s victory point", "%(count)s victory points")
UNIT_DICE = Np_("%(count)s die", "%(count)s dice")

# --- Errors (docs/codes.md) --------------------------------------------------------------
# A key "code.variant" is a more precise sentence chosen from the parameters.

ERRORS: dict[str, str | tuple[str, str]] = {
    "illegal_action.place": N_("There is no drawn card for you to allocate at this moment."),
    "illegal_action.take": N_("You cannot take a card from the public space at this moment."),
    "illegal_action.church": N_("You have no Church card to resolve at this moment."),
    "illegal_action.bid": N_("You cannot bid at this moment."),
    "illegal_action.pass": N_("You cannot pass at this moment."),
    "illegal_action.pay": N_("You have nothing to pay at this moment."),
    "illegal_action.refuse": N_("You have no payment to refuse at this moment."),
    "quota_used": N_("That place has already received its cards for this turn."),
    "quota_used.keep": N_("You have already placed a card in front of you this turn."),
    "quota_used.auction": N_("You have already placed a card on the auction pile this turn."),
    "quota_used.public": N_("The public space has already received its cards for this turn."),
    "card_not_public": N_("%(card)s is not in the public space."),
    "unknown_card": N_("There is no card with the id “%(card)s”."),
    "invalid_delta": N_("A die can only move by +1 or −1, not by %(delta)s."),
    "wrong_die_count": N_(
        "This Church card moves %(expected)s; you chose %(given)s. To decline it, choose no die."
    ),
    "wrong_direction": N_("This Church card cannot move a die by %(delta)s."),
    "same_die_twice": N_(
        "A Church card for two dice must move two different dice: %(die)s is chosen twice."
    ),
    "die_out_of_range": N_(
        "A die must stay between 1 and 6: this change would put %(die)s on %(value)s."
    ),
    "bid_too_low": N_("Your bid must be at least %(min)s."),
    "bid_too_high": N_("Your bid cannot be more than %(max)s."),
    "card_not_in_hand": N_("%(card)s is not in your hand."),
    "duplicate_card": N_("%(card)s is listed more than once."),
    "payment_not_gold": N_("%(card)s is not a Gold card: only gold can pay this price."),
    "payment_too_small": N_(
        "Your payment is too small: %(paid)s offered for a bid of %(due)s (no change is given, "
        "but you must pay at least the bid)."
    ),
    "payment_too_small.none": N_(
        "Your payment holds no Gold card: a bid of %(due)s is paid with Gold cards worth at "
        "least that much (no change is given)."
    ),
    "wrong_card_count": Np_(
        "You must discard exactly %(count)s card to pay this price, not %(given)s.",
        "You must discard exactly %(count)s cards to pay this price, not %(given)s.",
    ),
    "wrong_card_count.none": Np_(
        "You must discard exactly %(count)s card to pay this price, and you chose none.",
        "You must discard exactly %(count)s cards to pay this price, and you chose none.",
    ),
    "deck_wrong_size": N_("The fixed draw pile must hold %(expected)s, not %(given)s."),
    "deck_wrong_size.none": N_("The fixed draw pile must hold %(expected)s, and it holds none."),
    "deck_duplicate_card": N_("The fixed draw pile lists %(card)s more than once."),
    "deck_gold_removal": Np_(
        "The fixed draw pile must leave out at least %(count)s Gold %(value)s card, "
        "as the setup removes it.",
        "The fixed draw pile must leave out at least %(count)s Gold %(value)s cards, "
        "as the setup removes them.",
    ),
}

# --- Events (docs/codes.md) --------------------------------------------------------------
# Keys "type.variant" select a sentence from the parameters; ".hidden" is the sentence for a
# viewer who may not see the private card.

EVENTS: dict[str, str | tuple[str, str]] = {
    "game_created": Np_(
        "A new game for %(count)s player begins %(variant)s; %(seat)s plays first.",
        "A new game for %(count)s players begins %(variant)s; %(seat)s plays first.",
    ),
    "card_drawn": N_("%(seat)s draws %(card)s."),
    "card_drawn.hidden": N_("%(seat)s draws a card."),
    "card_placed.keep": N_("%(seat)s keeps %(card)s face-down."),
    "card_placed.keep.hidden": N_("%(seat)s keeps a card face-down."),
    "card_placed.auction": N_("%(seat)s puts %(card)s face-down on the auction pile."),
    "card_placed.auction.hidden": N_("%(seat)s puts a card face-down on the auction pile."),
    "card_placed.public": N_("%(seat)s puts %(card)s face-up in the public space."),
    "card_placed.public.hidden": N_("%(seat)s puts a card face-up in the public space."),
    "church_acquired.keep": N_("%(seat)s keeps %(card)s and resolves it at once."),
    "church_acquired.public": N_(
        "%(seat)s takes %(card)s from the public space and resolves it at once."
    ),
    "church_acquired.auction": N_("%(seat)s wins %(card)s at auction and resolves it at once."),
    "church_acquired": N_("%(seat)s acquires %(card)s and resolves it at once."),
    "church_resolved": N_("%(seat)s plays %(card)s (%(changes)s)."),
    "church_resolved.declined": N_("%(seat)s declines %(card)s; no die moves."),
    "church_change": N_("%(category)s %(delta)s"),
    "card_taken": N_("%(seat)s takes %(card)s from the public space."),
    "phase_changed.gift": N_("The Gift phase begins."),
    "phase_changed.auction": N_("The Gift phase is over: the Auction phase begins."),
    "phase_changed.over": N_("The auction pile is empty: the game is over."),
    "auction_opened.gold": N_("%(seat)s reveals %(card)s for auction: bids are in gold."),
    "auction_opened.cards": N_("%(seat)s reveals %(card)s for auction: bids are numbers of cards."),
    "bid": N_("%(seat)s bids %(amount)s."),
    "pass": N_("%(seat)s passes."),
    "auction_won": N_("%(seat)s wins the auction for %(card)s with a bid of %(amount)s."),
    "paid.gold": N_("%(seat)s pays with %(cards)s (%(paid)s for a bid of %(amount)s)."),
    "paid.gold.hidden": N_("%(seat)s pays %(amount)s in Gold cards."),
    "paid.cards": N_("%(seat)s discards face-down to pay: %(cards)s."),
    "paid.cards.hidden": Np_(
        "%(seat)s discards %(count)s card face-down to pay.",
        "%(seat)s discards %(count)s cards face-down to pay.",
    ),
    "card_won": N_("%(seat)s adds %(card)s to their hand."),
    "card_won.church": N_("%(seat)s wins %(card)s."),
    "penalized": N_("%(seat)s does not pay for %(card)s and receives a penalty."),
    "card_transferred": N_("%(seat)s takes %(card)s at random from %(from)s's hand."),
    "card_transferred.hidden": N_("%(seat)s takes a card at random from %(from)s's hand."),
    "card_removed": N_(
        "%(card)s, drawn at random from %(seat)s's hand, is removed from the game face-down."
    ),
    "card_removed.hidden": N_(
        "A card drawn at random from %(seat)s's hand is removed from the game face-down."
    ),
    "card_discarded.unsold": N_("Nobody bids for %(card)s: it is discarded face-up."),
    "card_discarded.excluded": N_(
        "Every player is excluded from the auction of %(card)s: it is discarded face-up."
    ),
    "card_discarded": N_("%(card)s is discarded face-up."),
    "game_over": N_("The game is over: %(winners)s wins with %(points)s."),
    "game_over.tie": N_("The game is over: %(winners)s share first place with %(points)s each."),
    "game_over.nobody": N_("The game is over."),
}

# --- Prompts (docs/codes.md) -------------------------------------------------------------

#: Where the drawn card can go, inside the ``place_card`` prompt.
PLACES: dict[str, str] = {
    "keep": N_("in front of you (face-down)"),
    "auction": N_("on the auction pile (face-down)"),
    "public": N_("in the public space (face-up)"),
}

PROMPTS: dict[str, str | tuple[str, str]] = {
    "place_card": N_("You drew %(card)s. Place it %(places)s."),
    "place_card.forced": N_("You drew %(card)s. It can only go %(places)s."),
    "take_card": N_("Take the card of your choice from the public space."),
    "resolve_church.up1": N_("Resolve %(card)s: raise one die by 1, or decline the card."),
    "resolve_church.down1": N_("Resolve %(card)s: lower one die by 1, or decline the card."),
    "resolve_church.up2": N_(
        "Resolve %(card)s: raise two different dice by 1 each, or decline the card."
    ),
    "resolve_church.down2": N_(
        "Resolve %(card)s: lower two different dice by 1 each, or decline the card."
    ),
    "resolve_church.updown": N_(
        "Resolve %(card)s: raise or lower one die by 1, or decline the card."
    ),
    "resolve_church": N_("Resolve %(card)s, or decline it."),
    "bid": N_("%(card)s is up for auction. Bid at least %(min)s, or pass."),
    "bid.pass_only": N_(
        "%(card)s is up for auction at the highest possible bid: you can only pass."
    ),
    "pay.gold": N_(
        "You won %(card)s with a bid of %(amount)s. Pay with Gold cards worth at least that "
        "much (no change is given), or refuse and receive the penalty."
    ),
    "pay.cards": Np_(
        "You won %(card)s with a bid of %(count)s card. Discard exactly %(count)s card from "
        "your hand face-down, or refuse and receive the penalty.",
        "You won %(card)s with a bid of %(count)s cards. Discard exactly %(count)s cards from "
        "your hand face-down, or refuse and receive the penalty.",
    ),
    "wait_place": N_("%(seat)s is allocating cards."),
    "wait_take": N_("%(seat)s is choosing a card from the public space."),
    "wait_church": N_("%(seat)s is resolving %(card)s."),
    "wait_bid": N_("%(card)s is up for auction: %(seat)s is to bid or pass."),
    "wait_pay": N_("%(seat)s has won %(card)s with a bid of %(amount)s and must pay or refuse."),
    "game_over": N_("The game is over: %(winners)s wins."),
    "game_over.tie": N_("The game is over: %(winners)s share first place."),
    "game_over.nobody": N_("The game is over."),
}

#: The game's bots (``GAME.bots``): each one's name and line, as the lobby, the seats and the
#: final screen show them (the greedy bot is the "Normal" one people are offered).
BOTS: dict[str, tuple[str, str]] = {
    "random": (N_("Random bot"), N_("Plays any legal move, at random (for tests).")),
    "easy": (N_("Easy bot"), N_("Plays like a beginner: sensible moves, not always the best.")),
    "greedy": (N_("Normal bot"), N_("Plays every move for the most it can see right now.")),
    "expert": (N_("Expert bot"), N_("Looks ahead over the cards it cannot see. Hard to beat.")),
}

#: The tutorial's lessons (``engine.biblios.tutorial.LESSONS``, by code): what a first-time
#: player reads at that moment, the rule and what to do now; ``%(rule)s`` is its number ("R19").
LESSONS: dict[str, str] = {
    "place_card": N_(
        "On your turn you allocate the cards you draw one by one: one you keep in front of you, "
        "one goes to the auction pile, the others to the public space (rule %(rule)s). Choose "
        "where this card goes."
    ),
    "take_card": N_(
        "After the active player's allocation, each other player takes one card of their "
        "choice from the public space (rule %(rule)s): choose yours now."
    ),
    "church_card": N_(
        "You have acquired a Church card: apply its effect to the dice on the Scriptorium, or "
        "decline it; either way it is then discarded (rule %(rule)s)."
    ),
    "goal": N_(
        "Your victory points are the sum of the dice you win at the end: collect the "
        "categories whose dice show the most (rule %(rule)s)."
    ),
    "cards": N_(
        "There are category cards, Gold cards and Church cards, and one die per category on "
        "the Scriptorium (rule %(rule)s)."
    ),
    "scriptorium": N_(
        "Every die starts at 3 on the Scriptorium; Church cards raise or lower them, and so "
        "change what each category is worth (rule %(rule)s)."
    ),
    "secret_hands": N_(
        "Hands are secret: everybody sees only how many cards each player holds (rule %(rule)s)."
    ),
    "auction": N_(
        "Each card of the auction pile now comes up for auction: bid more than the high bid "
        "(gold for a category or Church card, cards for a Gold card) or pass (rule %(rule)s)."
    ),
    "bid_cards": N_(
        "This is a Gold card: the bid is a number of cards, which the winner discards from "
        "their hand (rule %(rule)s). Bid or pass."
    ),
    "pay_gold": N_(
        "You have won the auction: pay with Gold cards from your hand worth at least your bid; "
        "no change is given (rule %(rule)s)."
    ),
    "pay_cards": N_(
        "You have won the Gold card: discard exactly as many cards from your hand as you bid, "
        "face-down (rule %(rule)s)."
    ),
    "penalty": N_(
        "A winner who does not pay gets the penalty: each other player takes one card at random "
        "from the winner's hand, and the card is auctioned again without the winner (rule "
        "%(rule)s)."
    ),
    "last_card": N_(
        "This is the last card of the auction: once it is won or discarded, the game is over "
        "(rule %(rule)s)."
    ),
    "ties": N_(
        "A tie in victory points goes to the player with more gold in hand, then to the higher "
        "Monks total (rule %(rule)s): keep some gold."
    ),
    "scoring": N_(
        "The game is over: each category's die goes to the player with the highest total of "
        "that category, a tie to the earliest letter (rule %(rule)s)."
    ),
}
