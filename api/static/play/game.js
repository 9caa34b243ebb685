// A game at the table: the session (the view, the log and the live stream of one seat, or of
// a spectator) and the screen around the game's own table module.
import { api } from "./api.js";
import { Clock, GraceNote } from "./clock.js";
import { tableModule } from "./games.js";
import { Component, html } from "./html.js";
import { t } from "./i18n.js";
import { HintButton, Lesson } from "./learn.js";
import { Log } from "./log.js";
import { rememberSeat } from "./mygames.js";
import { RulesButton } from "./rules.js";
import { Seats } from "./seats.js";
import { follow } from "./stream.js";

const PRESENCE_MS = 15000;

/** One seat's (or a spectator's) live copy of a game, in one language. */
export class Session {
  constructor(gameId, token, lang, onChange) {
    Object.assign(this, { gameId, token, lang, onChange });
    this.view = null; // the latest view (highest version)
    this.events = []; // the log, by seq
    this.shown = 0; // how many of `events` are on screen: the others' newest come one by one
    this.pacer = null; // the timer that shows the next one
    this.catalog = null;
    this.name = null; // the game's name (GET /v1/game-types)
    this.ownSeq = 0; // the last event of the answer to this page's last action (or reclaim)
    this.ownUpTo = 0; // the last event of this page's own seat in that answer: shown at once
    this.table = null; // the game's table module
    this.link = "connecting"; // the stream's state (stream.js)
    this.busy = false; // an action of ours is on its way
    this.error = null; // the API's localized sentence about our last action
    this.fatal = null; // the game cannot be shown (unknown game, foreign token...)
  }

  async start() {
    const { gameId, token, lang } = this;
    const path = `/games/${encodeURIComponent(gameId)}`;
    try {
      const [view, log] = await Promise.all([
        api(path, { token, lang }),
        api(`${path}/events`, { token, lang }),
      ]);
      // Each game's table, loaded when first needed (games.js).
      const table = tableModule(view.game).catch(() => {
        throw new Error(t("error.unknown_game"));
      });
      const [module, catalog, types] = await Promise.all([
        table,
        api(`/catalog/${view.game}`, { lang }),
        api("/game-types"),
      ]);
      [this.table, this.catalog] = [module, catalog];
      this.name = types.games.find((g) => g.id === view.game)?.name ?? view.game;
      document.title = `${this.name} · ${t("nav.home")}`; // the game on screen, in its language
      this.events = log.events;
      this.shown = this.events.length; // the past is shown at once
      this.view = view;
      if (view.seat !== null) rememberSeat({ game: gameId, token, seat: view.seat, lang });
      this.changed();
      // The stream resumes after the older of the two: events already held are skipped.
      const lastEventId = Math.min(view.version, log.version);
      this.stream = follow(gameId, {
        token,
        lang,
        lastEventId,
        onUpdate: (update) => this.apply(update.view, update.events),
        onState: (state) => {
          this.link = state;
          this.changed();
        },
      });
      // Streams carry writes, not arrivals: re-read the view now and then for "connected".
      this.refresh = setInterval(() => this.reread(), PRESENCE_MS);
    } catch (error) {
      this.fatal = error.message;
      this.changed();
    }
  }

  close() {
    clearInterval(this.refresh);
    clearTimeout(this.pacer);
    this.stream?.close();
    this.onChange = () => {};
  }

  async reread() {
    if (this.link !== "live") return;
    const path = `/games/${encodeURIComponent(this.gameId)}`;
    const view = await api(path, { token: this.token, lang: this.lang }).catch(() => null);
    if (view) this.apply(view, []);
  }

  /** Take a newer view (shown at once: the table is never behind the game) and the events not
   * yet in the log (`catchUp`). The screen is drawn again only if something changed: the
   * stream's copy of the answer to our own action, or a presence re-read that finds everyone
   * where they were, draws nothing. */
  apply(view, events) {
    let changed = view.version > this.view.version ||
      (view.version === this.view.version && JSON.stringify(view) !== JSON.stringify(this.view));
    if (changed) this.view = view;
    const last = this.events.at(-1)?.seq ?? 0;
    const fresh = events.filter((e) => e.seq > last);
    if (fresh.length) this.events = [...this.events, ...fresh];
    const shown = this.shown;
    this.catchUp();
    changed ||= fresh.length > 0 || this.shown !== shown;
    if (changed) this.changed();
  }

