// The entry point: the page's state is its fragment, "#g=<game>&t=<token>&l=<language>" (a
// game), "#i=<game>&l=..." (its invitations), "#r=<game>&t=<token>&l=..." (its replay), else the lobby; a fragment is never sent, so the
// token reaches the API only in headers.
import { Component, html, render } from "./html.js";
import "./embed.js"; // talks with a portal's page that frames this one
import { GameScreen } from "./game.js";
import { LANGUAGES, lang, languageOptions, preferredLanguage, t, useLanguage } from "./i18n.js";
import { Invitations } from "./invitations.js";
import { Lobby } from "./lobby.js";


/** The route in the fragment: {game, token, invite, lang}. */
function readFragment() {
  const params = new URLSearchParams(location.hash.slice(1));
  const code = params.get("l");
  return {
    game: params.get("g") || null,
    token: params.get("t") || null,
    invite: params.get("i") || null,
    replay: params.get("r") || null,
    lang: LANGUAGES.includes(code) ? code : null,
  };
}

/** Write the route into the fragment without a new history entry. */
export function writeFragment({ game, token, invite, replay, lang: code }) {
  const params = new URLSearchParams();
  if (game) params.set("g", game);
  if (replay) params.set("r", replay);
  if (token) params.set("t", token);
  if (invite) params.set("i", invite);
  if (code) params.set("l", code);
  history.replaceState(history.state, "", `#${params}`);
}

/** The page's title out of a game (a game's screen titles the page itself: game.js). */
function pageTitle(route) {
  if (route.game || route.replay) return;
  document.title = route.invite ? `${t("invite.title")} · ${t("nav.home")}` : t("nav.home");
}

/** The replay screen, loaded when first opened (a table's page never needs it). */
class Replay extends Component {
  componentDidMount() {
    import("./replay.js").then((module) => this.setState({ Screen: module.ReplayScreen }));
  }

  render(props, { Screen }) {
    return Screen ? html`<${Screen} ...${props} />`
      : html`<div class="panel notice" role="status"><p>${t("status.loading")}</p></div>`;
  }
}

class App extends Component {
  state = { route: readFragment(), lang };

  componentDidUpdate() {
    pageTitle(this.state.route);
  }

  componentDidMount() {
    pageTitle(this.state.route);
    this.onHash = () => {
      const route = readFragment(); // a link opened in this tab may name its language
      if (route.lang && route.lang !== this.state.lang) this.switchLanguage(route.lang);
      else this.setState({ route });
    };
    addEventListener("hashchange", this.onHash);
  }

  componentWillUnmount() {
    removeEventListener("hashchange", this.onHash);
  }

  async switchLanguage(code) {
    await useLanguage(code);
    const route = { ...readFragment(), lang: code };
    if (route.game || route.invite || route.replay) writeFragment(route);
    localStorage.setItem("biblios.lang", code);
    this.setState({ lang: code, route });
  }

  render(_, { route, lang: code }) {
    return html`
      <header class="topbar">
        <a class="brand" href="#" aria-label=${t("nav.lobby")}>${t("nav.home")}</a>
        <div class="topbar-tools">
          <label class="lang">
            <span class="visually-hidden">${t("nav.language")}</span>
            <select value=${code} onChange=${(e) => this.switchLanguage(e.currentTarget.value)}>
              ${languageOptions()}
            </select>
          </label>
        </div>
      </header>
      <main id="main">
        ${route.game
          ? html`<${GameScreen}
              key=${`${route.game}/${route.token}`}
              game=${route.game}
              token=${route.token}
              lang=${code}
            />`
          : route.replay
          ? html`<${Replay}
              key=${`${route.replay}/${route.token}`}
              game=${route.replay}
              token=${route.token}
              lang=${code}
            />`
          : route.invite
            ? html`<${Invitations} key=${route.invite} id=${route.invite} />`
            : html`<${Lobby} lang=${code} />`}
      </main>
    `;
  }
}

async function start() {
  const route = readFragment();
  const stored = localStorage.getItem("biblios.lang");
  await useLanguage(route.lang || (LANGUAGES.includes(stored) ? stored : preferredLanguage()));
  const root = document.getElementById("app");
  root.textContent = ""; // the boot text
  render(html`<${App} />`, root);
}

start();
