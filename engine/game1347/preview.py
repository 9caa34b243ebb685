"""What a play will cost and earn the seat that makes it, before it is made.

``preview(state, seat, action)`` checks the action as ``apply_action`` does (the same
RuleViolation when it is illegal) and carries out the action's own effect on a copy of the
state, never on ``state``: what the seat gives up and gains at once (cards, rats, Victory
point tokens, nun-row looks). Entering a building (P30) changes nothing yet but the hand; what
the committed cards will bring when the building is resolved (P35: +1 influence in the
building's class per population card and joker, +1 rat per population card of another class)
is told with ``when: "resolution"``; the Sword and Flute comparisons (P36, P37) and the action
the seat will be entitled to (P38) depend on the others' hidden cards and are not foretold.

Only what the seat may already know is reported (P68–P70): the cards it loses are its own;
cards drawn from the population deck (P26, P42, P43) are a count, never their ids, whatever
the deck holds; cards taken from the face-up supplies (P13) are counts by kind; the cards a
Guard Tower's givers will hand over (P49) are a count. The automatic steps that follow the
action (``flow``) are not run: they may depend on other seats' hidden cards.
"""

from __future__ import annotations

from collections import Counter

from ..errors import RuleViolation
from ..events import Event
from .actions import ACTION_TYPES, Action, Enter, parse
from .buildings import BUILDING_CLASS
from .cards import CLASS_OF, CLASSES, INFLUENTIAL, KIND_OF, KINDS, POPULATION, ids
from .game import _HANDLERS, ANSWERS
from .resolve import TOWER_GIFT_SIZE
from .state import GameState, decode, encode

NOW, RESOLUTION = "now", "resolution"


def preview(state: GameState, seat: int | None, action: Action | dict) -> dict:
    """What ``action`` of ``seat`` will cost and earn that seat (see the module's text)."""
    decision = state.decision
    if decision is None:
        raise RuleViolation("game_over")
    kind, actor = decision[0], decision[1]
    if seat != actor:
        raise RuleViolation("not_your_turn", waiting_for=actor)
    action_type = action.get("type") if type(action) is dict else getattr(action, "type", None)
    if action_type not in ANSWERS[kind]:
        if action_type in ACTION_TYPES:
            raise RuleViolation("illegal_action", action=action_type)
        raise RuleViolation("invalid_action")
    if type(action) is dict:
        action = parse(action)
    copy = decode(encode(state))  # the state's own stored form, read back: an independent copy
    out: list[Event] = []
    _HANDLERS[type(action)](copy, actor, action, out)  # checks first, then changes the copy
    before, after = state.hands[actor], copy.hands[actor]
    kept = set(after)
    lost = [c for c in before if c not in kept]
    drawn = sum(e[3]["count"] for e in out if e[1] == "cards_drawn" and e[2] == actor)
    taken: Counter[str] = Counter()
    for e in out:
        if e[1] == "cards_taken" and e[2] == actor:
            taken[e[3]["kind"]] += len(e[3]["cards"])
    influence = dict.fromkeys(CLASSES, 0)
    rats = copy.rats[actor] - state.rats[actor]
    when = NOW
    if isinstance(action, Enter):  # P35, at the building's step (a)
        when = RESOLUTION
        cls = BUILDING_CLASS[copy.row[copy.at[actor]]]
        committed = copy.committed[actor]
        influence[CLASSES[cls]] += sum(1 for c in committed if INFLUENTIAL[c])
        rats += sum(1 for c in committed if KIND_OF[c] == POPULATION and CLASS_OF[c] != cls)
    receive = 0
    if any(e[1] == "givers_fixed" and e[2] == actor for e in out):  # P49: 3 each, or all
        receive = sum(min(TOWER_GIFT_SIZE, len(copy.hands[g])) for g in copy.queue)
    return {
        "type": action.type,
        "when": when,
        "influence": influence,
        "rats": rats,
        "vp_tokens": copy.vp[actor] - state.vp[actor],
        "hand": len(after) - len(before),
        "cards_lost": ids(lost),
        "cards_drawn": drawn,
        "cards_taken": {k: taken[k] for k in KINDS if taken[k]},
        "cards_to_receive": receive,
        "looks": [e[3]["position"] for e in out if e[1] == "nun_looked" and e[2] == actor],
    }
