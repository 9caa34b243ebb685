"""Church cards (R15–R17): acquired, resolved at once, then discarded face-up."""

from __future__ import annotations

from itertools import combinations

from ..errors import RuleViolation
from ..events import Event, emit
from .actions import Church
from .cards import CARD_IDS, CATEGORIES, EFFECT
from .state import GameState

# effect -> (dice moved, allowed deltas)
_EFFECTS: dict[str, tuple[int, tuple[int, ...]]] = {
    "up1": (1, (1,)),
    "down1": (1, (-1,)),
    "up2": (2, (1,)),
    "down2": (2, (-1,)),
    "updown": (1, (1, -1)),
}


def acquire(state: GameState, seat: int, card: int, source: str, out: list[Event]) -> None:
    """R15/R16: play stops until ``seat`` resolves the card."""
    state.church = [seat, card, source]
    emit(state, out, "church_acquired", seat, {"card": CARD_IDS[card], "source": source})


def options(effect: str, dice: list[int]) -> list[list[dict]]:
    """Every legal adjustment of the dice for ``effect`` (R17), declining not included."""
    count, deltas = _EFFECTS[effect]
    moves = [(c, delta) for delta in deltas for c in range(5) if 1 <= dice[c] + delta <= 6]
    if count == 1:
        return [[{"category": CATEGORIES[c], "delta": delta}] for c, delta in moves]
    return [
        [{"category": CATEGORIES[c1], "delta": d1}, {"category": CATEGORIES[c2], "delta": d2}]
        for (c1, d1), (c2, d2) in combinations(moves, 2)
    ]


def legal(state: GameState) -> list[dict]:
    effect = EFFECT[state.church[1]]
    choices = [{"type": "church", "adjust": adjust} for adjust in options(effect, state.dice)]
    choices.append({"type": "church", "adjust": []})
    return choices


def resolve(state: GameState, seat: int, action: Church, out: list[Event]) -> None:
    """R16/R17: apply the effect (or decline with an empty list), then discard face-up.

    The caller goes on with the game (allocation, taking or the next auction).
    """
    _, card, _ = state.church
    changes = _check(EFFECT[card], state.dice, action.adjust)
    for c, delta in changes:
        state.dice[c] += delta
    state.church = None
    state.face_up.append(card)
    emit(
        state,
        out,
        "church_resolved",
        seat,
        {
            "card": CARD_IDS[card],
            "adjust": [{"category": CATEGORIES[c], "delta": delta} for c, delta in changes],
        },
    )


def _check(
    effect: str, dice: list[int], changes: tuple[tuple[int, int], ...]
) -> tuple[tuple[int, int], ...]:
    for _, delta in changes:
        if delta not in (1, -1):
            raise RuleViolation("invalid_delta", delta=delta)
    count, deltas = _EFFECTS[effect]
    if len(changes) not in (0, count):
        raise RuleViolation("wrong_die_count", expected=count, given=len(changes))
    seen: set[int] = set()
    for c, delta in changes:
        if delta not in deltas:
            raise RuleViolation("wrong_direction", delta=delta)
        if c in seen:
            raise RuleViolation("same_die_twice", category=CATEGORIES[c])
        seen.add(c)
        if not 1 <= dice[c] + delta <= 6:
            raise RuleViolation("die_out_of_range", category=CATEGORIES[c], value=dice[c] + delta)
    return changes
