// `Biblios`: one object per front end or portal, holding the address, the language and the
// retry rules; tokens (a seat's, or the portal's key) are given per call. Every call goes
// through openapi-fetch typed by the generated `paths`; this layer adds the tokens, the retry
// rules, Idempotency-Keys and typed errors.
import createClient from "openapi-fetch";

import { errorOf, isProblem } from "./errors.js";
import { RetryPolicy, type RetryOptions, retryAfterMs, sleep } from "./retry.js";
import { GameStream, type StreamHost, type StreamOptions } from "./stream.js";
import {
  type Action,
  type ActionFor,
  type ActionPreview,
  type ActionResponse,
  type Catalog,
  type CreateGame,
  type CreateGameResponse,
  type EventsResponse,
  type ExportDocument,
  type GameId,
  type GameList,
  type GameTypes,
  type GameView,
  type HintResponse,
  type Health,
  type Lang,
  type ListedGame,
  type ListStatus,
  type NewSeatToken,
  type ReplayPage,
  type ReplayViewer,
  type Review,
  type Rules,
  type StreamTicket,
  type paths,
  sameGame,
} from "./types.js";

export interface ClientOptions {
  /** The language of every text unless a call says otherwise (default: the server's choice
   * from Accept-Language, then English). */
  readonly lang?: Lang;
  readonly retry?: RetryOptions;
  /** Milliseconds before one try of a call is abandoned (default 10 000). */
  readonly timeoutMs?: number;
  /** The fetch to use (default: the platform's). */
  readonly fetch?: typeof fetch;
}

export interface CallOptions {
  readonly lang?: Lang;
}

export interface ActOptions<V extends GameView> extends CallOptions {
  /** The game moved on since the view (412 `stale_version`): decide again on the new view
   * (an action, or null to give up: the 412 is then thrown). Without it, the 412 is thrown. */
  readonly onStale?: (view: V) => ActionFor<V> | null;
  /** Send the action only if the game is still at the view's version (default true). */
  readonly ifMatch?: boolean;
  /** The Idempotency-Key (default: made up, the same on every retry of this call). */
  readonly idempotencyKey?: string;
}

export interface PageOptions extends CallOptions {
  /** The index of the first step (default 0: a page's `next` gives the next page's). */
  readonly from?: number;
  /** Steps, at most (1..100, default 100). */
  readonly limit?: number;
}

export interface ListOptions extends CallOptions {
  readonly status?: ListStatus;
  readonly externalId?: string;
  readonly limit?: number;
  readonly cursor?: string;
}

type Result<T> = { data?: T; error?: unknown; response: Response };

/** The answer's data, or its error thrown as an `ApiError` (or `HttpError`). */
function unwrap<T>(result: Result<T>): T {
  if (result.data !== undefined && result.response.ok) return result.data;
  throw errorOf(result.response, result.error);
}

