"""Messages say what is wrong (issue 40): a bad portal key says "portal key", a 400's detail
names its fields, an operation a game does not offer is 404 ``not_supported_by_game``, each in
the four languages."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from flask import Flask

from api.i18n import SUPPORTED, get_localizer
from tests.api.helpers import Api, assert_problem, bearer
from tests.api.portal_support import portal, write_portals

ROOT = Path(__file__).resolve().parents[2]
ACME = portal("acme")
LANGS = sorted(SUPPORTED)


@pytest.fixture
def api(make_app: Callable[..., Flask], tmp_path: Path) -> Api:
    portals = write_portals(tmp_path / "portals.toml", ACME)
    return Api(make_app(BIBLIOS_PORTALS_FILE=str(portals)).test_client())


@pytest.mark.parametrize("lang", LANGS)
def test_a_bad_portal_key_says_portal_key(api: Api, lang: str) -> None:
    body = {"game": "biblios", "players": 2}
    made = api.post("/v1/games", body, headers=ACME.auth).json
    assert made["view"]["seat"] is None  # as the README says: a portal's view is a spectator's
    headers = {"Accept-Language": lang}
    for reply in (
        api.post("/v1/games", body, headers={**headers, "Authorization": "Bearer bpk_nope"}),
        api.post("/v1/games", body, headers={**headers, **bearer(made["seats"][0]["token"])}),
        api.get("/v1/games", headers=headers),
    ):
        problem = assert_problem(reply, 401, "invalid_portal_key")
        expected = get_localizer(lang).error("invalid_portal_key")
        assert problem["detail"] == expected
        if lang == "en":
            assert "portal key" in expected and "seat token" not in expected
        else:
            assert expected != get_localizer("en").error("invalid_portal_key")


@pytest.mark.parametrize("lang", LANGS)
def test_a_400_names_its_fields(api: Api, lang: str) -> None:
    reply = api.post(
        "/v1/games",
        {"game": "biblios", "players": 9, "seats": [{"name": ""}, {"bot": 3}]},
        headers={**ACME.auth, "Accept-Language": lang},
    )
    problem = assert_problem(reply, 400, "invalid_request")
    assert set(problem["errors"]) == {"players", "seats"}
    for field in ("players", "seats.0.name", "seats.1.bot"):
        assert field in problem["detail"], problem["detail"]
    assert problem["detail"] != get_localizer(lang).error("invalid_request")
    not_json = api.post("/v1/games", data=b"{", content_type="application/json", headers=ACME.auth)
    problem = assert_problem(not_json, 400, "invalid_request")
    assert problem["detail"] == get_localizer("en").error("invalid_request")  # no field to name


@pytest.mark.parametrize("lang", LANGS)
def test_an_operation_the_game_does_not_offer_is_404_not_supported_by_game(
    api: Api, lang: str
) -> None:
    made = api.post("/v1/games", {"game": "biblios", "players": 2}, headers=ACME.auth).json
    token = made["seats"][made["view"]["to_act"][0]]["token"]
    reply = api.post(
        f"/v1/games/{made['id']}/preview",
        {"type": "place", "to": "public"},
        headers={**bearer(token), "Accept-Language": lang},
    )
    problem = assert_problem(reply, 404, "not_supported_by_game")
    assert problem["params"] == {"game": "biblios", "operation": "preview"}
    assert problem["detail"] == get_localizer(lang).error("not_supported_by_game")
    assert problem["detail"] != get_localizer(lang).error("not_found")


def test_the_new_codes_are_documented() -> None:
    codes = (ROOT / "docs" / "codes.md").read_text(encoding="utf-8")
    for code in ("invalid_portal_key", "not_supported_by_game"):
        assert f"`{code}`" in codes
