"""The end of the game (P59–P66): victory points, the plague and the winner."""

from __future__ import annotations

from ..events import Event, emit
from .buildings import TREASURY
from .cards import CLASSES, FLUTE, GOLD, INFLUENTIAL, KIND_OF, NUNS, PASS, SWORD, ids
from .setup import chosen_types
from .state import OVER, GameState

INFLUENCE_VP = (10, 5, 2)  # P59
MAJORITY_VP, SHARED_MAJORITY_VP = 2, 1  # P60
GOLD_FIRST, GOLD_SECOND = 6, 3  # P61
PLAGUE_OPTION = "plague_spares_fewest_rats"


def standings(state: GameState, c: int) -> list[int]:
    """P59: the seats with influence in class ``c``, best first: by influence, then lower in
    the stack (there first) — influence ranks never tie."""
    track = state.influence[c]
    return sorted((s for s in state.stack[c] if track[s] > 0), key=lambda s: -track[s])


def _majority(counts: list[int]) -> list[int]:
    """P60: 2 VP for the most, 1 VP each when tied; nothing without a card."""
    top = max(counts)
    if top == 0:
        return [0] * len(counts)
    tied = counts.count(top)
    vp = MAJORITY_VP if tied == 1 else SHARED_MAJORITY_VP
    return [vp if k == top else 0 for k in counts]


def _gold(counts: list[int]) -> list[int]:
    """P61: most Gold 6 VP, second most 3 VP (not with 2 players); ties share 9 or 3, rounded
    down, and a tie for most leaves no second; nothing without Gold."""
    vp = [0] * len(counts)
    top = max(counts)
    if top == 0:
        return vp
    first = [s for s, k in enumerate(counts) if k == top]
    if len(first) > 1:
        for s in first:
            vp[s] = (GOLD_FIRST + GOLD_SECOND) // len(first)
        return vp
    vp[first[0]] = GOLD_FIRST
    rest = [k for k in counts if 0 < k < top]
    if len(counts) > 2 and rest:
        second = [s for s, k in enumerate(counts) if k == max(rest)]
        for s in second:
            vp[s] = GOLD_SECOND // len(second)
    return vp


def nun_total(state: GameState) -> int:
    """P64: the nuns of the nun row."""
    return sum(NUNS[c] for c in state.nun_row)


def score(state: GameState) -> dict:
    """P59–P65 on the current state: VP by source, the plague, ranks and winners.

    ``eligible`` (engine.protocol's result key) is ``survivors``: the seats that may win (P64,
    and P65's option); ``winners`` are those ranked first, none when nobody survives."""
    n = state.players
    influence_vp = [0] * n
    classes = {}
    for c, name in enumerate(CLASSES):
        ranked = standings(state, c)
        entries = []
        for place, seat in enumerate(ranked):
            vp = INFLUENCE_VP[place] if place < len(INFLUENCE_VP) else 0
            influence_vp[seat] += vp
            entries.append({"seat": seat, "influence": state.influence[c][seat], "vp": vp})
        classes[name] = entries
    kinds = [[KIND_OF[c] for c in hand] for hand in state.hands]
    majority_vp = _majority([sum(1 for c in hand if INFLUENTIAL[c]) for hand in state.hands])
    for kind in (SWORD, FLUTE, PASS):
        for seat, vp in enumerate(_majority([k.count(kind) for k in kinds])):
            majority_vp[seat] += vp
    gold_vp = [0] * n
    if TREASURY in chosen_types(state):  # P61: "if the Treasury was used"
        gold_vp = _gold([k.count(GOLD) for k in kinds])
    totals = [influence_vp[s] + majority_vp[s] + gold_vp[s] + state.vp[s] for s in range(n)]
    nuns = nun_total(state)
    rats = state.rats
    killed = [rats[s] > nuns for s in range(n)]  # P64: rats exceeding the nuns
    survivors = [s for s in range(n) if not killed[s]]
    spared = [False] * n
    if not survivors and state.options.get(PLAGUE_OPTION, False):  # P65 option
        # the fewest rats count as survivors: spared, not killed (they may win)
        fewest = min(rats)
        survivors = [s for s in range(n) if rats[s] == fewest]
        for s in survivors:
            killed[s], spared[s] = False, True
    # P65: most VP, then fewest rats; the dead share the place after the last survivor. Only
    # the survivors may win (``eligible``, engine.protocol): when nobody survives (option off)
    # everyone shares the first place and nobody wins.
    keys = {s: (-totals[s], rats[s]) for s in survivors}
    ranks = [
        1 + sum(1 for k in keys.values() if k < keys[s]) if s in keys else len(survivors) + 1
        for s in range(n)
    ]
    seats = [
        {
            "seat": s,
            "rank": ranks[s],
            "vp": totals[s],
            "influence_vp": influence_vp[s],
            "majority_vp": majority_vp[s],
            "gold_vp": gold_vp[s],
            "token_vp": state.vp[s],
            "rats": rats[s],
            "killed": killed[s],
            "won": s in keys and ranks[s] == 1,
            **({"standing": "killed"} if killed[s] else {}),
            **({"standing": "spared"} if spared[s] else {}),
        }
        for s in range(n)
    ]
    return {
        "winners": [s for s in survivors if ranks[s] == 1],
        "survivors": survivors,
        "eligible": survivors,
        "nuns": nuns,
        "classes": classes,
        "seats": seats,
    }


def finish(state: GameState, out: list[Event]) -> None:
    """P59–P66: the game is over; the plague strikes and the winners are named."""
    state.phase = OVER
    state.decision = None
    emit(state, out, "phase_changed", None, {"phase": OVER})
    result = score(state)
    params = {
        "nun_row": ids(state.nun_row),
        "nuns": result["nuns"],
        "rats": list(state.rats),
        "killed": [e["seat"] for e in result["seats"] if e["killed"]],
    }
    emit(state, out, "plague", None, params)
    params = {
        "winners": result["winners"],
        "survivors": result["survivors"],
        "vp": [e["vp"] for e in result["seats"]],
    }
    emit(state, out, "game_over", None, params)
