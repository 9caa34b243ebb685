"""The spec's worked examples E1–E13 (1347-rules.md), played through the rules."""

from __future__ import annotations

from engine import game1347 as g
from engine.game1347 import scoring
from engine.game1347.cards import CLASSES
from engine.game1347.state import GIVE, LOSER, PERFORM, TURN
from engine.game1347.stock import move_influence
from tests.engine.game1347.helpers import (
    act,
    actor,
    enter,
    hand,
    of_type,
    pop,
    rejects,
    scenario,
    supply,
    types,
)

TENT, MONASTERY_DRAW, MONASTERY_RATS = "fortune_teller-3", "monastery-1", "monastery-4"
E1_ROW = [TENT, MONASTERY_DRAW, MONASTERY_RATS]
RED, YELLOW, GREEN, BLUE = range(4)
CHURCH = CLASSES.index("church")
MAGIC = CLASSES.index("magic")


def test_e1_supplies_each_player_picks_a_row_card_several_may_pick_the_same():
    """E1 (P25–P28): draw 2 + look 1, draw 4, or discard 2 rats; the same card twice."""
    state = scenario(4, E1_ROW, phase="supplies")
    legal = g.legal_actions(state, RED)
    assert [(t["building"], t["look"]["max"]) for t in legal] == [
        (TENT, 1),
        (MONASTERY_DRAW, 0),
        (MONASTERY_RATS, 0),
    ]
    events = act(state, {"type": "supply", "row": 1, "look": [2]})
    assert types(events) == ["supply_chosen", "cards_drawn", "nun_looked"]
    assert len(state.hands[RED]) == 7 and state.looked[RED] == 0b10
    act(state, {"type": "supply", "row": 2})
    assert len(state.hands[YELLOW]) == 9
    events = act(state, {"type": "supply", "row": 3})
    assert state.rats[GREEN] == 8 and of_type(events, "rats_discarded")[0].params == {"amount": 2}
    events = act(state, {"type": "supply", "row": 2})  # blue picks the same card as yellow
    assert len(state.hands[BLUE]) == 9
    assert state.phase == "enter" and actor(state) == RED


def e2_state():
    hands = {
        RED: pop("church", 1) + pop("royalty", 1) + pop("magic", 1, 2) + pop("peasantry", 1),
        YELLOW: pop("magic", 3, 4) + pop("church", 2) + pop("peasantry", 2),
        GREEN: pop("peasantry", 3, 4, 5, 6, 7),
        BLUE: ["sword-01", *pop("peasantry", 8, 9)],
    }
    return scenario(4, E1_ROW, hands=hands)


def test_e2_entering_buildings_spaces_and_counts():
    """E2 (P30, P31): spaces 1, 1, 1, 2; the counts are public, the cards hidden."""
    state = e2_state()
    events = enter(state, 2, pop("church", 1) + pop("royalty", 1) + pop("magic", 1, 2))
    assert events[0].params == {"row": 2, "building": MONASTERY_DRAW, "space": 1, "count": 4}
    assert events[0].private == {"cards": ["church-01", "magic-01", "magic-02", "royalty-01"]}
    assert events[0].audience == (RED,)
    enter(state, 1, pop("magic", 3, 4) + pop("church", 2))
    events = enter(state, 3)
    assert events[0].params["space"] == 1 and events[0].params["count"] == 0
    events = enter(state, 3, ["sword-01"])
    assert events[0].params["space"] == 2 and events[0].params["count"] == 1
    assert state.entries == [RED, YELLOW, GREEN, BLUE]


