"""GameStore against a real, private redis-server (no fakes, no mocks)."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Iterator

import pytest
import redis

from api.play.store import GameExists, GameRecord, GameStore, StoreUnavailable, Write, game_key
from support.redis_server import RedisServer

TTL = 3600


def record(state: str = '{"turn":1}', version: int = 0) -> GameRecord:
    return GameRecord(
        game="biblios",
        version=version,
        state=state,
        token_hashes=["a" * 64, "b" * 64],
        names=["Ana", "Börje"],
    )


@pytest.fixture
def store(redis_url: str) -> Iterator[GameStore]:
    game_store = GameStore(redis_url, ttl=TTL)
    yield game_store
    game_store.close()


@pytest.fixture
def raw(redis_server: RedisServer, redis_url: str) -> Iterator[redis.Redis]:
    """A plain redis-py client on the private server, to look behind the store's back."""
    with redis_server.client() as client:
        yield client


# --- create / load -------------------------------------------------------------------------


def test_create_then_load_round_trips_every_field(store: GameStore) -> None:
    state = json.dumps({"phase": "gift", "unicode": "Åsa ✓"}, separators=(",", ":"))
    store.create("g1", record(state=state), 0)

    loaded = store.load("g1")

    assert loaded == GameRecord(
        game="biblios",
        version=0,
        state=state,
        token_hashes=["a" * 64, "b" * 64],
        names=["Ana", "Börje"],
    )


def test_load_of_unknown_game_is_none(store: GameStore) -> None:
    assert store.load("nope") is None


def test_one_hash_per_game_under_a_hash_tagged_key(store: GameStore, raw: redis.Redis) -> None:
    store.create("abc123", record(), 4)

    assert game_key("abc123") == "biblios:game:{abc123}"
    assert sorted(raw.keys("*")) == ["biblios:game:{abc123}", "biblios:seqs:{abc123}"]
    assert raw.type("biblios:game:{abc123}") == "hash"
    fields = raw.hgetall("biblios:game:{abc123}")
    assert fields == {
        "g": "biblios",
        "v": "0",
        "s": '{"turn":1}',
        "t": json.dumps(["a" * 64, "b" * 64], separators=(",", ":")),
        "n": '["Ana","Börje"]',
        "m": "{}",
        "d": "",
    }
    assert raw.lrange("biblios:seqs:{abc123}", 0, -1) == ["4"]
    assert store.compare_and_set("abc123", 0, Write('{"turn":2}', seq=9, deadline=12.5))
    assert raw.lrange("biblios:seqs:{abc123}", 0, -1) == ["4", "9"]
    assert store.seq_at("abc123", 1) == 9 and store.seq_at("abc123", 2) is None
    assert raw.ttl("biblios:seqs:{abc123}") > 0
    assert store.load("abc123").deadline == 12.5


def test_create_refuses_an_existing_id_and_changes_nothing(store: GameStore) -> None:
    store.create("g1", record(state='{"first":true}'), 0)
    assert store.compare_and_set("g1", 0, Write('{"moved":true}', seq=0))

    with pytest.raises(GameExists):
        store.create("g1", record(state='{"second":true}'), 0)

    assert store.load("g1") == GameRecord(
        "biblios", 1, '{"moved":true}', ["a" * 64, "b" * 64], ["Ana", "Börje"]
    )


def test_create_keeps_games_apart(store: GameStore) -> None:
    store.create("g1", record(state='{"g":1}'), 0)
    store.create("g2", record(state='{"g":2}'), 0)
    assert store.compare_and_set("g2", 0, Write('{"g":22}', seq=0))

    first, second = store.load("g1"), store.load("g2")
    assert first is not None and second is not None
    assert (first.version, first.state) == (0, '{"g":1}')
    assert (second.version, second.state) == (1, '{"g":22}')


# --- compare and set -----------------------------------------------------------------------


def test_cas_on_matching_version_replaces_state_and_bumps_version(store: GameStore) -> None:
    store.create("g1", record(), 0)

    assert store.compare_and_set("g1", 0, Write('{"turn":2}', seq=0)) is True
    assert store.compare_and_set("g1", 1, Write('{"turn":3}', seq=0)) is True

    loaded = store.load("g1")
    assert loaded is not None
    assert (loaded.version, loaded.state) == (2, '{"turn":3}')
    assert loaded.token_hashes == ["a" * 64, "b" * 64]
    assert loaded.names == ["Ana", "Börje"]


