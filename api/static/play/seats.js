// The seats: a person or a bot, here or not, the status, the game's detail, whose decision,
// the clocks.
import { Clock } from "./clock.js";
import { html } from "./html.js";
import { t } from "./i18n.js";

/** `moves`: the events on screen; each seat's newest under its name, lit up as it comes. */
export function Seats({ view, catalog, detail, moves = [] }) {
  const named = (list, id) => list?.find((item) => item.id === id)?.name ?? id;
  const lastMove = new Map();
  for (const e of moves) if (e.seat !== null && e.seat !== undefined) lastMove.set(e.seat, e);
  return html`
    <section class="panel seats" aria-labelledby="seats-title">
      <h2 id="seats-title">${t("seats.title")}</h2>
      <ul class="seat-list">
        ${view.seats.map((s) => {
          const waiting = view.to_act.includes(s.seat);
          const who = s.bot ? named(catalog.bots, s.bot) : t("seats.person");
          const here = s.bot ? null : s.connected ? t("seats.online") : t("seats.offline");
          return html`
            <li key=${s.seat} class=${`seat${waiting ? " waiting" : ""}${
                s.seat === view.seat ? " mine" : ""}`}>
              <span class="seat-turn" aria-hidden="true">${waiting ? "▶" : ""}</span>
              <span class="seat-name">
                ${s.name}${s.seat === view.seat ? html` <small>${t("seats.you")}</small>` : ""}
              </span>
              <span class="seat-clock">
                <${Clock} clock=${view.clock} seat=${s.seat}
                  label=${t("clock.label", { seat: s.name })} />
              </span>
              <span class="seat-meta">
                ${here && html`<span class=${`dot ${s.connected ? "on" : "off"}`}
                  aria-hidden="true"></span>`}
                ${[who, here, s.status !== "playing" && named(catalog.statuses, s.status),
                   detail(view, s.seat)].filter(Boolean).join(" · ")}
                ${waiting ? html`<span class="visually-hidden"> · ${t("seats.to_act")}</span>` : ""}
              </span>
              ${lastMove.has(s.seat) && html`<span class="seat-last" key=${lastMove.get(s.seat).seq}>
                ${lastMove.get(s.seat).text}</span>`}
            </li>`;
        })}
      </ul>
    </section>
  `;
}

/** Beside a result's rank: why a seat that left ranks after the others (none if finished). */
export function Standing({ seat, catalog }) {
  const status = catalog.statuses?.find((item) => item.id === seat.standing);
  return status ? html`<small class="standing">${status.name}</small>` : null;
}
