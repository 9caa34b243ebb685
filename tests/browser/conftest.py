"""Browser tests of the reference web client (``/play/``): Debian's Chromium driven by
Playwright for Python, against a real gunicorn, a real background worker and the session's
private Redis (``tests/conftest.py``).

Nothing here is skipped: without Playwright or Chromium the tests fail and say what to install
(CI installs both: ``.ci/run``). ``BIBLIOS_CHROMIUM`` names another Chromium binary.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from support.gunicorn_server import GunicornServer
from support.redis_server import RedisServer
from support.worker_process import WorkerProcess

CHROMIUM = os.environ.get("BIBLIOS_CHROMIUM", "/usr/bin/chromium")
# Headless, and none of Chromium's own traffic: this machine's network is closed.
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 375, "height": 812}


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        pytest.fail(
            "Playwright for Python is missing: pip install -e '.[dev]' (never `playwright "
            "install`: the tests use Debian's chromium)",
            pytrace=False,
        )
    if not Path(CHROMIUM).is_file():
        pytest.fail(
            f"no Chromium at {CHROMIUM}: apt-get install chromium (or set BIBLIOS_CHROMIUM)",
            pytrace=False,
        )
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture(scope="session")
def site(redis_server: RedisServer) -> Iterator[GunicornServer]:
    """gunicorn with its access log on (the tests read it: no token may ever be in it), and a
    worker for the clocks."""
    with (
        GunicornServer(redis_server.url, BIBLIOS_ACCESS_LOG="1") as server,
        WorkerProcess(redis_server.url),
    ):
        yield server


class Watch:
    """What the pages of one test did wrong: console errors and warnings, uncaught
    exceptions, failed requests and error answers (``expect()`` those a test causes)."""

    def __init__(self) -> None:
        self.problems: list[str] = []
        self.urls: list[str] = []
        self.referers: list[str] = []
        self.expected: list[re.Pattern[str]] = []

    def expect(self, pattern: str) -> None:
        self.expected.append(re.compile(pattern))

    def attach(self, page: Any) -> None:
        def console(message: Any) -> None:
            if message.type in ("error", "warning"):
                self.problems.append(f"console {message.type}: {message.text}")

        def failed(request: Any) -> None:
            # A stream the client closes (a reload, a language switch, the end) is aborted.
            if "/stream" in request.url and request.failure == "net::ERR_ABORTED":
                return
            self.problems.append(f"request failed: {request.url} {request.failure}")

        def response(answer: Any) -> None:
            if answer.status >= 400:
                self.problems.append(f"HTTP {answer.status}: {answer.url}")

        def request(sent: Any) -> None:
            self.urls.append(sent.url)
            referer = sent.headers.get("referer")
            if referer:
                self.referers.append(referer)

        page.on("console", console)
        page.on("pageerror", lambda error: self.problems.append(f"page error: {error}"))
        page.on("requestfailed", failed)
        page.on("response", response)
        page.on("request", request)

    def unexpected(self) -> list[str]:
        return [p for p in self.problems if not any(e.search(p) for e in self.expected)]


@pytest.fixture
def watch() -> Watch:
    return Watch()


@pytest.fixture
def open_page(browser: Any, site: GunicornServer, watch: Watch) -> Iterator[Callable[..., Any]]:
    """``open_page(path="/play/", lang="en", viewport=DESKTOP, paced=False)``: a page in a new
    browser context (its own storage, as another device would have; unless ``paced``, the
    others' moves are shown at once, the player's choice the tests take). At the end of the
    test, every page must have had no console error, failed request or error answer it did not
    expect."""
    contexts: list[Any] = []

    def open_(
        path: str = "/play/", lang: str = "en", viewport: dict = DESKTOP, paced: bool = False
    ) -> Any:
        # Reduced motion, as a person may ask: no animation keeps the renderer painting.
        context = browser.new_context(viewport=viewport, locale=lang, reduced_motion="reduce")
        context.set_default_timeout(10_000)
        if not paced:  # the others' moves at once, as a player may choose: tests read the log
            context.add_init_script("localStorage.setItem('biblios.pace', 'off')")
        contexts.append(context)
        page = context.new_page()
        watch.attach(page)
        page.goto(site.url + path)
        return page

    yield open_
    for context in contexts:
        context.close()
    assert watch.unexpected() == []
