"""1347's views as the contract's JSON: card and building ids become objects with localized
names, the engine's ``seat_info`` becomes ``players_info`` (the view's ``seats`` are the
table's: who holds each seat).

What a seat may see was decided by the engine (``engine.game1347.views``); nothing here adds
information, it only renders. The result's ``winners`` and ``won`` follow the table's final
ranks (resigned and taken-over seats last), as ``game_over`` does.
"""

from __future__ import annotations

from typing import Any

from ...i18n import Localizer


def present_view(view: dict[str, Any], names: list[str], loc: Localizer) -> dict[str, Any]:
    """The contract's view of 1347 from the engine's (a new dict; the engine's lists are
    changed in place)."""
    vocabulary = loc.vocabulary
    card, building = vocabulary.card, vocabulary.building

    def cards(ids: list[str]) -> list[dict[str, object]]:
        return [card(card_id) for card_id in ids]

    for entry in view["row"]:
        info = building(entry["building"])
        entry["name"] = info["name"]
        entry["supply_text"] = info["supply_text"]
    view["sent_to_reserve"] = [building(b) for b in view["sent_to_reserve"]]
    view["discard"] = cards(view["discard"])
    for spot in view["nun_row"]:
        if spot["card"] is not None:
            spot["card"] = card(spot["card"])
    for entry in view["seat_info"]:
        entry["name"] = names[entry["seat"]]
        if entry["hand"] is not None:
            entry["hand"] = cards(entry["hand"])
        entered = entry["entered"]
        if entered is not None and entered["cards"] is not None:
            entered["cards"] = cards(entered["cards"])
    result = view["result"]
    if result is not None:
        _present_result(result, names, cards, building)
    return {("players_info" if key == "seat_info" else key): value for key, value in view.items()}


def _present_result(result: dict[str, Any], names: list[str], cards: Any, building: Any) -> None:
    eligible = set(result["eligible"])
    seats = result["seats"]
    winners = [e["seat"] for e in seats if e["rank"] == 1 and e["seat"] in eligible]
    result["winners"] = winners
    for entry in seats:
        entry["name"] = names[entry["seat"]]
        entry["won"] = entry["seat"] in winners
    reveal = result["reveal"]
    reveal["hands"] = [cards(hand) for hand in reveal["hands"]]
    for key in ("nun_row", "population_deck"):
        reveal[key] = cards(reveal[key])
    for key in ("building_deck", "reserve_deck", "unused_buildings"):
        reveal[key] = [building(b) for b in reveal[key]]
