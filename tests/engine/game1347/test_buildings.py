"""The twelve buildings' premium and standard actions (P42–P53), with P13's finite supplies.

In each scenario seat 0 (first, one card of the class) takes the premium action and seat 1
(after it, no card) the standard one at row position 1; seat 2 is at the other building.
"""

from __future__ import annotations

import pytest

from engine import game1347 as g
from engine.game1347.state import GIVE, PERFORM
from tests.engine.game1347.helpers import (
    act,
    enter,
    hand,
    of_type,
    pop,
    rejects,
    scenario,
    supply,
)

CLASS_OF_TYPE = {
    "farm": "peasantry",
    "brewery": "peasantry",
    "marketplace": "bourgeoisie",
    "office": "bourgeoisie",
    "monastery": "church",
    "hospital": "church",
    "castle": "chivalry",
    "guard_tower": "chivalry",
    "fortune_teller": "magic",
    "pipers_hut": "magic",
    "palace": "royalty",
    "treasury": "royalty",
}


def at(building: str, hands: dict | None = None, rats=None, nun_row=None, other="farm-5"):
    """Seat 0 premium, seat 1 standard at ``building`` (row 1); seat 2 at ``other``."""
    cls = CLASS_OF_TYPE[building.rsplit("-", 1)[0]]
    first = pop(cls, 14)
    hands = {0: first, 1: pop(cls, 13), 2: pop(cls, 12)} | (hands or {})
    state = scenario(3, [building, other], hands=hands, rats=rats, nun_row=nun_row)
    enter(state, 1, first)
    enter(state, 1)
    enter(state, 2)
    assert state.decision == [PERFORM, 0, 0]
    return state


def perform(state, **params) -> list:
    return act(state, {"type": "perform", **params})


def test_p42_farm_draws_4_or_2():
    state = at("farm-1", other="palace-1")
    counts = [of_type(perform(state), "cards_drawn")[0].params["count"] for _ in range(2)]
    assert counts == [4, 2]


def test_p43_brewery_draws_per_influence_scored_here():
    hands = {0: pop("peasantry", 1, 2, 14), 1: pop("peasantry", 3, 4, 5)}
    state = scenario(3, ["brewery-1", "palace-1"], hands=hands)
    enter(state, 1, pop("peasantry", 1, 2, 14))
    enter(state, 1, pop("peasantry", 3, 4, 5))
    enter(state, 2)
    counts = [of_type(perform(state), "cards_drawn")[0].params["count"] for _ in range(2)]
    assert counts == [3, 1]  # 3 influence; ⌊3/2⌋


@pytest.mark.parametrize(
    ("building", "kind"),
    [
        ("marketplace-1", "joker"),  # P44
        ("office-1", "pass"),  # P45
        ("castle-1", "sword"),  # P48
        ("pipers_hut-1", "flute"),  # P51
        ("treasury-1", "gold"),  # P53
    ],
)
def test_p44_p45_p48_p51_p53_open_takes_from_the_supply(building, kind):
    state = at(building)
    events = perform(state) + perform(state)
    taken = of_type(events, "cards_taken")
    assert [(e.seat, e.params["kind"], len(e.params["cards"])) for e in taken] == [
        (0, kind, 2),
        (1, kind, 1),
    ]
    assert taken[0].private is None  # public (P53, P67)
    assert sum(1 for c in hand(state, 0) if c.startswith(kind)) == 2


def test_p13_p44_a_supply_gives_what_remains():
    state = at("marketplace-2", hands={2: [f"joker-{i:02d}" for i in range(1, 15)]})
    events = perform(state) + perform(state)
    assert [len(e.params["cards"]) for e in of_type(events, "cards_taken")] == [1, 0]
    assert supply(state, "joker") == []


def test_p46_monastery_discards_2_or_1_rats():
    state = at("monastery-2", rats=[5, 5, 5])
    perform(state)
    perform(state)
    assert state.rats == [3, 4, 5]


