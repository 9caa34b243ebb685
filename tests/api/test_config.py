"""Config.from_env: defaults, parsing and errors that name the variable."""

from __future__ import annotations

import dataclasses

import pytest

from api.config import Config
from api.play.redis_connect import Sentinels, Waiting


def test_defaults_when_nothing_is_set() -> None:
    config = Config.from_env({})

    assert config == Config(
        redis_url="redis://localhost:6379/0",
        allow_fixed_deck=False,
        game_ttl=30 * 24 * 3600,
        cors_origins=(),
        max_body_bytes=16384,
        cas_retries=5,
        redis_timeout=1.0,
    )


def test_blank_values_take_the_default() -> None:
    names = [
        "REDIS_URL",
        "BIBLIOS_ALLOW_FIXED_DECK",
        "BIBLIOS_GAME_TTL",
        "BIBLIOS_UNPLAYED_TTL",
        "BIBLIOS_CORS_ORIGINS",
        "BIBLIOS_MAX_BODY_BYTES",
        "BIBLIOS_CAS_RETRIES",
        "BIBLIOS_REDIS_TIMEOUT",
    ]
    assert Config.from_env(dict.fromkeys(names, "  ")) == Config.from_env({})


def test_every_variable_is_read() -> None:
    config = Config.from_env(
        {
            "REDIS_URL": "redis://cache.internal:6380/2",
            "BIBLIOS_ALLOW_FIXED_DECK": "1",
            "BIBLIOS_GAME_TTL": "3600",
            "BIBLIOS_UNPLAYED_TTL": "600",
            "BIBLIOS_CORS_ORIGINS": "https://a.example, https://b.example:8443 ,",
            "BIBLIOS_MAX_BODY_BYTES": "1024",
            "BIBLIOS_CAS_RETRIES": "9",
            "BIBLIOS_REDIS_TIMEOUT": "0.25",
        }
    )

    assert config == Config(
        redis_url="redis://cache.internal:6380/2",
        allow_fixed_deck=True,
        game_ttl=3600,
        unplayed_ttl=600,
        cors_origins=("https://a.example", "https://b.example:8443"),
        max_body_bytes=1024,
        cas_retries=9,
        redis_timeout=0.25,
    )


def test_the_reviews_cpu_bound_per_seat() -> None:
    assert Config.from_env({}).review_cpu_seconds == 60
    assert Config.from_env({"BIBLIOS_REVIEW_CPU_SECONDS": "2.5"}).review_cpu_seconds == 2.5


def test_the_searches_pacing() -> None:
    """The bots' worker's searches yield at a quarter of the machine by default, or never; a
    hint never pauses (a person waits for it), a review 300 s at most, or as set."""
    default = Config.from_env({})
    assert (default.advice_yield, default.hint_max_pause, default.review_max_pause) == (
        0.25,
        0.0,
        300.0,
    )
    for off in ("off", "none", "0"):
        assert Config.from_env({"BIBLIOS_ADVICE_YIELD": off}).advice_yield is None
    environ = {
        "BIBLIOS_ADVICE_YIELD": "0.6",
        "BIBLIOS_HINT_MAX_PAUSE": "0.5",
        "BIBLIOS_REVIEW_MAX_PAUSE": "30.5",
    }
    config = Config.from_env(environ)
    assert (config.advice_yield, config.hint_max_pause, config.review_max_pause) == (
        0.6,
        0.5,
        30.5,
    )


def test_reads_os_environ_by_default(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BIBLIOS_GAME_TTL", "77")
    monkeypatch.setenv("BIBLIOS_CORS_ORIGINS", "http://localhost:5173")

    config = Config.from_env()

    assert config.game_ttl == 77
    assert config.cors_origins == ("http://localhost:5173",)


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("1", True),
        ("true", True),
        ("TRUE", True),
        (" True ", True),
        ("yes", True),
        ("on", True),
        ("0", False),
        ("false", False),
        ("no", False),
        ("off", False),
    ],
)
def test_allow_fixed_deck_switch(raw: str, expected: bool) -> None:
    assert Config.from_env({"BIBLIOS_ALLOW_FIXED_DECK": raw}).allow_fixed_deck is expected


@pytest.mark.parametrize(
    "url", ["rediss://user:pw@host:6380/0", "unix:///run/redis.sock?db=1", "REDIS://Host/0"]
)
def test_other_redis_url_schemes(url: str) -> None:
    assert Config.from_env({"REDIS_URL": url}).redis_url == url


