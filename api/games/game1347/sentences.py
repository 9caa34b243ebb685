"""1347's sentences: its events, prompts and error codes rendered in one language.

Each function returns None for a code it does not know, so the shared texts take over
(``api.i18n.rendering``). ``v`` is the language's ``Vocabulary1347``; ``seat`` arrives as a
player's name; a count that a sentence inflects is its ``count`` (plural forms chosen by the
catalog), other amounts get their unit ("9 rats", "8 VP").
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from ...i18n import as_int
from . import msgids as M

if TYPE_CHECKING:
    from .vocabulary import Vocabulary1347 as V
else:
    V = Any

Params = Mapping[str, Any]
Render = Callable[[V, str, Params, Any], str | None]

# --- Errors --------------------------------------------------------------------------------


def error(v: V, code: str, p: Params, names: Any) -> str | None:
    """The sentence of one of 1347's error codes (docs/codes.md, "1347")."""
    loc = v.loc
    key, count = code, None
    values = {name: loc.number_param(value) for name, value in p.items()}
    if code == "illegal_action":
        action = p.get("action")
        key = f"{code}.{action}" if isinstance(action, str) else code
    elif code == "invalid_option":
        option = p.get("option")
        if option is None:
            key = "invalid_option.none"
        else:  # a known option by its name, anything else echoed
            values["option"] = loc.quoted(v.option_name(option))
    elif code == "missing_option":
        values["option"] = loc.quoted(v.option_name(p.get("option")))
    elif code == "invalid_building_counts":
        values["class"] = v.class_in_sentence(p.get("class"))
    elif code == "wrong_look_count":
        count = p.get("expected")
        if count == 0:
            key = "wrong_look_count.none"
    elif code == "unknown_card":
        values["card"] = loc.text(p.get("card"))
    elif code in ("duplicate_card", "card_not_in_hand", "card_not_committable"):
        values["card"] = v.card_ref(p.get("card"))
    elif code == "invalid_loser":
        values["seat"] = loc.seat_name(p.get("seat"), names)
        values["candidates"] = v.seat_list(p.get("candidates"), names, "or")
    elif code == "wrong_card_count":
        low, count = p.get("min"), p.get("max")
        if count == 0:
            key = "wrong_card_count.none"
        elif low == count:
            key = "wrong_card_count.exact"
    msgid = M.ERRORS.get(key) or M.ERRORS.get(code)
    return None if msgid is None else loc.format(msgid, count, **values)


# --- Events --------------------------------------------------------------------------------


def event(v: V, kind: str, seat: str, p: Params, names: Any) -> str | None:
    """The sentence of a 1347 event as its viewer may see it (None: not 1347's)."""
    render = _EVENTS.get(kind)
    return render(v, seat, p, names) if render is not None else None


def _ev(v: V, key: str, count: Any = None, **values: str) -> str:
    return v.loc.format(M.EVENTS[key], count, **values)


def _shown(p: Params, name: str) -> bool:
    """Whether the private card list ``name`` is in the event as its viewer sees it."""
    return isinstance(p.get(name), list)


def _game_created(v: V, seat: str, p: Params, names: Any) -> str:
    variant = p.get("variant")
    in_sentence = M.VARIANT_IN_SENTENCE.get(variant) if isinstance(variant, str) else None
    text = _ev(
        v,
        "game_created",
        p.get("players"),
        rounds=v.rounds(p.get("rounds")),
        variant=v.loc.gettext(in_sentence) if in_sentence else v.loc.text(variant),
        seat=v.loc.seat_name(p.get("start_seat"), names),
    )
    options = p.get("options")
    options = options if isinstance(options, Mapping) else {}
    sentences = [text]
    random_selection = variant in ("one_type_per_class", "mixed")
    if options.get("guard_tower") is True and p.get("players") == 2 and random_selection:
        sentences.append(_ev(v, "game_created.guard_tower"))
    if options.get("plague_spares_fewest_rats") is True:
        sentences.append(_ev(v, "game_created.plague_option"))
    return " ".join(sentences)


