"""Browser tests of the reference web client (``/play/``): Debian's Chromium driven by
Playwright for Python, against a real gunicorn, a real background worker and the session's
private Redis (``tests/conftest.py``).

Nothing here is skipped: without Playwright or Chromium the tests fail and say what to install
(CI installs both: ``.ci/run``). The browser is Debian's ``chromium-headless-shell``, the build
of Chromium without a browser's windows that Playwright itself runs headless tests on: it
renders the same pages as ``chromium`` for less CPU (docs/testing.md, "The browser tests on the
headless shell"). ``BIBLIOS_CHROMIUM`` names another Chromium binary.
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

CHROMIUM = os.environ.get("BIBLIOS_CHROMIUM", "/usr/bin/chromium-headless-shell")
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
            f"no Chromium at {CHROMIUM}: apt-get install chromium-headless-shell (or set "
            "BIBLIOS_CHROMIUM)",
            pytrace=False,
        )
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture(scope="session")
def site_redis() -> Iterator[RedisServer]:
    """The private redis-server of ``site``: its games and its worker's queues. Not the
    session's, which is tests/api's: a session's worker left running there after the browser
    tests took the jobs of the API tests that came later in the same process, and added its
    commands to those the API tests count."""
    with RedisServer() as server:
        yield server


@pytest.fixture(scope="session")
def site(site_redis: RedisServer) -> Iterator[GunicornServer]:
    """gunicorn with its access log on (the tests read it: no token may ever be in it), and a
    worker for the clocks, on ``site_redis``."""
    with (
        GunicornServer(site_redis.url, BIBLIOS_ACCESS_LOG="1") as server,
        WorkerProcess(site_redis.url),
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
        self.handlers: dict[Any, dict[str, Callable[[Any], None]]] = {}

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

        def error(error: Any) -> None:
            self.problems.append(f"page error: {error}")

        handlers = {
            "console": console,
            "pageerror": error,
            "requestfailed": failed,
            "response": response,
            "request": request,
        }
        for event, handler in handlers.items():
            page.on(event, handler)
        self.handlers[page] = handlers

    def detach(self, page: Any) -> None:
        """Stop watching ``page`` (the kept page, before it goes on to the next test), once the
        events it sent so far are in (a round trip)."""
        page.evaluate("0")
        for event, handler in self.handlers.pop(page).items():
            page.remove_listener(event, handler)

    def unexpected(self) -> list[str]:
        return [p for p in self.problems if not any(e.search(p) for e in self.expected)]


@pytest.fixture
def watch() -> Watch:
    return Watch()


def new_context(browser: Any, viewport: dict, lang: str, paced: bool) -> Any:
    """A browser context as a new device would be: its own storage and cache, ``lang`` as the
    browser's language, reduced motion (as a person may ask: no animation keeps the renderer
    painting) and, unless ``paced``, the others' moves shown at once (a player's choice the
    tests take: they read the log)."""
    context = browser.new_context(viewport=viewport, locale=lang, reduced_motion="reduce")
    context.set_default_timeout(10_000)
    if not paced:  # unless the page's own choice is stored (a reload keeps it, as for a person)
        context.add_init_script(UNPACED)
    return context


#: The others' moves at once, unless a choice is stored (not on ``about:blank``: no storage).
UNPACED = """if (location.protocol.startsWith("http")
    && localStorage.getItem("biblios.pace") === null) {
    localStorage.setItem("biblios.pace", "off");
}"""


class KeptPage:
    """One page the tests that need no new context take in turn (a context and its first page
    cost about 0.6 s of CPU more than loading a page again, and a renderer that has run the
    client runs it for less: docs/testing-log.md, "Browser tests' CPU"). Between two tests its
    storage is emptied and it leaves for ``about:blank``, so the next test's page loads anew
    with nothing of the last one but the HTTP cache; after a failed test, or a reset that
    fails, the context goes and the next test has a new one."""

    def __init__(self, browser: Any) -> None:
        self.browser = browser
        self.context: Any = None
        self.page: Any = None

    def take(self, viewport: dict) -> Any:
        if self.page is None:
            self.context = new_context(self.browser, DESKTOP, "en", paced=False)
            self.page = self.context.new_page()
        self.page.set_viewport_size(viewport)
        return self.page

    def reset(self, failed: bool) -> None:
        if self.page is None:
            return
        try:
            if failed:
                raise RuntimeError("a failed test leaves the page as it was")
            self.page.evaluate("() => { localStorage.clear(); sessionStorage.clear(); }")
            self.page.goto("about:blank")
        except Exception:
            self.close()

    def close(self) -> None:
        if self.context is not None:
            self.context.close()
        self.context = self.page = None


@pytest.fixture(scope="session")
def kept_page(browser: Any) -> Iterator[KeptPage]:
    kept = KeptPage(browser)
    yield kept
    kept.close()


CALL_FAILED = pytest.StashKey[bool]()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
    """Notes on the test whether its call failed (``open_page`` then drops the kept page)."""
    report = yield
    if report.when == "call":
        item.stash[CALL_FAILED] = report.failed
    return report


@pytest.fixture
def open_page(
    browser: Any,
    site: GunicornServer,
    watch: Watch,
    kept_page: KeptPage,
    request: pytest.FixtureRequest,
) -> Iterator[Callable[..., Any]]:
    """``open_page(path="/play/", lang="en", viewport=DESKTOP, paced=False, fresh=True)``: a
    page in a new browser context (``new_context``: its own storage, as another device would
    have), or with ``fresh=False`` the session's kept page (``KeptPage``: the browser's
    language English; for a test that adds no listener, route or dialog handler of its own to
    the page). At the end of the test, every page must have had no console error, failed
    request or error answer it did not expect."""
    contexts: list[Any] = []
    kept: list[Any] = []

    def open_(
        path: str = "/play/",
        lang: str = "en",
        viewport: dict = DESKTOP,
        paced: bool = False,
        fresh: bool = True,
    ) -> Any:
        if fresh:
            context = new_context(browser, viewport, lang, paced)
            contexts.append(context)
            page = context.new_page()
        else:
            assert lang == "en" and not kept, "the kept page: English, once a test"
            page = kept_page.take(viewport)
            kept.append(page)
        watch.attach(page)
        page.goto(site.url + path)
        if paced and not fresh:  # as a new device has it (the client reads it at each move)
            page.evaluate("localStorage.setItem('biblios.pace', 'on')")
        return page

    yield open_
    for page in kept:
        failed = request.node.stash.get(CALL_FAILED, True)
        if not failed:
            watch.detach(page)
        kept_page.reset(failed)
    for context in contexts:
        context.close()
    assert watch.unexpected() == []
