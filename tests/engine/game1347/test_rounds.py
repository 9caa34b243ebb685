"""Rounds and phases A, B, C, E (P21–P33, P58): the row, supplies, entering, the decks."""

from __future__ import annotations

import pytest

from engine import game1347 as g
from engine.game1347 import rounds, stock
from engine.game1347.buildings import BUILDING_IDS, BUILDING_INDEX
from engine.game1347.state import SUPPLY, TURN
from tests.engine.game1347.helpers import (
    PLAYER_COUNTS,
    act,
    actor,
    enter,
    hand,
    ints,
    of_type,
    pop,
    random_game,
    rejects,
    scenario,
    types,
)

ROW = ["farm-1", "monastery-3", "palace-5"]


def b(*names: str) -> list[int]:
    return [BUILDING_INDEX[name] for name in names]


@pytest.mark.parametrize(
    ("players", "rounds_", "row"), [(2, 10, 2), (3, 9, 2), (4, 8, 3), (5, 8, 3)]
)
def test_p21_p22_rounds_row_size_and_the_final_round(players, rounds_, row):
    state, events, _ = random_game(players, "mixed", seed=players)
    drawn = of_type(events, "buildings_drawn")
    assert len(of_type(events, "round_started")) == rounds_ == len(drawn)
    assert all(len(e.params["buildings"]) == row for e in drawn)
    assert [e.params["final_round"] for e in drawn] == [False] * (rounds_ - 1) + [True]
    assert state.building_deck == [] and state.round == rounds_


def test_p22_the_view_says_when_the_round_is_the_final_one():
    state = scenario(3, ROW[:2], final=True)
    assert g.view(state, 0)["final_round"] is True
    state = scenario(3, ROW[:2])
    assert g.view(state, 0)["final_round"] is False


def test_p23_the_row_comes_off_the_top_of_the_building_deck_in_order():
    state = scenario(4, ROW, phase="supplies")
    state.building_deck = b("castle-1", "office-2", "farm-2", "hospital-4")
    events: list = []
    rounds.draw_row(state, events)
    assert [BUILDING_IDS[x] for x in state.row] == ["hospital-4", "farm-2", "office-2"]
    assert state.building_deck == b("castle-1")
    assert events[0].params == {
        "buildings": ["hospital-4", "farm-2", "office-2"],
        "sent_to_reserve": [],
        "final_round": False,
    }


def test_p24_all_of_one_type_sends_the_last_to_the_reserve_bottom_until_they_differ():
    state = scenario(2, ROW[:2], phase="supplies")
    state.building_deck = b("palace-1", "farm-2", "farm-1")
    state.reserve = b("castle-1", "farm-5", "farm-4")  # top last: farm-4, then farm-5
    events: list = []
    rounds.draw_row(state, events)
    # farm-1, farm-2 → farm-2 sent, farm-4 drawn → farm-4 sent, farm-5 → sent, castle-1.
    assert [BUILDING_IDS[x] for x in state.row] == ["farm-1", "castle-1"]
    assert state.sent == b("farm-2", "farm-4", "farm-5")
    assert state.reserve == b("farm-5", "farm-4", "farm-2")  # each went to the bottom
    assert events[0].params["sent_to_reserve"] == ["farm-2", "farm-4", "farm-5"]
    assert g.view(state, None)["sent_to_reserve"] == ["farm-2", "farm-4", "farm-5"]
    # Same class but different types is fine ("same building" means same type).
    state.building_deck = b("farm-3", "brewery-1")
    rounds.draw_row(state, events)
    assert state.sent == [] and [BUILDING_IDS[x] for x in state.row] == ["brewery-1", "farm-3"]


