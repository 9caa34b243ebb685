"""The interactive reference (``/v1/docs``, Swagger UI served by the API) in a real Chromium:
"Try it out" with the document's default body creates a game on a fresh server (issue: every
example valid, "Try it out" succeeds)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from playwright.sync_api import expect

#: Swagger UI lays out the whole document (about 430 KB) in the page's one thread, and again an
#: operation's schemas and examples when it opens: on a quiet machine the first click waited
#: 1.6 s for the page and the operation took 1.4 s more to open; under the spread suite's load
#: (three test processes on two cores) a click once waited more than the context's 10 s. These
#: tests check what the page does, not how fast it lays out.
LAYOUT_MS = 30_000


def test_the_root_leads_to_the_reference_page(open_page: Callable[..., Any]) -> None:
    page = open_page("/", fresh=False)
    assert page.url.endswith("/v1/docs")
    expect(page.locator(".swagger-ui .info .title")).to_be_visible(timeout=LAYOUT_MS)


def test_try_it_out_with_the_default_body_creates_a_game(open_page: Callable[..., Any]) -> None:
    page = open_page("/v1/docs", fresh=False)
    operation = page.locator("#operations-games-create_game")
    operation.locator(".opblock-summary").click(timeout=LAYOUT_MS)
    operation.get_by_role("button", name="Try it out").click(timeout=LAYOUT_MS)
    operation.get_by_role("button", name="Execute").click(timeout=LAYOUT_MS)

    status = operation.locator(".live-responses-table tbody .response-col_status").first
    expect(status).to_have_text("201", timeout=LAYOUT_MS)
    body = operation.locator(".live-responses-table tbody .response-col_description pre").first
    expect(body).to_contain_text('"seats"')
    expect(body).to_contain_text('"fairness"')
