// A small typed client of the Biblios API, as a front end would write it: types generated
// from openapi.yaml by openapi-typescript (./schema.d.ts, written by the test), requests
// through openapi-fetch. It must compile with `tsc --strict` without a cast or an `any`
// (tests/contract/test_typescript_client.py checks both).
import createClient from "openapi-fetch";
import type { components, paths } from "./schema";

type Schemas = components["schemas"];
export type GameView = Schemas["GameView"];
export type Action = Schemas["Action"];
export type ActionBiblios = Schemas["ActionBiblios"];
export type Action1347 = Schemas["Action1347"];
/** The actions a game's view takes: a Biblios action for a Biblios game, a 1347 one for 1347. */
export type ActionOf<V extends GameView> = V extends Schemas["ViewBiblios"] ? ActionBiblios : Action1347;
export type Lang = Schemas["Lang"];
/** Each problem code's parameters (documentation: `ProblemParams[code]`). */
export type ProblemParams = Schemas["ProblemParams"];

export function assertNever(value: never): never {
  throw new Error(`unexpected ${JSON.stringify(value)}`);
}

export class BibliosClient {
  private readonly http;

  constructor(baseUrl: string, private readonly lang: Lang = "en") {
    this.http = createClient<paths>({ baseUrl });
  }

  async create(body: Schemas["CreateGame"]): Promise<Schemas["CreateGameResponse"]> {
    const { data, error, response } = await this.http.POST("/v1/games", {
      params: { query: { lang: this.lang } },
      body,
    });
    if (data === undefined) {
      throw new Error(`${response.status} ${error.code}: ${error.detail}`);
    }
    const location: string | null = response.headers.get("Location");
    if (location !== `/v1/games/${data.id}`) throw new Error("no Location");
    return data;
  }

  /** The view (no token: a spectator's); null when `known` is still the game's version. */
  async view(gameId: string, token?: string, known?: number): Promise<GameView | null> {
    const { data, error, response } = await this.http.GET("/v1/games/{game_id}", {
      params: {
        path: { game_id: gameId },
        query: { lang: this.lang },
        header: known === undefined ? {} : { "If-None-Match": `"${known}"` },
      },
      headers: token === undefined ? {} : { Authorization: `Bearer ${token}` },
    });
    if (response.status === 304) return null;
    if (data === undefined) throw new Error(`${response.status}: ${error?.detail}`);
    return data;
  }

  async act(
    gameId: string,
    token: string,
    action: Action,
    version?: number,
  ): Promise<Schemas["ActionResponse"]> {
    const { data, error } = await this.http.POST("/v1/games/{game_id}/actions", {
      params: {
        path: { game_id: gameId },
        header: version === undefined ? {} : { "If-Match": `"${version}"` },
      },
      headers: { Authorization: `Bearer ${token}` },
      body: action,
    });
    if (data === undefined) {
      const code: Schemas["ProblemOut"]["code"] = error.code;
      throw new Error(`${code}: ${error.detail}`);
    }
    return data;
  }

  /** An action checked against the game's own union: a 1347 action for a Biblios view does
   * not compile (`ts/src/wrong_game.ts`). */
  async actOn<V extends GameView>(
    view: V,
    token: string,
    action: ActionOf<V>,
  ): Promise<Schemas["ActionResponse"]> {
    return this.act(view.id, token, action, view.version);
  }

  async events(gameId: string, after = 0): Promise<Schemas["Event"][]> {
    const { data, error } = await this.http.GET("/v1/games/{game_id}/events", {
      params: { path: { game_id: gameId }, query: { after } },
    });
    if (data === undefined) throw new Error(error.detail);
    return data.events;
  }

  /** Take back a seat the bot took over after timeouts (the seat's own token). */
  async reclaim(gameId: string, seat: number, token: string): Promise<Schemas["ActionResponse"]> {
    const { data, error } = await this.http.POST("/v1/games/{game_id}/seats/{seat}/reclaim", {
      params: { path: { game_id: gameId, seat }, query: { lang: this.lang } },
      headers: { Authorization: `Bearer ${token}` },
    });
    if (data === undefined) {
      const code: Schemas["ProblemOut"]["code"] = error.code;
      throw new Error(`${code}: ${error.detail}`);
    }
    return data;
  }

  /** A finished game's export document: the game's member of the union, by `game`. */
  async export(gameId: string): Promise<Schemas["ExportDocument"]> {
    const { data, error } = await this.http.GET("/v1/games/{game_id}/export", {
      params: { path: { game_id: gameId }, query: { lang: this.lang } },
    });
    if (data === undefined) throw new Error(`${error.code}: ${error.detail}`);
    return data;
  }
}

