"""Who sees what (P66–P70): the one place that decides each seat's view of a game.

A view is plain data with ids and codes, no text; the API adds names and sentences. Until the
game is over a seat sees the public information (P67), its own hand, committed cards and rat
total, and the nun-row cards it has looked at (P68, P69) — nothing else (P70). Once the game is
over everything is revealed (P66).
"""

from __future__ import annotations

from .buildings import BUILDING_COUNT, BUILDING_IDS, LEVELS, building_info
from .cards import CARD_IDS, CLASSES, KINDS, SUPPLY_KINDS, ids
from .game import legal_actions
from .resolve import access_order
from .rounds import ROUNDS
from .scoring import score
from .setup import placed_supplies
from .state import (
    CONTESTS,
    GIFT_REASONS,
    GIVE,
    LOSER,
    NEXT_ACTION,
    OVER,
    PERFORM,
    RESOLVE,
    REVEAL,
    SUPPLY,
    TOWER,
    TURN,
    GameState,
    bits,
)
from .stock import NUN_POSITIONS

_ROW_INFO = tuple(
    (info["id"], info["type"], info["class"], info["supply"])
    for info in map(building_info, range(BUILDING_COUNT))
)


def view(state: GameState, seat: int | None) -> dict:
    """The game as ``seat`` may see it (None: a spectator)."""
    over = state.phase == OVER
    resolving = state.phase == RESOLVE and state.cursor < len(state.row)
    # P35: committed cards are shown from step (a) of their building on.
    shown_rows = 0
    if state.phase == RESOLVE:
        shown_rows = state.cursor + (state.step != REVEAL)
    placed = placed_supplies(state)
    decision = state.decision
    return {
        "players": state.players,
        "variant": state.variant,
        "options": {k: dict(v) if isinstance(v, dict) else v for k, v in state.options.items()},
        "seat": seat,
        "round": state.round,
        "rounds": ROUNDS[state.players],
        "final_round": state.final_round,
        "phase": state.phase,
        "resolving": {"row": state.cursor + 1, "step": _step(state)} if resolving else None,
        "start_seat": state.start,
        "to_act": [] if decision is None else [decision[1]],
        "row": [_row_card(state, r, b) for r, b in enumerate(state.row)],
        "entry_order": list(state.entries),
        "passes_played": list(state.passes),
        "building_deck": len(state.building_deck),
        "reserve_deck": len(state.reserve),
        "sent_to_reserve": [BUILDING_IDS[b] for b in state.sent],
        "population_deck": len(state.deck),
        "discard": ids(state.discard),
        "supply": {
            KINDS[kind]: mask.bit_count() if kind in placed else None
            for kind, mask in zip(SUPPLY_KINDS, state.supply, strict=True)
        },
        "vp_supply": state.vp_supply,
        "influence": _tracks(state),
        "nun_row": _nun_row(state, seat, over),
        "seat_info": [
            _seat_info(state, s, over or s == seat, shown_rows) for s in range(state.players)
        ],
        "legal_actions": legal_actions(state, seat),
        "prompt": prompt(state, seat),
        "result": result(state) if over else None,
    }


def revealed_view(state: GameState) -> dict:
    """A spectator's view with every hand, committed card and rat total shown, and the whole
    nun row (a finished game's replay with everything shown)."""
    shown = view(state, None)
    shown["nun_row"] = _nun_row(state, None, True)
    shown["seat_info"] = [_seat_info(state, s, True, 0) for s in range(state.players)]
    return shown


def _step(state: GameState) -> str:
    """The step of the building being resolved: a decision of step (a) (the Sword and Flute
    losers, the Sword gift) or of step (b) (the actions, the Guard Tower gifts); step (c) asks
    nothing (P34–P39)."""
    return "perform_actions" if state.step in (NEXT_ACTION, TOWER) else "resolve_cards"