def _dealt_or_drawn(key: str) -> Render:
    def render(v: V, seat: str, p: Params, names: Any) -> str:
        count = p.get("count")
        if count == 0 and f"{key}.none" in M.EVENTS:
            return _ev(v, f"{key}.none", seat=seat)
        if _shown(p, "cards") and p["cards"]:
            return _ev(v, key, seat=seat, cards=v.card_list(p["cards"]))
        return _ev(v, f"{key}.hidden", count, seat=seat)

    return render


def _round_started(v: V, seat: str, p: Params, names: Any) -> str:
    start = v.loc.seat_name(p.get("start_seat"), names)
    return _ev(v, "round_started", round=v.loc.number_param(p.get("round")), seat=start)


def _buildings_drawn(v: V, seat: str, p: Params, names: Any) -> str:
    sentences = [_ev(v, "buildings_drawn", buildings=v.building_list(p.get("buildings")))]
    sent = p.get("sent_to_reserve")
    if isinstance(sent, list) and sent:
        sentences.append(_ev(v, "buildings_drawn.sent", sent=v.building_list(sent)))
    if p.get("final_round") is True:
        sentences.append(_ev(v, "buildings_drawn.final"))
    return " ".join(sentences)


def _phase_changed(v: V, seat: str, p: Params, names: Any) -> str | None:
    key = f"phase_changed.{p.get('phase')}"
    return _ev(v, key) if key in M.EVENTS else None


def _supply_chosen(v: V, seat: str, p: Params, names: Any) -> str:
    building = v.building_ref(p.get("building"))
    return _ev(v, "supply_chosen", seat=seat, building=building, row=_n(v, p.get("row")))


def _counted(key: str, name: str) -> Render:
    """An event whose sentence inflects one count (``p[name]``)."""

    def render(v: V, seat: str, p: Params, names: Any) -> str:
        return _ev(v, key, p.get(name), seat=seat)

    return render


def _nun_looked(v: V, seat: str, p: Params, names: Any) -> str:
    position = _n(v, p.get("position"))
    if "card" in p:
        return _ev(v, "nun_looked", seat=seat, position=position, card=v.card_ref(p["card"]))
    return _ev(v, "nun_looked.hidden", seat=seat, position=position)


def _at_row(v: V, p: Params) -> str:
    """The event's building and its position in the row: two copies of one type in the row
    read apart ("«Farm» at position 2")."""
    building = v.building_ref(p.get("building"))
    if type(p.get("row")) is not int:
        return building
    return v.loc.format(M.BUILDING_AT_ROW, building=building, row=_n(v, p.get("row")))


def _building_entered(v: V, seat: str, p: Params, names: Any) -> str:
    values = {
        "seat": seat,
        "building": _at_row(v, p),
        "space": _n(v, p.get("space")),
    }
    if _shown(p, "cards") and p["cards"]:
        return _ev(v, "building_entered", cards=v.card_list(p["cards"]), **values)
    if p.get("count") == 0:
        return _ev(v, "building_entered.none", **values)
    return _ev(v, "building_entered.hidden", p.get("count"), **values)


def _pass_played(v: V, seat: str, p: Params, names: Any) -> str:
    return _ev(v, "pass_played", seat=seat)


def _cards_revealed(v: V, seat: str, p: Params, names: Any) -> str:
    building = _at_row(v, p)
    if _shown(p, "cards") and p["cards"]:
        return _ev(v, "cards_revealed", seat=seat, building=building, cards=v.card_list(p["cards"]))
    return _ev(v, "cards_revealed.none", seat=seat, building=building)


def _influence_gained(v: V, seat: str, p: Params, names: Any) -> str:
    key = "influence_gained.final_round" if p.get("reason") == "final_round" else "influence_gained"
    return _ev(
        v,
        key,
        p.get("amount"),
        seat=seat,
        **{"class": v.class_in_sentence(p.get("class"))},
        value=_n(v, p.get("value")),
    )