@pytest.mark.parametrize("stale", [0, 2, -1, 10])
def test_cas_on_another_version_changes_nothing(store: GameStore, stale: int) -> None:
    store.create("g1", record(), 0)
    assert store.compare_and_set("g1", 0, Write('{"turn":2}', seq=0))

    assert store.compare_and_set("g1", stale, Write('{"lost":true}', seq=0)) is False

    loaded = store.load("g1")
    assert loaded is not None
    assert (loaded.version, loaded.state) == (1, '{"turn":2}')


def test_cas_on_missing_game_fails_and_creates_nothing(store: GameStore, raw: redis.Redis) -> None:
    assert store.compare_and_set("ghost", 0, Write('{"x":1}', seq=0)) is False
    assert raw.exists(game_key("ghost")) == 0


def test_cas_recovers_when_redis_forgot_the_script(store: GameStore, raw: redis.Redis) -> None:
    store.create("g1", record(), 0)
    raw.script_flush()  # as after a restart: EVALSHA answers NOSCRIPT, the store must reload

    assert store.compare_and_set("g1", 0, Write('{"turn":2}', seq=0))
    raw.script_flush()
    assert store.compare_and_set("g1", 1, Write('{"turn":3}', seq=0))
    assert store.load("g1") == record(state='{"turn":3}', version=2)


def test_racing_cas_on_one_version_has_exactly_one_winner(store: GameStore) -> None:
    store.create("race", record(state='{"n":0}'), 0)

    def attempt(
        name: str, version: int, barrier: threading.Barrier, results: dict[str, bool]
    ) -> None:
        barrier.wait()
        results[name] = store.compare_and_set(
            "race", version, Write(json.dumps({"by": name}), seq=0)
        )

    for version in range(200):
        barrier = threading.Barrier(2)
        results: dict[str, bool] = {}
        threads = [
            threading.Thread(target=attempt, args=(name, version, barrier, results))
            for name in ("left", "right")
        ]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=10)

        winners = [name for name, won in results.items() if won]
        assert len(results) == 2, f"round {version}: a thread did not finish"
        assert len(winners) == 1, f"round {version}: winners {winners}"
        loaded = store.load("race")
        assert loaded is not None
        assert loaded.version == version + 1
        assert loaded.state == json.dumps({"by": winners[0]})


# --- time to live --------------------------------------------------------------------------


def test_create_sets_the_ttl(redis_url: str, raw: redis.Redis) -> None:
    store = GameStore(redis_url, ttl=1000)
    store.create("g1", record(), 0)

    assert 990 <= raw.ttl(game_key("g1")) <= 1000
    store.close()


def test_cas_refreshes_the_ttl(redis_url: str, raw: redis.Redis) -> None:
    store = GameStore(redis_url, ttl=1000)
    store.create("g1", record(), 0)
    raw.expire(game_key("g1"), 50)  # as if the game had sat idle for a while

    assert store.compare_and_set("g1", 0, Write('{"turn":2}', seq=0))

    assert 990 <= raw.ttl(game_key("g1")) <= 1000
    store.close()


def test_failed_cas_does_not_refresh_the_ttl(redis_url: str, raw: redis.Redis) -> None:
    store = GameStore(redis_url, ttl=1000)
    store.create("g1", record(), 0)
    raw.expire(game_key("g1"), 50)

    assert not store.compare_and_set("g1", 7, Write('{"turn":2}', seq=0))

    assert 0 < raw.ttl(game_key("g1")) <= 50
    store.close()


def test_load_does_not_refresh_the_ttl(redis_url: str, raw: redis.Redis) -> None:
    store = GameStore(redis_url, ttl=1000)
    store.create("g1", record(), 0)
    raw.expire(game_key("g1"), 50)

    assert store.load("g1") is not None

    assert 0 < raw.ttl(game_key("g1")) <= 50
    store.close()


def test_a_game_expires_after_its_ttl(redis_url: str) -> None:
    store = GameStore(redis_url, ttl=1)
    store.create("short", record(), 0)
    assert store.load("short") is not None

    time.sleep(2.1)

    assert store.load("short") is None
    assert store.compare_and_set("short", 0, Write('{"late":true}', seq=0)) is False
    store.create("short", record(), 0)  # the id is free again
    store.close()


@pytest.mark.parametrize(("ttl", "timeout"), [(0, 1.0), (-5, 1.0), (10, 0), (10, -1.0)])
def test_store_rejects_nonsense_ttl_and_timeout(ttl: int, timeout: float) -> None:
    with pytest.raises(ValueError):
        GameStore("redis://127.0.0.1:1/0", ttl=ttl, timeout=timeout)


# --- Redis down, Redis back ----------------------------------------------------------------


def assert_unavailable_quickly(call: Callable[[], object]) -> None:
    started = time.monotonic()
    with pytest.raises(StoreUnavailable):
        call()
    assert time.monotonic() - started < 2.0


