// Embedding in a portal (docs/web-client.md): framed as /play/?portal=<id> by an origin the
// server names in <meta name="biblios-embed">, this posts "turn", "finished" and "resize" to
// those origins only (never "*"), and takes the host's theme (safe custom properties, from the
// `theme` query or a {type: "theme"} message). game.js sends each view as "biblios:view".

/** What every message to the host carries, so a host can tell ours from others. */
export const SOURCE = "biblios";

/** The custom properties a host may set (style.css's :root), and the kind of their values. */
export const THEME = {
  "--ink": "color",
  "--muted": "color",
  "--paper": "color",
  "--panel": "color",
  "--line": "color",
  "--accent": "color",
  "--accent-ink": "color",
  "--focus": "color",
  "--radius": "length",
};

const HEX = /^(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const COLOR = /^(?:#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|(?:rgba?|hsla?)\([0-9.,%\s/deg]{1,60}\))$/i;
const LENGTH = /^(?:0|\d{1,2}(?:\.\d{1,2})?(?:px|rem|em))$/;

/** `value` if safe for property `name` (a colour, or a small length for --radius: nothing
 * that loads or reaches outside), else null. */
export function safeValue(name, value) {
  if (!Object.hasOwn(THEME, name) || typeof value !== "string") return null;
  let text = value.trim();
  if (THEME[name] === "color") {
    if (HEX.test(text)) text = `#${text}`; // "0b5394" in a query, where "#" must be escaped
    return COLOR.test(text) && CSS.supports("color", text) ? text : null;
  }
  return LENGTH.test(text) && CSS.supports("border-radius", text) ? text : null;
}

/** Set the known properties with safe values of `properties` ({"--accent": "#0b5394"}, the
 * "--" optional); the names set, in order. */
export function applyTheme(properties) {
  const applied = [];
  for (const [key, value] of Object.entries(properties)) {
    const name = key.startsWith("--") ? key : `--${key}`;
    const safe = safeValue(name, value);
    if (safe === null) continue;
    document.documentElement.style.setProperty(name, safe);
    applied.push(name);
  }
  return applied;
}

/** The `theme` query parameter: "accent:0b5394;paper:fff;radius:4px". */
export function parseTheme(text) {
  const properties = {};
  for (const item of (text || "").split(";")) {
    const at = item.indexOf(":");
    if (at > 0) properties[item.slice(0, at).trim()] = item.slice(at + 1);
  }
  return properties;
}

/** The portal and origins the server named for this page, or null (not embeddable). */
function embedding() {
  const meta = document.querySelector('meta[name="biblios-embed"]');
  try {
    const data = JSON.parse(meta?.content || "null");
    if (data && typeof data.portal === "string" && Array.isArray(data.origins)) return data;
  } catch {
    // a page without a portal
  }
  return null;
}

/** The host's origin when the browser tells it (ancestorOrigins, else the referrer) and it is
 * allowed; else every allowed one (only they may frame us, and a message reaches only its
 * target origin). */
function targets(origins) {
  let seen = location.ancestorOrigins?.[0] ?? null;
  if (seen === null && document.referrer) {
    try {
      seen = new URL(document.referrer).origin;
    } catch {
      seen = null;
    }
  }
  return origins.includes(seen) ? [seen] : origins;
}

/** The result without anything hidden: per seat its status, points and rank (as the
 * portal's game.finished webhook). */
function summary(result) {
  return {
    seats: (result?.seats ?? []).map((entry) => ({
      seat: entry.seat,
      status: entry.status ?? null,
      points: entry.vp ?? null,
      rank: entry.rank ?? null,
    })),
  };
}

function start() {
  const config = embedding();
  if (!config || window.parent === window) return;
  const origins = config.origins;
  const to = targets(origins);
  const post = (message) => {
    for (const origin of to) window.parent.postMessage({ source: SOURCE, ...message }, origin);
  };

  applyTheme(parseTheme(new URLSearchParams(location.search).get("theme")));
  addEventListener("message", (event) => {
    if (event.source !== window.parent || !origins.includes(event.origin)) return;
    const data = event.data;
    if (data?.type === "theme" && data.properties && typeof data.properties === "object") {
      applyTheme(data.properties);
    }
  });

  // "turn" when a view waits for this seat and the previous one did not; "finished" once.
  let seen = { key: null, version: -1, turn: false, over: false };
  addEventListener("biblios:view", ({ detail: view }) => {
    const key = `${view.id}/${view.seat}`;
    if (key !== seen.key) seen = { key, version: -1, turn: false, over: false };
    if (view.version <= seen.version) return;
    seen.version = view.version;
    const over = view.phase === "over";
    const turn = !over && view.seat !== null && view.to_act.includes(view.seat);
    if (turn && !seen.turn) post({ type: "turn", game: view.id, seat: view.seat, version: view.version });
    if (over && !seen.over) {
      post({ type: "finished", game: view.id, seat: view.seat, version: view.version, result: summary(view.result) });
    }
    Object.assign(seen, { turn, over });
  });

  // "resize": the content's height (not the frame's, which the host sets: it would never shrink).
  const root = document.getElementById("app");
  let height = -1;
  new ResizeObserver(() => {
    const now = Math.ceil(root.getBoundingClientRect().bottom + scrollY);
    if (now !== height) post({ type: "resize", height: (height = now) });
  }).observe(root);
}

start();