def test_e3_e4_e5_resolving_the_row():
    """E3 (P35, P38, P50), E4 (P35, P46), E5 (P36, P38): the row resolved in order."""
    state = e2_state()
    enter(state, 2, pop("church", 1) + pop("royalty", 1) + pop("magic", 1, 2))
    enter(state, 1, pop("magic", 3, 4) + pop("church", 2))
    enter(state, 3)
    events = enter(state, 3, ["sword-01"])
    # E3: the Tent first: +3 magic, +1 rat (the Monk); yellow alone → premium: look at two.
    assert state.phase == "resolve"
    assert state.influence[MAGIC][YELLOW] == 3 and state.rats[YELLOW] == 11
    assert state.decision == [PERFORM, YELLOW, 0]
    (template, decline) = g.legal_actions(state, YELLOW)
    assert template["level"] == "premium" and template["look"]["min"] == 2
    assert decline == {"type": "decline"}
    events = act(state, {"type": "perform", "look": [1, 4]})
    assert [e.params["position"] for e in of_type(events, "nun_looked")] == [1, 4]
    # E4: red's Monk, King, Witch, Witch: +4 church, +3 rats; premium: discard 2 (net +1).
    assert state.influence[CHURCH][RED] == 4
    assert state.decision == [PERFORM, RED, 0]
    events = act(state, {"type": "perform"})
    assert state.rats[RED] == 11
    assert of_type(events, "rats_discarded")[0].params == {"amount": 2}
    # E5: green nothing, blue a Sword: no influence, no rat; Swords 1 vs 0 → green gives blue
    # half his hand (2 of 5), his choice.
    assert state.rats[GREEN] == 10 and state.rats[BLUE] == 10
    assert sum(state.influence[CHURCH]) == 4
    contest = of_type(events, "contest_won")[0]
    assert contest.seat == BLUE and contest.params["losers"] == [GREEN]
    assert state.decision == [GIVE, GREEN, BLUE, 2, 0]
    events = act(state, {"type": "give", "cards": pop("peasantry", 3, 4)})
    assert of_type(events, "cards_given")[0].private == {"cards": pop("peasantry", 3, 4)}
    assert set(pop("peasantry", 3, 4)) <= set(hand(state, BLUE))
    # Both 0 population + jokers: green entered first → premium (2 rats), then blue (1 rat).
    assert state.decision == [PERFORM, GREEN, 0]
    act(state, {"type": "perform"})
    assert state.decision == [PERFORM, BLUE, 1]
    act(state, {"type": "perform"})
    assert (state.rats[GREEN], state.rats[BLUE]) == (8, 9)
    assert state.round == 2 and state.phase == "supplies"


def test_e6_a_class_with_one_player_gives_10_and_nobody_the_5_and_2():
    """E6 (P59)."""
    state = scenario(3, E1_ROW)
    move_influence(state, 1, CHURCH, 2, "cards", [])
    result = scoring.score(state)
    assert result["classes"]["church"] == [{"seat": 1, "influence": 2, "vp": 10}]
    assert [s["influence_vp"] for s in result["seats"]] == [0, 10, 0]


def test_e7_equal_influence_the_marker_lower_in_the_stack_ranks_higher():
    """E7 (P35 stacking, P59): seat 2 reached 3 first, seat 0 landed on top of it."""
    state = scenario(3, E1_ROW)
    move_influence(state, 2, CHURCH, 3, "cards", [])
    move_influence(state, 0, CHURCH, 1, "cards", [])
    move_influence(state, 0, CHURCH, 2, "cards", [])
    assert scoring.standings(state, CHURCH) == [2, 0]
    view = g.view(state, None)
    assert view["influence"]["church"][0] == {"space": 3, "stack": [2, 0]}
    result = scoring.score(state)
    assert [e["vp"] for e in result["classes"]["church"]] == [10, 5]


def test_e8_passes_access_order():
    """E8 (P30): A passes, B enters, C passes, D enters, A enters, C enters: B, D, A, C."""
    a, b, c, d = range(4)
    hands = {a: ["pass-01", *pop("church", 1)], c: ["pass-02", *pop("church", 2)]}
    state = scenario(4, E1_ROW, hands=hands)
    events = act(state, {"type": "play_pass"})
    assert types(events) == ["pass_played"] and events[0].params == {"card": "pass-01"}
    assert "pass-01" in supply(state, "pass")  # back to its supply (P30, P39)
    assert actor(state) == b
    enter(state, 1)
    assert actor(state) == c
    act(state, {"type": "play_pass"})
    assert actor(state) == d
    enter(state, 2)
    assert actor(state) == a
    assert {"type": "play_pass"} not in g.legal_actions(state, a)  # no Pass left
    enter(state, 3)
    assert actor(state) == c
    enter(state, 3)
    assert state.entries == [b, d, a, c] and state.passes == [a, c]


def test_e9_two_players_one_premium_for_the_round():
    """E9 (P40): A at the Farm with 2, B at the Palace with 3 → B's premium (2 VP), A's
    standard (draw 2); with 2 and 2, A (first to place) the Farm premium, B the Palace's
    standard."""
    for b_cards, expected in ((3, "b"), (2, "a")):
        hands = {0: pop("peasantry", 1, 2), 1: pop("royalty", 1, 2, 3)[:b_cards]}
        state = scenario(2, ["farm-1", "palace-1"], hands=hands)
        enter(state, 1, pop("peasantry", 1, 2))
        enter(state, 2, pop("royalty", 1, 2, 3)[:b_cards])
        assert state.decision == [PERFORM, 0, 0 if expected == "a" else 1]
        events = act(state, {"type": "perform"})
        drawn = of_type(events, "cards_drawn")[0].params["count"]
        assert drawn == (4 if expected == "a" else 2)
        assert state.decision == [PERFORM, 1, 1 if expected == "a" else 0]
        act(state, {"type": "perform"})
        assert state.vp[1] == (1 if expected == "a" else 2)


