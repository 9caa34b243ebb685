"""End of the game (P59–P66): influence, hand majorities, Gold, VP tokens, plague, winner."""

from __future__ import annotations

from engine import game1347 as g
from engine.game1347 import scoring
from engine.game1347.cards import CLASSES
from engine.game1347.stock import move_influence
from tests.engine.game1347.helpers import enter, of_type, pop, scenario, types

ROW = ["farm-1", "palace-1"]
NUNS_9 = ["church-11", "church-03", "church-08", "church-10", "church-04"]  # 4+0+2+3+0 (E12)


def seats(result: dict, key: str) -> list:
    return [e[key] for e in result["seats"]]


def test_p59_influence_places_10_5_2_and_nothing_without_influence():
    state = scenario(4, ROW + ["monastery-1"], nun_row=NUNS_9)
    church = CLASSES.index("church")
    for seat, amount in ((0, 5), (1, 3), (2, 1)):
        move_influence(state, seat, church, amount, "cards", [])
    result = scoring.score(state)
    assert seats(result, "influence_vp") == [10, 5, 2, 0]
    move_influence(state, 3, church, 1, "cards", [])  # seat 3 joins seat 2 at 1, on top
    assert seats(scoring.score(state), "influence_vp") == [10, 5, 2, 0]


def test_p59_two_players_only_10_and_5():
    state = scenario(2, ROW, nun_row=NUNS_9)
    for c in range(6):
        move_influence(state, c % 2, c, 2, "cards", [])
        move_influence(state, 1 - c % 2, c, 1, "cards", [])
    assert seats(scoring.score(state), "influence_vp") == [45, 45]


def test_p60_hand_majorities():
    hands = {
        0: ["joker-01", *pop("church", 1, 2), "sword-01", "pass-01"],
        1: [*pop("church", 3, 4, 5), "sword-02", "flute-01"],
        2: ["pass-02", "gold-01"],
    }
    state = scenario(3, ROW, hands=hands)
    # population + jokers: 3, 3, 0 → 1 each; Swords 1, 1 → 1 each; Flute 2 to seat 1;
    # Passes 1, 0, 1 → 1 each.
    assert seats(scoring.score(state), "majority_vp") == [3, 4, 1]


def test_p60_nobody_scores_a_majority_of_nothing():
    state = scenario(2, ROW, hands={0: [], 1: []})
    assert seats(scoring.score(state), "majority_vp") == [0, 0]


def test_p61_gold_needs_the_treasury_and_two_players_have_no_second():
    golds = [f"gold-{i:02d}" for i in range(1, 6)]
    state = scenario(2, ["treasury-1", "farm-1"], hands={0: golds[:3], 1: golds[3:]})
    assert seats(scoring.score(state), "gold_vp") == [6, 0]
    state = scenario(2, ["treasury-1", "farm-1"], hands={0: golds[:2], 1: golds[2:4]})
    assert seats(scoring.score(state), "gold_vp") == [4, 4]  # 9 split, rounded down
    state = scenario(
        2, ["palace-2", "farm-1"], hands={0: golds[:3], 1: []}, building_deck=["farm-2"]
    )
    assert seats(scoring.score(state), "gold_vp") == [0, 0]  # no Treasury in the game
    state = scenario(3, ["treasury-1", "farm-1"], hands={0: golds[:3], 1: golds[3:4], 2: []})
    assert seats(scoring.score(state), "gold_vp") == [6, 3, 0]


def test_p62_p63_vp_tokens_and_the_total():
    state = scenario(2, ROW, hands={0: pop("church", 1), 1: []}, nun_row=NUNS_9)
    state.vp, state.vp_supply = [3, 1], 16
    move_influence(state, 1, 0, 1, "cards", [])
    result = scoring.score(state)
    assert seats(result, "token_vp") == [3, 1]
    assert seats(result, "vp") == [3 + 2, 1 + 10]


def test_p64_p65_the_plague_and_the_winner_ties_by_fewest_rats():
    state = scenario(3, ROW, hands={0: [], 1: [], 2: []}, nun_row=NUNS_9, rats=[9, 5, 5])
    state.vp, state.vp_supply = [4, 4, 4], 8
    result = scoring.score(state)
    assert result["nuns"] == 9 and result["survivors"] == [0, 1, 2]
    assert seats(result, "rank") == [3, 1, 1] and result["winners"] == [1, 2]  # shared
    assert seats(result, "won") == [False, True, True]
    state.rats = [10, 11, 9]
    result = scoring.score(state)
    assert seats(result, "killed") == [True, True, False]
    assert seats(result, "rank") == [2, 2, 1] and result["winners"] == [2]


def test_p65_nobody_survives_everyone_has_lost():
    state = scenario(3, ROW, hands={0: [], 1: [], 2: []}, nun_row=NUNS_9, rats=[10, 12, 10])
    result = scoring.score(state)
    assert result["survivors"] == [] and seats(result, "won") == [False] * 3
    # They all share the place after the (no) survivors, and none of them may win.
    assert seats(result, "rank") == [1, 1, 1]
    assert result["eligible"] == [] and result["winners"] == []


def test_p65_option_plague_spares_fewest_rats():
    options = {"plague_spares_fewest_rats": True}
    state = scenario(
        3, ROW, hands={0: [], 1: [], 2: []}, nun_row=NUNS_9, rats=[10, 12, 10], options=options
    )
    state.vp, state.vp_supply = [1, 9, 2], 8
    result = scoring.score(state)
    assert result["survivors"] == result["eligible"] == [0, 2] and result["winners"] == [2]
    assert seats(result, "rank") == [2, 3, 1] and seats(result, "won") == [False, False, True]


def test_p66_the_game_ends_with_the_plague_then_game_over_and_everything_revealed():
    state = scenario(
        2, ROW, hands={0: pop("peasantry", 1), 1: []}, final=True, nun_row=NUNS_9, rats=[9, 10]
    )
    enter(state, 1, pop("peasantry", 1))
    events = enter(state, 2)
    assert types(events)[-3:] == ["phase_changed", "plague", "game_over"]
    plague = of_type(events, "plague")[0].params
    assert plague == {"nun_row": NUNS_9, "nuns": 9, "rats": [9, 10], "killed": [1]}
    over = events[-1].params
    assert over["winners"] == [0] and over["survivors"] == [0] and len(over["vp"]) == 2
    view = g.view(state, 1)
    assert view["prompt"] == {"code": "game_over", "params": {"winners": [0]}}
    assert view["to_act"] == [] and view["legal_actions"] == []
    reveal = view["result"]["reveal"]
    assert reveal["nun_row"] == NUNS_9 and reveal["seed"] == str(state.seed)
    assert len(reveal["hands"]) == 2 and reveal["population_deck"]
    assert [s["hand"] is not None and s["rats"] is not None for s in view["seat_info"]] == [
        True,
        True,
    ]
    assert all(slot["card"] for slot in view["nun_row"])
    assert g.GAME.result(state)["seats"][0]["rank"] == 1


def test_p65_nobody_survives_game_over_names_no_winner():
    state = scenario(
        2, ROW, hands={0: pop("peasantry", 1), 1: []}, final=True, nun_row=NUNS_9, rats=[10, 12]
    )
    enter(state, 1, pop("peasantry", 1))
    events = enter(state, 2)
    over = events[-1].params
    assert over["winners"] == [] and over["survivors"] == []
    assert g.view(state, 0)["prompt"] == {"code": "game_over", "params": {"winners": []}}
    result = g.GAME.result(state)
    assert result["eligible"] == [] and [e["rank"] for e in result["seats"]] == [1, 1]
