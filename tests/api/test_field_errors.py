"""Field errors of invalid requests are written in the request's language (issue 4)."""

from __future__ import annotations

import pytest
from flask import Flask

ENGLISH = {
    "Unknown field.",
    "Must be one of: biblios, 1347.",
    "Not a valid integer.",
    "Length must be between 2 and 4.",
    "Missing data for required field.",
    "Not a valid JSON document.",
}
BAD_CREATE = {"game": "chess", "players": "3", "bogus": 1, "names": ["Ana"]}


def field_messages(errors: dict) -> list[str]:
    return [message for messages in errors.values() for message in messages]


def test_english_field_errors_name_each_problem(app: Flask) -> None:
    reply = app.test_client().post("/v1/games", json=BAD_CREATE)
    assert reply.status_code == 400
    assert reply.json["errors"] == {
        "bogus": ["Unknown field."],
        "game": ["Must be one of: biblios, 1347."],
        "names": ["Length must be between 2 and 4."],
        "players": ["Not a valid integer."],
    }


@pytest.mark.parametrize("lang", ["es", "fr", "ru"])
def test_field_errors_are_translated(app: Flask, lang: str) -> None:
    client = app.test_client()
    reply = client.post(f"/v1/games?lang={lang}", json=BAD_CREATE)
    assert reply.status_code == 400 and reply.headers["Content-Language"] == lang
    messages = field_messages(reply.json["errors"])
    assert len(messages) == 4
    assert not set(messages) & ENGLISH
    assert any("2" in m and "4" in m for m in messages)  # the placeholders were filled in
    assert all("%(" not in m for m in messages)
    reply = client.post(
        f"/v1/games?lang={lang}", data=b"{not json", content_type="application/json"
    )
    assert field_messages(reply.json["errors"])[0] not in ENGLISH
    reply = client.post(
        "/v1/games/abcdefgh/actions",
        json={"type": "bid"},
        headers={"Accept-Language": f"{lang};q=0.9, en;q=0.1"},
    )
    assert reply.status_code == 404  # the game is looked up first (contract's order)


@pytest.mark.parametrize("lang", ["es", "fr", "ru"])
def test_action_field_errors_are_translated(app: Flask, lang: str) -> None:
    created = app.test_client().post("/v1/games", json={"game": "biblios", "players": 2}).json
    token = created["seats"][0]["token"]
    reply = app.test_client().post(
        f"/v1/games/{created['id']}/actions?lang={lang}",
        json={"type": "bid"},
        headers={"Authorization": f"Bearer {token}"},
    )
    assert reply.status_code == 400
    (message,) = reply.json["errors"]["amount"]
    assert message not in ENGLISH and message
