// What the tests share: the server they run against (given by tests/clients/
// test_typescript_client_lib.py, which starts gunicorn, Redis and a worker), a seeded random
// choice, and a legal decision for a seat's view of either game, typed by the game.
import assert from "node:assert/strict";

import {
  Biblios,
  type Action1347,
  type ActionBiblios,
  type ViewBiblios,
  type Event,
  type GameStream,
  type Schemas,
  type StreamUpdate,
  type View1347,
} from "../src/index.js";

function required(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === "") throw new Error(`${name} is not set`);
  return value;
}

export const SERVER = {
  url: required("BIBLIOS_URL"),
  portalKey: required("BIBLIOS_PORTAL_KEY"),
  slowPortalKey: required("BIBLIOS_SLOW_PORTAL_KEY"),
  gunicornPid: Number(required("BIBLIOS_GUNICORN_PID")),
};

export function client(options: ConstructorParameters<typeof Biblios>[1] = {}): Biblios {
  return new Biblios(SERVER.url, { retry: { backoffMs: 200 }, ...options });
}

/** A seeded random number generator (mulberry32), so a failing game can be replayed. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(low: number, high: number): number {
    return low + Math.floor(this.next() * (high - low + 1));
  }

  choice<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error("a choice among nothing");
    return item;
  }

  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const chosen: T[] = [];
    while (chosen.length < count && pool.length > 0) {
      chosen.push(...pool.splice(Math.floor(this.next() * pool.length), 1));
    }
    return chosen;
  }
}

export function assertNever(value: never): never {
  throw new Error(`unexpected ${JSON.stringify(value)}`);
}

/** A legal Biblios decision: a template of the view made into an action. */
export function bibliosDecision(view: ViewBiblios, rnd: Random): ActionBiblios {
  const template = rnd.choice(view.legal_actions);
  const hand = view.hands.find((h) => h.seat === view.seat)?.cards ?? [];
  switch (template.type) {
    case "place":
      return { type: "place", to: template.to };
    case "take":
      return { type: "take", card: template.card };
    case "church":
      return { type: "church", adjust: template.adjust };
    case "bid":
      return { type: "bid", amount: Math.min(template.min + rnd.int(0, 2), template.max) };
    case "pass":
      return { type: "pass" };
    case "refuse":
      return { type: "refuse" };
    case "pay":
      return { type: "pay", cards: payment(template, hand, rnd) };
    default:
      return assertNever(template);
  }
}

function payment(
  template: Extract<Schemas["LegalActionBiblios"], { type: "pay" }>,
  hand: Schemas["CardBiblios"][],
  rnd: Random,
): string[] {
  if (template.currency === "cards") {
    return rnd.sample(hand, template.count).map((card) => card.id);
  }
  const golds = hand.flatMap((card) => (card.kind === "gold" ? [card] : []));
  golds.sort((a, b) => b.value - a.value);
  const cards: string[] = [];
  let total = 0;
  for (const card of golds) {
    if (total >= template.at_least) break;
    cards.push(card.id);
    total += card.value;
  }
  return cards;
}

function pick<T>(rnd: Random, selection: { from: T[]; min: number; max: number }): T[] {
  return rnd.sample(selection.from, rnd.int(selection.min, selection.max));
}

/** A legal 1347 decision: each selection of a template replaced by a choice of it. */
export function decision1347(view: View1347, rnd: Random): Action1347 {
  const template = rnd.choice(view.legal_actions);
  switch (template.type) {
    case "supply":
      return { type: "supply", row: template.row, look: pick(rnd, template.look) };
    case "enter":
      return { type: "enter", row: template.row, cards: pick(rnd, template.cards) };
    case "give":
      return { type: "give", cards: pick(rnd, template.cards) };
    case "perform":
      return { type: "perform", cards: pick(rnd, template.cards), look: pick(rnd, template.look) };
    case "play_pass":
      return { type: "play_pass" };
    case "choose_loser":
      return { type: "choose_loser", seat: template.seat };
    case "decline":
      return { type: "decline" };
    default:
      return assertNever(template);
  }
}

/** Follows a stream in the background, keeping every update. */
export class Follower {
  readonly updates: StreamUpdate[] = [];
  readonly done: Promise<void>;

  constructor(readonly stream: GameStream) {
    this.done = (async () => {
      for await (const update of stream) this.updates.push(update);
    })();
  }

  events(): Event[] {
    return this.updates.flatMap((update) => update.events);
  }

  async waitFor(version: number, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while ((this.updates.at(-1)?.version ?? -1) < version) {
      assert.ok(Date.now() < deadline, `no update for version ${version}`);
      await delay(50);
    }
  }

  async finish(timeoutMs = 60_000): Promise<Event[]> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("the stream did not end")), timeoutMs);
    });
    try {
      await Promise.race([this.done, timeout]);
    } finally {
      clearTimeout(timer);
    }
    return this.events();
  }
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The stream's events are the log's since the creation, each once, in order. */
export async function assertSameLog(
  api: Biblios,
  gameId: string,
  token: string,
  streamed: Event[],
  before: number,
): Promise<void> {
  const log = await api.events(gameId, token);
  assert.deepEqual(
    streamed.map((event) => [event.seq, event.type]),
    log.events.slice(before).map((event) => [event.seq, event.type]),
  );
}
