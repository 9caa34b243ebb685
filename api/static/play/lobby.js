// The lobby: a game of any the server runs (GET /v1/game-types gives its seats, variants and
// options; its catalog names them), each seat a person or a bot, the clock, each person's
// language; then the invitations (invitations.js).
import { api } from "./api.js";
import { tableModule } from "./games.js";
import { Component, html } from "./html.js";
import { languageOptions, t } from "./i18n.js";
import { rememberInvitations } from "./invitations.js";
import { MyGames } from "./mygames.js";
import { RulesButton } from "./rules.js";

// The clocks offered: "0" none; a number, that many seconds per decision; "bank:B:I" a time
// bank of B seconds that each decision refills by I; "days:D" correspondence, D days a decision.
const CLOCKS = ["0", "bank:180:10", "bank:600:30", "30", "60", "120", "300", "days:1", "days:3"];
// The option types shown by themselves; a game's `optionEditors` bring others, else default.
const PLAIN_TYPES = ["boolean", "integer"];

function clockName(choice) {
  const [kind, a, b] = choice.split(":");
  if (kind === "bank") return t("clock.bank", { minutes: Number(a) / 60, seconds: Number(b) });
  if (kind === "days") return t("clock.correspondence", { count: Number(a) });
  const seconds = Number(kind);
  if (!seconds) return t("lobby.no_clock");
  const [unit, key] = seconds % 86400 === 0 ? [86400, "clock.per_day"]
    : seconds % 3600 === 0 ? [3600, "clock.per_hour"]
    : seconds % 60 === 0 ? [60, "clock.per_minute"] : [1, "clock.per_second"];
  return t(key, { count: seconds / unit });
}

/** The create request's fields for clock `choice` (CLOCKS). */
function clockFields(choice) {
  const [kind, a, b] = choice.split(":");
  if (kind === "bank") {
    return { clock: { type: "bank", initial_seconds: Number(a), increment_seconds: Number(b) } };
  }
  if (kind === "days") return { clock: { type: "days", days: Number(a) } };
  // A "decision" clock, not turn_seconds: it takes the start grace (its shorthand does not).
  return Number(kind) ? { clock: { type: "decision", seconds: Number(kind) } } : {};
}

/** Whether anyone may start a game here, else games come from a portal: no form then. */
const OPEN = document.querySelector('meta[name="biblios-games"]')?.content !== "portal";

/** The bot a seat's `kind` means in `game` (GET /v1/game-types: its `bot_levels`, weakest
 * first): that bot if the game offers it, else the game's middle level; null for a person. */
function botKind(kind, game) {
  if (kind === "person") return null;
  const levels = game.bot_levels;
  return levels.includes(kind) ? kind : levels[Math.floor(levels.length / 2)];
}

/** Whether `option` applies to `variant`. */
const appliesTo = (option, variant) => !option.variants || option.variants.includes(variant);

export class Lobby extends Component {
  state = {
    types: null, // the games served (GET /v1/game-types), in the server's order
    game: null, // the chosen game's id (first: the first served)
    catalogs: {}, // by game, in the current language
    editors: {}, // by game: its table module's option fields (games.js)
    values: {}, // the chosen game's options: name -> value (absent: its default)
    firstSeat: "", // "" the game's default (drawn at random), else a seat number
    // Each seat: "person", or one of the game's bots (botKind: "bot" is its middle level).
    seats: [
      { kind: "person", name: "", lang: this.props.lang },
      { kind: "bot", name: "", lang: this.props.lang },
      { kind: "person", name: "", lang: this.props.lang },
      { kind: "bot", name: "", lang: this.props.lang },
      { kind: "bot", name: "", lang: this.props.lang },
    ],
    players: 2,
    variant: null,
    clock: "0",
    seed: "",
    busy: false,
    hints: false, // the Hint button at the table (the game's "hints")
    learning: null, // the game whose tutorial is being made
    error: null,
  };

  componentDidMount() {
    if (OPEN) this.loadTypes();
  }

  componentDidUpdate(previous) {
    if (previous.lang !== this.props.lang && this.state.game) this.load();
  }

  failed(error) {
    this.setState({ error: error.status === 0 ? t("error.network") : error.message });
  }

  /** The games served; the first is chosen. */
  async loadTypes() {
    try {
      const { games } = await api("/game-types");
      this.setState({ types: games });
      this.chooseGame(games[0].id, games, games[0].players.default);
    } catch (error) {
      this.failed(error);
    }
  }