def _contest_won(v: V, seat: str, p: Params, names: Any) -> str | None:
    key = f"contest_won.{p.get('contest')}"
    if key not in M.EVENTS:
        return None
    losers = v.seat_list(p.get("losers"), names)
    return _ev(v, key, seat=seat, row=_n(v, p.get("row")), losers=losers)


def _loser_chosen(v: V, seat: str, p: Params, names: Any) -> str | None:
    key = f"loser_chosen.{p.get('contest')}"
    if key not in M.EVENTS:
        return None
    return _ev(v, key, seat=seat, loser=v.loc.seat_name(p.get("loser"), names))


def _cards_given(v: V, seat: str, p: Params, names: Any) -> str:
    to = v.loc.seat_name(p.get("to"), names)
    count = p.get("count")
    if count == 0:
        return _ev(v, "cards_given.none", seat=seat, to=to)
    key = "cards_given.guard_tower" if p.get("reason") == "guard_tower" else "cards_given.sword"
    if _shown(p, "cards") and p["cards"]:
        return _ev(v, key, seat=seat, to=to, cards=v.card_list(p["cards"]))
    return _ev(v, f"{key}.hidden", count, seat=seat, to=to)


def _rat_given(v: V, seat: str, p: Params, names: Any) -> str:
    key = "rat_given.none" if p.get("amount") == 0 else "rat_given"
    return _ev(v, key, seat=seat, to=v.loc.seat_name(p.get("to"), names))


def _action(kind: str) -> Render:
    def render(v: V, seat: str, p: Params, names: Any) -> str | None:
        key = f"{kind}.{p.get('level')}"
        if key not in M.EVENTS:
            return None
        return _ev(v, key, seat=seat, building=_at_row(v, p))

    return render


def _givers_fixed(v: V, seat: str, p: Params, names: Any) -> str:
    givers = p.get("givers")
    if isinstance(givers, list) and not givers:
        return _ev(v, "givers_fixed.none", seat=seat)
    count = len(givers) if isinstance(givers, list) else None
    return _ev(v, "givers_fixed", count, seat=seat, givers=v.seat_list(givers, names))


def _cards_taken(v: V, seat: str, p: Params, names: Any) -> str:
    cards = p.get("cards")
    if isinstance(cards, list) and not cards:
        return _ev(v, "cards_taken.none", seat=seat)
    count = len(cards) if isinstance(cards, list) else cards
    return _ev(v, "cards_taken", seat=seat, cards=v.kind_count(p.get("kind"), count))


def _vp_taken(v: V, seat: str, p: Params, names: Any) -> str:
    count = p.get("count")
    if count == 0:
        return _ev(v, "vp_taken.none", seat=seat)
    return _ev(v, "vp_taken", count, seat=seat)


def _cards_discarded(v: V, seat: str, p: Params, names: Any) -> str:
    return _ev(v, "cards_discarded", seat=seat, cards=v.card_list(p.get("cards")))


def _committed_discarded(v: V, seat: str, p: Params, names: Any) -> str:
    cards = v.card_list(p.get("cards"))
    return _ev(v, "committed_discarded", seat=seat, row=_n(v, p.get("row")), cards=cards)


def _round_ended(v: V, seat: str, p: Params, names: Any) -> str:
    start = v.loc.seat_name(p.get("start_seat"), names)
    return _ev(v, "round_ended", round=_n(v, p.get("round")), seat=start)


def _plague(v: V, seat: str, p: Params, names: Any) -> str:
    key = "plague.none" if p.get("nuns") == 0 else "plague"
    sentences = [_ev(v, key, p.get("nuns"), cards=v.card_list(p.get("nun_row")))]
    rats = p.get("rats")
    if isinstance(rats, list):
        held = [
            _ev(v, "plague.seat_rats", seat=v.loc.seat_name(s, names), rats=v.rats(amount))
            for s, amount in enumerate(rats)
        ]
        sentences.append(_ev(v, "plague.rats", rats=v.loc.join(held)))
    killed = p.get("killed")
    if isinstance(killed, list) and not killed:
        sentences.append(_ev(v, "plague.nobody_killed"))
    else:
        sentences.append(_ev(v, "plague.killed", killed=v.seat_list(killed, names)))
    return " ".join(sentences)


