"""Properties of random legal playouts (hypothesis) and of thousands of policy games.

For 2, 3 and 4 players and both variants: the game ends; all 87 cards are accounted for after
every action (as a multiset); dice stay in 1..6; every listed action applies; actions outside
the templates are refused without any change; snapshots round-trip exactly; a replay from the
seed and the log rebuilds the game byte for byte; the same seed and actions give the same game.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import Table, biblios
from engine.biblios.cards import CARD_COUNT, IS_GOLD, VALUE
from engine.biblios.state import GameState
from engine.table import TABLE_VIOLATIONS
from support import biblios_policy as policy
from tests.depth import examples
from tests.engine.biblios.helpers import (
    MAX_STEPS,
    PLAYER_COUNTS,
    VARIANTS,
    actor,
    candidate_actions,
    card_places,
    check_invariants,
    ids,
    is_legal,
    rejects,
)
from tests.engine.shared_codes import SHARED_CODES

#: The codes a game of Biblios may raise: its own, those every game shares, the table's.
ERROR_CODES = set(biblios.GAME.violations) | SHARED_CODES | set(TABLE_VIOLATIONS)


def copy(state: GameState) -> GameState:
    return biblios.decode(biblios.encode(state))


def same_fields(a: GameState, b: GameState) -> bool:
    """Field by field (not through ``encode``, which ``==`` uses)."""
    for name in GameState.__slots__:
        x, y = getattr(a, name), getattr(b, name)
        if name == "auction" and x is not None and y is not None:
            x, y = x.to_list(), y.to_list()
        if x != y or type(x) is not type(y):
            return False
    return True


def instances(rnd: random.Random, state: GameState, seat: int, template: dict) -> list[dict]:
    """Concrete actions of one template: its bounds for bids, random valid payments."""
    kind = template["type"]
    if kind == "bid":
        lo, hi = template["min"], template["max"]
        return [{"type": "bid", "amount": a} for a in {lo, hi, rnd.randint(lo, hi)}]
    if kind == "pay":
        return [random_payment(rnd, state, seat, template) for _ in range(2)]
    return [template]


def random_payment(rnd: random.Random, state: GameState, seat: int, template: dict) -> dict:
    hand = state.hands[seat]
    if "count" in template:
        return {"type": "pay", "cards": ids(rnd.sample(hand, template["count"]))}
    gold = [c for c in hand if IS_GOLD[c]]
    rnd.shuffle(gold)
    paid, total = [], 0
    for card in gold:
        if total >= template["at_least"] and rnd.random() < 0.7:
            break  # sometimes overpay (R21)
        paid.append(card)
        total += VALUE[card]
    return {"type": "pay", "cards": ids(paid)}


def check_step(rnd: random.Random, state: GameState, seat: int, legal: list[dict]) -> set[str]:
    """Every listed action applies (on copies); candidates outside the templates are refused."""
    codes = set()
    for template in legal:
        for action in instances(rnd, state, seat, template):
            assert is_legal(state, seat, action, legal), action
            biblios.apply_action(copy(state), seat, action)
    for action in candidate_actions(rnd, state, seat):
        if is_legal(state, seat, action, legal):
            check_invariants_after(copy(state), seat, action)
        else:
            codes.add(rejects(state, seat, action).code)
    for other in range(state.players):
        if other != seat:
            assert biblios.legal_actions(state, other) == []
            exc = rejects(state, other, legal[-1])
            assert exc.code == "not_your_turn" and exc.params == {"waiting_for": seat}
    return codes


def check_invariants_after(state: GameState, seat: int, action: dict) -> None:
    biblios.apply_action(state, seat, action)
    check_invariants(state)


class Chooser:
    """Hypothesis picks the templates and bids (the first ``budget`` choices, then a generator
    seeded by hypothesis, so that long games stay within hypothesis' data limits); payments
    are random but valid."""

    def __init__(self, data: st.DataObject, rnd: random.Random, budget: int = 120) -> None:
        self.data, self.rnd, self.budget = data, rnd, budget

    def integer(self, top: int) -> int:
        if self.budget > 0:
            self.budget -= 1
            return self.data.draw(st.integers(0, top))
        return self.rnd.randint(0, top)

    def __call__(self, state: GameState, seat: int, legal: list[dict]) -> dict:
        return choose(self, self.rnd, state, seat, legal)


def choose(pick: Chooser, rnd: random.Random, state: GameState, seat: int, legal: list[dict]):
    template = legal[pick.integer(len(legal) - 1)] if len(legal) > 1 else legal[0]
    if template["type"] == "bid":
        lo, hi = template["min"], template["max"]
        return {"type": "bid", "amount": min(hi, lo + pick.integer(3))}
    if template["type"] == "pay":
        return random_payment(rnd, state, seat, template)
    return template


def play(players, variant, seed, first, pick) -> tuple[GameState, list, list]:
    state, events = biblios.new_game(players, variant, first, seed)
    steps = []
    while state.phase != "over":
        assert len(steps) < MAX_STEPS
        seat = actor(state)
        action = pick(state, seat, biblios.legal_actions(state, seat), len(steps))
        events += biblios.apply_action(state, seat, action)
        steps.append((seat, action))
    return state, events, steps


@settings(
    max_examples=examples(150),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(
    players=st.sampled_from(PLAYER_COUNTS),
    variant=st.sampled_from(VARIANTS),
    seed=st.integers(-(2**70), 2**70),
    first=st.integers(0, 3),
    data=st.data(),
)
def test_random_legal_playouts(players, variant, seed, first, data):
    first %= players
    rnd = random.Random(seed)
    chooser = Chooser(data, random.Random(data.draw(st.integers(0, 2**32))))
    codes: set[str] = set()

    def pick(state, seat, legal, step):
        check_invariants(state)
        assert legal, "the seat to act has no legal action"
        if step % 9 == 0:
            codes.update(check_step(rnd, state, seat, legal))
        if step % 13 == 0:
            clone = copy(state)
            assert same_fields(clone, state)
            assert biblios.encode(clone) == biblios.encode(state)
            action = chooser(state, seat, legal)
            biblios.apply_action(clone, seat, action)
            state_copy = copy(state)
            biblios.apply_action(state_copy, seat, action)
            assert biblios.encode(clone) == biblios.encode(state_copy)
            return action
        return chooser(state, seat, legal)

    state, events, steps = play(players, variant, seed, first, pick)
    check_invariants(state)
    assert actor(state) is None and events[-1].type == "game_over"
    assert codes <= ERROR_CODES, codes - ERROR_CODES
    assert [e.seq for e in events] == list(range(1, len(events) + 1))
    assert state.seq == len(events)
    # Snapshot of the finished game.
    clone = copy(state)
    assert same_fields(clone, state) and biblios.encode(clone) == biblios.encode(state)
    # The same game at a table, then replayed from its setup and log: byte for byte, with the
    # same events.
    table, table_events = Table.create(biblios.GAME, biblios.GAME.setup_of(state))
    for seat, action in steps:
        table_events += table.act(seat, action)
    assert biblios.encode(table.state) == biblios.encode(state) and table_events == events
    replayed, replay_events = table.replay()
    assert replayed == table and replay_events == events
    # Determinism: the same seed and the same actions give the same game.
    again, again_events = biblios.new_game(players, variant, first, seed)
    for seat, action in steps:
        again_events += biblios.apply_action(again, seat, action)
    assert biblios.encode(again) == biblios.encode(state) and again_events == events


@settings(max_examples=examples(25), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.sampled_from(PLAYER_COUNTS),
    variant=st.sampled_from(VARIANTS),
    seed=st.integers(0, 2**32),
    cut=st.floats(0, 1),
)
def test_a_snapshot_at_a_random_point_continues_identically(players, variant, seed, cut):
    """decode(encode(s)) == s field by field, re-encodes identically and plays on the same."""
    rnd = random.Random(seed)
    state, _ = biblios.new_game(players, variant, 0, seed)
    target = int(cut * 200)
    for _ in range(target):
        if state.phase == "over":
            break
        seat = actor(state)
        biblios.apply_action(
            state, seat, policy.choose(rnd, state, seat, biblios.legal_actions(state, seat))
        )
    text = biblios.encode(state)
    clone = biblios.decode(text)
    assert same_fields(clone, state) and biblios.encode(clone) == text
    assert biblios.decode(text.encode()) == clone
    rnd_a, rnd_b = random.Random(seed + 1), random.Random(seed + 1)
    for _ in range(400):
        if state.phase == "over":
            break
        for s, r in ((state, rnd_a), (clone, rnd_b)):
            seat = actor(s)
            biblios.apply_action(s, seat, policy.choose(r, s, seat, biblios.legal_actions(s, seat)))
        assert biblios.encode(clone) == biblios.encode(state)
    assert biblios.view(clone, 0) == biblios.view(state, 0)


def test_thousands_of_policy_games_keep_the_invariants():
    """2 000 complete games with the reference policy over every player count and variant."""
    games = 0
    for seed in range(examples(2000)):
        players = PLAYER_COUNTS[seed % 3]
        variant = VARIANTS[(seed // 3) % 2]
        rnd = random.Random(seed)
        state, _ = biblios.new_game(players, variant, seed % players, seed)
        for _ in range(MAX_STEPS):
            seat = actor(state)
            if seat is None:
                break
            biblios.apply_action(
                state, seat, policy.choose(rnd, state, seat, biblios.legal_actions(state, seat))
            )
            dice = state.dice
            assert min(dice) >= 1 and max(dice) <= 6
            if len(card_places(state)) != CARD_COUNT:
                raise AssertionError(f"card count broken in game {seed}")
        else:
            raise AssertionError(f"game {seed} did not end")
        check_invariants(state)
        assert state.phase == "over" and not state.pile and not state.draw
        assert (
            sum(len(h) for h in state.hands)
            + len(state.face_up)
            + len(state.face_down)
            + len(state.removed)
            == CARD_COUNT
        )
        games += 1
    assert games == examples(2000)
