"""A portal's webhook receiver in Python: every POST verified with the standardwebhooks package
(signature and timestamp), repeats dropped by webhook-id. Deliveries come concurrently (one
thread each): one lock makes "seen before?" and the handling one step, so a repeat arriving
at the same time is handled once, and each delivery's line is written whole."""

import json
import os
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from standardwebhooks import Webhook, WebhookVerificationError

webhook = Webhook(os.environ["WEBHOOK_SECRET"])  # the portal's "whsec_..."
handled: set[str] = set()  # keep these in your database: delivery is at least once
lock = threading.Lock()


def write(line: dict[str, Any]) -> None:
    sys.stdout.write(json.dumps(line) + "\n")  # one write per line: never two glued together
    sys.stdout.flush()


def handle(message_id: str, message: dict[str, Any]) -> None:
    data = message["data"]
    if message["type"] == "game.finished":  # record the result: external_id, rank, points
        ranks = [seat["rank"] for seat in data["result"]["seats"]]
        write({"id": message_id, "type": message["type"], "game": data["game_id"], "ranks": ranks})
    elif message["type"] == "game.review_ready":  # GET /v1/games/{id}/review: show it
        write({"id": message_id, "type": message["type"], "game": data["game_id"]})
    elif message["type"] in ("game.turn", "game.seat_taken_over", "game.seat_reclaimed"):
        # game.turn: tell data["external_id"] it is their turn
        write({"id": message_id, "type": message["type"], "game": data["game_id"],
               "seat": data["seat"]})  # fmt: skip
    # any other type: a newer one, ignored


class Receiver(BaseHTTPRequestHandler):
    def do_POST(self) -> None:
        body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
        headers = {name.lower(): value for name, value in self.headers.items()}
        try:
            message = webhook.verify(body, headers)
        except WebhookVerificationError:
            self.send_response(400)  # not from the API, or too old: refuse it
            self.end_headers()
            return
        with lock:  # one delivery at a time past this point
            if headers["webhook-id"] not in handled:
                handled.add(headers["webhook-id"])
                handle(headers["webhook-id"], message)
        self.send_response(204)  # any 2xx: delivered
        self.end_headers()

    def log_message(self, format: str, *args: object) -> None:
        pass


class Server(ThreadingHTTPServer):
    request_queue_size = 128  # a burst of deliveries waits to be accepted, none is refused


if __name__ == "__main__":
    port = int(os.environ.get("PORT", "8080"))
    Server(("127.0.0.1", port), Receiver).serve_forever()
