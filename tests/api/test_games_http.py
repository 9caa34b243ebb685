"""Whole games over HTTP (Flask test client): create, view, act with If-Match, events, results."""

from __future__ import annotations

import contextlib
import random
from collections.abc import Callable

import pytest
import redis
from flask import Flask
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from api.i18n.free_text import graphemes, is_default_name, normalize, problems_of
from api.i18n.lookalikes import lookalike_keys
from api.play.store import game_key
from tests.api.helpers import (
    CARD_TOTAL,
    CATEGORY_IDS,
    DRAW_PILE_SIZE,
    REMOVED,
    Api,
    Game,
    Step,
    act,
    assert_problem,
    bearer,
    create_game,
    hand_of,
    make_deck,
    play,
    view_of,
)
from tests.depth import examples

CONTRACT_EVENT_TYPES = {
    "game_created",
    "card_drawn",
    "card_placed",
    "card_taken",
    "church_resolved",
    "phase_changed",
    "auction_opened",
    "bid",
    "pass",
    "paid",
    "penalized",
    "card_transferred",
    "card_discarded",
    "card_won",
    "game_over",
}


def card_count(view: dict) -> int:
    """Every card a view can count (contract: the active seat's view accounts for all 87)."""
    return (
        view["draw_pile"]
        + (view["drawn"] is not None)
        + (view["kept"] is not None)
        + sum(h["count"] for h in view["hands"])
        + len(view["public"])
        + view["auction_pile"]
        + (view["auction"] is not None)
        + (view["pending_church"] is not None)
        + len(view["discards"]["face_up"])
        + view["discards"]["face_down"]
        + REMOVED[view["players"]]
    )


def events_of(api: Api, game: Game, seat: int | None = None, after: int | None = None) -> list:
    query = None if after is None else {"after": after}
    token = None if seat is None else game.tokens[seat]
    reply = api.get(game.path + "/events", headers=bearer(token), query=query)
    assert reply.status == 200, reply
    assert reply.json["id"] == game.id and reply.json["version"] == game.version
    return reply.json["events"]


def check_result(view: dict) -> None:
    """R27–R30 as far as the result itself shows them: totals, winners, VP, gold, ranks."""
    result = view["result"]
    players = view["players"]
    hands = result["hands"]
    assert len(hands) == players
    assert [h["cards"] for h in view["hands"]] == hands  # every hand revealed (R30)
    assert len(result["removed"]) == REMOVED[players]
    assert len(result["face_down"]) == view["discards"]["face_down"]
    everything = [c["id"] for hand in hands for c in hand] + [c["id"] for c in result["removed"]]
    everything += [c["id"] for c in result["face_down"] + view["discards"]["face_up"]]
    assert len(everything) == len(set(everything)) == CARD_TOTAL
    vp = [0] * players
    for category, entry in result["categories"].items():
        totals = [sum(c["value"] for c in hand if c.get("category") == category) for hand in hands]
        assert entry["totals"] == totals
        assert entry["die"] == view["dice"][category]
        if max(totals) == 0:
            assert entry["winner"] is None
        else:
            assert totals[entry["winner"]] == max(totals)
            vp[entry["winner"]] += entry["die"]
    seats = result["seats"]
    assert [s["seat"] for s in seats] == list(range(players))
    assert [s["vp"] for s in seats] == vp
    gold = [sum(c["value"] for c in hand if c["kind"] == "gold") for hand in hands]
    assert [s["gold"] for s in seats] == gold
    ranks = [s["rank"] for s in seats]
    assert 1 in ranks
    for s in seats:
        assert s["rank"] == 1 + sum(r < s["rank"] for r in ranks)  # equal ranks share a place
        for t in seats:
            if s["rank"] < t["rank"]:
                assert (s["vp"], s["gold"]) >= (t["vp"], t["gold"])


