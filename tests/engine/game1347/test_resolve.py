"""Phase D — resolve buildings (P34–P41): cards, Swords, Flutes, actions, 2 players, final."""

from __future__ import annotations

from engine import game1347 as g
from engine.game1347.cards import CLASSES
from engine.game1347.state import GIVE, LOSER, PERFORM
from tests.engine.game1347.helpers import (
    act,
    enter,
    hand,
    ints,
    of_type,
    pop,
    rejects,
    scenario,
    supply,
    types,
)

PEASANTRY, CHURCH, ROYALTY = (CLASSES.index(c) for c in ("peasantry", "church", "royalty"))


def decline_all(state) -> list:
    events = []
    while state.phase == "resolve" and state.decision[0] == PERFORM:
        events += act(state, {"type": "decline"})
    return events


def test_p34_buildings_resolve_in_row_order_and_empty_ones_are_skipped():
    hands = {0: pop("peasantry", 1), 1: pop("peasantry", 2), 2: pop("peasantry", 3)}
    state = scenario(3, ["farm-1", "monastery-1", "palace-1"], hands=hands)
    enter(state, 3, pop("peasantry", 1))
    events = enter(state, 1, pop("peasantry", 2))
    events += enter(state, 3, pop("peasantry", 3))
    events += decline_all(state)
    rows = [e.params["row"] for e in of_type(events, "cards_revealed")]
    assert rows == [1, 3, 3]
    assert [e.seat for e in of_type(events, "cards_revealed")][1:] == [0, 2]  # access order
    assert not any(e.params.get("row") == 2 for e in events if e.params)


def test_p35_influence_in_the_buildings_class_rats_for_other_classes():
    cards = ["joker-01", "sword-01", "flute-01", *pop("church", 1, 2), *pop("royalty", 1)]
    state = scenario(2, ["monastery-1", "palace-1"], hands={0: cards})
    enter(state, 1, cards)
    events = enter(state, 2)
    revealed = of_type(events, "cards_revealed")[0]
    assert revealed.params["cards"] == [
        "church-01",
        "church-02",
        "royalty-01",
        "joker-01",
        "sword-01",
        "flute-01",
    ]
    assert revealed.audience == () and revealed.private is None  # public from now (P35)
    gained = of_type(events, "influence_gained")[0]
    assert gained.params == {"class": "church", "amount": 4, "value": 4, "reason": "cards"}
    assert of_type(events, "rats_gained")[0].params == {"amount": 1}
    assert state.rats[0] == 11 and state.influence[CHURCH][0] == 4


def test_p35_markers_stack_on_top_and_only_move_forward():
    state = scenario(
        3, ["farm-1", "farm-4"], hands={0: pop("peasantry", 1), 1: pop("peasantry", 2)}
    )
    enter(state, 1, pop("peasantry", 1))
    enter(state, 2, pop("peasantry", 2))
    enter(state, 2)
    decline_all(state)  # the Farm's premium; then the second Farm is resolved
    assert state.stack[PEASANTRY] == [2, 0, 1]
    track = g.view(state, None)["influence"]["peasantry"]
    assert track == [{"space": 1, "stack": [0, 1]}, {"space": 0, "stack": [2]}]


def test_p36_no_contest_when_counts_are_equal_or_alone():
    state = scenario(3, ["farm-1", "farm-4"], hands={0: ["sword-01"], 1: ["sword-02"]})
    enter(state, 1, ["sword-01"])
    enter(state, 1, ["sword-02"])
    events = enter(state, 2)
    assert "contest_won" not in types(events)


def test_p36_the_loser_gives_half_its_hand_rounded_down_of_its_choice():
    hands = {0: ["sword-01"], 1: ["gold-01", *pop("church", 1, 2)]}
    state = scenario(2, ["farm-1", "farm-4"], hands=hands)
    enter(state, 1, ["sword-01"])
    enter(state, 1)
    assert state.decision == [GIVE, 1, 0, 1, 0]
    assert g.legal_actions(state, 1) == [
        {
            "type": "give",
            "to": 0,
            "cards": {"from": ["church-01", "church-02", "gold-01"], "min": 1, "max": 1},
        }
    ]
    for bad, code in (([], "wrong_card_count"), (["church-01", "church-02"], "wrong_card_count")):
        assert rejects(state, 1, {"type": "give", "cards": bad}).code == code
    assert rejects(state, 1, {"type": "give", "cards": ["church-03"]}).code == "card_not_in_hand"
    assert rejects(state, 0, {"type": "give", "cards": ["church-01"]}).code == "not_your_turn"
    events = act(state, {"type": "give", "cards": ["gold-01"]})  # Gold may be given (P36)
    given = of_type(events, "cards_given")[0]
    assert given.seat == 1 and given.params == {"to": 0, "count": 1, "reason": "sword"}
    assert given.private == {"cards": ["gold-01"]} and given.audience == (1, 0)
    assert hand(state, 0) == ["gold-01"]