def _row_card(state: GameState, r: int, b: int) -> dict:
    """P67: a row card with its discs in space order."""
    building, kind, cls, supply = _ROW_INFO[b]
    return {
        "row": r + 1,
        "building": building,
        "type": kind,
        "class": cls,
        "supply": dict(supply),
        "discs": access_order(state, r),
    }


def _seat_info(state: GameState, s: int, mine: bool, shown_rows: int) -> dict:
    r = state.at[s]
    entered = None
    if r >= 0:
        entered = {
            "row": r + 1,
            "space": access_order(state, r).index(s) + 1,
            "count": state.commits[s],
            "cards": ids(state.committed[s]) if mine or r < shown_rows else None,
        }
    looked = state.looked[s]
    return {
        "seat": s,
        "hand_count": len(state.hands[s]),
        "hand": ids(state.hands[s]) if mine else None,
        "rats": state.rats[s] if mine else None,  # P69: rats are face down
        "vp_tokens": state.vp[s],
        "influence": {name: track[s] for name, track in zip(CLASSES, state.influence, strict=True)},
        "looked": [p + 1 for p in range(NUN_POSITIONS) if looked >> p & 1],
        "entered": entered,
    }


def _tracks(state: GameState) -> dict[str, list[dict]]:
    """P67: each class's occupied spaces, highest first, with their stacks (bottom first)."""
    tracks = {}
    for name, values, stack in zip(CLASSES, state.influence, state.stack, strict=True):
        spaces: list[dict] = []
        last = -1
        for s in sorted(stack, key=values.__getitem__, reverse=True):  # stable: stack order
            if values[s] != last:
                last = values[s]
                seats: list[int] = []
                spaces.append({"space": last, "stack": seats})
            seats.append(s)
        tracks[name] = spaces
    return tracks


def _nun_row(state: GameState, seat: int | None, over: bool) -> list[dict]:
    """P28, P67, P68: who looked where is public; a card only to those who looked at it."""
    looked = state.looked
    mask = -1 if over else 0 if seat is None else looked[seat]  # -1: every bit set
    seats = range(state.players)
    return [
        {
            "position": p + 1,
            "card": CARD_IDS[card] if mask >> p & 1 else None,
            "looked_by": [s for s in seats if looked[s] >> p & 1],
        }
        for p, card in enumerate(state.nun_row)
    ]


def result(state: GameState) -> dict:
    """P59–P65 and the final reveal (P66)."""
    outcome = score(state)
    outcome["reveal"] = {
        "hands": [ids(hand) for hand in state.hands],
        "nun_row": ids(state.nun_row),
        "population_deck": ids(state.deck),
        "building_deck": [BUILDING_IDS[b] for b in state.building_deck],
        "reserve_deck": [BUILDING_IDS[b] for b in state.reserve],
        "unused_buildings": [BUILDING_IDS[b] for b in bits(state.unused)],
        "seed": str(state.seed),  # a string: a committed seed may exceed 2**53 - 1
    }
    return outcome


def prompt(state: GameState, seat: int | None) -> dict:
    """What ``seat`` must decide now, or whom the game waits for: a code and parameters."""
    decision = state.decision
    if decision is None:
        return {"code": "game_over", "params": {"winners": score(state)["winners"]}}
    kind, actor = decision[0], decision[1]
    if kind == SUPPLY:
        code, params = "choose_supply", {}
    elif kind == TURN:
        code, params = "enter_building", {}
    else:
        building = BUILDING_IDS[state.row[state.cursor]]
        params = {"row": state.cursor + 1, "building": building}
        if kind == LOSER:
            code = "choose_loser"
            params |= {"contest": CONTESTS[decision[2]], "candidates": list(state.queue)}
        elif kind == GIVE:
            code = "give_cards"
            _, _, receiver, count, reason = decision
            params |= {"to": receiver, "count": count, "reason": GIFT_REASONS[reason]}
        else:
            assert kind == PERFORM
            code = "perform_action"
            params["level"] = LEVELS[decision[2]]
    if actor == seat:
        return {"code": code, "params": params}
    return {"code": "wait_" + code, "params": {"seat": actor, **params}}
