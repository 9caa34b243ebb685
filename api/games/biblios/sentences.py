"""Biblios's sentences: its events, prompts and error codes rendered in one language.

Each function returns None for a code it does not know, so the shared texts take over
(``api.i18n.rendering``). ``v`` is the language's ``BibliosVocabulary``; ``seat`` arrives as
a player's name; amounts get their unit with the right plural ("3 gold", "2 кубика").
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from engine.biblios.cards import CARD_INDEX, IS_GOLD, VALUE, card_info

from ...i18n import as_int
from . import msgids as M

if TYPE_CHECKING:
    from .vocabulary import BibliosVocabulary as V
else:
    V = Any

Params = Mapping[str, Any]

# --- Errors --------------------------------------------------------------------------------


def error(v: V, code: str, p: Params, names: Any) -> str | None:
    """The sentence of one of Biblios's error codes (docs/codes.md)."""
    key, count = code, None
    if code in ("illegal_action", "quota_used"):
        variant = p.get("action" if code == "illegal_action" else "to")
        key = f"{code}.{variant}" if isinstance(variant, str) else code
    elif p.get("paid" if code == "payment_too_small" else "given") == 0:
        key = f"{code}.none"  # nothing offered or chosen: said in words, not "0 cards"
    msgid = M.ERRORS.get(key) or M.ERRORS.get(code)
    if msgid is None:
        return None
    values: dict[str, str] = {}
    for name, value in p.items():
        if name == "card":
            values[name] = v.card_ref(value)
        elif name == "category":
            values["category"] = v.category_name(value)
            values["die"] = v.die_name(value)
        elif name == "delta":
            values[name] = v.loc.signed(value)
        else:
            values[name] = v.loc.number_param(value)
    if code == "unknown_card":
        values["card"] = v.loc.text(p.get("card"))
    elif code == "wrong_die_count":
        values["expected"] = v.dice(p.get("expected"))
        values["given"] = v.dice(p.get("given"))
    elif code == "wrong_card_count":  # "discard exactly 2 cards, not 1": the count inflects
        count = p.get("expected")
    elif code == "deck_wrong_size":
        values["expected"] = v.cards(p.get("expected"))
        values["given"] = v.cards(p.get("given"))
    elif code == "payment_too_small":
        values["paid"] = v.gold(p.get("paid"))
        values["due"] = v.gold(p.get("due"))
    elif code == "deck_gold_removal":
        count = p.get("required")
    return v.loc.format(msgid, count, **values)


# --- Events --------------------------------------------------------------------------------


def event(v: V, kind: str, seat: str, p: Params, names: Any) -> str | None:
    """The sentence of a Biblios event as its viewer may see it (None: not Biblios's)."""
    render = _EVENTS.get(kind)
    return render(v, seat, p, names) if render is not None else None


def _ev(v: V, key: str, count: Any = None, **values: str) -> str:
    return v.loc.format(M.EVENTS[key], count, **values)


def _card_event(key: str) -> Callable[..., str]:
    """An event renderer: ``key`` with the card, or ``key.hidden`` when it is private."""

    def render(v: V, seat: str, p: Params, names: Any) -> str:
        if "card" in p:
            return _ev(v, key, seat=seat, card=v.card_ref(p["card"]))
        hidden = f"{key}.hidden"
        return _ev(v, hidden if hidden in M.EVENTS else key, seat=seat, card="?")

    return render


def _game_created(v: V, seat: str, p: Params, names: Any) -> str:
    variant = p.get("variant")
    variant_msg = M.VARIANT_IN_SENTENCE.get(variant) if isinstance(variant, str) else None
    return _ev(
        v,
        "game_created",
        p.get("players"),
        variant=v.loc.gettext(variant_msg) if variant_msg else v.loc.text(variant),
        seat=v.loc.seat_name(p.get("first_seat"), names),
    )