// ----- Exports ------------------------------------------------------------------------------

/** The winners of an exported game, read from its typed result (no cast). */
export function exportSummary(document: Schemas["ExportDocument"]): string {
  switch (document.game) {
    case "biblios": {
      const result: Schemas["ExportResultBiblios"] = document.result;
      const monks: Schemas["CategoryResultBiblios"] = result.categories.monks;
      const first = result.seats.filter((seat) => seat.rank === 1).map((seat) => seat.seat);
      const gold = result.seats.map((seat) => `${seat.seat}:${seat.gold}g/${seat.status}`);
      const deck: string[] | undefined = document.deck;
      return `monks die ${monks.die} to ${monks.winner ?? "nobody"}; first ${first.join(", ")}; ${gold.join(" ")}; deck ${deck?.length ?? 0}`;
    }
    case "1347": {
      const result: Schemas["ExportResult1347"] = document.result;
      const reveal: Schemas["ExportReveal1347"] = result.reveal;
      const nunRow: string[] = reveal.nun_row;
      const church: Schemas["ClassStanding1347"][] = result.classes.church;
      const killed = result.seats.filter((seat) => seat.killed).map((seat) => seat.seat);
      const custom: boolean = document.variant === "custom" && document.buildings !== undefined;
      return `winners ${result.winners.join(", ")} (nuns ${result.nuns}: ${nunRow.join(" ")}); killed ${killed.join(", ")}; church ${church.length}; custom ${custom}`;
    }
    default:
      return assertNever(document);
  }
}

// ----- Biblios ------------------------------------------------------------------------------

export function cardText(card: Schemas["CardBiblios"]): string {
  switch (card.kind) {
    case "category":
      return `${card.name} (${card.category} ${card.value}${card.letter})`;
    case "gold":
      return `${card.name} (${card.value} gold)`;
    case "church":
      return `${card.name} (${card.effect})`;
    default:
      return assertNever(card);
  }
}

export function auctionText(view: Schemas["ViewBiblios"]): string | null {
  const auction = view.auction; // AuctionView | null
  if (auction === null) return null;
  const bid: number | null = auction.high_bid;
  return `${cardText(auction.card)} for ${auction.currency}, high bid ${bid ?? "none"}`;
}

export function monksDie(view: Schemas["ViewBiblios"]): number {
  return view.dice.monks;
}

/** The payment of a won bid: the template narrows on `currency` (gold: `at_least`; cards:
 * `count`), each field required. */
export function payment(hand: Schemas["CardBiblios"][], template: Schemas["PayTemplateBiblios"]): string[] {
  switch (template.currency) {
    case "cards":
      return hand.slice(0, template.count).map((card) => card.id);
    case "gold": {
      const paid: string[] = [];
      let total = 0;
      for (const card of hand) {
        if (card.kind !== "gold" || total >= template.at_least) continue;
        paid.push(card.id);
        total += card.value;
      }
      return paid;
    }
    default:
      return assertNever(template);
  }
}

/** An action from a Biblios template (the seat's own hand pays). */
export function bibliosAction(
  view: Schemas["ViewBiblios"],
  template: Schemas["LegalActionBiblios"],
): ActionBiblios {
  const hand = view.hands.find((h) => h.seat === view.seat)?.cards ?? [];
  switch (template.type) {
    case "place":
      return { type: "place", to: template.to };
    case "take":
      return { type: "take", card: template.card };
    case "church":
      return { type: "church", adjust: template.adjust };
    case "bid":
      return { type: "bid", amount: template.min };
    case "pass":
      return { type: "pass" };
    case "pay":
      return { type: "pay", cards: payment(hand, template) };
    case "refuse":
      return { type: "refuse" };
    default:
      return assertNever(template);
  }
}

// ----- 1347 -----------------------------------------------------------------------------------

export function card1347Text(card: Schemas["Card1347"]): string {
  switch (card.kind) {
    case "population":
      return `${card.name}: ${card.class}, ${card.nuns} nuns`;
    case "joker":
    case "sword":
    case "flute":
    case "pass":
    case "gold":
      return card.name;
    default:
      return assertNever(card);
  }
}

function pick<T>(selection: { from: T[]; min: number }): T[] {
  return selection.from.slice(0, selection.min);
}

