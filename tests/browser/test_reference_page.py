"""The interactive reference (``/v1/docs``, Swagger UI served by the API) in a real Chromium:
"Try it out" with the document's default body creates a game on a fresh server (issue: every
example valid, "Try it out" succeeds)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from playwright.sync_api import expect


def test_the_root_leads_to_the_reference_page(open_page: Callable[..., Any]) -> None:
    page = open_page("/", fresh=False)
    assert page.url.endswith("/v1/docs")
    expect(page.locator(".swagger-ui .info .title")).to_be_visible()


def test_try_it_out_with_the_default_body_creates_a_game(open_page: Callable[..., Any]) -> None:
    page = open_page("/v1/docs", fresh=False)
    operation = page.locator("#operations-games-create_game")
    operation.locator(".opblock-summary").click()
    operation.get_by_role("button", name="Try it out").click()
    operation.get_by_role("button", name="Execute").click()

    status = operation.locator(".live-responses-table tbody .response-col_status").first
    expect(status).to_have_text("201", timeout=10_000)
    body = operation.locator(".live-responses-table tbody .response-col_description pre").first
    expect(body).to_contain_text('"seats"')
    expect(body).to_contain_text('"fairness"')
