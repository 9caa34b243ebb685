"""Who sees what: the one place that decides each seat's view of a game.

A view is plain data with card ids and codes, no text; the API adds names and sentences.
Until the game is over a seat sees the public information (rules spec, "What each seat may
see"), its own hand, and while it allocates the card it drew and the card it kept. Once the
game is over everything is revealed (R30).
"""

from __future__ import annotations

from .auction import currency, max_bid
from .cards import CARD_IDS, CATEGORIES
from .game import BID, CHURCH, PAY, PLACE, TAKE, decision, legal_actions_at
from .gift import places_left
from .scoring import score
from .setup import removed_count
from .state import GIFT, OVER, GameState

_card_id = CARD_IDS.__getitem__


def _ids(cards: list[int]) -> list[str]:
    return list(map(_card_id, cards))


def view(state: GameState, seat: int | None) -> dict:
    """The game as ``seat`` may see it (None: a spectator)."""
    over = state.phase == OVER
    waiting = decision(state)
    active_view = seat == state.active and state.phase == GIFT
    hands = [
        {
            "seat": s,
            "count": len(hand),
            "cards": _ids(hand) if over or s == seat else None,
        }
        for s, hand in enumerate(state.hands)
    ]
    keep, pile, public = state.placed
    result = None
    if over:
        result = score(state)
        result["hands"] = [_ids(hand) for hand in state.hands]
        result["removed"] = _ids(state.removed)
        result["face_down"] = _ids(state.face_down)
        result["seed"] = str(state.seed)  # a string: a committed seed may exceed 2**53 - 1
    return {
        "players": state.players,
        "variant": state.variant,
        "seat": seat,
        "phase": state.phase,
        "active_seat": state.active,
        "to_act": [] if waiting is None else [waiting[1]],
        "dice": dict(zip(CATEGORIES, state.dice, strict=True)),
        "draw_pile": len(state.draw),
        "auction_pile": len(state.pile),
        "public": _ids(state.public),
        "drawn": CARD_IDS[state.drawn] if active_view and state.drawn is not None else None,
        "turn": {"keep": keep > 0, "auction": pile > 0, "public": public}
        if state.phase == GIFT
        else None,
        "kept": CARD_IDS[state.kept] if active_view and state.kept is not None else None,
        # The card the active seat put on the auction pile this turn (the pile's top until the
        # turn ends): it knows where each of its cards went.
        "auctioned": CARD_IDS[state.pile[-1]] if active_view and pile else None,
        "hands": hands,
        "auction": _auction_view(state),
        "pending_church": None
        if state.church is None
        else {"seat": state.church[0], "card": CARD_IDS[state.church[1]]},
        "discards": {"face_up": _ids(state.face_up), "face_down": len(state.face_down)},
        "removed": removed_count(state.players),
        "legal_actions": legal_actions_at(state, seat, waiting),
        "prompt": _prompt(state, seat, waiting),
        "result": result,
    }


def revealed_view(state: GameState) -> dict:
    """A spectator's view with every hand shown, and the active seat's drawn, kept and
    auctioned cards during its allocation (a finished game's replay with everything shown)."""
    shown = view(state, None)
    for entry in shown["hands"]:
        entry["cards"] = _ids(state.hands[entry["seat"]])
    if state.phase == GIFT:
        pile = state.placed[1]
        shown["drawn"] = CARD_IDS[state.drawn] if state.drawn is not None else None
        shown["kept"] = CARD_IDS[state.kept] if state.kept is not None else None
        shown["auctioned"] = CARD_IDS[state.pile[-1]] if pile else None
    return shown


def _auction_view(state: GameState) -> dict | None:
    a = state.auction
    if a is None:
        return None
    n = state.players
    return {
        "card": CARD_IDS[a.card],
        "currency": currency(a.card),
        "high_bid": a.high_bid or None,
        "high_bidder": a.high_bidder,
        "passed": [s for s in range(n) if (a.passed >> s) & 1],
        "excluded": [s for s in range(n) if (a.excluded >> s) & 1],
        "awaiting_payment": a.awaiting,
    }


def prompt(state: GameState, seat: int | None) -> dict:
    """What ``seat`` must decide now, or whom the game waits for: a code and parameters."""
    return _prompt(state, seat, decision(state))


def _prompt(state: GameState, seat: int | None, waiting: tuple[str, int] | None) -> dict:
    if waiting is None:
        result = score(state)
        winners = [s["seat"] for s in result["seats"] if s["rank"] == 1]
        return {"code": "game_over", "params": {"winners": winners}}
    kind, actor = waiting
    mine = actor == seat
    if kind == PLACE:
        if mine:
            keep, pile, public = places_left(state)
            params = {"card": CARD_IDS[state.drawn], "keep": keep, "auction": pile}
            params["public"] = public
            return {"code": "place_card", "params": params}
        return {"code": "wait_place", "params": {"seat": actor}}
    if kind == TAKE:
        return (
            {"code": "take_card", "params": {}}
            if mine
            else {
                "code": "wait_take",
                "params": {"seat": actor},
            }
        )
    if kind == CHURCH:
        card = CARD_IDS[state.church[1]]
        if mine:
            return {"code": "resolve_church", "params": {"card": card}}
        return {"code": "wait_church", "params": {"seat": actor, "card": card}}
    a = state.auction
    card = CARD_IDS[a.card]
    if kind == BID:
        if mine:
            params = {
                "card": card,
                "currency": currency(a.card),
                "min": a.high_bid + 1,
                "pass_only": a.high_bid >= max_bid(a.card),  # R20: the maximum bid stands
            }
            return {"code": "bid", "params": params}
        return {"code": "wait_bid", "params": {"seat": actor, "card": card}}
    assert kind == PAY
    params = {"card": card, "currency": currency(a.card), "amount": a.high_bid}
    if mine:
        return {"code": "pay", "params": params}
    return {"code": "wait_pay", "params": {"seat": actor, **params}}
