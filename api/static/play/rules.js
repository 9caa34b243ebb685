// The game's rules (GET /v1/rules/<game>, localized), in a modal dialog.
import { api } from "./api.js";
import { Component, html } from "./html.js";
import { t } from "./i18n.js";

export class RulesButton extends Component {
  state = { rules: null };

  async open() {
    this.dialog.showModal();
    const { game, lang } = this.props;
    if (this.state.rules?.lang !== lang) {
      this.setState({ rules: await api(`/rules/${game}`, { lang }) });
    }
  }

  render(_, { rules }) {
    return html`
      <button type="button" class="quiet" onClick=${() => this.open()}>${t("nav.rules")}</button>
      <dialog class="rules" aria-labelledby="rules-title" ref=${(el) => (this.dialog = el)}>
        <div class="dialog-head">
          <h2 id="rules-title">${t("rules.title")}</h2>
          <button type="button" class="quiet" onClick=${() => this.dialog.close()}>
            ${t("dialog.close")}
          </button>
        </div>
        <div class="rules-text">
          ${rules
            ? rules.sections.map(
                (s) => html`<section key=${s.id}>
                  <h3>${s.title}</h3>
                  ${s.text.split("\n\n").map((p) => html`<p>${p}</p>`)}
                </section>`,
              )
            : html`<p>${t("status.loading")}</p>`}
        </div>
      </dialog>
    `;
  }
}
