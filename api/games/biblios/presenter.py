"""Biblios's views as the contract's JSON: card ids become card objects with localized names.

What a seat may see was decided by the engine (``engine.biblios.views``); nothing here adds
information, it only renders.
"""

from __future__ import annotations

from typing import Any

import orjson

from ...i18n import Localizer


def present_view(view: dict[str, Any], names: list[str], loc: Localizer) -> dict[str, Any]:
    """The contract's view of Biblios from the engine's (changed in place and returned)."""
    v = view
    card = loc.vocabulary.card_table().__getitem__  # a card object, already encoded as JSON

    def cards(ids: list[str]) -> list[orjson.Fragment]:
        return list(map(card, ids))

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
    discards = v["discards"]
    discards["face_up"] = cards(discards["face_up"])
    result = v["result"]
    if result is not None:
        for entry in result["seats"]:
            entry["name"] = names[entry["seat"]]
        result["hands"] = [cards(hand) for hand in result["hands"]]
        result["removed"] = cards(result["removed"])
        result["face_down"] = cards(result["face_down"])
    return v
