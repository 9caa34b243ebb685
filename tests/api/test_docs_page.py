"""The interactive reference page works offline: its scripts and styles come from the API."""

from __future__ import annotations

import re

from flask import Flask


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
