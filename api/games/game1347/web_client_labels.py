"""The web client's labels for 1347's table (``api/static/play/game1347/``), as msgids: the
keys are the client's ``t("plague.…")``; the rest it shows comes from 1347's catalog, units and
event sentences (``api.http.routes.web_client_labels`` serves them with the shared labels)."""

from __future__ import annotations

from ...i18n import N_, Nc_, Np_, Npc_, WithZero
from . import msgids as texts

TEXTS = {
    "plague.round": N_("Round %(round)s of %(rounds)s"),
    "plague.final_round": N_("The final round"),
    "plague.row": N_("Row of buildings"),
    "plague.influence": N_("Influence tracks"),
    "plague.influence_caption": N_("Influence points per class and player"),
    "plague.nun_row": N_("Nun row"),
    "plague.position": N_("Position %(position)s"),
    "plague.looked_by": N_("Looked at by %(seats)s"),
    "plague.supply": N_("Supply"),
    "plague.population_deck": N_("Population card deck"),
    "plague.building_deck": N_("Building card deck"),
    "plague.reserve_deck": N_("Replacement deck"),
    # Counts that may be 0 say it in words ("no rats", never "0 rats").
    "plague.cards": WithZero(N_("no cards"), texts.UNIT_CARDS),
    "plague.rats": WithZero(N_("no rats"), texts.UNIT_RATS),
    "plague.nuns": WithZero(texts.NO_NUNS, texts.UNIT_NUNS),
    "plague.vp": WithZero(N_("no VP"), texts.UNIT_VP),
    "plague.vp_tokens": WithZero(N_("no victory point tokens"), texts.UNIT_VP_TOKENS),
    "plague.choose_building": N_("Building"),
    "plague.choose_cards": N_("Cards from your hand"),
    "plague.choose_positions": N_("Positions in the nun row"),
    "plague.take_supply": N_("Take the supply action"),
    "plague.enter": N_("Enter the building"),
    "plague.play_pass": N_("Play a Pass"),
    "plague.give": N_("Give"),
    "plague.perform": N_("Perform"),
    "plague.decline": N_("Decline"),
    "plague.from_influence": N_("Influence"),
    "plague.majorities": N_("Majorities"),
    "plague.tokens": N_("Tokens"),
    "plague.rats_total": N_("Rats"),
    "plague.killed": N_("Killed by the plague"),
    "plague.spared": N_("Spared by the plague"),
    "plague.killed_list": texts.EVENTS["plague.killed"],
    "plague.nobody_killed": texts.EVENTS["plague.nobody_killed"],
    "plague.class_caption": N_("Influence and victory points per class"),
    "plague.choose_seat": N_("Choose %(seat)s"),
    "plague.pick_exact": Np_("Choose %(count)s", "Choose %(count)s"),
    "plague.pick_range": N_("Choose from %(min)s to %(max)s"),
    "plague.pick_full": N_("To choose another, untick one first."),
    "plague.picked": WithZero(N_("none chosen"), Np_("%(count)s chosen", "%(count)s chosen")),
    # Labels Biblios shares in English, in 1347's own words in another language (context
    # "1347": the hand is « main » in 1347's French, « réserve » in Biblios').
    "plague.hand_count": WithZero(
        Nc_("1347", "no cards in hand"),
        Npc_("1347", "%(count)s card in hand", "%(count)s cards in hand"),
    ),
    "plague.hand": Nc_("1347", "Your hand"),
    "plague.hands": Nc_("1347", "Every hand, revealed"),
    "plague.hand_of": Nc_("1347", "Hand of %(seat)s"),
    "plague.discards": Nc_("1347", "Discard pile"),
    # « победные очки » in 1347's Russian, « Очки Победы » in Biblios' (its rulebook's words).
    "plague.total_vp": Nc_("1347", "Victory points"),
    "plague.show_discards": N_("Show the discard pile"),
    # A play's preview, before it is confirmed (docs/1347-api.md, "Previews").
    "plague.preview": N_("If you confirm"),
    "plague.preview_hand": N_("Cards in hand"),
    "plague.preview_lost": N_("Cards that leave your hand"),
    "plague.preview_drawn": N_("Cards drawn from the deck"),
    "plague.preview_taken": N_("Cards taken from the supply"),
    "plague.preview_receive": N_("Cards you will receive"),
    "plague.preview_nothing": N_("Nothing changes for you."),
    "plague.preview_later": N_("Influence and rats come when the building is resolved."),
    "plague.advice_supply": N_("Take the supply action of %(building)s"),
    "plague.advice_enter": N_("Enter %(building)s"),
    "plague.advice_with": N_("%(action)s, with %(cards)s"),
    "plague.advice_look": N_("%(action)s, looking at positions %(positions)s"),
}
