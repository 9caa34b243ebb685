"""The event log is served from a per-version cache of the replay, byte for byte what a fresh
replay gives, for every ``after`` and every viewer."""

from __future__ import annotations

import random

from api.play import event_log
from tests.api.helpers import Api, bearer, create_game, play


def test_cached_logs_are_byte_for_byte_the_replayed_ones(client: Api) -> None:
    game = create_game(client, 3, seed=5)
    play(client, game, random.Random(5), stop=lambda v: v["version"] >= 120)
    viewers = [None, 0, 1, 2]
    for after in (0, 1, 17, 150, 10_000):
        for viewer in viewers:
            query = {"after": after, "lang": "fr"}
            headers = bearer(None if viewer is None else game.tokens[viewer])
            event_log._cache.clear()
            fresh = client.get(game.path + "/events", headers=headers, query=query)
            cached = client.get(game.path + "/events", headers=headers, query=query)
            assert fresh.status == cached.status == 200
            assert fresh.body == cached.body
            seqs = [e["seq"] for e in fresh.json["events"]]
            assert seqs == list(range(after + 1, after + 1 + len(seqs)))
    full = client.get(game.path + "/events").json["events"]
    tail = client.get(game.path + "/events", query={"after": 40}).json["events"]
    assert tail == full[40:]


def test_the_cache_is_bounded(client: Api) -> None:
    game = create_game(client, 2, seed=9)
    for version in range(event_log.CAPACITY + 20):
        event_log._cache[("x", version)] = []
    client.get(game.path + "/events")
    assert len(event_log._cache) <= event_log.CAPACITY
