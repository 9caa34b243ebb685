// A game followed live: `GET /v1/games/{game_id}/stream` (Server-Sent Events) read with
// fetch, as an async iterator of `StreamUpdate`, in browsers and Node alike. A broken
// connection is reopened with Last-Event-ID (nothing lost, nothing twice), backing off while it
// fails; the iteration ends on the server's `event: end`.
//
// Why fetch and not EventSource: EventSource cannot send a header (so a seat's token would have
// to travel in the address, or as a ticket that its own reconnections would reuse after it was
// spent) and cannot be told the Last-Event-ID of an earlier connection. With fetch, the token
// goes in Authorization; a ticket is for a page that holds no token (a portal's front end whose
// server keeps the seat's token): `ticket` then gives a fresh one for every connection.
import { BibliosError, readError } from "./errors.js";
import { RetryPolicy, sleep } from "./retry.js";
import { LineSplitter, SSEParser, type ServerSentEvent } from "./sse.js";
import { isRecord, type Lang, type StreamEnd, type StreamUpdate } from "./types.js";

export interface StreamOptions {
  /** The seat's token (none: a spectator's stream). */
  readonly token?: string | null;
  /** Open each connection with a stream ticket instead of the token: `true` asks the API for
   * one with the token; a function gets one from elsewhere (the portal's own server). */
  readonly ticket?: boolean | (() => Promise<string>);
  /** Resume after this message id (`"0"`: every event since the game's creation, the
   * creation's included). */
  readonly lastEventId?: string | null;
  readonly lang?: Lang;
  /** Ends the iteration when aborted (as `close()` does). */
  readonly signal?: AbortSignal;
  /** A silence this long (milliseconds) means the connection is gone (default 45 000: the
   * server sends a comment at least every 15 s). */
  readonly idleTimeoutMs?: number;
}

/** What the stream needs from the client that opened it. */
export interface StreamHost {
  readonly baseUrl: string;
  readonly lang: Lang | undefined;
  readonly retry: RetryPolicy;
  readonly fetchImpl: typeof fetch;
  ticketFor(gameId: string, token: string, lang: Lang | undefined): Promise<string>;
}

/** Problems a stream waits out and reconnects after; any other is thrown. */
const TRANSIENT = new Set([429, 502, 503, 504]);

function isStreamUpdate(value: unknown): value is StreamUpdate {
  return (
    isRecord(value) &&
    typeof value.version === "number" &&
    isRecord(value.view) &&
    Array.isArray(value.events)
  );
}

function isStreamEnd(value: unknown): value is StreamEnd {
  return isRecord(value) && typeof value.version === "number";
}

/** The stream broke its protocol (a message that is not what the document says). */
export class StreamProtocolError extends Error {}

export class GameStream implements AsyncIterable<StreamUpdate> {
  /** The server's last word once the iteration has ended: the game's last version, and
   * `reason: "token_replaced"` when the seat's token was re-issued. */
  end: StreamEnd | null = null;
  /** The id of the last update received: where a new stream would resume. */
  lastEventId: string | null;
  /** How many times the connection was reopened. */
  reconnections = 0;
  private readonly closer = new AbortController();

  constructor(
    private readonly host: StreamHost,
    readonly gameId: string,
    private readonly options: StreamOptions = {},
  ) {
    this.lastEventId = options.lastEventId ?? null;
    options.signal?.addEventListener("abort", () => this.close(), { once: true });
  }

  private deliveredVersion = -1;
  private deliveredSeq = 0;

  /** The update without what was delivered already (null: nothing new), so that nothing
   * comes twice across reconnections (`lastEventId: "0"` sends the creation's events again to
   * a client that reconnects before the game's first move). */
  private fresh(update: StreamUpdate): StreamUpdate | null {
    const events = update.events.filter((event) => event.seq > this.deliveredSeq);
    if (update.version <= this.deliveredVersion && events.length === 0) return null;
    this.deliveredVersion = Math.max(this.deliveredVersion, update.version);
    const last = events[events.length - 1];
    if (last !== undefined) this.deliveredSeq = last.seq;
    return events.length === update.events.length ? update : { ...update, events };
  }