@pytest.mark.parametrize("variant", ["standard", "medieval_bluff"])
# The quick loop plays the two-seat games; the whole suite the three- and four-seat ones too.
@pytest.mark.parametrize(
    "players", [2, pytest.param(3, marks=pytest.mark.slow), pytest.param(4, marks=pytest.mark.slow)]
)
def test_full_game_over_http(client: Api, players: int, variant: str) -> None:
    seed = 1000 * players + (variant == "standard")
    game = create_game(client, players, variant=variant, seed=seed)
    seen_events: list[dict] = []
    polled = events_of(client, game)

    def on_step(step: Step) -> None:
        own = step.view
        if own["phase"] == "auction" or own["active_seat"] == step.seat:
            assert card_count(own) == CARD_TOTAL, own
        assert own["legal_actions"] and own["prompt"]
        body = step.reply.json
        assert body["view"]["seat"] == step.seat
        seen_events.extend(body["events"])
        if game.version % 20 == 0:  # a spectator polling the log with `after`
            new = events_of(client, game, after=polled[-1]["seq"])
            assert new and new[0]["seq"] == polled[-1]["seq"] + 1
            polled.extend(new)

    end = play(client, game, random.Random(seed), on_step=on_step)

    assert end["phase"] == "over" and end["to_act"] == [] and end["legal_actions"] == []
    assert card_count(end) == CARD_TOTAL
    check_result(end)
    views = [view_of(client, game, seat) for seat in [None, *range(players)]]
    for v in views:
        assert v["phase"] == "over" and v["version"] == game.version == len(game.actions)
        assert v["result"] == end["result"]
        assert all(h["cards"] is not None for h in v["hands"])
        assert v["prompt_code"] == "game_over"
    # The log: strictly increasing seq from 1, every event with a sentence, and the events of
    # the action responses are exactly the log after creation.
    log = events_of(client, game, seat=0)
    seqs = [e["seq"] for e in log]
    assert seqs == list(range(1, len(log) + 1))
    assert all(isinstance(e["text"], str) and e["text"].strip() for e in log)
    assert [e["type"] for e in log[:2]] == ["game_created", "card_drawn"]
    assert log[-1]["type"] == "game_over"
    assert [e["seq"] for e in seen_events] == seqs[2:]
    assert [(e["type"], e["seat"]) for e in seen_events] == [
        (e["type"], e["seat"]) for e in log[2:]
    ]
    # once over, everyone sees the same log (R30), and `after` cuts it
    assert events_of(client, game) == log
    assert [e["seq"] for e in polled] == seqs[: len(polled)]
    assert events_of(client, game, after=len(log) - 3) == log[-3:]
    assert events_of(client, game, after=len(log)) == []
    assert events_of(client, game, after=10**12) == []
    types = {e["type"] for e in log}
    assert {"game_created", "card_drawn", "card_placed", "card_taken", "phase_changed"} <= types
    assert {"auction_opened", "game_over"} <= types
    if variant == "medieval_bluff":
        assert "card_transferred" not in types


def test_every_contract_event_type_occurs(client: Api) -> None:
    """Over a few games (both variants) every event type the contract names appears in logs."""
    types: set[str] = set()
    for seed in range(4):
        game = create_game(client, 2 + seed % 3, seed=seed)
        play(client, game, random.Random(seed), max_actions=600)
        types |= {e["type"] for e in events_of(client, game)}
        if types >= CONTRACT_EVENT_TYPES:
            break
    assert types >= CONTRACT_EVENT_TYPES, CONTRACT_EVENT_TYPES - types


def test_create_answers_201_with_location_etag_and_the_spectator_view(client: Api) -> None:
    reply = client.post("/v1/games", {"game": "biblios", "players": 3, "variant": "standard"})

    assert reply.status == 201 and reply.content_type == "application/json"
    body = reply.json
    assert reply.headers["Location"] == f"/v1/games/{body['id']}"
    assert reply.headers["ETag"] == '"0"'
    assert reply.headers["Content-Language"] == "en"
    assert body["version"] == 0
    assert [s["seat"] for s in body["seats"]] == [0, 1, 2]
    assert len({s["token"] for s in body["seats"]}) == 3
    view = body["view"]
    assert view["seat"] is None and view["id"] == body["id"] and view["version"] == 0
    assert view["phase"] == "gift" and view["active_seat"] == 0 and view["to_act"] == [0]
    assert view["drawn"] is None and view["legal_actions"] == []
    assert view["draw_pile"] == 71  # the first card is drawn for the first seat already
    assert view["dice"] == dict.fromkeys(
        ["monks", "pigments", "forbidden_tomes", "holy_books", "manuscripts"], 3
    )
    located = client.get(reply.headers["Location"])
    assert located.status == 200 and located.json == view
    first = view_of(client, Game(body["id"], [s["token"] for s in body["seats"]], body), 0)
    assert first["drawn"] is not None and first["seat"] == 0
    assert [a["to"] for a in first["legal_actions"]] == ["keep", "auction", "public"]


