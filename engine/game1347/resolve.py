"""Phase D — resolve buildings (P34–P41), one row card at a time, in row order.

At each building: (a) reveal and score the committed cards (P35), the Sword comparison (P36)
and the Flute comparison (P37); (b) the premium and standard actions (P38, P40), replaced in
the final round by +1 influence for the premium player (P41); (c) discard (P39). ``run`` goes
step by step (``GameState.step``) until a seat must decide; the decision handlers below do
their part and let ``run`` go on.
"""

from __future__ import annotations

from ..errors import RuleViolation
from ..events import Event, emit
from .actions import ChooseLoser, Decline, Give, Perform
from .buildings import (
    BUILDING_CLASS,
    BUILDING_IDS,
    EFFECTS,
    GUARD_TOWER,
    LEVELS,
    PREMIUM,
    STANDARD,
    TYPE_OF,
    Effect,
)
from .cards import CLASS_OF, FLUTE, INFLUENTIAL, KIND_OF, POPULATION, SWORD, ids
from .effects import carry_out, check_params, selections, tower_givers
from .state import (
    ACTIONS,
    CONTESTS,
    DISCARD,
    FLUTE_CONTEST,
    FLUTES,
    GIFT_REASONS,
    GIVE,
    LOSER,
    NEXT_ACTION,
    PERFORM,
    RESOLVE,
    REVEAL,
    SWORD_CONTEST,
    SWORD_GIFT,
    SWORDS,
    TOWER,
    TOWER_GIFT,
    GameState,
)
from .stock import (
    check_card_count,
    gain_rats,
    give_cards,
    hand_cards,
    move_influence,
    return_cards,
)

TOWER_GIFT_SIZE = EFFECTS[GUARD_TOWER][PREMIUM].count  # P49: 3 cards


def begin(state: GameState, out: list[Event]) -> None:
    """P34: from row position 1."""
    state.phase = RESOLVE
    state.cursor = 0
    state.step = REVEAL
    emit(state, out, "phase_changed", None, {"phase": RESOLVE})


def access_order(state: GameState, r: int) -> list[int]:
    """P34: the seats at row index ``r``, by their spaces (the order they entered)."""
    at = state.at
    return [s for s in state.entries if at[s] == r]


def run(state: GameState, out: list[Event]) -> bool:
    """Resolve until a seat must decide (True) or every building is done (False)."""
    while state.decision is None:
        r = state.cursor
        if r >= len(state.row):
            return False
        step = state.step
        if step == REVEAL:
            seats = access_order(state, r)
            if seats:
                _reveal(state, r, seats, out)
                state.step = SWORDS
            else:  # P34: nobody entered it
                state.cursor += 1
        elif step == SWORDS:
            state.step = FLUTES
            _contest(state, SWORD_CONTEST, out)
        elif step == FLUTES:
            state.step = ACTIONS
            _contest(state, FLUTE_CONTEST, out)
        elif step == ACTIONS:
            state.step = NEXT_ACTION
            _entitle(state, out)
        elif step == NEXT_ACTION:
            _next_action(state)
        elif step == TOWER:
            _next_giver(state, out)
        else:
            _discard(state, out)
            state.cursor += 1
            state.step = REVEAL
    return True


# --- (a) Resolve cards (P35–P37) -----------------------------------------------------------


def _reveal(state: GameState, r: int, seats: list[int], out: list[Event]) -> None:
    """P35: everyone here shows their cards; then, in access order, each population card and
    joker is +1 influence in the building's class, each population card of another class +1
    rat."""
    building = state.row[r]
    c = BUILDING_CLASS[building]
    for seat in seats:
        params = {"row": r + 1, "building": BUILDING_IDS[building]}
        params["cards"] = ids(state.committed[seat])
        emit(state, out, "cards_revealed", seat, params)
    for seat in seats:
        cards = state.committed[seat]
        influence = sum(1 for card in cards if INFLUENTIAL[card])
        rats = sum(1 for card in cards if KIND_OF[card] == POPULATION and CLASS_OF[card] != c)
        if influence:
            move_influence(state, seat, c, influence, "cards", out)
        if rats:
            gain_rats(state, seat, rats, out)


def _contest(state: GameState, contest: int, out: list[Event]) -> None:
    """P36/P37: most Swords (Flutes) against fewest; all equal → nothing. The winner is the
    earliest of those with most; it chooses among several tied for fewest."""
    kind = SWORD if contest == SWORD_CONTEST else FLUTE
    r = state.cursor
    seats = access_order(state, r)
    counts = [sum(1 for card in state.committed[s] if KIND_OF[card] == kind) for s in seats]
    low, high = min(counts), max(counts)
    if low == high:
        return
    winner = seats[counts.index(high)]
    losers = [s for s, k in zip(seats, counts, strict=True) if k == low]
    params = {"row": r + 1, "contest": CONTESTS[contest], "losers": list(losers)}
    emit(state, out, "contest_won", winner, params)
    if len(losers) == 1:
        _lose(state, contest, winner, losers[0], out)
    else:
        state.queue = losers
        state.decision = [LOSER, winner, contest]


def _lose(state: GameState, contest: int, winner: int, loser: int, out: list[Event]) -> None:
    """The contest's consequence once its loser is known."""
    if contest == SWORD_CONTEST:  # P36: half the loser's hand, rounded down, of its choice
        count = len(state.hands[loser]) // 2
        if count:
            state.decision = [GIVE, loser, winner, count, SWORD_GIFT]
        else:
            give_cards(state, loser, winner, [], GIFT_REASONS[SWORD_GIFT], out)
    else:  # P37: one rat from the winner, if it has one
        amount = min(1, state.rats[winner])
        state.rats[winner] -= amount
        state.rats[loser] += amount
        emit(state, out, "rat_given", winner, {"to": loser, "amount": amount})


