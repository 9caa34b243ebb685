// Live updates beyond a plain game: a re-issued token ends the old token's stream; a stream
// opened with tickets; a clock that runs out three times, the seat taken over and reclaimed;
// a stream broken by gunicorn replacing its workers (SIGHUP, as on a deploy) that resumes with
// Last-Event-ID, nothing lost and nothing twice.
import assert from "node:assert/strict";
import { test } from "node:test";

import { isProblem, type Schemas } from "../src/index.js";

type Seats = Schemas["CreateGameRequestBiblios"]["seats"];
import {
  Follower,
  Random,
  SERVER,
  assertSameLog,
  bibliosDecision,
  client,
  delay,
} from "./support.js";

test("a re-issued token ends the old token's stream; a ticket opens one without the token", async () => {
  const api = client({ lang: "es" });
  const seats: Seats = [{ name: "Ana" }, { bot: "greedy" }];
  const created = await api.create({ game: "biblios", seats }, { portalKey: SERVER.portalKey });
  const old = created.seats[0]?.token;
  assert.ok(old);
  const follower = new Follower(api.stream(created.id, { token: old }));
  await follower.waitFor(created.version);
  const fresh = await api.reissueToken(created.id, 0, SERVER.portalKey);
  assert.equal(fresh.seat, 0);
  await follower.finish(15_000);
  assert.equal(follower.stream.end?.reason, "token_replaced");
  try {
    await api.game(created.id, old);
    assert.fail("the old token still reads");
  } catch (error) {
    assert.ok(isProblem(error, "invalid_token"));
  }

  // tickets: one per connection, the token never sent to the stream
  let tickets = 0;
  const byTicket = api.stream(created.id, {
    ticket: async () => {
      tickets += 1;
      return (await api.streamTicket(created.id, fresh.token)).ticket;
    },
  });
  for await (const update of byTicket) {
    assert.equal(update.view.seat, 0); // the ticket's seat sees its own view
    byTicket.close();
  }
  assert.equal(tickets, 1);
  const asked = api.stream(created.id, { token: fresh.token, ticket: true });
  for await (const update of asked) {
    assert.equal(update.view.seat, 0);
    break; // leaving the loop closes the connection
  }
});

test("a clock runs out three times, the seat is taken over and reclaimed", async () => {
  const api = client({ lang: "fr" });
  const clock: Schemas["Clock"] = { type: "decision", seconds: 5, start_grace_seconds: 0 };
  const seats = [{ name: "Ana" }, { name: "Boris" }];
  const created = await api.create({ game: "biblios", seats, clock }, { portalKey: SERVER.portalKey });
  const absent = created.seats[0]?.token;
  const present = created.seats[1]?.token;
  assert.ok(absent && present);
  const before = 0; // lastEventId "0": the creation\'s events (version 0\'s) included
  const follower = new Follower(api.stream(created.id, { token: absent, lastEventId: "0" }));
  const rnd = new Random(5);
  const deadline = Date.now() + 90_000;
  for (;;) {
    assert.ok(Date.now() < deadline, "seat 0 was not taken over");
    const view = await api.game(created.id, present);
    if (view.seats.find((seat) => seat.seat === 0)?.status === "taken_over") break;
    if (view.game === "biblios" && view.to_act.includes(1)) {
      try {
        await api.act(view, present, bibliosDecision(view, rnd));
      } catch (error) {
        if (!isProblem(error, "stale_version")) throw error; // a timeout moved the game on
      }
    }
    await delay(200);
  }
  const answer = await api.reclaim(created.id, 0, absent);
  assert.deepEqual(
    answer.events.map((event) => event.type),
    ["seat_reclaimed"],
  );
  assert.equal(answer.view.seats.find((seat) => seat.seat === 0)?.status, "playing");
  await api.resign(created.id, absent);
  await api.resign(created.id, present);
  const streamed = await follower.finish();
  const kinds: string[] = streamed.map((event) => event.type);
  assert.ok(kinds.filter((kind) => kind === "timed_out").length >= 3);
  assert.ok(kinds.indexOf("seat_taken_over") >= 0);
  assert.ok(kinds.indexOf("seat_taken_over") < kinds.indexOf("seat_reclaimed"));
  await assertSameLog(api, created.id, absent, streamed, before);
});

test("a stream broken by a deploy resumes without losing or repeating an event", async () => {
  const api = client({ lang: "ru" });
  const seats: Seats = [{ name: "Ana" }, { bot: "greedy" }];
  const created = await api.create({ game: "biblios", seats, seed: 9 }, { portalKey: SERVER.portalKey });
  const token = created.seats[0]?.token;
  assert.ok(token);
  const before = 0; // lastEventId "0": the creation\'s events (version 0\'s) included
  const follower = new Follower(api.stream(created.id, { token, lastEventId: "0" }));
  await follower.waitFor(created.version);
  const rnd = new Random(9);
  let moves = 0;
  let version = created.version;
  for (;;) {
    const view = await api.game(created.id, token);
    version = view.version;
    if (view.result !== null) break;
    if (view.game === "biblios" && view.to_act.includes(0)) {
      await api.act(view, token, bibliosDecision(view, rnd));
      moves += 1;
    }
    if (moves === 3 && follower.stream.reconnections === 0) {
      process.kill(SERVER.gunicornPid, "SIGHUP"); // gunicorn replaces its workers
      const deadline = Date.now() + 30_000;
      while (follower.stream.reconnections === 0) {
        assert.ok(Date.now() < deadline, "the stream did not break");
        await delay(50);
      }
    }
  }
  const streamed = await follower.finish();
  assert.ok(follower.stream.reconnections >= 1);
  assert.deepEqual(follower.stream.end, { version });
  await assertSameLog(api, created.id, token, streamed, before);
});