  /** Show this page's own moves with all before them, and all but the last PACE_LAG events
   * (all, unless `pacing()`); the rest come one by one, PACE_MS apart. */
  catchUp() {
    const total = this.events.length;
    const own = this.events.findLastIndex((e) => e.seq <= this.ownUpTo) + 1;
    this.shown = Math.max(this.shown, own, total - (pacing() ? PACE_LAG : 0));
    if (this.shown < total && !this.pacer) {
      this.pacer = setTimeout(() => {
        this.pacer = null;
        this.showNext();
      }, PACE_MS);
    }
  }

  /** Show the next of the others' moves (all of them: `all`). */
  showNext(all = false) {
    this.shown = all ? this.events.length : Math.min(this.events.length, this.shown + 1);
    this.catchUp();
    this.changed();
  }

  /** Send `action` as our seat; the API's refusal is kept, localized, in `error`. */
  act(action) {
    return this.send("/actions", action);
  }

  /** Take our seat back from the bot that took it over after timeouts. */
  reclaim() {
    return this.send(`/seats/${this.view.seat}/reclaim`, {});
  }

  /** POST `body` to the game's `path` as our seat, and apply the answer. */
  async send(path, body) {
    if (this.busy) return;
    this.busy = true;
    this.error = null;
    this.changed();
    try {
      const url = `/games/${encodeURIComponent(this.gameId)}${path}`;
      const answer = await api(url, { method: "POST", token: this.token, lang: this.lang, body });
      this.ownSeq = Math.max(this.ownSeq, ...answer.events.map((e) => e.seq));
      const mine = answer.events.filter((e) => e.seat === this.view.seat);
      this.ownUpTo = Math.max(this.ownUpTo, ...mine.map((e) => e.seq));
      this.apply(answer.view, answer.events);
    } catch (error) {
      this.error = error.status === 0 ? t("error.network") : error.message;
    } finally {
      this.busy = false;
      this.changed();
    }
  }

  changed() {
    if (this.view) dispatchEvent(new CustomEvent("biblios:view", { detail: this.view })); // embed.js
    this.onChange(this);
  }
}

/** Whether `seat` timed out (a bot deciding for it) after event `since`. */
function timedOutSince(events, seat, since) {
  return events.some((e) => e.type === "timed_out" && e.seat === seat && e.seq > since);
}

/** Milliseconds between two of the others' moves shown one by one. */
const PACE_MS = 700;
/** The most events the paced log (and seats' last moves) may trail the table by. */
const PACE_LAG = 3;
const PACE_KEY = "biblios.pace"; // "off": the others' moves at once

/** Whether the others' moves are shown one by one (the player's choice, kept here). */
function pacing() {
  try {
    return localStorage.getItem(PACE_KEY) !== "off";
  } catch {
    return true;
  }
}

function setPacing(on) {
  try {
    localStorage.setItem(PACE_KEY, on ? "on" : "off");
  } catch {
    // storage refused: the choice lasts as long as this page
  }
}

const LINK_TEXT = {
  connecting: "link.connecting",
  live: "link.live",
  reconnecting: "link.reconnecting",
  ended: "link.ended",
  failed: "link.failed",
};

export class GameScreen extends Component {
  componentDidMount() {
    this.open(this.props.lang);
  }

  componentDidUpdate(previous) {
    if (previous.lang !== this.props.lang) this.open(this.props.lang);
  }

  componentWillUnmount() {
    this.session?.close();
  }

  /** (Re)open the session in `lang`: the view, the log and the stream all come localized. */
  open(lang) {
    this.session?.close();
    const { game, token } = this.props;
    this.session = new Session(game, token, lang, () => this.keepFocus());
    this.session.start();
  }

  /** Re-render; if that removed the focused control (a used button, a taken card), focus the
   * prompt rather than the page. */
  keepFocus() {
    const focused = document.activeElement;
    const inside = focused && focused !== document.body && this.root?.contains(focused);
    const rescue = () => {
      const lost = !document.activeElement || document.activeElement === document.body;
      if (inside && lost) this.root?.querySelector("#prompt")?.focus();
    };
    // Removed elements lose the focus at once, disabled ones when the page is next rendered.
    this.forceUpdate(() => requestAnimationFrame(() => setTimeout(rescue)));
  }