def test_every_method_reports_store_unavailable_when_redis_is_down(
    redis_server: RedisServer, redis_url: str
) -> None:
    store = GameStore(redis_url, ttl=TTL)
    store.create("g1", record(), 0)  # a pooled connection exists and goes stale
    redis_server.stop()

    assert_unavailable_quickly(lambda: store.create("g2", record(), 0))
    assert_unavailable_quickly(lambda: store.load("g1"))
    assert_unavailable_quickly(lambda: store.compare_and_set("g1", 0, Write('{"x":1}', seq=0)))
    started = time.monotonic()
    assert store.ping() is False
    assert time.monotonic() - started < 2.0

    redis_server.start()

    # The same object works again, with no restart of ours. This server keeps nothing on disk,
    # so the game is gone: proof that Redis really went down.
    assert store.ping() is True
    assert store.load("g1") is None
    store.create("g1", record(), 0)
    assert store.compare_and_set("g1", 0, Write('{"after":true}', seq=0))
    assert store.load("g1") == record(state='{"after":true}', version=1)
    store.close()


def test_store_unavailable_on_a_port_where_nothing_listens() -> None:
    from support.redis_server import free_port

    store = GameStore(f"redis://127.0.0.1:{free_port()}/0", ttl=TTL)
    assert store.ping() is False
    assert_unavailable_quickly(lambda: store.load("g1"))


def test_store_unavailable_when_redis_does_not_answer_in_time(
    redis_server: RedisServer, redis_url: str
) -> None:
    store = GameStore(redis_url, ttl=TTL, timeout=0.3)
    store.create("g1", record(), 0)
    with redis_server.client() as raw:
        raw.execute_command("CLIENT", "PAUSE", "20000", "WRITE")  # writes stall, reads go on
        try:
            assert_unavailable_quickly(lambda: store.create("g2", record(), 0))
            assert_unavailable_quickly(
                lambda: store.compare_and_set("g1", 0, Write('{"x":1}', seq=0))
            )
            assert store.ping() is True
        finally:
            raw.execute_command("CLIENT", "UNPAUSE")

    assert store.ping() is True
    # A write whose reply timed out may still land once, whole; it is never half-applied.
    loaded = store.load("g1")
    assert loaded is not None
    assert (loaded.version, loaded.state) in {(0, '{"turn":1}'), (1, '{"x":1}')}
    assert store.compare_and_set("g1", loaded.version, Write('{"y":1}', seq=0))
    store.close()


def test_data_on_a_persistent_redis_survives_a_restart_and_the_store_reconnects() -> None:
    with RedisServer(appendonly=True) as server:
        store = GameStore(server.url, ttl=TTL)
        store.create("kept", record(), 0)
        assert store.compare_and_set("kept", 0, Write('{"turn":2}', seq=0))
        first_pid = server.pid

        server.stop()
        assert store.ping() is False
        server.start()

        assert server.pid != first_pid
        # No call failed between stop and start for this one: the pooled connection is stale
        # and the store must replace it silently.
        assert store.load("kept") == record(state='{"turn":2}', version=1)
        assert store.compare_and_set("kept", 1, Write('{"turn":3}', seq=0))

        server.stop()
        server.start()
        assert store.load("kept") == record(state='{"turn":3}', version=2)
        store.close()


def test_the_outbox_is_written_with_the_write_and_only_with_it(store: GameStore) -> None:
    """What a write promises lands in the game's outbox in the same step as the write (issue 39),
    and nothing of a write that lost its compare-and-set."""
    store.create("g1", record(), 0, outbox=["created"])
    assert store.outbox("g1") == ["created"]
    assert store.compare_and_set("g1", 0, Write('{"turn":2}', 1, outbox=["moved", "told"]))
    assert not store.compare_and_set("g1", 0, Write('{"turn":9}', 1, outbox=["lost"]))
    assert store.compare_and_set("g1", 1, Write('{"turn":3}', 2))
    assert store.outbox("g1") == ["created", "moved", "told"]
    assert store.games_with_outbox() == ["g1"]
    store.drop_from_outbox("g1", ["created", "told"])
    assert store.outbox("g1") == ["moved"]
    store.drop_from_outbox("g1", ["moved"])
    assert store.games_with_outbox() == []


def test_the_clock_sweep_reads_every_running_deadline(store: GameStore) -> None:
    for n in range(5):
        store.create(f"g{n}", record(), 0)
    for n in range(3):
        assert store.compare_and_set(f"g{n}", 0, Write("{}", 1, deadline=100.0 + n))
    assert sorted(store.deadlines()) == [("g0", 100.0), ("g1", 101.0), ("g2", 102.0)]