def test_e10_sword_winner_chooses_among_tied_losers_and_earliest_of_tied_winners():
    """E10 (P36): Swords A 1, B 0, C 0 → A chooses B or C, who gives ⌊h/2⌋; Swords A 2, B 2,
    C 0 → A (earlier) receives from C."""
    a, b, c = range(3)
    hands = {a: ["sword-01"], b: pop("church", 1, 2, 3, 4, 5), c: pop("church", 6, 7, 8)}
    state = scenario(3, ["monastery-1", "farm-1"], hands=hands)
    enter(state, 1, ["sword-01"])
    enter(state, 1)
    enter(state, 1)
    assert state.decision == [LOSER, a, 0]
    assert g.legal_actions(state, a) == [
        {"type": "choose_loser", "seat": b},
        {"type": "choose_loser", "seat": c},
    ]
    assert rejects(state, a, {"type": "choose_loser", "seat": a}).code == "invalid_loser"
    events = act(state, {"type": "choose_loser", "seat": b})
    assert of_type(events, "loser_chosen")[0].params["loser"] == b
    assert state.decision == [GIVE, b, a, 2, 0]  # ⌊5/2⌋

    hands = {a: ["sword-01", "sword-02"], b: ["sword-03", "sword-04"], c: pop("church", 1, 2)}
    state = scenario(3, ["monastery-1", "farm-1"], hands=hands)
    enter(state, 1, ["sword-01", "sword-02"])
    enter(state, 1, ["sword-03", "sword-04"])
    events = enter(state, 1)
    contest = of_type(events, "contest_won")[0]
    assert contest.seat == a and contest.params["losers"] == [c]
    assert state.decision == [GIVE, c, a, 1, 0]


def test_e11_gold_ties():
    """E11 (P61): Gold 4, 4, 2 → 4, 4, 0; Gold 5, 2, 2 → 6, 1, 1."""
    golds = [f"gold-{i:02d}" for i in range(1, 16)]
    for counts, expected in (((4, 4, 2), [4, 4, 0]), ((5, 2, 2), [6, 1, 1])):
        hands, k = {}, 0
        for seat, count in enumerate(counts):
            hands[seat] = golds[k : k + count]
            k += count
        state = scenario(3, ["treasury-1", "farm-1"], hands=hands)
        assert [e["gold_vp"] for e in scoring.score(state)["seats"]] == expected


def test_e12_the_plague_kills_above_the_nuns_whatever_the_vp():
    """E12 (P64, P65): nuns 4, 0, 2, 3, 0 = 9: 9 rats survive, 10 die even with the most VP."""
    nuns = ["church-12", "church-01", "church-07", "church-09", "church-02"]
    state = scenario(2, ["farm-1", "palace-1"], nun_row=nuns, rats=[9, 10])
    state.vp = [0, 15]
    state.vp_supply = 5
    result = scoring.score(state)
    assert result["nuns"] == 9 and result["winners"] == [0] and result["survivors"] == [0]
    assert [(e["killed"], e["won"], e["rank"]) for e in result["seats"]] == [
        (False, True, 1),
        (True, False, 2),
    ]


def test_e13_guard_tower_givers_are_fixed_before_any_card_moves():
    """E13 (P49): T 4 cards, B 5, C 9 (at another Guard Tower), D 6, E 3: B then D give 3."""
    t, b, c, d, e = range(5)
    hands = {t: pop("chivalry", 1, 2, 3, 4, 5, 6), b: 5, c: 9, d: 6, e: 3}
    state = scenario(5, ["guard_tower-1", "guard_tower-2", "farm-1"], hands=hands)
    enter(state, 1, pop("chivalry", 1, 2))  # T keeps 4
    enter(state, 3)
    enter(state, 2)
    enter(state, 3)
    enter(state, 3)
    assert state.decision == [PERFORM, t, 0]
    events = act(state, {"type": "perform"})
    assert of_type(events, "givers_fixed")[0].params == {"row": 1, "givers": [b, d]}
    assert state.decision == [GIVE, b, t, 3, 1]
    act(state, {"type": "give", "cards": hand(state, b)[:3]})
    assert len(state.hands[t]) == 7
    assert state.decision == [GIVE, d, t, 3, 1]  # although T now holds 7 > 6
    act(state, {"type": "give", "cards": hand(state, d)[:3]})
    assert [len(h) for h in state.hands] == [10, 2, 9, 3, 3]
    assert state.decision is not None and state.decision[0] != TURN