  resign() {
    if (confirm(t("resign.confirm"))) this.session.act({ type: "resign" });
  }

  render({ lang }) {
    const s = this.session;
    if (!s?.view) {
      return html`<div class="panel notice" role=${s?.fatal ? "alert" : "status"}>
        <p>${s?.fatal ?? t("status.loading")}</p>
        ${s?.fatal && html`<p><a href="#">${t("nav.lobby")}</a></p>`}
      </div>`;
    }
    const { view, catalog, table } = s;
    const mine = view.seats.find((seat) => seat.seat === view.seat);
    const timedOut = mine?.status === "playing" && timedOutSince(s.events, view.seat, s.ownSeq);
    const shown = s.events.slice(0, s.shown);
    const lines = table.logLines ? table.logLines(shown) : shown;
    const waiting = s.events.length - s.shown;
    const act = (action) => s.act(action);
    return html`
      <div class="game" data-version=${view.version} aria-busy=${s.busy}
        ref=${(el) => (this.root = el)}>
        <div class="game-bar">
          <span class="game-info">
            <strong class="game-name">${s.name}</strong>${" · "}
            ${catalog.phases.find((p) => p.id === view.phase)?.name}
            ${" · "}${catalog.variants.find((v) => v.id === view.variant)?.name}
            ${view.seat === null ? html` · <strong>${t("game.spectator")}</strong>` : ""}
          </span>
          <span class=${`link link-${s.link}`} role="status">${t(LINK_TEXT[s.link])}</span>
          <${RulesButton} game=${view.game} lang=${lang} />
          ${mine?.status === "playing" && view.phase !== "over" &&
            html`<button type="button" class="quiet danger" onClick=${() => this.resign()}>
              ${t("resign.button")}
            </button>`}
        </div>
        <section class="prompt-bar" aria-label=${t("prompt.label")}
          data-clock=${view.clock?.type ?? "none"}>
          <p id="prompt" class="prompt" tabindex="-1" role="status">${view.prompt}</p>
          <${Lesson} lesson=${view.lesson} />
          ${view.hints && mine?.status === "playing" && view.phase !== "over" && html`<${HintButton}
            view=${view} token=${s.token} table=${table} catalog=${catalog} />`}
          ${view.seat !== null && view.phase === "over" && html`<p class="replay-link">
            <a class="button primary" data-action="replay"
              href=${`#${new URLSearchParams({ r: s.gameId, t: s.token, l: lang })}`}>
              ${t("replay.open")}</a></p>`}
          ${view.seat !== null && html`<${Clock} clock=${view.clock} seat=${view.seat}
            label=${t("clock.yours")} />`}
          <${GraceNote} clock=${view.clock} seats=${view.seats} />
          ${mine?.status === "taken_over" && view.phase !== "over" && html`<div class="reclaim"
            role="alert">
            <span>${t("reclaim.lead")}</span>
            <button type="button" class="primary" data-action="reclaim"
              onClick=${() => s.reclaim()}>${t("reclaim.button")}</button>
          </div>`}
          ${timedOut && html`<p class="timed-out" role="status">${t("clock.timed_out")}</p>`}
          <p class="error" role="alert">${s.error ?? ""}</p>
          <ol class="recent" aria-hidden="true">
            ${lines.slice(-3).map((e) => html`<li key=${e.seq}>${e.text}</li>`)}
          </ol>
          <div class="pace">
            <label><input type="checkbox" checked=${pacing()}
              onChange=${(e) => { setPacing(e.currentTarget.checked); s.showNext(true); }} />
              ${t("pace.label")}</label>
            ${waiting > 0 && html`<button type="button" class="quiet" data-action="skip"
              onClick=${() => s.showNext(true)}>${t("pace.skip")}</button>`}
          </div>
        </section>
        <${Seats} view=${view} catalog=${catalog} detail=${table.seatDetail} moves=${shown} />
        <${table.Table} view=${view} catalog=${catalog} act=${act} busy=${s.busy} />
        <${Log} events=${lines} upTo=${shown.at(-1)?.seq ?? 0} />
      </div>
    `;
  }
}
