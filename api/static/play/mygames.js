// "My games": the seats this browser has opened, each read again: the game, the seat, the
// others, the day it was first opened here, whose turn it is or how it ended. Tokens stay in
// this browser; a game the server no longer has leaves the list.
import { api } from "./api.js";
import { Component, html } from "./html.js";
import { lang, t } from "./i18n.js";
import { seatLink } from "./invitations.js";

const STORAGE = "biblios.my-games"; // [{game, token, seat, lang, at}], the newest first
const KEEP = 12;

function stored() {
  try {
    const list = JSON.parse(localStorage.getItem(STORAGE) || "[]");
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

function store(list) {
  try {
    localStorage.setItem(STORAGE, JSON.stringify(list.slice(0, KEEP)));
  } catch {
    // storage refused: the list is this page's only
  }
}

/** Keep (or move to the top) this page's seat `{game, token, seat, lang}`, first opened `at`. */
export function rememberSeat(entry) {
  const same = (e) => e.game === entry.game && e.token === entry.token;
  const list = stored();
  if (same(list[0] ?? {})) return;
  const at = list.find(same)?.at ?? Date.now();
  store([{ ...entry, at }, ...list.filter((e) => !same(e))]);
}

function forget(entry) {
  store(stored().filter((e) => !(e.game === entry.game && e.token === entry.token)));
}

/** Whose turn it is in `view`, as this seat would say it; or how it ended for this seat. */
function turnText(view) {
  const mine = view.result?.seats.find((s) => s.seat === view.seat);
  if (mine) {
    const how = view.result.winners?.length === 0 ? t("mygames.nobody_won")
      : mine.won ?? mine.rank === 1 ? t("mygames.won")
      : t("mygames.rank", { rank: mine.rank, count: view.players });
    return `${t("mygames.over")} · ${how}`;
  }
  if (view.phase === "over") return t("mygames.over");
  if (view.to_act.includes(view.seat)) return t("mygames.your_turn");
  const names = view.seats.filter((s) => view.to_act.includes(s.seat)).map((s) => s.name);
  return t("mygames.waiting", { seats: names.join(", ") });
}

export class MyGames extends Component {
  state = { rows: null }; // [{entry, view, name}] once read

  componentDidMount() {
    this.read();
  }

  componentDidUpdate(previous) {
    if (previous.lang !== this.props.lang) this.read();
  }

  async read() {
    const entries = stored();
    if (!entries.length) return this.setState({ rows: [] });
    const { lang } = this.props;
    const types = await api("/game-types").catch(() => ({ games: [] }));
    const named = (id) => types.games.find((g) => g.id === id)?.name ?? id;
    const rows = await Promise.all(
      entries.map(async (entry) => {
        const path = `/games/${encodeURIComponent(entry.game)}`;
        try {
          const view = await api(path, { token: entry.token, lang });
          return { entry, view, name: named(view.game) };
        } catch (error) {
          if (error.status === 404 || error.status === 401) forget(entry); // gone, or re-issued
          return null;
        }
      }),
    );
    this.setState({ rows: rows.filter(Boolean) });
  }

  render(_, { rows }) {
    if (!rows?.length) return null;
    return html`<section class="panel my-games" aria-labelledby="my-games-title">
      <h2 id="my-games-title">${t("mygames.title")}</h2>
      <ul>
        ${rows.map(({ entry, view, name }) => {
          const me = view.seats.find((s) => s.seat === view.seat)?.name;
          const others = view.seats.filter((s) => s.seat !== view.seat).map((s) => s.name);
          const mine = view.phase !== "over" && view.to_act.includes(view.seat);
          return html`<li key=${`${entry.game}/${entry.seat}`} class=${mine ? "my-turn" : ""}>
            <a href=${seatLink(entry.game, entry.token, entry.lang)}>
              <strong>${name}</strong>
              <span>${t("mygames.as", { seat: me })}</span>
              <span>${t("mygames.with", { seats: others.join(", ") })}</span>
              ${entry.at && html`<span>${new Date(entry.at).toLocaleDateString(lang, { dateStyle: "medium" })}</span>`}
              <span class="my-games-turn">${turnText(view)}</span>
            </a>
            ${view.phase === "over" && html`<a class="button quiet my-games-replay" data-action="replay"
              href=${`#${new URLSearchParams({ r: entry.game, t: entry.token, l: lang })}`}
              aria-label=${`${t("mygames.replay")} · ${name}`}>${t("mygames.replay")}</a>`}
          </li>`;
        })}
      </ul>
    </section>`;
  }
}
