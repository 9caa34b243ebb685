"""Components (P1–P13) and setup (P14–P20): counts, ids, options, selection, decks, deal."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from engine import RuleViolation, Setup, rng
from engine import game1347 as g
from engine.game1347 import audit, buildings
from engine.game1347.buildings import (
    BUILDING_IDS,
    BUILDING_INDEX,
    BUILDING_TYPES,
    EFFECTS,
    SUPPLY_ACTIONS,
    TYPE_CLASS,
    TYPE_OF,
    building_info,
    parse_supply_actions,
)
from engine.game1347.cards import CARD_IDS, CLASSES, KIND_OF, KINDS, NUNS
from engine.game1347.setup import chosen_types, placed_supplies
from tests.engine.game1347.helpers import CUSTOM, VARIANTS, options_for

TYPE = {name: t for t, name in enumerate(BUILDING_TYPES)}


def types_of(state) -> Counter:
    return Counter(
        BUILDING_TYPES[TYPE_OF[b]] for b in (*state.building_deck, *state.reserve, *state.row)
    )


# --- Components ------------------------------------------------------------------------------


def test_p1_two_to_five_players():
    for n in range(2, 6):
        state, _ = g.new_game(n, seed=n)
        assert state.players == n and len(state.hands) == n
    for bad in (1, 6, "3", 3.0, True):
        with pytest.raises(RuleViolation) as exc:
            g.new_game(bad)
        assert exc.value.code == "invalid_players" and exc.value.params == {"min": 2, "max": 5}


def test_p2_p3_population_cards_14_per_class_with_the_decided_nun_split():
    population = [c for c in range(len(CARD_IDS)) if KIND_OF[c] == 0]
    assert len(population) == 84
    for cls in CLASSES:
        nuns = [NUNS[CARD_IDS.index(f"{cls}-{nn:02d}")] for nn in range(1, 15)]
        assert nuns == [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 4, 4]
    counts = Counter(NUNS[c] for c in population)
    assert counts == {4: 24, 3: 12, 2: 12, 1: 12, 0: 24} and sum(NUNS) == 168
    assert NUNS[CARD_IDS.index("church-12")] == 4


def test_p4_p5_jokers_and_special_cards():
    counts = Counter(KINDS[k] for k in KIND_OF)
    assert counts == {
        "population": 84,
        "joker": 15,
        "sword": 12,
        "flute": 12,
        "pass": 12,
        "gold": 15,
    }
    assert {"joker-01", "joker-15", "sword-12", "flute-01", "pass-12", "gold-15"} <= set(CARD_IDS)
    assert len(set(CARD_IDS)) == 150


def test_p6_sixty_building_cards_twelve_types_two_per_class():
    assert len(BUILDING_IDS) == 60 and len(set(BUILDING_IDS)) == 60
    assert BUILDING_IDS[:6] == ("farm-1", "farm-2", "farm-3", "farm-4", "farm-5", "brewery-1")
    assert Counter(TYPE_CLASS) == {c: 2 for c in range(6)}
    assert [CLASSES[TYPE_CLASS[TYPE[t]]] for t in ("farm", "office", "hospital")] == [
        "peasantry",
        "bourgeoisie",
        "church",
    ]
    assert [CLASSES[TYPE_CLASS[TYPE[t]]] for t in ("guard_tower", "pipers_hut", "treasury")] == [
        "chivalry",
        "magic",
        "royalty",
    ]


def test_p9_the_reconstructed_building_summary():
    premium = {BUILDING_TYPES[t]: EFFECTS[t][0].to_json() for t in range(12)}
    standard = {BUILDING_TYPES[t]: EFFECTS[t][1].to_json() for t in range(12)}
    assert premium["monastery"] == {"code": "discard_rats", "count": 2}
    assert premium["hospital"] == {"code": "hospital", "count": 3, "rats": 1}
    assert standard["hospital"] == {"code": "hospital", "count": 2, "rats": 0}
    assert premium["marketplace"] == {"code": "take", "count": 2, "kind": "joker"}
    assert premium["office"] == {"code": "take", "count": 2, "kind": "pass"}
    assert premium["castle"] == {"code": "take", "count": 2, "kind": "sword"}
    assert premium["pipers_hut"] == {"code": "take", "count": 2, "kind": "flute"}
    assert premium["treasury"] == {"code": "take", "count": 2, "kind": "gold"}
    assert premium["brewery"] == {"code": "draw_per_influence", "per": 1}
    assert standard["brewery"] == {"code": "draw_per_influence", "per": 2}
    assert premium["fortune_teller"] == {"code": "look", "count": 2}
    assert (premium["guard_tower"], standard["guard_tower"]) == (
        {"code": "demand_cards", "count": 3},
        {"code": "none"},
    )
    assert premium["palace"] == {"code": "take_vp", "count": 2}
    assert premium["farm"] == {"code": "draw", "count": 4}


def test_p10_supply_actions_are_data_that_a_real_card_list_can_replace():
    text = (
        buildings.resources.files("engine.game1347")
        .joinpath("data")
        .joinpath("supply_actions.json")
        .read_text()
    )
    data = json.loads(text)
    assert parse_supply_actions(data) == SUPPLY_ACTIONS
    pattern = [(4, 0, 0), (2, 1, 0), (2, 0, 1), (0, 2, 0), (0, 1, 1)]  # the placeholder table
    for b, symbols in enumerate(SUPPLY_ACTIONS):
        assert (symbols.draw, symbols.rats, symbols.look) == pattern[b % 5]
    # The rulebook's three printed cards are in the table (P10).
    assert SUPPLY_ACTIONS[BUILDING_IDS.index("fortune_teller-3")].to_json() == {
        "draw": 2,
        "rats": 0,
        "look": 1,
    }
    assert SUPPLY_ACTIONS[BUILDING_IDS.index("monastery-1")].to_json() == {
        "draw": 4,
        "rats": 0,
        "look": 0,
    }
    assert SUPPLY_ACTIONS[BUILDING_IDS.index("monastery-4")].to_json() == {
        "draw": 0,
        "rats": 2,
        "look": 0,
    }
    # Another card list is read the same way, without code changes ...
    data["cards"]["farm-1"] = {"draw": 1, "rats": 1, "look": 2}
    assert parse_supply_actions(data)[0].to_json() == {"draw": 1, "rats": 1, "look": 2}
    # ... and a broken one is refused.
    for broken in (
        {**data, "format": "other"},
        {**data, "cards": {k: v for k, v in data["cards"].items() if k != "farm-1"}},
        {**data, "cards": {**data["cards"], "farm-1": {"draw": -1, "rats": 0, "look": 0}}},
        {**data, "cards": {**data["cards"], "farm-1": {"draw": 1, "rats": 0, "look": 6}}},
        {**data, "cards": {**data["cards"], "farm-1": {"draw": 1}}},
    ):
        with pytest.raises(ValueError):
            parse_supply_actions(broken)
    # The catalog lists every building card, each with its supply action from the data.
    catalog = g.GAME.catalog()
    shown = [building_info(BUILDING_INDEX[b])["supply"] for b in catalog["buildings"]]
    assert shown == [s.to_json() for s in SUPPLY_ACTIONS]


def test_p13_catalog_counts_are_the_component_list():
    counts = g.GAME.catalog()["counts"]
    assert counts["population"] == 84 and counts["joker"] == 15 and counts["gold"] == 15
    assert counts["buildings"] == 60 and counts["vp_tokens"] == 20 and counts["start_rats"] == 10


# --- Setup -----------------------------------------------------------------------------------


def test_p14_first_game_is_the_recommended_set():
    state, _ = g.new_game(4, "first_game", seed=3)
    assert types_of(state) == {
        "farm": 5,
        "marketplace": 5,
        "monastery": 5,
        "castle": 5,
        "palace": 5,
        "fortune_teller": 5,
    }


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_p14_one_type_per_class_takes_all_five_copies_of_one_type_per_class(players):
    seen = set()
    for seed in range(40):
        state, _ = g.new_game(players, "one_type_per_class", seed)
        counts = types_of(state)
        assert sorted(counts.values()) == [5] * 6
        assert sorted(TYPE_CLASS[TYPE[t]] for t in counts) == list(range(6))
        seen |= set(counts)
    if players == 2:  # the Guard Tower left out by default
        assert seen == set(BUILDING_TYPES) - {"guard_tower"}
    else:
        assert seen == set(BUILDING_TYPES)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_p14_mixed_takes_five_of_each_class_ten_cards(players):
    seen = set()
    for seed in range(40):
        state, _ = g.new_game(players, "mixed", seed)
        chosen = [*state.building_deck, *state.reserve, *state.row]
        assert Counter(TYPE_CLASS[TYPE_OF[b]] for b in chosen) == {c: 5 for c in range(6)}
        seen |= {BUILDING_IDS[b] for b in chosen}
    if players == 2:
        assert not any(b.startswith("guard_tower") for b in seen)
        assert {f"castle-{k}" for k in range(1, 6)} <= seen
    else:
        assert seen == set(BUILDING_IDS)


def test_p14_two_players_may_opt_in_to_the_guard_tower():
    seen = set()
    for seed in range(30):
        for variant in ("one_type_per_class", "mixed"):
            state, _ = g.new_game(2, variant, seed, options={"guard_tower": True})
            seen |= set(types_of(state))
    assert "guard_tower" in seen


def test_p14_custom_copies_per_type_any_player_count_guard_tower_allowed():
    state, _ = g.new_game(2, "custom", 1, options={"buildings": CUSTOM})
    counts = types_of(state)
    assert counts == {t: k for t, k in CUSTOM.items() if k}
    chosen = sorted(BUILDING_IDS[b] for b in (*state.building_deck, *state.reserve, *state.row))
    assert "farm-3" in chosen and "farm-4" not in chosen  # the lowest copies (decision)
    only_castles = dict(CUSTOM, castle=5, guard_tower=0)
    state, _ = g.new_game(3, "custom", 1, options={"buildings": only_castles})
    assert types_of(state)["castle"] == 5 and "guard_tower" not in types_of(state)


@pytest.mark.parametrize(
    ("variant", "options", "code", "params"),
    [
        ("custom", {}, "missing_option", {"option": "buildings"}),
        ("mixed", {"buildings": CUSTOM}, "invalid_option", {"option": "buildings"}),
        ("mixed", {"colour": "red"}, "invalid_option", {"option": "colour"}),
        ("mixed", {"guard_tower": 1}, "invalid_option", {"option": "guard_tower"}),
        (
            "mixed",
            {"plague_spares_fewest_rats": "yes"},
            "invalid_option",
            {"option": "plague_spares_fewest_rats"},
        ),
        ("custom", {"buildings": [1, 2]}, "invalid_option", {"option": "buildings"}),
        ("custom", {"buildings": dict(CUSTOM, inn=1)}, "invalid_option", {"option": "buildings"}),
        ("custom", {"buildings": dict(CUSTOM, farm=-1)}, "invalid_option", {"option": "buildings"}),
        (
            "custom",
            {"buildings": dict(CUSTOM, farm=True)},
            "invalid_option",
            {"option": "buildings"},
        ),
        (
            "custom",
            {"buildings": dict(CUSTOM, farm=4)},
            "invalid_building_counts",
            {"class": "peasantry", "given": 6},
        ),
        (
            "custom",
            {"buildings": dict(CUSTOM, palace=0)},
            "invalid_building_counts",
            {"class": "royalty", "given": 3},
        ),
        ("standard", {}, "invalid_variant", {"variants": list(VARIANTS)}),
    ],
)
def test_p14_options_are_checked(variant, options, code, params):
    with pytest.raises(RuleViolation) as exc:
        g.new_game(3, variant, 1, options=options)
    assert (exc.value.code, exc.value.params) == (code, params)


def test_p14_options_that_are_not_a_mapping_and_other_setup_errors():
    with pytest.raises(RuleViolation) as exc:
        g.new_game(3, "mixed", 1, options=["guard_tower"])
    assert exc.value.code == "invalid_option"
    for seed in ("1", 1.5, None):
        with pytest.raises(RuleViolation) as exc:
            g.new_game(3, "mixed", seed)
        assert exc.value.code == "invalid_seed"
    for first in (3, -1, "0", True):
        with pytest.raises(RuleViolation) as exc:
            g.new_game(3, "mixed", 1, first)
        assert exc.value.code == "invalid_first_seat" and exc.value.params == {"players": 3}


def test_p15_everyone_starts_with_10_rats_and_no_influence():
    state, events = g.new_game(4, seed=2)
    assert state.rats == [10] * 4 and state.vp == [0] * 4 and state.vp_supply == 20
    assert all(v == 0 for track in state.influence for v in track)
    assert [s["rats"] for s in g.view(state, 1)["seat_info"]] == [None, 10, None, None]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_p16_nun_row_hands_and_deck(players):
    state, events = g.new_game(players, seed=11)
    assert len(state.nun_row) == 5 and all(KIND_OF[c] == 0 for c in state.nun_row)
    # Phase B has not moved a card yet: five each, the rest in the deck.
    assert [len(h) for h in state.hands] == [5] * players
    assert len(state.deck) == 84 - 5 - 5 * players and state.discard == []
    dealt = [e for e in events if e.type == "cards_dealt"]
    assert [(e.seat, e.params, e.audience) for e in dealt] == [
        (s, {"count": 5}, (s,)) for s in range(players)
    ]


def test_p17_special_supplies_only_for_their_buildings_jokers_always():
    state, events = g.new_game(4, "first_game", seed=1)
    assert [placed for placed in placed_supplies(state)] == [1, 2]  # jokers, Swords (Castle)
    assert events[0].params["supplies"] == ["joker", "sword"]
    supply = g.view(state, None)["supply"]
    assert supply == {"joker": 15, "sword": 12, "flute": None, "pass": None, "gold": None}
    state, _ = g.new_game(4, "custom", 1, options={"buildings": CUSTOM})
    assert g.view(state, None)["supply"] == {
        "joker": 15,
        "sword": 12,
        "flute": 12,
        "pass": 12,
        "gold": 15,
    }


@pytest.mark.parametrize(
    ("players", "reserve", "deck"), [(2, 10, 20), (3, 12, 18), (4, 6, 24), (5, 6, 24)]
)
def test_p18_reserve_and_building_deck(players, reserve, deck):
    state, _ = g.new_game(players, seed=5)
    row = len(state.row)
    assert len(state.reserve) == reserve
    assert len(state.building_deck) + row == deck  # phase A of round 1 drew the row
    assert state.unused.bit_count() == 30
    view = g.view(state, 0)
    assert view["reserve_deck"] == reserve and view["building_deck"] == deck - row


def test_p19_start_player_from_the_seed_unless_named():
    starts = {g.new_game(4, seed=s)[0].start for s in range(40)}
    assert starts == {0, 1, 2, 3}
    state, events = g.new_game(4, seed=3, first_seat=2)
    assert state.start == 2 and events[0].params["start_seat"] == 2
    assert g.GAME.setup_of(state) == Setup(4, 3, "first_game", 2, {})
    state, _ = g.new_game(4, seed=3)
    assert g.GAME.setup_of(state).first_seat is None  # None stays None
    assert g.GAME.info.default_first_seat is None


def test_p20_the_order_of_the_random_draws():
    """Selection, building shuffle and reserve, population shuffle (nun row, deal), start."""
    seed = 77
    state, _ = g.new_game(3, "one_type_per_class", seed)
    r = rng.seed_state(seed)
    chosen = []
    for c in range(6):
        r, pick = rng.below(r, 2)
        chosen += range((2 * c + pick) * 5, (2 * c + pick + 1) * 5)
    r = rng.shuffle(r, chosen)
    assert state.reserve == chosen[-12:]
    assert state.sent == []  # (no P24 replacement with this seed)
    assert state.building_deck + state.row[::-1] == chosen[:-12]  # the row came off the top
    population = list(range(84))
    r = rng.shuffle(r, population)
    assert state.nun_row == population[::-1][:5]
    assert state.hands[0] == sorted(population[::-1][5:10])
    assert state.hands[2] == sorted(population[::-1][15:20])
    r, start = rng.below(r, 3)
    assert state.start == start and state.rng == r


@pytest.mark.parametrize("variant", VARIANTS)
def test_p20_p71_the_same_seed_gives_the_same_game(variant):
    """P20, P71: everything random comes from the seed's generator."""
    a, ea = g.new_game(4, variant, 123, options=options_for(variant))
    b, eb = g.new_game(4, variant, 123, options=options_for(variant))
    assert g.encode(a) == g.encode(b) and ea == eb
    c, _ = g.new_game(4, variant, 124, options=options_for(variant))
    assert g.encode(c) != g.encode(a)


def test_setup_round_trips_through_the_protocol():
    for variant in VARIANTS:
        setup = Setup(
            3, 9, variant, None, options_for(variant) | {"plague_spares_fewest_rats": True}
        )
        state, _ = g.GAME.new_game(setup)
        assert g.GAME.setup_of(state) == setup
        assert audit.inventory(state).total() == 150 + 60 + 20
    assert chosen_types(g.new_game(3, seed=1)[0]) == {
        TYPE[t] for t in ("farm", "marketplace", "monastery", "castle", "palace", "fortune_teller")
    }
