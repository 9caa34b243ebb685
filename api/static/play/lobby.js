// The lobby: start a game of Biblios (2–4 seats) or 1347 (2–5 seats, its building selection
// and options): each seat a person or a bot, the variant, the clock, each person's language;
// then hand out one link per person's seat. A link carries its seat's token in the fragment,
// so opening it anywhere joins as that seat.
import { api } from "./api.js";
import { Component, html } from "./html.js";
import { LANGUAGES, t } from "./i18n.js";
import { RulesButton } from "./rules.js";

/** The games offered: id, name (a proper noun, never translated), seat counts, title. */
const GAMES = [
  { id: "biblios", name: "Biblios", seats: [2, 3, 4], title: "lobby.title" },
  { id: "1347", name: "1347", seats: [2, 3, 4, 5], title: "lobby.title_plague" },
];
const FLAGS = ["guard_tower", "plague_spares_fewest_rats"]; // 1347's yes/no options
const CLOCKS = [0, 30, 60, 120, 300, 3600, 86400]; // seconds per decision; 0: no clock
const ENDONYMS = { en: "English", es: "Español", fr: "Français", ru: "Русский" };
// The bots offered, weakest first ("greedy" is the Normal one); the API's "random" is not.
const BOT_LEVELS = ["easy", "greedy", "expert"];

/** A seat's link: the page, and the game, token and language in the fragment. */
export function seatLink(game, token, lang) {
  const params = new URLSearchParams({ g: game });
  if (token) params.set("t", token);
  if (lang) params.set("l", lang);
  return `${location.origin}/play/#${params}`;
}

function clockName(seconds) {
  if (!seconds) return t("lobby.no_clock");
  const [unit, key] = seconds % 86400 === 0 ? [86400, "clock.per_day"]
    : seconds % 3600 === 0 ? [3600, "clock.per_hour"]
    : seconds % 60 === 0 ? [60, "clock.per_minute"] : [1, "clock.per_second"];
  return t(key, { count: seconds / unit });
}

export class Lobby extends Component {
  state = {
    game: "biblios",
    catalogs: {}, // by game, in the current language
    buildings: null, // 1347, custom variant: copies by building type
    flags: {}, // 1347: option id -> true
    firstSeat: "", // 1347: "" drawn at random, else a seat number
    seats: [
      { kind: "person", name: "", lang: this.props.lang },
      { kind: "greedy", name: "", lang: this.props.lang },
      { kind: "person", name: "", lang: this.props.lang },
      { kind: "easy", name: "", lang: this.props.lang },
      { kind: "greedy", name: "", lang: this.props.lang },
    ],
    players: 2,
    variant: "standard",
    clock: 0,
    seed: "",
    busy: false,
    error: null,
    created: null, // {id, seats: [{seat, name, token, lang}]}
  };

  componentDidMount() {
    this.load();
  }

  componentDidUpdate(previous) {
    if (previous.lang !== this.props.lang) this.load();
  }

  /** The catalog of `game` (default: the one chosen) in the current language. */
  async load(game = this.state.game) {
    const { lang } = this.props;
    try {
      const catalog = await api(`/catalog/${game}`, { lang });
      if (lang !== this.props.lang) return;
      this.setState({ catalogs: { ...this.state.catalogs, [game]: catalog }, error: null });
    } catch (error) {
      this.setState({ error: error.status === 0 ? t("error.network") : error.message });
    }
  }

  /** Another game: its seat range, its first variant, its catalog. */
  chooseGame(id) {
    const game = GAMES.find((g) => g.id === id);
    const players = Math.min(Math.max(this.state.players, game.seats[0]), game.seats.at(-1));
    const variant = id === "1347" ? "first_game" : "standard";
    this.setState({ game: id, players, variant, firstSeat: "", error: null });
    if (this.state.catalogs[id]?.lang !== this.props.lang) this.load(id);
  }

  /** 1347, custom variant: the copies of each type (first game's types by default). */
  customCounts(catalog) {
    if (this.state.buildings) return this.state.buildings;
    const first = new Set(catalog.first_game);
    return Object.fromEntries(catalog.building_types.map((b) => [b.type, first.has(b.type) ? 5 : 0]));
  }

  setSeat(index, change) {
    const seats = this.state.seats.map((s, i) => (i === index ? { ...s, ...change } : s));
    this.setState({ seats });
  }

  async create(event) {
    event.preventDefault();
    const { game, players, variant, clock } = this.state;
    const seats = this.state.seats.slice(0, players);
    const body = {
      game,
      variant,
      seats: seats.map((s) =>
        s.kind === "person" ? (s.name.trim() ? { name: s.name.trim() } : {}) : { bot: s.kind },
      ),
    };
    if (clock) body.turn_seconds = clock;
    if (/^\d+$/.test(this.state.seed)) body.seed = Number(this.state.seed);
    if (game === "1347") {
      if (variant === "custom") body.buildings = this.customCounts(this.state.catalogs[game]);
      for (const flag of FLAGS) if (this.state.flags[flag]) body[flag] = true;
      if (this.state.firstSeat !== "" && Number(this.state.firstSeat) < players) {
        body.first_seat = Number(this.state.firstSeat);
      }
    }
    this.setState({ busy: true, error: null });
    try {
      const game = await api("/games", { method: "POST", lang: this.props.lang, body });
      const people = game.seats
        .filter((s) => s.token)
        .map((s) => ({ ...s, lang: seats[s.seat].lang }));
      this.setState({ created: { id: game.id, seats: people }, busy: false });
    } catch (error) {
      this.setState({ busy: false, error: error.status === 0 ? t("error.network") : error.message });
    }
  }

