// The game log, newest last, kept at the bottom unless the reader scrolled up.
import { Component, html } from "./html.js";
import { t } from "./i18n.js";

export class Log extends Component {
  stick = true; // keep the newest event in view

  componentDidMount() {
    this.follow();
  }

  componentDidUpdate(previous) {
    // Only a new line moves the box (reading its height lays the page out).
    if (previous.events.length !== this.props.events.length) this.follow();
  }

  follow() {
    if (this.stick && this.box) this.box.scrollTop = this.box.scrollHeight;
  }

  onScroll() {
    const box = this.box;
    this.stick = box.scrollHeight - box.scrollTop - box.clientHeight < 24;
  }

  /** Props: `events` (the lines), `upTo` (the seq of the newest event told, folded or not). */
  render({ events, upTo }) {
    return html`
      <section class="panel log" aria-labelledby="log-title" data-seq=${upTo}>
        <h2 id="log-title">${t("log.title")}</h2>
        <div class="log-box" role="log" tabindex="0" aria-labelledby="log-title"
             ref=${(el) => (this.box = el)} onScroll=${() => this.onScroll()}>
          <ol>
            ${events.map((e) => html`<li key=${e.seq} class=${`ev-${e.type}`}>${e.text}</li>`)}
          </ol>
        </div>
      </section>
    `;
  }
}
