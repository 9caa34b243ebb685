// A game's live stream (play contract, "Live updates"): Server-Sent Events read with fetch, so
// the token goes in a header (never an address) and each reconnection sends Last-Event-ID
// (docs/web-client.md: why not EventSource).
import { noteServerTime } from "./api.js";

const RETRY_MS = [250, 1000, 2000, 4000, 8000]; // after the n-th break in a row

/** Follow game `gameId` until `close()`: `onUpdate({version, view, events})` each update,
 * `onState` each state ("connecting", "live", "reconnecting", "ended", "failed"). */
export function follow(gameId, { token, lang, lastEventId, onUpdate, onState }) {
  const abort = new AbortController();
  let last = lastEventId;
  let breaks = 0;

  async function run() {
    for (;;) {
      onState(breaks ? "reconnecting" : "connecting");
      try {
        const headers = { Accept: "text/event-stream", "Accept-Language": lang };
        if (token) headers.Authorization = `Bearer ${token}`;
        if (last !== undefined) headers["Last-Event-ID"] = String(last);
        const url = `/v1/games/${encodeURIComponent(gameId)}/stream`;
        const response = await fetch(url, { headers, signal: abort.signal, cache: "no-store" });
        noteServerTime(response);
        if (response.status >= 400 && response.status < 500 && response.status !== 429) {
          onState("failed"); // the game is gone or the token is wrong: retrying cannot help
          return;
        }
        if (response.ok) {
          onState("live");
          for await (const message of messages(response.body)) {
            breaks = 0;
            if (message.event === "end") {
              // a re-issued token ends the old one's streams: this token can follow no more
              const { reason } = JSON.parse(message.data);
              onState(reason === "token_replaced" ? "failed" : "ended");
              return;
            }
            if (message.event === "update") {
              if (message.id) last = message.id;
              onUpdate(JSON.parse(message.data));
            }
          }
        }
      } catch {
        // a network break: retried below, unless closed on purpose
      }
      if (abort.signal.aborted) return;
      onState("reconnecting");
      await sleep(RETRY_MS[Math.min(breaks++, RETRY_MS.length - 1)], abort.signal);
      if (abort.signal.aborted) return;
    }
  }

  run();
  return { close: () => abort.abort() };
}

/** The messages of an event stream (WHATWG HTML, "Parsing an event stream"). */
async function* messages(body) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let message = { event: "message", data: [], id: undefined };
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop(); // an incomplete last line waits for more
    for (const line of lines) {
      if (line === "") {
        if (message.data.length) yield { ...message, data: message.data.join("\n") };
        message = { event: "message", data: [], id: undefined };
        continue;
      }
      if (line.startsWith(":")) continue; // a comment: the server's keep-alive
      const colon = line.indexOf(":");
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
      if (field === "data") message.data.push(value);
      else if (field === "event") message.event = value;
      else if (field === "id") message.id = value;
    }
  }
}

function sleep(ms, signal) {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
  });
}
