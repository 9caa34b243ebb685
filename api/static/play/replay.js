// A finished game again (GET /v1/games/{id}/replay): a step slider, Back/Forward by one step
// (and the arrow keys), the seat it is seen by (or everything shown), each step's board drawn by
// the game's own table module and its events in words; with the expert's review (asked for
// here, POST /v1/games/{id}/review), the mistakes marked at their steps with the expert's
// choice in words. The token stays in the fragment ("#r=<game>&t=<token>&l=<language>").
import { api } from "./api.js";
import { tableModule } from "./games.js";
import { Component, html } from "./html.js";
import { t } from "./i18n.js";
import { actionWords, percent } from "./learn.js";
import { RulesButton } from "./rules.js";
import { Seats } from "./seats.js";

const POLL_MS = 2000; // a pending review is read again this often
const ALL = "all";

/** The fragment of `game`'s table (or of its replay: `r`) as `token`'s seat. */
const link = (key, game, token, lang) => `#${new URLSearchParams({ [key]: game, t: token, l: lang })}`;

export class ReplayScreen extends Component {
  state = {
    ready: false, // the game, its table module and catalog are known
    as: null, // the seat the replay is seen by, or ALL
    steps: null, // every step, in order
    index: 0, // the step shown
    review: null, // null: none asked for; {status: "pending"} | {status: "ready", seats}
    asking: false,
    fatal: null,
    error: null,
  };

  componentDidMount() {
    this.onKey = (event) => {
      const field = event.target.closest?.("input, select, textarea, dialog");
      if (field || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === "ArrowLeft") this.go(this.state.index - 1);
      else if (event.key === "ArrowRight") this.go(this.state.index + 1);
      else return;
      event.preventDefault();
    };
    addEventListener("keydown", this.onKey);
    this.start();
  }

  componentDidUpdate(previous) {
    if (previous.lang !== this.props.lang && this.state.ready) this.start();
  }

  componentWillUnmount() {
    removeEventListener("keydown", this.onKey);
    clearTimeout(this.poll);
    this.gone = true;
  }

  path(rest = "") {
    return `/games/${encodeURIComponent(this.props.game)}${rest}`;
  }

  async start() {
    const { token, lang } = this.props;
    try {
      const view = await api(this.path(), { token, lang });
      const [table, catalog, types] = await Promise.all([
        tableModule(view.game).catch(() => {
          throw new Error(t("error.unknown_game"));
        }),
        api(`/catalog/${view.game}`, { lang }),
        api("/game-types"),
      ]);
      this.name = types.games.find((g) => g.id === view.game)?.name ?? view.game;
      document.title = `${t("replay.title")} · ${this.name} · ${t("nav.home")}`;
      Object.assign(this, { table, catalog, seat: view.seat, gameType: view.game });
      await this.load(this.state.as ?? view.seat ?? ALL);
      this.setState({ ready: true });
      this.readReview();
    } catch (error) {
      this.setState({ fatal: error.status === 0 ? t("error.network") : error.message });
    }
  }

  /** Every step as `as` saw it (pages of 100). */
  async load(as) {
    const { token, lang } = this.props;
    const steps = [];
    for (let from = 0; from !== null;) {
      const query = new URLSearchParams({ as: String(as), from: String(from), limit: "100" });
      const page = await api(this.path(`/replay?${query}`), { token, lang });
      steps.push(...page.steps);
      from = page.next;
    }
    if (this.gone) return;
    this.setState({ as, steps, index: Math.min(this.state.index, steps.length - 1) });
  }

  async readReview() {
    clearTimeout(this.poll);
    const { token, lang } = this.props;
    try {
      const review = await api(this.path("/review"), { token, lang });
      if (this.gone) return;
      this.setState({ review });
      if (review.status !== "ready") this.poll = setTimeout(() => this.readReview(), POLL_MS);
    } catch (error) {
      if (error.status !== 404) this.setState({ error: error.message });
    }
  }

  async askReview() {
    const { token, lang } = this.props;
    this.setState({ asking: true, error: null });
    try {
      const review = await api(this.path("/review"), { method: "POST", token, lang });
      this.setState({ review, asking: false });
      if (review.status !== "ready") this.poll = setTimeout(() => this.readReview(), POLL_MS);
    } catch (error) {
      this.setState({ asking: false, error: error.status === 0 ? t("error.network") : error.message });
    }
  }

  go(index) {
    const last = (this.state.steps?.length ?? 1) - 1;
    this.setState({ index: Math.max(0, Math.min(last, index)) });
  }

  /** The reviewed decisions of the seat the replay is seen by (every seat's: ALL), by step. */
  reviewed() {
    const { review, as } = this.state;
    if (review?.status !== "ready") return new Map();
    return new Map(review.seats.filter((s) => as === ALL || s.seat === as)
      .flatMap((s) => s.decisions.map((d) => [d.index, { ...d, seat: s.seat }])));
  }

