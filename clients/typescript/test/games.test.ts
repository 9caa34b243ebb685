// Whole games of Biblios and 1347 in the four languages through the library, a person's seat
// beside bots, followed live by the seat's stream from its first event: every event of the log
// comes once, in order, and the stream ends on `event: end`. One game per language ends with
// the person resigning. The first decision of each game is sent against a version the game has
// left, so `onStale` decides again.
import assert from "node:assert/strict";
import { test } from "node:test";

import type { CreateGame, ExportDocument, GameView, Lang } from "../src/index.js";
import { idempotencyKey } from "../src/index.js";
import {
  Follower,
  Random,
  SERVER,
  assertSameLog,
  bibliosDecision,
  client,
  decision1347,
  delay,
} from "./support.js";

type GameName = GameView["game"];
type Bot = "greedy" | "easy" | "random";

const GAMES: [GameName, Lang, Bot[]][] = [
  ["biblios", "en", ["greedy"]],
  ["biblios", "es", ["random", "easy"]],
  ["biblios", "fr", ["greedy", "random", "easy"]],
  ["biblios", "ru", ["greedy"]],
  ["1347", "en", ["greedy", "random"]],
  ["1347", "es", ["greedy"]],
  ["1347", "fr", ["easy", "greedy", "random"]],
  ["1347", "ru", ["random"]],
];

function resultStatus(exported: ExportDocument, seat: number): string | undefined {
  switch (exported.game) {
    case "biblios":
      return exported.result.seats.find((entry) => entry.seat === seat)?.status;
    case "1347":
      return exported.result.seats.find((entry) => entry.seat === seat)?.status;
  }
}

for (const [game, lang, bots] of GAMES) {
  test(`a seat plays a whole ${game} game in ${lang} beside ${bots.join(", ")} and follows it live`, async () => {
    const api = client({ lang });
    const externalId = `ts-ana-${game}-${lang}-${Date.now()}`;
    const seats = [{ name: "Ana", external_id: externalId }, ...bots.map((bot) => ({ bot }))];
    const created = await api.create(
      game === "biblios" ? { game, seats, seed: 7 } : { game, seats, seed: 7 },
      { portalKey: SERVER.portalKey },
    );
    assert.equal(created.view.game, game);
    const token = created.seats[0]?.token;
    assert.ok(token);
    const before = 0; // lastEventId "0": the creation\'s events (version 0\'s) included
    const follower = new Follower(api.stream(created.id, { token, lastEventId: "0" }));
    const rnd = new Random(game.length * 31 + lang.charCodeAt(0));
    const resignAt = lang === "ru" ? 6 : null;
    let moves = 0;
    const staleVersions: number[] = [];
    for (;;) {
      const view = await api.game(created.id, token);
      assert.equal(view.seat, 0);
      if (view.result !== null) break;
      if (!view.to_act.includes(0)) {
        await delay(20); // 1347: the others' simultaneous decisions
        continue;
      }
      if (moves === resignAt) {
        const answer = await api.resign(created.id, token);
        assert.ok(answer.events.some((event) => event.type === "resigned"));
        break;
      }
      // the first decision is sent against a version the game has left: re-read, decide again
      const version = moves === 0 ? view.version + 1000 : view.version;
      if (view.game === "biblios") {
        await api.act({ ...view, version }, token, bibliosDecision(view, rnd), {
          onStale: (fresh) => {
            staleVersions.push(fresh.version);
            return fresh.to_act.includes(0) ? bibliosDecision(fresh, rnd) : null;
          },
        });
      } else {
        await api.act({ ...view, version }, token, decision1347(view, rnd), {
          onStale: (fresh) => {
            staleVersions.push(fresh.version);
            return fresh.to_act.includes(0) ? decision1347(fresh, rnd) : null;
          },
        });
      }
      moves += 1;
      assert.ok(moves < 2000);
    }
    assert.ok(staleVersions.length > 0, "the stale version was not decided again");

    let final = await api.game(created.id);
    while (final.result === null) {
      await delay(50); // after a resign, the bots finish the game
      final = await api.game(created.id);
    }
    const streamed = await follower.finish();
    assert.deepEqual(follower.stream.end, { version: final.version });
    assert.notEqual(follower.updates.at(-1)?.view.result ?? null, null);
    await assertSameLog(api, created.id, token, streamed, before);

    const exported = await api.export(created.id);
    assert.equal(exported.game, game);
    assert.equal(resultStatus(exported, 0), resignAt === null ? "playing" : "resigned");

    const listed: string[] = [];
    for await (const entry of api.allGames(SERVER.portalKey, { externalId })) listed.push(entry.id);
    assert.deepEqual(listed, [created.id]);
  });
}

test("a hint, the finished game's replay and the expert's review", async () => {
  const api = client({ lang: "fr" });
  const bot: Bot = "greedy";
  const seats = [{ name: "Ana" }, { bot }];
  const created = await api.create(
    { game: "biblios", seats, seed: 3, hints: true },
    { portalKey: SERVER.portalKey },
  );
  assert.equal(created.view.hints, true);
  const token = created.seats[0]?.token;
  assert.ok(token);
  const hint = await api.hint(created.id, token);
  assert.ok(hint.alternatives.length <= 3);
  await api.resign(created.id, token);
  const page = await api.replay(created.id, "0", token, { limit: 10 });
  assert.equal(page.next, 10);
  assert.deepEqual(page.steps[0]?.action, { type: "hint" });
  assert.equal(page.steps[0]?.events[0]?.type, "hint_given");
  const exported = await api.export(created.id);
  const again = await api.replayExport(exported, "0", { limit: 10 });
  assert.deepEqual(
    again.steps.map((step) => step.action),
    page.steps.map((step) => step.action),
  );
  let review = await api.requestReview(created.id, SERVER.portalKey);
  for (let tries = 0; review.status !== "ready"; tries++) {
    assert.ok(tries < 300, "the review never came");
    await delay(200);
    review = await api.review(created.id, token);
  }
  assert.deepEqual(
    review.seats?.map((entry) => entry.seat),
    [0],
  );
});

test("a creation sent again with its Idempotency-Key answers the same game", async () => {
  const api = client({ lang: "en" });
  const body: CreateGame = { game: "biblios", seats: [{ name: "Ana" }, { name: "Boris" }] };
  const key = idempotencyKey();
  const options = { portalKey: SERVER.portalKey, idempotencyKey: key };
  const first = await api.create(body, options);
  const again = await api.create(body, options);
  assert.equal(again.id, first.id);
  assert.deepEqual(
    again.seats.map((seat) => seat.token),
    first.seats.map((seat) => seat.token),
  );
  const other = await api.create(body, { portalKey: SERVER.portalKey });
  assert.notEqual(other.id, first.id);
});