@pytest.mark.parametrize(
    ("name", "raw"),
    [
        ("REDIS_URL", "localhost:6379"),
        ("REDIS_URL", "http://localhost:6379/0"),
        ("BIBLIOS_ALLOW_FIXED_DECK", "maybe"),
        ("BIBLIOS_ALLOW_FIXED_DECK", "2"),
        ("BIBLIOS_GAME_TTL", "30d"),
        ("BIBLIOS_GAME_TTL", "1.5"),
        ("BIBLIOS_GAME_TTL", "0"),
        ("BIBLIOS_GAME_TTL", "-10"),
        ("BIBLIOS_UNPLAYED_TTL", "0"),
        ("BIBLIOS_UNPLAYED_TTL", "1d"),
        ("BIBLIOS_MAX_BODY_BYTES", "16KiB"),
        ("BIBLIOS_MAX_BODY_BYTES", "0"),
        ("BIBLIOS_CAS_RETRIES", "many"),
        ("BIBLIOS_CAS_RETRIES", "0"),
        ("BIBLIOS_CAS_RETRIES", "-1"),
        ("BIBLIOS_REDIS_TIMEOUT", "fast"),
        ("BIBLIOS_REDIS_TIMEOUT", "0"),
        ("BIBLIOS_REDIS_TIMEOUT", "-0.5"),
        ("BIBLIOS_REDIS_TIMEOUT", "nan"),
        ("BIBLIOS_REDIS_TIMEOUT", "inf"),
        ("BIBLIOS_REVIEW_CPU_SECONDS", "a minute"),
        ("BIBLIOS_REVIEW_CPU_SECONDS", "0"),
        ("BIBLIOS_ADVICE_YIELD", "1.5"),
        ("BIBLIOS_ADVICE_YIELD", "-0.1"),
        ("BIBLIOS_ADVICE_YIELD", "busy"),
        ("BIBLIOS_ADVICE_YIELD", "nan"),
        ("BIBLIOS_HINT_MAX_PAUSE", "-1"),
        ("BIBLIOS_HINT_MAX_PAUSE", "inf"),
        ("BIBLIOS_REVIEW_MAX_PAUSE", "5 min"),
    ],
)
def test_bad_values_raise_an_error_naming_the_variable(name: str, raw: str) -> None:
    with pytest.raises(ValueError) as error:
        Config.from_env({name: raw})

    assert name in str(error.value)
    assert raw.strip() in str(error.value)


def test_sentinels_name_the_games_and_the_queue_and_the_durable_mode_waits() -> None:
    config = Config.from_env(
        {
            "BIBLIOS_REDIS_SENTINELS": "s1.internal:26379, 10.0.0.2:26380,[::1]:26381",
            "BIBLIOS_REDIS_SENTINEL_MASTER": "games",
            "BIBLIOS_WAIT_REPLICAS": "1",
            "BIBLIOS_WAIT_TIMEOUT": "0.25",
        }
    )

    hosts = (("s1.internal", 26379), ("10.0.0.2", 26380), ("::1", 26381))
    assert config.games_sentinels == Sentinels(hosts, "games")
    assert config.queue_sentinels == Sentinels(hosts, "games")  # the queue: the same master
    assert config.waiting == Waiting(1, 0.25)
    assert config.waiting.on and config.waiting.milliseconds == 250
    assert not Config.from_env({}).waiting.on


def test_the_queue_may_have_its_own_master_or_its_own_url() -> None:
    sentinels = {"BIBLIOS_REDIS_SENTINELS": "a:1", "BIBLIOS_REDIS_SENTINEL_MASTER": "games"}
    own = Config.from_env({**sentinels, "BIBLIOS_QUEUE_SENTINEL_MASTER": "jobs"})
    assert own.queue_sentinels == Sentinels((("a", 1),), "jobs")
    plain = Config.from_env({**sentinels, "BIBLIOS_QUEUE_URL": "redis://jobs:6379/0"})
    assert plain.queue_sentinels is None
    assert plain.queue == "redis://jobs:6379/0"


@pytest.mark.parametrize(
    ("environ", "named"),
    [
        ({"BIBLIOS_REDIS_SENTINELS": "a:1"}, "BIBLIOS_REDIS_SENTINEL_MASTER"),
        ({"BIBLIOS_REDIS_SENTINELS": "a"}, "BIBLIOS_REDIS_SENTINELS"),
        ({"BIBLIOS_REDIS_SENTINELS": "a:99999"}, "BIBLIOS_REDIS_SENTINELS"),
        ({"BIBLIOS_QUEUE_SENTINEL_MASTER": "jobs"}, "BIBLIOS_REDIS_SENTINELS"),
        (
            {
                "BIBLIOS_REDIS_SENTINELS": "a:1",
                "BIBLIOS_REDIS_SENTINEL_MASTER": "m",
                "BIBLIOS_REDIS_CLUSTER": "1",
                "BIBLIOS_QUEUE_URL": "redis://q:6379/0",
            },
            "BIBLIOS_REDIS_CLUSTER",
        ),
        ({"BIBLIOS_WAIT_REPLICAS": "-1"}, "BIBLIOS_WAIT_REPLICAS"),
        ({"BIBLIOS_WAIT_REPLICAS": "one"}, "BIBLIOS_WAIT_REPLICAS"),
        ({"BIBLIOS_WAIT_TIMEOUT": "0"}, "BIBLIOS_WAIT_TIMEOUT"),
    ],
)
def test_bad_durable_settings_name_their_variable(environ: dict[str, str], named: str) -> None:
    with pytest.raises(ValueError, match=named):
        Config.from_env(environ)


def test_config_is_immutable() -> None:
    config = Config.from_env({})
    with pytest.raises(dataclasses.FrozenInstanceError):
        config.game_ttl = 1  # type: ignore[misc]