  gameType(id = this.state.game, types = this.state.types) {
    return types?.find((g) => g.id === id);
  }

  /** The catalog of `game` (default: the one chosen) in the current language. */
  async load(game = this.state.game) {
    const { lang } = this.props;
    try {
      const catalog = await api(`/catalog/${game}`, { lang });
      if (lang !== this.props.lang) return;
      this.setState({ catalogs: { ...this.state.catalogs, [game]: catalog }, error: null });
    } catch (error) {
      this.failed(error);
    }
  }

  /** The fields of `game`'s options that their types do not give, from its table module. */
  async loadEditors(game, type) {
    if (this.state.editors[game] || type.options.every((o) => PLAIN_TYPES.includes(o.type))) return;
    const editors = await tableModule(game).then((m) => m.optionEditors ?? {}, () => ({}));
    this.setState({ editors: { ...this.state.editors, [game]: editors } });
  }

  /** Another game: its seat range, its default variant, its catalog. */
  chooseGame(id, types = this.state.types, wanted = this.state.players) {
    const game = this.gameType(id, types);
    const { min, max } = game.players;
    const players = Math.min(Math.max(wanted, min), max);
    const variant = game.variants.default;
    this.setState({ game: id, players, variant, values: {}, firstSeat: "", error: null });
    if (this.state.catalogs[id]?.lang !== this.props.lang) this.load(id);
    this.loadEditors(id, game);
  }

  /** The chosen variant's options, each with its `editor` (null: a plain type); no others. */
  fields(game, catalog) {
    const editors = this.state.editors[game.id] ?? {};
    return game.options
      .filter((o) => appliesTo(o, this.state.variant))
      .map((option) => ({ option, editor: editors[option.name] ?? null }))
      .filter(({ option, editor }) => editor || PLAIN_TYPES.includes(option.type))
      .map((field) => ({
        ...field,
        value: this.state.values[field.option.name] ?? field.editor?.initial?.(catalog, field.option),
      }));
  }

  /** "Learn to play": `game`'s tutorial (its deal, seats and scripted bots), with hints; its
   * table opens at the learner's seat, the one seat given a token. */
  async learn(game) {
    this.setState({ learning: game, error: null });
    try {
      const body = { game, tutorial: true, hints: true };
      const made = await api("/games", { method: "POST", lang: this.props.lang, body });
      const learner = made.seats.find((s) => s.token);
      this.setState({ learning: null });
      location.hash = new URLSearchParams({ g: made.id, t: learner.token, l: this.props.lang }).toString();
    } catch (error) {
      this.setState({ learning: null, error: error.status === 0 ? t("error.network") : error.message });
    }
  }

  setValue(name, value) {
    this.setState({ values: { ...this.state.values, [name]: value } });
  }

  setSeat(index, change) {
    const seats = this.state.seats.map((s, i) => (i === index ? { ...s, ...change } : s));
    this.setState({ seats });
  }

  async create(event) {
    event.preventDefault();
    const { game, players, variant, clock } = this.state;
    const type = this.gameType(game);
    const seats = this.state.seats.slice(0, players);
    const body = {
      game,
      variant,
      seats: seats.map((s) =>
        s.kind === "person" ? (s.name.trim() ? { name: s.name.trim() } : {}) : { bot: botKind(s.kind, type) },
      ),
    };
    Object.assign(body, clockFields(clock));
    if (this.state.hints) body.hints = true;
    if (/^\d+$/.test(this.state.seed)) body.seed = Number(this.state.seed);
    for (const { option, value } of this.fields(type, this.state.catalogs[game])) {
      if (value === undefined || Number.isNaN(value) || value === option.default) continue;
      body[option.name] = value;
    }
    if (this.state.firstSeat !== "" && Number(this.state.firstSeat) < players) {
      body.first_seat = Number(this.state.firstSeat);
    }
    this.setState({ busy: true, error: null });
    try {
      const game = await api("/games", { method: "POST", lang: this.props.lang, body });
      const people = game.seats
        .filter((s) => s.token)
        .map((s) => ({ ...s, lang: seats[s.seat].lang }));
      rememberInvitations({ id: game.id, seats: people });
      this.setState({ busy: false });
      location.hash = new URLSearchParams({ i: game.id, l: this.props.lang }).toString();
    } catch (error) {
      this.setState({ busy: false, error: error.status === 0 ? t("error.network") : error.message });
    }
  }

