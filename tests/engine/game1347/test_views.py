"""What each seat may see (P66–P70), prompts, and the privacy of events.

Two independent checks at every step of random games, for every seat and a spectator: no id of
``audit.secrets`` appears in the view (the oracle the engine's contract test uses), and every
card or building id in the view is one the seat may know by this file's own reckoning (its hand
and committed cards, revealed cards, the discard pile, the nun cards it looked at, the row and
the cards sent to the reserve).
"""

from __future__ import annotations

import json
import random
import re

import pytest

from engine import game1347 as g
from engine.game1347 import audit
from engine.game1347.buildings import BUILDING_IDS
from engine.game1347.cards import CARD_IDS
from engine.game1347.state import OVER, RESOLVE, REVEAL
from tests.depth import examples
from tests.engine.game1347.helpers import (
    PLAYER_COUNTS,
    VARIANTS,
    act,
    actor,
    enter,
    fill,
    ids,
    options_for,
    pop,
    scenario,
)

ID_RE = re.compile('"(' + "|".join(re.escape(i) for i in (*CARD_IDS, *BUILDING_IDS)) + ')"')
CARD_RE = re.compile('"(' + "|".join(re.escape(i) for i in CARD_IDS) + ')"')
PRIVATE_EVENTS = {"cards_dealt", "cards_drawn", "building_entered", "cards_given", "nun_looked"}


def view_ids(view: dict) -> set[str]:
    return set(ID_RE.findall(json.dumps(view)))


def allowed(state, seat: int | None) -> set[str]:
    """The ids ``seat`` may know now, reckoned from the rules (P67, P68)."""
    cards = list(state.discard)
    for s in range(state.players):
        r = state.at[s]
        shown = state.phase == RESOLVE and (
            r < state.cursor or (r == state.cursor and state.step != REVEAL)
        )
        if s == seat or shown:
            cards += state.committed[s]
    if seat is not None:
        cards += state.hands[seat]
        cards += [c for p, c in enumerate(state.nun_row) if state.looked[seat] >> p & 1]
    return set(ids(cards)) | {BUILDING_IDS[b] for b in (*state.row, *state.sent)}


def check_views(state) -> None:
    for seat in [None, *range(state.players)]:
        view = g.view(state, seat)
        seen = view_ids(view)
        assert not seen & audit.secrets(state, seat), (seat, seen & audit.secrets(state, seat))
        if state.phase != OVER:
            assert seen <= allowed(state, seat), (seat, seen - allowed(state, seat))
        for other, info in enumerate(view["seat_info"]):
            mine = other == seat or state.phase == OVER
            assert (info["hand"] is not None) == mine and (info["rats"] is not None) == mine
        assert "seed" not in json.dumps(view) or state.phase == OVER


@pytest.mark.parametrize("players", PLAYER_COUNTS)
@pytest.mark.parametrize("variant", VARIANTS)
def test_p67_p70_no_view_ever_shows_what_its_seat_may_not_see(players, variant):
    for seed in range(examples(3, least=1)):
        rnd = random.Random(seed)
        state, _ = g.new_game(players, variant, seed, None, options_for(variant))
        while (seat := actor(state)) is not None:
            check_views(state)
            g.apply_action(state, seat, fill(rnd.choice(g.legal_actions(state, seat)), rnd))
        check_views(state)
        assert audit.secrets(state, 0) == set()


def test_p67_the_public_view():
    hands = {0: ["pass-01", *pop("church", 1, 2)], 1: pop("royalty", 1)}
    state = scenario(3, ["monastery-1", "palace-1"], hands=hands)
    act(state, {"type": "play_pass"})
    enter(state, 2, pop("royalty", 1))
    view = g.view(state, None)
    assert view["to_act"] == [2] and view["phase"] == "enter" and view["round"] == 1
    assert view["passes_played"] == [0] and view["entry_order"] == [1]
    assert view["row"][1] == {
        "row": 2,
        "building": "palace-1",
        "type": "palace",
        "class": "royalty",
        "supply": {"draw": 4, "rats": 0, "look": 0},
        "discs": [1],
    }
    assert view["seat_info"][1]["entered"] == {"row": 2, "space": 1, "count": 1, "cards": None}
    assert view["seat_info"][0]["hand_count"] == 2 and view["seat_info"][0]["hand"] is None
    assert g.view(state, 1)["seat_info"][1]["entered"]["cards"] == ["royalty-01"]  # P68
    assert view["supply"]["joker"] == 15 and view["vp_supply"] == 20
    assert view["prompt"] == {"code": "wait_enter_building", "params": {"seat": 2}}
    assert g.view(state, 2)["prompt"] == {"code": "enter_building", "params": {}}
    assert view["legal_actions"] == [] and view["result"] is None and view["seat"] is None


