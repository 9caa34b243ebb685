"""Rate limits that cannot be dodged (play-contract "Limits"; api/http/limits.py), tried as an
attacker would: made-up tokens, made-up forwarded addresses, another portal's games. The limits
count in the test's private Redis, as in production."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from flask import Flask

from api.config import DEFAULT_CREATE_RATE_LIMIT, DEFAULT_PORTAL_CREATE_RATE_LIMIT, Config
from api.portals.registry import key_digest, load_portals
from tests.api.helpers import Api, assert_problem, bearer, create_game
from tests.api.portal_support import portal, write_portals

BODY = {"game": "biblios", "players": 2}


def made_up(n: int) -> dict[str, str]:
    return {"Authorization": f"Bearer made-up-token-{n:04d}"}


def test_made_up_tokens_share_the_address_bucket_when_creating(
    make_app: Callable[..., Flask],
) -> None:
    """The attack of the issue: every creation carries a different made-up Bearer token."""
    api = Api(make_app(BIBLIOS_RATE_LIMIT="5/minute").test_client())
    answers = [api.post("/v1/games", BODY, headers=made_up(n)) for n in range(8)]
    assert [r.status for r in answers[:5]] == [201] * 5
    for reply in answers[5:]:
        assert_problem(reply, 429, "rate_limited")
        assert int(reply.headers["Retry-After"]) >= 1


def test_made_up_tokens_on_a_game_share_the_address_bucket(
    make_app: Callable[..., Flask],
) -> None:
    game = create_game(Api(make_app().test_client()), 2, seed=3)
    api = Api(make_app(BIBLIOS_RATE_LIMIT="4/minute").test_client())
    answers = [api.get(game.path, headers=made_up(n)) for n in range(6)]
    assert [r.status for r in answers[:4]] == [401] * 4  # refused requests count too
    assert_problem(answers[4], 429, "rate_limited")
    # the seat's real token is a verified identity: a bucket of its own
    assert api.get(game.path, headers=bearer(game.tokens[0])).status == 200
    # and another game's id does not make the made-up token an identity either
    assert_problem(api.get("/v1/games/nosuchgame42", headers=made_up(99)), 429, "rate_limited")


def test_creation_is_limited_by_default_in_open_mode() -> None:
    assert Config.from_env({}).creation_limit == DEFAULT_CREATE_RATE_LIMIT
    assert Config.from_env({"BIBLIOS_CREATE_RATE_LIMIT": "off"}).creation_limit == ""


def test_the_creation_limit_counts_creations_only(make_app: Callable[..., Flask]) -> None:
    api = Api(make_app(BIBLIOS_CREATE_RATE_LIMIT="3/minute").test_client())
    created = [api.post("/v1/games", BODY, headers=made_up(n)) for n in range(3)]
    assert [r.status for r in created] == [201] * 3
    refused = api.post("/v1/games", BODY)
    assert_problem(refused, 429, "rate_limited")
    assert int(refused.headers["Retry-After"]) >= 1
    game_id = created[0].json["id"]
    assert api.get(f"/v1/games/{game_id}").status == 200  # reading is not creating


def test_a_forwarded_address_is_ignored_without_trusted_proxies(
    make_app: Callable[..., Flask],
) -> None:
    api = Api(make_app(BIBLIOS_CREATE_RATE_LIMIT="3/minute").test_client())
    answers = [
        api.post("/v1/games", BODY, headers={"X-Forwarded-For": f"198.51.100.{n}"})
        for n in range(5)
    ]
    assert [r.status for r in answers] == [201, 201, 201, 429, 429]


def test_behind_a_trusted_proxy_only_the_proxys_entry_counts(
    make_app: Callable[..., Flask],
) -> None:
    """With one trusted proxy, the client is the address that proxy appended: entries the
    client wrote itself before it change nothing."""
    app = make_app(BIBLIOS_CREATE_RATE_LIMIT="2/minute", BIBLIOS_TRUSTED_PROXIES="1")
    api = Api(app.test_client())

    def create_as(spoofed: str, real: str) -> int:
        return api.post("/v1/games", BODY, headers={"X-Forwarded-For": f"{spoofed}, {real}"}).status

    assert [create_as(f"10.9.9.{n}", "203.0.113.7") for n in range(3)] == [201, 201, 429]
    # another real client, behind the same proxy, has its own bucket
    assert create_as("10.9.9.1", "203.0.113.8") == 201


def test_each_portal_has_its_own_bucket_and_a_wrong_key_is_its_address(
    make_app: Callable[..., Flask], tmp_path: Path
) -> None:
    acme, other = portal("acme"), portal("other")
    portals_file = write_portals(tmp_path / "portals.toml", acme, other)
    app = make_app(BIBLIOS_PORTALS_FILE=str(portals_file), BIBLIOS_CREATE_RATE_LIMIT="2/minute")
    api = Api(app.test_client())
    assert [api.post("/v1/games", BODY, headers=acme.auth).status for _ in range(3)] == [
        201,
        201,
        429,
    ]
    assert api.post("/v1/games", BODY, headers=other.auth).status == 201
    # made-up portal keys are refused (401) and all count as the one address
    wrong = [api.post("/v1/games", BODY, headers=made_up(n)).status for n in range(3)]
    assert wrong == [401, 401, 401]


def test_an_anonymous_creation_in_closed_mode_is_always_401(
    make_app: Callable[..., Flask], tmp_path: Path
) -> None:
    """Issue 38: in closed mode, creating without a key answered 429 after about 11 tries from
    one address. However often it is tried, the answer names the missing key; the tries are
    still counted (the address's other requests meet the general limit)."""
    portals_file = write_portals(tmp_path / "portals.toml", portal("acme"))
    app = make_app(
        BIBLIOS_PORTALS_FILE=str(portals_file),
        BIBLIOS_CREATE_RATE_LIMIT="2/minute",
        BIBLIOS_RATE_LIMIT="30/minute",
    )
    api = Api(app.test_client())
    codes = set()
    for attempt in range(30):
        reply = api.post("/v1/games", BODY, headers=made_up(attempt) if attempt % 2 else {})
        codes.add(assert_problem(reply, 401, reply.json["code"])["code"])
    assert len(codes) == 1 and "WWW-Authenticate" in reply.headers, codes
    assert_problem(api.get("/v1/games/nosuchgame42"), 429, "rate_limited")


@pytest.mark.parametrize("value", ["lots", "5/fortnight", "-1/minute"])
def test_a_bad_limit_stops_the_server_with_a_clear_error(value: str) -> None:
    with pytest.raises(ValueError, match="BIBLIOS_RATE_LIMIT"):
        Config.from_env({"BIBLIOS_RATE_LIMIT": value})


# ----- Issue 25: probes never limited; closed mode's creations limited per portal ------------


def test_health_and_metrics_are_never_rate_limited(make_app: Callable[..., Flask]) -> None:
    """A load balancer probing /v1/health (and Prometheus scraping /metrics) more often than
    the limit allows must never read a 429 and mark a healthy host down."""
    api = Api(make_app(BIBLIOS_RATE_LIMIT="3/minute").test_client())
    assert [api.get("/v1/health").status for _ in range(12)] == [200] * 12
    assert [api.get("/metrics").status for _ in range(12)] == [200] * 12
    # the probes did not use the address's bucket up either: everything else is still counted
    answers = [api.get("/v1/games/nosuchgame42").status for _ in range(4)]
    assert answers == [404, 404, 404, 429]


def test_closed_mode_limits_creations_per_portal_by_default(tmp_path: Path) -> None:
    portals_file = write_portals(tmp_path / "portals.toml", portal("acme"))
    config = Config.from_env({"BIBLIOS_PORTALS_FILE": str(portals_file)})
    assert config.creation_limit == DEFAULT_PORTAL_CREATE_RATE_LIMIT
    off = Config.from_env(
        {"BIBLIOS_PORTALS_FILE": str(portals_file), "BIBLIOS_CREATE_RATE_LIMIT": "off"}
    )
    assert off.creation_limit == ""


def _portals_with_limits(path: Path, limits: dict[str, str | None]) -> dict[str, Any]:
    """A portals file of one portal per entry of ``limits`` (its ``create_rate_limit``, or
    none); the portals' credentials by id."""
    made = {portal_id: portal(portal_id) for portal_id in limits}
    lines = []
    for portal_id, limit in limits.items():
        lines += [f"[portals.{portal_id}]", f'key_sha256 = "{key_digest(made[portal_id].key)}"']
        if limit is not None:
            lines.append(f'create_rate_limit = "{limit}"')
    path.write_text("\n".join(lines) + "\n")
    return made


def test_a_portals_own_creation_limit_is_counted_for_it_alone(
    make_app: Callable[..., Flask], tmp_path: Path
) -> None:
    """Closed mode: one portal made thousands of games in seconds. Each portal's
    ``create_rate_limit`` caps its own creations (429 with Retry-After), whatever the server's
    default; a portal without one keeps the server's (here: off)."""
    path = tmp_path / "portals.toml"
    made = _portals_with_limits(path, {"acme": "3/minute", "calm": None, "free": "off"})
    api = Api(make_app(BIBLIOS_PORTALS_FILE=str(path)).test_client())  # the server's: off
    acme = [api.post("/v1/games", BODY, headers=made["acme"].auth) for _ in range(5)]
    assert [r.status for r in acme] == [201, 201, 201, 429, 429]
    refused = assert_problem(acme[3], 429, "rate_limited")
    assert refused["code"] == "rate_limited" and int(acme[3].headers["Retry-After"]) >= 1
    assert [api.post("/v1/games", BODY, headers=made["calm"].auth).status for _ in range(5)] == [
        201
    ] * 5
    assert [api.post("/v1/games", BODY, headers=made["free"].auth).status for _ in range(5)] == [
        201
    ] * 5
    # acme may still play: only creations are counted
    game_id = acme[0].json["id"]
    assert api.get(f"/v1/games/{game_id}", headers=made["acme"].auth).status == 200


def test_a_portals_limit_replaces_the_servers_for_that_portal(
    make_app: Callable[..., Flask], tmp_path: Path
) -> None:
    path = tmp_path / "portals.toml"
    made = _portals_with_limits(path, {"big": "6/minute", "small": None})
    app = make_app(BIBLIOS_PORTALS_FILE=str(path), BIBLIOS_CREATE_RATE_LIMIT="2/minute")
    api = Api(app.test_client())
    big = [api.post("/v1/games", BODY, headers=made["big"].auth).status for _ in range(7)]
    assert big == [201] * 6 + [429]
    small = [api.post("/v1/games", BODY, headers=made["small"].auth).status for _ in range(3)]
    assert small == [201, 201, 429]


@pytest.mark.parametrize("value", ["lots", "5/fortnight", "-1/minute", ""])
def test_a_bad_portal_creation_limit_stops_the_server(tmp_path: Path, value: str) -> None:
    path = tmp_path / "portals.toml"
    _portals_with_limits(path, {"acme": value})
    with pytest.raises(ValueError, match=r"\[portals.acme\]: create_rate_limit"):
        load_portals(path)