def test_p36_a_loser_with_one_card_gives_nothing_and_is_not_asked():
    state = scenario(2, ["farm-1", "farm-4"], hands={0: ["sword-01"], 1: pop("church", 1)})
    enter(state, 1, ["sword-01"])
    events = enter(state, 1)
    given = of_type(events, "cards_given")[0]
    assert given.params["count"] == 0 and state.decision[0] == PERFORM


def test_p37_the_flute_winner_gives_a_rat_and_chooses_among_tied_losers():
    hands = {0: ["flute-01"], 1: pop("church", 1), 2: pop("church", 2)}
    state = scenario(3, ["farm-1", "farm-4"], hands=hands, rats=[3, 3, 3])
    enter(state, 1, ["flute-01"])
    enter(state, 1)
    events = enter(state, 1)
    assert of_type(events, "contest_won")[0].params == {
        "row": 1,
        "contest": "flute",
        "losers": [1, 2],
    }
    assert state.decision == [LOSER, 0, 1]
    assert g.view(state, 1)["resolving"] == {"row": 1, "step": "resolve_cards"}  # step (a)
    assert g.view(state, 0)["prompt"] == {
        "code": "choose_loser",
        "params": {"row": 1, "building": "farm-1", "contest": "flute", "candidates": [1, 2]},
    }
    events = act(state, {"type": "choose_loser", "seat": 2})
    assert of_type(events, "rat_given")[0].params == {"to": 2, "amount": 1}
    assert state.rats == [2, 3, 4]


def test_p37_a_flute_winner_without_rats_gives_none():
    state = scenario(2, ["farm-1", "farm-4"], hands={0: ["flute-01"]}, rats=[0, 5])
    enter(state, 1, ["flute-01"])
    events = enter(state, 1)
    assert of_type(events, "rat_given")[0].params == {"to": 1, "amount": 0}
    assert state.rats == [0, 5]


def test_p36_p37_swords_first_then_flutes():
    hands = {0: ["flute-01", *pop("church", 1, 2)], 1: ["sword-01"]}
    state = scenario(2, ["farm-1", "farm-4"], hands=hands)
    enter(state, 1, ["flute-01"])
    events = enter(state, 1, ["sword-01"])
    assert state.decision == [GIVE, 0, 1, 1, 0]
    events = act(state, {"type": "give", "cards": ["church-01"]})
    assert types(events)[:2] == ["cards_given", "contest_won"]
    assert of_type(events, "contest_won")[0].params["contest"] == "flute"


def test_p38_swords_and_flutes_do_not_count_for_the_premium():
    hands = {
        0: ["sword-01", "sword-02", "sword-03", *pop("church", 1)],
        1: ["joker-01", *pop("royalty", 1)],
        2: pop("church", 2, 3),
    }
    state = scenario(3, ["monastery-1", "farm-1"], hands=hands)
    enter(state, 1, ["sword-01", "sword-02", "sword-03", "church-01"])
    enter(state, 1, ["joker-01", "royalty-01"])
    enter(state, 1, pop("church", 2, 3))
    assert state.decision == [LOSER, 0, 0]  # Swords 3, 0, 0: seat 0 chooses
    act(state, {"type": "choose_loser", "seat": 1})  # seat 1 holds nothing: gives 0 cards
    # Population + jokers 1, 2, 2: seat 1 entered before seat 2.
    assert state.decision == [PERFORM, 1, 0]


def test_p38_order_and_optional_actions():
    hands = {0: pop("church", 1), 1: pop("church", 2, 3), 2: pop("church", 4, 5)}
    state = scenario(3, ["monastery-1", "farm-1"], hands=hands, rats=[5, 5, 5])
    enter(state, 1, pop("church", 1))
    enter(state, 1, pop("church", 2, 3))
    enter(state, 1, pop("church", 4, 5))
    assert state.decision == [PERFORM, 1, 0]  # 2 beats 1; seat 1 before seat 2 on 2 each
    events = act(state, {"type": "decline"})
    assert of_type(events, "action_declined")[0].params == {
        "row": 1,
        "building": "monastery-1",
        "level": "premium",
    }
    assert state.decision == [PERFORM, 0, 1]  # then the others in access order
    act(state, {"type": "perform"})
    assert state.decision == [PERFORM, 2, 1]
    events = act(state, {"type": "perform"})
    assert state.rats == [4, 5, 4]
    assert of_type(events, "action_performed")[0].params["level"] == "standard"


def test_p38_nobody_committed_population_the_first_gets_the_premium():
    state = scenario(3, ["monastery-1", "farm-1"])
    enter(state, 2)
    enter(state, 1)
    enter(state, 1)
    assert state.decision == [PERFORM, 1, 0]  # first in access order at the Monastery
    act(state, {"type": "decline"})
    assert state.decision == [PERFORM, 2, 1]
    act(state, {"type": "decline"})
    assert state.decision == [PERFORM, 0, 0]  # alone at the Farm