def test_p25_p29_supplies_in_turn_from_the_start_player_mandatory_and_in_full():
    state = scenario(
        3, ["farm-1", "farm-4"], start=1, phase="supplies", deck_top=pop("magic", 1, 2, 3, 4)
    )
    assert actor(state) == 1 and state.decision == [SUPPLY, 1]
    assert rejects(state, 1, {"type": "decline"}).code == "illegal_action"
    assert rejects(state, 0, {"type": "supply", "row": 1}).code == "not_your_turn"
    events = act(state, {"type": "supply", "row": 1})
    drawn = of_type(events, "cards_drawn")[0]
    assert drawn.params == {"count": 4} and drawn.audience == (1,)
    assert drawn.private == {"cards": pop("magic", 1, 2, 3, 4)}
    assert set(pop("magic", 1, 2, 3, 4)) <= set(hand(state, 1))  # P29: done before the next
    assert actor(state) == 2
    act(state, {"type": "supply", "row": 2})
    assert state.rats[2] == 8
    act(state, {"type": "supply", "row": 2})
    assert state.rats[0] == 8 and state.phase == "enter" and state.decision == [TURN, 1]


def test_p27_a_rat_discard_with_no_rats_does_nothing():
    state = scenario(2, ["farm-1", "farm-4"], phase="supplies", rats=[1, 0])
    events = act(state, {"type": "supply", "row": 2})
    assert state.rats[0] == 0 and of_type(events, "rats_discarded")[0].params == {"amount": 1}
    events = act(state, {"type": "supply", "row": 2})
    assert state.rats[1] == 0 and not of_type(events, "rats_discarded")


def test_p28_looking_at_the_nun_row():
    nuns = pop("church", 11, 1, 5, 7, 9)
    state = scenario(2, ["farm-3", "farm-5"], phase="supplies", nun_row=nuns)
    legal = g.legal_actions(state, 0)
    assert legal[0]["look"] == {"from": [1, 2, 3, 4, 5], "min": 1, "max": 1}
    for bad, code, params in (
        ([], "wrong_look_count", {"expected": 1, "given": 0}),
        ([1, 2], "wrong_look_count", {"expected": 1, "given": 2}),
        ([0], "invalid_position", {"position": 0, "max": 5}),
        ([6], "invalid_position", {"position": 6, "max": 5}),
    ):
        exc = rejects(state, 0, {"type": "supply", "row": 1, "look": bad})
        assert (exc.code, exc.params) == (code, params)
    events = act(state, {"type": "supply", "row": 1, "look": [3]})
    looked = of_type(events, "nun_looked")[0]
    assert looked.params == {"position": 3} and looked.private == {"card": "church-05"}
    assert looked.audience == (0,) and state.nun_row == ints(nuns)  # it stays in place
    # Two eye symbols mean two different positions; a position seen before may be chosen.
    assert stock.nun_positions([3, 1], 2) == [2, 0]
    with pytest.raises(g.actions.RuleViolation) as exc:
        stock.nun_positions([3, 3], 2)
    assert (exc.value.code, exc.value.params) == ("duplicate_position", {"position": 3})
    act(state, {"type": "supply", "row": 1, "look": [3]})
    assert state.looked == [0b100, 0b100]


def test_p30_enter_the_first_free_space_several_may_share_a_building():
    state = scenario(3, ["farm-1", "palace-1"])
    events = enter(state, 2)
    assert events[0].params == {"row": 2, "building": "palace-1", "space": 1, "count": 0}
    events = enter(state, 2)
    assert events[0].params["space"] == 2
    enter(state, 1)
    assert [r["discs"] for r in g.view(state, None)["row"]] == [[2], [0, 1]]


def test_p30_a_pass_may_be_played_again_and_by_the_last_seat():
    state = scenario(2, ["farm-1", "palace-1"], hands={1: ["pass-01", "pass-02"]})
    enter(state, 1)
    assert g.legal_actions(state, 1)[-1] == {"type": "play_pass"}
    act(state, {"type": "play_pass"})
    assert actor(state) == 1  # the last one gets the turn back
    act(state, {"type": "play_pass"})
    assert actor(state) == 1 and state.passes == [1, 1]
    assert rejects(state, 1, {"type": "play_pass"}).code == "no_pass"
    assert {"type": "play_pass"} not in g.legal_actions(state, 1)
    enter(state, 2)
    assert state.phase == "resolve"


