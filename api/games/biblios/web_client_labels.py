"""The web client's labels for Biblios's table (``api/static/play/biblios/``), as msgids: the
keys are the client's ``t("…")`` there; the rest it shows comes from Biblios's catalog and
sentences (``api.http.routes.web_client_labels`` serves them with the shared labels)."""

from __future__ import annotations

from ...i18n import N_, Np_, WithZero

TEXTS = {
    "seats.cards": WithZero(
        N_("no cards in hand"), Np_("%(count)s card in hand", "%(count)s cards in hand")
    ),
    "dice.title": N_("Scriptorium"),
    "dice.value": N_("die showing %(value)s"),
    "church.raise": N_("Raise the %(category)s die by 1"),
    "church.lower": N_("Lower the %(category)s die by 1"),
    "church.apply": N_("Apply"),
    "church.decline": N_("Decline the card"),
    "church.count": N_("Dice changed: %(count)s of %(most)s."),
    "church.full": N_("To change another die, undo one of these first."),
    "church.resolving": N_("%(seat)s is resolving a Church card"),
    "church.why_none": Np_("Choose %(count)s die to change.", "Choose %(count)s dice to change."),
    "church.why_more": Np_("Choose %(count)s more die.", "Choose %(count)s more dice."),
    "church.why_bounds": N_("A die cannot go above 6 or below 1."),
    "gift.title": N_("%(seat)s is allocating"),
    "gift.taking": N_("%(seat)s is taking a card from the public space"),
    "place.keep": N_("In front of you (face-down)"),
    "place.auction": N_("Auction pile (face-down)"),
    "place.public": N_("Public space (face-up)"),
    "place.left": WithZero(N_("none left"), Np_("%(count)s left", "%(count)s left")),
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
    "pay.selected_gold": N_("Gold selected: %(total)s (at least %(amount)s)"),
    # Never "N of M": the client lets a player select more cards than due (it then says why
    # Pay is disabled), and "3 of 2" reads as a mistake.
    "pay.selected_cards": N_("Cards selected: %(count)s (discard exactly %(due)s)"),
    "pay.button": N_("Pay"),
    "pay.why_cards": Np_("Choose %(count)s more card.", "Choose %(count)s more cards."),
    "pay.why_too_many": Np_(
        "%(count)s card too many: untick it.", "%(count)s cards too many: untick them."
    ),
    "pay.why_gold": Np_("Choose gold worth %(count)s more.", "Choose gold worth %(count)s more."),
    "pay.refuse": N_("Refuse to pay (penalty)"),
    "piles.title": N_("Piles"),
    "piles.draw": N_("Draw pile"),
    "piles.auction": N_("Auction pile"),
    "piles.discards": N_("Discard pile"),
    "piles.face_up": WithZero(N_("none face-up"), Np_("%(count)s face-up", "%(count)s face-up")),
    "piles.face_down": WithZero(
        N_("none face-down"), Np_("%(count)s face-down", "%(count)s face-down")
    ),
    "piles.removed": N_("Removed at setup"),
    "piles.show_discards": N_("Show the face-up discards"),
    "hand.title": N_("Your hand"),
    "hand.gold": N_("Gold"),
    "hand.total": N_("total %(total)s"),
    "hand.gold_total": WithZero(N_("no gold"), Np_("%(count)s gold", "%(count)s gold")),
    "result.caption": N_("Scoring per category: the die, each player's total and who wins it"),
    "result.category": N_("Category"),
    "result.die": N_("Die"),
    "result.wins_die": Np_("wins %(count)s victory point", "wins %(count)s victory points"),
    "result.hands": N_("Every hand, revealed"),
    "result.hand_of": N_("Hand of %(seat)s"),
    "advice.place": N_("Put the card: %(place)s"),
    "advice.pay": N_("Pay with %(cards)s"),
    "advice.church": N_("Change the dice: %(changes)s"),
}
