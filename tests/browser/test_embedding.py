"""Embedding the web client in a portal's page (docs/web-client.md, "Embedding in a portal"),
in Chromium: a host page on another loopback origin frames ``/play/?portal=acme``. The frame
loads for an origin the portal lists and is refused for any other; the host hears ``turn``,
``resize`` and ``finished`` while the game is played in the frame, against a bot; the host's
theme applies, with known properties and safe values only, and nobody else's. A portal-only
server's page offers no new-game form, and opens the seats' links.

Served by a gunicorn of their own, in closed mode (a portals file), and by a small
``http.server`` for the host pages: ``http://127.0.0.1:<port>`` is the listed origin,
``http://localhost:<port>`` (the same server) an unlisted one."""

from __future__ import annotations

import html
import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlencode, urlsplit

import pytest
import requests

from api.portals.registry import key_digest, new_key
from support.gunicorn_server import GunicornServer
from support.redis_server import RedisServer
from tests.browser.conftest import DESKTOP, Watch
from tests.browser.over_http import Seat, bidding_up_to, caught_up
from tests.browser.table import is_over, wait_for_table
from tests.browser.test_web_client import shoot

KEY = new_key()

HOST_PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><title>A portal</title><link rel="icon" href="data:,"></head>
<body>
<h1>A portal's page</h1>
<iframe id="biblios" name="biblios" src="{frame}" style="width: 1000px; height: 600px"></iframe>
{extra}
<script>
  // What a portal does: keep Biblios' messages (from its origin only), follow its height.
  window.received = [];
  window.others = [];
  addEventListener("message", (event) => {{
    if (event.origin !== {biblios} || event.data?.source !== "biblios") {{
      others.push(event.origin);
      return;
    }}
    received.push(event.data);
    if (event.data.type === "resize") {{
      document.getElementById("biblios").style.height = event.data.height + "px";
    }}
  }});
  window.theme = (properties) =>
    frames[0].postMessage({{ type: "theme", properties }}, {biblios});
