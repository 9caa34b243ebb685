// Problems as typed errors: the code narrows the error and its params; retries follow the
// rules (a 429 waits for its Retry-After; an Idempotency-Key makes a resent action answer as
// the first time).
import assert from "node:assert/strict";
import { test } from "node:test";

import { ApiError, isProblem, type CreateGame, type CreateGameResponse, type Lang } from "../src/index.js";
import { Random, SERVER, bibliosDecision, client } from "./support.js";

const LANGS: Lang[] = ["en", "es", "fr", "ru"];

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  assert.fail("no error");
}

async function twoPeople(): Promise<CreateGameResponse> {
  const seats = [{ name: "Ana" }, { name: "Boris" }];
  return client().create({ game: "biblios", seats, seed: 11 }, { portalKey: SERVER.portalKey });
}

test("a rule's refusal is an ApiError with its code, localized in each language", async () => {
  const api = client();
  const created = await twoPeople();
  const waiting = created.seats.find((seat) => !created.view.to_act.includes(seat.seat));
  assert.ok(waiting?.token);
  const details = new Set<string>();
  for (const lang of LANGS) {
    const error = await rejection(
      api.actOn(created.id, waiting.token, { type: "place", to: "public" }, { lang }),
    );
    assert.ok(isProblem(error, "not_your_turn"), String(error));
    assert.equal(error.status, 422);
    assert.equal(error.problem.code, "not_your_turn");
    details.add(error.detail);
  }
  assert.equal(details.size, 4);

  const playing = await rejection(api.reclaim(created.id, waiting.seat, waiting.token));
  assert.ok(isProblem(playing, "seat_not_taken_over"));
  const seat: number = playing.params.seat;
  assert.equal(seat, waiting.seat);
  assert.equal(playing.status, 409);

  const first = created.seats[0]?.token;
  assert.ok(first);
  const stale = await rejection(
    api.actOn(created.id, first, { type: "place", to: "public" }, { version: created.version + 5 }),
  );
  assert.ok(isProblem(stale, "stale_version"));
  assert.equal(stale.status, 412);

  assert.ok(isProblem(await rejection(api.game("no-such-game")), "game_not_found"));
  assert.ok(isProblem(await rejection(api.export(created.id)), "game_not_over"));
  assert.ok(isProblem(await rejection(api.games("not-a-portal-key")), "invalid_portal_key"));
  const stream = api.stream(created.id, { token: "not-a-token" });
  const refused = await rejection(
    (async () => {
      for await (const update of stream) assert.fail(`an update: ${update.version}`);
    })(),
  );
  assert.ok(refused instanceof ApiError && refused.status === 401, String(refused));
});

test("a bid below the minimum names the minimum, typed", async () => {
  const api = client({ lang: "fr" });
  const seats = [{ name: "Ana" }, { name: "Boris" }];
  const created = await api.create({ game: "biblios", seats, seed: 3 }, { portalKey: SERVER.portalKey });
  const tokens = created.seats.flatMap((seat) => (seat.token === null ? [] : [seat.token]));
  const rnd = new Random(3);
  for (let moves = 0; moves < 400; moves++) {
    const views = await Promise.all(tokens.map((token) => api.game(created.id, token)));
    const index = views.findIndex((view) => view.seat !== null && view.to_act.includes(view.seat));
    const view = views[index];
    const token = tokens[index];
    assert.ok(view !== undefined && view.game === "biblios" && token !== undefined);
    const bid = view.legal_actions.find((template) => template.type === "bid");
    if (bid !== undefined && bid.type === "bid" && bid.min > 1) {
      const error = await rejection(api.act(view, token, { type: "bid", amount: bid.min - 1 }));
      assert.ok(isProblem(error, "bid_too_low"), String(error));
      const min: number = error.params.min;
      assert.equal(min, bid.min);
      return;
    }
    await api.act(view, token, bibliosDecision(view, rnd));
  }
  assert.fail("no auction came");
});

test("an action resent with its Idempotency-Key is answered as the first time", async () => {
  const api = client();
  const created = await twoPeople();
  const actor = created.seats[created.view.to_act[0] ?? 0];
  assert.ok(actor?.token);
  const view = await api.game(created.id, actor.token);
  assert.ok(view.game === "biblios");
  const action = bibliosDecision(view, new Random(1));
  const first = await api.act(view, actor.token, action, { idempotencyKey: "ts-k-1" });
  const again = await api.act(view, actor.token, action, { idempotencyKey: "ts-k-1" });
  assert.equal(again.view.version, first.view.version);
  const reused = await rejection(
    api.actOn(created.id, actor.token, { type: "resign" }, { idempotencyKey: "ts-k-1" }),
  );
  assert.ok(isProblem(reused, "idempotency_key_reused"));
  const key: string = reused.params.key;
  assert.equal(key, "ts-k-1");
});

test("a 429 is retried after its Retry-After; with one attempt it is thrown, typed", async () => {
  const body: CreateGame = { game: "biblios", seats: [{ name: "Ana" }, { bot: "greedy" }] };
  const impatient = client({ retry: { attempts: 1 } });
  await impatient.create(body, { portalKey: SERVER.slowPortalKey });
  const refused = await rejection(impatient.create(body, { portalKey: SERVER.slowPortalKey }));
  assert.ok(isProblem(refused, "rate_limited"));
  assert.ok(refused.retryAfterMs !== null && refused.retryAfterMs > 0);
  const patient = client();
  const started = Date.now();
  const ids = new Set<string>();
  for (let i = 0; i < 2; i++) ids.add((await patient.create(body, { portalKey: SERVER.slowPortalKey })).id);
  assert.equal(ids.size, 2);
  assert.ok(Date.now() - started >= 500, "it waited for the next window");
});