def choose_loser(state: GameState, seat: int, action: ChooseLoser, out: list[Event]) -> None:
    """P36/P37: the winner names the loser among those tied for fewest."""
    if action.seat not in state.queue:
        raise RuleViolation("invalid_loser", seat=action.seat, candidates=list(state.queue))
    contest = state.decision[2]
    state.queue = []
    state.decision = None
    params = {"row": state.cursor + 1, "contest": CONTESTS[contest], "loser": action.seat}
    emit(state, out, "loser_chosen", seat, params)
    _lose(state, contest, seat, action.seat, out)


def give(state: GameState, seat: int, action: Give, out: list[Event]) -> None:
    """P36/P49: exactly the due number of cards of the giver's hand."""
    _, giver, receiver, count, reason = state.decision
    cards = hand_cards(state, giver, action.cards)
    check_card_count(cards, count, count)
    state.decision = None
    give_cards(state, giver, receiver, cards, GIFT_REASONS[reason], out)


# --- (b) Perform actions (P38–P41) ---------------------------------------------------------


def premium_seat(state: GameState, r: int) -> int | None:
    """P38: the most population cards + jokers here, ties to the earliest in access order.
    P40: with 2 players one premium for the round, by the same count across both buildings,
    ties to the first to enter; None when it is not at this building."""
    power = state.power
    if state.players == 2:
        best = min(state.entries, key=lambda s: (-power[s], state.entries.index(s)))
        return best if state.at[best] == r else None
    seats = access_order(state, r)
    best = seats[0]
    for seat in seats[1:]:
        if power[seat] > power[best]:
            best = seat
    return best


def _entitle(state: GameState, out: list[Event]) -> None:
    """P38: the premium player first, then the others in access order, standard. P41: in the
    final round no actions, +1 influence for the premium player instead."""
    r = state.cursor
    premium = premium_seat(state, r)
    if state.final_round:
        if premium is not None:
            move_influence(state, premium, BUILDING_CLASS[state.row[r]], 1, "final_round", out)
        return
    queue: list[int] = [] if premium is None else [premium, PREMIUM]
    for seat in access_order(state, r):
        if seat != premium:
            queue += (seat, STANDARD)
    state.actions = queue


def _next_action(state: GameState) -> None:
    """The next entitled seat decides; the Guard Tower's standard action does nothing (P49),
    so nobody is asked about it."""
    if not state.actions:
        state.step = DISCARD
        return
    seat, level = state.actions[0], state.actions[1]
    del state.actions[:2]
    if current_effect(state, level).code != "none":
        state.turn = seat
        state.decision = [PERFORM, seat, level]


def current_effect(state: GameState, level: int) -> Effect:
    """The action of the building being resolved at ``level`` (premium or standard)."""
    return EFFECTS[TYPE_OF[state.row[state.cursor]]][level]


def legal_perform(state: GameState, seat: int) -> list[dict]:
    """The entitled seat's two answers: perform (with its selections) or decline (P38)."""
    level = state.decision[2]
    cards, look = selections(state, seat, current_effect(state, level))
    building = state.row[state.cursor]
    return [
        {
            "type": "perform",
            "building": BUILDING_IDS[building],
            "level": LEVELS[level],
            "cards": cards,
            "look": look,
        },
        {"type": "decline"},
    ]


def _action_params(state: GameState, level: int) -> dict:
    building = state.row[state.cursor]
    return {"row": state.cursor + 1, "building": BUILDING_IDS[building], "level": LEVELS[level]}


def perform(state: GameState, seat: int, action: Perform, out: list[Event]) -> None:
    """P38: carry out the entitled action with its parameters."""
    level = state.decision[2]
    effect = current_effect(state, level)
    cards, looks = check_params(state, seat, effect, action)
    state.decision = None
    emit(state, out, "action_performed", seat, _action_params(state, level))
    if effect.code == "demand_cards":  # P49: the givers are fixed before any card moves
        givers = tower_givers(state, seat)
        params = {"row": state.cursor + 1, "givers": list(givers)}
        emit(state, out, "givers_fixed", seat, params)
        state.queue = givers
        state.step = TOWER
    else:
        carry_out(state, seat, effect, cards, looks, out)


def decline(state: GameState, seat: int, action: Decline, out: list[Event]) -> None:
    """P38: the action is optional."""
    level = state.decision[2]
    state.decision = None
    emit(state, out, "action_declined", seat, _action_params(state, level))


def _next_giver(state: GameState, out: list[Event]) -> None:
    """P49: givers in clockwise order; 3 cards of their choice, or all if they hold fewer."""
    if not state.queue:
        state.step = NEXT_ACTION
        return
    giver = state.queue.pop(0)
    hand = state.hands[giver]
    if len(hand) >= TOWER_GIFT_SIZE:
        state.decision = [GIVE, giver, state.turn, TOWER_GIFT_SIZE, TOWER_GIFT]
    else:
        give_cards(state, giver, state.turn, list(hand), GIFT_REASONS[TOWER_GIFT], out)


# --- (c) Discard cards (P39) ---------------------------------------------------------------


def _discard(state: GameState, out: list[Event]) -> None:
    """P39: the committed cards back to the discard pile and the supplies."""
    r = state.cursor
    for seat in access_order(state, r):
        cards = state.committed[seat]
        if cards:
            return_cards(state, cards)
            state.committed[seat] = []
            emit(state, out, "committed_discarded", seat, {"row": r + 1, "cards": ids(cards)})