def test_p68_nun_cards_a_seat_looked_at_stay_visible_to_it_only():
    nuns = pop("magic", 11, 1, 5, 7, 9)
    state = scenario(2, ["farm-3", "farm-5"], phase="supplies", nun_row=nuns)
    act(state, {"type": "supply", "row": 1, "look": [1]})
    act(state, {"type": "supply", "row": 2, "look": [4]})
    for _ in range(2):
        enter(state, 1)
    while state.decision and state.decision[0] == 4:
        act(state, {"type": "decline"})
    assert state.round == 2
    mine = g.view(state, 0)["nun_row"]
    assert [slot["card"] for slot in mine] == ["magic-11", None, None, None, None]
    assert [slot["looked_by"] for slot in mine] == [[0], [], [], [1], []]
    assert [slot["card"] for slot in g.view(state, None)["nun_row"]] == [None] * 5
    assert g.view(state, 1)["seat_info"][0]["looked"] == [1]  # where: public (P67)


def test_p35_p67_committed_cards_are_shown_from_step_a_of_their_building():
    hands = {0: pop("church", 1, 2), 1: pop("royalty", 1), 2: pop("royalty", 2)}
    state = scenario(3, ["monastery-1", "palace-1"], hands=hands)
    enter(state, 1, pop("church", 1, 2))
    enter(state, 2, pop("royalty", 1))
    enter(state, 2, pop("royalty", 2))
    # Resolving the Monastery (its premium action pending): its cards are public, the
    # Palace's are not yet.
    spectator = g.view(state, None)
    assert spectator["resolving"] == {"row": 1, "step": "perform_actions"}
    entered = [info["entered"] for info in spectator["seat_info"]]
    assert entered[0]["cards"] == ["church-01", "church-02"]
    assert entered[1]["cards"] is None and entered[2]["cards"] is None
    act(state, {"type": "decline"})
    entered = [info["entered"] for info in g.view(state, None)["seat_info"]]
    assert entered[0] == {"row": 1, "space": 1, "count": 2, "cards": []}  # discarded (P39)
    assert entered[1]["cards"] == ["royalty-01"]


def test_p69_rats_are_face_down_but_every_rat_movement_is_public():
    state = scenario(2, ["farm-4", "farm-1"], phase="supplies")
    events = act(state, {"type": "supply", "row": 1})
    assert [s["rats"] for s in g.view(state, 1)["seat_info"]] == [None, 10]
    discarded = [e for e in events if e.type == "rats_discarded"][0]
    assert discarded.visible_to(1) == {
        "seq": discarded.seq,
        "type": "rats_discarded",
        "seat": 0,
        "params": {"amount": 2},
    }


def test_p70_private_event_parameters_reach_only_their_audience():
    for seed in range(8):
        rnd = random.Random(seed)
        players = 2 + seed % 4
        state, events = g.new_game(players, "custom", seed, None, options_for("custom"))
        while (seat := actor(state)) is not None:
            events += g.apply_action(
                state, seat, fill(rnd.choice(g.legal_actions(state, seat)), rnd)
            )
        for event in events:
            if event.type in PRIVATE_EVENTS:
                assert event.private and event.audience
                assert not CARD_RE.search(json.dumps(event.params))
                outsider = next((s for s in range(players) if s not in event.audience), None)
                if outsider is not None:
                    assert event.visible_to(outsider)["params"] == event.params
                assert event.visible_to(None, reveal_all=True)["params"] == {
                    **event.params,
                    **event.private,
                }
            else:
                assert event.private is None


def test_prompts_for_every_decision():
    hands = {0: ["sword-01", *pop("chivalry", 14)], 1: pop("church", 1, 2), 2: pop("church", 3, 4)}
    state = scenario(3, ["guard_tower-1", "farm-1"], hands=hands)
    enter(state, 1, ["sword-01", "chivalry-14"])
    enter(state, 1)
    enter(state, 1)
    assert g.prompt(state, 0) == {
        "code": "choose_loser",
        "params": {"row": 1, "building": "guard_tower-1", "contest": "sword", "candidates": [1, 2]},
    }
    act(state, {"type": "choose_loser", "seat": 2})
    assert g.prompt(state, 2) == {
        "code": "give_cards",
        "params": {"row": 1, "building": "guard_tower-1", "to": 0, "count": 1, "reason": "sword"},
    }
    assert (
        g.prompt(state, 1)["code"] == "wait_give_cards"
        and g.prompt(state, 1)["params"]["seat"] == 2
    )
    act(state, {"type": "give", "cards": ["church-03"]})
    assert g.prompt(state, 0) == {
        "code": "perform_action",
        "params": {"row": 1, "building": "guard_tower-1", "level": "premium"},
    }
    assert g.prompt(state, None)["code"] == "wait_perform_action"
    state = scenario(2, ["farm-1", "farm-4"], phase="supplies", start=1)
    assert g.prompt(state, 1) == {"code": "choose_supply", "params": {}}
    assert g.prompt(state, 0) == {"code": "wait_choose_supply", "params": {"seat": 1}}