def _card_placed(v: V, seat: str, p: Params, names: Any) -> str | None:
    to = p.get("to")
    if to not in ("keep", "auction", "public"):
        return None
    if "card" in p:
        return _ev(v, f"card_placed.{to}", seat=seat, card=v.card_ref(p["card"]))
    return _ev(v, f"card_placed.{to}.hidden", seat=seat)


def _church_acquired(v: V, seat: str, p: Params, names: Any) -> str:
    key = f"church_acquired.{p.get('source')}"
    key = key if key in M.EVENTS else "church_acquired"
    return _ev(v, key, seat=seat, card=v.card_ref(p.get("card")))


def _church_resolved(v: V, seat: str, p: Params, names: Any) -> str:
    card = v.card_ref(p.get("card"))
    adjust = p.get("adjust")
    changes = []
    if isinstance(adjust, list):
        for change in adjust:
            if isinstance(change, Mapping):
                changes.append(
                    _ev(
                        v,
                        "church_change",
                        category=v.category_name(change.get("category")),
                        delta=v.loc.signed(change.get("delta")),
                    )
                )
    if not changes:
        return _ev(v, "church_resolved.declined", seat=seat, card=card)
    return _ev(v, "church_resolved", seat=seat, card=card, changes=v.loc.join(changes))


def _phase_changed(v: V, seat: str, p: Params, names: Any) -> str | None:
    key = f"phase_changed.{p.get('phase')}"
    return _ev(v, key) if key in M.EVENTS else None


def _auction_opened(v: V, seat: str, p: Params, names: Any) -> str:
    key = "auction_opened.cards" if p.get("currency") == "cards" else "auction_opened.gold"
    return _ev(v, key, seat=seat, card=v.card_ref(p.get("card")))


def _bid(v: V, seat: str, p: Params, names: Any) -> str:
    return _ev(v, "bid", seat=seat, amount=v.amount(p.get("amount"), p.get("currency")))


def _pass(v: V, seat: str, p: Params, names: Any) -> str:
    return _ev(v, "pass", seat=seat)


def _auction_won(v: V, seat: str, p: Params, names: Any) -> str:
    amount = v.amount(p.get("amount"), p.get("currency"))
    return _ev(v, "auction_won", seat=seat, card=v.card_ref(p.get("card")), amount=amount)


def _paid(v: V, seat: str, p: Params, names: Any) -> str:
    cards = p.get("cards")
    if p.get("currency") == "cards":
        if isinstance(cards, list):
            return _ev(v, "paid.cards", seat=seat, cards=v.card_list(cards))
        return _ev(v, "paid.cards.hidden", p.get("count"), seat=seat)
    amount = v.gold(p.get("amount"))
    if not isinstance(cards, list):
        return _ev(v, "paid.gold.hidden", seat=seat, amount=amount)
    paid = sum(
        VALUE[CARD_INDEX[c]]
        for c in cards
        if isinstance(c, str) and c in CARD_INDEX and IS_GOLD[CARD_INDEX[c]]
    )
    return _ev(
        v, "paid.gold", seat=seat, cards=v.card_list(cards), paid=v.gold(paid), amount=amount
    )


def _card_won(v: V, seat: str, p: Params, names: Any) -> str:
    card = p.get("card")
    church = isinstance(card, str) and card.startswith("church-")
    return _ev(v, "card_won.church" if church else "card_won", seat=seat, card=v.card_ref(card))


def _penalized(v: V, seat: str, p: Params, names: Any) -> str:
    return _ev(v, "penalized", seat=seat, card=v.card_ref(p.get("card")))


def _card_transferred(v: V, seat: str, p: Params, names: Any) -> str:
    values = {"seat": seat, "from": v.loc.seat_name(p.get("from"), names)}
    if "card" in p:
        return _ev(v, "card_transferred", card=v.card_ref(p["card"]), **values)
    return _ev(v, "card_transferred.hidden", **values)


def _card_removed(v: V, seat: str, p: Params, names: Any) -> str:
    if "card" in p:
        return _ev(v, "card_removed", seat=seat, card=v.card_ref(p["card"]))
    return _ev(v, "card_removed.hidden", seat=seat)


