"""The labels of the reference web client (``/play/``), as msgids of the project's catalogs.

Keys are stable (the client's ``t("key")``, ``api/static/play/``); values are msgids, or
singular/plural pairs whose count is the ``%(count)s`` placeholder, or either in a context
(``Nc_``, ``Npc_``) where a game words the same English label its own way. ``GET
/play/texts/<lang>.json`` serves them translated (``api.routes.play``), so the client has one
translation workflow with the API and the catalog-completeness test covers it. Everything else
the client shows (cards, categories, prompts, the log, errors, rules) comes from the API.
"""

from __future__ import annotations

from ..games import edges
from ..i18n import N_, InContext, Np_
from ..i18n import texts as shared

Label = str | tuple[str, str] | InContext

#: The labels of the shared client: the page, the lobby, what is around every game's table.
SHARED: dict[str, Label] = {
    # The page
    "nav.lobby": N_("New game"),
    "nav.language": N_("Language"),
    "nav.rules": N_("Rules"),
    "rules.title": N_("Rules"),
    "dialog.close": N_("Close"),
    "status.loading": N_("Loading…"),
    "error.network": N_("The server cannot be reached. Check your connection and try again."),
    "error.unknown_game": N_("This client cannot show this game yet."),
    # The lobby
    "lobby.title": N_("New game of %(game)s"),
    "lobby.game": N_("Game"),
    "lobby.options": N_("Options"),
    "lobby.first_seat": N_("Starting player"),
    "lobby.first_drawn": N_("Drawn at random"),
    "lobby.lead": N_(
        "Choose who sits at the table. Each person gets a private link to their seat; bots "
        "play at once."
    ),
    "lobby.players": N_("Players"),
    "lobby.seat": N_("Seat %(number)s"),
    "lobby.who": N_("Played by"),
    "lobby.person": N_("A person"),
    # The bots the lobby offers (``random`` stays for tests and benchmarks), each with a line.
    "lobby.bot_easy": shared.BOTS["easy"],
    "lobby.bot_easy_text": N_("Plays like a beginner: sensible moves, not always the best."),
    "lobby.bot_greedy": N_("Normal bot"),
    "lobby.bot_greedy_text": N_("Plays every move for the most it can see right now."),
    "lobby.bot_expert": shared.BOTS["expert"],
    "lobby.bot_expert_text": N_("Looks ahead over the cards it cannot see. Hard to beat."),
    "lobby.name": N_("Name"),
    "lobby.player_number": shared.PLAYER_NUMBER,
    "lobby.language": N_("Language"),
    "lobby.variant": N_("Variant"),
    "lobby.clock": N_("Clock"),
    "lobby.no_clock": N_("No clock"),
    "lobby.advanced": N_("More options"),
    "lobby.seed": N_("Seed"),
    "lobby.seed_hint": N_(
        "Optional: a whole number that deals the same cards every time (replays, tournaments). "
        "Without one, the shuffle is committed to and can be verified after the game."
    ),
    "lobby.start": N_("Start the game"),
    "clock.per_day": shared.TURN_LENGTH[0][1],
    "clock.per_hour": shared.TURN_LENGTH[1][1],
    "clock.per_minute": shared.TURN_LENGTH[2][1],
    "clock.per_second": shared.TURN_LENGTH[3][1],
    "invite.title": N_("Invitations"),
    "invite.lead": N_(
        "Send each person their own link: it opens the game at their seat, on any device. Keep "
        "the links private: anyone with a link can play that seat."
    ),
    "invite.copy": N_("Copy"),
    "invite.copied": N_("Copied"),
    "invite.play_as": N_("Play as %(seat)s"),
    "invite.watch": N_("Link for spectators"),
    "invite.open": N_("Watch"),
    # Around the table
    "game.spectator": N_("Spectator"),
    "link.connecting": N_("Connecting…"),
    "link.live": N_("Live"),
    "link.reconnecting": N_("Reconnecting…"),
    "link.ended": N_("Finished"),
    "link.failed": N_("Disconnected"),
    "resign.button": N_("Resign"),
    "resign.confirm": N_("Resign? A bot will play your seat for the rest of the game."),
    "prompt.label": N_("What to do now"),
    "clock.yours": N_("Your time left"),
    "clock.label": N_("Time left for %(seat)s"),
    "clock.days": Np_("%(count)s day", "%(count)s days"),
    "seats.title": N_("Players"),
    "seats.person": N_("Person"),
    "seats.you": N_("(you)"),
    "seats.online": N_("online"),
    "seats.offline": N_("offline"),
    "seats.to_act": N_("their decision now"),
    "log.title": N_("Game log"),
    # Biblios's table
    "seats.cards": Np_("%(count)s card in hand", "%(count)s cards in hand"),
    "card.face_down": N_("Face-down card"),
    "dice.title": N_("Scriptorium"),
    "dice.value": N_("die showing %(value)s"),
    "church.raise": N_("Raise the %(category)s die by 1"),
    "church.lower": N_("Lower the %(category)s die by 1"),
    "church.apply": N_("Apply"),
    "church.decline": N_("Decline the card"),
    "gift.title": N_("%(seat)s is allocating"),
    "place.keep": N_("In front of you (face-down)"),
    "place.auction": N_("Auction pile (face-down)"),
    "place.public": N_("Public space (face-up)"),
    "place.left": Np_("%(count)s left", "%(count)s left"),
    "place.kept": N_("Kept"),
    "turn.keep": N_("Kept (face-down)"),
    "turn.auction": N_("Auction pile (face-down)"),
    "turn.public": N_("Public space (face-up)"),
    "turn.placed": N_("%(done)s of %(quota)s"),
    "place.auctioned": N_("For auction"),
    "public.title": N_("Public space"),
    "public.take": N_("Take %(card)s"),
    "public.empty": N_("No cards in the public space."),
    "auction.title": N_("Auction"),
    "auction.price": N_("Payment"),
    "auction.in_gold": N_("Gold cards worth at least the bid"),
    "auction.in_cards": N_("Any cards, as many as the bid"),
    "auction.high_bid": N_("High bid"),
    "auction.no_bid": N_("No bid yet"),
    "auction.bid_by": N_("%(amount)s by %(seat)s"),
    "auction.passed": N_("Passed"),
    "auction.excluded": N_("Excluded (penalty)"),
    "bid.amount_gold": N_("Your bid, in gold"),
    "bid.amount_cards": N_("Your bid, in cards"),
    "bid.less": N_("Bid one less"),
    "bid.more": N_("Bid one more"),
    "bid.range": N_("From %(min)s to %(max)s"),
    "bid.button": N_("Bid %(amount)s"),
    "bid.button_any": N_("Bid"),
    "bid.invalid": N_("Enter a whole number from %(min)s to %(max)s."),
    "bid.pass": N_("Pass"),
    "pay.legend_gold": Np_("Pay at least %(count)s gold", "Pay at least %(count)s gold"),
    "pay.legend_cards": Np_(
        "Discard %(count)s card face-down", "Discard %(count)s cards face-down"
    ),
    "pay.selected_gold": N_("Selected: %(total)s of %(amount)s"),
    "pay.selected_cards": N_("Selected: %(count)s of %(due)s"),
    "pay.button": N_("Pay"),
    "pay.refuse": N_("Refuse to pay (penalty)"),
    "piles.title": N_("Piles"),
    "piles.draw": N_("Draw pile"),
    "piles.auction": N_("Auction pile"),
    "piles.discards": N_("Discard pile"),
    "piles.discard_counts": N_("%(up)s face-up, %(down)s face-down"),
    "piles.removed": N_("Removed at setup"),
    "piles.show_discards": N_("Show the face-up discards"),
    "hand.title": N_("Your hand"),
    "hand.gold": N_("Gold"),
    "hand.total": N_("total %(total)s"),
    "hand.gold_total": Np_("%(count)s gold", "%(count)s gold"),
    "result.title": N_("Final scoring"),
    "result.caption": N_("Scoring per category: the die, each player's total and who wins it"),
    "result.category": N_("Category"),
    "result.die": N_("Die"),
    "result.wins_die": Np_("wins %(count)s victory point", "wins %(count)s victory points"),
    "result.vp": N_("Victory points"),
    "result.gold": N_("Gold"),
    "result.rank": N_("Rank"),
    "result.hands": N_("Every hand, revealed"),
    "result.hand_of": N_("Hand of %(seat)s"),
    "result.new_game": N_("New game"),
}


def _with_games(shared: dict[str, Label]) -> dict[str, Label]:
    """``shared`` and the labels of each served game's table (``GameEdge.client_texts``)."""
    texts = dict(shared)
    for edge in edges().values():
        clash = texts.keys() & edge.client_texts.keys()
        if clash:
            raise ValueError(f"{edge.id}'s client labels {sorted(clash)} are taken")
        texts.update(edge.client_texts)
    return texts


#: Every label the client uses (its ``t("key")``).
TEXTS: dict[str, Label] = _with_games(SHARED)