def test_first_seat_is_the_first_active_seat(client: Api) -> None:
    game = create_game(client, 4, first_seat=2, seed=5)
    assert game.created["view"]["active_seat"] == 2
    assert view_of(client, game, 2)["drawn"] is not None
    assert view_of(client, game, 0)["drawn"] is None


def test_if_none_match_is_304_until_the_game_moves(client: Api) -> None:
    game = create_game(client, 2, seed=3)
    tag = {"If-None-Match": '"0"'}
    for token in (None, game.tokens[0], game.tokens[1]):
        reply = client.get(game.path, headers={**tag, **bearer(token)})
        assert reply.status == 304 and reply.body == b""
        assert reply.headers["ETag"] == '"0"'
    assert client.get(game.path, headers={"If-None-Match": '"7"'}).status == 200
    assert client.get(game.path, headers={"If-None-Match": 'W/"0"'}).status == 304
    assert client.get(game.path, headers={"If-None-Match": '"5", "0"'}).status == 304

    assert act(client, game, 0, {"type": "place", "to": "public"}, match=0).status == 200

    moved = client.get(game.path, headers=tag)
    assert moved.status == 200 and moved.json["version"] == 1
    assert moved.headers["ETag"] == '"1"'
    assert client.get(game.path, headers={"If-None-Match": '"1"'}).status == 304


def test_the_same_seed_and_actions_give_the_same_game(client: Api) -> None:
    first = create_game(client, 3, seed=424242, variant="medieval_bluff")
    second = create_game(client, 3, seed=424242, variant="medieval_bluff")
    assert strip_ids(first.created["view"]) == strip_ids(second.created["view"])

    def same_step_on_the_twin(step: Step) -> None:
        reply = act(client, second, step.seat, step.action, match=step.version)
        assert reply.status == 200, (step.action, reply)
        assert strip_ids(reply.json["view"]) == strip_ids(step.reply.json["view"])
        assert reply.json["events"] == step.reply.json["events"]
        if step.version % 50 == 0:  # now and then, every seat's view and log
            for seat in (None, 0, 1, 2):
                a, b = view_of(client, first, seat), view_of(client, second, seat)
                assert strip_ids(a) == strip_ids(b)
                assert events_of(client, first, seat) == events_of(client, second, seat)

    play(client, first, random.Random(9), on_step=same_step_on_the_twin)

    for seat in (None, 0, 1, 2):
        assert strip_ids(view_of(client, first, seat)) == strip_ids(view_of(client, second, seat))
        assert events_of(client, first, seat) == events_of(client, second, seat)
    assert view_of(client, second, None)["result"]["seed"] == "424242"
    # another seed deals other cards
    drawn = {view_of(client, create_game(client, 3, seed=s), 0)["drawn"]["id"] for s in range(5)}
    assert len(drawn) > 1


def strip_ids(view: dict) -> dict:
    return {k: v for k, v in view.items() if k != "id"}


# ----- fixed decks -----------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_fixed_deck_is_the_draw_pile_top_first(client: Api, players: int) -> None:
    deck = make_deck(players, ["church-updown", "gold-3-05", "monks-I"])
    game = create_game(client, players, deck=deck)
    own = view_of(client, game, 0)
    assert own["drawn"]["id"] == "church-updown"
    assert own["draw_pile"] == len(deck) - 1
    assert act(client, game, 0, {"type": "place", "to": "auction"}).status == 200
    assert view_of(client, game, 0)["drawn"]["id"] == "gold-3-05"
    assert act(client, game, 0, {"type": "place", "to": "keep"}).status == 200
    assert view_of(client, game, 0)["drawn"]["id"] == "monks-I"


def test_a_fixed_deck_is_400_when_the_server_does_not_allow_it(
    make_app: Callable[..., Flask],
) -> None:
    default = Api(make_app(BIBLIOS_ALLOW_FIXED_DECK="").test_client())
    body = {"game": "biblios", "players": 2, "deck": make_deck(2)}

    problem = assert_problem(default.post("/v1/games", body), 400, "invalid_request")

    assert "deck" in problem["errors"]
    assert default.post("/v1/games", {"game": "biblios", "players": 2}).status == 201