  render({ lang }, state) {
    if (!OPEN) {
      return html`<${MyGames} lang=${lang} />
        <section class="panel lobby portal-only" aria-labelledby="portal-title">
          <h1 id="portal-title">${t("lobby.portal_title")}</h1>
          <p class="lead">${t("lobby.portal_lead")}</p>
        </section>`;
    }
    const game = this.gameType();
    if (!game) {
      return html`<section class="panel lobby">
        <p class="error" role="alert">${state.error ?? ""}</p>
        ${!state.error && html`<p>${t("status.loading")}</p>`}
      </section>`;
    }
    const { players, seats } = state;
    const catalog = state.catalogs[game.id];
    const counts = [];
    for (let n = game.players.min; n <= game.players.max; n += 1) counts.push(n);
    // The game's bots by its levels, named and explained by its catalog.
    const bots = Object.fromEntries((catalog?.bots ?? []).map((b) => [b.id, b]));
    const kinds = [["person", t("lobby.person")], ...game.bot_levels.map((id) => [id, bots[id]?.name ?? ""])];
    const tutorials = state.types.filter((g) => g.tutorial);
    return html`
      <${MyGames} lang=${lang} />
      ${tutorials.length > 0 && html`<section class="panel learn" aria-labelledby="learn-title">
        <h2 id="learn-title">${t("learn.title")}</h2>
        <p class="lead">${t("learn.lead")}</p>
        <p class="learn-games">
          ${tutorials.map((g) => html`<button type="button" class="primary" key=${g.id}
            data-game=${g.id} disabled=${Boolean(state.learning)}
            aria-describedby=${state.learning ? "learn-why" : null}
            onClick=${() => this.learn(g.id)}>${t("learn.start", { game: g.name })}</button>`)}
          ${state.learning && html`<span class="why" id="learn-why" aria-live="polite">
            ${t("learn.starting")}</span>`}
        </p>
      </section>`}
      <form class="panel lobby" onSubmit=${(e) => this.create(e)}>
        <div class="dialog-head">
          <h1>${t("lobby.title", { game: game.name })}</h1>
          <${RulesButton} key=${game.id} game=${game.id} lang=${lang} />
        </div>
        <p class="lead">${t("lobby.lead")}</p>
        <fieldset class="game-choice">
          <legend>${t("lobby.game")}</legend>
          ${state.types.map((g) => html`
            <label class="chip" key=${g.id}>
              <input type="radio" name="game" value=${g.id} checked=${game.id === g.id}
                onChange=${() => this.chooseGame(g.id)} />
              <span>${g.name}</span>
            </label>`)}
        </fieldset>
        <fieldset class="choices">
          <legend>${t("lobby.players")}</legend>
          ${counts.map((n) => html`
            <label class="chip">
              <input type="radio" name="players" value=${n} checked=${players === n}
                onChange=${() => this.setState({ players: n })} />
              <span>${n}</span>
            </label>`)}
        </fieldset>
        <ol class="seat-setup">
          ${seats.slice(0, players).map((s, i) => html`
            <li key=${i}>
              <fieldset>
                <legend>${t("lobby.seat", { number: i + 1 })}</legend>
                <label>
                  <span>${t("lobby.who")}</span>
                  <select value=${botKind(s.kind, game) ?? "person"}
                    onChange=${(e) => this.setSeat(i, { kind: e.currentTarget.value })}>
                    ${kinds.map(([id, name]) => html`<option value=${id}>${name}</option>`)}
                  </select>
                </label>
                ${s.kind !== "person" && html`<small class="bot-level">${bots[botKind(s.kind, game)]?.text ?? ""}</small>`}
                ${s.kind === "person" && html`
                  <label>
                    <span>${t("lobby.name")}</span>
                    <input type="text" maxlength="40" autocomplete="off" value=${s.name}
                      placeholder=${t("lobby.player_number", { number: i + 1 })}
                      onInput=${(e) => this.setSeat(i, { name: e.currentTarget.value })} />
                  </label>
                  <label>
                    <span>${t("lobby.language")}</span>
                    <select value=${s.lang} onChange=${(e) => this.setSeat(i, { lang: e.currentTarget.value })}>
                      ${languageOptions()}
                    </select>
                  </label>`}
              </fieldset>
            </li>`)}
        </ol>
        <fieldset class="variants">
          <legend>${t("lobby.variant")}</legend>
          ${(catalog?.variants ?? []).map((v) => html`
            <label class="variant" key=${v.id}>
              <input type="radio" name="variant" value=${v.id} checked=${state.variant === v.id}
                onChange=${() => this.setState({ variant: v.id })} />
              <span><strong>${v.name}</strong><br /><small>${v.text}</small></span>
            </label>`)}
        </fieldset>
        ${catalog && this.renderOptions(game, catalog)}
        <label class="clock-choice">
          <span>${t("lobby.clock")}</span>
          <select value=${state.clock} onChange=${(e) => this.setState({ clock: e.currentTarget.value })}>
            ${CLOCKS.map((c) => html`<option value=${c}>${clockName(c)}</option>`)}
          </select>
        </label>
        <label class="variant hints-choice">
          <input type="checkbox" name="hints" checked=${state.hints}
            onChange=${(e) => this.setState({ hints: e.currentTarget.checked })} />
          <span><strong>${t("lobby.hints")}</strong><br /><small>${t("lobby.hints_text")}</small></span>
        </label>
        <details class="advanced">
          <summary>${t("lobby.advanced")}</summary>
          <label class="clock-choice">
            <span>${t("lobby.seed")}</span>
            <input type="text" inputmode="numeric" pattern="[0-9]*" autocomplete="off"
              value=${state.seed} aria-describedby="seed-hint"
              onInput=${(e) => this.setState({ seed: e.currentTarget.value.trim() })} />
          </label>
          <p id="seed-hint" class="hint">${t("lobby.seed_hint")}</p>
          ${game.first_seat.default === null && html`<label class="clock-choice">
            <span>${t("lobby.first_seat")}</span>
            <select value=${state.firstSeat}
              onChange=${(e) => this.setState({ firstSeat: e.currentTarget.value })}>
              <option value="">${t("lobby.first_drawn")}</option>
              ${seats.slice(0, players).map((s, i) => html`<option value=${i}>
                ${s.kind === "person" && s.name.trim() ? s.name.trim() : t("lobby.seat", { number: i + 1 })}
              </option>`)}
            </select>
          </label>`}
        </details>
        <p class="error" role="alert">${state.error ?? ""}</p>
        <button type="submit" class="primary" disabled=${!catalog || state.busy}
          aria-describedby=${catalog && !state.busy ? null : "start-why"}>
          ${t("lobby.start")}
        </button>
        ${(!catalog || state.busy) && html`<span class="why" id="start-why" aria-live="polite">
          ${t(state.busy ? "lobby.starting" : "status.loading")}</span>`}
      </form>
    `;
  }
}

