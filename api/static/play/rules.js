// The game's rules (GET /v1/rules/<game>) in a dialog that fits a phone, its head in view
// while the text scrolls; the button, Escape, a tap outside and Back close it (opening it adds
// a history entry, so Back does not leave the game).
import { api } from "./api.js";
import { Component, html } from "./html.js";
import { t } from "./i18n.js";

const ENTRY = "rules-dialog"; // history.state of the entry the open dialog added

export class RulesButton extends Component {
  state = { rules: null };

  componentDidMount() {
    this.onPopState = () => {
      if (this.dialog?.open) this.dialog.close(); // Back: the entry is gone already
    };
    addEventListener("popstate", this.onPopState);
    // A lesson's rule number (learn.js) opens the rules at its section.
    this.onRules = (event) => this.open(event.detail);
    addEventListener("biblios:rules", this.onRules);
  }

  componentWillUnmount() {
    removeEventListener("popstate", this.onPopState);
    removeEventListener("biblios:rules", this.onRules);
    if (this.dialog?.open) this.dialog.close();
  }

  /** Open the dialog (at the section whose id is `section`, if any). */
  async open(section = null) {
    if (!this.dialog.open) {
      this.dialog.showModal();
      history.pushState(ENTRY, "", location.href);
    }
    const { game, lang } = this.props;
    if (this.state.rules?.lang !== lang || this.state.rules?.game !== game) {
      const rules = await api(`/rules/${game}`, { lang });
      await new Promise((done) => this.setState({ rules: { ...rules, lang, game } }, done));
    }
    const target = section && this.dialog.querySelector(`[data-section="${CSS.escape(section)}"]`);
    if (target) {
      target.scrollIntoView({ block: "start" });
      target.querySelector("h3")?.focus();
    }
  }

  /** The dialog closed (its button, Escape, a tap outside, Back): drop the entry it added. */
  closed() {
    if (history.state === ENTRY) history.back();
  }

  render(_, { rules }) {
    return html`
      <button type="button" class="quiet" onClick=${() => this.open()}>${t("nav.rules")}</button>
      <dialog class="rules" aria-labelledby="rules-title" ref=${(el) => (this.dialog = el)}
        onClose=${() => this.closed()}
        onClick=${(e) => e.target === this.dialog && this.dialog.close()}>
        <div class="dialog-body">
          <div class="dialog-head">
            <h2 id="rules-title">${t("rules.title")}</h2>
            <button type="button" class="quiet dialog-close" onClick=${() => this.dialog.close()}>
              ${t("dialog.close")}
            </button>
          </div>
          <div class="rules-text" tabindex="0">
            ${rules
              ? rules.sections.map(
                  (s) => html`<section key=${s.id} data-section=${s.id}>
                    <h3 tabindex="-1">${s.title}</h3>
                    ${s.text.split("\n\n").map((p) => html`<p>${p}</p>`)}
                  </section>`,
                )
              : html`<p>${t("status.loading")}</p>`}
          </div>
        </div>
      </dialog>
    `;
  }
}
