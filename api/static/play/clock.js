// The view's clocks (play-contract): a running one counting down against the server's time, a
// bank standing still, a warning when low; during the start grace a line instead.
import { serverNow } from "./api.js";
import { Component, html } from "./html.js";
import { lang, t } from "./i18n.js";

const LOW_SECONDS = 10;
const LOW_SHARE_OF_BANK = 0.2;

/** "1:05", "12:00", "2:03:04", "3 d 04:00:00"-like: the largest units first. */
export function formatRemaining(ms) {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const [d, h, m, s] = [Math.floor(total / 86400), Math.floor(total / 3600) % 24,
    Math.floor(total / 60) % 60, total % 60];
  const pad = (n) => String(n).padStart(2, "0");
  const clock = h || d ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
  return d ? `${t("clock.days", { count: d })} ${clock}` : clock;
}

/** Whether the start grace still waits for an opening (it may end with no new view). */
export function inGrace(clock) {
  return Boolean(clock?.awaiting_seats?.length && Date.parse(clock.grace_until) > serverNow());
}

/** Seat `seat`'s {deadline, remaining, running} or null (after a grace, a deadline runs). */
export function seatClock(clock, seat) {
  if (!clock || inGrace(clock)) return null;
  if (clock.seats) {
    const entry = clock.seats.find((s) => s.seat === seat);
    if (!entry || (entry.deadline === null && entry.remaining_seconds === null)) return null;
    const running = entry.running || (clock.grace_until !== null && entry.deadline !== null);
    return { deadline: entry.deadline, remaining: entry.remaining_seconds, running };
  }
  return clock.seat === seat ? { deadline: clock.deadline, remaining: null, running: true } : null;
}

/** A moment's time in the page's language, with its date unless today. */
function momentText(moment) {
  const date = new Date(moment);
  const today = date.toDateString() === new Date().toDateString();
  const style = today ? { timeStyle: "short" } : { dateStyle: "medium", timeStyle: "short" };
  return new Intl.DateTimeFormat(lang, style).format(date);
}

/** A component drawn again every `tick` ms while `ticking(props)` says its text changes with
 * time (a clock running, a grace waiting), and not at all otherwise: a page of standing or
 * absent clocks does no work while it waits. */
class Ticking extends Component {
  componentDidMount() {
    this.schedule();
  }

  componentDidUpdate() {
    this.schedule();
  }

  componentWillUnmount() {
    clearInterval(this.timer);
    this.timer = null;
  }

  schedule() {
    const wanted = this.ticking(this.props);
    if (wanted && !this.timer) this.timer = setInterval(() => this.forceUpdate(), this.tick);
    if (!wanted && this.timer) this.componentWillUnmount();
  }
}

/** While the start grace waits: "The clocks start when Bea opens the game (14:05 at the
 * latest)." Props: the view's `clock` and `seats`. */
export class GraceNote extends Ticking {
  tick = 1000;

  ticking({ clock }) {
    return inGrace(clock);
  }

  render({ clock, seats }) {
    if (!inGrace(clock)) return null;
    const names = clock.awaiting_seats.map((seat) => seats.find((s) => s.seat === seat)?.name);
    const list = new Intl.ListFormat(lang, { type: "conjunction" }).format(names);
    return html`<p class="grace" role="status">
      ${t("clock.awaiting", { count: names.length, seats: list, time: momentText(clock.grace_until) })}
    </p>`;
  }
}

/** The ms under which time is low: 10 s, or 20 % of a bank's initial time if more. */
function lowMs(clock) {
  const bank = clock?.type === "bank" ? clock.turn_seconds ?? 0 : 0;
  return Math.max(LOW_SECONDS, LOW_SHARE_OF_BANK * bank) * 1000;
}

export class Clock extends Ticking {
  tick = 250;

  /** A running clock counts down; during the grace, its end may show this seat's clock. */
  ticking({ clock, seat }) {
    return inGrace(clock) || Boolean(seatClock(clock, seat)?.running);
  }

  /** Props: `clock` (the view's), `seat`, `label`. */
  render({ clock, seat, label }) {
    const mine = seatClock(clock, seat);
    if (!mine) return null;
    const left = mine.running && mine.deadline
      ? Date.parse(mine.deadline) - serverNow()
      : (mine.remaining ?? 0) * 1000;
    const low = mine.running && left <= lowMs(clock);
    return html`<span class=${`clock${low ? " low" : ""}${mine.running ? " running" : ""}`}
      role="timer" aria-label=${label}>
      ${formatRemaining(left)}
    </span>`;
  }
}
