"""Previews (``engine.game1347.preview``): what a play costs and earns the seat that makes it,
told before it is made, from what that seat may know only (P68–P70)."""

from __future__ import annotations

import random

import pytest

from engine import RuleViolation
from engine import game1347 as g
from engine.game1347 import audit
from engine.game1347.cards import CARD_IDS
from engine.game1347.preview import preview
from engine.game1347.shapes import PREVIEW_FIELDS
from tests.engine.game1347.helpers import (
    CUSTOM,
    act,
    actor,
    enter,
    fill,
    hand,
    pop,
    rejects,
    scenario,
)
from tests.engine.test_declarations import fields_conform


def test_entering_foretells_p35_influence_rats_and_the_cards_committed():
    cards = ["joker-01", "sword-01", "flute-01", *pop("church", 1, 2), *pop("royalty", 1)]
    state = scenario(2, ["monastery-1", "palace-1"], hands={0: cards}, rats=[3, 3])
    before = g.encode(state)
    seen = preview(state, 0, {"type": "enter", "row": 1, "cards": cards})
    assert g.encode(state) == before  # nothing changed
    assert seen["when"] == "resolution"
    assert seen["influence"] == {**dict.fromkeys(seen["influence"], 0), "church": 4}
    assert seen["rats"] == 1  # the royalty card, not the church ones nor the specials
    assert seen["hand"] == -6 and sorted(seen["cards_lost"]) == sorted(cards)
    enter(state, 1, cards)
    enter(state, 2)
    assert state.influence[2][0] == 4 and state.rats[0] == 3 + 1  # P35 did what was told


def test_a_supply_action_tells_rats_and_a_count_of_cards_never_which():
    state = scenario(3, ["farm-1", "monastery-1", "palace-1"], phase="supplies", rats=[4, 4, 4])
    for template in g.legal_actions(state, 0):
        action = fill(template, random.Random(1))
        seen = preview(state, 0, action)
        assert seen["when"] == "now" and seen["cards_lost"] == []
        copy = g.decode(g.encode(state))
        g.apply_action(copy, 0, action)
        assert seen["rats"] == copy.rats[0] - 4
        assert seen["hand"] == seen["cards_drawn"] == len(copy.hands[0]) - len(state.hands[0])
        assert seen["looks"] == action["look"]


def test_a_preview_is_refused_as_the_action_would_be():
    state = scenario(3, ["farm-1", "monastery-1", "palace-1"])
    for seat, action in [
        (1, {"type": "enter", "row": 1}),
        (0, {"type": "enter", "row": 4}),
        (0, {"type": "supply", "row": 1}),
        (0, {"type": "enter", "row": 1, "cards": ["gold-01"]}),
        (0, {"type": "nonsense"}),
    ]:
        expected = rejects(state, seat, action).code
        with pytest.raises(RuleViolation) as info:
            preview(state, seat, action)
        assert info.value.code == expected


@pytest.mark.parametrize("seed", range(6))
def test_a_preview_never_names_a_card_the_seat_cannot_see(seed):
    """Before every decision of random games: the preview names only cards of the seat's own
    view (audit's oracle of secrets agrees), changes nothing, its counts add up, and it has
    the declared shape (``shapes.PREVIEW_FIELDS``: what the API documents)."""
    rnd = random.Random(seed)
    state, _ = g.new_game(3 + seed % 3, "custom", seed, None, {"buildings": CUSTOM})
    kinds = set()
    while (seat := actor(state)) is not None:
        action = fill(rnd.choice(g.legal_actions(state, seat)), rnd)
        before = g.encode(state)
        seen = preview(state, seat, action)
        assert g.encode(state) == before
        assert fields_conform(PREVIEW_FIELDS, seen), seen
        visible = set(str(g.view(state, seat)).replace("'", " ").split())
        named = {c for c in str(seen).replace("'", " ").split() if c in CARD_IDS}
        assert named <= visible
        assert not named & audit.secrets(state, seat)
        taken = sum(seen["cards_taken"].values())
        assert seen["hand"] == seen["cards_drawn"] + taken - len(seen["cards_lost"])
        was = hand(state, seat)
        act(state, action, seat)
        kinds.add(action["type"])
        if action["type"] == "supply":  # nothing else moves this seat's cards before its turn
            assert len(hand(state, seat)) - len(was) == seen["hand"]
    assert {"supply", "enter", "perform"} <= kinds