def _card_discarded(v: V, seat: str, p: Params, names: Any) -> str:
    key = f"card_discarded.{p.get('reason')}"
    key = key if key in M.EVENTS else "card_discarded"
    return _ev(v, key, card=v.card_ref(p.get("card")))


def _game_over(v: V, seat: str, p: Params, names: Any) -> str:
    winners = p.get("winners")
    shown = v.winners(winners, names)
    if not shown:
        return _ev(v, "game_over.nobody")
    vp = p.get("vp")
    first = winners[0]
    if isinstance(vp, Mapping):
        points = vp.get(first, vp.get(str(first)))
    elif isinstance(vp, list) and as_int(first) is not None and 0 <= first < len(vp):
        points = vp[first]
    else:
        points = None
    key = "game_over" if len(shown) == 1 else "game_over.tie"
    return _ev(v, key, winners=v.loc.join(shown), points=v.points(points))


_EVENTS: dict[str, Callable[..., str | None]] = {
    "game_created": _game_created,
    "card_drawn": _card_event("card_drawn"),
    "card_placed": _card_placed,
    "church_acquired": _church_acquired,
    "church_resolved": _church_resolved,
    "card_taken": _card_event("card_taken"),
    "phase_changed": _phase_changed,
    "auction_opened": _auction_opened,
    "bid": _bid,
    "pass": _pass,
    "auction_won": _auction_won,
    "paid": _paid,
    "card_won": _card_won,
    "penalized": _penalized,
    "card_transferred": _card_transferred,
    "card_removed": _card_removed,
    "card_discarded": _card_discarded,
    "game_over": _game_over,
}

# --- Prompts -------------------------------------------------------------------------------


def _pr(v: V, key: str, count: Any = None, **values: str) -> str:
    return v.loc.format(M.PROMPTS[key], count, **values)


def prompt(v: V, code: str, p: Params, names: Any) -> str | None:
    """The view's prompt: what the caller must decide, or whom the game waits for."""
    card = v.card_ref(p.get("card"))
    seat = v.loc.seat_name(p.get("seat"), names)
    if code == "place_card":
        places = [v.loc.gettext(M.PLACES[k]) for k in M.PLACES if (as_int(p.get(k)) or 0) > 0]
        if len(places) == 1:
            return _pr(v, "place_card.forced", card=card, places=places[0])
        places = places or [v.loc.gettext(m) for m in M.PLACES.values()]
        return _pr(v, "place_card", card=card, places=v.loc.join(places, "or"))
    if code == "resolve_church":
        card_id = p.get("card")
        info = card_info(card_id) if isinstance(card_id, str) and card_id in CARD_INDEX else {}
        key = f"resolve_church.{info.get('effect')}"
        return _pr(v, key if key in M.PROMPTS else "resolve_church", card=card)
    if code == "bid":
        if p.get("pass_only"):
            return _pr(v, "bid.pass_only", card=card)
        return _pr(v, "bid", card=card, min=v.amount(p.get("min"), p.get("currency")))
    if code == "pay":
        if p.get("currency") == "cards":
            return _pr(v, "pay.cards", p.get("amount"), card=card)
        return _pr(v, "pay.gold", card=card, amount=v.gold(p.get("amount")))
    if code == "wait_pay":
        amount = v.amount(p.get("amount"), p.get("currency"))
        return _pr(v, "wait_pay", seat=seat, card=card, amount=amount)
    if code == "game_over":
        shown = v.winners(p.get("winners"), names)
        if not shown:
            return _pr(v, "game_over.nobody")
        key = "game_over" if len(shown) == 1 else "game_over.tie"
        return _pr(v, key, winners=v.loc.join(shown))
    if code in ("take_card", "wait_place", "wait_take", "wait_church", "wait_bid"):
        return _pr(v, code, seat=seat, card=card)
    return None
