// A portal's webhook receiver in Node: every POST verified with the standardwebhooks package
// (signature and timestamp), repeats dropped by webhook-id, the message typed by the library.
import { createServer } from "node:http";

import { isWebhookMessage, type WebhookMessage } from "biblios-api-client";
import { Webhook, WebhookVerificationError } from "standardwebhooks";

const webhook = new Webhook(process.env.WEBHOOK_SECRET ?? ""); // the portal's "whsec_..."
const handled = new Set<string>(); // keep these in your database: delivery is at least once

function print(line: object): void {
  console.log(JSON.stringify(line));
}

function handle(id: string, message: WebhookMessage): void {
  switch (message.type) {
    case "game.turn": // tell data.external_id it is their turn (until data.deadline)
    case "game.seat_taken_over":
    case "game.seat_reclaimed":
      print({ id, type: message.type, game: message.data.game_id, seat: message.data.seat });
      break;
    case "game.finished": // record the result: each seat's external_id, rank, points
      print({
        id,
        type: message.type,
        game: message.data.game_id,
        ranks: message.data.result.seats.map((seat) => seat.rank),
      });
      break;
    case "game.review_ready": // the expert's review is ready: GET /v1/games/{id}/review
      print({ id, type: message.type, game: message.data.game_id });
      break;
  } // any other type: a newer one, ignored
}

createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === "string") headers[name] = value;
    }
    let message: unknown;
    try {
      message = webhook.verify(Buffer.concat(chunks).toString("utf8"), headers);
    } catch (error) {
      if (!(error instanceof WebhookVerificationError)) throw error;
      response.writeHead(400).end(); // not from the API, or too old: refuse it
      return;
    }
    const id = headers["webhook-id"] ?? "";
    if (isWebhookMessage(message) && !handled.has(id)) {
      handled.add(id);
      handle(id, message);
    }
    response.writeHead(204).end(); // any 2xx: delivered
  });
}).listen(Number(process.env.PORT ?? 8080), "127.0.0.1");