def test_p39_committed_cards_are_discarded_cards_gained_stay():
    cards = ["joker-01", "sword-01", *pop("church", 1)]
    state = scenario(2, ["monastery-1", "farm-1"], hands={0: cards, 1: pop("royalty", 1, 2)})
    enter(state, 1, cards)
    enter(state, 1)
    act(state, {"type": "give", "cards": ["royalty-01"]})
    events = decline_all(state)
    discarded = of_type(events, "committed_discarded")[0]
    assert discarded.params == {"row": 1, "cards": ["church-01", "joker-01", "sword-01"]}
    assert state.discard[-1] == ints(["church-01"])[0]
    assert "joker-01" in supply(state, "joker") and "sword-01" in supply(state, "sword")
    assert hand(state, 0) == ["royalty-01"]


def test_p40_two_players_ties_go_to_the_first_to_enter_a_pass_can_lose_it():
    hands = {0: ["pass-01", *pop("peasantry", 1)], 1: pop("royalty", 1)}
    state = scenario(2, ["farm-1", "palace-1"], hands=hands)
    act(state, {"type": "play_pass"})
    enter(state, 2, pop("royalty", 1))
    enter(state, 1, pop("peasantry", 1))
    assert state.decision == [PERFORM, 0, 1]  # the Farm resolves first: standard
    act(state, {"type": "perform"})
    assert state.decision == [PERFORM, 1, 0]  # seat 1 entered first: premium


def test_p40_two_players_at_one_building_premium_then_standard():
    state = scenario(
        2, ["farm-1", "palace-1"], hands={0: pop("royalty", 1), 1: pop("royalty", 2, 3)}
    )
    enter(state, 2, pop("royalty", 1))
    enter(state, 2, pop("royalty", 2, 3))
    assert state.decision == [PERFORM, 1, 0]
    act(state, {"type": "perform"})
    assert state.decision == [PERFORM, 0, 1]


def test_p41_final_round_no_actions_plus_one_influence_for_the_premium_player():
    hands = {0: pop("church", 1, 2), 1: pop("church", 3), 2: pop("peasantry", 1)}
    state = scenario(3, ["monastery-1", "farm-1"], hands=hands, final=True)
    enter(state, 1, pop("church", 1, 2))
    enter(state, 1, pop("church", 3))
    events = enter(state, 2, pop("peasantry", 1))
    assert "action_performed" not in types(events) and state.phase == "over"
    bonus = [e for e in of_type(events, "influence_gained") if e.params["reason"] == "final_round"]
    assert [(e.seat, e.params["class"], e.params["amount"]) for e in bonus] == [
        (0, "church", 1),
        (2, "peasantry", 1),
    ]
    assert state.influence[CHURCH] == [3, 1, 0]
    assert types(events)[-3:] == ["phase_changed", "plague", "game_over"]


def test_p41_two_players_final_round_only_the_round_premium_gains():
    state = scenario(
        2,
        ["farm-1", "palace-1"],
        hands={0: pop("peasantry", 1), 1: pop("royalty", 1, 2)},
        final=True,
    )
    enter(state, 1, pop("peasantry", 1))
    events = enter(state, 2, pop("royalty", 1, 2))
    bonus = [e for e in of_type(events, "influence_gained") if e.params["reason"] == "final_round"]
    assert [(e.seat, e.params["class"]) for e in bonus] == [(1, "royalty")]
    assert state.influence[ROYALTY][1] == 3 and state.influence[PEASANTRY][0] == 1


def test_p54_to_p57_what_each_special_card_does():
    """P54/P55: Swords and Flutes are committed like population cards (no influence, no rat,
    P35); P56: a Pass is played, never committed; P57: Gold is never played or committed, but
    can be discarded at the Hospital (P47) or given (P36, tested above)."""
    hands = {0: ["sword-01", "flute-01", "pass-01", "gold-01", *pop("church", 1)], 1: ["sword-02"]}
    state = scenario(2, ["hospital-1", "farm-1"], hands=hands, rats=[4, 4])
    (template, _, play_pass) = g.legal_actions(state, 0)
    assert template["cards"]["from"] == ["church-01", "sword-01", "flute-01"]
    assert play_pass == {"type": "play_pass"}
    for card in ("gold-01", "pass-01"):
        exc = rejects(state, 0, {"type": "enter", "row": 1, "cards": [card]})
        assert (exc.code, exc.params) == ("card_not_committable", {"card": card})
    events = enter(state, 1, ["sword-01", "flute-01"])
    events += enter(state, 1, ["sword-02"])
    assert "influence_gained" not in types(events) and "rats_gained" not in types(events)
    # Swords 1 and 1: no contest; Flutes 1 and 0: seat 0 gives seat 1 a rat.
    assert [e.params["contest"] for e in of_type(events, "contest_won")] == ["flute"]
    assert state.rats == [3, 5]
    events = act(state, {"type": "perform", "cards": ["gold-01"]})  # Hospital premium
    assert of_type(events, "cards_discarded")[0].params["cards"] == ["gold-01"]
    assert "gold-01" in supply(state, "gold") and state.rats[0] == 1
