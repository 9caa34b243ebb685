// A decision's clock counting down to its deadline (the view's `clock`), against the server's
// time. Only its own text changes, four times a second, in a box of fixed width.
import { serverNow } from "./api.js";
import { Component, html } from "./html.js";
import { t } from "./i18n.js";

const LOW_SECONDS = 10;

/** "1:05", "12:00", "2:03:04", "3 d 04:00:00"-like: the largest units first. */
export function formatRemaining(ms) {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const [d, h, m, s] = [Math.floor(total / 86400), Math.floor(total / 3600) % 24,
    Math.floor(total / 60) % 60, total % 60];
  const pad = (n) => String(n).padStart(2, "0");
  const clock = h || d ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
  return d ? `${t("clock.days", { count: d })} ${clock}` : clock;
}

export class Clock extends Component {
  componentDidMount() {
    this.timer = setInterval(() => this.forceUpdate(), 250);
  }

  componentWillUnmount() {
    clearInterval(this.timer);
  }

  render({ deadline, label }) {
    const left = Date.parse(deadline) - serverNow();
    const low = left <= LOW_SECONDS * 1000;
    return html`<span class=${`clock${low ? " low" : ""}`} role="timer" aria-label=${label}>
      ${formatRemaining(left)}
    </span>`;
  }
}
