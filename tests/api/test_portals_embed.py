"""Embedding the web client in a portal (docs/web-client.md, "Embedding in a portal"): the
portals file's ``embed_origins`` (checked when the server starts) and ``/play/?portal=<id>``,
whose ``frame-ancestors`` names those origins while every other page may not be framed. The
browser side (a host page on another loopback origin) is tests/browser/test_embedding.py."""

from __future__ import annotations

import contextlib
import html
import io
import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from flask import Flask

from api.config import Config
from api.portals import registry as portals_module
from api.portals.registry import MAX_EMBED_ORIGINS, key_digest, load_portals
from tests.api.helpers import Api, Reply
from tests.api.portal_support import portal

ACME, PLAIN = portal("acme"), portal("plain")
NONE = "frame-ancestors 'none'"


def portals_text(origins: object = ("https://acme.example", "http://127.0.0.2:8080")) -> str:
    """A portals file: acme with ``origins`` as its embed_origins, plain without any."""
    return (
        f"[portals.acme]\nkey_sha256 = '{key_digest(ACME.key)}'\n"
        f"embed_origins = {json.dumps(origins)}\n\n"
        f"[portals.plain]\nkey_sha256 = '{key_digest(PLAIN.key)}'\n"
    )


@pytest.fixture
def portals_file(tmp_path: Path) -> Path:
    path = tmp_path / "portals.toml"
    path.write_text(portals_text())
    return path


@pytest.fixture
def closed(make_app: Callable[..., Flask], portals_file: Path) -> Api:
    return Api(make_app(BIBLIOS_PORTALS_FILE=str(portals_file)).test_client())


def frame_ancestors(reply: Reply) -> str:
    policy = reply.headers["Content-Security-Policy"]
    directives = [d.strip() for d in policy.split(";")]
    found = [d for d in directives if d.startswith("frame-ancestors")]
    assert len(found) == 1, policy
    # The rest of the policy is the plain page's, whatever the portal.
    assert "script-src 'self'" in directives and "default-src 'none'" in directives
    return found[0]


def embedding(reply: Reply) -> object:
    """What the page tells its script: the biblios-embed meta's JSON, or None when empty."""
    found = re.search(r'<meta name="biblios-embed" content="([^"]*)">', reply.body.decode())
    assert found, "the page has no biblios-embed meta"
    content = html.unescape(found.group(1))
    return json.loads(content) if content else None


# --- The portals file -------------------------------------------------------------------------


def test_embed_origins_are_kept_as_browsers_write_origins(tmp_path: Path) -> None:
    path = tmp_path / "portals.toml"
    origins = [
        "https://Acme.Example",
        "https://acme.example:443",  # the same origin: kept once
        "https://www.acme.example/",
        "http://127.0.0.2:8080",
        "http://[::1]:9000",
        "http://localhost:80",
    ]
    path.write_text(portals_text(origins))
    portals = load_portals(path)
    assert portals.get("acme").embed_origins == (
        "https://acme.example",
        "https://www.acme.example",
        "http://127.0.0.2:8080",
        "http://[::1]:9000",
        "http://localhost",
    )
    assert portals.get("plain").embed_origins == ()


@pytest.mark.parametrize(
    ("origins", "problem"),
    [
        ("https://acme.example", "must be a list"),
        ([42], "42 is not an origin"),
        (["https://*.acme.example"], "is not an origin"),
        (["*"], "is not an origin"),
        (["'self'"], "is not an origin"),
        (["acme.example"], "is not an origin"),
        (["ftp://acme.example"], "is not an origin"),
        (["https://acme.example/games"], "is not an origin"),
        (["https://acme.example?x=1"], "is not an origin"),
        (["https://acme.example#top"], "is not an origin"),
        (["https://user:pw@acme.example"], "is not an origin"),
        (["https://acme.example:99999"], "is not an origin"),
        (["https://acme.example:0"], "is not an origin"),
        (["https://acme example"], "is not an origin"),
        (["https://acmé.example"], "is not an origin"),
        (["https://acme.example; script-src *"], "is not an origin"),
        ([f"https://a{n}.example" for n in range(MAX_EMBED_ORIGINS + 1)], "at most"),
    ],
)
def test_bad_embed_origins_stop_the_server_with_a_clear_error(
    tmp_path: Path, origins: object, problem: str
) -> None:
    path = tmp_path / "portals.toml"
    path.write_text(portals_text(origins))
    with pytest.raises(ValueError) as error:
        Config.from_env({"BIBLIOS_PORTALS_FILE": str(path)})
    message = str(error.value)
    assert "BIBLIOS_PORTALS_FILE: [portals.acme]: embed_origins" in message and problem in message


# --- /play/?portal=<id> -------------------------------------------------------------------------


def test_a_portals_page_may_be_framed_by_its_origins_only(closed: Api) -> None:
    reply = closed.get("/play/?portal=acme")
    assert reply.status == 200
    assert frame_ancestors(reply) == "frame-ancestors https://acme.example http://127.0.0.2:8080"
    assert embedding(reply) == {
        "portal": "acme",
        "origins": ["https://acme.example", "http://127.0.0.2:8080"],
    }
    assert "X-Frame-Options" not in reply.headers  # it would forbid what the policy allows
    # A revalidation keeps the portal's policy; the plain page is another document.
    again = closed.get("/play/?portal=acme", headers={"If-None-Match": reply.headers["ETag"]})
    assert again.status == 304 and frame_ancestors(again) == frame_ancestors(reply)
    plain = closed.get("/play/")
    assert plain.headers["ETag"] != reply.headers["ETag"]


@pytest.mark.parametrize(
    "query",
    [
        "",
        "?portal=plain",  # lists no origin
        "?portal=nobody",
        "?portal=",
        "?portal=ACME",  # ids are case-sensitive
        "?portal=acme%00",
        "?portal=" + "a" * 300,
        "?portal=acme&portal=x",  # the first one counts: acme
    ],
)
def test_every_other_page_may_not_be_framed(closed: Api, query: str) -> None:
    reply = closed.get(f"/play/{query}")
    assert reply.status == 200
    if query.startswith("?portal=acme&"):
        assert frame_ancestors(reply).startswith("frame-ancestors https://acme.example")
        return
    assert frame_ancestors(reply) == NONE
    assert embedding(reply) is None


def test_the_clients_files_and_labels_are_never_framed(closed: Api) -> None:
    page = closed.get("/play/?portal=acme").body.decode()
    for path in re.findall(r'(?:src|href)="(/play/[^"]+)"', page) + ["/play/texts/en.json"]:
        reply = closed.get(f"{path}?portal=acme")
        assert reply.status == 200, path
        assert frame_ancestors(reply) == NONE, path


def test_open_mode_has_no_portal_to_frame_the_page(client: Api) -> None:
    reply = client.get("/play/?portal=acme")
    assert reply.status == 200 and frame_ancestors(reply) == NONE
    assert embedding(reply) is None


def test_the_new_portal_command_writes_the_embedding_origins(tmp_path: Path) -> None:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        command = ["new", "acme", "--embed-origin", "https://Acme.example:443"]
        assert portals_module.main([*command, "--embed-origin", "http://127.0.0.2:8080"]) == 0
    path = tmp_path / "portals.toml"
    path.write_text(out.getvalue())
    assert load_portals(path).get("acme").embed_origins == (
        "https://acme.example",
        "http://127.0.0.2:8080",
    )
    with contextlib.redirect_stderr(io.StringIO()) as errors, pytest.raises(SystemExit):
        portals_module.main(["new", "acme", "--embed-origin", "https://*.acme.example"])
    assert "--embed-origin" in errors.getvalue()