  /** Stops following: the iteration ends (an open connection is closed). */
  close(): void {
    this.closer.abort();
  }

  get closed(): boolean {
    return this.closer.signal.aborted;
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<StreamUpdate, void, undefined> {
    let failures = 0;
    while (!this.closed) {
      const connection = new AbortController();
      const stop = (): void => connection.abort();
      this.closer.signal.addEventListener("abort", stop, { once: true });
      let response: Response | null = null;
      let retryAfter: number | null = null;
      try {
        response = await this.open(connection.signal);
      } catch (error) {
        if (error instanceof BibliosError) throw error; // the ticket was refused
        response = null; // not reached: reconnect
      }
      try {
        if (response !== null && !response.ok) {
          const error = await readError(response);
          if (!TRANSIENT.has(error.status)) throw error;
          retryAfter = error.retryAfterMs;
        } else if (response !== null) {
          for await (const message of this.messages(response, connection)) {
            if (message.event === "end") {
              this.end = parse(message, isStreamEnd);
              return;
            }
            if (message.event === "update") {
              const update = parse(message, isStreamUpdate);
              this.lastEventId = message.id;
              failures = 0;
              const fresh = this.fresh(update);
              if (fresh !== null) yield fresh;
            }
          }
        }
      } catch (error) {
        if (error instanceof BibliosError || error instanceof StreamProtocolError) throw error;
        // the connection dropped, timed out or was refused: reconnect
      } finally {
        this.closer.signal.removeEventListener("abort", stop);
        connection.abort();
      }
      if (this.closed) return;
      failures += 1;
      this.reconnections += 1;
      try {
        await sleep(this.host.retry.wait(failures, retryAfter), this.closer.signal);
      } catch {
        return; // closed while waiting
      }
    }
  }

  private async open(signal: AbortSignal): Promise<Response> {
    const { host, options } = this;
    const lang = options.lang ?? host.lang;
    const url = new URL(`${host.baseUrl}/v1/games/${encodeURIComponent(this.gameId)}/stream`);
    if (lang !== undefined) url.searchParams.set("lang", lang);
    const headers = new Headers({ Accept: "text/event-stream" });
    const token = options.token ?? null;
    if (options.ticket === true && token !== null) {
      url.searchParams.set("ticket", await host.ticketFor(this.gameId, token, lang));
    } else if (typeof options.ticket === "function") {
      url.searchParams.set("ticket", await options.ticket());
    } else if (token !== null) {
      headers.set("Authorization", `Bearer ${token}`);
    }
    if (this.lastEventId !== null) headers.set("Last-Event-ID", this.lastEventId);
    return host.fetchImpl(url, { headers, signal });
  }

  /** The messages of one connection, as they arrive; a silence longer than the idle timeout
   * aborts it. */
  private async *messages(
    response: Response,
    connection: AbortController,
  ): AsyncGenerator<ServerSentEvent, void, undefined> {
    const body = response.body;
    if (body === null) return;
    const reader = body.getReader();
    const decoder = new TextDecoder();
    const lines = new LineSplitter();
    const parser = new SSEParser(this.lastEventId);
    const idle = this.options.idleTimeoutMs ?? 45_000;
    let timer = setTimeout(() => connection.abort(), idle);
    try {
      for (;;) {
        const { done, value } = await reader.read();
        clearTimeout(timer);
        if (done) return;
        timer = setTimeout(() => connection.abort(), idle);
        for (const line of lines.push(decoder.decode(value, { stream: true }))) {
          const message = parser.feed(line);
          if (message !== null) yield message;
        }
      }
    } finally {
      clearTimeout(timer);
      reader.cancel().catch(() => undefined);
    }
  }
}

function parse<T>(message: ServerSentEvent, guard: (value: unknown) => value is T): T {
  let value: unknown;
  try {
    value = JSON.parse(message.data);
  } catch {
    throw new StreamProtocolError(`the ${message.event} message is not JSON`);
  }
  if (!guard(value)) throw new StreamProtocolError(`the ${message.event} message is malformed`);
  return value;
}