  render({ game, token, lang }, state) {
    if (!state.ready || !state.steps) {
      return html`<div class="panel notice" role=${state.fatal ? "alert" : "status"}>
        <p>${state.fatal ?? t("status.loading")}</p>
        ${state.fatal && html`<p><a href="#">${t("nav.lobby")}</a></p>`}
      </div>`;
    }
    const { steps, index, as } = state;
    const step = steps[index];
    const view = { ...step.view, legal_actions: [] }; // shown, never offered
    const { table, catalog } = this;
    const reviewed = this.reviewed();
    const mistakes = [...reviewed.values()].filter((d) => d.mistake);
    const name = (seat) => view.seats.find((s) => s.seat === seat)?.name ?? "?";
    const position = t("replay.step", { step: index + 1, steps: steps.length });
    return html`<div class="replay game" data-step=${index} data-as=${as}>
      <div class="game-bar">
        <span class="game-info"><strong class="game-name">${this.name}</strong> · ${t("replay.title")}</span>
        <${RulesButton} game=${this.gameType} lang=${lang} />
        <a class="button quiet" href=${link("g", game, token, lang)}>${t("replay.to_table")}</a>
      </div>
      <section class="panel replay-controls" aria-labelledby="replay-title">
        <h1 id="replay-title">${t("replay.title")}</h1>
        <label class="replay-seat">
          <span>${t("replay.seat")}</span>
          <select value=${String(as)} onChange=${(e) => {
            const chosen = e.currentTarget.value;
            this.load(chosen === ALL ? ALL : Number(chosen));
          }}>
            ${view.seats.map((s) => html`<option value=${String(s.seat)}>${s.name}</option>`)}
            <option value=${ALL}>${t("replay.everything")}</option>
          </select>
        </label>
        <div class="replay-steps">
          <button type="button" data-action="back" disabled=${index === 0}
            aria-describedby=${index === 0 ? "replay-position" : null}
            onClick=${() => this.go(index - 1)}>← ${t("replay.back")}</button>
          <input type="range" min="0" max=${steps.length - 1} value=${index} list="replay-mistakes"
            aria-label=${t("replay.slider")} aria-valuetext=${position}
            onInput=${(e) => this.go(e.currentTarget.valueAsNumber)} />
          <datalist id="replay-mistakes">
            ${mistakes.map((d) => html`<option key=${d.index} value=${d.index}></option>`)}
          </datalist>
          <button type="button" data-action="forward" disabled=${index === steps.length - 1}
            aria-describedby=${index === steps.length - 1 ? "replay-position" : null}
            onClick=${() => this.go(index + 1)}>${t("replay.forward")} →</button>
        </div>
        <p id="replay-position" class="replay-position" role="status">${position}</p>
        <p class="hint">${t("replay.keys")}</p>
        <${ReviewPanel} state=${state} mistakes=${mistakes} name=${name}
          ask=${() => this.askReview()} go=${(i) => this.go(i)} />
      </section>
      <section class="panel replay-step" aria-labelledby="step-title">
        <h2 id="step-title">${step.seat === null ? t("replay.end") : t("replay.by", { seat: name(step.seat) })}</h2>
        ${reviewed.has(step.index) && html`<${Verdict} decision=${reviewed.get(step.index)}
          table=${table} view=${step.view} catalog=${catalog} />`}
        ${step.events.length ? html`<ol class="replay-events">
          ${step.events.map((e) => html`<li key=${e.seq} class=${`ev-${e.type}`}>${e.text}</li>`)}
        </ol>` : html`<p class="hint">${t("replay.none")}</p>`}
      </section>
      <${Seats} view=${view} catalog=${catalog} detail=${table.seatDetail} />
      <${table.Table} view=${view} catalog=${catalog} act=${() => {}} busy=${true} />
      ${table.RevealedHands && html`<${table.RevealedHands} view=${view} catalog=${catalog} />`}
    </div>`;
  }
}

/** The expert's review: ask for it, pending, or ready with its mistakes to jump to. */
function ReviewPanel({ state, mistakes, name, ask, go }) {
  const { review, asking, error } = state;
  return html`<div class="review" aria-labelledby="review-title">
    <h2 id="review-title">${t("review.title")}</h2>
    ${!review && html`<p class="hint">${t("review.lead")}</p>
      <button type="button" class="primary" data-action="review" disabled=${asking}
        aria-describedby=${asking ? "review-state" : null} onClick=${ask}>${t("review.ask")}</button>`}
    <p id="review-state" class="review-state" role="status">${asking || review?.status === "pending"
      ? t("review.pending") : review?.status === "ready" ? t("review.ready", { count: mistakes.length }) : ""}</p>
    ${mistakes.length > 0 && html`<ul class="review-mistakes" aria-label=${t("review.mistakes")}>
      ${mistakes.map((d) => html`<li key=${d.index}><button type="button" class="quiet"
        data-step=${d.index} onClick=${() => go(d.index)}>
        ${t("review.go", { step: d.index + 1, seat: name(d.seat) })}</button></li>`)}
    </ul>`}
    ${error && html`<p class="error" role="alert">${error}</p>`}
  </div>`;
}

/** The expert's word on the decision of this step. */
function Verdict({ decision, table, view, catalog }) {
  const same = JSON.stringify(decision.played) === JSON.stringify(decision.expert);
  const figures = {
    action: actionWords(table, decision.expert, view, catalog),
    expert: percent(decision.chance_expert),
    played: percent(decision.chance_played),
  };
  if (decision.mistake) {
    return html`<p class="verdict mistake" role="note">
      <strong>${t("review.mistake", figures)}</strong><br />
      <small>${t("review.mistake_lead")}</small></p>`;
  }
  return html`<p class="verdict">${same ? t("review.good", { chance: figures.played })
    : t("review.fine", figures)}</p>`;
}