def test_p47_hospital_premium_one_rat_then_cards_for_rats():
    hands = {0: ["gold-01", *pop("church", 14, 1, 2)], 1: pop("church", 13, 3)}
    state = at("hospital-1", hands=hands, rats=[3, 1, 5])
    (template, _) = g.legal_actions(state, 0)
    assert template["cards"] == {"from": ["church-01", "church-02", "gold-01"], "min": 0, "max": 2}
    assert template["look"] == {"from": [], "min": 0, "max": 0}
    exc = rejects(state, 0, {"type": "perform", "cards": ["church-01", "church-02", "gold-01"]})
    assert (exc.code, exc.params) == ("wrong_card_count", {"min": 0, "max": 2, "given": 3})
    assert rejects(state, 0, {"type": "perform", "cards": ["church-09"]}).code == "card_not_in_hand"
    events = perform(state, cards=["gold-01", "church-01"])
    discarded = of_type(events, "cards_discarded")[0]
    assert discarded.params == {"cards": ["church-01", "gold-01"], "reason": "hospital"}
    assert [e.params["amount"] for e in of_type(events, "rats_discarded")] == [1, 2]
    assert state.rats[0] == 0 and hand(state, 0) == ["church-02"]
    assert state.discard[-1] == g.actions.CARD_INDEX["church-01"]
    assert "gold-01" in supply(state, "gold")  # back to its supply
    # Standard: up to 2 cards, no more than the rats held (1 here).
    (template, _) = g.legal_actions(state, 1)
    assert template["cards"]["max"] == 1 and template["level"] == "standard"
    perform(state, cards=["church-03"])
    assert state.rats[1] == 0


def test_p49_guard_tower_standard_asks_nothing_and_protects():
    hands = {0: pop("chivalry", 14), 1: pop("chivalry", 1, 2, 3, 4, 13), 2: pop("royalty", 1, 2)}
    state = at("guard_tower-1", hands=hands, other="palace-1")
    events = perform(state)
    # Seat 1 entered this Guard Tower: protected; seat 2 holds 2 ≥ 0 cards: gives all of them.
    assert of_type(events, "givers_fixed")[0].params["givers"] == [2]
    given = of_type(events, "cards_given")[0]
    assert given.params == {"to": 0, "count": 2, "reason": "guard_tower"}
    assert given.private == {"cards": pop("royalty", 1, 2)} and given.audience == (2, 0)
    assert state.decision[1] == 2  # the Palace; nobody was asked about the standard action


def test_p49_a_giver_with_three_cards_or_more_chooses():
    hands = {0: pop("chivalry", 14), 2: pop("royalty", 1, 2, 3)}
    state = at("guard_tower-2", hands=hands, other="palace-1")
    perform(state)
    assert state.decision == [GIVE, 2, 0, 3, 1]
    assert g.view(state, 2)["prompt"]["params"]["reason"] == "guard_tower"


def test_p50_fortune_teller_looks_at_2_different_or_1():
    state = at("fortune_teller-1", nun_row=pop("church", 1, 5, 7, 9, 11))
    (template, _) = g.legal_actions(state, 0)
    assert template["look"] == {"from": [1, 2, 3, 4, 5], "min": 2, "max": 2}
    assert rejects(state, 0, {"type": "perform", "look": [2, 2]}).code == "duplicate_position"
    assert rejects(state, 0, {"type": "perform", "look": [2]}).code == "wrong_look_count"
    events = perform(state, look=[5, 2])
    assert [e.private["card"] for e in of_type(events, "nun_looked")] == ["church-11", "church-05"]
    events = perform(state, look=[5])
    assert state.looked[:2] == [0b10010, 0b10000]


def test_p52_palace_takes_2_or_1_vp_tokens_while_they_last():
    state = at("palace-1")
    state.vp_supply, state.vp[2] = 2, 18
    events = perform(state) + perform(state)
    assert [e.params["count"] for e in of_type(events, "vp_taken")] == [2, 0]
    assert state.vp == [2, 0, 18] and state.vp_supply == 0


def test_p38_actions_without_parameters_refuse_them():
    state = at("farm-2", other="palace-1")
    exc = rejects(state, 0, {"type": "perform", "cards": ["peasantry-01"]})
    assert (exc.code, exc.params) == ("wrong_card_count", {"min": 0, "max": 0, "given": 1})
    exc = rejects(state, 0, {"type": "perform", "look": [1]})
    assert (exc.code, exc.params) == ("wrong_look_count", {"expected": 0, "given": 1})