def test_p31_what_may_be_committed():
    cards = ["gold-01", "pass-01", "sword-01", "flute-01", "joker-01", *pop("royalty", 3)]
    state = scenario(2, ["farm-1", "palace-1"], hands={0: cards})
    (t1, t2, play_pass) = g.legal_actions(state, 0)
    assert t1["cards"] == {
        "from": ["royalty-03", "joker-01", "sword-01", "flute-01"],
        "min": 0,
        "max": 4,
    }
    assert (t1["row"], t1["building"], t2["building"]) == (1, "farm-1", "palace-1")
    for bad, code, params in (
        (["gold-01"], "card_not_committable", {"card": "gold-01"}),
        (["pass-01"], "card_not_committable", {"card": "pass-01"}),
        (["royalty-04"], "card_not_in_hand", {"card": "royalty-04"}),
        (["nope"], "unknown_card", {"card": "nope"}),
        (["joker-01", "joker-01"], "duplicate_card", {"card": "joker-01"}),
    ):
        exc = rejects(state, 0, {"type": "enter", "row": 1, "cards": bad})
        assert (exc.code, exc.params) == (code, params)
    for row in (0, 3):
        exc = rejects(state, 0, {"type": "enter", "row": row})
        assert (exc.code, exc.params) == ("invalid_row", {"row": row, "max": 2})
    enter(state, 1, ["joker-01", "sword-01", "flute-01", "royalty-03"])
    assert hand(state, 0) == ["pass-01", "gold-01"]
    assert state.power[0] == 2 and state.commits[0] == 4


def test_p32_an_empty_deck_is_refilled_from_the_shuffled_discard_pile():
    state = scenario(2, ["farm-1", "farm-4"], phase="supplies")
    state.discard = state.deck[:-2]
    state.deck = state.deck[-2:]
    top_two = list(reversed(state.deck))
    events = act(state, {"type": "supply", "row": 1})  # draw 4
    assert types(events) == ["supply_chosen", "deck_reshuffled", "cards_drawn"]
    assert of_type(events, "deck_reshuffled")[0].params == {"count": 67}
    drawn = ints(of_type(events, "cards_drawn")[0].private["cards"])
    assert set(top_two) <= set(drawn) and len(drawn) == 4
    assert state.discard == [] and len(state.deck) == 65


def test_p32_draws_are_lost_when_deck_and_discard_pile_are_empty():
    state = scenario(2, ["farm-1", "farm-4"], phase="supplies")
    state.hands[1] += state.deck[:-1]
    state.hands[1].sort()
    state.deck = state.deck[-1:]
    events = act(state, {"type": "supply", "row": 1})
    assert of_type(events, "cards_drawn")[0].params == {"count": 1}
    assert state.deck == [] and "deck_reshuffled" not in types(events)


def test_p33_the_nun_row_never_changes():
    for seed in range(6):
        state, events, _ = random_game(2 + seed % 4, "mixed", seed)
        nuns = g.new_game(2 + seed % 4, "mixed", seed, None, {})[0].nun_row
        assert state.nun_row == nuns


def test_p58_end_of_the_round():
    state = scenario(3, ["farm-1", "palace-1"], start=2)
    row = list(state.row)
    enter(state, 1)
    enter(state, 1)
    events = enter(state, 2)
    while state.phase == "resolve":
        events += act(state, {"type": "decline"})
    assert of_type(events, "round_ended")[0].params == {"round": 1, "start_seat": 0}
    assert state.start == 0 and state.spent == row and state.at == [-1] * 3
    assert state.entries == [] and state.committed == [[], [], []]
    assert state.round == 2 and actor(state) == 0 and state.phase == "supplies"


def test_p75_phases_a_and_e_and_the_end_ask_nothing():
    """P75: every decision belongs to phase B, C or D; phases A and E and the scoring run inside
    the action that ends the phase before them."""
    for players in PLAYER_COUNTS:
        state, events, steps = random_game(players, "mixed", seed=players + 10)
        replay, _ = g.new_game(players, "mixed", players + 10)
        for seat, action in steps:
            assert replay.phase in ("supplies", "enter", "resolve")
            g.apply_action(replay, seat, action)
        assert g.encode(replay) == g.encode(state)
        ends = [i for i, e in enumerate(events) if e.type == "round_ended"]
        assert all(events[i + 1].type in ("round_started", "phase_changed") for i in ends)