def _game_over(v: V, seat: str, p: Params, names: Any) -> str:
    winners = p.get("winners")
    if not isinstance(winners, list) or not winners:
        survivors = p.get("survivors")
        nobody_survived = isinstance(survivors, list) and not survivors
        return _ev(v, "game_over.nobody" if nobody_survived else "game_over.no_winner")
    vp = p.get("vp")
    first = winners[0]
    n = as_int(first)
    points = vp[n] if isinstance(vp, list) and n is not None and 0 <= n < len(vp) else None
    key = "game_over" if len(winners) == 1 else "game_over.tie"
    return _ev(v, key, winners=v.seat_list(winners, names), points=v.vp(points))


def _n(v: V, value: Any) -> str:
    return v.loc.number_param(value)


_EVENTS: dict[str, Render] = {
    "game_created": _game_created,
    "cards_dealt": _dealt_or_drawn("cards_dealt"),
    "round_started": _round_started,
    "buildings_drawn": _buildings_drawn,
    "phase_changed": _phase_changed,
    "supply_chosen": _supply_chosen,
    "deck_reshuffled": _counted("deck_reshuffled", "count"),
    "cards_drawn": _dealt_or_drawn("cards_drawn"),
    "rats_discarded": _counted("rats_discarded", "amount"),
    "nun_looked": _nun_looked,
    "building_entered": _building_entered,
    "pass_played": _pass_played,
    "cards_revealed": _cards_revealed,
    "influence_gained": _influence_gained,
    "rats_gained": _counted("rats_gained", "amount"),
    "contest_won": _contest_won,
    "loser_chosen": _loser_chosen,
    "cards_given": _cards_given,
    "rat_given": _rat_given,
    "action_performed": _action("action_performed"),
    "action_declined": _action("action_declined"),
    "givers_fixed": _givers_fixed,
    "cards_taken": _cards_taken,
    "vp_taken": _vp_taken,
    "cards_discarded": _cards_discarded,
    "committed_discarded": _committed_discarded,
    "round_ended": _round_ended,
    "plague": _plague,
    "game_over": _game_over,
}

# --- Prompts -------------------------------------------------------------------------------


def _pr(v: V, key: str, count: Any = None, **values: str) -> str:
    return v.loc.format(M.PROMPTS[key], count, **values)


def prompt(v: V, code: str, p: Params, names: Any) -> str | None:
    """The view's prompt: what the caller must decide, or whom the game waits for."""
    loc = v.loc
    seat = loc.seat_name(p.get("seat"), names)
    building = _at_row(v, p)
    to = loc.seat_name(p.get("to"), names)
    if code in ("choose_supply", "enter_building"):
        return _pr(v, code)
    if code in ("wait_choose_supply", "wait_enter_building"):
        return _pr(v, code, seat=seat)
    if code in ("choose_loser", "wait_choose_loser"):
        key = f"{code}.{p.get('contest')}"
        if key not in M.PROMPTS:
            return None
        candidates = v.seat_list(p.get("candidates"), names, "or")
        return _pr(v, key, seat=seat, building=building, candidates=candidates)
    if code == "give_cards":
        key = "give_cards.guard_tower" if p.get("reason") == "guard_tower" else "give_cards.sword"
        return _pr(v, key, p.get("count"), building=building, to=to)
    if code == "wait_give_cards":
        return _pr(v, code, p.get("count"), seat=seat, to=to)
    if code in ("perform_action", "wait_perform_action"):
        key = f"{code}.{p.get('level')}"
        if key not in M.PROMPTS:
            return None
        action = v.action_text(p.get("building"), p.get("level"))
        return _pr(v, key, seat=seat, building=building, action=action)
    if code == "game_over":
        winners = p.get("winners")
        if not isinstance(winners, list) or not winners:
            return _pr(v, "game_over.nobody")
        key = "game_over" if len(winners) == 1 else "game_over.tie"
        return _pr(v, key, winners=v.seat_list(winners, names))
    return None
