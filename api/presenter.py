"""Turns the engine's language-free views and events into the API's localized JSON.

Card ids become card objects with their localized names, seats get their players' names, and
prompts and events get their sentences. What a seat may see was decided by the engine
(``engine.views``); nothing here adds information, it only renders.
"""

from __future__ import annotations

from typing import Any

from engine import Event, GameState, view
from engine.state import OVER

from .i18n import Localizer
from .texts import N_

DEFAULT_NAME = N_("Player %(number)s")


def seat_names(stored: list[str], players: int, loc: Localizer) -> list[str]:
    """The players' names, or "Player 1", "Player 2"... in the request's language."""
    if stored:
        return stored
    template = loc.gettext(DEFAULT_NAME)
    return [template % {"number": seat + 1} for seat in range(players)]


def present_view(
    game_id: str,
    version: int,
    state: GameState,
    seat: int | None,
    names: list[str],
    loc: Localizer,
) -> dict[str, Any]:
    """The contract's view of ``state`` for ``seat`` (None: a spectator)."""
    v = view(state, seat)
    card = loc.card
    cards = _cards_of(loc)
    for hand in v["hands"]:
        hand["name"] = names[hand["seat"]]
        if hand["cards"] is not None:
            hand["cards"] = cards(hand["cards"])
    v["public"] = cards(v["public"])
    if v["drawn"] is not None:
        v["drawn"] = card(v["drawn"])
    if v["kept"] is not None:
        v["kept"] = card(v["kept"])
    if v["auctioned"] is not None:
        v["auctioned"] = card(v["auctioned"])
    if v["auction"] is not None:
        v["auction"]["card"] = card(v["auction"]["card"])
    if v["pending_church"] is not None:
        v["pending_church"]["card"] = card(v["pending_church"]["card"])
    v["discards"]["face_up"] = cards(v["discards"]["face_up"])
    result = v["result"]
    if result is not None:
        for entry in result["seats"]:
            entry["name"] = names[entry["seat"]]
        result["hands"] = [cards(hand) for hand in result["hands"]]
        result["removed"] = cards(result["removed"])
        result["face_down"] = cards(result["face_down"])
    prompt = v["prompt"]
    v["prompt"] = loc.prompt(prompt["code"], prompt["params"], names)
    v["prompt_code"] = prompt["code"]
    v["prompt_params"] = prompt["params"]
    return {"id": game_id, "game": "biblios", "version": version, **v}


def _cards_of(loc: Localizer):
    card = loc.card
    return lambda ids: [card(card_id) for card_id in ids]


def present_events(
    events: list[Event], seat: int | None, state: GameState, names: list[str], loc: Localizer
) -> list[dict[str, Any]]:
    """Events as ``seat`` may see them, each with its sentence."""
    reveal_all = state.phase == OVER
    shown = []
    for event in events:
        entry = event.visible_to(seat, reveal_all)
        entry["text"] = loc.event_text(entry, names)
        shown.append(entry)
    return shown