def gold_heavy_deck(players: int, left_out: dict[int, int]) -> list[str]:
    """A deck of the right size that leaves ``left_out[value]`` gold cards of each value out."""
    golds = [f"gold-{value}-{n:02d}" for value in (1, 2, 3) for n in range(1, 12 - left_out[value])]
    deck = golds + CATEGORY_IDS
    return deck[: DRAW_PILE_SIZE[players]]


@pytest.mark.parametrize(
    ("players", "deck", "code"),
    [
        (2, make_deck(2)[:-1], "deck_wrong_size"),
        (3, make_deck(3) + ["gold-3-11"], "deck_wrong_size"),
        (4, [], "deck_wrong_size"),
        (2, make_deck(2)[:-1] + ["monks-A"], "deck_duplicate_card"),
        (2, make_deck(2)[:-1] + ["monks-Z"], "unknown_card"),
        (2, gold_heavy_deck(2, left_out={1: 1, 2: 2, 3: 2}), "deck_gold_removal"),
        (2, gold_heavy_deck(2, left_out={1: 2, 2: 2, 3: 0}), "deck_gold_removal"),
        (3, gold_heavy_deck(3, left_out={1: 1, 2: 0, 3: 1}), "deck_gold_removal"),
    ],
)
def test_bad_fixed_decks_are_422(client: Api, players: int, deck: list[str], code: str) -> None:
    reply = client.post("/v1/games", {"game": "biblios", "players": players, "deck": deck})
    assert_problem(reply, 422, code)


# ----- names -----------------------------------------------------------------------------------


def test_names_default_to_player_numbers(client: Api) -> None:
    game = create_game(client, 4, seed=1)
    names = ["Player 1", "Player 2", "Player 3", "Player 4"]
    assert [s["name"] for s in game.created["seats"]] == names
    assert [h["name"] for h in game.created["view"]["hands"]] == names
    assert [h["name"] for h in view_of(client, game, 2)["hands"]] == names


def test_given_names_appear_in_seats_views_texts_and_results(client: Api) -> None:
    names = ["Ana", "Börje", "Ǆemal"]
    game = create_game(client, 3, seed=8, names=names)
    assert [s["name"] for s in game.created["seats"]] == names
    assert [h["name"] for h in view_of(client, game, 1)["hands"]] == names
    end = play(client, game, random.Random(8))
    assert [s["name"] for s in end["result"]["seats"]] == names
    texts = " ".join(e["text"] for e in events_of(client, game))
    assert all(name in texts for name in names)
    wait = view_of(client, create_game(client, 3, names=names), 2)
    assert "Ana" in wait["prompt"]  # "waiting for Ana..."


@pytest.mark.parametrize(
    "names",
    [["Ana"], ["Ana", "Bo", "Cy"], ["Ana", ""], ["Ana", "x" * 41], ["Ana", 7]],
)
def test_bad_names_are_400(client: Api, names: list) -> None:
    reply = client.post("/v1/games", {"game": "biblios", "players": 2, "names": names})
    problem = assert_problem(reply, 400, "invalid_request")
    assert "names" in problem["errors"]


def test_own_hand_only(client: Api) -> None:
    game = create_game(client, 2, seed=2)
    play(client, game, random.Random(2), stop=lambda v: v["phase"] == "auction")
    for seat in (0, 1):
        view = view_of(client, game, seat)
        assert hand_of(view) is not None and len(hand_of(view)) == view["hands"][seat]["count"]
        assert view["hands"][1 - seat]["cards"] is None


