"""The interactive reference page works offline: its scripts and styles come from the API."""

from __future__ import annotations

import re
from collections.abc import Callable

from flask import Flask

from api import SWAGGER_UI


def test_reference_page_assets_are_served_by_the_api(app: Flask) -> None:
    client = app.test_client()
    page = client.get("/v1/docs")
    assert page.status_code == 200 and page.content_type.startswith("text/html")
    assets = re.findall(r'(?:src|href)="([^"]+\.(?:js|css))"', page.get_data(as_text=True))
    assert any(a.endswith("swagger-ui-bundle.js") for a in assets)
    for asset in assets:
        assert asset.startswith("/v1/docs/assets/"), asset  # no third-party CDN
        reply = client.get(asset)
        assert reply.status_code == 200 and len(reply.data) > 1000


def test_reference_assets_stay_inside_their_folder(app: Flask) -> None:
    reply = app.test_client().get("/v1/docs/assets/../../../../etc/passwd")
    assert reply.status_code == 404
    assert reply.content_type == "application/problem+json"


def test_the_reference_page_is_a_current_swagger_ui(app: Flask) -> None:
    """Swagger UI 5 (OpenAPI 3.1), vendored from npm's swagger-ui-dist: its VERSION file names
    the release the bundle is."""
    version = (SWAGGER_UI / "VERSION").read_text().strip()
    assert int(version.split(".")[0]) >= 5, version
    bundle = app.test_client().get("/v1/docs/assets/swagger-ui-bundle.js")
    assert f'"{version}"'.encode() in bundle.data
    assert (SWAGGER_UI / "LICENSE").exists()


def test_the_root_is_the_reference_page(app: Flask) -> None:
    reply = app.test_client().get("/")
    assert reply.status_code == 302 and reply.headers["Location"] == "/v1/docs"


def test_the_site_has_an_icon(app: Flask) -> None:
    """Browsers ask every site for /favicon.ico: no 404 in the reference page's console."""
    reply = app.test_client().get("/favicon.ico")
    assert reply.status_code == 200 and reply.mimetype == "image/svg+xml"
    assert reply.data.startswith(b"<svg")


def test_cors_allows_the_methods_served_and_exposes_what_clients_read(
    make_app: Callable[..., Flask],
) -> None:
    client = make_app(BIBLIOS_CORS_ORIGINS="https://play.example").test_client()
    preflight = client.options(
        "/v1/games",
        headers={"Origin": "https://play.example", "Access-Control-Request-Method": "POST"},
    )
    methods = {m.strip() for m in preflight.headers["Access-Control-Allow-Methods"].split(",")}
    assert methods == {"GET", "HEAD", "POST", "OPTIONS"}
    reply = client.get("/v1/health", headers={"Origin": "https://play.example"})
    exposed = {h.strip().lower() for h in reply.headers["Access-Control-Expose-Headers"].split(",")}
    assert {"etag", "location", "content-language", "www-authenticate", "retry-after"} <= exposed
    assert {"ratelimit", "ratelimit-policy", "x-ratelimit-remaining"} <= exposed
