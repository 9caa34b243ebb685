"""A portal's webhook receiver in Python: every POST verified with the standardwebhooks package
(signature and timestamp), repeats dropped by webhook-id."""

import json
import os
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from standardwebhooks import Webhook, WebhookVerificationError

webhook = Webhook(os.environ["WEBHOOK_SECRET"])  # the portal's "whsec_..."
handled: set[str] = set()  # keep these in your database: delivery is at least once


def handle(message_id: str, message: dict) -> None:
    data = message["data"]
    if message["type"] == "game.finished":  # record the result: external_id, rank, points
        ranks = [seat["rank"] for seat in data["result"]["seats"]]
        print(json.dumps({"id": message_id, "type": message["type"], "game": data["game_id"],
                          "ranks": ranks}), flush=True)  # fmt: skip
    else:  # game.turn (tell data["external_id"]), game.seat_taken_over, game.seat_reclaimed
        print(json.dumps({"id": message_id, "type": message["type"], "game": data["game_id"],
                          "seat": data["seat"]}), flush=True)  # fmt: skip


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
        if headers["webhook-id"] not in handled:
            handled.add(headers["webhook-id"])
            handle(headers["webhook-id"], message)
        self.send_response(204)  # any 2xx: delivered
        self.end_headers()

    def log_message(self, format: str, *args: object) -> None:
        pass


if __name__ == "__main__":
    port = int(os.environ.get("PORT", "8080"))
    ThreadingHTTPServer(("127.0.0.1", port), Receiver).serve_forever()