/** The variant's options: the table module's fields, then yes/no and number ones. */
Lobby.prototype.renderOptions = function (game, catalog) {
  const fields = this.fields(game, catalog);
  const plain = fields.filter((f) => !f.editor);
  const described = (name) => catalog.options?.find((o) => o.id === name) ?? { name, text: "" };
  return html`
    ${fields.filter((f) => f.editor).map(({ option, editor: Editor, value }) => html`
      <${Editor} key=${option.name} catalog=${catalog} option=${option} value=${value}
        onChange=${(v) => this.setValue(option.name, v)} />`)}
    ${plain.length > 0 && html`<fieldset class="options">
      <legend>${t("lobby.options")}</legend>
      ${plain.map(({ option, value }) => {
        const { name, text } = described(option.name);
        const label = html`<span><strong>${name}</strong><br /><small>${text}</small></span>`;
        return option.type === "boolean"
          ? html`<label class="variant" key=${option.name}>
              <input type="checkbox" name=${option.name} checked=${Boolean(value ?? option.default)}
                onChange=${(e) => this.setValue(option.name, e.currentTarget.checked)} />
              ${label}
            </label>`
          : html`<label class="variant" key=${option.name}>
              <input type="number" name=${option.name} step="1" inputmode="numeric"
                min=${option.minimum} max=${option.maximum} value=${value ?? option.default ?? ""}
                onInput=${(e) => this.setValue(option.name, e.currentTarget.valueAsNumber)} />
              ${label}
            </label>`;
      })}
    </fieldset>`}`;
};
