"""The twelve buildings' actions (P42–P53): their parameters, checks and effects.

``Effect`` values (``buildings.EFFECTS``) say what each premium and standard action does; this
module carries them out. Only two take parameters: the Hospital's cards (P47) and the
Fortune-teller's Tent's nun-row positions (P50). The Guard Tower's premium action (P49) fixes
its givers here; their gifts are decisions of phase D (``resolve``).
"""

from __future__ import annotations

from ..events import Event, emit
from .actions import Perform
from .buildings import GUARD_TOWER, TYPE_OF, Effect
from .cards import ids
from .state import GameState
from .stock import (
    check_card_count,
    discard_rats,
    draw_cards,
    hand_cards,
    look_at,
    nun_positions,
    remove_from_hand,
    return_cards,
    take_supply,
    take_vp,
)
from .supplies import selection


def hospital_max(state: GameState, seat: int, effect: Effect) -> int:
    """P47: at most ``count`` cards, and no more than the rats held once the premium action's
    own rat is gone (a card discard always buys a rat discard)."""
    rats_left = max(0, state.rats[seat] - effect.rats)
    return min(effect.count, rats_left, len(state.hands[seat]))


def selections(state: GameState, seat: int, effect: Effect) -> tuple[dict, dict]:
    """The ``cards`` and ``look`` selections of a ``perform`` template."""
    if effect.code == "hospital":
        cards = {"from": ids(state.hands[seat]), "min": 0, "max": hospital_max(state, seat, effect)}
    else:
        cards = {"from": [], "min": 0, "max": 0}
    return cards, selection(effect.count if effect.code == "look" else 0)


def check_params(
    state: GameState, seat: int, effect: Effect, action: Perform
) -> tuple[list[int], list[int]]:
    """The action's Hospital cards and Tent positions (0-based), checked; RuleViolation else."""
    if effect.code == "hospital":
        cards = hand_cards(state, seat, action.cards)
        check_card_count(cards, 0, hospital_max(state, seat, effect))
    else:
        check_card_count(action.cards, 0, 0)
        cards = []
    looks = nun_positions(action.look, effect.count if effect.code == "look" else 0)
    return cards, looks


def carry_out(
    state: GameState,
    seat: int,
    effect: Effect,
    cards: list[int],
    looks: list[int],
    out: list[Event],
) -> None:
    """Carry out a checked action (``demand_cards`` excepted: see ``tower_givers``)."""
    code = effect.code
    if code == "draw":  # P42
        draw_cards(state, seat, effect.count, out)
    elif code == "draw_per_influence":  # P43: influence scored here this round
        draw_cards(state, seat, state.power[seat] // effect.per, out)
    elif code == "take":  # P44, P45, P48, P51, P53
        take_supply(state, seat, effect.kind, effect.count, out)
    elif code == "discard_rats":  # P46
        discard_rats(state, seat, effect.count, out)
    elif code == "hospital":  # P47
        discard_rats(state, seat, effect.rats, out)
        if cards:
            remove_from_hand(state, seat, cards)
            return_cards(state, cards)
            params = {"cards": ids(cards), "reason": "hospital"}
            emit(state, out, "cards_discarded", seat, params)
            discard_rats(state, seat, len(cards), out)
    elif code == "look":  # P50
        for position in looks:
            look_at(state, seat, position, out)
    elif code == "take_vp":  # P52
        take_vp(state, seat, effect.count, out)


def tower_givers(state: GameState, seat: int) -> list[int]:
    """P49: who gives to ``seat``, fixed at once before any card moves: every seat that entered
    no Guard Tower this round and holds at least as many cards as ``seat``, clockwise from its
    left."""
    n = state.players
    size = len(state.hands[seat])
    givers = []
    for k in range(1, n):
        giver = (seat + k) % n
        protected = TYPE_OF[state.row[state.at[giver]]] == GUARD_TOWER
        if not protected and len(state.hands[giver]) >= size:
            givers.append(giver)
    return givers