function bearer(token: string | null | undefined): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** A new Idempotency-Key: 128 random bits. */
export function idempotencyKey(): string {
  const bytes = new Uint8Array(16);
  if (typeof crypto !== "undefined" && typeof crypto.getRandomValues === "function") {
    crypto.getRandomValues(bytes);
  } else {
    for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  }
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Every operation of openapi.yaml and the method of `Biblios` that makes it
 * (tests/clients fails when the document has one without a call). */
export const OPERATIONS: Readonly<Record<string, keyof Biblios>> = {
  "GET /v1/health": "health",
  "GET /v1/game-types": "gameTypes",
  "GET /v1/catalog/biblios": "catalog",
  "GET /v1/catalog/1347": "catalog",
  "GET /v1/rules/biblios": "rules",
  "GET /v1/rules/1347": "rules",
  "POST /v1/games": "create",
  "GET /v1/games": "games",
  "GET /v1/games/{game_id}": "game",
  "GET /v1/games/{game_id}/events": "events",
  "POST /v1/games/{game_id}/actions": "act",
  "POST /v1/games/{game_id}/preview": "preview",
  "POST /v1/games/{game_id}/seats/{seat}/reclaim": "reclaim",
  "POST /v1/games/{game_id}/seats/{seat}/token": "reissueToken",
  "GET /v1/games/{game_id}/export": "export",
  "POST /v1/games/{game_id}/stream-ticket": "streamTicket",
  "GET /v1/games/{game_id}/stream": "stream",
  "POST /v1/games/{game_id}/hint": "hint",
  "GET /v1/games/{game_id}/replay": "replay",
  "POST /v1/replays": "replayExport",
  "POST /v1/games/{game_id}/review": "requestReview",
  "GET /v1/games/{game_id}/review": "review",
};

export class Biblios implements StreamHost {
  readonly baseUrl: string;
  readonly lang: Lang | undefined;
  readonly retry: RetryPolicy;
  readonly fetchImpl: typeof fetch;
  private readonly timeoutMs: number;
  private readonly http;

  constructor(baseUrl: string, options: ClientOptions = {}) {
    this.baseUrl = baseUrl.replace(/\/+$/, "");
    this.lang = options.lang;
    this.retry = new RetryPolicy(options.retry);
    this.timeoutMs = options.timeoutMs ?? 10_000;
    const platformFetch = options.fetch ?? globalThis.fetch;
    this.fetchImpl = (input, init) => platformFetch(input, init);
    this.http = createClient<paths>({ baseUrl: this.baseUrl, fetch: (request) => this.send(request) });
  }

  private query(options: CallOptions): { lang?: Lang } {
    const lang = options.lang ?? this.lang;
    return lang === undefined ? {} : { lang };
  }

  /** One request with the retry rules: an answer that says nothing was done (429, 503, 409
   * `conflict`) is tried again after its Retry-After or a backoff; so are a proxy's 502 and
   * 504 and a broken connection when repeating is safe (a read, or a write with an
   * Idempotency-Key: `outcome_unknown` is then retried with the same key). */
  private async send(request: Request): Promise<Response> {
    const repeatable = SAFE_METHODS.has(request.method) || request.headers.has("Idempotency-Key");
    let failures = 0;
    for (;;) {
      let wait: number | null;
      try {
        const signal = AbortSignal.timeout(this.timeoutMs);
        const response = await this.fetchImpl(request.clone(), { signal });
        if (response.status < 400) return response;
        failures += 1;
        wait = await this.waitAfter(response, repeatable, failures);
        if (wait === null) return response;
      } catch (error) {
        failures += 1;
        if (!repeatable || failures >= this.retry.attempts) throw error;
        wait = this.retry.wait(failures);
      }
      await sleep(wait);
    }
  }

  private async waitAfter(
    response: Response,
    repeatable: boolean,
    failures: number,
  ): Promise<number | null> {
    if (failures >= this.retry.attempts) return null;
    const status = response.status;
    if (![409, 429, 502, 503, 504].includes(status)) return null;
    const error = errorOf(response, await bodyOf(response.clone()));
    const code = "code" in error ? error.code : null;
    const waitMs = this.retry.wait(failures, retryAfterMs(response));
    if (status === 429) return waitMs;
    if (status === 409) return code === "conflict" ? waitMs : null;
    if (status === 503) return code === "outcome_unknown" && !repeatable ? null : waitMs;
    return repeatable ? waitMs : null; // a proxy's 502 or 504: maybe done
  }

  // ----- the calls ------------------------------------------------------------------------

  /** The games this server runs, with their players, variants and options. */
  async gameTypes(): Promise<GameTypes> {
    return unwrap(await this.http.GET("/v1/game-types"));
  }

  /** Every card (and building) of `game`, with its texts in the language asked for. */
  async catalog(game: GameId, options: CallOptions = {}): Promise<Catalog> {
    const params = { params: { query: this.query(options) } };
    return game === "biblios"
      ? unwrap(await this.http.GET("/v1/catalog/biblios", params))
      : unwrap(await this.http.GET("/v1/catalog/1347", params));
  }

  /** The rules of `game`, as sections of text. */
  async rules(game: GameId, options: CallOptions = {}): Promise<Rules> {
    const params = { params: { query: this.query(options) } };
    return game === "biblios"
      ? unwrap(await this.http.GET("/v1/rules/biblios", params))
      : unwrap(await this.http.GET("/v1/rules/1347", params));
  }

  /** Whether the server and its store answer (503 `store_unavailable` else). */
  async health(): Promise<Health> {
    return unwrap(await this.http.GET("/v1/health"));
  }

  /** A new game: its id, version, view and the seats' tokens (with the portal's key, the
   * portal's game). Sent with an Idempotency-Key (made up unless given, the same on every retry
   * of this call), so a retry after a lost answer or `outcome_unknown` answers the same game. */
  async create(
    request: CreateGame,
    options: CallOptions & { portalKey?: string; idempotencyKey?: string } = {},
  ): Promise<CreateGameResponse> {
    const header = { "Idempotency-Key": options.idempotencyKey ?? idempotencyKey() };
    return unwrap(
      await this.http.POST("/v1/games", {
        params: { query: this.query(options), header },
        headers: bearer(options.portalKey),
        body: request,
      }),
    );
  }

  /** The game as the seat sees it (no token: a spectator; the portal's key: the portal). */
  async game(gameId: string, token?: string | null, options: CallOptions = {}): Promise<GameView> {
    return unwrap(
      await this.http.GET("/v1/games/{game_id}", {
        params: { path: { game_id: gameId }, query: this.query(options) },
        headers: bearer(token),
      }),
    );
  }

  /** The game's log after event `after`, as the caller may see it. */
  async events(
    gameId: string,
    token?: string | null,
    options: CallOptions & { after?: number } = {},
  ): Promise<EventsResponse> {
    return unwrap(
      await this.http.GET("/v1/games/{game_id}/events", {
        params: {
          path: { game_id: gameId },
          query: { ...this.query(options), after: options.after ?? 0 },
        },
        headers: bearer(token),
      }),
    );
  }

  /** Sends the seat's decision on `view`, typed by its game. With `ifMatch` (the default)
   * it applies only while the game is at the view's version; `onStale` decides again when
   * it has moved on. */
  async act<V extends GameView>(
    view: V,
    token: string,
    action: ActionFor<V>,
    options: ActOptions<V> = {},
  ): Promise<ActionResponse> {
    let current: V = view;
    let decision: ActionFor<V> = action;
    let key = options.idempotencyKey;
    for (let tries = 1; ; tries++) {
      try {
        return await this.actOn(view.id, token, decision, {
          ...options,
          version: options.ifMatch === false ? undefined : current.version,
          idempotencyKey: key,
        });
      } catch (error) {
        if (!isProblem(error, "stale_version") || options.onStale === undefined) throw error;
        if (tries >= this.retry.attempts) throw error;
        const fresh = await this.game(view.id, token, options);
        if (!sameGame(view, fresh)) throw error;
        const again = options.onStale(fresh);
        if (again === null) throw error;
        current = fresh;
        decision = again;
        key = undefined;
      }
    }
  }

  /** Sends an action to a game by its id (any game's action; `act` types it by the view). */
  async actOn(
    gameId: string,
    token: string,
    action: Action,
    options: CallOptions & { version?: number | undefined; idempotencyKey?: string | undefined } = {},
  ): Promise<ActionResponse> {
    const header: { "If-Match"?: string; "Idempotency-Key": string } = {
      "Idempotency-Key": options.idempotencyKey ?? idempotencyKey(),
    };
    if (options.version !== undefined) header["If-Match"] = `"${options.version}"`;
    return unwrap(
      await this.http.POST("/v1/games/{game_id}/actions", {
        params: { path: { game_id: gameId }, query: this.query(options), header },
        headers: bearer(token),
        body: action,
      }),
    );
  }

  /** The seat resigns (a bot plays its seat to the end). */
  async resign(gameId: string, token: string, options: CallOptions = {}): Promise<ActionResponse> {
    return this.actOn(gameId, token, { type: "resign" }, options);
  }

  /** What the action would do, nothing written (games with previews: 1347). */
  async preview<V extends GameView>(
    view: V,
    token: string,
    action: ActionFor<V>,
    options: CallOptions = {},
  ): Promise<ActionPreview> {
    return unwrap(
      await this.http.POST("/v1/games/{game_id}/preview", {
        params: { path: { game_id: view.id }, query: this.query(options) },
        headers: bearer(token),
        body: action,
      }),
    );
  }

  /** A seat a bot took over after timeouts goes back to its person (the seat's token). */
  async reclaim(
    gameId: string,
    seat: number,
    token: string,
    options: CallOptions & { version?: number } = {},
  ): Promise<ActionResponse> {
    const header: { "If-Match"?: string; "Idempotency-Key": string } = {
      "Idempotency-Key": idempotencyKey(),
    };
    if (options.version !== undefined) header["If-Match"] = `"${options.version}"`;
    return unwrap(
      await this.http.POST("/v1/games/{game_id}/seats/{seat}/reclaim", {
        params: { path: { game_id: gameId, seat }, query: this.query(options), header },
        headers: bearer(token),
      }),
    );
  }

  /** A finished game's whole record (409 `game_not_over` before its end). */
  async export(
    gameId: string,
    token?: string | null,
    options: CallOptions = {},
  ): Promise<ExportDocument> {
    return unwrap(
      await this.http.GET("/v1/games/{game_id}/export", {
        params: { path: { game_id: gameId }, query: this.query(options) },
        headers: bearer(token),
      }),
    );
  }

  /** The expert's hint at the seat's decision, from its view alone (a game created with
   * `hints`; told to every seat as `hint_given`). A 503 `hint_unavailable` is tried again after
   * its Retry-After: the same search, done by then. */
  async hint(gameId: string, token: string, options: CallOptions = {}): Promise<HintResponse> {
    return unwrap(
      await this.http.POST("/v1/games/{game_id}/hint", {
        params: { path: { game_id: gameId }, query: this.query(options) },
        headers: bearer(token),
      }),
    );
  }

  /** A page of a finished game's replay, each step as `viewer` saw it (`"all"`: every hand
   * shown); `token`: one of the game's seat tokens, or its portal's key. */
  async replay(
    gameId: string,
    viewer: ReplayViewer,
    token: string,
    options: PageOptions = {},
  ): Promise<ReplayPage> {
    return unwrap(
      await this.http.GET("/v1/games/{game_id}/replay", {
        params: { path: { game_id: gameId }, query: this.pageQuery(viewer, options) },
        headers: bearer(token),
      }),
    );
  }

  /** A page of the replay of an export document (`export`'s), after the verifier's checks
   * (422 `export_invalid`). */
  async replayExport(
    document: ExportDocument,
    viewer: ReplayViewer,
    options: PageOptions = {},
  ): Promise<ReplayPage> {
    return unwrap(
      await this.http.POST("/v1/replays", {
        params: { query: this.pageQuery(viewer, options) },
        body: document,
      }),
    );
  }

  /** Queue the expert's review of a finished game (asking again: the same review). */
  async requestReview(gameId: string, token: string, options: CallOptions = {}): Promise<Review> {
    return unwrap(
      await this.http.POST("/v1/games/{game_id}/review", {
        params: { path: { game_id: gameId }, query: this.query(options) },
        headers: bearer(token),
      }),
    );
  }

  /** The expert's review: `pending`, or `ready` with each person's decisions. */
  async review(gameId: string, token: string, options: CallOptions = {}): Promise<Review> {
    return unwrap(
      await this.http.GET("/v1/games/{game_id}/review", {
        params: { path: { game_id: gameId }, query: this.query(options) },
        headers: bearer(token),
      }),
    );
  }

  private pageQuery(
    viewer: ReplayViewer,
    options: PageOptions,
  ): { as: ReplayViewer; lang?: Lang; from?: number; limit?: number } {
    const query: { as: ReplayViewer; lang?: Lang; from?: number; limit?: number } = {
      as: viewer,
      ...this.query(options),
    };
    if (options.from !== undefined) query.from = options.from;
    if (options.limit !== undefined) query.limit = options.limit;
    return query;
  }

  /** One page of the portal's games, newest first (`next_cursor` for the next). */
  async games(portalKey: string, options: ListOptions = {}): Promise<GameList> {
    const query: {
      lang?: Lang;
      status?: ListStatus;
      external_id?: string;
      limit?: number;
      cursor?: string;
    } = { ...this.query(options) };
    if (options.status !== undefined) query.status = options.status;
    if (options.externalId !== undefined) query.external_id = options.externalId;
    if (options.limit !== undefined) query.limit = options.limit;
    if (options.cursor !== undefined) query.cursor = options.cursor;
    return unwrap(
      await this.http.GET("/v1/games", { params: { query }, headers: bearer(portalKey) }),
    );
  }

  /** Every game of the portal, page after page. */
  async *allGames(
    portalKey: string,
    options: Omit<ListOptions, "cursor"> = {},
  ): AsyncGenerator<ListedGame, void, undefined> {
    let cursor: string | undefined;
    for (;;) {
      const page = await this.games(portalKey, cursor === undefined ? options : { ...options, cursor });
      yield* page.games;
      if (!page.next_cursor) return;
      cursor = page.next_cursor;
    }
  }

  /** A new token for the seat: the old one stops working and its streams end. */
  async reissueToken(
    gameId: string,
    seat: number,
    portalKey: string,
    options: CallOptions = {},
  ): Promise<NewSeatToken> {
    return unwrap(
      await this.http.POST("/v1/games/{game_id}/seats/{seat}/token", {
        params: { path: { game_id: gameId, seat }, query: this.query(options) },
        headers: bearer(portalKey),
      }),
    );
  }

  /** A one-use ticket that opens one stream of the seat without its token. */
  async streamTicket(gameId: string, token: string, options: CallOptions = {}): Promise<StreamTicket> {
    return unwrap(
      await this.http.POST("/v1/games/{game_id}/stream-ticket", {
        params: { path: { game_id: gameId }, query: this.query(options) },
        headers: bearer(token),
      }),
    );
  }

  async ticketFor(gameId: string, token: string, lang: Lang | undefined): Promise<string> {
    const ticket = await this.streamTicket(gameId, token, lang === undefined ? {} : { lang });
    return ticket.ticket;
  }

  /** Follows the game live: `for await (const update of api.stream(id, { token }))`. */
  stream(gameId: string, options: StreamOptions = {}): GameStream {
    return new GameStream(this, gameId, options);
  }
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed;
  } catch {
    return text;
  }
}