  render({ lang }, state) {
    if (state.created) return html`<${Invitations} created=${state.created} />`;
    const { players, seats } = state;
    const game = GAMES.find((g) => g.id === state.game);
    const catalog = state.catalogs[game.id];
    const kinds = [["person", t("lobby.person")], ...BOT_LEVELS.map((id) => [id, t(`lobby.bot_${id}`)])];
    return html`
      <form class="panel lobby" onSubmit=${(e) => this.create(e)}>
        <div class="dialog-head">
          <h1>${t(game.title)}</h1>
          <${RulesButton} key=${game.id} game=${game.id} lang=${lang} />
        </div>
        <p class="lead">${t("lobby.lead")}</p>
        <fieldset class="game-choice">
          <legend>${t("lobby.game")}</legend>
          ${GAMES.map((g) => html`
            <label class="chip" key=${g.id}>
              <input type="radio" name="game" value=${g.id} checked=${game.id === g.id}
                onChange=${() => this.chooseGame(g.id)} />
              <span>${g.name}</span>
            </label>`)}
        </fieldset>
        <fieldset class="choices">
          <legend>${t("lobby.players")}</legend>
          ${game.seats.map((n) => html`
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
                  <select value=${s.kind} onChange=${(e) => this.setSeat(i, { kind: e.currentTarget.value })}>
                    ${kinds.map(([id, name]) => html`<option value=${id}>${name}</option>`)}
                  </select>
                </label>
                ${BOT_LEVELS.includes(s.kind) && html`<small class="bot-level">${t(`lobby.bot_${s.kind}_text`)}</small>`}
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
                      ${LANGUAGES.map((c) => html`<option value=${c} lang=${c}>${ENDONYMS[c]}</option>`)}
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
        ${game.id === "1347" && catalog && this.renderOptions(catalog)}
        <label class="clock-choice">
          <span>${t("lobby.clock")}</span>
          <select value=${state.clock} onChange=${(e) => this.setState({ clock: Number(e.currentTarget.value) })}>
            ${CLOCKS.map((c) => html`<option value=${c}>${clockName(c)}</option>`)}
          </select>
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
          ${game.id === "1347" && html`<label class="clock-choice">
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
        <button type="submit" class="primary" disabled=${!catalog || state.busy}>
          ${t("lobby.start")}
        </button>
      </form>
    `;
  }
}

/** 1347's options: the copies of each building type (custom variant), the yes/no options. */
Lobby.prototype.renderOptions = function (catalog) {
  const { variant, flags } = this.state;
  const option = (id) => catalog.options.find((o) => o.id === id);
  const counts = variant === "custom" ? this.customCounts(catalog) : null;
  const setCount = (type, value) => this.setState({ buildings: { ...counts, [type]: value } });
  return html`
    ${counts && html`<fieldset class="copies">
      <legend>${option("buildings").name}</legend>
      <p class="hint">${option("buildings").text}</p>
      ${catalog.classes.map((c) => html`<div class=${`copies-class cls-${c.id}`} key=${c.id}>
        <span class="copies-name">${c.name}</span>
        ${catalog.building_types.filter((b) => b.class === c.id).map((b) => html`
          <label key=${b.type}>
            <span>${b.name}</span>
            <input type="number" min="0" max="5" step="1" inputmode="numeric" value=${counts[b.type]}
              data-type=${b.type}
              onInput=${(e) => setCount(b.type, Number.isNaN(e.currentTarget.valueAsNumber) ? 0 : e.currentTarget.valueAsNumber)} />
          </label>`)}
      </div>`)}
    </fieldset>`}
    <fieldset class="options">
      <legend>${t("lobby.options")}</legend>
      ${FLAGS.map((id) => html`<label class="variant" key=${id}>
        <input type="checkbox" name=${id} checked=${Boolean(flags[id])}
          onChange=${(e) => this.setState({ flags: { ...flags, [id]: e.currentTarget.checked } })} />
        <span><strong>${option(id).name}</strong><br /><small>${option(id).text}</small></span>
      </label>`)}
    </fieldset>`;
};

/** Copies `link`; says so once done (where the clipboard is refused, the field is selected
 * for the person to copy). */
class CopyButton extends Component {
  state = { copied: false };

  async copy() {
    try {
      await navigator.clipboard.writeText(this.props.link);
      this.setState({ copied: true });
    } catch {
      document.getElementById(this.props.field)?.select();
    }
  }

  render(_, { copied }) {
    return html`<button type="button" onClick=${() => this.copy()}>
      ${t(copied ? "invite.copied" : "invite.copy")}
    </button>`;
  }
}

/** After creating: one link per person's seat (copy it, or take the seat here), and one for
 * spectators. */
function Invitations({ created }) {
  const row = (id, label, link, open) => html`
    <li key=${id}>
      <label for=${id}>${label}</label>
      <div class="link-row">
        <input id=${id} type="text" readonly value=${link}
          onFocus=${(e) => e.currentTarget.select()} />
        <${CopyButton} link=${link} field=${id} />
        ${open}
      </div>
    </li>`;
  const watch = seatLink(created.id);
  return html`
    <section class="panel invitations" aria-labelledby="invite-title">
      <h1 id="invite-title">${t("invite.title")}</h1>
      <p class="lead">${t("invite.lead")}</p>
      <ul class="links">
        ${created.seats.map((s) => {
          const link = seatLink(created.id, s.token, s.lang);
          return row(`link-${s.seat}`, s.name, link,
            html`<a class="button primary" href=${link}>${t("invite.play_as", { seat: s.name })}</a>`);
        })}
        ${row("link-watch", t("invite.watch"), watch,
          html`<a class="button" href=${watch}>${t("invite.open")}</a>`)}
      </ul>
    </section>
  `;
}
