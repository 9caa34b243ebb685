"""The TypeScript library (clients/typescript) in Chromium, from a page on another origin, as a
front end would use it: its ES modules loaded by the page (an import map names openapi-fetch
and the library's dist/), the API reached across origins (CORS, ``BIBLIOS_CORS_ORIGINS``).

The page plays a whole Biblios game as seat 0 against the greedy bot through ``act`` (with its
Idempotency-Key and If-Match, which the CORS preflight must allow) while following the game
with ``stream`` (fetch and a ReadableStream: the browser's own transport), then opens a stream
with a ticket. Every streamed event is the log's, once, in order.
"""

from __future__ import annotations

import json
import shutil
import threading
from collections.abc import Iterator
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

from support.gunicorn_server import GunicornServer
from support.npm import tsc_build
from support.redis_server import RedisServer, free_port
from support.worker_process import WorkerProcess
from tests.clients.test_typescript_client_lib import LIBRARY

PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>library</title><link rel="icon" href="data:,">
<script type="importmap">
{"imports": {"openapi-fetch": "/openapi-fetch/index.mjs", "biblios-api-client": "/lib/index.js"}}
</script></head>
<body><pre id="out">playing</pre>
<script type="module" src="/play.js"></script></body></html>
"""

# Plain JavaScript: the browser runs the compiled library; the page is the front end's code.
PLAY = """
import { Biblios, isProblem } from "biblios-api-client";

function decide(view) {
  const templates = view.legal_actions;
  const easy = templates.find((t) => t.type === "pass" || t.type === "refuse");
  const template = easy ?? templates[0];
  switch (template.type) {
    case "place": return { type: "place", to: template.to };
    case "take": return { type: "take", card: template.card };
    case "church": return { type: "church", adjust: template.adjust };
    case "bid": return { type: "bid", amount: template.min };
    case "pay": {
      const hand = view.hands.find((h) => h.seat === view.seat).cards;
      if (template.currency === "cards") {
        return { type: "pay", cards: hand.slice(0, template.count).map((c) => c.id) };
      }
      const golds = hand.filter((c) => c.kind === "gold").sort((a, b) => b.value - a.value);
      const cards = []; let total = 0;
      for (const c of golds) {
        if (total >= template.at_least) break;
        cards.push(c.id);
        total += c.value;
      }
      return { type: "pay", cards };
    }
    default: return { type: template.type };
  }
}

async function main() {
  const api = new Biblios(location.hash.slice(1), { lang: "fr" });
  const seats = [{ name: "Ana" }, { bot: "greedy" }];
  const game = await api.create({ game: "biblios", seats, seed: 5 });
  const token = game.seats[0].token;
  const before = 0; // lastEventId "0": the creation's events (version 0's) included
  const stream = api.stream(game.id, { token, lastEventId: "0" });
  const streamed = [];
  const following = (async () => {
    for await (const u of stream) streamed.push(...u.events);
  })();
  let moves = 0, stale = 0;
  for (;;) {
    const view = await api.game(game.id, token);
    if (view.result !== null) break;
    if (!view.to_act.includes(0)) {
      await new Promise((r) => setTimeout(r, 20));
      continue;
    }
    const onStale = (fresh) => {
      stale += 1;
      return fresh.to_act.includes(0) ? decide(fresh) : null;
    };
    await api.act(view, token, decide(view), { onStale });
    moves += 1;
  }
  await following;
  const log = (await api.events(game.id, token)).events.slice(before);
  let refused = null;
  try {
    await api.actOn(game.id, token, { type: "pass" });
  } catch (e) {
    refused = isProblem(e, "game_over") ? e.detail : `not game_over: ${e}`;
  }
  const byTicket = api.stream(game.id, { token, ticket: true });
  let ticketView = null;
  for await (const u of byTicket) ticketView = u.view.seat;
  return {
    moves, stale, end: stream.end, version: (await api.game(game.id)).version,
    streamed: streamed.map((e) => e.seq), log: log.map((e) => e.seq), refused, ticketView,
    ticketEnd: byTicket.end,
  };
}
function finish(result) {
  window.result = result;
  document.getElementById("out").textContent = "done";
}
main().then(finish, (error) => finish({ error: String(error) }));
"""


class QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture(scope="module")
def front_end(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The front end's origin: a static server for the page, the library's dist/ and
    openapi-fetch (from the library's pinned node_modules)."""
    tsc_build(LIBRARY)
    root = tmp_path_factory.mktemp("front-end")
    shutil.copytree(LIBRARY / "dist", root / "lib")
    shutil.copytree(LIBRARY / "node_modules" / "openapi-fetch" / "dist", root / "openapi-fetch")
    (root / "index.html").write_text(PAGE)
    (root / "play.js").write_text(PLAY)
    server = ThreadingHTTPServer(
        ("127.0.0.1", free_port()), partial(QuietHandler, directory=str(root))
    )
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="module")
def cross_origin_api(redis_server: RedisServer, front_end: str) -> Iterator[GunicornServer]:
    with (
        GunicornServer(redis_server.url, BIBLIOS_CORS_ORIGINS=front_end) as server,
        WorkerProcess(redis_server.url),
    ):
        yield server


def test_the_library_plays_and_follows_a_game_in_chromium_across_origins(
    browser: Any, front_end: str, cross_origin_api: GunicornServer, redis_url: str
) -> None:
    page = browser.new_page()
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{front_end}/index.html#{cross_origin_api.url}")
    page.wait_for_function("document.getElementById('out').textContent === 'done'", timeout=60000)
    result = page.evaluate("window.result")
    page.close()
    assert "error" not in result, (result, errors)
    # the console's one error: the game_over refusal the page asked for
    assert errors == [
        "Failed to load resource: the server responded with a status of 422 (UNPROCESSABLE ENTITY)"
    ]
    assert result["moves"] > 10
    assert result["streamed"] == result["log"] and result["log"]
    assert result["end"] == {"version": result["version"]}
    assert result["refused"] and not result["refused"].startswith("not"), json.dumps(result)
    assert result["ticketView"] == 0 and result["ticketEnd"] == {"version": result["version"]}