# ----- language, expiry ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("headers", "query", "language"),
    [
        ({}, None, "en"),
        ({"Accept-Language": "es-MX,es;q=0.9"}, None, "es"),
        ({"Accept-Language": "de;q=1, fr;q=0.8, ru;q=0.9"}, None, "ru"),
        ({"Accept-Language": "ru"}, {"lang": "fr"}, "fr"),
    ],
)
def test_views_and_events_are_in_the_request_language(
    client: Api, headers: dict, query: dict | None, language: str
) -> None:
    game = create_game(client, 2, seed=1)
    for path in (game.path, game.path + "/events"):
        reply = client.get(path, headers={**headers, **bearer(game.tokens[0])}, query=query)
        assert reply.status == 200
        assert reply.headers["Content-Language"] == language
        assert "Accept-Language" in reply.headers["Vary"]
    reply = client.request(
        "POST",
        "/v1/games",
        json_body={"game": "biblios", "players": 2},
        headers=headers,
        query=query,
    )
    assert reply.status == 201 and reply.headers["Content-Language"] == language
    reply = act(client, game, 0, {"type": "place", "to": "keep"}, headers=headers, query=query)
    assert reply.status == 200 and reply.headers["Content-Language"] == language


def test_a_game_expires_game_ttl_seconds_after_its_last_action(
    make_app: Callable[..., Flask], games_redis: redis.Redis
) -> None:
    client = Api(make_app(BIBLIOS_GAME_TTL="1000").test_client())
    game = create_game(client, 2, seed=1)
    key = game_key(game.id)
    with contextlib.nullcontext(games_redis) as raw:
        assert 990 < raw.ttl(key) <= 1000
        raw.expire(key, 50)
        assert act(client, game, 0, {"type": "place", "to": "keep"}).status == 200
        assert 990 < raw.ttl(key) <= 1000  # refreshed by the action
        raw.expire(key, 50)
        assert client.get(game.path).status == 200
        assert raw.ttl(key) <= 50  # reading does not keep a game alive
        raw.delete(key)  # what expiry does
    assert_problem(client.get(game.path), 404, "game_not_found")


def acceptable_name(name: str) -> bool:
    text = normalize(name)
    return not problems_of(text) and len(graphemes(text)) <= 40 and not is_default_name(text)


def test_a_game_nobody_plays_is_kept_for_the_unplayed_ttl_only(
    make_app: Callable[..., Flask], games_redis: redis.Redis
) -> None:
    """Issue "storage bounds": games created and never acted in go away soon (a day by
    default, BIBLIOS_UNPLAYED_TTL); the first write gives a game the full TTL."""
    client = Api(make_app(BIBLIOS_GAME_TTL="1000", BIBLIOS_UNPLAYED_TTL="100").test_client())
    game = create_game(client, 2, seed=1)
    key = game_key(game.id)
    assert 90 < games_redis.ttl(key) <= 100
    assert client.get(game.path).status == 200
    assert games_redis.ttl(key) <= 100  # reading is not playing
    assert act(client, game, 0, {"type": "place", "to": "keep"}).status == 200
    assert 990 < games_redis.ttl(key) <= 1000
    # a game of bots only is over when created: nothing is left to play, it is kept in full
    over = create_game(client, 2, seed=2, seats=[{"bot": "greedy"}, {"bot": "random"}])
    assert 990 < games_redis.ttl(game_key(over.id)) <= 1000


def no_two_look_alike(names: list[str]) -> bool:
    """Names the server takes as distinct: no two share a lookalike key (``duplicate_name``
    otherwise: "a" and "ª" read alike)."""
    seen: set[str] = set()
    for name in names:
        keys = lookalike_keys(normalize(name))
        if not seen.isdisjoint(keys):
            return False
        seen.update(keys)
    return True


@settings(
    max_examples=examples(40),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(
    names=st.lists(
        st.text(min_size=1, max_size=40).filter(acceptable_name),
        min_size=3,
        max_size=3,
        unique_by=lambda name: normalize(name).casefold(),
    ).filter(no_two_look_alike)
)
def test_any_names_are_rendered_in_texts(client: Api, names: list[str]) -> None:
    """Any names the API accepts (api.i18n.free_text; distinct, none a default name)."""
    names = [normalize(name) for name in names]
    game = create_game(client, 3, seed=2, names=names)
    assert [s["name"] for s in game.created["seats"]] == names
    assert act(client, game, 0, {"type": "place", "to": "public"}).status == 200
    for seat in (None, 0, 1):
        view = view_of(client, game, seat)
        assert [h["name"] for h in view["hands"]] == names and view["prompt"]
        token = None if seat is None else game.tokens[seat]
        events = client.get(game.path + "/events", headers=bearer(token))
        assert events.status == 200 and all(e["text"] for e in events.json["events"])
