// The invitations page, "#i=<game id>": a link per person's seat and one for spectators, kept
// in this browser's storage (a reload, Back and Forward find them), never in the address, so
// no token reaches the history or a copied address.
import { Component, html } from "./html.js";
import { t } from "./i18n.js";

const STORAGE = "biblios.invitations"; // [{id, seats: [{seat, name, token, lang}]}], newest first
const KEEP = 30; // games whose links are kept

/** A seat's link: the page, and the game, token and language in the fragment. */
export function seatLink(game, token, lang) {
  const params = new URLSearchParams({ g: game });
  if (token) params.set("t", token);
  if (lang) params.set("l", lang);
  return `${location.origin}/play/#${params}`;
}

function stored() {
  try {
    const list = JSON.parse(localStorage.getItem(STORAGE) || "[]");
    return Array.isArray(list) ? list : [];
  } catch {
    return []; // storage refused or unreadable: nothing kept
  }
}

/** Keep the links of a game just created (`{id, seats}`), the newest first. */
export function rememberInvitations(created) {
  const list = [created, ...stored().filter((c) => c.id !== created.id)].slice(0, KEEP);
  try {
    localStorage.setItem(STORAGE, JSON.stringify(list));
  } catch {
    // storage refused (a private window's quota): the page still shows them until it is left
  }
  remembered.set(created.id, created);
}

const remembered = new Map(); // this page's own, when storage is refused

/** Copies `link` and says so (where the clipboard is refused, selects the field). */
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

/** The links of game `id` (copy one, or take the seat here), and one for spectators. */
export function Invitations({ id }) {
  const created = stored().find((c) => c.id === id) ?? remembered.get(id);
  if (!created) {
    return html`<section class="panel invitations" aria-labelledby="invite-title">
      <h1 id="invite-title">${t("invite.title")}</h1>
      <p class="lead">${t("invite.gone")}</p>
      <a class="button primary" href=${seatLink(id)}>${t("invite.open")}</a>
    </section>`;
  }
  const row = (key, label, link, open) => html`
    <li key=${key}>
      <label for=${key}>${label}</label>
      <div class="link-row">
        <input id=${key} type="text" readonly value=${link}
          onFocus=${(e) => e.currentTarget.select()} />
        <${CopyButton} link=${link} field=${key} />
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