export function action1347(template: Schemas["LegalAction1347"]): Action1347 {
  switch (template.type) {
    case "supply":
      return { type: "supply", row: template.row, look: pick(template.look) };
    case "enter":
      return { type: "enter", row: template.row, cards: pick(template.cards) };
    case "play_pass":
      return { type: "play_pass" };
    case "choose_loser":
      return { type: "choose_loser", seat: template.seat };
    case "give":
      return { type: "give", cards: pick(template.cards) };
    case "perform":
      return { type: "perform", cards: pick(template.cards), look: pick(template.look) };
    case "decline":
      return { type: "decline" };
    default:
      return assertNever(template);
  }
}

/** What the nun row shows the caller: its population cards' nuns where it looked (the row
 * holds population cards only, typed so: no check of `kind`). */
export function nunsSeen(view: Schemas["View1347"]): number {
  return view.nun_row.reduce((sum, spot) => sum + (spot.card === null ? 0 : spot.card.nuns), 0);
}

/** The revealed nun row at the end: population cards, their class read without a guard. */
export function revealedNuns(result: Schemas["Result1347"]): string[] {
  return result.reveal.nun_row.map((card) => `${card.class} ${card.nuns}`);
}

// ----- any game -------------------------------------------------------------------------------

/** The first legal action of the seat, whatever the game. */
export function firstAction(view: GameView): Action | null {
  switch (view.game) {
    case "biblios": {
      const template = view.legal_actions[0];
      return template === undefined ? null : bibliosAction(view, template);
    }
    case "1347": {
      const template = view.legal_actions[0];
      return template === undefined ? null : action1347(template);
    }
    default:
      return assertNever(view);
  }
}

/** A refused action's sentence with its typed parameters: `ProblemParams[code]`. */
export function staleOrTurn(
  turn: ProblemParams["not_your_turn"],
  stale: ProblemParams["stale_version"],
  count: ProblemParams["wrong_card_count"],
): string {
  const expected: number | undefined = count.expected ?? count.max;
  return `waiting for ${turn.waiting_for}; version ${stale.version}; ${count.given} of ${expected ?? "?"}`;
}

export function whatNow(view: GameView): string {
  const clock: Schemas["ClockView"] | null = view.clock;
  const code: string = view.prompt_code;
  const seats = view.seats.map((seat) => `${seat.name}${seat.bot === null ? "" : ` (${seat.bot})`}`);
  return `${code}: ${view.prompt} [${seats.join(", ")}]${clock === null ? "" : ` until ${clock.deadline}`}`;
}

export function eventLine(event: Schemas["Event"]): string {
  const type: Schemas["Event"]["type"] = event.type;
  return `${event.seq} ${type}: ${event.text} (${eventDetail(event)})`;
}

function cards(ids: string[] | undefined): string {
  return ids === undefined ? "hidden" : ids.join(", ");
}

/** Clocks, second version: each seat's time left while it runs (null: not running). */
export function runningSeconds(clock: Schemas["ClockView"] | null): (number | null)[] {
  if (clock === null) return [];
  return clock.seats.map((entry) => (entry.running ? entry.remaining_seconds : null));
}

/** A clock to create: a time bank of 3 minutes plus 10 s a decision, after a 30 s grace. */
export const BANK_CLOCK: Schemas["Clock"] = {
  type: "bank",
  initial_seconds: 180,
  increment_seconds: 10,
  start_grace_seconds: 30,
};

/** Each result seat's rank and why (its standing), from the game's typed result. */
export function standings(view: GameView): string[] {
  const result = view.result;
  if (result === null) return [];
  return result.seats.map((seat) => `${seat.rank} ${seat.standing}`);
}