</script>
</body></html>
"""
INTRUDER = '<iframe id="intruder" src="{url}" style="width: 200px; height: 100px"></iframe>'
INTRUDER_PAGE = '<!doctype html><title>Another origin</title><link rel="icon" href="data:,">'


class HostPages(BaseHTTPRequestHandler):
    """``/host?frame=<url>[&intruder=<url>]``: a portal's page framing ``frame``;
    ``/intruder``: a page of another origin."""

    biblios = ""  # the API's origin

    def do_GET(self) -> None:  # noqa: N802 (http.server's name)
        url = urlsplit(self.path)
        query = {k: v[0] for k, v in parse_qs(url.query).items()}
        if url.path == "/host":
            intruder = query.get("intruder")
            extra = INTRUDER.format(url=html.escape(intruder)) if intruder else ""
            body = HOST_PAGE.format(
                frame=html.escape(query["frame"]), extra=extra, biblios=json.dumps(self.biblios)
            )
        elif url.path == "/intruder":
            body = INTRUDER_PAGE
        else:
            self.send_error(404)
            return
        data = body.encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args: Any) -> None:  # quiet
        pass


@pytest.fixture(scope="module")
def hosts() -> Iterator[ThreadingHTTPServer]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), HostPages)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server
    server.shutdown()
    server.server_close()


def listed(hosts: ThreadingHTTPServer) -> str:
    return f"http://127.0.0.1:{hosts.server_address[1]}"


def unlisted(hosts: ThreadingHTTPServer) -> str:
    return f"http://localhost:{hosts.server_address[1]}"


@pytest.fixture(scope="module")
def portal_site(
    redis_server: RedisServer, hosts: ThreadingHTTPServer, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[GunicornServer]:
    """gunicorn in closed mode: portal acme lists the host server's 127.0.0.1 origin (and a
    far one), portal plain lists none."""
    path = Path(tmp_path_factory.mktemp("portals")) / "portals.toml"
    path.write_text(
        f"[portals.acme]\nkey_sha256 = '{key_digest(KEY)}'\n"
        f"embed_origins = ['https://acme.example', '{listed(hosts)}']\n\n"
        f"[portals.plain]\nkey_sha256 = '{key_digest(new_key())}'\n"
    )
    with GunicornServer(redis_server.url, BIBLIOS_PORTALS_FILE=str(path)) as server:
        HostPages.biblios = server.url
        yield server


@pytest.fixture
def context(browser: Any) -> Iterator[Any]:
    # Reduced motion, as open_page's contexts: no animation keeps the renderer painting.
    context = browser.new_context(viewport=DESKTOP, locale="en", reduced_motion="reduce")
    context.set_default_timeout(10_000)
    yield context
    context.close()


def host_page(context: Any, watch: Watch, origin: str, frame: str, intruder: str = "") -> Any:
    page = context.new_page()
    watch.attach(page)
    query = urlencode({"frame": frame, **({"intruder": intruder} if intruder else {})})
    page.goto(f"{origin}/host?{query}")
    return page


def biblios_frame(page: Any) -> Any:
    frame = page.frame(name="biblios")
    assert frame is not None
    return frame


def create_game(site: GunicornServer) -> dict:
    reply = requests.post(
        f"{site.url}/v1/games",
        json={"game": "biblios", "seats": [{"name": "Ana"}, {"bot": "greedy"}], "seed": 7},
        headers={"Authorization": f"Bearer {KEY}"},
        timeout=10,
    )
    assert reply.status_code == 201, reply.text
    return reply.json()


def received(page: Any, kind: str) -> list[dict]:
    return [m for m in page.evaluate("received") if m["type"] == kind]


def test_a_listed_origin_frames_a_game_and_hears_its_turns_size_and_end(
    context: Any, watch: Watch, portal_site: GunicornServer, hosts: ThreadingHTTPServer
) -> None:
    game = create_game(portal_site)
    token = next(s["token"] for s in game["seats"] if s["seat"] == 0)
    frame_url = f"{portal_site.url}/play/?portal=acme#g={game['id']}&t={token}&l=en"
    page = host_page(context, watch, listed(hosts), frame_url)
    frame = biblios_frame(page)
    wait_for_table(frame)

    # Its height, which the host follows: the iframe grows to the whole table.
    page.wait_for_function("received.some((m) => m.type === 'resize' && m.height > 600)")
    last = received(page, "resize")[-1]
    content = frame.evaluate(
        "Math.ceil(document.getElementById('app').getBoundingClientRect().bottom)"
    )
    assert last == {"source": "biblios", "type": "resize", "height": content}
    assert page.locator("#biblios").evaluate("(el) => el.clientHeight") == content

    # The game comes to Ana's seat: one "turn", with the game and the seat.
    view = requests.get(
        f"{portal_site.url}/v1/games/{game['id']}",
        headers={"Authorization": f"Bearer {token}"},
        timeout=10,
    ).json()
    assert 0 in view["to_act"]  # seat 0 starts (first_seat's default)
    page.wait_for_function("received.some((m) => m.type === 'turn')")
    turns = received(page, "turn")
    assert turns == [
        {
            "source": "biblios",
            "type": "turn",
            "game": game["id"],
            "seat": 0,
            "version": turns[0]["version"],
        }
    ]

    # The rest of the game over HTTP with Ana's token: the frame follows it by its stream.
    seat = Seat(portal_site.url, game["id"], token)
    caught_up(frame, seat.play_until(lambda v: False, bidding_up_to(4)))
    assert is_over(frame)
    page.wait_for_function("received.some((m) => m.type === 'finished')")
    finished = received(page, "finished")
    result = requests.get(
        f"{portal_site.url}/v1/games/{game['id']}",
        headers={"Authorization": f"Bearer {token}"},
        timeout=10,
    ).json()["result"]
    assert finished == [
        {
            "source": "biblios",
            "type": "finished",
            "game": game["id"],
            "seat": 0,
            "version": finished[0]["version"],
            "result": {
                "seats": [
                    {"seat": e["seat"], "status": e["status"], "points": e["vp"], "rank": e["rank"]}
                    for e in result["seats"]
                ]
            },
        }
    ]
    # A "turn" each time the game came back to Ana after waiting for the bot.
    turns = received(page, "turn")
    assert all(t["seat"] == 0 and t["game"] == game["id"] for t in turns)
    versions = [t["version"] for t in turns]
    assert versions == sorted(set(versions))
    assert page.evaluate("others") == []
    assert watch.unexpected() == []


def test_an_unlisted_origin_or_page_is_refused_the_frame(
    context: Any, watch: Watch, portal_site: GunicornServer, hosts: ThreadingHTTPServer
) -> None:
    watch.expect(r"frame-ancestors")
    watch.expect(r"request failed: .*/play/.* net::ERR_BLOCKED_BY_RESPONSE")
    for origin, frame_url in [
        (unlisted(hosts), f"{portal_site.url}/play/?portal=acme"),  # not acme's origin
        (listed(hosts), f"{portal_site.url}/play/"),  # no portal: never framed
        (listed(hosts), f"{portal_site.url}/play/?portal=plain"),  # a portal listing none
    ]:
        before = len(watch.problems)
        page = host_page(context, watch, origin, frame_url)
        page.wait_for_function("document.readyState === 'complete'")
        page.wait_for_timeout(500)
        frame = biblios_frame(page)
        assert frame.locator("#app").count() == 0, (origin, frame_url)
        problems = watch.problems[before:]
        assert any("frame-ancestors" in p for p in problems), (origin, frame_url, problems)
        assert f"request failed: {frame_url} net::ERR_BLOCKED_BY_RESPONSE" in problems
        assert page.evaluate("received") == []
        page.close()
    # The same page from the listed origin loads, as the first test plays a game in it.
    page = host_page(context, watch, listed(hosts), f"{portal_site.url}/play/?portal=acme")
    biblios_frame(page).wait_for_selector(".lobby")
    assert watch.unexpected() == []


def test_the_host_themes_the_frame_and_nobody_else_does(
    context: Any, watch: Watch, portal_site: GunicornServer, hosts: ThreadingHTTPServer
) -> None:
    frame_url = f"{portal_site.url}/play/?portal=acme&theme=accent:0b5394;paper:fff;evil:000"
    page = host_page(
        context, watch, listed(hosts), frame_url, intruder=f"{unlisted(hosts)}/intruder"
    )
    frame = biblios_frame(page)
    frame.wait_for_selector(".lobby")

    def has(name: str, value: str) -> None:
        frame.wait_for_function(
            f"getComputedStyle(document.documentElement).getPropertyValue('{name}').trim()"
            f" === '{value}'"
        )

    def prop(name: str) -> str:
        return frame.evaluate(
            f"getComputedStyle(document.documentElement).getPropertyValue('{name}').trim()"
        )

    def color(selector: str, what: str) -> str:
        return frame.evaluate(f"getComputedStyle(document.querySelector('{selector}')).{what}")

    # The query's theme: known properties only.
    assert prop("--accent") == "#0b5394" and prop("--paper") == "#fff"
    assert prop("--evil") == ""
    assert color("html", "backgroundColor") == "rgb(255, 255, 255)"

    # The host's messages: known properties with safe values.
    page.evaluate("theme({'--accent': 'rgb(10, 120, 40)', 'ink': '#112233'})")
    has("--ink", "#112233")
    assert prop("--accent") == "rgb(10, 120, 40)"
    assert color("body", "color") == "rgb(17, 34, 51)"
    page.evaluate(
        """theme({'--accent': 'url(https://evil.example/x.png)', '--paper': 'red; color: red',
                  '--panel': 'var(--ink)', '--radius': '99999px', '--line': 'expression(1)',
                  'font-size': '40px', '--focus': '#abcdef'})"""
    )
    has("--focus", "#abcdef")
    assert prop("--accent") == "rgb(10, 120, 40)" and prop("--paper") == "#fff"
    assert (
        prop("--panel") == "#fffaf0" and prop("--radius") == "10px" and prop("--line") == "#d9c7a7"
    )

    # Another origin's page, in the same host page, is not listened to.
    intruder = page.frame(url=f"{unlisted(hosts)}/intruder")
    assert intruder is not None
    intruder.evaluate(
        "parent.frames[0].postMessage({type: 'theme', properties: {'--accent': '#ff0000'}}, '*')"
    )
    page.wait_for_timeout(500)
    page.evaluate("theme({'--muted': '#445566'})")  # the host's next message does arrive
    has("--muted", "#445566")
    assert prop("--accent") == "rgb(10, 120, 40)"
    assert watch.unexpected() == []


def test_a_portal_only_server_offers_no_new_game_and_opens_the_links(
    context: Any, watch: Watch, portal_site: GunicornServer
) -> None:
    """Issue 41, item 5: with a portals file, /play/ says that games come from the portal
    instead of a new-game form whose "Start the game" the API refused; a seat's link still
    opens its table, and My games lists it."""
    page = context.new_page()
    watch.attach(page)
    page.goto(f"{portal_site.url}/play/#l=en")
    page.wait_for_selector(".portal-only")
    assert "started from a portal" in page.inner_text(".portal-only")
    assert page.locator("main form, main button").count() == 0
    game = create_game(portal_site)
    token = next(s["token"] for s in game["seats"] if s["seat"] == 0)
    page.goto(f"{portal_site.url}/play/#g={game['id']}&t={token}&l=en")
    wait_for_table(page)
    assert page.locator(".places button, [data-action]").count() > 0
    for lang in ("en", "es", "fr", "ru"):
        page.goto(f"{portal_site.url}/play/#l={lang}")
        page.wait_for_function("l => document.documentElement.lang === l", arg=lang)
        page.wait_for_selector(".my-games li")
        assert page.inner_text(".portal-only .lead")  # in the page's language
        assert page.locator("main form").count() == 0
        shoot(page, f"{lang}-portal")
    assert watch.unexpected() == []