/** What an event's typed parameters say: the switch narrows `params` to the type's own. */
export function eventDetail(event: Schemas["Event"]): string {
  switch (event.type) {
    // the table's own
    case "resigned":
    case "timed_out":
    case "seat_reclaimed":
    case "hint_given":
      return `seat ${event.seat}`;
    case "seat_taken_over":
      return `seat ${event.seat}: ${event.params.reason}`;
    // shared by the games
    case "game_created": {
      const first: number | undefined = event.params.first_seat ?? event.params.start_seat;
      return `${event.params.players} players, ${event.params.variant}, first ${first ?? "?"}`;
    }
    case "phase_changed":
      return event.params.phase;
    case "game_over": {
      const survivors: number[] | undefined = event.params.survivors;
      return `winners ${event.params.winners.join(", ")}; vp ${event.params.vp.join(", ")}${survivors === undefined ? "" : `; survivors ${survivors.join(", ")}`}`;
    }
    // Biblios
    case "card_drawn":
    case "card_removed":
      return event.params.card ?? "hidden";
    case "card_placed":
      return `${event.params.to}: ${event.params.card ?? "hidden"}`;
    case "church_acquired":
      return `${event.params.card} from ${event.params.source}`;
    case "church_resolved":
      return event.params.adjust.map((item) => `${item.category} ${item.delta}`).join(", ");
    case "card_taken":
    case "card_won":
    case "penalized":
      return event.params.card;
    case "auction_opened":
      return `${event.params.card} in ${event.params.currency}`;
    case "bid":
      return `${event.params.amount} ${event.params.currency}`;
    case "pass":
      return `seat ${event.seat}`;
    case "auction_won":
      return `${event.params.card} for ${event.params.amount} ${event.params.currency}`;
    case "paid":
      return `${event.params.count} cards for ${event.params.amount}: ${cards(event.params.cards)}`;
    case "card_transferred":
      return `from seat ${event.params.from}: ${event.params.card ?? "hidden"}`;
    case "card_discarded":
      return `${event.params.card} (${event.params.reason})`;
    // 1347
    case "cards_dealt":
    case "cards_drawn":
      return `${event.params.count}: ${cards(event.params.cards)}`;
    case "round_started":
    case "round_ended":
      return `round ${event.params.round}, start ${event.params.start_seat}`;
    case "buildings_drawn":
      return `${event.params.buildings.join(", ")}${event.params.final_round ? " (final round)" : ""}`;
    case "supply_chosen":
      return `row ${event.params.row}: ${event.params.building}`;
    case "deck_reshuffled":
    case "vp_taken":
      return `${event.params.count}`;
    case "rats_discarded":
    case "rats_gained":
      return `${event.params.amount} rats`;
    case "nun_looked":
      return `position ${event.params.position}: ${event.params.card ?? "hidden"}`;
    case "building_entered":
      return `row ${event.params.row} space ${event.params.space}: ${cards(event.params.cards)}`;
    case "pass_played":
      return event.params.card;
    case "cards_revealed":
    case "committed_discarded":
      return `row ${event.params.row}: ${cards(event.params.cards)}`;
    case "influence_gained":
      return `${event.params.class} +${event.params.amount} = ${event.params.value} (${event.params.reason})`;
    case "contest_won":
      return `${event.params.contest} at row ${event.params.row}, losers ${event.params.losers.join(", ")}`;
    case "loser_chosen":
      return `${event.params.contest}: seat ${event.params.loser}`;
    case "cards_given":
      return `to ${event.params.to} (${event.params.reason}): ${cards(event.params.cards)}`;
    case "rat_given":
      return `to ${event.params.to}: ${event.params.amount}`;
    case "action_performed":
    case "action_declined":
      return `${event.params.building} ${event.params.level}`;
    case "givers_fixed":
      return event.params.givers.join(", ");
    case "cards_taken":
      return `${event.params.kind}: ${cards(event.params.cards)}`;
    case "cards_discarded":
      return `${cards(event.params.cards)} (${event.params.reason})`;
    case "plague":
      return `nuns ${event.params.nuns}, killed ${event.params.killed.join(", ")}`;
    default:
      return assertNever(event);
  }
}

/** A stream message's `data` (JSON): an `update`'s events as lines; none for `end`. */
export function streamLines(message: Schemas["StreamEvent"]): string[] {
  if (message.event === "end") return [];
  const update: Schemas["StreamUpdate"] = JSON.parse(message.data);
  return update.events.map(eventLine);
}

export async function playOnce(client: BibliosClient, created: Schemas["CreateGameResponse"]) {
  const token = created.seats.find((seat) => seat.token !== null)?.token;
  if (token === undefined || token === null) return;
  const view = await client.view(created.id, token);
  if (view === null) return;
  const action = firstAction(view);
  if (action !== null) await client.act(created.id, token, action, view.version);
}

/** Resign, or pass where the game has a pass: each game's own action, typed by its view. */
export async function passOrResign(
  client: BibliosClient,
  view: GameView,
  token: string,
  resign: boolean,
): Promise<Schemas["ActionResponse"]> {
  switch (view.game) {
    case "biblios":
      return client.actOn(view, token, resign ? { type: "resign" } : { type: "pass" });
    case "1347":
      return client.actOn(view, token, resign ? { type: "resign" } : { type: "play_pass" });
    default:
      return assertNever(view);
  }
}
